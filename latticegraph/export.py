"""Exchange formats: feed a topology built here to network simulators.

Four formats, every one written from the *simulator's own reader*:

``graphml``
    For SST/merlin's ``anytopo`` (``sst-elements``,
    ``src/sst/elements/merlin/topology/pymerlin-topo-any.py``,
    ``topoAny.import_graph``, ``_process_graph`` and ``build``, read at
    commit f782290d).  That reader makes *every* GraphML vertex a router,
    numbers them in file order and requires an integer vertex attribute
    ``endpoints`` (compute nodes attached to the router); it accepts an
    undirected ``Graph`` or ``MultiGraph``.  So by default the routers alone
    are written (ids ``0 .. R-1`` in vertex order) and compute nodes are
    folded into ``endpoints``.  Vertex attributes: ``kind`` (the family's
    word: ``router``, ``switch``; ``node`` only with ``nodes="keep"``),
    ``label`` (the paper's label as a string, see :func:`label_string`),
    ``endpoints`` and ``vertex`` (the vertex number in latticegraph, which
    differs from the GraphML id when compute nodes are folded).
    anytopo ignores edge attributes and numbers each router's ports itself
    (:func:`anytopo_ports`): first the links to lower-numbered routers, by
    router number, then the others in file order.  So the family's ports
    survive only where they agree with that rule: in ``T(4,4)`` router
    ``(1,1)`` gives its ports 0 and 1 to ``(1,0)`` and ``(0,1)``, which the
    family numbers 3 (``-e_2``) and 1 (``-e_1``), whatever the file says,
    and no numbering of the routers helps (around a ring, the router after
    the first-numbered one meets its ``-1`` neighbour first).  The links
    are listed in :func:`sst_link_order`, which keeps every port the rule
    allows, and each edge of a family with ports carries both numbers: ``source_port``
    / ``target_port``, the family's (see *Hooks*), and ``sst_source_port``
    / ``sst_target_port``, the ports anytopo gives that link.  anytopo's C++
    side (``anytopo.cc``, ``topo_any::topo_any``) stops with "No
    endpoint-to-port mapping provided" on a router without endpoints, so
    a file with such routers (the fat trees' upper switches, ``endpoints
    0``) gets a warning.  ``nodes="keep"`` writes compute nodes as vertices
    of kind ``node`` with ``endpoints`` 0 (for other tools, not for anytopo,
    which would take them for routers).
``anynet``
    BookSim2's ``anynet`` network file, following ``AnyNet::readFile`` in
    ``booksim2/src/networks/anynet.cpp``: a line is a sequence of
    ``<keyword> <id>`` pairs separated by single spaces, the keyword is
    ``router`` or ``node`` (lowercase, anything else is fatal), the first
    pair is the line's head and each further pair is connected to it.
    Router-router entries go into a map in both directions, so a link may be
    listed from both ends and parallel links collapse into one; a node on
    two routers is fatal; routers and nodes are used as array indices
    (``_routers[id]``, ``_inject[id]``), so both id ranges must be
    contiguous from 0.  A router mentioned nowhere does not exist.  We write
    one line per router: ``router r`` then its nodes then every neighbour
    router.  Compute nodes: the family's ``node`` vertices (numbered in
    vertex order), or ``endpoints`` nodes per router (``r*E .. r*E+E-1``);
    a network without any is refused (BookSim's ``TrafficPattern`` exits on
    zero nodes, ``src/traffic.cpp``).  ``AnyNet::_BuildNet`` numbers a
    router's ports itself: its nodes first, then its neighbour routers by
    increasing number.  ``AnyNet::buildRoutingTable`` runs ``AnyNet::route``,
    a Dijkstra search (minimum picked by scanning the unvisited set) from
    every router: ``O(R^3)`` in all, one next hop per destination.
``caminos``
    CAMINOS's ``File`` topology (caminos-lib,
    ``src/topology/neighbourslists.rs``, ``NeighboursLists::file_adj`` and
    ``new_cfg``): lines ``NODOS n``, ``GRADO d`` (allocation hint: we write
    the maximum degree), then for each router ``N i`` followed by a line with
    its neighbours separated by spaces; any other first word, an empty line
    included, is a fatal "Illegal word".  Port ``k`` of router ``i`` is its
    ``k``-th neighbour and the far port is the *first* position of ``i`` in
    the neighbour's list.  Neighbours are listed in port order when the
    family has ports, a neighbour once per link, so parallel links keep
    their ports at the near end (CAMINOS joins all of them to the first
    port at the far end: a warning says so) and CAMINOS's port ``k`` is the
    family's ``k``-th port (the same unless the family leaves a port
    unwired: warned).  Servers are not in the file: the configuration's
    ``servers_per_router`` gives every router the same number, e.g.
    ``topology: File { filename: "net.txt", format: 0, servers_per_router:
    1 }``, so a network whose routers carry different numbers of compute
    nodes (the fat trees) is refused.
``edgelist``
    The simple graph latticegraph analyses: one ``u v`` line per edge over
    all vertices (compute nodes included), after ``#`` comment lines naming
    the graph and its order (readable by ``networkx.read_edgelist``).

All formats describe bidirectional links: directed IP graphs (de Bruijn,
DirectedCN) are written as the undirected simple graph ``edge_array()``
gives, which is the graph latticegraph analyses.

Hooks a family may implement
----------------------------
``edge_ports() -> (m, 2) int array``
    Row ``j`` gives the port numbers, at ``u`` and at ``v``, of the link
    ``edge_array()[j] = (u, v)``.  For families without parallel links.
``link_array() -> (L, 4) int array``
    One row ``(u, port_u, v, port_v)`` per physical link, parallel links as
    repeated ``{u, v}`` pairs, no loops (a port wired to itself carries no
    link).  Takes precedence over ``edge_ports``.  Its pairs must be exactly
    the edges of ``edge_array()``; :func:`links` checks it.
``kind(i)``
    ``"node"`` marks a compute node; each must be adjacent to exactly one
    vertex, a router.  Families without such vertices are router-only and
    get ``endpoints`` compute nodes per router.

Examples
--------
The Swapped Dragonfly ``D3(3, 4)`` of paper ``d3`` has 48 routers and 138
links:

>>> from latticegraph.topologies.dragonfly import d3
>>> net = network(d3(3, 4))
>>> net.routers, len(net.links), net.endpoints[:3]
(48, 138, [1, 1, 1])
>>> from latticegraph.topologies.lattice import torus
>>> print(anynet(torus(3), endpoints=2).text, end="")
router 0 node 0 node 1 router 1 router 2
router 1 node 2 node 3 router 0 router 2
router 2 node 4 node 5 router 0 router 1
"""
from __future__ import annotations

