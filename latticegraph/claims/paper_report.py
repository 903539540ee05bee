"""A referee's report of one paper (or all): tables, errata by kind, every verdict with evidence.

``latticegraph report [PAPER] -o FILE.pdf|FILE.tex|FILE.html`` builds one document from
what ``latticegraph verify`` stored (each decided claim and each reproduced table's
cells), so right after it the report computes nothing; claims not decided yet are
decided first, computing missing instances with progress:

1. a summary: claims by outcome and by kind of evidence;
2. each table the paper prints, reproduced (computed values beside the
   printed ones): each printed value the computation refutes is marked with a
   numbered dagger that names its claim and links to its erratum;
3. the errata, grouped by kind (substantive errors, then boundary cases at
   degenerate parameters, then slips), each with the statement as printed,
   the smallest counterexample (printed vs computed), where it fails, the
   corrected statement, the claim's premises and reading, and its notes;
4. every claim's verdict with its evidence, in a compact list.

The PDF is compiled with ``pdflatex`` (three times, for the long tables and the
links) in a temporary directory and moved into place only when complete; the
HTML is one self-contained file (inline CSS, no scripts, no external
resources) whose every string is rendered for HTML: the papers' mathematics as
Unicode and HTML scripts, never TeX source.

>>> from latticegraph.claims.model import ClaimSet
>>> from latticegraph.claims.runner import run
>>> cs = ClaimSet("toy")
>>> @cs.instances("toy.sq", where="Eq. (1)", statement="a^2 = a + a", params={"a": [1, 2, 3]},
...               expect="refuted", erratum="substantive", witness={"a": 1})
... def _(a):
...     return a * a, a + a
>>> html = report_html(run(cs, workers=1), [], ["toy"])
>>> "Substantive errors" in html and "a=1" in html and "<script" not in html
True
>>> '<span class="m"><i>a</i><sup>2</sup> = <i>a</i> + <i>a</i></span>' in html
True
"""
from __future__ import annotations

import html as _html
import os
import re
import shutil
import subprocess
import tempfile
from collections import Counter
from pathlib import Path
from typing import NamedTuple

from .mathtext import latex_html, statement_html, statement_latex
from .report import (_LONG_ROWS, ERRATUM_TITLES, EVIDENCE_KINDS, _errata, _tt_id, erratum_latex,
                     evidence_text, latex_target, mark_numbers, table_latex)
from .values import latex_escape, show

__all__ = ["report_latex", "report_html", "table_html", "extras", "write_report",
           "PAPER_TITLES"]

#: the papers of ``../shared/papers/`` by short name (the report's section titles)
PAPER_TITLES = {
    "lacin": "Beivide, Camarero, Martínez, Vallejo, Valero: LACIN: Linearly Arranged "
             "Complete Interconnection Networks (IEEE CAL 2025)",
    "crystal": "Camarero, Martínez, Beivide: Symmetric Interconnection Networks from Cubic "
               "Crystal Lattices",
    "kantc": "Li, Wang, Li: Hybrid interconnection topologies based on hypercube and k-ary "
             "n-tree (KANTC, MiKANTC), BNCSS 2023",
    "ipgraph": "Yeh, Parhami: The Index-Permutation Graph Model for Hierarchical "
               "Interconnection Networks",
    "d3": "Draper: The Swapped Dragonfly",
}

_OUTCOME_ORDER = ("proved", "verified", "sampled", "refuted", "not-checkable", "error")


def _counts(results) -> tuple[Counter, Counter]:
    return (Counter(r.outcome for r in results),
            Counter((r.evidence or {}).get("kind", "none") for r in results))


def _summary_text(results) -> str:
    outcomes, kinds = _counts(results)
    bad = sum(not r.meets_expectation() for r in results)
    return (f"{len(results)} claims: "
            + ", ".join(f"{outcomes[o]} {o}" for o in _OUTCOME_ORDER if outcomes[o])
            + ". Evidence: " + ", ".join(f"{kinds[k]} {k}" for k in EVIDENCE_KINDS[:-1]
                                         if kinds[k])
            + (f". {bad} outcome(s) differ from the recorded expectation." if bad
               else ". Every outcome is the one recorded with its claim."))


def _anchors(results) -> tuple[set[str], set[str]]:
    """The claim ids the document shows (each has a verdict row) and those with an
    erratum entry (refuted)."""
    ids = {r.claim.id for r in results}
    return ids, {r.claim.id for r in results if r.outcome == "refuted"}


