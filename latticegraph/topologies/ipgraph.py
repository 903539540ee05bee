"""Index-permutation (IP) graphs and super-IP graphs.

Implements the model of Yeh and Parhami, *The Index-Permutation Graph Model
for Hierarchical Interconnection Networks* (paper ``ipgraph``):

* :class:`IPGraph` -- Section 2: the vertices are the labels reached from a
  *seed* label (symbols may repeat) by repeatedly applying *generators*
  (permutations of label positions); every generator gives one arc
  ``X -> pi(X)``.  The graph is built by a breadth-first search over labels
  stored compactly (one byte per symbol).  ``pi`` is written in the paper's
  one-line notation: ``pi = 456123`` maps ``y1..y6`` to ``y4 y5 y6 y1 y2 y3``,
  i.e. position ``i`` of the new label holds the old symbol at ``pi[i]``.
* :class:`SuperIPGraph` -- Section 3.1: ``l`` copies of a nucleus label, the
  nucleus generators acting on the leftmost super-symbol and
  super-generators permuting whole super-symbols.  Families: HSN (3.2,
  transpositions ``T_i``), ring-/basic-CN and complete-CN (3.3, cyclic
  shifts ``L_i``, ``R_i``), super-flip (3.4, flips ``F_i``), and their
  symmetric variants (3.5, seed ``S1 S2 ... Sl`` with distinct symbols).
* The Section 2 examples: star graph, HCN(n, n) without diameter links,
  de Bruijn graph; nuclei ``Q_n`` (hypercube) and ``K_m`` (complete graph).
* Section 4/5 helpers: the super-generator search numbers ``t`` (Theorem 4.1)
  and ``t_S`` (Theorem 4.3), off-module links, inter-cluster degree, distance
  and diameter for a partition into modules.

Undirected properties (``edge_array``, ``csr``) use the undirected view of
the arcs; :meth:`IPGraph.arc_csr` gives the directed graph.

The labels and arcs are built on first use (:attr:`IPGraph.codes`, ``targets``,
anything numbering the vertices).  Distances never need them (issue 27,
:mod:`latticegraph.ranked`): a Cayley graph (distinct seed symbols) is searched
over its group on ranked labels, a super-IP graph with repeated super-symbols
on its digit tuples (:meth:`SuperIPGraph.unbuilt_distances`), directed diameters
too (:func:`directed_diameter`); their order, degrees, edges and memory needs
come from the group or the nucleus, so ``--memory-limit`` refuses before any work.

References
----------
C.-H. Yeh, B. Parhami, "The Index-Permutation Graph Model for Hierarchical
Interconnection Networks", Proc. ICPP 1999.
"""
from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence
from fractions import Fraction
from functools import cached_property

import numpy as np
import scipy.sparse as sp

from ..distance import bfs_distances, eccentricities
from ..memory import FLOOR, require
from .base import Topology, simple_edges

__all__ = [
    "IPGraph", "SuperIPGraph", "ip_graph", "transposition", "hypercube_ip", "complete_ip",
    "star_graph", "de_bruijn", "hcn", "super_ip", "hsn", "ring_cn", "complete_cn",
    "directed_cn", "super_flip", "sym_hsn", "sym_ring_cn", "sym_complete_cn",
    "sym_directed_cn", "sym_super_flip", "transposition_super_generators",
    "cyclic_super_generators", "flip_super_generators", "front_cover_steps",
    "symmetric_front_cover_steps", "directed_diameter", "label_modules",
    "off_module_links", "inter_cluster_degree", "inter_cluster_distances",
    "conjugating_permutations", "RankedView",
]


def transposition(i: int, j: int, k: int) -> tuple[int, ...]:
    """The generator ``(i; j)`` on ``k`` positions in one-line notation.

    >>> transposition(1, 3, 6)
    (3, 2, 1, 4, 5, 6)
    """
    if not (1 <= i <= k and 1 <= j <= k) or i == j:
        raise ValueError(f"transposition ({i};{j}) needs distinct positions in 1..{k}")
    p = list(range(1, k + 1))
    p[i - 1], p[j - 1] = j, i
    return tuple(p)


def _parse_perm(g, k: int) -> tuple[int, ...]:
    if isinstance(g, str):
        if k > 9:
            raise ValueError(f"generator {g!r}: string notation needs labels of at most 9 symbols")
        g = [int(c) for c in g if not c.isspace()]
    try:
        p = tuple(int(x) for x in g)
    except (TypeError, ValueError):
        raise ValueError(f"generator {g!r} is not a sequence of positions") from None
    if sorted(p) != list(range(1, k + 1)):
        raise ValueError(f"generator {list(p)} is not a permutation of 1..{k}")
    return p


def _parse_seed(seed) -> tuple:
    if isinstance(seed, str):
        seed = [c for c in seed if not c.isspace()]
    seed = tuple(seed)
    if not seed:
        raise ValueError("seed label must have at least one symbol")
    return seed


def _row_keys(codes: np.ndarray, local: np.ndarray, radices: np.ndarray) -> np.ndarray:
    """One sortable key per label row: a mixed-radix ``int64`` if it fits, else the bytes.

    Column ``j`` of ``codes`` is read through ``local[j]``, whose values lie in
    ``0..radices[j]-1``.
    """
    n, k = codes.shape
    if math.prod(int(r) for r in radices) < 2 ** 62:
        keys = np.zeros(n, dtype=np.int64)
        for j in range(k):
            keys *= int(radices[j])
            keys += local[j][codes[:, j]]
        return keys
    row = np.ascontiguousarray(codes)
    return row.view(np.dtype((np.void, row.dtype.itemsize * k))).reshape(n)


def _unique_sorted(a: np.ndarray) -> np.ndarray:
    """Sorted distinct values of a 1-D integer array."""
    a = np.sort(a)
    return a[np.concatenate(([True], a[1:] != a[:-1]))] if len(a) else a


def _position_orbits(k: int, generators) -> np.ndarray:
    """Orbit id of every label position under the group the generators (1-based position
    permutations) generate: the orbits of :func:`latticegraph.ranked._position_orbits`."""
    from ..ranked import _position_orbits as orbits_of
    ids = np.empty(k, dtype=np.int64)
    for n, orbit in enumerate(orbits_of(k, [[p - 1 for p in g] for g in generators])):
        ids[orbit] = n
    return ids


