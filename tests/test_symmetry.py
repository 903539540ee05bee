"""Tests for latticegraph.symmetry: linear automorphisms (Lemma 36), linear symmetry
(Definition 37), edge orbits, Hermite-form enumeration and symmetric lifts.

Oracles: brute force from the definitions (edge sets mapped by x -> Px), pynauty's
full automorphism group, and the paper's own examples (paper ``crystal``)."""
import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from latticegraph import intmat, symmetry
from latticegraph.topologies.lattice import LatticeGraph, bcc, bcc4d, fcc, fcc4d, lipschitz, pc, torus


def _edge_labels(g):
    L = [tuple(r) for r in g.labels().tolist()]
    return L, {frozenset((L[u], L[v])) for u, v in g.edge_array().tolist()}


def brute_automorphisms(H):
    """Signed permutations P for which x -> Px mod H is a well-defined graph automorphism,
    straight from Definition 3 (edge sets)."""
    g = LatticeGraph(H)
    L, E = _edge_labels(g)
    X = np.array(L, dtype=np.int64)
    out = []
    for P in intmat.signed_permutations(g.dimension):
        if g.reduce((P @ np.array(g.hnf, dtype=np.int64)).T).any():
            continue                      # not well defined on Z^n / H Z^n
        img = dict(zip(L, map(tuple, g.reduce(X @ P.T).tolist())))
        if len(set(img.values())) == g.order and {frozenset(img[v] for v in e) for e in E} == E:
            out.append(P.tobytes())
    return set(out)


def small_hnfs(n, max_det):
    for d in range(1, max_det + 1):
        yield from symmetry.hermite_matrices(n, d)


@pytest.mark.parametrize("n,max_det", [(1, 8), (2, 12), (3, 6)])
def test_linear_automorphisms_match_brute_force(n, max_det):
    for H in small_hnfs(n, max_det):
        Ps, Qs = symmetry.linear_automorphisms(H)
        assert {P.tobytes() for P in Ps} == brute_automorphisms(H), H
        M = np.array(H, dtype=np.int64)
        for P, Q in zip(Ps, Qs):                         # certificates P·M = M·Q
            assert ((P @ M) == (M @ Q.astype(np.int64))).all()


def test_linear_automorphisms_object_dtype_path():
    # entries large enough to leave the int64 fast path
    big = 2**40
    H = [[big, 0], [0, big]]
    Ps, Qs = symmetry.linear_automorphisms(H)
    assert len(Ps) == 8 and Qs.dtype == object


def test_batch_mask_matches_single():
    Hs = [H for H in small_hnfs(3, 12)]
    mask = symmetry.batch_linear_automorphism_mask(np.array(Hs, dtype=np.int64))
    Ps = intmat.signed_permutations(3)
    for H, row in zip(Hs[::7], mask[::7]):
        got = {P.tobytes() for P, k in zip(Ps, row) if k}
        assert got == {P.tobytes() for P in symmetry.linear_automorphisms(H)[0]}
    sym = symmetry.batch_is_linearly_symmetric(np.array(Hs, dtype=np.int64))
    assert sym.tolist() == [symmetry.is_linearly_symmetric(H) for H in Hs]


def test_definition37_brute_force():
    for H in small_hnfs(3, 8):
        P_set = brute_automorphisms(H)
        hits = set()
        for b in P_set:
            P = np.frombuffer(b, dtype=np.int64).reshape(3, 3)
            hits.add(int(np.nonzero(P[:, 0])[0][0]))
        assert symmetry.is_linearly_symmetric(H) == (hits == {0, 1, 2}), H


def test_paper_examples():
    # Section 3: the three cubic crystals are symmetric; Table 1's mixed-radix tori are not
    for a in (1, 2, 3, 4):
        for g in (pc(a), fcc(a), bcc(a)):
            assert symmetry.is_linearly_symmetric(g.matrix)
    for a in (3, 4):
        assert not symmetry.is_linearly_symmetric(torus(2 * a, a, a).matrix)
        assert not symmetry.is_linearly_edge_transitive(torus(2 * a, 2 * a, a).matrix)
    # Propositions 17-19: 4D-BCC, 4D-FCC, Lip are symmetric
    for g in (bcc4d(2), fcc4d(2), lipschitz(1)):
        assert symmetry.is_linearly_symmetric(g.matrix)
    # Proposition 17's printed Q
    M = [[2, 0, 0, 1], [0, 2, 0, 1], [0, 0, 2, 1], [0, 0, 0, 1]]
    shift = np.array([[0, 0, 0, 1], [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]])
    Ps, Qs = symmetry.linear_automorphisms(M)
    k = [i for i, P in enumerate(Ps) if (P == shift).all()][0]
    assert Qs[k].tolist() == [[0, 0, -1, 0], [1, 0, -1, 0], [0, 1, -1, 0], [0, 0, 2, 1]]
    # Lemma 42: order-3 criterion on FCC
    assert symmetry.has_order3_automorphism(fcc(2).hnf)
    assert symmetry.permutation_order([[0, 0, 1], [1, 0, 0], [0, 1, 0]]) == 3


