"""Tests of latticegraph.topologies.ipgraph (paper ``ipgraph``).

Three ways: bad input, the paper's own numbers, and independent oracles
(a label BFS written from the definition, networkx distances and
isomorphisms, brute-force searches over super-generator sequences).
"""
from __future__ import annotations

import itertools
import math
from collections import deque
from fractions import Fraction

import networkx as nx
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from latticegraph.specs import SpecError, graph
from latticegraph.topologies.base import simple_edges
from latticegraph.topologies.ipgraph import (
    IPGraph, SuperIPGraph, complete_cn, complete_ip, cyclic_super_generators, de_bruijn,
    directed_cn, directed_diameter, flip_super_generators, front_cover_steps, hcn, hsn,
    hypercube_ip, inter_cluster_degree, inter_cluster_distances, label_modules,
    off_module_links, ring_cn, star_graph, super_flip, super_ip, symmetric_front_cover_steps,
    transposition, transposition_super_generators)


# ---------------------------------------------------------------------------
# oracles written from the definitions
# ---------------------------------------------------------------------------
def brute_ip(seed, gens):
    """Section 2 by hand: labels reached from the seed, arcs X -> pi(X), BFS levels."""
    seed = tuple(seed)
    level = {seed: 0}
    arcs = []
    queue = deque([seed])
    while queue:
        x = queue.popleft()
        for g in gens:
            y = tuple(x[p - 1] for p in g)
            arcs.append((x, y))
            if y not in level:
                level[y] = level[x] + 1
                queue.append(y)
    return level, sorted(arcs)


def nx_digraph(g: IPGraph) -> nx.DiGraph:
    D = nx.DiGraph()
    D.add_nodes_from(range(g.order))
    D.add_edges_from((u, v) for u, v in g.arcs().tolist() if u != v)
    return D


def brute_cover(gens, l, symmetric):
    """Shortest generator words covering the front (and, symmetric, ending in each order)."""
    moves = [tuple(x - 1 for x in s) for s in gens]
    orders, stack = {tuple(range(l))}, [tuple(range(l))]
    while stack:                                    # every reachable order of super-symbols
        a = stack.pop()
        for mv in moves:
            b = tuple(a[x] for x in mv)
            if b not in orders:
                orders.add(b)
                stack.append(b)
    best = {}
    for length in itertools.count():
        if symmetric and len(best) == len(orders):
            return max(best.values())
        for word in itertools.product(range(len(moves)), repeat=length):
            arr, seen = tuple(range(l)), {0}
            for j in word:
                arr = tuple(arr[x] for x in moves[j])
                seen.add(arr[0])
            if len(seen) == l:
                if not symmetric:
                    return length
                best.setdefault(arr, length)


# ---------------------------------------------------------------------------
# bad input
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("seed, gens, msg", [
    ("", [], "at least one symbol"),
    ("123", ["12"], "not a permutation"),
    ("123", ["112"], "not a permutation"),
    ([1, 2, 3], [[1, 2, 4]], "not a permutation"),
    ([1, 2, 3], [None], "not a sequence"),
    (list(range(10)), ["0123456789"], "at most 9 symbols"),
    ([1, "a"], [[2, 1]], "comparable"),
])
def test_bad_ip_input(seed, gens, msg):
    with pytest.raises(ValueError, match=msg):
        IPGraph(seed, gens)


def test_bad_constructor_input():
    with pytest.raises(ValueError, match="positive integer"):
        hypercube_ip(0)
    with pytest.raises(ValueError, match="m >= 2"):
        complete_ip(1)
    with pytest.raises(ValueError, match="6 symbols"):
        star_graph(6, seed="12345")
    with pytest.raises(ValueError, match="equal parameters"):
        hcn(2, 3)
    with pytest.raises(ValueError, match="l >= 2"):
        hsn(1, hypercube_ip(2))
    with pytest.raises(ValueError, match="nucleus must be an IP graph"):
        ring_cn(2, nx.path_graph(3))
    with pytest.raises(ValueError, match="nucleus must be an IP graph"):
        super_ip("Q2", 2, [[2, 1]])
    with pytest.raises(ValueError, match="unknown cyclic-shift"):
        cyclic_super_generators(3, "spiral")
    with pytest.raises(ValueError, match="cannot bring"):
        front_cover_steps([[1, 2, 3]], 3)
    with pytest.raises(ValueError, match="distinct positions"):
        transposition(2, 2, 4)
    g = hsn(2, hypercube_ip(2))
    with pytest.raises(ValueError, match="not a label"):
        g.index("12345678")
    with pytest.raises(ValueError, match="not a label"):
        g.index("1234")
    with pytest.raises(ValueError, match="positions must lie"):
        label_modules(g, [8])
    with pytest.raises(ValueError, match="direction"):
        off_module_links(g, g.modules(), "up")


