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


# ---------------------------------------------------------------------------
# latticegraph symmetric (paper crystal, Theorem 12)
# ---------------------------------------------------------------------------
def _brute_symmetric_classes(N):
    """Linear classes of symmetric 3x3 Hermite forms of determinant N, from every form."""
    import numpy as np

    from latticegraph import symmetry
    Hs = list(symmetry.hermite_matrices(3, N))
    keep = symmetry.batch_is_linearly_symmetric(np.array(Hs))
    return {symmetry.linear_class_representative(H) for H, k in zip(Hs, keep) if k}


def test_symmetric_records_against_definitions():
    import ast
    from fractions import Fraction

    import networkx as nx

    from latticegraph import symmetry
    from latticegraph.cli_graph import symmetric_records
    from latticegraph.specs import graph
    from latticegraph.topologies.lattice import LatticeGraph
    families = {"M1": lambda a, b, c: [[a, c, b], [b, a, c], [c, b, a]],
                "M1'": lambda a, b, c: [[a, b, c], [a, c, -b - c], [a, -b - c, b]]}
    for N in range(1, 31):
        recs = symmetric_records(N)
        reps = {graph(r["graph"]).hnf for r in recs}
        assert reps == _brute_symmetric_classes(N), N
        avgs = [Fraction(r["average_distance"]) for r in recs]
        assert avgs == sorted(avgs)
        certs = {}
        for r in recs:
            g = graph(r["graph"])
            name, args = r["theorem12"].split("(", 1)
            M = families[name](*ast.literal_eval("(" + args))
            assert symmetry.linear_class_representative(M) == g.hnf      # same class
            G = nx.Graph(g.to_networkx())
            if N > 1:
                assert r["diameter"] == nx.diameter(G)
                assert Fraction(r["average_distance"]) == Fraction(
                    sum(nx.single_source_shortest_path_length(G, 0).values()), N - 1)
            certs.setdefault(r["graph_class"], set()).add(symmetry.certificate(LatticeGraph(g.hnf)))
        assert all(len(c) == 1 for c in certs.values())
        assert len({c.pop() for c in certs.values()}) == len(certs)


def test_symmetric_cli(capsys):
    assert main(["symmetric", "27"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("6 symmetric 3D lattice graph(s) of order 27")
    assert "5 up to graph isomorphism" in out.splitlines()[0]
    assert "G([[3,0,0],[0,3,0],[0,0,3]])" in out and "M1(3,0,0)" in out
    assert main(["symmetric", "1000", "--json", "--graph-classes", "no"]) == 0
    rec = json.loads(capsys.readouterr().out)
    assert rec["order"] == 1000 and rec["classes"][0]["graph"] == "G([[10,0,0],[0,10,0],[0,0,10]])"
    assert all(c["graph_class"] is None for c in rec["classes"])
    r = run("symmetric", "0")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "positive" in r.stderr
    r = run("symmetric", str(10**8))
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "too large" in r.stderr
