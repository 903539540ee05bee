"""Outcome logic of the runner, against outcomes written from the definitions."""
from pathlib import Path

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from latticegraph.claims import registry
from latticegraph.claims.model import ClaimError, ClaimSet
from latticegraph.claims.runner import (checker_version, claim_cap, decide, evaluate, evidence, run,
                                        select_instances, symbolic_equal)
from latticegraph.claims.failures import failure_domain
from latticegraph.claims.values import dumps

TOY = Path(__file__).parent / "data" / "claims_toy"


def _one(cs, cid, **kw):
    return run([cs.claims[cid]], workers=1, **kw)[0]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=12))
def test_instances_outcome_matches_definition(holds):
    """verified iff every instance holds; else refuted at the first failing one."""
    cs = ClaimSet("toy")

    @cs.instances("toy.c", where="p", statement="s", params={"i": range(len(holds))})
    def _(i):
        return 0, 0 if holds[i] else 1
    r = _one(cs, "toy.c")
    if all(holds):
        assert r.outcome == "verified" and r.counterexample is None
    else:
        first = holds.index(False)
        assert r.outcome == "refuted"
        assert r.counterexample == {
            "params": {"i": first}, "printed": "0", "computed": "1",
            "failures": holds.count(False),
            "fails": failure_domain([{"i": i} for i in range(len(holds))], [not h for h in holds])}
    assert r.checked["instances"] == len(holds)
    assert r.record()["checked"]["range"] == ("i=0" if len(holds) == 1 else f"i=0..{len(holds) - 1}")


def test_outcomes_of_every_kind():
    cs = registry.load_file(TOY / "toy.py")
    res = {r.claim.id: r for r in run(cs, workers=1)}
    assert {k: r.outcome for k, r in res.items()} == {
        "toy.square": "verified", "toy.half": "refuted", "toy.half.corrected": "verified",
        "toy.parity": "proved", "toy.binomial": "proved", "toy.binomial.wrong": "refuted",
        "toy.throughput": "not-checkable"}
    assert all(r.meets_expectation() for r in res.values())
    assert res["toy.half"].counterexample == {
        "params": {"a": 2}, "printed": "3/2", "computed": "1", "failures": 5,
        "fails": "fails exactly when a even (5 of 11 checked: a=1..11); holds otherwise"}
    assert res["toy.binomial.wrong"].counterexample["computed"] == "a**2 + 1"
    assert res["toy.throughput"].checked["reason"] == "measured with an external simulator"
    assert res["toy.half.corrected"].record()["corrects"] == "toy.half"
    assert set(res["toy.half"].record()) == {"id", "paper", "where", "statement", "notes",
                                             "outcome", "expected", "evidence", "checked",
                                             "counterexample", "corrects", "kind",
                                             "premises", "reading", "readings", "parts"}


def test_errors_are_outcomes_and_win():
    cs = ClaimSet("toy")

    @cs.instances("toy.boom", where="p", statement="s", params={"a": range(5)})
    def _(a):
        if a == 3:
            raise ZeroDivisionError("oops")
        return a, a + (a == 1)               # a=1 fails, but the checker is broken at a=3
    r = _one(cs, "toy.boom")
    assert r.outcome == "error" and not r.meets_expectation()
    assert r.counterexample == {"params": {"a": 3}, "error": "ZeroDivisionError: oops"}
    assert "Traceback" in r.detail

    @cs.instances("toy.shape", where="p", statement="s", params={"a": [1]})
    def _(a):
        return a
    assert "check must return (printed, computed)" in _one(cs, "toy.shape").counterexample["error"]

    @cs.symbolic("toy.symboom", where="p", statement="s")
    def _():
        return 1 / 0, 1
    assert _one(cs, "toy.symboom").outcome == "error"


