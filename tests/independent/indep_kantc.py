"""Fat trees and hybrids of paper ``kantc`` (Li, Wang, Li), from the paper's text alone (no
``latticegraph`` import).  Vertices are labelled as the paper writes switches: ``(L, D_{n-2}, ...,
D_0)`` for the k-ary n-tree, ``(G, L, D...)`` for MiKANT, with the k cube bits ``C_{k-1} ... C_0``
appended for KANTC/MiKANTC; compute nodes are ``(switch label, j)``.

* Section II-A: the k-cube, nodes differing in one bit adjacent.
* Section II-B: the k-ary n-tree: switches <L, D>, L = 0..n-1, D in {0..k-1}^(n-1); k compute
  nodes per level-0 switch; <L, D> ~ <L+1, D'> when D' equals D except in digit D_L (the rule
  Section III-B prints for MiKANTC: "D_L replaced by any value").  MiKANT(k, n): two groups of
  levels 0..n-2, the level n-2 switches <G, n-2, D> joined to <1-G, n-2, D'> with D' equal to D
  except in D_{n-2}; 2k^n compute nodes.
* Section III-A/B: KANTC/MiKANTC replace the level-0 switches by k^(n-2) (per group) k-cubes,
  cube D_{n-2}..D_1 holding the tree's level-0 switches D_{n-2}..D_1, D_0 (D_0 = 0..k-1) as its
  k intermediate switches I_0..I_{k-1}; every other cube switch has k compute nodes.
* The intermediate switches, "bitwise inverse approach" (Section III-A), read as: the first
  ceil(k/2) switches start from all zeros, switch i (1-based, i >= 2) inverting bits i .. k-i+1
  (counted from the left) of switch i-1; the remaining floor(k/2) are the complements of the
  first floor(k/2), in order.  k = 4 gives 0000, 0110, 1111, 1001: the printed example
  (0,0,0,0), (0,1,1,0), (1,0,0,1), (1,1,1,1) as a set.
"""
from __future__ import annotations

import itertools

import networkx as nx


