"""Claims of paper ``crystal``: Abstract and Section 1, Introduction.

Camarero, Martínez, Beivide, *Symmetric Interconnection Networks from Cubic Crystal
Lattices*.  The conventions, the errata and what is not registered are in
``crystal/__init__.py``.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np

from latticegraph import symmetry
from latticegraph.distance import bfs_distances
from latticegraph.specs import graph
from latticegraph.topologies.lattice import LatticeGraph

from . import claims
from ._common import (_avg, _diam, _divisors, _label_edges, _not_edge_transitive, _ring_mean,
                      _torus_spec)

#: what Section 1 calls a mixed-radix torus (recorded on the claims about them)
_MIXED = ("Section 1: a mixed-radix torus is a torus whose sides are not all equal ('they have "
          "dimensions of different sizes')")
#: Section 3's convention, which governs the Section 3.4 occurrence of the statement
_LINEAR = ("Section 3: 'symmetric' means symmetric through linear automorphisms ('in this paper "
           "we will refer only to automorphisms which are linear applications ... symmetric graphs "
           "will refer to those in which there exist a linear automorphism')")
_MRNES = "crystal.intro.mixed_radix_not_edge_symmetric"


def _diag(sides) -> list[list[int]]:
    return [[s if i == j else 0 for j in range(len(sides))] for i, s in enumerate(sides)]


def _mixed_tori(lo: int, hi: int, max_order: int = 216):
    """Every mixed-radix torus with sides lo..hi (non-decreasing), n = 2, 3, order <= max_order,
    by increasing order."""
    out = [s for n in (2, 3) for s in itertools.combinations_with_replacement(range(lo, hi + 1), n)
           if len(set(s)) > 1 and math.prod(s) <= max_order]
    return [{"sides": s} for s in sorted(out, key=lambda s: (math.prod(s), len(s), s))]


@claims.exhaustive(
    "crystal.intro.k_computer", where="Section 1, p. 1",
    statement="The 88,128-node K computer ... is compatible with a 17 x 18 x 24 torus "
              "connecting 3D meshes of 12 nodes",
    params={"case": ["K"]},
    notes="Arithmetic: 17*18*24*12 nodes.  The rest of the sentence (that the K computer is "
          "built this way) is a hardware fact, not checkable from the paper.")
def _(case):
    return 88128, 17 * 18 * 24 * 12


@claims.instances(
    "crystal.intro.mixed_radix_not_edge_symmetric", where="Section 1, p. 1; Section 3.4",
    statement="Mixed-radix tori are not edge-symmetric (T(2a,a,a) and T(2a,2a,a))",
    params=lambda: ({"spec": s, "a": a} for a in range(2, 6)
                    for s in ("T(2a,a,a)", "T(2a,2a,a)")),
    size=lambda spec, a: 4 * a**3,
    expect="refuted", erratum="boundary",
    witness={'spec': 'T(2a,a,a)', 'a': 2},
    notes="Checked with the full automorphism group (pynauty) on the simple graph, on the "
          "mixed-radix tori Section 3.4 compares (T(2a,a,a), T(2a,2a,a)). "
          "Counterexample: T(4,2,2) is the 4-cube Q4 (C4 x K2 x K2) and T(4,4,2) is Q5, "
          "both edge-transitive (printed: not edge-symmetric, computed: 1 edge orbit).  Every "
          "mixed-radix torus: ...every_torus (smallest T(2,4) = Q3); Section 3's linear "
          "convention: ...linear (holds); the sentence's second part: ...part2.",
    premises=(_MIXED,),
    reading="edge-symmetric under the full automorphism group of the simple graph, for the "
            "tori of Section 3.4 (T(2a,a,a), T(2a,2a,a))",
    readings=(_MRNES + ".every_torus", _MRNES + ".linear"),
    parts=(_MRNES + ".part2",))
def _(spec, a):
    g = graph(spec.replace("2a", str(2 * a)).replace("a", str(a)))
    return False, symmetry.full_edge_orbits(g) == 1


@claims.instances(
    "crystal.intro.mixed_radix_not_edge_symmetric.a3", where="Section 1, p. 1; Section 3.4",
    statement="T(2a,a,a) and T(2a,2a,a) are not edge-symmetric for a >= 3",
    params=lambda: ({"spec": s, "a": a} for a in range(3, 8)
                    for s in ("T(2a,a,a)", "T(2a,2a,a)")),
    size=lambda spec, a: 4 * a**3,
    corrects="crystal.intro.mixed_radix_not_edge_symmetric",
    notes="Full automorphism group (pynauty): more than one edge orbit.  Every mixed-radix "
          "torus with sides >= 3: ...every_torus.a3.",
    premises=(_MIXED,))
def _(spec, a):
    g = graph(spec.replace("2a", str(2 * a)).replace("a", str(a)))
    return False, symmetry.full_edge_orbits(g) == 1


@claims.instances(
    "crystal.intro.mixed_radix_configs", where="Section 1, p. 1",
    statement="A Cray Jaguar configuration 25 x 32 x 16, a BlueGene configuration "
              "16 x 16 x 16 x 12 x 2 and the K computer's 17 x 18 x 24 torus are mixed-radix "
              "tori (dimensions of different sizes), and mixed-radix tori are not edge-symmetric",
    params=lambda: ({"sides": s} for s in ((17, 18, 24), (25, 32, 16), (16, 16, 16, 12, 2))),
    size=lambda sides: math.prod(sides),
    notes="Printed: (the sides differ, not edge-symmetric).  Computed: whether the sides "
          "differ, and whether the edges of two axes differ in an automorphism invariant "
          "(crystal._edge_invariant: the distance profile from the edge {0, e_i} and the "
          "closed walks through it up to the longest side), which proves the torus is not "
          "edge-transitive; full pynauty automorphism groups take minutes at these orders.  "
          "The BlueGene torus (98,304 vertices) runs under --max-nodes 0.",
    premises=(_MIXED,))
def _(sides):
    g = graph(_torus_spec(sides))
    return (True, True), (len(set(sides)) > 1, _not_edge_transitive(g, max(sides)))


def _torus_stats(sides) -> tuple[int, Fraction]:
    """Diameter and average distance (over N - 1) of T(sides) from its rings: distances add
    over the coordinates of a product of cycles (Theorem 5), so the diameter is the sum of
    the ring diameters and the total distance N·sum(ring mean) (rings by BFS)."""
    N = math.prod(sides)
    return (sum(m // 2 for m in sides),
            Fraction(N, N - 1) * sum((_ring_mean(m) for m in sides), Fraction(0)))


def _tori_of_order(N: int, n: int):
    """The sides a_1 <= ... <= a_n of every n-dimensional torus of order N."""
    if n == 1:
        yield (N,)
        return
    for a in _divisors(N):
        for rest in _tori_of_order(N // a, n - 1):
            if a <= rest[0]:
                yield (a,) + rest


@claims.exhaustive(
    "crystal.abstract.5d_distances", where="Abstract",
    statement="Typical 3D implementations have evolved to 5D networks, among other reasons, "
              "to reduce network distances",
    params={"sides": [(16, 16, 16, 12, 2)]}, size=lambda sides: 98304,
    notes="Read at the BlueGene configuration of Section 1, 16 x 16 x 16 x 12 x 2 (98,304 "
          "nodes): its diameter and average distance are smaller than those of every 3D "
          "torus with the same number of nodes (every factorisation; the best, T(32,48,64), "
          "has diameter 72 and average 36.0 against 31 and 15.5).  Exact, from ring "
          "distances (crystal._torus_stats, distances add over the rings of a product of "
          "cycles); the 5D torus's values and those of the best 3D torus are also computed on "
          "the distance distribution of the built graphs (BFS) and must agree.",
    reading="at the order of the paper's 5D configuration (BlueGene, Section 1)",
    readings=("crystal.abstract.5d_distances.every_order",))
def _(sides):
    five = _torus_stats(sides)
    built = (_diam(_torus_spec(sides)), _avg(_torus_spec(sides)))
    three = {t: _torus_stats(t) for t in _tori_of_order(math.prod(sides), 3)}
    best = min(three, key=lambda t: three[t])          # T(32,48,64): least diameter and average
    worse = all(d > five[0] and k > five[1] for d, k in three.values())
    return (True, five, three[best]), \
        (worse, built, (_diam(_torus_spec(best)), _avg(_torus_spec(best))))


def _orders_with_5d_tori(lo: int, hi: int):
    return [{"N": N} for N in range(lo, hi + 1) if any(True for _ in _tori_of_order_min2(N, 5))]


def _tori_of_order_min2(N: int, n: int):
    """The n-dimensional tori of order N with every side >= 2 (a side 1 carries no link)."""
    return (t for t in _tori_of_order(N, n) if min(t) >= 2)


def _best_on_graph(N: int, n: int) -> tuple[int, Fraction]:
    """The least diameter and the least average distance over the n-D tori of order N (sides
    >= 2), each computed on the built graph (BFS distance distribution)."""
    specs = [_torus_spec(t) for t in _tori_of_order_min2(N, n)]
    return min(_diam(s) for s in specs), min(_avg(s) for s in specs)


@claims.instances(
    "crystal.abstract.5d_distances.every_order", where="Abstract",
    statement="Typical 3D implementations have evolved to 5D networks, among other reasons, "
              "to reduce network distances: at every order, the best 5D torus has a smaller "
              "diameter and average distance than the best 3D torus",
    params=lambda: _orders_with_5d_tori(32, 128), size=lambda N: N,
    expect="refuted", erratum="boundary", witness={"N": 32},
    notes="Every order N in 32..128 that has a 5D torus with sides >= 2; the least diameter "
          "and least average distance over the 3D and over the 5D tori of order N, each "
          "computed on the built graphs (BFS).  Fails at N = 32: 2x2x2x2x2 (= Q5 = T(4,4,2)) "
          "and the best 3D torus T(2,4,4) are the same graph (diameter 5, average 80/31).  At "
          "every failing order each 5D torus has four sides 2, and T(2,2,2,2,m) = T(4,4,m) "
          "(C4 = K2 x K2) is a 3D torus: the machines of the paper's context have no such "
          "sides.",
    reading="at every order (best 5D torus against best 3D torus)",
    readings=("crystal.abstract.5d_distances",))
def _(N):
    d3, k3 = _best_on_graph(N, 3)
    d5, k5 = _best_on_graph(N, 5)
    return True, (d5 < d3 and k5 < k3)


def _mesh(sides):
    """The mesh (grid graph) with the given sides, as a networkx graph."""
    import networkx as nx
    return nx.grid_graph(dim=list(sides))


@claims.exhaustive(
    "crystal.intro.k_mesh", where="Section 1, p. 1",
    statement="The K computer employs small 3D meshes (that can also be seen as 4 x 3 tori) "
              "... 3D meshes of 12 nodes",
    params={"sides": [(2, 3, 2)]}, expect="refuted", erratum="slip",
    witness={"sides": (2, 3, 2)},
    notes="'Seen as' read as 'isomorphic to'.  The only 3D mesh of 12 nodes with every side "
          ">= 2 is 2 x 3 x 2 (up to the order of the sides), the grid P2 x P3 x P2: 20 links "
          "against the 24 of T(4,3), so not isomorphic (computed with networkx).  Its 2 x 2 "
          "planes are 4-rings, and it becomes T(4,3) once its length-3 axis is closed into a "
          "ring (as in the K computer's Tofu units, whose 3-axis is a ring): a slip of wording "
          "('mesh'), corrected by crystal.intro.k_mesh.corrected.",
    reading="'can also be seen as' = is isomorphic to",
    readings=("crystal.intro.k_mesh.reading2",))
def _(sides):
    import networkx as nx
    return True, nx.is_isomorphic(_mesh(sides), graph("T(4,3)").to_networkx())


@claims.exhaustive(
    "crystal.intro.k_mesh.reading2", where="Section 1, p. 1",
    statement="The K computer employs small 3D meshes (that can also be seen as 4 x 3 tori) "
              "... 3D meshes of 12 nodes",
    params={"sides": [(2, 3, 2)]},
    notes="'Seen as' read as 'embedded in as a spanning subgraph': the only 3D mesh of 12 "
          "nodes with every side >= 2 is 2 x 3 x 2 (up to the order of the sides); a "
          "monomorphism of the grid P2 x P3 x P2 into T(4,3) (networkx VF2) on all 12 "
          "vertices.  Its 2 x 2 planes are 4-rings and its length-3 axes are paths of the "
          "3-rings.",
    reading="'can also be seen as' = is a spanning subgraph of",
    readings=("crystal.intro.k_mesh",))
def _(sides):
    from networkx.algorithms.isomorphism import GraphMatcher
    mesh = _mesh(sides)
    tor = graph("T(4,3)").to_networkx()
    return (True, 12), (GraphMatcher(tor, mesh).subgraph_is_monomorphic(), mesh.number_of_nodes())


@claims.exhaustive(
    "crystal.intro.k_mesh.corrected", where="Section 1, p. 1 (corrected)",
    statement="The 12-node 2 x 3 x 2 mesh is a spanning subgraph of the 4 x 3 torus, and with "
              "its length-3 axis closed into a ring it is the 4 x 3 torus T(4,3)",
    params={"sides": [(2, 3, 2)]}, corrects="crystal.intro.k_mesh",
    notes="Spanning subgraph: a monomorphism of the mesh into T(4,3) (networkx VF2); the "
          "ring-closed unit P2 x C3 x P2 compared with T(4,3) by networkx isomorphism.")
def _(sides):
    import networkx as nx
    from networkx.algorithms.isomorphism import GraphMatcher

    tor = graph("T(4,3)").to_networkx()
    closed = nx.cartesian_product(nx.cartesian_product(nx.path_graph(sides[0]),
                                                       nx.cycle_graph(sides[1])),
                                  nx.path_graph(sides[2]))
    return (True, True), (GraphMatcher(tor, _mesh(sides)).subgraph_is_monomorphic(),
                          nx.is_isomorphic(closed, tor))


_TWISTED_PAIRS = {"RTT": ("RTT({a})", "T({b},{a})"), "FCC": ("FCC({a})", "T({b},{a},{a})"),
                  "BCC": ("BCC({a})", "T({b},{b},{a})")}


@claims.instances(
    "crystal.intro.twisting_symmetric_sizes", where="Section 1 ([7, 9])",
    statement="Twisting also allows for edge-symmetric networks of sizes for which their "
              "corresponding tori are asymmetric",
    params=lambda: ([{"pair": "RTT", "a": a} for a in range(3, 8)]
                    + [{"pair": p, "a": a} for a in (3, 4) for p in ("FCC", "BCC")]),
    size=lambda pair, a: 4 * a**3,
    notes="Read as: at the orders 2a^2, 2a^3 and 4a^3 (a >= 3) the twisted tori RTT(a), "
          "FCC(a), BCC(a) are edge-transitive while the mixed-radix tori T(2a,a), T(2a,a,a), "
          "T(2a,2a,a) of the same order are not (full automorphism groups, pynauty).  a <= 2 "
          "is left out: T(4,2) and T(4,2,2) are hypercubes, edge-transitive "
          "(crystal.intro.mixed_radix_not_edge_symmetric).  The sentence is existential "
          "(some sizes), so the orders a >= 3 decide it.",
    reading="the corresponding torus = the mixed-radix torus of the same shape (T(2a,a), "
            "T(2a,a,a), T(2a,2a,a))",
    readings=("crystal.intro.twisting_symmetric_sizes.every_torus",))
def _(pair, a):
    twisted, tor = (graph(t.format(a=a, b=2 * a)) for t in _TWISTED_PAIRS[pair])
    return (True, False), (symmetry.full_edge_orbits(twisted) == 1,
                           symmetry.full_edge_orbits(tor) == 1)


@claims.instances(
    "crystal.intro.twisting_symmetric_sizes.every_torus", where="Section 1 ([7, 9])",
    statement="Twisting also allows for edge-symmetric networks of sizes for which their "
              "corresponding tori are asymmetric",
    params=lambda: ([{"pair": "RTT", "a": a} for a in range(3, 8)]
                    + [{"pair": p, "a": a} for a in (3, 4) for p in ("FCC", "BCC")]),
    size=lambda pair, a: 4 * a**3,
    notes="Read as: at the orders 2a^2 (2D), 2a^3 and 4a^3 (3D), a >= 3, the twisted torus "
          "RTT(a), FCC(a), BCC(a) is edge-transitive while EVERY torus of the same dimension "
          "and order with sides >= 2 is not (a side 1 carries no link: T(1,18) is a ring).  "
          "Computed: whether the twisted torus has one edge orbit, and how many of those tori "
          "have one (full automorphism groups, pynauty).",
    reading="the corresponding tori = every torus of the same dimension and order",
    readings=("crystal.intro.twisting_symmetric_sizes",))
def _(pair, a):
    twisted = graph(_TWISTED_PAIRS[pair][0].format(a=a))
    n, N = twisted.dimension, twisted.order
    symmetric = [t for t in _tori_of_order_min2(N, n)
                 if symmetry.full_edge_orbits(graph(_torus_spec(t))) == 1]
    return (True, []), (symmetry.full_edge_orbits(twisted) == 1, symmetric)


@claims.instances(
    _MRNES + ".every_torus", where="Section 1, p. 1; Section 3.4",
    statement="Mixed-radix tori are not edge-symmetric",
    params=lambda: _mixed_tori(2, 6), size=lambda sides: math.prod(sides),
    expect="refuted", erratum="boundary", witness={"sides": (2, 4)},
    notes="Every mixed-radix torus with sides 2..6, n = 2, 3 (order <= 216), full "
          "automorphism group of the simple graph (pynauty).  Smallest counterexample "
          "T(2,4) = C4 x K2 = Q3; in the domain exactly T(2,4), T(2,2,4), T(2,4,4) (hypercubes: "
          "C4 = K2 x K2 and a 2-ring is one link) are edge-transitive.  A side 1 carries no "
          "link and is left out (T(m,1) is the ring C_m).  With every side >= 3: "
          "...every_torus.a3 (verified).",
    premises=(_MIXED,),
    reading="edge-symmetric under the full automorphism group of the simple graph, every "
            "mixed-radix torus",
    readings=(_MRNES, _MRNES + ".linear"),
    parts=(_MRNES + ".part2",))
def _(sides):
    return False, symmetry.full_edge_orbits(graph(_torus_spec(sides))) == 1


@claims.instances(
    _MRNES + ".every_torus.a3", where="Section 1, p. 1; Section 3.4 (corrected)",
    statement="A torus whose sides are all >= 3 and not all equal is not edge-symmetric",
    params=lambda: _mixed_tori(3, 6), size=lambda sides: math.prod(sides),
    corrects=_MRNES + ".every_torus",
    notes="Every such torus with sides 3..6, n = 2, 3 (order <= 216): more than one edge "
          "orbit under the full automorphism group (pynauty).  For every size: a torus is the "
          "Cartesian product of its rings, C_m is prime for m >= 3, m != 4, and C4 = K2 x K2; "
          "an automorphism of a connected product permutes the layers of isomorphic prime "
          "factors (Imrich), so an edge-transitive product has isomorphic prime factors, "
          "which sides >= 3 not all equal exclude.",
    premises=(_MIXED,))
def _(sides):
    return False, symmetry.full_edge_orbits(graph(_torus_spec(sides))) == 1


def _signed_permutations(n: int):
    for perm in itertools.permutations(range(n)):
        for signs in itertools.product((1, -1), repeat=n):
            P = np.zeros((n, n), dtype=np.int64)
            for j, (i, s) in enumerate(zip(perm, signs)):
                P[i, j] = s
            yield P


def _linear_edge_classes_on_graph(g: LatticeGraph) -> int:
    """Edge classes {0, e_i} of G(M) up to its linear automorphisms, found on the built graph:
    a signed permutation P is kept when x -> Px is well defined on Z^n/MZ^n (P maps every
    column of the Hermite form into the lattice) and maps the edge set of the built graph onto
    itself; axes i, j are joined when a kept P has P e_i = ±e_j.  Translations and x -> e_i - x
    move every edge onto some {0, e_i}, so 1 class means linearly edge-transitive."""
    n = g.dimension
    H = np.array(g.hnf, dtype=np.int64)
    X = g.labels()
    E = _label_edges(g)
    axes = [i for i in range(n) if g.reduce([int(k == i) for k in range(n)]).any()]
    parent = {i: i for i in axes}

    def find(i):
        while parent[i] != i:
            i = parent[i]
        return i
    for P in _signed_permutations(n):
        if any(g.reduce(P @ H[:, j]).any() for j in range(n)):
            continue                                   # not a map of Z^n/MZ^n
        Y = [tuple(int(t) for t in r) for r in g.reduce(X @ P.T)]
        img = dict(zip((tuple(int(t) for t in r) for r in X), Y))
        if {frozenset(img[v] for v in e) for e in E} != E:
            continue
        for i in axes:
            j = int(np.nonzero(P[:, i])[0][0])
            if j in parent:
                parent[find(i)] = find(j)
    return len({find(i) for i in axes})


@claims.instances(
    _MRNES + ".linear", where="Section 1, p. 1; Section 3.4",
    statement="Mixed-radix tori are not edge-symmetric (through linear automorphisms: a torus "
              "is linearly edge-symmetric exactly when its sides are equal)",
    params=lambda: [{"sides": s} for n in (2, 3)
                    for s in itertools.combinations_with_replacement(range(2, 7), n)
                    if math.prod(s) <= 216],
    size=lambda sides: math.prod(sides),
    notes="Every torus with sides 2..6, n = 2, 3 (order <= 216), equal-sided ones included "
          "as the cases that must come out symmetric.  Printed: symmetric iff the sides are "
          "equal.  Computed on the built graph (crystal._linear_edge_classes_on_graph: the "
          "signed permutations that are automorphisms of the edge set) and by "
          "symmetry.is_linearly_edge_transitive (Lemma 36's criterion); both must agree.  For "
          "every size: P e_i = ±e_j is an automorphism of G(diag(a)) only if a_j | a_i, and "
          "its inverse needs a_i | a_j.  So under Section 3's convention (which governs the "
          "Section 3.4 occurrence) the statement holds, T(4,2,2) and T(4,4,2) included.",
    premises=(_MIXED, _LINEAR),
    reading="edge-symmetric through linear automorphisms (Section 3's convention)",
    readings=(_MRNES, _MRNES + ".every_torus"),
    parts=(_MRNES + ".part2",))
def _(sides):
    g = LatticeGraph(_diag(sides))
    equal = len(set(sides)) == 1
    return (equal, equal), (_linear_edge_classes_on_graph(g) == 1,
                            symmetry.is_linearly_edge_transitive(_diag(sides)))


def _dimension_link_loads(sides) -> list[Fraction]:
    """Mean load of the links of each dimension of T(sides) under uniform all-to-all traffic
    routed minimally in dimension order (ring ties broken towards +), counted on the built
    graph: the routes from 0 to every vertex are walked hop by hop (each hop must be an edge
    and each route as long as the BFS distance); translations carry them to every source, so
    dimension i carries N·h_i hops on its L_i links (h_i: hops in dimension i from 0)."""
    g = LatticeGraph(_diag(sides))
    n, N = g.dimension, g.order
    E = _label_edges(g)
    dist = bfs_distances(g.csr(), 0)
    hops = [0] * n
    for d in (tuple(int(t) for t in r) for r in g.labels()):
        cur, steps = [0] * n, 0
        for i in range(n):
            fwd = d[i]
            s, k = (1, fwd) if fwd <= sides[i] - fwd else (-1, sides[i] - fwd)
            for _ in range(k):
                nxt = list(cur)
                nxt[i] = (cur[i] + s) % sides[i]
                assert frozenset((tuple(cur), tuple(nxt))) in E
                cur, steps, hops[i] = nxt, steps + 1, hops[i] + 1
        assert tuple(cur) == d and steps == dist[g.index(list(d))]
    links = [0] * n
    for e in E:
        u, v = tuple(e)
        links[next(i for i in range(n) if u[i] != v[i])] += 1
    return [Fraction(N * hops[i], links[i]) for i in range(n)]


@claims.instances(
    _MRNES + ".part2", where="Section 1, p. 1",
    statement="[Mixed-radix tori are not edge-symmetric,] which can lead to unbalanced use of "
              "their network links",
    params=lambda: _mixed_tori(3, 6), size=lambda sides: math.prod(sides),
    notes="Every mixed-radix torus with sides 3..6, n = 2, 3 (order <= 216): under uniform "
          "all-to-all traffic with minimal dimension-order routing, walked on the built graph "
          "(crystal._dimension_link_loads), the links of two dimensions carry different mean "
          "loads (e.g. T(3,6): 12 and 27 routes per link).  Any minimal routing gives the same "
          "per-dimension totals (a shortest path of a torus uses d_i hops in ring i).  With "
          "sides 2 the loads can balance (T(2,2,4) = Q4: 16 per link everywhere), as its "
          "edge-symmetry (...every_torus) requires.  Section 3.4 quantifies this for "
          "T(2a,a,a) and T(2a,2a,a) (crystal.sec34.utilisation.*).",
    premises=(_MIXED,),
    parts=(_MRNES, _MRNES + ".every_torus", _MRNES + ".linear"))
def _(sides):
    return True, len(set(_dimension_link_loads(sides))) > 1


@claims.instances(
    "crystal.intro.cayley_rings_tori", where="Section 1, p. 1",
    statement="The widely used rings and tori are Cayley graphs",
    params=lambda: [{"sides": s} for n in (1, 2, 3)
                    for s in itertools.product(range(1, 6), repeat=n) if math.prod(s) <= 64],
    size=lambda sides: math.prod(sides),
    notes="The ring T(a) and the torus T(a_1, ..., a_n) as the library builds them (spec "
          "T(...)), against the Cayley graph of Z_a1 x ... x Z_an with generators ±e_i built "
          "directly on the group (loops dropped): labelled edge sets compared.")
def _(sides):
    G = list(itertools.product(*(range(a) for a in sides)))
    cayley = set()
    for x in G:
        for i in range(len(sides)):
            y = list(x)
            y[i] = (y[i] + 1) % sides[i]
            if tuple(y) != x:
                cayley.add(frozenset((x, tuple(y))))
    return cayley, _label_edges(graph(_torus_spec(sides)))
