"""Helpers of the claims of paper ``d3`` used by several sections (``d3/__init__.py``
documents the conventions).
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import lru_cache

import networkx as nx
import pynauty

from latticegraph.distance import bfs_distances
from latticegraph.topologies.dragonfly import (D3, Packet, check_port_isomorphism, follow_ports,
    greedy_starts, lambda_map, multi_broadcast_schedule, one_to_all_rounds, one_to_all_schedule,
    all_to_one_schedule, all_to_all_schedule, simulate, theorem1_map, vector_ports)


def _km(pairs):
    """Domain of (K, M) pairs ordered by the number of routers."""
    return lambda: [{"K": K, "M": M} for K, M in sorted(pairs, key=lambda x: (x[0] * x[1] ** 2, x))]


def _size(K, M, **_):
    return K * M * M


SMALL = [(K, M) for K in range(1, 4) for M in range(1, 5)]


TINY = [(K, M) for K in range(1, 4) for M in range(1, 4)] + [(2, 4)]


@lru_cache(maxsize=64)
def _net(K, M) -> D3:
    return D3(K, M)


@lru_cache(maxsize=64)
def _label_graph(K, M) -> nx.Graph:
    """The simple graph of D3(K, M) on (c, d, p) labels."""
    g = _net(K, M)
    return nx.relabel_nodes(g.to_networkx(), {i: g.label(i) for i in range(g.order)})


@lru_cache(maxsize=64)
def _dist(K, M):
    g = _net(K, M)
    csr = g.csr()
    return [bfs_distances(csr, s) for s in range(g.order)]


def _certificate(G: nx.Graph) -> bytes:
    """pynauty canonical certificate of a networkx graph."""
    nodes = list(G.nodes)
    ix = {v: i for i, v in enumerate(nodes)}
    return pynauty.certificate(pynauty.Graph(len(nodes), adjacency_dict={
        i: [ix[w] for w in G[v]] for v, i in ix.items()}))


def _nauty_iso(G1: nx.Graph, G2: nx.Graph) -> bool:
    """Isomorphism decided by pynauty certificates."""
    if G1.number_of_nodes() != G2.number_of_nodes() or G1.number_of_edges() != G2.number_of_edges():
        return False
    if G1.number_of_nodes() == 0:
        return True
    return _certificate(G1) == _certificate(G2)


def _global_port_links(net) -> dict:
    """Global port links of ``net`` in both directions: (router, port) -> (router, port)."""
    ends = {}
    for kind, r, a, s, b in net.port_links():
        if kind == "g":
            ends[(r, a)], ends[(s, b)] = (s, b), (r, a)
    return ends


def _explicit_iso(G_small: nx.Graph, G_big_sub: nx.Graph, rmap) -> bool:
    """``rmap`` is a bijection V(small) -> V(big_sub) mapping edges onto edges exactly."""
    if set(rmap) != set(G_small.nodes) or set(rmap.values()) != set(G_big_sub.nodes):
        return False
    if len(set(rmap.values())) != len(rmap):
        return False
    img = {frozenset((rmap[u], rmap[v])) for u, v in G_small.edges}
    return img == {frozenset(e) for e in G_big_sub.edges}


def _walks(net: D3, src, pattern):
    """All port sequences with letter pattern (e.g. 'glgl') and their end routers."""
    ranges = [range(net.M) if ch == "l" else range(net.K) for ch in pattern]
    for ports in itertools.product(*ranges):
        yield ports, follow_ports(net, src, list(zip(pattern, ports)))[-1]


def _conflicts(net, packets):
    return simulate(net, packets).conflicts


def _count_check(K, M, pattern, expected):
    """(printed, computed) = ((K, K), (min, max)) of the path counts over all ordered pairs."""
    net = _net(K, M)
    counts = []
    for s in net.routers():
        ends = [e for _, e in _walks(net, s, pattern)]
        counts += [ends.count(t) for t in net.routers()]
    return (expected, expected), (min(counts), max(counts))


def _lambda_sub_ok(K, M, lam):
    big = _net(K, M)
    small = _net(K, len(lam))
    rmap, lport = lambda_map(lam, K, M)

    def port_of(r, kind, a):
        return a if kind == "g" else lport[(r[2], a)]
    sub = _label_graph(K, M).subgraph(rmap.values())
    closed = all(big.global_neighbor(r, a) in set(rmap.values())
                 for r in rmap.values() for a in range(K))
    return (closed and not check_port_isomorphism(small, big, rmap, port_of)
            and _explicit_iso(_label_graph(K, len(lam)), sub, rmap)
            and _nauty_iso(_label_graph(K, len(lam)), sub))


def _kappa_lambda_ok(N, M, kappa, lam):
    K, L = len(kappa), len(lam)
    rk, pk = theorem1_map(kappa, N, M)
    rl, lp = lambda_map(lam, K, M)
    rmap = {r: rk[rl[r]] for r in rl}       # D3(K, L) -> D3(K, M) -> D3(N, M)
    small, big = _net(K, L), _net(N, M)

    def port_of(r, kind, a):
        return pk[(r[0], a)] if kind == "g" else lp[(r[2], a)]
    sub = _label_graph(N, M).subgraph(rmap.values())
    return (not check_port_isomorphism(small, big, rmap, port_of)
            and _explicit_iso(_label_graph(K, L), sub, rmap))


def _graceful(K, N, M, kappa):
    """Section 4 / 6 wiring of D3(K, M) on cabinets kappa of D3(N, M): (are the D3(kappa, M, N)
    links links of D3(N, M) with the same ports, is every D3(N, M) link between kappa cabinets
    one of them, how many links of the standard D3(K, M) wiring (ports kept) must move)."""
    rm, pm = theorem1_map(kappa, N, M)
    big = _global_port_links(_net(N, M))
    small = _global_port_links(_net(K, M))
    sub = {(rm[r], pm[(r[0], a)]): (rm[s], pm[(s[0], b)]) for (r, a), (s, b) in small.items()}
    inside = {x: y for x, y in big.items() if x[0][0] in kappa and y[0][0] in kappa}
    moved = sum(1 for (r, a), (s, b) in small.items() if big[(rm[r], a)] != (rm[s], b))
    return all(big[x] == y for x, y in sub.items()), inside == sub, moved


def _d3_vectors_not_parallel(K, M) -> list:
    """Source vectors that, sent by all routers of D3(K, M) at once, are not a permutation of the
    routers without link conflict."""
    net = _net(K, M)
    bad = []
    for v in itertools.product(range(K), range(M), range(M)):
        res = simulate(net, [Packet(r, vector_ports(*v), 0, r) for r in net.routers()])
        dests = sorted(t for d in res.deliveries.values() for t in d)
        if res.conflicts or dests != sorted(net.routers()):
            bad.append(v)
    return bad


def _round_of(tag):
    """Round number of a schedule's packet tag: ``("req"|"ans", i, ...)``, ``(i, ...)`` or ``i``."""
    if isinstance(tag, tuple):
        return tag[1] if tag[0] in ("req", "ans") else tag[0]
    return tag