import io
import os
import tempfile
from dataclasses import dataclass, field

import networkx as nx
import numpy as np

__all__ = [
    "FORMATS",
    "Network",
    "Export",
    "label_string",
    "links",
    "network",
    "graphml_graph",
    "graphml",
    "anynet",
    "caminos",
    "edgelist",
    "export",
    "read_anynet",
    "read_caminos",
    "sst_link_order",
    "anytopo_ports",
    "write_atomically",
]

#: the format names :func:`export` takes; every writer returns an :class:`Export`
FORMATS = ("graphml", "anynet", "caminos", "edgelist")


@dataclass
class Export:
    """A written file (``text``) and the warnings to show its user."""

    text: str
    warnings: list[str] = field(default_factory=list)


@dataclass
class Network:
    """The router-level view of a topology that simulators take.

    Attributes
    ----------
    name : str
    routers : int
        Number of routers ``R``; router ``r`` is vertex ``vertex[r]``.
    vertex : list of int
        Vertex number (in the topology) of each router.
    kind, label : list of str
        Each router's kind and label string.
    endpoints : list of int
        Compute nodes attached to each router.
    node_vertex : list of list of int or None
        For families with ``node`` vertices, the vertex numbers of each
        router's compute nodes; ``None`` for router-only families.
    links : (L, 2) int array
        Router pairs ``(r, s)``, ``r < s``, one row per physical link
        (parallel links repeated).
    ports : (L, 2) int array or None
        Port numbers at ``r`` and ``s`` of each link, when the family has them.
    """

    name: str
    routers: int
    vertex: list
    kind: list
    label: list
    endpoints: list
    node_vertex: list | None
    links: np.ndarray
    ports: np.ndarray | None

    def parallel(self) -> list[tuple[int, int, int]]:
        """``(r, s, multiplicity)`` for every router pair joined by more than one link."""
        if len(self.links) == 0:
            return []
        pairs, counts = np.unique(self.links, axis=0, return_counts=True)
        return [(int(p[0]), int(p[1]), int(c)) for p, c in zip(pairs, counts) if c > 1]

    def simple_links(self) -> np.ndarray:
        """The distinct router pairs, sorted."""
        return np.unique(self.links, axis=0).reshape(-1, 2)


