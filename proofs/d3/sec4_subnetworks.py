"""Claims of paper ``d3``: Section 4, Subnetworks and Partitions: Theorem 1, Corollary 1.

Draper, *The Swapped Dragonfly*.  The conventions, the errata and what is not registered
are in ``d3/__init__.py``.
"""

from __future__ import annotations

import itertools

import networkx as nx

from latticegraph.topologies.dragonfly import (check_port_isomorphism, theorem1_map,
    theorem1_port_table)

from . import claims
from ._common import (_explicit_iso, _graceful, _kappa_lambda_ok, _km, _label_graph,
    _lambda_sub_ok, _nauty_iso, _net, _size)


def _lambda_domain():
    out = []
    for K, M in sorted([(1, 3), (2, 3), (1, 4), (2, 4), (3, 3)], key=lambda x: x[0] * x[1] ** 2):
        for L in range(1, M):
            for lam in itertools.combinations(range(M), L):
                out.append({"K": K, "M": M, "lam": lam})
    return out


@claims.instances(
    "d3.sec4.lambda_closed", where="Section 4; Section 6 (quadratic scaling)",
    statement="If lambda is a subset of {0..M-1} of size L, {(c, d, p) : {d, p} in lambda} is "
              "closed under global links and looks like D3(N, L).",
    notes="'{d, p} in lambda' read as d, p both in lambda. Checked: closure, explicit port map "
          "(lambda_map), edge-by-edge image and pynauty.",
    params=_lambda_domain, size=lambda K, M, lam: K * M * M)
def _(K, M, lam):
    return True, _lambda_sub_ok(K, M, lam)


@claims.instances(
    "d3.sec4.kappa_lambda", where="Section 4",
    statement="Combining both constraints yields a network that looks like D3(K, L) inside D3(N, M).",
    notes="Every kappa of size 1..N-1 and every lambda of size 1..M-1 of each (N, M).",
    params=lambda: [{"N": N, "M": M, "kappa": ka, "lam": la}
                    for N, M in [(2, 2), (3, 2), (3, 3), (4, 3)]
                    for K in range(1, N) for ka in itertools.combinations(range(N), K)
                    for L in range(1, M) for la in itertools.combinations(range(M), L)],
    size=lambda N, M, kappa, lam: N * M * M)
def _(N, M, kappa, lam):
    return True, _kappa_lambda_ok(N, M, kappa, lam)


_THM1 = ("Theorem 1: routers have N global ports; K < N",)


def _thm1_ok(N, M, kappa):
    K = len(kappa)
    rmap, pmap = theorem1_map(kappa, N, M)
    small, big = _net(K, M), _net(N, M)
    sub = _label_graph(N, M).subgraph(rmap.values())
    return (not check_port_isomorphism(small, big, rmap,
                                       lambda r, kind, a: pmap[(r[0], a)] if kind == "g" else a)
            and _explicit_iso(_label_graph(K, M), sub, rmap)
            and _nauty_iso(_label_graph(K, M), sub))


@claims.instances(
    "d3.thm1", where="Theorem 1; Section 1; Table 1 row 3",
    statement="Let K < N, kappa = {k_0..k_{K-1}} a subset of {0..N-1}, a_{j,i} = k_j - k_i mod N. "
              "D3(kappa, M, N) = {(k_i, d, p, (a_{j,i}))}, a subnetwork of D3(N, M), is "
              "isomorphic to D3(K, M).",
    notes="Explicit map (i, d, p) -> (k_i, d, p), global port j - i mod K -> a_{j,i}, checked "
          "port by port, edge by edge, and by pynauty certificates. All subsets kappa.",
    premises=_THM1,
    params=lambda: [{"N": N, "M": M, "kappa": ka}
                    for N, M in [(2, 1), (2, 2), (3, 2), (2, 3), (4, 2), (3, 3), (5, 2)]
                    for K in range(1, N) for ka in itertools.combinations(range(N), K)],
    size=lambda N, M, kappa: N * M * M)
