"""Claims of paper ``crystal``: Section 2, Lattice Graphs.

Camarero, Martínez, Beivide, *Symmetric Interconnection Networks from Cubic Crystal
Lattices*.  The conventions, the errata and what is not registered are in
``crystal/__init__.py``.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import sympy as sp

from latticegraph import intmat, symmetry
from latticegraph.specs import graph
from latticegraph.topologies.lattice import LatticeGraph, rtt

from . import claims
from ._common import _cert, _crystal_matrix, _hnf_size, _label_edges, _small_hnfs


def _abelian_group(mods):
    """The elements of Z_{m_1} x ... x Z_{m_k} (tuples)."""
    return list(itertools.product(*(range(m) for m in mods)))


def _circulant_lattice(gens, mods) -> list[list[int]]:
    """A basis (columns) of the relation lattice {u in Z^k : sum u_i g_i = 0} of the
    group elements ``gens`` of Z_mods: the integer kernel of [A | diag(mods)] (A has
    the g_i as columns), projected to its first k coordinates."""
    from latticegraph.similarity import integer_kernel

    k, m = len(gens), len(mods)
    C = [[g[r] for g in gens] + [mods[r] * (j == r) for j in range(m)] for r in range(m)]
    basis = integer_kernel(C, k + m)
    return [[b[i] for b in basis] for i in range(k)]


def _circulant_size(order: int) -> int:
    """Vertices built by crystal.sec2.circulants for a group of this order."""
    return order * sum(math.comb(order - 1, k) for k in range(1, 4 if order <= 8 else 3))


def _circulant_domain():
    for mods in ((2,), (3,), (4,), (5,), (6,), (7,), (8,), (9,), (10,), (12,), (2, 2),
                 (2, 4), (3, 3), (2, 6)):
        yield {"mods": mods}


def _cayley_edges(G, S, mods) -> set:
    """Edges {g, g ± s} of the Cayley graph Cay(G, ±S) (loops dropped)."""
    def add(g, s, e):
        return tuple((g[r] + e * s[r]) % mods[r] for r in range(len(mods)))
    return {frozenset((g, add(g, s, e))) for g in G for s in S for e in (1, -1)
            if add(g, s, e) != g}


def _connected(G, E) -> bool:
    adj = {g: [] for g in G}
    for u, v in (tuple(e) for e in E):
        adj[u].append(v)
        adj[v].append(u)
    seen, stack = {G[0]}, [G[0]]
    while stack:
        for w in adj[stack.pop()]:
            if w not in seen:
                seen.add(w)
                stack.append(w)
    return len(seen) == len(G)


@claims.instances(
    "crystal.sec2.circulants", where="Section 2, opening paragraphs ([16])",
    statement="Any multidimensional circulant (Cayley graph over a finite Abelian group) can "
              "be transformed into a lattice graph",
    params=_circulant_domain, size=lambda mods: _circulant_size(math.prod(mods)),
    notes="For the group Z_mods and every generating set S = {g_1, ..., g_k} of non-zero "
          "elements (k <= 3 for groups of order <= 8, k <= 2 above): the lattice graph "
          "G(M), M a basis of the relations {u : sum u_i g_i = 0} (python-flint integer "
          "kernel), mapped to the group by x -> sum x_i g_i, must be a bijection onto the "
          "group carrying the edges of G(M) onto those of Cay(G, ±S) built directly.  "
          "Computed: the generating sets where it fails.  size: the vertices built.")
def _(mods):
    G = _abelian_group(mods)
    bad = []
    for k in range(1, 4 if len(G) <= 8 else 3):
        for S in itertools.combinations([g for g in G if any(g)], k):
            cayley = _cayley_edges(G, S, mods)
            if not _connected(G, cayley):
                continue                                  # S does not generate the group
            lat = LatticeGraph(_circulant_lattice(S, mods))
            phi = {tuple(x): tuple(sum(xi * g[r] for xi, g in zip(x, S)) % mods[r]
                                   for r in range(len(mods)))
                   for x in lat.labels().tolist()}
            mapped = {frozenset(phi[v] for v in e) for e in _label_edges(lat)}
            if len(set(phi.values())) != len(G) or mapped != cayley:
                bad.append(S)
    return [], bad


_NONHNF = [
    ((3, 3, 0), (3, 0, 3), (0, 3, 3)),
    ((-2, 2, 2), (2, -2, 2), (2, 2, -2)),
    ((5, 2), (1, 3)),
    ((1, -1, -1, -1), (1, 1, -1, 1), (1, 1, 1, -1), (1, -1, 1, 1)),
    ((2, 1, 0), (-1, 3, 1), (0, 2, 2)),
]


def _class_keys(M, side: int) -> np.ndarray:
    """Definition 2 on the box [0, side)^n: row k is a key of the class of the k-th
    point (v ≡ w mod M iff M^-1 (v - w) is integral iff adj(M)·v ≡ adj(M)·w mod det M)."""
    adj, det = symmetry.adjugate(M)
    box = np.array(list(itertools.product(range(side), repeat=len(M))), dtype=np.int64)
    return (box @ adj.astype(np.int64).T) % abs(det)


@claims.instances(
    "crystal.def2.order", where="Section 2, after Definition 2",
    statement="Z^n/MZ^n has |det(M)| elements",
    params=lambda: ({"M": M} for M in _NONHNF),
    size=lambda M: abs(intmat.determinant(M)),
    notes="Counted from the definition: the classes of the box [0, |det M|)^n (which meets "
          "every class: |det M|·e_i = M·adj(M)·e_i up to sign), where v ≡ w iff "
          "M^-1 (v - w) is integral, i.e. adj(M)·v ≡ adj(M)·w (mod det M).")
def _(M):
    d = abs(intmat.determinant(M))
    return d, len(np.unique(_class_keys(M, d), axis=0))


def _degree_domain():
    for n in (1, 2, 3):
        for d in range(1, 9):
            for H in symmetry.hermite_matrices(n, d):
                yield {"M": H}


@claims.instances(
    "crystal.def3.degree", where="Section 2, after Definition 3",
    statement="G(M) is regular of degree 2n, that is, any node has 2n different neighbours",
    params=_degree_domain, size=lambda M: _hnf_size(M), expect="refuted", erratum="boundary",
    witness={'M': ((1,),)},
    notes="Counted on the simple graph.  Smallest counterexample: G((1)) (n = 1, one "
          "vertex, e_1 ≡ 0): printed 2 neighbours, computed 0.  Also PC(2) has degree 3 "
          "and PC(1) degree 0: ±e_i coincide or vanish when a side is <= 2.")
def _(M):
    return 2 * len(M), LatticeGraph(M).degree


@claims.instances(
    "crystal.def3.degree.crystals", where="Section 2, after Definition 3 (corrected)",
    statement="PC(a) has 6 different neighbours iff a >= 3; FCC(a) and BCC(a) iff a >= 2",
    params=lambda: ({"fam": f, "a": a} for a in range(1, 9) for f in ("PC", "FCC", "BCC")),
    size=lambda fam, a: 4 * a**3, corrects="crystal.def3.degree")
def _(fam, a):
    threshold = 3 if fam == "PC" else 2
    return a >= threshold, graph(f"{fam}({a})").degree == 6


def _torus_by_definition(sides):
    """Definition 4: vertices 0 <= x_i < a_i, adjacent iff they differ in exactly one
    coordinate i with x_i ≡ y_i ± 1 (mod a_i)."""
    verts = list(itertools.product(*(range(s) for s in sides)))
    E = set()
    for x in verts:
        for y in verts:
            diff = [i for i in range(len(sides)) if x[i] != y[i]]
            if len(diff) == 1:
                i = diff[0]
                if (x[i] - y[i] - 1) % sides[i] == 0 or (x[i] - y[i] + 1) % sides[i] == 0:
                    E.add(frozenset((x, y)))
    return E


@claims.instances(
    "crystal.thm5", where="Theorem 5",
    statement="The torus graph T(a_1,...,a_n) is isomorphic to G(diag(a_1,...,a_n))",
    params=lambda: ({"sides": s} for n in (1, 2, 3)
                    for s in itertools.product(range(1, 6), repeat=n)),
    size=lambda sides: math.prod(sides),
    notes="Edge sets compared label by label (the identity map is the isomorphism); the "
          "torus is built from Definition 4 directly.")
def _(sides):
    g = LatticeGraph([[s if i == j else 0 for j in range(len(sides))]
                      for i, s in enumerate(sides)])
    return _torus_by_definition(sides), _label_edges(g)


def _unimodular(n: int, entries) -> np.ndarray:
    """Every n x n integer matrix with entries in ``entries`` and determinant ±1
    (exact integer determinants, symmetry.batch_adjugate)."""
    Ps = np.array(list(itertools.product(entries, repeat=n * n)), dtype=np.int64)
    Ps = Ps.reshape(-1, n, n)
    return Ps[np.abs(symmetry.batch_adjugate(Ps)[1]) == 1]


#: small non-Hermite generators: RTT-like 2D, FCC(1) and BCC(1) as printed, a 3D one
_SMALL_NONHNF = (((5, 2), (1, 3)), ((1, 1, 0), (1, 0, 1), (0, 1, 1)),
                 ((-1, 1, 1), (1, -1, 1), (1, 1, -1)), ((2, 1, 0), (-1, 3, 1), (0, 2, 2)))


@claims.instances(
    "crystal.def6.right_equivalent_isomorphic", where="Definition 6 ([16])",
    statement="If M1 ≅ M2 (M1 = M2 P, P unimodular) then G(M1) and G(M2) are isomorphic",
    params=lambda: ({"M": M} for M in _SMALL_NONHNF),
    size=lambda M: abs(intmat.determinant(M)) ** len(M) * (2000 if len(M) == 3 else 120),
    notes="Exhaustive over a finite domain (no sampling): for each listed M (non-Hermite; "
          "FCC(1) and BCC(1) as printed) and EVERY unimodular P with entries in -2..2 "
          "(n = 2) or -1..1 (n = 3), the congruence relations of M and M·P (Definition 2, "
          "from adjugates) partition the box [0, |det M|)^n, which meets every class, in the "
          "same way; then the vertex sets Z^n/MZ^n and Z^n/MPZ^n coincide and Definition 3 "
          "gives the same graph (the identity is the isomorphism).  Computed: the P where "
          "the partitions differ.  The proof for every P: P^-1 = ±adj(P) is integral, so "
          "M·P·Z^n = M·Z^n.  size: box points times the number of P.")
def _(M):
    n, d = len(M), abs(intmat.determinant(M))
    def code(K):                                           # a class key as one integer
        return (K * d ** np.arange(n)).sum(axis=-1)
    mine = code(_class_keys(M, d))
    Ps = _unimodular(n, range(-2, 3) if n == 2 else range(-1, 2))
    adj, det = symmetry.batch_adjugate(np.array(M, dtype=np.int64) @ Ps)
    box = np.array(list(itertools.product(range(d), repeat=n)), dtype=np.int64)
    theirs = code(np.einsum("bj,kij->kbi", box, adj) % np.abs(det)[:, None, None])

    def distinct(rows):                                    # distinct values per row
        return 1 + (np.diff(np.sort(rows, axis=1), axis=1) != 0).sum(axis=1)
    same = (distinct(theirs) == len(np.unique(mine))) & \
        (distinct(mine[None, :] * d**n + theirs) == len(np.unique(mine)))
    return [], [P.tolist() for P in Ps[~same]]


@claims.instances(
    "crystal.sec2.gauss", where="Section 2, after Definition 6",
    statement="M ≅ [[B, c], [0, a]] with a > 0, and |det M| = |det B|·a",
    params=lambda: ({"M": M} for M in _NONHNF),
    size=lambda M: abs(intmat.determinant(M)))
def _(M):
    H, U = intmat.hermite_form(M)
    n = len(M)
    ok = H == sp.ImmutableMatrix(M) * U and abs(U.det()) == 1 and all(H[n - 1, j] == 0
                                                                     for j in range(n - 1))
    B = H[: n - 1, : n - 1] if n > 1 else sp.Matrix([[1]])
    return (True, abs(intmat.determinant(M))), (bool(ok), abs(B.det()) * H[n - 1, n - 1])


@claims.instances(
    "crystal.def7.copies", where="Section 2, Definition 7 and the paragraph before it",
    statement="G(B) is isomorphic to the subgraph of G(M) generated by ±e_1..±e_{n-1}; "
              "G(M) is composed of a disjoint copies of its projection G(B)",
    params=lambda: _small_hnfs(3, 12), size=lambda M: _hnf_size(M),
    notes="The subgraph of edges ±e_i, i < n, has a components, each equal (as labelled "
          "graph, last coordinate fixed) to G(B).")
def _(M):
    g = LatticeGraph(M)
    n = g.dimension
    B = LatticeGraph([list(r[: n - 1]) for r in g.hnf[: n - 1]])
    eB = _label_edges(B)
    X = g.labels()
    copies: dict = {}
    for i in range(n - 1):
        Y = X.copy()
        Y[:, i] += 1
        Y = g.reduce(Y)
        for x, y in zip(X.tolist(), Y.tolist()):
            if x != y:
                copies.setdefault(x[-1], set()).add(frozenset((tuple(x), tuple(y))))
                assert x[-1] == y[-1]
    ok = all({frozenset(v[:-1] for v in e) for e in copies.get(k, set())} == eB
             for k in range(g.side))
    return (g.side, True), (len({x[-1] for x in X.tolist()}), ok)


def _order_domain():
    """The crystal generators as printed (a = 1, 2: FCC's has a negative determinant),
    then every 3x3 Hermite form of determinant <= 8, with three vectors x each."""
    mats = [tuple(map(tuple, _crystal_matrix(f, a))) for a in (1, 2) for f in ("PC", "FCC", "BCC")]
    mats += [M["M"] for M in _small_hnfs(3, 8)]
    return ({"M": M, "x": x} for M in mats for x in ((0, 0, 1), (1, 1, 1), (2, -1, 3)))


def _order_by_formula(M, x, absolute: bool) -> int:
    """det(M) / gcd(det(M), gcd(det(M)·M^-1·x)) exactly (det(M)·M^-1 = adj(M)), with
    |det M| in place of det(M) when ``absolute``."""
    adj, det = symmetry.adjugate(M)
    w = [int(t) for t in adj.astype(object) @ np.array(x, dtype=object)]
    d = abs(det) if absolute else det
    return d // math.gcd(d, math.gcd(*w))


def _order_brute_force(M, x) -> int:
    """The smallest k >= 1 with k·x ≡ 0 (mod M)."""
    k, v = 1, np.array(x)
    while intmat.reduce(M, k * v).any():
        k += 1
    return k


@claims.instances(
    "crystal.sec2.order_formula", where="Section 2, formula for ord(x) ([16])",
    statement="ord(x) = det(M) / gcd(det(M), gcd(det(M) M^-1 x))",
    params=_order_domain, size=lambda M, x: abs(intmat.determinant(M)),
    expect="refuted", erratum="slip", witness={"M": ((1, 1, 0), (1, 0, 1), (0, 1, 1)), "x": (0, 0, 1)},
    notes="The printed formula evaluated literally (det(M)·M^-1 = adj(M), exact) against "
          "brute force (the smallest k >= 1 with k·x ≡ 0 mod M).  With det(M) < 0 it gives a "
          "negative number: the FCC generator as printed in Section 3.2, "
          "[[a,a,0],[a,0,a],[0,a,a]], has det = -2a^3, and at a = 1, x = e_3 the formula "
          "gives -2 where the order is 2.  It holds on every Hermite form (det > 0).  A "
          "notation slip (the paper writes |det(M)| elsewhere, Sections 2 and 3.2): "
          "corrected by crystal.sec2.order_formula.abs.")
def _(M, x):
    return _order_by_formula(M, x, absolute=False), _order_brute_force(M, x)


@claims.instances(
    "crystal.sec2.order_formula.abs", where="Section 2, formula for ord(x) (corrected)",
    statement="ord(x) = |det M| / gcd(|det M|, gcd(|det M| M^-1 x))",
    params=_order_domain, size=lambda M, x: abs(intmat.determinant(M)),
    corrects="crystal.sec2.order_formula",
    notes="The formula with |det M| evaluated literally against brute force; the library's "
          "intmat.element_order implements this form.")
def _(M, x):
    return _order_by_formula(M, x, absolute=True), _order_brute_force(M, x)


@claims.instances(
    "crystal.sec2.parallel_cycles", where="Section 2 (before Example 9) and Section 5.1",
    statement="The copies of G(B) are joined by |det M|/ord(e_n) parallel cycles of length "
              "ord(e_n); each cycle has ord(e_n)/a vertices in each copy",
    params=lambda: _small_hnfs(3, 12), size=lambda M: _hnf_size(M))
def _(M):
    g = LatticeGraph(M)
    n, N, a = g.dimension, g.order, g.side
    o = g.element_order([0] * (n - 1) + [1])
    X = g.labels()
    Y = X.copy()
    Y[:, -1] += 1
    nxt = intmat.labels_to_indices(g.hnf, g.reduce(Y))
    seen = np.zeros(N, dtype=bool)
    cycles = []
    for s in range(N):
        if seen[s]:
            continue
        c, v = [], s
        while not seen[v]:
            seen[v] = True
            c.append(v)
            v = int(nxt[v])
        cycles.append(c)
    per_copy = {int(np.bincount(X[c, -1], minlength=a).min()) for c in cycles} | \
               {int(np.bincount(X[c, -1], minlength=a).max()) for c in cycles}
    return ((N // o, {o}, {o // a}),
            (len(cycles), {len(c) for c in cycles}, per_copy))


def _rtt_by_definition(a: int) -> set:
    """RTT(a) of [7]: a 2a x a grid, horizontal wrap-around, vertical wrap-around
    twisted by a columns: (x, a-1) ~ (x + a mod 2a, 0)."""
    E = set()
    for x in range(2 * a):
        for y in range(a):
            E.add(frozenset(((x, y), ((x + 1) % (2 * a), y))))
            E.add(frozenset(((x, y), (x, y + 1) if y < a - 1 else ((x + a) % (2 * a), 0))))
    return {e for e in E if len(e) == 2}


@claims.instances(
    "crystal.ex9.rtt_matrix", where="Example 9",
    statement="RTT(a), the 2a x a rectangular twisted torus with twist a of [7], is "
              "generated by H = [[2a, a], [0, a]]",
    params={"a": range(1, 13)}, size=lambda a: 2 * a * a,
    notes="RTT built from [7]'s description (grid, twist of a columns); labelled edge "
          "sets compared.")
def _(a):
    return _rtt_by_definition(a), _label_edges(rtt(a))


@claims.instances(
    "crystal.ex9.structure", where="Example 9",
    statement="The projection of RTT(a) over e_2 is a cycle of 2a nodes; a disjoint "
              "copies; ord(e_2) = 2a; a parallel cycles of length 2a, each with two "
              "vertices of each projection",
    params={"a": range(1, 13)}, size=lambda a: 2 * a * a)
def _(a):
    g = rtt(a)
    o = g.element_order([0, 1])
    return ((2 * a,), a, 2 * a, g.order // o, o // g.side), \
        (g.projection().hnf[0], g.side, o, a, 2)


@claims.exhaustive(
    "crystal.ex10.structure", where="Example 10",
    statement="G([[4,0,0],[0,4,2],[0,0,4]]): projection T(4,4); 4 disjoint copies joined "
              "by cycles of length 8; each cycle meets each copy in two vertices",
    params={"M": [((4, 0, 0), (0, 4, 2), (0, 0, 4))]})
def _(M):
    g = LatticeGraph(M)
    o = g.element_order([0, 0, 1])
    return (((4, 0), (0, 4)), 4, 8, 2), (g.projection().hnf, g.side, o, o // g.side)


_EX10 = ((4, 0, 0), (0, 4, 2), (0, 0, 4))


def _wrap_shifts(H, j: int) -> set:
    """Offsets of the wrap-around links of dimension j (0-based) of G(H): for every
    label x with x_j = H_jj - 1, the neighbour y = x + e_j reduced has y_j = 0, and the
    offset is (y_i - x_i mod H_ii for i != j)."""
    g = LatticeGraph(H)
    X = g.labels()
    X = X[X[:, j] == g.hnf[j][j] - 1]
    Y = X.copy()
    Y[:, j] += 1
    Y = g.reduce(Y)
    diag = np.array([g.hnf[i][i] for i in range(g.dimension)])
    off = np.delete((Y - X) % diag, j, axis=1)
    return {tuple(r) for r in off.tolist()}


@claims.instances(
    "crystal.ex10.twists", where="Example 10",
    statement="Wrap-around links in e_1 always remain horizontal (the n-1 zeros in the first "
              "column of any Hermite matrix); wrap-around links in e_2 can undergo only a twist "
              "over e_1 of m_12 units; in Example 10, e_2 links remain vertical (m_12 = 0) and "
              "e_3 links get no twist over e_1 (m_13 = 0) and a twist of 2 units over e_2 "
              "(m_23 = 2)",
    params=lambda: ({"M": M} for M in [H["M"] for H in _small_hnfs(3, 12)] + [_EX10]),
    size=lambda M: _hnf_size(M),
    notes="Every 3x3 Hermite form of determinant <= 12, and Example 10's matrix.  For the "
          "wrap-around links of each dimension (crystal._wrap_shifts): the offsets they give "
          "the other coordinates, modulo the sides.  A twist of m units is read as the offset "
          "-m (mod the side): the link from the top face lands m units back, e.g. "
          "(x, 3, z) -> (x - m_12, 0, z).  Printed: e_1 offsets {(0, 0)}; e_2 offsets "
          "{(-m_12 mod m_11, 0)}; for Example 10 also e_3 offsets {(-m_13 mod 4, -m_23 mod "
          "4)} = {(0, 2)}.  (In general the e_1 offset of an e_3 link is not just -m_13: "
          "reducing the e_2 coordinate adds multiples of m_12; the text only says such links "
          "'can undergo twists over both'.)")
def _(M):
    H = LatticeGraph(M).hnf
    printed = [{(0, 0)}, {((-H[0][1]) % H[0][0], 0)}]
    computed = [_wrap_shifts(H, 0), _wrap_shifts(H, 1)]
    if M == _EX10:
        printed.append({((-H[0][2]) % H[0][0], (-H[1][2]) % H[1][1])})
        computed.append(_wrap_shifts(H, 2))
    return printed, computed


def _joining_generators(H) -> list[int]:
    """The i (1-based) whose cycle <e_i> leaves the copy of the projection through 0
    (changes the last coordinate)."""
    g = LatticeGraph(H)
    n = g.dimension
    return [i + 1 for i in range(n) if g.reduce([int(k == i) for k in range(n)])[-1] != 0]


@claims.exhaustive(
    "crystal.fig2", where="Figure 2 (caption)",
    statement="The cycle <e_e> joining by the disjoint copies of the projection",
    params={"M": [_EX10]}, expect="refuted", erratum="slip", witness={"M": _EX10},
    notes="As printed the caption names the generator e_e, which is no generator of this "
          "3D lattice graph (a typo, or PDF-conversion noise in this text).  Printed: the "
          "index 'e'; computed: the indices of the generators whose cycle leaves the copy "
          "of the projection G([[4,0],[0,4]]) through 0, i.e. [3].  Corrected: crystal.fig2.corrected.")
def _(M):
    return ["e"], _joining_generators(M)


@claims.exhaustive(
    "crystal.fig2.corrected", where="Figure 2 (caption, corrected)",
    statement="The cycle <e_3> joins the 4 disjoint copies of the projection G([[4,0],[0,4]]) "
              "of Example 10's graph: it has length 8 and meets each copy in two vertices",
    params={"M": [_EX10]}, corrects="crystal.fig2",
    notes="The cycle through 0 walked step by step (x -> x + e_3 reduced), its vertices "
          "counted per copy (last coordinate).")
def _(M):
    g = LatticeGraph(M)
    walk, v = [], np.zeros(3, dtype=np.int64)
    while True:
        walk.append(tuple(int(t) for t in v))
        v = g.reduce(v + np.array([0, 0, 1]))
        if not v.any():
            break
    per_copy = sorted(np.bincount([w[2] for w in walk], minlength=g.side).tolist())
    return ([3], 8, [2, 2, 2, 2]), (_joining_generators(M), len(walk), per_copy)


@claims.instances(
    "crystal.sec2.projection_any_axis", where="Section 2, after Example 10",
    statement="Swapping rows i and n gives an automorphic (isomorphic) graph, so one can "
              "project over any e_i",
    params=lambda: _small_hnfs(3, 10), size=lambda M: _hnf_size(M),
    notes="G(M) and G(PM) (P the row swap) compared with pynauty.")
def _(M):
    g = LatticeGraph(M)
    swapped = LatticeGraph([M[0], M[2], M[1]])
    return _cert(g), _cert(swapped)


@claims.instances(
    "crystal.sec2.projection_commute", where="Section 2, after Example 10",
    statement="Projecting over e_i then e_j gives the same graph as over e_j then e_i",
    params=lambda: _small_hnfs(3, 10), size=lambda M: _hnf_size(M),
    notes="Both orders for the pair {e_1, e_2} of every 3x3 Hermite form; the results "
          "are the same 1D lattice (equal Hermite forms).")
def _(M):
    g = LatticeGraph(M)
    # projection(i) swaps rows i and n first: after projecting over e_1 the
    # coordinates are (e_3, e_2); after projecting over e_2 they are (e_1, e_3).
    first = g.projection(1).projection(2).hnf      # e_1, then e_2
    second = g.projection(2).projection(1).hnf     # e_2, then e_1
    return first, second


@claims.instances(
    "crystal.fig1", where="Figure 1",
    statement="Two perpendicular cycles of length 8 in RTT(4)",
    params={"a": [4]}, size=lambda a: 2 * a * a,
    notes="The cycles generated by e_1 and by e_2 in RTT(4) have length ord(e_i) = 8.")
def _(a):
    g = rtt(a)
    return (8, 8), (g.element_order([1, 0]), g.element_order([0, 1]))
