"""Complete interconnection networks (CIN) with explicit port pairings (paper ``lacin``).

A CIN of size ``N`` is the complete graph ``K_N`` with every link attached to
a numbered port of each of its two switches.  The paper models it by a *port
pairing* matrix ``P`` of ``N`` rows (switches ``S``) and ``N - 1`` columns
(port indices ``i``); here a :class:`CIN` stores, for every port ``P[S, i]``,
the switch ``neighbour[S, i]`` and the port ``peer_port[S, i]`` it is wired
to (``-1`` for an idle port).  Three instances are built:

* :func:`swap` -- anisoport, any ``N`` (Section 2);
* :func:`circle` -- isoport, Algorithm 1 for even ``N``; odd ``N`` by removing
  the last row of the ``N + 1`` instance, leaving one idle port per switch;
* :func:`xor` -- isoport, ``N = 2^n``: ``P[S, i]`` is wired to
  ``P[S XOR (i+1), i]``.

Routing rules (Section 3, Algorithm 2), the linear layout and its wire
lengths (Section 4, Table 1) and the crossings of the arcs drawn in each port
column (Section 4) are computed exactly: wire lengths are sums of square
roots, decided by :func:`sqrt_sum_sign` with integer arithmetic only.
:func:`draw_lacin` and :func:`draw_port_matrix` draw the layouts and the
matrices in the style of Figures 1-2 (matplotlib, imported only there).

References
----------
R. Beivide, C. Camarero, C. Martínez, E. Vallejo, M. Valero, "LACIN: Linearly
Arranged Complete Interconnection Networks", IEEE Computer Architecture
Letters, 2025 (doi:10.1109/LCA.2025.3649284): Sections 2-4, Algorithms 1-2,
Figure 2, Table 1.
"""
from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from functools import lru_cache

import numpy as np
import sympy

from ..memory import require
from .base import Topology, simple_edges

__all__ = [
    "CIN",
    "swap",
    "circle",
    "xor",
    "pairing_report",
    "swap_port",
    "swap_port_printed",
    "xor_port",
    "circle_port",
    "wires",
    "wire_profile",
    "total_wire_length",
    "lacin_total_length",
    "swap_wire_profile",
    "sqrt_sum_sign",
    "sqrt_sum_bounds",
    "column_arcs",
    "interleaving_pairs",
    "crossings_per_factor",
    "circle_sides",
    "arc_polyline",
    "polyline_crossings",
    "crossing_points",
    "draw_lacin",
    "draw_port_matrix",
]


def _size(name: str, n) -> int:
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)):
        raise ValueError(f"{name}: number of switches must be an integer, got {n!r}")
    if n < 1:
        raise ValueError(f"{name}: number of switches must be positive, got {n}")
    # the N x (N-1) port matrices, their pairing report and temporaries (int64 each)
    require(f"{name}({n})", 12 * 8 * int(n) * max(int(n) - 1, 1))
    return int(n)


def pairing_report(neighbour, peer_port) -> dict:
    """Certificate that a port pairing is a CIN, and whether it is isoport.

    Parameters
    ----------
    neighbour, peer_port : (N, C) integer arrays
        Port ``P[S, i]`` is wired to port ``P[neighbour[S, i], peer_port[S, i]]``;
        ``-1`` in both marks an idle port.

    Returns
    -------
    dict with keys
        ``ports_paired_once`` -- every wired port points to an existing port
        that points back to it (an involution without fixed points);
        ``complete_graph`` -- every pair of distinct switches is joined by
        exactly one link (and no switch by a link to itself);
        ``isoport`` -- every link joins two ports of the same index;
        ``links`` -- number of links; ``idle`` -- idle ports per switch.

    Examples
    --------
    >>> c = circle(8)
    >>> r = pairing_report(c.neighbour, c.peer_port)
    >>> r["ports_paired_once"], r["complete_graph"], r["isoport"], r["links"]
    (True, True, True, 28)
    """
    nb = np.asarray(neighbour, dtype=np.int64)
    pp = np.asarray(peer_port, dtype=np.int64)
    if nb.ndim != 2 or nb.shape != pp.shape:
        raise ValueError("pairing_report: neighbour and peer_port must be two arrays of one (N, C) shape")
    n, c = nb.shape
    idle = (nb == -1) & (pp == -1)
    wired = ~idle
    S, i = np.nonzero(wired)
    T, j = nb[S, i], pp[S, i]
    in_range = (T >= 0) & (T < n) & (j >= 0) & (j < c)
    paired = bool(in_range.all())
    if paired:
        back_ok = (nb[T, j] == S) & (pp[T, j] == i)
        paired = bool(back_ok.all()) and not bool(((T == S) & (j == i)).any())
    complete = False
    isoport = False
    links = 0
    if paired:
        links = len(S) // 2
        keys = np.unique(S * n + T)  # ordered pairs (S, T) wired, each once if len == n(n-1)
        complete = len(S) == n * (n - 1) == len(keys) and not bool((S == T).any())
        isoport = bool((i == j).all())
    return {
        "ports_paired_once": paired,
        "complete_graph": complete,
        "isoport": isoport,
        "links": links,
        "idle": idle.sum(axis=1).astype(int).tolist(),
    }


