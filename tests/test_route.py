"""Tests for ``latticegraph route`` (latticegraph.cli_graph): vertex parsing, routes, BFS."""
import json
import random

import networkx as nx
import numpy as np
import pytest

from latticegraph.cli import main
from latticegraph.cli_graph import resolve_vertex, route_record
from latticegraph.export import label_string
from latticegraph.specs import graph
from latticegraph.topologies.base import Topology, simple_edges
from latticegraph.topologies.lattice import LatticeGraph

from test_export import build, family_specs


def is_path(G, labels_path, g):
    idx = {label_string(g, i): i for i in range(g.order)}
    p = [idx[x] for x in labels_path]
    return all(G.has_edge(u, v) for u, v in zip(p, p[1:])), p


@pytest.mark.parametrize("key, spec", family_specs())
def test_route_every_family_against_networkx(key, spec):
    g = build(key, spec)
    G = g.to_networkx()
    rng = random.Random(key)
    if hasattr(g, "route"):  # fat trees route between compute nodes
        pool = [v for v in G if G.nodes[v]["kind"] == "node"] or list(G)
    else:
        pool = list(G)
    for _ in range(4):
        s, t = rng.choice(pool), rng.choice(pool)
        rec = route_record(g, s, t)
        truth = nx.shortest_path_length(G, s, t)
        assert rec["distance"] == truth
        own = hasattr(g, "route") or isinstance(g, LatticeGraph)
        assert rec["algorithm"] == ("family" if own else "bfs")
        if isinstance(g, LatticeGraph):  # the walk of Algorithm 1's record ends at t
            assert rec["length"] == sum(abs(x) for x in rec["record"])
        ok, p = is_path(G, rec["path"], g)
        assert ok and p[0] == s and p[-1] == t and rec["length"] == len(p) - 1
        assert rec["minimal"] == (rec["length"] == truth)
        if rec["algorithm"] == "bfs":
            assert rec["length"] == truth


@pytest.mark.parametrize("key, spec", family_specs())
def test_every_label_resolves_to_its_vertex(key, spec):
    g = build(key, spec)
    for i in range(0, g.order, max(1, g.order // 7)):
        assert resolve_vertex(g, label_string(g, i)) == i


def test_resolve_vertex_forms():
    g = graph("PC(4)")
    assert resolve_vertex(g, "(1,3,3)") == resolve_vertex(g, " ( 1, 3,3 ) ") == 61
    assert resolve_vertex(g, "61") == 61
    assert resolve_vertex(g, "(5,-1,3)") == 61  # congruent vector, reduced by index()
    h = graph("HSN(2,Q2)")
    assert label_string(h, resolve_vertex(h, "12431243")) == "12431243"
    d = graph("D3(3,4)")
    assert resolve_vertex(d, "(2,3,1)") == (2 * 4 + 3) * 4 + 1
    for bad, match in [("64", "not in 0..63"), ("(1,2)", "no vertex labelled"),
                       ("x", "no vertex labelled"), ("-1", "not in 0..63")]:
        with pytest.raises(ValueError, match=match):
            resolve_vertex(g, bad)


class Ring(Topology):
    """C_n whose routing goes clockwise (a family's own, non-minimal routing)."""

    name = "ring"

    def __init__(self, n, mode="path"):
        self.n, self.mode = n, mode

    @property
    def order(self):
        return self.n

    def edge_array(self):
        v = np.arange(self.n)
        return simple_edges(v, (v + 1) % self.n)

    def route(self, s, t):
        path = [s]
        while path[-1] != t:
            path.append((path[-1] + 1) % self.n)
        if self.mode == "path":
            return path
        if self.mode == "record":
            return {"record": ((t - s) % self.n,), "length": (t - s) % self.n}
        if self.mode == "record+path":
            return {"record": "cw", "path": path, "length": len(path) - 1}
        if self.mode == "badlength":
            return {"record": "cw", "path": path, "length": len(path)}
        if self.mode == "jump":
            return [s, t]
        return {"record": "nothing"}


def test_family_route_hook_forms():
    r = route_record(Ring(8), 1, 7)
    assert r["algorithm"] == "family" and r["length"] == 6 and r["distance"] == 2
    assert r["minimal"] is False and r["path"] == ["1", "2", "3", "4", "5", "6", "7"]
    r = route_record(Ring(8, "record"), 1, 7)
    assert r["record"] == (6,) and r["path"] is None and r["length"] == 6
    r = route_record(Ring(8, "record+path"), 6, 7)
    assert r["record"] == "cw" and r["length"] == 1 and r["minimal"] is True
    for mode, match in [("badlength", "length"), ("jump", "non-link"), ("empty", "neither")]:
        with pytest.raises(ValueError, match=match):
            route_record(Ring(8, mode), 1, 4)
    with pytest.raises(ValueError, match="not in 0..7"):
        route_record(Ring(8), 0, 8)


def test_unreachable_without_family_routing():
    class Two(Topology):
        name, order = "two", 4

        def edge_array(self):
            return np.array([[0, 1], [2, 3]])

    with pytest.raises(ValueError, match="cannot be reached"):
        route_record(Two(), 0, 3)


def test_cli_route_text_and_json(capsys):
    # paper crystal, Example 32: FCC(4) from (1,3,3) to (6,0,1), record (1,1,-2)
    assert main(["route", "FCC(4)", "(1,3,3)", "(6,0,1)"]) == 0
    out = capsys.readouterr().out
    assert "Algorithm 1 of paper crystal" in out and "record    (1, 1, -2)" in out
    assert "length    4" in out and "distance  4 (BFS)" in out
    assert "(1,3,3) ->" in out and out.rstrip().endswith("minimal   yes")
    assert main(["route", "HSN(2,Q2)", "12341234", "12431243"]) == 0
    out = capsys.readouterr().out
    assert "BFS shortest path" in out and "length    3" in out
    assert main(["route", "KANTC(2,3)", "16", "23", "--json"]) == 0
    rec = json.loads(capsys.readouterr().out)
    g = graph("KANTC(2,3)")
    assert rec["algorithm"] == "family" and rec["path"][0] == label_string(g, 16)
    assert rec["distance"] == nx.shortest_path_length(g.to_networkx(), 16, 23)


def test_cli_route_errors(capsys):
    for args in (["PC(4)", "(9,9)", "0"], ["NOPE(1)", "0", "1"], ["KANTC(2,3)", "0", "1"]):
        assert main(["route", *args]) == 2
        err = capsys.readouterr().err
        assert err.startswith("latticegraph: error:") and err.count("\n") == 1
