"""Tests of latticegraph.fit: quasi-polynomial fits and ``latticegraph fit``.

Oracles: quasi-polynomials built by hand (the fit must recover them
exactly), the closed forms paper ``crystal`` prints in Section 3.4 and
Table 1, and networkx BFS at parameter values beyond the fitted range.
"""
from __future__ import annotations

import json
from fractions import Fraction

import networkx as nx
import pytest
import sympy
from hypothesis import given, settings, strategies as st

from latticegraph import graph
from latticegraph.cli import main
from latticegraph.fit import fit_family, fit_quasi_polynomial, substitute

a = sympy.Symbol("a")


def _same(e1, e2) -> bool:
    return sympy.simplify(e1 - e2) == 0


# ---------------------------------------------------------------------------
# fit_quasi_polynomial: recover quasi-polynomials built by hand
# ---------------------------------------------------------------------------
def test_recovers_hand_built_period_3():
    polys = {0: a**2, 1: a**2 + 1, 2: Fraction(1, 2) * a**2 - 7}
    values = {n: int(polys[n % 3].subs(a, n)) if n % 3 != 2 else
              Fraction(str(polys[2].subs(a, n))) for n in range(1, 16)}
    fit = fit_quasi_polynomial(values, degree=2)
    assert fit.ok and fit.period == 3
    for r in range(3):
        assert _same(fit.polynomials[r], polys[r])
        assert len(fit.fitted[r]) == 3 and len(fit.checked[r]) == 2
        assert set(fit.fitted[r]) | set(fit.checked[r]) == {n for n in values if n % 3 == r}
    assert fit(100) == polys[100 % 3].subs(a, 100)


@settings(max_examples=12, deadline=None)
@given(period=st.sampled_from([1, 2, 3, 4, 6]), degree=st.integers(0, 3),
       coeffs=st.lists(st.fractions(min_value=-5, max_value=5, max_denominator=6),
                       min_size=24, max_size=24))
def test_recovers_random_quasi_polynomials(period, degree, coeffs):
    polys = {r: sum(sympy.Rational(c.numerator, c.denominator) * a**k
                    for k, c in enumerate(coeffs[r * 4: r * 4 + degree + 1]))
             for r in range(period)}
    n = period * (degree + 3) + 3
    values = {x: Fraction(str(sympy.Rational(polys[x % period].subs(a, x))))
              for x in range(1, n + 1)}
    fit = fit_quasi_polynomial(values, degree=degree)
    assert fit.ok
    # the smallest period that fits divides the true one; the values agree everywhere
    assert period % fit.period == 0
    for x in range(n + 1, n + 13):
        assert fit(x) == polys[x % period].subs(a, x)
    # without a degree bound: all but the held-out points are interpolated
    free = fit_quasi_polynomial(values)
    assert free.ok and period % free.period == 0
    assert all(len(v) == 2 for v in free.checked.values())


