"""Lattice graphs ``G(M)`` and the cubic crystal family (paper ``crystal``).

``G(M)`` (Definition 3) has vertex set ``Z^n / M Z^n`` and joins ``v`` and
``w`` when ``v - w ≡ ±e_i (mod M)``.  Vertices are labelled by the HNF
labelling set ``{x : 0 <= x_i < H[i][i]}`` (Section 5.1) and numbered by the
mixed-radix bijection of :func:`latticegraph.intmat.labels_to_indices`
(``x_1`` fastest).

References
----------
C. Camarero, C. Martínez, R. Beivide, "Symmetric Interconnection Networks
from Cubic Crystal Lattices": Definitions 3, 7, 21; Theorem 5; Sections
3.1-3.3 (PC, FCC, BCC); Propositions 17-19 (4D-BCC, 4D-FCC, Lip); Lemma 23
and Theorem 24 (direct sum, common lift).
"""
from __future__ import annotations

from functools import cached_property

import numpy as np
from sympy import ImmutableMatrix

from .. import intmat
from .base import Topology, simple_edges

__all__ = [
    "LatticeGraph",
    "lattice_graph",
    "torus",
    "rtt",
    "pc",
    "fcc",
    "bcc",
    "bcc4d",
    "fcc4d",
    "lipschitz",
    "direct_sum",
    "common_lift",
    "common_columns",
]


def _fmt_matrix(M) -> str:
    return "[" + ",".join("[" + ",".join(str(x) for x in row) + "]" for row in M) + "]"


