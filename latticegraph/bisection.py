"""Minimum bisection of a network's terminals by an exact integer program.

The *bisection width* of a network with terminals (compute nodes) is the
fewest links whose removal splits the terminals into two halves of sizes
``floor(T/2)`` and ``ceil(T/2)``; the other vertices (switches) may lie on
either side.  :func:`bisection_width` solves it as a 0-1 integer program with
``scipy.optimize.milp`` (HiGHS branch and bound, relative and absolute gap 0)::

    minimise  sum_e y_e
    subject to  y_e >= x_u - x_v,  y_e >= x_v - x_u      for every link e = uv
                sum_{t terminal} x_t = floor(T/2)
                x in {0, 1}^V,  0 <= y_e <= 1

and returns the side of every vertex, so the cut it reports is recounted in
integers (:func:`cut_size`): the value is the size of a cut that exists, and
its optimality is HiGHS's proved bound (the solver reports status 0 only when
the gap is closed).

Used by paper ``kantc`` (Section II-B: "the partition width of MiKANT(k, n)",
read as its bisection width).

References
----------
J. Li, Y. Wang, Y. Li, "Hybrid interconnection topologies for high
performance and low hardware cost based on hypercube and k-ary n-tree",
BNCSS 12(1):22-30, 2023, Section II-B.
"""
from __future__ import annotations

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import coo_array, vstack

__all__ = ["bisection_width", "cut_size"]


def cut_size(edges, side) -> int:
    """Number of links ``(u, v)`` whose ends lie on different sides (exact int).

    >>> cut_size([(0, 1), (1, 2), (2, 0)], [0, 0, 1])
    2
    """
    e = np.asarray(edges, dtype=np.int64).reshape(-1, 2)
    s = np.asarray(side, dtype=np.int64)
    return int((s[e[:, 0]] != s[e[:, 1]]).sum())


def _check(edges, order, terminals) -> tuple[np.ndarray, np.ndarray]:
    if isinstance(order, bool) or not isinstance(order, (int, np.integer)) or order < 1:
        raise ValueError(f"bisection: order must be a positive integer, got {order!r}")
    e = np.asarray(edges, dtype=np.int64).reshape(-1, 2)
    t = np.unique(np.asarray(terminals, dtype=np.int64))
    if len(e) and (e.min() < 0 or e.max() >= order):
        raise ValueError(f"bisection: an edge has an end outside 0..{order - 1}")
    if len(t) < 2 or t.min() < 0 or t.max() >= order:
        raise ValueError(f"bisection: need at least 2 terminals in 0..{order - 1}")
    return e, t


def bisection_width(edges, order: int, terminals) -> tuple[int, np.ndarray]:
    """``(width, side)``: a minimum cut splitting ``terminals`` into two halves.

    ``side[v]`` in ``{0, 1}``; the first terminal is on side 0 (this breaks the
    symmetry of the two sides), and ``floor(T/2)`` terminals are on side 1.

    Examples
    --------
    Paper ``kantc``, Section II-B: MiKANT(2, 2) (4 switches, 8 compute nodes)
    is bisected by 2 links.

    >>> from latticegraph.topologies.fattree import mikant
    >>> g = mikant(2, 2)
    >>> w, side = bisection_width(g.edge_array(), g.order, g.compute_nodes())
    >>> w, cut_size(g.edge_array(), side), int(side[g.compute_nodes()].sum())
    (2, 2, 4)
    """
    e, t = _check(edges, order, terminals)
    V, m = int(order), len(e)
    r = np.arange(m)
    cols = np.concatenate([V + r, e[:, 0], e[:, 1]])
    rows = np.concatenate([r, r, r])
    one, minus = np.ones(m), -np.ones(m)
    up = coo_array((np.concatenate([one, minus, one]), (rows, cols)), shape=(m, V + m))
    down = coo_array((np.concatenate([one, one, minus]), (rows, cols)), shape=(m, V + m))
    balance = np.zeros((1, V + m))
    balance[0, t] = 1
    half = len(t) // 2
    lb, ub = np.zeros(V + m), np.ones(V + m)
    ub[t[0]] = 0
    res = milp(np.concatenate([np.zeros(V), np.ones(m)]),
               constraints=[LinearConstraint(vstack([up, down]).tocsr(), 0, np.inf),
                            LinearConstraint(balance, half, half)],
               bounds=Bounds(lb, ub), integrality=np.concatenate([np.ones(V), np.zeros(m)]),
               options={"mip_rel_gap": 0.0, "presolve": True})
    if res.status != 0:
        raise ValueError(f"bisection: the integer program was not solved ({res.message})")
    side = np.rint(res.x[:V]).astype(np.int64)
    width = cut_size(e, side)
    if int(side[t].sum()) != half or width != round(res.fun):
        raise ValueError("bisection: the solver's partition does not match its objective")
    return width, side
