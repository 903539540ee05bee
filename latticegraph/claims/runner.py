"""Deciding claims: instances as independent tasks, run locally or on Dask.

Every instance of an ``instances``/``exhaustive`` claim, and every symbolic
claim, is one task ``run_instance(claims_file, claim_id, params)``.  Tasks
run in this process (``workers=1``), on local worker processes (the default:
all cores, no server; :mod:`~latticegraph.claims.workers`), or on a Dask
distributed cluster (``scheduler="tcp://host:port"``; the workers need
``latticegraph`` installed and must see the claims files at the same path).
Each result is committed to the :class:`~latticegraph.claims.store.Store` as
it arrives; stored results are not recomputed.  :func:`decide` turns a
claim's instance results into its outcome (DESIGN.md, "Claims").

Faults never cost a result: an instance whose worker dies is retried once;
one that runs past ``timeout`` seconds, needs more memory than the limit
(:mod:`latticegraph.memory`), or dies twice is *undecided*: reported with its
reason, never stored, counted in ``checked["undecided"]``, and computed
again by the next run.  An erratum whose witness is undecided is an
``error``, so nothing undecided can hide an erratum.

>>> from latticegraph.claims.model import ClaimSet
>>> cs = ClaimSet("toy")
>>> @cs.instances("toy.square", where="p. 1", statement="a^2 = a + a",
...               params={"a": range(5)})
... def _(a):
...     return a * a, a + a
>>> r = run([cs.claims["toy.square"]], workers=1)[0]
>>> r.outcome, r.counterexample["params"], r.checked["range"]
('refuted', {'a': 1}, 'a=0..4')
"""
from __future__ import annotations

import functools
import hashlib
import inspect
import os
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..memory import MemoryLimitError
from .model import Claim
from .registry import load_file
from .failures import failure_domain
from .values import dumps, instance_key, loads, plain, show
from .workers import run_pool, undecided

__all__ = ["DEFAULT_MAX_NODES", "CI_MAX_NODES", "Task", "ClaimResult", "checker_version",
           "claim_cap", "select_instances", "run_instance", "evaluate", "symbolic_equal", "evidence", "decide",
           "execute", "run", "default_workers", "InstanceProgress", "undecided_summary"]

#: ``latticegraph verify`` default instance cap (vertices): a few minutes on 2 cores;
#: a claim's own ``max_nodes`` replaces it (:func:`claim_cap`)
DEFAULT_MAX_NODES = 50_000
#: cap used by the pytest plugin (``pytest proofs/``)
CI_MAX_NODES = 20_000


def default_workers() -> int:
    """All the cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


@dataclass(frozen=True)
class Task:
    """One instance to decide."""

    claim_id: str
    path: str | None          # claims file (None: the claim object travels with the task)
    key: str
    params: dict
    size: int | None
    claim: Claim | None = None


def _fingerprint(code) -> bytes:
    """The bytecode, names and constants of a code object (not its line numbers)."""
    parts = [code.co_code, repr((code.co_names, code.co_varnames, code.co_freevars)).encode()]
    for const in code.co_consts:
        parts.append(_fingerprint(const) if inspect.iscode(const) else repr(const).encode())
    return b"\0".join(parts)


@functools.lru_cache(maxsize=1)
def _library_fingerprint() -> bytes:
    """Hash of every source file of the installed ``latticegraph`` package."""
    root = Path(__file__).resolve().parent.parent
    h = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        h.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    return h.digest()


def _helper_modules(module_name: str) -> list[str]:
    """The claim's own module and, in a claims package, the package and its helper
    modules (``_common`` ...): the code a claim of one section may call."""
    package = module_name.rpartition(".")[0]
    if not package.startswith("_latticegraph_proofs.") or package not in sys.modules:
        return [module_name]
    helpers = sorted(k for k in sys.modules if k.startswith(package + ".")
                     and k.rpartition(".")[2].startswith("_"))
    return [module_name, package] + helpers


@functools.lru_cache(maxsize=64)
def _module_fingerprint(module_name: str | None) -> bytes:
    """Bytecode of every function defined in the claim's own module and its package's
    helper modules (:func:`_helper_modules`)."""
    if not module_name or module_name not in sys.modules:
        return b""
    parts = []
    for mod in _helper_modules(module_name):
        module = sys.modules.get(mod)
        for name, obj in sorted(vars(module).items()):
            code = getattr(obj, "__code__", None)
            if code is not None and getattr(obj, "__module__", None) == mod:
                parts.append(f"{mod}.{name}".encode() + b"=" + _fingerprint(code))
    return b"\0".join(parts)


def checker_version(claim: Claim) -> str:
    """``version`` plus a hash of what decides the claim: the check's bytecode, the
    helper functions of its claims file, and the latticegraph sources.  Editing any of
    them invalidates stored results (they are recomputed, never reused stale); moving
    a check, or editing a claim's statement or domain, does not."""
    code = getattr(claim.check, "__code__", None)
    src = _fingerprint(code) if code is not None else type(claim.check).__qualname__.encode()
    src += _module_fingerprint(getattr(claim.check, "__module__", None))
    src += _library_fingerprint()
    return f"{claim.version}:{hashlib.sha256(src).hexdigest()[:12]}"