def extras(claim) -> list[tuple[str, object]]:
    """What a claim records beside its statement, for the reports: ``premises``
    (inherited from its theorem, list or section), ``reading`` (which reading of an
    ambiguous sentence it decides), ``readings`` and ``parts`` (the claims deciding the
    other readings, and the other parts of the same sentence), as ``(label, value)``
    pairs, value text or a tuple of claim ids; a field the claim leaves empty is left out."""
    out = []
    if claim.premises:
        out.append(("Premises", "; ".join(claim.premises)))
    if claim.reading:
        out.append(("Reading", claim.reading))
    for field, label in (("readings", "Other readings"), ("parts", "Other parts")):
        ids = getattr(claim, field)
        if ids:
            out.append((label, ids))
    return out


# ---------------------------------------------------------------- LaTeX

_PREAMBLE = r"""\documentclass[10pt]{article}
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage[margin=2.2cm]{geometry}
\usepackage{amssymb,booktabs,longtable,array,pdflscape,graphicx}
\usepackage[hidelinks]{hyperref}
\setlength{\LTpre}{4pt}\setlength{\LTpost}{4pt}
\begin{document}
"""


def _breakable_words(tex: str) -> str:
    """Escaped text whose dotted names (claim ids, ``a.b_c``) may break after ``.`` and ``_``."""
    return re.sub(r"\.(?=\w)", r".\\allowbreak{}", tex).replace(r"\_", r"\_\allowbreak{}")


def _extras_latex(claim, shown: set[str]) -> str:
    parts = []
    for label, value in extras(claim):
        if isinstance(value, tuple):
            value = ", ".join(rf"\hyperlink{{{latex_target('claim', v)}}}{{{_tt_id(v)}}}"
                              if v in shown else _tt_id(v) for v in value)
        else:
            value = statement_latex(value)
        parts.append(r"\emph{" + label + ":} " + value)
    return "".join(r" \newline " + p for p in parts)


def _verdicts_latex(results, shown: set[str]) -> list[str]:
    out = [r"\begingroup\footnotesize\sloppy",
           r"\begin{longtable}{@{}>{\raggedright\arraybackslash}p{0.27\linewidth}"
           r">{\raggedright\arraybackslash}p{0.45\linewidth}"
           r">{\raggedright\arraybackslash}p{0.22\linewidth}@{}}",
           r"\toprule \textbf{Claim} & \textbf{Statement} & \textbf{Verdict and evidence} \\"
           r" \midrule \endfirsthead",
           r"\toprule \textbf{Claim} & \textbf{Statement} & \textbf{Verdict and evidence} \\"
           r" \midrule \endhead", r"\bottomrule \endfoot"]
    for r in results:
        verdict = r"\textbf{" + latex_escape(r.outcome) + "}"
        if r.outcome == "refuted" and r.claim.erratum:
            verdict = (rf"\hyperlink{{{latex_target('erratum', r.claim.id)}}}{{{verdict}}} ("
                       + latex_escape(r.claim.erratum) + ")")
        if not r.meets_expectation():
            verdict += " (expected " + latex_escape(r.claim.expect) + ")"
        out.append(rf"\hypertarget{{{latex_target('claim', r.claim.id)}}}{{}}"
                   + _tt_id(r.claim.id) + r" \newline " + latex_escape(r.claim.where) + " & "
                   + statement_latex(r.claim.statement) + " & " + verdict + r" \newline "
                   + _breakable_words(latex_escape(evidence_text(r)))
                   + _extras_latex(r.claim, shown) + r" \\")
    out += [r"\end{longtable}", r"\endgroup"]
    return out


def _link_latex(shown: set[str], refuted: set[str]):
    def link(cid: str) -> str | None:
        if cid in refuted:
            return latex_target("erratum", cid)
        return latex_target("claim", cid) if cid in shown else None
    return link


