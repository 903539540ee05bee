"""Tests of latticegraph.topologies.dragonfly (paper ``d3``, Draper, The Swapped Dragonfly)."""
from __future__ import annotations

import itertools

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from latticegraph.distance import diameter, distance_distribution
from latticegraph.specs import SpecError, graph
from latticegraph.topologies.dragonfly import (
    D3,
    MDF,
    Packet,
    all_to_all_schedule,
    all_to_one_schedule,
    broadcast_schedule,
    check_port_isomorphism,
    destination_route,
    follow_ports,
    glgl_one_to_all_schedule,
    greedy_starts,
    lambda_map,
    multi_broadcast_schedule,
    one_to_all_rounds,
    one_to_all_schedule,
    permutation_schedule,
    protocol_starts,
    random_permutation,
    simulate,
    source_vector,
    theorem1_map,
    theorem1_port_table,
    vector_ports,
)


# -- oracles written from the definitions ---------------------------------
def d3_oracle(K, M) -> nx.Graph:
    """(2.1): (c,d,p) ~ (c,d,p') and (c,d,p) ~ (c',p,d), all c', loops dropped."""
    G = nx.Graph()
    V = list(itertools.product(range(K), range(M), range(M)))
    G.add_nodes_from(V)
    for c, d, p in V:
        for q in range(M):
            if q != p:
                G.add_edge((c, d, p), (c, d, q))
        for c2 in range(K):
            if (c2, p, d) != (c, d, p):
                G.add_edge((c, d, p), (c2, p, d))
    return G


def labelled(g) -> nx.Graph:
    return nx.relabel_nodes(g.to_networkx(), {i: g.label(i) for i in range(g.order)})


def same_edges(G, H) -> bool:
    return {frozenset(e) for e in G.edges} == {frozenset(e) for e in H.edges} and \
        set(G.nodes) == set(H.nodes)


# -- D3 structure -----------------------------------------------------------
def test_acceptance_d3_3_4():
    g = graph("D3(3,4)")
    assert (g.order, g.size) == (48, 138)
    assert same_edges(labelled(g), d3_oracle(3, 4))


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 5), st.integers(1, 5))
def test_d3_matches_definition(K, M):
    g = D3(K, M)
    assert g.order == K * M * M
    assert same_edges(labelled(g), d3_oracle(K, M))
    # closed form: local K M * M(M-1)/2, global (K^2M^2 - KM)/2 (fixed points carry no link)
    assert g.size == K * M * M * (M - 1) // 2 + (K * K * M * M - K * M) // 2


@pytest.mark.parametrize("K,M", [(1, 2), (2, 2), (2, 3), (3, 4)])
def test_diameter_against_networkx(K, M):
    g = D3(K, M)
    assert diameter(distance_distribution(g)) == nx.diameter(d3_oracle(K, M)) == 3


def test_port_multigraph_counts_and_rules():
    K, M = 3, 4
    g = D3(K, M)
    MG = g.port_multigraph()
    loops = [e for e in MG.edges(keys=True) if e[0] == e[1]]
    assert len(loops) == K * M and {e[0] for e in loops} == set(g.fixed_points())
    assert MG.number_of_edges() == g.size + K * M
    # every (router, kind, port) end occurs exactly once
    ends = [end + (data["kind"],) for _, _, data in MG.edges(data=True) for end in set(data["ports"])]
    assert len(ends) == len(set(ends)) == K * M * M * (K + M - 1)
    simple = nx.Graph((u, v) for u, v in MG.edges() if u != v)
    assert same_edges(simple, labelled(g))
    # Section 3 example, K = 6
    links = {(r, a): (s, b) for kind, r, a, s, b in D3(6, 6).port_links() if kind == "g"}
    assert links[((2, 3, 5), 2)] == ((4, 5, 3), 4) or links[((4, 5, 3), 4)] == ((2, 3, 5), 2)


def test_labels_and_bad_input():
    g = D3(2, 3)
    assert [g.index(g.label(i)) for i in range(g.order)] == list(range(g.order))
    for bad in [(0, 3), (2, 0), (1.5, 2), (True, 2)]:
        with pytest.raises(ValueError):
            D3(*bad)
    with pytest.raises(ValueError, match="out of range"):
        g.label(18)
    with pytest.raises(ValueError):
        g.step((0, 0, 0), "x", 1)
    with pytest.raises(SpecError):
        graph("D3(0,4)")
    with pytest.raises(SpecError):
        graph("MDF(1)")


