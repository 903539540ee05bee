"""Claims of paper ``d3``: Section 11, Comparison of D3(K, M) and the Dragonfly, and Table
1.

Draper, *The Swapped Dragonfly*.  The conventions and what is not registered are in ``d3/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import networkx as nx

from latticegraph.distance import diameter, distance_distribution
from latticegraph.dragonfly_tables import (all_tables, columns_permute_groups, consecutive_table,
    extend_table, minimal_path, palm_tree_table, table_graph, table_links, vector_is_parallel)
from latticegraph.topologies.dragonfly import (D3, MDF, destination_route, follow_ports,
    source_vector, vector_ports)

from . import claims
from ._common import (_certificate, _d3_vectors_not_parallel, _global_port_links, _graceful,
    _kappa_lambda_ok, _km, _label_graph, _link_conflicts, _net, _size)


_DF = ("Section 11: a Dragonfly [11] has groups (drawers) of M routers joined by M - 1 local ports "
       "in a complete graph, each router K global ports; MDF(K, M) has KM + 1 groups joined "
       "pairwise by global links, its wiring any table whose row d holds every other drawer")
_COMMON = ("Section 11: 'properties common to Swapped Dragonflies and maximal Dragonflies': each "
           "item is asserted of both D3(K, M) and MDF(K, M)")
_TABLE1 = "Table 1: each row compares D3(K, M) with MDF(K, M), for the same K and M"


@claims.exhaustive(
    "d3.sec11.sizes", where="Section 11",
    statement="D3(4, 8) (M = 8, K = 4) is of size 256; D3(11, 11) has 1331 routers.",
    params={"K": [4, 11]})
def _(K):
    M = {4: 8, 11: 11}[K]
    return {4: 256, 11: 1331}[K], D3(K, M).order


@claims.instances(
    "d3.sec11.nr1452", where="Section 11",
    statement="In the paper [3], numerous empirical results are given for the Dragonfly "
              "architecture. The parameters are not stated. The network with N_r = 1452 in "
              "Section 5 has K = M = 11.",
    notes="Decided by counting, whatever [3] holds: a Dragonfly whose groups of M routers with K "
          "global ports each are joined pairwise (Section 11, [11]) has at most KM + 1 groups, so "
          "at most (KM + 1)M routers; with K = M = 11 that is MDF(11, 11), 1342 routers, fewer "
          "than N_r = 1452. Printed: 1452 routers; computed: the most a Dragonfly with K = M = 11 "
          "can have. The maximal Dragonflies of 1452 routers are d3.sec11.nr1452.corrected. "
          "'Results given are pertinent to D3(11, 11)' is d3.sec11.performance.",
    params={"K": [11], "M": [11]}, size=lambda K, M: K * M * M,
    expect="refuted", erratum="substantive", witness={"K": 11, "M": 11})
def _(K, M):
    return 1452, MDF(K, M).order


@claims.exhaustive(
    "d3.sec11.nr1452.corrected", where="Section 11",
    statement="The maximal Dragonflies MDF(K, M) with N_r = 1452 routers are MDF(10, 12), "
              "MDF(161, 3) and MDF(1451, 1); none has K = M.",
    corrects="d3.sec11.nr1452",
    notes="Every M dividing 1452 is tried, so the list is complete: (KM + 1)M = N_r.",
    params={"N": [1452]})
def _(N):
    found = [(K, M) for M in range(1, N + 1) if N % M == 0 and (N // M - 1) % M == 0
             for K in [(N // M - 1) // M] if K >= 1 and MDF(K, M).order == N]
    return [(10, 12), (161, 3), (1451, 1)], sorted(found, key=lambda x: -x[1])


claims.not_checkable(
    "d3.sec11.performance", where="Section 11 (last paragraph; common properties 3, 4)",
    statement="On random traffic, the Swapped Dragonfly has the same performance as any Dragonfly of "
              "(approximately) the same size. In [11] results are reported for a Dragonfly with "
              "M = 8, K = 4 and 4 terminals attached to each router; the studies presented apply "
              "[to D3(4, 8)]. Results given [in [3]] are pertinent to D3(11, 11). The paper [9] is "
              "pertinent to D3(16, 8). Deflection routing [reduces] average latency; the system "
              "UGAL can be used to obtain information about queue lengths that would inform the "
              "choice of intermediate routers in a deflection path.",
    reason="Performance under traffic (throughput, latency, queue lengths) is measured by "
           "simulation, in [3], [9], [11] and by the simulation the acknowledgments mention; the "
           "paper reports none and the project has no traffic simulator. The decidable parts "
           "are claims of their own: the sizes (d3.sec11.sizes), the parameters of the N_r = "
           "1452 network (d3.sec11.nr1452) and deflection avoiding conflicts "
           "(d3.sec11.deflection_avoids).")


def _mdf_rows_full(g: MDF) -> bool:
    """Do the KM global ports of every group of ``g`` reach the KM other groups, one each?"""
    return all(sorted(g.global_neighbor((G, p), a)[0][0] for p in range(g.M) for a in range(g.K))
               == [h for h in range(g.groups) if h != G] for G in range(g.groups))


@claims.instances(
    "d3.sec11.mdf", where="Section 11",
    statement="MDF(K, M) has KM + 1 groups of M routers (complete graphs) connected in a complete "
              "graph by global ports; it is a diameter three Dragonfly; its (KM+1) x KM table "
              "has every drawer except d in row d.",
    notes="Built with the palm-tree arrangement documented in latticegraph.topologies.dragonfly.MDF. "
          "The domain includes M = 1 (groups of one router), which the statement covers: "
          "MDF(K, 1) is the complete graph K_{K+1}, of diameter 1, not 3 (smallest counterexample "
          "MDF(1,1)); M >= 2 is d3.sec11.mdf.m2. Other tables than the palm tree: "
          "d3.sec11.mdf.reading2.",
    premises=(_DF,),
    reading="the palm-tree table",
    readings=("d3.sec11.mdf.reading2",),
    params=lambda: [{"K": K, "M": M} for K in range(1, 4) for M in range(1, 5)],
    size=lambda K, M: (K * M + 1) * M, expect="refuted", erratum="boundary",
    witness={"K": 1, "M": 1})
def _(K, M):
    return _mdf_facts(K, M)


@claims.instances(
    "d3.sec11.mdf.m2", where="Section 11",
    statement="For M >= 2, MDF(K, M) has KM + 1 groups of M routers (complete graphs) connected in a "
              "complete graph by global ports; it is a diameter three Dragonfly; its (KM+1) x KM "
              "table has every drawer except d in row d.",
    notes="d3.sec11.mdf without the groups of one router (palm-tree table). Decided on the "
          "palm-tree table only, as d3.sec11.mdf: with any table obeying the row restraint the "
          "diameter is at most 3 but can be 2 (MDF(2,2) as the Petersen graph, "
          "d3.sec11.mdf.reading2).",
    premises=(_DF,), corrects="d3.sec11.mdf",
    reading="the palm-tree table", readings=("d3.sec11.mdf.reading2",),
    params=lambda: [{"K": K, "M": M} for K in range(1, 4) for M in range(2, 5)],
    size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    return _mdf_facts(K, M)


def _group_assignments(K, M):
    """Every MDF(K, M) network up to the order of the ports inside a router: each group gives its
    KM other groups to its M routers, K each.  Yields networkx graphs on (group, router)."""
    n = K * M + 1

    def splits(items):
        if not items:
            yield []
            return
        for rest in itertools.combinations(items[1:], K - 1):
            left = [x for x in items[1:] if x not in rest]
            for more in splits(left):
                yield [(items[0],) + rest] + more
    options = [list(splits([h for h in range(n) if h != G])) for G in range(n)]
    for choice in itertools.product(*options):
        owner = {(G, h): r for G, blocks in enumerate(choice) for r, blk in enumerate(blocks)
                 for h in blk}
        g = nx.Graph()
        g.add_nodes_from((G, r) for G in range(n) for r in range(M))
        g.add_edges_from(((G, a), (G, b)) for G in range(n) for a, b in
                         itertools.combinations(range(M), 2))
        g.add_edges_from(((G, owner[(G, h)]), (h, owner[(h, G)])) for G, h in
                         itertools.combinations(range(n), 2))
        yield g


@claims.instances(
    "d3.sec11.mdf.reading2", where="Section 11",
    statement="MDF(K, M) [built from any table obeying the row restraint] ... is a diameter three "
              "Dragonfly.",
    notes="Second reading of d3.sec11.mdf: MDF(K, M) is any network of the tables Section 11 "
          "allows ('the only restraint on the table is that row d contain every drawer d' except "
          "itself', d3.sec11.mdf_table), not only the palm tree. Every such network, up to the "
          "order of the ports inside a router (which does not change the graph): computed, the "
          "set of diameters. M >= 2 only (M = 1 fails for every table, d3.sec11.mdf). Smallest "
          "counterexample MDF(2,2): 6 of its 243 wirings have diameter 2 (each is the Petersen "
          "graph, 10 vertices, cubic, diameter 2).",
    premises=(_DF,),
    reading="any table obeying the row restraint",
    readings=("d3.sec11.mdf", "d3.sec11.mdf.m2"),
    params=_km([(1, 2), (1, 3), (2, 2)]), size=lambda K, M: (K * M + 1) * M,
    expect="refuted", erratum="substantive", witness={"K": 2, "M": 2})
def _(K, M):
    return [3], sorted({nx.diameter(g) for g in _group_assignments(K, M)})


def _mdf_facts(K, M):
    g = MDF(K, M)
    n = g.groups
    rows_ok = _mdf_rows_full(g)
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
    premises=(_DF, _COMMON),
    statement="[In D3(K, M) and MDF(K, M)] any pair of routers can be connected by a path "
              "containing at most one global hop.",
    notes="D3(K, M) and the palm-tree MDF(K, M) on every instance; for KM <= 4 also every "
          "MDF(K, M) network the Section 11 tables allow (up to the order of ports in a router), "
          "since MDF is any table obeying the row restraint. Computed by a 0-1 BFS on (router, "
          "global hops used).",
    params=_km([(1, 2), (2, 2), (2, 3), (3, 3), (2, 4)]), size=_size)
def _(K, M):
    G = _label_graph(K, M)
    mdf = MDF(K, M).to_networkx()
    every = all(_one_global_hop_ok(g, lambda u, v: u[0] != v[0])
                for g in (_group_assignments(K, M) if K * M <= 4 else ()))
    return (True, True, True), (_one_global_hop_ok(G, lambda u, v: u[:2] != v[:2]),
                                _one_global_hop_ok(mdf, lambda u, v: u // M != v // M), every)


@claims.instances(
    "d3.sec11.radix_split", where="Section 11, common property 2",
    premises=(_DF, _COMMON),
    statement="[Common to Swapped Dragonflies and maximal Dragonflies:] given routers with radix r, "
              "the radix devoted to global versus local can be adjusted in response to the "
              "relative cost of long versus short connections.",
    notes="For radix r, every split r = K + (M - 1) with K >= 1 global and M - 1 >= 0 local ports "
          "gives a D3(K, M) and an MDF(K, M): computed, the set of router port counts of the "
          "built networks over all splits (D3 by port ends as in d3.sec2.ports, MDF by degree); "
          "'in response to cost' is a design choice, not decided.",
    params={"r": range(1, 7)}, size=lambda r: r * r)
def _(r):
    radices = set()
    for K in range(1, r + 1):
        M = r - K + 1
        ends = Counter()
        for kind, a, pa, b, pb in _net(K, M).port_links():
            ends.update({(a, kind, pa), (b, kind, pb)})
        radices |= set(Counter(x[0] for x in ends).values())
        radices |= {int(x) for x in MDF(K, M).degrees()}
    return {r}, radices


@claims.instances(
    "d3.sec11.deflection_avoids", where="Section 11, common property 3; Sections 5, 8, 10",
    premises=(_DF, _COMMON),
    statement="[Common to Swapped Dragonflies and maximal Dragonflies:] deflection routing can be "
              "used to avoid conflicts.",
    notes="The conflict of Section 5: every router of one drawer sends to the router in the same "
          "position of another drawer, all at once. D3(K, M): minimal (2.2) paths versus the "
          "Section 10 deflection (b = 4 with C = c' - c, then b = 3); MDF(K, M) (palm tree): "
          "minimal l|g|l routes versus a Valiant detour through the group reached by each "
          "router's global port 0. Computed, over every ordered pair of distinct drawers: "
          "(the pairs whose minimal paths conflict, the pairs whose deflected paths conflict), "
          "for D3 and MDF. 'Reducing average latency' is d3.sec11.performance.",
    params=_km([(1, 2), (2, 2), (1, 3), (2, 3), (3, 2)]), size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    net = _net(K, M)
    drawers = list(itertools.product(range(K), range(M)))
    d3 = [0, 0]
    for (c, d), (c2, d2) in itertools.permutations(drawers, 2):
        pairs = [((c, d, p), (c2, d2, p)) for p in range(M)]
        d3[0] += bool(_link_conflicts([follow_ports(net, s, vector_ports(*source_vector(net, s, t)))
                                       for s, t in pairs]))
        d3[1] += bool(_link_conflicts([destination_route(net, s, t, deflect=(s[2], (c2 - c) % K))
                                       for s, t in pairs]))
    table = palm_tree_table(K, M)
    mdf = [0, 0]
    for A, B in itertools.permutations(range(K * M + 1), 2):
        pairs = [((A, p), (B, p)) for p in range(M)]
        mdf[0] += bool(_link_conflicts([minimal_path(table, K, M, s, t) for s, t in pairs]))
        detours = []
        for s, t in pairs:
            mid = _mdf_global_hop(table, K, s)
            detours.append([s] + minimal_path(table, K, M, mid, t))
        mdf[1] += bool(_link_conflicts(detours))
    n_d3, n_mdf = len(drawers) * (len(drawers) - 1), (K * M + 1) * K * M
    return (n_d3, 0, n_mdf, 0), (d3[0], d3[1], mdf[0], mdf[1])


def _mdf_global_hop(table, K, router):
    """Router reached by global port 0 of ``router = (G, p)`` in the MDF of ``table``."""
    G, p = router
    G2 = table[G][p * K]
    return G2, table[G2].index(G) // K


def _nested(t, K, M) -> bool:
    """Property 5 (MDF column) for a table: for every L < K, the rows of groups 0..LM restricted to
    the columns of ports 0..L-1 (column j = router j // K, port j % K) form an MDF(L, M) table."""
    for L in range(1, K):
        n = L * M + 1
        cols = [j for j in range(K * M) if j % K < L]
        if any(sorted(t[G][j] for j in cols) != [h for h in range(n) if h != G] for G in range(n)):
            return False
    return True


@claims.instances(
    "d3.sec11.one_table.unique", where="Section 11",
    statement="There is only one table which produces an MDF having property 5.",
    notes="First part of d3.sec11.one_table (the second, that machines are built with it, is "
          "industrial practice). Property 5 in the MDF column is printed garbled ('D3(L, N) c "
          "D3(K, N)'); read as MDF(L, M) inside MDF(K, M) by the table: for every L < K the groups "
          "0..LM with the ports 0..L-1 of their routers carry an MDF(L, M) (the way "
          "d3.table1.row3 extends a machine). Every table obeying the row restraint: computed, "
          "the number of tables with the property. Smallest counterexample MDF(2,1): 2 of its 8 "
          "tables (12 of the 1296 tables of MDF(3,1)); with K = 1 the property is vacuous and "
          "every table has it. The tables are counted as printed tables (cells labelled); up to "
          "relabelling or isomorphism the count is not decided here (MDF(K, 1) is the complete "
          "graph whatever the table).",
    premises=(_DF,),
    parts=("d3.sec11.one_table",),
    params=_km([(1, 1), (2, 1), (3, 1), (1, 2)]), size=lambda K, M: (K * M + 1) * M,
    expect="refuted", erratum="substantive", witness={"K": 2, "M": 1})
def _(K, M):
    return 1, sum(_nested(t, K, M) for t in all_tables(K, M))


claims.not_checkable(
    "d3.sec11.one_table", where="Section 11",
    statement="There is only one table which produces an MDF having property 5 and it is the only "
              "way that the Dragonflies are being built. The table being used to design machines "
              "has the property that each global port maps all groups to only two groups.",
    reason="Which global table manufacturers build machines with is industrial practice outside "
           "the paper, and property 5 for MDF is printed garbled ('D3(L, N) c D3(K, N)'), so "
           "'only one table' has no decidable reading. What such a two-group table implies for "
           "source-vector routing is decided in d3.sec11.two_groups; MDF(L, M) inside MDF(K, M) "
           "in d3.table1.row3. The uniqueness of the table, read with property 5 as MDF(L, M) "
           "inside MDF(K, M) by the table, is decidable: d3.sec11.one_table.unique (refuted).",
    premises=(_DF,), parts=("d3.sec11.one_table.unique",))


def _two_group_table(K, M) -> tuple:
    """Consecutive table of MDF(K, M): (every column takes at most two groups, some source vector
    is not a conflict-free permutation of the routers)."""
    t = consecutive_table(K, M)
    two = all(len({row[j] for row in t}) <= 2 for j in range(K * M))
    return two, not all(vector_is_parallel(t, K, M, v)
                        for v in itertools.product(range(K), range(M), range(M)))


@claims.instances(
    "d3.sec11.two_groups", where="Section 11",
    premises=(_DF,),
    statement="The table being used to design machines has the property that each global port maps "
              "all groups to only two groups. So no existing Dragonfly supports source-vector "
              "routing.",
    notes="Decided: the inference from the two-group property. The table with it is the "
          "consecutive (absolute) arrangement (column j maps group G to j if j < G, else j + 1). "
          "'Supports source-vector routing' is read as D3's property (d3.abstract.parallel_paths): "
          "every source vector (gamma, pi, delta), sent by all routers at once, is a permutation "
          "of the routers with no link conflict (latticegraph.dragonfly_tables). Computed: (the "
          "two-group property, some vector fails). With one global port per router (K = 1) the "
          "global links form a perfect matching and every vector is a permutation, so the "
          "inference fails there (smallest counterexample MDF(1,1)); K >= 2 is "
          "d3.sec11.two_groups.k2. Alternative reading checked by counting: if source-vector "
          "routing means every destination is reached by an l|g|l vector, no MDF supports it "
          "whatever the table (KM^2 vectors, (KM + 1)M routers). The first sentence is "
          "d3.sec11.permute_drawers; which table machines use, d3.sec11.one_table.",
    params=_km([(K, M) for K in range(1, 4) for M in range(1, 4)]), size=lambda K, M: (K * M + 1) * M,
    expect="refuted", erratum="boundary", witness={"K": 1, "M": 1})
def _(K, M):
    return (True, True), _two_group_table(K, M)


@claims.instances(
    "d3.sec11.two_groups.k2", where="Section 11",
    premises=(_DF,),
    statement="For K >= 2 global ports per router, on the MDF(K, M) whose every global port maps "
              "all groups to only two groups, some source vector sent by all routers is not a "
              "conflict-free permutation: source-vector routing is not supported.",
    corrects="d3.sec11.two_groups",
    params=_km([(K, M) for K in range(2, 5) for M in range(1, 5)]), size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    return (True, True), _two_group_table(K, M)


@claims.instances(
    "d3.sec11.permute_drawers", where="Section 11",
    premises=(_DF,),
    statement="In order for source vector routing to be possible on a Dragonfly, global ports have "
              "to permute the set of drawers.",
    notes="'Global port' as in the next sentence: a column (router, port) of the MDF table; it "
          "permutes the drawers when it maps the groups one-to-one. 'Source vector routing "
          "possible' as in d3.sec11.two_groups (every vector sent by all routers is a "
          "conflict-free permutation). Every table of each MDF(K, M) in the domain: computed, "
          "the tables on which source-vector routing is possible although some column does not "
          "permute the groups (the condition is not necessary). Smallest counterexample MDF(1,2): "
          "6 of its 8 tables (with K = 1 every vector is a permutation). Not only K = 1: MDF(2,2) "
          "has (4!)^5 tables, too many to list, so there 3000 tables drawn with random.Random(0) "
          "are searched; a table found is a counterexample, none found would decide nothing "
          "(tests/test_proofs_d3_tables.py holds one). "
          "Alternative reading (the map a port induces on routers is one-to-one) is the "
          "definition of a vector's global hop being a permutation: no separate condition.",
    params=_km([(2, 1), (3, 1), (1, 2), (1, 3), (2, 2)]), size=lambda K, M: (K * M + 1) * M,
    expect="refuted", erratum="substantive", witness={"K": 1, "M": 2})
def _(K, M):
    vecs = list(itertools.product(range(K), range(M), range(M)))
    n = K * M + 1
    if math.factorial(K * M) ** n <= 10 ** 4:
        tables = all_tables(K, M)
    else:
        rng = random.Random(0)
        tables = (tuple(tuple(rng.sample([h for h in range(n) if h != G], n - 1)) for G in range(n))
                  for _ in range(3000))
    return 0, sum(1 for t in tables
                  if all(vector_is_parallel(t, K, M, v) for v in vecs)
                  and not columns_permute_groups(t))


@claims.instances(
    "d3.sec11.mdf_largest", where="Section 11",
    statement="A maximal Dragonfly MDF(K, M) has KM + 1 groups connected in a complete graph by "
              "global ports. It is the largest diameter three Dragonfly that can be made using the "
              "drawers and routers specified.",
    notes="Dragonfly as in [11]: groups (complete graphs K_M) joined pairwise by global links, K "
          "global ports per router. A group has KM global ports, so at most KM other groups. "
          "Computed on the built MDF(K, M): its groups, whether every global port of every group "
          "carries the link to a different group (no port left for a further group), and its "
          "diameter. Alternative reading (any "
          "diameter-3 network of groups K_M with K global ports, groups not joined pairwise) is "
          "false: the truncated tetrahedron (12 routers, cubic, diameter 3) splits into 6 groups of "
          "2 routers by a perfect matching, with 2 global ports each, one group more than "
          "MDF(2, 2); registered as d3.sec11.mdf_largest.reading2. The domain includes M = 1, "
          "which the statement covers: MDF(K, 1) = K_{K+1} has diameter 1, so it is no diameter "
          "three Dragonfly (smallest counterexample MDF(1,1)); M >= 2 is d3.sec11.mdf_largest.m2.",
    premises=(_DF,),
    reading="Dragonflies whose groups are joined pairwise by global links ([11])",
    readings=("d3.sec11.mdf_largest.reading2",),
    params=lambda: [{"K": K, "M": M} for K in range(1, 4) for M in range(1, 5)],
    size=lambda K, M: (K * M + 1) * M, expect="refuted", erratum="boundary",
    witness={"K": 1, "M": 1})
def _(K, M):
    g = MDF(K, M)
    return (K * M + 1, True, 3), (g.groups, _mdf_rows_full(g), diameter(distance_distribution(g)))


@claims.instances(
    "d3.sec11.mdf_largest.m2", where="Section 11",
    statement="For M >= 2: a maximal Dragonfly MDF(K, M) has KM + 1 groups connected in a complete "
              "graph by global ports. It is the largest diameter three Dragonfly [whose groups are "
              "joined pairwise] that can be made using the drawers and routers specified.",
    premises=(_DF,), corrects="d3.sec11.mdf_largest",
    params=lambda: [{"K": K, "M": M} for K in range(1, 4) for M in range(2, 5)],
    size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    g = MDF(K, M)
    return (K * M + 1, True, 3), (g.groups, _mdf_rows_full(g), diameter(distance_distribution(g)))


def _larger_dragonfly(K, M) -> nx.Graph:
    """A diameter-three network of groups K_M with at most K global links per router and more than
    KM + 1 groups: the 7-cycle (K = 2, M = 1) and the Heawood graph (K = 2, M = 2)."""
    return {(2, 1): nx.cycle_graph(7), (2, 2): nx.heawood_graph()}[(K, M)]


@claims.instances(
    "d3.sec11.mdf_largest.reading2", where="Section 11",
    statement="[MDF(K, M)] is the largest diameter three Dragonfly that can be made using the "
              "drawers and routers specified [among all global wirings].",
    notes="Second reading of d3.sec11.mdf_largest: a Dragonfly as Section 11 defines it (groups "
          "of M routers in a complete graph, K global ports per router), its groups not "
          "necessarily joined pairwise. Computed on a network with more groups: its groups (the "
          "routers for M = 1, a perfect matching for M = 2), whether each group is a complete "
          "graph K_M, the largest number of global links at a router, its diameter, and the number "
          "of groups, against MDF's KM + 1. Smallest counterexample K = 2, M = 1: the 7-cycle "
          "(7 groups against 3); K = M = 2: the Heawood graph (14 routers, 7 groups against 5; "
          "the truncated tetrahedron gives 6).",
    premises=(_DF,),
    reading="any global wiring of groups K_M with K global ports per router",
    readings=("d3.sec11.mdf_largest",),
    params=_km([(2, 1), (2, 2)]), size=lambda K, M: 7 * M,
    expect="refuted", erratum="substantive", witness={"K": 2, "M": 1})
def _(K, M):
    g = _larger_dragonfly(K, M)
    groups = ([{v} for v in g] if M == 1 else
              [set(e) for e in nx.max_weight_matching(g, maxcardinality=True)])
    local = {frozenset((u, v)) for grp in groups for u, v in itertools.combinations(grp, 2)}
    complete = sum(map(len, groups)) == g.number_of_nodes() and all(
        g.has_edge(*e) for e in map(tuple, local))
    global_deg = max(sum(frozenset((v, w)) not in local for w in g[v]) for v in g)
    # printed: every such network has at most KM + 1 groups
    return (True, True, 3, True), (complete, global_deg <= K, nx.diameter(g),
                                   len(groups) <= K * M + 1)


@claims.instances(
    "d3.sec11.mdf_table", where="Section 11",
    premises=(_DF,),
    statement="The connectivity of MDF(K, M) may be determined by a KM + 1 x KM table [entry "
              "(d, (p, gamma)) the drawer reached by port gamma of (d, p); in row d', d appears at "
              "the column of the far end]. The only restraint on the table is that row d contain "
              "every drawer d' except itself.",
    notes="Every table obeying the restraint, for each MDF(K, M) of the domain: computed, the "
          "tables whose network is not an MDF(K, M) (every pair of groups joined by exactly one "
          "link, every router with K global links, diameter <= 3).",
    params=_km([(2, 1), (3, 1), (1, 2), (1, 3)]), size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    n = K * M + 1
    bad = 0
    for t in all_tables(K, M):
        links = table_links(t, K, M)
        per_router = Counter(x[:2] for link in links for x in link)
        pairs = Counter(frozenset((a[0], b[0])) for a, b in links)
        ok = (len(pairs) == n * (n - 1) // 2 and set(pairs.values()) == {1}
              and set(per_router.values()) == {K} and len(per_router) == n * M
              and nx.diameter(table_graph(t, K, M)) <= 3)
        bad += not ok
    return 0, bad


@claims.instances(
    "d3.table1.row1", where="Table 1 row 1",
    premises=(_DF, _TABLE1),
    statement="Drawers: D3(K, M) has KM, MDF(K, M) has KM + 1.",
    params=lambda: [{"K": K, "M": M} for K in range(1, 4) for M in range(1, 5)],
    size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    d3_drawers = len({r[:2] for r in D3(K, M).routers()})
    g = MDF(K, M)
    return (K * M, K * M + 1), (d3_drawers, len({g.label(i)[0] for i in range(g.order)}))


@claims.instances(
    "d3.table1.row2", where="Table 1 row 2",
    premises=(_DF, _TABLE1),
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
    premises=(_DF, _TABLE1),
    statement="L < K and N < M: D3(L, N) is contained in D3(K, M) (and, printed in the MDF column, "
              "D3(L, N) in D3(K, N)).",
    notes="Explicit embedding: cabinets {0..L-1} (Theorem 1) and drawer/router indices {0..N-1} "
          "(Section 4), checked port by port and edge by edge.",
    params=lambda: [{"K": K, "M": M, "L": L, "N": N} for K, M in [(2, 2), (2, 3), (3, 3), (3, 4)]
                    for L in range(1, K + 1) for N in range(1, M + 1) if (L, N) != (K, M)],
    size=lambda K, M, L, N: K * M * M)
def _(K, M, L, N):
    return True, _kappa_lambda_ok(K, M, tuple(range(L)), tuple(range(N)))


@claims.instances(
    "d3.table1.row3", where="Table 1 rows 3 and 5 (MDF column); Section 6 (graceful scaling)",
    premises=(_DF, _TABLE1),
    statement="Scales: D3(K, M) gracefully, MDF(K, M) gracefully. [Row 5, MDF column: for L < K, "
              "MDF(L, N) is contained in MDF(K, N).]",
    notes="Graceful scaling as Section 6 defines it: a machine built with L of the K global ports "
          "can be expanded to K without rewiring. D3: the D3(kappa, M, K) wiring on cabinets "
          "0..L-1 keeps every link and port in D3(K, M), and the expansion adds only links "
          "touching new cabinets (d3.sec4.graceful). MDF: the palm-tree MDF(L, M) extended to a "
          "table of MDF(K, M) (latticegraph.dragonfly_tables.extend_table) that obeys the row "
          "restraint and keeps every link of MDF(L, M) on the same routers and ports, which also "
          "makes MDF(L, M) a sub-network of MDF(K, M): the garbled MDF entry of row 5 ('D3(L, "
          "N) c D3(K, N)', as printed a true statement about D3, d3.table1.row5) read as MDF.",
    params=lambda: [{"L": L, "K": K, "M": M} for K in (2, 3) for L in range(1, K) for M in (1, 2, 3)],
    size=lambda L, K, M: K * M * M)
def _(L, K, M):
    same, only_new, _ = _graceful(L, K, M, tuple(range(L)))
    small = palm_tree_table(L, M)
    big = extend_table(small, L, K, M)
    kept = set(table_links(big, K, M))
    kept |= {(b, a) for a, b in kept}
    return (True, True), (same and only_new, set(table_links(small, L, M)) <= kept)


def _mdf_vectors(K, M) -> tuple:
    """(some MDF(K, M) table has a source vector that is not a conflict-free permutation, some
    table has none); decided on the consecutive and palm-tree tables, else on every table."""
    vecs = list(itertools.product(range(K), range(M), range(M)))

    def all_parallel(t):
        return all(vector_is_parallel(t, K, M, v) for v in vecs)
    if not all_parallel(consecutive_table(K, M)):
        return True, all_parallel(palm_tree_table(K, M))
    verdicts = {all_parallel(t) for t in all_tables(K, M)}
    return False in verdicts, True in verdicts


@claims.instances(
    "d3.table1.rows4_7", where="Table 1 rows 4 and 7; Section 11; Section 13",
    premises=(_DF, _TABLE1),
    statement="Parallelism over local and global ports: D3(K, M) yes, MDF(K, M) not always possible. "
              "Vector-source routing: D3(K, M) can be used for parallelism, MDF(K, M) not always "
              "possible.",
    notes="Section 11 explains rows 4 and 7 by source vectors: a vector (gamma, pi, delta) sent by "
          "all routers at once uses the local ports (delta, pi) and the global port gamma of "
          "every router in parallel. Read as: on D3(K, M) every vector is a permutation of the "
          "routers without link conflict; on MDF(K, M) some table has a vector that is not, and "
          "(so 'not always', not 'never') some table has none. Computed: these three "
          "(consecutive and palm-tree tables, every table when those do not decide). With K = 1 "
          "every MDF table supports every vector (the global links form a perfect matching), so "
          "'not always possible' fails there: smallest counterexample MDF(1,1); K >= 2 is "
          "d3.table1.rows4_7.k2.",
    params=_km([(K, M) for K in range(1, 4) for M in range(1, 4)]), size=lambda K, M: (K * M + 1) * M,
    expect="refuted", erratum="boundary", witness={"K": 1, "M": 1})
def _(K, M):
    return (True, True, True), (not _d3_vectors_not_parallel(K, M), *_mdf_vectors(K, M))


@claims.instances(
    "d3.table1.rows4_7.k2", where="Table 1 rows 4 and 7",
    premises=(_DF, _TABLE1),
    statement="For K >= 2: every source vector is a conflict-free permutation on D3(K, M); on "
              "MDF(K, M) this depends on the global table (consecutive: no, palm tree: yes).",
    corrects="d3.table1.rows4_7",
    params=_km([(K, M) for K in range(2, 4) for M in range(1, 5)]), size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    return (True, True, True), (not _d3_vectors_not_parallel(K, M), *_mdf_vectors(K, M))


def _mdf_classes(K, M) -> int:
    """Isomorphism classes of MDF(K, M) networks: among the consecutive and palm-tree tables, or
    over every table when those two are isomorphic."""
    def cert(t):
        return _certificate(table_graph(t, K, M))
    found = {cert(consecutive_table(K, M)), cert(palm_tree_table(K, M))}
    return len(found) if len(found) > 1 else len({cert(t) for t in all_tables(K, M)})


@claims.instances(
    "d3.table1.row6", where="Table 1 row 6",
    premises=(_DF, _TABLE1),
    statement="Global connectivity: D3(K, M) determined, MDF(K, M) many alternatives.",
    notes="Read as: the global links of D3(K, M) are fixed by (2.1) (computed: they are exactly "
          "(c, d, p, (a)) -- (c + a, p, d, (-a))), while the tables of MDF(K, M) give at least two "
          "non-isomorphic networks (pynauty certificates of the consecutive and palm-tree "
          "tables, or of every table when those two agree). With K = 1 or M = 1 every table "
          "gives the same network (MDF(1, M): checked for M <= 3; MDF(K, 1) is the complete "
          "graph): smallest counterexample MDF(1,1), which has a single table. K, M >= 2 is "
          "d3.table1.row6.k2. Alternative reading (alternatives = distinct tables, isomorphic or "
          "not): fails only at K = M = 1.",
    params=_km([(K, M) for K in range(1, 4) for M in range(1, 4)]), size=lambda K, M: (K * M + 1) * M,
    expect="refuted", erratum="boundary", witness={"K": 1, "M": 1})
def _(K, M):
    return (True, True), (_d3_global_rule(K, M), _mdf_classes(K, M) >= 2)


def _d3_global_rule(K, M) -> bool:
    rule = {(r, a): (((r[0] + a) % K, r[2], r[1]), (-a) % K) for r in _net(K, M).routers()
            for a in range(K)}
    return _global_port_links(_net(K, M)) == rule


@claims.instances(
    "d3.table1.row6.k2", where="Table 1 row 6",
    premises=(_DF, _TABLE1),
    statement="For K, M >= 2 the global links of D3(K, M) are fixed by (2.1) while MDF(K, M) has "
              "non-isomorphic global wirings.",
    corrects="d3.table1.row6",
    params=_km([(K, M) for K in range(2, 4) for M in range(2, 5)]), size=lambda K, M: (K * M + 1) * M)
def _(K, M):
    return (True, True), (_d3_global_rule(K, M), _mdf_classes(K, M) >= 2)