def test_symbolic_equality():
    a, b = sympy.symbols("a b", positive=True)
    assert symbolic_equal(sympy.sin(a) ** 2 + sympy.cos(a) ** 2, 1)
    assert symbolic_equal(sympy.Matrix([[a + a, 1]]), sympy.Matrix([[2 * a, 1]]))
    assert not symbolic_equal(sympy.Matrix([[a, 1]]), sympy.Matrix([[a, 2]]))
    assert symbolic_equal((a * b, 2), (b * a, sympy.Integer(2)))
    assert not symbolic_equal((a, 1), (a,))
    assert not symbolic_equal(a, "not an expression at all ((")
    assert symbolic_equal(True, sympy.true)


def test_cap_skips_large_instances_but_never_all():
    cs = ClaimSet("toy")

    @cs.instances("toy.big", where="p", statement="s", params={"a": [5, 1, 2, 10]},
                  size=lambda a: a ** 3)
    def _(a):
        return a, a
    claim = cs.claims["toy.big"]
    assert select_instances(claim, 10) == ([{"a": 1}, {"a": 2}], 2)
    assert select_instances(claim, None) == ([{"a": a} for a in (5, 1, 2, 10)], 0)
    assert select_instances(claim, 0) == ([{"a": a} for a in (5, 1, 2, 10)], 0)
    ClaimSet.instances(cs, "toy.huge", where="p", statement="s", params={"a": [9, 7, 8]},
                       size=lambda a: a ** 3)(lambda a: (a, a))
    assert select_instances(cs.claims["toy.huge"], 10) == ([{"a": 7}], 2)
    r = _one(cs, "toy.big", max_nodes=10)
    assert r.outcome == "verified" and r.checked == {"instances": 2, "range": "a=1..2",
                                                     "skipped": 2, "max_nodes": 10}


def test_capped_exhaustive_claim_is_only_verified():
    cs = ClaimSet("toy")

    @cs.exhaustive("toy.fin", where="p", statement="s", params={"a": [1, 2, 3]}, size=lambda a: a)
    def _(a):
        return a, a
    full, capped = _one(cs, "toy.fin"), _one(cs, "toy.fin", max_nodes=2)
    assert full.outcome == "proved" and full.meets_expectation()
    assert capped.outcome == "verified" and capped.meets_expectation() and capped.incomplete()
    assert decide(cs.claims["toy.fin"], [({"a": 1}, evaluate(cs.claims["toy.fin"], {"a": 1}))],
                  skipped=0).outcome == "proved"


def test_duplicate_and_empty_domains():
    cs = ClaimSet("toy")
    calls = []

    @cs.instances("toy.dup", where="p", statement="s", params=lambda: [{"a": 1}, {"a": 1}])
    def _(a):
        calls.append(a)
        return a, a
    assert _one(cs, "toy.dup").checked["instances"] == 1 and calls == [1]
    with pytest.raises(ClaimError, match="toy.empty: empty parameter domain"):
        cs.instances("toy.empty", where="p", statement="s", params={"a": []})(lambda a: (a, a))
    cs.instances("toy.empty", where="p", statement="s", params=lambda: [])(lambda a: (a, a))
    empty = _one(cs, "toy.empty")      # a callable domain: that claim's error, not the run's
    assert empty.outcome == "error" and "empty parameter domain" in empty.counterexample["error"]


def test_process_pool_matches_in_process():
    reg = registry.load(TOY)
    serial = [r.record() for r in run(reg.claims.values(), reg.paths, workers=1)]
    pooled = [r.record() for r in run(reg.claims.values(), reg.paths, workers=2)]
    assert pooled == serial


def test_checker_version_tracks_source():
    cs = ClaimSet("toy")
    cs.instances("toy.a", where="p", statement="s", params={"a": [1]})(lambda a: (a, a))
    cs.instances("toy.b", where="p", statement="s", params={"a": [1]}, version=2)(lambda a: (a, a))
    cs.instances("toy.c", where="p", statement="s", params={"a": [1]})(lambda a: (a, a + 0))
    va, vb, vc = (checker_version(cs.claims[k]) for k in ("toy.a", "toy.b", "toy.c"))
    assert va.startswith("1:") and vb.startswith("2:") and va[2:] == vb[2:]
    assert len({va, vb, vc}) == 3