# -- MDF ---------------------------------------------------------------------
@pytest.mark.parametrize("K,M", [(1, 1), (1, 3), (2, 2), (2, 4), (3, 3)])
def test_mdf_definition(K, M):
    g = MDF(K, M)
    n = K * M + 1
    assert g.order == n * M
    # the global wiring is an involution on (router, port) ends without fixed points
    for G_, p, a in itertools.product(range(n), range(M), range(K)):
        r2, a2 = g.global_neighbor((G_, p), a)
        assert r2[0] != G_ and g.global_neighbor(r2, a2) == ((G_, p), a)
    H = g.to_networkx()
    groups = nx.quotient_graph(H, [set(range(G_ * M, G_ * M + M)) for G_ in range(n)],
                               edge_data=lambda b, c: {"w": sum(1 for u in b for v in c
                                                                if H.has_edge(u, v))})
    assert groups.number_of_edges() == n * (n - 1) // 2
    assert {d["w"] for *_, d in groups.edges(data=True)} == ({1} if n > 1 else set())
    assert set(int(x) for x in g.degrees()) == {K + M - 1}
    if M >= 2:
        assert diameter(distance_distribution(g)) == nx.diameter(H) == 3


# -- sub-networks ------------------------------------------------------------
def test_theorem1_map_certificate_and_negative():
    kappa, N, M = (1, 2, 5, 8), 9, 2
    rmap, pmap = theorem1_map(kappa, N, M)
    small, big = D3(4, M), D3(N, M)

    def port_of(r, kind, a):
        return pmap[(r[0], a)] if kind == "g" else a
    assert check_port_isomorphism(small, big, rmap, port_of) == []
    # the identity port translation is wrong for kappa != range(K)
    assert check_port_isomorphism(small, big, rmap, lambda r, kind, a: a) != []
    # induced subgraph isomorphic (networkx oracle)
    sub = labelled(big).subgraph(rmap.values())
    assert nx.is_isomorphic(sub, labelled(small))
    assert theorem1_port_table(kappa, N)[0] == (0, 1, 4, 7)
    with pytest.raises(ValueError):
        theorem1_map((1, 1), 3, 2)
    with pytest.raises(ValueError):
        theorem1_map((0, 3), 3, 2)


def test_lambda_map_certificate():
    K, M, lam = 2, 4, (0, 2, 3)
    rmap, lp = lambda_map(lam, K, M)
    bad = check_port_isomorphism(D3(K, 3), D3(K, M), rmap,
                                 lambda r, kind, a: a if kind == "g" else lp[(r[2], a)])
    assert bad == []
    assert nx.is_isomorphic(labelled(D3(K, M)).subgraph(rmap.values()), labelled(D3(K, 3)))
    with pytest.raises(ValueError):
        lambda_map((), 2, 3)


# -- routing -------------------------------------------------------------------
@pytest.mark.parametrize("K,M", [(1, 3), (2, 3), (3, 2)])
def test_source_vector_and_destination_route_brute_force(K, M):
    net = D3(K, M)
    G = labelled(net)
    for s, t in itertools.product(net.routers(), repeat=2):
        path = follow_ports(net, s, vector_ports(*source_vector(net, s, t)))
        assert path[-1] == t
        assert all(u == v or G.has_edge(u, v) for u, v in zip(path, path[1:]))
        assert destination_route(net, s, t) == path
    with pytest.raises(ValueError):
        destination_route(net, (0, 0, 0), (0, 0, 0), b1_column="c")


# -- simulator -------------------------------------------------------------------
def test_simulator_conflict_detection_by_hand():
    net = D3(2, 3)
    a = Packet((0, 0, 0), (("l", 1),), 0, "a")
    b = Packet((0, 0, 0), (("l", 1),), 0, "b")
    c = Packet((0, 0, 0), (("l", 1),), 1, "c")        # same link, next step
    d = Packet((0, 0, 0), (("l", 0), ("g", 0)), 0, "d")  # stays, then fixed point: no link
    e = Packet((0, 0, 0), (("l", 0),), 0, "e")
    res = simulate(net, [a, b, c, d, e])
    assert res.conflicts == [(0, (0, 0, 0), "l", 1, ("a", "b"))]
    assert res.deliveries["d"] == {(0, 0, 0): 1} and res.deliveries["c"] == {(0, 0, 1): 1}
    assert res.makespan == 2


@pytest.mark.parametrize("K,M", [(1, 3), (2, 4)])
def test_broadcast_reaches_everyone_once(K, M):
    net = D3(K, M)
    for s in net.routers():
        res = simulate(net, broadcast_schedule(net, s))
        assert res.deliveries[0] == {r: 1 for r in net.routers()} and res.conflicts == []


def test_theorem4_protocols():
    net = D3(2, 4)
    assert protocol_starts(6, 3) == [0, 1, 4, 5, 8, 9]
    assert protocol_starts(4, 2) == [0, 1, 3, 4]
    with pytest.raises(ValueError):
        protocol_starts(3, 4)
    assert simulate(net, multi_broadcast_schedule(net, (0, 1, 2), 5, 1)).makespan == 7  # N + 2
    assert simulate(net, multi_broadcast_schedule(net, (0, 1, 1), 5, 1)).conflicts
    assert not simulate(net, multi_broadcast_schedule(net, (0, 1, 1), 6, 3)).conflicts


