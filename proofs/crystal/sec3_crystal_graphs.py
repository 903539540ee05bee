"""Claims of paper ``crystal``: Section 3, Cubic Crystal Graphs (3.1 to 3.4).

Camarero, Martínez, Beivide, *Symmetric Interconnection Networks from Cubic Crystal
Lattices*.  The conventions, the errata and what is not registered are in
``crystal/__init__.py``.
"""

from __future__ import annotations

import math

import sympy as sp

from latticegraph import intmat, symmetry
from latticegraph.specs import graph
from latticegraph.topologies.lattice import LatticeGraph, bcc, fcc, pc, rtt

from . import claims
from ._common import (_cert, _classes, _crystal_matrix, _family_members, _hnf_claim, _hnf_size,
    _is_hnf_for_all_a, _M1, _symmetric_hnfs, _THM12_MAX, _torus_spec, _unimodular_link, A, P1, Q1)


def _vertex_orbits(g) -> int:
    """Number of vertex orbits of the full automorphism group (pynauty)."""
    import pynauty
    return int(pynauty.autgrp(symmetry.nauty_graph(g))[4])


@claims.instances(
    "crystal.sec3.tori_symmetric", where="Section 3, before Theorem 11",
    statement="Square and cubic tori have been the networks of choice for many designs as "
              "they are symmetric (vertex and edge symmetric)",
    params=lambda: ([{"sides": (a, a)} for a in range(1, 11)]
                    + [{"sides": (a, a, a)} for a in range(1, 7)]),
    size=lambda sides: math.prod(sides),
    notes="T(a,a) for a <= 10 and T(a,a,a) for a <= 6 (from a = 1, a single vertex): one "
          "vertex orbit and at most one edge orbit under the full automorphism group "
          "(pynauty).")
def _(sides):
    g = graph(_torus_spec(sides))
    return (1, True), (_vertex_orbits(g), symmetry.full_edge_orbits(g) <= 1)


@claims.instances(
    "crystal.sec3.cayley_vertex_transitive", where="Section 3, before Theorem 11 ([2])",
    statement="Every Cayley graph is vertex-symmetric (so every lattice graph is)",
    params=lambda: ({"M": H} for n, D in ((1, 12), (2, 16), (3, 8)) for d in range(1, D + 1)
                    for H in symmetry.hermite_matrices(n, d)),
    size=lambda M: _hnf_size(M),
    notes="Every 1D, 2D (det <= 16) and 3D (det <= 8) Hermite form: one vertex orbit under "
          "the full automorphism group of the simple graph (pynauty).")
def _(M):
    return 1, _vertex_orbits(LatticeGraph(M))


@claims.instances(
    "crystal.thm11", where="Theorem 11",
    statement="The projections of a symmetric lattice graph are all isomorphic",
    params={"N": range(1, 65)}, size=lambda N: N,
    notes="Symmetric read as linearly symmetric (the paper's convention, Section 3). "
          "Instance N: every linearly symmetric 3x3 Hermite form of determinant N; the "
          "three projections compared with pynauty.  Computed: the forms whose "
          "projections differ (none expected).")
def _(N):
    bad = []
    for H in _symmetric_hnfs(N):
        g = LatticeGraph(H)
        c = [_cert(g.projection(i)) for i in (1, 2, 3)]
        if not c[0] == c[1] == c[2]:
            bad.append(H)
    return [], bad


def _M1p(a, b, c):
    return [[a, b, c], [a, c, -b - c], [a, -b - c, b]]


@claims.symbolic(
    "crystal.thm12.if", where="Theorem 12 (the 'if' direction) and Appendix A.2",
    statement="G(M') is symmetric for M' = [[a,c,b],[b,a,c],[c,b,a]] and "
              "M' = [[a,b,c],[a,c,-b-c],[a,-b-c,b]] (non-singular)",
    notes="P1 (cyclic shift, order 3, maps e_1 -> e_2 -> e_3) satisfies P1·M1 = M1·P1 "
          "and P1·M1' = M1'·Q1 identically in a, b, c; so x -> P1 x is a linear "
          "automorphism for every non-singular member (Lemma 36) and Definition 37 holds.")
def _():
    a, b, c = sp.symbols("a b c", integer=True)
    M1, M1p = sp.Matrix(_M1(a, b, c)), sp.Matrix(_M1p(a, b, c))
    P = sp.Matrix(P1)
    lhs = sp.ImmutableMatrix(sp.BlockMatrix([[P * M1 - M1 * P, P * M1p - M1p * sp.Matrix(Q1)]])
                             .as_explicit().applyfunc(sp.expand))
    return lhs, sp.ImmutableMatrix(sp.zeros(3, 6))


