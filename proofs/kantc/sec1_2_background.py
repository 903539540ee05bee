"""Claims of paper ``kantc``: Sections I and II, Introduction and Related Work
(hypercubes, k-ary n-trees, MiKANT).

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions and what is not registered are in ``kantc/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction
from functools import lru_cache

import networkx as nx
import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components

from latticegraph.bisection import bisection_width
from latticegraph.distance import distance_distribution
from latticegraph.topologies.fattree import KAryNTree
from latticegraph.topologies.hypercube import Hypercube

from latticegraph.claims.levels import level_sum

from . import claims
from ._common import (_counts, _diam, _domain, _estimate, _g, _half_is, _k, _n, _node_distances,
    _pair_size, _per_node, _radix, _sz, ORBIT_CAPS)
from ._levels import MODELS


#: premises (the paper states no parameter ranges; these are the definitions the claims sit in)
_HC = ("Section II-A: the n-cube: nodes are the n-bit words, two nodes linked iff their words "
       "differ in one bit")
_KANT = ("Section II-B: the k-ary n-tree [5]: n levels of k^(n-1) switches <L, D>, L in 0..n-1, "
         "D in {0..k-1}^(n-1); each level-0 switch connected to k compute nodes (k, n >= 2 "
         "checked: a 1-ary tree has one node, a k-ary 1-tree is one switch)")
_MIKANT = ("Section II-B: MiKANT(k, n): two groups G in {0, 1}, each the lower n - 1 levels "
           "<G, L, D> of a k-ary n-tree, the level n-2 switches of the two groups linked "
           "(2n - 2 stages, so n >= 2)")
_FAT = ("Section I: in a fat-tree 'the network bandwidth does not converge from the leaves to "
        "the root'")


@claims.instances(
    "kantc.s2a.hypercube", where="Section II-A",
    statement="An n-dimensional hypercube has 2^n nodes and n 2^(n-1) links, and its node "
              "degree and diameter are n",
    params={"k": range(1, 21)}, size=lambda k: 2 ** k, premises=(_HC,),
    notes="The paper's n is the parameter k here. Diameter by BFS from one vertex (Q_k is "
          "vertex-transitive).")
def _(k):
    q = Hypercube(k)
    dd = distance_distribution(q)
    return (2 ** k, k * 2 ** (k - 1), [k], k), (q.order, q.size, sorted(set(q.degrees().tolist())),
                                                len(dd) - 1)


@claims.symbolic(
    "kantc.s2b.kant.counts", where="Section II-B",
    statement="k-ary n-tree has k^n compute nodes, nk^(n-1) switches, and nk^n links",
    premises=(_KANT,),
    notes="Proved for every (k, n): each printed count equals the sympy sum of the per-level "
          "counts of the definition (proofs/kantc/_levels.py: k nodes per level-0 switch, n "
          "levels of k^(n-1) switches, n - 1 layers of k^n links plus the node links). The "
          "built trees agree with the per-level counts (kantc.levels.kant) and with the totals "
          "(kantc.s2b.kant.counts.built).")
def _():
    m = MODELS["KANT"](_k, _n)
    return ((_k ** _n, _n * _k ** (_n - 1), _n * _k ** _n),
            tuple(level_sum(m[w]) for w in ("nodes", "switches", "links")))


@claims.instances(
    "kantc.s2b.kant.counts.built", where="Section II-B",
    statement="k-ary n-tree has k^n compute nodes, nk^(n-1) switches, and nk^n links [built "
              "graphs]",
    params=_domain("KANT"), size=_sz("KANT"), premises=(_KANT,))
def _(k, n):
    return (k ** n, n * k ** (n - 1), n * k ** n), _counts(_g("KANT", k, n))


@claims.exhaustive(
    "kantc.s2b.fig2", where="Section II-B, Fig. 2",
    statement="A 3-ary 3-tree: k^n = 27 compute nodes, nk^(n-1) = 27 switches, nk^n = 81 links",
    params={"k": [3], "n": [3]}, size=_sz("KANT"), premises=(_KANT,))
def _(k, n):
    return (27, 27, 81), _counts(_g("KANT", k, n))


def _stages(g) -> tuple[int, list[int]]:
    c = Counter(g.label(v)[:2] for v in range(g.num_switches))
    return len(c), sorted(set(c.values()))


@claims.instances(
    "kantc.s2b.mikant.stages", where="Section II-B",
    statement="[MiKANT has 2n - 2 stages;] each stage has k - 1 switches",
    params=_domain("MiKANT", limit=200_000), size=_sz("MiKANT"), expect="refuted", erratum="slip",
    witness={'k': 2, 'n': 2}, premises=(_MIKANT,), parts=("kantc.s2b.mikant.stages.part2",),
    notes="The sentence's second part (the first, 2n - 2 stages, holds: "
          "kantc.s2b.mikant.stages.part2). A stage is a (group, level) pair. Each stage has "
          "k^(n-1) switches (Table I: (2n-2)k^(n-1) switches in all, and the same paragraph's "
          "Fig. 3 count of 36 for MiKANT(3,3)); 'k - 1' is probably a conversion slip for "
          "k^(n-1). Smallest counterexample MiKANT(2,2): printed [1], computed [2] switches "
          "per stage.")
def _(k, n):
    return [k - 1], _stages(_g("MiKANT", k, n))[1]


@claims.instances(
    "kantc.s2b.mikant.stages.part2", where="Section II-B",
    statement="MiKANT has 2n - 2 stages[; each stage has k - 1 switches]",
    params=_domain("MiKANT", limit=200_000), size=_sz("MiKANT"), premises=(_MIKANT,),
    parts=("kantc.s2b.mikant.stages",),
    notes="The sentence's first part, counted from the built graph's links, not its labels: "
          "a switch's level is its distance to the nearest compute node minus 1 (BFS from all "
          "compute nodes); the links joining two switches of one level (the mirror links "
          "between the two level n-2 layers) removed, the switches fall into the groups "
          "(connected components: the subtrees, 2-coloured by the mirror links); a stage is a "
          "(group, level) pair. Its second part is "
          "kantc.s2b.mikant.stages.")
def _(k, n):
    return 2 * n - 2, _structural_stages(_g("MiKANT", k, n))


def _structural_stages(g) -> int:
    """Number of (group, level) pairs of a MiKANT, from its links alone
    (kantc.s2b.mikant.stages.part2): level = distance to the nearest compute node - 1; the
    links within one level (the mirror links) removed, the switches fall into subtrees, and
    the mirror links, which join subtrees of different groups only, 2-colour them."""
    csr, S = g.csr(), g.num_switches
    dist = np.full(csr.shape[0], -1)
    frontier = np.asarray(g.compute_nodes())
    dist[frontier], d = 0, 0
    while frontier.size:
        d += 1
        nxt = np.unique(csr[frontier].indices)
        frontier = nxt[dist[nxt] < 0]
        dist[frontier] = d
    sw = csr[:S, :S].tocoo()
    keep = dist[sw.row] != dist[sw.col]
    _, comp = connected_components(coo_matrix((np.ones(keep.sum()), (sw.row[keep], sw.col[keep])),
                                              shape=(S, S)), directed=False)
    side = nx.bipartite.color(nx.Graph(zip(comp[sw.row[~keep]].tolist(),       # the mirror links
                                           comp[sw.col[~keep]].tolist())))
    return len({(side[int(c)], int(l)) for c, l in set(zip(comp, dist[:S]))})


@claims.instances(
    "kantc.s2b.mikant.stages.corrected", where="Section II-B",
    statement="MiKANT has 2n - 2 stages; each stage has k^(n-1) switches",
    params=_domain("MiKANT", limit=200_000), size=_sz("MiKANT"), premises=(_MIKANT,),
    corrects="kantc.s2b.mikant.stages")
def _(k, n):
    return (2 * n - 2, [k ** (n - 1)]), _stages(_g("MiKANT", k, n))


def _swap_groups_is_automorphism(g) -> bool:
    """Does exchanging G and 1-G in every label map the edge set onto itself?"""
    e = g._edges
    flip = np.empty(g.order, dtype=np.int64)
    index = {g.label(v): v for v in range(g.order)}
    for lab, v in index.items():
        flip[v] = index[(1 - lab[0],) + lab[1:]]
    a = np.sort(flip[e], axis=1)
    return set(map(tuple, a.tolist())) == set(map(tuple, e.tolist()))


@claims.instances(
    "kantc.s2b.mikant.mirror", where="Section II-B",
    statement="The upper n - 1 stages [of MiKANT] are symmetric to the lower n - 1 stages",
    params=_domain("MiKANT", limit=5_000), size=_sz("MiKANT"), premises=(_MIKANT,),
    notes="Checked as: exchanging the groups G <-> 1-G (labels <G, L, D>, nodes with their "
          "switch) is an automorphism of the built graph.")
def _(k, n):
    return True, _swap_groups_is_automorphism(_g("MiKANT", k, n))


@claims.instances(
    "kantc.s2b.mikant.radix", where="Section II-B",
    statement="The fractional number of all switches is 2k",
    params=_domain("MiKANT"), size=_sz("MiKANT"), premises=(_MIKANT,),
    reading="'the radix of all switches is 2k' (Table I lists radix 2k for MiKANT)",
    readings=("kantc.s2b.mikant.radix.reading2",),
    notes="Garbled in the text ('fractional number'). Checked: every switch has degree exactly "
          "2k. The literal 'number of all switches' reading is kantc.s2b.mikant.radix.reading2.")
def _(k, n):
    g = _g("MiKANT", k, n)
    deg = g.degrees()[: g.num_switches]
    return [2 * k], sorted(set(deg.tolist()))


@claims.instances(
    "kantc.s2b.mikant.radix.reading2", where="Section II-B",
    statement="The fractional number of all switches is 2k [read literally: MiKANT(k, n) has 2k "
              "switches]",
    params=_domain("MiKANT"), size=_sz("MiKANT"), premises=(_MIKANT,),
    reading="'the number of all switches [of MiKANT(k, n)] is 2k'",
    readings=("kantc.s2b.mikant.radix",), expect="refuted", erratum="slip",
    witness={"k": 2, "n": 3},
    notes="MiKANT(k, n) has (2n-2)k^(n-1) switches (the same paragraph: 36 for MiKANT(3,3)), "
          "2k only for n = 2; counted on the built graph. Smallest counterexample MiKANT(2,3): "
          "printed 4, computed 16. The garbled word 'fractional' and Table I's radix row make "
          "the radix reading (kantc.s2b.mikant.radix, verified) the intended one.")
def _(k, n):
    return 2 * k, _counts(_g("MiKANT", k, n))[1]


@claims.instances(
    "kantc.s2b.mikant.diameter", where="Section II-B",
    statement="The diameter of MiKANT(k, n) is 2n",
    params=_domain("MiKANT"), size=_sz("MiKANT"), max_nodes=ORBIT_CAPS["MiKANT"],
    premises=(_MIKANT,),
    notes="Diameter over pairs of compute nodes, node-switch hops counted (k = 1, outside the "
          "domain, is degenerate: one node per group, diameter 2n - 1).")
def _(k, n):
    return 2 * n, _diam("MiKANT", k, n)


@lru_cache(maxsize=16)
def _bisection(family: str, k: int, n: int) -> int:
    g = _g(family, k, n)
    return bisection_width(g.edge_array(), g.order, g.compute_nodes())[0]


_PARTITION_NOTES = (
    "'Partition width' is not defined in the paper; read as the bisection width: the fewest "
    "links whose removal splits the compute nodes into two halves (switches on either side), "
    "computed exactly as a 0-1 integer program (latticegraph.bisection: scipy milp / HiGHS, "
    "gap 0; the cut found is recounted in integers), on the instances up to 60 vertices. "
    "Computed once with the same routine beyond that: MiKANT(2,4) 8, (6,2) 18, (4,3) 32, "
    "(2,5) 16, all k^n/2; (3,3) 15. ")


claims.instances(
    "kantc.s2b.mikant.partition", where="Section II-B",
    statement="The partition width of MiKANT(k, n) is k/2",
    params=_domain("MiKANT", limit=60), size=_sz("MiKANT"), expect="refuted", erratum="slip",
    witness={"k": 2, "n": 2}, premises=(_MIKANT,),
    reading="partition width = bisection width, in links",
    readings=("kantc.s2b.mikant.partition.reading2",),
    notes=_PARTITION_NOTES + "k/2 is not an integer for odd k, so it is no number of links; "
    "the bisection width is k^n/2 for even k (s2b.mikant.partition.corrected), so 'k/2' is "
    "probably k^n/2 with the superscript lost, like 'k - 1' for k^(n-1) in s2b.mikant.stages. "
    "Odd k: MiKANT(3,2) 5, (5,2) 13, (3,3) 15 (not ceil(k^n/2) = 14). Alternatives: per "
    "compute node the width is 1/4 (even k), per switch of a stage k/2 (even k) -- the latter "
    "matches the printed value for even k (kantc.s2b.mikant.partition.reading2) but no text "
    "defines such a normalisation. Smallest counterexample MiKANT(2,2): printed 1, computed 2.")(
    lambda k, n: (Fraction(k, 2), Fraction(_bisection("MiKANT", k, n))))


claims.instances(
    "kantc.s2b.mikant.partition.reading2", where="Section II-B",
    statement="The partition width of MiKANT(k, n) is k/2 [read as the bisection width per "
              "switch of one stage: bisection width / k^(n-1)]",
    params=_domain("MiKANT", limit=60), size=_sz("MiKANT"), expect="refuted",
    erratum="substantive", witness={"k": 3, "n": 2}, premises=(_MIKANT,),
    reading="partition width = bisection width (links) divided by the k^(n-1) switches of a stage",
    readings=("kantc.s2b.mikant.partition",),
    notes=_PARTITION_NOTES + "The normalisation that makes the printed k/2 right for even k "
    "(k^n/2 links over k^(n-1) switches); no text defines it. It fails for odd k: MiKANT(3,2) "
    "5/3 (5 links, 3 switches per stage) against 3/2; (5,2) 13/5 against 5/2.")(
    lambda k, n: (Fraction(k, 2), Fraction(_bisection("MiKANT", k, n), k ** (n - 1))))


claims.instances(
    "kantc.s2b.mikant.partition.corrected", where="Section II-B (corrected)",
    statement="For even k the bisection width of MiKANT(k, n) is k^n/2",
    params=_domain("MiKANT", limit=60, even=True), size=_sz("MiKANT"), premises=(_MIKANT,),
    corrects="kantc.s2b.mikant.partition", notes=_PARTITION_NOTES)(
    lambda k, n: (k ** n // 2, _bisection("MiKANT", k, n)))


def _level_of(g) -> np.ndarray:
    """Level ``L`` of every vertex from its label; ``-1`` for a compute node."""
    lev = np.full(g.order, -1, dtype=np.int64)
    at = 1 if g.mirrored else 0
    lev[: g.num_switches] = [g.label(v)[at] for v in range(g.num_switches)]
    return lev


@claims.instances(
    "kantc.intro.kant.ports", where="Abstract; Section I; Section II-B",
    statement="[In the k-ary n-tree] k represents both the number of links to the upper or "
              "lower layers and the number of compute nodes connected to one leaf switch; "
              "the structure can always maintain a fixed number of switch ports, regardless of "
              "the size",
    params=_domain("KANT", limit=20_000), size=_sz("KANT"), premises=(_KANT,),
    notes="Checked on the built graph: every switch below the top level has k links one level "
          "up (the top level has no upper layer), every switch has k links one level down "
          "(compute nodes for level 0), and the largest switch degree is 2k for every n >= 2 "
          "(the k-ary 1-tree, one switch, uses k).")
def _(k, n):
    g = _g("KANT", k, n)
    lev, e = _level_of(g), g._edges
    a, b = lev[e[:, 0]], lev[e[:, 1]]
    up = np.bincount(e[:, 0], a < b, g.order) + np.bincount(e[:, 1], b < a, g.order)
    down = np.bincount(e[:, 0], a > b, g.order) + np.bincount(e[:, 1], b > a, g.order)
    sw = np.arange(g.num_switches)
    return ([k], [k], 2 * k), (sorted(set(up[sw[lev[sw] < n - 1]].astype(int).tolist())),
                               sorted(set(down[sw].astype(int).tolist())), _radix(g))


@claims.instances(
    "kantc.s2b.kant.fat_tree", where="Section II-B; Section I",
    statement="A k-ary n-tree is a special case of a fat-tree [Section I: in a fat-tree the "
              "network bandwidth does not converge from the leaves to the root]",
    params=_domain("KANT", limit=20_000), size=_sz("KANT"), premises=(_KANT, _FAT),
    notes="Read as: every layer of links (compute nodes to level 0, level L to level L+1) has "
          "the same number of links, k^n, so the capacity does not shrink toward the roots.")
def _(k, n):
    g = _g("KANT", k, n)
    lev, e = _level_of(g), g._edges
    per_layer = np.bincount(np.minimum(lev[e[:, 0]], lev[e[:, 1]]) + 1, minlength=n)
    return [k ** n] * n, per_layer.tolist()


@claims.instances(
    "kantc.s2b.labels", where="Section II-B",
    statement="Each switch of the k-ary n-tree is labeled <L, D>, L in {0, ..., n-1}, D = "
              "D_{n-2} ... D_0 in {0, ..., k-1}^(n-1), which identifies the switches of stage L; "
              "in MiKANT(k, n) each switch is labeled <G, L, D>, G in {0, 1}",
    params=lambda: [dict(r, family=f) for f in ("KANT", "MiKANT")
                    for r in _domain(f, limit=20_000)()],
    size=lambda k, n, family: _estimate(family, k, n), premises=(_KANT, _MIKANT),
    notes="The labels of the built graphs' switches are distinct and are exactly the printed "
          "set (MiKANT: levels 0..n-2, the mirrored stages). 'L and D are the same as in the "
          "k-ary n-tree' is read for their meaning (level, digits), not L's range: with "
          "L in 0..n-1 there would be 2n k^(n-1) labels for the (2n-2)k^(n-1) switches of the "
          "same paragraph's '2n - 2 stages'.")
def _(k, n, family):
    g = _g(family, k, n)
    top = n if family == "KANT" else n - 1
    want = {t for t in itertools.product(*[range(2)] * (family == "MiKANT"), range(top),
                                          *[range(k)] * (n - 1))}
    got = [g.label(v) for v in range(g.num_switches)]
    return (len(want), True), (len(got), len(set(got)) == len(got) and set(got) == want)


def _isomorphic_kary_ntree(g) -> bool:
    """Is ``g`` isomorphic to some k'-ary n'-tree?  Candidates have k'^n' compute nodes."""
    nodes, switches, links = _counts(g)
    degs = sorted(g.degrees().tolist())
    for kk in range(2, nodes + 1):
        nn = round(math.log(nodes, kk))
        for cand in (nn - 1, nn, nn + 1):
            if cand >= 1 and kk ** cand == nodes and cand * kk ** (cand - 1) == switches:
                t = KAryNTree(kk, cand)
                if sorted(t.degrees().tolist()) == degs and nx.is_isomorphic(
                        t.to_networkx(), g.to_networkx()):
                    return True
    return False


@claims.instances(
    "kantc.s2b.mikant.special_case", where="Section II-B",
    statement="A Mirrored k-ary n-tree, or MiKANT for short, is a special case of a k-ary n-tree",
    params=_domain("MiKANT", limit=5_000), size=_sz("MiKANT"), expect="refuted",
    erratum="substantive", witness={"k": 2, "n": 2}, premises=(_MIKANT, _KANT),
    notes="Read strictly: MiKANT(k, n) is isomorphic to a k'-ary n'-tree for some k', n'. "
          "A candidate needs k'^n' = 2k^n compute nodes and n' k'^(n'-1) = (2n-2)k^(n-1) "
          "switches (then the degree sequence and a networkx isomorphism test); no MiKANT "
          "has one (MiKANT(2,2): 8 nodes and 4 switches; the 2-ary 3-tree has 8 nodes and 12 "
          "switches). What holds is s2b.mikant.halves (each group with the other group's top "
          "level is a k-ary n-tree), which corrects this.")
def _(k, n):
    return True, _isomorphic_kary_ntree(_g("MiKANT", k, n))


@claims.instances(
    "kantc.s2b.mikant.halves", where="Section II-B (corrected)",
    statement="Each group of MiKANT(k, n) together with the level n-2 switches of the other "
              "group forms a k-ary n-tree",
    params=_domain("MiKANT", limit=5_000), size=_sz("MiKANT"), premises=(_MIKANT, _KANT),
    corrects="kantc.s2b.mikant.special_case",
    notes="Map <0, L, D> -> <L, D>, <1, n-2, D> -> <n-1, D>, group-0 compute nodes in order: "
          "the edges induced in MiKANT(k, n) are exactly those of the k-ary n-tree (group 1 "
          "follows by the group swap, s2b.mikant.mirror).")
def _(k, n):
    return True, _half_is(_g("MiKANT", k, n), _g("KANT", k, n))


# Section I's statements about the networks of Section II
@claims.instances(
    "kantc.intro.mikant.cost", where="Section I",
    statement="Li proposed the Mirror k-ary n-tree (MiKANT) network to reduce the hardware cost "
              "of fat-tree by connecting more compute nodes with fewer switches and links",
    params=_domain("MiKANT", limit=200_000), size=_pair_size("MiKANT", "KANT"),
    premises=(_MIKANT, _KANT), reading="per compute node, against the k-ary n-tree of the same "
    "(k, n) (the paper's cost measure, Section V-A)",
    readings=("kantc.intro.mikant.cost.absolute", "kantc.intro.mikant.cost.same_nodes"),
    notes="Read as: MiKANT(k, n) against the k-ary n-tree of the same (k, n): more compute "
          "nodes (2k^n > k^n), fewer switches and fewer links per compute node, counted on the "
          "built graphs. In absolute numbers MiKANT has more switches for n >= 3 "
          "((2n-2)k^(n-1) > n k^(n-1)) and more links: kantc.intro.mikant.cost.absolute; at "
          "the same number of nodes and radix: kantc.intro.mikant.cost.same_nodes.")
def _(k, n):
    m, t = _g("MiKANT", k, n), _g("KANT", k, n)
    pm, pt = _per_node("MiKANT", k, n), _per_node("KANT", k, n)
    return (True, True, True), (m.num_nodes > t.num_nodes, pm[0] < pt[0], pm[1] < pt[1])


@claims.instances(
    "kantc.intro.mikant.cost.absolute", where="Section I",
    statement="Li proposed the Mirror k-ary n-tree (MiKANT) network to reduce the hardware cost "
              "of fat-tree by connecting more compute nodes with fewer switches and links "
              "[absolute numbers, against the k-ary n-tree of the same (k, n)]",
    params=_domain("MiKANT", limit=20_000), size=_pair_size("MiKANT", "KANT"),
    premises=(_MIKANT, _KANT), reading="absolute numbers of switches and links, against the "
    "k-ary n-tree of the same (k, n)",
    readings=("kantc.intro.mikant.cost", "kantc.intro.mikant.cost.same_nodes"),
    expect="refuted", erratum="substantive", witness={"k": 2, "n": 2},
    notes="Counted on the built graphs: (more nodes, fewer switches, fewer links). MiKANT(k, n) "
          "has (2n-2)k^(n-1) switches against n k^(n-1) (equal at n = 2, more for n >= 3) and "
          "(2n-1)k^n links against n k^n (more for every n >= 2). Smallest counterexample "
          "(2,2): 4 switches against 4, 12 links against 8.")
def _(k, n):
    (nm, sm, lm), (nt, st, lt) = _counts(_g("MiKANT", k, n)), _counts(_g("KANT", k, n))
    return (True, True, True), (nm > nt, sm < st, lm < lt)


def _same_nodes_domain(limit: int):
    """MiKANT(2, n) with the 2-ary (n+1)-tree: the same 2^(n+1) compute nodes and radix 4 (a
    k-ary tree with 2k^n nodes and radix 2k exists only for k = 2)."""
    def build():
        return [{"k": 2, "n": n} for n in range(2, 40)
                if _estimate("MiKANT", 2, n) + _estimate("KANT", 2, n + 1) <= limit]
    return build


@claims.instances(
    "kantc.intro.mikant.cost.same_nodes", where="Section I",
    statement="Li proposed the Mirror k-ary n-tree (MiKANT) network to reduce the hardware cost "
              "of fat-tree by connecting more compute nodes with fewer switches and links "
              "[against the k-ary tree with as many compute nodes and the same radix]",
    params=_same_nodes_domain(200_000),
    size=lambda k, n: _estimate("MiKANT", k, n) + _estimate("KANT", k, n + 1),
    premises=(_MIKANT, _KANT), reading="against the k-ary tree of the same switch radix 2k and "
    "as many compute nodes: only k = 2 has one (MiKANT(2, n) and the 2-ary (n+1)-tree)",
    readings=("kantc.intro.mikant.cost", "kantc.intro.mikant.cost.absolute"),
    notes="Counted on the built graphs: (as many nodes, fewer switches, fewer links): "
          "(n-1)2^n against (n+1)2^n switches and (2n-1)2^n against (2n+2)2^n links. For "
          "k >= 3 no k-ary tree has 2k^n compute nodes.")
def _(k, n):
    (nm, sm, lm), (nt, st, lt) = _counts(_g("MiKANT", k, n)), _counts(_g("KANT", k, n + 1))
    return (True, True, True), (nm == nt, sm < st, lm < lt)


#: cap (MiKANT(k, n) + k-ary n-tree vertices) of intro.mikant.avgdist: up to MiKANT(18, 4), below
#: the k = 2 pair (2, 14) (the orbit engine's costly case, ``_common.ORBIT_CAPS``)
_AVGDIST_CAP = 375_000


def _average_node_distance(family: str, k: int, n: int) -> Fraction:
    dd = _node_distances(family, k, n)
    return Fraction(sum(d * c for d, c in enumerate(dd)), sum(dd))


@claims.instances(
    "kantc.intro.mikant.avgdist", where="Section I",
    statement="MiKANT shortens the average distance [of the fat-tree] to reduce communication "
              "time",
    params=_domain("MiKANT"), size=_pair_size("MiKANT", "KANT"), max_nodes=_AVGDIST_CAP,
    expect="refuted", erratum="substantive", witness={"k": 2, "n": 3},
    premises=(_MIKANT, _KANT), reading="against the k-ary n-tree of the same (k, n)",
    readings=("kantc.intro.mikant.avgdist.same_nodes",),
    notes="Read as: the average distance over ordered pairs of distinct compute nodes (every "
          "hop counted) of MiKANT(k, n) is below that of the k-ary n-tree of the same (k, n) "
          "(exact Fractions from all-pairs distance distributions). A source reaches the k^n "
          "nodes of the other group in 2n - 1 hops, so MiKANT is shorter iff the tree's "
          "average exceeds 2n - 1: true for k >= 3 and for k = 2, n = 2, false for k = 2, "
          "n >= 3. Smallest counterexample (2, 3): MiKANT 74/15, tree 34/7. Alternative "
          "(same number of nodes and radix, k = 2: MiKANT(2, n) against the 2-ary "
          "(n+1)-tree): kantc.intro.mikant.avgdist.same_nodes (verified).")
def _(k, n):
    return True, _average_node_distance("MiKANT", k, n) < _average_node_distance("KANT", k, n)


@claims.instances(
    "kantc.intro.mikant.avgdist.same_nodes", where="Section I",
    statement="MiKANT shortens the average distance [of the fat-tree with as many compute nodes "
              "and the same radix] to reduce communication time",
    params=_same_nodes_domain(100_000),
    size=lambda k, n: _estimate("MiKANT", k, n) + _estimate("KANT", k, n + 1),
    max_nodes=ORBIT_CAPS["MiKANT"], premises=(_MIKANT, _KANT),
    reading="against the k-ary tree of the same radix 2k and as many compute nodes: only k = 2 "
            "has one (MiKANT(2, n) and the 2-ary (n+1)-tree)",
    readings=("kantc.intro.mikant.avgdist",),
    notes="Average distance over ordered pairs of distinct compute nodes (every hop counted), "
          "exact Fractions from all-pairs distance distributions, e.g. MiKANT(2,3) 74/15 "
          "against the 2-ary 4-tree 98/15. A MiKANT source reaches its own group as in the "
          "2-ary n-tree and the other group in 2n - 1 hops; in the 2-ary (n+1)-tree half of the "
          "pairs are 2n + 2 hops apart.")
def _(k, n):
    return True, _average_node_distance("MiKANT", k, n) < _average_node_distance("KANT", k, n + 1)


@claims.instances(
    "kantc.intro.hypercube.log_degree", where="Section I",
    statement="Hypercubes have a significant drawback: the number of communication links per "
              "node is a logarithmic function of the number of nodes in the network",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k, premises=(_HC,),
    notes="Checked: every vertex of Q_k has degree log2 N (N = 2^k vertices).")
def _(k):
    q = Hypercube(k)
    return [q.order.bit_length() - 1], sorted(set(q.degrees().tolist()))


@claims.exhaustive(
    "kantc.s2b.fig3", where="Section II-B, Fig. 3",
    statement="MiKANT(3,3): (2n-2)k^(n-1) = 36 switches, 2k^n = 54 compute nodes, "
              "(2n-1)k^n = 135 links",
    params={"k": [3], "n": [3]}, size=_sz("MiKANT"), premises=(_MIKANT,))
def _(k, n):
    nodes, switches, links = _counts(_g("MiKANT", k, n))
    return (36, 54, 135), (switches, nodes, links)
