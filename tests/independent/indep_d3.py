"""The Swapped Dragonfly of paper ``d3`` (Draper), the maximal Dragonfly it is compared with,
and its communication primitives, from the paper's definitions alone (no ``latticegraph``
import).

* Section 2, (2.1): routers (c, d, p), c mod K, d and p mod M; (c, d, p) ~l~ (c, d, p') (a drawer
  is a complete graph) and (c, d, p) ~g~ (c', p, d) for every c'.  Ports: local port pi of router p
  leads to router p + pi (mod M), local port 0 means "stay"; global port gamma of (c, d, p)
  leads to (c + gamma, p, d) (Section 3).  The simple graph: loops ((c, d, d) through global
  port 0) dropped.
* Section 8: the header (3; gamma, pi, delta) takes (c, d, p) along local delta, global gamma,
  local pi to (c + gamma, p + delta, d + pi); the path from (c, d, p) to (c', d', p') uses
  (3; c' - c, p' - d, d' - p).
* Section 11: MDF(K, M) has KM + 1 groups of M routers, each group a complete graph, each router
  K global ports, the groups joined in a complete graph by global links (one link per pair).
* Appendix: a broadcast hop sends a copy out of every local (or global) port, port 0 keeping
  the copy in place; a link conflict is two packets on one directed link in one time step.
"""
from __future__ import annotations

import itertools
from collections import defaultdict

import networkx as nx


def d3(K: int, M: int) -> nx.Graph:
    G = nx.Graph()
    for c, d, p in itertools.product(range(K), range(M), range(M)):
        G.add_node((c, d, p))
        for q in range(M):
            if q != p:
                G.add_edge((c, d, p), (c, d, q))
        for c2 in range(K):
            if (c2, p, d) != (c, d, p):
                G.add_edge((c, d, p), (c2, p, d))
    return G


def step(K: int, M: int, r, kind: str, port: int):
    """Router reached from ``r`` through a local (``'l'``) or global (``'g'``) port."""
    c, d, p = r
    if kind == "l":
        return (c, d, (p + port) % M)
    if kind == "g":
        return ((c + port) % K, p, d)
    raise ValueError(kind)


def header(K: int, M: int, src, dst) -> tuple[int, int, int]:
    """Section 8: (gamma, pi, delta) = (c' - c, p' - d, d' - p)."""
    (c, d, p), (c2, d2, p2) = src, dst
    return ((c2 - c) % K, (p2 - d) % M, (d2 - p) % M)


def follow(K: int, M: int, src, gamma: int, pi: int, delta: int):
    """Routers visited by (3; gamma, pi, delta): local delta, global gamma, local pi."""
    r1 = step(K, M, src, "l", delta)
    r2 = step(K, M, r1, "g", gamma)
    return [tuple(src), r1, r2, step(K, M, r2, "l", pi)]


def simulate(K: int, M: int, packets):
    """Run packets ``(src, start, hops)`` (hops ``(kind, port)``; ``L``/``G`` broadcast) and
    return ``(final routers per packet, link uses)`` where ``uses[(t, u, v)]`` counts the
    packets (copies) crossing the directed link u -> v at step t (staying uses no link)."""
    uses = defaultdict(int)
    finals = []
    for src, start, hops in packets:
        copies = [tuple(src)]
        for h, (kind, port) in enumerate(hops):
            t = start + h
            nxt = []
            for r in copies:
                if kind in ("L", "G"):
                    k = kind.lower()
                    ports = range(M) if k == "l" else range(K)
                else:
                    k, ports = kind, (port,)
                for a in ports:
                    s = step(K, M, r, k, a)
                    if s != r:
                        uses[(t, r, s)] += 1
                    nxt.append(s)
            copies = nxt
        finals.append(copies)
    return finals, uses


def mdf_invariants(G, K: int, M: int, group) -> list[str]:
    """Section 11's definition of MDF(K, M) checked on a graph whose vertex v is in group
    ``group(v)``: the list of violations (empty when it is an MDF)."""
    bad = []
    groups = defaultdict(list)
    for v in G:
        groups[group(v)].append(v)
    if len(groups) != K * M + 1 or any(len(m) != M for m in groups.values()):
        bad.append("groups")
    pairs = defaultdict(int)
    for v in G:
        glob = [u for u in G[v] if group(u) != group(v)]
        loc = [u for u in G[v] if group(u) == group(v)]
        if len(loc) != M - 1:
            bad.append(f"local degree of {v}")
        if len(glob) != K:
            bad.append(f"global degree of {v}")
        for u in glob:
            pairs[frozenset((group(u), group(v)))] += 1
    if len(pairs) != (K * M + 1) * K * M // 2 or set(pairs.values()) != {2}:
        bad.append("global links are not one per pair of groups")
    return bad
