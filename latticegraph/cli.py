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
from . import progress
from .errors import UsageError
from .distance import average_distance, diameter, distance_distribution, memory_estimate
from .specs import SpecError, graph
from .topologies.lattice import LatticeGraph

__all__ = ["main", "info_record", "COMMANDS"]


def _fraction(f) -> str:
    return f"{f.numerator}/{f.denominator}"


def info_record(g) -> dict:
    """The ``info`` JSON record of a graph (DESIGN.md, "Interfaces").

    >>> r = info_record(graph("FCC(4)"))
    >>> r["vertices"], r["diameter"], r["average_distance"]
    (128, 6, '440/127')
    """
    dd = distance_distribution(g)
    if isinstance(g, LatticeGraph):  # Cayley graph: no O(N) edge list needed
        degs, edges = [g.degree], g.order * g.degree // 2
    else:
        degs, edges = sorted({int(d) for d in g.degrees()}), g.size
    rec = {
        "name": g.name,
        "vertices": g.order,
        "edges": edges,
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
    progress.set_enabled(not args.no_progress)
    limit = _memory_limit(args.memory_limit)
    need = memory_estimate(g)
    if limit is not None and need > limit:
        raise UsageError(f"{g.name} needs about {_bytes(need)} of memory, over the limit of "
                         f"{_bytes(limit)} (raise it with --memory-limit)")
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
    p.add_argument("--no-progress", action="store_true",
                   help="no progress bar (bars appear only on a terminal, after ~2 s)")
    p.add_argument("--memory-limit", metavar="SIZE", default=None,
                   help="refuse graphs needing more memory, e.g. 4G, 512M, none "
                   "(default: 3/4 of the memory available now)")
    p.set_defaults(func=_cmd_info)


def _bytes(n: int) -> str:
    return f"{n / 2**30:.2f} GiB" if n >= 2**30 else f"{n / 2**20:.1f} MiB"


def _memory_limit(text: str | None) -> int | None:
    """``--memory-limit`` in bytes (``None``: no limit); default 3/4 of available RAM."""
    if text is None:
        try:
            with open("/proc/meminfo") as fh:
                avail = next(int(line.split()[1]) * 1024 for line in fh
                             if line.startswith("MemAvailable:"))
        except (OSError, StopIteration, ValueError):
            return None
        return avail * 3 // 4
    if text.strip().lower() == "none":
        return None
    units = {"": 1, "B": 1, "K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}
    t = text.strip().upper().removesuffix("IB").removesuffix("B")
    num, unit = (t[:-1], t[-1]) if t and t[-1] in units else (t, "")
    try:
        value = int(float(num) * units[unit])
    except (ValueError, OverflowError):
        raise UsageError(f"--memory-limit: cannot read {text!r} (examples: 4G, 512M, none)") from None
    if value <= 0:
        raise UsageError(f"--memory-limit must be positive, got {text!r}")
    return value


#: subcommand registrars: each adds its parser to the subparsers object
from .claims import cli_claims as _claims  # noqa: E402  (verify, table, report, new: claims)

from . import cli_graph as _everyday  # noqa: E402  (export, route, draw, symmetric)
from .fit import add_fit  # noqa: E402  (fit: closed forms in a parameter)
from .optimal import add_optimal  # noqa: E402  (optimal: best lattice graph of each order)

COMMANDS: list[Callable] = [_add_info, *_claims.COMMANDS,
                            _everyday.add_export, _everyday.add_route, _everyday.add_draw,
                            _everyday.add_symmetric, add_fit, add_optimal]


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
