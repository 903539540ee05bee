"""Claims of paper ``ipgraph``: Yeh, Parhami, *The Index-Permutation Graph Model
for Hierarchical Interconnection Networks*.

Every example, numbered theorem/corollary and closed form of the paper is a
claim here, encoded as printed; figures whose curves are not in the text are
``not-checkable``.  Graphs come from :mod:`latticegraph.topologies.ipgraph`.

Inventory (id suffix after ``ipgraph.`` -> outcome)
----------------------------------------------------
Section 2: ``sec2.bag.configurations`` (N <= k!) verified;
``sec2.star6.neighbours`` proved; ``sec2.star6.second_round`` (20 new) proved;
``sec2.star6.order`` (720 labels, 7 rounds) proved;
``sec2.ex123321.neighbours`` proved; ``sec2.ex123321.order`` (36) proved;
``sec2.hcn.definition`` (IP model = HCN(n,n) of [15] minus diameter links)
verified; ``sec2.hcn22.first_round`` proved; ``sec2.hcn22.order`` (16 nodes,
1 + 4 rounds) proved; ``sec2.hcn22.any_seed`` proved; ``sec2.hcn22.seed1212``
proved; ``sec2.debruijn`` verified; ``sec2.debruijn.densest`` not-checkable;
``thm2_1`` (literal: any graph) **refuted** (2 isolated vertices: printed
True, computed False, an IP graph is connected), corrected by
``thm2_1.connected`` verified (every connected graph on <= 6 vertices).

Section 3: ``thm3_1.degree`` verified; ``thm3_1.intercluster_degree``
verified; ``thm3_2`` (N = M_N^l) verified; ``sec3_1.example`` proved;
``sec3_2.hsn_is_hcn`` (HSN(2,Q_n) = HCN(n,n) without diameter links)
verified; ``sec3_2.embedding`` verified; ``sec3_3.r_is_l_inverse``
verified; ``sec3_4.flip_example`` proved; ``sec3_4.emulation`` verified; ``sec3_4.emulation.converse`` refuted;
``sec3_5.symmetric_vertex_transitive`` verified; ``sec3_5.hsn_order``
(l! M^l) verified; ``sec3_5.cn_order`` (l M^l) verified.

Section 4: ``thm4_1`` (diameter = l D_G + t) verified;
``thm4_1.lower_bound_pair`` verified; ``sec4.t_lower_bound`` (t >= l-1)
verified; ``sec4.t_section3`` (t = l-1) verified; ``cor4_2`` verified;
``cor4_2.rhsn_rcc`` not-checkable; ``thm4_3`` (diameter = l D_G + t_S)
verified; ``thm4_4.optimal`` and ``thm4_4.constant`` not-checkable.

Section 5: ``fig2.ddcost``, ``sec5_1.cn_vs_star``, ``sec5_1.kary_ncubes``,
``fig3.avg_idistance``, ``fig3.idiameter``, ``sec5_2.throughput``,
``fig4.idcost``, ``fig5.iicost``, ``sec5_4.idegree_approx``,
``sec5_3.bandwidth`` not-checkable; ``sec5_3.ring_cn`` (1; 2) verified;
``sec5_3.hsn_ccn_flip`` (1, 2, 3, 4) verified; ``sec5_3.hypercube`` (n-3 /
n-4) verified; ``sec5_3.cube17`` (14 / 13) proved; ``sec5_3.star`` (n-2 /
n-3) **refuted** (n = 4: printed (2, 1), computed (1, 0)), corrected by
``sec5_3.star.corrected`` (n-3 / n-4) verified; ``sec5_3.star8`` (6 / 5)
**refuted** (computed (5, 4)), corrected by ``sec5_3.star8.corrected``
proved; ``sec5_3.debruijn`` (4) verified; ``sec5_3.n_of_hypercube`` (n = log2 N) and
``sec5_3.n_of_star`` (n = O(log N / log log N)) proved.
"""
from __future__ import annotations

import itertools
import math
from functools import lru_cache

import networkx as nx
import numpy as np
import pynauty
import sympy as sp

from latticegraph import symmetry
from latticegraph.claims.model import ClaimSet, computed, param, printed, text
from latticegraph.specs import graph
from latticegraph.topologies.ipgraph import (
    IPGraph, complete_cn, cyclic_super_generators, de_bruijn, directed_cn,
    directed_diameter, flip_super_generators, front_cover_steps, hcn, hsn, hypercube_ip,
    inter_cluster_degree, label_modules, off_module_links, ring_cn, star_graph, super_flip,
    symmetric_front_cover_steps, transposition, transposition_super_generators)

claims = ClaimSet("ipgraph")

# --------------------------------------------------------------------------
# helpers: the super-IP families of Section 3 and small nuclei
# --------------------------------------------------------------------------
FAMILIES = {"HSN": hsn, "RingCN": ring_cn, "CompleteCN": complete_cn,
            "DirectedCN": directed_cn, "SuperFlip": super_flip}
