"""Tests of latticegraph.topologies.fattree (paper kantc: k-ary n-tree, MiKANT, KANTC, MiKANTC).

Three ways (DESIGN.md): bad input, the paper's own numbers (Table I, Theorems 2-4 and 7-9,
the examples of Sections II-III), and independent oracles: each graph rebuilt from the
paper's wiring rules on labels with networkx, networkx all-pairs distances and shortest-path
enumeration against the fast routines.
"""
import itertools
import math
from fractions import Fraction

import networkx as nx
import numpy as np
import pytest

from latticegraph import graph
from latticegraph.topologies.fattree import (KANTC, KAryNTree, MiKANT, MiKANTC,
                                             average_shortest_paths, covering_radius,
                                             intermediate_switches, kantc, kary_ntree, mikant,
                                             mikantc, node_diameter, node_distance_distribution,
                                             host_path_total, routing_report)
from latticegraph.topologies.hypercube import hamming, hypercube

SMALL = [(2, 2), (2, 3), (3, 2), (2, 4), (3, 3), (4, 2), (4, 3)]
CLASSES = {"KANT": KAryNTree, "MiKANT": MiKANT, "KANTC": KANTC, "MiKANTC": MiKANTC}


# ----------------------------------------------------------------------------- oracles
def _oracle(family, k, n, codes=None):
    """The graph rebuilt from the paper's rules on labels (networkx, pairwise tests)."""
    mirrored = family.startswith("Mi")
    cubes = family.endswith("C")
    groups = (0, 1) if mirrored else (0,)
    top = n - 2 if mirrored else n - 1
    low = 1 if cubes else 0
    digits = list(itertools.product(range(k), repeat=n - 1))     # (D_{n-2}, ..., D_0)
    G = nx.Graph()

    def tree_node(g, L, D):
        if L >= low:
            return ("t", g, L, D)
        return ("c", g, D[:-1], codes[D[-1]])                   # intermediate I_{D_0}

    for g in groups:
        for L in range(top):
            for D, E in itertools.product(digits, repeat=2):
                pos = n - 2 - L                                  # index of D_L
                if all(D[i] == E[i] for i in range(n - 1) if i != pos):
                    G.add_edge(tree_node(g, L, D), tree_node(g, L + 1, E))
    if mirrored:
        for D, E in itertools.product(digits, repeat=2):
            if D[1:] == E[1:]:
                G.add_edge(tree_node(0, n - 2, D), tree_node(1, n - 2, E))
    if cubes:
        for g in groups:
            for c in itertools.product(range(k), repeat=n - 2):
                for a, b in itertools.combinations(range(2 ** k), 2):
                    if hamming(a, b) == 1:
                        G.add_edge(("c", g, c, a), ("c", g, c, b))
                for a in range(2 ** k):
                    if a not in codes:
                        for p in range(k):
                            G.add_edge(("c", g, c, a), ("node", g, c, a, p))
    else:
        for g in groups:
            for D in digits:
                for p in range(k):
                    G.add_edge(tree_node(g, 0, D), ("node", g, D, p))
    for v in G:
        G.nodes[v]["kind"] = "node" if v[0] == "node" else "switch"
    return G


# ----------------------------------------------------------------------------- construction
def _oracle_name(g, v):
    """The oracle's name of vertex v, read off the paper label ``<G, L, D, C>`` (+ port)."""
    lab = g.label(v)
    G, lab = (lab[0], lab[1:]) if g.mirrored else (0, lab)
    L, D = lab[0], lab[1:g.n]
    C = int("".join(map(str, lab[g.n:g.n + g.k])), 2) if g.cubes else None
    if g.kind(v) == "node":
        return ("node", G, D[:-1], C, lab[-1]) if g.cubes else ("node", G, D, lab[-1])
    if g.cubes and L == 0:
        return ("c", G, D[:-1], C)
    return ("t", G, L, D)


