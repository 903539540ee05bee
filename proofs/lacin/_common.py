"""Helpers of the claims of paper ``lacin`` used by several sections (``lacin/__init__.py``
documents the conventions).
"""

from __future__ import annotations

import networkx as nx
import numpy as np
import sympy

from latticegraph.topologies.cin import CIN, circle, swap, xor


_EVEN = range(2, 65, 2)


_POW2 = [2 ** n for n in range(0, 7)]


def _isoport_instances(max_n: int):
    """Circle (every N) and XOR (powers of 2) up to ``max_n``, in increasing N."""
    def domain():
        for n in range(1, max_n + 1):
            yield {"family": "Circle", "N": n}
            if n & (n - 1) == 0:
                yield {"family": "XOR", "N": n}
    return domain


def _all_instances(max_n: int, min_n: int = 1):
    def domain():
        for n in range(min_n, max_n + 1):
            yield {"family": "Swap", "N": n}
            yield {"family": "Circle", "N": n}
            if n & (n - 1) == 0:
                yield {"family": "XOR", "N": n}
    return domain


_BUILD = {"Swap": swap, "Circle": circle, "XOR": xor}


def _build(family: str, n: int) -> CIN:
    return _BUILD[family](n)


def _wired_ports(c: CIN) -> list[int]:
    return (c.neighbour >= 0).sum(axis=1).astype(int).tolist()


_Ns = sympy.Symbol("N", positive=True, integer=True)


def _swap_raw(n: int):
    S, i = np.meshgrid(np.arange(n), np.arange(n - 1), indexing="ij")
    low = S <= i
    return np.where(low, i + 1, i), np.where(low, S, S - 1)


def _cdg_acyclic(routes) -> bool:
    """Channel dependency graph of a set of routes (lists of directed links) is acyclic."""
    g = nx.DiGraph()
    for r in routes:
        g.add_nodes_from(r)
        g.add_edges_from(zip(r, r[1:]))
    return nx.is_directed_acyclic_graph(g)