SUPER_GENERATORS = {
    "HSN": transposition_super_generators,
    "RingCN": lambda l: cyclic_super_generators(l, "ring"),
    "CompleteCN": lambda l: cyclic_super_generators(l, "complete"),
    "DirectedCN": lambda l: cyclic_super_generators(l, "directed"),
    "SuperFlip": flip_super_generators,
}
NUCLEI = {"Q1": 2, "K3": 3, "Q2": 4, "K4": 4, "Q3": 8}   # name -> number of nodes M_N


@lru_cache(maxsize=8)
def _nucleus(name: str) -> IPGraph:
    return graph(name)


@lru_cache(maxsize=16)
def _net(family: str, nucleus: str, l: int, symmetric: bool = False):
    return FAMILIES[family](l, _nucleus(nucleus), symmetric=symmetric)


def _sym_factor(family: str, l: int) -> int:
    # number of super-symbol orders of the symmetric variant (Section 3.5)
    return l if family.endswith("CN") else math.factorial(l)


def _domain(families, nuclei, ls, max_nodes, symmetric=False):
    """(family, nucleus, l) instances sorted by increasing order."""
    def build():
        rows = []
        for f, nu, l in itertools.product(families, nuclei, ls):
            n = NUCLEI[nu] ** l * (_sym_factor(f, l) if symmetric else 1)
            if n <= max_nodes:
                rows.append((n, f, nu, l))
        rows.sort(key=lambda r: (r[0], r[3]))
        return [{"family": f, "nucleus": nu, "l": l} for _, f, nu, l in rows]
    return build


def _size(family, nucleus, l, **_):
    return NUCLEI[nucleus] ** l


def _sym_size(family, nucleus, l, **_):
    return NUCLEI[nucleus] ** l * _sym_factor(family, l)


def _nucleus_diameter(nucleus: str) -> int:
    return directed_diameter(_nucleus(nucleus))


def _max_off_module(g, modules) -> int:
    return int(off_module_links(g, modules).max())


ALL_FAMILIES = list(FAMILIES)

#: Networks of Sections 2 and 3 used by the general claims, with their orders.
EXAMPLES = {
    "Q1": 2, "K3": 3, "Q2": 4, "K4": 4, "DeBruijn(3)": 8, "Q3": 8, "HCN(2,2)": 16,
    "HSN(2,Q2)": 16, "RingCN(2,Q2)": 16, "DirectedCN(3,Q1)": 8, "Star(4)": 24,
    "DeBruijn(5)": 32, "IP([1,2,3,3,2,1],[[2,1,3,4,5,6],[3,2,1,4,5,6],[4,5,6,1,2,3]])": 36,
    "HSN(3,Q2)": 64, "RingCN(3,Q2)": 64, "CompleteCN(3,Q2)": 64, "SuperFlip(3,Q2)": 64,
    "DirectedCN(3,Q2)": 64, "Star(5)": 120, "SymHSN(3,Q2)": 384, "SymRingCN(3,Q2)": 192,
    "SymSuperFlip(3,K3)": 162, "HSN(3,Q3)": 512, "Star(6)": 720,
}


def _examples():
    return [{"spec": s} for s in sorted(EXAMPLES, key=EXAMPLES.get)]


def _example_size(spec):
    return EXAMPLES[spec]


# --------------------------------------------------------------------------
# Section 2
# --------------------------------------------------------------------------
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


def _hcn_reference_edges(n: int) -> set[frozenset]:
    """HCN(n,n) of Ghose & Desai [15] without diameter links: nodes (I, J), I the cluster."""
    edges = set()
    for I, J in itertools.product(range(2 ** n), repeat=2):
        for b in range(n):
            edges.add(frozenset({(I, J), (I, J ^ (1 << b))}))
        if I != J:
            edges.add(frozenset({(I, J), (J, I)}))
    return edges


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


def _labelled_edges(g: IPGraph) -> set[frozenset]:
    return {frozenset({g.label(u), g.label(v)}) for u, v in g.edge_array().tolist()}


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


claims.not_checkable(
    "ipgraph.sec2.debruijn.densest", where="Section 2",
    statement="an n-dimensional de Bruijn graph, one of the densest known graphs",
    reason="Qualitative comparison with the (unlisted) table of known dense graphs; no "
           "quantity is stated.")


@lru_cache(maxsize=1)
def _atlas_graphs() -> tuple:
    return tuple(nx.graph_atlas_g())


def _atlas_graph(i: int) -> nx.Graph:
    return _atlas_graphs()[i]


def _atlas(max_nodes: int, connected: bool | None):
    def build():
        out = []
        for i, G in enumerate(_atlas_graphs()):
            if 1 <= G.number_of_nodes() <= max_nodes and (
                    connected is None or nx.is_connected(G) == connected):
                out.append({"atlas": i})
        return out
    return build


def _ip_realisation(G: nx.Graph) -> IPGraph:
    """A connected graph as an IP graph: seed 10...0 (a 1 at the first vertex), one
    transposition (u; v) per edge, so the vertex v is the label with its 1 at v."""
    n = G.number_of_nodes()
    seed = [1] + [0] * (n - 1)
    return IPGraph(seed, [transposition(u + 1, v + 1, n) for u, v in G.edges()])


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
    "ipgraph.thm2_1", where="Theorem 2.1",
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


