"""Tests for latticegraph.intmat: bad input, the paper's numbers, and oracles."""
import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import ImmutableMatrix, Matrix
from sympy.matrices.normalforms import hermite_normal_form

from latticegraph import intmat


def nonsingular(n_max=4, entry=9):
    return (
        st.integers(1, n_max)
        .flatmap(lambda n: st.lists(st.lists(st.integers(-entry, entry), min_size=n, max_size=n),
                                    min_size=n, max_size=n))
        .filter(lambda m: intmat.determinant(m) != 0)
    )


# ---------------------------------------------------------------- bad input
@pytest.mark.parametrize(
    "bad, message",
    [
        ([], "empty"),
        ([[]], "empty"),
        ([[1, 2], [3]], "different lengths"),
        ([[1, 2, 3], [4, 5, 6]], "not square"),
        ([[1, 2], [2, 4]], "singular"),
        ([[1.5, 0], [0, 1]], "not an integer"),
        ([["a", 0], [0, 1]], "not an integer"),
        ([[True, 0], [0, 1]], "boolean"),
        ("[[1]]", "list of rows"),
    ],
)
def test_bad_input_raises_value_error(bad, message):
    for fn in (intmat.hermite_form, intmat.smith_form, intmat.invariant_factors):
        with pytest.raises(ValueError, match=message):
            fn(bad)


def test_vector_length_mismatch():
    with pytest.raises(ValueError, match="entries"):
        intmat.element_order([[2, 0], [0, 2]], [1, 0, 0])


def test_signed_permutations_bad_dimension():
    with pytest.raises(ValueError, match="positive integer"):
        intmat.signed_permutations(0)


# ------------------------------------------------------------ Hermite form
@settings(max_examples=150, deadline=None)
@given(nonsingular())
def test_hermite_certificate(M):
    H, U = intmat.hermite_form(M)
    assert H == ImmutableMatrix(M) * U
    assert abs(U.det()) == 1
    assert intmat.is_hermite_form(H)


@settings(max_examples=150, deadline=None)
@given(nonsingular())
def test_flint_route_agrees_with_sympy(M):
    """python-flint's row HNF, adapted, equals sympy's column HNF (paper convention)."""
    H, _ = intmat.hermite_form(M)
    assert H == ImmutableMatrix(hermite_normal_form(Matrix(M)))


@settings(max_examples=100, deadline=None)
@given(nonsingular(3), st.lists(st.integers(-3, 3), min_size=9, max_size=9))
def test_hermite_is_invariant_under_right_equivalence(M, entries):
    """Definition 6: M and M·P (P unimodular) share the HNF."""
    n = len(M)
    P = Matrix(n, n, entries[: n * n])
    if abs(P.det()) != 1:
        P = Matrix.eye(n)
        if n > 1:
            P[0, n - 1] = entries[0]
    H1, _ = intmat.hermite_form(M)
    H2, _ = intmat.hermite_form(Matrix(M) * P)
    assert H1 == H2


def test_paper_hermite_forms():
    """Sections 3.2 and 3.3 of paper `crystal` (a = 5) and Proposition 19 (a = 1)."""
    a = 5
    assert intmat.hermite_tuple([[a, a, 0], [a, 0, a], [0, a, a]]) == (
        (2 * a, a, a), (0, a, 0), (0, 0, a))
    assert intmat.hermite_tuple([[-a, a, a], [a, -a, a], [a, a, -a]]) == (
        (2 * a, 0, a), (0, 2 * a, a), (0, 0, a))
    lip = [[1, -1, -1, -1], [1, 1, -1, 1], [1, 1, 1, -1], [1, -1, 1, 1]]
    printed = [[2, -2, 0, -1], [0, 2, -2, 1], [2, 0, 2, -1], [0, 0, 0, 1]]
    assert intmat.right_equivalent(lip, printed) is not None


