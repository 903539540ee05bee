"""Tests for latticegraph.export and ``latticegraph export``: every format read back.

Each export of one small graph per registered family is read back with an
independent reader (networkx and igraph for GraphML, parsers written from
BookSim2's ``AnyNet::readFile`` and CAMINOS's ``NeighboursLists::file_adj``,
``networkx.read_edgelist``) and compared with the graph as the base class
presents it (``to_networkx``: vertices with ``kind`` and ``label``, the
simple edge set).
"""
import io
import subprocess
import sys

import igraph as ig
import networkx as nx
import numpy as np
import pytest

from latticegraph.cli import main
from latticegraph.export import (FORMATS, anynet, caminos, edgelist, export, graphml,
                                 graphml_graph, label_string, links, network, read_anynet,
                                 read_caminos)
from latticegraph.specs import BARE_PATTERNS, FAMILIES, graph
from latticegraph.topologies.base import Topology, simple_edges

#: one small example spec per family (key: the registry's lower-case name)
SPECS = {
    "g": "G([[3,1],[0,3]])", "t": "T(3,4)", "rtt": "RTT(2)", "pc": "PC(3)", "fcc": "FCC(2)",
    "bcc": "BCC(1)", "4d-bcc": "4D-BCC(1)", "4d-fcc": "4D-FCC(2)", "lip": "Lip(1)",
    "directsum": "directsum(T(3),T(4))", "commonlift": "commonlift(PC(2),BCC(1))",
    "circle": "Circle(7)", "swap": "Swap(6)", "xor": "XOR(8)", "hyperx": "HyperX(3,4)",
    "ip": "IP([1,2,1,2,1,2,1,2],[[5,6,7,8,1,2,3,4],[2,1,3,4,5,6,7,8],[1,2,4,3,5,6,7,8]])",
    "star": "Star(4)", "debruijn": "DeBruijn(3)", "hcn": "HCN(2)", "hsn": "HSN(2,Q2)",
    "ringcn": "RingCN(3,Q2)", "completecn": "CompleteCN(3,Q2)",
    "directedcn": "DirectedCN(3,Q2)", "superflip": "SuperFlip(3,Q2)",
    "symhsn": "SymHSN(2,Q2)", "symringcn": "SymRingCN(3,Q2)",
    "symcompletecn": "SymCompleteCN(3,Q2)", "symdirectedcn": "SymDirectedCN(3,Q2)",
    "symsuperflip": "SymSuperFlip(3,Q2)", "hypercube": "Hypercube(3)", "kant": "KANT(2,3)",
    "mikant": "MiKANT(2,3)", "kantc": "KANTC(2,3)", "mikantc": "MiKANTC(2,3)",
    "d3": "D3(3,4)", "mdf": "MDF(2,3)",
}
#: one example per bare pattern (display name -> spec)
BARE_SPECS = {"Q": "Q3", "K": "K5"}


def family_specs():
    """One spec per family registered *now* (so families landing later are covered)."""
    out = []
    for key in sorted(FAMILIES):
        out.append(pytest.param(key, SPECS.get(key), id=key))
    for _, display, _ in BARE_PATTERNS:
        out.append(pytest.param(display, BARE_SPECS.get(display), id=f"bare-{display}"))
    return out


def build(key, spec):
    assert spec is not None, (f"family {key!r} is registered but has no example spec: add a "
                              "small one to SPECS / BARE_SPECS in tests/test_export.py")
    return graph(spec)


def expected(g, endpoints=1):
    """Independent router-level view from ``to_networkx``: routers, router graph, endpoints."""
    G = g.to_networkx()
    nodes = {v for v, k in G.nodes(data="kind") if k == "node"}
    routers = sorted(set(G) - nodes)
    R = G.subgraph(routers).copy()
    if nodes:
        eps = {r: sum(1 for w in G[r] if w in nodes) for r in routers}
    else:
        eps = {r: endpoints for r in routers}
    return G, routers, R, eps


def edge_set(pairs):
    return {tuple(sorted(map(int, e))) for e in pairs}