def test_one_to_all_and_greedy_delays():
    net = D3(2, 4)
    for s in [(0, 1, 2), (1, 3, 3)]:
        starts, delays = greedy_starts(net, one_to_all_rounds(net, s), lambda tag: s)
        res = simulate(net, one_to_all_schedule(net, s, starts=starts))
        assert res.conflicts == []
        assert sorted(r for d in res.deliveries.values() for r in d) == sorted(net.routers())
        assert delays == (0 if s[1] != s[2] else net.M - 1)
    res = simulate(net, glgl_one_to_all_schedule(net, (0, 1, 2)))
    assert res.conflicts == [] and len(res.deliveries) == net.order


def test_all_to_one_and_all_to_all():
    net = D3(2, 4)
    res = simulate(net, all_to_one_schedule(net, (0, 0, 1), starts=[3 * i for i in range(8)]))
    assert res.conflicts == []
    assert all(res.deliveries[("ans", i, d)] == {(0, 0, 1): 1} for i in range(8) for d in range(4))
    assert simulate(net, all_to_one_schedule(net, (0, 0, 1))).conflicts   # Theorem 6 as printed
    pk, starts = all_to_all_schedule(net, "theorem7")
    res = simulate(net, pk)
    assert res.conflicts == [] and starts[-1] + 1 - 32 == 8     # KM delays
    assert {t for (i, r), d in res.deliveries.items() if r == (1, 2, 3) for t in d} == \
        set(net.routers())
    with pytest.raises(ValueError):
        all_to_all_schedule(net, "nope")


def test_permutation_schedule():
    net = D3(2, 4)
    for seed in range(3):
        perm = random_permutation(net, seed)
        pk, total = permutation_schedule(net, perm)
        res = simulate(net, pk)
        assert res.conflicts == [] and total <= net.M + 4
        assert all(res.deliveries[s] == {t: 1} for s, t in perm.items())


@pytest.mark.parametrize("K, M", [(1, 2), (2, 3), (3, 4), (4, 2)])
def test_link_array_ports_follow_section_2(K, M):
    """Export hook: each row's ports, decoded back to the paper's local port pi = port + 1
    and global port a = port - (M - 1), lead from one end to the other by (2.1); every
    port of every router is used exactly once, except global port 0 of the fixed points."""
    g = D3(K, M)
    rows = g.link_array()
    used = set()
    for u, pu, v, pv in rows.tolist():
        for x, px, y in ((u, pu, v), (v, pv, u)):
            kind, port = ("l", px + 1) if px < M - 1 else ("g", px - (M - 1))
            assert g.index(g.step(g.label(x), kind, port)) == y
            assert (x, px) not in used
            used.add((x, px))
    fixed = {(g.index(r), M - 1) for r in g.fixed_points()}
    assert used | fixed == {(x, p) for x in range(g.order) for p in range(M - 1 + K)}
    assert not used & fixed
    assert {frozenset(e) for e in rows[:, [0, 2]].tolist()} == \
        {frozenset(e) for e in g.edge_array().tolist()}


@pytest.mark.parametrize("K, M", [(1, 2), (2, 3), (3, 4)])
def test_route_hook_reaches_every_destination_in_at_most_3_hops(K, M):
    """Section 8: the source-vector header reaches any destination (self included) in
    at most 3 hops along real links; BFS distances are never longer."""
    g = D3(K, M)
    G = g.to_networkx()
    dist = dict(nx.all_pairs_shortest_path_length(G))
    for s in range(g.order):
        for t in range(g.order):
            r = g.route(s, t)
            path = r["path"]
            assert path[0] == s and path[-1] == t and r["length"] == len(path) - 1 <= 3
            assert all(G.has_edge(u, v) for u, v in zip(path, path[1:]))
            assert dist[s][t] <= r["length"]


# ---------------------------------------------------------------- issue 27: MDF never built
@pytest.mark.parametrize("K,M", [(1, 1), (1, 2), (2, 4), (3, 3), (2, 5), (4, 4), (3, 7), (5, 2)])
def test_mdf_unbuilt_against_networkx(K, M):
    """The ball of radius 2 per orbit (never built) against networkx's all pairs."""
    import networkx as nx

    from latticegraph.distance import degrees_and_size, distance_summary

    g = MDF(K, M)
    s = distance_summary(g)
    assert "graph not built" in s.method and s.orbits == (M + 1) // 2
    G = g.to_networkx()
    counts, ecc = [0] * 5, []
    for v, d in nx.all_pairs_shortest_path_length(G):
        for x in d.values():
            counts[x] += 1
        ecc.append(max(d.values()))
    while counts[-1] == 0:
        counts.pop()
    assert s.distribution == counts and s.eccentricities().tolist() == ecc
    assert degrees_and_size(g) == (sorted({int(x) for x in g.degrees()}), g.size)


def test_mdf_link_certificate_catches_a_broken_arrangement(monkeypatch):
    from latticegraph.orbits import CertificationError

    g = MDF(2, 4)
    real = MDF.global_neighbor
    monkeypatch.setattr(MDF, "global_neighbor",
                        lambda self, r, gp: ((1, 0), 0) if r == (0, 0) and gp == 0 else real(self, r, gp))
    with pytest.raises(CertificationError):
        g.link_certificate()