@pytest.mark.parametrize("family", list(CLASSES))
@pytest.mark.parametrize("k,n", SMALL)
def test_equal_to_rule_oracle(family, k, n):
    # the labels are the certificate: mapping them to the oracle's names maps edges onto edges
    g = CLASSES[family](k, n)
    codes = g.intermediates if family.endswith("C") else None
    oracle = _oracle(family, k, n, codes)
    names = [_oracle_name(g, v) for v in range(g.order)]
    assert sorted(names) == sorted(oracle.nodes)
    mine = {frozenset((names[u], names[v])) for u, v in g.edge_array().tolist()}
    assert mine == {frozenset(e) for e in oracle.edges}
    assert all(oracle.nodes[names[v]]["kind"] == g.kind(v) for v in range(g.order))


def _table(family, k, n):
    """Table I rows (nodes, switches, links)."""
    return {
        "KANT": (k ** n, n * k ** (n - 1), n * k ** n),
        "MiKANT": (2 * k ** n, (2 * n - 2) * k ** (n - 1), (2 * n - 1) * k ** n),
        "KANTC": ((2 ** k - k) * k ** (n - 1), (n - 1) * k ** (n - 1) + 2 ** k * k ** (n - 2),
                  (n - 1) * k ** n + (2 ** (k - 1) + 2 ** k - k) * k ** (n - 1)),
        "MiKANTC": (2 * (2 ** k - k) * k ** (n - 1),
                    (2 * n - 4) * k ** (n - 1) + 2 ** (k + 1) * k ** (n - 2),
                    (2 * n - 3) * k ** n + (3 * 2 ** k - 2 * k) * k ** (n - 1)),
    }[family]


@pytest.mark.parametrize("family", list(CLASSES))
@pytest.mark.parametrize("k,n", SMALL + [(5, 3), (3, 5)])
def test_table1_counts_and_kinds(family, k, n):
    g = CLASSES[family](k, n)
    deg = g.degrees()
    kinds = np.array([g.kind(v) == "node" for v in range(g.order)])
    assert np.array_equal(kinds, deg == 1)                      # nodes are the leaves
    assert (g.num_nodes, g.num_switches, g.size) == _table(family, k, n)
    assert int(deg[~kinds].max()) == 2 * k                      # radix (Theorems 1, 6)


def test_paper_examples():
    assert (kary_ntree(3, 3).num_nodes, kary_ntree(3, 3).num_switches, kary_ntree(3, 3).size) \
        == (27, 27, 81)                                         # Fig. 2
    m = mikant(3, 3)
    assert (m.num_switches, m.num_nodes, m.size) == (36, 54, 135)  # Fig. 3
    assert kantc(3, 4).num_nodes == 135                         # Fig. 4
    assert mikantc(3, 4).num_nodes == 270                       # Section III-B


def test_wiring_example_mikantc_3_4():
    g = mikantc(3, 4)
    w = g.switch_index((0, 2, 1, 1, 0, 0, 0, 0))
    G = g.to_networkx()
    other = sorted(g.label(v) for v in G[w] if g.label(v)[0] == 1)
    assert other == [(1, 2, x, 1, 0, 0, 0, 0) for x in range(3)]
    down = sorted(g.label(v) for v in G[w] if g.label(v)[0] == 0)
    assert down == [(0, 1, 1, x, 0, 0, 0, 0) for x in range(3)]


@pytest.mark.parametrize("family", list(CLASSES))
def test_labels_round_trip(family):
    g = CLASSES[family](3, 3)
    seen = set()
    for v in range(g.order):
        lab = g.label(v)
        seen.add(lab)
        if g.kind(v) == "switch":
            assert g.switch_index(lab) == v
    assert len(seen) == g.order


def test_host_labels_carry_nearest_intermediate():
    g = kantc(4, 3)
    for h in g.hosts()[:12].tolist():
        lab = g.label(h)
        C = int("".join(map(str, lab[-4:])), 2)
        j = lab[-5]
        assert hamming(C, g.intermediates[j]) == min(hamming(C, c) for c in g.intermediates)


