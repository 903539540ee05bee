"""Claims of paper ``ipgraph``: Section 6, Conclusion.

Yeh, Parhami, *The Index-Permutation Graph Model for Hierarchical Interconnection
Networks*.  The conventions, the errata and what is not registered are in
``ipgraph/__init__.py``.
"""

from __future__ import annotations

import sympy as sp

from latticegraph.distance import average_distance, diameter, distance_distribution
from latticegraph.topologies.ipgraph import inter_cluster_distances

from . import claims
from ._common import _ghc_hsn_diameters_hold, _n, _net, _order_of, _product_dilation, ALL_FAMILIES


def _idiameters_hold() -> bool:
    """I-diameter l - 1 of HSN(l; G) and 2 of the symmetric HSN(2; G), one nucleus per module
    (inter-cluster BFS on the built networks)."""
    for nucleus, l in (("Q2", 2), ("Q2", 3), ("K4", 3), ("Q3", 2), ("K3", 4)):
        g = _net("HSN", nucleus, l)
        if inter_cluster_distances(g, g.modules())[0] != l - 1:
            return False
    return all(inter_cluster_distances(g, g.modules())[0] == 2
               for g in (_net("HSN", nu, 2, True) for nu in ("Q2", "K4", "Q3")))


@claims.symbolic(
    "ipgraph.sec6.optimal", where="Section 6",
    statement="The diameters and inter-cluster diameters of suitably constructed (symmetric) "
              "super-IP graphs are asymptotically optimal within a small constant factor from "
              "their respective lower bounds",
    notes="Computed: the limits of (diameter / lower bound) for the construction of "
          "ipgraph.abstract.optimal_diameter (1), and of (I-diameter / lower bound) for HSN(l; G), "
          "l fixed, and the symmetric HSN(2; G), one nucleus of M nodes per module, M -> oo.  "
          "I-diameter lower bound: the N/M modules form a graph of maximum degree at most M "
          "times the off-module links of a node (l - 1, resp. 1), so I-diameter >= ln(N/M) / "
          "ln(M(l - 1) + 1).  I-diameters l - 1 and 2 (checked by inter-cluster BFS on small "
          "instances; NaN otherwise): limits (l - 1) ln(M(l - 1) + 1) / ((l - 1) ln M) -> 1 and "
          "2 ln(M + 1) / ln(2M) -> 2.  So the factors are 1, 1 and 2.")
def _():
    if not (_idiameters_hold() and _ghc_hsn_diameters_hold()):
        return (1, 1, 2), (sp.nan, sp.nan, sp.nan)
    M, l = sp.symbols("M l", positive=True)
    per_log = sp.log(_n) + _n * sp.log(2)
    diam = sp.limit((2 * _n + 1) * per_log / (2 * _n ** 2 * sp.log(2)), _n, sp.oo)
    plain = sp.limit(sp.log(M * (l - 1) + 1) / sp.log(M), M, sp.oo)
    sym = sp.limit(2 * sp.log(M + 1) / sp.log(2 * M), M, sp.oo)
    return (1, 1, 2), (diam, plain, sym)


_SENTENCE = ("ipgraph.sec6.dense_nucleus", "ipgraph.sec6.strong_supergens",
             "ipgraph.sec3_5.symmetric_vertex_transitive", "ipgraph.sec6.flexibility")


def _others(cid: str) -> tuple[str, ...]:
    """The other parts of Section 6's sentence 'In particular, a dense nucleus graph ..., a
    strong set of super-generators ..., a seed label consisting of distinct symbols ..., a
    quotient variant ..., and their combined effect ...'."""
    return tuple(c for c in _SENTENCE if c != cid)


@claims.instances(
    "ipgraph.sec6.dense_nucleus", where="Section 6",
    statement="A dense nucleus graph reduces the diameter and average distance",
    params=lambda: [{"family": f, "dense": d, "sparse": s, "l": l} for f in ALL_FAMILIES
                    if f != "DirectedCN" for d, s in (("K4", "Q2"), ("K8", "Q3")) for l in (2, 3)
                    if _order_of(s) ** l <= 512],
    size=lambda family, dense, sparse, l: 2 * _order_of(sparse) ** l,
    parts=_others("ipgraph.sec6.dense_nucleus"),
    notes="Same family and l, nuclei of equal order: the complete graph K_M (densest) against "
          "the hypercube Q2 or Q3 (HSN, ring-CN, complete-CN, super-flip; undirected "
          "networks).  Computed: (diameter smaller, average distance smaller), exact, over all "
          "ordered pairs.")
def _(family, dense, sparse, l):
    da, db = (distance_distribution(_net(family, nu, l)) for nu in (dense, sparse))
    return (True, True), (diameter(da) < diameter(db), average_distance(da) < average_distance(db))


@claims.instances(
    "ipgraph.sec6.strong_supergens", where="Section 6",
    statement="A strong set of super-generators enhances the embedding capability",
    params={"nucleus": ["Q1", "K3"]}, parts=_others("ipgraph.sec6.strong_supergens"),
    notes="'Embedding capability' is not defined in this paper ([28, 33]); decided under one "
          "reading, on the natural embeddings only (their dilation bounds the best one from "
          "above), so it shows what a superset of super-generators does to those embeddings, "
          "not to every embedding.  'Stronger' read as a superset of super-generators: the complete-CN's shifts L_1..L_l-1 "
          "contain the ring-CN's L_1, R_1; embedding capability as the dilation of the natural "
          "embedding of the product G^l (ipgraph.sec3_2.embedding), for every l >= 3 with at "
          "most 128 nodes.  Computed: (complete-CN dilation <= ring-CN dilation at every l, "
          "strictly smaller at some l).  Found: ring-CN 2, 3, 5, 7 for Q1 at l = 3..6 and 3, 5 "
          "for K3 at l = 3, 4; complete-CN at most 3.")
def _(nucleus):
    pairs = [tuple(_product_dilation(l, nucleus, f) for f in ("CompleteCN", "RingCN"))
             for l in range(3, 9) if _order_of(nucleus) ** l <= 128]
    return (True, True), (all(a <= b for a, b in pairs), any(a < b for a, b in pairs))


claims.not_checkable(
    "ipgraph.sec6.flexibility", where="Section 6", parts=_others("ipgraph.sec6.flexibility"),
    statement="IP graphs provide flexibility in the design of parallel architectures (nuclei, "
              "super-generators, seed labels, merged nodes), an appropriate combination of which "
              "can mitigate performance bottlenecks and balance system resources; a quotient "
              "variant minimizes the required off-module data transmissions; their combined "
              "effect determines the algorithmic properties of the resulting network",
    reason="A design judgement with no measure stated; the quotient variants are defined only "
           "in [28, 33] and 'minimizes' names no competing placements.")
