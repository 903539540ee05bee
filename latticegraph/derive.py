"""Closed forms of lattice families for every ``a``, proved by parametric lattice-point counting.

``latticegraph derive SPEC``: for a family ``G(a·M)`` (``M`` a fixed
non-singular integer matrix, ``a >= 1``; the crystals ``PC(a)``, ``FCC(a)``,
``BCC(a)``, tori such as ``T(2a,a,a)``, the 4D families and the ⊕/⊞
constructions of Table 2 of paper ``crystal`` are all of this form) it
derives the order, the total and average distance, the diameter and the
distance distribution as exact quasi-polynomials in ``a``, each with a
certificate, valid for every ``a``.

The mathematics
---------------
Write ``Λ = M Z^n``.  The distance from 0 to the vertex ``x`` of ``G(aM)``
is the least 1-norm in the class ``x + aΛ``; call the member of least norm,
ties broken by the lexicographic order, the *canonical representative*.
Let ``ρ̂`` be a number above the 1-norm covering radius of ``Λ`` (every real
point is within ``ρ̂`` of ``Λ``) and ``R = {λ ∈ Λ : 0 < |λ|₁ <= 2ρ̂}``.

*Lemma 1.*  ``x ∈ Z^n`` is canonical in ``G(aM)`` iff ``|x|₁ <= aρ̂`` and no
``λ ∈ R`` gives a better ``x + aλ`` (smaller norm, or equal norm and
lexicographically smaller, i.e. ``λ <lex 0``).  Proof: a canonical ``x`` lies
within the covering radius of ``aΛ``; conversely if ``x* = x + aλ₀`` is the
canonical member of the class then ``|x*| <= |x| <= aρ̂`` so
``|aλ₀| <= 2aρ̂``: ``λ₀ ∈ R`` or ``λ₀ = 0``, hence ``x = x*``.

Every condition is positively homogeneous in ``(x, a)``, so the canonical
representatives of ``G(aM)`` are the lattice points of ``a·P`` for one fixed
set ``P``.  On each closed unit cube ``[k, k+1]^n`` every ``|x_i|`` and
``|x_i + λ_i|`` is linear (the ``λ_i`` are integers), so ``P ∩ [k, k+1)^n`` is
a rational polytope ``Q_k`` (closed conditions) with some faces removed (the
far sides of the cube, and the bisectors ``|x| = |x+λ|`` of the ``λ <lex 0``).
The code enumerates the vertices of every ``Q_k`` exactly (double
description, rational arithmetic).

*Lemma 2 (certificate of ρ̂).*  If every vertex of every ``Q_k`` has
``|v|₁ < ρ̂``, then ``ρ̂`` exceeds the covering radius (``Q_k`` is the ℓ1
Voronoi cell inside the ball and the cell is star-shaped: a cell reaching
the sphere ``|x| = ρ̂`` would put a vertex on it); the largest ``|v|₁`` *is*
the covering radius.

*Theorem (Ehrhart).*  Counting the lattice points of a dilated half-open
rational polytope by inclusion-exclusion over its (closed) faces, the order
and the total distance ``Σ|x|₁`` (the lattice points of the cylinder
``{(x, y) : x ∈ Q_k, 0 < y <= σ·x}``, whose vertices have the denominators
of ``Q_k``'s) are quasi-polynomials in ``a``, valid for every ``a >= 1``, of
degree at most ``n`` and ``n + 1``, with a period dividing the lcm ``D`` of
the denominators of the vertices.  Exact values of the distance engine
(:mod:`latticegraph.distance`) at ``degree + 1`` values of ``a`` in each
residue class mod ``D`` therefore *determine* them; the certificate also
checks a further value per class (``a`` up to ``(degree + 2)·D``), that the
order comes out as ``|det(aM)|``, and that a brute-force enumeration of
Lemma 1's set at small ``a`` gives ``|det(aM)|`` points with the engine's
distance distribution.  A certificate that fails raises
:class:`CertificateError`: never a result.

*Barvinok route.*  With the optional ``islpy-barvinok`` package
(``pip install latticegraph[derive]``; GPL-2, so not a core dependency) the
same set, written piece by piece (each ``a·Q_k`` is a Presburger set with
parameter ``a``), is counted by Barvinok's algorithm (isl/barvinok): the
count and the number of vertices at distance ``k`` (bivariate in ``a`` and
``k``) come out as piecewise quasi-polynomials, the total distance as
``Σ_k k·N(a, k)`` (isl's summation), and the diameter as a parametric integer
maximum (isl's parametric integer programming).  The
Ehrhart forms and the Barvinok forms must agree; the diameter and the
distribution are checked against the distance engine on every ``a`` of the
certificate.  Without the package the order and the total distance are still
proved and the rest is left out with a one-line hint.

References
----------
C. Camarero, C. Martínez, R. Beivide, "Symmetric Interconnection Networks
from Cubic Crystal Lattices", Section 3.4 and Tables 1-2.  E. Ehrhart,
"Sur les polyèdres rationnels homothétiques à n dimensions" (1962).
A. Barvinok, "A polynomial time algorithm for counting integral points in
polyhedra when the dimension is fixed" (1994); S. Verdoolaege et al.,
"Counting integer points in parametric polytopes using Barvinok's rational
functions" (2007).

Examples
--------
Paper ``crystal``, Section 3.4: ``BCC(a)`` has total distance
``(35a^4 - 14a^2 + 3)/8`` for odd ``a`` (the corrected odd form).

>>> d = derive("BCC(a)")
>>> d.total_distance.period, d.total_distance.polynomials[1]
(2, 35*a**4/8 - 7*a**2/4 + 3/8)
>>> d.order.polynomials, d.certificate["period"]
({0: 4*a**3}, 2)
"""
from __future__ import annotations

import contextlib
import itertools
import json
import math
import re
import sys
import time
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np
import sympy

from .distance import diameter, distance_distribution, total_distance
from .fit import _ATOM, _TOKEN, _evaluate, substitute
from .specs import SpecError, graph

__all__ = ["DeriveError", "CertificateError", "BudgetError", "QuasiPolynomial", "Family",
           "family", "covering_radius_bound", "relevant_vectors", "cells", "CellComplex",
           "canonical_count", "fit_quasi_polynomial", "Derivation", "derive", "has_barvinok",
           "compare_with_fit", "text_report", "latex_report",
           "BARVINOK_HINT", "add_derive"]

#: the one-line hint when the Barvinok route is not installed
BARVINOK_HINT = ("diameter and distance distribution need the optional Barvinok route: "
                 "pip install 'latticegraph[derive]' (islpy-barvinok, GPL-2)")
#: default time budget of one derivation (seconds)
DEFAULT_BUDGET = 600.0
#: isl operations allowed per Barvinok computation (a bound on its work)
ISL_MAX_OPERATIONS = 2 * 10**8


class DeriveError(ValueError):
    """A family ``derive`` cannot handle: the message is one line naming the problem."""


class CertificateError(DeriveError):
    """A derivation whose certificate failed: never returned as a result."""


class BudgetError(DeriveError):
    """A derivation beyond the time or memory budget (one line; nothing half-derived)."""


def has_barvinok() -> bool:
    """Whether the optional Barvinok route (``islpy`` built with barvinok) is importable."""
    try:
        import islpy
    except ImportError:
        return False
    return hasattr(islpy.Set, "card")