def label_string(g, i: int) -> str:
    """The paper's label of vertex ``i`` as one token: tuples as ``(1,3,3)``.

    Families that print labels as words (``label_str``, IP graphs) use it.

    >>> from latticegraph.topologies.lattice import fcc
    >>> label_string(fcc(4), 5)
    '(5,0,0)'
    """
    if hasattr(g, "label_str"):
        return str(g.label_str(i))
    lab = g.label(i)
    if isinstance(lab, (tuple, list, np.ndarray)):
        return "(" + ",".join(str(int(x)) if isinstance(x, (int, np.integer)) else str(x)
                              for x in lab) + ")"
    return str(lab)


def links(g) -> tuple[np.ndarray, np.ndarray | None]:
    """Every physical link ``(u, v)``, ``u < v``, and its ports ``(p_u, p_v)`` or ``None``.

    From the ``link_array`` hook, else ``edge_array`` with ``edge_ports``,
    else ``edge_array`` alone.  A hook that disagrees with ``edge_array``
    raises ``ValueError``.
    """
    edges = np.asarray(g.edge_array(), dtype=np.int64).reshape(-1, 2)
    if hasattr(g, "link_array"):
        la = np.asarray(g.link_array(), dtype=np.int64)
        if la.ndim != 2 or la.shape[1] != 4:
            raise ValueError(f"{g.name}: link_array() must have shape (L, 4), got {la.shape}")
        u, pu, v, pv = la.T
        if (u == v).any():
            raise ValueError(f"{g.name}: link_array() lists a loop")
        swap = u > v
        uv = np.stack([np.where(swap, v, u), np.where(swap, u, v)], axis=1)
        ports = np.stack([np.where(swap, pv, pu), np.where(swap, pu, pv)], axis=1)
        distinct = np.unique(uv, axis=0).reshape(-1, 2)
        if distinct.shape != edges.shape or not (distinct == np.unique(edges, axis=0)).all():
            raise ValueError(f"{g.name}: link_array() and edge_array() give different edges")
        order = np.lexsort((ports[:, 0], uv[:, 1], uv[:, 0]))
        return uv[order], ports[order]
    if hasattr(g, "edge_ports"):
        ports = np.asarray(g.edge_ports(), dtype=np.int64)
        if ports.shape != edges.shape:
            raise ValueError(f"{g.name}: edge_ports() has shape {ports.shape}, "
                             f"edge_array() {edges.shape}")
        return edges, ports
    return edges, None


def _all_labels(g, vertices) -> list[str]:
    return [label_string(g, int(i)) for i in vertices]


def network(g, endpoints: int | None = None) -> Network:
    """The router-level :class:`Network` of topology ``g``.

    Parameters
    ----------
    g : Topology
    endpoints : int, optional
        Compute nodes per router for router-only families (default 1).
        Families whose compute nodes are vertices (kind ``"node"``) take the
        count of attached nodes; giving ``endpoints`` for them is an error.
    """
    n = g.order
    kinds = [g.kind(i) for i in range(n)]
    is_node = np.array([k == "node" for k in kinds], dtype=bool)
    edges, ports = links(g)
    if is_node.any():
        if endpoints is not None:
            raise ValueError(f"{g.name} has compute-node vertices: endpoints cannot be set")
        return _fold_nodes(g, kinds, is_node, edges, ports)
    if endpoints is None:
        endpoints = 1
    if isinstance(endpoints, bool) or not isinstance(endpoints, (int, np.integer)) or endpoints < 0:
        raise ValueError(f"endpoints must be a non-negative integer, got {endpoints!r}")
    return Network(name=g.name, routers=n, vertex=list(range(n)), kind=kinds,
                   label=_all_labels(g, range(n)), endpoints=[int(endpoints)] * n,
                   node_vertex=None, links=edges, ports=ports)


