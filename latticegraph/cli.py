"""The ``latticegraph`` command.

Subcommands: ``info`` (this module); ``verify`` and ``table`` (claims
engine); further commands register through :data:`COMMANDS`.  Every user
error ends in one line on stderr and exit status 2, never a traceback.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from . import __version__
from .distance import average_distance, diameter, distance_distribution
from .specs import SpecError, graph
from .topologies.lattice import LatticeGraph

__all__ = ["main", "info_record", "COMMANDS"]


class UsageError(Exception):
    """A user error: printed as one line, exit status 2."""


def _fraction(f) -> str:
    return f"{f.numerator}/{f.denominator}"


def info_record(g) -> dict:
    """The ``info`` JSON record of a graph (DESIGN.md, "Interfaces").

    >>> r = info_record(graph("FCC(4)"))
    >>> r["vertices"], r["diameter"], r["average_distance"]
    (128, 6, '440/127')
    """
    dd = distance_distribution(g)
    degs = sorted({int(d) for d in g.degrees()})
    rec = {
        "name": g.name,
        "vertices": g.order,
        "edges": g.size,
        "degrees": degs,
        "diameter": diameter(dd),
        "average_distance": _fraction(average_distance(dd)),
        "distance_distribution": dd,
        "distribution_from": "one vertex" if g.vertex_transitive else "all sources",
    }
    if isinstance(g, LatticeGraph):
        rec["dimension"] = g.dimension
        rec["hnf"] = [list(r) for r in g.hnf]
        rec["smith"] = list(g.smith_invariants)
        rec["side"] = g.side
    return rec


def _print_info(rec: dict) -> None:
    width = max(len(k) for k in rec)
    for k, v in rec.items():
        print(f"{k.replace('_', ' '):<{width}}  {v}")


def _cmd_info(args) -> int:
    try:
        g = graph(args.graph)
    except SpecError as exc:
        raise UsageError(str(exc)) from None
    rec = info_record(g)
    if args.json:
        print(json.dumps(rec, indent=2))
    else:
        _print_info(rec)
    return 0


def _add_info(sub) -> None:
    p = sub.add_parser(
        "info",
        help="order, degree, diameter, exact average distance of a graph",
        description="Print the exact distance properties of GRAPH. For lattice graphs also "
        "the Hermite normal form (paper 'crystal', Definition 8) and Smith invariants. "
        "Average distance is exact (p/q) over N-1 targets for vertex-transitive graphs.",
        epilog='examples: latticegraph info "FCC(4)" --json;  latticegraph info "G([[4,0,0],[0,4,2],[0,0,4]])"',
    )
    p.add_argument("graph", help='GRAPH spec, e.g. "BCC(4)", "T(8,8,8,4)", "G([[4,0],[0,4]])"')
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cmd_info)


#: subcommand registrars: each adds its parser to the subparsers object
COMMANDS: list[Callable] = [_add_info]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="latticegraph",
        description="Build interconnection-network topologies exactly, compute their "
        "properties fast, and machine-check the claims papers print about them.",
    )
    parser.add_argument("--version", action="version", version=f"latticegraph {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in COMMANDS:
        add(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except UsageError as exc:
        print(f"latticegraph: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("latticegraph: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
