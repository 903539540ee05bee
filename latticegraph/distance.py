"""Exact distance distributions (general CSR/BFS engine).

``distance_distribution(g)`` returns exact integer counts indexed by
distance: from vertex 0 when ``g.vertex_transitive`` (every source sees the
same distribution), otherwise summed over all sources (ordered pairs).
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

__all__ = ["bfs_distances", "distance_distribution", "diameter", "average_distance"]


def bfs_distances(csr, source: int) -> np.ndarray:
    """Hop distances from ``source`` by a numpy frontier BFS (-1: unreachable)."""
    n = csr.shape[0]
    indptr, indices = csr.indptr, csr.indices
    dist = np.full(n, -1, dtype=np.int64)
    dist[source] = 0
    frontier = np.array([source], dtype=np.int64)
    d = 0
    while frontier.size:
        d += 1
        starts, ends = indptr[frontier], indptr[frontier + 1]
        lens = ends - starts
        offs = np.repeat(starts - np.concatenate(([0], np.cumsum(lens)[:-1])), lens)
        nbrs = indices[np.arange(lens.sum()) + offs]
        nbrs = np.unique(nbrs[dist[nbrs] < 0])
        dist[nbrs] = d
        frontier = nbrs
    return dist


def distance_distribution(g) -> list[int]:
    """Exact number of (source, target) pairs at each distance.

    For a vertex-transitive graph (lattice graphs are Cayley graphs) the
    counts are those seen from vertex 0; otherwise they are summed over all
    sources.  Raises ``ValueError`` on a disconnected graph.
    """
    csr = g.csr()
    sources = [0] if g.vertex_transitive else range(g.order)
    counts: np.ndarray = np.zeros(1, dtype=np.int64)
    for s in sources:
        dist = bfs_distances(csr, s)
        if (dist < 0).any():
            raise ValueError(f"{g.name} is disconnected")
        c = np.bincount(dist)
        if len(c) > len(counts):
            c[: len(counts)] += counts
            counts = c
        else:
            counts[: len(c)] += c
    return [int(x) for x in counts]


def diameter(dd: list[int]) -> int:
    """Largest distance with a non-zero count."""
    return len(dd) - 1


def average_distance(dd: list[int]) -> Fraction:
    """Exact average over distinct pairs: ``Σ k·count_k / (pairs − sources)``.

    From one source this is ``Σ k·count_k / (N − 1)``, the convention of
    paper ``crystal`` (Section 3.4).
    """
    total = sum(k * c for k, c in enumerate(dd))
    pairs = sum(dd) - dd[0]
    return Fraction(total, pairs) if pairs else Fraction(0)
