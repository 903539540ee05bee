"""Optimal lattice graphs of a given order: exhaustive search with exact bounds.

Every ``n``-dimensional lattice graph of order ``N`` (degree ``2n``) is
``G(H)`` for exactly one Hermite normal form ``H`` of determinant ``N``
(paper ``crystal``, Definition 8, column style ``H = M·U``, upper
triangular, and Section 5.1 for the labelling ``0 <= x_i < H_ii``).  The
search below accounts for every one of them, up to distance-preserving
symmetries, and returns those with the least average distance (or
diameter), each with its certificate: the form and its exact distance
distribution, recomputed by the Hermite recursion of
:mod:`latticegraph.distance`.

The bound.  ``G(H)`` is the Cayley graph of ``Z^n / L``, ``L = H Z^n``, with
generators ``±e_i``; the vertex of a class is at distance ``k`` from 0 iff the
least 1-norm of its representatives is ``k``.  So at most ``|B(k)|`` vertices
(the 1-norm ball of ``Z^n``) lie within distance ``k``, which bounds the
diameter and the total distance ``T = Σ_k (N - N(k))`` of every graph
(:func:`ball_bounds`); the search measures each graph by its *slack*
``T - T_ball``.  Optima sit within a few dozen of the bound (orders to 4096).

Fatal vectors.  If ``L`` contains ``w ≠ 0``, the points ``x`` and ``x - w`` of
``B(k)`` are one vertex, so ``N(k) <= |B(k)| - |B(k) ∩ (B(k) + w)|`` and the
slack is at least a number that depends only on the shape of ``w`` (its
absolute values, sorted).  A vector whose bound exceeds the slack allowed is
*fatal*: no lattice containing it can be within the slack (by diameter
likewise).  These bounds do not depend on the slack: a lattice's bound is the
largest over its points, computed once per order for every form and shared by
all the passes of the search, by average and by diameter (:class:`_Bounds`).

The filter.  For a diagonal ``d`` and the entries of ``H`` other than the top
right one ``h = H_1n`` (the "outer" entries), a point ``p`` lies in ``L`` iff
back-substitution divides (rows ``n..2``) and ``k_n h ≡ x (mod d_1)`` with
``k_n = p_n / d_n``: one congruence in ``h``, solved for all points at
once, raising the bounds of the forms that hold them in a row of ``d_1``
(:func:`_survivors`).  No form is ever listed, only those no fatal vector
kills (about one in 10^4 to 10^6 at the orders of the census).

Exact distances of the survivors come from the ball itself: the class of each
point of ``B(R)``, the least norm per class (:func:`_distances`), radius by
radius, abandoned as soon as the exact counts so far plus the greedy filling
of spheres (:func:`_fill_bounds`) exceed the slack or the incumbent.

Deepening.  A pass under slack ``s`` finds every graph whose slack is at most
``s``; if the best found is within ``s`` it is the optimum (with all its
ties), otherwise its slack is the next pass's ``s`` (:func:`_least_total`).
By diameter, no graph of diameter ``<= t`` exceeds :func:`diameter_slack`: a
pass under it is complete.

Symmetries.  Right-equivalence is built in (one form per lattice).  Signed
permutations of coordinates map ``G(L)`` isomorphically onto ``G(P·L)``:
the outer superdiagonal entries are taken in ``[0, d_i / 2]`` (a sign change
negates one of them), circulant forms ``d = (N, 1, ..., 1)`` (n <= 3) by
the least ratio of generators (:func:`_circulant_masks`); each lattice found
is named by its class's least Hermite form
(:func:`latticegraph.symmetry.linear_class_representative`), which breaks
ties.

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
from numba import njit, types
from numba.extending import intrinsic

from .distance import average_distance, diameter, distance_distribution, total_distance
from .errors import UsageError
from .memory import require
from .progress import task
from .topologies.lattice import LatticeGraph

__all__ = [
    "MAX_DIMENSION",
    "MAX_WORK",
    "sphere_size",
    "ball_size",
    "ball_bounds",
    "diameter_slack",
    "hermite_form_count",
    "search_work",
    "search_memory",
    "optimal",
    "census_record",
    "census",
    "CensusStore",
    "census_tables",
    "census_summary",
    "census_data",
    "add_optimal",
]

#: dimensions the search supports (degree 2n)
MAX_DIMENSION = 4
#: largest number of Hermite forms one search may examine (:func:`search_work`)
MAX_WORK = 20_000_000_000
#: elements per temporary array
_CELLS = 1 << 21
#: forms computed anyway when a pass finds nothing within its slack
_NEAR = 8


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
# ---------------------------------------------------------------------------
# Hermite forms
# ---------------------------------------------------------------------------
def _diagonals(n: int, N: int):
    if n == 1:
        yield (N,)
        return
    from sympy import divisors
    for d in divisors(N):                  # increasing; O(tau(N)), not O(N), per level
        for tail in _diagonals(n - 1, N // d):
            yield (d,) + tail


def hermite_form_count(n: int, N: int) -> int:
    """Number of ``n×n`` Hermite forms of determinant ``N``: ``Σ Π_i d_i^{n-i}``
    over diagonals ``d_1···d_n = N`` (row ``i`` has ``n - i`` entries reduced
    modulo ``d_i``), as :func:`latticegraph.symmetry.hermite_matrices` lists them.

    >>> hermite_form_count(2, 4), hermite_form_count(3, 2048), hermite_form_count(3, 32768)
    (7, 11180715, 2863245995)
    """
    return sum(math.prod(d[i] ** (n - 1 - i) for i in range(n)) for d in _diagonals(n, N))


# ---------------------------------------------------------------------------
# Points of Z^n, their shapes, and the caps B(k) ∩ (B(k) + w)
# ---------------------------------------------------------------------------
@functools.lru_cache(maxsize=8)
def _points(n: int, R: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The points of ``Z^n`` with 1-norm ``<= R`` sorted by norm: ``(P, norm, shells)``,
    ``shells[k]`` the index of the first point of norm ``k`` (``shells[R + 1]``: all)."""
    axes = np.arange(-R, R + 1, dtype=np.int64)
    P = np.stack(np.meshgrid(*([axes] * n), indexing="ij"), -1).reshape(-1, n)
    norm = np.abs(P).sum(1)
    P, norm = P[norm <= R], norm[norm <= R]
    order = np.argsort(norm, kind="stable")
    P, norm = P[order], norm[order]
    for a in (P, norm):
        a.setflags(write=False)
    return P, norm, np.searchsorted(norm, np.arange(R + 2))


@functools.lru_cache(maxsize=8)
def _positive_points(n: int, R: int) -> np.ndarray:
    """The points of norm ``1..R`` whose last nonzero coordinate is positive, by norm:
    one of each pair ``±w`` (a lattice holds both or neither).  For ``R' < R`` the
    points of ``(n, R')`` come first, in the same order."""
    P = _points(n, R)[0][1:]
    last = np.zeros(len(P), np.int64)
    for i in range(n):
        last = np.where(P[:, i] != 0, np.sign(P[:, i]), last)
    P = P[last > 0]
    P.setflags(write=False)
    return P


def _shape_key(P: np.ndarray, R: int) -> np.ndarray:
    """An integer per point naming its shape, the sorted absolute values: its orbit
    under the signed permutations, which preserve every 1-norm ball."""
    S = np.sort(np.abs(P), axis=1)
    return S @ ((R + 1) ** np.arange(S.shape[1], dtype=np.int64))


