"""GRAPH specs: the text a person types, e.g. ``FCC(4)`` or ``commonlift(PC(2),BCC(1))``.

Grammar::

    spec   := NAME '(' [arg (',' arg)*] ')'  |  BARE
    arg    := INTEGER | MATRIX | spec
    MATRIX := a Python-style nested list of integers, e.g. [[4,0],[0,4]]

``NAME`` is case-insensitive and looked up in :data:`FAMILIES`; ``BARE`` is a
name without parentheses matched by one of :data:`BARE_PATTERNS` (``Q3``).
Each family module registers its constructors here.  Every problem raises
:class:`SpecError` (a ``ValueError``) with a one-line message naming it.

Graph files (``latticegraph info FILE``): :func:`read_graph_file` reads what
networkx reads — GraphML (``.graphml``, ``.xml``), GML (``.gml``) and edge
lists (one ``u v`` pair per line, ``#``/``%`` comments; any other suffix is
sniffed) — into a :class:`GraphFile`: the simple undirected graph (loops
dropped, parallel edges merged), vertices numbered in file order (edge lists:
sorted labels).  Refused with a one-line :class:`SpecError`: a file that is
not such a graph, a directed graph, a weighted one (an edge attribute named
``weight``, ``length``, ``distance`` or ``cost``, or a third column in an
edge list: distances here count hops), an empty one, and a file whose parsing
would need more memory than allowed (the message names the size needed).
"""
from __future__ import annotations

import ast
import os
import re
from collections.abc import Callable

import numpy as np

from .topologies.base import Topology, simple_edges

from .topologies import cin, hyperx, lattice
from .topologies import ipgraph
from .topologies import dragonfly
from .topologies import fattree, hypercube
from .memory import MemoryLimitError

__all__ = ["SpecError", "graph", "FAMILIES", "BARE_PATTERNS", "register", "GraphFile",
           "read_graph_file", "is_graph_file", "file_memory_estimate"]


class SpecError(ValueError):
    """A GRAPH spec that cannot be parsed or built."""


#: lower-case family name -> (display name, constructor)
FAMILIES: dict[str, tuple[str, Callable]] = {}
#: (compiled full-match regex, display name, constructor taking the groups as ints)
BARE_PATTERNS: list[tuple[re.Pattern, str, Callable]] = []


def register(name: str, constructor: Callable) -> None:
    """Register ``NAME(args)`` specs built by ``constructor(*args)``."""
    FAMILIES[name.lower()] = (name, constructor)


def register_bare(pattern: str, name: str, constructor: Callable) -> None:
    """Register bare specs such as ``Q3`` matched by ``pattern`` (integer groups)."""
    BARE_PATTERNS.append((re.compile(pattern, re.IGNORECASE), name, constructor))


register("G", lattice.lattice_graph)
register("T", lattice.torus)
register("RTT", lattice.rtt)
register("PC", lattice.pc)
register("FCC", lattice.fcc)
register("BCC", lattice.bcc)
register("4D-BCC", lattice.bcc4d)
register("4D-FCC", lattice.fcc4d)
register("Lip", lattice.lipschitz)
register("directsum", lattice.direct_sum)
register("commonlift", lattice.common_lift)
register("Circle", cin.circle)
register("Swap", cin.swap)
register("XOR", cin.xor)
register("HyperX", hyperx.hyperx)
register("IP", ipgraph.ip_graph)
register("Star", ipgraph.star_graph)
register("DeBruijn", ipgraph.de_bruijn)
register("HCN", ipgraph.hcn)
register("HSN", ipgraph.hsn)
register("RingCN", ipgraph.ring_cn)
register("CompleteCN", ipgraph.complete_cn)
register("DirectedCN", ipgraph.directed_cn)
register("SuperFlip", ipgraph.super_flip)
register("SymHSN", ipgraph.sym_hsn)
register("SymRingCN", ipgraph.sym_ring_cn)
register("SymCompleteCN", ipgraph.sym_complete_cn)
register("SymDirectedCN", ipgraph.sym_directed_cn)
register("SymSuperFlip", ipgraph.sym_super_flip)
register("Hypercube", hypercube.hypercube)
register("KANT", fattree.kary_ntree)
register("MiKANT", fattree.mikant)
register("KANTC", fattree.kantc)
register("MiKANTC", fattree.mikantc)
register("D3", dragonfly.d3)
register("MDF", dragonfly.mdf)
register_bare(r"Q(\d+)", "Q", ipgraph.hypercube_ip)
register_bare(r"K(\d+)", "K", ipgraph.complete_ip)

_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_\-]*")
_INT = re.compile(r"[+-]?\d+")


