"""Tests for the batch forms of the command line (``info A B ...``, ``export A B ... -o DIR``,
``route GRAPH --pairs FILE``) and for ``latticegraph schedule`` (paper ``d3``, Section 9)."""
import io
import json
import os

import networkx as nx
import pytest

from latticegraph.cli import main
from latticegraph.cli_graph import export_file_name, route_record, schedule_record
from latticegraph.export import label_string
from latticegraph.specs import graph
from latticegraph.topologies.dragonfly import D3, all_to_all_schedule, simulate


def test_info_several_graphs_one_json_line_each(capsys):
    assert main(["info", "PC(2)", "RTT(1)", "FCC(4)", "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    recs = [json.loads(x) for x in lines]
    assert [r["name"] for r in recs] == ["PC(2)", "RTT(1)", "FCC(4)"]
    assert recs[2]["average_distance"] == "440/127"          # paper crystal, FCC(4)
    assert main(["info", "FCC(4)", "--json"]) == 0               # one graph: unchanged
    assert json.loads(capsys.readouterr().out)["vertices"] == 128
    assert main(["info", "PC(2)", "RTT(1)"]) == 0
    assert capsys.readouterr().out.count("vertices") == 2


def test_info_several_graphs_bad_spec(capsys):
    assert main(["info", "PC(2)", "NOPE(1)", "--json"]) == 2
    out, err = capsys.readouterr()
    assert json.loads(out)["name"] == "PC(2)"                    # the finished record stays
    assert err.startswith("latticegraph: error:") and err.count("\n") == 1


def test_export_several_graphs_to_a_folder(tmp_path, capsys):
    specs = ["PC(2)", "G([[4,0],[0,4]])", "KANTC(2,3)"]
    assert main(["export", *specs, "--format", "graphml", "-o", str(tmp_path)]) == 0
    names = sorted(os.listdir(tmp_path))
    assert names == sorted(export_file_name(s, "graphml") for s in specs)
    for s in specs:
        one = tmp_path / "one.graphml"
        assert main(["export", s, "--format", "graphml", "-o", str(one)]) == 0
        assert (tmp_path / export_file_name(s, "graphml")).read_text() == one.read_text()
        one.unlink()
    capsys.readouterr()
    assert main(["export", "PC(2)", "T(3)", "--format", "edgelist", "-o", str(tmp_path)]) == 0
    assert (tmp_path / "T(3).edges").read_text().startswith("# T(3): 3 vertices, 3 edges")


@pytest.mark.parametrize("args", [["PC(2)", "T(3)", "--format", "edgelist"],
                                  ["PC(2)", "PC(2)", "--format", "edgelist", "-o", "{dir}"],
                                  ["PC(2)", "T(3)", "--format", "edgelist", "-o", "{dir}/no"]])
def test_export_several_graphs_errors(args, tmp_path, capsys):
    args = [a.format(dir=tmp_path) for a in args]
    assert main(["export", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("latticegraph: error:") and err.count("\n") == 1


def test_route_pairs_equals_single_routes(capsys, monkeypatch):
    g = graph("FCC(3)")
    pairs = [(s, t) for s in (0, 7, 53) for t in range(g.order)]
    text = "(1,3,3)\t(0,0,0)\n# comment\n\n" + "".join(f"{s} {t}\n" for s, t in pairs)
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    assert main(["route", "FCC(3)", "--pairs", "-"]) == 0
    recs = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert recs[0]["source"]["label"] == "(1,0,0)"               # (1,3,3) reduced mod M
    assert recs[1:] == [json.loads(json.dumps(route_record(g, s, t))) for s, t in pairs]
    G = g.to_networkx()
    assert all(r["length"] == nx.shortest_path_length(G, r["source"]["vertex"],
                                                      r["target"]["vertex"]) for r in recs)


@pytest.mark.parametrize("stdin, args", [("x y\n", ["--pairs", "-"]), ("0\n", ["--pairs", "-"]),
                                         ("", ["--pairs", "/no/such/file"]),
                                         ("", ["0", "1", "--pairs", "-"]), ("", ["0"])])
def test_route_pairs_errors(stdin, args, capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    assert main(["route", "PC(3)", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("latticegraph: error:") and err.count("\n") == 1


def test_schedule_all_to_all_theorem_7(capsys):
    """Paper d3, Theorem 7: KM^2 rounds, KM delays, no link conflicts (D3(2,4))."""
    assert main(["schedule", "D3(2,4)", "all-to-all"]) == 0
    rec = json.loads(capsys.readouterr().out)
    net = D3(2, 4)
    packets, starts = all_to_all_schedule(net)
    assert rec["starts"] == starts and len(rec["packets"]) == len(packets) == 32 * 32
    assert starts[-1] - (len(starts) - 1) == 2 * 4
    assert rec["simulation"] == {"conflicts": [], "makespan": simulate(net, packets).makespan}
    first = rec["packets"][0]
    assert first["source"] == label_string(net, 0) and first["hops"] == [["l", 0], ["g", 0],
                                                                          ["l", 0]]


def test_schedule_conflicts_reported(capsys):
    """Theorem 5 with d = p under Protocol 1 without delays has local-link conflicts."""
    assert main(["schedule", "D3(2,4)", "one-to-all", "--source", "(0,1,1)"]) == 0
    rec = json.loads(capsys.readouterr().out)
    assert rec["simulation"]["conflicts"]
    assert rec == schedule_record(D3(2, 4), "one-to-all", (0, 1, 1))


@pytest.mark.parametrize("args", [["PC(2)", "all-to-all"], ["D3(2,4)", "one-to-all"],
                                  ["D3(2,4)", "broadcast", "--source", "(9,9,9,9)"],
                                  ["D3(2,4)", "broadcast", "--source", "(0,1,2)", "--count", "0"]])
def test_schedule_errors(args, capsys):
    assert main(["schedule", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("latticegraph: error:") and err.count("\n") == 1
