"""Claims of paper ``d3``: Section 2, The Network D3(K, M).

Draper, *The Swapped Dragonfly*.  The conventions and what is not registered are in ``d3/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

import itertools
from collections import Counter

import networkx as nx
import sympy

from latticegraph.claims.levels import level_counts, level_sum
from latticegraph.distance import diameter, distance_distribution
from latticegraph.topologies.dragonfly import follow_ports, source_vector, vector_ports

from . import claims
from ._common import _count_check, _dist, _km, _label_graph, _net, _size, _walks, SMALL, TINY


def _drawers(K, M):
    """Section 2's routers (c, d, p) by drawer: drawer (c, d), c = 0..K-1, d = 0..M-1, holds
    the M routers p = 0..M-1 (blocks of :mod:`latticegraph.claims.levels`, drawer i = cM + d)."""
    return [("drawer", lambda i: M, 0, K * M - 1)]


_K, _M = sympy.symbols("K M", positive=True, integer=True)


@claims.symbolic(
    "d3.sec2.order", where="Section 2; Section 1; Abstract (K x M x M coordinates)",
    statement="The network D3(K, M) has KM^2 routers.",
    notes="Proved for every K, M >= 1: the sympy sum over the KM drawers (c, d) of their M "
          "routers (c, d, p).  The built networks have M routers in every drawer "
          "(d3.sec2.order.built, which also compares the order with KM^2).")
def _():
    return _K * _M ** 2, level_sum(_drawers(_K, _M))


@claims.instances(
    "d3.sec2.order.built", where="Section 2; Section 1; Abstract (K x M x M coordinates)",
    statement="The network D3(K, M) has KM^2 routers. [built networks: the order, and the "
              "routers of each drawer (c, d)]",
    params=_km([(K, M) for K in range(1, 7) for M in range(1, 7)]), size=_size)
def _(K, M):
    net = _net(K, M)
    per_drawer = Counter(r[:2] for r in net.routers())
    return ((K * M * M, level_counts(_drawers(K, M))["drawer"]),
            (net.order, [per_drawer[x] for x in sorted(per_drawer)]))


@claims.instances(
    "d3.sec2.ports", where="Section 2; Section 1",
    statement="Each router has K global and M - 1 local (bidirectional) ports.",
    notes="Counted on the port-labelled multigraph: the ends of every link, a fixed-point "
          "loop (global port 0 of (c, p, p)) being one port.",
    params=_km(SMALL), size=_size)
def _(K, M):
    net = _net(K, M)
    ends = {r: {"l": set(), "g": set()} for r in net.routers()}
    for kind, r, a, s, b in net.port_links():
        ends[r][kind].add(a)
        ends[s][kind].add(b)
    counts = {(len(e["g"]), len(e["l"])) for e in ends.values()}
    return {(K, M - 1)}, counts


@claims.instances(
    "d3.sec2.local_port_rule", where="Section 2",
    statement="Local port pi on router p connects to local port -pi on router p + pi (mod M); "
              "global port a of (c, d, p) to port -a of (c + a, p, d).",
    notes="Checks that these rules pair every port end with exactly one other (an involution).",
    params=_km(SMALL), size=_size)
def _(K, M):
    net = _net(K, M)
    ok = True
    for r in net.routers():
        for pi in range(1, M):
            ok &= net.local_neighbor(net.local_neighbor(r, pi), -pi) == r
        for a in range(K):
            ok &= net.global_neighbor(net.global_neighbor(r, a), -a) == r
    return True, ok


@claims.instances(
    "d3.sec2.diameter", where="Abstract; Sections 1, 12, 13",
    statement="D3(K, M) has diameter three (constant diameter for all members of the family).",
    notes="All-pairs BFS. Smallest counterexample D3(1,1): one router, diameter 0; D3(K,1) "
          "(no local ports) is K_K with diameter <= 1.",
    params=_km([(K, M) for K in range(1, 5) for M in range(1, 6)]), size=_size,
    parts=("d3.abstract.linear_in_m",),
    expect="refuted", erratum="boundary",
    witness={'K': 1, 'M': 1})
def _(K, M):
    return 3, diameter(distance_distribution(_net(K, M)))


@claims.instances(
    "d3.sec2.diameter.m2", where="Abstract; Sections 1, 12, 13",
    statement="D3(K, M) has diameter 3 for every K >= 1 and M >= 2.",
    corrects="d3.sec2.diameter",
    notes="K = 1..5 x M = 2..6, then D3(8, 32), D3(16, 64) and D3(32, 128) (524,288 routers): "
          "distances by the certified automorphisms (latticegraph.orbits), so this claim's own "
          "cap (max_nodes) covers them.",
    params=_km([(K, M) for K in range(1, 6) for M in range(2, 7)] + [(8, 32), (16, 64), (32, 128)]),
    size=_size, max_nodes=2 ** 19)
def _(K, M):
    return 3, diameter(distance_distribution(_net(K, M)))


@claims.instances(
    "d3.eq2_2.reaches", where="(2.2)",
    statement="(c, d, p) -l-> (c, d, d') -g(c'-c)-> (c', d', d) -l-> (c', d', p') connects every "
              "pair with one global and two local hops.",
    params=_km(SMALL), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = [(s, t) for s in net.routers() for t in net.routers()
           if follow_ports(net, s, (("l", t[1] - s[2]), ("g", t[0] - s[0]), ("l", t[2] - s[1])))
           != [s, (s[0], s[1], t[1]), (t[0], t[1], s[1]), t]]
    return [], bad


def _unique_check(K, M, extra):
    net = _net(K, M)
    G = _label_graph(K, M)
    D = _dist(K, M)
    bad = []
    for s in net.routers():
        for t in net.routers():
            (c, d, p), (c2, d2, p2) = s, t
            if s == t or d2 == p or p2 == d or not extra(s, t):
                continue
            path = follow_ports(net, s, vector_ports(*source_vector(net, s, t)))
            hops = [v for i, v in enumerate(path) if i == 0 or v != path[i - 1]]
            dist = int(D[net.index(s)][net.index(t)])
            ok = len(hops) - 1 == dist
            if ok:
                n_paths = sum(1 for _ in itertools.islice(nx.all_shortest_paths(G, s, t), 2))
                ok = n_paths == 1
            if not ok:
                bad.append((s, t))
                break
    return [], bad[:1]


@claims.instances(
    "d3.eq2_2.shortest_unique", where="Section 2, after (2.2)",
    statement="If (c', d', p') != (c, d, p) and d' != p and p' != d, (2.2) is the shortest path "
              "and it is unique.",
    notes="Smallest counterexample D3(2,2): (0,0,1) -> (1,0,1) satisfies the hypotheses, (2.2) "
          "takes 3 hops but the g|g path (0,0,1) -> (1,1,0) -> (1,0,1) takes 2. Also D3(1,3): "
          "(0,0,1) -> (0,0,2), (2.2) takes 2 hops (global port 0 at the fixed point (0,0,0) "
          "stays), distance 1; and with p = p' (D3(1,3): (0,0,2) -> (0,1,2), also reached by "
          "g|l|g) the shortest path is not unique.",
    params=_km(SMALL), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 2, 'M': 2})
def _(K, M):
    return _unique_check(K, M, lambda s, t: True)


@claims.instances(
    "d3.eq2_2.shortest_unique.corrected", where="Section 2, after (2.2)",
    statement="If d' not in {p, d} and p' not in {d, p}, (2.2) is the unique shortest path "
              "(length 3).",
    corrects="d3.eq2_2.shortest_unique",
    params=_km(SMALL + [(2, 5)]), size=_size)
def _(K, M):
    return _unique_check(K, M, lambda s, t: s[1] != t[1] and s[2] != t[2])


@claims.instances(
    "d3.sec2.dd_gg_ll", where="Section 2, after (2.2)",
    statement="If d = d' there is a g|g path as well as an l|l path [from (c, d, p) to (c', d', p')].",
    notes="Read literally: for every pair with d = d' some g|g and some l|l port sequence reaches "
          "the destination. Smallest counterexample D3(2,1): (0,0,0) -> (1,0,0) has a g|g path but "
          "no l|l path (l|l stays in the cabinet; g|g reaches (c', d', p') only when "
          "(d', p') = (d, p)).",
    reading="literal: two-hop patterns g|g and l|l", readings=("d3.sec2.dd_gg_ll.reading2",),
    params=_km(TINY), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 2, 'M': 1})
def _(K, M):
    net = _net(K, M)
    for s in net.routers():
        for t in net.routers():
            if s != t and s[1] == t[1]:
                gg = any(e == t for _, e in _walks(net, s, "gg"))
                ll = any(e == t for _, e in _walks(net, s, "ll"))
                if not (gg and ll):
                    return (True, True), (gg, ll)
    return (True, True), (True, True)


@claims.instances(
    "d3.sec2.dd_gg_ll.reading2", where="Section 2, after (2.2)",
    statement="Reading g|g and l|l as the three-hop patterns g|g|l and l|g|g (letters lost, as in "
              "'K four hop paths of the form g|g|g'): if d = d' there are exactly K g|g|l and K "
              "l|g|g paths from (c, d, p) to (c', d', p').",
    notes="Port sequences, local port 0 meaning stay (d3/__init__.py). The next sentence of the "
          "paper counts K paths of the form l|g|g, which is what this reading gives.",
    reading="three-hop patterns g|g|l and l|g|g", readings=("d3.sec2.dd_gg_ll",),
    params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    counts = set()
    for s in net.routers():
        for pattern in ("ggl", "lgg"):
            ends = [e for _, e in _walks(net, s, pattern)]
            counts |= {ends.count(t) for t in net.routers() if t[1] == s[1]}
    return {K}, counts


def _moving_count_check(K, M, pattern):
    """(printed, computed) = ((K, K), (min, max)) of the counts of port sequences of ``pattern``
    in which every hop moves (no local port 0, no global port 0 at a fixed point), over all
    ordered pairs of routers."""
    net = _net(K, M)
    counts = []
    for s in net.routers():
        ends = []
        for ports, _ in _walks(net, s, pattern):
            path = follow_ports(net, s, list(zip(pattern, ports)))
            if all(u != v for u, v in itertools.pairwise(path)):
                ends.append(path[-1])
        counts += [ends.count(t) for t in net.routers()]
    return (K, K), (min(counts), max(counts))


@claims.instances(
    "d3.sec2.gg_reach", where="Section 2, after (2.2)",
    statement="A g|g path joins (c, d, p) to (c', d', p') iff (d', p') = (d, p); an l|l path iff "
              "(c', d') = (c, d).",
    corrects="d3.sec2.dd_gg_ll", params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        gg = {e for _, e in _walks(net, s, "gg")}
        ll = {e for _, e in _walks(net, s, "ll")}
        if gg != {t for t in net.routers() if t[1:] == s[1:]} or \
                ll != {t for t in net.routers() if t[:2] == s[:2]}:
            bad.append(s)
    return [], bad


@claims.instances(
    "d3.sec2.ggg_count", where="Section 2, after (2.2)",
    statement="There are K four hop paths of the form g|g|g that connect (c, d, p) to (c', d', p').",
    notes="Literal pattern g|g|g: such paths exist only when (d', p') = (p, d), then K^2 of them. "
          "Smallest counterexample D3(2,1): (0,0,0) -> (0,0,0) has K^2 = 4. The text says 'four hop', "
          "so the PDF conversion likely lost letters: see d3.sec2.glgl_count.",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 2, 'M': 1})
def _(K, M):
    return _count_check(K, M, "ggg", K)


@claims.instances(
    "d3.sec2.glgl_count", where="Section 2, after (2.2)",
    statement="Reading g|g|g as the four hop pattern g|l|g|l: exactly K such paths connect any "
              "two routers.",
    notes="Port sequences, a local port 0 (or the global port 0 of a fixed point) being a stay, "
          "as in the paper's source vectors; with four moving hops see "
          "d3.sec2.glgl_count.hops.",
    reading="hops may stay (local port 0)", readings=("d3.sec2.glgl_count.hops",),
    corrects="d3.sec2.ggg_count", params=_km(TINY), size=_size)
def _(K, M):
    return _count_check(K, M, "glgl", K)


@claims.instances(
    "d3.sec2.glgl_count.hops", where="Section 2, after (2.2)",
    statement="Reading g|g|g as the four hop pattern g|l|g|l, every hop moving: exactly K such "
              "paths connect any two routers.",
    notes="Four moving hops reach (c', d', p') only when d' != d and p' != p (then K paths); "
          "for d' = d or p' = p there are none. Smallest counterexample D3(1,1) (no local "
          "link at all); D3(1,2): (0,0,0) -> (0,0,1) has 0.",
    reading="four moving hops (no local port 0)", readings=("d3.sec2.glgl_count",),
    params=_km(TINY), size=_size, expect="refuted", erratum="substantive",
    witness={"K": 1, "M": 1})
def _(K, M):
    return _moving_count_check(K, M, "glgl")


@claims.instances(
    "d3.sec2.lgg_count", where="Section 2, after (2.2)",
    statement="There are K paths of the form l|g|g that connect (c, d, p) to (c', d', p').",
    notes="Literal l|g|g reaches (c', d', p') only when d' = d (then K paths). Smallest "
          "counterexample D3(1,2): (0,0,0) -> (0,1,0) has 0. See d3.sec2.lglg_count.",
    reading="every pair of routers, pattern l|g|g as printed",
    readings=("d3.sec2.lgg_count.dd", "d3.sec2.lglg_count", "d3.sec2.lglg_count.hops"),
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2})
def _(K, M):
    return _count_check(K, M, "lgg", K)


@claims.instances(
    "d3.sec2.lglg_count", where="Section 2, after (2.2)",
    statement="Reading l|g|g as the four hop pattern l|g|l|g: exactly K such paths connect any "
              "two routers.",
    notes="Port sequences with stays, as d3.sec2.glgl_count; with four moving hops see "
          "d3.sec2.lglg_count.hops.",
    reading="four-hop pattern l|g|l|g, hops may stay (local port 0)",
    readings=("d3.sec2.lglg_count.hops", "d3.sec2.lgg_count", "d3.sec2.lgg_count.dd"),
    corrects="d3.sec2.lgg_count", params=_km(TINY), size=_size)
def _(K, M):
    return _count_check(K, M, "lglg", K)


@claims.instances(
    "d3.sec2.lglg_count.hops", where="Section 2, after (2.2)",
    statement="Reading l|g|g as the four hop pattern l|g|l|g, every hop moving: exactly K such "
              "paths connect any two routers.",
    notes="As d3.sec2.glgl_count.hops: none when d' = d or p' = p.",
    reading="four-hop pattern l|g|l|g, four moving hops",
    readings=("d3.sec2.lglg_count", "d3.sec2.lgg_count", "d3.sec2.lgg_count.dd"),
    params=_km(TINY), size=_size, expect="refuted", erratum="substantive",
    witness={"K": 1, "M": 1})
def _(K, M):
    return _moving_count_check(K, M, "lglg")


@claims.instances(
    "d3.sec2.lgg_count.dd", where="Section 2, after (2.2)",
    statement="In the case d = d' of the preceding sentence: there are K paths of the form l|g|g "
              "that connect (c, d, p) to (c', d', p').",
    notes="Port sequences, local port 0 meaning stay.",
    reading="the pairs with d = d' (the preceding sentence's case)",
    readings=("d3.sec2.lgg_count", "d3.sec2.lglg_count", "d3.sec2.lglg_count.hops"),
    params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    counts = set()
    for s in net.routers():
        ends = [e for _, e in _walks(net, s, "lgg")]
        counts |= {ends.count(t) for t in net.routers() if t[1] == s[1]}
    return {K}, counts


@claims.instances(
    "d3.sec2.gg_example", where="Section 2, last sentence",
    statement="(c, d, p) is connected to (c', p, d) by the g|g path "
              "(c, d, p) -(c'-c)-> (c', d, p) -0-> (c', d, p).",
    notes="Walking the ports c'-c then 0 visits (c', p, d) then (c', d, p): the printed "
          "intermediate router and end point are swapped. Smallest counterexample D3(1,2), "
          "(0,0,1) with c' = 0.",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2})
def _(K, M):
    net = _net(K, M)
    for (c, d, p) in net.routers():
        for c2 in range(K):
            walk = follow_ports(net, (c, d, p), (("g", c2 - c), ("g", 0)))
            printed = [(c, d, p), (c2, d, p), (c2, d, p)]
            if walk != printed or walk[-1] != (c2, p, d):
                return (printed, (c2, p, d)), (walk, walk[-1])
    return True, True


@claims.instances(
    "d3.sec2.gg_example.corrected", where="Section 2, last sentence",
    statement="The g|g path with ports (c'-c, 0) goes (c, d, p) -> (c', p, d) -> (c', d, p).",
    corrects="d3.sec2.gg_example", params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = [(r, c2) for r in net.routers() for c2 in range(K)
           if follow_ports(net, r, (("g", c2 - r[0]), ("g", 0)))
           != [r, (c2, r[2], r[1]), (c2, r[1], r[2])]]
    return [], bad