def _(N, M, kappa):
    return True, _thm1_ok(N, M, kappa)


def _set_partitions(xs):
    if not xs:
        yield []
        return
    first, rest = xs[0], xs[1:]
    for part in _set_partitions(rest):
        for i in range(len(part)):
            yield part[:i] + [[first] + part[i]] + part[i + 1:]
        yield [[first]] + part


@claims.instances(
    "d3.thm1.partition", where="Section 4, after Theorem 1",
    statement="D3(N, M) contains non-intersecting subnetworks D3(K_i, M) based upon any partition "
              "of {0..N-1}.",
    premises=_THM1,
    params=lambda: [{"N": N, "M": M} for N, M in [(2, 2), (3, 2), (4, 2), (3, 3)]],
    size=lambda N, M: N * M * M)
def _(N, M):
    bad = []
    for part in _set_partitions(list(range(N))):
        for block in part:
            G_sub = _label_graph(N, M).subgraph([r for r in _net(N, M).routers() if r[0] in block])
            if len(block) < N and not _thm1_ok(N, M, tuple(block)):
                bad.append(block)
            if len(block) == N and not _nauty_iso(G_sub, _label_graph(N, M)):
                bad.append(block)
    return [], bad


@claims.instances(
    "d3.sec4.isolated_local", where="Section 4, after the table",
    statement="Both local and global subnetworks can be used to create isolated subnetworks of type "
              "D3.",
    notes="Local side: for every partition of {0..M-1} into blocks lambda_i (at least two), the "
          "sets {(c, d, p) : d, p in lambda_i} are sub-networks D3(K, |lambda_i|) (explicit port "
          "map, edge by edge, pynauty) and no link joins two of them (isolated). Global side "
          "(cabinet partitions): d3.thm1.partition.",
    params=_km([(1, 2), (1, 3), (2, 3), (1, 4), (2, 4)]), size=_size)
def _(K, M):
    G = _label_graph(K, M)
    subs_ok, crossing = True, 0
    for blocks in _set_partitions(list(range(M))):
        if len(blocks) < 2:
            continue
        part = {r: i for i, b in enumerate(blocks) for r in G if r[1] in b and r[2] in b}
        crossing += sum(1 for u, v in G.edges if u in part and v in part and part[u] != part[v])
        subs_ok &= all(_lambda_sub_ok(K, M, tuple(sorted(b))) for b in blocks)
    return (True, 0), (subs_ok, crossing)


@claims.instances(
    "d3.sec4.graceful", where="Section 4, after Theorem 1; Section 6 (graceful scaling); Section 13",
    statement="A network with K cabinets can be scaled up to any size <= N at only the added cost "
              "of the additional cabinets and their global wiring; no existing wiring need be moved "
              "provided the original network was wired as D3(kappa, M, N). Otherwise some of the "
              "global network wiring in the original machine will have to be changed.",
    notes="Checked port by port for every kappa of size K < N: (1) every global link of D3(kappa, M, "
          "N) is a link of D3(N, M) with the same two ports; (2) every link of D3(N, M) between "
          "two cabinets of kappa is one of them, so the expansion adds only links touching new "
          "cabinets; (3) the standard wiring of D3(K, M) (cabinet i on k_i, ports unchanged) has "
          "links that must move exactly when K >= 2 (for K = 1 it is the D3(kappa, M, N) wiring: "
          "only port 0). Computed: the kappa where one of the three fails.",
    params=lambda: [{"N": N, "M": M} for N in (2, 3, 4) for M in (1, 2, 3)],
    size=lambda N, M: N * M * M)
def _(N, M):
    bad = []
    for K in range(1, N):
        for kappa in itertools.combinations(range(N), K):
            same, only_new, moved = _graceful(K, N, M, kappa)
            if (same, only_new, moved > 0) != (True, True, K >= 2):
                bad.append((kappa, same, only_new, moved))
    return [], bad


