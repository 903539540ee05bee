"""The hypercube ``Q_k`` (paper ``kantc``, Section II-A).

``Q_k`` has one switch per binary word ``C = C_{k-1} ... C_1 C_0``; two
switches are adjacent exactly when their words differ in one bit.  Vertex
``i`` is the word whose bit ``C_j`` is bit ``j`` of ``i`` (so the label of
vertex 6 in ``Q_4`` is ``(0, 1, 1, 0)``, most significant bit first, as the
paper writes intermediate switches).

References
----------
J. Li, Y. Wang, Y. Li, "Hybrid interconnection topologies for high
performance and low hardware cost based on hypercube and k-ary n-tree",
BNCSS 12(1), 2023, Section II-A and Table I (column HC(k)).
Y. Saad, M. H. Schultz, "Topological properties of hypercubes", IEEE TC 1988.
"""
from __future__ import annotations

import numpy as np

from .base import Topology, simple_edges

__all__ = ["Hypercube", "hypercube", "hamming", "cube_layout"]


def hamming(a: int, b: int) -> int:
    """Hamming distance of two binary words, i.e. their distance in ``Q_k``.

    >>> hamming(0b0110, 0b1001)
    4
    """
    return int(a ^ b).bit_count()


def cube_layout(k: int) -> np.ndarray:
    """Picture coordinates of ``Q_k``: vertex ``i`` at ``Σ_j C_j w_j`` (bit ``C_j`` of ``i``).

    ``w_0, w_1`` are the unit axes and ``w_2`` the oblique third axis of the
    usual cube drawing; each further ``w_j`` doubles the picture along ``x``
    (odd ``j``) or ``y`` (even ``j``) with a small skew, so no two vertices
    coincide and no link passes through a vertex up to ``k = 8`` (tested).
    Used by :meth:`Hypercube.layout` and by the cubes of paper ``kantc``'s
    KANTC and MiKANTC.

    >>> cube_layout(2).tolist()
    [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]
    """
    w = np.zeros((k, 2))
    extent = np.zeros(2)
    for j in range(k):
        if j < 2:
            w[j, j] = 1.0
        elif j == 2:
            w[j] = (0.45, 0.32)
        else:
            a = (j + 1) % 2
            w[j, a] = extent[a] + 0.9
            w[j, 1 - a] = (0.09 + 0.031 * j) * w[j, a]
        extent += np.abs(w[j])
    v = np.arange(1 << k)
    return ((v[:, None] >> np.arange(k)) & 1) @ w