# ---------------------------------------------------------------------------
# every family, every format
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("key, spec", family_specs())
def test_graphml_roundtrip_networkx_and_igraph(key, spec, tmp_path):
    g = build(key, spec)
    G, routers, R, eps = expected(g)
    path = tmp_path / "g.graphml"
    path.write_text(export(g, "graphml").text)
    H = nx.read_graphml(path, node_type=int)
    assert list(H.nodes) == list(range(len(routers)))  # anytopo numbers vertices in file order
    vertex = {r: H.nodes[r]["vertex"] for r in H}
    assert [vertex[r] for r in range(len(routers))] == routers
    for r in H:
        v = vertex[r]
        assert H.nodes[r]["label"] == label_string(g, v)
        assert H.nodes[r]["kind"] == G.nodes[v]["kind"]
        assert H.nodes[r]["endpoints"] == eps[v]
    assert edge_set((vertex[a], vertex[b]) for a, b in H.edges()) == edge_set(R.edges())
    # parallel links (Definition 3's multigraph, D3's double links) are kept
    n_links = len(links(g)[0]) if hasattr(g, "link_array") else R.number_of_edges()
    assert H.number_of_edges() == n_links
    I = ig.Graph.Read_GraphML(str(path))
    assert I.vcount() == len(routers) and I.ecount() == n_links
    assert not I.is_directed()
    iv = [int(x) for x in I.vs["vertex"]]
    assert iv == routers
    assert edge_set((iv[e.source], iv[e.target]) for e in I.es) == edge_set(R.edges())
    assert [int(x) for x in I.vs["endpoints"]] == [eps[v] for v in routers]
    assert I.vs["label"] == [label_string(g, v) for v in routers]


@pytest.mark.parametrize("key, spec", family_specs())
def test_anynet_roundtrip(key, spec):
    g = build(key, spec)
    G, routers, R, eps = expected(g, endpoints=2)
    endpoints = None if len(routers) < g.order else 2
    text = anynet(g, endpoints=endpoints).text
    lines = text.splitlines()
    assert len(lines) == len(routers)  # one line per router
    for r, line in enumerate(lines):
        assert line.startswith(f"router {r}")
        assert "  " not in line and "\t" not in line and line == line.strip()
        assert set(line.split()[0::2]) <= {"router", "node"}
    adj, node_router = read_anynet(text)
    assert edge_set((routers[a], routers[b]) for a in adj for b in adj[a]) == edge_set(R.edges())
    counts = {r: 0 for r in range(len(routers))}
    for x, r in node_router.items():
        counts[r] += 1
    assert [counts[r] for r in range(len(routers))] == [eps[v] for v in routers]


@pytest.mark.parametrize("key, spec", family_specs())
def test_caminos_roundtrip(key, spec):
    g = build(key, spec)
    G, routers, R, eps = expected(g)
    if len(set(eps.values())) > 1:  # the fat trees: CAMINOS cannot place their nodes
        with pytest.raises(ValueError, match="servers_per_router"):
            caminos(g)
        return
    out = caminos(g)
    lines = out.text.splitlines()
    adj = read_caminos(out.text)
    uv, ports = links(g)
    count = {}
    for u, v in uv.tolist():
        for a, b in ((u, v), (v, u)):
            count[a, b] = count.get((a, b), 0) + 1
    assert lines[0] == f"NODOS {len(routers)}"
    assert lines[1] == f"GRADO {max(len(nb) for nb in adj)}"
    assert len(adj) == len(routers)
    for r, nb in enumerate(adj):  # every physical link once, parallel links included
        assert {s: nb.count(s) for s in nb} == {s: c for (a, s), c in count.items() if a == r}
        for s in nb:  # CAMINOS pairs port k of r with the first r in s's list
            assert r in adj[s]
    if ports is not None:  # port k of router r is the family's k-th smallest port at r
        at = {}
        for (u, v), (pu, pv) in zip(uv.tolist(), ports.tolist()):
            at.setdefault(u, []).append((pu, v))
            at.setdefault(v, []).append((pv, u))
        assert all(adj[r] == [s for _, s in sorted(at.get(r, []))] for r in range(len(adj)))
    assert any("servers_per_router" in w for w in out.warnings)