# ----------------------------------------------------------------------------- intermediates
def test_intermediate_readings():
    assert intermediate_switches(4) == (0b0000, 0b0110, 0b1111, 0b1001)   # the example
    assert intermediate_switches(4, "written") == (0b0000, 0b0100, 0b1111, 0b1011)
    assert intermediate_switches(2) == intermediate_switches(2, "written") == (0, 3)
    for k in range(2, 20):
        assert len(set(intermediate_switches(k))) == k
        assert len(set(intermediate_switches(k, "written"))) == (k if k % 2 == 0 else k - 1)
    assert covering_radius(3, intermediate_switches(3)) == 1


def test_covering_radius_brute_force():
    for k in range(2, 8):
        codes = intermediate_switches(k)
        d = nx.single_source_shortest_path_length
        Q = nx.hypercube_graph(k)
        to_int = {v: sum(b << i for i, b in enumerate(v)) for v in Q}
        best = {}
        for c in codes:
            src = next(v for v in Q if to_int[v] == c)
            for v, dv in d(Q, src).items():
                best[to_int[v]] = min(best.get(to_int[v], k), dv)
        assert covering_radius(k, codes) == max(best.values())


def test_written_reading_graphs():
    g = kantc(4, 3, "written")
    assert g.name == "KANTC(4,3,written)"
    assert (g.num_nodes, g.num_switches, g.size) == _table("KANTC", 4, 3)
    assert node_diameter(g) == 2 * 3 + 2 * 1
    with pytest.raises(ValueError, match="repeated intermediate"):
        kantc(3, 4, "written")


# ----------------------------------------------------------------------------- distances
def _nx_node_distribution(g):
    G = g.to_networkx()
    nodes = [v for v in G if G.nodes[v]["kind"] == "node"]
    counts = {}
    for a in nodes:
        d = nx.single_source_shortest_path_length(G, a)
        for b in nodes:
            if a != b:
                counts[d[b]] = counts.get(d[b], 0) + 1
    return [counts.get(i, 0) for i in range(max(counts) + 1)]


@pytest.mark.parametrize("family", list(CLASSES))
@pytest.mark.parametrize("k,n", [(2, 2), (2, 3), (3, 2), (3, 3)])
def test_node_distance_distribution_against_networkx(family, k, n):
    g = CLASSES[family](k, n)
    assert node_distance_distribution(g) == _nx_node_distribution(g)


def test_representatives_cover_everything():
    for g in (kantc(3, 4), mikantc(3, 3), kary_ntree(3, 3), mikant(2, 4)):
        assert sum(w for _, w in g.host_representatives()) == len(g.hosts())
        assert sum(w for _, w in g.node_representatives()) == g.num_nodes


def test_diameters_small():
    # Table I: 2n for the trees; KANTC/MiKANTC: 2n + 2 rho for n >= 3 (Theorems 5/10 say 2n + k)
    assert node_diameter(kary_ntree(3, 3)) == 6
    assert node_diameter(mikant(3, 3)) == 6
    assert node_diameter(kantc(3, 4)) == 10 == 2 * 4 + 2 * 1
    assert node_diameter(kantc(4, 3)) == 10 == 2 * 3 + 4
    assert node_diameter(kantc(2, 2)) == 4


def _brute_ptilde(g):
    G = g.to_networkx()
    hosts = g.hosts().tolist()
    total = sum(sum(1 for _ in nx.all_shortest_paths(G, s, t))
                for s in hosts for t in hosts if s != t)
    return Fraction(total, len(hosts) ** 2)


@pytest.mark.parametrize("g", [kantc(2, 3), kantc(3, 2), mikantc(2, 3), kary_ntree(2, 4),
                               mikant(3, 2), hypercube(3)], ids=str)
def test_average_shortest_paths_brute_force(g):
    assert average_shortest_paths(g) == _brute_ptilde(g)


