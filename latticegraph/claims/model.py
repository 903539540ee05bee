"""The claim model: one record per statement a paper prints (DESIGN.md, "Claims").

A claims file ``proofs/<paper>.py`` declares its claims through a
:class:`ClaimSet`::

    claims = ClaimSet("crystal")

    @claims.instances(
        "crystal.table1.order.pc", where="Table 1",
        statement="PC(a) has a^3 nodes",
        params={"a": range(1, 41)}, size=lambda a: a**3,
        expect="verified")
    def _(a):
        return a**3, pc(a).order          # (printed, computed)

Checker kinds
-------------
``instances``
    ``check(**params) -> (printed, computed)`` for every parameter tuple of
    the domain; the claim holds on an instance iff ``printed == computed``
    (exact values: ``int``, ``Fraction``, tuples, ``bool``...).  Outcome
    ``verified`` on a range, or ``refuted`` with the smallest failing
    instance (domain order).
``exhaustive``
    Same shape, but the domain covers the whole statement (a finite
    theorem), so a pass is ``proved``.
``symbolic``
    ``check() -> (lhs, rhs)`` sympy expressions; ``proved`` when
    ``simplify(lhs - rhs) == 0`` (or they are structurally equal),
    ``refuted`` otherwise.
``not-checkable``
    No checker; ``reason`` says what the claim would need (a simulator...).

Domains are either a dict ``name -> iterable`` (cartesian product, in the
order given) or a zero-argument callable returning an iterable of dicts.
List domains in increasing size so the first failure is the smallest
counterexample.  ``size(**params)`` (optional) gives the number of vertices
an instance builds; ``verify --max-nodes`` skips larger instances.
"""
from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

__all__ = ["Claim", "ClaimSet", "OUTCOMES", "KINDS"]

OUTCOMES = ("proved", "verified", "refuted", "not-checkable", "error")
KINDS = ("instances", "exhaustive", "symbolic", "not-checkable")

Domain = Mapping[str, Iterable] | Callable[[], Iterable[Mapping]]


@dataclass(frozen=True)
class Claim:
    """One printed statement and how to decide it."""

    id: str
    paper: str
    where: str
    statement: str
    kind: str
    expect: str
    check: Callable | None = None
    params: Domain | None = None
    size: Callable | None = None
    notes: str = ""
    reason: str = ""
    corrects: str | None = None
    version: int = 1
    tags: tuple[str, ...] = field(default_factory=tuple)

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"claim {self.id}: kind must be one of {KINDS}, got {self.kind!r}")
        if self.expect not in OUTCOMES[:4]:
            raise ValueError(f"claim {self.id}: expect must be one of {OUTCOMES[:4]}, got {self.expect!r}")
        if not self.id.startswith(self.paper + "."):
            raise ValueError(f"claim {self.id}: id must start with the paper name {self.paper!r}")
        if self.kind == "not-checkable" and not self.reason:
            raise ValueError(f"claim {self.id}: a not-checkable claim needs a reason")
        if self.kind in ("instances", "exhaustive") and self.params is None:
            raise ValueError(f"claim {self.id}: an {self.kind} claim needs params")

    def instances(self) -> list[dict]:
        """The parameter dicts of the domain, in order (``[{}]`` for symbolic)."""
        if self.kind in ("symbolic", "not-checkable"):
            return [{}]
        if callable(self.params):
            return [dict(p) for p in self.params()]
        names = list(self.params)
        return [dict(zip(names, values))
                for values in itertools.product(*(list(self.params[k]) for k in names))]

    def instance_size(self, params: Mapping) -> int | None:
        return None if self.size is None else int(self.size(**params))


class ClaimSet:
    """The claims of one paper, declared with decorators (see module docstring)."""

    def __init__(self, paper: str):
        self.paper = paper
        self.claims: dict[str, Claim] = {}

    def add(self, claim: Claim) -> Claim:
        if claim.id in self.claims:
            raise ValueError(f"duplicate claim id {claim.id}")
        self.claims[claim.id] = claim
        return claim

    def _decorator(self, kind: str, id: str, **fields):
        def wrap(fn: Callable) -> Callable:
            self.add(Claim(id=id, paper=self.paper, kind=kind, check=fn, **fields))
            return fn
        return wrap

    def instances(self, id: str, *, where: str, statement: str, params: Domain,
                  expect: str = "verified", **fields):
        """Decorate ``check(**params) -> (printed, computed)`` decided on a range."""
        return self._decorator("instances", id, where=where, statement=statement,
                               params=params, expect=expect, **fields)

    def exhaustive(self, id: str, *, where: str, statement: str, params: Domain,
                   expect: str = "proved", **fields):
        """Decorate a check whose finite domain covers the whole statement."""
        return self._decorator("exhaustive", id, where=where, statement=statement,
                               params=params, expect=expect, **fields)

    def symbolic(self, id: str, *, where: str, statement: str, expect: str = "proved", **fields):
        """Decorate ``check() -> (lhs, rhs)``: a sympy identity for all parameters."""
        return self._decorator("symbolic", id, where=where, statement=statement,
                               expect=expect, **fields)

    def not_checkable(self, id: str, *, where: str, statement: str, reason: str, **fields) -> Claim:
        """Record a claim the project cannot decide, with the reason."""
        return self.add(Claim(id=id, paper=self.paper, kind="not-checkable", where=where,
                              statement=statement, reason=reason, expect="not-checkable",
                              **fields))

    def __iter__(self):
        return iter(self.claims.values())

    def __len__(self) -> int:
        return len(self.claims)
