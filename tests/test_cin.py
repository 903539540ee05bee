"""Tests of latticegraph.topologies.cin (paper ``lacin``): bad input, the paper's
numbers, and independent oracles written from the definitions."""
from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import networkx as nx
import numpy as np
import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from latticegraph import graph
from latticegraph.distance import average_distance, diameter, distance_distribution
from latticegraph.topologies.cin import (
    CIN,
    arc_polyline,
    circle,
    circle_port,
    circle_sides,
    column_arcs,
    crossing_points,
    crossings_per_factor,
    draw_lacin,
    draw_port_matrix,
    interleaving_pairs,
    lacin_total_length,
    pairing_report,
    polyline_crossings,
    sqrt_sum_bounds,
    sqrt_sum_sign,
    swap,
    swap_port,
    swap_port_printed,
    swap_wire_profile,
    total_wire_length,
    wire_profile,
    wires,
    xor,
    xor_port,
)

BUILD = {"Swap": swap, "Circle": circle, "XOR": xor}


def instances(max_n):
    for n in range(1, max_n + 1):
        yield swap(n)
        yield circle(n)
        if n & (n - 1) == 0:
            yield xor(n)


# -- bad input ---------------------------------------------------------------

@pytest.mark.parametrize("build", [swap, circle, xor])
@pytest.mark.parametrize("n", [0, -3, 2.5, True, "8"])
def test_bad_sizes(build, n):
    with pytest.raises(ValueError, match="number of switches"):
        build(n)


def test_xor_needs_power_of_two():
    with pytest.raises(ValueError, match="power of 2, got 12"):
        xor(12)


def test_cin_rejects_bad_pairings():
    nb, pp = swap(4).neighbour.copy(), swap(4).peer_port.copy()
    nb[0, 0] = 2  # port (0, 0) now points at (2, 0), which does not point back
    with pytest.raises(ValueError, match="exactly once"):
        CIN(nb, pp, name="bad")
    # two switches linked twice: a valid involution on ports, but not K_2
    with pytest.raises(ValueError, match="complete graph"):
        CIN(np.array([[1, 1], [0, 0]]), np.array([[0, 1], [0, 1]]), name="double")
    with pytest.raises(ValueError, match="one \\(N, C\\) shape"):
        pairing_report(np.zeros((3, 2)), np.zeros((3, 3)))


def test_port_queries_bad_input():
    c = circle(6)
    with pytest.raises(ValueError, match="distinct switches"):
        c.rule_port(2, 2)
    with pytest.raises(ValueError, match="distinct switches"):
        c.rule_port(0, 6)
    with pytest.raises(ValueError, match="no port"):
        c.port_to(1, 1)
    with pytest.raises(ValueError, match="isoport"):
        swap(5).one_factor(0)
    with pytest.raises(ValueError, match="port index"):
        c.one_factor(5)
    with pytest.raises(ValueError, match="switches are 0..5"):
        c.port_to(0, 9)
    with pytest.raises(ValueError, match="negative radicand"):
        sqrt_sum_sign([(1, -2)])


def test_specs():
    assert graph("Circle(7)").name == "Circle(7)"
    assert graph("swap(5)").size == 10
    assert graph("XOR(16)").isoport
    with pytest.raises(ValueError, match="power of 2"):
        graph("XOR(10)")


# -- the paper's numbers -------------------------------------------------------

def test_section1_n8():
    for c in (swap(8), circle(8), xor(8)):
        assert (c.order, c.ports, c.size) == (8, 7, 28)  # 7 x 8 / 2 = 28 wires, radix 8 + 7
        dd = distance_distribution(c)
        assert diameter(dd) == 1 and average_distance(dd) == 1


def test_figure2_one_factor_3():
    assert circle(8).one_factor(3) == [(0, 6), (1, 5), (2, 4), (3, 7)]
    assert xor(8).one_factor(3) == [(0, 4), (1, 5), (2, 6), (3, 7)]
    assert crossings_per_factor(circle(8)) == [0, 1, 2, 3, 2, 1, 0]
    assert crossings_per_factor(xor(8))[3] == 6


def test_section4_totals():
    assert lacin_total_length(8) == 84
    assert total_wire_length(wire_profile(circle(8))) == 84
    assert total_wire_length(wire_profile(xor(16))) == (16 ** 3 - 16) // 6
    assert total_wire_length(swap_wire_profile(3)) == 2 + sympy.sqrt(5)


def test_circle_odd_idle_ports():
    c = circle(5)
    assert c.ports == 5 and c.report["idle"] == [1] * 5
    assert [int(np.nonzero(c.neighbour[s] < 0)[0][0]) for s in range(5)] == list(range(5))


# -- oracles -------------------------------------------------------------------