#: deepest nesting of specs inside specs (``directsum(A, commonlift(B, C))`` has depth 3)
MAX_NESTING = 32
#: longest spec text accepted
MAX_LENGTH = 10_000


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        self.depth = 0

    def error(self, msg: str) -> SpecError:
        shown = self.text if len(self.text) <= 80 else self.text[:60] + "..."
        return SpecError(f"bad graph spec {shown!r}: {msg}")

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def spec(self):
        self.skip()
        m = _NAME.match(self.text, self.pos)
        if not m:
            raise self.error(f"expected a family name at position {self.pos + 1}")
        name = m.group(0)
        self.pos = m.end()
        if self.peek() != "(":
            return self.bare(name)
        self.pos += 1
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise self.error(f"specs nested more than {MAX_NESTING} deep")
        args = []
        if self.peek() != ")":
            while True:
                args.append(self.arg())
                c = self.peek()
                if c == ",":
                    self.pos += 1
                    continue
                if c == ")":
                    break
                raise self.error(f"expected ',' or ')' at position {self.pos + 1}")
        self.pos += 1
        self.depth -= 1
        return self.build(name, args)

    def arg(self):
        c = self.peek()
        if c == "[":
            return self.matrix()
        m = _INT.match(self.text, self.pos)
        if m and not _NAME.match(self.text, m.end()) and self.text[m.end():m.end() + 1] != "(":
            self.pos = m.end()
            return int(m.group(0))
        return self.spec()

    def matrix(self):
        depth, start = 0, self.pos
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            depth += ch == "["
            depth -= ch == "]"
            self.pos += 1
            if depth == 0:
                break
        if depth:
            raise self.error("unbalanced brackets in matrix")
        try:
            value = ast.literal_eval(self.text[start:self.pos])
        except (ValueError, SyntaxError):
            raise self.error(f"matrix {self.text[start:self.pos]!r} is not a list of integer rows") from None
        return value

    def build(self, name: str, args: list):
        entry = FAMILIES.get(name.lower())
        if entry is None:
            known = ", ".join(sorted(display for display, _ in FAMILIES.values()))
            raise self.error(f"unknown family {name!r} (known: {known})")
        display, constructor = entry
        try:
            return constructor(*args)
        except MemoryLimitError as exc:      # a good spec, too large for the limit
            raise SpecError(str(exc)) from None
        except TypeError as exc:
            raise self.error(f"wrong arguments for {display}: {exc}") from None
        except ValueError as exc:
            msg = str(exc)
            if not msg.lower().startswith(display.lower()):
                msg = f"{display}: {msg}"
            raise self.error(msg) from None

    def bare(self, name: str):
        for pattern, display, constructor in BARE_PATTERNS:
            m = pattern.fullmatch(name)
            if m:
                try:
                    return constructor(*(int(g) for g in m.groups()))
                except MemoryLimitError as exc:
                    raise SpecError(str(exc)) from None
                except ValueError as exc:
                    raise self.error(f"{display}: {exc}") from None
        if name.lower() in FAMILIES:
            raise self.error(f"{name!r} needs arguments in parentheses, e.g. {name}(4)")
        raise self.error(f"unknown name {name!r} (expected an integer, a matrix or a graph spec)")


def graph(spec: str):
    """Build the graph a GRAPH spec names.

    >>> graph("FCC(4)").order
    128
    >>> graph("commonlift(PC(2), BCC(1))").dimension
    4
    >>> graph("FCC(0)")
    Traceback (most recent call last):
    ...
    latticegraph.specs.SpecError: bad graph spec 'FCC(0)': FCC: side must be a positive integer, got 0
    """
    if not isinstance(spec, str):
        raise SpecError(f"graph spec must be a string, got {type(spec).__name__}")
    if len(spec) > MAX_LENGTH:
        raise SpecError(f"bad graph spec: {len(spec)} characters, over the limit of {MAX_LENGTH}")
    p = _Parser(spec)
    result = p.spec()
    if p.peek():
        raise p.error(f"unexpected text {p.text[p.pos:]!r} after the spec")
    return result


# ---------------------------------------------------------------------------
# graph files
# ---------------------------------------------------------------------------
#: suffix -> format
FILE_FORMATS = {".graphml": "graphml", ".xml": "graphml", ".gml": "gml", ".txt": "edgelist",
                ".edges": "edgelist", ".edgelist": "edgelist", ".el": "edgelist"}
#: edge attributes that make a graph weighted (distances here count hops)
WEIGHT_ATTRIBUTES = ("weight", "length", "distance", "cost")
#: bytes of working memory per byte of file while parsing (networkx objects; our edge lists)
_PARSE_FACTOR = {"graphml": 40, "gml": 40, "edgelist": 12}


class GraphFile(Topology):
    """A simple undirected graph read from a file (:func:`read_graph_file`).

    Vertices ``0 .. n-1``; ``label(i)`` is the vertex's name in the file.  Its
    automorphisms come from nauty in the orbit engine (:mod:`latticegraph.orbits`).
    """

    def __init__(self, name: str, labels: list, edges: np.ndarray):
        self.name = name
        self._labels = list(labels)
        self._edge_list = edges

    @property
    def order(self) -> int:
        return len(self._labels)

    def edge_array(self) -> np.ndarray:
        return self._edge_list

    def label(self, i: int):
        return self._labels[int(i)]


def is_graph_file(text: str) -> bool:
    """Whether ``info``'s argument names a file rather than a GRAPH spec: an existing
    path, or a name with a graph-file suffix."""
    return os.path.isfile(text) or os.path.splitext(text)[1].lower() in FILE_FORMATS


