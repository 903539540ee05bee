"""Complete interconnection networks of paper ``lacin`` (Beivide et al.) and HyperX, from the
paper's definitions alone (no ``latticegraph`` import).

A CIN instance is its port pairing matrix P (Section 2): ``pairing(N)[S][i] = (T, j)`` means port
``i`` of switch ``S`` is wired to port ``j`` of switch ``T``.

* Swap (Section 2): P_{S,i} is paired with P_{i+1,S} when S <= i, with P_{i,S-1} when S > i.
* Circle (Algorithm 1, N even; N odd: the Circle matrix of N + 1 without its last row and the
  links to it, one idle port per switch).
* XOR (Section 2, N = 2^n): P_{S,i} is paired with P_{S xor (i+1), i}.
* HyperX (Section 1 and Section 5): the Cartesian product of complete graphs, each dimension a
  CIN instance (XOR for power-of-two sides, as Section 5's example; Circle otherwise).
"""
from __future__ import annotations

import itertools

import networkx as nx


def swap(N: int) -> list[dict]:
    """>>> swap(3)
    [{0: (1, 0), 1: (2, 0)}, {0: (0, 0), 1: (2, 1)}, {0: (0, 1), 1: (1, 1)}]
    """
    P = [{} for _ in range(N)]
    for S in range(N):
        for i in range(N - 1):
            P[S][i] = (i + 1, S) if S <= i else (i, S - 1)
    return P


def circle(N: int) -> list[dict]:
    """Algorithm 1 (even N); odd N from N + 1 by removing the last row and its links.

    >>> circle(4)[0], circle(4)[3]
    ({0: (3, 0), 1: (2, 1), 2: (1, 2)}, {0: (0, 0), 1: (1, 1), 2: (2, 2)})
    """
    if N % 2:
        P = circle(N + 1)[:N]
        return [{i: v for i, v in row.items() if v[0] != N} for row in P]
    P = [{} for _ in range(N)]
    for i in range(N - 1):
        for S in range(N):
            if S == N - 1:
                P[S][i] = (i, i)
            elif S == i:
                P[S][i] = (N - 1, i)
            else:
                P[S][i] = ((2 * i - S) % (N - 1), i)
    return P


def xor(N: int) -> list[dict]:
    """>>> xor(4)[1]
    {0: (0, 0), 1: (3, 1), 2: (2, 2)}
    """
    assert N & (N - 1) == 0, "XOR needs N = 2^n"
    return [{i: (S ^ (i + 1), i) for i in range(N - 1)} for S in range(N)]


PAIRINGS = {"Swap": swap, "Circle": circle, "XOR": xor}


def is_pairing(P) -> bool:
    """Every used port is wired back to itself: P[P[S][i]] = (S, i)."""
    return all(P[T][j] == (S, i) for S, row in enumerate(P) for i, (T, j) in row.items())


def cin_graph(P) -> nx.Graph:
    G = nx.Graph()
    G.add_nodes_from(range(len(P)))
    G.add_edges_from((S, T) for S, row in enumerate(P) for T, _ in row.values())
    return G


def hyperx(*sides) -> nx.Graph:
    """Cartesian product of complete graphs K_{a_1} x ... x K_{a_n} on coordinate labels."""
    G = nx.Graph()
    for x in itertools.product(*(range(a) for a in sides)):
        G.add_node(x)
        for d, a in enumerate(sides):
            for y in range(a):
                if y != x[d]:
                    G.add_edge(x, x[:d] + (y,) + x[d + 1:])
    return G


def dimension_pairing(a: int):
    """The CIN instance of one HyperX dimension: XOR for a power of two, else Circle."""
    return xor(a) if a & (a - 1) == 0 else circle(a)
