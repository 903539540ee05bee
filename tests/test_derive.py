"""Tests of latticegraph.derive: closed forms proved for every a.

Three ways (DESIGN.md): the paper's own numbers (crystal, Section 3.4 and
Table 1), independent oracles (networkx BFS on small a; the distance engine
through `latticegraph info` on a = 1..60), and bad input / failing
certificates.  Slow derivations (4D, 5D) are measured in benchmarks/derive.py.
"""
from __future__ import annotations

import json
from fractions import Fraction

import networkx as nx
import pytest
import sympy

from latticegraph import graph
from latticegraph.claims import ClaimSet, verify
from latticegraph.claims.parametric import derivation   # derive(spec), cached per process
from latticegraph.claims.report import evidence_text
from latticegraph.cli import info_record, main
from latticegraph.derive import (A, BARVINOK_HINT, CertificateError, DeriveError, cells,
                                 compare_with_fit, covering_radius_bound, derive, family,
                                 fit_quasi_polynomial, has_barvinok, relevant_vectors)
from latticegraph.fit import fit_family, substitute

barvinok = pytest.mark.skipif(not has_barvinok(), reason="needs islpy-barvinok (the test extra)")


@pytest.fixture(scope="module")
def bcc():
    return derivation("BCC(a)")


def _bfs_distribution(g) -> list[int]:
    G = nx.Graph()
    G.add_nodes_from(range(g.order))
    G.add_edges_from(map(tuple, g.edge_array().tolist()))
    lengths = nx.single_source_shortest_path_length(G, 0)
    out = [0] * (max(lengths.values()) + 1)
    for d in lengths.values():
        out[d] += 1
    return out


# ---------------------------------------------------------------------------
# the paper's numbers
# ---------------------------------------------------------------------------
def test_bcc_total_distance_is_the_corrected_odd_form(bcc):
    """crystal, Section 3.4: BCC total distance (35a^4 - 14a^2 + 3)/8 for odd a (the
    printed constant 30 is the erratum), and (35a^4 - 8a^2)/8 for even a."""
    t = bcc.total_distance
    assert t.period == 2
    assert sympy.expand(t.polynomials[1] - (35 * A**4 - 14 * A**2 + 3) / 8) == 0
    assert sympy.expand(t.polynomials[0] - (35 * A**4 - 8 * A**2) / 8) == 0
    assert bcc.order.polynomials == {0: 4 * A**3}
    assert bcc.certificate["period"] == 2 and bcc.certificate["covering_radius"] == "3/2"


def test_bcc_agrees_with_info_for_a_up_to_60(bcc):
    """The 'done when' check: every a = 1..60, against `latticegraph info`'s record."""
    for a in range(1, 61):
        rec = info_record(graph(f"BCC({a})"))
        n = rec["vertices"]
        assert bcc.value("order", a) == n
        avg = Fraction(rec["average_distance"]) if n > 1 else Fraction(0)
        assert bcc.value("total_distance", a) == avg * (n - 1)
        if bcc.diameter is not None:
            assert bcc.value("diameter", a) == rec["diameter"]


def test_pc_and_fcc_forms_of_section_3_4():
    pc = derive("PC(a)", barvinok=False)
    avg = pc.average_distance()
    assert sympy.simplify(avg[0] - 3 * A**4 / (4 * (A**3 - 1))) == 0
    assert sympy.simplify(avg[1] - (3 * A**4 - 3 * A**2) / (4 * (A**3 - 1))) == 0
    fcc = derive("FCC(a)", barvinok=False)
    avg = fcc.average_distance()
    assert sympy.simplify(avg[1] - (7 * A**4 - 2 * A**2 - 1) / (4 * (2 * A**3 - 1))) == 0
    assert fcc.diameter is None and fcc.hints == [BARVINOK_HINT]


@barvinok
def test_table1_diameters(bcc):
    """crystal, Table 1: floor(3a/2) for FCC and BCC; T(2a,a,a): 2a - (a mod 2)."""
    assert bcc.diameter.record()["by_residue"] == {"0": "3*a/2", "1": "3*a/2 - 1/2"}
    t = derivation("T(2a,a,a)")
    assert t.diameter.record()["by_residue"] == {"0": "2*a", "1": "2*a - 1"}


# ---------------------------------------------------------------------------
# independent oracles
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("spec", ["FCC(a)", "T(2a,2a,a)", "G([[2a,0,a],[0,2a,a],[0,0,a]])",
                                  "commonlift(T(2a,2a),RTT(a))"])
