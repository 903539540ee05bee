"""Claims of paper ``d3``: R. Draper, *The Swapped Dragonfly*.

Every numbered theorem and corollary, the tables, the closed forms, the
schedule claims and the statements of the prose (abstract, introduction,
comparisons, conclusion, figure captions) are encoded here as printed; a corrected
statement is its own claim naming the one it corrects.  Structure is
decided on built graphs (:mod:`latticegraph.topologies.dragonfly`, all-pairs
BFS, explicit maps checked port by port plus pynauty certificates);
schedules are decided by running them in the synchronous simulator
(:func:`~latticegraph.topologies.dragonfly.simulate`: one hop per time step,
a *link conflict* is two packets on one directed link in one step, Section 5).
The maximal Dragonfly's global tables (Section 11, Table 1) are built and
searched with :mod:`latticegraph.dragonfly_tables`.
The paper has no Theorem 3 (its numbering jumps from 2 to 4).

Outcomes, errata and the list of claims are generated, never kept by hand here:
``latticegraph verify --paper d3 --details`` prints the full table (every claim,
where it is printed, its outcome and evidence); ``latticegraph table errata`` writes
every refuted claim with its kind, smallest counterexample and corrected form
(``tables/errata.md`` / ``.tex``); ``latticegraph report d3 -o d3.html`` is the
referee's report; and the JSON record (``latticegraph verify --paper d3 --json
PATH``) carries each claim's statement, notes, outcome, evidence and counterexample
with its ``premises``, ``reading``/``readings`` and ``parts``.  Reproduced tables
(``latticegraph table NAME``, written to ``tables/``): ``d3_ports_d34`` and
``d3_ports_d35`` (Section 4, printed vs computed ports), ``d3_table1`` (Table 1 rows
1-2 on built graphs), ``d3_all_to_all`` (Theorem 7 run in the simulator).  Notebook:
``notebooks/d3.ipynb``.

Layout (one module per part of the paper, in the paper's order; claim ids do not
depend on the module):

- ``sec1_introduction``: Abstract and Section 1, Introduction.
- ``sec2_network``: Section 2, The Network D3(K, M).
- ``sec3_physical``: Section 3, Physical Implementation.
- ``sec4_subnetworks``: Section 4, Subnetworks and Partitions: Theorem 1, Corollary 1.
- ``sec5_global_conflicts``: Section 5, Global Link Conflicts: Theorem 2.
- ``sec6_8_scaling_routing``: Sections 6-8: Linear and Quadratic Scaling, Router
  Capabilities, Routing.
- ``sec9_schedules``: Section 9, Communication Primitives, and the Appendix:
  schedules.
- ``sec10_headers``: Section 10, Headers and Deflection Routing.
- ``sec11_comparison``: Section 11, Comparison of D3(K, M) and the Dragonfly, and
  Table 1.
- ``sec12_13_conclusion``: Section 12, Related Work, and Section 13, Conclusion.
- ``tables``: Reproduced tables.
- ``_common``: helpers used by several sections (no claims).

Conventions.  Each claim names in ``premises`` the assumptions it inherits from its
section, list or theorem (Theorem 1's K < N global ports, Corollary 1's K or M even,
Theorem 2's distinct sources, Section 10's headers, Section 11's Dragonfly
definition, ...), and its counterexamples lie inside them.  Every Section 9 and
Appendix claim inherits Section 9's "M even, M >= 4" and the Appendix's "KM^2 even"
(and Section 7's balance); errata witnesses lie inside them, and checks on instances
outside them are kept only where they pass.  Section 13's list restates Section 9's
results under the same premises.  Where a phrase has several reasonable readings each
is its own claim: ``reading`` says which one a claim decides and ``readings`` names
the others; a sentence with several parts is one claim per part, linked by ``parts``.

Local port 0, and global port 0 at a fixed point (c, x, x), mean "stay": no link and
no wire, hence no link conflict (counting the port itself is its own reading,
``thm2.ports``).  "Paths" of a given letter pattern (``g|l|g|l``...) are counted as
port sequences, stays included; the readings with moving hops only are their own
claims (``*.hops``).  A cut is counted in links; the count in directed channels
(denied ports) is its own reading (``*.channels``).  Section 10's headers update the
location after each hop (local port b - a mod M, global port b - a mod K, the row
from the destination and the column from the location).  Section 11's Dragonfly is
[11]'s: drawers of M routers in a complete graph, K global ports per router; MDF(K,
M) has KM + 1 drawers joined pairwise, wired by any table whose row d holds every
other drawer; each item of Section 11's list of common properties is asserted of both
D3(K, M) and MDF(K, M), and Table 1's rows compare them at the same K and M.  The
readings with any table or any global wiring are their own claims.

Not registered, deliberately: statements about other machines and papers that carry
no checkable content about the networks (IBM PERCS and Cray XC product lines, SOENet,
the history of swapped and OTIS networks), opinions (e.g. "not a heavy burden", "an
accurate programming image", "the proofs are simple but tedious"), "very large [Cray
XC] machines have diameter greater than five", which depends on a wiring the paper
does not give, and a remark of low value: the ribbons of Section 3 as described cannot
partition the global wiring (each non-loop global link lies in two drawer-to-column
sets; noted in ``sec3.ribbon``).  Section 2's "diameter three" is read as exact, not
as "at most three".
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
