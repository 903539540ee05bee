"""Claims of paper ``d3``: Abstract and Section 1, Introduction.

Draper, *The Swapped Dragonfly*.  The conventions, the errata and what is not registered
are in ``d3/__init__.py``.
"""

from __future__ import annotations

import itertools
from collections import Counter

from latticegraph.topologies.dragonfly import (follow_ports, glgl_one_to_all_schedule,
    one_to_all_rounds, one_to_all_schedule, all_to_all_schedule, simulate, vector_ports)

from . import claims
from ._common import _alone_conflicts, _km, _label_graph, _net, _primitives, _round_of, _size, SMALL

_S9 = ("Section 9: M even and M >= 4 (the domain of the primitives)",
       "Appendix: KM^2 even; Theorem 7: M >= 4")


@claims.instances(
    "d3.intro.is_dragonfly", where="Abstract; Section 1; Section 11; Section 12",
    statement="D3(K, M) is a Dragonfly because it is based on a building block which is a complete "
              "graph and it scales linearly; a group (drawer) and its global ports simulate a "
              "global router with MK ports.",
    notes="Dragonfly as Section 11 and [11] define it: groups (drawers) of M routers joined in a "
          "complete graph by local links, every link between groups a global link, K global "
          "ports per router, the groups joined pairwise by global links. Computed on the "
          "port-labelled graph: drawers complete, every inter-drawer link global and every local "
          "link inside a drawer, the global port ends of each drawer (MK, the fixed-point port "
          "counted once), and whether every pair of distinct drawers is joined by exactly one "
          "global link. Linear scaling: d3.intro.linear_scaling.",
    params=_km(SMALL), size=_size)
def _(K, M):
    net = _net(K, M)
    G = _label_graph(K, M)
    drawers = [(c, d) for c in range(K) for d in range(M)]
    complete = all(G.subgraph([(*x, p) for p in range(M)]).number_of_edges() == M * (M - 1) // 2
                   for x in drawers)
    layered = all((kind == "g") == (r[:2] != s[:2]) for kind, r, a, s, b in net.port_links() if r != s)
    ends, pairs = Counter(), Counter()
    for kind, r, a, s, b in net.port_links():
        if kind == "g":
            ends.update({r[:2]} if r == s else [r[:2], s[:2]])
            if r[:2] != s[:2]:
                pairs[frozenset((r[:2], s[:2]))] += 1
    one_each = len(pairs) == len(drawers) * (len(drawers) - 1) // 2 and set(pairs.values()) <= {1}
    return (True, True, {M * K}, True), (complete, layered, set(ends[x] for x in drawers), one_each)


@claims.instances(
    "d3.intro.expand_graph", where="Section 1; Section 13",
    statement="D3(J, M) can be expanded to D3(K, M) without altering the original network of "
              "D3(J, M).",
    notes="Graph level: the routers of D3(K, M) in cabinets 0..J-1 induce exactly D3(J, M), same "
          "labels, so adding cabinets J..K-1 and their links changes no link of D3(J, M). The "
          "wiring level (port numbers, which need D3(kappa, M, N)) is d3.sec4.graceful.",
    reading="graph level: the routers and links of D3(J, M), port numbers aside",
    readings=("d3.sec4.graceful",),
    params=lambda: [{"J": J, "K": K, "M": M} for K in (2, 3, 4) for M in (1, 2, 3)
                    for J in range(1, K)],
    size=lambda J, K, M: K * M * M)
def _(J, K, M):
    sub = _label_graph(K, M).subgraph([r for r in _net(K, M).routers() if r[0] < J])
    return True, {frozenset(e) for e in sub.edges} == {frozenset(e) for e in _label_graph(J, M).edges}


@claims.instances(
    "d3.intro.parallelism", where="Abstract; Section 1; Section 9 (9.1, 9.2); Section 13",
    statement="The Swapped Dragonfly can support conflict-free parallelism over local ports, global "
              "ports, routers and source-vectors.",
    notes="Read on the schedules of the paper, from a router with d != p: a Theorem 5 round sends "
          "M packets at once over the local ports (first hop reaches the M routers of the "
          "drawer), a glgl round (Section 10) sends K packets at once over the global ports "
          "(first hop reaches K cabinets), a Theorem 7 round is sent by all KM^2 routers at once, "
          "and the Theorem 7 pipeline has 3 source vectors in flight at a time; computed also the "
          "link conflicts of the three whole schedules (0).",
    parts=("d3.abstract.parallel_paths",), premises=_S9,
    params=_km([(1, 4), (2, 4), (3, 4)]), size=_size)