def test_against_networkx_bfs(spec):
    d = derivation(spec)
    for a in (1, 2, 3):
        dd = _bfs_distribution(graph(substitute(spec, "a", a)))
        assert d.value("order", a) == sum(dd)
        assert d.value("total_distance", a) == sum(k * c for k, c in enumerate(dd))
        if d.diameter is not None:
            assert d.value("diameter", a) == len(dd) - 1
        if d.distribution is not None and a >= d.distribution.valid_from:
            assert [d.distribution(a, k) for k in range(len(dd) + 1)] == dd + [0]
        elif d.distribution is not None:
            assert d.small[str(a)]["distance_distribution"] == dd


@barvinok
def test_distribution_pieces_against_the_engine(bcc):
    from latticegraph import distance_distribution
    for a in range(bcc.distribution.valid_from, 20):
        dd = distance_distribution(graph(f"BCC({a})"))
        assert [bcc.distribution(a, k) for k in range(len(dd))] == dd
    rec = bcc.record()["distribution"]
    assert rec["k_from"] == 1 and rec["pieces"]


def test_lip_cells_period_six():
    """Table 2: Lip(a)'s average distance has period 6; the vertex denominators bound it."""
    lip = family("Lip(a)")
    rho, _ = covering_radius_bound(lip)
    c = cells(lip, rho)
    assert c.period_bound == 6 and c.covering_radius == 3


# ---------------------------------------------------------------------------
# certificates that fail are refused
# ---------------------------------------------------------------------------
def test_too_small_covering_radius_is_refused():
    with pytest.raises(CertificateError, match="covering-radius bound 5/4 is not above"):
        derive("BCC(a)", covering_radius=Fraction(5, 4), barvinok=False)


def test_missing_relevant_vectors_are_refused():
    fam = family("BCC(a)")
    R = [v for v in relevant_vectors(fam, Fraction(13, 8)) if sum(map(abs, v)) == 3]
    with pytest.raises(CertificateError):
        derive("BCC(a)", covering_radius=Fraction(13, 8), relevant=R, barvinok=False)


def test_too_few_points_are_refused():
    with pytest.raises(CertificateError, match="needs 4"):
        fit_quasi_polynomial({a: a * a for a in range(1, 6)}, 2, 2)
    with pytest.raises(CertificateError, match="distance engine"):
        fit_quasi_polynomial({1: 1, 2: 4, 3: 9, 4: 17}, 1, 2)


# ---------------------------------------------------------------------------
# bad input
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("spec, msg", [
    ("T(a*a,a)", "not linear in a"), ("T(a+1,a)", "not a multiple of a"),
    ("T(2a,3)", "does not scale"), ("G([[a,a],[a,a]])", "singular"),
    ("Circle(a)", "lattice families"), ("PC(4)", "does not scale"),
    ("FCC(b)", "unknown name 'b'"), ("BCC(a", "bad graph spec")])
def test_bad_input(spec, msg):
    with pytest.raises(DeriveError, match=msg):
        family(spec)


@pytest.mark.parametrize("spec", ["T(a*a,a)", "G([[a,a],[a,a]])", "Circle(a)", "Nope(a)"])
def test_cli_errors_are_one_line(spec, capsys):
    assert main(["derive", spec]) == 2
    err = capsys.readouterr().err
    assert err.startswith("latticegraph: error: ") and err.count("\n") == 1


def test_cli_budget_refusal_is_one_line(capsys):
    assert main(["derive", "BCC(a)", "--budget", "0"]) == 2
    err = capsys.readouterr().err
    assert "budget" in err and err.count("\n") == 1


def test_cli_json_matches_design(capsys):
    assert main(["derive", "FCC(a)", "--json", "--no-progress"]) == 0
    rec = json.loads(capsys.readouterr().out)
    assert {"spec", "parameter", "dim", "valid_from", "order", "total_distance", "diameter",
            "distribution", "small", "certificate"} <= set(rec)
    assert rec["total_distance"]["by_residue"]["1"] == "7*a**4/4 - a**2/2 - 1/4"
    cert = rec["certificate"]
    assert {"covering_radius_bound", "relevant_vectors", "period", "degree", "checked"} <= set(cert)
    assert cert["checked"] == list(range(1, 13))
    for a, s in rec["small"].items():
        assert int(a) < rec["valid_from"] and sum(s["distance_distribution"]) == s["order"]


def test_cli_text_and_latex(capsys):
    assert main(["derive", "PC(a)", "--no-barvinok"]) == 0
    out = capsys.readouterr().out
    assert "total distance" in out and "certificate: covering radius 3/2" in out
    assert main(["derive", "PC(a)", "--latex", "--no-barvinok"]) == 0
    assert r"\begin{cases}" in capsys.readouterr().out