@pytest.mark.parametrize("spec, msg", [
    ("HSN(1,Q2)", "l >= 2"), ("HSN(2,FCC(2))", "nucleus must be an IP graph"),
    ("Q0", "positive integer"), ("HCN(2,3)", "equal parameters"), ("HSN(2)", "nucleus"),
    ("IP([1,2],[[1,1]])", "not a permutation"), ("Star(0)", "n >= 1"),
])
def test_bad_specs(spec, msg):
    with pytest.raises(SpecError, match=msg):
        graph(spec)


# ---------------------------------------------------------------------------
# the builder against the brute-force label BFS
# ---------------------------------------------------------------------------
@st.composite
def ip_inputs(draw):
    k = draw(st.integers(1, 7))
    seed = draw(st.lists(st.integers(0, 3), min_size=k, max_size=k))
    gens = draw(st.lists(st.permutations(list(range(1, k + 1))), min_size=0, max_size=3))
    return seed, gens


@settings(max_examples=60, deadline=None)
@given(ip_inputs())
def test_builder_matches_brute_force(inp):
    seed, gens = inp
    g = IPGraph(seed, gens)
    level, arcs = brute_ip(seed, gens)
    assert g.order == len(level)
    assert {g.label(i): int(g.levels[i]) for i in range(g.order)} == level
    assert sorted((g.label(u), g.label(v)) for u, v in g.arcs().tolist()) == arcs
    a = g.arcs()
    assert g.edge_array().tolist() == simple_edges(a[:, 0], a[:, 1]).tolist()
    assert g.order <= math.factorial(len(seed))


def test_long_labels_use_byte_keys():
    # 40 distinct symbols rotated through all 40 positions: 40^40 keys do not fit an int64
    seed = list(range(1, 41))
    gens = [list(range(2, 41)) + [1]]
    g = IPGraph(seed, gens)
    level, arcs = brute_ip(seed, gens)
    assert g.order == 40 and {g.label(i): int(g.levels[i]) for i in range(40)} == level
    assert sorted((g.label(u), g.label(v)) for u, v in g.arcs().tolist()) == arcs
    assert all(g.index(g.label(i)) == i for i in range(40))
    h = IPGraph(list(range(1, 9)) * 5, [gens[0]])         # repeated symbols, byte keys
    level, arcs = brute_ip(list(range(1, 9)) * 5, h.generators)
    assert h.order == len(level) and sorted((h.label(u), h.label(v)) for u, v in h.arcs().tolist()) == arcs


def test_position_orbits_shrink_keys():
    # Q_n as an IP graph: each position only ever holds 2 symbols, one bit per position
    g = hypercube_ip(6)
    assert g._radices.tolist() == [2] * 12
    assert g.order == 64 and nx.is_isomorphic(g.to_networkx(), nx.hypercube_graph(6))


def test_labels_and_index_round_trip():
    g = IPGraph("123321", ["213456", "321456", "456123"])
    assert all(g.index(g.label_str(i)) == i for i in range(g.order))
    assert g.label_str(0) == "123321" and g.rounds == int(g.levels.max())
    q5 = hypercube_ip(5)
    assert q5.label_str(0) == "1 2 3 4 5 6 7 8 9 10"


# ---------------------------------------------------------------------------
# Section 2 examples and known graphs (networkx oracles)
# ---------------------------------------------------------------------------
def test_section2_examples():
    g = IPGraph("123321", [transposition(1, 2, 6), transposition(1, 3, 6), "456123"])
    assert g.order == 36
    s = star_graph(6, seed="123654")
    assert (s.order, s.rounds, int((s.levels == 1).sum()), int((s.levels == 2).sum())) == \
        (720, 7, 5, 20)
    assert [s.label_str(int(v)) for v in s.targets[0]] == \
        ["213654", "321654", "623154", "523614", "423651"]
    h = hcn(2)
    assert (h.order, h.rounds) == (16, 5)
    assert nx.is_isomorphic(h.to_networkx(), hcn(2, seed="12121212").to_networkx())


@pytest.mark.parametrize("n", range(1, 7))
def test_star_graph_known_values(n):
    g = star_graph(n)
    assert g.order == math.factorial(n)
    assert set(g.degrees().tolist()) == ({n - 1} if n > 1 else {0})
    if n > 1:
        assert directed_diameter(g) == (3 * (n - 1)) // 2 == nx.diameter(g.to_networkx())
    assert g.vertex_transitive and not g.directed


