"""Compile LaTeX fragments in a plain ``article`` with pdflatex and read the log.

Used by the tests of every LaTeX output (tables, errata, reports).  pdflatex
is required: ``.ci/run`` installs TeX Live when it is missing; on a machine
without it (outside CI) the tests that need it skip with that reason, and in
CI (``CI`` set) they fail instead, so CI can never pass without compiling.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from latticegraph.claims.paper_report import layout_problems

PREAMBLE = (r"\documentclass{article}" "\n"
            r"\usepackage[T1]{fontenc}\usepackage{lmodern}" "\n"
            r"\usepackage{amssymb,booktabs,longtable,array,pdflscape,graphicx}" "\n")


def need_pdflatex() -> None:
    if shutil.which("pdflatex") is None:
        if os.environ.get("CI"):
            pytest.fail("pdflatex is missing in CI: .ci/run must install TeX Live")
        pytest.skip("pdflatex not installed (.ci/run installs texlive-latex-extra)")


def compile_latex(tmp: Path, body: str, preamble: str = PREAMBLE) -> str:
    """Compile ``body`` (twice, for long tables) and return the log; fails the test on
    a LaTeX error."""
    need_pdflatex()
    (tmp / "doc.tex").write_text(preamble + r"\begin{document}" + "\n" + body
                                 + "\n" + r"\end{document}" + "\n", encoding="utf-8")
    for _ in range(2):
        proc = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error",
                               "doc.tex"], cwd=tmp, capture_output=True, text=True, timeout=300)
        log = (tmp / "doc.log").read_text(errors="replace")
        assert proc.returncode == 0, next((ln for ln in log.splitlines() if ln.startswith("!")),
                                          proc.stdout[-2000:])
    return log


def overfull(log: str, tolerance: float = 1.0) -> list[str]:
    """The overfull-box warnings of a log over ``tolerance`` points, and floats too
    large for the page (:func:`latticegraph.claims.paper_report.layout_problems`)."""
    return layout_problems(log, tolerance)
