"""Benchmark of the optimal lattice graph search (a script, not a test).

Modes (``python benchmarks/optimal.py MODE --help`` for options):

search   ``optimal(N)`` for the given orders: median wall and CPU time of
         ``--repeat`` runs, Hermite forms, forms the filter examined, forms past
         it, graphs whose distances were computed to the end, the pruning ratio
         (computed / Hermite forms) and the slacks of the passes.
profile  cProfile of one search: where the time goes.
census   :func:`latticegraph.optimal.census` for every order up to ``--max-order``
         and the ``--extra`` orders
         (resumable: orders already in ``--store`` are read back), its wall and
         CPU time, and with ``--tables`` the files ``tables/crystal_optimal_3d.md``
         and ``.tex`` (``--dim 2``: a summary per range of orders in
         ``crystal_optimal_2d.md`` and ``.tex``, every row in
         ``crystal_optimal_2d.csv.gz``).

The machine's load average is printed with every run: the figures are wall
times on a shared 2-core machine.
"""
from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import time
from pathlib import Path

from latticegraph import progress
from latticegraph.optimal import census, census_data, census_tables, optimal

ROOT = Path(__file__).resolve().parent.parent


def load() -> str:
    return "load average %.2f %.2f %.2f" % os.getloadavg()


def search(args) -> None:
    print(load())
    optimal(12, args.dim)                       # compile the kernels (numba) outside the timing
    for N in args.orders:
        times, cpus, res = [], [], None
        for _ in range(args.repeat):
            t, c = time.perf_counter(), time.process_time()
            res = optimal(N, args.dim, args.by)
            times.append(time.perf_counter() - t)
            cpus.append(time.process_time() - c)
        b = res["best"]
        print(f"N={N} dim={args.dim}: median {statistics.median(times):.2f}s wall, "
              f"{statistics.median(cpus):.2f}s CPU of {args.repeat}; forms "
              f"{res['hermite_forms']:,}, examined {res['examined']:,}, past the filter "
              f"{res['survivors']:,}, computed {res['computed']:,}, pruning ratio "
              f"{res['computed'] / res['hermite_forms']:.2e}, passes {res['passes']}; best "
              f"{b['hnf']} D={b['diameter']} avg={b['average_distance']}")
    print(load())


def profile(args) -> None:
    optimal(12, args.dim)                       # compile the kernels (numba) outside the profile
    prof = cProfile.Profile()
    prof.runcall(optimal, args.orders[0], args.dim, args.by)
    pstats.Stats(prof).sort_stats("tottime").print_stats(12)


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the local workers)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def run_census(args) -> None:
    print(load())
    t, c = time.perf_counter(), cpu_seconds()
    recs = census(args.max_order, args.dim, args.store,
                  orders=list(range(1, args.max_order + 1)) + args.extra,
                  workers=args.workers, scheduler=args.scheduler)
    print(f"census dim {args.dim}, orders 1..{args.max_order} and {args.extra}: "
          f"{time.perf_counter() - t:.1f}s wall, {cpu_seconds() - c:.1f}s CPU (this "
          f"process and its local workers) on {args.workers} worker(s) "
          f"(stored orders are read back); when computed: "
          f"{sum(r['seconds'] for r in recs):.1f}s wall, "
          f"{sum(r.get('cpu', 0) for r in recs):.1f}s CPU in the workers")
    if args.tables:
        md, tex = census_tables(recs)
        name = f"crystal_optimal_{args.dim}d"
        (ROOT / "tables" / f"{name}.md").write_text(md)
        (ROOT / "tables" / f"{name}.tex").write_text(tex)
        written = [f"{name}.md", f"{name}.tex"]
        if args.dim == 2:
            (ROOT / "tables" / f"{name}.csv.gz").write_bytes(census_data(recs))
            written.append(f"{name}.csv.gz")
        print("wrote " + ", ".join(f"tables/{w}" for w in written))
    print(load())


def main() -> None:
    progress.set_enabled(False)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="mode", required=True)
    for name, fn in (("search", search), ("profile", profile)):
        p = sub.add_parser(name)
        p.add_argument("orders", type=int, nargs="+")
        p.add_argument("--dim", type=int, default=3)
        p.add_argument("--by", default="average")
        p.add_argument("--repeat", type=int, default=3)
        p.set_defaults(func=fn)
    p = sub.add_parser("census")
    p.add_argument("--max-order", type=int, default=4096)
    p.add_argument("--dim", type=int, default=3)
    p.add_argument("--store", default=str(ROOT / ".latticegraph" / "results.sqlite"))
    p.add_argument("--extra", type=int, nargs="*", default=[],
                   help="further orders (e.g. the crystals 686 1024)")
    p.add_argument("--workers", type=int, default=1, help="local processes")
    p.add_argument("--scheduler", default=None, help="Dask scheduler address")
    p.add_argument("--tables", action="store_true")
    p.set_defaults(func=run_census)
    args = ap.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