@pytest.mark.parametrize("n", range(1, 7))
def test_hypercube_and_complete_nuclei(n):
    assert nx.is_isomorphic(hypercube_ip(n).to_networkx(), nx.hypercube_graph(n))
    if n >= 2:
        assert nx.is_isomorphic(complete_ip(n).to_networkx(), nx.complete_graph(n))


@pytest.mark.parametrize("n", range(1, 8))
def test_de_bruijn(n):
    g = de_bruijn(n)
    assert g.order == 2 ** n and g.targets.shape == (2 ** n, 2)
    D = nx_digraph(g)
    ref = nx.DiGraph((x, (2 * x + b) % 2 ** n) for x in range(2 ** n) for b in (0, 1))
    ref.remove_edges_from(nx.selfloop_edges(ref))
    assert nx.is_isomorphic(D, ref)
    assert directed_diameter(g) == n == nx.diameter(D)
    assert g.directed == (n > 1)
    assert max(g.out_degrees().max(), g.in_degrees().max()) <= 2
    assert g.out_degrees().tolist() == [D.out_degree(v) for v in range(g.order)]
    assert g.in_degrees().tolist() == [D.in_degree(v) for v in range(g.order)]


@pytest.mark.parametrize("n", range(1, 5))
def test_hcn_is_hsn2(n):
    a, b = hsn(2, hypercube_ip(n)), hcn(n)
    label_edges = lambda g: {frozenset({g.label(u), g.label(v)}) for u, v in g.edge_array().tolist()}
    assert a.order == b.order == 4 ** n and label_edges(a) == label_edges(b)


# ---------------------------------------------------------------------------
# super-IP graphs
# ---------------------------------------------------------------------------
FAMS = [hsn, ring_cn, complete_cn, directed_cn, super_flip]


def test_super_generators():
    assert transposition_super_generators(3) == [[2, 1, 3], [3, 2, 1]]
    assert cyclic_super_generators(4, "ring") == [[2, 3, 4, 1], [4, 1, 2, 3]]
    assert cyclic_super_generators(4, "complete") == [[2, 3, 4, 1], [3, 4, 1, 2], [4, 1, 2, 3]]
    assert flip_super_generators(4) == [[2, 1, 3, 4], [3, 2, 1, 4], [4, 3, 2, 1]]


def test_symmetric_seed_section_3_5():
    g = hsn(3, hypercube_ip(2), symmetric=True)
    assert g.seed == tuple(range(1, 13))          # S_i = (i-1)m+1 ... im
    assert g.order == math.factorial(3) * 4 ** 3 and g.vertex_transitive
    assert ring_cn(3, hypercube_ip(2), symmetric=True).order == 3 * 4 ** 3
    assert graph("SymHSN(3,Q2)").order == 384 and graph("SymRingCN(3,Q2)").order == 192


@pytest.mark.parametrize("fam", FAMS)
@pytest.mark.parametrize("nucleus", ["Q1", "K3", "Q2"])
@pytest.mark.parametrize("l", [2, 3])
def test_super_ip_against_brute_force_and_networkx(fam, nucleus, l):
    nuc = graph(nucleus)
    for symmetric in (False, True):
        g = fam(l, nuc, symmetric=symmetric)
        assert isinstance(g, SuperIPGraph) and (g.l, g.m) == (l, len(nuc.seed))
        level, arcs = brute_ip(g.seed, g.generators)
        assert g.order == len(level)
        assert sorted((g.label(u), g.label(v)) for u, v in g.arcs().tolist()) == arcs
        D = nx_digraph(g)
        ref = nx.diameter(D) if g.directed else nx.diameter(g.to_networkx())
        assert directed_diameter(g) == ref
    assert fam(l, nuc).order == nuc.order ** l


@pytest.mark.parametrize("g", [hsn(3, hypercube_ip(2)), hsn(2, hypercube_ip(3)),
                               super_flip(3, graph("K3")), ring_cn(3, hypercube_ip(2)),
                               directed_cn(3, hypercube_ip(2)), directed_cn(3, graph("K3")),
                               star_graph(4), de_bruijn(3), hsn(3, hypercube_ip(2), symmetric=True)],
                         ids=lambda g: g.name)
def test_directed_from_the_generators_and_on_the_orbits(g):
    """``directed`` against the arcs of Section 2 by hand (some arc X -> pi(X), X != pi(X),
    without its reverse): decided from the generators when they are closed under inverses
    (then never directed), otherwise on the orbits of the digit tuples (super-IP graphs),
    the group (Cayley) or the built arcs; the orbit check agrees on both kinds."""
    _, arcs = brute_ip(g.seed, g.generators)
    pairs = {(x, y) for x, y in arcs if x != y}
    want = any((y, x) not in pairs for x, y in pairs)
    assert g.directed == want
    if g.inverse_closed():
        assert not want
    if isinstance(g, SuperIPGraph) and g._digit_graph is not None:
        assert g.directed_on_orbits() == want