# ---------------------------------------------------------------------------
# Quasi-polynomials
# ---------------------------------------------------------------------------
A = sympy.Symbol("a", positive=True, integer=True)
K = sympy.Symbol("k", positive=True, integer=True)
_M = sympy.Symbol("m", integer=True, nonnegative=True)
_M2 = sympy.Symbol("m2", integer=True, nonnegative=True)


@dataclass
class QuasiPolynomial:
    """``f(a) = polynomials[a mod period](a)`` for ``a >= valid_from``.

    ``polynomials`` maps each residue ``0 <= r < period`` to a sympy
    polynomial in :data:`A` with rational coefficients.  Its JSON record is
    ``{"period", "by_residue": {"<r>": "<polynomial>"}, "valid_from"}``.

    >>> q = QuasiPolynomial(2, {0: 3*A/2, 1: 3*A/2 - sympy.Rational(1, 2)})
    >>> q(7), q.record()
    (10, {'period': 2, 'by_residue': {'0': '3*a/2', '1': '3*a/2 - 1/2'}, 'valid_from': 1})
    """

    period: int
    polynomials: dict
    valid_from: int = 1

    def __call__(self, a: int):
        v = self.polynomials[a % self.period].subs(A, a)
        return int(v) if v.is_integer else Fraction(int(v.p), int(v.q))

    def record(self, name: str = "a") -> dict:
        x = sympy.Symbol(name)
        return {"period": self.period,
                "by_residue": {str(r): str(self.polynomials[r].subs(A, x))
                               for r in sorted(self.polynomials)},
                "valid_from": self.valid_from}

    def minimal(self) -> "QuasiPolynomial":
        """The same function with the smallest period dividing this one's."""
        for p in sorted(d for d in range(1, self.period + 1) if self.period % d == 0):
            if all(sympy.expand(self.polynomials[r] - self.polynomials[r % p]) == 0
                   for r in range(self.period)):
                return QuasiPolynomial(p, {r: self.polynomials[r] for r in range(p)},
                                       self.valid_from)
        return self                                        # pragma: no cover

    def latex(self, name: str = "a") -> str:
        """LaTeX: one expression, or a ``cases`` environment over the residues."""
        x = sympy.Symbol(name)
        if self.period == 1:
            return sympy.latex(_nice(self.polynomials[0].subs(A, x)))
        rows = [f"{sympy.latex(_nice(self.polynomials[r].subs(A, x)))} & \\text{{if }} {name} \\equiv {r} "
                f"\\pmod{{{self.period}}}" for r in sorted(self.polynomials)]
        return "\\begin{cases} " + " \\\\ ".join(rows) + " \\end{cases}"


def _nice(expr):
    """``(expanded numerator)/integer``, the way the paper prints a polynomial."""
    num, den = sympy.fraction(sympy.together(expr))
    num = sympy.expand(num)
    if den == 1 or not isinstance(num, sympy.Add):
        return num / den
    return sympy.Mul(num, sympy.Pow(den, -1, evaluate=False), evaluate=False)


def fit_quasi_polynomial(values: dict, period: int, degree: int) -> tuple[QuasiPolynomial, list]:
    """The quasi-polynomial of ``period`` and ``degree`` through exact ``values``, certified.

    ``values`` maps ``a`` to exact values; each residue class mod ``period``
    must hold at least ``degree + 2`` of them: ``degree + 1`` determine its
    polynomial (Lagrange interpolation, exact), every further one must agree.
    A class with too few values, or a disagreement, is a
    :class:`CertificateError`.  Returns the quasi-polynomial and the ``a``
    values checked beyond the interpolation points.

    >>> q, checked = fit_quasi_polynomial({a: a * a // 2 for a in range(1, 9)}, 2, 2)
    >>> q.polynomials, checked
    ({0: a**2/2, 1: a**2/2 - 1/2}, [7, 8])
    >>> fit_quasi_polynomial({1: 1, 2: 2, 3: 3}, 2, 1)
    Traceback (most recent call last):
    ...
    latticegraph.derive.CertificateError: certificate: residue class a ≡ 0 (mod 2) has 1 value(s), a degree-1 fit needs 3 (degree + 2)
    """
    polys, checked = {}, []
    for r in range(period):
        pts = sorted((a, v) for a, v in values.items() if a % period == r)
        if len(pts) < degree + 2:
            raise CertificateError(f"certificate: residue class a ≡ {r} (mod {period}) has "
                                   f"{len(pts)} value(s), a degree-{degree} fit needs "
                                   f"{degree + 2} (degree + 2)")
        poly = sympy.expand(sympy.interpolate(
            [(x, sympy.Rational(v.numerator, v.denominator) if isinstance(v, Fraction) else v)
             for x, v in pts[:degree + 1]], A))
        for x, v in pts[degree + 1:]:
            if poly.subs(A, x) != v:
                raise CertificateError(f"certificate: the degree-{degree} polynomial of class "
                                       f"a ≡ {r} (mod {period}) gives {poly.subs(A, x)} at "
                                       f"a = {x}, the distance engine {v}")
            checked.append(x)
        polys[r] = poly
    return QuasiPolynomial(period, polys), sorted(checked)


# ---------------------------------------------------------------------------
# Families G(a·M)
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Family:
    """A family ``G(a·M)``: the spec, the parameter and ``M`` (its Hermite form ``hnf``)."""

    spec: str
    param: str
    matrix: tuple
    hnf: tuple

    @property
    def dim(self) -> int:
        return len(self.hnf)

    @property
    def det(self) -> int:
        return math.prod(self.hnf[i][i] for i in range(self.dim))

    def graph(self, a: int):
        """``G(aM)`` built from the spec (its Hermite form checked to be ``a·hnf``)."""
        g = graph(substitute(self.spec, self.param, a))
        if g.hnf != tuple(tuple(a * x for x in row) for row in self.hnf):
            raise DeriveError(f"{self.spec}: at {self.param} = {a} the Hermite form is not "
                              f"{self.param}·H(1): the family is not G({self.param}·M)")
        return g


