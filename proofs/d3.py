"""Claims of paper ``d3``: R. Draper, *The Swapped Dragonfly*.

Every numbered theorem and corollary, the tables, the closed forms and the
schedule claims of the paper are encoded here as printed.  Structure is
decided on built graphs (:mod:`latticegraph.topologies.dragonfly`, all-pairs
BFS, explicit maps checked port by port plus pynauty certificates);
schedules are decided by running them in the synchronous simulator
(:func:`~latticegraph.topologies.dragonfly.simulate`: one hop per time step,
a *link conflict* is two packets on one directed link in one step, Section 5).
"Paths" of a given letter pattern (``g|l|g|l``...) are counted as port
sequences, local port 0 / global port 0 at a fixed point meaning "stay".
The paper has no Theorem 3 (its numbering jumps from 2 to 4).

Inventory (id after ``d3.`` -> expected outcome)
-------------------------------------------------
Section 2 (definition, (2.2)):
``sec2.order`` verified; ``sec2.ports`` verified; ``sec2.local_port_rule`` verified;
``sec2.diameter`` refuted (D3(1,1) has diameter 0, D3(K,1) diameter <= 1),
corrected by ``sec2.diameter.m2`` verified;
``eq2_2.reaches`` verified; ``eq2_2.shortest_unique`` refuted
(D3(2,2), (0,0,1)->(1,0,1): (2.2) has 3 hops, distance 2), corrected by
``eq2_2.shortest_unique.corrected`` verified (needs also d' != d and p' != p);
``sec2.dd_gg_ll`` refuted, corrected by ``sec2.gg_reach`` verified;
``sec2.ggg_count`` refuted, reading ``sec2.glgl_count`` verified;
``sec2.lgg_count`` refuted, reading ``sec2.lglg_count`` verified;
``sec2.gg_example`` refuted, corrected by ``sec2.gg_example.corrected`` verified.

Section 3: ``sec3.global_rule`` verified; ``sec3.example_k6`` verified;
``sec3.column`` verified; ``sec3.cabinet_is_d31`` verified;
``sec3.drawers_complete`` verified.

Section 4: ``sec4.lambda_closed`` verified; ``sec4.kappa_lambda`` verified;
``thm1`` verified; ``thm1.partition`` verified; ``sec4.table_d34`` refuted
(row 1 printed (3,0,6,8), a_{j,1} = (8,0,3,6); row 3 printed (3,6,5,0),
computed (2,3,6,0)); ``sec4.table_d35`` refuted (row 1 entry 0 printed 8,
computed 6); ``sec4.table_cabinets`` proved; ``sec4.conversion`` refuted,
corrected by ``sec4.conversion.corrected`` verified;
``sec4.maintenance_drawer`` verified; ``sec4.maintenance_cabinet`` verified;
``cor1.cabinet_cut`` refuted (the cut has K^2M^2/4 links; K^2M^2/2 counts
link ends), corrected by ``cor1.cabinet_cut.links`` verified;
``cor1.lambda_partition`` refuted (the two D3(K, M/2) leave KM^2/2 routers out).

Section 5: ``thm2`` refuted (two transmissions inside one drawer satisfy
the condition without a conflict; one source sending twice conflicts without
it), corrected by ``thm2.corrected`` verified; ``thm2.proof_routers``
verified; ``sec5.worst_case`` verified.

Sections 6-8: ``sec6.quadratic`` verified; ``sec7.balance`` proved;
``sec8.header`` verified; ``sec8.evolution`` verified; ``sec8.glgl_column`` verified;
``abstract.parallel_paths`` verified.

Section 9 and Appendix: ``thm4.broadcast`` verified; ``thm4.chained`` verified;
``thm4.protocol1_conflict`` verified; ``thm4.deqp`` verified;
``thm5.dneqp`` verified; ``thm5.loop_range`` refuted (the printed loop
i = 1..KM-1 misses the M routers of round 0); ``thm5.conflict_count`` refuted
(M-1 values of pi conflict, not M; 0 for K = 1, M = 2), corrected by
``thm5.conflict_count.corrected`` verified; ``thm5.deqp`` verified;
``sec9.item2a`` verified; ``sec9.glgl_one_to_all`` verified; ``sec13.item3`` verified;
``thm6`` refuted (D3(2,3), sink (0,0,1): 3 link conflicts), corrected by
``thm6.corrected`` verified (one round every 3 steps); ``thm7`` verified;
``thm7.conflict_rule`` verified; ``app.protocol2`` refuted;
``app.protocol3`` verified; ``app.protocol_costs`` proved; ``thm8`` verified (every
permutation of every D3 with at most 8 routers); ``thm8.sampled`` sampled; ``sec9.item5``
refuted (exact routing of every permutation of D3(1,2), D3(2,2), D3(1,3)).

Section 10: ``sec10.diagonal`` verified; ``sec10.lookup`` refuted (the row
``(1; ...) go to (p', d)`` read with the updated location), corrected by
``sec10.lookup.corrected`` verified; ``sec10.deflect_location`` refuted,
corrected by ``sec10.deflect_location.corrected`` verified;
``sec10.deflect_vector`` verified; ``sec10.glgl_count`` refuted (K, not M);
``sec10.glgl_path`` refuted, corrected by ``sec10.glgl_path.corrected``
verified; ``sec10.hypercube_dilation4`` verified.

Section 11 and Table 1: ``sec11.sizes`` proved; ``sec11.nr1452``
not-checkable; ``sec11.d3_16_8`` not-checkable; ``sec11.mdf`` verified;
``sec11.one_global_hop`` verified; ``sec11.one_table`` not-checkable;
``sec11.two_groups`` not-checkable; ``table1.row1`` verified;
``table1.row2`` verified; ``table1.row5`` verified; ``table1.qualitative``
not-checkable.

Sections 12-13: ``sec12.swapped`` verified; ``sec12.not_vertex_transitive``
verified; ``sec12.biswapped`` verified; ``sec13.containment`` refuted
(garbled inequalities, read literally), corrected by ``table1.row5``;
``sec13.future`` not-checkable; ``sec13.cube_simulation`` verified.

Reproduced tables (``latticegraph table NAME``, written to ``tables/``):
``d3_ports_d34`` and ``d3_ports_d35`` (Section 4, printed vs computed ports),
``d3_table1`` (Table 1 rows 1-2 on built graphs), ``d3_all_to_all`` (Theorem 7
run in the simulator).  Notebook: ``notebooks/d3.ipynb``.
"""
from __future__ import annotations

import itertools
import math
from collections import Counter
from functools import lru_cache

import networkx as nx
import pynauty
import sympy as sp

from latticegraph.claims.model import ClaimSet, computed, param, printed
from latticegraph.distance import bfs_distances, diameter, distance_distribution
from latticegraph.specs import graph
from latticegraph.topologies.dragonfly import (
    D3,
    MDF,
    Packet,
    check_port_isomorphism,
    destination_route,
    follow_ports,
    glgl_one_to_all_schedule,
    greedy_starts,
    lambda_map,
    local_table,
    global_table,
    multi_broadcast_schedule,
    one_to_all_rounds,
    one_to_all_schedule,
    all_to_one_schedule,
    all_to_all_schedule,
    broadcast_schedule,
    permutation_schedule,
    protocol_starts,
    random_permutation,
    simulate,
    source_vector,
    theorem1_map,
    theorem1_port_table,
    vector_ports,
)

claims = ClaimSet("d3")


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
def _km(pairs):
    """Domain of (K, M) pairs ordered by the number of routers."""
    return lambda: [{"K": K, "M": M} for K, M in sorted(pairs, key=lambda x: (x[0] * x[1] ** 2, x))]


def _size(K, M, **_):
    return K * M * M


SMALL = [(K, M) for K in range(1, 4) for M in range(1, 5)]
TINY = [(K, M) for K in range(1, 4) for M in range(1, 4)] + [(2, 4)]


@lru_cache(maxsize=64)
def _net(K, M) -> D3:
    return D3(K, M)


@lru_cache(maxsize=64)
def _label_graph(K, M) -> nx.Graph:
    """The simple graph of D3(K, M) on (c, d, p) labels."""
    g = _net(K, M)
    return nx.relabel_nodes(g.to_networkx(), {i: g.label(i) for i in range(g.order)})


@lru_cache(maxsize=64)
def _dist(K, M):
    g = _net(K, M)
    csr = g.csr()
    return [bfs_distances(csr, s) for s in range(g.order)]


def _nauty_iso(G1: nx.Graph, G2: nx.Graph) -> bool:
    """Isomorphism decided by pynauty certificates."""
    def cert(G):
        nodes = list(G.nodes)
        ix = {v: i for i, v in enumerate(nodes)}
        adj = {i: [ix[w] for w in G[v]] for v, i in ix.items()}
        return pynauty.certificate(pynauty.Graph(len(nodes), adjacency_dict=adj))
    if G1.number_of_nodes() != G2.number_of_nodes() or G1.number_of_edges() != G2.number_of_edges():
        return False
    if G1.number_of_nodes() == 0:
        return True
    return cert(G1) == cert(G2)


def _explicit_iso(G_small: nx.Graph, G_big_sub: nx.Graph, rmap) -> bool:
    """``rmap`` is a bijection V(small) -> V(big_sub) mapping edges onto edges exactly."""
    if set(rmap) != set(G_small.nodes) or set(rmap.values()) != set(G_big_sub.nodes):
        return False
    if len(set(rmap.values())) != len(rmap):
        return False
    img = {frozenset((rmap[u], rmap[v])) for u, v in G_small.edges}
    return img == {frozenset(e) for e in G_big_sub.edges}


def _walks(net: D3, src, pattern):
    """All port sequences with letter pattern (e.g. 'glgl') and their end routers."""
    ranges = [range(net.M) if ch == "l" else range(net.K) for ch in pattern]
    for ports in itertools.product(*ranges):
        yield ports, follow_ports(net, src, list(zip(pattern, ports)))[-1]


def _conflicts(net, packets):
    return simulate(net, packets).conflicts


# --------------------------------------------------------------------------
# Section 2
# --------------------------------------------------------------------------
@claims.instances(
    "d3.sec2.order", where="Section 2; Section 1",
    statement="The network D3(K, M) has KM^2 routers.",
    params=_km([(K, M) for K in range(1, 7) for M in range(1, 7)]), size=_size)
def _(K, M):
    return K * M * M, _net(K, M).order


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
    expect="refuted", erratum="boundary",
    witness={'K': 1, 'M': 1})
def _(K, M):
    return 3, diameter(distance_distribution(_net(K, M)))


