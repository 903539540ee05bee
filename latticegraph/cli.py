"""The ``latticegraph`` command.

Subcommands: ``info`` (this module); ``verify`` and ``table`` (claims
engine); further commands register through :data:`COMMANDS`.  Every user
error ends in one line on stderr and exit status 2, never a traceback.
Every command takes ``--memory-limit`` (:mod:`latticegraph.memory`); SIGINT
and SIGTERM end a command with one line and status 130 or 143.

``latticegraph info GRAPH|FILE [--json]`` prints the exact distance
properties of a GRAPH spec or of a graph file (GraphML, GML, edge list:
:func:`latticegraph.specs.read_graph_file`); given several, one record each
(with ``--json``, one compact JSON object per line).  JSON keys (DESIGN.md,
"Interfaces"): ``name``, ``vertices``, ``edges``, ``degrees``, ``diameter``,
``average_distance`` (exact ``p/q``), ``distance_distribution``,
``distribution_from`` (``one vertex`` | ``all sources``), ``method`` (how the
distances were obtained: lattice recursion, convolution of Cartesian factors,
Kronecker-block quotients, orbits of certified automorphisms from the family
or from nauty, plain bit-parallel BFS) and ``orbits`` (number of vertex orbits
used; ``null`` without symmetry); ``hnf``, ``smith``, ``dimension``, ``side``
for lattice graphs.  Networks with compute nodes (the fat trees of paper
``kantc``) add ``compute_nodes``: ``{"vertices", "distance_distribution",
"diameter", "average_distance"}`` over ordered pairs of compute nodes (each
node counted once at distance 0, as above), the pairs paper ``kantc``'s
averages use, beside the whole graph's (switches and nodes).
``--workers N`` / ``--scheduler ADDRESS`` run the per-orbit searches on worker
processes or a Dask cluster, committing each batch to the results store
(``--store``, default ``.latticegraph/results.sqlite``) so a stopped run
resumes; the store is opened only once the graph has been read and checked.
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
from collections.abc import Callable
from contextlib import contextmanager

import numpy as np

from . import __version__
from . import memory
from . import progress
from .errors import UsageError
from .distance import (average_distance, degrees_and_size, diameter, distance_summary,
                       memory_estimate)
from .specs import SpecError, graph, is_graph_file, read_graph_file
from .topologies.lattice import LatticeGraph

__all__ = ["main", "info_record", "COMMANDS"]


def _fraction(f) -> str:
    return f"{f.numerator}/{f.denominator}"


def _pairs_record(dd: list) -> dict:
    return {"vertices": dd[0], "distance_distribution": dd, "diameter": diameter(dd),
            "average_distance": _fraction(average_distance(dd))}


def info_record(g, runner=None) -> dict:
    """The ``info`` JSON record of a graph (module docstring, DESIGN.md "Interfaces").

    >>> r = info_record(graph("FCC(4)"))
    >>> r["vertices"], r["diameter"], r["average_distance"], r["method"]
    (128, 6, '440/127', 'lattice recursion (Hermite form)')
    >>> r = info_record(graph("KANTC(2,3)"))
    >>> r["orbits"], r["compute_nodes"]["distance_distribution"]
    (5, [8, 0, 8, 0, 16, 0, 0, 0, 32])
    """
    targets = None
    if hasattr(g, "compute_nodes"):
        targets = np.zeros(g.order, bool)
        targets[g.compute_nodes()] = True
    summary = distance_summary(g, targets=targets, runner=runner)
    dd = summary.distribution
    degs, edges = degrees_and_size(g)
    rec = {
        "name": g.name,
        "vertices": g.order,
        "edges": edges,
        "degrees": degs,
        "diameter": diameter(dd),
        "average_distance": _fraction(average_distance(dd)),
        "distance_distribution": dd,
        "distribution_from": summary.distribution_from,
        "method": summary.method,
        "orbits": summary.orbits,
    }
    if summary.targets is not None:
        rec["compute_nodes"] = _pairs_record(summary.targets)
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


def _info_one(args, name: str) -> dict:
    try:
        g = (read_graph_file(name, memory.limit()) if is_graph_file(name) else graph(name))
    except SpecError as exc:
        raise UsageError(str(exc)) from None
    memory.require(g.name, memory_estimate(g))
    runner = _runner(args)
    try:
        return info_record(g, runner)
    except ValueError as exc:                  # disconnected, a store that cannot be opened...
        raise UsageError(str(exc).splitlines()[0]) from None
    finally:
        if runner is not None:
            runner.close()


def _cmd_info(args) -> int:
    progress.set_enabled(not args.no_progress)
    if args.workers < 1:
        raise UsageError(f"--workers must be at least 1, got {args.workers}")
    several = len(args.graph) > 1
    for k, name in enumerate(args.graph):
        rec = _info_one(args, name)
        if args.json:
            print(json.dumps(rec) if several else json.dumps(rec, indent=2), flush=several)
        else:
            if k:
                print()
            _print_info(rec)
    return 0


def _runner(args):
    """A :class:`~latticegraph.orbits.BatchRunner` when the searches are distributed or a
    store is named; the store is opened when a first result is committed."""
    if args.workers <= 1 and not args.scheduler and not args.store:
        return None
    from .claims.store import DEFAULT_STORE
    from .orbits import BatchRunner

    return BatchRunner(args.workers, args.scheduler, str(args.store or DEFAULT_STORE))


def _add_info(sub) -> None:
    p = sub.add_parser(
        "info",
        help="order, degree, diameter, exact average distance of a graph or graph file",
        description="Print the exact distance properties of GRAPH (a spec) or FILE (GraphML, "
        "GML or an edge list of 'u v' lines; simple undirected graphs only: directed or "
        "weighted files are refused). For lattice graphs also the Hermite normal form (paper "
        "'crystal', Definition 8) and Smith invariants. Average distance is exact (p/q) over "
        "N-1 targets for vertex-transitive graphs. JSON keys: name, vertices, edges, degrees, "
        "diameter, average_distance, distance_distribution, distribution_from, method (how: "
        "lattice recursion, convolution of Cartesian factors, Kronecker-block quotients, "
        "orbits of certified automorphisms from the family or nauty, or plain BFS), orbits "
        "(vertex orbits used); networks with compute nodes (fat trees) add compute_nodes "
        "{vertices, distance_distribution, diameter, average_distance} over ordered pairs of "
        "compute nodes (paper kantc's averages) beside the whole graph's.",
        epilog='examples: latticegraph info "FCC(4)" --json;  latticegraph info "KANTC(8,4)";  '
        "latticegraph info network.graphml --json",
    )
    p.add_argument("graph", metavar="GRAPH|FILE", nargs="+",
                   help='GRAPH spec, e.g. "BCC(4)", "KANTC(8,4)", or a graph file; with '
                   "several, one record each (with --json one JSON object per line)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--no-progress", action="store_true",
                   help="no progress bar (bars appear only on a terminal, after ~2 s)")
    p.add_argument("--workers", type=int, default=1, metavar="N",
                   help="run the per-orbit searches on N local processes (default 1)")
    p.add_argument("--scheduler", metavar="ADDRESS", default=None,
                   help="run the per-orbit searches on a Dask cluster (tcp://host:port)")
    p.add_argument("--store", metavar="PATH", default=None,
                   help="results store through which distributed searches resume "
                   "(default with --workers/--scheduler: .latticegraph/results.sqlite)")
    p.set_defaults(func=_cmd_info)


def _memory_option(parser: argparse.ArgumentParser) -> None:
    """``--memory-limit SIZE`` on a subcommand (:mod:`latticegraph.memory`)."""
    parser.add_argument("--memory-limit", metavar="SIZE", default=None,
                        help="refuse graphs and computations needing more memory, e.g. 4G, "
                        f"512M, none (default: ${memory.ENV}, else 3/4 of the memory "
                        "available); verify skips and reports such instances")


@contextmanager
def _memory_limit(text: str | None):
    """``--memory-limit`` for this command and the worker processes it starts
    (through the environment), then the previous limit again."""
    if text is None:
        yield
        return
    try:
        memory.parse_size(text)
    except ValueError as exc:
        raise UsageError(f"--memory-limit: {exc}") from None
    saved = os.environ.get(memory.ENV)
    os.environ[memory.ENV] = text
    try:
        with memory.memory_limit(text):
            yield
    finally:
        if saved is None:
            os.environ.pop(memory.ENV, None)
        else:
            os.environ[memory.ENV] = saved


#: subcommand registrars: each adds its parser to the subparsers object
from .claims import cli_claims as _claims  # noqa: E402  (verify, table, report, new: claims)

from . import cli_graph as _everyday  # noqa: E402  (export, route, draw, symmetric, schedule)
from .fit import add_fit  # noqa: E402  (fit: closed forms in a parameter)
from .derive import add_derive  # noqa: E402  (derive: closed forms proved for every a)
from .optimal import add_optimal  # noqa: E402  (optimal: best lattice graph of each order)

COMMANDS: list[Callable] = [_add_info, *_claims.COMMANDS,
                            _everyday.add_export, _everyday.add_route, _everyday.add_draw,
                            _everyday.add_symmetric, _everyday.add_schedule, add_fit, add_derive,
                            add_optimal]


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
    for command in sub.choices.values():
        _memory_option(command)
    return parser


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised like Ctrl-C so every ``KeyboardInterrupt`` clean-up runs."""