class LatticeGraph(Topology):
    """The lattice graph ``G(M)`` of a non-singular integer matrix (Definition 3).

    Parameters
    ----------
    M : square non-singular integer matrix
    name : str, optional
        Display name, e.g. ``"FCC(4)"``; defaults to ``G([[...]])``.

    Examples
    --------
    Section 3.2 of paper ``crystal``: FCC(a) has ``2a^3`` nodes and its
    Hermite form is ``[[2a, a, a], [0, a, 0], [0, 0, a]]``.

    >>> g = fcc(4)
    >>> g.order, g.hnf
    (128, ((8, 4, 4), (0, 4, 0), (0, 0, 4)))
    """

    vertex_transitive = True

    def __init__(self, M, name: str | None = None):
        self.matrix = intmat.as_int_matrix(M)
        self.hnf = intmat.hermite_tuple(self.matrix)
        self.name = name or f"G({_fmt_matrix(self.matrix)})"

    # -- basic invariants -------------------------------------------------
    @property
    def dimension(self) -> int:
        return len(self.hnf)

    @property
    def order(self) -> int:
        """``|det M|`` (Definition 3)."""
        n = 1
        for i in range(self.dimension):
            n *= self.hnf[i][i]
        return n

    @property
    def side(self) -> int:
        """The side ``a`` of Definition 7: the last diagonal entry of the HNF."""
        return self.hnf[-1][-1]

    @property
    def nominal_degree(self) -> int:
        """``2n``, the degree Definition 3 gives when all ``±e_i`` are distinct."""
        return 2 * self.dimension

    @cached_property
    def generators(self) -> np.ndarray:
        """The distinct non-zero residues of ``±e_i``, shape ``(k, n)``.

        Their number is the degree of the simple graph; it is below ``2n``
        when generators coincide (``e_i ≡ ±e_j``, ``2e_i ≡ 0``) or vanish
        (``e_i ≡ 0``).
        """
        n = self.dimension
        eye = np.eye(n, dtype=np.int64)
        R = intmat.reduce(self.hnf, np.concatenate([eye, -eye]))
        R = np.unique(R, axis=0)
        return R[np.any(R != 0, axis=1)]

    @property
    def degree(self) -> int:
        """Degree of the simple graph (every vertex alike: Cayley graph)."""
        return int(len(self.generators))

    @cached_property
    def smith_invariants(self) -> tuple[int, ...]:
        """Invariant factors of ``M``: ``Z^n/MZ^n ≅ ⊕ Z/d_i``."""
        return intmat.invariant_factors(self.matrix)

    # -- labels ------------------------------------------------------------
    def arc_estimate(self) -> int:
        """``N n`` arcs ``x -> x + e_i`` (the memory guards' estimate)."""
        return self.order * self.dimension

    def labels(self) -> np.ndarray:
        """All vertex labels in index order, shape ``(N, n)``."""
        self.require_memory(96, 16, " (labels and links)")   # labels, shifts, link rows
        return intmat.indices_to_labels(self.hnf, np.arange(self.order))

    def label(self, i: int) -> tuple[int, ...]:
        return tuple(int(x) for x in intmat.indices_to_labels(self.hnf, [i])[0])

    def index(self, v) -> int:
        """Index of the vertex congruent to the integer vector ``v``."""
        return int(intmat.labels_to_indices(self.hnf, intmat.reduce(self.hnf, v)))

    def reduce(self, v) -> np.ndarray:
        """``v`` mapped into the labelling set (any shape ``(..., n)``)."""
        return intmat.reduce(self.hnf, v)

    def neighbours(self, v) -> np.ndarray:
        """Labels of the neighbours of ``v`` (one row per distinct generator)."""
        v = np.asarray(v, dtype=np.int64)
        return intmat.reduce(self.hnf, v[None, :] + self.generators)

    # -- edges ---------------------------------------------------------------
    def edge_array(self) -> np.ndarray:
        X = self.labels()
        idx = np.arange(self.order, dtype=np.int64)
        us, vs = [], []
        for i in range(self.dimension):
            Y = X.copy()
            Y[:, i] += 1
            us.append(idx)
            vs.append(intmat.labels_to_indices(self.hnf, intmat.reduce(self.hnf, Y)))
        return simple_edges(np.concatenate(us), np.concatenate(vs))

    def link_array(self) -> np.ndarray:
        """Every link of Definition 3 as a row ``(u, port_u, v, port_v)``: the export hook.

        Vertex ``x`` reaches ``x + e_i`` through port ``2i`` and ``x - e_i``
        through port ``2i + 1`` (0-based ``i``), so the link from ``x`` along
        ``+e_i`` arrives at port ``2i + 1`` of ``x + e_i``.  Definition 3's
        multigraph is kept: when ``2e_i ≡ 0`` (a ring of 2) or ``e_i ≡ ±e_j``
        the pair is joined by parallel links; ``e_i ≡ 0`` gives loops, left
        out (those ports stay unwired).

        >>> torus(2, 3).link_array().tolist()[:2]   # the 2-ring: two links 0 -- 1
        [[0, 0, 1, 1], [1, 0, 0, 1]]
        >>> len(torus(2, 3).link_array())          # 6 on the 2-rings, 6 on the 3-rings
        12
        """
        X = self.labels()
        idx = np.arange(self.order, dtype=np.int64)
        rows = []
        for i in range(self.dimension):
            Y = X.copy()
            Y[:, i] += 1
            v = intmat.labels_to_indices(self.hnf, intmat.reduce(self.hnf, Y))
            keep = v != idx
            rows.append(np.stack([idx[keep], np.full(keep.sum(), 2 * i), v[keep],
                                  np.full(keep.sum(), 2 * i + 1)], axis=1))
        return np.concatenate(rows).astype(np.int64).reshape(-1, 4)

    # -- structure (Definition 7, Lemma 23, Theorem 24) ----------------------
    def element_order(self, x) -> int:
        """Order of ``x`` in ``Z^n / M Z^n``."""
        return intmat.element_order(self.hnf, x)

    def projection(self, i: int | None = None) -> "LatticeGraph":
        """Projection over ``e_i`` (1-based; default ``e_n``), Definition 7.

        Rows ``i`` and ``n`` are swapped (an isomorphic graph), the HNF is
        taken and its leading ``(n-1)x(n-1)`` block ``B`` generates the
        projection.  Lemma 16: the projection of BCC(a) is T(2a, 2a).

        >>> bcc(3).projection().hnf
        ((6, 0), (0, 6))
        """
        n = self.dimension
        if n < 2:
            raise ValueError("a 1-dimensional lattice graph has no projection")
        i = n if i is None else i
        if not 1 <= i <= n:
            raise ValueError(f"projection index must be in 1..{n}, got {i}")
        rows = list(self.hnf)
        rows[i - 1], rows[n - 1] = rows[n - 1], rows[i - 1]
        H = intmat.hermite_tuple(rows)
        B = [list(r[: n - 1]) for r in H[: n - 1]]
        return LatticeGraph(B, name=f"proj_{i}({self.name})")

    def side_over(self, i: int) -> int:
        """The side of ``G(M)`` when projecting over ``e_i`` (Definition 7)."""
        n = self.dimension
        rows = list(self.hnf)
        rows[i - 1], rows[n - 1] = rows[n - 1], rows[i - 1]
        return intmat.hermite_tuple(rows)[-1][-1]

    def lift(self, c, a: int) -> "LatticeGraph":
        """The lift ``G([[B, c], [0, a]])`` of this graph ``G(B)`` (Definition 7)."""
        B = self.hnf
        n = len(B)
        c = [int(x) for x in c]
        if len(c) != n:
            raise ValueError(f"lift column has {len(c)} entries, expected {n}")
        if int(a) <= 0:
            raise ValueError(f"lift side must be positive, got {a}")
        M = [list(B[r]) + [c[r]] for r in range(n)] + [[0] * n + [int(a)]]
        return LatticeGraph(M, name=f"lift({self.name})")

    def linear_isomorphism(self, other: "LatticeGraph") -> ImmutableMatrix | None:
        """A signed permutation ``P`` with ``HNF(P·M) = HNF(M')``, or ``None``.

        ``x ↦ P·x`` is then an isomorphism ``G(M) → G(M')``.

        >>> fcc(2).linear_isomorphism(LatticeGraph([[2, 2, 0], [2, 0, 2], [0, 2, 2]])) is not None
        True
        """
        if self.dimension != other.dimension or self.order != other.order:
            return None
        if self.smith_invariants != other.smith_invariants:
            return None
        target = other.hnf
        M = np.array(self.hnf, dtype=object)
        for P in intmat.signed_permutations(self.dimension):
            PM = (P.astype(object) @ M).tolist()
            if intmat.hermite_tuple(PM) == target:
                return ImmutableMatrix(P.tolist())
        return None

    # -- automorphisms (issue 19; certified by latticegraph.orbits) ---------------------------
    def automorphism_generators(self):
        """Yield the translations ``x -> x + e_i`` and the linear automorphisms ``x -> P x``
        (signed permutations with ``P M = M Q``, :func:`~latticegraph.symmetry.linear_automorphisms`,
        paper ``crystal`` Lemma 36) as vertex permutations.  The distance engine does not
        need them (one vertex suffices: a Cayley graph); :mod:`latticegraph.orbits`
        certifies them like any family's.

        >>> len(list(pc(3).automorphism_generators()))     # 3 translations, 47 signed permutations
        50
        """
        from ..symmetry import linear_automorphisms

        X = self.labels()
        for i in range(self.dimension):
            Y = X.copy()
            Y[:, i] += 1
            yield intmat.labels_to_indices(self.hnf, intmat.reduce(self.hnf, Y))
        if self.dimension <= 4:
            for P in linear_automorphisms(self.hnf)[0]:
                if not np.array_equal(P, np.eye(self.dimension, dtype=P.dtype)):
                    Y = X @ np.asarray(P, np.int64).T
                    yield intmat.labels_to_indices(self.hnf, intmat.reduce(self.hnf, Y))

    def __eq__(self, other) -> bool:
        return isinstance(other, LatticeGraph) and self.hnf == other.hnf

    def __hash__(self) -> int:
        return hash(self.hnf)


