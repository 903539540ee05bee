"""Reliability under faults (issue 21): a damaged store, interrupted or killed runs,
dead and lost workers, timeouts and memory limits never cost a result or a traceback."""
import json
import multiprocessing
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest

from latticegraph import graph, memory
from latticegraph.claims import registry
from latticegraph.claims.model import ClaimSet
from latticegraph.claims.report import to_json
from latticegraph.claims.runner import decide, run
from latticegraph.claims.store import Store, inspect
from latticegraph.claims.workers import undecided, watch_parent
from latticegraph.cli import main
from latticegraph.memory import MemoryLimitError
from latticegraph.specs import SpecError

DATA = Path(__file__).parent / "data"
TOY, SWEEP, FAULTS = DATA / "claims_toy", DATA / "claims_sweep", DATA / "claims_faults"


def _main(capsys, *argv):
    code = main([*map(str, argv)])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def _verify(capsys, proofs, store, *extra):
    return _main(capsys, "verify", "--proofs", proofs, "--store", store, "--no-progress", *extra)


def _log(path: Path) -> list[tuple[int, int]]:
    return [tuple(map(int, ln.split())) for ln in path.read_text().splitlines()] \
        if path.exists() else []


@pytest.fixture(scope="module")
def sweep_reference():
    reg = registry.load(SWEEP)
    return json.loads(to_json(run(reg.claims.values(), reg.paths, workers=1)))


# ---------------------------------------------------------------- the store
def _garbage_pages(p: Path):
    data = bytearray(p.read_bytes())
    data[4096:] = os.urandom(len(data) - 4096)
    p.write_bytes(bytes(data))


