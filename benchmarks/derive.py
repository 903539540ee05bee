"""Benchmark of ``latticegraph derive``: time and peak memory of each family's derivation.

Each family is derived in a fresh process (``latticegraph.derive.derive``, both routes
when islpy-barvinok is installed); the child reports its wall time, its CPU time, the
time of each stage (covering radius, cell decomposition, exact values, Barvinok, checks)
and its peak RSS (``VmHWM``).  The peer, measured in the same run for the 3D crystals,
is the interpolating fit ``latticegraph fit`` (``latticegraph.fit.fit_family``: closed
forms *found*, not proved); the ratio says what the proof costs over the fit.

Goals (issue 26): every 3D crystal under 10 s, every Table 2 family under 2 min.

    python benchmarks/derive.py                 # every family
    python benchmarks/derive.py --only "BCC(a)" --no-fit

The machine's load average is printed with every run: the figures are wall times on a
shared 2-core machine; CPU times are given beside them.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

CRYSTALS = ["PC(a)", "FCC(a)", "BCC(a)", "T(2a,a,a)", "T(2a,2a,a)"]
TABLE2 = ["commonlift(T(2a,2a),RTT(a))", "4D-FCC(a)", "4D-BCC(a)", "Lip(a)",
          "commonlift(PC(2a),BCC(a))", "commonlift(PC(2a),FCC(a))", "commonlift(BCC(a),FCC(a))"]

_CHILD = r"""
import json, resource, sys, time
mode, spec = sys.argv[1], sys.argv[2]
t0, c0 = time.perf_counter(), time.process_time()
if mode == "derive":
    from latticegraph.derive import derive
    d = derive(spec, progress=False)
    extra = {"stages": d.certificate["seconds"], "method": d.method,
             "periods": {"order": d.order.period, "total_distance": d.total_distance.period,
                         "diameter": d.diameter.period if d.diameter else None},
             "period_bound": d.certificate["period"], "valid_from": d.valid_from,
             "pieces": d.certificate["pieces"],
             "relevant": len(d.certificate["relevant_vectors"])}
else:
    from latticegraph.fit import fit_family
    f = fit_family(spec)
    extra = {"periods": {"total_distance": f.total.period}}
wall, cpu = time.perf_counter() - t0, time.process_time() - c0
peak = 0
with open("/proc/self/status") as fh:
    for line in fh:
        if line.startswith("VmHWM:"):
            peak = int(line.split()[1]) * 1024
print(json.dumps({"wall": wall, "cpu": cpu, "peak": peak, **extra}))
"""


def load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def child(mode: str, spec: str, timeout: float) -> dict:
    proc = subprocess.run([sys.executable, "-c", _CHILD, mode, spec], capture_output=True,
                          text=True, timeout=timeout)
    if proc.returncode:
        return {"error": (proc.stderr.strip().splitlines() or ["?"])[-1]}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", action="append", help="a family spec (repeatable)")
    ap.add_argument("--no-fit", action="store_true", help="skip the interpolating peer")
    ap.add_argument("--timeout", type=float, default=1800)
    args = ap.parse_args(argv)
    specs = args.only or CRYSTALS + TABLE2
    print(f"# latticegraph derive: {load()} at start")
    print("| family | goal | derive wall | derive CPU | peak RSS | stages (s) | periods "
          "(order/total/diameter; bound) | pieces, relevant λ | fit wall | derive/fit |")
    print("|---|---|---:|---:|---:|---|---|---|---:|---:|")
    ok = True
    for spec in specs:
        goal = 10 if spec in CRYSTALS else 120
        d = child("derive", spec, args.timeout)
        if "error" in d:
            print(f"| {spec} | {goal} s | error: {d['error']} |")
            ok = False
            continue
        f = None if (args.no_fit or spec not in CRYSTALS) else child("fit", spec, args.timeout)
        p = d["periods"]
        stages = ", ".join(f"{k} {v:.1f}" for k, v in d["stages"].items())
        fit_wall = f"{f['wall']:.1f} s" if f and "wall" in f else "–"
        ratio = f"{d['wall'] / f['wall']:.1f}×" if f and "wall" in f else "–"
        met = "✓" if d["wall"] <= goal else "✗"
        print(f"| {spec} | {goal} s {met} | {d['wall']:.1f} s | {d['cpu']:.1f} s | "
              f"{d['peak'] / 2**20:.0f} MiB | {stages} | {p['order']}/{p['total_distance']}/"
              f"{p['diameter']}; {d['period_bound']} | {d['pieces']}, {d['relevant']} | "
              f"{fit_wall} | {ratio} |", flush=True)
    print(f"# {load()} at end")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
