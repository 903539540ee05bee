"""Claims of paper ``lacin``: Section 3, Minimal Routing.

Beivide, Camarero, Martínez, Vallejo, Valero, *LACIN: Linearly Arranged Complete
Interconnection Networks*, IEEE CAL 2025.  The conventions, the errata and what is not
registered are in ``lacin/__init__.py``.
"""

from __future__ import annotations

import numpy as np

from latticegraph.distance import bfs_distances
from latticegraph.topologies.cin import (CIN, circle, circle_port, swap, swap_port,
    swap_port_printed, xor)
from latticegraph.topologies.hyperx import HyperX

from . import claims
from ._common import _all_instances, _build, _cdg_acyclic, _EVEN, _POW2

# premises of Section 3 (ports numbered as in Section 2) and of Algorithm 2
_PORTS = "Section 2: ports P_{S,i}, 0 <= i <= N - 2; switches 0..N - 1"
_ALG2 = "Algorithm 2: N even (Circle of Algorithm 1)"
_MIN = "Section 3: minimal routing, A_1 != B_1"


def _first_disagreement(c: CIN, rule):
    """(printed, computed) at the first pair (A, B) where ``rule`` differs from the wiring."""
    table = c.port_table()
    n = c.order
    for a in range(n):
        for b in range(n):
            if a != b and rule(a, b) != table[a, b]:
                return (a, b, rule(a, b)), (a, b, int(table[a, b]))
    return "every pair routed by the wired port", "every pair routed by the wired port"


@claims.instances(
    "lacin.s3.swap.route", where="Section 3",
    premises=(_PORTS, _MIN),
    statement="The port index used by Swap is i = B_1 if A_1 <= B_1 or i = B_1 + 1 otherwise",
    params={"N": range(2, 65)}, size=lambda N: N, expect="refuted", erratum="slip",
    witness={'N': 2},
    notes="Smallest counterexample N = 2, A = 0, B = 1: printed port 1, wired port 0 "
          "(P[0,0] -> P[1,0] by the Section 2 rule).  Both branches are one too high: the "
          "printed rule is right for ports numbered 1..N-1, while Section 2 numbers them "
          "0..N-2 (and for A = N-1, B = N-2 it names port N-1, which does not exist).")
def _(N):
    return _first_disagreement(swap(N), lambda a, b: swap_port_printed(N, a, b))


@claims.instances(
    "lacin.s3.swap.route.corrected", where="Section 3",
    premises=(_PORTS, _MIN),
    statement="The port index used by Swap is i = B_1 - 1 if A_1 < B_1 or i = B_1 otherwise",
    params={"N": range(2, 65)}, size=lambda N: N, corrects="lacin.s3.swap.route")
def _(N):
    return _first_disagreement(swap(N), lambda a, b: swap_port(N, a, b))


@claims.instances(
    "lacin.s3.xor.route", where="Section 3",
    premises=(_PORTS, _MIN, "Section 2: XOR, N = 2^n"),
    statement="In XOR, the port is the one indexed by i = A_1 xor B_1 - 1",
    params={"N": _POW2[1:]}, size=lambda N: N,
    notes="The printed formula, (A xor B) - 1, against the port the built XOR wires to B.")
def _(N):
    return _first_disagreement(xor(N), lambda a, b: (a ^ b) - 1)


@claims.instances(
    "lacin.alg2.input_range", where="Algorithm 2 (input), Section 3",
    premises=(_PORTS, _ALG2),
    statement="Algorithm 2 input: 0 <= A, B < N - 1, A != B [the routes it computes, which include "
              "as special cases the routes from, or to, the N - 1 switch]",
    params={"N": _EVEN}, size=lambda N: N, expect="refuted", erratum="slip", witness={"N": 2},
    notes="The printed input range excludes switch N - 1, so the branches 'B = N - 1' and 'A = N "
          "- 1' can never run, although Section 3 says the algorithm treats the routes from or to "
          "switch N - 1 as special cases; for N = 2 it admits no input at all.  Computed: (ordered "
          "pairs of distinct switches, pairs the printed range admits).  Read as 0 <= A, B <= N - "
          "1 in lacin.alg2.circle.route.")
def _(N):
    admitted = [(a, b) for a in range(N - 1) for b in range(N - 1) if a != b]
    return N * (N - 1), len(admitted)


@claims.instances(
    "lacin.alg2.circle.route", where="Algorithm 2",
    premises=(_PORTS, _ALG2),
    statement="Algorithm 2 outputs i, 0 <= i <= N - 2, such that port i of A connects to B "
              "(Circle, N even)",
    params={"N": _EVEN}, size=lambda N: N, corrects="lacin.alg2.input_range",
    notes="The printed input range '0 <= A, B < N - 1' excludes switch N - 1, yet the branches "
          "B = N - 1 and A = N - 1 handle it and the text says routes from or to switch N - 1 "
          "are special cases (the slip is lacin.alg2.input_range); checked on every pair "
          "0 <= A != B <= N - 1.")
def _(N):
    return _first_disagreement(circle(N), lambda a, b: circle_port(N, a, b))