def family(spec: str, param: str = "a") -> Family:
    """Read a family spec with the parameter in its arguments as ``G(a·M)``.

    Every argument must be an integer multiple of ``a`` (``2a``, ``a``,
    ``-a``; ``0`` inside a matrix); every lattice constructor (``G``, ``T``,
    ``PC``, ``FCC``, ``BCC``, ``RTT``, ``4D-BCC``, ``4D-FCC``, ``Lip``,
    ``directsum``, ``commonlift``) maps ``a·(arguments)`` to ``a·M`` (the
    Hermite form of ``aM`` is ``a`` times that of ``M``, so ``commonlift``'s
    shared columns do not depend on ``a``), so the family is ``G(a·M)`` with
    ``M`` the matrix of the spec at ``a = 1``.

    >>> f = family("G([[2a,0,a],[0,2a,a],[0,0,a]])")
    >>> f.hnf, f.det
    (((2, 0, 1), (0, 2, 1), (0, 0, 1)), 4)
    >>> family("T(a+1,a)")
    Traceback (most recent call last):
    ...
    latticegraph.derive.DeriveError: T(a+1,a): argument 'a+1' is not a multiple of a (derive needs G(a·M): every argument c·a, or 0 in a matrix)
    """
    if not isinstance(spec, str) or not spec.strip():
        raise DeriveError("the spec must be a non-empty string such as 'BCC(a)'")
    if not isinstance(param, str) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", param):
        raise DeriveError(f"the parameter must be a name such as 'a', got {param!r}")
    sym = sympy.Symbol(param)
    found = False
    for m in _ATOM.finditer(spec):
        atom = m.group(1).strip()
        if not atom:
            continue
        if param not in _TOKEN.findall(atom):
            if re.fullmatch(r"[+-]?\d+", atom) and int(atom) != 0:
                raise DeriveError(f"{spec}: argument {atom!r} does not scale with {param} "
                                  f"(derive needs G({param}·M): every argument c·{param}, "
                                  "or 0 in a matrix)")
            continue
        found = True
        try:
            expr = sympy.expand(_evaluate(atom, param, sym, spec))
        except ValueError as exc:
            raise DeriveError(str(exc)) from None
        poly = sympy.Poly(expr, sym)
        if poly.degree() > 1:
            raise DeriveError(f"{spec}: argument {atom!r} is not linear in {param} "
                              f"(degree {poly.degree()}); derive needs G({param}·M)")
        if poly.coeff_monomial(1) != 0 or poly.degree() < 1:
            raise DeriveError(f"{spec}: argument {atom!r} is not a multiple of {param} "
                              f"(derive needs G({param}·M): every argument c·{param}, or 0 "
                              "in a matrix)")
    if not found:
        try:
            graph(spec)
        except SpecError as exc:
            raise DeriveError(str(exc)) from None
        raise DeriveError(f"{spec}: the parameter {param!r} does not appear in its arguments "
                          f"(write it as e.g. BCC({param}))")
    try:
        g = graph(substitute(spec, param, 1))
    except SpecError as exc:
        msg = str(exc)
        if "singular" in msg:
            raise DeriveError(f"{spec}: the matrix is singular (det 0): G(a·M) needs "
                              "a non-singular M") from None
        raise DeriveError(f"{spec} at {param} = 1: {msg}") from None
    if not hasattr(g, "hnf") or not hasattr(g, "matrix"):
        raise DeriveError(f"{spec}: derive handles lattice families G(a·M) (G, T, PC, FCC, "
                          f"BCC, RTT, 4D-BCC, 4D-FCC, Lip, directsum, commonlift); "
                          f"{type(g).__name__} is not one")
    fam = Family(spec=spec, param=param, matrix=tuple(tuple(int(x) for x in r) for r in g.matrix),
                 hnf=g.hnf)
    fam.graph(2)                       # the homogeneity lemma, checked once more
    return fam


# ---------------------------------------------------------------------------
# Covering radius and the relevant vectors
# ---------------------------------------------------------------------------
def covering_radius_bound(fam: Family) -> tuple[Fraction, str]:
    """An upper bound ``ρ̂`` on the 1-norm covering radius of ``Λ = M Z^n``, with its reason.

    ``ρ̂ = (diam G(a₁M) + n/2 + 1/4) / a₁`` rounded up to eighths: a real point ``z`` rounds to an
    integer point within ``n/2`` of ``a₁z``, which is within the diameter of
    a point of ``a₁Λ`` (the distance engine's exact diameter); ``1/4`` keeps
    the bound strict.  The smaller of it and ``Σ H_ii / 2 + 1/4`` (reduce the
    coordinates one by one with the Hermite columns) is used; Lemma 2 of the
    module docstring certifies it again from the cell's vertices.

    >>> covering_radius_bound(family("BCC(a)"))
    (Fraction(13, 8), 'diam G(32M) = 48: (48 + 3/2 + 1/4)/32 <= 13/8')
    """
    n = fam.dim
    simple = Fraction(sum(fam.hnf[i][i] for i in range(n)), 2) + Fraction(1, 4)
    a1 = 1
    while fam.det * (2 * a1) ** n <= 300_000 and a1 < 64:
        a1 *= 2
    d = diameter(distance_distribution(fam.graph(a1)))
    rho = (d + Fraction(n, 2) + Fraction(1, 4)) / a1
    if simple < rho:
        return simple, f"Hermite diagonal: Σ H_ii/2 + 1/4 = {simple}"
    up = Fraction(math.ceil(8 * rho), 8)
    return up, f"diam G({a1}M) = {d}: ({d} + {Fraction(n, 2)} + 1/4)/{a1} <= {up}"


def relevant_vectors(fam: Family, rho: Fraction) -> list[tuple[int, ...]]:
    """Every ``λ ∈ Λ`` with ``0 < |λ|₁ <= 2ρ`` (exact enumeration along the Hermite form).

    >>> len(relevant_vectors(family("BCC(a)"), Fraction(3, 2)))
    14
    """
    H, n = fam.hnf, fam.dim
    out = []
    bound = 2 * rho

    def rec(i, partial, used):
        # partial: contribution of columns i+1..n-1 to every row (exact integers)
        if i < 0:
            if any(partial):
                out.append(tuple(partial))
            return
        h, rest = H[i][i], bound - used
        # row i becomes partial[i] + h·ℓ_i (final); rows above get H[r][i]·ℓ_i more
        for ell in range(math.ceil((-rest - partial[i]) / h), math.floor((rest - partial[i]) / h) + 1):
            v = list(partial)
            for r in range(i + 1):
                v[r] += H[r][i] * ell
            if used + abs(v[i]) <= bound:
                rec(i - 1, v, used + abs(v[i]))

    rec(n - 1, [0] * n, 0)
    return sorted(set(out))


# ---------------------------------------------------------------------------
# The cells: exact vertices of the pieces Q_k (double description)
# ---------------------------------------------------------------------------
@dataclass
class CellComplex:
    """The pieces ``Q_k`` of the set ``P`` (module docstring) and what they certify.

    ``period_bound``: lcm of the vertex denominators (a period of every
    quasi-polynomial of the Ehrhart theorem); ``covering_radius``: the
    largest ``|v|₁`` over the vertices (the exact covering radius, Lemma 2);
    ``relevant``: the ``λ`` whose bisector meets some piece (the others are
    strictly satisfied and can be dropped); ``pieces``, ``vertices``: counts.
    """

    rho_bound: Fraction
    candidates: int
    pieces: int
    vertices: int
    period_bound: int
    covering_radius: Fraction
    relevant: list
    denominators: list
    facets: list = field(default_factory=list)   # per piece: (corner, σ, [(b, c, strict)])


def _cubes(n: int, rho: Fraction):
    """Corners ``k`` of the unit cubes ``[k, k+1]^n`` that meet the ball ``|x|₁ <= ρ``."""
    def rec(i, used):
        if i == n:
            yield ()
            return
        m = 0
        while used + m <= rho:
            for k in ((m, -m - 1)):
                for rest in rec(i + 1, used + m):
                    yield (k,) + rest
            m += 1
    yield from rec(0, 0)


