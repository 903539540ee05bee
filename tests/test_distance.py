"""Tests for latticegraph.distance: oracles from the definition, networkx, the paper's numbers.

Coverage of the exhaustive oracle (kept under the suite's time budget):
every Hermite normal form with n <= 2 and det <= 64, and with n = 3 every
form with det <= 24 plus every 97th form (in enumeration order)
with 25 <= det <= 64; networkx BFS is the oracle for every 5th-25th of
them and a plain BFS over the definition's neighbours for the rest.
``python benchmarks/distance.py exhaustive`` runs all 176,874 forms with
n = 3 and det <= 64 against the same oracles.
"""
import json
import random
import tracemalloc
from fractions import Fraction

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from latticegraph import distance as D
from latticegraph import progress
from latticegraph.cli import main
from latticegraph.symmetry import hermite_matrices
from latticegraph.topologies.base import Topology, simple_edges
from latticegraph.topologies.fattree import kantc, kary_ntree, mikant, mikantc
from latticegraph.topologies.hypercube import hypercube
from latticegraph.topologies.lattice import LatticeGraph, bcc, fcc, pc, rtt, torus


# ------------------------------------------------ oracle written from Definition 3
def all_hnfs(n: int, det: int):
    """Every n x n Hermite form of determinant det (the enumeration of latticegraph.symmetry;
    its counts are checked below against the divisor-sum formula)."""
    return hermite_matrices(n, det)


def _product(ranges):
    if not ranges:
        yield ()
        return
    for v in ranges[0]:
        for rest in _product(ranges[1:]):
            yield (v,) + rest


def reduce_label(H, v):
    """Reduce v into {0 <= x_i < H_ii} by subtracting columns, last coordinate first."""
    v = list(v)
    for i in reversed(range(len(H))):
        q = v[i] // H[i][i]
        for r in range(i + 1):
            v[r] -= q * H[r][i]
    return tuple(v)


def oracle(H):
    """(labels in index order, index map, neighbour function) of G(H), from Definition 3."""
    n = len(H)
    labels = [tuple(reversed(x)) for x in _product([range(H[i][i]) for i in reversed(range(n))])]
    index = {x: k for k, x in enumerate(labels)}  # x_1 fastest

    steps = []
    for i in range(n):
        for step in (1, -1):
            e = [0] * n
            e[i] = step
            steps.append(e)
    adjacency = [[index[reduce_label(H, [a + b for a, b in zip(x, e)])] for e in steps]
                 for x in labels]
    return labels, index, adjacency.__getitem__


def bfs_oracle(labels, neighbours, s):
    """Plain breadth-first search over the neighbour function."""
    dist = [-1] * len(labels)
    dist[s] = 0
    queue = [s]
    for u in queue:
        for w in neighbours(u):
            if dist[w] < 0:
                dist[w] = dist[u] + 1
                queue.append(w)
    return np.array(dist)


def networkx_oracle(labels, neighbours, s):
    G = nx.Graph()
    G.add_nodes_from(range(len(labels)))
    G.add_edges_from((u, w) for u in range(len(labels)) for w in neighbours(u))
    d = nx.single_source_shortest_path_length(G, s)
    return np.array([d[v] for v in range(len(G))])


def check_lattice(H, rng, full=True):
    """Engine == BFS oracle from 0 and from a random vertex (and networkx, every method if full)."""
    labels, _, neighbours = oracle(H)
    g = LatticeGraph([list(r) for r in H])
    search = networkx_oracle if full else bfs_oracle
    d0 = search(labels, neighbours, 0)
    expected = np.bincount(d0).tolist()
    assert D.distance_distribution(g) == expected, H
    v = rng.randrange(len(labels))
    dv = search(labels, neighbours, v)
    assert np.bincount(dv).tolist() == expected, H  # vertex-transitive
    assert np.array_equal(D.distances_from(g, v), dv), (H, v)
    if full:
        assert D.distance_distribution(g, "stream") == expected, H
        assert np.array_equal(D.distances_from(g, 0), d0), H
        assert np.array_equal(D.distances_from(g, labels[v]), dv), (H, v)


