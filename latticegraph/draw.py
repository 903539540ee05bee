"""Pictures of topologies that show every link (matplotlib, no display needed).

:func:`draw` first builds a :class:`Scene`: where each vertex stands and the
path of every physical link, parallel links included (the links
:func:`latticegraph.export.links` lists), then renders it.  Where vertices go,
first match wins:

1. the family's ``layout()`` hook, an ``(N, 2)`` or ``(N, 3)`` array
   (HyperX, hypercubes, the fat trees of paper ``kantc``, D3 and MDF of
   paper ``d3``), drawn in 3D for three columns;
2. lattice graphs ``G(M)`` of dimension 1 to 3 (paper ``crystal``): every
   vertex at its label in the HNF labelling set ``{x : 0 <= x_i < H_ii}``
   (Section 5.1), the link ``x -- x + e_i`` a unit segment when ``x + e_i``
   is in that box, else an arrow leaving ``x`` in direction ``e_i``, tagged
   with the label of the vertex it reaches, so the twist of a twisted torus
   reads off the picture (``RTT(a)``: the arrows out of the top row land
   ``a`` columns to the right);
3. the CINs Swap, Circle and XOR (paper ``lacin``): the linear layout of
   Section 4, switch ``S`` a row, port ``i`` a column, every wire from port
   ``i`` of ``S`` to port ``j`` of ``T``: a bracket inside column ``i`` for
   the isoport instances (:func:`~latticegraph.topologies.cin.arc_polyline`,
   Circle's wires of switch ``N - 1`` on the left as Section 4 places them),
   a straight wire for Swap, whose ports differ at the two ends; so the three
   instances look as different as their port pairings are;
4. other complete graphs: switches on a line, every link an arc (Section 4's
   linear arrangement without ports);
5. graphs with compute-node vertices (kind ``node``) or trees: levels, row
   ``k`` holding the vertices at distance ``k`` from the compute nodes (or
   from a centre of the tree);
6. anything else: a spring layout (seeded, so pictures are reproducible) up
   to 300 vertices, a circle beyond.

In cases 1 and 4-6, :func:`link_paths` routes the links: straight, unless a
straight segment would run through another vertex, and so over that vertex's
own links (a HyperX row, a D3 drawer, a cube's links in a row), or the link is
one of several parallel ones.  Those become arcs, bulging to the left of the
direction from their lower-numbered end, more for longer links, parallel
copies fanned apart.  No two links then share a stretch of path;
``tests/test_draw.py`` checks it on every family.

Hooks a family may implement: ``layout()`` (above) and ``link_kind(u, v)``,
the name of the link's colour class (D3's ``local``/``global``, a HyperX
link's dimension, a fat tree's ``tree``/``cube``/``compute node``); without
it, links to compute nodes get a class of their own.

Options: ``labels`` writes vertex labels (default: up to 64 vertices; on
lattice grids also the tags of the arrows), ``ports`` writes each link's port
number at both ends (families that number their ports: lattice graphs,
Swap/Circle/XOR, HyperX, D3).  The output format follows the file suffix:
``.png``, ``.pdf`` or ``.svg``; the file is written whole or not at all.

Examples
--------
>>> import os, tempfile
>>> from latticegraph.topologies.lattice import rtt
>>> path = os.path.join(tempfile.mkdtemp(), "rtt.svg")
>>> draw(rtt(4), path)
'grid'
>>> open(path).read(5)
'<?xml'
"""
from __future__ import annotations

import io
import os
from dataclasses import dataclass, field

import networkx as nx
import numpy as np
from matplotlib.collections import LineCollection
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from scipy.spatial import cKDTree

from .export import label_string, links, write_atomically
from .topologies.cin import CIN, arc_polyline, circle_sides, column_arcs, wires
from .topologies.lattice import LatticeGraph

__all__ = ["SUFFIXES", "MAX_VERTICES", "Link", "Scene", "layout", "link_paths", "scene",
           "figure", "draw"]

#: file suffixes :func:`draw` writes
SUFFIXES = (".png", ".pdf", ".svg")
#: default refusal threshold: larger pictures are unreadable and slow
MAX_VERTICES = 4096
_LABEL_LIMIT = 64
_COLORS = ("tab:blue", "tab:orange", "tab:green", "tab:red", "tab:purple", "tab:brown",
           "tab:pink", "tab:olive", "tab:cyan")
