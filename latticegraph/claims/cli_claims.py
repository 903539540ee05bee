"""The ``verify`` and ``table`` subcommands of ``latticegraph``.

``latticegraph verify`` decides every claim of ``proofs/*.py`` (the main job:
all papers, instances capped at :data:`~latticegraph.claims.runner.DEFAULT_MAX_NODES`
vertices, all cores, results kept in ``.latticegraph/results.sqlite``) and
exits with status 1 when an outcome differs from the claim's recorded
expectation, 3 when it does not but some instances were left undecided
(``--instance-timeout``, the memory limit, a worker that died twice).
Interrupted (SIGINT, SIGTERM) it keeps every finished result and says how
to resume.  ``latticegraph table NAME`` writes a reproduced paper table, or
the errata table (``NAME`` = ``errata``), to ``tables/NAME.tex``;
``latticegraph store check|vacuum|export`` looks after the results store.
"""
from __future__ import annotations

import hashlib
import json
import math
import os
import sys
from contextlib import contextmanager
from pathlib import Path

from ..errors import UsageError
from . import registry as _registry
from .mathtext import latex_text
from .report import (TableCell, errata_latex, errata_markdown, print_brief, print_summary,
                     table_grid, table_instances, table_latex, table_markdown, table_needs,
                     to_json, to_junit)
from .runner import (DEFAULT_MAX_NODES, ClaimResult, InstanceProgress, Task, _library_fingerprint,
                     checker_version, claim_cap, default_workers, execute, run,
                     undecided_summary)
from . import store as _store
from .store import DEFAULT_STORE, Store
from .values import instance_key

__all__ = ["add_verify", "add_table", "add_report", "add_store", "COMMANDS"]

#: ``verify`` exit status when nothing differs from expectations but instances are undecided
EXIT_INCOMPLETE = 3


def _usage(exc: Exception | str) -> UsageError:
    return UsageError(str(exc))


def _positive(text: str) -> int:
    n = _nonneg(text)
    if n < 1:
        import argparse
        raise argparse.ArgumentTypeError(f"must be >= 1, got {n}")
    return n


def _nonneg(text: str) -> int:
    import argparse
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"must be >= 0, got {n}")
    return n


def _seconds(text: str) -> float:
    import argparse
    try:
        s = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not (math.isfinite(s) and s > 0):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, got {text}")
    return s


def _output_file(path: str | None, option: str) -> None:
    """Fail before any work when an output file cannot be written where asked."""
    if path is None or path == "-":
        return
    p = Path(path)
    if p.is_dir():
        raise _usage(f"{option} {path}: is a directory")
    if not p.parent.is_dir():
        raise _usage(f"{option} {path}: directory {str(p.parent)!r} does not exist")


@contextmanager
def _resumable(store_path: str):
    """Ctrl-C or SIGTERM: the one-line message of :func:`latticegraph.cli.main`
    says that finished results are kept and how to resume."""
    try:
        yield
    except KeyboardInterrupt as exc:
        exc.add_note(f"finished results are stored in {store_path}: run the same command "
                     "again to resume")
        raise


def _common(p) -> None:
    p.add_argument("--proofs", metavar="DIR",
                   help="claims directory (default: ./proofs, else the repository's proofs/)")
    p.add_argument("--store", metavar="PATH", default=str(DEFAULT_STORE),
                   help=f"results store (SQLite; default {DEFAULT_STORE})")
    p.add_argument("--workers", type=_positive, default=default_workers(), metavar="N",
                   help="local worker processes (default: all cores; 1 runs in-process)")
    p.add_argument("--max-nodes", type=_nonneg, default=None, metavar="N",
                   help=f"skip instances with more than N vertices, for every claim (default: "
                   f"the claim's own max_nodes, else {DEFAULT_MAX_NODES}; 0: no cap); the "
                   "smallest instance of a claim always runs")
    p.add_argument("--no-progress", action="store_true",
                   help="no progress bar (shown only on a terminal)")


def _caps(args) -> dict:
    """``run``'s cap arguments: the explicit ``--max-nodes`` for every claim, else the
    default, replaced by a claim's own ``max_nodes``."""
    if args.max_nodes is None:
        return {"max_nodes": DEFAULT_MAX_NODES, "claim_caps": True}
    return {"max_nodes": args.max_nodes or None}


def _progress(args) -> bool:
    return not args.no_progress and sys.stderr.isatty()


