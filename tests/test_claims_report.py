"""Reports: JSON, terminal summary, errata and reproduced tables (LaTeX compiles)."""
import json
from pathlib import Path

import pytest
from rich.console import Console

from latticegraph.claims import registry
from latticegraph.claims.model import ClaimSet
from latticegraph.claims.model import computed, param, printed
from latticegraph.claims.report import (errata_latex, errata_markdown, evidence_text,
                                        latex_target, mark_numbers, print_summary, table_cells,
                                        table_grid, table_latex, table_markdown, table_needs,
                                        to_json)
from latticegraph.claims.runner import evaluate, run
from latticegraph.claims.values import _UNICODE_LATEX, show

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
    """A failing instance marks the cell showing its printed value (the paper's value the
    computation refutes), numbered, and the note names the claim of each number."""
    reg, _ = toy
    table = reg.tables["toy_squares"]
    needs = table_needs(table, reg.claims)
    assert [n[2][1] for n in needs] == [{"a": a} for a in range(1, 5)]

    def lookup(claim, params):
        return evaluate(claim, params)
    cells = table_cells(table, needs, lookup, show, str)
    assert cells[1] == ["2", "row 2", "4", "3/2\N{DAGGER}", "1"]      # a=2: paper prints 3/2
    assert cells[2] == ["3", "row 3", "9", "2", "2"]
    grid = table_grid(table, needs, lookup)
    assert [[c.mark for c in row] for row in grid] == [
        [None] * 5, [None, None, None, "toy.half", None], [None] * 5,
        [None, None, None, "toy.half", None]]
    assert mark_numbers(grid) == {"toy.half": 1}
    md = table_markdown(table, grid)
    assert "| 2 | row 2 | 4 | 3/2 \N{DAGGER}1 | 1 |" in md
    assert "\N{DAGGER}1 `toy.half`" in md
    tex = table_latex(table, grid)
    assert r"2 & row 2 & 4 & $3/2$\textsuperscript{\dag1} & 1 \\" in tex and r"\toprule" in tex
    assert r"\textsuperscript{\dag1}~\texttt{toy.\allowbreak{}half}" in tex
    linked = table_latex(table, grid, link=lambda cid: latex_target("erratum", cid))
    assert r"\hyperlink{erratum:toy.half}{\textsuperscript{\dag1}}" in linked


def test_a_computed_value_is_marked_when_the_row_shows_no_printed_one():
    cs = ClaimSet("toy")
    cs.instances("toy.x", where="p", statement="x = 2x", params={"a": [1, 2]}, expect="refuted",
                 erratum="slip", witness={"a": 1})(lambda a: (a, 2 * a if a == 1 else a))
    cs.instances("toy.y", where="p", statement="y", params={"a": [1, 2]})(lambda a: (a, a))
    t = cs.table("toy_t", caption="c", columns=("a", "x", "y"), rows={"a": [1, 2]},
                 cells=(param("a"), computed("toy.x"), printed("toy.y")))
    grid = table_grid(t, table_needs(t, cs.claims), evaluate)
    assert [[c.mark for c in row] for row in grid] == [[None, "toy.x", None], [None] * 3]


def test_table_needs_exactly_one_instance():
    cs = ClaimSet("toy")
    cs.instances("toy.x", where="p", statement="s", params={"a": [1, 2], "b": [1, 2]})(
        lambda a, b: (a, b))
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
    tex = table_latex(table, table_grid(table, needs, evaluate))
    compile_latex(tmp_path, errata_latex(results) + errata_latex([]) + tex)
    log = compile_latex(tmp_path, errata_latex(list(toy[1])) + tex)
    assert overfull(log) == []


def _result(paper, i, outcome, erratum=None, kind="exhaustive"):
    """A decided claim without running anything (for the summaries)."""
    from latticegraph.claims.model import Claim
    from latticegraph.claims.runner import ClaimResult
    c = Claim(f"{paper}.c{i}", paper, f"p. {i}", f"statement {i}", "instances",
              outcome if outcome != "error" else "verified", check=print, params={"a": [1]},
              erratum=erratum, witness={"a": 1} if erratum else None)
    cx = ({"params": {"a": i}, "printed": str(i), "computed": str(i + 1),
           "fails": f"fails only at a={i} (1 of {i} checked: a=1..{i}); holds otherwise"}
          if outcome == "refuted" else None)
    return ClaimResult(c, outcome, {"instances": 3, "range": "a=1..3", "skipped": 0}, cx,
                       evidence={"kind": kind, "domain": "a=1..3", "instances": 3})


