"""Where a refuted claim fails: a short, exact description of the failing instances.

A refuted parametrised claim reports its smallest counterexample *and* the
set of checked parameters where it fails (issue "Verdicts a reviewer can
trust", DESIGN.md "Claims").  :func:`failure_domain` looks for the simplest
exact description of that set among

* every checked instance, or exactly one;
* one condition on one parameter: ``k odd``, ``a ≡ 1 (mod 3)``, ``n ≥ 3``,
  ``n ≤ 2``, ``x = v`` or ``x in {...}``;
* a conjunction of two such conditions (``k odd and n ≥ 3``);

and otherwise lists the failing instances (the first few, and how many).
Every description it returns is checked against the instances: it names
exactly the failing ones among those checked, never more, never fewer.

>>> rows = [{"k": k, "n": n} for k in range(1, 8) for n in range(2, 5)]
>>> failure_domain(rows, [k % 2 == 1 and n >= 3 for k in range(1, 8) for n in range(2, 5)])
'fails exactly when k odd and n ≥ 3 (8 of 21 checked: k=1..7, n=2..4); holds otherwise'
>>> failure_domain([{"a": a} for a in range(1, 6)], [True] * 5)
'fails on every checked instance (5: a=1..5)'
"""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .values import instance_key, show

__all__ = ["failure_domain"]

_MAX_LISTED = 6


def _is_int(v) -> bool:
    return isinstance(v, (int, np.integer)) and not isinstance(v, bool)


def _conditions(name: str, values: list) -> list[tuple[str, np.ndarray]]:
    """Candidate one-parameter conditions ``(text, mask over rows)``; simplest first."""
    distinct = list({instance_key({"v": v}): v for v in values}.values())
    keys = [instance_key({"v": v}) for v in values]
    out = []
    for v in distinct:
        key = instance_key({"v": v})
        out.append((f"{name} = {show(v)}", np.array([k == key for k in keys])))
    if distinct and all(_is_int(v) for v in distinct):
        arr = [int(v) for v in values]
        for t in sorted(int(v) for v in distinct):
            out.append((f"{name} ≥ {t}", np.array([x >= t for x in arr], dtype=bool)))
            out.append((f"{name} ≤ {t}", np.array([x <= t for x in arr], dtype=bool)))
        for m in range(2, 7):
            for r in range(m):
                mask = np.array([x % m == r for x in arr], dtype=bool)
                text = (f"{name} {'even' if r == 0 else 'odd'}" if m == 2
                        else f"{name} ≡ {r} (mod {m})")
                out.append((text, mask))
    return out


def _listing(rows: Sequence[dict], failed: np.ndarray) -> str:
    shown = [", ".join(f"{k}={show(v)}" for k, v in rows[i].items())
             for i in np.flatnonzero(failed)[:_MAX_LISTED]]
    more = int(failed.sum()) - len(shown)
    return "; ".join(f"({s})" for s in shown) + (f"; and {more} more" if more > 0 else "")


def failure_domain(rows: Sequence[dict], failed: Sequence[bool]) -> str:
    """Describe exactly which of the checked instances ``rows`` fail (``failed[i]``).

    Parameters
    ----------
    rows : sequence of dict
        The checked instances' parameters, in domain order.
    failed : sequence of bool
        Whether the claim failed on each.

    Returns
    -------
    str
        One sentence, exact on the checked instances (module docstring).

    >>> failure_domain([{"a": a} for a in range(1, 10)], [a == 1 for a in range(1, 10)])
    'fails only at a=1 (1 of 9 checked: a=1..9); holds otherwise'
    >>> failure_domain([{"a": a} for a in range(1, 10)], [a % 3 == 2 for a in range(1, 10)])
    'fails exactly when a ≡ 2 (mod 3) (3 of 9 checked: a=1..9); holds otherwise'
    """
    from .runner import range_text
    rows = [dict(r) for r in rows]
    failed = np.asarray(failed, dtype=bool)
    n, nf = len(rows), int(failed.sum())
    domain = range_text(rows)
    if nf == 0:
        return "holds on every checked instance"
    if nf == n:
        return f"fails on every checked instance ({n}: {domain})" if domain else \
            f"fails on every checked instance ({n})"
    scope = f"({nf} of {n} checked: {domain}); holds otherwise"
    if nf == 1:
        return f"fails only at {_listing(rows, failed)[1:-1]} {scope}"
    names = list(dict.fromkeys(k for r in rows for k in r))
    conds = []
    for name in names:
        if all(name in r for r in rows):
            conds.extend(_conditions(name, [r[name] for r in rows]))
    for text, mask in conds:
        if np.array_equal(mask, failed):
            return f"fails exactly when {text} {scope}"
    useful = [(t, m) for t, m in conds if not (failed & ~m).any()]   # every failure satisfies it
    if len(useful) > 1:
        masks = np.array([m for _, m in useful])
        for i, (text, mask) in enumerate(useful):
            hits = np.flatnonzero(((mask & masks) == failed).all(axis=1))
            hits = hits[hits > i]
            if hits.size:
                return f"fails exactly when {text} and {useful[hits[0]][0]} {scope}"
    for name in names:
        if all(name in r for r in rows) and len(names) == 1:
            values = [show(r[name]) for r, f in zip(rows, failed) if f]
            listed = ", ".join(values[:_MAX_LISTED]) + (", ..." if nf > _MAX_LISTED else "")
            return f"fails for {name} in {{{listed}}} {scope}"
    return f"fails on {nf} of {n} checked instances ({domain}): {_listing(rows, failed)}"
