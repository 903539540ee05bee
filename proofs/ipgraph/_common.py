"""Helpers of the claims of paper ``ipgraph`` used by several sections
(``ipgraph/__init__.py`` documents the conventions).
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction
from functools import lru_cache

import networkx as nx
import numpy as np
import pynauty
import sympy as sp

from latticegraph import symmetry
from latticegraph.specs import graph
from latticegraph.topologies.base import Topology, simple_edges
from latticegraph.topologies.ipgraph import (IPGraph, complete_cn, complete_ip,
    cyclic_super_generators, directed_cn, directed_diameter, flip_super_generators, hsn,
    hypercube_ip, off_module_links, ring_cn, super_flip, transposition,
    transposition_super_generators)


FAMILIES = {"HSN": hsn, "RingCN": ring_cn, "CompleteCN": complete_cn,
            "DirectedCN": directed_cn, "SuperFlip": super_flip}


SUPER_GENERATORS = {
    "HSN": transposition_super_generators,
    "RingCN": lambda l: cyclic_super_generators(l, "ring"),
    "CompleteCN": lambda l: cyclic_super_generators(l, "complete"),
    "DirectedCN": lambda l: cyclic_super_generators(l, "directed"),
    "SuperFlip": flip_super_generators,
}


NUCLEI = {"Q1": 2, "K3": 3, "Q2": 4, "K4": 4, "Q3": 8}   # name -> number of nodes M_N


@lru_cache(maxsize=16)
def _nucleus(name: str) -> IPGraph:
    if name in MORE_NUCLEI:
        return MORE_NUCLEI[name][0]()
    return graph(name)


def _order_of(nucleus: str) -> int:
    return MORE_NUCLEI[nucleus][1] if nucleus in MORE_NUCLEI else NUCLEI[nucleus]


@lru_cache(maxsize=32)
def _net(family: str, nucleus: str, l: int, symmetric: bool = False):
    return FAMILIES[family](l, _nucleus(nucleus), symmetric=symmetric)


def _sym_factor(family: str, l: int) -> int:
    # number of super-symbol orders of the symmetric variant (Section 3.5)
    return l if family.endswith("CN") else math.factorial(l)


def _domain(families, nuclei, ls, max_nodes, symmetric=False):
    """(family, nucleus, l) instances sorted by increasing order."""
    def build():
        rows = []
        for f, nu, l in itertools.product(families, nuclei, ls):
            n = _order_of(nu) ** l * (_sym_factor(f, l) if symmetric else 1)
            if n <= max_nodes:
                rows.append((n, f, nu, l))
        rows.sort(key=lambda r: (r[0], r[3]))
        return [{"family": f, "nucleus": nu, "l": l} for _, f, nu, l in rows]
    return build


def _size(family, nucleus, l, **_):
    return _order_of(nucleus) ** l


def _sym_size(family, nucleus, l, **_):
    return _order_of(nucleus) ** l * _sym_factor(family, l)


def _nucleus_diameter(nucleus: str) -> int:
    return directed_diameter(_nucleus(nucleus))


def _max_off_module(g, modules) -> int:
    return int(off_module_links(g, modules).max())


ALL_FAMILIES = list(FAMILIES)


#: Networks of Sections 2 and 3 used by the general claims, with their orders.
EXAMPLES = {
    "Q1": 2, "K3": 3, "Q2": 4, "K4": 4, "DeBruijn(3)": 8, "Q3": 8, "HCN(2,2)": 16,
    "HSN(2,Q2)": 16, "RingCN(2,Q2)": 16, "DirectedCN(3,Q1)": 8, "Star(4)": 24,
    "DeBruijn(5)": 32, "IP([1,2,3,3,2,1],[[2,1,3,4,5,6],[3,2,1,4,5,6],[4,5,6,1,2,3]])": 36,
    "HSN(3,Q2)": 64, "RingCN(3,Q2)": 64, "CompleteCN(3,Q2)": 64, "SuperFlip(3,Q2)": 64,
    "DirectedCN(3,Q2)": 64, "Star(5)": 120, "SymHSN(3,Q2)": 384, "SymRingCN(3,Q2)": 192,
    "SymSuperFlip(3,K3)": 162, "HSN(3,Q3)": 512, "Star(6)": 720,
}


def _examples():
    return [{"spec": s} for s in sorted(EXAMPLES, key=EXAMPLES.get)]


def _example_size(spec):
    return EXAMPLES[spec]


class _Simple(Topology):
    """A networkx graph seen as a topology (for pynauty certificates and the BFS engine)."""

    def __init__(self, G: nx.Graph, name: str = "graph"):
        self._index = {v: i for i, v in enumerate(G.nodes())}
        self._g, self.name = G, name

    @property
    def order(self) -> int:
        return self._g.number_of_nodes()

    def edge_array(self) -> np.ndarray:
        e = [(self._index[u], self._index[v]) for u, v in self._g.edges()]
        return simple_edges(*np.array(e, dtype=np.int64).reshape(-1, 2).T)


def _isomorphic(a, b) -> bool:
    """Same simple graph up to isomorphism (pynauty canonical certificates)."""
    return a.order == b.order and symmetry.certificate(a) == symmetry.certificate(b)


def _block_cayley(k: int, n: int, shifts, name: str) -> IPGraph:
    """Seed of n blocks of k distinct symbols; generator: rotate block b by s, s in shifts
    (a Cayley graph of Z_k^n).  shifts (1, -1): the k-ary n-cube; 1..k-1: K_k^n."""
    gens = {tuple(list(range(1, b * k + 1)) + [b * k + (j + s) % k + 1 for j in range(k)]
                  + list(range((b + 1) * k + 1, n * k + 1)))
            for b in range(n) for s in shifts}
    return IPGraph(list(range(1, n * k + 1)), sorted(gens), name=name)


def _kary_ncube(k: int, n: int) -> IPGraph:
    """The k-ary n-cube (torus C_k^n) as a Cayley IP graph."""
    return _block_cayley(k, n, (1, k - 1), f"C{k}^{n}")


def _ghc(k: int, n: int) -> IPGraph:
    """The generalized hypercube K_k^n (Section 4: a nucleus with optimal diameter)."""
    return _block_cayley(k, n, range(1, k), f"GHC({k},{n})")


def _folded_cube(n: int) -> IPGraph:
    """The folded hypercube FQ_n: Q_n's generators plus the complement of every bit."""
    comp = [p for i in range(n) for p in (2 * i + 2, 2 * i + 1)]
    q = hypercube_ip(n)
    return IPGraph(q.seed, q.generators + [comp], name=f"FQ{n}")