def add_verify(sub) -> None:
    """Register ``latticegraph verify``."""
    p = sub.add_parser(
        "verify", help="decide the papers' claims (the files in proofs/) and report outcomes",
        description="Decide every claim in the files of proofs/: symbolic identities (proved), finite "
        "exhaustive checks (proved), instance ranges (verified, or refuted with the smallest "
        "counterexample). Instances are independent tasks run on all local cores, or on a "
        "Dask cluster with --scheduler. Results are stored per instance, so an interrupted "
        "run (Ctrl-C, SIGTERM, kill -9) resumes without recomputing. Exit status 1 when an "
        "outcome differs from the expectation recorded with the claim, else 3 when "
        "instances were left undecided (--instance-timeout, --memory-limit, a worker that "
        "died twice); 130/143 when interrupted.",
        epilog="examples: latticegraph verify;  latticegraph verify --paper crystal --json -;  "
        "latticegraph verify --scheduler tcp://scheduler-host:8786 --max-nodes 0")
    p.add_argument("--paper", metavar="P", help="only this paper's claims (e.g. crystal)")
    p.add_argument("--claim", metavar="ID", action="append",
                   help="only claims whose id is ID, starts with ID., or matches the glob ID "
                   "(repeat the option for several)")
    p.add_argument("--json", metavar="PATH", help="write the JSON report to PATH ('-': stdout)")
    p.add_argument("--errata", metavar="PATH", help="write the errata table (.md or .tex)")
    p.add_argument("--junit-xml", metavar="PATH", dest="junit_xml",
                   help="write a JUnit XML report (one testcase per claim) for CI dashboards")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="run on a Dask distributed scheduler, e.g. tcp://host:8786")
    p.add_argument("--fresh", action="store_true", help="ignore (and overwrite) stored results")
    p.add_argument("--instance-timeout", type=_seconds, metavar="SECONDS",
                   help="stop an instance running longer than this: it is reported undecided, "
                   "not stored, and the run exits with status 3 (incomplete)")
    p.add_argument("-v", "--details", action="store_true",
                   help="print a row per claim and every counterexample (default: a summary "
                   "per paper, the errata one line each, and what changed since the stored run)")
    _common(p)
    p.set_defaults(func=_cmd_verify)


def _load(args, paper=None):
    try:
        d = _registry.find_proofs_dir(args.proofs)
        return _registry.load(d, paper)
    except ValueError as exc:
        raise _usage(exc) from None


# ---------------------------------------------------------------- what verify stores
# for the report: each decided claim and each reproduced table's cells, as snapshots
# keyed by the code that made them (the paper's claims files and the library)

def source_fingerprints(reg) -> dict[str, str]:
    """Per paper, a fingerprint of the code that decides its claims: the latticegraph
    sources and the paper's claims file (or every file of its claims package)."""
    lib = _library_fingerprint()
    units: dict[str, set[Path]] = {}
    root = Path(reg.proofs_dir).resolve()
    for cid, path in reg.paths.items():
        path = Path(path).resolve()
        units.setdefault(reg.claims[cid].paper, set()).add(
            path if path.parent == root else path.parent)
    out = {}
    for paper, found in units.items():
        h = hashlib.sha256(lib)
        for unit in sorted(found):
            for f in (sorted(unit.rglob("*.py")) if unit.is_dir() else [unit]):
                h.update(str(f.relative_to(root)).encode() + b"\0" + f.read_bytes())
        out[paper] = h.hexdigest()[:20]
    return out


def _claim_key(fingerprints: dict[str, str], claim, caps: dict) -> str:
    cap = claim_cap(claim, caps["max_nodes"], caps.get("claim_caps", False))
    return f"{fingerprints.get(claim.paper, '')}:{cap}"


def _snapshot(r: ClaimResult) -> dict:
    return {"outcome": r.outcome, "checked": r.checked, "counterexample": r.counterexample,
            "detail": r.detail, "evidence": r.evidence, "seconds": r.seconds}


def _tables_of(reg, claims) -> list:
    papers = {c.paper for c in claims}
    return [t for t in reg.tables.values() if t.paper in papers]


def _keep(reg, claims, warn=True) -> dict[str, set[str]]:
    """The instances the tables of ``claims``' papers show, for the claims selected
    (decided whatever the size cap: ``run(..., keep=...)``)."""
    ids = {c.id for c in claims}
    keep: dict[str, set[str]] = {}
    for table in _tables_of(reg, claims):
        try:
            needed = table_instances([table], reg.claims)
        except ValueError as exc:
            if warn:
                print(f"latticegraph: warning: {exc}", file=sys.stderr)
            continue
        for cid, keys in needed.items():
            if cid in ids:
                keep.setdefault(cid, set()).update(keys)
    return keep