class Hypercube(Topology):
    """The ``k``-cube ``Q_k``: ``2^k`` switches, ``k 2^(k-1)`` links, degree ``k``.

    Parameters
    ----------
    k : int
        Dimension, ``k >= 1``.

    Examples
    --------
    Section II-A: a 3-cube has ``2^3 = 8`` nodes, ``3·2^2 = 12`` links and
    degree 3.

    >>> q = hypercube(3)
    >>> q.order, q.size, sorted(set(q.degrees().tolist())), q.label(6)
    (8, 12, [3], (1, 1, 0))
    """

    vertex_transitive = True

    def __init__(self, k: int):
        if isinstance(k, bool) or not isinstance(k, (int, np.integer)) or k < 1:
            raise ValueError(f"Hypercube: dimension must be an integer >= 1, got {k!r}")
        if k > 30:
            raise ValueError(f"Hypercube: dimension {k} is too large to build (2^{k} vertices)")
        self.k = int(k)
        self.name = f"Hypercube({self.k})"

    @property
    def order(self) -> int:
        return 1 << self.k

    def arc_estimate(self) -> int:
        return (self.order // 2) * self.k

    def edge_array(self) -> np.ndarray:
        v = np.arange(self.order, dtype=np.int64)
        us, ws = [], []
        for j in range(self.k):
            low = v[(v >> j) & 1 == 0]
            us.append(low)
            ws.append(low | (1 << j))
        return simple_edges(np.concatenate(us), np.concatenate(ws))

    def label(self, i: int) -> tuple[int, ...]:
        """The word ``(C_{k-1}, ..., C_0)`` of vertex ``i``."""
        i = int(i)
        if not 0 <= i < self.order:
            raise ValueError(f"Hypercube: vertex {i} is not in 0..{self.order - 1}")
        return tuple((i >> j) & 1 for j in reversed(range(self.k)))

    def index(self, label) -> int:
        """Vertex number of the word ``(C_{k-1}, ..., C_0)``.

        >>> hypercube(4).index((0, 1, 1, 0))
        6
        """
        bits = tuple(int(b) for b in label)
        if len(bits) != self.k or any(b not in (0, 1) for b in bits):
            raise ValueError(f"Hypercube: {tuple(label)} is not a binary word of length {self.k}")
        return sum(b << j for j, b in zip(reversed(range(self.k)), bits))

    def adjacent(self, v) -> np.ndarray:
        """Neighbours of the vertices ``v`` (one row each: bit ``j`` flipped in column ``j``),
        from the labels; the graph is never built (the ``route`` command at scale).

        >>> hypercube(3).adjacent([0, 5]).tolist()
        [[1, 2, 4], [4, 7, 1]]
        """
        v = np.asarray(v, np.int64).reshape(-1, 1)
        return v ^ (np.int64(1) << np.arange(self.k, dtype=np.int64))[None, :]

    def route(self, a: int, b: int) -> dict:
        """The ``route`` command's hook: dimension-order (e-cube) routing, the differing bits
        flipped lowest first; a shortest path (its length is the Hamming distance).

        >>> hypercube(3).route(0, 6)
        {'record': [1, 2], 'path': [0, 2, 6], 'length': 2}
        """
        a, b = int(a), int(b)
        bits = [j for j in range(self.k) if (a ^ b) >> j & 1]
        path = [a]
        for j in bits:
            path.append(path[-1] ^ (1 << j))
        return {"record": bits, "path": path, "length": len(bits)}

    def distance(self, a: int, b: int) -> int:
        """The Hamming distance of the two words: the number of bits to flip.

        >>> hypercube(4).distance(0, 7)
        3
        """
        return bin(int(a) ^ int(b)).count("1")

    def kind(self, i: int) -> str:
        return "switch"

    def layout(self) -> np.ndarray:
        """The drawing hook of :mod:`latticegraph.draw`: :func:`cube_layout`."""
        return cube_layout(self.k)

    def link_kind(self, u: int, v: int) -> str:
        """The drawing hook's colour class: the bit ``C_j`` the link flips."""
        return f"C_{(int(u) ^ int(v)).bit_length() - 1}"

    def hosts(self) -> np.ndarray:
        """Every vertex: the endpoints over which Section V-C averages path counts."""
        return np.arange(self.order, dtype=np.int64)

    def host_representatives(self) -> list[tuple[int, int]]:
        """``[(0, 2^k)]``: the cube is vertex-transitive, one orbit."""
        return [(0, self.order)]


    def cartesian_factors(self) -> list:
        """``Q_k = K_2 x ... x K_2``: ``k`` factors ``Q_1``; the distance distribution
        (binomial) is their convolution, the graph is never built.

        >>> len(hypercube(3).cartesian_factors())
        3
        """
        return [Hypercube(1)] * self.k

    def automorphism_generators(self):
        """Yield the translations ``v -> v XOR 2^j`` and the bit-position permutations
        (a cycle and a transposition of positions); certified by :mod:`latticegraph.orbits`.

        >>> len(list(hypercube(3).automorphism_generators()))
        5
        """
        v = np.arange(self.order, dtype=np.int64)
        for j in range(self.k):
            yield v ^ (1 << j)
        bits = [(v >> j) & 1 for j in range(self.k)]
        cycles = [list(np.roll(np.arange(self.k), 1))] if self.k >= 2 else []
        if self.k >= 3:
            cycles.append([1, 0] + list(range(2, self.k)))
        for perm in cycles:
            yield sum(bits[j] << int(perm[j]) for j in range(self.k))


def hypercube(k: int) -> Hypercube:
    """``Q_k`` (see :class:`Hypercube`); the GRAPH spec is ``Hypercube(k)``."""
    return Hypercube(k)