def _petersen() -> IPGraph:
    """The Petersen graph P (Figure 2) as an IP graph (Theorem 2.1's construction)."""
    return _ip_realisation(nx.petersen_graph())


#: nuclei the claims below use besides NUCLEI: name -> (builder, number of nodes M_N)
MORE_NUCLEI = {"P": (_petersen, 10), "FQ4": (lambda: _folded_cube(4), 16),
               "Q4": (lambda: hypercube_ip(4), 16), "C5": (lambda: _kary_ncube(5, 1), 5),
               **{f"K{m}": (lambda m=m: complete_ip(m), m) for m in range(5, 9)}}


_n = sp.Symbol("n", positive=True, integer=True)


def _ghc_hsn_diameters_hold() -> bool:
    """Small instances of the Section 4 construction: D(K_k^n) = n, HSN(2, K_k^n) has diameter
    2n + 1 = 2 D_G + t (t = 1) and its symmetric variant 2n + 2 = 2 D_G + t_S (t_S = 2)."""
    for k, n in ((2, 2), (3, 2), (2, 3), (4, 2)):
        G = _ghc(k, n)
        if (directed_diameter(G), directed_diameter(hsn(2, G)),
                directed_diameter(hsn(2, G, symmetric=True))) != (n, 2 * n + 1, 2 * n + 2):
            return False
    return True


def _is_cayley_ip(g: IPGraph) -> bool:
    """An IP graph on a seed of distinct symbols is the Cayley graph of the permutation group
    its generators generate: one vertex per group element."""
    from sympy.combinatorics import Permutation, PermutationGroup
    group = PermutationGroup([Permutation([p - 1 for p in gen]) for gen in g.generators])
    return len(set(g.seed)) == len(g.seed) and g.order == group.order()


