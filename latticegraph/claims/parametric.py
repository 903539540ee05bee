"""Claims about lattice families decided for every ``a`` (evidence kind ``parametric``).

A claim declared with :meth:`~latticegraph.claims.ClaimSet.parametric`
names one or more families ``G(a·M)`` and a check ``check(a, **views)`` that
returns either a ``(printed, computed)`` pair or a relation (``<``, ``<=``,
``==`` ...) between quantities of the families.  Each family is derived by
:func:`latticegraph.derive.derive` (closed forms proved for every ``a``, with
their certificates), and the claim is decided for every ``a`` in its range:

1. ``P`` is the lcm of the periods of every derived quantity and of the
   claim's ``modulus``.  For each residue class ``r`` mod ``P`` the check runs
   once with ``a`` a sympy symbol: each view then holds the class's
   polynomial (``order``, ``total_distance``, ``diameter``) or rational
   function (``average_distance``), and the check's result is a relation
   ``f(a) ⋈ 0`` with ``f`` rational (floors such as ``floor(3a/2)`` in a printed
   form are resolved on the class).
2. Beyond a bound ``B_r`` above every real root of ``f``'s numerator and
   denominator (Cauchy's bound) the sign of ``f``, hence the truth of the
   relation, is constant: one exact evaluation beyond ``B_r`` decides the
   whole tail of the class.
3. Every ``a`` of the class up to ``B_r`` (including the small ``a`` below
   the derivation's ``valid_from``, taken from its exact table) is decided
   exactly, with ``a`` a sympy ``Integer`` (so ``a / 2`` stays exact).

So the outcome is ``proved`` (holds for every ``a`` of the range) or
``refuted`` with the exact failing set for every ``a``, e.g. "fails exactly
when a ≡ 1 (mod 2), for every a >= 1".  Derivations are cached per process;
the claim's result is stored in the results store like any other, so a
rerun recomputes nothing.

>>> from latticegraph.claims import ClaimSet, verify
>>> cs = ClaimSet("toy")
>>> @cs.parametric("toy.bcc.total", where="Section 3.4", families={"bcc": "BCC(a)"},
...                statement="BCC(a) has total distance (35a^4 - 14a^2 + 3)/8",
...                expect="refuted", erratum="substantive")
... def _(a, bcc):
...     return (35 * a**4 - 14 * a**2 + 3) / 8, bcc.total_distance
>>> r = verify(cs)[0]
>>> r.outcome, r.counterexample["fails"]
('refuted', 'fails exactly when a ≡ 0 (mod 2), for every a >= 1')
"""
from __future__ import annotations

import functools
import math
from fractions import Fraction

import sympy

__all__ = ["FamilyView", "derivation", "decide_parametric", "failure_text"]

_REL = {sympy.Eq: "==", sympy.Ne: "!=", sympy.Lt: "<", sympy.Le: "<=", sympy.Gt: ">",
        sympy.Ge: ">="}


@functools.lru_cache(maxsize=64)
def derivation(spec: str):
    """:func:`latticegraph.derive.derive` of ``spec``, cached in this process."""
    from ..derive import derive
    return derive(spec, progress=False)


class FamilyView:
    """The quantities of one derived family, at an integer ``a`` (exact values) or on one
    residue class (sympy expressions in :data:`latticegraph.derive.A`).

    Attributes ``order``, ``total_distance``, ``average_distance`` (over the
    ``N - 1`` other vertices) and ``diameter``; ``derivation`` is the
    :class:`~latticegraph.derive.Derivation`.
    """

    def __init__(self, d, a, residue: int | None = None):
        self.derivation, self._a, self._r = d, a, residue

    def _get(self, name: str):
        from ..derive import BARVINOK_HINT
        d = self.derivation
        if self._r is None:
            v = d.value(name, int(self._a))
            return sympy.Rational(v.numerator, v.denominator) if isinstance(v, Fraction) else v
        if name == "average_distance":
            return self._get("total_distance") / (self._get("order") - 1)
        q = getattr(d, name)
        if q is None:
            raise ValueError(f"{d.spec}: {name} was not derived ({BARVINOK_HINT})")
        return q.polynomials[self._r % q.period]

    order = property(lambda self: self._get("order"))
    total_distance = property(lambda self: self._get("total_distance"))
    average_distance = property(lambda self: self._get("average_distance"))
    diameter = property(lambda self: self._get("diameter"))