@pytest.mark.parametrize("n", [1, 2])
def test_every_hnf_n_le_2_det_le_64(n):
    rng = random.Random(n)
    count = 0
    for det in range(1, 65):
        for H in all_hnfs(n, det):
            check_lattice(H, rng, full=count % 5 == 0)
            count += 1
    assert count == (64 if n == 1 else 3403)


@pytest.mark.parametrize("dets", [range(1, 17), range(17, 25)])
def test_every_hnf_n3_det_le_24(dets):
    rng = random.Random(dets.start)
    for k, H in enumerate(H for det in dets for H in all_hnfs(3, det)):
        check_lattice(H, rng, full=k % 25 == 0)


def test_every_97th_hnf_n3_det_25_to_64():
    rng = random.Random(25)
    for k, H in enumerate(H for det in range(25, 65) for H in all_hnfs(3, det)):
        if k % 97 == 0:
            check_lattice(H, rng, full=k % 5 == 0)


def test_hnf_enumeration_counts():
    """Σ over diagonals of Π H_ii^(n-i): 3,403 forms for n = 2, 176,874 for n = 3 (det <= 64)."""
    assert sum(1 for det in range(1, 25) for _ in all_hnfs(3, det)) == 9884
    assert sum(1 for _ in all_hnfs(3, 8)) == sum(
        d1 * d1 * d2 for d1 in (1, 2, 4, 8) for d2 in (1, 2, 4, 8) if 8 % (d1 * d2) == 0)


@st.composite
def hnf(draw, n, side, max_order):
    """A random n x n Hermite form with sides <= side and order <= max_order."""
    diag = draw(st.lists(st.integers(1, side), min_size=n, max_size=n)
                .filter(lambda d: int(np.prod(d)) <= max_order))
    H = [[0] * n for _ in range(n)]
    for i in range(n):
        H[i][i] = diag[i]
        for j in range(i + 1, n):
            H[i][j] = draw(st.integers(0, diag[i] - 1))
    return tuple(tuple(r) for r in H)


@settings(max_examples=40, deadline=None)
@given(hnf(4, 7, 1500), st.randoms(use_true_random=False))
def test_random_4d_hnf_against_networkx(H, rng):
    check_lattice(H, rng)


@settings(max_examples=30, deadline=None)
@given(hnf(5, 5, 1500), st.randoms(use_true_random=False))
def test_random_5d_hnf_against_networkx(H, rng):
    check_lattice(H, rng)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(-4, 4), min_size=16, max_size=16), st.randoms(use_true_random=False))
def test_random_4d_matrix_against_networkx(entries, rng):
    M = [entries[4 * i: 4 * i + 4] for i in range(4)]
    det = round(np.linalg.det(np.array(M, dtype=float)))
    assume(det != 0 and abs(det) <= 1500)
    check_lattice(LatticeGraph(M).hnf, rng)


# ------------------------------------------------ the recursion's pieces
@pytest.mark.parametrize("H", [((6, 2, 5), (0, 4, 3), (0, 0, 5)), ((12, 6, 6), (0, 6, 0), (0, 0, 6)),
                               ((3, 1, 2, 0), (0, 2, 1, 1), (0, 0, 3, 2), (0, 0, 0, 2))])
def test_translate_is_the_group_translation(H):
    """_translate(T, H, v)[x] == T[reduce(x + v)] for every x and a few v."""
    labels, index, _ = oracle(H)
    shape = tuple(H[i][i] for i in reversed(range(len(H))))
    T = np.arange(len(labels)).reshape(shape)
    for v in [(1,) * len(H), (-7, 3) + (0,) * (len(H) - 2), tuple(range(5, 5 + len(H)))]:
        U = D._translate(T, H, list(v)).reshape(-1)
        want = [index[reduce_label(H, tuple(a + b for a, b in zip(x, v)))] for x in labels]
        assert U.tolist() == want


def test_side_one_and_coinciding_generators():
    # a single vertex, a 2-cycle (e_1 = -e_1), C_4 from T(2, 2) (degree 2 < 4)
    assert D.distance_distribution(LatticeGraph([[1]])) == [1]
    assert D.distance_distribution(LatticeGraph([[2]])) == [1, 1]
    assert D.distance_distribution(torus(2, 2)) == [1, 2, 1]
    # e_2 ≡ e_1 (side 1 with c = 1): the cycle C_5
    assert D.distance_distribution(LatticeGraph([[5, 1], [0, 1]])) == [1, 2, 2]
    # e_3 ≡ 0: G(diag(3, 3, 1)) is T(3, 3)
    assert D.distance_distribution(LatticeGraph([[3, 0, 0], [0, 3, 0], [0, 0, 1]])) == [1, 4, 4]