def _dd_vertices(n: int, corner, cons):
    """Vertices of ``[corner, corner+1]^n ∩ {b + c·x >= 0}`` (double description).

    ``cons`` is a list of ``(b, c)`` with integer ``b`` and integer tuple
    ``c``.  Returns ``(vertices, touched)``: exact ``Fraction`` tuples, and
    the indices of the constraints that cut or touch the polytope when added
    (the others were strictly satisfied on it).  Adjacency is the
    combinatorial test: two vertices span an edge iff no third vertex is tight
    on every constraint tight on both.
    """
    verts = []
    for bits in itertools.product((0, 1), repeat=n):
        x = tuple(Fraction(corner[i] + bits[i]) for i in range(n))
        tight = 0
        for i in range(n):
            tight |= 1 << (i if bits[i] == 0 else n + i)
        verts.append((x, tight))
    touched = []
    for j, (b, c) in enumerate(cons):
        bit = 1 << (2 * n + j)
        vals = [b + sum(ci * xi for ci, xi in zip(c, x)) for x, _ in verts]
        if min(vals) > 0:
            continue
        touched.append(j)
        if max(vals) < 0:
            return [], touched
        plus = [i for i, v in enumerate(vals) if v > 0]
        minus = [i for i, v in enumerate(vals) if v < 0]
        new = []
        for u in plus:
            xu, tu = verts[u]
            for w in minus:
                xw, tw = verts[w]
                common = tu & tw
                if bin(common).count("1") < n - 1:
                    continue
                if any((tz & common) == common for z, (_, tz) in enumerate(verts)
                       if z != u and z != w):
                    continue
                vu, vw = vals[u], vals[w]
                x = tuple((vu * q - vw * p) / (vu - vw) for p, q in zip(xu, xw))
                new.append((x, common | bit))
        verts = ([verts[i] for i in plus] +
                 [(verts[i][0], verts[i][1] | bit) for i, v in enumerate(vals) if v == 0] + new)
    return [x for x, _ in verts], touched


def cells(fam: Family, rho: Fraction, R: list | None = None, deadline: float | None = None) -> CellComplex:
    """The pieces ``Q_k`` of ``P`` for the covering-radius bound ``rho``, certified (Lemma 2).

    Raises :class:`CertificateError` when a vertex reaches ``|v|₁ >= rho``
    (``rho`` is not above the covering radius, or ``R`` misses vectors).

    >>> c = cells(family("BCC(a)"), Fraction(13, 8))
    >>> c.covering_radius, c.period_bound, len(c.relevant)
    (Fraction(3, 2), 2, 14)
    """
    n = fam.dim
    if R is None:
        R = relevant_vectors(fam, rho)
    Rarr = np.array(R, dtype=np.int64).reshape(-1, n)
    Rnorm = np.abs(Rarr).sum(axis=1)
    p, q = rho.numerator, rho.denominator
    dens, maxnorm, npieces, nverts = set(), Fraction(0), 0, 0
    relevant, facets = set(), []
    for corner in _cubes(n, rho):
        if deadline is not None and time.monotonic() > deadline:
            raise BudgetError(f"{fam.spec}: the cell decomposition runs beyond the time budget "
                              "(raise --budget)")
        k = np.array(corner, dtype=np.int64)
        sigma = np.where(k >= 0, 1, -1)
        cubemax = min(rho, Fraction(int(np.maximum(np.abs(k), np.abs(k + 1)).sum())))
        cons = [(p, tuple(int(-q * s) for s in sigma))]
        idx = []
        sel = np.flatnonzero(Rnorm <= 2 * cubemax)
        if len(sel):
            Rs = Rarr[sel]
            tau = np.where(k[None, :] + Rs >= 0, 1, -1)
            c = tau - sigma[None, :]
            b = (tau * Rs).sum(axis=1)
            boxmin = b + np.where(c > 0, c * k[None, :], c * (k[None, :] + 1)).sum(axis=1)
            boxmax = b + np.where(c > 0, c * (k[None, :] + 1), c * k[None, :]).sum(axis=1)
            if (boxmax < 0).any():
                continue                              # no point of the cube beats that λ
            keep = np.flatnonzero(boxmin <= 0)
            seen = {}
            for i in keep:
                key = (int(b[i]), tuple(int(x) for x in c[i]))
                seen.setdefault(key, []).append(int(sel[i]))
            for key, members in seen.items():
                cons.append(key)
                idx.append(members)
        verts, touched = _dd_vertices(n, corner, cons)
        if not verts:
            continue
        npieces += 1
        nverts += len(verts)
        rows = []
        for j in touched:
            if j >= 1:
                relevant.update(idx[j - 1])
                strict = any(not _lex_positive(R[i]) for i in idx[j - 1])
                rows.append((cons[j][0], cons[j][1], strict))
        facets.append((tuple(corner), tuple(int(x) for x in sigma), rows))
        for v in verts:
            for x in v:
                dens.add(x.denominator)
            norm = sum(abs(x) for x in v)
            if norm > maxnorm:
                maxnorm = norm
    if maxnorm >= rho:
        raise CertificateError(f"certificate: the covering-radius bound {rho} is not above the "
                               f"cell (a vertex has |v|₁ = {maxnorm}): refused")
    D = 1
    for d in dens:
        D = math.lcm(D, d)
    return CellComplex(rho_bound=rho, candidates=len(R), pieces=npieces, vertices=nverts,
                       period_bound=D, covering_radius=maxnorm,
                       relevant=sorted(R[i] for i in relevant), denominators=sorted(dens),
                       facets=facets)


def _lex_positive(v) -> bool:
    return next(x for x in v if x) > 0


def canonical_count(fam: Family, a: int, rho: Fraction, R: list) -> list[int]:
    """Distance distribution of Lemma 1's set at ``a``, by brute-force enumeration.

    Independent of the distance engine: every integer ``x`` with
    ``|x|₁ <= aρ`` is tested against every ``λ ∈ R``.  Its total must be
    ``|det(aM)|`` and its histogram the engine's.

    >>> bcc = family("BCC(a)")
    >>> canonical_count(bcc, 2, Fraction(13, 8), relevant_vectors(bcc, Fraction(13, 8)))
    [1, 6, 15, 10]
    """
    n = fam.dim
    B = int(math.floor(a * rho))
    axis = np.arange(-B, B + 1, dtype=np.int64)
    X = np.stack(np.meshgrid(*([axis] * n), indexing="ij"), axis=-1).reshape(-1, n)
    norm = np.abs(X).sum(axis=1)
    keep = norm * rho.denominator <= a * rho.numerator
    X, norm = X[keep], norm[keep]
    ok = np.ones(len(X), bool)
    for lam in R:
        other = np.abs(X + a * np.array(lam, np.int64)).sum(axis=1)
        ok &= (other > norm) if not _lex_positive(lam) else (other >= norm)
    return [int(c) for c in np.bincount(norm[ok])]


# ---------------------------------------------------------------------------
# The Barvinok route (isl / barvinok through islpy)
# ---------------------------------------------------------------------------
def _mod_to_floor(t: str) -> str:
    """isl's ``(e) mod d`` as ``((e) - d*floor((e)/d))``."""
    while True:
        m = re.search(r"\)\s*mod\s*(\d+)", t)
        if not m:
            return t
        end, depth, i = m.start(), 0, m.start()
        while i >= 0:
            depth += {")": 1, "(": -1}.get(t[i], 0)
            if depth == 0:
                break
            i -= 1
        e, d = t[i:end + 1], m.group(1)
        t = t[:i] + f"({e} - {d}*floor({e}/{d}))" + t[m.end():]


def _isl_text_to_sympy(text: str, names: dict):
    t = _mod_to_floor(text).replace("^", "**")
    t = re.sub(r"(\d)\s*([A-Za-z_])", r"\1*\2", t)
    t = re.sub(r"\)\s*\(", ")*(", t)
    return sympy.sympify(t, locals={**names, "floor": sympy.floor})


def _denominators(text: str) -> set[int]:
    return ({int(d) for d in re.findall(r"/\s*(\d+)\s*\)", text)}
            | {int(d) for d in re.findall(r"(\d+)e\d+", text)}
            | {int(d) for d in re.findall(r"mod\s*(\d+)", text)})