def _relation(out):
    """``(f, op)`` with the check's result equivalent to ``f op 0``, or ``(bool, None)``."""
    if isinstance(out, tuple) and len(out) == 2:
        return sympy.together(sympy.sympify(out[0]) - sympy.sympify(out[1])), "=="
    if isinstance(out, (bool, sympy.logic.boolalg.BooleanAtom)):
        return bool(out), None
    for cls, op in _REL.items():
        if isinstance(out, cls):
            return sympy.together(out.lhs - out.rhs), op
    raise TypeError("a parametric check returns a (printed, computed) pair or a relation "
                    f"such as x < y, got {out!r:.80}")


def _resolve_floors(f, r: int, P: int):
    """``f`` on the class ``a ≡ r (mod P)`` with its floors resolved (``a = P m + r``, ``m``
    an integer): a printed ``floor(3a/2)`` becomes ``3a/2 - 1/2`` on odd ``a``."""
    from ..derive import A
    m = sympy.Symbol("m", integer=True, nonnegative=True)
    g = sympy.expand(f.subs(A, P * m + r))
    if g.has(sympy.floor, sympy.Mod):
        raise ValueError(f"a floor of the check does not resolve on the residue classes mod {P}: "
                         "declare modulus= a multiple of its denominators")
    return sympy.together(g.subs(m, (A - r) / P))


def _holds(out) -> bool:
    if isinstance(out, tuple) and len(out) == 2:
        return bool(sympy.simplify(sympy.sympify(out[0]) - sympy.sympify(out[1])) == 0)
    return bool(out)


def _root_bound(f) -> int:
    """An integer above every real root of ``f``'s numerator and denominator (Cauchy)."""
    from ..derive import A
    num, den = sympy.fraction(sympy.together(f))
    bound = 0
    for p in (num, den):
        poly = sympy.Poly(sympy.expand(p), A)
        if poly.degree() <= 0:
            continue
        cs = poly.all_coeffs()
        lead = abs(cs[0])
        bound = max(bound, int(math.ceil(1 + max(abs(c) / lead for c in cs[1:]))))
    return bound


def failure_text(failing: list[int], tails: dict, P: int, a_from: int, upto: int,
                 name: str = "a") -> str:
    """The exact failing set in words.

    ``failing``: the failing ``a`` up to ``upto``; ``tails``: residue ``r``
    mod ``P`` -> True when every ``a ≡ r`` beyond ``upto`` fails.

    >>> failure_text([1, 3, 5], {1: True, 0: False}, 2, 1, 6)
    'fails exactly when a ≡ 1 (mod 2), for every a >= 1'
    >>> failure_text([1], {0: False, 1: False}, 2, 1, 6)
    'fails exactly at a = 1; holds for every other a >= 1'
    """
    fail = set(failing)
    full = sorted(r for r, t in tails.items() if t)
    # residues failing at every a of the class (from a_from)
    whole = [r for r in full if all(a in fail for a in range(a_from, upto + 1) if a % P == r)]
    p = P
    for q in sorted(d for d in range(1, P + 1) if P % d == 0):
        if all((r in whole) == (r % q in {x % q for x in whole}) for r in range(P)):
            p = q
            break
    classes = sorted({r % p for r in whole})
    covered = {a for a in fail if a % P in whole}
    extra = sorted(fail - covered)
    parts = []
    if classes:
        if p == 1:
            parts.append(f"fails for every {name} >= {a_from}")
        else:
            cls = ", ".join(str(r) for r in classes)
            parts.append(f"fails exactly when {name} ≡ {cls} (mod {p}), for every "
                         f"{name} >= {a_from}")
    partial = [r for r in full if r not in whole]
    if partial:
        parts.append("fails for every " + " and ".join(
            f"{name} ≡ {r} (mod {P}) beyond {upto}" for r in partial))
    if extra:
        parts.append(f"{'and ' if parts else 'fails exactly '}at {name} = "
                     f"{', '.join(map(str, extra))}")
    if not parts:
        return f"holds for every {name} >= {a_from}"
    text = "; ".join(parts)
    if not classes and not partial:
        text += f"; holds for every other {name} >= {a_from}"
    return text