@claims.instances(
    "d3.sec2.diameter.m2", where="Abstract; Sections 1, 12, 13",
    statement="D3(K, M) has diameter 3 for every K >= 1 and M >= 2.",
    corrects="d3.sec2.diameter",
    params=_km([(K, M) for K in range(1, 6) for M in range(2, 7)]), size=_size)
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


def _count_check(K, M, pattern, expected):
    """(printed, computed) = ((K, K), (min, max)) of the path counts over all ordered pairs."""
    net = _net(K, M)
    counts = []
    for s in net.routers():
        ends = [e for _, e in _walks(net, s, pattern)]
        counts += [ends.count(t) for t in net.routers()]
    return (expected, expected), (min(counts), max(counts))


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
    corrects="d3.sec2.ggg_count", params=_km(TINY), size=_size)
def _(K, M):
    return _count_check(K, M, "glgl", K)


@claims.instances(
    "d3.sec2.lgg_count", where="Section 2, after (2.2)",
    statement="There are K paths of the form l|g|g that connect (c, d, p) to (c', d', p').",
    notes="Literal l|g|g reaches (c', d', p') only when d' = d (then K paths). Smallest "
          "counterexample D3(1,2): (0,0,0) -> (0,1,0) has 0. See d3.sec2.lglg_count.",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2})
def _(K, M):
    return _count_check(K, M, "lgg", K)


@claims.instances(
    "d3.sec2.lglg_count", where="Section 2, after (2.2)",
    statement="Reading l|g|g as the four hop pattern l|g|l|g: exactly K such paths connect any "
              "two routers.",
    corrects="d3.sec2.lgg_count", params=_km(TINY), size=_size)
def _(K, M):
    return _count_check(K, M, "lglg", K)


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