# --------------------------------------------------------------------------
# Section 3
# --------------------------------------------------------------------------
@claims.instances(
    "ipgraph.thm3_1.degree", where="Theorem 3.1",
    statement="The degree of an IP graph is no larger than the number of its generators",
    params=_examples, size=_example_size,
    notes="Degree of a symmetric IP graph: its undirected degree; of a directed one (de Bruijn, "
          "directed CN): its in- and out-degree, as Section 2 states (the undirected view of "
          "DeBruijn(n) has degree 4 with 2 generators).")
def _(spec):
    g = graph(spec)
    d = len(g.generators)
    deg = max(int(g.out_degrees().max()), int(g.in_degrees().max())) if g.directed \
        else int(g.degrees().max())
    return True, deg <= d


@claims.instances(
    "ipgraph.thm3_1.intercluster_degree", where="Theorem 3.1",
    statement="The inter-cluster degree of a super-IP graph (each nucleus in one module) is no "
              "larger than the number of its super-generators",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 6), 4096), size=_size,
    notes="Inter-cluster degree as defined in Sections 1 and 5.3: the maximum over modules of "
          "the average number of off-module links per node (exact Fraction); for a directed "
          "network (DirectedCN) off-module out- and in-links, as for the degree (in the "
          "undirected view DirectedCN(3,Q1) has 2 off-module links per node with 1 "
          "super-generator).")
def _(family, nucleus, l):
    g = _net(family, nucleus, l)
    m = g.modules()
    ideg = max(inter_cluster_degree(g, m, "out"), inter_cluster_degree(g, m, "in")) \
        if g.directed else inter_cluster_degree(g, m)
    return True, ideg <= len(g.super_generators)


@claims.instances(
    "ipgraph.thm3_2", where="Theorem 3.2",
    statement="The size of a super-IP graph is N = M_N^l, where M_N is the number of nodes in "
              "the nucleus graph",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 7), 40000), size=_size)
def _(family, nucleus, l):
    return _nucleus(nucleus).order ** l, _net(family, nucleus, l).order


@claims.exhaustive(
    "ipgraph.sec3_1.example", where="Section 3.1",
    statement="With the seed label 123 123, the permutation 321 456 permutes 123 123 to become "
              "321 123, whereas the permutation 456 123 permutes 321 123 to 123 321",
    params={})
def _():
    g = IPGraph("123123", ["321456", "456123"])
    a = int(g.targets[g.index("123123"), 0])
    b = int(g.targets[g.index("321123"), 1])
    return ("321123", "123321"), (g.label_str(a), g.label_str(b))


@claims.instances(
    "ipgraph.sec3_2.hsn_is_hcn", where="Section 3.2, Fig. 1a",
    statement="An HCN(n;n) without diameter links is equivalent to the special case HSN(2;Q_n)",
    params={"n": range(1, 6)}, size=lambda n: 4 ** n,
    notes="Both built independently (HSN from the nucleus Q_n and T_{2,m}; HCN from the "
          "Section 2 generators) and compared label for label.")
def _(n):
    a, b = hsn(2, hypercube_ip(n)), hcn(n)
    return True, a.order == b.order and _labelled_edges(a) == _labelled_edges(b)


def _product_dilation(l: int, nucleus: str) -> int:
    """Largest HSN(l, G) distance between the images of two adjacent vertices of the
    homogeneous product G^l, under the map sending (x_1, ..., x_l) (x_i vertices of G) to the
    HSN vertex whose i-th super-symbol is x_i (networkx BFS on the built HSN)."""
    G, H = graph(nucleus), graph(f"HSN({l},{nucleus})")
    m = len(G.seed)
    index = {G.label(v): v for v in range(G.order)}
    where = {tuple(index[H.label(u)[i * m:(i + 1) * m]] for i in range(l)): u
             for u in range(H.order)}
    if len(where) != G.order ** l:
        raise ValueError(f"HSN({l},{nucleus}) does not realise every l-tuple of nucleus vertices")
    hsn = H.to_networkx()
    worst = 0
    for x, u in where.items():
        dist = nx.single_source_shortest_path_length(hsn, u)
        for i in range(l):
            for a, b in G.edge_array().tolist():
                if x[i] == a:
                    y = x[:i] + (b,) + x[i + 1:]
                    worst = max(worst, dist[where[y]])
    return worst


@claims.instances(
    "ipgraph.sec3_2.embedding", where="Section 3.2",
    statement="An HSN can embed corresponding homogeneous product networks such as hypercubes "
              "or k-ary n-cubes, with dilation 3",
    params=lambda: [{"l": l, "nucleus": G} for l, G in ((2, "K3"), (2, "Q2"), (3, "K3"),
                                                       (2, "Q3"), (3, "Q2"), (4, "Q1"),
                                                       (4, "K3"), (3, "Q3"))],
    size=lambda l, nucleus: {"Q1": 2, "K3": 3, "Q2": 4, "Q3": 8}[nucleus] ** l,
    notes="The embedding itself is given in [26, 33], not in this paper; the natural one is "
          "checked: vertex (x_1, ..., x_l) of the product G^l (the hypercube Q_{ln} for G = "
          "Q_n, the 3-ary l-cube for the ring G = K3 = C3) goes to the HSN(l, G) vertex with "
          "super-symbols x_1..x_l. Computed: the largest distance in HSN(l, G) between the "
          "images of adjacent vertices (a dimension i > 1 costs swap, nucleus link, swap). "
          "Read as 'dilation at most 3'. It is exactly 3 on every instance but HSN(4, Q1), "
          "where it is 2.")
