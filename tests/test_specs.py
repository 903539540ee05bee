"""Tests for latticegraph.specs: the GRAPH spec grammar and its errors."""
import pytest

from latticegraph import graph
from latticegraph.specs import SpecError
from latticegraph.topologies import lattice as L


@pytest.mark.parametrize(
    "spec, expected",
    [
        ("PC(4)", L.pc(4)),
        ("pc(4)", L.pc(4)),
        ("FCC(4)", L.fcc(4)),
        ("BCC(4)", L.bcc(4)),
        ("RTT(4)", L.rtt(4)),
        ("T(8,8,8,4)", L.torus(8, 8, 8, 4)),
        (" T( 8, 8 ,8, 4 ) ", L.torus(8, 8, 8, 4)),
        ("4D-BCC(4)", L.bcc4d(4)),
        ("4D-FCC(8)", L.fcc4d(8)),
        ("Lip(2)", L.lipschitz(2)),
        ("G([[4,0,0],[0,4,2],[0,0,4]])", L.LatticeGraph([[4, 0, 0], [0, 4, 2], [0, 0, 4]])),
        ("directsum(RTT(2),T(3))", L.direct_sum(L.rtt(2), L.torus(3))),
        ("commonlift(PC(2),BCC(1))", L.common_lift(L.pc(2), L.bcc(1))),
    ],
)
def test_specs_build_the_named_graph(spec, expected):
    g = graph(spec)
    assert g == expected
    assert g.order == expected.order


def test_names_are_kept():
    assert graph("FCC(4)").name == "FCC(4)"
    assert graph("T(8,8,8,4)").name == "T(8,8,8,4)"


@pytest.mark.parametrize(
    "spec, message",
    [
        ("", "expected a family name"),
        ("FCC", "needs arguments"),
        ("FCC(4", r"expected ',' or '\)'"),
        ("FCC(4))", "unexpected text"),
        ("XYZ(4)", "unknown family 'XYZ'"),
        ("FCC(0)", "positive"),
        ("FCC(4,5)", "wrong arguments for FCC"),
        ("G([[1,2],[2,4]])", "singular"),
        ("G([[1,2],[3]])", "different lengths"),
        ("G([[1,2],[3,4]", "unbalanced"),
        ("G([[1,x],[3,4]])", "not a list of integer rows"),
        ("T()", "at least one side"),
        ("FCC(a)", "unknown name 'a'"),
    ],
)
def test_bad_specs_give_one_line_errors(spec, message):
    with pytest.raises(SpecError, match=message) as info:  # noqa: PT011
        graph(spec)
    assert "\n" not in str(info.value)
    assert isinstance(info.value, ValueError)


def test_non_string_spec():
    with pytest.raises(SpecError, match="must be a string"):
        graph(4)


@pytest.mark.parametrize("text, message", [
    ("G(" * 500, "nested more than 32 deep"),
    ("directsum(" * 40 + "PC(2)" + ")" * 40, "nested more than 32 deep"),
    ("PC(2)" + " " * 20_000, "over the limit of 10000"),
])
def test_deep_or_huge_specs_are_one_line_errors(text, message):
    with pytest.raises(SpecError, match=message) as exc:
        graph(text)
    assert "\n" not in str(exc.value) and len(str(exc.value)) < 200