def report_latex(results, tables, papers: list[str]) -> str:
    """The report as a LaTeX document; ``tables`` lists ``(table, grid)``: each
    declared :class:`~latticegraph.claims.model.Table` with its cells
    (:func:`~latticegraph.claims.report.table_grid`).  Every mark in a table links to
    the erratum of its claim."""
    results = list(results)
    shown, refuted = _anchors(results)
    link = _link_latex(shown, refuted)
    out = [_PREAMBLE, r"\title{latticegraph: machine-checked claims"
           + (f" of paper \\texttt{{{latex_escape(papers[0])}}}" if len(papers) == 1 else "")
           + r"}\date{\today}\author{}\maketitle",
           latex_escape(_summary_text(results)) + r"\par",
           r"\medskip Outcomes: \emph{proved} (a sympy identity, a closed form derived for "
           r"every value of the parameter, or a finite computation covering the whole "
           r"statement), \emph{verified} (every instance of the stated domain), "
           r"\emph{sampled} (a random sample; never called verified), \emph{refuted} "
           r"(smallest counterexample, printed against computed), \emph{not-checkable} "
           r"(with the reason).", r"\tableofcontents"]
    for paper in papers:
        mine = [r for r in results if r.claim.paper == paper]
        if not mine:
            continue
        out.append(r"\clearpage\section{" + latex_escape(PAPER_TITLES.get(paper, paper))
                   + "}")
        out.append(r"Paper \texttt{" + latex_escape(paper) + "}. "
                   + latex_escape(_summary_text(mine)) + r"\par")
        mine_tables = [(t, g) for t, g in tables if t.paper == paper]
        if mine_tables:
            out.append(r"\subsection{Tables as printed and as computed}")
            out.append("Each table shows the paper's values beside the computed ones. A "
                       r"numbered dagger marks each printed value that the computation "
                       r"refutes; the note under the table names its claim, and the dagger "
                       r"links to the erratum.")
            out += [r"\begingroup\small" + table_latex(t, g, link) + r"\endgroup"
                    for t, g in mine_tables]
        groups = list(_errata(mine))
        out.append(r"\subsection{Errata}")
        if not groups:
            out.append("No claim of this paper is refuted.")
        for kind, rows in groups:
            out.append(r"\subsubsection*{" + latex_escape(ERRATUM_TITLES[kind])
                       + f" ({len(rows)})" + "}")
            out.append(r"\begin{itemize}\sloppy")
            for r, fx in rows:
                out.append(r"\item " + rf"\hypertarget{{{latex_target('erratum', r.claim.id)}}}{{}}"
                           + rf"\hyperlink{{{latex_target('claim', r.claim.id)}}}"
                           + f"{{{_tt_id(r.claim.id)}}}" + " (" + latex_escape(r.claim.where)
                           + r"). " + erratum_latex(r, fx).replace(r" \newline ", r"\par ")
                           + _extras_latex(r.claim, shown).replace(r" \newline ", r"\par ")
                           + (r"\par\emph{Notes:} " + statement_latex(r.claim.notes)
                              if r.claim.notes else ""))
            out.append(r"\end{itemize}")
        out.append(r"\subsection{Every claim, with its evidence}")
        out += _verdicts_latex(mine, shown)
    out.append(r"\end{document}")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- HTML

_CSS = """
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;
max-width:72em;margin:2em auto;padding:0 1.2em;color:#1d1d1f;background:#fff}
h1,h2,h3,h4{line-height:1.25}h2{margin-top:2.2em;border-bottom:2px solid #ddd;padding-bottom:.2em}
a{color:#0b57d0;text-decoration:none}a:hover{text-decoration:underline}
code{font:88% ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;background:#f3f3f3;
padding:0 .2em;border-radius:3px}
.m{font-family:"Latin Modern Math","STIX Two Math","Cambria Math","DejaVu Serif",serif;
font-size:1.07em;white-space:normal}.m i{font-family:"Latin Modern Roman","STIX Two Text","DejaVu Serif",serif}
.ol{text-decoration:overline}.ul{text-decoration:underline}
sup,sub{font-size:72%;line-height:0}
nav ul{margin:.2em 0}nav li{margin:.1em 0}
figure{margin:1.4em 0}figcaption{margin-bottom:.4em}.scroll{overflow-x:auto}
table{border-collapse:collapse;margin:.4em 0}
th,td{border-bottom:1px solid #e2e2e2;padding:.3em .55em;text-align:left;vertical-align:top}
th{background:#f5f5f7;font-weight:600}table.claims{width:100%}
td.refuted{background:#ffe3e3;font-weight:600}
a.mark{color:#b00020;font-weight:700;margin-left:.15em;font-size:85%;vertical-align:super}
p.note{font-size:90%;color:#444;margin:.2em 0 0}
.o-proved,.o-verified{color:#176b2c;font-weight:600}.o-sampled{color:#8a6d00;font-weight:600}
.o-refuted,.o-error{color:#b00020;font-weight:700}.o-not-checkable{color:#666}
.ev{color:#555;font-size:90%}.where{color:#666;font-size:90%}
.erratum{border-left:4px solid #b00020;padding:.4em .9em;margin:1em 0;background:#fff8f8}
.erratum p{margin:.25em 0}.erratum dl{margin:.3em 0;display:grid;
grid-template-columns:max-content 1fr;gap:.15em .8em}.erratum dt{font-style:italic;color:#555}
.erratum dd{margin:0}.v{font-variant-numeric:tabular-nums}
details{font-size:90%;color:#444;margin-top:.3em}summary{cursor:pointer;color:#555}
.extra{font-size:90%;margin-top:.25em}.extra b{font-weight:600;color:#444}
"""