@pytest.mark.parametrize("n,max_det", [(2, 64), (3, 16)])
def test_linear_edge_transitivity_against_pynauty(n, max_det):
    """Every lattice graph of order <= max_det: a linear edge-transitive graph is
    edge-transitive (pynauty), and linear orbits refine the full ones."""
    only_nonlinear = []
    for H in small_hnfs(n, max_det):
        g = LatticeGraph(H)
        if g.degree == 0:
            continue
        lin = len(symmetry.linear_edge_orbits(H))
        full = symmetry.full_edge_orbits(g)
        assert lin >= full, H
        if lin == 1:
            assert full == 1, H
        elif full == 1:
            only_nonlinear.append(H)
    # Appendix A.3: graphs edge-transitive only through non-linear automorphisms exist
    # in dimension 2 (found by the search, not assumed)
    if n == 2:
        assert only_nonlinear


def test_full_edge_orbits_known_graphs():
    assert symmetry.full_edge_orbits(torus(4, 2, 2)) == 1          # Q4
    assert symmetry.full_edge_orbits(torus(6, 3, 3)) == 2
    assert symmetry.full_edge_orbits(fcc(3)) == 1


def test_hermite_matrices_counts_and_form():
    for n in (1, 2, 3):
        for N in range(1, 25):
            Hs = list(symmetry.hermite_matrices(n, N))
            assert len(set(Hs)) == len(Hs)
            assert all(intmat.is_hermite_form(H) and intmat.determinant(H) == N for H in Hs)
            # count: sum over diagonals d_1...d_n = N of prod d_i^(i-1)
            expected = 0
            for diag in itertools.product(range(1, N + 1), repeat=n):
                if math.prod(diag) == N:
                    expected += math.prod(d ** i for i, d in enumerate(diag))
            assert len(Hs) == expected


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(-4, 4), min_size=9, max_size=9))
def test_every_hnf_is_enumerated(entries):
    M = [entries[0:3], entries[3:6], entries[6:9]]
    d = abs(intmat.determinant(M)) if any(entries) else 0
    if d == 0 or d > 30:
        return
    assert intmat.hermite_tuple(M) in set(symmetry.hermite_matrices(3, d))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(-6, 6), min_size=9, max_size=9))
def test_adjugate(entries):
    M = [entries[0:3], entries[3:6], entries[6:9]]
    if intmat.determinant(M) == 0:
        return
    adj, det = symmetry.adjugate(M)
    assert (adj.astype(np.int64) @ np.array(M)).tolist() == (det * np.eye(3, dtype=np.int64)).tolist()
    badj, bdet = symmetry.batch_adjugate(np.array([M]))
    assert badj[0].tolist() == adj.astype(np.int64).tolist() and int(bdet[0]) == det


def test_symmetric_lifts_root_and_crystals():
    # Figure 4: the cycle lifts to the torus and the twisted torus
    assert symmetry.symmetric_lifts([[1]]) == [((1, 0), (0, 1)), ((2, 1), (0, 1))]
    # BCC is a leaf (Theorem 20 within the side restriction); FCC lifts to 4D-FCC and Lip
    assert symmetry.symmetric_lifts(bcc(1).hnf) == []
    lifts = symmetry.symmetric_lifts(fcc(1).hnf)
    rep = symmetry.linear_class_representative
    assert rep(fcc4d(1).matrix) in lifts and rep(lipschitz(1).matrix) in lifts
    assert len(lifts) == 2


def _filtered(N):
    """The linearly symmetric and the P_1-invariant 3x3 Hermite forms of determinant N,
    by testing every Hermite form (Definition 37 and Lemma 36 directly)."""
    Hs = list(symmetry.hermite_matrices(3, N))
    X = np.array(Hs, dtype=np.int64)
    Ps = intmat.signed_permutations(3)
    k = next(i for i, P in enumerate(Ps) if (P == np.array(symmetry.CYCLIC_SHIFT)).all())
    mask = symmetry.batch_linear_automorphism_mask(X)
    sym = symmetry.batch_is_linearly_symmetric(X)
    return (sorted(H for H, s in zip(Hs, sym.tolist()) if s),
            sorted(H for H, m in zip(Hs, mask[:, k].tolist()) if m))