def _stored_grid(reg, table, store: Store) -> list[list[TableCell]] | None:
    """A table's cells from stored instance results, or ``None`` if one is missing."""
    needs = table_needs(table, reg.claims)
    stored: dict[str, dict] = {}
    for row in needs:
        for need in row:
            if need is not None and need[0].id not in stored:
                stored[need[0].id] = store.get(need[0].id, checker_version(need[0]))
    try:
        return table_grid(table, needs, lambda c, p: stored[c.id][instance_key(p)])
    except KeyError:
        return None


def _store_run(reg, claims, results, store: Store, caps: dict) -> None:
    """Store what the report needs: every claim decided without undecided instances,
    and the cells of every table of the papers run whose instances are all stored."""
    fps = source_fingerprints(reg)
    store.put_snapshots("claim", [
        (r.claim.id, _claim_key(fps, r.claim, caps), _snapshot(r)) for r in results
        if r.outcome != "error" and not r.undecided()])
    grids = []
    for table in _tables_of(reg, claims):
        try:
            grid = _stored_grid(reg, table, store)
        except ValueError:
            continue
        if grid is not None:
            grids.append((table.name, fps.get(table.paper, ""),
                          {"rows": [[list(c) for c in row] for row in grid]}))
    store.put_snapshots("table", grids)


def _changes(previous: dict, results) -> tuple[list | None, str | None]:
    """``([(claim id, outcome before, outcome now)], when the earlier run was stored)``;
    ``(None, None)`` when the store holds no earlier decision of these claims."""
    before = [(r, previous[r.claim.id]) for r in results if r.claim.id in previous]
    if not before:
        return None, None
    since = max(stamp for _, (_, _, stamp) in before).replace("T", " ").replace("Z", " UTC")
    return [(r.claim.id, snap["outcome"], r.outcome) for r, (_, snap, _) in before
            if snap.get("outcome") != r.outcome], since


def _pointers(args) -> list[str]:
    """Where the rest is: the full table, the JSON, the errata, the report; the commands
    name this run's ``--proofs`` and ``--store`` where they are not the defaults, so that
    they read what this run stored."""
    same = (f" --proofs {args.proofs}" if args.proofs else "") + \
        (f" --store {args.store}" if Path(args.store) != DEFAULT_STORE else "")
    json_at = f"JSON: {args.json}" if args.json and args.json != "-" else \
        "" if args.json else "every record as JSON: --json PATH"
    errata = (f"Errata with counterexamples and corrections: {args.errata}" if args.errata
              else "Errata with counterexamples and corrections: latticegraph table errata "
              f"--format md{same}")
    return ["", "A row per claim: latticegraph verify --details" + (f"; {json_at}" if json_at
                                                                   else "") + ".",
            errata + ".",
            f"The report, from what this run stored: latticegraph report -o report.html{same} "
            "(or .pdf)."]


def _cmd_verify(args) -> int:
    import time
    from rich.console import Console
    reg = _load(args, args.paper)
    _output_file(args.json, "--json")
    _output_file(args.errata, "--errata")
    try:
        claims = reg.select(args.paper, args.claim)
        if args.errata and not args.errata.endswith((".md", ".tex")):
            raise ValueError(f"--errata {args.errata}: the file name must end in .md or .tex")
        store = Store(args.store)
    except ValueError as exc:
        raise _usage(exc) from None
    started = time.monotonic()
    with store, _resumable(args.store):
        try:
            previous = store.snapshots("claim")
            results = run(claims, reg.paths, store=store, workers=max(args.workers, 1),
                          scheduler=args.scheduler, **_caps(args),
                          fresh=args.fresh, progress=_progress(args),
                          timeout=args.instance_timeout, keep=_keep(reg, claims))
            _store_run(reg, claims, results, store, _caps(args))
        except ValueError as exc:
            raise _usage(exc) from None
    to_stdout = args.json == "-"
    stream = sys.stderr if to_stdout else sys.stdout
    if args.details:
        print_summary(results, Console(stderr=to_stdout, width=None if stream.isatty() else 160))
    else:
        changed, since = _changes(previous, results)
        print_brief(results, Console(stderr=to_stdout, width=None if stream.isatty() else 110),
                    changed=changed, since=since, seconds=time.monotonic() - started,
                    pointers=_pointers(args))
    try:
        if args.json:
            text = to_json(results)
            if to_stdout:
                print(text)
            else:
                Path(args.json).write_text(text + "\n")
        if args.errata:
            text = errata_latex(results) if args.errata.endswith(".tex") else errata_markdown(results) + "\n"
            Path(args.errata).write_text(text)
        if args.junit_xml:
            Path(args.junit_xml).write_text(to_junit(results) + "\n", encoding="utf-8")
    except OSError as exc:
        raise _usage(f"cannot write report: {exc}") from None
    incomplete = undecided_summary(results)
    if incomplete:
        print(f"latticegraph: {incomplete}", file=sys.stderr)
    if not all(r.meets_expectation() for r in results):
        return 1
    return EXIT_INCOMPLETE if incomplete else 0


