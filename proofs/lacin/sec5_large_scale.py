"""Claims of paper ``lacin``: Section 5, LACIN for Large-scale Networks, and Section 6.

Beivide, Camarero, Martínez, Vallejo, Valero, *LACIN: Linearly Arranged Complete
Interconnection Networks*, IEEE CAL 2025.  The conventions, the errata and what is not
registered are in ``lacin/__init__.py``.
"""

from __future__ import annotations

import itertools

import numpy as np

from latticegraph.distance import bfs_distances, diameter, distance_distribution
from latticegraph.topologies.cin import circle
from latticegraph.topologies.dragonfly import mdf
from latticegraph.topologies.hyperx import HyperX, hoses, hyperx

from . import claims
from ._common import _cdg_acyclic

# premises of Section 5's example
_HX = ("Section 5: XOR LACIN implementation of a 16 x 16 x 16 HyperX, 16 end-points per switch, "
       "one switch per chassis, 16 chassis per rack (dimension Z inside the racks)")
_DOR = "Section 5: minimal routing, XOR ports per dimension, dimension order Z, Y, X"


def _hx16():
    return hyperx(16, 16, 16)


@claims.exhaustive(
    "lacin.s5.hyperx.counts", where="Section 5",
    premises=(_HX,),
    statement="A 16 x 16 x 16 HyperX of diameter 3 has 4,096 switches with 61 ports "
              "(16 edge + 15 per dimension) and 65,536 end-points",
    params={"sides": [(16, 16, 16)]}, size=lambda sides: 4096)
def _(sides):
    h = hyperx(*sides)
    dd = distance_distribution(h)
    return (4096, 61, 65536, 3, [45] * 4096), (
        h.order, 16 + h.network_ports, 16 * h.order, diameter(dd), h.degrees().tolist())


@claims.exhaustive(
    "lacin.s5.address", where="Section 5",
    premises=(_HX,),
    statement="An end-point has a 16-bit address of 4 digits of 4 bits: C_3, C_2, C_1 the switch "
              "coordinates Z, Y, X and C_0 the computer",
    params={"sides": [(16, 16, 16)]}, size=lambda sides: 4096)
def _(sides):
    h = hyperx(*sides)
    # the switch number is Z*256 + Y*16 + X, so (switch, C_0) -> 16*switch + C_0 uses 16 bits
    ok = all(h.index((x, y, z)) * 16 == (z << 12) | (y << 8) | (x << 4)
             for z in range(16) for y in range(16) for x in range(16))
    return (2 ** 16, True), (16 * h.order, ok)


@claims.exhaustive(
    "lacin.s5.z_links", where="Section 5",
    premises=(_HX,),
    statement="With 16 chassis per rack, the 120 Z links of a rack run vertically, organized in "
              "15 columns of 8 wires each",
    params={"sides": [(16, 16, 16)]}, size=lambda sides: 4096)
def _(sides):
    h = hyperx(*sides)
    inside = hoses(h, 2, 2)
    per_rack = [sorted(_wires_per_port(v).items()) for k, v in inside.items() if k[0] == k[1]]
    expected = [(i, 8) for i in range(15)]
    return (256, 120, True), (len(per_rack), sum(inside[(0, 0)].values()),
                              all(r == expected for r in per_rack))


def _wires_per_port(ctr):
    """Wires per port index of an isoport hose Counter (``-1`` marks an anisoport wire)."""
    out: dict[int, int] = {}
    for (p, q), n in ctr.items():
        key = p if p == q else -1
        out[key] = out.get(key, 0) + n
    return out


@claims.exhaustive(
    "lacin.s5.hoses", where="Section 5",
    premises=(_HX,),
    statement="A square of 16 x 16 racks; racks have 15 super-ports for X and 15 for Y, each "
              "grouping 16 ports; 120 hoses of 16 wires link the super-ports of each row or "
              "column, organized by 15 colours in 15 classes of 8 hoses",
    params={"dim": [0, 1]}, size=lambda dim: 4096,
    notes="'120 hoses ... of each row or column' read as 120 per row (X) and per column (Y), "
          "C(16, 2) pairs of racks; 3,840 hoses in all.  Computed on the built HyperX: racks, "
          "the ports each rack's hoses use, and per row or column the hoses, their wires, "
          "colours and classes.")
