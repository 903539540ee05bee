"""Symmetry-reduced exact distances: certified automorphisms, vertex orbits, quotients.

A topology family knows automorphisms of its graphs from their construction
(permuting subtrees of a fat tree, symbols of a Dragonfly, positions of an IP
graph label...).  This module turns them into exact distances with far fewer
breadth-first searches than all-pairs BFS:

1. **Certification.**  Every generator is a permutation ``p`` of
   ``range(N)`` (a numpy array).  :func:`certify_automorphism` checks that it
   maps the edge set onto itself: for each vertex ``v`` the sorted row of
   ``p(v)`` in the CSR adjacency equals the sorted images ``p(N(v))``
   (vertices grouped by degree, rows sorted with one vectorised ``np.sort``).
   A generator that fails raises :class:`CertificationError`: a wrong
   generator is an error, never a wrong distance.
2. **Orbits.**  The vertex orbits of the group the generators generate are
   the connected components of the union of the generators' cycles
   (:func:`orbit_labels`, one sparse connected-components pass per
   generator).  Vertices of one orbit have the same distance distribution
   and eccentricity, so one BFS per orbit representative, weighted by the
   orbit size, gives the exact all-pairs distribution.
3. **Quotients.**  When the family also gives a group ``H`` fixing a block
   ``B`` of vertices pointwise, the orbits of ``H`` form an equitable
   partition in which every vertex of ``B`` is a cell of its own.  For a root
   ``r`` in ``B`` the distance from ``r`` is constant on every cell (the ball
   of radius ``t`` is a union of cells, by induction on ``t``), so BFS on the
   quotient graph (cells adjacent when some edge joins them; one
   representative row per cell gives them) with cells weighted by their
   sizes gives ``r``'s exact distribution.  All roots of ``B`` share one
   quotient, so they run 64 at a time (:func:`sweep`).
4. **Products.**  A graph given as a union of Kronecker products of small
   block relations (:class:`KroneckerGraph`; D3 is one) is never built: its
   generators are per-block permutations certified on the block relations,
   the stabiliser of a root is a product of block stabilisers, its orbits are
   products of block orbits and the quotient matrix is the sum over terms of
   Kronecker products of block quotient matrices.  A block generator may also
   permute the terms (MiKANT's group swap), and pendant vertices may hang on the
   product (the compute nodes of KANT and MiKANT, issue 27).  Cartesian products
   (HyperX, hypercubes) convolve their factors' distributions
   (:func:`product_distribution`).

Counts are exact Python/NumPy integers throughout.  The BFS engine is the
bit-parallel one of :mod:`latticegraph.distance` (64 sources per sweep, one
``uint64`` word per vertex) extended with per-source weighted counts.

References
----------
C. Godsil, G. Royle, *Algebraic Graph Theory*, Springer 2001, Section 9.3
(equitable partitions; the orbits of a group of automorphisms are one).
B. D. McKay, A. Piperno, "Practical graph isomorphism, II", J. Symbolic
Comput. 60 (2014) (nauty, used through pynauty for user graphs).
"""
from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field

import numpy as np
import scipy.sparse as sp
from scipy.sparse import csgraph

from .progress import task

__all__ = [
    "CertificationError",
    "adjacency",
    "certify_automorphism",
    "orbit_labels",
    "sweep",
    "symmetric_group_generators",
    "Symmetry",
    "symmetry",
    "orbit_distances",
    "OrbitDistances",
    "KroneckerGraph",
    "product_distribution",
    "nauty_generators",
    "invariant_colouring",
    "MAX_NAUTY_ORDER",
    "BatchRunner",
    "core_of",
]

#: pynauty (dense nauty, ``n^2 / 8`` bytes) is asked for automorphisms of user graphs up to
#: this many vertices
MAX_NAUTY_ORDER = 20_000
#: entries handled per vectorised block in certification
_CHUNK = 1 << 18


class CertificationError(ValueError):
    """A claimed automorphism (or block relation) that does not hold."""


# ---------------------------------------------------------------------------
# adjacency and certification
# ---------------------------------------------------------------------------
def adjacency(g) -> tuple[np.ndarray, np.ndarray]:
    """``(indptr, indices)`` of the symmetric CSR adjacency, rows sorted.

    ``indptr`` is ``int64``; ``indices`` keeps scipy's index type (``int32``
    below ``2^31`` entries), half the memory of ``int64`` on large graphs.

    >>> from latticegraph.topologies.hypercube import hypercube
    >>> indptr, indices = adjacency(hypercube(2))
    >>> indices[indptr[0]:indptr[1]].tolist()
    [1, 2]
    """
    csr = sp.csr_array(g) if sp.issparse(g) else g.csr()
    if not csr.has_sorted_indices:
        csr.sort_indices()
    return csr.indptr.astype(np.int64), csr.indices


def _check_permutation(perm, n: int, what: str) -> np.ndarray:
    p = np.asarray(perm)
    if p.shape != (n,) or not np.issubdtype(p.dtype, np.integer):
        raise CertificationError(f"{what} is not an integer array of length {n}")
    p = p.astype(np.int64, copy=False)
    if n and (p.min() < 0 or p.max() >= n or
              np.bincount(p, minlength=n).max() != 1):
        raise CertificationError(f"{what} is not a permutation of 0..{n - 1}")
    return p


def _touched(indptr, indices, p: np.ndarray) -> np.ndarray:
    """Vertices that ``p`` moves or that have a moved neighbour: the only rows it can break."""
    n = len(p)
    moved = np.flatnonzero(p != np.arange(n))
    if moved.size * 4 > n:                       # most rows: check them all
        return np.arange(n, dtype=np.int64)
    mark = np.zeros(n, bool)
    mark[moved] = True
    lens = indptr[moved + 1] - indptr[moved]
    offs = np.repeat(indptr[moved] - np.concatenate(([0], np.cumsum(lens)[:-1])), lens)
    mark[indices[np.arange(int(lens.sum())) + offs]] = True
    return np.flatnonzero(mark)


