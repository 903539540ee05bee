"""Tests for latticegraph.topologies.lattice: Definition 3 oracle and the paper's numbers."""

import networkx as nx
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import Matrix

from latticegraph import intmat
from latticegraph.distance import distance_distribution
from latticegraph.symmetry import hermite_matrices
from latticegraph.topologies import lattice as L


# ------------------------------------------------ oracle from Definition 3
def det_(M) -> int:
    """Determinant by Laplace expansion along the first row (plain ints)."""
    if len(M) == 1:
        return M[0][0]
    return sum((-1) ** j * M[0][j] * det_([r[:j] + r[j + 1:] for r in M[1:]])
               for j in range(len(M)))


def adjugate(M) -> list[list[int]]:
    """adj(M)[i][j] = (-1)^(i+j) · minor(M, j, i)."""
    n = len(M)
    if n == 1:
        return [[1]]
    minor = lambda r, c: [row[:c] + row[c + 1:] for k, row in enumerate(M) if k != r]  # noqa: E731
    return [[(-1) ** (i + j) * det_(minor(j, i)) for j in range(n)] for i in range(n)]


def definition3_graph(M) -> tuple[set, set]:
    """G(M) straight from Definition 3, sharing no code with the package.

    A residue class of Z^n / M Z^n is keyed by adj(M)·x mod |det M|
    (x ≡ y iff M⁻¹(x − y) is integral iff adj(M)(x − y) ≡ 0 mod det).
    Vertices are reached by BFS from 0 with the steps ±e_i (plain ints).
    Returns (vertices, edges) with edges as frozensets of two keys.
    """
    M = [list(r) for r in M]
    det = abs(det_(M))
    adj = adjugate(M)
    n = len(M)
    # the key is linear: key(x ± e_j) = key(x) ± (column j of adj) mod det
    steps = [tuple(s * adj[i][j] for i in range(n)) for j in range(n) for s in (1, -1)]
    start = (0,) * n
    seen = {start}
    edges = set()
    frontier = [start]
    while frontier:
        nxt = []
        for k in frontier:
            for s in steps:
                y = tuple((a + b) % det for a, b in zip(k, s))
                if y != k:
                    edges.add(frozenset((k, y)))
                if y not in seen:
                    seen.add(y)
                    nxt.append(y)
        frontier = nxt
    return seen, edges


def assert_matches_definition3(M):
    """The package's G(M), mapped through the oracle's keys, has the same edges."""
    g = L.LatticeGraph(M)
    vertices, edges = definition3_graph(M)
    M = [list(r) for r in M]
    det = abs(det_(M))
    adj = np.array(adjugate(M), dtype=np.int64)
    keys = [tuple(r) for r in ((g.labels() @ adj.T) % det).tolist()]
    assert g.order == det == len(vertices) == len(set(keys))
    mapped = {frozenset((keys[u], keys[v])) for u, v in g.edge_array().tolist()}
    assert mapped == edges
    degree = {}
    for e in edges:
        for x in e:
            degree[x] = degree.get(x, 0) + 1
    assert g.degree == max(degree.values(), default=0)


def all_hnfs(n, max_det):
    """Every n×n Hermite normal form with determinant <= max_det."""
    for det in range(1, max_det + 1):
        yield from hermite_matrices(n, det)


@pytest.mark.parametrize("n, max_det", [(1, 40), (2, 40)])
def test_every_small_hnf_matches_definition3(n, max_det):
    count = 0
    for H in all_hnfs(n, max_det):
        assert_matches_definition3(H)
        count += 1
    assert count > 0


def definition3_links(M) -> list[tuple]:
    """Definition 3's links with ports, from the oracle's keys: vertex x uses port 2j
    towards x + e_j and port 2j + 1 towards x - e_j; one link per (x, j) unless
    x + e_j ≡ x.  Rows (key u, port u, key v, port v), sorted."""
    M = [list(r) for r in M]
    det = abs(det_(M))
    adj = adjugate(M)
    n = len(M)
    vertices, _ = definition3_graph(M)
    out = []
    for k in vertices:
        for j in range(n):
            y = tuple((a + adj[i][j]) % det for i, a in enumerate(k))
            if y != k:
                out.append((k, 2 * j, y, 2 * j + 1))
    return sorted(out)