@claims.instances(
    "lacin.alg2.circle.route.odd", where="Algorithm 2, Section 2",
    premises=(_PORTS, "Section 2: odd N, Circle(N + 1) without its last row"),
    statement="(derived) For odd N, Algorithm 2 run with N + 1 gives the Circle port",
    params={"N": range(1, 64, 2)}, size=lambda N: N,
    notes="Not printed: follows from building odd Circle out of the N + 1 instance.")
def _(N):
    return _first_disagreement(circle(N), lambda a, b: circle_port(N + 1, a, b))


@claims.instances(
    "lacin.s3.one_hop", where="Section 3",
    premises=("Section 3: a CIN with minimal routing",),
    statement="In a CIN with minimal routing all the paths are of length one and deadlock "
              "cannot occur",
    params=_all_instances(32), size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    routes = []
    for a in range(N):
        for b in range(N):
            if a != b:
                i = c.rule_port(a, b)
                routes.append([(a, int(c.neighbour[a, i]))])
    reached = all(r[-1][1] == b for r, (a, b) in zip(
        routes, [(a, b) for a in range(N) for b in range(N) if a != b]))
    return (True, True), (reached and all(len(r) == 1 for r in routes), _cdg_acyclic(routes))


_MIXED_HYPERX = [((3, 5), ("circle", "circle")), ((4, 6), ("xor", "circle")),
                 ((5, 4), ("swap", "xor")), ((6, 6), ("swap", "swap")),
                 ((3, 3, 4), ("circle", "swap", "xor")), ((7, 2), ("circle", "swap"))]


@claims.instances(
    "lacin.s3.higher_dimensions", where="Section 3",
    statement="These routings can be extended to higher dimensional networks",
    params=lambda: [{"sides": s, "cins": c} for s, c in _MIXED_HYPERX],
    size=lambda sides, cins: int(np.prod(sides)),
    notes="HyperX with a Swap, Circle or XOR CIN per dimension (odd and even sides); in each "
          "dimension whose digits differ, the port the CIN's rule gives (Swap: the corrected rule "
          "of lacin.s3.swap.route.corrected), dimension order.  Computed: (every route ends at "
          "its destination, its length equals the BFS distance) over all pairs.")
def _(sides, cins):
    h = HyperX(sides, cins)
    csr = h.csr()
    arrived, minimal = True, True
    for a in range(h.order):
        dist = bfs_distances(csr, a)
        for b in range(h.order):
            hops = h.dor_route(a, b)
            arrived &= (hops[-1][2] if hops else a) == b
            minimal &= len(hops) == dist[b]
    return (True, True), (arrived, minimal)


@claims.instances(
    "lacin.s3.nonminimal_deadlock", where="Section 3",
    premises=("Section 3: N >= 3 (N = 2 has no non-minimal route)",),
    statement="The algorithms can be the basis of adaptive mechanisms that use minimal or "
              "non-minimal paths; in such a case, deadlock must be avoided either restricting "
              "non-minimal routes or by using two virtual channels",
    params={"N": range(3, 17)}, size=lambda N: N,
    notes="Routes: every one-hop minimal route and every two-hop route A -> C -> B through an "
          "intermediate switch (Valiant-style).  Computed, by the channel dependency graph "
          "(Dally-Seitz): (acyclic with one channel per link: no, deadlock is possible; acyclic "
          "with two virtual channels, the second hop on the second: yes; acyclic with one "
          "channel when non-minimal routes are restricted to intermediates C > max(A, B), an "
          "up-then-down order: yes).  The CDG depends only on the complete graph, not on the "
          "port pairing.")
def _(N):
    minimal = [[(a, b, 0)] for a in range(N) for b in range(N) if a != b]
    detours = [(a, m, b) for a in range(N) for b in range(N) for m in range(N) if len({a, b, m}) == 3]
    one_vc = _cdg_acyclic(minimal + [[(a, m, 0), (m, b, 0)] for a, m, b in detours])
    two_vc = _cdg_acyclic(minimal + [[(a, m, 0), (m, b, 1)] for a, m, b in detours])
    restricted = _cdg_acyclic(minimal + [[(a, m, 0), (m, b, 0)] for a, m, b in detours
                                         if m > max(a, b)])
    return (False, True, True), (one_vc, two_vc, restricted)


claims.not_checkable(
    "lacin.s3.routing_cost", where="Section 3, Table 1 (routing cost column), Section 6",
    statement="XOR routing needs only logic gates plus a decrementer; Swap a comparator besides "
              "an incrementer (1 more than XOR); Circle is more complex (5 more adders and/or "
              "comparators than XOR) but avoids routing tables",
    reason="Needs a hardware cost model the paper does not define (which comparisons against "
           "constants count, shared adders); Algorithm 2 as printed has 3 additions (A + B, "
           "T + N - 1, T - N + 1) and 4 comparisons (T = N-1, B = N-1, A = N-1, T < N-1), 6 "
           "more units than XOR's decrementer, or 5 if one magnitude comparator gives both "
           "T = N-1 and T < N-1.  The 'incrementer' of Swap follows the printed rule i = B + 1, "
           "which is wrong (lacin.s3.swap.route); the corrected rule needs a decrementer "
           "(i = B - 1 if A < B), still one unit more than XOR.",
    premises=(_PORTS,))