def _caps_2d(shapes: np.ndarray, K: int) -> np.ndarray:
    """``|B(k) ∩ (B(k) + w)|`` in ``Z^2`` for ``k = 0..K``, in closed form: with
    ``u = x_1 + x_2``, ``v = x_1 - x_2`` the ball ``B(k)`` is the square
    ``max(|u|, |v|) <= k`` with ``u ≡ v (mod 2)``, so the intersection is a box of
    ``(u, v)`` counted by parity."""
    U = (shapes[:, 0] + shapes[:, 1])[:, None]
    V = (shapes[:, 0] - shapes[:, 1])[:, None]
    k = np.arange(K + 1)[None, :]

    def even_odd(lo, hi):
        size = np.maximum(hi - lo + 1, 0)
        even = np.where(size > 0, hi // 2 - (lo - 1) // 2, 0)
        return even, size - even

    eu, ou = even_odd(np.maximum(-k, U - k), np.minimum(k, U + k))
    ev, ov = even_odd(np.maximum(-k, V - k), np.minimum(k, V + k))
    return eu * ev + ou * ov


@njit(cache=True)
def _caps_nd(shapes, P, norm, K):
    """``|B(k) ∩ (B(k) + w)|`` for ``k = 0..K`` (compiled): the points ``x`` of
    ``B(K)`` counted by ``max(|x|, |x - w|)``, then cumulated."""
    S, n = shapes.shape
    out = np.zeros((S, K + 1), np.int64)
    for s in range(S):
        for q in range(P.shape[0]):
            far = 0
            for i in range(n):
                far += abs(P[q, i] - shapes[s, i])
            kap = max(norm[q], far)
            if kap <= K:
                out[s, kap] += 1
        for k in range(1, K + 1):
            out[s, k] += out[s, k - 1]
    return out


@functools.lru_cache(maxsize=2)
def _cap_table(n: int, K: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(keys, caps, below)`` for every shape ``w`` of norm ``1..2K``:
    ``caps[s, k] = |B(k) ∩ (B(k) + w)|`` for ``k <= K`` and ``below[s, k]`` the sum
    of ``caps[s, :k]``.  Independent of the order, hence cached across orders."""
    P, norm, _ = _points(n, 2 * K)
    shapes = P[(P >= 0).all(1) & (np.diff(P, axis=1) >= 0).all(1) & (norm > 0)]
    keys = _shape_key(shapes, 2 * K)
    order = np.argsort(keys)
    keys, shapes = keys[order], shapes[order]
    caps = _caps_2d(shapes, K) if n == 2 else _caps_nd(shapes, *_points(n, K)[:2], K)
    below = np.concatenate([np.zeros((len(caps), 1), np.int64), caps.cumsum(1)[:, :-1]], 1)
    return keys, caps, below


#: largest table of caps as bit sets (:func:`_cap_bits`), bytes per radius
_BITS_BUDGET = 96 << 20


def _ball_rows(n: int, t: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``B(t)`` as rows along ``e_1``, one per tail ``(x_2, ..., x_n)`` of
    :func:`_points` ``(n - 1, t)``: ``(tails, tail_norm, start)``, row ``q`` holding the
    ``x_1`` in ``[-a, a]``, ``a = t - |tail|``, as bits ``start[q] .. start[q] + 2a``."""
    tails, tail_norm, _ = _points(n - 1, t)
    start = np.concatenate(([0], np.cumsum(2 * (t - tail_norm) + 1)))
    return tails, tail_norm, start


def _bits_size(n: int, t: int) -> int:
    """Bytes of :func:`_cap_bits` ``(n, t)``: one bit per point of ``B(t)`` for each
    point of norm ``1..2t`` with positive last nonzero coordinate."""
    return (ball_size(n, 2 * t) - 1) // 2 * -(-ball_size(n, t) // 64) * 8


@njit(cache=True)
def _cap_bits_kernel(W, tails, tail_norm, start, t):
    """``B(t) ∩ (B(t) + W[f])`` as a bit set over the rows of :func:`_ball_rows`
    (compiled): in the row of tail ``τ`` the ``x_1`` within ``t`` of both 0 and
    ``W[f]``, an interval."""
    F, n = W.shape
    out = np.zeros((F, (start[-1] + 63) // 64), np.uint64)
    for f in range(F):
        for q in range(tails.shape[0]):
            b = t
            for i in range(1, n):
                b -= abs(tails[q, i - 1] - W[f, i])
            if b < 0:
                continue
            a = t - tail_norm[q]
            for x1 in range(max(-a, W[f, 0] - b), min(a, W[f, 0] + b) + 1):
                k = start[q] + a + x1
                out[f, k >> 6] |= np.uint64(1) << np.uint64(k & 63)
    return out


@functools.lru_cache(maxsize=6)
def _cap_bits(n: int, t: int) -> np.ndarray:
    """The caps ``B(t) ∩ (B(t) + w)`` as bit sets over ``B(t)``, one row per point ``w``
    of :func:`_positive_points` ``(n, 2t)`` in that order (points past ``2t`` have
    empty caps).  The union of a lattice's caps is exact: ``x ∈ B(t)`` has a
    representative earlier in reverse lexicographic order iff ``x ∈ B(t) ∩ (B(t) +
    w)`` for a lattice vector ``w`` whose last nonzero coordinate is positive, so
    ``|∪_w cap(w)| = |B(t)| - N(t)`` (:func:`_scan`).  Independent of the order:
    cached across orders."""
    return _cap_bits_kernel(_positive_points(n, 2 * t), *_ball_rows(n, t), t)


def _cap_radius(N: int, n: int, dmax: int | None) -> int:
    """Largest radius whose caps enter the bounds: two past the ball bound's diameter
    (beyond it a cap must exceed a whole sphere to cost anything), or ``dmax``."""
    return max(ball_bounds(N, n)[0] + 2, dmax or 0, 1)


#: largest cache of per-form bounds (:class:`_Bounds`), bytes per order
_LEVELS_BUDGET = 256 << 20
#: slack bounds as stored per form: the step ``j`` stands for a bound of at least
#: ``_SLACK_STEPS[j]`` (every value to 63, then about 3.5% apart, to about 47,000)
_SLACK_STEPS = np.unique(np.concatenate([np.arange(64), np.floor(
    64 * 1.035 ** np.arange(1, 400)).astype(np.int64)]))[:256]


def _slack_step(slack) -> np.ndarray:
    """The largest step whose value is at most ``slack`` (a form's or a pass's)."""
    return np.searchsorted(_SLACK_STEPS, slack, side="right") - 1


class _Bounds:
    """Lower bounds of one order from the vectors of a lattice, computed once and
    shared by every pass of the search (by average and by diameter, whatever the
    slack): each point ``w`` (norm ``<= 2K``, last nonzero coordinate positive) has

    - ``slack[w]``: a lattice containing ``w`` has at most ``|B(k)| - |B(k) ∩ (B(k) +
      w)|`` vertices within distance ``k`` (in each chain ``x, x + w, x + 2w, ...``
      of ball points only the first is a new vertex), so its total distance ``T =
      Σ_k (N - N(k))`` exceeds the ball bound by at least ``Σ_k min(N, |B(k)|) -
      min(N, |B(k)| - cap_k(w))``;
    - ``diameter[w]``: ``1 +`` the largest ``k <= K`` with ``|B(k)| - cap_k(w) < N``
      (then ``N(k) < N``), at least the ball bound's diameter.

    A form's slack bound is the largest over the points its lattice holds, computed
    by one :func:`_scan` per block of forms and kept (:meth:`keep`) while it
    fits in :data:`_LEVELS_BUDGET`: every pass of the order reads it, whatever its
    slack, instead of scanning again.  A pass with ``dmax`` scans only the points
    whose diameter bound is over ``dmax`` and slack bound is not over its slack
    (:meth:`diameter_only`).  A point is *fatal* for the pass when one of its own
    bounds is over; the other points with a cap at ``dmax`` are the *mild* ones
    of :meth:`mild` (the exact union of caps, :func:`_scan` with caps).
    """

    def __init__(self, N: int, n: int, K: int):
        keys, caps, below = _cap_table(n, K)
        r = ball_bounds(N, n)[0]
        room = np.array([ball_size(n, k) for k in range(K + 1)], np.int64) - N
        lost = below[:, r].copy()                  # k < r: every cap point is lost
        for k in range(r, K + 1):                  # k >= r: only what drops N(k) below N
            lost += np.maximum(0, caps[:, k] - room[k])
        over = caps[:, r:] > room[r:]              # N(k) < N: diameter > k (all k < r)
        last = np.where(over.any(1), K - np.argmax(over[:, ::-1], 1), r - 1)
        self.N, self.n, self.K, self.r = N, n, K, r
        self.keys, self.caps, self.room = keys, caps, room
        self.shape_slack = _SLACK_STEPS[_slack_step(lost)]
        self.shape_diameter = last + 1
        shape = _point_shapes(n, K)
        self.points, self.shape = _positive_points(n, 2 * K), shape
        self.slack, self.diameter = self.shape_slack[shape], self.shape_diameter[shape]
        self.step = _slack_step(self.slack).astype(np.uint8)
        order = np.argsort(self.step, kind="stable")       # increasing: for _scan
        self.hard = order[self.step[order] > 0]
        self.cache: dict = {}
        self.bytes = 0

    def axis(self, d1: int) -> tuple[int, int]:
        """The bounds of ``d_1 e_1``, in every lattice of first diagonal entry ``d_1``."""
        if d1 > 2 * self.K:
            return 0, 0
        key = _shape_key(np.array([[d1] + [0] * (self.n - 1)]), 2 * self.K)[0]
        s = int(np.searchsorted(self.keys, key))
        return int(self.shape_slack[s]), int(self.shape_diameter[s])

    def fatal(self, slack: int | None, dmax: int | None) -> np.ndarray:
        """Whether each point proves a lattice holding it out of the pass."""
        kill = np.zeros(len(self.points), bool)
        if slack is not None:
            kill |= self.slack > slack
        if dmax is not None:
            kill |= self.diameter > dmax
        return kill

    def diameter_only(self, slack: int | None, dmax: int) -> np.ndarray:
        """The points fatal by their diameter bound at ``dmax`` and not by their slack."""
        keep = self.diameter > dmax
        if slack is not None:
            keep &= self.slack <= slack
        return np.flatnonzero(keep)

    def mild(self, slack: int | None, dmax: int | None):
        """``(points, rows, bits, limit)`` for the cap scan of a pass with ``dmax``: the
        points not fatal with a cap at ``dmax``, their rows in the table ``bits`` of
        :func:`_cap_bits` ``(n, dmax)`` and ``limit = |B(dmax)| - N``, the arguments of
        :func:`_scan` (the diameter exceeds ``dmax`` iff the caps of a lattice's
        vectors cover more than ``limit`` points); ``None`` without ``dmax`` or when
        the table would exceed :data:`_BITS_BUDGET`."""
        if dmax is None or _bits_size(self.n, dmax) > _BITS_BUDGET:
            return None
        cap = self.caps[self.shape, dmax]
        soft = np.flatnonzero(~self.fatal(slack, dmax) & (cap > 0))
        soft = soft[np.argsort(-cap[soft], kind="stable")]     # largest caps first
        return self.points[soft], soft, _cap_bits(self.n, dmax), int(self.room[dmax])

    def keep(self, key, block: tuple) -> tuple:
        """Keep ``(symmetric, levels, least)`` of a block of forms (:func:`_form_bounds`) in
        ``cache`` while it fits in :data:`_LEVELS_BUDGET`; returns it."""
        size = sum(a.nbytes for a in block)
        if self.bytes + size <= _LEVELS_BUDGET:
            self.cache[key] = block
            self.bytes += size
        return block


def _bounds_at(bounds: dict, N: int, n: int, dmax: int | None) -> _Bounds:
    """The :class:`_Bounds` of the order at the cap radius of a pass (one radius kept)."""
    K = _cap_radius(N, n, dmax)
    if K not in bounds:
        bounds.clear()
        bounds[K] = _Bounds(N, n, K)
    return bounds[K]


@functools.lru_cache(maxsize=2)
def _point_shapes(n: int, K: int) -> np.ndarray:
    """The row of :func:`_cap_table` ``(n, K)`` of each point of
    :func:`_positive_points` ``(n, 2K)``."""
    return np.searchsorted(_cap_table(n, K)[0], _shape_key(_positive_points(n, 2 * K), 2 * K))


# ---------------------------------------------------------------------------
# The filter: Hermite forms containing no fatal vector, one diagonal at a time
# ---------------------------------------------------------------------------
def _outer_values(d: tuple) -> list[tuple[int, int, np.ndarray]]:
    """The entries ``(i, j)`` of a form other than the top right one, each with the
    values it takes in the search (0-based indices here, 1-based in the text).

    Every lattice has a signed permutation image meeting all of these, so no
    class is lost:

    - the coordinates are ordered so that ``e_1`` has the largest order in
      ``G = Z^n / L``, then ``|<e_1, e_2>| = d_1 d_2`` is the largest: the order
      of ``e_2`` is ``d_2 d_1 / gcd(d_1, h_12)``, so ``gcd(d_1, h_12) >= d_2``;
      the order of ``e_3`` modulo ``<e_1>`` is ``d_3 d_2 / gcd(d_2, h_23)``, so
      ``gcd(d_2, h_23) >= d_3`` (hence only diagonals ``d_1 >= d_2 >= d_3``);
    - flipping the sign of coordinate ``i`` negates entry ``(i, i+1)`` modulo
      ``d_i`` and no other superdiagonal entry (nor any order), so those lie
      in ``[0, d_i / 2]``;
    - circulants ``d = (N, 1, 1)``: ``h_12 <= cyc(1 / h_12)``
      (:func:`_circulant_keep`).
    """
    n = len(d)
    out = []
    for i in range(n):
        for j in range(i + 1, n):
            if (i, j) == (0, n - 1):
                continue
            v = np.arange(d[i] // 2 + 1 if j == i + 1 else d[i], dtype=np.int64)
            if (i, j) == (0, 1):
                v = v[np.gcd(d[0], v) >= d[1]]
                if _circulant(d):
                    inv = _unit_inverses(d[0])
                    v = v[[inv[a] == 0 or a <= _cyc(inv[a], d[0]) for a in v.tolist()]]
            if (i, j) == (1, 2):
                v = v[np.gcd(d[1], v) >= d[2]]
            out.append((i, j, v))
    return out


def _outer_count(d: tuple) -> int:
    return math.prod(len(v) for _, _, v in _outer_values(d))


def _outer_block(values: list[np.ndarray], start: int, stop: int) -> np.ndarray:
    """Rows ``start..stop-1`` of the product of ``values`` (last varying fastest)."""
    idx = np.arange(start, stop, dtype=np.int64)
    out = np.zeros((len(idx), len(values)), np.int64)
    for c in range(len(values) - 1, -1, -1):
        out[:, c] = values[c][idx % len(values[c])]
        idx //= len(values[c])
    return out


@functools.lru_cache(maxsize=2)
@njit(cache=True)
def _unit_inverses(N: int) -> np.ndarray:
    """``inv[x]`` the inverse of ``x`` modulo ``N`` (0 where ``x`` is not a unit; compiled)."""
    inv = np.zeros(N, np.int64)
    for x in range(1, N):
        if _gcd(x, N) == 1:
            inv[x] = _inverse(x, N)
    return inv


@njit(cache=True)
def _cyc(x: int, N: int) -> int:
    x %= N
    return min(x, N - x)


def _circulant(d: tuple) -> bool:
    """Circulant forms ``d = (N, 1, ..., 1)`` in dimension 2 or 3 (``e_1`` generates)."""
    return len(d) <= 3 and d[0] >= 3 and all(x == 1 for x in d[1:])


@njit(cache=True)
def _circulant_keep(alive, h12):
    """Clear the circulant forms that cannot be the least of their class (compiled);
    ``h12[r]`` is row ``r``'s ``h_12`` (-1 in dimension 2).

    ``L = {p : p_1 ≡ h_12 p_2 + h_13 p_3 (mod N)}`` is the kernel of ``p ↦ p·g``,
    ``g = (1, -h_12, -h_13)``.  A signed permutation permutes and negates ``g``
    and a unit multiple of ``g`` has the same kernel, so the attainable values of
    ``h_12`` are ``± g_j / g_i`` for units ``g_i``.  The form whose ``|h_12|`` is
    least (then signs making ``h_12, h_13 ∈ [0, N/2]``) has ``h_12`` at most
    ``cyc`` of every such ratio: ``h_13``, ``1/h_12``, ``h_13/h_12``, ``1/h_13``,
    ``h_12/h_13`` (in dimension 2: ``h_12 <= cyc(1/h_12)``).  Inverses are taken
    only for the forms still alive.
    """
    M, N = alive.shape
    for r in range(M):
        a = h12[r]
        inv_a = _unit_inverse(a, N) if a >= 0 else 0
        for h in range(N):
            if not alive[r, h]:
                continue
            ok = h <= N // 2 and h >= a
            if ok:
                inv_h = _unit_inverse(h, N)
                if a < 0:
                    ok = inv_h == 0 or h <= _cyc(inv_h, N)
                else:
                    if inv_h != 0:
                        ok = _cyc(inv_h, N) >= a and _cyc(a * inv_h, N) >= a
                    if ok and inv_a != 0:
                        ok = _cyc(h * inv_a, N) >= a
            if not ok:
                alive[r, h] = False


def _ties_keep(alive: np.ndarray, d: tuple, h12: np.ndarray, h23: int) -> None:
    """Clear the 3×3 forms of a non-circulant diagonal ``d`` (rows ``h_12``, flags over
    ``h = h_13``) that another form of their class in the search precedes, so that
    classes whose coordinates tie in order are searched about once, not up to 8
    times.

    - With ``ord(e_1) = ord(e_2)`` (``gcd(d_1, h_12) = d_2``), also
      ``|<e_1, e_3>| >= |<e_2, e_3>|``: ``|<e_1, e_3>| = N / gcd(d_2, h_23)`` and
      ``|<e_2, e_3>| = N / gcd(d_1, h_12, h_13) = N / gcd(d_2, h_13)``.  Every class
      keeps a member: among the orderings meeting the conditions of
      :func:`_outer_values` take one with ``|<e_1, e_3>|`` largest; if it has
      ``|<e_2, e_3>|`` larger, swapping ``e_1, e_2`` (when ``|<e_1, e_2>| >=
      |<e_2, e_3>|``) would give a larger ``|<e_1, e_3>|``, and otherwise the
      ordering ``(e_2, e_3, e_1)`` meets all three with the same ``|<e_1, e_3>|``.
    - Flipping the sign of ``e_3`` keeps the row when ``h_23 = 0`` (then ``h ->
      -h``) or ``h_23 = d_2 / 2`` (then ``h -> h_12 - h``), flipping ``e_1`` when
      ``h_12 = 0`` or ``d_1 / 2`` (``h -> -h``), all modulo ``d_1``: ``h`` is the
      least of its images.  Sign changes keep every order above, so the least
      member of the orbit meets both.
    """
    d1, d2, _ = d
    h = np.arange(d1)
    tie = np.gcd(d1, h12) == d2
    alive[tie] &= np.gcd(d2, h) >= math.gcd(d2, h23)
    if h23 == 0:
        alive &= h <= (-h) % d1
    elif 2 * h23 == d2:
        alive &= h <= (h12[:, None] - h) % d1
    flip = (h12 == 0) | (2 * h12 == d1)
    alive[flip] &= h <= (-h) % d1


def _back_substitute(P: np.ndarray, d: tuple, entries: dict) -> tuple[np.ndarray, dict]:
    """Rows ``n..2`` of ``p = H k`` for the points ``P`` given the entries of rows
    ``2..n`` (0-based ``(i, j)``, ``i >= 1``): ``(keep, k)`` with ``keep`` where they
    divide and ``k[j]`` (``j >= 1``) the coefficients of the columns."""
    n = len(d)
    k = {n - 1: P[:, n - 1] // d[n - 1]}
    keep = np.ones(len(P), bool)
    for i in range(n - 2, 0, -1):
        x = P[:, i] - sum(k[j] * entries[i, j] for j in range(i + 1, n))
        if d[i] == 1:
            k[i] = x
        else:
            k[i], rem = np.divmod(x, d[i])
            keep &= rem == 0
    return keep, k


def _congruences(P: np.ndarray, d: tuple, entries: dict, upper: list) -> tuple:
    """For the points ``P`` and the lower entries of the form: the points kept by
    :func:`_back_substitute` with ``(index, p_1, coef, g, m, unit)``, so that a point
    lies in ``L`` iff ``k_n h ≡ x (mod d_1)``, ``x = p_1 - Σ_j coef_j h_1j``, ``k_n =
    p_n / d_n``: iff ``g = gcd(k_n, d_1)`` divides ``x`` and ``h ≡ (x / g)·unit (mod
    m)``, ``m = d_1 / g`` (``k_n = 0``: ``g = d_1``, every ``h`` or none)."""
    n, d1 = len(d), d[0]
    keep, k = _back_substitute(P, d, entries)
    idx = np.flatnonzero(keep)
    k = {j: a[keep] for j, a in k.items()}
    kn = k[n - 1]                                   # few values: solved once each
    g, m, unit = (a[kn] for a in _units(np.arange(kn.max(initial=0) + 1), d1))
    coef = np.stack([k[j] for j, _ in upper], 1) if upper else np.zeros((len(idx), 0), np.int64)
    return idx, P[idx, 0].copy(), coef, g, m, unit


@njit(cache=True)
def _inverse(a, q):
    """``a^-1 mod q`` for ``gcd(a, q) = 1`` (extended Euclid; compiled)."""
    r0, r1, s0, s1 = q, a % q, 0, 1
    while r1:
        t = r0 // r1
        r0, r1, s0, s1 = r1, r0 - t * r1, s1, s0 - t * s1
    return s0 % q


@njit(cache=True)
def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


@njit(cache=True)
def _unit_inverse(x, N):
    """``x^-1 mod N``, 0 where ``x`` is not a unit (compiled)."""
    return _inverse(x, N) if _gcd(x, N) == 1 else 0


@njit(cache=True)
def _units(kn, d1):
    """``(g, m, unit)`` for each ``k_n >= 0`` (compiled): ``g = gcd(k_n, d_1)`` (``d_1`` for
    ``k_n = 0``), ``m = d_1 / g`` and ``unit = (k_n / g)^-1 mod m`` (0 for ``m = 1``)."""
    g, m, unit = np.empty_like(kn), np.empty_like(kn), np.zeros_like(kn)
    for i in range(kn.shape[0]):
        g[i] = _gcd(kn[i], d1)
        m[i] = d1 // g[i]
        if m[i] > 1:
            unit[i] = _inverse((kn[i] // g[i]) % m[i], m[i])
    return g, m, unit


@njit(cache=True)
def _progressions(a0, p1, coef, g, m, unit, nxt, h, period, step):
    """With one outer entry ``a`` (compiled): point ``f`` lies in the lattices of row
    ``a`` iff ``g | x = p_1 - c a`` (``c = coef[f, 0]``), then for ``h ≡ (x / g)·unit
    (mod m)``.  Those ``a`` form a progression of difference ``period = g /
    gcd(c, g)``, along which ``h`` falls by ``step = (c·period / g)·unit`` modulo
    ``m``: ``nxt[f]`` is its first ``a >= a0`` (huge: never) and ``h[f]`` the least
    ``h`` there."""
    for f in range(p1.shape[0]):
        c, gf, mf = coef[f, 0], g[f], m[f]
        gg = _gcd(c % gf, gf)
        if (p1[f] % gf) % gg:
            nxt[f] = 1 << 62
            continue
        q = gf // gg
        root = 0 if q == 1 else ((p1[f] % gf) // gg) * _inverse((c % gf) // gg, q) % q
        a = a0 + (root - a0) % q
        nxt[f], period[f] = a, q
        h[f] = (((p1[f] - c * a) // gf) % mf) * unit[f] % mf
        step[f] = ((c * q // gf) % mf) * unit[f] % mf


#: :func:`_scan` arguments without caps, and without bounds
_NO_CAPS = (np.zeros(0, np.int64), np.zeros((0, 1), np.uint64), 0)
_NO_BOUNDS = (np.zeros(0, np.uint8), np.zeros((0, 0), np.uint8))


@intrinsic
def _popcount(typingctx, x):
    """Number of set bits of a ``uint64`` (LLVM ``ctpop``)."""
    def codegen(context, builder, signature, args):
        return builder.ctpop(args[0])
    return types.uint64(types.uint64), codegen


@njit(cache=True)
def _cover(acc, cover, e, bits, k, limit):
    """OR cap ``bits[k]`` into form ``e``'s union ``acc[e]``, counting the new points
    into ``cover[e]`` (compiled); whether the union now exceeds ``limit`` (the form
    is out: the union only grows, so no later cap can bring it back)."""
    c = cover[e]
    for w in range(acc.shape[1]):
        new = bits[k, w] & ~acc[e, w]
        if new:
            c += _popcount(new)
            acc[e, w] |= new
    cover[e] = c
    return c > limit


@njit(cache=True)
def _scan(alive, p1, coef, upper, g, m, unit, rows, bits, limit, bound, level):
    """The filter proper (compiled), in one of two modes.

    Bounds (``rows`` empty): ``level[r, h]`` (over the top right entry ``h``) ends as
    the largest ``bound[f]`` of the points ``f`` the lattice of ``h`` holds (``m = 1``:
    the whole row): the points come in increasing ``bound``, so a plain store
    keeps the largest (:class:`_Bounds`; ``bound`` all 1: a kill mask); ``alive``
    gives only the shape.

    With caps: clear ``alive[r, h]`` whose lattice has ``|B(k)| - N(k) > limit``.
    The points ``x`` of ``B(k)`` with another representative in ``B(k)`` earlier in
    reverse lexicographic order are ``∪_w B(k) ∩ (B(k) + w)`` over the lattice
    vectors ``w`` whose last nonzero coordinate is positive, ``|B(k)| - N(k)`` of
    them.  Each live form ORs the caps of the points it holds (row ``rows[f]`` of
    ``bits``, :func:`_cap_bits` at radius ``k``); given every one of its vectors
    with a nonempty cap that is not fatal, the union is exact (a lower bound
    whatever points are given).  The union's size is counted as it grows
    (:func:`_cover`): a form is dropped, and later points skip it, as soon as it
    exceeds ``limit``.

    Points are taken one at a time, visiting the rows ``r`` where they lie in some
    lattice, for ``h = x, x + m, ...``: with one outer entry ``a`` stepping along
    the progression of :func:`_progressions` (``upper[:, 0]`` increasing), or
    testing each row where that is far shorter; otherwise solving each row.  With
    caps, the ``h`` of a row are stepped through or its live forms tested,
    whichever is fewer.
    """
    M, d1 = alive.shape
    F = p1.shape[0]
    caps = rows.shape[0] > 0
    start = np.zeros(M + 1, np.int64)              # live forms row by row, when caps
    if caps:
        for r in range(M):
            start[r + 1] = start[r] + alive[r].sum()
    col = np.empty(start[M], np.int64)           # their h, and as bits (compact)
    live = np.zeros((M, (d1 + 63) // 64 if caps else 0), np.uint64)
    for r in range(M):
        e = start[r]
        for x in range(d1 if caps else 0):
            if alive[r, x]:
                col[e] = x
                live[r, x >> 6] |= np.uint64(1) << np.uint64(x & 63)
                e += 1
    W = bits.shape[1]
    acc = np.zeros((start[M], W), np.uint64)
    cover = np.zeros(start[M], np.int64)           # |acc| so far: over limit, the form is out
    row = np.zeros(0 if caps else M, np.uint8)    # points in every lattice of a row
    walk = coef.shape[1] == 1 and M >= 4          # else solving each row is cheaper
    a0 = upper[0, 0] if walk else 0
    a1 = upper[M - 1, 0] if walk else 0
    rowof = np.full(a1 - a0 + 1, -1, np.int64)
    if walk:
        for r in range(M):
            rowof[upper[r, 0] - a0] = r
    nxt, h = np.zeros(F, np.int64), np.zeros(F, np.int64)
    period, step = np.zeros(F, np.int64), np.zeros(F, np.int64)
    if walk:
        _progressions(a0, p1, coef, g, m, unit, nxt, h, period, step)
    for f in range(F):
        k, mf = rows[f] if caps else -1, m[f]
        if k >= bits.shape[0]:
            continue
        a, x, q, st = nxt[f], h[f], period[f], step[f]
        test = walk and a <= a1 and (a1 - a) // q >= 8 * M   # far fewer rows than steps
        stepping = walk and not test
        i = 0
        while True:                                # the next row r and its least h, y
            if stepping:
                if a > a1:
                    break
                r, y = rowof[a - a0], x
                a += q
                x -= st
                if x < 0:
                    x += mf
                if r < 0:
                    continue
            else:
                if i == M:
                    break
                r = i
                i += 1
                if test:
                    j = upper[r, 0] - a
                    if j < 0 or j % q:
                        continue
                    y = (x - (j // q % mf) * st) % mf
                else:
                    y = p1[f]
                    for c in range(coef.shape[1]):
                        y -= coef[f, c] * upper[r, c]
                    if y % g[f] or (not caps and row[r] >= bound[f]):
                        continue
                    y = ((y // g[f]) % mf) * unit[f] % mf
            if not caps:
                b = bound[f]
                if mf == 1:
                    row[r] = b
                else:
                    while y < d1:
                        level[r, y] = b
                        y += mf
            elif (d1 - y + mf - 1) // mf <= start[r + 1] - start[r]:
                while y < d1:
                    if live[r, y >> 6] >> np.uint64(y & 63) & np.uint64(1):
                        lo, hi = start[r], start[r + 1] - 1     # its slot: col[lo] == y
                        while lo < hi:
                            if col[(lo + hi) >> 1] < y:
                                lo = ((lo + hi) >> 1) + 1
                            else:
                                hi = (lo + hi) >> 1
                        if _cover(acc, cover, lo, bits, k, limit):
                            live[r, y >> 6] &= ~(np.uint64(1) << np.uint64(y & 63))
                    y += mf
            else:
                for e in range(start[r], start[r + 1]):
                    if cover[e] <= limit and (col[e] - y) % mf == 0:
                        _cover(acc, cover, e, bits, k, limit)
    for r in range(M):
        if not caps:
            for x in range(d1):
                level[r, x] = max(level[r, x], row[r])
        for e in range(start[r], start[r + 1]):
            if cover[e] > limit:
                alive[r, col[e]] = False


def _order_mask(H: np.ndarray) -> np.ndarray:
    """For 3×3 forms: ``e_3`` no longer in order than ``e_1`` (:func:`_outer_values`).
    ``m e_3 ∈ L`` needs ``c = m / d_3`` a multiple of ``c_0 = d_2 / gcd(d_2, h_23)``
    and then ``d_1 | t v`` for ``c = t c_0``, ``v = c_0 h_13 - (c_0 h_23 / d_2) h_12``."""
    if H.shape[1] != 3:
        return np.ones(len(H), bool)
    d1, d2, d3 = (int(H[0, i, i]) for i in range(3))
    c0 = d2 // np.gcd(d2, H[:, 1, 2])
    v = c0 * H[:, 0, 2] - (c0 * H[:, 1, 2] // d2) * H[:, 0, 1]
    return d3 * c0 <= np.gcd(d1, v)


def _form_bounds(d: tuple, O: np.ndarray, entries: dict, hard: tuple,
                 steps: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(symmetric, levels, least)`` of a block of forms of diagonal ``d`` (rows: the
    outer entries ``O``, flags over ``h``): the forms the coordinate symmetries keep
    (:func:`_ties_keep`, signs in dimension 2), the step of each form's slack
    bound, the largest over the points ``hard`` (:func:`_congruences`) it holds,
    and per row the least step of its symmetric forms (256: none), so that a pass
    looks only at the rows holding a form within its slack."""
    n, d1 = len(d), d[0]
    idx, *con = hard
    sym = np.ones((len(O), d1), bool)
    if n == 3 and not _circulant(d):
        _ties_keep(sym, d, O[:, 0], entries[1, 2])
    if n == 2 and not _circulant(d):                 # the superdiagonal entry is h itself
        hs = np.arange(d1)
        sym &= (hs <= d1 // 2) & (np.gcd(d1, hs) >= d[1])
    lv = np.zeros((len(O), d1), np.uint8)
    _scan(sym, con[0], con[1], O, *con[2:], *_NO_CAPS, steps[idx], lv)
    least = np.where(sym, lv, np.int16(256)).min(1, initial=256)
    return sym, lv, least


def _survivors(d: tuple, bounds: _Bounds, slack: int | None, dmax: int | None, stats: dict,
               mild=None, ball: int = 0):
    """Forms of diagonal ``d`` with no point over ``slack`` or ``dmax`` (:class:`_Bounds`,
    whose per-form levels are computed once per order), and with ``mild``, passing
    the cap bounds of :func:`_scan` where that is cheaper than computing them:
    about a point per row holding live forms against ``ball`` points per form),
    in batches.

    Rows ``n..2`` of the form (its lower entries) are fixed one tuple at a time
    and keep only the points they divide (:func:`_back_substitute`); the entries
    ``h_1j`` (``1 < j < n``) vary along the rows of an array, and the top right
    entry ``h = h_1n`` is left free: a point with ``k_n = p_n / d_n > 0`` lies in
    ``L`` exactly for the ``h`` solving ``k_n h ≡ x (mod d_1)``, ``x = p_1 -
    Σ_j k_j h_1j``, so each point raises the bounds of its solutions in a row of
    ``d_1`` forms at once (:func:`_scan`); points with ``p_n = 0`` lie in ``L`` for
    every ``h`` or none.
    """
    n, d1 = len(d), d[0]
    hard = bounds.hard[bounds.points[bounds.hard, n - 1] % d[n - 1] == 0]
    P, steps = bounds.points[hard], bounds.step[hard]
    far = np.zeros((0, n), np.int64)                 # fatal by the diameter alone
    if dmax is not None:
        far = bounds.points[bounds.diameter_only(slack, dmax)]
        far = far[far[:, n - 1] % d[n - 1] == 0]
    if mild is not None:
        on = np.flatnonzero(mild[0][:, n - 1] % d[n - 1] == 0)
        soft, (index, bits, limit) = mild[0][on], mild[1:]
        chunk = max(1, _CELLS // 8 // bits.shape[1])   # live forms per scan (cache-sized)
    values = _outer_values(d)
    lower = [(i, j, v) for i, j, v in values if i > 0]
    upper = [(j, v) for i, j, v in values if i == 0]
    n_upper = math.prod(len(v) for _, v in upper)
    stats["examined"] += n_upper * math.prod(len(v) for *_, v in lower) * d1
    if not n_upper:
        return
    for low in itertools.product(*(v.tolist() for *_, v in lower)):
        entries = {(i, j): h for (i, j, _), h in zip(lower, low)}
        hard = None                                  # solved when a block is not kept
        if len(far):
            _, *wide = _congruences(far, d, entries, upper)

        if mild is not None:
            idx, *light = _congruences(soft, d, entries, upper)
            idx = index[on[idx]]
        for s in range(0, n_upper, max(1, 4 * _CELLS // d1)):
            O = _outer_block([v for _, v in upper], s, min(n_upper, s + 4 * _CELLS // d1))
            got = bounds.cache.get((d, low, s))
            if got is None:
                if hard is None:
                    hard = _congruences(P, d, entries, upper)
                got = bounds.keep((d, low, s), _form_bounds(d, O, entries, hard, steps))
            sym, lv, least = got
            step = _slack_step(slack) if slack is not None else 255
            rows = np.flatnonzero(least <= step)     # the rows holding a form within slack
            if not len(rows):
                continue
            O, alive = O[rows], sym[rows] & (lv[rows] <= step)
            if len(far):
                kill = np.zeros((len(O), d1), np.uint8)
                _scan(alive, wide[0], wide[1], O, *wide[2:], *_NO_CAPS,
                      np.ones(len(wide[0]), np.uint8), kill)
                alive &= kill == 0
            if _circulant(d):                        # after the scan: fewer inverses
                _circulant_keep(alive, O[:, 0].copy() if upper else np.full(len(O), -1))
            busy = np.flatnonzero(alive.any(1))
            if mild is not None and len(busy) * len(idx) < int(alive.sum()) * ball:
                sub = alive[busy]
                ends = np.cumsum(sub.sum(1))
                cut = np.searchsorted(ends, np.arange(chunk, ends[-1], chunk), "right")
                for a, b in zip([0, *cut], [*cut, len(busy)]):
                    if b > a:
                        part = sub[a:b]
                        _scan(part, light[0], light[1], O[busy[a:b]], *light[2:], idx, bits,
                              limit, *_NO_BOUNDS)
                        alive[busy[a:b]] = part
            r, h = np.nonzero(alive)
            if len(r):
                H = np.zeros((len(r), n, n), np.int64)
                H[:, range(n), range(n)] = d
                for (i, j), val in entries.items():
                    H[:, i, j] = val
                for c, (j, _) in enumerate(upper):
                    H[:, 0, j] = O[r, c]
                H[:, 0, n - 1] = h
                H = H[_order_mask(H)]
                if len(H):
                    yield H


# ---------------------------------------------------------------------------
# Exact distances of the survivors: least norm over the ball points of each class
# ---------------------------------------------------------------------------
@njit(cache=True)
def _levels(H, tails, tail_norm, R, counts, level):
    """Distance counts ``counts[s, k]`` (``k <= R``) of each form ``H[s]`` (one
    diagonal), compiled.

    A vertex is at distance ``k`` iff the least 1-norm of its representatives is
    ``k`` (a path of ``k`` steps ``±e_i`` from 0 ends at the class of a point of norm
    ``<= k``), so ``level[v]`` is the least norm over the points of ``B(R)`` in class
    ``v`` (labelled by reduction into ``0 <= x_i < H_ii``, Section 5.1).  The ball
    is swept in rows along ``e_1``, one per ``tail = (p_2, ..., p_n)``: only the row's
    first point is reduced, then ``p + e_1`` moves the label's first coordinate
    by one modulo ``d_1`` (the first column of ``H`` is ``d_1 e_1``).
    """
    S, n, _ = H.shape
    N = level.shape[0]
    x = np.zeros(n, np.int64)
    d = np.zeros(n, np.int64)
    place = np.ones(n, np.int64)
    for i in range(n):
        d[i] = H[0, i, i]
        if i:
            place[i] = place[i - 1] * d[i - 1]
    for s in range(S):
        level[:] = R + 1
        for t in range(tails.shape[0]):
            w = R - tail_norm[t]
            x[0] = -w
            for i in range(1, n):
                x[i] = tails[t, i - 1]
            rest = 0
            for i in range(n - 1, -1, -1):
                q = x[i] // d[i]
                if q != 0:
                    for r in range(i + 1):
                        x[r] -= q * H[s, r, i]
                if i:
                    rest += x[i] * place[i]
            x0 = x[0]
            for p1 in range(-w, w + 1):
                norm = tail_norm[t] + abs(p1)
                if level[rest + x0] > norm:
                    level[rest + x0] = norm
                x0 += 1
                if x0 == d[0]:
                    x0 = 0
        for v in range(N):
            if level[v] <= R:
                counts[s, level[v]] += 1


def _ball_distribution(H, N: int, beat: int | None = None) -> list[int] | None:
    """The distance distribution of ``G(H)`` by :func:`_levels`, the radius grown until
    every vertex is reached (from the ball bound's diameter; a sweep costs
    ``|B(R)|`` steps, far less than the Hermite recursion at the census orders for
    graphs of small diameter).  Once the ball would exceed ``8 N`` points (a long,
    thin graph): ``None`` if the exact lower bound of its total distance (the
    counts so far, the rest filled greedily into spheres, :func:`_fill_bounds`)
    exceeds ``beat``, else :func:`_engine_distribution`.
    ``PC(4)`` (paper ``crystal``, Section 3.1: diameter ``3·floor(a/2)``):

    >>> _ball_distribution(((4, 0, 0), (0, 4, 0), (0, 0, 4)), 64)
    [1, 6, 15, 20, 15, 6, 1]
    """
    H = np.array(H, np.int64)[None]
    n = H.shape[1]
    R = max(ball_bounds(N, n)[0], 1)
    level = np.zeros(N, np.int16)
    while True:
        tails, tail_norm, _ = _points.__wrapped__(n - 1, R)    # not cached: keep the search's
        counts = np.zeros((1, R + 1), np.int64)
        _levels(H, tails, tail_norm, R, counts, level)
        reached = int(counts.sum())
        if reached == N:
            dd = counts[0].tolist()
            return dd[:max(k for k, c in enumerate(dd) if c) + 1]
        grown = R + max(2, R // 2)
        if ball_size(n, grown) > 8 * N:
            fill = int(_fill_bounds(n, R, np.array([N - reached]))[0][0])
            if beat is not None and int(counts[0] @ np.arange(R + 1)) + fill > beat:
                return None
            return _engine_distribution(tuple(map(tuple, H[0].tolist())))
        R = grown


def _best_symmetric(forms: list, N: int) -> dict | None:
    """The census's best symmetric graph: the least by (average distance, diameter,
    form) of the ``forms`` (one per linear class), ranked by :func:`_ball_distribution`
    (a thin graph whose lower bound exceeds the best total found is passed over);
    the winner's row from the Hermite recursion (:func:`_stat`), checked equal."""
    got = {H: _ball_distribution(H, N, beat=-1) for H in forms}
    done = [total_distance(dd) for dd in got.values() if dd is not None]
    beat = min(done) if done else None
    ranked = []
    for H, dd in got.items():
        dd = dd if dd is not None else _ball_distribution(H, N, beat)
        if dd is not None:
            ranked.append((total_distance(dd), len(dd) - 1, [list(r) for r in H], H))
    if not ranked:
        return None
    best = min(ranked, key=lambda s: s[:3])
    row = _stat(best[3])
    if (Fraction(row["average_distance"]) * (N - 1), row["diameter"]) != best[:2]:
        raise AssertionError(f"ball counts and Hermite recursion disagree on {best[3]}")
    return row


def _distances(H: np.ndarray, N: int, radii: list[int], limits, near: list):
    """Distance distributions of the forms ``H`` (one diagonal) that :func:`_levels`
    completes within the radii tried in turn, or cannot rule out there (those go
    to the Hermite recursion).  After each radius the exact lower bounds (the
    counts so far, the rest filled greedily into spheres, :func:`_fill_bounds`)
    are compared with ``limits() = (total, diameter, rank total, rank
    diameter)`` (-1: none); forms passing only the total limit go to ``near`` as
    ``(bound, form)`` (the pass may retry the best of them).  Yields ``(row,
    distribution)``."""
    n = H.shape[1]
    level = np.zeros(N, np.int16)
    rows = np.arange(len(H))
    for R in radii:
        tails, tail_norm, _ = _points(n - 1, R)
        counts = np.zeros((len(rows), R + 1), np.int64)
        _levels(H[rows], tails, tail_norm, R, counts, level)
        reached = counts.sum(1)
        for i in np.flatnonzero(reached == N):
            dd = counts[i].tolist()
            yield int(rows[i]), dd[:max(k for k, c in enumerate(dd) if c) + 1]
        fill, last = _fill_bounds(n, R, N - reached)
        total = counts @ np.arange(R + 1) + fill
        tmax, dmax, thr_t, thr_d = limits()
        go = reached < N
        if dmax >= 0:
            go &= last <= dmax
        if thr_t >= 0:
            go &= (total < thr_t) | ((total == thr_t) & (last <= thr_d))
        if tmax >= 0:
            over = go & (total > tmax)
            near.extend(zip(total[over].tolist(), H[rows[over]]))
            near.sort(key=lambda c: c[0])
            del near[_NEAR:]
            go &= ~over
        rows = rows[go]
        if not len(rows):
            return
    for i in rows:
        yield int(i), distance_distribution(LatticeGraph(H[i].tolist()))


# ---------------------------------------------------------------------------
# The search: passes of the filter under a slack, deepened until complete
# ---------------------------------------------------------------------------
def _check(N: int, dim: int, limit: int | None = None) -> None:
    if not isinstance(N, (int, np.integer)) or isinstance(N, bool) or N < 1:
        raise UsageError(f"the order N must be a positive integer, got {N}")
    if not isinstance(dim, (int, np.integer)) or not 2 <= dim <= MAX_DIMENSION:
        raise UsageError(f"dimension {dim} is not supported (2 <= n <= {MAX_DIMENSION})")
    # Every class under the 2^n n! signed permutations keeps a member in the search,
    # so it examines at least this many forms: a cheap refusal of huge orders.
    least = -(-hermite_form_count(dim, N) // (2 ** dim * math.factorial(dim)))
    if least > MAX_WORK:
        raise UsageError(f"order {N} in dimension {dim} means examining at least {least:,} "
                         f"Hermite forms, over the search limit of {MAX_WORK:,}")
    work = search_work(N, dim)
    if work > MAX_WORK:
        raise UsageError(f"order {N} in dimension {dim} means examining {work:,} Hermite "
                         f"forms, over the search limit of {MAX_WORK:,}")
    need = search_memory(N, dim)
    if limit is None:                      # the --memory-limit in force (latticegraph.memory)
        require(f"the search of order {N} in dimension {dim}", need)
    elif need > limit:
        raise UsageError(f"order {N} in dimension {dim} needs about {need / 2**30:.2f} GiB "
                         f"of memory, over the limit of {limit / 2**30:.2f} GiB")


@functools.lru_cache(maxsize=4096)
def _canonical(H: tuple) -> tuple:
    from .symmetry import linear_class_representative
    return linear_class_representative(H)


class _Best:
    """The best lattices found so far, one per class under signed permutations (its
    least Hermite form), ranked by ``(total, diameter)``: every class tied with the
    ``top``-th is kept (ties are broken by the least form at the end).  ``dmin``:
    lattices of smaller diameter are left out (they were ranked before)."""

    def __init__(self, top: int, dmin: int | None = None):
        self.top, self.dmin = top, dmin
        self.classes: dict[tuple, tuple] = {}     # least form -> ((total, diameter), dd)

    def threshold(self):
        if len(self.classes) < self.top:
            return None
        return sorted(rank for rank, _ in self.classes.values())[self.top - 1]

    def offer(self, H: np.ndarray, dd: list[int]) -> None:
        D = len(dd) - 1
        if self.dmin is not None and D < self.dmin:
            return
        rank = (total_distance(dd), D)
        thr = self.threshold()
        if thr is not None and rank > thr:
            return
        self.classes.setdefault(_canonical(tuple(map(tuple, H.tolist()))), (rank, dd))
        thr = self.threshold()
        if thr is not None:
            self.classes = {c: v for c, v in self.classes.items() if v[0] <= thr}

    def records(self) -> list[tuple]:
        """``(rank, least form, distribution)``, best first, then the least form."""
        return sorted((rank, H, dd) for H, (rank, dd) in self.classes.items())


def _pass(N: int, n: int, best: _Best, slack: int | None, dmax: int | None,
          stats: dict, bounds: dict) -> None:
    """Every form whose bounds (:class:`_Bounds`, shared by the passes through
    ``bounds``) are within ``slack`` and ``dmax`` is computed exactly, abandoned
    as soon as its bounds pass ``slack`` above the ball bound, the diameter
    ``dmax`` or the ``top``-th best found, which also tightens the filter for
    the diagonals left (circulants first).  If none is found within ``slack``, the
    forms whose bounds missed it least are computed anyway: their totals tell the
    next pass its slack.  ``stats["seen"][D]`` keeps the least total of every
    graph of diameter ``D`` computed, which seeds the diameter search
    (:func:`_least_diameter`)."""
    r, Tb = ball_bounds(N, n)
    B = _bounds_at(bounds, N, n, dmax)
    mild = B.mild(slack, dmax)
    tmax = None if slack is None else Tb + slack

    def limits():
        thr = best.threshold() or (-1, -1)
        return (-1 if tmax is None else tmax, -1 if dmax is None else dmax) + thr

    radii = [r, dmax] if dmax and dmax > r else [r] if dmax else [r, r + 4]
    diags = sorted((d for d in _diagonals(n, N) if d[0] >= d[1] and (n == 2 or d[1] >= d[2])),
                   reverse=True)
    stats["passes"].append(slack if dmax is None else (slack, dmax))
    near: list = []

    def offer(H, dd):
        stats["computed"] += 1
        T, D = total_distance(dd), len(dd) - 1
        stats["seen"][D] = min(stats["seen"].get(D, T), T)
        if dmax is None or D <= dmax:
            best.offer(H, dd)

    with task(f"optimal {N} (dim {n}), slack {slack}", total=len(diags)) as advance:
        for d in diags:
            thr = best.threshold()
            if thr is not None and (slack is None or thr[0] - Tb < slack):
                slack = thr[0] - Tb                  # the incumbent tightens the filter
                mild = B.mild(slack, dmax)
            axis_slack, axis_diam = B.axis(d[0])     # d_1 e_1 lies in all of them
            if not ((slack is not None and axis_slack > slack)
                    or (dmax is not None and axis_diam > dmax)):
                for H in _survivors(d, B, slack, dmax, stats, mild, ball_size(n, r)):
                    stats["survivors"] += len(H)
                    for row, dd in _distances(H, N, radii, limits, near):
                        offer(H[row], dd)
            advance(1)
    thr = best.threshold()
    if tmax is not None and (thr is None or thr[0] > tmax):   # the nearest misses seed the next
        for _, H in near:
            offer(H, _ball_distribution(H, N))


def _slack_guess(N: int, n: int) -> int:
    """First slack tried: about a sixth of a sphere's worth of vertices; in dimension 2,
    none (the optimum meets the ball bound at every order of the census)."""
    return 0 if n == 2 else max(8, round(N ** ((n - 1) / n) / 6))


def _least_total(N: int, n: int, top: int, stats: dict, bounds: dict,
                 slack: int | None = None) -> _Best:
    """The ``top`` classes of least total distance.  A pass under slack ``s`` finds
    every lattice whose total is at most ``T_ball + s``; when the ``top``-th found is
    within it the answer is complete, otherwise the next pass takes its slack (or
    twice ``s``)."""
    Tb = ball_bounds(N, n)[1]
    best = _Best(top)
    slack = slack or _slack_guess(N, n)
    while True:
        _pass(N, n, best, slack, None, stats, bounds)
        thr = best.threshold()
        if thr is not None and thr[0] <= Tb + slack:
            return best
        slack = thr[0] - Tb if thr is not None else max(2 * slack, 8)


def diameter_slack(N: int, n: int, t: int) -> int:
    """Largest excess ``T - T_ball`` of the total distance over the ball bound
    (:func:`ball_bounds`) of any ``n``-dimensional lattice graph of order ``N`` and
    diameter at most ``t``.

    With ``N(k)`` the vertices within distance ``k`` and ``N(t) = N``, each sphere
    holds at most :func:`sphere_size` vertices, so ``N - N(k) <= |B(t)| - |B(k)|``;
    and ``N(k) >= k + 1`` below the diameter.  Hence ``T = Σ_{k<t} (N - N(k)) <=
    Σ_{k<t} max(0, min(N - 1 - k, |B(t)| - |B(k)|))``: a pass of the diameter search
    under this slack is complete (it finds every graph of diameter ``<= t``).

    >>> diameter_slack(13, 2, 2), diameter_slack(4000, 3, 14)
    (0, 976)
    """
    U = sum(max(0, min(N - 1 - k, ball_size(n, t) - ball_size(n, k))) for k in range(t))
    return U - ball_bounds(N, n)[1]


def _least_diameter(N: int, n: int, top: int, stats: dict, bounds: dict, avg: list) -> list:
    """The ``top`` classes ranked by ``(diameter, total)``, as ``((total, diameter),
    form, distribution)``, for each diameter ``t`` from the ball bound up.

    With ``dmax = t`` a pass under slack ``s`` finds every graph of diameter
    ``<= t`` and total within ``s`` of the ball bound: seeded by the least total
    seen at diameter ``<= t``, one pass is complete.  Without a seed, passes start
    from four times the average optimum's slack (and go on as in
    :func:`_least_total`); a pass under :func:`diameter_slack` (or more) finds
    every graph of diameter ``<= t``: it comes first at the ball bound's diameter,
    where graphs are rare, and last.
    """
    r, Tb = ball_bounds(N, n)
    ranked, t = [], r
    while len(ranked) < top:
        if top == 1 and t == avg[0][0][1]:           # the least total has this diameter
            return [avg[0]]
        best = _Best(top - len(ranked), dmin=t)
        whole = diameter_slack(N, n, t)              # every graph of diameter <= t
        slack = 4 * (avg[0][0][0] - Tb) + 8 if t > r else whole
        while True:
            seen = [T for D, T in stats["seen"].items() if D <= t]
            if seen and top == 1:
                slack = min(seen) - Tb
            if 4 * slack > N or slack > whole:
                slack = whole
            _pass(N, n, best, slack, t, stats, bounds)
            thr = best.threshold()
            if slack == whole or (thr is not None and thr[0] <= Tb + slack):
                break
            slack = thr[0] - Tb if thr is not None else 2 * slack
        ranked += best.records()
        t += 1
    return ranked


def _result(N: int, n: int, by: str, ranked: list, top: int, stats: dict) -> dict:
    dlb, tlb = ball_bounds(N, n)
    records = []
    for _, H, dd in ranked[:top]:
        engine = _engine_distribution(H)
        if engine != dd:            # the two computations must agree: never silently
            raise AssertionError(f"ball counts and Hermite recursion disagree on {H}")
        records.append(_record(H, dd))
    return {"order": N, "dim": n, "by": by, "best": records[0], "top": records,
            "bound": {"diameter": dlb, "average_distance": Fraction(tlb, max(N - 1, 1))},
            "hermite_forms": hermite_form_count(n, N),
            **{k: v for k, v in stats.items() if k != "seen"}}


@functools.lru_cache(maxsize=64)
def _engine_distribution(H: tuple) -> list[int]:
    """The distribution of ``G(H)`` from :mod:`latticegraph.distance` (the optimum by
    average is often the optimum by diameter too: computed once)."""
    return distance_distribution(LatticeGraph(H))


def _record(H, dd) -> dict:
    return {"hnf": [list(r) for r in H], "diameter": diameter(dd),
            "average_distance": average_distance(dd), "distribution": dd}


def _search(N: int, dim: int, bys: tuple, top: int, slack: int | None = None,
            memory_limit: int | None = None) -> dict:
    """:func:`optimal` for several criteria at once (``{by: result}``); the diameter
    search starts from what the average search saw."""
    _check(N, dim, memory_limit)
    stats = {"examined": 0, "survivors": 0, "computed": 0, "passes": [], "seen": {}}
    if N == 1:
        one = [((0, 0), tuple(tuple(int(i == j) for j in range(dim)) for i in range(dim)), [1])]
        return {by: _result(N, dim, by, one, top, stats) for by in bys}
    bounds: dict = {}                        # the bounds of every form, shared by the passes
    avg = _least_total(N, dim, top, stats, bounds, slack).records()
    out = {}
    if "average" in bys:
        out["average"] = _result(N, dim, "average", avg, top, dict(stats))
    if "diameter" in bys:
        ranked = _least_diameter(N, dim, top, stats, bounds, avg)
        ranked = sorted(((rank[1], rank[0]), H, dd) for rank, H, dd in ranked)
        out["diameter"] = _result(N, dim, "diameter", ranked, top, dict(stats))
    return out


def search_work(N: int, n: int) -> int:
    """Hermite forms the filter may examine for order ``N``: over the diagonals, the
    outer entries (superdiagonal ones halved by sign) times ``d_1`` values of the
    top right entry.  :data:`MAX_WORK` caps it.

    >>> search_work(13, 2), search_work(32768, 3) < hermite_form_count(3, 32768) // 4
    (14, True)
    """
    return sum(_outer_count(d) * d[0] for d in _diagonals(n, N))


def search_memory(N: int, n: int) -> int:
    """Estimated peak memory (bytes) of a search: the grid of points of norm ``<= 2K``
    (``K`` the largest cap radius), the cap table, the fixed-size work arrays and
    the bounds kept per form (two bytes each, at most :data:`_LEVELS_BUDGET`)."""
    K = _cap_radius(N, n, None)
    grid = (4 * K + 1) ** n * (n + 2) * 8
    caps = ball_size(n, 2 * K) // (2 ** n) * (K + 1) * 16
    return grid + caps + 24 * _CELLS * 8 + 2 ** 26 + min(_LEVELS_BUDGET, 2 * search_work(N, n))


def optimal(N: int, dim: int = 3, by: str = "average", top: int = 1,
            memory_limit: int | None = None) -> dict:
    """The ``dim``-dimensional lattice graphs of order ``N`` with the least average
    distance (``by="average"``) or diameter (``by="diameter"``).

    Exhaustive over the Hermite forms of determinant ``N`` (paper ``crystal``,
    Definition 8 and Section 5.1) up to signed permutations, pruned by the exact
    bounds of the module docstring.  Ties are broken by the other criterion, then
    by the least Hermite form.  Returns a dict: ``best`` and ``top`` (records with
    ``hnf``, ``diameter``, ``average_distance`` (Fraction), ``distribution``; one
    per class, named by its least form), ``bound`` (``diameter``,
    ``average_distance``), ``hermite_forms`` (all forms of determinant ``N``),
    ``examined`` (forms the filter examined), ``survivors`` (forms no fatal vector
    kills), ``computed`` (graphs whose distances were computed to the end) and
    ``passes`` (the slacks of the passes; ``None``: unbounded).

    Raises :class:`~latticegraph.errors.UsageError` for ``N < 1``, an
    unsupported dimension, a search over more than :data:`MAX_WORK` forms or
    one needing more than ``memory_limit`` bytes.

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
    if not isinstance(top, (int, np.integer)) or top < 1:
        raise UsageError(f"--top must be at least 1, got {top}")
    return _search(N, dim, (by,), top, memory_limit=memory_limit)[by]

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
    the crystals, the best mixed-radix torus and the best symmetric graph of order ``N``
    (:func:`_best_symmetric`).

    ``PC(2)`` (order 8, Section 3.1) has average distance ``12/7`` and is not optimal:

    >>> r = census_record(8)
    >>> r["average"]["average_distance"], r["crystals"]["PC"]["average_distance"]
    ('8/7', '12/7')
    """
    t0, c0 = time.perf_counter(), time.process_time()
    both = _search(N, dim, ("average", "diameter"), 1)
    avg, dia = both["average"], both["diameter"]
    rec = {"order": N, "dim": dim,
           "bound": {"diameter": avg["bound"]["diameter"],
                     "average_distance": str(avg["bound"]["average_distance"])},
           "hermite_forms": avg["hermite_forms"], "examined": avg["examined"],
           "survivors": avg["survivors"],
           "computed": avg["computed"]}
    for key, res in (("average", avg), ("diameter", dia)):
        b = res["best"]
        rec[key] = {"hnf": b["hnf"], "diameter": b["diameter"],
                    "average_distance": str(b["average_distance"])}
    if dim == 3:
        from .symmetry import linear_classes, symmetric_hermite_forms
        rec["crystals"] = _crystals(N)
        tori = [((a, 0, 0), (0, b, 0), (0, 0, N // (a * b)))
                for a in range(1, N + 1) if N % a == 0
                for b in range(a, N // a + 1) if (N // a) % b == 0 and N // (a * b) >= b]
        rec["torus"] = min((_stat(H) for H in tori),
                           key=lambda s: (Fraction(s["average_distance"]), s["diameter"]))
        # a linear class shares its distances: its least form stands for it
        rec["symmetric"] = _best_symmetric(
            [min(C) for C in linear_classes(symmetric_hermite_forms(N)).values()], N)
    rec["seconds"] = round(time.perf_counter() - t0, 3)
    rec["cpu"] = round(time.process_time() - c0, 3)
    return rec


def census(max_order: int, dim: int = 3, store=None, orders=None, workers: int = 1,
           scheduler: str | None = None) -> list[dict]:
    """:func:`census_record` for every order ``1..max_order`` (or ``orders``), stored in
    :class:`CensusStore` at ``store`` (default: the results store's file); finished
    orders are read back, never recomputed.  The orders left run in increasing
    order on ``workers`` local processes or on the Dask cluster at ``scheduler`` (as
    ``latticegraph verify --workers/--scheduler``); each row is stored as it arrives.

    >>> import tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "r.sqlite")
    >>> [r["average"]["diameter"] for r in census(4, 3, path)]
    [0, 1, 1, 1]
    """
    from .claims.store import DEFAULT_STORE
    if workers < 1:
        raise UsageError(f"--workers must be >= 1, got {workers}")
    want = list(orders) if orders is not None else list(range(1, max_order + 1))
    with CensusStore(store or DEFAULT_STORE) as st:
        done = st.done(dim)
        todo = sorted({N for N in want if N not in done})
        with task(f"census dim {dim}", total=len(todo)) as advance:
            for N, rec in _map_orders(todo, dim, workers, scheduler):
                st.put(dim, N, rec)
                advance(1)
        have = {r["order"]: r for r in st.records(dim)}
    return [have[N] for N in want]


def _map_orders(orders: list[int], dim: int, workers: int, scheduler: str | None):
    """``(N, census_record(N, dim))`` as each finishes: in this process, on a local
    process pool, or on a Dask cluster."""
    if scheduler:
        try:
            from distributed import Client, as_completed
        except ImportError:
            raise UsageError("--scheduler needs dask.distributed: pip install "
                             "'dask[distributed]'") from None
        try:
            client = Client(scheduler, timeout="30s")
        except (OSError, TimeoutError) as exc:
            raise UsageError(f"cannot connect to Dask scheduler {scheduler}: {exc}") from None
        with client:
            futures = {client.submit(census_record, N, dim, pure=False): N for N in orders}
            for fut in as_completed(futures):
                yield futures[fut], fut.result()
        return
    if workers == 1 or len(orders) < 2:
        for N in orders:
            yield N, census_record(N, dim)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed
    ctx = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
        futures = {pool.submit(census_record, N, dim): N for N in orders}
        for fut in as_completed(futures):
            yield futures[fut], fut.result()


def _f(x) -> str:
    return f"{float(Fraction(x)):.4f}"


def census_tables(records: list[dict]) -> tuple[str, str]:
    """``(markdown, latex)`` of a census.  3D: every order in Markdown; in LaTeX the
    orders of the crystals (``a³``, ``2a³``, ``4a³``: PC, FCC, BCC) with the
    crystal, the best symmetric graph, the optimum and the ball bound.  2D:
    :func:`_census_tables_2d`.

    >>> md, tex = census_tables([census_record(8)])
    >>> md.splitlines()[6].split("|")[1:4]
    [' 8 ', ' 2 / 1.1429 ', ' 2 / 1.1429 ']
    """
    if records and records[0]["dim"] == 2:
        return _census_tables_2d(records)
    head = ("| N | bound D / avg | optimum D / avg | optimal graph (least avg) | "
            "least D (its avg) | best torus D / avg | best symmetric D / avg | crystal D / avg |")
    md = ["# Optimal 3D lattice graphs (degree 6) of every order",
          "",
          "Generated by `benchmarks/optimal.py census` from the census store; exact values "
          "in the store, 4 decimals here.  `D` diameter, `avg` average distance.  Orders "
          f"stored: {_spans([r['order'] for r in records])}.", "",
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


def _spans(orders: list[int]) -> str:
    """``1–512, 686, 1024`` for the orders listed.

    >>> _spans([1, 2, 3, 7, 9, 10])
    '1–3, 7, 9–10'
    """
    out, start = [], None
    for i, N in enumerate(orders):
        if start is None:
            start = N
        if i + 1 == len(orders) or orders[i + 1] != N + 1:
            out.append(f"{start}–{N}" if N > start else f"{N}")
            start = None
    return ", ".join(out)


def order_ranges(top: int) -> list[tuple[int, int]]:
    """The ranges of orders summarised in the published 2D table: cut at ``1, 2, 5``
    times the powers of ten, up to ``top``.

    >>> order_ranges(120)
    [(1, 1), (2, 4), (5, 9), (10, 19), (20, 49), (50, 99), (100, 120)]
    """
    cuts, p = [], 1
    while p <= top:
        cuts += [c for c in (p, 2 * p, 5 * p) if c <= top]
        p *= 10
    return [(a, (cuts[i + 1] - 1) if i + 1 < len(cuts) else top) for i, a in enumerate(cuts)]


def census_summary(records: list[dict]) -> list[dict]:
    """Per range of :func:`order_ranges`: the orders stored, the least and largest
    optimal diameter, how many orders have a least diameter (least average distance)
    equal to the 1-norm ball bound, and the order whose least average distance
    exceeds the bound most (exact gap).

    >>> s = census_summary([census_record(N, 2) for N in range(1, 14)])
    >>> [(r["first"], r["last"], r["orders"], r["diameter"], r["meet_average"]) for r in s]
    [(1, 1, 1, (0, 0), 1), (2, 4, 3, (1, 1), 3), (5, 9, 5, (1, 2), 5), (10, 13, 4, (2, 2), 4)]
    """
    recs = sorted(records, key=lambda r: r["order"])
    out = []
    for a, b in order_ranges(recs[-1]["order"] if recs else 0):
        rs = [r for r in recs if a <= r["order"] <= b]
        if not rs:
            continue
        gaps = [(Fraction(r["average"]["average_distance"])
                 - Fraction(r["bound"]["average_distance"]), r["order"]) for r in rs]
        gap, at = max(gaps, key=lambda g: (g[0], -g[1]))
        out.append({"first": a, "last": b, "orders": len(rs),
                    "diameter": (min(r["diameter"]["diameter"] for r in rs),
                                 max(r["diameter"]["diameter"] for r in rs)),
                    "average": (min(Fraction(r["average"]["average_distance"]) for r in rs),
                                max(Fraction(r["average"]["average_distance"]) for r in rs)),
                    "meet_diameter": sum(r["diameter"]["diameter"] == r["bound"]["diameter"]
                                         for r in rs),
                    "meet_average": sum(r["average"]["average_distance"]
                                        == r["bound"]["average_distance"] for r in rs),
                    "largest_gap": gap, "largest_gap_at": at})
    return out


#: columns of :func:`census_data`
CENSUS_COLUMNS = ("order", "bound_diameter", "bound_average", "average_hnf",
                  "average_diameter", "average_average", "diameter_hnf",
                  "diameter_diameter", "diameter_average", "hermite_forms", "computed")


def census_data(records: list[dict]) -> bytes:
    """Every row of a census as gzip-compressed CSV (:data:`CENSUS_COLUMNS`; exact
    average distances as fractions, Hermite forms row by row as ``a b; 0 c``), the
    same bytes for the same rows (no time stamp): the published data file.

    >>> import csv, gzip, io
    >>> rows = list(csv.DictReader(io.StringIO(gzip.decompress(
    ...     census_data([census_record(13, 2)])).decode())))
    >>> rows[0]["average_hnf"], rows[0]["average_average"], rows[0]["bound_average"]
    ('13 5; 0 1', '5/3', '5/3')
    """
    import csv
    import gzip
    import io

    def form(H):
        return "; ".join(" ".join(map(str, row)) for row in H)

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CENSUS_COLUMNS)
    for r in sorted(records, key=lambda r: r["order"]):
        avg, dia, b = r["average"], r["diameter"], r["bound"]
        w.writerow([r["order"], b["diameter"], b["average_distance"], form(avg["hnf"]),
                    avg["diameter"], avg["average_distance"], form(dia["hnf"]),
                    dia["diameter"], dia["average_distance"], r["hermite_forms"],
                    r["computed"]])
    return gzip.compress(buf.getvalue().encode(), mtime=0)


def _census_tables_2d(records: list[dict]) -> tuple[str, str]:
    """``(markdown, latex)`` of a 2D census (degree 4), summarised: one line per range
    of orders (:func:`census_summary`), then the orders ``2k² + 2k + 1`` of the
    dense Gaussian networks (where the ball ``B(k)`` of ``Z^2`` tiles), the 2D
    comparison points.  Every row is in the store and in :func:`census_data`.

    >>> md, tex = _census_tables_2d([census_record(N, 2) for N in range(1, 14)])
    >>> [l for l in md.splitlines() if l.startswith("| 10")]
    ['| 10–13 | 4 | 2–2 | 1.5556–1.6667 | 4 | 4 | 0 |']
    """
    summary = census_summary(records)
    span = _spans([r["order"] for r in records])
    md = ["# Optimal 2D lattice graphs (degree 4): summary of the census", "",
          "Generated by `benchmarks/optimal.py census --dim 2 --tables` from the census "
          f"store (orders {span}).  Every row, exact, is in "
          "[`crystal_optimal_2d.csv.gz`](crystal_optimal_2d.csv.gz) "
          f"(columns {', '.join(CENSUS_COLUMNS)}).  `D` diameter, `avg` average distance, "
          "bound: the 1-norm ball of Z^2.", "",
          "| orders | stored | least D | least avg | least D = bound | least avg = bound | "
          "largest avg gap to the bound |", "|---|---:|---|---|---:|---:|---|"]
    for s in summary:
        gap = f"{s['largest_gap']} (N = {s['largest_gap_at']})" if s["largest_gap"] else "0"
        md.append(f"| {s['first']}–{s['last']} | {s['orders']} | {s['diameter'][0]}–"
                  f"{s['diameter'][1]} | {_f(s['average'][0])}–{_f(s['average'][1])} | "
                  f"{s['meet_diameter']} | {s['meet_average']} | {gap} |")
    md += ["", "Dense Gaussian networks, orders N = 2k² + 2k + 1 (the ball B(k) tiles):", "",
           "| k | N | optimum (least avg) | D / avg | bound D / avg |", "|---:|---:|---|---|---|"]
    rows = []
    for r in records:
        avg, b = r["average"], r["bound"]
        k = (math.isqrt(2 * r["order"] - 1) - 1) // 2
        if r["order"] > 1 and 2 * k * k + 2 * k + 1 == r["order"]:
            md.append(f"| {k} | {r['order']} | {avg['hnf']} | {avg['diameter']} / "
                      f"{_f(avg['average_distance'])} | {b['diameter']} / "
                      f"{_f(b['average_distance'])} |")
            rows.append(f"{k} & {r['order']} & ${avg['hnf'][0][0]}, {avg['hnf'][0][1]}, "
                        f"{avg['hnf'][1][1]}$ & {avg['diameter']} & "
                        f"{_f(avg['average_distance'])} & {b['diameter']} & "
                        f"{_f(b['average_distance'])} \\\\")
    meet_d = sum(s["meet_diameter"] for s in summary)
    meet_t = sum(s["meet_average"] for s in summary)
    ranges = [f"{s['first']}--{s['last']} & {s['orders']} & {s['diameter'][0]}--"
              f"{s['diameter'][1]} & {_f(s['average'][0])}--{_f(s['average'][1])} & "
              f"{s['meet_diameter']} & {s['meet_average']} & {_f(s['largest_gap'])} \\\\"
              for s in summary]
    head = [" & & & \\multicolumn{2}{c}{optimum} & \\multicolumn{2}{c}{bound} \\\\",
            "$k$ & $N$ & form & $D$ & $\\bar k$ & $D$ & $\\bar k$ \\\\", "\\hline"]
    tex = ["% Generated by benchmarks/optimal.py census --dim 2 "
           "(latticegraph.optimal.census_tables); the second table is a longtable "
           "(needs \\usepackage{longtable}); every row in crystal_optimal_2d.csv.gz",
           "\\begin{table}[ht]", "\\centering", "\\footnotesize",
           "\\setlength{\\tabcolsep}{4pt}",
           f"\\caption{{Census of the optimal 2D lattice graphs (degree 4), orders {span.replace('–', '--')}, "
           f"by range of orders: orders stored, least diameters, how many orders have a least "
           f"diameter (least average distance $\\bar k$) equal to the 1-norm ball bound "
           f"(in all: {meet_d} and {meet_t} of {len(records)}), and the largest gap of "
           f"$\\bar k$ to the bound.}}",
           "\\label{tab:optimal-2d-summary}",
           "\\begin{tabular}{lrrrrrr}", "\\hline",
           "orders & stored & $D$ & $\\bar k$ & $D$ = bound & $\\bar k$ = bound & gap \\\\",
           "\\hline",
           *ranges, "\\hline", "\\end{tabular}", "\\end{table}", "",
           "\\begingroup\\small", "\\begin{longtable}{rrlrrrr}",
           "\\caption{Optimal 2D lattice graphs at the orders $2k^2 + 2k + 1$ of the dense "
           "Gaussian networks: Hermite form $(H_{11}, H_{12}, H_{22})$ of the optimum, its "
           "diameter and average distance, and the 1-norm ball bound.}",
           "\\label{tab:optimal-2d} \\\\", "\\hline", *head, "\\endfirsthead",
           "\\hline", *head, "\\endhead", *rows, "\\hline", "\\end{longtable}",
           "\\endgroup"]
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
          f"{res['hermite_forms']:,} Hermite forms, {res['examined']:,} examined by the filter, "
          f"{res['survivors']:,} past it, {res['computed']:,} distance distributions computed")
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
        "'crystal', Section 5.1) up to signed permutations, pruned by exact bounds (the "
        "1-norm balls of Z^n and the vectors no good lattice can hold); prints the optimum "
        "with its exact distance distribution and its gap to the ball bound.",
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
