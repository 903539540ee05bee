"""Tests of latticegraph.orbits: the symmetry-reduced distance engine (issue 19).

Oracles written from the definition: networkx all-pairs BFS (up to 600 vertices) and, for
the larger instances up to 5,000 vertices, scipy's C BFS (``csgraph.shortest_path``,
unweighted) from every source: the exact distribution over ordered pairs, every
eccentricity and the compute-node pairs.  Every family is covered (fat trees, D3 both
built and as Kronecker blocks, MDF, HyperX, hypercubes, IP graphs, lattice generators),
and random graphs whose automorphism group is trivial or small (nauty).  Certification
is tested by corrupting generators.
"""
import json
import os

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse import csgraph

from latticegraph import graph
from latticegraph.cli import main
from latticegraph.distance import (degrees_and_size, distance_distribution, distance_summary,
                                   eccentricities)
from latticegraph.orbits import (BatchRunner, CertificationError, KroneckerGraph, adjacency,
                                 certify_automorphism, core_of, invariant_colouring,
                                 orbit_distances, orbit_labels, product_distribution, symmetry)
from latticegraph.specs import GraphFile, read_graph_file
from latticegraph.topologies.base import simple_edges
from latticegraph.topologies.dragonfly import D3, MDF
from latticegraph.topologies.fattree import (KANTC, KAryNTree, MiKANT, MiKANTC,
                                             intermediate_switches, node_distance_distribution)
from latticegraph.topologies.hypercube import hypercube
from latticegraph.topologies.hyperx import hyperx
from latticegraph.topologies.ipgraph import (IPGraph, complete_cn, complete_ip, de_bruijn, hcn,
                                             hsn, hypercube_ip, ring_cn, star_graph, super_flip)

NX_MAX = 600
LIMIT = 5000


# ----------------------------------------------------------------------------- oracles
def oracle(g, targets=None):
    """(distribution over ordered pairs, eccentricities, target-pair distribution) by BFS
    from every vertex: networkx when small, scipy's C BFS otherwise."""
    n = g.order
    counts = np.zeros(n + 1, np.int64)
    tcounts = np.zeros(n + 1, np.int64)
    ecc = np.zeros(n, np.int64)
    if n <= NX_MAX:
        G = g.to_networkx()
        for s, d in nx.all_pairs_shortest_path_length(G):
            assert len(d) == n
            dist = np.zeros(n, np.int64)
            dist[list(d)] = list(d.values())
            counts += np.bincount(dist, minlength=n + 1)
            ecc[s] = dist.max()
            if targets is not None and targets[s]:
                tcounts += np.bincount(dist[targets], minlength=n + 1)
    else:
        e = g._edges
        A = sp.csr_array((np.ones(2 * len(e)), (np.r_[e[:, 0], e[:, 1]], np.r_[e[:, 1], e[:, 0]])),
                         shape=(n, n))
        for s0 in range(0, n, 500):
            D = csgraph.shortest_path(A, unweighted=True, indices=np.arange(s0, min(n, s0 + 500)))
            assert np.isfinite(D).all()
            D = D.astype(np.int64)
            counts += np.bincount(D.ravel(), minlength=n + 1)
            ecc[s0:s0 + len(D)] = D.max(axis=1)
            if targets is not None:
                rows = D[targets[s0:s0 + len(D)]][:, targets]
                tcounts += np.bincount(rows.ravel(), minlength=n + 1)
    trim = lambda c: [int(x) for x in c[: np.flatnonzero(c)[-1] + 1]]
    return trim(counts), ecc, (trim(tcounts) if targets is not None else None)


def check(g, targets=None):
    dd, ecc, tdd = oracle(g, targets)
    od = orbit_distances(g, targets)
    assert od.distribution() == dd
    assert np.array_equal(od.eccentricities(), ecc)
    if targets is not None:
        src = np.asarray(targets)[symmetry(g).reps]
        assert od.distribution(sources=src, targets=True) == tdd
    assert int(od.sizes.sum()) == g.order
    return od


