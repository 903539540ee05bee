"""Reports of claim outcomes: terminal summary, JSON, errata tables, reproduced tables.

* :func:`print_summary` — a rich table per run: paper, claim, where, outcome,
  evidence (:func:`evidence_text`), and every outcome that differs from its
  expectation;
* :func:`to_json` — ``{"claims": [{"id", "paper", "where", "statement",
  "notes", "outcome", "expected", "evidence", "checked", "counterexample",
  "corrects", "kind"}]}`` (DESIGN.md), where ``evidence`` says how the
  outcome was obtained (``{"kind": "symbolic" | "parametric" | "exhaustive" | "sampled" |
  "none", "domain", "instances", "largest", ...}``; ``largest``: the checked
  instance with the most vertices, ``{"params", "vertices"}``, when the claim
  has ``size``), ``checked`` is ``{"instances": n,
  "range": "a=1..40", "skipped": k}`` (plus ``"max_nodes"`` when instances
  were skipped, ``"reason"`` for a not-checkable claim), ``counterexample`` is
  ``null``, ``{"params", "printed", "computed", "fails", "failures"}`` (the
  smallest failing instance, values as text, fractions ``p/q``, and where
  the claim fails among the checked instances) or, for an ``error``,
  ``{"params", "error"}``; ``kind`` is the erratum kind of a refuted claim
  (``substantive``, ``boundary``, ``slip``);
* :func:`errata_markdown`, :func:`errata_latex` — every refuted claim with
  where, the statement as printed, the smallest counterexample, the printed
  and computed values and the corrected form (the claims naming it in
  ``corrects``).  The LaTeX uses ``booktabs`` and ``longtable``;
* :func:`table_cells`, :func:`table_latex`, :func:`table_markdown` — a
  claims file's reproduced table (see the model docstring) from instance
  results.

>>> from latticegraph.claims.model import ClaimSet
>>> cs = ClaimSet("toy")
>>> @cs.instances("toy.double", where="Eq. (1)", statement="2a = a + a",
...               params={"a": range(1, 4)}, expect="refuted", erratum="substantive",
...               witness={"a": 2})
... def _(a):
...     return 2 * a, a + a + (a == 2)
>>> from latticegraph.claims.runner import run
>>> print(errata_markdown(run(cs, workers=1)))
## Substantive errors
<BLANKLINE>
| claim | where | statement | smallest counterexample | printed | computed | fails | corrected form |
|---|---|---|---|---|---|---|---|
| `toy.double` | Eq. (1) | 2a = a + a | a=2 | 4 | 5 | fails only at a=2 (1 of 3 checked: a=1..3); holds otherwise | — |
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable

from .model import Claim, Table
from .mathtext import breakable, fails_latex, statement_latex
from .values import latex_escape, loads, show

__all__ = ["to_json", "to_junit", "print_summary", "evidence_text", "ERRATUM_TITLES", "errata_markdown", "errata_latex", "table_needs",
           "table_cells", "table_latex", "table_markdown"]

_STYLE = {"proved": "bold green", "verified": "green", "sampled": "yellow",
          "refuted": "bold red", "not-checkable": "dim", "error": "bold magenta"}

#: section titles of the errata, in report order (substantive errors first)
ERRATUM_TITLES = {"substantive": "Substantive errors",
                  "boundary": "Boundary cases (fail only at degenerate parameters)",
                  "slip": "Slips (typos, notation, proof lines)"}


def to_json(results) -> str:
    """The DESIGN.md JSON document of a run."""
    return json.dumps({"claims": [r.record() for r in results]}, indent=2, ensure_ascii=False)


def to_junit(results) -> str:
    """The results as JUnit XML, for CI dashboards (``verify --junit-xml PATH``).

    One ``testsuite`` per paper, one ``testcase`` per claim (``classname`` the
    paper, ``name`` the claim id), with ``outcome``, ``expected`` and
    ``evidence`` as properties.  As under pytest: an outcome that meets its
    expectation passes, except that an erratum refuted as expected and a
    not-checkable claim are ``skipped`` with the reason; any other outcome is a
    ``failure`` and a check that raised an ``error``.

    >>> from latticegraph.claims import ClaimSet, verify
    >>> cs = ClaimSet("toy")
    >>> @cs.instances("toy.sq", where="p. 1", statement="a^2 = 2a", params={"a": [2, 3]})
    ... def _(a):
    ...     return a * a, 2 * a
    >>> xml = to_junit(verify(cs))
    >>> '<testsuite name="toy" tests="1" failures="1" errors="0" skipped="0"' in xml
    True
    """
    import xml.etree.ElementTree as ET
    root = ET.Element("testsuites", name="latticegraph verify")
    by_paper: dict[str, list] = {}
    for r in results:
        by_paper.setdefault(r.claim.paper, []).append(r)
    for paper, rs in by_paper.items():
        suite = ET.SubElement(root, "testsuite", name=paper, tests=str(len(rs)))
        counts = {"failures": 0, "errors": 0, "skipped": 0}
        for r in rs:
            c = r.claim
            case = ET.SubElement(suite, "testcase", classname=paper, name=c.id,
                                 file=c.declared_at.split(":")[0] or paper,
                                 time=f"{r.seconds:.3f}")
            props = ET.SubElement(case, "properties")
            for name, value in (("where", c.where), ("statement", c.statement),
                                ("outcome", r.outcome), ("expected", c.expect),
                                ("evidence", evidence_text(r))):
                ET.SubElement(props, "property", name=name, value=str(value))
            if r.outcome == "error":
                counts["errors"] += 1
                ET.SubElement(case, "error", message=_counterexample_text(r)[:500]).text = r.detail
            elif not r.meets_expectation():
                counts["failures"] += 1
                msg = f"outcome {r.outcome}, expected {c.expect}"
                if r.counterexample:
                    msg += f"; smallest counterexample {_counterexample_text(r)}"
                ET.SubElement(case, "failure", message=msg[:500]).text = msg
            elif r.outcome in ("refuted", "not-checkable"):
                counts["skipped"] += 1
                reason = (f"erratum ({c.erratum}): {_counterexample_text(r)}"
                          if r.outcome == "refuted" else f"not checkable: {c.reason}")
                ET.SubElement(case, "skipped", type=r.outcome, message=reason[:500])
        for k in ("failures", "errors", "skipped"):
            suite.set(k, str(counts[k]))
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode")


def _params_text(params: dict | None) -> str:
    if not params:
        return ""
    return ", ".join(f"{k}={show(v)}" for k, v in params.items())


def _counterexample_text(r) -> str:
    cx = r.counterexample or {}
    if r.outcome == "error":
        return f"{_params_text(cx.get('params'))}: {cx.get('error', r.detail)}".lstrip(": ")
    where = _params_text(cx.get("params"))
    text = (f"{where + ': ' if where else ''}printed {cx.get('printed')}, "
            f"computed {cx.get('computed')}")
    return text + (f"; {cx['fails']}" if cx.get("fails") else "")


def evidence_text(r) -> str:
    """The evidence of an outcome in a few words, e.g. ``exhaustive: a=1..40 (40 instances)``.

    >>> from types import SimpleNamespace as NS
    >>> evidence_text(NS(outcome="sampled", evidence={"kind": "sampled", "domain":
    ...     "permutations of 64 nodes", "instances": 8, "seed": 3}))
    'sampled: 8 of permutations of 64 nodes (seed 3)'
    >>> evidence_text(NS(outcome="verified", evidence={"kind": "exhaustive", "domain": "k=2..8",
    ...     "instances": 7, "largest": {"params": {"k": 8, "n": 4}, "vertices": 144896}}))
    'exhaustive: k=2..8 (7 instances); largest k=8, n=4: 144,896 vertices'
    """
    ev = r.evidence or {}
    kind = ev.get("kind")
    if r.outcome == "not-checkable" or kind == "none":
        return f"not checkable: {ev.get('reason', '')}"
    if kind == "symbolic":
        return "symbolic: sympy identity, all parameters"
    if kind == "parametric":
        fams = ", ".join(c.get("spec", "") for c in (ev.get("certificate") or {}).values())
        return (f"parametric: {ev.get('domain')} ({fams}; {ev.get('method')}, "
                f"{ev.get('residue_classes')} residue classes, exact to a = {ev.get('checked_to')})")
    n = ev.get("instances", 0)
    if kind == "sampled":
        seed = f" (seed {ev['seed']})" if ev.get("seed") is not None else ""
        return f"sampled: {n} of {ev.get('domain')}{seed}{_largest_text(ev)}"
    text = f"exhaustive: {ev.get('domain') or ''} ({n} instance{'s' * (n != 1)})"
    text += _largest_text(ev)
    if ev.get("skipped"):
        text += f"; {ev['skipped']} above --max-nodes {ev.get('max_nodes')}"
        if ev.get("witness") is not None:
            text += ", witness re-checked"
    return text


def _largest_text(ev: dict) -> str:
    """``"; largest k=8, n=4: 144,896 vertices"``, or ``""`` without ``largest``."""
    top = ev.get("largest")
    if not top:
        return ""
    params = ", ".join(f"{k}={show(v)}" for k, v in top["params"].items())
    return f"; largest {params or '(no parameters)'}: {top['vertices']:,} vertices"


def print_summary(results, console=None) -> None:
    """Print the terminal summary (rich) of a run."""
    from rich.console import Console
    from rich.table import Table as RichTable
    from rich.text import Text
    console = console or Console()
    results = list(results)
    table = RichTable(title="latticegraph verify", show_lines=False, expand=False)
    for col, width in (("paper", None), ("claim", None), ("where", 24), ("outcome", None),
                       ("evidence", 44)):
        table.add_column(col, overflow="fold", max_width=width)
    paper = None
    for r in results:
        if paper is not None and r.claim.paper != paper:
            table.add_section()
        paper = r.claim.paper
        outcome = Text(r.outcome, style=_STYLE[r.outcome])
        if not r.meets_expectation():
            outcome.append(f"  (expected {r.claim.expect})", style="bold red reverse")
        elif r.incomplete():
            outcome.append(f"  (expected {r.claim.expect}: raise --max-nodes)", style="yellow")
        if r.outcome == "refuted" and r.claim.erratum:
            outcome.append(f" ({r.claim.erratum})")
        table.add_row(Text(r.claim.paper), Text(r.claim.id), Text(r.claim.where), outcome,
                      Text(evidence_text(r)))
    console.print(table)
    for r in results:
        if r.outcome in ("refuted", "error"):
            label = "smallest counterexample" if r.outcome == "refuted" else "error"
            console.print(Text.assemble((f"{r.claim.id}", _STYLE[r.outcome]),
                                        f" {label}: {_counterexample_text(r)}"), soft_wrap=True)
    counts = {o: sum(r.outcome == o for r in results) for o in _STYLE}
    bad = [r for r in results if not r.meets_expectation()]
    line = ", ".join(f"{n} {o}" for o, n in counts.items() if n)
    console.print(Text(f"{len(results)} claims: {line}. ", style="bold").append(
        f"{len(bad)} differ from their recorded expectation." if bad
        else "All as expected.", style="bold red" if bad else "bold green"), soft_wrap=True)


def _corrections(results) -> dict[str, list]:
    out: dict[str, list] = {}
    for r in results:
        if r.claim.corrects:
            out.setdefault(r.claim.corrects, []).append(r)
    return out


def _errata(results):
    """``(kind, [(result, fixes)])`` for each erratum kind that occurs, substantive first."""
    results = list(results)
    fixes = _corrections(results)
    for kind in ERRATUM_TITLES:
        rows = [(r, fixes.get(r.claim.id, [])) for r in results
                if r.outcome == "refuted" and (r.claim.erratum or "substantive") == kind]
        if rows:
            yield kind, rows


def _md(s: str) -> str:
    return str(s).replace("|", r"\|").replace("\n", " ")


def errata_markdown(results) -> str:
    """The errata (every refuted claim) as Markdown, one table per kind, substantive first."""
    head = ["| claim | where | statement | smallest counterexample | printed | computed | fails "
            "| corrected form |", "|---|---|---|---|---|---|---|---|"]
    out = []
    for kind, rows in _errata(results):
        out += [f"## {ERRATUM_TITLES[kind]}", "", *head]
        for r, fixes in rows:
            cx = r.counterexample or {}
            fix = "; ".join(f"{f.claim.statement} (`{f.claim.id}`, {f.outcome})"
                            for f in fixes) or "—"
            out.append("| " + " | ".join(_md(x) for x in (
                f"`{r.claim.id}`", r.claim.where, r.claim.statement,
                _params_text(cx.get("params")) or "—", cx.get("printed"), cx.get("computed"),
                cx.get("fails", "—"), fix)) + " |")
        out.append("")
    if not out:
        return "No refuted claim."
    return "\n".join(out[:-1])


def _tt_id(claim_id: str) -> str:
    """A claim id in typewriter type that may break after each dot and underscore."""
    return r"\texttt{" + latex_escape(claim_id).replace(".", r".\allowbreak{}").replace(
        r"\_", r"\_\allowbreak{}") + "}"


def _value_latex(v) -> str:
    return breakable(latex_escape(str(v)))


def erratum_latex(r, fixes) -> str:
    """One erratum as a LaTeX paragraph: the statement as printed (mathematics set as
    mathematics), the smallest counterexample, where it fails, the corrected form."""
    cx = r.counterexample or {}
    parts = [statement_latex(r.claim.statement)]
    where = latex_escape(_params_text(cx.get("params")))
    parts.append(r"\emph{Smallest counterexample}" + (f" {breakable(where)}" if where else "")
                 + f": printed {_value_latex(cx.get('printed'))}, computed "
                 f"{_value_latex(cx.get('computed'))}.")
    if cx.get("fails"):
        parts.append(r"\emph{Where it fails:} " + fails_latex(cx["fails"]) + ".")
    for f in fixes:
        parts.append(r"\emph{Corrected} (" + _tt_id(f.claim.id) + f", {f.outcome}): "
                     + statement_latex(f.claim.statement))
    return r" \newline ".join(parts)


def errata_latex(results, caption: str = "Errata: claims refuted by latticegraph") -> str:
    """The errata as a two-column LaTeX ``longtable`` (claim | what is wrong), grouped by
    kind, substantive errors first; needs the :data:`~.mathtext.LATEX_PACKAGES`."""
    out = ["% errata generated by latticegraph (latticegraph table errata); needs "
           "\\usepackage{amssymb,booktabs,longtable,array}",
           r"\begingroup\small\sloppy",
           r"\begin{longtable}{@{}>{\raggedright\arraybackslash}p{0.25\linewidth}"
           r">{\raggedright\arraybackslash}p{0.71\linewidth}@{}}",
           rf"\caption{{{latex_escape(caption)}}}\label{{tab:errata}}\\",
           r"\toprule \textbf{Claim} & \textbf{Statement as printed, and what is wrong} \\"
           r" \midrule \endfirsthead",
           r"\toprule \textbf{Claim} & \textbf{Statement as printed, and what is wrong} \\"
           r" \midrule \endhead",
           r"\bottomrule \endfoot"]
    rows = 0
    for kind, group in _errata(results):
        out.append(r"\multicolumn{2}{@{}l}{\textbf{" + latex_escape(ERRATUM_TITLES[kind])
                   + rf" ({len(group)})}}}} \\ \midrule")
        for r, fixes in group:
            out.append(_tt_id(r.claim.id) + r" \newline " + latex_escape(r.claim.paper) + ", "
                       + latex_escape(r.claim.where) + " & " + erratum_latex(r, fixes)
                       + r" \\[0.6ex]")
            rows += 1
    if not rows:
        out.append(r"\multicolumn{2}{@{}l}{No refuted claim.} \\")
    out += [r"\end{longtable}", r"\endgroup"]
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- reproduced tables

def _cell_claim(cell, row: dict, claims: dict[str, Claim], table: Table) -> Claim:
    try:
        cid = cell.name.format(**row)
    except (KeyError, IndexError) as exc:
        raise ValueError(f"table {table.name}: claim template {cell.name!r} needs {exc}") from None
    if cid not in claims:
        raise ValueError(f"table {table.name}: unknown claim {cid}")
    return claims[cid]


def table_needs(table: Table, claims: dict[str, Claim]) -> list[list]:
    """For each row, per cell, ``None`` or the ``(claim, params)`` instance it shows."""
    domains: dict[str, list[dict]] = {}
    out = []
    for row in table.row_params():
        needs = []
        for cell in table.cells:
            if cell.kind not in ("computed", "printed"):
                needs.append(None)
                continue
            claim = _cell_claim(cell, row, claims, table)
            if claim.kind == "not-checkable":
                raise ValueError(f"table {table.name}: claim {claim.id} is not checkable")
            want = {**row, **dict(cell.fixed)}
            dom = domains.setdefault(claim.id, claim.instances())
            match = [p for p in dom if all(k in want and want[k] == v for k, v in p.items())]
            if len(match) != 1:
                raise ValueError(f"table {table.name}: {len(match)} instances of {claim.id} "
                                 f"match row {_params_text(want)} (need exactly one)")
            needs.append((claim, match[0]))
        out.append(needs)
    return out


def table_cells(table: Table, needs: list[list], lookup: Callable, render: Callable,
                escape: Callable) -> list[list[str]]:
    """The rendered cells: ``lookup(claim, params) -> result`` (stored instance result),
    ``render(value) -> str`` for values, ``escape`` for row text."""
    rows = []
    for row, row_needs in zip(table.row_params(), needs):
        cells = []
        for cell, need in zip(table.cells, row_needs):
            if cell.kind == "param":
                v = row[cell.name]
                cells.append(cell.fmt(v) if cell.fmt else escape(show(v)))
            elif cell.kind == "text":
                cells.append(escape(cell.name.format(**row)))
            else:
                res = lookup(*need)
                if res["status"] not in ("pass", "fail"):
                    raise ValueError(f"table {table.name}: claim {need[0].id} failed on "
                                     f"{_params_text(need[1])}: {res.get('error', '')}".strip())
                v = loads(res[cell.kind])
                s = cell.fmt(v) if cell.fmt else render(v)
                if cell.kind == "computed" and res["status"] == "fail":
                    s += "\N{DAGGER}"
                cells.append(s)
        rows.append(cells)
    return rows


#: text widths (pt) of a plain ``article`` page, portrait and landscape
_TEXTWIDTH, _LANDSCAPE_WIDTH = 345.0, 550.0


def _visible(tex: str) -> str:
    """Roughly what a LaTeX fragment prints (commands and braces dropped)."""
    tex = re.sub(r"\\(?:allowbreak|newline|,|;|!)(?:\{\})?", "", tex)
    tex = re.sub(r"\\[a-zA-Z]+\*?", "x", tex)
    return re.sub(r"[{}$^_]", "", tex)


def _header(text: str) -> str:
    """A column header stacked on several lines at its spaces (outside math)."""
    words = re.findall(r"(?:\$[^$]*\$|[^\s$])+", text)
    if len(words) <= 1:
        return text
    return r"\begin{tabular}[b]{@{}c@{}}" + r"\\".join(words) + r"\end{tabular}"


def _table_width(columns, cells) -> float:
    """Estimated natural width (pt) of the tabular: 5 pt a character, 12 pt between
    columns; headers count by their widest stacked line."""
    widths = []
    for j, head in enumerate(columns):
        lines = re.findall(r"(?:\$[^$]*\$|[^\s$])+", head) or [head]
        w = max(len(_visible(x)) for x in lines)
        w = max([w] + [len(_visible(row[j])) for row in cells])
        widths.append(5.0 * w + 12.0)
    return sum(widths)


#: rows above which a reproduced table is set as a ``longtable`` (breaks across pages)
_LONG_ROWS = 40


def table_latex(table: Table, cells: list[list[str]]) -> str:
    """A reproduced table as LaTeX with ``booktabs`` rules.

    Multi-word headers are stacked; a table wider than the text is set on a
    landscape page (``pdflscape``) and, if still wider than the page, scaled
    down to it (measured by LaTeX, never scaled up); a table of more than
    40 rows is a ``longtable`` that breaks across pages.  Nothing is cut off."""
    body = [" & ".join(c.replace("\N{DAGGER}", r"$^\dagger$") for c in row) + r" \\"
            for row in cells]
    note = any("\N{DAGGER}" in c for row in cells for c in row)
    landscape = _table_width(table.columns, cells) > _TEXTWIDTH
    head = " & ".join(_header(c) for c in table.columns) + r" \\"
    spec = "@{}" + "l" * len(table.columns) + "@{}"
    caption = rf"\caption{{{table.caption}}}\label{{tab:{table.name}}}"
    dagger = (r"$^\dagger$ differs from the value printed in the paper." if note else "")
    out = [f"% {table.name}: {table.where or table.paper}, reproduced by latticegraph "
           f"(latticegraph table {table.name}); needs \\usepackage{{amssymb,booktabs,"
           + ("longtable" if len(cells) > _LONG_ROWS else "graphicx")
           + (",pdflscape" if landscape else "") + "}",
           *([r"\begin{landscape}"] if landscape else [])]
    if len(cells) > _LONG_ROWS:
        out += [r"\begin{longtable}{" + spec + "}", caption + r"\\",
                r"\toprule", head, r"\midrule", r"\endfirsthead",
                r"\toprule", head, r"\midrule", r"\endhead",
                r"\bottomrule", *([r"\multicolumn{%d}{@{}l}{\footnotesize %s}\\"
                                   % (len(table.columns), dagger)] if note else []),
                r"\endfoot", *body, r"\end{longtable}"]
    else:
        out += [r"\begin{table}[htbp]", r"\centering", caption,
                r"\setbox0\hbox{\begin{tabular}{" + spec + "}", r"\toprule", head, r"\midrule",
                *body, r"\bottomrule", r"\end{tabular}}",
                r"\ifdim\wd0>\linewidth\resizebox{\linewidth}{!}{\box0}\else\box0\fi"]
        if note:
            out.append(r"\par\smallskip{\footnotesize " + dagger + "}")
        out.append(r"\end{table}")
    if landscape:
        out.append(r"\end{landscape}")
    return "\n".join(out) + "\n"


def table_markdown(table: Table, cells: list[list[str]]) -> str:
    """A reproduced table as Markdown."""
    lines = [f"**{table.caption}** ({table.where or table.paper})", "",
             "| " + " | ".join(table.columns) + " |",
             "|" + "---|" * len(table.columns)]
    lines += ["| " + " | ".join(_md(c) for c in row) + " |" for row in cells]
    if any("\N{DAGGER}" in c for row in cells for c in row):
        lines += ["", "\N{DAGGER} differs from the value printed in the paper."]
    return "\n".join(lines) + "\n"