def test_brief_summary_fits_a_screen_whatever_the_number_of_errata():
    """Issue 28: the default answer of verify -- per paper the counts by outcome and by
    evidence, errata one line each (substantive first, folded per paper), what changed,
    pointers, and the verdict counts last -- in at most ~60 lines."""
    from latticegraph.claims.report import print_brief
    results = []
    for paper in ("crystal", "lacin", "kantc", "ipgraph", "d3"):
        results += [_result(paper, i, "verified") for i in range(100)]
        results += [_result(paper, 100 + i, "refuted", ("slip", "substantive", "boundary")[i % 3])
                    for i in range(30)]
        results.append(_result(paper, 200, "proved", kind="parametric"))
    con = Console(record=True, width=100)
    print_brief(results, con, changed=[("crystal.c5", "verified", "refuted")],
                since="2026-01-01 10:00:00 UTC", seconds=112.4,
                pointers=["see the report: latticegraph report -o r.html"])
    lines = con.export_text().splitlines()
    assert len(lines) <= 60 and max(map(len, lines)) <= 100
    assert lines[0] == ("latticegraph verify: 655 claims of 5 papers, 1,965 instances, "
                        "1 min 52 s")
    crystal = next(ln for ln in lines if ln.startswith("crystal "))
    assert crystal.split() == ["crystal", "131", "1", "100", "30", "│", "1", "130"]
    assert "proved" in lines[2] and "parametric" in lines[2] and "exhaustive" in lines[2]
    assert any("150 errata (refuted claims): 50 substantive, 50 boundary, 50 slip" in ln
               for ln in lines)
    errata = [ln for ln in lines if ln.startswith("  crystal.c") and "printed" in ln]
    assert [ln.split()[1] for ln in errata] == ["substantive"] * 4          # substantive first
    assert errata[0].startswith("  crystal.c101  substantive  a=101: printed 101, computed 102;")
    assert "  ... and 26 more of crystal (6 substantive, 10 boundary, 10 slip)" in lines
    assert "  crystal.c5  verified -> refuted" in lines
    assert lines[-2] == "see the report: latticegraph report -o r.html"
    assert lines[-1] == "655 claims: 5 proved, 500 verified, 150 refuted. All as expected."


def test_brief_summary_lists_every_unexpected_outcome():
    from latticegraph.claims.report import print_brief
    bad = _result("toy", 1, "error")
    bad.counterexample = {"params": {"a": 1}, "error": "ZeroDivisionError"}
    con = Console(record=True, width=120)
    print_brief([_result("toy", 0, "verified"), bad], con, changed=None)
    out = con.export_text()
    assert "1 differ from their recorded expectation:" in out
    assert "  toy.c1  error, expected verified  a=1: ZeroDivisionError" in out
    assert "No earlier run in this store to compare with." in out
    assert out.splitlines()[-1] == "2 claims: 1 verified, 1 error. 1 differ from their " \
        "recorded expectation."


def test_parametric_evidence_text():
    """The evidence of a parametric claim as the runner records it (runner._decide_parametric)."""
    from types import SimpleNamespace as NS
    r = NS(outcome="proved", evidence={
        "kind": "parametric", "domain": "every a >= 1", "instances": 2, "residue_classes": 2,
        "checked_to": 9, "method": "ehrhart",
        "certificate": {"bcc": {"spec": "BCC(a)", "method": "ehrhart", "checked": "a=1..9"}}})
    assert evidence_text(r) == ("parametric: every a >= 1 (BCC(a); ehrhart, 2 residue classes, "
                                "exact to a = 9)")


def _claims_with_premises_and_readings():
    """Two claims carrying the record's premises, reading, readings and parts."""
    from latticegraph.claims.model import Claim
    one = Claim("toy.r1", "toy", "Thm 2", "the diameter is 2n + k", "instances", "refuted",
                check=lambda n: (n, n + 1), params={"n": [1, 2]}, erratum="substantive",
                witness={"n": 1}, premises=("n >= 2 (Section 3)", "k odd"),
                reading="'diameter' read as the switch-to-switch diameter",
                readings=("toy.r2",), parts=("toy.p2", "toy.elsewhere"))
    two = Claim("toy.r2", "toy", "Thm 2", "the diameter is 2n + k", "instances",
                "verified", check=lambda n: (n, n), params={"n": [1, 2]},
                reading="'diameter' read as the node-to-node diameter", readings=("toy.r1",))
    return [one, two]


