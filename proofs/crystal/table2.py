"""Claims of paper ``crystal``: Table 2 (Section 4.2): the hybrid 4D graphs.

Camarero, Martínez, Beivide, *Symmetric Interconnection Networks from Cubic Crystal
Lattices*.  The conventions, the errata and what is not registered are in
``crystal/__init__.py``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import sympy as sp

from latticegraph import intmat
from latticegraph.specs import graph

from . import claims
from ._common import (_BCC4, _boxplus_symbolic, _cert, _diam, _FCC4, _H_SYM, _LIP, _T2, _t2spec,
    _total, A)


#: premises of Table 2 (Section 4.2), recorded on each claim
_SIDE = ("Section 4.2 / Table 2: the side a is a positive integer (Sections 3-4 build the graphs "
         "for every integer a; no parity condition is stated, and Section 7 says the results "
         "'remain valid for any other network size')")
_AVERAGE = "Section 3.4's convention: the average distance is over the N - 1 other vertices"
_APPROX = ("Table 2 prints '≈ c·a' like Table 1, whose c are the exact limits lim k̄(a)/a "
           "(0.75, 0.875, 1.09375: crystal.table1.avgdist.*)")

#: why one residue class decides the limit (recorded in the notes of the avgdist claims)
_ONE_CLASS = ("Every Table 2 generator is a·M0, so d_a(v) = min over λ in aM0·Z^n of |v + λ|_1 = "
              "a·f(v/a) with f(y) = min over μ in M0·Z^n of |y + μ|_1, exactly; k̄(a)/a is then a "
              "Riemann sum of f over the torus R^n/M0·Z^n at mesh 1/a, whose limit (the mean of "
              "f) is one number for every residue class of a: the class r = 1 decides it "
              "(the even classes give the same leading coefficients: "
              "crystal.derived.avgdist.*).")

# exact diameters found (corrections), per parity: (even a, odd a)
_T2_DIAM = {
    "fcc4": ("2a", lambda a: 2 * a, "2a-1", lambda a: 2 * a - 1),
    "lip": ("3a", lambda a: 3 * a, "3a-1", lambda a: 3 * a - 1),
    "pcbcc": ("5a/2", lambda a: 5 * a // 2, "(5a-1)/2", lambda a: (5 * a - 1) // 2),
    "pcfcc": ("7a/2", lambda a: 7 * a // 2, "(7a-1)/2", lambda a: (7 * a - 1) // 2),
    "bccfcc": ("5a/2", lambda a: 5 * a // 2, "(5a-3)/2", lambda a: (5 * a - 3) // 2),
}


# rows whose printed diameter is not an integer at odd a (2.5a, 3.5a): the floor reading,
# and whether it fails
_T2_FLOOR = {"pcbcc": False, "pcfcc": False, "bccfcc": True}


# exact limits lim k̄/a found by the interpolation
_T2_LIMIT = {"t2rtt": Fraction(7, 6), "fcc4": Fraction(11, 10), "bcc4": Fraction(23, 15),
             "lip": Fraction(649, 360), "pcbcc": Fraction(51, 32), "pcfcc": Fraction(15, 8),
             "bccfcc": Fraction(243, 160)}


# period of k̄(a)'s quasi-polynomial (crystal.derived.avgdist.*): parity, Lip 6
_T2_PERIOD = {k: (6 if k == "lip" else 2) for k in _T2_LIMIT}


#: Table 2's generators with symbolic a
_T2_MATRIX = {
    "t2rtt": lambda: _boxplus_symbolic(_H_SYM["T2"], _H_SYM["RTT"]),
    "fcc4": lambda: sp.Matrix(_FCC4), "bcc4": lambda: sp.Matrix(_BCC4),
    "lip": lambda: sp.Matrix(_LIP),
    "pcbcc": lambda: _boxplus_symbolic(_H_SYM["PC2"], _H_SYM["BCC"]),
    "pcfcc": lambda: _boxplus_symbolic(_H_SYM["PC2"], _H_SYM["FCC"]),
    "bccfcc": lambda: _boxplus_symbolic(_H_SYM["BCC"], _H_SYM["FCC"]),
}


def _fit_limit(key: str, r: int):
    """lim k̄(a)/a for a ≡ r (mod the period, _T2_PERIOD): interpolate the total distance
    (degree dim+1) through dim+2 points of the residue class, confirm on one more (see
    _leading_coefficient)."""
    _, _, dim, coeff, *_ = _T2[key]
    pts = [r + _T2_PERIOD[key] * k for k in range(dim + 3)]
    W = [_total(_t2spec(key, a)) for a in pts]
    x = sp.Symbol("x")
    poly = sp.interpolate(list(zip(pts[:-1], W[:-1])), x)
    if poly.subs(x, pts[-1]) != W[-1]:
        return ("not a polynomial on this residue class", r)
    lead = sp.Poly(poly, x).coeff_monomial(x ** (dim + 1))
    return Fraction(int(sp.numer(lead)), int(sp.denom(lead))) / coeff


def _round_to(x: Fraction, digits: int) -> Fraction:
    q = Fraction(10) ** digits
    return Fraction(math.floor(x * q + Fraction(1, 2))) / q


for _k in _T2:
    def _make_t2(key=_k):
        name, tmpl, dim, coeff, proj, dtxt, dval, avg = _T2[key]

        @claims.symbolic(f"crystal.table2.order.{key}", where="Table 2",
                         statement=f"{name} has dimension {dim} and order {coeff}a^{dim}",
                         notes="The generator with symbolic a (crystal._T2_MATRIX: the "
                               "printed 4D matrices, Theorem 24's ⊞ on symbolic Hermite "
                               "forms for the hybrids): its size and |det|.  Also checked: "
                               "the graphs the other Table 2 claims build at a = 1..3 have "
                               "these Hermite forms (the ⊞ results are in Hermite form).",
                         premises=(_SIDE,))
        def _():
            M = _T2_MATRIX[key]()
            same = all(graph(_t2spec(key, a)).hnf == intmat.hermite_tuple(M.subs(A, a).tolist())
                       for a in (1, 2, 3))
            return (sp.Integer(M.rows), sp.Integer(int(same)) * abs(M.det())), \
                (sp.Integer(dim), coeff * A ** dim)

        @claims.instances(f"crystal.table2.projection.{key}", where="Table 2",
                          statement=f"{name} has projection {proj}",
                          params={"a": range(1, 5)},
                          size=lambda a: coeff * a**dim,
                          notes="'vary': the projections over e_1..e_n are not all "
                                "isomorphic (pynauty).  A named projection: the projection "
                                "over e_n equals it (Hermite forms), and for the symmetric "
                                "rows every projection is isomorphic to it.  Every generator is "
                                "a·M0, so a projection's lattice is a times that at a = 1: a "
                                "named projection holding at a = 1 holds for every a; 'vary' "
                                "holds for every a where the orders differ (t2rtt, pcbcc, "
                                "pcfcc), bccfcc's (equal orders) on the range checked.",
                          premises=(_SIDE,))
        def _(a):
            g = graph(_t2spec(key, a))
            certs = {_cert(g.projection(i)) for i in range(1, g.dimension + 1)}
            if proj == "vary":
                return True, len(certs) > 1
            target = graph(proj.replace("2a", str(2 * a)).replace("a", str(a)))
            return (target.hnf, {_cert(target)}), (g.projection().hnf, certs)

        fails = key in _T2_DIAM
        note = ("Printed as a function of a with no parity condition.  "
                + (f"Holds for even a only; refuted at a = 1 (printed {dval(1)}, computed "
                   f"{_T2_DIAM[key][3](1)}); corrected per parity by "
                   f"crystal.table2.diameter.{key}.corrected." if fails else ""))

        others = ((f"crystal.table2.diameter.{key}.corrected",) if fails else ()) + \
            ((f"crystal.table2.diameter.{key}.reading_floor",) if key in _T2_FLOOR else ())

        @claims.instances(f"crystal.table2.diameter.{key}", where="Table 2",
                          statement=f"{name} has diameter {dtxt}",
                          params={"a": range(1, 13)}, size=lambda a: coeff * a**dim,
                          expect="refuted" if fails else "verified", notes=note,
                          premises=(_SIDE,),
                          reading=("the exact diameter at every a >= 1, as printed (Table 1 "
                                   "prints its diameters as exact floor forms); the even-a "
                                   "reading is the even part of the corrected claim"
                                   if others else ""),
                          readings=others,
                          **({"erratum": "substantive", "witness": {"a": 1}} if fails else {}))
        def _(a):
            return dval(a), Fraction(_diam(_t2spec(key, a)))

        if fails:
            ev, evf, od, odf = _T2_DIAM[key]

            @claims.instances(f"crystal.table2.diameter.{key}.corrected",
                              where="Table 2 (corrected)",
                              statement=f"{name} has diameter {ev} for even a and {od} for "
                                        "odd a",
                              params={"a": range(1, 13)}, size=lambda a: coeff * a**dim,
                              corrects=f"crystal.table2.diameter.{key}", premises=(_SIDE,))
            def _(a):
                return (evf(a) if a % 2 == 0 else odf(a)), _diam(_t2spec(key, a))

        if key in _T2_FLOOR:
            ffails = _T2_FLOOR[key]

            @claims.instances(
                f"crystal.table2.diameter.{key}.reading_floor", where="Table 2",
                statement=f"{name} has diameter ⌊{dtxt}⌋",
                params={"a": range(1, 13)}, size=lambda a: coeff * a**dim,
                premises=(_SIDE,),
                reading=f"the non-integer {dtxt} (odd a) read as its floor, as Table 1 writes "
                        "⌊3a/2⌋, ⌊5a/2⌋",
                readings=(f"crystal.table2.diameter.{key}",
                          f"crystal.table2.diameter.{key}.corrected"),
                notes="Printed: floor of the printed value; computed: the diameter (BFS).  "
                      + ("Fails at every odd a: the diameter is ⌊5a/2⌋ - 1 there "
                         "(crystal.table2.diameter.bccfcc.corrected)." if ffails else
                         "Holds on every a checked: the floor is the corrected form."),
                **({"expect": "refuted", "erratum": "substantive", "witness": {"a": 1}}
                   if ffails else {}))
            def _(a):
                return math.floor(dval(a)), _diam(_t2spec(key, a))

        digits = len(avg.split(".")[1])
        limit, period = _T2_LIMIT[key], _T2_PERIOD[key]
        residues = list(range(1, period + 1))

        @claims.instances(
            f"crystal.table2.avgdist.{key}", where="Table 2",
            statement=f"{name} has average distance ≈ {avg}a",
            params={"r": residues},
            size=lambda r: coeff * (r + period * (dim + 2)) ** dim,
            expect="refuted", erratum="substantive", witness={"r": 1},
            premises=(_SIDE, _AVERAGE, _APPROX),
            reading="c is the exact limit lim k̄(a)/a, to the printed digits (Table 1's "
                    "convention)",
            readings=("crystal.table2.avgdist.reading_value",
                      "crystal.table2.avgdist.reading_fit"),
            notes="'≈ c·a' read as lim k̄(a)/a = c at the printed precision: the exact "
                  f"limit, from the interpolated total distance on each residue class r mod "
                  f"{period} (confirmed on a held-out point), rounded to the printed number "
                  f"of decimals.  The exact limit is {limit} = {float(limit):.6f}, not "
                  f"{avg}; the printed decimal is not k̄(a)/a for any small a either.  "
                  + ("Session 1 read Lip's row as k̄(a)/a for a <= 12 (no period <= 4 "
                     "fits); the period is 6 (crystal.derived.avgdist.lip).  "
                     if key == "lip" else "")
                  + f"Corrected: crystal.table2.avgdist.{key}.corrected.  Other readings: "
                  "c = k̄(a)/a at some a is impossible (by the exact forms of "
                  "crystal.derived.avgdist.*, k̄(a)/a >= 1.1588 > 1.14877 for T(2a,2a) ⊞ "
                  "RTT(a), and k̄(a)/a stays below the limit, itself below the printed "
                  "value, for the other rows); c as the "
                  "slope of an affine least-squares fit of k̄(a) over a finite range of a "
                  "reproduces the printed values to about 1e-4 on some short ranges (e.g. "
                  "4D-FCC, a = 2..19: 1.10396; Lip, a = 2..10: 1.81499), a plausible origin "
                  "of the numbers, but the range is not printed and the slope is no property "
                  "of the graphs, so that reading is not decided.  " + _ONE_CLASS)
        def _(r):
            lc = _fit_limit(key, r)
            return Fraction(avg), _round_to(lc, digits) if isinstance(lc, Fraction) else lc

        @claims.instances(
            f"crystal.table2.avgdist.{key}.corrected", where="Table 2 (corrected)",
            statement=f"{name} has average distance k̄(a) with lim k̄(a)/a = {limit}",
            params={"r": residues},
            size=lambda r: coeff * (r + period * (dim + 2)) ** dim,
            corrects=f"crystal.table2.avgdist.{key}", premises=(_SIDE, _AVERAGE),
            notes=_ONE_CLASS)
        def _(r):
            return limit, _fit_limit(key, r)
    _make_t2()


#: the largest a at which the value reading is checked (order <= 50,000 vertices)
_VALUE_AMAX = {k: max(a for a in range(1, 60) if _T2[k][3] * a ** _T2[k][2] <= 50_000)
               for k in _T2}


@claims.instances(
    "crystal.table2.avgdist.reading_value", where="Table 2",
    statement="Each printed c of Table 2's Average Distance column ('≈ c·a') is k̄(a)/a, at "
              "its printed digits, for some a (a <= the largest a of at most 50,000 vertices)",
    params={"row": list(_T2)}, size=lambda row: 50_000,
    expect="refuted", erratum="substantive", witness={"row": "t2rtt"},
    premises=(_SIDE, _AVERAGE),
    reading="c is the value k̄(a)/a at some particular a",
    readings=("crystal.table2.avgdist.t2rtt", "crystal.table2.avgdist.reading_fit"),
    notes="Printed: True (some a matches); computed: whether k̄(a)/a, rounded to the printed "
          "number of decimals, equals c for some a = 1..a_max (a_max: 23 for T(2a,2a) ⊞ "
          "RTT(a), 12 for 4D-FCC, 8 for 4D-BCC, 7 for Lip, 8 for PC(2a) ⊞ BCC(a), 5 for PC(2a) "
          "⊞ FCC(a), 6 for BCC(a) ⊞ FCC(a)); k̄ from the distance distribution of the built "
          "graph.  None matches.  Beyond a_max the exact forms (crystal.derived.avgdist.*) keep "
          "k̄(a)/a >= 1.1588 for T(2a,2a) ⊞ RTT(a) and below the limit (below the printed c) "
          "for the other rows, so no a matches.")
def _(row):
    digits = len(_T2[row][7].split(".")[1])
    c = Fraction(_T2[row][7])
    hits = [a for a in range(1, _VALUE_AMAX[row] + 1)
            if _round_to(Fraction(_total(_t2spec(row, a)),
                                  _T2[row][3] * a ** _T2[row][2] - 1) / a, digits) == c]
    return True, bool(hits)


claims.not_checkable(
    "crystal.table2.avgdist.reading_fit", where="Table 2",
    statement="Each printed c of Table 2's Average Distance column is the slope of a linear fit "
              "of k̄(a) against a",
    premises=(_SIDE, _AVERAGE),
    reading="c is the slope of an affine least-squares fit of k̄(a) over a range of a",
    readings=("crystal.table2.avgdist.t2rtt", "crystal.table2.avgdist.reading_value"),
    reason="The range of a (and the fit) is not printed, and such a slope is no property of "
           "the graphs.  Affine least-squares slopes of the exact k̄(a) come within about 1e-4 "
           "of every printed value on some short ranges (4D-FCC a = 2..19: 1.10396; Lip a = "
           "2..10: 1.81499; T(2a,2a) ⊞ RTT(a), odd a = 1..9: 1.14878), a plausible origin of "
           "the numbers; the exact limits are crystal.table2.avgdist.*.corrected.")
