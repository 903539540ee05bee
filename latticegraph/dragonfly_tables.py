"""Global tables of the maximal Dragonfly ``MDF(K, M)`` and source vectors on them.

Paper ``d3``: R. Draper, *The Swapped Dragonfly*, Section 11 and Table 1.
The connectivity of ``MDF(K, M)`` "may be determined by a ``KM + 1 x KM``
table": rows are the groups (drawers), columns the *slots* ``(router p,
global port g)``, numbered ``j = p*K + g``, and entry ``table[G][j]`` is the
group reached by slot ``j`` of group ``G``.  "The only restraint on the table
is that row ``d`` contain every drawer ``d'`` except itself": then the link
leaving ``(G, j)`` arrives at the one slot ``j'`` of row ``G' = table[G][j]``
holding ``G`` (:func:`partner`).

Two arrangements are built by name: the *palm tree* ``table[G][j] = G + j + 1
(mod KM + 1)`` (the one :class:`~latticegraph.topologies.dragonfly.MDF`
uses) and the *consecutive* (absolute) one, ``table[G][j] = j`` if ``j < G``
else ``j + 1``, in which every column maps all groups onto two groups
(Section 11: "each global port maps all groups to only two groups").

A *source vector* ``(gamma, pi, delta)`` (Section 8) is followed from every
router at once: local port ``delta`` (router ``p -> p + delta mod M``), global
port ``gamma``, local port ``pi``; :func:`vector_moves` returns each packet's
routers and :func:`vector_is_parallel` says whether the vector is a
permutation of the routers without two packets on one directed link in one
step (Table 1, rows 4 and 7).

References
----------
R. Draper, "The Swapped Dragonfly", Section 11, Table 1.
J. Kim, W. J. Dally, S. Scott, D. Abts, "Technology-Driven, Highly-Scalable
Dragonfly Topology", ISCA 2008.
"""
from __future__ import annotations

import itertools

import networkx as nx

__all__ = [
    "palm_tree_table",
    "consecutive_table",
    "all_tables",
    "check_table",
    "partner",
    "extend_table",
    "table_links",
    "table_graph",
    "vector_moves",
    "vector_is_parallel",
    "columns_permute_groups",
    "minimal_path",
]


def _check_km(K, M) -> tuple[int, int]:
    for name, v in (("K", K), ("M", M)):
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise ValueError(f"MDF table: {name} must be an integer >= 1, got {v!r}")
    return K, M


def palm_tree_table(K: int, M: int) -> tuple[tuple[int, ...], ...]:
    """The palm-tree arrangement: slot ``j`` of group ``G`` reaches ``G + j + 1 mod (KM + 1)``.

    >>> palm_tree_table(1, 2)
    ((1, 2), (2, 0), (0, 1))
    """
    K, M = _check_km(K, M)
    n = K * M + 1
    return tuple(tuple((G + j + 1) % n for j in range(K * M)) for G in range(n))


def consecutive_table(K: int, M: int) -> tuple[tuple[int, ...], ...]:
    """The consecutive (absolute) arrangement: slot ``j`` of group ``G`` reaches group ``j`` if
    ``j < G``, else ``j + 1``.

    Every column takes only the two values ``j`` and ``j + 1`` (Section 11).

    >>> consecutive_table(1, 2)
    ((1, 2), (0, 2), (0, 1))
    """
    K, M = _check_km(K, M)
    n = K * M + 1
    return tuple(tuple(j if j < G else j + 1 for j in range(K * M)) for G in range(n))


def all_tables(K: int, M: int):
    """Every table obeying the row restraint (``((KM)!)^(KM+1)`` of them), in lexicographic order.

    >>> sum(1 for _ in all_tables(1, 2))
    8
    """
    K, M = _check_km(K, M)
    n = K * M + 1
    rows = [list(itertools.permutations([h for h in range(n) if h != G])) for G in range(n)]
    return itertools.product(*rows)


def check_table(table, K: int, M: int) -> None:
    """Raise ``ValueError`` naming the problem unless ``table`` obeys the row restraint.

    >>> check_table(((1,), (1,)), 1, 1)
    Traceback (most recent call last):
    ...
    ValueError: MDF table: row 1 must hold every group but 1 once, got (1,)
    """
    K, M = _check_km(K, M)
    n = K * M + 1
    if len(table) != n:
        raise ValueError(f"MDF table: {n} rows expected, got {len(table)}")
    for G, row in enumerate(table):
        if sorted(row) != [h for h in range(n) if h != G]:
            raise ValueError(f"MDF table: row {G} must hold every group but {G} once, got {tuple(row)}")


def partner(table, K: int, G: int, j: int) -> tuple[int, int]:
    """The slot ``(G', j')`` at the far end of the link leaving slot ``j`` of group ``G``.

    >>> partner(palm_tree_table(1, 2), 1, 0, 1)
    (2, 0)
    """
    G2 = table[G][j]
    return G2, table[G2].index(G)


