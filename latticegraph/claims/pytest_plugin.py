"""pytest plugin: every claim of ``proofs/*.py`` is a test item.

``proofs/conftest.py`` imports these hooks, so ``pytest proofs/`` re-verifies
the papers' theorems in any CI.  Each claim is decided in-process, without
the results store, with instances capped at ``--claims-max-nodes`` vertices
(default :data:`~latticegraph.claims.runner.CI_MAX_NODES`, or the
``LATTICEGRAPH_MAX_NODES`` environment variable; 0: no cap).  Item outcomes:

* expected ``proved``/``verified``: passes when the outcome meets it;
* expected ``refuted`` (an erratum): a strict expected failure whose reason
  is the erratum (the claim's notes); if the claim starts to hold, the item
  fails ("outcome verified, expected refuted");
* expected ``sampled``: passes when every sampled instance holds;
* ``not-checkable``: skipped with the reason;
* a check that raises: fails with the check's traceback.

An erratum's witness (its smallest counterexample) is checked whatever the
cap, so the cap never turns an erratum into a pass or a skip.  Each item's
report carries the outcome and its evidence as ``user_properties`` (they
appear in ``--junitxml`` output) and in the failure text.
"""
from __future__ import annotations

import os

import pytest

from .registry import load_file
from .report import _counterexample_text, evidence_text
from .runner import CI_MAX_NODES, run

__all__ = ["pytest_addoption", "pytest_collect_file", "ClaimFile", "ClaimItem"]


class ClaimFailure(AssertionError):
    """A claim whose outcome differs from its expectation."""


class ClaimRefuted(ClaimFailure):
    """A claim the computation refutes."""


def pytest_addoption(parser):
    parser.addoption("--claims-max-nodes", type=int, default=None, metavar="N",
                     help=f"cap on instance size for claim items (default {CI_MAX_NODES}; 0: no cap)")


def _max_nodes(config) -> int | None:
    n = config.getoption("--claims-max-nodes", default=None)
    if n is None:
        n = int(os.environ.get("LATTICEGRAPH_MAX_NODES", CI_MAX_NODES))
    return n or None


def pytest_collect_file(file_path, parent):
    """Collect a claims file (``*.py`` but ``conftest.py`` and ``_*.py``)."""
    if (file_path.suffix == ".py" and file_path.name != "conftest.py"
            and not file_path.name.startswith("_")):
        return ClaimFile.from_parent(parent, path=file_path)
    return None


class ClaimFile(pytest.File):
    """A claims file: one item per claim."""

    def collect(self):
        cs = load_file(self.path)
        for claim in cs:
            yield ClaimItem.from_parent(self, name=claim.id, claim=claim)


class ClaimItem(pytest.Item):
    """One claim, decided when the item runs."""

    def __init__(self, *, claim, **kwargs):
        super().__init__(**kwargs)
        self.claim = claim
        if claim.expect == "refuted":
            reason = f"erratum: {claim.notes or claim.statement}"
            self.add_marker(pytest.mark.xfail(reason=reason, strict=True, raises=ClaimRefuted))

    def runtest(self):
        c = self.claim
        if c.kind == "not-checkable":
            self._skip(f"not checkable: {c.reason}")
        r = run([c], workers=1, max_nodes=_max_nodes(self.config))[0]
        head = f"{c.id} ({c.where}): {c.statement}\n"
        self.user_properties.append(("evidence", evidence_text(r)))
        self.user_properties.append(("outcome", r.outcome))
        if r.outcome == "refuted":
            label = f"{c.erratum} erratum" if c.erratum else f"expected {c.expect}"
            raise ClaimRefuted(f"{head}refuted ({label}), smallest "
                               f"counterexample {_counterexample_text(r)}\n"
                               f"evidence: {evidence_text(r)}")
        if r.outcome == "error":
            raise ClaimFailure(f"{head}the check raised:\n{r.detail}")
        if not r.meets_expectation():
            raise ClaimFailure(f"{head}outcome {r.outcome}, expected {c.expect}\n"
                               f"evidence: {evidence_text(r)}")

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, ClaimFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    @staticmethod
    def _skip(reason: str):
        exc = pytest.skip.Exception(reason)
        exc._use_item_location = True         # report the claim's line, not this module's
        raise exc

    def _line(self) -> int:
        """0-based line of the claim's id in its file (its declaration)."""
        for i, text in enumerate(self.path.read_text().splitlines()):
            if f'"{self.claim.id}"' in text or f"'{self.claim.id}'" in text:
                return i
        return 0

    def reportinfo(self):
        return self.path, self._line(), f"{self.claim.id} [{self.claim.where}]"