def test_is_hermite_form_rejects():
    assert not intmat.is_hermite_form([[2, 0], [1, 2]])  # lower entry
    assert not intmat.is_hermite_form([[-2, 0], [0, 2]])  # negative diagonal
    assert not intmat.is_hermite_form([[2, -1], [0, 2]])  # unreduced
    assert not intmat.is_hermite_form([[2, 2], [0, 2]])  # unreduced


# --------------------------------------------------------------- Smith form
@settings(max_examples=150, deadline=None)
@given(nonsingular())
def test_smith_certificate(M):
    D, U, V = intmat.smith_form(M)
    assert U * ImmutableMatrix(M) * V == D
    assert abs(U.det()) == 1 and abs(V.det()) == 1
    assert intmat.is_smith_form(D)
    # flint's SNF gives the same invariant factors
    assert tuple(int(D[i, i]) for i in range(len(M))) == intmat.invariant_factors(M)
    assert math.prod(intmat.invariant_factors(M)) == abs(intmat.determinant(M))


def test_is_smith_form_rejects():
    assert not intmat.is_smith_form([[1, 1], [0, 2]])
    assert not intmat.is_smith_form([[2, 0], [0, 3]])
    assert not intmat.is_smith_form([[-1, 0], [0, 2]])


# --------------------------------------------------------- right equivalence
@settings(max_examples=100, deadline=None)
@given(nonsingular(3), nonsingular(3))
def test_right_equivalence_symmetric_and_certified(A, B):
    P = intmat.right_equivalent(A, B)
    Q = intmat.right_equivalent(B, A)
    assert (P is None) == (Q is None)
    if P is not None:
        assert ImmutableMatrix(A) == ImmutableMatrix(B) * P and abs(P.det()) == 1
        assert ImmutableMatrix(B) == ImmutableMatrix(A) * Q


def test_right_equivalence_of_different_dimensions():
    assert intmat.right_equivalent([[2]], [[2, 0], [0, 1]]) is None


# ------------------------------------------------------------ element order
def brute_order(M, x):
    """Smallest k > 0 with k·x ∈ M·Z^n, by trying k = 1, 2, ... (M⁻¹ k x integral)."""
    Minv = Matrix(M).inv()
    k = 1
    while True:
        if all(v.is_integer for v in Minv * (k * Matrix(x))):
            return k
        k += 1


@settings(max_examples=100, deadline=None)
@given(nonsingular(3, 5), st.lists(st.integers(-6, 6), min_size=3, max_size=3))
def test_element_order_formula_vs_smith_vs_brute_force(M, x):
    x = x[: len(M)]
    k = intmat.element_order(M, x)
    assert k == intmat.element_order_smith(M, x) == brute_order(M, x)


def test_element_order_examples_9_and_10():
    """Example 9: ord(e_2) = 2a in RTT(a); Example 10: ord(e_3) = 8."""
    for a in range(1, 9):
        assert intmat.element_order([[2 * a, a], [0, a]], [0, 1]) == 2 * a
    assert intmat.element_order([[4, 0, 0], [0, 4, 2], [0, 0, 4]], [0, 0, 1]) == 8


# ------------------------------------------------------- reduce and indexing
@settings(max_examples=150, deadline=None)
@given(nonsingular(4, 6), st.lists(st.integers(-50, 50), min_size=4, max_size=4))
def test_reduce_congruent_idempotent_in_labelling_set(M, v):
    v = np.array(v[: len(M)])
    H = intmat.hermite_tuple(M)
    r = intmat.reduce(M, v)
    assert all(0 <= r[i] < H[i][i] for i in range(len(H)))
    assert (intmat.reduce(M, r) == r).all()
    diff = Matrix(M).inv() * Matrix((v - r).tolist())
    assert all(d.is_integer for d in diff)


