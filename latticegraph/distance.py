"""Exact distance engine: lattice graphs by the Hermite recursion, any graph by BFS.

Lattice graphs (paper ``crystal``, Definition 3) are Cayley graphs of
``Z^n / H Z^n`` with generators ``±e_i``, so one distance table from vertex 0
gives every distance.  Write the Hermite form as ``H = [[B, c], [0, a]]``.
The vertex labelled ``(x, y)`` (``x`` in the labelling set of ``B``,
``0 <= y < a``) is the class of the integer vectors ``r = (x, y) + H k``; with
``j = k_n`` their last entry is ``y + j a`` and the others are congruent to
``x + j c`` modulo ``B``.  The distance is the least 1-norm in the class, so::

    d(x, y) = min over integers j of  |y + j a| + d_B(x + j c)          (*)

where ``d_B`` is the distance in ``G(B)`` (the projection, Definition 7).
Taking ``j = 0`` or ``j = -1`` shows ``d(x, y) <= min(y, a - y) + diam(B)``,
so only ``-1 - diam(B) // a <= j <= diam(B) // a`` matter, and values of
``j`` whose translations ``j c`` agree modulo ``B`` share one shifted table
``S_v(x) = d_B(x + v)``.  The tables ``S_v`` have ``N / a`` entries and do
not depend on ``y``: the engine keeps them and streams over ``y``, one slice
``min_v (e_v(y) + S_v)`` at a time, accumulating ``np.bincount`` per slice.
Peak memory is ``O(N / a)`` (the projection's table and its shifts), never
``O(N)``.  Two exact shortcuts avoid the ``O(N)`` stream when they apply:

- ``c ≡ 0 (mod B)``: ``d = d_B(x) + min(y, a - y)`` and the distribution is
  the convolution of ``B``'s with the cycle's (tori, ``PC(a)``);
- two distinct shifts (``FCC``, ``BCC``, ``4D-BCC``...): which shift wins
  depends only on ``S_1(x) - S_0(x)``, so joint histograms of
  ``(S_1 - S_0, S_0)`` and ``(S_1 - S_0, S_1)`` give every slice's histogram in
  ``O(diam(B))`` work: ``O(N / a + a diam(B))`` in total.

Non-lattice graphs (trees, IP graphs, dragonflies...) use their CSR adjacency:
a numpy frontier BFS from one source, and a bit-parallel BFS (64 sources per
sweep, one ``uint64`` word per vertex) for all-pairs distributions and
eccentricities, streaming sources so no ``N x N`` matrix is ever formed.

Conventions.  ``distance_distribution(g)`` returns exact integer counts
indexed by distance: from one vertex when ``g.vertex_transitive`` (every
source sees the same counts), otherwise summed over all sources (ordered
pairs, each source counted at distance 0).  ``average_distance(dd)`` divides
the total distance by the number of ordered pairs of distinct vertices, i.e.
by ``N - 1`` for a one-source distribution: the convention of paper
``crystal`` (Section 3.4).

References
----------
C. Camarero, C. Martínez, R. Beivide, "Symmetric Interconnection Networks
from Cubic Crystal Lattices": Definitions 3, 7, 8; Section 3.4 and Table 1.

Examples
--------
Paper ``crystal``, Section 3.4: FCC(4) has average distance
``(7a^4 - 2a^2) / (4(2a^3 - 1)) = 440/127`` and diameter ``floor(3a/2) = 6``.

>>> from latticegraph.topologies.lattice import fcc
>>> dd = distance_distribution(fcc(4))
>>> dd, diameter(dd), average_distance(dd)
([1, 6, 18, 38, 43, 20, 2], 6, Fraction(440, 127))
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import scipy.sparse as sp

from . import orbits as _orbits
from .memory import require
from .progress import task

__all__ = [
    "distance_distribution",
    "distribution_from",
    "distances_from",
    "diameter",
    "total_distance",
    "average_distance",
    "eccentricities",
    "count_shortest_paths",
    "path_counts_from",
    "bfs_distances",
    "memory_estimate",
    "distance_summary",
    "DistanceSummary",
    "degrees_and_size",
]

#: elements per streamed block (rows of a slice are grouped up to this size)
_BLOCK = 1 << 20
_METHODS = ("auto", "stream", "bfs")
#: graphs up to this order need a few MiB at most beyond their (guarded) edge list:
#: :func:`distance_distribution` estimates its memory only above it
_GUARDED_ORDER = 1 << 17


# ---------------------------------------------------------------------------
# Lattice graphs: the Hermite recursion
# ---------------------------------------------------------------------------
def _is_lattice(g) -> bool:
    return hasattr(g, "hnf") and getattr(g, "vertex_transitive", False)


def _split(H):
    """``H = [[B, c], [0, a]]`` -> ``(B, c, a)`` (``B`` again a Hermite form)."""
    m = len(H)
    B = tuple(tuple(r[: m - 1]) for r in H[: m - 1])
    c = tuple(H[i][m - 1] for i in range(m - 1))
    return B, c, H[m - 1][m - 1]


def _reduce_vec(B, v) -> tuple[int, ...]:
    """Exact reduction of one integer vector into the labelling set of ``B``."""
    v = [int(x) for x in v]
    for i in range(len(B) - 1, -1, -1):
        q = v[i] // B[i][i]
        if q:
            for r in range(i + 1):
                v[r] -= q * B[r][i]
    return tuple(v)


def _dtype(H) -> np.dtype:
    """Smallest signed dtype holding every value the recursion forms for ``H``.

    By (*) with ``j in {0, -1}``, ``diam G(H) <= Σ floor(H_ii / 2)``; slices
    add a coefficient ``<= floor(a/2) + diam(B) + 1`` to a table value
    ``<= diam(B)``, so every intermediate is ``<= 2 Σ floor(H_ii / 2) + 1``.
    """
    bound = 2 * sum(H[i][i] // 2 for i in range(len(H))) + 2
    for dt in (np.int16, np.int32):
        if bound <= np.iinfo(dt).max:
            return np.dtype(dt)
    return np.dtype(np.int64)


def _lift_terms(B, c, a: int, diam_b: int) -> list[tuple[tuple[int, ...], np.ndarray]]:
    """The shifts ``v = j c mod B`` that matter and their coefficients ``e_v(y)``.

    ``e_v(y) = min |y + j a|`` over the useful ``j`` with ``j c ≡ v``; ``j`` is
    useful for ``y`` when ``|y + j a| <= min(y, a - y) + diam(B)``.  Where no
    ``j`` of the group is useful, ``e_v(y)`` is that bound plus one: larger
    than ``d(x, y)``, so it never wins the minimum.
    """
    y = np.arange(a, dtype=np.int64)
    bound = np.minimum(y, a - y) + diam_b
    r = diam_b // a
    groups: dict[tuple[int, ...], np.ndarray] = {}
    for j in range(-1 - r, r + 1):
        v = _reduce_vec(B, [j * x for x in c])
        val = np.abs(y + j * a)
        val = np.where(val <= bound, val, bound + 1)
        if v in groups:
            np.minimum(groups[v], val, out=groups[v])
        else:
            groups[v] = val
    return [(v, e) for v, e in groups.items() if bool((e <= bound).any())]


def _translate(T: np.ndarray, H, v) -> np.ndarray:
    """``U[x] = T[reduce_H(x + v)]`` for a table ``T`` over the labelling set of ``H``.

    The trailing ``len(H)`` axes of ``T`` are ``(x_m, ..., x_1)`` (index order:
    ``x_1`` fastest); leading axes are carried along.  The last coordinate
    is a cyclic roll by ``v_m mod H_mm``; rows that wrap carry one more
    multiple of the last column ``c`` into the remaining coordinates, which
    are translated recursively by ``v' - q c``.
    """
    m = len(H)
    if m == 0 or not any(v):
        return T
    B, c, b = _split(H)
    ax = T.ndim - m
    s, q0 = v[-1] % b, v[-1] // b
    head = [v[i] - q0 * c[i] for i in range(m - 1)]
    if s == 0:
        return _translate(T, B, head)
    R = np.roll(T, -s, axis=ax)
    lo = _translate(np.take(R, np.arange(b - s), axis=ax), B, head)
    hi = _translate(np.take(R, np.arange(b - s, b), axis=ax), B,
                    [head[i] - c[i] for i in range(m - 1)])
    return np.concatenate([lo, hi], axis=ax)


def _rows_per_block(row_size: int) -> int:
    return max(1, _BLOCK // max(1, row_size))


def _min_plus(out: np.ndarray, tmp: np.ndarray, S, E, y0: int, y1: int) -> None:
    """``out[y - y0] = min_k (E_k[y] + S_k)`` for ``y0 <= y < y1`` (in place)."""
    ex = (slice(y0, y1),) + (None,) * S[0].ndim
    np.add(S[0][None], E[0][ex], out=out)
    for Sk, Ek in zip(S[1:], E[1:]):
        np.add(Sk[None], Ek[ex], out=tmp)
        np.minimum(out, tmp, out=out)


def _table(H, dtype) -> np.ndarray:
    """The distance table of ``G(H)`` from 0, shape ``(H_mm, ..., H_11)``, by (*).

    Tables of at most ``2^16`` entries are cached (read-only): sweeps over
    many lifts of one projection reuse it.
    """
    if math.prod(H[i][i] for i in range(len(H))) <= 1 << 16:
        return _small_table(H, np.dtype(dtype))
    return _compute_table(H, dtype)


@functools.lru_cache(maxsize=512)
def _small_table(H, dtype) -> np.ndarray:
    T = _compute_table(H, dtype)
    T.setflags(write=False)
    return T


def _compute_table(H, dtype) -> np.ndarray:
    if len(H) == 0:
        return np.zeros((), dtype)
    B, c, a = _split(H)
    TB = _table(B, dtype)
    terms = _lift_terms(B, c, a, int(TB.max()))
    S = [_translate(TB, B, v) for v, _ in terms]
    E = [e.astype(dtype) for _, e in terms]
    out = np.empty((a,) + TB.shape, dtype)
    rows = _rows_per_block(TB.size)
    tmp = np.empty((min(rows, a),) + TB.shape, dtype)
    for y0 in range(0, a, rows):
        y1 = min(a, y0 + rows)
        _min_plus(out[y0:y1], tmp[: y1 - y0], S, E, y0, y1)
    return out


def _stream_distribution(S, E, a: int, name: str) -> np.ndarray:
    """Histogram of ``min_k (E_k[y] + S_k)`` over all ``y``, one block of slices at a time."""
    M = S[0].size
    rows = _rows_per_block(M)
    out = np.empty((min(rows, a), M), S[0].dtype)
    tmp = np.empty_like(out)
    counts = np.zeros(1, np.int64)
    with task(f"{name}: distance distribution", total=a) as advance:
        for y0 in range(0, a, rows):
            y1 = min(a, y0 + rows)
            o = out[: y1 - y0]
            _min_plus(o, tmp[: y1 - y0], S, E, y0, y1)
            bc = np.bincount(o.ravel())
            if len(bc) > len(counts):
                bc[: len(counts)] += counts
                counts = bc
            else:
                counts[: len(bc)] += bc
            advance(y1 - y0)
    return counts


def _pair_size(diam_b: int) -> int:
    """Entries of one joint histogram: ``|S1 - S0| <= diam(B)`` and ``0 <= S <= diam(B)``."""
    return (2 * diam_b + 1) * (diam_b + 1)


def _pair_distribution(S0: np.ndarray, S1: np.ndarray, e0: np.ndarray, e1: np.ndarray,
                       diam_b: int) -> np.ndarray:
    """Histogram of ``min(e0[y] + S0, e1[y] + S1)`` over all ``y`` in ``O(M + a·diam)``.

    For a slice ``y`` with ``δ = e1[y] - e0[y]``, ``S0`` wins (ties included)
    exactly where ``Δ = S1 - S0 >= -δ``.  So with ``A[t][u] = #{Δ >= t, S0 = u}``
    and ``C[t][u] = #{Δ < t, S1 = u}`` the slice's histogram is ``A[-δ]``
    shifted by ``e0[y]`` plus ``C[-δ]`` shifted by ``e1[y]``.
    """
    L = diam_b + 1
    delta = S1.astype(np.int64) - S0
    dmin, dmax = int(delta.min()), int(delta.max())
    nd = dmax - dmin + 1
    key = (delta - dmin) * L
    J0 = np.bincount(key + S0, minlength=nd * L).reshape(nd, L)
    A = np.zeros((nd + 1, L), np.int64)
    A[:nd] = np.cumsum(J0[::-1], axis=0)[::-1]
    del J0
    J1 = np.bincount(key + S1, minlength=nd * L).reshape(nd, L)
    del key, delta
    C = np.zeros((nd + 1, L), np.int64)
    np.cumsum(J1, axis=0, out=C[1:])
    del J1
    t = np.clip(e0 - e1 - dmin, 0, nd)
    counts = np.zeros(int(max(e0.max(), e1.max())) + L, np.int64)
    cols = np.arange(L)
    rows = _rows_per_block(L)
    for y0 in range(0, len(e0), rows):  # O(1) Python steps per block of slices
        ys = slice(y0, y0 + rows)
        np.add.at(counts, e0[ys, None] + cols, A[t[ys]])
        np.add.at(counts, e1[ys, None] + cols, C[t[ys]])
    return counts


def _lattice_distribution(H, method: str = "auto", name: str = "G") -> np.ndarray:
    """Distance distribution of ``G(H)`` from vertex 0 (int64 counts, may end in zeros)."""
    if len(H) == 0:
        return np.ones(1, np.int64)
    B, c, a = _split(H)
    if method == "auto" and not any(_reduce_vec(B, c)):
        y = np.arange(a)
        cycle = np.bincount(np.minimum(y, a - y))
        return np.convolve(_lattice_distribution(B, method, name), cycle)
    dtype = _dtype(H)
    TB = _table(B, dtype)
    diam_b = int(TB.max())
    terms = _lift_terms(B, c, a, diam_b)
    S = [_translate(TB, B, v).ravel() for v, _ in terms]
    del TB
    E = [e.astype(dtype) for _, e in terms]
    if method == "auto" and len(S) == 2 and _pair_size(diam_b) <= max(4 * S[0].size, 1 << 22):
        return _pair_distribution(S[0], S[1], terms[0][1], terms[1][1], diam_b)
    return _stream_distribution(S, E, a, name)


#: ``"auto"`` runs BFS instead of the recursion on graphs up to this order when
#: the top level needs more than ``_MAX_SHIFTS`` shifted tables (thin lattices
#: such as ``G([[N, h, k], [0, 1, 0], [0, 0, 1]])``, where BFS is faster).
_BFS_FALLBACK_ORDER = 1 << 22
_MAX_SHIFTS = 64


def _prefer_bfs(H) -> bool:
    """Whether ``"auto"`` should use BFS on ``G(H)``: the recursion's top level
    would translate about ``2·diam(B)/a`` tables of size ``N/a`` (diameter
    bounded by ``Σ floor(B_ii/2)``), i.e. more work than one BFS."""
    if len(H) < 2:
        return False
    B, c, a = _split(H)
    if not any(_reduce_vec(B, c)):
        return _prefer_bfs(B)                 # convolution: the work is in B
    N = a * math.prod(B[i][i] for i in range(len(B)))
    diam_b = sum(B[i][i] // 2 for i in range(len(B)))
    return N <= _BFS_FALLBACK_ORDER and 2 * (diam_b // a) + 2 > _MAX_SHIFTS


def _use_lattice(g, method: str) -> bool:
    return _is_lattice(g) and (method == "stream" or
                               (method == "auto" and not _prefer_bfs(g.hnf)))


def _trim(counts: np.ndarray) -> list[int]:
    nz = np.flatnonzero(counts)
    return [int(x) for x in counts[: nz[-1] + 1]]


def _lattice_memory(H, table: bool = False) -> int:
    """Upper estimate (bytes) of the working memory of the recursion on ``H``.

    ``table=True`` estimates :func:`_table` (which returns all ``N`` entries);
    otherwise :func:`_lattice_distribution`.
    """
    if len(H) == 0:
        return 64
    B, c, a = _split(H)
    item = _dtype(H).itemsize
    M = math.prod(B[i][i] for i in range(len(B)))
    if not table and not any(_reduce_vec(B, c)):
        return _lattice_memory(B) + 40 * (M + a)
    diam_b = sum(B[i][i] // 2 for i in range(len(B)))
    k = min(2 * (diam_b // a) + 2, max(M, 1))  # distinct shifts j·c mod B
    below = _lattice_memory(B, table=True)
    # the shifted tables, translation temporaries and the per-y coefficient arrays
    shifts = (k + 3) * M * item + 64 * a
    if table:
        block = 2 * min(_BLOCK, a * M) * item
        return max(below, shifts) + M * a * item + block
    pair = 24 * M + 3 * 8 * _pair_size(diam_b) if k >= 2 else 0
    stream = min(_BLOCK, a * M) * (2 * item + 8) + 8 * M
    return max(below, shifts + max(pair, stream))


# ---------------------------------------------------------------------------
# General graphs: CSR and BFS
# ---------------------------------------------------------------------------
def _csr(g) -> sp.csr_array:
    if sp.issparse(g):
        return sp.csr_array(g)
    return g.csr()


def _name(g) -> str:
    return getattr(g, "name", "graph")


def bfs_distances(csr, source: int) -> np.ndarray:
    """Hop distances from ``source`` by a numpy frontier BFS (-1: unreachable).

    >>> import scipy.sparse as sp
    >>> path = sp.csr_array(([1, 1, 1, 1], ([0, 1, 1, 2], [1, 0, 2, 1])), shape=(3, 3))
    >>> bfs_distances(path, 0).tolist()
    [0, 1, 2]
    """
    n = csr.shape[0]
    if not 0 <= int(source) < n:
        raise ValueError(f"source vertex {source} is not in 0..{n - 1}")
    indptr, indices = csr.indptr.astype(np.int64), csr.indices
    dist = np.full(n, -1, dtype=np.int64)
    owner = np.full(n, -1, dtype=np.int64)
    dist[source] = 0
    frontier = np.array([source], dtype=np.int64)
    d = 0
    while frontier.size:
        d += 1
        starts, ends = indptr[frontier], indptr[frontier + 1]
        lens = ends - starts
        offs = np.repeat(starts - np.concatenate(([0], np.cumsum(lens)[:-1])), lens)
        nbrs = indices[np.arange(lens.sum()) + offs]
        nbrs = nbrs[dist[nbrs] < 0]
        # deduplicate without sorting: the last writer of owner[v] keeps v
        owner[nbrs] = np.arange(len(nbrs))
        nbrs = nbrs[owner[nbrs] == np.arange(len(nbrs))]
        dist[nbrs] = d
        frontier = nbrs
    return dist


def _multi_bfs(indptr: np.ndarray, indices: np.ndarray, sources: np.ndarray):
    """Bit-parallel BFS from up to 64 sources: (counts per distance, eccentricities).

    Vertex ``v`` holds a ``uint64`` word whose bit ``i`` says source ``i``
    has reached it; one sweep over the CSR arrays advances all sources by
    one level (an OR over each neighbourhood): :func:`latticegraph.orbits.sweep`
    with the counts summed over the sources.  Raises ``ValueError`` when a
    source does not reach every vertex.
    """
    counts, ecc = _orbits.sweep(indptr, indices, sources, name="the graph", per_source=False)
    return counts.tolist(), ecc


def _all_sources(g):
    """Distribution summed over all sources, and every eccentricity."""
    csr = _csr(g)
    n = csr.shape[0]
    indptr, indices = csr.indptr.astype(np.int64), csr.indices.astype(np.int64)
    total = np.zeros(1, np.int64)
    ecc = np.zeros(n, np.int64)
    with task(f"{_name(g)}: all-pairs BFS", total=n) as advance:
        for s0 in range(0, n, 64):
            src = np.arange(s0, min(n, s0 + 64))
            try:
                counts, e = _multi_bfs(indptr, indices, src)
            except ValueError:
                raise ValueError(f"{_name(g)} is disconnected") from None
            c = np.array(counts, np.int64)
            if len(c) > len(total):
                c[: len(total)] += total
                total = c
            else:
                total[: len(c)] += c
            ecc[src] = e
            advance(len(src))
    return [int(x) for x in total], ecc


# ---------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------
def _check_graph(g, name: str = "g") -> None:
    """A clear ``TypeError`` when ``g`` is not a graph object (e.g. a spec string)."""
    if isinstance(g, str):
        raise TypeError(f"{name} must be a graph object, got the string {g!r:.60}: "
                        "build it first with latticegraph.graph(spec)")
    if not hasattr(g, "order") or not (hasattr(g, "hnf") or hasattr(g, "csr")):
        raise TypeError(f"{name} must be a graph object (latticegraph.graph(spec)), "
                        f"got {type(g).__name__}")


def _check_distribution(dd, name: str = "dd") -> None:
    if not isinstance(dd, (list, tuple, np.ndarray)) or not len(dd) or not all(
            isinstance(c, (int, np.integer)) and c >= 0 for c in dd):
        raise TypeError(f"{name} must be a distance distribution (a non-empty list of counts, "
                        f"from distance_distribution), got {type(dd).__name__}")


def _check_method(method: str) -> None:
    if method not in _METHODS:
        raise ValueError(f"unknown method {method!r}; expected one of {', '.join(_METHODS)}")


def distribution_from(g, source: int = 0, method: str = "auto") -> list[int]:
    """Exact number of vertices at each distance from ``source``.

    Lattice graphs are vertex-transitive, so every source gives the counts
    computed from vertex 0 by the Hermite recursion.

    >>> from latticegraph.topologies.lattice import torus
    >>> distribution_from(torus(4, 4), 5)
    [1, 4, 6, 4, 1]
    """
    _check_method(method)
    n = g.order
    if not 0 <= int(source) < n:
        raise ValueError(f"source vertex {source} is not in 0..{n - 1}")
    if _use_lattice(g, method):
        return _trim(_lattice_distribution(g.hnf, method, _name(g)))
    dist = bfs_distances(_csr(g), int(source))
    if (dist < 0).any():
        raise ValueError(f"{_name(g)} is disconnected")
    return [int(x) for x in np.bincount(dist)]


def distance_distribution(g, method: str = "auto") -> list[int]:
    """Exact number of (source, target) pairs at each distance.

    From vertex 0 when ``g.vertex_transitive`` (lattice graphs are Cayley
    graphs; for them the Hermite recursion of this module is used),
    otherwise summed over all ordered pairs (each source counted once at
    distance 0).  How (:func:`distance_summary`): Cartesian products convolve
    their factors; a family given as Kronecker blocks (D3, KANT, MiKANT) runs
    BFS on quotients and is never built; a family with an ``unbuilt_distances``
    hook is never built either (IP graphs on ranked labels,
    :mod:`latticegraph.ranked`; MDF by its labels); a family with automorphism
    generators runs one BFS per vertex orbit (:mod:`latticegraph.orbits`); other
    graphs stream all sources 64 at a time through a bit-parallel BFS.

    Parameters
    ----------
    g : Topology
    method : {"auto", "stream", "bfs"}
        For lattice graphs: ``"auto"`` takes the exact shortcuts of the
        module docstring where they apply; ``"stream"`` always streams the
        slices of the last coordinate.  ``"bfs"`` ignores every structure
        (lattice, product, symmetry) and runs the plain BFS engine.

    Raises
    ------
    ValueError
        On a disconnected graph or an unknown method.

    Examples
    --------
    Paper ``crystal``, Table 1: ``BCC(a)`` has diameter ``floor(3a/2)``.

    >>> from latticegraph.topologies.lattice import bcc
    >>> diameter(distance_distribution(bcc(5)))
    7
    """
    return distance_summary(g, method).distribution


@dataclass
class DistanceSummary:
    """What :func:`distance_summary` found.

    ``distribution`` (as :func:`distance_distribution`), ``distribution_from``
    (``"one vertex"`` or ``"all sources"``), ``method`` (how, in words),
    ``orbits`` (vertex orbits the engine used; ``None`` without symmetry),
    ``targets`` (ordered pairs of target vertices at each distance, each
    target counted once at distance 0, when a target set was given) and
    :meth:`eccentricities`.
    """

    distribution: list
    distribution_from: str
    method: str
    orbits: int | None
    targets: list | None = None
    _ecc: object = None

    def eccentricities(self) -> np.ndarray:
        return self._ecc()


def _full(n: int, value: int):
    return lambda: np.full(n, value, np.int64)


def distance_summary(g, method: str = "auto", targets=None, runner=None) -> DistanceSummary:
    """Distance distribution of ``g`` with the method used and the orbits found.

    ``targets`` (a boolean array over the vertices, mapped onto itself by the
    automorphisms; e.g. the compute nodes of a fat tree) adds the distribution
    over ordered pairs of target vertices; it needs the orbit engine.
    ``runner`` (:class:`latticegraph.orbits.BatchRunner`) runs the orbit
    engine's sweeps on worker processes or Dask, through a results store.

    >>> from latticegraph.topologies.fattree import kantc
    >>> g = kantc(2, 3)
    >>> s = distance_summary(g, targets=g.degrees() == 1)
    >>> s.method, s.orbits, s.targets
    ('orbits + quotient (family automorphisms, certified)', 5, [8, 0, 8, 0, 16, 0, 0, 0, 32])
    """
    _check_graph(g)
    _check_method(method)
    if g.order > _GUARDED_ORDER and (_is_lattice(g) or hasattr(type(g), "size")):
        require(_name(g), memory_estimate(g))          # refuse before allocating
    n = g.order
    if targets is None and _use_lattice(g, method):
        dd = _trim(_lattice_distribution(g.hnf, method, _name(g)))
        return DistanceSummary(dd, "one vertex", "lattice recursion (Hermite form)", 1,
                               _ecc=_full(n, len(dd) - 1))
    auto = method == "auto"
    if auto and targets is None and hasattr(g, "cartesian_factors"):
        fs = g.cartesian_factors()
        if len(fs) > 1 and all(f.vertex_transitive for f in fs):
            dd = _orbits.product_distribution([distance_distribution(f) for f in fs])
            return DistanceSummary(dd, "one vertex",
                                   f"convolution of {len(fs)} Cartesian factors (graph not built)",
                                   1, _ecc=_full(n, len(dd) - 1))
    if auto and hasattr(g, "kronecker") and (
            targets is None or (hasattr(g, "kronecker_targets") and g.kronecker_targets(targets))):
        kg = g.kronecker()
        od = kg.orbit_distances()
        tdd = None if targets is None else od.distribution(kg.pendant_sources, targets=True)
        ecc = g.kronecker_eccentricities if hasattr(g, "kronecker_eccentricities") \
            else kg.eccentricities
        return DistanceSummary(od.distribution(), "all sources", od.method, len(od.sizes), tdd,
                               _ecc=lambda: ecc(od))
    if auto and targets is None and hasattr(g, "unbuilt_distances"):
        summary = g.unbuilt_distances()          # None: the family declines (e.g. too small)
        if summary is not None:
            return summary
    if targets is None and g.vertex_transitive:
        dd = distribution_from(g, 0, "bfs")
        return DistanceSummary(dd, "one vertex", "BFS from one vertex (vertex-transitive)", 1,
                               _ecc=_full(n, len(dd) - 1))
    if auto and (hasattr(g, "automorphism_generators") or
                 (hasattr(g, "edge_array") and n <= _orbits.MAX_NAUTY_ORDER)):
        adj = _orbits.adjacency(g)
        sym = _orbits.symmetry(g, adj)
        if sym.orbits < n or targets is not None or runner is not None:
            od = _orbits.orbit_distances(g, targets, adj, sym, runner)
            how = ("family automorphisms, certified" if sym.source == "family"
                   else "nauty automorphisms, certified")
            tdd = None
            if targets is not None:
                tdd = od.distribution(sources=np.asarray(targets, bool)[sym.reps], targets=True)
            return DistanceSummary(od.distribution(), "all sources", f"{od.method} ({how})",
                                   sym.orbits, tdd, od.eccentricities)
        dd, ecc = _all_sources(g)
        return DistanceSummary(dd, "all sources", "bit-parallel BFS from every vertex (trivial "
                               f"automorphism group, {sym.source})", n, _ecc=lambda: ecc)
    if targets is not None:
        raise ValueError(f"{_name(g)}: distances between target vertices need the orbit engine "
                         "(method 'auto')")
    dd, ecc = _all_sources(g)
    return DistanceSummary(dd, "all sources", "bit-parallel BFS from every vertex", None,
                           _ecc=lambda: ecc)


def degrees_and_size(g) -> tuple[list[int], int]:
    """Distinct degrees and number of edges, without building a product or Kronecker graph.

    >>> from latticegraph.topologies.dragonfly import D3
    >>> degrees_and_size(D3(3, 4))
    ([5, 6], 138)
    """
    if hasattr(g, "degrees_and_size"):
        return g.degrees_and_size()              # from the parameters or the labels
    if hasattr(g, "cartesian_factors"):
        fs = g.cartesian_factors()
        if len(fs) > 1 and all(f.vertex_transitive for f in fs):
            deg = sum(int(f.degrees()[0]) for f in fs)
            return [deg], g.order * deg // 2
    if hasattr(g, "kronecker"):
        return g.kronecker().degrees_and_size()
    if _is_lattice(g):
        return [g.degree], g.order * g.degree // 2
    return sorted({int(d) for d in g.degrees()}), g.size


def distances_from(g, v=0) -> np.ndarray:
    """The distance from vertex ``v`` to every vertex, in index order.

    For lattice graphs the table from 0 comes from the recursion (*) and
    ``d(v, w) = d(0, w - v)`` (a Cayley graph) gives any other source; ``v``
    may be an index or a label vector.  Other graphs use BFS.  Returns an
    ``int32`` array (``int64`` beyond its range); needs ``O(N)`` memory.

    >>> from latticegraph.topologies.lattice import rtt
    >>> distances_from(rtt(2), (1, 1)).tolist()
    [2, 1, 2, 1, 1, 0, 1, 2]
    """
    _check_graph(g)
    if _is_lattice(g):
        H = g.hnf
        if isinstance(v, (int, np.integer)):
            if not 0 <= int(v) < g.order:
                raise ValueError(f"vertex {v} is not in 0..{g.order - 1}")
            label = g.label(int(v))
        else:
            if len(v) != len(H):
                raise ValueError(f"label {tuple(v)} has {len(v)} entries, expected {len(H)}")
            label = _reduce_vec(H, v)
        T = _translate(_table(H, _dtype(H)), H, [-int(x) for x in label])
        out_type = np.int32 if _dtype(H).itemsize <= 4 else np.int64
        return T.reshape(-1).astype(out_type)
    if not isinstance(v, (int, np.integer)):
        raise ValueError(f"vertex {v!r} of {_name(g)} must be an index 0..{g.order - 1}")
    dist = bfs_distances(_csr(g), int(v))
    return dist.astype(np.int32) if g.order < 2**31 else dist


def eccentricities(g) -> np.ndarray:
    """Eccentricity of every vertex (``int64`` array).

    Vertex-transitive graphs: one distribution gives all of them; families with
    automorphisms one BFS per orbit (:func:`distance_summary`).  The BFS
    pulls along rows (vertex ``v`` is reached from the vertices that row
    ``v`` of ``g.csr()`` lists), so for a directed graph whose ``csr()``
    lists in-neighbours these are out-eccentricities.

    >>> from latticegraph.topologies.lattice import pc
    >>> eccentricities(pc(3)).tolist() == [3] * 27
    True
    """
    _check_graph(g)
    if g.vertex_transitive:
        return np.full(g.order, diameter(distance_distribution(g)), np.int64)
    return distance_summary(g).eccentricities()


def path_counts_from(csr, source: int) -> tuple[np.ndarray, np.ndarray]:
    """``(dist, sigma)``: BFS distances and exact numbers of shortest paths from ``source``.

    ``sigma[s] = 1`` and ``sigma[v]`` is the sum of ``sigma[u]`` over the
    neighbours ``u`` of ``v`` one step closer to ``source``.  ``sigma`` is
    ``int64`` or, when that could overflow, an ``object`` array of Python ints.

    >>> from latticegraph.topologies.hypercube import hypercube
    >>> dist, sigma = path_counts_from(hypercube(3).csr(), 0)
    >>> int(sigma[7]), int(dist[7])
    (6, 3)
    """
    indptr = csr.indptr.astype(np.int64)
    indices = csr.indices.astype(np.int64)
    n = csr.shape[0]
    dist = np.full(n, -1, dtype=np.int64)
    sigma = np.zeros(n, dtype=np.int64)
    dist[source], sigma[source] = 0, 1
    maxdeg = int(np.diff(indptr).max(initial=0))
    frontier = np.array([source], dtype=np.int64)
    d = 0
    while frontier.size:
        lens = indptr[frontier + 1] - indptr[frontier]
        src = np.repeat(frontier, lens)
        offs = np.repeat(indptr[frontier] - np.concatenate(([0], np.cumsum(lens)[:-1])), lens)
        nb = indices[np.arange(int(lens.sum())) + offs]
        fresh = nb[dist[nb] < 0]
        dist[fresh] = d + 1
        keep = dist[nb] == d + 1
        frontier, inv = np.unique(nb[keep], return_inverse=True)
        big = int(sigma[src[keep]].max(initial=0)) * max(maxdeg, 1)
        if sigma.dtype != object and big < 1 << 52:
            # float64 sums of integers below 2^53 are exact
            sums = np.bincount(inv, weights=sigma[src[keep]], minlength=frontier.size)
            sigma[frontier] = np.rint(sums).astype(np.int64)
        else:
            if sigma.dtype != object and big >= 1 << 62:
                sigma = sigma.astype(object)
            acc = np.zeros(frontier.size, dtype=sigma.dtype)
            np.add.at(acc, inv, sigma[src[keep]])
            sigma[frontier] = acc
        d += 1
    return dist, sigma


def count_shortest_paths(g, s: int, t: int) -> int:
    """Number of shortest ``s``-``t`` paths (exact ``int``; 0 when ``t`` is unreachable),
    from :func:`path_counts_from`.

    >>> from latticegraph.topologies.lattice import torus
    >>> count_shortest_paths(torus(8, 8), 0, torus(8, 8).index((2, 3)))
    10
    """
    csr = _csr(g)
    n = csr.shape[0]
    for v in (s, t):
        if not 0 <= int(v) < n:
            raise ValueError(f"vertex {v} is not in 0..{n - 1}")
    return int(path_counts_from(csr, int(s))[1][int(t)])


def memory_estimate(g) -> int:
    """Estimated peak working memory (bytes) of :func:`distance_distribution` on ``g``.

    For lattice graphs it follows the recursion's plan (tables of ``N / a``
    entries); for other graphs, and thin lattice graphs that ``"auto"`` hands
    to BFS, it counts the edge list, the CSR arrays and the BFS words; both
    include a 16 MiB margin for temporaries.  :func:`distance_distribution`
    refuses (``--memory-limit``, :mod:`latticegraph.memory`) what exceeds the limit.

    >>> from latticegraph.topologies.lattice import bcc
    >>> memory_estimate(bcc(630)) < 2**30
    True
    """
    if _use_lattice(g, "auto"):
        return _lattice_memory(g.hnf) + 2**24
    if hasattr(g, "cartesian_factors"):
        return 2**24                                       # factors only
    if hasattr(g, "kronecker"):
        return g.kronecker_memory() + 2**24
    if hasattr(g, "memory_estimate"):
        return g.memory_estimate() + 2**24      # a family's unbuilt engine
    n = g.order
    m = n * g.degree // 2 if _is_lattice(g) else g.size     # Cayley graph: no edge list needed
    return 48 * m + 2 * m * (4 + 1 + 8) + 8 * n * 5 + 2**24


def diameter(dd: list[int]) -> int:
    """Largest distance with a non-zero count.

    >>> diameter([1, 6, 18, 38, 43, 20, 2])
    6
    """
    _check_distribution(dd)
    return len(dd) - 1


def total_distance(dd: list[int]) -> int:
    """``Σ k·count_k``: the sum of all distances the distribution counts.

    >>> total_distance([1, 6, 18, 38, 43, 20, 2])
    440
    """
    _check_distribution(dd)
    return sum(k * c for k, c in enumerate(dd))


def average_distance(dd: list[int]) -> Fraction:
    """Exact average over distinct pairs: ``Σ k·count_k / (pairs − sources)``.

    From one source this is ``Σ k·count_k / (N − 1)``, the convention of
    paper ``crystal`` (Section 3.4).

    >>> average_distance([1, 6, 18, 38, 43, 20, 2])
    Fraction(440, 127)
    """
    _check_distribution(dd)
    pairs = sum(dd) - dd[0]
    return Fraction(total_distance(dd), pairs) if pairs else Fraction(0)
