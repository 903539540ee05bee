"""Paper ``d3``: the library's Swapped Dragonfly (graph, ports, routes, the communication
schedules of Section 9 and the Appendix), the maximal Dragonfly MDF and HyperX-free checks,
against the definitions of Sections 2, 3, 8, 11 and the Appendix (``indep_d3``), through the
command line only.  Schedules come from ``latticegraph schedule``; this module re-runs every
packet with the paper's port rules, checks each hop is a link (or a stay), each packet follows
its printed header and arrives where the paper says, and counts link conflicts itself."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

import indep_cli as cli
import networkx as nx
import pytest
from indep_d3 import d3, follow, header, mdf_invariants, simulate, step
from indep_graphs import average_text, distribution_from, summed

D3S = [(1, 1), (1, 2), (1, 3), (2, 1), (3, 1), (2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 4),
       (2, 5), (5, 2)]
MDFS = [(1, 1), (1, 2), (2, 1), (2, 2), (2, 3), (2, 4), (3, 2), (3, 3)]
ROUTED = [(2, 3), (3, 4)]


def spec(K, M):
    return f"D3({K},{M})"


def mdf(K, M):
    return f"MDF({K},{M})"


@lru_cache(maxsize=None)
def mine(K, M):
    return d3(K, M)


def route_pairs(K, M):
    n = K * M * M
    return [(s, t) for s in sorted({0, 1, M + 1, n // 2, n - 1}) for t in range(n)]


# (network, primitive, options, link conflicts the paper's statement implies, or None where
# the statement fails: Theorem 6's all-to-one has conflicts, recorded as refuted in proofs/d3.py)
SCHEDULES = [
    ((2, 4), "broadcast", ("--source", "(0,1,2)"), 0),                        # Theorem 4
    ((2, 4), "broadcast", ("--source", "(1,3,3)"), 0),
    ((3, 4), "broadcast", ("--source", "(2,0,3)", "--count", "5"), 0),        # Protocol 1, d != p
    ((3, 4), "broadcast", ("--source", "(2,3,3)", "--count", "5", "--protocol", "3"), 0),
    ((3, 4), "broadcast", ("--source", "(2,3,3)", "--count", "5"), None),     # why d = p needs 3
    ((2, 4), "one-to-all", ("--source", "(0,1,2)"), 0),                       # Theorem 5, d != p
    ((3, 4), "one-to-all", ("--source", "(1,2,2)"), 3),       # d = p, gamma = 0: pi = 1..M-1
    ((3, 4), "one-to-all-glgl", ("--source", "(1,0,2)"), 0),                  # Section 10
    ((2, 4), "all-to-one", ("--source", "(1,0,3)"), None),
    ((2, 3), "all-to-one", ("--source", "(0,0,1)"), None),
    ((2, 4), "all-to-all", (), 0),                                            # Theorem 7
    ((3, 4), "all-to-all", (), 0),
    ((2, 4), "all-to-all", ("--variant", "protocol3"), 0),                    # Appendix
    ((3, 4), "permutation", ("--seed", "5"), 0),                              # Theorem 8
]

CLI_CALLS = ([cli.export_call(tuple(spec(*x) for x in D3S) + tuple(mdf(*x) for x in MDFS)),
              cli.info_call(tuple(spec(*x) for x in D3S) + tuple(mdf(*x) for x in MDFS))]
             + [cli.route_call(spec(*x), route_pairs(*x)) for x in ROUTED]
             + [cli.schedule_call(spec(*km), prim, *opts) for km, prim, opts, _ in SCHEDULES])


@pytest.mark.parametrize("KM", D3S, ids=[spec(*x) for x in D3S])
def test_export_is_d3(KM):
    """(2.1): the same routers and links; every exported port is one of the paper's ports
    (local pi: p -> p + pi, global gamma: (c, d, p) -> (c + gamma, p, d)), each library port
    number meaning the same paper port at every router."""
    K, M = KM
    G, mult, _, ports, _ = cli.labelled(spec(K, M))
    ref = mine(K, M)
    assert set(G.nodes) == set(ref.nodes)
    assert {frozenset(e) for e in G.edges} == {frozenset(e) for e in ref.edges}
    meaning = {}
    for (u, v), pp in ports.items():
        for pu, pv in pp:
            for x, y, q in ((u, v, pu), (v, u, pv)):
                paper = {(k, a) for k, rng in (("l", range(1, M)), ("g", range(K)))
                         for a in rng if step(K, M, x, k, a) == y}
                assert len(paper) == 1, (x, y)
                meaning.setdefault(q, set()).update(paper)
    assert all(len(v) == 1 for v in meaning.values()), meaning
    assert len(meaning) == len({p for v in meaning.values() for p in v})


@pytest.mark.parametrize("KM", D3S, ids=[spec(*x) for x in D3S])
def test_d3_info_against_bfs(KM):
    K, M = KM
    rec = cli.info(tuple(spec(*x) for x in D3S) + tuple(mdf(*x) for x in MDFS))[spec(K, M)]
    G = mine(K, M)
    each = {s: distribution_from(G, s) for s in G}
    assert rec["vertices"] == K * M * M == G.number_of_nodes()
    # Section 2: M - 1 local and K global ports per router; global port 0 of the KM fixed
    # points (c, p, p) reaches the router itself (no link)
    assert rec["edges"] == G.number_of_edges() == (K * M * M * (M - 1) + K * K * M * M - K * M) // 2
    assert rec["degrees"] == sorted({d for _, d in G.degree})
    dd = summed(each.values())
    if rec["distribution_from"] == "one vertex":
        assert len({tuple(d) for d in each.values()}) == 1
        dd = next(iter(each.values()))
    assert rec["distance_distribution"] == dd
    assert rec["diameter"] == len(dd) - 1 <= 3            # (2.2): at most one global hop
    assert rec["average_distance"] == average_text(dd)


@pytest.mark.parametrize("KM", MDFS, ids=[mdf(*x) for x in MDFS])
def test_mdf_definition(KM):
    """Section 11: KM + 1 complete groups of M routers, K global ports per router, one global
    link per pair of groups (the wiring table itself is not fixed by the paper); distances by
    BFS on the exported graph."""
    K, M = KM
    G, mult, _, _, _ = cli.labelled(mdf(K, M))
    assert set(mult.values()) == {1}
    assert mdf_invariants(G, K, M, group=lambda v: v[0]) == []
    rec = cli.info(tuple(spec(*x) for x in D3S) + tuple(mdf(*x) for x in MDFS))[mdf(K, M)]
    dd = summed(distribution_from(G, s) for s in G)
    assert rec["vertices"] == (K * M + 1) * M and rec["edges"] == G.number_of_edges()
    assert rec["edges"] == (K * M + 1) * (M * (M - 1) + K * M) // 2
    assert rec["diameter"] == len(dd) - 1 <= 3
    if rec["distribution_from"] == "all sources":
        assert rec["distance_distribution"] == dd


@pytest.mark.parametrize("KM", ROUTED, ids=[spec(*x) for x in ROUTED])
def test_routes_follow_the_source_vector(KM):
    """Section 8: the route from (c, d, p) to (c', d', p') is the header (3; c' - c, p' - d,
    d' - p): local delta, global gamma, local pi (stays on port 0 omitted from the path)."""
    K, M = KM
    G = mine(K, M)
    dist = {}
    for rec in cli.routes(spec(K, M), route_pairs(K, M)):
        s, t = cli.parse_label(rec["source"]["label"]), cli.parse_label(rec["target"]["label"])
        g, pi, delta = header(K, M, s, t)
        assert rec["record"]["header"] == [3, g, pi, delta]
        walk = follow(K, M, s, g, pi, delta)
        assert walk[-1] == t
        squeezed = [r for i, r in enumerate(walk) if i == 0 or r != walk[i - 1]]
        assert [cli.parse_label(x) for x in rec["path"]] == squeezed
        assert all(G.has_edge(u, v) for u, v in zip(squeezed, squeezed[1:]))
        if s not in dist:
            dist[s] = nx.single_source_shortest_path_length(G, s)
        assert rec["length"] == len(squeezed) - 1 and rec["distance"] == dist[s][t]


def _packets(sched):
    return [(cli.parse_label(p["source"]), p["start"], [tuple(h) for h in p["hops"]])
            for p in sched["packets"]]


@pytest.mark.parametrize("KM, prim, opts, expected", SCHEDULES,
                         ids=[f"{spec(*km)}-{p}-{'-'.join(o)}" for km, p, o, _ in SCHEDULES])
def test_schedule(KM, prim, opts, expected):
    """Every hop is a link of D3 or a stay; every packet follows its printed header and
    arrives where Section 8 says; the primitive delivers what Section 9 says (each router
    once); the link conflicts counted here equal the library's simulation, and number what
    the paper states (none for Theorems 4, 5 (d != p), 7, 8; M - 1 local links for Theorem 5
    with d = p, the paper's "M values of pi" counting pi = 0, which stays)."""
    K, M = KM
    sched = cli.schedule(spec(K, M), prim, *opts)
    G = mine(K, M)
    packets = _packets(sched)
    finals, uses = simulate(K, M, packets)
    for _, u, v in uses:
        assert G.has_edge(u, v)
    mine_conflicts = Counter({k: c for k, c in uses.items() if c > 1})
    lib = sched["simulation"]["conflicts"]
    assert len(lib) == len(mine_conflicts)
    assert sorted((t, cli.parse_label(r), n) for t, r, _, _, n in lib) == \
        sorted((t, u, c) for (t, u, _), c in mine_conflicts.items())
    if expected is not None:
        assert len(mine_conflicts) == expected
    else:
        assert mine_conflicts
    routers = set(G.nodes)
    src = None if sched["source"] is None else cli.parse_label(sched["source"])
    if prim == "broadcast":
        for (s, _, hops), fin in zip(packets, finals):
            assert hops == [("L", None), ("G", None), ("L", None)] and s == src
            assert Counter(fin) == Counter(routers)                 # Theorem 4: once each
    elif prim == "one-to-all":
        got = []
        for p, (s, _, hops), fin in zip(sched["packets"], packets, finals):
            i, delta = p["tag"]
            gamma, pi = divmod(i, M)                                 # i = pi + gamma M
            assert hops == [("l", delta), ("g", gamma), ("l", pi)]
            assert fin == [follow(K, M, s, gamma, pi, delta)[-1]]
            got += fin
        assert Counter(got) == Counter(routers)
    elif prim == "one-to-all-glgl":                                  # Section 8's glgl paths
        assert all([k for k, _ in hops] == ["g", "l", "g", "l"] and hops[2] == ("g", 0)
                   and s == src for s, _, hops in packets)
        assert Counter(f for fin in finals for f in fin) == Counter(routers)
    elif prim == "all-to-one":
        answers = [(p, fin) for p, fin in zip(sched["packets"], finals) if p["tag"][0] == "ans"]
        assert sorted(cli.parse_label(p["source"]) for p, _ in answers) == sorted(routers)
        assert all(fin == [src] for _, fin in answers)
    elif prim == "all-to-all":
        seen = Counter()
        for p, (s, _, hops), fin in zip(sched["packets"], packets, finals):
            i = p["tag"][0]
            pi, delta, gamma = i % M, (i // M) % M, i // (M * M)     # i = pi + delta M + gamma M^2
            assert hops == [("l", delta), ("g", gamma), ("l", pi)]
            assert fin == [follow(K, M, s, gamma, pi, delta)[-1]]
            seen[(s, fin[0])] += 1
        assert seen == Counter({(a, b): 1 for a in routers for b in routers})
        if "--variant" not in opts:                                  # Theorem 7's printed loop
            starts = sched["starts"]
            assert len(starts) == K * M * M and starts[-1] - (len(starts) - 1) == K * M
            assert not mine_conflicts                                # M >= 4: no conflicts
    elif prim == "permutation":
        perm = {cli.parse_label(a): cli.parse_label(b) for a, b in sched["permutation"]}
        assert sorted(perm.values()) == sorted(routers)
        for (s, _, _), fin in zip(packets, finals):
            assert fin == [perm[s]]
        assert sched["hops_total"] <= M + 4                          # Theorem 8
