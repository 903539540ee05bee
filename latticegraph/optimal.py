"""Optimal lattice graphs of a given order: exhaustive search with exact bounds.

Every ``n``-dimensional lattice graph of order ``N`` (degree ``2n``) is
``G(H)`` for exactly one Hermite normal form ``H`` of determinant ``N``
(paper ``crystal``, Definition 8, column style ``H = M·U``, upper
triangular, and Section 5.1 for the labelling ``0 <= x_i < H_ii``).  The
search below visits every one of them, up to distance-preserving
symmetries, and returns those with the least average distance (or
diameter), each with its certificate: the form and its exact distance
distribution, recomputed by the Hermite recursion of
:mod:`latticegraph.distance`.

Symmetries.  Right-equivalence is built in (one form per lattice).  A sign
change ``D = diag(±1)`` maps ``G(H)`` isomorphically onto ``G(D·H)``
(``x ↦ D x`` preserves the 1-norm), and ``D`` and ``-D`` give the same
lattice, so each lattice has at most ``2^(n-1)`` sign images; the search
keeps the form that is lexicographically least among them
(:func:`sign_canonical`).  Since the minimum over all forms of a class is
this representative, ties are still broken by the least Hermite form.

Pruning, all by exact integer lower bounds (``T`` = total distance from 0,
so the average distance is ``T / (N - 1)``):

- :func:`ball_bounds`: at most ``S_n(k)`` vertices lie at distance ``k``
  (the 1-norm sphere of ``Z^n``), giving a bound on ``T`` and on the diameter
  for every form;
- projection bound: if ``m_i`` generates the ``i``-th coordinates of the
  lattice (the gcd of row ``i`` of ``H``), every representative ``r`` of a
  vertex satisfies ``|r|_1 >= Σ_i cyc_{m_i}(r_i)`` with
  ``cyc_m(y) = min(y mod m, m - y mod m)``, and ``r_i mod m_i`` is uniformly
  distributed over the vertices (a surjective homomorphism), so
  ``T >= Σ_i (N / m_i)·floor(m_i² / 4)``;
- partial BFS: after ``k`` levels with counts ``c_0..c_k`` and ``R_k``
  vertices reached, the other ``N - R_k`` vertices lie at distances ``> k``,
  at most ``S_n(j)`` of them at distance ``j``; so ``T`` is at least
  ``Σ_{j<=k} j·c_j`` plus the cost of filling ``k+1, k+2, ...`` greedily, and
  the diameter at least the last level that filling uses.  A graph is
  abandoned as soon as these exceed the incumbent.

Distances are computed for many forms at once by a vectorised BFS over the
Cayley graph (the same labelling for a whole diagonal); the winners are then
recomputed with :func:`latticegraph.distance.distance_distribution` and the
two must agree.

References
----------
C. Camarero, C. Martínez, R. Beivide, "Symmetric Interconnection Networks
from Cubic Crystal Lattices": Definitions 3, 8; Section 5.1; conclusion
(the recommendation ``PC(a) -> FCC(a) -> BCC(a) -> PC(2a)``).

Examples
--------
The densest degree-4 lattice graph of order 13 is the Gaussian graph of
``3 + 2i`` (diameter 2, ``2k² + 2k + 1 = 13``):

>>> r = optimal(13, dim=2)
>>> r["best"]["diameter"], r["best"]["average_distance"], r["bound"]["diameter"]
(2, Fraction(5, 3), 2)
"""
from __future__ import annotations

import functools
import itertools
import json
import math
import sqlite3
import time
from fractions import Fraction
from math import comb
from pathlib import Path

import numpy as np

from .distance import average_distance, diameter, distance_distribution, total_distance
from .errors import UsageError
from .progress import task
from .topologies.lattice import LatticeGraph

__all__ = [
    "MAX_DIMENSION",
    "MAX_FORMS",
    "sphere_size",
    "ball_size",
    "ball_bounds",
    "hermite_form_count",
    "hermite_stack",
    "sign_canonical",
    "ball_counts",
    "batch_distributions",
    "optimal",
    "census_record",
    "census",
    "CensusStore",
    "census_tables",
    "add_optimal",
]

#: dimensions the search supports (degree 2n)
MAX_DIMENSION = 4
#: largest number of Hermite forms one search may visit
MAX_FORMS = 60_000_000
#: vertices × forms handled per BFS batch
_BATCH_CELLS = 1 << 20


