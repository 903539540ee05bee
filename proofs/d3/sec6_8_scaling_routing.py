"""Claims of paper ``d3``: Sections 6-8: Linear and Quadratic Scaling, Router Capabilities,
Routing.

Draper, *The Swapped Dragonfly*.  The conventions, the errata and what is not registered
are in ``d3/__init__.py``.
"""

from __future__ import annotations

import itertools

import sympy as sp

from latticegraph.specs import graph
from latticegraph.topologies.dragonfly import (Packet, follow_ports, glgl_one_to_all_schedule,
    lambda_map, all_to_one_schedule, simulate, source_vector, vector_ports)

from . import claims
from ._common import (_conflicts, _d3_vectors_not_parallel, _global_port_links, _km, _label_graph,
    _lambda_sub_ok, _net, _primitives, _round_of, _size, SMALL, TINY)


_SEC4_LAMBDA = ("Section 4: for lambda a subset of {0..M-1} of size L, the routers (c, d, p) with "
                "d, p in lambda are closed under global links and look like D3(K, L)")
_BALANCE = ("Section 7: a router has K global ports and M - 1 local ports; footnote 2: 'reference "
            "may be made to M local ports' (port 0)")


@claims.instances(
    "d3.sec6.quadratic", where="Section 6",
    statement="If each drawer has M slots but contains only N < M routers (same positions in "
              "every drawer), the system D3(K, N) can be built; it has KN^2 routers.",
    premises=(_SEC4_LAMBDA,),
    notes="The populated drawers are those with d in lambda (the paragraph's 'KN^2 routers' and "
          "'cabinets which are only partially populated'): computed, the routers (c, d, p) with d, "
          "p in lambda and whether they induce D3(K, N) port for port. Read literally ('every "
          "drawer' of the KM drawers holding N routers) the system would have KMN routers, those "
          "of the drawers d outside lambda without any global link (D3(2, 4), N = 2: 16 routers, "
          "8 of them isolated from the global network): not D3(K, N), and contradicting the "
          "printed KN^2, so not a reading of the paragraph.",
    params=lambda: [{"K": K, "M": M, "lam": lam} for K, M in [(1, 3), (2, 3), (2, 4)]
                    for N in range(1, M) for lam in itertools.combinations(range(M), N)],
    size=lambda K, M, lam: K * M * M)
def _(K, M, lam):
    n = sum(1 for r in _net(K, M).routers() if r[1] in lam and r[2] in lam)
    return (K * len(lam) ** 2, True), (n, _lambda_sub_ok(K, M, lam))


@claims.instances(
    "d3.sec6.quadratic_cables", where="Section 6", premises=(_SEC4_LAMBDA,),
    statement="Like linear scaling, adding routers to the drawers can be done without disturbing "
              "existing cables.",
    notes="D3(K, N) in the slots lambda of drawers with M slots (map (c, u, v) -> (c, l_u, l_v)). "
          "Computed: the global links of D3(K, N) that are not links of D3(K, M) with the same two "
          "global ports, and the local links of D3(K, N) whose two routers are not linked in "
          "D3(K, M). Local port numbers inside a drawer do change (p + pi mod N versus mod M); "
          "they are the Section 4 port tables, not cables.",
    params=lambda: [{"K": K, "M": M, "lam": lam} for K, M in [(1, 3), (2, 3), (2, 4)]
                    for N in range(1, M) for lam in itertools.combinations(range(M), N)],
    size=lambda K, M, lam: K * M * M)
def _(K, M, lam):
    rm, _ = lambda_map(lam, K, M)
    big = _global_port_links(_net(K, M))
    G = _label_graph(K, M)
    small = _net(K, len(lam))
    moved = sum(1 for (r, a), (s, b) in _global_port_links(small).items()
                if big[(rm[r], a)] != (rm[s], b))
    unlinked = sum(1 for kind, r, a, s, b in small.port_links()
                   if kind == "l" and not G.has_edge(rm[r], rm[s]))
    return (0, 0), (moved, unlinked)


@claims.symbolic(
    "d3.sec7.balance", where="Section 7",
    statement="With B = max{K, M}, a router sending B/K messages over each of its K global ports "
              "and B/M over each of its M local ports sends and receives 2B messages.",
    premises=(_BALANCE,),
    reading="M local ports, counting port 0 as footnote 2 allows",
    readings=("d3.sec7.balance.reading2",),
    notes="M local ports counting port 0, as footnote 2 allows ('reference may be made to M local "
          "ports'). With the M - 1 physical local ports the paragraph itself starts from, the "
          "router sends B + B(M - 1)/M = 2B - B/M: d3.sec7.balance.reading2.")
def _():
    K, M, B = sp.symbols("K M B", positive=True)
    return K * (B / K) + M * (B / M), 2 * B


