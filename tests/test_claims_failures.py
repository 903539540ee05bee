"""Failing-domain summaries: every description names exactly the failing instances.

The oracle re-reads the returned sentence with a small interpreter written
from the wording ("k odd", "n ≥ 3", "a ≡ 1 (mod 3)", "x = v", "and") and
evaluates it on every checked instance; the set it selects must be the
failing set, on random failure patterns as well as structured ones.
"""
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from latticegraph.claims.failures import failure_domain

GRID = [{"k": k, "n": n} for k in range(1, 9) for n in range(2, 6)]


def _atom(text: str):
    m = re.fullmatch(r"(\w+) (odd|even)", text)
    if m:
        name, par = m.groups()
        return lambda p: p[name] % 2 == (par == "odd")
    m = re.fullmatch(r"(\w+) ≡ (\d+) \(mod (\d+)\)", text)
    if m:
        name, r, mod = m.group(1), int(m.group(2)), int(m.group(3))
        return lambda p: p[name] % mod == r
    m = re.fullmatch(r"(\w+) (≥|≤|=) (-?\d+)", text)
    if m:
        name, op, t = m.group(1), m.group(2), int(m.group(3))
        return {"≥": lambda p: p[name] >= t, "≤": lambda p: p[name] <= t,
                "=": lambda p: p[name] == t}[op]
    raise AssertionError(f"cannot read condition {text!r}")


def _selected(sentence: str, rows: list[dict]) -> list[bool]:
    """The instances a sentence of failure_domain says fail (an independent reading)."""
    if sentence.startswith("fails on every checked instance"):
        return [True] * len(rows)
    m = re.match(r"fails only at (.*?) \(1 of", sentence)
    if m:
        want = dict((k, int(v)) for k, v in (kv.split("=") for kv in m.group(1).split(", ")))
        return [r == want for r in rows]
    m = re.match(r"fails exactly when (.*?) \(\d+ of \d+ checked", sentence)
    if m:
        atoms = [_atom(t) for t in m.group(1).split(" and ")]
        return [all(a(r) for a in atoms) for r in rows]
    m = re.match(r"fails on (\d+) of (\d+) checked instances .*?: (.*)$", sentence)
    assert m, sentence
    listed = re.findall(r"\(([^()]*)\)", m.group(3))
    assert len(listed) == min(int(m.group(1)), 6)
    return None                                   # a listing: checked by count only


@pytest.mark.parametrize("predicate, expected", [
    (lambda p: p["k"] % 2 == 1 and p["n"] >= 3, "fails exactly when k odd and n ≥ 3"),
    (lambda p: p["n"] == 2, "fails exactly when n = 2"),
    (lambda p: p["k"] % 3 == 1, "fails exactly when k ≡ 1 (mod 3)"),
    (lambda p: p["k"] <= 2 and p["n"] <= 3, "fails exactly when k ≤ 2 and n ≤ 3"),
    (lambda p: True, "fails on every checked instance (32: k=1..8, n=2..5)"),
    (lambda p: p == {"k": 5, "n": 4}, "fails only at k=5, n=4 (1 of 32 checked"),
])
def test_structured_failure_sets(predicate, expected):
    failed = [predicate(p) for p in GRID]
    text = failure_domain(GRID, failed)
    assert text.startswith(expected), text
    assert _selected(text, GRID) == failed


@settings(max_examples=200, deadline=None)
@given(st.lists(st.booleans(), min_size=len(GRID), max_size=len(GRID)))
def test_random_failure_sets_are_described_exactly(failed):
    if not any(failed):
        assert failure_domain(GRID, failed) == "holds on every checked instance"
        return
    text = failure_domain(GRID, failed)
    selected = _selected(text, GRID)
    if selected is None:
        assert text.startswith(f"fails on {sum(failed)} of {len(GRID)} checked instances")
    else:
        assert selected == failed, text


def test_single_parameter_listing_and_non_integer_values():
    rows = [{"a": a} for a in (1, 2, 3, 5, 8, 13)]
    assert failure_domain(rows, [a in (2, 13) for a in (1, 2, 3, 5, 8, 13)]).startswith(
        "fails for a in {2, 13} (2 of 6 checked")
    rows = [{"fam": f} for f in ("Swap", "Circle", "XOR")]
    assert failure_domain(rows, [True, False, False]).startswith("fails only at fam=Swap")
