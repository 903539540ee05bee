"""Tests of latticegraph.topologies.hypercube (paper kantc, Section II-A, Table I)."""
import networkx as nx
import pytest

from latticegraph import graph
from latticegraph.distance import distance_distribution
from latticegraph.topologies.hypercube import Hypercube, hamming, hypercube


@pytest.mark.parametrize("k", range(1, 8))
def test_against_networkx(k):
    q = hypercube(k)
    oracle = nx.convert_node_labels_to_integers(nx.hypercube_graph(k), ordering="sorted")
    # networkx's sorted tuples (b_0, ..., b_{k-1}) put bit b_0 first: map to our numbering
    mine = q.to_networkx()
    assert nx.is_isomorphic(mine, oracle)
    for u, v in mine.edges:
        assert hamming(u, v) == 1


@pytest.mark.parametrize("k", range(1, 11))
def test_table1_column(k):
    # Table I, HC(k): 2^k nodes, k 2^(k-1) links, degree k, diameter k
    q = hypercube(k)
    dd = distance_distribution(q)
    assert (q.order, q.size) == (2 ** k, k * 2 ** (k - 1))
    assert set(q.degrees().tolist()) == {k}
    assert len(dd) - 1 == k


def test_labels_round_trip():
    q = hypercube(5)
    for i in range(q.order):
        assert q.index(q.label(i)) == i
    assert q.label(6) == (0, 0, 1, 1, 0)
    assert q.kind(3) == "switch"


@pytest.mark.parametrize("bad", [0, -1, 2.5, True, "3"])
def test_bad_dimension(bad):
    with pytest.raises(ValueError, match="Hypercube"):
        Hypercube(bad)


def test_bad_labels():
    q = hypercube(3)
    with pytest.raises(ValueError):
        q.index((0, 1))
    with pytest.raises(ValueError):
        q.index((0, 2, 1))
    with pytest.raises(ValueError):
        q.label(8)


def test_spec():
    assert graph("Hypercube(4)").size == 32
    with pytest.raises(ValueError, match="Hypercube"):
        graph("Hypercube(0)")
