"""Claims: the registry of what the papers print, and how each is decided.

:mod:`.model` (claims, claim sets, reproduced tables), :mod:`.registry`
(loading ``proofs/*.py``), :mod:`.runner` (deciding claims locally or on
Dask), :mod:`.store` (SQLite results), :mod:`.report` (summary, JSON,
errata and tables), :mod:`.cli_claims` (``latticegraph verify`` and ``table``),
:mod:`.pytest_plugin` (``pytest proofs/``).
"""
from .model import KINDS, OUTCOMES, Cell, Claim, ClaimSet, Table, computed, param, printed, text

__all__ = ["Claim", "ClaimSet", "OUTCOMES", "KINDS", "Table", "Cell", "param", "text",
           "computed", "printed"]
