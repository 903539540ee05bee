"""Exact integer-matrix engine: Hermite and Smith forms with certificates.

Everything here is exact (Python ``int``, python-flint ``fmpz``, sympy
``ImmutableMatrix``).  The conventions are those of paper ``crystal``
(Camarero, Martínez, Beivide, *Symmetric Interconnection Networks from Cubic
Crystal Lattices*):

* Definition 2: ``v ≡ w (mod M)`` iff ``v - w = M·u`` for an integer ``u``.
* Definition 6: ``M1 ≅ M2`` (right equivalence) iff ``M1 = M2·P`` with ``P``
  unimodular.
* Definition 8: ``H`` is in Hermite normal form if it is upper triangular,
  has a positive diagonal and each ``H[i][j]`` with ``j > i`` lies in
  ``[0, H[i][i])``.  It is reached by *column* operations: ``H = M·U``.
* Section 5.1: the nodes of ``G(M)`` are labelled by
  ``L = {x : 0 <= x_i < H[i][i]}``.

python-flint's ``fmpz_mat.hnf`` works on *rows* (``H = T·A``, upper
triangular).  :func:`hermite_form` adapts it explicitly: with ``J`` the
reversal matrix, the row form ``R = T·(J Mᵀ J)`` gives ``H = J Rᵀ J`` and
``U = J Tᵀ J``.  The tests check it against sympy's ``hermite_normal_form``,
which follows the paper's column convention directly.

References
----------
C. Camarero, C. Martínez, R. Beivide, "Symmetric Interconnection Networks
from Cubic Crystal Lattices", Definitions 2, 6, 8 and Section 5.1.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from functools import lru_cache
from numbers import Integral

import flint
import numpy as np
from sympy import ImmutableMatrix, Matrix
from sympy.matrices.normalforms import smith_normal_decomp

__all__ = [
    "as_int_matrix",
    "determinant",
    "hermite_form",
    "batch_hermite_form",
    "is_hermite_form",
    "smith_form",
    "is_smith_form",
    "invariant_factors",
    "right_equivalent",
    "element_order",
    "element_order_smith",
    "reduce",
    "labels_to_indices",
    "indices_to_labels",
    "signed_permutations",
    "linear_automorphism",
]

IntMatrix = tuple[tuple[int, ...], ...]


def _as_int(value, where: str) -> int:
    """One matrix entry as an exact ``int``; reject anything non-integral."""
    if isinstance(value, bool):
        raise ValueError(f"matrix entry {where} is a boolean, not an integer")
    if isinstance(value, Integral):
        return int(value)
    if isinstance(value, flint.fmpz):
        return int(value)
    if isinstance(value, (float, np.floating)) and float(value).is_integer():
        return int(value)
    try:
        from sympy import Integer as _SInteger
        if isinstance(value, _SInteger):
            return int(value)
    except ImportError:  # pragma: no cover - sympy is a dependency
        pass
    raise ValueError(f"matrix entry {where} is {value!r}, not an integer")


def as_int_matrix(M, *, square: bool = True, nonsingular: bool = True) -> IntMatrix:
    """Validate ``M`` and return it as a tuple of tuples of ``int``.

    Accepts nested sequences, numpy arrays, sympy and flint matrices.

    >>> as_int_matrix([[2, 1], [0, 1]])
    ((2, 1), (0, 1))
    >>> as_int_matrix([[1, 2], [2, 4]])
    Traceback (most recent call last):
    ...
    ValueError: matrix is singular (determinant 0)
    """
    if isinstance(M, flint.fmpz_mat):
        rows = M.tolist()
    elif hasattr(M, "tolist"):
        rows = M.tolist()
    else:
        rows = M
    if isinstance(rows, (str, bytes)) or not isinstance(rows, Sequence):
        raise ValueError(f"matrix must be a list of rows, got {type(M).__name__}")
    if len(rows) == 0:
        raise ValueError("matrix is empty")
    out = []
    for i, row in enumerate(rows):
        if isinstance(row, (str, bytes)) or not isinstance(row, Sequence):
            raise ValueError(f"matrix row {i + 1} is not a list of integers")
        out.append(tuple(_as_int(x, f"({i + 1},{j + 1})") for j, x in enumerate(row)))
    ncols = len(out[0])
    if ncols == 0:
        raise ValueError("matrix is empty")
    if any(len(r) != ncols for r in out):
        raise ValueError("matrix rows have different lengths")
    if square and len(out) != ncols:
        raise ValueError(f"matrix is not square ({len(out)}x{ncols})")
    result = tuple(out)
    if square and nonsingular and determinant(result) == 0:
        raise ValueError("matrix is singular (determinant 0)")
    return result


def determinant(M) -> int:
    """Exact determinant of a square integer matrix (via python-flint)."""
    rows = M if _is_int_matrix(M) else as_int_matrix(M, nonsingular=False)
    return int(flint.fmpz_mat([list(r) for r in rows]).det())


def _is_int_matrix(M) -> bool:
    """Whether ``M`` already is a validated :data:`IntMatrix` (square tuple of int tuples)."""
    return isinstance(M, tuple) and len(M) > 0 and all(
        isinstance(r, tuple) and len(r) == len(M) and all(type(x) is int for x in r) for r in M)


def _reverse(rows: list[list[int]]) -> list[list[int]]:
    """``J·Aᵀ·J`` for the reversal permutation ``J``: transpose about the anti-diagonal."""
    n = len(rows)
    return [[rows[n - 1 - j][n - 1 - i] for j in range(n)] for i in range(n)]


@lru_cache(maxsize=65536)
def _hermite(M: IntMatrix) -> tuple[IntMatrix, IntMatrix]:
    """Column HNF with transform from flint's row HNF (see the module docstring)."""
    A = flint.fmpz_mat(_reverse([list(r) for r in M]))
    R, T = A.hnf(transform=True)
    H = _reverse([[int(x) for x in row] for row in R.tolist()])
    U = _reverse([[int(x) for x in row] for row in T.tolist()])
    return tuple(map(tuple, H)), tuple(map(tuple, U))


