"""Claims of paper ``d3``: Section 10, Headers and Deflection Routing.

Draper, *The Swapped Dragonfly*.  The conventions, the errata and what is not registered
are in ``d3/__init__.py``.
"""

from __future__ import annotations

import itertools

from latticegraph.topologies.dragonfly import (destination_route, follow_ports, local_table,
    global_table, source_vector, vector_ports)

from . import claims
from ._common import _count_check, _dist, _km, _label_graph, _net, _size, SMALL, TINY


@claims.instances(
    "d3.sec10.diagonal", where="Section 10",
    statement="Local M x M table x = b - a mod M and global K x K table y = b - a mod K: the "
              "diagonal of both tables is 0.",
    params=_km(SMALL))
def _(K, M):
    return (0, 0), (max(local_table(M)[i][i] for i in range(M)),
                    max(global_table(K)[i][i] for i in range(K)))


def _lookup_bad(K, M, column):
    net = _net(K, M)
    for s in net.routers():
        for t in net.routers():
            if destination_route(net, s, t, b1_column=column)[-1] != t:
                return (s, t)
    return None


@claims.instances(
    "d3.sec10.lookup", where="Section 10, table look-up",
    statement="(3;(c',d',p'),(c,d,p)) go to (d',p) local; (2;...) go to (c',c) global; "
              "(1;...) go to (p',d) local, the location (c,d,p) being updated after each hop.",
    notes="At b = 1 the location is (c', d', d_source): the printed entry (p', d) uses the "
          "location's d = d' and the packet lands on (c', d', d_source + p' - d'). Smallest "
          "counterexample D3(1,2): (0,0,0) -> (0,1,0) ends at (0,1,1).",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2})
def _(K, M):
    return None, _lookup_bad(K, M, "d")


@claims.instances(
    "d3.sec10.lookup.corrected", where="Section 10, table look-up",
    statement="With the row (1;...) reading the local table at (p', p) of the current location "
              "(equivalently (p', d) of the source) every packet reaches its destination.",
    corrects="d3.sec10.lookup", params=_km(SMALL), size=_size)
def _(K, M):
    return None, _lookup_bad(K, M, "p")


@claims.instances(
    "d3.sec10.deflect_location", where="Section 10, deflection routing",
    statement="(5;...) takes random local port D, (4;...(c,d,D)) takes random global port C. After "
              "these two steps the packet is at (C, D, d) and has b = 3 so goes to its destination.",
    notes="Global port C of (c, d, D) leads to (c + C, D, d); the printed (C, D, d) holds only "
          "for c = 0. Smallest counterexample D3(2,1): (1,0,0), D = 0, C = 0 is at (1,0,0).",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 2, 'M': 1})
def _(K, M):
    net = _net(K, M)
    for s in net.routers():
        for D, C in itertools.product(range(M), range(K)):
            at = destination_route(net, s, s, deflect=(D, C))[2]
            if at != (C, D, s[1]):
                return (C, D, s[1]), at
    return True, True


