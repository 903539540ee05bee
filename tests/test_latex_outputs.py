"""Every LaTeX file the project ships compiles cleanly in a plain article.

``tables/*.tex`` (the reproduced tables and the errata) are compiled one by
one with pdflatex: no error, and no overfull box over 1 pt (issue "Outputs a
reader would publish").  ``latticegraph report`` is compiled on the toy
claims (the full report is compiled by ``.ci/run``).
"""
from pathlib import Path

import pytest

from latticegraph.cli import main
from latexcheck import compile_latex, need_pdflatex, overfull

REPO = Path(__file__).resolve().parents[1]
TABLES = sorted((REPO / "tables").glob("*.tex"))


def test_there_are_tables():
    assert {p.stem for p in TABLES} >= {"errata", "crystal_table1", "kantc_table1"}


@pytest.mark.parametrize("path", TABLES, ids=[p.stem for p in TABLES])
def test_table_compiles_without_overfull_boxes(path, tmp_path):
    text = path.read_text(encoding="utf-8")
    assert all(ord(ch) < 128 or ch.isalpha() for ch in text), "raw non-ASCII symbol"
    log = compile_latex(tmp_path, text)
    assert overfull(log) == [], f"{path.name}: {overfull(log)}"


def test_report_pdf_and_html(tmp_path, capsys):
    toy = REPO / "tests" / "data" / "claims_toy"
    args = ["report", "--proofs", str(toy), "--store", str(tmp_path / "r.sqlite"),
            "--workers", "1", "--no-progress"]
    assert main(args + ["-o", str(tmp_path / "toy.html")]) == 0
    html = (tmp_path / "toy.html").read_text()
    assert "<script" not in html and "Substantive errors" in html
    assert '<td class="refuted">3/2<a class="mark" href="#erratum-toy.half"' in html
    need_pdflatex()
    assert main(args + ["-o", str(tmp_path / "toy.pdf")]) == 0
    assert (tmp_path / "toy.pdf").read_bytes().startswith(b"%PDF")
    assert not list(tmp_path.glob(".*partial"))


@pytest.mark.parametrize("out, message", [
    ("toy.txt", "must end in .pdf, .tex or .html"),
    ("missing/toy.html", "does not exist"),
])
def test_report_bad_output(tmp_path, capsys, out, message):
    toy = REPO / "tests" / "data" / "claims_toy"
    assert main(["report", "--proofs", str(toy), "--store", str(tmp_path / "r.sqlite"),
                 "-o", str(tmp_path / out)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
