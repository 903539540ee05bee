"""Exact closed forms in a family parameter: ``latticegraph fit SPEC --param a``.

Paper ``crystal`` (Section 3.4) states the average distances of ``PC(a)``,
``FCC(a)`` and ``BCC(a)`` as one rational function for even ``a`` and one
for odd ``a``, "calculated under the assumption that the average distance
fulfills a polynomial expression".  This module derives such statements
and certifies them the same way, exactly:

1. compute the exact value ``f(a)`` for ``a = start, start + 1, ...``
   (:func:`latticegraph.distance.distance_distribution`);
2. for a period ``p`` in ``1, 2, 3, 4, 6`` split the values by the residue
   ``a mod p`` and interpolate each class with :func:`sympy.interpolate`
   on ``degree + 1`` points (rational arithmetic);
3. accept the smallest period whose polynomials reproduce every further
   value of every class (at least ``holdout`` held-out values per class).

A quasi-polynomial is *found* this way, not proved: the certificate records
the values it was fitted on and the values it was confirmed on.  The degree
bound used for distances is the one the growth forces: a family whose order
is a polynomial of degree ``d`` in ``a`` with distances linear in ``a`` has a
total distance from one vertex of degree ``d + 1`` (``2d + 1`` when summed
over all sources) and a diameter of degree 1.

References
----------
C. Camarero, C. Martínez, R. Beivide, "Symmetric Interconnection Networks
from Cubic Crystal Lattices", Section 3.4 and Table 1.

Examples
--------
Paper ``crystal``, Section 3.4: ``PC(a)`` has total distance ``3a^4/4``
for even ``a`` (average ``3a^4 / (4(a^3 - 1))``).

>>> fam = fit_family("PC(a)")
>>> fam.total.period, fam.total.polynomials[0]
(2, 3*a**4/4)
>>> fam.average[0]
3*a**4/(4*(a**3 - 1))
"""
from __future__ import annotations

import argparse
import ast
import json
import math
import re
import sys
from dataclasses import dataclass, field
from fractions import Fraction

import sympy

from . import progress
from .distance import diameter, distance_distribution, total_distance
from .specs import graph

__all__ = [
    "PERIODS",
    "QuasiPolynomialFit",
    "FamilyFit",
    "fit_quasi_polynomial",
    "substitute",
    "fit_family",
    "add_fit",
]

#: periods tried, smallest first
PERIODS = (1, 2, 3, 4, 6)
#: largest polynomial degree tried for the order of a family
MAX_ORDER_DEGREE = 6


# ---------------------------------------------------------------------------
# Fitting a quasi-polynomial to exact values
# ---------------------------------------------------------------------------
@dataclass
class QuasiPolynomialFit:
    """Certificate of a quasi-polynomial fit (or of its failure).

    Attributes
    ----------
    symbol : sympy.Symbol
        The variable.
    period : int or None
        The smallest period that fits; ``None`` when none does.
    polynomials : dict
        ``residue -> sympy polynomial``: the value at ``a ≡ residue (mod period)``.
    fitted : dict
        ``residue -> [a, ...]``: the points each polynomial interpolates.
    checked : dict
        ``residue -> [a, ...]``: the held-out points it reproduces exactly.
    failures : list
        One line per rejected period: why it was rejected (a mismatch
        ``a, predicted, actual`` or too few values).
    """

    symbol: sympy.Symbol
    period: int | None = None
    polynomials: dict = field(default_factory=dict)
    fitted: dict = field(default_factory=dict)
    checked: dict = field(default_factory=dict)
    failures: list = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.period is not None

    def __bool__(self) -> bool:
        return self.ok

    def __call__(self, a: int):
        """The fitted value at ``a`` (an exact sympy Rational)."""
        if not self.ok:
            raise ValueError("no quasi-polynomial was found: " + "; ".join(self.failures))
        return self.polynomials[a % self.period].subs(self.symbol, a)

    def reason(self) -> str:
        """One line saying why no period fits."""
        return "; ".join(self.failures) if self.failures else "no values"


def _rational(v) -> sympy.Rational:
    if isinstance(v, bool) or not isinstance(v, (int, Fraction, sympy.Rational)):
        raise ValueError(f"values must be exact (int or Fraction), got {type(v).__name__}")
    if isinstance(v, Fraction):
        return sympy.Rational(v.numerator, v.denominator)
    return sympy.Rational(v)