# --------------------------------------------------------------------------
# Section 3
# --------------------------------------------------------------------------
@claims.instances(
    "d3.sec3.global_rule", where="Section 3; Appendix figure 2",
    statement="(c, d, p, (gamma)) <-g-> (c + gamma, p, d, (-gamma)) for p = 0..M-1.",
    notes="Checked on the port-labelled multigraph: every global link joins these two port ends.",
    params=_km(SMALL), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = [(r, a, s, b) for kind, r, a, s, b in net.port_links() if kind == "g"
           and not (s == ((r[0] + a) % K, r[2], r[1]) and b == (-a) % K)]
    n_global_ends = sum(2 if r != s else 1 for kind, r, a, s, b in net.port_links() if kind == "g")
    return (K * K * M * M, []), (n_global_ends, bad)


@claims.instances(
    "d3.sec3.example_k6", where="Section 3",
    statement="If K = 6, (4, 5, 3, (4)) connects to (2, 3, 5, (2)) because 4 + 4 = 2 mod 6 and "
              "-4 = 2 mod 6.",
    params={"M": range(6, 8)}, size=lambda M: 6 * M * M)
def _(M):
    net = _net(6, M)
    ends = {(r, a): (s, b) for kind, r, a, s, b in net.port_links() if kind == "g"}
    ends.update({(s, b): (r, a) for (r, a), (s, b) in list(ends.items())})
    return ((2, 3, 5), 2, 2, 2), (*ends[((4, 5, 3), 4)], (4 + 4) % 6, (-4) % 6)


@claims.instances(
    "d3.sec3.column", where="Section 3",
    statement="(c, d, *, (gamma)) connects in order to (c + gamma, *, d, (-gamma)).",
    params=_km(SMALL), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = [(c, d, g) for c in range(K) for d in range(M) for g in range(K)
           if [net.global_neighbor((c, d, p), g) for p in range(M)]
           != [((c + g) % K, p, d) for p in range(M)]]
    return [], bad


@claims.instances(
    "d3.sec3.cabinet_is_d31", where="Section 3",
    statement="Each cabinet is a D3(1, M) so all cabinets are identical.",
    notes="Explicit map (c, d, p) -> (0, d, p) checked edge by edge, plus pynauty.",
    params=_km(SMALL), size=_size)
def _(K, M):
    G = _label_graph(K, M)
    small = _label_graph(1, M)
    out = []
    for c in range(K):
        sub = G.subgraph([r for r in G if r[0] == c])
        rmap = {(0, d, p): (c, d, p) for d in range(M) for p in range(M)}
        out.append(_explicit_iso(small, sub, rmap) and _nauty_iso(small, sub))
    return [True] * K, out


@claims.instances(
    "d3.sec3.drawers_complete", where="Section 2; Section 3",
    statement="The M routers in a drawer are connected locally in a complete graph; all drawers "
              "are identical.",
    params=_km(SMALL), size=_size)
def _(K, M):
    G = _label_graph(K, M)
    return [True] * (K * M), [
        G.subgraph([(c, d, p) for p in range(M)]).number_of_edges() == M * (M - 1) // 2
        for c in range(K) for d in range(M)]


# --------------------------------------------------------------------------
# Section 4: sub-networks, Theorem 1, Corollary 1
# --------------------------------------------------------------------------
def _lambda_sub_ok(K, M, lam):
    big = _net(K, M)
    small = _net(K, len(lam))
    rmap, lport = lambda_map(lam, K, M)

    def port_of(r, kind, a):
        return a if kind == "g" else lport[(r[2], a)]
    sub = _label_graph(K, M).subgraph(rmap.values())
    closed = all(big.global_neighbor(r, a) in set(rmap.values())
                 for r in rmap.values() for a in range(K))
    return (closed and not check_port_isomorphism(small, big, rmap, port_of)
            and _explicit_iso(_label_graph(K, len(lam)), sub, rmap)
            and _nauty_iso(_label_graph(K, len(lam)), sub))


def _lambda_domain():
    out = []
    for K, M in sorted([(1, 3), (2, 3), (1, 4), (2, 4), (3, 3)], key=lambda x: x[0] * x[1] ** 2):
        for L in range(1, M):
            for lam in itertools.combinations(range(M), L):
                out.append({"K": K, "M": M, "lam": lam})
    return out


@claims.instances(
    "d3.sec4.lambda_closed", where="Section 4; Section 6 (quadratic scaling)",
    statement="If lambda is a subset of {0..M-1} of size L, {(c, d, p) : {d, p} in lambda} is "
              "closed under global links and looks like D3(N, L).",
    notes="'{d, p} in lambda' read as d, p both in lambda. Checked: closure, explicit port map "
          "(lambda_map), edge-by-edge image and pynauty.",
    params=_lambda_domain, size=lambda K, M, lam: K * M * M)
def _(K, M, lam):
    return True, _lambda_sub_ok(K, M, lam)


def _kappa_lambda_ok(N, M, kappa, lam):
    K, L = len(kappa), len(lam)
    rk, pk = theorem1_map(kappa, N, M)
    rl, lp = lambda_map(lam, K, M)
    rmap = {r: rk[rl[r]] for r in rl}       # D3(K, L) -> D3(K, M) -> D3(N, M)
    small, big = _net(K, L), _net(N, M)

    def port_of(r, kind, a):
        return pk[(r[0], a)] if kind == "g" else lp[(r[2], a)]
    sub = _label_graph(N, M).subgraph(rmap.values())
    return (not check_port_isomorphism(small, big, rmap, port_of)
            and _explicit_iso(_label_graph(K, L), sub, rmap))


@claims.instances(
    "d3.sec4.kappa_lambda", where="Section 4",
    statement="Combining both constraints yields a network that looks like D3(K, L) inside D3(N, M).",
    params=lambda: [{"N": N, "M": M, "kappa": ka, "lam": la}
                    for N, M in [(2, 2), (3, 2), (3, 3), (4, 3)]
                    for ka in itertools.combinations(range(N), N - 1)
                    for la in itertools.combinations(range(M), M - 1)],
    size=lambda N, M, kappa, lam: N * M * M)
def _(N, M, kappa, lam):
    return True, _kappa_lambda_ok(N, M, kappa, lam)


def _thm1_ok(N, M, kappa):
    K = len(kappa)
    rmap, pmap = theorem1_map(kappa, N, M)
    small, big = _net(K, M), _net(N, M)
    sub = _label_graph(N, M).subgraph(rmap.values())
    return (not check_port_isomorphism(small, big, rmap,
                                       lambda r, kind, a: pmap[(r[0], a)] if kind == "g" else a)
            and _explicit_iso(_label_graph(K, M), sub, rmap)
            and _nauty_iso(_label_graph(K, M), sub))


@claims.instances(
    "d3.thm1", where="Theorem 1; Section 1; Table 1 row 3",
    statement="Let K < N, kappa = {k_0..k_{K-1}} a subset of {0..N-1}, a_{j,i} = k_j - k_i mod N. "
              "D3(kappa, M, N) = {(k_i, d, p, (a_{j,i}))}, a subnetwork of D3(N, M), is "
              "isomorphic to D3(K, M).",
    notes="Explicit map (i, d, p) -> (k_i, d, p), global port j - i mod K -> a_{j,i}, checked "
          "port by port, edge by edge, and by pynauty certificates. All subsets kappa.",
    params=lambda: [{"N": N, "M": M, "kappa": ka}
                    for N, M in [(2, 1), (2, 2), (3, 2), (2, 3), (4, 2), (3, 3), (5, 2)]
                    for K in range(1, N) for ka in itertools.combinations(range(N), K)],
    size=lambda N, M, kappa: N * M * M)
def _(N, M, kappa):
    return True, _thm1_ok(N, M, kappa)


def _set_partitions(xs):
    if not xs:
        yield []
        return
    first, rest = xs[0], xs[1:]
    for part in _set_partitions(rest):
        for i in range(len(part)):
            yield part[:i] + [[first] + part[i]] + part[i + 1:]
        yield [[first]] + part


@claims.instances(
    "d3.thm1.partition", where="Section 4, after Theorem 1",
    statement="D3(N, M) contains non-intersecting subnetworks D3(K_i, M) based upon any partition "
              "of {0..N-1}.",
    params=lambda: [{"N": N, "M": M} for N, M in [(2, 2), (3, 2), (4, 2), (3, 3)]],
    size=lambda N, M: N * M * M)
def _(N, M):
    bad = []
    for part in _set_partitions(list(range(N))):
        for block in part:
            G_sub = _label_graph(N, M).subgraph([r for r in _net(N, M).routers() if r[0] in block])
            if len(block) < N and not _thm1_ok(N, M, tuple(block)):
                bad.append(block)
            if len(block) == N and not _nauty_iso(G_sub, _label_graph(N, M)):
                bad.append(block)
    return [], bad


TABLE_D34 = {"kappa": (1, 2, 5, 8),
             "rows": ((0, 1, 4, 7), (3, 0, 6, 8), (5, 6, 0, 3), (3, 6, 5, 0))}
TABLE_D35 = {"kappa": (0, 3, 4, 6, 7),
             "rows": ((0, 3, 4, 6, 7), (8, 0, 1, 3, 4), (5, 8, 0, 2, 3), (3, 6, 7, 0, 1),
                      (2, 5, 6, 8, 0))}


@claims.instances(
    "d3.sec4.table_d34", where="Section 4, table (left)",
    statement="Cabinets k_i = 1, 2, 5, 8 and global ports {0,1,4,7}, {3,0,6,8}, {5,6,0,3}, "
              "{3,6,5,0} create a D3(4, M) inside D3(9, M).",
    notes="Entry j of row i compared with a_{j,i} = k_j - k_i mod 9 (the order in which rows 0 "
          "and 2 are printed). Row 1: printed (3,0,6,8), computed (8,0,3,6) (same set, other "
          "order). Row 3: printed (3,6,5,0), computed (2,3,6,0) (different set: port 5 from "
          "cabinet 8 reaches cabinet 4, not in kappa).",
    params={"i": range(4)}, expect="refuted", erratum="slip",
    witness={'i': 1})
def _(i):
    return TABLE_D34["rows"][i], theorem1_port_table(TABLE_D34["kappa"], 9)[i]


@claims.instances(
    "d3.sec4.table_d35", where="Section 4, table (right)",
    statement="Cabinets k_i = 0, 3, 4, 6, 7 and global ports {0,3,4,6,7}, {8,0,1,3,4}, "
              "{5,8,0,2,3}, {3,6,7,0,1}, {2,5,6,8,0} create the complementary D3(5, M) inside "
              "D3(9, M).",
    notes="Row 1 (k_1 = 3), entry 0: printed 8, computed 0 - 3 = 6 mod 9; all other entries agree.",
    params={"i": range(5)}, expect="refuted", erratum="slip",
    witness={'i': 1})
def _(i):
    return TABLE_D35["rows"][i], theorem1_port_table(TABLE_D35["kappa"], 9)[i]


@claims.exhaustive(
    "d3.sec4.table_cabinets", where="Section 4, table",
    statement="The D3(4, M) on cabinets {1, 2, 5, 8} and the D3(5, M) on {0, 3, 4, 6, 7} are "
              "complementary (a partition of the 9 cabinets of D3(9, M)), each a sub-network "
              "isomorphic to D3(4, M), D3(5, M).",
    params={"M": [2]})
def _(M):
    k1, k2 = TABLE_D34["kappa"], TABLE_D35["kappa"]
    return (True, True, True), (sorted(k1 + k2) == list(range(9)), _thm1_ok(9, M, k1),
                                _thm1_ok(9, M, k2))


def _conversion(table, i, g, rows):
    """(cabinet reached with gamma' = rows[i][g], cabinet k_{i+g} the isomorphism requires)."""
    kappa = table["kappa"]
    K = len(kappa)
    gprime = rows[i][g]
    return (kappa[i] + gprime) % 9, kappa[(i + g) % K]


@claims.instances(
    "d3.sec4.conversion", where="Section 4, after the table",
    statement="To convert a D3(4, M) vector (gamma, pi, delta) at (i, d, p) to a D3(9, M) vector "
              "(gamma', pi, delta) at (k_i, d, p), gamma' is the element gamma of vector i.",
    notes="The converted packet must reach cabinet k_{i+gamma}. With the printed vectors: "
          "i = 1, gamma = 0 gives gamma' = 3, cabinet 5, not k_1 = 2. Even with the corrected "
          "entries a_{j,i} (column j = target cabinet) element gamma reaches k_gamma, not "
          "k_{i+gamma}, for i != 0.",
    params=lambda: [{"table": t, "i": i, "g": g} for t, tab in (("d34", TABLE_D34), ("d35", TABLE_D35))
                    for i in range(len(tab["kappa"])) for g in range(len(tab["kappa"]))],
    expect="refuted", erratum="substantive",
    witness={'table': 'd34', 'i': 1, 'g': 0})
def _(table, i, g):
    tab = TABLE_D34 if table == "d34" else TABLE_D35
    reached, required = _conversion(tab, i, g, tab["rows"])
    return required, reached


@claims.instances(
    "d3.sec4.conversion.corrected", where="Section 4, after the table",
    statement="gamma' is element (i + gamma mod K) of vector i when vector i lists "
              "a_{j,i} = k_j - k_i mod 9 for j = 0..K-1.",
    corrects="d3.sec4.conversion",
    params=lambda: [{"table": t, "i": i, "g": g} for t, tab in (("d34", TABLE_D34), ("d35", TABLE_D35))
                    for i in range(len(tab["kappa"])) for g in range(len(tab["kappa"]))])
def _(table, i, g):
    tab = TABLE_D34 if table == "d34" else TABLE_D35
    K = len(tab["kappa"])
    rows = theorem1_port_table(tab["kappa"], 9)
    rot = [tuple(r[(ii + gg) % K] for gg in range(K)) for ii, r in enumerate(rows)]
    reached, required = _conversion(tab, i, g, rot)
    return required, reached


@claims.instances(
    "d3.sec4.maintenance_drawer", where="Section 4; Section 13",
    statement="If drawer (c, d, p) needs to be replaced, maintenance can be performed while the "
              "network D3(K, M - 1) is operating. This takes K(2M - 1) routers off-line.",
    notes="Index x removed from lambda: routers with d = x or p = x go off-line.",
    params=lambda: [{"K": K, "M": M, "x": x} for K, M in [(1, 2), (2, 2), (1, 3), (2, 3), (3, 3),
                                                          (2, 4)] for x in range(M)],
    size=lambda K, M, x: K * M * M)
def _(K, M, x):
    lam = tuple(v for v in range(M) if v != x)
    off = sum(1 for r in _net(K, M).routers() if x in (r[1], r[2]))
    return (K * (2 * M - 1), True), (off, _lambda_sub_ok(K, M, lam))


@claims.instances(
    "d3.sec4.maintenance_cabinet", where="Section 4",
    statement="A cabinet can be taken off line leaving a D3(K - 1, M) running. This takes M^2 "
              "routers off line.",
    params=lambda: [{"K": K, "M": M, "c": c} for K, M in [(2, 2), (3, 2), (2, 3), (3, 3), (4, 2)]
                    for c in range(K)],
    size=lambda K, M, c: K * M * M)
def _(K, M, c):
    kappa = tuple(x for x in range(K) if x != c)
    off = sum(1 for r in _net(K, M).routers() if r[0] == c)
    return (M * M, True), (off, _thm1_ok(K, M, kappa))


def _cabinet_cut(K, M):
    G = _label_graph(K, M)
    half = set(range(K // 2))
    cut = [(u, v) for u, v in G.edges if (u[0] in half) != (v[0] in half)]
    H = G.copy()
    H.remove_edges_from(cut)
    return len(cut), nx.number_connected_components(H)


@claims.instances(
    "d3.cor1.cabinet_cut", where="Corollary 1 (first value) and its proof",
    statement="D3(K, M) has a cutset of size min(K^2M^2/2, KM^3/2): partition D3(K, M) into "
              "D3(K/2, M); every router is denied access to K/2 global ports; this gives a "
              "cutset of size K^2M^2/2.",
    notes="The links between the two cabinet halves number K^2M^2/4 (smallest counterexample "
          "D3(2,1): printed 2, computed 1 link). K^2M^2/2 counts denied port ends, i.e. each "
          "link twice.",
    params=_km([(K, M) for K in (2, 4) for M in range(1, 5)]), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 2, 'M': 1})
def _(K, M):
    return K * K * M * M // 2, _cabinet_cut(K, M)[0]


@claims.instances(
    "d3.cor1.cabinet_cut.links", where="Corollary 1",
    statement="For even K the cabinet halving of D3(K, M) is a cutset of K^2M^2/4 links whose "
              "removal leaves the two D3(K/2, M).",
    corrects="d3.cor1.cabinet_cut",
    params=_km([(K, M) for K in (2, 4, 6) for M in range(1, 5)]), size=_size)
def _(K, M):
    return (K * K * M * M // 4, 2), _cabinet_cut(K, M)


@claims.instances(
    "d3.cor1.lambda_partition", where="Corollary 1, proof (second value)",
    statement="Partitioning [D3(K, M)] into D3(K, M/2) yields the other value (KM^3/2).",
    notes="The sub-networks {d, p in lambda_1} and {d, p in lambda_2} for a halving of {0..M-1} "
          "contain only KM^2/2 of the KM^2 routers (routers with d, p in different halves "
          "belong to neither) and no link joins them, so they do not partition D3(K, M). "
          "KM^3/2 equals the number of local port ends if every router loses M/2 local ports; "
          "no cut of that size is defined by the printed construction.",
    params=_km([(K, M) for K in (1, 2, 3) for M in (2, 4)]), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 1, 'M': 2})
def _(K, M):
    half = set(range(M // 2))
    covered = sum(1 for r in _net(K, M).routers()
                  if (r[1] in half) == (r[2] in half))
    return K * M * M, covered


# --------------------------------------------------------------------------
# Section 5: Theorem 2
# --------------------------------------------------------------------------
def _path_links(net, s, t):
    path = follow_ports(net, s, vector_ports(*source_vector(net, s, t)))
    return {(h, path[h], path[h + 1]) for h in range(3) if path[h] != path[h + 1]}


def _thm2_scan(K, M, distinct_sources, corrected):
    net = _net(K, M)
    rs = net.routers()
    links = {(s, t): _path_links(net, s, t) for s in rs for t in rs}
    for s1, t1, s2, t2 in itertools.product(rs, repeat=4):
        if t1 == t2 or (distinct_sources and s1 == s2) or (s1, t1) > (s2, t2):
            continue
        conflict = bool(links[(s1, t1)] & links[(s2, t2)])
        cond = s1[:2] == s2[:2] and t1[:2] == t2[:2]
        if corrected:
            cond = cond and s1[:2] != t1[:2]
        if conflict != cond:
            return (s1, t1, s2, t2, conflict, cond)
    return None


@claims.instances(
    "d3.thm2", where="Theorem 2",
    statement="Given simultaneous transmissions (c,d,p) -> (c',d',p') and (gamma,delta,pi) -> "
              "(gamma',delta',pi') with (c',d',p') != (gamma',delta',pi'), link conflict occurs on "
              "minimal paths iff (c,d) = (gamma,delta) and (c',d') = (gamma',delta').",
    notes="Minimal paths = (2.2); conflict = same directed link in the same step. Exhaustive over "
          "all pairs of transmissions. Smallest counterexample D3(1,2): (0,0,0) -> (0,0,0) and "
          "(0,0,0) -> (0,0,1) satisfy the condition but do not conflict (inside one drawer the "
          "global hop is global port 0 at a fixed point: no link). Likewise with distinct "
          "sources, (0,0,0) -> (0,0,1) and (0,0,1) -> (0,0,0). Conversely one source sending "
          "twice conflicts on its first hop without the condition: D3(2,2) (0,0,0) -> (0,1,0) "
          "and (0,0,0) -> (1,1,1).",
    params=_km([(1, 2), (2, 2), (1, 3), (2, 3), (3, 2)]), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 1, 'M': 2})
def _(K, M):
    return None, _thm2_scan(K, M, False, False)


@claims.instances(
    "d3.thm2.corrected", where="Theorem 2",
    statement="For transmissions with distinct sources and distinct destinations, a link conflict "
              "on the paths (2.2) occurs iff (c,d) = (gamma,delta), (c',d') = (gamma',delta') and "
              "(c,d) != (c',d').",
    corrects="d3.thm2",
    params=_km([(1, 2), (2, 2), (1, 3), (2, 3), (3, 2), (3, 3)]), size=_size)
def _(K, M):
    return None, _thm2_scan(K, M, True, True)


@claims.instances(
    "d3.thm2.proof_routers", where="Theorem 2, proof, (5.1) and (5.2)",
    statement="The second routers of the two paths are identical iff c-gamma = d-delta = "
              "d'-delta' = 0 (5.1); the third routers iff c'-gamma' = d'-delta' = d-delta = 0 (5.2).",
    params=_km([(1, 2), (2, 2), (2, 3)]), size=_size)
def _(K, M):
    net = _net(K, M)
    rs = net.routers()
    bad = []
    for (s1, t1, s2, t2) in itertools.product(rs, repeat=4):
        p1 = follow_ports(net, s1, vector_ports(*source_vector(net, s1, t1)))
        p2 = follow_ports(net, s2, vector_ports(*source_vector(net, s2, t2)))
        e51 = s1[0] == s2[0] and s1[1] == s2[1] and t1[1] == t2[1]
        e52 = t1[0] == t2[0] and t1[1] == t2[1] and s1[1] == s2[1]
        if (p1[1] == p2[1]) != e51 or (p1[2] == p2[2]) != e52:
            bad.append((s1, t1, s2, t2))
            break
    return [], bad


@claims.instances(
    "d3.sec5.worst_case", where="Section 5",
    statement="In the worst case [the global link of (5.3)] could have M messages to send out "
              "over one port.",
    notes="Largest number of (2.2) transmissions with distinct sources and destinations sharing "
          "one directed global link: all M routers of drawer (c, d) to the M routers of (c', d').",
    params=_km([(2, 2), (2, 3), (3, 3), (2, 4)]), size=_size)
def _(K, M):
    net = _net(K, M)
    load = {}
    for s in net.routers():
        for t in net.routers():
            for (h, u, v) in _path_links(net, s, t):
                if h == 1:
                    load.setdefault((u, v), [set(), set()])
                    load[(u, v)][0].add(s)
                    load[(u, v)][1].add(t)
    return M, max(min(len(a), len(b)) for a, b in load.values())


# --------------------------------------------------------------------------
# Sections 6-8
# --------------------------------------------------------------------------
@claims.instances(
    "d3.sec6.quadratic", where="Section 6",
    statement="If each drawer has M slots but contains only N < M routers (same positions in "
              "every drawer), the system D3(K, N) can be built; it has KN^2 routers.",
    params=lambda: [{"K": K, "M": M, "lam": lam} for K, M in [(1, 3), (2, 3), (2, 4)]
                    for N in range(1, M) for lam in itertools.combinations(range(M), N)],
    size=lambda K, M, lam: K * M * M)
def _(K, M, lam):
    n = sum(1 for r in _net(K, M).routers() if r[1] in lam and r[2] in lam)
    return (K * len(lam) ** 2, True), (n, _lambda_sub_ok(K, M, lam))


@claims.symbolic(
    "d3.sec7.balance", where="Section 7",
    statement="With B = max{K, M}, a router sending B/K messages over each of its K global ports "
              "and B/M over each of its M local ports sends and receives 2B messages.",
    notes="M local ports counting port 0, as in footnote 2.")
def _():
    K, M, B = sp.symbols("K M B", positive=True)
    return K * (B / K) + M * (B / M), 2 * B


@claims.instances(
    "d3.sec8.header", where="Section 8",
    statement="The path from (c,d,p) to (c',d',p') uses header (3; c'-c, p'-d, d'-p); a router "
              "sending to itself uses (3; 0, p-d, d-p), which takes three hops even if p = d.",
    params=_km(SMALL + [(3, 5)]), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        for t in net.routers():
            ports = vector_ports(*source_vector(net, s, t))
            res = simulate(net, [Packet(s, ports, 0, 0)])
            if res.deliveries[0] != {t: 1} or res.makespan != 3:
                bad.append((s, t))
        if source_vector(net, s, s) != (0, (s[2] - s[1]) % M, (s[1] - s[2]) % M):
            bad.append((s, s))
    return [], bad


@claims.instances(
    "d3.sec8.evolution", where="Section 8; Section 10",
    statement="(c,d,p) -delta-> (c,d,p+delta) -gamma-> (c+gamma,p+delta,d) -pi-> "
              "(c+gamma,p+delta,d+pi): the vector (gamma,pi,delta) takes (c,d,p) to "
              "(c+gamma,p+delta,d+pi).",
    params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for (c, d, p) in net.routers():
        for g, pi, de in itertools.product(range(K), range(M), range(M)):
            want = [(c, d, p), (c, d, (p + de) % M), ((c + g) % K, (p + de) % M, d),
                    ((c + g) % K, (p + de) % M, (d + pi) % M)]
            if follow_ports(net, (c, d, p), vector_ports(g, pi, de)) != want:
                bad.append(((c, d, p), (g, pi, de)))
    return [], bad


@claims.instances(
    "d3.sec8.glgl_column", where="Section 8 (four hop paths); Theorem 8 proof",
    statement="A four hop path (4; gamma, pi, delta) is a glgl path (gamma, pi, 0, delta). The "
              "initial gamma converts routers in a drawer to routers in a column. This eliminates "
              "drawer-to-drawer conflicts.",
    notes="For every drawer and vector: after hop 1 the drawer's routers are the column "
          "(c+gamma, *, d); the M simultaneous glgl packets (one per router of the drawer, all "
          "into one drawer) have no link conflict, while the same M transmissions on (2.2) paths "
          "conflict whenever the global hop is a real link.",
    params=_km([(1, 2), (2, 2), (2, 3), (3, 3), (2, 4)]), size=_size)
def _(K, M):
    net = _net(K, M)
    P = Packet
    bad = []
    for c, d in itertools.product(range(K), range(M)):
        for g, pi, de in itertools.product(range(K), range(M), range(M)):
            col = {net.global_neighbor((c, d, p), g) for p in range(M)}
            if col != {((c + g) % K, x, d) for x in range(M)}:
                bad.append(("column", c, d, g))
            pk = [P((c, d, p), (("g", g), ("l", pi), ("g", 0), ("l", de)), 0, p) for p in range(M)]
            if _conflicts(net, pk):
                bad.append(("glgl", c, d, g, pi, de))
    return [], bad


@claims.instances(
    "d3.abstract.linear_in_m", where="Abstract",
    statement="[D3(K, M) is] a two-parameter family of diameter three interconnection networks "
              "which are linearly scalable in M",
    params=_km([(K, M) for K in range(1, 5) for M in range(1, 6)]), size=_size,
    expect="refuted", erratum="slip", witness={"K": 1, "M": 1},
    notes="Read as: for fixed K the number of routers grows linearly with M, i.e. "
          "N(K, M+1) - N(K, M) does not depend on M. Computed on the built graphs: the "
          "differences N(K, M+1) - N(K, M) for M = 1..3 (printed: all equal). N = K M^2 grows "
          "quadratically in M and linearly in K; Section 1 describes linear scaling as "
          "machines of size M^2, 2M^2, 3M^2, ..., i.e. in K (d3.intro.linear_scaling), so "
          "'in M' is a slip for 'in K'.")
def _(K, M):
    sizes = [graph(f"D3({K},{m})").order for m in range(M, M + 4)]
    diffs = [b - a for a, b in zip(sizes, sizes[1:])]
    return [diffs[0]] * 3, diffs


@claims.instances(
    "d3.intro.linear_scaling", where="Section 1; Abstract",
    statement="[D3(K, M)] supports machines of size M^2, 2M^2, 3M^2, ...: this is linear "
              "scaling",
    params=_km([(K, M) for K in range(1, 7) for M in range(1, 6)]), size=_size,
    corrects="d3.abstract.linear_in_m",
    notes="D3(K, M) built for K = 1..6 cabinets: its number of routers is K M^2.")
def _(K, M):
    return K * M * M, graph(f"D3({K},{M})").order


@claims.instances(
    "d3.abstract.parallel_paths", where="Abstract; Section 1; Section 13",
    statement="A source-vector induces KM^2 parallel paths on D3(K, M) (if every router sends "
              "(3; gamma, pi, delta) there are no link conflicts).",
    params=_km(SMALL), size=_size)
def _(K, M):
    net = _net(K, M)
    P = Packet
    bad = []
    for v in itertools.product(range(K), range(M), range(M)):
        pk = [P(r, vector_ports(*v), 0, r) for r in net.routers()]
        res = simulate(net, pk)
        dests = sorted(t for d in res.deliveries.values() for t in d)
        if res.conflicts or dests != sorted(net.routers()):
            bad.append(v)
    return [], bad


# --------------------------------------------------------------------------
# Section 9 and Appendix: schedules
# --------------------------------------------------------------------------
SCHED = [(1, 2), (1, 3), (2, 2), (1, 4), (2, 3), (3, 3), (2, 4), (3, 4), (2, 6)]


def _every_router_once(net, res, tags):
    return all(res.deliveries[t] == {r: 1 for r in net.routers()} for t in tags)


@claims.instances(
    "d3.thm4.broadcast", where="Theorem 4; Section 9 item 4; Section 13 item 1",
    statement="A router (c,d,p) can perform a broadcast in three hops: (c,d,p)(1,3;0,0,0) "
              "delivers its message exactly once to every router.",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        res = simulate(net, broadcast_schedule(net, s))
        if not _every_router_once(net, res, [0]) or res.makespan != 3 or res.conflicts:
            bad.append(s)
    return [], bad


@claims.instances(
    "d3.thm4.chained", where="Theorem 4; footnote 4; Section 9 item 4; Section 13 item 1",
    statement="If d != p, (c,d,p) can perform N broadcasts in N rounds (Protocol 1, no link "
              "conflict); N rounds are pipelined in N + 2 hops.",
    params=lambda: [{"K": K, "M": M, "N": N} for K, M in SCHED if M >= 2 for N in (1, 2, 5)],
    size=lambda K, M, N: K * M * M)
def _(K, M, N):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        if s[1] == s[2]:
            continue
        res = simulate(net, multi_broadcast_schedule(net, s, N, 1))
        if res.conflicts or res.makespan != N + 2 or not _every_router_once(net, res, range(N)):
            bad.append(s)
    return [], bad


@claims.instances(
    "d3.thm4.protocol1_conflict", where="Theorem 4, proof",
    statement="At step 2, rounds 1 and 2 use global and local networks, so there is no conflict. "
              "At step 3, rounds 1 and 3 conflict if d = p.",
    notes="Protocol 1 from (c,p,p) with 3 broadcasts: the conflicts are exactly at step 3 "
          "(index 2, 0-based) between rounds 1 and 3; from d != p there are none.",
    params=_km([(K, M) for K, M in SCHED if M >= 2]), size=_size)
def _(K, M):
    net = _net(K, M)
    fixed = simulate(net, multi_broadcast_schedule(net, (0, 1, 1), 3, 1)).conflicts
    other = simulate(net, multi_broadcast_schedule(net, (0, 0, 1), 3, 1)).conflicts
    return (True, []), (bool(fixed) and {(t, tags) for t, _, _, _, tags in fixed} == {(2, (0, 2))},
                        other)


@claims.instances(
    "d3.thm4.deqp", where="Theorem 4 (d = p); Section 9 item 4; Section 13 item 2",
    statement="(c,p,p) can perform N broadcasts in 2N rounds: the printed loop (two broadcasts, "
              "two one-hop delays) is free of link conflicts (Protocol 3).",
    params=lambda: [{"K": K, "M": M, "N": N} for K, M in SCHED if M >= 2 for N in (2, 4, 6)],
    size=lambda K, M, N: K * M * M)
def _(K, M, N):
    net = _net(K, M)
    bad = []
    for p in range(M):
        s = (0, p, p)
        pk = multi_broadcast_schedule(net, s, N, 3)
        res = simulate(net, pk)
        if res.conflicts or not _every_router_once(net, res, range(N)) or \
                max(q.start for q in pk) + 1 > 2 * N:
            bad.append(s)
    return [], bad


def _one_to_all_ok(net, s, pk):
    res = simulate(net, pk)
    got = {}
    for d in res.deliveries.values():
        for r, n in d.items():
            got[r] = got.get(r, 0) + n
    return res, got == {r: 1 for r in net.routers()}


@claims.instances(
    "d3.thm5.dneqp", where="Theorem 5; Section 9 item 2(b)",
    statement="A one-to-all communication can be performed in KM rounds if p != d.",
    notes="Rounds i = pi + gamma*M, i = 0..KM-1, one per step (Protocol 1), each sending "
          "(0,3;gamma,pi,*). Every router receives exactly one message, no link conflict.",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        if s[1] != s[2]:
            res, ok = _one_to_all_ok(net, s, one_to_all_schedule(net, s))
            if res.conflicts or not ok:
                bad.append(s)
    return [], bad


@claims.instances(
    "d3.thm5.loop_range", where="Theorem 5, proof",
    statement="For i = 1, ..., KM - 1: (c,d,p)(0,3;gamma,pi,*) [performs a one-to-all].",
    notes="The printed loop starts at i = 1 and skips round 0 (gamma = pi = 0), so the M "
          "routers (c, *, d) never receive. Smallest counterexample D3(1,2): 2 of 4 routers "
          "reached.",
    params=_km(SCHED), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2})
def _(K, M):
    net = _net(K, M)
    s = (0, 0, M - 1)
    res = simulate(net, one_to_all_schedule(net, s, rounds=range(1, K * M)))
    reached = {r for d in res.deliveries.values() for r in d}
    return K * M * M, len(reached)


@claims.instances(
    "d3.thm5.conflict_count", where="Theorem 5, proof; Section 9 item 2(a); Section 13 item 4",
    statement="If d = p and gamma = 0, link pi is carrying two packets [rounds i and i+2]. This "
              "happens for M values of pi (M intra-round conflicts).",
    notes="Counted as conflicting round pairs of Protocol 1 from (0,p,p). pi = 0 is a stay, so at "
          "most M - 1 values conflict (pi = 1..M-1, when round i + 2 exists). Smallest "
          "counterexample D3(1,2): 0 conflicts.",
    params=_km(SCHED), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2})
def _(K, M):
    net = _net(K, M)
    res = simulate(net, one_to_all_schedule(net, (0, 1 % M, 1 % M)))
    pairs = {(tags[0][0], tags[1][0]) for *_, tags in res.conflicts}
    return M, len(pairs)


@claims.instances(
    "d3.thm5.conflict_count.corrected", where="Theorem 5, proof",
    statement="For K >= 2 and d = p, the Protocol 1 one-to-all has exactly M - 1 conflicting "
              "rounds: round i = pi (gamma = 0, pi = 1..M-1) against round i + 2, on local port pi.",
    corrects="d3.thm5.conflict_count",
    params=_km([(K, M) for K, M in SCHED if K >= 2] + [(3, 5)]), size=_size)
def _(K, M):
    net = _net(K, M)
    res = simulate(net, one_to_all_schedule(net, (0, 1 % M, 1 % M)))
    pairs = {(tags[0][0], tags[1][0], port) for _, _, _, port, tags in res.conflicts}
    return {(pi, pi + 2, pi) for pi in range(1, M)}, pairs


@claims.instances(
    "d3.thm5.deqp", where="Theorem 5 (p = d); Section 13 item 4",
    statement="A one-to-all communication can be performed in KM rounds with M intra-round "
              "delays if p = d.",
    notes="Delays inserted greedily (each round launched at the first conflict-free step after "
          "the previous one): conflict-free, every router reached once, at most M delays "
          "(M - 1 for K >= 2).",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for p in range(M):
        s = (0, p, p)
        starts, delays = greedy_starts(net, one_to_all_rounds(net, s), lambda tag: s)
        res, ok = _one_to_all_ok(net, s, one_to_all_schedule(net, s, starts=starts))
        if res.conflicts or not ok or delays > M or len(starts) != K * M:
            bad.append((s, delays))
    return [], bad


@claims.instances(
    "d3.sec9.item2a", where="Section 9 item 2(a)",
    statement="A router (c, d, p) can perform a one-to-all in 2KM rounds [with M intra-round "
              "conflicts] if d = p.",
    notes="The 2KM-step schedule is Protocol 3 (two rounds, two delays): conflict-free, every "
          "router reached once, last round launched before step 2KM. The conflict count is "
          "d3.thm5.conflict_count; Theorem 5 states KM rounds with M delays instead.",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for p in range(M):
        s = (0, p, p)
        starts = protocol_starts(K * M, 3)
        res, ok = _one_to_all_ok(net, s, one_to_all_schedule(net, s, starts=starts))
        if res.conflicts or not ok or starts[-1] >= 2 * K * M:
            bad.append(s)
    return [], bad


@claims.instances(
    "d3.sec9.glgl_one_to_all", where="Appendix after Theorem 6; Section 10",
    statement="An analogous algorithm parallel over global ports performs the one-to-all in M^2 "
              "rounds if d != p. It uses glgl paths which jump to the destination cabinet on the "
              "first hop.",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        if s[1] != s[2]:
            pk = glgl_one_to_all_schedule(net, s)
            res, ok = _one_to_all_ok(net, s, pk)
            if res.conflicts or not ok or len({q.start for q in pk}) != M * M:
                bad.append(s)
    return [], bad


@claims.instances(
    "d3.sec13.item3", where="Section 13 item 3",
    statement="(c,d,p): one-to-all in min(M^2, KM) rounds.",
    notes="d != p; the better of the Theorem 5 schedule (KM rounds) and the glgl schedule "
          "(M^2 rounds), both conflict-free (see d3.thm5.dneqp, d3.sec9.glgl_one_to_all).",
    params=_km([(K, M) for K, M in SCHED if M >= 2]), size=_size)
def _(K, M):
    net = _net(K, M)
    s = (0, 0, 1)
    best = []
    for pk in (one_to_all_schedule(net, s), glgl_one_to_all_schedule(net, s)):
        res, ok = _one_to_all_ok(net, s, pk)
        if ok and not res.conflicts:
            best.append(len({q.start for q in pk}))
    return min(M * M, K * M), min(best)


def _all_to_one(K, M, starts=None):
    net = _net(K, M)
    sink = (0, 0, 1)
    res = simulate(net, all_to_one_schedule(net, sink, starts))
    ok = all(res.deliveries[("ans", i, d2)] == {sink: 1} for i in range(K * M) for d2 in range(M))
    return res, ok


@claims.instances(
    "d3.thm6", where="Theorem 6; Section 9 item 3; Section 13 item 5",
    statement="The sink (c,d,p) can perform an all-to-one communication in KM rounds if d != p "
              "(rounds LGLDlgl one step apart, no link conflict, time KM + 6).",
    notes="Sink (0,0,1). Round i + 4's request broadcast (third hop, from every (*,*,d), all "
          "local ports) meets round i's answer leaving (c,d,d) for the sink on the same local "
          "link, and round i + 4's first hop meets the sink's own answer of round i (when the "
          "sink is a responder). Smallest counterexample D3(2,3): 3 conflicts (the proof only "
          "examines rounds i, i+1, i+2).",
    params=_km(SCHED), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 2, 'M': 3})
def _(K, M):
    res, ok = _all_to_one(K, M)
    return (0, True, K * M + 6), (len(res.conflicts), ok, res.makespan)


@claims.instances(
    "d3.thm6.corrected", where="Theorem 6",
    statement="If d != p, launching one LGLDlgl round every 3 steps (2 delays per round) gives a "
              "conflict-free all-to-one in KM rounds, time 3KM + 4.",
    corrects="d3.thm6",
    params=_km(SCHED + [(3, 5)]), size=_size)
def _(K, M):
    res, ok = _all_to_one(K, M, [3 * i for i in range(K * M)])
    return (0, True, 3 * K * M + 4), (len(res.conflicts), ok, res.makespan)


def _a2a(K, M, variant):
    net = _net(K, M)
    pk, starts = all_to_all_schedule(net, variant)
    res = simulate(net, pk)
    ok = all(len(d) == 1 for d in res.deliveries.values())
    got = {}
    for (i, r), d in res.deliveries.items():
        for t in d:
            got.setdefault(r, set()).add(t)
    ok = ok and all(v == set(net.routers()) for v in got.values()) and len(got) == net.order
    return res, ok, starts


A2A = [(1, 4), (2, 4), (1, 5), (1, 6), (3, 4), (2, 5)]


@claims.instances(
    "d3.thm7", where="Theorem 7; Section 9 item 1; Section 13 item 6",
    statement="Assume M >= 4. An all-to-all exchange can be performed in KM^2 rounds with KM "
              "intra-round delays (the printed loop with the test pi(i) - 2 = delta(i)).",
    params=_km(A2A), size=_size)
def _(K, M):
    res, ok, starts = _a2a(K, M, "theorem7")
    n = K * M * M
    return (0, True, n, K * M), (len(res.conflicts), ok, len(starts), starts[-1] + 1 - n)


@claims.instances(
    "d3.thm7.conflict_rule", where="Theorem 7, proof",
    statement="Without delays (Protocol 1), the only link conflicts are between rounds i and "
              "i + 2 when pi(i) = delta(i + 2) [a local link].",
    notes="pi(i) = delta(i+2) = 0 is a stay and causes no conflict.",
    params=_km(A2A[:4]), size=_size)
def _(K, M):
    res, ok, _ = _a2a(K, M, "protocol1")
    n = K * M * M
    seen = {(tags[0][0], tags[1][0]) for *_, tags in res.conflicts}
    want = {(i, i + 2) for i in range(n - 2) if i % M == ((i + 2) // M) % M != 0}
    return want, seen


@claims.instances(
    "d3.app.protocol2", where="Appendix, after Theorem 7",
    statement="The [pipelined] algorithms can use Protocol 2 or 3 to eliminate link conflicts "
              "(Protocol 2: all-to-all in 3KM^2/2).",
    notes="Protocol 2 (two rounds, one delay) on the all-to-all: rounds two steps apart remain "
          "and conflict (the Appendix itself notes the step-4 conflict of Protocol 2). "
          "Smallest counterexample D3(1,4).",
    params=_km(A2A[:3]), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 1, 'M': 4})
def _(K, M):
    res, ok, _ = _a2a(K, M, "protocol2")
    return 0, len(res.conflicts)


@claims.instances(
    "d3.app.protocol3", where="Appendix (Protocol 3), after Theorem 7",
    statement="Protocol 3 (N rounds with N delays) eliminates link conflicts; the all-to-all "
              "then takes 2KM^2.",
    params=_km(A2A[:4]), size=_size)
def _(K, M):
    res, ok, starts = _a2a(K, M, "protocol3")
    return (0, True), (len(res.conflicts), ok)


@claims.symbolic(
    "d3.app.protocol_costs", where="Appendix, protocols and after Theorem 7",
    statement="Protocol 2: N rounds with N/2 delays (3/2 unit cost); Protocol 3: N rounds with "
              "N delays (2 unit cost); for the all-to-all 3KM^2/2 and 2KM^2 hops.")
def _():
    K, M = sp.symbols("K M", positive=True, integer=True)
    N = K * M ** 2
    return sp.Matrix([N + N / 2, N + N]), sp.Matrix([3 * K * M ** 2 / 2, 2 * K * M ** 2])


def _perm_cases(K, M, seeds):
    net = _net(K, M)
    cases = [random_permutation(net, s) for s in seeds]
    cases.append({r: ((r[0] + 1) % K, r[1], r[2]) for r in net.routers()})
    cases.append({r: (r[0], (r[1] + 1) % M, r[2]) for r in net.routers()})
    cases.append({r: r for r in net.routers()})
    return net, cases


def _thm8_check(net, perms):
    """(worst hop count, permutations delivered wrongly or with link conflicts)."""
    worst, bad = 0, []
    for perm in perms:
        pk, total = permutation_schedule(net, perm)
        res = simulate(net, pk)
        if res.conflicts or any(res.deliveries[s] != {t: 1} for s, t in perm.items()):
            bad.append(perm)
        worst = max(worst, total)
    return worst, bad


@claims.instances(
    "d3.thm8", where="Theorem 8",
    statement="A permutation can be performed in less than or equal to M + 4 hops.",
    notes="One hop for the drawer exchange of destinations, then a greedy conflict-free "
          "choice between the path (2.2) and the K glgl paths per message (with delays), "
          "run in the synchronous simulator. Every permutation of every D3(K, M) with at most "
          "8 routers (40,320 permutations of D3(2, 2)): exhaustive over the permutations of "
          "each network in the domain. Larger networks: d3.thm8.sampled.",
    params=_km([(1, 1), (2, 1), (3, 1), (1, 2), (2, 2)]), size=_size)
def _(K, M):
    net = _net(K, M)
    routers = list(net.routers())
    worst, bad = _thm8_check(net, (dict(zip(routers, image))
                                   for image in itertools.permutations(routers)))
    return (True, []), (worst <= M + 4, bad)


@claims.sampled(
    "d3.thm8.sampled", where="Theorem 8",
    statement="A permutation can be performed in less than or equal to M + 4 hops "
              "[networks of 16 or more routers]",
    sample={"population": "all permutations of the routers of D3(K, M) for (K, M) in "
                          "{(1,4), (2,4), (3,4), (2,6), (4,4)}", "seed": "0..4"},
    notes="Same schedule as d3.thm8. The smallest of these networks has 16! permutations, "
          "beyond exhaustion, and the theorem's proof is a construction the project runs "
          "rather than an identity: five random permutations (seeds 0-4) plus the cabinet "
          "shift, the drawer shift and the identity per network.",
    params=_km([(1, 4), (2, 4), (3, 4), (2, 6), (4, 4)]), size=_size)
def _(K, M):
    net, cases = _perm_cases(K, M, range(5))
    worst, bad = _thm8_check(net, cases)
    return (True, []), (worst <= M + 4, bad)


def _link_capacities(net) -> Counter:
    """Directed links of D3 (one per port link and direction; fixed points are no links)."""
    cap = Counter()
    for _kind, r, _a, s, _b in net.port_links():
        if r != s:
            cap[(r, s)] += 1
            cap[(s, r)] += 1
    return cap


def _timed_routes(adj, src, dst, steps) -> list[tuple]:
    """Every timed route from src to dst within ``steps`` steps, as ((link, step), ...);
    a packet may wait at a router for a step."""
    out = []

    def rec(v, t, used):
        if v == dst:
            out.append(tuple(used))
            return
        if t < steps:
            rec(v, t + 1, used)
            for w in adj[v]:
                rec(w, t + 1, used + [((v, w), t)])
    rec(src, 0, [])
    return sorted(set(out), key=len)


def _permutation_in_hops(net, perm, steps, cap, adj, cache) -> bool:
    """Is there a conflict-free schedule (no directed link carries two packets in one
    step) delivering every packet s -> perm[s] within ``steps`` steps?  Exact backtracking
    over every timed route of every packet, most constrained packet first."""
    msgs = [(s, t) for s, t in perm.items() if s != t]
    opts = []
    for key in msgs:
        if key not in cache:
            cache[key] = _timed_routes(adj, key[0], key[1], steps)
        if not cache[key]:
            return False
        opts.append(cache[key])
    order = sorted(range(len(msgs)), key=lambda i: len(opts[i]))
    load = Counter()

    def rec(k):
        if k == len(order):
            return True
        for opt in opts[order[k]]:
            if all(load[x] < cap[x[0]] for x in opt):
                for x in opt:
                    load[x] += 1
                if rec(k + 1):
                    return True
                for x in opt:
                    load[x] -= 1
        return False
    return rec(0)


@claims.instances(
    "d3.sec9.item5", where="Section 9 item 5; Section 13 item 7",
    statement="D3(K, M) can perform a permutation in M hops.",
    params=_km([(1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (1, 3)]),
    size=lambda K, M: math.factorial(K * M * M), expect="refuted", erratum="substantive",
    witness={"K": 1, "M": 2},
    notes="Read as: every permutation of the routers can be routed, all packets at once, "
          "within M synchronous steps, no directed link carrying two packets in one step "
          "(the conflict model of the schedules of Sections 9-10 and d3.thm8), packets "
          "free to wait. Decided exactly: every permutation of every D3(K, M) in the domain, "
          "by backtracking over all timed routes of every packet. Computed: the number of "
          "permutations that cannot be routed so. Size: the number of permutations, "
          "(K M^2)!, so the default cap stops at D3(2, 2) (8! = 40,320) and D3(1, 3) "
          "(9! = 362,880) needs --max-nodes 0. Smallest counterexample D3(1, 2): its graph "
          "is a path of 4 routers (diameter 3 > M = 2), so 10 of the 24 permutations fail; "
          "D3(2, 2): 27,744 of 40,320; D3(1, 3), where M = 3 is the diameter: 29,172 of "
          "362,880 still fail (e.g. the one fixing drawer 0 and cycling the others).")
def _(K, M):
    net = _net(K, M)
    routers = list(net.routers())
    cap = _link_capacities(net)
    adj = {r: sorted({s for (a, s) in cap if a == r}) for r in routers}
    cache: dict = {}
    failing = sum(not _permutation_in_hops(net, dict(zip(routers, image)), M, cap, adj, cache)
                  for image in itertools.permutations(routers))
    return 0, failing


# --------------------------------------------------------------------------
# Section 10: destination headers and deflection
# --------------------------------------------------------------------------
@claims.instances(
    "d3.sec10.diagonal", where="Section 10",
    statement="Local M x M table x = b - a mod M and global K x K table y = b - a mod K: the "
              "diagonal of both tables is 0.",
    params=_km(SMALL))
def _(K, M):
    return (0, 0), (max(local_table(M)[i][i] for i in range(M)),
                    max(global_table(K)[i][i] for i in range(K)))


def _lookup_bad(K, M, column):
    net = _net(K, M)
    for s in net.routers():
        for t in net.routers():
            if destination_route(net, s, t, b1_column=column)[-1] != t:
                return (s, t)
    return None


@claims.instances(
    "d3.sec10.lookup", where="Section 10, table look-up",
    statement="(3;(c',d',p'),(c,d,p)) go to (d',p) local; (2;...) go to (c',c) global; "
              "(1;...) go to (p',d) local, the location (c,d,p) being updated after each hop.",
    notes="At b = 1 the location is (c', d', d_source): the printed entry (p', d) uses the "
          "location's d = d' and the packet lands on (c', d', d_source + p' - d'). Smallest "
          "counterexample D3(1,2): (0,0,0) -> (0,1,0) ends at (0,1,1).",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2})
def _(K, M):
    return None, _lookup_bad(K, M, "d")


@claims.instances(
    "d3.sec10.lookup.corrected", where="Section 10, table look-up",
    statement="With the row (1;...) reading the local table at (p', p) of the current location "
              "(equivalently (p', d) of the source) every packet reaches its destination.",
    corrects="d3.sec10.lookup", params=_km(SMALL), size=_size)
def _(K, M):
    return None, _lookup_bad(K, M, "p")


@claims.instances(
    "d3.sec10.deflect_location", where="Section 10, deflection routing",
    statement="(5;...) takes random local port D, (4;...(c,d,D)) takes random global port C. After "
              "these two steps the packet is at (C, D, d) and has b = 3 so goes to its destination.",
    notes="Global port C of (c, d, D) leads to (c + C, D, d); the printed (C, D, d) holds only "
          "for c = 0. Smallest counterexample D3(2,1): (1,0,0), D = 0, C = 0 is at (1,0,0).",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 2, 'M': 1})
def _(K, M):
    net = _net(K, M)
    for s in net.routers():
        for D, C in itertools.product(range(M), range(K)):
            at = destination_route(net, s, s, deflect=(D, C))[2]
            if at != (C, D, s[1]):
                return (C, D, s[1]), at
    return True, True


@claims.instances(
    "d3.sec10.deflect_location.corrected", where="Section 10, deflection routing",
    statement="After the deflection hops the packet is at (c + C, D, d), and with b = 3 it reaches "
              "its destination: K*M five hop deflection paths l|g|l|g|l.",
    corrects="d3.sec10.deflect_location", params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        for t in net.routers():
            for D, C in itertools.product(range(M), range(K)):
                path = destination_route(net, s, t, deflect=(D, C))
                if path[2] != ((s[0] + C) % K, D, s[1]) or path[-1] != t:
                    bad.append((s, t, D, C))
    return [], bad


@claims.instances(
    "d3.sec10.deflect_vector", where="Section 10",
    statement="The vector (gamma,pi,delta) takes (c,d,p) to (c+gamma,p+delta,d+pi). A deflection "
              "takes (c,d,p) to (C,D,d). The vector needed to reach the destination is "
              "(c+gamma-C, d+pi-D, p+delta[-d]).",
    notes="The printed third component 'p + delta, d + pi' is garbled; read as p + delta - d "
          "(the source-vector formula p' - d_location). Location (C, D, d) taken as printed.",
    params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for (c, d, p) in net.routers():
        for g, pi, de, C, D in itertools.product(range(K), range(M), range(M), range(K), range(M)):
            dest = ((c + g) % K, (p + de) % M, (d + pi) % M)
            want = ((c + g - C) % K, (d + pi - D) % M, (p + de - d) % M)
            if source_vector(net, (C, D, d), dest) != want:
                bad.append(((c, d, p), (g, pi, de), C, D))
    return [], bad


@claims.instances(
    "d3.sec10.glgl_count", where="Section 10",
    statement="There are M glgl paths from (c, d, p) to (c', d', p').",
    notes="Counted as g|l|g|l port sequences: one per first global port, K in all (see "
          "d3.sec2.glgl_count). Smallest counterexample D3(2,1): K = 2, not M = 1. The deflection "
          "choices (D, C) of this section give K*M l|g|l|g|l paths.",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 2, 'M': 1})
def _(K, M):
    return _count_check(K, M, "glgl", M)


@claims.instances(
    "d3.sec10.glgl_path", where="Section 10",
    statement="The deflection header (4; c', d', p') with C = c' - c leads to the glgl path "
              "(c,d,p) -g-> (c',p,d) -l-> (c',d,d') -g-> (c',d',d) -l-> (c',d',p').",
    notes="(c', p, d) and (c', d, d') are in the same drawer only if p = d. Smallest "
          "counterexample D3(1,2): (0,0,1) -> (0,0,0).",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2})
def _(K, M):
    G = _label_graph(K, M)
    net = _net(K, M)
    for (c, d, p) in net.routers():
        for (c2, d2, p2) in net.routers():
            path = [(c, d, p), (c2, p, d), (c2, d, d2), (c2, d2, d), (c2, d2, p2)]
            if not all(u == v or G.has_edge(u, v) for u, v in zip(path, path[1:])):
                return True, ((c, d, p), (c2, d2, p2))
    return True, True


@claims.instances(
    "d3.sec10.glgl_path.corrected", where="Section 10",
    statement="With C = c' - c and then b = 3 destination routing, the glgl path is "
              "(c,d,p) -g-> (c',p,d) -l-> (c',p,d') -g0-> (c',d',p) -l-> (c',d',p').",
    corrects="d3.sec10.glgl_path", params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for (c, d, p) in net.routers():
        for (c2, d2, p2) in net.routers():
            a = (c2 - c) % K
            path = follow_ports(net, (c, d, p), (("g", a), ("l", d2 - d), ("g", 0), ("l", p2 - p)))
            if path != [(c, d, p), (c2, p, d), (c2, p, d2), (c2, d2, p), (c2, d2, p2)]:
                bad.append(((c, d, p), (c2, d2, p2)))
    return [], bad


@claims.instances(
    "d3.sec10.hypercube_dilation4", where="Section 10",
    statement="These headers can be used to construct a dilation four embedding of a hypercube of "
              "size 2^{k+2m} <= KM^2 in D3(K, M).",
    notes="K = 2^k, M = 2^m, bits of (c, d, p) as hypercube coordinates; every hypercube edge "
          "maps to routers at distance <= 3 < 4 (a glgl path exists for every pair).",
    params=_km([(1, 2), (2, 2), (1, 4), (2, 4), (4, 2), (4, 4)]), size=_size)
def _(K, M):
    net = _net(K, M)
    D = _dist(K, M)
    worst = 0
    for i in range(net.order):
        for b in range(net.order.bit_length() - 1):
            worst = max(worst, int(D[i][i ^ (1 << b)]))
    return True, worst <= 4


# --------------------------------------------------------------------------
# Section 11 and Table 1
# --------------------------------------------------------------------------
@claims.exhaustive(
    "d3.sec11.sizes", where="Section 11",
    statement="D3(4, 8) (M = 8, K = 4) is of size 256; D3(11, 11) has 1331 routers.",
    params={"K": [4, 11]})
def _(K):
    M = {4: 8, 11: 11}[K]
    return {4: 256, 11: 1331}[K], D3(K, M).order


claims.not_checkable(
    "d3.sec11.nr1452", where="Section 11",
    statement="The network with N_r = 1452 in Section 5 of [3] has K = M = 11; results given are "
              "pertinent to D3(11, 11).",
    reason="Depends on the parameters of the Slim Fly paper [3], not in this paper. For "
           "reference MDF(11,11) has 1342 routers and D3(11,11) has 1331.")

claims.not_checkable(
    "d3.sec11.d3_16_8", where="Section 11",
    statement="The paper [9] is pertinent to D3(16, 8).",
    reason="A statement about the contents of [9].")


@claims.instances(
    "d3.sec11.mdf", where="Section 11",
    statement="MDF(K, M) has KM + 1 groups of M routers (complete graphs) connected in a complete "
              "graph by global ports; it is a diameter three Dragonfly; its (KM+1) x KM table "
              "has every drawer except d in row d.",
    notes="Built with the palm-tree arrangement documented in latticegraph.topologies.dragonfly.MDF.",
    params=lambda: [{"K": K, "M": M} for K in range(1, 4) for M in range(2, 5)],
    size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    g = MDF(K, M)
    n = g.groups
    rows_ok = all(sorted(g.global_neighbor((G, p), a)[0][0] for p in range(M) for a in range(K))
                  == sorted(set(range(n)) - {G}) for G in range(n))
    pairs = {}
    for u, v in g.edge_array().tolist():
        gu, gv = u // M, v // M
        if gu != gv:
            pairs[frozenset((gu, gv))] = pairs.get(frozenset((gu, gv)), 0) + 1
    complete = len(pairs) == n * (n - 1) // 2 and set(pairs.values()) == {1}
    return (K * M + 1, True, True, 3), (n, rows_ok, complete,
                                        diameter(distance_distribution(g)))


def _one_global_hop_ok(G, is_global):
    """Every pair joined by a path with at most one global hop (0-1 BFS on layers)."""
    for s in G:
        seen = {(s, 0)}
        stack = [(s, 0)]
        while stack:
            u, k = stack.pop()
            for v in G[u]:
                kk = k + is_global(u, v)
                if kk <= 1 and (v, kk) not in seen:
                    seen.add((v, kk))
                    stack.append((v, kk))
        if {v for v, _ in seen} != set(G):
            return False
    return True


@claims.instances(
    "d3.sec11.one_global_hop", where="Section 11, common property 1",
    statement="[In D3(K, M) and MDF(K, M)] any pair of routers can be connected by a path "
              "containing at most one global hop.",
    params=_km([(1, 2), (2, 2), (2, 3), (3, 3), (2, 4)]), size=_size)
def _(K, M):
    G = _label_graph(K, M)
    mdf = MDF(K, M).to_networkx()
    return (True, True), (_one_global_hop_ok(G, lambda u, v: u[:2] != v[:2]),
                          _one_global_hop_ok(mdf, lambda u, v: u // M != v // M))


claims.not_checkable(
    "d3.sec11.one_table", where="Section 11",
    statement="There is only one table which produces an MDF having property 5 and it is the only "
              "way that the Dragonflies are being built.",
    reason="Property 5 for MDF is printed as 'D3(L, N) c D3(K, N)' (garbled) and the industrial "
           "practice is outside the paper; no table is given.")

claims.not_checkable(
    "d3.sec11.two_groups", where="Section 11",
    statement="The table being used to design machines has the property that each global port maps "
              "all groups to only two groups, so no existing Dragonfly supports source-vector "
              "routing.",
    reason="The table referred to is not given in the paper.")


@claims.instances(
    "d3.table1.row1", where="Table 1 row 1",
    statement="Drawers: D3(K, M) has KM, MDF(K, M) has KM + 1.",
    params=lambda: [{"K": K, "M": M} for K in range(1, 4) for M in range(1, 5)],
    size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    d3_drawers = len({r[:2] for r in D3(K, M).routers()})
    g = MDF(K, M)
    return (K * M, K * M + 1), (d3_drawers, len({g.label(i)[0] for i in range(g.order)}))


@claims.instances(
    "d3.table1.row2", where="Table 1 row 2",
    statement="Fixed points: D3(K, M) yes, MDF(K, M) no.",
    notes="A fixed point is a router one of whose global ports reaches itself.",
    params=lambda: [{"K": K, "M": M} for K in range(1, 4) for M in range(1, 5)],
    size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    net = D3(K, M)
    d3_fixed = any(net.global_neighbor(r, a) == r for r in net.routers() for a in range(K))
    g = MDF(K, M)
    mdf_fixed = any(g.global_neighbor(g.label(i), a)[0] == g.label(i)
                    for i in range(g.order) for a in range(K))
    return (True, False), (d3_fixed, mdf_fixed)


@claims.instances(
    "d3.table1.row5", where="Table 1 row 5; Abstract; Sections 1, 6, 13",
    statement="L < K and N < M: D3(L, N) is contained in D3(K, M) (and, printed in the MDF column, "
              "D3(L, N) in D3(K, N)).",
    notes="Explicit embedding: cabinets {0..L-1} (Theorem 1) and drawer/router indices {0..N-1} "
          "(Section 4), checked port by port and edge by edge.",
    params=lambda: [{"K": K, "M": M, "L": L, "N": N} for K, M in [(2, 2), (2, 3), (3, 3), (3, 4)]
                    for L in range(1, K + 1) for N in range(1, M + 1) if (L, N) != (K, M)],
    size=lambda K, M, L, N: K * M * M)
def _(K, M, L, N):
    return True, _kappa_lambda_ok(K, M, tuple(range(L)), tuple(range(N)))


claims.not_checkable(
    "d3.table1.qualitative", where="Table 1 rows 3, 4, 6, 7; Section 11 common properties 2-4",
    statement="Scales: gracefully / gracefully; parallelism over local and global ports: yes / not "
              "always possible; global connectivity: determined / many alternatives; vector-source "
              "routing: can be used for parallelism / not always possible.",
    reason="Qualitative comparisons without a decidable statement (the D3 side is exercised by "
           "the schedule claims d3.thm4 .. d3.thm7).")


# --------------------------------------------------------------------------
# Sections 12-13
# --------------------------------------------------------------------------
@claims.instances(
    "d3.sec12.swapped", where="Section 12",
    statement="The swapped network with nucleus G is our single cabinet network D3(1, M) provided "
              "that G is a complete graph of order M.",
    notes="Swapped network Sw(K_M): (g, p) ~ (g, q) and (g, p) ~ (p, g) for g != p.",
    params={"M": range(1, 7)}, size=lambda M: M * M)
def _(M):
    S = nx.Graph()
    S.add_nodes_from((0, g, p) for g in range(M) for p in range(M))
    S.add_edges_from(((0, g, p), (0, g, q)) for g in range(M) for p in range(M) for q in range(p))
    S.add_edges_from(((0, g, p), (0, p, g)) for g in range(M) for p in range(M) if g != p)
    G = _label_graph(1, M)
    return True, {frozenset(e) for e in S.edges} == {frozenset(e) for e in G.edges}


@claims.instances(
    "d3.sec12.not_vertex_transitive", where="Section 12",
    statement="Swapped networks are not vertex transitive because the node (p, p) is left fixed by "
              "the swap.",
    notes="D3(1, M): (p, p) has degree M - 1, the others M.",
    params={"M": range(2, 7)}, size=lambda M: M * M)
def _(M):
    return [M - 1, M], sorted(set(int(x) for x in D3(1, M).degrees()))


@claims.instances(
    "d3.sec12.biswapped", where="Section 12",
    statement="A bi-swapped network is a subgraph of the two cabinet graph D3(2, M) if its "
              "nucleus is a complete graph of order M.",
    notes="Bsw(K_M): two copies of M nuclei, (0, g, p) ~ (1, p, g): D3(2, M) minus the global "
          "port 0 links.",
    params={"M": range(1, 6)}, size=lambda M: 2 * M * M)
def _(M):
    B = nx.Graph()
    for part in (0, 1):
        B.add_edges_from(((part, g, p), (part, g, q)) for g in range(M) for p in range(M)
                         for q in range(p))
    B.add_edges_from(((0, g, p), (1, p, g)) for g in range(M) for p in range(M))
    G = _label_graph(2, M)
    return True, all(G.has_edge(u, v) for u, v in B.edges)


@claims.instances(
    "d3.sec13.containment", where="Section 13",
    statement="D3(K, M) is contained in D3(J, N) if J <= K and L <= M.",
    notes="Garbled: L is undefined; read literally with L = N. Smallest counterexample "
          "D3(1,2) in D3(1,1): 4 routers do not fit in 1. The intended statement (J >= K, "
          "N >= M) is d3.table1.row5.",
    params=lambda: [{"K": K, "M": M, "J": J, "N": N} for K in range(1, 3) for M in range(1, 3)
                    for J in range(1, K + 1) for N in range(1, M + 1)],
    size=lambda K, M, J, N: K * M * M, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2, 'J': 1, 'N': 1})
def _(K, M, J, N):
    return True, K * M * M <= J * N * N   # an embedding needs as many routers


claims.not_checkable(
    "d3.sec13.future", where="Section 13",
    statement="If K and M have a common factor S there is a doubly-parallel all-to-all in KM^2/S "
              "rounds [5]; if K = L^2 a vector-matrix product takes four hops and a matrix product "
              "KM rounds [7]",
    reason="Results of papers in preparation: the schedules and the algorithms are not given, "
           "and 'doubly-parallel' is not defined here. (The cube statement that follows in the "
           "same sentence is decided: d3.sec13.cube_simulation.)")


def _cube_dilation_two(net, n: int) -> dict | None:
    """A bijection from the n-cube's vertices onto the routers of ``net`` under which
    adjacent cube vertices land at distance <= 2, by exact backtracking (cube vertices in
    breadth-first order, each placed within distance 2 of its placed neighbours); None if
    there is none."""
    G = nx.Graph()
    G.add_nodes_from(net.routers())
    G.add_edges_from((r, s) for _k, r, _a, s, _b in net.port_links() if r != s)
    dist = dict(nx.all_pairs_shortest_path_length(G))
    routers = list(G)
    order, seen = [0], {0}
    for x in order:
        for i in range(n):
            if x ^ (1 << i) not in seen:
                seen.add(x ^ (1 << i))
                order.append(x ^ (1 << i))
    placed, used = {}, set()

    def rec(idx):
        if idx == len(order):
            return True
        x = order[idx]
        nbrs = [placed[x ^ (1 << i)] for i in range(n) if x ^ (1 << i) in placed]
        for s in routers:
            if s not in used and all(dist[t][s] <= 2 for t in nbrs):
                placed[x] = s
                used.add(s)
                if rec(idx + 1):
                    return True
                del placed[x]
                used.discard(s)
        return False
    if not rec(0):
        return None
    assert all(dist[placed[x]][placed[x ^ (1 << i)]] <= 2 for x in placed for i in range(n))
    return placed


@claims.instances(
    "d3.sec13.cube_simulation", where="Section 13",
    statement="If K = 2^k, M = 2^m, D3(K, M) is a diameter three wiring of the (k+2m)-cube "
              "containing a dilation two simulation of it [6].",
    params=lambda: [{"k": k, "m": m} for k, m in ((0, 1), (1, 1), (2, 1), (0, 2))],
    size=lambda k, m: 2 ** (k + 2 * m),
    notes="Read as: D3(2^k, 2^m) has as many routers as the (k+2m)-cube (2^(k+2m)), diameter "
          "3, and a bijection from the cube's vertices onto its routers with dilation at most "
          "2 (adjacent cube vertices at distance <= 2). The simulation of [6] is not given; "
          "one is found by exact backtracking and its dilation re-checked edge by edge. The "
          "natural map (c, d, p) -> bits of c, d, p has dilation 3 (a bit of d costs global, "
          "local, global). Instances up to 16 routers; D3(8, 2) and D3(2, 4) (32 routers) are "
          "beyond a quick exact search.")
def _(k, m):
    net = _net(2 ** k, 2 ** m)
    g = graph(f"D3({2 ** k},{2 ** m})")
    n = k + 2 * m
    return (2 ** n, 3, True), (g.order, diameter(distance_distribution(g)),
                               _cube_dilation_two(net, n) is not None)


# --------------------------------------------------------------------------
# Reproduced tables
# --------------------------------------------------------------------------
def _fmt_ports(v):
    return "\\{" + ", ".join(str(x) for x in v) + "\\}"


claims.table(
    "d3_ports_d34", where="Section 4, table (left)",
    caption="Cabinets and global ports of D3(4, M) inside D3(9, M): printed and computed "
            "$a_{j,i} = k_j - k_i \\bmod 9$",
    columns=("$i$", "printed ports", "computed ports"),
    rows={"i": range(4)},
    cells=(param("i"), printed("d3.sec4.table_d34", fmt=_fmt_ports),
           computed("d3.sec4.table_d34", fmt=_fmt_ports)))

claims.table(
    "d3_ports_d35", where="Section 4, table (right)",
    caption="Cabinets and global ports of the complementary D3(5, M) inside D3(9, M): printed and "
            "computed $a_{j,i} = k_j - k_i \\bmod 9$",
    columns=("$i$", "printed ports", "computed ports"),
    rows={"i": range(5)},
    cells=(param("i"), printed("d3.sec4.table_d35", fmt=_fmt_ports),
           computed("d3.sec4.table_d35", fmt=_fmt_ports)))

claims.table(
    "d3_table1", where="Table 1 rows 1-2",
    caption="D3(K, M) versus MDF(K, M): drawers and fixed points, computed on the built graphs",
    columns=("$K$", "$M$", "D3 drawers", "MDF drawers", "D3 fixed points", "MDF fixed points"),
    rows=lambda: [{"K": K, "M": M} for K in range(1, 4) for M in range(2, 5)],
    cells=(param("K"), param("M"),
           computed("d3.table1.row1", fmt=lambda v: str(v[0])),
           computed("d3.table1.row1", fmt=lambda v: str(v[1])),
           computed("d3.table1.row2", fmt=lambda v: "yes" if v[0] else "no"),
           computed("d3.table1.row2", fmt=lambda v: "yes" if v[1] else "no")))

claims.table(
    "d3_all_to_all", where="Theorem 7",
    caption="All-to-all exchange (Theorem 7) run in the simulator: conflicts, rounds, delays",
    columns=("$K$", "$M$", "conflicts", "rounds $KM^2$", "delays $KM$"),
    rows=lambda: [{"K": K, "M": M} for K, M in sorted(A2A, key=lambda x: (x[0] * x[1] ** 2, x))],
    cells=(param("K"), param("M"),
           computed("d3.thm7", fmt=lambda v: str(v[0])),
           computed("d3.thm7", fmt=lambda v: str(v[2])),
           computed("d3.thm7", fmt=lambda v: str(v[3]))))