def claim_cap(claim: Claim, max_nodes: int | None, claim_caps: bool = False) -> int | None:
    """The cap on a claim's instances: ``max_nodes``, or the claim's own ``max_nodes``
    when ``claim_caps`` (``max_nodes`` is ``verify``'s default, not the user's).

    >>> from latticegraph.claims.model import Claim
    >>> c = Claim("toy.x", "toy", "p. 1", "x", "instances", "verified", check=print,
    ...           params={"a": [1]}, size=lambda a: a, max_nodes=10**6)
    >>> claim_cap(c, 50_000, claim_caps=True), claim_cap(c, 50_000), claim_cap(c, None)
    (1000000, 50000, None)
    """
    return claim.max_nodes if claim_caps and claim.max_nodes else max_nodes


def select_instances(claim: Claim, max_nodes: int | None,
                     claim_caps: bool = False) -> tuple[list[dict], int]:
    """The instances to check under the cap, in domain order, and how many were skipped.

    An instance is skipped when ``size(**params)`` exceeds the cap
    (:func:`claim_cap`; ``None`` or 0: no cap), except that the smallest
    instance is always kept, and so is an erratum's ``witness`` (its smallest
    counterexample): a cap never hides an erratum.  A witness outside the
    domain is a ``ValueError``.
    """
    max_nodes = claim_cap(claim, max_nodes, claim_caps)
    if claim.kind == "not-checkable":
        return [], 0
    unique: dict[str, dict] = {}
    for p in claim.instances():
        unique.setdefault(instance_key(p), p)
    domain = list(unique.values())
    if not domain:
        raise ValueError(f"claim {claim.id}: empty parameter domain")
    witness = instance_key(claim.witness) if claim.witness is not None else None
    if witness is not None and witness not in unique:
        raise ValueError(f"claim {claim.id}: witness {show(plain(claim.witness))} is not "
                         "an instance of the domain")
    if not max_nodes or claim.size is None:
        return domain, 0
    sizes = [claim.instance_size(p) for p in domain]
    keep = [p for p, s in zip(domain, sizes) if s <= max_nodes or instance_key(p) == witness]
    if not keep:
        keep = [domain[sizes.index(min(sizes))]]
    return keep, len(domain) - len(keep)


def _equal(printed, computed) -> bool:
    if getattr(printed, "ndim", 0) or getattr(computed, "ndim", 0):
        import numpy as np
        return bool(np.array_equal(np.asarray(printed), np.asarray(computed)))
    return bool(printed == computed)