def _(l, nucleus):
    return True, _product_dilation(l, nucleus) <= 3


def _apply(perm, word):
    return tuple(word[p - 1] for p in perm)


@claims.instances(
    "ipgraph.sec3_3.r_is_l_inverse", where="Section 3.3",
    statement="R_{1,m} = L_{1,m}^{-1}, with L_{i,m}(X) = X_{i+1}...X_l X_1...X_i and "
              "R_{i,m}(X) = X_{l-i+1}...X_l X_1...X_{l-i}",
    params={"l": range(2, 11)}, size=lambda l: l)
def _(l):
    X = tuple(f"X{j}" for j in range(1, l + 1))
    L = X[1:] + X[:1]                      # L_{1,m}(X) as printed
    R = X[l - 1:] + X[:l - 1]              # R_{1,m}(X) as printed
    Lperm = [X.index(s) + 1 for s in L]
    Rperm = [X.index(s) + 1 for s in R]
    return X, _apply(Rperm, _apply(Lperm, X))


@claims.exhaustive(
    "ipgraph.sec3_4.flip_example", where="Section 3.4",
    statement="F_{2,m}(X1X2X3X4) = X2X1X3X4; F_{3,m}(X1X2X3X4) = X3X2X1X4",
    params={})
def _():
    X = ("X1", "X2", "X3", "X4")
    F2, F3 = flip_super_generators(4)[:2]
    return (("X2", "X1", "X3", "X4"), ("X3", "X2", "X1", "X4")), (_apply(F2, X), _apply(F3, X))


def _word_lengths(generators, l: int) -> dict:
    """Word length of every permutation of the l super-symbols over ``generators``
    (breadth-first search of the group they generate; all of these generators are
    involutions or come with their inverses)."""
    gens = [tuple(g) for g in generators]
    start = tuple(range(1, l + 1))
    dist, frontier = {start: 0}, [start]
    while frontier:
        nxt = []
        for x in frontier:
            for g in gens:
                y = tuple(x[i - 1] for i in g)
                if y not in dist:
                    dist[y] = dist[x] + 1
                    nxt.append(y)
        frontier = nxt
    return dist


def _emulation_cost(targets, generators, l: int):
    """Steps to emulate each target super-generator by ``generators``: the largest word
    length (math.inf when a target is not in the group they generate)."""
    dist = _word_lengths(generators, l)
    return max(dist.get(tuple(t), math.inf) for t in targets)


_EMULATION_NOTES = (
    "Emulating a super-generator by a set of super-generators read as writing its "
    "permutation of the l super-symbols as a word in them; the cost of emulating a set is "
    "the longest such word (breadth-first search over the permutation group, infinite when "
    "the set does not generate it). F: flips F_2..F_l; T: transpositions (1; i); L: the "
    "ring cyclic shifts L_1, R_1 and the complete-CN shifts L_1..L_{l-1}. Checked for "
    "l = 3..8. ")


@claims.instances(
    "ipgraph.sec3_4.emulation", where="Section 3.4",
    statement="Super-flip networks can emulate cyclic-shift networks efficiently since flip "
              "super-generators can emulate transposition and cyclic-shift super-generators "
              "efficiently [within a number of steps that does not grow with l]",
    params={"l": range(3, 9)}, size=lambda l: math.factorial(l),
    notes=_EMULATION_NOTES + "'Efficiently' read as: at most 4 steps for every l (the "
          "largest cost found at l = 3..8: F emulates T in <= 4, ring shifts in 2, "
          "complete-CN shifts in <= 3).")
def _(l):
    costs = (_emulation_cost(transposition_super_generators(l), flip_super_generators(l), l),
             _emulation_cost(cyclic_super_generators(l), flip_super_generators(l), l),
             _emulation_cost(cyclic_super_generators(l, "complete"), flip_super_generators(l), l))
    return True, max(costs) <= 4


@claims.instances(
    "ipgraph.sec3_4.emulation.converse", where="Section 3.4",
    statement="[Transposition and cyclic-shift super-generators] cannot emulate [flip "
              "super-generators] as efficiently",
    params={"l": range(3, 9)}, size=lambda l: math.factorial(l), expect="refuted",
    erratum="substantive", witness={"l": 3},
    notes=_EMULATION_NOTES + "Computed per l: (cost of T emulating F > cost of F emulating "
          "T, cost of L emulating F > cost of F emulating L). Cyclic shifts only generate "
          "rotations, so they cannot emulate flips at all (infinite cost), as printed. "
          "Transpositions emulate flips as efficiently as flips emulate transpositions for "
          "l = 3 (1 and 1 step), l = 4 and 5 (4 and 4); only from l = 6 on do they need more "
          "(7 against 4).")
