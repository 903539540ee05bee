"""pytest plugin: every claim of a claims file is a test item.

Registered by entry point (``pytest11``: ``latticegraph``), so in any
repository where latticegraph is installed, ``pytest proofs/`` re-verifies a
paper's claims; no ``conftest.py`` is needed (disable it with ``-p
no:latticegraph``).  A claims file is a ``*.py`` file directly inside a
folder named ``proofs`` that declares a ``ClaimSet``, each section module of a
claims package ``proofs/<paper>/`` (its items are the claims that module
declares; ``conftest.py`` and names starting with ``_`` excepted), or any file
matching the ini option ``claims_files`` (glob patterns relative to the
rootdir)::

    [tool.pytest.ini_options]
    claims_files = ["papers/*/claims.py"]

Each claim is decided in-process, without the results store, with instances
capped at ``--claims-max-nodes`` vertices (default
:data:`~latticegraph.claims.runner.CI_MAX_NODES`, or the
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
appear in ``--junitxml`` output) and as an ``evidence`` report section
(shown by ``-rA``); a claims file that does not load is a collection error
of one line naming the file, the line and the claim id.
"""
from __future__ import annotations

import fnmatch
import os
from pathlib import Path

import pytest

from .registry import claims_source, is_claims_package, load_file
from .report import _counterexample_text, evidence_text
from .runner import CI_MAX_NODES, run

__all__ = ["pytest_addoption", "pytest_collect_file", "is_claims_file", "claims_folder_hook",
           "ClaimFile", "ClaimItem"]


class ClaimFailure(AssertionError):
    """A claim whose outcome differs from its expectation."""


class ClaimRefuted(ClaimFailure):
    """A claim the computation refutes."""


def pytest_addoption(parser):
    parser.addoption("--claims-max-nodes", type=int, default=None, metavar="N",
                     help=f"cap on instance size for claim items (default {CI_MAX_NODES}; 0: no cap)")
    parser.addini("claims_files", type="linelist", default=[],
                  help="glob patterns (relative to the rootdir) of latticegraph claims files; "
                  "default: *.py files in folders named proofs that declare a ClaimSet")


def _max_nodes(config) -> int | None:
    n = config.getoption("--claims-max-nodes", default=None)
    if n is None:
        n = int(os.environ.get("LATTICEGRAPH_MAX_NODES", CI_MAX_NODES))
    return n or None


def is_claims_file(file_path: Path, config) -> bool:
    """Whether pytest should collect ``file_path`` as a claims file (module docstring)."""
    if (file_path.suffix != ".py" or file_path.name == "conftest.py"
            or file_path.name.startswith("_")):
        return False
    patterns = config.getini("claims_files")
    if patterns:
        try:
            rel = file_path.resolve().relative_to(config.rootpath.resolve()).as_posix()
        except ValueError:
            return False
        return any(fnmatch.fnmatchcase(rel, pat) for pat in patterns)
    if file_path.parent.name == "proofs":
        try:
            return "ClaimSet" in file_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return False
    return file_path.parent.parent.name == "proofs" and is_claims_package(file_path.parent)


def pytest_collect_file(file_path, parent):
    """Collect a claims file (:func:`is_claims_file`)."""
    if is_claims_file(Path(file_path), parent.config):
        return ClaimFile.from_parent(parent, path=file_path)
    return None


def claims_folder_hook(conftest_file: str):
    """A ``pytest_collect_file`` hook for a ``conftest.py`` that makes pytest collect the
    claims files and claims packages of its own folder, whatever the folder's name (``latticegraph new PAPER
    --dir DIR`` writes such a conftest when ``DIR`` is not named ``proofs``)."""
    folder = Path(conftest_file).resolve().parent

    def pytest_collect_file(file_path, parent):
        file_path = Path(file_path)
        here = file_path.resolve().parent
        if (folder not in (here, here.parent) or file_path.suffix != ".py"
                or file_path.name == "conftest.py" or file_path.name.startswith("_")
                or is_claims_file(file_path, parent.config)):     # collected by the plugin
            return None
        if here != folder:                            # a section module of a claims package
            return ClaimFile.from_parent(parent, path=file_path) \
                if is_claims_package(here) else None
        if "ClaimSet" in file_path.read_text(encoding="utf-8", errors="replace"):
            return ClaimFile.from_parent(parent, path=file_path)
        return None
    return pytest_collect_file


class ClaimFile(pytest.File):
    """A claims file, or one section module of a claims package: one item per claim
    it declares."""

    def collect(self):
        try:
            cs = load_file(self.path)
        except ValueError as exc:             # one line: file, line, claim id
            raise self.CollectError(str(exc)) from None
        section = claims_source(self.path) != Path(self.path).resolve()
        for claim in cs:
            if section and claim.declared_at.rpartition(":")[0] != self.path.name:
                continue
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
        self.add_report_section("call", "evidence", f"{r.outcome}: {evidence_text(r)}")
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