@claims.symbolic(
    "d3.sec7.balance.reading2", where="Section 7",
    statement="A router has K global ports and M - 1 local ports. With B = max{K, M}, balance means "
              "that a router can simultaneously send and receive B/K messages over each of its "
              "global ports and B/M messages over each of its local ports. Consequently, a router "
              "can send and receive 2B messages.",
    premises=(_BALANCE,),
    reading="the M - 1 physical local ports of the paragraph's first sentence (and of Section 2)",
    readings=("d3.sec7.balance",), expect="refuted", erratum="slip",
    notes="K * B/K + (M - 1) * B/M = 2B - B/M, short of 2B by B/M for every K, M (e.g. K = M = 4: "
          "7, not 8). Counting the M local ports of footnote 2 (port 0 included) gives 2B: "
          "d3.sec7.balance.")
def _():
    K, M, B = sp.symbols("K M B", positive=True)
    return K * (B / K) + (M - 1) * (B / M), 2 * B


def _pipeline_stats(pk) -> tuple[int, int, int, int]:
    """(rounds, delays, hops from the first launch to the last arrival, steps of the longest
    round) of a pipelined schedule; delays are the idle launch steps between the first and the
    last round."""
    first, last = {}, {}
    for q in pk:
        k = _round_of(q.tag)
        first[k] = min(first.get(k, q.start), q.start)
        last[k] = max(last.get(k, 0), q.start + len(q.hops))
    starts = sorted(first.values())
    rounds = len(starts)
    return (rounds, starts[-1] - starts[0] + 1 - rounds, max(last.values()) - starts[0],
            max(last[k] - first[k] for k in first))


@claims.instances(
    "d3.sec7.rounds_plus_delays", where="Section 7",
    statement="The performance of a multi-round algorithm is measured in number of rounds and "
              "intra-round delays. The sum of these two numbers is within a few (startup) hops of "
              "the number of hops required to run the algorithm provided that the rounds can be "
              "pipelined.",
    notes="Read as: hops = rounds + delays + (steps of one round - 1), the startup being the "
          "round's own length. Computed on the printed schedules (broadcasts, one-to-all from d "
          "!= p and d = p, all-to-one, all-to-all), the glgl one-to-all and the corrected "
          "all-to-one (one round every 3 steps): hops - (rounds + delays) per schedule, against "
          "the round length - 1 (2 for l|g|l rounds, 3 for glgl, 6 for LGLDlgl).",
    params=_km([(1, 4), (2, 4), (3, 4)]), size=_size)
def _(K, M):
    net = _net(K, M)
    pks = dict(_primitives(net))
    pks["glgl one-to-all"] = glgl_one_to_all_schedule(net, (0, 0, 1))
    pks["all-to-one, 3 steps"] = all_to_one_schedule(net, (0, 0, 1), [3 * i for i in range(K * M)])
    stats = {name: _pipeline_stats(pk) for name, pk in pks.items()}
    return ({name: st[3] - 1 for name, st in stats.items()},
            {name: st[2] - st[0] - st[1] for name, st in stats.items()})