def _(l):
    F, T = flip_super_generators(l), transposition_super_generators(l)
    L = cyclic_super_generators(l)
    return (True, True), (_emulation_cost(F, T, l) > _emulation_cost(T, F, l),
                          _emulation_cost(F, L, l) > _emulation_cost(L, F, l))


def _vertex_transitive_and_regular(g) -> bool:
    orbits = pynauty.autgrp(symmetry.nauty_graph(g))[4]
    degs = g.degrees()
    return orbits == 1 and int(degs.min()) == int(degs.max())


@claims.instances(
    "ipgraph.sec3_5.symmetric_vertex_transitive", where="Section 3.5",
    statement="Symmetric super-IP graphs (seed of distinct symbols) are vertex-symmetric and "
              "regular",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 5), 2000, symmetric=True), size=_sym_size,
    notes="Vertex-symmetry decided by pynauty (one automorphism orbit) on the undirected view. "
          "Nucleus K_m here is the Cayley graph of Z_m with seed 12...m.")
def _(family, nucleus, l):
    return True, _vertex_transitive_and_regular(_net(family, nucleus, l, True))


@claims.instances(
    "ipgraph.sec3_5.hsn_order", where="Section 3.5",
    statement="A symmetric HSN(l;G) has l! M_N^l nodes, l! times more than an HSN(l;G)",
    params=_domain(["HSN"], NUCLEI, range(2, 6), 40000, symmetric=True), size=_sym_size)
def _(family, nucleus, l):
    return (math.factorial(l) * NUCLEI[nucleus] ** l,
            _net(family, nucleus, l, True).order)


@claims.instances(
    "ipgraph.sec3_5.cn_order", where="Section 3.5",
    statement="A symmetric CN(l;G) has l M_N^l nodes since there are l different orders for the "
              "colors of super-symbols; common to ring-CNs, complete-CNs and their variants",
    params=_domain(["RingCN", "CompleteCN", "DirectedCN"], NUCLEI, range(2, 7), 40000,
                   symmetric=True), size=_sym_size)
def _(family, nucleus, l):
    return l * NUCLEI[nucleus] ** l, _net(family, nucleus, l, True).order


# --------------------------------------------------------------------------
# Section 4
# --------------------------------------------------------------------------
@claims.instances(
    "ipgraph.thm4_1", where="Theorem 4.1",
    statement="Let t be the minimum number of applications of the super-generators for each "
              "super-symbol to appear at the leftmost position at least once. Then the diameter "
              "of the super-IP graph is l D_G + t",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 6), 4096), size=_size,
    notes="t by breadth-first search over (order of super-symbols, set seen at the front); "
          "D_G and the diameter by BFS from every node (directed distances for DirectedCN).")
def _(family, nucleus, l):
    t = front_cover_steps(SUPER_GENERATORS[family](l), l)[0]
    return l * _nucleus_diameter(nucleus) + t, directed_diameter(_net(family, nucleus, l))


@claims.instances(
    "ipgraph.thm4_1.lower_bound_pair", where="Theorem 4.1, proof",
    statement="Routing from A = A0 A0 ... A0 to B = B0 B0 ... B0, with A0, B0 at distance D_G in "
              "the nucleus, requires at least l D_G + t steps",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 6), 40000), size=_size,
    notes="Computed: the BFS distance d(A, B) and whether it is >= l D_G + t (it is then equal, "
          "by Theorem 4.1's upper bound).")
def _(family, nucleus, l):
    from latticegraph.distance import bfs_distances
    nuc = _nucleus(nucleus)
    ncsr = nuc.arc_csr() if nuc.directed else nuc.csr()
    dist0 = bfs_distances(ncsr, 0)
    D = int(dist0.max())
    A0, B0 = nuc.label(0), nuc.label(int(np.argmax(dist0)))
    g = _net(family, nucleus, l)
    csr = g.arc_csr() if g.directed else g.csr()
    d = int(bfs_distances(csr, g.index(A0 * l))[g.index(B0 * l)])
    t = front_cover_steps(SUPER_GENERATORS[family](l), l)[0]
    return True, d >= l * D + t


@claims.instances(
    "ipgraph.sec4.t_lower_bound", where="Section 4",
    statement="The parameter t in Theorem 4.1 is at least l-1 for any super-IP graph",
    params={"l": range(2, 6)}, size=lambda l: math.factorial(l),
    notes="t can only shrink when super-generators are added, so t for the set of all l!-1 "
          "non-identity permutations is the minimum over every super-generator set.")
def _(l):
    every = [list(p) for p in itertools.permutations(range(1, l + 1))][1:]
    return True, front_cover_steps(every, l)[0] >= l - 1


@claims.instances(
    "ipgraph.sec4.t_section3", where="Section 4",
    statement="t is equal to l-1 for all the super-IP graphs introduced in Section 3",
    params={"l": range(2, 8), "family": ALL_FAMILIES}, size=lambda l, family: l)
def _(l, family):
    return l - 1, front_cover_steps(SUPER_GENERATORS[family](l), l)[0]


def _exact_log(n: int, base: int) -> int:
    k, p = 0, 1
    while p < n:
        p, k = p * base, k + 1
    if p != n:
        raise ValueError(f"{n} is not a power of {base}")
    return k