@settings(max_examples=60, deadline=None)
@given(nonsingular(3, 4))
def test_index_bijection(M):
    H = intmat.hermite_tuple(M)
    N = abs(intmat.determinant(M))
    labels = intmat.indices_to_labels(M, np.arange(N))
    assert len({tuple(r) for r in labels.tolist()}) == N
    assert all(0 <= labels[:, i].min() and labels[:, i].max() < H[i][i] for i in range(len(H)))
    assert (intmat.labels_to_indices(M, labels) == np.arange(N)).all()


def test_reduce_batch_shape():
    out = intmat.reduce([[4, 0], [0, 4]], [[5, 5], [-1, 9], [0, 0]])
    assert out.tolist() == [[1, 1], [3, 1], [0, 0]]


# ------------------------------------------- signed permutations, Lemma 36
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_signed_permutations_are_all_distinct_signed_permutation_matrices(n):
    P = intmat.signed_permutations(n)
    assert len(P) == 2**n * math.factorial(n)
    assert len({p.tobytes() for p in P}) == len(P)
    assert (np.abs(P).sum(axis=1) == 1).all() and (np.abs(P).sum(axis=2) == 1).all()


def test_linear_automorphism_is_certified_and_matches_definition():
    """Lemma 36 on every signed permutation of BCC(2): P·M = M·Q exactly when
    x ↦ P·x maps M·Z^3 into itself (checked on the columns of M)."""
    M = [[-2, 2, 2], [2, -2, 2], [2, 2, -2]]
    found = 0
    for P in intmat.signed_permutations(3):
        Q = intmat.linear_automorphism(M, P.tolist())
        PM = Matrix(P.tolist()) * Matrix(M)
        preserves = all(v.is_integer for v in Matrix(M).inv() * PM)
        assert (Q is not None) == preserves
        if Q is not None:
            found += 1
            assert PM == Matrix(M) * Q
    assert found == 48  # BCC: all 48 signed permutations are automorphisms


def test_linear_automorphism_rejects_non_automorphism():
    assert intmat.linear_automorphism([[5, 0], [0, 1]], [[0, 1], [1, 0]]) is None
    with pytest.raises(ValueError, match="dimensions"):
        intmat.linear_automorphism([[2, 1], [0, 1]], [[1]])


def test_proposition_17_for_several_a():
    """Proposition 17: the coordinate shift is an automorphism of 4D-BCC(a)."""
    P = [[0, 0, 0, 1], [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]]
    for a in range(1, 6):
        M = [[2 * a, 0, 0, a], [0, 2 * a, 0, a], [0, 0, 2 * a, a], [0, 0, 0, a]]
        Q = intmat.linear_automorphism(M, P)
        assert Q == ImmutableMatrix([[0, 0, -1, 0], [1, 0, -1, 0], [0, 1, -1, 0], [0, 0, 2, 1]])


