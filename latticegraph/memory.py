"""Memory guards: estimate before building, refuse with the size needed.

Every topology family and every command estimates the memory an operation
needs before it allocates it, and :func:`require` refuses it with a
:class:`MemoryLimitError` (a ``ValueError``, so every command prints it as one
line) naming the size needed, the limit and how to raise it.  The limit is,
in order: :func:`set_limit` (the ``--memory-limit`` option of every command),
the environment variable ``LATTICEGRAPH_MEMORY_LIMIT`` (inherited by worker
processes), else 3/4 of the memory available at the time of the request
(``MemAvailable``; no limit where that cannot be read).  The default limit
grants every request below :data:`FLOOR` without reading ``/proc``.

>>> with memory_limit("1G"):
...     require("a toy build", 3 * 2**30)
Traceback (most recent call last):
...
latticegraph.memory.MemoryLimitError: a toy build needs about 3.00 GiB of memory, over the limit of 1.00 GiB (raise it with --memory-limit SIZE, or LATTICEGRAPH_MEMORY_LIMIT)
>>> parse_size("512M"), parse_size("none")
(536870912, None)
"""
from __future__ import annotations

import os
from contextlib import contextmanager

__all__ = ["MemoryLimitError", "FLOOR", "ENV", "parse_size", "format_size", "set_limit",
           "reset_limit", "limit", "memory_limit", "require"]

#: requests below this many bytes are never refused by the default limit
FLOOR = 64 * 2**20
#: environment variable read when no limit was set in this process
ENV = "LATTICEGRAPH_MEMORY_LIMIT"
_UNITS = {"": 1, "B": 1, "K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}
_DEFAULT = object()
_limit: object = _DEFAULT


class MemoryLimitError(ValueError):
    """An operation would need more memory than the limit (:func:`require`)."""


def parse_size(text) -> int | None:
    """Bytes in ``4G``, ``512M``, ``1.5GiB``, ``1000000`` (``none``: no limit, ``None``).

    >>> parse_size("1.5GiB") == 3 * 2**29, parse_size(" 2k ")
    (True, 2048)
    """
    if isinstance(text, int) and not isinstance(text, bool):
        value = text
    else:
        t = str(text).strip().upper()
        if t == "NONE":
            return None
        t = t.removesuffix("IB").removesuffix("B")
        num, unit = (t[:-1], t[-1]) if t and t[-1] in _UNITS else (t, "")
        try:
            value = int(float(num) * _UNITS[unit])
        except (ValueError, OverflowError):
            raise ValueError(f"cannot read {text!r} as a size (examples: 4G, 512M, none)") from None
    if value <= 0:
        raise ValueError(f"a size must be positive, got {text!r}")
    return value


def format_size(n: int) -> str:
    """``n`` bytes as the error messages print it.

    >>> format_size(10 * 2**20), format_size(3 * 2**30), format_size(1536), format_size(7)
    ('10.0 MiB', '3.00 GiB', '1.5 KiB', '7 bytes')
    >>> format_size(3 * 2**70), format_size(2**2000)       # the 50-star, say
    ('3.3e+12 GiB', '2^2000 bytes')
    """
    if n >= 2**1000:                             # beyond a float: the power of two
        return f"2^{n.bit_length() - 1} bytes"
    if n >= 2**50:
        return f"{n / 2**30:.3g} GiB"
    if n >= 2**30:
        return f"{n / 2**30:.2f} GiB"
    if n >= 2**20:
        return f"{n / 2**20:.1f} MiB"
    return f"{n / 2**10:.1f} KiB" if n >= 2**10 else f"{n} bytes"


def set_limit(size) -> None:
    """Set this process's limit: bytes, a size text (:func:`parse_size`) or ``"none"``."""
    global _limit
    _limit = parse_size(size)


def reset_limit() -> None:
    """Back to the default limit (environment, else 3/4 of the available memory)."""
    global _limit
    _limit = _DEFAULT


@contextmanager
def memory_limit(size):
    """A limit for the duration of a ``with`` block (then the previous one)."""
    global _limit
    saved = _limit
    set_limit(size)
    try:
        yield
    finally:
        _limit = saved


def _available() -> int | None:
    try:
        with open("/proc/meminfo") as fh:
            return next(int(line.split()[1]) * 1024 for line in fh
                        if line.startswith("MemAvailable:"))
    except (OSError, StopIteration, ValueError, IndexError):
        return None


def limit() -> int | None:
    """The limit in force, in bytes (``None``: no limit)."""
    if _limit is not _DEFAULT:
        return _limit
    env = os.environ.get(ENV)
    if env:
        try:
            return parse_size(env)
        except ValueError as exc:
            raise ValueError(f"{ENV}: {exc}") from None
    avail = _available()
    return None if avail is None else avail * 3 // 4


def require(what: str, need: int) -> None:
    """Refuse (:class:`MemoryLimitError`) when ``what`` needs more than the limit."""
    if need < FLOOR and _limit is _DEFAULT and ENV not in os.environ:
        return
    cap = limit()
    if cap is not None and need > cap:
        raise MemoryLimitError(
            f"{what} needs about {format_size(need)} of memory, over the limit of "
            f"{format_size(cap)} (raise it with --memory-limit SIZE, or {ENV})")
