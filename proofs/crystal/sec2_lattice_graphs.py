"""Claims of paper ``crystal``: Section 2, Lattice Graphs.

Camarero, Martínez, Beivide, *Symmetric Interconnection Networks from Cubic Crystal
Lattices*.  The conventions and what is not registered are in
``crystal/__init__.py``; the errata are generated (``latticegraph table errata``).
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
from ._common import _cert, _crystal_matrix, _hnf_size, _label_edges, _nx_cert, _small_hnfs

#: Section 2's standing assumption (after Definition 3), inherited by every claim of the section
_NONSINGULAR = ("Section 2: M is a non-singular square integral matrix ('From here onwards, all "
                "matrices will be considered to be non-singular')")
#: the graph convention of the project (Definition 3 read as a simple graph)
_SIMPLE = ("Definition 3 read as a simple graph: a pair of opposite generators or a generator "
           "congruent to 0 gives one link or none (read literally, e_i ≡ 0 gives a loop)")


def _degrees(g: LatticeGraph) -> set[int]:
    """The degrees of all vertices of the built simple graph (from its edge list)."""
    E = g.edge_array()
    return set(np.bincount(E.reshape(-1), minlength=g.order).tolist())


def _successor_cycles(g: LatticeGraph, i: int) -> list[list[int]]:
    """The cycles of the permutation x -> x + e_i (0-based i) of the labels of G(M), walked."""
    X = g.labels()
    Y = X.copy()
    Y[:, i] += 1
    nxt = intmat.labels_to_indices(g.hnf, g.reduce(Y))
    seen = np.zeros(g.order, dtype=bool)
    cycles = []
    for s in range(g.order):
        if seen[s]:
            continue
        c, v = [], s
        while not seen[v]:
            seen[v] = True
            c.append(v)
            v = int(nxt[v])
        cycles.append(c)
    return cycles


def _components(g: LatticeGraph, dims) -> list[list[int]]:
    """Vertex sets (indices) of the components of the spanning subgraph of G(M) whose edges
    are the +-e_i links, i in ``dims`` (0-based), found by union-find on the built graph."""
    X = g.labels()
    parent = list(range(g.order))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for i in dims:
        Y = X.copy()
        Y[:, i] += 1
        for u, v in enumerate(intmat.labels_to_indices(g.hnf, g.reduce(Y)).tolist()):
            parent[find(u)] = find(v)
    comps: dict = {}
    for v in range(g.order):
        comps.setdefault(find(v), []).append(v)
    return list(comps.values())


def _subgraph_edges(g: LatticeGraph, dims, vertices=None) -> set:
    """Labelled edges of the +-e_i links, i in ``dims``, of G(M) (optionally only those with
    both ends in ``vertices``, given as indices)."""
    X = g.labels()
    L = [tuple(int(t) for t in r) for r in X]
    keep = None if vertices is None else set(vertices)
    E = set()
    for i in dims:
        Y = X.copy()
        Y[:, i] += 1
        for u, v in enumerate(intmat.labels_to_indices(g.hnf, g.reduce(Y)).tolist()):
            if u != v and (keep is None or (u in keep and v in keep)):
                E.add(frozenset((L[u], L[v])))
    return E


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


def _circulant_failures(mods, generating_only: bool) -> list:
    """The sets S (k <= 3 elements for groups of order <= 8, k <= 2 above) for which the lattice
    graph of the relation lattice of S, mapped to the group by x -> sum x_i g_i, is not a
    bijection onto the group carrying its edges onto those of Cay(Z_mods, ±S) built directly;
    with ``generating_only`` the sets that do not generate the group are left out."""
    G = _abelian_group(mods)
    bad = []
    for k in range(1, 4 if len(G) <= 8 else 3):
        for S in itertools.combinations([g for g in G if any(g)], k):
            cayley = _cayley_edges(G, S, mods)
            if generating_only and not _connected(G, cayley):
                continue                                  # S does not generate the group
            lat = LatticeGraph(_circulant_lattice(S, mods))
            phi = {tuple(x): tuple(sum(xi * g[r] for xi, g in zip(x, S)) % mods[r]
                                   for r in range(len(mods)))
                   for x in lat.labels().tolist()}
            mapped = {frozenset(phi[v] for v in e) for e in _label_edges(lat)}
            if len(set(phi.values())) != len(G) or mapped != cayley:
                bad.append(S)
    return bad


_CONNECTED = ("[16] / Section 2: a multidimensional circulant is a Cayley graph Cay(G, ±S) of "
              "a finite Abelian group G with S generating G (a connected graph)")


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
          "Computed: the generating sets where it fails.  size: the vertices built.  A set "
          "that does not generate G gives a disconnected circulant, which no lattice graph is "
          "(the e_i generate Z^n/MZ^n): ...any_set (refuted).  The converse, every lattice "
          "graph is such a Cayley graph: ...part2.",
    premises=(_CONNECTED,),
    reading="multidimensional circulant = Cayley graph of a generating set (connected)",
    readings=("crystal.sec2.circulants.any_set",),
    parts=("crystal.sec2.circulants.part2",))
def _(mods):
    return [], _circulant_failures(mods, generating_only=True)


@claims.instances(
    "crystal.sec2.circulants.any_set", where="Section 2, opening paragraphs ([16])",
    statement="Any multidimensional circulant (Cayley graph over a finite Abelian group) can "
              "be transformed into a lattice graph",
    params=lambda: ({"mods": m} for m in ((2,), (3,), (4,), (5,), (6,), (2, 2))),
    size=lambda mods: _circulant_size(math.prod(mods)),
    expect="refuted", erratum="boundary", witness={"mods": (4,)},
    notes="Every set S of non-zero elements, generating or not.  Fails for the sets that do "
          "not generate the group: smallest Z_4 with S = {2}, Cay(Z_4, ±{2}) = 2 K2 is "
          "disconnected while every lattice graph is connected.  Only disconnected circulants "
          "fail; generating sets: crystal.sec2.circulants (verified).",
    reading="multidimensional circulant = Cayley graph of any set, generating or not",
    readings=("crystal.sec2.circulants",),
    parts=("crystal.sec2.circulants.part2",))
def _(mods):
    return [], _circulant_failures(mods, generating_only=False)


@claims.instances(
    "crystal.sec2.circulants.part2", where="Section 2, opening paragraphs ([16])",
    statement="Hence, the study presented in this section is devoted, in fact, to the family of "
              "Cayley graphs over finite Abelian groups (every lattice graph is a Cayley graph "
              "of the finite Abelian group Z^n/MZ^n)",
    params=lambda: ([{"M": M} for M in _SMALL_NONHNF] + list(_small_hnfs(2, 12))
                    + list(_small_hnfs(3, 6))),
    size=lambda M: abs(intmat.determinant(M)),
    notes="The group built without Hermite forms: v -> adj(M)·v mod |det M| embeds "
          "Z^n/MZ^n in (Z_|det M|)^n (v ≡ w iff adj(M)(v - w) ≡ 0); the Cayley graph of its "
          "image with generators ±adj(M)·e_i is built on the group and compared, through "
          "that map, with the library's lattice graph (labelled edges).  Printed: a "
          "bijection carrying edges onto edges.",
    premises=(_NONSINGULAR, _SIMPLE),
    parts=("crystal.sec2.circulants", "crystal.sec2.circulants.any_set"))
def _(M):
    adj, det = symmetry.adjugate(M)
    d, A = abs(det), adj.astype(np.int64)
    g = LatticeGraph(M)
    X = g.labels()
    key = {tuple(int(t) for t in x): tuple(int(t) for t in (A @ x) % d) for x in X}
    group = set(key.values())
    gens = [tuple(int(t) for t in A[:, i] % d) for i in range(len(M))]
    cayley = set()
    for x in group:
        for s in gens:
            y = tuple((a + b) % d for a, b in zip(x, s))
            if y != x:
                cayley.add(frozenset((x, y)))
    mapped = {frozenset(key[v] for v in e) for e in _label_edges(g)}
    return (d, True), (len(group), mapped == cayley)


_NONHNF = [
    ((3, 3, 0), (3, 0, 3), (0, 3, 3)),
    ((-2, 2, 2), (2, -2, 2), (2, 2, -2)),
    ((5, 2), (1, 3)),
    ((1, -1, -1, -1), (1, 1, -1, 1), (1, 1, 1, -1), (1, -1, 1, 1)),
    ((2, 1, 0), (-1, 3, 1), (0, 2, 2)),
]


#: unimodular (and sign-reversed) generators: one class, one vertex
_DEGENERATE = (((1,),), ((-1,),), ((2, 1), (1, 1)))


def _class_keys(M, side: int) -> np.ndarray:
    """Definition 2 on the box [0, side)^n: row k is a key of the class of the k-th
    point (v ≡ w mod M iff M^-1 (v - w) is integral iff adj(M)·v ≡ adj(M)·w mod det M)."""
    adj, det = symmetry.adjugate(M)
    box = np.array(list(itertools.product(range(side), repeat=len(M))), dtype=np.int64)
    return (box @ adj.astype(np.int64).T) % abs(det)


@claims.instances(
    "crystal.def2.order", where="Section 2, after Definition 2",
    statement="Z^n/MZ^n has |det(M)| elements",
    params=lambda: ({"M": M} for M in _DEGENERATE + tuple(_NONHNF)),
    size=lambda M: abs(intmat.determinant(M)),
    notes="Counted from the definition: the classes of the box [0, |det M|)^n (which meets "
          "every class: |det M|·e_i = M·adj(M)·e_i up to sign), where v ≡ w iff "
          "M^-1 (v - w) is integral, i.e. adj(M)·v ≡ adj(M)·w (mod det M).  The degenerate "
          "unimodular (1), (-1), [[2,1],[1,1]] (one class) come first.  For every M: Smith "
          "normal form, Z^n/MZ^n ≅ ⊕ Z_{d_i} with ∏ d_i = |det M|.",
    premises=(_NONSINGULAR,))
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
    notes="The degree of every vertex counted on the edge list of the built simple graph "
          "(printed: {2n}).  Smallest counterexample: G((1)) (n = 1, one vertex, e_1 ≡ 0): "
          "printed 2 neighbours, computed 0.  Also PC(2) has degree 3 and PC(1) degree 0: "
          "±e_i coincide or vanish when a side is <= 2; the degree is 2n exactly when the 2n "
          "vectors ±e_i are pairwise incongruent and non-zero mod M.  The first part of the "
          "sentence (regular) holds: ...regular.",
    premises=(_NONSINGULAR, _SIMPLE),
    parts=("crystal.def3.degree.regular",))
def _(M):
    return {2 * len(M)}, _degrees(LatticeGraph(M))


@claims.instances(
    "crystal.def3.degree.regular", where="Section 2, after Definition 3",
    statement="G(M) is regular [of degree 2n]",
    params=_degree_domain, size=lambda M: _hnf_size(M),
    notes="Every vertex's degree counted on the edge list of the built simple graph: one "
          "value (every Hermite form with n <= 3 and det <= 8).  For every M: a Cayley graph "
          "(translations are automorphisms).",
    premises=(_NONSINGULAR, _SIMPLE),
    parts=("crystal.def3.degree",))
def _(M):
    return 1, len(_degrees(LatticeGraph(M)))


@claims.instances(
    "crystal.def3.degree.crystals", where="Section 2, after Definition 3 (corrected)",
    statement="PC(a) has 6 different neighbours iff a >= 3; FCC(a) and BCC(a) iff a >= 2",
    params=lambda: ({"fam": f, "a": a} for a in range(1, 9) for f in ("PC", "FCC", "BCC")),
    size=lambda fam, a: 4 * a**3, corrects="crystal.def3.degree",
    notes="Every vertex's degree counted on the edge list of the built graph (PC(a): 0, 3, 6 "
          "for a = 1, 2, 3; FCC(a): 1, 6; BCC(a): 3, 6 for a = 1, 2).  For a > 8: ±e_i are "
          "distinct and non-zero mod the lattice once its shortest non-zero vector has "
          "1-norm >= 3, true for PC(a >= 3), FCC(a >= 2), BCC(a >= 2).",
    premises=(_NONSINGULAR, _SIMPLE, "Section 3: the side a of a crystal is a positive integer"))
def _(fam, a):
    threshold = 3 if fam == "PC" else 2
    return a >= threshold, _degrees(graph(f"{fam}({a})")) == {6}


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
          "torus is built from Definition 4 directly; every side tuple in 1..5, n <= 3.  "
          "Simple graphs: with a side a_i = 1, Definition 3 read literally makes every vertex "
          "adjacent to itself (v - v = 0 ≡ e_i), while Definition 4 gives no loop; dropping "
          "loops, the two agree for every side.",
    premises=(_SIMPLE,))
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
          "M·P·Z^n = M·Z^n.  size: box points times the number of P.",
    premises=(_NONSINGULAR,))
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
    size=lambda M: abs(intmat.determinant(M)),
    notes="The library's Hermite form H = M·U (U unimodular, checked) has a zero last row "
          "but for a = H_nn > 0, and |det B|·a = |det M|.  The sentence's other parts: "
          "column (unimodular) elimination keeps the graph (crystal.def6.right_equivalent_"
          "isomorphic) and G(B) is the subgraph generated by ±e_1..±e_{n-1} "
          "(crystal.def7.copies).  'Gaussian elimination' means integral unimodular column "
          "operations: scaling a column by a non-unit changes the lattice.",
    premises=(_NONSINGULAR,),
    parts=("crystal.def6.right_equivalent_isomorphic", "crystal.def7.copies"))
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
          "graph, last coordinate fixed) to G(B).  Read as a spanning decomposition (the "
          "copies with the ±e_n cycles 'completing the adjacency pattern'); the copies as "
          "induced subgraphs: ...induced (fails at side a = 1).",
    premises=(_NONSINGULAR, _SIMPLE),
    reading="the copies are the components of the subgraph of the ±e_1..±e_{n-1} links",
    readings=("crystal.def7.copies.induced",),
    parts=("crystal.sec2.gauss",))
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


@claims.instances(
    "crystal.def7.copies.induced", where="Section 2, Definition 7 and the paragraph before it",
    statement="G(M) is composed of a disjoint copies of its projection G(B) (each copy the "
              "subgraph of G(M) induced by its vertices)",
    params=lambda: list(_small_hnfs(2, 12)) + list(_small_hnfs(3, 8)),
    size=lambda M: _hnf_size(M), expect="refuted", erratum="boundary",
    witness={"M": ((4, 2), (0, 1))},
    notes="For each coset of <e_1..e_{n-1}> (a fixed last Hermite coordinate, a components of "
          "the ±e_1..±e_{n-1} links, crystal._components), every link of the built G(M) with "
          "both ends in it, compared (last coordinate dropped) with the edges of G(B).  Fails "
          "only at side a = 1, where the ±e_n links lie inside the single copy: smallest "
          "G([[4,2],[0,1]]) (e_2 ≡ -2e_1) is K4, its projection G((4)) is C4.  For a >= 2 a "
          "±e_n link joins two different cosets.",
    premises=(_NONSINGULAR, _SIMPLE),
    reading="the copies are the subgraphs induced by the cosets of <e_1..e_{n-1}>",
    readings=("crystal.def7.copies",))
def _(M):
    g = LatticeGraph(M)
    n = g.dimension
    eB = _label_edges(LatticeGraph([list(r[: n - 1]) for r in g.hnf[: n - 1]]))
    E = _label_edges(g)
    comp_of = {}
    for k, c in enumerate(_components(g, range(n - 1))):
        for v in c:
            comp_of[tuple(int(t) for t in g.labels()[v])] = k
    induced: dict = {k: set() for k in set(comp_of.values())}
    for e in E:
        u, v = tuple(e)
        if comp_of[u] == comp_of[v]:
            induced[comp_of[u]].add(frozenset((u[:-1], v[:-1])))
    comps = induced
    return (g.side, True), (len(comps), all(x == eB for x in induced.values()))


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
          "corrected by crystal.sec2.order_formula.abs.",
    premises=(_NONSINGULAR,),
    reading="det(M) as printed (signed)",
    readings=("crystal.sec2.order_formula.abs",))
def _(M, x):
    return _order_by_formula(M, x, absolute=False), _order_brute_force(M, x)


@claims.instances(
    "crystal.sec2.order_formula.abs", where="Section 2, formula for ord(x) (corrected)",
    statement="ord(x) = |det M| / gcd(|det M|, gcd(|det M| M^-1 x))",
    params=_order_domain, size=lambda M, x: abs(intmat.determinant(M)),
    corrects="crystal.sec2.order_formula",
    notes="The formula with |det M| evaluated literally against brute force; the library's "
          "intmat.element_order implements this form.  Also the reading of the printed "
          "formula with det(M) standing for the order |det M| (as in 'the order of G(M)').",
    premises=(_NONSINGULAR,),
    reading="det(M) read as |det M|",
    readings=("crystal.sec2.order_formula",))
def _(M, x):
    return _order_by_formula(M, x, absolute=True), _order_brute_force(M, x)


@claims.instances(
    "crystal.sec2.parallel_cycles", where="Section 2 (before Example 9) and Section 5.1",
    statement="The copies of G(B) are joined by |det M|/ord(e_n) parallel cycles of length "
              "ord(e_n); each cycle has ord(e_n)/a vertices in each copy",
    params=lambda: _small_hnfs(3, 12), size=lambda M: _hnf_size(M),
    notes="The cycles of x -> x + e_n walked on the labels of the built graph, counted, "
          "measured and split by copy (last coordinate), against the printed counts with "
          "ord(e_n) from intmat.element_order (itself checked against brute force by "
          "crystal.sec2.order_formula.abs).  Every 3x3 Hermite form of det <= 12, including "
          "ord(e_n) = 1 or 2, where a 'cycle' is a loop or a single link of the simple graph.",
    premises=(_NONSINGULAR,))
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


def _copies_and_cycles(g: LatticeGraph) -> tuple:
    """Counted on the built graph G(M): the number of copies of the projection (components
    of the ±e_1..±e_{n-1} links), their size, whether each equals G(B) by labels (last
    coordinate dropped), the number of ±e_n cycles, their lengths, and the sorted numbers of
    vertices each cycle has in each copy."""
    n = g.dimension
    B = LatticeGraph([list(r[: n - 1]) for r in g.hnf[: n - 1]])
    eB = _label_edges(B)
    L = [tuple(int(t) for t in r) for r in g.labels()]
    comps = _components(g, range(n - 1))
    same = all({frozenset(v[:-1] for v in e) for e in _subgraph_edges(g, range(n - 1), c)} == eB
               and len(c) == B.order for c in comps)
    comp_of = {v: k for k, c in enumerate(comps) for v in c}
    cycles = _successor_cycles(g, n - 1)
    per_copy = {tuple(sorted(np.bincount([comp_of[v] for v in c], minlength=len(comps))))
                for c in cycles}
    assert all(len({L[v][-1] for v in c}) == 1 for c in comps)
    return (len(comps), len(comps[0]), same, len(cycles), {len(c) for c in cycles}, per_copy)


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
    params={"a": range(1, 13)}, size=lambda a: 2 * a * a,
    notes="Counted on the built graph: the copies are the components of the ±e_1 links "
          "(crystal._components), each compared (labels, last coordinate dropped) with the "
          "ring G((2a)); the ±e_2 cycles are walked (crystal._successor_cycles): their number, "
          "lengths and vertices per copy.  At a = 1 RTT(1) = K2 and the 'cycles of 2 nodes' "
          "are single links (G((2)) = K2, the ring of Theorem 5's convention).",
    premises=("Example 9 ([7]): the side a of RTT(a) is a positive integer",))
def _(a):
    return (a, 2 * a, True, a, {2 * a}, {(2,) * a}), _copies_and_cycles(rtt(a))


@claims.exhaustive(
    "crystal.ex10.structure", where="Example 10",
    statement="G([[4,0,0],[0,4,2],[0,0,4]]): projection T(4,4); 4 disjoint copies joined "
              "by cycles of length 8; each cycle meets each copy in two vertices",
    params={"M": [((4, 0, 0), (0, 4, 2), (0, 0, 4))]},
    notes="Counted on the built graph: the projection's Hermite form, the components of the "
          "±e_1, ±e_2 links (4, each equal by labels to T(4,4) = G(diag(4,4))), and the ±e_3 "
          "cycles walked (8 cycles of length 8, two vertices in each copy).",
    premises=(_NONSINGULAR,))
def _(M):
    g = LatticeGraph(M)
    return (((4, 0), (0, 4)), (4, 16, True, 8, {8}, {(2, 2, 2, 2)})), \
        (g.projection().hnf, _copies_and_cycles(g))


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
    params=lambda: _small_hnfs(3, 8), size=lambda M: _hnf_size(M),
    notes="For every i = 1, 2, 3: G(M) and G(P_i M) (P_i swaps rows i and 3) compared with "
          "pynauty, and the projection over e_3 of P_i M (its Hermite form's leading 2x2 "
          "block) compared with the subgraph of the built G(M) generated by the other two "
          "generators (the component of 0 of their links, crystal._components), as Theorem "
          "11's proof uses it.  Computed: the i where either comparison fails.  Every 3x3 "
          "Hermite form of det <= 8.",
    premises=(_NONSINGULAR,))
def _(M):
    import networkx as nx
    g = LatticeGraph(M)
    bad = []
    for i in range(3):
        rows = [list(r) for r in M]
        rows[i], rows[2] = rows[2], rows[i]
        swapped = LatticeGraph(rows)
        others = [j for j in range(3) if j != i]
        zero = next(c for c in _components(g, others) if 0 in c)
        sub = _subgraph_edges(g, others, zero)
        G0 = nx.Graph()
        G0.add_nodes_from(tuple(int(t) for t in g.labels()[v]) for v in zero)
        G0.add_edges_from(tuple(e) for e in sub)
        if _cert(swapped) != _cert(g) or _nx_cert(G0) != _cert(swapped.projection()):
            bad.append(i + 1)
    return [], bad


@claims.instances(
    "crystal.sec2.projection_commute", where="Section 2, after Example 10",
    statement="Projecting over e_i then e_j gives the same graph as over e_j then e_i",
    params=lambda: _small_hnfs(3, 10), size=lambda M: _hnf_size(M),
    notes="Every pair {e_i, e_j} of every 3x3 Hermite form of det <= 10, both orders "
          "(LatticeGraph.projection); both must be the 1D lattice G((m)) with m the length of "
          "the cycle of the remaining generator e_k walked on the built graph (the subgraph "
          "generated by e_k), so the two orders are compared with an independent quantity.  "
          "Computed: the pairs where they differ.",
    premises=(_NONSINGULAR,))
def _(M):
    g = LatticeGraph(M)

    def after(first: int, j: int) -> int:
        # projection(i) swaps rows i and n (1-based) and drops the last: e_n moves to slot i
        return first if j == 3 and first != 3 else j
    bad = []
    for i, j in itertools.combinations((1, 2, 3), 2):
        k = 6 - i - j
        m = len(next(c for c in _successor_cycles(g, k - 1) if 0 in c))
        one = g.projection(i).projection(after(i, j)).hnf
        two = g.projection(j).projection(after(j, i)).hnf
        if not one == two == ((m,),):
            bad.append((i, j))
    return [], bad


@claims.instances(
    "crystal.fig1", where="Figure 1",
    statement="Two perpendicular cycles of length 8 in RTT(4)",
    params={"a": [4]}, size=lambda a: 2 * a * a,
    notes="The cycles generated by e_1 and by e_2 through 0 in RTT(4), walked on the built "
          "graph, have 8 vertices each (ord(e_i) = 8).")
def _(a):
    g = rtt(a)
    return (8, 8), tuple(len(next(c for c in _successor_cycles(g, i) if 0 in c)) for i in (0, 1))


def _lattice_key(M, d: int) -> frozenset:
    """The points of the box [0, d)^n lying in M·Z^n (adj(M)·v ≡ 0 mod det M), d = |det M|:
    the box meets every class of Z^n/MZ^n, so equal keys mean equal lattices."""
    adj, det = symmetry.adjugate(M)
    n = len(M)
    box = np.array(list(itertools.product(range(d), repeat=n)), dtype=np.int64)
    inside = ((box @ adj.astype(np.int64).T) % abs(det) == 0).all(axis=1)
    return frozenset(map(tuple, box[inside].tolist()))


#: unimodular column operations applied to each Hermite form (M·P has the same lattice)
_UNIMODULAR = {2: ([[1, 1], [0, 1]], [[0, 1], [1, 0]], [[2, 1], [1, 1]]),
               3: ([[1, 1, 0], [0, 1, 0], [0, 0, 1]], [[0, 0, 1], [1, 0, 0], [0, 1, 0]],
                   [[1, 0, 0], [-1, 1, 2], [0, 1, 1]])}


@claims.instances(
    "crystal.sec2.hermite_unique", where="Section 2, before Definition 8",
    statement="Any lattice graph can be considered to be generated by its unique Hermite matrix",
    params=lambda: [{"n": n, "d": d} for n, D in ((2, 12), (3, 6)) for d in range(1, D + 1)],
    size=lambda n, d: d ** n * len(list(symmetry.hermite_matrices(n, d))),
    notes="For every determinant d: the Hermite forms of Definition 8 (residues in [0, H_ii)) "
          "generate pairwise different lattices (uniqueness; each lattice keyed by the box "
          "points it contains, computed from adjugates, crystal._lattice_key), and the "
          "library's Hermite form of H·P, for three unimodular P, is H again (existence of "
          "the form of any right-equivalent matrix).  Printed: (number of forms, True); "
          "computed: (number of distinct lattices, whether every H·P gives back H).  size: box "
          "points times the number of forms.",
    premises=(_NONSINGULAR,))
def _(n, d):
    forms = list(symmetry.hermite_matrices(n, d))
    keys = {_lattice_key(H, d) for H in forms}
    back = all(tuple(map(tuple, intmat.hermite_form(
        (sp.Matrix(H) * sp.Matrix(P)).tolist())[0].tolist())) == tuple(map(tuple, H))
        for H in forms for P in _UNIMODULAR[n])
    return (len(forms), True), (len(keys), back)


def _grid_plus_wraps(H) -> set:
    """G(H) rebuilt from Section 2's picture (after Definition 8), without the library: the
    h_11 x ... x h_nn grid on the labels, plus, for each x with x_i = h_ii - 1, the
    wrap-around link to x + e_i - h_i (h_i the i-th column of H) brought back into the box
    by the columns h_k, k < i (back substitution)."""
    n = len(H)
    E = set()
    for x in itertools.product(*(range(H[i][i]) for i in range(n))):
        for i in range(n):
            y = list(x)
            y[i] += 1
            if y[i] == H[i][i]:
                y = [y[r] - H[r][i] for r in range(n)]
                for k in range(i - 1, -1, -1):
                    q = y[k] // H[k][k]
                    y = [y[r] - q * H[r][k] for r in range(n)]
            if tuple(y) != x:
                E.add(frozenset((x, tuple(y))))
    return E


@claims.instances(
    "crystal.sec2.grid_view", where="Section 2, after Definition 8; Section 1",
    statement="Lattice graphs [generated by a Hermite matrix] can be seen as n-dimensional "
              "spaces whose dimensions are sized by the elements in the principal diagonal of "
              "M; each column vector represents a graph dimension ... column vectors dictate "
              "the pattern of the wrap-around connections of each dimension (Section 1: "
              "multidimensional grids plus additional wrap-around links)",
    params=lambda: list(_small_hnfs(2, 12)) + list(_small_hnfs(3, 8)),
    size=lambda M: _hnf_size(M),
    notes="The grid-plus-wraps graph rebuilt from the Hermite columns (crystal._grid_plus_"
          "wraps: grid links, and the wrap of dimension i from x_i = h_ii - 1 to x + e_i - h_i "
          "reduced by the earlier columns) compared, labelled edge by edge, with the library's "
          "G(H).  Every Hermite form with n = 2, det <= 12 and n = 3, det <= 8.  The picture "
          "needs the Hermite (triangular) form the paragraph names: the diagonal of a general "
          "generator sizes nothing (FCC's printed [[a,a,0],[a,0,a],[0,a,a]] has a 0 on it).",
    premises=(_NONSINGULAR, "Section 2, after Definition 8: M in Hermite normal form "
              "('Definitions 7 and 8 allow us to consider ...')", _SIMPLE))
def _(M):
    return _grid_plus_wraps(M), _label_edges(LatticeGraph(M))
