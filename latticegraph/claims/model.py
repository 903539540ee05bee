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
``parametric``
    ``check(a, **families) -> (printed, computed)`` or a relation, about
    lattice families ``G(a·M)`` derived by ``latticegraph derive``; decided
    for every ``a`` of the range (:mod:`latticegraph.claims.parametric`):
    ``proved``, or ``refuted`` with the exact failing set.

Domains are either a dict ``name -> iterable`` (cartesian product, in the
order given) or a zero-argument callable returning an iterable of dicts.
List domains in increasing size so the first failure is the smallest
counterexample.  ``size(**params)`` (optional) gives the number of vertices
an instance builds; ``verify --max-nodes`` skips larger instances (but
always checks at least the smallest one, so a claim is never vacuous).
``max_nodes=N`` (optional) is the claim's own cap, used instead of
``verify``'s default (:data:`~latticegraph.claims.runner.DEFAULT_MAX_NODES`)
when ``--max-nodes`` is not given: a claim whose instances are cheap at any
size (distances of a family with certified automorphisms) covers larger
instances in the same time.  An explicit ``--max-nodes`` (0: no cap), the
pytest plugin's cap and :func:`~latticegraph.claims.verify`'s ``max_nodes``
apply to every claim alike.

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
...}`` (the runner's :func:`~latticegraph.claims.runner.evidence`), with the
``largest`` instance checked (its ``params`` and ``vertices``) when the claim
has ``size``.

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
alternatives checked.  ``premises`` names the assumptions a statement
inherits from its theorem, list or section; where the text admits several
readings, each is its own claim, ``reading`` says which one a claim decides
and ``readings`` names the others; a sentence with several parts is one claim
per part, each naming the others in ``parts``.

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

import ast
import inspect
import itertools
import os
import sys
import textwrap
from collections.abc import Callable, Iterable, Mapping, Sized
from dataclasses import dataclass, field

__all__ = ["Claim", "ClaimSet", "ClaimError", "OUTCOMES", "EXPECTABLE", "KINDS",
           "ERRATUM_KINDS", "Table", "Cell", "param", "text", "computed", "printed"]

OUTCOMES = ("proved", "verified", "sampled", "refuted", "not-checkable", "error")
#: outcomes a claims file may ``expect`` (``error`` is never expected)
EXPECTABLE = OUTCOMES[:5]
KINDS = ("instances", "exhaustive", "sampled", "symbolic", "not-checkable", "parametric")
#: kinds of erratum (a claim expected ``refuted``), most serious first
ERRATUM_KINDS = ("substantive", "boundary", "slip")

Domain = Mapping[str, Iterable] | Callable[[], Iterable[Mapping]]


class ClaimError(ValueError):
    """A claims file declares something invalid.

    The message is one line naming the file, the line and the claim id, e.g.
    ``mypaper.py:12: claim mypaper.x: expect must be one of (...)``; it is
    raised while the file loads, before any claim is decided.
    """


def _declared_at() -> str:
    """``file.py:line`` of the statement in a claims file that is declaring a claim: the
    first stack frame outside this module, or, when that frame is a helper module of a
    claims package (a name starting with one ``_``, e.g. ``_common.py``), the section
    module that called the helper."""
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename == __file__:
        frame = frame.f_back
    if frame is None:                                      # pragma: no cover
        return ""
    caller = frame
    while caller is not None and _is_helper_module(caller.f_code.co_filename):
        caller = caller.f_back
    if caller is not None and not caller.f_code.co_filename.startswith("<"):
        frame = caller
    return f"{os.path.basename(frame.f_code.co_filename)}:{frame.f_lineno}"


def _is_helper_module(filename: str) -> bool:
    name = os.path.basename(filename)
    return name.startswith("_") and not name.startswith("__")


_NOT_A_PAIR = (ast.Constant, ast.Compare, ast.BoolOp, ast.List, ast.Dict, ast.Set,
               ast.ListComp, ast.DictComp, ast.SetComp, ast.GeneratorExp, ast.JoinedStr)


def _returns_not_a_pair(fn: Callable) -> str | None:
    """Why ``fn`` visibly does not return a ``(printed, computed)`` pair, or ``None``.

    Reads the function's source: a ``return`` without a value, or returning a
    constant, a comparison, a list/dict/set or a tuple of another length, is
    caught before any work runs; other returns are checked when the check runs.
    """
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    except (OSError, TypeError, SyntaxError, IndentationError):
        return None                       # no source (doctest, builtin): checked at run time
    func = next((n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef,
                                                                 ast.AsyncFunctionDef))), None)
    if func is None:
        return None
    stack = list(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue                                       # nested scopes return elsewhere
        if isinstance(node, ast.Return):
            v = node.value
            if v is None:
                return "a bare `return`"
            if isinstance(v, ast.Tuple) and not any(isinstance(e, ast.Starred) for e in v.elts) \
                    and len(v.elts) != 2:
                return f"a tuple of {len(v.elts)} values"
            if isinstance(v, _NOT_A_PAIR):
                return f"`{ast.unparse(v)[:40]}`"
        stack.extend(ast.iter_child_nodes(node))
    return None


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
    max_nodes: int | None = None              # own default cap (vertices) of ``verify``
    premises: tuple[str, ...] = ()            # assumptions inherited from theorem/list/section
    reading: str = ""                         # the reading decided, where the text has several
    readings: tuple[str, ...] = ()            # ids of the claims deciding the other readings
    parts: tuple[str, ...] = ()               # ids of the claims deciding the sentence's other parts
    parametric: Mapping | None = None         # families and range of a ``parametric`` claim
    declared_at: str = ""                     # "file.py:line" of the declaration

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
        if isinstance(self.params, Mapping):
            values = {k: v if isinstance(v, Sized) else tuple(v) for k, v in self.params.items()}
            empty = [k for k, v in values.items() if len(v) == 0]
            if empty:                       # ({} is one instance with no parameters)
                raise ValueError(f"claim {self.id}: empty parameter domain (parameter "
                                 f"{empty[0]!r} has no values)")
            object.__setattr__(self, "params", values)   # a generator is read once, here
        if self.size is not None and not callable(self.size):
            raise ValueError(f"claim {self.id}: size must be a callable size(**params)")
        if self.max_nodes is not None and (self.size is None or type(self.max_nodes) is not int
                                           or self.max_nodes < 1):
            raise ValueError(f"claim {self.id}: max_nodes must be a positive integer, on a "
                             f"claim with size=, got {self.max_nodes!r}")
        if not isinstance(self.version, int) or self.version < 1:
            raise ValueError(f"claim {self.id}: version must be a positive integer")
        if self.corrects == self.id:
            raise ValueError(f"claim {self.id}: a claim cannot correct itself")
        for name in ("premises", "readings", "parts"):
            value = getattr(self, name)
            if isinstance(value, str) or not all(isinstance(v, str) and v for v in value):
                raise ValueError(f"claim {self.id}: {name} must be a tuple of non-empty "
                                 f"strings, got {value!r}")
            object.__setattr__(self, name, tuple(value))
        if not isinstance(self.reading, str):
            raise ValueError(f"claim {self.id}: reading must be a string")
        if self.reading and not self.readings:
            raise ValueError(f"claim {self.id}: a claim naming its reading names, in "
                             "readings=, the claims deciding the other readings")
        if self.id in self.readings or self.id in self.parts:
            raise ValueError(f"claim {self.id}: readings and parts name other claims")
        if (self.kind == "parametric") != (self.parametric is not None):
            raise ValueError(f"claim {self.id}: families= belong to parametric claims")
        if self.kind == "parametric":
            _check_parametric(self.id, self.parametric)

    def instances(self) -> list[dict]:
        """The parameter dicts of the domain, in order (``[{}]`` for symbolic)."""
        if self.kind in ("symbolic", "not-checkable", "parametric"):
            return [{}]
        return _expand(self.params)

    def instance_size(self, params: Mapping) -> int | None:
        return None if self.size is None else int(self.size(**params))


def _check_parametric(cid: str, spec: Mapping) -> None:
    """Validate the ``parametric`` fields of a claim (families, range, residues)."""
    fams = spec.get("families")
    if not isinstance(fams, Mapping) or not fams or not all(
            isinstance(k, str) and k.isidentifier() and isinstance(v, str) for k, v in fams.items()):
        raise ValueError(f"claim {cid}: families must map names to family specs with the "
                         "parameter a, e.g. {'bcc': 'BCC(a)'}")
    a_from, a_to = spec.get("a_from", 1), spec.get("a_to")
    if type(a_from) is not int or a_from < 1 or (a_to is not None and (
            type(a_to) is not int or a_to < a_from)):
        raise ValueError(f"claim {cid}: a_from must be an integer >= 1 and a_to (optional) "
                         ">= a_from")
    m, res = spec.get("modulus", 1), spec.get("residues")
    if type(m) is not int or m < 1 or (res is not None and not (
            res and all(type(r) is int and 0 <= r < m for r in res))):
        raise ValueError(f"claim {cid}: residues must be integers in 0..modulus-1")


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
    """A table cell showing the row parameter ``name``.

    Parameters
    ----------
    name : str
        A key of the table's ``rows`` domain.
    fmt : callable, optional
        ``fmt(value) -> str``, inserted verbatim (LaTeX).

    Examples
    --------
    >>> param("a").kind, param("a").name
    ('param', 'a')
    """
    return Cell("param", name, fmt=fmt)


def text(template: str) -> Cell:
    """A table cell showing ``template.format(**row)``, e.g. ``text("BCC({a})")``.

    Examples
    --------
    >>> text("PC({a})").name.format(a=4)
    'PC(4)'
    """
    return Cell("text", template)


def computed(claim_id: str, fmt: Callable | None = None, **fixed) -> Cell:
    """A table cell showing the value an instance check computed.

    Parameters
    ----------
    claim_id : str
        The claim, or a template over the row (``"paper.diameter.{family}"``).
        The instance shown is the one whose every parameter equals the row's
        (``**fixed`` adds or overrides parameters); exactly one must match.
    fmt : callable, optional
        ``fmt(value) -> str``, inserted verbatim (LaTeX).

    Examples
    --------
    >>> computed("toy.diameter.{family}", a=8).fixed
    (('a', 8),)
    """
    return Cell("computed", claim_id, tuple(sorted(fixed.items())), fmt)


def printed(claim_id: str, fmt: Callable | None = None, **fixed) -> Cell:
    """A table cell showing the value the paper prints (the ``printed`` half of the
    instance check's pair); arguments as for :func:`computed`.

    Examples
    --------
    >>> printed("toy.sq").kind
    'printed'
    """
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
    """The claims of one paper, declared with decorators.

    A claims file ``proofs/<paper>.py`` defines ``claims = ClaimSet("<paper>")``
    and declares each statement of the paper with one of the decorators below;
    ``latticegraph verify --proofs proofs`` and ``pytest proofs/`` decide them.

    Parameters
    ----------
    paper : str
        The paper's short name (an identifier); every claim id starts with
        ``paper + "."`` and every table name with ``paper + "_"``.

    The other parameters are keyword arguments of the decorators.

    Other Parameters
    ----------------
    where : str
        Where the paper states it ("Theorem 3", "Table 1", "Section 2, p. 4").
    statement : str
        The statement as printed (never adjusted to make a check pass).
    expect : str
        The outcome you expect, one of ``EXPECTABLE``; ``verify`` fails on any
        other outcome, in either direction.
    notes : str, optional
        The reading chosen where the text is ambiguous or garbled, and the
        alternatives checked.
    erratum : {"substantive", "boundary", "slip"}
        Required when ``expect="refuted"``: the kind of erratum.
    witness : dict
        Required when ``expect="refuted"`` (not for symbolic claims): the
        parameters of the smallest counterexample; every run re-checks it,
        whatever the size cap.
    corrects : str, optional
        The id of the refuted claim this one corrects.
    premises : tuple of str, optional
        The assumptions the statement inherits from its theorem, numbered list
        or section (e.g. ``"Section 3.4: a >= 2"``); the check decides the
        statement under them.
    reading : str, optional
        Where the printed text admits several readings: the one this claim
        decides.  ``readings`` must then name the claims deciding the others.
    readings : tuple of str, optional
        The ids of the claims deciding the other readings of the same text.
    parts : tuple of str, optional
        The ids of the claims deciding the other parts of the same sentence
        (one claim per part).
    size : callable, optional
        ``size(**params)``: the number of vertices an instance builds;
        ``--max-nodes`` skips larger instances (never the smallest one, never a
        witness).
    max_nodes : int, optional
        The claim's own cap on ``size``, replacing ``verify``'s default
        (:data:`~latticegraph.claims.runner.DEFAULT_MAX_NODES`) when
        ``--max-nodes`` is not given; raise it where instances stay cheap at
        larger sizes.  An explicit ``--max-nodes``, the pytest plugin's cap and
        :func:`~latticegraph.claims.verify`'s ``max_nodes`` still apply.
    version : int, optional
        Bump it when what a check computes changes without its code changing.

    Raises
    ------
    ClaimError
        On an invalid declaration, naming the file, the line and the claim id.

    Examples
    --------
    >>> from latticegraph.claims import ClaimSet, verify
    >>> claims = ClaimSet("textbook")
    >>> @claims.instances("textbook.ring.diameter", where="Section 1",
    ...                   statement="the ring of k nodes has diameter floor(k/2)",
    ...                   params={"k": range(3, 20)}, size=lambda k: k)
    ... def _(k):
    ...     from latticegraph import graph, distance_distribution
    ...     return k // 2, len(distance_distribution(graph(f"T({k})"))) - 1
    >>> [(r.claim.id, r.outcome, r.evidence["instances"]) for r in verify(claims)]
    [('textbook.ring.diameter', 'verified', 17)]

    A claim's own cap (``max_nodes``) replaces ``verify``'s default cap, and
    only that one:

    >>> from latticegraph.claims.runner import run
    >>> @claims.instances("textbook.ring.order", where="Section 1",
    ...                   statement="the ring of k nodes has k nodes",
    ...                   params={"k": [10, 10**4, 10**6]}, size=lambda k: k, max_nodes=10**6)
    ... def _(k):
    ...     return k, k
    >>> order = [claims.claims["textbook.ring.order"]]
    >>> [r.evidence["largest"] for r in run(order, max_nodes=50_000, claim_caps=True)]
    [{'params': {'k': 1000000}, 'vertices': 1000000}]
    >>> [r.evidence["largest"] for r in run(order, max_nodes=50_000)]
    [{'params': {'k': 10000}, 'vertices': 10000}]
    """

    def __init__(self, paper: str):
        if not paper or not paper.isidentifier():
            raise ValueError(f"paper name must be a short identifier, got {paper!r}")
        self.paper = paper
        self.claims: dict[str, Claim] = {}
        self.tables: dict[str, Table] = {}

    def add(self, claim: Claim) -> Claim:
        """Register a :class:`Claim` (the decorators call this); a duplicate id is a
        :class:`ClaimError` naming both declarations."""
        if claim.id in self.claims:
            first = self.claims[claim.id].declared_at
            raise ClaimError(f"{claim.declared_at + ': ' if claim.declared_at else ''}duplicate "
                             f"claim id {claim.id}" + (f" (first declared at {first})" if first else ""))
        self.claims[claim.id] = claim
        return claim

    def _new(self, at: str, **fields) -> Claim:
        """A :class:`Claim` of this paper; an invalid declaration is a :class:`ClaimError`
        naming the file and line ``at``."""
        try:
            return Claim(paper=self.paper, declared_at=at, **fields)
        except ClaimError:
            raise
        except (ValueError, TypeError) as exc:
            text = str(exc) if str(exc).startswith("claim ") else f"claim {fields.get('id')}: {exc}"
            raise ClaimError(f"{at}: {text}" if at else text) from None

    def _decorator(self, kind: str, id: str, **fields):
        at = _declared_at()

        def wrap(fn: Callable) -> Callable:
            claim = self._new(at, id=id, kind=kind, check=fn, **fields)
            why = _returns_not_a_pair(fn) if callable(fn) else None
            if why:
                shape = "(lhs, rhs)" if kind == "symbolic" else "(printed, computed)"
                raise ClaimError(f"{at}: claim {id}: the check returns {why}, not a "
                                 f"{shape} pair")
            self.add(claim)
            return fn
        return wrap

    def instances(self, id: str, *, where: str, statement: str, params: Domain,
                  expect: str = "verified", **fields):
        """Decorate ``check(**params) -> (printed, computed)``, decided on a range.

        Use it for a statement about infinitely many parameters that you check
        on a finite range: the outcome is ``verified`` when every checked
        instance has ``printed == computed`` (exact values), else ``refuted``
        with the smallest failing instance and where it fails.

        Parameters
        ----------
        id : str
            ``<paper>.<section>.<what>``, unique in the paper.
        params : dict or callable
            The domain: a dict ``name -> values`` (the cartesian product, in the
            order given: list small instances first, so the first failure is the
            smallest counterexample), or a callable returning parameter dicts.
        **fields
            ``where``, ``statement``, ``expect``, ``notes``, ``size``... (class
            docstring).

        Examples
        --------
        >>> from latticegraph.claims import ClaimSet, verify
        >>> cs = ClaimSet("toy")
        >>> @cs.instances("toy.sum", where="Eq. (1)", statement="1 + ... + n = n(n+1)/2",
        ...               params={"n": range(1, 50)})
        ... def _(n):
        ...     return n * (n + 1) // 2, sum(range(n + 1))
        >>> verify(cs)[0].outcome
        'verified'
        """
        return self._decorator("instances", id, where=where, statement=statement,
                               params=params, expect=expect, **fields)

    def sampled(self, id: str, *, where: str, statement: str, params: Domain, sample: Mapping,
                expect: str = "sampled", **fields):
        """Decorate a check run on a random sample (``params``) of a larger population.

        Use it only where neither a proof nor an exhaustive check fits, and say
        why in ``notes``.  A pass is the outcome ``sampled``, never ``verified``.

        Parameters
        ----------
        params : dict or callable
            The sampled instances (drawn with a fixed seed, so runs repeat).
        sample : dict
            ``{"population": "what was sampled from", "seed": s}``.

        Examples
        --------
        >>> import random
        >>> from latticegraph.claims import ClaimSet, verify
        >>> cs = ClaimSet("toy")
        >>> @cs.sampled("toy.perm", where="Thm 2", statement="a permutation composed with "
        ...             "its inverse is the identity", params={"seed": range(3)},
        ...             sample={"population": "permutations of 10^4 points", "seed": "0..2"},
        ...             notes="10^4! permutations: too many to exhaust")
        ... def _(seed):
        ...     p = list(range(10**4)); random.Random(seed).shuffle(p)
        ...     inv = [0] * len(p)
        ...     for i, x in enumerate(p):
        ...         inv[x] = i
        ...     return list(range(len(p))), [inv[x] for x in p]
        >>> r = verify(cs)[0]; r.outcome, r.evidence["kind"]
        ('sampled', 'sampled')
        """
        return self._decorator("sampled", id, where=where, statement=statement,
                               params=params, sample=sample, expect=expect, **fields)

    def exhaustive(self, id: str, *, where: str, statement: str, params: Domain,
                   expect: str = "proved", **fields):
        """Decorate a check whose finite domain covers the whole statement.

        Use it for a finite theorem ("every 2D lattice graph of order at most
        16 ...", one fixed example of the paper): a pass over the whole domain
        is ``proved``.  If ``--max-nodes`` skipped instances it is only
        ``verified`` (and ``verify`` says to raise the cap).

        Examples
        --------
        >>> from latticegraph.claims import ClaimSet, verify
        >>> cs = ClaimSet("toy")
        >>> @cs.exhaustive("toy.squares_mod_4", where="Lemma 1",
        ...                statement="a square is 0 or 1 mod 4", params={"x": range(4)})
        ... def _(x):
        ...     return True, x * x % 4 in (0, 1)
        >>> verify(cs)[0].outcome
        'proved'
        """
        return self._decorator("exhaustive", id, where=where, statement=statement,
                               params=params, expect=expect, **fields)

    def symbolic(self, id: str, *, where: str, statement: str, expect: str = "proved", **fields):
        """Decorate ``check() -> (lhs, rhs)``: a sympy identity for all parameters.

        ``proved`` when ``lhs == rhs`` structurally or ``simplify(lhs - rhs)
        == 0`` (entrywise for sequences and matrices), else ``refuted``.  Prove
        only what the statement asserts: a formula claimed for every ``a`` but
        derived for even ``a`` needs the odd case checked too.

        Examples
        --------
        >>> import sympy
        >>> from latticegraph.claims import ClaimSet, verify
        >>> cs = ClaimSet("toy")
        >>> @cs.symbolic("toy.ring_total", where="Eq. (2)",
        ...              statement="the ring of 2m nodes has total distance m^2 from a node")
        ... def _():
        ...     m, d = sympy.symbols("m d", integer=True, positive=True)
        ...     return m**2, 2 * sympy.summation(d, (d, 1, m - 1)) + m
        >>> verify(cs)[0].outcome
        'proved'
        """
        return self._decorator("symbolic", id, where=where, statement=statement,
                               expect=expect, **fields)

    def parametric(self, id: str, *, where: str, statement: str, families: Mapping,
                   a_from: int = 1, a_to: int | None = None, modulus: int = 1,
                   residues: Iterable[int] | None = None, expect: str = "proved", **fields):
        """Decorate ``check(a, **families)``: a claim about lattice families, for every ``a``.

        Each family (``G(a·M)``, e.g. ``"BCC(a)"``, ``"commonlift(PC(2a),BCC(a))"``)
        is derived by ``latticegraph derive`` (closed forms proved for every
        ``a``, with certificates).  The check receives ``a`` and one view per
        family with attributes ``order``, ``total_distance``,
        ``average_distance`` and ``diameter``, and returns a ``(printed,
        computed)`` pair or a relation such as ``fcc.average_distance <
        t.average_distance``.  It is decided on every residue class and every
        small ``a`` (:mod:`latticegraph.claims.parametric`): ``proved`` for
        every ``a`` of the range, or ``refuted`` with the exact failing set
        ("fails exactly when a ≡ 1 (mod 2), for every a >= 1"); the evidence
        kind is ``parametric``, with the method and each family's certificate.

        Parameters
        ----------
        families : dict
            ``name -> family spec`` (the names are the check's keyword arguments).
        a_from, a_to : int, optional
            The range of ``a`` (``a_to=None``: every ``a >= a_from``).
        modulus, residues : optional
            Restrict to ``a mod modulus in residues`` (e.g. odd ``a``:
            ``modulus=2, residues=[1]``).

        Examples
        --------
        Paper ``crystal``, Section 3.4: ``FCC(a)`` for odd ``a``.

        >>> from latticegraph.claims import ClaimSet, verify
        >>> cs = ClaimSet("toy")
        >>> @cs.parametric("toy.fcc.odd", where="Section 3.4", families={"fcc": "FCC(a)"},
        ...                statement="k̄ = (7a^4 - 2a^2 - 1)/(4(2a^3 - 1)) for odd a",
        ...                modulus=2, residues=[1], a_from=3)
        ... def _(a, fcc):
        ...     return (7*a**4 - 2*a**2 - 1) / (4*(2*a**3 - 1)), fcc.average_distance
        >>> r = verify(cs)[0]; r.outcome, r.evidence["kind"], r.evidence["domain"]
        ('proved', 'parametric', 'every a >= 3 with a mod 2 in {1}')
        """
        at = _declared_at()
        params = {"families": dict(families), "a_from": a_from, "a_to": a_to,
                  "modulus": modulus, "residues": None if residues is None else tuple(residues)}

        def wrap(fn: Callable) -> Callable:
            self.add(self._new(at, id=id, kind="parametric", check=fn, where=where,
                               statement=statement, expect=expect, parametric=params, **fields))
            return fn
        return wrap

    def not_checkable(self, id: str, *, where: str, statement: str, reason: str, **fields) -> Claim:
        """Record a claim no computation of the project can decide, with the reason.

        Keep it for simulator measurements, hardware costs and opinions, so the
        registry is a complete inventory of the paper.

        Examples
        --------
        >>> from latticegraph.claims import ClaimSet
        >>> cs = ClaimSet("toy")
        >>> c = cs.not_checkable("toy.latency", where="Fig. 7",
        ...                      statement="latency stays below 100 cycles up to load 0.4",
        ...                      reason="measured with a cycle-level simulator")
        >>> c.expect
        'not-checkable'
        """
        return self.add(self._new(_declared_at(), id=id, kind="not-checkable", where=where,
                                  statement=statement, reason=reason, expect="not-checkable",
                                  **fields))

    def table(self, name: str, *, caption: str, columns, rows: Domain, cells, where: str = "") -> Table:
        """Declare a table of the paper, reproduced from the claims' instance results.

        ``latticegraph table NAME`` writes it (LaTeX or Markdown), and
        ``latticegraph report`` shows it beside the printed values, with every
        disagreement marked.

        Parameters
        ----------
        name : str
            ``<paper>_<name>``; the file written is ``tables/<name>.tex``.
        caption : str
            LaTeX, written as given.
        columns : sequence of str
            Column headers (LaTeX).
        rows : dict or callable
            A domain like ``params``: one row per parameter dict.
        cells : sequence of Cell
            One per column: :func:`param`, :func:`text`, :func:`computed`,
            :func:`printed`.

        Examples
        --------
        >>> from latticegraph.claims import ClaimSet, param, computed, printed
        >>> cs = ClaimSet("toy")
        >>> @cs.instances("toy.sq", where="Table 1", statement="a^2", params={"a": range(1, 4)})
        ... def _(a):
        ...     return a * a, a * a
        >>> t = cs.table("toy_squares", caption="Squares", columns=("$a$", "printed", "computed"),
        ...              rows={"a": range(1, 4)},
        ...              cells=(param("a"), printed("toy.sq"), computed("toy.sq")))
        >>> [c.kind for c in t.cells]
        ['param', 'printed', 'computed']
        """
        at = _declared_at()
        if name in self.tables:
            raise ClaimError(f"{at}: duplicate table name {name}")
        try:
            t = Table(name=name, paper=self.paper, where=where, caption=caption,
                      columns=tuple(columns), rows=rows, cells=tuple(cells))
        except (ValueError, TypeError) as exc:
            raise ClaimError(f"{at}: {exc}") from None
        self.tables[name] = t
        return t

    def validate(self) -> None:
        """Check cross-references: ``corrects``, ``readings`` and ``parts`` name claims of
        this set."""
        for c in self.claims.values():
            at = c.declared_at + ": " if c.declared_at else ""
            if c.corrects is not None and c.corrects not in self.claims:
                raise ClaimError(f"{at}claim {c.id} corrects unknown claim {c.corrects}")
            for name in ("readings", "parts"):
                unknown = [i for i in getattr(c, name) if i not in self.claims]
                if unknown:
                    raise ClaimError(f"{at}claim {c.id}: {name} names unknown claim {unknown[0]}")

    def __iter__(self):
        return iter(self.claims.values())

    def __len__(self) -> int:
        return len(self.claims)
