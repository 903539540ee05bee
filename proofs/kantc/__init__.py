"""Claims of paper ``kantc``: J. Li, Y. Wang, Y. Li, "Hybrid interconnection topologies for
high performance and low hardware cost based on hypercube and k-ary n-tree", BNCSS 12(1),
2023 (text: ``../shared/papers/002_552ca7f3eb97a7da.txt``).

Every statement the paper prints, in reading order, with its expected outcome; a
corrected statement is its own claim naming the one it corrects.  Topologies:
:mod:`latticegraph.topologies.fattree` (k-ary n-tree, MiKANT, KANTC, MiKANTC, routing,
exact pair statistics) and :mod:`latticegraph.topologies.hypercube`.

Outcomes, errata and the list of claims are generated, never kept by hand here:
``latticegraph verify --paper kantc --details`` prints the full table (every claim,
where it is printed, its outcome and evidence); ``latticegraph table errata`` writes
every refuted claim with its kind, smallest counterexample and corrected form
(``tables/errata.md`` / ``.tex``); ``latticegraph report kantc -o kantc.html`` is the
referee's report; and the JSON record (``latticegraph verify --paper kantc --json
PATH``) carries each claim's statement, notes, outcome, evidence and counterexample
with its ``premises``, ``reading``/``readings`` and ``parts``.

Layout (one module per part of the paper, in the paper's order; claim ids do not
depend on the module):

- ``sec1_2_background``: Sections I and II, Introduction and Related Work
  (hypercubes, k-ary n-trees, MiKANT).
- ``table1``: Table I: columns HC(k), k-ary n-tree, MiKANT (the KANTC and MiKANTC
  columns are Theorems 1-10).
- ``sec3a_cubes``: Section III-A: intermediate switches, cubes.
- ``sec3b_mikantc``: Section III-B: MiKANTC wiring and examples.
- ``sec3cd_theorems``: Sections III-C and III-D: Theorems 1-10.
- ``sec4_routing``: Section IV: routing.
- ``sec5a_cost_ratio``: Section V-A: cost ratios.
- ``sec5b_cost_performance``: Section V-B: relative cost performance.
- ``sec5c_path_diversity``: Section V-C: path diversity.
- ``tables``: Reproduced table.
- ``_common``: helpers used by several sections (no claims).
- ``_levels``: the per-level node, switch and link counts of each network, summed with sympy
  to prove Table I's counts for every (k, n) and checked on the built graphs
  (``kantc.levels.*``; the totals on built graphs are the ``*.built`` claims).

Conventions.  Each claim names in ``premises`` the assumptions it inherits from its
section, list or theorem (the family definitions of Sections II and III, Section V's
comparison at the same (k, n), the proofs' diameter convention, ...), and its
counterexamples lie inside them; every family needs k, n >= 2 (a 1-ary tree has one
node, a k-ary 1-tree is one switch, KANTC(k, n) has k^(n-2) cubes).  Where a phrase has
several reasonable readings each is its own claim: ``reading`` says which one a claim
decides and ``readings`` names the others; a sentence with several parts is one claim
per part, linked by ``parts``.

Counts are taken from the built graphs: compute nodes = vertices of degree 1,
switches = the others, links = edges.  Diameters are over pairs of compute nodes and
count every hop, node-switch links included (the convention of the proofs of Theorems
5 and 10: "+2 is the distance between the ... computational node and the ...
switch").  "Radix" is the largest switch degree (the switches are 2k-port switches;
Table I gives 2k for the k-ary n-tree, whose top switches have k links); the reading
"every switch has 2k links" is its own claim (``*.radix.every``,
``table1.kant.radix.degree``).  Costs are per compute node (Section V-A's measure);
absolute numbers at the same (k, n) are their own readings (``*.absolute``).  The
fat tree compared is the k-ary n-tree of the same (k, n).  "Partition width" is read
as the bisection width, computed exactly as a 0-1 integer program.  Domains: every
(k, n) whose graph has at most about 1.2 million vertices (``_common.LIMIT``;
structural, routing and path-count checks of the proofs' lines: the smaller bound
their domain states), in increasing order (``size=`` caps them).  Claims decided by
compute-node distances or shortest-path counts (one BFS per orbit of the certified
automorphisms) check up to their family's ``_common.ORBIT_CAPS`` vertices by default
(``max_nodes=``; ``s3b.same_group``: ``SAME_GROUP_CAP``, the average distances: their own); Table
I's hypercube diameter, convolved without building, is checked up to k = 30; the
other claims use verify's default cap.

Intermediate switches (Section III-A) have two readings (``fattree.intermediate_switches``):
``example`` (default; reproduces the printed k = 4 example 0000, 0110, 1001, 1111) and
``written`` (the rule as printed: 0000, 0100, 1011, 1111 for k = 4; it repeats a switch for
every odd k >= 3, so it does not define KANTC(3, 4)); claim ids with ``.written``
decide the latter.  Counts do not depend on the reading; diameters, path counts and
routes do, and those claims are decided under both.  Routing (Section IV) is Algorithm
1 as the prose describes it (the pseudo-code read literally is ``alg1.pseudocode``),
checked from one node per host of cube 0 to every node against BFS on the built graph.

``P~`` convention: the paper's own sums for the cube and the tree add, for one source, the
numbers of shortest paths to every other endpoint switch and divide by the number of endpoint
switches (source included).  For KANTC and MiKANTC the endpoint switches are the hosts (cube
switches that carry compute nodes); ``fattree.average_shortest_paths`` implements this, and
the model formulas of Section V-C are decided against P~ counted on the built graphs.
Percentages: a printed ``84.27%`` is compared with the exact saving ``100 (1 - ratio)``
(a Fraction) rounded half-up to two decimals; the abstract's whole percentages as "at
least" and, as another reading, rounded to the nearest percent.  RCP (Section V-B) is read
as a ratio (the printed formula's fraction bar is lost in the text).

Not registered, deliberately: literature and systems (the Summit ranking, the RUFT and
NoC statements of Section I), opinions and design judgements ("isolates traffic ...
more predictable performance", "reliable high performance after failures", "easier to
be implemented", Fig. 10's "better routing performance and fault tolerance", Section
VI's "both proposed networks achieve high performance and low cost"), restatements of
the Theorems' counts in Sections V-A and V-B, and Section IV-A's same-cube step ("if
the L_W of W equals 0 ... sent directly"), decided within ``alg1.*``.  Definitions,
not claims: the switch labels <L, D>, <G, L, D> and <G, L, D, C> (``s2b.labels``
checks that they identify the switches), the k-cube's diameter taken as k + 2 "for a
fair comparison" (Section V-B), RCP, P~ and PD (used by the claims).
"""

from __future__ import annotations

from latticegraph.claims.model import ClaimSet

claims = ClaimSet("kantc")

# the sections, in the paper's order (each declares its claims on `claims`)
from . import (sec1_2_background, table1, sec3a_cubes, sec3b_mikantc, sec3cd_theorems, sec4_routing,
    sec5a_cost_ratio, sec5b_cost_performance, sec5c_path_diversity, tables)  # noqa: E402

__all__ = ["claims", "sec1_2_background", "table1", "sec3a_cubes", "sec3b_mikantc",
           "sec3cd_theorems", "sec4_routing", "sec5a_cost_ratio", "sec5b_cost_performance",
           "sec5c_path_diversity", "tables"]
