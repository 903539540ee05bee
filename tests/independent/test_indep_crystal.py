"""Paper ``crystal``: the library's lattice graphs, distances and routes against builders written
from the paper's definitions (``indep_crystal``), through the command line only.

Builders: Definition 3 (G(M)), Definition 8 and Section 5.1 (Hermite form, labelling set),
Definition 4 / Theorem 5 (tori), Sections 3.1-3.3 (PC, FCC, BCC from the crystal matrices),
Example 9 (RTT), Example 10, Propositions 17-19 (4D-BCC, 4D-FCC, Lip), Lemma 23 (direct sum),
Theorem 24 and Example 25 (common lifts); routes: Definition 26 (routing records), Theorem 29
(Algorithm 1 is minimal), Example 32.
"""
from __future__ import annotations

import math
from functools import lru_cache

import indep_cli as cli
import networkx as nx
import pytest
import sympy
from indep_crystal import (
    MATRICES,
    common_lift,
    diag,
    direct_sum,
    hermite,
    lattice_graph,
    lattice_multigraph,
    reduce,
    smith_invariants,
)
from indep_graphs import average_text, distributions, summed

C = MATRICES
SPECS = {
    **{f"PC({a})": C["PC"](a) for a in (1, 2, 3, 4)},
    **{f"FCC({a})": C["FCC"](a) for a in (1, 2, 3, 4)},
    **{f"BCC({a})": C["BCC"](a) for a in (1, 2, 3)},
    **{f"RTT({a})": C["RTT"](a) for a in (1, 2, 3, 4)},
    "T(1)": diag(1), "T(5)": diag(5), "T(2,2)": diag(2, 2), "T(1,3)": diag(1, 3),
    "T(3,3)": diag(3, 3), "T(2,2,2)": diag(2, 2, 2), "T(3,4,5)": diag(3, 4, 5),
    **{f"T({2 * a},{a},{a})": diag(2 * a, a, a) for a in (1, 2, 3, 4)},
    **{f"T({2 * a},{2 * a},{a})": diag(2 * a, 2 * a, a) for a in (1, 2, 3, 4)},
    "4D-BCC(1)": C["4D-BCC"](1), "4D-BCC(2)": C["4D-BCC"](2),
    **{f"4D-FCC({a})": C["4D-FCC"](a) for a in (1, 2, 3)},
    "Lip(1)": C["Lip"](1), "Lip(2)": C["Lip"](2),
    "G([[4,0,0],[0,4,2],[0,0,4]])": [[4, 0, 0], [0, 4, 2], [0, 0, 4]],          # Example 10
    "G([[3,1],[0,3]])": [[3, 1], [0, 3]], "G([[5,2],[0,1]])": [[5, 2], [0, 1]],
    "G([[2,1,1],[1,2,1],[1,1,2]])": [[2, 1, 1], [1, 2, 1], [1, 1, 2]],            # Theorem 12
    "G([[3,1,2],[3,2,-3],[3,-3,1]])": [[3, 1, 2], [3, 2, -3], [3, -3, 1]],       # Theorem 12
    "directsum(PC(2),T(3))": direct_sum(C["PC"](2), diag(3)),
    "directsum(RTT(2),T(2))": direct_sum(C["RTT"](2), diag(2)),
    "commonlift(PC(2),BCC(1))": common_lift(C["PC"](2), C["BCC"](1)),          # Example 25
    "commonlift(PC(4),BCC(2))": common_lift(C["PC"](4), C["BCC"](2)),
    "commonlift(PC(2),FCC(1))": common_lift(C["PC"](2), C["FCC"](1)),
    "commonlift(FCC(1),BCC(1))": common_lift(C["FCC"](1), C["BCC"](1)),
    "commonlift(FCC(2),BCC(2))": common_lift(C["FCC"](2), C["BCC"](2)),
    "commonlift(T(4,4),RTT(2))": common_lift(diag(4, 4), C["RTT"](2)),         # Table 2
}
ROUTED = ("PC(3)", "FCC(2)", "FCC(3)", "BCC(2)", "BCC(3)", "RTT(3)", "T(4,2,2)", "4D-BCC(2)",
          "4D-FCC(2)", "Lip(1)", "G([[4,0,0],[0,4,2],[0,0,4]])", "commonlift(PC(4),BCC(2))",
          "commonlift(T(4,4),RTT(2))")


def order(spec: str) -> int:
    return math.prod(row[i] for i, row in enumerate(hermite(SPECS[spec])))