@pytest.mark.parametrize("key, spec", family_specs())
def test_edgelist_roundtrip(key, spec):
    g = build(key, spec)
    text = edgelist(g).text
    assert text.splitlines()[0] == f"# {g.name}: {g.order} vertices, {g.size} edges"
    H = nx.read_edgelist(io.StringIO(text), nodetype=int)
    assert edge_set(H.edges()) == edge_set(g.to_networkx().edges())
    assert H.number_of_edges() == g.size


# ---------------------------------------------------------------------------
# acceptance: D3(3,4) (paper d3) through the command line
# ---------------------------------------------------------------------------
def run(*args):
    return subprocess.run([sys.executable, "-m", "latticegraph.cli", *args],
                          capture_output=True, text=True, timeout=120)


def test_cli_d3_graphml_48_routers_138_links(tmp_path):
    r = run("export", "D3(3,4)", "--format", "graphml")
    assert r.returncode == 0, r.stderr
    assert r.stderr == ("latticegraph: warning: D3(3,4): anytopo numbers ports itself "
                        "(lower-numbered neighbours first); 95 of 276 link ends keep the family's "
                        "port, sst_source_port/sst_target_port give the ports SST uses\n")
    path = tmp_path / "d3.graphml"
    path.write_text(r.stdout)
    H = nx.read_graphml(path)
    assert H.number_of_nodes() == 48 and H.number_of_edges() == 138
    assert all(d["endpoints"] == 1 and d["kind"] == "router" for _, d in H.nodes(data=True))
    assert H.nodes["0"]["label"] == "(0,0,0)"
    I = ig.Graph.Read_GraphML(str(path))
    assert (I.vcount(), I.ecount()) == (48, 138)


def test_cli_output_file_and_endpoints(tmp_path, capsys):
    out = tmp_path / "fcc.anynet"
    assert main(["export", "FCC(2)", "--format", "anynet", "--endpoints", "3",
                 "-o", str(out)]) == 0
    assert capsys.readouterr().out == ""
    adj, nodes = read_anynet(out.read_text())
    assert len(adj) == 16 and len(nodes) == 48 and sorted(nodes) == list(range(48))


def test_cli_warning_on_stderr_and_errors(capsys):
    assert main(["export", "T(3,3)", "--format", "caminos"]) == 0
    r = capsys.readouterr()
    assert r.out.startswith("NODOS 9\nGRADO 4\n")
    assert "warning" in r.err and "servers_per_router: 1" in r.err
    for args in (["NOPE(3)", "--format", "anynet"],
                 ["KANT(2,3)", "--format", "anynet", "--endpoints", "2"],
                 ["T(3,3)", "--format", "edgelist", "--endpoints", "2"],
                 ["T(3,3)", "--format", "anynet", "--nodes", "keep"],
                 ["T(3,3)", "--format", "anynet", "-o", "/nonexistent/dir/x"]):
        assert main(["export", *args]) == 2
        r = capsys.readouterr()
        assert r.out == ""
        assert r.err.startswith("latticegraph: error:") and r.err.count("\n") == 1


# ---------------------------------------------------------------------------
# compute-node vertices, ports, parallel links (the hooks)
# ---------------------------------------------------------------------------
class Fixture(Topology):
    """A small topology from an explicit edge list, kinds and optional hooks."""

    def __init__(self, n, edges, nodes=(), name="fixture"):
        self.n, self.name = n, name
        self.e = np.array(edges, dtype=np.int64).reshape(-1, 2)
        self.nodes = set(nodes)

    @property
    def order(self):
        return self.n

    def edge_array(self):
        return simple_edges(self.e[:, 0], self.e[:, 1])

    def kind(self, i):
        return "node" if i in self.nodes else "router"

    def label(self, i):
        return ("r" if i not in self.nodes else "n", i)


class PortedRing(Fixture):
    """The cycle C_n with port 0 clockwise and port 1 counter-clockwise."""

    def __init__(self, n):
        super().__init__(n, [(i, (i + 1) % n) for i in range(n)], name=f"ring{n}")

    def edge_ports(self):
        e = self.edge_array()
        return np.array([[0, 1] if v == (u + 1) % self.n else [1, 0] for u, v in e])


