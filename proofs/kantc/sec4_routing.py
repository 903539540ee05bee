"""Claims of paper ``kantc``: Section IV: routing.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions and what is not registered are in ``kantc/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

import numpy as np

from latticegraph.distance import bfs_distances, path_counts_from
from latticegraph.topologies.fattree import routing_report
from latticegraph.topologies.hypercube import hamming

from . import claims
from ._common import _block, _domain, _edge_set, _g, _host_of, _sz
from .sec3a_cubes import _EXAMPLE, _KANTC, _RULE, _WRITTEN
from .sec3b_mikantc import _MIKANTC


#: premises of Section IV-A (the routing of KANTC) and IV-B (MiKANTC)
_ROUTING = ("Section IV-A: KANTC routing: a packet for another cube goes from its switch to an "
            "intermediate switch of the list I (the nearest: 'the shortest path to the "
            "intermediate switch'), up to the nearest common ancestors (NCA), down to the "
            "destination intermediate switch (DIS) and on to the destination switch; a packet "
            "for the same cube is sent directly")
_MI_ROUTING = ("Section IV-B: MiKANTC routing: as KANTC within a group; across groups up to "
               "level n - 2 of the source group, across, down")
_PREMISES = (_KANTC, _RULE, _ROUTING)


@claims.instances(
    "kantc.s4a.list", where="Section IV-A; Algorithm 1",
    statement="We use a static method to select all intermediate switches and store their IDs "
              "in a list I = [I_{k-1}, I_{k-2}, ..., I_{k-2}]",
    params={"k": range(2, 17)}, size=lambda k: 2 ** k, expect="refuted", erratum="slip",
    witness={"k": 3}, premises=(_RULE,),
    notes="Read literally the list runs from index k-1 down to k-2: 2 entries, all k "
          "intermediate switches only for k = 2 (computed: the number of indices the printed "
          "range names). Printed the same way in Algorithm 1; the last index is a slip for "
          "I_0 (s4a.list.corrected).")
def _(k):
    return k, len(range(k - 1, (k - 2) - 1, -1))


def _cube_walk(base: int, c1: int, c2: int, k: int) -> list[int]:
    """Dimension-order walk (lowest bit first) from code ``c1`` to ``c2`` in the cube whose
    code 0 is vertex ``base``."""
    path, c = [base + c1], c1
    for j in range(k):
        if (c ^ c2) >> j & 1:
            c ^= 1 << j
            path.append(base + c)
    return path


@claims.instances(
    "kantc.s4a.list.corrected", where="Section IV-A (corrected)",
    statement="The list I = [I_{k-1}, ..., I_0] holds the k intermediate switches; a packet for "
              "another cube leaves its cube through the nearest of them (the shortest path to "
              "the intermediate switch)",
    params=_domain("KANTC", limit=1_500, nmin=3), size=_sz("KANTC"),
    corrects="kantc.s4a.list", premises=_PREMISES,
    notes="Checked on the routes of fattree.route (Algorithm 1 as in the prose): from one node "
          "per host of cube 0 to every node of another cube, the last switch of cube 0 on the "
          "route is one of the k distinct intermediate switches, at the least Hamming distance "
          "from the source host.")
def _(k, n):
    g = _g("KANTC", k, n)
    csr, nodes = g.csr(), g.compute_nodes()
    host = _host_of(g, csr)
    away = nodes[_block(g, host[nodes]) != 0].tolist()
    cube0 = range(g.cube_off, g.cube_off + g.Q)
    ok = True
    for a, _ in g.node_representatives():
        c = int(host[a]) - g.cube_off
        near = min(hamming(c, i) for i in g.intermediates)
        for b in away:
            exit_ = [v for v in g.route(a, b) if v in cube0][-1] - g.cube_off
            ok &= exit_ in g.intermediates and hamming(c, exit_) == near
    return (k, True), (len(set(g.intermediates)), ok)


@claims.instances(
    "kantc.s4a.nca_paths", where="Section IV-A",
    statement="The route from the source switch to the destination switch can be considered "
              "as two parts: SIS to NCA and from NCA to the DIS. There are several paths to the "
              "NCA, but the path from the NCA to the destination switch is deterministic",
    params=_domain("KANTC", limit=20_000, nmin=3), size=_sz("KANTC"), premises=_PREMISES,
    reading="'the destination switch' is the DIS, the end of the tree part 'from NCA to the "
            "DIS' (as in the k-ary n-tree, where the destination switch is a leaf)",
    readings=("kantc.s4a.nca_paths.host",),
    notes="For every intermediate switch t of cube 0 and s of another cube, with h the level "
          "of their nearest common ancestors (one above the highest digit where their labels "
          "differ): d(s, t) = 2h, there are k^h >= 2 common ancestors at level h, and each is "
          "h hops from t with exactly one shortest path down to t (path counts by BFS).")
def _(k, n):
    g = _g("KANTC", k, n)
    csr, inter = g.csr(), g.intermediate_vertices()
    tree = [g.label(v) for v in range(g.cube_off)]
    level = np.array([lab[0] for lab in tree])
    digits = np.array([lab[1:n] for lab in tree])            # columns D_{n-2} .. D_0
    several = deterministic = True
    for t in inter[:k].tolist():
        dist, sigma = path_counts_from(csr, t)
        td = np.array(g.label(t)[1:n])
        for s in inter[k:].tolist():
            diff = np.nonzero(np.array(g.label(s)[1:n]) != td)[0]
            h = n - 1 - int(diff[0])                         # one above the highest digit
            anc = (level == h) & (digits[:, : n - 1 - h] == td[: n - 1 - h]).all(axis=1)
            several &= int(dist[s]) == 2 * h and int(anc.sum()) == k ** h >= 2
            deterministic &= bool((dist[:g.cube_off][anc] == h).all()
                                  and (sigma[:g.cube_off][anc] == 1).all())
    return (True, True), (several, deterministic)


@claims.instances(
    "kantc.s4a.nca_paths.host", where="Section IV-A",
    statement="There are several paths to the NCA, but the path from the NCA to the destination "
              "switch is deterministic [the destination switch: the switch of the destination "
              "node]",
    params=_domain("KANTC", limit=20_000, nmin=3), size=_sz("KANTC"), premises=_PREMISES,
    reading="'the destination switch' as Theorem 5's proof defines it: 'the switch connected to "
            "the destination compute node' (a host)",
    readings=("kantc.s4a.nca_paths",), expect="refuted", erratum="substantive",
    witness={"k": 2, "n": 3},
    notes="For every host t of cube 0 (BFS path counts from t) and every common ancestor of "
          "cube 0 and another cube (the tree switches of levels 2..n-1 above cube 0): is the "
          "shortest path from it down to t unique? It is not when t is equally near to two "
          "intermediate switches or more than one hop from the nearest: KANTC(2,3), host 01 "
          "is one hop from both intermediate switches 00 and 11, so every ancestor has two "
          "shortest paths to it. Only the tree part, NCA to a given DIS, is unique "
          "(s4a.nca_paths). Decided with the example reading of the intermediate switches; "
          "with the written reading (0000, 0100, 1011, 1111) every host of KANTC(4,3) has one "
          "nearest intermediate switch, one hop away, and a unique path from each ancestor "
          "(a second reader's computation); k = 2, where the two readings coincide, refutes "
          "the statement under both.")
def _(k, n):
    g = _g("KANTC", k, n)
    csr = g.csr()
    tree = [g.label(v) for v in range(g.cube_off)]
    level = np.array([lab[0] for lab in tree])
    digits = np.array([lab[1:n] for lab in tree])            # columns D_{n-2} .. D_0
    hosts = [int(h) for h in g.hosts() if _block(g, int(h)) == 0]
    cube = np.array(g.label(hosts[0])[1:n])
    anc = np.zeros(g.cube_off, dtype=bool)
    for h in range(2, n):                                    # NCA levels of cube 0 with others
        anc |= (level == h) & (digits[:, : n - 1 - h] == cube[: n - 1 - h]).all(axis=1)
    unique = True
    for t in hosts:
        _, sigma = path_counts_from(csr, t)
        unique &= bool((sigma[:g.cube_off][anc] == 1).all())
    return True, unique


def _up_steps(g, keep_code: bool) -> int:
    """Going-to-NCA steps that fail (Section IV-A): for a node T (one per host of cube 0) and
    every switch W = <L, W_{n-2}..W_L, T_{L-1}..T_0, C> of a packet for T from another cube
    (an intermediate switch at L = 0) with W_{n-2}..W_L != T_{n-2}..T_L, the printed
    U = <L+1, W_{n-2}..W_{L+1}, T_L..T_0, C> (C as W's if ``keep_code``, else 0) must be a
    switch adjacent to W and one hop closer to T."""
    csr, n, k = g.csr(), g.n, g.k
    cands = list(range(g.cube_off)) + g.intermediate_vertices().tolist()
    labs = [g.label(w) for w in cands]
    bad = 0
    for T, _ in g.node_representatives():
        dist, tD = bfs_distances(csr, T), g.label(T)[1:n]
        for w, lab in zip(cands, labs):
            L, D, C = lab[0], lab[1:n], lab[n:]
            pos = n - 2 - L                                  # index of D_L in the digits
            if pos < 0 or D[pos + 1:] != tD[pos + 1:]:       # top level, or not W's form
                continue
            if (D[: pos + 1] == tD[: pos + 1]) if L else (D[: n - 2] == tD[: n - 2]):
                continue                                     # NCA reached, or T in W's cube
            up = (L + 1,) + D[:pos] + tD[pos:] + (C if keep_code else (0,) * k)
            try:
                u = g.switch_index(up)
            except ValueError:
                bad += 1
                continue
            bad += not (u in csr[[w]].indices and dist[u] == dist[w] - 1)
    return bad


@claims.instances(
    "kantc.s4a.up_step", where="Section IV-A",
    statement="In the going to NCA phase, a switch W in the L_W level, W = <L_W, W_{n-2}, ..., "
              "W_{LW+1}, W_{LW}, T_{LW-1}, ..., T_0, C>, sends packets to switch U that is closer "
              "to T than W, U = <L_U, W_{n-2}, ..., W_{LW+1}, T_{LW}, T_{LW-1}, ..., T_0, C>, "
              "where C represents C_{k-1}, ..., C_0",
    params=_domain("KANTC", limit=5_000, nmin=3), size=_sz("KANTC"), expect="refuted",
    erratum="slip", witness={"k": 2, "n": 3}, premises=_PREMISES,
    notes="L_U read as L_W + 1; W ranges over the tree switches and (L_W = 0) the intermediate "
          "switches, T over the nodes of other cubes (same-cube packets are sent directly, "
          "Section IV-A), one T per host of cube 0. At L_W = 0 the printed U keeps W's code "
          "C = I_j, but level-1 switches carry C = 0, so U names no switch for every I_j != 0 "
          "(as in s3b.rule.level0); s4a.up_step.corrected. Counted: steps that fail (printed "
          "0).")
def _(k, n):
    return 0, _up_steps(_g("KANTC", k, n), keep_code=True)


@claims.instances(
    "kantc.s4a.up_step.corrected", where="Section IV-A (corrected)",
    statement="In the going to NCA phase, W = <L_W, W_{n-2}..W_{LW}, T_{LW-1}..T_0, C> sends the "
              "packet to U = <L_W + 1, W_{n-2}..W_{LW+1}, T_{LW}..T_0, 0...0>, a neighbour one "
              "hop closer to T",
    params=_domain("KANTC", limit=5_000, nmin=3), size=_sz("KANTC"),
    corrects="kantc.s4a.up_step", premises=_PREMISES)
def _(k, n):
    return 0, _up_steps(_g("KANTC", k, n), keep_code=False)


def _pseudocode_route(g, host, labels, a: int, b: int) -> list[int]:
    """Algorithm 1's pseudo-code read literally: a packet heads for the NCA unless
    W_{n-2}..W_{LW} = T_{n-2}..T_{LW}; at a host (L_W = 0, D_0 = the index of its nearest
    intermediate switch) a same-cube packet whose hosts differ in D_0 goes to its SIS, up to
    <1, D_{n-2}..D_1, T_0> and down to the DIS before 'Destination node in the same cube'."""
    n, k = g.n, g.k
    ha, hb = int(host[a]), int(host[b])
    la, lb = labels[ha], labels[hb]
    if ha == hb or la[1:n - 1] != lb[1:n - 1] or la[n - 1] == lb[n - 1]:
        return g.route(a, b)
    base = ha - (ha - g.cube_off) % g.Q
    ia, ib = g.intermediates[la[n - 1]], g.intermediates[lb[n - 1]]
    up = g.switch_index((1,) + la[1:n - 1] + (lb[n - 1],) + (0,) * k)
    return ([a] + _cube_walk(base, ha - base, ia, k) + [up]
            + _cube_walk(base, ib, hb - base, k) + [b])


def _routing(family, reading="example"):
    def check(k, n):
        g = _g(family, k, n, reading)
        r = routing_report(g, sources=[v for v, _ in g.node_representatives()])
        return (True, True), (r["valid"], r["shortest"] == r["pairs"])
    return check


_ROUTE_NOTES = ("Route = Algorithm 1 as described in the prose (the pseudo-code is garbled: e.g. "
                "'send packet to IS' precedes the test whether the NCA is reached; its literal "
                "reading is alg1.pseudocode): host, "
                "nearest intermediate switch (dimension order, smallest index on ties), up "
                "setting D_L := T_L (T_0 = the destination's intermediate switch), down, cube "
                "route to the destination host; same cube: 'send directly' along the cube. "
                "Ties ('select one at random') do not change a route's length: the intermediate "
                "switches of a cube share their tree neighbours and every shortest cube path "
                "has the Hamming length. "
                "Checked from one node per host of cube 0 to every node against BFS (routes "
                "are equivariant under the automorphisms used; tests check all pairs on small "
                "graphs). ")


claims.instances(
    "kantc.alg1.shortest", where="Section IV-A, Algorithm 1",
    statement="We give routing algorithms based on shortest path [Algorithm 1 routes every "
              "packet of KANTC(k, n) on a shortest path]",
    params=_domain("KANTC", limit=1_500), size=_sz("KANTC"), expect="refuted", erratum="substantive",
    witness={'k': 5, 'n': 2}, premises=_PREMISES,
    reading="the route the prose describes; intermediate switches: " + _EXAMPLE,
    readings=("kantc.alg1.shortest.written", "kantc.alg1.pseudocode"),
    notes=_ROUTE_NOTES + "Fails for k >= 5 inside one cube: KANTC(5,2), hosts 00001 and "
    "11110 are 5 apart in the cube but 4 apart through 00000, a root and 11111 (route 7 hops "
    "node to node, shortest 6). Holds for k <= 4.")(_routing("KANTC"))


claims.instances(
    "kantc.alg1.shortest.written", where="Section IV-A, Algorithm 1",
    statement="Algorithm 1 routes on shortest paths [written reading]",
    params=_domain("KANTC", limit=3_000, reading="written", even=True), size=_sz("KANTC"),
    expect="refuted", erratum="substantive",
    witness={'k': 6, 'n': 2}, premises=_PREMISES,
    reading="the route the prose describes; intermediate switches: " + _WRITTEN + " (even k)",
    readings=("kantc.alg1.shortest", "kantc.alg1.pseudocode"),
    notes=_ROUTE_NOTES + "Written reading, even k. Fails for k = 6 inside one cube: KANTC(6,2), "
    "hosts 000001 and 111110 (route 8 hops node to node, shortest 6); the same pair fails "
    "for every n (KANTC(6,3) is in the domain), k <= 4 holds.")(_routing("KANTC", "written"))


claims.instances(
    "kantc.alg2.shortest", where="Section IV-B",
    statement="MiKANTC routing: same group as KANTC; else up to level n-2 of G_W, across, down "
              "to the destination switch and node [on shortest paths]",
    params=_domain("MiKANTC", limit=1_500), size=_sz("MiKANTC"), expect="refuted", erratum="substantive",
    witness={'k': 5, 'n': 2}, premises=(_MIKANTC, _RULE, _ROUTING, _MI_ROUTING),
    notes=_ROUTE_NOTES + "Same-group pairs whose ancestor is at level n-1 cross to the other "
    "group and back. Fails as Algorithm 1 (same cube, k >= 5).")(_routing("MiKANTC"))


@claims.instances(
    "kantc.alg1.pseudocode", where="Section IV-A, Algorithm 1 (pseudo-code)",
    statement="Algorithm 1 [as its pseudo-code is printed] routes every packet of KANTC(k, n) on a "
              "shortest path",
    params=_domain("KANTC", limit=600), size=_sz("KANTC"), expect="refuted",
    erratum="substantive", witness={"k": 3, "n": 2}, premises=_PREMISES,
    reading="the pseudo-code read literally (with fattree's host labels)",
    readings=("kantc.alg1.shortest", "kantc.alg1.shortest.written"),
    notes="The other reading of Algorithm 1 (alg1.shortest follows the prose): the "
          "pseudo-code's first test compares W_{n-2}..W_{LW} with T_{n-2}..T_{LW}, at a host "
          "down to D_0, which the paper leaves undefined for hosts; with fattree's labels (D_0 "
          "= the index of the nearest intermediate switch, 'aligned ... for the convenience "
          "of the routing') a same-cube packet whose hosts differ in D_0 climbs to level 1 "
          "(_pseudocode_route). Fails already for k = 3: KANTC(3,2), hosts 001 (nearest 000) "
          "and 011 (nearest 010 or 111, either tie) are adjacent, the pseudo-code takes 6 hops "
          "node to node instead of 3. Routes from one node per host of cube 0 to every node, "
          "against BFS; every route is also checked to be a walk along links.")
def _(k, n):
    g = _g("KANTC", k, n)
    csr, nodes = g.csr(), g.compute_nodes().tolist()
    host, adj = _host_of(g, csr), _edge_set(g._edges)
    labels = {int(h): g.label(int(h)) for h in g.hosts()}
    valid = shortest = True
    for a, _ in g.node_representatives():
        dist = bfs_distances(csr, a)
        for b in nodes:
            if b != a:
                path = _pseudocode_route(g, host, labels, a, b)
                valid &= path[0] == a and path[-1] == b and all(
                    (min(u, v), max(u, v)) in adj for u, v in zip(path, path[1:]))
                shortest &= len(path) - 1 == int(dist[b])
    return (True, True), (valid, shortest)


claims.not_checkable(
    "kantc.alg2.text", where="Section IV-B",
    statement="This routing algorithm is formally given in Algorithm 2",
    premises=(_MIKANTC, _MI_ROUTING),
    reason="Algorithm 2 is not in the paper's text (Algorithm 1 is, as a listing; the text "
           "conversion drops the figures, so whether the PDF prints Algorithm 2 cannot be "
           "decided from it); the prose routing is checked as kantc.alg2.shortest.")


claims.not_checkable(
    "kantc.s4c.latency", where="Section IV-C, Fig. 5",
    statement="Packet latencies of KANTC(3,4) and MiKANTC(3,4) under uniform traffic (buffer "
              "8); the algorithm works efficiently when the load is below 40%",
    premises=(_KANTC, _MIKANTC, _ROUTING, _MI_ROUTING),
    reason="Cycle-level simulation results; the paper does not define the simulator (buffer per "
           "port or per switch, arbitration, link and switch timing, what 'efficiently' means), "
           "so Fig. 5 cannot be recomputed from the text.")