class CIN(Topology):
    """A complete interconnection network with its port pairing (paper ``lacin``, Section 2).

    Parameters
    ----------
    neighbour, peer_port : (N, C) integer arrays
        The port pairing (see :func:`pairing_report`); it must pair every
        wired port exactly once and yield ``K_N``, else ``ValueError``.
    name : str
        Display name, e.g. ``"Circle(8)"``.
    family : {"Swap", "Circle", "XOR"} or None
        The instance whose routing rule :meth:`rule_port` applies.

    Examples
    --------
    Section 1: a CIN of 8 switches has 28 links.

    >>> c = xor(8)
    >>> c.order, c.size, c.ports, c.isoport
    (8, 28, 7, True)
    """

    vertex_transitive = True

    def __init__(self, neighbour, peer_port, name: str, family: str | None = None):
        report = pairing_report(neighbour, peer_port)
        if not report["ports_paired_once"]:
            raise ValueError(f"{name}: the port pairing does not pair every port exactly once")
        if not report["complete_graph"]:
            raise ValueError(f"{name}: the port pairing does not yield a complete graph")
        self.neighbour = np.asarray(neighbour, dtype=np.int64)
        self.peer_port = np.asarray(peer_port, dtype=np.int64)
        self.neighbour.setflags(write=False)
        self.peer_port.setflags(write=False)
        self.report = report
        self.name = name
        self.family = family

    @property
    def order(self) -> int:
        return int(self.neighbour.shape[0])

    def arc_estimate(self) -> int:
        return self.order * self.ports

    @property
    def ports(self) -> int:
        """Number of network ports per switch (columns of ``P``)."""
        return int(self.neighbour.shape[1])

    @property
    def isoport(self) -> bool:
        """Whether every link joins ports of the same index (Section 2)."""
        return self.report["isoport"]

    def edge_array(self) -> np.ndarray:
        S, i = np.nonzero(self.neighbour >= 0)
        return simple_edges(S, self.neighbour[S, i])

    def port_to(self, a: int, b: int) -> int:
        """The port of switch ``a`` wired to switch ``b`` (table lookup)."""
        if not (0 <= a < self.order and 0 <= b < self.order):
            raise ValueError(f"{self.name}: switches are 0..{self.order - 1}, got {a}, {b}")
        hits = np.nonzero(self.neighbour[a] == b)[0]
        if a == b or len(hits) != 1:
            raise ValueError(f"{self.name}: no port of switch {a} leads to switch {b}")
        return int(hits[0])

    def rule_port(self, a: int, b: int) -> int:
        """The port of ``a`` towards ``b`` computed by the family's routing rule (Section 3).

        XOR: ``A XOR B - 1``; Circle: Algorithm 2 (on the ``N + 1`` instance
        when ``N`` is odd); Swap: :func:`swap_port`.
        """
        n = self.order
        if not (0 <= a < n and 0 <= b < n) or a == b:
            raise ValueError(f"{self.name}: a route needs two distinct switches in 0..{n - 1}, got {a}, {b}")
        if self.family == "XOR":
            return xor_port(a, b)
        if self.family == "Circle":
            return circle_port(n + n % 2, a, b)
        if self.family == "Swap":
            return swap_port(n, a, b)
        raise ValueError(f"{self.name}: no routing rule for a CIN without a family")

    def route(self, a: int, b: int) -> dict:
        """The ``route`` command's hook: one hop through the port :meth:`rule_port` gives.

        >>> circle(8).route(3, 7)
        {'record': {'port': 3}, 'path': [3, 7], 'length': 1}
        """
        if a == b:
            return {"record": {"port": None}, "path": [a], "length": 0}
        i = self.rule_port(a, b)
        return {"record": {"port": i}, "path": [a, int(self.neighbour[a, i])], "length": 1}

    def port_table(self) -> np.ndarray:
        """``R[a, b]`` = port of ``a`` wired to ``b`` (``-1`` on the diagonal)."""
        n = self.order
        R = np.full((n, n), -1, dtype=np.int64)
        S, i = np.nonzero(self.neighbour >= 0)
        R[S, self.neighbour[S, i]] = i
        return R

    def edge_ports(self) -> np.ndarray:
        """Port numbers at both ends of every edge, aligned with ``edge_array()``.

        The export hook of :mod:`latticegraph.export`: GraphML carries them as edge
        attributes and CAMINOS lists each switch's neighbours in port order.

        >>> xor(4).edge_ports().tolist()   # XOR: both ends use port A XOR B - 1
        [[0, 0], [1, 1], [2, 2], [2, 2], [1, 1], [0, 0]]
        """
        e = self.edge_array()
        R = self.port_table()
        return np.stack([R[e[:, 0], e[:, 1]], R[e[:, 1], e[:, 0]]], axis=1)

    def one_factor(self, i: int) -> list[tuple[int, int]]:
        """Links ``(a, b)``, ``a < b``, using port index ``i`` at both ends (isoport only)."""
        if not self.isoport:
            raise ValueError(f"{self.name}: 1-factors by port index need an isoport instance")
        if not 0 <= i < self.ports:
            raise ValueError(f"{self.name}: port index must be in 0..{self.ports - 1}, got {i}")
        col = self.neighbour[:, i]
        return [(a, int(col[a])) for a in range(self.order) if a < col[a]]