@pytest.mark.parametrize("Ns", [range(1, 41), [48, 54, 63, 64, 81, 91, 96]])
def test_symmetric_hermite_forms_match_filter(Ns):
    for N in Ns:
        sym, cyc = _filtered(N)
        assert symmetry.cyclic_invariant_hermite_forms(N) == cyc, N
        assert symmetry.symmetric_hermite_forms(N) == sym, N


def test_symmetric_hermite_forms_are_invariant_and_distinct():
    P1 = np.array(symmetry.CYCLIC_SHIFT)
    for N in (216, 343, 500, 729, 1000):
        cyc = symmetry.cyclic_invariant_hermite_forms(N)
        assert len(set(cyc)) == len(cyc)
        for H in cyc:
            assert intmat.is_hermite_form(H) and math.prod(H[i][i] for i in range(3)) == N
            assert not intmat.reduce(H, (P1 @ np.array(H)).T).any()       # P1 L = L
        sym = symmetry.symmetric_hermite_forms(N)
        assert set(cyc) <= set(sym)
        assert symmetry.batch_is_linearly_symmetric(np.array(sym)).all()


def test_linear_classes_against_representatives():
    for N in range(1, 31):
        forms = symmetry.symmetric_hermite_forms(N)
        classes = symmetry.linear_classes(forms)
        assert sum(map(len, classes.values())) == len(forms)
        by_rep = {}
        for H in forms:
            by_rep.setdefault(symmetry.linear_class_representative(H), set()).add(H)
        assert by_rep == classes, N
    with pytest.raises(ValueError, match="not closed"):
        symmetry.linear_classes([((2, 1), (0, 1))][:0] + [((4, 1), (0, 1))])


def test_graph_classes_against_pynauty():
    for N in range(1, 61):
        reps = list(symmetry.linear_classes(symmetry.symmetric_hermite_forms(N)))
        parts = symmetry.graph_classes(reps)
        assert sorted(H for c in parts for H in c) == sorted(reps)
        cert = {H: symmetry.certificate(LatticeGraph(H)) for H in reps}
        for c in parts:
            assert len({cert[H] for H in c}) == 1
        assert len({cert[c[0]] for c in parts}) == len(parts), N


def test_bad_input():
    with pytest.raises(ValueError):
        symmetry.linear_automorphisms(np.eye(7, dtype=int).tolist())
    with pytest.raises(ValueError):
        symmetry.linear_automorphisms([[1, 2], [2, 4]])
    with pytest.raises(ValueError):
        list(symmetry.hermite_matrices(0, 4))
    with pytest.raises(ValueError):
        symmetry.is_linearly_symmetric([[1, 2, 3]])
    with pytest.raises(ValueError, match="positive determinant"):
        symmetry.cyclic_invariant_hermite_forms(0)


def test_automorphism_group_order_against_networkx():
    """Exact |Aut| (Schreier-Sims on pynauty's generators) vs counting networkx's
    isomorphisms of the graph onto itself."""
    import networkx as nx

    for H in [((3, 1), (0, 2)), ((4, 0), (0, 2)), ((5, 2), (0, 1)), ((2, 1, 1), (0, 1, 0), (0, 0, 1)),
              ((3, 0, 0), (0, 3, 0), (0, 0, 1)), ((2, 0, 1), (0, 2, 1), (0, 0, 1))]:
        g = LatticeGraph(H)
        G = nx.Graph(g.to_networkx())
        count = sum(1 for _ in nx.algorithms.isomorphism.GraphMatcher(G, G).isomorphisms_iter())
        assert symmetry.automorphism_group_order(g) == count, H


def test_theorem12_members_against_brute_force():
    """Every M1(a,b,c) and M'1(a,b,c) with |det| = N, searched over a box that contains
    all of them (|a|, |b|, |c| <= N), has its Hermite form listed, and nothing else is."""
    for N in range(1, 19):
        found = set()
        for a, b, c in itertools.product(range(-N, N + 1), repeat=3):
            for M in ([[a, c, b], [b, a, c], [c, b, a]], [[a, b, c], [a, c, -b - c], [a, -b - c, b]]):
                if abs(round(np.linalg.det(np.array(M, dtype=float)))) == N and \
                        abs(intmat.determinant(M)) == N:
                    found.add(intmat.hermite_tuple(M))
        members = symmetry.theorem12_members(N)
        assert set(members) == found, N
        for H, (fam, a, b, c) in members.items():
            M = ([[a, c, b], [b, a, c], [c, b, a]] if fam == "M1"
                 else [[a, b, c], [a, c, -b - c], [a, -b - c, b]])
            assert intmat.hermite_tuple(M) == H
