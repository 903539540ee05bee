"""Local worker processes that never outlive their parent and never hang a run.

:func:`run_pool` runs tasks on forked worker processes, one task at a time
per worker, so the parent always knows which instance each worker decides:

* a worker that dies (killed, out of memory) is reported by its claim and
  instance (``warn``) and its task is retried once on a fresh worker; a
  second death leaves the instance *undecided* (reason ``"crashed"``);
* with ``timeout``, a worker still busy after ``timeout`` seconds is killed
  and its instance left undecided (reason ``"timeout"``);
* each worker watches its parent (:func:`watch_parent`): it exits within a
  second of the parent's death, even by ``kill -9``;
* workers ignore SIGINT; on Ctrl-C or SIGTERM the parent stops scheduling,
  keeps every result already received, and kills its workers.

An undecided instance is not an outcome of the check: it is never stored
and the next run computes it again.

>>> def square(task):
...     return {"status": "pass", "printed": str(task * task), "computed": None,
...             "error": None, "seconds": 0.0}
>>> got = {}
>>> run_pool([3, 4, 5], square, lambda t, r: got.update({t: r["printed"]}), workers=2)
>>> sorted(got.items())
[(3, '9'), (4, '16'), (5, '25')]
"""
from __future__ import annotations

import ctypes
import ctypes.util
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import Counter, deque
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.connection import wait as _wait

__all__ = ["run_pool", "watch_parent", "undecided", "WATCH_INTERVAL"]

#: seconds between two looks of a worker at its parent (the portable fallback)
WATCH_INTERVAL = 0.5
_PR_SET_PDEATHSIG = 1


def undecided(reason: str, message: str) -> dict:
    """The result of an instance that could not be decided (never stored)."""
    return {"status": "undecided", "reason": reason, "printed": None, "computed": None,
            "error": message, "seconds": 0.0}


def _warn(message: str) -> None:
    print(f"latticegraph: warning: {message}", file=sys.stderr)


def watch_parent(parent: int, interval: float = WATCH_INTERVAL) -> None:
    """Make this process exit when ``parent`` dies: ``prctl(PR_SET_PDEATHSIG,
    SIGKILL)`` on Linux (immediate), and on every platform a daemon thread that
    polls ``os.getppid()`` every ``interval`` seconds."""
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent:              # the parent died before the watch began
        os._exit(1)

    def poll() -> None:
        while os.getppid() == parent:
            time.sleep(interval)
        os._exit(1)
    threading.Thread(target=poll, name="latticegraph-parent-watch", daemon=True).start()


