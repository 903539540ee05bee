"""The results store: rows, versions, and resume after SIGKILL."""
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from latticegraph.claims import registry
from latticegraph.claims.runner import checker_version, run
from latticegraph.claims.report import to_json
from latticegraph.claims.store import Store
from latticegraph.claims.values import instance_key

DATA = Path(__file__).parent / "data"
SWEEP = DATA / "claims_sweep"


def _res(status, printed="1", computed="1"):
    return {"status": status, "printed": printed, "computed": computed, "error": None, "seconds": 0.1}


def test_rows_per_claim_instance_version(tmp_path):
    with Store(tmp_path / "deep" / "r.sqlite") as st:
        assert st.put("p.a", "k1", "1:x", _res("pass"))
        assert st.put("p.a", "k1", "2:x", _res("fail", "1", "2"))
        assert not st.put("p.a", "k2", "1:x", {**_res("error"), "error": "Traceback"})
        assert st.put("p.a", "k1", "1:x", _res("fail", "3", "4"))       # --fresh overwrites
        assert st.count() == 2
        assert st.get("p.a", "1:x") == {"k1": {"status": "fail", "printed": "3", "computed": "4",
                                               "error": None, "seconds": 0.1}}
        assert st.get("p.a", "9:x") == {} and st.get("p.b", "1:x") == {}


def test_unusable_store_path(tmp_path):
    (tmp_path / "file").write_text("")
    with pytest.raises(ValueError, match="cannot open results store"):
        Store(tmp_path / "file" / "r.sqlite")


def test_run_uses_and_fills_the_store(tmp_path, monkeypatch):
    log = tmp_path / "log"
    monkeypatch.setenv("SWEEP_LOG", str(log))
    reg = registry.load(SWEEP)
    claim = reg.claims["sweep.odd"]
    with Store(tmp_path / "r.sqlite") as st:
        first = run([claim], reg.paths, store=st, workers=1, max_nodes=10)[0]
        assert len(log.read_text().splitlines()) == 11 and st.count() == 11   # and the witness
        again = run([claim], reg.paths, store=st, workers=1, max_nodes=20)[0]
        assert len(log.read_text().splitlines()) == 20 and st.count() == 20   # 11..20 but 13 ran
        assert first.outcome == again.outcome == "refuted"
        assert again.counterexample == {
            "params": {"n": 13}, "printed": "169", "computed": "170", "failures": 1,
            "fails": "fails only at n=13 (1 of 20 checked: n=1..20); holds otherwise"}
        fresh = run([claim], reg.paths, store=st, workers=1, max_nodes=20, fresh=True)[0]
        assert len(log.read_text().splitlines()) == 40 and fresh.record() == again.record()
        stored = st.get(claim.id, checker_version(claim))
        assert set(stored) == {instance_key({"n": n}) for n in range(1, 21)}


def _verify(store, out, env, **popen):
    cmd = [sys.executable, "-m", "latticegraph.cli", "verify", "--proofs", str(SWEEP),
           "--store", str(store), "--workers", "2", "--max-nodes", "0", "--no-progress",
           "--json", str(out)]
    return subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            **popen)


def _computed(log: Path) -> list[int]:
    return [int(line.split()[0]) for line in log.read_text().splitlines()] if log.exists() else []


def test_sigkill_mid_sweep_then_resume(tmp_path):
    """A verify run killed with SIGKILL resumes: nothing stored is recomputed, same results."""
    log, store = tmp_path / "log", tmp_path / "r.sqlite"
    env = {**os.environ, "SWEEP_LOG": str(log), "SWEEP_DELAY": "0.05"}
    proc = _verify(store, tmp_path / "killed.json", env, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while len(_computed(log)) < 12 and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.02)
        assert proc.poll() is None, "the sweep ended before it could be killed"
        os.killpg(proc.pid, signal.SIGKILL)            # the run and its worker processes
    finally:
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    time.sleep(0.2)                                    # orphaned workers, if any, are gone
    with sqlite3.connect(store) as db:
        stored = {json.loads(k)["n"] for (k,) in db.execute("SELECT instance FROM results")}
    before = len(_computed(log))
    assert 0 < len(stored) < 40 and stored <= set(_computed(log))

    resumed = _verify(store, tmp_path / "resumed.json", env)
    assert resumed.wait(timeout=120) == 0, resumed.stderr.read().decode()
    second = _computed(log)[before:]
    assert not set(second) & stored                    # no stored instance recomputed
    assert set(second) | stored == set(range(1, 41))
    assert len(second) == len(set(second))

    reg = registry.load(SWEEP)
    reference = json.loads(to_json(run(reg.claims.values(), reg.paths, workers=1)))
    got = json.loads((tmp_path / "resumed.json").read_text())
    assert got == reference
    rec, = got["claims"]
    assert rec["outcome"] == "refuted" and rec["counterexample"]["params"] == {"n": 13}
    assert rec["checked"]["instances"] == 40