def test_path_diversity_published_values():
    # Section V-C: P~_cube = sum C(k,i) i! / 2^k; P~_kant = (k^n - 1/k^(n-2))/(k+1)
    for k in range(1, 7):
        want = Fraction(sum(math.comb(k, i) * math.factorial(i) for i in range(1, k + 1)), 2 ** k)
        assert average_shortest_paths(hypercube(k)) == want
    for k, n in [(2, 3), (3, 3), (3, 4), (4, 3)]:
        want = (k ** n - Fraction(1, k ** (n - 2))) / (k + 1)
        assert average_shortest_paths(kary_ntree(k, n)) == want


# ----------------------------------------------------------------------------- routing
@pytest.mark.parametrize("family,k,n", [("KANTC", 3, 3), ("MiKANTC", 2, 3), ("KANTC", 5, 2),
                                        ("MiKANTC", 3, 2), ("KANTC", 2, 4)])
def test_routing_all_pairs_matches_representatives(family, k, n):
    g = CLASSES[family](k, n)
    full = routing_report(g)
    reps = routing_report(g, sources=[v for v, _ in g.node_representatives()])
    assert full["valid"] and reps["valid"]
    assert full["pairs"] == g.num_nodes * (g.num_nodes - 1)
    assert (full["shortest"] == full["pairs"]) == (reps["shortest"] == reps["pairs"])
    assert full["max_excess"] == reps["max_excess"]


def test_routing_not_shortest_inside_a_5_cube():
    g = kantc(5, 2)
    r = routing_report(g, sources=[v for v, _ in g.node_representatives()])
    assert r["max_excess"] == 1
    a = g.node_off + list(g.hosts()).index(g.cube_off + 0b00001) * 5
    b = g.node_off + list(g.hosts()).index(g.cube_off + 0b11110) * 5
    assert len(g.route(a, b)) - 1 == 7
    assert nx.shortest_path_length(g.to_networkx(), a, b) == 6


def test_route_endpoints_and_errors():
    g = mikantc(3, 3)
    a, b = int(g.node_off), int(g.order - 1)
    p = g.route(a, b)
    assert p[0] == a and p[-1] == b
    assert g.route(a, a) == [a]
    with pytest.raises(ValueError, match="compute node"):
        g.route(0, b)
    with pytest.raises(ValueError, match="compute node"):
        kary_ntree(2, 2).route(0, 5)


@pytest.mark.parametrize("g", [kary_ntree(3, 3), kary_ntree(2, 4), mikant(3, 3), mikant(2, 4)],
                         ids=lambda g: g.name)
def test_tree_route_is_a_shortest_path(g):
    """KANT / MiKANT: nearest-common-ancestor routing, every pair of compute nodes,
    against networkx BFS."""
    G = g.to_networkx()
    nodes = g.compute_nodes().tolist()
    for s in nodes:
        dist = nx.single_source_shortest_path_length(G, s)
        for t in nodes:
            p = g.route(s, t)
            assert p[0] == s and p[-1] == t
            assert all(G.has_edge(u, v) for u, v in zip(p, p[1:]))
            assert len(p) - 1 == dist[t]


# ----------------------------------------------------------------------------- bad input
@pytest.mark.parametrize("ctor,args,match", [
    (kary_ntree, (1, 3), "k must be"), (kary_ntree, (3, 0), "n must be"),
    (mikant, (3, 1), "n must be"), (kantc, (3, 1), "n must be"), (kantc, (1, 3), "k must be"),
    (mikantc, (2.0, 3), "k must be"), (kantc, (3, 3, "neither"), "reading"),
    (kary_ntree, (True, 3), "k must be"), (kantc, (40, 40), "too many"),
])
def test_bad_parameters(ctor, args, match):
    with pytest.raises(ValueError, match=match):
        ctor(*args)


