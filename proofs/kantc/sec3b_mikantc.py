"""Claims of paper ``kantc``: Section III-B: MiKANTC wiring and examples.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions and what is not registered are in ``kantc/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import scipy.sparse as sp

from latticegraph.orbits import symmetry

from . import claims
from ._common import _block, _counts, _cubes, _domain, _g, _half_is, _sz, _tree_part


#: premise of Section III-B
_MIKANTC = ("Section III-B: MiKANTC(k, n): MiKANT(k, n) with the level-0 switches of each group "
            "in k-cubes as in KANTC (2k^(n-2) cubes, so n >= 2; k, n >= 2 checked)")


@claims.exhaustive(
    "kantc.s3b.example", where="Section III-B",
    statement="MiKANTC(3,4) has 2k^(n-2) = 18 3-cubes. There are 270 compute nodes",
    params={"k": [3], "n": [4]}, size=_sz("MiKANTC"), premises=(_MIKANTC,))
def _(k, n):
    g = _g("MiKANTC", k, n)
    return (18, 270), (len(_cubes(g)), _counts(g)[0])


def _rule_neighbours(g, lab) -> set:
    """The neighbours the printed rule gives a switch at level 1..n-2 (C = 0)."""
    G, L, D = lab[0], lab[1], list(lab[2:2 + g.n - 1])
    C = tuple(lab[2 + g.n - 1:])
    pos = g.n - 2 - L                      # index of D_L in (D_{n-2}, ..., D_0)
    out = set()
    if L < g.n - 2:
        for x in range(g.k):
            out.add((G, L + 1) + tuple(D[:pos] + [x] + D[pos + 1:]) + C)
    else:
        for x in range(g.k):
            out.add((1 - G, L) + tuple([x] + D[1:]) + C)
    return out


@claims.instances(
    "kantc.s3b.rule", where="Section III-B",
    statement="If 0 <= level < n-2, a switch <G, L, D_{n-2}..D_L..D_0, C> connects to "
              "<G, L+1, D_{n-2}..D_{L+1}, *', D_{L-1}..D_0, C>; otherwise (L = n-2) to "
              "<1-G, L, *', D_{n-3}..D_0, C>, *' in {0..k-1} [switches of levels 1..n-2]",
    params=_domain("MiKANTC", limit=200_000, nmin=3), size=_sz("MiKANTC"),
    premises=(_MIKANTC,), parts=("kantc.s3b.rule.level0",),
    notes="Checked for every switch at levels 1..n-2 (C = 0 there): its up-neighbours (level "
          "L+1 in its group, or the other group at L = n-2) are exactly those of the rule. "
          "Level 0 (the cube switches) is s3b.rule.level0: there the rule as printed keeps "
          "C, but the level-1 switches have C = 0 (Section III-A: 'the <C> part of the n-1 to "
          "1 layer will remain all-zero'), and only the intermediate switches go up.")
def _(k, n):
    g = _g("MiKANTC", k, n)
    csr = g.csr()
    bad = 0
    for v in range(g.cube_off):
        lab = g.label(v)
        L = lab[1]
        ups = {g.label(w) for w in csr[[v]].indices.tolist()
               if g.label(w)[1] > L or (L == n - 2 and g.label(w)[0] != lab[0])}
        bad += ups != _rule_neighbours(g, lab)
    return 0, bad


def _outside_neighbours(g, csr, v) -> set:
    """Labels of the switches adjacent to cube switch ``v`` outside its own cube."""
    return {g.label(w) for w in csr[[v]].indices.tolist()
            if w < g.node_off and _block(g, w) != _block(g, v)}


def _bits(k: int, code: int) -> tuple[int, ...]:
    return tuple((code >> b) & 1 for b in reversed(range(k)))


def _level0_mismatches(g, rule) -> int:
    """Cube switches whose switches outside their cube differ from ``rule(label)``."""
    csr = g.csr()
    return sum(_outside_neighbours(g, csr, v) != rule(g.label(v))
               for v in range(g.cube_off, g.node_off))


@claims.instances(
    "kantc.s3b.rule.level0", where="Section III-B",
    statement="If 0 <= level < n-2, a switch <G, L, D_{n-2}..D_L..D_0, C> connects to "
              "<G, L+1, D_{n-2}..D_{L+1}, *', D_{L-1}..D_0, C>; otherwise (L = n-2) to "
              "<1-G, L, *', D_{n-3}..D_0, C> [the switches of level 0, the cube switches]",
    params=_domain("MiKANTC", limit=5_000), size=_sz("MiKANTC"), expect="refuted",
    erratum="slip", witness={"k": 2, "n": 2}, premises=(_MIKANTC,),
    parts=("kantc.s3b.rule",),
    notes="The rule applied as printed to every level-0 switch <G, 0, D, C> (D_0 of a host: "
          "the index of its nearest intermediate switch, fattree's labels): the switches it "
          "names outside the cube are compared with the built graph's. It fails twice: the "
          "host switches have no links outside their cube, and an intermediate switch I_j "
          "keeps its code C = I_j in the rule, but the level-1 switches carry C = 0 (n >= 3), "
          "and the other group's intermediate switches <1-G, 0, *', C> carry their own codes "
          "(n = 2). A notation slip; s3b.rule.level0.corrected. Counted: switches that "
          "disagree (printed 0).")
def _(k, n):
    g = _g("MiKANTC", k, n)
    return 0, _level0_mismatches(g, lambda lab: _rule_neighbours(g, lab))


def _level0_corrected(g, lab) -> set:
    """Up-links of a cube switch: I_j -> <G, 1, D_{n-2}..D_1, *', 0> (n >= 3) or the other
    group's intermediate switches <1-G, 0, *', I_*'> (n = 2); none for a host."""
    G, D, C = lab[0], lab[2:1 + g.n], sum(b << i for i, b in enumerate(reversed(lab[1 + g.n:])))
    if C not in g.intermediates:
        return set()
    if g.n == 2:
        return {(1 - G, 0, x) + _bits(g.k, g.intermediates[x]) for x in range(g.k)}
    return {(G, 1) + D[:-1] + (x,) + (0,) * g.k for x in range(g.k)}