def _unmatched_classes(N: int) -> list:
    """Representatives of the classes of order N containing no family member."""
    fam = _family_members(N)
    return [R for R, C in _classes(N).items() if C.isdisjoint(fam)]


@claims.instances(
    "crystal.thm12.only_if", where="Theorem 12 ('only if') / Theorem 47",
    statement="If G(M), M in Z^{3x3}, is (linearly) symmetric then it is isomorphic to "
              "G(M') for M' in one of the two families",
    params={"N": range(1, _THM12_MAX + 1)},
    size=lambda N: N,
    notes="Symmetric read as linearly symmetric (Definition 37; the paper's convention, "
          "and Theorem 47's statement).  For each order N: every linearly symmetric 3x3 "
          "Hermite form of determinant N (symmetry.symmetric_hermite_forms: the ideals of "
          "Z[C3] and their sign-changed images; equal to filtering all Hermite forms, "
          "tested), grouped into linear-isomorphism classes (signed permutations); each "
          "class must contain the Hermite form of a family member of determinant ±N "
          "(complete enumeration of the members, symmetry.theorem12_members).  Computed: the "
          "representatives of the classes with no member.")
def _(N):
    return [], _unmatched_classes(N)


@claims.instances(
    "crystal.thm12.crystals_first_family", where="Section 3, after Theorem 12",
    statement="The PC, FCC and BCC matrices belong to the first case of Theorem 12",
    params={"a": range(1, 11)}, size=lambda a: 4 * a**3,
    notes="PC = M1(a,0,0), BCC = M1(-a,a,a) literally; FCC equals M1(a,a,0) up to a "
          "column permutation (right equivalence): compared through Hermite forms.")
def _(a):
    return ((pc(a).hnf, fcc(a).hnf, bcc(a).hnf),
            (intmat.hermite_tuple(_M1(a, 0, 0)), intmat.hermite_tuple(_M1(a, a, 0)),
             intmat.hermite_tuple(_M1(-a, a, a))))


@claims.symbolic("crystal.sec31.order", where="Section 3.1",
                 statement="The order of PC(a) is a^3")
def _():
    return abs(sp.Matrix(_crystal_matrix("PC", A)).det()), A**3


@claims.symbolic("crystal.sec31.pc_is_torus", where="Section 3.1",
                 statement="PC(a) is isomorphic to the 3D torus of side a (Theorem 5)",
                 notes="The PC matrix is diag(a, a, a); Theorem 5 applies.")
def _():
    return sp.ImmutableMatrix(_crystal_matrix("PC", A)), sp.ImmutableMatrix(sp.diag(A, A, A))


@claims.symbolic("crystal.lemma13", where="Lemma 13",
                 statement="The projection of PC(a) is the 2D torus of side a, G([[a,0],[0,a]])",
                 notes="PC's matrix is already in Hermite form; its leading 2x2 block.")
def _():
    ok = _is_hnf_for_all_a(_crystal_matrix("PC", A))
    H = sp.Matrix(_crystal_matrix("PC", A))
    return sp.ImmutableMatrix(H[:2, :2]) if ok else None, sp.ImmutableMatrix(sp.diag(A, A))


@claims.symbolic("crystal.sec32.hnf", where="Section 3.2",
                 statement="[[a,a,0],[a,0,a],[0,a,a]] ≅ [[2a,a,a],[0,a,0],[0,0,a]] "
                           "(the Hermite form)")
def _():
    return _hnf_claim(_crystal_matrix("FCC", A), [[2 * A, A, A], [0, A, 0], [0, 0, A]])


@claims.symbolic("crystal.sec32.order", where="Section 3.2",
                 statement="The order of FCC(a) is |det(M)| = 2|a|^3")
def _():
    return abs(sp.Matrix(_crystal_matrix("FCC", A)).det()), 2 * abs(A) ** 3


@claims.symbolic("crystal.lemma14", where="Lemma 14",
                 statement="The projection of FCC(a) is generated by [[2a, a], [0, a]], "
                           "the rectangular twisted torus RTT(a)",
                 notes="Leading block of the Hermite form of sec32.hnf; RTT(a) = "
                       "G([[2a,a],[0,a]]) is crystal.ex9.rtt_matrix.")
def _():
    H = [[2 * A, A, A], [0, A, 0], [0, 0, A]]
    ok = _hnf_claim(_crystal_matrix("FCC", A), H)[0] == 1
    return (sp.ImmutableMatrix(sp.Matrix(H)[:2, :2]) if ok else None,
            sp.ImmutableMatrix([[2 * A, A], [0, A]]))


