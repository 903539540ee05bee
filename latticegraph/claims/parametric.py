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
when a ≡ 1 (mod 2), for every a >= 1".  A claim with a finite range (``a_to``)
is decided by evaluating every ``a`` of it exactly.

The check may return a ``(printed, computed)`` pair (of numbers, or of equal-length
tuples compared componentwise, booleans and words such as ``"no links"`` compared as they
are), a relation, or
``And``/``Or``/``Not`` of relations: beyond the largest root bound of its atoms
every atom, hence the whole formula, is constant on the class.  Besides the
quantities, a view gives :meth:`FamilyView.limit` (``lim q(a)/a^p`` on the class
of ``a``: the ``≈ c·a`` of a table) and ``degree`` (``2n`` once ``a`` exceeds
``2/ν``, ``ν`` the least 1-norm of the lattice ``MZ^n``; the exact degree of the
built graph below).

Sharing.  Each family is derived once per process (:func:`derivation`); ``verify``
derives the families its parametric claims need first, one task per family on
the worker processes, stores each derivation in the results store (table
``derivations``, keyed by the spec and the library's sources) and loads it into
the processes that decide the claims, so a run derives each family at most once
and a rerun derives none.  The claim's result is stored like any other.

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


#: derivations of this process, by spec (filled by :func:`derivation` and :func:`preload`)
_CACHE: dict = {}
#: a results store to read derivations from (:func:`reading_store`), or None
_STORE_PATH: str | None = None


def derivation_version() -> str:
    """The key under which derivations are stored: the library's sources (the ones that
    decide claims too) and whether the Barvinok route is installed."""
    import hashlib

    from ..derive import has_barvinok
    from .runner import _library_fingerprint
    h = hashlib.sha256(_library_fingerprint() + (b"barvinok" if has_barvinok() else b"ehrhart"))
    return h.hexdigest()[:16]


def preload(record: dict) -> None:
    """Put a stored derivation (:meth:`~latticegraph.derive.Derivation.stored`) in this
    process's cache."""
    from ..derive import Derivation
    d = Derivation.from_stored(record)
    _CACHE[d.spec] = d


def cached(spec: str) -> bool:
    """Whether ``spec`` is derived (or known to fail) in this process."""
    return spec in _CACHE


def failed(spec: str, result: dict) -> None:
    """Remember that deriving ``spec`` failed (a derivation task's result): the claims
    needing it report that one line instead of deriving again."""
    from ..derive import BudgetError, DeriveError
    lines = [ln for ln in (result.get("error") or "").strip().splitlines() if ln.strip()]
    text = lines[-1] if lines else f"the derivation of {spec} failed"
    _CACHE[spec] = (BudgetError if result.get("status") == "undecided" else DeriveError)(text)


class reading_store:
    """``with reading_store(path):`` :func:`derivation` also looks in the results store at
    ``path`` (read-only) before deriving; forked worker processes inherit the setting."""

    def __init__(self, path):
        self.path = None if path is None else str(path)

    def __enter__(self):
        global _STORE_PATH
        self._saved, _STORE_PATH = _STORE_PATH, self.path
        return self

    def __exit__(self, *exc):
        global _STORE_PATH
        _STORE_PATH = self._saved


def _from_store(spec: str):
    import json
    import os
    import sqlite3

    from .store import Store
    if not _STORE_PATH or not os.path.exists(_STORE_PATH):
        return None
    try:
        st = Store(_STORE_PATH, warn=lambda _: None)
    except (ValueError, sqlite3.Error):
        return None
    try:
        text = st.get_derivation(spec, derivation_version())
    finally:
        st.close()
    if text is None:
        return None
    preload(json.loads(text))
    return _CACHE[spec]


def derivation(spec: str):
    """:func:`latticegraph.derive.derive` of ``spec``: from this process's cache, else from
    the results store being read (:class:`reading_store`), else derived (and cached)."""
    if spec not in _CACHE:
        if _from_store(spec) is None:
            from ..derive import derive
            _CACHE[spec] = derive(spec, progress=False)
    d = _CACHE[spec]
    if isinstance(d, Exception):
        raise d
    return d


def derive_task(spec: str) -> dict:
    """One ``verify`` task: derive ``spec`` and return it as a decided result whose
    ``computed`` is the JSON of the stored derivation (an error or a budget overrun is
    reported like any task's)."""
    import json
    import time
    import traceback

    from ..derive import BudgetError
    from .workers import undecided
    t0 = time.perf_counter()
    try:
        d = derivation(spec)
    except BudgetError as exc:
        return undecided("timeout", str(exc))
    except Exception:
        return {"status": "error", "printed": None, "computed": None,
                "error": traceback.format_exc(), "seconds": time.perf_counter() - t0}
    return {"status": "pass", "printed": None, "computed": json.dumps(d.stored()),
            "error": None, "seconds": time.perf_counter() - t0}


def families_of(claims) -> list[str]:
    """The family specs the parametric ``claims`` need, in first-use order."""
    out: dict[str, None] = {}
    for c in claims:
        if c.kind == "parametric":
            out.update(dict.fromkeys(c.parametric["families"].values()))
    return list(out)


@functools.lru_cache(maxsize=128)
def _least_norm(spec: str) -> int:
    """The least 1-norm ``ν`` of a nonzero vector of the family's lattice ``MZ^n`` (among the
    vectors of norm at most twice the certified covering-radius bound, which hold every
    shortest vector: the packing radius ``ν/2`` is at most the covering radius)."""
    from ..derive import relevant_vectors
    d = derivation(spec)
    R = relevant_vectors(d.family, Fraction(d.certificate["covering_radius_bound"]))
    return min(sum(map(abs, v)) for v in R)


def degree_from(spec: str) -> int:
    """The least ``a`` from which ``G(aM)`` has degree ``2n`` for every larger ``a``:
    ``±e_i`` are ``2n`` distinct nonzero classes once ``a·ν > 2`` (their differences and
    themselves have norm at most 2)."""
    return 2 // _least_norm(spec) + 1


class FamilyView:
    """The quantities of one derived family, at an integer ``a`` (exact values) or on one
    residue class (sympy expressions in :data:`latticegraph.derive.A`).

    Attributes ``order``, ``total_distance``, ``average_distance`` (over the
    ``N - 1`` other vertices) and ``diameter``; ``derivation`` is the
    :class:`~latticegraph.derive.Derivation`.
    """

    def __init__(self, d, a, residue: int | None = None, modulus: int | None = None):
        self.derivation, self._a, self._r, self._P = d, a, residue, modulus

    def residue(self, p: int) -> int:
        """``a mod p`` for this view's ``a`` (on a residue class: ``p`` must divide the
        claim's class modulus, e.g. declare ``modulus=p``): picks a printed form by class."""
        if self._r is None:
            return int(self._a) % p
        if self._P is None or self._P % p:
            raise ValueError(f"a mod {p} is not constant on the classes mod {self._P}: "
                             f"declare modulus={p} on the claim")
        return self._r % p

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

    @property
    def degree(self):
        """The degree of ``G(aM)``: ``2n`` on a residue class (valid from
        :func:`degree_from`), the built graph's below it."""
        d = self.derivation
        if self._r is None and int(self._a) < degree_from(d.spec):
            return sympy.Integer(d.family.graph(int(self._a)).degree)
        return sympy.Integer(2 * d.family.dim)

    def limit(self, name: str = "average_distance", power: int = 1):
        """``lim q(a)/a^power`` as ``a → ∞`` in the residue class of this view's ``a``
        (``q`` one of the quantities), from the class's closed form: exact, and the same
        number for every ``a`` of the class.  Table 1's ``k̄ ≈ c·a`` is ``limit() = c``."""
        from ..derive import A
        d = self.derivation
        if name == "average_distance":
            forms = d.average_distance()
        else:
            q = getattr(d, name)
            forms = {r: q.polynomials[r] for r in range(q.period)}
        r = (self._r if self._r is not None else int(self._a)) % len(forms)
        return sympy.limit(forms[r] / A**power, A, sympy.oo)


_BOOL = (bool, sympy.logic.boolalg.BooleanAtom)


def _is_seq(x) -> bool:
    return isinstance(x, (tuple, list))


def _atoms(out) -> list:
    """The atomic relations of a check's result, as ``(f, op)`` meaning ``f op 0``
    (booleans and constant comparisons carry none)."""
    if isinstance(out, tuple) and len(out) == 2:
        return _pair_atoms(*out)
    if isinstance(out, _BOOL):
        return []
    if isinstance(out, (sympy.And, sympy.Or, sympy.Not)):
        return [x for arg in out.args for x in _atoms(arg)]
    for cls, op in _REL.items():
        if isinstance(out, cls):
            return [(sympy.together(out.lhs - out.rhs), op)]
    raise TypeError("a parametric check returns a (printed, computed) pair, a relation such "
                    f"as x < y, or And/Or/Not of relations, got {out!r:.80}")


_LOGIC = (sympy.core.relational.Relational, sympy.And, sympy.Or, sympy.Not)


def _pair_atoms(p, c) -> list:
    if _is_seq(p) and _is_seq(c) and len(p) == len(c):
        return [x for u, v in zip(p, c) for x in _pair_atoms(u, v)]
    if _is_seq(p) or _is_seq(c):
        return []                          # different shapes: unequal at every a
    if isinstance(p, str) or isinstance(c, str):
        return []                          # a word ("no links"): the same on the whole class
    if isinstance(p, _BOOL + _LOGIC) or isinstance(c, _BOOL + _LOGIC):
        # a truth value against a condition on a: the condition's atoms
        return [x for v in (p, c) if isinstance(v, _LOGIC) for x in _atoms(v)]
    return [(sympy.together(sympy.sympify(p) - sympy.sympify(c)), "==")]


def _equal(p, c) -> bool:
    if _is_seq(p) or _is_seq(c):
        return _is_seq(p) and _is_seq(c) and len(p) == len(c) and all(
            _equal(u, v) for u, v in zip(p, c))
    if isinstance(p, _BOOL) or isinstance(c, _BOOL):
        return isinstance(p, _BOOL) and isinstance(c, _BOOL) and bool(p) == bool(c)
    if isinstance(p, str) or isinstance(c, str):
        return p == c                      # a word such as "no links" against a value
    return bool(sympy.simplify(sympy.sympify(p) - sympy.sympify(c)) == 0)


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
        return _equal(*out)
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
                 name: str = "a", a_to: int | None = None) -> str:
    """The exact failing set in words.

    ``failing``: the failing ``a`` up to ``upto``; ``tails``: residue ``r``
    mod ``P`` -> True when every ``a ≡ r`` beyond ``upto`` fails; ``a_to``: the
    range is finite, ``a_from..a_to`` (``upto = a_to``, no tails).

    >>> failure_text([1, 3, 5], {1: True, 0: False}, 2, 1, 6)
    'fails exactly when a ≡ 1 (mod 2), for every a >= 1'
    >>> failure_text([1], {0: False, 1: False}, 2, 1, 6)
    'fails exactly at a = 1; holds for every other a >= 1'
    >>> failure_text([1, 3], {}, 1, 1, 4, a_to=4)
    'fails exactly at a = 1, 3; holds for every other a = 1..4'
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
    rng = f"{name} >= {a_from}" if a_to is None else f"{name} = {a_from}..{a_to}"
    if not parts:
        return f"holds for every {rng}"
    text = "; ".join(parts)
    if not classes and not partial:
        text += f"; holds for every other {rng}"
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
    start = max([a_from] + [max(d.valid_from, degree_from(d.spec)) for d in fams.values()])

    def in_range(a: int) -> bool:
        return a >= a_from and (a_to is None or a <= a_to) and \
            (residues is None or a % modulus in residues)

    def exact(a: int):
        # a as a sympy Integer, so that the check's arithmetic stays exact (3/2, not 1.5)
        return claim.check(sympy.Integer(a), **{n: FamilyView(d, a) for n, d in fams.items()})

    failing, tails, first = [], {}, None
    if a_to is not None:
        upto = a_to                        # a finite range: every a decided exactly
    else:
        upto = start
        for r in range(P):
            if residues is not None and r % modulus not in residues:
                continue                   # a class outside the range
            out = claim.check(A, **{n: FamilyView(d, A, r, P) for n, d in fams.items()})
            bound = 0
            for f, op in _atoms(out):
                if f.has(sympy.floor, sympy.Mod):
                    f = _resolve_floors(f, r, P)
                bound = max(bound, _root_bound(f))
            upto = max(upto, start + P + bound)
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
            "fails": None if holds else failure_text(failing, tails, P, a_from, upto,
                                                     a_to=a_to),
            "first": first, "families": cert,
            "method": " + ".join(sorted({d.method for d in fams.values()}))}


def value_at(claim, a: int) -> tuple:
    """The check of a parametric claim at one ``a``: ``(holds, printed, computed)`` (a
    relation's printed value is ``True``, its computed value its truth): the cell of a
    reproduced table."""
    fams = {name: derivation(s) for name, s in claim.parametric["families"].items()}
    out = claim.check(sympy.Integer(a), **{n: FamilyView(d, a) for n, d in fams.items()})
    pair = out if isinstance(out, tuple) and len(out) == 2 else (True, bool(out))
    return _holds(out), _plain(pair[0]), _plain(pair[1])


def _plain(v):
    if isinstance(v, (tuple, list)):
        return type(v)(_plain(x) for x in v)
    if isinstance(v, sympy.Rational):
        return Fraction(int(v.p), int(v.q)) if v.q != 1 else int(v.p)
    if isinstance(v, (bool, sympy.logic.boolalg.BooleanAtom)):
        return bool(v)
    if isinstance(v, sympy.Basic):
        return str(v)
    return v
