"""Claims of paper ``d3``: R. Draper, *The Swapped Dragonfly*.

Every numbered theorem and corollary, the tables, the closed forms, the
schedule claims and the statements of the prose (abstract, introduction,
comparisons, conclusion, figure captions) are encoded here as printed.  Structure is
decided on built graphs (:mod:`latticegraph.topologies.dragonfly`, all-pairs
BFS, explicit maps checked port by port plus pynauty certificates);
schedules are decided by running them in the synchronous simulator
(:func:`~latticegraph.topologies.dragonfly.simulate`: one hop per time step,
a *link conflict* is two packets on one directed link in one step, Section 5).
The maximal Dragonfly's global tables (Section 11, Table 1) are built and
searched with :mod:`latticegraph.dragonfly_tables`.
"Paths" of a given letter pattern (``g|l|g|l``...) are counted as port
sequences, local port 0 / global port 0 at a fixed point meaning "stay".
The paper has no Theorem 3 (its numbering jumps from 2 to 4).

Inventory (id after ``d3.`` -> expected outcome)
-------------------------------------------------
Abstract and Section 1: ``abstract.linear_in_m`` refuted (slip: linear in K),
corrected by ``intro.linear_scaling`` verified; ``abstract.parallel_paths``
verified; ``intro.is_dragonfly`` verified; ``intro.expand_graph`` verified;
``intro.parallelism`` verified; ``intro.a2a_not_pairwise`` verified;
``intro.no_inter_round`` verified; ``intro.conflict_free`` refuted (the
all-to-one of Theorem 6 has link conflicts).

Section 2 (definition, (2.2)):
``sec2.order`` verified; ``sec2.ports`` verified; ``sec2.local_port_rule`` verified;
``sec2.diameter`` refuted (D3(1,1) has diameter 0, D3(K,1) diameter <= 1),
corrected by ``sec2.diameter.m2`` verified;
``eq2_2.reaches`` verified; ``eq2_2.shortest_unique`` refuted
(D3(2,2), (0,0,1)->(1,0,1): (2.2) has 3 hops, distance 2), corrected by
``eq2_2.shortest_unique.corrected`` verified (needs also d' != d and p' != p);
``sec2.dd_gg_ll`` refuted, corrected by ``sec2.gg_reach`` verified;
``sec2.ggg_count`` refuted, reading ``sec2.glgl_count`` verified;
``sec2.lgg_count`` refuted, reading ``sec2.lglg_count`` verified;
``sec2.gg_example`` refuted, corrected by ``sec2.gg_example.corrected`` verified.

Section 3 and the figures: ``sec3.global_rule`` verified; ``sec3.example_k6``
verified; ``sec3.column`` verified; ``sec3.cabinet_is_d31`` verified;
``sec3.ribbon`` refuted (slip: the ribbons are M wide, not K), corrected by
``sec3.ribbon.corrected`` verified; ``fig.d34`` verified;
``sec3.drawers_complete`` verified.

Section 4: ``sec4.lambda_closed`` verified; ``sec4.kappa_lambda`` verified;
``thm1`` verified; ``thm1.partition`` verified; ``sec4.isolated_local`` verified;
``sec4.graceful`` verified; ``sec4.table_d34`` refuted
(row 1 printed (3,0,6,8), a_{j,1} = (8,0,3,6); row 3 printed (3,6,5,0),
computed (2,3,6,0)); ``sec4.table_d35`` refuted (row 1 entry 0 printed 8,
computed 6); ``sec4.table_cabinets`` verified; ``sec4.conversion`` refuted,
corrected by ``sec4.conversion.corrected`` verified;
``sec4.maintenance_drawer`` verified; ``sec4.maintenance_cabinet`` verified;
``cor1.cabinet_cut`` refuted (the cut has K^2M^2/4 links; K^2M^2/2 counts
link ends), corrected by ``cor1.cabinet_cut.links`` verified;
``cor1.lambda_partition`` refuted (the two D3(K, M/2) leave KM^2/2 routers out).

Section 5: ``thm2`` refuted (two transmissions inside one drawer satisfy
the condition without a conflict; one source sending twice conflicts without
it), corrected by ``thm2.corrected`` verified; ``thm2.proof_routers``
verified; ``thm2.proof_cases`` verified; ``sec5.worst_case`` verified.

Sections 6-8: ``sec6.quadratic`` verified; ``sec6.quadratic_cables`` verified;
``sec7.balance`` proved; ``sec7.rounds_plus_delays`` verified;
``sec8.header`` verified; ``sec8.evolution`` verified; ``sec8.glgl_column`` verified.

Section 9 and Appendix: ``thm4.broadcast`` verified; ``thm4.evolution`` verified;
``thm4.chained`` verified; ``thm4.protocol1_conflict`` verified; ``thm4.deqp``
verified; ``thm5.dneqp`` verified (corrects ``thm5.loop_range``, refuted: the
printed loop i = 1..KM-1 misses the M routers of round 0); ``thm5.evolution``
verified; ``thm5.conflict_count`` refuted (M-1 values of pi conflict, not M; 0
for K = 1, M = 2), corrected by ``thm5.conflict_count.corrected`` verified;
``thm5.deqp`` verified; ``sec9.item2a`` verified; ``sec9.glgl_one_to_all``
verified; ``sec13.item3`` verified; ``thm6`` refuted (D3(2,3), sink (0,0,1):
3 link conflicts), corrected by ``thm6.corrected`` verified (one round every
3 steps); ``thm6.answer_header`` refuted (slip: p - delta for p - d'),
corrected by ``thm6.answer_header.corrected`` verified; ``thm7`` verified;
``thm7.conflict_rule`` verified; ``sec9.item1_conflicts`` refuted (K(M-1)
conflicting round pairs, not KM), corrected by ``sec9.item1_conflicts.corrected``
verified; ``sec9.demands`` verified; ``fn8.kappa`` verified; ``app.protocol2`` refuted;
``app.protocol3`` verified; ``app.protocol_costs`` proved;
``app.protocols_one_all`` refuted (Protocols 2 and 3 leave conflicts in the
all-to-one); ``app.protocol2_conflict`` verified; ``app.protocol2_lifo``
verified; ``app.protocol_delays`` verified; ``thm8`` verified (every
permutation of every D3 with at most 8 routers, greedy schedule);
``thm8.pairwise`` verified (every permutation of every D3 of the domain, by a
pairwise certificate of an explicit schedule); ``sec9.item5`` refuted (exact
routing of every permutation of D3(1,2), D3(2,2), D3(1,3)); ``sec9.item5.literal``
verified (the printed definition pi(c, d, p) = (e, f, d) read literally).

Section 10: ``sec10.diagonal`` verified; ``sec10.lookup`` refuted (the row
``(1; ...) go to (p', d)`` read with the updated location), corrected by
``sec10.lookup.corrected`` verified; ``sec10.deflect_location`` refuted,
corrected by ``sec10.deflect_location.corrected`` verified;
``sec10.deflect_vector.printed`` refuted (slip: a four-component vector),
corrected by ``sec10.deflect_vector`` verified; ``sec10.valiant`` verified;
``sec10.glgl_count`` refuted (K, not M); ``sec10.glgl_path`` refuted, corrected
by ``sec10.glgl_path.corrected`` verified; ``sec10.hypercube_dilation4`` verified.

Section 11 and Table 1: ``sec11.sizes`` proved; ``sec11.nr1452`` refuted (a
Dragonfly with K = M = 11 has at most 1342 routers), corrected by
``sec11.nr1452.corrected`` proved; ``sec11.performance`` not-checkable;
``sec11.mdf`` verified; ``sec11.one_global_hop`` verified;
``sec11.radix_split`` verified; ``sec11.deflection_avoids`` verified;
``sec11.one_table`` not-checkable; ``sec11.two_groups`` refuted (boundary:
K = 1), corrected by ``sec11.two_groups.k2`` verified;
``sec11.permute_drawers`` refuted; ``sec11.mdf_largest`` verified;
``sec11.mdf_table`` verified; ``table1.row1`` verified; ``table1.row2``
verified; ``table1.row5`` verified; ``table1.row3`` verified;
``table1.rows4_7`` refuted (boundary: K = 1), corrected by
``table1.rows4_7.k2`` verified; ``table1.row6`` refuted (boundary: K = 1 or
M = 1), corrected by ``table1.row6.k2`` verified.

Sections 12-13: ``sec12.swapped`` verified; ``sec12.not_vertex_transitive``
verified; ``sec12.biswapped`` verified; ``sec12.ccc_dragonfly`` verified;
``sec12.slimfly_diameter`` verified; ``sec12.slimfly_not_linear`` verified;
``sec12.cray_diameter`` verified; ``sec13.containment`` refuted
(garbled inequalities, read literally), corrected by ``table1.row5``;
``sec13.future`` not-checkable; ``sec13.doubly_parallel`` verified;
``sec13.cube_simulation`` verified; ``sec13.destination_primitives`` verified.

Not registered: statements about other machines and papers that carry no
checkable content about the networks (IBM PERCS and Cray XC product lines,
SOENet, the history of swapped and OTIS networks), names of routing schemes
("a version of UGAL-G"), opinions (e.g. "not a heavy burden", "an accurate
programming image", "the proofs are simple but tedious"), and "very large [Cray XC] machines
have diameter greater than five", which depends on a wiring the paper does not
give.

Reproduced tables (``latticegraph table NAME``, written to ``tables/``):
``d3_ports_d34`` and ``d3_ports_d35`` (Section 4, printed vs computed ports),
``d3_table1`` (Table 1 rows 1-2 on built graphs), ``d3_all_to_all`` (Theorem 7
run in the simulator).  Notebook: ``notebooks/d3.ipynb``.
"""

from __future__ import annotations

from latticegraph.claims.model import ClaimSet

claims = ClaimSet("d3")

# the sections, in the paper's order (each declares its claims on `claims`)
from . import (sec1_introduction, sec2_network, sec3_physical, sec4_subnetworks,
    sec5_global_conflicts, sec6_8_scaling_routing, sec9_schedules, sec10_headers,
    sec11_comparison, sec12_13_conclusion, tables)  # noqa: E402

__all__ = ["claims", "sec1_introduction", "sec2_network", "sec3_physical", "sec4_subnetworks",
           "sec5_global_conflicts", "sec6_8_scaling_routing", "sec9_schedules",
           "sec10_headers", "sec11_comparison", "sec12_13_conclusion", "tables"]