def _expr_of(obj) -> str:
    """The expression of an isl QPolynomial / Aff printed as ``[a] -> { EXPR }``."""
    s = obj.to_str() if hasattr(obj, "to_str") else str(obj)
    inner = s[s.index("{") + 1: s.rindex("}")].strip()
    if inner.startswith("[") and inner.endswith("]"):        # an Aff: { [(expr)] }
        inner = inner[1:-1]
    if ":" in inner:
        inner = inner.split(":", 1)[0]
    return inner.strip()


class _Isl:
    """Lemma 1's set, piece by piece, as isl sets with parameter ``a`` (and ``k``)."""

    def __init__(self, fam: Family, rho: Fraction, cells: "CellComplex"):
        import islpy as isl
        self.isl = isl
        self.ctx = isl.Context()
        try:
            self.ctx.set_max_operations(ISL_MAX_OPERATIONS)
        except AttributeError:                              # pragma: no cover
            pass
        self.fam, self.rho, self.cells = fam, rho, cells
        self.n = fam.dim
        self.xs = [f"x{i}" for i in range(self.n)]

    def pieces(self):
        """``(σ, basic set)`` for each piece ``a·Q_k ∩ Z^n`` (Lemma 1's points in the cube
        ``a·[k, k+1)^n``): the facets the cell decomposition found, strict (``>= 1``) for
        the bisectors of the ``λ <lex 0``; no set difference is needed."""
        isl, xs = self.isl, self.xs
        space = isl.Space.create_from_names(self.ctx, set=xs, params=["a"])
        p, q = self.rho.numerator, self.rho.denominator
        for corner, sigma, facets in self.cells.facets:
            rows = [{"a": 1, 1: -1}, {**{x: -q * s for s, x in zip(sigma, xs)}, "a": p}]
            for k, x in zip(corner, xs):
                rows.append({x: 1, "a": -k})                     # x_i >= a k_i
                rows.append({x: -1, "a": k + 1, 1: -1})          # x_i < a (k_i + 1)
            for b, c, strict in facets:
                rows.append({**{x: ci for ci, x in zip(c, xs) if ci}, "a": b,
                             1: -1 if strict else 0})
            B = isl.BasicSet.universe(space)
            for row in rows:
                B = B.add_constraint(isl.Constraint.ineq_from_names(space, row))
            if not B.is_empty():
                yield sigma, isl.Set.from_basic_set(B), space

    def derive(self, deadline: float | None = None, advance=None):
        """``(order, total, diameter, distribution)`` as isl piecewise objects
        (``advance()`` after each piece)."""
        isl = self.isl
        card = diam = dist = None
        for sigma, S, space in self.pieces():
            if deadline is not None and time.monotonic() > deadline:
                raise BudgetError(f"{self.fam.spec}: the Barvinok route runs beyond the time "
                                  "budget (raise --budget)")
            c = S.card()
            card = c if card is None else card.add(c)
            # the parametric maximum of σ·x: {[x, d] : x ∈ S, d = σ·x}, x projected out
            T = S.insert_dims(isl.dim_type.set, self.n, 1)
            sp = T.get_space()
            row = {f"x{i}": s for i, s in enumerate(sigma)}
            eq = isl.Constraint.eq_from_names(sp, row)
            eq = eq.set_coefficient_val(isl.dim_type.set, self.n, -1)
            T = T.add_constraint(eq).project_out(isl.dim_type.set, 0, self.n)
            if not T.is_empty():
                m = T.dim_max(0)
                diam = m if diam is None else diam.union_max(m)
            # the count at distance k: the same set with k = σ·x >= 1 as a second parameter
            Sk = S.insert_dims(isl.dim_type.param, 1, 1).set_dim_name(isl.dim_type.param, 1, "k")
            spk = Sk.get_space()
            Sk = Sk.add_constraint(isl.Constraint.ineq_from_names(spk, {"k": 1, 1: -1}))
            Sk = Sk.add_constraint(isl.Constraint.eq_from_names(spk, {**row, "k": -1}))
            c = Sk.card()
            dist = c if dist is None else dist.add(c)
            if advance is not None:
                advance()
        # the total distance Σ_k k·N(a, k): k moved from the parameters into the domain
        q = dist.move_dims(isl.dim_type.in_, 0, isl.dim_type.param, 1, 1)
        k = isl.PwQPolynomial.from_pw_aff(isl.PwAff.var_on_domain(
            isl.LocalSpace.from_space(q.get_domain_space()), isl.dim_type.set, 0))
        total = q.mul(k).sum()
        return card.coalesce(), total.coalesce(), diam.coalesce(), dist.coalesce()


def _pieces(pw) -> list:
    """``[(domain set, expression text)]`` of an isl piecewise object."""
    out = []
    for dom, val in pw.get_pieces():
        out.append((dom, _expr_of(val)))
    return out


def _univariate(pw, what: str, deadline: float) -> QuasiPolynomial:
    """An isl piecewise quasi-polynomial (or quasi-affine function) of ``a``, per residue class.

    The period is the lcm of every divisor in the pieces' floors and
    domains; ``valid_from`` the least ``a₀`` from which, in every residue
    class, one piece's domain contains the whole class (isl ``is_subset``).
    Each class's polynomial is the piece's expression with ``a = p·m + r``
    substituted and every floor resolved (exact, sympy).
    """
    import islpy as isl
    pieces = _pieces(pw)
    p = 1
    for dom, e in pieces:
        for d in _denominators(e) | _denominators(dom.to_str()):
            p = math.lcm(p, d)
    ctx = pw.get_ctx()
    for a0 in range(1, 400):
        if time.monotonic() > deadline:
            raise BudgetError(f"{what}: beyond the time budget")
        chosen = {}
        for r in range(p):
            cls = isl.Set.read_from_str(ctx, f"[a] -> {{ : a >= {a0} and exists (e: a = {p}e + {r}) }}")
            for dom, e in pieces:
                if cls.is_subset(dom.params() if dom.dim(isl.dim_type.set) else dom):
                    chosen[r] = e
                    break
            else:
                break
        if len(chosen) == p:
            polys = {}
            for r, e in chosen.items():
                ex = _isl_text_to_sympy(e, {"a": A})
                ex = sympy.expand(ex.subs(A, p * _M + r))
                if ex.has(sympy.floor):
                    raise DeriveError(f"{what}: a floor does not resolve with period {p}: {ex}")
                polys[r] = sympy.expand(ex.subs(_M, (A - r) / p))
            return QuasiPolynomial(p, polys, a0).minimal()
    raise DeriveError(f"{what}: no residue-class decomposition of isl's pieces up to a = 400")


@dataclass
class Distribution:
    """Counts ``N(a, k)`` of vertices at distance ``k >= k_from`` (isl pieces, per residue)."""

    k_from: int
    pieces: list            # [{"where": text, "period": p, "by_residue": {"ra,rk": sympy}}]
    pw: object = None       # the isl object (for evaluation)
    valid_from: int = 1

    def __call__(self, a: int, k: int) -> int:
        import islpy as isl
        if k == 0:
            return 1
        pt = isl.Point.zero(self.pw.get_space().params())
        pt = pt.set_coordinate_val(isl.dim_type.param, 0, a)
        pt = pt.set_coordinate_val(isl.dim_type.param, 1, k)
        v = self.pw.eval(pt)
        return int(v.to_python())

    def counts(self, a: int, kmax: int) -> list[int]:
        """``[N(a, 0), ..., N(a, kmax)]`` (the isl object fixed at ``a`` once)."""
        import islpy as isl
        pw = self.pw.fix_val(isl.dim_type.param, 0, a)
        out = [1]
        for k in range(1, kmax + 1):
            pt = isl.Point.zero(pw.get_space().params())
            pt = pt.set_coordinate_val(isl.dim_type.param, 0, a)
            pt = pt.set_coordinate_val(isl.dim_type.param, 1, k)
            out.append(int(pw.eval(pt).to_python()))
        return out

    def record(self) -> dict:
        return {"k_from": self.k_from, "valid_from": self.valid_from,
                "pieces": [{"where": pc["where"], "period": pc["period"],
                            "by_residue": {key: str(e) for key, e in pc["by_residue"].items()}}
                           for pc in self.pieces]}


