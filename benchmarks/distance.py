"""Benchmark of the exact distance engine (a script, not a test).

Modes (``python benchmarks/distance.py MODE --help`` for options):

compare     BCC(a), FCC(a) and 4D-BCC(a) of similar orders: latticegraph's full
            distance distribution (shortcuts on, and forced streaming) against
            igraph (graph prebuilt, one BFS) and networkx (one BFS), measured in
            the same run; prints the ratios and latticegraph's peak RSS (a fresh
            ``latticegraph info`` process per graph).
big         ``latticegraph info "BCC(630)" --json`` (10^9 vertices): wall time and
            peak RSS of that process, plus the forced-streaming time in-process.
sweep       PC(a), FCC(a), BCC(a) for every a with order <= --max-order (10^8):
            exact average distance against the closed forms printed in paper
            ``crystal`` Section 3.4 (each parity); prints agreement and time per a.
            The formulas live here only as benchmark inputs: the claims are
            encoded and decided in ``proofs/crystal.py``.
exhaustive  every Hermite form with n = 3 and det <= 64 (176,874 graphs) against
            the BFS oracle of ``tests/test_distance.py``.

The machine's load average is printed with every run: the figures are wall
times on a shared 2-core machine.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import shutil
import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path

import numpy as np

from latticegraph import graph
from latticegraph.distance import _small_table, average_distance, diameter, distance_distribution


def load() -> str:
    return "load average %.2f %.2f %.2f" % os.getloadavg()


def timed(fn, *args, repeat: int = 1, collect: bool = True):
    """Best wall time of ``repeat`` calls and the last result (``collect``: gc first)."""
    best, out = float("inf"), None
    for _ in range(repeat):
        if collect:
            gc.collect()
        _small_table.cache_clear()
        t = time.perf_counter()
        out = fn(*args)
        best = min(best, time.perf_counter() - t)
    return best, out


_CHILD = """
import sys
from latticegraph.cli import main
rc = main(["info", sys.argv[1], "--json", "--no-progress"])
sys.stdout.flush()
with open("/proc/self/status") as fh:
    hwm = next(line for line in fh if line.startswith("VmHWM:"))