def test_evaluate_records_exact_values():
    cs = ClaimSet("toy")
    cs.instances("toy.a", where="p", statement="s", params={"a": [1]})(
        lambda a: (sympy.Rational(1, 3), (a, "x")))
    res = evaluate(cs.claims["toy.a"], {"a": 1})
    assert res["status"] == "fail" and res["printed"] == dumps(sympy.Rational(1, 3))
    assert res["computed"] == dumps((1, "x")) and res["seconds"] >= 0


def test_witness_above_the_cap_is_always_checked():
    """A cap never hides an erratum: the witness runs whatever --max-nodes says."""
    cs = ClaimSet("toy")
    cs.instances("toy.far", where="p", statement="s", params={"a": [1, 2, 30, 40]},
                 size=lambda a: a, expect="refuted", erratum="substantive",
                 witness={"a": 30})(lambda a: (a, a + (a >= 30)))
    cs.instances("toy.near", where="p", statement="s", params={"a": [1, 2, 30]},
                 size=lambda a: a, expect="verified")(lambda a: (a, a + (a == 30)))
    assert select_instances(cs.claims["toy.far"], 10) == ([{"a": 1}, {"a": 2}, {"a": 30}], 1)
    far = _one(cs, "toy.far", max_nodes=10)
    assert far.outcome == "refuted" and far.meets_expectation()
    assert far.counterexample["params"] == {"a": 30}
    assert far.evidence["witness"] == {"a": 30} and far.evidence["skipped"] == 1
    full = _one(cs, "toy.far")
    assert full.counterexample["fails"].startswith("fails exactly when a ≥ 30 (2 of 4 checked")
    near = _one(cs, "toy.near", max_nodes=10)
    assert near.meets_expectation()
    assert not _one(cs, "toy.near").meets_expectation()
    cs.instances("toy.fixed", where="p", statement="s", params={"a": [1, 2]},
                 expect="refuted", erratum="slip", witness={"a": 2})(lambda a: (a, a))
    fixed = _one(cs, "toy.fixed", max_nodes=10)                 # the erratum now holds: a change
    assert fixed.outcome == "verified" and not fixed.meets_expectation()


def test_witness_outside_the_domain_is_an_error():
    cs = ClaimSet("toy")
    cs.instances("toy.w", where="p", statement="s", params={"a": [1, 2]}, expect="refuted",
                 erratum="substantive", witness={"a": 5})(lambda a: (a, a + 1))
    with pytest.raises(ValueError, match="witness a=5|witness .* is not an instance"):
        select_instances(cs.claims["toy.w"], None)
    r = _one(cs, "toy.w")
    assert r.outcome == "error" and "is not an instance of the domain" in r.counterexample["error"]


def test_sampled_claims_are_never_verified():
    cs = ClaimSet("toy")
    cs.sampled("toy.s", where="p", statement="s", params={"a": [3, 9]},
               sample={"population": "a = 1..10^9", "seed": 7})(lambda a: (a, a))
    r = _one(cs, "toy.s")
    assert r.outcome == "sampled" and r.meets_expectation()
    assert r.evidence == {"kind": "sampled", "domain": "a = 1..10^9", "instances": 2,
                          "seed": 7, "sample": "a in 3..9 (2 values)"}
    cs.sampled("toy.bad", where="p", statement="s", params={"a": [3, 9]},
               sample={"population": "a = 1..10^9", "seed": 7}, expect="refuted",
               erratum="substantive", witness={"a": 9})(lambda a: (a, a + (a == 9)))
    assert _one(cs, "toy.bad").outcome == "refuted"


