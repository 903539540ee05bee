"""Tests for latticegraph.draw and ``latticegraph draw``."""
import numpy as np
import pytest

from latticegraph.cli import main
from latticegraph.draw import _lattice_parts, draw, layout
from latticegraph.specs import graph
from latticegraph.topologies.base import Topology, simple_edges
from latticegraph.topologies.dragonfly import d3

from test_export import build, family_specs

MAGIC = {".png": b"\x89PNG", ".pdf": b"%PDF", ".svg": b"<?xml"}


@pytest.mark.parametrize("key, spec", family_specs())
def test_every_family_draws(key, spec, tmp_path):
    g = build(key, spec)
    path = tmp_path / "g.png"
    name = draw(g, str(path))
    assert path.read_bytes()[:4] == MAGIC[".png"]
    assert name in ("family", "grid", "linear", "levels", "labels", "spring", "circle")


@pytest.mark.parametrize("suffix", [".png", ".pdf", ".svg"])
def test_formats(suffix, tmp_path):
    path = tmp_path / f"fcc{suffix}"
    assert draw(graph("FCC(2)"), str(path)) == "grid"
    assert path.read_bytes()[:len(MAGIC[suffix])] == MAGIC[suffix]


def test_layout_choices():
    assert layout(graph("T(5)"))[0] == "grid"
    name, xy = layout(graph("RTT(3)"))
    g = graph("RTT(3)")
    assert name == "grid" and (xy == g.labels()).all()  # vertices at their HNF labels
    assert layout(graph("Circle(6)"))[0] == "linear"  # complete graph: linear arrangement
    assert layout(graph("K5"))[0] == "linear"
    assert layout(graph("KANTC(2,3)"))[0] == "levels"
    assert layout(d3(3, 4))[0] == "labels"
    assert layout(graph("4D-BCC(1)"))[0] != "grid"  # 4 dimensions: no grid picture
    name, xy = layout(graph("Star(4)"))
    assert name == "spring" and xy.shape == (24, 2)


def test_levels_start_at_compute_nodes():
    g = graph("KANT(2,3)")
    _, xy = layout(g)
    kinds = np.array([g.kind(i) for i in range(g.order)])
    assert (xy[kinds == "node", 1] == 0).all() and (xy[kinds != "node", 1] > 0).all()
    G = g.to_networkx()
    for u, v in G.edges():  # a tree-like network: links join consecutive levels
        assert abs(xy[u, 1] - xy[v, 1]) <= 1


def test_twisted_wrap_arrows_follow_the_lattice():
    """RTT(a) = G([[2a, a], [0, a]]): leaving the top row in direction e_2 lands a columns on."""
    a = 3
    g = graph(f"RTT({a})")
    segments, wraps = _lattice_parts(g)
    (i1, X1, R1), (i2, X2, R2) = wraps
    assert (X2[:, 1] == a - 1).all() and len(X2) == 2 * a
    assert ((R2[:, 0] - X2[:, 0]) % (2 * a) == a).all() and (R2[:, 1] == 0).all()
    assert (X1[:, 0] == 2 * a - 1).all() and (R1[:, 0] == 0).all() and (R1[:, 1] == X1[:, 1]).all()
    # grid segments plus wrap arrows are exactly the links (Definition 3)
    pairs = set()
    for parts in (segments, wraps):
        for _, A, B in parts:
            for x, y in zip(A.tolist(), g.reduce(B).tolist()):
                pairs.add(frozenset((g.index(x), g.index(y))))
    assert pairs == {frozenset(e) for e in g.edge_array().tolist()}


class Hooked(Topology):
    name, order = "hooked", 4

    def __init__(self, xy):
        self.xy = xy

    def edge_array(self):
        v = np.arange(4)
        return simple_edges(v, (v + 1) % 4)

    def layout(self):
        return self.xy


def test_layout_hook(tmp_path):
    sq = [[0, 0], [1, 0], [1, 1], [0, 1]]
    name, xy = layout(Hooked(sq))
    assert name == "family" and xy.tolist() == sq
    assert draw(Hooked([p + [0] for p in sq]), str(tmp_path / "h.svg")) == "family"
    with pytest.raises(ValueError, match="layout"):
        layout(Hooked([[0, 0]]))


def test_draw_errors(tmp_path):
    with pytest.raises(ValueError, match="picture format"):
        draw(graph("T(3)"), str(tmp_path / "x.jpg"))
    with pytest.raises(ValueError, match="drawing limit"):
        draw(graph("PC(5)"), str(tmp_path / "x.png"), max_vertices=100)


def test_cli_draw(tmp_path, capsys):
    out = tmp_path / "rtt.svg"
    assert main(["draw", "RTT(3)", "-o", str(out), "--labels", "no"]) == 0
    assert "grid layout" in capsys.readouterr().out
    assert out.read_bytes()[:5] == MAGIC[".svg"]
    for args in (["RTT(3)", "-o", str(tmp_path / "x.gif")], ["NOPE(2)", "-o", str(out)],
                 ["PC(5)", "-o", str(out), "--max-vertices", "10"]):
        assert main(["draw", *args]) == 2
        err = capsys.readouterr().err
        assert err.startswith("latticegraph: error:") and err.count("\n") == 1
