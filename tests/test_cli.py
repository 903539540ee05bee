"""Tests for the `latticegraph` command line."""
import json
import subprocess
import sys

import pytest

from latticegraph.cli import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "latticegraph.cli", *args],
                           capture_output=True, text=True, timeout=120)


def test_info_json_fcc4():
    """The foundation issue's acceptance numbers for FCC(4)."""
    r = run("info", "FCC(4)", "--json")
    assert r.returncode == 0, r.stderr
    rec = json.loads(r.stdout)
    assert rec["vertices"] == 128
    assert rec["diameter"] == 6
    assert rec["average_distance"] == "440/127"
    assert rec["hnf"] == [[8, 4, 4], [0, 4, 0], [0, 0, 4]]
    assert rec["smith"] == [4, 4, 8]
    assert rec["degrees"] == [6]
    assert rec["edges"] == 384
    assert sum(rec["distance_distribution"]) == 128
    for key in ("name", "vertices", "edges", "degrees", "diameter", "average_distance",
                "distance_distribution", "hnf", "smith"):
        assert key in rec


def test_info_text(capsys):
    assert main(["info", "RTT(4)"]) == 0
    out = capsys.readouterr().out
    assert "vertices" in out and "32" in out


@pytest.mark.parametrize("spec", ["FCC(x)", "G([[1,2],[2,4]])", "NOPE(3)", "FCC(-1)"])
def test_bad_spec_is_one_line_exit_2_no_traceback(spec):
    r = run("info", spec)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1
    assert "Traceback" not in r.stderr
    assert r.stderr.startswith("latticegraph: error:")


def test_no_command_prints_help(capsys):
    assert main([]) == 2
    assert "info" in capsys.readouterr().out
