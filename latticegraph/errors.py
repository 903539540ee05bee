"""Errors shared by every layer (imported by :mod:`latticegraph.cli` and the claim commands).

>>> str(UsageError("--workers must be >= 1"))
'--workers must be >= 1'
"""
from __future__ import annotations

__all__ = ["UsageError"]


class UsageError(Exception):
    """A user error: the command prints it as one line and exits with status 2."""
