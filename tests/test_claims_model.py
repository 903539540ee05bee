"""The claim model: validation, domains, reproduced-table declarations."""
import pytest

from latticegraph.claims.model import (ERRATUM_KINDS, KINDS, OUTCOMES, Claim, ClaimSet, Table, computed, param,
                                       printed, text)


def _check(**_):
    return 1, 1


def _claim(**kw):
    base = dict(id="toy.x", paper="toy", where="p. 1", statement="s", kind="instances",
                expect="verified", check=_check, params={"a": range(3)})
    base.update(kw)
    return Claim(**base)


@pytest.mark.parametrize("kw, message", [
    (dict(kind="simulated"), "kind must be one of"),
    (dict(expect="error"), "expect must be one of"),
    (dict(expect="maybe"), "expect must be one of"),
    (dict(id="other.x"), "must start with the paper name"),
    (dict(kind="not-checkable", check=None, params=None), "needs a reason"),
    (dict(params=None), "needs params"),
    (dict(kind="exhaustive", params=None, expect="proved"), "needs params"),
    (dict(check=None), "needs a check function"),
    (dict(kind="symbolic", check=None, params=None, expect="proved"), "needs a check function"),
    (dict(params=[1, 2, 3]), "params must be a dict"),
    (dict(size=5), "size must be a callable"),
    (dict(version=0), "version must be a positive integer"),
    (dict(corrects="toy.x"), "cannot correct itself"),
    (dict(max_nodes=10**6), "max_nodes must be a positive integer, on a claim with size="),
    (dict(size=lambda a: a, max_nodes=0), "max_nodes must be a positive integer"),
    (dict(size=lambda a: a, max_nodes=1e6), "max_nodes must be a positive integer"),
    (dict(premises="a >= 2"), "premises must be a tuple of non-empty strings"),
    (dict(parts=("toy.y", "")), "parts must be a tuple of non-empty strings"),
    (dict(reading="an upper bound"), "names, in readings=, the claims deciding the other"),
    (dict(readings=("toy.x",)), "readings and parts name other claims"),
])
def test_claim_validation(kw, message):
    with pytest.raises(ValueError, match=message):
        _claim(**kw)


def test_outcome_and_kind_vocabulary():
    assert OUTCOMES == ("proved", "verified", "sampled", "refuted", "not-checkable", "error")
    assert KINDS == ("instances", "exhaustive", "sampled", "symbolic", "not-checkable", "parametric")
    assert ERRATUM_KINDS == ("substantive", "boundary", "slip")


def test_domain_orders():
    c = _claim(params={"a": range(1, 3), "b": "xy"})
    assert c.instances() == [{"a": 1, "b": "x"}, {"a": 1, "b": "y"},
                             {"a": 2, "b": "x"}, {"a": 2, "b": "y"}]
    c = _claim(params=lambda: ({"n": n, "m": n + 1} for n in (3, 1)))
    assert c.instances() == [{"n": 3, "m": 4}, {"n": 1, "m": 2}]
    assert _claim(kind="symbolic", params=None, expect="proved").instances() == [{}]
    c = _claim(size=lambda a: 2 ** a)
    assert [c.instance_size(p) for p in c.instances()] == [1, 2, 4]
    assert _claim().instance_size({"a": 9}) is None


def test_claimset_decorators_and_validation():
    cs = ClaimSet("toy")
    with pytest.raises(ValueError, match="short identifier"):
        ClaimSet("two words")

    @cs.instances("toy.a", where="T1", statement="s", params={"a": [1]})
    def f(a):
        return a, a
    assert f(3) == (3, 3)                          # the decorator returns the function
    assert cs.claims["toy.a"].kind == "instances" and cs.claims["toy.a"].expect == "verified"

    @cs.exhaustive("toy.b", where="T1", statement="s", params={"a": [1]})
    def _(a):
        return a, a
    assert cs.claims["toy.b"].expect == "proved"

    @cs.symbolic("toy.c", where="T1", statement="s")
    def _():
        return 1, 1
    nc = cs.not_checkable("toy.d", where="Fig. 2", statement="s", reason="simulator")
    assert nc.expect == "not-checkable" and len(cs) == 4
    assert [c.id for c in cs] == ["toy.a", "toy.b", "toy.c", "toy.d"]
    with pytest.raises(ValueError, match="duplicate claim id toy.a"):
        cs.not_checkable("toy.a", where="x", statement="s", reason="r")
    cs.validate()
    cs.not_checkable("toy.e", where="x", statement="s", reason="r", corrects="toy.zz")
    with pytest.raises(ValueError, match="corrects unknown claim toy.zz"):
        cs.validate()


def test_table_declarations():
    cs = ClaimSet("toy")
    t = cs.table("toy_t1", caption="c", columns=("a", "b", "c", "d"), rows={"a": [2, 1]},
                 cells=(param("a"), text("{a}!"), computed("toy.x", b=1), printed("toy.{a}")))
    assert t.row_params() == [{"a": 2}, {"a": 1}]
    assert [c.kind for c in t.cells] == ["param", "text", "computed", "printed"]
    assert t.cells[2].fixed == (("b", 1),)
    assert cs.tables == {"toy_t1": t}
    with pytest.raises(ValueError, match="duplicate table name"):
        cs.table("toy_t1", caption="c", columns=(), rows={}, cells=())
    with pytest.raises(ValueError, match="must start with 'toy_'"):
        cs.table("t2", caption="c", columns=(), rows={}, cells=())
    with pytest.raises(ValueError, match="2 columns but 1 cells"):
        cs.table("toy_t3", caption="c", columns=("a", "b"), rows={}, cells=(param("a"),))
    with pytest.raises(ValueError, match="cells must be"):
        Table("toy_t4", "toy", "", "c", ("a",), {}, ("a",))


def test_premises_readings_and_parts_are_recorded_and_cross_checked():
    cs = ClaimSet("toy")
    for cid, extra in (("toy.bound.exact", dict(reading="the bound is attained",
                                                readings=("toy.bound.upper",))),
                       ("toy.bound.upper", dict(reading="an upper bound",
                                                readings=("toy.bound.exact",),
                                                parts=("toy.other_half",))),
                       ("toy.other_half", dict(parts=("toy.bound.upper",)))):
        cs.instances(cid, where="Section 2", statement="s", params={"a": range(2, 4)},
                     premises=["Section 2: a >= 2"], **extra)(_check)
    cs.validate()
    c = cs.claims["toy.bound.upper"]
    assert (c.premises, c.reading, c.readings, c.parts) == (
        ("Section 2: a >= 2",), "an upper bound", ("toy.bound.exact",), ("toy.other_half",))
    cs.instances("toy.lonely", where="p. 1", statement="s", params={"a": [1]},
                 parts=("toy.missing",))(_check)
    with pytest.raises(ValueError, match="parts names unknown claim toy.missing"):
        cs.validate()