def hermite_tuple(M) -> IntMatrix:
    """The Hermite normal form of ``M`` as a tuple of tuples (fast, cached)."""
    return _hermite(as_int_matrix(M))[0]


def hermite_form(M) -> tuple[ImmutableMatrix, ImmutableMatrix]:
    """Hermite normal form ``H = M·U`` in the convention of Definition 8.

    ``U`` is unimodular, ``H`` is upper triangular with positive diagonal and
    ``0 <= H[i][j] < H[i][i]`` for ``j > i``.  Two matrices generate the same
    lattice (are right equivalent, Definition 6) iff their forms coincide.

    Example: the FCC crystal matrix of paper ``crystal`` (Section 3.2) has the
    Hermite form ``[[2a, a, a], [0, a, 0], [0, 0, a]]``:

    >>> M = [[3, 3, 0], [3, 0, 3], [0, 3, 3]]
    >>> H, U = hermite_form(M)
    >>> H
    Matrix([
    [6, 3, 3],
    [0, 3, 0],
    [0, 0, 3]])
    >>> H == ImmutableMatrix(M) * U and abs(U.det()) == 1
    True
    """
    H, U = _hermite(as_int_matrix(M))
    return ImmutableMatrix(H), ImmutableMatrix(U)


#: The vectorised route of :func:`batch_hermite_form` handles a matrix when its
#: Hadamard bound ``Π_j ||column j||`` is below ``2^30`` (tested exactly on its
#: square, ``< 2^60``).  Then ``|det| < 2^30``, every Bareiss intermediate (a
#: minor) is below ``2^30``, and every product formed below stays under ``2^62``.
_BATCH_HADAMARD_SQUARED = 2**60


