"""Claims of paper ``d3``: Section 5, Global Link Conflicts: Theorem 2.

Draper, *The Swapped Dragonfly*.  The conventions, the errata and what is not registered
are in ``d3/__init__.py``.
"""

from __future__ import annotations

import itertools

from latticegraph.topologies.dragonfly import follow_ports, source_vector, vector_ports

from . import claims
from ._common import _km, _net, _size


def _path_links(net, s, t):
    path = follow_ports(net, s, vector_ports(*source_vector(net, s, t)))
    return {(h, path[h], path[h + 1]) for h in range(3) if path[h] != path[h + 1]}


def _thm2_scan(K, M, distinct_sources, corrected):
    net = _net(K, M)
    rs = net.routers()
    links = {(s, t): _path_links(net, s, t) for s in rs for t in rs}
    for s1, t1, s2, t2 in itertools.product(rs, repeat=4):
        if t1 == t2 or (distinct_sources and s1 == s2) or (s1, t1) > (s2, t2):
            continue
        conflict = bool(links[(s1, t1)] & links[(s2, t2)])
        cond = s1[:2] == s2[:2] and t1[:2] == t2[:2]
        if corrected:
            cond = cond and s1[:2] != t1[:2]
        if conflict != cond:
            return (s1, t1, s2, t2, conflict, cond)
    return None


@claims.instances(
    "d3.thm2", where="Theorem 2",
    statement="Given simultaneous transmissions (c,d,p) -> (c',d',p') and (gamma,delta,pi) -> "
              "(gamma',delta',pi') with (c',d',p') != (gamma',delta',pi'), link conflict occurs on "
              "minimal paths iff (c,d) = (gamma,delta) and (c',d') = (gamma',delta').",
    notes="Minimal paths = (2.2); conflict = same directed link in the same step. Exhaustive over "
          "all pairs of transmissions. Smallest counterexample D3(1,2): (0,0,0) -> (0,0,0) and "
          "(0,0,0) -> (0,0,1) satisfy the condition but do not conflict (inside one drawer the "
          "global hop is global port 0 at a fixed point: no link). Likewise with distinct "
          "sources, (0,0,0) -> (0,0,1) and (0,0,1) -> (0,0,0). Conversely one source sending "
          "twice conflicts on its first hop without the condition: D3(2,2) (0,0,0) -> (0,1,0) "
          "and (0,0,0) -> (1,1,1). With distinct sources (the proof) and conflicts counted per "
          "router port, the fixed point's global port 0 included, it holds: d3.thm2.ports.",
    reading="link conflicts (a fixed point's global port 0 carries no link); sources may coincide",
    readings=("d3.thm2.ports",),
    params=_km([(1, 2), (2, 2), (1, 3), (2, 3), (3, 2)]), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 1, 'M': 2})
def _(K, M):
    return None, _thm2_scan(K, M, False, False)


@claims.instances(
    "d3.thm2.corrected", where="Theorem 2",
    statement="For transmissions with distinct sources and distinct destinations, a link conflict "
              "on the paths (2.2) occurs iff (c,d) = (gamma,delta), (c',d') = (gamma',delta') and "
              "(c,d) != (c',d').",
    corrects="d3.thm2",
    params=_km([(1, 2), (2, 2), (1, 3), (2, 3), (3, 2), (3, 3)]), size=_size)
def _(K, M):
    return None, _thm2_scan(K, M, True, True)


_DISTINCT = (("Theorem 2, proof: 'The first and fourth routers are distinct' (distinct sources "
               "and distinct destinations)"),)


def _path_ports(net, s, t):
    """Router ports used by path (2.2) per step: (step, router, kind, port); a local port 0 is a
    stay (no port), a global port is used even at a fixed point (the paper's 5.3: 'send two
    packets out over the same port')."""
    ports = vector_ports(*source_vector(net, s, t))
    path = follow_ports(net, s, ports)
    return {(h, path[h], kind, a % (net.M if kind == "l" else net.K))
            for h, (kind, a) in enumerate(ports) if kind == "g" or path[h] != path[h + 1]}


