"""Progress bars for long computations (rich), shown only when useful.

A bar appears on standard error only when all of these hold:

- progress is enabled (the default; ``latticegraph ... --no-progress`` and
  :func:`set_enabled` turn it off),
- standard error is a terminal (never in pipes, logs, CI or pytest),
- the computation is still running after ``delay`` seconds (default 2 s),
  so quick calls never flash a bar.

Usage::

    with task("distance distribution", total=n) as advance:
        for chunk in work:
            ...
            advance(len(chunk))
"""
from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

__all__ = ["set_enabled", "is_enabled", "task"]

_enabled = True


def set_enabled(flag: bool) -> None:
    """Turn progress bars on or off for the whole process."""
    global _enabled
    _enabled = bool(flag)


def is_enabled() -> bool:
    """True when bars may be drawn: enabled and standard error is a terminal.

    >>> set_enabled(False); is_enabled()
    False
    >>> set_enabled(True)
    """
    return _enabled and sys.stderr.isatty()


class _LazyBar:
    """A rich bar that starts drawing only after ``delay`` seconds."""

    def __init__(self, description: str, total: float, delay: float):
        self.description = description
        self.total = total
        self.delay = delay
        self.done = 0.0
        self.start = time.monotonic()
        self.bar = None
        self.task_id = None

    def advance(self, amount: float = 1) -> None:
        self.done += amount
        if self.bar is None:
            if time.monotonic() - self.start < self.delay or not is_enabled():
                return
            from rich.console import Console
            from rich.progress import (BarColumn, Progress, TextColumn, TimeElapsedColumn,
                                       TimeRemainingColumn)

            self.bar = Progress(
                TextColumn("{task.description}"), BarColumn(),
                TextColumn("{task.percentage:>5.1f}%"), TimeElapsedColumn(),
                TimeRemainingColumn(), console=Console(stderr=True), transient=True)
            self.bar.start()
            self.task_id = self.bar.add_task(self.description, total=self.total)
        self.bar.update(self.task_id, completed=self.done)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


@contextmanager
def task(description: str, total: float, delay: float = 2.0) -> Iterator[Callable[[float], None]]:
    """Context manager yielding ``advance(amount)`` for a bar of ``total`` units.

    >>> with task("demo", total=3) as advance:
    ...     for _ in range(3):
    ...         advance(1)
    """
    bar = _LazyBar(description, total, delay)
    try:
        yield bar.advance
    finally:
        bar.close()
