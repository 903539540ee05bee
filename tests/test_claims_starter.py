"""``latticegraph new PAPER``: the starter claims file decides at once, under verify and pytest."""
import json
import subprocess
import sys

import pytest

from latticegraph.cli import main
from latticegraph.claims import load_claims
from latticegraph.claims.starter import starter_file


def test_every_kind_is_represented():
    text = starter_file("mypaper")
    for call in ("@claims.instances(", "@claims.exhaustive(", "@claims.symbolic(",
                 "claims.table(", "claims.not_checkable(", 'expect="refuted"', "corrects=",
                 "@claims.parametric("):
        assert call in text


def test_verify_decides_the_starter(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["new", "mypaper"]) == 0
    assert capsys.readouterr().out.strip() == "proofs/mypaper.py"
    assert main(["verify", "--proofs", "proofs", "--workers", "1", "--no-progress",
                 "--json", "-"]) == 0
    records = {r["id"]: r for r in json.loads(capsys.readouterr().out)["claims"]}
    assert {k: r["outcome"] for k, r in records.items()} == {
        "mypaper.torus.diameter": "verified", "mypaper.hypercube.diameters": "proved",
        "mypaper.ring.total_distance": "proved", "mypaper.hypercube.average": "refuted",
        "mypaper.hypercube.average.corrected": "verified",
        "mypaper.simulation.throughput": "not-checkable", "mypaper.torus.average": "proved"}
    assert records["mypaper.torus.average"]["evidence"]["kind"] == "parametric"
    cx = records["mypaper.hypercube.average"]["counterexample"]
    assert (cx["params"], cx["printed"], cx["computed"]) == ({"n": 1}, "1/2", "1")
    assert main(["table", "mypaper_diameters", "--proofs", "proofs", "--workers", "1",
                 "--no-progress"]) == 0
    assert "Q8 & 8 & 8" in (tmp_path / "tables" / "mypaper_diameters.tex").read_text()


@pytest.mark.parametrize("folder", ["proofs", "claims"])
def test_pytest_collects_the_starter(tmp_path, folder):
    """In a folder named proofs the plugin collects it; elsewhere `new` writes a conftest."""
    assert main(["new", "mypaper", "--dir", str(tmp_path / folder)]) == 0
    assert (tmp_path / folder / "conftest.py").exists() == (folder != "proofs")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q",
                           folder], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert "5 passed, 1 skipped, 1 xfailed" in proc.stdout, proc.stdout


@pytest.mark.parametrize("argv, message", [
    (["new", "my-paper"], "paper name must be a Python identifier"),
    (["new", "mypaper"], "already exists (use --force to overwrite it)"),
])
def test_bad_input(tmp_path, capsys, monkeypatch, argv, message):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "proofs").mkdir()
    (tmp_path / "proofs" / "mypaper.py").write_text("# mine\n")
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert (tmp_path / "proofs" / "mypaper.py").read_text() == "# mine\n"
    assert main(["new", "mypaper", "--force"]) == 0
    assert load_claims(tmp_path / "proofs" / "mypaper.py").paper == "mypaper"
