"""Claims of paper ``crystal``: Section 4.2, Hybrid Graphs: Common Lift of Crystal Graphs.

Camarero, Martínez, Beivide, *Symmetric Interconnection Networks from Cubic Crystal
Lattices*.  The conventions, the errata and what is not registered are in
``crystal/__init__.py``.
"""

from __future__ import annotations

import itertools
import math

import sympy as sp

from latticegraph import intmat
from latticegraph.specs import graph
from latticegraph.topologies.lattice import LatticeGraph

from . import claims
from ._common import (_boxplus_symbolic, _cert, _crystal_matrix, _H_SYM, _hnf_claim, _hnf_size,
    _nx_cert, _projection_over, A)


#: premises inherited by the claims of Section 4.2 (recorded on each claim)
_NONSINGULAR = ("Section 2: M is non-singular ('From here onwards, all matrices will be "
                "considered to be non-singular')")
_SIDE = "Section 3: the side a of a crystal is a positive integer"
_PROJ = ("Definition 21 / Section 2: a common lift has both graphs among its projections over "
         "coordinate sets (each projection up to isomorphism)")

_PAIRS = [("T(4)", "T(3)"), ("T(4,4)", "RTT(2)"), ("PC(2)", "BCC(1)"), ("PC(2)", "FCC(1)"),
          ("FCC(1)", "BCC(1)"), ("RTT(3)", "T(6,6)"), ("PC(4)", "BCC(2)"), ("FCC(2)", "BCC(2)"),
          ("PC(4)", "FCC(2)"), ("G([[4,2],[0,2]])", "T(4,5)")]


def _order_of(spec: str) -> int:
    return graph(spec).order


@claims.instances(
    "crystal.lemma23", where="Lemma 23 (and Remark 22)",
    statement="G(M1 ⊕ M2) is a common lift of G(M1) and G(M2) and is isomorphic to the "
              "Cartesian product G(M1) x G(M2)",
    params=lambda: ({"p": p} for p in _PAIRS),
    size=lambda p: _order_of(p[0]) * _order_of(p[1]),
    notes="Projections over the coordinates of the other summand compared as Hermite "
          "forms; the product built with networkx and compared with pynauty.  Holds for every "
          "pair (the group is the product, the generators the union; the projections of a "
          "block-diagonal Hermite form are its blocks); second reader: 2589 pairs of small "
          "Hermite forms.",
    premises=(_NONSINGULAR, _PROJ))
def _(p):
    import networkx as nx
    from latticegraph.topologies.lattice import direct_sum

    g1, g2 = graph(p[0]), graph(p[1])
    s = direct_sum(g1, g2)
    n1, n2 = g1.dimension, g2.dimension
    proj1 = _projection_over(s.hnf, set(range(n1, n1 + n2)))
    proj2 = _projection_over(s.hnf, set(range(n1)))
    prod = nx.cartesian_product(g1.to_networkx(), g2.to_networkx())
    return (g1.hnf, g2.hnf, True), (proj1, proj2, _nx_cert(prod) == _cert(s))


@claims.instances(
    "crystal.thm24", where="Theorem 24",
    statement="G(M1 ⊞ M2) is a common lift of G(M1) and G(M2), and max(dim G(M1), dim G(M2)) "
              "<= dim G(M1 ⊞ M2) = dim M1 + dim M2 - dim C <= dim G(M1 ⊕ M2)",
    params=lambda: ({"p": p} for p in _PAIRS),
    size=lambda p: _order_of(p[0]) * _order_of(p[1]),
    premises=(_NONSINGULAR, _PROJ),
    notes="'The first common columns' read as the longest block of leading columns the two "
          "Hermite forms share (any shorter block also gives a common lift: "
          "crystal.sec42.minimizes_dimension.construction).  Holds for every pair: the "
          "construction is upper triangular, so the lattice meets {B-coordinates = 0} in the "
          "span of H1's columns and {A-coordinates = 0} in H2's.")
