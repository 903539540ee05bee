"""Benchmark of the symmetry-reduced distance engine on non-lattice families (a script).

Modes (``python benchmarks/families.py MODE --help`` for options):

compare   For each graph (default: KANTC(8,4), MiKANTC(8,4), D3(16,64), HyperX(16,16,16),
          HSN(5,Q3)): latticegraph's exact all-pairs distance distribution from the spec
          (building included) and on the prebuilt graph, against networkit, igraph and
          graph-tool (where importable) on the same prebuilt graph, one BFS per source,
          one thread, in this one process.  Peers run BFS from a sample of sources spread
          over the vertex numbers and are extrapolated to all sources (said so in the
          output); their graphs are built from the same edge array and not timed.
big       Per family its largest instance (``latticegraph info SPEC --json`` in a fresh
          process: wall and CPU time, peak RSS, the child's VmHWM): Star(11), HSN(8,Q3)
          (non-Cayley), MDF(136,272), KANT(10,7), MiKANT(10,7) (issue 27's goals: >= 10^7
          vertices exact in under 60 s and 4 GB), KANTC(16,3), D3(1000,100),
          HyperX(100,100,1000), Hypercube(24).  Then, for the issue's families
          (``--ladders``), networkit on a ladder of growing instances (a fresh process
          each), computing what ``info`` prints, the exact distance distribution over all
          ordered pairs: BFS.run() from every vertex of the prebuilt graph, CPU time of one
          thread, nothing extrapolated (a general graph needs every source; latticegraph
          needs one for a Cayley graph by vertex-transitivity, a theorem, and one per orbit
          of certified automorphisms otherwise).  Up to the largest instance networkit
          finishes within ``--peer-budget`` seconds, against latticegraph's CPU time on the
          same instance in the same process (from the spec; imports and loading the
          compiled kernels excluded); one networkit BFS is printed beside it, so a ratio
          that comes from doing less work is visible as such.

The machine's load average is printed with every run: the figures are wall times on a
shared 2-core machine; compare ratios measured in the same run.
"""
from __future__ import annotations

import argparse
import gc
import os
import json
import platform
import subprocess
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from distance import load, mib  # noqa: E402  (the distance benchmark's helpers)

from latticegraph import graph  # noqa: E402
from latticegraph.distance import distance_summary  # noqa: E402

COMPARE = ["KANTC(8,4)", "MiKANTC(8,4)", "D3(16,64)", "HyperX(16,16,16)", "HSN(5,Q3)"]
BIG = ["Star(11)", "HSN(8,Q3)", "MDF(136,272)", "KANT(10,7)", "MiKANT(10,7)", "KANTC(16,3)",
       "D3(1000,100)", "HyperX(100,100,1000)", "Hypercube(24)"]
#: networkit's ladders, smallest first (issue 27's families)
LADDERS = {
    "Star": ["Star(6)", "Star(7)", "Star(8)", "Star(9)"],
    "HSN (non-Cayley)": ["HSN(3,Q3)", "HSN(4,Q3)", "HSN(5,Q3)", "HSN(6,Q3)"],
    "MDF": ["MDF(4,8)", "MDF(8,16)", "MDF(16,32)", "MDF(32,64)"],
    "KANT": ["KANT(10,3)", "KANT(10,4)", "KANT(10,5)", "KANT(10,6)"],
    "MiKANT": ["MiKANT(10,3)", "MiKANT(10,4)", "MiKANT(10,5)", "MiKANT(10,6)"],
}

_PEER_CHILD = """
import json, sys, time
import numpy as np
from latticegraph import graph
from latticegraph.distance import distance_summary
spec = sys.argv[1]
for warm in ("Star(4)", "HSN(2,Q2)", "DirectedCN(3,Q1)"):   # load the compiled kernels
    distance_summary(graph(warm))
g = graph(spec)
t = time.process_time(); s = distance_summary(g); ours = time.process_time() - t
t = time.perf_counter(); e = g._edges; edges_s = time.perf_counter() - t
import networkit as nk
nk.setNumberOfThreads(1)
t = time.perf_counter()
G = nk.Graph(g.order, weighted=False, directed=False)
G.addEdges((e[:, 0].astype(np.uint64), e[:, 1].astype(np.uint64)))
build = time.perf_counter() - t
del e
total = np.zeros(1, np.int64)
bfs = 0.0
t0 = time.process_time()
for x in range(g.order):                      # every source: what `info` reports needs it
    b = nk.distance.BFS(G, x, storePaths=False)
    t = time.process_time(); b.run(); bfs += time.process_time() - t
    c = np.bincount(np.asarray(b.getDistances(asarray=True)).astype(np.int64))
    if x == 0:
        one = bfs
    total = np.pad(total, (0, max(0, len(c) - len(total)))) + np.pad(c, (0, max(0, len(total) - len(c))))
every = time.process_time() - t0
dd = [c * g.order for c in s.distribution] if s.distribution_from == "one vertex" else s.distribution
with open("/proc/self/status") as fh:
    hwm = int(next(line for line in fh if line.startswith("VmHWM:")).split()[1]) * 1024
print(json.dumps({"spec": spec, "vertices": g.order, "edges": int(G.numberOfEdges()),
                  "ours": ours, "ours_how": s.method, "ours_from": s.distribution_from,
                  "edges_s": edges_s, "build": build, "bfs_one": one, "bfs_all": bfs,
                  "all": every, "agree": total.tolist() == list(dd), "rss": hwm}))
"""