def add_table(sub) -> None:
    """Register ``latticegraph table``."""
    p = sub.add_parser(
        "table", help="write a reproduced paper table (or the errata) to tables/NAME.tex",
        description="Write the table NAME declared by a claims file (claims.table(...)) from "
        "stored instance results, computing any missing instance first. NAME 'errata' lists "
        "every refuted claim with its smallest counterexample and corrected form. Without "
        "NAME, list the tables.",
        epilog="examples: latticegraph table;  latticegraph table crystal_table1;  "
        "latticegraph table errata --format md")
    p.add_argument("name", nargs="?", metavar="NAME", help="table name, or 'errata'")
    p.add_argument("--paper", metavar="P", help="errata: only this paper")
    p.add_argument("--format", choices=("tex", "md"), default="tex", help="LaTeX (default) or Markdown")
    p.add_argument("--out", metavar="DIR", help="output directory (default: tables/ next to proofs/)")
    _common(p)
    p.set_defaults(func=_cmd_table)


def _cmd_table(args) -> int:
    reg = _load(args, args.paper)
    if not args.name:
        print(f"{'errata':<24} every refuted claim (all papers, or --paper)")
        for name, t in reg.tables.items():
            print(f"{name:<24} {t.where + ': ' if t.where else ''}{latex_text(t.caption)}")
        return 0
    out_dir = Path(args.out) if args.out else reg.proofs_dir.parent / "tables"
    try:
        store = Store(args.store)
        with store, _resumable(args.store):
            if args.name == "errata":
                results = run(reg.select(args.paper), reg.paths, store=store,
                              workers=max(args.workers, 1), **_caps(args),
                              progress=_progress(args))
                text = errata_latex(results) if args.format == "tex" else errata_markdown(results) + "\n"
            else:
                if args.name not in reg.tables:
                    raise ValueError(f"unknown table {args.name!r} (tables: "
                                     f"{', '.join(['errata', *reg.tables])})")
                grid = _grids(reg, [args.name], store, args.workers, _progress(args))[args.name]
                table = reg.tables[args.name]
                text = table_latex(table, grid) if args.format == "tex" else \
                    table_markdown(table, grid)
        out_dir.mkdir(parents=True, exist_ok=True)
    except (ValueError, OSError) as exc:
        raise _usage(exc) from None
    path = out_dir / f"{args.name}.{args.format}"
    path.write_text(text)
    print(path)
    return 0


def _grids(reg, names: list[str], store: Store, workers: int,
           progress: bool) -> dict[str, list[list[TableCell]]]:
    """The cells of the tables ``names``: as ``verify`` stored them when the code is
    the same, else from the stored instance results, computing any missing instance."""
    fps = source_fingerprints(reg)
    snaps = store.snapshots("table")
    out, todo = {}, []
    for name in names:
        snap = snaps.get(name)
        if snap and snap[0] == fps.get(reg.tables[name].paper):
            out[name] = [[TableCell(*c) for c in row] for row in snap[1]["rows"]]
        else:
            todo.append(name)
    needs = {name: table_needs(reg.tables[name], reg.claims) for name in todo}
    results, tasks, versions, stored_by = {}, {}, {}, {}
    for name in todo:
        for row in needs[name]:
            for need in row:
                if need is None:
                    continue
                claim, params = need
                if claim.id not in versions:
                    versions[claim.id] = checker_version(claim)
                    stored_by[claim.id] = store.get(claim.id, versions[claim.id])
                key = instance_key(params)
                if key in stored_by[claim.id]:
                    results[(claim.id, key)] = stored_by[claim.id][key]
                else:
                    tasks[(claim.id, key)] = Task(claim.id, str(reg.paths[claim.id]), key,
                                                  params, claim.instance_size(params))

    if tasks:
        from .parametric import reading_store
        # a parametric claim's cell is its check at the row's a: the derivations that
        # verify stored are read, never derived again
        with InstanceProgress(progress, len(tasks), len(results), "table") as bar, \
                reading_store(store.path):
            def on_result(task, res):
                results[(task.claim_id, task.key)] = res
                store.put(task.claim_id, task.key, versions[task.claim_id], res)
                bar.advance()
            execute(list(tasks.values()), on_result, workers=max(workers, 1))

    for name in todo:
        out[name] = table_grid(reg.tables[name], needs[name],
                               lambda c, p: results[(c.id, instance_key(p))])
    return out