@claims.instances(
    "d3.sec10.deflect_location.corrected", where="Section 10, deflection routing",
    statement="After the deflection hops the packet is at (c + C, D, d), and with b = 3 it reaches "
              "its destination: K*M five hop deflection paths l|g|l|g|l.",
    corrects="d3.sec10.deflect_location", params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        for t in net.routers():
            for D, C in itertools.product(range(M), range(K)):
                path = destination_route(net, s, t, deflect=(D, C))
                if path[2] != ((s[0] + C) % K, D, s[1]) or path[-1] != t:
                    bad.append((s, t, D, C))
    return [], bad


def _deflect_vector_mismatch(K, M, printed_vector):
    """First (source, vector, C, D) where ``printed_vector(...)`` differs from the source vector
    from the deflected location (C, D, d) to the destination (c + gamma, p + delta, d + pi)."""
    net = _net(K, M)
    for (c, d, p) in net.routers():
        for g, pi, de, C, D in itertools.product(range(K), range(M), range(M), range(K), range(M)):
            dest = ((c + g) % K, (p + de) % M, (d + pi) % M)
            want = source_vector(net, (C, D, d), dest)
            got = printed_vector(c, d, p, g, pi, de, C, D)
            if got != want:
                return got, want
    return None


@claims.instances(
    "d3.sec10.deflect_vector.printed", where="Section 10",
    statement="The vector needed to reach the destination is (c + gamma - C, d + pi - D, p + delta, "
              "d + pi).",
    notes="As printed, a vector of four components; a source vector has three (gamma, pi, delta). "
          "Computed: the first deflected location (C, D, d) and destination where the printed "
          "vector differs from the needed one. Smallest counterexample D3(1,1). The repaired "
          "vector (third component p + delta - d) is d3.sec10.deflect_vector.",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip", witness={"K": 1, "M": 1})
def _(K, M):
    return None, _deflect_vector_mismatch(K, M, lambda c, d, p, g, pi, de, C, D: (
        (c + g - C) % K, (d + pi - D) % M, (p + de) % M, (d + pi) % M))


@claims.instances(
    "d3.sec10.deflect_vector", where="Section 10",
    statement="The vector (gamma,pi,delta) takes (c,d,p) to (c+gamma,p+delta,d+pi). A deflection "
              "takes (c,d,p) to (C,D,d). The vector needed to reach the destination is "
              "(c+gamma-C, d+pi-D, p+delta[-d]).",
    notes="The printed vector 'c+gamma-C, d+pi-D, p+delta, d+pi' has four components "
          "(d3.sec10.deflect_vector.printed); read with third component p + delta - d (the "
          "source-vector formula p' - d_location). Location (C, D, d) taken as printed.",
    corrects="d3.sec10.deflect_vector.printed",
    params=_km(TINY), size=_size)
def _(K, M):
    return None, _deflect_vector_mismatch(K, M, lambda c, d, p, g, pi, de, C, D: (
        (c + g - C) % K, (d + pi - D) % M, (p + de - d) % M))


@claims.instances(
    "d3.sec10.valiant", where="Section 10",
    statement="If only b = 4 were added it would be a version of Valiant deflection routing.",
    notes="Read as: adding only the b = 4 step (global port C, then b = 3 destination routing) "
          "sends the packet to the intermediate router (c + C, p, d) and from there along the "
          "minimal path (2.2), for every C: a two-phase (Valiant) route through a chosen "
          "cabinet. Computed: the (source, destination, C) where the route does not pass the "
          "intermediate router, does not continue on the (2.2) path from it, or misses the "
          "destination.",
    params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s, t in itertools.product(net.routers(), repeat=2):
        for C in range(K):
            path = destination_route(net, s, t, deflect=(s[2], C))
            mid = ((s[0] + C) % K, s[2], s[1])
            if path[1] != s or path[2] != mid or \
                    path[2:] != follow_ports(net, mid, vector_ports(*source_vector(net, mid, t))):
                bad.append((s, t, C))
    return [], bad


@claims.instances(
    "d3.sec10.glgl_count", where="Section 10",
    statement="There are M glgl paths from (c, d, p) to (c', d', p').",
    notes="Counted as g|l|g|l port sequences: one per first global port, K in all (see "
          "d3.sec2.glgl_count). Smallest counterexample D3(2,1): K = 2, not M = 1. The deflection "
          "choices (D, C) of this section give K*M l|g|l|g|l paths.",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 2, 'M': 1})
def _(K, M):
    return _count_check(K, M, "glgl", M)


@claims.instances(
    "d3.sec10.glgl_path", where="Section 10",
    statement="The deflection header (4; c', d', p') with C = c' - c leads to the glgl path "
              "(c,d,p) -g-> (c',p,d) -l-> (c',d,d') -g-> (c',d',d) -l-> (c',d',p').",
    notes="(c', p, d) and (c', d, d') are in the same drawer only if p = d. Smallest "
          "counterexample D3(1,2): (0,0,1) -> (0,0,0).",
    params=_km(TINY), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2})
def _(K, M):
    G = _label_graph(K, M)
    net = _net(K, M)
    for (c, d, p) in net.routers():
        for (c2, d2, p2) in net.routers():
            path = [(c, d, p), (c2, p, d), (c2, d, d2), (c2, d2, d), (c2, d2, p2)]
            if not all(u == v or G.has_edge(u, v) for u, v in zip(path, path[1:])):
                return True, ((c, d, p), (c2, d2, p2))
    return True, True


@claims.instances(
    "d3.sec10.glgl_path.corrected", where="Section 10",
    statement="With C = c' - c and then b = 3 destination routing, the glgl path is "
              "(c,d,p) -g-> (c',p,d) -l-> (c',p,d') -g0-> (c',d',p) -l-> (c',d',p').",
    corrects="d3.sec10.glgl_path", params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for (c, d, p) in net.routers():
        for (c2, d2, p2) in net.routers():
            a = (c2 - c) % K
            path = follow_ports(net, (c, d, p), (("g", a), ("l", d2 - d), ("g", 0), ("l", p2 - p)))
            if path != [(c, d, p), (c2, p, d), (c2, p, d2), (c2, d2, p), (c2, d2, p2)]:
                bad.append(((c, d, p), (c2, d2, p2)))
    return [], bad


@claims.instances(
    "d3.sec10.hypercube_dilation4", where="Section 10",
    statement="These headers can be used to construct a dilation four embedding of a hypercube of "
              "size 2^{k+2m} <= KM^2 in D3(K, M).",
    notes="K = 2^k, M = 2^m, bits of (c, d, p) as hypercube coordinates; every hypercube edge "
          "maps to routers at distance <= 3 < 4 (a glgl path exists for every pair).",
    params=_km([(1, 2), (2, 2), (1, 4), (2, 4), (4, 2), (4, 4)]), size=_size)
def _(K, M):
    net = _net(K, M)
    D = _dist(K, M)
    worst = 0
    for i in range(net.order):
        for b in range(net.order.bit_length() - 1):
            worst = max(worst, int(D[i][i ^ (1 << b)]))
    return True, worst <= 4