#: samples along a curved link
_SAMPLES = 25
#: length of a lattice graph's wrap-around arrow (grid units)
_STUB = 0.45


@dataclass
class Link:
    """One physical link as drawn.

    ``path`` runs from ``u``'s end to ``v``'s end (a ``stub`` stops short of
    ``v``: a lattice graph's wrap-around arrow); ``ports`` are the port numbers
    at ``u`` and ``v`` when the family numbers them; ``group`` indexes
    :attr:`Scene.groups` (the colour).
    """

    u: int
    v: int
    path: np.ndarray
    ports: tuple[int, int] | None = None
    group: int = 0
    stub: bool = False


@dataclass
class Scene:
    """What :func:`draw` renders: vertex positions and every link's path.

    ``points[i]`` is where vertex ``i`` (its marker and label) stands;
    ``bars``, when not ``None``, draws vertex ``i`` as the segment
    ``bars[i, 0] -- bars[i, 1]`` instead (the rows of a LACIN), and links end
    on it.
    """

    name: str
    points: np.ndarray
    links: list[Link]
    groups: list[str] = field(default_factory=lambda: ["link"])
    bars: np.ndarray | None = None


# ---------------------------------------------------------------------------
# layouts
# ---------------------------------------------------------------------------
def _graph(g, edges: np.ndarray) -> nx.Graph:
    G = nx.Graph()
    G.add_nodes_from(range(g.order))
    G.add_edges_from(edges.tolist())
    return G


def _levels(g, edges: np.ndarray) -> np.ndarray:
    G = _graph(g, edges)
    roots = [i for i in range(g.order) if g.kind(i) == "node"]
    if not roots:
        roots = list(nx.center(G)) if nx.is_connected(G) else [0]
    level = np.full(g.order, -1, dtype=np.int64)
    for v, d in nx.multi_source_dijkstra_path_length(G, roots).items():
        level[v] = d
    level[level < 0] = level.max() + 1
    coords = np.zeros((g.order, 2))
    for k in np.unique(level):
        members = np.flatnonzero(level == k)
        coords[members, 0] = np.arange(len(members)) - (len(members) - 1) / 2
        coords[members, 1] = k
    return coords


def _lacin_points(g: CIN) -> np.ndarray:
    return np.stack([np.full(g.order, -0.75), np.arange(g.order)], axis=1).astype(float)


def layout(g) -> tuple[str, np.ndarray]:
    """The layout :func:`draw` uses: its name and where each vertex stands, ``(N, 2 | 3)``.

    >>> from latticegraph.topologies.lattice import fcc
    >>> name, xy = layout(fcc(2))
    >>> name, xy.shape, xy[5].tolist()
    ('grid', (16, 3), [1.0, 1.0, 0.0])
    """
    n = g.order
    if hasattr(g, "layout"):
        xy = np.asarray(g.layout(), dtype=float)
        if xy.ndim != 2 or xy.shape[0] != n or xy.shape[1] not in (2, 3):
            raise ValueError(f"{g.name}: layout() must return an (N, 2) or (N, 3) array, "
                             f"got shape {xy.shape}")
        return "family", xy
    if isinstance(g, LatticeGraph) and g.dimension <= 3:
        X = g.labels().astype(float)
        if g.dimension == 1:
            X = np.concatenate([X, np.zeros((n, 1))], axis=1)
        return "grid", X
    if isinstance(g, CIN):
        return "lacin", _lacin_points(g)
    edges = np.asarray(g.edge_array()).reshape(-1, 2)
    if n >= 3 and len(edges) == n * (n - 1) // 2:
        return "linear", np.stack([np.arange(n), np.zeros(n)], axis=1).astype(float)
    if any(g.kind(i) == "node" for i in range(n)) or (len(edges) == n - 1 and n > 1):
        return "levels", _levels(g, edges)
    G = _graph(g, edges)
    if n <= 300:
        pos = nx.spring_layout(G, seed=0)
        return "spring", np.array([pos[i] for i in range(n)])
    pos = nx.circular_layout(G)
    return "circle", np.array([pos[i] for i in range(n)])


# ---------------------------------------------------------------------------
# link routing
# ---------------------------------------------------------------------------
def _spacing(P: np.ndarray) -> float:
    """The layout's unit: the median distance from a vertex to its nearest other vertex."""
    if len(P) < 2:
        return 1.0
    d, _ = cKDTree(P).query(P, k=2)
    near = d[:, 1][d[:, 1] > 0]
    return float(np.median(near)) if len(near) else 1.0