def symbolic_equal(lhs, rhs) -> bool:
    """True when ``lhs == rhs`` structurally or ``simplify(lhs - rhs) == 0``
    (entrywise for matrices and sequences).

    >>> import sympy
    >>> a = sympy.Symbol("a", positive=True)
    >>> symbolic_equal((a + 1)**2, a**2 + 2*a + 1), symbolic_equal(a**2, a)
    (True, False)
    """
    import sympy
    try:
        if bool(lhs == rhs):
            return True
    except (TypeError, ValueError):
        pass
    if isinstance(lhs, (list, tuple)) and isinstance(rhs, (list, tuple)):
        return len(lhs) == len(rhs) and all(symbolic_equal(x, y) for x, y in zip(lhs, rhs))
    try:
        a, b = sympy.sympify(lhs), sympy.sympify(rhs)
        diff = a - b
    except (sympy.SympifyError, TypeError, ValueError, AttributeError):
        return False
    if isinstance(diff, sympy.MatrixBase):
        return all(sympy.simplify(x) == 0 for x in diff)
    return sympy.expand(diff) == 0 or sympy.simplify(diff) == 0


def evaluate(claim: Claim, params: dict) -> dict:
    """Run one check: ``{"status": pass|fail|error|undecided, "printed", "computed"``
    (encoded), ``"error"`` (traceback, or why it is undecided), ``"seconds"}``; an
    instance over the memory limit is undecided (reason ``"memory"``)."""
    t0 = time.perf_counter()
    try:
        if claim.kind == "parametric":
            return _evaluate_parametric(claim, t0)
        out = claim.check() if claim.kind == "symbolic" else claim.check(**params)
        if not (isinstance(out, tuple) and len(out) == 2):
            raise TypeError(f"{claim.declared_at or claim.id}: claim {claim.id}: the check must "
                            f"return (printed, computed), got {out!r:.80}")
        printed, computed = out
        ok = symbolic_equal(printed, computed) if claim.kind == "symbolic" else _equal(printed, computed)
        return {"status": "pass" if ok else "fail", "printed": dumps(printed),
                "computed": dumps(computed), "error": None,
                "seconds": time.perf_counter() - t0}
    except (MemoryLimitError, MemoryError) as exc:
        return undecided("memory", f"over the memory limit: {exc or 'out of memory'}")
    except Exception:
        return {"status": "error", "printed": None, "computed": None,
                "error": traceback.format_exc(), "seconds": time.perf_counter() - t0}


def _evaluate_parametric(claim: Claim, t0: float) -> dict:
    """A ``parametric`` claim decided for every ``a`` (:mod:`.parametric`): ``printed`` is
    the printed value at the smallest failing ``a`` (``None`` when it holds), ``computed``
    the whole decision (failing set, certificates), stored like any result."""
    from ..derive import BudgetError
    from .parametric import decide_parametric
    try:
        res = decide_parametric(claim)
    except BudgetError as exc:
        return undecided("timeout", str(exc))
    first = res["first"] or {}
    return {"status": "pass" if res["holds"] else "fail", "printed": dumps(first.get("printed")),
            "computed": dumps(res), "error": None, "seconds": time.perf_counter() - t0}


def run_instance(path: str, claim_id: str, params: dict) -> dict:
    """Worker entry point: load the claims file (cached) and :func:`evaluate` one instance."""
    try:
        claim = load_file(path).claims[claim_id]
    except Exception:
        return {"status": "error", "printed": None, "computed": None,
                "error": traceback.format_exc(), "seconds": 0.0}
    return evaluate(claim, params)


def _run_task(task: Task) -> dict:
    return evaluate(task.claim, task.params) if task.claim is not None \
        else run_instance(task.path, task.claim_id, task.params)