@claims.instances(
    "d3.sec8.header", where="Section 8; Abstract (source vector routing)",
    statement="The path from (c,d,p) to (c',d',p') uses header (3; c'-c, p'-d, d'-p); a router "
              "sending to itself uses (3; 0, p-d, d-p), which takes three hops even if p = d.",
    parts=("d3.sec8.header.self_counter",),
    params=_km(SMALL + [(3, 5)]), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for s in net.routers():
        for t in net.routers():
            ports = vector_ports(*source_vector(net, s, t))
            res = simulate(net, [Packet(s, ports, 0, 0)])
            if res.deliveries[0] != {t: 1} or res.makespan != 3:
                bad.append((s, t))
        if source_vector(net, s, s) != (0, (s[2] - s[1]) % M, (s[1] - s[2]) % M):
            bad.append((s, s))
    return [], bad


@claims.instances(
    "d3.sec8.header.self_counter", where="Section 8",
    statement="(c, d, p) sending a packet to itself is implemented by the header (3; 0, p - d, "
              "d - p) which requires three hops to reach (0; 0, 0, 0) even if p = d.",
    parts=("d3.sec8.header",), expect="refuted", erratum="slip", witness={"K": 1, "M": 2},
    notes="Section 8's evolution table keeps the vector and only counts b down: after the three "
          "hops the header is (0; 0, p - d, d - p), which is (0; 0, 0, 0) only when p = d. "
          "Computed: the header at b = 0 of every router's self-send (Section 8's source_vector "
          "with b = 0). The three hops themselves are d3.sec8.header (verified). Smallest "
          "counterexample D3(1, 2), router (0, 0, 1): (0; 0, 1, 1).",
    params=_km(SMALL), size=_size)
def _(K, M):
    net = _net(K, M)
    rs = list(net.routers())
    return [(0, 0, 0, 0)] * len(rs), [(0,) + source_vector(net, s, s) for s in rs]


@claims.instances(
    "d3.sec8.evolution", where="Section 8; Section 10",
    statement="(c,d,p) -delta-> (c,d,p+delta) -gamma-> (c+gamma,p+delta,d) -pi-> "
              "(c+gamma,p+delta,d+pi): the vector (gamma,pi,delta) takes (c,d,p) to "
              "(c+gamma,p+delta,d+pi).",
    params=_km(TINY), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = []
    for (c, d, p) in net.routers():
        for g, pi, de in itertools.product(range(K), range(M), range(M)):
            want = [(c, d, p), (c, d, (p + de) % M), ((c + g) % K, (p + de) % M, d),
                    ((c + g) % K, (p + de) % M, (d + pi) % M)]
            if follow_ports(net, (c, d, p), vector_ports(g, pi, de)) != want:
                bad.append(((c, d, p), (g, pi, de)))
    return [], bad


@claims.instances(
    "d3.sec8.glgl_column", where="Section 8 (four hop paths); Theorem 8 proof",
    statement="A four hop path (4; gamma, pi, delta) is a glgl path (gamma, pi, 0, delta). The "
              "initial gamma converts routers in a drawer to routers in a column. This eliminates "
              "drawer-to-drawer conflicts.",
    notes="For every drawer and vector: after hop 1 the drawer's routers are the column "
          "(c+gamma, *, d); the M simultaneous glgl packets (one per router of the drawer, all "
          "into one drawer) have no link conflict, while the same M transmissions on (2.2) paths "
          "conflict whenever the global hop is a real link.",
    params=_km([(1, 2), (2, 2), (2, 3), (3, 3), (2, 4)]), size=_size)
def _(K, M):
    net = _net(K, M)
    P = Packet
    bad = []
    for c, d in itertools.product(range(K), range(M)):
        for g, pi, de in itertools.product(range(K), range(M), range(M)):
            col = {net.global_neighbor((c, d, p), g) for p in range(M)}
            if col != {((c + g) % K, x, d) for x in range(M)}:
                bad.append(("column", c, d, g))
            pk = [P((c, d, p), (("g", g), ("l", pi), ("g", 0), ("l", de)), 0, p) for p in range(M)]
            if _conflicts(net, pk):
                bad.append(("glgl", c, d, g, pi, de))
    return [], bad


@claims.instances(
    "d3.abstract.linear_in_m", where="Abstract",
    statement="[D3(K, M) is] a two-parameter family of diameter three interconnection networks "
              "which are linearly scalable in M",
    params=_km([(K, M) for K in range(1, 5) for M in range(1, 6)]), size=_size,
    expect="refuted", erratum="slip", witness={"K": 1, "M": 1},
    parts=("d3.sec2.diameter",),
    notes="The sentence's other part, 'diameter three', is d3.sec2.diameter (Section 2 module). "
          "Read as: for fixed K the number of routers grows linearly with M, i.e. "
          "N(K, M+1) - N(K, M) does not depend on M. Computed on the built graphs: the "
          "differences N(K, M+1) - N(K, M) for M = 1..3 (printed: all equal). N = K M^2 grows "
          "quadratically in M and linearly in K; Section 1 describes linear scaling as "
          "machines of size M^2, 2M^2, 3M^2, ..., i.e. in K (d3.intro.linear_scaling), so "
          "'in M' is a slip for 'in K'.")
def _(K, M):
    sizes = [graph(f"D3({K},{m})").order for m in range(M, M + 4)]
    diffs = [b - a for a, b in zip(sizes, sizes[1:])]
    return [diffs[0]] * 3, diffs


@claims.instances(
    "d3.intro.linear_scaling", where="Section 1; Abstract; Section 6",
    statement="[D3(K, M)] supports machines of size M^2, 2M^2, 3M^2, ...: this is linear "
              "scaling",
    params=_km([(K, M) for K in range(1, 7) for M in range(1, 6)]), size=_size,
    corrects="d3.abstract.linear_in_m",
    notes="D3(K, M) built for K = 1..6 cabinets: its number of routers is K M^2.")
def _(K, M):
    return K * M * M, graph(f"D3({K},{M})").order


@claims.instances(
    "d3.abstract.parallel_paths", where="Abstract; Section 1; Section 13",
    statement="A source-vector induces KM^2 parallel paths on D3(K, M) (if every router sends "
              "(3; gamma, pi, delta) there are no link conflicts).",
    notes="'Parallel' as Section 13 defines it: 'in the sense that they do not cause link "
          "conflicts. They do have to be simultaneous'. Computed: the vectors that, sent by all "
          "routers at once, are not a conflict-free permutation. Read as link-disjoint paths "
          "(time ignored) it would fail whenever pi = delta != 0 (a first and a third hop share "
          "a local link at different steps, e.g. D3(1, 4), vector (0, 1, 1)); the paper's own "
          "definition excludes that reading.",
    params=_km(SMALL), size=_size)
def _(K, M):
    return [], _d3_vectors_not_parallel(K, M)