def route_pairs(spec: str):
    n = order(spec)
    return [(s, t) for s in sorted({0, n // 2, n - 1}) for t in range(n)]


EXAMPLE32 = [("(1,3,3)", "(6,0,1)")]
CLI_CALLS = ([cli.export_call(tuple(SPECS))] + [cli.info_call(tuple(SPECS))]
             + [cli.route_call(s, route_pairs(s)) for s in ROUTED]
             + [cli.route_call("FCC(4)", EXAMPLE32)])


@lru_cache(maxsize=None)
def mine(spec: str):
    return lattice_graph(SPECS[spec])


def test_example_25_matrices():
    """Example 25 prints the three common lifts; the builder reproduces them (a = 1, 2, 3)."""
    for a in (1, 2, 3):
        assert common_lift(C["PC"](2 * a), C["BCC"](a)) == [
            [2 * a, 0, 0, a], [0, 2 * a, 0, a], [0, 0, 2 * a, 0], [0, 0, 0, a]]
        assert common_lift(C["PC"](2 * a), C["FCC"](a)) == [
            [2 * a, 0, 0, a, a], [0, 2 * a, 0, 0, 0], [0, 0, 2 * a, 0, 0], [0, 0, 0, a, 0],
            [0, 0, 0, 0, a]]
        assert common_lift(C["FCC"](a), C["BCC"](a)) == [
            [2 * a, a, a, 0, a], [0, a, 0, 0, 0], [0, 0, a, 0, 0], [0, 0, 0, 2 * a, a],
            [0, 0, 0, 0, a]]


def test_hermite_forms_printed_in_the_paper():
    """Sections 3.2, 3.3 and Proposition 19 print the right equivalences the builder derives."""
    for a in (1, 2, 3, 5):
        assert hermite(C["FCC"](a)) == [[2 * a, a, a], [0, a, 0], [0, 0, a]]
        assert hermite(C["BCC"](a)) == [[2 * a, 0, a], [0, 2 * a, a], [0, 0, a]]
        lip = hermite(C["Lip"](a))
        assert [row[:3] for row in lip[:3]] == hermite(C["FCC"](2 * a))   # projection FCC(2a)
        assert lip == hermite([[2 * a, -2 * a, 0, -a], [0, 2 * a, -2 * a, a],
                               [2 * a, 0, 2 * a, -a], [0, 0, 0, a]])


@pytest.mark.parametrize("spec", list(SPECS))
def test_export_is_the_lattice_graph_of_definition_3(spec):
    """Same labels (the Hermite labelling set of Section 5.1) and the same links; the GraphML
    port multigraph has one link per port pair (v, +e_i) -- (v + e_i, -e_i), with the ports
    README documents (2i for +e_i, 2i+1 for -e_i)."""
    G, mult, kind, ports, _ = cli.labelled(spec)
    H = hermite(SPECS[spec])
    ref = mine(spec)
    assert set(G.nodes) == set(ref.nodes)
    assert {frozenset(e) for e in G.edges} == {frozenset(e) for e in ref.edges}
    multi = lattice_multigraph(SPECS[spec])
    assert mult == {frozenset((u, v)): multi.number_of_edges(u, v) for u, v in multi.edges()}
    n = len(H)
    for (u, v), pp in ports.items():
        for pu, pv in pp:
            for x, y, q in ((u, v, pu), (v, u, pv)):
                i, sign = divmod(q, 2)
                step = [(1 if sign == 0 else -1) * (j == i) for j in range(n)]
                assert reduce(H, [a + b for a, b in zip(x, step)]) == y, (spec, x, y, q)


@pytest.mark.parametrize("spec", list(SPECS))
def test_info_against_bfs(spec):
    """Order, links, degrees, diameter, exact average distance and distance distribution from
    networkx BFS on the paper's graph; Hermite form and Smith invariants recomputed here."""
    rec = cli.info(tuple(SPECS))[spec]
    G = mine(spec)
    M = SPECS[spec]
    H = hermite(M)
    each = distributions(G)
    assert rec["vertices"] == G.number_of_nodes() == abs(int(sympy.Matrix(M).det()))
    assert rec["edges"] == G.number_of_edges()
    assert rec["degrees"] == sorted({d for _, d in G.degree})
    assert rec["hnf"] == H and rec["dimension"] == len(H) and rec["side"] == H[-1][-1]
    assert rec["smith"] == smith_invariants(M)
    assert rec["distribution_from"] == "one vertex"
    # a Cayley graph: every vertex sees the same distribution (checked, not assumed)
    assert len({tuple(d) for d in each.values()}) == 1
    dd = next(iter(each.values()))
    assert rec["distance_distribution"] == dd
    assert rec["diameter"] == len(dd) - 1
    assert rec["average_distance"] == average_text(dd)
    assert summed(each.values()) == [G.number_of_nodes() * c for c in dd]


@pytest.mark.parametrize("spec", ROUTED)
def test_routes_are_minimal_routing_records(spec):
    """Every route is a walk along links of the paper's graph whose length is the BFS
    distance (Theorem 29), and its record r satisfies v_d - v_s = r (mod M) with |r| = length
    (Definition 26)."""
    G = mine(spec)
    H = hermite(SPECS[spec])
    recs = cli.routes(spec, route_pairs(spec))
    assert len(recs) == len(route_pairs(spec))
    lengths = {}
    for rec in recs:
        s, t = cli.parse_label(rec["source"]["label"]), cli.parse_label(rec["target"]["label"])
        path = [cli.parse_label(x) for x in rec["path"]]
        assert path[0] == s and path[-1] == t
        assert all(G.has_edge(u, v) for u, v in zip(path, path[1:])), (spec, path)
        if s not in lengths:
            lengths[s] = nx.single_source_shortest_path_length(G, s)
        assert rec["length"] == len(path) - 1 == lengths[s][t] == rec["distance"]
        assert rec["minimal"] is True
        r = rec["record"]
        assert sum(map(abs, r)) == rec["length"]
        assert reduce(H, [a + b for a, b in zip(s, r)]) == t


def test_example_32():
    """Example 32: in FCC(4) from (1,3,3) to (6,0,1) the minimum routing record is
    r_2 = (1, 1, -2), of norm 4."""
    (rec,) = cli.routes("FCC(4)", EXAMPLE32)
    assert rec["record"] == [1, 1, -2] and rec["length"] == 4
