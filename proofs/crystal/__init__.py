"""Claims of paper ``crystal``: Camarero, Martínez, Beivide, *Symmetric
Interconnection Networks from Cubic Crystal Lattices*.

Every factual or quantitative statement of the paper about its networks (abstract,
introduction, theorems, lemmas, propositions, examples, remarks, algorithms, tables,
figure captions, footnotes, the prose between them and the conclusions) is a claim
here, encoded as printed; a corrected statement is its own claim naming the one it
corrects, and where a checker repairs a printed slip the printed version is its own
refuted claim.  Recorded outcomes (228 claims: 61 proved, 124 verified, 36 refuted,
7 not-checkable, none sampled) are the ``expect=`` of each claim, listed below.

Conventions.  Average distance k̄ is over the N - 1 other vertices (the PC forms
of Section 3.4 are then exact).  "Symmetric" is the paper's linear symmetry
(Definition 37) unless a note says otherwise.  A printed "≈ c·a" is read as
lim k̄(a)/a = c, computed exactly by interpolating the total distance on each
parity class (degree dimension + 1, confirmed on a held-out point); a printed
decimal must equal c at its printed precision.  Throughput statements are decided
with Section 3.4's own model (link capacity against exact distance sums, no
simulator).  Instance claims declare ``size=`` (vertices); the default pytest run
caps it (CI_MAX_NODES), and ``latticegraph verify --max-nodes`` widens the range.

Refuted (printed vs computed, smallest counterexample; corrected claim).  Slips:
- sec2.order_formula: ord(x) = det(M)/gcd(...) is negative for FCC's printed
  generator (det -2a^3): a = 1, x = e_3 gives -2 (...order_formula.abs: |det M|).
- intro.k_mesh: the 12-node 2x3x2 mesh (20 links) is no 4x3 torus (24); it is a
  spanning subgraph, and T(4,3) once its 3-axis is a ring (...k_mesh.corrected).
- fig2: the caption's cycle <e_e> is <e_3> (fig2.corrected).
- sec34.avgdist.bcc.odd: a = 1 printed 17/8, computed 1; a = 3 printed
  2739/856, computed 2712/856; the constant 30 must be 3 (...bcc.odd.corrected);
  hence sec34.checked_40000 is refuted too.
- alg4: Algorithm 4 as printed computes ŷ and y' from x; a = 1, v = (-1,0,0)
  gives a non-congruent record (alg4.corrected uses y: verified).
- lemma43.proof_product: the proof prints Q1·X with entry -d-g for -d+g
  (...proof_product.corrected, and its conclusion d = g = 0, a = -3b).
Boundary (degenerate parameters only):
- def3.degree / sec34.degree_2n: "2n different neighbours": G((1)) has 0,
  PC(2) degree 3 (def3.degree.crystals: 2n-regular iff a >= 3 for PC, a >= 2
  for FCC and BCC); sec41.eight_degree likewise: 4D-BCC(1), 4D-FCC(1) (...a2).
- intro.mixed_radix_not_edge_symmetric: T(4,2,2) = Q4 and T(4,4,2) = Q5 are
  edge-transitive (true for a >= 3: ...a3).
- lemma35: degenerate G([[2,1,0],[0,1,0],[0,0,2]]) (e_2 ≡ e_1, a C4) has a group
  automorphism that is no signed permutation (lemma35.nondegenerate verified).
- def48.footnote: on G((1)), G((2)), ... a nontrivial 4-cycle's walk repeats a
  vertex (...footnote.nondegenerate: degree 2n).
- thm24.minimal: Example 25's "one extra dimension": PC(4) and FCC(2) (and BCC(2),
  FCC(2)) have 4D common lifts, all of side 1 (...minimal.side2: none of side >= 2).
Substantive:
- sec34.utilisation.*: short-dimension load ratio is (a^2-1)/(2a^2) for odd a,
  not 1/2 (a = 1: 0; a = 3: 4/9); 1/2 only for even a and asymptotically.
- sec34.bisection (under the coordinate-cut reading, alternatives noted).
- table2.diameter.{fcc4,lip,pcbcc,pcfcc,bccfcc}: the printed 2a, 3a, 2.5a, 3.5a,
  2.5a hold for even a only; odd a: 2a-1, 3a-1, (5a-1)/2, (7a-1)/2, (5a-3)/2;
  hence sec7.any_size ("results remain valid for any other network size").
- table2.avgdist.*: the exact limits are 7/6, 11/10, 23/15, 51/32, 15/8,
  243/160, 649/360 (printed 1.14877, 1.10396, 1.5379, 1.59715, 1.87856, 1.52522,
  1.815); Lip's k̄(a) is a quasi-polynomial of period 6 (derived.avgdist.lip).
- sec42.minimizes_dimension: T(3,4) ⊞ T(4,5) is 4D, T(3,4,5) a 3D common lift.
- lemma40: the converse fails (M = I, M' = 2I both commute with P1: Q = Q' = P1);
  lemma40.corrected (the forward direction and the construction M' = MU) is proved.
- conclusion.*: the crystals are not the optimal (symmetric) 3D lattice graphs.

Not-checkable (7): the simulated gains and figures of Section 6.2 (sec62.uniform,
.randompairings, .antipodal, .centralsymmetric, .figures, .table3: INSEE
measurements) and sec61.packaging (hardware engineering judgement).

Not registered, deliberately: history and literature (the Illiac IV twisted network,
"very few solutions are known for 3D", "an unexplored domain", "BCC has not
previously been considered"), opinions and aims ("tori are superb for near-neighbour
communication", "symmetry could help", "no decisive interest", "depending on the
focus some of them outperform the others"), complexity remarks (SVP, "the heaviest
computation part"), the simulator's methodology (injection probability l/s: part of
sec62.table3), and restatements of registered claims: the contributions list and the
abstract (thm12, thm24/lemma23, thm29, sec34.crystals_better and conclusion.*,
Section 6 claims; "mixed-radix tori ... unbalanced use of their links":
sec34.utilisation.*), "right equivalences leave the group invariant" (def6), the
Section 3.4 derivation l·N·k̄ <= ΔN (sec34.handshake, ...throughput.*), "as was shown
in [8], non-linear automorphisms lead to marginal families" (thm49*,
sec_a3.nonlinear_2d).  Text slips outside the networks: "Appendix I" for Appendix A,
and reference [28] missing from the bibliography.  Definitions that assert nothing
(Notation 1, Definitions 4, 8, 21, 37, 39, 48) are used by the claims rather than
being claims; Figure 3 is a drawing without content to check.

Inventory (id after ``crystal.`` and recorded outcome, by where it is printed)
------------------------------------------------------------------------------
- Section 1, p. 1: intro.k_computer proved; intro.mixed_radix_configs verified;
  intro.k_mesh refuted.
- Section 1, p. 1; Section 3.4: intro.mixed_radix_not_edge_symmetric refuted;
  intro.mixed_radix_not_edge_symmetric.a3 verified.
- Abstract: abstract.5d_distances proved.
- Section 1, p. 1 (corrected): intro.k_mesh.corrected proved.
- Section 1 ([7, 9]): intro.twisting_symmetric_sizes verified.
- Section 2, opening paragraphs ([16]): sec2.circulants verified.
- Section 2, after Definition 2: def2.order verified.
- Section 2, after Definition 3: def3.degree refuted.
- Section 2, after Definition 3 (corrected): def3.degree.crystals verified.
- Theorem 5: thm5 verified.
- Definition 6 ([16]): def6.right_equivalent_isomorphic verified.
- Section 2, after Definition 6: sec2.gauss verified.
- Section 2, Definition 7 and the paragraph before it: def7.copies verified.
- Section 2, formula for ord(x) ([16]): sec2.order_formula refuted.
- Section 2, formula for ord(x) (corrected): sec2.order_formula.abs verified.
- Section 2 (before Example 9) and Section 5.1: sec2.parallel_cycles verified.
- Example 9: ex9.rtt_matrix verified; ex9.structure verified.
- Example 10: ex10.structure proved; ex10.twists verified.
- Figure 2 (caption): fig2 refuted.
- Figure 2 (caption, corrected): fig2.corrected proved.
- Section 2, after Example 10: sec2.projection_any_axis verified;
  sec2.projection_commute verified.
- Section 3, before Theorem 11: sec3.tori_symmetric verified.
- Section 3, before Theorem 11 ([2]): sec3.cayley_vertex_transitive verified.
- Theorem 11: thm11 verified.
- Theorem 12 (the 'if' direction) and Appendix A.2: thm12.if proved.
- Theorem 12 ('only if') / Theorem 47: thm12.only_if verified.
- Section 3, after Theorem 12: thm12.crystals_first_family verified.
- Section 3.1: sec31.order proved; sec31.pc_is_torus proved.
- Lemma 13: lemma13 proved.
- Section 3.2: sec32.hnf proved; sec32.order proved.
- Lemma 14: lemma14 proved.
- Proposition 15: prop15 verified.
- Section 3.3: sec33.hnf proved; sec33.order proved.
- Lemma 16: lemma16 proved.
- Section 3.4: sec34.power_of_two proved; sec34.avgdist.pc.even verified;
  sec34.avgdist.pc.odd verified; sec34.avgdist.fcc.even verified; sec34.avgdist.fcc.odd
  verified; sec34.avgdist.bcc.even verified; sec34.avgdist.bcc.odd refuted;
  sec34.checked_40000 refuted; sec34.bisection refuted; sec34.handshake verified;
  sec34.degree_2n refuted; sec34.throughput.fcc verified; sec34.throughput.bcc verified;
  sec34.kmax proved; sec34.throughput.tori proved; sec34.improvement.fcc proved;
  sec34.improvement.bcc proved.
- Section 3.4 and Section 7: sec34.crystals_symmetric proved.
- Section 3.4 (corrected): sec34.avgdist.bcc.odd.corrected verified.
- Table 1: table1.order.pc proved; table1.diameter.pc verified; table1.avgdist.pc
  verified; table1.order.t2aaa proved; table1.diameter.t2aaa verified;
  table1.avgdist.t2aaa verified; table1.order.fcc proved; table1.diameter.fcc verified;
  table1.avgdist.fcc verified; table1.order.t2a2aa proved; table1.diameter.t2a2aa
  verified; table1.avgdist.t2a2aa verified; table1.order.bcc proved; table1.diameter.bcc
  verified; table1.avgdist.bcc verified.
- Section 3.4, after Table 1: sec34.crystals_better verified; sec34.bcc_denser verified;
  sec34.projections proved.
- Section 3.4, last paragraph: sec34.more_impact_2a3 verified; sec34.utilisation.t2aaa
  refuted; sec34.utilisation.t2a2aa refuted.
- Section 3.4, last paragraph (corrected): sec34.utilisation.t2aaa.asymptotic proved;
  sec34.utilisation.t2a2aa.asymptotic proved.
- Section 4.1, before Proposition 17: sec41.pc_lift verified; sec41.eight_degree
  refuted.
- Section 4.1, before Proposition 17 (corrected): sec41.eight_degree.a2 verified.
- Section 4.1, after Proposition 19 ([21]): prop19.lipschitz proved.
- Section 4.1, Figure 4 paragraph: sec41.restriction verified.
- Proposition 17 (proof): prop17.automorphism proved.
- Proposition 17: prop17 proved.
- Proposition 18: prop18 proved.
- Proposition 19 (proof): prop19.equivalence proved.
- Proposition 19: prop19 proved.
- Theorem 20: thm20 verified.
- Theorem 20 (proof): thm20.row_gcd verified.
- Section 4.1, Figure 4: fig4.tree verified; fig4.same_graph verified.
- Lemma 23 (and Remark 22): lemma23 verified.
- Theorem 24: thm24 verified.
- Section 4.2, after Theorem 24: thm24.no_common_columns verified;
  sec42.minimizes_dimension refuted.
- Example 25: thm24.minimal refuted; ex25 proved.
- Example 25 (corrected): thm24.minimal.side2 verified.
- Definition 26, Proposition 27, Section 5.1: def26.labelling verified.
- Section 5.1: sec51.norm_is_distance verified.
- Example 28: ex28 verified.
- Algorithm 1, Theorem 29: thm29 verified.
- Algorithm 3 ([10]): alg3 verified.
- Algorithm 2: alg2 verified.
- Algorithm 4: alg4 refuted.
- Algorithm 4 (corrected): alg4.corrected verified.
- Section 5.2 (before Remark 31, and before Algorithm 4): sec52.order_en verified.
- Remark 31: remark31 verified.
- Example 32: ex32 proved.
- Remark 30: remark30 verified.
- Remark 33: remark33 verified.
- Section 5.3: sec53.projection_choice verified.
- Section 6.1: sec61.cray proved; sec61.cable_offsets verified; sec61.packaging not-
  checkable.
- Section 6.2: sec62.sizes proved; sec62.uniform not-checkable; sec62.randompairings
  not-checkable; sec62.antipodal not-checkable; sec62.centralsymmetric not-checkable;
  sec62.figures not-checkable; sec62.table3 not-checkable; sec62.symmetric verified;
  sec62.coherent verified.
- Section 7: sec7.upgrade_connections verified; sec7.outperform verified; sec7.any_size
  refuted.
- Table 2: table2.order.t2rtt proved; table2.projection.t2rtt verified;
  table2.diameter.t2rtt verified; table2.avgdist.t2rtt refuted; table2.order.fcc4
  proved; table2.projection.fcc4 verified; table2.diameter.fcc4 refuted;
  table2.avgdist.fcc4 refuted; table2.order.bcc4 proved; table2.projection.bcc4
  verified; table2.diameter.bcc4 verified; table2.avgdist.bcc4 refuted; table2.order.lip
  proved; table2.projection.lip verified; table2.diameter.lip refuted;
  table2.avgdist.lip refuted; table2.order.pcbcc proved; table2.projection.pcbcc
  verified; table2.diameter.pcbcc refuted; table2.avgdist.pcbcc refuted;
  table2.order.pcfcc proved; table2.projection.pcfcc verified; table2.diameter.pcfcc
  refuted; table2.avgdist.pcfcc refuted; table2.order.bccfcc proved;
  table2.projection.bccfcc verified; table2.diameter.bccfcc refuted;
  table2.avgdist.bccfcc refuted.
- Table 2 (corrected): table2.avgdist.t2rtt.corrected verified;
  table2.diameter.fcc4.corrected verified; table2.avgdist.fcc4.corrected verified;
  table2.avgdist.bcc4.corrected verified; table2.diameter.lip.corrected verified;
  table2.avgdist.lip.corrected verified; table2.diameter.pcbcc.corrected verified;
  table2.avgdist.pcbcc.corrected verified; table2.diameter.pcfcc.corrected verified;
  table2.avgdist.pcfcc.corrected verified; table2.diameter.bccfcc.corrected verified;
  table2.avgdist.bccfcc.corrected verified.
- Definition 34, Section A.1: def34.count verified.
- Lemma 35 ([8]): lemma35 refuted.
- Lemma 35 (corrected): lemma35.nondegenerate verified.
- Lemma 36 ([8]): lemma36 verified.
- Section A.1: sec_a1.laut_group verified; sec_a1.laut_usually verified.
- Lemma 38: lemma38 verified.
- Lemma 42: lemma42 verified.
- Lemma 42 (proof): lemma42.proof proved.
- Table 4: table4 proved.
- Section A.2, after Lemma 42: sec_a2.order3_groups proved.
- Section A.2, matrices M_i and M'_i: sec_a2.commuting proved; sec_a2.commutant proved.
- Lemma 43 (proof): lemma43 proved; lemma43.proof_product refuted.
- Lemma 43 (proof, corrected): lemma43.proof_product.corrected proved.
- Section A.2, after Lemma 44: sec_a2.q2_right_equivalent proved.
- Lemma 44: lemma44 proved.
- Lemma 45: lemma45 proved.
- Lemma 46: lemma46 proved.
- Theorem 47: thm47 verified.
- Lemma 43 (with Lemma 40): lemma43.bounded verified.
- Definition 48, footnote 1: def48.footnote refuted.
- Definition 48, footnote 1 (corrected): def48.footnote.nondegenerate verified.
- Definition 48, Theorem 49 ([8]): thm49 verified.
- Definition 48, Theorem 49 (n = 3): thm49.edge_transitive_3d verified.
- Section A.3: sec_a3.cycle_types proved.
- Section A.3 (n = 2): sec_a3.nonlinear_2d verified.
- Figure 1: fig1 verified.
- Lemma 14 (proof): lemma14.gaussian proved.
- Lemma 40: lemma40 refuted.
- Lemma 40 (corrected): lemma40.corrected proved.
- Theorem 41 ([24], Theorem III.12): thm41 verified.
- Section A.2, before Lemma 42: sec_a1.cyclic_groups verified; sec_a1.klein_four proved.
- Table 1 (derived, not printed): derived.avgdist.pc verified; derived.avgdist.t2aaa
  verified; derived.avgdist.fcc verified; derived.avgdist.t2a2aa verified;
  derived.avgdist.bcc verified.
- Table 2 (derived, not printed): derived.avgdist.t2rtt verified; derived.avgdist.fcc4
  verified; derived.avgdist.bcc4 verified; derived.avgdist.lip verified;
  derived.avgdist.pcbcc verified; derived.avgdist.pcfcc verified; derived.avgdist.bccfcc
  verified.
- Section 7 (Conclusions): conclusion.symmetric_best.average refuted;
  conclusion.symmetric_best.diameter refuted;
  conclusion.symmetric_best.average.powers_of_two verified.
- Section 7 (Conclusions); Table 1: conclusion.optimal_all.average refuted;
  conclusion.optimal_all.diameter refuted.
- Table 1; Section 7: conclusion.optimal_all.diameter.bcc verified.
"""

from __future__ import annotations

from latticegraph.claims.model import ClaimSet

claims = ClaimSet("crystal")

# the sections, in the paper's order (each declares its claims on `claims`)
from . import (sec1_introduction, sec2_lattice_graphs, sec3_crystal_graphs, sec34_closed_forms,
    table1, sec41_symmetric_lifts, sec42_common_lifts, table2, sec5_routing, sec6_7_practical,
    sec7_optimal, appendix_a, derived, tables)  # noqa: E402

__all__ = ["claims", "sec1_introduction", "sec2_lattice_graphs", "sec3_crystal_graphs",
           "sec34_closed_forms", "table1", "sec41_symmetric_lifts",
           "sec42_common_lifts", "table2", "sec5_routing", "sec6_7_practical",
           "sec7_optimal", "appendix_a", "derived", "tables"]