@claims.instances(
    "ipgraph.cor4_2", where="Corollary 4.2",
    statement="The diameter of an N-node HSN, RHSN, RCC, cyclic-shift network, directed "
              "cyclic-shift network, or super-flip network is (D_G + 1) log_{M_N} N - 1",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 6), 4096), size=_size,
    notes="RHSN and RCC are not defined in this paper (see ipgraph.cor4_2.rhsn_rcc).")
def _(family, nucleus, l):
    g = _net(family, nucleus, l)
    M = _nucleus(nucleus).order
    return (_nucleus_diameter(nucleus) + 1) * _exact_log(g.order, M) - 1, directed_diameter(g)


claims.not_checkable(
    "ipgraph.cor4_2.rhsn_rcc", where="Corollary 4.2",
    statement="The diameter of an N-node RHSN or RCC is (D_G + 1) log_{M_N} N - 1",
    reason="RHSN and RCC are defined in [16, 28, 33], not in this paper; their generators "
           "cannot be encoded from the text.")


@claims.instances(
    "ipgraph.thm4_3", where="Theorem 4.3",
    statement="Let t_S be the minimum number of applications of the super-generators of a "
              "symmetric super-IP graph for each super-symbol to appear at the leftmost position "
              "at least once and for the super-symbols to be eventually arranged to any possible "
              "order. Then the diameter of the symmetric super-IP graph is l D_G + t_S",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 6), 20000, symmetric=True), size=_sym_size,
    notes="t_S = max over reachable final orders of the fewest applications covering the front "
          "and ending in that order (BFS over (order, set seen at the front)); diameter from "
          "one vertex (a Cayley graph), directed for DirectedCN.")
def _(family, nucleus, l):
    ts = symmetric_front_cover_steps(SUPER_GENERATORS[family](l), l)[0]
    return l * _nucleus_diameter(nucleus) + ts, directed_diameter(_net(family, nucleus, l, True))


claims.not_checkable(
    "ipgraph.thm4_4.optimal", where="Theorem 4.4",
    statement="The diameter of an HSN, cyclic-shift network, directed cyclic-shift network, "
              "super-flip network, RCC, RHSN, or any of their symmetric variants is asymptotically "
              "optimal within a factor 1 + o(1) from its lower bound (given its node degree) if "
              "the nucleus diameter is, d_S = d_N^{1+o(1)}, and D_G and d_N are not constant",
    reason="Asymptotic statement over unbounded D_G and d_N; no finite computation decides it "
           "and the proof is in [33].")

claims.not_checkable(
    "ipgraph.thm4_4.constant", where="Theorem 4.4",
    statement="The diameter of any of these networks is asymptotically optimal within a constant "
              "from its lower bound if the nucleus diameter is and log2 d_S = O(log d_N)",
    reason="Asymptotic statement (unspecified constant); no finite computation decides it.")


# --------------------------------------------------------------------------
# Section 5: figures (curves not in the text)
# --------------------------------------------------------------------------
_FIG = ("The figure's curves are not in the text (the PDF-to-text copy drops the plot) and "
        "the networks' exact parameters are not listed, so no value can be read off.")
claims.not_checkable(
    "ipgraph.fig2.ddcost", where="Figure 2",
    statement="Comparison of DD-cost (degree x diameter) for several networks, incl. the "
              "Petersen graph P and the folded hypercube FQ4", reason=_FIG)
claims.not_checkable(
    "ipgraph.sec5_1.cn_vs_star", where="Section 5.1",
    statement="Cyclic-shift networks have DD-cost comparable to that of the star graph, and "
              "outperform other popular topologies significantly, especially for large networks",
    reason="Qualitative reading of Figure 2 (" + _FIG + ")")
claims.not_checkable(
    "ipgraph.sec5_1.kary_ncubes", where="Section 5.1",
    statement="Low-dimensional k-ary n-cubes outperform super-IP graphs under constant bisection "
              "bandwidth, while super-IP graphs outperform k-ary n-cubes and hypercubes under "
              "constant pin-out",
    reason="A performance comparison under wiring models ([1, 2, 11]); needs a network "
           "performance model or simulator.")
claims.not_checkable(
    "ipgraph.fig3.avg_idistance", where="Figure 3a",
    statement="Average inter-cluster distance of several networks with at most 24 nodes per "
              "module (incl. QCN(l;Q7/Q3) and HSN(2;Qn) = HCN(n;n))", reason=_FIG)
claims.not_checkable(
    "ipgraph.fig3.idiameter", where="Figure 3b",
    statement="Inter-cluster diameter of several networks with at most 24 nodes per module",
    reason=_FIG)
claims.not_checkable(
    "ipgraph.sec5_2.throughput", where="Section 5.2",
    statement="The maximum throughput of a network is inversely proportional to its average "
              "inter-cluster distance when off-module links are uniformly used and off-module "
              "bandwidth is the bottleneck",
    reason="A traffic-model statement; needs a simulator.")