def test_floor_diameter():
    fit = fit_quasi_polynomial({n: 3 * n // 2 for n in range(1, 11)}, degree=1)
    assert fit.period == 2
    assert fit.polynomials == {0: 3 * a / 2, 1: (3 * a - 1) / 2}


def test_no_fit_is_a_clear_failure():
    fit = fit_quasi_polynomial({n: 2**n for n in range(1, 40)}, degree=3)
    assert not fit.ok and not fit
    assert len(fit.failures) == 5  # periods 1, 2, 3, 4, 6 all rejected
    assert "period 1: a = 5 predicted" in fit.reason()
    with pytest.raises(ValueError, match="no quasi-polynomial"):
        fit(3)


def test_too_few_values_is_a_failure():
    fit = fit_quasi_polynomial({1: 1, 2: 4, 3: 9}, degree=2)  # needs 3 + 2 values
    assert not fit.ok
    assert "fewer than 5 values" in fit.reason()
    # a degree-2 fit confirmed on 2 held-out values
    ok = fit_quasi_polynomial({n: n * n for n in range(1, 6)}, degree=2)
    assert ok.ok and ok.checked == {0: [4, 5]}


def test_holdout_detects_a_wrong_point():
    values = {n: n**2 for n in range(1, 10)}
    values[9] = 80
    fit = fit_quasi_polynomial(values, max_period=1, degree=2)
    assert not fit.ok and "a = 9 predicted 81, actual 80" in fit.reason()


@pytest.mark.parametrize("kwargs, match", [
    ({"values": {1: 1.5}}, "exact"),
    ({"values": {1.0: 1}}, "integers"),
    ({"values": {1: 1}, "holdout": 0}, "holdout"),
    ({"values": {1: 1}, "degree": -1}, "degree"),
    ({"values": {1: 1}, "max_period": 0}, "max_period"),
])
def test_bad_input(kwargs, match):
    with pytest.raises(ValueError, match=match):
        fit_quasi_polynomial(**kwargs)


# ---------------------------------------------------------------------------
# substitute
# ---------------------------------------------------------------------------
def test_substitute_forms():
    assert substitute("T(2*a,2a,a, a+1, a-1, 3*a+2)", "a", 4) == "T(8,8,4, 5, 3, 14)"
    assert substitute("directsum(PC(a), G([[a,0],[0,2a]]))", "a", 3) == \
        "directsum(PC(3), G([[3,0],[0,6]]))"
    # only arguments, token-wise: family names are never touched
    assert substitute("FCC(C)", "C", 5) == "FCC(5)"
    assert substitute("HSN(a,Q2)", "a", 3) == "HSN(3,Q2)"
    assert substitute("HyperX(a,ab)", "a", 2) == "HyperX(2,ab)"


@pytest.mark.parametrize("spec, param, match", [
    ("FCC(b)", "a", "does not appear"),
    ("FCC(a/2)", "a", "cannot read the argument 'a/2'"),
    ("FCC(a**2)", "a", "cannot read"),
    ("FCC(a)", "2a", "parameter must be a name"),
    ("FCC(2 a a)", "a", "cannot read"),
])
def test_substitute_bad(spec, param, match):
    with pytest.raises(ValueError, match=match):
        substitute(spec, param, 2)


# ---------------------------------------------------------------------------
# fit_family against paper crystal, Section 3.4 and Table 1
# ---------------------------------------------------------------------------
def test_pc_section_3_4():
    fam = fit_family("PC(a)")
    assert fam.total.period == 2 and fam.order.polynomials == {0: a**3}
    assert _same(fam.total.polynomials[0], 3 * a**4 / 4)
    assert _same(fam.total.polynomials[1], (3 * a**4 - 3 * a**2) / 4)
    assert _same(fam.average[0], 3 * a**4 / (4 * (a**3 - 1)))
    assert _same(fam.average[1], (3 * a**4 - 3 * a**2) / (4 * (a**3 - 1)))
    # Table 1: diameter 3 floor(a/2)
    assert all(fam.diameter(n) == 3 * (n // 2) for n in range(1, 30))
    # held out: at least 2 values per class beyond the fitted ones
    assert all(len(v) >= 2 for v in fam.total.checked.values())


def test_fcc_section_3_4():
    fam = fit_family("FCC(a)")
    assert _same(fam.average[0], (7 * a**4 - 2 * a**2) / (4 * (2 * a**3 - 1)))
    assert _same(fam.average[1], (7 * a**4 - 2 * a**2 - 1) / (4 * (2 * a**3 - 1)))
    assert all(fam.diameter(n) == 3 * n // 2 for n in range(1, 30))


def test_bcc_section_3_4_and_its_misprint():
    fam = fit_family("BCC(a)")
    assert _same(fam.average[0], (35 * a**4 - 8 * a**2) / (8 * (4 * a**3 - 1)))
    assert _same(fam.total.polynomials[1], (35 * a**4 - 14 * a**2 + 3) / 8)
    assert _same(fam.average[1], (35 * a**4 - 14 * a**2 + 3) / (8 * (4 * a**3 - 1)))
    printed_odd = (35 * a**4 - 14 * a**2 + 30) / (8 * (4 * a**3 - 1))  # '+30': misprint
    assert not _same(fam.average[1], printed_odd)
    assert all(fam.diameter(n) == 3 * n // 2 for n in range(1, 30))


@pytest.mark.parametrize("spec, order, diam", [
    ("T(2a,a,a)", 2 * a**3, lambda n: n + 2 * (n // 2)),
    ("T(2*a,2*a,a)", 4 * a**3, lambda n: 5 * n // 2),
])
def test_mixed_radix_tori_table_1(spec, order, diam):
    fam = fit_family(spec)
    assert fam.order.polynomials == {0: order}
    assert all(fam.diameter(n) == diam(n) for n in range(1, 30))


@pytest.mark.parametrize("spec, n", [("FCC(a)", 9), ("BCC(a)", 8), ("T(2a,a,a)", 11)])
def test_formula_beyond_the_range_against_networkx(spec, n):
    """The fitted total distance and diameter at an unused value, against BFS."""
    fam = fit_family(spec)
    used = {x for v in fam.total.fitted.values() for x in v} | \
        {x for v in fam.total.checked.values() for x in v}
    n = max(used) + 1 if n in used else n
    g = graph(substitute(spec, "a", n)).to_networkx()
    lengths = nx.single_source_shortest_path_length(g, 0)
    assert fam.total(n) == sum(lengths.values())
    assert fam.diameter(n) == max(lengths.values())


def test_lip_needs_period_6():
    """Paper ``crystal``, Table 2: Lip(a)'s total distance has period 6 in a
    (no quasi-polynomial of period <= 4 fits), diameter 3a or 3a - 1."""
    with pytest.raises(ValueError, match="period <= 4 fits the total distance"):
        fit_family("Lip(a)", max_period=4)
    fam = fit_family("Lip(a)")
    assert fam.total.period == 6 and fam.order.polynomials == {0: 16 * a**4}
    assert max(x for v in fam.total.checked.values() for x in v) == 48
    base = (3894 * a**5 - 700 * a**3) / 135
    rest = {0: 126 * a, 1: -144 * a - 80, 2: 126 * a + 80, 3: -144 * a, 4: 126 * a - 80,
            5: -144 * a + 80}
    assert all(_same(fam.total.polynomials[r], base + rest[r] / 135) for r in range(6))
    assert fam.diameter.polynomials == {0: 3 * a, 1: 3 * a - 1}
    # the fitted values at a = 2, 3 against networkx BFS (Lip is vertex-transitive)
    for n in (2, 3):
        lengths = nx.single_source_shortest_path_length(graph(f"Lip({n})").to_networkx(), 0)
        assert fam.total(n) == sum(lengths.values())


def test_family_failures():
    with pytest.raises(ValueError, match="diameter"):
        fit_family("HyperX(a,a)")  # diameter 0 at a = 1, 2 afterwards
    fam = fit_family("HyperX(a,a)", start=2)
    assert fam.diameter.polynomials == {0: 2}
    with pytest.raises(ValueError, match="order"):
        fit_family("Hypercube(a)", max_period=1)
    with pytest.raises(ValueError, match="holdout"):
        fit_family("PC(a)", holdout=0)


# ---------------------------------------------------------------------------
# the command
# ---------------------------------------------------------------------------
def test_cli_text_and_latex(capsys):
    assert main(["fit", "BCC(a)"]) == 0
    out = capsys.readouterr().out
    assert "(35*a**4 - 14*a**2 + 3)/(8*(4*a**3 - 1))   if a ≡ 1 (mod 2)" in out
    assert r"\frac{35 a^{4} - 14 a^{2} + 3}{8 \left(4 a^{3} - 1\right)}" in out
    assert r"\begin{cases}" in out


def test_cli_json(capsys):
    assert main(["fit", "x*2-1+x", "--param", "x"]) == 2  # no family name
    capsys.readouterr()
    assert main(["fit", "FCC(n)", "--param", "n", "--json"]) == 0
    rec = json.loads(capsys.readouterr().out)
    assert rec["total_distance"]["period"] == 2
    odd = rec["average_distance"]["classes"][1]
    assert odd["formula"] == "(7*n**4 - 2*n**2 - 1)/(4*(2*n**3 - 1))"
    assert rec["diameter"]["classes"][0]["checked_at"] == [6, 8]
    assert rec["derive"]["agrees"] is True and rec["derive"]["differs"] == []


@pytest.mark.parametrize("argv", [["fit", "FCC(b)"], ["fit", "FCC(a/2)"], ["fit", "Nope(a)"],
                                  ["fit", "PC(a)", "--holdout", "0"],
                                  ["fit", "PC(a)", "--start", "0"]])
def test_cli_errors_are_one_line(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("latticegraph: error: ") and err.count("\n") == 1
