"""HyperX: the Cartesian product of complete interconnection networks (paper ``lacin``, Section 5).

``HyperX(a_1, ..., a_n)`` has one switch per coordinate vector
``(x_1, ..., x_n)``, ``0 <= x_d < a_d``, numbered in mixed radix with
``x_1`` fastest (so for ``16 x 16 x 16`` the switch number is
``Z·256 + Y·16 + X``, the paper's digits ``C_3 C_2 C_1``).  Dimension ``d``
is wired as a CIN instance of size ``a_d`` (:mod:`latticegraph.topologies.cin`):
XOR when ``a_d`` is a power of 2, Circle otherwise, unless chosen.  Port
``i`` of dimension ``d`` of a switch leads to the switch whose ``d``-th digit
is the CIN neighbour of its own digit through port ``i``.

References
----------
R. Beivide, C. Camarero, C. Martínez, E. Vallejo, M. Valero, "LACIN: Linearly
Arranged Complete Interconnection Networks", IEEE CAL 2025, Section 5 and
Figure 4.  J. H. Ahn et al., "HyperX: topology, routing, and packaging of
efficient large-scale networks", SC'09.
"""
from __future__ import annotations

import math
from collections import Counter

import numpy as np

from . import cin as _cin
from .base import Topology, simple_edges

__all__ = ["HyperX", "hyperx", "hoses"]

_BUILDERS = {"xor": _cin.xor, "circle": _cin.circle, "swap": _cin.swap}