def _distribution_start(pw, a_min: int, deadline: float) -> int:
    """The least ``a₀ >= a_min`` beyond every piece of ``pw`` bounded in ``a`` (the
    exceptional small ``a`` of the distribution)."""
    import islpy as isl
    ctx = pw.get_ctx()
    bounded = []
    for dom, _ in pw.get_pieces():
        far = isl.Set.read_from_str(ctx, "[a, k] -> { : a >= 100000 }")
        if dom.params().intersect_params(far).is_empty():
            bounded.append(dom.params())
    a0 = a_min
    while any(not d.intersect_params(isl.Set.read_from_str(ctx, f"[a, k] -> {{ : a >= {a0} }}"))
              .is_empty() for d in bounded):
        if time.monotonic() > deadline:
            raise BudgetError("distribution: beyond the time budget")
        a0 += 1
    return a0


def _bivariate(pw, what: str, a0: int = 1) -> Distribution:
    import islpy as isl
    pw = pw.intersect_params(isl.Set.read_from_str(pw.get_ctx(), f"[a, k] -> {{ : a >= {a0} }}"))
    pw = pw.coalesce()
    pieces = []
    for dom, e in _pieces(pw):
        p = 1
        for d in _denominators(e) | _denominators(dom.to_str()):
            p = math.lcm(p, d)
        ex = _isl_text_to_sympy(e, {"a": A, "k": K})
        by = {}
        for ra in range(p):
            for rk in range(p):
                sub = sympy.expand(ex.subs({A: p * _M + ra, K: p * _M2 + rk}, simultaneous=True))
                if sub.has(sympy.floor):
                    raise DeriveError(f"{what}: a floor does not resolve with period {p}")
                by[f"{ra},{rk}"] = sympy.expand(sub.subs({_M: (A - ra) / p, _M2: (K - rk) / p},
                                                          simultaneous=True))
        where = dom.to_str()
        where = where[where.index("{") + 1: where.rindex("}")].strip().lstrip(":").strip()
        pieces.append({"where": where, "period": p, "by_residue": by})
    return Distribution(1, pieces, pw, a0)


# ---------------------------------------------------------------------------
# The derivation
# ---------------------------------------------------------------------------
def _lower_start(q: QuasiPolynomial, exact: dict) -> QuasiPolynomial:
    """``q`` with ``valid_from`` lowered while it agrees with the exact values below it."""
    while q.valid_from > 1 and q.valid_from - 1 in exact and q(q.valid_from - 1) == exact[q.valid_from - 1]:
        q.valid_from -= 1
    return q


@dataclass
class Derivation:
    """Everything ``derive`` proved about a family, with its certificate (module docstring).

    ``order``, ``total_distance``, ``diameter``: :class:`QuasiPolynomial`
    (``diameter`` is ``None`` without the Barvinok route);
    ``distribution``: :class:`Distribution` or ``None``; ``small``: exact
    values at ``1 <= a < valid_from``; ``certificate``: the record of
    DESIGN.md ("Interfaces", ``derive``); ``method``: the routes used;
    ``hints``: one line per quantity left out.
    """

    family: Family
    valid_from: int
    order: QuasiPolynomial
    total_distance: QuasiPolynomial
    diameter: QuasiPolynomial | None
    distribution: Distribution | None
    small: dict
    certificate: dict
    method: str
    seconds: float
    hints: list = field(default_factory=list)

    @property
    def spec(self) -> str:
        return self.family.spec

    def average_distance(self) -> dict:
        """``residue -> total / (order - 1)`` modulo the lcm of the two periods (rational
        functions of ``a``, valid for ``a >= max(valid_from, 2)``)."""
        P = math.lcm(self.order.period, self.total_distance.period)
        out = {}
        for r in range(P):
            num, den = sympy.fraction(sympy.together(
                self.total_distance.polynomials[r % self.total_distance.period]))
            pairs = self.order.polynomials[r % self.order.period] - 1
            # kept uncancelled, as the paper prints it: (expanded numerator)/(c·(N - 1))
            out[r] = sympy.expand(num) / sympy.Mul(den, pairs, evaluate=False)
        return out

    def value(self, quantity: str, a: int):
        """The exact value of ``order``, ``total_distance``, ``average_distance`` or
        ``diameter`` at ``a`` (small ``a`` from ``small``)."""
        if a < self.valid_from and str(a) in self.small:
            s = self.small[str(a)]
            if quantity == "average_distance":
                return Fraction(s["total_distance"], s["order"] - 1) if s["order"] > 1 else None
            return s[quantity]
        if quantity == "average_distance":
            n = self.order(a)
            return Fraction(self.total_distance(a), n - 1) if n > 1 else None
        q = getattr(self, quantity)
        if q is None:
            raise DeriveError(f"{self.spec}: {quantity} was not derived ({BARVINOK_HINT})")
        return q(a)

    def record(self) -> dict:
        """The JSON of ``latticegraph derive --json`` (DESIGN.md, "Interfaces")."""
        x = self.family.param
        return {"spec": self.spec, "parameter": x, "dim": self.family.dim,
                "valid_from": self.valid_from, "order": self.order.record(x),
                "total_distance": self.total_distance.record(x),
                "diameter": self.diameter.record(x) if self.diameter else None,
                "distribution": self.distribution.record() if self.distribution else None,
                "small": self.small, "certificate": self.certificate,
                "method": self.method, "seconds": round(self.seconds, 3), "hints": self.hints}


def _exact_values(fam: Family, alist, deadline: float, advance=None) -> dict:
    out = {}
    for a in alist:
        if time.monotonic() > deadline:
            raise BudgetError(f"{fam.spec}: the distance engine's values run beyond the time "
                              "budget (raise --budget)")
        out[a] = distance_distribution(fam.graph(a))
        if advance:
            advance(1)
    return out


def derive(spec: str, param: str = "a", *, barvinok: bool | None = None,
           covering_radius: Fraction | None = None, relevant: list | None = None,
           budget: float = DEFAULT_BUDGET, check_to: int | None = None,
           progress: bool = True) -> Derivation:
    """Derive and certify the closed forms of the family ``spec`` for every ``a``.

    Parameters
    ----------
    spec : str
        A lattice family with the parameter in its arguments, e.g. ``"BCC(a)"``,
        ``"G([[2a,0,a],[0,2a,a],[0,0,a]])"``, ``"commonlift(PC(2a),BCC(a))"``.
    param : str
        The parameter's name.
    barvinok : bool, optional
        Use the Barvinok route (diameter, distribution); default: when installed.
    covering_radius, relevant : optional
        Override ``ρ̂`` and ``R`` (for testing the certificate: a bound that is
        too small, or missing vectors, is refused).
    budget : float
        Seconds allowed; beyond it :class:`BudgetError`.
    check_to : int, optional
        Check every ``a`` up to this against the distance engine (default
        ``(degree + 2) × period``).

    Raises
    ------
    DeriveError
        Bad input (one line); :class:`CertificateError` when a certificate
        fails; :class:`BudgetError` beyond the budget.

    Examples
    --------
    Paper ``crystal``, Section 3.4: ``FCC(a)`` has average distance
    ``(7a^4 - 2a^2 - 1)/(4(2a^3 - 1))`` for odd ``a`` (the Ehrhart route alone).

    >>> d = derive("FCC(a)", barvinok=False)
    >>> d.average_distance()[1], d.certificate["checked"][-1]
    ((7*a**4 - 2*a**2 - 1)/(4*(2*a**3 - 1)), 12)
    """
    from .progress import task
    bar = task(f"derive {spec}", total=100) if progress else contextlib.nullcontext(
        lambda amount=1: None)
    with bar as advance:
        return _derive(spec, param, barvinok, covering_radius, relevant, budget, check_to,
                       advance)