class IPGraph(Topology):
    """An index-permutation graph (paper ``ipgraph``, Section 2).

    Parameters
    ----------
    seed : str or sequence
        The seed label; a string is read symbol by symbol (``"123321"``).
    generators : sequence
        Permutations of the label positions ``1..k`` in one-line notation
        (a string such as ``"456123"`` or a sequence of integers).
    name : str, optional

    Attributes
    ----------
    codes : ndarray, shape (N, k), uint8
        Label of each vertex as indices into :attr:`alphabet` (compact storage).
    levels : ndarray
        BFS round in which each vertex is first generated from the seed.
    targets : ndarray, shape (N, d)
        ``targets[v, j]`` is the vertex reached from ``v`` by generator ``j``.

    Examples
    --------
    The Section 2 example: seed 123321 with generators (1;2), (1;3), 456123
    yields 36 nodes.

    >>> g = IPGraph("123321", ["213456", "321456", "456123"])
    >>> g.order, [g.label_str(int(v)) for v in g.targets[0]]
    (36, ['213321', '321321', '321123'])
    """

    def __init__(self, seed, generators: Sequence, *, name: str | None = None):
        seed = _parse_seed(seed)
        k = len(seed)
        gens = [_parse_perm(g, k) for g in generators]
        self.seed = seed
        self.generators = gens
        self.name = name or f"IP({''.join(map(str, seed))})"
        try:
            self.alphabet = tuple(sorted(set(seed)))
        except TypeError:
            raise ValueError("seed symbols must be mutually comparable") from None
        if len(self.alphabet) > 255:
            raise ValueError("seed label has more than 255 distinct symbols")
        code = {s: i for i, s in enumerate(self.alphabet)}
        seed_codes = np.array([[code[s] for s in seed]], dtype=np.uint8)
        self.vertex_transitive = len(self.alphabet) == k  # a Cayley graph (Section 3.5)
        # compact keys: position j only ever holds the seed symbols of its position orbit
        orbit = _position_orbits(k, gens)
        self._local = np.zeros((k, len(self.alphabet)), dtype=np.uint8)
        self._radices = np.zeros(k, dtype=np.int64)
        for j in range(k):
            present = sorted(set(seed_codes[0, orbit == orbit[j]].tolist()))
            self._local[j, present] = np.arange(len(present))
            self._radices[j] = len(present)
        self._orbit = orbit
        self._seed_codes = seed_codes
        self._built = None

    def _require_order(self, orbit: np.ndarray) -> None:
        """Memory guard before the construction of a Cayley IP graph (distinct seed
        symbols): its order is that of the group of its generators (Schreier-Sims),
        computed when the cheap bound ``prod (orbit size)!`` is not already small.
        Other IP graphs are guarded round by round in :meth:`_build`."""
        k, d = len(self.seed), len(self.generators)
        per_vertex = k + 8 * d + 64
        bound = math.prod(math.factorial(int(c)) for c in np.unique(orbit, return_counts=True)[1])
        if not (self.vertex_transitive and d) or bound * per_vertex < FLOOR:
            return
        n = self._group_order
        require(f"{self.name} ({n} vertices)", n * per_vertex)

    # -- the built graph, on first use (issue 27: the distances never need it) --------------
    @property
    def is_built(self) -> bool:
        """Whether the labels and arcs have been built (on first use of :attr:`codes`,
        :attr:`targets`, :attr:`levels` or anything needing the vertex numbering)."""
        return self._built is not None

    def _ensure_built(self) -> dict:
        if self._built is None:
            self._require_order(self._orbit)
            self._build(self._seed_codes)
        return self._built

    @property
    def codes(self) -> np.ndarray:
        return self._ensure_built()["codes"]

    @property
    def levels(self) -> np.ndarray:
        return self._ensure_built()["levels"]

    @property
    def targets(self) -> np.ndarray:
        return self._ensure_built()["targets"]

    @property
    def _order_by_key(self) -> np.ndarray:
        return self._ensure_built()["order_by_key"]

    @property
    def _sorted_keys(self) -> np.ndarray:
        return self._ensure_built()["sorted_keys"]

    def _keys(self, codes: np.ndarray, positions=None) -> np.ndarray:
        cols = np.arange(codes.shape[1]) if positions is None else np.asarray(positions)
        return _row_keys(codes, self._local[cols], self._radices[cols])

    def _build(self, seed_codes: np.ndarray) -> None:
        k = seed_codes.shape[1]
        P = np.array([[x - 1 for x in g] for g in self.generators], dtype=np.int64).reshape(-1, k)
        blocks, levels = [seed_codes], [np.zeros(1, np.int64)]
        seen = self._keys(seed_codes)
        frontier, level = seed_codes, 0
        while frontier.shape[0] and len(P):
            level += 1
            # memory guard: this round's candidate labels and keys, and the known keys
            require(f"{self.name} (round {level} of its construction, {len(seen)} labels so far)",
                    frontier.shape[0] * len(P) * (k + 40) + len(seen) * 24)
            cand = frontier[:, P].reshape(-1, k)
            ukeys, first = np.unique(self._keys(cand), return_index=True)
            pos = np.searchsorted(seen, ukeys)
            known = np.zeros(len(ukeys), dtype=bool)
            inside = pos < len(seen)
            known[inside] = seen[pos[inside]] == ukeys[inside]
            frontier = cand[first[~known]]
            if frontier.shape[0]:
                blocks.append(frontier)
                levels.append(np.full(frontier.shape[0], level, np.int64))
                seen = np.sort(np.concatenate([seen, ukeys[~known]]))
        codes = np.concatenate(blocks)
        codes.setflags(write=False)
        keys = self._keys(codes)
        order_by_key = np.argsort(keys, kind="stable")
        self._built = {"codes": codes, "levels": np.concatenate(levels),
                       "order_by_key": order_by_key, "sorted_keys": keys[order_by_key]}
        n = codes.shape[0]
        require(f"{self.name} ({n} labels)", n * len(P) * (k + 24))
        targets = np.empty((n, len(P)), dtype=np.int64)
        for j, p in enumerate(P):
            targets[:, j] = self._lookup(codes[:, p])
        self._built["targets"] = targets

    def _lookup(self, codes: np.ndarray) -> np.ndarray:
        keys = self._keys(codes)
        pos = np.searchsorted(self._sorted_keys, keys)
        pos = np.minimum(pos, len(self._sorted_keys) - 1)
        if not (self._sorted_keys[pos] == keys).all():
            raise ValueError("label is not a vertex of this IP graph")
        return self._order_by_key[pos]

    # -- Topology interface --------------------------------------------------
    @property
    def order(self) -> int:
        if self._built is None:
            n = self._unbuilt_order()
            if n is not None:
                return n
        return int(self.codes.shape[0])

    def _unbuilt_order(self) -> int | None:
        """The order without building: a Cayley graph's is its group's
        (:func:`latticegraph.ranked.group_order`)."""
        return self._group_order if self.vertex_transitive else None

    @cached_property
    def _group_order(self) -> int:
        from ..ranked import group_order

        return group_order(self._position_perms(), len(self.seed))

    def arc_estimate(self) -> int:
        return self.order * len(self.generators)

    @property
    def rounds(self) -> int:
        """Number of generator rounds after which every label has appeared (seed eccentricity)."""
        return int(self.levels.max())

    def arcs(self) -> np.ndarray:
        """All ``N*d`` arcs ``(v, pi_j(v))``, loops and repeats included."""
        n, d = self.targets.shape
        return np.stack([np.repeat(np.arange(n), d), self.targets.reshape(-1)], axis=1)

    def edge_array(self) -> np.ndarray:
        # same result as base.simple_edges, deduplicating one int64 key per pair (faster)
        a = self.arcs()
        a = a[a[:, 0] != a[:, 1]]
        n = self.order
        keys = _unique_sorted(np.minimum(a[:, 0], a[:, 1]) * n + np.maximum(a[:, 0], a[:, 1]))
        return np.stack([keys // n, keys % n], axis=1)

    def arc_csr(self) -> sp.csr_array:
        """Directed adjacency (out-neighbours, loops dropped, repeats merged)."""
        a = self.arcs()
        a = a[a[:, 0] != a[:, 1]]
        n = self.order
        keys = _unique_sorted(a[:, 0] * n + a[:, 1])
        return sp.csr_array((np.ones(len(keys), np.int8), (keys // n, keys % n)), shape=(n, n))

    def inverse_closed(self) -> bool:
        """Whether the inverse of every generator is a generator.  Then the graph is
        undirected: an arc ``L -> L[g]`` has the reverse arc ``L[g] -> L[g][g^-1] = L``
        (Section 2: the image of a label under a generator is again a vertex).

        >>> hsn(3, hypercube_ip(3)).inverse_closed(), directed_cn(3, hypercube_ip(2)).inverse_closed()
        (True, False)
        """
        S = {tuple(g.tolist()) for g in self._position_perms()}
        return all(tuple(np.argsort(g).tolist()) in S for g in map(np.array, S))

    @cached_property
    def directed(self) -> bool:
        """True when some arc ``u -> v`` (u != v) has no reverse arc ``v -> u``.  Never when
        the generators are closed under inverses (:meth:`inverse_closed`, a proof for every
        IP graph); otherwise a Cayley graph (distinct symbols) is directed (the group acts
        freely on the labels, so the arc ``L -> L[g]`` of a generator ``g`` whose inverse
        is no generator has no reverse); others are checked on the arcs.

        >>> star_graph(4).directed, de_bruijn(3).directed
        (False, True)
        """
        if self.inverse_closed():
            return False
        if self.vertex_transitive:
            return True
        A = self.arc_csr()
        return (A != A.T).nnz > 0

    # -- never built (issue 27) ------------------------------------------------------------
    def _position_perms(self) -> list[np.ndarray]:
        """The generators as 0-based position permutations (image of ``L``: ``L[g]``)."""
        return [np.array(g, np.int64) - 1 for g in self.generators]

    @cached_property
    def _ranking(self):
        """The ranks of a Cayley graph's labels (:class:`~latticegraph.ranked.PermutationRanking`)."""
        from ..ranked import PermutationRanking

        return PermutationRanking(self._seed_codes[0], self._position_perms())

    def _cayley_generators(self, directed: bool) -> np.ndarray:
        """Distinct non-identity generators (and, undirected, their inverses)."""
        k = len(self.seed)
        gens = {tuple(g.tolist()) for g in self._position_perms()}
        if not directed:
            gens |= {tuple(np.argsort(g).tolist()) for g in map(np.array, gens)}
        gens.discard(tuple(range(k)))
        return np.array(sorted(gens), np.int64).reshape(-1, k)

    def unbuilt_distances(self):
        """The distance summary without building the graph, or ``None`` (this graph needs
        building).  A Cayley graph (distinct seed symbols) is searched over its group
        (:func:`latticegraph.ranked.group_bfs`, a bit per vertex): vertex-transitive, so
        the counts from the seed are those from every vertex.

        >>> star_graph(5).unbuilt_distances().distribution         # Section 2: 5! nodes
        [1, 4, 12, 30, 44, 26, 3]
        """
        if not self.vertex_transitive:
            return None
        from ..distance import DistanceSummary
        from ..ranked import group_bfs

        counts = group_bfs(self._ranking, self._cayley_generators(False), name=self.name)
        n = self.order
        return DistanceSummary(counts, "one vertex", "BFS over the group (ranked labels, a bit "
                               "per vertex; graph not built)", 1,
                               _ecc=lambda: np.full(n, len(counts) - 1, np.int64))

    def degrees_and_size(self) -> tuple[list[int], int]:
        """Distinct degrees and number of edges: a Cayley graph has one neighbour per
        distinct non-identity generator or inverse (never built); others from the arcs.

        >>> star_graph(4).degrees_and_size()
        ([3], 36)
        """
        if self.vertex_transitive:
            d = len(self._cayley_generators(False))
            return [d], self.order * d // 2
        return sorted({int(x) for x in self.degrees()}), self.size

    def memory_estimate(self) -> int:
        """Bytes the distances need: :func:`latticegraph.ranked.group_memory` for a Cayley
        graph; otherwise the labels, arcs, CSR and BFS words of the built graph."""
        if self.vertex_transitive:
            from ..ranked import group_memory

            return group_memory(self.order, len(self.seed), len(self._cayley_generators(False)))
        m, n = self.arc_estimate(), self.order
        return 74 * m + n * (len(self.seed) + 64)

    def out_degrees(self) -> np.ndarray:
        """Number of distinct out-neighbours (loops excluded)."""
        return np.diff(self.arc_csr().indptr)

    def in_degrees(self) -> np.ndarray:
        """Number of distinct in-neighbours (loops excluded)."""
        return np.diff(self.arc_csr().tocsc().indptr)

    def label(self, i: int) -> tuple:
        """The label of vertex ``i`` as a tuple of symbols."""
        return tuple(self.alphabet[c] for c in self.codes[i])

    def label_str(self, i: int) -> str:
        """The label of vertex ``i`` written as in the paper (``"123321"``)."""
        parts = [str(s) for s in self.label(i)]
        return ("" if all(len(p) == 1 for p in parts) else " ").join(parts)

    def index(self, label) -> int:
        """The vertex with the given label: a sequence of symbols, or a string as
        :meth:`label_str` writes it (symbols of several characters separated by spaces).

        >>> star_graph(4).label_str(star_graph(4).index("4321"))
        '4321'
        """
        code = {s: i for i, s in enumerate(self.alphabet)}
        code.update({str(s): i for i, s in enumerate(self.alphabet)})
        if isinstance(label, str):
            text = label.strip()
            label = tuple(text.split()) if " " in text else tuple(text)
        label = _parse_seed(label)
        if len(label) != len(self.seed) or any(s not in code for s in label):
            raise ValueError(f"{label!r} is not a label of {self.name}")
        return int(self._lookup(np.array([[code[s] for s in label]], dtype=np.uint8))[0])


    # -- the route command at scale: the graph seen through the ranks of its labels --------
    def ranked_view(self):
        """This graph with its vertices numbered by the ranks of their labels
        (:class:`RankedView`), never built; ``None`` when its labels have no ranks (an IP
        graph neither Cayley nor super-IP with repeated super-symbols)."""
        if self.vertex_transitive or getattr(self, "_digit_graph", None) is not None:
            return RankedView(self)
        return None

    # -- automorphisms (issue 19; certified by latticegraph.orbits) -----------------------
    def _members(self, codes: np.ndarray) -> np.ndarray:
        """Whether each row of ``codes`` is the label of a vertex."""
        k = codes.shape[1]
        ok = np.ones(len(codes), bool)
        for j in range(k):
            ok &= self._present[j][codes[:, j]]
        keys = self._keys(np.where(ok[:, None], codes, self.codes[:1]))
        pos = np.minimum(np.searchsorted(self._sorted_keys, keys), len(self._sorted_keys) - 1)
        return ok & (self._sorted_keys[pos] == keys)

    @cached_property
    def _present(self) -> np.ndarray:
        """``_present[j, s]``: symbol code ``s`` can stand at position ``j``."""
        k, a = self.codes.shape[1], len(self.alphabet)
        out = np.zeros((k, a), bool)
        out[np.arange(k)[None, :].repeat(len(self.codes), 0).ravel(), self.codes.ravel()] = True
        return out

    def position_symmetries(self) -> list[tuple[int, ...]]:
        """Permutations ``tau`` of the label positions (0-based) that conjugate the set of
        generators onto itself (``tau^-1 pi tau`` is a generator for every generator ``pi``),
        from pynauty on a coloured graph: position ``i`` - tail ``(pi, i)`` - head ``(pi, i)``
        - position ``pi(i)``, every tail joined to a vertex of its generator (colours:
        positions, tails, heads, generators; the two arc colours keep the direction).

        Section 3.2: ``HSN(3, Q2)``'s super-symbols 2 and 3 can be exchanged (and the
        nucleus positions permuted as ``Q2``'s generators allow).

        >>> (0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7) in hsn(3, hypercube_ip(2)).position_symmetries()
        True
        """
        import pynauty

        k, d = self.codes.shape[1], len(self.generators)
        if d == 0:
            return []
        tail, head, gen = k, k + d * k, k + 2 * d * k
        n = gen + d
        adj: dict[int, list[int]] = {i: [] for i in range(n)}
        for j, g in enumerate(self.generators):
            for i in range(k):
                t, h = tail + j * k + i, head + j * k + i
                adj[i].append(t)
                adj[t] += [h, gen + j]
                adj[h].append(g[i] - 1)
        graph = pynauty.Graph(n, adjacency_dict=adj,
                              vertex_coloring=[set(range(k)), set(range(tail, head)),
                                               set(range(head, gen)), set(range(gen, n))])
        return [tuple(int(x) for x in p[:k]) for p in pynauty.autgrp(graph)[0]]

    def automorphism_generators(self):
        """Yield automorphisms from the label structure (paper ``ipgraph``, Section 2).

        A generator ``pi`` acts on positions, so (i) a renaming ``rho`` of the symbols
        commutes with it: ``X -> rho(X)`` is an automorphism when ``rho(seed)`` is a
        vertex (then ``rho`` maps the vertex set ``seed·<gens>`` onto itself); the
        transpositions of two symbols and the cyclic shift of the alphabet are tried;
        (ii) ``X -> X∘tau`` for a position permutation ``tau`` of
        :meth:`position_symmetries` maps the arc of ``pi`` to the arc of
        ``tau^-1 pi tau``, an automorphism when ``seed∘tau`` is a vertex.  Each is
        certified by :mod:`latticegraph.orbits` on the edge set.

        >>> len(list(IPGraph("123321", ["213456", "321456", "456123"]).automorphism_generators()))
        5
        """
        a = len(self.alphabet)
        seed = self.codes[:1]
        renamings = []
        for x in range(a):
            for y in range(x + 1, a):
                rho = np.arange(a, dtype=np.uint8)
                rho[[x, y]] = [y, x]
                renamings.append(rho)
        if a >= 3:
            renamings.append(np.roll(np.arange(a, dtype=np.uint8), 1))
        if renamings:
            ok = self._members(np.concatenate([r[seed] for r in renamings]))
            for rho, good in zip(renamings, ok):
                if good:
                    yield self._lookup(rho[self.codes])
        for tau in self.position_symmetries():
            t = list(tau)
            if self._members(seed[:, t])[0]:
                yield self._lookup(self.codes[:, t])


class RankedView:
    """An IP graph whose vertices are the ranks of their labels, never built (issue 27).

    A Cayley graph's ranks are those of :class:`~latticegraph.ranked.PermutationRanking`;
    a super-IP graph's with repeated super-symbols the digit tuples of
    :class:`~latticegraph.ranked.DigitGraph` (``Σ x_i M^(i-1)``, ``x_i`` the nucleus vertex
    of super-symbol ``i``).  Only what ``latticegraph route`` needs: labels both ways and
    the neighbours of the undirected view (:meth:`adjacent`).  Its vertex numbers are not
    those of the built graph (numbered in the order its construction meets the labels).

    >>> v = star_graph(4).ranked_view()
    >>> v.order, v.label_str(0), v.label_str(v.index("4321")), v.adjacent([0]).shape
    (24, '1234', '4321', (1, 3))
    """

    vertex_transitive = False

    def __init__(self, g: IPGraph):
        self.graph = g
        self.name = g.name
        self.order = g.order
        self._code = {s: i for i, s in enumerate(g.alphabet)}
        self._code.update({str(s): i for i, s in enumerate(g.alphabet)})
        self.cayley = g.vertex_transitive
        if self.cayley:
            self._gens = g._cayley_generators(False)
        else:
            self._dg = g._digit_graph

    def _codes(self, r) -> np.ndarray:
        g = self.graph
        if self.cayley:
            return g._ranking.labels([int(r)])[0]
        nuc = g.nucleus
        return np.concatenate([nuc.codes[x] for x in self._dg.digits(int(r))])

    def label(self, r) -> tuple:
        return tuple(self.graph.alphabet[c] for c in self._codes(r))

    def label_str(self, r) -> str:
        parts = [str(s) for s in self.label(r)]
        return ("" if all(len(p) == 1 for p in parts) else " ").join(parts)

    def index(self, label) -> int:
        """The rank of a label (string or sequence of symbols); ``ValueError`` if it is none."""
        g = self.graph
        if isinstance(label, str):                # as label_str writes it: symbols >= 10
            text = label.strip()                  # are separated by spaces
            lab = tuple(text.split()) if " " in text else tuple(text)
        else:
            lab = tuple(label)
        k = len(g.seed)
        if len(lab) != k or any(s not in self._code for s in lab):
            raise ValueError(f"{lab!r} is not a label of {self.name}")
        codes = np.array([self._code[s] for s in lab], np.uint8)
        if self.cayley:
            r = int(g._ranking.ranks(codes[None, :])[0])
            if not 0 <= r < self.order or not np.array_equal(g._ranking.labels([r])[0], codes):
                raise ValueError(f"{lab!r} is not a label of {self.name}")
            return r
        nuc, m = g.nucleus, g.m
        try:
            digits = [int(nuc._lookup(codes[None, i * m:(i + 1) * m])[0]) for i in range(g.l)]
        except ValueError:
            raise ValueError(f"{lab!r} is not a label of {self.name}") from None
        return self._dg.rank(digits)

    def adjacent(self, v) -> np.ndarray:
        """Neighbours of the ranks ``v`` in the undirected view (one row each; loops and
        repeats kept)."""
        v = np.asarray(v, np.int64).reshape(-1)
        if not self.cayley:
            return self._dg.neighbours(v)
        r = self.graph._ranking
        labs = r.labels(v)
        return r.ranks(labs[:, self._gens].reshape(-1, len(self.graph.seed))).reshape(
            len(v), len(self._gens))


def conjugating_permutations(gens, k: int, fixed=()) -> list[np.ndarray]:
    """Generators (pynauty) of the permutations ``tau`` of ``0..k-1`` fixing the points
    ``fixed`` with ``tau^-1 g tau`` in the set ``gens`` for every ``g`` in it (position
    permutations as arrays: ``tau^-1 g tau`` is ``argsort(tau)[g[tau]]``).  Coloured graph:
    point ``i`` - tail ``(g, i)`` - head ``(g, i)`` - point ``g[i]``, every tail joined to a
    vertex of ``g`` (colours: each fixed point, the other points, tails, heads, generators).

    >>> [t.tolist() for t in conjugating_permutations([[1, 0, 2], [2, 1, 0]], 3, fixed=(0,))]
    [[0, 2, 1]]
    """
    import pynauty

    gens = [np.asarray(g, np.int64) for g in gens]
    d = len(gens)
    if d == 0 or k < 2:
        return []
    tail, head, gen = k, k + d * k, k + 2 * d * k
    n = gen + d
    adj: dict[int, list[int]] = {i: [] for i in range(n)}
    for j, g in enumerate(gens):
        for i in range(k):
            t, h = tail + j * k + i, head + j * k + i
            adj[i].append(t)
            adj[t] += [h, gen + j]
            adj[h].append(int(g[i]))
    rest = set(range(k)) - set(fixed)
    colours = [{f} for f in fixed] + [rest, set(range(tail, head)), set(range(head, gen)),
                                      set(range(gen, n))]
    graph = pynauty.Graph(n, adjacency_dict=adj, vertex_coloring=[c for c in colours if c])
    return [np.array(p[:k], np.int64) for p in pynauty.autgrp(graph)[0]
            if list(p[:k]) != list(range(k))]


def _require_generators(name: str, count: int, k: int) -> None:
    """Memory guard before listing ``count`` generators on ``k`` positions (Python
    lists, then their int64 copies): a huge parameter is refused, not built."""
    require(f"{name} ({count} generators on {k} positions)", 48 * count * k)


def ip_graph(seed, generators) -> IPGraph:
    """Spec constructor ``IP(seed, [gen, ...])`` (Section 2); positions 1-based.

    >>> ip_graph([1, 2, 1, 2, 1, 2, 1, 2], [[5, 6, 7, 8, 1, 2, 3, 4], [2, 1, 3, 4, 5, 6, 7, 8],
    ...                                     [1, 2, 4, 3, 5, 6, 7, 8]]).order
    16
    """
    if not isinstance(seed, (list, tuple, str)) or not isinstance(generators, (list, tuple)):
        raise ValueError("IP needs a seed list and a list of generators")
    return IPGraph(seed, generators)


# -- Section 2 examples and nuclei ---------------------------------------------
def hypercube_ip(n: int) -> IPGraph:
    """The n-cube ``Q_n`` as an IP graph (Section 2): seed ``12 34 ... (2n-1)(2n)``,
    generators ``(1;2), (3;4), ..., (2n-1;2n)``.

    >>> hypercube_ip(3).order
    8
    """
    if not isinstance(n, int) or n < 1:
        raise ValueError(f"hypercube dimension must be a positive integer, got {n!r}")
    _require_generators(f"Q{n}", n, 2 * n)
    k = 2 * n
    gens = [transposition(2 * i + 1, 2 * i + 2, k) for i in range(n)]
    return IPGraph(list(range(1, k + 1)), gens, name=f"Q{n}")


def complete_ip(m: int) -> IPGraph:
    """The complete graph ``K_m`` as an IP graph: seed ``12...m`` and the ``m-1``
    cyclic rotations (a Cayley graph of the cyclic group).

    >>> g = complete_ip(5); g.order, g.size
    (5, 10)
    """
    if not isinstance(m, int) or m < 2:
        raise ValueError(f"complete graph needs m >= 2 nodes, got {m!r}")
    _require_generators(f"K{m}", m - 1, m)
    gens = [[(i + s) % m + 1 for i in range(m)] for s in range(1, m)]
    return IPGraph(list(range(1, m + 1)), gens, name=f"K{m}")


def star_graph(n: int, seed=None) -> IPGraph:
    """The n-star (Section 2): generators ``(1;i)``, ``i = 2..n``; ``n!`` nodes.

    >>> g = star_graph(6, seed="123654"); g.order, g.rounds
    (720, 7)
    """
    if not isinstance(n, int) or n < 1:
        raise ValueError(f"star graph needs n >= 1 symbols, got {n!r}")
    _require_generators(f"Star({n})", n - 1, n)
    seed = list(range(1, n + 1)) if seed is None else seed
    if len(_parse_seed(seed)) != n:
        raise ValueError(f"star graph seed must have {n} symbols")
    return IPGraph(seed, [transposition(1, i, n) for i in range(2, n + 1)], name=f"Star({n})")


def de_bruijn(n: int) -> IPGraph:
    """The n-dimensional binary de Bruijn graph (Section 2): generators
    ``L_{1,2} = 34 56 ... (2n) 12`` and ``L̄_{1,2} = 34 56 ... (2n) 21`` on the
    seed ``12 12 ... 12``; ``2^n`` nodes, directed.

    >>> g = de_bruijn(3); g.order, g.directed
    (8, True)
    """
    if not isinstance(n, int) or n < 1:
        raise ValueError(f"de Bruijn dimension must be a positive integer, got {n!r}")
    _require_generators(f"DeBruijn({n})", 2, 2 * n)
    k = 2 * n
    shift = list(range(3, k + 1))
    return IPGraph([1, 2] * n, [shift + [1, 2], shift + [2, 1]], name=f"DeBruijn({n})")


def hcn(n: int, n2: int | None = None, seed=None) -> IPGraph:
    """HCN(n, n) without diameter links (Section 2): generator
    ``T_{2,2n} = (2n+1)...(4n) 1...2n`` plus the n-cube generators on the seed
    ``12 34 ... (2n) 12 34 ... (2n)`` (or a given seed of ``4n`` symbols).

    >>> g = hcn(2); g.order, [g.label_str(int(v)) for v in g.targets[0]]
    (16, ['12341234', '21341234', '12431234'])
    """
    if n2 is not None and n2 != n:
        raise ValueError(f"HCN(n,n) needs equal parameters, got ({n},{n2})")
    if not isinstance(n, int) or n < 1:
        raise ValueError(f"HCN needs n >= 1, got {n!r}")
    _require_generators(f"HCN({n},{n})", n + 1, 4 * n)
    k = 4 * n
    t2 = list(range(2 * n + 1, k + 1)) + list(range(1, 2 * n + 1))
    gens = [t2] + [transposition(2 * i + 1, 2 * i + 2, k) for i in range(n)]
    seed = list(range(1, 2 * n + 1)) * 2 if seed is None else seed
    if len(_parse_seed(seed)) != k:
        raise ValueError(f"HCN({n},{n}) seed must have {k} symbols")
    return IPGraph(seed, gens, name=f"HCN({n},{n})")


# -- super-IP graphs (Section 3) -----------------------------------------------
def transposition_super_generators(l: int) -> list[list[int]]:
    """``T_i = (1; i)`` on super-symbols, ``i = 2..l`` (Section 3.2)."""
    return [list(transposition(1, i, l)) for i in range(2, l + 1)]


def _shift(l: int, i: int) -> list[int]:
    # L_i(X) = X_{i+1} ... X_l X_1 ... X_i
    return [(j + i) % l + 1 for j in range(l)]


def cyclic_super_generators(l: int, kind: str = "ring") -> list[list[int]]:
    """Cyclic-shift super-generators (Section 3.3).

    ``"ring"``: ``L_1`` and ``R_1 = L_1^{-1}`` (ring-/basic-CN); ``"complete"``:
    ``L_i``, ``i = 1..l-1`` (complete-CN); ``"directed"``: ``L_1`` only.
    """
    if kind == "ring":
        return [_shift(l, 1), _shift(l, l - 1)]
    if kind == "complete":
        return [_shift(l, i) for i in range(1, l)]
    if kind == "directed":
        return [_shift(l, 1)]
    raise ValueError(f"unknown cyclic-shift kind {kind!r}")


def flip_super_generators(l: int) -> list[list[int]]:
    """``F_i`` flips the first ``i`` super-symbols, ``i = 2..l`` (Section 3.4)."""
    return [list(range(i, 0, -1)) + list(range(i + 1, l + 1)) for i in range(2, l + 1)]


class SuperIPGraph(IPGraph):
    """A super-IP graph (Section 3.1): nucleus ``G`` and super-generators on ``l`` super-symbols.

    The seed is ``S1 S1 ... S1`` (``l`` copies of the nucleus seed), or for the
    symmetric variant (Section 3.5) ``S1 S2 ... Sl`` where ``Si`` is ``S1`` with
    every symbol renamed into block ``i`` (``S1 = 1234 -> S2 = 5678``).  The
    nucleus generators act on the leftmost super-symbol; a super-generator
    ``sigma`` (one-line on ``1..l``) puts super-symbol ``sigma[i]`` at position ``i``.

    Examples
    --------
    Theorem 3.2 and Section 3.5 for HSN(3, Q2): ``4^3`` and ``3! 4^3`` nodes.

    >>> hsn(3, hypercube_ip(2)).order, hsn(3, hypercube_ip(2), symmetric=True).order
    (64, 384)
    """

    def __init__(self, nucleus: IPGraph, l: int, super_generators: Sequence, *,
                 symmetric: bool = False, name: str | None = None):
        if not isinstance(nucleus, IPGraph):
            raise ValueError(f"nucleus must be an IP graph (e.g. Q2, K4), got {nucleus!r}")
        if not isinstance(l, int) or l < 1:
            raise ValueError(f"number of super-symbols l must be a positive integer, got {l!r}")
        m = len(nucleus.seed)
        sgens = [_parse_perm(s, l) for s in super_generators]
        if symmetric:
            rank = {s: i for i, s in enumerate(nucleus.alphabet)}
            a = len(nucleus.alphabet)
            seed = [b * a + rank[s] + 1 for b in range(l) for s in nucleus.seed]
        else:
            seed = list(nucleus.seed) * l
        ident = list(range(m + 1, l * m + 1))
        gens = [list(g) + ident for g in nucleus.generators]
        gens += [[(s - 1) * m + r + 1 for s in sg for r in range(m)] for sg in sgens]
        self.nucleus, self.l, self.m = nucleus, l, m
        self.super_generators = sgens
        self.symmetric = symmetric
        super().__init__(seed, gens, name=name)

    @property
    def n_nucleus_generators(self) -> int:
        return len(self.nucleus.generators)

    # -- never built (issue 27): the tuples of nucleus vertices ------------------------------
    @cached_property
    def _digit_graph(self):
        """The graph on ``V(G)^l`` (:class:`~latticegraph.ranked.DigitGraph`, undirected
        view), or ``None``: the symmetric variant (a Cayley graph when the nucleus is one)
        and super-generators that leave a position away from the front need building."""
        if self.symmetric or not self.super_generators:
            return None
        from ..ranked import DigitGraph

        sg = [np.array(s, np.int64) - 1 for s in self.super_generators]
        try:
            return DigitGraph(self.nucleus.targets, sg, self.name)
        except ValueError:
            return None

    def _unbuilt_order(self) -> int | None:
        dg = self._digit_graph
        return dg.order if dg is not None else super()._unbuilt_order()

    def digit_automorphisms(self, directed: bool = False) -> tuple[list, list]:
        """``(phis, taus)``: certified automorphisms of the graph on the digit tuples.

        ``phis``: automorphisms of the nucleus (pynauty; of its arcs when ``directed``),
        each certified on the nucleus's adjacency; applied to every super-symbol at once
        it is an automorphism (a nucleus arc changes the first digit to a neighbour; the
        super-generators commute with it).  ``taus``: permutations of the super-symbol
        positions fixing the first that conjugate the super-generators (with their
        inverses unless ``directed``) onto themselves, each checked: ``x -> x[τ]`` maps the
        arc of ``σ`` onto the arc of ``τ^-1 σ τ`` and fixes the nucleus's position.  Both
        proofs hold for every ``l``; nothing of size ``M^l`` is checked.

        >>> phis, taus = hsn(4, hypercube_ip(2)).digit_automorphisms()
        >>> len(phis) > 0, all(int(t[0]) == 0 for t in taus), len(taus) > 0
        (True, True, True)
        """
        import pynauty

        from ..orbits import adjacency, certify_automorphism

        nuc = self.nucleus
        csr = nuc.arc_csr() if directed else nuc.csr()
        indptr, indices = adjacency(csr)
        M = nuc.order
        phis = []
        if M > 1:
            adj = {v: indices[indptr[v]:indptr[v + 1]].tolist() for v in range(M)}
            gens = pynauty.autgrp(pynauty.Graph(M, directed=directed, adjacency_dict=adj))[0]
            phis = [certify_automorphism(indptr, indices, np.asarray(p, np.int64),
                                         f"{self.name}: nucleus automorphism") for p in gens]
        sg = [np.array(s, np.int64) - 1 for s in self.super_generators]
        if not directed:
            sg += [np.argsort(s) for s in sg]
        taus = conjugating_permutations(sg, self.l, fixed=(0,))
        S = {tuple(s.tolist()) for s in sg}
        for t in taus:
            tinv = np.argsort(t)
            if t[0] != 0 or any(tuple(tinv[s[t]].tolist()) not in S for s in map(np.array, S)):
                from ..orbits import CertificationError

                raise CertificationError(f"{self.name}: position permutation {t.tolist()} does "
                                         "not conjugate the super-generators onto themselves")
        return phis, taus

    @cached_property
    def _digit_orbits(self):
        dg = self._digit_graph
        phis, taus = self.digit_automorphisms()
        parent, reps, sizes = dg.orbits(phis, taus)
        total, ecc = dg.sweeps(reps, sizes)
        return parent, reps, sizes, total, ecc

    def unbuilt_distances(self):
        """The distance summary without building the graph: a symmetric variant by
        :meth:`IPGraph.unbuilt_distances`; otherwise on the digit tuples
        (:class:`~latticegraph.ranked.DigitGraph`, Theorem 3.2's ``M^l`` nodes): orbits of
        :meth:`digit_automorphisms`, one BFS per orbit, up to 512 at a time, weighted by the
        orbit sizes (over all ordered pairs).

        Corollary 4.2: HSN(2, Q2) has diameter ``(D_G + 1) log_4 16 - 1 = 5``.

        >>> s = hsn(2, hypercube_ip(2)).unbuilt_distances()
        >>> s.distribution, s.orbits
        ([16, 44, 64, 88, 40, 4], 3)
        """
        if self._digit_graph is None:
            return super().unbuilt_distances()
        from ..distance import DistanceSummary

        parent, reps, sizes, total, ecc = self._digit_orbits
        while total and total[-1] == 0:
            total.pop()
        return DistanceSummary(total, "all sources", "orbits of certified automorphisms on the "
                               "digit tuples, bit-parallel BFS per orbit (graph not built)",
                               len(reps), _ecc=self._digit_eccentricities)

    def _digit_eccentricities(self) -> np.ndarray:
        """Every vertex's eccentricity in the built numbering (builds the graph)."""
        parent, reps, _, _, ecc = self._digit_orbits
        nuc, m = self.nucleus, self.m
        rank = np.zeros(self.order, np.int64)
        for i in reversed(range(self.l)):
            rank = rank * nuc.order + nuc._lookup(np.ascontiguousarray(self.codes[:, i * m:(i + 1) * m]))
        return ecc[np.searchsorted(reps, parent[rank])]

    def degrees_and_size(self) -> tuple[list[int], int]:
        """Distinct degrees and number of edges; on the digit tuples from one vertex per orbit
        (the degree is constant on orbits).

        >>> hsn(2, hypercube_ip(2)).degrees_and_size()   # 16 nucleus links, 6 swaps
        ([2, 3], 22)
        """
        dg = self._digit_graph
        if dg is None:
            return super().degrees_and_size()
        parent, reps, sizes, _, _ = self._digit_orbits
        degs, twice = set(), 0
        for r, sz in zip(reps.tolist(), sizes.tolist()):
            nb = dg.neighbours([r])[0]
            d = len(set(nb[(nb >= 0) & (nb != r)].tolist()))
            degs.add(d)
            twice += sz * d
        return sorted(degs), twice // 2

    @cached_property
    def _directed_digits(self):
        """The digit tuples with the arcs' directions (:class:`~latticegraph.ranked.DigitGraph`),
        the orbits of the directed automorphisms: ``(graph, parent, reps, sizes)``."""
        from ..ranked import DigitGraph

        sg = [np.array(x, np.int64) - 1 for x in self.super_generators]
        dg = DigitGraph(self.nucleus.targets, sg, self.name, directed=True)
        phis, taus = self.digit_automorphisms(directed=True)
        return (dg, *dg.orbits(phis, taus))

    @cached_property
    def directed(self) -> bool:
        """Whether some arc has no reverse arc.  Never when the generators (nucleus
        generators and super-generators) are closed under inverses
        (:meth:`IPGraph.inverse_closed`: HSN, whose transpositions and swaps are
        involutions, at any size in no time); otherwise on the digit tuples
        (:meth:`directed_on_orbits`), or on the arcs where those need building.

        >>> hsn(8, hypercube_ip(3)).directed, directed_cn(3, hypercube_ip(2)).directed
        (False, True)
        """
        if self.inverse_closed():
            return False
        if self._digit_graph is None:
            return IPGraph.directed.func(self)
        return self.directed_on_orbits()

    def directed_on_orbits(self) -> bool:
        """Whether some arc has no reverse arc, from the arcs leaving one vertex per orbit of
        the directed automorphisms on the digit tuples (they map arcs onto arcs); the graph
        is not built."""
        dg, _, reps, _ = self._directed_digits
        for r in reps.tolist():
            for v in set(dg.neighbours([r])[0].tolist()) - {r, -1}:
                if r not in dg.neighbours([v])[0].tolist():
                    return True
        return False

    def directed_eccentricities(self) -> tuple[np.ndarray, np.ndarray]:
        """``(reps, eccentricities)``: out-eccentricity of one vertex per orbit of the directed
        automorphisms (ranks on the digit tuples), by the bit-parallel sweeps pulling along
        in-arcs; the graph is not built."""
        dg, _, reps, sizes = self._directed_digits
        _, ecc = dg.sweeps(reps, sizes)
        return reps, ecc

    def memory_estimate(self) -> int:
        dg = self._digit_graph
        return dg.memory() if dg is not None else super().memory_estimate()

    def modules(self) -> np.ndarray:
        """Module (nucleus copy) of each vertex: vertices sharing super-symbols ``2..l``."""
        return label_modules(self, range(self.m, self.l * self.m))


def super_ip(nucleus: IPGraph, l: int, super_generators, *, symmetric=False, name=None):
    """A super-IP graph from a nucleus and super-generators (Section 3.1)."""
    return SuperIPGraph(nucleus, l, super_generators, symmetric=symmetric, name=name)


def _family(prefix, fname, gens_of, doc):
    def build(l: int, nucleus: IPGraph, symmetric: bool = False) -> SuperIPGraph:
        if not isinstance(l, int) or l < 2:
            raise ValueError(f"{prefix} needs l >= 2 super-symbols, got {l!r}")
        if not isinstance(nucleus, IPGraph):
            raise ValueError(f"nucleus must be an IP graph (e.g. Q2, K4), got {nucleus!r}")
        name = f"{'Sym' if symmetric else ''}{prefix}({l},{nucleus.name})"
        _require_generators(name, len(nucleus.generators) + l, l * len(nucleus.seed))
        return SuperIPGraph(nucleus, l, gens_of(l), symmetric=symmetric, name=name)
    build.__doc__ = doc
    build.__name__ = build.__qualname__ = fname
    return build


hsn = _family("HSN", "hsn", transposition_super_generators, """HSN(l, G), hierarchical swap network
    (Section 3.2): super-generators ``T_{i,m} = (1;i)_m``, ``i = 2..l``.

    >>> g = hsn(2, hypercube_ip(2)); g.order, g.name
    (16, 'HSN(2,Q2)')
    """)
ring_cn = _family("RingCN", "ring_cn", lambda l: cyclic_super_generators(l, "ring"), """ring-CN(l, G) =
    basic-CN (Section 3.3): super-generators ``L_{1,m}`` and ``R_{1,m} = L_{1,m}^{-1}``.

    >>> ring_cn(3, hypercube_ip(2)).order
    64
    """)
complete_cn = _family("CompleteCN", "complete_cn", lambda l: cyclic_super_generators(l, "complete"),
                      """complete-CN(l, G) (Section 3.3): super-generators ``L_{i,m}``,
    ``i = 1..l-1`` (every cyclic shift).

    >>> complete_cn(3, hypercube_ip(2)).order
    64
    """)
directed_cn = _family("DirectedCN", "directed_cn", lambda l: cyclic_super_generators(l, "directed"),
                      """Directed cyclic-shift network (Corollary 4.2): super-generator ``L_{1,m}`` only.

    >>> directed_cn(3, hypercube_ip(2)).directed
    True
    """)
super_flip = _family("SuperFlip", "super_flip", flip_super_generators, """Super-flip network (Section 3.4):
    flip super-generators ``F_{i,m}``, ``i = 2..l``.

    >>> super_flip(3, hypercube_ip(2)).order
    64
    """)


def _symmetric(build):
    def sym(l: int, nucleus: IPGraph) -> SuperIPGraph:
        return build(l, nucleus, symmetric=True)
    sym.__name__ = sym.__qualname__ = f"sym_{build.__name__}"
    sym.__doc__ = f"""Symmetric variant (Section 3.5) of :func:`{build.__name__}`: seed ``S1 S2 ... Sl``."""
    return sym


sym_hsn, sym_ring_cn, sym_complete_cn, sym_directed_cn, sym_super_flip = (
    _symmetric(f) for f in (hsn, ring_cn, complete_cn, directed_cn, super_flip))


# -- Section 4: super-generator search --------------------------------------------
def _super_moves(super_generators, l):
    return [tuple(s - 1 for s in _parse_perm(g, l)) for g in super_generators]


def front_cover_steps(super_generators, l: int) -> tuple[int, list[int]]:
    """Theorem 4.1's ``t``: fewest super-generator applications after which every
    super-symbol has been leftmost at least once; returns ``(t, generator indices)``.

    >>> front_cover_steps(transposition_super_generators(4), 4)
    (3, [0, 1, 2])
    """
    return _cover_search(super_generators, l, symmetric=False)


def symmetric_front_cover_steps(super_generators, l: int) -> tuple[int, tuple, list[int]]:
    """Theorem 4.3's ``t_S``: over every reachable final order of the super-symbols,
    the fewest applications covering the leftmost position with every super-symbol
    and ending in that order; returns ``(t_S, worst order, generator indices)``.

    >>> symmetric_front_cover_steps(cyclic_super_generators(3, "ring"), 3)[0]
    3
    """
    return _cover_search(super_generators, l, symmetric=True)


def _cover_search(super_generators, l, symmetric):
    if not isinstance(l, int) or l < 1:
        raise ValueError(f"l must be a positive integer, got {l!r}")
    moves = _super_moves(super_generators, l)
    full = (1 << l) - 1
    start = (tuple(range(l)), 1)
    parent = {start: None}
    queue = deque([start])
    best: dict[tuple, tuple] = {}
    while queue:
        state = queue.popleft()
        arrangement, seen = state
        if seen == full:
            if not symmetric:
                return len(_path(parent, state)), _path(parent, state)
            best.setdefault(arrangement, state)
        for j, mv in enumerate(moves):
            nxt = tuple(arrangement[x] for x in mv)
            ns = (nxt, seen | (1 << nxt[0]))
            if ns not in parent:
                parent[ns] = (state, j)
                queue.append(ns)
    if not best:
        raise ValueError("the super-generators cannot bring every super-symbol to the front")
    worst = max(best, key=lambda a: len(_path(parent, best[a])))
    path = _path(parent, best[worst])
    return len(path), tuple(x + 1 for x in worst), path


def _path(parent, state):
    out = []
    while parent[state] is not None:
        state, j = parent[state]
        out.append(j)
    return out[::-1]


class _Reversed:
    """The directed graph of an IP graph as the distance engine sees a graph: row ``v`` of
    ``csr()`` lists the in-neighbours of ``v``, so its BFS pulls distances forward."""

    vertex_transitive = False

    def __init__(self, g: IPGraph):
        self.name, self.order, self._g = g.name, g.order, g

    def csr(self):
        return sp.csr_array(self._g.arc_csr().T)


def directed_diameter(g: IPGraph) -> int:
    """Diameter of the directed graph of ``g`` (of its undirected view when ``g`` is symmetric).

    Never built where the labels allow it (issue 27): a Cayley graph (distinct-symbol
    seed) by one BFS over its group from the seed (out-distances); a super-IP graph with
    repeated super-symbols on its digit tuples, one BFS per orbit of its certified
    (directed) automorphisms.  Other IP graphs: from every vertex of the built graph
    (bit-parallel engine of :mod:`latticegraph.distance`).

    >>> directed_diameter(de_bruijn(4)), directed_diameter(hsn(3, hypercube_ip(2)))
    (4, 8)
    """
    if g.vertex_transitive:
        from ..ranked import group_bfs

        try:
            counts = group_bfs(g._ranking, g._cayley_generators(g.directed), name=g.name)
        except ValueError:
            raise ValueError(f"{g.name} is not strongly connected") from None
        return len(counts) - 1
    if getattr(g, "_digit_graph", None) is not None:
        if not g.directed:
            return int(g._digit_orbits[4].max())
        return int(g.directed_eccentricities()[1].max())
    if not g.directed:
        return int(eccentricities(g).max())
    try:
        return int(eccentricities(_Reversed(g)).max())
    except ValueError:
        raise ValueError(f"{g.name} is not strongly connected") from None


# -- Section 5: modules ------------------------------------------------------------
def label_modules(g: IPGraph, positions) -> np.ndarray:
    """Module id of every vertex: vertices whose labels agree on ``positions`` (0-based)
    share a module.  Super-IP nuclei: positions ``m..lm-1``; a sub-cube ``Q_k`` of
    ``Q_n``: ``2k..2n-1``; a sub-star ``S_k``: ``k..n-1``."""
    pos = list(positions)
    if any(not 0 <= p < g.codes.shape[1] for p in pos):
        raise ValueError(f"module positions must lie in 0..{g.codes.shape[1] - 1}")
    if not pos:
        return np.zeros(g.order, dtype=np.int64)
    _, ids = np.unique(g._keys(g.codes[:, pos], pos),
                       return_inverse=True)
    return ids.reshape(-1).astype(np.int64)


def off_module_links(g: Topology, modules: np.ndarray, direction: str = "both") -> np.ndarray:
    """Number of distinct neighbours outside each vertex's module.

    ``direction="both"``: neighbours in the undirected view; ``"out"`` / ``"in"``:
    out- / in-neighbours of the directed IP graph.
    """
    if direction == "both":
        e = g._edges
        cross = modules[e[:, 0]] != modules[e[:, 1]]
        return np.bincount(e[cross].reshape(-1), minlength=g.order)
    if direction not in ("out", "in"):
        raise ValueError(f"direction must be 'both', 'out' or 'in', got {direction!r}")
    a = g.arc_csr().tocoo()
    cross = modules[a.row] != modules[a.col]
    ends = a.row if direction == "out" else a.col
    return np.bincount(ends[cross], minlength=g.order)


def inter_cluster_degree(g: Topology, modules: np.ndarray, direction: str = "both") -> Fraction:
    """I-degree (Section 5.3): max over modules of the average off-module links per node
    (``direction`` as in :func:`off_module_links`).

    >>> g = hsn(2, hypercube_ip(2)); inter_cluster_degree(g, g.modules())
    Fraction(3, 4)
    """
    links = off_module_links(g, modules, direction)
    k = int(modules.max()) + 1
    tot = np.bincount(modules, minlength=k)
    per = np.zeros(k, dtype=np.int64)
    np.add.at(per, modules, links)
    return max(Fraction(int(p), int(t)) for p, t in zip(per, tot) if t)


def inter_cluster_distances(g: Topology, modules: np.ndarray) -> tuple[int, Fraction]:
    """I-diameter and average I-distance (Section 5.2) over ordered pairs of distinct nodes.

    The I-distance of two nodes is the fewest off-module links on a path between them.
    Links inside a module cost nothing, so it is the distance between the nodes' classes
    in the graph obtained by contracting every connected piece of a module (a whole
    nucleus for a super-IP graph); breadth-first search runs on that quotient.

    >>> inter_cluster_distances(hsn(2, hypercube_ip(2)), hsn(2, hypercube_ip(2)).modules())
    (1, Fraction(4, 5))
    """
    e = g._edges
    n = g.order
    inner = e[modules[e[:, 0]] == modules[e[:, 1]]]
    A = sp.csr_array((np.ones(len(inner), np.int8), (inner[:, 0], inner[:, 1])), shape=(n, n))
    k, piece = sp.csgraph.connected_components(A, directed=False)
    q = simple_edges(piece[e[:, 0]], piece[e[:, 1]])
    Q = sp.csr_array((np.ones(2 * len(q), np.int8),
                      (np.concatenate([q[:, 0], q[:, 1]]), np.concatenate([q[:, 1], q[:, 0]]))),
                     shape=(k, k))
    size = np.bincount(piece, minlength=k).astype(np.int64)
    diam, total = 0, 0
    for s in range(k):
        dist = bfs_distances(Q, s)
        if (dist < 0).any():
            raise ValueError(f"{g.name} is disconnected")
        diam = max(diam, int(dist.max()))
        total += int(size[s]) * int((dist * size).sum())
    return diam, Fraction(total, n * (n - 1))
