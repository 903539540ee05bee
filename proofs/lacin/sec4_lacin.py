"""Claims of paper ``lacin``: Section 4, LACIN: Linear Arranged CIN (and Table 1).

Beivide, Camarero, Martínez, Vallejo, Valero, *LACIN: Linearly Arranged Complete
Interconnection Networks*, IEEE CAL 2025.  The conventions and what is not registered are in ``lacin/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import networkx as nx
import numpy as np
import sympy

from latticegraph.claims.model import computed, param, text
from latticegraph.topologies.cin import (CIN, arc_polyline, circle, circle_sides, column_arcs,
    crossings_per_factor, interleaving_pairs, lacin_total_length, pairing_report,
    polyline_crossings, sqrt_sum_sign, swap, swap_wire_profile, total_wire_length, wire_profile,
    wires, xor)

from latticegraph.claims.levels import level_counts, level_sum, presburger_count_equals

from . import claims
from ._common import _all_instances, _build, _isoport_instances, _Ns, _swap_raw, _wired_ports
from ._levels import built_levels, cin_levels, wires_of_length

# premises of Section 4: the linear layout, and Circle's 1-factors
_LAYOUT = ("Section 4: switches on a line (switch S at height S), port i of every switch at "
           "horizontal offset i, 'distances between switches and ports are similar' (unit)")
_ISO = "Section 4: LACIN is an isoport CIN instance (Circle or XOR) so arranged"
_FACTORS = "Section 4: Circle, N even, 1-factor i = port column i, 0 <= i <= N - 2"
_XOR4 = "Section 4: XOR LACIN, N = 2^n, each column's wires drawn on one side (the simple drawings)"


@claims.instances(
    "lacin.s4.straight", where="Section 4",
    premises=(_LAYOUT, _ISO),
    statement="Coming LACIN from an isoport CIN instance, all its ports are connected within "
              "columns: straight links between switches",
    params=_isoport_instances(128), size=lambda family, N: N, parts=("lacin.s4.minimal",),
    notes="Computed: the horizontal extent of every wire of the built layout.  The sentence "
          "goes on '... which reduces their total length compared to any other 1D "
          "implementation': lacin.s4.minimal.")
def _(family, N):
    w = wires(_build(family, N))
    return 0, int(np.abs(w[:, 3] - w[:, 1]).sum()) if len(w) else 0


@claims.symbolic(
    "lacin.s4.w_wires", where="Section 4",
    premises=(_LAYOUT, _ISO),
    statement="LACIN needs w wires of length N - w, with 1 <= w <= N - 1",
    notes="Proved for every N and every 1 <= w <= N - 1: a LACIN wire joins S < T straight "
          "(isoport), length T - S, so the wires of length N - w are S -- S + N - w for "
          "S = 0..w-1; their number, summed with sympy (proofs/lacin/_levels.py), is w.  The "
          "built Circle and XOR layouts have exactly these wires (lacin.s4.w_wires.built).")
def _():
    return _w, level_sum(wires_of_length(_Ns, _Ns - _w))


@claims.instances(
    "lacin.s4.w_wires.built", where="Section 4",
    premises=(_LAYOUT, _ISO),
    statement="LACIN needs w wires of length N - w, with 1 <= w <= N - 1 [built layouts: wires "
              "by (vertical, horizontal) length]",
    params=_isoport_instances(128), size=lambda family, N: N)
def _(family, N):
    prof = wire_profile(_build(family, N))
    return {(N - w, 0): w for w in range(1, N)}, dict(prof)


@claims.instances(
    "lacin.s4.max_length", where="Section 4",
    statement="LACIN requires wires of different lengths, up to the number of network ports "
              "per switch",
    params=_isoport_instances(128), size=lambda family, N: N, premises=(_LAYOUT, _ISO),
    notes="'Up to' read as: every length from 1 to the number of network ports per switch "
          "occurs, counting the ports wired to another switch (N - 1).  Computed on the built "
          "layout: the distinct vertical lengths, against 1 .. the wired ports of its switches.  "
          "The odd-N Circle keeps one idle port more (N ports), so there its longest wire is one "
          "shorter than its ports (lacin.s1.network_ports.reading2).")
def _(family, N):
    c = _build(family, N)
    lengths = sorted({dy for dy, _ in wire_profile(c)})
    return list(range(1, max(_wired_ports(c)) + 1)), lengths


_k = sympy.Symbol("k", positive=True, integer=True)


_w = sympy.Symbol("w", positive=True, integer=True)


@claims.symbolic(
    "lacin.s4.total.closed_form", where="Section 4",
    statement="w wires of length N - w (1 <= w <= N - 1) result in a total wire length of "
              "(N^3 - N)/6")
def _():
    return sympy.summation(_w * (_Ns - _w), (_w, 1, _Ns - 1)), (_Ns ** 3 - _Ns) / 6


@claims.symbolic(
    "lacin.s4.total.summed", where="Section 4",
    premises=(_LAYOUT, _ISO),
    statement="The total wire length of a LACIN is (N^3 - N)/6 (summing its wires)",
    notes="Proved for every N: Σ_S Σ_{T>S} (T - S), the straight wire S -- T of an isoport "
          "layout having length T - S (proofs/lacin/_levels.py), summed with sympy.  The built "
          "Circle and XOR layouts agree switch by switch and in total "
          "(lacin.s4.total.summed.built); lacin.s4.total.closed_form is the paper's own "
          "route through lacin.s4.w_wires.")
def _():
    return (_Ns ** 3 - _Ns) / 6, level_sum(cin_levels(_Ns)["wire_length"])


@claims.instances(
    "lacin.s4.total.summed.built", where="Section 4",
    premises=(_LAYOUT, _ISO),
    statement="The total wire length of a LACIN is (N^3 - N)/6 (summing its wires) [built "
              "layouts, and the length of the wires from each switch S to the later ones]",
    params=_isoport_instances(128), size=lambda family, N: N,
    notes="Per switch: the model's Σ_{T>S} (T - S) against the vertical lengths of the built "
          "wires from S (horizontal length 0: lacin.s4.straight).")
def _(family, N):
    c = _build(family, N)
    w = wires(c)
    return ((Fraction(N ** 3 - N, 6), level_counts(cin_levels(N)["wire_length"])["switch"]),
            (int((w[:, 2] - w[:, 0]).sum()) if len(w) else 0,
             built_levels(c, N)["wire_length"]))


def _all_pairings(n: int):
    """Every CIN instance on n switches: each switch assigns its neighbours to its n-1 ports."""
    others = [[t for t in range(n) if t != s] for s in range(n)]
    for perms in itertools.product(*(itertools.permutations(o) for o in others)):
        port = [{t: i for i, t in enumerate(p)} for p in perms]
        yield [(s, port[s][t], t, port[t][s]) for s in range(n) for t in range(s + 1, n)]


@claims.instances(
    "lacin.s4.minimal", where="Section 4, Section 6",
    premises=(_LAYOUT,),
    statement="Straight LACIN links reduce the total length compared to any other 1D "
              "implementation: LACIN minimizes the wiring of any linear CIN",
    params={"N": [2, 3, 4]}, size=lambda N: N ** N, parts=("lacin.s4.straight",),
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


@claims.symbolic(
    "lacin.s4.swap.geometry", where="Section 4",
    premises=(_LAYOUT, "Section 4: Swap, Euclidean (oblique) cables",
              "Section 2: Swap's rule, port P[S,i] paired to P[i+1,S] when S <= i, to "
              "P[i,S-1] when S > i (lacin.s2.swap.pairing)"),
    statement="With Swap, links with a vertical length of k have a horizontal length of k - 1",
    notes="Proved for every N, S, i: by Swap's rule the link at port i of switch S goes to "
          "switch i + 1 port S (S <= i: vertical i + 1 - S, horizontal i - S) or to switch i "
          "port S - 1 (S > i: vertical S - i, horizontal S - 1 - i); in both branches "
          "horizontal - (vertical - 1) simplifies to 0 (sympy).  The built Swap layouts agree "
          "(lacin.s4.swap.geometry.built).")
def _():
    S, i = sympy.symbols("S i", integer=True, nonnegative=True)
    low = (i - S) - ((i + 1 - S) - 1)             # S <= i
    high = ((S - 1) - i) - ((S - i) - 1)          # S > i
    return (0, 0), (sympy.simplify(low), sympy.simplify(high))


@claims.instances(
    "lacin.s4.swap.geometry.built", where="Section 4",
    premises=(_LAYOUT, "Section 4: Swap, Euclidean (oblique) cables"),
    statement="With Swap, links with a vertical length of k have a horizontal length of k - 1 "
              "[built layouts: wires by (vertical, horizontal) length]",
    params={"N": list(range(1, 65)) + [128, 256, 512, 1000]}, size=lambda N: N)
def _(N):
    return dict(swap_wire_profile(N)), dict(wire_profile(swap(N)))


def _swap_ratio_terms(n: int):
    """``Σ (N-k) sqrt(k² + (k-1)²)`` as (coefficient, radicand) terms."""
    return [(n - k, k * k + (k - 1) ** 2) for k in range(1, n)]


@claims.instances(
    "lacin.s4.swap.below_sqrt2", where="Section 4, Table 1",
    premises=(_LAYOUT, "Section 4: Swap, Euclidean (oblique) cables"),
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
    premises=(_LAYOUT, "Section 4: Swap, Euclidean (oblique) cables"),
    statement="The total Swap length is approximately sqrt 2 = 1.41 times the total length of a "
              "LACIN (total asymptotic wire length normalized to minimum: sqrt 2)",
    notes="Squeeze: sqrt(2)k - 1/sqrt(2) <= sqrt(k^2 + (k-1)^2) <= sqrt(2)k for k >= 1 (the squares "
          "differ by -1/2 and 2k - 1); both bounding sums over (N-k) wires, divided by (N^3-N)/6, "
          "tend to sqrt 2 (sympy limit).  Returns NaN if a bound or the two limits disagree.  "
          "The profile (N - k wires of vertical length k and horizontal length k - 1) holds for "
          "every N: the Swap link of switches S < T joins port T - 1 of S to port S of T, so "
          "its horizontal extent is T - 1 - S (lacin.s4.swap.geometry checks it on instances).",
    reading="asymptotic: the limit of the ratio as N grows (Table 1's footnote)",
    readings=("lacin.table1.swap.sqrt2.reading2",))
def _():
    return _swap_limit(), sympy.sqrt(2)


def _two_decimals(terms, M: int) -> str:
    """``Σ c·sqrt(m) / M`` rounded to two decimals, decided exactly (sqrt_sum_sign)."""
    guess = round(100 * sum(c * float(m) ** 0.5 for c, m in terms) / M)  # float: a guess only
    for d in (guess - 1, guess, guess + 1):
        # d - 1/2 <= 100 Σ / M < d + 1/2
        if (sqrt_sum_sign([(200 * c, m) for c, m in terms] + [(-(2 * d - 1) * M, 1)]) >= 0
                and sqrt_sum_sign([(200 * c, m) for c, m in terms] + [(-(2 * d + 1) * M, 1)]) < 0):
            return f"{d // 100}.{d % 100:02d}"
    raise ArithmeticError("rounding not decided")


@claims.instances(
    "lacin.table1.swap.sqrt2.reading2", where="Section 4",
    statement="Thus, the total length [of Swap] is approximately sqrt 2 = 1.41 times the total "
              "length of a LACIN",
    params={"N": list(range(2, 33)) + [64, 128, 226, 227, 256, 512]}, size=lambda N: N,
    premises=(_LAYOUT, "Section 4: Swap, Euclidean (oblique) cables"),
    reading="at a given size N: the ratio of the two totals is 1.41 to the two printed decimals",
    readings=("lacin.table1.swap.sqrt2",), expect="refuted", erratum="substantive",
    witness={"N": 2},
    notes="Section 4's sentence does not say 'asymptotically' (Table 1's footnote does: "
          "lacin.table1.swap.sqrt2, proved).  Computed on the built Swap layout: its wires' "
          "Euclidean lengths summed exactly, over the LACIN total (N^3 - N)/6, rounded to two "
          "decimals.  The ratio stays well below 1.41 at the paper's sizes: N = 8 (Figure 2) "
          "1.22, N = 16 (Section 5) 1.30, N = 64 1.38; it first rounds to 1.41 at N = 227 "
          "(a radix above 450 with N edge ports).  Smallest: N = 2, where Swap is isoport "
          "(ratio 1.00).")
def _(N):
    terms = [(cnt, dy * dy + dx * dx) for (dy, dx), cnt in wire_profile(swap(N)).items()]
    return "1.41", _two_decimals(terms, lacin_total_length(N))


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
    premises=(_LAYOUT, _ISO),
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
    premises=(_LAYOUT, _ISO),
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
    premises=(_LAYOUT, _FACTORS),
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
    params={"N": range(2, 129, 2)}, size=lambda N: N, premises=(_LAYOUT, _FACTORS),
    reading="parallel = pairwise non-crossing in the linear (LACIN) drawing, arcs on one side",
    readings=("lacin.s4.circle.parallel.reading2",),
    notes="Per 1-factor (one-sided drawing): the links not touching N - 1 number at least "
          "N/2 - 1 (exactly that many) and do not cross one another.  Read with Figure 1's "
          "circular drawing, where 'parallel' is geometric, the statement fails: "
          "lacin.s4.circle.parallel.reading2.")
def _(N):
    c = circle(N)
    par, among = [], []
    for i in range(N - 1):
        arcs = column_arcs(c, i)
        p = arcs[arcs[:, 1] != N - 1]
        par.append(len(p) >= N // 2 - 1)
        among.append(interleaving_pairs(p))
    return ([True] * (N - 1), [0] * (N - 1)), (par, among)


def _ngon_parallel_family(N: int, i: int) -> int:
    """Largest set of mutually parallel links among the links of Circle's 1-factor i other
    than i -- N - 1, in Figure 1's drawing: switch k at angle 2 pi k / N on a circle (label
    order, so that N - 1 neighbours 0 and N - 2).  The chord {a, b} is perpendicular to the
    direction of angle pi (a + b) / N, so two chords are parallel iff a + b = c + d (mod N)."""
    sums: dict[int, int] = {}
    for a, b in column_arcs(circle(N), i).tolist():
        if b != N - 1:
            sums[(a + b) % N] = sums.get((a + b) % N, 0) + 1
    return max(sums.values(), default=0)


@claims.instances(
    "lacin.s4.circle.parallel.reading2", where="Section 4, Figure 1",
    statement="Any 1-factor is composed of, at least, (N/2) - 1 parallel links that can be crossed "
              "by the single link that connects nodes i and N - 1",
    params={"N": range(4, 33, 2)}, size=lambda N: N, premises=(_FACTORS,),
    reading="parallel = geometrically parallel chords in Figure 1's circular drawing (switches "
            "in label order on a regular N-gon; 'nodes 0 and 6 are neighbours of node 7 in "
            "Figure 1')",
    readings=("lacin.s4.circle.parallel",), expect="refuted", erratum="substantive",
    witness={"N": 6},
    notes="The paper's examples hold in this drawing (N = 8: i = 3 has three parallel chords "
          "crossed by the diameter 3 -- 7; in i = 0 and i = 6 all four chords are parallel), "
          "but the general statement does not: the links of factor i other than i -- N - 1 "
          "are {a, b} with a + b = 2i or 2i + N - 1, two directions unless one family is "
          "empty (i = 0, N/2 - 1, N - 2).  Computed: per factor, the largest family of "
          "mutually parallel chords (_ngon_parallel_family) against N/2 - 1.  Smallest: N = 6, "
          "i = 1 ({0, 2} and {3, 4}: 1 < 2); N = 8: i = 1, 2, 4, 5 have 2 < 3.  The crossing "
          "counts are the same in both drawings (chords cross iff their ends interleave).")
def _(N):
    return [True] * (N - 1), [_ngon_parallel_family(N, i) >= N // 2 - 1 for i in range(N - 1)]


#: Circle's 1-factor i (Algorithm 2: a + b = 2i mod N - 1, and i -- N - 1), N = 2h: the links
#: {a, b}, a < b <= N - 2, that the link i -- N - 1 crosses in the one-sided drawing (their
#: ends interleave: a < i < b), as a Presburger set in the parameters h, i
_CIRCLE_CROSSED = ("[h, i] -> { [a, b] : h >= 1 and 0 <= i <= 2h - 2 and 0 <= a < i < b <= 2h - 2 "
                   "and (a + b = 2i or a + b = 2i + 2h - 1 or a + b = 2i - 2h + 1) }")
_CIRCLE_PRINTED = ("[h, i] -> { i : h >= 1 and 0 <= i <= h - 1; "
                   "2h - 2 - i : h >= 1 and h <= i <= 2h - 2 }")


@claims.symbolic(
    "lacin.s4.circle.crossings", where="Section 4",
    premises=(_LAYOUT, _FACTORS),
    statement="For the 1-factor i, the possible crossing link traverses i parallel links when "
              "0 <= i <= (N/2) - 1, and N - 2 - i parallel links when N/2 <= i <= N - 2",
    notes="Proved for every even N = 2h and every i: the links of factor i that i -- N - 1 "
          "crosses form the Presburger set _CIRCLE_CROSSED (Algorithm 2's rule a + b = 2i mod "
          "N - 1; crossing = interleaving ends), whose number of points, counted by Barvinok's "
          "algorithm (islpy-barvinok) as a piecewise quasi-polynomial in (h, i), equals the "
          "printed i / N - 2 - i on every piece.  The built Circle drawings agree for N <= 128 "
          "(lacin.s4.circle.crossings.built).")
def _():
    return True, presburger_count_equals(_CIRCLE_CROSSED, _CIRCLE_PRINTED)


@claims.instances(
    "lacin.s4.circle.crossings.built", where="Section 4",
    premises=(_LAYOUT, _FACTORS),
    statement="For the 1-factor i, the possible crossing link traverses i parallel links when "
              "0 <= i <= (N/2) - 1, and N - 2 - i parallel links when N/2 <= i <= N - 2 "
              "[built drawings: crossings per port column]",
    params={"N": range(2, 129, 2)}, size=lambda N: N)
def _(N):
    printed = [i if i <= N // 2 - 1 else N - 2 - i for i in range(N - 1)]
    return printed, crossings_per_factor(circle(N))


@claims.instances(
    "lacin.s4.circle.all_some_none", where="Section 4",
    premises=(_LAYOUT, _FACTORS),
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
    premises=(_LAYOUT, _FACTORS),
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
    premises=(_LAYOUT, _XOR4),
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
    premises=(_LAYOUT, _XOR4),
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