TABLE_D34 = {"kappa": (1, 2, 5, 8),
             "rows": ((0, 1, 4, 7), (3, 0, 6, 8), (5, 6, 0, 3), (3, 6, 5, 0))}


TABLE_D35 = {"kappa": (0, 3, 4, 6, 7),
             "rows": ((0, 3, 4, 6, 7), (8, 0, 1, 3, 4), (5, 8, 0, 2, 3), (3, 6, 7, 0, 1),
                      (2, 5, 6, 8, 0))}


@claims.instances(
    "d3.sec4.table_d34", where="Section 4, table (left)",
    statement="Cabinets k_i = 1, 2, 5, 8 and global ports {0,1,4,7}, {3,0,6,8}, {5,6,0,3}, "
              "{3,6,5,0} create a D3(4, M) inside D3(9, M).",
    notes="Entry j of row i compared with a_{j,i} = k_j - k_i mod 9 (the order in which rows 0 "
          "and 2 are printed; the conversion rule 'gamma' is the element gamma of vector i' reads "
          "the rows as vectors). Row 1: printed (3,0,6,8), computed (8,0,3,6) (same set, other "
          "order). Row 3: printed (3,6,5,0), computed (2,3,6,0) (different set: port 5 from "
          "cabinet 8 reaches cabinet 4, not in kappa). Alternative checked: read as sets (the "
          "printed braces), rows 0-2 agree and row 3 still fails (d3.sec4.table_d34.sets). "
          "Ordered by gamma = j - i mod K (the association in Theorem 1's proof) rows 1-3 fail.",
    reading="row i = the vector (a_{0,i}, ..., a_{K-1,i}), in order",
    readings=("d3.sec4.table_d34.sets",),
    params={"i": range(4)}, expect="refuted", erratum="slip",
    witness={'i': 1})
def _(i):
    return TABLE_D34["rows"][i], theorem1_port_table(TABLE_D34["kappa"], 9)[i]


@claims.instances(
    "d3.sec4.table_d35", where="Section 4, table (right)",
    statement="Cabinets k_i = 0, 3, 4, 6, 7 and global ports {0,3,4,6,7}, {8,0,1,3,4}, "
              "{5,8,0,2,3}, {3,6,7,0,1}, {2,5,6,8,0} create the complementary D3(5, M) inside "
              "D3(9, M).",
    notes="Row 1 (k_1 = 3), entry 0: printed 8, computed 0 - 3 = 6 mod 9; all other entries agree.",
    reading="row i = the vector (a_{0,i}, ..., a_{K-1,i}), in order",
    readings=("d3.sec4.table_d35.sets",),
    params={"i": range(5)}, expect="refuted", erratum="slip",
    witness={'i': 1})
def _(i):
    return TABLE_D35["rows"][i], theorem1_port_table(TABLE_D35["kappa"], 9)[i]


@claims.instances(
    "d3.sec4.table_d34.sets", where="Section 4, table (left)",
    statement="Cabinets k_i = 1, 2, 5, 8 and global ports {0,1,4,7}, {3,0,6,8}, {5,6,0,3}, "
              "{3,6,5,0} create a D3(4, M) inside D3(9, M).",
    notes="Row i read as the set (the printed braces) of global ports of cabinet k_i that reach "
          "cabinets of kappa: {k_j - k_i mod 9}. Row 3 (k_3 = 8): printed {0,3,5,6}, computed "
          "{0,2,3,6} (1 - 8 = 2 mod 9; port 5 reaches cabinet 4, not in kappa).",
    reading="row i = a set of ports", readings=("d3.sec4.table_d34",),
    params={"i": range(4)}, expect="refuted", erratum="slip", witness={"i": 3})
def _(i):
    return set(TABLE_D34["rows"][i]), set(theorem1_port_table(TABLE_D34["kappa"], 9)[i])