def _derive(spec, param, barvinok, covering_radius, relevant, budget, check_to,
            advance) -> Derivation:
    """The body of :func:`derive`; ``advance(units)`` moves its progress bar (100 units)."""
    t0 = time.monotonic()
    deadline = t0 + budget
    fam = family(spec, param)
    n = fam.dim
    if barvinok is None:
        barvinok = has_barvinok()
    elif barvinok and not has_barvinok():
        raise DeriveError(BARVINOK_HINT)
    if covering_radius is None:
        rho, rho_how = covering_radius_bound(fam)
    else:
        rho, rho_how = Fraction(covering_radius), "given"
    R = relevant_vectors(fam, rho) if relevant is None else [tuple(v) for v in relevant]
    stages = {"covering radius": time.monotonic() - t0}
    t1 = time.monotonic()
    cx = cells(fam, rho, R, deadline)
    stages["cells"] = time.monotonic() - t1
    advance(20)
    t1 = time.monotonic()
    D = cx.period_bound
    deg_total = n + 1
    last = max((deg_total + 2) * D, check_to or 0)
    with contextlib.nullcontext(lambda k=1: advance(20 * k / (last + 2))) as step:
        dists = _exact_values(fam, range(1, last + 1), deadline, step)
        # Lemma 1's set, enumerated by brute force at small a (independent of the engine)
        member = []
        for a in range(1, last + 1):
            B = int(math.floor(a * rho))
            if (2 * B + 1) ** n * max(len(cx.relevant), 1) > 3 * 10**7 and member:
                break
            got = canonical_count(fam, a, rho, cx.relevant)
            if sum(got) != fam.det * a**n or got != dists[a]:
                raise CertificateError(
                    f"certificate: at a = {a} Lemma 1's set has {sum(got)} points (|det(aM)| = "
                    f"{fam.det * a**n}) and distribution {got[:8]}..., the distance engine "
                    f"{dists[a][:8]}...: the covering-radius bound or the relevant vectors "
                    "are wrong: refused")
            member.append(a)
        step(2)
    stages["engine and enumeration"] = time.monotonic() - t1
    orders = {a: sum(dd) for a, dd in dists.items()}
    totals = {a: total_distance(dd) for a, dd in dists.items()}
    order, _ = fit_quasi_polynomial(orders, D, n)
    total, _ = fit_quasi_polynomial(totals, D, deg_total)
    order, total = order.minimal(), total.minimal()
    det_poly = fam.det * A**n
    if order.period != 1 or sympy.expand(order.polynomials[0] - det_poly) != 0:
        raise CertificateError(f"certificate: the order is {order.record()}, not |det(aM)| = "
                               f"{det_poly}: refused")
    certificate = {
        "covering_radius_bound": str(rho), "covering_radius_reason": rho_how,
        "covering_radius": str(cx.covering_radius),
        "relevant_vectors": [list(v) for v in cx.relevant], "candidate_vectors": cx.candidates,
        "pieces": cx.pieces, "vertices": cx.vertices, "vertex_denominators": cx.denominators,
        "period": D, "degree": {"order": n, "total_distance": deg_total, "diameter": 1,
                                "distribution": n - 1},
        "checked": list(range(1, last + 1)), "enumerated": member,
    }
    method = "ehrhart"
    diam = dist = None
    hints = []
    valid_from = 1
    if barvinok:
        import islpy as isl
        try:
            t1 = time.monotonic()
            isl_card, isl_total, isl_diam, isl_dist = _Isl(fam, rho, cx).derive(
                deadline, lambda: advance(50 / max(len(cx.facets), 1)))
            stages["barvinok"] = time.monotonic() - t1
            b_order = _univariate(isl_card, f"{spec}: order", deadline)
            b_total = _univariate(isl_total, f"{spec}: total distance", deadline)
            diam = _univariate(isl_diam, f"{spec}: diameter", deadline)
            diam = _lower_start(diam, {a: len(dd) - 1 for a, dd in dists.items()})
            a0 = _distribution_start(isl_dist, 1, deadline)
            dist = _bivariate(isl_dist, f"{spec}: distribution", a0)
        except isl.Error as exc:
            msg = str(exc).lower()
            if "quota" in msg or "max_operations" in msg or "operations" in msg:
                raise BudgetError(f"{spec}: the Barvinok computation exceeds its budget of "
                                  f"{ISL_MAX_OPERATIONS:.0e} isl operations") from None
            raise DeriveError(f"{spec}: isl failed: {str(exc).splitlines()[0]}") from None
        for name, mine, theirs in (("order", order, b_order), ("total distance", total, b_total)):
            P = math.lcm(mine.period, theirs.period)
            if any(sympy.expand(mine.polynomials[r % mine.period]
                                - theirs.polynomials[r % theirs.period]) != 0 for r in range(P)):
                raise CertificateError(f"certificate: the Ehrhart and Barvinok {name} differ "
                                       f"({mine.record()} vs {theirs.record()}): refused")
        valid_from = max(diam.valid_from, dist.valid_from)
        # (degree + 2) periods beyond each form's a₀, at least
        pd = max([pc["period"] for pc in dist.pieces] + [1])
        need = max(diam.valid_from + 3 * diam.period, dist.valid_from + (n + 1) * pd)
        if need > last:
            dists.update(_exact_values(fam, range(last + 1, need + 1), deadline))
            last = need
            certificate["checked"] = list(range(1, last + 1))
        for a in range(1, last + 1):
            dd = dists[a]
            if a >= diam.valid_from and diam(a) != len(dd) - 1:
                raise CertificateError(f"certificate: the parametric maximum gives diameter "
                                       f"{diam(a)} at a = {a}, the distance engine "
                                       f"{len(dd) - 1}: refused")
            if a < dist.valid_from:
                continue
            got = dist.counts(a, len(dd))
            for k, c in enumerate(dd):
                if got[k] != c:
                    raise CertificateError(f"certificate: Barvinok's count at a = {a}, k = {k} is "
                                           f"{got[k]}, the distance engine {c}: refused")
            if got[len(dd)] != 0:
                raise CertificateError(f"certificate: Barvinok counts vertices beyond the "
                                       f"diameter at a = {a}: refused")
        method = "ehrhart + barvinok"
        stages["pieces and checks"] = time.monotonic() - t1 - stages["barvinok"]
    else:
        hints.append(BARVINOK_HINT)
    small = {}
    for a in range(1, valid_from):
        dd = dists[a]
        small[str(a)] = {"order": sum(dd), "total_distance": total_distance(dd),
                         "diameter": len(dd) - 1, "distance_distribution": dd}
    certificate["seconds"] = {k: round(v, 3) for k, v in stages.items()}
    return Derivation(family=fam, valid_from=valid_from, order=order, total_distance=total,
                      diameter=diam, distribution=dist, small=small, certificate=certificate,
                      method=method, seconds=time.monotonic() - t0, hints=hints)