@claims.instances(
    "kantc.s3b.rule.level0.corrected", where="Section III-B (corrected)",
    statement="At level 0 only the intermediate switches go up: <G, 0, D, I_j> (D_0 = j) "
              "connects to <G, 1, D_{n-2}..D_1, *', 0> (n >= 3; C reset to 0), or to the other "
              "group's intermediate switches <1-G, 0, *', I_*'> (n = 2); host switches have no "
              "links outside their cube",
    params=_domain("MiKANTC", limit=5_000), size=_sz("MiKANTC"), premises=(_MIKANTC,),
    corrects="kantc.s3b.rule.level0")
def _(k, n):
    g = _g("MiKANTC", k, n)
    return 0, _level0_mismatches(g, lambda lab: _level0_corrected(g, lab))


@claims.exhaustive(
    "kantc.s3b.wiring_example.printed", where="Section III-B",
    statement="In MiKANTC(3,4), a switch W<0,2,1,1,0,0,0,0,0> is connected to switches "
              "<1,2,0,1,0,0,0,0>, <1,2,1,1,0,0,0,0>, and <1,2,2,1,0,0,0,0> in a different group",
    params={"k": [3], "n": [4]}, size=_sz("MiKANTC"), expect="refuted", erratum="slip",
    witness={"k": 3, "n": 4}, premises=(_MIKANTC,),
    notes="A MiKANTC(3,4) switch label <G, L, D2 D1 D0, C2 C1 C0> has 8 entries; the printed W "
          "has 9 (one zero too many), so it names no switch (checked: fattree's switch_index "
          "rejects it). The 8-entry label is s3b.wiring_example, which corrects this.")
def _(k, n):
    g = _g("MiKANTC", k, n)
    try:
        g.switch_index((0, 2, 1, 1, 0, 0, 0, 0, 0))
    except ValueError:
        return True, False
    return True, True


