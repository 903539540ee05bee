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
Section 1 (Introduction)
    s1.diameter ........... diameter and average distance of a CIN are 1 .......... verified N<=64
    s1.network_ports ...... each switch has N-1 network ports ...................... verified N<=64
    s1.radix .............. radix at least 2N-1 (N edge + N-1 network ports) ...... verified N<=64
    s1.well_dimensioned ... full-rate uniform traffic needs N edge ports ........... verified N<=32
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
    s2.colours ............ isoport: N-1 colours, equal indices at both ends ....... REFUTED (odd N)
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
    table1.lacin.one ...... Table 1: Circle and XOR total length / minimum = 1 ..... verified N<=128
    table1.isoport ........ Table 1: isoport column (Swap no, Circle yes, XOR yes) . REFUTED (Swap, N=2)
    table1.row ............ Table 1 rows (isoport, # switches, wire length) ........ verified (N<=64, sympy limits)
    table1.switches ....... Table 1: Swap and Circle any N, XOR only N=2^n ......... verified N<=256
    s4.factors_never_cross  wires of different 1-factors cannot cross .............. verified N<=16 (geometry)
    s4.circle.induced ..... Circle 1-factor i contains the link i -- N-1 ........... verified N<=128
    s4.circle.parallel .... N/2-1 parallel links, crossed only by link i -- N-1 .... verified N<=128
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

import itertools
import math
from fractions import Fraction

import networkx as nx
import numpy as np
import sympy

from latticegraph.claims.model import ClaimSet, computed, param, text
from latticegraph.distance import average_distance, bfs_distances, diameter, distance_distribution
from latticegraph.topologies.cin import (
    CIN,
    arc_polyline,
    circle,
    circle_port,
    circle_sides,
    column_arcs,
    crossings_per_factor,
    interleaving_pairs,
    lacin_total_length,
    pairing_report,
    polyline_crossings,
    sqrt_sum_sign,
    swap,
    swap_port,
    swap_port_printed,
    swap_wire_profile,
    total_wire_length,
    wire_profile,
    wires,
    xor,
    xor_port,
)
from latticegraph.topologies.dragonfly import mdf
from latticegraph.topologies.hyperx import HyperX, hoses, hyperx

claims = ClaimSet("lacin")

_EVEN = range(2, 65, 2)
_POW2 = [2 ** n for n in range(0, 7)]


def _isoport_instances(max_n: int):
    """Circle (every N) and XOR (powers of 2) up to ``max_n``, in increasing N."""
    def domain():
        for n in range(1, max_n + 1):
            yield {"family": "Circle", "N": n}
            if n & (n - 1) == 0:
                yield {"family": "XOR", "N": n}
    return domain


def _all_instances(max_n: int, min_n: int = 1):
    def domain():
        for n in range(min_n, max_n + 1):
            yield {"family": "Swap", "N": n}
            yield {"family": "Circle", "N": n}
            if n & (n - 1) == 0:
                yield {"family": "XOR", "N": n}
    return domain


_BUILD = {"Swap": swap, "Circle": circle, "XOR": xor}


def _build(family: str, n: int) -> CIN:
    return _BUILD[family](n)


def _wired_ports(c: CIN) -> list[int]:
    return (c.neighbour >= 0).sum(axis=1).astype(int).tolist()


# ---------------------------------------------------------------- Section 1

@claims.instances(
    "lacin.s1.diameter", where="Section 1",
    statement="A CIN has the lowest possible diameter and average distance, both equal to 1",
    params=_all_instances(64, 2), size=lambda family, N: N,
    notes="Computed by BFS on the graph the port pairing yields (N >= 2).")
def _(family, N):
    dd = distance_distribution(_build(family, N))
    return (1, Fraction(1)), (diameter(dd), average_distance(dd))


@claims.instances(
    "lacin.s1.network_ports", where="Section 1",
    statement="Each switch has N - 1 network ports to connect to every other switch",
    params=_all_instances(64), size=lambda family, N: N,
    notes="Wired ports per switch (odd Circle has one more, idle, port: see s2.circle.odd).")
def _(family, N):
    c = _build(family, N)
    return [N - 1] * N, _wired_ports(c)


@claims.instances(
    "lacin.s1.radix", where="Section 1",
    statement="The switch radix must be, at least, 2N - 1 (N edge ports plus N - 1 network ports)",
    params=_all_instances(64), size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    return 2 * N - 1, N + min(_wired_ports(c))


@claims.instances(
    "lacin.s1.endpoints", where="Section 1",
    statement="N edge ports on every switch lead to a system with N^2 end-points",
    params=_all_instances(64), size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    return N ** 2, c.order * N


@claims.instances(
    "lacin.s1.links", where="Section 1",
    statement="The total number of network links is N(N - 1)/2",
    params=_all_instances(64), size=lambda family, N: N)
def _(family, N):
    return N * (N - 1) // 2, _build(family, N).size


@claims.instances(
    "lacin.s1.cost.switches", where="Section 1",
    statement="Each end-point requires 1/N switches",
    params=_all_instances(64), size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    return Fraction(1, N), Fraction(c.order, c.order * N)


@claims.instances(
    "lacin.s1.cost.links", where="Section 1",
    statement="Each end-point requires (N - 1)/2N links",
    params=_all_instances(64), size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    return Fraction(N - 1, 2 * N), Fraction(c.size, c.order * N)


_Ns = sympy.Symbol("N", positive=True, integer=True)


@claims.symbolic(
    "lacin.s1.cost.limit", where="Section 1",
    statement="The cost in links per end-point approaches 1/2")
def _():
    return sympy.limit((_Ns - 1) / (2 * _Ns), _Ns, sympy.oo), sympy.Rational(1, 2)


@claims.symbolic(
    "lacin.s1.cost.below", where="Section 1",
    statement="The cost in links per end-point approaches 1/2 from below",
    notes="sign(1/2 - (N-1)/2N) = sign(1/2N) = 1 for every positive N.")
def _():
    return sympy.sign(sympy.Rational(1, 2) - (_Ns - 1) / (2 * _Ns)), sympy.Integer(1)


@claims.exhaustive(
    "lacin.s1.example8", where="Section 1, Figure 1",
    statement="A CIN for N = 8 connects 64 end-points, needs a radix of at least 15 "
              "(8 edge + 7 network ports) and 7 x 8/2 = 28 wires",
    params={"family": ["Swap", "Circle", "XOR"]}, size=lambda family: 8)
def _(family):
    c = _build(family, 8)
    return (64, 15, 8, 7, 28, 28), (c.order * 8, 8 + c.ports, 8, min(_wired_ports(c)),
                                    7 * 8 // 2, c.size)


@claims.exhaustive(
    "lacin.fig1.bold", where="Figure 1",
    statement="CIN of 8 switches and 64 end-points, with 4 of its 28 links in bold "
              "(the 1-factor i = 3, Section 4)",
    params={"family": ["Circle"]}, size=lambda family: 8)
def _(family):
    c = _build(family, 8)
    return (4, 28), (len(c.one_factor(3)), c.size)


def _hyperx_is_product(sides) -> bool:
    """HyperX(sides) has exactly the edges of K_{a_1} x ... x K_{a_n}: switches whose
    coordinates differ in exactly one digit (Cartesian product of complete graphs)."""
    h = hyperx(*sides)
    coords = [h.label(v) for v in range(h.order)]
    want = {(u, v) for u in range(h.order) for v in range(u + 1, h.order)
            if sum(x != y for x, y in zip(coords[u], coords[v])) == 1}
    return want == set(map(tuple, h.edge_array().tolist()))


def _dragonfly_is_two_level(K: int, M: int) -> bool:
    """MDF(K, M): every group of M routers is a complete graph and the groups are joined by
    exactly one global link per pair (the group graph is a complete graph)."""
    g = mdf(K, M)
    e = g.edge_array()
    G = e // M
    local = e[G[:, 0] == G[:, 1]]
    glob = sorted(map(tuple, np.sort(G[G[:, 0] != G[:, 1]], axis=1).tolist()))
    pairs = list(itertools.combinations(range(g.groups), 2))
    return len(local) == g.groups * M * (M - 1) // 2 and glob == pairs


@claims.instances(
    "lacin.abstract.compositions", where="Abstract; Section 1",
    statement="Dragonfly and HyperX use, respectively, a hierarchical or a multi-dimensional "
              "composition of complete graphs: HyperX is derived from the Cartesian product of "
              "complete graphs (its 1D version is a single CIN), the Dragonfly is a two-level "
              "hierarchical network built over complete graphs",
    params=lambda: [{"network": "HyperX", "shape": s} for s in ((5,), (8,), (3, 4), (4, 4), (2, 3, 4))]
    + [{"network": "Dragonfly", "shape": s} for s in ((1, 2), (2, 2), (1, 4), (2, 4), (3, 3))],
    notes="HyperX as built by latticegraph (one LACIN per dimension) against the Cartesian "
          "product's edge set; the maximal Dragonfly MDF(K, M) (K global ports per router, M "
          "routers per group, KM + 1 groups): complete groups, one global link per pair of "
          "groups.")
def _(network, shape):
    if network == "HyperX":
        return True, _hyperx_is_product(shape)
    return True, _dragonfly_is_two_level(*shape)


_K, _dims = sympy.symbols("K n", positive=True, integer=True)


def _link_counts_hold() -> bool:
    """The link counts used by lacin.abstract.links_grow against built networks."""
    ok = all(_build("Circle", n).size == n * (n - 1) // 2 for n in range(2, 17))
    ok &= all(hyperx(*s).size == len(s) * (s[0] - 1) * s[0] ** len(s) // 2
              for s in ((3, 3), (4, 4, 4), (5, 5)))
    return ok and all(mdf(K, M).size == (K * M + 1) * (M * (M - 1) + K * M) // 2
                      for K, M in ((1, 2), (2, 4), (3, 3)))


@claims.symbolic(
    "lacin.abstract.links_grow", where="Abstract; Section 1",
    statement="The number of links in these networks [CIN, HyperX, Dragonfly] is huge and grows "
              "rapidly with their size",
    notes="'Grows rapidly' read as: faster than the number of switches (links per switch "
          "unbounded).  Links per switch: a CIN of N switches (N - 1)/2; an n-dimensional HyperX "
          "of side k, n(k - 1)/2 (k -> oo, n fixed); the maximal Dragonfly MDF(K, M), (M - 1 + "
          "K)/2 (M -> oo).  Computed: the three limits (sympy), the counts checked against "
          "built networks (NaN otherwise).  Per end-point a well-dimensioned CIN stays below 1/2 "
          "link (lacin.s1.cost.limit): the growth is in switches, not end-points.")
def _():
    if not _link_counts_hold():
        return (sympy.oo,) * 3, (sympy.nan,) * 3
    k = sympy.Symbol("k", positive=True, integer=True)
    M = sympy.Symbol("M", positive=True, integer=True)
    cin_ = sympy.limit((_Ns - 1) / 2, _Ns, sympy.oo)
    hx = sympy.limit(_dims * (k - 1) / 2, k, sympy.oo)
    df = sympy.limit(((_K * M + 1) * (M * (M - 1) + _K * M) / 2) / ((_K * M + 1) * M), M, sympy.oo)
    return (sympy.oo,) * 3, (cin_, hx, df)


@claims.instances(
    "lacin.abstract.cabling", where="Abstract; Section 2",
    statement="This way of implementing the network [identically indexed ports] reduces the "
              "complexity of its cabling",
    params=_all_instances(32, 3), size=lambda family, N: N,
    notes="Cabling complexity read as the number of cable types, i.e. distinct pairs of port "
          "indices a link joins: an isoport instance uses one type per port index, Swap "
          "N(N-1)/2 types (every link its own pair).  Computed: the number of types.  From N = 3 "
          "(Swap(2) is isoport: lacin.s2.swap.anisoport).")
def _(family, N):
    c = _build(family, N)
    types = {tuple(sorted(p)) for p in c.edge_ports().tolist()}
    return (N * (N - 1) // 2 if family == "Swap" else c.ports), len(types)


@claims.instances(
    "lacin.s1.well_dimensioned", where="Section 1",
    statement="A well-dimensioned CIN, in which every end-point can inject data at full rate under "
              "uniform random traffic, requires N edge ports on every switch",
    params=_all_instances(32, 2), size=lambda family, N: N,
    notes="Uniform random traffic: every end-point sends at rate 1 (a link's capacity), spread "
          "evenly over all N p end-points (own switch included); minimal routing, one hop.  The "
          "load of the directed link A -> B is then p * p / (N p) = p / N (computed exactly from "
          "the built CIN's pairs of end-points), so the largest p with every link within "
          "capacity is N.  No routing does better: every unit crossing switches uses at least "
          "one of the N(N - 1) directed links, so p (N - 1) <= N(N - 1).  If destinations "
          "exclude the source itself the load is p^2 / (N p - 1) and p = N overloads links by "
          "1/(N^2 - 1).  Computed: the largest p in 1..2N within capacity.")
def _(family, N):
    table = _build(family, N).port_table()
    one_link = all(int((table[a] >= 0).sum()) == N - 1 for a in range(N))  # A -> B: one hop
    # every directed link A -> B carries the p x p end-point pairs (A, B), each at 1/(N p)
    return N, max((p for p in range(1, 2 * N + 1) if one_link and Fraction(p * p, N * p) <= 1),
                  default=0)


@claims.instances(
    "lacin.s1.radix_bounds_size", where="Section 1",
    statement="The switch radix cannot be arbitrarily large, which bounds the size of a parallel "
              "computer based on a single CIN",
    params={"R": range(3, 41)},
    notes="Made precise: with radix R, a well-dimensioned CIN (N edge + N - 1 network ports) "
          "has at most floor((R + 1)/2) switches, hence at most floor((R + 1)/2)^2 end-points "
          "(R = 15: 8 switches, 64 end-points, Figure 1).  Computed: the largest N whose Swap "
          "CIN fits R ports, and N^2.")
def _(R):
    n = max(m for m in range(1, R + 1) if m + swap(m).ports <= R)
    return ((R + 1) // 2, ((R + 1) // 2) ** 2), (n, n * n)


# ---------------------------------------------------------------- Section 2

@claims.instances(
    "lacin.s2.ports_paired", where="Section 2",
    statement="The N(N - 1) ports of the P matrix are paired by N(N - 1)/2 links "
              "according to a complete graph topology",
    params=_all_instances(64), size=lambda family, N: N,
    notes="Odd Circle has N columns: its N(N-1) wired ports are counted (one idle port per switch).")
def _(family, N):
    c = _build(family, N)
    r = pairing_report(c.neighbour, c.peer_port)
    wired = int((c.neighbour >= 0).sum())
    return (N * (N - 1), N * (N - 1) // 2, True, True), (
        wired, r["links"], r["ports_paired_once"], r["complete_graph"])


def _cin_matchings(n: int) -> int:
    """Perfect matchings of the n(n-1) ports (port i of S is ``(S, i)``) that yield K_n."""
    ports = [(s, i) for s in range(n) for i in range(n - 1)]

    def match(free, linked):
        if not free:
            return 1
        p, rest = free[0], free[1:]
        total = 0
        for q in rest:
            pair = frozenset((p[0], q[0]))
            if p[0] != q[0] and pair not in linked:
                total += match([r for r in rest if r != q], linked | {pair})
        return total

    return match(ports, frozenset())


@claims.instances(
    "lacin.s2.instances_count", where="Section 2",
    statement="(derived) There is a huge number of different P matrices leading to a CIN: "
              "((N-1)!)^N",
    params={"N": [1, 2, 3, 4]}, size=lambda N: N ** N,
    notes="Not printed as a number ('huge'): each switch assigns its N - 1 neighbours to its "
          "N - 1 ports.  Counted by brute force over all port matchings yielding K_N.")
def _(N):
    return math.factorial(N - 1) ** N, _cin_matchings(N)


def _swap_raw(n: int):
    S, i = np.meshgrid(np.arange(n), np.arange(n - 1), indexing="ij")
    low = S <= i
    return np.where(low, i + 1, i), np.where(low, S, S - 1)


@claims.instances(
    "lacin.s2.swap.pairing", where="Section 2",
    statement="Swap: port P[S,i] is paired to P[i+1,S] when S <= i, or to P[i,S-1] when S > i; "
              "this pairs every port once into a CIN",
    params={"N": range(1, 257)}, size=lambda N: N)
def _(N):
    r = pairing_report(*_swap_raw(N))
    return (True, True), (r["ports_paired_once"], r["complete_graph"])


@claims.instances(
    "lacin.s2.swap.anisoport", where="Section 2, Figure 2 (a)",
    statement="Swap is an anisoport CIN instance (any N)",
    params={"N": range(2, 257)}, size=lambda N: N, expect="refuted", erratum="boundary",
    witness={'N': 2},
    notes="Smallest counterexample N = 2: the only link joins port 0 of switch 0 to port 0 "
          "of switch 1, so Swap(2) is isoport (printed: anisoport).")
def _(N):
    return False, swap(N).isoport


@claims.instances(
    "lacin.s2.swap.anisoport.n3", where="Section 2, Figure 2 (a)",
    statement="Swap is anisoport for every N >= 3",
    params={"N": range(3, 257)}, size=lambda N: N, corrects="lacin.s2.swap.anisoport",
    notes="Port 1 of switch 0 is wired to port 0 of switch 2.")
def _(N):
    return False, swap(N).isoport


def _swap_greedy(n: int) -> tuple[np.ndarray, np.ndarray]:
    """Section 2's construction: connect each switch to all the others in turn (S = 0, 1, ...,
    T = S+1, ...), each link taking the first available port of each of its two switches."""
    neighbour = np.full((n, max(n - 1, 0)), -1, dtype=np.int64)
    peer = np.full_like(neighbour, -1)
    for a in range(n):
        for b in range(a + 1, n):
            i, j = int(np.argmax(neighbour[a] < 0)), int(np.argmax(neighbour[b] < 0))
            neighbour[a, i], peer[a, i], neighbour[b, j], peer[b, j] = b, j, a, i
    return neighbour, peer


@claims.instances(
    "lacin.s2.swap.greedy", where="Section 2",
    statement="An anisoport CIN instance can be naturally obtained by successively connecting each "
              "switch to all the others, using the first available ports on each of the switches; "
              "with this approach (Swap), port P[S,i] is paired to P[i+1,S] when S <= i, or to "
              "P[i,S-1] when S > i",
    params={"N": range(2, 65)}, size=lambda N: N,
    notes="The greedy construction simulated and compared entry by entry with the printed rule.")
def _(N):
    greedy, rule = _swap_greedy(N), _swap_raw(N)
    return (True, True), (bool((greedy[0] == rule[0]).all()), bool((greedy[1] == rule[1]).all()))


@claims.instances(
    "lacin.s2.odd_no_factorization", where="Section 2",
    statement="Odd-sized [complete] graphs cannot be 1-factorized",
    params={"N": range(3, 32, 2)}, size=lambda N: N,
    notes="A 1-factor is a perfect matching; computed: the largest matching of K_N (networkx) "
          "has (N - 1)/2 < N/2 edges.")
def _(N):
    return (N - 1) // 2, len(nx.max_weight_matching(nx.complete_graph(N), maxcardinality=True))


def _colours(c: CIN) -> int:
    """Number of port indices (colours) used by the links of an isoport CIN."""
    return len({int(p) for p, q in c.edge_ports().tolist() if p == q})


@claims.instances(
    "lacin.s2.colours", where="Section 2",
    statement="Isoport CIN instances: links and ports are classified using N - 1 colours; a link "
              "ending on a certain port must also end in a port with the same index in the other "
              "switch",
    params=lambda: [p for p in _isoport_instances(32)() if p["N"] >= 2],
    size=lambda family, N: N, expect="refuted", erratum="substantive",
    witness={"family": "Circle", "N": 3},
    notes="Colour = port index.  Computed: (colours used by the links, every link joining equal "
          "indices).  Odd N: the Circle instance built from N + 1 keeps N ports per switch, all "
          "N in use (the idle port of switch S is port S), so N colours; smallest: N = 3 "
          "(printed 2).  Corrected: lacin.s2.colours.corrected.")
def _(family, N):
    c = _build(family, N)
    return (N - 1, True), (_colours(c), c.isoport)


@claims.instances(
    "lacin.s2.colours.corrected", where="Section 2 (corrected)",
    statement="Isoport CIN instances classify links and ports by N - 1 colours for even N and N "
              "colours for odd N (Circle), each link joining ports of one colour",
    params=lambda: [p for p in _isoport_instances(32)() if p["N"] >= 2],
    size=lambda family, N: N, corrects="lacin.s2.colours")
def _(family, N):
    c = _build(family, N)
    return (N - 1 + N % 2, True), (_colours(c), c.isoport)


@claims.instances(
    "lacin.s2.one_factorization", where="Section 2",
    statement="For N even, a 1-factorization has N - 1 1-factors; isoport instances use the "
              "N ports of index i to build the 1-factor i (a perfect matching of N/2 links)",
    params=lambda: ({"family": f, "N": n} for n in range(2, 129, 2)
                    for f in (("Circle", "XOR") if n & (n - 1) == 0 else ("Circle",))),
    size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    factors = [c.one_factor(i) for i in range(c.ports)]
    matchings = all(sorted(v for e in f for v in e) == list(range(N)) for f in factors)
    partition = sorted(e for f in factors for e in f) == sorted(map(tuple, c.edge_array().tolist()))
    return (N - 1, [N // 2] * (N - 1), True, True), (
        len(factors), [len(f) for f in factors], matchings, partition)


@claims.instances(
    "lacin.alg1.circle", where="Algorithm 1, Section 2",
    statement="Algorithm 1 (Circle, N even) pairs every port once into an isoport CIN",
    params={"N": range(2, 257, 2)}, size=lambda N: N)
def _(N):
    c = circle(N)
    return (True, True, True, N - 1), (c.report["ports_paired_once"], c.report["complete_graph"],
                                       c.isoport, c.ports)


@claims.instances(
    "lacin.alg1.round_robin", where="Section 2, Algorithm 1",
    statement="Circle adapts an algorithm used in round-robin tournaments to pair the contenders",
    params={"N": range(2, 65, 2)}, size=lambda N: N,
    notes="The round-robin 'circle method': player N - 1 fixed, the others on a circle; in "
          "round i player N - 1 meets i and players i - k, i + k (mod N - 1) meet, k = 1..N/2 - "
          "1.  Computed: the 1-factor i of Algorithm 1 equals round i, for every i.")
def _(N):
    c = circle(N)
    rounds = [sorted([tuple(sorted((i, N - 1)))]
                     + [tuple(sorted(((i - k) % (N - 1), (i + k) % (N - 1)))) for k in range(1, N // 2)])
              for i in range(N - 1)]
    return rounds, [sorted(c.one_factor(i)) for i in range(N - 1)]


@claims.instances(
    "lacin.s2.circle.odd", where="Section 2",
    statement="For odd N, a Circle P matrix is obtained from that of N + 1 by removing the last "
              "row and its incident links; one port per switch remains idle and the isoport "
              "property is preserved",
    params={"N": range(1, 256, 2)}, size=lambda N: N)
def _(N):
    c = circle(N)
    return (True, True, True, [1] * N), (c.report["ports_paired_once"], c.report["complete_graph"],
                                         c.isoport, c.report["idle"])


@claims.instances(
    "lacin.s2.xor", where="Section 2",
    statement="XOR (N = 2^n): port P[S,i] is connected to port P[S xor (i+1), i]; "
              "an isoport CIN",
    params={"N": [2 ** n for n in range(0, 11)]}, size=lambda N: N)
def _(N):
    c = xor(N)
    return (True, True, True), (c.report["ports_paired_once"], c.report["complete_graph"], c.isoport)


@claims.instances(
    "lacin.s2.xor.self_inverse", where="Section 2",
    statement="If i = A xor B - 1 then B = A xor (i+1): switch B is the neighbour of A "
              "through port i",
    params={"N": _POW2}, size=lambda N: N)
def _(N):
    c = xor(N)
    pairs = [(a, b) for a in range(N) for b in range(N) if a != b]
    return ([b for a, b in pairs], [b for a, b in pairs]), (
        [a ^ (xor_port(a, b) + 1) for a, b in pairs],
        [int(c.neighbour[a, xor_port(a, b)]) for a, b in pairs])


@claims.exhaustive(
    "lacin.fig2.kinds", where="Figure 2",
    statement="Port pairing P matrices with N = 8 for (a) anisoport Swap, (b) isoport Circle "
              "and (c) isoport XOR CIN instances",
    params={"family": ["Swap", "Circle", "XOR"]}, size=lambda family: 8)
def _(family):
    c = _build(family, 8)
    return (8, 7, family != "Swap", True), (c.order, c.ports, c.isoport, c.report["complete_graph"])


_FIG2 = {
    "Swap": ["1.0 2.0 3.0 4.0 5.0 6.0 7.0", "0.0 2.1 3.1 4.1 5.1 6.1 7.1",
             "0.1 1.1 3.2 4.2 5.2 6.2 7.2", "0.2 1.2 2.2 4.3 5.3 6.3 7.3",
             "0.3 1.3 2.3 3.3 5.4 6.4 7.4", "0.4 1.4 2.4 3.4 4.4 6.5 7.5",
             "0.5 1.5 2.5 3.5 4.5 5.5 7.6", "0.6 1.6 2.6 3.6 4.6 5.6 6.6"],
    "Circle": ["7 2 4 6 1 3 5", "6 7 3 5 0 2 4", "5 0 7 4 6 1 3", "4 6 1 7 5 0 2",
               "3 5 0 2 7 6 1", "2 4 6 1 3 7 0", "1 3 5 0 2 4 7", "0 1 2 3 4 5 6"],
    "XOR": ["1 2 3 4 5 6 7", "0 3 2 5 4 7 6", "3 0 1 6 7 4 5", "2 1 0 7 6 5 4",
            "5 6 7 0 1 2 3", "4 7 6 1 0 3 2", "7 4 5 2 3 0 1", "6 5 4 3 2 1 0"],
}


@claims.exhaustive(
    "lacin.fig2.matrices", where="Figure 2 (as reproduced in this module's docstring)",
    statement="The three P matrices for N = 8 (Swap, Circle, XOR) entry by entry",
    params={"family": ["Swap", "Circle", "XOR"]}, size=lambda family: 8,
    notes="The figure's image is not in the text conversion, so its printed entries cannot be "
          "read; the text says what it shows ('Figure 2 (a) shows the Swap P matrix', (b) and "
          "(c) the Circle and XOR matrices), and these tables are the matrices the printed rules "
          "give (derived by hand, this module's docstring), checked against the constructors.")
def _(family):
    c = _build(family, 8)
    if family == "Swap":
        rows = [" ".join(f"{t}.{j}" for t, j in zip(c.neighbour[S], c.peer_port[S])) for S in range(8)]
    else:
        rows = [" ".join(str(t) for t in c.neighbour[S]) for S in range(8)]
    return _FIG2[family], rows


# ---------------------------------------------------------------- Section 3

def _first_disagreement(c: CIN, rule):
    """(printed, computed) at the first pair (A, B) where ``rule`` differs from the wiring."""
    table = c.port_table()
    n = c.order
    for a in range(n):
        for b in range(n):
            if a != b and rule(a, b) != table[a, b]:
                return (a, b, rule(a, b)), (a, b, int(table[a, b]))
    return "every pair routed by the wired port", "every pair routed by the wired port"


@claims.instances(
    "lacin.s3.swap.route", where="Section 3",
    statement="The port index used by Swap is i = B_1 if A_1 <= B_1 or i = B_1 + 1 otherwise",
    params={"N": range(2, 65)}, size=lambda N: N, expect="refuted", erratum="slip",
    witness={'N': 2},
    notes="Smallest counterexample N = 2, A = 0, B = 1: printed port 1, wired port 0 "
          "(P[0,0] -> P[1,0] by the Section 2 rule).  Both branches are one too high: the "
          "printed rule is right for ports numbered 1..N-1, while Section 2 numbers them "
          "0..N-2 (and for A = N-1, B = N-2 it names port N-1, which does not exist).")
def _(N):
    return _first_disagreement(swap(N), lambda a, b: swap_port_printed(N, a, b))


@claims.instances(
    "lacin.s3.swap.route.corrected", where="Section 3",
    statement="The port index used by Swap is i = B_1 - 1 if A_1 < B_1 or i = B_1 otherwise",
    params={"N": range(2, 65)}, size=lambda N: N, corrects="lacin.s3.swap.route")
def _(N):
    return _first_disagreement(swap(N), lambda a, b: swap_port(N, a, b))


@claims.instances(
    "lacin.s3.xor.route", where="Section 3",
    statement="In XOR, the port is the one indexed by i = A_1 xor B_1 - 1",
    params={"N": _POW2[1:]}, size=lambda N: N)
def _(N):
    return _first_disagreement(xor(N), xor_port)


@claims.instances(
    "lacin.alg2.input_range", where="Algorithm 2 (input), Section 3",
    statement="Algorithm 2 input: 0 <= A, B < N - 1, A != B [the routes it computes, which include "
              "as special cases the routes from, or to, the N - 1 switch]",
    params={"N": _EVEN}, size=lambda N: N, expect="refuted", erratum="slip", witness={"N": 2},
    notes="The printed input range excludes switch N - 1, so the branches 'B = N - 1' and 'A = N "
          "- 1' can never run, although Section 3 says the algorithm treats the routes from or to "
          "switch N - 1 as special cases; for N = 2 it admits no input at all.  Computed: (ordered "
          "pairs of distinct switches, pairs the printed range admits).  Read as 0 <= A, B <= N - "
          "1 in lacin.alg2.circle.route.")
def _(N):
    admitted = [(a, b) for a in range(N - 1) for b in range(N - 1) if a != b]
    return N * (N - 1), len(admitted)


@claims.instances(
    "lacin.alg2.circle.route", where="Algorithm 2",
    statement="Algorithm 2 outputs i, 0 <= i <= N - 2, such that port i of A connects to B "
              "(Circle, N even)",
    params={"N": _EVEN}, size=lambda N: N, corrects="lacin.alg2.input_range",
    notes="The printed input range '0 <= A, B < N - 1' excludes switch N - 1, yet the branches "
          "B = N - 1 and A = N - 1 handle it and the text says routes from or to switch N - 1 "
          "are special cases (the slip is lacin.alg2.input_range); checked on every pair "
          "0 <= A != B <= N - 1.")
def _(N):
    return _first_disagreement(circle(N), lambda a, b: circle_port(N, a, b))


@claims.instances(
    "lacin.alg2.circle.route.odd", where="Algorithm 2, Section 2",
    statement="(derived) For odd N, Algorithm 2 run with N + 1 gives the Circle port",
    params={"N": range(1, 64, 2)}, size=lambda N: N,
    notes="Not printed: follows from building odd Circle out of the N + 1 instance.")
def _(N):
    return _first_disagreement(circle(N), lambda a, b: circle_port(N + 1, a, b))


def _cdg_acyclic(routes) -> bool:
    """Channel dependency graph of a set of routes (lists of directed links) is acyclic."""
    g = nx.DiGraph()
    for r in routes:
        g.add_nodes_from(r)
        g.add_edges_from(zip(r, r[1:]))
    return nx.is_directed_acyclic_graph(g)


@claims.instances(
    "lacin.s3.one_hop", where="Section 3",
    statement="In a CIN with minimal routing all the paths are of length one and deadlock "
              "cannot occur",
    params=_all_instances(32), size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    routes = []
    for a in range(N):
        for b in range(N):
            if a != b:
                i = c.rule_port(a, b)
                routes.append([(a, int(c.neighbour[a, i]))])
    reached = all(r[-1][1] == b for r, (a, b) in zip(
        routes, [(a, b) for a in range(N) for b in range(N) if a != b]))
    return (True, True), (reached and all(len(r) == 1 for r in routes), _cdg_acyclic(routes))


_MIXED_HYPERX = [((3, 5), ("circle", "circle")), ((4, 6), ("xor", "circle")),
                 ((5, 4), ("swap", "xor")), ((6, 6), ("swap", "swap")),
                 ((3, 3, 4), ("circle", "swap", "xor")), ((7, 2), ("circle", "swap"))]


@claims.instances(
    "lacin.s3.higher_dimensions", where="Section 3",
    statement="These routings can be extended to higher dimensional networks",
    params=lambda: [{"sides": s, "cins": c} for s, c in _MIXED_HYPERX],
    size=lambda sides, cins: int(np.prod(sides)),
    notes="HyperX with a Swap, Circle or XOR CIN per dimension (odd and even sides); in each "
          "dimension whose digits differ, the port the CIN's rule gives (Swap: the corrected rule "
          "of lacin.s3.swap.route.corrected), dimension order.  Computed: (every route ends at "
          "its destination, its length equals the BFS distance) over all pairs.")
def _(sides, cins):
    h = HyperX(sides, cins)
    csr = h.csr()
    arrived, minimal = True, True
    for a in range(h.order):
        dist = bfs_distances(csr, a)
        for b in range(h.order):
            hops = h.dor_route(a, b)
            arrived &= (hops[-1][2] if hops else a) == b
            minimal &= len(hops) == dist[b]
    return (True, True), (arrived, minimal)


@claims.instances(
    "lacin.s3.nonminimal_deadlock", where="Section 3",
    statement="The algorithms can be the basis of adaptive mechanisms that use minimal or "
              "non-minimal paths; in such a case, deadlock must be avoided either restricting "
              "non-minimal routes or by using two virtual channels",
    params={"N": range(3, 17)}, size=lambda N: N,
    notes="Routes: every one-hop minimal route and every two-hop route A -> C -> B through an "
          "intermediate switch (Valiant-style).  Computed, by the channel dependency graph "
          "(Dally-Seitz): (acyclic with one channel per link: no, deadlock is possible; acyclic "
          "with two virtual channels, the second hop on the second: yes; acyclic with one "
          "channel when non-minimal routes are restricted to intermediates C > max(A, B), an "
          "up-then-down order: yes).  The CDG depends only on the complete graph, not on the "
          "port pairing.")
def _(N):
    minimal = [[(a, b, 0)] for a in range(N) for b in range(N) if a != b]
    detours = [(a, m, b) for a in range(N) for b in range(N) for m in range(N) if len({a, b, m}) == 3]
    one_vc = _cdg_acyclic(minimal + [[(a, m, 0), (m, b, 0)] for a, m, b in detours])
    two_vc = _cdg_acyclic(minimal + [[(a, m, 0), (m, b, 1)] for a, m, b in detours])
    restricted = _cdg_acyclic(minimal + [[(a, m, 0), (m, b, 0)] for a, m, b in detours
                                         if m > max(a, b)])
    return (False, True, True), (one_vc, two_vc, restricted)


claims.not_checkable(
    "lacin.s3.routing_cost", where="Section 3, Table 1 (routing cost column), Section 6",
    statement="XOR routing needs only logic gates plus a decrementer; Swap a comparator besides "
              "an incrementer (1 more than XOR); Circle is more complex (5 more adders and/or "
              "comparators than XOR) but avoids routing tables",
    reason="Needs a hardware cost model the paper does not define (which comparisons against "
           "constants count, shared adders); Algorithm 2 as printed has 3 additions (A + B, "
           "T + N - 1, T - N + 1) and 4 comparisons (T = N-1, B = N-1, A = N-1, T < N-1).")


# ---------------------------------------------------------------- Section 4

@claims.instances(
    "lacin.s4.straight", where="Section 4",
    statement="Coming LACIN from an isoport CIN instance, all its ports are connected within "
              "columns: straight links between switches",
    params=_isoport_instances(128), size=lambda family, N: N)
def _(family, N):
    w = wires(_build(family, N))
    return 0, int(np.abs(w[:, 3] - w[:, 1]).sum()) if len(w) else 0


@claims.instances(
    "lacin.s4.w_wires", where="Section 4",
    statement="LACIN needs w wires of length N - w, with 1 <= w <= N - 1",
    params=_isoport_instances(128), size=lambda family, N: N)
def _(family, N):
    prof = wire_profile(_build(family, N))
    return {(N - w, 0): w for w in range(1, N)}, dict(prof)


@claims.instances(
    "lacin.s4.max_length", where="Section 4",
    statement="LACIN requires wires of different lengths, up to the number of network ports "
              "per switch",
    params=_isoport_instances(128), size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    lengths = sorted({dy for dy, _ in wire_profile(c)})
    return list(range(1, N)), lengths


_k = sympy.Symbol("k", positive=True, integer=True)
_w = sympy.Symbol("w", positive=True, integer=True)


@claims.symbolic(
    "lacin.s4.total.closed_form", where="Section 4",
    statement="w wires of length N - w (1 <= w <= N - 1) result in a total wire length of "
              "(N^3 - N)/6")
def _():
    return sympy.summation(_w * (_Ns - _w), (_w, 1, _Ns - 1)), (_Ns ** 3 - _Ns) / 6


@claims.instances(
    "lacin.s4.total.summed", where="Section 4",
    statement="The total wire length of a LACIN is (N^3 - N)/6 (summing its wires)",
    params=_isoport_instances(128), size=lambda family, N: N)
def _(family, N):
    w = wires(_build(family, N))
    return Fraction(N ** 3 - N, 6), int((w[:, 2] - w[:, 0]).sum()) if len(w) else 0


def _all_pairings(n: int):
    """Every CIN instance on n switches: each switch assigns its neighbours to its n-1 ports."""
    others = [[t for t in range(n) if t != s] for s in range(n)]
    for perms in itertools.product(*(itertools.permutations(o) for o in others)):
        port = [{t: i for i, t in enumerate(p)} for p in perms]
        yield [(s, port[s][t], t, port[t][s]) for s in range(n) for t in range(s + 1, n)]


@claims.instances(
    "lacin.s4.minimal", where="Section 4, Section 6",
    statement="Straight LACIN links reduce the total length compared to any other 1D "
              "implementation: LACIN minimizes the wiring of any linear CIN",
    params={"N": [2, 3, 4]}, size=lambda N: N ** N,
    notes="All ((N-1)!)^N port pairings, switch S at height S, port i at offset i, Euclidean "
          "lengths decided exactly.  Any other linear order of the switches is a relabelling, "
          "already among the pairings.  Checked: no pairing is shorter than (N^3-N)/6 and "
          "those of that length are exactly the isoport ones.  For every N this follows from "
          "sqrt(dy^2 + dx^2) >= dy (equality iff dx = 0, i.e. same port index) and "
          "Σ dy = Σ_{a<b} (b - a) = (N^3-N)/6 for any pairing.")
def _(N):
    M = lacin_total_length(N)
    shorter = 0
    ties_isoport = True
    for links in _all_pairings(N):
        terms = [(1, (t - s) ** 2 + (i - j) ** 2) for s, i, t, j in links]
        sign = sqrt_sum_sign(terms + [(-M, 1)])
        shorter += sign < 0
        if sign == 0:
            ties_isoport &= all(i == j for _, i, _, j in links)
    return (0, True), (shorter, ties_isoport)


@claims.instances(
    "lacin.s4.swap.geometry", where="Section 4",
    statement="With Swap, links with a vertical length of k have a horizontal length of k - 1",
    params={"N": list(range(1, 65)) + [128, 256, 512, 1000]}, size=lambda N: N)
def _(N):
    return dict(swap_wire_profile(N)), dict(wire_profile(swap(N)))


def _swap_ratio_terms(n: int):
    """``Σ (N-k) sqrt(k² + (k-1)²)`` as (coefficient, radicand) terms."""
    return [(n - k, k * k + (k - 1) ** 2) for k in range(1, n)]


@claims.instances(
    "lacin.s4.swap.below_sqrt2", where="Section 4, Table 1",
    statement="(derived) The Swap/LACIN total-length ratio R(N) satisfies 1 < R(N) < sqrt 2 "
              "and R(N) < R(N + 1), for N >= 3",
    params={"N": range(3, 1001)}, size=lambda N: N,
    notes="Exact signs of sums of square roots (cin.sqrt_sum_sign).  Not printed as such: the "
          "paper states the asymptotic ratio; this is how it is approached.")
def _(N):
    M0, M1 = lacin_total_length(N), lacin_total_length(N + 1)
    above = sqrt_sum_sign(_swap_ratio_terms(N) + [(-M0, 1)])
    below = sqrt_sum_sign(_swap_ratio_terms(N) + [(-M0, 2)])
    a0 = [(M1 * c, m) for c, m in _swap_ratio_terms(N)]
    a1 = [(M0 * c, m) for c, m in _swap_ratio_terms(N + 1)]
    increasing = sqrt_sum_sign(a1 + [(-c, m) for c, m in a0])
    return (1, -1, 1), (above, below, increasing)


@claims.symbolic(
    "lacin.s4.sqrt2_digits", where="Section 4",
    statement="sqrt(2) = 1.41 (two decimals)")
def _():
    return sympy.floor(100 * sympy.sqrt(2)), sympy.Integer(141)


@claims.symbolic(
    "lacin.table1.swap.sqrt2", where="Section 4, Table 1 (wire length, Swap)",
    statement="The total Swap length is approximately sqrt 2 = 1.41 times the total length of a "
              "LACIN (total asymptotic wire length normalized to minimum: sqrt 2)",
    notes="Squeeze: sqrt(2)k - 1/sqrt(2) <= sqrt(k^2 + (k-1)^2) <= sqrt(2)k for k >= 1 (the squares "
          "differ by -1/2 and 2k - 1); both bounding sums over (N-k) wires, divided by (N^3-N)/6, "
          "tend to sqrt 2 (sympy limit).  Returns NaN if a bound or the two limits disagree.  "
          "The profile (N - k wires of vertical length k and horizontal length k - 1) holds for "
          "every N: the Swap link of switches S < T joins port T - 1 of S to port S of T, so "
          "its horizontal extent is T - 1 - S (lacin.s4.swap.geometry checks it on instances).")
def _():
    return _swap_limit(), sympy.sqrt(2)


def _swap_limit():
    """lim Swap total / ((N^3-N)/6) by the squeeze in lacin.table1.swap.sqrt2's notes."""
    r2 = sympy.sqrt(2)
    exact = _k ** 2 + (_k - 1) ** 2
    low_term, high_term = r2 * _k - 1 / r2, r2 * _k
    if sympy.expand(low_term ** 2 - exact) != sympy.Rational(-1, 2):
        return sympy.nan
    if sympy.expand(high_term ** 2 - exact) != 2 * _k - 1:
        return sympy.nan
    M = (_Ns ** 3 - _Ns) / 6
    low = sympy.limit(sympy.summation((_Ns - _k) * low_term, (_k, 1, _Ns - 1)) / M, _Ns, sympy.oo)
    high = sympy.limit(sympy.summation((_Ns - _k) * high_term, (_k, 1, _Ns - 1)) / M, _Ns, sympy.oo)
    return low if sympy.simplify(low - high) == 0 else sympy.nan


def _lacin_limit():
    """lim LACIN total / minimum, the total being Σ w (N - w) (lacin.s4.w_wires)."""
    total = sympy.summation(_w * (_Ns - _w), (_w, 1, _Ns - 1))
    return sympy.limit(total / ((_Ns ** 3 - _Ns) / 6), _Ns, sympy.oo)


_TABLE1 = {  # as printed: isoport, # switches, wire length, routing cost
    "Swap": ("No", "Any", sympy.sqrt(2), "1"),
    "Circle": ("Yes", "Any", sympy.Integer(1), "5"),
    "XOR": ("Yes", "N = 2^n", sympy.Integer(1), "—"),
}


@claims.instances(
    "lacin.table1.row", where="Table 1",
    statement="Summary of 1D CIN layouts: Swap (isoport No, any N, wire length sqrt 2), "
              "Circle (Yes, any N, 1), XOR (Yes, N = 2^n, 1)",
    params={"family": ["Swap", "Circle", "XOR"]}, size=lambda family: 64,
    notes="Verified, not proved: the columns are decided for N <= 64.  "
          "Isoport decided for 3 <= N <= 64 (N = 2 is the erratum lacin.table1.isoport); "
          "# switches: N in 1..64 for which the printed rule gives a CIN ('Any' or 'N = 2^n'); "
          "wire length: the limit of total length / (N^3-N)/6 (sympy).  The routing cost "
          "column is lacin.s3.routing_cost (not checkable).")
def _(family):
    if family == "XOR":
        ok = [n for n in range(1, 65) if _xor_rule_report(n)["complete_graph"]]
    elif family == "Swap":
        ok = [n for n in range(1, 65) if pairing_report(*_swap_raw(n))["complete_graph"]]
    else:
        ok = [n for n in range(1, 65) if circle(n).report["complete_graph"]]
    switches = {len(ok) == 64: "Any", ok == [2 ** k for k in range(7)]: "N = 2^n"}.get(True, str(ok))
    iso = {_build(family, n).isoport for n in range(3, 65) if n in ok}
    isoport = {frozenset({True}): "Yes", frozenset({False}): "No"}.get(frozenset(iso), "mixed")
    length = _swap_limit() if family == "Swap" else _lacin_limit()
    return _TABLE1[family][:3], (isoport, switches, length)


claims.table(
    "lacin_table1", where="Table 1",
    caption="Summary of properties of different 1D CIN layouts (wire length: total asymptotic "
            "length normalized to minimum; routing cost: additional adders and/or comparators "
            "with respect to XOR, as printed, not checkable)",
    columns=("CIN layout", "Isoport", "Number of switches", "Wire length", "Routing cost"),
    rows=lambda: ({"family": f, "cost": _TABLE1[f][3]} for f in _TABLE1),
    cells=(param("family"),
           computed("lacin.table1.row", fmt=lambda v: v[0]),
           computed("lacin.table1.row", fmt=lambda v: v[1] if v[1] == "Any" else f"${v[1]}$"),
           computed("lacin.table1.row", fmt=lambda v: "$" + sympy.latex(v[2]) + "$"),
           text("{cost}")))


@claims.instances(
    "lacin.table1.lacin.one", where="Table 1 (wire length, Circle and XOR)",
    statement="Circle and XOR: total wire length normalized to minimum = 1",
    params=_isoport_instances(128), size=lambda family, N: N,
    notes="The minimum is the LACIN total (N^3-N)/6 (lacin.s4.minimal); the layout's Euclidean "
          "total is compared exactly.")
def _(family, N):
    total = total_wire_length(wire_profile(_build(family, N)))
    M = lacin_total_length(N)
    return Fraction(1), (Fraction(int(total), M) if M else Fraction(1))


@claims.instances(
    "lacin.table1.isoport", where="Table 1 (isoport column)",
    statement="Isoport: Swap No, Circle Yes, XOR Yes",
    params=_all_instances(256, 2), size=lambda family, N: N, expect="refuted", erratum="boundary",
    witness={'family': 'Swap', 'N': 2},
    notes="Smallest counterexample Swap with N = 2 (isoport; printed No), as in "
          "lacin.s2.swap.anisoport; Circle and XOR are isoport for every N checked.")
def _(family, N):
    return family != "Swap", _build(family, N).isoport


def _xor_rule_report(n: int) -> dict:
    S, i = np.meshgrid(np.arange(n), np.arange(n - 1), indexing="ij")
    return pairing_report(S ^ (i + 1), i)


@claims.instances(
    "lacin.table1.switches", where="Table 1 (# switches column); Section 6",
    statement="# switches: Swap any, Circle any, XOR N = 2^n",
    params={"N": range(1, 257)}, size=lambda N: N,
    notes="For XOR: the printed rule P[S,i] -> P[S xor (i+1), i] on N switches gives a CIN "
          "exactly when N is a power of 2.")
def _(N):
    s, c, x = pairing_report(*_swap_raw(N)), circle(N).report, _xor_rule_report(N)
    ok = lambda r: r["ports_paired_once"] and r["complete_graph"]  # noqa: E731
    return (True, True, N & (N - 1) == 0), (ok(s), ok(c), ok(x))


@claims.instances(
    "lacin.s4.factors_never_cross", where="Section 4",
    statement="In LACIN, wires connecting ports with different indices belong to different "
              "1-factors, and cannot cross",
    params=_isoport_instances(16), size=lambda family, N: N,
    notes="Geometric oracle: every wire drawn as an exact bracket polyline inside its column's "
          "strip (cin.arc_polyline, one side); pairs of wires of different columns that meet.")
def _(family, N):
    c = _build(family, N)
    lines, cols = [], []
    for i in range(c.ports):
        for a, b in column_arcs(c, i).tolist():
            lines.append(arc_polyline(N, i, a, b))
            cols.append(i)
    meet = 0
    for u in range(len(lines)):
        for v in range(u + 1, len(lines)):
            if cols[u] != cols[v]:
                meet += polyline_crossings([lines[u], lines[v]])
    return 0, meet


@claims.instances(
    "lacin.s4.circle.induced", where="Section 4",
    statement="The 1-factor i of Circle, 0 <= i <= N - 2, is induced by the connection between "
              "node i and node N - 1",
    params={"N": range(2, 129, 2)}, size=lambda N: N)
def _(N):
    c = circle(N)
    return [True] * (N - 1), [(i, N - 1) in c.one_factor(i) for i in range(N - 1)]


@claims.instances(
    "lacin.s4.circle.parallel", where="Section 4",
    statement="Any 1-factor is composed of, at least, (N/2) - 1 parallel links that can be crossed "
              "by the single link that connects nodes i and N - 1",
    params={"N": range(2, 129, 2)}, size=lambda N: N,
    notes="Per 1-factor (one-sided drawing): the links not touching N - 1 number at least "
          "N/2 - 1 (exactly that many) and do not cross one another.")
def _(N):
    c = circle(N)
    par, among = [], []
    for i in range(N - 1):
        arcs = column_arcs(c, i)
        p = arcs[arcs[:, 1] != N - 1]
        par.append(len(p) >= N // 2 - 1)
        among.append(interleaving_pairs(p))
    return ([True] * (N - 1), [0] * (N - 1)), (par, among)


@claims.instances(
    "lacin.s4.circle.crossings", where="Section 4",
    statement="For the 1-factor i, the possible crossing link traverses i parallel links when "
              "0 <= i <= (N/2) - 1, and N - 2 - i parallel links when N/2 <= i <= N - 2",
    params={"N": range(2, 129, 2)}, size=lambda N: N)
def _(N):
    printed = [i if i <= N // 2 - 1 else N - 2 - i for i in range(N - 1)]
    return printed, crossings_per_factor(circle(N))


@claims.instances(
    "lacin.s4.circle.all_some_none", where="Section 4",
    statement="This single link [i -- N-1] can cross either all or some or none of the parallel "
              "links",
    params={"N": range(6, 129, 2)}, size=lambda N: N,
    notes="Computed over the 1-factors of Circle(N): (some crosses none, some crosses all N/2 - 1 "
          "parallel links, some crosses strictly between).  For N = 4 the parallel link is "
          "single, so 'some' cannot differ from 'all'; checked from N = 6.")
def _(N):
    counts = set(crossings_per_factor(circle(N)))
    return (True, True, True), (0 in counts, N // 2 - 1 in counts,
                                any(0 < c < N // 2 - 1 for c in counts))


@claims.exhaustive(
    "lacin.fig2.circle.i3", where="Section 4, Figures 1 and 2 (b)",
    statement="The 1-factor i = 3 (N = 8) has three parallel links crossed by the link that "
              "connects switches 3 and 7",
    params={"N": [8]}, size=lambda N: N)
def _(N):
    c = circle(N)
    arcs = column_arcs(c, 3)
    link = [tuple(a) for a in arcs.tolist() if a[1] == 7]
    par = arcs[arcs[:, 1] != 7]
    crossed = sum(interleaving_pairs(np.array([link[0], tuple(p)])) for p in par.tolist())
    return ([(3, 7)], 3, 3), (link, len(par), crossed)


@claims.exhaustive(
    "lacin.fig1.circle.i0_i6", where="Section 4, Figure 1",
    statement="In 1-factors i = 0 and i = 6 (N = 8) all the links are parallel",
    params={"i": [0, 6]}, size=lambda i: 8)
def _(i):
    return 0, crossings_per_factor(circle(8))[i]


@claims.instances(
    "lacin.s4.circle.no_crossings", where="Section 4",
    statement="If all the parallel wires of any 1-factor i run to the right of the port i and "
              "the wire that can cross them runs to its left, the resulting layout has no "
              "crossings at all",
    params={"N": range(1, 129)}, size=lambda N: N,
    notes="Odd N: the link to the removed switch N is gone, all wires run right.  The geometric "
          "oracle of the tests redraws N <= 16.")
def _(N):
    c = circle(N)
    return [0] * c.ports, crossings_per_factor(c, circle_sides)


@claims.instances(
    "lacin.s4.xor.crossings_grow", where="Section 4",
    statement="The simple drawings used for XOR LACIN result in wire crossings, which number "
              "increases with the network size",
    params={"N": [2 ** n for n in range(2, 11)]}, size=lambda N: N,
    notes="One-sided drawing (all arcs right of their column); total over the 1-factors "
          "compared with N/2.")
def _(N):
    now, before = sum(crossings_per_factor(xor(N))), sum(crossings_per_factor(xor(N // 2)))
    return (True, True), (now > 0, now > before)


@claims.instances(
    "lacin.s4.xor.crossings.column", where="Section 4",
    statement="(derived) XOR one-sided drawing: the 1-factor i with 2^h <= i + 1 < 2^(h+1) has "
              "(N/4)(2^(h+1) - 2 - i) crossings",
    params={"N": [2 ** n for n in range(1, 11)]}, size=lambda N: N)
def _(N):
    formula = [N * (2 ** (i + 1).bit_length() - 2 - i) // 4 for i in range(N - 1)]
    return formula, crossings_per_factor(xor(N))


_n = sympy.Symbol("n", integer=True, nonnegative=True)
_h = sympy.Symbol("h", integer=True, nonnegative=True)


@claims.symbolic(
    "lacin.s4.xor.crossings.total", where="Section 4",
    statement="(derived) Summing the column counts (N/4)(2^(h+1) - 2 - i) of "
              "lacin.s4.xor.crossings.column over the N - 1 columns gives N(N-1)(N-2)/24",
    notes="Sum over i + 1 = 2^h + r, 0 <= r < 2^h, proved for every N = 2^n; the column counts "
          "themselves (hence the drawing's total) are verified for N <= 1024 only.")
def _():
    N = 2 ** _n
    per_h = sympy.summation(2 ** _h - 1 - _k, (_k, 0, 2 ** _h - 1))
    return sympy.summation(N / 4 * per_h, (_h, 0, _n - 1)), N * (N - 1) * (N - 2) / 24


def _two_sided_possible(c: CIN) -> bool:
    """Whether each column's arcs split into two non-crossing sides (bipartite conflict graph)."""
    for i in range(c.ports):
        arcs = column_arcs(c, i).tolist()
        g = nx.Graph()
        g.add_nodes_from(range(len(arcs)))
        g.add_edges_from((u, v) for u in range(len(arcs)) for v in range(len(arcs))
                         if arcs[u][0] < arcs[v][0] < arcs[u][1] < arcs[v][1])
        if not nx.is_bipartite(g):
            return False
    return True


@claims.instances(
    "lacin.s4.xor.two_sided", where="Section 4",
    statement="(derived) Similar layouts for XOR LACIN are more complex: placing each XOR wire "
              "left or right of its column avoids every crossing iff N <= 4",
    params={"N": [2 ** n for n in range(0, 8)]}, size=lambda N: N,
    notes="For N >= 8 the 1-factor i = N/2 - 1 pairs S with S + N/2: N/2 >= 4 mutually "
          "crossing arcs, not 2-colourable.")
def _(N):
    return N <= 4, _two_sided_possible(xor(N))


@claims.exhaustive(
    "lacin.fig2.xor.i3", where="Section 4, Figure 2 (c)",
    statement="Observe the 1-factor i = 3 highlighted in Figure 2 (c): its drawing has crossovers",
    params={"N": [8]}, size=lambda N: N,
    notes="One-sided drawing: the four arcs {S, S+4} cross pairwise (6 crossings).")
def _(N):
    return True, crossings_per_factor(xor(N))[3] > 0


def _interleave(p, q) -> bool:
    (a, b), (c, d) = sorted(p), sorted(q)
    return a < c < b < d or c < a < d < b


def _turn_drawing(arcs) -> tuple[bool, int]:
    """Draw one port column's wires without crossings, letting wires turn: a wire may cross
    its column line between two switches and continue on the other side.  The column line is
    the spine of a two-page book (right and left of the column); wires are added shortest
    first, each along a shortest path of the region graph (regions of the two sides, joined
    across the gaps between consecutive spine points), a crossing point being added in every
    gap it passes.  Returns (no two pieces on one side interleave -- the oracle -- , number of
    wires that turn)."""
    pages = {1: [], -1: []}
    spine = sorted(Fraction(x) for ab in arcs for x in ab)

    def region(side, lo, hi, strict):
        """(side, innermost piece enclosing the point lo = hi, or the gap lo..hi)."""
        best = None
        for u, v in pages[side]:
            inside = u < lo and hi < v if strict else u <= lo and hi <= v
            if inside and (best is None or v - u < best[1] - best[0]):
                best = (u, v)
        return side, best

    turned = 0
    for a, b in sorted((tuple(map(Fraction, ab)) for ab in arcs), key=lambda ab: ab[1] - ab[0]):
        adj: dict = {}
        for gap in zip(spine, spine[1:]):
            up, down = region(1, *gap, False), region(-1, *gap, False)
            adj.setdefault(up, []).append((down, gap))
            adj.setdefault(down, []).append((up, gap))
        goal = {region(side, b, b, True) for side in (1, -1)}
        prev = {region(side, a, a, True): None for side in (1, -1)}
        queue, end = list(prev), None
        while end is None:
            r = queue.pop(0)
            if r in goal:
                end = r
            for nxt, gap in adj.get(r, []):
                if nxt not in prev:
                    prev[nxt] = (r, gap)
                    queue.append(nxt)
        path = [(end, None)]
        while prev[path[-1][0]] is not None:
            path.append(prev[path[-1][0]])
        path.reverse()                        # [(region, gap crossed when leaving it), ...]
        points = [a] + [(g[0] + g[1]) / 2 for _, g in path[:-1]] + [b]
        for (side, _), piece in zip((r for r, _ in path), zip(points, points[1:])):
            pages[side].append(tuple(sorted(piece)))
        spine = sorted(spine + points[1:-1])
        turned += len(points) > 2
    ok = all(not _interleave(p, q) for side in pages for i, p in enumerate(pages[side])
             for q in pages[side][i + 1:])
    return ok, turned


@claims.instances(
    "lacin.s4.xor.turns", where="Section 4, Figure 2 (c); Section 6",
    statement="XOR crossovers can be avoided by introducing turns in some wires, but the "
              "resulting layout would not be as simple as Circle's (Circle leads to the simplest "
              "implementation for avoiding wire crossing)",
    params={"N": [8, 16, 32]}, size=lambda N: N,
    notes="A turn: a wire crossing its own port column between two switches (passing to the "
          "other side), drawn inside the column's strip.  Computed: (every column of XOR(N) is "
          "drawn without crossings by _turn_drawing, checked by the interleaving oracle; some "
          "XOR wire must turn, since no left/right placement avoids the crossings for N >= 8 "
          "(lacin.s4.xor.two_sided); Circle's left/right layout of Section 4 has no crossing "
          "and no turn).  'Not as simple' read as: needs turns where Circle needs none.  Wires "
          "turning in the drawings found: N = 8: 2, 16: 23, 32: 171.")
def _(N):
    drawn = all(_turn_drawing(column_arcs(xor(N), i).tolist())[0] for i in range(N - 1))
    circle_free = crossings_per_factor(circle(N), circle_sides) == [0] * (N - 1)
    return (True, True, True), (drawn, not _two_sided_possible(xor(N)), circle_free)


def _partition_counts(c: CIN, parts: int):
    size = c.order // parts
    e = c.edge_array()
    pa, pb = e[:, 0] // size, e[:, 1] // size
    inner = int((pa == pb).sum())
    bundles = {}
    for a, b in zip(pa[pa != pb].tolist(), pb[pa != pb].tolist()):
        bundles[(a, b)] = bundles.get((a, b), 0) + 1
    return inner, c.size - inner, len(bundles), sorted(set(bundles.values()))


@claims.exhaustive(
    "lacin.fig3.partitions", where="Section 4, Figure 3",
    statement="N = 16 in 4 partitions of 4 switches: 120 links, 24 = 4 x 6 inside the "
              "partitions and 96 between partitions, grouped in 6 hoses of 16 wires each",
    params={"family": ["Swap", "Circle", "XOR"]}, size=lambda family: 16)
def _(family):
    c = _build(family, 16)
    return (120, 24, 4 * 6, 96, 6, [16]), (c.size, _partition_counts(c, 4)[0], 24,
                                           *_partition_counts(c, 4)[1:])


@claims.exhaustive(
    "lacin.s4.hpe", where="Section 4",
    statement="Identical scheme with 8 partitions (HPE Dragonfly groups, 2 columns of 4 "
              "partitions): 28 bundles of 16 wires fully connect the 8 partitions",
    params={"family": ["Circle", "XOR"]}, size=lambda family: 32,
    notes="Bundles of 16 = 4 x 4 wires: partitions of 4 switches, N = 32.")
def _(family):
    c = _build(family, 32)
    _, _, bundles, sizes = _partition_counts(c, 8)
    return (8, 28, [16]), (2 * 4, bundles, sizes)


@claims.exhaustive(
    "lacin.s4.2d.xor", where="Section 4",
    statement="As N = 2^n, the 2D implementations could be based on XOR CIN instances and "
              "benefit from its wire organization: every bundle between partitions p and q "
              "uses the same 4 port indices at both ends, determined by p xor q",
    params={"N": [16, 32]}, size=lambda N: N,
    notes="Interpretation: partitions of 4 switches (S // 4); the bundle p -- q uses ports "
          "4(p xor q) - 1 .. 4(p xor q) + 2; inner links use ports 0..2.")
def _(N):
    c = xor(N)
    ok = True
    for a, b in c.edge_array().tolist():
        p, q, i = a // 4, b // 4, c.port_to(a, b)
        want = range(0, 3) if p == q else range(4 * (p ^ q) - 1, 4 * (p ^ q) + 3)
        ok &= i in want and c.port_to(b, a) == i
    return True, ok


def _proper_crossing(p, q, r, t) -> bool:
    """Whether segments pq and rt cross at a single interior point (exact orientations)."""
    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return (v > 0) - (v < 0)
    d1, d2, d3, d4 = orient(p, q, r), orient(p, q, t), orient(r, t, p), orient(r, t, q)
    return d1 * d2 < 0 and d3 * d4 < 0


def _two_level_counts(cols: int, rows: int) -> tuple[int, int, int, int]:
    """The 2D deployment of Section 4: partitions of 4 switches on a cols x rows grid, each
    partition's switches on a unit square, partition (x, y) at (3x, 3y); inner links straight
    between switches, outer bundles straight between partition centres.  Returns (diagonal
    inner links, crossing pairs of inner links, diagonal bundles, crossing pairs of bundles)."""
    corners = [(0, 0), (1, 0), (0, 1), (1, 1)]
    parts = [(3 * x, 3 * y) for y in range(rows) for x in range(cols)]
    inner = [((px + a[0], py + a[1]), (px + b[0], py + b[1]))
             for px, py in parts for a, b in itertools.combinations(corners, 2)]
    centre = [(Fraction(2 * px + 1, 2), Fraction(2 * py + 1, 2)) for px, py in parts]
    outer = list(itertools.combinations(centre, 2))

    def diagonal(seg):
        return seg[0][0] != seg[1][0] and seg[0][1] != seg[1][1]

    def crossings(segs):
        return sum(_proper_crossing(*u, *v) for u, v in itertools.combinations(segs, 2))

    return (sum(map(diagonal, inner)), crossings(inner), sum(map(diagonal, outer)), crossings(outer))


@claims.instances(
    "lacin.s4.2d.complex", where="Section 4",
    statement="This 2D layout is more complex than LACIN as it needs diagonal links at two levels "
              "and entails wire crossings",
    params=lambda: [{"N": 16, "grid": (2, 2)}, {"N": 32, "grid": (2, 4)}],
    size=lambda N, grid: N,
    notes="The layouts of Figure 3 (N = 16, 2 x 2 partitions) and of the HPE groups (N = 32, 2 "
          "columns of 4 partitions), each partition a square of 4 switches, links and bundles "
          "drawn straight.  Computed: (diagonal links inside the partitions, crossings among "
          "them, diagonal bundles between partitions, crossings among bundles, all positive; "
          "against the Circle LACIN of N switches: no link off its port column, no crossing in "
          "its left/right layout).")
def _(N, grid):
    flat = _two_level_counts(*grid)
    lacin_dx = int(np.abs(wires(circle(N))[:, 3] - wires(circle(N))[:, 1]).sum())
    lacin_cross = sum(crossings_per_factor(circle(N), circle_sides))
    return (True, True, True, True, 0, 0), (*(x > 0 for x in flat), lacin_dx, lacin_cross)


claims.not_checkable(
    "lacin.s4.2d_similar_length", where="Section 4",
    statement="Maintaining such [2D] scheme could incur in higher costs and potential issues to "
              "isolate and replace malfunctioning links; in addition, the total length of wire, "
              "when considering deployments including rack space for the end-point computers, is "
              "similar in both cases [2D and LACIN]",
    reason="Maintenance cost, and wire lengths that depend on rack, chassis and cable-tray "
           "dimensions the paper does not give (its drawings are not to scale); the layouts' "
           "diagonals and crossings are decided in lacin.s4.2d.complex.")


# ---------------------------------------------------------------- Section 5

def _hx16():
    return hyperx(16, 16, 16)


@claims.exhaustive(
    "lacin.s5.hyperx.counts", where="Section 5",
    statement="A 16 x 16 x 16 HyperX of diameter 3 has 4,096 switches with 61 ports "
              "(16 edge + 15 per dimension) and 65,536 end-points",
    params={"sides": [(16, 16, 16)]}, size=lambda sides: 4096)
def _(sides):
    h = hyperx(*sides)
    dd = distance_distribution(h)
    return (4096, 61, 65536, 3, [45] * 4096), (
        h.order, 16 + h.network_ports, 16 * h.order, diameter(dd), h.degrees().tolist())


@claims.exhaustive(
    "lacin.s5.address", where="Section 5",
    statement="An end-point has a 16-bit address of 4 digits of 4 bits: C_3, C_2, C_1 the switch "
              "coordinates Z, Y, X and C_0 the computer",
    params={"sides": [(16, 16, 16)]}, size=lambda sides: 4096)
def _(sides):
    h = hyperx(*sides)
    # the switch number is Z*256 + Y*16 + X, so (switch, C_0) -> 16*switch + C_0 uses 16 bits
    ok = all(h.index((x, y, z)) * 16 == (z << 12) | (y << 8) | (x << 4)
             for z in range(16) for y in range(16) for x in range(16))
    return (2 ** 16, True), (16 * h.order, ok)


@claims.exhaustive(
    "lacin.s5.z_links", where="Section 5",
    statement="With 16 chassis per rack, the 120 Z links of a rack run vertically, organized in "
              "15 columns of 8 wires each",
    params={"sides": [(16, 16, 16)]}, size=lambda sides: 4096)
def _(sides):
    h = hyperx(*sides)
    inside = hoses(h, 2, 2)
    per_rack = [sorted(_wires_per_port(v).items()) for k, v in inside.items() if k[0] == k[1]]
    expected = [(i, 8) for i in range(15)]
    return (256, 120, True), (len(per_rack), sum(inside[(0, 0)].values()),
                              all(r == expected for r in per_rack))


def _wires_per_port(ctr):
    """Wires per port index of an isoport hose Counter (``-1`` marks an anisoport wire)."""
    out: dict[int, int] = {}
    for (p, q), n in ctr.items():
        key = p if p == q else -1
        out[key] = out.get(key, 0) + n
    return out


@claims.exhaustive(
    "lacin.s5.hoses", where="Section 5",
    statement="A square of 16 x 16 racks; racks have 15 super-ports for X and 15 for Y, each "
              "grouping 16 ports; 120 hoses of 16 wires link the super-ports of each row or "
              "column, organized by 15 colours in 15 classes of 8 hoses",
    params={"dim": [0, 1]}, size=lambda dim: 4096)
def _(dim):
    h = _hx16()
    hs = hoses(h, dim, 2)  # racks: the 16 switches of one Z column
    ports_of_rack: dict[int, dict[int, int]] = {}
    for (a, b), ctr in hs.items():
        for (p, q), wires_ in ctr.items():
            ports_of_rack.setdefault(a, {}).setdefault(p, 0)
            ports_of_rack[a][p] += wires_
            ports_of_rack.setdefault(b, {}).setdefault(q, 0)
            ports_of_rack[b][q] += wires_
    super_ports = sorted({len(c) for c in ports_of_rack.values()})
    grouping = sorted({w for c in ports_of_rack.values() for w in c.values()})
    # a row (dim = X) or column (dim = Y): the racks sharing the other coordinate
    lines: dict[int, list] = {}
    for (a, b), ctr in hs.items():
        lines.setdefault(h.label(a)[1 - dim], []).append(ctr)
    shapes = set()
    for ctrs in lines.values():
        isoport = all(len(c) == 1 and next(iter(c))[0] == next(iter(c))[1] for c in ctrs)
        colours = [next(iter(c))[0] for c in ctrs]
        per_colour = tuple(sorted({colours.count(col) for col in set(colours)}))
        shapes.add((len(ctrs), tuple(sorted({sum(c.values()) for c in ctrs})), isoport,
                    len(set(colours)), per_colour))
    return (256, [15], [16], 16, {(120, (16,), True, 15, (8,))}), (
        len(ports_of_rack), super_ports, grouping, len(lines), shapes)


def _dor_all_pairs(h):
    """Hop count of the XOR DOR route for every (A, B), following the wiring; asserts arrival."""
    n = h.order
    v = np.arange(n, dtype=np.int64)
    hops = np.zeros((n, n), dtype=np.int64)
    arrived = True
    for a in range(n):
        cur = np.full(n, a, dtype=np.int64)
        for d in reversed(range(h.dimension)):
            xa = h.coords(cur)[d]
            xb = h.coords(v)[d]
            go = xa != xb
            port = (xa ^ xb) - 1  # port P_{A_d xor B_d - 1}; skipped when the XOR is 0
            nxt = h.port_neighbour(cur[go], d, port[go])
            cur[go] = nxt
            hops[a, go] += 1
        arrived &= bool((cur == v).all())
    return hops, arrived


@claims.exhaustive(
    "lacin.s5.dor_minimal", where="Section 5",
    statement="Routing from A to B uses port P_{A_3 xor B_3 - 1} for Z, P_{A_2 xor B_2 - 1} for Y "
              "and P_{A_1 xor B_1 - 1} for X, skipping dimensions whose XOR is 0: a minimal path "
              "(16 x 16 x 16 HyperX, DOR)",
    params={"sides": [(16, 16, 16)]}, size=lambda sides: 4096,
    notes="Distances: BFS from switch 0; every XOR translation v -> v xor c is an automorphism "
          "(checked on the 12 bit generators), so d(A, B) = d(0, A xor B).")
def _(sides):
    h = hyperx(*sides)
    e = h.edge_array()
    key = np.sort(e[:, 0] * h.order + e[:, 1])
    auto = True
    for c in (1 << b for b in range(12)):
        u, w = e[:, 0] ^ c, e[:, 1] ^ c
        mapped = np.sort(np.minimum(u, w) * h.order + np.maximum(u, w))
        auto &= bool((mapped == key).all())
    d0 = bfs_distances(h.csr(), 0)
    hops, arrived = _dor_all_pairs(h)
    v = np.arange(h.order)
    minimal = all(bool((hops[a] == d0[a ^ v]).all()) for a in range(h.order))
    return (True, True, True), (auto, arrived, minimal)


@claims.instances(
    "lacin.s5.dor_minimal.small", where="Section 5",
    statement="Digit-wise XOR-LACIN ports in dimension order give minimal routes "
              "(HyperX with power-of-2 sides; BFS from every source)",
    params={"sides": [(2,), (4,), (2, 2), (4, 4), (2, 4, 8), (4, 4, 4), (8, 8)]},
    size=lambda sides: int(np.prod(sides)))
def _(sides):
    h = hyperx(*sides)
    csr = h.csr()
    dist = np.stack([bfs_distances(csr, s) for s in range(h.order)])
    hops, arrived = _dor_all_pairs(h)
    return (True, True), (arrived, bool((hops == dist).all()))


@claims.instances(
    "lacin.s5.dor_no_vc", where="Section 5",
    statement="DOR in HyperX does not require virtual channels (one buffer per port)",
    params={"sides": [(4, 4), (2, 4, 8), (4, 4, 4)]}, size=lambda sides: int(np.prod(sides)),
    notes="Channel dependency graph of the DOR routes of all pairs is acyclic (Dally-Seitz).")
def _(sides):
    h = hyperx(*sides)
    routes = []
    for a in range(h.order):
        for b in range(h.order):
            if a != b:
                path = [a] + [v for _, _, v in h.dor_route(a, b)]
                routes.append(list(zip(path, path[1:])))
    return True, _cdg_acyclic(routes)


@claims.exhaustive(
    "lacin.fig4.counts", where="Figure 4",
    statement="A 4 x 4 x 4 HyperX with XOR LACINs: each rack stacks 4 switches; inter-rack "
              "connections grouped into super-ports",
    params={"sides": [(4, 4, 4)]}, size=lambda sides: 64,
    notes="Counts by analogy with Section 5: 16 racks, 6 Z links per rack in 3 columns of 2, "
          "3 super-ports of 4 ports per dimension, 6 hoses of 4 wires per row and column.")
def _(sides):
    h = hyperx(*sides)
    z = hoses(h, 2, 2)
    x = hoses(h, 0, 2)
    racks = sorted({a for a, b in z})
    z_ok = all(sorted(_wires_per_port(c).items()) == [(0, 2), (1, 2), (2, 2)] for c in z.values())
    row0 = [c for (a, b), c in x.items() if h.label(a)[1] == 0]
    return (16, True, 6, [4], 3), (len(racks), z_ok, len(row0),
                                    sorted({sum(c.values()) for c in row0}),
                                    len({p for c in row0 for (p, _) in c}))


def _minimal_adaptive_routes(h: HyperX):
    """Every minimal route of a HyperX: for each pair, the differing dimensions corrected in
    every order (one hop each), as lists of directed links (u, v)."""
    for a in range(h.order):
        xa = h.label(a)
        for b in range(h.order):
            xb = h.label(b)
            dims = [d for d in range(h.dimension) if xa[d] != xb[d]]
            for order in itertools.permutations(dims):
                cur, route = list(xa), []
                for d in order:
                    nxt = cur[:d] + [xb[d]] + cur[d + 1:]
                    route.append((h.index(cur), h.index(nxt)))
                    cur = nxt
                if route:
                    yield route


@claims.instances(
    "lacin.s5.adaptive_vc", where="Section 5",
    statement="While DOR in HyperX does not require virtual channels, adaptive mechanisms "
              "typically require them to avoid deadlock",
    params={"sides": [(2, 2), (3, 3), (4, 4), (2, 3, 4)]}, size=lambda sides: int(np.prod(sides)),
    notes="Adaptive mechanism read as fully adaptive minimal routing (any order of the "
          "differing dimensions).  Computed, by the channel dependency graph (Dally-Seitz): "
          "(acyclic with one channel per link: no; acyclic with one virtual channel per hop "
          "number, as many as dimensions: yes); DOR's graph is acyclic (lacin.s5.dor_no_vc).")
def _(sides):
    h = hyperx(*sides)
    routes = list(_minimal_adaptive_routes(h))
    by_hop = [[(u, v, k) for k, (u, v) in enumerate(r)] for r in routes]
    return (False, True), (_cdg_acyclic(routes), _cdg_acyclic(by_hop))


def _lacin_dragonfly(K: int, M: int):
    """A maximal Dragonfly (KM + 1 groups of M routers, K global ports per router) whose local
    networks are Circle LACINs and whose global network is a Circle LACIN on the groups:
    group G's global port column i (its i-th used column) joins the group Circle(g) wires
    through column i; router p holds the group's used columns pK .. pK + K - 1.  Returns
    (edges, global links as (G, column, G', column'))."""
    g = K * M + 1
    local, glob = circle(M), circle(g)
    used = [[i for i in range(glob.ports) if glob.neighbour[G, i] >= 0] for G in range(g)]
    router = [{col: G * M + rank // K for rank, col in enumerate(cols)} for G, cols in enumerate(used)]
    edges = {tuple(sorted((G * M + a, G * M + b)))
             for G in range(g) for a, b in local.edge_array().tolist()}
    links = [(G, i, int(glob.neighbour[G, i]), int(glob.peer_port[G, i]))
             for G in range(g) for i in used[G] if glob.neighbour[G, i] > G]
    edges |= {tuple(sorted((router[G][i], router[H][j]))) for G, i, H, j in links}
    return sorted(edges), links


@claims.instances(
    "lacin.s5.dragonfly", where="Section 5",
    statement="Dragonflies connect switch groups via a global CIN, with each group wired as a "
              "local CIN; each switch dedicates some ports to the global LACIN, which connects, "
              "column-wise, rows of global ports",
    params={"KM": [(1, 3), (1, 5), (2, 2), (2, 4), (3, 3), (4, 2)]},
    size=lambda KM: (KM[0] * KM[1] + 1) * KM[1],
    notes="Built: the local CIN of each group and the global CIN on the KM + 1 groups as Circle "
          "LACINs (odd numbers of groups included: one idle global column per group), each "
          "group's used global columns given K per router in order.  Computed: (every global "
          "link joins the same column at both groups, every pair of groups joined by exactly one "
          "global link, every router has K global and M - 1 local links, the same numbers of "
          "routers and links as the maximal Dragonfly MDF(K, M)).")
def _(KM):
    K, M = KM
    edges, links = _lacin_dragonfly(K, M)
    g = K * M + 1
    deg = np.bincount(np.array(edges).reshape(-1), minlength=g * M)
    ref = mdf(K, M)
    return (True, True, True, (ref.order, ref.size)), (
        all(i == j for _, i, _, j in links),
        sorted((G, H) for G, _, H, _ in links) == list(itertools.combinations(range(g), 2)),
        bool((deg == K + M - 1).all()), (g * M, len(edges)))


claims.not_checkable(
    "lacin.deployment", where="Abstract; Sections 1, 2, 4, 5, 6",
    statement="LACIN eases the deployment of networks for parallel computers of different scales, "
              "from VLSI systems to the largest supercomputers; fabrics based on CINs have a high "
              "number of links, which complicates their deployment and maintenance; isoport "
              "solutions can be applied to on-chip, multi-module chip, multi-socket, PCB and "
              "system networks and minimize mistakes during deployment and maintenance; the "
              "linear layout can address implementation medium, ease of deployment, cooling, "
              "repair and maintenance; adaptive non-minimal algorithms can be easily derived from "
              "the minimal scheme; Dragonfly group size is limited by electrical wire range, "
              "co-packaged silicon photonics removes this limitation",
    reason="Judgements of deployment and maintenance effort and statements about packaging "
           "technology (cable reach, photonics): no definition or data to compute against.  The "
           "link counts are decided in lacin.abstract.links_grow, the cabling in "
           "lacin.abstract.cabling and lacin.s2.colours, the deadlock questions in "
           "lacin.s3.nonminimal_deadlock and lacin.s5.adaptive_vc.")