def _fold_nodes(g, kinds, is_node, edges, ports) -> Network:
    n = len(kinds)
    router_vertices = np.flatnonzero(~is_node)
    rid = np.full(n, -1, dtype=np.int64)
    rid[router_vertices] = np.arange(len(router_vertices))
    node_end = is_node[edges]
    if (node_end.all(axis=1)).any():
        u, v = edges[node_end.all(axis=1)][0]
        raise ValueError(f"{g.name}: compute nodes {u} and {v} are linked to each other")
    attach = edges[node_end.any(axis=1)]
    first_is_node = is_node[attach[:, 0]]
    node = np.where(first_is_node, attach[:, 0], attach[:, 1])
    router = np.where(first_is_node, attach[:, 1], attach[:, 0])
    count = np.bincount(node, minlength=n)
    bad = np.flatnonzero(is_node & (count != 1))
    if len(bad):
        raise ValueError(f"{g.name}: compute node {int(bad[0])} is attached to "
                         f"{int(count[bad[0]])} routers, not 1")
    node_vertex = [[] for _ in router_vertices]
    for x, r in sorted(zip(node.tolist(), router.tolist())):
        node_vertex[rid[r]].append(x)
    keep = ~node_end.any(axis=1)
    return Network(name=g.name, routers=len(router_vertices), vertex=router_vertices.tolist(),
                   kind=[kinds[i] for i in router_vertices],
                   label=_all_labels(g, router_vertices),
                   endpoints=[len(x) for x in node_vertex], node_vertex=node_vertex,
                   links=rid[edges[keep]], ports=None if ports is None else ports[keep])


def _parallel_warning(net: Network, fmt: str, reader: str) -> list[str]:
    par = net.parallel()
    if not par:
        return []
    r, s, c = par[0]
    return [f"{net.name}: {len(par)} router pair(s) joined by parallel links (e.g. routers {r} "
            f"and {s}, {c} links); {reader} keeps one link per pair, so the {fmt} file has "
            f"{len(net.simple_links())} links instead of {len(net.links)}"]


def sst_link_order(net: Network) -> np.ndarray:
    """The order in which the GraphML file lists ``net.links`` so anytopo keeps most ports.

    anytopo gives router ``r``'s links to lower-numbered routers its first
    ports (:func:`anytopo_ports`), whatever the file says; its links to
    higher-numbered routers take the next ports in the order the file lists
    them, parallel links to one router together.  So each router's links
    upwards are listed with every group of parallel links (a single link is a
    group of one) whose family ports are exactly places SST can give it put
    at those places, and the other groups filling the remaining places in
    order of their smallest family port.  Without parallel links, every link
    whose family port SST can give (at ``r``: from the number of ``r``'s
    links to lower routers to ``r``'s degree minus one) keeps it.  Without
    ports: by router pair.
    Returns indices into ``net.links``.
    """
    L = net.links
    if net.ports is None or not len(L):
        return np.lexsort((L[:, 1], L[:, 0])) if len(L) else np.zeros(0, dtype=np.int64)
    below = np.bincount(L[:, 1], minlength=net.routers)  # links to lower-numbered routers
    degree = below + np.bincount(L[:, 0], minlength=net.routers)
    place = np.zeros(len(L))
    for r in np.unique(L[:, 0]).tolist():
        mine = np.flatnonzero(L[:, 0] == r)
        groups = {}
        for j in mine[np.argsort(net.ports[mine, 0], kind="stable")].tolist():
            groups.setdefault(int(L[j, 1]), []).append(j)
        exact, fill = {}, []
        for members in groups.values():
            p = net.ports[members, 0]
            if below[r] <= p[0] and p[-1] < degree[r] and (np.diff(p) == 1).all():
                exact[int(p[0])] = members
            else:
                fill.append(members)
        fill.sort(key=lambda m: int(net.ports[m[0], 0]))
        pos, rank = int(below[r]), 0
        while exact or fill:
            members = exact.pop(pos) if pos in exact else \
                fill.pop(0) if fill else exact.pop(min(exact))
            for j in members:
                place[j] = rank
                rank += 1
            pos += len(members)
    return np.lexsort((place, L[:, 0]))