def _fat_trees():
    out = []
    for cls in (KAryNTree, MiKANT, KANTC, MiKANTC):
        for k in range(2, 7):
            for n in range(2, 8):
                if (cls in (KANTC, MiKANTC) or cls is MiKANT) and n < 2:
                    continue
                try:
                    g = cls(k, n)
                except ValueError:
                    continue
                if g.order > LIMIT:
                    break
                out.append(g)
    out += [KANTC(4, 3, "written"), MiKANTC(4, 2, "written"), KANTC(6, 2, "written")]
    return out


FAT = _fat_trees()


# ----------------------------------------------------------------------------- fat trees
@pytest.mark.parametrize("g", FAT, ids=lambda g: g.name)
def test_fat_trees_against_all_pairs_bfs(g):
    nodes = np.zeros(g.order, bool)
    nodes[g.compute_nodes()] = True
    od = check(g, nodes)
    if g.cubes:
        assert od.searches["quotient"] > 0          # the stabiliser quotient was used


def test_fat_tree_goal_instance_shapes():
    """KANTC(8,4) and MiKANTC(8,4) reduce to a few dozen searches (issue 19 goals)."""
    for g in (KANTC(8, 4), MiKANTC(8, 4)):
        sym = symmetry(g)
        assert sym.orbits < 25 and sym.cells is not None
    g = KANTC(3, 3)
    nd = node_distance_distribution(g)
    assert nd[0] == 0 and sum(nd) == g.num_nodes * (g.num_nodes - 1)


# ----------------------------------------------------------------------------- Dragonflies
D3S = [(K, M) for K in range(1, 9) for M in range(1, 13) if K * M * M <= LIMIT][::3] + [(4, 35)]


@pytest.mark.parametrize("K,M", D3S)
def test_d3_kronecker_and_orbits_against_bfs(K, M):
    g = D3(K, M)
    dd, ecc, _ = oracle(g)
    kg = g.kronecker()
    assert np.array_equal(kg.edge_array(), g._edges)       # the block description is D3
    od = kg.orbit_distances()
    assert od.distribution() == dd
    assert np.array_equal(kg.eccentricities(od), ecc)
    assert distance_distribution(g) == dd
    assert degrees_and_size(g) == (sorted({int(x) for x in g.degrees()}), g.size)
    od2 = orbit_distances(g)                                  # the built graph, same generators
    assert od2.distribution() == dd and len(od2.sizes) == (2 if M > 1 else 1)


@pytest.mark.parametrize("K,M", [(1, 2), (2, 4), (3, 3), (2, 5), (4, 4), (3, 7), (6, 8)])
def test_mdf_against_bfs(K, M):
    od = check(MDF(K, M))
    assert len(od.sizes) == (M + 1) // 2


# ----------------------------------------------------------------------------- products
@pytest.mark.parametrize("spec", ["HyperX(4,4,4)", "HyperX(3,5)", "HyperX(16,16)", "HyperX(2,3,4,5)",
                                  "HyperX(7)", "Hypercube(1)", "Hypercube(6)", "Hypercube(12)"])
def test_cartesian_products_against_bfs(spec):
    g = graph(spec)
    dd, ecc, _ = oracle(g)
    s = distance_summary(g)
    assert s.distribution_from == "one vertex"
    assert [c * g.order for c in s.distribution] == dd
    assert np.array_equal(eccentricities(g), ecc)
    assert symmetry(g).orbits == 1
    assert degrees_and_size(g) == ([int(g.degrees()[0])], g.size)


def test_product_distribution_is_the_convolution():
    assert product_distribution([[1, 1], [1, 1], [1, 1]]) == [1, 3, 3, 1]
    assert product_distribution([[1, 2, 1], [1, 4]]) == [1, 6, 9, 4]


def test_ten_million_vertices_without_building():
    """D3(1000,100) (5.5·10^9 links) and HyperX(100,100,1000) are never built."""
    s = distance_summary(D3(1000, 100))
    assert sum(s.distribution) == 10**14 and s.orbits == 2
    h = distance_summary(hyperx(100, 100, 1000))        # K_99+1 x K_99+1 x K_999+1 from a vertex
    assert h.distribution == [1, 99 + 99 + 999, 99 * 99 + 2 * 99 * 999, 99 * 99 * 999]