def _(K, M):
    net = _net(K, M)
    s = (0, 0, 1)
    local = {follow_ports(net, s, hops[:1])[-1] for hops, _ in one_to_all_rounds(net, s)[0]}
    glgl = glgl_one_to_all_schedule(net, s)
    cabinets = {follow_ports(net, s, q.hops[:1])[-1][0] for q in glgl if q.tag[0] == 0}
    a2a, starts = all_to_all_schedule(net)
    in_flight = max(sum(1 for x in starts if x <= t < x + 3) for t in range(starts[-1] + 3))
    conflicts = sum(len(simulate(net, pk).conflicts) for pk in (one_to_all_schedule(net, s), glgl, a2a))
    return (M, K, K * M * M, 3, 0), (len(local), len(cabinets),
                                     sum(1 for q in a2a if q.tag[0] == 0), in_flight, conflicts)


@claims.instances(
    "d3.intro.a2a_not_pairwise", where="Abstract; Section 1",
    statement="There is an all-to-all algorithm which is not a pairwise exchange algorithm; it is "
              "not hierarchical.",
    notes="The Theorem 7 all-to-all: a round is a pairwise exchange when its vector v pairs the "
          "routers (T_v(T_v(r)) = r for all r: 2 gamma = 0 mod K and pi + delta = 0 mod M). "
          "Computed: whether some round is not a pairwise exchange, and, for 'not hierarchical', "
          "whether every message goes from its source to its destination within its own round "
          "(no staging through other routers' nodes), in the simulator.",
    params=_km([(1, 4), (2, 4), (1, 5)]), size=_size)
def _(K, M):
    net = _net(K, M)
    pairwise = sum(1 for v in itertools.product(range(K), range(M), range(M))
                   if all(follow_ports(net, follow_ports(net, r, vector_ports(*v))[-1],
                                       vector_ports(*v))[-1] == r for r in net.routers()))
    pk, _ = all_to_all_schedule(net)
    res = simulate(net, pk)
    direct = all(res.deliveries[q.tag] == {follow_ports(net, q.src, q.hops)[-1]: 1}
                 and res.arrival[q.tag] == q.start + 3 for q in pk)
    return (True, True), (pairwise < K * M * M, direct)


@claims.instances(
    "d3.intro.no_inter_round", where="Section 1; Section 9; Section 13",
    statement="Because of the parallelism of the source-vector paths, there are no inter-round "
              "conflicts in any of these algorithms (broadcast, one-to-all, all-to-one, all-to-all).",
    notes="The paper's usage (Section 9, Theorem 7): 'inter-round' conflicts are conflicts inside "
          "one round, 'intra-round' conflicts those between pipelined rounds. Computed: the link "
          "conflicts of every round of each printed schedule run alone (broadcasts from d != p "
          "and d = p, one-to-all from d != p and d = p, all-to-one, all-to-all for M >= 4). The "
          "other reading (no conflicts between rounds) is refuted by the pipelining conflicts the "
          "paper itself resolves with delays (d3.thm7.conflict_rule); read on the finished schedules "
          "(delays included) it is d3.intro.no_inter_round.between_rounds. The domain covers the "
          "Section 9 premise (M even >= 4) and, beyond it, M = 2, 3.",
    reading="the paper's usage: 'inter-round' = among the packets of one round",
    readings=("d3.intro.no_inter_round.between_rounds",), premises=_S9,
    params=_km([(1, 2), (2, 2), (1, 3), (2, 3), (1, 4), (2, 4), (3, 4), (1, 6)]), size=_size)
def _(K, M):
    net = _net(K, M)
    return {name: 0 for name in _primitives(net)}, {name: _alone_conflicts(net, pk)
                                                     for name, pk in _primitives(net).items()}


_CF_PARTS = ("d3.intro.conflict_free", "d3.intro.conflict_free.broadcast",
             "d3.intro.conflict_free.one_to_all", "d3.intro.conflict_free.all_to_all")


def _cf_parts(cid):
    return tuple(x for x in _CF_PARTS if x != cid)