def _through_vertex(P: np.ndarray, a: np.ndarray, b: np.ndarray, tol: float) -> np.ndarray:
    """Whether the open segment ``P[a] -- P[b]`` passes within ``tol`` of another vertex."""
    A, B = P[a], P[b]
    D = B - A
    half = np.linalg.norm(D, axis=1) / 2
    near = cKDTree(P).query_ball_point((A + B) / 2, half + tol)
    sizes = np.fromiter((len(x) for x in near), dtype=np.int64, count=len(near))
    link = np.repeat(np.arange(len(a)), sizes)
    w = np.concatenate([np.asarray(x, dtype=np.int64) for x in near]) if len(near) else \
        np.zeros(0, dtype=np.int64)
    other = (w != a[link]) & (w != b[link])
    link, w = link[other], w[other]
    d = D[link]
    t = np.einsum("ij,ij->i", P[w] - A[link], d) / np.einsum("ij,ij->i", d, d)
    off = np.linalg.norm(A[link] + t[:, None] * d - P[w], axis=1)
    hit = (t > 0) & (t < 1) & (off < tol)
    out = np.zeros(len(a), dtype=bool)
    out[link[hit]] = True
    return out


def _normals(D: np.ndarray) -> np.ndarray:
    """Unit vectors to the left of each direction (2D), or perpendicular to it and ``z`` (3D)."""
    if D.shape[1] == 2:
        N = np.stack([-D[:, 1], D[:, 0]], axis=1)
    else:
        N = np.cross(D, [0.0, 0.0, 1.0])
        flat = np.linalg.norm(N, axis=1) < 1e-12 * np.linalg.norm(D, axis=1)
        N[flat] = np.cross(D[flat], [1.0, 0.0, 0.0])
    return N / np.linalg.norm(N, axis=1)[:, None]


def link_paths(points, pairs, *, arcs: str = "where needed") -> list[np.ndarray]:
    """The drawn path of every link ``pairs[j] = (u, v)``, from ``u`` to ``v``.

    A link is a straight segment unless it would pass through another vertex
    or has parallel copies (the same pair listed again); then it is a
    parabolic arc of sagitta ``0.22 sqrt(length * s)`` (``s``: the layout's
    unit, the median nearest-vertex distance), to the left of the direction
    from its lower-numbered end when its start lies an even number of units
    along that direction and to the right otherwise (so arcs over ``[0, 2]``
    and ``[1, 3]`` of a row do not run side by side), and the ``k``-th of
    ``m`` parallel copies is moved ``0.25 s`` further per copy (straight ones
    fan out symmetrically).
    Distinct pairs then never share a stretch of path: two segments on one
    line that overlap have an end of one inside the other, so they are arcs
    over different chords.  ``arcs="all"`` bends every link by half its
    length (an arc diagram, for vertices on a line).

    >>> P = [[0, 0], [1, 0], [2, 0]]
    >>> [len(p) for p in link_paths(P, [(0, 1), (1, 2), (0, 2)])]   # 0 -- 2 runs over 1
    [2, 2, 25]
    >>> link_paths(P, [(0, 2)])[0][12].tolist()                     # the arc's top
    [1.0, 0.3111269837220809]
    """
    P = np.asarray(points, dtype=float)
    pairs = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
    if arcs not in ("where needed", "all"):
        raise ValueError(f"arcs must be 'where needed' or 'all', got {arcs!r}")
    if not len(pairs):
        return []
    a, b = pairs.min(axis=1), pairs.max(axis=1)
    A, D = P[a], P[b] - P[a]
    length = np.linalg.norm(D, axis=1)
    s = _spacing(P)
    if arcs == "all":
        bend, sag = np.ones(len(a), dtype=bool), length / 2
    else:
        bend, sag = _through_vertex(P, a, b, 1e-6 * s), 0.22 * np.sqrt(length * s)
    _, pair, copies = np.unique(a * len(P) + b, return_inverse=True, return_counts=True)
    order = np.argsort(pair, kind="stable")
    rank = np.empty(len(a), dtype=np.int64)
    rank[order] = np.arange(len(a)) - np.searchsorted(pair[order], pair[order])
    copies = copies[pair]
    h = np.where(bend, sag, 0.0) + 0.25 * s * np.where(bend, rank, rank - (copies - 1) / 2)
    if arcs == "where needed":   # chords along one line start at steps k = 0, 1, 2, ...:
        k = np.rint(np.einsum("ij,ij->i", A, D) / np.maximum(length, 1e-300) / s)
        h = np.where(bend & (k % 2 == 1), -h, h)     # odd ones bend the other way
    t = np.linspace(0.0, 1.0, _SAMPLES)[:, None]
    N = _normals(D)
    out = []
    for j in range(len(a)):
        if h[j] == 0:
            path = np.stack([A[j], A[j] + D[j]])
        else:
            path = A[j] + t * D[j] + (4 * t * (1 - t)) * h[j] * N[j]
        out.append(path if pairs[j, 0] == a[j] else path[::-1].copy())
    return out