def fit_quasi_polynomial(values: dict, max_period: int = 6, holdout: int = 2,
                         degree: int | None = None, symbol: str = "a") -> QuasiPolynomialFit:
    """Fit exact values ``{a: f(a)}`` by the quasi-polynomial of smallest period.

    Parameters
    ----------
    values : dict[int, int | Fraction]
        Exact values of ``f``.
    max_period : int
        Periods tried are those of :data:`PERIODS` up to this.
    holdout : int
        Every residue class must have at least this many values beyond the
        ones interpolated, and the polynomial must reproduce all of them.
    degree : int, optional
        Degree bound: interpolate ``degree + 1`` points per class and check
        every other one.  Without it, interpolate all but the last
        ``holdout`` points of each class.
    symbol : str
        The variable's name.

    Returns
    -------
    QuasiPolynomialFit
        ``fit.ok`` is false when no period fits; ``fit.failures`` says why.

    Examples
    --------
    ``floor(3a/2)``, the diameter of ``FCC(a)`` (paper ``crystal``, Table 1):

    >>> fit = fit_quasi_polynomial({a: 3 * a // 2 for a in range(1, 9)}, degree=1)
    >>> fit.period, fit.polynomials
    (2, {0: 3*a/2, 1: 3*a/2 - 1/2})
    >>> fit.fitted[1], fit.checked[1], fit(101)
    ([1, 3], [5, 7], 151)
    """
    if not isinstance(holdout, int) or holdout < 1:
        raise ValueError(f"holdout must be a positive integer, got {holdout!r}")
    if degree is not None and (not isinstance(degree, int) or degree < 0):
        raise ValueError(f"degree must be a non-negative integer, got {degree!r}")
    if not isinstance(max_period, int) or max_period < 1:
        raise ValueError(f"max_period must be a positive integer, got {max_period!r}")
    if any(isinstance(a, bool) or not isinstance(a, int) for a in values):
        raise ValueError("the points must be integers")
    x = sympy.Symbol(symbol)
    pts = sorted((a, _rational(v)) for a, v in values.items())
    fit = QuasiPolynomialFit(symbol=x)
    for p in (q for q in PERIODS if q <= max_period):
        classes = {r: [(a, v) for a, v in pts if a % p == r] for r in range(p)}
        short = [r for r, c in classes.items()
                 if len(c) < (degree + 1 if degree is not None else 1) + holdout]
        if short:
            need = (degree + 1 if degree is not None else 1) + holdout
            fit.failures.append(f"period {p}: class {symbol} ≡ {short[0]} has fewer than "
                                f"{need} values")
            continue
        polys, fitted, checked, bad = {}, {}, {}, None
        for r, c in classes.items():
            k = degree + 1 if degree is not None else len(c) - holdout
            poly = sympy.expand(sympy.interpolate(c[:k], x))
            for a, v in c[k:]:
                got = poly.subs(x, a)
                if got != v:
                    bad = f"period {p}: {symbol} = {a} predicted {got}, actual {v}"
                    break
            if bad:
                break
            polys[r] = poly
            fitted[r], checked[r] = [a for a, _ in c[:k]], [a for a, _ in c[k:]]
        if bad:
            fit.failures.append(bad)
            continue
        fit.period, fit.polynomials, fit.fitted, fit.checked = p, polys, fitted, checked
        return fit
    return fit


# ---------------------------------------------------------------------------
# Substituting the parameter into a GRAPH spec
# ---------------------------------------------------------------------------
_ATOM = re.compile(r"(?<=[(\[,])([^(),\[\]]*)(?=[)\],])")
_TOKEN = re.compile(r"\d+|[A-Za-z_][A-Za-z0-9_]*|\S")


def _evaluate(atom: str, param: str, value: int, spec: str) -> int:
    """Value of an integer expression in ``param`` such as ``2*a``, ``2a``, ``a+1``."""
    tokens = _TOKEN.findall(atom)
    out = []
    for t in tokens:
        if t == param and out and out[-1].isdigit():
            out.append("*")  # 2a -> 2*a
        out.append(t)
    try:
        tree = ast.parse(" ".join(out), mode="eval")
    except SyntaxError:
        raise ValueError(f"spec {spec!r}: cannot read the argument {atom.strip()!r} "
                         f"(use forms like {param}, 2*{param}, 2{param}, {param}+1)") from None

    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return node.value
        if isinstance(node, ast.Name) and node.id == param:
            return value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            v = ev(node.operand)
            return -v if isinstance(node.op, ast.USub) else v
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
            lhs, rhs = ev(node.left), ev(node.right)
            return {ast.Add: lhs + rhs, ast.Sub: lhs - rhs, ast.Mult: lhs * rhs}[type(node.op)]
        raise ValueError(f"spec {spec!r}: cannot read the argument {atom.strip()!r} "
                         f"(only integers, {param}, +, -, * are allowed)")

    return ev(tree)