def add_report(sub) -> None:
    """Register ``latticegraph report``."""
    p = sub.add_parser(
        "report", help="a referee's report of a paper (or all): PDF or self-contained HTML",
        description="Write one document per paper (or for all papers): each table the paper "
        "prints beside the computed one with every disagreement marked, the errata grouped "
        "by kind (substantive, boundary, slips) with printed vs computed values and the "
        "corrected statement, and every claim's verdict with its evidence. Built from what "
        "'latticegraph verify' stored: right after it, the report computes nothing; claims "
        "not decided yet (or whose code changed) are decided first. PDF needs pdflatex; "
        "HTML is one self-contained file.",
        epilog="examples: latticegraph report crystal -o crystal.pdf;  "
        "latticegraph report -o all.html;  latticegraph report d3 -o d3.tex")
    p.add_argument("paper", nargs="?", metavar="PAPER", help="one paper (default: all)")
    p.add_argument("-o", "--output", metavar="FILE", required=True,
                   help="FILE.pdf (compiled with pdflatex), FILE.tex (its LaTeX source) or "
                   "FILE.html (one self-contained file)")
    _common(p)
    p.set_defaults(func=_cmd_report)


def _decided(reg, claims, store: Store, args) -> list[ClaimResult]:
    """The results of ``claims``: as ``verify`` stored them when the claim's code and
    cap are the same, else decided now (from stored instances, computing missing ones)."""
    caps = _caps(args)
    fps = source_fingerprints(reg)
    snaps = store.snapshots("claim")
    got, todo = {}, []
    for c in claims:
        snap = snaps.get(c.id)
        if snap and snap[0] == _claim_key(fps, c, caps):
            p = snap[1]
            got[c.id] = ClaimResult(c, p["outcome"], p["checked"], p["counterexample"],
                                    p["detail"], p["evidence"], p["seconds"])
        else:
            todo.append(c)
    if todo:
        for r in run(todo, reg.paths, store=store, workers=max(args.workers, 1), **caps,
                     progress=_progress(args), keep=_keep(reg, todo, warn=False)):
            got[r.claim.id] = r
    return [got[c.id] for c in claims]


def _cmd_report(args) -> int:
    from .paper_report import report_html, report_latex, write_report
    if not args.output.endswith((".pdf", ".tex", ".html")):
        raise _usage(f"-o {args.output}: the file name must end in .pdf, .tex or .html")
    _output_file(args.output, "-o")
    reg = _load(args, args.paper)
    try:
        claims = reg.select(args.paper)
        papers = [args.paper] if args.paper else list(dict.fromkeys(c.paper for c in claims))
        with Store(args.store) as store, _resumable(args.store):
            results = _decided(reg, claims, store, args)
            names = [n for n, t in reg.tables.items() if t.paper in papers]
            grids = _grids(reg, names, store, args.workers, _progress(args))
        tables = [(reg.tables[n], grids[n]) for n in names]
        if args.output.endswith(".html"):
            done = write_report(args.output, html=report_html(results, tables, papers))
        else:
            done = write_report(args.output, latex=report_latex(results, tables, papers))
    except (ValueError, OSError) as exc:
        raise _usage(exc) from None
    if done.overfull:
        print(f"latticegraph: warning: {len(done.overfull)} overfull box(es) in {args.output}, "
              f"first: {done.overfull[0]}", file=sys.stderr)
    print(args.output + (f" ({done.pages} pages)" if done.pages else ""))
    return 0