def test_premises_readings_and_parts_beside_the_verdict(tmp_path):
    import html5lib
    from latticegraph.claims.paper_report import report_html, report_latex
    results = run(_claims_with_premises_and_readings(), workers=1)
    html = report_html(results, [], ["toy"])
    row = html[html.index('<tr id="claim-toy.r1">'):]
    row = row[:row.index("</tr>")]
    assert '<b>Premises:</b> <span class="m"><i>n</i> ≥ 2</span> (Section 3); k odd' in row
    assert "<b>Reading:</b> 'diameter' read as the switch-to-switch diameter" in row
    assert '<b>Other readings:</b> <a href="#claim-toy.r2"><code>toy.r2</code></a>' in row
    assert "<b>Other parts:</b> <code>toy.p2</code>, <code>toy.elsewhere</code>" in row
    erratum = html[html.index('id="erratum-toy.r1"'):]
    assert "<dt>Premises</dt>" in erratum and "<dt>Other readings</dt>" in erratum
    doc = html5lib.parse(html, namespaceHTMLElements=False)
    ids = {e.get("id") for e in doc.iter()}
    assert all(a.get("href")[1:] in ids for a in doc.iter("a"))
    tex = report_latex(results, [], ["toy"])
    assert r"\emph{Other readings:} \hyperlink{claim:toy.r2}{\texttt{toy.\allowbreak{}r2}}" in tex
    assert r"\emph{Premises:} $n \ge 2$ (Section 3); k odd" in tex
    compile_latex(tmp_path, tex.split(r"\begin{document}", 1)[1].rsplit(r"\end{document}", 1)[0],
                  preamble=tex.split(r"\begin{document}", 1)[0])


@pytest.mark.parametrize("tex, html", [
    (r"$\frac{N^{3} - N}{6}$", '<span class="m">(<i>N</i><sup>3</sup> − <i>N</i>)/6</span>'),
    (r"$\sqrt{2}\,N \log{\left(N \right)}$",
     '<span class="m">√2\u2009<i>N</i>\u2009log\u2009(<i>N</i>)</span>'),
    (r"\{0, 1, 3\}", "{0, 1, 3}"),
    (r"$a \equiv 2$, \texttt{crystal.thm47}, 50\%",
     '<span class="m"><i>a</i> ≡ 2</span>, <code>crystal.thm47</code>, 50%'),
    (r"$\bar k \approx$ \mbox{\fboxsep=0pt\fbox{$+$}}", '<span class="m"><i>k̄</i> ≈</span> ⊞'),
    (r"$x^{2}{}^{3} < y$ \& z", '<span class="m"><i>x</i><sup>2</sup><sup>3</sup> &lt; '
                                "<i>y</i></span> &amp; z"),
    (r"\nosuchcommand{x}", r"\nosuchcommandx"),             # left visible: the tests see it
])
def test_latex_html(tex, html):
    from latticegraph.claims.mathtext import latex_html
    assert latex_html(tex) == html


@pytest.mark.parametrize("text, tex, html", [
    ("see max_nodes and crystal.thm47(3)", r"see \texttt{max\_\allowbreak{}nodes} and "
     r"\texttt{crystal.\allowbreak{}thm47(3)}",
     "see <code>max_<wbr>nodes</code> and <code>crystal.<wbr>thm47(3)</code>"),
    # a call that goes on past the word stays code, and ends the formula before it
    ("bits C_{k-i} (fattree.intermediate_switches(k, 'written'))",
     r"bits $C_{k-i}$ (\texttt{fattree.\allowbreak{}intermediate\_\allowbreak{}switches(k}, "
     "'written'))",
     'bits <span class="m"><i>C</i><sub><i>k</i> − <i>i</i></sub></span> '
     "(<code>fattree.<wbr>intermediate_<wbr>switches(k</code>, 'written'))"),
])
def test_code_names_in_prose_are_typewriter(text, tex, html):
    from latticegraph.claims.mathtext import statement_html, statement_latex
    assert statement_latex(text) == tex
    assert statement_html(text) == html