@pytest.mark.parametrize("fields, message", [
    ({"expect": "refuted"}, "needs erratum="),
    ({"expect": "refuted", "erratum": "typo"}, "needs erratum="),
    ({"expect": "refuted", "erratum": "slip"}, "needs witness="),
    ({"expect": "verified", "witness": {"a": 1}}, "belong to claims expected 'refuted'"),
    ({"expect": "sampled"}, "only a sampled claim"),
])
def test_erratum_fields_are_validated(fields, message):
    cs = ClaimSet("toy")
    with pytest.raises(ValueError, match=message):
        cs.instances("toy.x", where="p", statement="s", params={"a": [1]}, **fields)(
            lambda a: (a, a))


def test_evidence_of_each_kind():
    cs = ClaimSet("toy")
    cs.exhaustive("toy.e", where="p", statement="s", params={"a": [1, 2, 3]},
                  size=lambda a: a)(lambda a: (a, a))
    cs.symbolic("toy.y", where="p", statement="s")(lambda: (sympy.Integer(1), sympy.Integer(1)))
    cs.not_checkable("toy.n", where="p", statement="s", reason="a simulator's throughput")
    e, capped = _one(cs, "toy.e"), _one(cs, "toy.e", max_nodes=2)
    assert e.evidence == {"kind": "exhaustive", "domain": "a=1..3", "instances": 3,
                          "complete": True, "largest": {"params": {"a": 3}, "vertices": 3}}
    assert capped.evidence["largest"] == {"params": {"a": 2}, "vertices": 2}
    assert capped.evidence["complete"] is False and capped.incomplete()
    assert _one(cs, "toy.y").evidence["kind"] == "symbolic"
    assert _one(cs, "toy.n").evidence == {"kind": "none", "domain": None, "instances": 0,
                                          "reason": "a simulator's throughput"}
    rec = e.record()
    assert {"notes", "evidence", "expected", "kind"} <= set(rec) and rec["kind"] is None


def test_claim_cap_replaces_only_the_default_cap():
    """A claim's own max_nodes replaces the default cap (claim_caps), never an explicit one."""
    cs = ClaimSet("toy")
    cs.instances("toy.own", where="p", statement="s", params={"a": [1, 5, 9, 20]},
                 size=lambda a: a * a, max_nodes=100)(lambda a: (a, a))
    cs.instances("toy.plain", where="p", statement="s", params={"a": [1, 5, 9, 20]},
                 size=lambda a: a * a)(lambda a: (a, a))
    own, plain = cs.claims["toy.own"], cs.claims["toy.plain"]
    assert select_instances(own, 30, claim_caps=True) == ([{"a": a} for a in (1, 5, 9)], 1)
    assert select_instances(own, 30) == ([{"a": 1}, {"a": 5}], 2)          # explicit: 30 wins
    assert select_instances(own, None) == ([{"a": a} for a in (1, 5, 9, 20)], 0)
    assert select_instances(plain, 30, claim_caps=True) == ([{"a": 1}, {"a": 5}], 2)
    assert claim_cap(plain, 30, claim_caps=True) == 30 and claim_cap(own, None) is None
    r = _one(cs, "toy.own", max_nodes=30, claim_caps=True)
    assert r.checked["max_nodes"] == 100 and r.evidence["max_nodes"] == 100
    assert r.evidence["largest"] == {"params": {"a": 9}, "vertices": 81}


def test_largest_is_the_checked_instance_of_most_vertices():
    """``largest`` from the sizes of the checked instances (first of the most vertices),
    absent without size= or when nothing was checked."""
    cs = ClaimSet("toy")
    cs.instances("toy.l", where="p", statement="s", params={"a": [3, -4, 4, 2]},
                 size=lambda a: a * a)(lambda a: (a, a))
    cs.instances("toy.nosize", where="p", statement="s", params={"a": [3, 4]})(lambda a: (a, a))
    claim = cs.claims["toy.l"]
    assert evidence(claim, claim.instances())["largest"] == {"params": {"a": -4}, "vertices": 16}
    assert evidence(claim, [{"a": 2}, {"a": 3}])["largest"] == {"params": {"a": 3}, "vertices": 9}
    assert "largest" not in evidence(claim, [])
    assert "largest" not in _one(cs, "toy.nosize").evidence