# ---------------------------------------------------------------------------
# scenes
# ---------------------------------------------------------------------------
def _lattice_scene(g: LatticeGraph, points: np.ndarray) -> Scene:
    """Grid segments and wrap arrows, one per row of ``link_array()`` (Definition 3)."""
    u, pu, v, pv = g.link_array().T
    i = pu // 2                                   # the link leaves u along +e_i
    Y = g.labels()[u]
    Y[np.arange(len(u)), i] += 1
    inside = (g.reduce(Y) == Y).all(axis=1)
    end = np.where(inside[:, None], points[v], points[u] + _STUB * np.eye(points.shape[1])[i])
    out = [Link(int(u[j]), int(v[j]), np.stack([points[u[j]], end[j]]),
                (int(pu[j]), int(pv[j])), int(i[j]), stub=not inside[j])
           for j in range(len(u))]
    return Scene("grid", points, out, groups=[f"e{d + 1}" for d in range(g.dimension)])


def _lacin_scene(g: CIN, points: np.ndarray) -> Scene:
    """Section 4 of paper ``lacin``: rows for switches, columns for ports, one wire per link."""
    n, c = g.order, g.ports
    side = {}
    if g.family == "Circle":
        for i in range(c):
            for (a, b), s in zip(column_arcs(g, i).tolist(), circle_sides(g, i).tolist()):
                side[i, a, b] = s
    out = []
    for S, i, T, j in wires(g).tolist():
        if g.isoport:
            path = np.array([(float(x), float(y))
                             for x, y in arc_polyline(n, i, S, T, side.get((i, S, T), 1))])
        else:
            path = np.array([(float(i), float(S)), (float(j), float(T))])
        out.append(Link(S, T, path, (i, j), i))
    bars = np.stack([np.stack([np.full(n, -0.5), np.arange(n)], 1),
                     np.stack([np.full(n, c - 0.5), np.arange(n)], 1)], axis=1).astype(float)
    return Scene("lacin", points, out, groups=[f"port {i}" for i in range(c)], bars=bars)


def _generic_scene(g, name: str, points: np.ndarray) -> Scene:
    pairs, ports = links(g)
    paths = link_paths(points, pairs, arcs="all" if name == "linear" else "where needed")
    if hasattr(g, "link_kind"):
        kinds = [str(g.link_kind(int(u), int(v))) for u, v in pairs.tolist()]
    else:
        node = [g.kind(i) == "node" for i in range(g.order)]
        kinds = ["compute node" if node[u] or node[v] else "link" for u, v in pairs.tolist()]
    groups = list(dict.fromkeys(kinds))
    index = {k: i for i, k in enumerate(groups)}
    out = [Link(u, v, path, None if ports is None else (int(ports[j, 0]), int(ports[j, 1])),
                index[kinds[j]])
           for j, ((u, v), path) in enumerate(zip(pairs.tolist(), paths))]
    return Scene(name, points, out, groups=groups)


def scene(g) -> Scene:
    """The :class:`Scene` :func:`draw` renders for topology ``g``.

    Every physical link appears once (``len(scene(g).links) ==
    len(latticegraph.export.links(g)[0])``); a family's ``link_kind(u, v)``
    hook names its links' colour classes.

    >>> from latticegraph.topologies.hyperx import hyperx
    >>> s = scene(hyperx(4))           # K_4 on a line: 0 -- 2, 0 -- 3, 1 -- 3 bend
    >>> s.name, [len(l.path) for l in s.links]
    ('family', [2, 25, 25, 2, 25, 2])
    """
    name, points = layout(g)
    if name == "grid":
        return _lattice_scene(g, points)
    if name == "lacin":
        return _lacin_scene(g, points)
    return _generic_scene(g, name, points)


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
def _along(path: np.ndarray, distance: float) -> np.ndarray:
    """The point ``distance`` along a polyline from its start (its end if shorter)."""
    steps = np.linalg.norm(np.diff(path, axis=0), axis=1)
    run = np.concatenate([[0.0], np.cumsum(steps)])
    k = min(int(np.searchsorted(run, distance)), len(path) - 1)
    if k == 0:
        return path[0]
    return path[k - 1] + min((distance - run[k - 1]) / steps[k - 1], 1.0) * (path[k] - path[k - 1])


