"""Tests of latticegraph.topologies.hyperx (paper ``lacin``, Section 5)."""
from __future__ import annotations

import itertools

import networkx as nx
import numpy as np
import pytest

from latticegraph import graph
from latticegraph.distance import bfs_distances, diameter, distance_distribution
from latticegraph.topologies.hyperx import HyperX, hoses, hyperx


@pytest.mark.parametrize("sides", [(), (0,), (4, -1), (2.0,), (True, 2)])
def test_bad_sides(sides):
    with pytest.raises(ValueError, match="HyperX"):
        hyperx(*sides)


def test_bad_instances_and_digits():
    with pytest.raises(ValueError, match="unknown CIN instance"):
        HyperX((4, 4), ["xor", "ring"])
    with pytest.raises(ValueError, match="one CIN instance per dimension"):
        HyperX((4, 4), ["xor"])
    with pytest.raises(ValueError, match="out of range"):
        hyperx(4, 4).index((4, 0))
    with pytest.raises(ValueError, match="power of 2"):
        HyperX((6,), ["xor"])


def test_spec():
    h = graph("HyperX(4,4,4)")
    assert (h.order, h.size, h.network_ports) == (64, 288, 9)
    with pytest.raises(ValueError, match="sides must be positive"):
        graph("HyperX(4,0)")


def test_section5_numbers():
    h = hyperx(16, 16, 16)
    assert h.order == 4096 and 16 + h.network_ports == 61 and 16 * h.order == 65536
    assert diameter(distance_distribution(h)) == 3
    # the paper's address digits: switch number Z*256 + Y*16 + X
    assert h.index((1, 2, 3)) == 3 * 256 + 2 * 16 + 1 and h.label(3 * 256 + 2 * 16 + 1) == (1, 2, 3)


@pytest.mark.parametrize("sides", [(3,), (2, 3), (4, 4), (3, 5), (2, 2, 2), (4, 3, 2)])
def test_cartesian_product_oracle(sides):
    h = hyperx(*sides)
    g = nx.complete_graph(sides[0])
    for a in sides[1:]:
        g = nx.cartesian_product(g, nx.complete_graph(a))

    def digits(node):  # networkx nests the product tuples: ((x1, x2), x3)
        out = []
        while isinstance(node, tuple):
            node, last = node
            out.append(last)
        out.append(node)
        return tuple(reversed(out))

    expected = sorted(tuple(sorted((h.index(digits(u)), h.index(digits(v))))) for u, v in g.edges)
    assert sorted(map(tuple, h.edge_array().tolist())) == expected


@pytest.mark.parametrize("sides,inst", [((4, 4, 4), None), ((3, 5), None), ((6, 4), ["swap", "xor"]),
                                        ((5, 3, 2), ["circle", "swap", "circle"])])
def test_dor_route_minimal_against_bfs(sides, inst):
    h = HyperX(sides, inst)
    csr = h.csr()
    for a in range(h.order):
        dist = bfs_distances(csr, a)
        for b in range(h.order):
            hops = h.dor_route(a, b)
            assert (hops[-1][2] if hops else a) == b
            assert len(hops) == dist[b]
            # each hop follows the wired port of its dimension
            v = a
            for d, i, w in hops:
                assert w == int(h.port_neighbour(v, d, i))
                v = w
            assert [d for d, _, _ in hops] == sorted((d for d, _, _ in hops), reverse=True)


def test_dor_route_paper_ports():
    h = hyperx(16, 16, 16)
    a, b = h.index((5, 9, 12)), h.index((6, 9, 3))
    assert h.dor_route(a, b) == [(2, (12 ^ 3) - 1, h.index((5, 9, 3))),
                                 (0, (5 ^ 6) - 1, b)]  # Y skipped: 9 xor 9 = 0


def test_hoses_4x4x4():
    h = hyperx(4, 4, 4)
    z = hoses(h, 2, 2)
    assert len(z) == 16 and all(sum(c.values()) == 6 for c in z.values())
    x = hoses(h, 0, 2)
    assert len(x) == 4 * 6  # 4 rows of racks x 6 rack pairs per row
    for (a, b), c in x.items():
        assert a != b and sum(c.values()) == 4 and len(c) == 1
        (p, q), = c
        assert p == q == (h.label(a)[0] ^ h.label(b)[0]) - 1


def test_hoses_count_all_links():
    h = HyperX((3, 4, 2), ["circle", "swap", "xor"])
    total = sum(sum(c.values()) for d in range(3) for c in hoses(h, d, 1).values())
    assert total == h.size
    # swap links carry different port indices at their two ends
    assert any(p != q for c in hoses(h, 1, 0).values() for (p, q) in c)


def test_port_neighbour_idle_ports():
    h = HyperX((3,), ["circle"])  # odd Circle: port i of switch i idle
    assert [int(h.port_neighbour(i, 0, i)) for i in range(3)] == [-1, -1, -1]
    assert sorted(map(tuple, h.edge_array().tolist())) == list(itertools.combinations(range(3), 2))
    assert np.all(h.degrees() == 2)


def test_route_hook():
    h = hyperx(4, 2, 3)
    csr = h.csr()
    for a in range(h.order):
        dist = bfs_distances(csr, a)
        for b in range(h.order):
            r = h.route(a, b)
            assert r["path"][0] == a and r["path"][-1] == b and r["length"] == dist[b]
            assert len(r["record"]) == r["length"]


@pytest.mark.parametrize("sides", [(4, 4), (3, 5), (2, 4, 3)])
def test_route_hook_is_minimal_dimension_order(sides):
    """The route hook follows real links and is a shortest path (HyperX distance =
    number of differing coordinates), checked against networkx BFS."""
    h = hyperx(*sides)
    G = h.to_networkx()
    for s in range(h.order):
        dist = nx.single_source_shortest_path_length(G, s)
        for t in range(h.order):
            r = h.route(s, t)
            path = r["path"]
            assert path[0] == s and path[-1] == t
            assert all(G.has_edge(u, v) for u, v in zip(path, path[1:]))
            assert r["length"] == len(path) - 1 == dist[t]
            assert r["length"] == sum(a != b for a, b in zip(h.label(s), h.label(t)))