def _file_format(path: str) -> str:
    fmt = FILE_FORMATS.get(os.path.splitext(path)[1].lower())
    if fmt:
        return fmt
    with open(path, "rb") as fh:
        head = fh.read(4096).lstrip().lower()
    if head.startswith(b"<?xml") or head.startswith(b"<graphml"):
        return "graphml"
    if re.search(rb"(^|\s)graph\s*\[", head):
        return "gml"
    return "edgelist"


def file_memory_estimate(path: str) -> int:
    """Bytes of working memory to parse ``path`` (an upper estimate from its size)."""
    return _PARSE_FACTOR[_file_format(path)] * os.path.getsize(path) + 2**24


def _read_edgelist(path: str, name: str):
    labels: dict = {}
    us, vs = [], []
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            line = line.split("#", 1)[0].split("%", 1)[0].strip()
            if not line:
                continue
            tok = line.replace(",", " ").split()
            if len(tok) > 2:
                raise SpecError(f"{name}: line {lineno} has {len(tok)} columns: weighted or "
                                "attributed edge lists are not supported (one 'u v' pair per line; "
                                "distances count hops)")
            if len(tok) < 2:
                raise SpecError(f"{name}: line {lineno} is not an edge 'u v': {line[:40]!r}")
            us.append(tok[0])
            vs.append(tok[1])
    names = sorted(set(us) | set(vs))
    if all(re.fullmatch(r"[+-]?\d+", x) for x in names):
        names.sort(key=int)
    index = {x: i for i, x in enumerate(names)}
    u = np.fromiter((index[x] for x in us), np.int64, len(us))
    v = np.fromiter((index[x] for x in vs), np.int64, len(vs))
    out = [int(x) if re.fullmatch(r"[+-]?\d+", x) else x for x in names]
    return out, u, v


def _read_networkx(path: str, fmt: str, name: str):
    import xml.etree.ElementTree as ET

    import networkx as nx

    try:
        G = nx.read_graphml(path) if fmt == "graphml" else nx.read_gml(path, label=None)
    except (nx.NetworkXError, ET.ParseError, UnicodeDecodeError, ValueError, KeyError,
            TypeError, IndexError, AttributeError) as exc:
        first = str(exc).strip().splitlines()[0][:100] if str(exc).strip() else type(exc).__name__
        raise SpecError(f"{name}: not a {fmt.upper()} graph that networkx reads ({first})") from None
    if G.is_directed():
        raise SpecError(f"{name}: directed graphs are not supported (info takes simple "
                        "undirected graphs; write edgedefault=\"undirected\" / directed 0)")
    for a, b, data in G.edges(data=True):
        bad = [k for k in data if str(k).lower() in WEIGHT_ATTRIBUTES]
        if bad:
            raise SpecError(f"{name}: weighted graphs are not supported (edge {a!r}-{b!r} has "
                            f"attribute {bad[0]!r}; distances count hops)")
    nodes = list(G.nodes())
    index = {x: i for i, x in enumerate(nodes)}
    e = np.array([(index[a], index[b]) for a, b in G.edges()], np.int64).reshape(-1, 2)
    return nodes, e[:, 0], e[:, 1]


def read_graph_file(path: str, memory_limit: int | None = None) -> GraphFile:
    """Read a GraphML, GML or edge-list file as a :class:`GraphFile` (module docstring).

    ``memory_limit`` (bytes): refuse, before parsing, a file whose parsing needs more.

    >>> import tempfile, os
    >>> p = os.path.join(tempfile.mkdtemp(), "c4.txt")
    >>> _ = open(p, "w").write("# a 4-cycle\\na b\\nb c\\nc d\\nd a\\n")
    >>> g = read_graph_file(p)
    >>> g.order, g.size, g.label(0)
    (4, 4, 'a')
    """
    name = os.path.basename(path)
    if not os.path.isfile(path):
        raise SpecError(f"{path}: no such file (expected a GRAPH spec such as 'FCC(4)' "
                        "or a GraphML, GML or edge-list file)")
    try:
        need = file_memory_estimate(path)
        if memory_limit is not None and need > memory_limit:
            raise SpecError(f"{name}: reading it needs about {_size(need)} of memory, over the "
                            f"limit of {_size(memory_limit)} (raise it with --memory-limit)")
        fmt = _file_format(path)
        if fmt == "edgelist":
            labels, u, v = _read_edgelist(path, name)
        else:
            labels, u, v = _read_networkx(path, fmt, name)
    except UnicodeDecodeError:
        raise SpecError(f"{name}: not a text graph file (GraphML, GML or edge list)") from None
    except OSError as exc:
        raise SpecError(f"{name}: cannot read it: {exc.strerror or exc}") from None
    if not labels:
        raise SpecError(f"{name}: the graph has no vertices")
    return GraphFile(name, labels, simple_edges(u, v))


def _size(n: int) -> str:
    return f"{n / 2**30:.2f} GiB" if n >= 2**30 else f"{n / 2**20:.1f} MiB"
