"""Claims of paper ``ipgraph``: Yeh, Parhami, *The Index-Permutation Graph Model
for Hierarchical Interconnection Networks*.

Every statement the paper prints about its networks, in reading order, encoded as
printed; a corrected statement is its own claim naming the one it corrects.
Qualitative comparisons are made precise in each claim's ``notes`` (the reading
decided, the alternatives checked).  Graphs come from
:mod:`latticegraph.topologies.ipgraph`; the Petersen graph, folded hypercubes, tori,
generalized hypercubes, CCC and shuffle-exchange graphs are built here.

Outcomes, errata and the list of claims are generated, never kept by hand here:
``latticegraph verify --paper ipgraph --details`` prints the full table (every claim,
where it is printed, its outcome and evidence); ``latticegraph table errata`` writes
every refuted claim with its kind, smallest counterexample and corrected form
(``tables/errata.md`` / ``.tex``); ``latticegraph report ipgraph -o ipgraph.html`` is
the referee's report; and the JSON record (``latticegraph verify --paper ipgraph
--json PATH``) carries each claim's statement, notes, outcome, evidence and
counterexample with its ``premises``, ``reading``/``readings`` and ``parts``.

Layout (one module per part of the paper, in the paper's order; claim ids do not
depend on the module):

- ``sec1_introduction``: Abstract and Section 1, Introduction.
- ``sec2_ip_graphs``: Section 2, The Index-Permutation Graph Model.
- ``sec3_super_ip``: Section 3, Super-IP graphs.
- ``sec4_routing_diameter``: Section 4, Routing and Network Diameter.
- ``sec5_costs``: Section 5: costs of Figures 2, 4, 5 read off the text (the curves
  are not in it).
- ``sec53_intercluster_degree``: Section 5.3, Comparison of Inter-cluster Degree:
  off-module links per node.
- ``sec6_conclusion``: Section 6, Conclusion.
- ``tables``: Reproduced tables.
- ``_common``: helpers used by several sections (no claims).

Conventions.  Each claim names in ``premises`` the assumptions it inherits: the IP
graph definition of Section 2, the super-IP and symmetric super-IP definitions of
Sections 3.1 and 3.5 (and those of the HSN, cyclic-shift and super-flip families,
Sections 3.2-3.4), each nucleus placed within one module (Sections 3.1, 5.3: the
nodes sharing super-symbols 2..l), Figures 4-5's "no more than 10 nodes per module";
its counterexamples lie inside them.  Where a phrase has several reasonable readings
each is its own claim: ``reading`` says which one a claim decides and ``readings``
names the others; a sentence with several parts is one claim per part, linked by
``parts``.

IP graphs whose generators are not closed under inverses are directed: degrees and
I-degrees are out-/in-degrees, and the undirected readings are their own claims
(``*.undirected``).  The n-star is Section 2's (n symbols, n! nodes: the 6-star has
720); a "similar-size" hypercube has three readings (the smallest with at least n!
nodes, the nearest on a log scale, the largest with at most n!), each decided.
Quantifier words ("most") are decided only on domains that can show the exception,
else recorded ``not-checkable`` with the reason (an open conjecture).  Statements
about every super-generator set or every nucleus name the subclass they decide and
the claim that searches the whole class (degenerate one-node nuclei included).
Section 5's costs (DD-, ID-, II-cost) come from closed forms that are checked against
BFS on the built networks (up to 1024 nodes) before every decision; the networks
compared are the hypercube, folded hypercube, 2-D torus and star graph (the "popular
topologies" Section 5 names), and "considerably smaller" is read as at most 3/4 of
the other network's cost.

Not registered, deliberately: statements without checkable content about the
networks (Section 1's "many subclasses of Cayley graphs are strongly hierarchical",
Section 3.5's "the seed labels of many HSNs ... can also be transformed", the VLSI
layout of Section 3.2 [31]) and, not about the networks, Section 5.2's discussion of
processor and memory costs and VLSI trends.  Definitions, not claims: the
ball-arrangement game; super-symbols, nucleus and super-generators (Section 3.1); the
I-degree, I-diameter, DD-, ID-, II-cost; QCN(l;Q7/Q3) (Figure 3, defined in [28, 33]).
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
