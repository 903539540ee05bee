"""Lattice graphs from paper ``crystal`` (Camarero, Martinez, Beivide), built from its
definitions alone (no ``latticegraph`` import).

* Definition 3: G(M) has vertex set Z^n / M Z^n; v ~ w iff v - w = +-e_i (mod M).  The simple
  graph: loops (e_i = 0 mod M) dropped, parallel links merged.
* Definition 8 and Section 5.1: the Hermite normal form H = M U (column operations, upper
  triangular, positive diagonal, entries right of the diagonal reduced modulo the diagonal
  entry of their row) and the labelling set {x : 0 <= x_i < H_ii}.
* Definition 4 / Theorem 5 (tori), Section 3 (PC, FCC, BCC with the crystal matrices), Example 9
  (RTT), Propositions 17-19 (4D-BCC, 4D-FCC, Lip), Lemma 23 (direct sum), Theorem 24 (common
  lift M1 [+] M2).
"""
from __future__ import annotations

import itertools
import math

import networkx as nx
import sympy

# -- integer matrices ---------------------------------------------------------------------


def _egcd(a: int, b: int) -> tuple[int, int, int]:
    if b == 0:
        return (abs(a), (1 if a >= 0 else -1), 0)
    g, x, y = _egcd(b, a % b)
    return g, y, x - (a // b) * y


def hermite(M) -> list[list[int]]:
    """Hermite normal form of Definition 8 by integer column operations (H = M U, U unimodular).

    >>> hermite([[1, 1, 0], [1, 0, 1], [0, 1, 1]])          # FCC(1), Section 3.2
    [[2, 1, 1], [0, 1, 0], [0, 0, 1]]
    >>> hermite([[-2, 2, 2], [2, -2, 2], [2, 2, -2]])       # BCC(2), Section 3.3
    [[4, 0, 2], [0, 4, 2], [0, 0, 2]]
    """
    A = [list(map(int, row)) for row in M]
    n = len(A)
    assert all(len(r) == n for r in A) and sympy.Matrix(A).det() != 0, "non-singular square"

    def colop(i, j, a, b, c, d):  # (col_i, col_j) <- (a col_i + b col_j, c col_i + d col_j)
        for r in range(n):
            x, y = A[r][i], A[r][j]
            A[r][i], A[r][j] = a * x + b * y, c * x + d * y

    for i in reversed(range(n)):
        for k in range(i):
            if A[i][k]:
                a, b = A[i][i], A[i][k]
                g, x, y = _egcd(a, b)
                colop(i, k, x, y, -b // g, a // g)
        if A[i][i] < 0:
            colop(i, i, -1, 0, -1, 0)
    for i in reversed(range(n)):
        for j in range(i + 1, n):
            q = A[i][j] // A[i][i]
            for r in range(n):
                A[r][j] -= q * A[r][i]
    return A


def smith_invariants(M) -> list[int]:
    """Invariant factors s_1 | s_2 | ... of Z^n / M Z^n from the determinantal divisors
    (gcd of the k x k minors).

    >>> smith_invariants([[4, 0, 0], [0, 2, 0], [0, 0, 2]])
    [2, 2, 4]
    """
    A = sympy.Matrix(M)
    n = A.shape[0]
    divisors = [1]
    for k in range(1, n + 1):
        g = 0
        for rows in itertools.combinations(range(n), k):
            for cols in itertools.combinations(range(n), k):
                g = math.gcd(g, int(A.extract(list(rows), list(cols)).det()))
        divisors.append(g)
    return [divisors[k] // divisors[k - 1] for k in range(1, n + 1)]


def reduce(H, x) -> tuple[int, ...]:
    """The label of ``x`` modulo ``M`` (``H`` its Hermite form): the vector of the labelling
    set congruent to ``x``."""
    x = list(x)
    n = len(H)
    for i in reversed(range(n)):
        q = x[i] // H[i][i]
        if q:
            for r in range(n):
                x[r] -= q * H[r][i]
    return tuple(x)


def lattice_graph(M) -> nx.Graph:
    """G(M) of Definition 3 on the Hermite labels (simple graph)."""
    H = hermite(M)
    n = len(H)
    G = nx.Graph()
    labels = list(itertools.product(*(range(H[i][i]) for i in range(n))))
    G.add_nodes_from(labels)
    for x in labels:
        for i in range(n):
            y = reduce(H, [x[j] + (j == i) for j in range(n)])
            if y != x:
                G.add_edge(x, y)
    G.graph["hnf"] = H
    return G


def lattice_multigraph(M) -> nx.MultiGraph:
    """G(M) with one link per port pair (v, +e_i) -- (v + e_i, -e_i), loops dropped: the
    degree-2n reading of Definition 3 ("any node has 2n different neighbours") in which a
    ring of two vertices has two links."""
    H = hermite(M)
    n = len(H)
    G = nx.MultiGraph()
    for x in itertools.product(*(range(H[i][i]) for i in range(n))):
        G.add_node(x)
        for i in range(n):
            y = reduce(H, [x[j] + (j == i) for j in range(n)])
            if y != x:
                G.add_edge(x, y, dim=i)
    return G


# -- the families ---------------------------------------------------------------------------
def diag(*a):
    return [[a[i] if i == j else 0 for j in range(len(a))] for i in range(len(a))]


def scaled(M, a):
    return [[a * x for x in row] for row in M]


MATRICES = {
    "PC": lambda a: diag(a, a, a),                                       # Section 3.1
    "FCC": lambda a: scaled([[1, 1, 0], [1, 0, 1], [0, 1, 1]], a),       # Section 3.2
    "BCC": lambda a: scaled([[-1, 1, 1], [1, -1, 1], [1, 1, -1]], a),    # Section 3.3
    "RTT": lambda a: [[2 * a, a], [0, a]],                               # Example 9
    "4D-BCC": lambda a: [[2 * a, 0, 0, a], [0, 2 * a, 0, a], [0, 0, 2 * a, a],
                         [0, 0, 0, a]],                                  # Section 4.1
    "4D-FCC": lambda a: [[2 * a, a, a, a], [0, a, 0, 0], [0, 0, a, 0], [0, 0, 0, a]],
    "Lip": lambda a: scaled([[1, -1, -1, -1], [1, 1, -1, 1], [1, 1, 1, -1], [1, -1, 1, 1]], a),
}


def direct_sum(A, B):
    """Lemma 23: M1 (+) M2."""
    n, m = len(A), len(B)
    return ([list(r) + [0] * m for r in A] + [[0] * n + list(r) for r in B])


def common_lift(M1, M2):
    """Theorem 24: with H1 = [[C, R_A], [0, A]] and H2 = [[C, R_B], [0, B]] (C the first common
    columns of the Hermite forms), M1 [+] M2 = [[C, R_A, R_B], [0, A, 0], [0, 0, B]].

    >>> common_lift(MATRICES["PC"](2), MATRICES["BCC"](1))             # Example 25, a = 1
    [[2, 0, 0, 1], [0, 2, 0, 1], [0, 0, 2, 0], [0, 0, 0, 1]]
    """
    H1, H2 = hermite(M1), hermite(M2)
    n1, n2 = len(H1), len(H2)
    c = 0
    while (c < min(n1, n2) and all(H1[r][c] == H2[r][c] for r in range(c + 1))):
        c += 1
    n = n1 + n2 - c
    L = [[0] * n for _ in range(n)]
    for r in range(n1):
        for j in range(n1):
            L[r][j] = H1[r][j]
    for r in range(n2):
        for j in range(c, n2):
            L[r if r < c else r + n1 - c][j + n1 - c] = H2[r][j]
    return L