def add_new(sub) -> None:
    """Register ``latticegraph new``."""
    p = sub.add_parser(
        "new", help="start a claims file for a paper of your own",
        description="Write DIR/PAPER.py, a starter claims file with one worked claim of each "
        "kind (a statement checked on a range, a finite statement checked in full, a sympy "
        "identity, an erratum with its corrected statement, a reproduced table, a statement "
        "no computation can decide), each with a comment saying when to use it. They decide "
        "at once: 'latticegraph verify --proofs DIR' and 'pytest DIR'.",
        epilog="examples: latticegraph new mypaper;  latticegraph new mypaper --dir claims")
    p.add_argument("paper", metavar="PAPER", help="the paper's short name (a Python identifier)")
    p.add_argument("--dir", default="proofs", metavar="DIR",
                   help="folder of the claims files (default: proofs)")
    p.add_argument("--force", action="store_true", help="overwrite an existing DIR/PAPER.py")
    p.set_defaults(func=_cmd_new)


def _cmd_new(args) -> int:
    from .starter import write_starter
    try:
        written = write_starter(args.paper, args.dir, force=args.force)
    except ValueError as exc:
        raise _usage(exc) from None
    for path in written:
        print(path)
    print(f"next: latticegraph verify --proofs {args.dir}   (or: pytest {args.dir})",
          file=sys.stderr)
    return 0


def add_store(sub) -> None:
    """Register ``latticegraph store check|vacuum|export``."""
    p = sub.add_parser(
        "store", help="check, compact or export the results store",
        description="Look after the results store. 'check' reads it (read-only) and reports "
        "SQLite's integrity check and every row whose checksum fails; exit status 1 when "
        "anything is wrong (the next verify moves a damaged store aside and recomputes). "
        "'vacuum' deletes rows whose checksum fails and compacts the file. 'export' writes "
        "every row (JSON lines or CSV) with a checksum_ok column.",
        epilog="examples: latticegraph store check;  latticegraph store export --format csv "
        "-o results.csv;  latticegraph store vacuum --store /scratch/r.sqlite")
    p.add_argument("action", choices=("check", "vacuum", "export"))
    p.add_argument("--store", metavar="PATH", default=str(DEFAULT_STORE),
                   help=f"results store (default {DEFAULT_STORE})")
    p.add_argument("--format", choices=("jsonl", "csv"), default="jsonl",
                   help="export: JSON lines (default) or CSV")
    p.add_argument("-o", "--output", metavar="FILE", help="export: write to FILE (default stdout)")
    p.set_defaults(func=_cmd_store)


def _cmd_store(args) -> int:
    try:
        if args.action == "check":
            rep = _store.inspect(args.store)
            print(_check_text(rep))
            return 0 if rep["ok"] else 1
        if args.action == "vacuum":
            rep = _store.vacuum(args.store)
            print(f"{rep['path']}: {rep['dropped']} rows failing their checksum dropped, "
                  f"{rep['rows']} kept; {rep['bytes_before']:,} -> {rep['bytes_after']:,} bytes")
            return 0
        _output_file(args.output, "-o")
        _export(args.store, args.format, args.output)
    except (ValueError, OSError) as exc:
        raise _usage(exc) from None
    return 0


def _check_text(rep: dict) -> str:
    """The one-line verdict of ``latticegraph store check``."""
    if rep["integrity"] != "ok":
        return (f"{rep['path']}: damaged ({rep['integrity']}); the next run moves it aside "
                "and recomputes its results")
    text = (f"{rep['path']}: integrity ok; {rep['rows']} rows of {rep['claims']} claims, "
            f"{rep['bad_checksums']} failing their checksum")
    if rep["bad_checksums"]:
        text += " (recomputed by the next run; 'latticegraph store vacuum' drops them now)"
    if rep["unchecked"]:
        text += f"; {rep['unchecked']} without one (checksummed on the next run)"
    return text


def _export(path: str, fmt: str, output: str | None) -> None:
    try:
        _write_rows(_store.export_rows(path), fmt, output)
    except BrokenPipeError:                 # e.g. piped into head: stop quietly
        sys.stdout = open(os.devnull, "w")


def _write_rows(rows, fmt: str, output: str | None) -> None:
    import csv
    with (open(output, "w", newline="") if output else _stdout()) as fh:
        if fmt == "jsonl":
            for rec in rows:
                fh.write(json.dumps(rec) + "\n")
            return
        writer = None
        for rec in rows:
            if writer is None:
                writer = csv.DictWriter(fh, fieldnames=list(rec))
                writer.writeheader()
            writer.writerow(rec)


@contextmanager
def _stdout():
    yield sys.stdout


#: the registrars this module adds to :data:`latticegraph.cli.COMMANDS`
COMMANDS = [add_verify, add_table, add_report, add_new, add_store]