def anytopo_ports(routers: int, links: np.ndarray) -> np.ndarray:
    """The ports SST/merlin's anytopo gives links listed in this order, as ``(L, 2)`` rows.

    Read from ``topoAny.import_graph`` and ``_process_graph``
    (``sst-elements``, ``src/sst/elements/merlin/topology/pymerlin-topo-any.py``):
    the GraphML file is read with ``networkx.read_graphml``, whose string
    vertex ids are renumbered in file order by ``relabel_nodes(copy=True)``;
    that copy inserts the edges vertex by vertex (``G.edges()`` order), so
    in router ``r``'s adjacency its lower-numbered neighbours come first, by
    number, then its higher-numbered ones in the order of their first link in
    the file.  Ports ``0, 1, ...`` follow that adjacency, the parallel links
    to one neighbour taking consecutive ports, and ``build`` pairs the
    ``i``-th port of ``r`` towards ``s`` with the ``i``-th port of ``s``
    towards ``r``.  ``links[j] = (r, s)`` with ``r < s``, in file order.

    >>> anytopo_ports(3, np.array([[0, 2], [0, 1], [1, 2]])).tolist()
    [[0, 0], [1, 0], [1, 1]]
    """
    if not len(links):
        return np.zeros((0, 2), dtype=np.int64)
    pairs, at, count = np.unique(links, axis=0, return_index=True, return_counts=True)
    adjacency = [[] for _ in range(routers)]   # (place, neighbour, multiplicity)
    for (r, s), j, m in zip(pairs.tolist(), at.tolist(), count.tolist()):
        adjacency[s].append((r, r, m))              # a lower neighbour: by its number
        adjacency[r].append((routers + j, s, m))    # a higher one: after those, by first link
    first = {}
    for r, nbrs in enumerate(adjacency):
        port = 0
        for _, s, m in sorted(nbrs):
            first[r, s] = port
            port += m
    seen: dict[tuple[int, int], int] = {}
    out = np.zeros((len(links), 2), dtype=np.int64)
    for j, (r, s) in enumerate(links.tolist()):
        i = seen.get((r, s), 0)
        seen[r, s] = i + 1
        out[j] = (first[r, s] + i, first[s, r] + i)
    return out


def graphml_graph(g, endpoints: int | None = None, nodes: str = "fold") -> nx.Graph:
    """The networkx graph written by :func:`graphml` (a ``MultiGraph`` if links are parallel).

    With ``nodes="fold"`` the links are listed in :func:`sst_link_order` and,
    for families with ports, every edge carries the family's
    ``source_port``/``target_port`` and the ``sst_source_port``/
    ``sst_target_port`` anytopo will give it (:func:`anytopo_ports`).

    >>> from latticegraph.topologies.lattice import torus
    >>> G = graphml_graph(torus(3, 3), endpoints=2)
    >>> G.number_of_nodes(), G.number_of_edges(), G.nodes[4]
    (9, 18, {'kind': 'router', 'label': '(1,1)', 'endpoints': 2, 'vertex': 4})
    >>> G.edges[0, 1]        # port 0 (+e_1) at router 0, port 1 (-e_1) at router 1
    {'source_port': 0, 'target_port': 1, 'sst_source_port': 0, 'sst_target_port': 0}
    """
    if nodes not in ("fold", "keep"):
        raise ValueError(f"nodes must be 'fold' or 'keep', got {nodes!r}")
    return _graphml_graph(g, network(g, endpoints), nodes)


def _graphml_graph(g, net: Network, nodes: str) -> nx.Graph:
    multi = bool(net.parallel())
    G = nx.MultiGraph(name=g.name) if multi else nx.Graph(name=g.name)
    if nodes == "keep" and net.node_vertex is not None:
        for i in range(g.order):
            G.add_node(i, kind=g.kind(i), label=label_string(g, i), endpoints=0, vertex=i)
        for r, i in enumerate(net.vertex):
            G.nodes[i]["endpoints"] = net.endpoints[r]
        edges, ports = links(g)
        sst = None
    else:
        for r in range(net.routers):
            G.add_node(r, kind=net.kind[r], label=net.label[r], endpoints=net.endpoints[r],
                       vertex=net.vertex[r])
        order = sst_link_order(net)
        edges = net.links[order]
        ports = None if net.ports is None else net.ports[order]
        sst = None if ports is None else anytopo_ports(net.routers, edges)
    for j, (u, v) in enumerate(edges.tolist()):
        attrs = {}
        if ports is not None:
            attrs = {"source_port": int(ports[j, 0]), "target_port": int(ports[j, 1])}
        if sst is not None:
            attrs.update(sst_source_port=int(sst[j, 0]), sst_target_port=int(sst[j, 1]))
        G.add_edge(u, v, **attrs)
    return G


