"""Commands on one graph (the everyday subcommands): ``export``, ``route``, ``draw``, ``symmetric``
and ``schedule``.

``latticegraph export GRAPH --format graphml|anynet|caminos|edgelist [-o PATH]``
    writes the topology for a simulator (:mod:`latticegraph.export`);
    warnings (e.g. parallel links a simulator would collapse, ports SST
    renumbers) go to stderr; ``-o`` writes whole files only.  Several GRAPHs
    need ``-o DIR``: one file each (:func:`export_file_name`).
``latticegraph route GRAPH SRC DST`` (or ``--pairs FILE``)
    the route the family's own routing algorithm gives, its length, and the
    BFS distance for comparison; ``--pairs`` routes every ``SRC DST`` line of
    a file (or stdin) and prints one JSON object per line.
``latticegraph draw GRAPH -o FILE.png|pdf|svg [--labels auto|yes|no] [--ports]``
    a picture showing every link (:mod:`latticegraph.draw`).
``latticegraph symmetric N``
    every symmetric 3D lattice graph with ``N`` vertices (paper ``crystal``,
    Theorem 12), with its distance properties: the candidates for a
    symmetric network of a given size.
``latticegraph schedule D3(K,M) PRIMITIVE [--source ROUTER]``
    the packets of a communication primitive of paper ``d3`` (Section 9 and
    the Appendix: broadcast, one-to-all, all-to-one, all-to-all, permutation)
    and their simulated link conflicts, as JSON.

``SRC`` and ``DST`` are a vertex's label as the paper writes it and as
``export`` writes it (``"(1,3,3)"``, ``123321``), or its vertex number.  A
label wins over a number when both match; a family with an ``index(label)``
method also takes non-canonical labels (``"(9,0,0)"`` in a lattice graph).

The ``route`` hook
------------------
A family with a routing algorithm implements ``route(src, dst)`` (vertex
numbers in, either form out):

* a sequence of vertex numbers from ``src`` to ``dst``: the path; or
* a dict with ``"record"`` (the routing record or header, printed as is,
  e.g. a lattice graph's minimal routing vector), ``"length"`` (hops) and
  optionally ``"path"``.

The command checks a returned path link by link and that its length matches
the record's.  Lattice graphs ``G(M)`` route by Algorithm 1 of paper
``crystal`` (:func:`latticegraph.routing.hierarchical_route`): the record
``r`` with ``v_d - v_s ≡ r (mod M)``, walked ``e_1`` first.  Families with
neither get a BFS shortest path, said so.
Every user error ends in one line on stderr and exit status 2.
"""
from __future__ import annotations

import ast
import json
import os
import sys

import numpy as np

from . import export as _export
from .distance import bfs_distances
from .routing import hierarchical_route, norm
from .specs import graph
from .topologies.lattice import LatticeGraph

__all__ = ["add_export", "add_route", "add_draw", "add_symmetric", "add_schedule",
           "resolve_vertex", "route_record", "schedule_record", "symmetric_records"]


def _fail(msg: str) -> int:
    print(f"latticegraph: error: {msg}", file=sys.stderr)
    return 2


def _normal(text: str) -> str:
    return "".join(text.split())


def resolve_vertex(g, text: str) -> int:
    """The vertex a person means by ``text``: a label string, else a vertex number.

    >>> from latticegraph.topologies.lattice import pc
    >>> g = pc(4)
    >>> resolve_vertex(g, "(1,3,3)"), resolve_vertex(g, "(1, 3, 3)"), resolve_vertex(g, "61")
    (61, 61, 61)
    >>> resolve_vertex(g, "(5,3,3)")  # reduced by index()
    61
    """
    want = _normal(str(text))
    for i in range(g.order):
        if _normal(_export.label_string(g, i)) == want:
            return i
    if hasattr(g, "index"):
        try:
            value = ast.literal_eval(want)
        except (ValueError, SyntaxError):
            value = want
        if isinstance(value, (tuple, list)) or (isinstance(value, str) and value == want
                                                and not want.lstrip("-").isdigit()):
            try:
                return int(g.index(value))
            except (ValueError, TypeError, IndexError):
                pass
    if want.lstrip("-").isdigit():
        i = int(want)
        if 0 <= i < g.order:
            return i
        raise ValueError(f"{g.name}: vertex {i} is not in 0..{g.order - 1}")
    raise ValueError(f"{g.name}: no vertex labelled {text!r} "
                     f"(labels look like {_export.label_string(g, 0)!r})")