def _(p):
    from latticegraph.topologies.lattice import common_columns, common_lift

    g1, g2 = graph(p[0]), graph(p[1])
    L = common_lift(g1, g2)
    n1, n2, n = g1.dimension, g2.dimension, L.dimension
    k = common_columns(g1.hnf, g2.hnf)
    proj1 = _projection_over(L.hnf, set(range(n1, n)))
    proj2 = _projection_over(L.hnf, set(range(k, n1)))
    return ((g1.hnf, g2.hnf, True, n1 + n2 - k),
            (proj1, proj2, max(n1, n2) <= n <= n1 + n2, n))


#: pairs whose Hermite forms share no leading column (k = 0); some given by non-Hermite
#: matrices (FCC(1) and BCC(1) as printed in Sections 3.2-3.3)
_K0_PAIRS = [("T(4)", "T(3)"), ("PC(2)", "T(3,3)"), ("RTT(2)", "T(3,3)"), ("T(4,4)", "FCC(1)"),
             ("G([[1,1,0],[1,0,1],[0,1,1]])", "PC(3)"), ("G([[-1,1,1],[1,-1,1],[1,1,-1]])", "T(3)"),
             ("G([[2,1],[1,3]])", "T(2,2)")]


@claims.instances(
    "crystal.thm24.no_common_columns", where="Section 4.2, after Theorem 24",
    statement="When M1 and M2 have no common columns, G(M1 ⊞ M2) and G(M1 ⊕ M2) coincide",
    params=lambda: ({"p": p} for p in _K0_PAIRS),
    size=lambda p: _order_of(p[0]) * _order_of(p[1]),
    premises=(_NONSINGULAR,),
    reading="'no common columns' of the Hermite forms H1 and H2 the construction uses (no shared "
            "leading column, k = 0)",
    readings=("crystal.thm24.no_common_columns.matrices",),
    notes="On pairs with k = 0 (some given by non-Hermite matrices): computed k and whether "
          "G(M1 ⊞ M2) and G(M1 ⊕ M2), the latter built from the matrices as given, are "
          "isomorphic (pynauty).  True by construction for every such pair (⊞ is then "
          "H1 ⊕ H2).")
def _(p):
    from latticegraph.topologies.lattice import common_columns, common_lift, direct_sum

    g1, g2 = graph(p[0]), graph(p[1])
    return (0, True), (common_columns(g1.hnf, g2.hnf),
                       _cert(common_lift(g1, g2)) == _cert(direct_sum(g1, g2)))


@claims.instances(
    "crystal.thm24.no_common_columns.matrices", where="Section 4.2, after Theorem 24",
    statement="When M1 and M2 have no common columns, G(M1 ⊞ M2) and G(M1 ⊕ M2) coincide",
    params={"a": [1, 2]}, size=lambda a: 32 * a**6,
    expect="refuted", erratum="slip", witness={"a": 1},
    premises=(_NONSINGULAR, _SIDE),
    reading="'no common columns' of the matrices M1 and M2 as given",
    readings=("crystal.thm24.no_common_columns",),
    notes="M1 = PC(2a) = diag(2a,2a,2a) and M2 = BCC(a) as printed in Section 3.3, "
          "[[-a,a,a],[a,-a,a],[a,a,-a]], share no column, yet their Hermite forms share two "
          "leading columns: M1 ⊞ M2 is 4D of order 8a^4 (Example 25), M1 ⊕ M2 is 6D of order "
          "32a^6.  Computed: whether the given matrices share a column, and whether the two "
          "graphs are isomorphic (pynauty).  The statement holds for the Hermite forms "
          "(crystal.thm24.no_common_columns).")
def _(a):
    from latticegraph.topologies.lattice import common_lift, direct_sum

    g1, g2 = graph(f"PC({2 * a})"), graph(f"G([[-{a},{a},{a}],[{a},-{a},{a}],[{a},{a},-{a}]])")
    cols = [{tuple(r[j] for r in g.matrix) for j in range(3)} for g in (g1, g2)]
    shared = bool(cols[0] & cols[1])
    return (False, True), (shared, _cert(common_lift(g1, g2)) == _cert(direct_sum(g1, g2)))


