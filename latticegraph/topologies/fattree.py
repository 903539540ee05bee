"""k-ary n-trees, MiKANT, KANTC and MiKANTC (paper ``kantc``).

Four indirect networks of switches and compute nodes, built exactly as paper
``kantc`` (Li, Wang, Li, BNCSS 2023) describes them:

``KAryNTree(k, n)`` (Section II-B, after Petrini and Vanneschi)
    switches ``<L, D>`` with level ``0 <= L <= n-1`` and
    ``D = D_{n-2} ... D_0`` in ``{0..k-1}^(n-1)``; ``<L, D>`` is linked to
    ``<L+1, D'>`` whenever ``D'`` differs from ``D`` at most in digit ``D_L``
    (the wiring rule printed in Section III-B); every level-0 switch carries
    ``k`` compute nodes.
``MiKANT(k, n)`` (Section II-B)
    two groups ``G in {0, 1}`` of levels ``0 .. n-2`` wired as above; the
    level ``n-2`` switch ``<G, n-2, D>`` is linked to every
    ``<1-G, n-2, *, D_{n-3} ... D_0>`` (Section III-B, case ``L = n-2``).
``KANTC(k, n)`` (Section III-A)
    a k-ary n-tree whose level 0 is replaced by ``k^(n-2)`` k-cubes: the cube
    ``c = D_{n-2} ... D_1`` holds ``2^k`` switches ``<0, D, C>``; the ``k``
    *intermediate* switches ``C = I_0, ..., I_{k-1}`` are the tree's level-0
    switches ``D = (c, D_0 = j)``, the other ``2^k - k`` switches (*hosts*)
    carry ``k`` compute nodes each.
``MiKANTC(k, n)`` (Section III-B)
    MiKANT with the level 0 of both groups replaced by k-cubes the same way
    (``2 k^(n-2)`` cubes).  For ``n = 2`` the level ``n-2`` is the cube level:
    the intermediate switches of the two cubes are linked to each other.

Intermediate switches.  Section III-A gives a rule and a ``k = 4`` example
that disagree; both readings are implemented by
:func:`intermediate_switches` (``reading="example"``, the default, and
``reading="written"``).  Any ``k`` distinct codes give the same counts;
diameters, path counts and routes depend on the choice.

Labels.  ``label(i)`` returns the paper's ``<G, L, D_{n-2}, ..., D_0,
C_{k-1}, ..., C_0>`` (``G`` only for the mirrored families, ``C`` only for
the cube families; upper switches have ``C = 0``).  The paper does not say
which ``D_0`` a host switch carries; "for the convenience of the routing" it
is aligned with a group of the tree, so we give a host the index ``j`` of its
nearest intermediate switch ``I_j`` (smallest ``j`` on ties), which is the
``T_0`` Algorithm 1 needs.  A compute node's label is its host's label
followed by its port ``p`` in ``0..k-1`` (the paper's node IDs do not
distinguish the ``k`` nodes of one switch).  ``kind(i)`` is ``"switch"`` or
``"node"``.

Vertex numbering: tree switches (group, level, ``D``), then cube switches
(group, cube, ``C``), then compute nodes (host, port).

Never built (issue 27): KANT and MiKANT give their distances and path counts as
Kronecker blocks with the compute nodes as pendant vertices
(:class:`_KroneckerTree`: block generators certified on ``k x k`` blocks, a
proof for the whole graph), and every family gives ``adjacent(vertices)`` from
the labels, so ``latticegraph route`` runs at ``10^7`` vertices.  KANTC and
MiKANTC still build their links for the orbit engine (certified on the edges).

References
----------
J. Li, Y. Wang, Y. Li, "Hybrid interconnection topologies for high
performance and low hardware cost based on hypercube and k-ary n-tree",
BNCSS 12(1):22-30, 2023: Sections II-B, III, IV, V and Table I.
F. Petrini, M. Vanneschi, "k-ary n-trees: High performance networks for
massively parallel architectures", IPPS 1997.
Y. Li, W. Chu, "MiKANT: A mirrored k-ary n-tree ...", SmartWorld 2018.
"""
from __future__ import annotations

from fractions import Fraction
from functools import cached_property

import numpy as np

from ..distance import bfs_distances, path_counts_from
from ..memory import require
from ..orbits import symmetric_group_generators
from .base import Topology, simple_edges
from .hypercube import hamming

__all__ = ["KAryNTree", "MiKANT", "KANTC", "MiKANTC", "kary_ntree", "mikant", "kantc",
           "mikantc", "READINGS", "intermediate_switches", "covering_radius",
           "node_distance_distribution", "node_diameter",
           "host_path_total", "average_shortest_paths", "routing_report"]

#: the two readings of the intermediate-switch rule of Section III-A
READINGS = ("example", "written")


