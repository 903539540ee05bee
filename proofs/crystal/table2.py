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


# exact diameters found (corrections), per parity: (even a, odd a)
_T2_DIAM = {
    "fcc4": ("2a", lambda a: 2 * a, "2a-1", lambda a: 2 * a - 1),
    "lip": ("3a", lambda a: 3 * a, "3a-1", lambda a: 3 * a - 1),
    "pcbcc": ("5a/2", lambda a: 5 * a // 2, "(5a-1)/2", lambda a: (5 * a - 1) // 2),
    "pcfcc": ("7a/2", lambda a: 7 * a // 2, "(7a-1)/2", lambda a: (7 * a - 1) // 2),
    "bccfcc": ("5a/2", lambda a: 5 * a // 2, "(5a-3)/2", lambda a: (5 * a - 3) // 2),
}


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
                               "these Hermite forms (the ⊞ results are in Hermite form).")
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
                                "rows every projection is isomorphic to it.")
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

        @claims.instances(f"crystal.table2.diameter.{key}", where="Table 2",
                          statement=f"{name} has diameter {dtxt}",
                          params={"a": range(1, 13)}, size=lambda a: coeff * a**dim,
                          expect="refuted" if fails else "verified", notes=note,
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
                              corrects=f"crystal.table2.diameter.{key}")
            def _(a):
                return (evf(a) if a % 2 == 0 else odf(a)), _diam(_t2spec(key, a))

        digits = len(avg.split(".")[1])
        limit, period = _T2_LIMIT[key], _T2_PERIOD[key]
        residues = list(range(1, period + 1))

        @claims.instances(
            f"crystal.table2.avgdist.{key}", where="Table 2",
            statement=f"{name} has average distance ≈ {avg}a",
            params={"r": residues},
            size=lambda r: coeff * (r + period * (dim + 2)) ** dim,
            expect="refuted", erratum="substantive", witness={"r": 1},
            notes="'≈ c·a' read as lim k̄(a)/a = c at the printed precision: the exact "
                  f"limit, from the interpolated total distance on each residue class r mod "
                  f"{period} (confirmed on a held-out point), rounded to the printed number "
                  f"of decimals.  The exact limit is {limit} = {float(limit):.6f}, not "
                  f"{avg}; the printed decimal is not k̄(a)/a for any small a either.  "
                  + ("Session 1 read Lip's row as k̄(a)/a for a <= 12 (no period <= 4 "
                     "fits); the period is 6 (crystal.derived.avgdist.lip).  "
                     if key == "lip" else "")
                  + f"Corrected: crystal.table2.avgdist.{key}.corrected.")
        def _(r):
            lc = _fit_limit(key, r)
            return Fraction(avg), _round_to(lc, digits) if isinstance(lc, Fraction) else lc

        @claims.instances(
            f"crystal.table2.avgdist.{key}.corrected", where="Table 2 (corrected)",
            statement=f"{name} has average distance k̄(a) with lim k̄(a)/a = {limit}",
            params={"r": residues},
            size=lambda r: coeff * (r + period * (dim + 2)) ** dim,
            corrects=f"crystal.table2.avgdist.{key}")
        def _(r):
            return limit, _fit_limit(key, r)
    _make_t2()
