"""Claims of paper ``crystal``: Camarero, Martínez, Beivide, *Symmetric
Interconnection Networks from Cubic Crystal Lattices*.

Every factual or quantitative statement of the paper about its networks (abstract,
introduction, theorems, lemmas, propositions, examples, remarks, algorithms, tables,
figure captions, footnotes, the prose between them and the conclusions) is a claim
here, encoded as printed, with its expected outcome (``expect=``); a corrected
statement is its own claim naming the one it corrects, and where a checker repairs a
printed slip the printed version is its own refuted claim.

Outcomes, errata and the list of claims are generated, never kept by hand here:
``latticegraph verify --paper crystal --details`` prints the full table (every claim,
where it is printed, its outcome and evidence); ``latticegraph table errata`` writes
every refuted claim with its kind, smallest counterexample and corrected form
(``tables/errata.md`` / ``.tex``); ``latticegraph report crystal -o crystal.html`` is
the referee's report; and the JSON record (``latticegraph verify --paper crystal
--json PATH``) carries each claim's statement, notes, outcome, evidence and
counterexample with its ``premises``, ``reading``/``readings`` and ``parts``.

Layout (one module per part of the paper, in the paper's order; claim ids do not
depend on the module):

- ``sec1_introduction``: Abstract and Section 1, Introduction.
- ``sec2_lattice_graphs``: Section 2, Lattice Graphs.
- ``sec3_crystal_graphs``: Section 3, Cubic Crystal Graphs (3.1 to 3.4).
- ``sec34_closed_forms``: Section 3.4, the closed forms of the average distance.
- ``table1``: Table 1 (Section 3.4): the crystals against the mixed-radix tori, with
  the rest of Section 3.4 (bisection, throughput, link utilisation).
- ``sec41_symmetric_lifts``: Section 4.1, Symmetric Lifts of Cubic Crystal Graphs.
- ``sec42_common_lifts``: Section 4.2, Hybrid Graphs: Common Lift of Crystal Graphs.
- ``table2``: Table 2 (Section 4.2): the hybrid 4D graphs.
- ``sec5_routing``: Section 5, Routing in Lattice Graphs.
- ``sec6_7_practical``: Section 6, Practical Issues, and Section 7, Conclusions.
- ``sec7_optimal``: Section 7, Conclusions: the crystals against the optimal 3D
  lattice graphs.
- ``appendix_a``: Appendix A, Symmetric Lattice Graphs of dimension 3.
- ``derived``: Derived, not printed: exact average distances from ``latticegraph fit``.
- ``tables``: Reproduced tables (``latticegraph table crystal_table1`` /
  ``crystal_table2``).
- ``_common``: helpers used by several sections (no claims).

Conventions.  Each claim names in ``premises`` the assumptions it inherits from its
section, list or theorem (Section 2's non-singular M, Section 3's positive side a,
Section 3.4's uniform traffic, Section 7's "if symmetry is desired", ...), and its
counterexamples lie inside them.  Where a phrase has several reasonable readings each
is its own claim: ``reading`` says which one a claim decides and ``readings`` names
the others; a sentence with several parts is one claim per part, linked by ``parts``.

Definition 3 is read as a simple graph: a pair of opposite generators, or a generator
congruent to 0, gives one link or none; degrees, link counts and link loads are
counted on the built graph.  Average distance k̄ is over the N - 1 other vertices
(the printed denominators of Section 3.4 are N - 1, and its PC forms are then exact).
"Symmetric" is Section 3's linear symmetry (Definition 37: "in this paper we will
refer only to automorphisms which are linear"); where a statement also reads with
every graph automorphism, that reading is its own claim (``*.plain``; in the
introduction, before Section 3 sets the convention, the plain reading is the claim
and ``*.linear`` the other).  LAut(G(M), 0) is read as the signed permutations P with
PM = MQ (Lemmas 35-36); the readings with every linear automorphism (degenerate
graphs, whose 2n generators are not distinct and non-zero) are the claims
``*.all_linear`` and ``lemma42.reading3``.

A printed "≈ c·a" is read as lim k̄(a)/a = c, computed exactly by interpolating the
total distance on each residue class of a (degree dimension + 1, confirmed on a
held-out point); a printed decimal must equal c at its printed precision.  Table 2's
generators are a·M0, so one residue class decides its limits (``table2._ONE_CLASS``).
Throughput and link utilisation are decided on the built graphs, not with a model of
their own and not by simulation: under Section 3.4's uniform traffic and minimal
routing the maximum throughput of an edge-transitive crystal is Δ/k̄ with the exact
k̄, and that of a mixed-radix torus comes from the link loads counted on the graph
(the hops of every minimal path and the edges of each dimension: a 2-ring has one
link per node pair, a 1-ring none).  Printed bounds that are asymptotes are decided
as limits; their readings at each a are their own claims (``*.bound``, ``*.graph``).
Section 5.2's rem is the non-negative residue (Remark 31's y + a(y < 0)).  Facts the
paper does not print are claims whose ``where`` says "derived, not printed"; they are
no errata.  Instance claims declare ``size=`` (vertices); the default pytest run caps
it (CI_MAX_NODES), and ``latticegraph verify --max-nodes`` widens the range.

Not registered, deliberately: history and literature (the Illiac IV twisted network,
"very few solutions are known for 3D", "an unexplored domain", "BCC has not previously
been considered"), opinions and aims ("tori are superb for near-neighbour
communication", "symmetry could help", "no decisive interest", "depending on the focus
some of them outperform the others"), complexity remarks (SVP, "the heaviest
computation part"), the simulator's methodology (injection probability l/s: part of
sec62.table3), and restatements of registered claims: the contributions list and the
abstract (thm12, thm24/lemma23, thm29, sec34.crystals_better and conclusion.*, Section
6 claims; "mixed-radix tori ... unbalanced use of their links":
intro.mixed_radix_not_edge_symmetric.part2, sec34.utilisation.*), "right equivalences
leave the group invariant" (def6), the Section 3.4 derivation l·N·k̄ <= ΔN
(sec34.handshake, ...throughput.*), "as was shown in [8], non-linear automorphisms
lead to marginal families" (thm49*, sec_a3.nonlinear_2d).  The Appendix's opening
"complete characterization of those lattice graphs which are edge-symmetric by linear
automorphisms": it is done only for n = 3 (thm47 with thm12.if).  Text slips and
remarks outside the networks: "Appendix I" for Appendix A; Theorem 47's proof cites
Lemma 44 for the Q = Q1 case, but the M'_i come from the display after Lemma 44.

Definitions, not claims: Notation 1, Definitions 4, 8, 21, 37, 39, 48 assert nothing
and are used by the claims (as premises and readings) rather than being claims;
Figure 3 is a drawing without content to check.
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
