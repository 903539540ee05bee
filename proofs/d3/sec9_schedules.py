"""Claims of paper ``d3``: Section 9, Communication Primitives, and the Appendix:
schedules.

Draper, *The Swapped Dragonfly*.  The conventions, the errata and what is not registered
are in ``d3/__init__.py``.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import sympy as sp

from latticegraph.topologies.dragonfly import (Packet, follow_ports, glgl_one_to_all_schedule,
    greedy_starts, multi_broadcast_schedule, one_to_all_rounds, one_to_all_schedule,
    all_to_one_schedule, all_to_all_schedule, broadcast_schedule, permutation_schedule,
    protocol_starts, random_permutation, simulate, source_vector, theorem1_map, vector_ports)

from . import claims
from ._common import _km, _net, _primitives, _size, A2A


SCHED = [(1, 2), (1, 3), (2, 2), (1, 4), (2, 3), (3, 3), (2, 4), (3, 4), (2, 6)]
#: the instances of SCHED inside the Section 9 premise (M even, M >= 4), and D3(1, 6)
SCHED_P = [(K, M) for K, M in SCHED if M % 2 == 0 and M >= 4] + [(1, 6)]

#: Section 9 ("Assume M is even and no less than 4") heads the list of results 1-5, and the
#: Appendix proving them adds "Throughout this section KM^2 is even" and the balance of Section 7.
#: Checks on instances outside the premise (M = 1, 2, 3, 5) are kept where they pass; an
#: erratum's witness lies inside it.
P9 = ("Section 9: M is even and no less than 4",
      ("Appendix: KM^2 is even; the network is balanced as in Section 7 (one message per "
       "directed link and time step; a router can send a packet out of all its local or all its "
       "global ports at once)"))
#: Section 13's list restates Section 9's results; its items 2 and 4 are the routers (c, p, p).
P13 = P9 + (("Section 13 list: items 2 and 4 are the routers (c, p, p), so item 3's (c, d, p) "
             "has d != p"),)
_THM7 = "Theorem 7: Assume M >= 4"


def _every_router_once(net, res, tags):
    return all(res.deliveries[t] == {r: 1 for r in net.routers()} for t in tags)


@claims.instances(
    "d3.thm4.broadcast", where="Theorem 4; Section 9 item 4; Section 13 item 1",
    premises=P9, parts=("d3.thm4.chained", "d3.thm4.deqp"),
    statement="A router (c,d,p) can perform a broadcast in three hops: (c,d,p)(1,3;0,0,0) "
              "delivers its message exactly once to every router.",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        res = simulate(net, broadcast_schedule(net, s))
        if not _every_router_once(net, res, [0]) or res.makespan != 3 or res.conflicts:
            bad.append(s)
    return [], bad


@claims.instances(
    "d3.thm4.evolution", where="Theorem 4, proof (evolution table); footnote 9",
    premises=P9,
    statement="The broadcast (c,d,p)(1,3;0,0,0) evolves (c,d,p) -> (c,d,*) -> (*,*,d) -> (*,*,*); the "
              "message arrives at some routers before b = 0.",
    notes="Copies after each hop of the broadcast from every router, with multiplicity: hop 1 one "
          "copy on each router of drawer (c, d), hop 2 one on each (*, *, d), hop 3 one on every "
          "router; the routers of (c, d, *) and (*, *, d) hold the message before b = 0.",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for (c, d, p) in net.routers():
        hops = broadcast_schedule(net, (c, d, p))[0].hops
        copies = [simulate(net, [Packet((c, d, p), hops[:h], 0, 0)]).deliveries[0] for h in (1, 2, 3)]
        want = [{(c, d, q): 1 for q in range(M)},
                {(x, y, d): 1 for x in range(K) for y in range(M)},
                {r: 1 for r in net.routers()}]
        if copies != want:
            bad.append((c, d, p))
    return [], bad


@claims.instances(
    "d3.thm4.chained", where="Theorem 4; footnote 4; Section 9 item 4; Section 13 item 1",
    premises=P9, parts=("d3.thm4.broadcast", "d3.thm4.deqp"),
    statement="If d != p, (c,d,p) can perform N broadcasts in N rounds (Protocol 1, no link "
              "conflict); N rounds are pipelined in N + 2 hops.",
    params=lambda: [{"K": K, "M": M, "N": N} for K, M in SCHED if M >= 2 for N in (1, 2, 5)],
    size=lambda K, M, N: K * M * M)
def _(K, M, N):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        if s[1] == s[2]:
            continue
        res = simulate(net, multi_broadcast_schedule(net, s, N, 1))
        if res.conflicts or res.makespan != N + 2 or not _every_router_once(net, res, range(N)):
            bad.append(s)
    return [], bad


@claims.instances(
    "d3.thm4.protocol1_conflict", where="Theorem 4, proof",
    premises=P9,
    statement="At step 2, rounds 1 and 2 use global and local networks, so there is no conflict. "
              "At step 3, rounds 1 and 3 conflict if d = p.",
    notes="Protocol 1 from (c,p,p) with 3 broadcasts: the conflicts are exactly at step 3 "
          "(index 2, 0-based) between rounds 1 and 3; from d != p there are none.",
    params=_km([(K, M) for K, M in SCHED if M >= 2]), size=_size)
def _(K, M):
    net = _net(K, M)
    fixed = simulate(net, multi_broadcast_schedule(net, (0, 1, 1), 3, 1)).conflicts
    other = simulate(net, multi_broadcast_schedule(net, (0, 0, 1), 3, 1)).conflicts
    return (True, []), (bool(fixed) and {(t, tags) for t, _, _, _, tags in fixed} == {(2, (0, 2))},
                        other)


@claims.instances(
    "d3.thm4.deqp", where="Theorem 4 (d = p); Section 9 item 4; Section 13 item 2",
    premises=P9, parts=("d3.thm4.broadcast", "d3.thm4.chained"),
    statement="(c,p,p) can perform N broadcasts in 2N rounds: the printed loop (two broadcasts, "
              "two one-hop delays) is free of link conflicts (Protocol 3).",
    params=lambda: [{"K": K, "M": M, "N": N} for K, M in SCHED if M >= 2 for N in (2, 4, 6)],
    size=lambda K, M, N: K * M * M)
def _(K, M, N):
    net = _net(K, M)
    bad = []
    for p in range(M):
        s = (0, p, p)
        pk = multi_broadcast_schedule(net, s, N, 3)
        res = simulate(net, pk)
        if res.conflicts or not _every_router_once(net, res, range(N)) or \
                max(q.start for q in pk) + 1 > 2 * N:
            bad.append(s)
    return [], bad


def _one_to_all_ok(net, s, pk):
    res = simulate(net, pk)
    got = {}
    for d in res.deliveries.values():
        for r, n in d.items():
            got[r] = got.get(r, 0) + n
    return res, got == {r: 1 for r in net.routers()}


@claims.instances(
    "d3.thm5.dneqp", where="Theorem 5; Section 9 item 2(b)",
    premises=P9,
    statement="A one-to-all communication can be performed in KM rounds if p != d.",
    notes="Rounds i = pi + gamma*M, i = 0..KM-1 (the printed loop i = 1..KM-1 misses round 0: "
          "d3.thm5.loop_range), one per step (Protocol 1), each sending (0,3;gamma,pi,*). Every "
          "router receives exactly one message, no link conflict.",
    corrects="d3.thm5.loop_range",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        if s[1] != s[2]:
            res, ok = _one_to_all_ok(net, s, one_to_all_schedule(net, s))
            if res.conflicts or not ok:
                bad.append(s)
    return [], bad


@claims.instances(
    "d3.thm5.evolution", where="Theorem 5, proof; (14.1)",
    premises=P9,
    statement="At the first step of a round M messages are scattered to the M routers of drawer d. "
              "At the second step they move to column d of cabinet c + gamma.",
    notes="Every round (gamma, pi) from every router (c, d, p): routers holding the M packets after "
          "hop 1 and after hop 2, one packet each.",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for (c, d, p) in net.routers():
        for i, rnd in enumerate(one_to_all_rounds(net, (c, d, p))):
            gamma = i // M
            after = [sorted(follow_ports(net, (c, d, p), hops)[h] for hops, _ in rnd) for h in (1, 2)]
            if after != [[(c, d, q) for q in range(M)],
                         sorted(((c + gamma) % K, q, d) for q in range(M))]:
                bad.append(((c, d, p), i))
    return [], bad


@claims.instances(
    "d3.thm5.loop_range", where="Theorem 5, proof",
    premises=P9,
    statement="For i = 1, ..., KM - 1: (c,d,p)(0,3;gamma,pi,*) [performs a one-to-all].",
    notes="The printed loop starts at i = 1 and skips round 0 (gamma = pi = 0), so the M "
          "routers (c, *, d) never receive. Smallest counterexample under the Section 9 premise "
          "D3(1,4): 12 of 16 routers reached (outside it, D3(1,2): 2 of 4).",
    params=_km(SCHED_P), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 4})
def _(K, M):
    net = _net(K, M)
    s = (0, 0, M - 1)
    res = simulate(net, one_to_all_schedule(net, s, rounds=range(1, K * M)))
    reached = {r for d in res.deliveries.values() for r in d}
    return K * M * M, len(reached)


@claims.instances(
    "d3.thm5.conflict_count", where="Theorem 5, proof; Section 9 item 2(a); Section 13 item 4",
    premises=P9,
    statement="If d = p and gamma = 0, link pi is carrying two packets [rounds i and i+2]. This "
              "happens for M values of pi (M intra-round conflicts).",
    notes="Counted as conflicting round pairs of Protocol 1 from (0,p,p). pi = 0 is a stay, so at "
          "most M - 1 values conflict (pi = 1..M-1, when round i + 2 exists: M - 1 for K >= 2, "
          "M - 3 for K = 1). Smallest counterexample under the Section 9 premise D3(1,4): 1 "
          "conflicting pair, not 4; D3(2,4): 3 (outside the premise D3(1,2): 0). The delays "
          "needed are d3.thm5.deqp.exact.",
    params=_km(SCHED_P), size=_size, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 4})
def _(K, M):
    net = _net(K, M)
    res = simulate(net, one_to_all_schedule(net, (0, 1 % M, 1 % M)))
    pairs = {(tags[0][0], tags[1][0]) for *_, tags in res.conflicts}
    return M, len(pairs)


@claims.instances(
    "d3.thm5.conflict_count.corrected", where="Theorem 5, proof",
    premises=P9,
    statement="For K >= 2 and d = p, the Protocol 1 one-to-all has exactly M - 1 conflicting "
              "rounds: round i = pi (gamma = 0, pi = 1..M-1) against round i + 2, on local port pi.",
    corrects="d3.thm5.conflict_count",
    notes="With one cabinet (K = 1) rounds M - 2 and M - 1 are the last two and have no round "
          "i + 2: M - 3 pairs (d3.thm5.conflict_count's witness D3(1,4): 1).",
    params=_km([(K, M) for K, M in SCHED if K >= 2] + [(3, 5)]), size=_size)
def _(K, M):
    net = _net(K, M)
    res = simulate(net, one_to_all_schedule(net, (0, 1 % M, 1 % M)))
    pairs = {(tags[0][0], tags[1][0], port) for _, _, _, port, tags in res.conflicts}
    return {(pi, pi + 2, pi) for pi in range(1, M)}, pairs


@claims.instances(
    "d3.thm5.deqp", where="Theorem 5 (p = d); Section 13 item 4",
    premises=P9,
    statement="A one-to-all communication can be performed in KM rounds with M intra-round "
              "delays if p = d.",
    reading="M delays as an upper bound (M delays suffice)",
    readings=("d3.thm5.deqp.exact",),
    notes="Delays inserted greedily (each round launched at the first conflict-free step after "
          "the previous one): conflict-free, every router reached once, at most M delays "
          "(M - 1 for K >= 2). Read as the exact number of delays: d3.thm5.deqp.exact. Also "
          "checked here: the fewest delays of d3.thm5.deqp.exact (_fewest_delays) are at most "
          "the greedy ones, and equal the brute force over every launch schedule (gaps 1..3) "
          "when KM <= 4.",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for p in range(M):
        s = (0, p, p)
        starts, delays = greedy_starts(net, one_to_all_rounds(net, s), lambda tag: s)
        res, ok = _one_to_all_ok(net, s, one_to_all_schedule(net, s, starts=starts))
        if res.conflicts or not ok or delays > M or len(starts) != K * M:
            bad.append((s, delays))
        fewest = _fewest_delays(net, s)
        if fewest > delays or (K * M <= 4 and fewest != _fewest_delays_brute(net, s)):
            bad.append((s, "fewest", fewest))
    return [], bad


def _fewest_delays_brute(net, src) -> int:
    """Oracle of _fewest_delays: every launch schedule with gaps 1, 2 or 3 run whole in the
    simulator (3^(KM - 1) schedules: small KM only)."""
    n = net.K * net.M
    best = None
    for gaps in itertools.product((1, 2, 3), repeat=n - 1):
        starts = [0] + list(itertools.accumulate(gaps))
        if not simulate(net, one_to_all_schedule(net, src, starts=starts)).conflicts:
            extra = starts[-1] - (n - 1)
            best = extra if best is None else min(best, extra)
    return best


def _rounds_meet(net, src, i, j, gap) -> bool:
    """Do one-to-all rounds i and j (Theorem 5, from ``src``) share a directed link in one
    step when round j is launched ``gap`` steps after round i?"""
    return bool(simulate(net, one_to_all_schedule(net, src, rounds=[i, j], starts=[0, gap])).conflicts)


def _fewest_delays(net, src) -> int:
    """The fewest delays of any conflict-free launch of the Theorem 5 rounds in their printed
    order (round i = pi + gamma*M).  Exact: a round takes three steps, so round j can meet only
    rounds j - 1 (gaps 1, 2) and j - 2 (gap 2, when j - 1 followed j - 2 at once); dynamic
    programming over whether the previous gap was 1 (a gap of 3 meets nothing)."""
    n = net.K * net.M
    best = {False: 0}                       # previous gap was 1? -> fewest delays so far
    for j in range(1, n):
        nxt = {}
        for tight, cost in best.items():
            for gap in (1, 2, 3):
                if gap < 3 and _rounds_meet(net, src, j - 1, j, gap):
                    continue
                if gap == 1 and tight and _rounds_meet(net, src, j - 2, j, 2):
                    continue
                key = gap == 1
                nxt[key] = min(nxt.get(key, cost + gap - 1), cost + gap - 1)
        best = nxt
    return min(best.values())


@claims.instances(
    "d3.thm5.deqp.exact", where="Theorem 5 (p = d); Section 13 item 4",
    premises=P9,
    statement="A one-to-all communication can be performed in KM rounds with M intra-round "
              "delays if p = d [M being the number of delays needed].",
    reading="M as the exact number of delays the KM rounds need",
    readings=("d3.thm5.deqp",), expect="refuted", erratum="slip", witness={"K": 1, "M": 4},
    notes="Computed, from every (0, p, p): the fewest delays over all conflict-free launch times "
          "of the KM rounds in the printed order (_fewest_delays: exact dynamic programming over "
          "the rounds, which meet only at gaps 1 and 2). M - 1 for K >= 2 (the M - 1 rounds "
          "gamma = 0, pi != 0 each forbid the step two after them, and those steps are distinct), "
          "M - 2 for K = 1 (M = 4, 6), never M: the M values of pi of the proof count pi = 0, a "
          "stay (d3.thm5.conflict_count). As an upper bound the statement holds: d3.thm5.deqp.",
    params=_km(SCHED_P), size=_size)
def _(K, M):
    net = _net(K, M)
    return [M] * M, [_fewest_delays(net, (0, p, p)) for p in range(M)]


@claims.instances(
    "d3.sec9.item2a.inconsistency", where="Section 9 item 2(a); Theorem 5; Section 13 item 4",
    premises=P9,
    statement="Section 9 item 2(a): a router (c, d, p) can perform a one-to-all in 2KM rounds with "
              "M intra-round conflicts if d = p; Theorem 5 and Section 13 item 4: in KM rounds with "
              "M intra-round delays (conflicts) if p = d.",
    reading="2KM as the number of rounds, against the KM of Theorem 5 and Section 13 item 4",
    readings=("d3.sec9.item2a",), expect="refuted", erratum="slip", witness={"K": 1, "M": 4},
    notes="An inconsistency of the paper: the same one-to-all from (c, p, p) has 2KM rounds in "
          "Section 9 and KM in Theorem 5 (which proves it) and in Section 13. Computed: the "
          "rounds of a conflict-free one-to-all from (0, p, p) that reaches every router once "
          "(Theorem 5's KM rounds with greedy delays), against the printed 2KM. Read as a time "
          "bound (rounds plus delays) 2KM holds: d3.sec9.item2a.",
    params=_km(SCHED_P), size=_size)
def _(K, M):
    net = _net(K, M)
    s = (0, 1, 1)
    starts, _ = greedy_starts(net, one_to_all_rounds(net, s), lambda tag: s)
    res, ok = _one_to_all_ok(net, s, one_to_all_schedule(net, s, starts=starts))
    return 2 * K * M, len(starts) if ok and not res.conflicts else None


@claims.instances(
    "d3.sec9.item2a", where="Section 9 item 2(a)",
    premises=P9,
    statement="A router (c, d, p) can perform a one-to-all in 2KM rounds [with M intra-round "
              "conflicts] if d = p.",
    reading="2KM as a bound on the steps (rounds plus delays) of a conflict-free one-to-all",
    readings=("d3.sec9.item2a.inconsistency",), parts=("d3.thm5.conflict_count",),
    notes="The 2KM-step schedule is Protocol 3 (two rounds, two delays): conflict-free, every "
          "router reached once, last round launched before step 2KM. The conflict count is "
          "d3.thm5.conflict_count; Theorem 5 states KM rounds with M delays instead "
          "(d3.sec9.item2a.inconsistency).",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for p in range(M):
        s = (0, p, p)
        starts = protocol_starts(K * M, 3)
        res, ok = _one_to_all_ok(net, s, one_to_all_schedule(net, s, starts=starts))
        if res.conflicts or not ok or starts[-1] >= 2 * K * M:
            bad.append(s)
    return [], bad


@claims.instances(
    "d3.sec9.glgl_one_to_all", where="Appendix after Theorem 6; Section 10",
    premises=P9,
    statement="An analogous algorithm parallel over global ports performs the one-to-all in M^2 "
              "rounds if d != p. It uses glgl paths which jump to the destination cabinet on the "
              "first hop.",
    params=_km(SCHED), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        if s[1] != s[2]:
            pk = glgl_one_to_all_schedule(net, s)
            res, ok = _one_to_all_ok(net, s, pk)
            if res.conflicts or not ok or len({q.start for q in pk}) != M * M:
                bad.append(s)
    return [], bad


@claims.instances(
    "d3.sec13.item3", where="Section 13 item 3",
    premises=P13,
    statement="(c,d,p): one-to-all in min(M^2, KM) rounds.",
    notes="d != p; the better of the Theorem 5 schedule (KM rounds) and the glgl schedule "
          "(M^2 rounds), both conflict-free (see d3.thm5.dneqp, d3.sec9.glgl_one_to_all).",
    params=_km([(K, M) for K, M in SCHED if M >= 2]), size=_size)
def _(K, M):
    net = _net(K, M)
    s = (0, 0, 1)
    best = []
    for pk in (one_to_all_schedule(net, s), glgl_one_to_all_schedule(net, s)):
        res, ok = _one_to_all_ok(net, s, pk)
        if ok and not res.conflicts:
            best.append(len({q.start for q in pk}))
    return min(M * M, K * M), min(best)


def _all_to_one(K, M, starts=None):
    net = _net(K, M)
    sink = (0, 0, 1)
    res = simulate(net, all_to_one_schedule(net, sink, starts))
    ok = all(res.deliveries[("ans", i, d2)] == {sink: 1} for i in range(K * M) for d2 in range(M))
    return res, ok


@claims.instances(
    "d3.thm6", where="Theorem 6; Section 9 item 3; Section 13 item 5",
    premises=P9,
    statement="The sink (c,d,p) can perform an all-to-one communication in KM rounds if d != p "
              "(rounds LGLDlgl one step apart, no link conflict, time KM + 6).",
    reading="the proof's algorithm: the sink's request broadcasts, answers after one delay",
    readings=("d3.thm6.reading2",),
    notes="Sink (0,0,1). Round i + 4's request broadcast (third hop, from every (*,*,d), all "
          "local ports) meets round i's answer leaving (c,d,d) for the sink on the same local "
          "link, and round i + 4's first hop meets the sink's own answer of round i (when the "
          "sink is a responder). Smallest counterexample under the Section 9 premise D3(2,4) "
          "(the proof only examines rounds i, i+1, i+2); D3(1,4) has only KM = 4 rounds and "
          "passes; with one cabinet it fails from D3(1,6) on (outside the premise already "
          "D3(2,3): 3 conflicts). The statement read as the existence of some KM-round "
          "all-to-one: d3.thm6.reading2.",
    params=_km(SCHED_P), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 2, 'M': 4})
def _(K, M):
    res, ok = _all_to_one(K, M)
    return (0, True, K * M + 6), (len(res.conflicts), ok, res.makespan)


@claims.instances(
    "d3.thm6.corrected", where="Theorem 6",
    premises=P9,
    statement="If d != p, launching one LGLDlgl round every 3 steps (2 delays per round) gives a "
              "conflict-free all-to-one in KM rounds, time 3KM + 4.",
    corrects="d3.thm6",
    params=_km(SCHED + [(3, 5)]), size=_size)
def _(K, M):
    res, ok = _all_to_one(K, M, [3 * i for i in range(K * M)])
    return (0, True, 3 * K * M + 4), (len(res.conflicts), ok, res.makespan)


@claims.instances(
    "d3.thm6.reading2", where="Theorem 6; Section 9 item 3; Section 13 item 5",
    premises=P9,
    statement="The sink (c, d, p) can perform an all-to-one communication in KM rounds if d != p.",
    reading="existence: some conflict-free schedule of KM rounds, one per step, brings every "
            "router's message to the sink",
    readings=("d3.thm6",),
    notes="The answers of the proof without the requests: round i = pi + gamma*M (0 <= i < KM) "
          "is launched at step i by the M routers (gamma, d', pi), each with header (0, 3; "
          "c - gamma, p - d', d - pi) (l g l). Every node must know the schedule in advance, as "
          "every node does in the all-to-all of Theorem 7; the request protocol the proof gives "
          "is d3.thm6 (refuted). Computed, for every sink with d != p: (link conflicts, every "
          "router's message delivered to the sink exactly once, rounds, time).",
    params=_km(SCHED_P), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for c, d, p in net.routers():
        if d == p:
            continue
        pk = [Packet((g, x, pi), vector_ports((c - g) % K, (p - x) % M, (d - pi) % M),
                     g * M + pi, (g, x, pi)) for g in range(K) for pi in range(M) for x in range(M)]
        res = simulate(net, pk)
        if res.conflicts or any(res.deliveries[q.tag] != {(c, d, p): 1} for q in pk) or \
                res.makespan != K * M + 2:
            bad.append((c, d, p))
    return [], bad


def _answers_reaching_sink(K, M, delta=None) -> int:
    """Theorem 6, one request round at a time: the fewest of the M answers of a round that reach
    the sink (0, 0, 1) when responder (gamma, d', pi) uses header (c-gamma, p-X, d-pi) with X the
    request's single delta (``delta``) or its own drawer d' (``None``); worst case over rounds
    and over delta."""
    net = _net(K, M)
    c, d, p = sink = (0, 0, 1)
    worst = M
    for i, x in itertools.product(range(K * M), range(M) if delta is not None else [None]):
        gamma, pi = divmod(i, M)
        hits = sum(follow_ports(net, (gamma, d2, pi), vector_ports(
            (c - gamma) % K, (p - (d2 if x is None else x)) % M, (d - pi) % M))[-1] == sink
            for d2 in range(M))
        worst = min(worst, hits)
    return worst


@claims.instances(
    "d3.thm6.answer_header", where="Theorem 6, proof",
    premises=P9,
    statement="Receiving node (c', d', p') interprets the message(0,3; gamma, delta, pi) as the "
              "request to send to (c, d, p) if c' = gamma and p' = pi: (gamma, d', pi)(0,3; c - gamma, "
              "p - delta, d - pi). The result is that M nodes send their message to (c, d, p).",
    notes="Read literally: delta is the one value the request message carries, used by all M "
          "responders (gamma, *, pi). The answer of (gamma, d', pi) then ends at (c, d, d' + p - "
          "delta), the sink only for d' = delta. Computed: the fewest answers of a round reaching "
          "the sink (worst over rounds and delta). Smallest counterexample under the Section 9 "
          "premise D3(1,4): 1 of 4 (outside it D3(1,2): 1 of 2). The "
          "header the proof needs is p - d' (d3.thm6.answer_header.corrected), which is what "
          "d3.thm6 and d3.thm6.corrected run.",
    params=_km(SCHED_P), size=_size,
    expect="refuted", erratum="slip", witness={"K": 1, "M": 4})
def _(K, M):
    return M, _answers_reaching_sink(K, M, delta=0)


@claims.instances(
    "d3.thm6.answer_header.corrected", where="Theorem 6, proof",
    premises=P9,
    statement="With header (0,3; c - gamma, p - d', d - pi) at responder (gamma, d', pi), all M "
              "answers of every round reach the sink (c, d, p).",
    corrects="d3.thm6.answer_header",
    params=_km([(K, M) for K, M in SCHED if M >= 2]), size=_size)
def _(K, M):
    return M, _answers_reaching_sink(K, M)


def _a2a(K, M, variant):
    net = _net(K, M)
    pk, starts = all_to_all_schedule(net, variant)
    res = simulate(net, pk)
    ok = all(len(d) == 1 for d in res.deliveries.values())
    got = {}
    for (i, r), d in res.deliveries.items():
        for t in d:
            got.setdefault(r, set()).add(t)
    ok = ok and all(v == set(net.routers()) for v in got.values()) and len(got) == net.order
    return res, ok, starts


@claims.instances(
    "d3.thm7", where="Theorem 7; Section 9 item 1; Section 13 item 6",
    premises=P9 + (_THM7,),
    statement="Assume M >= 4. An all-to-all exchange can be performed in KM^2 rounds with KM "
              "intra-round delays (the printed loop with the test pi(i) - 2 = delta(i)).",
    reading="KM = the delays the printed loop inserts (K of them unneeded: "
            "d3.thm7.conflict_rule.if)",
    readings=("d3.sec9.item1_conflicts",),
    params=_km(A2A), size=_size)
def _(K, M):
    res, ok, starts = _a2a(K, M, "theorem7")
    n = K * M * M
    return (0, True, n, K * M), (len(res.conflicts), ok, len(starts), starts[-1] + 1 - n)


@claims.instances(
    "d3.fn8.kappa", where="Appendix, footnote 8",
    premises=P9,
    statement="The discussions in this section and Section 9 are stated in terms of D3(K, M). They "
              "apply to D3(kappa, M, N) via the isomorphism in Theorem 1.",
    notes="The Theorem 7 all-to-all (with its delays) run on the sub-network D3(kappa, M, N) of "
          "D3(N, M): router (k_i, d, p) sends vector (gamma, pi, delta) with global port gamma "
          "translated to a_{i+gamma, i} (latticegraph.topologies.dragonfly.theorem1_map). "
          "Computed: (link conflicts, every router of D3(kappa, M, N) reached exactly once from "
          "every router of it, the routers outside kappa untouched).",
    params=lambda: [{"N": N, "M": 4, "kappa": ka} for N, ka in [(2, (1,)), (3, (0, 2)), (4, (1, 2, 3)),
                                                                (5, (0, 2, 3))]],
    size=lambda N, M, kappa: N * M * M)
def _(N, M, kappa):
    K = len(kappa)
    net = _net(N, M)
    rm, pm = theorem1_map(kappa, N, M)
    _, starts = all_to_all_schedule(_net(K, M))
    pk = []
    for i, start in enumerate(starts):
        pi, delta, gamma = i % M, (i // M) % M, i // (M * M)
        pk += [Packet(rm[r], (("l", delta), ("g", pm[(r[0], gamma)]), ("l", pi)), start, (i, r))
               for r in _net(K, M).routers()]
    res = simulate(net, pk)
    reached = Counter((q.tag[1], t) for q in pk for t in res.deliveries[q.tag])
    inside = set(rm.values())
    touched = {x for q in pk for x in follow_ports(net, q.src, q.hops)}
    return (0, True, True), (len(res.conflicts),
                             len(reached) == (K * M * M) ** 2 and set(reached.values()) == {1},
                             touched <= inside)


@claims.instances(
    "d3.thm7.conflict_rule", where="Theorem 7, proof",
    premises=P9 + (_THM7,),
    statement="Without delays (Protocol 1), the only link conflicts are between rounds i and "
              "i + 2 when pi(i) = delta(i + 2) [a local link].",
    reading="only if: every conflict is between rounds i and i + 2 with pi(i) = delta(i + 2) "
            "(and then a local link, so the ports are not 0)",
    readings=("d3.thm7.conflict_rule.if",),
    notes="pi(i) = delta(i+2) = 0 is a stay and causes no conflict. Computed: the conflicting "
          "round pairs of the undelayed all-to-all, against the pairs (i, i + 2) with pi(i) = "
          "delta(i + 2) != 0. The printed direction ('If pi(i) = delta(i + 2), a local link "
          "conflict occurs'): d3.thm7.conflict_rule.if.",
    params=_km(A2A[:4]), size=_size)
def _(K, M):
    res, ok, _ = _a2a(K, M, "protocol1")
    n = K * M * M
    seen = {(tags[0][0], tags[1][0]) for *_, tags in res.conflicts}
    want = {(i, i + 2) for i in range(n - 2) if i % M == ((i + 2) // M) % M != 0}
    return want, seen


@claims.instances(
    "d3.thm7.conflict_rule.if", where="Theorem 7, proof",
    premises=P9 + (_THM7,),
    statement="In Protocol 1, round i and i + 2 both use a local port at the same time. If pi(i) = "
              "delta(i + 2), a local link conflict occurs because all (c, d, p) are acting in "
              "unison.",
    reading="if, as printed: every pair of rounds i, i + 2 with pi(i) = delta(i + 2) conflicts",
    readings=("d3.thm7.conflict_rule",), expect="refuted", erratum="slip",
    witness={"K": 1, "M": 4},
    notes="Fails when pi(i) = delta(i + 2) = 0: both packets stay (local port 0, Sections 2 and "
          "8), no link is used. Computed: the pairs (i, i + 2) with pi(i) = delta(i + 2) (KM of "
          "them) against the conflicting pairs of the undelayed all-to-all (K(M - 1)). Smallest "
          "counterexample D3(1,4): rounds 0 and 2 (pi(0) = delta(2) = 0) do not conflict. This "
          "is why the test of Theorem 7 inserts K unneeded delays (d3.sec9.item1_conflicts).",
    params=_km(A2A[:4]), size=_size)
def _(K, M):
    res, _, _ = _a2a(K, M, "protocol1")
    n = K * M * M
    seen = {(tags[0][0], tags[1][0]) for *_, tags in res.conflicts}
    return {(i, i + 2) for i in range(n - 2) if i % M == ((i + 2) // M) % M}, seen


def _protocol1_conflict_pairs(K, M) -> int:
    res, _, _ = _a2a(K, M, "protocol1")
    return len({(tags[0][0], tags[1][0]) for *_, tags in res.conflicts})


@claims.instances(
    "d3.sec9.item1_conflicts", where="Section 9 item 1; Section 13 item 6",
    premises=P9 + (_THM7,),
    statement="An all-to-all exchange can be performed in KM^2 rounds with KM intra-round conflicts.",
    notes="Counted as the pairs of pipelined rounds (Protocol 1, no delays) that share a link "
          "(rounds i, i + 2 with pi(i) = delta(i + 2)); pi(i) = delta(i + 2) = 0 is a stay, so "
          "K(M - 1) pairs conflict, not KM. Smallest counterexample D3(1,4): 3. Alternative "
          "reading, the number of delays the printed Theorem 7 loop inserts: KM (d3.thm7), K of "
          "them unneeded.",
    reading="conflicts = pairs of pipelined rounds (no delays) that share a link",
    readings=("d3.thm7",),
    params=_km(A2A), size=_size, expect="refuted", erratum="slip", witness={"K": 1, "M": 4})
def _(K, M):
    return K * M, _protocol1_conflict_pairs(K, M)


@claims.instances(
    "d3.sec9.item1_conflicts.corrected", where="Section 9 item 1; Section 13 item 6",
    premises=P9 + (_THM7,),
    statement="Pipelined one round per step, the all-to-all has K(M - 1) conflicting pairs of "
              "rounds.",
    corrects="d3.sec9.item1_conflicts",
    params=_km(A2A + [(2, 6), (1, 8)]), size=_size)
def _(K, M):
    return K * (M - 1), _protocol1_conflict_pairs(K, M)


@claims.instances(
    "d3.sec9.demands", where="Section 9 (demands 1-3)",
    premises=P9,
    statement="Demands placed by these results: 1. a packet with pi or delta equal 0 can be held in "
              "the router for a time-step; 2. a compute node can launch M packets simultaneously; "
              "3. a router can receive a packet and send it simultaneously out all K global ports "
              "or all M local ports.",
    notes="Read off the printed schedules of Section 9 (broadcasts, one-to-all, all-to-one, "
          "all-to-all): whether some packet takes a local port 0 (a hold), the largest number of "
          "packets one router launches in one step (M: a one-to-all round), whether broadcast "
          "hops (all local or all global ports at once) occur.",
    params=_km([(1, 4), (2, 4), (3, 4)]), size=_size)
def _(K, M):
    schedules = _primitives(_net(K, M)).values()
    pk = [q for sched in schedules for q in sched]
    hold = any(h == ("l", 0) for q in pk for h in q.hops)
    launches = max(max(Counter((q.src, q.start) for q in sched).values()) for sched in schedules)
    fan_out = any(kind in ("L", "G") for q in pk for kind, _ in q.hops)
    return (True, M, True), (hold, launches, fan_out)


@claims.instances(
    "d3.app.protocol2", where="Appendix, after Theorem 7",
    premises=P9,
    statement="The [pipelined] algorithms can use Protocol 2 or 3 to eliminate link conflicts "
              "(Protocol 2: all-to-all in 3KM^2/2).",
    notes="Protocol 2 (two rounds, one delay) on the all-to-all: rounds two steps apart remain "
          "and conflict (the Appendix itself notes the step-4 conflict of Protocol 2). "
          "Smallest counterexample D3(1,4).",
    params=_km(A2A[:3]), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 1, 'M': 4})
def _(K, M):
    res, ok, _ = _a2a(K, M, "protocol2")
    return 0, len(res.conflicts)


@claims.instances(
    "d3.app.protocol3", where="Appendix (Protocol 3), after Theorem 7",
    premises=P9,
    statement="Protocol 3 (N rounds with N delays) eliminates link conflicts; the all-to-all "
              "then takes 2KM^2.",
    params=_km(A2A[:4]), size=_size)
def _(K, M):
    res, ok, starts = _a2a(K, M, "protocol3")
    return (0, True), (len(res.conflicts), ok)


@claims.symbolic(
    "d3.app.protocol_costs", where="Appendix, after Theorem 7",
    premises=P9,
    statement="These Protocols [2: N rounds with N/2 delays, 3: N rounds with N delays] increase the "
              "total hop count for the all-to-all algorithm [N = KM^2 rounds] to 3KM^2/2 and "
              "2KM^2, respectively.",
    notes="The sympy identity N + N/2 = 3KM^2/2, N + N = 2KM^2 for N = KM^2, hop count read as "
          "rounds + delays (Section 7: within the startup hops of the true count, "
          "d3.sec7.rounds_plus_delays). The delay counts it takes from the protocol definitions "
          "are d3.app.protocol_delays; that Protocol 2 leaves conflicts is d3.app.protocol2. "
          "The hop counts of the schedules run on the built graph: "
          "d3.app.protocol_costs.simulated.")
def _():
    K, M = sp.symbols("K M", positive=True, integer=True)
    N = K * M ** 2
    return sp.Matrix([N + N / 2, N + N]), sp.Matrix([3 * K * M ** 2 / 2, 2 * K * M ** 2])


@claims.instances(
    "d3.app.protocol_costs.simulated", where="Appendix, after Theorem 7",
    premises=P9,
    statement="These Protocols [2 and 3] increase the total hop count for the all-to-all algorithm "
              "to 3KM^2/2 and 2KM^2, respectively [hop count of the schedule run on D3(K, M)].",
    notes="The direct computation behind d3.app.protocol_costs (a formula of rounds plus "
          "delays): the all-to-all launched under Protocol 2 and under Protocol 3, run in the "
          "simulator (Protocol 2's conflicts resolved last-in first-out, as the Appendix says, "
          "with link queues): every message delivered, and the hops from the first launch to "
          "the last arrival within the 2 startup hops of a three-hop round (Section 7) of "
          "3KM^2/2 and 2KM^2. Computed makespans: 3KM^2/2 + 1 and 2KM^2.",
    params=_km(A2A[:3]), size=_size)
def _(K, M):
    net = _net(K, M)
    n = K * M * M
    out = []
    for variant, printed in (("protocol2", 3 * n // 2), ("protocol3", 2 * n)):
        pk, _ = all_to_all_schedule(net, variant)
        end = _lifo_run(net, pk)
        arrived = all(end[k][1] == follow_ports(net, q.src, q.hops)[-1] for k, q in enumerate(pk))
        hops = max(e[0] for e in end.values()) - min(q.start for q in pk)
        out.append(arrived and abs(hops - printed) <= 2)
    return [True, True], out


@claims.instances(
    "d3.app.protocols_one_all", where="Appendix, after Theorem 7",
    premises=P9,
    statement="The one-to-all and all-to-one algorithms are presented using Protocol 1 interrupted "
              "by delays when link conflicts occur. Each can use Protocol 2 or 3 to eliminate link "
              "conflicts.",
    notes="Read as: each algorithm run with Protocol 2 (two rounds, one delay) and with Protocol "
          "3 (two rounds, two delays) is free of link conflicts; one-to-all from (0,1,1) (d = p, "
          "the case that needs delays) and all-to-one to the sink (0,0,1). Computed: the "
          "(algorithm, protocol) pairs with a link conflict. Smallest counterexample D3(1,4): "
          "one-to-all with Protocol 2, all-to-one with both. The other reading ('at least one "
          "of the two protocols works for each') is refuted too: the all-to-one conflicts under "
          "both (its rounds LGLDlgl span 7 steps, longer than Protocol 3's gaps).",
    params=_km([(1, 4), (2, 4), (3, 4)]), size=_size,
    expect="refuted", erratum="substantive", witness={"K": 1, "M": 4})
def _(K, M):
    net = _net(K, M)
    bad = []
    for prot in (2, 3):
        starts = protocol_starts(K * M, prot)
        if simulate(net, one_to_all_schedule(net, (0, 1, 1), starts=starts)).conflicts:
            bad.append(("one-to-all", prot))
        if simulate(net, all_to_one_schedule(net, (0, 0, 1), starts)).conflicts:
            bad.append(("all-to-one", prot))
    return [], bad


@claims.instances(
    "d3.app.protocol2_conflict", where="Appendix, Protocol 2",
    premises=P9,
    statement="The second Protocol leads to a local link conflict at step 4 if the local ports at "
              "rounds 2 and 3 are the same.",
    notes="Protocol 2 launches rounds 1, 2, 3 at steps 1, 2, 4: only rounds 2 and 3 overlap in a "
          "network (rounds 1-2 and 3-4 are one step apart, on different networks). For every pair "
          "of source vectors as rounds 2 and 3, sent by all routers: the conflicts, if any, are "
          "all at step 4 on local links, and occur exactly when round 2's last local port equals "
          "round 3's first (and is not the stay 0). Computed: the vector pairs where this fails.",
    params=_km([(1, 2), (2, 2), (1, 4)]), size=_size)
def _(K, M):
    net = _net(K, M)
    vecs = list(itertools.product(range(K), range(M), range(M)))
    bad = []
    for v2, v3 in itertools.product(vecs, repeat=2):
        pk = [Packet(r, vector_ports(*v), start, (start, r)) for v, start in ((v2, 1), (v3, 3))
              for r in net.routers()]
        conflicts = simulate(net, pk).conflicts
        if bool(conflicts) != (v2[1] == v3[2] != 0) or any(c[0] != 3 or c[2] != "l" for c in conflicts):
            bad.append((v2, v3))
    return [], bad


def _lifo_run(net, packets) -> dict:
    """Run packets with queues: packets wanting one directed link in one step cross one at a
    time, the one that reached its router last first (last-in first-out; a tie goes to the
    later launch), the others wait a step.  Returns ``{index: (end step, end router)}``."""
    state = [[q.start, tuple(q.src), 0, q.start] for q in packets]   # ready, router, hop, arrival
    end, t = {}, 0
    while len(end) < len(packets):
        wants = {}
        for k, q in enumerate(packets):
            ready, r, h, arrived = state[k]
            if k in end or ready > t:
                continue
            s = net.step(r, *q.hops[h])
            if s == r:
                state[k] = [t + 1, r, h + 1, arrived]
            else:
                wants.setdefault((r, s), []).append(k)
        for (r, s), ks in wants.items():
            first = max(ks, key=lambda k: (state[k][3], packets[k].start, k))
            for k in ks:
                state[k][0] = t + 1
            state[first][1:] = [s, state[first][2] + 1, t + 1]
        for k, q in enumerate(packets):
            if k not in end and state[k][2] == len(q.hops):
                end[k] = (t + 1, state[k][1])
        t += 1
    return end


@claims.instances(
    "d3.app.protocol2_lifo", where="Appendix, Protocol 2",
    premises=P9,
    statement="If conflicts are resolved by last-in first-out the conflict causes no delay to the "
              "algorithm.",
    notes="The all-to-all under Protocol 2 (whose conflicts d3.app.protocol2 shows) run with "
          "last-in first-out link queues: computed, whether every packet reaches its destination "
          "and the step the last one arrives, against the step it would arrive without any "
          "conflict (last launch + 3). Some packets do arrive late; the algorithm does not.",
    params=_km([(1, 4), (2, 4), (1, 6)]), size=_size)
def _(K, M):
    net = _net(K, M)
    pk, starts = all_to_all_schedule(net, "protocol2")
    end = _lifo_run(net, pk)
    arrived = all(end[k][1] == follow_ports(net, q.src, q.hops)[-1] for k, q in enumerate(pk))
    return (True, starts[-1] + 3), (arrived, max(e[0] for e in end.values()))


@claims.instances(
    "d3.app.protocol_delays", where="Appendix, protocols",
    premises=P9,
    statement="The first protocol is a unit cost protocol: N rounds with no delays. The second is a "
              "3/2 unit cost protocol: N rounds with N/2 delays. The third is a 2 unit cost "
              "protocol: N rounds with N delays.",
    notes="The displays are garbled; the protocols are read as launching rounds two at a time, "
          "then 0, 1 or 2 idle steps (protocol_starts). Computed: the steps N rounds occupy (the "
          "launch step of round N + 1) for even N (KM^2 is even throughout the Appendix).",
    params={"N": range(2, 21, 2)})
def _(N):
    return (N, N + N // 2, 2 * N), tuple(protocol_starts(N + 1, p)[N] for p in (1, 2, 3))


def _perm_cases(K, M, seeds):
    net = _net(K, M)
    cases = [random_permutation(net, s) for s in seeds]
    cases.append({r: ((r[0] + 1) % K, r[1], r[2]) for r in net.routers()})
    cases.append({r: (r[0], (r[1] + 1) % M, r[2]) for r in net.routers()})
    cases.append({r: r for r in net.routers()})
    cases.append({r: ((r[0] + 1) % K, r[2], r[1]) for r in net.routers()})
    return net, cases


def _thm8_check(net, perms):
    """(worst hop count, permutations delivered wrongly or with link conflicts)."""
    worst, bad = 0, []
    for perm in perms:
        pk, total = permutation_schedule(net, perm)
        res = simulate(net, pk)
        if res.conflicts or any(res.deliveries[s] != {t: 1} for s, t in perm.items()):
            bad.append(perm)
        worst = max(worst, total)
    return worst, bad


@claims.instances(
    "d3.thm8", where="Theorem 8",
    premises=P9,
    statement="A permutation can be performed in less than or equal to M + 4 hops.",
    notes="One hop for the drawer exchange of destinations, then a greedy conflict-free "
          "choice between the path (2.2) and the K glgl paths per message (with delays), "
          "run in the synchronous simulator. Every permutation of every D3(K, M) with at most "
          "8 routers (40,320 permutations of D3(2, 2)): exhaustive over the permutations of "
          "each network in the domain. Larger networks: d3.thm8.pairwise. This domain (M <= 2) "
          "lies outside the Section 9 premise (M even, M >= 4): inside it the statement is "
          "decided by d3.thm8.pairwise (every permutation, D3(K, 4), D3(K, 6), D3(2, 8)).",
    params=_km([(1, 1), (2, 1), (3, 1), (1, 2), (2, 2)]), size=_size)
def _(K, M):
    net = _net(K, M)
    routers = list(net.routers())
    worst, bad = _thm8_check(net, (dict(zip(routers, image))
                                   for image in itertools.permutations(routers)))
    return (True, []), (worst <= M + 4, bad)


def _thm8_hops(s, t, wait, K, M):
    """The explicit Theorem 8 route of message s -> t: global port 0, local to drawer index d',
    ``wait`` holds (local port 0), global to cabinet c', local to p'."""
    (c, d, p), (c2, d2, p2) = s, t
    return ((("g", 0), ("l", (d2 - d) % M)) + (("l", 0),) * wait
            + (("g", (c2 - c) % K), ("l", (p2 - p) % M)))


def _thm8_group(s, t):
    """Messages of a permutation that may share the third hop: source cabinet and router, target
    cabinet and drawer (at most M messages: they differ in the source drawer)."""
    return s[0], s[2], t[0], t[1]


def _timed_links(net, src, hops, start) -> set:
    """(step, u, v) for every hop of the packet that moves (D3 has no parallel links)."""
    path = follow_ports(net, src, hops)
    return {(start + h, u, v) for h, (u, v) in enumerate(zip(path, path[1:])) if u != v}


def _thm8_certificate(K, M) -> list:
    """Pairs of (message, wait) that could meet in one permutation (distinct sources, distinct
    targets, distinct waits within a group) and share a directed link in one step; empty means
    every permutation is routed by giving the messages of each group the waits 0, 1, 2, ..."""
    net = _net(K, M)
    users = {}
    for s, t in itertools.product(net.routers(), repeat=2):
        for w in range(M):
            for link in _timed_links(net, s, _thm8_hops(s, t, w, K, M), 1):
                users.setdefault(link, []).append((s, t, w))
    bad = []
    for group in users.values():
        if any(len({key(*x) for x in group}) == 1 for key in (
                lambda s, t, w: s, lambda s, t, w: t, lambda s, t, w: (_thm8_group(s, t), w))):
            continue        # one source, one target, or one (group, wait): no pair can meet
        for (s1, t1, w1), (s2, t2, w2) in itertools.combinations(group, 2):
            if s1 != s2 and t1 != t2 and (w1 != w2 or _thm8_group(s1, t1) != _thm8_group(s2, t2)):
                bad.append(((s1, t1, w1), (s2, t2, w2)))
    return bad


def _thm8_explicit(net, perm) -> list:
    """The explicit schedule of a permutation as packets (the drawer exchange is step 0)."""
    K, M = net.K, net.M
    seen = Counter()
    pk = []
    for s in net.routers():
        t = perm[s]
        w = seen[_thm8_group(s, t)]
        seen[_thm8_group(s, t)] += 1
        pk.append(Packet(s, _thm8_hops(s, t, w, K, M), 1, s))
    return pk


@claims.instances(
    "d3.thm8.pairwise", where="Theorem 8 and its proof",
    premises=P9,
    statement="A permutation can be performed in less than or equal to M + 4 hops [every "
              "permutation of the routers of D3(K, M)].",
    notes="Decided for every permutation of each network, by a pairwise certificate rather than "
          "by enumerating permutations (16! and more). After the drawer exchange of destinations "
          "(step 0), message s = (c,d,p) -> t = (c',d',p') takes g|l|g|l: global port 0 to "
          "(c,p,d), local to (c,p,d'), global port c'-c to (c',d',p), local to (c',d',p'); the "
          "messages of one group (same c, p, c', d': at most M, one per source drawer) hold at "
          "(c,p,d') with waits 0, 1, .., so the last arrives at step 1 + 4 + (M - 1) = M + 4. "
          "A link conflict involves two messages, so the schedule is conflict-free for every "
          "permutation iff no two (message, wait) that can meet in one permutation share a "
          "directed link in one step: computed, the number of such pairs (0). The schedule is "
          "also run in the simulator on 5 random permutations, the cabinet and drawer shifts, "
          "the identity and the swap (c,d,p) -> (c+1,p,d), whose groups are full (M messages), so "
          "its last message arrives at step M + 4: computed, the link conflicts, the messages "
          "delivered and the largest number of hops. "
          "Replaces the earlier sampled check (d3.thm8.sampled); the greedy schedule of d3.thm8 "
          "is checked exhaustively on the networks of at most 8 routers. The literal "
          "'pi(c, d, p) = (e, f, d)' of the definition is read as an arbitrary router (e, f, g); "
          "the checked set contains the literal one.",
    params=_km([(1, 2), (2, 2), (1, 3), (1, 4), (2, 4), (3, 4), (2, 6), (4, 4), (3, 6), (2, 8),
                (4, 6)]),
    size=lambda K, M: (K * M * M) ** 2 * M)
def _(K, M):
    net, cases = _perm_cases(K, M, range(5))
    conflicts = delivered = hops = 0
    for perm in cases:
        res = simulate(net, _thm8_explicit(net, perm))
        conflicts += len(res.conflicts)
        delivered += sum(res.deliveries[s] == {t: 1} for s, t in perm.items())
        hops = max(hops, res.makespan)
    return (0, 0, len(cases) * net.order, M + 4), (len(_thm8_certificate(K, M)), conflicts, delivered,
                                                  hops)


def _link_capacities(net) -> Counter:
    """Directed links of D3 (one per port link and direction; fixed points are no links)."""
    cap = Counter()
    for _kind, r, _a, s, _b in net.port_links():
        if r != s:
            cap[(r, s)] += 1
            cap[(s, r)] += 1
    return cap


def _timed_routes(adj, src, dst, steps) -> list[tuple]:
    """Every timed route from src to dst within ``steps`` steps, as ((link, step), ...);
    a packet may wait at a router for a step."""
    out = []

    def rec(v, t, used):
        if v == dst:
            out.append(tuple(used))
            return
        if t < steps:
            rec(v, t + 1, used)
            for w in adj[v]:
                rec(w, t + 1, used + [((v, w), t)])
    rec(src, 0, [])
    return sorted(set(out), key=len)


def _permutation_in_hops(net, perm, steps, cap, adj, cache) -> bool:
    """Is there a conflict-free schedule (no directed link carries two packets in one
    step) delivering every packet s -> perm[s] within ``steps`` steps?  Exact backtracking
    over every timed route of every packet, most constrained packet first."""
    msgs = [(s, t) for s, t in perm.items() if s != t]
    opts = []
    for key in msgs:
        if key not in cache:
            cache[key] = _timed_routes(adj, key[0], key[1], steps)
        if not cache[key]:
            return False
        opts.append(cache[key])
    order = sorted(range(len(msgs)), key=lambda i: len(opts[i]))
    load = Counter()

    def rec(k):
        if k == len(order):
            return True
        for opt in opts[order[k]]:
            if all(load[x] < cap[x[0]] for x in opt):
                for x in opt:
                    load[x] += 1
                if rec(k + 1):
                    return True
                for x in opt:
                    load[x] -= 1
        return False
    return rec(0)


def _drawer_wholesale(net, seed):
    """A permutation moving every drawer as a whole onto a drawer (random drawer bijection and
    random router bijections, ``random.Random(seed)``): every message of a drawer pair
    competes for the drawer pair's links (the drawer-to-drawer conflicts of Theorem 8's proof)."""
    rnd = random.Random(seed)
    K, M = net.K, net.M
    drawers = [(c, d) for c in range(K) for d in range(M)]
    image = drawers[:]
    rnd.shuffle(image)
    perm = {}
    for (c, d), (c2, d2) in zip(drawers, image):
        pos = list(range(M))
        rnd.shuffle(pos)
        perm.update({(c, d, p): (c2, d2, pos[p]) for p in range(M)})
    return perm


def _routable_in(net, perm, steps) -> bool:
    cap = _link_capacities(net)
    adj = {r: sorted({s for (a, s) in cap if a == r}) for r in net.routers()}
    return _permutation_in_hops(net, perm, steps, cap, adj, {})


@claims.sampled(
    "d3.sec9.item5", where="Section 9 item 5; Section 13 item 7",
    premises=P9,
    statement="D3(K, M) can perform a permutation in M hops.",
    params=lambda: [{"K": K, "M": 4, "kind": kind, "seed": seed} for K in (1, 2, 3)
                    for kind in ("random", "drawers") for seed in range(4)],
    sample={"population": "permutations of the routers of D3(K, 4), K = 1..3: uniformly random "
                          "ones and drawer-to-drawer ones (each drawer moved as a whole)",
            "seed": "0..3 per K and kind"},
    size=lambda K, M, kind, seed: K * M * M,
    notes="Read as: every permutation of the routers can be routed, all packets at once, "
          "within M synchronous steps, no directed link carrying two packets in one step "
          "(the conflict model of the schedules of Sections 9-10 and d3.thm8), packets "
          "free to wait. Under the Section 9 premise (M even, M >= 4) the smallest case is "
          "M = 4; there every sampled permutation, uniformly random or drawer-to-drawer (the "
          "traffic Theorem 8's proof singles out), is routed in M = 4 hops, decided exactly per "
          "permutation by backtracking over all timed routes of every packet. Not decided for "
          "every permutation: (KM^2)! of them (16! for D3(1,4)), and M >= 6 makes the timed "
          "routes too many; the paper proves only M + 4 (d3.thm8, d3.thm8.pairwise), and the "
          "store-and-forward schedule of the (2.2) paths gives M + 2. Outside the premise the "
          "statement fails, all permutations routed exactly: D3(1,2) is a path of 4 routers "
          "(diameter 3 > M = 2), 10 of its 24 permutations fail; D3(2,2): 27,744 of 40,320; "
          "D3(1,3), where M = 3 is the diameter: 29,172 of 362,880 (e.g. the one fixing drawer 0 "
          "and cycling the others). The printed definition 'pi(c, d, p) = (e, f, d)' is read as "
          "an arbitrary router, as the proof of Theorem 8 (drawer-to-drawer conflicts) requires; "
          "read literally it restricts the permutations, and then the statement holds: "
          "d3.sec9.item5.literal.")
def _(K, M, kind, seed):
    net = _net(K, M)
    perm = random_permutation(net, seed) if kind == "random" else _drawer_wholesale(net, seed)
    return True, _routable_in(net, perm, M)


@claims.instances(
    "d3.sec9.item5.literal", where="Appendix (definition of a permutation); Section 9 item 5",
    premises=P9,
    statement="A permutation, pi, is a collection of KM^2 messages for which (c, d, p) -> pi(c, d, p) "
              "= (e, f, d) is a permutation of the routers. D3(K, M) can perform a permutation in M "
              "hops.",
    notes="The definition read literally: the destination's router index is the source's drawer "
          "index. Then the (2.2) header (e - c, 0, f - p) has pi = 0: a local hop to (c, d, f) "
          "and a global hop to (e, f, d), each taken at the first step it can (stays dropped). "
          "Two messages of one permutation (distinct sources, "
          "distinct destinations) never share a directed link in one step: computed, by a "
          "pairwise certificate over every such pair of messages (so over every literal "
          "permutation), the colliding pairs, and whether the longest route (2 hops, 1 for "
          "M = 1) is at most M. The general reading is d3.sec9.item5 (refuted); Theorem 8's "
          "proof, which resolves drawer-to-drawer conflicts impossible here, needs it.",
    params=_km([(1, 1), (2, 1), (1, 2), (2, 2), (1, 3), (2, 3), (3, 3), (2, 4), (4, 4)]), size=_size)
def _(K, M):
    bad, longest = _direct_route_collisions(K, M, lambda s: [(e, f, s[1]) for e in range(K)
                                                             for f in range(M)])
    return (0, True), (bad, longest <= M)


def _direct_route_collisions(K, M, targets) -> tuple[int, int]:
    """Messages s -> t for t in ``targets(s)`` on their (2.2) routes, stays dropped (each hop at
    the first step it can): (pairs with distinct sources and distinct destinations sharing a
    directed link in one step, the most hops of a route)."""
    net = _net(K, M)
    users, longest = {}, 0
    for s in net.routers():
        for t in targets(s):
            path = follow_ports(net, s, vector_ports(*source_vector(net, s, t)))
            moves = [(u, v) for u, v in zip(path, path[1:]) if u != v]
            longest = max(longest, len(moves))
            for h, (u, v) in enumerate(moves):
                users.setdefault((h, u, v), []).append((s, t))
    bad = sum(1 for group in users.values() for (s1, t1), (s2, t2) in itertools.combinations(group, 2)
              if s1 != s2 and t1 != t2)
    return bad, longest