def _batch_xgcd(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Elementwise extended Euclid for ``x, y >= 0``: ``(g, u, v)`` with ``u·x + v·y = g``.

    ``g = gcd(x, y)`` (``0`` for ``x = y = 0``, then ``u = 1, v = 0``); the
    coefficients are those of the Euclidean remainder sequence, so
    ``|u| <= max(y/g, 1)`` and ``|v| <= max(x/g, 1)``.
    """
    r0, r1 = x.copy(), y.copy()
    s0, s1 = np.ones_like(x), np.zeros_like(x)
    t0, t1 = np.zeros_like(x), np.ones_like(x)
    live = r1 != 0
    while live.any():
        q = np.where(live, r0 // np.where(live, r1, 1), 0)
        r0, r1 = np.where(live, r1, r0), np.where(live, r0 - q * r1, r1)
        s0, s1 = np.where(live, s1, s0), np.where(live, s0 - q * s1, s1)
        t0, t1 = np.where(live, t1, t0), np.where(live, t0 - q * t1, t1)
        live = r1 != 0
    return r0, s0, t0


def _batch_abs_det(X: np.ndarray) -> np.ndarray:
    """``|det|`` of each matrix of an int64 stack (fraction-free Bareiss, row pivoting).

    Exact under the :data:`_BATCH_HADAMARD_SQUARED` bound: the entries after
    step ``k`` are ``(k+2)``-minors, each at most the Hadamard bound, and the
    divisions are exact.  A matrix with no pivot in some column is singular
    (result 0; its later, meaningless, entries are discarded).
    """
    A = X.copy()
    B, n, _ = A.shape
    rows = np.arange(B)
    singular = np.zeros(B, dtype=bool)
    prev = np.ones(B, dtype=np.int64)
    for k in range(n - 1):
        p = k + np.argmax(A[:, k:, k] != 0, axis=1)   # first non-zero entry at or below k
        top = A[rows, p].copy()
        A[rows, p] = A[rows, k]
        A[rows, k] = top
        singular |= A[:, k, k] == 0
        piv = np.where(singular, 1, A[:, k, k])
        sub = (piv[:, None, None] * A[:, k + 1:, k + 1:]
               - A[:, k + 1:, k, None] * A[:, k, None, k + 1:])
        A[:, k + 1:, k + 1:] = sub // prev[:, None, None]
        prev = piv
    return np.where(singular, 0, np.abs(A[:, n - 1, n - 1]))


def _batch_hermite_int64(X: np.ndarray, d: np.ndarray) -> np.ndarray:
    """Column HNF of each matrix of the int64 stack ``X`` with ``|det| = d < 2^30``.

    "HNF modulo the determinant" (Domich–Kannan–Trotter; H. Cohen, *A Course in
    Computational Algebraic Number Theory*, Algorithm 2.4.8), run elementwise over
    the batch.  ``L = X·Z^n`` has index ``d`` in ``Z^n``, so ``d·Z^n ⊆ L``.

    Invariant, for ``i = n-1, ..., 0``: with ``R_i = d / Π_{r>i} H[r][r]``, the
    sublattice ``L_i = L ∩ span(e_0..e_i)`` has determinant ``R_i`` and is
    generated by the active columns ``A_0..A_i`` (supported on rows ``0..i``)
    together with ``R_i·e_0, ..., R_i·e_i``.  Hence entries of active columns may
    be reduced modulo ``R_i`` at will, which keeps them in ``[0, R_i)``.

    Row ``i``: Euclid steps between column ``i`` and each ``j < i`` (unimodular
    2×2 column operations) leave ``a`` in row ``i`` of column ``i`` and 0 in the
    others; with ``g = gcd(a, R_i) = u·a + v·R_i`` the row-``i`` projection of
    ``L_i`` is ``gZ``, so ``H[i][i] = g`` and ``W_i = u·A_i + v·R_i·e_i`` (then
    reduced modulo ``R_i``) is a lattice vector with that pivot.  The kernel
    of row ``i`` on ``{A_i, R_i·e_i}`` is spanned by ``(R_i/g)·A_i - (a/g)·R_i·e_i``,
    whose rows ``0..i-1`` are multiples of ``R_{i-1} = R_i/g``, and
    ``det L_{i-1} = R_{i-1}``: so ``A_0..A_{i-1}`` and ``R_{i-1}·e_r`` generate
    ``L_{i-1}`` and the invariant holds one row up.

    The result ``W`` is upper triangular with ``Π W[i][i] = d`` and columns in
    ``L``, so it generates ``L`` (same index).  Adding multiples of ``d·e_r``
    (``r < j``) to column ``j`` keeps both properties, so the off-diagonal
    reduction (Definition 8) is done modulo ``d``.

    Bounds: entries stay in ``[0, d)`` between steps; a Euclid step forms
    ``u·A_i + v·A_j`` with ``|u|, |v| <= d``, below ``2·d² < 2^61``.
    """
    B, n, _ = X.shape
    A = X % d[:, None, None]                        # d·e_r ∈ L: entries in [0, d)
    W = np.zeros_like(A)
    R = d.copy()
    for i in range(n - 1, -1, -1):
        Rc = R[:, None]
        for j in range(i - 1, -1, -1):
            x, y = A[:, i, i], A[:, i, j]
            g, u, v = _batch_xgcd(x, y)
            zero = g == 0                              # both 0: nothing to do
            gs = np.where(zero, 1, g)
            a, b = np.where(zero, 0, -y // gs), np.where(zero, 1, x // gs)
            u, v = np.where(zero, 1, u), np.where(zero, 0, v)
            Ai, Aj = A[:, :i + 1, i], A[:, :i + 1, j]
            A[:, :i + 1, i], A[:, :i + 1, j] = (u[:, None] * Ai + v[:, None] * Aj) % Rc, \
                (a[:, None] * Ai + b[:, None] * Aj) % Rc
        g, u, _ = _batch_xgcd(A[:, i, i], R)
        W[:, :i, i] = (u[:, None] * A[:, :i, i]) % Rc
        W[:, i, i] = g
        R = R // g
        A[:, :i, :i] %= R[:, None, None]
    Dc = d[:, None]
    for j in range(1, n):
        for i in range(j - 1, -1, -1):
            q = W[:, i, j] // W[:, i, i]
            W[:, :i + 1, j] -= q[:, None] * W[:, :i + 1, i]
            W[:, :i, j] %= Dc
    return W


def batch_hermite_form(X) -> np.ndarray:
    """The Hermite normal form (Definition 8, :func:`hermite_tuple`) of every matrix of a stack.

    ``X`` has shape ``(B, n, n)``: non-singular integer matrices.  Returns the
    ``(B, n, n)`` stack of forms ``H`` (upper triangular, positive diagonal,
    ``0 <= H[i][j] < H[i][i]`` for ``j > i``, ``H·Z^n = X[b]·Z^n``), computed with
    numpy across the batch by the "HNF modulo determinant" method
    (:func:`_batch_hermite_int64`, exact int64 arithmetic).  Matrices whose
    Hadamard bound reaches ``2^30`` (so ``|det|`` might too) go through
    :func:`hermite_tuple` one by one; the result is ``int64`` unless such an
    entry does not fit (then ``object``, Python integers).

    Used for the linear-isomorphism classes of paper ``crystal`` (Figure 4):
    the forms of ``P·M`` for all signed permutations ``P``.  The FCC matrix of
    Section 3.2 (a = 3), and its first two coordinates swapped:

    >>> batch_hermite_form([[[3, 3, 0], [3, 0, 3], [0, 3, 3]],
    ...                     [[3, 0, 3], [3, 3, 0], [0, 3, 3]]]).tolist()
    [[[6, 3, 3], [0, 3, 0], [0, 0, 3]], [[6, 3, 3], [0, 3, 0], [0, 0, 3]]]
    """
    arr = np.asarray(X)
    if arr.ndim != 3 or arr.shape[1] != arr.shape[2] or arr.shape[1] == 0:
        raise ValueError(f"need a stack of non-empty square matrices (B, n, n), got shape {arr.shape}")
    if arr.dtype == object:
        big = [k for k, Mk in enumerate(arr.tolist())
               if any(not -2**62 < _as_int(x, "in the stack") < 2**62 for r in Mk for x in r)]
        small = np.setdiff1d(np.arange(len(arr)), big)
        ints = np.array(arr[small].tolist(), dtype=np.int64).reshape(-1, *arr.shape[1:])
    elif arr.dtype.kind in "iu" and arr.dtype != np.uint64:
        big, small, ints = [], np.arange(len(arr)), arr.astype(np.int64)
    else:
        raise ValueError(f"need integer matrices, got dtype {arr.dtype}")
    B, n, _ = arr.shape
    out = np.zeros((B, n, n), dtype=np.int64)
    if len(ints):
        norms2 = (np.minimum(np.abs(ints), 2**20) ** 2).sum(axis=1)   # column norms², capped
        hadamard2 = norms2.astype(object).prod(axis=1)
        fits = np.array([h < _BATCH_HADAMARD_SQUARED for h in hadamard2], dtype=bool) \
            & (np.abs(ints) < 2**20).all(axis=(1, 2))
        d = _batch_abs_det(ints[fits])
        if (d == 0).any():
            raise ValueError(f"matrix {small[fits][np.argmax(d == 0)]} of the stack is singular")
        out[small[fits]] = _batch_hermite_int64(ints[fits], d)
        big = sorted(big + small[~fits].tolist())
    slow = {k: hermite_tuple(arr[k].tolist()) for k in big}
    if any(not -2**63 <= x < 2**63 for H in slow.values() for r in H for x in r):
        out = out.astype(object)
    for k, H in slow.items():
        out[k] = H
    return out


def is_hermite_form(H) -> bool:
    """Check Definition 8: upper triangular, positive diagonal, reduced rows.

    >>> is_hermite_form([[4, 0, 2], [0, 4, 2], [0, 0, 2]])
    True
    >>> is_hermite_form([[4, 5], [0, 2]])
    False
    """
    rows = as_int_matrix(H, nonsingular=False)
    n = len(rows)
    for i in range(n):
        if rows[i][i] <= 0:
            return False
        for j in range(n):
            if j < i and rows[i][j] != 0:
                return False
            if j > i and not 0 <= rows[i][j] < rows[i][i]:
                return False
    return True


def smith_form(M) -> tuple[ImmutableMatrix, ImmutableMatrix, ImmutableMatrix]:
    """Smith normal form ``D = U·M·V`` with ``U``, ``V`` unimodular.

    ``D`` is diagonal with positive invariant factors ``d_1 | d_2 | ...``.
    The group ``Z^n / M Z^n`` of node labels of ``G(M)`` is isomorphic to
    ``Z/d_1 ⊕ ... ⊕ Z/d_n`` through ``x ↦ U·x``.

    Example 10 of paper ``crystal``:

    >>> M = ImmutableMatrix([[4, 0, 0], [0, 4, 2], [0, 0, 4]])
    >>> D, U, V = smith_form(M)
    >>> [D[i, i] for i in range(3)]
    [2, 4, 8]
    >>> U * M * V == D and abs(U.det()) == 1 and abs(V.det()) == 1
    True
    """
    rows = as_int_matrix(M)
    D, U, V = smith_normal_decomp(Matrix(rows))
    # sympy may return negative invariant factors; fold the sign into U.
    n = len(rows)
    U = Matrix(U)
    D = Matrix(D)
    for i in range(n):
        if D[i, i] < 0:
            U[i, :] = -U[i, :]
            D[i, i] = -D[i, i]
    return ImmutableMatrix(D), ImmutableMatrix(U), ImmutableMatrix(V)


def invariant_factors(M) -> tuple[int, ...]:
    """Invariant factors ``d_1 | ... | d_n`` of ``M`` (via python-flint's SNF).

    >>> invariant_factors([[2, 0, 1], [0, 2, 1], [0, 0, 1]])
    (1, 2, 2)
    """
    rows = as_int_matrix(M)
    S = flint.fmpz_mat([list(r) for r in rows]).snf()
    return tuple(abs(int(S[i, i])) for i in range(len(rows)))


def is_smith_form(D) -> bool:
    """Diagonal, non-negative, each diagonal entry divides the next.

    >>> is_smith_form([[1, 0], [0, 4]]), is_smith_form([[2, 0], [0, 3]])
    (True, False)
    """
    rows = as_int_matrix(D, nonsingular=False)
    n = len(rows)
    if any(rows[i][j] != 0 for i in range(n) for j in range(n) if i != j):
        return False
    diag = [rows[i][i] for i in range(n)]
    if any(d < 0 for d in diag):
        return False
    for a, b in zip(diag, diag[1:]):
        if a == 0 and b != 0:
            return False
        if a != 0 and b % a != 0:
            return False
    return True


def right_equivalent(M1, M2) -> ImmutableMatrix | None:
    """A unimodular ``P`` with ``M1 = M2·P`` (Definition 6), or ``None``.

    >>> fcc = [[2, 2, 0], [2, 0, 2], [0, 2, 2]]
    >>> P = right_equivalent(fcc, [[4, 2, 2], [0, 2, 0], [0, 0, 2]])
    >>> ImmutableMatrix(fcc) == ImmutableMatrix([[4, 2, 2], [0, 2, 0], [0, 0, 2]]) * P
    True
    >>> right_equivalent([[2, 0], [0, 2]], [[4, 0], [0, 1]]) is None
    True
    """
    A = as_int_matrix(M1)
    B = as_int_matrix(M2)
    if len(A) != len(B):
        return None
    HA, UA = _hermite(A)
    HB, UB = _hermite(B)
    if HA != HB:
        return None
    # A·UA = B·UB  =>  A = B·UB·UA⁻¹
    P = ImmutableMatrix(UB) * ImmutableMatrix(UA).inv()
    return ImmutableMatrix(P)


def _adjugate_times(M: IntMatrix, x: Sequence[int]) -> tuple[int, list[int]]:
    """``(det M, det(M)·M⁻¹·x)`` exactly, with flint's rational solve."""
    A = flint.fmpz_mat([list(r) for r in M])
    det = int(A.det())
    sol = flint.fmpq_mat(A).solve(flint.fmpq_mat([[int(v)] for v in x]))
    vec = []
    for i in range(len(M)):
        q = sol[i, 0] * det
        vec.append(int(q.p) // int(q.q))
    return det, vec


def element_order(M, x) -> int:
    """Order of ``x`` in ``Z^n / M Z^n`` by the paper's formula (Section 2).

    ``ord(x) = det(M) / gcd(det(M), gcd(det(M)·M⁻¹·x))``.  Example 10 of
    paper ``crystal``: ``ord(e_3) = 8`` in ``G([[4,0,0],[0,4,2],[0,0,4]])``.

    >>> element_order([[4, 0, 0], [0, 4, 2], [0, 0, 4]], [0, 0, 1])
    8
    """
    rows = as_int_matrix(M)
    v = _as_vector(x, len(rows))
    det, w = _adjugate_times(rows, v)
    det = abs(det)
    return det // math.gcd(det, math.gcd(*w))


def element_order_smith(M, x) -> int:
    """Order of ``x`` through the Smith form: ``lcm_i d_i / gcd(d_i, (U·x)_i)``.

    An independent route to :func:`element_order`, used to cross-check it.

    >>> element_order_smith([[4, 0, 0], [0, 4, 2], [0, 0, 4]], [0, 0, 1])
    8
    """
    rows = as_int_matrix(M)
    v = _as_vector(x, len(rows))
    D, U, _ = smith_form(rows)
    Ux = U * ImmutableMatrix(v)
    order = 1
    for i in range(len(rows)):
        d = int(D[i, i])
        order = math.lcm(order, d // math.gcd(d, int(Ux[i])))
    return order


def _as_vector(x, n: int) -> list[int]:
    if isinstance(x, (str, bytes)) or not (hasattr(x, "tolist") or hasattr(x, "__iter__")):
        raise ValueError(f"vector must be a sequence of {n} integers, got {type(x).__name__}")
    vals = list(np.asarray(x).reshape(-1).tolist()) if hasattr(x, "tolist") else list(x)
    if len(vals) != n:
        raise ValueError(f"vector has {len(vals)} entries, the matrix has dimension {n}")
    return [_as_int(v, f"[{i}]") for i, v in enumerate(vals)]


def _hermite_array(M) -> np.ndarray:
    """The HNF of ``M`` as a read-only int64 array (cached for tuple input)."""
    if _is_int_matrix(M):
        return _hermite_array_cached(M)
    return _hermite_array_cached(as_int_matrix(M))


@lru_cache(maxsize=65536)
def _hermite_array_cached(M: IntMatrix) -> np.ndarray:
    H = _int64(hermite_tuple(M), "the Hermite form of M")
    H.setflags(write=False)
    return H


def _int64(values, name: str, copy: bool = False) -> np.ndarray:
    """``values`` as an int64 array; a ``ValueError`` naming ``name`` for anything
    else (floats, text, integers beyond int64)."""
    try:
        arr = np.asarray(values)
        if arr.dtype.kind not in "iub" and not (arr.dtype == object and all(
                isinstance(x, (int, np.integer)) for x in arr.reshape(-1))):
            raise ValueError(f"{name} must hold integers, got {arr.dtype} entries")
        return arr.astype(np.int64, copy=copy)
    except OverflowError:
        raise ValueError(f"{name} has entries beyond 64-bit integers "
                         "(the vectorised routines work in int64)") from None


def reduce(M, v) -> np.ndarray:
    """Map integer vectors into the HNF labelling set ``{x : 0 <= x_i < H[i][i]}``.

    ``v`` is one vector (shape ``(n,)``) or a batch (shape ``(k, n)``); the
    result has the same shape and is congruent to ``v`` modulo ``M``
    (Definition 2).  Works from the last coordinate up, subtracting multiples
    of the columns of the upper-triangular ``H``.

    >>> reduce([[4, 0, 2], [0, 4, 2], [0, 0, 2]], [5, -1, 3]).tolist()
    [3, 1, 1]
    """
    H = _hermite_array(M)
    n = H.shape[0]
    X = _int64(v, "v", copy=True)
    if X.ndim not in (1, 2) or X.shape[-1] != n:
        raise ValueError(f"v must be a vector of {n} integers or a (k, {n}) batch, "
                         f"got shape {X.shape}")
    single = X.ndim == 1
    X = X.reshape(-1, n)
    for i in range(n - 1, -1, -1):
        q = np.floor_divide(X[:, i], H[i, i])
        X -= q[:, None] * H[:, i][None, :]
    return X[0] if single else X


def labels_to_indices(M, X) -> np.ndarray:
    """Bijection from the labelling set to ``range(N)``: mixed radix, ``x_1`` fastest.

    ``index = x_1 + H11·(x_2 + H22·(x_3 + ...))``, so the nodes with a fixed
    last coordinate (one copy of the projection, Definition 7) are a
    contiguous block.

    >>> labels_to_indices([[2, 1], [0, 2]], [[0, 0], [1, 0], [0, 1], [1, 1]]).tolist()
    [0, 1, 2, 3]
    """
    H = _hermite_array(M)
    X = _int64(X, "X")
    diag = np.diag(H)
    strides = np.concatenate(([1], np.cumprod(diag[:-1])))
    return X @ strides


def indices_to_labels(M, idx) -> np.ndarray:
    """Inverse of :func:`labels_to_indices`.

    >>> indices_to_labels([[2, 1], [0, 2]], [3]).tolist()
    [[1, 1]]
    """
    H = _hermite_array(M)
    diag = np.diag(H)
    idx = _int64(idx, "idx")
    out = np.empty(idx.shape + (len(diag),), dtype=np.int64)
    rest = idx.copy()
    for i, d in enumerate(diag):
        out[..., i] = rest % d
        rest //= d
    return out


@lru_cache(maxsize=8)
def _signed_permutations(n: int) -> np.ndarray:
    perms = list(itertools.permutations(range(n)))
    signs = list(itertools.product((1, -1), repeat=n))
    out = np.zeros((len(perms) * len(signs), n, n), dtype=np.int64)
    k = 0
    for p in perms:
        for s in signs:
            for col, row in enumerate(p):
                out[k, row, col] = s[col]
            k += 1
    out.setflags(write=False)
    return out


def signed_permutations(n: int) -> np.ndarray:
    """All ``2^n·n!`` signed permutation matrices (Definition 34), shape ``(k, n, n)``.

    The identity comes first.

    >>> P = signed_permutations(3)
    >>> P.shape, bool((P[0] == np.eye(3, dtype=int)).all())
    ((48, 3, 3), True)
    """
    if not isinstance(n, Integral) or n < 1:
        raise ValueError(f"dimension must be a positive integer, got {n!r}")
    return _signed_permutations(int(n))


def linear_automorphism(M, P) -> ImmutableMatrix | None:
    """``Q`` with ``P·M = M·Q`` (Lemma 36), or ``None`` when ``Q`` is not integral.

    Then ``x ↦ P·x`` is an automorphism of ``G(M)``.  Proposition 17 of paper
    ``crystal``: the cyclic shift of coordinates is an automorphism of
    4D-BCC(a).

    >>> M = [[2, 0, 0, 1], [0, 2, 0, 1], [0, 0, 2, 1], [0, 0, 0, 1]]
    >>> P = [[0, 0, 0, 1], [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]]
    >>> linear_automorphism(M, P)
    Matrix([
    [0, 0, -1, 0],
    [1, 0, -1, 0],
    [0, 1, -1, 0],
    [0, 0,  2, 1]])
    """
    A = as_int_matrix(M)
    Pm = as_int_matrix(P, nonsingular=False)
    if len(Pm) != len(A):
        raise ValueError("P and M have different dimensions")
    Mq = flint.fmpq_mat([list(r) for r in A])
    PM = flint.fmpq_mat([list(r) for r in Pm]) * Mq
    Q = Mq.solve(PM)
    n = len(A)
    entries = [[Q[i, j] for j in range(n)] for i in range(n)]
    if any(q.q != 1 for row in entries for q in row):
        return None
    return ImmutableMatrix([[int(q.p) for q in row] for row in entries])
