"""latticegraph.bisection: bad input, the paper's network, a brute-force oracle."""
import itertools

import networkx as nx
import numpy as np
import pytest

from latticegraph.bisection import bisection_width, cut_size
from latticegraph.topologies.fattree import kary_ntree, mikant


def _brute(edges, order, terminals) -> int:
    """Smallest cut over every 0/1 assignment with floor(T/2) terminals on side 1."""
    half = len(terminals) // 2
    best = None
    for side in itertools.product((0, 1), repeat=order):
        if sum(side[t] for t in terminals) == half:
            c = sum(side[u] != side[v] for u, v in edges)
            best = c if best is None else min(best, c)
    return best


@pytest.mark.parametrize("seed", range(6))
def test_random_graphs_against_brute_force(seed):
    g = nx.gnp_random_graph(11, 0.35, seed=seed)
    rng = np.random.default_rng(seed)
    terminals = sorted(rng.choice(11, size=int(rng.integers(2, 9)), replace=False).tolist())
    edges = list(g.edges())
    w, side = bisection_width(edges, 11, terminals)
    assert w == _brute(edges, 11, terminals) == cut_size(edges, side)
    assert sum(int(side[t]) for t in terminals) == len(terminals) // 2


def test_small_trees_against_brute_force():
    for g in (kary_ntree(2, 2), mikant(2, 2)):
        e = g.edge_array().tolist()
        assert bisection_width(e, g.order, g.compute_nodes())[0] == _brute(
            e, g.order, g.compute_nodes().tolist())


def test_mikant_values():
    """MiKANT(k, n), even k: k^n / 2 links (paper kantc, Section II-B, corrected)."""
    for k, n in ((2, 3), (4, 2)):
        g = mikant(k, n)
        assert bisection_width(g.edge_array(), g.order, g.compute_nodes())[0] == k ** n // 2


@pytest.mark.parametrize("args, message", [
    (([(0, 1)], 0, [0, 1]), "order must be a positive integer"),
    (([(0, 5)], 3, [0, 1]), "outside 0..2"),
    (([(0, 1)], 2, [0]), "at least 2 terminals"),
])
def test_bad_input(args, message):
    with pytest.raises(ValueError, match=message):
        bisection_width(*args)