def _bfs_path(g, s: int, t: int, cache: dict | None = None) -> tuple[int, list[int] | None]:
    csr = g.csr()
    d = None if cache is None else cache.get(t)
    if d is None:
        d = bfs_distances(csr, t)
        if cache is not None:
            cache[t] = d
    if d[s] < 0:
        return -1, None
    path = [s]
    indptr, indices = csr.indptr, csr.indices
    while path[-1] != t:
        u = path[-1]
        nb = indices[indptr[u]:indptr[u + 1]]
        path.append(int(nb[d[nb] == d[u] - 1].min()))
    return int(d[s]), path


def _check_path(g, path, s: int, t: int) -> None:
    if not path or path[0] != s or path[-1] != t:
        raise ValueError(f"{g.name}: route() returned a path that does not go from {s} to {t}")
    csr = g.csr()
    for u, v in zip(path, path[1:]):
        if v not in csr.indices[csr.indptr[u]:csr.indptr[u + 1]]:
            raise ValueError(f"{g.name}: route() returned a path using a non-link {u} - {v}")


def lattice_route(g: LatticeGraph, s: int, t: int) -> dict:
    """Algorithm 1 of paper ``crystal`` as a route: its record, the path it walks, the length.

    Example 32 of paper ``crystal``: in FCC(4) from (1,3,3) to (6,0,1) the
    record is (1,1,-2), 4 hops.

    >>> from latticegraph.topologies.lattice import fcc
    >>> g = fcc(4)
    >>> r = lattice_route(g, g.index((1, 3, 3)), g.index((6, 0, 1)))
    >>> r["record"], r["length"], g.label(r["path"][-1])
    ((1, 1, -2), 4, (6, 0, 1))
    """
    xs, xt = g.label(s), g.label(t)
    record = hierarchical_route(g.hnf, [b - a for a, b in zip(xs, xt)])
    x = list(xs)
    path = [s]
    for i, ri in enumerate(record):
        for _ in range(abs(ri)):
            x[i] += 1 if ri > 0 else -1
            path.append(g.index(x))
    return {"record": record, "path": path, "length": norm(record)}


def _family_route(g):
    if hasattr(g, "route"):
        return g.route, "the family's routing algorithm"
    if isinstance(g, LatticeGraph):
        return (lambda s, t: lattice_route(g, s, t),
                "Algorithm 1 of paper crystal (minimal routing record)")
    return None, "none in this family: a BFS shortest path"


def route_record(g, s: int, t: int, bfs_cache: dict | None = None) -> dict:
    """The ``route`` command's record for vertices ``s`` and ``t``.

    Keys: ``graph``, ``source``, ``target`` (each ``{"vertex", "label"}``),
    ``algorithm`` (``"family"`` or ``"bfs"``), ``routing`` (which one, in
    words), ``record``, ``path`` (labels or ``None``), ``length``,
    ``distance`` (BFS; ``-1`` when unreachable) and ``minimal``.  ``bfs_cache``
    (a dict, target -> BFS distances) lets many routes share their searches.

    >>> from latticegraph.topologies.lattice import rtt
    >>> r = route_record(rtt(4), 0, 9)
    >>> r["algorithm"], r["record"], r["length"], r["distance"], r["path"]
    ('family', (1, 1), 2, 2, ['(0,0)', '(1,0)', '(1,1)'])
    """
    n = g.order
    for v in (s, t):
        if not 0 <= v < n:
            raise ValueError(f"{g.name}: vertex {v} is not in 0..{n - 1}")
    dist, bfs_path = _bfs_path(g, s, t, bfs_cache)
    record, path = None, None
    hook, routing = _family_route(g)
    if hook is not None:
        algorithm = "family"
        out = hook(s, t)
        if isinstance(out, dict):
            record, path, length = out.get("record"), out.get("path"), out.get("length")
            if path is not None:
                path = [int(x) for x in path]
                _check_path(g, path, s, t)
                if length is not None and int(length) != len(path) - 1:
                    raise ValueError(f"{g.name}: route() gave length {length} for a path of "
                                     f"{len(path) - 1} hops")
                length = len(path) - 1
            if length is None:
                raise ValueError(f"{g.name}: route() gave neither a path nor a length")
            length = int(length)
        else:
            path = [int(x) for x in out]
            _check_path(g, path, s, t)
            length = len(path) - 1
    else:
        algorithm = "bfs"
        path, length = bfs_path, dist
        if path is None:
            raise ValueError(f"{g.name}: vertex {t} cannot be reached from {s}")
    if isinstance(record, np.ndarray):
        record = record.tolist()
    return {
        "graph": g.name,
        "source": {"vertex": s, "label": _export.label_string(g, s)},
        "target": {"vertex": t, "label": _export.label_string(g, t)},
        "algorithm": algorithm,
        "routing": routing,
        "record": record,
        "path": None if path is None else [_export.label_string(g, v) for v in path],
        "length": length,
        "distance": dist,
        "minimal": length == dist,
    }


