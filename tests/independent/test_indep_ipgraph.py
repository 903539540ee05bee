"""Paper ``ipgraph``: the library's IP graphs, super-IP graphs (HSN, ring-, complete-, directed
CN, super-flip), their symmetric variants, HCN, de Bruijn and star graphs against the
ball-arrangement definitions of Sections 2-3 (``indep_ipgraph``), through the command line
only; and the closed forms the ipgraph checkers use at large sizes (degree, Corollary 4.2's
diameter, inter-cluster degree and diameter of ring-/complete-CN) against the built graphs."""
from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

import indep_cli as cli
import networkx as nx
import pytest
from indep_graphs import average_text, distribution_from, summed
from indep_ipgraph import (
    complete,
    cube,
    de_bruijn,
    inter_cluster,
    ip_graph,
    star,
    super_ip,
    super_ip_nucleus,
)

Q1, Q2, Q3, K3 = cube(1), cube(2), cube(3), complete(3)
NUCLEI = {"Q1": Q1, "Q2": Q2, "Q3": Q3, "K2": complete(2), "K3": K3, "K4": complete(4)}
SECTION2 = "IP([1,2,3,3,2,1],[[2,1,3,4,5,6],[3,2,1,4,5,6],[4,5,6,1,2,3]])"


def build(spec):
    """This module's graph for a spec (parsed by hand: the spec texts below only)."""
    if spec == SECTION2:
        return ip_graph((1, 2, 3, 3, 2, 1), [(2, 1, 3, 4, 5, 6), (3, 2, 1, 4, 5, 6),
                                             (4, 5, 6, 1, 2, 3)])
    if spec in NUCLEI:
        return NUCLEI[spec].graph()
    name, args = spec[:-1].split("(", 1)
    if name == "Star":
        return star(int(args))
    if name == "DeBruijn":
        return de_bruijn(int(args))
    if name == "HCN":
        return super_ip("HSN", 2, cube(int(args)))
    l, nuc = args.split(",", 1)
    nucleus = (super_ip_nucleus("HSN", 2, Q1) if nuc == "HSN(2,Q1)" else NUCLEI[nuc])
    sym = name.startswith("Sym")
    return super_ip(name[3:] if sym else name, int(l), nucleus, symmetric=sym)


SPECS = ["HSN(2,Q1)", "HSN(3,Q1)", "HSN(4,Q1)", "HSN(2,Q2)", "HSN(3,Q2)", "HSN(2,Q3)",
         "HSN(2,K3)", "HSN(3,K3)", "HSN(2,HSN(2,Q1))",
         "RingCN(3,Q1)", "RingCN(3,Q2)", "RingCN(4,Q1)", "RingCN(5,Q1)", "RingCN(2,K3)",
         "CompleteCN(3,K3)", "CompleteCN(4,Q1)", "CompleteCN(3,Q2)",
         "DirectedCN(3,Q1)", "DirectedCN(3,Q2)", "DirectedCN(4,Q1)",
         "SuperFlip(3,Q2)", "SuperFlip(4,Q1)", "SuperFlip(3,K3)",
         "SymHSN(2,Q2)", "SymHSN(3,Q1)", "SymRingCN(3,K3)", "SymCompleteCN(3,Q1)",
         "SymDirectedCN(3,Q1)", "SymSuperFlip(3,Q1)", "SymSuperFlip(3,Q2)",
         "HCN(1)", "HCN(2)", "HCN(3)", "DeBruijn(2)", "DeBruijn(3)", "DeBruijn(4)",
         "Star(3)", "Star(4)", "Star(5)", "Q1", "Q3", "K2", "K4", SECTION2]
ROUTED = ["HSN(3,Q2)", "SymRingCN(3,K3)"]


@lru_cache(maxsize=None)
def mine(spec):
    return build(spec)