@dataclass
class ClaimResult:
    """A claim's outcome, its evidence, what was checked and the counterexample (if any)."""

    claim: Claim
    outcome: str
    checked: dict
    counterexample: dict | None = None
    detail: str = ""                      # traceback of an error
    evidence: dict = field(default_factory=dict)
    seconds: float = 0.0                  # compute time of its instances (as stored)

    def incomplete(self) -> bool:
        """An exhaustive claim expected ``proved`` that is only ``verified`` because
        ``--max-nodes`` skipped instances, or some were left undecided: short of the
        expectation, but nothing contradicts it (raise the cap to prove it)."""
        return (self.outcome == "verified" and self.claim.kind == "exhaustive"
                and self.claim.expect == "proved"
                and (self.checked.get("skipped", 0) > 0 or self.undecided() > 0))

    def undecided(self) -> int:
        """Instances left undecided (timeout, memory limit, worker died twice)."""
        return self.checked.get("undecided", 0)

    def meets_expectation(self) -> bool:
        """The outcome is the recorded ``expect`` (or :meth:`incomplete`); any other
        outcome, in either direction, is a failure of ``verify``."""
        return self.outcome == self.claim.expect or self.incomplete()

    def record(self) -> dict:
        """The JSON record of DESIGN.md ("Interfaces")."""
        c = self.claim
        return {"id": c.id, "paper": c.paper, "where": c.where, "statement": c.statement,
                "notes": c.notes, "outcome": self.outcome, "expected": c.expect,
                "evidence": self.evidence, "checked": self.checked,
                "counterexample": self.counterexample, "corrects": c.corrects,
                "kind": c.erratum if self.outcome == "refuted" else None,
                "premises": list(c.premises), "reading": c.reading,
                "readings": list(c.readings), "parts": list(c.parts)}


def range_text(params_list: list[dict]) -> str:
    """A short description of the parameters checked, e.g. ``a=1..40``.

    >>> range_text([{"a": 1, "k": "x"}, {"a": 2, "k": "y"}, {"a": 3, "k": "x"}])
    'a=1..3, k in {x, y}'
    """
    names: dict[str, None] = {}
    for p in params_list:
        names.update(dict.fromkeys(p))
    parts = []
    for n in names:
        distinct = list({instance_key({"v": p[n]}): p[n] for p in params_list if n in p}.values())
        if all(isinstance(v, int) and not isinstance(v, bool) for v in distinct):
            lo, hi = min(distinct), max(distinct)
            if lo == hi:
                parts.append(f"{n}={lo}")
            elif len(distinct) == hi - lo + 1:
                parts.append(f"{n}={lo}..{hi}")
            else:
                parts.append(f"{n} in {lo}..{hi} ({len(distinct)} values)")
        elif len(distinct) <= 4:
            parts.append(f"{n} in {{{', '.join(show(v) for v in distinct)}}}")
        else:
            parts.append(f"{n}: {len(distinct)} values")
    return ", ".join(parts)


def _first_line(tb: str) -> str:
    lines = [ln for ln in (tb or "").strip().splitlines() if ln.strip()]
    return lines[-1] if lines else "unknown error"