def swap(n: int) -> CIN:
    """The anisoport *Swap* CIN (Section 2), any ``N``.

    ``P[S, i]`` is paired to ``P[i+1, S]`` when ``S <= i`` and to
    ``P[i, S-1]`` when ``S > i``.

    Examples
    --------
    Figure 2 (a): row 0 of the Swap matrix for ``N = 8`` links switch 0 to
    switches 1..7, each through their port 0.

    >>> s = swap(8)
    >>> s.neighbour[0].tolist(), s.peer_port[0].tolist(), s.isoport
    ([1, 2, 3, 4, 5, 6, 7], [0, 0, 0, 0, 0, 0, 0], False)
    """
    n = _size("Swap", n)
    S, i = np.meshgrid(np.arange(n), np.arange(n - 1), indexing="ij")
    low = S <= i
    nb = np.where(low, i + 1, i)
    pp = np.where(low, S, S - 1)
    return CIN(nb, pp, name=f"Swap({n})", family="Swap")


def _circle_even(n: int) -> np.ndarray:
    """Algorithm 1, line by line: neighbour matrix of the even Circle CIN."""
    nb = np.empty((n, n - 1), dtype=np.int64)
    for i in range(n - 1):
        for S in range(n):
            if S == n - 1:
                nb[S, i] = i  # connect the last node to the rest of nodes
            elif S == i:
                nb[S, i] = n - 1  # any node connected to the last node
            else:
                nb[S, i] = (2 * i - S) % (n - 1)  # parallel connections
    return nb


def circle(n: int) -> CIN:
    """The isoport *Circle* CIN: Algorithm 1 for even ``N``, row removal for odd ``N``.

    For odd ``N`` the matrix is that of ``N + 1`` without its last row: ``N``
    columns, and port ``i`` of switch ``i`` idle.

    Examples
    --------
    Figure 2 (b), Section 4: the 1-factor ``i = 3`` of ``N = 8`` joins 3 to 7
    and has three parallel links.

    >>> circle(8).one_factor(3)
    [(0, 6), (1, 5), (2, 4), (3, 7)]
    >>> c = circle(7); c.ports, c.report["idle"]
    (7, [1, 1, 1, 1, 1, 1, 1])
    """
    n = _size("Circle", n)
    if n % 2 == 0:
        nb = _circle_even(n)
    else:
        nb = _circle_even(n + 1)[:n].copy()
        nb[nb == n] = -1
    pp = np.where(nb >= 0, np.arange(nb.shape[1])[None, :], -1)
    return CIN(nb, pp, name=f"Circle({n})", family="Circle")


