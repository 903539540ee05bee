"""Integral similarity: the block-triangular form of Newman's Theorem III.12.

Two integer matrices are *similar*, ``A ~ B``, when ``A·U = U·B`` for a
unimodular ``U`` (Definition 39 of paper ``crystal``).  Theorem 41 of that
paper cites M. Newman, *Integral Matrices* (1972), Theorem III.12: every
square integer matrix is similar to a block upper triangular matrix whose
diagonal blocks have characteristic polynomials irreducible over Q.

:func:`block_triangular_form` constructs such a matrix with its certificate
``U`` (python-flint, exact); :func:`is_block_triangular_form` is its checking
partner, written from the definition with Python integers (sympy beyond degree 3).

Construction (one step, then recursion on the trailing block): take an
irreducible factor ``f`` (degree ``d``) of the characteristic polynomial of
``A``, an integer vector ``x ≠ 0`` with ``f(A)·x = 0`` and the Krylov space
``V = span(x, A x, ..., A^{d-1} x)``: it is ``A``-invariant and ``A`` acts on
it with characteristic polynomial ``f``.  The lattice ``V ∩ Z^n`` is
saturated, so a basis of it extends to a basis of ``Z^n``: the columns of a
unimodular ``W``, found as the integer kernel of the relations defining
``V`` (a row Hermite form of ``[Cᵀ | I]``, whose transform is unimodular).
Then ``W⁻¹·A·W = [[B11, B12], [0, B22]]`` with ``B11`` of characteristic
polynomial ``f``.

References
----------
C. Camarero, C. Martínez, R. Beivide, "Symmetric Interconnection Networks
from Cubic Crystal Lattices", Definition 39, Theorem 41 (Appendix A.2).
M. Newman, *Integral Matrices*, Academic Press, 1972, Theorem III.12.
"""
from __future__ import annotations

import flint
import sympy

from . import intmat

__all__ = ["block_triangular_form", "is_block_triangular_form", "integer_kernel"]

IntMatrix = tuple[tuple[int, ...], ...]


def _ints(F) -> list[list[int]]:
    """An integral flint matrix (fmpz or fmpq with denominators 1) as lists of int."""
    rows = [[F[i, j] for j in range(F.ncols())] for i in range(F.nrows())]
    if isinstance(F, flint.fmpq_mat):
        if any(x.q != 1 for r in rows for x in r):
            raise ArithmeticError("expected an integral matrix")      # pragma: no cover
        return [[int(x.p) for x in r] for r in rows]
    return [[int(x) for x in r] for r in rows]


def _poly_of_matrix(f: flint.fmpz_poly, A: flint.fmpz_mat) -> flint.fmpz_mat:
    """``f(A)`` by Horner's rule."""
    n = A.nrows()
    eye = flint.fmpz_mat([[int(i == j) for j in range(n)] for i in range(n)])
    R = flint.fmpz_mat(n, n)
    for c in reversed(f.coeffs()):
        R = R * A + eye * int(c)
    return R


def _kernel_and_complement(C: list[list[int]], n: int) -> tuple[list[list[int]], list[list[int]]]:
    """Rows ``(inside, outside)`` of a unimodular matrix: ``inside`` a basis of the
    integer kernel ``{y in Z^n : C·y = 0}``, ``outside`` completing it to a basis of
    ``Z^n`` (row Hermite form of ``[Cᵀ | I]``: its transform part is unimodular, and
    its rows with a zero ``Cᵀ`` part span the kernel)."""
    r = len(C)
    aug = [[C[j][i] for j in range(r)] + [int(i == k) for k in range(n)] for i in range(n)]
    H = _ints(flint.fmpz_mat(aug).hnf())
    inside = [row[r:] for row in H if not any(row[:r])]
    outside = [row[r:] for row in H if any(row[:r])]
    return inside, outside


def integer_kernel(C, n: int) -> list[tuple[int, ...]]:
    """A basis of the lattice ``{y in Z^n : C·y = 0}`` (``C``: rows of length ``n``).

    >>> integer_kernel([[2, 4, 6]], 3)
    [(1, 1, -1), (0, 3, -2)]
    """
    rows = [[int(x) for x in r] for r in C]
    if any(len(r) != n for r in rows):
        raise ValueError(f"integer_kernel: every row must have {n} entries")
    if not rows:
        return [tuple(int(i == j) for j in range(n)) for i in range(n)]
    return [tuple(r) for r in _kernel_and_complement(rows, n)[0]]


def _saturated_completion(K: list[list[int]]) -> list[list[int]]:
    """A unimodular ``W`` whose first ``d`` columns are a basis of ``span_Q(K) ∩ Z^n``
    (``K``: ``n x d`` integer, rank ``d < n``): the integer kernel of the relations
    ``C`` with ``C·K = 0``, completed to a basis."""
    n, d = len(K), len(K[0])
    X, r = flint.fmpz_mat(K).transpose().nullspace()          # K^T X = 0: the relations
    C = [[int(X[i, j]) for i in range(n)] for j in range(r)]
    inside, outside = _kernel_and_complement(C, n)
    if len(inside) != d:
        raise ArithmeticError("saturation has the wrong rank")    # pragma: no cover
    cols = inside + outside
    return [[cols[j][i] for j in range(n)] for i in range(n)]


