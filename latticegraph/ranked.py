"""Graphs on ranked labels, never built: BFS over a permutation group, and over digit tuples.

An index-permutation graph (paper ``ipgraph``, Section 2) is generated from a
seed label by generators that permute label positions.  Two shapes are
searched here without ever forming an edge list (issue 27):

1. **Cayley graphs** (a seed with distinct symbols, Section 3.5): the labels
   ``seed∘π`` are in bijection with the elements ``π`` of the group ``G`` the
   generators generate (``|G|`` by Schreier-Sims, sympy).  :class:`PermutationRanking`
   numbers them ``0 .. |G|-1``: when ``G`` is the full symmetric group on each
   orbit of positions (star graphs, hypercubes) by the Lehmer code of each
   orbit's symbols in mixed radix, otherwise by sifting ``π`` through a
   base and strong generating set (one coset representative per basic
   orbit).  :func:`group_bfs` is a breadth-first search from one label over
   these ranks: one bit per vertex marks the visited ones, each frontier is an
   array of ranks, unranked, mapped by every generator and ranked again in
   compiled, parallel chunks (numba), and the new ranks are committed in
   order (so no bit is lost between threads).  A Cayley graph is
   vertex-transitive, so the counts per level are the distance distribution
   from every vertex.
2. **Super-IP graphs** with repeated super-symbols (Section 3.1, ``HSN``,
   ring-, complete- and directed CN, super-flip): the vertices are the tuples
   ``(x_1, ..., x_l)`` of nucleus vertices (Theorem 3.2: all ``M^l`` of them),
   numbered in mixed radix ``Σ x_i M^(i-1)``; a nucleus generator changes
   ``x_1`` (a table lookup), a super-generator permutes the digits.  Such a
   graph is not vertex-transitive: :class:`DigitGraph` computes the orbits of
   a group of automorphisms on the ranks (union-find, compiled) and runs
   bit-parallel BFS from the orbit representatives (one bit a root, as
   :func:`latticegraph.orbits.sweep`; up to eight ``uint64`` words, one cache
   line, a vertex: 512 roots a sweep), pulling a module (the vertices that
   differ only in the first digit) at a time: its neighbours' words are read at
   addresses computed once per module from its digits, only where a bitmap of the
   frontier's non-zero rows has their bit, and modules that have seen every root
   are skipped.

:func:`bidirectional_path` finds a shortest path between two ranks from both
ends at once (the ``route`` command at ``10^7`` vertices and beyond).

Counts are exact integers throughout; every routine is tested against BFS on
the built graph (networkx) and the paper's numbers (tests/test_ranked.py).

References
----------
C.-H. Yeh, B. Parhami, "The Index-Permutation Graph Model for Hierarchical
Interconnection Networks", ICPP 1999: Sections 2, 3.1, 3.5; Theorem 3.2.
W. Myrvold, F. Ruskey, "Ranking and unranking permutations in linear time",
IPL 79 (2001) (ranks of permutations; the Lehmer code is used here).
C. C. Sims, "Computational methods in the study of permutation groups" (1970)
(bases and strong generating sets: sifting).
"""
from __future__ import annotations

import math

import numpy as np
from llvmlite import ir
from numba import njit, prange, types
from numba.core import cgutils
from numba.extending import intrinsic

from .memory import require
from .progress import task

__all__ = ["PermutationRanking", "group_order", "group_bfs", "group_memory",
           "bidirectional_path", "DigitGraph"]

#: frontier vertices expanded per compiled call of :func:`group_bfs`
_BLOCK = 1 << 18
#: parallel chunks per call (numba threads take them in turn)
_CHUNKS = 16
#: most ``uint64`` words per vertex in the digit sweeps: eight (512 roots a sweep) fill one
#: 64-byte cache line, so every line a far super-generator's gather fetches is used whole
#: (:func:`_lines`); on HSN(8,Q3) a pulled level cost 1.1 s CPU per 256 roots against 2.3 s
#: with four words in unaligned rows (half of them straddling two lines)
_MAX_WORDS = 8
#: a level of the digit sweeps is pushed while fewer than ``N / _PUSH_BELOW`` vertices have a
#: non-zero frontier row, else pulled
_PUSH_BELOW = 64

_FACT = np.array([math.factorial(i) for i in range(21)], np.int64)


# ---------------------------------------------------------------------------
# compiled kernels: ranks of labels
# ---------------------------------------------------------------------------
@intrinsic
def _popcount(typingctx, x):
    """The number of set bits of an unsigned integer (one ``ctpop`` instruction)."""
    def codegen(context, builder, signature, args):
        return builder.ctpop(args[0])
    return x(x), codegen


@intrinsic
def _prefetch(typingctx, address):
    """Ask for the cache line at ``address`` (an integer) to be loaded, without waiting for
    it (LLVM's ``prefetch``, read, keep in all levels)."""
    def codegen(context, builder, signature, args):
        ptr = cgutils.voidptr_t
        i32 = ir.IntType(32)
        fn = builder.module.declare_intrinsic("llvm.prefetch", [ptr],
                                              ir.FunctionType(ir.VoidType(), [ptr, i32, i32, i32]))
        builder.call(fn, [builder.inttoptr(args[0], ptr), ir.Constant(i32, 0),
                          ir.Constant(i32, 3), ir.Constant(i32, 1)])
        return context.get_dummy_value()
    return types.void(types.int64), codegen


@njit(cache=True)
def _rank(lab, mode, opos, olen, loc, W, beta, pos, uinv, seedinv, work):
    """Rank of one label (``uint8`` codes): mode 0 Lehmer per orbit, mode 1 sifting."""
    r = 0
    if mode == 0:
        for i in range(olen.shape[0]):
            m = olen[i]
            mask = np.uint64((1 << m) - 1)
            ri = 0
            for j in range(m):
                v = loc[i, lab[opos[i, j]]]
                below = mask & np.uint64((1 << v) - 1)
                ri = ri * (m - j) + np.int64(_popcount(below))
                mask ^= np.uint64(1 << v)
            r += ri * W[i]
        return r
    k = lab.shape[0]
    for x in range(k):
        work[x] = seedinv[lab[x]]
    nb = beta.shape[0]
    for i in range(nb):
        j = pos[i, work[beta[i]]]
        r += j * W[i]
        if i + 1 < nb:
            for x in range(k):
                work[x] = uinv[i, j, work[x]]
    return r