def _hcn_reference_edges(n: int) -> set[frozenset]:
    """HCN(n,n) of Ghose & Desai [15] without diameter links: nodes (I, J), I the cluster."""
    edges = set()
    for I, J in itertools.product(range(2 ** n), repeat=2):
        for b in range(n):
            edges.add(frozenset({(I, J), (I, J ^ (1 << b))}))
        if I != J:
            edges.add(frozenset({(I, J), (J, I)}))
    return edges


def _labelled_edges(g: IPGraph) -> set[frozenset]:
    return {frozenset({g.label(u), g.label(v)}) for u, v in g.edge_array().tolist()}


@lru_cache(maxsize=1)
def _atlas_graphs() -> tuple:
    return tuple(nx.graph_atlas_g())


def _atlas_graph(i: int) -> nx.Graph:
    return _atlas_graphs()[i]


def _atlas(max_nodes: int, connected: bool | None):
    def build():
        out = []
        for i, G in enumerate(_atlas_graphs()):
            if 1 <= G.number_of_nodes() <= max_nodes and (
                    connected is None or nx.is_connected(G) == connected):
                out.append({"atlas": i})
        return out
    return build


def _ip_realisation(G: nx.Graph) -> IPGraph:
    """A connected graph as an IP graph: seed 10...0 (a 1 at the first vertex), one
    transposition (u; v) per edge, so the vertex v is the label with its 1 at v."""
    n = G.number_of_nodes()
    seed = [1] + [0] * (n - 1)
    return IPGraph(seed, [transposition(u + 1, v + 1, n) for u, v in G.edges()])


def _natural_map(l: int, nucleus: str, family: str = "HSN") -> tuple:
    """``(G, H, where)``: the nucleus G, the super-IP graph H (default HSN(l, G)) and the
    natural map ``where`` from the l-tuples of G's vertices to H's vertices (the vertex
    whose i-th super-symbol is x_i); H must realise every tuple."""
    G, H = _nucleus(nucleus), _net(family, nucleus, l)
    m = len(G.seed)
    index = {G.label(v): v for v in range(G.order)}
    where = {tuple(index[H.label(u)[i * m:(i + 1) * m]] for i in range(l)): u
             for u in range(H.order)}
    if len(where) != G.order ** l:
        raise ValueError(f"{H.name} does not realise every l-tuple of nucleus vertices")
    return G, H, where


def _product_dilation(l: int, nucleus: str, family: str = "HSN") -> int:
    """Largest distance in the super-IP graph (default HSN(l, G)) between the images of two
    adjacent vertices of the homogeneous product G^l, under the map sending (x_1, ..., x_l)
    (x_i vertices of G) to the vertex whose i-th super-symbol is x_i (networkx BFS)."""
    G, H, where = _natural_map(l, nucleus, family)
    net = H.to_networkx()
    worst = 0
    for x, u in where.items():
        dist = nx.single_source_shortest_path_length(net, u)
        for i in range(l):
            for a, b in G.edge_array().tolist():
                if x[i] == a:
                    y = x[:i] + (b,) + x[i + 1:]
                    worst = max(worst, dist[where[y]])
    return worst


def _apply(perm, word):
    return tuple(word[p - 1] for p in perm)


def _vertex_transitive_and_regular(g) -> bool:
    orbits = pynauty.autgrp(symmetry.nauty_graph(g))[4]
    degs = g.degrees()
    return orbits == 1 and int(degs.min()) == int(degs.max())


_CN_KINDS = ("RingCN", "CompleteCN")


def _torus_block(module: int) -> tuple[int, int]:
    """The a x b block (powers of 2, a <= b) of at most ``module`` nodes with the fewest
    off-module links per node: 2 x 4 for 8 or 10 nodes, 4 x 4 for 16 or 24."""
    return min(((a, b) for a in (1, 2, 4, 8) for b in (1, 2, 4, 8) if a <= b and a * b <= module),
               key=lambda ab: Fraction(2 * sum(ab), ab[0] * ab[1]))


def _torus_modules(g: IPGraph, k: int, block: tuple[int, int]) -> np.ndarray:
    """Module of each node of the k-by-k torus IP graph: its a x b block of coordinates
    (coordinate of block i: the rotation of the i-th k symbols)."""
    a, b = block
    x0 = np.array([g.label(v)[0] - 1 for v in range(g.order)])
    x1 = np.array([g.label(v)[k] - k - 1 for v in range(g.order)])
    return (x0 // a) * (k // b) + x1 // b