def _split(A: list[list[int]]) -> tuple[list[list[int]], list[list[int]], int]:
    """One step: ``(W, W⁻¹ A W, d)`` with the leading ``d x d`` block of
    irreducible characteristic polynomial; ``d = n`` when it is already irreducible."""
    n = len(A)
    F = flint.fmpz_mat(A)
    f = F.charpoly().factor()[1][0][0]
    d = f.degree()
    eye = [[int(i == j) for j in range(n)] for i in range(n)]
    if d == n:
        return eye, A, n
    Z, _ = _poly_of_matrix(f, F).nullspace()
    x = flint.fmpz_mat([[int(Z[i, 0])] for i in range(n)])
    krylov = [x]
    for _ in range(d - 1):
        krylov.append(F * krylov[-1])
    W = _saturated_completion([[int(v[i, 0]) for v in krylov] for i in range(n)])
    Wf = flint.fmpq_mat(flint.fmpz_mat(W))
    B = _ints(Wf.inv() * flint.fmpq_mat(F) * Wf)
    return W, B, d


def block_triangular_form(A) -> tuple[IntMatrix, IntMatrix, tuple[int, ...]]:
    """Newman's Theorem III.12 (Theorem 41 of paper ``crystal``), with certificate.

    Returns ``(B, U, blocks)``: ``A·U = U·B`` with ``U`` unimodular, ``B`` block
    upper triangular with diagonal blocks of the sizes ``blocks`` (in order), each
    with a characteristic polynomial irreducible over Q.  ``A`` may be singular.

    The cyclic shift ``P_1`` of Lemma 43 (characteristic polynomial
    ``x^3 - 1 = (x - 1)(x^2 + x + 1)``):

    >>> P1 = [[0, 0, 1], [1, 0, 0], [0, 1, 0]]
    >>> B, U, blocks = block_triangular_form(P1)
    >>> blocks, is_block_triangular_form(P1, B, U, blocks)
    ((1, 2), True)
    """
    rows = [list(r) for r in intmat.as_int_matrix(A, nonsingular=False)]
    W, B, d = _split(rows)
    n = len(rows)
    if d == n:
        return tuple(map(tuple, B)), tuple(map(tuple, W)), (n,)
    B22, U2, blocks = block_triangular_form([r[d:] for r in B[d:]])
    lift = [[int(i == j) if i < d or j < d else U2[i - d][j - d] for j in range(n)]
            for i in range(n)]
    U = _ints(flint.fmpz_mat(W) * flint.fmpz_mat(lift))
    Bf = _ints(flint.fmpq_mat(flint.fmpz_mat(U)).inv() * flint.fmpq_mat(flint.fmpz_mat(rows))
               * flint.fmpq_mat(flint.fmpz_mat(U)))
    return tuple(map(tuple, Bf)), tuple(map(tuple, U)), (d,) + blocks


def _matmul(X, Y) -> list[list[int]]:
    return [[sum(X[i][k] * Y[k][j] for k in range(len(Y))) for j in range(len(Y[0]))]
            for i in range(len(X))]


def _charpoly(A: list[list[int]]) -> list[int]:
    """Coefficients ``[c_0, ..., c_n]`` (``c_n = 1``) of ``det(x I - A)``, by the
    Faddeev-LeVerrier recursion (exact: each division by ``k`` is exact)."""
    n = len(A)
    coeffs = [0] * n + [1]
    M = [[0] * n for _ in range(n)]
    for k in range(1, n + 1):
        M = _matmul(A, M)
        for i in range(n):
            M[i][i] += coeffs[n - k + 1]
        AM = _matmul(A, M)
        coeffs[n - k] = -sum(AM[i][i] for i in range(n)) // k
    return coeffs


def _irreducible(coeffs: list[int]) -> bool:
    """Irreducibility over Q of a monic integer polynomial: degree 1 always; degree 2
    or 3 iff it has no integer root (a rational root of a monic integer polynomial is
    an integer dividing ``c_0``); higher degrees by sympy's factorisation."""
    deg = len(coeffs) - 1
    if deg == 1:
        return True
    if deg <= 3:
        c0 = abs(coeffs[0])
        roots = [0] if c0 == 0 else [s * t for t in range(1, c0 + 1) if c0 % t == 0
                                     for s in (1, -1)]
        return not any(sum(c * r**i for i, c in enumerate(coeffs)) == 0 for r in roots)
    x = sympy.Symbol("x")
    return sympy.Poly(list(reversed(coeffs)), x).is_irreducible


def _det(A: list[list[int]]) -> int:
    """Determinant by Laplace expansion along the first row (small matrices)."""
    if len(A) == 1:
        return A[0][0]
    return sum((-1) ** j * A[0][j] * _det([r[:j] + r[j + 1:] for r in A[1:]])
               for j in range(len(A)) if A[0][j])


def is_block_triangular_form(A, B, U, blocks) -> bool:
    """Check a certificate of :func:`block_triangular_form` from the definition:
    ``A·U == U·B`` exactly, ``det U = ±1``, ``B`` zero below its diagonal blocks,
    and each diagonal block's characteristic polynomial irreducible over Q (a
    rational-root test up to degree 3, sympy beyond).  Python integers only.

    >>> is_block_triangular_form([[2, 0], [0, 3]], [[2, 0], [0, 3]], [[1, 0], [0, 1]], (2,))
    False
    >>> is_block_triangular_form([[2, 0], [0, 3]], [[2, 0], [0, 3]], [[1, 0], [0, 1]], (1, 1))
    True
    """
    A, B, U = ([list(map(int, r)) for r in M] for M in (A, B, U))
    n = len(A)
    if sum(blocks) != n or _matmul(A, U) != _matmul(U, B) or abs(_det(U)) != 1:
        return False
    start = 0
    for k in blocks:
        end = start + k
        if any(B[i][j] for i in range(end, n) for j in range(start, end)):
            return False
        if not _irreducible(_charpoly([r[start:end] for r in B[start:end]])):
            return False
        start = end
    return True
