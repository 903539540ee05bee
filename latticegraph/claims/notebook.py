"""Claims in a notebook: verdicts and reproduced tables as styled pandas DataFrames.

The paper notebooks (``notebooks/<paper>.ipynb``) show, for each section of a
paper, its table as printed beside the computed one with every disagreement
highlighted, and the verdict of every claim with its evidence.  A styled
``DataFrame`` renders as an HTML table in every notebook viewer (GitHub,
JupyterLab, nbviewer, VS Code), unlike raw LaTeX or printed records.
pandas is imported only when these functions run (``pip install
latticegraph[notebooks]``).

>>> from latticegraph.claims.model import ClaimSet
>>> cs = ClaimSet("toy")
>>> @cs.instances("toy.sq", where="Eq. (1)", statement="a^2 = 2a", params={"a": [1, 2, 3]},
...               expect="refuted", erratum="substantive", witness={"a": 1})
... def _(a):
...     return a * a, 2 * a
>>> df = verdicts(decide(cs)).data
>>> df.loc[0, ["claim", "outcome"]].tolist()
['toy.sq', 'refuted (substantive)']
"""
from __future__ import annotations

import sys
import types
from collections.abc import Iterable
from pathlib import Path

from .model import Claim, ClaimSet
from .report import _counterexample_text, evidence_text, table_cells, table_needs
from .runner import evaluate
from .values import show

__all__ = ["decide", "verdicts", "table_frame", "load_paper", "paper_helpers"]

_COLOURS = {"proved": "#d7f5dd", "verified": "#e8f7ea", "sampled": "#fff4cc",
            "refuted": "#ffd9d9", "not-checkable": "#eeeeee", "error": "#f3c6f3"}


def _paper_source(paper: str) -> Path:
    from .registry import find_proofs_dir
    proofs = find_proofs_dir(None)
    return proofs / paper if (proofs / paper).is_dir() else proofs / f"{paper}.py"


def load_paper(paper: str) -> ClaimSet:
    """The claims of ``proofs/<paper>/`` or ``proofs/<paper>.py`` (the repository's, or
    ``./proofs``)."""
    from .registry import load_file
    return load_file(_paper_source(paper))


def paper_helpers(paper: str) -> types.SimpleNamespace:
    """The module-level names (helpers, printed data) of a paper's claims file, or of every
    module of its claims package (helper modules first, then the sections in the order the
    package imports them), as one namespace for a notebook.

    >>> crystal = paper_helpers("crystal")
    >>> crystal._T1["bcc"][0]          # Table 1's BCC row: the spec template
    'BCC({a})'
    """
    load_paper(paper)
    name = f"_latticegraph_proofs.{paper}"
    package = sys.modules[name]
    if not hasattr(package, "__path__"):                    # a single claims file
        return types.SimpleNamespace(**vars(package))
    helpers = sorted(k for k in sys.modules if k.startswith(name + "._"))
    sections = [f"{name}.{m}" for m in getattr(package, "__all__", ()) if m != "claims"]
    merged: dict = {}
    for module in helpers + sections:
        merged.update(vars(sys.modules[module]))
    return types.SimpleNamespace(**merged)


def decide(claims: Iterable[Claim], *, max_nodes: int | None = 20_000, prefix: str = "",
           store: str | None = None):
    """Decide the claims whose id starts with ``prefix`` in-process
    (:func:`latticegraph.claims.verify`): instances above ``max_nodes`` vertices skipped (an
    erratum's witness always runs); with ``store``, reuse and fill that results store (e.g.
    the one ``latticegraph verify`` wrote)."""
    from . import verify
    return verify([c for c in claims if c.id.startswith(prefix)], max_nodes=max_nodes,
                  store=store)


def verdicts(results):
    """A styled DataFrame: claim, where, outcome (coloured), evidence, counterexample."""
    import pandas as pd
    rows = [{"claim": r.claim.id, "where": r.claim.where, "statement": r.claim.statement,
             "outcome": r.outcome + (f" ({r.claim.erratum})" if r.outcome == "refuted"
                                     and r.claim.erratum else ""),
             "evidence": evidence_text(r),
             "counterexample": _counterexample_text(r) if r.outcome in ("refuted", "error")
             else ""} for r in results]
    df = pd.DataFrame(rows, columns=["claim", "where", "statement", "outcome", "evidence",
                                     "counterexample"])

    def colour(value: str) -> str:
        return f"background-color: {_COLOURS.get(value.split(' ')[0], 'white')}"
    return (df.style.map(colour, subset=["outcome"])
            .set_properties(**{"text-align": "left", "vertical-align": "top"})
            .hide(axis="index"))


def table_frame(claims: ClaimSet, name: str, lookup=None):
    """A reproduced table of ``claims`` (declared with ``claims.table``) as a styled
    DataFrame: printed and computed columns side by side, every computed value that differs
    from the printed one highlighted (and marked with a dagger).  ``lookup(claim, params)``
    gives an instance result (default: compute it now)."""
    import pandas as pd
    table = claims.tables[name]
    needs = table_needs(table, claims.claims)
    cells = table_cells(table, needs, lookup or evaluate, show, str)
    columns = []
    for c in table.columns:
        c = c.replace("$", "").replace("\\bar k", "k̄").replace("\\", "")
        columns.append(c if c not in columns else f"{c} ({sum(x.startswith(c) for x in columns) + 1})")
    df = pd.DataFrame(cells, columns=columns)

    def mark(value: str) -> str:
        return "background-color: #ffd9d9; font-weight: bold" if "\N{DAGGER}" in str(value) else ""
    return (df.style.map(mark).set_caption(f"{table.where}: {table.caption}")
            .set_properties(**{"text-align": "left"}).hide(axis="index"))