def substitute(spec: str, param: str, value: int) -> str:
    """``spec`` with every argument that mentions ``param`` replaced by its value.

    Only arguments (between ``(``, ``[``, ``,`` and ``)``, ``]``, ``,``) are
    touched, token by token, so family names (``FCC``, ``4D-BCC``) never are.

    >>> substitute("T(2*a, 2a, a+1)", "a", 3)
    'T(6, 6, 4)'
    >>> substitute("directsum(FCC(a), G([[a,0],[0,2*a]]))", "a", 2)
    'directsum(FCC(2), G([[2,0],[0,4]]))'
    """
    if not isinstance(param, str) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", param):
        raise ValueError(f"parameter must be a name such as 'a', got {param!r}")
    if not isinstance(spec, str):
        raise ValueError(f"spec must be a string, got {type(spec).__name__}")
    found = False

    def repl(m):
        nonlocal found
        atom = m.group(1)
        if param not in _TOKEN.findall(atom):
            return atom
        found = True
        lead = atom[:len(atom) - len(atom.lstrip())]
        trail = atom[len(atom.rstrip()):]
        return f"{lead}{_evaluate(atom, param, value, spec)}{trail}"

    out = _ATOM.sub(repl, spec)
    if not found:
        raise ValueError(f"parameter {param!r} does not appear as an argument in {spec!r}")
    return out


# ---------------------------------------------------------------------------
# Fitting a family
# ---------------------------------------------------------------------------
@dataclass
class FamilyFit:
    """Closed forms of a family ``SPEC(a)``: certificates and derived average.

    ``order``, ``total`` and ``diameter`` are :class:`QuasiPolynomialFit`
    certificates; ``average`` maps residues modulo ``average_period`` (the
    lcm of the periods) to ``total / pairs`` as a sympy rational function,
    where ``pairs`` is ``N - 1`` (``vertex_transitive``: distances from one
    vertex) or ``N (N - 1)`` (all ordered pairs).
    """

    spec: str
    param: str
    start: int
    vertex_transitive: bool
    order: QuasiPolynomialFit
    total: QuasiPolynomialFit
    diameter: QuasiPolynomialFit
    average_period: int
    average: dict

    def record(self) -> dict:
        """The JSON record ``fit --json`` prints."""
        def qp(f):
            return {"period": f.period,
                    "classes": [{"residue": r, "formula": str(_nice(f.polynomials[r])),
                                 "latex": sympy.latex(_nice(f.polynomials[r])),
                                 "fitted_at": f.fitted[r], "checked_at": f.checked[r]}
                                for r in sorted(f.polynomials)],
                    "latex": _cases({r: _nice(e) for r, e in f.polynomials.items()},
                                    f.period, f.symbol)}
        return {
            "spec": self.spec, "param": self.param, "start": self.start,
            "distances_from": "one vertex" if self.vertex_transitive else "all sources",
            "order": qp(self.order), "total_distance": qp(self.total),
            "average_distance": {
                "period": self.average_period,
                "classes": [{"residue": r, "formula": str(e), "latex": sympy.latex(e)}
                            for r, e in sorted(self.average.items())],
                "latex": _cases(self.average, self.average_period, self.total.symbol)},
            "diameter": qp(self.diameter),
        }


def _nice(expr):
    """``(expanded numerator) / integer``: the way the paper prints a polynomial."""
    num, den = sympy.fraction(sympy.together(expr))
    num = sympy.expand(num)
    if den == 1 or not isinstance(num, sympy.Add):
        return num / den
    return sympy.Mul(num, sympy.Pow(den, -1, evaluate=False), evaluate=False)


def _cases(polys: dict, period: int, x) -> str:
    """LaTeX of a quasi-polynomial: one expression, or a ``cases`` environment."""
    if period == 1:
        return sympy.latex(polys[0])
    name = sympy.latex(x)
    rows = [f"{sympy.latex(polys[r])} & \\text{{if }} {name} \\equiv {r} \\pmod{{{period}}}"
            for r in sorted(polys)]
    return "\\begin{cases} " + " \\\\ ".join(rows) + " \\end{cases}"


class _Family:
    """Lazily computed exact values of a family, cached per parameter value."""

    def __init__(self, spec: str, param: str, start: int):
        self.spec, self.param, self.start = spec, param, start
        self.graphs, self.dists = {}, {}

    def graph(self, a: int):
        if a not in self.graphs:
            self.graphs[a] = graph(substitute(self.spec, self.param, a))
        return self.graphs[a]

    def dist(self, a: int):
        if a not in self.dists:
            self.dists[a] = distance_distribution(self.graph(a))
        return self.dists[a]


