"""Tests for latticegraph.similarity (Theorem 41 of paper crystal, Newman's Theorem III.12):
bad input, the paper's matrices, and an independent sympy oracle."""
import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

import itertools

from latticegraph.similarity import block_triangular_form, integer_kernel, is_block_triangular_form

X = sympy.Symbol("x")


def square(n_max=4, entry=3):
    return st.integers(1, n_max).flatmap(
        lambda n: st.lists(st.lists(st.integers(-entry, entry), min_size=n, max_size=n),
                           min_size=n, max_size=n))


def sympy_oracle(A, B, U, blocks) -> bool:
    """Independent of both functions under test: sympy inverse and factorisation."""
    A, B, U = sympy.Matrix(A), sympy.Matrix(B), sympy.Matrix(U)
    if abs(U.det()) != 1 or U.inv() * A * U != B:
        return False
    start = 0
    for k in blocks:
        end = start + k
        if not B[end:, start:end].is_zero_matrix:
            return False
        _, factors = sympy.factor_list(B[start:end, start:end].charpoly(X).as_expr(), X)
        if len(factors) != 1 or factors[0][1] != 1:
            return False
        start = end
    return start == A.rows


@pytest.mark.parametrize("bad, message", [
    ([[1, 2], [3]], "different lengths"),
    ([[1, 2, 3], [4, 5, 6]], "not square"),
    ([[0.5, 0], [0, 1]], "not an integer"),
    ([], "empty"),
])
def test_bad_input_is_a_one_line_value_error(bad, message):
    with pytest.raises(ValueError, match=message) as err:
        block_triangular_form(bad)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("A, blocks", [
    ([[0, 0, 1], [1, 0, 0], [0, 1, 0]], (1, 2)),          # P_1 of Section A.2
    ([[1, 0, 0], [0, -1, 1], [0, -1, 0]], (1, 2)),        # Q_1 of Lemma 43
    ([[1, 0, 1], [0, -1, 1], [0, -1, 0]], (1, 2)),        # Q_2 of Lemma 43
    ([[0, -1], [1, -1]], (2,)),                           # x^2 + x + 1: already irreducible
    ([[0, 0], [0, 0]], (1, 1)),                           # singular matrices are allowed
])
def test_paper_matrices(A, blocks):
    B, U, got = block_triangular_form(A)
    assert got == blocks
    assert is_block_triangular_form(A, B, U, got) and sympy_oracle(A, B, U, got)


@settings(max_examples=150, deadline=None)
@given(square())
def test_certificate_against_sympy_oracle(A):
    B, U, blocks = block_triangular_form(A)
    assert is_block_triangular_form(A, B, U, blocks)
    assert sympy_oracle(A, B, U, blocks)


def test_checker_rejects_bad_certificates():
    A = [[2, 1], [0, 3]]
    B, U, blocks = block_triangular_form(A)
    assert is_block_triangular_form(A, B, U, blocks)
    assert not is_block_triangular_form(A, A, [[1, 0], [0, 1]], (2,))     # reducible block
    assert not is_block_triangular_form(A, A, [[2, 0], [0, 1]], (1, 1))   # U not unimodular
    assert not is_block_triangular_form(A, [[2, 0], [1, 3]], [[1, 0], [0, 1]], (1, 1))
    assert not is_block_triangular_form([[1, 2], [3, 4]], [[1, 2], [3, 4]],
                                        [[1, 0], [0, 1]], (1, 1))          # entry below block


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 3).flatmap(lambda n: st.tuples(
    st.just(n), st.lists(st.lists(st.integers(-4, 4), min_size=n, max_size=n), max_size=2))))
def test_integer_kernel_against_brute_force(case):
    """The kernel basis spans exactly the integer solutions in a box (brute force)."""
    n, C = case
    K = integer_kernel(C, n)
    assert all(sum(c * y for c, y in zip(row, k)) == 0 for row in C for k in K)
    rank = sympy.Matrix(C).rank() if C else 0
    assert len(K) == n - rank
    span = sympy.Matrix(K).T if K else sympy.zeros(n, 0)
    for y in itertools.product(range(-3, 4), repeat=n):
        if all(sum(c * v for c, v in zip(row, y)) == 0 for row in C) and any(y):
            # y is an integer combination of the basis: solve and check integrality
            sol = span.gauss_jordan_solve(sympy.Matrix(y))[0]
            assert all(x.is_integer for x in sol)


def test_integer_kernel_bad_row_length():
    with pytest.raises(ValueError, match="entries"):
        integer_kernel([[1, 2]], 3)
