"""Claims of paper ``d3``: Section 12, Related Work, and Section 13, Conclusion.

Draper, *The Swapped Dragonfly*.  The conventions and what is not registered are in ``d3/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

import itertools
from collections import Counter

import networkx as nx
import sympy as sp

from latticegraph.distance import bfs_distances, diameter, distance_distribution
from latticegraph.specs import graph
from latticegraph.topologies.dragonfly import (D3, Packet, destination_route, follow_ports,
    one_to_all_schedule, all_to_all_schedule, simulate, vector_ports)

from . import claims
from ._common import (_certificate, _dist, _km, _label_graph, _link_conflicts, _net, _round_of,
    _size)


@claims.instances(
    "d3.sec12.swapped", where="Section 12",
    statement="The swapped network with nucleus G is our single cabinet network D3(1, M) provided "
              "that G is a complete graph of order M.",
    notes="Swapped network Sw(K_M): (g, p) ~ (g, q) and (g, p) ~ (p, g) for g != p.",
    params={"M": range(1, 7)}, size=lambda M: M * M)
def _(M):
    S = nx.Graph()
    S.add_nodes_from((0, g, p) for g in range(M) for p in range(M))
    S.add_edges_from(((0, g, p), (0, g, q)) for g in range(M) for p in range(M) for q in range(p))
    S.add_edges_from(((0, g, p), (0, p, g)) for g in range(M) for p in range(M) if g != p)
    G = _label_graph(1, M)
    return True, {frozenset(e) for e in S.edges} == {frozenset(e) for e in G.edges}


@claims.instances(
    "d3.sec12.not_vertex_transitive", where="Section 12",
    statement="Swapped networks are not vertex transitive because the node (p, p) is left fixed by "
              "the swap.",
    notes="Every nucleus, not only K_M (D3(1, M)): all graphs G on n = 2..6 vertices (networkx "
          "graph atlas, disconnected ones included), the swapped network Sw(G) built from its "
          "definition ((g, p) ~ (g, q) for pq in E(G), (g, p) ~ (p, g) for g != p) and its degrees "
          "computed: a vertex-transitive graph is regular, and Sw(G) never is, since (p, p) has "
          "degree deg_G(p) and (g, p), g != p, degree deg_G(p) + 1. Computed: the number of nuclei "
          "whose Sw(G) is regular, and the two degrees of D3(1, n) (M - 1 at (p, p), M elsewhere). "
          "A nucleus of one vertex gives a single vertex (vertex-transitive): swapped networks "
          "have nuclei of order >= 2.",
    premises=("Section 12: swapped networks [20] with nucleus G of order n >= 2",),
    params={"n": range(2, 7)}, size=lambda n: n * n)
def _(n):
    regular = 0
    for G in nx.graph_atlas_g():
        if G.number_of_nodes() != n:
            continue
        S = nx.Graph()
        S.add_nodes_from(itertools.product(range(n), range(n)))
        S.add_edges_from(((g, p), (g, q)) for g in range(n) for p, q in G.edges)
        S.add_edges_from(((g, p), (p, g)) for g in range(n) for p in range(n) if g != p)
        regular += len({d for _, d in S.degree}) == 1
    return (0, [n - 1, n]), (regular, sorted(set(int(x) for x in D3(1, n).degrees())))


@claims.instances(
    "d3.sec12.biswapped", where="Section 12",
    statement="A bi-swapped network is a subgraph of the two cabinet graph D3(2, M) if its "
              "nucleus is a complete graph of order M.",
    notes="Bsw(K_M): two copies of M nuclei, (0, g, p) ~ (1, p, g): D3(2, M) minus the global "
          "port 0 links.",
    params={"M": range(1, 6)}, size=lambda M: 2 * M * M)
def _(M):
    B = nx.Graph()
    for part in (0, 1):
        B.add_edges_from(((part, g, p), (part, g, q)) for g in range(M) for p in range(M)
                         for q in range(p))
    B.add_edges_from(((0, g, p), (1, p, g)) for g in range(M) for p in range(M))
    G = _label_graph(2, M)
    return True, all(G.has_edge(u, v) for u, v in B.edges)


@claims.instances(
    "d3.sec12.ccc_dragonfly", where="Section 12",
    statement="The cube-connected cycle opened the nodes of a hypercube with a cycle. Had the "
              "authors of [18] opened the nodes with a complete graph, they would have invented a "
              "Dragonfly.",
    notes="The n-cube with every node x opened into a complete graph on (x, 0..n-1), router (x, i) "
          "carrying the dimension-i link to (x + 2^i, i). Dragonfly as Section 11 states it: "
          "groups of M = n routers joined by M - 1 local ports in a complete graph, each router K "
          "global ports (here K = 1), every link between groups global. Computed: (groups "
          "complete, inter-group links one per router, every link between two groups global). "
          "Under [11]'s stricter definition (groups joined pairwise) it is a Dragonfly only for "
          "n <= 1: the groups form the n-cube, not a complete graph "
          "(d3.sec12.ccc_dragonfly.reading2).",
    reading="Dragonfly as Section 11 states it (groups K_M, K global ports per router)",
    readings=("d3.sec12.ccc_dragonfly.reading2",),
    params={"n": range(1, 7)}, size=lambda n: n * 2 ** n)
def _(n):
    G = nx.Graph()
    G.add_nodes_from((x, i) for x in range(2 ** n) for i in range(n))
    G.add_edges_from(((x, i), (x, j)) for x in range(2 ** n) for i in range(n) for j in range(i))
    G.add_edges_from(((x, i), (x ^ (1 << i), i)) for x in range(2 ** n) for i in range(n))
    complete = all(G.subgraph([(x, i) for i in range(n)]).number_of_edges() == n * (n - 1) // 2
                   for x in range(2 ** n))
    between = Counter(v for e in G.edges if e[0][0] != e[1][0] for v in e)
    one_each = set(between.values()) == {1} and len(between) == n * 2 ** n
    return (True, True), (complete, one_each)


@claims.instances(
    "d3.sec12.ccc_dragonfly.reading2", where="Section 12",
    statement="Had the authors of [18] opened the nodes [of the hypercube] with a complete graph, "
              "they would have invented a Dragonfly [as [11] builds it: groups joined pairwise by "
              "global links].",
    notes="Second reading of d3.sec12.ccc_dragonfly: Dragonfly as in [11], every two groups joined "
          "by a global link. Computed on the opened n-cube: whether every two groups (cube nodes) "
          "are joined. Smallest counterexample n = 2 (4 groups on a 4-cycle); n = 1 (2 groups) "
          "holds.",
    reading="Dragonfly as [11] builds it (groups joined pairwise)",
    readings=("d3.sec12.ccc_dragonfly",),
    params={"n": range(1, 5)}, size=lambda n: n * 2 ** n,
    expect="refuted", erratum="substantive", witness={"n": 2})
def _(n):
    joined = {frozenset((x, x ^ (1 << i))) for x in range(2 ** n) for i in range(n)}
    return True, len(joined) == 2 ** n * (2 ** n - 1) // 2


def _mms_graph(q: int) -> nx.Graph:
    """The Slim Fly graph of [3] (McKay-Miller-Siran) for a prime q: routers (0, x, y) and
    (1, m, c); (0, x, y) ~ (0, x, y') iff y - y' in X, (1, m, c) ~ (1, m, c') iff c - c' in X',
    (0, x, y) ~ (1, m, c) iff y = mx + c, with X, X' the generator sets of the primitive root."""
    xi = sp.primitive_root(q)
    if q % 4 == 1:
        X, Xp = range(0, q - 2, 2), range(1, q - 1, 2)
    else:
        w = (q + 1) // 4
        X = list(range(0, 2 * w - 1, 2)) + list(range(2 * w - 1, 4 * w - 2, 2))
        Xp = list(range(1, 2 * w, 2)) + list(range(2 * w, 4 * w - 1, 2))
    X, Xp = {pow(xi, e, q) for e in X}, {pow(xi, e, q) for e in Xp}
    G = nx.Graph()
    for x, y in itertools.product(range(q), repeat=2):
        G.add_edges_from(((0, x, y), (0, x, (y + z) % q)) for z in X)
        G.add_edges_from(((1, x, y), (1, x, (y + z) % q)) for z in Xp)
        G.add_edges_from(((0, x, y), (1, m, (y - m * x) % q)) for m in range(q))
    return G


@claims.instances(
    "d3.sec12.slimfly_diameter", where="Section 12",
    statement="A network called Slimfly is a diameter two network. Slimfly uses a finite field in "
              "its construction which determines the size of the graph.",
    notes="Built from [3]'s McKay-Miller-Siran construction over the prime fields F_q, q = 3, 5, "
          "7, 11, 13 (both residues of q mod 4); q = 5 is checked against the Hoffman-Singleton "
          "graph (pynauty). Computed: (order 2q^2, fixed by the field; diameter).",
    params={"q": [3, 5, 7, 11, 13]}, size=lambda q: 2 * q * q)
def _(q):
    G = _mms_graph(q)
    if q == 5 and _certificate(G) != _certificate(nx.hoffman_singleton_graph()):
        return (2 * q * q, 2), "not the Hoffman-Singleton graph"
    return (2 * q * q, 2), (G.number_of_nodes(), nx.diameter(G))


@claims.instances(
    "d3.sec12.slimfly_not_linear", where="Section 12",
    statement="Finite fields have size p^k for primes p and powers k so there are lots of choices "
              "for size. However, there is no linear scalable family of Slimflies.",
    notes="Slim Fly orders are 2q^2 for the prime powers q = 4w + delta, delta in {-1, 0, 1} ([3]). "
          "Linear scaling (Section 1) is a family of sizes n, 2n, 3n, ...; two Slim Fly orders "
          "differ by the factor (q'/q)^2, never 2 (sqrt 2 is irrational), so no Slim Fly of size "
          "2n follows one of size n. Computed over the prime powers q <= Q: the number of Slim "
          "Fly orders (lots of choices) and the pairs of orders n, 2n (none).",
    params={"Q": [100, 1000]})
def _(Q):
    qs = [q for q in range(2, Q + 1) if len(sp.factorint(q)) == 1 and q % 4 != 2]
    orders = {2 * q * q for q in qs}
    return (True, 0), (len(orders) > 10, sum(1 for n in orders if 2 * n in orders))


def _cray_xc(groups: int) -> nx.Graph:
    """The Cray XC as Section 12 describes it: groups of three chassis of 16 routers, each chassis
    a complete graph, the chassis of a group wired into diameter two (router a of one chassis to
    router a of the others), one global link between every two groups (palm tree)."""
    G = nx.Graph()
    routers = [(ch, a) for ch in range(3) for a in range(16)]
    for g in range(groups):
        G.add_edges_from(((g, u), (g, v)) for u, v in itertools.combinations(routers, 2)
                         if u[0] == v[0] or u[1] == v[1])
        for j in range(groups - 1):
            G.add_edge((g, routers[j]), ((g + j + 1) % groups, routers[groups - 2 - j]))
    return G


@claims.instances(
    "d3.sec12.cray_diameter", where="Section 12",
    statement="[Cray XC:] A chassis has sixteen routers connected electrically as a complete graph. "
              "Three chassis are electrically wired in a group, which is diameter two. Groups are "
              "then connected with fiber optic cable. The result has diameter at least five.",
    notes="The machine is built as described, the chassis of a group wired as K16 x K3 (the "
          "diameter-two wiring with one cable per router and chassis pair), groups joined by one "
          "optical link per pair (palm tree, one optical port per router): 2 groups and the "
          "largest such machine, 49 groups. Computed: the group's diameter and whether the "
          "machine's diameter (the largest eccentricity of a router of group 0: the rotation "
          "G -> G + 1 of the palm tree is an automorphism) is at least 5 (it is 5). The real machine's "
          "optical wiring is not given; 'very large machines have diameter greater than five' "
          "depends on it and is not decided. With every optical port cabled the machine of two "
          "groups has diameter 3: d3.sec12.cray_diameter.reading2.",
    reading="one optical cable per pair of groups",
    readings=("d3.sec12.cray_diameter.reading2",),
    params={"groups": [2, 49]}, size=lambda groups: 48 * groups)
def _(groups):
    G = _cray_xc(groups)
    group = G.subgraph([v for v in G if v[0] == 0])
    nodes = list(G)
    csr = nx.to_scipy_sparse_array(G, nodelist=nodes, format="csr")
    far = max(int(bfs_distances(csr, i).max()) for i, v in enumerate(nodes) if v[0] == 0)
    return (2, True), (nx.diameter(group), far >= 5)


@claims.instances(
    "d3.sec12.cray_diameter.reading2", where="Section 12",
    statement="[Cray XC:] ... Three chassis are electrically wired in a group, which is diameter "
              "two. Groups are then connected with fiber optic cable [every router's optical port "
              "cabled]. The result has diameter at least five.",
    notes="Second reading of d3.sec12.cray_diameter: the paper does not give the optical wiring; "
          "a machine of few groups cables every optical port (several cables per pair of groups), "
          "as small Dragonflies do, rather than one cable per pair. Two groups of 48 routers "
          "(K16 x K3 each), router a of group 0 cabled to router a of group 1: computed, the "
          "group's diameter and the machine's diameter (3: one optical hop from the source's own "
          "router, then at most two electrical hops).",
    reading="every optical port cabled (two groups, router a to router a)",
    readings=("d3.sec12.cray_diameter",),
    params={"groups": [2]}, size=lambda groups: 48 * groups,
    expect="refuted", erratum="substantive", witness={"groups": 2})
def _(groups):
    G = nx.Graph()
    routers = [(ch, a) for ch in range(3) for a in range(16)]
    for g in range(groups):
        G.add_edges_from(((g, u), (g, v)) for u, v in itertools.combinations(routers, 2)
                         if u[0] == v[0] or u[1] == v[1])
    G.add_edges_from(((0, r), (1, r)) for r in routers)
    group = G.subgraph([v for v in G if v[0] == 0])
    return (2, True), (nx.diameter(group), nx.diameter(G) >= 5)


@claims.instances(
    "d3.sec13.containment", where="Section 13",
    statement="D3(K, M) is contained in D3(J, N) if J <= K and L <= M.",
    notes="Garbled: L is undefined; read literally with L = N. Smallest counterexample "
          "D3(1,2) in D3(1,1): 4 routers do not fit in 1. The intended statement (J >= K, "
          "N >= M) is d3.table1.row5.",
    params=lambda: [{"K": K, "M": M, "J": J, "N": N} for K in range(1, 3) for M in range(1, 3)
                    for J in range(1, K + 1) for N in range(1, M + 1)],
    size=lambda K, M, J, N: K * M * M, expect="refuted", erratum="slip",
    witness={'K': 1, 'M': 2, 'J': 1, 'N': 1})
def _(K, M, J, N):
    return True, K * M * M <= J * N * N   # an embedding needs as many routers


claims.not_checkable(
    "d3.sec13.future", where="Section 13",
    statement="[The doubly-parallel all-to-all runs] with KM inter-round conflicts [5]. If K = L^2, "
              "a vector-matrix product can be performed in four network hops and a matrix product "
              "can be performed in KM rounds [7].",
    reason="Results of papers in preparation [5], [7]: the conflict count depends on how the "
           "rounds of [5] are ordered, which is not given, and the product algorithms, their "
           "matrix sizes and data layout are not stated, so no statement about D3 can be checked "
           "without inventing them. Decided from the same sentences: the doubly-parallel "
           "all-to-all in KM^2/S rounds (d3.sec13.doubly_parallel) and the hypercube simulation "
           "(d3.sec13.cube_simulation).")


def _doubly_parallel_rounds(K, M, S) -> list:
    """KM^2/S rounds of S source vectors each: round (g0, pi0, delta0) with g0 < K/S holds
    (g0 + jK/S, pi0 + jM/S, delta0 + jM/S) for j < S (all components distinct in a round)."""
    return [[(g0 + j * K // S, (pi0 + j * M // S) % M, (de0 + j * M // S) % M) for j in range(S)]
            for g0 in range(K // S) for pi0 in range(M) for de0 in range(M)]


@claims.instances(
    "d3.sec13.doubly_parallel", where="Section 13",
    statement="If K and M have a common factor S, then there is a doubly-parallel algorithm that "
              "performs an all-to-all in KM^2/S rounds [5].",
    notes="'Doubly-parallel' read as parallel over routers and over S source vectors at once: in "
          "each round every router sends S packets, along S vectors, and the round has no link "
          "conflict; all rounds together use every vector once, so every router reaches every "
          "router. [5] is not available; one such algorithm is built (rounds of S vectors whose "
          "global ports, first and second local ports are pairwise distinct) and run round by "
          "round in the simulator. Computed: (rounds, rounds with a link conflict, every router "
          "reached exactly once from every router). The conflict count of [5] is in "
          "d3.sec13.future; the time of the pipelined algorithm against the link capacity in "
          "d3.sec13.doubly_parallel.pipelined.",
    reading="rounds run one after the other, each free of link conflicts",
    readings=("d3.sec13.doubly_parallel.pipelined",),
    params=lambda: [{"K": K, "M": M, "S": S} for K, M in [(2, 2), (2, 4), (4, 2), (3, 3), (4, 4),
                                                            (6, 3), (2, 6)]
                    for S in range(2, min(K, M) + 1) if K % S == 0 and M % S == 0],
    size=lambda K, M, S: K * M * M)
def _(K, M, S):
    net = _net(K, M)
    rounds = _doubly_parallel_rounds(K, M, S)
    bad, reached = 0, Counter()
    for vectors in rounds:
        res = simulate(net, [Packet(r, vector_ports(*v), 0, (r, v))
                             for r in net.routers() for v in vectors])
        bad += bool(res.conflicts)
        reached.update(((r, t) for (r, v), d in res.deliveries.items() for t in d))
    return (K * M * M // S, 0, True), (len(rounds), bad,
                                      len(reached) == net.order ** 2 and set(reached.values()) == {1})


def _pipelined_doubly_parallel(K, M, S):
    """The rounds of :func:`_doubly_parallel_rounds` reordered with pi0 varying fastest (as
    Theorem 7's i = pi + delta M + gamma M^2), launched one step apart by every router; a round
    that would use, in one step, a port an earlier round uses in that step waits one more step
    (a delay), until it does not (every router sends the same vectors, so ports stand for
    links; the simulator decides).  Returns (packets, number of delays)."""
    net = _net(K, M)
    rounds = sorted(_doubly_parallel_rounds(K, M, S), key=lambda r: (r[0][0], r[0][2], r[0][1]))
    used, packets, t = set(), [], -1
    for vectors in rounds:
        ports = {(h, kind, a) for v in vectors for h, (kind, a) in enumerate(vector_ports(*v))
                 if (kind, a) != ("l", 0)}
        t += 1
        while any((t + h, kind, a) in used for h, kind, a in ports):
            t += 1
        used.update((t + h, kind, a) for h, kind, a in ports)
        packets += [Packet(r, vector_ports(*v), t, (r, v)) for r in net.routers() for v in vectors]
    return packets, t + 1 - len(rounds)


@claims.instances(
    "d3.sec13.doubly_parallel.pipelined", where="Section 13",
    statement="If K and M have a common factor S, then there is a doubly-parallel algorithm that "
              "performs an all-to-all in KM^2/S rounds with KM inter-round conflicts [5] [read with "
              "Section 9's time convention: rounds pipelined one step apart, each conflict one "
              "step of delay].",
    notes="Second reading of d3.sec13.doubly_parallel (which runs its rounds one after the "
          "other and says nothing about time): Section 9 measures a pipelined algorithm by "
          "rounds plus delays, so the algorithm takes KM^2/S + KM steps plus 2 startup hops. "
          "[5] is not available; existence is decided by construction: the rounds of "
          "d3.sec13.doubly_parallel (S vectors each), pi0 varying fastest, launched one step "
          "apart by every router, a round that would meet an earlier one on a directed link "
          "delayed one step at a time; run in the simulator. Computed: (link conflicts, every "
          "router reached exactly once from every router, delays <= KM, KM^2/S + KM + 2 >= the "
          "link-capacity bound). The delays found are at most KM (e.g. D3(6,6), S = 2: 30 "
          "against KM = 36; (3,3,3): 8 of 9); 'with KM conflicts' is read as at most KM. The "
          "capacity bound (sum over ordered pairs of dist(s, t) divided by the number of directed "
          "links, KM M(M-1) local and K KM^2 - KM global: the port-0 self-loops carry nothing) "
          "is a necessary condition only; without the KM delays it would fail from "
          "K = M = S = 3 (9 + 2 = 11 < 85/7). Until review S3 only the bound was checked, which "
          "cannot establish that an algorithm exists.",
    premises=("Section 9: performance of a pipelined algorithm = rounds + delays (time steps); "
              "links bidirectional, one packet per direction and step",),
    reading="rounds pipelined one step apart, each of the KM conflicts one step of delay",
    readings=("d3.sec13.doubly_parallel",),
    params=lambda: [{"K": K, "M": M, "S": S} for K, M in [(2, 2), (2, 4), (4, 2), (3, 3), (4, 4),
                                                            (6, 3), (2, 6), (6, 6)]
                    for S in range(2, min(K, M) + 1) if K % S == 0 and M % S == 0],
    size=lambda K, M, S: K * M * M)
def _(K, M, S):
    from fractions import Fraction
    net = _net(K, M)
    packets, delays = _pipelined_doubly_parallel(K, M, S)
    res = simulate(net, packets)
    reached = Counter((r, t) for (r, _v), d in res.deliveries.items() for t in d)
    complete = len(reached) == net.order ** 2 and set(reached.values()) == {1}
    D = _dist(K, M)
    demand = sum(int(row.sum()) for row in D)
    links = K * M * M * (M - 1) + K * K * M * M - K * M
    bound = Fraction(demand, links)
    steps = Fraction(K * M * M, S) + 2
    return (0, True, True, True), (len(res.conflicts), complete, delays <= K * M,
                                   bound <= steps + K * M)


def _cube_dilation_two(net, n: int) -> dict | None:
    """A bijection from the n-cube's vertices onto the routers of ``net`` under which
    adjacent cube vertices land at distance <= 2, by exact backtracking (cube vertices in
    breadth-first order, each placed within distance 2 of its placed neighbours); None if
    there is none."""
    G = nx.Graph()
    G.add_nodes_from(net.routers())
    G.add_edges_from((r, s) for _k, r, _a, s, _b in net.port_links() if r != s)
    dist = dict(nx.all_pairs_shortest_path_length(G))
    routers = list(G)
    order, seen = [0], {0}
    for x in order:
        for i in range(n):
            if x ^ (1 << i) not in seen:
                seen.add(x ^ (1 << i))
                order.append(x ^ (1 << i))
    placed, used = {}, set()

    def rec(idx):
        if idx == len(order):
            return True
        x = order[idx]
        nbrs = [placed[x ^ (1 << i)] for i in range(n) if x ^ (1 << i) in placed]
        for s in routers:
            if s not in used and all(dist[t][s] <= 2 for t in nbrs):
                placed[x] = s
                used.add(s)
                if rec(idx + 1):
                    return True
                del placed[x]
                used.discard(s)
        return False
    if not rec(0):
        return None
    assert all(dist[placed[x]][placed[x ^ (1 << i)]] <= 2 for x in placed for i in range(n))
    return placed


@claims.instances(
    "d3.sec13.cube_simulation", where="Section 13",
    statement="If K = 2^k, M = 2^m, D3(K, M) is a diameter three wiring of the (k+2m)-cube "
              "containing a dilation two simulation of it [6].",
    params=lambda: [{"k": k, "m": m} for k, m in ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1),
                                                   (0, 2))],
    size=lambda k, m: 2 ** (k + 2 * m),
    premises=("Section 13: K = 2^k and M = 2^m (k, m >= 0)",),
    reading="same number of routers as the cube, diameter 3, and a bijection of dilation <= 2",
    readings=("d3.sec13.cube_simulation.reading2",),
    expect="refuted", erratum="boundary", witness={"k": 0, "m": 0},
    notes="Read as: D3(2^k, 2^m) has as many routers as the (k+2m)-cube (2^(k+2m)), diameter "
          "3, and a bijection from the cube's vertices onto its routers with dilation at most "
          "2 (adjacent cube vertices at distance <= 2). The simulation of [6] is not given; "
          "one is found by exact backtracking and its dilation re-checked edge by edge. The "
          "natural map (c, d, p) -> bits of c, d, p has dilation 3 (a bit of d costs global, "
          "local, global). Instances up to 16 routers; D3(8, 2) and D3(2, 4) (32 routers) are "
          "beyond a quick exact search. The statement covers m = 0 (M = 1): D3(2^k, 1) is the "
          "complete graph on 2^k routers, diameter 1 (D3(1, 1) a single router, diameter 0), not "
          "3: smallest counterexample k = m = 0 (k = 1, m = 0: D3(2, 1) = K_2, the 1-cube itself). "
          "m >= 1 is d3.sec13.cube_simulation.m1; the reading 'the cube is a subgraph of D3' is "
          "d3.sec13.cube_simulation.reading2.")
def _(k, m):
    return _cube_facts(k, m)


@claims.instances(
    "d3.sec13.cube_simulation.m1", where="Section 13",
    statement="If K = 2^k, M = 2^m with m >= 1, D3(K, M) is a diameter three wiring of the "
              "(k+2m)-cube containing a dilation two simulation of it [6].",
    notes="d3.sec13.cube_simulation without M = 1 (same reading, same computation).",
    premises=("Section 13: K = 2^k and M = 2^m (k, m >= 0)",),
    corrects="d3.sec13.cube_simulation",
    params=lambda: [{"k": k, "m": m} for k, m in ((0, 1), (1, 1), (2, 1), (0, 2))],
    size=lambda k, m: 2 ** (k + 2 * m))
def _(k, m):
    return _cube_facts(k, m)


@claims.instances(
    "d3.sec13.cube_simulation.reading2", where="Section 13",
    statement="If K = 2^k and M = 2^m, D3(K, M) is a diameter three wiring of the (k+2m)-dimension "
              "binary hypercube [: the hypercube's links are among D3's links].",
    notes="Second reading of d3.sec13.cube_simulation: 'a wiring of the hypercube' as a network "
          "containing the (k+2m)-cube as a spanning subgraph (a rewiring that adds links). "
          "Computed: whether the cube is a subgraph of D3(2^k, 2^m) on all its routers "
          "(networkx monomorphism search). It never is in the domain: the routers (c, p, p) have "
          "K + M - 2 links, and for K = 1, M = 2 D3 is the path on 4 routers, the 2-cube a "
          "4-cycle. Smallest counterexample k = 0, m = 1.",
    premises=("Section 13: K = 2^k and M = 2^m (k, m >= 0)",),
    reading="the hypercube is a spanning subgraph of D3(K, M)",
    readings=("d3.sec13.cube_simulation",),
    params=lambda: [{"k": k, "m": m} for k, m in ((0, 1), (1, 1), (2, 1), (0, 2))],
    size=lambda k, m: 2 ** (k + 2 * m),
    expect="refuted", erratum="substantive", witness={"k": 0, "m": 1})
def _(k, m):
    G = _label_graph(2 ** k, 2 ** m)
    Q = nx.hypercube_graph(k + 2 * m)
    gm = nx.algorithms.isomorphism.GraphMatcher(G, Q)
    return True, gm.subgraph_is_monomorphic()


def _cube_facts(k, m):
    net = _net(2 ** k, 2 ** m)
    g = graph(f"D3({2 ** k},{2 ** m})")
    n = k + 2 * m
    return (2 ** n, 3, True), (g.order, diameter(distance_distribution(g)),
                               _cube_dilation_two(net, n) is not None)


@claims.instances(
    "d3.sec13.destination_primitives", where="Section 13; Section 10",
    statement="The communication primitives can be converted to destination routing. Rounds will "
              "be free of link conflicts [but the analysis of intra-round conflicts will not "
              "apply]. Using destination routing makes it possible to have both an accelerated "
              "all-to-all and deflection routing.",
    notes="Every packet of a round of the printed schedules (one-to-all, all-to-all) re-routed "
          "with destination headers (3; destination, location) by the Section 10 table look-up "
          "(the corrected row b = 1, d3.sec10.lookup.corrected): computed, the packets whose "
          "route differs from the source-vector path, and the rounds with a link conflict. "
          "The routes coincide, so the analysis of conflicts between rounds carries over "
          "unchanged for undeflected packets; the bracketed caveat concerns deflected packets, "
          "whose routes the analysis does not cover, and is not a decidable assertion.",
    params=_km([(1, 4), (2, 4), (3, 4)]), size=_size)
def _(K, M):
    net = _net(K, M)
    pks = {"one-to-all": one_to_all_schedule(net, (0, 0, 1)), "all-to-all": all_to_all_schedule(net)[0]}
    differ = conflicts = 0
    for pk in pks.values():
        rounds = {}
        for q in pk:
            path = follow_ports(net, q.src, q.hops)
            differ += destination_route(net, q.src, path[-1]) != path
            rounds.setdefault(_round_of(q.tag), []).append(path)
        conflicts += sum(bool(_link_conflicts(paths)) for paths in rounds.values())
    return (0, 0), (differ, conflicts)