def _fit_lazy(f, start: int, degree: int, max_period: int, holdout: int, symbol: str):
    """Fit ``f(a)``, ``a >= start``, computing only the values the periods need."""
    values, fit = {}, None
    for p in (q for q in PERIODS if q <= max_period):
        for a in range(start, start + p * (degree + 1 + holdout)):
            if a not in values:
                values[a] = f(a)
        fit = fit_quasi_polynomial(values, max_period=p, holdout=holdout, degree=degree,
                                   symbol=symbol)
        if fit.ok:
            return fit
    return fit


def _first_valid(spec: str, param: str) -> int:
    last = None
    for a in range(1, 11):
        try:
            graph(substitute(spec, param, a))
            return a
        except ValueError as exc:
            last = exc
            if str(exc).startswith(("parameter ", "spec ")):
                raise
    raise ValueError(f"{spec!r} is not a valid graph for {param} = 1..10 ({last})")


def fit_family(spec_template: str, param: str = "a", start: int | None = None,
               max_period: int = 6, holdout: int = 2) -> FamilyFit:
    """Closed forms of order, total distance, average distance and diameter of ``SPEC(a)``.

    Parameters
    ----------
    spec_template : str
        A GRAPH spec whose arguments mention ``param``, e.g. ``"BCC(a)"``,
        ``"T(2a,a,a)"``.
    param : str
        The parameter's name.
    start : int, optional
        First parameter value used; default the least ``a >= 1`` for which
        the spec builds.
    max_period, holdout : int
        As in :func:`fit_quasi_polynomial`.

    Returns
    -------
    FamilyFit

    Raises
    ------
    ValueError
        Bad spec, or no quasi-polynomial fits (the message says which
        quantity and why).

    Examples
    --------
    Paper ``crystal``, Section 3.4 (``FCC(a)``, odd ``a``): average distance
    ``(7a^4 - 2a^2 - 1) / (4(2a^3 - 1))``.

    >>> fam = fit_family("FCC(a)")
    >>> fam.average[1]
    (7*a**4 - 2*a**2 - 1)/(4*(2*a**3 - 1))
    >>> fam.diameter.polynomials
    {0: 3*a/2, 1: 3*a/2 - 1/2}
    """
    if not isinstance(holdout, int) or isinstance(holdout, bool) or holdout < 1:
        raise ValueError(f"holdout must be a positive integer, got {holdout!r}")
    if not isinstance(max_period, int) or isinstance(max_period, bool) or max_period < 1:
        raise ValueError(f"max_period must be a positive integer, got {max_period!r}")
    if start is None:
        start = _first_valid(spec_template, param)
    elif not isinstance(start, int) or isinstance(start, bool):
        raise ValueError(f"start must be an integer, got {start!r}")
    fam = _Family(spec_template, param, start)
    vt = bool(getattr(fam.graph(start), "vertex_transitive", False))
    order = None
    for d in range(MAX_ORDER_DEGREE + 1):
        try:
            order = _fit_lazy(lambda a: fam.graph(a).order, start, d, max_period, holdout, param)
        except ValueError as exc:
            raise ValueError(f"{spec_template}: no quasi-polynomial of degree < {d} fits the "
                             f"order, and larger values cannot be built ({exc})") from None
        if order.ok:
            break
    if not order.ok:
        raise ValueError(f"{spec_template}: the order is not a quasi-polynomial of degree <= "
                         f"{MAX_ORDER_DEGREE} and period <= {max_period} in {param} "
                         f"({order.reason()})")
    d = int(max(sympy.degree(p, order.symbol) for p in order.polynomials.values()))

    def checked_dist(a):
        g = fam.graph(a)
        if bool(getattr(g, "vertex_transitive", False)) != vt:
            raise ValueError(f"{spec_template}: vertex transitivity changes with {param} "
                             f"(at {param} = {a})")
        return fam.dist(a)

    total = _fit_lazy(lambda a: total_distance(checked_dist(a)), start,
                      d + 1 if vt else 2 * d + 1, max_period, holdout, param)
    if not total.ok:
        raise ValueError(f"{spec_template}: no quasi-polynomial of period <= {max_period} fits "
                         f"the total distance ({total.reason()})")
    diam = _fit_lazy(lambda a: diameter(checked_dist(a)), start, 1, max_period, holdout, param)
    if not diam.ok:
        raise ValueError(f"{spec_template}: no quasi-polynomial of degree <= 1 and period <= "
                         f"{max_period} fits the diameter ({diam.reason()})")
    x = total.symbol
    P = math.lcm(order.period, total.period)
    average = {}
    for r in range(P):
        n = order.polynomials[r % order.period]
        pairs = n - 1 if vt else n * (n - 1)
        num, den = sympy.fraction(sympy.together(total.polynomials[r % total.period]))
        # kept uncancelled, as the paper prints it (undefined where pairs = 0)
        average[r] = sympy.expand(num) / sympy.Mul(den, pairs, evaluate=False)
    return FamilyFit(spec=spec_template, param=param, start=start, vertex_transitive=vt,
                     order=order, total=total, diameter=diam, average_period=P,
                     average=average)