def _admissible_sides(H1, order2: int) -> list:
    """(j, g, t): the sides t a 4D lift [[H1, c], [0, t]] can have when its projection over
    e_j (j < 3) has ``order2`` vertices.  That projection has |det| / g_j vertices, g_j the
    gcd of row j of the lift, which divides the gcd g0 of row j of H1: t = order2·g_j/|H1|."""
    n1 = _hnf_size(H1)
    out = []
    for j in range(len(H1)):
        g0 = math.gcd(*H1[j])
        for g in (g for g in range(1, g0 + 1) if g0 % g == 0):
            if (order2 * g) % n1 == 0:
                out.append((j, g, order2 * g // n1))
    return out


def _minimal_lift_search(p, tmin: int = 1, linear: bool = False):
    """Every 4D lattice whose projection over e_4 is G(H1) (as Hermite form, H1 of the first
    graph) and over some e_j (j <= 3) is isomorphic to G(H2) (pynauty; or linearly, through a
    signed permutation, when ``linear``): common lifts of dimension 4.  Complete for this
    orientation: the side t is fixed by the order count (:func:`_admissible_sides`)."""
    from .sec41_symmetric_lifts import _linearly_isomorphic

    g1, g2 = graph(p[0]), graph(p[1])
    H1, H2 = g1.hnf, g2.hnf
    c2 = None if linear else _cert(g2)
    n = len(H1)
    found = []
    for j, g, t in _admissible_sides(H1, g2.order):
        if t < tmin:
            continue
        g0 = math.gcd(*H1[j])
        for c in itertools.product(*(range(H1[i][i]) for i in range(n))):
            if math.gcd(g0, c[j]) != g:
                continue
            L = [list(H1[i]) + [c[i]] for i in range(n)] + [[0] * n + [t]]
            B = _projection_over(LatticeGraph(L).hnf, {j})
            if _hnf_size(B) != g2.order:
                continue
            if (_linearly_isomorphic(H2, B) if linear else _cert(LatticeGraph(B)) == c2):
                found.append(tuple(map(tuple, L)))
    return sorted(set(found))


def _is_common_lift(spec: str, p) -> bool:
    """G(spec) has projections over single axes isomorphic (pynauty) to both graphs of p."""
    L = graph(spec)
    certs = {_cert(LatticeGraph(_projection_over(L.hnf, {j}))) for j in range(L.dimension)}
    return all(_cert(graph(q)) in certs for q in p)


def _minimizes_domain():
    # pairs whose ⊞ reaches the lower bound max(n1, n2) + 1, then the counterexample
    for p in (("T(4)", "T(3)"), ("T(4,4)", "RTT(2)"), ("RTT(3)", "T(6,6)"), ("PC(4)", "BCC(2)")):
        yield {"p": p, "candidate": None}
    yield {"p": ("T(3,4)", "T(4,5)"), "candidate": "T(3,4,5)"}


@claims.instances(
    "crystal.sec42.minimizes_dimension", where="Section 4.2, after Theorem 24",
    statement="By construction, the operation G(M1 ⊞ M2) provides a lift which minimizes its "
              "dimension",
    params=_minimizes_domain, size=lambda p, candidate: 4 * math.prod(graph(q).order for q in p),
    expect="refuted", erratum="substantive",
    witness={"p": ("T(3,4)", "T(4,5)"), "candidate": "T(3,4,5)"},
    notes="Read as: no common lift (Definition 21, projections over any axis, Section 2) has "
          "a smaller dimension than M1 ⊞ M2.  Printed: dim(M1 ⊞ M2); computed: the least "
          "dimension known of a common lift: max(n1, n2) + 1 is a lower bound (a projection "
          "loses one dimension), reached by ⊞ on the first pairs; for the last pair the "
          "candidate is checked to be a common lift (projections compared with pynauty).  "
          "Counterexample: H1 = diag(3,4) and H2 = diag(4,5) share no leading column, so "
          "T(3,4) ⊞ T(4,5) = T(3,4,4,5) has dimension 4, while T(3,4,5) (dimension 3) "
          "projects onto T(3,4) over e_3 and onto T(5,4) ≅ T(4,5) over e_1.  ⊞ shares only "
          "the leading columns of the two Hermite forms as given, so it minimises the "
          "dimension among lifts built that way, not among all common lifts.  Among the "
          "crystals too: PC(4) ⊞ FCC(2) is 5D, yet 4D common lifts exist when projections "
          "are compared as graphs (crystal.thm24.minimal; not through signed permutations: "
          "crystal.thm24.minimal.linear).  A smaller counterexample (second reader): T(2,2) "
          "and T(3,2), ⊞ 4D, T(2,2,3) a 3D common lift.",
    premises=(_NONSINGULAR, _PROJ),
    reading="⊞ has the least dimension among all common lifts of the two graphs",
    readings=("crystal.sec42.minimizes_dimension.construction",))
def _(p, candidate):
    from latticegraph.topologies.lattice import common_lift

    dim = common_lift(*(graph(q) for q in p)).dimension
    if candidate is None:
        return dim, max(graph(q).dimension for q in p) + 1
    return dim, graph(candidate).dimension if _is_common_lift(candidate, p) else dim


def _stacked(H1, H2, k: int) -> list:
    """Theorem 24's block matrix built over the first k columns (k at most the number the two
    Hermite forms share): [[C, R_A, R_B], [0, A, 0], [0, 0, B]]."""
    n1, n2 = len(H1), len(H2)
    n = n1 + n2 - k
    M = [[0] * n for _ in range(n)]
    for r in range(n1):
        for c in range(n1):
            M[r][c] = H1[r][c]
    for r in range(n2):
        for c in range(k, n2):
            M[r if r < k else n1 + r - k][n1 + c - k] = H2[r][c]
    return M


@claims.instances(
    "crystal.sec42.minimizes_dimension.construction", where="Section 4.2, after Theorem 24",
    statement="By construction, the operation G(M1 ⊞ M2) provides a lift which minimizes its "
              "dimension",
    params=lambda: ({"p": p} for p in _PAIRS), size=lambda p: _order_of(p[0]) * _order_of(p[1]),
    premises=(_NONSINGULAR, _PROJ),
    reading="'by construction': among the lifts that stack H1 and H2 over a block of k' common "
            "leading columns ([[C', R_A', R_B'], [0, A', 0], [0, 0, B']]), ⊞ (the longest "
            "common block) has the least dimension",
    readings=("crystal.sec42.minimizes_dimension",),
    notes="For every k' from 0 to k (the shared leading columns): the stacked matrix is a common "
          "lift (its projections over the B- and A-coordinates are H1 and H2, Hermite forms "
          "compared) of dimension n1 + n2 - k'; and column k is not shared, so no longer block "
          "exists.  Computed: (every stacking a common lift, least dimension, k maximal).")
def _(p):
    from latticegraph.topologies.lattice import common_columns, common_lift

    g1, g2 = graph(p[0]), graph(p[1])
    H1, H2 = g1.hnf, g2.hnf
    n1, n2 = len(H1), len(H2)
    k = common_columns(H1, H2)
    ok, dims = True, []
    for kk in range(k + 1):
        M = intmat.hermite_tuple(_stacked(H1, H2, kk))
        n = n1 + n2 - kk
        ok &= (_projection_over(M, set(range(n1, n))) == H1
               and _projection_over(M, set(range(kk, n1))) == H2)
        dims.append(n)
    maximal = k == min(n1, n2) or any(
        (H1[r][k] if r < n1 else 0) != (H2[r][k] if r < n2 else 0) for r in range(max(n1, n2)))
    return (True, common_lift(g1, g2).dimension, True), (ok, min(dims), maximal)


_MINIMAL_PAIRS = (("PC(2)", "FCC(1)"), ("BCC(1)", "FCC(1)"), ("PC(4)", "FCC(2)"),
                  ("BCC(2)", "FCC(2)"))


def _minimal_domain():
    for p in _MINIMAL_PAIRS:
        for base in (0, 1):
            yield {"p": p, "base": base}


@claims.instances(
    "crystal.thm24.minimal", where="Example 25",
    statement="In this case [PC(2a) ⊞ FCC(a)] the common lift has one extra dimension since "
              "the graphs belong to different branches of the tree; the same happens with the "
              "mix of FCC(a) and BCC(a) (5D lifts, where PC(2a) ⊞ BCC(a) is 4D)",
    params=_minimal_domain, size=lambda p, base: 8 * graph(p[1]).order ** 2,
    expect="refuted", erratum="boundary", witness={"p": ("PC(2)", "FCC(1)"), "base": 1},
    premises=(_SIDE, _PROJ),
    reading="no 4D common lift exists, projections isomorphic as graphs (pynauty)",
    readings=("crystal.thm24.minimal.linear",),
    notes="Read, with 'by construction, ⊞ provides a lift which minimizes its dimension' just "
          "before, as: no 4D common lift of these pairs exists (that ⊞ gives 5D is "
          "crystal.ex25).  Search at a = 1, 2, both orientations (base = the graph fixed, as "
          "its Hermite form, as the projection over e_4): every side t the order count allows "
          "(crystal._admissible_sides) and every last column; computed: the lifts whose "
          "projection over another e_j is isomorphic (pynauty) to the other graph.  Smallest: "
          "a = 1, FCC(1) x C_4 = [[2,1,1,0],[0,1,0,0],[0,0,1,0],[0,0,0,4]] (side 4 over "
          "FCC(1), a K2 in the simple graph), whose projection over e_1 is K2 x C_4 = Q3 = "
          "PC(2); likewise FCC(1) x C_2 against BCC(1) = K4.  (With PC(2) or BCC(1) as base "
          "the count admits no side at all: an earlier search from that side only found "
          "none at a = 1.)  At a = 2, twelve 8-regular lifts of PC(4) of side 1, e.g. "
          "[[4,0,0,0],[0,4,0,1],[0,0,4,2],[0,0,0,1]], whose projection over e_1, "
          "G([[4,0,1],[0,4,2],[0,0,1]]), is isomorphic to FCC(2) but not through a signed "
          "permutation; and twelve of BCC(2).  Through signed permutations (the linear "
          "reading) no 4D common lift exists for any a: crystal.thm24.minimal.linear.")
def _(p, base):
    return [], _minimal_lift_search(p if base == 0 else p[::-1])


@claims.instances(
    "crystal.thm24.minimal.linear", where="Example 25",
    statement="In this case [PC(2a) ⊞ FCC(a)] the common lift has one extra dimension since "
              "the graphs belong to different branches of the tree; the same happens with the "
              "mix of FCC(a) and BCC(a) (5D lifts, where PC(2a) ⊞ BCC(a) is 4D)",
    params=lambda: ({"a": a, "pair": q} for a in range(1, 7) for q in ("PC", "BCC")),
    size=lambda a, pair: 8 * a**4, max_nodes=2500,
    premises=(_SIDE, _PROJ),
    reading="no 4D common lift exists, projections isomorphic through signed permutations of "
            "the coordinates (linear isomorphism, the Section 3 convention)",
    readings=("crystal.thm24.minimal",),
    notes="Complete per a: a common lift can be permuted (signed permutation of the "
          "coordinates, which keeps the FCC(a) lattice a·D3) so that its projection over e_4 is "
          "FCC(a)'s Hermite form; then the side is fixed by the order count "
          "(crystal._admissible_sides: t = 4g over PC(2a), 2g over BCC(a), g | a) and every "
          "last column is tested, the other projection compared through all signed "
          "permutations (size = the largest lift's order 8a^4: the default run reaches a = 4, "
          "--max-nodes 0 a = 6).  Computed: the hits.  Holds for every a (second reader): with "
          "Λ ∩ {x_4 = 0} = a·D3 and Λ ∩ {x_i = 0} ≅ (2aZ)^3 (resp. BCC(a)), both meet "
          "{x_i = x_4 = 0} in the same plane lattice, which is {a(q, r) : q + r even} ∋ (a, a) on "
          "one side and (2aZ)^2 on the other.")
def _(a, pair):
    first = f"PC({2 * a})" if pair == "PC" else f"BCC({a})"
    return [], _minimal_lift_search((f"FCC({a})", first), linear=True)


@claims.instances(
    "crystal.thm24.minimal.side2", where="Example 25 (corrected)",
    statement="PC(2a) and FCC(a), and BCC(a) and FCC(a), have no 4D common lift whose side over "
              "its PC(2a) (resp. BCC(a)) projection is >= 2",
    params=lambda: ({"p": (f"{q}({2 * a if q == 'PC' else a})", f"FCC({a})"), "a": a}
                    for a in (1, 2, 3, 4) for q in ("PC", "BCC")),
    size=lambda p, a: 32 * a**3, corrects="crystal.thm24.minimal",
    premises=(_SIDE, _PROJ),
    notes="The side of a common lift depends on the projection it is measured over: over the "
          "FCC(a) projection it is 4g (resp. 2g), g the gcd of the projected row, so at least 2 "
          "for every common lift (FCC(1) x C_4 has side 4; crystal.thm24.minimal).  Over the "
          "PC(2a) projection the count gives t = g/4 with g | 2a, over BCC(a) t = g/2 with "
          "g | a: no side >= 2 is possible for a <= 3, so a = 4 is the first a where the "
          "statement can fail; there every admissible side >= 2 and every last column is "
          "searched (graph isomorphism, pynauty).  Computed: the hits.")
def _(p, a):
    return [], _minimal_lift_search(p, tmin=2)


@claims.symbolic(
    "crystal.ex25", where="Example 25",
    statement="PC(2a) ⊞ BCC(a) = [[2a,0,0,a],[0,2a,0,a],[0,0,2a,0],[0,0,0,a]] (4D); "
              "PC(2a) ⊞ FCC(a) = [[2a,0,0,a,a],[0,2a,0,0,0],[0,0,2a,0,0],[0,0,0,a,0],"
              "[0,0,0,0,a]] (5D); FCC(a) ⊞ BCC(a) = [[2a,a,a,0,a],[0,a,0,0,0],[0,0,a,0,0],"
              "[0,0,0,2a,a],[0,0,0,0,a]] (5D)",
    notes="Theorem 24's construction (crystal._boxplus_symbolic) on the Hermite forms with "
          "symbolic a: PC(2a) = diag(2a,2a,2a), FCC(a) and BCC(a) as in Sections 3.2-3.3 "
          "(re-checked here: right equivalent to the crystal matrices and in Hermite form "
          "for every a).  The shared leading columns are found by symbolic comparison, so "
          "the identities hold for every positive integer a.",
    premises=(_SIDE,))
def _():
    printed = [
        [[2, 0, 0, 1], [0, 2, 0, 1], [0, 0, 2, 0], [0, 0, 0, 1]],
        [[2, 0, 0, 1, 1], [0, 2, 0, 0, 0], [0, 0, 2, 0, 0], [0, 0, 0, 1, 0], [0, 0, 0, 0, 1]],
        [[2, 1, 1, 0, 1], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 2, 1], [0, 0, 0, 0, 1]],
    ]
    hermite = [_hnf_claim(_crystal_matrix(f, A), _H_SYM[f].tolist())[0] for f in ("FCC", "BCC")]
    H = _H_SYM
    got = [_boxplus_symbolic(H["PC2"], H["BCC"]), _boxplus_symbolic(H["PC2"], H["FCC"]),
           _boxplus_symbolic(H["FCC"], H["BCC"])]
    return (tuple(hermite) + tuple(sp.ImmutableMatrix(M) for M in got),
            (sp.Integer(1), sp.Integer(1)) + tuple(sp.ImmutableMatrix(M) * A for M in printed))
