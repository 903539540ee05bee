"""Oracles for helpers of proofs/crystal/ that decide claims: the edge-invariant proof of
non-edge-transitivity (against pynauty), Algorithm 1 with random tie-breaking (against BFS),
and the brute-force minimum record norms (against BFS)."""
import itertools
from fractions import Fraction

import pytest

from latticegraph import graph, routing, symmetry
from latticegraph.claims.notebook import paper_helpers
from latticegraph.distance import bfs_distances
from latticegraph.topologies.lattice import LatticeGraph


@pytest.fixture(scope="module")
def crystal():
    """The helpers of proofs/crystal/, as one namespace."""
    return paper_helpers("crystal")


TORI = [s for n, m in ((2, 6), (3, 4)) for s in itertools.product(range(1, m + 1), repeat=n)]


@pytest.mark.parametrize("sides", TORI)
def test_edge_invariant_decides_tori_like_pynauty(crystal, sides):
    """Sound (a difference proves non-edge-transitivity) and, on these tori, complete."""
    g = graph(crystal._torus_spec(sides))
    expected = g.size > 0 and symmetry.full_edge_orbits(g) > 1
    assert crystal._not_edge_transitive(g, max(sides) + 1) == expected


@pytest.mark.parametrize("H", [H for d in range(1, 13) for H in symmetry.hermite_matrices(2, d)])
def test_edge_invariant_is_sound_on_2d_lattice_graphs(crystal, H):
    g = LatticeGraph(H)
    if crystal._not_edge_transitive(g, 8):
        assert symmetry.full_edge_orbits(g) > 1


@pytest.mark.parametrize("spec", ["RTT(3)", "FCC(2)", "BCC(2)", "T(6,3)", "4D-FCC(2)", "Lip(1)"])
def test_random_records_are_minimal_distributions(crystal, spec):
    g = graph(spec)
    D = bfs_distances(g.csr(), 0)
    for i, v in enumerate(g.labels().tolist()):
        dist = crystal._random_records(g.hnf, tuple(v))
        assert sum(p for _, p in dist) == Fraction(1)
        assert all(routing.is_routing_record(g.hnf, v, r) and routing.norm(r) == D[i]
                   for r, _ in dist)
        assert routing.hierarchical_route(g.hnf, v) in {r for r, _ in dist}


@pytest.mark.parametrize("H", [((12, 2), (0, 1)), ((6, 3, 3), (0, 3, 0), (0, 0, 3)),
                               ((4, 0, 2), (0, 4, 2), (0, 0, 2))])
def test_min_record_norms_equal_bfs(crystal, H):
    g = LatticeGraph(H)
    assert crystal._min_record_norms(g).tolist() == bfs_distances(g.csr(), 0).tolist()


@pytest.mark.parametrize("fam", ["PC", "FCC", "BCC"])
def test_orders_within_a_diameter_against_bfs(crystal, fam):
    """crystal.sec34.bcc_denser's helper: the largest order of ``fam(b)`` with diameter at
    most D, at an integer D (scan of the derivation) and on D's residue classes (the class
    formulas), against the diameters of the built graphs (BFS) for D = 0..10."""
    import networkx as nx
    import sympy as sp

    from latticegraph.claims import parametric
    from latticegraph.derive import A
    d = parametric.derivation(f"{fam}(a)")
    built = {b: graph(f"{fam}({b})") for b in range(1, 9)}
    diam = {b: nx.diameter(g.to_networkx()) if g.order > 1 else 0 for b, g in built.items()}
    for D in range(0, 11):
        expected = max([g.order for b, g in built.items() if diam[b] <= D], default=0)
        view = parametric.FamilyView(d, 1)
        assert crystal._orders_within(view, D) == [expected]
    # on a residue class, D an expression in a (here D = a): the class formulas with their
    # floors, evaluated at each D once every class reaches beyond the derivation's small b
    forms = crystal._orders_within(parametric.FamilyView(d, A, 0, 2), A)
    for D in range(6, 11):
        expected = max(g.order for b, g in built.items() if diam[b] <= D)
        assert max(f.subs(A, D) for f in forms) == expected