# ---------------------------------------------------------------------------
# export
# ---------------------------------------------------------------------------
EXTENSIONS = {"graphml": "graphml", "anynet": "anynet", "caminos": "caminos",
              "edgelist": "edges"}


def export_file_name(spec: str, fmt: str) -> str:
    """File name of ``spec`` in an ``export -o DIR`` of several graphs: the spec with every
    character other than letters, digits and ``()+,.-`` replaced by ``_``.

    >>> export_file_name("G([[4,0],[0,4]])", "graphml")
    'G(__4,0_,_0,4__).graphml'
    """
    import re

    return re.sub(r"[^A-Za-z0-9()+,.-]", "_", spec) + "." + EXTENSIONS[fmt]


def _export_one(args, spec: str):
    g = graph(spec)
    options = {"nodes": args.nodes} if args.format == "graphml" else {}
    return _export.export(g, args.format, args.endpoints, **options)


def _cmd_export(args) -> int:
    specs = args.graph
    try:
        if args.nodes != "fold" and args.format != "graphml":
            raise ValueError("--nodes applies to --format graphml only")
        if len(specs) > 1:
            if args.output in (None, "-") or not os.path.isdir(args.output):
                raise ValueError("several graphs need -o DIR, an existing folder (one file each)")
            names = [export_file_name(sp, args.format) for sp in specs]
            if len(set(names)) != len(names):
                raise ValueError("two graphs would get the same file name in the folder")
        out = _export_one(args, specs[0]) if len(specs) == 1 else None
    except ValueError as exc:
        return _fail(str(exc))
    if out is None:
        for sp, name in zip(specs, names):
            try:
                res = _export_one(args, sp)
                for w in res.warnings:
                    print(f"latticegraph: warning: {w}", file=sys.stderr)
                _export.write_atomically(os.path.join(args.output, name), res.text)
            except ValueError as exc:
                return _fail(str(exc))
        return 0
    for w in out.warnings:
        print(f"latticegraph: warning: {w}", file=sys.stderr)
    if args.output in (None, "-"):
        sys.stdout.write(out.text)
        return 0
    try:
        _export.write_atomically(args.output, out.text)
    except ValueError as exc:
        return _fail(str(exc))
    return 0


def add_export(sub) -> None:
    """Register ``latticegraph export``."""
    p = sub.add_parser(
        "export",
        help="write a topology for a simulator (GraphML/SST, BookSim anynet, CAMINOS, edgelist)",
        description="Write GRAPH in a simulator's format. graphml: SST/merlin anytopo (routers "
        "only, each with its 'endpoints' count, 'kind', 'label'; for families with ports, "
        "each edge carries the family's source_port/target_port and the sst_source_port/"
        "sst_target_port anytopo will give it, links listed so that as many as possible "
        "agree). anynet: BookSim2 network_file (at least one compute node). caminos: CAMINOS "
        "File topology, links in port order (set servers_per_router in its configuration; "
        "refused when routers carry different numbers of nodes). edgelist: the plain graph. "
        "With -o the file is written whole or not at all; several GRAPHs need -o DIR (one "
        "file each, named after the spec).",
        epilog='examples: latticegraph export "D3(3,4)" --format graphml -o d3.graphml;  '
        'latticegraph export "FCC(4)" --format anynet --endpoints 2',
    )
    p.add_argument("graph", nargs="+",
                   help='GRAPH spec, e.g. "FCC(4)", "D3(3,4)"; several need -o DIR')
    p.add_argument("--format", "-f", required=True, choices=_export.FORMATS)
    p.add_argument("-o", "--output", metavar="PATH",
                   help="output file (default: stdout); with several graphs an existing folder, "
                   "one file each, named after the spec (characters other than letters, "
                   "digits and ()+,.- replaced by _; extension .graphml, .anynet, .caminos, "
                   ".edges)")
    p.add_argument("--endpoints", type=int, default=None, metavar="N",
                   help="compute nodes per router for router-only families (default 1)")
    p.add_argument("--nodes", choices=("fold", "keep"), default="fold",
                   help="graphml: fold compute-node vertices into 'endpoints' (default, what "
                   "SST expects) or keep them as vertices of kind 'node'")
    p.set_defaults(func=_cmd_export)