@claims.instances(
    "crystal.prop15", where="Proposition 15",
    statement="FCC(a) is isomorphic to the prismatic doubly twisted torus PDTT(a)",
    params={"a": range(1, 11)}, size=lambda a: 2 * a**3,
    notes="The proof reduces the claim to 'all projections of FCC(a) are isomorphic to "
          "RTT(a)' ([7] defines PDTT(a) as the graph whose every plane is an RTT(a)); "
          "that is what is checked, with pynauty.  [7]'s full PDTT construction is not in "
          "the paper.")
def _(a):
    g = fcc(a)
    r = _cert(rtt(a))
    return (True, True, True), tuple(_cert(g.projection(i)) == r for i in (1, 2, 3))


@claims.symbolic("crystal.sec33.hnf", where="Section 3.3",
                 statement="[[-a,a,a],[a,-a,a],[a,a,-a]] ≅ [[2a,0,a],[0,2a,a],[0,0,a]]")
def _():
    return _hnf_claim(_crystal_matrix("BCC", A), [[2 * A, 0, A], [0, 2 * A, A], [0, 0, A]])


@claims.symbolic("crystal.sec33.order", where="Section 3.3",
                 statement="The order of BCC(a) is 4a^3")
def _():
    return abs(sp.Matrix(_crystal_matrix("BCC", A)).det()), 4 * A**3


@claims.symbolic("crystal.lemma16", where="Lemma 16",
                 statement="The projection of BCC(a) is the 2D torus T(2a, 2a)")
def _():
    H = [[2 * A, 0, A], [0, 2 * A, A], [0, 0, A]]
    ok = _hnf_claim(_crystal_matrix("BCC", A), H)[0] == 1
    return (sp.ImmutableMatrix(sp.Matrix(H)[:2, :2]) if ok else None,
            sp.ImmutableMatrix(sp.diag(2 * A, 2 * A)))


@claims.symbolic(
    "crystal.sec34.power_of_two", where="Section 3.4",
    statement="A cubic crystal lattice graph exists for any order that is a power of two: "
              "for a positive integer t there are PC, FCC and BCC graphs with 2^{3t}, "
              "2^{3t+1} and 2^{3t+2} nodes",
    notes="Orders a^3, 2a^3, 4a^3 at a = 2^t, symbolically for every integer t >= 0: every "
          "exponent is 3t, 3t+1 or 3t+2 with t >= 0, so this covers every power of two, "
          "including 1, 2, 4 (PC(1), FCC(1), BCC(1), t = 0), as well as the printed t >= 1.")
def _():
    t = sp.Symbol("t", nonnegative=True, integer=True)
    orders = [abs(sp.Matrix(_crystal_matrix(f, 2**t)).det()) for f in ("PC", "FCC", "BCC")]
    printed = [2 ** (3 * t), 2 ** (3 * t + 1), 2 ** (3 * t + 2)]
    return (sp.ImmutableMatrix([sp.simplify(o - p) for o, p in zip(orders, printed)]),
            sp.ImmutableMatrix([0, 0, 0]))


@claims.symbolic(
    "crystal.sec34.crystals_symmetric", where="Section 3.4 and Section 7",
    statement="The upgrade path PC(a) -> FCC(a) -> BCC(a) -> PC(2a) conserves symmetry and "
              "duplicates the machine size on each step",
    notes="Symmetry: each crystal matrix is a·M0 and P1·M = M·Q with Q = M0^-1 P1 M0 "
          "constant integral (computed symbolically); sizes a^3, 2a^3, 4a^3, 8a^3.")
def _():
    P = sp.Matrix(P1)
    integral = []
    for f in ("PC", "FCC", "BCC"):
        M = sp.Matrix(_crystal_matrix(f, A))
        Q = sp.simplify(M.inv() * P * M)
        integral.append(int(all(e.is_integer and not e.free_symbols for e in Q)))
    sizes = [abs(sp.Matrix(_crystal_matrix(f, x)).det()) for f, x in
             (("PC", A), ("FCC", A), ("BCC", A), ("PC", 2 * A))]
    ratios = [sp.simplify(sizes[i + 1] / sizes[i]) for i in range(3)]
    return sp.ImmutableMatrix(integral + ratios), sp.ImmutableMatrix([1, 1, 1, 2, 2, 2])


@claims.symbolic(
    "crystal.lemma14.gaussian", where="Lemma 14 (proof)",
    statement="RTT(a) = G([[2a, a], [0, a]]) is the Gaussian graph generated by a + ai",
    notes="The Gaussian graph of a + ai is Z[i]/(a+ai) with jumps ±1, ±i: the lattice "
          "spanned by a + ai and i(a + ai), i.e. G([[a, -a], [a, a]]); right equivalence "
          "to [[2a, a], [0, a]] checked symbolically.")
def _():
    const, det = _unimodular_link([[A, -A], [A, A]], [[2 * A, A], [0, A]])
    return sp.Integer(int(const and det == 1)), sp.Integer(1)
