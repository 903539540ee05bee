"""Claims of paper ``lacin``: R. Beivide, C. Camarero, C. Martínez, E. Vallejo, M. Valero,
"LACIN: Linearly Arranged Complete Interconnection Networks", IEEE CAL 2025.

Every statement the paper prints, in reading order, with its expected outcome
(``proved`` / ``verified`` on the stated range / ``refuted`` / ``not-checkable``).
Topologies: :mod:`latticegraph.topologies.cin` (Swap, Circle, XOR, layout,
wire lengths, crossings) and :mod:`latticegraph.topologies.hyperx`.

Abstract
    abstract.compositions ... HyperX = product of complete graphs, Dragonfly two-level  verified
    abstract.links_grow ..... links grow faster than switches (CIN, HyperX, Dragonfly)  proved (sympy)
    abstract.cabling ........ isoport: one cable type per port index, Swap N(N-1)/2 ... verified N<=32
    abstract.cabling.routing  ... and its routing (the sentence's second part) ..... not-checkable
Section 1 (Introduction)
    s1.diameter ........... diameter and average distance of a CIN are 1 .......... verified N<=64
    s1.network_ports ...... each switch has N-1 network ports (wired ports) ........ verified N<=64
    s1.network_ports.reading2  every switch, idle ports counted (odd Circle: N) .... REFUTED (Circle N=3)
    s1.radix .............. radix at least 2N-1 (N edge + N-1 network ports) ...... verified N<=64
    s1.well_dimensioned ... full-rate uniform traffic needs N edge ports ........... verified N<=16 (loads routed on the built CIN)
    s1.well_dimensioned.reading2  destinations exclude the source: p = N overloads . REFUTED (N=2)
    s1.endpoints .......... N edge ports per switch -> N^2 end-points .............. verified N<=64
    s1.links .............. N(N-1)/2 network links ................................ verified N<=64
    s1.cost.switches ...... 1/N switches per end-point ............................. verified N<=64
    s1.cost.links ......... (N-1)/2N links per end-point ........................... verified N<=64
    s1.cost.limit ......... links per end-point -> 1/2 ............................. proved (sympy)
    s1.cost.below ......... ... from below ......................................... proved (sympy)
    s1.example8 ........... N=8: 64 end-points, radix 15 (8+7), 7x8/2 = 28 wires ... proved
    fig1.bold ............. Figure 1: 4 of the 28 links in bold (1-factor i=3) ..... proved
    s1.radix_bounds_size .. radix R bounds a CIN to (R+1)/2 switches ............... verified R<=40
Section 2 (Choice of ports and CIN instances)
    s2.ports_paired ....... N(N-1) ports paired by N(N-1)/2 links into K_N ......... verified N<=64
    s2.instances_count .... (derived) ((N-1)!)^N P matrices lead to a CIN ("huge") . verified N<=4
    s2.swap.pairing ....... Swap rule pairs every port once and yields K_N ......... verified N<=256
    s2.swap.greedy ........ the rule is the first-available-port construction ...... verified N<=64
    s2.swap.anisoport ..... Swap is anisoport (any N) .............................. REFUTED (N=2)
    s2.swap.anisoport.n3 .. corrected: Swap is anisoport for every N>=3 ............ verified N<=256
    s2.odd_no_factorization odd complete graphs have no 1-factorization ............ verified N<=31
    s2.colours ............ isoport: N-1 colours (every isoport instance) .......... REFUTED (odd N)
    s2.colours.reading2 ... N-1 colours for N even (N-1 ports per switch) .......... verified N<=32
    s2.colours.part2 ...... every link joins ports of equal index .................. verified N<=32
    s2.colours.corrected .. corrected: N-1 colours (N even), N (N odd) ............. verified N<=32
    s2.one_factorization .. N even: N-1 1-factors, port column i = 1-factor i ...... verified N<=128
    alg1.circle ........... Algorithm 1 gives an isoport CIN for even N ............ verified N<=256
    alg1.round_robin ...... Algorithm 1 is the round-robin circle method ........... verified N<=64
    s2.circle.odd ......... odd N: last row of N+1 removed, isoport, 1 idle port ... verified N<=255
    s2.xor ................ P[S,i] -> P[S xor (i+1), i] is an isoport CIN, N=2^n .. verified N<=1024
    s2.xor.self_inverse ... i = A xor B - 1  =>  B = A xor (i+1) ................... verified N<=64
    fig2.kinds ............ Figure 2: (a) Swap anisoport, (b) Circle, (c) XOR isoport, N=8  proved
    fig2.matrices ......... the three P matrices of Figure 2 (from the rules) ...... proved
Section 3 (Minimal routing)
    s3.swap.route ......... Swap port i = B if A<=B, else B+1 ...................... REFUTED (N=2, A=0, B=1)
    s3.swap.route.corrected corrected: i = B-1 if A<B, else B ...................... verified N<=64
    s3.xor.route .......... XOR port i = A xor B - 1 ............................... verified N<=64
    alg2.input_range ...... printed input 0 <= A, B < N-1 (excludes switch N-1) .... REFUTED (slip)
    alg2.circle.route ..... Algorithm 2 gives the Circle port (N even) ............. verified N<=64
    alg2.circle.route.odd . (derived) Algorithm 2 on N+1 routes odd Circle ......... verified N<=63
    s3.one_hop ............ minimal routes have length one, no deadlock ............ verified N<=32
    s3.higher_dimensions .. the rules extend to HyperX (any mix of instances) ...... verified
    s3.nonminimal_deadlock  non-minimal routes: restrict them or use two VCs ....... verified N<=16
    s3.routing_cost ....... hardware cost of the three routings .................... not-checkable
Section 4 (LACIN)
    s4.straight ........... isoport links run straight within a port column ....... verified N<=128
    s4.w_wires ............ w wires of length N-w, 1<=w<=N-1 ....................... verified N<=128
    s4.max_length ......... wire lengths up to the number of network ports ......... verified N<=128
    s4.total.closed_form .. sum of lengths = (N^3-N)/6 ............................. proved (sympy)
    s4.total.summed ....... summing the layout's wires gives (N^3-N)/6 ............. verified N<=128
    s4.minimal ............ LACIN has the least total length of any linear CIN ..... verified N<=4 (all pairings)
    s4.swap.geometry ...... Swap: vertical k -> horizontal k-1 ..................... verified N<=64 and 128..1000
    s4.swap.below_sqrt2 ... (derived) 1 < Swap/LACIN ratio < sqrt 2, increasing .... verified 3<=N<=1000 (exact)
    s4.sqrt2_digits ....... sqrt 2 = 1.41 .......................................... proved
    table1.swap.sqrt2 ..... Table 1: Swap total length / minimum -> sqrt 2 ......... proved (sympy squeeze)
    table1.swap.sqrt2.reading2  the ratio is 1.41 at a given N ..................... REFUTED (N=2; first at N=227)
    table1.lacin.one ...... Table 1: Circle and XOR total length / minimum = 1 ..... verified N<=128
    table1.isoport ........ Table 1: isoport column (Swap no, Circle yes, XOR yes) . REFUTED (Swap, N=2)
    table1.row ............ Table 1 rows (isoport, # switches, wire length) ........ verified (N<=64, sympy limits)
    table1.switches ....... Table 1: Swap and Circle any N, XOR only N=2^n ......... verified N<=256
    s4.factors_never_cross  wires of different 1-factors cannot cross .............. verified N<=16 (geometry)
    s4.circle.induced ..... Circle 1-factor i contains the link i -- N-1 ........... verified N<=128
    s4.circle.parallel .... N/2-1 parallel links, crossed only by link i -- N-1 .... verified N<=128
    s4.circle.parallel.reading2  the same in Figure 1's circular drawing ........... REFUTED (N=6)
    s4.circle.crossings ... link i -- N-1 crosses i (i<=N/2-1) or N-2-i links ...... verified N<=128
    s4.circle.all_some_none it crosses all, some or none of them ................... verified N<=128
    fig2.circle.i3 ........ N=8, i=3: three parallel links crossed by 3 -- 7 ....... proved
    fig1.circle.i0_i6 ..... N=8, i=0 and i=6: all links parallel ................... proved
    s4.circle.no_crossings  parallel wires right, crossing wire left: no crossing .. verified N<=128
    s4.xor.crossings_grow . XOR drawing has crossings, growing with N .............. verified N<=1024
    s4.xor.crossings.column (derived) column i: (N/4)(2^(h+1)-2-i) crossings ....... verified N<=1024
    s4.xor.crossings.total  (derived) the column counts sum to N(N-1)(N-2)/24 ...... proved (sympy)
    s4.xor.two_sided ...... (derived) left/right placement avoids XOR crossings iff N<=4  verified N<=128
    fig2.xor.i3 ........... N=8, 1-factor i=3 of XOR has crossings ................. proved
    s4.xor.turns .......... XOR crossings avoidable by turns, not as simple as Circle  verified N<=32
    fig3.partitions ....... N=16, 4 partitions: 24 inner, 96 outer links, 6 hoses of 16  proved
    s4.hpe ................ 8 partitions: 28 bundles of 16 wires ................... proved
    s4.2d.complex ......... 2D layouts: diagonal links at two levels, crossings .... verified N=16, 32
    s4.2d.xor ............. 2D layouts with XOR: bundle p--q uses 4 ports set by p xor q  proved
    s4.2d_similar_length .. 2D maintenance cost, total wire length similar ......... not-checkable
Section 5 (Large-scale networks)
    s5.hyperx.counts ...... 16^3 HyperX: 4096 switches, 61 ports, 65,536 end-points, diameter 3  proved
    s5.address ............ 16-bit end-point address = 4 digits of 4 bits ......... proved
    s5.z_links ............ per rack: 120 Z links in 15 columns of 8 wires ......... proved
    s5.hoses .............. 15 super-ports of 16 ports; 120 hoses of 16 wires per row/column,
                            15 colours x 8 hoses ..................................... proved
    s5.dor_minimal ........ digit-wise XOR ports, DOR, dimensions skipped: minimal . proved (all pairs of 16^3)
    s5.dor_minimal.small .. same, other HyperX sizes against BFS from every source . verified
    s5.dor_no_vc .......... DOR needs no virtual channels (acyclic CDG) ............ verified (small HyperX)
    s5.adaptive_vc ........ adaptive minimal routing needs virtual channels ........ verified (small HyperX)
    fig4.counts ........... 4x4x4 HyperX: racks of 4 switches, 3 super-ports of 4 ports  proved
    s5.dragonfly .......... Dragonfly: local and global CINs as LACINs, column-wise  verified
    deployment ............ deployment, maintenance and technology judgements ...... not-checkable

Table 1 is reproduced as ``tables/lacin_table1.tex`` (``latticegraph table lacin_table1``)
from ``lacin.table1.row``; pictures of the layouts: :func:`latticegraph.topologies.cin.draw_lacin`
and :func:`~latticegraph.topologies.cin.draw_port_matrix`.

Definitions, not claims: a computer's address (C_1, C_0) (switch, end-point; in
Figure 1 the three high- and three low-order bits); ejection through port B_0; the P
matrix.  Not about the paper's networks: the cited systems (NoCs [1], multi-socket
boards [2], HyperX variants in [4-6], the Dragonfly in major supercomputers [7]) and
the literature remarks (port selection not addressed before, not disclosed by vendors).

Refuted claims (counterexamples)
--------------------------------
* ``lacin.s2.colours``: an odd Circle keeps N ports per switch and uses all of them
  (switch S's idle port is S): N colours, not N - 1 (N = 3: 3).
* ``lacin.alg2.input_range``: the printed input range 0 <= A, B < N - 1 leaves out switch
  N - 1, whose routes the algorithm's branches handle (N = 2: no input at all).
* ``lacin.s3.swap.route``: with the Swap pairing of Section 2 (``P[S,i] -> P[i+1,S]``
  for ``S <= i``), port 0 of switch 0 leads to switch 1, so the port from
  ``A = 0`` to ``B = 1`` is 0, not the printed ``B = 1`` (N = 2, where port 1
  does not even exist).  The rule as printed is off by one in both branches
  (it is the rule for ports numbered from 1); the corrected rule is
  ``i = B - 1`` if ``A < B``, else ``i = B`` (``lacin.s3.swap.route.corrected``).
* ``lacin.s1.network_ports.reading2``: Sections 1 and 2 give every switch N - 1 network
  ports, but the odd-N Circle keeps N port columns, one idle (N = 3).
* ``lacin.s1.well_dimensioned.reading2``: if uniform traffic excludes the source, p = N
  end-points per switch overload each link by N^2/(N^2 - 1) (N = 2: printed 2, computed 1);
  the overload vanishes as N grows.
* ``lacin.s4.circle.parallel.reading2``: taken geometrically in Figure 1's circular
  drawing, a 1-factor has fewer parallel links than N/2 - 1 (N = 6, factor 1).
* ``lacin.table1.swap.sqrt2.reading2``: at the paper's sizes the Swap/LACIN ratio is well
  below 1.41 (N = 8: 1.22, N = 16: 1.30); it first rounds to 1.41 at N = 227.
* ``lacin.s2.swap.anisoport`` / ``lacin.table1.isoport``: for ``N = 2`` the
  only Swap link joins port 0 to port 0, so Swap(2) is isoport.  For every
  ``N >= 3`` Swap is anisoport (``lacin.s2.swap.anisoport.n3``).

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

Swap/LACIN total-length ratio, exact (certified digits): N=8: 1.22016...,
N=16: 1.30293..., N=64: 1.38279..., N=128: 1.39812..., N=1000: 1.41210...;
it increases with N, stays below sqrt 2 and tends to it.
XOR crossings of the one-sided drawing (total over the 1-factors):
N = 4, 8, 16, 32, 64: 1, 14, 140, 1240, 10416 = N(N-1)(N-2)/24.
"""

from __future__ import annotations

from latticegraph.claims.model import ClaimSet

claims = ClaimSet("lacin")

# the sections, in the paper's order (each declares its claims on `claims`)
from . import (sec1_introduction, sec2_ports_instances, sec3_minimal_routing, sec4_lacin,
    sec5_large_scale)  # noqa: E402

__all__ = ["claims", "sec1_introduction", "sec2_ports_instances", "sec3_minimal_routing",
           "sec4_lacin", "sec5_large_scale"]