# ----------------------------------------------------------------------------- IP graphs
IPS = [IPGraph("123321", ["213456", "321456", "456123"]), hsn(3, hypercube_ip(2)),
       hsn(4, hypercube_ip(2)), hsn(2, complete_ip(5)), hsn(3, complete_ip(4)),
       ring_cn(3, hypercube_ip(2)), ring_cn(4, hypercube_ip(2)), complete_cn(3, complete_ip(4)),
       super_flip(3, hypercube_ip(2)), super_flip(4, hypercube_ip(2)), hcn(2), hcn(3),
       de_bruijn(6), star_graph(6, seed="123321"), hsn(5, hypercube_ip(2)),
       hsn(3, hypercube_ip(3))]


@pytest.mark.parametrize("g", IPS, ids=lambda g: g.name)
def test_ip_graphs_against_bfs(g):
    check(g)


def test_non_cayley_ip_graph_orbits_are_few():
    g = hsn(5, hypercube_ip(2))           # 1024 vertices, seed with repeated symbols
    assert not g.vertex_transitive and symmetry(g).orbits <= 60


# ----------------------------------------------------------------------------- random graphs
def _random_graphs():
    rng = np.random.default_rng(7)
    out = []
    for i, (n, p) in enumerate([(40, 0.15), (200, 0.03), (700, 0.006), (1500, 0.003)]):
        G = nx.gnp_random_graph(n, p, seed=i)
        G = G.subgraph(max(nx.connected_components(G), key=len)).copy()
        out.append(G)
    out.append(nx.random_regular_graph(3, 900, seed=3))
    T = nx.random_labeled_tree(300, seed=5)       # many pendants: the core reduction
    out.append(T)
    H = nx.random_regular_graph(4, 120, seed=4)
    for v in range(0, 120, 3):                    # pendant twins on a third of the vertices
        H.add_edges_from([(v, 1000 + 2 * v), (v, 1001 + 2 * v)])
    out.append(H)
    out.append(nx.cartesian_product(nx.cycle_graph(9), nx.path_graph(7)))
    out.append(nx.petersen_graph())
    del rng
    return out


def _as_file_graph(G, name):
    nodes = list(G.nodes())
    idx = {v: i for i, v in enumerate(nodes)}
    e = np.array([(idx[a], idx[b]) for a, b in G.edges()], np.int64)
    return GraphFile(name, nodes, simple_edges(e[:, 0], e[:, 1]))


@pytest.mark.parametrize("i", range(9))
def test_random_graphs_against_bfs(i):
    g = _as_file_graph(_random_graphs()[i], f"random{i}")
    dd, ecc, _ = oracle(g)
    s = distance_summary(g)
    assert s.distribution == dd
    assert np.array_equal(s.eccentricities(), ecc)
    od = check(g)                                  # the orbit engine, whatever nauty found
    assert od.distribution() == dd


def test_trivial_group_detected_without_nauty():
    g = _as_file_graph(nx.random_regular_graph(3, 900, seed=3), "cubic")
    indptr, indices = adjacency(g)
    assert invariant_colouring(indptr, indices).max() == g.order - 1
    assert distance_summary(g).orbits == g.order


# ----------------------------------------------------------------------------- certification
def test_corrupted_generator_is_refused():
    g = KANTC(3, 3)
    gens = list(g.automorphism_generators())
    bad = gens[0].copy()
    u, v = g.node_off - 1, g.node_off - 2             # swap two cube switches
    bad[[u, v]] = bad[[v, u]]

    class Corrupt(KANTC):
        core_generators = False

        def automorphism_generators(self):
            yield from gens[1:]
            yield bad

    with pytest.raises(CertificationError, match="not an automorphism"):
        orbit_distances(Corrupt(3, 3))
    core = [p[:g.node_off] for p in g.automorphism_generators(core=True)]
    core[-1] = core[-1].copy()
    core[-1][[0, g.node_off - 1]] = core[-1][[g.node_off - 1, 0]]   # a tree and a cube switch

    class CorruptCore(KANTC):
        def automorphism_generators(self, core=False):
            yield from core_gens

    core_gens = core
    with pytest.raises(CertificationError, match="not an automorphism|pendant"):
        orbit_distances(CorruptCore(3, 3))


