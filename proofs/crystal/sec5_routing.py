"""Claims of paper ``crystal``: Section 5, Routing in Lattice Graphs.

Camarero, Martínez, Beivide, *Symmetric Interconnection Networks from Cubic Crystal
Lattices*.  The conventions, the errata and what is not registered are in
``crystal/__init__.py``.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction
from functools import lru_cache

import numpy as np

from latticegraph import intmat, symmetry
from latticegraph import routing
from latticegraph.distance import bfs_distances
from latticegraph.specs import graph
from latticegraph.topologies.lattice import LatticeGraph, bcc, fcc, pc, rtt

from . import claims
from ._common import _hnf_size, _nd, _projection_over, _small_hnfs


#: premises inherited by the claims of Section 5 (recorded on each claim)
_NONSINGULAR = ("Section 2: M is non-singular ('From here onwards, all matrices will be "
                "considered to be non-singular')")
_LABELS = ("Section 5.1: nodes are labelled by the Hermite box L = {x : 0 <= x_i < H_ii}; the "
           "routing algorithms take v = v_d - v_s in L - L; |r| = sum |r_i|")
_SIDE = "Section 3: the side a of a crystal is a positive integer"
_REM = ("Section 5.2: rem is the non-negative residue (Remark 31 writes y + a(y < 0) as "
        "rem(y, a))")


@lru_cache(maxsize=256)
def _dist_table(H) -> np.ndarray:
    """Distances from 0 to every label of G(H), by BFS (independent of routing)."""
    g = LatticeGraph(H)
    return bfs_distances(g.csr(), 0)


def _dist(H, v) -> int:
    g = LatticeGraph(H)
    return int(_dist_table(g.hnf)[g.index(v)])


def _differences(H):
    """L - L = {x : -H_ii < x_i < H_ii} (Section 5.1)."""
    return itertools.product(*(range(-H[i][i] + 1, H[i][i]) for i in range(len(H))))


@claims.instances(
    "crystal.def26.labelling", where="Definition 26, Proposition 27, Section 5.1",
    statement="L = {x : 0 <= x_i < H_ii} is a labelling set (|L| = |det M|, no two labels "
              "congruent), L_M = {(x, y) : x in L_B, 0 <= y < a}, and L - L = "
              "{x : -H_ii < x_i < H_ii}",
    params=lambda: _small_hnfs(3, 10), size=lambda M: _hnf_size(M),
    premises=(_NONSINGULAR, _LABELS))
def _(M):
    g = LatticeGraph(M)
    X = g.labels()
    distinct = len({tuple(r) for r in g.reduce(X).tolist()})
    B = g.projection()
    prop27 = tuple(B.hnf[i][i] for i in range(2)) + (g.side,) == tuple(M[i][i] for i in range(3))
    diffs = {tuple(int(t) for t in x - y) for x in X for y in X}
    box = set(_differences(g.hnf))
    return (g.order, g.order, True, box), (len(X), distinct, prop27, diffs)


def _min_record_norms(g: LatticeGraph) -> np.ndarray:
    """For every label v (index order), min |r| over the records r ≡ v (mod H), by brute
    force: every r in Z^n with |r| <= K = sum (H_ii - 1) is reduced to its label, keeping
    the least norm per label (v itself is a record of norm <= K, so the minimum is among
    them)."""
    n, K = g.dimension, sum(g.hnf[i][i] - 1 for i in range(g.dimension))
    R = np.array([r for r in itertools.product(range(-K, K + 1), repeat=n)
                  if sum(map(abs, r)) <= K], dtype=np.int64).reshape(-1, n)
    idx = intmat.labels_to_indices(g.hnf, g.reduce(R))
    best = np.full(g.order, K + 1, dtype=np.int64)
    np.minimum.at(best, idx, np.abs(R).sum(axis=1))
    return best


@claims.instances(
    "crystal.sec51.norm_is_distance", where="Section 5.1",
    statement="The length of a path associated with a routing record is its Minkowski norm "
              "|r| = sum |r_i|, so minimum norm routing records give shortest paths",
    params=lambda: ({"M": H} for n, D in ((2, 12), (3, 6)) for d in range(1, D + 1)
                    for H in symmetry.hermite_matrices(n, d)),
    size=lambda M: _hnf_size(M),
    notes="For every v in the labelling set of every 2D (det <= 12) and 3D (det <= 6) Hermite "
          "form: the least Minkowski norm of the records r ≡ v (mod H), by brute force over "
          "all short integer vectors (crystal._min_record_norms), equals the BFS distance "
          "from 0 to v.  Computed: the v where they differ.",
    premises=(_NONSINGULAR, _LABELS))
def _(M):
    g = LatticeGraph(M)
    D = _dist_table(g.hnf)
    best = _min_record_norms(g)
    return [], [tuple(v) for i, v in enumerate(g.labels().tolist()) if best[i] != D[i]]


@claims.instances(
    "crystal.ex28", where="Example 28",
    statement="The labelling of BCC(a) is {(x,y,z) : 0 <= x < 2a, 0 <= y < 2a, 0 <= z < a}, "
              "the labelling of T(2a, 2a) with a last component 0 <= z < a",
    params={"a": range(1, 21)}, size=lambda a: 4 * a**3,
    premises=(_SIDE, _LABELS))
def _(a):
    g = bcc(a)
    return (2 * a, 2 * a, a, (2 * a, 2 * a)), \
        (g.hnf[0][0], g.hnf[1][1], g.hnf[2][2], tuple(g.projection().hnf[i][i] for i in range(2)))


def _alg1_domain():
    for n, D in ((1, 12), (2, 16), (3, 12)):
        for d in range(1, D + 1):
            for H in symmetry.hermite_matrices(n, d):
                yield {"M": H}
    for spec in ("FCC(4)", "BCC(3)", "RTT(5)", "Lip(1)", "4D-FCC(3)", "4D-BCC(2)",
                 "commonlift(PC(4),BCC(2))", "commonlift(FCC(2),BCC(2))"):
        yield {"M": graph(spec).hnf}


@claims.instances(
    "crystal.thm29", where="Algorithm 1, Theorem 29",
    statement="Algorithm 1 gives minimum routing records in any lattice graph",
    params=_alg1_domain, size=lambda M: _hnf_size(M),
    notes="Every 1D, 2D (det <= 16) and 3D (det <= 12) Hermite form and a few crystal, "
          "4D and 5D graphs; every destination from vertex 0 (Cayley graph).  Computed: "
          "the destinations whose record is not congruent or not of minimum norm (BFS).",
    premises=(_NONSINGULAR, _LABELS))
def _(M):
    g = LatticeGraph(M)
    D = _dist_table(g.hnf)
    bad = []
    for i, v in enumerate(g.labels().tolist()):
        r = routing.hierarchical_route(g.hnf, v)
        if not routing.is_routing_record(g.hnf, v, r) or routing.norm(r) != D[i]:
            bad.append(tuple(v))
    return [], bad


def _alg_check(H, fn) -> list:
    """The differences v in L - L where fn(v) is not a minimum routing record."""
    bad = []
    for v in _differences(H):
        r = fn(v)
        if not routing.is_routing_record(H, v, r) or routing.norm(r) != _dist(H, v):
            bad.append(v)
    return bad


@claims.instances(
    "crystal.alg3", where="Algorithm 3 ([10])",
    statement="Algorithm 3 gives a (minimum) routing record in RTT(a) for (x, y) = v_d - v_s",
    params={"a": range(1, 13)}, size=lambda a: 2 * a * a,
    notes="rem read as the non-negative residue (Remark 31).  Every v in L - L; computed: "
          "the v with a wrong or non-minimum record.  Holds for every a: in u = x + y, "
          "w = y - x the RTT(a) lattice is 2aZ x 2aZ and |x| + |y| = max(|u|, |w|), which "
          "p - a and a - q minimise.  With a truncated rem (sign of the dividend, C's %), "
          "excluded by Remark 31, the record stays congruent but is not minimum: a = 2, "
          "v = (-3, -1) gives (-1, -3) of norm 4 for distance 2 (second reader).",
    premises=(_SIDE, _LABELS, _REM))
def _(a):
    return [], _alg_check(rtt(a).hnf, lambda v: routing.route_rtt(a, v))


@claims.instances(
    "crystal.alg2", where="Algorithm 2",
    statement="Algorithm 2 returns a minimum routing record from v_s to v_d in FCC(a)",
    params={"a": range(1, 9)}, size=lambda a: 2 * a**3,
    notes="Nested calls by Algorithm 3; every v in L - L.",
    premises=(_SIDE, _LABELS, _REM))
def _(a):
    return [], _alg_check(fcc(a).hnf, lambda v: routing.route_fcc(a, v))


@claims.instances(
    "crystal.alg4", where="Algorithm 4",
    statement="Algorithm 4 (as printed: ŷ := x + a(z<0); y' := x̂ + 2a(ŷ<0) - 2a(ŷ>=2a)) "
              "returns a minimum routing record in BCC(a)",
    params={"a": range(1, 9)}, size=lambda a: 4 * a**3, expect="refuted", erratum="slip",
    witness={'a': 1},
    notes="As printed, ŷ and y' are computed from x, so the record is not congruent to v "
          "whenever y differs from x.  Smallest counterexample: a = 1, v = (-1, 0, 0): the "
          "printed algorithm returns a record of y-component from x (not congruent).  "
          "Corrected (ŷ := y + a(z<0), y' := ŷ + ...): crystal.alg4.corrected.  (Read from "
          "the text as converted from the PDF; the slip could be the conversion's.)",
    premises=(_SIDE, _LABELS))
def _(a):
    bad = _alg_check(bcc(a).hnf, lambda v: routing.route_bcc(a, v))
    return [], bad[:1]


@claims.instances(
    "crystal.alg4.corrected", where="Algorithm 4 (corrected)",
    statement="Algorithm 4 with ŷ := y + a(z<0) and y' := ŷ + 2a(ŷ<0) - 2a(ŷ>=2a) returns a "
              "minimum routing record in BCC(a)",
    params={"a": range(1, 9)}, size=lambda a: 4 * a**3, corrects="crystal.alg4",
    premises=(_SIDE, _LABELS))
def _(a):
    return [], _alg_check(bcc(a).hnf, lambda v: routing.route_bcc(a, v, corrected=True))


@claims.instances(
    "crystal.sec52.order_en", where="Section 5.2 (before Remark 31, and before Algorithm 4)",
    statement="In FCC(a) and BCC(a) the order of e_n is 2a, so v_s + C meets [G(B)]_y in 2 "
              "vertices (two calls to route_B)",
    params=lambda: ({"fam": f, "a": a} for a in range(1, 21) for f in ("FCC", "BCC")),
    size=lambda fam, a: 4 * a**3,
    premises=(_SIDE,))
def _(fam, a):
    g = graph(f"{fam}({a})")
    o = g.element_order([0, 0, 1])
    return (2 * a, 2, [2]), (o, o // g.side, routing.nested_calls(g.hnf)[:1])


@claims.instances(
    "crystal.remark31", where="Remark 31",
    statement="When a is a power of 2 the starting operations of Algorithm 2 are rem(y, a), "
              "rem(z, a) and rem(x̂, 2a)",
    params={"a": [1, 2, 4, 8, 16]}, size=lambda a: 2 * a**3,
    notes="For every v in L - L of FCC(a): y' = rem(y, a), z' = rem(z, a), x' = rem(x̂, 2a).  "
          "The equalities hold for every a, not only powers of 2 (second reader: a = 1..16); "
          "with a truncated rem they fail (a = 1, v = (-1, 0, 0)).  That these are 'easier to "
          "calculate' is crystal.remark31.easier.",
    premises=(_SIDE, _LABELS, _REM), parts=("crystal.remark31.easier",))
def _(a):
    bad = []
    for x, y, z in _differences(fcc(a).hnf):
        y1 = y + a * (y < 0)
        z1 = z + a * (z < 0)
        xh = x + a * ((y < 0) != (z < 0))
        x1 = xh + 2 * a * (xh < 0) - 2 * a * (xh >= 2 * a)
        if (y1, z1, x1) != (y % a, z % a, xh % (2 * a)):
            bad.append((x, y, z))
    return [], bad


claims.not_checkable(
    "crystal.remark31.easier", where="Remark 31",
    statement="When a is a power of 2 the starting arithmetic operations are easier to calculate "
              "as rem(y, a), rem(z, a) and rem(x̂, 2a)",
    reason="A hardware/implementation cost (a remainder by a power of 2 is a bit mask); the "
           "paper defines no cost measure.  The equalities themselves: crystal.remark31.",
    premises=(_SIDE,), parts=("crystal.remark31",))


@claims.exhaustive(
    "crystal.ex32", where="Example 32",
    statement="FCC(4), v_s = (1,3,3), v_d = (6,0,1): v = (5,-3,-2); y' = 1, z' = 2, x̂ = 5, "
              "x' = 5; in RTT(4) a minimum route from (0,0) to (5,1) is (1,-3) and from "
              "(4,0) to (5,1) is (1,1); r1 = (1,-3,2), r2 = (1,1,-2), |r1| = 6, |r2| = 4; "
              "r = r2",
    params={"a": [4]},
    notes="The RTT routes also checked minimum against BFS in RTT(4).",
    premises=(_LABELS,))
def _(a):
    vs, vd = (1, 3, 3), (6, 0, 1)
    v = tuple(d - s for s, d in zip(vs, vd))
    x, y, z = v
    y1, z1 = y + a * (y < 0), z + a * (z < 0)
    xh = x + a * ((y < 0) != (z < 0))
    x1 = xh + 2 * a * (xh < 0) - 2 * a * (xh >= 2 * a)
    q1 = routing.route_rtt(a, (x1, y1))
    q2 = routing.route_rtt(a, (x1 - a, y1))
    H = rtt(a).hnf
    minimal = routing.norm(q1) == _dist(H, (x1, y1)) and routing.norm(q2) == _dist(H, (x1 - a, y1))
    r1, r2 = q1 + (z1,), q2 + (z1 - a,)
    printed = ((5, -3, -2), 1, 2, 5, 5, (1, -3), (1, 1), True, (1, -3, 2), (1, 1, -2), 6, 4,
               (1, 1, -2))
    return printed, (v, y1, z1, xh, x1, q1, q2, minimal, r1, r2, routing.norm(r1),
                     routing.norm(r2), routing.route_fcc(a, v))


def _ring_records(k: int, o: int) -> list[int]:
    """The minimum records of k in a cycle of length o: two when k is antipodal."""
    k %= o
    return [k, k - o] if 2 * k == o else [routing.cycle_route(k, o)]


@lru_cache(maxsize=None)
def _random_records(H, v) -> tuple:
    """Algorithm 1 choosing uniformly at random among the records of least weight it
    compares (the candidates c_i of the last step and the two directions around a cycle
    to an antipodal vertex), recursively: ``((record, probability), ...)``."""
    n = len(H)
    if n == 1:
        rs = _ring_records(v[0], H[0][0])
        return tuple(((r,), Fraction(1, len(rs))) for r in rs)
    B, a, o, shifts = routing.algorithm1_level(H)
    cands = []
    for ja, c in shifts:
        sub = _random_records(B, tuple(routing.reduce_label(B, [v[i] - c[i] for i in range(n - 1)])))
        for rc in _ring_records(v[-1] + ja, o):
            cands.append((routing.norm(sub[0][0]) + abs(rc), sub, rc))
    least = min(c[0] for c in cands)
    best = [c for c in cands if c[0] == least]
    out: dict = {}
    for _, sub, rc in best:
        for r, pr in sub:
            out[r + (rc,)] = out.get(r + (rc,), 0) + pr / len(best)
    return tuple(out.items())


def _generator_loads(spec: str, randomised: bool) -> list[tuple[Fraction, Fraction]]:
    """Expected hops on the links +e_i and -e_i per source under uniform traffic, when
    every vertex routes to every other with Algorithm 1 (first record on ties, or
    :func:`_random_records`).  In a Cayley graph every +e_i link carries the same load,
    proportional to this sum (Remark 30's 'use of the paths')."""
    g = graph(spec)
    loads = [[Fraction(0), Fraction(0)] for _ in range(g.dimension)]
    for v in g.labels().tolist():
        dist = (_random_records(g.hnf, tuple(v)) if randomised
                else ((routing.hierarchical_route(g.hnf, v), Fraction(1)),))
        for r, pr in dist:
            for i, x in enumerate(r):
                loads[i][0 if x > 0 else 1] += pr * abs(x)
    return [tuple(x) for x in loads]


@claims.instances(
    "crystal.remark30", where="Remark 30",
    statement="When several routing records have the same weight it is advisable to choose "
              "one of them at random, balancing the use of the paths",
    params=lambda: ({"spec": sp_} for sp_ in ("T(4,4)", "T(6,3,3)", "RTT(2)", "RTT(3)", "RTT(4)",
                                             "FCC(2)", "FCC(3)", "FCC(4)", "BCC(2)", "BCC(3)",
                                             "4D-BCC(2)", "4D-FCC(2)", "Lip(1)")),
    size=lambda spec: graph(spec).order,
    notes="Read as a statement about link loads under uniform traffic, exactly (no "
          "simulator): with ties broken at random (crystal._random_records: uniformly among "
          "the records of least weight Algorithm 1 compares, at every level, including the "
          "two directions to an antipodal vertex of a cycle) the expected load of the most "
          "loaded link class (dimension and direction) is at most that of the deterministic "
          "first-record rule (routing.hierarchical_route), and the two directions of every "
          "dimension carry equal loads.  Both rules give minimal records, so the total load "
          "is the same and a lower maximum means a higher saturation throughput.  Strictly "
          "lower on every graph listed: e.g. FCC(2) 14/3 against 7 hops per source (+e_3 "
          "links), FCC(4) 226/3 against 104, T(4,4) 8 against 12.",
    premises=(_NONSINGULAR, _LABELS), parts=("crystal.remark30.ties",))
def _(spec):
    det = _generator_loads(spec, False)
    rnd = _generator_loads(spec, True)
    return (True, True), (max(map(max, rnd)) <= max(map(max, det)), all(p == m for p, m in rnd))


def _last_step_ties(spec: str) -> int:
    """Destinations v for which the last step of Algorithm 1 compares two or more distinct
    records of least weight (the candidates of the cycle vertices c_i, each completed by
    the first minimum record in the projection)."""
    g = graph(spec)
    B, _, o, shifts = routing.algorithm1_level(g.hnf)
    n = g.dimension
    count = 0
    for v in g.labels().tolist():
        recs = set()
        for ja, c in shifts:
            x = routing.reduce_label(B, [v[i] - c[i] for i in range(n - 1)])
            for rc in _ring_records(v[-1] + ja, o):
                recs.add(routing.hierarchical_route(B, x) + (rc,))
        least = min(map(routing.norm, recs))
        count += sum(1 for r in recs if routing.norm(r) == least) > 1
    return count


@claims.instances(
    "crystal.remark30.ties", where="Remark 30",
    statement="In the last step of Algorithm 1 there can sometimes be several routing records "
              "with the same weight",
    params=lambda: ({"spec": sp_} for sp_ in ("T(4,4)", "RTT(3)", "RTT(4)", "FCC(2)", "FCC(3)",
                                             "FCC(4)", "BCC(2)", "4D-FCC(2)")),
    size=lambda spec: graph(spec).order,
    premises=(_NONSINGULAR, _LABELS), parts=("crystal.remark30",),
    notes="'Sometimes' read as: for some destinations but not all.  Computed: whether the "
          "number of destinations with a tie in the last step is positive and below the order "
          "(e.g. FCC(4): 31 of 128 between the two cycle vertices, second reader).")
def _(spec):
    t = _last_step_ties(spec)
    return (True, True), (t > 0, t < graph(spec).order)


def _nd_a(kind: str, n: int, a: int):
    return [[a * x for x in r] for r in _nd(kind, n)]


@claims.instances(
    "crystal.remark33", where="Remark 33",
    statement="Routing in nD-PC needs no nested calls (n comparisons in parallel); nD-BCC "
              "needs 2 calls to the routing of (n-1)D-PC; nD-FCC needs 2 calls to "
              "(n-1)D-FCC, accumulating 2^{n-2} calls to 2D-FCC (RTT)",
    params=lambda: ({"n": n, "a": a} for n in range(3, 7) for a in (1, 2, 3)),
    size=lambda n, a: 2 ** (n - 1) * a**n,
    notes="Algorithm 1's nested calls per level (ord(e_n)/a, symmetry.routing.nested_calls); "
          "nD-PC = T(a,...,a) (scaled 2a for the BCC projection), nD-BCC = [[2aI, a1], "
          "[0, a]], nD-FCC = [[2a, a...a], [0, aI]].  Also checks the projections.",
    premises=(_SIDE,))
def _(n, a):
    pcn, bccn, fccn = (_nd_a(k, n, a) for k in ("PC", "BCC", "FCC"))
    calls_pc = routing.nested_calls(pcn)
    calls_bcc = routing.nested_calls(bccn)
    calls_fcc = routing.nested_calls(fccn)
    bcc_proj = LatticeGraph(bccn).projection().hnf == intmat.hermite_tuple(_nd_a("PC", n - 1,
                                                                                  2 * a))
    fcc_proj = LatticeGraph(fccn).projection().hnf == intmat.hermite_tuple(_nd_a("FCC", n - 1,
                                                                                  a))
    rtt_calls = math.prod(calls_fcc[: n - 2])
    return ([1] * (n - 1), 2, True, 2, True, 2 ** (n - 2)), \
        (calls_pc, calls_bcc[0], bcc_proj, calls_fcc[0], fcc_proj, rtt_calls)


@claims.instances(
    "crystal.sec53.projection_choice", where="Section 5.3",
    statement="[[2a,0,0,a],[0,2a,0,a],[0,0,2a,0],[0,0,0,a]] is the common lift of PC(2a) and "
              "BCC(a); taking BCC(a) as its projection would complicate routing, PC(2a) "
              "should be chosen",
    params={"a": range(1, 7)}, size=lambda a: 8 * a**4,
    notes="Projection over e_4 is PC(2a), over e_3 is BCC(a) (Hermite forms).  'Complicate' "
          "read as the text explains it: routing in the BCC(a) projection needs nested "
          "calls (Algorithm 1 branches, 'dependencies among dimensions'), routing in "
          "PC(2a) none.  Note: counted over the whole recursion both choices make 2 leaf "
          "routes (nested calls [2,1,1] with PC(2a) below, [1,2,1] with BCC(a) below).",
    premises=(_SIDE,))
def _(a):
    H = [[2 * a, 0, 0, a], [0, 2 * a, 0, a], [0, 0, 2 * a, 0], [0, 0, 0, a]]
    p4 = _projection_over(intmat.hermite_tuple(H), {3})
    p3 = _projection_over(intmat.hermite_tuple(H), {2})
    calls_pc = math.prod(routing.nested_calls(p4))
    calls_bcc = math.prod(routing.nested_calls(p3))
    return (pc(2 * a).hnf, bcc(a).hnf, 1, True), (p4, p3, calls_pc, calls_bcc > 1)
