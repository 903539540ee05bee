"""Benchmark of the symmetry-reduced distance engine on non-lattice families (a script).

Modes (``python benchmarks/families.py MODE --help`` for options):

compare   For each graph (default: KANTC(8,4), MiKANTC(8,4), D3(16,64), HyperX(16,16,16),
          HSN(5,Q3)): latticegraph's exact all-pairs distance distribution from the spec
          (building included) and on the prebuilt graph, against networkit, igraph and
          graph-tool (where importable) on the same prebuilt graph, one BFS per source,
          one thread, in this one process.  Peers run BFS from a sample of sources spread
          over the vertex numbers and are extrapolated to all sources (said so in the
          output); their graphs are built from the same edge array and not timed.
big       ``latticegraph info SPEC --json`` in a fresh process for the 10^7-vertex
          instances (default: KANTC(16,3), D3(1000,100), HyperX(100,100,1000),
          Hypercube(24)): wall time and peak RSS (the child's VmHWM).

The machine's load average is printed with every run: the figures are wall times on a
shared 2-core machine; compare ratios measured in the same run.
"""
from __future__ import annotations

import argparse
import gc
import os
import platform
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from distance import info_process, load, mib  # noqa: E402  (the distance benchmark's helpers)

from latticegraph import graph  # noqa: E402
from latticegraph.distance import distance_summary  # noqa: E402

COMPARE = ["KANTC(8,4)", "MiKANTC(8,4)", "D3(16,64)", "HyperX(16,16,16)", "HSN(5,Q3)"]
BIG = ["KANTC(16,3)", "D3(1000,100)", "HyperX(100,100,1000)", "Hypercube(24)"]


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


def cmd_big(args) -> None:
    print(f"# big: {machine()}")
    for spec in args.graphs:
        wall, rss, rec = info_process(spec)
        print(f"{spec}: {rec['vertices']:,} vertices, {rec['edges']:,} edges: {wall:.1f} s wall, "
              f"peak RSS {mib(rss)}; diameter {rec['diameter']}, {rec['orbits']} orbits, "
              f"{rec['method']}", flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="mode", required=True)
    c = sub.add_parser("compare", help="latticegraph vs networkit, igraph, graph-tool")
    c.add_argument("graphs", nargs="*", default=COMPARE)
    c.add_argument("--sample", type=int, default=64, help="peer sources timed (default 64)")
    c.add_argument("--peers", nargs="*", default=list(PEERS), choices=list(PEERS))
    c.set_defaults(func=cmd_compare)
    b = sub.add_parser("big", help="10^7-vertex instances in fresh processes")
    b.add_argument("graphs", nargs="*", default=BIG)
    b.set_defaults(func=cmd_big)
    args = p.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
