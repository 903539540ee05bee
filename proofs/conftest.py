"""Collect every claim of ``proofs/*.py`` as a pytest item.

See :mod:`latticegraph.claims.pytest_plugin`: ``pytest proofs/`` decides each
claim with small instances (``--claims-max-nodes``); an erratum (a claim
expected ``refuted``) is a strict expected failure.
"""
from pathlib import Path

from latticegraph.claims import pytest_plugin as _plugin

pytest_addoption = _plugin.pytest_addoption


def pytest_collect_file(file_path, parent):
    if file_path.parent == Path(__file__).parent:
        return _plugin.pytest_collect_file(file_path, parent)
    return None