def _terminate(signum, frame):
    raise Terminated()


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    main_thread = threading.current_thread() is threading.main_thread()
    # SIGINT ends the command even when the shell started it ignoring SIGINT (a
    # background job), where Python would not install its handler
    previous = ((signal.signal(signal.SIGTERM, _terminate),
                 signal.signal(signal.SIGINT, signal.default_int_handler)) if main_thread else None)
    try:
        with _memory_limit(args.memory_limit):
            return int(args.func(args) or 0)
    except (UsageError, memory.MemoryLimitError) as exc:
        print(f"latticegraph: error: {exc}", file=sys.stderr)
        return 2
    except MemoryError as exc:
        print(f"latticegraph: error: out of memory ({exc or 'no detail'}); lower the size or "
              "set --memory-limit to refuse such work up front", file=sys.stderr)
        return 2
    except KeyboardInterrupt as exc:
        name = "SIGTERM" if isinstance(exc, Terminated) else "SIGINT"
        hint = "".join(f"; {note}" for note in getattr(exc, "__notes__", ()))
        print(f"latticegraph: interrupted by {name}{hint}", file=sys.stderr)
        return 143 if isinstance(exc, Terminated) else 130
    finally:
        if main_thread:
            signal.signal(signal.SIGTERM, previous[0])
            signal.signal(signal.SIGINT, previous[1])


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
