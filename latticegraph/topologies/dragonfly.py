"""The Swapped Dragonfly D3(K, M), the maximal Dragonfly MDF(K, M) and their schedules.

Paper ``d3``: R. Draper, *The Swapped Dragonfly*.

``D3(K, M)`` has ``K M^2`` routers ``(c, d, p)`` (cabinet ``c mod K``, drawer
``d mod M``, router ``p mod M``).  Local port ``pi`` of router ``p`` reaches
port ``-pi`` of router ``p + pi`` in the same drawer (a complete graph
``K_M``; port 0 means "stay"), and global port ``a`` of ``(c, d, p)`` reaches
port ``-a`` of ``(c + a, p, d)`` (the swap, equation (2.1) and Section 3).
Global port 0 of a router ``(c, p, p)`` is a *fixed point*: it reaches
itself and carries no link.

The module builds the network three ways:

* :class:`D3` — the simple graph (a :class:`~latticegraph.topologies.base.Topology`);
* :meth:`D3.port_links` / :meth:`D3.port_multigraph` — the port-labelled
  multigraph (every link with its two port numbers, fixed points as loops);
* :func:`theorem1_map`, :func:`lambda_map` — the sub-networks ``D3(kappa, M, N)``
  of Theorem 1 and ``{d, p} in lambda`` of Section 4, with explicit maps.

``MDF`` is never built for its distances (issue 27): one ball of radius 2 per
orbit of its rotation and reflection, from the labels, the rest at distance 3
(:meth:`MDF.link_certificate`); D3 is a Kronecker-block quotient.  Both give
``adjacent(vertices)`` and ``distance(a, b)`` for ``latticegraph route``.

Routing follows Section 8 (source-vector headers ``(b; gamma, pi, delta)``)
and Section 10 (destination headers and port tables).  :func:`simulate` is a
synchronous packet simulator: one time step per hop, a *link conflict* is two
packets on the same directed link (router, port) in the same step (Section 5).
Schedules of Section 9 and the Appendix (Theorems 4-8) are packet lists built by
the functions ``*_schedule``.

References
----------
R. Draper, "The Swapped Dragonfly": equations (2.1), (2.2); Sections 3-4,
Theorem 1, Corollary 1; Theorem 2; Sections 8, 10; Theorems 4-8 (Appendix);
Section 11 and Table 1 (MDF).
J. Kim, W. J. Dally, S. Scott, D. Abts, "Technology-Driven, Highly-Scalable
Dragonfly Topology", ISCA 2008 (the Dragonfly and its maximal size).
"""
from __future__ import annotations

import itertools
import random
from collections import defaultdict
from dataclasses import dataclass, field

import networkx as nx
import numpy as np

from ..orbits import symmetric_group_generators
from .base import Topology, simple_edges

__all__ = [
    "D3",
    "MDF",
    "d3",
    "mdf",
    "theorem1_map",
    "theorem1_port_table",
    "lambda_map",
    "check_port_isomorphism",
    "source_vector",
    "follow_ports",
    "vector_ports",
    "glgl_ports",
    "local_table",
    "global_table",
    "destination_route",
    "Packet",
    "SimResult",
    "simulate",
    "broadcast_schedule",
    "multi_broadcast_schedule",
    "one_to_all_schedule",
    "glgl_one_to_all_schedule",
    "all_to_one_schedule",
    "all_to_all_schedule",
    "greedy_starts",
    "protocol_starts",
    "one_to_all_rounds",
    "random_permutation",
    "permutation_schedule",
]


def _check_int(name: str, value, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"{name} must be an integer, got {value!r}")
    if value < low:
        raise ValueError(f"{name} must be >= {low}, got {value}")
    return int(value)


