"""The claim language: declare what a paper prints, and decide it exactly.

This is the public, stable API (semantic versioning, see ``CHANGELOG.md``).
A claims file needs only::

    from latticegraph.claims import ClaimSet, param, text, computed, printed

    claims = ClaimSet("mypaper")

    @claims.instances("mypaper.ring.diameter", where="Theorem 1",
                      statement="the ring of k nodes has diameter floor(k/2)",
                      params={"k": range(3, 40)}, size=lambda k: k)
    def _(k):
        return k // 2, ring_diameter(k)        # (printed, computed)

and ``latticegraph new mypaper`` writes a starter file with a worked claim of
each kind.  The checker kinds (:meth:`ClaimSet.instances`,
:meth:`ClaimSet.exhaustive`, :meth:`ClaimSet.symbolic`,
:meth:`ClaimSet.sampled`, :meth:`ClaimSet.parametric` for closed forms of a
lattice family decided for every parameter, :meth:`ClaimSet.not_checkable`),
reproduced tables
(:meth:`ClaimSet.table` with the cells :func:`param`, :func:`text`,
:func:`computed`, :func:`printed`), outcomes, evidence and notes are described
in :mod:`latticegraph.claims.model`.

To decide claims from Python (a notebook, a script) use :func:`verify`; from
the shell, ``latticegraph verify --proofs DIR`` (results stored and resumed)
or ``pytest DIR`` (the pytest plugin, registered when latticegraph is
installed).

Everything else in this package (the runner, the store, the reports) is
internal and may change between minor versions.
"""
from __future__ import annotations

from collections.abc import Iterable

from .model import (ERRATUM_KINDS, EXPECTABLE, KINDS, OUTCOMES, Cell, Claim, ClaimError, ClaimSet,
                    Table, computed, param, printed, text)
from .runner import CI_MAX_NODES, ClaimResult

__all__ = ["ClaimSet", "ClaimError", "Claim", "ClaimResult", "Table", "Cell", "param", "text",
           "computed", "printed", "verify", "load_claims", "OUTCOMES", "EXPECTABLE", "KINDS",
           "ERRATUM_KINDS"]


def load_claims(path) -> ClaimSet:
    """Import a claims file and return its ``claims`` :class:`ClaimSet`.

    Parameters
    ----------
    path : str or os.PathLike
        A file defining ``claims = ClaimSet("<paper>")``, or a claims package: a
        folder whose ``__init__.py`` defines it and imports one module per section
        of the paper (or any module of such a package).

    Raises
    ------
    ClaimError
        When the file does not import or declares something invalid: one line
        naming the file, the line and the claim id.
    """
    from .registry import load_file
    return load_file(path)


def verify(claims: ClaimSet | Iterable[Claim], *, max_nodes: int | None = CI_MAX_NODES,
           workers: int = 1, store=None) -> list[ClaimResult]:
    """Decide claims in this process and return their results, in order.

    Parameters
    ----------
    claims : ClaimSet or iterable of Claim
        What to decide.
    max_nodes : int or None, optional
        Skip instances whose ``size`` exceeds this many vertices (``None``: no
        cap); the smallest instance of a claim and an erratum's witness always
        run.  Default 20,000, as under pytest.
    workers : int, optional
        Worker processes (claims declared in a file only; 1 runs in-process).
    store : str or os.PathLike, optional
        A results store (e.g. ``.latticegraph/results.sqlite``, the one
        ``latticegraph verify`` writes) to reuse and fill.

    Returns
    -------
    list of ClaimResult
        Each with ``outcome``, ``evidence``, ``checked``, ``counterexample``
        and ``record()`` (the JSON record of ``latticegraph verify --json``).

    Examples
    --------
    >>> from latticegraph.claims import ClaimSet, verify
    >>> cs = ClaimSet("toy")
    >>> @cs.instances("toy.double", where="Eq. (1)", statement="a^2 = 2a",
    ...               params={"a": range(1, 6)}, expect="refuted", erratum="substantive",
    ...               witness={"a": 1})
    ... def _(a):
    ...     return a * a, 2 * a
    >>> r = verify(cs)[0]
    >>> r.outcome, r.counterexample["params"], r.counterexample["fails"]
    ('refuted', {'a': 1}, 'fails for a in {1, 3, 4, 5} (4 of 5 checked: a=1..5); holds otherwise')
    """
    from .runner import run
    claims = list(claims)
    if store is None:
        return run(claims, workers=workers, max_nodes=max_nodes)
    from .store import Store
    with Store(store) as st:
        return run(claims, store=st, workers=workers, max_nodes=max_nodes)