@claims.exhaustive(
    "kantc.s3b.wiring_example", where="Section III-B (corrected)",
    statement="In MiKANTC(3,4), a switch W<0,2,1,1,0,0,0,0> is connected to switches "
              "<1,2,0,1,0,0,0,0>, <1,2,1,1,0,0,0,0>, and <1,2,2,1,0,0,0,0> in a different group",
    params={"k": [3], "n": [4]}, size=_sz("MiKANTC"), corrects="kantc.s3b.wiring_example.printed",
    premises=(_MIKANTC,),
    notes="The printed W <0,2,1,1,0,0,0,0,0> has one zero too many; dropping any one of its "
          "trailing zeros gives this 8-entry label.")
def _(k, n):
    g = _g("MiKANTC", k, n)
    w = g.switch_index((0, 2, 1, 1, 0, 0, 0, 0))
    other = sorted(g.label(v) for v in g.csr()[[w]].indices.tolist() if g.label(v)[0] == 1)
    return [(1, 2, 0, 1, 0, 0, 0, 0), (1, 2, 1, 1, 0, 0, 0, 0), (1, 2, 2, 1, 0, 0, 0, 0)], other


@claims.instances(
    "kantc.s3b.halves", where="Section III-B",
    statement="The level 2 switches of group 0 and group 1 form a KANTC(3, 4); the level 2 "
              "switches of group 1 and group 0 form another KANTC(3, 4) [for MiKANTC(3,4)]",
    params=_domain("MiKANTC", limit=20_000, nmin=3), size=_sz("MiKANTC"),
    premises=(_MIKANTC,),
    reading="group G (its cubes and levels 1..n-2) together with the level n-2 switches of "
            "group 1-G, as its roots",
    readings=("kantc.s3b.halves.literal",),
    notes="Read as: group G together with the level n-2 switches of group 1-G (as roots) "
          "induces a copy of KANTC(k, n). Checked with the explicit map <0,L,D,C> -> <L,D,C>, "
          "<1,n-2,D,0> -> <n-1,D,0>, group-0 nodes in order: the induced edges are exactly "
          "KANTC's (group 1 follows by the group swap). Includes (3,4). The literal reading "
          "(the level-2 switches alone) is kantc.s3b.halves.literal.")
def _(k, n):
    return True, _half_is(_g("MiKANTC", k, n), _g("KANTC", k, n))


@claims.exhaustive(
    "kantc.s3b.halves.literal", where="Section III-B",
    statement="The level 2 switches of group 0 and group 1 form a KANTC(3, 4) [read literally: "
              "the subgraph of MiKANTC(3,4) induced by the level-2 switches of both groups]",
    params={"k": [3], "n": [4]}, size=_sz("MiKANTC"), premises=(_MIKANTC,),
    reading="the level n-2 = 2 switches of the two groups, alone",
    readings=("kantc.s3b.halves",), expect="refuted", erratum="slip", witness={"k": 3, "n": 4},
    notes="Compared: (vertices, links) of KANTC(3,4) and of the subgraph induced by the 54 "
          "level-2 switches of MiKANTC(3,4) (nine disjoint K_{3,3}: 81 links); different "
          "sizes, so no KANTC(3,4). The sentence names only the switches that join the groups; "
          "what it means holds: kantc.s3b.halves.")
def _(k, n):
    m, t = _g("MiKANTC", k, n), _g("KANTC", k, n)
    top = np.array([v for v in range(m.cube_off) if m.label(v)[1] == n - 2])
    keep = np.zeros(m.order, dtype=bool)
    keep[top] = True
    e = m._edges
    return (t.order, t.size), (len(top), int((keep[e[:, 0]] & keep[e[:, 1]]).sum()))