def test_streaming_memory_is_o_n_over_a():
    """BCC(200) has 3.2e7 vertices; a full int16 table would take 64 MB (2N bytes)."""
    g = bcc(200)
    for method in ("auto", "stream"):
        tracemalloc.start()
        dd = D.distance_distribution(g, method)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert sum(dd) == g.order and diameter_of(dd) == 300
        assert peak < g.order // 2, (method, peak)
        assert peak < D.memory_estimate(g)


def diameter_of(dd):
    return len(dd) - 1


def test_convolution_and_pair_shortcuts_agree_with_streaming():
    for g in [pc(7), fcc(9), bcc(8), LatticeGraph([[9, 4, 7], [0, 7, 2], [0, 0, 11]]),
              LatticeGraph([[8, 0, 0, 4], [0, 8, 0, 4], [0, 0, 8, 4], [0, 0, 0, 4]])]:
        assert D.distance_distribution(g, "auto") == D.distance_distribution(g, "stream")


# ------------------------------------------------ the paper's own numbers
def test_fcc4_section_3_4():
    """Paper crystal, Section 3.4 at a = 4 (the foundation issue's acceptance numbers)."""
    dd = D.distance_distribution(fcc(4))
    assert dd == [1, 6, 18, 38, 43, 20, 2]
    assert D.diameter(dd) == 6
    assert D.average_distance(dd) == Fraction(440, 127)
    assert D.total_distance(dd) == 440