class DoubledRing(Fixture):
    """C_3 with the link 0-1 doubled (ports: 0 clockwise, 1 counter-clockwise, 2 extra)."""

    def __init__(self):
        super().__init__(3, [(0, 1), (1, 2), (0, 2)], name="doubled")

    def link_array(self):
        return np.array([[0, 0, 1, 1], [1, 0, 2, 1], [2, 0, 0, 1], [1, 2, 0, 2]])


def test_folding_compute_nodes():
    # routers 0, 1 linked; nodes 2, 3 on router 1 and node 4 on router 0
    g = Fixture(5, [(0, 1), (1, 2), (1, 3), (0, 4)], nodes={2, 3, 4})
    net = network(g)
    assert net.routers == 2 and net.endpoints == [1, 2]
    assert net.node_vertex == [[4], [2, 3]]
    adj, nodes = read_anynet(anynet(g).text)
    assert adj == {0: {1}, 1: {0}} and nodes == {0: 1, 1: 1, 2: 0}
    with pytest.raises(ValueError, match="endpoints cannot be set"):
        network(g, endpoints=2)
    K = graphml_graph(g, nodes="keep")
    assert K.number_of_nodes() == 5 and K.number_of_edges() == 4
    assert [K.nodes[i]["kind"] for i in range(5)] == ["router", "router", "node", "node", "node"]
    assert [K.nodes[i]["endpoints"] for i in range(5)] == [1, 2, 0, 0, 0]


@pytest.mark.parametrize("edges, nodes, match", [
    ([(0, 1), (1, 2), (0, 2)], {2}, "attached to 2 routers"),
    ([(0, 1), (1, 2)], {1, 2}, "linked to each other"),
    ([(0, 1)], {2}, "attached to 0 routers"),
])
def test_bad_compute_nodes(edges, nodes, match):
    with pytest.raises(ValueError, match=match):
        network(Fixture(3, edges, nodes=nodes))


def test_edge_ports_in_graphml_and_caminos_order(tmp_path):
    g = PortedRing(5)
    path = tmp_path / "ring.graphml"
    path.write_text(graphml(g).text)
    H = nx.read_graphml(path, node_type=int)
    for u, v, d in H.edges(data=True):
        a, b = min(u, v), max(u, v)
        clockwise_from_a = b == (a + 1) % 5
        assert (d["source_port"], d["target_port"]) == ((0, 1) if clockwise_from_a else (1, 0))
    # CAMINOS port k = k-th neighbour: port 0 clockwise, port 1 counter-clockwise
    adj = read_caminos(caminos(g).text)
    assert adj == [[(i + 1) % 5, (i - 1) % 5] for i in range(5)]


def test_parallel_links_warned_and_multigraph(tmp_path):
    g = DoubledRing()
    net = network(g)
    assert len(net.links) == 4 and net.parallel() == [(0, 1, 2)]
    out = anynet(g)
    assert any("parallel" in w and "3 links instead of 4" in w for w in out.warnings)
    out = caminos(g)  # kept at their own ports: 0 -- 1 through ports 0, 2 of 0 and 1, 2 of 1
    assert read_caminos(out.text) == [[1, 2, 1], [2, 0, 0], [0, 1]]
    assert any("first port of the far router" in w for w in out.warnings)
    adj, _ = read_anynet(anynet(g).text)
    assert sum(len(x) for x in adj.values()) == 6  # BookSim keeps one link per pair
    out = graphml(g)
    assert any("multigraph" in w for w in out.warnings)
    path = tmp_path / "m.graphml"
    path.write_text(out.text)
    H = nx.read_graphml(path, node_type=int)
    assert H.is_multigraph() and H.number_of_edges(0, 1) == 2 and H.number_of_edges() == 4
    assert ig.Graph.Read_GraphML(str(path)).ecount() == 4


