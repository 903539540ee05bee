"""Claims of paper ``lacin``: Abstract and Section 1, Introduction.

Beivide, Camarero, Martínez, Vallejo, Valero, *LACIN: Linearly Arranged Complete
Interconnection Networks*, IEEE CAL 2025.  The conventions and what is not registered are in ``lacin/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import sympy

from latticegraph.distance import average_distance, diameter, distance_distribution
from latticegraph.topologies.cin import swap
from latticegraph.topologies.dragonfly import mdf
from latticegraph.topologies.hyperx import hyperx

from latticegraph.claims.levels import level_counts, level_sum

from . import claims
from ._common import _all_instances, _build, _Ns, _wired_ports
from ._levels import built_levels, cin_levels

# premises of Section 1 (a CIN of N switches, each joined to every other one by a link) and of
# its well-dimensioned CIN (N edge ports per switch)
_CIN = "Section 1: a CIN of N switches, every pair of switches joined by a link"
_TWO = "Section 1: N >= 2 switches (one switch has no network)"
_WELL = "Section 1: a well-dimensioned CIN, N edge ports (end-points) on every switch"


@claims.instances(
    "lacin.s1.diameter", where="Section 1",
    statement="A CIN has the lowest possible diameter and average distance, both equal to 1",
    params=_all_instances(64, 2), size=lambda family, N: N, premises=(_CIN, _TWO),
    notes="Computed by BFS on the graph the port pairing yields (N >= 2).  Average distance: "
          "over ordered pairs of distinct switches (with the pairs (S, S) included it would be "
          "(N - 1)/N, which the printed 'equal to 1' excludes).  'Lowest possible': any two "
          "distinct switches are at distance >= 1 in any network, with equality for all pairs "
          "only in the complete graph.")
def _(family, N):
    dd = distance_distribution(_build(family, N))
    return (1, Fraction(1)), (diameter(dd), average_distance(dd))


@claims.instances(
    "lacin.s1.network_ports", where="Section 1",
    statement="Each switch has N - 1 network ports to connect to every other switch",
    params=_all_instances(64), size=lambda family, N: N, premises=(_CIN,),
    reading="network ports = ports wired to another switch",
    readings=("lacin.s1.network_ports.reading2",),
    notes="Wired ports per switch (odd Circle has one more, idle, port: see s2.circle.odd and "
          "lacin.s1.network_ports.reading2).")
def _(family, N):
    c = _build(family, N)
    return [N - 1] * N, _wired_ports(c)


@claims.instances(
    "lacin.s1.network_ports.reading2", where="Section 1; Section 2 (P matrix, odd Circle)",
    statement="Each switch has N - 1 network ports to connect to every other switch [counting "
              "every port of the switch, i.e. every column of its P matrix, which Section 2 "
              "gives N - 1 columns]",
    params=_all_instances(64, 2), size=lambda family, N: N, premises=(_CIN, _TWO),
    reading="network ports = all ports of the switch's row of the P matrix, idle ones included",
    readings=("lacin.s1.network_ports",), expect="refuted", erratum="substantive",
    witness={"family": "Circle", "N": 3},
    notes="An inconsistency of the paper: Sections 1 and 2 give every switch N - 1 network ports "
          "(the P matrix has 'N rows and N - 1 columns'), but the odd-N Circle of Section 2, "
          "'obtained from that of the even case (N + 1) by removing the last row', keeps N "
          "columns: 'One port per switch remains idle'.  So an odd Circle switch has N network "
          "ports (radix 2N, not 2N - 1, with N edge ports), and Table 1's 'Any' number of "
          "switches for Circle costs one more port for odd N.  Computed: the ports (columns) of "
          "each switch of the built instance.  Smallest: Circle with N = 3 (printed 2, computed "
          "3); holds for every even N and for Swap and XOR.")
def _(family, N):
    c = _build(family, N)
    return [N - 1] * N, [c.ports] * N


@claims.instances(
    "lacin.s1.radix", where="Section 1", premises=(_CIN, _WELL),
    statement="The switch radix must be, at least, 2N - 1 (N edge ports plus N - 1 network ports)",
    params=_all_instances(64), size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    return 2 * N - 1, N + min(_wired_ports(c))


@claims.symbolic(
    "lacin.s1.endpoints", where="Section 1", premises=(_CIN, _WELL),
    statement="N edge ports on every switch lead to a system with N^2 end-points",
    notes="Proved for every N: the printed form equals the sympy sum over the switches S = "
          "0..N-1 of their counts (N end-points per switch; proofs/lacin/_levels.py).  "
          "The built Swap, Circle and XOR instances agree with the per-switch counts "
          "(lacin.levels.cin) and with the printed value (lacin.s1.endpoints.built).")
def _():
    m = cin_levels(_Ns)
    return _Ns ** 2, level_sum(m["endpoints"])


@claims.instances(
    "lacin.s1.endpoints.built", where="Section 1", premises=(_CIN, _WELL),
    statement="N edge ports on every switch lead to a system with N^2 end-points [built instances]",
    params=_all_instances(64), size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    return N ** 2, c.order * N


@claims.symbolic(
    "lacin.s1.links", where="Section 1", premises=(_CIN,),
    statement="The total number of network links is N(N - 1)/2",
    notes="Proved for every N: the printed form equals the sympy sum over the switches S = "
          "0..N-1 of their counts (N - 1 - S links from switch S to the later ones; proofs/lacin/_levels.py).  "
          "The built Swap, Circle and XOR instances agree with the per-switch counts "
          "(lacin.levels.cin) and with the printed value (lacin.s1.links.built).")
def _():
    m = cin_levels(_Ns)
    return _Ns * (_Ns - 1) / 2, level_sum(m["links"])


@claims.instances(
    "lacin.s1.links.built", where="Section 1", premises=(_CIN,),
    statement="The total number of network links is N(N - 1)/2 [built instances]",
    params=_all_instances(64), size=lambda family, N: N)
def _(family, N):
    return N * (N - 1) // 2, _build(family, N).size


@claims.instances(
    "lacin.levels.cin", where="Sections 1, 2 (definitions)", premises=(_CIN, _WELL),
    statement="A CIN of N switches has, switch by switch, one switch, N end-points and N - 1 - S "
              "links to the later switches [per-switch counts of the built instances]",
    params=_all_instances(64), size=lambda family, N: N,
    notes="The per-switch counts of proofs/lacin/_levels.py that the closed forms of Section 1 "
          "are proved from, against the built port pairing (end-points: N per built switch, "
          "the premise of a well-dimensioned CIN).")
def _(family, N):
    m = {w: level_counts(b)["switch"] for w, b in cin_levels(N).items() if w != "wire_length"}
    b = built_levels(_build(family, N), N)
    return m, {w: b[w] for w in m}


@claims.symbolic(
    "lacin.s1.cost.switches", where="Section 1", premises=(_CIN, _WELL),
    statement="Each end-point requires 1/N switches",
    notes="Proved for every N: the printed form equals the sympy sum over the switches S = "
          "0..N-1 of their counts (one switch and N end-points per switch; proofs/lacin/_levels.py).  "
          "The built Swap, Circle and XOR instances agree with the per-switch counts "
          "(lacin.levels.cin) and with the printed value (lacin.s1.cost.switches.built).")
def _():
    m = cin_levels(_Ns)
    return 1 / _Ns, level_sum(m["switches"]) / level_sum(m["endpoints"])


@claims.instances(
    "lacin.s1.cost.switches.built", where="Section 1", premises=(_CIN, _WELL),
    statement="Each end-point requires 1/N switches [built instances]",
    params=_all_instances(64), size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    return Fraction(1, N), Fraction(c.order, c.order * N)


@claims.symbolic(
    "lacin.s1.cost.links", where="Section 1", premises=(_CIN, _WELL),
    statement="Each end-point requires (N - 1)/2N links",
    notes="Proved for every N: the printed form equals the sympy sum over the switches S = "
          "0..N-1 of their counts (N - 1 - S links at switch S, N end-points per switch; proofs/lacin/_levels.py).  "
          "The built Swap, Circle and XOR instances agree with the per-switch counts "
          "(lacin.levels.cin) and with the printed value (lacin.s1.cost.links.built).  '(N - 1)/2N' read as "
          "(N - 1)/(2N), as in lacin.s1.cost.links.built.")
def _():
    m = cin_levels(_Ns)
    return (_Ns - 1) / (2 * _Ns), level_sum(m["links"]) / level_sum(m["endpoints"])


@claims.instances(
    "lacin.s1.cost.links.built", where="Section 1", premises=(_CIN, _WELL),
    statement="Each end-point requires (N - 1)/2N links [built instances]",
    params=_all_instances(64), size=lambda family, N: N,
    notes="'(N - 1)/2N' read as (N - 1)/(2N), the only reading that 'approaches 1/2 from below' "
          "(left to right, ((N - 1)/2)N would be 28 at N = 8).")
def _(family, N):
    c = _build(family, N)
    return Fraction(N - 1, 2 * N), Fraction(c.size, c.order * N)


@claims.symbolic(
    "lacin.s1.cost.limit", where="Section 1", premises=(_CIN, _WELL),
    statement="The cost in links per end-point approaches 1/2")
def _():
    return sympy.limit((_Ns - 1) / (2 * _Ns), _Ns, sympy.oo), sympy.Rational(1, 2)


@claims.symbolic(
    "lacin.s1.cost.below", where="Section 1", premises=(_CIN, _WELL),
    statement="The cost in links per end-point approaches 1/2 from below",
    notes="sign(1/2 - (N-1)/2N) = sign(1/2N) = 1 for every positive N.")
def _():
    return sympy.sign(sympy.Rational(1, 2) - (_Ns - 1) / (2 * _Ns)), sympy.Integer(1)


@claims.exhaustive(
    "lacin.s1.example8", where="Section 1, Figure 1", premises=(_CIN, _WELL),
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
    parts=("lacin.abstract.cabling.routing",),
    notes="Cabling complexity read as the number of cable types, i.e. distinct pairs of port "
          "indices a link joins: an isoport instance uses one type per port index, Swap "
          "N(N-1)/2 types (every link its own pair).  Computed: the number of types.  From N = 3 "
          "(Swap(2) is isoport: lacin.s2.swap.anisoport).  The same sentence's '... and its "
          "routing' is lacin.abstract.cabling.routing.")
def _(family, N):
    c = _build(family, N)
    types = {tuple(sorted(p)) for p in c.edge_ports().tolist()}
    return (N * (N - 1) // 2 if family == "Swap" else c.ports), len(types)


claims.not_checkable(
    "lacin.abstract.cabling.routing", where="Abstract; Sections 2, 3, Table 1",
    statement="This way of implementing the network [identically indexed ports] reduces the "
              "complexity of its ... routing",
    parts=("lacin.abstract.cabling",),
    reading="against routing tables (an arbitrary anisoport instance, no closed-form port rule)",
    readings=("lacin.abstract.cabling.routing.swap",),
    reason="A hardware cost the paper does not define precisely (lacin.s3.routing_cost).  Read "
           "against the paper's own Table 1 (additional adders and/or comparators with respect "
           "to XOR: Swap 1, Circle 5), the isoport XOR routes more simply than the anisoport "
           "Swap but the isoport Circle does not (decided: lacin.abstract.cabling.routing.swap); "
           "against routing tables (an arbitrary "
           "anisoport instance) both isoport routings are table-free (Section 3).  That every "
           "printed routing rule is right is decided in lacin.s3.xor.route, "
           "lacin.alg2.circle.route and lacin.s3.swap.route(.corrected).")


#: the arithmetic units of the printed port rules (Section 3, Algorithm 2): (adders, comparators
#: against a variable, comparators against the constant N - 1); XOR gates, the parity test and
#: the halving (a shift) are wiring, not units
_ROUTING_UNITS = {
    "XOR": (1, 0, 0),       # i = A xor B - 1: a decrementer
    "Swap": (1, 1, 0),      # i = B if A <= B else B + 1: a comparator and an incrementer
    "Circle": (3, 0, 4),    # T = A + B, T + N - 1, T - N + 1; T = N-1, B = N-1, A = N-1, T < N-1
}
#: ways to count them: every unit; comparisons against the constant N - 1 free (a few gates);
#: one magnitude comparator giving both T = N - 1 and T < N - 1 (Table 1's Circle 5)
_UNIT_COUNTS = {
    "every unit": lambda a, v, c: a + v + c,
    "constant comparisons free": lambda a, v, c: a + v,
    "one magnitude comparator for T": lambda a, v, c: a + v + max(c - 1, 0),
}


@claims.instances(
    "lacin.abstract.cabling.routing.swap", where="Abstract; Section 3, Algorithm 2, Table 1",
    statement="This way of implementing the network [identically indexed ports] reduces the "
              "complexity of its ... routing [against the anisoport Swap, by the number of "
              "adders and comparators of the port rule (Table 1's routing cost)]",
    params={"count": list(_UNIT_COUNTS)}, expect="refuted", erratum="substantive",
    witness={"count": "every unit"},
    premises=("Section 3: the port rules of the CIN instances: Swap i = B_1 (A_1 <= B_1) or "
              "B_1 + 1, XOR i = A_1 xor B_1 - 1, Circle Algorithm 2",),
    reading="routing complexity = adders and comparators of the printed port rule (the measure "
            "of Table 1's routing-cost column), each isoport instance (Circle, XOR) against the "
            "paper's anisoport instance Swap",
    readings=("lacin.abstract.cabling.routing",),
    notes="An inconsistency of the paper: the abstract credits the isoport wiring with simpler "
          "routing, while Section 3 says 'In Circle, it is more complex than in the others' and "
          "Table 1 prints routing costs Swap 1, Circle 5 (beyond XOR).  Computed: the units "
          "of each printed rule (_ROUTING_UNITS: Algorithm 2 has 3 additions and 4 "
          "comparisons, Swap's rule 1 comparison and 1 increment, XOR's 1 decrement), under "
          "three ways of counting; per isoport instance, whether it needs fewer than Swap.  "
          "XOR: always (1 against 2, 2, 2); Circle: never (7, 3, 6 against 2), so the claim "
          "holds for XOR and fails for Circle however the units are counted.  The incrementer "
          "of Swap's printed rule is a decrementer in its corrected form "
          "(lacin.s3.swap.route.corrected): the same count.")
def _(count):
    units = {f: _UNIT_COUNTS[count](*u) for f, u in _ROUTING_UNITS.items()}
    return [True, True], [units["Circle"] < units["Swap"], units["XOR"] < units["Swap"]]


def _link_loads(family: str, N: int, p: int, traffic: str) -> dict:
    """Load of every directed network link of the built CIN (rate 1 = the link's capacity),
    every one of the N p end-points injecting at rate 1 under uniform random traffic, each
    packet routed minimally by the wiring: from switch A through the port of A wired to the
    destination switch B.  ``traffic``: the destinations a source spreads its rate over,
    ``"all"`` (every end-point, itself included), ``"others"`` (every other end-point) or
    ``"remote"`` (the end-points of the other switches).  The end-point pairs are enumerated
    one by one for N p <= 64, else counted per pair of switches (p * p pairs each)."""
    table = _build(family, N).port_table()
    dests = {"all": N * p, "others": N * p - 1, "remote": (N - 1) * p}[traffic]
    loads: dict = {}
    if N * p <= 64:
        for a in range(N * p):
            for b in range(N * p):
                A, B = a // p, b // p
                if A != B:
                    link = (A, int(table[A, B]))
                    loads[link] = loads.get(link, 0) + Fraction(1, dests)
    else:
        for A in range(N):
            for B in range(N):
                if A != B:
                    link = (A, int(table[A, B]))
                    loads[link] = loads.get(link, 0) + Fraction(p * p, dests)
    return loads


def _full_rate_ports(family: str, N: int, traffic: str) -> int:
    """The largest p in 1..2N with every link within capacity (0 if none)."""
    return max((p for p in range(1, 2 * N + 1)
                if max(_link_loads(family, N, p, traffic).values()) <= 1), default=0)


@claims.instances(
    "lacin.s1.well_dimensioned", where="Section 1",
    statement="A well-dimensioned CIN, in which every end-point can inject data at full rate under "
              "uniform random traffic, requires N edge ports on every switch",
    params=_all_instances(16, 2), size=lambda family, N: N, premises=(_CIN, _TWO),
    reading="uniform random traffic: destinations uniform over all N p end-points, the source "
            "itself included",
    readings=("lacin.s1.well_dimensioned.reading2",),
    notes="Every end-point sends at rate 1 (a link's capacity), spread evenly over all N p "
          "end-points (own switch included); minimal routing, one hop through the wired port.  "
          "Computed on the built CIN: the load of every directed link, routing every pair of "
          "end-points (_link_loads), and the largest p in 1..2N keeping every link within "
          "capacity; the load is p / N, so that p is N.  No routing does better: every unit "
          "crossing switches uses at least one of the N(N - 1) directed links, so "
          "p (N - 1) <= N(N - 1).  The readings excluding the source, or its switch, are "
          "lacin.s1.well_dimensioned.reading2.")
def _(family, N):
    return N, _full_rate_ports(family, N, "all")


@claims.instances(
    "lacin.s1.well_dimensioned.reading2", where="Section 1",
    statement="A well-dimensioned CIN, in which every end-point can inject data at full rate under "
              "uniform random traffic, requires N edge ports on every switch",
    params=lambda: ({"family": f, "N": n, "traffic": t} for t in ("others", "remote")
                    for n in range(2, 9) for f in ("Swap", "Circle", "XOR")
                    if f != "XOR" or n & (n - 1) == 0),
    size=lambda family, N, traffic: N, premises=(_CIN, _TWO),
    reading="uniform random traffic: destinations uniform over the other end-points "
            "('others': N p - 1 of them) or over the end-points of the other switches "
            "('remote': (N - 1) p)",
    readings=("lacin.s1.well_dimensioned",), expect="refuted", erratum="substantive",
    witness={"family": "Swap", "N": 2, "traffic": "others"},
    notes="Link loads computed on the built CIN as in lacin.s1.well_dimensioned.  With the "
          "source excluded a link carries p^2 / (N p - 1), so p = N overloads it by a factor "
          "N^2 / (N^2 - 1) (N = 8: 64/63) and the largest full-rate p is N - 1; with the "
          "source's switch excluded the load is p / (N - 1) and again p = N - 1.  Smallest: "
          "N = 2 (printed 2, computed 1).  The overload vanishes as N grows: the printed N is "
          "right asymptotically under every reading.")
def _(family, N, traffic):
    return N, _full_rate_ports(family, N, traffic)


@claims.instances(
    "lacin.s1.radix_bounds_size", where="Section 1", premises=(_CIN, _WELL),
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
