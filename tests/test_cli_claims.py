"""``latticegraph verify`` and ``latticegraph table``."""
import json
import shutil
from pathlib import Path

import pytest

from latticegraph.cli import main

DATA = Path(__file__).parent / "data"
TOY = DATA / "claims_toy"


def _verify(tmp_path, *args):
    return main(["verify", "--proofs", str(TOY), "--store", str(tmp_path / "r.sqlite"),
                 "--workers", "1", "--no-progress", *args])


def test_verify_json_to_stdout(tmp_path, capsys):
    assert _verify(tmp_path, "--json", "-") == 0
    out, err = capsys.readouterr()
    doc = json.loads(out)
    assert [r["outcome"] for r in doc["claims"]] == [
        "verified", "refuted", "verified", "proved", "proved", "refuted", "not-checkable"]
    assert "All as expected." in err                 # the summary goes to stderr


def test_verify_selection_json_file_and_errata(tmp_path, capsys):
    assert _verify(tmp_path, "--claim", "toy.half", "--json", str(tmp_path / "o.json"),
                   "--errata", str(tmp_path / "e.md")) == 0
    ids = [r["id"] for r in json.loads((tmp_path / "o.json").read_text())["claims"]]
    assert ids == ["toy.half", "toy.half.corrected"]
    assert "`toy.half`" in (tmp_path / "e.md").read_text()
    assert _verify(tmp_path, "--claim", "toy.bin*", "--paper", "toy", "--json",
                   str(tmp_path / "o.json"), "--errata", str(tmp_path / "e.tex")) == 0
    assert [r["id"] for r in json.loads((tmp_path / "o.json").read_text())["claims"]] == [
        "toy.binomial", "toy.binomial.wrong"]
    assert r"\begin{longtable}" in (tmp_path / "e.tex").read_text()
    assert "toy.binomial" in capsys.readouterr().out


def test_verify_exit_status_on_changed_outcome(tmp_path, capsys):
    proofs = tmp_path / "proofs"
    proofs.mkdir()
    text = (TOY / "toy.py").read_text().replace(
        'expect="refuted",\n                  erratum="substantive", witness={"a": 2},\n', 'expect="verified",\n')
    (proofs / "toy.py").write_text(text)
    code = main(["verify", "--proofs", str(proofs), "--store", str(tmp_path / "r.sqlite"),
                 "--workers", "2", "--no-progress"])
    assert code == 1
    assert "1 differ from their recorded expectation" in capsys.readouterr().out