# ---------------------------------------------------------------------------
# Bounds from the 1-norm balls of Z^n
# ---------------------------------------------------------------------------
def sphere_size(n: int, k: int) -> int:
    """Number of points of ``Z^n`` at 1-norm exactly ``k``: ``Σ_i 2^i C(n,i) C(k-1,i-1)``.

    >>> [sphere_size(3, k) for k in range(5)]
    [1, 6, 18, 38, 66]
    """
    if k == 0:
        return 1
    return sum(2 ** i * comb(n, i) * comb(k - 1, i - 1) for i in range(1, n + 1))


def ball_size(n: int, k: int) -> int:
    """Number of points of ``Z^n`` within 1-norm ``k``: ``Σ_i 2^i C(n,i) C(k,i)``.

    ``2k² + 2k + 1`` for ``n = 2`` (dense Gaussian networks), and
    ``(2k + 1)(2k² + 2k + 3) / 3`` for ``n = 3``.

    >>> ball_size(2, 3), ball_size(3, 3)
    (25, 63)
    """
    return sum(2 ** i * comb(n, i) * comb(k, i) for i in range(n + 1))


def ball_bounds(N: int, n: int) -> tuple[int, int]:
    """Lower bounds ``(diameter, total distance)`` for every ``n``-dimensional
    lattice graph of order ``N``.

    ``G(H)`` is the Cayley graph of ``Z^n / H Z^n`` with generators ``±e_i``,
    so the vertices at distance ``k`` from 0 are images of points of ``Z^n``
    at 1-norm ``k``: at most :func:`sphere_size` of them.  The diameter is
    therefore at least the least ``k`` with ``ball_size(n, k) >= N``, and the
    total distance at least the one of a distribution filling each sphere
    completely before the next (exchanging a vertex to a larger distance
    only increases the total).  The average distance bound is the total
    divided by ``N - 1``.

    >>> ball_bounds(2048, 3)
    (12, 17568)
    """
    if N == 1:
        return 0, 0
    left, total, k = N - 1, 0, 0
    while left > 0:
        k += 1
        take = min(left, sphere_size(n, k))
        total += k * take
        left -= take
    return k, total