def xor(n: int) -> CIN:
    """The isoport *XOR* CIN for ``N = 2^n``: ``P[S, i]`` wired to ``P[S XOR (i+1), i]``.

    Examples
    --------
    Figure 2 (c): the 1-factor ``i = 3`` of ``N = 8`` pairs switches differing by XOR 4.

    >>> xor(8).one_factor(3)
    [(0, 4), (1, 5), (2, 6), (3, 7)]
    >>> xor(6)
    Traceback (most recent call last):
    ...
    ValueError: XOR: number of switches must be a power of 2, got 6
    """
    n = _size("XOR", n)
    if n & (n - 1):
        raise ValueError(f"XOR: number of switches must be a power of 2, got {n}")
    S, i = np.meshgrid(np.arange(n), np.arange(n - 1), indexing="ij")
    return CIN(S ^ (i + 1), i, name=f"XOR({n})", family="XOR")


# -- routing (Section 3, Algorithm 2) ---------------------------------------

def swap_port_printed(n: int, a: int, b: int) -> int:
    """Section 3 as printed for Swap: ``i = B`` if ``A <= B``, else ``i = B + 1``."""
    return b if a <= b else b + 1


def swap_port(n: int, a: int, b: int) -> int:
    """Port of switch ``a`` leading to ``b`` in :func:`swap`: ``B - 1`` if ``A < B``, else ``B``.

    Derived from the pairing of Section 2 (``P[S, i] -> P[i+1, S]`` for ``S <= i``).

    >>> swap_port(8, 0, 1), swap(8).port_to(0, 1)
    (0, 0)
    """
    return b - 1 if a < b else b


def xor_port(a: int, b: int) -> int:
    """Section 3: XOR routes from ``A`` to ``B`` through port ``A XOR B - 1``.

    >>> xor_port(3, 7), xor(8).port_to(3, 7)
    (3, 3)
    """
    return (a ^ b) - 1


def circle_port(n: int, a: int, b: int) -> int:
    """Algorithm 2 (Circle routing, ``N`` even), branch by branch as printed.

    >>> circle_port(8, 3, 7), circle(8).port_to(3, 7)
    (3, 3)
    """
    t = a + b
    if t == n - 1:
        return 0
    if b == n - 1:
        return a
    if a == n - 1:
        return b
    if t % 2 == 0:
        return t // 2
    if t < n - 1:
        return (t + n - 1) // 2
    return (t - n + 1) // 2


# -- linear layout and wire length (Section 4, Table 1) ------------------------

def wires(cin: CIN) -> np.ndarray:
    """Every link once as a row ``(S, i, T, j)`` with ``S < T``.

    In the linear layout switch ``S`` sits at height ``S`` and its port ``i``
    at horizontal offset ``i`` (unit spacing both ways, Section 4).
    """
    S, i = np.nonzero(cin.neighbour > np.arange(cin.order)[:, None])
    return np.stack([S, i, cin.neighbour[S, i], cin.peer_port[S, i]], axis=1)


def wire_profile(cin: CIN) -> Counter:
    """Counter ``{(vertical, horizontal): number of wires}`` of the linear layout.

    >>> sorted(wire_profile(swap(4)).items())
    [((1, 0), 3), ((2, 1), 2), ((3, 2), 1)]
    """
    w = wires(cin)
    dy = w[:, 2] - w[:, 0]
    dx = np.abs(w[:, 3] - w[:, 1])
    pairs, counts = np.unique(np.stack([dy, dx], axis=1), axis=0, return_counts=True)
    return Counter({(int(a), int(b)): int(c) for (a, b), c in zip(pairs, counts)})


def swap_wire_profile(n: int) -> Counter:
    """Section 4's Swap geometry without building the matrix: ``N - k`` wires ``(k, k - 1)``."""
    n = _size("Swap", n)
    return Counter({(k, k - 1): n - k for k in range(1, n)})