def intermediate_switches(k: int, reading: str = "example") -> tuple[int, ...]:
    """The ``k`` intermediate switches of a k-cube (Section III-A), as codes.

    A code is an int whose bit ``j`` is ``C_j``.  Both readings start from
    ``0...0``, derive the first ``ceil(k/2)`` switches by inverting a range of
    bits of the previous one, then add the complements of the first
    ``floor(k/2)``:

    ``"written"``
        the rule as printed: switch number ``i = 2, 3, ...`` (1-based)
        inverts bits ``C_i .. C_{k-i}``.  For ``k = 4`` this gives
        ``0000, 0100, 1111, 1011``; for odd ``k >= 3`` it repeats a switch
        (``k = 3``: ``000, 000, 111``).
    ``"example"``
        the reading that reproduces the paper's ``k = 4`` example
        ``0000, 0110, 1001, 1111``: switch ``i = 1, 2, ...`` (0-based) inverts
        bits ``i .. k-1-i``.

    Returns the codes in the order picked (possibly with repeats for
    ``"written"``; the graph constructors reject those).

    >>> [format(c, "04b") for c in intermediate_switches(4)]
    ['0000', '0110', '1111', '1001']
    >>> [format(c, "04b") for c in intermediate_switches(4, "written")]
    ['0000', '0100', '1111', '1011']
    >>> intermediate_switches(3, "written")
    (0, 0, 7)
    """
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)) or k < 1:
        raise ValueError(f"intermediate switches: dimension must be an integer >= 1, got {k!r}")
    k = int(k)
    if reading == "example":
        steps = [range(i, k - i) for i in range(1, (k + 1) // 2)]
    elif reading == "written":
        steps = [range(i, k - i + 1) for i in range(2, (k + 1) // 2 + 1)]
    else:
        raise ValueError(f"intermediate switches: reading must be one of {READINGS}, got {reading!r}")
    first = [0]
    for bits in steps:
        first.append(first[-1] ^ sum(1 << j for j in bits))
    full = (1 << k) - 1
    return tuple(first + [full ^ c for c in first[: k // 2]])


def covering_radius(k: int, codes) -> int:
    """``max_v min_c d(v, c)`` in ``Q_k``: the farthest a cube switch is from the set.

    >>> covering_radius(4, intermediate_switches(4)), covering_radius(4, intermediate_switches(4, "written"))
    (2, 1)
    """
    codes = list(codes)
    if not codes:
        raise ValueError("covering radius: the set of codes is empty")
    return max(min(hamming(v, c) for c in codes) for v in range(1 << k))


def _check_int(name: str, what: str, value, least: int) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < least:
        raise ValueError(f"{name}: {what} must be an integer >= {least}, got {value!r}")
    return int(value)


class _FatTree(Topology):
    """Common construction of the four families (module docstring)."""

    family = ""
    mirrored = False
    cubes = False
    _MAX_ORDER = 1 << 31

    def __init__(self, k: int, n: int, reading: str = "example"):
        k = _check_int(self.family, "k", k, 2)
        n = _check_int(self.family, "n", n, 2 if (self.mirrored or self.cubes) else 1)
        if (n - 1) * k.bit_length() > 62 or (self.cubes and k > 62):   # before any k ** n
            raise ValueError(f"{self.family}: ({k},{n}) has over 2^62 vertices, too many to build")
        self.k, self.n = k, n
        self.K = k ** (n - 1)                      # switches per tree level and group
        self.groups = 2 if self.mirrored else 1
        self.top = n - 2 if self.mirrored else n - 1
        self.low = 1 if self.cubes else 0
        self.nlev = max(self.top - self.low + 1, 0)  # tree levels kept as plain switches
        self.reading = reading
        cpg = k ** (n - 2) if self.cubes else 0
        total = (self.groups * self.nlev * self.K
                 + (self.groups * cpg * ((1 << k) + ((1 << k) - k) * k) if self.cubes
                    else self.groups * self.K * k))
        if total > self._MAX_ORDER:
            raise ValueError(f"{self.family}: ({k},{n}) has {total} vertices, too many to build")
        if self.cubes:
            # memory guard: the nearest-intermediate table has an entry per cube code
            require(f"{self.family}({k},{n})", 200 * (1 << k))
            codes = intermediate_switches(k, reading)
            if len(set(codes)) != k:
                raise ValueError(f"{self.family}: the {reading} rule gives repeated intermediate "
                                 f"switches for k={k}: {[format(c, f'0{k}b') for c in codes]}")
            self.intermediates = codes
            self.Q = 1 << k
            self.host_codes = tuple(c for c in range(self.Q) if c not in codes)
            self.cubes_per_group = k ** (n - 2)
            self.nearest = {c: min(range(k), key=lambda j: (hamming(c, codes[j]), j))
                            for c in self.host_codes}
            n_hosts = self.groups * self.cubes_per_group * len(self.host_codes)
            n_cube = self.groups * self.cubes_per_group * self.Q
        else:
            self.intermediates = ()
            n_hosts = self.groups * self.K
            n_cube = 0
        self.cube_off = self.groups * self.nlev * self.K
        self.node_off = self.cube_off + n_cube
        self.num_hosts = n_hosts
        self.num_nodes = n_hosts * k
        self.num_switches = self.node_off
        tag = "" if reading == "example" or not self.cubes else f",{reading}"
        self.name = f"{self.family}({k},{n}{tag})"

    # -- counts and vertex classes -------------------------------------------------
    @property
    def order(self) -> int:
        return self.node_off + self.num_nodes

    def arc_estimate(self) -> int:
        """Arcs of :meth:`edge_array`: tree wiring, cube edges and compute-node links."""
        tree = (self.groups * self.top + self.mirrored) * self.K * self.k
        cube = self.groups * self.cubes_per_group * self.k * self.Q // 2 if self.cubes else 0
        return tree + cube + self.num_hosts * self.k

    def compute_nodes(self) -> np.ndarray:
        """Vertex numbers of the compute nodes."""
        return np.arange(self.node_off, self.order, dtype=np.int64)

    def hosts(self) -> np.ndarray:
        """Vertex numbers of the switches that carry compute nodes (in host order)."""
        return self._hosts.copy()

    @cached_property
    def _hosts(self) -> np.ndarray:
        if not self.cubes:
            G = np.repeat(np.arange(self.groups, dtype=np.int64), self.K)
            D = np.tile(np.arange(self.K, dtype=np.int64), self.groups)
            return self._level_vertex(G, 0, D)
        blocks = np.arange(self.groups * self.cubes_per_group, dtype=np.int64)
        codes = np.array(self.host_codes, dtype=np.int64)
        return (self.cube_off + blocks[:, None] * self.Q + codes[None, :]).reshape(-1)

    def intermediate_vertices(self) -> np.ndarray:
        """Vertex numbers of the intermediate switches (cube families; else empty)."""
        if not self.cubes:
            return np.zeros(0, dtype=np.int64)
        blocks = np.arange(self.groups * self.cubes_per_group, dtype=np.int64)
        codes = np.array(self.intermediates, dtype=np.int64)
        return (self.cube_off + blocks[:, None] * self.Q + codes[None, :]).reshape(-1)

    def host_representatives(self) -> list[tuple[int, int]]:
        """Hosts ``(vertex, orbit size)``, one per orbit of the automorphisms used.

        Permuting the values of one digit ``D_i`` (``i >= 1``; also ``i = 0``
        without cubes) in every label, and swapping the groups, are
        automorphisms, so every cube (leaf) is equivalent to cube 0 of group 0.
        The orbit sizes add up to the number of hosts.
        """
        hosts = self.hosts()
        if not self.cubes:
            return [(int(hosts[0]), self.num_hosts)]
        per = self.groups * self.cubes_per_group
        return [(int(hosts[q]), per) for q in range(len(self.host_codes))]

    def node_representatives(self) -> list[tuple[int, int]]:
        """Compute nodes ``(vertex, orbit size)``: port 0 of each representative host."""
        index = {int(h): i for i, h in enumerate(self.hosts())}
        return [(self.node_off + index[h] * self.k, w * self.k)
                for h, w in self.host_representatives()]

    # -- numbering ------------------------------------------------------------------
    def _level_vertex(self, G, L: int, D):
        """Vertex of the tree switch ``<G, L, D>`` (level 0 of a cube family: ``I_{D_0}``)."""
        if L >= self.low:
            return (G * self.nlev + (L - self.low)) * self.K + D
        codes = np.asarray(self.intermediates, dtype=np.int64)
        return self.cube_off + (G * self.cubes_per_group + D // self.k) * self.Q + codes[D % self.k]

    def _digits(self, D: int) -> tuple[int, ...]:
        return tuple((D // self.k ** i) % self.k for i in reversed(range(self.n - 1)))

    def label(self, i: int) -> tuple[int, ...]:
        """The paper's label ``<G, L, D, C>`` (plus the port for a compute node)."""
        i = int(i)
        if not 0 <= i < self.order:
            raise ValueError(f"{self.name}: vertex {i} is not in 0..{self.order - 1}")
        if i >= self.node_off:
            h, p = divmod(i - self.node_off, self.k)
            return self.label(int(self._hosts[h])) + (p,)
        if i < self.cube_off:
            blk, D = divmod(i, self.K)
            G, lev = divmod(blk, self.nlev)
            lab = (lev + self.low,) + self._digits(D) + (0,) * (self.k if self.cubes else 0)
        else:
            blk, C = divmod(i - self.cube_off, self.Q)
            G, c = divmod(blk, self.cubes_per_group)
            j = self.intermediates.index(C) if C in self.intermediates else self.nearest[C]
            bits = tuple((C >> b) & 1 for b in reversed(range(self.k)))
            lab = (0,) + self._digits(c * self.k + j) + bits
        return ((G,) if self.mirrored else ()) + lab

    def switch_index(self, label) -> int:
        """Vertex number of the switch with the paper's label ``<G, L, D, C>``.

        For a cube switch only ``D_{n-2} .. D_1`` and ``C`` matter (``D_0`` of
        an intermediate switch must be its index ``j``).
        """
        lab = tuple(int(x) for x in label)
        want = (1 if self.mirrored else 0) + 1 + (self.n - 1) + (self.k if self.cubes else 0)
        if len(lab) != want:
            raise ValueError(f"{self.name}: a switch label has {want} entries, got {len(lab)}")
        G = lab[0] if self.mirrored else 0
        rest = lab[1:] if self.mirrored else lab
        L, digits, bits = rest[0], rest[1:self.n], rest[self.n:]
        if G not in range(self.groups) or not all(0 <= d < self.k for d in digits) \
                or any(b not in (0, 1) for b in bits):
            raise ValueError(f"{self.name}: {label} is not a switch label")
        D = sum(d * self.k ** i for i, d in zip(reversed(range(self.n - 1)), digits))
        C = sum(b << j for j, b in zip(reversed(range(self.k)), bits))
        if self.low <= L <= self.top and C == 0:
            return int(self._level_vertex(G, L, D))
        if self.cubes and L == 0:
            if C in self.intermediates and self.intermediates.index(C) != D % self.k:
                raise ValueError(f"{self.name}: intermediate switch {label} must have D_0 = "
                                 f"{self.intermediates.index(C)}")
            return self.cube_off + (G * self.cubes_per_group + D // self.k) * self.Q + C
        raise ValueError(f"{self.name}: {label} is not a switch label")

    def kind(self, i: int) -> str:
        """``"switch"`` or ``"node"`` (compute node)."""
        return "node" if int(i) >= self.node_off else "switch"

    # -- picture ----------------------------------------------------------------------
    def layout(self) -> np.ndarray:
        """Picture coordinates, the drawing hook of :mod:`latticegraph.draw`.

        Bottom-up: compute nodes in a row, each under its host switch; level
        0 (for the cube families each k-cube as two rows: its hosts, grouped
        by their nearest intermediate switch, and above them its ``k``
        intermediate switches, under the tree switches they reach); then the
        tree levels, switch ``<G, L, D>`` in column ``D`` of row ``L``.  Group
        1 of the mirrored families is group 0 reflected above it, the two rows
        of level ``n-2`` facing each other.

        >>> xy = kary_ntree(2, 2).layout()       # <0, D> at y = 1.5, <1, D> at y = 3.5
        >>> xy[:4].tolist(), xy[4:6].tolist()    # then the nodes of <0, 0> at y = 0
        ([[1.5, 1.5], [4.5, 1.5], [1.5, 3.5], [4.5, 3.5]], [[1.0, 0.0], [2.0, 0.0]])
        """
        k = self.k
        xy = np.zeros((self.order, 2))
        group = np.zeros(self.order, dtype=np.int64)
        if self.cubes:
            hosts = sorted(self.host_codes, key=lambda c: (self.nearest[c], c))
            width = len(hosts) * (k + 1.0)                 # a cube's hosts with their nodes
            place = np.zeros((self.Q, 2))
            place[hosts] = np.stack([(np.arange(len(hosts)) + 0.5) * (k + 1), np.full(len(hosts), 1.5)], 1)
            place[list(self.intermediates)] = np.stack([(np.arange(k) + 0.5) * width / k, np.full(k, 3.5)], 1)
            blk, C = np.divmod(np.arange(self.node_off - self.cube_off), self.Q)
            group[self.cube_off:self.node_off], c = np.divmod(blk, self.cubes_per_group)
            xy[self.cube_off:self.node_off] = place[C] + np.stack([c * width, np.zeros_like(c)], 1)
            column, base = width / k, 5.5
        else:
            column, base = k + 1.0, 1.5
        blk, D = np.divmod(np.arange(self.cube_off), self.K)
        group[:self.cube_off], lev = np.divmod(blk, max(self.nlev, 1))
        xy[:self.cube_off] = np.stack([(D + 0.5) * column, base + 2.0 * lev], 1)
        h, p = np.divmod(np.arange(self.num_nodes), k)
        host = self._hosts[h]
        group[self.node_off:] = group[host]
        xy[self.node_off:] = xy[host] + np.stack([p - (k - 1) / 2, np.full(len(p), -1.5)], 1)
        if self.mirrored:
            top = xy[:self.node_off, 1].max()
            xy[group == 1, 1] = 2 * top + 2.0 - xy[group == 1, 1]
        return xy

    def link_kind(self, u: int, v: int) -> str:
        """The drawing hook's colour class of link ``u -- v``: node, cube, tree or between groups."""
        if max(u, v) >= self.node_off:
            return "compute node"
        if min(u, v) >= self.cube_off:
            return "cube"
        group = [w // (self.nlev * self.K) if w < self.cube_off else
                 (w - self.cube_off) // (self.Q * self.cubes_per_group) for w in (u, v)]
        return "tree" if group[0] == group[1] else "between groups"

    # -- edges ----------------------------------------------------------------------
    def edge_array(self) -> np.ndarray:
        k, K = self.k, self.K
        D = np.arange(K, dtype=np.int64)
        us, vs = [], []

        def wire(G1, L1, G2, L2, digit):
            w = k ** digit
            cur = (D // w) % k
            for x in range(k):
                us.append(self._level_vertex(G1, L1, D))
                vs.append(self._level_vertex(G2, L2, D + (x - cur) * w))

        for G in range(self.groups):
            for L in range(self.top):
                wire(G, L, G, L + 1, L)
        if self.mirrored:
            wire(0, self.n - 2, 1, self.n - 2, self.n - 2)
        if self.cubes:
            blocks = self.cube_off + np.arange(self.groups * self.cubes_per_group,
                                               dtype=np.int64) * self.Q
            codes = np.arange(self.Q, dtype=np.int64)
            for j in range(k):
                low = codes[(codes >> j) & 1 == 0]
                us.append((blocks[:, None] + low[None, :]).reshape(-1))
                vs.append((blocks[:, None] + (low | (1 << j))[None, :]).reshape(-1))
        us.append(np.repeat(self.hosts(), k))
        vs.append(self.compute_nodes())
        return simple_edges(np.concatenate(us), np.concatenate(vs))

    # -- automorphisms (issue 19; used by latticegraph.orbits) ---------------------------
    def _height(self, G, L):
        """Position of level ``L`` of group ``G`` in the unfolded tree: group 1 of a mirrored
        network continues above group 0's level ``n-2`` (its level ``L`` at ``2n-3-L``)."""
        return np.where(G == 0, L, 2 * self.n - 3 - L)

    @cached_property
    def _switch_coords(self):
        """``(G, L, D)`` of every switch; a cube switch has ``L = 0`` and ``D = c k + 0``
        (its cube digits, ``D_0`` unused) and its code in ``C`` (``-1`` for tree switches)."""
        v = np.arange(self.node_off, dtype=np.int64)
        tree = v < self.cube_off
        blk, D = np.divmod(v, self.K)
        G, lev = np.divmod(blk, max(self.nlev, 1))
        L = lev + self.low
        C = np.full(len(v), -1, np.int64)
        if self.cubes:
            cb, cc = np.divmod(v[~tree] - self.cube_off, self.Q)
            cg, c = np.divmod(cb, self.cubes_per_group)
            G[~tree], L[~tree], D[~tree], C[~tree] = cg, 0, c * self.k, cc
        return G, L, D, C

    def _tree_vertex(self, G, L, D):
        """Vertex numbers of tree switches ``<G, L, D>``, ``L >= low`` (arrays)."""
        return (G * self.nlev + (L - self.low)) * self.K + D

    def _host_index(self, h: np.ndarray) -> np.ndarray:
        """Position in :meth:`hosts` of host switch vertices ``h``."""
        if not self.cubes:                             # level-0 switch <G, 0, D>: G K + D
            blk, D = np.divmod(h, self.K)
            return blk // self.nlev * self.K + D
        blk, C = np.divmod(h - self.cube_off, self.Q)
        return blk * len(self.host_codes) + self._code_position[C]

    @cached_property
    def _code_position(self) -> np.ndarray:
        """Position of each cube code among the host codes (``-1`` for intermediates)."""
        pos = np.full(self.Q, -1, np.int64)
        pos[np.array(self.host_codes, np.int64)] = np.arange(len(self.host_codes))
        return pos

    def _relabel(self, switch_map: np.ndarray, ports=None, port_where=None) -> np.ndarray:
        """The vertex permutation of a switch permutation: compute nodes follow their host,
        keeping their port (or mapped by ``ports`` on hosts where ``port_where`` holds)."""
        out = np.empty(self.order, np.int64)
        out[:self.node_off] = switch_map
        hmap = self.node_off + self._host_index(switch_map[self._hosts]) * self.k
        p = np.arange(self.k, dtype=np.int64)
        nodes = out[self.node_off:].reshape(self.num_hosts, self.k)
        if ports is None:
            np.add(hmap[:, None], p[None, :], out=nodes)
        else:
            q = np.asarray(ports, np.int64)
            sel = np.ones(self.num_hosts, bool) if port_where is None else port_where
            np.add(hmap[:, None], np.where(sel[:, None], q[None, :], p[None, :]), out=nodes)
        return out

    def _digit_map(self, i: int, sigma, where) -> np.ndarray:
        """Switches: permute the values of digit ``D_i`` by ``sigma`` where ``where`` holds."""
        G, L, D, C = self._switch_coords
        w = self.k ** i
        d = (D // w) % self.k
        newD = D + (np.asarray(sigma, np.int64)[d] - d) * w
        out = np.arange(self.node_off, dtype=np.int64)
        tree = C < 0
        sel = where & tree
        out[sel] = self._tree_vertex(G[sel], L[sel], newD[sel])
        cube = where & ~tree
        if cube.any():
            out[cube] = (self.cube_off + (G[cube] * self.cubes_per_group + newD[cube] // self.k)
                         * self.Q + C[cube])
        return out

    def _code_map(self, phi, where) -> np.ndarray:
        """Switches: apply the cube automorphism ``phi`` (on codes) to the cubes where ``where``."""
        G, L, D, C = self._switch_coords
        out = np.arange(self.node_off, dtype=np.int64)
        sel = where & (C >= 0)
        out[sel] += np.asarray(phi, np.int64)[C[sel]] - C[sel]
        return out

    def cube_symmetries(self) -> list[np.ndarray]:
        """Automorphisms of ``Q_k`` mapping the intermediate set onto itself, as code maps.

        A cube automorphism is ``C -> pi(C) XOR t`` (``pi`` permutes bit positions).
        It keeps the intermediate set ``I`` iff ``pi(I) = I XOR t``, so ``t`` lies in
        ``I`` (``0`` is in ``I``) and ``pi`` is an isomorphism between the incidence
        structures (bits x codes) of ``I`` and ``I XOR t``: pynauty gives the bit
        permutations keeping ``I`` and, for each ``t`` where the two structures are
        isomorphic (equal certificates), one such ``pi`` from their canonical labellings.
        Only generators that join orbits of codes are returned.  Any such map, applied
        to a cube with its compute nodes, is an automorphism of the network (every
        intermediate switch of a cube has the same links into the tree); the orbit
        engine certifies each one on the edge set anyway.

        >>> [len(kantc(k, 2).cube_symmetries()) for k in (2, 4)]
        [2, 3]
        """
        if not self.cubes:
            return []
        import pynauty

        from ..orbits import _Orbits

        k, inter = self.k, list(self.intermediates)
        m = k + len(inter)

        def incidence(codes):
            adj = {b: [k + j for j, c in enumerate(codes) if c >> b & 1] for b in range(k)}
            return pynauty.Graph(m, adjacency_dict=adj,
                                 vertex_coloring=[set(range(k)), set(range(k, m))])

        allc = np.arange(self.Q, dtype=np.int64)

        def code_map(pi, t):
            out = np.zeros(self.Q, np.int64)
            for b in range(k):
                out |= ((allc >> b) & 1) << int(pi[b])
            return out ^ t

        base = incidence(inter)
        cands = [code_map(p, 0) for p in pynauty.autgrp(base)[0]]
        cert, lab = pynauty.certificate(base), pynauty.canon_label(base)
        for t in inter:
            other = incidence([c ^ t for c in inter])
            if t and pynauty.certificate(other) == cert:
                iso = np.empty(m, np.int64)
                iso[list(lab)] = pynauty.canon_label(other)      # I's vertex -> I^t's vertex
                cands.append(code_map(iso[:k], t))
        orb, out = _Orbits(self.Q), []
        for c in cands:
            if np.array_equal(np.sort(c[inter]), np.sort(inter)) and orb.merges(c):
                orb.merge(c)
                out.append(c)
        return out

    def _upper_where(self, i: int) -> np.ndarray:
        """Switches above digit ``i``'s boundary: heights ``> i`` (cube levels excluded for
        ``i = 0``, where a permutation would have to move intermediate switches)."""
        G, L, D, C = self._switch_coords
        where = self._height(G, L) > i
        if self.cubes and i == 0:
            where &= C < 0
        return where

    def _lower_where(self, i: int) -> np.ndarray:
        G, L, D, C = self._switch_coords
        return (G == 0) & (L <= i)

    #: :mod:`latticegraph.orbits` may ask for generators on the switches alone (``core=True``):
    #: the compute nodes, pendant and numbered last, follow their hosts
    core_generators = True

    def automorphism_generators(self, core: bool = False):
        """Yield generators of a group of automorphisms known from the construction.

        For every digit ``D_i``: a cyclic shift of its values on every switch above
        the level where that digit is wired (the upper levels of the tree, and all of
        group 1 of a mirrored network), and on every switch at or below it in group 0
        (which permutes subtrees, cubes included, with their compute nodes); for the
        cube families the cube symmetries of :meth:`cube_symmetries` on every cube;
        a cyclic shift of the ports of every host; the exchange of the two groups of a
        mirrored network.  Each is a permutation of ``range(order)``, produced one at a
        time; :mod:`latticegraph.orbits` certifies each one on the edge set.  With
        ``core=True`` they are given on the switches ``0 .. node_off - 1`` alone (the
        port shift, which fixes every switch, is left out).

        >>> len(list(kantc(3, 3).automorphism_generators()))
        5
        """
        ident = np.arange(self.node_off, dtype=np.int64)
        cyc = np.roll(np.arange(self.k), 1)
        maps = []
        for i in range(self.n - 1):
            maps.append(lambda i=i: self._digit_map(i, cyc, self._upper_where(i)))
            if not (self.cubes and i == 0):
                maps.append(lambda i=i: self._digit_map(i, cyc, self._lower_where(i)))
        allcubes = np.ones(self.node_off, bool)
        maps += [lambda phi=phi: self._code_map(phi, allcubes) for phi in self.cube_symmetries()]
        if self.mirrored:
            maps.append(self._group_swap)
        for make in maps:
            m = make()
            if not np.array_equal(m, ident):
                yield m if core else self._relabel(m)
        if not core:
            yield self._relabel(ident, cyc)

    def _group_swap(self) -> np.ndarray:
        """Switches of a mirrored network: exchange the groups ``G <-> 1 - G``."""
        G, L, D, C = self._switch_coords
        out = np.empty(self.node_off, np.int64)
        tree = C < 0
        out[tree] = self._tree_vertex(1 - G[tree], L[tree], D[tree])
        cube = ~tree
        if cube.any():
            out[cube] = self.cube_off + ((1 - G[cube]) * self.cubes_per_group
                                         + D[cube] // self.k) * self.Q + C[cube]
        return out

    def pointwise_stabiliser(self, core: bool = False):
        """``(block, generators)``: cube 0 of group 0 (its switches and the port-0 nodes of its
        hosts) and generators (an iterator) of a group of automorphisms fixing it pointwise.

        Its orbits are the cells of the quotient on which :mod:`latticegraph.orbits` runs
        the BFS from every root in cube 0: upper digit shifts; for the cube digits
        ``D_i`` (``i >= 1``) a shift of the non-zero values and a shift of all values in
        the subtrees not containing cube 0; the cube symmetries on every other cube; a
        shift of the ports of the other hosts and of ports ``1..k-1`` in cube 0.
        Plain trees (few orbits) have none: ``None``.  ``core=True``: generators on the
        switches alone (as :meth:`automorphism_generators`).

        >>> block, gens = kantc(3, 3).pointwise_stabiliser()
        >>> len(block), len(list(gens))
        (13, 6)
        """
        if not self.cubes:
            return None
        G, L, D, C = self._switch_coords
        k = self.k
        cube0 = (C >= 0) & (G == 0) & (D // k == 0)
        hosts0 = cube0[self._hosts]
        block = np.concatenate([np.flatnonzero(cube0), self.node_off + np.flatnonzero(hosts0) * k])
        return block, self._stabiliser_generators(cube0, hosts0, core)

    def _stabiliser_generators(self, cube0, hosts0, core: bool):
        G, L, D, C = self._switch_coords
        k = self.k
        ident = np.arange(self.node_off, dtype=np.int64)
        cyc = np.roll(np.arange(k), 1)
        nonzero = np.concatenate([[0], np.roll(np.arange(1, k), 1)])
        maps = [lambda i=i: self._digit_map(i, cyc, self._upper_where(i))
                for i in range(self.n - 1)]
        for i in range(1, self.n - 1):
            maps.append(lambda i=i: self._digit_map(i, nonzero, self._lower_where(i)))
            maps.append(lambda i=i: self._digit_map(i, cyc, self._lower_where(i)
                                                    & (D // k ** (i + 1) != 0)))
        maps += [lambda phi=phi: self._code_map(phi, ~cube0) for phi in self.cube_symmetries()]
        for make in maps:
            m = make()
            if not np.array_equal(m, ident):
                yield m if core else self._relabel(m)
        if not core:
            yield self._relabel(ident, cyc, ~hosts0)
            if k > 2:
                yield self._relabel(ident, nonzero, hosts0)

    # -- neighbours from the labels (issue 27: routes at scale) ---------------------------
    def adjacent(self, v) -> np.ndarray:
        """Neighbours of the vertices ``v`` (one row each, ``-1`` pads), from the labels; the
        graph is never built (the ``route`` command at ``10^7`` vertices and beyond).

        A tree switch ``<G, L, D>``: the ``k`` switches of level ``L+1`` whose labels differ
        at most in ``D_L`` (at the top of a mirrored network: of the other group), then those
        of level ``L-1`` differing at most in ``D_{L-1}`` (the cube families' intermediate
        switches at level 0; below level 0 the compute nodes).  A cube switch: its ``k``
        cube neighbours, then the tree (intermediate) or its compute nodes (host).  A
        compute node: its host.

        >>> kary_ntree(2, 2).adjacent([0, 4]).tolist()     # <0, 0>: up <1, 0>, <1, 1>; nodes
        [[2, 3, 4, 5], [0, -1, -1, -1]]
        """
        v = np.asarray(v, np.int64).reshape(-1)
        k, K = self.k, self.K
        out = np.full((len(v), 2 * k), -1, np.int64)
        node = v >= self.node_off
        out[node, 0] = self._hosts[(v[node] - self.node_off) // k]
        xs = np.arange(k, dtype=np.int64)
        tree = np.flatnonzero(v < self.cube_off)
        if tree.size:
            blk, D = np.divmod(v[tree], K)
            G, lev = np.divmod(blk, max(self.nlev, 1))
            L = lev + self.low
            for lv in np.unique(L).tolist():
                sel = L == lv
                rows, g, d = tree[sel], G[sel], D[sel]
                if lv < self.top or self.mirrored:          # up, or across the groups
                    w = k ** lv
                    nd = d[:, None] + (xs[None, :] - (d // w % k)[:, None]) * w
                    gg = (1 - g if lv == self.top else g)[:, None] + 0 * nd
                    out[rows, :k] = self._level_vertex(gg, lv + 1 if lv < self.top else lv, nd)
                if lv > self.low or (lv == self.low and self.cubes and lv > 0):
                    w = k ** (lv - 1)
                    nd = d[:, None] + (xs[None, :] - (d // w % k)[:, None]) * w
                    gg = g[:, None] + 0 * nd
                    out[rows, k:] = np.stack([self._level_vertex(gg[:, j], lv - 1, nd[:, j])
                                              for j in range(k)], axis=1)
                elif lv == 0:                                 # hosts of a plain tree
                    h = self._host_index(v[rows])
                    out[rows, k:] = self.node_off + h[:, None] * k + xs[None, :]
        cube = np.flatnonzero((v >= self.cube_off) & (v < self.node_off))
        if cube.size:
            blk, C = np.divmod(v[cube] - self.cube_off, self.Q)
            G, c = np.divmod(blk, self.cubes_per_group)
            base = self.cube_off + blk * self.Q
            out[cube, :k] = base[:, None] + (C[:, None] ^ (1 << xs)[None, :])
            inter = np.full(self.Q, -1, np.int64)
            inter[list(self.intermediates)] = np.arange(k)
            j = inter[C]
            up = j >= 0
            if up.any():
                D = c[up] * k + j[up]
                nd = D[:, None] + (xs[None, :] - (D % k)[:, None])
                if self.top >= 1:
                    gg = G[up][:, None] + 0 * nd
                    out[cube[up], k:] = self._tree_vertex(gg, 1, nd)
                else:                                         # MiKANTC(k, 2): across
                    gg = 1 - G[up]
                    out[cube[up], k:] = np.stack([self._level_vertex(gg, 0, nd[:, i])
                                                  for i in range(k)], axis=1)
            host = ~up
            if host.any():
                h = self._host_index(v[cube[host]])
                out[cube[host], k:] = self.node_off + h[:, None] * k + xs[None, :]
        return out

    # -- routing (Section IV) -----------------------------------------------------------
    def _cube_coords(self, v: int) -> tuple[int, int, int]:
        blk, C = divmod(int(v) - self.cube_off, self.Q)
        G, c = divmod(blk, self.cubes_per_group)
        return G, c, C

    def _cube_path(self, G: int, c: int, C1: int, C2: int) -> list[int]:
        """Dimension-order (lowest bit first) hypercube route inside one cube."""
        base = self.cube_off + (G * self.cubes_per_group + c) * self.Q
        path, C = [base + C1], C1
        for j in range(self.k):
            if (C ^ C2) >> j & 1:
                C ^= 1 << j
                path.append(base + C)
        return path

    def _tree_path(self, Gs: int, Ds: int, Gt: int, Dt: int) -> list[int]:
        """Up to the nearest common ancestor fixing digits to ``Dt``'s, then down.

        Between groups (or when the ancestor would be at level ``n-1`` of a
        mirrored network) the path climbs to level ``n-2``, crosses to the
        other group at ``<1-G, n-2, Dt_{n-2}, ...>`` and, within one group,
        crosses back.
        """
        k = self.k
        diff = [i for i in range(self.n - 1) if (Ds // k ** i) % k != (Dt // k ** i) % k]
        h = max(diff) if diff else -1
        climb = self.n - 2 if (self.mirrored and (Gs != Gt or h == self.n - 2)) else h + 1
        path, D = [int(self._level_vertex(Gs, 0, Ds))], Ds
        for L in range(climb):
            w = k ** L
            D += ((Dt // w) % k - (D // w) % k) * w
            path.append(int(self._level_vertex(Gs, L + 1, D)))
        if self.mirrored and climb == self.n - 2 and (Gs != Gt or h == self.n - 2):
            w = k ** (self.n - 2)
            D += ((Dt // w) % k - (D // w) % k) * w
            if Gs == Gt:
                path.append(int(self._level_vertex(1 - Gs, self.n - 2, D)))
            path.append(int(self._level_vertex(Gt, self.n - 2, D)))
        for L in reversed(range(climb)):
            path.append(int(self._level_vertex(Gt, L, D)))
        return path

    def route(self, a: int, b: int) -> list[int]:
        """The vertex path Algorithm 1 (KANTC) / the MiKANTC routing gives from node ``a`` to ``b``.

        Same host: through it.  Same cube: "send directly" along the cube
        (dimension order).  Otherwise: cube route to the source intermediate
        switch nearest the source host (smallest ``j`` on ties), up the tree
        to the nearest common ancestor setting ``D_L`` to the destination's
        digits (``T_0`` = index of the destination intermediate switch), down
        to that intermediate switch, cube route to the destination host.

        KANT and MiKANT (no cubes; the paper gives them no routing of their
        own) use the tree segment alone: up to the nearest common ancestor,
        then down, which is the usual deterministic k-ary n-tree routing.

        >>> kary_ntree(3, 3).route(27, 53)      # node 0 to node 26: up 2 levels, down 2
        [27, 0, 11, 26, 17, 8, 53]
        """
        for v in (a, b):
            if not self.node_off <= int(v) < self.order:
                raise ValueError(f"{self.name}: {v} is not a compute node")
        a, b = int(a), int(b)
        if a == b:
            return [a]
        hosts = self._hosts
        ia, ib = (a - self.node_off) // self.k, (b - self.node_off) // self.k
        ha, hb = int(hosts[ia]), int(hosts[ib])
        if ha == hb:
            return [a, ha, b]
        if not self.cubes:                 # host i is <G, 0, D> with i = G·K + D
            return [a] + self._tree_path(*divmod(ia, self.K), *divmod(ib, self.K)) + [b]
        Ga, ca, Ca = self._cube_coords(ha)
        Gb, cb, Cb = self._cube_coords(hb)
        if (Ga, ca) == (Gb, cb):
            return [a] + self._cube_path(Ga, ca, Ca, Cb) + [b]
        ja, jb = self.nearest[Ca], self.nearest[Cb]
        up = self._tree_path(Ga, ca * self.k + ja, Gb, cb * self.k + jb)
        return ([a] + self._cube_path(Ga, ca, Ca, self.intermediates[ja]) + up[1:-1]
                + self._cube_path(Gb, cb, self.intermediates[jb], Cb) + [b])


class _KroneckerTree:
    """The plain trees (KANT, MiKANT) as Kronecker blocks, never built (issue 27).

    Unfold the levels into heights ``h = 0 .. H-1`` (KANT: ``h = L``, ``H = n``;
    MiKANT: group 0's level ``L`` at ``h = L``, group 1's at ``h = 2n-3-L``,
    ``H = 2n-2``).  A switch is ``(h, D_{n-2}, ..., D_0)`` and the links between
    heights ``h`` and ``h+1`` join the switches whose labels differ at most in the
    digit ``δ(h)`` wired there (KANT: ``δ(h) = h``; MiKANT: ``h`` up to the links
    between the groups, ``h = n-2``, then ``2n-4-h``).  So the switches' adjacency
    is ``Σ_h (E_{h,h+1} + E_{h+1,h}) ⊗ I ⊗ .. ⊗ J_k (digit δ(h)) ⊗ .. ⊗ I``: a
    :class:`~latticegraph.orbits.KroneckerGraph` on (height) x (digit)^(n-1), with
    ``k`` compute nodes as pendant vertices on every switch of height 0 (and
    ``H-1``).  Its certified block groups: ``S_k`` on the values of each digit
    (the digit shifts of :meth:`automorphism_generators`, on every level at once)
    and, for MiKANT, the reflection ``h -> H-1-h`` (the group swap), which maps the
    term of ``h`` onto the term of ``H-2-h``.  They are certified on the blocks
    (``k x k`` and ``H x H`` relations): a proof for the whole graph, with no
    ``10^7``-link certification.  The stabiliser of a root fixes its digits'
    values (``S_{k-1}`` on the others): ``H 2^(n-1)`` cells.
    """

    def _heights(self) -> int:
        return self.groups * (self.top + 1)

    def _wired_digit(self, h: int) -> int:
        return h if h <= self.n - 2 or not self.mirrored else 2 * self.n - 4 - h

    def kronecker(self):
        """The switches as a :class:`~latticegraph.orbits.KroneckerGraph` (class docstring),
        the compute nodes as its pendant vertices; switch ``(h, D)`` is its vertex
        ``h K + D`` (:meth:`kronecker_vertex` maps it to this graph's numbering).

        >>> g = kary_ntree(3, 3); kg = g.kronecker()
        >>> kg.core_order, kg.pendant_order, kg.degrees_and_size() == (sorted({int(x) for x in g.degrees()}), g.size)
        (27, 27, True)
        """
        if getattr(self, "_kron", None) is None:
            self._kron = self._build_kronecker()
        return self._kron

    def kronecker_memory(self) -> int:
        """Upper estimate (bytes) of the block relations, quotients and their certification."""
        H, k = self._heights(), self.k
        # block relations and generators; quotients of H 2^(n-1) cells; a target mask
        return 256 * (H * H + (self.n - 1) * k * k) + 4096 * H * 2 ** (self.n - 1) + self.order

    def _build_kronecker(self):
        from scipy import sparse

        from ..orbits import KroneckerGraph

        k, n, H = self.k, self.n, self._heights()
        Ik = sparse.identity(k, dtype=np.int8, format="csr")
        Jk = sparse.csr_array(np.ones((k, k), np.int8))
        terms = []
        for h in range(H - 1):
            E = sparse.csr_array((np.ones(2, np.int8), ([h, h + 1], [h + 1, h])), shape=(H, H))
            blk = n - 1 - self._wired_digit(h)        # digit D_i is block n-1-i (D_{n-2} first)
            terms.append([E] + [Jk if b == blk else Ik for b in range(1, n)])
        ends = np.zeros(H, np.int64)
        ends[0] = k
        ends[H - 1] = k if self.mirrored else ends[H - 1]
        pendants = [ends] + [np.ones(k, np.int64)] * (n - 1)
        values = symmetric_group_generators(range(k), k)
        groups = [[np.arange(H)[::-1].copy()] if self.mirrored else []] + [values] * (n - 1)

        def stabiliser(b, x):
            return [] if b == 0 else symmetric_group_generators([y for y in range(k) if y != x], k)

        return KroneckerGraph([H] + [k] * (n - 1), terms, groups, stabiliser, name=self.name,
                              pendants=pendants)

    def kronecker_vertex(self, h, D):
        """This graph's vertex number of the switch ``(h, D)`` of :meth:`kronecker` (arrays)."""
        h = np.asarray(h, np.int64)
        G = (h > self.top).astype(np.int64)
        L = np.where(G == 1, 2 * self.n - 3 - h, h)
        return (G * self.nlev + L) * self.K + np.asarray(D, np.int64)

    def kronecker_targets(self, mask) -> bool:
        """Whether the boolean vertex mask ``mask`` is the compute nodes (the pendants)."""
        mask = np.asarray(mask, bool)
        return mask.shape == (self.order,) and bool(mask[self.node_off:].all()) \
            and not bool(mask[:self.node_off].any())

    def kronecker_eccentricities(self, od) -> np.ndarray:
        """Every vertex's eccentricity, in this graph's numbering, from the orbit distances
        of :meth:`kronecker` (switches from their orbits, compute nodes from their host's)."""
        kg = self.kronecker()
        orb = kg.orbit_numbers()
        v = np.arange(kg.core_order, dtype=np.int64)
        h, D = np.divmod(v, self.K)
        out = np.empty(self.order, np.int64)
        out[self.kronecker_vertex(h, D)] = od.ecc[orb]
        host_orbit = orb[np.repeat(self._host_kron, self.k)]
        out[self.node_off:] = od.ecc[kg.pendant_orbit_of[host_orbit]]
        return out

    @cached_property
    def _host_kron(self) -> np.ndarray:
        """The :meth:`kronecker` vertex of every host, in host order."""
        G = np.repeat(np.arange(self.groups, dtype=np.int64), self.K)
        D = np.tile(np.arange(self.K, dtype=np.int64), self.groups)
        return np.where(G == 0, 0, self._heights() - 1) * self.K + D



class KAryNTree(_KroneckerTree, _FatTree):
    """The k-ary n-tree (paper ``kantc``, Section II-B and Table I).

    ``k^n`` compute nodes, ``n k^(n-1)`` switches, ``n k^n`` links.

    Examples
    --------
    Section II-B, Fig. 2: the 3-ary 3-tree has 27 compute nodes, 27 switches
    and 81 links.

    >>> t = kary_ntree(3, 3)
    >>> t.num_nodes, t.num_switches, t.size, t.label(0)
    (27, 27, 81, (0, 0, 0))
    """

    family = "KANT"


class MiKANT(_KroneckerTree, _FatTree):
    """The mirrored k-ary n-tree (paper ``kantc``, Section II-B and Table I).

    ``2 k^n`` compute nodes, ``(2n-2) k^(n-1)`` switches, ``(2n-1) k^n`` links.

    Examples
    --------
    Section II-B, Fig. 3: MiKANT(3, 3) has 36 switches, 54 compute nodes and
    135 links.

    >>> m = mikant(3, 3)
    >>> m.num_switches, m.num_nodes, m.size
    (36, 54, 135)
    """

    family = "MiKANT"
    mirrored = True


class KANTC(_FatTree):
    """The k-ary n-tree k-cube (paper ``kantc``, Section III-A, Theorems 1-5).

    Parameters
    ----------
    k, n : int
        Cube dimension and tree arity ``k >= 2``; tree levels ``n >= 2``.
    reading : {"example", "written"}
        Which reading of the intermediate-switch rule (:func:`intermediate_switches`).

    Examples
    --------
    Section III-A, Fig. 4: KANTC(3, 4) has ``k^(n-2) = 9`` 3-cubes and 135
    compute nodes (Theorem 2: ``(2^k - k) k^(n-1)``).

    >>> g = kantc(3, 4)
    >>> g.groups * g.cubes_per_group, g.num_nodes, g.num_switches, g.size
    (9, 135, 153, 486)
    """

    family = "KANTC"
    cubes = True


class MiKANTC(_FatTree):
    """The mirrored k-ary n-tree k-cube (paper ``kantc``, Section III-B, Theorems 6-10).

    Parameters as :class:`KANTC`.

    Examples
    --------
    Section III-B: MiKANTC(3, 4) has ``2 k^(n-2) = 18`` 3-cubes and 270
    compute nodes; ``<0, 2, 1, 1, 0, 0, 0, 0>`` is linked to
    ``<1, 2, *, 1, 0, 0, 0, 0>``.

    >>> g = mikantc(3, 4)
    >>> g.groups * g.cubes_per_group, g.num_nodes
    (18, 270)
    >>> w = g.switch_index((0, 2, 1, 1, 0, 0, 0, 0))
    >>> sorted(g.label(v) for v in g.to_networkx()[w] if g.label(v)[0] == 1)
    [(1, 2, 0, 1, 0, 0, 0, 0), (1, 2, 1, 1, 0, 0, 0, 0), (1, 2, 2, 1, 0, 0, 0, 0)]
    """

    family = "MiKANTC"
    mirrored = True
    cubes = True


def kary_ntree(k: int, n: int) -> KAryNTree:
    """The k-ary n-tree (spec ``KANT(k,n)``)."""
    return KAryNTree(k, n)


def mikant(k: int, n: int) -> MiKANT:
    """MiKANT(k, n) (spec ``MiKANT(k,n)``)."""
    return MiKANT(k, n)


def kantc(k: int, n: int, reading: str = "example") -> KANTC:
    """KANTC(k, n) (spec ``KANTC(k,n)``; the example reading of Section III-A)."""
    return KANTC(k, n, reading)


def mikantc(k: int, n: int, reading: str = "example") -> MiKANTC:
    """MiKANTC(k, n) (spec ``MiKANTC(k,n)``; the example reading of Section III-A)."""
    return MiKANTC(k, n, reading)


# ---------------------------------------------------------------------------
# Exact pair statistics over compute nodes and hosts
# ---------------------------------------------------------------------------
def node_distance_distribution(g) -> list[int]:
    """Ordered pairs of distinct compute nodes at each distance (index = hops).

    Hops count every link, node-switch links included.  Computed by
    :func:`latticegraph.distance.distance_summary` with the compute nodes as
    targets: one BFS per orbit of the certified automorphisms, on the quotient by
    the stabiliser of cube 0 for the cube families (tested against networkx).

    >>> node_distance_distribution(kary_ntree(2, 2))
    [0, 0, 4, 0, 8]
    """
    from ..distance import distance_summary

    mask = np.zeros(g.order, bool)
    mask[g.compute_nodes()] = True
    total = list(distance_summary(g, targets=mask).targets)
    total[0] = 0
    while total and total[-1] == 0:
        total.pop()
    return total


def node_diameter(g) -> int:
    """Largest distance between two compute nodes (Table I's diameter, in hops).

    >>> node_diameter(kary_ntree(3, 3)), node_diameter(kantc(4, 3))
    (6, 10)
    """
    return len(node_distance_distribution(g)) - 1


def host_path_total(g) -> int:
    """``Σ σ(s, t)`` over ordered pairs of distinct hosts (switches carrying nodes).

    ``σ(s, t)`` is the number of shortest ``s``-``t`` paths in the whole graph;
    for a hypercube every vertex is a host.  Path counts are invariant under
    automorphisms, so one count per orbit of hosts (certified automorphisms,
    :func:`latticegraph.orbits.symmetry`) weighted by the orbit size suffices.
    KANT and MiKANT are never built: the counts come from the quotient of their
    Kronecker blocks (:meth:`~latticegraph.orbits.KroneckerGraph.path_counts_from`,
    constant on the cells of the stabiliser of the source).

    >>> host_path_total(kary_ntree(3, 3)), host_path_total(mikant(2, 3))
    (540, 144)
    """
    if hasattr(g, "kronecker"):
        kg = g.kronecker()
        od = kg.orbit_distances()
        labs = kg._block_labels
        nb = [int(l.max()) + 1 for l in labs]
        reps = [_first_rep(l, m) for l, m in zip(labs, nb)]
        total = 0
        for o, combo in enumerate(np.ndindex(*nb)):
            if kg.pendant_orbit_of[o] < 0:
                continue                                  # not an orbit of hosts
            root = tuple(int(reps[b][c]) for b, c in enumerate(combo))
            _, sigma, size, pend = kg.path_counts_from(root)
            hosts = sum(int(sz) * s for sz, s, p in zip(size, sigma, pend) if p)
            total += int(od.sizes[o]) * (hosts - 1)
        return total
    from ..orbits import symmetry

    csr = g.csr()
    hosts = g.hosts()
    sym = symmetry(g)
    total = 0
    for o in np.unique(sym.labels[hosts]):
        _, sigma = path_counts_from(csr, int(sym.reps[o]))
        total += int(sym.sizes[o]) * (sum(int(x) for x in sigma[hosts]) - 1)
    return total


def _first_rep(labels: np.ndarray, m: int) -> np.ndarray:
    first = np.full(m, len(labels), np.int64)
    np.minimum.at(first, labels, np.arange(len(labels), dtype=np.int64))
    return first


def average_shortest_paths(g) -> Fraction:
    """Section V-C's ``P~``: ``Σ_{t != s} σ(s, t) / H`` averaged over the ``H`` hosts.

    This is the convention of the paper's own sums for the k-cube
    (``Σ_i C(k,i) i! / 2^k``) and the k-ary n-tree (sum over level-0
    switches divided by ``k^(n-1)``): the source itself is counted in the
    denominator.

    >>> from latticegraph.topologies.hypercube import hypercube
    >>> average_shortest_paths(hypercube(3)), average_shortest_paths(kary_ntree(3, 3))
    (Fraction(15, 8), Fraction(20, 3))
    """
    H = len(g.hosts())
    return Fraction(host_path_total(g), H * H)


def routing_report(g, sources=None) -> dict:
    """Route every ordered pair of distinct compute nodes and compare with BFS.

    ``sources`` restricts the first node of the pairs (default: every node;
    ``[v for v, _ in g.node_representatives()]`` covers every pair up to the
    automorphisms of :meth:`host_representatives`, under which the routes are
    equivariant).

    Returns ``pairs``, ``valid`` (every route is a walk along links from
    ``a`` to ``b``), ``shortest`` (how many routes are shortest paths),
    ``max_excess`` (largest route length minus distance) and ``worst`` (the
    labels of a first pair with that excess, or ``None``).

    >>> r = routing_report(kantc(2, 3))
    >>> r["pairs"], r["valid"], r["shortest"] == r["pairs"]
    (56, True, True)
    """
    csr = g.csr()
    adj = set(map(tuple, g._edges.tolist()))
    nodes = g.compute_nodes().tolist()
    report = {"pairs": 0, "valid": True, "shortest": 0, "max_excess": 0, "worst": None}
    for a in (nodes if sources is None else [int(v) for v in sources]):
        dist = bfs_distances(csr, a)
        for b in nodes:
            if a == b:
                continue
            path = g.route(a, b)
            ok = path[0] == a and path[-1] == b and all(
                (min(u, v), max(u, v)) in adj for u, v in zip(path, path[1:]))
            excess = len(path) - 1 - int(dist[b])
            report["pairs"] += 1
            report["valid"] &= ok
            report["shortest"] += excess == 0
            if excess > report["max_excess"]:
                report["max_excess"] = excess
                report["worst"] = (g.label(a), g.label(b), len(path) - 1, int(dist[b]))
    return report