claims.not_checkable(
    "ipgraph.fig4.idcost", where="Figure 4, Section 5.4",
    statement="Cyclic-shift networks have ID-cost considerably smaller than other popular "
              "topologies (at most 10 nodes per module)", reason=_FIG)
claims.not_checkable(
    "ipgraph.fig5.iicost", where="Figure 5, Section 5.4",
    statement="Cyclic-shift networks have II-cost considerably smaller than other popular "
              "topologies, even with module size limited to 8 or 10 nodes", reason=_FIG)
claims.not_checkable(
    "ipgraph.sec5_4.idegree_approx", where="Section 5.4",
    statement="The inter-cluster degree is usually (approximately) equal to the number of "
              "off-module links per node, as for the networks of Figs. 2-4 except 2-D tori",
    reason="'Approximately' has no stated tolerance and the figures' networks are not listed.")
claims.not_checkable(
    "ipgraph.sec5_3.bandwidth", where="Section 5.3",
    statement="The bandwidth of an off-module link of a ring-cyclic network or an HSN(l;Q4) (or "
              "complete-CN(l;Q4)) of practical size is better than that of a de Bruijn graph",
    reason="Depends on an unstated 'practical size' and a bandwidth model.")


# --------------------------------------------------------------------------
# Section 5.3: off-module links per node
# --------------------------------------------------------------------------
@claims.instances(
    "ipgraph.sec5_3.ring_cn", where="Section 5.3",
    statement="With each nucleus in one module, the maximum number of off-module links per node "
              "in an l-level ring-cyclic network is 1 when l = 2 and 2 when l >= 3",
    params=_domain(["RingCN"], ["Q2", "K3", "Q3"], range(2, 7), 40000), size=_size)
def _(family, nucleus, l):
    g = _net(family, nucleus, l)
    return (1 if l == 2 else 2), _max_off_module(g, g.modules())


@claims.instances(
    "ipgraph.sec5_3.hsn_ccn_flip", where="Section 5.3",
    statement="The corresponding numbers for an l-level HSN, complete-CN, or super-flip network "
              "are 1, 2, 3, 4, respectively, when l = 2, 3, 4, 5",
    params=_domain(["HSN", "CompleteCN", "SuperFlip"], ["Q2", "K3", "Q3"], range(2, 6), 40000),
    size=_size)
def _(family, nucleus, l):
    g = _net(family, nucleus, l)
    return {2: 1, 3: 2, 4: 3, 5: 4}[l], _max_off_module(g, g.modules())


def _cube_off(n):
    """Max off-module links per node of Q_n with sub-cubes Q_3 (Q_4) on the first dimensions."""
    g = hypercube_ip(n)
    return tuple(_max_off_module(g, label_modules(g, range(2 * k, 2 * n))) for k in (3, 4))


def _star_off(n):
    """Max off-module links per node of the n-star with sub-stars S_3 (S_4) fixing the rest."""
    g = star_graph(n)
    return tuple(_max_off_module(g, label_modules(g, range(k, n))) for k in (3, 4))


@claims.instances(
    "ipgraph.sec5_3.hypercube", where="Section 5.3",
    statement="The maximum number of off-module links per node in an n-dimensional hypercube is "
              "n-3 (or n-4) when a 3 (or 4)-cube is placed within the same module",
    params={"n": range(4, 15)}, size=lambda n: 2 ** n,
    notes="Modules: the sub-cubes on the first 3 (or 4) dimensions of Q_n.")
def _(n):
    return (n - 3, n - 4), _cube_off(n)


@claims.exhaustive(
    "ipgraph.sec5_3.cube17", where="Section 5.3",
    statement="A node in a 17-cube has 14 (or 13) off-module links", params={"n": [17]},
    size=lambda n: 2 ** n)
def _(n):
    return (14, 13), _cube_off(n)


_STAR_NOTE = ("n-star as in Section 2 (n symbols, n! nodes, degree n-1; the 6-star has 720 "
              "nodes); modules: the 3-stars (4-stars) S_3 (S_4) fixing the last n-3 (n-4) "
              "symbols, whose 2 (3) internal links per node are optimal for 6-node (24-node) "
              "modules. The printed values hold only if the network's n counts dimensions "
              "(S_{n+1}) while the module's 3/4 counts symbols.")


@claims.instances(
    "ipgraph.sec5_3.star", where="Section 5.3",
    statement="The maximum number of off-module links per node in an n-dimensional star graph is "
              "n-2 (or n-3) when a 3 (or 4)-star is placed within the same module",
    params={"n": range(4, 9)}, size=lambda n: math.factorial(n), expect="refuted", erratum="substantive",
    witness={'n': 4},
    notes=_STAR_NOTE + " Smallest counterexample n = 4: printed (2, 1), computed (1, 0); in "
                       "general computed (n-3, n-4). Corrected by ipgraph.sec5_3.star.corrected.")
def _(n):
    return (n - 2, n - 3), _star_off(n)


@claims.instances(
    "ipgraph.sec5_3.star.corrected", where="Section 5.3 (corrected)",
    statement="The maximum number of off-module links per node in an n-star is n-3 (or n-4) when "
              "a 3 (or 4)-star is placed within the same module",
    params={"n": range(4, 9)}, size=lambda n: math.factorial(n),
    corrects="ipgraph.sec5_3.star", notes=_STAR_NOTE)