def intermediate_switches(k: int) -> list[tuple[int, ...]]:
    """>>> intermediate_switches(4)
    [(0, 0, 0, 0), (0, 1, 1, 0), (1, 1, 1, 1), (1, 0, 0, 1)]
    >>> intermediate_switches(3)
    [(0, 0, 0), (0, 1, 0), (1, 1, 1)]
    """
    first = [tuple([0] * k)]
    for i in range(2, (k + 1) // 2 + 1):
        prev = list(first[-1])
        for b in range(i - 1, k - i + 1):          # bits i .. k-i+1, 1-based from the left
            prev[b] ^= 1
        first.append(tuple(prev))
    return first + [tuple(1 - x for x in s) for s in first[: k // 2]]


def hypercube(k: int) -> nx.Graph:
    G = nx.Graph()
    for c in itertools.product((0, 1), repeat=k):
        G.add_node(c)
        for b in range(k):
            G.add_edge(c, c[:b] + (1 - c[b],) + c[b + 1:])
    return G


def _digits(k, n):
    return list(itertools.product(range(k), repeat=n - 1))       # (D_{n-2}, ..., D_0)


def _up(D, L, k):
    """The D' equal to D except in digit D_L (D is written D_{n-2} ... D_0)."""
    pos = len(D) - 1 - L
    return [D[:pos] + (x,) + D[pos + 1:] for x in range(k)]


def kary_ntree(k: int, n: int, mirrored: bool = False) -> nx.Graph:
    """The k-ary n-tree (or MiKANT) with its compute nodes; node attribute ``kind``."""
    G = nx.Graph()
    groups = (0, 1) if mirrored else (None,)
    top = n - 2 if mirrored else n - 1

    def sw(g, L, D):
        return ((L,) if g is None else (g, L)) + D

    for g in groups:
        for L in range(top + 1):
            for D in _digits(k, n):
                G.add_node(sw(g, L, D), kind="switch")
                if L < top:
                    for D2 in _up(D, L, k):
                        G.add_edge(sw(g, L, D), sw(g, L + 1, D2))
                elif mirrored and g == 0:
                    for D2 in _up(D, n - 2, k):
                        G.add_edge(sw(0, L, D), sw(1, L, D2))
                if L == 0:
                    for j in range(k):
                        G.add_node(sw(g, 0, D) + (j,), kind="node")
                        G.add_edge(sw(g, 0, D), sw(g, 0, D) + (j,))
    return G


def _cube_switch(base, I, c):
    """Cube switch ``c`` of the cube whose label starts ``base``: its intermediate index
    (the tree's D_0), or None."""
    return base + (I.index(c) if c in I else None,) + c


def kantc(k: int, n: int, mirrored: bool = False) -> nx.Graph:
    """KANTC(k, n) (or MiKANTC): cube switches labelled ``(.., 0, D_{n-2}..D_1, x, C)`` with
    ``x`` the intermediate index for an intermediate switch and ``None`` otherwise (the paper
    gives non-intermediate cube switches no D_0)."""
    G = nx.Graph()
    I = intermediate_switches(k)
    groups = (0, 1) if mirrored else (None,)
    top = n - 2 if mirrored else n - 1
    zero = (0,) * k

    def pre(g, L):
        return (L,) if g is None else (g, L)

    def tree_switch(g, L, D):          # level L >= 1, or the intermediate switch D at L = 0
        if L == 0:
            return pre(g, 0) + D + I[D[-1]]
        return pre(g, L) + D + zero

    for g in groups:
        for L in range(1, top + 1):
            for D in _digits(k, n):
                G.add_node(tree_switch(g, L, D), kind="switch")
        for L in range(top + 1):
            for D in _digits(k, n):
                if L < top:
                    for D2 in _up(D, L, k):
                        G.add_edge(tree_switch(g, L, D), tree_switch(g, L + 1, D2))
                elif mirrored and g == 0:
                    for D2 in _up(D, n - 2, k):
                        G.add_edge(tree_switch(0, L, D), tree_switch(1, L, D2))
        for cube in itertools.product(range(k), repeat=n - 2):
            base = pre(g, 0) + cube
            for c in itertools.product((0, 1), repeat=k):
                v = _cube_switch(base, I, c)
                G.add_node(v, kind="switch")
                for b in range(k):
                    G.add_edge(v, _cube_switch(base, I, c[:b] + (1 - c[b],) + c[b + 1:]))
                if c not in I:
                    for j in range(k):
                        G.add_node(v + (j,), kind="node")
                        G.add_edge(v, v + (j,))
    return G


# -- the counts printed in Section II, Theorems 2-4 and 7-9, Table I ---------------------
def printed_counts(family: str, k: int, n: int) -> dict:
    """(compute nodes, switches, links) as the paper prints them."""
    if family == "KANT":
        return {"nodes": k ** n, "switches": n * k ** (n - 1), "links": n * k ** n}
    if family == "MiKANT":
        return {"nodes": 2 * k ** n, "switches": (2 * n - 2) * k ** (n - 1),
                "links": (2 * n - 1) * k ** n}
    if family == "KANTC":
        return {"nodes": (2 ** k - k) * k ** (n - 1),
                "switches": (n - 1) * k ** (n - 1) + 2 ** k * k ** (n - 2),
                "links": (n - 1) * k ** n + (2 ** (k - 1) + 2 ** k - k) * k ** (n - 1)}
    if family == "MiKANTC":
        return {"nodes": 2 * (2 ** k - k) * k ** (n - 1),
                "switches": (2 * n - 4) * k ** (n - 1) + 2 ** (k + 1) * k ** (n - 2),
                "links": (2 * n - 3) * k ** n + (3 * 2 ** k - 2 * k) * k ** (n - 1)}
    if family == "Hypercube":
        return {"nodes": 2 ** k, "switches": 2 ** k, "links": k * 2 ** (k - 1)}
    raise KeyError(family)