# ---------------------------------------------------------------------------
# The command
# ---------------------------------------------------------------------------
def _print_fit(fam: FamilyFit) -> None:
    rec = fam.record()
    x = fam.param
    print(f"family            {fam.spec}   ({x} >= {fam.start}, distances from "
          f"{rec['distances_from']})")
    for key, title in (("order", "order"), ("total_distance", "total distance"),
                       ("average_distance", "average distance"), ("diameter", "diameter")):
        q = rec[key]
        for c in q["classes"]:
            cond = "" if q["period"] == 1 else f"   if {x} ≡ {c['residue']} (mod {q['period']})"
            print(f"{title:<18}{c['formula']}{cond}")
            title = ""
    for key, f in (("order", fam.order), ("total distance", fam.total),
                   ("diameter", fam.diameter)):
        fitted = sorted(a for v in f.fitted.values() for a in v)
        checked = sorted(a for v in f.checked.values() for a in v)
        print(f"{key:<18}fitted at {x} = {fitted}; confirmed at {x} = {checked}")
    print("LaTeX:")
    for key in ("order", "total_distance", "average_distance", "diameter"):
        print(f"  {key.replace('_', ' ')}: {rec[key]['latex']}")


def _cmd_fit(args) -> int:
    progress.set_enabled(not args.no_progress)
    try:
        fam = fit_family(args.spec, param=args.param, start=args.start,
                         max_period=args.max_period, holdout=args.holdout)
    except ValueError as exc:
        print(f"latticegraph: error: {exc}", file=sys.stderr)
        return 2
    check = _derive_check(fam) if not args.no_derive_check else None
    if args.json:
        rec = fam.record()
        if check is not None:
            rec["derive"] = check
        print(json.dumps(rec, indent=2))
    else:
        _print_fit(fam)
        if check is not None:
            if check["agrees"]:
                print(f"cross-check: agrees with the forms `latticegraph derive` proves for "
                      f"every {fam.param} ({check['method']})")
            else:
                print("cross-check: DISAGREES with `latticegraph derive` (proved): "
                      + "; ".join(check["differs"]))
    return 0


def _derive_check(fam: FamilyFit) -> dict | None:
    """``{"agrees", "differs", "method"}``: the fit against ``latticegraph derive``'s
    proved forms, for a lattice family ``G(a·M)`` (``None`` for other families)."""
    from .derive import DeriveError, compare_with_fit, derive
    try:
        d = derive(fam.spec, param=fam.param)
    except DeriveError:
        return None
    differs = compare_with_fit(d, fam)
    return {"agrees": not differs, "differs": differs, "method": d.method}


def add_fit(sub) -> None:
    """Register ``latticegraph fit``."""
    p = sub.add_parser(
        "fit",
        help="exact closed forms in a parameter: total/average distance, diameter",
        description="Derive the order, total distance, average distance and diameter of the "
        "family SPEC as quasi-polynomials in the parameter (period <= 6, one polynomial per "
        "residue class), from exact values, each confirmed on held-out values "
        "(paper 'crystal', Section 3.4).",
        epilog='examples: latticegraph fit "BCC(a)";  latticegraph fit "T(2a,a,a)" --json',
    )
    p.add_argument("spec", help='GRAPH spec with the parameter in its arguments, e.g. "BCC(a)"')
    p.add_argument("--param", default="a", help="the parameter's name (default: a)")
    p.add_argument("--start", type=int, default=None,
                   help="first parameter value (default: the least >= 1 that builds)")
    p.add_argument("--holdout", type=int, default=2,
                   help="held-out values per residue class (default: 2)")
    p.add_argument("--max-period", type=int, default=6, help="largest period tried (default: 6)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--no-progress", action="store_true",
                   help="no progress bars (shown only on a terminal, for large graphs)")
    p.add_argument("--no-derive-check", action="store_true",
                   help="skip the cross-check against `latticegraph derive` (lattice families)")
    p.set_defaults(func=_cmd_fit)