@claims.instances(
    "d3.sec4.table_d35.sets", where="Section 4, table (right)",
    statement="Cabinets k_i = 0, 3, 4, 6, 7 and global ports {0,3,4,6,7}, {8,0,1,3,4}, "
              "{5,8,0,2,3}, {3,6,7,0,1}, {2,5,6,8,0} create the complementary D3(5, M) inside "
              "D3(9, M).",
    notes="Row i read as a set. Row 1 (k_1 = 3): printed {0,1,3,4,8}, computed {0,1,3,4,6} "
          "(port 8 reaches cabinet 2, not in kappa).",
    reading="row i = a set of ports", readings=("d3.sec4.table_d35",),
    params={"i": range(5)}, expect="refuted", erratum="slip", witness={"i": 1})
def _(i):
    return set(TABLE_D35["rows"][i]), set(theorem1_port_table(TABLE_D35["kappa"], 9)[i])


@claims.instances(
    "d3.sec4.table_cabinets", where="Section 4, table",
    statement="The D3(4, M) on cabinets {1, 2, 5, 8} and the D3(5, M) on {0, 3, 4, 6, 7} are "
              "complementary (a partition of the 9 cabinets of D3(9, M)), each a sub-network "
              "isomorphic to D3(4, M), D3(5, M).",
    notes="Verified for M = 1..3 (the statement is for every M, so this is a range, not a proof).",
    params={"M": [1, 2, 3]}, size=lambda M: 9 * M * M)
def _(M):
    k1, k2 = TABLE_D34["kappa"], TABLE_D35["kappa"]
    return (True, True, True), (sorted(k1 + k2) == list(range(9)), _thm1_ok(9, M, k1),
                                _thm1_ok(9, M, k2))


def _conversion(table, i, g, rows):
    """(cabinet reached with gamma' = rows[i][g], cabinet k_{i+g} the isomorphism requires)."""
    kappa = table["kappa"]
    K = len(kappa)
    gprime = rows[i][g]
    return (kappa[i] + gprime) % 9, kappa[(i + g) % K]


@claims.instances(
    "d3.sec4.conversion", where="Section 4, after the table",
    statement="To convert a D3(4, M) vector (gamma, pi, delta) at (i, d, p) to a D3(9, M) vector "
              "(gamma', pi, delta) at (k_i, d, p), gamma' is the element gamma of vector i.",
    notes="The converted packet must reach cabinet k_{i+gamma}. With the printed vectors: "
          "i = 1, gamma = 0 gives gamma' = 3, cabinet 5, not k_1 = 2. Even with the corrected "
          "entries a_{j,i} (column j = target cabinet) element gamma reaches k_gamma, not "
          "k_{i+gamma}, for i != 0.",
    params=lambda: [{"table": t, "i": i, "g": g} for t, tab in (("d34", TABLE_D34), ("d35", TABLE_D35))
                    for i in range(len(tab["kappa"])) for g in range(len(tab["kappa"]))],
    expect="refuted", erratum="substantive",
    witness={'table': 'd34', 'i': 1, 'g': 0})
def _(table, i, g):
    tab = TABLE_D34 if table == "d34" else TABLE_D35
    reached, required = _conversion(tab, i, g, tab["rows"])
    return required, reached


@claims.instances(
    "d3.sec4.conversion.corrected", where="Section 4, after the table",
    statement="gamma' is element (i + gamma mod K) of vector i when vector i lists "
              "a_{j,i} = k_j - k_i mod 9 for j = 0..K-1.",
    corrects="d3.sec4.conversion",
    params=lambda: [{"table": t, "i": i, "g": g} for t, tab in (("d34", TABLE_D34), ("d35", TABLE_D35))
                    for i in range(len(tab["kappa"])) for g in range(len(tab["kappa"]))])
def _(table, i, g):
    tab = TABLE_D34 if table == "d34" else TABLE_D35
    K = len(tab["kappa"])
    rows = theorem1_port_table(tab["kappa"], 9)
    rot = [tuple(r[(ii + gg) % K] for gg in range(K)) for ii, r in enumerate(rows)]
    reached, required = _conversion(tab, i, g, rot)
    return required, reached