def evidence(claim: Claim, params_checked: list[dict], skipped: int = 0,
             max_nodes: int | None = None, undecided: int = 0) -> dict:
    """How an outcome was obtained (DESIGN.md, "Claims"): ``{"kind": "symbolic" |
    "exhaustive" | "sampled" | "none", "domain", "instances", ...}``.

    ``exhaustive`` means every instance of the stated domain (``domain``) was
    checked; ``complete`` says whether that is the claim's whole declared
    domain or ``skipped`` instances lay above ``--max-nodes`` or were left
    ``undecided`` (an erratum's witness is always among the checked ones,
    ``witness``).  ``largest`` (when the claim has ``size``) is the checked
    instance with the most vertices: ``{"params", "vertices"}``.

    >>> from latticegraph.claims.model import ClaimSet
    >>> cs = ClaimSet("toy")
    >>> @cs.sampled("toy.s", where="p. 1", statement="s", params={"a": [3, 7]},
    ...             sample={"population": "a = 1..10^6", "seed": 1})
    ... def _(a):
    ...     return a, a
    >>> evidence(cs.claims["toy.s"], [{"a": 3}, {"a": 7}])
    {'kind': 'sampled', 'domain': 'a = 1..10^6', 'instances': 2, 'seed': 1, 'sample': 'a in 3..7 (2 values)'}
    >>> @cs.instances("toy.cube", where="p. 2", statement="c", params={"a": [2, 9, 4]},
    ...               size=lambda a: a**3)
    ... def _(a):
    ...     return a, a
    >>> evidence(cs.claims["toy.cube"], [{"a": 2}, {"a": 9}, {"a": 4}])["largest"]
    {'params': {'a': 9}, 'vertices': 729}
    """
    if claim.kind == "not-checkable":
        return {"kind": "none", "domain": None, "instances": 0, "reason": claim.reason}
    if claim.kind == "symbolic":
        return {"kind": "symbolic", "domain": "all parameters (sympy identity)", "instances": 1}
    if claim.kind == "parametric":
        p = claim.parametric
        return {"kind": "parametric", "families": dict(p["families"]), "instances": 0}
    if claim.kind == "sampled":
        return {"kind": "sampled", "domain": claim.sample["population"],
                "instances": len(params_checked), "seed": claim.sample.get("seed"),
                "sample": range_text(params_checked), **_largest(claim, params_checked)}
    ev = {"kind": "exhaustive", "domain": range_text(params_checked),
          "instances": len(params_checked), "complete": not (skipped or undecided),
          **_largest(claim, params_checked)}
    if skipped:
        ev.update(skipped=skipped, max_nodes=max_nodes)
    if undecided:
        ev["undecided"] = undecided
    if claim.witness is not None:
        ev["witness"] = plain(dict(claim.witness))
    return ev


def _largest(claim: Claim, params_checked: list[dict]) -> dict:
    """``{"largest": {"params", "vertices"}}``: the first checked instance of the most
    vertices, or ``{}`` when the claim has no ``size`` or nothing was checked."""
    if claim.size is None or not params_checked:
        return {}
    sizes = [claim.instance_size(p) for p in params_checked]
    top = max(range(len(sizes)), key=lambda i: (sizes[i], -i))
    return {"largest": {"params": plain(params_checked[top]), "vertices": sizes[top]}}


def decide(claim: Claim, rows: list[tuple[dict, dict]], skipped: int = 0,
           max_nodes: int | None = None) -> ClaimResult:
    """The outcome of a claim from its instance results ``[(params, result)]`` in domain order.

    A check error makes the outcome ``error``; otherwise the first failing
    instance (the smallest counterexample) makes it ``refuted``, and the
    counterexample also summarises every checked instance where the claim
    fails (:func:`failure_domain`).  Undecided instances are left out and
    counted (``checked["undecided"]``); an undecided witness is an ``error``.
    """
    pending = [(p, r) for p, r in rows if r["status"] == "undecided"]
    rows = [(p, r) for p, r in rows if r["status"] != "undecided"]
    ev = evidence(claim, [p for p, _ in rows], skipped, max_nodes, len(pending))
    result = _decide(claim, rows, pending, skipped, max_nodes, ev)
    result.seconds = sum(res.get("seconds") or 0.0 for _, res in rows)
    return result


