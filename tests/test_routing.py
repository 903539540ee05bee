"""Tests for latticegraph.routing (paper ``crystal``, Section 5, Algorithms 1-4).

Oracle: BFS distances on the lattice graph built from Definition 3; every record is
checked to be congruent to the destination (routing record) and of minimum norm."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from latticegraph import intmat, routing, symmetry
from latticegraph.distance import bfs_distances
from latticegraph.topologies.lattice import LatticeGraph, bcc, fcc, rtt


def dist_from_zero(H):
    g = LatticeGraph(H)
    return g, bfs_distances(g.csr(), 0)


def check_all(H, route):
    """Every v in L - L: route(v) is a minimum routing record (BFS)."""
    g, D = dist_from_zero(H)
    bad = []
    for v in __import__("itertools").product(*(range(-H[i][i] + 1, H[i][i])
                                               for i in range(len(H)))):
        r = route(v)
        if not routing.is_routing_record(H, v, r) or routing.norm(r) != D[g.index(v)]:
            bad.append(v)
    return bad


@pytest.mark.parametrize("n,max_det", [(1, 10), (2, 20), (3, 12)])
def test_algorithm1_all_small_graphs(n, max_det):
    for d in range(1, max_det + 1):
        for H in symmetry.hermite_matrices(n, d):
            g, D = dist_from_zero(H)
            for i, v in enumerate(g.labels().tolist()):
                r = routing.hierarchical_route(H, v)
                assert routing.is_routing_record(H, v, r) and routing.norm(r) == D[i], (H, v, r)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(-5, 5), min_size=16, max_size=16), st.integers(0, 10**6))
def test_algorithm1_random_4d(entries, seed):
    M = [entries[4 * i:4 * i + 4] for i in range(4)]
    d = abs(intmat.determinant(M)) if any(entries) else 0
    if d == 0 or d > 3000:
        return
    if np.prod(routing.nested_calls(M)) > 64:   # Algorithm 1 branches ord(e_n)/a per level
        return
    g, D = dist_from_zero(M)
    rng = np.random.default_rng(seed)
    for i in rng.integers(0, g.order, size=20).tolist():
        v = g.label(i)
        r = routing.hierarchical_route(M, v)      # M need not be in Hermite form
        assert routing.is_routing_record(g.hnf, v, r) and routing.norm(r) == D[i]


@pytest.mark.parametrize("a", range(1, 7))
def test_algorithm3_rtt(a):
    assert check_all(rtt(a).hnf, lambda v: routing.route_rtt(a, v)) == []


@pytest.mark.parametrize("a", range(1, 6))
def test_algorithm2_fcc(a):
    assert check_all(fcc(a).hnf, lambda v: routing.route_fcc(a, v)) == []


@pytest.mark.parametrize("a", range(1, 6))
def test_algorithm4_bcc(a):
    H = bcc(a).hnf
    assert check_all(H, lambda v: routing.route_bcc(a, v, corrected=True)) == []
    # the printed text (ŷ and y' from x) fails on every a: the erratum of crystal.alg4
    assert check_all(H, lambda v: routing.route_bcc(a, v)) != []


def test_example32():
    # FCC(4), from (1,3,3) to (6,0,1): r = (1, 1, -2) of norm 4
    assert routing.route_rtt(4, (5, 1)) == (1, -3)
    assert routing.route_rtt(4, (1, 1)) == (1, 1)
    assert routing.route_fcc(4, (5, -3, -2)) == (1, 1, -2)
    assert routing.hierarchical_route(fcc(4).hnf, (5, -3, -2)) == (1, 1, -2)


def test_nested_calls_remark33():
    for n in range(3, 7):
        F = [[2] + [1] * (n - 1)] + [[int(i == j) for j in range(n)] for i in range(1, n)]
        assert routing.nested_calls(F) == [2] * (n - 1)      # down to RTT: 2^(n-2) RTT calls
    assert routing.nested_calls([[2, 0, 1], [0, 2, 1], [0, 0, 1]]) == [2, 1]
    assert routing.nested_calls(np.eye(4, dtype=int).tolist()) == [1, 1, 1]


def test_torus_route_and_norm():
    assert routing.route_torus((8, 8), (7, -5)) == (-1, 3)
    assert routing.norm((1, -2, 3)) == 6


def test_bad_input():
    with pytest.raises(ValueError):
        routing.hierarchical_route([[2, 0], [0, 2]], (1, 2, 3))
    with pytest.raises(ValueError):
        routing.hierarchical_route([[1, 2], [2, 4]], (1, 1))
