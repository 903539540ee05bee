"""Pictures of topologies (matplotlib, no display needed).

:func:`draw` picks a layout from what the topology offers, in this order:

1. the family's ``layout()`` hook: an ``(N, 2)`` or ``(N, 3)`` array of
   vertex coordinates (float), drawn with straight links, in 3D for three
   columns.  A family implements it when it has a picture of its own.
2. lattice graphs ``G(M)`` of dimension 1 to 3 (paper ``crystal``): every
   vertex at its label in the HNF labelling set ``{x : 0 <= x_i < H_ii}``
   (Section 5.1), the links ``x -- x + e_i`` inside the box as segments and
   each wrap-around link as an arrow leaving ``x`` in direction ``e_i``,
   tagged (in small graphs) with the label of the vertex it reaches, so the
   twist of a twisted torus reads off the picture (``RTT(a)``: the arrows
   out of the top row land ``a`` columns to the right).
3. complete graphs (the CINs of paper ``lacin``): the linear arrangement,
   switches on a line and every link an arc above it (Section 4).
4. graphs with compute-node vertices (kind ``node``) or trees: levels, row
   ``k`` holding the vertices at distance ``k`` from the compute nodes (or
   from a centre of the tree).
5. integer tuple labels of length 2 or 3 (``D3``: cabinet, drawer, router;
   ``HyperX(a, b)``): label grids, the first coordinate of a 3-tuple
   selecting a panel (cabinets side by side, drawers as rows, routers as
   columns).
6. anything else: a spring layout (seeded, so pictures are reproducible) up
   to 300 vertices, a circle beyond.

The output format follows the file suffix: ``.png``, ``.pdf`` or ``.svg``.

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

import os

import networkx as nx
import numpy as np
from matplotlib.collections import LineCollection
from matplotlib.figure import Figure
from matplotlib.patches import Arc

from .export import label_string
from .topologies.lattice import LatticeGraph

__all__ = ["SUFFIXES", "MAX_VERTICES", "layout", "draw"]

#: file suffixes :func:`draw` writes
SUFFIXES = (".png", ".pdf", ".svg")
#: default refusal threshold: larger pictures are unreadable and slow
MAX_VERTICES = 4096
_LABEL_LIMIT = 64
_COLORS = ("tab:blue", "tab:orange", "tab:green", "tab:red", "tab:purple", "tab:brown")


def _levels(g, edges: np.ndarray) -> np.ndarray:
    G = nx.Graph()
    G.add_nodes_from(range(g.order))
    G.add_edges_from(edges.tolist())
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
        width = max(len(members) - 1, 1)
        coords[members, 0] = np.arange(len(members)) / width if len(members) > 1 else 0.5
        coords[members, 1] = k
    return coords


def _tuple_labels(g) -> np.ndarray | None:
    labs = [g.label(i) for i in range(g.order)]
    if not all(isinstance(x, tuple) and len(x) == len(labs[0]) and
               all(isinstance(c, (int, np.integer)) for c in x) for x in labs):
        return None
    L = np.array(labs, dtype=np.int64)
    if L.shape[1] == 2:
        return L.astype(float)
    if L.shape[1] == 3:
        panel = L[:, 2].max() + 2
        return np.stack([L[:, 0] * panel + L[:, 2], -L[:, 1]], axis=1).astype(float)
    return None


def layout(g) -> tuple[str, np.ndarray]:
    """The layout :func:`draw` uses: its name and an ``(N, 2)`` or ``(N, 3)`` array.

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
    edges = np.asarray(g.edge_array()).reshape(-1, 2)
    if n >= 3 and len(edges) == n * (n - 1) // 2:
        return "linear", np.stack([np.arange(n), np.zeros(n)], axis=1).astype(float)
    has_nodes = any(g.kind(i) == "node" for i in range(n))
    if has_nodes or (len(edges) == n - 1 and n > 1):
        return "levels", _levels(g, edges)
    T = _tuple_labels(g)
    if T is not None:
        return "labels", T
    G = nx.Graph()
    G.add_nodes_from(range(n))
    G.add_edges_from(edges.tolist())
    if n <= 300:
        pos = nx.spring_layout(G, seed=0)
        return "spring", np.array([pos[i] for i in range(n)])
    pos = nx.circular_layout(G)
    return "circle", np.array([pos[i] for i in range(n)])


def _lattice_parts(g: LatticeGraph):
    """Grid segments and wrap arrows ``(x, direction, target)`` of a lattice graph."""
    X = g.labels()
    n = g.dimension
    segments, wraps = [], []
    for i in range(n):
        Y = X.copy()
        Y[:, i] += 1
        R = g.reduce(Y)
        inside = (R == Y).all(axis=1)
        segments.append((i, X[inside], Y[inside]))
        wraps.append((i, X[~inside], R[~inside]))
    return segments, wraps


def _pad(A: np.ndarray) -> np.ndarray:
    """Coordinates padded with zero columns to three (a 1D lattice drawn on a line)."""
    return np.concatenate([A, np.zeros((len(A), 3 - A.shape[1]), dtype=A.dtype)], axis=1)