def extend_table(small, L: int, K: int, M: int) -> tuple[tuple[int, ...], ...]:
    """A table of ``MDF(K, M)`` containing the links of ``small`` (a table of ``MDF(L, M)``)
    on groups ``0..LM`` with the same routers and ports (graceful scaling, Section 6).

    Slot ``(p, g)`` of the small table (index ``p*L + g``) keeps its group at
    index ``p*K + g``; the new slots ``g >= L`` of the old groups and every
    slot of the new groups ``LM+1..KM`` are filled in increasing order.

    >>> t = extend_table(palm_tree_table(1, 2), 1, 2, 2)
    >>> check_table(t, 2, 2); t[0]
    (1, 3, 2, 4)
    """
    L, M = _check_km(L, M)
    K, _ = _check_km(K, M)
    if L > K:
        raise ValueError(f"extend_table: L must be <= K, got L={L}, K={K}")
    check_table(small, L, M)
    n_small, n = L * M + 1, K * M + 1
    out = []
    for G in range(n):
        row = [None] * (K * M)
        if G < n_small:
            for p, g in itertools.product(range(M), range(L)):
                row[p * K + g] = small[G][p * L + g]
        fill = iter(h for h in range(n) if h != G and h not in row)
        out.append(tuple(h if h is not None else next(fill) for h in row))
    return tuple(out)


def table_links(table, K: int, M: int):
    """Every global link once as ``((G, p, g), (G', p', g'))`` (router ``p``, port ``g``).

    >>> table_links(palm_tree_table(1, 2), 1, 2)
    [((0, 0, 0), (1, 1, 0)), ((0, 1, 0), (2, 0, 0)), ((1, 0, 0), (2, 1, 0))]
    """
    check_table(table, K, M)
    out = []
    for G in range(len(table)):
        for j in range(K * M):
            G2, j2 = partner(table, K, G, j)
            if (G, j) < (G2, j2):
                out.append(((G, *divmod(j, K)), (G2, *divmod(j2, K))))
    return out


def table_graph(table, K: int, M: int) -> nx.Graph:
    """``MDF(K, M)`` on labels ``(G, p)``: groups complete graphs ``K_M``, global links of ``table``.

    >>> g = table_graph(palm_tree_table(2, 2), 2, 2)
    >>> g.number_of_nodes(), g.number_of_edges(), nx.diameter(g)
    (10, 15, 3)
    """
    G = nx.Graph()
    n = K * M + 1
    G.add_nodes_from((h, p) for h in range(n) for p in range(M))
    G.add_edges_from(((h, p), (h, q)) for h in range(n) for p in range(M) for q in range(p))
    G.add_edges_from(((a[0], a[1]), (b[0], b[1])) for a, b in table_links(table, K, M))
    return G


def vector_moves(table, K: int, M: int, vector):
    """Follow the source vector ``(gamma, pi, delta)`` from every router ``(G, p)``.

    Returns ``{source: [source, after delta, after gamma, after pi]}``.

    >>> vector_moves(palm_tree_table(1, 2), 1, 2, (0, 1, 0))[(0, 0)]
    [(0, 0), (0, 0), (1, 1), (1, 0)]
    """
    check_table(table, K, M)
    gamma, pi, delta = vector
    if not (0 <= gamma < K and 0 <= pi < M and 0 <= delta < M):
        raise ValueError(f"vector (gamma, pi, delta) must lie in range({K}) x range({M})^2, "
                         f"got {vector!r}")
    out = {}
    for G, p in itertools.product(range(K * M + 1), range(M)):
        q = (p + delta) % M
        G2, j2 = partner(table, K, G, q * K + gamma)
        r = j2 // K
        out[(G, p)] = [(G, p), (G, q), (G2, r), (G2, (r + pi) % M)]
    return out


def vector_is_parallel(table, K: int, M: int, vector) -> bool:
    """Is the vector, sent from every router at once, a permutation of the routers with no
    directed link carrying two packets in one step (Table 1, rows 4 and 7)?

    >>> vector_is_parallel(palm_tree_table(2, 2), 2, 2, (1, 1, 1))
    True
    >>> vector_is_parallel(consecutive_table(2, 2), 2, 2, (1, 1, 1))
    False
    """
    moves = vector_moves(table, K, M, vector)
    ends = [path[-1] for path in moves.values()]
    if len(set(ends)) != len(ends):
        return False
    for h in range(3):
        steps = [(path[h], path[h + 1]) for path in moves.values() if path[h] != path[h + 1]]
        if len(set(steps)) != len(steps):
            return False
    return True


def columns_permute_groups(table) -> bool:
    """Does every column (slot) of the table map the groups one-to-one onto the groups?

    >>> columns_permute_groups(palm_tree_table(2, 2)), columns_permute_groups(consecutive_table(2, 2))
    (True, False)
    """
    n = len(table)
    return all(len({table[G][j] for G in range(n)}) == n for j in range(len(table[0])))


def minimal_path(table, K: int, M: int, src, dst) -> list:
    """The minimal route ``l|g|l`` from router ``src = (G, p)`` to ``dst = (G', q)`` as four
    routers, one per time step (a repeated router is a stay): to the router of ``G`` holding
    the link to ``G'``, across it, to ``q``.  Inside one group: the local hop, then stays.

    >>> minimal_path(palm_tree_table(1, 2), 1, 2, (0, 1), (1, 1))
    [(0, 1), (0, 0), (1, 1), (1, 1)]
    """
    check_table(table, K, M)
    (G, p), (G2, q) = src, dst
    if G == G2:
        return [src, dst, dst, dst]
    G3, j2 = partner(table, K, G, table[G].index(G2))
    return [src, (G, table[G].index(G2) // K), (G3, j2 // K), dst]