def machine() -> str:
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as fh:
            cpu = next(line.split(":", 1)[1].strip() for line in fh if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return (f"{cpu}, {len(os.sched_getaffinity(0))} cores, {mem:.0f} GiB, "
            f"Python {platform.python_version()}, {load()}")


def sample_sources(n: int, k: int) -> np.ndarray:
    return np.unique(np.linspace(0, n - 1, min(k, n)).astype(np.int64))


def peer_networkit(edges, n, sources):
    import networkit as nk

    nk.setNumberOfThreads(1)
    G = nk.Graph(n, weighted=False, directed=False)
    G.addEdges((edges[:, 0].astype(np.uint64), edges[:, 1].astype(np.uint64)))
    total = np.zeros(1, np.int64)
    secs = 0.0
    for s in sources:                 # only run() is timed; reading the distances back is not
        bfs = nk.distance.BFS(G, int(s), storePaths=False)
        t = time.perf_counter()
        bfs.run()
        secs += time.perf_counter() - t
        d = np.asarray(bfs.getDistances(), dtype=np.float64).astype(np.int64)
        c = np.bincount(d)
        total = np.pad(total, (0, max(0, len(c) - len(total)))) + np.pad(c, (0, max(0, len(total) - len(c))))
    return secs, total


def peer_igraph(edges, n, sources):
    import igraph

    G = igraph.Graph(n=n, edges=edges.tolist(), directed=False)
    total = np.zeros(1, np.int64)
    t = time.perf_counter()
    for s in sources:
        _, layers, _ = G.bfs(int(s))
        c = np.diff(layers)
        total = np.pad(total, (0, max(0, len(c) - len(total)))) + np.pad(c, (0, max(0, len(total) - len(c))))
    return time.perf_counter() - t, total


def peer_graph_tool(edges, n, sources):
    import graph_tool.all as gt   # not pip-installable (conda or system packages only)

    G = gt.Graph(directed=False)
    G.add_vertex(n)
    G.add_edge_list(edges)
    total = np.zeros(1, np.int64)
    t = time.perf_counter()
    for s in sources:
        d = gt.shortest_distance(G, source=G.vertex(int(s))).a
        c = np.bincount(d.astype(np.int64))
        total = np.pad(total, (0, max(0, len(c) - len(total)))) + np.pad(c, (0, max(0, len(total) - len(c))))
    return time.perf_counter() - t, total


PEERS = {"networkit": peer_networkit, "igraph": peer_igraph, "graph-tool": peer_graph_tool}


def ours(spec: str):
    """(seconds from the spec, seconds on the prebuilt graph, summary)."""
    t = time.perf_counter()
    g = graph(spec)
    s = distance_summary(g)
    total = time.perf_counter() - t
    g2 = graph(spec)
    if not hasattr(g2, "kronecker") and not hasattr(g2, "cartesian_factors"):
        g2._edges                                       # prebuild: time the engine alone
    t = time.perf_counter()
    distance_summary(g2)
    return total, time.perf_counter() - t, s


def cmd_compare(args) -> None:
    print(f"# compare: {machine()}")
    for spec in args.graphs:
        gc.collect()
        t_spec, t_built, s = ours(spec)
        g = graph(spec)
        n = g.order
        dd = s.distribution
        if s.distribution_from == "one vertex":
            dd = [c * n for c in dd]
        edges = g._edges
        src = sample_sources(n, args.sample)
        line = (f"{spec}: {n:,} vertices, {len(edges):,} edges; latticegraph {t_spec:.2f} s from the "
                f"spec, {t_built:.2f} s on the built graph ({s.method}; {s.orbits} orbits)")
        print(line, flush=True)
        for name in args.peers:
            try:
                secs, partial = PEERS[name](edges, n, src)
            except ImportError as exc:
                print(f"    {name}: not installed ({exc})")
                continue
            full = secs * n / len(src)
            ok = len(partial) <= len(dd)
            print(f"    {name}: {secs:.2f} s for {len(src)} sources -> {full:,.1f} s for all {n:,} "
                  f"(extrapolated); {full / t_built:,.0f}x latticegraph on the built graph, "
                  f"{full / t_spec:,.0f}x from the spec{'' if ok else '  (DIAMETER MISMATCH)'}",
                  flush=True)
        del g, edges
    print("latticegraph: exact distribution over all ordered pairs (distance_summary), one run;")
    print("peers: one BFS per sampled source on the same prebuilt graph, 1 thread; networkit: BFS.run()")
    print("alone is timed (distances read back untimed); igraph: Graph.bfs (returns the layers);")
    print("their graph construction is not counted.")


def _timed_child(cmd: list[str], timeout: float | None = None):
    """Run ``cmd``: (wall s, CPU s of the child, CompletedProcess or None on timeout)."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        proc = None
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, proc


def cmd_big(args) -> None:
    print(f"# big: {machine()}")
    for spec in args.graphs:
        cmd = [sys.executable, "-c", _INFO_CHILD, spec, args.memory_limit]
        wall, cpu, proc = _timed_child(cmd)
        if proc.returncode:
            print(f"{spec}: failed: {proc.stderr.strip()[-300:]}", flush=True)
            continue
        rec = json.loads(proc.stdout)
        rss = int(proc.stderr.split()[-1])
        print(f"{spec}: {rec['vertices']:,} vertices, {rec['edges']:,} edges: {wall:.1f} s wall, "
              f"{cpu:.1f} s CPU, peak RSS {mib(rss)}; diameter {rec['diameter']}, "
              f"{rec['orbits']} orbits, {rec['method']}", flush=True)
    if args.no_peer:
        return
    print(f"# networkit ladders (budget {args.peer_budget:.0f} s each; {load()})")
    print("# both sides compute what `latticegraph info` prints: the exact distance distribution "
          "over all ordered pairs, hence diameter and average distance.  networkit: BFS.run() "
          "from every vertex (1 thread, CPU time; reading the distances back and its graph "
          "construction from our edge list not counted), nothing extrapolated.  latticegraph: "
          "distance_summary from the spec, CPU time (one BFS for a vertex-transitive graph, "
          "e.g. a Cayley graph; one BFS per orbit of certified automorphisms otherwise).")
    for family in args.ladders:
        best = None
        for spec in LADDERS[family]:
            wall, cpu, proc = _timed_child([sys.executable, "-c", _PEER_CHILD, spec],
                                           timeout=args.peer_budget)
            if proc is None or proc.returncode:
                why = "over budget" if proc is None else proc.stderr.strip()[-200:]
                print(f"  {family}: {spec}: networkit not finished ({why})", flush=True)
                break
            r = json.loads(proc.stdout)
            print(f"  {family}: {spec}: {r['vertices']:,} vertices, {r['edges']:,} edges; "
                  f"networkit {r['bfs_all']:,.2f} s for {r['vertices']:,} BFS (one BFS "
                  f"{r['bfs_one'] * 1000:,.2f} ms); latticegraph {r['ours']:.3f} s "
                  f"({r['ours_how']}); ratio {r['bfs_all'] / r['ours']:,.1f}x"
                  f"{'' if r['agree'] else '  (DISAGREE)'}", flush=True)
            best = r
        if best is not None:
            one = best["bfs_one"] / best["ours"]
            print(f"{family}: largest instance networkit finished: {best['spec']}: "
                  f"{best['bfs_all'] / best['ours']:,.1f}x; one networkit BFS against our whole "
                  f"answer: {one:,.2f}x ({'ours slower' if one < 1 else 'ours faster'})",
                  flush=True)


_INFO_CHILD = """
import sys
from latticegraph.cli import main
rc = main(["info", sys.argv[1], "--json", "--no-progress", "--memory-limit", sys.argv[2]])
sys.stdout.flush()
with open("/proc/self/status") as fh:
    hwm = next(line for line in fh if line.startswith("VmHWM:"))
print(int(hwm.split()[1]) * 1024, file=sys.stderr)
sys.exit(rc)
"""


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="mode", required=True)
    c = sub.add_parser("compare", help="latticegraph vs networkit, igraph, graph-tool")
    c.add_argument("graphs", nargs="*", default=COMPARE)
    c.add_argument("--sample", type=int, default=64, help="peer sources timed (default 64)")
    c.add_argument("--peers", nargs="*", default=list(PEERS), choices=list(PEERS))
    c.set_defaults(func=cmd_compare)
    b = sub.add_parser("big", help="10^7-vertex instances in fresh processes, networkit ladders")
    b.add_argument("graphs", nargs="*", default=BIG)
    b.add_argument("--no-peer", action="store_true", help="skip the networkit ladders")
    b.add_argument("--memory-limit", default="8G",
                   help="latticegraph info's --memory-limit (default 8G: the machine is shared, "
                   "and 3/4 of the memory available at one moment is not reproducible)")
    b.add_argument("--peer-budget", type=float, default=600.0,
                   help="seconds one networkit instance may take (default 600)")
    b.add_argument("--ladders", nargs="*", default=list(LADDERS), choices=list(LADDERS),
                   help="networkit ladders to run (default: all)")
    b.set_defaults(func=cmd_big)
    args = p.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
