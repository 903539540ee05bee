"""Helpers of the claims of paper ``kantc`` used by several sections (``kantc/__init__.py``
documents the conventions).
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

import numpy as np
import scipy.sparse.csgraph as csgraph
import sympy

from latticegraph.topologies.fattree import (KAryNTree, KANTC, MiKANT, MiKANTC,
    average_shortest_paths, covering_radius, intermediate_switches, node_distance_distribution)


FAMILIES = {"KANT": KAryNTree, "MiKANT": MiKANT, "KANTC": KANTC, "MiKANTC": MiKANTC}


LIMIT = 1_200_000


#: own caps (vertices) of the claims decided by compute-node distances or shortest-path counts
#: (the orbit engine, latticegraph.orbits), per family: each reaches the largest instance below
#: the first costly k = 2 instance (its stabiliser is trivial, so the quotient is the whole graph:
#: KANT(2, 15) and MiKANT(2, 14) cost over 5x a k >= 3 instance of the same order; KANTC(2, 15),
#: about 4 s of CPU, and MiKANTC(2, 14), 2 s, are kept), so the caps stay where an instance costs
#: a few seconds of CPU at most (issue 27 item 3; measured with latticegraph verify --paper kantc)
ORBIT_CAPS = {"KANT": 260_000, "MiKANT": 245_000, "KANTC": 350_000, "MiKANTC": 300_000}


@lru_cache(maxsize=6)
def _g(family: str, k: int, n: int, reading: str = "example"):
    cls = FAMILIES[family]
    return cls(k, n, reading) if family in ("KANTC", "MiKANTC") else cls(k, n)


def _domain(family: str, limit: int = LIMIT, reading: str = "example", kmin: int = 2,
            nmin: int = 2, even: bool = False, extra=()):
    """All (k, n) with order <= limit, sorted by order (then k)."""
    def build():
        rows = []
        for k in range(kmin, 21):
            if even and k % 2:
                continue
            for n in range(nmin, 40):
                if reading == "written" and len(set(intermediate_switches(k, "written"))) != k:
                    break
                if _estimate(family, k, n) > limit:      # the order grows with n
                    break
                rows.append((_estimate(family, k, n), k, n))
        rows.sort()
        return [dict({"k": k, "n": n}, **dict(extra)) for _, k, n in rows]
    return build


def _estimate(family: str, k: int, n: int) -> int:
    if family == "KANT":
        return n * k ** (n - 1) + k ** n
    if family == "MiKANT":
        return (2 * n - 2) * k ** (n - 1) + 2 * k ** n
    if family == "KANTC":
        return (n - 1) * k ** (n - 1) + 2 ** k * k ** (n - 2) + (2 ** k - k) * k ** (n - 1)
    return (2 * n - 4) * k ** (n - 1) + 2 ** (k + 1) * k ** (n - 2) + 2 * (2 ** k - k) * k ** (n - 1)


def _sz(family: str):
    return lambda k, n, **_: _estimate(family, k, n)


def _pair_size(a, b):
    return lambda k, n, **_: _estimate(a, k, n) + _estimate(b, k, n)


def _counts(g) -> tuple[int, int, int]:
    """(compute nodes, switches, links) counted on the built graph: nodes have degree 1."""
    deg = g.degrees()
    nodes = int((deg == 1).sum())
    return nodes, g.order - nodes, g.size


def _radix(g) -> int:
    """Largest switch degree."""
    deg = g.degrees()
    return int(deg[deg > 1].max())


@lru_cache(maxsize=1024)
def _node_distances(family: str, k: int, n: int, reading: str = "example") -> tuple[int, ...]:
    """Ordered pairs of compute nodes at each distance (``fattree.node_distance_distribution``),
    kept for the other claims on the same instance (diameter, average distance)."""
    return tuple(node_distance_distribution(_g(family, k, n, reading)))


def _diam(family: str, k: int, n: int, reading: str = "example") -> int:
    return len(_node_distances(family, k, n, reading)) - 1


@lru_cache(maxsize=1024)
def _ptilde(family: str, k: int, n: int) -> Fraction:
    return average_shortest_paths(_g(family, k, n))


def _rho(k: int, reading: str = "example") -> int:
    return covering_radius(k, intermediate_switches(k, reading))


def _percent(x: Fraction) -> Fraction:
    """``x`` rounded half-up to two decimals."""
    return Fraction(math.floor(x * 100 + Fraction(1, 2)), 100)


def _cubes(g) -> list[np.ndarray]:
    """The k-cubes: components of the graph induced by the level-0 (cube) switches of one
    group (MiKANTC(k, 2) links the intermediate switches of the two groups' cubes)."""
    v = np.arange(g.cube_off, g.node_off)
    sub = g.csr()[v][:, v].tocoo()
    if g.mirrored:
        group = np.array([g.label(int(x))[0] for x in v])
        keep = group[sub.row] == group[sub.col]
        sub = type(sub)((sub.data[keep], (sub.row[keep], sub.col[keep])), shape=sub.shape)
    ncomp, lab = csgraph.connected_components(sub, directed=False)
    return [v[lab == c] for c in range(ncomp)]


def _value(family: str, row: str, k: int, n: int, reading: str = "example") -> int:
    g = _g(family, k, n, reading)
    if row == "radix":
        return _radix(g)
    if row == "diameter":
        return _diam(family, k, n, reading)
    return dict(zip(("nodes", "switches", "links"), _counts(g)))[row]


def _block(g, v):
    """The cube of a cube switch (``-1`` for any other vertex), as a block number."""
    v = np.asarray(v)
    inside = (v >= g.cube_off) & (v < g.node_off)
    return np.where(inside, (v - g.cube_off) // g.Q, -1)


def _neighbour_split(g) -> np.ndarray:
    """Per vertex: (switches outside its cube, switches of its cube, compute nodes) among its
    neighbours; a vertex outside the cubes has no cube of its own."""
    e = g._edges
    b = _block(g, e)
    own = (b[:, 0] == b[:, 1]) & (b[:, 0] >= 0)
    out = np.zeros((g.order, 3), dtype=np.int64)
    for x, y in ((0, 1), (1, 0)):
        node = e[:, y] >= g.node_off
        for col, sel in enumerate((~own & ~node, own, node)):
            out[:, col] += np.bincount(e[sel, x], minlength=g.order)
    return out


def _cube_roles(g) -> tuple[list, list]:
    """Neighbour splits (:func:`_neighbour_split`) of the intermediate switches and hosts."""
    split = _neighbour_split(g)
    return ([tuple(r) for r in np.unique(split[g.intermediate_vertices()], axis=0).tolist()],
            [tuple(r) for r in np.unique(split[g.hosts()], axis=0).tolist()])


def _tree_part(g, base) -> bool:
    """Do the tree switches and intermediate switches of ``g`` (KANTC, MiKANTC), without the
    cube links, form exactly the switches of ``base`` (k-ary n-tree, MiKANT)?  A switch
    ``<G, L, D, C>`` maps to ``<G, L, D>`` (an intermediate switch ``I_j`` has ``D_0 = j``)."""
    keep = np.concatenate([np.arange(g.cube_off), g.intermediate_vertices()])
    pos = np.full(g.order, -1)
    pos[keep] = [base.switch_index(g.label(v)[: -g.k]) for v in keep.tolist()]
    e = g._edges
    cube = (_block(g, e[:, 0]) == _block(g, e[:, 1])) & (e[:, 0] >= g.cube_off)
    sel = (pos[e[:, 0]] >= 0) & (pos[e[:, 1]] >= 0) & ~cube
    want = base._edges[base._edges[:, 1] < base.num_switches]
    return (len(set(pos[keep].tolist())) == base.num_switches
            and _edge_set(np.sort(pos[e[sel]], axis=1)) == _edge_set(want))


def _half_map(m, t) -> tuple[np.ndarray, np.ndarray]:
    """Map the group-0 switches and the group-1 level n-2 switches of the mirrored ``m``
    (MiKANT, MiKANTC) by label into ``t`` (k-ary n-tree, KANTC), and the group-0 compute nodes
    (the first half of ``m``'s, in host order) onto ``t``'s nodes in order."""
    src, dst = [], []
    for v in range(m.num_switches):
        lab = m.label(v)
        if lab[0] == 0:
            src.append(v)
            dst.append(t.switch_index(lab[1:]))
        elif lab[1] == m.n - 2:
            src.append(v)
            dst.append(t.switch_index((m.n - 1,) + lab[2:]))
    src += m.compute_nodes()[: t.num_nodes].tolist()
    dst += t.compute_nodes().tolist()
    return np.array(src), np.array(dst)


def _half_is(m, t) -> bool:
    """Do group 0 of the mirrored ``m`` and group 1's level n-2 induce exactly ``t``'s edges?"""
    src, dst = _half_map(m, t)
    pos = np.full(m.order, -1)
    pos[src] = dst
    e = m._edges
    keep = (pos[e[:, 0]] >= 0) & (pos[e[:, 1]] >= 0)
    mapped = np.sort(pos[e[keep]], axis=1)
    return len(src) == t.order and _edge_set(mapped) == _edge_set(t._edges)


def _edge_set(e) -> set:
    return set(map(tuple, np.asarray(e).tolist()))


_k, _n = sympy.symbols("k n", positive=True, integer=True)


def _host_of(g, csr) -> np.ndarray:
    """The switch of every vertex that is a compute node (one link each), indexed by vertex."""
    out = np.full(g.order, -1, dtype=np.int64)
    nodes = g.compute_nodes()
    out[nodes] = csr.indices[csr.indptr[nodes]]
    return out


def _per_node(family, k, n, built=True):
    """(switches per node, links per node) from the built graph or from Table I's formulas."""
    if built:
        nodes, switches, links = _counts(_g(family, k, n))
    else:
        nodes, switches, links = _TABLE[family](k, n)
    return Fraction(switches, nodes), Fraction(links, nodes)


_TABLE = {
    "KANT": lambda k, n: (k ** n, n * k ** (n - 1), n * k ** n),
    "MiKANT": lambda k, n: (2 * k ** n, (2 * n - 2) * k ** (n - 1), (2 * n - 1) * k ** n),
    "KANTC": lambda k, n: ((2 ** k - k) * k ** (n - 1), (n - 1) * k ** (n - 1) + 2 ** k * k ** (n - 2),
                           (n - 1) * k ** n + (2 ** (k - 1) + 2 ** k - k) * k ** (n - 1)),
    "MiKANTC": lambda k, n: (2 * (2 ** k - k) * k ** (n - 1),
                             (2 * n - 4) * k ** (n - 1) + 2 ** (k + 1) * k ** (n - 2),
                             (2 * n - 3) * k ** n + (3 * 2 ** k - 2 * k) * k ** (n - 1)),
}
