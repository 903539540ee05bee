"""Claims of paper ``ipgraph``: Section 2, The Index-Permutation Graph Model.

Yeh, Parhami, *The Index-Permutation Graph Model for Hierarchical Interconnection
Networks*.  The conventions, the errata and what is not registered are in
``ipgraph/__init__.py``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import networkx as nx

from latticegraph.specs import graph
from latticegraph.topologies.ipgraph import (IPGraph, de_bruijn, directed_diameter, hcn,
    star_graph, transposition)

from . import claims
from ._common import (_apply, _atlas, _atlas_graph, _example_size, _examples,
    _hcn_reference_edges, _ip_realisation, _is_cayley_ip, _labelled_edges,
    _vertex_transitive_and_regular, EXAMPLES)


@claims.instances(
    "ipgraph.sec2.bag.configurations", where="Section 2, ball-arrangement game",
    statement="There are N <= k! possible configurations of the balls (states)",
    params=_examples, size=_example_size,
    notes="'N � k!' in the text read as N <= k!; k is the label length.")
def _(spec):
    g = graph(spec)
    return True, g.order <= math.factorial(len(g.seed))


STAR_X = "123654"


@claims.exhaustive(
    "ipgraph.sec2.star6.neighbours", where="Section 2, 6-star example",
    statement="X = 123654; Xπ1 = 213654, Xπ2 = 321654, Xπ3 = 623154, Xπ4 = 523614, "
              "Xπ5 = 423651 for π1 = (1;2), ..., π5 = (1;6)",
    params={})
def _():
    g = star_graph(6, seed=STAR_X)
    got = [g.label_str(int(v)) for v in g.targets[g.index(STAR_X)]]
    return ["213654", "321654", "623154", "523614", "423651"], got


@claims.exhaustive(
    "ipgraph.sec2.star6.second_round", where="Section 2, 6-star example",
    statement="Applying the same set of generators to these 5 neighbors generates 20 new neighbors",
    params={})
def _():
    g = star_graph(6, seed=STAR_X)
    return 20, int((g.levels == 2).sum())


@claims.exhaustive(
    "ipgraph.sec2.star6.order", where="Section 2, 6-star example",
    statement="If we continue this process at least 7 times, we will obtain 720 distinct labels "
              "(including node X)",
    params={},
    notes="Computed as (number of labels, number of generator rounds until the last new "
          "label appears from X).")
def _():
    g = star_graph(6, seed=STAR_X)
    return (720, 7), (g.order, g.rounds)


EX_GENS = [transposition(1, 2, 6), transposition(1, 3, 6), "456123"]


@claims.exhaustive(
    "ipgraph.sec2.ex123321.neighbours", where="Section 2, IP graph example",
    statement="Y = 123321 with π1 = (1;2), π2 = (1;3), π6 = 456123: Yπ1 = 213321, "
              "Yπ2 = 321321, Yπ6 = 321123",
    params={})
def _():
    g = IPGraph("123321", EX_GENS)
    return ["213321", "321321", "321123"], [g.label_str(int(v)) for v in g.targets[0]]


@claims.exhaustive(
    "ipgraph.sec2.ex123321.order", where="Section 2, IP graph example",
    statement="Repeatedly applying the 3 generators to generated nodes will result in 36 "
              "distinct nodes", params={})
def _():
    return 36, IPGraph("123321", EX_GENS).order


def _cube_bits(label, offset: int, n: int) -> int:
    # bit i of a Q_n super-symbol: 0 when positions (2i+1, 2i+2) hold (2i+1, 2i+2), else 1
    return sum((label[offset + 2 * i] != 2 * i + 1) << i for i in range(n))


def _ip_edges_as_pairs(g: IPGraph, n: int) -> set[frozenset]:
    # label = X1 X2 with the nucleus acting on X1: node X1 of cluster X2
    lab = [(_cube_bits(g.label(i), 2 * n, n), _cube_bits(g.label(i), 0, n)) for i in range(g.order)]
    return {frozenset({lab[u], lab[v]}) for u, v in g.edge_array().tolist()}


@claims.instances(
    "ipgraph.sec2.hcn.definition", where="Section 2",
    statement="HCN(n;n) without diameter links can be viewed as an IP graph with the generator "
              "T_{2,2n} = (2n+1)(2n+2)...(4n)12...(2n) plus the n generators (1;2), (3;4), ..., "
              "(2n-1;2n) of an n-cube applied on the seed 12 34 ... (2n-1)(2n) 12 34 ... (2n-1)(2n)",
    params={"n": range(1, 6)}, size=lambda n: 4 ** n,
    notes="Compared edge for edge with HCN(n,n) as defined in [15] (clusters I of n-cubes, "
          "links (I,J)-(J,I) for I != J), diameter links (I,I)-(~I,~I) removed.")
def _(n):
    return _hcn_reference_edges(n) == _ip_edges_as_pairs(hcn(n), n), True


@claims.exhaustive(
    "ipgraph.sec2.hcn22.first_round", where="Section 2, HCN(2,2) example",
    statement="Applying T_{2,4} = 5678 1234, (1;2) and (3;4) on the seed 12 34 12 34, we first "
              "obtain 1234 1234, 2134 1234 and 1243 1234; the first generated node is the seed itself",
    params={})
def _():
    g = hcn(2)
    return ["12341234", "21341234", "12431234"], [g.label_str(int(v)) for v in g.targets[0]]


@claims.exhaustive(
    "ipgraph.sec2.hcn22.order", where="Section 2, HCN(2,2) example",
    statement="Continuing to apply the generators on the derived nodes for another 4 iterations "
              "we finally obtain all the 16 nodes in an HCN(2;2)",
    params={}, notes="Computed as (order, generator rounds until the last new label); printed 1 + 4.")
def _():
    g = hcn(2)
    return (16, 1 + 4), (g.order, g.rounds)


@claims.exhaustive(
    "ipgraph.sec2.hcn22.any_seed", where="Section 2, HCN(2,2) example",
    statement="Using the label of any of the 16 nodes as the initial seed will eventually "
              "generate exactly the same graph",
    params={"node": range(16)})
def _(node):
    g = hcn(2)
    h = hcn(2, seed=g.label(node))
    return True, (set(map(g.label, range(16))) == set(map(h.label, range(h.order)))
                  and _labelled_edges(g) == _labelled_edges(h))


@claims.exhaustive(
    "ipgraph.sec2.hcn22.seed1212", where="Section 2, HCN(2,2) example, Fig. 1a",
    statement="If we use 12 12 12 12 as the seed, we obtain a graph with the same connectivity",
    params={}, notes="Same connectivity read as: isomorphic (networkx VF2).")
def _():
    return True, nx.is_isomorphic(hcn(2).to_networkx(), hcn(2, seed="12121212").to_networkx())


@claims.instances(
    "ipgraph.sec2.debruijn", where="Section 2",
    statement="An n-dimensional de Bruijn graph can be defined by the generators "
              "L_{1,2} = 34 56 ... (2n-1)(2n) 12 and L̄_{1,2} = 34 56 ... (2n-1)(2n) 21 applied "
              "to the 2n-symbol seed 12 12 ... 12",
    params={"n": range(1, 11)}, size=lambda n: 2 ** n,
    notes="Compared arc for arc (loops and repeated arcs included) with the binary de Bruijn "
          "digraph x -> (2x + b) mod 2^n, reading super-symbol 12 as bit 0, 21 as bit 1, "
          "most significant bit first.")
def _(n):
    g = de_bruijn(n)
    word = [sum((g.label(i)[2 * j] == 2) << (n - 1 - j) for j in range(n)) for i in range(g.order)]
    ip_arcs = sorted((word[u], word[v]) for u, v in g.arcs().tolist())
    ref = sorted((x, (2 * x + b) % 2 ** n) for x in range(2 ** n) for b in (0, 1))
    return (2 ** n, ref), (g.order, ip_arcs)


@claims.instances(
    "ipgraph.sec2.debruijn.densest", where="Section 2",
    statement="An n-dimensional de Bruijn graph [is] one of the densest known graphs",
    params={"n": range(1, 13)}, size=lambda n: 2 ** n,
    notes="Density read in the degree-diameter sense: the binary de Bruijn digraph (out-degree "
          "at most d = 2, its number of generators) has d^D nodes for diameter D = n, more than "
          "half of the directed Moore bound 1 + d + ... + d^D = 2^(n+1) - 1 that no digraph of "
          "out-degree 2 and diameter n can exceed.  Computed by BFS on the IP graph of Section "
          "2: (order, out-degree <= 2, directed diameter, whether order / Moore bound > 1/2).")
def _(n):
    g = de_bruijn(n)
    moore = sum(2 ** i for i in range(n + 1))
    return (2 ** n, True, n, True), (g.order, int(g.out_degrees().max()) <= len(g.generators) == 2,
                                     directed_diameter(g), Fraction(g.order, moore) > Fraction(1, 2))


@claims.instances(
    "ipgraph.sec2.cayley_extension", where="Section 1; Section 2; Section 3.5",
    statement="The IP graph model is a natural extension of the Cayley graph model in which the "
              "restriction of distinct symbols in the labels has been relaxed",
    params={"examples": ["Section 2 and 3 examples"]},
    notes="Computed over this module's example networks: (every one whose seed has distinct "
          "symbols is the Cayley graph of the permutation group its generators generate, i.e. "
          "has one vertex per group element (sympy); some with repeated symbols is not "
          "vertex-transitive (pynauty), hence not a Cayley graph, so the extension is proper).")
def _(examples):
    gs = [graph(s) for s in EXAMPLES]
    distinct = [g for g in gs if len(set(g.seed)) == len(g.seed)]
    repeated = [g for g in gs if len(set(g.seed)) < len(g.seed)]
    return (True, True), (all(_is_cayley_ip(g) for g in distinct),
                          any(not _vertex_transitive_and_regular(g) for g in repeated))


@claims.instances(
    "ipgraph.sec2.t22n_super_generator", where="Section 2 (after Theorem 2.1)",
    statement="The generator T_{2,2n} for an HCN(n;n) without diameter links is a super-generator "
              "that interchanges 2 sequences of 2n symbols",
    params={"n": range(1, 9)},
    notes="Computed: the printed one-line permutation (2n+1)(2n+2)...(4n)12...(2n) applied to a "
          "label A B of two blocks of 2n symbols gives B A (each block kept in order), and it "
          "is the generator the HCN(n;n) of Section 2 is built with (n <= 4).")
def _(n):
    A, B = list(range(1, 2 * n + 1)), list(range(2 * n + 1, 4 * n + 1))
    printed_perm = B + A
    same = n > 4 or tuple(hcn(n).generators[0]) == tuple(printed_perm)
    return (tuple(B + A), True), (_apply(printed_perm, tuple(A + B)), same)


def _is_ip_graph(G: nx.Graph) -> bool:
    """Whether G is isomorphic to an IP graph: every IP graph is connected (all its vertices
    are generated from the seed), and a connected G is realised by :func:`_ip_realisation`."""
    if not nx.is_connected(G):
        return False
    g = _ip_realisation(G)
    where = [g.label(i).index(1) for i in range(g.order)]
    ip_edges = {frozenset({where[u], where[v]}) for u, v in g.edge_array().tolist()}
    return g.order == G.number_of_nodes() and ip_edges == {frozenset(e) for e in G.edges()}


@claims.instances(
    "ipgraph.thm2_1", where="Theorem 2.1; Section 1",
    statement="Any graph has an IP graph automorphism.",
    params=_atlas(6, None), size=lambda atlas: _atlas_graph(atlas).number_of_nodes(),
    expect="refuted", erratum="substantive",
    witness={'atlas': 2},
    notes="Read as: every graph is isomorphic to an IP graph (the paper's analogue of the "
          "Cayley-coset result it cites). An IP graph is generated from one seed, so it is "
          "connected; smallest counterexample: atlas graph 2 (two isolated vertices), printed "
          "True, computed False. Corrected by ipgraph.thm2_1.connected.")
def _(atlas):
    return True, _is_ip_graph(_atlas_graph(atlas))


@claims.instances(
    "ipgraph.thm2_1.connected", where="Theorem 2.1 (corrected)",
    statement="Every connected graph is isomorphic to an IP graph (seed 10...0, one "
              "transposition per edge)",
    params=_atlas(6, True), size=lambda atlas: _atlas_graph(atlas).number_of_nodes(),
    corrects="ipgraph.thm2_1",
    notes="All connected graphs on 1..6 vertices (networkx graph atlas); the construction "
          "realises each one with identical edge set.")
def _(atlas):
    return True, _is_ip_graph(_atlas_graph(atlas))