def _colors(sc: Scene) -> list[str]:
    palette = iter(_COLORS)
    return ["0.6" if name == "compute node" else next(palette, "tab:gray")
            for name in sc.groups]


def _labels(ax, sc: Scene, g, colors: list[str], size: float) -> None:
    """Vertex labels just above each vertex, and the target of every wrap-around arrow."""
    if sc.name != "lacin":
        for i in range(g.order):
            if sc.points.shape[1] == 3:
                ax.text(*sc.points[i], " " + label_string(g, i), fontsize=size, zorder=5,
                        in_layout=False)
            else:
                ax.annotate(label_string(g, i), sc.points[i], xytext=(0, 3),
                            textcoords="offset points", fontsize=size, ha="center",
                            va="bottom", zorder=5, in_layout=False)
    for link in sc.links:
        if link.stub:
            tip = link.path[-1] + 0.2 * (link.path[-1] - link.path[0]) / _STUB
            ax.text(*tip, label_string(g, link.v), fontsize=size * 0.85,
                    color=colors[link.group], ha="center", va="center", in_layout=False)


def _ports(ax, sc: Scene, size: float) -> None:
    """Every link's port number, a short way along it from each of its ends."""
    unit = 1.0 if sc.name in ("grid", "lacin") else _spacing(sc.points)
    for link in sc.links:
        total = float(np.linalg.norm(np.diff(link.path, axis=0), axis=1).sum())
        ends = [(link.path, link.ports[0])] + ([] if link.stub else
                                                [(link.path[::-1], link.ports[1])])
        for path, port in ends:
            ax.text(*_along(path, min(0.25 * unit, 0.4 * total)), str(port), fontsize=size,
                    ha="center", va="center", zorder=6, in_layout=False,
                    bbox=dict(boxstyle="round,pad=0.1", fc="white", ec="none", alpha=0.8))


def _arrowheads(ax, sc: Scene, colors: list[str]) -> None:
    stubs = [lk for lk in sc.links if lk.stub]
    if not stubs:
        return
    if sc.points.shape[1] == 3:
        tail = np.array([lk.path[0] + 0.6 * (lk.path[-1] - lk.path[0]) for lk in stubs])
        d = np.array([0.4 * (lk.path[-1] - lk.path[0]) for lk in stubs])
        ax.quiver(*tail.T, *d.T, colors=[colors[lk.group] for lk in stubs], lw=0.8,
                  arrow_length_ratio=0.9)
        return
    for lk in stubs:
        ax.annotate("", xy=lk.path[-1], xytext=lk.path[0], annotation_clip=False, in_layout=False,
                    arrowprops=dict(arrowstyle="-|>", color=colors[lk.group], lw=0,
                                    shrinkA=0, shrinkB=0, mutation_scale=9))


def _frame(ax, sc: Scene) -> None:
    """Axes, limits and aspect of each kind of scene."""
    every = np.concatenate([lk.path for lk in sc.links] + [sc.points])
    lo, hi = every.min(axis=0), every.max(axis=0)
    if sc.name == "grid":
        names = ["x1", "x2", "x3"]
        for i, axis in enumerate(["x", "y", "z"][:sc.points.shape[1]]):
            getattr(ax, f"set_{axis}label")(names[i])
            top = int(sc.points[:, i].max())
            getattr(ax, f"set_{axis}ticks")(range(top + 1))
            getattr(ax, f"set_{axis}lim")(lo[i] - 0.5, hi[i] + 0.5)
        if sc.points.shape[1] == 2:
            ax.set_aspect("equal")
    elif sc.name == "lacin":
        ports, n = int(sc.bars[0, 1, 0] + 0.5), len(sc.points)
        ax.set_xticks(range(ports))
        ax.set_yticks(range(n))
        ax.set_xlim(-0.6, ports - 0.4)
        ax.set_ylim(n - 0.5, -0.5)
        ax.set_xlabel("port index i")
        ax.set_ylabel("switch S")
    elif sc.points.shape[1] == 2:
        pad = 0.05 * max(hi - lo) + 0.3 * _spacing(sc.points)
        ax.set_xlim(lo[0] - pad, hi[0] + pad)
        ax.set_ylim(lo[1] - pad, hi[1] + pad)
        wide = (hi[0] - lo[0]) > 2.5 * (hi[1] - lo[1])   # a wide tree fills the page instead
        ax.set_aspect("auto" if wide else "equal")
        ax.set_axis_off()