def _sst_warnings(g, G: nx.Graph, net: Network) -> list[str]:
    out = []
    if G.is_multigraph():
        out.append(f"{g.name}: parallel links written as a GraphML multigraph; anytopo gives "
                   "each its own port, but its build() wires a router pair's links once per "
                   "link, so expect repeated link names in SST")
    idle = sum(1 for e in net.endpoints if e == 0)
    if idle:
        out.append(f"{g.name}: {idle} of {net.routers} routers have no compute node; SST's "
                   "anytopo stops on them ('No endpoint-to-port mapping provided')")
    data = [d for *_, d in G.edges(data=True)]
    if data and "sst_source_port" in data[0]:
        kept = sum((d["source_port"] == d["sst_source_port"]) + (d["target_port"] ==
                   d["sst_target_port"]) for d in data)
        if kept < 2 * len(data):
            out.append(f"{g.name}: anytopo numbers ports itself (lower-numbered neighbours "
                       f"first); {kept} of {2 * len(data)} link ends keep the family's port, "
                       "sst_source_port/sst_target_port give the ports SST uses")
    return out


def graphml(g, endpoints: int | None = None, nodes: str = "fold") -> Export:
    """GraphML text for SST/merlin ``anytopo`` (module docstring, ``graphml``)."""
    if nodes not in ("fold", "keep"):
        raise ValueError(f"nodes must be 'fold' or 'keep', got {nodes!r}")
    net = network(g, endpoints)
    G = _graphml_graph(g, net, nodes)
    buf = io.BytesIO()
    nx.write_graphml(G, buf, named_key_ids=True)
    warnings = _sst_warnings(g, G, net) if nodes == "fold" else []
    return Export(buf.getvalue().decode("utf-8"), warnings)


def anynet(g, endpoints: int | None = None) -> Export:
    """BookSim2 ``anynet`` file text (module docstring, ``anynet``).

    A network without compute nodes is refused: BookSim reads the file but
    stops at ``TrafficPattern::TrafficPattern`` ("Traffic patterns require
    at least one node", ``booksim2/src/traffic.cpp``).
    """
    net = network(g, endpoints)
    if not any(net.endpoints):
        raise ValueError(f"{net.name} has no compute node and BookSim needs at least one "
                         "('Traffic patterns require at least one node'): give --endpoints 1 "
                         "or more")
    nbrs = [[] for _ in range(net.routers)]
    for r, s in net.simple_links().tolist():
        nbrs[r].append(s)
        nbrs[s].append(r)
    if net.node_vertex is not None:
        node_id = {x: k for k, x in enumerate(sorted(x for xs in net.node_vertex for x in xs))}
        nodes_of = [[node_id[x] for x in xs] for xs in net.node_vertex]
    else:
        nodes_of, k = [], 0
        for e in net.endpoints:
            nodes_of.append(list(range(k, k + e)))
            k += e
    lines = []
    for r in range(net.routers):
        if not nodes_of[r] and not nbrs[r]:
            raise ValueError(f"{net.name}: router {r} has neither links nor nodes; "
                             "BookSim's anynet cannot describe it")
        parts = [f"router {r}"] + [f"node {x}" for x in nodes_of[r]] + \
                [f"router {s}" for s in sorted(nbrs[r])]
        lines.append(" ".join(parts))
    return Export("\n".join(lines) + "\n", _parallel_warning(net, "anynet", "BookSim"))