def lattice_graph(M, name: str | None = None) -> LatticeGraph:
    """``G(M)`` for any non-singular integer matrix ``M`` (Definition 3)."""
    return LatticeGraph(M, name=name)


def _positive(name: str, a) -> int:
    if isinstance(a, bool) or not isinstance(a, (int, np.integer)):
        raise ValueError(f"{name}: side must be an integer, got {a!r}")
    if a < 1:
        raise ValueError(f"{name}: side must be a positive integer, got {a}")
    return int(a)


def torus(*sides: int) -> LatticeGraph:
    """The torus ``T(a_1, ..., a_n) = G(diag(a_1, ..., a_n))`` (Theorem 5).

    >>> torus(8, 8, 8, 4).order
    2048
    """
    if not sides:
        raise ValueError("T: a torus needs at least one side")
    s = [_positive("T", a) for a in sides]
    n = len(s)
    M = [[s[i] if i == j else 0 for j in range(n)] for i in range(n)]
    return LatticeGraph(M, name=f"T({','.join(map(str, s))})")


def rtt(a: int) -> LatticeGraph:
    """Rectangular twisted torus ``RTT(a) = G([[2a, a], [0, a]])`` (Example 9).

    >>> rtt(4).order
    32
    """
    a = _positive("RTT", a)
    return LatticeGraph([[2 * a, a], [0, a]], name=f"RTT({a})")


def pc(a: int) -> LatticeGraph:
    """Primitive cubic lattice graph ``PC(a)`` (Section 3.1): order ``a^3``.

    >>> pc(5).order
    125
    """
    a = _positive("PC", a)
    return LatticeGraph([[a, 0, 0], [0, a, 0], [0, 0, a]], name=f"PC({a})")


def fcc(a: int) -> LatticeGraph:
    """Face-centred cubic lattice graph ``FCC(a)`` (Section 3.2): order ``2a^3``.

    Generated by the crystal matrix ``[[a, a, 0], [a, 0, a], [0, a, a]]``.

    >>> fcc(3).order
    54
    """
    a = _positive("FCC", a)
    return LatticeGraph([[a, a, 0], [a, 0, a], [0, a, a]], name=f"FCC({a})")


def bcc(a: int) -> LatticeGraph:
    """Body-centred cubic lattice graph ``BCC(a)`` (Section 3.3): order ``4a^3``.

    Generated by ``[[-a, a, a], [a, -a, a], [a, a, -a]]``.

    >>> bcc(3).order, bcc(3).hnf
    (108, ((6, 0, 3), (0, 6, 3), (0, 0, 3)))
    """
    a = _positive("BCC", a)
    return LatticeGraph([[-a, a, a], [a, -a, a], [a, a, -a]], name=f"BCC({a})")