def test_bad_labels():
    g = mikantc(3, 3)
    with pytest.raises(ValueError, match="entries"):
        g.switch_index((0, 1, 0))
    with pytest.raises(ValueError, match="not a switch label"):
        g.switch_index((0, 1, 0, 0, 1, 0, 0))                   # level 1 has C = 0
    with pytest.raises(ValueError, match="D_0"):
        g.switch_index((0, 0, 0, 2, 0, 0, 0))                   # I_0 = 000 has D_0 = 0
    with pytest.raises(ValueError, match="not in"):
        g.label(g.order)
    with pytest.raises(ValueError, match="reading"):
        intermediate_switches(4, "other")


def test_specs():
    assert graph("KANT(3,3)").order == 54
    assert graph("MiKANT(3,3)").size == 135
    assert graph("kantc(3, 4)").num_nodes == 135
    assert graph("MiKANTC(3,4)").num_nodes == 270
    with pytest.raises(ValueError, match="KANTC"):
        graph("KANTC(3,1)")


# ---------------------------------------------------------------- issue 27: never built
def _nx_oracle(g):
    """All-pairs distances by networkx on the built graph: (distribution, eccentricities,
    compute-node pair distribution, Σ σ over ordered pairs of distinct hosts)."""
    G = g.to_networkx()
    n = g.order
    nodes = set(g.compute_nodes().tolist())
    counts, tcounts, ecc = [0] * (n + 1), [0] * (n + 1), np.zeros(n, np.int64)
    for s, d in nx.all_pairs_shortest_path_length(G):
        for t, x in d.items():
            counts[x] += 1
            if s in nodes and t in nodes:
                tcounts[x] += 1
        ecc[s] = max(d.values())
    hosts = [int(h) for h in g.hosts()]
    paths = sum(len(list(nx.all_shortest_paths(G, s, t))) for s in hosts for t in hosts if s != t)
    trim = lambda c: c[: max(i for i, x in enumerate(c) if x) + 1]
    return trim(counts), ecc, trim(tcounts), paths


@pytest.mark.parametrize("g", [kary_ntree(2, 1), kary_ntree(3, 2), kary_ntree(2, 4), kary_ntree(3, 3),
                               mikant(2, 2), mikant(3, 2), mikant(2, 4), mikant(3, 3)],
                         ids=lambda g: g.name)
def test_kronecker_trees_against_networkx(g):
    """KANT and MiKANT as Kronecker blocks (never built) against networkx on the built graph:
    distribution, every eccentricity, compute-node pairs, shortest-path counts, links."""
    from latticegraph.distance import degrees_and_size, distance_summary

    dd, ecc, tdd, paths = _nx_oracle(g)
    mask = np.zeros(g.order, bool)
    mask[g.compute_nodes()] = True
    s = distance_summary(g, targets=mask)
    assert s.method.startswith("quotient (Kronecker") and s.distribution == dd
    assert s.targets == tdd and np.array_equal(s.eccentricities(), ecc)
    assert host_path_total(g) == paths
    assert degrees_and_size(g) == (sorted({int(x) for x in g.degrees()}), g.size)
    kg = g.kronecker()
    e = kg.edge_array()
    h, D = np.divmod(e, g.K)
    mapped = np.sort(g.kronecker_vertex(h, D), axis=1)
    switches = g._edges[g._edges[:, 1] < g.node_off]
    assert np.array_equal(mapped[np.lexsort((mapped[:, 1], mapped[:, 0]))], switches)


def test_kronecker_trees_at_ten_million_vertices():
    """KANT(10,7) (1.7·10^7 vertices, 7·10^7 links) and Table I's closed forms, unbuilt."""
    from latticegraph.distance import distance_summary

    g = kary_ntree(10, 7)
    mask = np.zeros(g.order, bool)
    mask[g.compute_nodes()] = True
    s = distance_summary(g, targets=mask)
    assert sum(s.distribution) == g.order ** 2 and len(s.targets) - 1 == 2 * 7   # diameter 2n
    assert average_shortest_paths(g) == (Fraction(10) ** 7 - Fraction(1, 10 ** 5)) / 11
