"""The committed notebooks are executed, outputs included, so every viewer shows them.

Every code cell has run (an execution count) and none ended in an error; every
cell that draws (matplotlib, ``latticegraph draw``) carries an image; every
notebook has at least one figure and shows its paper's tables and verdicts as
HTML tables (styled DataFrames), not as raw claim records or raw LaTeX.
``python notebooks/execute.py`` re-executes them; ``pytest --nbmake`` runs them.
"""
import json
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
DRAWS = ("plt.show()", "Image(", "plt.subplots(", "draw(")


def _cells(path):
    return [c for c in json.loads(path.read_text())["cells"] if c["cell_type"] == "code"]


def _source(cell) -> str:
    return "".join(cell["source"])


def _kinds(cell) -> set[str]:
    return {k for o in cell["outputs"] for k in o.get("data", {})}


def test_every_paper_has_a_notebook():
    assert {p.stem for p in NOTEBOOKS} >= {"crystal", "lacin", "kantc", "ipgraph", "d3"}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_is_committed_executed(path):
    cells = _cells(path)
    assert cells, path.name
    for cell in cells:
        src = _source(cell)
        if not src.strip():
            continue
        assert cell["execution_count"] is not None, f"{path.name}: not executed: {src[:60]!r}"
        errors = [o for o in cell["outputs"] if o["output_type"] == "error"]
        assert not errors, f"{path.name}: cell ends in an error: {src[:60]!r}"
        if any(d in src for d in DRAWS) and "def " not in src.split("\n", 1)[0]:
            assert "image/png" in _kinds(cell), f"{path.name}: a drawing cell has no image: {src[:60]!r}"
    assert any("image/png" in _kinds(c) for c in cells), f"{path.name}: no figure"


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if p.stem != "your_paper"],
                         ids=[p.stem for p in NOTEBOOKS if p.stem != "your_paper"])
def test_paper_notebook_shows_tables_and_verdicts_as_html(path):
    cells = _cells(path)
    html = [c for c in cells if "text/html" in _kinds(c)]
    assert any("verdicts(" in _source(c) for c in html), f"{path.name}: no verdict table"
    for cell in cells:
        for out in cell["outputs"]:
            text = "".join(out.get("text", "")) + "".join(out.get("data", {}).get("text/plain", ""))
            assert "\\begin{table}" not in text and "\\toprule" not in text, \
                f"{path.name}: raw LaTeX printed"
            assert "'printed':" not in text, f"{path.name}: a raw claim record printed"