def _decide(claim: Claim, rows, pending, skipped, max_nodes, ev) -> ClaimResult:
    if claim.kind == "not-checkable":
        return ClaimResult(claim, "not-checkable",
                           {"instances": 0, "range": None, "skipped": 0, "reason": claim.reason},
                           evidence=ev)
    if claim.kind == "parametric":
        return _decide_parametric(claim, rows, pending, ev)
    if claim.kind == "symbolic":
        checked = {"instances": len(rows), "range": "all parameters (symbolic identity)",
                   "skipped": 0}
    else:
        checked = {"instances": len(rows), "range": range_text([p for p, _ in rows]),
                   "skipped": skipped}
        if skipped:
            checked["max_nodes"] = max_nodes
    if pending:
        checked["undecided"] = len(pending)
        checked["undecided_reasons"] = dict(Counter(r["reason"] for _, r in pending))
    for params, res in rows:
        if res["status"] == "error":
            return ClaimResult(claim, "error", checked,
                               {"params": plain(params), "error": _first_line(res["error"])},
                               res["error"], ev)
    witness = instance_key(claim.witness) if claim.witness is not None else None
    for params, res in pending:
        if not rows or instance_key(params) == witness:
            what = "its witness was not decided" if rows else "no instance was decided"
            msg = f"{what}: {res['error']}"
            return ClaimResult(claim, "error", checked, {"params": plain(params), "error": msg},
                               msg, ev)
    failed = [res["status"] == "fail" for _, res in rows]
    if any(failed):
        params, res = rows[failed.index(True)]
        cx = {"params": plain(params), "printed": show(loads(res["printed"])),
              "computed": show(loads(res["computed"]))}
        if claim.kind != "symbolic":
            cx["fails"] = failure_domain([p for p, _ in rows], failed)
            cx["failures"] = sum(failed)
        return ClaimResult(claim, "refuted", checked, cx, evidence=ev)
    if not rows:
        return ClaimResult(claim, "error", checked, None, "no instance was checked", ev)
    if claim.kind == "sampled":
        return ClaimResult(claim, "sampled", checked, evidence=ev)
    proved = claim.kind == "symbolic" or (claim.kind == "exhaustive" and not skipped
                                           and not pending)
    return ClaimResult(claim, "proved" if proved else "verified", checked, evidence=ev)


def _decide_parametric(claim: Claim, rows, pending, ev) -> ClaimResult:
    """The outcome of a ``parametric`` claim from its one stored decision."""
    checked = {"instances": 0, "range": None, "skipped": 0}
    if pending:
        msg = f"the derivation was not completed: {pending[0][1]['error']}"
        return ClaimResult(claim, "error", checked, {"params": None, "error": msg}, msg, ev)
    if not rows:
        return ClaimResult(claim, "error", checked, None, "no decision", ev)
    _, res = rows[0]
    if res["status"] == "error":
        return ClaimResult(claim, "error", checked,
                           {"params": None, "error": _first_line(res["error"])}, res["error"], ev)
    dec = loads(res["computed"])
    checked = {"instances": dec["checked_to"], "range": dec["domain"], "skipped": 0}
    ev = {"kind": "parametric", "domain": dec["domain"], "instances": dec["classes"],
          "residue_classes": dec["classes"], "checked_to": dec["checked_to"],
          "method": dec["method"], "certificate": dec["families"]}
    if dec["holds"]:
        return ClaimResult(claim, "proved", checked, evidence=ev)
    first = dec["first"] or {}
    cx = {"params": {"a": first.get("a")}, "printed": show(first.get("printed")),
          "computed": show(first.get("computed")), "fails": dec["fails"]}
    return ClaimResult(claim, "refuted", checked, cx, evidence=ev)


class InstanceProgress:
    """A rich progress bar over instances on stderr (``label`` names the command), or nothing."""

    def __init__(self, enabled: bool, total: int, stored: int, label: str = "verify"):
        self.bar = None
        if enabled and total:
            from rich.console import Console
            from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                       TimeElapsedColumn, TimeRemainingColumn)
            self.bar = Progress(TextColumn(f"[bold]{label}[/]"), BarColumn(), MofNCompleteColumn(),
                                TextColumn(f"instances ({stored} stored)"), TimeElapsedColumn(),
                                TimeRemainingColumn(), console=Console(stderr=True),
                                transient=True)
            self.task = self.bar.add_task(label, total=total)

    def __enter__(self):
        if self.bar:
            self.bar.start()
        return self

    def advance(self):
        if self.bar:
            self.bar.advance(self.task)

    def __exit__(self, *exc):
        if self.bar:
            self.bar.stop()


