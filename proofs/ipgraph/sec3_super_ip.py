"""Claims of paper ``ipgraph``: Section 3, Super-IP graphs.

Yeh, Parhami, *The Index-Permutation Graph Model for Hierarchical Interconnection
Networks*.  The conventions, the errata and what is not registered are in
``ipgraph/__init__.py``.
"""

from __future__ import annotations

import math

from latticegraph.specs import graph
from latticegraph.topologies.ipgraph import (IPGraph, SuperIPGraph, cyclic_super_generators,
    de_bruijn, directed_diameter, flip_super_generators, hcn, hsn, hypercube_ip,
    inter_cluster_degree, off_module_links, ring_cn, super_flip, sym_ring_cn,
    transposition_super_generators)

from . import claims
from ._common import (_apply, _domain, _example_size, _examples, _is_cayley_ip, _isomorphic,
    _labelled_edges, _net, _nucleus, _nucleus_diameter, _order_of, _product_dilation, _size,
    _sym_size, _vertex_transitive_and_regular, ALL_FAMILIES, NUCLEI)


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
    "ipgraph.thm3_1.intercluster_degree", where="Section 3.1; Theorem 3.1",
    statement="If each nucleus is placed within the same module, the inter-cluster degree of a "
              "super-IP graph, upper bounded by the number of off-module links per node, is no "
              "larger than the number of its super-generators",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 6), 4096), size=_size,
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
    "ipgraph.thm3_2", where="Theorem 3.2",
    statement="The size of a super-IP graph is N = M_N^l, where M_N is the number of nodes in "
              "the nucleus graph",
    notes="Printed 'N = Ml N' (PDF conversion of a superscript l and subscript N) read as "
          "N = M_N^l.",
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
    "ipgraph.sec3_2.hsn_is_hcn", where="Section 3.2; Fig. 1a; Fig. 3 (caption)",
    statement="An HCN(n;n) without diameter links is equivalent to the special case HSN(2;Q_n)",
    params={"n": range(1, 6)}, size=lambda n: 4 ** n,
    notes="Both built independently (HSN from the nucleus Q_n and T_{2,m}; HCN from the "
          "Section 2 generators) and compared label for label.")
def _(n):
    a, b = hsn(2, hypercube_ip(n)), hcn(n)
    return True, a.order == b.order and _labelled_edges(a) == _labelled_edges(b)


@claims.instances(
    "ipgraph.sec3_2.t_examples", where="Section 3.2",
    statement="T_{2,m}(Y1Y2...Yl) = Y2Y1Y3Y4Y5Y6...Yl; T_{3,m}(Y) = Y3Y2Y1Y4Y5Y6...Yl; "
              "T_{4,m}(Y) = Y4Y2Y3Y1Y5Y6...Yl",
    params={"l": range(6, 11)},
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
    params={"l": [2, 3]}, size=lambda l: 4 ** l,
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


@claims.instances(
    "ipgraph.sec3_3.fixed_degree", where="Section 3.3",
    statement="Some subclasses of cyclic-shift networks have fixed node degree and small diameter",
    params=lambda: [{"nucleus": nu, "l": l} for nu, top in (("Q1", 12), ("K3", 7), ("Q2", 6))
                    for l in range(3, top + 1)],
    size=lambda nucleus, l: _order_of(nucleus) ** l,
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


@claims.instances(
    "ipgraph.sec3_5.symmetric_vertex_transitive", where="Section 3.5; Section 6",
    statement="Symmetric super-IP graphs (seed of distinct symbols) are vertex-symmetric and "
              "regular; a seed label consisting of distinct symbols generates a symmetric and "
              "regular network",
    params=_domain(ALL_FAMILIES, NUCLEI, range(2, 5), 2000, symmetric=True), size=_sym_size,
    notes="Vertex-symmetry decided by pynauty (one automorphism orbit) on the undirected view. "
          "Nucleus K_m here is the Cayley graph of Z_m with seed 12...m.")
def _(family, nucleus, l):
    return True, _vertex_transitive_and_regular(_net(family, nucleus, l, True))


@claims.instances(
    "ipgraph.sec3_5.hsn_order", where="Section 3.5",
    statement="A symmetric HSN(l;G) has l! M_N^l nodes, l! times more than an HSN(l;G)",
    notes="Printed 'l!Ml N' (PDF conversion) read as l! M_N^l.",
    params=_domain(["HSN"], NUCLEI, range(2, 6), 40000, symmetric=True), size=_sym_size)
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
                   symmetric=True), size=_sym_size)
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
    size=lambda nucleus, l: l * _order_of(nucleus) ** l,
    notes="Intermediate variant: super-generators L_1, R_1, L_2, R_2 (ring- and complete-CN are "
          "ipgraph.sec3_5.cn_order and ipgraph.sec3_5.symmetric_vertex_transitive).  Computed: "
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
    notes="Same generators, seed replaced by distinct symbols.  Computed: (a Cayley graph: one "
          "node per element of the generated group; vertex-transitive and regular, pynauty, "
          "undirected view; order different from the original's).  HFN, RCC and HSE are only "
          "cited, not built.")
def _(network, n):
    g, h = _distinct_seed_variant(network, n)
    return (True, True, True), (_is_cayley_ip(h), _vertex_transitive_and_regular(h),
                                h.order != g.order)