def _(dim):
    h = _hx16()
    hs = hoses(h, dim, 2)  # racks: the 16 switches of one Z column
    ports_of_rack: dict[int, dict[int, int]] = {}
    for (a, b), ctr in hs.items():
        for (p, q), wires_ in ctr.items():
            ports_of_rack.setdefault(a, {}).setdefault(p, 0)
            ports_of_rack[a][p] += wires_
            ports_of_rack.setdefault(b, {}).setdefault(q, 0)
            ports_of_rack[b][q] += wires_
    super_ports = sorted({len(c) for c in ports_of_rack.values()})
    grouping = sorted({w for c in ports_of_rack.values() for w in c.values()})
    # a row (dim = X) or column (dim = Y): the racks sharing the other coordinate
    lines: dict[int, list] = {}
    for (a, b), ctr in hs.items():
        lines.setdefault(h.label(a)[1 - dim], []).append(ctr)
    shapes = set()
    for ctrs in lines.values():
        isoport = all(len(c) == 1 and next(iter(c))[0] == next(iter(c))[1] for c in ctrs)
        colours = [next(iter(c))[0] for c in ctrs]
        per_colour = tuple(sorted({colours.count(col) for col in set(colours)}))
        shapes.add((len(ctrs), tuple(sorted({sum(c.values()) for c in ctrs})), isoport,
                    len(set(colours)), per_colour))
    return (256, [15], [16], 16, {(120, (16,), True, 15, (8,))}), (
        len(ports_of_rack), super_ports, grouping, len(lines), shapes)


def _dor_all_pairs(h):
    """Hop count of the XOR DOR route for every (A, B), following the wiring; asserts arrival."""
    n = h.order
    v = np.arange(n, dtype=np.int64)
    hops = np.zeros((n, n), dtype=np.int64)
    arrived = True
    for a in range(n):
        cur = np.full(n, a, dtype=np.int64)
        for d in reversed(range(h.dimension)):
            xa = h.coords(cur)[d]
            xb = h.coords(v)[d]
            go = xa != xb
            port = (xa ^ xb) - 1  # port P_{A_d xor B_d - 1}; skipped when the XOR is 0
            nxt = h.port_neighbour(cur[go], d, port[go])
            cur[go] = nxt
            hops[a, go] += 1
        arrived &= bool((cur == v).all())
    return hops, arrived


@claims.exhaustive(
    "lacin.s5.dor_minimal", where="Section 5",
    premises=(_HX, _DOR),
    statement="Routing from A to B uses port P_{A_3 xor B_3 - 1} for Z, P_{A_2 xor B_2 - 1} for Y "
              "and P_{A_1 xor B_1 - 1} for X, skipping dimensions whose XOR is 0: a minimal path "
              "(16 x 16 x 16 HyperX, DOR)",
    params={"sides": [(16, 16, 16)]}, size=lambda sides: 4096,
    notes="Distances: BFS from switch 0; every XOR translation v -> v xor c is an automorphism "
          "(checked on the 12 bit generators), so d(A, B) = d(0, A xor B).")
def _(sides):
    h = hyperx(*sides)
    e = h.edge_array()
    key = np.sort(e[:, 0] * h.order + e[:, 1])
    auto = True
    for c in (1 << b for b in range(12)):
        u, w = e[:, 0] ^ c, e[:, 1] ^ c
        mapped = np.sort(np.minimum(u, w) * h.order + np.maximum(u, w))
        auto &= bool((mapped == key).all())
    d0 = bfs_distances(h.csr(), 0)
    hops, arrived = _dor_all_pairs(h)
    v = np.arange(h.order)
    minimal = all(bool((hops[a] == d0[a ^ v]).all()) for a in range(h.order))
    return (True, True, True), (auto, arrived, minimal)