def describe(task: Task) -> str:
    """A task as the warnings name it: its claim and instance, e.g. ``sweep.odd n=13``."""
    return f"{task.claim_id} {range_text([task.params]) or '(no parameters)'}"


def _fork_available() -> bool:
    return sys.platform == "linux"


def execute(tasks: list[Task], on_result: Callable[[Task, dict], None], *, workers: int = 1,
            scheduler: str | None = None, timeout: float | None = None,
            warn: Callable[[str], None] | None = None) -> None:
    """Run tasks in-process, on local worker processes, or on a Dask cluster, and
    call ``on_result(task, result)`` in this process as each one finishes.

    ``timeout`` (seconds per instance) needs a worker process, so with it even
    ``workers=1`` runs one; ``warn`` receives the one-line reports of worker
    deaths (default: stderr).  On KeyboardInterrupt (Ctrl-C, or SIGTERM through
    :mod:`latticegraph.cli`) scheduling stops, results already received are
    passed on, the workers are killed and the interrupt propagates.
    """
    if not tasks:
        return
    kw = {} if warn is None else {"warn": warn}
    if scheduler:
        return _execute_dask(tasks, on_result, scheduler, timeout)
    local = _fork_available() or all(t.path is not None for t in tasks)
    if not local or ((workers <= 1 or len(tasks) == 1) and timeout is None):
        for t in tasks:
            on_result(t, _run_task(t))
        return
    run_pool(tasks, _run_task, on_result, workers=workers, timeout=timeout, describe=describe,
             **kw)


def run_instance_limited(path: str, claim_id: str, params: dict,
                         timeout: float | None = None) -> dict:
    """:func:`run_instance` in a child process killed after ``timeout`` seconds
    (undecided), retried once if it dies: the Dask task of ``--instance-timeout``."""
    if timeout is None:
        return run_instance(path, claim_id, params)
    try:
        load_file(path)               # imported once here, inherited by every child
    except Exception:
        return run_instance(path, claim_id, params)     # its error, as run_instance reports it
    out = []
    task = Task(claim_id, path, instance_key(params), params, None)
    run_pool([task], _run_task, lambda _, res: out.append(res), workers=1, timeout=timeout,
             warn=lambda _: None, describe=describe)
    return out[0]


def _probe(address: str) -> None:
    """Fail fast (``OSError``) when nothing listens at a ``tcp://host:port`` address."""
    import socket
    hostport = address.split("://", 1)[-1]
    if address.startswith("tcp://") or "://" not in address:
        host, _, port = hostport.rpartition(":")
        if port.isdigit():
            socket.create_connection((host.strip("[]") or "127.0.0.1", int(port)), timeout=10).close()


def _execute_dask(tasks: list[Task], on_result, scheduler: str, timeout: float | None) -> None:
    """Tasks on a Dask cluster.  A worker lost mid-task is the scheduler's to
    handle: it reruns the task elsewhere (up to ``distributed.scheduler.
    allowed-failures`` times), so outcomes are those of an undisturbed run; a
    task that still fails is undecided (reason ``"lost"``), never an outcome."""
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise ValueError("--scheduler needs dask.distributed: pip install 'dask[distributed]'") from None
    try:
        _probe(scheduler)
        client = Client(scheduler, timeout="30s")
    except (OSError, TimeoutError) as exc:
        raise ValueError(f"cannot connect to Dask scheduler {scheduler}: {exc}") from None
    with client:
        futures = {}
        for t in tasks:
            fut = client.submit(run_instance_limited, t.path, t.claim_id, t.params, timeout,
                                pure=False)
            futures[fut] = t
        try:
            for fut in as_completed(futures):
                try:
                    res = fut.result()
                except Exception as exc:          # e.g. KilledWorker: not the check's fault
                    res = undecided("lost", f"Dask task failed: {type(exc).__name__}: {exc}")
                on_result(futures[fut], res)
                fut.release()
        except BaseException:                     # Ctrl-C: nothing more runs for this client
            client.cancel(list(futures))
            raise