def _draw_lattice(g: LatticeGraph, fig, labels: bool) -> None:
    dim = g.dimension
    segments, wraps = _lattice_parts(g)
    if dim <= 2:
        ax = fig.add_subplot()
        for i, A, B in segments:
            P, Q = _pad(A)[:, :2], _pad(B)[:, :2]
            ax.add_collection(LineCollection(np.stack([P, Q], axis=1), colors=_COLORS[i], lw=1.2))
        for i, A, R in wraps:
            P = _pad(A)[:, :2].astype(float)
            d = np.zeros(2)
            d[i] = 0.45
            for p, r in zip(P, R):
                ax.annotate("", xy=p + d, xytext=p, annotation_clip=False,
                            arrowprops=dict(arrowstyle="->", color=_COLORS[i], lw=1))
                if labels:
                    ax.text(*(p + 1.15 * d), "(" + ",".join(map(str, r.tolist())) + ")",
                            fontsize=5, color=_COLORS[i], ha="center", va="center")
        X = _pad(g.labels())[:, :2]
        ax.scatter(X[:, 0], X[:, 1], s=18, c="black", zorder=3)
        ax.set_aspect("equal")
        ax.set_xlim(X[:, 0].min() - 0.8, X[:, 0].max() + 0.9)
        ax.set_ylim(X[:, 1].min() - 0.8, X[:, 1].max() + 0.9)
        ax.set_xlabel("x1")
        ax.set_ylabel("x2")
    else:
        ax = fig.add_subplot(projection="3d")
        from mpl_toolkits.mplot3d.art3d import Line3DCollection
        for i, A, B in segments:
            if not len(A):
                continue
            ax.add_collection3d(Line3DCollection(np.stack([A, B], axis=1).astype(float),
                                                 colors=_COLORS[i], lw=0.8))
        for i, A, R in wraps:
            if not len(A):
                continue
            d = np.zeros((len(A), 3))
            d[:, i] = 0.45
            ax.quiver(A[:, 0], A[:, 1], A[:, 2], d[:, 0], d[:, 1], d[:, 2],
                      color=_COLORS[i], lw=0.8, arrow_length_ratio=0.35)
            if labels:
                for p, r in zip(A + 1.2 * d, R):
                    ax.text(*p, "(" + ",".join(map(str, r.tolist())) + ")", fontsize=4,
                            color=_COLORS[i])
        X = g.labels()
        ax.scatter(X[:, 0], X[:, 1], X[:, 2], s=10, c="black", depthshade=False)
        ax.set_xlabel("x1")
        ax.set_ylabel("x2")
        ax.set_zlabel("x3")


def _draw_generic(g, name: str, xy: np.ndarray, fig, labels: bool) -> None:
    edges = np.asarray(g.edge_array()).reshape(-1, 2)
    kinds = [g.kind(i) for i in range(g.order)]
    colors = ["tab:green" if k == "node" else "black" for k in kinds]
    if xy.shape[1] == 3:
        from mpl_toolkits.mplot3d.art3d import Line3DCollection
        ax = fig.add_subplot(projection="3d")
        if len(edges):
            ax.add_collection3d(Line3DCollection(xy[edges], colors="tab:blue", lw=0.6,
                                                 alpha=0.6))
        ax.scatter(xy[:, 0], xy[:, 1], xy[:, 2], s=10, c=colors, depthshade=False)
        return
    ax = fig.add_subplot()
    if name == "linear":
        for u, v in edges.tolist():
            ax.add_patch(Arc(((u + v) / 2, 0), v - u, v - u, theta1=0, theta2=180,
                             color="tab:blue", lw=0.6, alpha=0.7))
        ax.set_ylim(-1, (g.order - 1) / 2 + 1)
        ax.set_xlim(-1, g.order)
    else:
        ax.add_collection(LineCollection(xy[edges], colors="tab:blue", lw=0.6, alpha=0.6))
        ax.autoscale()
    ax.scatter(xy[:, 0], xy[:, 1], s=14, c=colors, zorder=3)
    if labels:
        for i in range(g.order):
            ax.text(xy[i, 0], xy[i, 1], label_string(g, i), fontsize=5, ha="center",
                    va="bottom")
    if name == "linear":
        ax.set_aspect("equal")
    ax.margins(0.08)
    ax.set_axis_off()


def draw(g, path: str, *, max_vertices: int = MAX_VERTICES, labels: bool | None = None) -> str:
    """Draw topology ``g`` into ``path`` (``.png``, ``.pdf`` or ``.svg``); return the layout name.

    Parameters
    ----------
    g : Topology
    path : str
    max_vertices : int
        Refuse larger graphs (``ValueError``).
    labels : bool, optional
        Write vertex labels (default: only up to 64 vertices).
    """
    suffix = os.path.splitext(path)[1].lower()
    if suffix not in SUFFIXES:
        raise ValueError(f"cannot tell the picture format from {path!r}: use a name ending "
                         f"in {', '.join(SUFFIXES)}")
    if g.order > max_vertices:
        raise ValueError(f"{g.name} has {g.order} vertices, over the drawing limit of "
                         f"{max_vertices} (raise it with --max-vertices)")
    if labels is None:
        labels = g.order <= _LABEL_LIMIT
    name, xy = layout(g)
    fig = Figure(figsize=(8, 8) if xy.shape[1] == 3 else (9, 7), layout="constrained")
    if name == "grid":
        _draw_lattice(g, fig, labels)
    else:
        _draw_generic(g, name, xy, fig, labels)
    fig.suptitle(f"{g.name}: {g.order} vertices, {g.size} links ({name} layout)", fontsize=10)
    fig.savefig(path, dpi=150)
    return name
