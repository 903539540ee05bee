"""Tests for latticegraph.draw and ``latticegraph draw``: every link drawn, none over another.

The geometry checks are written from the definition, independently of the
router in :func:`latticegraph.draw.link_paths`: each drawn path is sampled
and compared with every other path (a KD-tree finds the candidates, exact
point-to-polyline distances decide).
"""
import io

import numpy as np
import pytest
from scipy.spatial import cKDTree

from latticegraph.cli import main
from latticegraph.draw import draw, figure, layout, link_paths, scene
from latticegraph.export import label_string, links
from latticegraph.specs import graph
from latticegraph.topologies.base import Topology, simple_edges
from latticegraph.topologies.cin import wires
from latticegraph.topologies.dragonfly import d3
from latticegraph.topologies.hypercube import cube_layout

from test_export import build, family_specs

MAGIC = {".png": b"\x89PNG", ".pdf": b"%PDF", ".svg": b"<?xml"}


# ---------------------------------------------------------------------------
# geometry, from the definition
# ---------------------------------------------------------------------------
def _point_to_polyline(p, path):
    A, B = path[:-1], path[1:]
    D = B - A
    dd = np.einsum("ij,ij->i", D, D)
    t = np.clip(np.einsum("ij,ij->i", p - A, D) / np.where(dd > 0, dd, 1), 0, 1)
    return float(np.linalg.norm(A + t[:, None] * D - p, axis=1).min())


def _length(path):
    return float(np.linalg.norm(np.diff(path, axis=0), axis=1).sum())


def _resample(path, step):
    """Points every ``step`` (or closer) along a polyline, ends included, and their segment."""
    seg = np.linalg.norm(np.diff(path, axis=0), axis=1)
    run = np.concatenate([[0], np.cumsum(seg)])
    s = np.linspace(0, run[-1], max(int(run[-1] / step) + 2, 2))
    pts = np.stack([np.interp(s, run, path[:, k]) for k in range(path.shape[1])], axis=1)
    return pts, np.clip(np.searchsorted(run, s, side="right") - 1, 0, len(seg) - 1)


def shared_paths(paths, samples=15):
    """Pairs ``(a, b)`` of paths where at least 3 of ``samples`` interior points of ``a`` lie on ``b``.

    Two drawings of links that cross, or meet at a vertex, share single
    points; two that run over each other share a stretch, so many samples.
    Candidates come from a KD-tree over points dense along every path; exact
    point-to-segment distances decide.
    """
    every = np.concatenate(paths)
    diag = float(np.linalg.norm(every.max(axis=0) - every.min(axis=0))) or 1.0
    tol, step = 1e-7 * diag, 4e-3 * diag
    starts = np.cumsum([0] + [len(p) - 1 for p in paths])     # global segment numbers
    A = np.concatenate([p[:-1] for p in paths])
    B = np.concatenate([p[1:] for p in paths])
    seg_owner = np.repeat(np.arange(len(paths)), np.diff(starts))
    dense, dense_seg = zip(*(_resample(p, step) for p in paths))
    dense_seg = np.concatenate([s + starts[j] for j, s in enumerate(dense_seg)])
    tree = cKDTree(np.concatenate(dense))
    probe = [_resample(p, 1e-12 + _length(p) / (samples + 1))[0][1:-1] for p in paths]
    probe_owner = np.repeat(np.arange(len(paths)), [len(q) for q in probe])
    probe = np.concatenate(probe)
    near = tree.query_ball_point(probe, step)
    i = np.repeat(np.arange(len(probe)), [len(x) for x in near])
    k = np.unique(np.stack([i, dense_seg[np.concatenate(near).astype(np.int64)]], 1), axis=0)
    i, k = k[:, 0], k[:, 1]
    keep = seg_owner[k] != probe_owner[i]
    i, k = i[keep], k[keep]
    D = B[k] - A[k]
    dd = np.einsum("ij,ij->i", D, D)
    t = np.clip(np.einsum("ij,ij->i", probe[i] - A[k], D) / np.where(dd > 0, dd, 1), 0, 1)
    on = np.linalg.norm(A[k] + t[:, None] * D - probe[i], axis=1) < tol
    hits = np.unique(np.stack([i[on], seg_owner[k[on]]], 1), axis=0)   # (probe, other path)
    pairs, count = np.unique(np.stack([probe_owner[hits[:, 0]], hits[:, 1]], 1), axis=0,
                             return_counts=True)
    return {(int(a), int(b)) for (a, b), c in zip(pairs, count) if c >= 3}