class HyperX(Topology):
    """``K_{a_1} x ... x K_{a_n}`` with a port-pairing CIN instance per dimension.

    Parameters
    ----------
    sides : sequence of positive int
    instances : sequence of {"xor", "circle", "swap"}, optional
        CIN instance of each dimension; default XOR for powers of 2, Circle otherwise.

    Examples
    --------
    Section 5: a ``16 x 16 x 16`` HyperX has 4096 switches with ``3·15``
    network ports, 61 ports with the 16 edge ports.

    >>> h = hyperx(16, 16, 16)
    >>> h.order, h.network_ports, h.network_ports + 16
    (4096, 45, 61)
    """

    vertex_transitive = True

    def __init__(self, sides, instances=None):
        sides = [int(a) for a in sides]
        if instances is None:
            instances = ["xor" if a & (a - 1) == 0 else "circle" for a in sides]
        if len(instances) != len(sides):
            raise ValueError("HyperX: one CIN instance per dimension is needed")
        for inst in instances:
            if inst not in _BUILDERS:
                raise ValueError(f"HyperX: unknown CIN instance {inst!r} (xor, circle, swap)")
        self.sides = tuple(sides)
        self.cins = tuple(_BUILDERS[inst](a) for inst, a in zip(instances, sides))
        self.strides = tuple(int(np.prod(sides[:d], dtype=np.int64)) for d in range(len(sides)))
        self.name = f"HyperX({','.join(map(str, sides))})"

    @property
    def order(self) -> int:
        return math.prod(self.sides)

    def arc_estimate(self) -> int:
        return self.order * sum(c.ports for c in self.cins)

    @property
    def dimension(self) -> int:
        return len(self.sides)

    @property
    def network_ports(self) -> int:
        """Network ports per switch: ``Σ`` ports of the CIN of each dimension."""
        return sum(c.ports for c in self.cins)

    def coords(self, v):
        """Digits ``(x_1, ..., x_n)`` of switch(es) ``v`` (``x_1`` fastest); arrays accepted."""
        v = np.asarray(v, dtype=np.int64)
        return tuple((v // s) % a for s, a in zip(self.strides, self.sides))

    def label(self, v: int) -> tuple[int, ...]:
        return tuple(int(x) for x in self.coords(v))

    def index(self, digits) -> int:
        """Switch number of the digit vector ``(x_1, ..., x_n)``."""
        if len(digits) != self.dimension or any(not 0 <= x < a for x, a in zip(digits, self.sides)):
            raise ValueError(f"{self.name}: digits {tuple(digits)} out of range {self.sides}")
        return int(sum(x * s for x, s in zip(digits, self.strides)))

    def adjacent(self, v) -> np.ndarray:
        """Neighbours of the switches ``v`` (one row each: every other digit value in each
        dimension), from the digits; the graph is never built.

        >>> hyperx(2, 3).adjacent([0]).tolist()
        [[1, 2, 4]]
        """
        v = np.asarray(v, np.int64).reshape(-1)
        cols = []
        for s, a in zip(self.strides, self.sides):
            x = (v // s) % a
            for step in range(1, a):
                cols.append(v + (((x + step) % a) - x) * s)
        return np.stack(cols, axis=1) if cols else np.full((len(v), 1), -1, np.int64)

    def distance(self, a: int, b: int) -> int:
        """Switches differing in ``m`` digits are ``m`` hops apart (every value of a digit is
        one hop away: a complete graph per dimension).

        >>> h = hyperx(4, 4, 4); h.distance(h.index((1, 2, 3)), h.index((1, 0, 0)))
        2
        """
        return sum(x != y for x, y in zip(self.label(a), self.label(b)))

    def port_neighbour(self, v, d: int, i: int):
        """Switch(es) reached from ``v`` through port ``i`` of dimension ``d`` (``-1``: idle)."""
        v = np.asarray(v, dtype=np.int64)
        x = (v // self.strides[d]) % self.sides[d]
        y = self.cins[d].neighbour[x, i]
        return np.where(y >= 0, v + (y - x) * self.strides[d], -1)

    def edge_array(self) -> np.ndarray:
        v = np.arange(self.order, dtype=np.int64)
        us, ws = [], []
        for d, c in enumerate(self.cins):
            for i in range(c.ports):
                w = self.port_neighbour(v, d, i)
                keep = w >= 0
                us.append(v[keep])
                ws.append(w[keep])
        if not us:
            return np.zeros((0, 2), dtype=np.int64)
        return simple_edges(np.concatenate(us), np.concatenate(ws))

    def edge_ports(self) -> np.ndarray:
        """Port numbers at both ends of every edge, aligned with ``edge_array()``: the export hook.

        Port ``i`` of dimension ``d`` is network port ``o_d + i`` with
        ``o_d = Σ_{d' < d}`` ports of dimension ``d'`` (Section 5: the CIN
        instance of each dimension keeps its own port pairing).

        >>> hyperx(4, 4).edge_ports()[:3].tolist()   # XOR in dimension 1: ports A XOR B - 1
        [[0, 0], [1, 1], [2, 2]]
        """
        e = self.edge_array()
        cu, cv = self.coords(e[:, 0]), self.coords(e[:, 1])
        ports = np.zeros(e.shape, dtype=np.int64)
        offset = 0
        for d, c in enumerate(self.cins):
            R = c.port_table()
            here = cu[d] != cv[d]
            ports[here, 0] = offset + R[cu[d][here], cv[d][here]]
            ports[here, 1] = offset + R[cv[d][here], cu[d][here]]
            offset += c.ports
        return ports

    def layout(self) -> np.ndarray:
        """Picture coordinates, the drawing hook of :mod:`latticegraph.draw`.

        Switch ``(x_1, x_2, ...)`` sits at ``(x_1, x_2)`` in a panel; the
        further digits number the panels, which stand on a diagonal (panel
        ``q`` shifted by ``q (a_1 + 1/2, a_2 + 1/2)``), so the links of every
        dimension run in their own direction.
        """
        X = np.stack(self.coords(np.arange(self.order)), axis=1).astype(float)
        if self.dimension == 1:
            return np.concatenate([X, np.zeros((self.order, 1))], axis=1)
        panel = np.zeros(self.order)
        for d in reversed(range(2, self.dimension)):
            panel = panel * self.sides[d] + X[:, d]
        step = np.array([self.sides[0] + 0.5, self.sides[1] + 0.5])
        return X[:, :2] + panel[:, None] * step[None, :]

    def link_kind(self, u: int, v: int) -> str:
        """The drawing hook's colour class: the dimension the link runs in (1-based)."""
        d = next(d for d, (a, b) in enumerate(zip(self.label(u), self.label(v))) if a != b)
        return f"dimension {d + 1}"

    def route(self, a: int, b: int) -> dict:
        """The ``route`` command's hook: :meth:`dor_route` as ``(dimension, port)`` hops.

        >>> h = hyperx(4, 4, 4)
        >>> h.route(h.index((1, 2, 3)), h.index((1, 0, 0)))
        {'record': [(2, 2), (1, 1)], 'path': [57, 9, 1], 'length': 2}
        """
        hops = self.dor_route(a, b)
        return {"record": [(d, i) for d, i, _ in hops],
                "path": [int(a)] + [v for _, _, v in hops], "length": len(hops)}

    def dor_route(self, a: int, b: int, order=None) -> list[tuple[int, int, int]]:
        """Dimension-order route from switch ``a`` to ``b`` by the CIN routing rules.

        Section 5: in each dimension (default order: last dimension first, the
        paper's Z, Y, X) whose digits differ, take the port the CIN rule gives
        (``A_d XOR B_d - 1`` for XOR); dimensions with equal digits are
        skipped.  Returns the hops ``(dimension, port, switch reached)``,
        following the actual wiring.

        >>> h = hyperx(4, 4, 4)
        >>> h.dor_route(h.index((1, 2, 3)), h.index((1, 0, 0)))
        [(2, 2, 9), (1, 1, 1)]
        """
        order = range(self.dimension - 1, -1, -1) if order is None else order
        hops = []
        v = int(a)
        xb = self.label(b)
        for d in order:
            xv = self.label(v)[d]
            if xv == xb[d]:
                continue
            i = self.cins[d].rule_port(xv, xb[d])
            v = int(self.port_neighbour(v, d, i))
            hops.append((d, i, v))
        return hops


    # -- symmetry (issue 19; used by latticegraph.orbits and latticegraph.distance) ------------
    def cartesian_factors(self) -> list:
        """The factors of the Cartesian product: one CIN (a complete graph ``K_{a_d}``,
        certified by :func:`~latticegraph.topologies.cin.pairing_report`) per dimension.
        The distance distribution is their convolution, the graph is never built.

        >>> [c.name for c in hyperx(4, 3).cartesian_factors()]
        ['XOR(4)', 'Circle(3)']
        """
        return list(self.cins)

    def automorphism_generators(self):
        """Yield, for every dimension ``d``, generators of the symmetric group on the symbols
        of coordinate ``d`` (any permutation of one coordinate keeps the Hamming
        adjacency of ``K_{a_1} x ... x K_{a_n}``); certified by :mod:`latticegraph.orbits`.

        >>> len(list(hyperx(4, 3).automorphism_generators()))
        4
        """
        v = np.arange(self.order, dtype=np.int64)
        for stride, a in zip(self.strides, self.sides):
            x = (v // stride) % a
            for sigma in _symmetric_generators(a):
                yield v + (sigma[x] - x) * stride


def _symmetric_generators(a: int) -> list[np.ndarray]:
    """A cycle and a transposition of ``0..a-1`` (generators of ``S_a``; fewer for ``a < 3``)."""
    out = [np.roll(np.arange(a), 1)] if a >= 2 else []
    if a >= 3:
        tr = np.arange(a)
        tr[[0, 1]] = [1, 0]
        out.append(tr)
    return out


def hyperx(*sides: int) -> HyperX:
    """``HyperX(a_1, ..., a_n)`` with XOR LACINs (power-of-2 sides) or Circle LACINs.

    >>> hyperx(4, 4, 4).size
    288
    """
    if not sides:
        raise ValueError("HyperX: at least one side is needed")
    for a in sides:
        if isinstance(a, bool) or not isinstance(a, (int, np.integer)) or a < 1:
            raise ValueError(f"HyperX: sides must be positive integers, got {a!r}")
    return HyperX(sides)


def hoses(h: HyperX, d: int, rack_dim: int) -> dict[tuple[int, int], Counter]:
    """Links of dimension ``d`` grouped by the pair of racks they join.

    A rack is the set of switches that differ only in coordinate
    ``rack_dim`` (Section 5: a rack stacks the switches of one Z column);
    racks are numbered by the switch of the rack with ``x_rack_dim = 0``.
    Returns ``{(rack_u, rack_v): Counter{(port_u, port_v): wires}}`` with
    ``rack_u <= rack_v`` (equal racks: links inside a rack, ``d = rack_dim``).

    >>> h = hyperx(4, 4, 4)
    >>> sorted(hoses(h, 0, 2)[(0, 1)].items())
    [((0, 0), 4)]
    """
    v = np.arange(h.order, dtype=np.int64)
    c = h.cins[d]
    out: dict[tuple[int, int], Counter] = {}
    rack = v - h.coords(v)[rack_dim] * h.strides[rack_dim]
    for i in range(c.ports):
        w = h.port_neighbour(v, d, i)
        keep = (w > v)
        u, w = v[keep], w[keep]
        j = c.peer_port[h.coords(u)[d], i]
        ru, rw = rack[u], rack[w]
        for a, b, pa, pb in zip(ru.tolist(), rw.tolist(), [i] * len(u), j.tolist()):
            key, ports = ((a, b), (pa, pb)) if a <= b else ((b, a), (pb, pa))
            out.setdefault(key, Counter())[ports] += 1
    return out
