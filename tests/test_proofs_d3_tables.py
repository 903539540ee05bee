"""Tests of latticegraph.dragonfly_tables (paper ``d3``, Section 11 and Table 1: MDF global tables)."""
from __future__ import annotations

import itertools
import math

import networkx as nx
import pytest

from latticegraph.dragonfly_tables import (
    all_tables,
    check_table,
    columns_permute_groups,
    consecutive_table,
    extend_table,
    minimal_path,
    palm_tree_table,
    partner,
    table_graph,
    table_links,
    vector_is_parallel,
    vector_moves,
)
from latticegraph.topologies.dragonfly import MDF

SMALL = [(1, 1), (2, 1), (1, 2), (3, 1), (1, 3), (2, 2), (3, 2), (2, 3)]


# -- oracles written from the definitions ---------------------------------
def far_end(table, K, M):
    """Slot (G, p, g) -> far slot, from the row restraint: the far slot is the one
    of row table[G][j] whose entry is G (written without ``partner``)."""
    out = {}
    for G, row in enumerate(table):
        for j, G2 in enumerate(row):
            j2 = [jj for jj, h in enumerate(table[G2]) if h == G]
            assert len(j2) == 1
            out[(G, j // K, j % K)] = (G2, j2[0] // K, j2[0] % K)
    return out


def parallel_oracle(table, K, M, vector) -> bool:
    """Step the packets of every router one hop at a time; a conflict is two packets
    crossing from the same router to the same router in one step."""
    gamma, pi, delta = vector
    ends = far_end(table, K, M)
    pos = {(G, p): (G, p) for G in range(K * M + 1) for p in range(M)}
    hops = [lambda r: (r[0], (r[1] + delta) % M),
            lambda r: ends[(r[0], r[1], gamma)][:2],
            lambda r: (r[0], (r[1] + pi) % M)]
    for hop in hops:
        moves = [(r, hop(r)) for r in pos.values()]
        real = [m for m in moves if m[0] != m[1]]
        if len(set(real)) != len(real):
            return False
        pos = {s: hop(r) for s, r in pos.items()}
    return len(set(pos.values())) == len(pos)


def mdf_labelled(K, M) -> nx.Graph:
    g = MDF(K, M)
    return nx.relabel_nodes(g.to_networkx(), {i: g.label(i) for i in range(g.order)})


# -- published values and oracles ------------------------------------------
@pytest.mark.parametrize("K,M", SMALL)
def test_palm_tree_table_is_the_mdf_class(K, M):
    """The palm tree is the arrangement of MDF (Section 11): same graph, edge by edge."""
    G = table_graph(palm_tree_table(K, M), K, M)
    H = mdf_labelled(K, M)
    assert {frozenset(e) for e in G.edges} == {frozenset(e) for e in H.edges}


@pytest.mark.parametrize("K,M", SMALL)
def test_tables_are_valid_and_links_pair_every_slot_once(K, M):
    for table in (palm_tree_table(K, M), consecutive_table(K, M)):
        check_table(table, K, M)
        ends = [e for link in table_links(table, K, M) for e in link]
        assert sorted(ends) == sorted(itertools.product(range(K * M + 1), range(M), range(K)))
        fe = far_end(table, K, M)
        assert all(fe[a] == b and fe[b] == a for a, b in table_links(table, K, M))
        assert all(partner(table, K, G, j) == (lambda t: (t[0], t[1] * K + t[2]))(fe[(G, j // K, j % K)])
                   for G in range(K * M + 1) for j in range(K * M))


@pytest.mark.parametrize("K,M", [(1, 2), (2, 1), (1, 3), (3, 1)])
def test_all_tables_counts_and_validity(K, M):
    tables = list(all_tables(K, M))
    assert len(tables) == math.factorial(K * M) ** (K * M + 1)
    assert len(set(tables)) == len(tables)
    for t in tables[:50]:
        check_table(t, K, M)


@pytest.mark.parametrize("K,M", SMALL)
def test_every_table_gives_one_link_per_group_pair(K, M):
    for table in (palm_tree_table(K, M), consecutive_table(K, M)):
        pairs = [frozenset((a[0], b[0])) for a, b in table_links(table, K, M)]
        assert len(pairs) == len(set(pairs)) == (K * M + 1) * K * M // 2


@pytest.mark.parametrize("K,M", SMALL)
def test_consecutive_columns_take_two_groups(K, M):
    """Section 11: in this table each global port maps all groups to only two groups."""
    t = consecutive_table(K, M)
    assert all({t[G][j] for G in range(len(t))} == {j, j + 1} for j in range(K * M))
    assert columns_permute_groups(palm_tree_table(K, M))
    assert columns_permute_groups(t) == (K * M == 1)


@pytest.mark.parametrize("K,M", SMALL)
def test_vector_is_parallel_against_step_oracle(K, M):
    for table in (palm_tree_table(K, M), consecutive_table(K, M)):
        for v in itertools.product(range(K), range(M), range(M)):
            assert vector_is_parallel(table, K, M, v) == parallel_oracle(table, K, M, v)


@pytest.mark.parametrize("K,M", [(1, 2), (2, 1)])
def test_vector_is_parallel_against_oracle_on_every_table(K, M):
    for table in all_tables(K, M):
        for v in itertools.product(range(K), range(M), range(M)):
            assert vector_is_parallel(table, K, M, v) == parallel_oracle(table, K, M, v)


def test_vector_moves_follow_links():
    K, M = 2, 3
    t = consecutive_table(K, M)
    G = table_graph(t, K, M)
    for v in itertools.product(range(K), range(M), range(M)):
        for path in vector_moves(t, K, M, v).values():
            assert all(a == b or G.has_edge(a, b) for a, b in zip(path, path[1:]))
            assert path[1][0] == path[0][0] and path[2][0] != path[1][0] and path[3][0] == path[2][0]


def test_columns_permute_is_not_necessary_for_parallel_vectors():
    """Section 11 (d3.sec11.permute_drawers): a table of MDF(2, 2) on which every source
    vector is parallel although some column does not permute the groups."""
    t = ((3, 2, 1, 4), (3, 2, 4, 0), (1, 3, 0, 4), (4, 0, 2, 1), (0, 3, 2, 1))
    check_table(t, 2, 2)
    assert all(vector_is_parallel(t, 2, 2, v) for v in itertools.product(range(2), range(2), range(2)))
    assert not columns_permute_groups(t)


@pytest.mark.parametrize("L,K,M", [(1, 2, 1), (1, 2, 2), (1, 3, 2), (2, 3, 2), (1, 2, 3)])
def test_extend_table_keeps_every_small_link(L, K, M):
    for small in itertools.islice(all_tables(L, M), 0, 400, 7):
        big = extend_table(small, L, K, M)
        check_table(big, K, M)
        moved = {((a[0], a[1], a[2]), (b[0], b[1], b[2])) for a, b in table_links(small, L, M)}
        kept = set(table_links(big, K, M)) | {(b, a) for a, b in table_links(big, K, M)}
        assert moved <= kept


@pytest.mark.parametrize("K,M", [(1, 2), (2, 2), (2, 3)])
def test_minimal_path_is_a_shortest_walk(K, M):
    """Oracle: networkx shortest path lengths; the route follows links and has one global hop."""
    for table in (palm_tree_table(K, M), consecutive_table(K, M)):
        G = table_graph(table, K, M)
        dist = dict(nx.all_pairs_shortest_path_length(G))
        for s, t in itertools.product(G, repeat=2):
            path = minimal_path(table, K, M, s, t)
            moves = [(a, b) for a, b in zip(path, path[1:]) if a != b]
            assert path[0] == s and path[-1] == t and all(G.has_edge(a, b) for a, b in moves)
            assert len(moves) == dist[s][t] or (s[0] != t[0] and len(moves) <= 3)
            assert sum(a[0] != b[0] for a, b in moves) == (s[0] != t[0])


def test_table_graph_diameter_three():
    for K, M in [(1, 2), (2, 2), (2, 3)]:
        assert nx.diameter(table_graph(consecutive_table(K, M), K, M)) == 3


# -- bad input: one-line errors --------------------------------------------
@pytest.mark.parametrize("call,msg", [
    (lambda: palm_tree_table(0, 2), "K must be an integer >= 1"),
    (lambda: consecutive_table(2, True), "M must be an integer >= 1"),
    (lambda: check_table(((1,),), 1, 1), "2 rows expected"),
    (lambda: check_table(((0,), (0,)), 1, 1), "row 0 must hold every group but 0"),
    (lambda: extend_table(palm_tree_table(2, 1), 2, 1, 1), "L must be <= K"),
    (lambda: vector_moves(palm_tree_table(1, 2), 1, 2, (1, 0, 0)), "vector (gamma, pi, delta)"),
])
def test_bad_input(call, msg):
    with pytest.raises(ValueError, match=msg.replace("(", r"\(").replace(")", r"\)")):
        call()