def _on_glyph(sc, i, p, tol=1e-9):
    if sc.bars is None:
        return np.linalg.norm(sc.points[i] - p) < tol
    return _point_to_polyline(p, sc.bars[i]) < tol


def test_shared_paths_finds_links_drawn_over_each_other():
    """The oracle fails the old pictures: a HyperX row as straight segments, parallel links."""
    row = [np.array([[0.0, 0], [1, 0]]), np.array([[1.0, 0], [2, 0]]), np.array([[0.0, 0], [2, 0]])]
    assert shared_paths(row) == {(0, 2), (2, 0), (1, 2), (2, 1)}
    assert shared_paths([row[0], row[0][::-1].copy()]) == {(0, 1), (1, 0)}
    crossing = [np.array([[0.0, 0], [1, 1]]), np.array([[0.0, 1], [1, 0]]), row[0]]
    assert shared_paths(crossing) == set()


# ---------------------------------------------------------------------------
# every family
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("key, spec", family_specs())
def test_every_family_shows_every_link(key, spec):
    g = build(key, spec)
    uv, _ = links(g)
    fig, sc = figure(g, labels=False)
    # as many drawn paths as physical links, parallel links included, with their ports
    drawn = sorted((min(lk.u, lk.v), max(lk.u, lk.v)) for lk in sc.links)
    assert drawn == sorted(map(tuple, uv.tolist()))
    # each path leaves its first end and reaches the second (a wrap arrow only leaves)
    for lk in sc.links:
        assert _on_glyph(sc, lk.u, lk.path[0])
        assert lk.stub or _on_glyph(sc, lk.v, lk.path[-1])
    # vertices apart; no link runs through a vertex other than its ends
    P = sc.points
    assert len({tuple(np.round(p, 9)) for p in P}) == len(P)
    if sc.bars is None:
        inner = [_resample(lk.path, 0.01 * _length(lk.path))[0][1:-1] for lk in sc.links]
        near = cKDTree(np.concatenate(inner)).query_ball_point(P, 1e-9)
        owner = np.repeat(np.arange(len(inner)), [len(x) for x in inner])
        for w, hits in enumerate(near):
            assert all(w in (sc.links[j].u, sc.links[j].v) for j in owner[hits]), w
    # no two links drawn on the same path
    assert shared_paths([lk.path for lk in sc.links]) == set()
    # the picture holds exactly those paths, one per link
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=40)
    assert buf.getvalue()[:4] == MAGIC[".png"]
    (coll,) = [c for c in fig.axes[0].collections if c.get_gid() == "links"]
    segments = coll.get_segments()
    assert len(segments) == len(sc.links)
    if P.shape[1] == 2:
        assert all(np.array_equal(s, lk.path) for s, lk in zip(segments, sc.links))


