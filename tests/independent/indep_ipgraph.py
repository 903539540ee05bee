"""Index-permutation graphs of paper ``ipgraph`` (Yeh, Parhami), from the paper's definitions
alone (no ``latticegraph`` import).

* Section 2: an IP graph has a seed label and generators, permutations of the label positions in
  one-line notation: generator pi maps Y = y_1..y_k to y_{pi(1)} .. y_{pi(k)} (pi_1 = 213456 maps
  x1x2x3x4x5x6 to x2x1x3x4x5x6).  Vertices: the labels reachable from the seed; links: the
  generator actions (undirected simple graph: loops dropped, both directions merged).
* Section 2: the n-star (generators (1;i)), the n-cube as an IP graph (seed 12 34 .. (2n-1)(2n),
  generators (1;2), (3;4), ...), HCN(n, n) without diameter links (T_{2,2n} plus the n-cube
  generators on two copies of the cube seed), the de Bruijn graph (L_{1,2}, its variant with the
  last two symbols swapped, seed 12 12 .. 12).
* Section 3.1: a super-IP graph has the seed S_1 .. S_1 (l copies of the nucleus seed) and the
  nucleus generators act on the leftmost super-symbol; Section 3.2: HSN(l, G) with T_{i,m}
  (swap super-symbols 1 and i); Section 3.3: ring-CN (L_{1,m}, R_{1,m}), complete-CN (L_{i,m},
  i = 1..l-1), directed CN (L_{1,m}); Section 3.4: super-flip (F_{i,m}, flip the first i
  super-symbols, i = 2..l); Section 3.5: the symmetric variants, seed S_1 S_2 .. S_l with S_i the
  nucleus seed shifted by (i-1)m.
* A complete nucleus K_m as an IP graph: seed 1 2 .. m with the m-1 cyclic rotations (this
  module's choice: the paper names complete nuclei without giving their generators).
"""
from __future__ import annotations

import collections
from fractions import Fraction

import networkx as nx


def ip_graph(seed, generators, directed: bool = False):
    """Vertices reachable from ``seed``; generator g maps y to (y[g[0]-1], y[g[1]-1], ...).

    >>> G = ip_graph((1, 2, 3, 3, 2, 1), [(2, 1, 3, 4, 5, 6), (3, 2, 1, 4, 5, 6), (4, 5, 6, 1, 2, 3)])
    >>> G.number_of_nodes()                                   # Section 2: "36 distinct nodes"
    36
    >>> sorted(G[(1, 2, 3, 3, 2, 1)])
    [(2, 1, 3, 3, 2, 1), (3, 2, 1, 1, 2, 3), (3, 2, 1, 3, 2, 1)]
    """
    seed = tuple(seed)
    G = nx.DiGraph() if directed else nx.Graph()
    G.add_node(seed)
    todo = [seed]
    while todo:
        y = todo.pop()
        for g in generators:
            z = tuple(y[i - 1] for i in g)
            if z not in G:
                G.add_node(z)
                todo.append(z)
            if z != y:
                G.add_edge(y, z)
    return G


class Nucleus:
    """A nucleus: seed and generators (permutations of its m positions)."""

    def __init__(self, seed, generators):
        self.seed = tuple(seed)
        self.generators = [tuple(g) for g in generators]
        self.m = len(self.seed)

    def graph(self):
        return ip_graph(self.seed, self.generators)


def cube(n: int) -> Nucleus:
    gens = []
    for i in range(n):
        g = list(range(1, 2 * n + 1))
        g[2 * i], g[2 * i + 1] = g[2 * i + 1], g[2 * i]
        gens.append(g)
    return Nucleus(range(1, 2 * n + 1), gens)


def complete(m: int) -> Nucleus:
    return Nucleus(range(1, m + 1), [[(j + r) % m + 1 for j in range(m)] for r in range(1, m)])


def star(n: int) -> nx.Graph:
    gens = []
    for i in range(2, n + 1):
        g = list(range(1, n + 1))
        g[0], g[i - 1] = g[i - 1], g[0]
        gens.append(g)
    return ip_graph(range(1, n + 1), gens)


def _super(l, m, order):
    """The position permutation putting super-symbol ``order[i]`` (1-based) at position i."""
    return [(b - 1) * m + j + 1 for b in order for j in range(m)]


def super_generators(kind: str, l: int, m: int):
    if kind == "HSN":                                       # T_{i,m}: swap 1 and i
        out = []
        for i in range(2, l + 1):
            order = list(range(1, l + 1))
            order[0], order[i - 1] = i, 1
            out.append(_super(l, m, order))
        return out
    rot = {i: [(b + i) % l + 1 for b in range(l)] for i in range(l)}   # L_{i,m}
    if kind == "RingCN":
        return [_super(l, m, rot[1]), _super(l, m, rot[l - 1])]      # L_{1,m}, R_{1,m}
    if kind == "CompleteCN":
        return [_super(l, m, rot[i]) for i in range(1, l)]
    if kind == "DirectedCN":
        return [_super(l, m, rot[1])]
    if kind == "SuperFlip":                                 # F_{i,m}: flip the first i
        return [_super(l, m, list(range(i, 0, -1)) + list(range(i + 1, l + 1)))
                for i in range(2, l + 1)]
    raise KeyError(kind)


def super_ip_nucleus(kind: str, l: int, nucleus: Nucleus, symmetric: bool = False) -> Nucleus:
    """Seed and generators of a super-IP graph (itself usable as a nucleus)."""
    m = nucleus.m
    if symmetric:
        seed = [s + b * m for b in range(l) for s in nucleus.seed]
    else:
        seed = list(nucleus.seed) * l
    gens = [list(g) + list(range(m + 1, l * m + 1)) for g in nucleus.generators]
    return Nucleus(seed, gens + super_generators(kind, l, m))


def super_ip(kind: str, l: int, nucleus: Nucleus, symmetric: bool = False,
             directed: bool = False):
    x = super_ip_nucleus(kind, l, nucleus, symmetric)
    return ip_graph(x.seed, x.generators, directed)


def de_bruijn(n: int) -> nx.Graph:
    k = 2 * n
    left = list(range(3, k + 1)) + [1, 2]
    left_bar = list(range(3, k + 1)) + [2, 1]
    return ip_graph([1, 2] * n, [left, left_bar])


def modules(G, m: int) -> dict:
    """The nucleus copy of each vertex of a super-IP graph: its super-symbols 2..l."""
    return {v: v[m:] for v in G}


def inter_cluster(G, m: int):
    """(I-degree, I-diameter) of Section 1 / 5.2-5.3 with the nuclei as modules: the largest
    module average of off-module links per node, and the largest over pairs of the least number
    of off-module links on a path (0-1 BFS)."""
    mod = modules(G, m)
    per = {}
    for v in G:
        per.setdefault(mod[v], []).append(sum(mod[u] != mod[v] for u in G[v]))
    ideg = max(Fraction(sum(x), len(x)) for x in per.values())
    idiam = 0
    for s in G:
        dist = {s: 0}
        dq = collections.deque([s])
        while dq:
            u = dq.popleft()
            for w in G[u]:
                c = dist[u] + (mod[u] != mod[w])
                if c < dist.get(w, 1 << 30):
                    dist[w] = c
                    (dq.append if c > dist[u] else dq.appendleft)(w)
        idiam = max(idiam, max(dist.values()))
    return ideg, idiam