def test_bad_hooks():
    class Loop(DoubledRing):
        def link_array(self):
            return np.array([[0, 0, 0, 1]])

    class Wrong(DoubledRing):
        def link_array(self):
            return np.array([[0, 0, 1, 1]])

    class Short(PortedRing):
        def edge_ports(self):
            return np.zeros((2, 2))

    with pytest.raises(ValueError, match="loop"):
        links(Loop())
    with pytest.raises(ValueError, match="different edges"):
        links(Wrong())
    with pytest.raises(ValueError, match="edge_ports"):
        links(Short(4))


def test_bad_arguments():
    g = graph("T(3)")
    with pytest.raises(ValueError, match="unknown format"):
        export(g, "dot")
    with pytest.raises(ValueError, match="non-negative"):
        network(g, endpoints=-1)
    with pytest.raises(ValueError, match="fold"):
        graphml(g, nodes="drop")
    with pytest.raises(ValueError, match="neither links nor nodes"):
        anynet(Fixture(3, [(0, 2)], nodes={2}, name="lonely"))
    with pytest.raises(ValueError, match="at least one node"):  # BookSim's TrafficPattern
        anynet(g, endpoints=0)
    assert FORMATS == ("graphml", "anynet", "caminos", "edgelist")


# ---------------------------------------------------------------------------
# the readers reject what the simulators reject
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("text, match", [
    ("Router 0 router 1\n", "illegal keyword"),
    ("router\t0 router\t1\n", "illegal keyword"),
    ("node 0 node 1\n", "node to node"),
    ("router 0 node 0\nrouter 1 node 0 router 0\n", "multiple routers"),
    ("router 0 router 2\n", "router ids"),
    ("router 0 node 1 router 1\n", "node ids"),
    ("router 0 router\n", "without an id"),
])
def test_read_anynet_rejects(text, match):
    with pytest.raises(ValueError, match=match):
        read_anynet(text)


def test_read_anynet_accepts_booksim_forms():
    # a link listed from both ends or from one end only, a node line, extra spaces
    adj, nodes = read_anynet("router 0  router 1\nnode 0 router 1\nrouter 1 node 1\n")
    assert adj == {0: {1}, 1: {0}} and nodes == {0: 1, 1: 1}


@pytest.mark.parametrize("text, match", [
    ("NODOS 2\nGRADO 1\n\nN 0\n1\n", "Illegal word"),
    ("GRADO 1\nN 0\n1\n", "NODOS/GRADO"),
    ("NODOS 1\nGRADO 1\nN 0\n", "no neighbour line"),
    ("# comment\n", "Illegal word"),
])
def test_read_caminos_rejects(text, match):
    with pytest.raises(ValueError, match=match):
        read_caminos(text)


# ---------------------------------------------------------------------------
# SST/merlin anytopo: the ports it gives, recomputed from the written file
# ---------------------------------------------------------------------------
def sst_links(path):
    """The links SST/merlin's anytopo builds from a GraphML file, as ``(r, s, port_r, port_s)``.

    A transcription of ``topoAny.import_graph`` (file branch), ``_process_graph``
    and the link loop of ``build`` in sst-elements
    ``src/sst/elements/merlin/topology/pymerlin-topo-any.py`` (commit f782290d):
    read, renumber string ids in file order, number each router's ports in
    adjacency order, pair the i-th ports of the two ends.  Links ``build``
    creates twice (a multigraph's parallel edges) are listed once.
    """
    G = nx.read_graphml(str(path))
    vertices = list(G.nodes())
    if not all(isinstance(v, int) for v in vertices):
        G = nx.relabel_nodes(G, {node: i for i, node in enumerate(vertices)}, copy=True)
    connectivity_map = {}
    for vertex in list(G.nodes()):
        connectivity_map[vertex] = {}
        port_counter = 0
        for edge in G.edges(vertex, data=False):
            neighbor = edge[1] if edge[0] == vertex else edge[0]
            connectivity_map[vertex].setdefault(neighbor, []).append(port_counter)
            port_counter += 1
    out = set()
    for src, dst in list(G.edges()):
        for sp, dp in zip(connectivity_map[src][dst], connectivity_map[dst][src]):
            out.add((src, dst, sp, dp) if src < dst else (dst, src, dp, sp))
    return out


