"""Routing records in lattice graphs: Algorithms 1-4 of paper ``crystal`` (Section 5).

A *routing record* from ``v_s`` to ``v_d`` in ``G(M)`` is any ``r`` with
``v_d - v_s ≡ r (mod M)``; its length is the Minkowski norm ``|r| = Σ|r_i|``
and a minimum one gives a shortest path (Section 5.1).  Inputs are integer
vectors; the crystal algorithms take the difference ``v = v_d - v_s`` in
``L - L`` (``-H_ii < v_i < H_ii``), as printed.

* :func:`hierarchical_route` — Algorithm 1, any lattice graph: route in the
  cycle ``⟨e_n⟩`` to each of its ``ord(e_n)/a`` vertices in the destination
  copy of the projection, then (recursively) in the projection.
* :func:`route_fcc` — Algorithm 2, ``FCC(a)`` with Hermite form
  ``[[2a, a, a], [0, a, 0], [0, 0, a]]``.
* :func:`route_rtt` — Algorithm 3, ``RTT(a) = G([[2a, a], [0, a]])``.
* :func:`route_bcc` — Algorithm 4, ``BCC(a)`` with Hermite form
  ``[[2a, 0, a], [0, 2a, a], [0, 0, a]]``, exactly as printed (the printed
  text computes ``ŷ`` and ``y'`` from ``x``); ``route_bcc(..., corrected=True)``
  uses ``y`` there.

``rem(u, m)`` is the non-negative residue (the reading Remark 31 implies).

References
----------
C. Camarero, C. Martínez, R. Beivide, "Symmetric Interconnection Networks
from Cubic Crystal Lattices", Section 5: Definition 26, Proposition 27,
Algorithms 1-4, Theorem 29, Example 32, Remark 33.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from . import intmat

__all__ = [
    "norm",
    "cycle_route",
    "reduce_label",
    "algorithm1_level",
    "is_routing_record",
    "hierarchical_route",
    "nested_calls",
    "route_torus",
    "route_rtt",
    "route_fcc",
    "route_bcc",
]


def norm(r) -> int:
    """Minkowski (L1) norm ``Σ|r_i|`` of a routing record."""
    return int(sum(abs(int(x)) for x in r))


def is_routing_record(M, v, r) -> bool:
    """``r ≡ v (mod M)`` (Section 5.1).

    >>> is_routing_record([[8, 4, 4], [0, 4, 0], [0, 0, 4]], (5, -3, -2), (1, 1, -2))
    True
    """
    diff = np.asarray(v, dtype=np.int64) - np.asarray(r, dtype=np.int64)
    return not intmat.reduce(M, diff).any()


def cycle_route(k: int, o: int) -> int:
    """Minimum record ``k'`` with ``k' ≡ k (mod o)`` in a cycle of length ``o`` (the cycle
    step of Algorithm 1; of the two records when ``2k ≡ o``, the positive one).

    >>> cycle_route(5, 8), cycle_route(3, 8), cycle_route(4, 8)
    (-3, 3, 4)
    """
    k %= o
    return k if k <= o - k else k - o


def hierarchical_route(M, v) -> tuple[int, ...]:
    """Algorithm 1: a minimum routing record for ``v = v_d - v_s`` in ``G(M)``.

    With ``M ≅ H = [[B, c], [0, a]]`` (Hermite form) the cycle ``⟨e_n⟩`` of
    length ``ord(e_n)`` meets the copy ``[G(B)]_y`` of the destination in
    ``ord(e_n)/a`` vertices ``c_i = k_i e_n``; for each, route ``k_i`` in the
    cycle and ``v - c_i`` in ``G(B)`` (recursively; a 1x1 matrix is a cycle)
    and keep the shortest composed record (the first one on ties).

    Example 32 of paper ``crystal`` (FCC(4), from (1,3,3) to (6,0,1)):

    >>> hierarchical_route([[8, 4, 4], [0, 4, 0], [0, 0, 4]], (5, -3, -2))
    (1, 1, -2)
    """
    H = intmat.hermite_tuple(M)
    v = [int(x) for x in v]
    if len(v) != len(H):
        raise ValueError(f"vector has {len(v)} entries, the matrix has dimension {len(H)}")
    return _route(H, tuple(int(x) for x in intmat.reduce(H, v)))


def reduce_label(H, v: list[int]) -> list[int]:
    """``v`` reduced into the labelling set of the upper-triangular ``H`` (pure Python).

    >>> reduce_label(((4, 2), (0, 2)), [5, 3])
    [3, 1]
    """
    x = list(v)
    for i in range(len(H) - 1, -1, -1):
        q = x[i] // H[i][i]
        if q:
            for r in range(i + 1):
                x[r] -= q * H[r][i]
    return x


@lru_cache(maxsize=1024)
def algorithm1_level(H):
    """Per-level data of Algorithm 1 for the Hermite form ``H = [[B, c], [0, a]]``:
    ``(B, a, o, [(j·a, label of j·a·e_n in G(B))])`` with ``o`` the order of ``e_n``.

    >>> algorithm1_level(((2, 1), (0, 1)))
    (((2,),), 1, 2, [(0, [0]), (1, [1])])
    """
    n = len(H)
    a = H[-1][-1]
    o = intmat.element_order(H, [0] * (n - 1) + [1])
    B = intmat.hermite_tuple([list(r[: n - 1]) for r in H[: n - 1]])
    shifts = [(j * a, reduce_label(H, [0] * (n - 1) + [j * a])[: n - 1]) for j in range(o // a)]
    return B, a, o, shifts


def _route(H, v) -> tuple[int, ...]:
    n = len(H)
    if n == 1:
        return (cycle_route(v[0], H[0][0]),)
    B, a, o, shifts = algorithm1_level(H)
    y = v[-1]
    best, best_norm = None, None
    for ja, c in shifts:
        # c_j = (y + j a) e_n lies in copy y; its label is (c + x-part of y e_n, y) and
        # y e_n is already reduced (0 <= y < a), so its x-part is c.
        rc = cycle_route(y + ja, o)
        x = reduce_label(B, [v[i] - c[i] for i in range(n - 1)])
        r = _route(B, tuple(x)) + (rc,)
        nr = norm(r)
        if best is None or nr < best_norm:
            best, best_norm = r, nr
    return best


def nested_calls(M) -> list[int]:
    """Calls Algorithm 1 makes to each projection: ``ord(e_n)/a`` per level.

    Entry ``k`` is the number of calls to the routine of the projection of
    dimension ``n - 1 - k`` made by one call at the level above (Remark 33).

    >>> nested_calls([[6, 3, 3], [0, 3, 0], [0, 0, 3]])     # FCC(3): 2 calls to RTT
    [2, 2]
    """
    H = intmat.hermite_tuple(M)
    out = []
    while len(H) > 1:
        n = len(H)
        out.append(intmat.element_order(H, [0] * (n - 1) + [1]) // H[-1][-1])
        H = intmat.hermite_tuple([list(r[: n - 1]) for r in H[: n - 1]])
    return out


def route_torus(sides, v) -> tuple[int, ...]:
    """Minimum record in the torus ``T(a_1, ..., a_n)``: each coordinate on its ring.

    >>> route_torus((8, 8), (7, -5))
    (-1, 3)
    """
    return tuple(cycle_route(int(x), int(s)) for x, s in zip(v, sides))


def _flag(cond: bool) -> int:
    """The paper's product by a Boolean: ``a·true = a``, ``a·false = 0``."""
    return 1 if cond else 0