# ---------------------------------------------------------------------------
# route
# ---------------------------------------------------------------------------
def _read_pairs(g, path: str) -> list[tuple[int, int]]:
    """The ``SRC DST`` lines of ``path`` (``-``: stdin) as vertex pairs: two fields split at
    a tab when the line has one, else at white space; blank lines and ``#`` comments skipped."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
    except OSError as exc:
        raise ValueError(f"cannot read pairs file {path!r}: {exc.strerror}") from None
    index = {_normal(_export.label_string(g, i)): i for i in range(g.order)}
    pairs = []
    for no, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        fields = line.split("\t") if "\t" in line else line.split()
        if len(fields) != 2:
            raise ValueError(f"pairs line {no}: expected 'SRC DST', got {line.strip()!r}")
        try:
            pairs.append(tuple(index[_normal(f)] if _normal(f) in index
                               else resolve_vertex(g, f) for f in fields))
        except ValueError as exc:
            raise ValueError(f"pairs line {no}: {exc}") from None
    return pairs


def _cmd_route(args) -> int:
    try:
        g = graph(args.graph)
        if args.pairs is not None:
            if args.src is not None or args.dst is not None:
                raise ValueError("give SRC DST or --pairs, not both")
            pairs = _read_pairs(g, args.pairs)
            cache: dict = {}
            for s, t in pairs:
                print(json.dumps(route_record(g, s, t, cache)))
            return 0
        if args.src is None or args.dst is None:
            raise ValueError("give SRC and DST (or --pairs FILE)")
        s = resolve_vertex(g, args.src)
        t = resolve_vertex(g, args.dst)
        rec = route_record(g, s, t)
    except ValueError as exc:
        return _fail(str(exc))
    if args.json:
        print(json.dumps(rec, indent=2))
        return 0
    src, dst = rec["source"], rec["target"]
    rows = [("graph", rec["graph"]),
            ("source", f"{src['label']} (vertex {src['vertex']})"),
            ("target", f"{dst['label']} (vertex {dst['vertex']})"),
            ("routing", rec["routing"])]
    if rec["record"] is not None:
        rows.append(("record", str(rec["record"])))
    if rec["path"] is not None:
        rows.append(("path", " -> ".join(rec["path"])))
    rows += [("length", str(rec["length"])),
             ("distance", f"{rec['distance']} (BFS)"),
             ("minimal", "yes" if rec["minimal"] else "no")]
    for k, v in rows:
        print(f"{k:<9} {v}")
    return 0


def add_route(sub) -> None:
    """Register ``latticegraph route``."""
    p = sub.add_parser(
        "route",
        help="the family's route between two vertices, its length and the BFS distance",
        description="Route from SRC to DST with the family's own routing algorithm (a BFS "
        "shortest path when the family has none) and compare its length with the BFS "
        "distance. SRC and DST are labels as the paper writes them or vertex numbers.",
        epilog='examples: latticegraph route "PC(4)" "(0,0,0)" "(1,3,3)";  '
        'latticegraph route "FCC(4)" "(1,3,3)" "(6,0,1)" --json;  '
        'printf "0 5\\n1 7\\n" | latticegraph route "PC(4)" --pairs -',
    )
    p.add_argument("graph", help='GRAPH spec, e.g. "PC(4)"')
    p.add_argument("src", nargs="?", help='source: a label such as "(1,3,3)" or a vertex number')
    p.add_argument("dst", nargs="?", help="destination, like SRC")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--pairs", metavar="FILE", default=None,
                   help="route every 'SRC DST' line of FILE ('-': stdin; fields split at a tab "
                   "if the line has one) and print one JSON object per line (JSON Lines)")
    p.set_defaults(func=_cmd_route)


# ---------------------------------------------------------------------------
# schedule
# ---------------------------------------------------------------------------
SCHEDULES = ("broadcast", "one-to-all", "one-to-all-glgl", "all-to-one", "all-to-all",
             "permutation")


def _jsonable(x):
    if isinstance(x, (tuple, list)):
        return [_jsonable(y) for y in x]
    if isinstance(x, np.integer):
        return int(x)
    return x


def schedule_record(net, primitive: str, source=None, count: int = 1, protocol: int = 1,
                    variant: str = "theorem7", seed: int = 0) -> dict:
    """The ``schedule`` command's record: the packets of a communication primitive of paper
    ``d3`` (Theorems 4-8, Section 9 and the Appendix) on ``net`` and their simulation.

    Each packet: ``source`` (label), ``start`` (time step of its first hop), ``hops``
    (``[kind, port]``: ``l``/``g`` a local/global port, ``L``/``G`` a broadcast hop) and
    ``tag``; ``simulation``: the conflicts (``[step, router, kind, port, packets]``, two or
    more packets on one directed link in one step) and the makespan.

    >>> from latticegraph.topologies.dragonfly import D3
    >>> r = schedule_record(D3(2, 4), "broadcast", (0, 1, 2))
    >>> r["packets"][0]["hops"], r["simulation"]
    ([['L', None], ['G', None], ['L', None]], {'conflicts': [], 'makespan': 3})
    """
    from .topologies import dragonfly as d3

    extra = {}
    if primitive == "broadcast":
        packets = d3.multi_broadcast_schedule(net, source, count, protocol)
    elif primitive == "one-to-all":
        packets = d3.one_to_all_schedule(net, source)
    elif primitive == "one-to-all-glgl":
        packets = d3.glgl_one_to_all_schedule(net, source)
    elif primitive == "all-to-one":
        packets = d3.all_to_one_schedule(net, source)
    elif primitive == "all-to-all":
        packets, starts = d3.all_to_all_schedule(net, variant)
        extra["starts"] = starts
    elif primitive == "permutation":
        perm = d3.random_permutation(net, seed)
        packets, extra["hops_total"] = d3.permutation_schedule(net, perm)
        extra["permutation"] = [[_export.label_string(net, net.index(a)),
                                 _export.label_string(net, net.index(b))]
                                for a, b in perm.items()]
    else:
        raise ValueError(f"unknown primitive {primitive!r} (one of {', '.join(SCHEDULES)})")
    res = d3.simulate(net, packets)

    def lab(r):
        return _export.label_string(net, net.index(r))

    return {
        "graph": net.name, "primitive": primitive,
        "source": None if source is None else lab(source),
        "packets": [{"source": lab(p.src), "start": p.start,
                     "hops": [[k, None if a is None else int(a)] for k, a in p.hops],
                     "tag": _jsonable(p.tag)} for p in packets],
        **extra,
        "simulation": {"conflicts": [[t, lab(r), k, int(a), len(tags)]
                                     for t, r, k, a, tags in res.conflicts],
                       "makespan": res.makespan},
    }


def _cmd_schedule(args) -> int:
    from .topologies.dragonfly import D3
    try:
        net = graph(args.graph)
        if not isinstance(net, D3):
            raise ValueError(f"{args.graph}: schedules are defined for D3(K,M) only")
        needs_source = args.primitive in ("broadcast", "one-to-all", "one-to-all-glgl",
                                          "all-to-one")
        if needs_source and args.source is None:
            raise ValueError(f"{args.primitive} needs --source ROUTER")
        source = net.label(resolve_vertex(net, args.source)) if needs_source else None
        if args.count < 1:
            raise ValueError(f"--count must be at least 1, got {args.count}")
        rec = schedule_record(net, args.primitive, source, args.count, args.protocol,
                              args.variant, args.seed)
    except ValueError as exc:
        return _fail(str(exc))
    print(json.dumps(rec))
    return 0


def add_schedule(sub) -> None:
    """Register ``latticegraph schedule``."""
    p = sub.add_parser(
        "schedule",
        help="the packets of a D3 communication primitive (paper d3, Section 9) and their "
        "link conflicts",
        description="Print, as one JSON object, the packets of a communication primitive of "
        "paper d3 (Theorems 4-8, Section 9 and the Appendix) on D3(K,M): each packet's source "
        "router, start step, hops ([kind, port]: l/g a local/global port, L/G a broadcast hop) "
        "and tag, and the simulation's link conflicts (two or more packets on one directed "
        "link in one step) and makespan.",
        epilog='examples: latticegraph schedule "D3(2,4)" all-to-all;  '
        'latticegraph schedule "D3(3,4)" one-to-all --source "(0,1,2)"',
    )
    p.add_argument("graph", help='D3 spec, e.g. "D3(2,4)"')
    p.add_argument("primitive", choices=SCHEDULES)
    p.add_argument("--source", metavar="ROUTER", default=None,
                   help="source (sink for all-to-one) router: a label such as \"(0,1,2)\"")
    p.add_argument("--count", type=int, default=1, metavar="N",
                   help="broadcast: number of chained broadcasts (Theorem 4; default 1)")
    p.add_argument("--protocol", type=int, choices=(1, 2, 3), default=1,
                   help="broadcast: the Appendix protocol chaining them (default 1)")
    p.add_argument("--variant", default="theorem7",
                   choices=("theorem7", "protocol1", "protocol2", "protocol3"),
                   help="all-to-all: the printed loop of Theorem 7 (default) or a protocol")
    p.add_argument("--seed", type=int, default=0,
                   help="permutation: seed of the random permutation (Theorem 8; default 0)")
    p.set_defaults(func=_cmd_schedule)


# ---------------------------------------------------------------------------
# draw
# ---------------------------------------------------------------------------
def _cmd_draw(args) -> int:
    try:
        g = graph(args.graph)
        labels = {"auto": None, "yes": True, "no": False}[args.labels]
        from . import draw as _draw  # matplotlib loads only when drawing

        max_vertices = args.max_vertices or _draw.MAX_VERTICES
        name = _draw.draw(g, args.output, max_vertices=max_vertices, labels=labels,
                          ports=args.ports)
    except ValueError as exc:
        return _fail(str(exc))
    print(f"{args.output}: {g.name}, {name} layout")
    return 0


def add_draw(sub) -> None:
    """Register ``latticegraph draw``."""
    p = sub.add_parser(
        "draw",
        help="draw a topology to PNG, PDF or SVG",
        description="Draw GRAPH with every link visible: a family's layout() hook first (HyperX "
        "panels, hypercubes, fat trees in levels with their cubes, D3 cabinets, MDF groups on a "
        "circle), lattice graphs as 2D/3D grids with their wrap-around links as arrows, "
        "Swap/Circle/XOR in the LACIN port layout, other complete graphs on a line, trees in "
        "levels, anything else by a spring layout. Links that would run over other vertices "
        "or over each other become arcs.",
        epilog='examples: latticegraph draw "RTT(4)" -o rtt4.svg;  '
        'latticegraph draw "Circle(8)" -o circle8.png --ports',
    )
    p.add_argument("graph", help='GRAPH spec, e.g. "RTT(4)"')
    p.add_argument("-o", "--output", required=True, metavar="FILE",
                   help="picture file; the suffix (.png, .pdf, .svg) picks the format")
    p.add_argument("--labels", choices=("auto", "yes", "no"), default="auto",
                   help="write vertex labels and the targets of wrap-around arrows "
                   "(auto: up to 64 vertices)")
    p.add_argument("--ports", action="store_true",
                   help="write each link's port numbers at its two ends (lattice graphs, "
                   "Swap/Circle/XOR, HyperX, D3)")
    p.add_argument("--max-vertices", type=int, default=None, metavar="N",
                   help="refuse larger graphs (default: latticegraph.draw.MAX_VERTICES)")
    p.set_defaults(func=_cmd_draw)


# ---------------------------------------------------------------------------
# symmetric
# ---------------------------------------------------------------------------
#: ``symmetric`` compares graphs with pynauty only up to this order by default
GRAPH_CLASS_MAX_ORDER = 2000


def _spec(H) -> str:
    return "G(" + json.dumps([list(r) for r in H]).replace(" ", "") + ")"


def symmetric_records(order: int, graph_iso: bool = True) -> list[dict]:
    """One record per linear-isomorphism class of symmetric 3D lattice graphs with
    ``order`` vertices (:func:`latticegraph.symmetry.symmetric_census`), with its
    exact distance properties, best average distance first.

    Order 8: PC(2) and the 8-cycle (``e_1 ≡ e_2 ≡ e_3``):

    >>> [(r["graph"], r["theorem12"], r["average_distance"]) for r in symmetric_records(8)]
    [('G([[2,0,0],[0,2,0],[0,0,2]])', 'M1(2,0,0)', '12/7'), ('G([[8,1,1],[0,1,0],[0,0,1]])', 'M1(3,3,2)', '16/7')]
    """
    from fractions import Fraction

    from .distance import average_distance, diameter, distance_distribution
    from .symmetry import symmetric_census

    out = []
    for rec in symmetric_census(order, graph_iso=graph_iso):
        g = LatticeGraph(rec["hnf"])
        dd = distance_distribution(g)
        avg = average_distance(dd)
        fam = rec["theorem12"]
        out.append({
            "graph": _spec(rec["hnf"]),
            "theorem12": f"{fam[0]}({fam[1]},{fam[2]},{fam[3]})" if fam else None,
            "degree": g.degree,
            "diameter": diameter(dd),
            "average_distance": str(avg),
            "hermite_forms": rec["forms"],
            "graph_class": rec["graph_class"],
            "_key": Fraction(avg),
        })
    out.sort(key=lambda r: (r["_key"], r["diameter"], r["graph"]))
    for r in out:
        del r["_key"]
    return out


#: largest order ``symmetric`` accepts: every class gets its exact distance distribution,
#: and the thin ones (``G([[N,..],[0,1,..],[0,0,1]])``) need a BFS of ``N`` vertices each
SYMMETRIC_MAX_ORDER = 1 << 22


def _cmd_symmetric(args) -> int:
    if args.order < 1:
        return _fail(f"the order must be a positive integer, got {args.order}")
    if args.order > SYMMETRIC_MAX_ORDER:
        return _fail(f"order {args.order} is too large: the census takes at most "
                     f"{SYMMETRIC_MAX_ORDER} vertices (every class's distances are computed)")
    graph_iso = {"auto": args.order <= GRAPH_CLASS_MAX_ORDER, "yes": True,
                 "no": False}[args.graph_classes]
    recs = symmetric_records(args.order, graph_iso=graph_iso)
    if args.json:
        print(json.dumps({"order": args.order, "classes": recs}, indent=2))
        return 0
    forms = sum(r["hermite_forms"] for r in recs)
    graphs = len({r["graph_class"] for r in recs}) if graph_iso else None
    print(f"{len(recs)} symmetric 3D lattice graph(s) of order {args.order} up to linear "
          f"isomorphism ({forms} Hermite forms"
          + (f"; {graphs} up to graph isomorphism)" if graph_iso else ")"))
    head = ("graph", "Theorem 12 member", "degree", "diameter", "average distance", "iso")
    rows = [(r["graph"], r["theorem12"] or "-", str(r["degree"]), str(r["diameter"]),
             r["average_distance"],
             "-" if r["graph_class"] is None else chr(ord("A") + r["graph_class"] % 26)
             + ("" if r["graph_class"] < 26 else str(r["graph_class"] // 26)))
            for r in recs]
    widths = [max(len(x) for x in col) for col in zip(head, *rows)]
    for row in (head, *rows):
        print("  ".join(x.ljust(w) for x, w in zip(row, widths)).rstrip())
    if graph_iso:
        print("iso: rows with the same letter are isomorphic graphs (pynauty)")
    return 0


def add_symmetric(sub) -> None:
    """Register ``latticegraph symmetric``."""
    p = sub.add_parser(
        "symmetric",
        help="every symmetric 3D lattice graph with N vertices, best average distance first",
        description="List the linearly symmetric 3D lattice graphs G(M) with N vertices "
        "(paper 'crystal', Definition 37), one per class under linear isomorphism, with a "
        "member of Theorem 12's families in the class, degree, diameter and exact average "
        "distance; rows with the same 'iso' letter are isomorphic graphs.",
        epilog="examples: latticegraph symmetric 512;  latticegraph symmetric 1000 --json",
    )
    p.add_argument("order", type=int, help="number of vertices N")
    p.add_argument("--graph-classes", choices=("auto", "yes", "no"), default="auto",
                   help=f"group isomorphic graphs with pynauty (auto: N <= {GRAPH_CLASS_MAX_ORDER})")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cmd_symmetric)