@claims.instances(
    "d3.sec4.maintenance_drawer", where="Section 4; Section 13",
    statement="If drawer (c, d, p) needs to be replaced, maintenance can be performed while the "
              "network D3(K, M - 1) is operating. This takes K(2M - 1) routers off-line.",
    notes="'drawer (c, d, p)' is garbled (a drawer is (c, d)); read as removing index x from "
          "lambda (Section 4): routers with d = x or p = x go off-line, i.e. drawers (*, x) and "
          "router x of every other drawer, which is what leaves a D3(K, M - 1). Alternative: "
          "taking only drawer (c, x) off-line removes M routers but leaves no D3(K, M - 1).",
    params=lambda: [{"K": K, "M": M, "x": x} for K, M in [(1, 2), (2, 2), (1, 3), (2, 3), (3, 3),
                                                          (2, 4)] for x in range(M)],
    size=lambda K, M, x: K * M * M)
def _(K, M, x):
    lam = tuple(v for v in range(M) if v != x)
    off = sum(1 for r in _net(K, M).routers() if x in (r[1], r[2]))
    return (K * (2 * M - 1), True), (off, _lambda_sub_ok(K, M, lam))


@claims.instances(
    "d3.sec4.maintenance_cabinet", where="Section 4",
    statement="A cabinet can be taken off line leaving a D3(K - 1, M) running. This takes M^2 "
              "routers off line.",
    params=lambda: [{"K": K, "M": M, "c": c} for K, M in [(2, 2), (3, 2), (2, 3), (3, 3), (4, 2)]
                    for c in range(K)],
    size=lambda K, M, c: K * M * M)
def _(K, M, c):
    kappa = tuple(x for x in range(K) if x != c)
    off = sum(1 for r in _net(K, M).routers() if r[0] == c)
    return (M * M, True), (off, _thm1_ok(K, M, kappa))


_COR1_K = ("Corollary 1, proof: K even (D3(K, M) halved into two D3(K/2, M))",)
_COR1_M = ("Corollary 1, proof: M even (router indices halved, D3(K, M/2))",)