def route_rtt(a: int, v) -> tuple[int, int]:
    """Algorithm 3: routing record in ``RTT(a)`` for ``(x, y) = v_d - v_s``.

    ``p := rem(x + y + a, 2a)``, ``q := rem(y - x + a, 2a)``,
    ``x' := (p - q)/2``, ``y' := (p + q - 2a)/2``.  Example 32:

    >>> route_rtt(4, (5, 1)), route_rtt(4, (1, 1))
    ((1, -3), (1, 1))
    """
    x, y = (int(t) for t in v)
    p = (x + y + a) % (2 * a)
    q = (y - x + a) % (2 * a)
    return (p - q) // 2, (p + q - 2 * a) // 2


def _argmin(records):
    best = records[0]
    for r in records[1:]:
        if norm(r) < norm(best):
            best = r
    return best


def route_fcc(a: int, v) -> tuple[int, int, int]:
    """Algorithm 2: routing record in ``FCC(a)`` for ``(x, y, z) = v_d - v_s ∈ L - L``.

    Example 32 of paper ``crystal``:

    >>> route_fcc(4, (5, -3, -2))
    (1, 1, -2)
    """
    x, y, z = (int(t) for t in v)
    y1 = y + a * _flag(y < 0)
    z1 = z + a * _flag(z < 0)
    xh = x + a * _flag((y < 0) != (z < 0))
    x1 = xh + 2 * a * _flag(xh < 0) - 2 * a * _flag(xh >= 2 * a)
    r1 = route_rtt(a, (x1 - 0, y1 - 0))
    r2 = route_rtt(a, (x1 - a, y1 - 0))
    return _argmin([r1 + (z1,), r2 + (z1 - a,)])


def route_bcc(a: int, v, corrected: bool = False) -> tuple[int, int, int]:
    """Algorithm 4: routing record in ``BCC(a)`` for ``(x, y, z) = v_d - v_s ∈ L - L``.

    As printed: ``ŷ := x + a(z < 0)`` and ``y' := x̂ + 2a(ŷ < 0) - 2a(ŷ >= 2a)``.
    With ``corrected=True``: ``ŷ := y + a(z < 0)`` and ``y' := ŷ + ...``.
    The nested calls route in the torus ``T(2a, 2a)``.

    >>> H = [[4, 0, 2], [0, 4, 2], [0, 0, 2]]                  # BCC(2)
    >>> route_bcc(2, (1, 3, -1), corrected=True)
    (-1, 1, 1)
    >>> is_routing_record(H, (1, 3, -1), route_bcc(2, (1, 3, -1)))  # printed text loses y
    False
    """
    x, y, z = (int(t) for t in v)
    z1 = z + a * _flag(z < 0)
    xh = x + a * _flag(z < 0)
    yh = (y if corrected else x) + a * _flag(z < 0)
    x1 = xh + 2 * a * _flag(xh < 0) - 2 * a * _flag(xh >= 2 * a)
    y1 = (yh if corrected else xh) + 2 * a * _flag(yh < 0) - 2 * a * _flag(yh >= 2 * a)
    sides = (2 * a, 2 * a)
    r1 = route_torus(sides, (x1 - 0, y1 - 0))
    r2 = route_torus(sides, (x1 - a, y1 - a))
    return _argmin([r1 + (z1,), r2 + (z1 - a,)])
