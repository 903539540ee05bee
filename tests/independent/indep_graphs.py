"""Graph quantities computed from the definitions with networkx, for the independent tests.

Distances are breadth-first searches (networkx); link loads split each ordered pair's unit of
traffic uniformly over all its shortest paths (Brandes' accumulation, exact fractions).
Nothing here imports ``latticegraph``.
"""
from __future__ import annotations

from collections import Counter
from fractions import Fraction

import networkx as nx


def distribution_from(G, s) -> list[int]:
    """Vertices at each distance from ``s`` (index = distance).

    >>> distribution_from(nx.cycle_graph(5), 0)
    [1, 2, 2]
    """
    c = Counter(nx.single_source_shortest_path_length(G, s).values())
    return [c[k] for k in range(max(c) + 1)]


def distributions(G) -> dict:
    """``distribution_from`` for every source."""
    return {s: distribution_from(G, s) for s in G}


def summed(dists) -> list[int]:
    """Sum of distance distributions (all sources)."""
    out: list[int] = []
    for d in dists:
        out += [0] * (len(d) - len(out))
        for k, c in enumerate(d):
            out[k] += c
    return out


def average(dd: list[int]) -> Fraction | None:
    """Average distance over the pairs of distinct vertices counted in ``dd`` (``dd[0]``
    sources); ``None`` for a single vertex."""
    pairs = sum(dd) - dd[0]
    return Fraction(sum(k * c for k, c in enumerate(dd)), pairs) if pairs else None


def fraction_text(f: Fraction) -> str:
    return f"{f.numerator}/{f.denominator}"


def average_text(dd: list[int]) -> str:
    """The average distance as ``info`` prints it; a single vertex (no pairs) is ``0/1``."""
    avg = average(dd)
    return "0/1" if avg is None else fraction_text(avg)


def arc_loads(G, sources=None) -> dict:
    """Load of every directed arc ``(u, v)`` of the simple graph ``G`` when each ordered pair
    ``(s, t)``, ``s != t`` (``s`` in ``sources``, default all), sends one unit split uniformly
    over all shortest ``s``-``t`` paths.  Exact (``Fraction``).

    >>> loads = arc_loads(nx.path_graph(3))
    >>> loads[(0, 1)], loads[(1, 0)]
    (Fraction(2, 1), Fraction(2, 1))
    >>> loads = arc_loads(nx.cycle_graph(4))            # antipodal pairs split 1/2 + 1/2
    >>> loads[(0, 1)]
    Fraction(2, 1)
    """
    load = {(u, v): Fraction(0) for u, v in G.edges}
    load.update({(v, u): Fraction(0) for u, v in G.edges})
    for s in (G if sources is None else sources):
        dist = {s: 0}
        sigma = {s: 1}
        order = [s]
        for u in order:
            for w in G[u]:
                if w not in dist:
                    dist[w] = dist[u] + 1
                    sigma[w] = 0
                    order.append(w)
                if dist[w] == dist[u] + 1:
                    sigma[w] += sigma[u]
        delta = dict.fromkeys(order, Fraction(0))
        for w in reversed(order):
            if w == s:
                continue
            share = (1 + delta[w]) / sigma[w]
            for u in G[w]:
                if dist.get(u) == dist[w] - 1:
                    flow = sigma[u] * share
                    load[(u, w)] += flow
                    delta[u] += flow
    return load
