"""A real Dask cluster on 127.0.0.1: same results as the local run, and a worker
killed mid-run does not change them."""
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import distributed
import pytest

from latticegraph.claims import registry
from latticegraph.claims.report import to_json
from latticegraph.claims.runner import run

SWEEP = Path(__file__).parent / "data" / "claims_sweep"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_port(port: int, proc, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert proc.poll() is None, "the Dask scheduler exited"
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise TimeoutError(f"no Dask scheduler on port {port}")


@pytest.fixture
def cluster(tmp_path):
    """A scheduler and two single-thread workers (no nanny), always torn down."""
    procs = []
    env = {**os.environ, "SWEEP_LOG": str(tmp_path / "log"), "SWEEP_DELAY": "0.1"}

    def start(*args):
        p = subprocess.Popen([sys.executable, "-m", *args], env=env, cwd=tmp_path,
                             stdout=subprocess.DEVNULL, stderr=open(tmp_path / f"{len(procs)}.err", "w"))
        procs.append(p)
        return p

    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    try:
        sched = start("distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", str(port),
                      "--no-dashboard")
        _wait_port(port, sched)
        workers = [start("distributed.cli.dask_worker", address, "--nthreads", "1", "--no-nanny",
                         "--no-dashboard", "--host", "127.0.0.1", "--name", f"w{i}")
                   for i in range(2)]
        with distributed.Client(address, timeout="30s") as client:
            client.wait_for_workers(2, timeout=60)
        yield address, workers, env, tmp_path / "log"
    finally:
        for p in reversed(procs):
            if p.poll() is None:
                p.kill()
            p.wait(timeout=30)


def _verify(address, out, env, *extra):
    cmd = [sys.executable, "-m", "latticegraph.cli", "verify", "--proofs", str(SWEEP),
           "--scheduler", address, "--no-progress", "--max-nodes", "0", "--json", str(out), *extra]
    return subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def _lines(log: Path) -> list[tuple[int, int]]:
    return [tuple(map(int, ln.split())) for ln in log.read_text().splitlines()] if log.exists() else []


def test_dask_cluster_same_results_and_survives_a_killed_worker(cluster, tmp_path):
    address, workers, env, log = cluster
    reg = registry.load(SWEEP)
    local = json.loads(to_json(run(reg.claims.values(), reg.paths, workers=2)))
    assert local["claims"][0]["outcome"] == "refuted"

    through_dask = run(reg.claims.values(), reg.paths, scheduler=address)
    assert json.loads(to_json(through_dask)) == local
    pids = {pid for _, pid in _lines(log)}
    assert pids == {w.pid for w in workers}            # both workers computed
    assert sorted(n for n, _ in _lines(log)) == list(range(1, 41))
    done = len(_lines(log))
    second = _verify(address, tmp_path / "b.json", env, "--store", str(tmp_path / "b.sqlite"))
    victim = workers[0]
    deadline = time.monotonic() + 60
    while not any(pid == victim.pid for _, pid in _lines(log)[done + 2:]):
        assert time.monotonic() < deadline and second.poll() is None, "no task reached the victim"
        time.sleep(0.02)
    assert second.poll() is None                       # mid-run
    victim.kill()                                      # SIGKILL while it runs a task
    victim.wait(timeout=30)
    assert second.wait(timeout=120) == 0, second.stderr.read().decode()
    assert json.loads((tmp_path / "b.json").read_text()) == local
    after = _lines(log)[done:]
    assert {n for n, _ in after} == set(range(1, 41))
    assert any(pid != victim.pid for _, pid in after)