def route_pairs(spec):
    n = mine(spec).number_of_nodes()
    return [(s, t) for s in (0, n // 2) for t in range(n)]


CLI_CALLS = ([cli.export_call(tuple(SPECS)), cli.info_call(tuple(SPECS))]
             + [cli.route_call(s, route_pairs(s)) for s in ROUTED])


def as_tuple(label):
    return label if isinstance(label, tuple) else tuple(int(c) for c in label)


@pytest.mark.parametrize("spec", SPECS)
def test_export_is_the_ip_graph(spec):
    """Same labels (the states of the ball-arrangement game) and the same links."""
    G, mult, _, _, _ = cli.labelled(spec)
    H = nx.relabel_nodes(G, as_tuple)
    ref = mine(spec)
    assert set(H.nodes) == set(ref.nodes)
    assert {frozenset(e) for e in H.edges} == {frozenset(e) for e in ref.edges}


@pytest.mark.parametrize("spec", SPECS)
def test_info_against_bfs(spec):
    rec = cli.info(tuple(SPECS))[spec]
    G = mine(spec)
    each = {s: distribution_from(G, s) for s in G}
    assert rec["vertices"] == G.number_of_nodes() and rec["edges"] == G.number_of_edges()
    assert rec["degrees"] == sorted({d for _, d in G.degree})
    if rec["distribution_from"] == "one vertex":
        assert len({tuple(d) for d in each.values()}) == 1
        dd = next(iter(each.values()))
    else:
        dd = summed(each.values())
    assert rec["distance_distribution"] == dd
    assert rec["diameter"] == len(dd) - 1
    assert rec["average_distance"] == average_text(dd)


SIZES = [("HSN", l, nu) for l in (2, 3) for nu in ("Q1", "Q2", "K3")] + \
        [("RingCN", 3, "Q2"), ("CompleteCN", 3, "K3"), ("SuperFlip", 3, "Q2"),
         ("CompleteCN", 4, "Q1")]


@pytest.mark.parametrize("kind, l, nu", SIZES)
def test_theorem_3_2_and_section_3_5_orders(kind, l, nu):
    """Theorem 3.2: a super-IP graph has M_N^l nodes; Section 3.5: the symmetric HSN has
    l! M_N^l, a symmetric CN l M_N^l (built here, not taken from the library)."""
    M = NUCLEI[nu].graph().number_of_nodes()
    assert super_ip(kind, l, NUCLEI[nu]).number_of_nodes() == M ** l
    sym = super_ip(kind, l, NUCLEI[nu], symmetric=True).number_of_nodes()
    if kind == "HSN":
        assert sym == math.factorial(l) * M ** l
    elif kind in ("RingCN", "CompleteCN"):
        assert sym == l * M ** l


@pytest.mark.parametrize("spec", ROUTED)
def test_routes(spec):
    G = mine(spec)
    recs = cli.routes(spec, route_pairs(spec))
    dist = {}
    for rec in recs:
        path = [as_tuple(cli.parse_label(x)) for x in rec["path"]]
        assert all(G.has_edge(u, v) for u, v in zip(path, path[1:]))
        s, t = path[0], path[-1]
        if s not in dist:
            dist[s] = nx.single_source_shortest_path_length(G, s)
        assert rec["length"] == len(path) - 1 == dist[s][t] == rec["distance"]


# -- the closed forms of the ipgraph checkers (proofs/ipgraph.py, _cn_parts) ---------------
CN = [(kind, l, nu) for kind in ("RingCN", "CompleteCN") for l in (2, 3, 4)
      for nu in ("Q1", "Q2", "K3", "K4") if NUCLEI[nu].graph().number_of_nodes() ** l <= 1024]


@pytest.mark.parametrize("kind, l, nu", CN)
def test_cyclic_shift_closed_forms_against_the_graph(kind, l, nu):
    """The model the Section 5 checkers use up to 10^10 nodes (degree deg G + s, s = 1 for
    l = 2, 2 for ring-CN, l - 1 for complete-CN; diameter (D_G + 1) l - 1 by Corollary 4.2;
    I-degree (M - 1)/M for l = 2, else s; I-diameter l - 1), against the built graph with its
    nuclei as modules."""
    nucleus = NUCLEI[nu]
    N = nucleus.graph()
    M, deg, D = N.number_of_nodes(), max(d for _, d in N.degree), nx.diameter(N)
    G = super_ip(kind, l, nucleus)
    s = 1 if l == 2 else (2 if kind == "RingCN" else l - 1)
    ideg, idiam = inter_cluster(G, nucleus.m)
    assert max(d for _, d in G.degree) == deg + s
    assert nx.diameter(G) == (D + 1) * l - 1
    assert ideg == (Fraction(M - 1, M) if l == 2 else s)
    assert idiam == l - 1
