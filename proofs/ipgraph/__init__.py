"""Claims of paper ``ipgraph``: Yeh, Parhami, *The Index-Permutation Graph Model
for Hierarchical Interconnection Networks*.

Every statement the paper prints about its networks, in reading order, encoded as
printed; qualitative comparisons are made precise in each claim's ``notes`` (the
reading decided, the alternatives checked).  Graphs come from
:mod:`latticegraph.topologies.ipgraph`; the Petersen graph, folded hypercubes, tori,
generalized hypercubes, CCC and shuffle-exchange graphs are built here.

Inventory (id suffix after ``ipgraph.`` -> outcome)
----------------------------------------------------
Abstract, Section 1
    abstract.optimal_diameter ..... diameters optimal within 1 + o(1) (GHC nucleus) .. proved
    intro.star_vs_hypercube ....... star: degree, diameter, average distance smaller
                                    than a similar-size hypercube ..................... REFUTED (n = 4, 5)
    intro.star_vs_hypercube.n6 .... corrected: from n = 6 on .......................... verified
    intro.smaller_than_star_hypercube  super-IP networks with smaller degree/diameter .. verified
    intro.cayley_examples ......... k-ary n-cubes, CCC, hypercubes are Cayley graphs .. verified
    intro.akers ................... Cayley => vertex-symmetric; most VT graphs Cayley;
                                    every VT graph a Cayley coset graph .............. verified
    intro.modules_are_nuclei ...... modules are identical copies of the nucleus ....... verified
    intro.members ................. shuffle-exchange, CCC, HCN are (symmetric) super-IP  verified
    intro.emulate_hypercube ....... HSN(l;Q_n) emulates Q_ln with slowdown 3 .......... verified
    intro.constant_dilation ....... product networks embed with dilation <= 3 ......... verified
    intro.confined ................ ascend algorithms: >= n/(n+1) steps on-module ...... verified
    intro.outperform .............. outperform others in DD-, ID-, II-cost ............ verified
Section 2
    sec2.bag.configurations (N <= k!), sec2.hcn.definition, sec2.debruijn,
    sec2.debruijn.densest (d^D nodes, > half the Moore bound), sec2.cayley_extension,
    sec2.t22n_super_generator, thm2_1.connected ...................................... verified
    sec2.star6.*, sec2.ex123321.*, sec2.hcn22.* (the worked examples) .............. proved
    thm2_1 (literal: any graph, incl. disconnected ones) .............................. REFUTED
Section 3
    thm3_1.degree, thm3_1.intercluster_degree, thm3_2, sec3_2.hsn_is_hcn,
    sec3_2.t_examples, sec3_2.embedding, sec3_3.r_is_l_inverse, sec3_3.fixed_degree,
    sec3_4.emulation, sec3_5.symmetric_vertex_transitive, sec3_5.hsn_order,
    sec3_5.cn_order, sec3_5.intermediate_cn, sec3_5.any_ip_symmetric ............... verified
    sec3_1.example, fig1.structures, sec3_4.flip_example ............................. proved
    sec3_4.emulation.converse (shifts/transpositions cannot emulate flips as well) ... REFUTED (l <= 5)
Section 4
    thm4_1 (l D_G + t), thm4_1.lower_bound_pair, thm4_1.routing (the proof's algorithm),
    sec4.t_lower_bound, sec4.t_section3, cor4_2, cor4_2.rhsn_rcc, thm4_3 ............. verified
    thm4_4.optimal (1 + o(1)) ........................................................ proved
    thm4_4.constant (within a constant) .............................................. REFUTED (cycle nuclei)
    thm4_4.constant.dn3 (corrected: nucleus degree >= 3) ............................. proved
Section 5
    sec5_1.cn_vs_star, fig4.idcost, fig5.iicost, sec5_2.throughput, sec5_3.ring_cn,
    sec5_3.hsn_ccn_flip, sec5_3.hypercube, sec5_3.star.corrected, sec5_3.debruijn,
    sec5_3.bandwidth, sec5_3.link_bandwidth.ring, sec5_4.idegree_approx ............. verified
    sec5_3.cube17, sec5_3.star8.corrected, sec5_3.n_of_hypercube, sec5_3.n_of_star .... proved
    sec5_4.larger_modules (more pronounced with > 10 nodes/module) ................... REFUTED (2-D torus)
    sec5_3.star (n-2 / n-3), sec5_3.star8 (6 / 5): notation slips ..................... REFUTED
    sec5_3.debruijn.any_module (4 also with two modules) ............................. REFUTED (boundary)
    sec5_3.link_bandwidth (every super-IP family vs the 8-star) ...................... REFUTED
    figs.curves, sec5.delay_models, sec5_1.kary_ncubes .............................. not-checkable
Section 6
    sec6.optimal (factors 1, 1, 2) ................................................... proved
    sec6.dense_nucleus, sec6.strong_supergens ........................................ verified
    sec6.flexibility (design judgement) .............................................. not-checkable

Definitions, not claims: the ball-arrangement game; super-symbols, nucleus and
super-generators (Section 3.1); the I-degree, I-diameter, DD-, ID-, II-cost;
QCN(l;Q7/Q3) (Figure 3, defined in [28, 33]).  Not about the networks: Section 5.2's
discussion of processor and memory costs and VLSI trends.

Refuted claims (counterexamples)
--------------------------------
* ``intro.star_vs_hypercube``: the 4-star (24 nodes) has average distance 62/23 against
  2.58 for Q_5, the 5-star 3.71 against 3.53 for Q_7.
* ``thm2_1``: two isolated vertices are no IP graph (an IP graph is generated from one
  seed, so connected); every connected graph is one (``thm2_1.connected``).
* ``sec3_4.emulation.converse``: for l = 3..5 transpositions emulate flips as fast as
  flips emulate transpositions.
* ``thm4_4.constant``: ring-CN(2; C_M) has an optimal nucleus (a cycle) but diameter about
  M against a lower bound about 2 log_2 M.
* ``sec5_4.larger_modules``: against the 2-D torus the II-cost ratio grows from 1/6 (modules
  of 8 nodes) to 1/4 (16 nodes) at N = 2^12.
* ``sec5_3.star``/``star8``: the printed values are those of S_(n+1) (n dimensions) with
  modules counted in symbols; in the paper's notation (the 6-star has 720 nodes) they
  are one too high.
* ``sec5_3.debruijn.any_module``: with two modules the maximum is 3.
* ``sec5_3.link_bandwidth``: HSN(6;S3) (46,656 nodes) needs 5 off-module links per node,
  as many as the 8-star with 3-star modules.
"""

from __future__ import annotations

from latticegraph.claims.model import ClaimSet

claims = ClaimSet("ipgraph")

# the sections, in the paper's order (each declares its claims on `claims`)
from . import (sec1_introduction, sec2_ip_graphs, sec3_super_ip, sec4_routing_diameter,
    sec5_costs, sec53_intercluster_degree, sec6_conclusion, tables)  # noqa: E402

__all__ = ["claims", "sec1_introduction", "sec2_ip_graphs", "sec3_super_ip",
           "sec4_routing_diameter", "sec5_costs", "sec53_intercluster_degree",
           "sec6_conclusion", "tables"]
