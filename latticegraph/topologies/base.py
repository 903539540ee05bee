"""The interface every topology family implements.

A topology has vertices ``0 .. order-1`` and a simple undirected edge set
given as an ``(m, 2)`` integer array with ``u < v`` in each row.  From that
the base class derives the CSR adjacency used by the distance engine, degrees
and a networkx view carrying each vertex's paper label and kind.  Families
estimate their arcs from the parameters alone (:meth:`Topology.arc_estimate`),
so an edge list or networkx view over the memory limit is refused before it
is built (:mod:`latticegraph.memory`).
"""
from __future__ import annotations

import functools
from functools import cached_property

import networkx as nx
import numpy as np
import scipy.sparse as sp

from ..memory import require

__all__ = ["Topology", "simple_edges"]


def simple_edges(u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Deduplicate an edge list: drop loops, orient ``u < v``, remove repeats.

    >>> simple_edges(np.array([0, 1, 2, 2]), np.array([1, 0, 2, 0])).tolist()
    [[0, 1], [0, 2]]
    """
    u = np.asarray(u, dtype=np.int64)
    v = np.asarray(v, dtype=np.int64)
    keep = u != v
    a = np.minimum(u[keep], v[keep])
    b = np.maximum(u[keep], v[keep])
    m = int(b.max()) + 1 if len(b) else 1
    if m > 3_037_000_499:                       # m * m would overflow int64
        return np.unique(np.stack([a, b], axis=1), axis=0).reshape(-1, 2)
    keys = np.sort(a * m + b)                   # one sort of int64 keys (np.unique is slower)
    keys = keys[np.concatenate(([True], keys[1:] != keys[:-1]))] if len(keys) else keys
    out = np.empty((len(keys), 2), np.int64)
    np.floor_divide(keys, m, out=out[:, 0])
    np.remainder(keys, m, out=out[:, 1])
    return out


class Topology:
    """Base class: a finite simple graph on ``range(order)``.

    Subclasses set ``name`` and implement :meth:`order` and
    :meth:`edge_array`; they may override :meth:`label` and :meth:`kind`.
    ``vertex_transitive`` tells the distance engine that one source suffices.
    """

    name: str = "graph"
    vertex_transitive: bool = False
    #: bytes per generated arc while building the edge list (arrays, concatenation, sort)
    arc_bytes: int = 64

    def __init_subclass__(cls, **kwargs):
        """Every family's :meth:`edge_array`, wherever it is called from, first passes
        the memory guard (:meth:`require_memory` with :attr:`arc_bytes`)."""
        super().__init_subclass__(**kwargs)
        build = cls.__dict__.get("edge_array")
        if build is not None:
            @functools.wraps(build)
            def edge_array(self):
                self.require_memory(self.arc_bytes)
                return build(self)
            cls.edge_array = edge_array

    def arc_estimate(self) -> int | None:
        """Arcs :meth:`edge_array` generates before deduplication, from the parameters
        alone (``None``: unknown); the memory guards use it."""
        return None

    def require_memory(self, per_arc: int, per_vertex: int = 16, what: str = "") -> None:
        """Refuse (:class:`~latticegraph.memory.MemoryLimitError`) an ``O(arcs)`` build
        of ``what`` (default: the edge list) that would exceed the memory limit,
        before allocating anything."""
        arcs = self.arc_estimate()
        if arcs is not None:
            require(f"{self.name}{what}", arcs * per_arc + self.order * per_vertex)

    @property
    def order(self) -> int:
        raise NotImplementedError

    def edge_array(self) -> np.ndarray:
        raise NotImplementedError

    @cached_property
    def _edges(self) -> np.ndarray:
        e = self.edge_array()
        e.setflags(write=False)
        return e

    @property
    def size(self) -> int:
        """Number of edges of the simple graph."""
        return int(self._edges.shape[0])

    def csr(self) -> sp.csr_array:
        """Symmetric CSR adjacency matrix (``int8``) of the simple graph."""
        e = self._edges
        n = self.order
        data = np.ones(2 * len(e), dtype=np.int8)
        rows = np.concatenate([e[:, 0], e[:, 1]])
        cols = np.concatenate([e[:, 1], e[:, 0]])
        return sp.csr_array((data, (rows, cols)), shape=(n, n))

    def degrees(self) -> np.ndarray:
        """Degree of every vertex."""
        return np.bincount(self._edges.reshape(-1), minlength=self.order)

    def label(self, i: int):
        """The paper's label of vertex ``i`` (default: ``i`` itself)."""
        return i

    def kind(self, i: int) -> str:
        """``"router"`` or ``"node"`` (compute node); default ``"router"``."""
        return "router"

    def to_networkx(self) -> nx.Graph:
        """A networkx graph on ``range(order)`` with ``label`` and ``kind`` attributes."""
        self.require_memory(300, 1000, " as a networkx graph")
        G = nx.Graph(name=self.name)
        G.add_nodes_from(
            (i, {"label": self.label(i), "kind": self.kind(i)}) for i in range(self.order)
        )
        G.add_edges_from(self._edges.tolist())
        return G

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}: {self.order} vertices>"