def test_parallel_links_are_visibly_apart():
    for spec in ("4D-BCC(1)", "commonlift(PC(2),BCC(1))", "T(2,2,3)"):
        g = graph(spec)
        sc = scene(g)
        mids = {}
        for lk in sc.links:
            key = (min(lk.u, lk.v), max(lk.u, lk.v))
            mids.setdefault(key, []).append(lk.path[len(lk.path) // 2])
        unit = np.median(cKDTree(sc.points).query(sc.points, k=2)[0][:, 1])
        parallel = [m for m in mids.values() if len(m) > 1]
        assert parallel, spec
        for m in parallel:
            gaps = [np.linalg.norm(a - b) for i, a in enumerate(m) for b in m[i + 1:]]
            assert min(gaps) >= 0.2 * unit, spec


def test_arcs_where_straight_links_would_overlap():
    P = [[0, 0], [1, 0], [2, 0], [3, 0]]
    pairs = [(u, v) for u in range(4) for v in range(u + 1, 4)]
    paths = link_paths(P, pairs)
    straight = [len(p) == 2 for p in paths]
    assert straight == [True, False, False, True, False, True]  # neighbours stay straight
    assert shared_paths(paths) == set()
    top = {pair: p[len(p) // 2, 1] for pair, p in zip(pairs, paths) if len(p) > 2}
    assert top[(0, 2)] > 0 > top[(1, 3)]  # [0, 2] and [1, 3] bend to opposite sides
    assert [p[0].tolist() for p in link_paths(P, [(2, 0)])] == [[2.0, 0.0]]  # from u to v
    with pytest.raises(ValueError, match="arcs"):
        link_paths(P, pairs, arcs="some")


def test_lacin_instances_differ_and_wires_follow_the_ports():
    """Section 4 of paper lacin: rows are switches, columns ports; Swap wires change column."""
    shapes = {}
    for spec in ("Swap(8)", "Circle(8)", "XOR(8)"):
        g = graph(spec)
        sc = scene(g)
        assert sc.name == "lacin"
        for lk, (S, i, T, j) in zip(sc.links, wires(g).tolist()):
            assert lk.ports == (i, j) and (lk.u, lk.v) == (S, T)
            assert lk.path[0].tolist() == [i, S] and lk.path[-1].tolist() == [j, T]
            if g.isoport:  # a bracket inside its column's strip
                assert (np.abs(lk.path[:, 0] - i) < 0.5).all() and len(lk.path) == 4
            else:
                assert len(lk.path) == 2
        shapes[spec] = {tuple(np.round(lk.path, 6).ravel()) for lk in sc.links}
    assert len({frozenset(v) for v in shapes.values()}) == 3
    left = [lk for lk in scene(graph("Circle(8)")).links if lk.path[1, 0] < lk.path[0, 0]]
    assert left and all(lk.v == 7 for lk in left)  # the wires of switch N - 1 go left


def test_twisted_wrap_arrows_follow_the_lattice():
    """RTT(a) = G([[2a, a], [0, a]]): leaving the top row in direction e_2 lands a columns on."""
    a = 3
    g = graph(f"RTT({a})")
    sc = scene(g)
    up = [lk for lk in sc.links if lk.stub and lk.group == 1]
    assert len(up) == 2 * a
    for lk in up:
        (x, y), (tx, ty) = g.label(lk.u), g.label(lk.v)
        assert y == a - 1 and ty == 0 and (tx - x) % (2 * a) == a
        assert np.allclose(lk.path[-1] - lk.path[0], [0, 0.45])
    right = [lk for lk in sc.links if lk.stub and lk.group == 0]
    assert all(g.label(lk.u)[0] == 2 * a - 1 and g.label(lk.v)[0] == 0 for lk in right)
    assert len(sc.links) == len(g.link_array())


def test_cube_layout_is_a_clean_picture():
    """Hypercube.layout (paper kantc, Section II-A): no two vertices meet, no link crosses one."""
    for k in range(1, 9):
        P = cube_layout(k)
        v = np.arange(1 << k)
        assert np.min(cKDTree(P).query(P, k=2)[0][:, 1]) > 0.5
        pairs = [(u, u | 1 << j) for j in range(k) for u in v[(v >> j) & 1 == 0]]
        assert all(len(p) == 2 for p in link_paths(P, pairs))  # none bent: none blocked


def test_layout_choices():
    assert layout(graph("T(5)"))[0] == "grid"
    name, xy = layout(graph("RTT(3)"))
    assert name == "grid" and (xy == graph("RTT(3)").labels()).all()  # at the HNF labels
    assert layout(graph("Circle(6)"))[0] == "lacin"
    assert layout(graph("K5"))[0] == "linear"
    for spec in ("KANTC(2,3)", "HyperX(3,4)", "Hypercube(3)", "MDF(2,3)"):
        assert layout(graph(spec))[0] == "family"
    _, xy = layout(d3(3, 4))
    g = d3(3, 4)
    c, dd, p = g.label(13)
    assert xy[13].tolist() == [c * 5 + p, -1.5 * dd]  # cabinets side by side, drawers as rows
    assert layout(graph("4D-BCC(1)"))[0] == "spring"  # 4 dimensions: no grid picture
    name, xy = layout(graph("Star(4)"))
    assert name == "spring" and xy.shape == (24, 2)


class Leaves(Topology):
    """A router with three compute nodes and a second router: no layout hook."""

    name, order = "leaves", 5

    def edge_array(self):
        return simple_edges(np.array([0, 0, 0, 0]), np.array([1, 2, 3, 4]))

    def kind(self, i):
        return "node" if i in (1, 2, 3) else "router"


def test_levels_start_at_compute_nodes():
    name, xy = layout(Leaves())
    assert name == "levels"
    assert (xy[[1, 2, 3], 1] == 0).all() and xy[0, 1] == 1 and xy[4, 1] == 2
    sc = scene(Leaves())
    assert sc.groups == ["compute node", "link"]
    g = graph("KANT(2,3)")
    _, xy = layout(g)
    kinds = np.array([g.kind(i) for i in range(g.order)])
    assert xy[kinds == "node", 1].max() < xy[kinds != "node", 1].min()
    hosts = g.hosts()
    for j, node in enumerate(g.compute_nodes()):  # right under its host
        assert abs(xy[node, 0] - xy[hosts[j // g.k], 0]) < g.k / 2


def test_fat_tree_colours_and_mirror():
    sc = scene(graph("MiKANTC(2,3)"))
    assert sorted(sc.groups) == ["between groups", "compute node", "cube", "tree"]
    g = graph("MiKANT(2,3)")
    _, xy = layout(g)
    group = np.array([g.label(i)[0] for i in range(g.order)])
    assert xy[group == 0, 1].max() < xy[group == 1, 1].min()  # group 1 mirrored above


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


def _texts(fig):
    return [t.get_text() for ax in fig.axes for t in ax.texts]


def test_labels_and_ports_on_request():
    g = graph("FCC(2)")
    assert _texts(figure(g, labels=False)[0]) == []
    texts = _texts(figure(g, labels=True)[0])
    stubs = [lk for lk in scene(g).links if lk.stub]
    assert len(texts) == g.order + len(stubs)
    assert label_string(g, 5) in texts
    big = graph("PC(5)")  # 125 vertices: no labels unless asked
    assert _texts(figure(big)[0]) == [] and len(_texts(figure(big, labels=True)[0])) >= 125
    fig, sc = figure(graph("Swap(6)"), ports=True, labels=False)
    assert sorted(_texts(fig)) == sorted(str(p) for lk in sc.links for p in lk.ports)
    with pytest.raises(ValueError, match="does not number its ports"):
        figure(graph("KANT(2,3)"), ports=True)


@pytest.mark.parametrize("suffix", [".png", ".pdf", ".svg"])
def test_formats(suffix, tmp_path):
    path = tmp_path / f"fcc{suffix}"
    assert draw(graph("FCC(2)"), str(path)) == "grid"
    assert path.read_bytes()[:len(MAGIC[suffix])] == MAGIC[suffix]
    if suffix == ".svg":
        assert 'id="links"' in path.read_text()


def test_draw_errors(tmp_path):
    with pytest.raises(ValueError, match="picture format"):
        draw(graph("T(3)"), str(tmp_path / "x.jpg"))
    with pytest.raises(ValueError, match="drawing limit"):
        draw(graph("PC(5)"), str(tmp_path / "x.png"), max_vertices=100)
    with pytest.raises(ValueError, match="cannot write"):
        draw(graph("T(3)"), str(tmp_path / "missing" / "x.png"))
    assert list(tmp_path.iterdir()) == []  # nothing half-written


def test_cli_draw(tmp_path, capsys):
    out = tmp_path / "rtt.svg"
    assert main(["draw", "RTT(3)", "-o", str(out), "--labels", "no"]) == 0
    assert "grid layout" in capsys.readouterr().out
    assert out.read_bytes()[:5] == MAGIC[".svg"]
    assert main(["draw", "Circle(6)", "-o", str(tmp_path / "c.png"), "--ports"]) == 0
    assert "lacin layout" in capsys.readouterr().out
    for args in (["RTT(3)", "-o", str(tmp_path / "x.gif")], ["NOPE(2)", "-o", str(out)],
                 ["PC(5)", "-o", str(out), "--max-vertices", "10"],
                 ["KANT(2,3)", "-o", str(out), "--ports"],
                 ["T(3)", "-o", str(tmp_path / "no" / "x.png")],
                 ["T(3)", "-o", str(tmp_path)]):
        assert main(["draw", *args]) == 2
        err = capsys.readouterr().err
        assert err.startswith("latticegraph: error:") and err.count("\n") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.png", "rtt.svg"]