@pytest.mark.parametrize("a", range(1, 11))
def test_crystal_table1_diameters(a):
    """Paper crystal, Table 1: diameters of PC, T(2a,a,a), FCC, T(2a,2a,a), BCC."""
    dia = lambda g: D.diameter(D.distance_distribution(g))  # noqa: E731
    assert dia(pc(a)) == 3 * (a // 2)
    assert dia(torus(2 * a, a, a)) == a + 2 * (a // 2)
    assert dia(fcc(a)) == 3 * a // 2
    assert dia(torus(2 * a, 2 * a, a)) == 5 * a // 2
    assert dia(bcc(a)) == 3 * a // 2


def test_rtt_distribution_from_networkx():
    g = rtt(6)
    lengths = nx.single_source_shortest_path_length(g.to_networkx(), 0)
    ref = np.bincount(list(lengths.values())).tolist()
    assert D.distribution_from(g, 17) == ref == D.distance_distribution(g, "bfs")


# ------------------------------------------------ the general engine
class NxTopology(Topology):
    """A Topology wrapping a networkx graph on 0..n-1 (test helper)."""

    def __init__(self, G, vertex_transitive=False):
        self.G = G
        self.name = "nx"
        self.vertex_transitive = vertex_transitive

    @property
    def order(self):
        return self.G.number_of_nodes()

    def edge_array(self):
        e = np.array(list(self.G.edges()), dtype=np.int64).reshape(-1, 2)
        return simple_edges(e[:, 0], e[:, 1])


def random_connected(seed):
    rng = random.Random(seed)
    kind = seed % 4
    n = rng.randint(1, 160)
    if kind == 0:
        G = nx.random_labeled_tree(n, seed=seed) if hasattr(nx, "random_labeled_tree") \
            else nx.random_tree(n, seed=seed)
    elif kind == 1:
        G = nx.connected_watts_strogatz_graph(max(n, 5), 4, 0.3, seed=seed)
    elif kind == 2:
        G = nx.gnp_random_graph(max(n, 2), 0.08, seed=seed)
        G = G.subgraph(max(nx.connected_components(G), key=len))
        G = nx.convert_node_labels_to_integers(G)
    else:
        G = nx.barabasi_albert_graph(max(n, 3), 2, seed=seed)
    return G


@pytest.mark.parametrize("seed", range(24))
def test_general_engine_against_networkx(seed):
    G = random_connected(seed)
    g = NxTopology(G)
    lengths = dict(nx.all_pairs_shortest_path_length(G))
    expected = np.bincount([d for s in lengths for d in lengths[s].values()]).tolist()
    assert D.distance_distribution(g) == expected
    ecc = nx.eccentricity(G) if len(G) > 1 else {0: 0}
    assert D.eccentricities(g).tolist() == [ecc[v] for v in range(len(G))]
    rng = random.Random(seed)
    s = rng.randrange(len(G))
    assert D.bfs_distances(g.csr(), s).tolist() == [lengths[s][v] for v in range(len(G))]
    assert D.distances_from(g, s).tolist() == [lengths[s][v] for v in range(len(G))]
    assert D.distribution_from(g, s) == np.bincount(list(lengths[s].values())).tolist()
    for _ in range(4):
        s, t = rng.randrange(len(G)), rng.randrange(len(G))
        assert D.count_shortest_paths(g, s, t) == len(list(nx.all_shortest_paths(G, s, t)))


def test_all_pairs_average_distance_is_exact():
    G = nx.path_graph(4)  # ordered pairs: 2·(3·1 + 2·2 + 1·3) = 20 over 12
    dd = D.distance_distribution(NxTopology(G))
    assert dd == [4, 6, 4, 2]
    assert D.average_distance(dd) == Fraction(20, 12)
    assert float(D.average_distance(dd)) == pytest.approx(nx.average_shortest_path_length(G))


def test_vertex_transitive_flag_uses_one_source():
    G = nx.cycle_graph(9)
    assert D.distance_distribution(NxTopology(G, vertex_transitive=True)) == [1, 2, 2, 2, 2]
    assert D.distance_distribution(NxTopology(G)) == [9, 18, 18, 18, 18]


def test_more_than_64_sources_and_scipy_input():
    G = nx.grid_2d_graph(13, 11)
    G = nx.convert_node_labels_to_integers(G)
    lengths = dict(nx.all_pairs_shortest_path_length(G))
    expected = np.bincount([d for s in lengths for d in lengths[s].values()]).tolist()
    assert D.distance_distribution(NxTopology(G)) == expected
    A = sp.csr_array(nx.to_scipy_sparse_array(G, nodelist=range(len(G))))
    assert D.bfs_distances(A, 5).tolist() == [lengths[5][v] for v in range(len(G))]


def test_shortest_path_counts_beyond_int64():
    """Layers of 16 vertices, consecutive layers complete bipartite: 16^(L-2) paths end to end."""
    L, w = 20, 16
    G = nx.Graph()
    layers = [[0]] + [list(range(1 + w * i, 1 + w * (i + 1))) for i in range(L - 2)]
    layers.append([1 + w * (L - 2)])
    for A, B in zip(layers, layers[1:]):
        G.add_edges_from((u, v) for u in A for v in B)
    t = 1 + w * (L - 2)
    assert D.count_shortest_paths(NxTopology(G), 0, t) == 16 ** (L - 2) > 2**63


def test_disconnected_and_bad_input():
    g = NxTopology(nx.Graph([(0, 1), (2, 3)]))
    with pytest.raises(ValueError, match="disconnected"):
        D.distance_distribution(g)
    with pytest.raises(ValueError, match="disconnected"):
        D.distribution_from(g, 0)
    assert D.count_shortest_paths(g, 0, 3) == 0
    with pytest.raises(ValueError, match="method"):
        D.distance_distribution(fcc(2), "fast")
    with pytest.raises(ValueError, match="not in"):
        D.distances_from(fcc(2), 16)
    with pytest.raises(ValueError, match="entries"):
        D.distances_from(fcc(2), (1, 1))
    with pytest.raises(ValueError, match="not in"):
        D.count_shortest_paths(g, 0, 9)
    with pytest.raises(ValueError, match="index"):
        D.distances_from(g, (0, 1))


# ------------------------------------------------ info command and progress bars
def test_info_memory_limit_refuses_before_starting(capsys):
    assert main(["info", "BCC(630)", "--memory-limit", "10M"]) == 2
    err = capsys.readouterr().err
    assert "BCC(630) needs about" in err and "10.0 MiB" in err and err.count("\n") == 1
    assert main(["info", "FCC(4)", "--memory-limit", "lots"]) == 2
    assert "--memory-limit" in capsys.readouterr().err


def test_info_edges_without_edge_list(capsys):
    for spec, g in [("T(2,2,3)", torus(2, 2, 3)), ("G([[5,1],[0,1]])", LatticeGraph([[5, 1], [0, 1]])),
                    ("BCC(2)", bcc(2))]:
        assert main(["info", spec, "--json", "--no-progress", "--memory-limit", "none"]) == 0
        rec = json.loads(capsys.readouterr().out)
        assert rec["edges"] == g.size and rec["degrees"] == sorted(set(g.degrees().tolist()))
    assert not progress.is_enabled()
    progress.set_enabled(True)


def test_progress_bar_only_on_a_terminal(monkeypatch):
    progress.set_enabled(True)  # the info tests above ran with --no-progress
    monkeypatch.setattr("sys.stderr.isatty", lambda: False, raising=False)
    assert not progress.is_enabled()
    monkeypatch.setattr("sys.stderr.isatty", lambda: True, raising=False)
    assert progress.is_enabled()
    with progress.task("test", total=2, delay=0.0) as advance:
        advance(1)
        advance(1)
    progress.set_enabled(False)
    try:
        assert not progress.is_enabled()
    finally:
        progress.set_enabled(True)


FATTREES = [kantc(3, 3), mikantc(2, 3), kary_ntree(3, 3), mikant(3, 2), hypercube(4)]


@pytest.mark.parametrize("g", FATTREES, ids=str)
def test_path_counts_against_networkx(g):
    G = g.to_networkx()
    csr = g.csr()
    for s in (0, g.order // 2, g.order - 1):
        dist, sigma = D.path_counts_from(csr, s)
        lengths = nx.single_source_shortest_path_length(G, s)
        for t in range(g.order):
            assert dist[t] == lengths[t]
            if t != s and t % 3 == 0:
                assert sigma[t] == sum(1 for _ in nx.all_shortest_paths(G, s, t))


def test_path_counts_big_values_exact():
    # a long chain of 4-cycles: 2^m shortest paths, beyond float precision for m = 60
    m = 60
    G = nx.Graph()
    for i in range(m):
        G.add_edges_from([(2 * i, 2 * i + 1), (2 * i, 2 * i + 2), (2 * i + 1, 2 * i + 3),
                          (2 * i + 2, 2 * i + 3)][:4])
    A = nx.to_scipy_sparse_array(G, nodelist=range(2 * m + 2), format="csr")
    _, sigma = D.path_counts_from(A, 0)
    assert int(sigma[2 * m]) + int(sigma[2 * m + 1]) > 0
    # brute-force recurrence
    ways = {0: 1}
    dist = nx.single_source_shortest_path_length(G, 0)
    for v in sorted(G, key=dist.get)[1:]:
        ways[v] = sum(ways[u] for u in G[v] if dist[u] == dist[v] - 1)
    assert all(int(sigma[v]) == ways[v] for v in G)


def test_auto_hands_thin_lattices_to_bfs():
    """'auto' runs BFS where the top level would need many shifted tables (a thin lattice),
    the recursion elsewhere; both give the recursion's exact counts."""
    thin = LatticeGraph([[600, 199, 201], [0, 1, 0], [0, 0, 1]])
    assert D._prefer_bfs(thin.hnf) and not D._prefer_bfs(bcc(40).hnf)
    assert not D._prefer_bfs(fcc(50).hnf) and not D._prefer_bfs(pc(30).hnf)
    assert D.distance_distribution(thin) == D.distance_distribution(thin, method="stream")
    assert D.memory_estimate(thin) < D.memory_estimate(bcc(40))


@pytest.mark.parametrize("call, message", [
    (lambda: D.distance_distribution("FCC(4)"), "g must be a graph object, got the string"),
    (lambda: D.distance_distribution(42), "g must be a graph object"),
    (lambda: D.eccentricities("FCC(4)"), "g must be a graph object"),
    (lambda: D.diameter("x"), "dd must be a distance distribution"),
    (lambda: D.average_distance([1, -2]), "dd must be a distance distribution"),
])
def test_api_type_errors_name_the_parameter(call, message):
    with pytest.raises(TypeError, match=message):
        call()