def file_ports(path):
    """Every GraphML edge as ``(r, s, family ports, SST ports)`` with ``r < s``."""
    H = nx.read_graphml(str(path), node_type=int)
    out = []
    for r, s, d in H.edges(data=True):
        fam, sst = (d["source_port"], d["target_port"]), (d["sst_source_port"], d["sst_target_port"])
        out.append((r, s, fam, sst) if r < s else (s, r, fam[::-1], sst[::-1]))
    return out


@pytest.mark.parametrize("key, spec", family_specs())
def test_sst_ports_recomputed_from_the_file(key, spec, tmp_path):
    g = build(key, spec)
    net = network(g)
    if net.ports is None:
        return
    path = tmp_path / "g.graphml"
    path.write_text(graphml(g).text)
    edges = file_ports(path)
    # the file's own attributes: the family's ports, and the ports SST will give
    assert sorted((r, s, *f) for r, s, f, _ in edges) == \
        sorted((r, s, pr, ps) for (r, s), (pr, ps) in zip(net.links.tolist(), net.ports.tolist()))
    assert {(r, s, *p) for r, s, _, p in edges} == sst_links(path)
    if net.parallel():
        return
    # SST's rule leaves a router r only its ports below(r)..deg(r)-1 for links to higher
    # routers: every such link whose family port lies there keeps it
    below = np.bincount(net.links[:, 1], minlength=net.routers)
    degree = below + np.bincount(net.links[:, 0], minlength=net.routers)
    for r, s, (fr, _), (sr, _) in edges:
        if below[r] <= fr < degree[r]:
            assert sr == fr, (r, s)


def test_sst_port_counts():
    """Issue 17: T(4,4) kept 16 of 64 link ends; Swap numbers ports as SST does."""
    def kept(spec):
        data = [d for *_, d in graphml_graph(graph(spec)).edges(data=True)]
        return sum((d["source_port"] == d["sst_source_port"]) + (d["target_port"] ==
                   d["sst_target_port"]) for d in data), 2 * len(data)

    assert kept("T(4,4)") == (24, 64)
    assert kept("Swap(8)") == (56, 56)  # port B - 1 towards B > A, B towards B < A
    assert not any("anytopo numbers" in w for w in graphml(graph("Swap(8)")).warnings)


def test_sst_warnings():
    kant = graphml(graph("KANT(2,3)")).warnings
    assert any("8 of 12 routers have no compute node" in w and "No endpoint-to-port" in w
               for w in kant)
    assert any("12 of 12 routers" in w for w in graphml(graph("T(3,4)"), endpoints=0).warnings)
    assert any("repeated link names" in w for w in graphml(graph("T(2,3)")).warnings)


def test_booksim_needs_a_node(capsys):
    assert main(["export", "T(3,3)", "--format", "anynet", "--endpoints", "0"]) == 2
    err = capsys.readouterr().err
    assert "at least one node" in err and err.count("\n") == 1
    assert read_anynet(anynet(graph("KANT(2,2)")).text)[1]  # fat trees: nodes on hosts


@pytest.mark.parametrize("spec", ["KANT(2,3)", "MiKANT(2,3)", "KANTC(2,3)", "MiKANTC(2,3)"])
def test_caminos_refuses_fat_trees(spec, capsys):
    assert main(["export", spec, "--format", "caminos"]) == 2
    r = capsys.readouterr()
    assert r.out == "" and "servers_per_router" in r.err and r.err.count("\n") == 1


def test_caminos_ports_shift_past_unwired_ones():
    out = caminos(graph("D3(2,2)"))  # global port 0 of (c, p, p) reaches itself: no link
    assert any("unwired ports" in w for w in out.warnings)
    assert not any("unwired" in w for w in caminos(graph("T(3,4)")).warnings)


def test_export_writes_whole_files(tmp_path, capsys):
    out = tmp_path / "t.graphml"
    out.write_text("old")
    assert main(["export", "T(3,3)", "--format", "graphml", "-o", str(tmp_path)]) == 2
    assert "cannot write" in capsys.readouterr().err
    assert main(["export", "T(3,3)", "--format", "graphml", "-o", str(out)]) == 0
    assert nx.read_graphml(out).number_of_nodes() == 9
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.graphml"]  # no temporary left
