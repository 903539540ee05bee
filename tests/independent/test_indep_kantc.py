"""Paper ``kantc``: the library's k-ary n-trees, MiKANT, KANTC, MiKANTC and hypercubes against
builders written from the paper's text (``indep_kantc``), through the command line only:
labels, links, compute nodes, the counts of Section II, Theorems 2-4 and 7-9 (Table I), whole
and compute-node distance distributions (networkx BFS), and the family's routes."""
from __future__ import annotations

from functools import lru_cache

import indep_cli as cli
import networkx as nx
import pytest
from indep_graphs import average_text, distribution_from, summed
from indep_kantc import (
    hypercube,
    intermediate_switches,
    kantc,
    kary_ntree,
    printed_counts,
)

INSTANCES = ([("KANT", k, n) for k, n in ((2, 2), (2, 3), (3, 2), (3, 3), (4, 2), (2, 4))]
             + [("MiKANT", k, n) for k, n in ((2, 2), (2, 3), (3, 2), (3, 3), (2, 4))]
             + [("KANTC", k, n) for k, n in ((2, 2), (2, 3), (2, 4), (3, 2), (3, 3), (3, 4),
                                             (4, 2), (4, 3), (5, 2))]
             + [("MiKANTC", k, n) for k, n in ((2, 2), (2, 3), (3, 2), (3, 3), (4, 2))]
             + [("Hypercube", k, None) for k in (1, 2, 3, 4, 5)])
ROUTED = [("KANTC", 2, 3), ("KANTC", 3, 3), ("MiKANTC", 2, 3), ("MiKANTC", 3, 3),
          ("KANT", 3, 3), ("MiKANT", 3, 3)]


def spec(fam, k, n):
    return f"{fam}({k})" if n is None else f"{fam}({k},{n})"


@lru_cache(maxsize=None)
def mine(fam, k, n):
    if fam == "Hypercube":
        G = hypercube(k)
        nx.set_node_attributes(G, "router", "kind")
        return G
    if fam in ("KANT", "MiKANT"):
        return kary_ntree(k, n, fam == "MiKANT")
    return kantc(k, n, fam == "MiKANTC")


def nodes_of(G):
    return [v for v, d in G.nodes(data=True) if d["kind"] == "node"]