def caminos(g, endpoints: int | None = None) -> Export:
    """CAMINOS ``File`` topology text (module docstring, ``caminos``).

    Refused (``ValueError``) when routers carry different numbers of compute
    nodes, as the fat trees' switches do: CAMINOS gives every router
    ``servers_per_router`` servers.
    """
    net = network(g, endpoints)
    if len(set(net.endpoints)) > 1:
        raise ValueError(f"{net.name}: routers carry {min(net.endpoints)} to "
                         f"{max(net.endpoints)} compute nodes, but CAMINOS's File topology "
                         "gives every router servers_per_router; use --format graphml or anynet")
    nbrs = [[] for _ in range(net.routers)]
    if net.ports is not None:
        for (r, s), (pr, ps) in zip(net.links.tolist(), net.ports.tolist()):
            nbrs[r].append((pr, s))
            nbrs[s].append((ps, r))
    else:
        for r, s in net.simple_links().tolist():
            nbrs[r].append((s, s))
            nbrs[s].append((r, r))
    nbrs = [[s for _, s in sorted(x)] for x in nbrs]
    degree = max((len(x) for x in nbrs), default=0)
    lines = [f"NODOS {net.routers}", f"GRADO {degree}"]
    for r in range(net.routers):
        lines.append(f"N {r}")
        lines.append(" ".join(map(str, nbrs[r])))
    return Export("\n".join(lines) + "\n", _caminos_warnings(net))


def _caminos_warnings(net: Network) -> list[str]:
    out = []
    par = net.parallel()
    if par:
        r, s, c = par[0]
        out.append(f"{net.name}: {len(par)} router pair(s) joined by parallel links (e.g. "
                   f"routers {r} and {s}, {c} links) are listed at their own ports, but CAMINOS "
                   "joins every one of them to the first port of the far router")
    if net.ports is not None:
        wired = np.zeros(net.routers, dtype=np.int64)
        top = np.full(net.routers, -1, dtype=np.int64)
        for end in (0, 1):
            np.add.at(wired, net.links[:, end], 1)
            np.maximum.at(top, net.links[:, end], net.ports[:, end])
        gaps = int((top + 1 > wired).sum())
        if gaps:
            out.append(f"{net.name}: {gaps} routers have unwired ports (a port of D3's fixed "
                       "points, an idle Circle port); CAMINOS numbers ports without gaps, so "
                       "their later ports move down")
    if net.endpoints:
        out.append(f"{net.name}: set servers_per_router: {net.endpoints[0]} in the CAMINOS "
                   "configuration")
    return out


def edgelist(g, endpoints: int | None = None) -> Export:
    """The simple graph as ``u v`` lines (compute-node vertices included).

    >>> print(edgelist(__import__("latticegraph").graph("T(3)")).text)
    # T(3): 3 vertices, 3 edges
    0 1
    0 2
    1 2
    <BLANKLINE>
    """
    if endpoints is not None:
        raise ValueError("the edgelist format has no compute nodes: endpoints does not apply")
    e = np.asarray(g.edge_array(), dtype=np.int64).reshape(-1, 2)
    head = f"# {g.name}: {g.order} vertices, {len(e)} edges"
    return Export("\n".join([head] + [f"{u} {v}" for u, v in e.tolist()]) + "\n")