@njit(cache=True)
def _unrank(r, out, mode, opos, olen, codeof, W, beta, osize, u, seedcode, fact, work, acc):
    """The label of rank ``r`` into ``out``."""
    if mode == 0:
        for i in range(olen.shape[0]):
            m = olen[i]
            ri = (r // W[i]) % fact[m]
            mask = np.uint64((1 << m) - 1)
            for j in range(m):
                f = fact[m - 1 - j]
                d = ri // f
                ri -= d * f
                # the d-th smallest value still available
                v = 0
                while True:
                    if (mask >> np.uint64(v)) & np.uint64(1):
                        if d == 0:
                            break
                        d -= 1
                    v += 1
                mask ^= np.uint64(1 << v)
                out[opos[i, j]] = codeof[i, v]
        return
    k = out.shape[0]
    for x in range(k):
        acc[x] = x
    for i in range(beta.shape[0]):
        j = (r // W[i]) % osize[i]
        for x in range(k):
            work[x] = acc[u[i, j, x]]
        for x in range(k):
            acc[x] = work[x]
    for x in range(k):
        out[x] = seedcode[acc[x]]


@njit(cache=True, parallel=True)
def _rank_many(labs, mode, opos, olen, loc, W, beta, pos, uinv, seedinv, out):
    m, k = labs.shape
    for c in prange(_CHUNKS):
        work = np.empty(k, np.int64)
        lo = c * ((m + _CHUNKS - 1) // _CHUNKS)
        hi = min(m, lo + (m + _CHUNKS - 1) // _CHUNKS)
        for t in range(lo, hi):
            out[t] = _rank(labs[t], mode, opos, olen, loc, W, beta, pos, uinv, seedinv, work)


@njit(cache=True, parallel=True)
def _unrank_many(ranks, out, mode, opos, olen, codeof, W, beta, osize, u, seedcode, fact):
    m, k = out.shape
    for c in prange(_CHUNKS):
        work = np.empty(k, np.int64)
        acc = np.empty(k, np.int64)
        lo = c * ((m + _CHUNKS - 1) // _CHUNKS)
        hi = min(m, lo + (m + _CHUNKS - 1) // _CHUNKS)
        for t in range(lo, hi):
            _unrank(ranks[t], out[t], mode, opos, olen, codeof, W, beta, osize, u, seedcode,
                    fact, work, acc)


@njit(cache=True, parallel=True)
def _expand(front, flab, gens, visited, out, src, nout, mode, opos, olen, loc, W, beta, pos,
            uinv, seedinv):
    """Ranks of the images of the frontier (ranks ``front``, labels ``flab``) under every
    generator that are not yet visited, with ``t d + g`` (frontier index, generator) in
    ``src``; chunk ``c`` writes ``nout[c]`` of them from ``c * chunk * d`` on."""
    F, k = flab.shape
    d = gens.shape[0]
    chunk = (F + _CHUNKS - 1) // _CHUNKS
    for c in prange(_CHUNKS):
        img = np.empty(k, np.uint8)
        work = np.empty(k, np.int64)
        lo = c * chunk
        hi = min(F, lo + chunk)
        at = lo * d
        for t in range(lo, hi):
            for g in range(d):
                for x in range(k):
                    img[x] = flab[t, gens[g, x]]
                r = _rank(img, mode, opos, olen, loc, W, beta, pos, uinv, seedinv, work)
                if not (visited[r >> 6] >> np.uint64(r & 63)) & np.uint64(1):
                    out[at] = r
                    src[at] = t * d + g
                    at += 1
        nout[c] = at - lo * d


@njit(cache=True)
def _commit(out, src, nout, stride, visited, flab, gens, nxt, nlab):
    """Mark the candidate ranks in order; the first occurrence of each joins the next level
    (its label: the generator applied to its frontier label)."""
    m = 0
    d = gens.shape[0]
    k = flab.shape[1]
    for c in range(nout.shape[0]):
        for t in range(c * stride, c * stride + nout[c]):
            r = out[t]
            bit = np.uint64(1) << np.uint64(r & 63)
            if not visited[r >> 6] & bit:
                visited[r >> 6] |= bit
                nxt[m] = r
                f, g = divmod(src[t], d)
                for x in range(k):
                    nlab[m, x] = flab[f, gens[g, x]]
                m += 1
    return m


@njit(cache=True)
def _next_label(lab, mode, opos, olen, digits, osize, u, suffix, seedcode):
    """Advance ``lab`` to the label of the next rank (Lehmer: the next permutation of each
    orbit's symbols in lexicographic order, orbit 0 first; sifting: the odometer of the
    transversal indices ``digits`` with the suffix products ``suffix``)."""
    if mode == 0:
        for i in range(olen.shape[0]):
            m = olen[i]
            j = m - 2
            while j >= 0 and lab[opos[i, j]] > lab[opos[i, j + 1]]:
                j -= 1
            if j >= 0:
                l = m - 1
                while lab[opos[i, l]] < lab[opos[i, j]]:
                    l -= 1
                a, b = opos[i, j], opos[i, l]
                lab[a], lab[b] = lab[b], lab[a]
                lo, hi = j + 1, m - 1
            else:
                lo, hi = 0, m - 1                      # wrap to ascending, carry
            while lo < hi:
                a, b = opos[i, lo], opos[i, hi]
                lab[a], lab[b] = lab[b], lab[a]
                lo += 1
                hi -= 1
            if j >= 0:
                return
        return
    nb = digits.shape[0]
    k = lab.shape[0]
    i = 0
    while i < nb:
        digits[i] += 1
        if digits[i] < osize[i]:
            break
        digits[i] = 0
        i += 1
    top = min(i, nb - 1)
    for lev in range(top, -1, -1):                  # suffix[lev] = u_lev ∘ suffix[lev + 1]
        for x in range(k):
            y = x if lev == nb - 1 else suffix[lev + 1, x]
            suffix[lev, x] = u[lev, digits[lev], y]
    for x in range(k):
        lab[x] = seedcode[suffix[0, x] if nb else x]


@njit(cache=True, parallel=True)
def _pull(visited, fbits, nbits, counts, ginv, N, mode, opos, olen, loc, codeof, W, beta, pos,
          osize, uinv, u, seedinv, seedcode, fact, k):
    """One level pulled: every unvisited rank with an in-neighbour (``L[g]``, ``g`` in
    ``ginv``) in the frontier bitmap ``fbits`` is set in ``nbits``.  Chunks are whole words,
    each walked in rank order with its labels advanced in place."""
    words = visited.shape[0]
    per = (words + _CHUNKS - 1) // _CHUNKS
    nb = beta.shape[0]
    for c in prange(_CHUNKS):
        w0 = c * per
        w1 = min(words, w0 + per)
        if w0 >= w1:
            counts[c] = 0
            continue
        lab = np.empty(k, np.uint8)
        img = np.empty(k, np.uint8)
        work = np.empty(k, np.int64)
        acc = np.empty(k, np.int64)
        digits = np.zeros(max(nb, 1), np.int64)
        suffix = np.zeros((max(nb, 1), k), np.int64)
        cur = -1                                        # the rank ``lab`` holds
        found = 0
        for w in range(w0, w1):
            vis = visited[w]
            top = min(64, N - w * 64)
            full = np.uint64(0xFFFFFFFFFFFFFFFF) if top == 64 else \
                (np.uint64(1) << np.uint64(top)) - np.uint64(1)
            if vis == full:
                nbits[w] = 0
                continue
            if cur != w * 64:                           # jump: unrank the word's first rank
                r = w * 64
                _unrank(r, lab, mode, opos, olen, codeof, W, beta, osize, u, seedcode, fact,
                        work, acc)
                if mode == 1:
                    for i in range(nb):
                        digits[i] = (r // W[i]) % osize[i]
                    for lev in range(nb - 1, -1, -1):
                        for x in range(k):
                            y = x if lev == nb - 1 else suffix[lev + 1, x]
                            suffix[lev, x] = u[lev, digits[lev], y]
                cur = r
            new = np.uint64(0)
            for b in range(top):
                if not (vis >> np.uint64(b)) & np.uint64(1):
                    for g in range(ginv.shape[0]):
                        for x in range(k):
                            img[x] = lab[ginv[g, x]]
                        q = _rank(img, mode, opos, olen, loc, W, beta, pos, uinv, seedinv, work)
                        if (fbits[q >> 6] >> np.uint64(q & 63)) & np.uint64(1):
                            new |= np.uint64(1) << np.uint64(b)
                            found += 1
                            break
                if cur + 1 < N:
                    _next_label(lab, mode, opos, olen, digits, osize, u, suffix, seedcode)
                    cur += 1
            nbits[w] = new
        counts[c] = found


# ---------------------------------------------------------------------------
# ranking the elements of a permutation group
# ---------------------------------------------------------------------------
def _position_orbits(k: int, gens) -> list[list[int]]:
    parent = list(range(k))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for g in gens:
        for i, p in enumerate(g):
            parent[find(i)] = find(int(p))
    orbits: dict[int, list[int]] = {}
    for i in range(k):
        orbits.setdefault(find(i), []).append(i)
    return sorted(orbits.values())


def group_order(gens, k: int) -> int:
    """The order of the group the position permutations ``gens`` (0-based) generate.

    Generated by transpositions: the product of the symmetric groups on the connected
    pieces of the transpositions' graph (a transitive group generated by transpositions
    is symmetric), ``Π |piece|!``, at once; otherwise sympy's Schreier-Sims.

    >>> group_order([[1, 0, 2, 3], [2, 1, 0, 3]], 4), group_order([[1, 2, 3, 0]], 4)
    (6, 4)
    """
    gens = [np.asarray(g, np.int64) for g in gens]
    ident = np.arange(k)
    moved = [np.flatnonzero(g != ident) for g in gens]
    if all(len(m) in (0, 2) for m in moved):
        pieces = _position_orbits(k, gens)
        return math.prod(math.factorial(len(p)) for p in pieces)
    from sympy.combinatorics import Permutation, PermutationGroup

    return int(PermutationGroup([Permutation(g.tolist()) for g in gens]).order())


class PermutationRanking:
    """A bijection between the labels ``seed∘π`` (``π`` in the group ``G`` generated by
    ``gens``) and ``0 .. |G|-1``.

    Parameters
    ----------
    seed : array of ``uint8``
        The seed's symbol codes, all distinct (a Cayley IP graph).
    gens : sequence of arrays
        Position permutations, 0-based: the image of label ``L`` is ``L[g]`` (position
        ``i`` takes the symbol at position ``g[i]``), paper ``ipgraph``'s one-line notation.

    ``mode`` is ``"lehmer"`` when ``G`` is the product of the symmetric groups on the
    orbits of positions (``|G| = Π |orbit|!``, sympy's order), ranked by the Lehmer code
    of each orbit's symbols; otherwise ``"sift"``: ``π`` is sifted through sympy's base and
    basic transversals, ``π = u_1 ∘ ... ∘ u_m``, and ranked by the indices of the ``u_i``.

    >>> r = PermutationRanking(np.arange(4, dtype=np.uint8), [[1, 0, 2, 3], [1, 2, 3, 0]])
    >>> r.order, r.mode, r.ranks(np.array([[0, 1, 2, 3], [3, 2, 1, 0]], np.uint8)).tolist()
    (24, 'lehmer', [0, 23])
    >>> q = PermutationRanking(np.arange(4, dtype=np.uint8), [[1, 0, 2, 3], [0, 1, 3, 2], [2, 3, 0, 1]])
    >>> q.order, q.mode, sorted(q.ranks(q.labels(np.arange(8))).tolist()) == list(range(8))
    (8, 'sift', True)
    """

    def __init__(self, seed, gens):
        from sympy.combinatorics import Permutation, PermutationGroup

        seed = np.asarray(seed, np.uint8)
        k = len(seed)
        if len(set(seed.tolist())) != k:
            raise ValueError("a Cayley IP graph needs a seed with distinct symbols")
        self.k = k
        self.seed = seed
        gens = [np.asarray(g, np.int64) for g in gens]
        G = PermutationGroup([Permutation(g.tolist()) for g in gens] or [Permutation(list(range(k)))])
        self.order = group_order(gens, k)
        orbits = _position_orbits(k, gens)
        big = max(len(o) for o in orbits)
        self._fact = _FACT
        self.mode = "lehmer" if (self.order == math.prod(math.factorial(len(o)) for o in orbits)
                                 and big <= 20) else "sift"
        # mode 0 tables
        r = len(orbits)
        self._opos = np.full((r, big), -1, np.int64)
        self._olen = np.array([len(o) for o in orbits], np.int64)
        self._loc = np.zeros((r, 256), np.int64)
        self._codeof = np.zeros((r, big), np.uint8)
        W0 = np.ones(r, np.int64)
        acc = 1
        for i, o in enumerate(orbits):
            self._opos[i, :len(o)] = o
            codes = np.sort(seed[o])
            self._loc[i, codes] = np.arange(len(o))
            self._codeof[i, :len(o)] = codes
            W0[i] = acc
            acc *= math.factorial(len(o)) if self.mode == "lehmer" else 1
        # mode 1 tables
        self._seedinv = np.zeros(256, np.int64)
        self._seedinv[seed] = np.arange(k)
        if self.mode == "sift":
            G.schreier_sims()
            base, borbits, trans = G.base, G.basic_orbits, G.basic_transversals
            m, mo = len(base), max((len(o) for o in borbits), default=1)
            self._beta = np.array(base, np.int64)
            self._pos = np.full((m, k), -1, np.int64)
            self._osize = np.array([len(o) for o in borbits], np.int64)
            self._u = np.zeros((m, mo, k), np.int64)
            self._uinv = np.zeros((m, mo, k), np.int64)
            W1 = np.ones(m, np.int64)
            acc = 1
            for i in range(m):
                for j, gamma in enumerate(borbits[i]):
                    self._pos[i, gamma] = j
                    h = np.array(trans[i][gamma].array_form + list(range(len(trans[i][gamma].array_form), k)), np.int64)
                    self._u[i, j] = h
                    self._uinv[i, j, h] = np.arange(k)
                W1[i] = acc
                acc *= len(borbits[i])
            self._W = W1
        else:
            self._beta = np.zeros(0, np.int64)
            self._pos = np.zeros((0, k), np.int64)
            self._osize = np.zeros(0, np.int64)
            self._u = np.zeros((0, 1, k), np.int64)
            self._uinv = np.zeros((0, 1, k), np.int64)
            self._W = W0
        self._m = 0 if self.mode == "lehmer" else 1

    def ranks(self, labels) -> np.ndarray:
        """Ranks of the labels (rows of ``uint8`` codes)."""
        labs = np.ascontiguousarray(labels, dtype=np.uint8).reshape(-1, self.k)
        out = np.empty(len(labs), np.int64)
        _rank_many(labs, self._m, self._opos, self._olen, self._loc, self._W, self._beta,
                   self._pos, self._uinv, self._seedinv, out)
        return out

    def labels(self, ranks) -> np.ndarray:
        """The labels (rows of ``uint8`` codes) of the ranks."""
        ranks = np.ascontiguousarray(ranks, dtype=np.int64).reshape(-1)
        out = np.empty((len(ranks), self.k), np.uint8)
        _unrank_many(ranks, out, self._m, self._opos, self._olen, self._codeof, self._W,
                     self._beta, self._osize, self._u, self.seed, self._fact)
        return out

    def _kernel_tables(self):
        return (self._m, self._opos, self._olen, self._loc, self._codeof, self._W, self._beta,
                self._pos, self._osize, self._uinv, self._u, self._seedinv, self.seed, self._fact,
                self.k)


def group_memory(order: int, k: int, degree: int) -> int:
    """Bytes :func:`group_bfs` needs at most: three bits per vertex (visited, and the two
    levels it pulls), two levels of ranks and labels (``8 + k`` bytes a vertex, together
    at most ``order``) and the candidates of one block of the frontier."""
    return 3 * order // 8 + (8 + k) * order + 16 * _BLOCK * max(degree, 1) + 2**20


def group_bfs(ranking: PermutationRanking, gens, source=None, name: str = "graph",
              check: bool = True, inverse=None) -> list[int]:
    """Vertices at each distance from ``source`` (a label; default the seed) in the graph on
    the labels with arcs ``L -> L[g]``, ``g`` in ``gens`` (give the inverses too for the
    undirected view): a breadth-first search over the ranks of ``ranking``, a bit per vertex.

    Each level is pushed (the frontier's labels mapped by every generator, ranked, the new
    ranks committed in order) or, once the unvisited vertices are fewer than the frontier's
    arcs, pulled (every unvisited rank, walked in order with its label advanced in place,
    looks for an in-neighbour ``L[h]``, ``h`` in ``inverse`` (default: the inverses of
    ``gens``), in the frontier's bitmap), as in direction-optimising BFS.

    >>> r = PermutationRanking(np.arange(4, dtype=np.uint8), [[1, 0, 2, 3], [2, 1, 0, 3], [3, 1, 2, 0]])
    >>> group_bfs(r, [[1, 0, 2, 3], [2, 1, 0, 3], [3, 1, 2, 0]])   # the 4-star: diameter 4
    [1, 3, 6, 9, 5]
    """
    N = ranking.order
    k = ranking.k
    G = np.ascontiguousarray(np.asarray(gens, np.int64).reshape(-1, k))
    if inverse is None:
        inverse = np.argsort(G, axis=1) if len(G) else G
    Ginv = np.ascontiguousarray(np.asarray(inverse, np.int64).reshape(-1, k))
    d = len(G)
    require(f"{name} (BFS over its {N} group elements)", group_memory(N, k, d))
    visited = np.zeros((N + 63) // 64, np.uint64)
    src = ranking.seed if source is None else np.asarray(source, np.uint8)
    flab = np.ascontiguousarray(src.reshape(1, k), dtype=np.uint8)
    front = ranking.ranks(flab)
    r0 = int(front[0])
    visited[r0 >> 6] |= np.uint64(1) << np.uint64(r0 & 63)
    counts = [1]
    seen = 1
    rk = ranking
    push_tabs = (rk._m, rk._opos, rk._olen, rk._loc, rk._W, rk._beta, rk._pos, rk._uinv,
                 rk._seedinv)
    pull_tabs = rk._kernel_tables()
    fbits = None
    with task(f"{name}: BFS over the group", total=N) as advance:
        advance(1)
        while d and (fbits is not None or len(front)):
            F = counts[-1]
            if fbits is None and (N - seen) * 8 < F * d:       # pull from here on
                fbits = np.zeros_like(visited)
                np.bitwise_or.at(fbits, front >> 6, np.left_shift(
                    np.uint64(1), (front & 63).astype(np.uint64)))
                del front, flab
            if fbits is not None:
                nbits = np.zeros_like(visited)
                per = np.zeros(_CHUNKS, np.int64)
                _pull(visited, fbits, nbits, per, Ginv, N, *pull_tabs)
                total = int(per.sum())
                visited |= nbits
                fbits = nbits
            else:
                parts, labs, total = [], [], 0
                for s in range(0, len(front), _BLOCK):
                    fl = flab[s:s + _BLOCK]
                    stride = ((len(fl) + _CHUNKS - 1) // _CHUNKS) * d
                    out = np.empty(stride * _CHUNKS, np.int64)
                    srcs = np.empty(stride * _CHUNKS, np.int64)
                    nout = np.zeros(_CHUNKS, np.int64)
                    _expand(front[s:s + _BLOCK], fl, G, visited, out, srcs, nout, *push_tabs)
                    c = int(nout.sum())
                    nxt = np.empty(c, np.int64)
                    nlab = np.empty((c, k), np.uint8)
                    m = _commit(out, srcs, nout, stride, visited, fl, G, nxt, nlab)
                    del out, srcs
                    parts.append(nxt[:m].copy())
                    labs.append(nlab[:m].copy())
                    total += m
                front = np.concatenate(parts) if parts else np.zeros(0, np.int64)
                flab = np.concatenate(labs) if labs else np.zeros((0, k), np.uint8)
            if not total:
                break
            counts.append(total)
            seen += total
            advance(total)
    if check and seen != N:
        raise ValueError(f"{name} is not connected in this direction: {seen} of {N} "
                         "vertices reached")
    return counts


# ---------------------------------------------------------------------------
# shortest paths from both ends
# ---------------------------------------------------------------------------
def bidirectional_path(out_neighbours, s: int, t: int, in_neighbours=None, order=None,
                       limit: int = 1 << 28) -> list[int] | None:
    """A shortest path from ``s`` to ``t`` (vertex numbers) found from both ends at once.

    ``out_neighbours(v)`` maps an array of vertices to a 2-D array of their
    out-neighbours (``-1`` for none); ``in_neighbours`` likewise for the reverse
    arcs (default: the same, an undirected graph).  The smaller frontier grows one
    level at a time until the two searches meet; joining at the meeting vertex
    nearest the other root gives a shortest path.  With ``order`` (at most
    ``2^32``) each side keeps its depths in an array of ``order`` bytes, otherwise
    in a dictionary.  ``None`` when ``t`` cannot be reached; ``ValueError`` when the
    searches touch more than ``limit`` vertices.

    >>> ring = lambda v: np.stack([(v + 1) % 10, (v - 1) % 10], 1)
    >>> bidirectional_path(ring, 2, 6), bidirectional_path(ring, 2, 6, order=10)
    ([2, 3, 4, 5, 6], [2, 3, 4, 5, 6])
    """
    in_neighbours = in_neighbours or out_neighbours
    s, t = int(s), int(t)
    if s == t:
        return [s]
    if order is None or order > 1 << 32:
        return _bidirectional_dict(out_neighbours, in_neighbours, s, t, limit)
    depth = [np.full(order, -1, np.int16), np.full(order, -1, np.int16)]
    depth[0][s] = depth[1][t] = 0
    fronts = [np.array([s], np.int64), np.array([t], np.int64)]
    fns = [out_neighbours, in_neighbours]
    levels, touched = [0, 0], 2
    while len(fronts[0]) and len(fronts[1]):
        i = 0 if len(fronts[0]) <= len(fronts[1]) else 1
        nb = np.asarray(fns[i](fronts[i]), np.int64).reshape(-1)
        nb = nb[nb >= 0]
        nb = np.unique(nb[depth[i][nb] < 0])
        levels[i] += 1
        depth[i][nb] = levels[i]
        touched += len(nb)
        meet = nb[depth[1 - i][nb] >= 0]
        if meet.size:
            v = int(meet[np.argmin(depth[1 - i][meet])])
            return _walk(depth, fns, v)
        if touched > limit:
            raise ValueError(f"the search from both ends touched over {limit} vertices")
        fronts[i] = nb
    return None


def _walk(depth, fns, v: int) -> list[int]:
    """The path through ``v``: down the depths of side 0 to its root, and of side 1 to its
    root (a neighbour one level closer always exists)."""
    halves = []
    for side in (0, 1):
        half, w = [v], v
        back = fns[1 - side]              # in-neighbours towards side 0's root, and so on
        while depth[side][w] > 0:
            cand = np.asarray(back(np.array([w], np.int64)), np.int64).reshape(-1)
            cand = cand[cand >= 0]
            w = int(cand[depth[side][cand] == depth[side][w] - 1][0])
            half.append(w)
        halves.append(half)
    return halves[0][::-1] + halves[1][1:]


def _bidirectional_dict(out_neighbours, in_neighbours, s: int, t: int, limit: int):
    sides = [{s: -1}, {t: -1}]                 # vertex -> its parent towards the side's root
    fronts = [np.array([s], np.int64), np.array([t], np.int64)]
    fns = [out_neighbours, in_neighbours]
    while len(fronts[0]) and len(fronts[1]):
        i = 0 if len(fronts[0]) <= len(fronts[1]) else 1
        nb = np.asarray(fns[i](fronts[i]), np.int64)
        par = np.repeat(fronts[i], nb.shape[1])
        nb = nb.reshape(-1)
        keep = nb >= 0
        nb, par = nb[keep], par[keep]
        seen, other = sides[i], sides[1 - i]
        new = []
        meet = False
        for v, p in zip(nb.tolist(), par.tolist()):
            if v in seen:
                continue
            seen[v] = p
            new.append(v)
            meet = meet or v in other
        if meet:
            best = min((v for v in new if v in other), key=lambda v: _depth(other, v))
            return _join(sides, best)
        if len(sides[0]) + len(sides[1]) > limit:
            raise ValueError(f"the search from both ends touched over {limit} vertices")
        fronts[i] = np.array(new, np.int64)
    return None


def _depth(side: dict, v: int) -> int:
    d = 0
    while side[v] != -1:
        v = side[v]
        d += 1
    return d


def _join(sides, v) -> list[int]:
    head = []
    w = v
    while w != -1:
        head.append(w)
        w = sides[0][w]
    tail = []
    w = sides[1][v]
    while w != -1:
        tail.append(w)
        w = sides[1][w]
    return head[::-1] + tail


# ---------------------------------------------------------------------------
# super-IP graphs: tuples of nucleus vertices
# ---------------------------------------------------------------------------
@njit(cache=True)
def _find(parent, v):
    while parent[v] != v:
        parent[v] = parent[parent[v]]
        v = parent[v]
    return v


@njit(cache=True)
def _next_digits(x, M, start):
    """The next digit tuple in rank order (digit ``start`` least significant, base ``M``)."""
    i = start
    while i < x.shape[0]:
        x[i] += 1
        if x[i] < M:
            return
        x[i] = 0
        i += 1


@njit(cache=True)
def _union_images(parent, M, w, phis, taus):
    """Join every rank with its images under the digit maps ``phis`` (applied to every digit)
    and the position permutations ``taus`` (digit ``i`` of the image is digit ``tau[i]``),
    the smaller root kept; then every entry is made its orbit's smallest rank."""
    N = parent.shape[0]
    l = w.shape[0]
    x = np.zeros(l, np.int64)
    for v in range(N):
        for a in range(phis.shape[0]):
            u = 0
            for i in range(l):
                u += phis[a, x[i]] * w[i]
            ru, rv = _find(parent, u), _find(parent, v)
            if ru < rv:
                parent[rv] = ru
            elif rv < ru:
                parent[ru] = rv
        for b in range(taus.shape[0]):
            u = 0
            for i in range(l):
                u += x[taus[b, i]] * w[i]
            ru, rv = _find(parent, u), _find(parent, v)
            if ru < rv:
                parent[rv] = ru
            elif rv < ru:
                parent[ru] = rv
        _next_digits(x, M, 0)
    for v in range(N):                  # parent[v] < v is already final: one pass suffices
        parent[v] = parent[parent[v]]


@njit(cache=True)
def _bit(bits, v):
    """Bit ``v`` of a ``uint64`` bitmap."""
    return (bits[v >> 6] >> np.uint64(v & 63)) & np.uint64(1)


@njit(cache=True)
def _module_chunk(modules):
    """Modules per parallel chunk of :func:`_digit_pull`: a multiple of 64, so with any
    ``M`` a chunk's vertices fill whole words of the bitmaps and no two threads share one."""
    return ((modules + _CHUNKS - 1) // _CHUNKS + 63) // 64 * 64


@njit(cache=True)
def _sorted_rank(x, y, w):
    """The rank of the digits ``x`` with digits ``1..l-1`` sorted, the largest at position 1
    (``y`` is scratch): the smallest rank ``x`` takes under the permutations of those
    positions."""
    l = x.shape[0]
    for i in range(l):
        y[i] = x[i]
    for i in range(2, l):                               # insertion sort, decreasing
        t = y[i]
        j = i - 1
        while j >= 1 and y[j] < t:
            y[j + 1] = y[j]
            j -= 1
        y[j + 1] = t
    u = 0
    for i in range(l):
        u += y[i] * w[i]
    return u


@njit(cache=True, parallel=True)
def _sorted_parents(parent, M, w):
    """``parent[v]``: the rank of ``v`` with its digits ``1..l-1`` sorted (:func:`_sorted_rank`),
    the smallest of its orbit under all permutations of those positions."""
    N = parent.shape[0]
    l = w.shape[0]
    chunk = (N + _CHUNKS - 1) // _CHUNKS
    for c in prange(_CHUNKS):
        x = np.zeros(l, np.int64)
        y = np.zeros(l, np.int64)
        lo = c * chunk
        r = lo
        for i in range(l):
            x[i] = r % M
            r //= M
        for v in range(lo, min(N, lo + chunk)):
            if v > lo:
                _next_digits(x, M, 0)
            parent[v] = _sorted_rank(x, y, w)


@njit(cache=True)
def _union_sorted(parent, M, w, phis, sorted_ranks):
    """After :func:`_sorted_parents`: join every sorted rank (``sorted_ranks``, increasing)
    with the sorted rank of its image under each digit map of ``phis`` (the smaller root
    kept), then make every entry its orbit's smallest rank (as :func:`_union_images`)."""
    N = parent.shape[0]
    l = w.shape[0]
    z = np.zeros(l, np.int64)
    y = np.zeros(l, np.int64)
    for v in sorted_ranks:
        for a in range(phis.shape[0]):
            r = v
            for i in range(l):
                z[i] = phis[a, r % M]
                r //= M
            ru, rv = _find(parent, _sorted_rank(z, y, w)), _find(parent, v)
            if ru < rv:
                parent[rv] = ru
            elif rv < ru:
                parent[ru] = rv
    for v in range(N):
        parent[v] = parent[parent[v]]


@njit(cache=True, parallel=True)
def _digit_pull(front, fbits, visited, nxt, nbits, done, full, M, w, nin, sperm, sstar, wtab,
                counts, active, nonzero):
    """One level of the bit-parallel BFS on the digit tuples, pulled a module at a time: every
    vertex ORs the frontier words of its in-neighbours, keeps the bits it has not seen, and
    adds their roots' weights (``wtab``, by byte) to ``counts``.

    A module is the ``M`` vertices that differ only in their first digit (consecutive
    ranks): the nucleus in-neighbours ``nin`` of digit 0 stay inside it, and a
    super-generator ``σ`` (``sperm``: digit ``p`` of the image is digit ``σ[p]``) maps
    it onto the ``M`` vertices ``c + x_1 w[p*]``, ``p*`` the position that receives the
    first digit (``sstar``) and ``c`` from the module's other digits, once per module.

    Only what can change is touched.  ``fbits`` has a bit per vertex whose frontier row
    is not zero; a row without its bit is never read (it may hold an older level), so
    an in-neighbour outside the frontier costs a bit test instead of a cache line.  A
    module whose vertices have seen every root is marked in ``done`` (a byte a module)
    and skipped from then on without reading its words.  ``nxt`` is written only where
    a vertex found new roots, and ``nbits`` (zeroed by the caller) marks those rows.
    The next module's super-generator rows are prefetched while this one is worked on
    (the gathers wait on memory: 15-28 % less CPU a dense level on HSN(7..8,Q3))."""
    N, nw = front.shape
    l = w.shape[0]
    S = sperm.shape[0]
    modules = N // M
    chunk = _module_chunk(modules)
    base = front.ctypes.data
    for c in prange(_CHUNKS):
        x = np.zeros(l, np.int64)
        ahead = np.zeros(l, np.int64)                   # the next module's digits
        acc = np.zeros((M, nw), np.uint64)
        act = np.zeros(nw, np.uint64)
        total = 0
        nz = 0
        lo = c * chunk
        hi = min(modules, lo + chunk)
        r = lo
        for i in range(1, l):
            x[i] = r % M
            ahead[i] = x[i]
            r //= M
        _next_digits(ahead, M, 1)
        for mod in range(lo, hi):
            m = mod * M
            if mod > lo:                                # advance the module's digits
                _next_digits(x, M, 1)
                _next_digits(ahead, M, 1)
            if mod + 1 < hi and not done[mod + 1]:      # the next module's far rows, early
                for s in range(S):
                    cs = 0
                    for p in range(l):
                        if p != sstar[s]:
                            cs += ahead[sperm[s, p]] * w[p]
                    for b in range(M):
                        u = cs + b * w[sstar[s]]
                        if _bit(fbits, u):
                            _prefetch(base + u * nw * 8)
            if done[mod]:
                continue
            complete = True
            for b in range(M):
                for q in range(nw):
                    if visited[m + b, q] != full[q]:
                        complete = False
                        break
                if not complete:
                    break
            if complete:
                done[mod] = 1
                continue
            for b in range(M):
                for q in range(nw):
                    acc[b, q] = 0
                for j in range(nin.shape[1]):
                    a = nin[b, j]
                    if a < 0:
                        break
                    if _bit(fbits, m + a):
                        for q in range(nw):
                            acc[b, q] |= front[m + a, q]
            for s in range(S):
                cs = 0
                for p in range(l):
                    if p != sstar[s]:
                        cs += x[sperm[s, p]] * w[p]
                st = w[sstar[s]]
                for b in range(M):
                    u = cs + b * st
                    if _bit(fbits, u):
                        for q in range(nw):
                            acc[b, q] |= front[u, q]
            for b in range(M):
                v = m + b
                hit = False
                for q in range(nw):
                    if acc[b, q] & ~visited[v, q]:
                        hit = True
                if not hit:
                    continue
                nz += 1
                nbits[v >> 6] |= np.uint64(1) << np.uint64(v & 63)
                for q in range(nw):
                    new = acc[b, q] & ~visited[v, q]
                    nxt[v, q] = new
                    if new:
                        visited[v, q] |= new
                        act[q] |= new
                        for y in range(8):
                            total += wtab[q, y, (new >> np.uint64(8 * y)) & np.uint64(255)]
        counts[c] = total
        nonzero[c] = nz
        for q in range(nw):
            active[c, q] = act[q]


def _row_words(words: int) -> int:
    """Words a row of the digit sweeps takes for ``words`` words of roots: 1, 2, 4 or a
    multiple of 8, so no row straddles two cache lines (HSN(7,Q3)'s 386 roots in rows of
    eight words, not seven).

    >>> [_row_words(k) for k in (1, 2, 3, 5, 7, 8)]
    [1, 2, 4, 8, 8, 8]
    """
    words = max(1, words)
    return 1 << (words - 1).bit_length() if words <= 8 else -(-words // 8) * 8


def _lines(n: int, nw: int) -> np.ndarray:
    """A zeroed ``(n, nw)`` array of ``uint64`` starting on a 64-byte boundary (a large numpy
    array starts 16 bytes past a page), so a row of eight words is one cache line and a
    row of four never straddles two."""
    buf = np.zeros(n * nw * 8 + 64, np.uint8)
    off = -buf.ctypes.data % 64
    return buf[off:off + n * nw * 8].view(np.uint64).reshape(n, nw)


@njit(cache=True)
def _digit_push(front, fbits, nxt, touched, M, w, nout, spos, ssrc):
    """One sparse level pushed: every frontier vertex (a bit in ``fbits``) ORs its words into
    the rows of its out-neighbours (nucleus out-neighbours ``nout`` of digit 0, the digit
    permutations ``spos``/``ssrc``); a row is cleared when first reached, and marked in
    ``touched`` (zero on entry), so nothing of size ``N`` is cleared or walked."""
    nw = front.shape[1]
    l = w.shape[0]
    x = np.zeros(l, np.int64)
    for i in range(fbits.shape[0]):
        word = fbits[i]
        while word:
            t = _popcount(word ^ (word - np.uint64(1))) - np.uint64(1)   # lowest set bit
            word &= word - np.uint64(1)
            u = i * 64 + np.int64(t)
            r = u
            for j in range(l):
                x[j] = r % M
                r //= M
            x0 = x[0]
            for j in range(nout.shape[1] + spos.shape[0]):
                if j < nout.shape[1]:
                    a = nout[x0, j]
                    if a < 0:
                        continue
                    v = u - x0 + a
                else:
                    s = j - nout.shape[1]
                    v = u
                    for t2 in range(spos.shape[1]):
                        p = spos[s, t2]
                        if p < 0:
                            break
                        v += (x[ssrc[s, t2]] - x[p]) * w[p]
                bit = np.uint64(1) << np.uint64(v & 63)
                if not touched[v >> 6] & bit:
                    touched[v >> 6] |= bit
                    for q in range(nw):
                        nxt[v, q] = 0
                for q in range(nw):
                    nxt[v, q] |= front[u, q]


@njit(cache=True, parallel=True)
def _digit_finish(nxt, touched, visited, nbits, wtab, counts, active, nonzero):
    """After a push: at the touched rows keep the bits not seen yet, mark them, add their
    roots' weights, mark the rows with new bits in ``nbits``; ``touched`` is cleared."""
    nw = nxt.shape[1]
    words = touched.shape[0]
    chunk = (words + _CHUNKS - 1) // _CHUNKS
    for c in prange(_CHUNKS):
        act = np.zeros(nw, np.uint64)
        total = 0
        nz = 0
        for i in range(c * chunk, min(words, c * chunk + chunk)):
            word = touched[i]
            touched[i] = 0
            while word:
                t = _popcount(word ^ (word - np.uint64(1))) - np.uint64(1)
                word &= word - np.uint64(1)
                v = i * 64 + np.int64(t)
                hit = False
                for q in range(nw):
                    new = nxt[v, q] & ~visited[v, q]
                    nxt[v, q] = new
                    if new:
                        hit = True
                        visited[v, q] |= new
                        act[q] |= new
                        for b in range(8):
                            total += wtab[q, b, (new >> np.uint64(8 * b)) & np.uint64(255)]
                if hit:
                    nz += 1
                    nbits[i] |= np.uint64(1) << t
        counts[c] = total
        nonzero[c] = nz
        for q in range(nw):
            active[c, q] = act[q]


class DigitGraph:
    """A super-IP graph with repeated super-symbols on the tuples of its nucleus vertices.

    Vertex ``(x_1, ..., x_l)`` (nucleus vertex numbers) has rank ``Σ x_i M^(i-1)``.
    Arcs: a nucleus arc ``x_1 -> y`` changes the first digit (``nucleus_out[x_1]`` lists the
    ``y``); a super-generator ``σ`` (``σ[i]``: the position whose digit moves to position
    ``i``, 0-based) permutes the digits.  ``directed=False`` takes the undirected view
    (nucleus neighbours, ``σ`` and ``σ^-1``).

    Every vertex of ``V(G)^l`` is a vertex of the super-IP graph when the nucleus is
    connected and the super-generators move every position to the front (Theorem 3.2:
    ``M^l`` nodes): the constructor checks the second condition.

    >>> g = DigitGraph([[1, 2], [0, 3], [0, 3], [1, 2]], [[1, 0, 2], [2, 1, 0]], "HSN(3,Q2)")
    >>> g.order, g.neighbours([0]).tolist()     # (0,0,0): nucleus 1, 2; both swaps are loops
    (64, [[1, 2, 0, 0]])
    """

    def __init__(self, nucleus_out, super_generators, name: str = "graph", directed: bool = False):
        out = [sorted({int(y) for y in row}) for row in nucleus_out]
        M = len(out)
        self.M, self.name, self.directed = M, name, directed
        sg = [np.asarray(s, np.int64) for s in super_generators]
        self.l = l = len(sg[0]) if sg else 1
        if any(sorted(s.tolist()) != list(range(l)) for s in sg):
            raise ValueError(f"{name}: super-generators must permute 0..{l - 1}")
        front = {0}
        grow = True
        while grow:
            new = {int(s[p]) for s in sg for p in front} | {p for s in sg for p in range(l)
                                                          if int(s[p]) in front}
            grow = not new <= front
            front |= new
        if len(front) != l:
            raise ValueError(f"{name}: the super-generators do not bring every super-symbol "
                             "to the front")
        self.order = M ** l
        self.w = np.array([M ** i for i in range(l)], np.int64)
        inn = [[] for _ in range(M)]
        for a, row in enumerate(out):
            for b in row:
                if b != a:
                    inn[b].append(a)
        und = [sorted(set(out[a]) - {a} | set(inn[a])) for a in range(M)]
        self._out = out
        self._in = und if not directed else [sorted(set(r)) for r in inn]
        self._fwd = und if not directed else [sorted(set(r) - {a}) for a, r in enumerate(out)]
        ident = np.arange(l)
        gens = {tuple(s.tolist()) for s in sg if not np.array_equal(s, ident)}
        inv = {tuple(np.argsort(s).tolist()) for s in map(np.array, gens)}
        self.super_generators = sorted(gens)
        self._sin = sorted(gens | inv) if not directed else sorted(inv)
        self._sout = sorted(gens | inv) if not directed else sorted(gens)

    # -- neighbours (routes) ------------------------------------------------------------
    def _digits(self, v: np.ndarray) -> np.ndarray:
        x = np.empty((len(v), self.l), np.int64)
        r = v.copy()
        for i in range(self.l):
            r, x[:, i] = np.divmod(r, self.M)
        return x

    def _table(self, rows) -> np.ndarray:
        m = max((len(r) for r in rows), default=0)
        t = np.full((self.M, max(m, 1)), -1, np.int64)
        for a, r in enumerate(rows):
            t[a, :len(r)] = r
        return t

    def _nbrs(self, v, nucleus, perms) -> np.ndarray:
        v = np.asarray(v, np.int64).reshape(-1)
        x = self._digits(v)
        T = self._table(nucleus)[x[:, 0]]
        nuc = np.where(T >= 0, v[:, None] - x[:, :1] + T, -1)
        sup = [x[:, list(p)] @ self.w for p in perms]
        return np.concatenate([nuc] + [s[:, None] for s in sup], axis=1)

    def neighbours(self, v) -> np.ndarray:
        """Out-neighbours of the ranks ``v`` (one row each; ``-1`` pads; loops kept)."""
        return self._nbrs(v, self._fwd, self._sout)

    def in_neighbours(self, v) -> np.ndarray:
        """In-neighbours of the ranks ``v`` (the same as :meth:`neighbours` undirected)."""
        return self._nbrs(v, self._in, self._sin)

    def rank(self, digits) -> int:
        return int(np.asarray(digits, np.int64) @ self.w)

    def digits(self, r: int) -> list[int]:
        return self._digits(np.array([int(r)], np.int64))[0].tolist()

    # -- orbits and distances --------------------------------------------------------------
    def memory(self, roots_per_sweep: int = 64) -> int:
        """Bytes the orbits and the sweeps need: a parent per rank (4 bytes below ``2^31``
        ranks), then three rows of ``uint64`` words (:func:`_row_words` for 64 roots a word)
        per rank, three bitmaps of a bit per rank and a byte per module.  The least is one
        word (64 roots a sweep); :meth:`sweeps` takes up to :data:`_MAX_WORDS` where the
        memory limit allows."""
        nw = _row_words(min(_MAX_WORDS, -(-roots_per_sweep // 64)))
        parent = 4 if self.order < 2**31 else 8
        return (self.order * (parent + 3 * 8 * nw) + 3 * self.order // 8
                + self.order // self.M + 2**20)

    def _words(self, roots: int) -> int:
        """Words per vertex of a sweep: enough for ``roots`` (at most :data:`_MAX_WORDS`,
        :func:`_row_words`), halved until three arrays of them fit in the memory limit."""
        from . import memory

        nw = _row_words(min(_MAX_WORDS, -(-roots // 64)))
        cap = memory.limit()
        while nw > 1 and cap is not None and self.memory(64 * nw) > cap:
            nw //= 2
        return nw

    def orbits(self, phis, taus) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(parent, reps, sizes)``: the smallest rank of every rank's orbit under the digit
        maps ``phis`` and position permutations ``taus`` (certified by the caller), the
        orbit representatives (increasing) and the orbit sizes.

        When ``taus`` fix position 0 and generate every permutation of positions ``1..l-1``
        (HSN: the transpositions), a rank's smallest relative under them is its digits
        sorted (:func:`_sorted_parents`, parallel), and only the sorted ranks (3,432 · 8 at
        HSN(8,Q3)) are joined under ``phis``; otherwise every rank is joined with its images
        (:func:`_union_images`).  Both give the same ``parent`` (tests/test_ranked.py)."""
        dt = np.int32 if self.order < 2**31 else np.int64
        P = np.asarray(phis, np.int64).reshape(-1, self.M)
        T = np.asarray(taus, np.int64).reshape(-1, self.l)
        with task(f"{self.name}: orbits of the automorphisms", total=None):
            if self._symmetric_positions(T):
                parent = np.empty(self.order, dtype=dt)
                _sorted_parents(parent, self.M, self.w)
                first = np.flatnonzero(parent == np.arange(self.order, dtype=dt))
                _union_sorted(parent, self.M, self.w, P, first)
            else:
                parent = np.arange(self.order, dtype=dt)
                _union_images(parent, self.M, self.w, P, T)
        reps = np.flatnonzero(parent == np.arange(self.order, dtype=dt))
        sizes = np.bincount(parent)[reps]
        return parent, reps.astype(np.int64), sizes.astype(np.int64)

    def _symmetric_positions(self, taus) -> bool:
        """Whether the position permutations ``taus`` fix position 0 and generate all
        ``(l-1)!`` permutations of the others."""
        l = self.l
        return (l > 2 and len(taus) > 0 and all(int(t[0]) == 0 for t in taus)
                and group_order(list(taus), l) == math.factorial(l - 1))

    def _kernel_arcs(self, nucleus, perms):
        """The kernels' arrays for a set of arcs: nucleus table, moved positions, sources."""
        perms = [np.asarray(p) for p in perms]
        moved = [np.flatnonzero(p != np.arange(self.l)) for p in perms]
        width = max((len(m) for m in moved), default=1)
        spos = np.full((max(len(perms), 0), max(width, 1)), -1, np.int64)
        ssrc = np.zeros_like(spos)
        for s, (p, m) in enumerate(zip(perms, moved)):
            spos[s, :len(m)] = m
            ssrc[s, :len(m)] = p[m]
        return self._table(nucleus), spos, ssrc

    def sweeps(self, roots, weights) -> tuple[list[int], np.ndarray]:
        """Breadth-first searches from ``roots`` (ranks), up to 512 at a time (one bit each,
        up to eight ``uint64`` words per vertex, :meth:`_words`): ``(Σ_i weights[i] * counts_i,
        eccentricities)``,
        the weighted distance distribution and each root's eccentricity (out-distances
        for a directed graph)."""
        roots = np.asarray(roots, np.int64)
        weights = np.asarray(weights, np.int64)
        nin, _, _ = self._kernel_arcs(self._in, self._sin)
        nout, opos, osrc = self._kernel_arcs(self._fwd, self._sout)
        sperm = np.array(self._sin, np.int64).reshape(-1, self.l)
        sstar = np.array([int(np.flatnonzero(p == 0)[0]) for p in sperm], np.int64)
        total: list[int] = []
        ecc = np.zeros(len(roots), np.int64)
        N = self.order
        step = 64 * self._words(len(roots))
        width = _row_words(-(-min(step, len(roots)) // 64))
        bufs = [_lines(N * width, 1).reshape(-1) for _ in range(3)]   # one set for all sweeps
        bwords = (N + 63) // 64
        touched = np.zeros(bwords, np.uint64)
        counts = np.zeros(_CHUNKS, np.int64)
        nonzero = np.zeros(_CHUNKS, np.int64)
        with task(f"{self.name}: BFS from {len(roots)} orbit representatives",
                  total=len(roots)) as advance:
            for s0 in range(0, len(roots), step):
                batch = roots[s0:s0 + step]
                k = len(batch)
                nw = _row_words(-(-k // 64))
                bits = np.arange(k)
                full = np.zeros(nw, np.uint64)
                np.bitwise_or.at(full, bits // 64, np.left_shift(np.uint64(1),
                                                                (bits % 64).astype(np.uint64)))
                wtab = np.zeros((nw, 8, 256), np.int64)
                byte = np.arange(256)
                for i in range(k):
                    q, b = divmod(i, 64)
                    wtab[q, b // 8, (byte >> (b % 8)) & 1 == 1] += int(weights[s0 + i])
                front, visited, nxt = (b[:N * nw].reshape(N, nw) for b in bufs)
                visited[:] = 0
                fbits = np.zeros(bwords, np.uint64)
                front[batch] = 0                      # rows outside ``fbits`` are never read
                for i, r in enumerate(batch):
                    one = np.uint64(1) << np.uint64(i % 64)
                    front[r, i // 64] |= one
                    visited[r, i // 64] |= one
                    fbits[r >> 6] |= np.uint64(1) << np.uint64(r & 63)
                done = np.zeros(N // self.M, np.uint8)
                act = np.zeros((_CHUNKS, nw), np.uint64)
                level = [int(weights[s0:s0 + k].sum())]
                sparse = len(set(batch.tolist()))     # vertices with a non-zero frontier row
                d = 0
                while True:
                    nbits = np.zeros(bwords, np.uint64)
                    if sparse * _PUSH_BELOW < N:  # push from the few, else pull into all
                        _digit_push(front, fbits, nxt, touched, self.M, self.w, nout, opos, osrc)
                        _digit_finish(nxt, touched, visited, nbits, wtab, counts, act, nonzero)
                    else:
                        _digit_pull(front, fbits, visited, nxt, nbits, done, full, self.M,
                                    self.w, nin, sperm, sstar, wtab, counts, act, nonzero)
                    sparse = int(nonzero.sum())
                    a = np.bitwise_or.reduce(act, axis=0)
                    if not a.any():
                        break
                    d += 1
                    level.append(int(counts.sum()))
                    for i in range(k):
                        if (int(a[i // 64]) >> (i % 64)) & 1:
                            ecc[s0 + i] = d
                    front, nxt, fbits = nxt, front, nbits
                del front, visited, nxt
                if sum(level) != N * int(weights[s0:s0 + k].sum()):
                    raise ValueError(f"{self.name} is not connected in this direction")
                total += [0] * (len(level) - len(total))
                for t, c in enumerate(level):
                    total[t] += c
                advance(k)
        return total, ecc