def decide_parametric(claim) -> dict:
    """Decide a ``parametric`` claim for every ``a`` of its range (module docstring).

    Returns ``{"holds", "domain", "fails", "first", "classes", "checked_to",
    "families": {name: certificate summary}, "method"}``; ``first`` is the
    smallest failing ``a`` with its printed and computed values.
    """
    from ..derive import A
    spec = claim.parametric
    fams = {name: derivation(s) for name, s in spec["families"].items()}
    a_from, a_to = spec.get("a_from", 1), spec.get("a_to")
    modulus, residues = spec.get("modulus", 1), spec.get("residues")
    P = modulus
    for d in fams.values():
        for q in (d.order, d.total_distance, d.diameter):
            if q is not None:
                P = math.lcm(P, q.period)
    start = max([a_from] + [d.valid_from for d in fams.values()])

    def in_range(a: int) -> bool:
        return a >= a_from and (a_to is None or a <= a_to) and \
            (residues is None or a % modulus in residues)

    def exact(a: int):
        # a as a sympy Integer, so that the check's arithmetic stays exact (3/2, not 1.5)
        return claim.check(sympy.Integer(a), **{n: FamilyView(d, a) for n, d in fams.items()})

    failing, tails, upto, first = [], {}, start, None
    bounds = {}
    for r in range(P):
        out = claim.check(A, **{n: FamilyView(d, A, r) for n, d in fams.items()})
        f, op = _relation(out)
        if op is not None and f.has(sympy.floor, sympy.Mod):
            f = _resolve_floors(f, r, P)
        bounds[r] = start + P + (0 if op is None else _root_bound(f))
        upto = max(upto, bounds[r])
    if a_to is not None:
        upto = min(upto, a_to)
    for a in range(a_from, upto + 1):
        if in_range(a) and not _holds(exact(a)):
            failing.append(a)
    for r in range(P):
        if a_to is not None:
            tails[r] = False
            continue
        a = upto + 1
        while a % P != r:
            a += 1
        tails[r] = in_range(a) and not _holds(exact(a))
    holds = not failing and not any(tails.values())
    if failing:
        a = failing[0]
        out = exact(a)
        pair = out if isinstance(out, tuple) else (True, out)
        first = {"a": a, "printed": _plain(pair[0]), "computed": _plain(pair[1])}
    dom = f"every a >= {a_from}" if a_to is None else f"a = {a_from}..{a_to}"
    if residues is not None and modulus > 1:
        dom += f" with a mod {modulus} in {{{', '.join(map(str, sorted(residues)))}}}"
    cert = {}
    for name, d in fams.items():
        c = d.certificate
        cert[name] = {"spec": d.spec, "method": d.method, "valid_from": d.valid_from,
                      "period": c["period"], "covering_radius": c["covering_radius"],
                      "relevant_vectors": len(c["relevant_vectors"]),
                      "checked": f"a=1..{max(c['checked'])}"}
    return {"holds": holds, "domain": dom, "classes": P, "checked_to": upto,
            "fails": None if holds else failure_text(failing, tails, P, a_from, upto),
            "first": first, "families": cert,
            "method": " + ".join(sorted({d.method for d in fams.values()}))}


def _plain(v):
    if isinstance(v, sympy.Rational):
        return Fraction(int(v.p), int(v.q)) if v.q != 1 else int(v.p)
    if isinstance(v, (bool, sympy.logic.boolalg.BooleanAtom)):
        return bool(v)
    if isinstance(v, sympy.Basic):
        return str(v)
    return v