def write_atomically(path, data: str | bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all.

    The text goes to a temporary file in the same directory, which is then
    renamed over ``path``, so a failure leaves no half-written file.  Raises
    ``ValueError`` with one line naming the path and the reason.

    >>> import os, tempfile
    >>> folder = tempfile.mkdtemp()
    >>> write_atomically(os.path.join(folder, "x.txt"), "hello\\n"); os.listdir(folder)
    ['x.txt']
    >>> write_atomically(os.path.join(folder, "no", "x.txt"), "hello")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: cannot write ...x.txt: No such file or directory
    """
    path = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{os.path.basename(path)}.", suffix=".part")
    except OSError as exc:
        raise ValueError(f"cannot write {path}: {exc.strerror}") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data.encode("utf-8") if isinstance(data, str) else data)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except OSError as exc:
        os.unlink(tmp)
        raise ValueError(f"cannot write {path}: {exc.strerror}") from None


_WRITERS = {"graphml": graphml, "anynet": anynet, "caminos": caminos, "edgelist": edgelist}


def export(g, fmt: str, endpoints: int | None = None, **options) -> Export:
    """Write topology ``g`` in format ``fmt`` (one of :data:`FORMATS`)."""
    try:
        writer = _WRITERS[fmt]
    except KeyError:
        raise ValueError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})") from None
    return writer(g, endpoints, **options)


# ---------------------------------------------------------------------------
# Readers, written from the simulators' parsers (used to check every export)
# ---------------------------------------------------------------------------
def read_anynet(text: str) -> tuple[dict[int, set[int]], dict[int, int]]:
    """Parse an anynet file by BookSim2's rules (``AnyNet::readFile``).

    Returns ``(adjacency, node_router)``: the router adjacency (sets, both
    directions, as BookSim's maps) and the router of every node.  Raises
    ``ValueError`` where BookSim exits or asserts: unknown keyword, a node
    linked to a node or to two routers, router or node ids not contiguous
    from 0.

    >>> adj, nodes = read_anynet("router 0 node 0 router 1\\nrouter 1 node 1\\n")
    >>> adj, nodes
    ({0: {1}, 1: {0}}, {0: 0, 1: 1})
    """
    routers: dict[int, set[int]] = {}
    has_nodes: set[int] = set()
    node_router: dict[int, int] = {}

    def attach(node: int, router: int) -> None:
        if node_router.setdefault(node, router) != router:
            raise ValueError(f"node {node} is connected to multiple routers! "
                             f"{router} and {node_router[node]}")
        has_nodes.add(router)
        routers.setdefault(router, set())

    for lineno, line in enumerate(text.split("\n"), 1):
        if line == "":
            continue
        tokens = [t for t in line.split(" ") if t != ""]
        head = None
        for kw, ident in zip(tokens[0::2], tokens[1::2]):
            if kw not in ("router", "node"):
                raise ValueError(f"line {lineno}: illegal keyword {kw!r} (BookSim needs "
                                 "'router' or 'node')")
            if not ident.lstrip("-").isdigit():
                raise ValueError(f"line {lineno}: {ident!r} is not an integer id")
            item = (kw, int(ident))
            if head is None:
                head = item
                continue
            if head[0] == "node":
                if kw == "node":
                    raise ValueError(f"line {lineno}: can not connect node to node")
                attach(head[1], item[1])
            elif kw == "node":
                attach(item[1], head[1])
            else:
                routers.setdefault(head[1], set()).add(item[1])
                routers.setdefault(item[1], set()).add(head[1])
        if len(tokens) % 2:
            raise ValueError(f"line {lineno}: keyword {tokens[-1]!r} without an id")
    if sorted(routers) != list(range(len(routers))):
        raise ValueError("router ids are not contiguous from 0 (BookSim indexes _routers by id)")
    if sorted(node_router) != list(range(len(node_router))):
        raise ValueError("node ids are not contiguous from 0 (BookSim indexes _inject by id)")
    return routers, node_router


def read_caminos(text: str) -> list[list[int]]:
    """Parse a CAMINOS ``File`` topology (``NeighboursLists::file_adj``): the neighbour lists.

    Raises ``ValueError`` where CAMINOS panics: an unknown first word (an
    empty line included), ``GRADO`` before ``NODOS``, ``N i`` without a
    following line or with ``i`` out of range.

    >>> read_caminos("NODOS 2\\nGRADO 1\\nN 0\\n1\\nN 1\\n0\\n")
    [[1], [0]]
    """
    lines = text.split("\n")
    if lines and lines[-1] == "":  # Rust's lines() yields no empty last line
        lines.pop()
    adj: list[list[int]] | None = None
    nodos = None
    k = 0
    while k < len(lines):
        words = lines[k].split()
        k += 1
        first = words[0] if words else None
        if first == "NODOS":
            nodos = int(words[1])
        elif first == "GRADO":
            int(words[1])
            if nodos is not None:
                adj = [[] for _ in range(nodos)]
        elif first == "N":
            current = int(words[1])
            if k >= len(lines):
                raise ValueError(f"N {current} has no neighbour line")
            if adj is None or not 0 <= current < len(adj):
                raise ValueError(f"N {current}: router out of range or NODOS/GRADO missing")
            adj[current].extend(int(w) for w in lines[k].split())
            k += 1
        else:
            raise ValueError(f"line {k}: Illegal word {first!r}")
    if adj is None:
        raise ValueError("no NODOS/GRADO header")
    return adj
