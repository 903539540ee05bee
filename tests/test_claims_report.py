"""Reports: JSON, terminal summary, errata and reproduced tables (LaTeX compiles)."""
import json
from pathlib import Path

import pytest
from rich.console import Console

from latticegraph.claims import registry
from latticegraph.claims.model import ClaimSet
from latticegraph.claims.report import (errata_latex, errata_markdown, evidence_text,
                                        print_summary,
                                        table_cells, table_latex, table_markdown, table_needs,
                                        to_json)
from latticegraph.claims.runner import evaluate, run
from latticegraph.claims.values import _UNICODE_LATEX, latex, latex_escape, show

from latexcheck import compile_latex, overfull  # noqa: E402 (tests/latexcheck.py)

TOY = Path(__file__).parent / "data" / "claims_toy"
KEYS = {"id", "paper", "where", "statement", "notes", "outcome", "expected", "evidence",
        "checked", "counterexample", "corrects", "kind", "premises", "reading", "readings",
        "parts"}


@pytest.fixture(scope="module")
def toy():
    reg = registry.load(TOY)
    return reg, run(reg.claims.values(), reg.paths, workers=1)


def test_json_document(toy):
    _, results = toy
    doc = json.loads(to_json(results))
    assert list(doc) == ["claims"] and all(set(r) == KEYS for r in doc["claims"])
    by_id = {r["id"]: r for r in doc["claims"]}
    assert by_id["toy.half"]["counterexample"] == {
        "params": {"a": 2}, "printed": "3/2", "computed": "1", "failures": 5,
        "fails": "fails exactly when a even (5 of 11 checked: a=1..11); holds otherwise"}
    assert by_id["toy.half"]["kind"] == "substantive" and by_id["toy.square"]["kind"] is None
    assert by_id["toy.half"]["notes"].startswith("fails at a=2")
    assert by_id["toy.square"]["evidence"] == {"kind": "exhaustive", "domain": "a=1..8",
                                               "instances": 8, "complete": True,
                                               "largest": {"params": {"a": 8}, "vertices": 64}}
    assert by_id["toy.binomial"]["evidence"]["kind"] == "symbolic"
    assert by_id["toy.throughput"]["evidence"]["kind"] == "none"
    assert by_id["toy.half.corrected"]["corrects"] == "toy.half"
    assert by_id["toy.square"]["checked"] == {"instances": 8, "range": "a=1..8", "skipped": 0}


def test_terminal_summary(toy):
    _, results = toy
    con = Console(record=True, width=200)
    print_summary(results, con)
    out = con.export_text()
    assert "toy.half smallest counterexample: a=2: printed 3/2, computed 1; fails exactly when a " \
        "even" in out
    square = next(r for r in results if r.claim.id == "toy.square")
    assert evidence_text(square) == "exhaustive: a=1..8 (8 instances); largest a=8: 64 vertices"
    assert "exhaustive: a=1..8 (8 instances); largest" in out and "symbolic: sympy identity" in out
    assert "7 claims: 2 proved, 2 verified, 2 refuted, 1 not-checkable. All as expected." in out
    mismatch = ClaimSet("toy")
    mismatch.instances("toy.m", where="[bold]p. 2[/]", statement="s", params={"a": [1]})(
        lambda a: (a, a + 1))
    con = Console(record=True, width=200)
    print_summary(run(mismatch, workers=1), con)
    out = con.export_text()
    assert "(expected verified)" in out and "1 differ from their recorded expectation" in out
    assert "[bold]p. 2[/]" in out                             # text, not rich markup


def test_errata_markdown_lists_refuted_claims_by_kind_with_corrections(toy):
    _, results = toy
    md = errata_markdown(results).splitlines()
    assert md[0] == "## Substantive errors" and "## Slips (typos, notation, proof lines)" in md
    assert md.index("## Substantive errors") < md.index("## Slips (typos, notation, proof lines)")
    half = next(line for line in md if line.startswith("| `toy.half`"))
    assert half.startswith("| `toy.half` | Theorem 1 | the average is (a+1)/2 for odd a | a=2 | "
                           "3/2 | 1 | fails exactly when a even")
    assert "the average of 1..a is (a+1)/2 (`toy.half.corrected`, verified)" in half
    assert md[-1].startswith("| `toy.binomial.wrong` | Eq. (4) |")
    assert errata_markdown([]) == "No refuted claim."


def test_reproduced_table(toy):
    reg, _ = toy
    table = reg.tables["toy_squares"]
    needs = table_needs(table, reg.claims)
    assert [n[2][1] for n in needs] == [{"a": a} for a in range(1, 5)]

    def lookup(claim, params):
        return evaluate(claim, params)
    cells = table_cells(table, needs, lookup, show, str)
    assert cells[1] == ["2", "row 2", "4", "3/2", "1\N{DAGGER}"]      # a=2: paper prints 3/2
    assert cells[2] == ["3", "row 3", "9", "2", "2"]
    md = table_markdown(table, cells)
    assert "| 2 | row 2 | 4 | 3/2 | 1\N{DAGGER} |" in md and "differs from the value printed" in md
    tex = table_latex(table, table_cells(table, needs, lookup, latex, latex_escape))
    assert r"2 & row 2 & 4 & $3/2$ & 1$^\dagger$ \\" in tex and r"\toprule" in tex


def test_table_needs_exactly_one_instance():
    cs = ClaimSet("toy")
    cs.instances("toy.x", where="p", statement="s", params={"a": [1, 2], "b": [1, 2]})(
        lambda a, b: (a, b))
    from latticegraph.claims.model import computed, param
    t = cs.table("toy_t", caption="c", columns=("a", "x"), rows={"a": [1]},
                 cells=(param("a"), computed("toy.x")))
    with pytest.raises(ValueError, match="0 instances of toy.x match row a=1"):
        table_needs(t, cs.claims)
    t = cs.table("toy_u", caption="c", columns=("a", "x"), rows={"a": [1]},
                 cells=(param("a"), computed("toy.{a}")))
    with pytest.raises(ValueError, match="unknown claim toy.1"):
        table_needs(t, cs.claims)
    t = cs.table("toy_v", caption="c", columns=("a", "x"), rows={"a": [1]},
                 cells=(param("a"), computed("toy.x", b=2)))
    assert table_needs(t, cs.claims)[0][1][1] == {"a": 1, "b": 2}


NASTY = "a_i ≤ 2^k & 50% #1 {x} ~ \\ |y| Δ k\u0304 ⊞ é ☃ <3 $5 " + "".join(_UNICODE_LATEX)


def test_latex_compiles_with_pdflatex(toy, tmp_path):
    """Nasty text in every field still compiles (tests/latexcheck.py); realistic text
    also sets without overfull boxes (tests/test_latex_outputs.py)."""
    reg, results = toy
    cs = ClaimSet("toy")
    cs.instances("toy.nasty", where="p. 3 " + NASTY, statement=NASTY, params={"a_b": [1]},
                 expect="refuted", erratum="slip", witness={"a_b": 1})(
        lambda a_b: (NASTY, {"k_1": a_b}))
    results = list(results) + run(cs, workers=1)
    table = reg.tables["toy_squares"]
    needs = table_needs(table, reg.claims)
    tex = table_latex(table, table_cells(table, needs, evaluate, latex, latex_escape))
    compile_latex(tmp_path, errata_latex(results) + errata_latex([]) + tex)
    log = compile_latex(tmp_path, errata_latex(list(toy[1])) + tex)
    assert overfull(log) == []