def _(n):
    return (n - 3, n - 4), _star_off(n)


@claims.symbolic(
    "ipgraph.sec5_3.n_of_hypercube", where="Section 5.3",
    statement="n = log2 N for an N-node hypercube")
def _():
    n = sp.Symbol("n", positive=True, integer=True)
    return sp.log(2 ** n, 2), n


@claims.symbolic(
    "ipgraph.sec5_3.n_of_star", where="Section 5.3",
    statement="n = O(log N / log log N) for an N-node star graph",
    notes="N = n!; decided as lim n log log N / log N = 1 (finite, so n = O(log N / log log N); "
          "in fact Theta).")
def _():
    n = sp.Symbol("n", positive=True, integer=True)
    N = sp.factorial(n)
    return sp.limit(n * sp.log(sp.log(N)) / sp.log(N), n, sp.oo), sp.Integer(1)


@claims.exhaustive(
    "ipgraph.sec5_3.star8", where="Section 5.3",
    statement="A node in an 8-star has 6 (or 5) off-module links", params={"n": [8]},
    size=lambda n: math.factorial(n), expect="refuted", erratum="substantive",
    witness={'n': 8},
    notes=_STAR_NOTE + " Printed (6, 5), computed (5, 4). Corrected by "
                       "ipgraph.sec5_3.star8.corrected.")
def _(n):
    return (6, 5), _star_off(n)


@claims.exhaustive(
    "ipgraph.sec5_3.star8.corrected", where="Section 5.3 (corrected)",
    statement="A node in an 8-star has 5 (or 4) off-module links with a 3 (or 4)-star per module",
    params={"n": [8]}, size=lambda n: math.factorial(n), corrects="ipgraph.sec5_3.star8",
    notes=_STAR_NOTE)
def _(n):
    return (5, 4), _star_off(n)


def _debruijn_domain():
    return [{"n": n, "k": k} for n in range(3, 11) for k in range(1, min(4, n - 2) + 1)]


@claims.instances(
    "ipgraph.sec5_3.debruijn", where="Section 5.3",
    statement="The maximum number of off-module links per node in a de Bruijn graph is equal to "
              "4 when assigning nodes with the same most significant bits into the same module",
    params=_debruijn_domain, size=lambda n, k: 2 ** n,
    notes="Binary n-dimensional de Bruijn graph (undirected view, distinct neighbours), modules "
          "of 2^k nodes sharing the n-k most significant bits, 1 <= k <= min(4, n-2) (at most 16 "
          "nodes per module); with k = n-1 the maximum is 3.")
def _(n, k):
    g = de_bruijn(n)
    return 4, _max_off_module(g, label_modules(g, range(0, 2 * (n - k))))


# --------------------------------------------------------------------------
# Reproduced tables
# --------------------------------------------------------------------------
claims.table(
    "ipgraph_diameters", where="Theorem 4.1, Corollary 4.2",
    caption="Diameters of super-IP graphs: $l D_G + t$ (Theorem 4.1) against breadth-first search",
    columns=("network", "nucleus", "$l$", "$l D_G + t$", "diameter"),
    rows={"family": ALL_FAMILIES, "nucleus": ["K3", "Q2", "Q3"], "l": [2, 3, 4]},
    cells=(param("family"), param("nucleus"), param("l"),
           printed("ipgraph.thm4_1"), computed("ipgraph.thm4_1")))

claims.table(
    "ipgraph_symmetric_diameters", where="Theorem 4.3",
    caption="Diameters of symmetric super-IP graphs: $l D_G + t_S$ (Theorem 4.3) against "
            "breadth-first search",
    columns=("network", "nucleus", "$l$", "$l D_G + t_S$", "diameter"),
    rows={"family": ALL_FAMILIES, "nucleus": ["K3", "Q2"], "l": [2, 3, 4]},
    cells=(text("Sym{family}"), param("nucleus"), param("l"),
           printed("ipgraph.thm4_3"), computed("ipgraph.thm4_3")))

claims.table(
    "ipgraph_offmodule", where="Section 5.3",
    caption="Maximum number of off-module links per node, one nucleus $Q_2$ per module",
    columns=("network", "$l$", "printed", "computed"),
    rows=lambda: [{"family": f, "nucleus": "Q2", "l": l,
                   "claim": "ring_cn" if f == "RingCN" else "hsn_ccn_flip"}
                  for f in ("RingCN", "HSN", "CompleteCN", "SuperFlip") for l in (2, 3, 4, 5)],
    cells=(param("family"), param("l"),
           printed("ipgraph.sec5_3.{claim}"), computed("ipgraph.sec5_3.{claim}")))

claims.table(
    "ipgraph_star_offmodule", where="Section 5.3",
    caption="Maximum off-module links per node of the $n$-star with a 3-star (4-star) per "
            "module: printed $n-2$ ($n-3$), computed",
    columns=("$n$", "printed", "computed"),
    rows={"n": range(4, 9)},
    cells=(param("n"), printed("ipgraph.sec5_3.star"), computed("ipgraph.sec5_3.star")))