def figure(g, *, labels: bool | None = None, ports: bool = False) -> tuple[Figure, Scene]:
    """Render :func:`scene` ``(g)``: the matplotlib figure and the scene it shows.

    The links are one line collection with gid ``"links"``, one path per link
    in the order of ``scene(g).links``.
    """
    if ports and links(g)[1] is None:
        raise ValueError(f"{g.name} does not number its ports (ports are drawn for lattice "
                         "graphs, Swap/Circle/XOR, HyperX and D3)")
    if labels is None:
        labels = g.order <= _LABEL_LIMIT
    sc = scene(g)
    dim = sc.points.shape[1]
    colors = _colors(sc)
    fig = Figure(figsize=(8, 8) if dim == 3 else (9, 7), layout="constrained")
    paths = [lk.path for lk in sc.links]
    style = dict(colors=[colors[lk.group] for lk in sc.links], gid="links",
                 lw=1.2 if len(sc.links) <= 300 else 0.6)
    marker = ["tab:green" if g.kind(i) == "node" else "black" for i in range(g.order)]
    size = 18 if g.order <= 100 else 6
    if dim == 3:
        from mpl_toolkits.mplot3d.art3d import Line3DCollection
        ax = fig.add_subplot(projection="3d")
        ax.add_collection3d(Line3DCollection(paths, **style))
        ax.scatter(*sc.points.T, s=size * 0.6, c=marker, depthshade=False)
    else:
        ax = fig.add_subplot()
        for bar in ([] if sc.bars is None else sc.bars):
            ax.plot(*bar.T, color="0.85", lw=6, solid_capstyle="butt", zorder=0)
        ax.add_collection(LineCollection(paths, alpha=0.85, zorder=2, **style))
        if sc.bars is None:
            ax.scatter(*sc.points.T, s=size, c=marker, zorder=4)
    _frame(ax, sc)
    _arrowheads(ax, sc, colors)
    text = 6 if g.order <= 32 else 5
    if labels:
        _labels(ax, sc, g, colors, text)
    if ports:
        _ports(ax, sc, text)
    if len(sc.groups) > 1:
        fig.legend(handles=[Line2D([], [], color=c, lw=1.5) for c in colors], labels=sc.groups,
                   loc="outside lower center", ncol=min(len(sc.groups), 8), fontsize=8)
    fig.suptitle(f"{g.name}: {g.order} vertices, {len(sc.links)} links ({sc.name} layout)",
                 fontsize=10)
    return fig, sc


def draw(g, path: str, *, max_vertices: int = MAX_VERTICES, labels: bool | None = None,
         ports: bool = False) -> str:
    """Draw topology ``g`` into ``path`` (``.png``, ``.pdf`` or ``.svg``); return the layout name.

    Parameters
    ----------
    g : Topology
    path : str
        Written whole or not at all (a temporary file renamed into place).
    max_vertices : int
        Refuse larger graphs (``ValueError``).
    labels : bool, optional
        Write vertex labels (default: only up to 64 vertices).
    ports : bool
        Write every link's port numbers at its two ends (``ValueError`` for a
        family without ports).
    """
    suffix = os.path.splitext(path)[1].lower()
    if suffix not in SUFFIXES:
        raise ValueError(f"cannot tell the picture format from {path!r}: use a name ending "
                         f"in {', '.join(SUFFIXES)}")
    if g.order > max_vertices:
        raise ValueError(f"{g.name} has {g.order} vertices, over the drawing limit of "
                         f"{max_vertices} (raise it with --max-vertices)")
    fig, sc = figure(g, labels=labels, ports=ports)
    buf = io.BytesIO()
    fig.savefig(buf, format=suffix[1:], dpi=150)
    write_atomically(path, buf.getvalue())
    return sc.name