def report_oracle(nb, pp):
    """pairing_report's three booleans written with dicts from the definitions."""
    n = len(nb)
    port = {(s, i): (int(nb[s][i]), int(pp[s][i]))
            for s in range(n) for i in range(len(nb[s])) if nb[s][i] != -1}
    once = all(q in port and port[q] == p and q != p for p, q in port.items())
    if not once:
        return False, False, False
    links = {frozenset((p, q)) for p, q in port.items()}
    pairs = [tuple(sorted(p[0] for p in link)) for link in links]
    complete = sorted(pairs) == list(itertools.combinations(range(n), 2))
    iso = all(p[1] == q[1] for p, q in port.items())
    return once, complete, iso


def greedy_swap(n):
    """Section 2's description: connect each switch to all the others, first free ports."""
    nb = [[-1] * (n - 1) for _ in range(n)]
    pp = [[-1] * (n - 1) for _ in range(n)]
    for s in range(n):
        for t in range(s + 1, n):
            i, j = nb[s].index(-1), nb[t].index(-1)
            nb[s][i], pp[s][i], nb[t][j], pp[t][j] = t, j, s, i
    return nb, pp


@pytest.mark.parametrize("n", range(1, 20))
def test_swap_is_greedy_first_free_ports(n):
    nb, pp = greedy_swap(n)
    c = swap(n)
    assert c.neighbour.tolist() == nb and c.peer_port.tolist() == pp


@pytest.mark.parametrize("c", list(instances(20)), ids=lambda c: c.name)
def test_instances_against_oracles(c):
    n = c.order
    r = pairing_report(c.neighbour, c.peer_port)
    assert (r["ports_paired_once"], r["complete_graph"], r["isoport"]) == \
        report_oracle(c.neighbour.tolist(), c.peer_port.tolist())
    assert sorted(c.to_networkx().edges) == sorted(nx.complete_graph(n).edges)
    table = c.port_table()
    for a in range(n):
        for b in range(n):
            if a != b:
                assert c.rule_port(a, b) == table[a, b] == c.port_to(a, b)
                assert c.neighbour[a, table[a, b]] == b


def test_xor_definition():
    for n in (2, 4, 8, 16, 32):
        c = xor(n)
        for s in range(n):
            for i in range(n - 1):
                assert c.neighbour[s, i] == s ^ (i + 1) and c.peer_port[s, i] == i


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 9), st.randoms(use_true_random=False), st.booleans())
def test_pairing_report_random(n, rnd, corrupt):
    """Random port assignments are CINs; a random corruption is caught like the oracle does."""
    nb = np.full((n, n - 1), -1)
    for s in range(n):
        others = [t for t in range(n) if t != s]
        rnd.shuffle(others)
        nb[s] = others
    pp = np.array([[int(np.nonzero(nb[t] == s)[0][0]) for t in nb[s]] for s in range(n)])
    if corrupt:
        s, i = rnd.randrange(n), rnd.randrange(n - 1)
        nb[s, i] = rnd.randrange(n)
        pp[s, i] = rnd.randrange(n - 1)
    r = pairing_report(nb, pp)
    assert (r["ports_paired_once"], r["complete_graph"], r["isoport"]) == \
        report_oracle(nb.tolist(), pp.tolist())


def test_routing_rules_small_cases():
    assert swap_port(2, 0, 1) == 0 and swap_port_printed(2, 0, 1) == 1
    assert swap(2).port_to(0, 1) == 0
    assert xor_port(5, 6) == 2
    # Algorithm 2 special branches: T = N - 1, B = N - 1, A = N - 1
    assert circle_port(8, 2, 5) == 0 and circle(8).port_to(2, 5) == 0
    assert circle_port(8, 4, 7) == 4 and circle_port(8, 7, 4) == 4


@pytest.mark.parametrize("c", list(instances(24)), ids=lambda c: c.name)
def test_wire_profile_oracle(c):
    prof = {}
    for a, b in itertools.combinations(range(c.order), 2):
        key = (b - a, abs(c.port_to(a, b) - c.port_to(b, a)))
        prof[key] = prof.get(key, 0) + 1
    assert dict(wire_profile(c)) == prof
    assert len(wires(c)) == c.size
    if c.isoport:
        assert total_wire_length(wire_profile(c)) == sum(
            b - a for a, b in itertools.combinations(range(c.order), 2)) == lacin_total_length(c.order)
    if c.name.startswith("Swap"):
        assert wire_profile(c) == swap_wire_profile(c.order)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.integers(-20, 20), st.integers(0, 60)), min_size=1, max_size=6))
def test_sqrt_sum_sign_against_sympy(terms):
    expr = sympy.Add(*[c * sympy.sqrt(m) for c, m in terms])
    if expr == 0:
        expected = 0
    else:
        v = expr.evalf(60)
        expected = 1 if v > 0 else -1
    assert sqrt_sum_sign(terms) == expected
    lo, hi = sqrt_sum_bounds(terms, 8)
    assert lo <= sympy.Rational(str(expr.evalf(40))) + sympy.Rational(1, 10 ** 30) and \
        hi >= sympy.Rational(str(expr.evalf(40))) - sympy.Rational(1, 10 ** 30)