@pytest.mark.parametrize("n, max_det", [(1, 12), (2, 16), (3, 8)])
def test_link_array_is_definition3_multigraph(n, max_det):
    for H in all_hnfs(n, max_det):
        g = L.LatticeGraph(H)
        det = g.order
        adj = np.array(adjugate([list(r) for r in H]), dtype=np.int64)
        keys = [tuple(r) for r in ((g.labels() @ adj.T) % det).tolist()]
        got = sorted((keys[u], pu, keys[v], pv) for u, pu, v, pv in g.link_array().tolist())
        assert got == definition3_links(H), H


def test_every_three_dimensional_hnf_up_to_det_40():
    """All 43,981 3x3 Hermite forms with determinant <= 40 (issue: the oracle test)."""
    count = 0
    for H in all_hnfs(3, 40):
        assert_matches_definition3(H)
        count += 1
    assert count == 43981


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4).flatmap(
    lambda n: st.lists(st.lists(st.integers(-4, 4), min_size=n, max_size=n),
                       min_size=n, max_size=n)))
def test_non_hermite_matrices_match_definition3(M):
    d = abs(intmat.determinant(M))
    if d == 0 or d > 200:
        return
    assert_matches_definition3(M)


# ------------------------------------------------------------ paper numbers
@pytest.mark.parametrize("a", range(1, 7))
def test_crystal_orders(a):
    """Sections 3.1-3.3: PC(a), FCC(a), BCC(a) have a^3, 2a^3, 4a^3 nodes."""
    assert L.pc(a).order == a**3
    assert L.fcc(a).order == 2 * a**3
    assert L.bcc(a).order == 4 * a**3


@pytest.mark.parametrize("a", range(1, 7))
def test_lemmas_13_14_16_projections(a):
    """Lemma 13: proj PC(a) = T(a,a); Lemma 14: proj FCC(a) = RTT(a);
    Lemma 16: proj BCC(a) = T(2a,2a); each over every coordinate (Theorem 11)."""
    for i in (1, 2, 3):
        assert L.pc(a).projection(i).hnf == ((a, 0), (0, a))
        assert L.fcc(a).projection(i).hnf == L.rtt(a).hnf
        assert L.bcc(a).projection(i).hnf == ((2 * a, 0), (0, 2 * a))


def test_example_9_rtt_cycles():
    """Example 9: RTT(4) has side 4, projection a cycle of 8 nodes, ord(e_2) = 8,
    hence 4 parallel cycles of length 8 in e_2, each meeting every copy twice."""
    g = L.rtt(4)
    assert g.side == 4
    assert g.projection().order == 8
    k = g.element_order([0, 1])
    assert k == 8
    assert g.order // k == 4 and k // g.side == 2
    # the e_2 cycles, followed in the graph
    G = g.to_networkx()
    cycles = set()
    for start in range(g.order):
        lab = np.array(g.label(start))
        path = [start]
        for _ in range(k - 1):
            lab = g.reduce(lab + np.array([0, 1]))
            path.append(g.index(lab))
        assert G.has_edge(path[-1], path[0])
        cycles.add(frozenset(path))
    assert len(cycles) == 4 and all(len(c) == 8 for c in cycles)


def test_example_10():
    """Example 10: ord(e_3) = 8, 4 copies of T(4,4), each cycle meets each copy twice."""
    g = L.LatticeGraph([[4, 0, 0], [0, 4, 2], [0, 0, 4]])
    assert g.projection().hnf == ((4, 0), (0, 4))
    assert g.side == 4
    k = g.element_order([0, 0, 1])
    assert k == 8 and k // g.side == 2 and g.order // k == 8


def test_theorem_5_torus_is_cartesian_product_of_cycles():
    t = L.torus(3, 4, 5)
    G = nx.cartesian_product(nx.cartesian_product(nx.cycle_graph(3), nx.cycle_graph(4)),
                             nx.cycle_graph(5))
    assert nx.is_isomorphic(t.to_networkx(), G)


def test_lemma_23_direct_sum_is_cartesian_product():
    g = L.direct_sum(L.rtt(2), L.torus(3))
    G = nx.cartesian_product(L.rtt(2).to_networkx(), nx.cycle_graph(3))
    assert nx.is_isomorphic(g.to_networkx(), G)


