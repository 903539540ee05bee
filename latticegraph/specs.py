"""GRAPH specs: the text a person types, e.g. ``FCC(4)`` or ``commonlift(PC(2),BCC(1))``.

Grammar::

    spec   := NAME '(' [arg (',' arg)*] ')'  |  BARE
    arg    := INTEGER | MATRIX | spec
    MATRIX := a Python-style nested list of integers, e.g. [[4,0],[0,4]]

``NAME`` is case-insensitive and looked up in :data:`FAMILIES`; ``BARE`` is a
name without parentheses matched by one of :data:`BARE_PATTERNS` (``Q3``).
Each family module registers its constructors here.  Every problem raises
:class:`SpecError` (a ``ValueError``) with a one-line message naming it.
"""
from __future__ import annotations

import ast
import re
from collections.abc import Callable

from .topologies import cin, hyperx, lattice
from .topologies import ipgraph
from .topologies import dragonfly
from .topologies import fattree, hypercube
from .memory import MemoryLimitError

__all__ = ["SpecError", "graph", "FAMILIES", "BARE_PATTERNS", "register"]


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