def _alone_conflicts(net, pk) -> int:
    """Link conflicts of every round of ``pk`` run alone (shifted to step 0), summed."""
    rounds = {}
    for q in pk:
        rounds.setdefault(_round_of(q.tag), []).append(q)
    total = 0
    for qs in rounds.values():
        t0 = min(q.start for q in qs)
        total += len(simulate(net, [Packet(q.src, q.hops, q.start - t0, q.tag) for q in qs]).conflicts)
    return total


def _primitives(net) -> dict:
    """The printed schedules of Section 9 / Appendix on ``net`` (M >= 2), by name: broadcasts
    (Theorem 4), one-to-all (Theorem 5, d = p with greedy delays), all-to-one (Theorem 6) and,
    for M >= 4, all-to-all (Theorem 7)."""
    M = net.M
    s, f = (0, 0, 1), (0, 1, 1)
    out = {"broadcast": multi_broadcast_schedule(net, s, 3, 1),
           "broadcast d=p": multi_broadcast_schedule(net, f, 4, 3),
           "one-to-all": one_to_all_schedule(net, s),
           "one-to-all d=p": one_to_all_schedule(
               net, f, starts=greedy_starts(net, one_to_all_rounds(net, f), lambda tag: f)[0]),
           "all-to-one": all_to_one_schedule(net, s)}
    if M >= 4:
        out["all-to-all"] = all_to_all_schedule(net)[0]
    return out


A2A = [(1, 4), (2, 4), (1, 5), (1, 6), (3, 4), (2, 5)]


def _link_conflicts(paths) -> int:
    """Directed links (u, v) used by two paths in one step; ``paths`` are lists of routers, one per
    step from step 0 (a repeated router is a stay)."""
    uses = Counter((h, u, v) for path in paths
                   for h, (u, v) in enumerate(zip(path, path[1:])) if u != v)
    return sum(1 for n in uses.values() if n > 1)