@claims.instances(
    "lacin.s5.dor_minimal.small", where="Section 5",
    statement="Digit-wise XOR-LACIN ports in dimension order give minimal routes "
              "(HyperX with power-of-2 sides; BFS from every source)",
    params={"sides": [(2,), (4,), (2, 2), (4, 4), (2, 4, 8), (4, 4, 4), (8, 8)]},
    size=lambda sides: int(np.prod(sides)))
def _(sides):
    h = hyperx(*sides)
    csr = h.csr()
    dist = np.stack([bfs_distances(csr, s) for s in range(h.order)])
    hops, arrived = _dor_all_pairs(h)
    return (True, True), (arrived, bool((hops == dist).all()))


@claims.instances(
    "lacin.s5.dor_no_vc", where="Section 5",
    statement="DOR in HyperX does not require virtual channels (one buffer per port)",
    params={"sides": [(4, 4), (2, 4, 8), (4, 4, 4)]}, size=lambda sides: int(np.prod(sides)),
    notes="Channel dependency graph of the DOR routes of all pairs is acyclic (Dally-Seitz).")
def _(sides):
    h = hyperx(*sides)
    routes = []
    for a in range(h.order):
        for b in range(h.order):
            if a != b:
                path = [a] + [v for _, _, v in h.dor_route(a, b)]
                routes.append(list(zip(path, path[1:])))
    return True, _cdg_acyclic(routes)


@claims.exhaustive(
    "lacin.fig4.counts", where="Figure 4",
    statement="A 4 x 4 x 4 HyperX with XOR LACINs: each rack stacks 4 switches; inter-rack "
              "connections grouped into super-ports",
    params={"sides": [(4, 4, 4)]}, size=lambda sides: 64,
    notes="Counts by analogy with Section 5: 16 racks, 6 Z links per rack in 3 columns of 2, "
          "3 super-ports of 4 ports per dimension, 6 hoses of 4 wires per row and column.")
def _(sides):
    h = hyperx(*sides)
    z = hoses(h, 2, 2)
    x = hoses(h, 0, 2)
    racks = sorted({a for a, b in z})
    z_ok = all(sorted(_wires_per_port(c).items()) == [(0, 2), (1, 2), (2, 2)] for c in z.values())
    row0 = [c for (a, b), c in x.items() if h.label(a)[1] == 0]
    return (16, True, 6, [4], 3), (len(racks), z_ok, len(row0),
                                    sorted({sum(c.values()) for c in row0}),
                                    len({p for c in row0 for (p, _) in c}))


def _minimal_adaptive_routes(h: HyperX):
    """Every minimal route of a HyperX: for each pair, the differing dimensions corrected in
    every order (one hop each), as lists of directed links (u, v)."""
    for a in range(h.order):
        xa = h.label(a)
        for b in range(h.order):
            xb = h.label(b)
            dims = [d for d in range(h.dimension) if xa[d] != xb[d]]
            for order in itertools.permutations(dims):
                cur, route = list(xa), []
                for d in order:
                    nxt = cur[:d] + [xb[d]] + cur[d + 1:]
                    route.append((h.index(cur), h.index(nxt)))
                    cur = nxt
                if route:
                    yield route


@claims.instances(
    "lacin.s5.adaptive_vc", where="Section 5",
    statement="While DOR in HyperX does not require virtual channels, adaptive mechanisms "
              "typically require them to avoid deadlock",
    params={"sides": [(2, 2), (3, 3), (4, 4), (2, 3, 4)]}, size=lambda sides: int(np.prod(sides)),
    notes="Adaptive mechanism read as fully adaptive minimal routing (any order of the "
          "differing dimensions).  Computed, by the channel dependency graph (Dally-Seitz): "
          "(acyclic with one channel per link: no; acyclic with one virtual channel per hop "
          "number, as many as dimensions: yes); DOR's graph is acyclic (lacin.s5.dor_no_vc).")
