"""Claims of paper ``crystal``: Abstract and Section 1, Introduction.

Camarero, Martínez, Beivide, *Symmetric Interconnection Networks from Cubic Crystal
Lattices*.  The conventions, the errata and what is not registered are in
``crystal/__init__.py``.
"""

from __future__ import annotations

import math
from fractions import Fraction

from latticegraph import symmetry
from latticegraph.specs import graph

from . import claims
from ._common import _avg, _diam, _divisors, _not_edge_transitive, _ring_mean, _torus_spec


@claims.exhaustive(
    "crystal.intro.k_computer", where="Section 1, p. 1",
    statement="The 88,128-node K computer ... is compatible with a 17 x 18 x 24 torus "
              "connecting 3D meshes of 12 nodes",
    params={"case": ["K"]},
    notes="Arithmetic: 17*18*24*12 nodes.")
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
    notes="Checked with the full automorphism group (pynauty) on the simple graph. "
          "Counterexample: T(4,2,2) is the 4-cube Q4 (C4 x K2 x K2) and T(4,4,2) is Q5, "
          "both edge-transitive (printed: not edge-symmetric, computed: 1 edge orbit).")
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
    notes="Full automorphism group (pynauty): more than one edge orbit.")
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
          "The BlueGene torus (98,304 vertices) runs under --max-nodes 0.")
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
          "distances (crystal._torus_stats); the 5D torus's values are also checked on the "
          "distance distribution of the built graph.")
def _(sides):
    five = _torus_stats(sides)
    built = (_diam(_torus_spec(sides)), _avg(_torus_spec(sides)))
    worse = all(d > five[0] and k > five[1]
                for d, k in map(_torus_stats, _tori_of_order(math.prod(sides), 3)))
    return (True, five), (worse, built)


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
          "('mesh'), corrected by crystal.intro.k_mesh.corrected.")
def _(sides):
    import networkx as nx
    return True, nx.is_isomorphic(_mesh(sides), graph("T(4,3)").to_networkx())


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
          "(crystal.intro.mixed_radix_not_edge_symmetric).")
def _(pair, a):
    twisted, tor = (graph(t.format(a=a, b=2 * a)) for t in _TWISTED_PAIRS[pair])
    return (True, False), (symmetry.full_edge_orbits(twisted) == 1,
                           symmetry.full_edge_orbits(tor) == 1)
