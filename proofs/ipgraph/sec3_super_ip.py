"""Claims of paper ``ipgraph``: Section 3, Super-IP graphs.

Yeh, Parhami, *The Index-Permutation Graph Model for Hierarchical Interconnection
Networks*.  The conventions and what is not registered are in
``ipgraph/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from latticegraph.specs import graph
from latticegraph.topologies.ipgraph import (IPGraph, SuperIPGraph, cyclic_super_generators,
    de_bruijn, directed_diameter, flip_super_generators, hcn, hsn, hypercube_ip,
    inter_cluster_degree, off_module_links, ring_cn, super_flip, sym_ring_cn,
    transposition_super_generators)

from . import claims
from ._common import (_apply, _domain, _example_size, _examples, _is_cayley_ip, _isomorphic,
    _labelled_edges, _net, _nucleus, _nucleus_diameter, _order_of, _product_dilation, _size,
    _sym_size, _vertex_transitive_and_regular, ALL_FAMILIES, NUCLEI)


_IP = ("Section 2: an IP graph is defined by a seed label and generators (permutations of the "
       "label positions); its vertices are the labels generated from the seed")
_SUPER_IP = ("Section 3.1: a super-IP graph has the seed S1 S1 ... S1 (l identical "
             "super-symbols of m symbols); its generators permute the symbols of the leftmost "
             "super-symbol (nucleus generators) or whole super-symbols (super-generators), and "
             "the super-generators can bring every super-symbol to the leftmost position")
_MODULES = "Section 3.1: each nucleus of the super-IP graph is placed within one module"
_HSN = ("Section 3.2: HSN(l;G) has the seed S1 ... S1, the nucleus generators of G and the "
        "transposition super-generators T_{i,m} = (1;i)_m, i = 2..l")
_CN = ("Section 3.3: cyclic-shift networks: super-generators among L_{i,m} (X -> X_{i+1}..X_l "
       "X_1..X_i) and R_{i,m} = L_{i,m}^{-1}; ring-CN: L_{1,m}, R_{1,m}")
_FLIP = ("Section 3.4: F_{i,m} flips the first i super-symbols, i = 2..l; a super-flip network "
         "has the flip super-generators and a nucleus G")
_SYMMETRIC = ("Section 3.5: a symmetric super-IP graph has the seed S1 S2 ... Sl of distinct "
              "symbols, S_i = (i-1)m+1 ... im (S1 = 12...m)")


@claims.instances(
    "ipgraph.thm3_1.degree", where="Theorem 3.1",
    statement="The degree of an IP graph is no larger than the number of its generators",
    params=_examples, size=_example_size, premises=(_IP,),
    reading="degree of a directed IP graph (generators not closed under inverses): its in- and "
            "out-degree (Section 2: 'the in-/out-degree of the derived network is upper bounded "
            "by the number d of permissible movements'); of the others: the undirected degree",
    readings=("ipgraph.thm3_1.degree.undirected",), parts=("ipgraph.thm3_1.intercluster_degree",),
    notes="Degree of a symmetric IP graph: its undirected degree; of a directed one (de Bruijn, "
          "directed CN): its in- and out-degree, as Section 2 states (the undirected view of "
          "DeBruijn(n) has degree 4 with 2 generators: ipgraph.thm3_1.degree.undirected).")
def _(spec):
    g = graph(spec)
    d = len(g.generators)
    deg = max(int(g.out_degrees().max()), int(g.in_degrees().max())) if g.directed \
        else int(g.degrees().max())
    return True, deg <= d


@claims.instances(
    "ipgraph.thm3_1.degree.undirected", where="Theorem 3.1",
    statement="The degree of an IP graph is no larger than the number of its generators [degree "
              "of the undirected view, for every IP graph]",
    params=_examples, size=_example_size, premises=(_IP,),
    expect="refuted", erratum="substantive", witness={"spec": "DeBruijn(3)"},
    reading="degree: the number of neighbours in the undirected view (loops dropped), whatever "
            "the generators",
    readings=("ipgraph.thm3_1.degree",),
    parts=("ipgraph.thm3_1.intercluster_degree.undirected",),
    notes="A generator pi gives every vertex X the neighbours pi(X) and pi^-1(X); unless the "
          "generators are closed under inverses the undirected degree can reach twice their "
          "number.  Fails for Section 2's de Bruijn graph (2 generators, degree 4 from n = 3; "
          "DeBruijn(3) is the first failing example in size order) and the directed CN "
          "(DirectedCN(3,Q1): 2 generators, degree 3); holds when the generator set is closed "
          "under inverses (every other example).")
def _(spec):
    g = graph(spec)
    return True, int(g.degrees().max()) <= len(g.generators)


@claims.instances(
    "ipgraph.thm3_1.intercluster_degree", where="Section 3.1; Theorem 3.1",
    statement="If each nucleus is placed within the same module, the inter-cluster degree of a "
              "super-IP graph, upper bounded by the number of off-module links per node, is no "
              "larger than the number of its super-generators",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 6), 4096), size=_size,
    premises=(_SUPER_IP, _MODULES),
    reading="off-module links of a directed network (DirectedCN) counted as out- and in-links "
            "separately, as for the degree (ipgraph.thm3_1.degree)",
    readings=("ipgraph.thm3_1.intercluster_degree.undirected",), parts=("ipgraph.thm3_1.degree",),
    notes="Inter-cluster degree as defined in Sections 1 and 5.3: the maximum over modules of "
          "the average number of off-module links per node (exact Fraction); for a directed "
          "network (DirectedCN) off-module out- and in-links, as for the degree (in the "
          "undirected view DirectedCN(3,Q1) has 2 off-module links per node with 1 "
          "super-generator).  Computed: (I-degree <= the largest number of off-module links "
          "of a node, that number <= number of super-generators).")
def _(family, nucleus, l):
    g = _net(family, nucleus, l)
    m = g.modules()
    ways = ("out", "in") if g.directed else ("both",)
    ideg = max(inter_cluster_degree(g, m, w) for w in ways)
    most = max(int(off_module_links(g, m, w).max()) for w in ways)
    return (True, True), (ideg <= most, most <= len(g.super_generators))


@claims.instances(
    "ipgraph.thm3_1.intercluster_degree.undirected", where="Section 3.1; Theorem 3.1",
    statement="If each nucleus is placed within the same module, the inter-cluster degree of a "
              "super-IP graph ... is no larger than the number of its super-generators [links "
              "of the undirected view]",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 6), 4096), size=_size,
    premises=(_SUPER_IP, _MODULES),
    expect="refuted", erratum="substantive",
    witness={"family": "DirectedCN", "nucleus": "Q1", "l": 3},
    reading="off-module links: distinct off-module neighbours in the undirected view, for "
            "every super-IP graph",
    readings=("ipgraph.thm3_1.intercluster_degree",),
    parts=("ipgraph.thm3_1.degree.undirected",),
    notes="Computed: the inter-cluster degree (maximum over modules of the average number of "
          "off-module neighbours in the undirected view, exact) against the number of "
          "super-generators.  Fails for the directed cyclic-shift networks from l = 3 on "
          "(DirectedCN(3,Q1): I-degree 2, one super-generator L_1: every node has an "
          "off-module L_1 and L_1^-1 neighbour); holds for HSN, ring-CN, complete-CN and "
          "super-flip networks, whose super-generators are closed under inverses.")
def _(family, nucleus, l):
    g = _net(family, nucleus, l)
    return True, inter_cluster_degree(g, g.modules(), "both") <= len(g.super_generators)


def _transitive_generating_sets(l: int) -> list[tuple[tuple[int, ...], ...]]:
    """One generating set (one or two block permutations, one-line, 1-based) per subgroup of
    S_l that can bring every super-symbol to the leftmost position (a transitive one)."""
    ident = tuple(range(1, l + 1))
    seen, out = set(), []
    for a, b in itertools.combinations_with_replacement(itertools.permutations(ident), 2):
        group, frontier = {ident}, [ident]
        while frontier:
            nxt = []
            for x in frontier:
                for g in (a, b):
                    y = tuple(x[i - 1] for i in g)
                    if y not in group:
                        group.add(y)
                        nxt.append(y)
            frontier = nxt
        key = frozenset(group)
        if key not in seen and {p[0] for p in group} == set(ident):
            seen.add(key)
            out.append((a,) if a == b else (a, b))
    return out


_ANY_NUCLEI = {"Q1": lambda: hypercube_ip(1), "K3": lambda: graph("K3"),
               "C4r": lambda: IPGraph("1122", ["3214", "1432"], name="C4(1122)")}


@claims.instances(
    "ipgraph.thm3_2", where="Theorem 3.2",
    statement="The size of a super-IP graph is N = M_N^l, where M_N is the number of nodes in "
              "the nucleus graph",
    notes="Printed 'N = Ml N' (PDF conversion of a superscript l and subscript N) read as "
          "N = M_N^l.  Domain: the five named families (HSN, ring-, complete-, directed CN, "
          "super-flip) with nuclei Q1..Q3, K3, K4, l = 2..6; and the whole class for l <= 4: "
          "one set of super-generators per transitive subgroup of S_l (every subgroup of S_4 "
          "is generated by two permutations, and the order depends only on the group the "
          "super-generators generate), with nuclei Q1, K3 and a 4-cycle on the repeated-symbol "
          "seed 1122 (generators (1;3), (2;4)).  Proof for every l: conjugating the nucleus "
          "generators by the super-generators acts on every block, so the generated group "
          "contains K^l (K the nucleus group) and the orbit of S1...S1 is (K S1)^l.  Outside "
          "the premise the size is smaller: shifts L_2, R_2 alone on l = 4 super-symbols give "
          "M_N^2 nodes.",
    params=lambda: _domain(ALL_FAMILIES, NUCLEI, range(2, 7), 40000)()
    + [{"family": "any", "nucleus": nu, "l": l, "sgens": gens}
       for l in (2, 3, 4) for gens in _transitive_generating_sets(l) for nu in _ANY_NUCLEI],
    size=lambda family, nucleus, l, sgens=None: _ANY_NUCLEI[nucleus]().order ** l
    if sgens is not None else _size(family, nucleus, l),
    premises=(_SUPER_IP,))
def _(family, nucleus, l, sgens=None):
    if sgens is not None:
        G = _ANY_NUCLEI[nucleus]()
        return G.order ** l, SuperIPGraph(G, l, [list(s) for s in sgens]).order
    return _nucleus(nucleus).order ** l, _net(family, nucleus, l).order


@claims.exhaustive(
    "ipgraph.sec3_1.example", where="Section 3.1",
    statement="With the seed label 123 123, the permutation 321 456 permutes 123 123 to become "
              "321 123, whereas the permutation 456 123 permutes 321 123 to 123 321",
    params={}, premises=(_SUPER_IP,))
def _():
    g = IPGraph("123123", ["321456", "456123"])
    a = int(g.targets[g.index("123123"), 0])
    b = int(g.targets[g.index("321123"), 1])
    return ("321123", "123321"), (g.label_str(a), g.label_str(b))


@claims.instances(
    "ipgraph.sec3_2.hsn_is_hcn", where="Section 3.2; Fig. 1a; Fig. 3 (caption)",
    statement="An HCN(n;n) without diameter links is equivalent to the special case HSN(2;Q_n)",
    params={"n": range(1, 6)}, size=lambda n: 4 ** n, premises=(_HSN,),
    notes="Both built independently (HSN from the nucleus Q_n and T_{2,m}; HCN from the "
          "Section 2 generators) and compared label for label.")
def _(n):
    a, b = hsn(2, hypercube_ip(n)), hcn(n)
    return True, a.order == b.order and _labelled_edges(a) == _labelled_edges(b)


@claims.instances(
    "ipgraph.sec3_2.t_examples", where="Section 3.2",
    statement="T_{2,m}(Y1Y2...Yl) = Y2Y1Y3Y4Y5Y6...Yl; T_{3,m}(Y) = Y3Y2Y1Y4Y5Y6...Yl; "
              "T_{4,m}(Y) = Y4Y2Y3Y1Y5Y6...Yl",
    params={"l": range(6, 11)}, premises=(_HSN,),
    notes="The transposition super-generators of HSN(l; G) (the library's, used by every HSN "
          "claim) applied to the super-symbols Y1..Yl.")
def _(l):
    Y = tuple(f"Y{j}" for j in range(1, l + 1))
    printed_images = (("Y2", "Y1") + Y[2:], ("Y3", "Y2", "Y1") + Y[3:],
                      ("Y4", "Y2", "Y3", "Y1") + Y[4:])
    return printed_images, tuple(_apply(t, Y) for t in transposition_super_generators(l)[:3])


@claims.exhaustive(
    "ipgraph.fig1.structures", where="Fig. 1 (caption)",
    statement="Structures of HSN(l;Q2), l = 2, 3, represented with radix-4 node labels: "
              "(a) HSN(2;Q2) = HCN(2;2) without diameter links, (b) an HSN(3;Q2)",
    params={"l": [2, 3]}, size=lambda l: 4 ** l, premises=(_HSN,),
    notes="The drawing is not in the text.  Decided: HSN(l; Q2) has 4^l nodes, each named by l "
          "radix-4 digits (one per super-symbol, a Q2 node), every string of l digits naming "
          "exactly one node; for l = 2 it is HCN(2;2) without diameter links (pynauty).")
def _(l):
    g, q = hsn(l, hypercube_ip(2)), hypercube_ip(2)
    m, digit = len(q.seed), {q.label(v): v for v in range(4)}
    names = {tuple(digit[g.label(u)[m * i:m * (i + 1)]] for i in range(l)) for u in range(g.order)}
    same = l != 2 or _isomorphic(g, hcn(2))
    return (4 ** l, 4 ** l, True), (g.order, len(names), same)


@claims.instances(
    "ipgraph.sec3_2.embedding", where="Section 3.2",
    statement="An HSN can embed corresponding homogeneous product networks such as hypercubes "
              "or k-ary n-cubes, with dilation 3",
    params=lambda: [{"l": l, "nucleus": G} for l, G in ((2, "K3"), (2, "Q2"), (3, "K3"),
                                                       (2, "Q3"), (3, "Q2"), (4, "Q1"),
                                                       (4, "K3"), (3, "Q3"))],
    size=lambda l, nucleus: {"Q1": 2, "K3": 3, "Q2": 4, "Q3": 8}[nucleus] ** l,
    premises=(_HSN,), reading="dilation at most 3",
    readings=("ipgraph.sec3_2.embedding.exact", "ipgraph.sec3_2.embedding.exact.any_map"),
    notes="The embedding itself is given in [26, 33], not in this paper; the natural one is "
          "checked: vertex (x_1, ..., x_l) of the product G^l (the hypercube Q_{ln} for G = "
          "Q_n, the 3-ary l-cube for the ring G = K3 = C3) goes to the HSN(l, G) vertex with "
          "super-symbols x_1..x_l. Computed: the largest distance in HSN(l, G) between the "
          "images of adjacent vertices (a dimension i > 1 costs swap, nucleus link, swap). "
          "Read as 'dilation at most 3'. It is exactly 3 on every instance but HSN(4, Q1), "
          "where it is 2.")
def _(l, nucleus):
    return True, _product_dilation(l, nucleus) <= 3


@claims.instances(
    "ipgraph.sec3_2.embedding.exact", where="Section 3.2",
    statement="An HSN can embed corresponding homogeneous product networks such as hypercubes "
              "or k-ary n-cubes, with dilation 3 [exactly 3]",
    params=lambda: [{"l": l, "nucleus": G} for l, G in ((2, "Q1"), (2, "K3"), (2, "Q2"),
                                                       (3, "Q1"), (3, "K3"), (3, "Q2"))],
    size=lambda l, nucleus: {"Q1": 2, "K3": 3, "Q2": 4}[nucleus] ** l,
    premises=(_HSN,), expect="refuted", erratum="boundary", witness={"l": 2, "nucleus": "Q1"},
    reading="dilation exactly 3 (the natural embedding's largest stretch is 3)",
    readings=("ipgraph.sec3_2.embedding", "ipgraph.sec3_2.embedding.exact.any_map"),
    notes="Computed as in ipgraph.sec3_2.embedding: the largest distance in HSN(l, G) between "
          "the images of adjacent vertices of G^l.  It is 3 for every connected nucleus of at "
          "least 3 nodes (for an edge x_i x_i' of G at block i > 1 and x_1 outside {x_i, x_i'}: "
          "only T_i changes block i, and it brings x_1 there, so two steps cannot do), but 2 "
          "for G = Q1 = K2 (the hypercube Q_l in HSN(l, Q1), every l): x_1 is always x_i or "
          "x_i', and one nucleus step plus T_i suffice.  Boundary: the one-edge nucleus; "
          "under the 'at most 3' reading (ipgraph.sec3_2.embedding) the statement holds.")
def _(l, nucleus):
    return 3, _product_dilation(l, nucleus)


@claims.instances(
    "ipgraph.sec3_2.embedding.exact.any_map", where="Section 3.2",
    statement="An HSN can embed corresponding homogeneous product networks such as hypercubes "
              "or k-ary n-cubes, with dilation 3 [exactly 3: no one-to-one map of G^l onto "
              "HSN(l, G) has a smaller dilation]",
    params=lambda: [{"l": l, "nucleus": G} for l, G in ((2, "Q1"), (2, "K3"), (3, "Q1"),
                                                       (2, "Q2"))],
    size=lambda l, nucleus: {"Q1": 2, "K3": 3, "Q2": 4}[nucleus] ** l,
    premises=(_HSN,), expect="refuted", erratum="substantive", witness={"l": 2, "nucleus": "Q1"},
    reading="dilation exactly 3 for every embedding: 3 is the least dilation of a one-to-one "
            "map of G^l onto HSN(l, G)",
    readings=("ipgraph.sec3_2.embedding", "ipgraph.sec3_2.embedding.exact"),
    notes="Third reading of the sentence (review S3): 'with dilation 3' as the best possible, "
          "over every one-to-one map, not only the natural one (ipgraph.sec3_2.embedding.exact). "
          "Computed on the built graphs: whether G^l is a spanning subgraph of the square of "
          "HSN(l, G) (networkx monomorphism), i.e. whether some bijection has dilation <= 2. It "
          "has for the hypercubes: Q2 in HSN(2, Q1), Q3 in HSN(3, Q1) and Q4 in HSN(2, Q2) (a "
          "nucleus where the natural map needs 3); not for the 3-ary 2-cube in HSN(2, K3), where "
          "3 is the least. HSN(3, K3) (27 nodes, no map found) is left out: the search takes a "
          "minute.")
def _(l, nucleus):
    import networkx as nx
    from networkx.algorithms import isomorphism
    G = _nucleus(nucleus).to_networkx()
    P = G
    for _ in range(l - 1):
        P = nx.cartesian_product(P, G)
    H = _net("HSN", nucleus, l).to_networkx()
    return False, isomorphism.GraphMatcher(nx.power(H, 2), P).subgraph_is_monomorphic()


@claims.instances(
    "ipgraph.sec3_3.r_is_l_inverse", where="Section 3.3",
    statement="R_{1,m} = L_{1,m}^{-1}, with L_{i,m}(X) = X_{i+1}...X_l X_1...X_i and "
              "R_{i,m}(X) = X_{l-i+1}...X_l X_1...X_{l-i}",
    params={"l": range(2, 11)}, size=lambda l: l, premises=(_CN,))
def _(l):
    X = tuple(f"X{j}" for j in range(1, l + 1))
    L = X[1:] + X[:1]                      # L_{1,m}(X) as printed
    R = X[l - 1:] + X[:l - 1]              # R_{1,m}(X) as printed
    Lperm = [X.index(s) + 1 for s in L]
    Rperm = [X.index(s) + 1 for s in R]
    return X, _apply(Rperm, _apply(Lperm, X))


@claims.instances(
    "ipgraph.sec3_3.fixed_degree", where="Section 3.3",
    statement="Some subclasses of cyclic-shift networks have fixed node degree and small diameter",
    params=lambda: [{"nucleus": nu, "l": l} for nu, top in (("Q1", 12), ("K3", 7), ("Q2", 6))
                    for l in range(3, top + 1)],
    size=lambda nucleus, l: _order_of(nucleus) ** l, premises=(_SUPER_IP, _CN),
    notes="Ring-CN(l; G): computed (maximum degree, diameter by BFS) against (deg G + 2, the same "
          "for every l >= 3; (D_G + 1) log_{M_N} N - 1, logarithmic in N: 'small' read as "
          "O(log N)).")
def _(nucleus, l):
    g, G = _net("RingCN", nucleus, l), _nucleus(nucleus)
    return ((int(G.degrees().max()) + 2, (_nucleus_diameter(nucleus) + 1) * l - 1),
            (int(g.degrees().max()), directed_diameter(g)))


@claims.exhaustive(
    "ipgraph.sec3_4.flip_example", where="Section 3.4",
    statement="F_{2,m}(X1X2X3X4) = X2X1X3X4; F_{3,m}(X1X2X3X4) = X3X2X1X4",
    params={}, premises=(_FLIP,))
def _():
    X = ("X1", "X2", "X3", "X4")
    F2, F3 = flip_super_generators(4)[:2]
    return (("X2", "X1", "X3", "X4"), ("X3", "X2", "X1", "X4")), (_apply(F2, X), _apply(F3, X))


@claims.instances(
    "ipgraph.sec3_4.flip_count", where="Section 3.4",
    statement="A super-IP graph with l flip super-generators and nucleus G is called a "
              "super-flip network based on G",
    params={"l": range(2, 9)}, premises=(_FLIP,),
    expect="refuted", erratum="slip", witness={"l": 2},
    notes="The same paragraph defines F_{i,m} for i = 2, 3, ..., l (F_1 would be the identity): "
          "l - 1 flip super-generators, as Section 5.3's off-module link counts of a super-flip "
          "network (1, 2, 3, 4 for l = 2..5) confirm.  Computed: the number of distinct "
          "non-identity flip super-generators of the built super-flip network on l "
          "super-symbols.")
def _(l):
    g = super_flip(l, hypercube_ip(1))
    ident = list(range(1, l + 1))
    return l, len({tuple(s) for s in g.super_generators if list(s) != ident})


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
    premises=(_CN, _FLIP),
    parts=("ipgraph.sec3_4.emulation.converse", "ipgraph.sec3_4.emulation.converse.asymptotic"),
    notes=_EMULATION_NOTES + "'Efficiently' read as: at most 4 steps for every l (the "
          "largest cost found at l = 3..8: F emulates T in <= 4, ring shifts in 2, "
          "complete-CN shifts in <= 3).  Words valid for every l (traced on the labels): "
          "T_i = F_i F_{i-1} F_{i-2} F_{i-1} (i >= 4; T_2 = F_2, T_3 = F_3), L_1 = F_l F_{l-1}, "
          "R_1 = F_{l-1} F_l, L_i = F_i F_l F_{l-i} (applied left to right).  A word is a path "
          "in the super-flip network, so these bound the network-level emulation as well.")
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
    erratum="substantive", witness={"l": 3}, premises=(_HSN, _CN, _FLIP),
    reading="for every l: the cost of emulating flips by transpositions (resp. shifts) strictly "
            "exceeds that of emulating transpositions (resp. shifts) by flips, on the "
            "super-symbol permutations",
    readings=("ipgraph.sec3_4.emulation.converse.asymptotic",), parts=("ipgraph.sec3_4.emulation",),
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


def _worst_step(g, targets) -> int:
    """Largest distance in the built super-IP graph g between a node X and s(X), s over the
    super-symbol permutations ``targets`` (one-line, 1-based): the cost of emulating them."""
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import shortest_path
    e = g.edge_array()
    adj = coo_matrix((np.ones(len(e)), (e[:, 0], e[:, 1])), shape=(g.order, g.order)).tocsr()
    dist = shortest_path(adj, directed=False, unweighted=True)
    m = g.m
    worst = 0
    for v in range(g.order):
        lab = g.label(v)
        for t in targets:
            w = g.index(tuple(lab[(b - 1) * m + r] for b in t for r in range(m)))
            worst = max(worst, int(dist[v, w]))
    return worst


@claims.instances(
    "ipgraph.sec3_4.emulation.converse.asymptotic", where="Section 3.4",
    statement="[Transposition and cyclic-shift super-generators] cannot emulate [flip "
              "super-generators] as efficiently [as l grows; in the networks]",
    params=lambda: [{"nucleus": "Q1", "l": 6}, {"nucleus": "Q1", "l": 7},
                    {"nucleus": "K3", "l": 6}],
    size=lambda nucleus, l: _order_of(nucleus) ** l, premises=(_HSN, _CN, _FLIP),
    reading="as l grows: the emulation cost of the flips in HSN(l;G) and ring-CN(l;G) is "
            "unbounded, while super-flip networks emulate T_i, L_1, R_1 within 4 steps for "
            "every l; decided on the built networks",
    readings=("ipgraph.sec3_4.emulation.converse",), parts=("ipgraph.sec3_4.emulation",),
    notes="Computed on the built networks with the same nucleus (all-pairs BFS): (largest "
          "distance from X to F_i(X) in HSN(l;G), i = 2..l) > (largest distance from X to "
          "T_i(X) in the super-flip network), and (the same to F_i(X) in ring-CN(l;G)) > (to "
          "L_1(X), R_1(X) in the super-flip network): Q1, l = 6: 5 > 3 and 6 > 2; l = 7: 5 > 3 "
          "and 7 > 2; K3, l = 6: 5 > 4 and 9 > 2.  For l <= 5 the costs can tie (the per-l "
          "reading, ipgraph.sec3_4.emulation.converse, is refuted there).  Unbounded growth, "
          "for every l: with a nucleus of at least l nodes and X of distinct super-symbols, "
          "F_l(X) differs from X in every position but the middle one; a nucleus generator "
          "changes position 1 only, a transposition T_i one other position, so HSN needs at "
          "least l - 2 steps; ring shifts only rotate, so ring-CN must rewrite at least l - 2 "
          "super-symbols with nucleus steps.  On the super-symbol permutations alone the "
          "transpositions need 3 floor(l/2) - 2 steps for F_l and the shifts never produce "
          "it, while the flips' words above have at most 4 letters.")
def _(nucleus, l):
    G = _nucleus(nucleus)
    F, T = flip_super_generators(l), transposition_super_generators(l)
    flip = super_flip(l, G)
    return (True, True), (_worst_step(hsn(l, G), F) > _worst_step(flip, T),
                          _worst_step(ring_cn(l, G), F)
                          > _worst_step(flip, cyclic_super_generators(l)))


@claims.instances(
    "ipgraph.sec3_5.symmetric_vertex_transitive", where="Section 3.5; Section 6",
    statement="Symmetric super-IP graphs (seed of distinct symbols) are vertex-symmetric and "
              "regular; a seed label consisting of distinct symbols generates a symmetric and "
              "regular network",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 5), 2000, symmetric=True), size=_sym_size,
    premises=(_SUPER_IP, _SYMMETRIC),
    parts=("ipgraph.sec6.dense_nucleus", "ipgraph.sec6.strong_supergens",
           "ipgraph.sec6.flexibility"),
    notes="Vertex-symmetry decided by pynauty (one automorphism orbit) on the undirected view. "
          "Nucleus K_m here is the Cayley graph of Z_m with seed 12...m.")
def _(family, nucleus, l):
    return True, _vertex_transitive_and_regular(_net(family, nucleus, l, True))


@claims.instances(
    "ipgraph.sec3_5.hsn_order", where="Section 3.5",
    statement="A symmetric HSN(l;G) has l! M_N^l nodes, l! times more than an HSN(l;G)",
    notes="Printed 'l!Ml N' (PDF conversion) read as l! M_N^l.",
    params=_domain(["HSN"], NUCLEI, range(2, 6), 40000, symmetric=True), size=_sym_size,
    premises=(_HSN, _SYMMETRIC))
def _(family, nucleus, l):
    return (math.factorial(l) * NUCLEI[nucleus] ** l,
            _net(family, nucleus, l, True).order)


@claims.instances(
    "ipgraph.sec3_5.cn_order", where="Section 3.5",
    statement="A symmetric CN(l;G) has l M_N^l nodes since there are l different orders for the "
              "colors of super-symbols; common to ring-CNs, complete-CNs and their variants",
    notes="Printed 'lMl N' (PDF conversion) read as l M_N^l.  Intermediate variants: "
          "ipgraph.sec3_5.intermediate_cn.",
    params=_domain(["RingCN", "CompleteCN", "DirectedCN"], NUCLEI, range(2, 7), 40000,
                   symmetric=True), size=_sym_size, premises=(_SUPER_IP, _CN, _SYMMETRIC))
def _(family, nucleus, l):
    return l * NUCLEI[nucleus] ** l, _net(family, nucleus, l, True).order


def _intermediate_cn(l: int, nucleus: str) -> SuperIPGraph:
    """A cyclic-shift network between ring- and complete-CN: shifts L_1, R_1, L_2, R_2."""
    shifts = {tuple((j + i) % l + 1 for j in range(l)) for i in (1, 2, l - 2, l - 1)}
    return SuperIPGraph(_nucleus(nucleus), l, sorted(shifts), symmetric=True,
                        name=f"SymMidCN({l},{nucleus})")


@claims.instances(
    "ipgraph.sec3_5.intermediate_cn", where="Section 3.5",
    statement="These properties [a symmetric CN(l;G) is vertex-symmetric, regular, with l M_N^l "
              "nodes] are common to all cyclic-shift networks, including ring-CNs, complete-CNs, "
              "and their intermediate variants",
    params=lambda: [{"nucleus": nu, "l": l} for nu, l in (("Q1", 5), ("Q1", 6), ("Q1", 7),
                                                          ("K3", 5))],
    size=lambda nucleus, l: l * _order_of(nucleus) ** l, premises=(_SUPER_IP, _CN, _SYMMETRIC),
    notes="Intermediate variant: super-generators L_1, R_1, L_2, R_2 (ring- and complete-CN are "
          "ipgraph.sec3_5.cn_order and ipgraph.sec3_5.symmetric_vertex_transitive).  The "
          "premise matters: shifts that cannot bring every super-symbol to the front (L_2, R_2 "
          "alone with l even: super-symbols 2 and 4 never reach the front) give a smaller network "
          "(l = 4, Q1: 8 nodes instead of 64).  Computed: "
          "(order, one automorphism orbit and regular, pynauty).")
def _(nucleus, l):
    g = _intermediate_cn(l, nucleus)
    return (l * _order_of(nucleus) ** l, True), (g.order, _vertex_transitive_and_regular(g))


def _distinct_seed_variant(network: str, n: int):
    """(original, variant with a seed of distinct symbols) for Section 3.5's list."""
    if network == "HCN":
        return hcn(n), hsn(2, hypercube_ip(n), symmetric=True)
    if network == "shuffle-exchange":
        return ring_cn(n, hypercube_ip(1)), sym_ring_cn(n, hypercube_ip(1))
    if network == "de Bruijn":
        g = de_bruijn(n)
        return g, IPGraph(list(range(1, 2 * n + 1)), g.generators, name=f"SymDeBruijn({n})")
    return super_flip(n, hypercube_ip(2)), super_flip(n, hypercube_ip(2), symmetric=True)


@claims.instances(
    "ipgraph.sec3_5.any_ip_symmetric", where="Section 3.5",
    statement="This strategy can be applied to virtually any IP graph, such as an HCN, "
              "shuffle-exchange network, de Bruijn graph, or super-flip network, to obtain its "
              "symmetric and regular Cayley-graph counterpart, with size and connectivity "
              "different from the original networks",
    params=lambda: [{"network": "HCN", "n": n} for n in (1, 2, 3)]
    + [{"network": "shuffle-exchange", "n": n} for n in range(3, 7)]
    + [{"network": "de Bruijn", "n": n} for n in range(2, 7)]
    + [{"network": "super-flip", "n": n} for n in (2, 3)],
    premises=(_IP, _SYMMETRIC),
    notes="Same generators, seed replaced by distinct symbols.  Computed: (a Cayley graph: one "
          "node per element of the generated group; vertex-transitive and regular, pynauty, "
          "undirected view; order different from the original's).  HFN, RCC and HSE are only "
          "cited, not built.")
def _(network, n):
    g, h = _distinct_seed_variant(network, n)
    return (True, True, True), (_is_cayley_ip(h), _vertex_transitive_and_regular(h),
                                h.order != g.order)