def compare_with_fit(d: Derivation, fam_fit) -> list[str]:
    """Where the interpolating fit (:func:`latticegraph.fit.fit_family`) disagrees with
    the derivation: one line per quantity and residue class (empty: it agrees).

    >>> from latticegraph.fit import fit_family
    >>> compare_with_fit(derive("PC(a)", barvinok=False), fit_family("PC(a)"))
    []
    """
    out = []
    pairs = [("order", fam_fit.order, d.order), ("total distance", fam_fit.total,
                                                  d.total_distance)]
    if d.diameter is not None:
        pairs.append(("diameter", fam_fit.diameter, d.diameter))
    for name, f, q in pairs:
        P = math.lcm(f.period, q.period)
        for r in range(P):
            mine = q.polynomials[r % q.period]
            theirs = f.polynomials[r % f.period].subs(f.symbol, A)
            if sympy.expand(mine - theirs) != 0:
                out.append(f"{name}, a ≡ {r} (mod {P}): fit {theirs}, derive {mine}")
    return out


# ---------------------------------------------------------------------------
# The command
# ---------------------------------------------------------------------------
def _pretty(expr) -> str:
    return sympy.pretty(_nice(expr), use_unicode=True)


def _print_qp(title: str, q: QuasiPolynomial, out) -> None:
    for r in sorted(q.polynomials):
        cond = "" if q.period == 1 else f"   (a ≡ {r} mod {q.period})"
        lines = _pretty(q.polynomials[r]).splitlines()
        mid = len(lines) // 2
        for i, line in enumerate(lines):
            head = (f"{title}{cond}" if i == mid else "")
            print(f"  {head:<34} {line}", file=out)


def text_report(d: Derivation, out=None) -> None:
    """What ``latticegraph derive SPEC`` prints: each quantity per residue class."""
    out = out or sys.stdout
    c = d.certificate
    x = d.family.param
    print(f"{d.spec}: G({x}·M) with M = {[list(r) for r in d.family.hnf]} (Hermite form), "
          f"dimension {d.family.dim}", file=out)
    valid = [f"order and total distance for every {x} >= 1"]
    if d.diameter is not None:
        valid.append(f"diameter for {x} >= {d.diameter.valid_from}")
    if d.distribution is not None:
        valid.append(f"distribution for {x} >= {d.distribution.valid_from}")
    print("proved: " + "; ".join(valid) + (f"; {x} < {d.valid_from} exactly below"
                                           if d.small else ""), file=out)
    _print_qp("order", d.order, out)
    _print_qp("total distance", d.total_distance, out)
    avg = d.average_distance()
    P = len(avg)
    for r in sorted(avg):
        cond = "" if P == 1 else f"   (a ≡ {r} mod {P})"
        lines = sympy.pretty(avg[r], use_unicode=True).splitlines()
        for i, line in enumerate(lines):
            head = f"average distance{cond}" if i == len(lines) // 2 else ""
            print(f"  {head:<34} {line}", file=out)
    if d.diameter is not None:
        _print_qp("diameter", d.diameter, out)
    if d.distribution is not None:
        print(f"  distribution: {len(d.distribution.pieces)} pieces in (a, k) "
              "(--json lists them)", file=out)
    for a, s in d.small.items():
        print(f"  a = {a} (exceptional): order {s['order']}, total {s['total_distance']}, "
              f"diameter {s['diameter']}", file=out)
    print(f"certificate: covering radius {c['covering_radius']} (bound {c['covering_radius_bound']}), "
          f"{len(c['relevant_vectors'])} relevant vectors of {c['candidate_vectors']}, "
          f"{c['pieces']} pieces, period bound {c['period']}, degrees "
          f"{c['degree']['order']}/{c['degree']['total_distance']}; engine agrees on "
          f"a = 1..{max(c['checked'])}; Lemma 1's set enumerated at a = "
          f"{', '.join(map(str, c['enumerated']))}", file=out)
    print(f"method: {d.method} ({d.seconds:.1f} s)", file=out)
    for h in d.hints:
        print(f"note: {h}", file=out)


def latex_report(d: Derivation) -> str:
    """The closed forms as LaTeX (one ``align*`` block)."""
    x = d.family.param
    X = sympy.Symbol(x)
    rows = [f"N({x}) &= {d.order.latex(x)}", f"W({x}) &= {d.total_distance.latex(x)}"]
    avg = {r: e.subs(A, X) for r, e in d.average_distance().items()}
    if len(avg) == 1:
        rows.append(f"\\bar k({x}) &= {sympy.latex(avg[0])}")
    else:
        cases = " \\\\ ".join(f"{sympy.latex(avg[r])} & \\text{{if }} {x} \\equiv {r} "
                              f"\\pmod{{{len(avg)}}}" for r in sorted(avg))
        rows.append(f"\\bar k({x}) &= \\begin{{cases}} {cases} \\end{{cases}}")
    if d.diameter is not None:
        rows.append(f"k({x}) &= {d.diameter.latex(x)}")
    body = " \\\\\n".join(rows)
    return (f"% {d.spec}: order and total distance for every {x} >= 1"
            + (f", diameter for {x} >= {d.diameter.valid_from}" if d.diameter else "")
            + " (latticegraph derive)\n"
            f"\\begin{{align*}}\n{body}\n\\end{{align*}}")


def _cmd_derive(args) -> int:
    from . import progress
    progress.set_enabled(not args.no_progress)
    try:
        d = derive(args.spec, param=args.param, barvinok=False if args.no_barvinok else None,
                   budget=args.budget)
    except DeriveError as exc:
        print(f"latticegraph: error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(d.record(), indent=2))
    elif args.latex:
        print(latex_report(d))
    else:
        text_report(d)
    return 0


def add_derive(sub) -> None:
    """Register ``latticegraph derive``."""
    p = sub.add_parser(
        "derive",
        help="closed forms in a for every a: proved by parametric lattice-point counting",
        description="Derive the order, total and average distance, diameter and distance "
        "distribution of the lattice family SPEC = G(a·M) as quasi-polynomials in a, valid for "
        "every a, each with a certificate (Ehrhart's theorem with exact values of the distance "
        "engine; Barvinok's algorithm when islpy-barvinok is installed).  `latticegraph fit` "
        "is the interpolating cross-check.",
        epilog='examples: latticegraph derive "BCC(a)";  latticegraph derive '
               '"G([[2a,0,a],[0,2a,a],[0,0,a]])" --json;  latticegraph derive "4D-FCC(a)" --latex',
    )
    p.add_argument("spec", help='lattice family with the parameter in its arguments, e.g. "BCC(a)"')
    p.add_argument("--param", default="a", help="the parameter's name (default: a)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--json", action="store_true", help="print one JSON object (DESIGN.md)")
    g.add_argument("--latex", action="store_true", help="print the closed forms as LaTeX")
    p.add_argument("--budget", type=float, default=DEFAULT_BUDGET,
                   help=f"seconds allowed (default {DEFAULT_BUDGET:.0f}); beyond it: one line, exit 2")
    p.add_argument("--no-barvinok", action="store_true",
                   help="the Ehrhart route only (order and total distance)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=_cmd_derive)
