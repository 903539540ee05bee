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