def test_certification_messages():
    indptr, indices = adjacency(hypercube(3))
    with pytest.raises(CertificationError, match="not a permutation"):
        certify_automorphism(indptr, indices, [0] * 8)
    with pytest.raises(CertificationError, match="length 8"):
        certify_automorphism(indptr, indices, [0, 1])
    with pytest.raises(CertificationError, match="degree"):
        certify_automorphism(*adjacency(KAryNTree(2, 2)), [4, 1, 2, 3, 0, 5, 6, 7])


def test_stabiliser_must_fix_its_block():
    g = KANTC(3, 3)
    block, hgens = g.pointwise_stabiliser()
    moving = next(p for p in g.automorphism_generators()   # a shift moving cube 0
                  if np.any(p[block] != block))

    class Bad(KANTC):
        core_generators = False

        def pointwise_stabiliser(self):
            return block, [moving]

    with pytest.raises(CertificationError, match="fixed block"):
        symmetry(Bad(3, 3))


def test_every_family_generator_certifies():
    for spec in ["KANT(3,3)", "MiKANT(2,4)", "KANTC(4,3)", "MiKANTC(3,3)", "D3(3,4)", "MDF(2,5)",
                 "HyperX(3,4)", "Hypercube(5)", "FCC(3)", "BCC(2)", "RTT(3)", "HSN(3,Q2)",
                 "SuperFlip(3,K4)"]:
        g = graph(spec)
        indptr, indices = adjacency(g)
        gens = list(g.automorphism_generators())
        assert gens, spec
        for p in gens:
            certify_automorphism(indptr, indices, p, spec)


def test_corrupted_kronecker_block_generator_is_refused():
    I3 = sp.identity(3, dtype=int, format="csr")
    K3 = sp.csr_array(1 - np.eye(3, dtype=int))
    P3 = sp.csr_array(np.array([[0, 1, 0], [1, 0, 0], [0, 0, 0]]))   # not S_3-invariant
    with pytest.raises(CertificationError, match="term 1"):
        KroneckerGraph([3, 3], [[K3, I3], [I3, P3]], groups=[[np.array([1, 2, 0])]] * 2,
                       stabiliser=lambda b, x: [])
    with pytest.raises(CertificationError, match="share edges"):
        KroneckerGraph([3], [[K3], [K3]], groups=[[]], stabiliser=lambda b, x: [])
    with pytest.raises(CertificationError, match="loops"):
        KroneckerGraph([3], [[I3]], groups=[[]], stabiliser=lambda b, x: [])
    rook = KroneckerGraph([3, 3], [[K3, I3], [I3, K3]], groups=[[np.array([1, 2, 0])]] * 2,
                          stabiliser=lambda b, x: [np.array([1, 2, 0])])
    with pytest.raises(CertificationError, match="moves the root"):
        rook.distances_from((0, 0))


def test_orbit_labels_and_core():
    assert orbit_labels(5, [np.array([1, 2, 0, 3, 4])]).tolist() == [0, 0, 0, 1, 2]
    c = core_of(*adjacency(KAryNTree(3, 2)))
    assert c.pendants.sum() == 9 and len(c.vertices) == 6


def test_target_set_must_be_invariant():
    g = KAryNTree(2, 3)
    t = np.zeros(g.order, bool)
    t[g.compute_nodes()[0]] = True
    with pytest.raises(ValueError, match="target set"):
        orbit_distances(g, t)


# ----------------------------------------------------------------------------- runner, store
def test_batch_runner_pool_and_store_resume(tmp_path):
    from latticegraph.claims.store import Store

    g = _as_file_graph(nx.random_regular_graph(3, 300, seed=11), "r300")
    want = oracle(g)[0]
    with Store(tmp_path / "s.sqlite") as st:
        r = BatchRunner(workers=2, store=st)
        assert orbit_distances(g, runner=r).distribution() == want
        assert r.computed == 5 and r.stored == 0
        r2 = BatchRunner(workers=1, store=st)
        assert orbit_distances(g, runner=r2).distribution() == want
        assert r2.computed == 0 and r2.stored == 5