def _serve(conn, parent: int, tasks: Sequence | None, run: Callable) -> None:
    """Worker loop: receive a task (its index when forked), send back ``run(task)``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    watch_parent(parent)
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        conn.send(run(tasks[msg] if tasks is not None else msg))


@contextmanager
def _children_allowed():
    """Let a daemonic process (a Dask worker) start workers: multiprocessing forbids
    it so that no child outlives its parent, which :func:`watch_parent` ensures."""
    config = multiprocessing.current_process()._config
    daemon = config.pop("daemon", None)
    try:
        yield
    finally:
        if daemon is not None:
            config["daemon"] = daemon


def _context():
    return multiprocessing.get_context("fork" if sys.platform == "linux" else "spawn")


def _exit_text(code: int | None) -> str:
    if code is not None and code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return f"killed by {name}" + (", perhaps out of memory" if -code == signal.SIGKILL else "")
    return f"exit status {code}"


@dataclass
class _Worker:
    proc: multiprocessing.Process
    conn: object
    task: int | None = None
    started: float = 0.0


class _Pool:
    """The state of one :func:`run_pool` call."""

    def __init__(self, tasks, run, on_result, workers, timeout, warn, describe):
        self.tasks, self.run, self.on_result = tasks, run, on_result
        self.size, self.timeout, self.warn, self.describe = workers, timeout, warn, describe
        self.ctx = _context()
        self.fork = self.ctx.get_start_method() == "fork"
        self.queue = deque(range(len(tasks)))
        self.deaths: Counter = Counter()
        self.workers: list[_Worker] = []
        self.parent = os.getpid()

    def busy(self) -> list[_Worker]:
        return [w for w in self.workers if w.task is not None]

    def spawn(self) -> None:
        here, there = self.ctx.Pipe()
        proc = self.ctx.Process(target=_serve, daemon=True, args=(
            there, self.parent, self.tasks if self.fork else None, self.run))
        with _children_allowed():
            proc.start()
        there.close()
        self.workers.append(_Worker(proc, here))

    def retire(self, w: _Worker) -> None:
        self.workers.remove(w)
        w.conn.close()
        if w.proc.is_alive():
            w.proc.kill()
        w.proc.join(5)

    def assign(self) -> None:
        while len(self.workers) < min(self.size, len(self.queue) + len(self.busy())):
            self.spawn()
        for w in self.workers:
            if w.task is None and self.queue:
                i = self.queue.popleft()
                try:
                    w.conn.send(i if self.fork else self.tasks[i])
                except OSError:                  # died while idle: not the task's fault
                    self.queue.appendleft(i)
                    self.retire(w)
                    return self.assign()
                w.task, w.started = i, time.monotonic()

    def finish(self, w: _Worker, result: dict) -> None:
        i, w.task = w.task, None
        self.on_result(self.tasks[i], result)

    def died(self, w: _Worker) -> None:
        i = w.task
        w.proc.join(5)
        self.retire(w)
        self.deaths[i] += 1
        what = (f"a worker process died ({_exit_text(w.proc.exitcode)}) while checking "
                f"{self.describe(self.tasks[i])}")
        if self.deaths[i] < 2:
            self.warn(f"{what}; retrying it once")
            self.queue.appendleft(i)
        else:
            self.on_result(self.tasks[i], undecided("crashed", f"{what}, twice"))

    def timed_out(self, w: _Worker) -> None:
        i = w.task
        self.retire(w)
        self.on_result(self.tasks[i], undecided(
            "timeout", f"timed out after {self.timeout:g} s (--instance-timeout)"))

    def step(self) -> None:
        busy = self.busy()
        wait = None
        if self.timeout is not None:
            wait = max(0.0, min(w.started for w in busy) + self.timeout - time.monotonic())
        ready = set(_wait([w.conn for w in busy] + [w.proc.sentinel for w in busy], wait))
        now = time.monotonic()
        for w in busy:
            if w.conn in ready or w.proc.sentinel in ready:
                result = self.receive(w)
                if result is not None:
                    self.finish(w, result)
                else:
                    self.died(w)
            elif self.timeout is not None and now - w.started >= self.timeout:
                self.timed_out(w)

    @staticmethod
    def receive(w: _Worker) -> dict | None:
        try:
            return w.conn.recv() if w.conn.poll() else None
        except (EOFError, OSError):
            return None

    def drain(self) -> None:
        """After an interrupt: keep the results that already arrived."""
        for w in self.busy():
            result = self.receive(w)
            if result is not None:
                self.finish(w, result)

    def run_all(self) -> None:
        try:
            while True:
                self.assign()
                if not self.busy():
                    return
                self.step()
        except BaseException:
            self.drain()
            raise
        finally:
            for w in list(self.workers):
                self.retire(w)


def run_pool(tasks: Sequence, run: Callable[[object], dict],
             on_result: Callable[[object, dict], None], *, workers: int,
             timeout: float | None = None, warn: Callable[[str], None] = _warn,
             describe: Callable[[object], str] = str) -> None:
    """Run ``run(task)`` for every task on up to ``workers`` worker processes and call
    ``on_result(task, result)`` in this process as each one arrives (module docstring).

    ``run`` and the tasks are inherited by forked workers (Linux); elsewhere
    they must pickle.  ``describe(task)`` names a task in the warnings.
    """
    if tasks:
        _Pool(list(tasks), run, on_result, max(1, workers), timeout, warn, describe).run_all()