# ---------------------------------------------------------------------------
# fit as the cross-check
# ---------------------------------------------------------------------------
def test_fit_agrees_and_disagreement_is_reported():
    d = derive("FCC(a)", barvinok=False)
    fam = fit_family("FCC(a)")
    assert compare_with_fit(d, fam) == []
    fam.total.polynomials[1] = fam.total.polynomials[1] + 1
    assert compare_with_fit(d, fam) == [
        "total distance, a ≡ 1 (mod 2): fit 7*a**4/4 - a**2/2 + 3/4, derive "
        "7*a**4/4 - a**2/2 - 1/4"]


# ---------------------------------------------------------------------------
# parametric claims
# ---------------------------------------------------------------------------
def test_parametric_claims_proved_refuted_and_compared(tmp_path):
    cs = ClaimSet("toy")

    @cs.parametric("toy.bcc.odd", where="Section 3.4", families={"bcc": "BCC(a)"},
                   statement="BCC total (35a^4 - 14a^2 + 3)/8 for odd a",
                   modulus=2, residues=[1])
    def _(a, bcc):
        return (35 * a**4 - 14 * a**2 + 3) / 8, bcc.total_distance

    @cs.parametric("toy.bcc.printed", where="Section 3.4", families={"bcc": "BCC(a)"},
                   statement="BCC k̄ = (35a^4 - 14a^2 + 30)/(8(4a^3 - 1)) for odd a",
                   modulus=2, residues=[1], expect="refuted", erratum="substantive")
    def _(a, bcc):
        return (35 * a**4 - 14 * a**2 + 30) / (8 * (4 * a**3 - 1)), bcc.average_distance

    @cs.parametric("toy.fcc_vs_torus", where="Section 4", statement="FCC(a) beats T(2a,a,a)",
                   families={"fcc": "FCC(a)", "t": "T(2a,a,a)"}, expect="refuted",
                   erratum="boundary")
    def _(a, fcc, t):
        return fcc.average_distance < t.average_distance

    store = tmp_path / "results.sqlite"
    r = {x.claim.id: x for x in verify(cs, store=store)}
    assert r["toy.bcc.odd"].outcome == "proved"
    ev = r["toy.bcc.odd"].evidence
    assert ev["kind"] == "parametric" and ev["domain"] == "every a >= 1 with a mod 2 in {1}"
    assert ev["certificate"]["bcc"]["period"] == 2
    assert evidence_text(r["toy.bcc.odd"]).startswith("parametric: every a >= 1")
    bad = r["toy.bcc.printed"]
    assert bad.outcome == "refuted" and bad.counterexample["params"] == {"a": 1}
    assert bad.counterexample["printed"] == "17/8" and bad.counterexample["computed"] == "1"
    assert bad.counterexample["fails"] == "fails exactly when a ≡ 1 (mod 2), for every a >= 1"
    cmp = r["toy.fcc_vs_torus"]
    assert cmp.outcome == "refuted"
    assert cmp.counterexample["fails"] == "fails exactly at a = 1; holds for every other a >= 1"
    # stored: a rerun decides nothing again
    import latticegraph.claims.parametric as par
    saved = par.decide_parametric
    par.decide_parametric = lambda claim: (_ for _ in ()).throw(AssertionError("recomputed"))
    try:
        again = {x.claim.id: x.outcome for x in verify(cs, store=store)}
    finally:
        par.decide_parametric = saved
    assert again == {k: v.outcome for k, v in r.items()}


def test_parametric_declaration_errors():
    from latticegraph.claims import ClaimError
    cs = ClaimSet("toy")
    with pytest.raises(ClaimError, match="families must map"):
        cs.parametric("toy.x", where="p", statement="s", families={})(lambda a: (a, a))
    with pytest.raises(ClaimError, match="residues"):
        cs.parametric("toy.y", where="p", statement="s", families={"b": "BCC(a)"},
                      modulus=2, residues=[2])(lambda a, b: (a, a))


@barvinok
def test_parametric_printed_floor_is_resolved_per_class():
    """crystal, Table 1: FCC(a) has diameter floor(3a/2), printed with a floor."""
    cs = ClaimSet("toy")

    @cs.parametric("toy.fcc.diameter", where="Table 1", statement="FCC(a) has diameter ⌊3a/2⌋",
                   families={"fcc": "FCC(a)"})
    def _(a, fcc):
        return sympy.floor(3 * a / 2), fcc.diameter

    @cs.parametric("toy.fcc4.diameter", where="Table 2", statement="4D-FCC(a) has diameter 2a",
                   families={"x": "4D-FCC(a)"}, expect="refuted", erratum="substantive")
    def _(a, x):
        return 2 * a, x.diameter

    r = verify(cs)
    assert [x.outcome for x in r] == ["proved", "refuted"]
    assert r[1].counterexample["fails"] == "fails exactly when a ≡ 1 (mod 2), for every a >= 1"