@pytest.mark.parametrize("args, message", [
    (["--paper", "nope"], "no claims for paper 'nope' (papers: toy)"),
    (["--claim", "toy.zzz"], "no claim matches 'toy.zzz'"),
    (["--errata", "x.pdf"], "must end in .md or .tex"),
    (["--scheduler", "tcp://127.0.0.1:9"], "cannot connect to Dask scheduler"),
    (["--claim", "toy.square", "--json", "/nonexistent/dir/o.json"],
     "--json /nonexistent/dir/o.json: directory '/nonexistent/dir' does not exist"),
])
def test_verify_usage_errors(tmp_path, capsys, args, message):
    assert _verify(tmp_path, *args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_missing_or_broken_proofs_directory(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--proofs", str(tmp_path / "none")]) == 2
    assert "proofs directory" in capsys.readouterr().err
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "bad.py").write_text("raise RuntimeError('half-written')\n")
    assert main(["verify", "--proofs", str(tmp_path / "p"), "--store", "s.sqlite"]) == 2
    err = capsys.readouterr().err
    assert "bad.py:1: cannot load claims file: RuntimeError: half-written" in err
    assert err.count("\n") == 1


def test_verify_resumes_from_store_and_fresh_recomputes(tmp_path, capsys, monkeypatch):
    log = tmp_path / "log"
    monkeypatch.setenv("SWEEP_LOG", str(log))
    args = ["verify", "--proofs", str(DATA / "claims_sweep"), "--store", str(tmp_path / "r.sqlite"),
            "--workers", "1", "--no-progress", "--max-nodes", "5"]
    assert main(args + ["--details"]) == 0             # n <= 5 and the witness n = 13
    assert "sweep.odd smallest counterexample: n=13: printed 169" in capsys.readouterr().out
    assert len(log.read_text().splitlines()) == 6
    assert main(args[:-1] + ["20"]) == 0               # n <= 20: the witness is not recomputed
    assert len(log.read_text().splitlines()) == 20
    assert main(args[:-1] + ["20", "--fresh"]) == 0
    assert len(log.read_text().splitlines()) == 40


def test_table_command(tmp_path, capsys):
    out = tmp_path / "tables"
    base = ["table", "--proofs", str(TOY), "--store", str(tmp_path / "r.sqlite"), "--workers", "1",
            "--out", str(out)]
    assert main(base[:5]) == 0
    assert "toy_squares" in capsys.readouterr().out
    assert main(base + ["toy_squares"]) == 0           # computes the missing instances
    tex = (out / "toy_squares.tex").read_text()
    assert r"4 & row 4 & 16 & $5/2$\textsuperscript{\dag1} & 2 \\" in tex
    assert main(base + ["toy_squares", "--format", "md"]) == 0
    md = (out / "toy_squares.md").read_text()
    assert "| 3 | row 3 | 9 | 2 | 2 |" in md and "| 4 | row 4 | 16 | 5/2 \N{DAGGER}1 | 2 |" in md
    assert main(base + ["errata"]) == 0
    assert r"\texttt{toy.\allowbreak{}half}" in (out / "errata.tex").read_text()
    capsys.readouterr()
    assert main(base + ["toy_nope"]) == 2
    assert "unknown table 'toy_nope' (tables: errata, toy_squares)" in capsys.readouterr().err


def test_default_tables_dir_is_next_to_proofs(tmp_path, capsys):
    shutil.copytree(TOY, tmp_path / "proofs")
    assert main(["table", "toy_squares", "--proofs", str(tmp_path / "proofs"), "--store",
                 str(tmp_path / "r.sqlite"), "--workers", "1"]) == 0
    assert (tmp_path / "tables" / "toy_squares.tex").exists()


def test_workers_must_be_positive(tmp_path, capsys):
    """--workers 0 used to hang: argparse refuses it (exit status 2, one line)."""
    with pytest.raises(SystemExit) as exc:
        main(["verify", "--proofs", str(TOY), "--store", str(tmp_path / "r.sqlite"),
              "--workers", "0"])
    assert exc.value.code == 2 and "must be >= 1, got 0" in capsys.readouterr().err


def test_verify_junit_xml(tmp_path, capsys):
    """Issue 18: verify --junit-xml PATH for CI dashboards, read back as XML."""
    import xml.etree.ElementTree as ET
    assert _verify(tmp_path, "--junit-xml", str(tmp_path / "j.xml")) == 0
    suite = ET.parse(tmp_path / "j.xml").getroot().find("testsuite")
    assert suite.get("name") == "toy"
    assert (suite.get("tests"), suite.get("failures"), suite.get("skipped")) == ("7", "0", "3")
    cases = {c.get("name"): c for c in suite.iter("testcase")}
    half = cases["toy.half"]
    assert half.find("skipped").get("message").startswith("erratum (substantive): a=2")
    props = {p.get("name"): p.get("value") for p in half.iter("property")}
    assert props["outcome"] == "refuted" and props["evidence"].startswith("exhaustive: a=1..11")
    assert cases["toy.square"].find("skipped") is None


CAPPED = '''from latticegraph.claims import ClaimSet
claims = ClaimSet("capped")


@claims.instances("capped.order", where="p. 1", statement="n = n",
                  params={"n": [10, 60_000, 200_000]}, size=lambda n: n, max_nodes=100_000)
def _(n):
    return n, n
'''


@pytest.mark.parametrize("args, largest", [((), 60_000), (("--max-nodes", "50000"), 10),
                                           (("--max-nodes", "0"), 200_000)])
def test_claim_cap_only_replaces_the_default(tmp_path, capsys, args, largest):
    """Without --max-nodes a claim's own max_nodes applies; an explicit one (0: none) wins."""
    (tmp_path / "proofs").mkdir()
    (tmp_path / "proofs" / "capped.py").write_text(CAPPED)
    assert main(["verify", "--proofs", str(tmp_path / "proofs"), "--store",
                 str(tmp_path / "r.sqlite"), "--workers", "1", "--no-progress",
                 "--json", "-", *args]) == 0
    ev = json.loads(capsys.readouterr().out)["claims"][0]["evidence"]
    assert ev["largest"] == {"params": {"n": largest}, "vertices": largest}


def test_verify_answers_in_a_screenful(tmp_path, capsys):
    """Issue 28: by default verify prints per paper the counts by outcome and evidence,
    the errata one line each, what changed since the stored run, where the rest is,
    and the verdict counts last; --details (-v) prints a row per claim."""
    proofs = tmp_path / "proofs"
    shutil.copytree(TOY, proofs)
    args = ["verify", "--proofs", str(proofs), "--store", str(tmp_path / "r.sqlite"),
            "--workers", "1", "--no-progress"]
    assert main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("latticegraph verify: 7 claims of 1 paper, ")
    assert lines[2].split() == ["paper", "claims", "proved", "verified", "refuted",
                                "not-checkable", "│", "symbolic", "exhaustive"]
    assert lines[3].split() == ["toy", "7", "2", "2", "2", "1", "│", "2", "4"]
    assert "2 errata (refuted claims): 1 substantive, 1 slip; substantive first:" in lines
    assert any(ln.startswith("  toy.half  substantive  a=2: printed 3/2, computed 1; fails "
                             "exactly when a even") for ln in lines)
    assert "No earlier run in this store to compare with." in lines
    assert lines[-1] == "7 claims: 2 proved, 2 verified, 2 refuted, 1 not-checkable. All as expected."
    assert len(lines) < 25 and not any("smallest counterexample" in ln for ln in lines)
    same = f"--proofs {proofs} --store {tmp_path / 'r.sqlite'}"       # read what this run stored
    assert f"The report, from what this run stored: latticegraph report -o report.html {same} " \
        "(or .pdf)." in lines
    assert f"Errata with counterexamples and corrections: latticegraph table errata --format md " \
        f"{same}." in lines

    assert main(args) == 0
    assert "No outcome changed since the run stored " in capsys.readouterr().out
    toy = proofs / "toy.py"
    toy.write_text(toy.read_text().replace("return a * a, sum(", "return a * a + (a == 3), sum("))
    assert main(args) == 1
    out = capsys.readouterr().out
    assert "\n  toy.square  verified -> refuted\n" in out
    assert "  toy.square  refuted, expected verified  a=3: printed 10, computed 9" in out
    assert out.splitlines()[-1].endswith("1 differ from their recorded expectation.")

    assert main(args + ["-v"]) == 1
    out = capsys.readouterr().out
    assert "toy.half smallest counterexample: a=2: printed 3/2" in out and "┃" in out


def test_report_right_after_verify_computes_nothing(tmp_path, capsys, monkeypatch):
    """verify stores each decided claim and each table's cells; the report reads them
    (nothing runs), until the claims file changes."""
    from latticegraph.claims import cli_claims
    proofs = tmp_path / "proofs"
    shutil.copytree(TOY, proofs)
    common = ["--proofs", str(proofs), "--store", str(tmp_path / "r.sqlite"), "--workers", "1",
              "--no-progress"]
    assert main(["verify", *common]) == 0

    def refuse(*args, **kwargs):
        raise AssertionError("the report computed something")
    real_run = cli_claims.run
    monkeypatch.setattr(cli_claims, "run", refuse)
    monkeypatch.setattr(cli_claims, "execute", refuse)
    monkeypatch.setattr(cli_claims, "table_needs", refuse)
    assert main(["report", *common, "-o", str(tmp_path / "r.html")]) == 0
    html = (tmp_path / "r.html").read_text()
    assert '<td class="refuted">3/2<a class="mark" href="#erratum-toy.half"' in html
    assert main(["table", "toy_squares", *common, "--out", str(tmp_path)]) == 0
    assert r"$3/2$\textsuperscript{\dag1}" in (tmp_path / "toy_squares.tex").read_text()

    calls = []
    monkeypatch.setattr(cli_claims, "run", lambda claims, *a, **k: calls.append(
        [c.id for c in claims]) or real_run(claims, *a, **k))
    (proofs / "toy.py").write_text((proofs / "toy.py").read_text() + "# edited\n")
    with pytest.raises(AssertionError, match="computed something"):
        main(["report", *common, "-o", str(tmp_path / "r.html")])   # the tables are stale too
    assert len(calls[0]) == 7                                         # every claim decided again


def test_table_list_prints_captions_as_text(capsys):
    """`latticegraph table` lists the papers' tables with their captions in plain Unicode
    (the captions are LaTeX: crystal's Table 1 caption holds $\\bar k(a)/a$, \\texttt{...})."""
    assert main(["table"]) == 0
    out = capsys.readouterr().out
    assert "crystal_table1" in out and "k̄(a)/a" in out
    assert "\\" not in out and "$" not in out