def _fill_bounds(n: int, level: int, rest: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Least total distance and least last level when ``rest`` more vertices lie at
    distances ``> level``, at most :func:`sphere_size` of them at each distance
    (the argument of :func:`ball_bounds`, started at ``level + 1``)."""
    caps, k = [], level
    while sum(caps) < int(rest.max(initial=0)):
        k += 1
        caps.append(sphere_size(n, k))
    cum = np.concatenate(([0], np.cumsum(caps, dtype=np.int64)))
    cost = np.concatenate(([0], np.cumsum([c * (level + 1 + i) for i, c in enumerate(caps)],
                                          dtype=np.int64)))
    J = np.searchsorted(cum, rest, side="left")          # levels level+1 .. level+J used
    Jm = np.maximum(J - 1, 0)
    total = cost[Jm] + (level + J) * (rest - cum[Jm])
    return np.where(rest > 0, total, 0), np.where(rest > 0, level + J, level)


# ---------------------------------------------------------------------------
# Hermite forms and their sign symmetry
# ---------------------------------------------------------------------------
def _diagonals(n: int, N: int):
    if n == 1:
        yield (N,)
        return
    for d in range(1, N + 1):
        if N % d == 0:
            for tail in _diagonals(n - 1, N // d):
                yield (d,) + tail


def hermite_form_count(n: int, N: int) -> int:
    """Number of ``n×n`` Hermite forms of determinant ``N``: ``Σ Π_i d_i^{n-i}``
    over diagonals ``d_1···d_n = N`` (row ``i`` has ``n - i`` entries reduced
    modulo ``d_i``), as :func:`latticegraph.symmetry.hermite_matrices` lists them.

    >>> hermite_form_count(2, 4), hermite_form_count(3, 2048)
    (7, 11180715)
    """
    return sum(math.prod(d[i] ** (n - 1 - i) for i in range(n)) for d in _diagonals(n, N))


def _slots(n: int) -> list[tuple[int, int]]:
    """Off-diagonal positions ``(i, j)``, ``i < j``, in row-major order (the lexicographic key)."""
    return [(i, j) for i in range(n) for j in range(i + 1, n)]


def hermite_stack(diag, start: int = 0, stop: int | None = None) -> np.ndarray:
    """The Hermite forms with diagonal ``diag`` numbered ``start..stop-1`` as a
    ``(B, n, n)`` int64 stack, in lexicographic order of their rows.

    >>> hermite_stack((2, 2)).tolist()
    [[[2, 0], [0, 2]], [[2, 1], [0, 2]]]
    """
    n = len(diag)
    slots = _slots(n)
    radices = [diag[i] for i, _ in slots]
    total = math.prod(radices)
    stop = total if stop is None else min(stop, total)
    idx = np.arange(start, stop, dtype=np.int64)
    H = np.zeros((len(idx), n, n), np.int64)
    for i in range(n):
        H[:, i, i] = diag[i]
    for (i, j), r in zip(reversed(slots), reversed(radices)):   # last slot varies fastest
        H[:, i, j] = idx % r
        idx //= r
    return H


def _rehermite_triangular(T: np.ndarray) -> np.ndarray:
    """Hermite form of a stack of upper triangular matrices with positive diagonal
    (column operations only: each entry right of the diagonal reduced into ``[0, T_ii)``)."""
    H = T.copy()
    n = H.shape[1]
    for j in range(1, n):
        for i in range(j - 1, -1, -1):
            q = np.floor_divide(H[:, i, j], H[:, i, i])
            H[:, : i + 1, j] -= q[:, None] * H[:, : i + 1, i]
    return H


def _key(H: np.ndarray) -> np.ndarray:
    """Off-diagonal entries in row-major order: ``(B, n(n-1)/2)``."""
    return np.stack([H[:, i, j] for i, j in _slots(H.shape[1])], axis=1)


def _lex_less(A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """Row-wise ``A < B`` lexicographically, for ``(B, k)`` arrays."""
    less = np.zeros(len(A), bool)
    decided = np.zeros(len(A), bool)
    for c in range(A.shape[1]):
        less |= ~decided & (A[:, c] < B[:, c])
        decided |= A[:, c] != B[:, c]
    return less


def sign_canonical(H: np.ndarray) -> np.ndarray:
    """Which forms of a stack (one diagonal) are the least of their sign class.

    For ``D = diag(±1)`` the matrix ``D·H·D`` is upper triangular with the
    same positive diagonal and generates ``D·L`` (right multiplication by the
    unimodular ``D``); re-reducing its columns gives the Hermite form of the
    isomorphic graph ``G(D·H)``.  ``D`` and ``-D`` give the same lattice, so
    the signs with ``D_nn = +1`` suffice.

    >>> H = hermite_stack((3, 3))          # [[3, h], [0, 3]], h = 0, 1, 2
    >>> sign_canonical(H).tolist()         # h = 2 is the mirror image of h = 1
    [True, True, False]
    """
    n = H.shape[1]
    key = _key(H)
    keep = np.ones(len(H), bool)
    for signs in itertools.product((1, -1), repeat=n - 1):
        if all(s == 1 for s in signs):
            continue
        d = np.array(signs + (1,), np.int64)
        image = _rehermite_triangular(H * d[None, :, None] * d[None, None, :])
        keep &= ~_lex_less(_key(image), key)
    return keep


# ---------------------------------------------------------------------------
# Vectorised BFS over many lattice graphs with one diagonal
# ---------------------------------------------------------------------------
def _neighbour_indices(H: np.ndarray) -> list[np.ndarray]:
    """For each generator ``±e_k``, the ``(B, N)`` index of ``x ± e_k`` reduced
    into the labelling set of each form (Section 5.1; index ``Σ x_i Π_{j<i} d_j``)."""
    n = H.shape[1]
    diag = [int(H[0, i, i]) for i in range(n)]
    N = math.prod(diag)
    coords = np.indices(diag[::-1]).reshape(n, N)[::-1].astype(np.int64)   # x_1 fastest
    place = np.cumprod([1] + diag[:-1])
    out = []
    for k in range(n):
        for step in (1, -1):
            X = [np.broadcast_to(coords[i], (len(H), N)).copy() for i in range(n)]
            X[k] += step
            for i in range(n - 1, -1, -1):          # carry: subtract q times column i
                q = np.floor_divide(X[i], diag[i])
                if q.any():
                    for r in range(i + 1):
                        X[r] -= q * H[:, r, i][:, None]
            idx = sum(X[i] * int(place[i]) for i in range(n))
            out.append(idx.astype(np.int32 if N < 2 ** 31 else np.int64))
    return out


@functools.lru_cache(maxsize=16)
def _ball_points(n: int, k: int) -> tuple[np.ndarray, np.ndarray]:
    """The points of ``Z^n`` with 1-norm ``<= k`` (``(P, n)``) and their norms."""
    axes = np.arange(-k, k + 1)
    P = np.stack(np.meshgrid(*([axes] * n), indexing="ij"), -1).reshape(-1, n)
    norm = np.abs(P).sum(1)
    return P[norm <= k], norm[norm <= k]


def ball_counts(H: np.ndarray, k: int) -> np.ndarray:
    """Exact counts ``c_0..c_k`` of vertices at distance ``j <= k`` in each ``G(H_b)``.

    A vertex is at distance ``j`` iff ``j`` is the least 1-norm of its
    representatives (Section 5.1's routing problem), so ``c_j`` is the number
    of classes whose least representative in the ball of radius ``k`` has
    norm ``j``: reduce the ``|B_n(k)|`` ball points modulo each form (not the
    ``N`` vertices), sort, and keep each class's least norm.

    >>> ball_counts(hermite_stack((8, 4, 4))[[0]], 3).tolist()   # T(8, 4, 4)
    [[1, 6, 16, 26]]
    """
    B, n, _ = H.shape
    diag = [int(H[0, i, i]) for i in range(n)]
    pts, norm = _ball_points(n, k)
    X = [np.broadcast_to(pts[:, i], (B, len(pts))).astype(np.int64) for i in range(n)]
    for i in range(n - 1, -1, -1):
        q = np.floor_divide(X[i], diag[i])
        for r in range(i):
            X[r] = X[r] - q * H[:, r, i][:, None]
        X[i] = X[i] - q * diag[i]
    place = np.cumprod([1] + diag[:-1])
    idx = sum(X[i] * int(place[i]) for i in range(n))
    key = np.sort(idx * (k + 1) + norm[None, :], axis=1)
    first = np.ones(key.shape, bool)
    first[:, 1:] = key[:, 1:] // (k + 1) != key[:, :-1] // (k + 1)
    rows = np.broadcast_to(np.arange(B)[:, None], key.shape)
    return np.bincount((rows * (k + 1) + key % (k + 1))[first],
                       minlength=B * (k + 1)).reshape(B, k + 1)


def batch_distributions(H: np.ndarray, limit=None):
    """Distance distributions of ``G(H_b)`` from 0 for a stack of forms with one diagonal.

    ``limit(level, partial_total, reached, complete)`` (optional) receives, after
    each BFS level, integer arrays over the rows still running and returns a
    boolean mask of rows to abandon (their bound exceeds the incumbent).
    Returns ``(rows, distributions)``: the indices finished and their counts.

    >>> H = hermite_stack((5, 1))
    >>> rows, dds = batch_distributions(H)
    >>> dds[rows.index(2)]          # G([[5, 2], [0, 1]]) = C_5(1, 2) = K_5
    [1, 4]
    """
    B, n, _ = H.shape
    N = int(np.prod(np.diagonal(H[0])))
    if N == 1:
        return list(range(B)), [[1]] * B
    nbr = _neighbour_indices(H)
    rows = np.arange(B)
    visited = np.zeros((B, N), bool)
    visited[:, 0] = True
    frontier = visited.copy()
    counts = [np.ones(B, np.int64)]
    partial = np.zeros(B, np.int64)
    reached = np.ones(B, np.int64)
    done_rows, done_dd = [], []
    level = 0
    while len(rows):
        level += 1
        new = np.zeros_like(frontier)
        for g in nbr:
            new |= np.take_along_axis(frontier, g, axis=1)
        new &= ~visited
        visited |= new
        c = new.sum(axis=1)
        counts.append(c)
        partial += level * c
        reached += c
        complete = reached == N
        if complete.any():
            for r in np.flatnonzero(complete):
                dd = [int(x[r]) for x in counts]
                done_rows.append(int(rows[r]))
                done_dd.append(dd)
        drop = complete.copy()
        if limit is not None:
            drop |= limit(level, partial, reached, complete)
        if drop.any():
            keep = ~drop
            rows, visited, frontier = rows[keep], visited[keep], new[keep]
            counts = [x[keep] for x in counts]
            partial, reached = partial[keep], reached[keep]
            nbr = [g[keep] for g in nbr]
        else:
            frontier = new
    return done_rows, done_dd


# ---------------------------------------------------------------------------
# The search
# ---------------------------------------------------------------------------
def _check(N: int, dim: int) -> int:
    if not isinstance(N, (int, np.integer)) or N < 1:
        raise UsageError(f"the order N must be a positive integer, got {N}")
    if not 2 <= dim <= MAX_DIMENSION:
        raise UsageError(f"dimension {dim} is not supported (2 <= n <= {MAX_DIMENSION})")
    count = hermite_form_count(dim, N)
    if count > MAX_FORMS:
        raise UsageError(f"order {N} in dimension {dim} has {count:,} Hermite forms, over the "
                         f"search limit of {MAX_FORMS:,}")
    return count


def _ball_stages(n: int, N: int) -> list[int]:
    """Radii ``k`` for :func:`ball_counts` screening: the balls of ``Z^n`` up to ``2N`` points."""
    out, k = [], 1
    while ball_size(n, k) <= 2 * N:
        out.append(k)
        k += 1
    return out[-3:]


def _projection_total(H: np.ndarray) -> np.ndarray:
    """``Σ_i (N / m_i) floor(m_i² / 4)`` with ``m_i`` the gcd of row ``i`` (module docstring)."""
    n = H.shape[1]
    N = int(np.prod(np.diagonal(H[0])))
    out = np.zeros(len(H), np.int64)
    for i in range(n):
        m = np.gcd.reduce(H[:, i, i:], axis=1)
        out += (N // m) * (m * m // 4)
    return out


def _rank(by: str, total: int, diam: int) -> tuple[int, int]:
    return (total, diam) if by == "average" else (diam, total)


def _record(H, dd) -> dict:
    return {"hnf": [list(r) for r in H], "diameter": diameter(dd),
            "average_distance": average_distance(dd), "distribution": dd}


def optimal(N: int, dim: int = 3, by: str = "average", top: int = 1) -> dict:
    """The ``dim``-dimensional lattice graphs of order ``N`` with the least average
    distance (``by="average"``) or diameter (``by="diameter"``).

    Exhaustive over the Hermite forms of determinant ``N`` (paper ``crystal``,
    Definition 8 and Section 5.1) up to sign changes, pruned by the exact bounds
    of the module docstring.  Ties are broken by the other criterion, then by
    the least Hermite form.  Returns a dict: ``best`` and ``top`` (records with
    ``hnf``, ``diameter``, ``average_distance`` (Fraction), ``distribution``),
    ``bound`` (``diameter``, ``average_distance``), ``hermite_forms`` (all forms
    of determinant ``N``), ``classes`` (sign classes) and ``computed`` (graphs
    whose distances were computed to the end).

    Raises :class:`~latticegraph.errors.UsageError` for ``N < 1``, an
    unsupported dimension or a search over more than :data:`MAX_FORMS` forms.

    Examples
    --------
    Paper ``crystal``, Table 1: ``FCC(4)`` (order 128) has diameter 6 and
    average distance ``440/127``; the best graph of order 128 does better on both:

    >>> r = optimal(128, dim=3)
    >>> r["best"]["diameter"], r["best"]["average_distance"], r["bound"]["diameter"]
    (5, Fraction(424, 127), 4)
    """
    if by not in ("average", "diameter"):
        raise UsageError(f"--by must be 'average' or 'diameter', got {by!r}")
    if top < 1:
        raise UsageError(f"--top must be at least 1, got {top}")
    return _search(N, dim, (by,), top)[by]


def _search(N: int, dim: int, bys: tuple, top: int) -> dict:
    """One pass of :func:`optimal` for several criteria: a graph is abandoned only
    when its bounds exceed the incumbent of every criterion."""
    count = _check(N, dim)
    dlb, tlb = ball_bounds(N, dim)
    best = {by: [] for by in bys}     # by -> sorted [(rank, H, distribution)], at most `top`
    computed = classes = 0

    def beyond(by, t_lb, d_lb):
        """Rows whose bounds exceed the incumbent for ``by`` (none without one)."""
        if len(best[by]) < top:
            return np.zeros(len(t_lb), bool)
        th = best[by][-1][0]
        a, b = (t_lb, d_lb) if by == "average" else (d_lb, t_lb)
        return (a > th[0]) | ((a == th[0]) & (b > th[1]))

    def hopeless(t_lb, d_lb):
        out = np.ones(len(t_lb), bool)
        for by in bys:
            out &= beyond(by, t_lb, d_lb)
        return out

    def offer(H, dd):
        T, D = total_distance(dd), diameter(dd)
        for by in bys:
            best[by].append((_rank(by, T, D), H, dd))
            best[by].sort(key=lambda t: (t[0], t[1]))
            del best[by][top:]

    def limit(level, partial, reached, complete, ecc=None):
        """Rows whose bounds after ``level`` exceed every incumbent (``ecc``: the
        exact diameter of the complete rows, ``level`` by default)."""
        fill, last = _fill_bounds(dim, level, N - reached)
        return hopeless(partial + fill, last if ecc is None else np.where(complete, ecc, last))

    diags = sorted(_diagonals(dim, N), key=lambda d: max(d) - min(d))  # balanced first
    rows_per = max(1, _BATCH_CELLS // N)
    with task(f"optimal {N} (dim {dim})", total=count) as advance:
        for diag in diags:
            size = math.prod(diag[i] ** (dim - 1 - i) for i in range(dim))
            for s in range(0, size, rows_per * 4):
                H = hermite_stack(diag, s, s + rows_per * 4)
                H = H[sign_canonical(H)]
                classes += len(H)
                if len(H):
                    t_lb = np.maximum(_projection_total(H), tlb)
                    H = H[~hopeless(t_lb, np.maximum(dlb, -(-t_lb // max(N - 1, 1))))]
                for k in _ball_stages(dim, N):
                    if not len(H) or any(len(best[by]) < top for by in bys):
                        break
                    keep = np.zeros(len(H), bool)
                    step = max(1, _BATCH_CELLS // ball_size(dim, k))
                    for s2 in range(0, len(H), step):
                        c = ball_counts(H[s2: s2 + step], k)
                        ecc = k - np.argmax(c[:, ::-1] > 0, axis=1)
                        keep[s2: s2 + len(c)] = ~limit(k, c @ np.arange(k + 1), c.sum(1),
                                                       c.sum(1) == N, ecc)
                    H = H[keep]
                for s2 in range(0, len(H), rows_per):
                    chunk = H[s2: s2 + rows_per]
                    rows, dds = batch_distributions(chunk, limit)
                    computed += len(rows)
                    for r, dd in zip(rows, dds):
                        offer(tuple(tuple(int(x) for x in row) for row in chunk[r]), dd)
                advance(min(size - s, rows_per * 4))
    out = {}
    for by in bys:
        records = []
        for _, H, dd in best[by]:
            engine = distance_distribution(LatticeGraph(H))
            if engine != dd:   # the two computations must agree: never silently
                raise AssertionError(f"BFS and Hermite recursion disagree on {H}")
            records.append(_record(H, dd))
        out[by] = {"order": N, "dim": dim, "by": by, "best": records[0], "top": records,
                   "bound": {"diameter": dlb, "average_distance": Fraction(tlb, max(N - 1, 1))},
                   "hermite_forms": count, "classes": classes, "computed": computed}
    return out


# ---------------------------------------------------------------------------
# Census: every order, stored and resumable
# ---------------------------------------------------------------------------
class CensusStore:
    """The table ``optimal_census`` (one JSON row per dimension and order) in the
    results store's SQLite file (:mod:`latticegraph.claims.store`, whose own
    table it does not touch).  Rows are committed one by one, so an interrupted
    census resumes with nothing recomputed.

    >>> import tempfile, os
    >>> with CensusStore(os.path.join(tempfile.mkdtemp(), "r.sqlite")) as st:
    ...     st.put(3, 8, {"order": 8}); st.done(3)
    {8}
    """

    _SCHEMA = ("CREATE TABLE IF NOT EXISTS optimal_census (dim INTEGER NOT NULL, "
               "ord INTEGER NOT NULL, record TEXT NOT NULL, PRIMARY KEY (dim, ord))")

    def __init__(self, path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.conn = sqlite3.connect(self.path, timeout=60)
        self.conn.execute("PRAGMA journal_mode=WAL")
        self.conn.execute(self._SCHEMA)
        self.conn.commit()

    def put(self, dim: int, N: int, record: dict) -> None:
        with self.conn:
            self.conn.execute("INSERT OR REPLACE INTO optimal_census VALUES (?, ?, ?)",
                              (dim, N, json.dumps(record, default=str)))

    def done(self, dim: int) -> set[int]:
        return {r[0] for r in self.conn.execute(
            "SELECT ord FROM optimal_census WHERE dim = ?", (dim,))}

    def records(self, dim: int) -> list[dict]:
        return [json.loads(r[0]) for r in self.conn.execute(
            "SELECT record FROM optimal_census WHERE dim = ? ORDER BY ord", (dim,))]

    def close(self) -> None:
        self.conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _stat(H) -> dict:
    dd = distance_distribution(LatticeGraph(H))
    return {"hnf": [list(r) for r in H], "diameter": diameter(dd),
            "average_distance": str(average_distance(dd))}


def _crystals(N: int) -> dict:
    """PC, FCC, BCC of order ``N`` where one exists (Section 3, orders ``a³, 2a³, 4a³``)."""
    out = {}
    for name, mult, H in (("PC", 1, lambda a: ((a, 0, 0), (0, a, 0), (0, 0, a))),
                          ("FCC", 2, lambda a: ((2 * a, a, a), (0, a, 0), (0, 0, a))),
                          ("BCC", 4, lambda a: ((2 * a, 0, a), (0, 2 * a, a), (0, 0, a)))):
        if N % mult == 0:
            a = round((N // mult) ** (1 / 3))
            for b in (a - 1, a, a + 1):
                if b > 0 and mult * b ** 3 == N:
                    out[name] = dict(_stat(H(b)), a=b)
    return out


def census_record(N: int, dim: int = 3) -> dict:
    """One census row: optima by average and by diameter, the bound, and (``dim = 3``)
    the crystals, the best mixed-radix torus and the best symmetric graph of order ``N``.

    ``PC(2)`` (order 8, Section 3.1) has average distance ``12/7`` and is not optimal:

    >>> r = census_record(8)
    >>> r["average"]["average_distance"], r["crystals"]["PC"]["average_distance"]
    ('8/7', '12/7')
    """
    t0 = time.perf_counter()
    both = _search(N, dim, ("average", "diameter"), 1)
    avg, dia = both["average"], both["diameter"]
    rec = {"order": N, "dim": dim,
           "bound": {"diameter": avg["bound"]["diameter"],
                     "average_distance": str(avg["bound"]["average_distance"])},
           "hermite_forms": avg["hermite_forms"], "classes": avg["classes"],
           "computed": avg["computed"]}
    for key, res in (("average", avg), ("diameter", dia)):
        b = res["best"]
        rec[key] = {"hnf": b["hnf"], "diameter": b["diameter"],
                    "average_distance": str(b["average_distance"])}
    if dim == 3:
        from .symmetry import symmetric_hermite_forms
        rec["crystals"] = _crystals(N)
        tori = [((a, 0, 0), (0, b, 0), (0, 0, N // (a * b)))
                for a in range(1, N + 1) if N % a == 0
                for b in range(a, N // a + 1) if (N // a) % b == 0 and N // (a * b) >= b]
        rec["torus"] = min((_stat(H) for H in tori),
                           key=lambda s: (Fraction(s["average_distance"]), s["diameter"]))
        sym = [_stat(H) for H in symmetric_hermite_forms(N)]
        rec["symmetric"] = min(sym, key=lambda s: (Fraction(s["average_distance"]),
                                                   s["diameter"], s["hnf"]), default=None)
    rec["seconds"] = round(time.perf_counter() - t0, 3)
    return rec


def census(max_order: int, dim: int = 3, store=None, orders=None) -> list[dict]:
    """:func:`census_record` for every order ``1..max_order`` (or ``orders``), stored in
    :class:`CensusStore` at ``store`` (default: the results store's file); finished
    orders are read back, never recomputed.

    >>> import tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "r.sqlite")
    >>> [r["average"]["diameter"] for r in census(4, 3, path)]
    [0, 1, 1, 1]
    """
    from .claims.store import DEFAULT_STORE
    want = list(orders) if orders is not None else list(range(1, max_order + 1))
    with CensusStore(store or DEFAULT_STORE) as st:
        todo = [N for N in want if N not in st.done(dim)]
        with task(f"census dim {dim}", total=len(todo)) as advance:
            for N in todo:
                st.put(dim, N, census_record(N, dim))
                advance(1)
        have = {r["order"]: r for r in st.records(dim)}
    return [have[N] for N in want]


def _f(x: str) -> str:
    return f"{float(Fraction(x)):.4f}"


def census_tables(records: list[dict]) -> tuple[str, str]:
    """``(markdown, latex)`` of a 3D census: every order in Markdown; in LaTeX the
    orders of the crystals (``a³``, ``2a³``, ``4a³``: PC, FCC, BCC) with the
    crystal, the best symmetric graph, the optimum and the ball bound.

    >>> md, tex = census_tables([census_record(8)])
    >>> md.splitlines()[6].split("|")[1:4]
    [' 8 ', ' 2 / 1.1429 ', ' 2 / 1.1429 ']
    """
    head = ("| N | bound D / avg | optimum D / avg | optimal graph (least avg) | "
            "least D (its avg) | best torus D / avg | best symmetric D / avg | crystal D / avg |")
    md = ["# Optimal 3D lattice graphs (degree 6) of every order",
          "",
          "Generated by `benchmarks/optimal.py census` from the census store; exact values "
          "in the store, 4 decimals here.  `D` diameter, `avg` average distance.", "",
          head, "|" + "---|" * 8]
    rows = []
    for r in records:
        avg, dia, b = r["average"], r["diameter"], r["bound"]
        cr = "; ".join(f"{k}({c['a']}) {c['diameter']} / {_f(c['average_distance'])}"
                       for k, c in r.get("crystals", {}).items())
        sym = r.get("symmetric")
        tor = r.get("torus")
        md.append(f"| {r['order']} | {b['diameter']} / {_f(b['average_distance'])} | "
                  f"{avg['diameter']} / {_f(avg['average_distance'])} | "
                  f"{avg['hnf']} | {dia['diameter']} ({_f(dia['average_distance'])}) | "
                  + (f"{tor['diameter']} / {_f(tor['average_distance'])} | " if tor else "– | ")
                  + (f"{sym['diameter']} / {_f(sym['average_distance'])} | " if sym else "– | ")
                  + f"{cr or '–'} |")
        for k, c in r.get("crystals", {}).items():
            if r["order"] > 1:
                rows.append(f"{k}({c['a']}) & {r['order']} & {c['diameter']} & "
                            f"{_f(c['average_distance'])} & {sym['diameter']} & "
                            f"{_f(sym['average_distance'])} & {dia['diameter']} & "
                            f"{_f(avg['average_distance'])} & {b['diameter']} & "
                            f"{_f(b['average_distance'])} \\\\")
    tex = ["% Generated by benchmarks/optimal.py census (latticegraph.optimal.census_tables)",
           "\\begin{table}[ht]", "\\centering", "\\small",
           "\\caption{Cubic crystals (paper \\texttt{crystal}, Section 3) against the best "
           "linearly symmetric 3D lattice graph, the optimum over all 3D lattice graphs "
           "(least diameter; least average distance) and the 1-norm ball bound, same order $N$.}",
           "\\label{tab:crystal-optimal-3d}",
           "\\begin{tabular}{lrrrrrrrrr}", "\\hline",
           " & & \\multicolumn{2}{c}{crystal} & \\multicolumn{2}{c}{symmetric} & "
           "\\multicolumn{2}{c}{optimum} & \\multicolumn{2}{c}{bound} \\\\",
           "Graph & $N$ & $D$ & $\\bar k$ & $D$ & $\\bar k$ & $D$ & $\\bar k$ & $D$ & $\\bar k$ \\\\",
           "\\hline", *rows, "\\hline", "\\end{tabular}", "\\end{table}"]
    return "\n".join(md) + "\n", "\n".join(tex) + "\n"


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------
def _json_record(rec: dict) -> dict:
    return {"hnf": rec["hnf"], "diameter": rec["diameter"],
            "average_distance": str(rec["average_distance"]),
            "distance_distribution": rec["distribution"]}


def _cmd_optimal(args) -> int:
    from . import progress
    if args.no_progress:
        progress.set_enabled(False)
    res = optimal(args.order, args.dim, args.by, args.top)
    if args.json:
        out = {"order": res["order"], "dim": res["dim"], "by": res["by"],
               "best": _json_record(res["best"]),
               "top": [_json_record(r) for r in res["top"]],
               "bound": {"diameter": res["bound"]["diameter"],
                         "average_distance": str(res["bound"]["average_distance"])},
               "hermite_forms": res["hermite_forms"], "computed": res["computed"]}
        print(json.dumps(out))
        return 0
    b = res["bound"]
    print(f"order {res['order']}, dimension {res['dim']} (degree {2 * res['dim']}), by {res['by']}: "
          f"{res['hermite_forms']:,} Hermite forms, {res['classes']:,} sign classes, "
          f"{res['computed']:,} distance distributions computed")
    print(f"bound: diameter >= {b['diameter']}, average distance >= {b['average_distance']} "
          f"({float(b['average_distance']):.4f})")
    for r in res["top"]:
        print(f"G({r['hnf']}): diameter {r['diameter']} (gap {r['diameter'] - b['diameter']}), "
              f"average {r['average_distance']} ({float(r['average_distance']):.4f}, gap "
              f"{float(r['average_distance'] - b['average_distance']):.4f}), "
              f"distribution {r['distribution']}")
    return 0


def add_optimal(sub) -> None:
    """Register ``latticegraph optimal``."""
    p = sub.add_parser(
        "optimal",
        help="the lattice graphs of N vertices with least average distance or diameter",
        description="Exhaustive search over every Hermite form of determinant N (paper "
        "'crystal', Section 5.1) up to sign changes, pruned by exact bounds (1-norm balls "
        "of Z^n, coordinate projections, partial BFS); prints the optimum with its exact "
        "distance distribution and its gap to the ball bound.",
        epilog="examples: latticegraph optimal 2048;  latticegraph optimal 1000 --dim 2 --json",
    )
    p.add_argument("order", type=int, help="number of vertices N")
    p.add_argument("--dim", type=int, default=3, help="dimension n (degree 2n; default 3)")
    p.add_argument("--by", choices=("average", "diameter"), default="average",
                   help="criterion (ties: the other one, then the least Hermite form)")
    p.add_argument("--top", type=int, default=1, help="how many graphs to list (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=_cmd_optimal)
