"""Exact value encoding of check results, and their rendering."""
from fractions import Fraction

import numpy as np
import sympy
from hypothesis import given
from hypothesis import strategies as st

from latticegraph.claims.values import (dumps, instance_key, latex, latex_escape, loads, plain,
                                        show)

_atoms = st.one_of(st.integers(), st.fractions(), st.booleans(), st.text(max_size=5), st.none())
_values = st.recursive(_atoms, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.tuples(inner, inner),
    st.dictionaries(st.one_of(st.text(max_size=3), st.integers()), inner, max_size=3)),
    max_leaves=12)


def _same(a, b):
    """Equal with exact types (1 != True, 1 != Fraction(1) as types)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    return a == b


@given(_values)
def test_roundtrip_is_exact(v):
    assert _same(loads(dumps(v)), v)


def test_foreign_numbers_become_exact():
    a = sympy.Symbol("a", positive=True)
    assert loads(dumps(sympy.Integer(7))) == 7 and type(loads(dumps(sympy.Integer(7)))) is int
    assert loads(dumps(sympy.Rational(3, 4))) == Fraction(3, 4)
    expr = loads(dumps((a + 1) ** 2))
    assert sympy.simplify(expr - (a + 1) ** 2) == 0 and expr.free_symbols.pop().is_positive
    assert loads(dumps(np.int64(5))) == 5
    assert loads(dumps(np.array([[1, 2], [3, 4]]))) == [[1, 2], [3, 4]]
    assert loads(dumps(frozenset({3, 1}))) == frozenset({1, 3})
    assert loads(dumps(0.5)) == 0.5
    assert loads(None) is None


def test_instance_key_is_canonical():
    assert instance_key({"a": 1, "b": (2, 3)}) == instance_key({"b": (2, 3), "a": 1})
    assert instance_key({"a": 1}) != instance_key({"a": True})
    assert instance_key({"a": (1, 2)}) != instance_key({"a": [1, 2]})


def test_rendering():
    assert show(Fraction(3, 1)) == "3" and show((Fraction(1, 2),)) == "(1/2,)"
    assert show({"a": [1, Fraction(2, 3)]}) == "{a: [1, 2/3]}"
    assert plain({"a": (1, Fraction(1, 2)), "b": None}) == {"a": [1, "1/2"], "b": None}
    assert latex(Fraction(5, 2)) == "$5/2$" and latex(-3) == "$-3$" and latex(12) == "12"
    assert latex(True) == "True"


def test_latex_escape():
    raw = r"\ & % $ # _ { } ~ ^ < > |"
    assert latex_escape(raw) == (r"\textbackslash{} \& \% \$ \# \_ \{ \} \textasciitilde{} "
                                 r"\textasciicircum{} \textless{} \textgreater{} \textbar{}")
    assert latex_escape("Δ ≤ k\u0304 ⊞ é") == r"$\Delta$ $\le$ k \mbox{\fboxsep=0pt\fbox{$+$}} é"
    assert latex_escape("☃") == r"\texttt{U+2603}"