@claims.instances(
    "kantc.s3b.replace", where="Section III-B; Theorem 6 (proof)",
    statement="Mirrored k-ary n-tree k-cube, MiKANTC(k, n), is assembled based on MiKANT(k, n) "
              "and k-cube [the upper part is MiKANT, the lower part 2k^(n-2) k-cubes]",
    params=_domain("MiKANTC", limit=20_000), size=_sz("MiKANTC"), premises=(_MIKANTC,),
    notes="As s3a.replace: the tree switches and the intermediate switches of MiKANTC(k, n), "
          "without the cube links, are exactly the switches and switch links of MiKANT(k, n) "
          "(label map <G, L, D, C> -> <G, L, D>); the number of cubes is s3b.example and "
          "thm8.proof.layers.")
def _(k, n):
    return True, _tree_part(_g("MiKANTC", k, n), _g("MiKANT", k, n))


def _same_group_domain(limit: int, limit2: int):
    """n >= 3 up to ``limit`` vertices, and n = 2 up to ``limit2`` (one root per host of cube 0,
    2^k - k of them: MiKANTC(12, 2) costs 18 s, (10, 2) under 1 s), in increasing order."""
    def build():
        rows = _domain("MiKANTC", limit=limit, nmin=3)() + [
            r for r in _domain("MiKANTC", limit=limit2)() if r["n"] == 2]
        return sorted(rows, key=lambda r: (_sz("MiKANTC")(**r), r["k"]))
    return build


def _cube0_host_table(g) -> tuple[np.ndarray, np.ndarray]:
    """Distances and numbers of shortest paths from every host of cube 0 (group 0) to every
    host of ``g`` (KANTC, MiKANTC), one row per cube-0 host (in host order), from the orbit
    engine: BFS on the quotient by the certified stabiliser of cube 0
    (:func:`latticegraph.orbits.symmetry`), no BFS on the graph.

    A root ``r`` of cube 0 is a singleton cell; distances and path counts from ``r`` are
    constant on the cells (an automorphism fixing ``r`` maps shortest paths onto shortest
    paths), and the cells are an equitable partition, so ``sigma(C) = sum over cells D one
    step closer of m(C, D) sigma(D)``, ``m(C, D)`` the number of neighbours in ``D`` of any
    vertex of ``C`` (read off one representative row per cell).  Integers throughout; a
    count that would leave int64 raises rather than wrap.

    >>> from latticegraph.topologies.fattree import kantc
    >>> d, s = _cube0_host_table(kantc(2, 3))
    >>> d.tolist(), s.tolist()       # the two hosts of cube 0 to the four hosts
    ([[0, 2, 6, 6], [2, 0, 6, 6]], [[1, 2, 16, 16], [2, 1, 16, 16]])
    """
    sym = symmetry(g)
    core, cells = sym.core, sym.cells
    nc = int(cells.max()) + 1
    first = np.full(nc, len(cells), np.int64)
    np.minimum.at(first, cells, np.arange(len(cells), dtype=np.int64))
    lens = core.indptr[first + 1] - core.indptr[first]
    nb = np.concatenate([core.indices[core.indptr[c]:core.indptr[c + 1]] for c in first.tolist()])
    mult = sp.csr_array((np.ones(len(nb), np.int64),
                         (np.repeat(np.arange(nc, dtype=np.int64), lens), cells[nb])),
                        shape=(nc, nc))
    mult.sum_duplicates()
    hosts = g.hosts()
    roots = cells[core.attach[hosts[:len(g.host_codes)]]]
    if np.any(np.bincount(cells, minlength=nc)[roots] != 1):
        raise ValueError(f"{g.name}: a host of cube 0 is not a singleton cell")
    dist = np.full((nc, len(roots)), -1, np.int64)
    sigma = np.zeros((nc, len(roots)), np.int64)
    cols = np.arange(len(roots))
    dist[roots, cols], sigma[roots, cols] = 0, 1
    front, d = sigma.copy(), 0
    widest = int(mult.sum(axis=1).max())
    while front.any():
        if int(front.max()) > (2 ** 63 - 1) // widest:
            raise OverflowError(f"{g.name}: a number of shortest paths leaves int64")
        reach = mult @ front
        new = (reach > 0) & (dist < 0)
        d += 1
        dist[new], sigma[new] = d, reach[new]
        front = np.where(new, reach, 0)
    hc = cells[core.attach[hosts]]
    return dist[hc].T, sigma[hc].T