# ---------------------------------------------------------------------------
# D3(K, M)
# ---------------------------------------------------------------------------
class D3(Topology):
    """The Swapped Dragonfly ``D3(K, M)`` (paper ``d3``, Section 2, equation (2.1)).

    Vertices are numbered ``i = (c*M + d)*M + p``; ``label(i) == (c, d, p)``.

    Parameters
    ----------
    K : int >= 1
        Number of cabinets (= global ports per router).
    M : int >= 1
        Drawers per cabinet and routers per drawer (``M - 1`` local ports).

    Examples
    --------
    Section 11: ``D3(4, 8)`` has 256 routers and ``D3(11, 11)`` has 1331.

    >>> D3(4, 8).order, D3(11, 11).order
    (256, 1331)
    >>> g = D3(3, 4)
    >>> g.order, g.size, g.global_neighbor((4 % 3, 1, 2), 2)
    (48, 138, (0, 2, 1))
    """

    vertex_transitive = False

    def __init__(self, K: int, M: int):
        self.K = _check_int("D3: K", K, 1)
        self.M = _check_int("D3: M", M, 1)
        self.name = f"D3({self.K},{self.M})"

    @property
    def order(self) -> int:
        return self.K * self.M * self.M

    def arc_estimate(self) -> int:
        return self.order * (self.M - 1 + self.K)

    # -- coordinates ------------------------------------------------------
    def index(self, r) -> int:
        """Vertex number of router ``r = (c, d, p)`` (coordinates reduced)."""
        c, d, p = r
        return ((c % self.K) * self.M + d % self.M) * self.M + p % self.M

    def label(self, i: int) -> tuple[int, int, int]:
        i = int(i)
        if not 0 <= i < self.order:
            raise ValueError(f"{self.name}: vertex {i} out of range")
        c, rest = divmod(i, self.M * self.M)
        d, p = divmod(rest, self.M)
        return (c, d, p)

    def routers(self):
        """All routers ``(c, d, p)`` in vertex order."""
        return list(itertools.product(range(self.K), range(self.M), range(self.M)))

    def local_neighbor(self, r, pi: int):
        """Router reached by local port ``pi`` of ``r`` (port 0: ``r`` itself)."""
        c, d, p = r
        return (c % self.K, d % self.M, (p + pi) % self.M)

    def global_neighbor(self, r, a: int):
        """Router reached by global port ``a`` of ``r = (c, d, p)``: ``(c + a, p, d)``."""
        c, d, p = r
        return ((c + a) % self.K, p % self.M, d % self.M)

    def step(self, r, kind: str, port: int):
        """Router reached from ``r`` through port ``port`` of kind ``'l'`` or ``'g'``."""
        if kind == "l":
            return self.local_neighbor(r, port)
        if kind == "g":
            return self.global_neighbor(r, port)
        raise ValueError(f"port kind must be 'l' or 'g', got {kind!r}")

    def fixed_points(self):
        """Routers ``(c, p, p)``: global port 0 reaches the router itself (Table 1, row 2)."""
        return [(c, p, p) for c in range(self.K) for p in range(self.M)]

    # -- port-labelled multigraph -------------------------------------------
    def port_links(self):
        """Every link once as ``(kind, r, port, s, port_s)``, loops for fixed points.

        Local: ``(c, d, p)`` port ``pi`` -- ``(c, d, p + pi)`` port ``-pi``
        (``0 < pi < M``).  Global: ``(c, d, p)`` port ``a`` -- ``(c + a, p, d)``
        port ``-a`` (Section 3); the loop ``(c, p, p)`` port 0 is listed once.
        """
        self.require_memory(600, 0, " (port links)")   # a set of frozensets per link
        K, M = self.K, self.M
        seen = set()
        out = []
        for r in self.routers():
            for kind, ports, mod in (("l", range(1, M), M), ("g", range(K), K)):
                for a in ports:
                    s = self.step(r, kind, a)
                    b = (-a) % mod
                    key = frozenset([(r, a), (s, b)])
                    if key in seen:
                        continue
                    seen.add(key)
                    out.append((kind, r, a, s, b))
        return out

    def route(self, src: int, dst: int) -> dict:
        """The ``route`` command's hook: the source-vector header of Section 8.

        Header ``(3; gamma, pi, delta) = (3; c'-c, p'-d, d'-p)``: local port
        ``delta``, global port ``gamma``, local port ``pi``; a port leading back
        to the same router is no hop, so the path has at most 3 hops.

        >>> D3(3, 4).route(0, 47)
        {'record': {'header': (3, 2, 3, 3)}, 'path': [0, 3, 44, 47], 'length': 3}
        """
        s, t = self.label(src), self.label(dst)
        header = source_vector(self, s, t)
        path = [int(src)]
        for r in follow_ports(self, s, vector_ports(*header))[1:]:
            if self.index(r) != path[-1]:
                path.append(self.index(r))
        return {"record": {"header": (3, *header)}, "path": path, "length": len(path) - 1}

    def adjacent(self, v) -> np.ndarray:
        """Neighbours of the routers ``v`` (one row each: local ports ``1..M-1``, then global
        ports ``0..K-1``; ``-1`` for a fixed point's global port 0), from the labels; the
        graph is never built (the ``route`` command at scale).

        >>> D3(3, 4).adjacent([0]).tolist()        # (0,0,0): (0,0,1..3); (1,0,0), (2,0,0)
        [[1, 2, 3, -1, 16, 32]]
        """
        v = np.asarray(v, np.int64).reshape(-1)
        K, M = self.K, self.M
        c, rest = np.divmod(v, M * M)
        d, p = np.divmod(rest, M)
        local = (c * M + d)[:, None] * M + (p[:, None] + np.arange(1, M)[None, :]) % M
        far = (((c[:, None] + np.arange(K)[None, :]) % K) * M + p[:, None]) * M + d[:, None]
        far = np.where(far == v[:, None], -1, far)
        return np.concatenate([local, far], axis=1)

    def distance(self, a: int, b: int) -> int:
        """The distance between two routers: 0, 1, 2 by their neighbours, else 3 (Section 8:
        the source-vector header reaches every router in at most three hops).

        >>> D3(3, 4).distance(0, 47)
        3
        """
        a, b = int(a), int(b)
        if a == b:
            return 0
        na = self.adjacent([a])[0]
        if b in na:
            return 1
        nb = self.adjacent([b])[0]
        if np.intersect1d(na[na >= 0], nb[nb >= 0]).size:
            return 2
        return len(self.route(a, b)["path"]) - 1

    def link_array(self) -> np.ndarray:
        """Every physical link as a row ``(u, port_u, v, port_v)``: the export hook.

        One port numbering per router (used by :mod:`latticegraph.export`):
        local port ``pi`` (``1..M-1``) is port ``pi - 1`` and global port ``a``
        (``0..K-1``) is port ``M - 1 + a``.  The fixed-point loops (global port 0
        of ``(c, p, p)``) carry no link and are left out.

        >>> D3(3, 4).link_array().shape
        (138, 4)
        """
        rows = []
        for kind, r, a, s, b in self.port_links():
            if r != s:
                off = -1 if kind == "l" else self.M - 1
                rows.append((self.index(r), a + off, self.index(s), b + off))
        return np.array(rows, dtype=np.int64).reshape(-1, 4)

    def layout(self) -> np.ndarray:
        """Picture coordinates, the drawing hook of :mod:`latticegraph.draw`.

        Cabinets side by side, drawer ``d`` as a row and router ``p`` as
        column ``p`` of its cabinet: router ``(c, d, p)`` at
        ``(c (M + 1) + p, -1.5 d)``.

        >>> D3(2, 3).layout()[[1, 12]].tolist()     # (0, 0, 1) and (1, 1, 0)
        [[1.0, 0.0], [4.0, -1.5]]
        """
        c, rest = np.divmod(np.arange(self.order), self.M * self.M)
        d, p = np.divmod(rest, self.M)
        return np.stack([c * (self.M + 1) + p, 1.5 * -d], axis=1).astype(float)

    def link_kind(self, u: int, v: int) -> str:
        """The drawing hook's colour class: ``"local"`` inside a drawer, else ``"global"``."""
        return "local" if u // self.M == v // self.M else "global"

    def port_multigraph(self) -> nx.MultiGraph:
        """The port-labelled multigraph on ``(c, d, p)`` labels (edge attrs ``kind``, ``ports``)."""
        G = nx.MultiGraph(name=self.name)
        G.add_nodes_from(self.routers())
        for kind, r, a, s, b in self.port_links():
            G.add_edge(r, s, kind=kind, ports=((r, a), (s, b)))
        return G

    def edge_array(self) -> np.ndarray:
        K, M = self.K, self.M
        c, d, p = np.meshgrid(np.arange(K), np.arange(M), np.arange(M), indexing="ij")
        c, d, p = c.ravel(), d.ravel(), p.ravel()
        src = (c * M + d) * M + p
        us, vs = [], []
        for pi in range(1, M):
            us.append(src)
            vs.append((c * M + d) * M + (p + pi) % M)
        for a in range(K):
            us.append(src)
            vs.append((((c + a) % K) * M + p) * M + d)
        if not us:
            return np.zeros((0, 2), dtype=np.int64)
        return simple_edges(np.concatenate(us), np.concatenate(vs))


    # -- automorphisms (issue 19; used by latticegraph.orbits) ---------------------------
    def automorphism_generators(self):
        """Yield generators of ``S_K x S_M``: cabinets permuted, and one permutation of
        ``0..M-1`` applied to the drawer and router coordinates together.

        A local link ``(c, d, p) - (c, d, q)`` and a global link ``(c, d, p) - (c', p, d)``
        keep their form under both, so each is an automorphism (certified by
        :mod:`latticegraph.orbits`).  The orbits are the routers with ``d = p`` (the
        fixed points of Table 1) and those with ``d != p``.

        >>> len(list(D3(3, 4).automorphism_generators()))
        4
        """
        K, M = self.K, self.M
        v = np.arange(self.order, dtype=np.int64)
        c, dp = np.divmod(v, M * M)
        d, p = np.divmod(dp, M)
        for tau in symmetric_group_generators(range(K), K):
            yield tau[c] * M * M + dp
        for sigma in symmetric_group_generators(range(M), M):
            yield c * M * M + sigma[d] * M + sigma[p]

    def kronecker(self):
        """``D3(K, M)`` as a :class:`~latticegraph.orbits.KroneckerGraph` on (cabinet) x (drawer, router).

        Adjacency ``I_K ⊗ (I_M ⊗ (J-I)_M)`` (local links) ``+ (J-I)_K ⊗ S + I_K ⊗ S'``
        (global links to another cabinet, and within the cabinet: ``S`` swaps
        ``(d, p) <-> (p, d)``, ``S'`` is ``S`` off its fixed points ``d = p``).  Block
        groups: ``S_K`` on cabinets, ``S_M`` acting on ``d`` and ``p`` together; the
        stabiliser of a cabinet or of a pair ``(d, p)`` permutes the other symbols.  The
        graph (``K M^2 (M - 1 + K) / 2`` links) is never built.

        >>> kg = D3(3, 4).kronecker()
        >>> kg.order, len(kg.edge_array()) == D3(3, 4).size
        (48, True)
        """
        if getattr(self, "_kronecker", None) is None:
            self._kronecker = self._build_kronecker()
        return self._kronecker

    def kronecker_memory(self) -> int:
        """Upper estimate (bytes) of the block relations and their certification."""
        K, M = self.K, self.M
        return 64 * (M * M * max(M - 1, 1) + K * K + 2 * M * M)

    def _build_kronecker(self):
        from scipy import sparse

        from ..orbits import KroneckerGraph

        K, M = self.K, self.M
        IK = sparse.identity(K, dtype=np.int8, format="csr")
        JK = sparse.csr_array(np.ones((K, K), np.int8) - np.eye(K, dtype=np.int8))
        IM = sparse.identity(M, dtype=np.int8, format="csr")
        JM = sparse.csr_array(np.ones((M, M), np.int8) - np.eye(M, dtype=np.int8))
        dp = np.arange(M * M)
        d, p = np.divmod(dp, M)
        swap = p * M + d
        S = sparse.csr_array((np.ones(M * M, np.int8), (dp, swap)), shape=(M * M, M * M))
        off = d != p
        S_off = sparse.csr_array((np.ones(int(off.sum()), np.int8), (dp[off], swap[off])),
                                 shape=(M * M, M * M))
        local = sparse.kron(IM, JM, format="csr")

        def diag(sigma):
            return sigma[d] * M + sigma[p]

        def stabiliser(b, x):
            if b == 0:
                return symmetric_group_generators([c for c in range(K) if c != x], K)
            fixed = {x // M, x % M}
            return [diag(s) for s in symmetric_group_generators([q for q in range(M) if q not in fixed], M)]

        groups = [symmetric_group_generators(range(K), K),
                  [diag(s) for s in symmetric_group_generators(range(M), M)]]
        return KroneckerGraph([K, M * M], [[IK, local], [JK, S], [IK, S_off]], groups, stabiliser,
                              name=self.name)



def d3(K: int, M: int) -> D3:
    """``D3(K, M)`` (spec ``D3(K,M)``).

    >>> d3(3, 4).size
    138
    """
    return D3(K, M)


# ---------------------------------------------------------------------------
# MDF(K, M)
# ---------------------------------------------------------------------------
class MDF(Topology):
    """The maximal Dragonfly ``MDF(K, M)`` (paper ``d3``, Section 11; Kim et al. 2008).

    ``K M + 1`` groups (drawers) of ``M`` routers, each group a complete graph,
    each router ``K`` global ports, one global link between every pair of
    groups.  Global arrangement used (the "palm tree" circulant): port ``g``
    of router ``p`` of group ``G`` has link number ``j = p*K + g`` and reaches
    group ``G + j + 1 (mod KM + 1)`` at link number ``KM - 1 - j`` there.
    Vertices ``i = G*M + p``, ``label(i) == (G, p)``.

    Examples
    --------
    Table 1, row 1: ``MDF(K, M)`` has ``KM + 1`` drawers.

    >>> g = MDF(2, 4)
    >>> g.groups, g.order
    (9, 36)
    """

    vertex_transitive = False

    def __init__(self, K: int, M: int):
        self.K = _check_int("MDF: K", K, 1)
        self.M = _check_int("MDF: M", M, 1)
        self.groups = self.K * self.M + 1
        self.name = f"MDF({self.K},{self.M})"

    #: the edge list is built from Python lists
    arc_bytes = 160

    @property
    def order(self) -> int:
        return self.groups * self.M

    def arc_estimate(self) -> int:
        return self.groups * (self.M * (self.M - 1) // 2 + self.M * self.K)

    def label(self, i: int) -> tuple[int, int]:
        i = int(i)
        if not 0 <= i < self.order:
            raise ValueError(f"{self.name}: vertex {i} out of range")
        return divmod(i, self.M)

    def layout(self) -> np.ndarray:
        """Picture coordinates, the drawing hook of :mod:`latticegraph.draw`.

        The ``KM + 1`` groups stand around a circle, each as a row of its ``M``
        routers along the circle (clockwise), so the global links are chords
        and the local links of a group bend outwards.
        """
        G, p = np.divmod(np.arange(self.order), self.M)
        theta = 2 * np.pi * G / self.groups
        radius = self.groups * (self.M + 0.5) / (2 * np.pi)
        along = p - (self.M - 1) / 2
        x = radius * np.cos(theta) + along * np.sin(theta)
        y = radius * np.sin(theta) - along * np.cos(theta)
        return np.stack([x, y], axis=1)

    def link_kind(self, u: int, v: int) -> str:
        """The drawing hook's colour class: ``"local"`` inside a group, else ``"global"``."""
        return "local" if u // self.M == v // self.M else "global"

    def global_neighbor(self, r, gport: int):
        """``((G', p'), port')`` reached by global port ``gport`` of router ``r = (G, p)``."""
        G, p = r
        j = p * self.K + gport
        G2 = (G + j + 1) % self.groups
        j2 = self.groups - 2 - j
        return (G2, j2 // self.K), j2 % self.K

    def edge_array(self) -> np.ndarray:
        K, M, n = self.K, self.M, self.groups
        us, vs = [], []
        for G in range(n):
            for p in range(M):
                for q in range(p + 1, M):
                    us.append(G * M + p)
                    vs.append(G * M + q)
                for g in range(K):
                    (G2, p2), _ = self.global_neighbor((G, p), g)
                    us.append(G * M + p)
                    vs.append(G2 * M + p2)
        return simple_edges(np.array(us, dtype=np.int64), np.array(vs, dtype=np.int64))


    # -- automorphisms (issue 19; used by latticegraph.orbits) -----------------------------
    def automorphism_generators(self):
        """Yield the rotation ``(G, p) -> (G + 1, p)`` of the palm-tree arrangement (it
        depends only on group differences) and the reflection ``(G, p) -> (-G, M-1-p)``
        (link ``j = pK + g`` of group ``G`` reaches ``G + j + 1`` at link ``KM - 1 - j``,
        which the reflection exchanges).  Both are certified by :mod:`latticegraph.orbits`.

        >>> len(list(MDF(2, 4).automorphism_generators()))
        2
        """
        G, p = np.divmod(np.arange(self.order, dtype=np.int64), self.M)
        yield ((G + 1) % self.groups) * self.M + p
        yield ((-G) % self.groups) * self.M + (self.M - 1 - p)

    # -- never built (issue 27) ------------------------------------------------------------
    def adjacent(self, v) -> np.ndarray:
        """Neighbours of the routers ``v`` (an array of vertex numbers), one row each: the
        ``M - 1`` others of the group, then the ``K`` global ports in order.  Computed from
        the labels; the graph is never built.

        >>> MDF(2, 4).adjacent([0]).tolist()   # (0, 0): (0, 1..3), then (1, 3) and (2, 3)
        [[1, 2, 3, 7, 11]]
        """
        v = np.asarray(v, np.int64).reshape(-1)
        K, M, n = self.K, self.M, self.groups
        G, p = np.divmod(v, M)
        q = (p[:, None] + np.arange(1, M)[None, :]) % M
        local = G[:, None] * M + np.sort(q, axis=1)
        j = p[:, None] * K + np.arange(K)[None, :]
        G2 = (G[:, None] + j + 1) % n
        far = (n - 2 - j) // K
        return np.concatenate([local, G2 * M + far], axis=1)

    def link_certificate(self) -> None:
        """Check, on the ``K M`` global ports of group 0, what the unbuilt engine relies on.

        (i) Following a global link and back returns to the same port (the links are
        well defined); (ii) the ports of group 0 reach every other group exactly once
        (one global link between every two groups; with the complete groups every two
        routers are at distance at most 3); (iii) the reflection ``(G, p) -> (-G, M-1-p)``
        maps the ports of group 0 onto ports of group 0.  The rotation ``G -> G + 1`` is an
        automorphism by construction: the rule is written in group differences.  Raises
        :class:`~latticegraph.orbits.CertificationError` naming the port that fails.

        >>> MDF(2, 4).link_certificate()
        """
        from ..orbits import CertificationError

        K, M, n = self.K, self.M, self.groups
        edges = set()
        for p in range(M):
            for g in range(K):
                (G2, p2), g2 = self.global_neighbor((0, p), g)
                back = self.global_neighbor((G2, p2), g2)
                if back != ((0, p), g):
                    raise CertificationError(f"{self.name}: global port {g} of (0, {p}) leads to "
                                             f"({G2}, {p2}) port {g2}, which leads back to {back}")
                edges.add((p, G2, p2))
        groups = sorted({G2 for _, G2, _ in edges})
        if len(edges) != n - 1 or groups != list(range(1, n)):
            raise CertificationError(f"{self.name}: group 0 does not have exactly one global "
                                     "link to every other group")
        for p, G2, p2 in sorted(edges):
            if (M - 1 - p, (-G2) % n, M - 1 - p2) not in edges:
                raise CertificationError(f"{self.name}: the reflection maps the link (0, {p}) - "
                                         f"({G2}, {p2}) onto a non-link")

    def degrees_and_size(self) -> tuple[list[int], int]:
        """Every router has ``M - 1`` local and ``K`` global neighbours, all distinct (one
        link between two groups; :meth:`link_certificate`), so the graph is regular.

        >>> MDF(2, 4).degrees_and_size()
        ([5], 90)
        """
        self.link_certificate()
        d = self.M - 1 + self.K
        return [d], self.order * d // 2

    def memory_estimate(self) -> int:
        """Bytes of :meth:`unbuilt_distances`: a mark per router and the ball of radius 2."""
        d = self.M - 1 + self.K
        return 2 * self.order + 64 * d * d

    def unbuilt_distances(self):
        """The exact distance distribution over all ordered pairs, never building the graph.

        One search per orbit of the rotation and reflection (``ceil(M/2)`` roots ``(0, p)``,
        orbit sizes ``KM + 1`` or twice that): the ball of radius 2 from the root by its
        labels (:meth:`adjacent`; ``(M - 1 + K)^2`` routers looked at), every other router
        at distance 3 by :meth:`link_certificate` (local, global, local reaches every router).

        >>> s = MDF(2, 4).unbuilt_distances()
        >>> s.distribution, s.orbits
        ([36, 180, 468, 612], 2)
        """
        from ..distance import DistanceSummary
        from ..orbits import OrbitDistances

        self.link_certificate()
        M, n, N = self.M, self.groups, self.order
        seen = np.zeros(N, bool)
        sizes, counts = [], []
        for p in range((M + 1) // 2):
            one = self.adjacent([p]).ravel()
            one = np.unique(one[one != p])
            seen[p] = True
            seen[one] = True
            two = self.adjacent(one).ravel()
            two = np.unique(two[~seen[two]])
            seen[p] = False
            seen[one] = False
            row = [1, len(one), len(two), N - 1 - len(one) - len(two)]
            while row[-1] == 0 and len(row) > 1:
                row.pop()
            counts.append(row)
            sizes.append(n if p == M - 1 - p else 2 * n)
        ecc = np.array([len(c) - 1 for c in counts], np.int64)
        od = OrbitDistances(np.array(sizes, np.int64), None, counts, ecc,
                            method="ball of radius 2 per orbit (rotation and reflection), "
                            "diameter 3 certified on the links; graph not built",
                            searches={"roots": len(counts)})

        def eccentricities():
            p = np.arange(N, dtype=np.int64) % M
            return ecc[np.minimum(p, M - 1 - p)]

        return DistanceSummary(od.distribution(), "all sources", od.method, len(counts),
                               _ecc=eccentricities)

    def distance(self, s: int, t: int) -> int:
        """The distance between routers ``s`` and ``t`` from their labels: 0, 1, 2 when a
        neighbour of ``s`` is ``t`` or a neighbour of it, else 3 (:meth:`link_certificate`).

        >>> MDF(2, 4).distance(0, 35)
        3
        """
        s, t = int(s), int(t)
        if s == t:
            return 0
        ns = self.adjacent([s]).ravel()
        if t in ns:
            return 1
        if np.intersect1d(ns, self.adjacent([t]).ravel()).size:
            return 2
        self.link_certificate()
        return 3


def mdf(K: int, M: int) -> MDF:
    """``MDF(K, M)`` (spec ``MDF(K,M)``).

    >>> mdf(2, 4).size == 9 * 6 + 9 * 8 // 2
    True
    """
    return MDF(K, M)


# ---------------------------------------------------------------------------
# Sub-networks (Theorem 1, Section 4)
# ---------------------------------------------------------------------------
def _check_subset(name: str, sub, n: int) -> tuple[int, ...]:
    sub = tuple(int(x) for x in sub)
    if not sub:
        raise ValueError(f"{name} must be non-empty")
    if len(set(sub)) != len(sub) or not all(0 <= x < n for x in sub):
        raise ValueError(f"{name} must be distinct elements of range({n}), got {sub}")
    return sub


def theorem1_map(kappa, N: int, M: int):
    """Theorem 1: ``D3(kappa, M, N)`` inside ``D3(N, M)`` as an isomorphic copy of ``D3(K, M)``.

    Returns ``(router_map, port_map)``: ``router_map[(i, d, p)] = (k_i, d, p)``
    and ``port_map[(i, g)] = a_{j,i} = k_j - k_i mod N`` with ``j = i + g mod K``
    (the proof associates ``j - i mod K`` with ``a_{j,i}``).  Local ports are
    unchanged.

    >>> rm, pm = theorem1_map((1, 2, 5, 8), 9, 2)
    >>> rm[(3, 0, 1)], [pm[(1, g)] for g in range(4)]
    ((8, 0, 1), [0, 3, 6, 8])
    """
    N = _check_int("N", N, 1)
    M = _check_int("M", M, 1)
    kappa = _check_subset("kappa", kappa, N)
    K = len(kappa)
    router_map = {(i, d, p): (kappa[i], d, p)
                  for i in range(K) for d in range(M) for p in range(M)}
    port_map = {(i, g): (kappa[(i + g) % K] - kappa[i]) % N for i in range(K) for g in range(K)}
    return router_map, port_map


def theorem1_port_table(kappa, N: int):
    """The port table of Section 4: row ``i`` lists ``a_{j,i} = k_j - k_i mod N`` for ``j = 0..K-1``.

    This is the column order of the printed table (entry ``j`` = port towards
    cabinet ``k_j``).

    >>> theorem1_port_table((0, 3, 4, 6, 7), 9)[2]
    (5, 8, 0, 2, 3)
    """
    N = _check_int("N", N, 1)
    kappa = _check_subset("kappa", kappa, N)
    return [tuple((kj - ki) % N for kj in kappa) for ki in kappa]


def lambda_map(lam, K: int, M: int):
    """Section 4: ``{(c, d, p) : d, p in lambda}`` of ``D3(K, M)`` as a copy of ``D3(K, L)``.

    Returns ``router_map[(c, u, v)] = (c, l_u, l_v)`` and
    ``local_port_map[(v, pi)] = l_{v+pi} - l_v mod M`` (global ports unchanged).

    >>> rm, lp = lambda_map((1, 3), 2, 4)
    >>> rm[(1, 0, 1)], lp[(1, 1)]
    ((1, 1, 3), 2)
    """
    K = _check_int("K", K, 1)
    M = _check_int("M", M, 1)
    lam = _check_subset("lambda", lam, M)
    L = len(lam)
    router_map = {(c, u, v): (c, lam[u], lam[v])
                  for c in range(K) for u in range(L) for v in range(L)}
    local_port_map = {(v, pi): (lam[(v + pi) % L] - lam[v]) % M for v in range(L) for pi in range(L)}
    return router_map, local_port_map


def check_port_isomorphism(small: D3, big: D3, router_map, port_of) -> list:
    """Check an embedding port by port; return the list of failures (empty = certificate holds).

    ``port_of(r, kind, port) -> port'`` translates a port of router ``r`` of
    ``small`` to the port of ``router_map[r]`` in ``big``.  For every port of
    every router, following it in ``small`` then mapping must equal mapping
    then following the translated port in ``big``; the map must be injective.
    """
    bad = []
    if len(set(router_map.values())) != len(router_map):
        bad.append(("not injective",))
    for r in small.routers():
        for kind, ports in (("l", range(small.M)), ("g", range(small.K))):
            for a in ports:
                lhs = router_map[small.step(r, kind, a)]
                rhs = big.step(router_map[r], kind, port_of(r, kind, a))
                if lhs != rhs:
                    bad.append((r, kind, a, lhs, rhs))
    return bad


# ---------------------------------------------------------------------------
# Routing (Sections 2, 8, 10)
# ---------------------------------------------------------------------------
def source_vector(net: D3, src, dst) -> tuple[int, int, int]:
    """Section 8: the header vector ``(gamma, pi, delta) = (c'-c, p'-d, d'-p)`` from ``src`` to ``dst``.

    >>> source_vector(D3(3, 4), (0, 1, 2), (0, 1, 2))   # self-send (3; 0, p-d, d-p)
    (0, 1, 3)
    """
    (c, d, p), (c2, d2, p2) = src, dst
    return ((c2 - c) % net.K, (p2 - d) % net.M, (d2 - p) % net.M)


def vector_ports(gamma: int, pi: int, delta: int):
    """Port sequence of header ``(3; gamma, pi, delta)``: local ``delta``, global ``gamma``, local ``pi``."""
    return (("l", delta), ("g", gamma), ("l", pi))


def glgl_ports(gamma: int, pi: int, delta: int):
    """Section 8: the four hop header ``(4; gamma, pi, delta)`` is the glgl path ``(gamma, pi, 0, delta)``."""
    return (("g", gamma), ("l", pi), ("g", 0), ("l", delta))


def follow_ports(net: D3, src, ports):
    """Routers visited following ``ports`` (pairs ``(kind, port)``) from ``src``, ``src`` included."""
    out = [tuple(src)]
    for kind, a in ports:
        out.append(net.step(out[-1], kind, a))
    return out


def local_table(M: int):
    """Section 10 local port table: entry (row ``b``, column ``a``) is ``x = b - a mod M``."""
    M = _check_int("M", M, 1)
    return [[(b - a) % M for a in range(M)] for b in range(M)]


def global_table(K: int):
    """Section 10 global port table: entry (row ``b``, column ``a``) is ``y = b - a mod K``."""
    K = _check_int("K", K, 1)
    return [[(b - a) % K for a in range(K)] for b in range(K)]


def destination_route(net: D3, src, dst, *, b1_column: str = "p", deflect=None):
    """Section 10: route with destination headers ``(b; destination, location)`` by table look-up.

    ``b = 3``: local table at (``d'``, location ``p``); ``b = 2``: global table
    at (``c'``, location ``c``); ``b = 1``: local table at (``p'``, location
    ``X``) with ``X`` the location's ``p`` (``b1_column="p"``) or its ``d``
    coordinate (``b1_column="d"``, the printed row ``go to (p', d)`` read with
    the updated location).  ``deflect=(D, C)`` prepends the deflection hops
    ``b = 5`` (local port to router ``D``) and ``b = 4`` (global port ``C``).
    Returns the routers visited.
    """
    if b1_column not in ("p", "d"):
        raise ValueError(f"b1_column must be 'p' or 'd', got {b1_column!r}")
    Lt, Gt = local_table(net.M), global_table(net.K)
    loc = tuple(src)
    path = [loc]
    c2, d2, p2 = dst
    if deflect is not None:
        D, C = deflect
        loc = net.local_neighbor(loc, (D - loc[2]) % net.M)
        path.append(loc)
        loc = net.global_neighbor(loc, C)
        path.append(loc)
    for b in (3, 2, 1):
        c, d, p = loc
        if b == 3:
            loc = net.local_neighbor(loc, Lt[d2 % net.M][p])
        elif b == 2:
            loc = net.global_neighbor(loc, Gt[c2 % net.K][c])
        else:
            loc = net.local_neighbor(loc, Lt[p2 % net.M][p if b1_column == "p" else d])
        path.append(loc)
    return path


# ---------------------------------------------------------------------------
# Synchronous packet simulator
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Packet:
    """A packet launched at time step ``start`` from ``src`` following ``hops``.

    ``hops`` is a sequence of ``(kind, port)`` with kind ``'l'`` or ``'g'``,
    or ``('L', None)`` / ``('G', None)`` for a broadcast hop (broadcast bit
    set: the router sends a copy out of every local, resp. global, port,
    port 0 keeping a copy in place).  Hop ``k`` happens at step ``start + k``.
    """

    src: tuple
    hops: tuple
    start: int
    tag: object = None


@dataclass
class SimResult:
    """Outcome of :func:`simulate`.

    ``deliveries[tag]`` counts copies delivered per router; ``arrival[tag]``
    is the last step after which a copy of the packet is delivered (its end);
    ``conflicts`` lists ``(step, router, kind, port, tags)`` for every
    directed link carrying two or more packets in one step; ``makespan`` is
    the number of steps until the last delivery.
    """

    deliveries: dict = field(default_factory=dict)
    arrival: dict = field(default_factory=dict)
    conflicts: list = field(default_factory=list)
    makespan: int = 0


def simulate(net: D3, packets) -> SimResult:
    """Run packets synchronously and detect link conflicts (Section 5, Appendix).

    A directed link is ``(router, kind, port)`` with a port that leaves the
    router; staying (local port 0, global port 0 at a fixed point) uses no
    link.  A conflict is two packets (or copies) on one directed link in one
    time step.

    >>> net = D3(2, 4)
    >>> res = simulate(net, broadcast_schedule(net, (0, 1, 2)))
    >>> sorted(set(res.deliveries[0].values())), len(res.deliveries[0]), res.conflicts
    ([1], 32, [])
    """
    uses: dict = defaultdict(list)
    res = SimResult()
    for k, pkt in enumerate(packets):
        tag = pkt.tag if pkt.tag is not None else k
        copies = [tuple(pkt.src)]
        for h, (kind, port) in enumerate(pkt.hops):
            t = pkt.start + h
            nxt = []
            for r in copies:
                if kind in ("L", "G"):
                    kk = kind.lower()
                    ports = range(net.M) if kk == "l" else range(net.K)
                else:
                    kk = kind
                    ports = (port,)
                for a in ports:
                    s = net.step(r, kk, a)
                    if s != r:
                        uses[(t, r, kk, a % (net.M if kk == "l" else net.K))].append(tag)
                    nxt.append(s)
            copies = nxt
        end = pkt.start + len(pkt.hops)
        dl = res.deliveries.setdefault(tag, defaultdict(int))
        for r in copies:
            dl[r] += 1
        res.arrival[tag] = max(res.arrival.get(tag, 0), end)
        res.makespan = max(res.makespan, end)
    res.deliveries = {t: dict(v) for t, v in res.deliveries.items()}
    res.conflicts = sorted((t, r, kind, a, tuple(tags))
                           for (t, r, kind, a), tags in uses.items() if len(tags) > 1)
    return res


# ---------------------------------------------------------------------------
# Schedules (Section 9, Appendix)
# ---------------------------------------------------------------------------
def protocol_starts(n_rounds: int, protocol: int) -> list[int]:
    """Launch steps of ``n_rounds`` pipelined rounds under the Appendix protocols.

    Protocol 1: one round per step.  Protocol 2 (3/2 unit cost, ``N/2``
    delays): two rounds then one delay.  Protocol 3 (2 unit cost, ``N``
    delays): two rounds then two delays (the loop of Theorem 4 for ``d = p``).
    """
    gap = {1: 0, 2: 1, 3: 2}
    if protocol not in gap:
        raise ValueError(f"protocol must be 1, 2 or 3, got {protocol!r}")
    if protocol == 1:
        return list(range(n_rounds))
    return [(i // 2) * (2 + gap[protocol]) + i % 2 for i in range(n_rounds)]


def broadcast_schedule(net: D3, src, start: int = 0, tag=0):
    """Theorem 4: the broadcast ``(c, d, p)(1, 3; 0, 0, 0)`` — hops ``L, G, L``."""
    return [Packet(tuple(src), (("L", None), ("G", None), ("L", None)), start, tag)]


def multi_broadcast_schedule(net: D3, src, n: int, protocol: int = 1):
    """Theorem 4: ``n`` chained broadcasts from ``src`` under Protocol 1 (or 2, 3)."""
    return [p for i, s in enumerate(protocol_starts(n, protocol))
            for p in broadcast_schedule(net, src, s, tag=i)]


def _round_index(i: int, M: int) -> tuple[int, int]:
    return divmod(i, M)  # (gamma, pi) with i = pi + gamma*M


def one_to_all_rounds(net: D3, src, rounds=None):
    """Theorem 5: round ``i = pi + gamma*M`` sends ``(0, 3; gamma, pi, *)``: ``M`` packets, ``delta = 0..M-1``.

    ``rounds`` defaults to ``range(K*M)``; the printed loop is ``i = 1, ..., KM-1``.
    Returns one list of ``(hops, tag)`` per round.
    """
    rounds = range(net.K * net.M) if rounds is None else rounds
    out = []
    for i in rounds:
        gamma, pi = _round_index(i, net.M)
        out.append([(vector_ports(gamma, pi, delta), (i, delta)) for delta in range(net.M)])
    return out


def _packets(src_of, rounds, starts):
    return [Packet(src_of(tag), hops, s, tag) for rnd, s in zip(rounds, starts) for hops, tag in rnd]


def one_to_all_schedule(net: D3, src, rounds=None, starts=None):
    """Theorem 5 packets, rounds launched at ``starts`` (default: Protocol 1, one per step)."""
    rnds = one_to_all_rounds(net, src, rounds)
    starts = list(range(len(rnds))) if starts is None else starts
    return _packets(lambda tag: tuple(src), rnds, starts)


def glgl_one_to_all_schedule(net: D3, src):
    """Section 9/10: one-to-all parallel over global ports in ``M^2`` rounds (glgl paths).

    Round ``(d', p')`` sends ``K`` packets, one per global port ``a``, along
    ``(c,d,p) -g-> (c+a,p,d) -l-> (c+a,p,d') -g0-> (c+a,d',p) -l-> (c+a,d',p')``.
    """
    c, d, p = src
    M = net.M
    pk = []
    for i, (d2, p2) in enumerate(itertools.product(range(M), range(M))):
        for a in range(net.K):
            hops = (("g", a), ("l", (d2 - d) % M), ("g", 0), ("l", (p2 - p) % M))
            pk.append(Packet(tuple(src), hops, i, (i, a)))
    return pk


def all_to_one_schedule(net: D3, sink, starts=None):
    """Theorem 6: for ``0 <= i < KM`` (``i = pi + gamma*M``) the sink broadcasts a request
    (``L G L``), and the ``M`` routers ``(gamma, *, pi)`` answer after one delay ``D`` with
    ``(0, 3; c - gamma, p - d', d - pi)`` (``l g l``): each round is ``LGLDlgl``.

    Tags: ``("req", i)`` for requests, ``("ans", i, d')`` for answers.
    """
    c, d, p = sink
    K, M = net.K, net.M
    starts = list(range(K * M)) if starts is None else starts
    pk = []
    for i, s in zip(range(K * M), starts):
        gamma, pi = _round_index(i, M)
        pk += broadcast_schedule(net, sink, s, tag=("req", i))
        for d2 in range(M):
            hops = vector_ports((c - gamma) % K, (p - d2) % M, (d - pi) % M)
            pk.append(Packet((gamma, d2, pi), hops, s + 4, ("ans", i, d2)))
    return pk


def all_to_all_schedule(net: D3, variant: str = "theorem7"):
    """Theorem 7: every router sends round ``i = pi + delta*M + gamma*M^2`` along ``(0, 3; gamma, pi, delta)``.

    ``variant="theorem7"``: the printed loop — one step per round, plus a
    one-step delay before round ``i`` when ``pi(i) - 2 = delta(i) mod M``.
    ``"protocol1"`` (no delays), ``"protocol2"``, ``"protocol3"``: the
    Appendix protocols.  Returns ``(packets, starts)``; packet tag
    ``(i, source)``.
    """
    K, M = net.K, net.M
    n = K * M * M
    if variant == "theorem7":
        starts, t = [], 0
        for i in range(n):
            pi, delta = i % M, (i // M) % M
            if (pi - 2) % M == delta:
                t += 1
            starts.append(t)
            t += 1
    elif variant.startswith("protocol"):
        starts = protocol_starts(n, int(variant[-1]))
    else:
        raise ValueError(f"unknown all-to-all variant {variant!r}")
    routers = net.routers()
    pk = []
    for i, s in enumerate(starts):
        pi, delta, gamma = i % M, (i // M) % M, i // (M * M)
        hops = vector_ports(gamma, pi, delta)
        pk += [Packet(r, hops, s, (i, r)) for r in routers]
    return pk, starts


def _link_uses(net: D3, src, hops, start):
    r = tuple(src)
    out = []
    for h, (kind, a) in enumerate(hops):
        s = net.step(r, kind, a)
        if s != r:
            out.append((start + h, r, kind, a % (net.M if kind == "l" else net.K)))
        r = s
    return out


def greedy_starts(net: D3, rounds, src_of, first: int = 0):
    """Launch rounds in order, each at the earliest step after the previous round
    at which none of its packets shares a directed link-step with launched ones.

    Returns ``(starts, delays)``: ``delays`` is the number of steps inserted.
    """
    used = set()
    starts, t = [], first
    for rnd in rounds:
        while True:
            links = [u for hops, tag in rnd for u in _link_uses(net, src_of(tag), hops, t)]
            if len(set(links)) == len(links) and not used.intersection(links):
                break
            t += 1
        used.update(links)
        starts.append(t)
        t += 1
    delays = starts[-1] - first - (len(starts) - 1) if starts else 0
    return starts, delays


def permutation_schedule(net: D3, perm: dict, order=None):
    """Theorem 8: route a permutation greedily without link conflicts.

    Hop 1 is the exchange of destinations inside each drawer (every router
    sends to every other router of its drawer: one step, no conflict).  Then
    each message, in ``order`` (default: largest drawer-to-drawer groups
    first), takes the earliest finishing conflict-free option among the
    path (2.2) and the ``K`` glgl paths
    ``(c,d,p) -a-> (c+a,p,d) -> (c+a,p,d') -> (c',d',p) -> (c',d',p')``,
    each possibly delayed.  Returns ``(packets, hops_total)`` where
    ``hops_total`` counts the exchange hop.

    >>> net = D3(2, 4)
    >>> pk, total = permutation_schedule(net, random_permutation(net, 0))
    >>> total <= net.M + 4, simulate(net, pk).conflicts      # Theorem 8
    (True, [])
    """
    K, M = net.K, net.M
    used = set()
    groups = defaultdict(list)
    for s, t in perm.items():
        groups[(s[0], s[1], t[0], t[1])].append(s)
    if order is None:
        order = [s for _, members in sorted(groups.items(), key=lambda kv: -len(kv[1]))
                 for s in members]
    pk = []
    for s in order:
        t = perm[s]
        (c, d, p), (c2, d2, p2) = s, t
        options = [vector_ports(*source_vector(net, s, t))]
        for a in range(K):
            options.append((("g", a), ("l", (d2 - d) % M), ("g", (c2 - c - a) % K),
                            ("l", (p2 - p) % M)))
        best = None
        for hops in options:
            start = 1
            while True:
                links = _link_uses(net, s, hops, start)
                if not used.intersection(links) and len(set(links)) == len(links):
                    break
                start += 1
            if best is None or start + len(hops) < best[0] + len(best[1]):
                best = (start, hops, links)
        start, hops, links = best
        used.update(links)
        pk.append(Packet(s, hops, start, s))
    total = max((q.start + len(q.hops) for q in pk), default=1)
    return pk, total


def random_permutation(net: D3, seed: int):
    """A uniformly random permutation of the routers (``random.Random(seed)``)."""
    rs = net.routers()
    img = rs[:]
    random.Random(seed).shuffle(img)
    return dict(zip(rs, img))