def total_wire_length(profile: Counter) -> sympy.Expr:
    """Exact Euclidean total ``Σ count · sqrt(dy² + dx²)`` as a sympy number.

    >>> total_wire_length(wire_profile(circle(8)))
    84
    >>> total_wire_length(swap_wire_profile(3))
    2 + sqrt(5)
    """
    return sympy.Add(*[c * sympy.sqrt(dy * dy + dx * dx) for (dy, dx), c in profile.items()])


def lacin_total_length(n: int) -> int:
    """Section 4: total LACIN wire length ``(N^3 - N) / 6``.

    >>> lacin_total_length(8)
    84
    """
    return (n ** 3 - n) // 6


@lru_cache(maxsize=None)
def _squarefree_split(m: int) -> tuple[int, int]:
    """``m = r^2 q`` with ``q`` squarefree: returns ``(r, q)``."""
    r, q = 1, 1
    for p, e in sympy.factorint(m).items():
        r *= p ** (e // 2)
        q *= p ** (e % 2)
    return r, q


def sqrt_sum_bounds(terms, digits: int) -> tuple[Fraction, Fraction]:
    """Rational bounds ``lo <= Σ c·sqrt(m) <= hi`` from integer square roots.

    ``terms`` is an iterable of ``(c, m)`` with rational ``c`` and integer
    ``m >= 0``; each ``sqrt(m)`` is bracketed by ``isqrt(m·10^(2·digits))``
    and its successor, so ``hi - lo <= Σ |c| / 10^digits``.

    >>> lo, hi = sqrt_sum_bounds([(1, 2), (3, 4)], 3)
    >>> lo <= sympy.sqrt(2) + 6 <= hi, float(hi - lo)
    (True, 0.001)
    """
    terms = [(c if isinstance(c, int) else Fraction(c), int(m)) for c, m in terms]
    den = math.lcm(1, *(c.denominator for c, _ in terms))
    scale2 = 10 ** (2 * digits)
    lo = hi = 0
    for c, m in terms:
        k = int(c * den)  # integer coefficient of sqrt(m) in den·Σ
        s = math.isqrt(m * scale2)
        up = s if s * s == m * scale2 else s + 1
        if k >= 0:
            lo, hi = lo + k * s, hi + k * up
        else:
            lo, hi = lo + k * up, hi + k * s
    q = den * 10 ** digits
    return Fraction(lo, q), Fraction(hi, q)


def sqrt_sum_sign(terms) -> int:
    """Exact sign of ``Σ c·sqrt(m)`` (rational ``c``, integer ``m >= 0``).

    Square roots of distinct squarefree integers are linearly independent
    over the rationals, so the sum is zero iff the coefficients collected on
    each squarefree part vanish; otherwise integer-sqrt bounds are refined
    until they exclude zero.

    >>> sqrt_sum_sign([(1, 8), (-2, 2)]), sqrt_sum_sign([(1, 2), (-1, 3)])
    (0, -1)
    """
    terms = [(c if isinstance(c, int) else Fraction(c), int(m)) for c, m in terms]
    den = math.lcm(1, *(c.denominator for c, _ in terms))  # sign(Σ) = sign(den·Σ)
    collected: dict[int, int] = {}
    for c, m in terms:
        if m < 0:
            raise ValueError(f"sqrt_sum_sign: negative radicand {m}")
        if m == 0 or c == 0:
            continue
        r, q = _squarefree_split(m)
        collected[q] = collected.get(q, 0) + int(c * den) * r
    reduced = [(c, q) for q, c in collected.items() if c != 0]
    if not reduced:
        return 0
    digits = 10
    while True:
        lo, hi = sqrt_sum_bounds(reduced, digits)
        if lo > 0:
            return 1
        if hi < 0:
            return -1
        digits *= 2


# -- crossings of the arcs drawn in each port column (Section 4) ----------------

def column_arcs(cin: CIN, i: int) -> np.ndarray:
    """Links using port ``i`` at both ends, as rows ``(a, b)``, ``a < b`` (the 1-factor ``i``)."""
    col = cin.neighbour[:, i]
    peer = cin.peer_port[:, i]
    a = np.nonzero((col > np.arange(cin.order)) & (peer == i))[0]
    return np.stack([a, col[a]], axis=1)


def interleaving_pairs(arcs, sides=None) -> int:
    """Crossings of arcs drawn on one side of their column: pairs ``a < c < b < d``.

    Two arcs ``(a, b)`` and ``(c, d)`` of a matching on a line, drawn on the
    same side, cross iff their endpoints interleave; nested or disjoint arcs
    do not.  ``sides`` (``+1`` right, ``-1`` left per arc) counts only pairs
    drawn on the same side.

    >>> interleaving_pairs([(0, 4), (1, 5), (2, 6), (3, 7)])
    6
    """
    arcs = np.asarray(arcs, dtype=np.int64).reshape(-1, 2)
    a, b = arcs[:, 0][:, None], arcs[:, 1][:, None]
    c, d = arcs[:, 0][None, :], arcs[:, 1][None, :]
    cross = (a < c) & (c < b) & (b < d)
    if sides is not None:
        s = np.asarray(sides)
        cross &= s[:, None] == s[None, :]
    return int(cross.sum())


def crossings_per_factor(cin: CIN, sides=None) -> list[int]:
    """Crossings in each port column of the LACIN drawing (one side, or ``sides(cin, i)``)."""
    out = []
    for i in range(cin.ports):
        arcs = column_arcs(cin, i)
        out.append(interleaving_pairs(arcs, None if sides is None else sides(cin, i)))
    return out


def circle_sides(cin: CIN, i: int) -> np.ndarray:
    """Section 4's placement for Circle: the link of switch ``N - 1`` left (-1), the others right (+1)."""
    arcs = column_arcs(cin, i)
    last = 2 * ((cin.order + 1) // 2) - 1  # N - 1 of the even instance
    return np.where(arcs[:, 1] == last, -1, 1)


def arc_polyline(n: int, column: int, a: int, b: int, side: int = 1) -> list[tuple[Fraction, Fraction]]:
    """A drawing of the arc ``(a, b)`` of port column ``column`` as an exact polyline.

    The bracket ``(x, a) -> (x + s·h, a) -> (x + s·h, b) -> (x, b)`` with
    ``x = column``, ``s = side`` and ``h = ((b - a)·n + a + 1) / (2(n² + n + 1))``:
    ``0 < h < 1/2``, so every arc stays inside its column's strip, and an
    arc of longer span bulges further (nested arcs do not touch).
    """
    h = Fraction((b - a) * n + a + 1, 2 * (n * n + n + 1))
    x = Fraction(column)
    xs = x + side * h
    return [(x, Fraction(a)), (xs, Fraction(a)), (xs, Fraction(b)), (x, Fraction(b))]


def _segments_meet(p, q, r, s) -> bool:
    """Whether closed axis-parallel segments ``pq`` and ``rs`` share a point."""
    x1, x2 = sorted((p[0], q[0]))
    y1, y2 = sorted((p[1], q[1]))
    x3, x4 = sorted((r[0], s[0]))
    y3, y4 = sorted((r[1], s[1]))
    return max(x1, x3) <= min(x2, x4) and max(y1, y3) <= min(y2, y4)


def polyline_crossings(lines) -> int:
    """Number of pairs of polylines that share at least one point (brute force).

    The geometric oracle for :func:`interleaving_pairs`: arcs drawn by
    :func:`arc_polyline` meet iff they cross.
    """
    count = 0
    for k in range(len(lines)):
        for m in range(k + 1, len(lines)):
            A, B = lines[k], lines[m]
            if any(_segments_meet(A[u], A[u + 1], B[v], B[v + 1])
                   for u in range(len(A) - 1) for v in range(len(B) - 1)):
                count += 1
    return count


# -- pictures (Figures 1-2 style; matplotlib is needed only here) ---------------

def crossing_points(n: int, column: int, arcs, sides) -> list[tuple[Fraction, Fraction]]:
    """Exact points where the :func:`arc_polyline` drawings of one column cross.

    For interleaving arcs ``(a, b)``, ``(c, d)`` (``a < c < b < d``) on the same
    side, the one that bulges less is crossed by the other's vertical stroke.

    >>> crossing_points(8, 3, [(0, 4), (1, 5)], [1, 1])
    [(Fraction(471, 146), Fraction(1, 1))]
    """
    out = []
    for (a, b), s in zip(arcs, sides):
        for (c, d), t in zip(arcs, sides):
            if s == t and a < c < b < d:
                h1 = arc_polyline(n, column, a, b, s)[1][0]
                h2 = arc_polyline(n, column, c, d, s)[1][0]
                if abs(h2 - column) > abs(h1 - column):
                    out.append((h1, Fraction(c)))  # c's top stroke meets a-b's vertical
                else:
                    out.append((h2, Fraction(b)))  # a-b's bottom stroke meets c-d's vertical
    return out


def draw_lacin(cin: CIN, path: str, sides=None, highlight: int | None = None,
               title: str | None = None) -> int:
    """Draw the linear layout of an isoport CIN (Section 4, Figures 1-2 style).

    Switch ``S`` is a row at height ``S``, port ``i`` a column; each wire is
    the bracket of :func:`arc_polyline` in its column, one colour per
    1-factor (``highlight`` drawn bold), crossings marked with black crosses.
    ``sides(cin, i)`` places the wires of column ``i`` right (+1) or left
    (-1), e.g. :func:`circle_sides`; default all right.  The format follows
    the suffix of ``path`` (png, pdf, svg).  Returns the number of crossings
    drawn.
    """
    if not cin.isoport:
        raise ValueError(f"{cin.name}: a LACIN drawing needs an isoport instance")
    from matplotlib import colormaps
    from matplotlib.figure import Figure

    n, c = cin.order, cin.ports
    fig = Figure(figsize=(max(4.0, 0.55 * c + 1.5), max(3.0, 0.4 * n + 1.2)), layout="constrained")
    ax = fig.add_subplot()
    cmap = colormaps["tab20" if c <= 20 else "hsv"]
    for S in range(n):
        ax.plot([-0.5, c - 0.5], [S, S], color="0.85", lw=6, solid_capstyle="butt", zorder=0)
    crossings = 0
    for i in range(c):
        arcs = column_arcs(cin, i).tolist()
        side = [1] * len(arcs) if sides is None else list(sides(cin, i))
        colour = cmap(i / max(c, 1)) if c > 20 else cmap(i % 20)
        for (a, b), s in zip(arcs, side):
            pts = arc_polyline(n, i, a, b, s)
            ax.plot([float(x) for x, _ in pts], [float(y) for _, y in pts], color=colour,
                    lw=2.6 if i == highlight else 1.2, zorder=2)
        pts = crossing_points(n, i, arcs, side)
        crossings += len(pts)
        if pts:
            ax.plot([float(x) for x, _ in pts], [float(y) for _, y in pts], "kx", ms=5, zorder=3)
    S, i = np.nonzero(cin.neighbour >= 0)
    ax.plot(i, S, "o", color="0.3", ms=2.5, zorder=4)
    ax.set_xticks(range(c))
    ax.set_yticks(range(n))
    ax.set_xlabel("port index i (1-factor)")
    ax.set_ylabel("switch S")
    ax.set_xlim(-0.6, c - 0.4)
    ax.set_ylim(n - 0.5, -0.5)
    ax.set_title(title or f"{cin.name}: {crossings} crossings")
    fig.savefig(path)
    return crossings


def draw_port_matrix(cin: CIN, path: str, highlight: int | None = None) -> None:
    """Draw the port pairing matrix ``P`` as in Figure 2.

    Entry ``(S, i)`` shows the switch wired to port ``i`` of switch ``S``
    (``T.j`` when the peer port ``j`` differs: anisoport), the 1-factor
    ``highlight`` in bold, idle ports as ``-``.
    """
    from matplotlib.figure import Figure

    n, c = cin.order, cin.ports
    fig = Figure(figsize=(0.6 * c + 1.2, 0.35 * n + 1.0), layout="constrained")
    ax = fig.add_subplot()
    ax.set_axis_off()
    cells = [["-" if cin.neighbour[S, i] < 0 else
              (str(cin.neighbour[S, i]) if cin.isoport else f"{cin.neighbour[S, i]}.{cin.peer_port[S, i]}")
              for i in range(c)] for S in range(n)]
    tab = ax.table(cellText=cells, rowLabels=[str(S) for S in range(n)],
                   colLabels=[str(i) for i in range(c)], loc="center", cellLoc="center")
    if highlight is not None:
        for S in range(n):
            tab[S + 1, highlight].get_text().set_fontweight("bold")
    ax.set_title(f"{cin.name}: port pairing P")
    fig.savefig(path)