def _cut_short(p: Path):
    p.write_bytes(p.read_bytes()[: p.stat().st_size // 2])


def _not_a_database(p: Path):
    p.write_bytes(b"this is no SQLite file" * 300)


@pytest.mark.parametrize("damage", [_garbage_pages, _cut_short, _not_a_database])
def test_damaged_store_is_moved_aside_and_the_run_recovers(tmp_path, capsys, damage):
    store = tmp_path / "r.sqlite"
    code, _, _ = _verify(capsys, TOY, store, "--workers", "1", "--json", tmp_path / "a.json")
    assert code == 0 and store.stat().st_size > 8192
    damage(store)
    assert not inspect(store)["ok"]
    code, _, err = _verify(capsys, TOY, store, "--workers", "1", "--json", tmp_path / "b.json")
    assert code == 0
    warning, = [ln for ln in err.splitlines() if "warning" in ln]
    moved, = tmp_path.glob("r.sqlite.damaged-*[0-9]Z")
    assert f"results store {store} is damaged (" in warning
    assert f"moved it to {moved}; its results will be recomputed" in warning
    assert (json.loads((tmp_path / "b.json").read_text())
            == json.loads((tmp_path / "a.json").read_text()))
    assert inspect(store)["ok"] and inspect(store)["rows"] > 0


def test_a_result_whose_checksum_fails_is_recomputed_never_reported(tmp_path, monkeypatch,
                                                                   sweep_reference):
    """Damage SQLite cannot see (a changed value) would hide the erratum at n = 13."""
    log, store = tmp_path / "log", tmp_path / "r.sqlite"
    monkeypatch.setenv("SWEEP_LOG", str(log))
    reg = registry.load(SWEEP)
    with Store(store) as st:
        run(reg.claims.values(), reg.paths, store=st, workers=1)
    with sqlite3.connect(store) as db:
        db.execute("""UPDATE results SET computed = '169' WHERE instance = '{"n":13}'""")
    assert inspect(store)["bad_checksums"] == 1
    notices = []
    with Store(store, warn=notices.append) as st:
        again = run(reg.claims.values(), reg.paths, store=st, workers=1)
        assert st.dropped == 1
    assert [n for n, _ in _log(log)[40:]] == [13]               # only that row recomputed
    assert json.loads(to_json(again)) == sweep_reference
    assert notices == [f"1 stored result(s) of sweep.odd failed their checksum in {store}; "
                       "recomputing them"]
    assert inspect(store)["ok"]


def test_a_store_without_checksums_is_migrated(tmp_path, monkeypatch, sweep_reference):
    log, store = tmp_path / "log", tmp_path / "r.sqlite"
    monkeypatch.setenv("SWEEP_LOG", str(log))
    reg = registry.load(SWEEP)
    with Store(store) as st:
        run(reg.claims.values(), reg.paths, store=st, workers=1)
    with sqlite3.connect(store) as db:                          # the schema before checksums
        db.execute("ALTER TABLE results DROP COLUMN checksum")
    assert inspect(store)["unchecked"] == 40
    with Store(store) as st:
        again = run(reg.claims.values(), reg.paths, store=st, workers=1)
    assert len(_log(log)) == 40                                 # nothing recomputed
    assert json.loads(to_json(again)) == sweep_reference
    assert inspect(store) == {"path": str(store), "integrity": "ok", "rows": 40, "claims": 1,
                              "bad_checksums": 0, "unchecked": 0, "ok": True}


def test_damage_met_mid_run_is_recovered(tmp_path):
    notices = []
    st = Store(tmp_path / "r.sqlite", warn=notices.append)
    good = st.conn

    class Damaged:
        """A connection whose file went bad after it was opened."""

        def __enter__(self):
            raise sqlite3.DatabaseError("database disk image is malformed")

        def __exit__(self, *exc):
            return False

        def close(self):
            good.close()
    st.conn = Damaged()
    res = {"status": "pass", "printed": "1", "computed": "1", "error": None, "seconds": 0.0}
    assert st.put("c", "{}", "1:x", res) and st.count() == 1
    assert st.moved_to is not None and st.moved_to.exists()
    assert notices == [f"results store {st.path} is damaged (database disk image is malformed); "
                       f"moved it to {st.moved_to}; its results will be recomputed"]
    st.close()


def test_store_command(tmp_path, capsys):
    store = tmp_path / "r.sqlite"
    assert _verify(capsys, TOY, store, "--workers", "1")[0] == 0
    code, out, _ = _main(capsys, "store", "check", "--store", store)
    assert code == 0 and out == f"{store}: integrity ok; 34 rows of 6 claims, 0 failing their checksum\n"
    code, out, _ = _main(capsys, "store", "export", "--store", store)
    rows = [json.loads(ln) for ln in out.splitlines()]
    assert len(rows) == 34 and all(r["checksum_ok"] for r in rows)
    with sqlite3.connect(store) as db:
        db.execute("UPDATE results SET printed = '5' WHERE claim = 'toy.parity'")
    code, out, _ = _main(capsys, "store", "check", "--store", store)
    assert code == 1 and "2 failing their checksum (recomputed by the next run" in out
    assert _main(capsys, "store", "export", "--store", store, "--format", "csv", "-o",
                 tmp_path / "r.csv")[0] == 0
    assert (tmp_path / "r.csv").read_text().count(",False\n") == 2
    code, out, _ = _main(capsys, "store", "vacuum", "--store", store)
    assert code == 0 and "2 rows failing their checksum dropped, 32 kept" in out
    _cut_short(store)
    code, out, _ = _main(capsys, "store", "check", "--store", store)
    assert code == 1 and out.startswith(f"{store}: damaged (")
    code, _, err = _main(capsys, "store", "check", "--store", tmp_path / "none.sqlite")
    assert code == 2 and err == f"latticegraph: error: no results store at '{tmp_path / 'none.sqlite'}'\n"


# ------------------------------------------------------- interrupts and kills
def _cli(*args, env, **popen):
    return subprocess.Popen([sys.executable, "-m", "latticegraph.cli", *map(str, args)],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True, **popen)


def _sweep(store, out, env, *extra):
    return _cli("verify", "--proofs", SWEEP, "--store", store, "--workers", "2", "--max-nodes",
                "0", "--no-progress", "--json", out, *extra, env=env)


def _kill_group(proc) -> None:
    """Clean-up: whatever is left of a test's process group."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(timeout=30)


def _wait_for(log: Path, n: int, proc) -> None:
    deadline = time.monotonic() + 60
    while len(_log(log)) < n:
        assert proc.poll() is None and time.monotonic() < deadline, "the sweep ended too soon"
        time.sleep(0.02)


def _gone(pids, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        alive = [p for p in pids if psutil.pid_exists(p)
                 and psutil.Process(p).status() != psutil.STATUS_ZOMBIE]
        if not alive:
            return True
        time.sleep(0.02)
    return False


@pytest.mark.parametrize("sig, to_group, status", [
    (signal.SIGINT, True, 130),           # Ctrl-C in a terminal: the whole process group
    (signal.SIGTERM, False, 143)])        # a batch system stopping the run
def test_interrupt_keeps_finished_results_and_the_rerun_resumes(tmp_path, capsys, monkeypatch,
                                                                 sweep_reference, sig, to_group,
                                                                 status):
    log, store = tmp_path / "log", tmp_path / "r.sqlite"
    monkeypatch.setenv("SWEEP_LOG", str(log))
    monkeypatch.setenv("SWEEP_DELAY", "0.05")
    env = dict(os.environ)
    proc = _sweep(store, tmp_path / "a.json", env)
    try:
        _wait_for(log, 10, proc)
        workers = [c.pid for c in psutil.Process(proc.pid).children()]
        (os.killpg if to_group else os.kill)(proc.pid, sig)
        assert proc.wait(timeout=30) == status
    finally:
        _kill_group(proc)
    err = proc.stderr.read().decode()
    name = signal.Signals(sig).name
    assert err == (f"latticegraph: interrupted by {name}; finished results are stored in "
                   f"{store}: run the same command again to resume\n")
    assert workers and _gone(workers, 5)
    with sqlite3.connect(store) as db:
        stored = {json.loads(k)["n"] for (k,) in db.execute("SELECT instance FROM results")}
    before = len(_log(log))
    assert 0 < len(stored) < 40

    code, _, err = _verify(capsys, SWEEP, store, "--workers", "2", "--max-nodes", "0", "--json",
                           tmp_path / "b.json")
    assert code == 0 and err == ""
    again = [n for n, _ in _log(log)[before:]]
    assert not set(again) & stored and set(again) | stored == set(range(1, 41))
    assert json.loads((tmp_path / "b.json").read_text()) == sweep_reference


def test_ctrl_c_interrupts_a_run_started_with_sigint_ignored(tmp_path):
    """A shell starts background jobs with SIGINT ignored, where Python installs no
    handler; the command installs its own, so Ctrl-C still ends it with 130."""
    log = tmp_path / "log"
    env = {**os.environ, "SWEEP_LOG": str(log), "SWEEP_DELAY": "0.05"}
    proc = _cli("verify", "--proofs", SWEEP, "--store", tmp_path / "r.sqlite", "--workers", "2",
                "--max-nodes", "0", "--no-progress", env=env,
                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    try:
        _wait_for(log, 5, proc)
        os.killpg(proc.pid, signal.SIGINT)
        assert proc.wait(timeout=30) == 130
    finally:
        _kill_group(proc)
    assert proc.stderr.read().decode().startswith("latticegraph: interrupted by SIGINT; ")


def test_workers_exit_when_the_parent_is_killed(tmp_path):
    log = tmp_path / "log"
    env = {**os.environ, "SWEEP_LOG": str(log), "SWEEP_DELAY": "0.2"}
    proc = _sweep(tmp_path / "r.sqlite", tmp_path / "a.json", env)
    try:
        _wait_for(log, 3, proc)
        workers = [c.pid for c in psutil.Process(proc.pid).children()]
        assert len(workers) == 2
        os.kill(proc.pid, signal.SIGKILL)                      # the parent only
        proc.wait(timeout=30)
        assert _gone(workers, 5), "orphaned workers outlived their parent"
    finally:
        _kill_group(proc)


def _middle(conn):
    """A parent that starts a watched child, reports its pid, then waits to be killed."""
    def child(parent):
        sys.platform = "elsewhere"                     # no prctl: the portable poll only
        watch_parent(parent, interval=0.1)
        time.sleep(60)
    ctx = multiprocessing.get_context("fork")
    grandchild = ctx.Process(target=child, args=(os.getpid(),))
    grandchild.start()
    conn.send(grandchild.pid)
    time.sleep(60)


def test_the_portable_parent_watch(tmp_path):
    here, there = multiprocessing.Pipe()
    middle = multiprocessing.get_context("fork").Process(target=_middle, args=(there,))
    middle.start()
    grandchild = here.recv()
    time.sleep(0.3)
    assert psutil.pid_exists(grandchild)
    middle.kill()
    middle.join()
    assert _gone([grandchild], 3)


def test_a_dead_worker_is_reported_and_retried_once(tmp_path, capsys, monkeypatch,
                                                   sweep_reference):
    log = tmp_path / "log"
    monkeypatch.setenv("SWEEP_LOG", str(log))
    monkeypatch.setenv("SWEEP_DELAY", "0.05")
    victim = []

    def killer():                                  # SIGKILL the worker of the 6th instance
        deadline = time.monotonic() + 60
        while len(_log(log)) < 6 and time.monotonic() < deadline:
            time.sleep(0.005)
        victim.append(_log(log)[5])
        os.kill(victim[0][1], signal.SIGKILL)
    thread = threading.Thread(target=killer)
    thread.start()
    code, _, err = _verify(capsys, SWEEP, tmp_path / "r.sqlite", "--workers", "2",
                           "--max-nodes", "0", "--json", tmp_path / "a.json")
    thread.join()
    (n, _), = victim
    assert code == 0 and err == (
        f"latticegraph: warning: a worker process died (killed by SIGKILL, perhaps out of "
        f"memory) while checking sweep.odd n={n}; retrying it once\n")
    assert [m for m, _ in _log(log)].count(n) == 2
    assert json.loads((tmp_path / "a.json").read_text()) == sweep_reference


def test_a_worker_dying_twice_leaves_its_instance_undecided(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("FAULTS", "crash")
    code, _, err = _verify(capsys, FAULTS, tmp_path / "r.sqlite", "--workers", "2", "--json",
                           tmp_path / "a.json")
    assert code == 3
    assert err.splitlines() == [
        "latticegraph: warning: a worker process died (killed by SIGKILL, perhaps out of "
        "memory) while checking faults.cube k=2; retrying it once",
        "latticegraph: run incomplete: 1 instance(s) undecided (1 killed their worker twice) "
        "in faults.cube; finished results are stored: rerun to decide the rest "
        "(--instance-timeout, --memory-limit)"]
    rec, = json.loads((tmp_path / "a.json").read_text())["claims"]
    assert rec["outcome"] == "verified" and rec["checked"]["instances"] == 13
    assert rec["checked"]["undecided_reasons"] == {"crashed": 1}
    assert rec["evidence"]["complete"] is False and rec["evidence"]["undecided"] == 1
    with Store(tmp_path / "r.sqlite") as st:
        assert st.count() == 13                              # the undecided one is not stored


def test_instance_timeout_marks_the_run_incomplete(tmp_path, capsys, monkeypatch):
    store = tmp_path / "r.sqlite"
    monkeypatch.setenv("FAULTS", "hang")
    t0 = time.monotonic()
    code, _, err = _verify(capsys, FAULTS, store, "--workers", "1", "--instance-timeout", "1")
    assert code == 3 and time.monotonic() - t0 < 30
    assert "1 instance(s) undecided (1 timed out) in faults.cube" in err
    monkeypatch.delenv("FAULTS")
    with Store(store) as st:
        assert st.count() == 13
    code, _, err = _verify(capsys, FAULTS, store, "--workers", "1", "--instance-timeout", "60")
    assert code == 0 and err == ""
    with Store(store) as st:
        assert st.count() == 14


def test_instances_over_the_memory_limit_are_skipped_and_reported(tmp_path, capsys):
    code, _, err = _verify(capsys, FAULTS, tmp_path / "r.sqlite", "--workers", "1",
                           "--memory-limit", "1M", "--json", tmp_path / "a.json")
    assert code == 3 and "3 instance(s) undecided (3 over the memory limit)" in err
    rec, = json.loads((tmp_path / "a.json").read_text())["claims"]
    assert rec["outcome"] == "verified" and rec["checked"]["range"] == "k=1..11"
    assert memory.limit() != 2**20 and memory.ENV not in os.environ    # restored after main


def test_an_undecided_witness_is_an_error_not_a_verdict():
    cs = ClaimSet("toy")

    @cs.instances("toy.w", where="p", statement="s", params={"a": range(4)}, expect="refuted",
                  erratum="substantive", witness={"a": 2})
    def _(a):
        return a, a
    claim = cs.claims["toy.w"]
    ok = {"status": "pass", "printed": "0", "computed": "0", "error": None, "seconds": 0.0}
    late = undecided("timeout", "timed out after 1 s (--instance-timeout)")
    r = decide(claim, [({"a": 0}, ok), ({"a": 1}, ok), ({"a": 2}, late), ({"a": 3}, ok)])
    assert r.outcome == "error" and not r.meets_expectation()
    assert r.counterexample == {"params": {"a": 2}, "error": "its witness was not decided: "
                                "timed out after 1 s (--instance-timeout)"}
    r = decide(claim, [({"a": i}, late) for i in range(4)])
    assert r.outcome == "error" and r.counterexample["error"].startswith("no instance was decided")


def test_a_lost_dask_worker_changes_no_outcome(tmp_path, monkeypatch):
    """A LocalCluster worker killed while it runs a task: the scheduler reruns the
    task elsewhere and the outcomes are those of an undisturbed run.  On the same
    cluster, --instance-timeout stops a hanging instance inside its Dask worker."""
    from distributed import Client, LocalCluster
    log = tmp_path / "log"
    reg = registry.load(SWEEP)
    undisturbed = json.loads(to_json(run(reg.claims.values(), reg.paths, max_nodes=12)))
    monkeypatch.setenv("SWEEP_LOG", str(log))
    monkeypatch.setenv("SWEEP_DELAY", "0.1")
    monkeypatch.setenv("FAULTS", "hang")
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        pids = set(client.run(os.getpid).values())
        killed = []

        def killer():
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                busy = [pid for _, pid in _log(log)[3:] if pid in pids]
                if busy:
                    os.kill(busy[0], signal.SIGKILL)
                    killed.append(busy[0])
                    return
                time.sleep(0.01)
        thread = threading.Thread(target=killer)
        thread.start()
        got = run(reg.claims.values(), reg.paths, scheduler=cluster.scheduler_address,
                  max_nodes=12)
        thread.join()
        faults = registry.load(FAULTS)
        hung, = run(faults.claims.values(), faults.paths, scheduler=cluster.scheduler_address,
                    timeout=3)
    assert killed, "no task reached a worker"
    assert json.loads(to_json(got)) == undisturbed
    assert {n for n, _ in _log(log)} == set(range(1, 14))
    assert hung.outcome == "verified" and hung.checked["undecided_reasons"] == {"timeout": 1}


# ---------------------------------------------------------------- validation
@pytest.mark.parametrize("argv, message", [
    (["verify", "--instance-timeout", "0"], "must be a positive number of seconds, got 0"),
    (["verify", "--instance-timeout", "nan"], "must be a positive number of seconds, got nan"),
    (["verify", "--instance-timeout", "soon"], "not a number of seconds: 'soon'"),
    (["verify", "--memory-limit", "lots"], "--memory-limit: cannot read 'lots' as a size"),
    (["export", "FCC(4)", "-f", "graphml", "--memory-limit=-1G"],
     "--memory-limit: a size must be positive, got '-1G'"),
    (["report", "-o", "/nonexistent/dir/r.pdf"], "-o /nonexistent/dir/r.pdf: directory "
     "'/nonexistent/dir' does not exist"),
    (["store", "export", "-o", "/nonexistent/dir/r.csv"], "does not exist"),
])
def test_arguments_are_validated_before_work(tmp_path, capsys, argv, message):
    extra = {"verify": ["--proofs", TOY, "--store", tmp_path / "r.sqlite"],
             "report": ["--proofs", TOY, "--store", tmp_path / "r.sqlite"],
             "store": ["--store", tmp_path / "r.sqlite"]}.get(argv[0], [])
    try:
        code = main([*argv, *map(str, extra)])
    except SystemExit as exc:                              # argparse: usage line + error line
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and message in err.splitlines()[-1] and "Traceback" not in err
    assert not (tmp_path / "r.sqlite").exists()              # refused before any work


# ------------------------------------------------------------- memory guards
@pytest.mark.parametrize("spec", [
    "Hypercube(20)", "HyperX(64,64,64)", "D3(40,40)", "MDF(30,30)", "KANT(8,6)", "KANTC(4,8)",
    "MiKANTC(4,8)", "Swap(2000)", "Circle(2000)", "XOR(2048)", "Star(10)", "Q20", "K3000",
    "HSN(5,Q4)", "SymSuperFlip(5,K5)", "FCC(200)", "T(300,300,300)"])
def test_every_family_refuses_before_building(spec, capsys):
    """Under a 16 MiB limit, either the constructor or the first O(edges) build is
    refused with the size needed and the option to raise the limit."""
    with memory.memory_limit("16M"):
        try:
            g = graph(spec)
            with pytest.raises(MemoryLimitError) as exc:
                g.csr()
        except SpecError as err:
            exc = pytest.ExceptionInfo.from_exc_info((type(err), err, err.__traceback__))
    text = str(exc.value)
    assert "needs about" in text and "over the limit of 16.0 MiB" in text
    assert "--memory-limit" in text and "\n" not in text


def test_every_command_names_the_size_and_the_option(capsys):
    for argv in (["info", "Swap(2000)"], ["export", "D3(40,40)", "-f", "edgelist"],
                 ["draw", "FCC(200)", "-o", "x.png", "--max-vertices", "100000000"],
                 ["route", "D3(40,40)", "0", "1"], ["fit", "BCC(a)", "--start", "5000"]):
        code, out, err = _main(capsys, *argv, "--memory-limit", "16M")
        assert code == 2 and err.count("\n") == 1, (argv, err)
        assert "needs about" in err and "--memory-limit" in err, (argv, err)


def test_small_graphs_build_under_any_sane_limit():
    with memory.memory_limit("16M"):
        for spec in ("Hypercube(4)", "Swap(8)", "Star(5)", "HSN(2,Q2)", "D3(3,4)", "KANTC(3,4)"):
            assert graph(spec).csr().shape[0] == graph(spec).order