def test_hnf_enumeration_counts_match_formula():
    """Sanity: number of 2x2 HNFs with det N is sigma(N) (sum of divisors)."""
    for N in range(1, 30):
        count = sum(d for d in range(1, N + 1) if N % d == 0)
        hnfs = {intmat.hermite_tuple([[a, b], [0, N // a]])
                for a in range(1, N + 1) if N % a == 0 for b in range(-a, 2 * a)}
        assert len(hnfs) == count
        assert all(intmat.is_hermite_form(h) for h in hnfs)
        assert list(itertools.islice(hnfs, 1))


# ------------------------------------------------- vectorised Hermite forms
def _as_tuples(H):
    return [tuple(map(tuple, F)) for F in H.tolist()]


@pytest.mark.parametrize("n", [1, 2, 3])
def test_batch_hermite_of_every_small_form_times_signed_permutations(n):
    """Every n×n Hermite form of det <= 12, under every signed permutation P:
    the batch forms of P·H equal flint's, one matrix at a time."""
    from latticegraph.symmetry import hermite_matrices

    Ps = intmat.signed_permutations(n)
    forms = [H for det in range(1, 13) for H in hermite_matrices(n, det)]
    X = np.einsum("kij,bjl->bkil", Ps, np.array(forms, dtype=np.int64)).reshape(-1, n, n)
    got = _as_tuples(intmat.batch_hermite_form(X))
    assert got == [intmat.hermite_tuple(M) for M in X.tolist()]
    assert got[::len(Ps)] == forms                  # P = identity: the form itself


def same_size_stack(n_max=6, entry=4, size=12):
    """A stack of 1..size non-singular n×n matrices with entries in [-entry, entry]."""
    return st.integers(1, n_max).flatmap(lambda n: st.lists(
        st.lists(st.lists(st.integers(-entry, entry), min_size=n, max_size=n),
                 min_size=n, max_size=n).filter(lambda m: intmat.determinant(m) != 0),
        min_size=1, max_size=size))


@settings(max_examples=120, deadline=None)
@given(same_size_stack())
def test_batch_hermite_random_against_flint(Ms):
    H = intmat.batch_hermite_form(np.array(Ms, dtype=np.int64))
    assert H.dtype == np.int64
    assert _as_tuples(H) == [intmat.hermite_tuple(M) for M in Ms]


def test_batch_hermite_degenerate_cases():
    """det 1 (identity form), diagonals with 1s, 1×1 and negative determinants."""
    unimodular = [[[1, 0, 0], [0, 1, 0], [0, 0, 1]], [[2, 3, 1], [1, 2, 1], [0, 0, -1]],
                  [[0, 1, 0], [-1, 0, 0], [5, 7, 1]]]
    assert _as_tuples(intmat.batch_hermite_form(unimodular)) == [((1, 0, 0), (0, 1, 0), (0, 0, 1))] * 3
    diagonals = [np.diag(d).tolist() for d in ([1, 1, 7], [7, 1, 1], [1, 5, 1], [-3, 1, -1])]
    assert _as_tuples(intmat.batch_hermite_form(diagonals)) == [intmat.hermite_tuple(M) for M in diagonals]
    assert intmat.batch_hermite_form([[[-5]], [[1]], [[12]]]).tolist() == [[[5]], [[1]], [[12]]]
    assert intmat.batch_hermite_form(np.zeros((0, 2, 2), dtype=np.int64)).shape == (0, 2, 2)


def test_batch_hermite_large_determinants_fall_back_to_flint():
    """Matrices beyond the int64-safe bound (det >= 2^30, big entries) go through
    hermite_tuple, in the same stack as small ones; huge results come back as objects."""
    big = [[2**20 + 1, 3], [5, 2**20 + 7]]
    mixed = np.array([big, [[4, 1], [2, 3]], [[2**40, 0], [0, 1]]], dtype=np.int64)
    assert _as_tuples(intmat.batch_hermite_form(mixed)) == [intmat.hermite_tuple(M) for M in mixed.tolist()]
    huge = np.array([[[3**50, 1], [0, 1]], [[2, 1], [0, 3]]], dtype=object)
    H = intmat.batch_hermite_form(huge)
    assert H.dtype == object and _as_tuples(H) == [((3**50, 1), (0, 1)), ((2, 1), (0, 3))]


@pytest.mark.parametrize(
    "bad, message",
    [
        ([[[1, 2], [2, 4]]], "matrix 0 of the stack is singular"),
        ([[[1, 0], [0, 1]], [[0, 0], [0, 1]]], "matrix 1 of the stack is singular"),
        ([[[2**40, 2**40], [1, 1]]], "singular"),
        ([[[1, 2, 3], [4, 5, 6]]], r"square matrices \(B, n, n\), got shape \(1, 2, 3\)"),
        ([[1, 0], [0, 1]], "got shape"),
        (np.zeros((1, 0, 0), dtype=np.int64), "non-empty"),
        ([[[1.5, 0], [0, 1]]], "dtype float64"),
        ([[[True, False], [False, True]]], "dtype bool"),
    ],
)
def test_batch_hermite_bad_input(bad, message):
    with pytest.raises(ValueError, match=message):
        intmat.batch_hermite_form(bad)