def _lambda_cut(K, M):
    """Cut of the router halves {0..M/2-1}, {M/2..M-1} in every drawer: (its links, the sorted
    sizes of the components left, whether the two {d, p in half} sets are components)."""
    G = _label_graph(K, M)
    half = set(range(M // 2))
    cut = [(u, v) for u, v in G.edges if u[:2] == v[:2] and (u[2] in half) != (v[2] in half)]
    H = G.copy()
    H.remove_edges_from(cut)
    comps = [frozenset(c) for c in nx.connected_components(H)]
    blocks = [frozenset(r for r in G if (r[1] in b) and (r[2] in b))
              for b in (half, set(range(M)) - half)]
    return len(cut), sorted(len(c) for c in comps), all(b in comps for b in blocks)


def _cabinet_cut(K, M):
    G = _label_graph(K, M)
    half = set(range(K // 2))
    cut = [(u, v) for u, v in G.edges if (u[0] in half) != (v[0] in half)]
    H = G.copy()
    H.remove_edges_from(cut)
    return len(cut), nx.number_connected_components(H)


@claims.instances(
    "d3.cor1.cabinet_cut", where="Corollary 1 (first value) and its proof",
    statement="D3(K, M) has a cutset of size min(K^2M^2/2, KM^3/2): partition D3(K, M) into "
              "D3(K/2, M); every router is denied access to K/2 global ports; this gives a "
              "cutset of size K^2M^2/2.",
    notes="The links between the two cabinet halves number K^2M^2/4 (smallest counterexample "
          "D3(2,1): printed 2, computed 1 link). K^2M^2/2 counts denied port ends, i.e. each "
          "link twice: counted in directed channels the value holds (d3.cor1.cabinet_cut.channels).",
    premises=_COR1_K, reading="cutset size in links (bidirectional links, Section 2)",
    readings=("d3.cor1.cabinet_cut.channels",),
    params=_km([(K, M) for K in (2, 4) for M in range(1, 5)]), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 2, 'M': 1})
def _(K, M):
    return K * K * M * M // 2, _cabinet_cut(K, M)[0]


@claims.instances(
    "d3.cor1.cabinet_cut.links", where="Corollary 1",
    statement="For even K the cabinet halving of D3(K, M) is a cutset of K^2M^2/4 links whose "
              "removal leaves the two D3(K/2, M).",
    corrects="d3.cor1.cabinet_cut",
    params=_km([(K, M) for K in (2, 4, 6) for M in range(1, 5)]), size=_size)
def _(K, M):
    return (K * K * M * M // 4, 2), _cabinet_cut(K, M)


@claims.instances(
    "d3.cor1.lambda_partition", where="Corollary 1, proof (second value)",
    statement="Partitioning [D3(K, M)] into D3(K, M/2) yields the other value (KM^3/2).",
    notes="The sub-networks {d, p in lambda_1} and {d, p in lambda_2} for a halving of {0..M-1} "
          "contain only KM^2/2 of the KM^2 routers (routers with d, p in different halves "
          "belong to neither) and no link joins them, so they do not partition D3(K, M). "
          "KM^3/2 equals the number of local port ends if every router loses M/2 local ports; "
          "no cut of that size is defined by the printed construction.",
    premises=_COR1_M, reading="literal: a partition of the routers into D3(K, M/2)",
    readings=("d3.cor1.cabinet_cut.channels",),
    params=_km([(K, M) for K in (1, 2, 3) for M in (2, 4)]), size=_size, expect="refuted", erratum="substantive",
    witness={'K': 1, 'M': 2})
def _(K, M):
    half = set(range(M // 2))
    covered = sum(1 for r in _net(K, M).routers()
                  if (r[1] in half) == (r[2] in half))
    return K * M * M, covered


@claims.instances(
    "d3.cor1.cabinet_cut.channels", where="Corollary 1 and its proof",
    statement="D3(K, M) has a cutset of size min(K^2M^2/2, KM^3/2), sizes counted in directed "
              "channels (two per bidirectional link, i.e. the ports denied, as the proof counts): "
              "the cabinet halving denies every router K/2 global ports (K^2M^2/2), the router-index "
              "halving of every drawer denies every router M/2 local ports (KM^3/2).",
    notes="Computed on the graph: both cuts disconnect it, and twice their numbers of links.",
    premises=_COR1_K + _COR1_M, reading="sizes in directed channels (ports denied)",
    readings=("d3.cor1.cabinet_cut", "d3.cor1.lambda_partition"),
    params=_km([(K, M) for K in (2, 4) for M in (2, 4)]), size=_size)
def _(K, M):
    kc, kcomp = _cabinet_cut(K, M)
    lc, lcomp, _ = _lambda_cut(K, M)
    return ((K * K * M * M // 2, K * M ** 3 // 2, min(K * K * M * M, K * M ** 3) // 2, True),
            (2 * kc, 2 * lc, min(2 * kc, 2 * lc), kcomp >= 2 and len(lcomp) >= 2))


@claims.instances(
    "d3.cor1.lambda_partition.links", where="Corollary 1, proof (second value)",
    statement="For even M, removing the local links between the router halves {0..M/2-1} and "
              "{M/2..M-1} of every drawer (every router denied M/2 local ports) is a cutset of "
              "KM^3/4 links; it leaves the two D3(K, M/2) {d, p in one half} as components, and the "
              "KM^2/2 routers with d, p in different halves as a third.",
    corrects="d3.cor1.lambda_partition", premises=_COR1_M,
    params=_km([(K, M) for K in (1, 2, 3) for M in (2, 4, 6)]), size=_size)
def _(K, M):
    return ((K * M ** 3 // 4, sorted([K * M * M // 4, K * M * M // 4, K * M * M // 2]), True),
            _lambda_cut(K, M))