def undecided_summary(results: list[ClaimResult]) -> str | None:
    """One line on the instances a run left undecided (``None`` when there are none).

    >>> undecided_summary([]) is None
    True
    """
    reasons: Counter = Counter()
    for r in results:
        reasons.update(r.checked.get("undecided_reasons", {}))
    if not reasons:
        return None
    words = {"timeout": "timed out", "memory": "over the memory limit",
             "crashed": "killed their worker twice", "lost": "lost with their Dask worker"}
    parts = ", ".join(f"{n} {words.get(k, k)}" for k, n in sorted(reasons.items()))
    claims = [r.claim.id for r in results if r.undecided()]
    return (f"run incomplete: {sum(reasons.values())} instance(s) undecided ({parts}) in "
            f"{', '.join(claims[:3])}{' ...' if len(claims) > 3 else ''}; finished results are "
            "stored: rerun to decide the rest (--instance-timeout, --memory-limit)")


def run(claims: Iterable[Claim], paths: dict[str, object] | None = None, *, store=None,
        workers: int = 1, scheduler: str | None = None, max_nodes: int | None = None,
        claim_caps: bool = False, fresh: bool = False, progress: bool = False,
        timeout: float | None = None,
        warn: Callable[[str], None] | None = None) -> list[ClaimResult]:
    """Decide ``claims`` (in order); ``paths`` maps claim ids to their claims files
    (needed for Dask and for workers on platforms without ``fork``; without it the
    claim objects run locally).  ``max_nodes`` caps instance sizes; with
    ``claim_caps`` it is only a default, replaced by a claim's own ``max_nodes``
    (:func:`claim_cap`).  ``timeout`` and ``warn``: :func:`execute`."""
    claims = list(claims)
    paths = paths or {}
    plans, todo, results = {}, [], {}
    stored_count = 0
    broken: dict[str, str] = {}
    for claim in claims:
        try:
            selected, skipped = select_instances(claim, max_nodes, claim_caps)
        except Exception as exc:               # a bad domain or witness: this claim's error
            broken[claim.id] = str(exc) if isinstance(exc, ValueError) else \
                f"its parameter domain raised {type(exc).__name__}: {exc}"
            continue
        version = checker_version(claim)
        stored = store.get(claim.id, version) if (store is not None and not fresh) else {}
        keys = []
        for p in selected:
            key = instance_key(p)
            keys.append((p, key))
            if key in stored:
                results[(claim.id, key)] = stored[key]
                stored_count += 1
            else:
                path = paths.get(claim.id)
                todo.append(Task(claim.id, str(path) if path else None, key, p,
                                 claim.instance_size(p), None if path else claim))
        plans[claim.id] = (keys, skipped, version)
    if scheduler and any(t.path is None for t in todo):
        scheduler = None                    # claim objects without a file run locally
    todo.sort(key=lambda t: t.size or 0)

    with InstanceProgress(progress, len(todo), stored_count) as bar:
        def on_result(task: Task, res: dict) -> None:
            results[(task.claim_id, task.key)] = res
            if store is not None:
                store.put(task.claim_id, task.key, plans[task.claim_id][2], res)
            bar.advance()
        execute(todo, on_result, workers=workers, scheduler=scheduler, timeout=timeout,
                warn=warn)

    out = []
    for claim in claims:
        if claim.id in broken:
            out.append(ClaimResult(claim, "error", {"instances": 0, "range": None, "skipped": 0},
                                   {"params": None, "error": broken[claim.id]},
                                   broken[claim.id], evidence(claim, [])))
            continue
        keys, skipped, _ = plans[claim.id]
        rows = [(p, results[(claim.id, k)]) for p, k in keys]
        out.append(decide(claim, rows, skipped, claim_cap(claim, max_nodes, claim_caps)))
    return out
