"""A referee's report of one paper (or all): tables, errata by kind, every verdict with evidence.

``latticegraph report [PAPER] -o FILE.pdf|FILE.tex|FILE.html`` builds one document from
the results store (so it costs nothing after ``latticegraph verify``; missing
instances are computed first, with progress):

1. a summary: claims by outcome and by kind of evidence;
2. each table the paper prints, reproduced (computed values beside the
   printed ones, every disagreement marked with a dagger);
3. the errata, grouped by kind (substantive errors, then boundary cases at
   degenerate parameters, then slips), each with the statement as printed,
   the smallest counterexample (printed vs computed), where it fails, and the
   corrected statement;
4. every claim's verdict with its evidence, in a compact list.

The PDF is compiled with ``pdflatex`` (twice, for the long tables) in a
temporary directory and moved into place only when complete; the HTML is
one self-contained file (inline CSS, no scripts, no external resources).

>>> from latticegraph.claims.model import ClaimSet
>>> from latticegraph.claims.runner import run
>>> cs = ClaimSet("toy")
>>> @cs.instances("toy.sq", where="Eq. (1)", statement="a^2 = a + a", params={"a": [1, 2, 3]},
...               expect="refuted", erratum="substantive", witness={"a": 1})
... def _(a):
...     return a * a, a + a
>>> html = report_html(run(cs, workers=1), {}, ["toy"])
>>> "Substantive errors" in html and "a=1" in html and "<script" not in html
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

from .mathtext import statement_latex
from .report import (ERRATUM_TITLES, _counterexample_text, _errata, _tt_id, erratum_latex,
                     evidence_text)
from .values import latex_escape

__all__ = ["report_latex", "report_html", "write_report", "PAPER_TITLES"]

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
            + ". Evidence: " + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
            + (f". {bad} outcome(s) differ from the recorded expectation." if bad
               else ". Every outcome is the one recorded with its claim."))


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


def _verdicts_latex(results) -> list[str]:
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
        if not r.meets_expectation():
            verdict += " (expected " + latex_escape(r.claim.expect) + ")"
        out.append(_tt_id(r.claim.id) + r" \newline " + latex_escape(r.claim.where) + " & "
                   + statement_latex(r.claim.statement) + " & " + verdict + r" \newline "
                   + _breakable_words(latex_escape(evidence_text(r))) + r" \\")
    out += [r"\end{longtable}", r"\endgroup"]
    return out


def report_latex(results, tables: dict[str, str], papers: list[str]) -> str:
    """The report as a LaTeX document; ``tables`` maps a table name to its LaTeX
    (:func:`~latticegraph.claims.report.table_latex`)."""
    results = list(results)
    out = [_PREAMBLE, r"\title{latticegraph: machine-checked claims"
           + (f" of paper \\texttt{{{latex_escape(papers[0])}}}" if len(papers) == 1 else "")
           + r"}\date{\today}\author{}\maketitle",
           latex_escape(_summary_text(results)) + r"\par",
           r"\medskip Outcomes: \emph{proved} (a sympy identity, or a finite computation "
           r"covering the whole statement), \emph{verified} (every instance of the stated "
           r"domain), \emph{sampled} (a random sample; never called verified), "
           r"\emph{refuted} (smallest counterexample, printed against computed), "
           r"\emph{not-checkable} (with the reason).", r"\tableofcontents"]
    for paper in papers:
        mine = [r for r in results if r.claim.paper == paper]
        if not mine:
            continue
        out.append(r"\clearpage\section{" + latex_escape(PAPER_TITLES.get(paper, paper))
                   + "}")
        out.append(r"Paper \texttt{" + latex_escape(paper) + "}. "
                   + latex_escape(_summary_text(mine)) + r"\par")
        names = [n for n in tables if n.startswith(paper + "_")]
        if names:
            out.append(r"\subsection{Tables as printed and as computed}")
            out.append("Each table shows the paper's values beside the computed ones; a "
                       r"dagger marks a computed value that differs from the printed one.")
            out += [r"\begingroup\small" + tables[n] + r"\endgroup" for n in names]
        groups = list(_errata(mine))
        out.append(r"\subsection{Errata}")
        if not groups:
            out.append("No claim of this paper is refuted.")
        for kind, rows in groups:
            out.append(r"\subsubsection*{" + latex_escape(ERRATUM_TITLES[kind])
                       + f" ({len(rows)})" + "}")
            out.append(r"\begin{itemize}\sloppy")
            for r, fx in rows:
                out.append(r"\item " + _tt_id(r.claim.id) + " (" + latex_escape(r.claim.where)
                           + r"). " + erratum_latex(r, fx).replace(
                               r" \newline ", r"\par "))
            out.append(r"\end{itemize}")
        out.append(r"\subsection{Every claim, with its evidence}")
        out += _verdicts_latex(mine)
    out.append(r"\end{document}")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- HTML

_CSS = """body{font:15px/1.45 system-ui,sans-serif;max-width:70em;margin:2em auto;padding:0 1em;
color:#222}h1,h2,h3{line-height:1.2}table{border-collapse:collapse;margin:.6em 0;width:100%}
th,td{border-bottom:1px solid #ddd;padding:.25em .5em;text-align:left;vertical-align:top}
th{background:#f4f4f4}code{font-size:90%}.o-proved,.o-verified{color:#176b2c}
.o-sampled{color:#8a6d00}.o-refuted,.o-error{color:#b00020;font-weight:bold}
.o-not-checkable{color:#777}.diff{background:#ffe3e3;font-weight:bold}.ev{color:#555;font-size:90%}
.erratum{border-left:4px solid #b00020;padding:.2em .8em;margin:.8em 0;background:#fff8f8}"""


def _e(s) -> str:
    return _html.escape(str(s))


def _table_html(md: str) -> str:
    """A reproduced table (its Markdown form) as HTML, daggered cells highlighted."""
    lines = [ln for ln in md.splitlines() if ln.startswith("|")]
    if len(lines) < 2:
        return f"<pre>{_e(md)}</pre>"
    caption = md.splitlines()[0].strip("*")

    def cells(line):
        return [c.strip().replace("\\|", "|") for c in line.strip().strip("|").split(" | ")]
    head = "".join(f"<th>{_e(c)}</th>" for c in cells(lines[0]))
    body = []
    for line in lines[2:]:
        tds = "".join(f'<td class="diff">{_e(c)}</td>' if "\N{DAGGER}" in c else f"<td>{_e(c)}</td>"
                      for c in cells(line))
        body.append(f"<tr>{tds}</tr>")
    return (f"<table><caption>{_e(caption)}</caption><thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table>")


def report_html(results, tables_md: dict[str, str], papers: list[str]) -> str:
    """The report as one self-contained HTML page; ``tables_md`` maps a table name to
    its Markdown (:func:`~latticegraph.claims.report.table_markdown`)."""
    results = list(results)
    out = ["<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
           "<title>latticegraph report</title>", f"<style>{_CSS}</style></head><body>",
           "<h1>latticegraph: machine-checked claims</h1>", f"<p>{_e(_summary_text(results))}</p>"]
    for paper in papers:
        mine = [r for r in results if r.claim.paper == paper]
        if not mine:
            continue
        out.append(f"<h2 id='{_e(paper)}'>{_e(PAPER_TITLES.get(paper, paper))}</h2>")
        out.append(f"<p>Paper <code>{_e(paper)}</code>. {_e(_summary_text(mine))}</p>")
        names = [n for n in tables_md if n.startswith(paper + "_")]
        if names:
            out.append("<h3>Tables as printed and as computed</h3><p>Highlighted cells: the "
                       "computed value differs from the printed one.</p>")
            out += [_table_html(tables_md[n]) for n in names]
        out.append("<h3>Errata</h3>")
        groups = list(_errata(mine))
        if not groups:
            out.append("<p>No claim of this paper is refuted.</p>")
        for kind, rows in groups:
            out.append(f"<h4>{_e(ERRATUM_TITLES[kind])} ({len(rows)})</h4>")
            for r, fx in rows:
                fix = "".join(f"<br><em>Corrected</em> (<code>{_e(f.claim.id)}</code>, "
                              f"{_e(f.outcome)}): {_e(f.claim.statement)}" for f in fx)
                out.append(f"<div class='erratum'><code>{_e(r.claim.id)}</code> "
                           f"({_e(r.claim.where)})<br>{_e(r.claim.statement)}<br>"
                           f"<em>Smallest counterexample</em>: {_e(_counterexample_text(r))}"
                           f"{fix}</div>")
        out.append("<h3>Every claim, with its evidence</h3><table><thead><tr><th>claim</th>"
                   "<th>where</th><th>statement</th><th>verdict</th><th>evidence</th>"
                   "</tr></thead><tbody>")
        for r in mine:
            out.append(f"<tr><td><code>{_e(r.claim.id)}</code></td><td>{_e(r.claim.where)}</td>"
                       f"<td>{_e(r.claim.statement)}</td><td class='o-{_e(r.outcome)}'>"
                       f"{_e(r.outcome)}</td><td class='ev'>{_e(evidence_text(r))}</td></tr>")
        out.append("</tbody></table>")
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