print(int(hwm.split()[1]) * 1024, file=sys.stderr)
sys.exit(rc)
"""


def info_process(spec: str) -> tuple[float, int, dict]:
    """``latticegraph info SPEC --json`` in a fresh process: (wall s, peak RSS bytes, record).

    The peak RSS is the child's own ``VmHWM`` (``ru_maxrss`` of a child
    would include the parent's size at fork).
    """
    cmd = [sys.executable, "-c", _CHILD, spec]
    t = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t
    if proc.returncode:
        raise SystemExit(f"latticegraph info {spec} failed: {proc.stderr.strip()}")
    return wall, int(proc.stderr.split()[-1]), json.loads(proc.stdout)


def mib(n: int) -> str:
    return f"{n / 2**20:,.0f} MiB"


# ---------------------------------------------------------------------------
def cmd_compare(args) -> None:
    import igraph

    print(f"# compare ({load()})")
    print(f"{'graph':<13}{'vertices':>12}{'lg auto':>10}{'lg stream':>11}{'lg RSS':>10}"
          f"{'ig build':>10}{'ig BFS':>9}{'nx BFS':>9}{'ig/auto':>9}{'ig/stream':>10}{'nx/auto':>9}")
    for spec in args.graphs:
        g = graph(spec)
        t_auto, dd = timed(distance_distribution, g, "auto", repeat=3)
        t_stream, dd_s = timed(distance_distribution, g, "stream", repeat=3)
        assert dd == dd_s and sum(dd) == g.order
        _, rss, rec = info_process(spec)
        assert rec["distance_distribution"] == dd
        t = time.perf_counter()
        edges = g.edge_array()
        G = igraph.Graph(n=g.order, directed=False)
        G.add_edges(edges)
        t_build = time.perf_counter() - t
        del edges
        t_ig, (vids, layers, _) = timed(G.bfs, 0, repeat=2)
        assert len(layers) - 2 == diameter(dd)  # layer starts + sentinel
        del G, vids, layers
        gc.collect()
        t_nx = None
        if g.order <= args.networkx_max:
            import networkx as nx

            H = nx.Graph()
            H.add_nodes_from(range(g.order))
            H.add_edges_from(g.edge_array().tolist())
            t_nx, lengths = timed(nx.single_source_shortest_path_length, H, 0)
            assert np.bincount(list(lengths.values())).tolist() == dd
            del H, lengths
            gc.collect()
        nx_s = f"{t_nx:9.2f}" if t_nx is not None else f"{'-':>9}"
        nx_r = f"{t_nx / t_auto:9.0f}" if t_nx is not None else f"{'-':>9}"
        print(f"{spec:<13}{g.order:>12,}{t_auto:10.4f}{t_stream:11.4f}{mib(rss):>10}"
              f"{t_build:10.1f}{t_ig:9.2f}{nx_s}{t_ig / t_auto:9.0f}{t_ig / t_stream:10.1f}{nx_r}",
              flush=True)
    print("lg = latticegraph.distance_distribution (full exact distribution), seconds, best of 3, "
          "each with an empty table cache;")
    print("lg RSS = peak RSS of a fresh `latticegraph info GRAPH --json` process;")
    print("ig build = edge list + igraph.Graph (not counted); ig BFS = Graph.bfs(0), best of 2;")
    print(f"nx BFS = networkx single_source_shortest_path_length (only up to {args.networkx_max:,} "
          "vertices: its graph needs ~1 KB per vertex).")


def cmd_big(args) -> None:
    print(f"# big ({load()})")
    exe = shutil.which("latticegraph")
    for spec in args.graphs:
        cmd = [exe] if exe else [sys.executable, "-m", "latticegraph.cli"]
        cmd += ["info", spec, "--json"]
        t = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True)
        wall = time.perf_counter() - t
        if proc.returncode:
            raise SystemExit(f"{' '.join(cmd)} failed: {proc.stderr.strip()}")
        rec = json.loads(proc.stdout)
        _, rss, rec2 = info_process(spec)
        assert rec2 == rec
        print(f'latticegraph info "{spec}" --json: {wall:.2f} s wall (interpreter start included), '
              f"peak RSS {mib(rss)}; {rec['vertices']:,} vertices, diameter {rec['diameter']}, "
              f"average distance {rec['average_distance']}", flush=True)
        g = graph(spec)
        t, dd = timed(distance_distribution, g, "stream")
        assert dd == rec["distance_distribution"] and sum(dd) == g.order
        print(f"  forced streaming over the last coordinate (method='stream', in-process): {t:.2f} s")


def crystal_formula(family: str, a: int) -> Fraction:
    """Paper crystal, Section 3.4: the printed average-distance closed forms (benchmark input)."""
    even = a % 2 == 0
    if family == "PC":
        num = 3 * a**4 if even else 3 * a**4 - 3 * a**2
        return Fraction(num, 4 * (a**3 - 1))
    if family == "FCC":
        num = 7 * a**4 - 2 * a**2 if even else 7 * a**4 - 2 * a**2 - 1
        return Fraction(num, 4 * (2 * a**3 - 1))
    num = 35 * a**4 - 8 * a**2 if even else 35 * a**4 - 14 * a**2 + 30
    return Fraction(num, 8 * (4 * a**3 - 1))


def cmd_sweep(args) -> None:
    print(f"# sweep: PC, FCC, BCC with order <= {args.max_order:,}, method {args.method!r} ({load()})")
    orders = {"PC": lambda a: a**3, "FCC": lambda a: 2 * a**3, "BCC": lambda a: 4 * a**3}
    start = time.perf_counter()
    disagree: dict[str, list] = {f: [] for f in orders}
    checked = {f: 0 for f in orders}
    first_a = {"PC": 2, "FCC": 1, "BCC": 1}  # PC(1) is one vertex: no N - 1 = 0 targets
    a = 1
    while orders["PC"](a) <= args.max_order:
        line = [f"a={a:<4}"]
        for fam, order in orders.items():
            if order(a) > args.max_order or a < first_a[fam]:
                continue
            t, dd = timed(distance_distribution, graph(f"{fam}({a})"), args.method, collect=False)
            computed, printed = average_distance(dd), crystal_formula(fam, a)
            ok = computed == printed
            checked[fam] += 1
            if not ok:
                disagree[fam].append((a, str(printed), str(computed)))
            line.append(f"{fam} {'agree' if ok else 'DISAGREE'} {t * 1e3:7.2f} ms")
        if not args.quiet:
            print("  ".join(line), flush=True)
        a += 1
    total = time.perf_counter() - start
    for fam in orders:
        bad = disagree[fam]
        first = "" if not bad else f"; first: a={bad[0][0]} printed {bad[0][1]} computed {bad[0][2]}"
        last = first_a[fam] + checked[fam] - 1
        print(f"{fam}: {checked[fam]} values of a checked (a = {first_a[fam]} .. {last}), "
              f"{checked[fam] - len(bad)} agree, {len(bad)} disagree{first}")
        for a_, p, c in bad[1:args.show]:
            print(f"   a={a_}: printed {p}, computed {c}")
    print(f"total {total:.1f} s for all three families")


def cmd_exhaustive(args) -> None:
    import random

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from test_distance import all_hnfs, check_lattice

    print(f"# exhaustive: every HNF with n = 3, det <= {args.max_det} ({load()})")
    rng = random.Random(0)
    start = time.perf_counter()
    count = 0
    for det in range(1, args.max_det + 1):
        for H in all_hnfs(3, det):
            check_lattice(H, rng, full=count % args.networkx_every == 0)
            count += 1
    print(f"{count} Hermite forms: distance_distribution and distances_from (random source) equal "
          f"the BFS oracle; networkx/stream/label checks on every {args.networkx_every}th; "
          f"{time.perf_counter() - start:.0f} s")


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="mode", required=True)
    c = sub.add_parser("compare", help="latticegraph vs igraph vs networkx")
    c.add_argument("graphs", nargs="*",
                   default=["BCC(40)", "FCC(50)", "4D-BCC(14)", "BCC(150)", "FCC(189)", "4D-BCC(36)"])
    c.add_argument("--networkx-max", type=int, default=400_000)
    c.set_defaults(func=cmd_compare)
    b = sub.add_parser("big", help='latticegraph info "BCC(630)" --json')
    b.add_argument("graphs", nargs="*", default=["BCC(630)"])
    b.set_defaults(func=cmd_big)
    s = sub.add_parser("sweep", help="crystal Section 3.4 average distances for every a")
    s.add_argument("--max-order", type=int, default=10**8)
    s.add_argument("--show", type=int, default=5, help="disagreements listed per family")
    s.add_argument("--method", choices=["auto", "stream"], default="auto",
                   help="'stream': no shortcut, every slice of the last coordinate is streamed")
    s.add_argument("-q", "--quiet", action="store_true", help="no line (with times) per a")
    s.set_defaults(func=cmd_sweep)
    e = sub.add_parser("exhaustive", help="all n = 3 HNFs against the BFS oracle")
    e.add_argument("--max-det", type=int, default=64)
    e.add_argument("--networkx-every", type=int, default=50)
    e.set_defaults(func=cmd_exhaustive)
    args = p.parse_args(argv)
    args.func(args)


if __name__ == "__main__":
    main()