# ----------------------------------------------------------------------------- info FILE
def _info(capsys, *argv):
    rc = main(["info", *argv, "--no-progress"])
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_info_json_method_orbits_and_compute_nodes(capsys):
    rc, out, _ = _info(capsys, "KANTC(3,3)", "--json")
    rec = json.loads(out)
    g = KANTC(3, 3)
    nodes = np.zeros(g.order, bool)
    nodes[g.compute_nodes()] = True
    dd, _, tdd = oracle(g, nodes)
    assert rc == 0 and rec["distance_distribution"] == dd
    assert rec["method"].startswith("orbits + quotient") and rec["orbits"] == symmetry(g).orbits
    assert rec["compute_nodes"]["distance_distribution"] == tdd
    assert rec["compute_nodes"]["vertices"] == g.num_nodes
    rc, out, _ = _info(capsys, "D3(3,4)", "--json")
    assert json.loads(out)["method"].startswith("quotient (Kronecker")


def test_info_reads_exported_files(tmp_path, capsys):
    for fmt, suffix in (("graphml", ".graphml"), ("edgelist", ".txt")):
        path = tmp_path / f"k{suffix}"
        assert main(["export", "KANTC(2,3)", "-f", fmt, "-o", str(path)]
                    + (["--nodes", "keep"] if fmt == "graphml" else [])) == 0
        rc, out, _ = _info(capsys, str(path), "--json")
        rec = json.loads(out)
        assert rc == 0 and rec["vertices"] == 24 and "nauty" in rec["method"]
        assert rec["distance_distribution"] == distance_distribution(KANTC(2, 3))
    gml = tmp_path / "p.gml"
    nx.write_gml(nx.petersen_graph(), gml)
    rc, out, _ = _info(capsys, str(gml), "--json")
    assert rc == 0 and json.loads(out)["orbits"] == 1


BAD_FILES = {
    "weighted.txt": ("1 2 3\n2 3 1\n", "weighted"),
    "weighted.graphml": (None, "weighted"),
    "directed.graphml": ('<graphml><graph edgedefault="directed"><node id="a"/><node id="b"/>'
                         '<edge source="a" target="b"/></graph></graphml>', "directed"),
    "directed.gml": ("graph [ directed 1 node [ id 0 ] node [ id 1 ] edge [ source 0 target 1 ] ]",
                     "directed"),
    "broken.graphml": ("<graphml><graph", "not a GRAPHML graph"),
    "notgraph.txt": ("just some words here\n", "columns"),
    "binary.dat": (bytes(range(256)) * 8, "not a text graph file"),
    "empty.txt": ("# nothing\n", "no vertices"),
    "split.txt": ("1 2\n3 4\n", "disconnected"),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_info_bad_files_one_line_exit_2_nothing_stored(name, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    content, message = BAD_FILES[name]
    path = tmp_path / name
    if content is None:
        G = nx.path_graph(3)
        nx.set_edge_attributes(G, 2.5, "weight")
        nx.write_graphml(G, path)
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    rc, out, err = _info(capsys, str(path), "--workers", "2")
    assert rc == 2 and out == ""
    assert err.count("\n") == 1 and message in err and "Traceback" not in err
    assert not (tmp_path / ".latticegraph").exists()          # nothing written to the store


def test_info_file_too_large_names_the_size(tmp_path, capsys):
    path = tmp_path / "big.txt"
    path.write_text("".join(f"{i} {i + 1}\n" for i in range(20000)))
    rc, _, err = _info(capsys, str(path), "--memory-limit", "1M")
    assert rc == 2 and "needs about" in err and "MiB" in err and "--memory-limit" in err
    rc, _, err = _info(capsys, str(tmp_path / "missing.graphml"))
    assert rc == 2 and "no such file" in err


def test_info_workers_store_resume(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    G = nx.random_regular_graph(3, 300, seed=11)
    nx.write_edgelist(G, tmp_path / "r.txt", data=False)
    rc, out1, _ = _info(capsys, "r.txt", "--workers", "2", "--json")
    assert rc == 0 and (tmp_path / ".latticegraph" / "results.sqlite").exists()
    rc, out2, _ = _info(capsys, "r.txt", "--json", "--store", ".latticegraph/results.sqlite")
    assert rc == 0 and json.loads(out1) == json.loads(out2)
    assert json.loads(out1)["distance_distribution"] == oracle(_as_file_graph(G, "r"))[0]
