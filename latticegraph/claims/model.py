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
``sampled``
    Same shape as ``instances``, but the domain is a random sample of a
    population too large to exhaust; ``sample={"population": "...",
    "seed": s}`` says what was sampled from and how (the sample size is the
    domain's).  A pass is ``sampled``, never ``verified``; say in ``notes``
    why neither a proof nor exhaustion fits.
``not-checkable``
    No checker; ``reason`` says what the claim would need (a simulator...).

Domains are either a dict ``name -> iterable`` (cartesian product, in the
order given) or a zero-argument callable returning an iterable of dicts.
List domains in increasing size so the first failure is the smallest
counterexample.  ``size(**params)`` (optional) gives the number of vertices
an instance builds; ``verify --max-nodes`` skips larger instances (but
always checks at least the smallest one, so a claim is never vacuous).

Outcomes and evidence (DESIGN.md, "Claims")
-------------------------------------------
``instances``: ``verified`` when every checked instance passes, ``refuted``
with the smallest failing instance (its params, printed and computed values)
and the set of checked parameters where it fails, ``error`` when a check
raises.  ``exhaustive``: ``proved`` when every instance of the domain
passes; when ``--max-nodes`` skipped some, only ``verified`` (the one
shortfall ``verify`` accepts for an expected ``proved``: nothing contradicts
it).  ``sampled``: ``sampled`` or ``refuted``.  ``symbolic``: ``proved`` or
``refuted`` (with lhs and rhs).  ``not-checkable``: always that, with its
reason.  Every outcome carries ``evidence``: ``{"kind": "symbolic" |
"exhaustive" | "sampled" | "none", "domain": "a=1..40", "instances": n,
...}`` (the runner's :func:`~latticegraph.claims.runner.evidence`).

``expect`` records the outcome the claim file expects; ``verify`` fails on
any other outcome, in either direction.  A claim expected ``refuted`` is an
erratum: it names its ``erratum`` kind (``substantive``; ``boundary``, when
it fails only at degenerate parameters the paper's context plainly excludes;
``slip``, a typo, notation or proof line) and, unless symbolic, its
``witness``: the parameters of the smallest counterexample, which every run
re-checks whatever the size cap, so a cap never hides an erratum.  A
corrected statement is its own claim with ``corrects="<id of the refuted
claim>"``; where a checker has to repair what the paper printed (a repeated
entry, a wrong vector length), the printed version is its own refuted claim
of kind ``slip`` and the repaired one names it in ``corrects``.  ``notes``
gives the reading chosen where the text is ambiguous or garbled, and the
alternatives checked.

Stored results are keyed by (claim, instance, checker version): ``version``
plus a hash of the check function's bytecode, so editing a check recomputes
its instances; bump ``version`` when what a check computes changes without
its own code changing (a helper it calls was fixed), or run ``verify
--fresh``.

Reproduced tables
-----------------
A claims file can declare the tables it reproduces; ``latticegraph table
NAME`` writes ``tables/NAME.tex`` (booktabs) from stored instance results,
computing and storing any missing instance first.  Rows are a domain like
``params``; each column is a cell:

* :func:`param` -- a row parameter;
* :func:`text` -- a template formatted with the row, e.g. ``"BCC({a})"``;
* :func:`computed` / :func:`printed` -- the computed / printed value that an
  instance check returned.  The claim id may be a template over the row; the
  instance shown is the one of the claim's domain whose every parameter
  equals the row's (``**fixed`` adds or overrides parameters); exactly one
  must match.  A symbolic claim's single instance matches every row.

Column headers and the caption are LaTeX, written as given; row values are
escaped; a cell's ``fmt(value) -> str`` output is inserted verbatim::

    claims.table(
        "crystal_table1", where="Table 1",
        caption="Diameter and average distance of the cubic crystal graphs",
        columns=("graph", "$a$", "diameter", "$\\bar k$"),
        rows={"family": ["pc", "fcc", "bcc"], "a": range(2, 7)},
        cells=(text("{family}"), param("a"),
               computed("crystal.table1.diameter.{family}"),
               computed("crystal.table1.avgdist.{family}")))

A computed value that differs from the printed one is marked with a dagger.
Table names start with the paper name and an underscore.
"""
from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

__all__ = ["Claim", "ClaimSet", "OUTCOMES", "EXPECTABLE", "KINDS", "ERRATUM_KINDS", "Table", "Cell", "param", "text",
           "computed", "printed"]

OUTCOMES = ("proved", "verified", "sampled", "refuted", "not-checkable", "error")
#: outcomes a claims file may ``expect`` (``error`` is never expected)
EXPECTABLE = OUTCOMES[:5]
KINDS = ("instances", "exhaustive", "sampled", "symbolic", "not-checkable")
#: kinds of erratum (a claim expected ``refuted``), most serious first
ERRATUM_KINDS = ("substantive", "boundary", "slip")

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
    erratum: str | None = None
    witness: Mapping | None = None
    sample: Mapping | None = None

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"claim {self.id}: kind must be one of {KINDS}, got {self.kind!r}")
        if self.expect not in EXPECTABLE:
            raise ValueError(f"claim {self.id}: expect must be one of {EXPECTABLE}, got {self.expect!r}")
        if self.expect == "sampled" and self.kind != "sampled":
            raise ValueError(f"claim {self.id}: only a sampled claim may expect 'sampled'")
        if self.kind == "sampled" and self.expect not in ("sampled", "refuted"):
            raise ValueError(f"claim {self.id}: a sampled claim expects 'sampled' or 'refuted'")
        if self.kind == "sampled" and not (isinstance(self.sample, Mapping)
                                           and self.sample.get("population")):
            raise ValueError(f"claim {self.id}: a sampled claim needs "
                             "sample={'population': ..., 'seed': ...}")
        if self.expect == "refuted":
            if self.erratum not in ERRATUM_KINDS:
                raise ValueError(f"claim {self.id}: an erratum (expect='refuted') needs "
                                 f"erratum= one of {ERRATUM_KINDS}, got {self.erratum!r}")
            if self.kind in ("instances", "exhaustive", "sampled") and not isinstance(
                    self.witness, Mapping):
                raise ValueError(f"claim {self.id}: an erratum needs witness= the parameters "
                                 "of its smallest counterexample (re-checked on every run)")
        elif self.erratum is not None or self.witness is not None:
            raise ValueError(f"claim {self.id}: erratum and witness belong to claims "
                             "expected 'refuted'")
        if not self.id.startswith(self.paper + "."):
            raise ValueError(f"claim {self.id}: id must start with the paper name {self.paper!r}")
        if self.kind == "not-checkable" and not self.reason:
            raise ValueError(f"claim {self.id}: a not-checkable claim needs a reason")
        if self.kind in ("instances", "exhaustive", "sampled") and self.params is None:
            raise ValueError(f"claim {self.id}: an {self.kind} claim needs params")
        if self.kind != "not-checkable" and not callable(self.check):
            raise ValueError(f"claim {self.id}: an {self.kind} claim needs a check function")
        if self.params is not None and not callable(self.params) and not isinstance(self.params, Mapping):
            raise ValueError(f"claim {self.id}: params must be a dict name -> values or a callable")
        if self.size is not None and not callable(self.size):
            raise ValueError(f"claim {self.id}: size must be a callable size(**params)")
        if not isinstance(self.version, int) or self.version < 1:
            raise ValueError(f"claim {self.id}: version must be a positive integer")
        if self.corrects == self.id:
            raise ValueError(f"claim {self.id}: a claim cannot correct itself")

    def instances(self) -> list[dict]:
        """The parameter dicts of the domain, in order (``[{}]`` for symbolic)."""
        if self.kind in ("symbolic", "not-checkable"):
            return [{}]
        return _expand(self.params)

    def instance_size(self, params: Mapping) -> int | None:
        return None if self.size is None else int(self.size(**params))


@dataclass(frozen=True)
class Cell:
    """One column of a reproduced :class:`Table` (build it with :func:`param`,
    :func:`text`, :func:`computed` or :func:`printed`)."""

    kind: str
    name: str
    fixed: tuple[tuple[str, object], ...] = ()
    fmt: Callable | None = None

    def __post_init__(self):
        if self.kind not in ("param", "text", "computed", "printed"):
            raise ValueError(f"table cell kind must be param, text, computed or printed, got {self.kind!r}")


def param(name: str, fmt: Callable | None = None) -> Cell:
    """A cell showing the row parameter ``name`` (``fmt(value) -> str`` optional)."""
    return Cell("param", name, fmt=fmt)


def text(template: str) -> Cell:
    """A cell showing ``template.format(**row)``."""
    return Cell("text", template)


def computed(claim_id: str, fmt: Callable | None = None, **fixed) -> Cell:
    """A cell showing the value an instance check computed (claim id may be a row template)."""
    return Cell("computed", claim_id, tuple(sorted(fixed.items())), fmt)


def printed(claim_id: str, fmt: Callable | None = None, **fixed) -> Cell:
    """A cell showing the value the paper prints, as the instance check returned it."""
    return Cell("printed", claim_id, tuple(sorted(fixed.items())), fmt)


@dataclass(frozen=True)
class Table:
    """A paper table reproduced from stored instance results (module docstring)."""

    name: str
    paper: str
    where: str
    caption: str
    columns: tuple[str, ...]
    rows: Domain
    cells: tuple[Cell, ...]

    def __post_init__(self):
        if not self.name.startswith(self.paper + "_"):
            raise ValueError(f"table {self.name}: name must start with {self.paper + '_'!r}")
        if len(self.columns) != len(self.cells):
            raise ValueError(f"table {self.name}: {len(self.columns)} columns but {len(self.cells)} cells")
        if not all(isinstance(c, Cell) for c in self.cells):
            raise ValueError(f"table {self.name}: cells must be param/text/computed/printed cells")

    def row_params(self) -> list[dict]:
        """The rows' parameter dicts, in order."""
        return _expand(self.rows)


def _expand(domain: Domain) -> list[dict]:
    if callable(domain):
        return [dict(p) for p in domain()]
    names = list(domain)
    return [dict(zip(names, values))
            for values in itertools.product(*(list(domain[k]) for k in names))]


class ClaimSet:
    """The claims of one paper, declared with decorators (see module docstring)."""

    def __init__(self, paper: str):
        if not paper or not paper.isidentifier():
            raise ValueError(f"paper name must be a short identifier, got {paper!r}")
        self.paper = paper
        self.claims: dict[str, Claim] = {}
        self.tables: dict[str, Table] = {}

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

    def sampled(self, id: str, *, where: str, statement: str, params: Domain, sample: Mapping,
                expect: str = "sampled", **fields):
        """Decorate a check run on a random sample (``params``) of a larger population;
        ``sample={"population": "...", "seed": s}`` (module docstring, ``sampled``)."""
        return self._decorator("sampled", id, where=where, statement=statement,
                               params=params, sample=sample, expect=expect, **fields)

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

    def table(self, name: str, *, caption: str, columns, rows: Domain, cells, where: str = "") -> Table:
        """Declare a reproduced table (module docstring, "Reproduced tables")."""
        if name in self.tables:
            raise ValueError(f"duplicate table name {name}")
        t = Table(name=name, paper=self.paper, where=where, caption=caption,
                  columns=tuple(columns), rows=rows, cells=tuple(cells))
        self.tables[name] = t
        return t

    def validate(self) -> None:
        """Check cross-references: every ``corrects`` names a claim of this set."""
        for c in self.claims.values():
            if c.corrects is not None and c.corrects not in self.claims:
                raise ValueError(f"claim {c.id} corrects unknown claim {c.corrects}")

    def __iter__(self):
        return iter(self.claims.values())

    def __len__(self) -> int:
        return len(self.claims)