def test_modules_are_nuclei():
    g = hsn(3, hypercube_ip(2))
    mods = g.modules()
    assert len(set(mods.tolist())) == 16 and np.bincount(mods).tolist() == [4] * 16
    for u, v in g.edge_array().tolist():
        same = g.label(u)[4:] == g.label(v)[4:]
        assert same == (mods[u] == mods[v])


@pytest.mark.parametrize("gens, l", [
    (transposition_super_generators(4), 4), (cyclic_super_generators(4, "ring"), 4),
    (cyclic_super_generators(3, "directed"), 3), (flip_super_generators(4), 4),
    ([[2, 3, 1], [1, 3, 2]], 3), ([[3, 1, 2, 4], [2, 1, 4, 3]], 4), ([[4, 3, 2, 1], [2, 1, 3, 4]], 4),
])
def test_cover_search_against_brute_force(gens, l):
    t, word = front_cover_steps(gens, l)
    assert t == len(word) == brute_cover(gens, l, symmetric=False)
    ts, worst, word = symmetric_front_cover_steps(gens, l)
    assert ts == len(word) == brute_cover(gens, l, symmetric=True)
    arr, seen = tuple(range(1, l + 1)), {1}
    for j in word:                                   # the certificate word does what it says
        arr = tuple(arr[x - 1] for x in gens[j])
        seen.add(arr[0])
    assert arr == worst and len(seen) == l


# ---------------------------------------------------------------------------
# Section 5: off-module links and inter-cluster distances against networkx
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("spec", ["HSN(2,Q2)", "RingCN(3,Q2)", "SuperFlip(3,K3)", "DirectedCN(3,Q1)",
                                  "DeBruijn(5)", "Star(4)"])
def test_inter_cluster_against_networkx(spec):
    g = graph(spec)
    if isinstance(g, SuperIPGraph):
        mods = g.modules()
    elif spec.startswith("DeBruijn"):    # 2 most significant bits: not connected inside
        mods = label_modules(g, range(4))
    else:                                # sub-stars S_2 fixing the last 2 symbols
        mods = label_modules(g, range(2, 4))
    G = g.to_networkx()
    links = [sum(mods[w] != mods[v] for w in G[v]) for v in G]
    assert off_module_links(g, mods).tolist() == links
    D = nx_digraph(g)
    outs = [sum(mods[w] != mods[v] for w in D.successors(v)) for v in D]
    ins = [sum(mods[w] != mods[v] for w in D.predecessors(v)) for v in D]
    assert off_module_links(g, mods, "out").tolist() == outs
    assert off_module_links(g, mods, "in").tolist() == ins
    by_module = {}
    for v, c in enumerate(links):
        by_module.setdefault(int(mods[v]), []).append(c)
    assert inter_cluster_degree(g, mods) == max(Fraction(sum(c), len(c)) for c in by_module.values())
    for u, v in G.edges():
        G[u][v]["w"] = int(mods[u] != mods[v])
    dist = dict(nx.all_pairs_dijkstra_path_length(G, weight="w"))
    pairs = [dist[u][v] for u in G for v in G if u != v]
    assert inter_cluster_distances(g, mods) == (max(pairs), Fraction(sum(pairs), len(pairs)))


def test_section_5_3_numbers():
    # ring-CN: 1 (l = 2), 2 (l >= 3); HSN: l - 1; hypercube n - 3; 8-star 5, not the printed 6
    q2 = hypercube_ip(2)
    for l in (2, 3, 4):
        r = ring_cn(l, q2)
        assert off_module_links(r, r.modules()).max() == (1 if l == 2 else 2)
        h = hsn(l, q2)
        assert off_module_links(h, h.modules()).max() == l - 1
    q = hypercube_ip(8)
    assert off_module_links(q, label_modules(q, range(6, 16))).max() == 5
    s = star_graph(7)
    assert off_module_links(s, label_modules(s, range(3, 7))).max() == 4


def test_specs_registered():
    for spec, n in [("HSN(2,Q2)", 16), ("HSN(3,Q2)", 64), ("Star(6)", 720), ("RingCN(3,Q2)", 64),
                    ("SuperFlip(3,Q2)", 64), ("CompleteCN(3,K4)", 64), ("DirectedCN(2,Q2)", 16),
                    ("DeBruijn(4)", 16), ("HCN(2,2)", 16), ("Q3", 8), ("K5", 5),
                    ("IP([1,2,3,3,2,1],[[2,1,3,4,5,6],[3,2,1,4,5,6],[4,5,6,1,2,3]])", 36)]:
        assert graph(spec).order == n
    assert graph("HSN(2,Q2)").name == "HSN(2,Q2)"