def _e(s) -> str:
    return _html.escape(str(s))


def _id_link(cid: str, shown: set[str], prefix: str = "claim") -> str:
    code = f"<code>{_e(cid)}</code>"
    return f'<a href="#{prefix}-{_e(cid)}">{code}</a>' if cid in shown else code


def _extras_html(claim, shown: set[str]) -> str:
    parts = []
    for label, value in extras(claim):
        if isinstance(value, tuple):
            value = ", ".join(_id_link(v, shown) for v in value)
        else:
            value = statement_html(value)
        parts.append(f'<div class="extra"><b>{_e(label)}:</b> {value}</div>')
    return "".join(parts)


def _mark_href(cid: str, shown: set[str], refuted: set[str]) -> str | None:
    if cid in refuted:
        return f"#erratum-{cid}"
    return f"#claim-{cid}" if cid in shown else None


def table_html(table, grid, shown: set[str] = frozenset(), refuted: set[str] = frozenset()) -> str:
    """A reproduced table as an HTML ``<figure>``: caption, headers and formatted cells
    as mathematics, each refuted cell highlighted with its numbered dagger linking to its
    claim's erratum (or verdict row), and a note naming each number's claim."""
    numbers = mark_numbers(grid)

    def mark(cid):
        href = _mark_href(cid, shown, refuted)
        label = f"\N{DAGGER}{numbers[cid]}"
        title = f"refuted: {cid}"
        return (f'<a class="mark" href="{_e(href)}" title="{_e(title)}">{label}</a>' if href
                else f'<span class="mark" title="{_e(title)}">{label}</span>')
    head = "".join(f"<th>{latex_html(c)}</th>" for c in table.columns)
    body = []
    for row in grid:
        tds = "".join(f'<td class="refuted">{c.html}{mark(c.mark)}</td>' if c.mark
                      else f"<td>{c.html}</td>" for c in row)
        body.append(f"<tr>{tds}</tr>")
    note = ""
    if numbers:
        items = "; ".join(f"\N{DAGGER}{n} " + (_id_link(cid, {cid}, "erratum") if cid in refuted
                                               else _id_link(cid, shown))
                          for cid, n in numbers.items())
        note = (f'<p class="note">\N{DAGGER} a value the paper prints that the computation '
                f"refutes (printed ≠ computed), with its claim: {items}.</p>")
    where = f"<b>{_e(table.where)}</b> " if table.where else ""
    html = (f'<div class="scroll"><table><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(body)}</tbody></table></div>")
    if len(grid) > _LONG_ROWS:                  # a long table opens on demand
        html = (f"<details{' open' if numbers else ''}><summary>{len(grid)} rows</summary>"
                f"{html}</details>")
    return (f'<figure id="table-{_e(table.name)}"><figcaption>{where}(<code>{_e(table.name)}'
            f"</code>): {latex_html(table.caption)}</figcaption>{html}{note}</figure>")


def _erratum_html(r, fixes, shown: set[str]) -> str:
    cx = r.counterexample or {}
    params = ", ".join(f"{k}={show(v)}" for k, v in (cx.get("params") or {}).items())
    rows = [("Smallest counterexample",
             (f"{_e(params)}: " if params else "")
             + f'printed <span class="v">{_e(cx.get("printed"))}</span>, computed '
             f'<span class="v">{_e(cx.get("computed"))}</span>')]
    if cx.get("fails"):
        rows.append(("Where it fails", _e(cx["fails"])))
    for f in fixes:
        rows.append(("Corrected", f"{statement_html(f.claim.statement)} "
                                  f"({_id_link(f.claim.id, shown)}, {_e(f.outcome)})"))
    for label, value in extras(r.claim):
        rows.append((label, ", ".join(_id_link(v, shown) for v in value)
                     if isinstance(value, tuple) else statement_html(value)))
    if r.claim.notes:
        rows.append(("Notes", statement_html(r.claim.notes)))
    dl = "".join(f"<dt>{_e(k)}</dt><dd>{v}</dd>" for k, v in rows)
    return (f'<div class="erratum" id="erratum-{_e(r.claim.id)}"><p>'
            f'{_id_link(r.claim.id, shown)} <span class="where">({_e(r.claim.paper)}, '
            f"{_e(r.claim.where)})</span></p><p>{statement_html(r.claim.statement)}</p>"
            f"<dl>{dl}</dl></div>")


def _verdict_row_html(r, shown: set[str], refuted: set[str]) -> str:
    c = r.claim
    outcome = _e(r.outcome)
    if r.outcome == "refuted":
        outcome = f'<a href="#erratum-{_e(c.id)}">{outcome}</a>' + (
            f" ({_e(c.erratum)})" if c.erratum else "")
    if not r.meets_expectation():
        outcome += f" (expected {_e(c.expect)})"
    notes = (f"<details><summary>notes</summary>{statement_html(c.notes)}</details>"
             if c.notes else "")
    return (f'<tr id="claim-{_e(c.id)}"><td><code>{_e(c.id)}</code><br>'
            f'<span class="where">{_e(c.where)}</span></td>'
            f"<td>{statement_html(c.statement)}{notes}</td>"
            f'<td><span class="o-{_e(r.outcome)}">{outcome}</span><br>'
            f'<span class="ev">{_e(evidence_text(r))}</span>{_extras_html(c, shown)}</td></tr>')


def report_html(results, tables, papers: list[str]) -> str:
    """The report as one self-contained HTML page (inline CSS, no script, nothing
    fetched): ``tables`` as for :func:`report_latex`.  Every string is rendered for
    HTML: statements, captions, headers and formatted cells set as mathematics
    (:func:`~latticegraph.claims.mathtext.latex_html`), claim ids as ``<code>``; every
    claim has an anchor (``#claim-ID``, and ``#erratum-ID`` when refuted) and every
    in-page link points at one."""
    results = list(results)
    shown, refuted = _anchors(results)
    title = ("latticegraph: machine-checked claims"
             + (f" of paper {papers[0]}" if len(papers) == 1 else ""))
    nav = []
    for paper in papers:
        mine = [r for r in results if r.claim.paper == paper]
        if not mine:
            continue
        n_err = sum(r.outcome == "refuted" for r in mine)
        n_tab = sum(t.paper == paper for t, _ in tables)
        sub = ([f'<li><a href="#{_e(paper)}-tables">Tables ({n_tab})</a></li>'] if n_tab else []) + [
            f'<li><a href="#{_e(paper)}-errata">Errata ({n_err})</a></li>',
            f'<li><a href="#{_e(paper)}-claims">Every claim ({len(mine)})</a></li>']
        nav.append(f'<li><a href="#paper-{_e(paper)}">{_e(PAPER_TITLES.get(paper, paper))}</a>'
                   f"<ul>{''.join(sub)}</ul></li>")
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>",
           f"<header><h1>{_e(title)}</h1><p>{_e(_summary_text(results))}</p>",
           "<p>Outcomes: <b>proved</b> (a sympy identity, a closed form derived for every "
           "value of the parameter, or a finite computation covering the whole statement), "
           "<b>verified</b> (every instance of the stated domain), <b>sampled</b> (a random "
           "sample; never called verified), <b>refuted</b> (smallest counterexample, printed "
           "against computed), <b>not-checkable</b> (with the reason).</p>",
           f"<nav><ul>{''.join(nav)}</ul></nav></header>"]
    for paper in papers:
        mine = [r for r in results if r.claim.paper == paper]
        if not mine:
            continue
        out.append(f'<section id="paper-{_e(paper)}"><h2>{_e(PAPER_TITLES.get(paper, paper))}'
                   f"</h2><p>Paper <code>{_e(paper)}</code>. {_e(_summary_text(mine))}</p>")
        mine_tables = [(t, g) for t, g in tables if t.paper == paper]
        if mine_tables:
            out.append(f'<h3 id="{_e(paper)}-tables">Tables as printed and as computed</h3>'
                       "<p>Each table shows the paper's values beside the computed ones. A "
                       "highlighted cell with a numbered dagger is a printed value that the "
                       "computation refutes; the dagger links to the erratum of its claim.</p>")
            out += [table_html(t, g, shown, refuted) for t, g in mine_tables]
        out.append(f'<h3 id="{_e(paper)}-errata">Errata</h3>')
        groups = list(_errata(mine))
        if not groups:
            out.append("<p>No claim of this paper is refuted.</p>")
        for kind, rows in groups:
            out.append(f"<h4>{_e(ERRATUM_TITLES[kind])} ({len(rows)})</h4>")
            out += [_erratum_html(r, fx, shown) for r, fx in rows]
        out.append(f'<h3 id="{_e(paper)}-claims">Every claim, with its evidence</h3>'
                   '<table class="claims"><thead><tr><th>claim</th><th>statement</th>'
                   "<th>verdict and evidence</th></tr></thead><tbody>")
        out += [_verdict_row_html(r, shown, refuted) for r in mine]
        out.append("</tbody></table></section>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- files

def _replace(tmp: Path, out: Path) -> None:
    """Move a finished file into place (same filesystem: atomic; else copy then move)."""
    try:
        os.replace(tmp, out)
    except OSError:
        staged = out.with_name(f".{out.name}.partial")
        shutil.copyfile(tmp, staged)
        os.replace(staged, out)


class Compiled(NamedTuple):
    """What :func:`write_report` produced: the PDF's page count (``None`` for other
    formats), pdflatex's overfull-box warnings over 1 pt and its floats too large
    for the page."""

    pages: int | None
    overfull: list[str]


def write_report(out: str | os.PathLike, *, latex: str | None = None,
                 html: str | None = None) -> Compiled:
    """Write the report to ``out`` (``.pdf`` from ``latex`` with pdflatex, ``.tex``: the
    LaTeX source itself, ``.html`` from ``html``); nothing is half-written.  Returns a
    :class:`Compiled` (page count and overfull boxes of a PDF).  Raises ``ValueError``
    with one line."""
    out = Path(out)
    if not out.parent.is_dir():
        raise ValueError(f"cannot write {out}: directory {out.parent} does not exist")
    if not os.access(out.parent, os.W_OK):
        raise ValueError(f"cannot write {out}: directory {out.parent} is not writable")
    with tempfile.TemporaryDirectory(prefix="latticegraph-report-") as tmp:
        tmp = Path(tmp)
        if out.suffix in (".html", ".tex"):
            (tmp / "report").write_text(html if out.suffix == ".html" else latex,
                                        encoding="utf-8")
            _replace(tmp / "report", out)
            return Compiled(None, [])
        if shutil.which("pdflatex") is None:
            raise ValueError("pdflatex not found: install TeX Live (e.g. apt-get install "
                             "texlive-latex-extra), or write the report as .html")
        (tmp / "report.tex").write_text(latex, encoding="utf-8")
        for _ in range(3):              # longtable widths and the contents settle in 3 runs
            proc = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error",
                                   "report.tex"], cwd=tmp, capture_output=True, text=True,
                                  timeout=600)
            if proc.returncode != 0:
                log = (tmp / "report.log").read_text(errors="replace")
                err = next((ln for ln in log.splitlines() if ln.startswith("!")), "unknown")
                raise ValueError(f"pdflatex failed on the report: {err}")
        log = (tmp / "report.log").read_text(errors="replace")
        _replace(tmp / "report.pdf", out)
    pages = re.search(r"Output written on report\.pdf \((\d+) pages?", log)
    return Compiled(int(pages.group(1)) if pages else None, layout_problems(log))


def layout_problems(log: str, tolerance: float = 1.0) -> list[str]:
    """pdflatex's overfull-box warnings over ``tolerance`` points in ``log``, and its
    floats too large for the page (their bottom is cut off).

    >>> layout_problems("Overfull \\\\hbox (0.5pt too wide) x\\nOverfull \\\\hbox (3.2pt too wide) y")
    ['Overfull \\\\hbox (3.2pt too wide) y']
    """
    boxes = [m.group(0) for m in re.finditer(r"Overfull \\[hv]box \((\d+(?:\.\d+)?)pt too \w+\)"
                                             r"[^\n]*", log) if float(m.group(1)) > tolerance]
    return boxes + re.findall(r"Float too large for page[^\n]*", log)