def bcc4d(a: int) -> LatticeGraph:
    """Body-centred hypercube lattice graph ``4D-BCC(a)`` (Proposition 17): order ``8a^4``.

    >>> bcc4d(4).order
    2048
    """
    a = _positive("4D-BCC", a)
    M = [[2 * a, 0, 0, a], [0, 2 * a, 0, a], [0, 0, 2 * a, a], [0, 0, 0, a]]
    return LatticeGraph(M, name=f"4D-BCC({a})")


def fcc4d(a: int) -> LatticeGraph:
    """``4D-FCC(a)`` (Proposition 18): order ``2a^4``, projection FCC(a).

    >>> fcc4d(8).order
    8192
    """
    a = _positive("4D-FCC", a)
    M = [[2 * a, a, a, a], [0, a, 0, 0], [0, 0, a, 0], [0, 0, 0, a]]
    return LatticeGraph(M, name=f"4D-FCC({a})")


def lipschitz(a: int) -> LatticeGraph:
    """``Lip(a)`` (Proposition 19): a symmetric lift of FCC(2a), order ``16a^4``.

    >>> lipschitz(1).order
    16
    """
    a = _positive("Lip", a)
    M = [[a, -a, -a, -a], [a, a, -a, a], [a, a, a, -a], [a, -a, a, a]]
    return LatticeGraph(M, name=f"Lip({a})")


def _check_lattices(name: str, g1, g2) -> None:
    """A ``TypeError`` naming the parameter when an operand is not a lattice graph."""
    for param, g in (("g1", g1), ("g2", g2)):
        if not isinstance(g, LatticeGraph):
            raise TypeError(f"{name}: {param} must be a lattice graph such as FCC(4), "
                            f"got {type(g).__name__}")


def direct_sum(g1: LatticeGraph, g2: LatticeGraph) -> LatticeGraph:
    """``G(M1 ⊕ M2)``, isomorphic to the Cartesian product (Lemma 23).

    >>> direct_sum(torus(4), torus(4)) == torus(4, 4)
    True
    """
    _check_lattices("directsum", g1, g2)
    A, B = g1.matrix, g2.matrix
    n1, n2 = len(A), len(B)
    M = [list(r) + [0] * n2 for r in A] + [[0] * n1 + list(r) for r in B]
    return LatticeGraph(M, name=f"directsum({g1.name},{g2.name})")


def common_columns(H1, H2) -> int:
    """Number ``k`` of leading columns the two Hermite forms share (Theorem 24).

    Column ``j`` is shared when both forms have the same entries in it,
    rows beyond the shorter matrix included (all zero in an upper-triangular
    form below the diagonal).
    """
    k = 0
    n = min(len(H1), len(H2))
    while k < n:
        c1 = [H1[r][k] for r in range(len(H1))]
        c2 = [H2[r][k] for r in range(len(H2))]
        m = max(len(c1), len(c2))
        c1 += [0] * (m - len(c1))
        c2 += [0] * (m - len(c2))
        if c1 != c2:
            break
        k += 1
    return k


def common_lift(g1: LatticeGraph, g2: LatticeGraph) -> LatticeGraph:
    """The common lift ``G(M1 ⊞ M2)`` of Theorem 24.

    With ``H1 = [[C, R_A], [0, A]]`` and ``H2 = [[C, R_B], [0, B]]`` sharing
    their first ``k`` columns ``C``, ``M1 ⊞ M2 = [[C, R_A, R_B], [0, A, 0],
    [0, 0, B]]``.  Example 25 of paper ``crystal``, ``PC(2a) ⊞ BCC(a)``:

    >>> common_lift(pc(2), bcc(1)).hnf
    ((2, 0, 0, 1), (0, 2, 0, 1), (0, 0, 2, 0), (0, 0, 0, 1))
    """
    _check_lattices("commonlift", g1, g2)
    H1, H2 = g1.hnf, g2.hnf
    k = common_columns(H1, H2)
    n1, n2 = len(H1), len(H2)
    n = n1 + n2 - k
    M = [[0] * n for _ in range(n)]
    for r in range(k):
        for c in range(k):
            M[r][c] = H1[r][c]
    for r in range(n1):
        for c in range(k, n1):
            M[r][c] = H1[r][c]
    for r in range(k):
        for c in range(k, n2):
            M[r][n1 + c - k] = H2[r][c]
    for r in range(k, n2):
        for c in range(k, n2):
            M[n1 + r - k][n1 + c - k] = H2[r][c]
    return LatticeGraph(M, name=f"commonlift({g1.name},{g2.name})")
