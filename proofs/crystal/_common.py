"""Helpers of the claims of paper ``crystal`` used by several sections
(``crystal/__init__.py`` documents the conventions).
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

import numpy as np
import sympy as sp

from latticegraph import intmat, symmetry
from latticegraph.distance import average_distance, bfs_distances, diameter, distance_distribution
from latticegraph.specs import graph
from latticegraph.topologies.lattice import LatticeGraph


A = sp.Symbol("a", positive=True, integer=True)


@lru_cache(maxsize=512)
def _dd(spec: str) -> tuple[int, ...]:
    return tuple(distance_distribution(graph(spec)))


def _avg(spec: str) -> Fraction:
    return average_distance(list(_dd(spec)))


def _diam(spec: str) -> int:
    return diameter(list(_dd(spec)))


def _total(spec: str) -> int:
    return sum(k * c for k, c in enumerate(_dd(spec)))


def _label_edges(g: LatticeGraph) -> set:
    """The edge set of ``g`` as unordered pairs of HNF labels."""
    L = [tuple(int(x) for x in row) for row in g.labels()]
    return {frozenset((L[u], L[v])) for u, v in g.edge_array().tolist()}


#: pynauty canonical certificate (isomorphism-class fingerprint) of a topology
_cert = symmetry.certificate


def _nx_cert(G) -> bytes:
    """pynauty certificate of a networkx graph (nodes relabelled 0..N-1)."""
    import networkx as nx

    H = nx.convert_node_labels_to_integers(G)

    class _Topology:
        order = H.number_of_nodes()

        @staticmethod
        def edge_array():
            return np.array(sorted((min(u, v), max(u, v)) for u, v in H.edges() if u != v),
                            dtype=np.int64).reshape(-1, 2)

    return _cert(_Topology)


def _sym(M) -> sp.ImmutableMatrix:
    return sp.ImmutableMatrix(M)


def _unimodular_link(M, H) -> tuple:
    """``(U, det U)`` for ``U = M⁻¹·H``; ``M ≅ H`` for every ``a`` iff ``U`` is a
    constant integral matrix with ``det U = ±1``."""
    U = sp.simplify(_sym(M).inv() * _sym(H))
    const = all(e.is_integer and not e.free_symbols for e in U)
    return const, abs(U.det()) if const else None


def _is_hnf_for_all_a(H) -> bool:
    """Upper triangular, diagonal positive and off-diagonal in ``[0, H_ii)``
    for every positive integer ``a`` (entries are ``k·a``)."""
    n = len(H)
    for i in range(n):
        if not (H[i][i].subs(A, 1) > 0 and sp.simplify(H[i][i] - H[i][i].subs(A, 1) * A) == 0):
            return False
        for j in range(n):
            e = sp.sympify(H[i][j])
            if j < i and e != 0:
                return False
            if j > i:
                k = sp.simplify(e / A) if e != 0 else sp.Integer(0)
                if k.free_symbols or not 0 <= k < H[i][i].subs(A, 1):
                    return False
    return True


def _hnf_claim(M, H) -> tuple:
    """Printed ``M ≅ H`` with ``H`` in Hermite form, symbolically in ``a``."""
    const, det = _unimodular_link(M, H)
    return (sp.Integer(int(const and det == 1 and _is_hnf_for_all_a(H))), sp.Integer(1))


def _crystal_matrix(name: str, a):
    if name == "PC":
        return [[a, 0, 0], [0, a, 0], [0, 0, a]]
    if name == "FCC":
        return [[a, a, 0], [a, 0, a], [0, a, a]]
    if name == "BCC":
        return [[-a, a, a], [a, -a, a], [a, a, -a]]
    raise ValueError(name)


def _small_hnfs(n: int, max_det: int):
    for d in range(1, max_det + 1):
        for H in symmetry.hermite_matrices(n, d):
            yield {"M": H}


def _hnf_size(M) -> int:
    return int(np.prod([M[i][i] for i in range(len(M))]))


#: a prime modulus for closed-walk counts (equal counts have equal residues)
_WALK_PRIME = 2_147_483_629


def _edge_invariant(g: LatticeGraph, i: int, walks: int) -> tuple:
    """Automorphism invariants of the edge {0, e_i}: how many vertices lie at each
    distance from it (the nearer end), and the numbers of closed walks of length
    2..walks that traverse it first (``(A^(L-1))[e_i, 0]``, modulo _WALK_PRIME).

    An automorphism maps an edge onto an edge and keeps distances and walks, so two
    axes whose edges have different invariants prove that the graph is not
    edge-transitive.  Distances from e_i are those from 0 shifted (a Cayley graph:
    d(e_i, w) = d(0, w - e_i))."""
    D = bfs_distances(g.csr(), 0)
    X = g.labels()
    X[:, i] -= 1
    shifted = D[intmat.labels_to_indices(g.hnf, g.reduce(X))]
    A = g.csr().astype(np.int64)
    x = np.zeros(g.order, dtype=np.int64)
    x[g.index([int(k == i) for k in range(g.dimension)])] = 1
    counts = []
    for _ in range(walks - 1):
        x = (A @ x) % _WALK_PRIME
        counts.append(int(x[0]))
    return tuple(np.bincount(np.minimum(D, shifted)).tolist()), tuple(counts)


def _not_edge_transitive(g: LatticeGraph, walks: int) -> bool:
    """True when two axes' edges have different :func:`_edge_invariant` (a proof);
    axes with ``e_i ≡ 0`` carry no edge and are skipped."""
    n = g.dimension
    axes = [i for i in range(n) if g.reduce([int(k == i) for k in range(n)]).any()]
    return len({_edge_invariant(g, i, walks) for i in axes}) > 1


def _torus_spec(sides) -> str:
    return "T(" + ",".join(map(str, sides)) + ")"


@lru_cache(maxsize=None)
def _symmetric_hnfs(N: int) -> tuple:
    """Every linearly symmetric 3x3 Hermite form of determinant N (Definition 37):
    symmetry.symmetric_hermite_forms, which solves the P_1-invariance congruences and
    applies the sign changes of Lemma 44 (tested against filtering every Hermite form)."""
    return tuple(symmetry.symmetric_hermite_forms(N))


def _equal_row_gcd(H) -> bool:
    """Necessary for linear symmetry: all rows of the HNF have the same gcd (the proof
    of Theorem 20).  Lattice invariant: gcd of row i = gcd of the i-th coordinates of
    the lattice vectors, and a signed permutation permutes coordinates."""
    g = [math.gcd(*r) for r in H]
    return len(set(g)) == 1


def _M1(a, b, c):
    return [[a, c, b], [b, a, c], [c, b, a]]


P1 = [[0, 0, 1], [1, 0, 0], [0, 1, 0]]


Q1 = [[1, 0, 0], [0, -1, 1], [0, -1, 0]]


Q2 = [[1, 0, 1], [0, -1, 1], [0, -1, 0]]


def _divisors(N: int) -> list[int]:
    return [d for d in range(1, N + 1) if N % d == 0]


#: Hermite forms of every member of the two families of Theorem 12 with |det| = N
#: (the norm equations solved exactly, so complete)
_family_members = symmetry.theorem12_members


#: Theorem 12 is checked for every order up to this bound (linear isomorphism classes);
#: the census with graph-isomorphism classes (pynauty) goes to _CENSUS_MAX.
_THM12_MAX = 2000


_CENSUS_MAX = 1000


@lru_cache(maxsize=None)
def _classes(N: int) -> dict:
    """Linear-isomorphism classes of the symmetric 3x3 Hermite forms of determinant N:
    ``{representative: set of forms}`` (symmetry.linear_classes)."""
    return symmetry.linear_classes(_symmetric_hnfs(N))


@lru_cache(maxsize=None)
def _graph_class_count(reps: tuple) -> int:
    """Number of graph-isomorphism classes among the lattice graphs G(R), R in reps."""
    return len(symmetry.graph_classes(list(reps)))


_T1 = {
    # key: (spec template, order(a), diameter(a), printed coefficient, decimal text)
    "pc": ("PC({a})", lambda a: a**3, lambda a: 3 * (a // 2), Fraction(3, 4), "0.75"),
    "t2aaa": ("T({b},{a},{a})", lambda a: 2 * a**3, lambda a: a + 2 * (a // 2),
              Fraction(1), None),
    "fcc": ("FCC({a})", lambda a: 2 * a**3, lambda a: (3 * a) // 2, Fraction(7, 8), "0.875"),
    "t2a2aa": ("T({b},{b},{a})", lambda a: 4 * a**3, lambda a: (5 * a) // 2,
               Fraction(5, 4), "1.25"),
    "bcc": ("BCC({a})", lambda a: 4 * a**3, lambda a: (3 * a) // 2, Fraction(35, 32),
            "1.09375"),
}


_T1_TEXT = {
    "pc": ("PC(a)", "a^3", "3⌊a/2⌋", "≈ 3/4 a = 0.75a"),
    "t2aaa": ("T(2a,a,a)", "2a^3", "a + 2⌊a/2⌋", "≈ a"),
    "fcc": ("FCC(a)", "2a^3", "⌊3a/2⌋", "≈ 7/8 a = 0.875a"),
    "t2a2aa": ("T(2a,2a,a)", "4a^3", "⌊5a/2⌋", "≈ 5/4 a = 1.25a"),
    "bcc": ("BCC(a)", "4a^3", "⌊3a/2⌋", "≈ 35/32 a = 1.09375a"),
}


def _spec(key: str, a: int) -> str:
    return _T1[key][0].format(a=a, b=2 * a)


def _ring_mean(m: int) -> Fraction:
    """Mean |r| over all m targets of an m-ring (BFS on T(m))."""
    dd = _dd(f"T({m})")
    return Fraction(sum(k * c for k, c in enumerate(dd)), m)


def _symmetric_uniform_bound(spec: str) -> Fraction:
    """Section 3.4's throughput bound of an edge-symmetric network under uniform traffic
    (every node sends to the N - 1 others): l·N·k̄ <= 2|E|, i.e. l <= 2|E|(N - 1)/(N·W),
    W the total distance from one vertex (exact; Δ(N - 1)/W for a Δ-regular graph)."""
    g = graph(spec)
    return Fraction(2 * g.size * (g.order - 1), g.order * _total(spec))


def _torus_uniform_bound(sides) -> Fraction:
    """The mixed-radix torus bound of Section 3.4 ([7]), exactly: under uniform traffic the
    links of dimension i carry l·N·(mean |r_i|) phit-hops per cycle over 2·E_i directed
    slots (E_i = N links if a_i >= 3, N/2 if a_i = 2); the most loaded dimension bounds l.
    The sum of |r_i| over all N targets is (N/a_i)·(ring sum of a_i) (BFS on the ring)."""
    N = math.prod(sides)
    bounds = []
    for m in sides:
        if m == 1:
            continue
        links = N if m >= 3 else N // 2
        hops = Fraction(N, m) * _ring_mean(m) * m
        bounds.append(Fraction(2 * links * (N - 1), N) / hops)
    return min(bounds)


_BCC4 = [[2 * A, 0, 0, A], [0, 2 * A, 0, A], [0, 0, 2 * A, A], [0, 0, 0, A]]


_FCC4 = [[2 * A, A, A, A], [0, A, 0, 0], [0, 0, A, 0], [0, 0, 0, A]]


_LIP = [[A, -A, -A, -A], [A, A, -A, A], [A, A, A, -A], [A, -A, A, A]]


_LIFTS_4D = ("4D-BCC", "4D-FCC", "Lip")


def _nd(kind: str, n: int) -> tuple:
    """Normalised (a = 1) n-dimensional PC, BCC, FCC of the Figure 4 tree."""
    if kind == "PC":
        return tuple(tuple(int(i == j) for j in range(n)) for i in range(n))
    if kind == "BCC":
        return tuple(tuple((2 if i == j else 0) if j < n - 1 else 1 for j in range(n))
                     if i < n - 1 else tuple([0] * (n - 1) + [1]) for i in range(n))
    if kind == "FCC":
        if n == 1:
            return ((2,),)
        return tuple(tuple([2] + [1] * (n - 1)) if i == 0 else
                     tuple(int(i == j) for j in range(n)) for i in range(n))
    raise ValueError(kind)


def _projection_over(H, S) -> tuple:
    """Hermite form of the projection of G(H) over the coordinates S (0-based): the
    lattice intersected with {x_S = 0}, on the kept coordinates in their order."""
    n = len(H)
    keep = [i for i in range(n) if i not in S]
    order = keep + sorted(S)
    rows = [list(H[i]) for i in order]
    Hp = intmat.hermite_tuple(rows)
    k = len(keep)
    return intmat.hermite_tuple([list(r[:k]) for r in Hp[:k]])


#: Hermite forms with symbolic a: PC(2a), FCC(a) (crystal.sec32.hnf), BCC(a)
#: (crystal.sec33.hnf), T(2a, 2a) and RTT(a) (Example 9)
_H_SYM = {"PC2": sp.diag(2 * A, 2 * A, 2 * A), "FCC": sp.Matrix([[2 * A, A, A], [0, A, 0], [0, 0, A]]),
          "BCC": sp.Matrix([[2 * A, 0, A], [0, 2 * A, A], [0, 0, A]]),
          "T2": sp.diag(2 * A, 2 * A), "RTT": sp.Matrix([[2 * A, A], [0, A]])}


def _boxplus_symbolic(H1, H2) -> sp.Matrix:
    """Theorem 24 on Hermite forms with symbolic entries: with the first k columns shared
    (C), H1 = [[C, R_A], [0, A]] and H2 = [[C, R_B], [0, B]], M1 ⊞ M2 =
    [[C, R_A, R_B], [0, A, 0], [0, 0, B]]."""
    n1, n2 = H1.rows, H2.rows
    k = 0
    while k < min(n1, n2) and all(sp.simplify(H1[i, k] - H2[i, k]) == 0 for i in range(k + 1)):
        k += 1
    M = sp.zeros(n1 + n2 - k, n1 + n2 - k)
    M[:n1, :n1] = H1
    M[:k, n1:] = H2[:k, k:]
    M[n1:, n1:] = H2[k:, k:]
    return M


_T2 = {
    # key: (name, spec template, dimension, order coefficient, projection, diameter text,
    #       printed diameter (a -> Fraction), average text)
    "t2rtt": ("T(2a,2a) ⊞ RTT(a)", "commonlift(T({b},{b}),RTT({a}))", 3, 4, "vary", "2a",
              lambda a: Fraction(2 * a), "1.14877"),
    "fcc4": ("4D-FCC(a)", "4D-FCC({a})", 4, 2, "FCC(a)", "2a", lambda a: Fraction(2 * a),
             "1.10396"),
    "bcc4": ("4D-BCC(a)", "4D-BCC({a})", 4, 8, "T(2a,2a,2a)", "2a", lambda a: Fraction(2 * a),
             "1.5379"),
    "lip": ("Lip(a)", "Lip({a})", 4, 16, "FCC(2a)", "3a", lambda a: Fraction(3 * a), "1.815"),
    "pcbcc": ("PC(2a) ⊞ BCC(a)", "commonlift(PC({b}),BCC({a}))", 4, 8, "vary", "2.5a",
              lambda a: Fraction(5 * a, 2), "1.59715"),
    "pcfcc": ("PC(2a) ⊞ FCC(a)", "commonlift(PC({b}),FCC({a}))", 5, 8, "vary", "3.5a",
              lambda a: Fraction(7 * a, 2), "1.87856"),
    "bccfcc": ("BCC(a) ⊞ FCC(a)", "commonlift(BCC({a}),FCC({a}))", 5, 4, "vary", "2.5a",
               lambda a: Fraction(5 * a, 2), "1.52522"),
}


def _t2spec(key: str, a: int) -> str:
    return _T2[key][1].format(a=a, b=2 * a)
