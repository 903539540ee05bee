"""Paper ``lacin``: the library's CIN instances (Swap, Circle, XOR), their ports and routes, and
HyperX, against the port pairing matrices built from Section 2 and Algorithm 1 (``indep_lacin``),
through the command line only.  (Wire lengths and crossings of Section 4 are not exported by
the command line, so they are not compared here.)"""
from __future__ import annotations

import indep_cli as cli
import networkx as nx
import pytest
from indep_graphs import average_text, distributions, summed
from indep_lacin import PAIRINGS, cin_graph, dimension_pairing, hyperx, is_pairing

CINS = ([("Swap", N) for N in range(1, 10)] + [("Circle", N) for N in range(1, 11)]
        + [("XOR", N) for N in (1, 2, 4, 8, 16)])
ROUTED = [("Swap", 5), ("Circle", 7), ("Circle", 8), ("XOR", 8)]
HYPERX = [(1,), (5,), (2, 3), (4, 4), (3, 5), (2, 2, 2), (3, 3, 3), (4, 2, 3)]


def spec(fam, N):
    return f"{fam}({N})"


def hx(sides):
    return f"HyperX({','.join(map(str, sides))})"


def all_pairs(n):
    return [(s, t) for s in range(n) for t in range(n) if s != t]


CLI_CALLS = ([cli.export_call(tuple(spec(*c) for c in CINS) + tuple(hx(s) for s in HYPERX))]
             + [cli.route_call(spec(*c), all_pairs(c[1])) for c in ROUTED]
             + [cli.route_call(hx((4, 4)), all_pairs(16))]
             + [cli.info_call(tuple(hx(s) for s in HYPERX))])


@pytest.mark.parametrize("fam, N", [(f, N) for f in PAIRINGS for N in range(2, 17)
                                    if f != "XOR" or N & (N - 1) == 0])
def test_pairings_are_complete_graphs(fam, N):
    """Section 2: every instance pairs the N(N-1) ports (one idle per switch for odd Circle)
    into the N(N-1)/2 links of a complete graph; Circle and XOR are isoport."""
    P = PAIRINGS[fam](N)
    assert is_pairing(P)
    G = cin_graph(P)
    assert G.number_of_edges() == N * (N - 1) // 2 and nx.density(G) == (1 if N > 1 else 0)
    if fam != "Swap":
        assert all(j == i for row in P for i, (_, j) in row.items())


@pytest.mark.parametrize("fam, N", CINS)
def test_export_ports_are_the_port_pairing(fam, N):
    """Each exported link (u, v) with ports (p, q) is P_{u,p} = P_{v,q} paired."""
    G, mult, _, ports, _ = cli.labelled(spec(fam, N))
    P = PAIRINGS[fam](N)
    labels = {int(x) for x in G.nodes}
    assert labels == set(range(N))
    assert {frozenset(map(int, e)) for e in G.edges} == \
        {frozenset(e) for e in cin_graph(P).edges}
    assert set(mult.values()) <= {1}
    seen = set()
    for (u, v), pp in ports.items():
        (pu, pv), = pp
        u, v = int(u), int(v)
        assert P[u][pu] == (v, pv), (fam, N, u, pu, v, pv)
        seen |= {(u, pu), (v, pv)}
    assert seen == {(S, i) for S, row in enumerate(P) for i in row}


@pytest.mark.parametrize("fam, N", ROUTED)
def test_routes_use_the_port_to_the_destination(fam, N):
    """Section 3: a route is the single link from A to B, through the port P wires to B
    (for Circle, Algorithm 2's port: the one Algorithm 1 wires to B)."""
    P = PAIRINGS[fam](N)
    recs = cli.routes(spec(fam, N), all_pairs(N))
    assert len(recs) == N * (N - 1)
    for rec in recs:
        a, b = int(rec["source"]["label"]), int(rec["target"]["label"])
        assert rec["path"] == [str(a), str(b)] and rec["length"] == rec["distance"] == 1
        port = rec["record"]["port"]
        assert P[a][port][0] == b, (fam, N, a, b, port)


@pytest.mark.parametrize("sides", HYPERX)
def test_hyperx_is_the_product_of_cin_instances(sides):
    """HyperX = K_{a_1} x ... x K_{a_n} on coordinates; each dimension's links are wired as
    that dimension's CIN instance (XOR for power-of-two sides, Circle otherwise), with the
    ports of dimension d offset by one constant per dimension."""
    G, mult, _, ports, _ = cli.labelled(hx(sides))
    ref = hyperx(*sides)
    assert set(G.nodes) == set(ref.nodes)
    assert {frozenset(e) for e in G.edges} == {frozenset(e) for e in ref.edges}
    offsets = {}
    for (u, v), pp in ports.items():
        (d,) = [i for i in range(len(sides)) if u[i] != v[i]]
        P = dimension_pairing(sides[d])
        (pu, pv), = pp
        i, j = next((i, j) for i, (t, j) in P[u[d]].items() if t == v[d])
        offsets.setdefault(d, set()).update({pu - i, pv - j})
    assert all(len(o) == 1 for o in offsets.values()), offsets


@pytest.mark.parametrize("sides", HYPERX)
def test_hyperx_info_against_bfs(sides):
    rec = cli.info(tuple(hx(s) for s in HYPERX))[hx(sides)]
    G = hyperx(*sides)
    each = distributions(G)
    assert rec["vertices"] == G.number_of_nodes() and rec["edges"] == G.number_of_edges()
    assert rec["degrees"] == sorted({d for _, d in G.degree})
    assert len({tuple(d) for d in each.values()}) == 1
    dd = next(iter(each.values()))
    if rec["distribution_from"] == "one vertex":
        assert rec["distance_distribution"] == dd
    else:
        assert rec["distance_distribution"] == summed(each.values())
    assert rec["diameter"] == len(dd) - 1 == sum(a > 1 for a in sides)
    assert rec["average_distance"] == average_text(dd)


def test_hyperx_routes():
    G = hyperx(4, 4)
    dist = dict(nx.all_pairs_shortest_path_length(G))
    for rec in cli.routes(hx((4, 4)), all_pairs(16)):
        path = [cli.parse_label(x) for x in rec["path"]]
        assert all(G.has_edge(u, v) for u, v in zip(path, path[1:]))
        assert rec["length"] == len(path) - 1 == dist[path[0]][path[-1]] == rec["distance"]