def certify_automorphism(indptr: np.ndarray, indices: np.ndarray, perm, what: str = "generator"
                         ) -> np.ndarray:
    """Check that ``perm`` maps the edge set onto itself; return it as ``int64``.

    For every vertex ``v`` that ``perm`` moves or that has a moved neighbour
    (the others keep their row): ``deg p(v) = deg v`` and the sorted
    neighbours of ``p(v)`` equal the sorted ``p(w)``, ``w`` a neighbour of
    ``v`` (rows of ``indices`` are sorted).  Vertices are handled by degree
    class, each class as a dense ``(vertices, degree)`` block sorted along
    its rows.

    Raises
    ------
    CertificationError
        Naming the generator and a vertex where it fails.

    >>> from latticegraph.topologies.hypercube import hypercube
    >>> indptr, indices = adjacency(hypercube(2))          # the 4-cycle 0-1-3-2
    >>> certify_automorphism(indptr, indices, [1, 0, 3, 2]).tolist()
    [1, 0, 3, 2]
    >>> certify_automorphism(indptr, indices, [1, 0, 2, 3])
    Traceback (most recent call last):
    ...
    latticegraph.orbits.CertificationError: generator is not an automorphism: vertex 0 has neighbours [1, 2] but its image 1 has [0, 3], not their images [0, 2]
    """
    n = len(indptr) - 1
    p = _check_permutation(perm, n, what)
    deg = np.diff(indptr)
    rows = _touched(indptr, indices, p)
    pg = p.astype(indices.dtype, copy=False)        # gathers and row sorts in the index type
    bad = rows[deg[p[rows]] != deg[rows]]
    if bad.size:
        v = int(bad[0])
        raise CertificationError(f"{what} is not an automorphism: it maps vertex {v} of degree "
                                 f"{int(deg[v])} to {int(p[v])} of degree {int(deg[p[v]])}")
    rdeg = deg[rows]
    for d in np.flatnonzero(np.bincount(rdeg)):
        d = int(d)
        if d == 0:
            continue
        vs = rows[rdeg == d]
        step = max(1, _CHUNK // d)
        cols = np.arange(d)
        for s in range(0, len(vs), step):
            v = vs[s:s + step]
            if d == 1:
                mine = pg[indices[indptr[v]]][:, None]
                theirs = indices[indptr[p[v]]][:, None]
            else:
                mine = np.sort(pg[indices[indptr[v][:, None] + cols]], axis=1)
                theirs = indices[indptr[p[v]][:, None] + cols]
            wrong = np.flatnonzero((mine != theirs).any(axis=1))
            if wrong.size:
                w = int(v[wrong[0]])
                nb = indices[indptr[w]:indptr[w + 1]]
                raise CertificationError(
                    f"{what} is not an automorphism: vertex {w} has neighbours "
                    f"{nb[:8].tolist()}{'...' if len(nb) > 8 else ''} but its image {int(p[w])} "
                    f"has {theirs[wrong[0]][:8].tolist()}, not their images "
                    f"{mine[wrong[0]][:8].tolist()}")
    return p


class _Orbits:
    """Orbits of a growing set of permutations (incremental union of their cycles)."""

    def __init__(self, n: int):
        self.lab = np.arange(n, dtype=np.int64)

    def merges(self, p: np.ndarray) -> bool:
        """Whether ``p`` joins two current orbits (else it adds nothing to them)."""
        return bool(np.any(self.lab[p] != self.lab))

    def merge(self, p: np.ndarray) -> None:
        a, b = self.lab, self.lab[p]
        moved = a != b
        m = int(a.max()) + 1
        A = sp.coo_array((np.ones(int(moved.sum()), np.int8), (a[moved], b[moved])), shape=(m, m))
        _, comp = csgraph.connected_components(A.tocsr(), directed=True, connection="weak")
        self.lab = comp[self.lab].astype(np.int64)

    def labels(self) -> np.ndarray:
        """Orbit numbers ``0 ..`` in the order of each orbit's smallest vertex."""
        lab = self.lab
        n = len(lab)
        if not n:
            return lab
        first = np.full(int(lab.max()) + 1, n, np.int64)
        np.minimum.at(first, lab, np.arange(n, dtype=np.int64))
        used = first < n
        rank = np.full(len(first), -1, np.int64)
        order = np.argsort(first[used], kind="stable")
        rank[np.flatnonzero(used)[order]] = np.arange(int(used.sum()))
        return rank[lab]


def orbit_labels(n: int, gens) -> np.ndarray:
    """Orbit number (``0 ..``) of every vertex under the group ``gens`` generate.

    One connected-components pass per generator on the current orbits:
    after the last generator the components of the union of all generator
    cycles, i.e. the orbits.  Numbers follow the smallest vertex of each orbit.

    >>> orbit_labels(6, [np.array([1, 0, 2, 3, 4, 5]), np.array([0, 1, 3, 4, 2, 5])]).tolist()
    [0, 0, 1, 1, 1, 2]
    """
    orb = _Orbits(n)
    for g in gens:
        g = np.asarray(g, dtype=np.int64)
        if orb.merges(g):
            orb.merge(g)
    return orb.labels()


# ---------------------------------------------------------------------------
# bit-parallel BFS with per-source counts
# ---------------------------------------------------------------------------
def _level_counts(new: np.ndarray, W: np.ndarray | None, k: int) -> np.ndarray:
    """``out[j, i] = Σ W[v, j]`` over the vertices ``v`` whose word ``new[v]`` has bit ``i``
    (``W`` ``None``: one column of ones).  Only the non-zero words are looked at: bit by bit
    for a few sources, else unpacked and summed by a (non-BLAS, so never oversubscribed)
    ``einsum`` in float64, exact while totals stay below ``2^53`` (they count vertices)."""
    nz = np.flatnonzero(new)
    nw = 1 if W is None else W.shape[1]
    out = np.zeros((nw, k), np.int64)
    if not nz.size:
        return out
    words = new[nz]
    Wn = None if W is None else W[nz]
    if k <= 8:
        for i in range(k):
            hit = ((words >> np.uint64(i)) & np.uint64(1)).astype(bool)
            out[:, i] = int(hit.sum()) if Wn is None else np.rint(Wn[hit].sum(axis=0))
        return out
    bits = np.unpackbits(words.view(np.uint8).reshape(-1, 8), axis=1,
                         bitorder="little")[:, :k].astype(np.float64)
    if Wn is None:
        return np.rint(bits.sum(axis=0))[None, :].astype(np.int64)
    return np.rint(np.einsum("vi,vj->ji", bits, Wn, optimize=False)).astype(np.int64)


def sweep(indptr: np.ndarray, indices: np.ndarray, sources, weights=None,
          name: str = "graph", per_source: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """BFS from up to 64 sources at once: per-source weighted counts and eccentricities.

    Returns ``(counts, ecc)``: ``counts[i, t]`` is the total ``weights`` of the
    vertices at distance ``t`` from ``sources[i]`` (``weights`` default 1;
    on a quotient, the cell sizes) and ``ecc[i]`` the largest such ``t``.
    ``weights`` may also be a list of weight vectors: ``counts`` is then a
    list.  Each level ORs the words of every neighbourhood (one ``reduceat``)
    and counts the newly reached bits of the words that changed
    (:func:`_level_counts`); ``per_source=False`` only adds up the bits of
    every level (``counts[t]``, summed over the sources, unweighted).  Raises
    ``ValueError`` when a source does not reach every vertex.

    >>> from latticegraph.topologies.hypercube import hypercube
    >>> c, e = sweep(*adjacency(hypercube(3)), [0, 7])
    >>> c.tolist(), e.tolist()
    ([[1, 3, 3, 1], [1, 3, 3, 1]], [3, 3])
    """
    many = isinstance(weights, (list, tuple))
    wlist = list(weights) if many else [weights]
    n = len(indptr) - 1
    W = None
    if any(w is not None for w in wlist):
        W = np.stack([np.ones(n) if w is None else np.asarray(w, np.float64) for w in wlist], 1)
    src = np.asarray(sources, dtype=np.int64)
    k = len(src)
    if not 1 <= k <= 64:
        raise ValueError(f"a sweep takes 1..64 sources, got {k}")
    bit = np.left_shift(np.uint64(1), np.arange(k, dtype=np.uint64))
    full = np.bitwise_or.reduce(bit)
    frontier = np.zeros(n, np.uint64)
    np.bitwise_or.at(frontier, src, bit)
    visited = frontier.copy()
    nonempty = np.diff(indptr) > 0
    starts = indptr[:-1][nonempty]
    def count(words):
        if per_source:
            return _level_counts(words, W, k)
        return int(np.bitwise_count(words).sum(dtype=np.int64))

    levels = [count(frontier)]
    ecc = np.zeros(k, np.int64)
    reach = np.zeros(n, np.uint64)
    d = 0
    while len(indices):
        reach[nonempty] = np.bitwise_or.reduceat(frontier[indices], starts)
        new = reach & ~visited
        active = np.bitwise_or.reduce(new)
        if not active:
            break
        d += 1
        visited |= new
        levels.append(count(new))
        ecc[(active & bit) != 0] = d
        frontier = new
    if bool(np.any(visited != full)):
        raise ValueError(f"{name} is disconnected")
    if not per_source:
        return np.array(levels, np.int64), ecc
    stacked = np.stack(levels, axis=2)            # (weights, sources, levels)
    counts = [stacked[j] for j in range(len(wlist))]
    return (counts if many else counts[0]), ecc


# ---------------------------------------------------------------------------
# pendant vertices
# ---------------------------------------------------------------------------
def _first_of(labels: np.ndarray, m: int, members: np.ndarray | None = None) -> np.ndarray:
    """Smallest member (index into ``labels``, or ``members[i]``) of each label ``0..m-1``;
    ``-1`` for labels with none."""
    idx = np.arange(len(labels), dtype=np.int64)
    first = np.full(m, len(labels), np.int64)
    np.minimum.at(first, labels, idx)
    out = np.where(first < len(labels), first, -1)
    if members is not None:
        out = np.where(out >= 0, members[np.maximum(out, 0)], -1)
    return out


@dataclass
class Core:
    """The graph without its pendant vertices (degree 1, neighbour of degree > 1).

    Two pendant vertices on the same neighbour are exchanged by an automorphism
    (they are twins), any automorphism of the core that keeps the number of
    pendants of every vertex extends to the whole graph, no shortest path passes
    through a pendant vertex, and a pendant vertex is one step further than its
    neighbour from every other vertex.  So the engine works on the core with the
    pendant counts as weights.  ``vertices`` are the core's vertices (graph
    numbering), ``indptr``/``indices`` its adjacency (core numbering, rows sorted),
    ``pendants[i]`` the pendant count of core vertex ``i``, ``attach[v]`` the core
    index of ``v`` or, for a pendant ``v``, of its neighbour.
    """

    vertices: np.ndarray
    indptr: np.ndarray
    indices: np.ndarray
    pendants: np.ndarray
    attach: np.ndarray
    is_pendant: np.ndarray


def core_of(indptr: np.ndarray, indices: np.ndarray) -> Core:
    """Split off the pendant vertices (:class:`Core`).

    >>> from latticegraph.topologies.fattree import kary_ntree
    >>> c = core_of(*adjacency(kary_ntree(2, 2)))
    >>> c.vertices.tolist(), c.pendants.tolist()
    ([0, 1, 2, 3], [2, 2, 0, 0])
    """
    n = len(indptr) - 1
    deg = np.diff(indptr)
    one = np.flatnonzero(deg == 1)
    nb = indices[indptr[one]].astype(np.int64)
    pend = np.zeros(n, bool)
    pend[one[deg[nb] > 1]] = True
    core = np.flatnonzero(~pend)
    pos = np.full(n, -1, np.int64)
    pos[core] = np.arange(len(core))
    if not pend.any():
        return Core(core, indptr, indices, np.zeros(n, np.int64), pos, pend)
    keep = np.repeat(~pend, deg)                     # entry in a core row...
    keep &= ~pend[indices]                           # ...pointing at a core vertex
    per_row = np.zeros(n, np.int64)
    nonempty = deg > 0
    per_row[nonempty] = np.add.reduceat(keep, indptr[:-1][nonempty], dtype=np.int64)
    cidx = pos[indices[keep]].astype(indices.dtype)   # rows stay sorted: pos is increasing
    del keep
    cptr = np.zeros(len(core) + 1, np.int64)
    np.cumsum(per_row[core], out=cptr[1:])
    pv = np.flatnonzero(pend)
    host = indices[indptr[pv]].astype(np.int64)
    attach = pos.copy()
    attach[pv] = pos[host]
    return Core(core, cptr, cidx, np.bincount(pos[host], minlength=len(core)).astype(np.int64),
                attach, pend)


# ---------------------------------------------------------------------------
# the symmetry of a built graph
# ---------------------------------------------------------------------------
@dataclass
class Symmetry:
    """Certified automorphisms of a built graph and what they give.

    Attributes
    ----------
    core : Core
        The graph without its pendant vertices, on which everything runs.
    core_labels : ndarray
        Orbit of every core vertex under the group ``G`` the certified
        generators (restricted to the core) generate.
    labels, sizes, reps : ndarray
        Orbit of every vertex of the graph (the core's orbits, then one orbit of
        pendant vertices per core orbit that carries pendants), orbit sizes,
        smallest vertex of every orbit.
    generators : int
        How many generators were certified.
    block, cells : ndarray or None
        The core vertices of a block ``B`` (core numbering) and the orbits on the
        core of a certified group ``H`` fixing ``B`` pointwise (an equitable
        partition in which the vertices of ``B`` are singletons).
    source : str
        Where the generators came from: ``"family"`` or ``"nauty"``.
    """

    core: Core
    core_labels: np.ndarray
    labels: np.ndarray
    sizes: np.ndarray
    reps: np.ndarray
    generators: int = 0
    block: np.ndarray | None = None
    cells: np.ndarray | None = None
    source: str = "family"

    @property
    def orbits(self) -> int:
        return len(self.sizes)

    def is_invariant(self, mask: np.ndarray) -> bool:
        """Whether a vertex set (boolean mask) is mapped onto itself by the group:
        exactly when it is a union of orbits."""
        return bool(np.array_equal(mask[self.reps][self.labels], mask))


def _on_core(p, core: Core, what: str) -> np.ndarray:
    """A generator restricted to the core, in core numbering; it must map core vertices to
    core vertices and keep the pendant counts."""
    n = len(core.attach)
    p = np.asarray(p)
    m = len(core.vertices)
    if p.shape == (m,) and m < n and core.vertices[-1] == m - 1:   # given on the core itself
        q = _check_permutation(p, m, what)
        return _keeps_pendants(q, core, what)
    if p.shape != (n,) or not np.issubdtype(p.dtype, np.integer):
        raise CertificationError(f"{what} is not an integer array of length {n}")
    img = p[core.vertices]
    if len(img) and (img.min() < 0 or img.max() >= n):
        raise CertificationError(f"{what} is not a permutation of 0..{n - 1}")
    q = np.where(core.is_pendant[img], -1, core.attach[img])
    if bool(np.any(q < 0)):
        v = int(core.vertices[np.flatnonzero(q < 0)[0]])
        raise CertificationError(f"{what} is not an automorphism: it maps vertex {v} to a "
                                 f"pendant vertex {int(p[v])}")
    q = _check_permutation(q, len(core.vertices), what)
    return _keeps_pendants(q, core, what)


def _keeps_pendants(q: np.ndarray, core: Core, what: str) -> np.ndarray:
    bad = np.flatnonzero(core.pendants[q] != core.pendants)
    if bad.size:
        v = int(bad[0])
        raise CertificationError(
            f"{what} is not an automorphism: vertex {int(core.vertices[v])} has "
            f"{int(core.pendants[v])} pendant neighbours, its image "
            f"{int(core.vertices[q[v]])} has {int(core.pendants[q[v]])}")
    return q


def _digest(q: np.ndarray) -> bytes:
    import hashlib

    return hashlib.sha256(np.ascontiguousarray(q, dtype=np.int64)).digest()


def _certified_orbits(gens, core: Core, what: str, block=None, advance=None, seen=None
                      ) -> tuple[_Orbits, int]:
    """Orbits on the core of the certified generators (consumed one at a time).

    ``seen`` collects digests of the permutations certified so far: one met again
    (a stabiliser generator that is also a generator of the group) is not re-checked.
    """
    orb = _Orbits(len(core.vertices))
    used = 0
    seen = set() if seen is None else seen
    for i, p in enumerate(gens):
        if advance is not None:
            advance(1)
        q = _on_core(p, core, f"{what} {i}")
        key = _digest(q)
        if key not in seen:
            certify_automorphism(core.indptr, core.indices, q, f"{what} {i}")
            seen.add(key)
        if block is not None:
            moved = block[q[block] != block]
            if moved.size:
                raise CertificationError(f"{what} {i} moves vertex {int(core.vertices[moved[0]])} "
                                         "of the fixed block")
        used += 1
        if orb.merges(q):
            orb.merge(q)
    return orb, used


def _full_orbits(core: Core, clab: np.ndarray):
    """Orbits of the whole graph from the core's: pendants of one core orbit form one orbit."""
    m = int(clab.max()) + 1 if len(clab) else 0
    carries = np.bincount(clab, weights=core.pendants, minlength=m) > 0
    prank = np.cumsum(carries) - 1 + m
    n = len(core.attach)
    labels = np.where(core.is_pendant, prank[clab[core.attach]], clab[core.attach])
    sizes = np.bincount(labels)
    reps = _first_of(labels, len(sizes))
    return labels, sizes, reps


def symmetry(g, adj=None) -> Symmetry:
    """Certify the family's automorphism generators of ``g`` and compute the orbits.

    ``g`` provides ``automorphism_generators()`` (an iterable of permutations
    of ``range(g.order)``) and optionally ``pointwise_stabiliser()`` returning
    ``(block, generators)``; without the first, pynauty's generators are used
    (graphs up to :data:`MAX_NAUTY_ORDER` vertices; none beyond).  Every
    generator is restricted to the core (:class:`Core`) and certified there
    by :func:`certify_automorphism`; stabiliser generators must also fix the
    block pointwise.  A family whose non-pendant vertices come first and which
    sets ``core_generators = True`` is asked for both with ``core=True`` and
    may then give permutations of the core alone (the pendant vertices follow:
    any automorphism of the core keeping the pendant counts extends).

    >>> from latticegraph.topologies.fattree import kantc
    >>> s = symmetry(kantc(2, 3))
    >>> s.orbits, int(s.sizes.sum()) == kantc(2, 3).order
    (5, True)
    """
    indptr, indices = adjacency(g) if adj is None else adj
    name = getattr(g, "name", "graph")
    core = core_of(indptr, indices)
    if hasattr(g, "automorphism_generators"):
        source = "family"
        gens = (g.automorphism_generators(core=True) if getattr(g, "core_generators", False)
                else g.automorphism_generators())
    else:
        gens, source = nauty_generators(indptr, indices), "nauty"
    seen: set = set()
    with task(f"{name}: certifying automorphisms", total=None) as advance:
        orb, used = _certified_orbits(gens, core, f"{name}: generator", advance=advance, seen=seen)
    clab = orb.labels()
    del orb
    labels, sizes, reps = _full_orbits(core, clab)
    sym = Symmetry(core, clab, labels, sizes, reps, used, source=source)
    stab = None
    if hasattr(g, "pointwise_stabiliser"):
        stab = (g.pointwise_stabiliser(core=True) if getattr(g, "core_generators", False)
                else g.pointwise_stabiliser())
    if stab is not None:
        block, hgens = stab
        block = np.asarray(block, dtype=np.int64)
        block = core.attach[block[~core.is_pendant[block]]]
        with task(f"{name}: certifying the stabiliser", total=None) as advance:
            horb, _ = _certified_orbits(hgens, core, f"{name}: stabiliser generator",
                                        block, advance, seen)
        sym.block, sym.cells = block, horb.labels()
    return sym


def invariant_colouring(indptr: np.ndarray, indices: np.ndarray, max_entries: int = 1 << 24
                        ) -> np.ndarray:
    """A colouring of the vertices that every automorphism preserves (colours ``0..``).

    Start from the sizes of the balls of radius ``1, 2, ...`` around each vertex
    (boolean sparse products, while they have at most ``max_entries`` entries),
    then refine by colour refinement (1-dimensional Weisfeiler-Leman: a vertex's
    new colour is its colour with the multiset of its neighbours' colours,
    hashed) until the number of colours stops growing.  Hash collisions can only
    merge colours, never split an orbit.  A colouring with ``n`` colours proves
    the automorphism group trivial.

    >>> from latticegraph.topologies.fattree import kary_ntree
    >>> np.bincount(invariant_colouring(*adjacency(kary_ntree(2, 2)))).tolist()
    [4, 2, 2]
    """
    n = len(indptr) - 1
    A = sp.csr_array((np.ones(len(indices), bool), indices, indptr), shape=(n, n))
    keys = [np.diff(indptr)]
    ball = A + sp.identity(n, dtype=bool, format="csr")
    while ball.nnz * (1 + keys[0].mean() if n else 1) <= max_entries and len(keys) < 8:
        nxt = sp.csr_array(ball @ A + ball, dtype=bool)
        if nxt.nnz == ball.nnz:
            break
        ball = nxt
        keys.append(np.diff(ball.indptr))
    colour = np.unique(np.stack(keys, axis=1), axis=0, return_inverse=True)[1].ravel()
    rng = np.random.default_rng(20260101)
    for _ in range(n):
        salt = rng.integers(1, 2**62, size=int(colour.max()) + 1, dtype=np.int64).astype(np.uint64)
        h = np.zeros(n, np.uint64)
        if len(indices):
            nonempty = np.diff(indptr) > 0
            h[nonempty] = np.add.reduceat(salt[colour[indices]], indptr[:-1][nonempty])
        new = np.unique(np.stack([colour.astype(np.uint64), h], axis=1), axis=0,
                        return_inverse=True)[1].ravel()
        if new.max() == colour.max():
            break
        colour = new
    return colour.astype(np.int64)


def nauty_generators(indptr: np.ndarray, indices: np.ndarray) -> list[np.ndarray]:
    """Generators of the full automorphism group from pynauty, started from
    :func:`invariant_colouring` (none when that colouring is discrete: the group
    is trivial; none beyond :data:`MAX_NAUTY_ORDER` vertices, dense nauty needing
    ``n^2 / 8`` bytes).  Certified by :func:`symmetry` like any other generators.

    >>> from latticegraph.topologies.hypercube import hypercube
    >>> len(nauty_generators(*adjacency(hypercube(3)))) > 0
    True
    """
    n = len(indptr) - 1
    if n > MAX_NAUTY_ORDER or n < 2:
        return []
    colour = invariant_colouring(indptr, indices)
    if colour.max() == n - 1:
        return []
    import pynauty

    adj = {v: indices[indptr[v]:indptr[v + 1]].tolist() for v in range(n)}
    cells = [set(np.flatnonzero(colour == c).tolist()) for c in range(int(colour.max()) + 1)]
    gens = pynauty.autgrp(pynauty.Graph(n, directed=False, adjacency_dict=adj,
                                        vertex_coloring=cells))[0]
    return [np.asarray(p, dtype=np.int64) for p in gens]


# ---------------------------------------------------------------------------
# exact distances from the orbits
# ---------------------------------------------------------------------------
@dataclass
class OrbitDistances:
    """Per-orbit distance data of a graph (``orbit_distances``).

    ``counts[o]`` is the distance distribution from a vertex of orbit ``o``
    (all targets), ``target_counts[o]`` the same restricted to the target set,
    ``ecc[o]`` its eccentricity; ``sizes[o]`` the orbit size; ``labels`` the
    orbit of each vertex; ``method`` and ``searches`` say how they were found
    (BFS on the graph, BFS on the quotient).
    """

    sizes: np.ndarray
    labels: np.ndarray
    counts: list
    ecc: np.ndarray
    target_counts: list | None = None
    method: str = "orbits"
    searches: dict = field(default_factory=dict)

    def distribution(self, sources=None, targets: bool = False) -> list[int]:
        """Ordered pairs at each distance: sources in every orbit (or the orbits
        marked in the boolean array ``sources``), targets all or the target set."""
        rows = self.target_counts if targets else self.counts
        total: list[int] = []
        for o, c in enumerate(rows):
            if sources is not None and not sources[o]:
                continue
            w = int(self.sizes[o])
            total += [0] * (len(c) - len(total))
            for t, x in enumerate(c):
                total[t] += w * int(x)
        while total and total[-1] == 0:
            total.pop()
        return total

    def eccentricities(self) -> np.ndarray:
        return self.ecc[self.labels]


def _trimmed(row: np.ndarray) -> list[int]:
    nz = np.flatnonzero(row)
    return [int(x) for x in row[: nz[-1] + 1]] if nz.size else [0]


def _quotient(indptr, indices, cells) -> tuple[np.ndarray, np.ndarray]:
    """CSR pattern of the quotient by an equitable partition, from one row per cell."""
    m = int(cells.max()) + 1
    first = np.full(m, len(cells), np.int64)
    np.minimum.at(first, cells, np.arange(len(cells), dtype=np.int64))
    lens = indptr[first + 1] - indptr[first]
    offs = np.repeat(indptr[first] - np.concatenate(([0], np.cumsum(lens)[:-1])), lens)
    nb = cells[indices[np.arange(int(lens.sum())) + offs]]
    src = np.repeat(np.arange(m, dtype=np.int64), lens)
    Q = sp.csr_array((np.ones(len(nb), np.int8), (src, nb)), shape=(m, m))
    Q.sum_duplicates()
    Q.sort_indices()
    return Q.indptr.astype(np.int64), Q.indices.astype(np.int64)


def _shifted_sum(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``a[t] + b[t-1]``: core counts plus the pendants one step beyond their neighbours."""
    out = np.zeros(max(len(a), len(b) + 1), np.int64)
    out[:len(a)] += a
    out[1:len(b) + 1] += b
    return out


def _pendant(row: list[int], leaf_in: bool) -> list[int]:
    """Distribution from a pendant vertex ``x`` given its neighbour ``h``'s (``row``):
    every other vertex is one step further from ``x`` than from ``h`` (``h`` itself
    moves from 0 to 1); ``x`` moves from distance 1 to 0 (when it is a target)."""
    out = [int(leaf_in)] + list(row)
    out[2] -= int(leaf_in)
    while len(out) > 1 and out[-1] == 0:
        out.pop()
    return out


def plan_roots(sym: Symmetry):
    """Roots of the core orbits (core numbering) and how each is searched:
    ``True`` on the quotient (the root lies in the stabiliser's block), else on the core."""
    m = int(sym.core_labels.max()) + 1 if len(sym.core_labels) else 0
    roots = _first_of(sym.core_labels, m)
    inq = np.zeros(m, bool)
    if sym.block is not None and sym.block.size:
        first = _first_of(sym.core_labels[sym.block], m, sym.block)
        inq = first >= 0
        roots = np.where(inq, first, roots)
    return roots, inq


def orbit_distances(g, targets=None, adj=None, sym: Symmetry | None = None,
                    runner: "BatchRunner | None" = None) -> OrbitDistances:
    """Distance distribution and eccentricity of one vertex per orbit (exact).

    Core roots in the stabiliser's block run on the quotient by its orbits, the
    other core roots on the core, 64 per sweep, with the pendant counts as a
    second weight one step further; a pendant orbit's root hangs on the root of
    its neighbour's orbit and needs no search.  ``targets`` (a boolean array over
    the vertices, a union of orbits) adds the counts restricted to it (e.g.
    compute node to compute node).  ``runner`` (a :class:`BatchRunner`) runs the
    sweeps of 64 roots: in this process by default, or on worker processes or a
    Dask cluster, resuming through a results store.

    >>> from latticegraph.topologies.fattree import kary_ntree
    >>> od = orbit_distances(kary_ntree(2, 2))
    >>> od.distribution(), od.searches
    ([8, 16, 24, 8, 8], {'core': 2, 'quotient': 0, 'pendant': 1})
    """
    indptr, indices = adjacency(g) if adj is None else adj
    sym = symmetry(g, (indptr, indices)) if sym is None else sym
    core = sym.core
    name = getattr(g, "name", "graph")
    n = len(indptr) - 1
    weights = [np.ones(len(core.vertices), np.int64), core.pendants]
    tmask = None
    if targets is not None:
        tmask = np.asarray(targets, dtype=bool)
        if tmask.shape != (n,) or not sym.is_invariant(tmask):
            raise ValueError(f"{name}: the target set is not mapped onto itself by the automorphisms")
        tp = np.bincount(core.attach[core.is_pendant & tmask], minlength=len(core.vertices))
        weights += [tmask[core.vertices].astype(np.int64), tp]
    roots, inq = plan_roots(sym)
    m = len(roots)
    rows: list = [None] * m
    trows: list = [None] * m

    runner = runner or BatchRunner()

    def run(idx, ip, ix, srcs, ws, label):
        batches = [srcs[idx[s:s + 64]] for s in range(0, len(idx), 64)]
        for s, cs in zip(range(0, len(idx), 64), runner(f"{name}: {label}", ip, ix, ws, batches)):
            for j, o in enumerate(idx[s:s + 64]):
                rows[o] = _trimmed(_shifted_sum(cs[0][j], cs[1][j]))
                if tmask is not None:
                    trows[o] = _trimmed(_shifted_sum(cs[2][j], cs[3][j]))

    qidx, cidx = np.flatnonzero(inq), np.flatnonzero(~inq)
    searches = {"core": int(len(cidx)), "quotient": int(len(qidx))}
    if qidx.size:
        cells = sym.cells
        qp, qi = _quotient(core.indptr, core.indices, cells)
        nc = int(cells.max()) + 1
        csize = np.bincount(cells, minlength=nc)
        if np.any(csize[cells[roots[qidx]]] != 1):
            raise CertificationError(f"{name}: a quotient root is not a singleton cell")
        rep = _first_of(cells, nc)
        cw = []
        for w in weights:
            tot = np.bincount(cells, weights=w, minlength=nc).astype(np.int64)
            if not np.array_equal(tot, w[rep] * csize):
                raise ValueError(f"{name}: a weight (pendants or targets) is not constant on "
                                 "the quotient cells")
            cw.append(tot)
        searches["cells"] = nc
        run(qidx, qp, qi, cells[roots], cw, f"BFS on the quotient ({nc} cells)")
    if cidx.size:
        run(cidx, core.indptr, core.indices, roots, weights,
            f"BFS from {len(cidx)} orbit representatives")
    # orbits of the whole graph: the core's (same numbers), then the pendant orbits
    counts, tcounts = list(rows), list(trows) if tmask is not None else None
    prs = sym.reps[m:]
    searches["pendant"] = int(len(prs))
    for x in prs:
        o = int(sym.core_labels[core.attach[x]])
        counts.append(_pendant(rows[o], True))
        if tmask is not None:
            tcounts.append(_pendant(trows[o], bool(tmask[x])))
    ecc = np.array([len(c) - 1 for c in counts], np.int64)
    return OrbitDistances(sym.sizes, sym.labels, counts, ecc, tcounts,
                          "orbits + quotient" if qidx.size else "orbits", searches)


# ---------------------------------------------------------------------------
# running the sweeps: here, on worker processes or Dask, through a store
# ---------------------------------------------------------------------------
_SHARED: dict = {}


def _pool_init(arrays) -> None:
    _SHARED["arrays"] = arrays


def _pool_sweep(sources, name):
    ip, ix, ws = _SHARED["arrays"]
    return sweep(ip, ix, sources, ws, name)[0]


def _fingerprint(ip, ix, ws) -> str:
    import hashlib

    h = hashlib.sha256()
    for a in (ip, ix, *ws):
        a = np.ascontiguousarray(a)
        h.update(str(a.dtype).encode() + str(a.shape).encode())
        h.update(memoryview(a).cast("B"))
    return h.hexdigest()[:24]


class BatchRunner:
    """Runs the sweeps of :func:`orbit_distances` (each a batch of up to 64 roots).

    Parameters
    ----------
    workers : int
        ``1``: in this process; more: a local process pool (forked workers share
        the arrays), as ``latticegraph verify`` does.
    scheduler : str, optional
        A Dask scheduler address (``tcp://host:port``): the arrays are scattered
        to every worker once and each batch is one task.
    store : latticegraph.claims.store.Store or path, optional
        Every finished batch is committed under a key made of a hash of the
        arrays and of its roots, so a killed run resumes where it stopped and a
        repeated one recomputes nothing.  A path is opened lazily: a run that
        fails before its first result writes nothing.

    Only runs that used more than one batch touch the store.

    >>> from latticegraph.topologies.fattree import kantc
    >>> orbit_distances(kantc(2, 3), runner=BatchRunner(workers=1)).distribution()[:3]
    [24, 64, 108]
    """

    def __init__(self, workers: int = 1, scheduler: str | None = None, store=None):
        self.workers, self.scheduler = int(workers), scheduler
        self._store, self._path = (None, store) if isinstance(store, (str, os.PathLike)) \
            else (store, None)
        self.stored = 0
        self.computed = 0

    @property
    def store(self):
        """The results store (``None`` without one); a store given by its path is opened
        on first use, and created only when a first result is committed."""
        return self._store if self._path is None else self._opened(create=False)

    def _opened(self, create: bool):
        if self._store is None and self._path is not None and (create or os.path.exists(self._path)):
            from .claims.store import Store

            self._store = Store(self._path)
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()

    def __call__(self, label: str, ip, ix, ws, batches) -> list:
        name = label.split(":")[0]
        keys, out, todo = [], [None] * len(batches), []
        version = ""
        using = (self._store is not None or self._path is not None) and len(batches) > 1
        done = {}
        if using:
            version = _fingerprint(ip, ix, ws)
            if self.store is not None:
                done = self.store.get(f"distances:{version}", "1")
        for i, b in enumerate(batches):
            key = ",".join(str(int(x)) for x in b)
            keys.append(key)
            if key in done:
                out[i] = [np.array(c, dtype=np.int64) for c in json.loads(done[key]["computed"])]
                self.stored += 1
            else:
                todo.append(i)
        with task(label, total=len(batches)) as advance:
            advance(len(batches) - len(todo))
            for i, cs in self._run(ip, ix, ws, [batches[i] for i in todo], todo, name):
                out[i] = cs
                self.computed += 1
                if using:
                    self._opened(create=True).put(f"distances:{version}", keys[i], "1", {
                        "status": "pass", "printed": None, "seconds": None,
                        "computed": json.dumps([c.tolist() for c in cs])})
                advance(1)
        return out

    def _run(self, ip, ix, ws, batches, ids, name):
        if not batches:
            return
        if self.scheduler:
            yield from self._run_dask(ip, ix, ws, batches, ids, name)
        elif self.workers <= 1 or len(batches) == 1:
            for i, b in zip(ids, batches):
                yield i, sweep(ip, ix, b, ws, name)[0]
        else:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor, as_completed

            ctx = multiprocessing.get_context("fork")
            with ProcessPoolExecutor(min(self.workers, len(batches)), mp_context=ctx,
                                     initializer=_pool_init, initargs=((ip, ix, ws),)) as pool:
                futs = {pool.submit(_pool_sweep, b, name): i for i, b in zip(ids, batches)}
                for f in as_completed(futs):
                    yield futs[f], f.result()

    def _run_dask(self, ip, ix, ws, batches, ids, name):
        try:
            from distributed import Client, as_completed
        except ImportError:
            raise ValueError("--scheduler needs dask.distributed: pip install 'dask[distributed]'") from None
        try:
            client = Client(self.scheduler, timeout="30s")
        except (OSError, TimeoutError) as exc:
            raise ValueError(f"cannot connect to Dask scheduler {self.scheduler}: {exc}") from None
        with client:
            sip, six, sws = client.scatter([ip, ix, ws], broadcast=True)
            futs = {client.submit(_dask_sweep, sip, six, b, sws, name, pure=False): i
                    for i, b in zip(ids, batches)}
            for f in as_completed(futs):
                yield futs[f], f.result()


def _dask_sweep(ip, ix, sources, ws, name):
    return sweep(ip, ix, sources, ws, name)[0]


# ---------------------------------------------------------------------------
# graphs given by Kronecker products of block relations (never built)
# ---------------------------------------------------------------------------
def _relation(R, size: int, what: str) -> sp.csr_array:
    R = sp.csr_array(R)
    if R.shape != (size, size):
        raise CertificationError(f"{what} has shape {R.shape}, expected ({size}, {size})")
    R.sum_duplicates()
    R.sort_indices()
    if R.nnz and not np.all(R.data == 1):
        raise CertificationError(f"{what} is not a 0/1 relation")
    if (R != R.T).nnz:
        raise CertificationError(f"{what} is not symmetric")
    return R


def _keys(R: sp.csr_array, perm=None) -> np.ndarray:
    """Sorted ``row * size + col`` of the pairs of ``R`` (mapped by ``perm`` first)."""
    coo = R.tocoo()
    r, c = coo.row.astype(np.int64), coo.col.astype(np.int64)
    if perm is not None:
        r, c = perm[r], perm[c]
    return np.sort(r * R.shape[0] + c)


class KroneckerGraph:
    """A simple graph on ``B_0 x ... x B_{m-1}`` with adjacency ``Σ_t ⊗_b R[t][b]``,
    optionally with pendant vertices.

    Vertex ``(x_0, ..., x_{m-1})`` is numbered in mixed radix, ``x_0`` most
    significant.  Each block relation ``R[t][b]`` is a symmetric 0/1 sparse
    matrix on ``B_b``.  The construction checks that the terms give a simple
    graph: every term has some block relation with an empty diagonal (no loops)
    and every two terms have some block where their relations share no pair
    (no repeated edge).  Nothing of size ``|V|`` is ever formed.

    ``pendants`` (optional, one integer vector per block) hangs
    ``Π_b pendants[b][x_b]`` pendant vertices (degree 1) on the vertex ``(x_b)``:
    the compute nodes of a fat tree.  They are not numbered here; the engine
    treats them as :func:`orbit_distances` does (twins, one step beyond their
    neighbour, which is on every shortest path to them).

    ``groups[b]`` are generators (permutations of ``B_b``) of a group acting on
    block ``b``; ``stabiliser(b, x)`` returns generators of a subgroup fixing
    ``x``.  Every one is certified to map the relations of its block onto
    those of the terms (a permutation ``p`` of ``B_b`` maps term ``t`` onto a term
    ``t'`` whose relations agree with ``t``'s on every other block, ``t -> t'``
    one-to-one) and to keep ``pendants[b]`` (and to fix ``x``).  Then
    ``Σ_t ⊗ R[t]`` is mapped onto itself, so the direct product of the block
    groups is a group of automorphisms: a proof on the blocks, never a check on
    the ``|E|`` edges.  Its orbits are products of block orbits and for a root
    ``r`` the orbits of the product of the stabilisers are an equitable partition
    with ``{r}`` a cell, whose quotient matrix is ``Σ_t ⊗_b Q[t][b]`` with
    ``Q[t][b][i, j] = Σ_{y in cell j} R[t][b][rep_i, y]`` (:meth:`distances_from`).

    >>> import scipy.sparse as sp
    >>> K3 = sp.csr_array(1 - np.eye(3, dtype=int)); I3 = sp.identity(3, dtype=int, format="csr")
    >>> rook = KroneckerGraph([3, 3], [[K3, I3], [I3, K3]],
    ...                       groups=[[np.array([1, 2, 0])], [np.array([1, 2, 0])]],
    ...                       stabiliser=lambda b, x: [np.array([0, 2, 1]) if x == 0 else np.array([2, 1, 0])])
    >>> rook.order, rook.distances_from((0, 0))
    (9, ([1, 4, 4], 2))
    """

    def __init__(self, sizes, terms, groups, stabiliser, name: str = "graph", pendants=None):
        self.sizes = tuple(int(x) for x in sizes)
        self.name = name
        self.terms = [[_relation(R, self.sizes[b], f"{name}: term {t} block {b}")
                       for b, R in enumerate(term)] for t, term in enumerate(terms)]
        for t, term in enumerate(self.terms):
            if len(term) != len(self.sizes):
                raise CertificationError(f"{name}: term {t} has {len(term)} blocks, "
                                         f"expected {len(self.sizes)}")
            if all(R.diagonal().any() for R in term):
                raise CertificationError(f"{name}: term {t} has loops")
        for t in range(len(self.terms)):
            for u in range(t):
                if all(self.terms[t][b].multiply(self.terms[u][b]).nnz for b in range(len(self.sizes))):
                    raise CertificationError(f"{name}: terms {u} and {t} share edges")
        self.pendants = None
        if pendants is not None:
            self.pendants = [np.asarray(w, dtype=np.int64) for w in pendants]
            if len(self.pendants) != len(self.sizes) or any(
                    w.shape != (s,) or (w < 0).any() for w, s in zip(self.pendants, self.sizes)):
                raise CertificationError(f"{name}: pendants must be one vector of counts >= 0 "
                                         "per block")
        self._keys = [[_keys(R) for R in term] for term in self.terms]
        self.groups = [[self._certify(b, p, f"{name}: block {b} generator {i}")
                        for i, p in enumerate(gens)] for b, gens in enumerate(groups)]
        self._stabiliser = stabiliser

    @property
    def core_order(self) -> int:
        """Vertices of the block product (the pendant vertices excluded)."""
        return math.prod(self.sizes)

    @property
    def pendant_order(self) -> int:
        """Number of pendant vertices."""
        return 0 if self.pendants is None else math.prod(int(w.sum()) for w in self.pendants)

    @property
    def order(self) -> int:
        return self.core_order + self.pendant_order

    def _pend(self, b: int, x) -> np.ndarray | int:
        return 1 if self.pendants is None else self.pendants[b][x]

    def _certify(self, b: int, perm, what: str) -> np.ndarray:
        p = _check_permutation(perm, self.sizes[b], what)
        images = []
        for t, term in enumerate(self.terms):
            img = _keys(term[b], p)
            match = [u for u in range(len(self.terms))
                     if np.array_equal(img, self._keys[u][b])
                     and all(np.array_equal(self._keys[t][c], self._keys[u][c])
                             for c in range(len(self.sizes)) if c != b)]
            if not match:
                raise CertificationError(f"{what} does not map the relation of term {t} onto "
                                         "that of a term")
            free = [u for u in match if u not in images]
            images.append(t if t in match else (free[0] if free else match[0]))
        if len(set(images)) != len(images):
            raise CertificationError(f"{what} maps two terms onto one")
        if self.pendants is not None and not np.array_equal(self.pendants[b][p], self.pendants[b]):
            raise CertificationError(f"{what} does not keep the pendant counts of block {b}")
        return p

    def edge_array(self) -> np.ndarray:
        """Every edge ``(u, v)``, ``u < v``, of the block product (the pendant vertices left
        out; for tests on small graphs: ``O(|E|)`` memory)."""
        out = []
        for term in self.terms:
            M = term[0]
            for R in term[1:]:
                M = sp.kron(M, R, format="csr")
            coo = M.tocoo()
            keep = coo.row < coo.col
            out.append(np.stack([coo.row[keep], coo.col[keep]], axis=1).astype(np.int64))
        e = np.concatenate(out) if out else np.zeros((0, 2), np.int64)
        return e[np.lexsort((e[:, 1], e[:, 0]))]

    def degrees_and_size(self) -> tuple[list[int], int]:
        """Distinct degrees and number of edges (a vertex's degree is ``Σ_t Π_b`` of its
        block elements' row sums, plus its pendants; constant on orbits, so the orbit
        representatives give every degree; pendant vertices have degree 1)."""
        size = sum(math.prod(int(R.nnz) for R in term) for term in self.terms) // 2
        size += self.pendant_order
        rowsums = [[np.asarray(R.sum(axis=1)).ravel().astype(np.int64) for R in term]
                   for term in self.terms]
        labs = self.orbits()
        reps = [_first_of(l, int(l.max()) + 1) for l in labs]
        degs = {1} if self.pendant_order else set()
        for combo in np.ndindex(*[len(r) for r in reps]):
            x = [int(reps[b][o]) for b, o in enumerate(combo)]
            pend = math.prod(int(self._pend(b, x[b])) for b in range(len(x))) \
                if self.pendants is not None else 0
            degs.add(sum(math.prod(int(rs[b][x[b]]) for b in range(len(x))) for rs in rowsums)
                     + pend)
        return sorted(degs), size

    def block_orbits(self, b: int, gens) -> np.ndarray:
        return orbit_labels(self.sizes[b], gens)

    def orbits(self) -> list[np.ndarray]:
        """Orbit labels on each block; the vertex orbits are their products."""
        return [self.block_orbits(b, g) for b, g in enumerate(self.groups)]

    def quotient(self, root):
        """The quotient by the orbits of the stabiliser of ``root`` (a tuple of block
        elements): ``(Q, sizes, pendants, rc)``: ``Q`` the quotient matrix (CSR, ``Q[i, j]``
        neighbours of cell ``i``'s vertices in cell ``j``), cell sizes, pendant vertices on
        each vertex of a cell, and the root's cell."""
        root = tuple(int(x) for x in root)
        cells, reps, csize = [], [], []
        for b, x in enumerate(root):
            what = f"{self.name}: block {b} stabiliser generator"
            gens = [self._certify(b, p, f"{what} {i}") for i, p in enumerate(self._stabiliser(b, x))]
            for i, p in enumerate(gens):
                if p[x] != x:
                    raise CertificationError(f"{what} {i} moves the root's element {x}")
            lab = self.block_orbits(b, gens)
            cells.append(lab)
            reps.append(_first_of(lab, int(lab.max()) + 1))
            csize.append(np.bincount(lab))
        Q = None
        for term in self.terms:
            M = None
            for b, R in enumerate(term):
                # Q[i, j] = # of y in cell j related to rep_i
                rows = R[reps[b]].tocoo()
                q = sp.csr_array((rows.data.astype(np.int64), (rows.row, cells[b][rows.col])),
                                 shape=(len(reps[b]), len(reps[b])))
                M = q if M is None else sp.kron(M, q, format="csr")
            Q = M if Q is None else Q + M
        if Q is None:
            Q = sp.csr_array((math.prod(len(r) for r in reps),) * 2, dtype=np.int64)
        Q = sp.csr_array(Q)
        Q.sum_duplicates()
        Q.sort_indices()
        size = csize[0]
        pend = np.asarray(self._pend(0, reps[0]), np.int64) * np.ones(len(reps[0]), np.int64)
        for b in range(1, len(csize)):
            size = np.multiply.outer(size, csize[b]).ravel()
            pend = np.multiply.outer(pend, np.asarray(self._pend(b, reps[b]), np.int64)
                                     * np.ones(len(reps[b]), np.int64)).ravel()
        if self.pendants is None:
            pend = np.zeros_like(pend)
        rc = 0
        for b, x in enumerate(root):
            rc = rc * len(reps[b]) + int(cells[b][x])
        return Q, size.astype(np.int64), pend, rc

    def _sweep(self, root):
        Q, size, pend, rc = self.quotient(root)
        counts, ecc = sweep(Q.indptr.astype(np.int64), Q.indices.astype(np.int64), [rc],
                            [size, size * pend], self.name)
        return counts[0][0], counts[1][0], int(ecc[0])

    def distances_from(self, root) -> tuple[list[int], int]:
        """``(distribution, eccentricity)`` of ``root`` (a tuple of block elements; the
        pendant vertices counted one step beyond their neighbours), by BFS on the
        quotient by the orbits of the stabiliser of ``root``."""
        core, pend, _ = self._sweep(root)
        row = _trimmed(_shifted_sum(core, pend))
        return row, len(row) - 1

    def path_counts_from(self, root) -> tuple[np.ndarray, list, np.ndarray, np.ndarray]:
        """Shortest-path counts from ``root`` on the quotient of :meth:`quotient`:
        ``(dist, sigma, sizes, pendants)``, per cell its distance, its number of shortest
        paths from ``root`` (exact Python ints; equal on every vertex of a cell, since
        the stabiliser of ``root`` maps shortest paths onto shortest paths), its size and
        the pendant vertices on each of its vertices.  ``σ(j) = Σ_i Q[j, i] σ(i)`` over
        the cells ``i`` one step closer.

        >>> import scipy.sparse as sp
        >>> K3 = sp.csr_array(1 - np.eye(3, dtype=int)); I3 = sp.identity(3, dtype=int, format="csr")
        >>> rook = KroneckerGraph([3, 3], [[K3, I3], [I3, K3]], groups=[[], []],
        ...     stabiliser=lambda b, x: [np.array([0, 2, 1]) if x == 0 else np.array([2, 1, 0])])
        >>> dist, sigma, size, _ = rook.path_counts_from((0, 0))
        >>> [int(d) for d in dist], sigma, size.tolist()      # (0,0), (0,*), (*,0), (*,*)
        ([0, 1, 1, 2], [1, 1, 1, 2], [1, 2, 2, 4])
        """
        Q, size, pend, rc = self.quotient(root)
        m = Q.shape[0]
        dist = np.full(m, -1, np.int64)
        dist[rc] = 0
        sigma = [0] * m
        sigma[rc] = 1
        frontier = [rc]
        d = 0
        ip, ix, data = Q.indptr, Q.indices, Q.data
        while frontier:
            nxt = set()
            for i in frontier:
                for j in ix[ip[i]:ip[i + 1]]:
                    if dist[j] < 0:
                        dist[j] = d + 1
                        nxt.add(int(j))
            for j in nxt:                      # σ(j) = Σ Q[j, i] σ(i), i one step closer
                s = 0
                for i, q in zip(ix[ip[j]:ip[j + 1]], data[ip[j]:ip[j + 1]]):
                    if dist[i] == d:
                        s += int(q) * sigma[int(i)]
                sigma[j] = s
            frontier = sorted(nxt)
            d += 1
        if (dist < 0).any():
            raise ValueError(f"{self.name} is disconnected")
        return dist, sigma, size, pend

    def orbit_distances(self) -> OrbitDistances:
        """One quotient BFS per vertex orbit (products of block orbits), weighted by orbit
        size; then one orbit of pendant vertices per orbit that carries pendants.

        ``labels`` is ``None`` (no ``O(|V|)`` array); :meth:`eccentricities` expands
        them.  ``target_counts`` count the pendant vertices alone (the compute nodes of
        a fat tree), and :attr:`pendant_sources` marks the pendant orbits.
        """
        labs = self.orbits()
        nb = [int(l.max()) + 1 for l in labs]
        reps = [_first_of(l, k) for l, k in zip(labs, nb)]
        sizes, counts, tcounts, ecc, hosts = [], [], [], [], []
        for combo in np.ndindex(*nb):
            root = tuple(int(reps[b][o]) for b, o in enumerate(combo))
            core, pend, _ = self._sweep(root)
            row = _trimmed(_shifted_sum(core, pend))
            size = math.prod(int(np.sum(labs[b] == o)) for b, o in enumerate(combo))
            sizes.append(size)
            counts.append(row)
            tcounts.append(_trimmed(_shifted_sum(np.zeros(1, np.int64), pend)))
            ecc.append(len(row) - 1)
            p = (math.prod(int(self._pend(b, x)) for b, x in enumerate(root))
                 if self.pendants is not None else 0)
            if p:
                hosts.append((len(counts) - 1, size * p))
        core_orbits = len(counts)
        self.pendant_orbit_of = np.full(core_orbits, -1, np.int64)
        for o, size in hosts:
            self.pendant_orbit_of[o] = len(counts)
            counts.append(_pendant(counts[o], True))
            tcounts.append(_pendant(tcounts[o], True))
            sizes.append(size)
            ecc.append(len(counts[-1]) - 1)
        self.pendant_sources = np.arange(len(counts)) >= core_orbits
        self._block_labels = labs
        return OrbitDistances(np.array(sizes, np.int64), None, counts, np.array(ecc, np.int64),
                              tcounts if self.pendants is not None else None,
                              method="quotient (Kronecker blocks, graph not built)",
                              searches={"quotient": core_orbits, "pendant": len(hosts)})

    def orbit_numbers(self) -> np.ndarray:
        """The orbit (of :meth:`orbit_distances`) of every vertex of the block product, in
        its numbering (an array of ``core_order`` entries)."""
        nb = [int(l.max()) + 1 for l in self._block_labels]
        lab = np.zeros(1, np.int64)
        for l, k in zip(self._block_labels, nb):
            lab = (lab[:, None] * k + l[None, :]).ravel()
        return lab

    def eccentricities(self, od: OrbitDistances) -> np.ndarray:
        """Every vertex's eccentricity (an array of ``core_order`` entries, the block
        product's vertices) from :meth:`orbit_distances`."""
        return od.ecc[self.orbit_numbers()]


def product_distribution(factors: list[list[int]]) -> list[int]:
    """Distance distribution of a Cartesian product from its factors' (convolution).

    ``d((x_i), (y_i)) = Σ_i d_i(x_i, y_i)`` in a Cartesian product, so counting
    pairs at each distance convolves the factors' distributions: from one
    vertex when every factor is counted from one vertex, over all ordered pairs
    when every factor is counted over all pairs.

    >>> product_distribution([[1, 3], [1, 3], [1, 3]])        # HyperX(4,4,4): K4 x K4 x K4
    [1, 9, 27, 27]
    """
    out = np.ones(1, dtype=object)
    for f in factors:
        out = np.convolve(out, np.array([int(x) for x in f], dtype=object))
    return [int(x) for x in out]


def symmetric_group_generators(points, size: int) -> list[np.ndarray]:
    """Generators of the symmetric group on ``points`` (a cycle and a transposition), as
    permutations of ``range(size)`` fixing the other elements.

    >>> [g.tolist() for g in symmetric_group_generators([1, 2, 3], 4)]
    [[0, 3, 1, 2], [0, 2, 1, 3]]
    """
    pts = np.asarray(list(points), dtype=np.int64)
    out = []
    if len(pts) >= 2:
        cyc = np.arange(size)
        cyc[pts] = np.roll(pts, 1)
        out.append(cyc)
    if len(pts) >= 3:
        tr = np.arange(size)
        tr[pts[:2]] = pts[1::-1]
        out.append(tr)
    return out
