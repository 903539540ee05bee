"""Claims of paper ``lacin``: R. Beivide, C. Camarero, C. Martínez, E. Vallejo, M. Valero,
"LACIN: Linearly Arranged Complete Interconnection Networks", IEEE CAL 2025.

Every statement the paper prints, in reading order, with its expected outcome
(``proved`` / ``verified`` on the stated range / ``refuted`` / ``not-checkable``);
a corrected statement is its own claim naming the one it corrects.
Topologies: :mod:`latticegraph.topologies.cin` (Swap, Circle, XOR, layout,
wire lengths, crossings) and :mod:`latticegraph.topologies.hyperx`.

Outcomes, errata and the list of claims are generated, never kept by hand here:
``latticegraph verify --paper lacin --details`` prints the full table (every claim,
where it is printed, its outcome and evidence); ``latticegraph table errata`` writes
every refuted claim with its kind, smallest counterexample and corrected form
(``tables/errata.md`` / ``.tex``); ``latticegraph report lacin -o lacin.html`` is the
referee's report; and the JSON record (``latticegraph verify --paper lacin --json
PATH``) carries each claim's statement, notes, outcome, evidence and counterexample
with its ``premises``, ``reading``/``readings`` and ``parts``.  Table 1 is reproduced
as ``tables/lacin_table1.tex`` (``latticegraph table lacin_table1``) from
``lacin.table1.row``; pictures of the layouts:
:func:`latticegraph.topologies.cin.draw_lacin` and
:func:`~latticegraph.topologies.cin.draw_port_matrix`.

Layout (one module per part of the paper, in the paper's order; claim ids do not
depend on the module):

- ``sec1_introduction``: Abstract and Section 1, Introduction.
- ``sec2_ports_instances``: Section 2, Choice of ports and CIN instances.
- ``sec3_minimal_routing``: Section 3, Minimal Routing.
- ``sec4_lacin``: Section 4, LACIN: Linear Arranged CIN (and Table 1).
- ``sec5_large_scale``: Section 5, LACIN for Large-scale Networks, and Section 6.
- ``_common``: helpers used by several sections (no claims).
- ``_levels``: per-switch counts of a CIN and its LACIN (links, end-points, wire lengths),
  summed with sympy to prove Sections 1 and 4's counts for every N and checked on the built
  instances (``lacin.levels.cin``, ``*.built``).

Conventions.  Each claim names in ``premises`` the assumptions it inherits from its
section, list or algorithm (Section 1's N >= 2 switches and well-dimensioned CIN,
Section 2's P matrix of N rows and N - 1 port columns, Algorithm 1's even N, XOR's
N = 2^n, Section 4's layout, Section 5's 16 x 16 x 16 HyperX), and its
counterexamples lie inside them.  Where a phrase has several reasonable readings each
is its own claim: ``reading`` says which one a claim decides and ``readings`` names
the others (``*.reading2``); a sentence with several parts is one claim per part,
linked by ``parts`` (``*.part2``).

An odd Circle is Circle(N + 1) without its last row (Section 2): it keeps N port
columns, one idle port per switch; "network ports" are read as the wired ports, and
the reading with every port of P is its own claim.  Link loads (well-dimensioned
CINs, Section 1) are counted by routing every end-point pair minimally on the built
CIN, not from a formula; uniform traffic includes the source as a destination, the
reading without it is its own claim.  Routes and port rules are checked against the
built wiring (and BFS on HyperX); deadlock freedom is an acyclic channel dependency
graph.  Section 4's layout puts switch S at height S and port i of every switch at
horizontal offset i, with unit distances; crossings are counted in the one-sided
drawing (the wires of a column on one side) unless a claim says otherwise, and Figure
1's circular drawing is its own reading.  Ratios of total wire length are exact
(certified signs of sums of square roots); a printed limit ("-> sqrt 2", "1.41") is
decided as a limit, its reading at a given N is its own claim.

Figure 2 as reproduced (N = 8): entry ``(S, i)`` is the switch wired to port
``i`` of switch ``S`` (for Swap, ``T.j`` = port ``j`` of switch ``T``)::

    (a) Swap                        (b) Circle       (c) XOR
    S  i=0 1   2   3   4   5   6     0 1 2 3 4 5 6    0 1 2 3 4 5 6
    0  1.0 2.0 3.0 4.0 5.0 6.0 7.0   7 2 4 6 1 3 5    1 2 3 4 5 6 7
    1  0.0 2.1 3.1 4.1 5.1 6.1 7.1   6 7 3 5 0 2 4    0 3 2 5 4 7 6
    2  0.1 1.1 3.2 4.2 5.2 6.2 7.2   5 0 7 4 6 1 3    3 0 1 6 7 4 5
    3  0.2 1.2 2.2 4.3 5.3 6.3 7.3   4 6 1 7 5 0 2    2 1 0 7 6 5 4
    4  0.3 1.3 2.3 3.3 5.4 6.4 7.4   3 5 0 2 7 6 1    5 6 7 0 1 2 3
    5  0.4 1.4 2.4 3.4 4.4 6.5 7.5   2 4 6 1 3 7 0    4 7 6 1 0 3 2
    6  0.5 1.5 2.5 3.5 4.5 5.5 7.6   1 3 5 0 2 4 7    7 4 5 2 3 0 1
    7  0.6 1.6 2.6 3.6 4.6 5.6 6.6   0 1 2 3 4 5 6    6 5 4 3 2 1 0

(``lacin.fig2.matrices`` checks these tables against the constructors.)

Definitions, not claims: a computer's address (C_1, C_0) (switch, end-point; in
Figure 1 the three high- and three low-order bits); ejection through port B_0; the P
matrix.  Not registered, deliberately (not about the paper's networks): the cited
systems (NoCs [1], multi-socket boards [2], HyperX variants in [4-6], the Dragonfly in
major supercomputers [7]) and the literature remarks (port selection not addressed
before, not disclosed by vendors).
"""

from __future__ import annotations

from latticegraph.claims.model import ClaimSet

claims = ClaimSet("lacin")

# the sections, in the paper's order (each declares its claims on `claims`)
from . import (sec1_introduction, sec2_ports_instances, sec3_minimal_routing, sec4_lacin,
    sec5_large_scale)  # noqa: E402

__all__ = ["claims", "sec1_introduction", "sec2_ports_instances", "sec3_minimal_routing",
           "sec4_lacin", "sec5_large_scale"]