@lru_cache(maxsize=64)
def _same_group_both(k: int, n: int) -> tuple[bool, bool]:
    """(same distances, same distances and numbers of shortest paths): :func:`_same_group`
    for both readings from one pair of tables, kept for the other claim."""
    m, t = _g("MiKANTC", k, n), _g("KANTC", k, n)
    (dm, sm), (dt, st) = _cube0_host_table(m), _cube0_host_table(t)
    h = t.num_hosts
    same = bool(np.array_equal(dm[:, :h], dt))
    return same, same and bool(np.array_equal(sm[:, :h], st))


def _same_group(k: int, n: int, paths: bool) -> bool:
    """From every host of cube 0 of group 0 (every other source follows by automorphisms),
    compare the distances (or numbers of shortest paths) to each group-0 host of
    MiKANTC(k, n) with those between the corresponding hosts of KANTC(k, n)
    (:func:`_cube0_host_table`).  A compute node hangs on its host, so between nodes of
    different hosts these are the host values (distance + 2) and between nodes of one host
    they agree (2 hops, one path): equal host tables are equal node tables."""
    return _same_group_both(k, n)[paths]


#: own cap and n >= 3 domain (vertices) of the s3b.same_group claims, the orbit engine's reach at
#: a few seconds each (CPU: MiKANTC(10, 3), 223,480 vertices, 1.6 s; (2, 14), 262,144, 2.4 s;
#: (8, 4) 0.7 s; as ``ORBIT_CAPS["MiKANTC"]``)
SAME_GROUP_CAP = 300_000


_SAME_GROUP_NOTES = (
    "The node map: group-0 nodes of MiKANTC(k, n) in order onto KANTC(k, n)'s (the group with "
    "the other group's level n-2 switches is KANTC(k, n): kantc.s3b.halves; for n = 2 the "
    "other group's intermediate switches play KANTC(k, 2)'s level 1). ")


@claims.instances(
    "kantc.s3b.same_group", where="Section III-B",
    statement="When the source and destination nodes are in the same group, MiKANTC acts the "
              "same as KANTC",
    params=_same_group_domain(SAME_GROUP_CAP, 25_000), size=_sz("MiKANTC"), premises=(_MIKANTC,),
    max_nodes=SAME_GROUP_CAP,
    reading="same distances between the nodes of one group as between the corresponding "
            "nodes of KANTC(k, n)",
    readings=("kantc.s3b.same_group.paths",),
    notes=_SAME_GROUP_NOTES + "Checked on distances (orbit engine: BFS on the quotient by the "
          "certified stabiliser of cube 0, both graphs). The routing "
          "reading (Section IV-B: 'the routing algorithm of MiKANTC(k, n) is the same as "
          "KANTC(k, n)') is Algorithm 2's claims (sec4_routing); the numbers of shortest paths "
          "are kantc.s3b.same_group.paths.")
def _(k, n):
    return True, _same_group(k, n, paths=False)


@claims.instances(
    "kantc.s3b.same_group.paths", where="Section III-B",
    statement="When the source and destination nodes are in the same group, MiKANTC acts the "
              "same as KANTC [the same numbers of shortest paths]",
    params=_same_group_domain(SAME_GROUP_CAP, 25_000), size=_sz("MiKANTC"), premises=(_MIKANTC,),
    max_nodes=SAME_GROUP_CAP,
    reading="same numbers of shortest paths between the nodes of one group as between the "
            "corresponding nodes of KANTC(k, n) (no shortcut or extra route through the other "
            "group)",
    readings=("kantc.s3b.same_group",),
    notes=_SAME_GROUP_NOTES + "Checked: exact shortest-path counts from the quotient by the "
          "certified stabiliser of cube 0 (sec3b_mikantc._cube0_host_table), both graphs.")
def _(k, n):
    return True, _same_group(k, n, paths=True)