def _(sides):
    h = hyperx(*sides)
    routes = list(_minimal_adaptive_routes(h))
    by_hop = [[(u, v, k) for k, (u, v) in enumerate(r)] for r in routes]
    return (False, True), (_cdg_acyclic(routes), _cdg_acyclic(by_hop))


def _lacin_dragonfly(K: int, M: int):
    """A maximal Dragonfly (KM + 1 groups of M routers, K global ports per router) whose local
    networks are Circle LACINs and whose global network is a Circle LACIN on the groups:
    group G's global port column i (its i-th used column) joins the group Circle(g) wires
    through column i; router p holds the group's used columns pK .. pK + K - 1.  Returns
    (edges, global links as (G, column, G', column'))."""
    g = K * M + 1
    local, glob = circle(M), circle(g)
    used = [[i for i in range(glob.ports) if glob.neighbour[G, i] >= 0] for G in range(g)]
    router = [{col: G * M + rank // K for rank, col in enumerate(cols)} for G, cols in enumerate(used)]
    edges = {tuple(sorted((G * M + a, G * M + b)))
             for G in range(g) for a, b in local.edge_array().tolist()}
    links = [(G, i, int(glob.neighbour[G, i]), int(glob.peer_port[G, i]))
             for G in range(g) for i in used[G] if glob.neighbour[G, i] > G]
    edges |= {tuple(sorted((router[G][i], router[H][j]))) for G, i, H, j in links}
    return sorted(edges), links


@claims.instances(
    "lacin.s5.dragonfly", where="Section 5",
    statement="Dragonflies connect switch groups via a global CIN, with each group wired as a "
              "local CIN; each switch dedicates some ports to the global LACIN, which connects, "
              "column-wise, rows of global ports",
    params={"KM": [(1, 3), (1, 5), (2, 2), (2, 4), (3, 3), (4, 2)]},
    size=lambda KM: (KM[0] * KM[1] + 1) * KM[1],
    notes="Built: the local CIN of each group and the global CIN on the KM + 1 groups as Circle "
          "LACINs (odd numbers of groups included: one idle global column per group), each "
          "group's used global columns given K per router in order.  Computed: (every global "
          "link joins the same column at both groups, every pair of groups joined by exactly one "
          "global link, every router has K global and M - 1 local links, the same numbers of "
          "routers and links as the maximal Dragonfly MDF(K, M)).")
def _(KM):
    K, M = KM
    edges, links = _lacin_dragonfly(K, M)
    g = K * M + 1
    deg = np.bincount(np.array(edges).reshape(-1), minlength=g * M)
    ref = mdf(K, M)
    return (True, True, True, (ref.order, ref.size)), (
        all(i == j for _, i, _, j in links),
        sorted((G, H) for G, _, H, _ in links) == list(itertools.combinations(range(g), 2)),
        bool((deg == K + M - 1).all()), (g * M, len(edges)))


claims.not_checkable(
    "lacin.deployment", where="Abstract; Sections 1, 2, 4, 5, 6",
    statement="LACIN eases the deployment of networks for parallel computers of different scales, "
              "from VLSI systems to the largest supercomputers; fabrics based on CINs have a high "
              "number of links, which complicates their deployment and maintenance; isoport "
              "solutions can be applied to on-chip, multi-module chip, multi-socket, PCB and "
              "system networks and minimize mistakes during deployment and maintenance; the "
              "linear layout can address implementation medium, ease of deployment, cooling, "
              "repair and maintenance; adaptive non-minimal algorithms can be easily derived from "
              "the minimal scheme; Dragonfly group size is limited by electrical wire range, "
              "co-packaged silicon photonics removes this limitation",
    reason="Judgements of deployment and maintenance effort and statements about packaging "
           "technology (cable reach, photonics): no definition or data to compute against.  The "
           "link counts are decided in lacin.abstract.links_grow, the cabling in "
           "lacin.abstract.cabling and lacin.s2.colours, the deadlock questions in "
           "lacin.s3.nonminimal_deadlock and lacin.s5.adaptive_vc.")