@claims.instances(
    "d3.intro.conflict_free", where="Section 1; Appendix (introduction)",
    statement="The counter is used to remove intra-round conflicts so the resulting algorithms are "
              "free of link conflicts; using synchronizing headers, the first four primitives "
              "(broadcast, one-to-all, all-to-one, all-to-all) can be carried out without any link "
              "conflicts.",
    notes="The printed schedules with their delays, in the synchronous simulator, on the "
          "Section 9 domain (M even, M >= 4): N broadcasts (Protocol 1 from d != p, the Protocol 3 "
          "loop from d = p), the one-to-all (d != p; d = p with its M delays placed greedily), "
          "the Theorem 6 all-to-one and the Theorem 7 all-to-all. Computed: the primitives whose "
          "schedule has a link conflict. Smallest counterexample D3(2,4): the all-to-one "
          "(the erratum d3.thm6); the broadcast, one-to-all and all-to-all parts hold "
          "(d3.intro.conflict_free.broadcast, .one_to_all, .all_to_all).",
    premises=_S9, parts=_cf_parts("d3.intro.conflict_free"),
    params=_km([(1, 4), (2, 4), (3, 4), (1, 6)]), size=_size,
    expect="refuted", erratum="substantive", witness={"K": 2, "M": 4})
def _(K, M):
    net = _net(K, M)
    return [], sorted(name for name, pk in _primitives(net).items() if simulate(net, pk).conflicts)


@claims.instances(
    "d3.intro.no_inter_round.between_rounds", where="Section 1; Section 9; Section 13",
    statement="Because of the parallelism of the source-vector paths, there are no inter-round "
              "conflicts in any of these algorithms (broadcast, one-to-all, all-to-one, all-to-all).",
    notes="Read with the usual meaning of the words: no link conflict between packets of two "
          "different rounds, on the printed schedules with their delays (the schedules of "
          "d3.intro.conflict_free: 3 broadcasts from d != p, 4 from d = p). Computed: the "
          "primitives with a conflict between rounds. The all-to-one (Theorem 6) has them: e.g. the local broadcast of a "
          "request from (c, d, d) and the last hop (c, d, d) -> (c, d, p) of an earlier answer "
          "share a directed link (d3.thm6). Without the delays the all-to-all also has them "
          "(d3.thm7.conflict_rule).",
    reading="usual meaning: between different rounds of the finished (pipelined) schedules",
    readings=("d3.intro.no_inter_round",), premises=_S9,
    params=_km([(1, 4), (2, 4), (3, 4), (1, 6)]), size=_size,
    expect="refuted", erratum="substantive", witness={"K": 2, "M": 4})
def _(K, M):
    net = _net(K, M)
    bad = sorted(name for name, pk in _primitives(net).items()
                 if any(len({_round_of(t) for t in c[4]}) > 1 for c in simulate(net, pk).conflicts))
    return [], bad


def _cf_part(K, M, names):
    net = _net(K, M)
    pk = _primitives(net)
    return {n: 0 for n in names}, {n: len(simulate(net, pk[n]).conflicts) for n in names}


@claims.instances(
    "d3.intro.conflict_free.broadcast", where="Section 1; Appendix (introduction)",
    statement="Part 'broadcast' of: using synchronizing headers, the first four primitives can be "
              "carried out without any link conflicts: N broadcasts from (c, d, p) (Protocol 1 if "
              "d != p, the Protocol 3 loop if d = p) have no link conflict.",
    notes="N = 3 broadcasts from (0, 0, 1) and 4 from (0, 1, 1), run in the simulator.",
    premises=_S9, parts=_cf_parts("d3.intro.conflict_free.broadcast"),
    params=_km([(1, 4), (2, 4), (3, 4), (1, 6)]), size=_size)
def _(K, M):
    return _cf_part(K, M, ("broadcast", "broadcast d=p"))


@claims.instances(
    "d3.intro.conflict_free.one_to_all", where="Section 1; Appendix (introduction)",
    statement="Part 'one-to-all' of: using synchronizing headers, the first four primitives can "
              "be carried out without any link conflicts: the Theorem 5 one-to-all (d != p; d = p "
              "with its M delays) has no link conflict.",
    notes="From (0, 0, 1) as printed; from (0, 1, 1) with the delays placed greedily (the paper: "
          "'the algorithm has to be modified appropriately').",
    premises=_S9, parts=_cf_parts("d3.intro.conflict_free.one_to_all"),
    params=_km([(1, 4), (2, 4), (3, 4), (1, 6)]), size=_size)
def _(K, M):
    return _cf_part(K, M, ("one-to-all", "one-to-all d=p"))


@claims.instances(
    "d3.intro.conflict_free.all_to_all", where="Section 1; Appendix (introduction)",
    statement="Part 'all-to-all' of: using synchronizing headers, the first four primitives can "
              "be carried out without any link conflicts: the Theorem 7 all-to-all (with its "
              "delays) has no link conflict.",
    premises=_S9, parts=_cf_parts("d3.intro.conflict_free.all_to_all"),
    params=_km([(1, 4), (2, 4), (3, 4), (1, 6)]), size=_size)
def _(K, M):
    return _cf_part(K, M, ("all-to-all",))