def route_pairs(fam, k, n):
    G = mine(fam, k, n)
    first, count = G.number_of_nodes() - len(nodes_of(G)), len(nodes_of(G))
    sources = range(first, first + count, max(1, count // 6))
    return [(s, t) for s in sources for t in range(first, first + count)]


CLI_CALLS = ([cli.export_call(tuple(spec(*i) for i in INSTANCES), nodes="keep"),
              cli.info_call(tuple(spec(*i) for i in INSTANCES))]
             + [cli.route_call(spec(*i), route_pairs(*i)) for i in ROUTED])


@pytest.mark.parametrize("inst", INSTANCES, ids=[spec(*i) for i in INSTANCES])
def test_export_is_the_papers_network(inst):
    """Same switches (labels as the paper writes them), the same links, and the same number of
    compute nodes on each switch."""
    fam, k, n = inst
    G, mult, kind, _, _ = cli.labelled(spec(*inst), nodes="keep")
    ref = mine(*inst)
    assert set(mult.values()) == {1}
    fix = _relabel(fam, k, n, G, kind)
    H = nx.relabel_nodes(G, fix)
    ref_switches = {v for v, d in ref.nodes(data=True) if d["kind"] != "node"}
    lib_switches = {fix[v] for v in G if kind[v] != "node"}
    assert lib_switches == ref_switches
    sw_edges = {frozenset(e) for e in H.edges if all(v in lib_switches for v in e)}
    assert sw_edges == {frozenset(e) for e in ref.edges if all(v in ref_switches for v in e)}
    per_switch = {s: sum(kind[u] == "node" for u in G[v]) for v, s in fix.items()
                  if kind[v] != "node"}
    assert per_switch == {s: sum(ref.nodes[u]["kind"] == "node" for u in ref[s])
                          for s in ref_switches}
    assert all(G.degree(v) == 1 for v in G if kind[v] == "node")


def _relabel(fam, k, n, G, kind):
    """Library label -> this module's label: compute nodes keep their switch's label plus
    their index; a cube switch's D_0 is checked against the intermediate list and dropped
    (None) when the switch is not intermediate."""
    I = intermediate_switches(k) if fam in ("KANTC", "MiKANTC") else None
    head = 2 if fam in ("MiKANT", "MiKANTC") else 1
    out = {}
    for v in G:
        lab = tuple(v) if isinstance(v, tuple) else v
        if fam == "Hypercube":
            out[v] = lab
            continue
        sw = lab[:-1] if kind[v] == "node" else lab
        if I is not None and sw[head - 1] == 0:
            cube, x, c = sw[head:head + n - 2], sw[head + n - 2], sw[head + n - 1:]
            assert len(c) == k
            if c in I:
                assert x == I.index(c), (v, "intermediate switch out of the printed order")
            else:
                x = None
            sw = sw[:head] + cube + (x,) + c
        out[v] = sw + lab[-1:] if kind[v] == "node" else sw
    return out


@pytest.mark.parametrize("inst", INSTANCES, ids=[spec(*i) for i in INSTANCES])
def test_counts_and_distances(inst):
    """Counts of compute nodes, switches and links: the library, this builder and the paper's
    closed forms (Section II-A, II-B, Theorems 2-4, 7-9, Table I) agree; the whole graph's and
    the compute nodes' distance distributions equal networkx BFS."""
    fam, k, n = inst
    rec = cli.info(tuple(spec(*i) for i in INSTANCES))[spec(*inst)]
    G = mine(*inst)
    nodes = nodes_of(G)
    assert rec["vertices"] == G.number_of_nodes() and rec["edges"] == G.number_of_edges()
    assert rec["degrees"] == sorted({d for _, d in G.degree})
    printed = printed_counts(fam, k, n)
    if fam == "Hypercube":
        assert (rec["vertices"], rec["edges"]) == (printed["switches"], printed["links"])
        assert "compute_nodes" not in rec
    else:
        cn = rec["compute_nodes"]
        assert cn["vertices"] == len(nodes) == printed["nodes"]
        assert rec["vertices"] - len(nodes) == printed["switches"]
        assert rec["edges"] == printed["links"]
        pairs = summed(_restricted(G, s, nodes) for s in nodes)
        assert cn["distance_distribution"] == pairs
        assert cn["diameter"] == len(pairs) - 1
        assert cn["average_distance"] == average_text(pairs)
    each = [distribution_from(G, s) for s in G]
    if rec["distribution_from"] == "one vertex":
        assert len({tuple(d) for d in each}) == 1 and rec["distance_distribution"] == each[0]
    else:
        assert rec["distance_distribution"] == summed(each)
    assert rec["diameter"] == max(len(d) for d in each) - 1


def _restricted(G, s, targets):
    d = nx.single_source_shortest_path_length(G, s)
    out = [0] * (max(d[t] for t in targets) + 1)
    for t in targets:
        out[d[t]] += 1
    return out


@pytest.mark.parametrize("inst", ROUTED, ids=[spec(*i) for i in ROUTED])
def test_routes_between_compute_nodes(inst):
    """Section IV's routes (or BFS paths where the family has none) are walks on the paper's
    network between compute nodes; their lengths and the reported distances against BFS."""
    fam, k, n = inst
    G = mine(*inst)
    X, _, kind, _, _ = cli.labelled(spec(*inst), nodes="keep")
    fix = _relabel(fam, k, n, X, kind)
    by_text = {",".join(map(str, v)): fix[v] for v in X}
    recs = cli.routes(spec(*inst), route_pairs(*inst))
    assert len(recs) == len(route_pairs(*inst))
    dist = {}
    for rec in recs:
        path = [by_text[x.strip("()")] for x in rec["path"]]
        s, t = path[0], path[-1]
        assert G.nodes[s]["kind"] == G.nodes[t]["kind"] == "node"
        assert all(G.has_edge(u, v) for u, v in zip(path, path[1:])), path
        if s not in dist:
            dist[s] = nx.single_source_shortest_path_length(G, s)
        assert rec["length"] == len(path) - 1 and rec["distance"] == dist[s][t]
        assert rec["minimal"] == (rec["length"] == dist[s][t])