def test_example_25_common_lifts():
    a = 3
    assert L.common_lift(L.pc(2 * a), L.bcc(a)).matrix == (
        (2 * a, 0, 0, a), (0, 2 * a, 0, a), (0, 0, 2 * a, 0), (0, 0, 0, a))
    assert L.common_lift(L.pc(2 * a), L.fcc(a)).matrix == (
        (2 * a, 0, 0, a, a), (0, 2 * a, 0, 0, 0), (0, 0, 2 * a, 0, 0),
        (0, 0, 0, a, 0), (0, 0, 0, 0, a))
    assert L.common_lift(L.fcc(a), L.bcc(a)).matrix == (
        (2 * a, a, a, 0, a), (0, a, 0, 0, 0), (0, 0, a, 0, 0),
        (0, 0, 0, 2 * a, a), (0, 0, 0, 0, a))


@pytest.mark.parametrize("pair", [("pc2", "bcc1"), ("fcc2", "bcc2"), ("pc2", "fcc1")])
def test_theorem_24_common_lift_has_both_projections(pair):
    named = {"pc2": L.pc(2), "bcc1": L.bcc(1), "bcc2": L.bcc(2), "fcc2": L.fcc(2),
             "fcc1": L.fcc(1)}
    g1, g2 = named[pair[0]], named[pair[1]]
    lift = L.common_lift(g1, g2)
    assert max(g1.dimension, g2.dimension) <= lift.dimension <= g1.dimension + g2.dimension
    # project away the coordinates that belong to the other factor
    k = L.common_columns(g1.hnf, g2.hnf)
    n1 = g1.dimension
    cols1 = list(range(n1))
    cols2 = list(range(k)) + list(range(n1, lift.dimension))
    M = np.array(lift.matrix)
    assert L.LatticeGraph(M[np.ix_(cols1, cols1)].tolist()).hnf == g1.hnf
    assert L.LatticeGraph(M[np.ix_(cols2, cols2)].tolist()).hnf == g2.hnf


def test_fcc4_distance_numbers():
    """`latticegraph info "FCC(4)"`: 128 vertices, diameter 6, average 440/127."""
    dd = distance_distribution(L.fcc(4))
    assert sum(dd) == 128 and len(dd) - 1 == 6
    assert sum(k * c for k, c in enumerate(dd)) == 440


# ---------------------------------------------- degrees, lifts, isomorphism
def test_degree_when_generators_coincide():
    assert L.torus(2, 2).degree == 2  # 2e_i ≡ 0
    assert L.torus(1, 5).degree == 2  # e_1 ≡ 0
    assert L.LatticeGraph([[2, 1], [0, 1]]).degree == 1  # e_2 ≡ e_1, 2e_1 ≡ 0
    assert L.pc(4).degree == L.pc(4).nominal_degree == 6


def test_lift_and_projection_roundtrip():
    g = L.rtt(3).lift([1, 2], 5)
    assert g.projection().hnf == L.rtt(3).hnf
    assert g.side == 5
    with pytest.raises(ValueError, match="entries"):
        L.rtt(3).lift([1], 5)
    with pytest.raises(ValueError, match="positive"):
        L.rtt(3).lift([1, 2], 0)


def test_linear_isomorphism_certificate():
    g1 = L.LatticeGraph([[2, 2, 0], [2, 0, 2], [0, 2, 2]])
    g2 = L.LatticeGraph([[0, 2, 2], [2, 0, 2], [2, 2, 0]])
    P = g1.linear_isomorphism(g2)
    assert P is not None
    assert intmat.hermite_tuple(Matrix(P) * Matrix(g1.matrix)) == g2.hnf
    assert L.pc(2).linear_isomorphism(L.torus(2, 2, 3)) is None
    assert L.torus(4, 2).linear_isomorphism(L.torus(8)) is None


@pytest.mark.parametrize("bad", [0, -1, 2.5, "4"])
def test_constructors_reject_bad_sides(bad):
    for ctor in (L.pc, L.fcc, L.bcc, L.rtt, L.bcc4d, L.fcc4d, L.lipschitz):
        with pytest.raises(ValueError):
            ctor(bad)
    with pytest.raises(ValueError):
        L.torus(4, bad)


def test_projection_index_checked():
    with pytest.raises(ValueError, match="1..3"):
        L.pc(2).projection(4)
    with pytest.raises(ValueError, match="no projection"):
        L.torus(5).projection()