@claims.instances(
    "d3.thm2.ports", where="Theorem 2 and its proof",
    statement="Given simultaneous transmissions (c,d,p) -> (c',d',p') and (gamma,delta,pi) -> "
              "(gamma',delta',pi') from distinct sources with (c',d',p') != (gamma',delta',pi'), two "
              "packets leave one router port in one step on the minimal paths (2.2) iff "
              "(c,d) = (gamma,delta) and (c',d') = (gamma',delta').",
    notes="Conflict read as in (5.3) ('Router (c, d, d') has to send two packets out over the "
          "same port'), per port, the global port 0 of a fixed point (c, d, d) counted (inside one "
          "drawer (2.2) sends both packets out of it). Exhaustive over all pairs of transmissions.",
    premises=_DISTINCT,
    reading="port conflicts (fixed-point global port 0 included), distinct sources",
    readings=("d3.thm2",),
    params=_km([(1, 2), (2, 2), (1, 3), (2, 3), (3, 2), (3, 3)]), size=_size)
def _(K, M):
    net = _net(K, M)
    rs = net.routers()
    ports = {(s, t): _path_ports(net, s, t) for s in rs for t in rs}
    for (s1, t1), (s2, t2) in itertools.combinations(ports, 2):
        if s1 == s2 or t1 == t2:
            continue
        conflict = bool(ports[(s1, t1)] & ports[(s2, t2)])
        if conflict != (s1[:2] == s2[:2] and t1[:2] == t2[:2]):
            return None, (s1, t1, s2, t2, conflict)
    return None, None


@claims.instances(
    "d3.thm2.proof_routers", where="Theorem 2, proof, (5.1) and (5.2)",
    statement="The second routers of the two paths are identical iff c-gamma = d-delta = "
              "d'-delta' = 0 (5.1); the third routers iff c'-gamma' = d'-delta' = d-delta = 0 (5.2).",
    params=_km([(1, 2), (2, 2), (2, 3)]), size=_size)
def _(K, M):
    net = _net(K, M)
    rs = net.routers()
    bad = []
    for (s1, t1, s2, t2) in itertools.product(rs, repeat=4):
        p1 = follow_ports(net, s1, vector_ports(*source_vector(net, s1, t1)))
        p2 = follow_ports(net, s2, vector_ports(*source_vector(net, s2, t2)))
        e51 = s1[0] == s2[0] and s1[1] == s2[1] and t1[1] == t2[1]
        e52 = t1[0] == t2[0] and t1[1] == t2[1] and s1[1] == s2[1]
        if (p1[1] == p2[1]) != e51 or (p1[2] == p2[2]) != e52:
            bad.append((s1, t1, s2, t2))
            break
    return [], bad


@claims.instances(
    "d3.thm2.proof_cases", where="Theorem 2, proof (the cases 'only 5.1' and 'only 5.2')",
    statement="If only (5.1) holds, router (c, d, d') is receiving packets over distinct local ports "
              "and sending packets out over distinct global ports; if only (5.2) holds, (c', d', d) "
              "is receiving over distinct global ports and sending over distinct local ports: the "
              "router conflict is not a link conflict.",
    notes="Every pair of (2.2) transmissions with distinct sources and distinct destinations for "
          "which exactly one of (5.1), (5.2) holds: computed, the pairs sharing a directed link "
          "in one step. The case where both hold is d3.thm2 / d3.thm2.corrected.",
    premises=_DISTINCT,
    params=_km([(1, 2), (2, 2), (1, 3), (2, 3)]), size=_size)
def _(K, M):
    net = _net(K, M)
    rs = net.routers()
    links = {(s, t): _path_links(net, s, t) for s in rs for t in rs}
    bad = []
    for (s1, t1), (s2, t2) in itertools.combinations(links, 2):
        if s1 == s2 or t1 == t2:
            continue
        e51 = s1[:2] == s2[:2] and t1[1] == t2[1]
        e52 = t1[:2] == t2[:2] and s1[1] == s2[1]
        if e51 != e52 and links[(s1, t1)] & links[(s2, t2)]:
            bad.append((s1, t1, s2, t2))
    return [], bad[:1]


@claims.instances(
    "d3.sec5.worst_case", where="Section 5",
    statement="In the worst case [the global link of (5.3)] could have M messages to send out "
              "over one port.",
    notes="Largest number of (2.2) transmissions with distinct sources and destinations sharing "
          "one directed global link: all M routers of drawer (c, d) to the M routers of (c', d').",
    params=_km([(1, 2), (1, 3), (2, 2), (2, 3), (3, 3), (2, 4)]), size=_size)
def _(K, M):
    net = _net(K, M)
    load = {}
    for s in net.routers():
        for t in net.routers():
            for (h, u, v) in _path_links(net, s, t):
                if h == 1:
                    load.setdefault((u, v), [set(), set()])
                    load[(u, v)][0].add(s)
                    load[(u, v)][1].add(t)
    return M, max(min(len(a), len(b)) for a, b in load.values())