def test_sqrt_sum_sign_rational_coefficients():
    assert sqrt_sum_sign([(Fraction(1, 3), 18), (-1, 2)]) == 0
    assert sqrt_sum_sign([(Fraction(1, 3), 18), (Fraction(-999, 1000), 2)]) == 1


def test_swap_ratio_small_n_sympy():
    r2 = sympy.sqrt(2)
    for n in range(2, 12):
        total = total_wire_length(swap_wire_profile(n))
        diff = total - r2 * lacin_total_length(n)
        terms = [(c, dy * dy + dx * dx) for (dy, dx), c in swap_wire_profile(n).items()]
        assert sqrt_sum_sign(terms + [(-lacin_total_length(n), 2)]) == (-1 if diff.evalf(50) < 0 else 1)


def random_matching(rnd, n):
    pts = list(range(n))
    rnd.shuffle(pts)
    return [tuple(sorted(pts[k:k + 2])) for k in range(0, n - 1, 2)]


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 14), st.randoms(use_true_random=False))
def test_interleaving_vs_geometry(n, rnd):
    arcs = random_matching(rnd, n)
    sides = [rnd.choice((-1, 1)) for _ in arcs]
    lines = [arc_polyline(n, 0, a, b, s) for (a, b), s in zip(arcs, sides)]
    assert interleaving_pairs(arcs, sides) == polyline_crossings(lines)
    one_side = [arc_polyline(n, 0, a, b) for a, b in arcs]
    assert interleaving_pairs(arcs) == polyline_crossings(one_side)


def test_arc_polyline_stays_in_strip():
    for a, b in itertools.combinations(range(9), 2):
        pts = arc_polyline(9, 4, a, b, -1) + arc_polyline(9, 4, a, b, 1)
        assert all(Fraction(7, 2) < x < Fraction(9, 2) for x, _ in pts)


@pytest.mark.parametrize("n", range(2, 13))
def test_circle_layouts_by_geometry(n):
    c = circle(n)
    for i in range(c.ports):
        arcs = column_arcs(c, i).tolist()
        sides = circle_sides(c, i).tolist()
        assert polyline_crossings([arc_polyline(n, i, a, b, s) for (a, b), s in zip(arcs, sides)]) == 0
        assert polyline_crossings([arc_polyline(n, i, a, b) for a, b in arcs]) == \
            crossings_per_factor(c)[i]


def test_columns_of_swap_are_not_factors():
    # Swap is anisoport: a column holds the links whose both ports share its index only
    c = swap(6)
    assert sum(len(column_arcs(c, i)) for i in range(c.ports)) < c.size


def test_random_crossing_count_matches_brute_force():
    rnd = random.Random(5)
    for _ in range(30):
        n = rnd.randrange(2, 40)
        arcs = random_matching(rnd, n)
        brute = sum(1 for (a, b), (c, d) in itertools.permutations(arcs, 2) if a < c < b < d)
        assert interleaving_pairs(arcs) == brute
    assert math.comb(4, 2) == interleaving_pairs([(0, 4), (1, 5), (2, 6), (3, 7)])


def on_polyline(pt, line):
    x, y = pt
    return any(min(p[0], q[0]) <= x <= max(p[0], q[0]) and min(p[1], q[1]) <= y <= max(p[1], q[1])
               for p, q in zip(line, line[1:]))


@pytest.mark.parametrize("c", [circle(8), circle(9), xor(8), xor(16)], ids=lambda c: c.name)
def test_crossing_points_lie_on_both_wires(c):
    for i in range(c.ports):
        arcs = column_arcs(c, i).tolist()
        for sides in ([1] * len(arcs), circle_sides(c, i).tolist() if c.name.startswith("C") else
                      [(-1) ** k for k in range(len(arcs))]):
            pts = crossing_points(c.order, i, arcs, sides)
            assert len(pts) == interleaving_pairs(arcs, sides)
            lines = [arc_polyline(c.order, i, a, b, s) for (a, b), s in zip(arcs, sides)]
            for pt in pts:
                assert sum(on_polyline(pt, line) for line in lines) == 2


def test_drawings(tmp_path):
    assert draw_lacin(circle(8), str(tmp_path / "c.svg"), highlight=3) == 9
    assert draw_lacin(circle(8), str(tmp_path / "c2.svg"), sides=circle_sides) == 0
    assert draw_lacin(xor(8), str(tmp_path / "x.png")) == 14
    assert (tmp_path / "c.svg").read_text().startswith("<?xml")
    draw_port_matrix(swap(8), str(tmp_path / "s.svg"), highlight=3)
    assert (tmp_path / "s.svg").read_text().startswith("<?xml")
    with pytest.raises(ValueError, match="isoport"):
        draw_lacin(swap(4), str(tmp_path / "bad.svg"))


def test_route_hook():
    for c in (swap(7), circle(7), circle(8), xor(8)):
        for a in range(c.order):
            assert c.route(a, a) == {"record": {"port": None}, "path": [a], "length": 0}
            for b in range(c.order):
                if a != b:
                    r = c.route(a, b)
                    assert r["path"] == [a, b] and r["record"]["port"] == c.port_to(a, b)
