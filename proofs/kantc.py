"""Claims of paper ``kantc``: J. Li, Y. Wang, Y. Li, "Hybrid interconnection topologies for
high performance and low hardware cost based on hypercube and k-ary n-tree", BNCSS 12(1),
2023 (text: ``../shared/papers/002_552ca7f3eb97a7da.txt``).

Every statement the paper prints, in reading order, with its expected outcome.  Topologies:
:mod:`latticegraph.topologies.fattree` (k-ary n-tree, MiKANT, KANTC, MiKANTC, routing, exact
pair statistics) and :mod:`latticegraph.topologies.hypercube`.  Counts are taken from the
built graphs: compute nodes = vertices of degree 1, switches = the others, links = edges.
Diameters are over pairs of compute nodes and count every hop, node-switch links included
(the convention of the proofs of Theorems 5 and 10: "+2 is the distance between the ...
computational node and the ... switch").  Domains: every (k, n), k >= 2, n >= 2, whose graph
has at most about 1.2 million vertices (structural, routing and path-count checks of the
proofs' lines: the smaller bound their domain states), in increasing order (``size=`` caps
them).  Claims decided by compute-node distances or shortest-path counts (one BFS per orbit
of the certified automorphisms) check up to ``ORBIT_CAP`` vertices by default
(``max_nodes=``); Table I's hypercube diameter, convolved without building, is checked up
to k = 30; the other claims use verify's default cap.

Intermediate switches (Section III-A) have two readings (``fattree.intermediate_switches``):
``example`` (default; reproduces the printed k = 4 example 0000, 0110, 1001, 1111) and
``written`` (the rule as printed: 0000, 0100, 1011, 1111 for k = 4; it repeats a switch for
every odd k >= 3, so it does not define KANTC(3, 4)).  Counts do not depend on the reading;
diameters, path counts and routes do, and those claims are decided under both.

Section I (introduction)
    intro.kant.ports ........ k links up, k down, k nodes per leaf; 2k ports for every n .... verified
    intro.mikant.cost ....... MiKANT: more nodes, fewer switches and links per node .......... verified
    intro.mikant.avgdist .... MiKANT shortens the average distance ........................ REFUTED (k=2,n=3)
    intro.hypercube.log_degree  hypercube degree is log2 of the order ....................... verified
Section II (related work)
    s2a.hypercube ........... n-cube: 2^n nodes, n 2^(n-1) links, degree = diameter = n ... verified k<=20
    s2b.kant.counts ......... k-ary n-tree: k^n nodes, n k^(n-1) switches, n k^n links ... verified
    s2b.fig2 ................ 3-ary 3-tree: 27 nodes, 27 switches, 81 links ............ proved
    s2b.kant.fat_tree ....... k-ary n-tree is a fat tree: k^n links in every layer ......... verified
    s2b.labels .............. labels <L, D> / <G, L, D> identify the switches ............... verified
    s2b.mikant.special_case . MiKANT is a special case of a k-ary n-tree .................. REFUTED (2,2)
    s2b.mikant.halves ....... each group + other group's top level is a k-ary n-tree ....... verified
    s2b.mikant.stages ....... MiKANT: 2n-2 stages of k-1 switches ...................... REFUTED (k=2,n=2: 2 per stage)
    s2b.mikant.stages.corrected  ... of k^(n-1) switches ............................... verified
    s2b.mikant.mirror ....... upper n-1 stages symmetric to the lower n-1 ............... verified
    s2b.mikant.radix ........ "fractional number of all switches is 2k" (read: radix) ... verified
    s2b.mikant.diameter ..... diameter of MiKANT(k, n) is 2n ............................ verified
    s2b.mikant.partition .... partition width k/2 (read: bisection width, exact ILP) ...... REFUTED (2,2: 1 vs 2)
    s2b.mikant.partition.corrected  bisection width k^n/2 for even k ....................... verified
    s2b.fig3 ................ MiKANT(3,3): 36 switches, 54 nodes, 135 links .............. proved
Table I (columns HC(k), k-ary n-tree, MiKANT; KANTC and MiKANTC are Theorems 1-10)
    table1.hc.{nodes,switches,links,radix,diameter} ........................ verified k<=20 (diameter k<=30)
    table1.kant.{nodes,switches,links,radix,diameter} ................................... verified
    table1.mikant.{nodes,switches,links,radix,diameter} ................................. verified
Section III-A (KANTC)
    s3a.rule.k4 ............. the rule gives the k = 4 example ........................... REFUTED (0100, 1011 vs 0110, 1001)
    s3a.example.k4.printed .. the printed 5-entry list, (1,0,0,1) twice ................. REFUTED (slip)
    s3a.example.k4 .......... the example reading gives the k = 4 example ............... proved
    s3a.rule.count .......... floor(k/2) + floor(k/2) switches = k ......................... REFUTED (k=3)
    s3a.rule.distinct ....... the rule picks k switches (written reading) ................ REFUTED (k=3: 000 twice)
    s3a.example.distinct .... ... (example reading; corrects rule.count) ................. verified k<=24
    s3a.evenly .............. "distributed as evenly as possible" (least covering radius),
                              example reading ........................................... REFUTED (k=4: 2 vs 1)
    s3a.evenly.written ...... ... written reading (even k) ............................... verified k in {2,4}
    s3a.cubes ............... k^(n-2) k-cubes, each with k(2^k - k) compute nodes ........ verified
    s3a.roles ............... per cube: k switches go up, 2^k - k carry nodes ............. verified
    s3a.replace ............. tree switches + intermediate switches = the k-ary n-tree ..... verified
    s3a.fig4 ................ KANTC(3,4): 9 cubes of 8 switches, 3 nodes per non-intermediate
                              switch, 135 nodes ......................................... proved
Section III-B (MiKANTC)
    s3b.example ............. MiKANTC(3,4): 18 cubes, 270 nodes ........................... proved
    s3b.rule ................ wiring rule of <G, L, D, C> (levels 1..n-2) ................. verified
    s3b.rule.level0 ......... the rule at level 0 as printed (C kept, hosts included) ...... REFUTED (2,2)
    s3b.rule.level0.corrected ... only I_j goes up, to C = 0 ............................... verified
    s3b.wiring_example.printed  the 9-entry label W ..................................... REFUTED (slip)
    s3b.wiring_example ...... <0,2,1,1,0,0,0,0> -> <1,2,*,1,0,0,0,0> ....................... proved
    s3b.replace ............. MiKANTC = MiKANT + 2k^(n-2) cubes ............................ verified
    s3b.halves .............. a group and the other group's level n-2 form a KANTC ........ verified
    s3b.same_group .......... same-group pairs: MiKANTC acts as KANTC (distances) ......... verified
Section III-C/D (Theorems 1-10; example reading unless marked)
    thm1.radix .............. KANTC radix 2k ............................................. verified
    thm1.proof .............. intermediate and node switches have degree 2k ............. verified
    thm2.nodes .............. (2^k - k) k^(n-1) compute nodes ........................... verified
    thm3.switches ........... (n-1) k^(n-1) + 2^k k^(n-2) switches ....................... verified
    thm3.proof .............. n-1 layers of k^(n-1), k^(n-2) cubes of 2^k ................. verified
    thm4.name ............... 'KATC(k, n)' ............................................... REFUTED (slip)
    thm4.links .............. (n-1) k^n + (2^(k-1) + 2^k - k) k^(n-1) links .............. verified
    thm4.proof .............. the proof's sum ........................................... proved (sympy)
    thm4.proof.parts ........ the proof's layers, cube links, node links .................. verified
    thm5.diameter ........... diameter 2n + k ............................................ REFUTED (k=2,n=2: 4 vs 6)
    thm5.diameter.written ... ... written reading ........................................ REFUTED (k=2,n=2: 4 vs 6)
    thm5.diameter.corrected . diameter 2n + 2 rho for n >= 3, rho = covering radius ...... verified (both readings)
    thm5.example_radius ..... (derived) example reading: rho = floor(k/2) ................. verified k<=16
    thm5.proof.half ......... proof: a switch is k/2 from the nearest intermediate ........ REFUTED (k=3: 1 vs 3/2)
    thm5.proof.sum .......... proof: k + 2(n-1) + 2 = 2n + 2k ........................... REFUTED (sympy)
    thm5.proof.tree ......... proof: intermediate switches at most 2(n-1) apart ........... verified
    thm5.proof.ends ......... proof: the node-switch ends add 2 (Theorems 5, 10) .......... verified
    thm6.radix .............. MiKANTC radix 2k ........................................... verified
    thm6.proof .............. intermediate and node switches have degree 2k ............. verified
    thm7.nodes .............. 2 (2^k - k) k^(n-1) compute nodes .......................... verified
    thm8.switches ........... (2n-4) k^(n-1) + 2^(k+1) k^(n-2) switches ................... verified
    thm8.proof .............. proof: (2n-4)k^(n-1) + 2 x 2^k x 2k^(n-2) = ... ............. REFUTED (sympy)
    thm8.proof.layers ....... 2n-4 layers of k^(n-1), 2k^(n-2) cubes of 2^k ............... verified
    thm9.links .............. (2n-3) k^n + (3 x 2^k - 2k) k^(n-1) links .................. verified
    thm9.proof .............. the proof's sum ........................................... proved (sympy)
    thm9.proof.layers ....... '2n-3 layers with k^(n-1) switches' ........................ REFUTED (2,2)
    thm9.proof.parts ........ 2n-3 layers of k^n links, cube and node links .............. verified
    thm10.diameter .......... diameter 2n + k ............................................ REFUTED (k=2,n=2: 5 vs 6)
    thm10.diameter.written .. ... written reading ........................................ REFUTED (k=2,n=2: 5 vs 6)
    thm10.diameter.corrected  diameter 2n + 2 rho for n >= 3 ............................. verified (both readings)
    thm10.proof.sum ......... proof: k + 2(n-1) + 2 = 2n + k ............................. proved (sympy)
    thm10.name .............. 'MiCAT(k, n)' .............................................. REFUTED (slip)
    thm10.proof.tree ........ proof: SIS to DIS at most 2(n-1) ............................. verified
    thm10.proof.pair ........ proof: farthest pair in one group, NCA in the other ........ verified
    table1.summary .......... more nodes, fewer switches/links, diameter only + k ......... REFUTED (2,2)
Section IV (routing)
    s4a.list ................ I = [I_{k-1}, I_{k-2}, ..., I_{k-2}] ......................... REFUTED (k=3)
    s4a.list.corrected ...... I_{k-1}..I_0; packets leave through the nearest ............ verified
    s4a.nca_paths ........... several paths to the NCA, one path down ..................... verified
    s4a.up_step ............. the going-to-NCA step U (C kept) ............................ REFUTED (2,3)
    s4a.up_step.corrected ... ... with C = 0: a neighbour one hop closer .................. verified
    alg1.shortest ........... Algorithm 1 routes on shortest paths (KANTC) ............... REFUTED (k=5,n=2)
    alg1.shortest.written ... ... written reading ........................................ REFUTED (k=6,n=2)
    alg1.pseudocode ......... the pseudo-code read literally .............................. REFUTED (k=3,n=2)
    alg2.shortest ........... MiKANTC routing on shortest paths .......................... REFUTED (k=5,n=2)
    alg2.text ............... Algorithm 2 ("formally given in Algorithm 2") ............... not-checkable
    s4c.latency ............. Fig. 5 packet latency, efficient below 40% load ............ not-checkable
Section V-A (cost ratios; k = n = 8 from the Theorems' counts, verified above on built graphs)
    s5a.kant.per_node ....... a node of the k-ary n-tree needs n k^(n-1)/k^n switches .... verified
    s5a.switch.formula ...... KANTC/tree switch ratio = (2^k - k + kn)/(n(2^k - k)) ....... proved (sympy)
    s5a.switch.built ........ ... against built counts ................................... verified
    s5a.link.formula ........ KANTC/tree link ratio = ((n-2)k^2 + 3x2^(k-1)k)/(n(2^k-k)) .. REFUTED (sympy)
    s5a.link.built .......... ... right-hand side against built counts ................... REFUTED (k=2,n=2: 3 vs 3/2)
    s5a.link.lhs ............ ... the printed left-hand side against built counts ........ verified
    s5a.link.corrected ...... ratio = ((n-2)k + 3x2^(k-1))/(n(2^k - k)) .................. verified + proved
    s5a.percent.{kantc,mikantc}.{kant,mikant}.{switches,links}  (8 quoted percentages) .... verified
    s5a.lower ............... n = k >= 4: all eight ratios below 1 ....................... verified k<=6 built,
                              ...................................................................... k<=64 counts
    s5a.lower.sharp ......... (derived) k = n = 3: KANTC/tree link ratio is 1 ............. proved
    abstract.save ........... saves 84% of switches, 78% of links (k = n = 8) ............ verified
    conclusions.lower_cost .. lower hardware cost than the fat tree (built graphs) ........ REFUTED (k=2: all n)
Section V-B (relative cost performance)
    s5b.diameter_term ....... "2n + 2k is the diameter of KANTC and MiKANTC" ............. REFUTED (k=2,n=2: 4 vs 8)
    s5b.example.nodes ....... MiKANTC(6,7) has 5,412,096 nodes ........................... proved
    s5b.example.rcp ......... RCP_2 as printed (a product) = 0.421 ....................... REFUTED (136660.746)
    s5b.example.rcp.ratio ... read as 2k(2n+k) / ((log2 N/p + p)(log2 N/p + 2)): 0.421 .... proved (certified arb)
    s5b.figures ............. Figs. 8-9: for each n, k gives systems of different scales .. verified
    s5b.tradeoff ............ larger k: larger radix; larger n: larger diameter ........... verified
Section V-C (path diversity; P~ over hosts, see below)
    s5c.cube.paths .......... two vertices at distance i of Q_k have i! shortest paths .... verified k<=16
    s5c.cube.ptilde.sum ..... P~_cube = sum C(k,i) i! / 2^k .............................. verified k<=16
    s5c.cube.ptilde.closed .. = sum k!/(i! 2^k) ........................................... REFUTED (k=2: 3/4 vs 1)
    s5c.cube.ptilde.corrected = sum k!/((k-i)! 2^k) ....................................... verified k<=16
    s5c.cube.pd ............. PD_cube = sum k!/(i! 4^k) .................................. REFUTED (k=2: 3/16 vs 1/4)
    s5c.cube.pd.corrected ... = sum k!/((k-i)! 4^k) ....................................... verified k<=16
    s5c.kant.nca ............ NCA at level i: k^i paths, k^i - k^(i-1) such switches ..... verified
    s5c.kant.switch_only .... shortest-path counts only depend on the switches ............ verified
    s5c.kant.ptilde.sum / .closed / s5c.kant.pd ......................................... verified
    s5c.mikant.other_group .. "k - 2 paths" to the other group ........................... REFUTED (k=2,n=2: 0 vs 1)
    s5c.mikant.other_group.corrected  k^(n-2) paths ...................................... verified
    s5c.mikant.ptilde.sum / .closed / s5c.mikant.pd ..................................... verified
    s5c.kantc.same_cube ..... a pair is in the same cube with probability 1/k^(n-2) ...... verified
    s5c.kantc.other_cube .... ... in different cubes with probability 1 - 1/k^(n-2) ....... verified
    s5c.kantc.ptilde.model .. P~_1 (1 - 1/k^(n-2)) + P~_0 / k^(n-2) ....................... REFUTED (k=2,n=2: 2 vs 1)
    s5c.kantc.ptilde.algebra  = k^2 P~c^2 P~kant + (k P~c - P~c^2 P~kant)/k^(n-4) ........ REFUTED (sympy)
    s5c.kantc.ptilde.algebra.corrected  ... (P~c/k - P~c^2 P~kant)/k^(n-4) ................ proved (sympy)
    s5c.kantc.ptilde.closed . the printed closed form against built graphs ............... REFUTED (k=2,n=2: 8 vs 1)
    s5c.kantc.pd ............ PD_kantc as printed ......................................... REFUTED (k=2,n=2: 2 vs 1/4)
    s5c.mikantc.same_cube ... probability 1/(2 k^(n-2)) ................................. verified
    s5c.mikantc.same_cube.second  'the probability of the same' (2k^(n-2)-1)/(2k^(n-2)) .. REFUTED (2,3)
    s5c.mikantc.other_cube .. ... of not the same ......................................... verified
    s5c.mikantc.ptilde.model  ........................................................... REFUTED (k=2,n=2: 3 vs 5/2)
    s5c.mikantc.ptilde.algebra / .algebra.corrected ..................................... REFUTED / proved (sympy)
    s5c.mikantc.ptilde.closed ........................................................... REFUTED (k=2,n=2: 6 vs 5/2)
    s5c.mikantc.pd ...................................................................... REFUTED (k=2,n=2: 3/4 vs 5/16)
    s5c.higher .............. KANTC, MiKANTC have higher path diversity than the tree ..... REFUTED (k=2,n=2: equal)
    s5c.fig10.formulas ...... Fig. 10 (n = 8, printed formulas): KANTC, MiKANTC highest ... verified k<=16
    s5c.fig10.built ......... ... on built graphs, n = 8 .................................. REFUTED (k=3: MiKANTC)

``P~`` convention: the paper's own sums for the cube and the tree add, for one source, the
numbers of shortest paths to every other endpoint switch and divide by the number of endpoint
switches (source included).  For KANTC and MiKANTC the endpoint switches are the hosts (cube
switches that carry compute nodes); ``fattree.average_shortest_paths`` implements this.
Percentages: a printed ``84.27%`` is compared with the exact saving ``100 (1 - ratio)``
(a Fraction) rounded half-up to two decimals.
"""
from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction
from functools import lru_cache

import networkx as nx
import numpy as np
import scipy.sparse.csgraph as csgraph
import sympy
from flint import arb

from latticegraph import graph
from latticegraph.bisection import bisection_width
from latticegraph.claims import ClaimSet
from latticegraph.claims.model import computed, param, printed, text
from latticegraph.distance import bfs_distances, distance_distribution, path_counts_from
from latticegraph.topologies.fattree import (KAryNTree, KANTC, MiKANT, MiKANTC,
                                             average_shortest_paths, covering_radius,
                                             intermediate_switches, node_diameter,
                                             node_distance_distribution, routing_report)
from latticegraph.topologies.hypercube import Hypercube, hamming

claims = ClaimSet("kantc")

FAMILIES = {"KANT": KAryNTree, "MiKANT": MiKANT, "KANTC": KANTC, "MiKANTC": MiKANTC}
LIMIT = 1_200_000
#: own cap (vertices) of the claims decided by compute-node distances or shortest-path counts:
#: one BFS per orbit of the certified automorphisms (latticegraph.orbits), so building the
#: graph and the orbit BFS dominate; 4x verify's default at about the same time per claim
ORBIT_CAP = 200_000


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
@lru_cache(maxsize=6)
def _g(family: str, k: int, n: int, reading: str = "example"):
    cls = FAMILIES[family]
    return cls(k, n, reading) if family in ("KANTC", "MiKANTC") else cls(k, n)


def _domain(family: str, limit: int = LIMIT, reading: str = "example", kmin: int = 2,
            nmin: int = 2, even: bool = False, extra=()):
    """All (k, n) with order <= limit, sorted by order (then k)."""
    def build():
        rows = []
        for k in range(kmin, 21):
            if even and k % 2:
                continue
            for n in range(nmin, 40):
                if reading == "written" and len(set(intermediate_switches(k, "written"))) != k:
                    break
                if _estimate(family, k, n) > limit:      # the order grows with n
                    break
                rows.append((_estimate(family, k, n), k, n))
        rows.sort()
        return [dict({"k": k, "n": n}, **dict(extra)) for _, k, n in rows]
    return build


def _estimate(family: str, k: int, n: int) -> int:
    if family == "KANT":
        return n * k ** (n - 1) + k ** n
    if family == "MiKANT":
        return (2 * n - 2) * k ** (n - 1) + 2 * k ** n
    if family == "KANTC":
        return (n - 1) * k ** (n - 1) + 2 ** k * k ** (n - 2) + (2 ** k - k) * k ** (n - 1)
    return (2 * n - 4) * k ** (n - 1) + 2 ** (k + 1) * k ** (n - 2) + 2 * (2 ** k - k) * k ** (n - 1)


def _sz(family: str):
    return lambda k, n, **_: _estimate(family, k, n)


def _pair_size(a, b):
    return lambda k, n, **_: _estimate(a, k, n) + _estimate(b, k, n)


def _counts(g) -> tuple[int, int, int]:
    """(compute nodes, switches, links) counted on the built graph: nodes have degree 1."""
    deg = g.degrees()
    nodes = int((deg == 1).sum())
    return nodes, g.order - nodes, g.size


def _radix(g) -> int:
    """Largest switch degree."""
    deg = g.degrees()
    return int(deg[deg > 1].max())


@lru_cache(maxsize=16)
def _diam(family: str, k: int, n: int, reading: str = "example") -> int:
    return node_diameter(_g(family, k, n, reading))


@lru_cache(maxsize=16)
def _ptilde(family: str, k: int, n: int) -> Fraction:
    return average_shortest_paths(_g(family, k, n))


def _rho(k: int, reading: str = "example") -> int:
    return covering_radius(k, intermediate_switches(k, reading))


def _percent(x: Fraction) -> Fraction:
    """``x`` rounded half-up to two decimals."""
    return Fraction(math.floor(x * 100 + Fraction(1, 2)), 100)


def _cubes(g) -> list[np.ndarray]:
    """The k-cubes: components of the graph induced by the level-0 (cube) switches of one
    group (MiKANTC(k, 2) links the intermediate switches of the two groups' cubes)."""
    v = np.arange(g.cube_off, g.node_off)
    sub = g.csr()[v][:, v].tocoo()
    if g.mirrored:
        group = np.array([g.label(int(x))[0] for x in v])
        keep = group[sub.row] == group[sub.col]
        sub = type(sub)((sub.data[keep], (sub.row[keep], sub.col[keep])), shape=sub.shape)
    ncomp, lab = csgraph.connected_components(sub, directed=False)
    return [v[lab == c] for c in range(ncomp)]


# --------------------------------------------------------------------------
# Section II
# --------------------------------------------------------------------------
@claims.instances(
    "kantc.s2a.hypercube", where="Section II-A",
    statement="An n-dimensional hypercube has 2^n nodes and n 2^(n-1) links, and its node "
              "degree and diameter are n",
    params={"k": range(1, 21)}, size=lambda k: 2 ** k,
    notes="The paper's n is the parameter k here. Diameter by BFS from one vertex (Q_k is "
          "vertex-transitive).")
def _(k):
    q = Hypercube(k)
    dd = distance_distribution(q)
    return (2 ** k, k * 2 ** (k - 1), [k], k), (q.order, q.size, sorted(set(q.degrees().tolist())),
                                                len(dd) - 1)


@claims.instances(
    "kantc.s2b.kant.counts", where="Section II-B",
    statement="k-ary n-tree has k^n compute nodes, nk^(n-1) switches, and nk^n links",
    params=_domain("KANT"), size=_sz("KANT"))
def _(k, n):
    return (k ** n, n * k ** (n - 1), n * k ** n), _counts(_g("KANT", k, n))


@claims.exhaustive(
    "kantc.s2b.fig2", where="Section II-B, Fig. 2",
    statement="A 3-ary 3-tree: k^n = 27 compute nodes, nk^(n-1) = 27 switches, nk^n = 81 links",
    params={"k": [3], "n": [3]}, size=_sz("KANT"))
def _(k, n):
    return (27, 27, 81), _counts(_g("KANT", k, n))


def _stages(g) -> tuple[int, list[int]]:
    c = Counter(g.label(v)[:2] for v in range(g.num_switches))
    return len(c), sorted(set(c.values()))


@claims.instances(
    "kantc.s2b.mikant.stages", where="Section II-B",
    statement="MiKANT has 2n - 2 stages; each stage has k - 1 switches",
    params=_domain("MiKANT", limit=200_000), size=_sz("MiKANT"), expect="refuted", erratum="slip",
    witness={'k': 2, 'n': 2},
    notes="A stage is a (group, level) pair. Each stage has k^(n-1) switches (Table I: "
          "(2n-2)k^(n-1) switches in all); 'k - 1' is probably a conversion slip for k^(n-1). "
          "Smallest counterexample MiKANT(2,2): printed (2, [1]), computed (2, [2]).")
def _(k, n):
    return (2 * n - 2, [k - 1]), _stages(_g("MiKANT", k, n))


@claims.instances(
    "kantc.s2b.mikant.stages.corrected", where="Section II-B",
    statement="MiKANT has 2n - 2 stages; each stage has k^(n-1) switches",
    params=_domain("MiKANT", limit=200_000), size=_sz("MiKANT"),
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
    params=_domain("MiKANT", limit=5_000), size=_sz("MiKANT"),
    notes="Checked as: exchanging the groups G <-> 1-G (labels <G, L, D>, nodes with their "
          "switch) is an automorphism of the built graph.")
def _(k, n):
    return True, _swap_groups_is_automorphism(_g("MiKANT", k, n))


@claims.instances(
    "kantc.s2b.mikant.radix", where="Section II-B",
    statement="The fractional number of all switches is 2k",
    params=_domain("MiKANT"), size=_sz("MiKANT"),
    notes="Garbled in the text; read as 'the radix of all switches is 2k' (Table I lists "
          "radix 2k for MiKANT). Checked: every switch has degree exactly 2k. Alternative "
          "'the number of all switches is 2k': MiKANT has (2n-2)k^(n-1) switches, 2k only for "
          "n = 2.")
def _(k, n):
    g = _g("MiKANT", k, n)
    deg = g.degrees()[: g.num_switches]
    return [2 * k], sorted(set(deg.tolist()))


@claims.instances(
    "kantc.s2b.mikant.diameter", where="Section II-B",
    statement="The diameter of MiKANT(k, n) is 2n",
    params=_domain("MiKANT"), size=_sz("MiKANT"), max_nodes=ORBIT_CAP)
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
    witness={"k": 2, "n": 2},
    notes=_PARTITION_NOTES + "k/2 is not an integer for odd k, so it is no number of links; "
    "the bisection width is k^n/2 for even k (s2b.mikant.partition.corrected), so 'k/2' is "
    "probably k^n/2 with the superscript lost, like 'k - 1' for k^(n-1) in s2b.mikant.stages. "
    "Odd k: MiKANT(3,2) 5, (5,2) 13, (3,3) 15 (not ceil(k^n/2) = 14). Alternatives: per "
    "compute node the width is 1/4 (even k), per switch of a stage k/2 (even k) -- the latter "
    "matches the printed value but no text defines such a normalisation. Smallest "
    "counterexample MiKANT(2,2): printed 1, computed 2.")(
    lambda k, n: (Fraction(k, 2), Fraction(_bisection("MiKANT", k, n))))

claims.instances(
    "kantc.s2b.mikant.partition.corrected", where="Section II-B (corrected)",
    statement="For even k the bisection width of MiKANT(k, n) is k^n/2",
    params=_domain("MiKANT", limit=60, even=True), size=_sz("MiKANT"),
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
    params=_domain("KANT", limit=20_000), size=_sz("KANT"),
    notes="Checked on the built graph: every switch below the top level has k links one level "
          "up, every switch has k links one level down (compute nodes for level 0), and the "
          "largest switch degree is 2k for every n.")
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
    params=_domain("KANT", limit=20_000), size=_sz("KANT"),
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
    size=lambda k, n, family: _estimate(family, k, n),
    notes="The labels of the built graphs' switches are distinct and are exactly the printed "
          "set (MiKANT: levels 0..n-2, the mirrored stages).")
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
    erratum="substantive", witness={"k": 2, "n": 2},
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
    params=_domain("MiKANT", limit=5_000), size=_sz("MiKANT"),
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
    notes="Read as: MiKANT(k, n) against the k-ary n-tree of the same (k, n): more compute "
          "nodes (2k^n > k^n), fewer switches and fewer links per compute node (the paper's "
          "cost measure, Section V-A), counted on the built graphs. In absolute numbers "
          "MiKANT has more switches for n >= 3 ((2n-2)k^(n-1) > n k^(n-1)) and more links.")
def _(k, n):
    m, t = _g("MiKANT", k, n), _g("KANT", k, n)
    pm, pt = _per_node("MiKANT", k, n), _per_node("KANT", k, n)
    return (True, True, True), (m.num_nodes > t.num_nodes, pm[0] < pt[0], pm[1] < pt[1])


def _average_node_distance(g) -> Fraction:
    dd = node_distance_distribution(g)
    return Fraction(sum(d * c for d, c in enumerate(dd)), sum(dd))


@claims.instances(
    "kantc.intro.mikant.avgdist", where="Section I",
    statement="MiKANT shortens the average distance [of the fat-tree] to reduce communication "
              "time",
    params=_domain("MiKANT"), size=_pair_size("MiKANT", "KANT"), max_nodes=ORBIT_CAP,
    expect="refuted", erratum="substantive", witness={"k": 2, "n": 3},
    notes="Read as: the average distance over ordered pairs of distinct compute nodes (every "
          "hop counted) of MiKANT(k, n) is below that of the k-ary n-tree of the same (k, n) "
          "(exact Fractions from all-pairs distance distributions). A source reaches the k^n "
          "nodes of the other group in 2n - 1 hops, so MiKANT is shorter iff the tree's "
          "average exceeds 2n - 1: true for k >= 3 and for k = 2, n = 2, false for k = 2, "
          "n >= 3. Smallest counterexample (2, 3): MiKANT 74/15, tree 34/7. Alternative "
          "(same number of nodes, k = 2: MiKANT(2, n) against the 2-ary (n+1)-tree): MiKANT "
          "is shorter for n = 2..6 (e.g. 74/15 < 98/15).")
def _(k, n):
    return True, _average_node_distance(_g("MiKANT", k, n)) < _average_node_distance(
        _g("KANT", k, n))


@claims.instances(
    "kantc.intro.hypercube.log_degree", where="Section I",
    statement="Hypercubes have a significant drawback: the number of communication links per "
              "node is a logarithmic function of the number of nodes in the network",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k,
    notes="Checked: every vertex of Q_k has degree log2 N (N = 2^k vertices).")
def _(k):
    q = Hypercube(k)
    return [q.order.bit_length() - 1], sorted(set(q.degrees().tolist()))


@claims.exhaustive(
    "kantc.s2b.fig3", where="Section II-B, Fig. 3",
    statement="MiKANT(3,3): (2n-2)k^(n-1) = 36 switches, 2k^n = 54 compute nodes, "
              "(2n-1)k^n = 135 links",
    params={"k": [3], "n": [3]}, size=_sz("MiKANT"))
def _(k, n):
    nodes, switches, links = _counts(_g("MiKANT", k, n))
    return (36, 54, 135), (switches, nodes, links)


# --------------------------------------------------------------------------
# Table I: columns HC(k), k-ary n-tree, MiKANT
# --------------------------------------------------------------------------
_HC = {"nodes": lambda k: 2 ** k, "switches": lambda k: 2 ** k, "links": lambda k: k * 2 ** (k - 1),
       "radix": lambda k: k, "diameter": lambda k: k}


def _hc_value(row: str, k: int) -> int:
    q = Hypercube(k)
    if row in ("nodes", "switches"):
        return q.order
    if row == "links":
        return q.size
    if row == "radix":
        return int(q.degrees().max())
    return len(distance_distribution(q)) - 1


for _row, _f in _HC.items():
    claims.instances(
        f"kantc.table1.hc.{_row}",
        where="Table I, column HC(k)" + ("; Section V-B" if _row in ("radix", "diameter") else ""),
        statement=f"HC(k): {_row} = " + {"nodes": "2^k", "switches": "2^k", "links": "k 2^(k-1)",
                                         "radix": "k", "diameter": "k"}[_row],
        params={"k": range(1, 31 if _row == "diameter" else 21)}, size=lambda k: 2 ** k,
        max_nodes=2 ** 30 if _row == "diameter" else None,
        notes="In the k-cube every vertex is both a switch and a node."
        + (" The diameter's distance distribution is convolved without building the graph "
           "(latticegraph.orbits), so it is checked up to k = 30 (2^30 vertices)."
           if _row == "diameter" else ""))(
        lambda k, _row=_row, _f=_f: (_f(k), _hc_value(_row, k)))

_TREE = {
    "KANT": {"nodes": ("k^n", lambda k, n: k ** n),
             "switches": ("nk^(n-1)", lambda k, n: n * k ** (n - 1)),
             "links": ("nk^n", lambda k, n: n * k ** n),
             "radix": ("2k", lambda k, n: 2 * k),
             "diameter": ("2n", lambda k, n: 2 * n)},
    "MiKANT": {"nodes": ("2k^n", lambda k, n: 2 * k ** n),
               "switches": ("(2n-2)k^(n-1)", lambda k, n: (2 * n - 2) * k ** (n - 1)),
               "links": ("(2n-1)k^n", lambda k, n: (2 * n - 1) * k ** n),
               "radix": ("2k", lambda k, n: 2 * k),
               "diameter": ("2n", lambda k, n: 2 * n)},
}


def _value(family: str, row: str, k: int, n: int, reading: str = "example") -> int:
    g = _g(family, k, n, reading)
    if row == "radix":
        return _radix(g)
    if row == "diameter":
        return _diam(family, k, n, reading)
    return dict(zip(("nodes", "switches", "links"), _counts(g)))[row]


for _fam, _rows in _TREE.items():
    for _row, (_text, _f) in _rows.items():
        claims.instances(
            f"kantc.table1.{_fam.lower()}.{_row}", where="Table I",
            statement=f"{'k-ary n-tree' if _fam == 'KANT' else 'MiKANT(k, n)'}: {_row} = {_text}",
            params=_domain(_fam), size=_sz(_fam),
            max_nodes=ORBIT_CAP if _row == "diameter" else None,
            notes=("Radix = largest switch degree (the roots of the k-ary n-tree use k of "
                   "their 2k ports). " if _row == "radix" else "")
            + ("Diameter over pairs of compute nodes, node-switch hops counted."
               if _row == "diameter" else ""))(
            lambda k, n, _fam=_fam, _row=_row, _f=_f: (_f(k, n), _value(_fam, _row, k, n)))


# --------------------------------------------------------------------------
# Section III-A: intermediate switches, cubes
# --------------------------------------------------------------------------
_K4_PRINTED = ((0, 0, 0, 0), (0, 1, 1, 0), (1, 0, 0, 1), (1, 0, 0, 1), (1, 1, 1, 1))


def _words(k: int, codes) -> list[tuple[int, ...]]:
    return sorted(set(tuple((c >> j) & 1 for j in reversed(range(k))) for c in codes))


@claims.exhaustive(
    "kantc.s3a.rule.k4", where="Section III-A",
    statement="Picking all zeros as the first switch, switch i inverts bits i to k - i of the "
              "previous one; the remaining switches invert the ones decided. For a "
              "four-dimensional hypercube we choose (0,0,0,0), (0,1,1,0), (1,0,0,1), (1,0,0,1), "
              "(1,1,1,1)",
    params={"k": [4]}, size=lambda k: 2 ** k, expect="refuted", erratum="slip",
    witness={'k': 4},
    notes="The example lists five switches with (1,0,0,1) twice; compared as the set of four "
          "distinct words. The rule as written (switch number i = 2 inverts bits C_2..C_2) "
          "gives {0000, 0100, 1011, 1111}, not the example's {0000, 0110, 1001, 1111}. Other "
          "literal readings do not give it either (0-based i = 1 inverting bits 1..3: 1110).")
def _(k):
    return sorted(set(_K4_PRINTED)), _words(k, intermediate_switches(k, "written"))


@claims.exhaustive(
    "kantc.s3a.example.k4.printed", where="Section III-A",
    statement="For example, for a four-dimensional hypercube, we choose (0,0,0,0), (0,1,1,0), "
              "(1,0,0,1), (1,0,0,1), (1,1,1,1) as intermediate switches",
    params={"k": [4]}, size=lambda k: 2 ** k, expect="refuted", erratum="slip",
    witness={"k": 4},
    notes="The printed list has five entries, (1,0,0,1) twice, for the k = 4 intermediate "
          "switches; compared as printed (a list) with the k switches of the example reading "
          "(sorted). Without the repeated entry it is s3a.example.k4, which corrects this.")
def _(k):
    return sorted(_K4_PRINTED), _words(k, intermediate_switches(k, "example"))


@claims.exhaustive(
    "kantc.s3a.example.k4", where="Section III-A",
    statement="For a four-dimensional hypercube the intermediate switches are (0,0,0,0), "
              "(0,1,1,0), (1,0,0,1), (1,1,1,1) [example reading: switch i = 1, 2, ... inverts "
              "bits i..k-1-i]",
    params={"k": [4]}, size=lambda k: 2 ** k, corrects="kantc.s3a.example.k4.printed",
    notes="The printed list without its repeated entry. The reading of the rule that "
          "reproduces it; used for every graph built with reading='example' (the default).")
def _(k):
    return sorted(set(_K4_PRINTED)), _words(k, intermediate_switches(k, "example"))


@claims.instances(
    "kantc.s3a.rule.distinct", where="Section III-A",
    statement="k intermediate switches need to be selected in a hypercube [by the rule as "
              "written]",
    params={"k": range(2, 25)}, size=lambda k: 2 ** k, expect="refuted", erratum="substantive",
    witness={'k': 3},
    notes="For odd k the written rule's last step inverts an empty range (i > k - i), so a "
          "switch repeats: k = 3 gives 000, 000, 111 (2 distinct). Even k give k distinct.")
def _(k):
    return k, len(set(intermediate_switches(k, "written")))


@claims.instances(
    "kantc.s3a.rule.count", where="Section III-A",
    statement="First, it needs to determine the encoding of the floor(k/2) switches ... until "
              "the floor(k/2)th switch. For the remaining floor(k/2) switches, we inverted all "
              "of the previously decided switches [k intermediate switches in all]",
    params={"k": range(2, 25)}, size=lambda k: 2 ** k, expect="refuted", erratum="slip",
    witness={"k": 3},
    notes="The procedure as printed yields floor(k/2) + floor(k/2) switches, k only for even "
          "k (k = 3: 2 switches for 3). The last bound is printed '|k/2|' (read as floor, the "
          "earlier bounds' notation). Both readings of fattree.intermediate_switches derive "
          "ceil(k/2) switches by inversion and then complement the first floor(k/2) "
          "(s3a.example.distinct, which corrects this).")
def _(k):
    return k, 2 * (k // 2)


@claims.instances(
    "kantc.s3a.example.distinct", where="Section III-A (corrected)",
    statement="k intermediate switches need to be selected in a hypercube [example reading: "
              "ceil(k/2) switches by inversion, then the complements of the first floor(k/2); "
              "all distinct]",
    params={"k": range(2, 25)}, size=lambda k: 2 ** k, corrects="kantc.s3a.rule.count")
def _(k):
    codes = intermediate_switches(k, "example")
    return (k, k), (len(codes), len(set(codes)))


def _least_covering_radius(k: int) -> int:
    """Smallest covering radius of any k-subset of Q_k (exhaustive)."""
    Q = 1 << k
    for r in range(k + 1):
        balls = [sum(1 << v for v in range(Q) if hamming(u, v) <= r) for u in range(Q)]
        full = (1 << Q) - 1
        for S in itertools.combinations(range(1, Q), k - 1):   # vertex 0 in S (transitivity)
            m = balls[0]
            for u in S:
                m |= balls[u]
            if m == full:
                return r
    raise AssertionError("unreachable")


@claims.instances(
    "kantc.s3a.evenly", where="Section III-A",
    statement="We have chosen a bitwise inverse approach to ensure that the intermediate "
              "switches are distributed as evenly as possible [example reading]",
    params={"k": range(2, 6)}, size=lambda k: 2 ** k, expect="refuted", erratum="substantive",
    witness={'k': 4},
    notes="'As evenly as possible' read as: the covering radius (largest distance from a cube "
          "switch to its nearest intermediate switch, which is what the diameter depends on) is "
          "the least over all k-subsets of Q_k (exhaustive search, k <= 5). Smallest "
          "counterexample k = 4: example set has radius 2, the optimum (a dominating set, "
          "e.g. the written rule's 0000, 0100, 1011, 1111) has radius 1.")
def _(k):
    return _least_covering_radius(k), _rho(k, "example")


@claims.instances(
    "kantc.s3a.evenly.written", where="Section III-A",
    statement="... distributed as evenly as possible [written reading]",
    params={"k": [2, 4]}, size=lambda k: 2 ** k,
    notes="Even k only (the written rule repeats switches for odd k). Covering radius reading "
          "as in s3a.evenly.")
def _(k):
    return _least_covering_radius(k), _rho(k, "written")


@claims.instances(
    "kantc.s3a.cubes", where="Section III-A, abstract",
    statement="The leaf level will have k^(n-2) k-cubes; each k-cube can connect k(2^k - k) "
              "compute nodes; a cube has 2^k switches",
    params=_domain("KANTC", limit=200_000), size=_sz("KANTC"),
    notes="Cubes = connected components of the graph induced by the level-0 switches; nodes "
          "per cube counted from the degree-1 neighbours of its switches.")
def _(k, n):
    g = _g("KANTC", k, n)
    cubes = _cubes(g)
    csr = g.csr()
    deg = g.degrees()
    per_cube = sorted({int((deg[csr[c].indices] == 1).sum()) for c in cubes})
    return (k ** (n - 2), [k * (2 ** k - k)], [2 ** k]), (len(cubes), per_cube,
                                                           sorted({len(c) for c in cubes}))


@claims.exhaustive(
    "kantc.s3a.fig4", where="Section III-A, Fig. 4",
    statement="KANTC(3,4): k^(n-2) = 9 3-cubes; a 3-cube has 2^k = 8 switches (including the "
              "intermediate switches); each other switch connects three compute nodes; 135 "
              "compute nodes",
    params={"k": [3], "n": [4]}, size=_sz("KANTC"))
def _(k, n):
    g = _g("KANTC", k, n)
    csr = g.csr()
    deg = g.degrees()
    inter = set(g.intermediate_vertices().tolist())
    others = [v for c in _cubes(g) for v in c.tolist() if v not in inter]
    per_switch = sorted({int((deg[csr[[v]].indices] == 1).sum()) for v in others})
    return (9, [8], [3], 135), (len(_cubes(g)), sorted({len(c) for c in _cubes(g)}), per_switch,
                               _counts(g)[0])


def _block(g, v):
    """The cube of a cube switch (``-1`` for any other vertex), as a block number."""
    v = np.asarray(v)
    inside = (v >= g.cube_off) & (v < g.node_off)
    return np.where(inside, (v - g.cube_off) // g.Q, -1)


def _neighbour_split(g) -> np.ndarray:
    """Per vertex: (switches outside its cube, switches of its cube, compute nodes) among its
    neighbours; a vertex outside the cubes has no cube of its own."""
    e = g._edges
    b = _block(g, e)
    own = (b[:, 0] == b[:, 1]) & (b[:, 0] >= 0)
    out = np.zeros((g.order, 3), dtype=np.int64)
    for x, y in ((0, 1), (1, 0)):
        node = e[:, y] >= g.node_off
        for col, sel in enumerate((~own & ~node, own, node)):
            out[:, col] += np.bincount(e[sel, x], minlength=g.order)
    return out


def _cube_roles(g) -> tuple[list, list]:
    """Neighbour splits (:func:`_neighbour_split`) of the intermediate switches and hosts."""
    split = _neighbour_split(g)
    return ([tuple(r) for r in np.unique(split[g.intermediate_vertices()], axis=0).tolist()],
            [tuple(r) for r in np.unique(split[g.hosts()], axis=0).tolist()])


@claims.instances(
    "kantc.s3a.roles", where="Section III-A; Abstract; Theorem 2 (proof)",
    statement="In a hypercube of KANTC, k switches connect to the upper k-ary n-tree; these k "
              "switches are also part of the k-ary n-tree (intermediate switches) and the "
              "remaining 2^k - k switches are used to connect computational nodes; only the "
              "cube switches connect compute nodes",
    params=_domain("KANTC", limit=50_000), size=_sz("KANTC"),
    notes="Per cube (block of 2^k level-0 switches): the switches with a neighbour outside "
          "the cube are exactly its k intermediate switches, the switches with a compute node "
          "are the other 2^k - k, and every compute node has one link, to a cube switch. "
          "Built graphs.")
def _(k, n):
    g = _g("KANTC", k, n)
    split = _neighbour_split(g)
    cube = np.arange(g.cube_off, g.node_off)
    up = np.zeros(g.order, dtype=bool)
    up[cube[split[cube, 0] > 0]] = True
    inter = np.zeros(g.order, dtype=bool)
    inter[g.intermediate_vertices()] = True
    per_cube = np.bincount(_block(g, cube), weights=split[cube, 0] > 0)
    carry = np.bincount(_block(g, cube), weights=split[cube, 2] > 0)
    attach = g.csr()[g.compute_nodes()].indices
    return ([k], [2 ** k - k], True, True), (
        sorted(set(per_cube.astype(int).tolist())), sorted(set(carry.astype(int).tolist())),
        bool((up == inter).all()),
        bool((_block(g, attach) >= 0).all() and (g.degrees()[g.compute_nodes()] == 1).all()))


def _tree_part(g, base) -> bool:
    """Do the tree switches and intermediate switches of ``g`` (KANTC, MiKANTC), without the
    cube links, form exactly the switches of ``base`` (k-ary n-tree, MiKANT)?  A switch
    ``<G, L, D, C>`` maps to ``<G, L, D>`` (an intermediate switch ``I_j`` has ``D_0 = j``)."""
    keep = np.concatenate([np.arange(g.cube_off), g.intermediate_vertices()])
    pos = np.full(g.order, -1)
    pos[keep] = [base.switch_index(g.label(v)[: -g.k]) for v in keep.tolist()]
    e = g._edges
    cube = (_block(g, e[:, 0]) == _block(g, e[:, 1])) & (e[:, 0] >= g.cube_off)
    sel = (pos[e[:, 0]] >= 0) & (pos[e[:, 1]] >= 0) & ~cube
    want = base._edges[base._edges[:, 1] < base.num_switches]
    return (len(set(pos[keep].tolist())) == base.num_switches
            and _edge_set(np.sort(pos[e[sel]], axis=1)) == _edge_set(want))


@claims.instances(
    "kantc.s3a.replace", where="Section III-A; Abstract; Section I",
    statement="KANTC(k, n) is divided into two parts: the upper part consists of n - 1 layers "
              "of the k-ary n-tree and the lower part of k^(n-2) cubes; we replace all the "
              "leaf-level switches of the k-ary n-tree with k-cubes",
    params=_domain("KANTC", limit=20_000), size=_sz("KANTC"),
    notes="Checked: the switches of levels 1..n-1 and the intermediate switches, without the "
          "cube links, are exactly the switches and switch links of the k-ary n-tree (label "
          "map <L, D, C> -> <L, D>, intermediate switch I_j of cube c -> leaf <0, c j>), so "
          "the k-ary n-tree's leaves are the intermediate switches; the k^(n-2) cubes are "
          "s3a.cubes.")
def _(k, n):
    return True, _tree_part(_g("KANTC", k, n), _g("KANT", k, n))


# --------------------------------------------------------------------------
# Section III-B: MiKANTC wiring and examples
# --------------------------------------------------------------------------
@claims.exhaustive(
    "kantc.s3b.example", where="Section III-B",
    statement="MiKANTC(3,4) has 2k^(n-2) = 18 3-cubes. There are 270 compute nodes",
    params={"k": [3], "n": [4]}, size=_sz("MiKANTC"))
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
    erratum="slip", witness={"k": 2, "n": 2},
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
    params=_domain("MiKANTC", limit=5_000), size=_sz("MiKANTC"),
    corrects="kantc.s3b.rule.level0")
def _(k, n):
    g = _g("MiKANTC", k, n)
    return 0, _level0_mismatches(g, lambda lab: _level0_corrected(g, lab))


@claims.exhaustive(
    "kantc.s3b.wiring_example.printed", where="Section III-B",
    statement="In MiKANTC(3,4), a switch W<0,2,1,1,0,0,0,0,0> is connected to switches "
              "<1,2,0,1,0,0,0,0>, <1,2,1,1,0,0,0,0>, and <1,2,2,1,0,0,0,0> in a different group",
    params={"k": [3], "n": [4]}, size=_sz("MiKANTC"), expect="refuted", erratum="slip",
    witness={"k": 3, "n": 4},
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
    notes="The printed W <0,2,1,1,0,0,0,0,0> has one zero too many; dropping any one of its "
          "trailing zeros gives this 8-entry label.")
def _(k, n):
    g = _g("MiKANTC", k, n)
    w = g.switch_index((0, 2, 1, 1, 0, 0, 0, 0))
    other = sorted(g.label(v) for v in g.csr()[[w]].indices.tolist() if g.label(v)[0] == 1)
    return [(1, 2, 0, 1, 0, 0, 0, 0), (1, 2, 1, 1, 0, 0, 0, 0), (1, 2, 2, 1, 0, 0, 0, 0)], other


def _half_map(m, t) -> tuple[np.ndarray, np.ndarray]:
    """Map the group-0 switches and the group-1 level n-2 switches of the mirrored ``m``
    (MiKANT, MiKANTC) by label into ``t`` (k-ary n-tree, KANTC), and the group-0 compute nodes
    (the first half of ``m``'s, in host order) onto ``t``'s nodes in order."""
    src, dst = [], []
    for v in range(m.num_switches):
        lab = m.label(v)
        if lab[0] == 0:
            src.append(v)
            dst.append(t.switch_index(lab[1:]))
        elif lab[1] == m.n - 2:
            src.append(v)
            dst.append(t.switch_index((m.n - 1,) + lab[2:]))
    src += m.compute_nodes()[: t.num_nodes].tolist()
    dst += t.compute_nodes().tolist()
    return np.array(src), np.array(dst)


def _half_is(m, t) -> bool:
    """Do group 0 of the mirrored ``m`` and group 1's level n-2 induce exactly ``t``'s edges?"""
    src, dst = _half_map(m, t)
    pos = np.full(m.order, -1)
    pos[src] = dst
    e = m._edges
    keep = (pos[e[:, 0]] >= 0) & (pos[e[:, 1]] >= 0)
    mapped = np.sort(pos[e[keep]], axis=1)
    return len(src) == t.order and _edge_set(mapped) == _edge_set(t._edges)


def _edge_set(e) -> set:
    return set(map(tuple, np.asarray(e).tolist()))


@claims.instances(
    "kantc.s3b.halves", where="Section III-B",
    statement="The level 2 switches of group 0 and group 1 form a KANTC(3, 4); the level 2 "
              "switches of group 1 and group 0 form another KANTC(3, 4) [for MiKANTC(3,4)]",
    params=_domain("MiKANTC", limit=20_000, nmin=3), size=_sz("MiKANTC"),
    notes="Read as: group G together with the level n-2 switches of group 1-G (as roots) "
          "induces a copy of KANTC(k, n). Checked with the explicit map <0,L,D,C> -> <L,D,C>, "
          "<1,n-2,D,0> -> <n-1,D,0>, group-0 nodes in order: the induced edges are exactly "
          "KANTC's (group 1 follows by the group swap). Includes (3,4).")
def _(k, n):
    return True, _half_is(_g("MiKANTC", k, n), _g("KANTC", k, n))


@claims.instances(
    "kantc.s3b.replace", where="Section III-B; Theorem 6 (proof)",
    statement="Mirrored k-ary n-tree k-cube, MiKANTC(k, n), is assembled based on MiKANT(k, n) "
              "and k-cube [the upper part is MiKANT, the lower part 2k^(n-2) k-cubes]",
    params=_domain("MiKANTC", limit=20_000), size=_sz("MiKANTC"),
    notes="As s3a.replace: the tree switches and the intermediate switches of MiKANTC(k, n), "
          "without the cube links, are exactly the switches and switch links of MiKANT(k, n) "
          "(label map <G, L, D, C> -> <G, L, D>); the number of cubes is s3b.example and "
          "thm8.proof.layers.")
def _(k, n):
    return True, _tree_part(_g("MiKANTC", k, n), _g("MiKANT", k, n))


@claims.instances(
    "kantc.s3b.same_group", where="Section III-B",
    statement="When the source and destination nodes are in the same group, MiKANTC acts the "
              "same as KANTC",
    params=_domain("MiKANTC", limit=200_000, nmin=3), size=_sz("MiKANTC"),
    notes="Checked on distances: from every representative node of group 0 (one per host of "
          "cube 0; the other sources follow by automorphisms), the distance to each group-0 "
          "node in MiKANTC(k,n) equals the distance between the corresponding nodes of "
          "KANTC(k,n). n = 2 is excluded (MiKANTC(k,2) has no level n-1 analogue).")
def _(k, n):
    m, t = _g("MiKANTC", k, n), _g("KANTC", k, n)
    cm, ct = m.csr(), t.csr()
    nm = m.compute_nodes()[: t.num_nodes]
    nt = t.compute_nodes()
    ok = True
    for (a, _), (b, _) in zip(m.node_representatives(), t.node_representatives()):
        ok &= bool(np.array_equal(bfs_distances(cm, a)[nm], bfs_distances(ct, b)[nt]))
    return True, ok


# --------------------------------------------------------------------------
# Theorems 1-10
# --------------------------------------------------------------------------
def _theorem(id_, where, statement, family, row, formula, expect="verified", notes="",
             reading="example", erratum=None, witness=None, corrects=None, **dom):
    claims.instances(
        id_, where=where, statement=statement,
        params=_domain(family, reading=reading, **dom), size=_sz(family), expect=expect,
        erratum=erratum, witness=witness, corrects=corrects,
        max_nodes=ORBIT_CAP if row == "diameter" else None,
        notes=notes)(lambda k, n: (formula(k, n), _value(family, row, k, n, reading)))


def _names_a_network(name: str, k: int, n: int) -> bool:
    """Does ``name(k,n)`` parse as a GRAPH spec of a family the project builds?"""
    try:
        graph(f"{name}({k},{n})")
    except ValueError:
        return False
    return True


def _switch_layers(g) -> list[int]:
    """Switches in each (group, level) layer above the cubes, in label order."""
    c = Counter(g.label(v)[: 2 if g.mirrored else 1] for v in range(g.cube_off))
    return [c[key] for key in sorted(c)]


def _link_parts(g) -> tuple[list[int], int, int]:
    """(links of each layer outside the cubes, keyed by the (G, L) of their two ends, in label
    order; links inside the cubes; links to compute nodes)."""
    e = g._edges
    node = e[:, 1] >= g.node_off                 # edges are (u < v), nodes are numbered last
    b = _block(g, e)
    cube = (b[:, 0] == b[:, 1]) & (b[:, 0] >= 0)
    layer = [g.label(v)[: 2 if g.mirrored else 1] for v in range(g.num_switches)]
    c = Counter(tuple(sorted((layer[u], layer[v]))) for u, v in e[~node & ~cube].tolist())
    return [c[key] for key in sorted(c)], int(cube.sum()), int(node.sum())


def _intermediate_distance(g) -> int:
    """Largest distance between two intermediate switches (from those of cube 0: every cube
    is equivalent to it by the automorphisms of ``host_representatives``)."""
    csr, inter = g.csr(), g.intermediate_vertices()
    return max(int(bfs_distances(csr, int(s))[inter].max()) for s in inter[: g.k])


def _end_hops(g) -> tuple[int, list[int]]:
    """(hops from a compute node to its switch plus from the other switch to its node, the
    degrees of the compute nodes): every node has one link, to a switch."""
    nodes = g.compute_nodes()
    to_switch = bool((g.csr()[nodes].indices < g.node_off).all())
    return (2 if to_switch else 0), sorted(set(g.degrees()[nodes].tolist()))


_theorem("kantc.thm1.radix", "Theorem 1, Table I, Section V-B", "The radix of the switch of KANTC(k, n) is 2k",
         "KANTC", "radix", lambda k, n: 2 * k, notes="Radix = largest switch degree.")


@claims.instances(
    "kantc.thm1.proof", where="Theorem 1 (proof)",
    statement="Each intermediate switch is connected to k switches of the k-ary n-tree and k "
              "other k-cube switches, and each switch connected to k compute nodes is connected "
              "to other k switches",
    params=_domain("KANTC"), size=_sz("KANTC"))
def _(k, n):
    return ([(k, k, 0)], [(0, k, k)]), _cube_roles(_g("KANTC", k, n))


_theorem("kantc.thm2.nodes", "Theorem 2, Table I",
         "There are (2^k - k) k^(n-1) computing nodes in KANTC(k, n)",
         "KANTC", "nodes", lambda k, n: (2 ** k - k) * k ** (n - 1))
_theorem("kantc.thm3.switches", "Theorem 3, Table I",
         "There are (n-1) k^(n-1) + 2^k k^(n-2) switches in KANTC(k, n)",
         "KANTC", "switches", lambda k, n: (n - 1) * k ** (n - 1) + 2 ** k * k ** (n - 2))

@claims.instances(
    "kantc.thm3.proof", where="Theorem 3 (proof)",
    statement="In the upper half of KANTC(k, n), there are n - 1 layers, each layer has "
              "k^(n-1) switches, and in the lower half, there are k^(n-2) k-cubes, and each cube "
              "has 2^k switches",
    params=_domain("KANTC", limit=50_000), size=_sz("KANTC"),
    notes="Layers = levels of the switch labels above the cubes; cubes = components of the "
          "level-0 switches. Built graphs.")
def _(k, n):
    g = _g("KANTC", k, n)
    return ([k ** (n - 1)] * (n - 1), k ** (n - 2), [2 ** k]), (
        _switch_layers(g), len(_cubes(g)), sorted({len(c) for c in _cubes(g)}))


_theorem("kantc.thm4.links", "Theorem 4, Table I",
         "There are (n-1) k^n + (2^(k-1) + 2^k - k) k^(n-1) links in KANTC(k, n) [printed "
         "'KATC(k, n)']",
         "KANTC", "links", lambda k, n: (n - 1) * k ** n + (2 ** (k - 1) + 2 ** k - k) * k ** (n - 1),
         corrects="kantc.thm4.name", notes="The theorem's 'KATC' is a typo for KANTC (thm4.name).")


@claims.instances(
    "kantc.thm4.name", where="Theorem 4",
    statement="There are (n-1) k^n + (2^(k-1) + 2^k - k) k^(n-1) links in KATC(k, n)",
    params={"k": [2], "n": [2]}, expect="refuted", erratum="slip", witness={"k": 2, "n": 2},
    notes="'KATC' names no network of the paper (checked: it is no GRAPH spec of the project, "
          "which knows KANT, KANTC, MiKANT, MiKANTC); a typo for KANTC, whose link count is "
          "thm4.links (which corrects this).")
def _(k, n):
    return True, _names_a_network("KATC", k, n)


@claims.instances(
    "kantc.thm4.proof.parts", where="Theorem 4 (proof)",
    statement="In the upper half of KANTC(k, n), there are n - 1 layers, each layer has "
              "k^(n-1) switches, each switch provides k links, and in the lower half, there are "
              "k^(n-2) k-cubes, each k-cube has k 2^(k-1) links, and finally each k-cube has "
              "2^k - k switches for connecting k nodes",
    params=_domain("KANTC", limit=50_000), size=_sz("KANTC"),
    notes="Links of the built graph split into: links between switch layers outside the cubes "
          "(grouped by the levels of their ends; the intermediate switches are level 0), "
          "links inside cubes, links to compute nodes. Printed: n - 1 layers of k^(n-1) x k = "
          "k^n links, k^(n-2) x k 2^(k-1) cube links, k^(n-2) (2^k - k) k node links.")
def _(k, n):
    return ([k ** n] * (n - 1), k ** (n - 2) * k * 2 ** (k - 1),
            k ** (n - 2) * (2 ** k - k) * k), _link_parts(_g("KANTC", k, n))

_k, _n = sympy.symbols("k n", positive=True, integer=True)


@claims.symbolic(
    "kantc.thm4.proof", where="Theorem 4 (proof)",
    statement="(n-1) x k^n + k^(n-1) x 2^(k-1) + (2^k - k) x k^(n-1) = "
              "(n-1)k^n + (2^(k-1) + 2^k - k)k^(n-1)")
def _():
    return ((_n - 1) * _k ** _n + _k ** (_n - 1) * 2 ** (_k - 1) + (2 ** _k - _k) * _k ** (_n - 1),
            (_n - 1) * _k ** _n + (2 ** (_k - 1) + 2 ** _k - _k) * _k ** (_n - 1))


_DIAM_NOTES = ("Diameter over pairs of compute nodes counting node-switch hops (the proof's "
               "convention). Computed by BFS from one node per host of cube 0 (the other "
               "sources follow by automorphisms). With rho the covering radius of the "
               "intermediate switches in Q_k, the diameter is 2n + 2 rho for n >= 3 (see "
               ".corrected); 2 rho = k only when rho = k/2, so the statement fails for every odd "
               "k, and for n = 2 (a single cube, or two cubes joined directly). ")

_theorem("kantc.thm5.diameter", "Theorem 5, Table I", "The diameter of KANTC(k, n) is 2n + k",
         "KANTC", "diameter", lambda k, n: 2 * n + k, expect="refuted", erratum="substantive",
         witness={"k": 2, "n": 2},
         notes=_DIAM_NOTES + "Example reading. Smallest counterexample KANTC(2,2): printed 6, "
         "computed 4; KANTC(3,3): printed 9, computed 8. Holds for even k with n >= 3 (rho = k/2 there, thm5.example_radius).")
_theorem("kantc.thm5.diameter.written", "Theorem 5, Table I",
         "The diameter of KANTC(k, n) is 2n + k [written reading of the intermediate switches]",
         "KANTC", "diameter", lambda k, n: 2 * n + k, expect="refuted", erratum="substantive",
         witness={"k": 2, "n": 2}, reading="written",
         even=True,
         notes=_DIAM_NOTES + "Written reading (even k only). Smallest counterexample "
         "KANTC(2,2): 4 vs 6; KANTC(4,3): 8 vs 10 (rho = 1).")


def _corrected_diam(family):
    def check(k, n, reading):
        return 2 * n + 2 * _rho(k, reading), _diam(family, k, n, reading)
    return check


def _both_readings(family, limit=LIMIT):
    def build():
        rows = [dict(r, reading="example") for r in _domain(family, limit=limit, nmin=3)()]
        rows += [dict(r, reading="written")
                 for r in _domain(family, limit=limit, nmin=3, reading="written", even=True)()]
        rows.sort(key=lambda r: (_estimate(family, r["k"], r["n"]), r["reading"]))
        return rows
    return build


claims.instances(
    "kantc.thm5.diameter.corrected", where="Theorem 5 (corrected)",
    statement="For n >= 3 the diameter of KANTC(k, n) is 2n + 2 rho, rho = max over cube "
              "switches of the distance to the nearest intermediate switch",
    params=_both_readings("KANTC"), size=_sz("KANTC"), corrects="kantc.thm5.diameter",
    max_nodes=ORBIT_CAP,
    notes="Derivation: between cubes the path is node, host, nearest intermediate (rho), up "
          "and down the tree (2(n-1) when the ancestor is a root), nearest intermediate, host, "
          "node; all intermediates of a cube have the same tree neighbours. Same-cube pairs "
          "are at most 2 rho + 4 apart. Example reading: rho = floor(k/2) (thm5.example_radius), "
          "so the diameter is 2n + 2 floor(k/2).")(_corrected_diam("KANTC"))


@claims.instances(
    "kantc.thm5.example_radius", where="Theorem 5 (corrected, derived)",
    statement="Example reading: the covering radius of the intermediate switches is floor(k/2)",
    params={"k": range(2, 17)}, size=lambda k: 2 ** k)
def _(k):
    return k // 2, _rho(k, "example")


@claims.instances(
    "kantc.thm5.proof.half", where="Theorems 5 and 10 (proofs)",
    statement="When a k-cube has multiple evenly distributed SIS/DIS to choose from, the longest "
              "shortest path is half the diameter of the k-cube, i.e., k/2 [Theorem 10: the "
              "length of the longest shortest-path for both 1. and 3. is k/2]",
    params={"k": range(2, 17)}, size=lambda k: 2 ** k, expect="refuted", erratum="substantive",
    witness={'k': 3},
    notes="Longest distance from a cube switch to its nearest intermediate switch (example "
          "reading). Smallest counterexample k = 3: 1 vs 3/2 (never k/2 for odd k).")
def _(k):
    return Fraction(k, 2), Fraction(_rho(k, "example"))


@claims.symbolic(
    "kantc.thm5.proof.sum", where="Theorem 5 (proof)",
    statement="Therefore, the diameter of KANTC(k, n) is k + 2(n-1) + 2 = 2n + 2k",
    expect="refuted", erratum="slip",
    notes="k + 2(n-1) + 2 = 2n + k, the theorem's statement; '2n + 2k' is an arithmetic slip "
          "(difference k).")
def _():
    return _k + 2 * (_n - 1) + 2, 2 * _n + 2 * _k


@claims.instances(
    "kantc.thm5.proof.tree", where="Theorem 5 (proof)",
    statement="In KANTC(k, n), the longest shortest-path between two intermediate switches is "
              "the path where their NCA is at stage n-1: SIS will send packets at a distance of "
              "n-1 to their NCA and n-1 from NCA to DIS",
    params=_domain("KANTC", limit=50_000), size=_sz("KANTC"),
    notes="Checked: the largest distance between two intermediate switches of the built graph "
          "is 2(n-1) (BFS from the intermediate switches of cube 0).")
def _(k, n):
    return 2 * (n - 1), _intermediate_distance(_g("KANTC", k, n))


@claims.instances(
    "kantc.thm5.proof.ends", where="Theorems 5 and 10 (proofs)",
    statement="Note that the distance between the source (and destination) compute node and "
              "the source (and destination) switch is 2 [+2 in the diameter k + 2(n-1) + 2]",
    params=lambda: [dict(r, family=f) for f in ("KANTC", "MiKANTC")
                    for r in _domain(f, limit=50_000)()],
    size=lambda k, n, family: _estimate(family, k, n),
    notes="Read as: the two end links (source node to source switch, destination switch to "
          "destination node) add 2 hops in all, as the sum k + 2(n-1) + 2 and Theorem 10's "
          "'+2 is the distance between the source (and destination) computational node and "
          "the source (and destination) switch' use it. Checked: every compute node has "
          "exactly one link, to a switch. Literally each of the two distances is 1, not 2.")
def _(k, n, family):
    return (2, [1]), _end_hops(_g(family, k, n))


_theorem("kantc.thm6.radix", "Theorem 6, Table I, Section V-B", "The radix of the switch of MiKANTC(k, n) is 2k",
         "MiKANTC", "radix", lambda k, n: 2 * k, notes="Radix = largest switch degree.")
@claims.instances(
    "kantc.thm6.proof", where="Theorem 6 (proof)",
    statement="In the k-cube part, each intermediate switch is connected to k switches of MiKANT "
              "and k other k-cube switches, and each switch connecting a computational node is "
              "connected to the other k switches and k computational nodes",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"),
    notes="Neighbours of every intermediate switch and every host of the built graph, split "
          "into (switches outside its cube, switches of its cube, compute nodes). For n = 2 "
          "the k switches 'of MiKANT' are the other group's intermediate switches.")
def _(k, n):
    return ([(k, k, 0)], [(0, k, k)]), _cube_roles(_g("MiKANTC", k, n))


_theorem("kantc.thm7.nodes", "Theorem 7, Table I",
         "There are 2(2^k - k) k^(n-1) compute nodes in MiKANTC(k, n)",
         "MiKANTC", "nodes", lambda k, n: 2 * (2 ** k - k) * k ** (n - 1))
_theorem("kantc.thm8.switches", "Theorem 8, Table I",
         "There exist (2n-4) k^(n-1) + 2^(k+1) k^(n-2) switches in MiKANTC(k, n)",
         "MiKANTC", "switches", lambda k, n: (2 * n - 4) * k ** (n - 1) + 2 ** (k + 1) * k ** (n - 2))


@claims.symbolic(
    "kantc.thm8.proof", where="Theorem 8 (proof)",
    statement="(2n-4) x k^(n-1) + 2 x 2^k x 2k^(n-2) = (2n-4)k^(n-1) + 2^(k+1) k^(n-2)",
    expect="refuted", erratum="slip",
    notes="The middle expression counts 2 x 2k^(n-2) cubes, i.e. 2^(k+2) k^(n-2) cube switches, "
          "twice the true number; the theorem (right-hand side) is right (thm8.switches).")
def _():
    return ((2 * _n - 4) * _k ** (_n - 1) + 2 * 2 ** _k * 2 * _k ** (_n - 2),
            (2 * _n - 4) * _k ** (_n - 1) + 2 ** (_k + 1) * _k ** (_n - 2))


@claims.instances(
    "kantc.thm8.proof.layers", where="Theorem 8 (proof)",
    statement="In the top half, there are 2n - 4 layers with k^(n-1) switches each, and in the "
              "bottom half, there are 2k^(n-2) k-cubes with 2^k switches each",
    params=_domain("MiKANTC", limit=50_000), size=_sz("MiKANTC"),
    notes="As thm3.proof: (group, level) classes of the switch labels above the cubes, and "
          "the components of the level-0 switches. Built graphs.")
def _(k, n):
    g = _g("MiKANTC", k, n)
    return ([k ** (n - 1)] * (2 * n - 4), 2 * k ** (n - 2), [2 ** k]), (
        _switch_layers(g), len(_cubes(g)), sorted({len(c) for c in _cubes(g)}))


_theorem("kantc.thm9.links", "Theorem 9, Table I",
         "There exist (2n-3) k^n + (3 x 2^k - 2k) k^(n-1) links in MiKANTC(k, n)",
         "MiKANTC", "links", lambda k, n: (2 * n - 3) * k ** n + (3 * 2 ** k - 2 * k) * k ** (n - 1))


@claims.symbolic(
    "kantc.thm9.proof", where="Theorem 9 (proof)",
    statement="(2n-3) x k^n + k^(n-1) x 2^k + 2(2^k - k) x k^(n-1) = (2n-3)k^n + (3 x 2^k - 2k)k^(n-1)")
def _():
    return ((2 * _n - 3) * _k ** _n + _k ** (_n - 1) * 2 ** _k + 2 * (2 ** _k - _k) * _k ** (_n - 1),
            (2 * _n - 3) * _k ** _n + (3 * 2 ** _k - 2 * _k) * _k ** (_n - 1))


@claims.instances(
    "kantc.thm9.proof.layers", where="Theorem 9 (proof)",
    statement="In the upper half of MiKANTC(k, n), there are 2n-3 layers with k^(n-1) switches "
              "per layer, and each switch provides k connections",
    params=_domain("MiKANTC", limit=50_000), size=_sz("MiKANTC"), expect="refuted",
    erratum="slip", witness={"k": 2, "n": 2},
    notes="Switch layers = (group, level) classes above the cubes: there are 2n - 4 (Theorem "
          "8's proof says so), not 2n - 3; the count (2n-3) x k^(n-1) x k = (2n-3)k^n is right "
          "for the layers of links (thm9.proof.parts, which corrects this). Smallest "
          "counterexample MiKANTC(2,2): printed (1, [2]), computed (0, []).")
def _(k, n):
    layers = _switch_layers(_g("MiKANTC", k, n))
    return (2 * n - 3, [k ** (n - 1)]), (len(layers), sorted(set(layers)))


@claims.instances(
    "kantc.thm9.proof.parts", where="Theorem 9 (proof, corrected)",
    statement="MiKANTC(k, n) has 2n - 3 layers of k^n links outside the cubes; in the lower "
              "half, 2k^(n-2) k-cubes with k 2^(k-1) links each, and 2^k - k switches per cube "
              "connecting k compute nodes",
    params=_domain("MiKANTC", limit=50_000), size=_sz("MiKANTC"),
    corrects="kantc.thm9.proof.layers",
    notes="Links of the built graph split as in thm4.proof.parts; the layers outside the cubes "
          "are the n - 2 layers between consecutive levels of each group and the layer "
          "between the groups' level n-2.")
def _(k, n):
    return ([k ** n] * (2 * n - 3), 2 * k ** (n - 2) * k * 2 ** (k - 1),
            2 * k ** (n - 2) * (2 ** k - k) * k), _link_parts(_g("MiKANTC", k, n))


_theorem("kantc.thm10.diameter", "Theorem 10, Table I", "The diameter of MiKANTC(k, n) is 2n + k",
         "MiKANTC", "diameter", lambda k, n: 2 * n + k, expect="refuted", erratum="substantive",
         witness={"k": 2, "n": 2},
         notes=_DIAM_NOTES + "Example reading. Smallest counterexample MiKANTC(2,2): printed 6, "
         "computed 5; MiKANTC(3,3): 9 vs 8.")
_theorem("kantc.thm10.diameter.written", "Theorem 10, Table I",
         "The diameter of MiKANTC(k, n) is 2n + k [written reading]",
         "MiKANTC", "diameter", lambda k, n: 2 * n + k, expect="refuted", erratum="substantive",
         witness={"k": 2, "n": 2}, reading="written",
         even=True, notes=_DIAM_NOTES + "Written reading (even k). Smallest counterexample "
         "MiKANTC(2,2): 5 vs 6.")

claims.instances(
    "kantc.thm10.diameter.corrected", where="Theorem 10 (corrected)",
    statement="For n >= 3 the diameter of MiKANTC(k, n) is 2n + 2 rho (rho as in Theorem 5)",
    params=_both_readings("MiKANTC"), size=_sz("MiKANTC"), corrects="kantc.thm10.diameter",
    max_nodes=ORBIT_CAP,
    notes="Same-group pairs whose ancestor is in the other group are farthest: 2 + 2 rho + "
          "2(n-1); pairs in different groups are one hop closer.")(_corrected_diam("MiKANTC"))


@claims.symbolic(
    "kantc.thm10.proof.sum", where="Theorem 10 (proof)",
    statement="The diameter of MiKANTC(k, n) [printed 'MiCAT(k, n)'] is k + 2(n-1) + 2 = 2n + k",
    corrects="kantc.thm10.name",
    notes="The arithmetic holds; the premise (each end k/2 from its intermediate switch) does "
          "not (thm5.proof.half).")
def _():
    return _k + 2 * (_n - 1) + 2, 2 * _n + _k


@claims.instances(
    "kantc.thm10.name", where="Theorem 10 (proof)",
    statement="Therefore, the diameter of MiCAT(k, n) is k + 2(n-1) + 2 = 2n + k",
    params={"k": [2], "n": [2]}, expect="refuted", erratum="slip", witness={"k": 2, "n": 2},
    notes="'MiCAT' names no network of the paper (checked: it is no GRAPH spec of the "
          "project); a typo for MiKANTC (thm10.proof.sum, which corrects this).")
def _(k, n):
    return True, _names_a_network("MiCAT", k, n)


@claims.instances(
    "kantc.thm10.proof.tree", where="Theorem 10 (proof)",
    statement="The length of the longest shortest path for 2. [SIS to DIS] is 2(n - 1)",
    params=_domain("MiKANTC", limit=50_000), size=_sz("MiKANTC"),
    notes="As thm5.proof.tree: the largest distance between two intermediate switches of "
          "the built MiKANTC(k, n) (BFS from those of cube 0 of group 0; the group swap and "
          "the digit permutations make every cube equivalent to it).")
def _(k, n):
    return 2 * (n - 1), _intermediate_distance(_g("MiKANTC", k, n))


@claims.instances(
    "kantc.thm10.proof.pair", where="Theorem 10 (proof)",
    statement="In MiKANTC(k, n), the longest shortest-path is the path between two nodes in "
              "the same group whose NCAs are located at the n-2 stage of the other group",
    params=_domain("MiKANTC", limit=5_000, nmin=3), size=_sz("MiKANTC"),
    notes="Garbled ('two nodes with Ci = 1 in the same group with 0 <= i <= n-1'); read as: "
          "the diameter is attained by two compute nodes of one group whose top digits "
          "D_{n-2} differ (their common ancestors are the other group's level n-2 switches), "
          "and every other pair (other group, or same top digit) is closer. BFS from one node "
          "per host of cube 0 of group 0. n = 2 excluded (no level above the cubes).")
def _(k, n):
    g = _g("MiKANTC", k, n)
    csr, nodes = g.csr(), g.compute_nodes()
    head = np.array([g.label(int(h))[:3] for h in g.hosts()])     # (G, L, D_{n-2}) per host
    group, top = np.repeat(head[:, 0], k), np.repeat(head[:, 2], k)
    far_across = far_other = 0
    for v, _ in g.node_representatives():
        d = bfs_distances(csr, v)[nodes]
        lab = g.label(v)
        across = (group == lab[0]) & (top != lab[2])
        far_across = max(far_across, int(d[across].max()))
        far_other = max(far_other, int(d[~across].max()))
    diam = _diam("MiKANTC", k, n)
    return (diam, True), (far_across, far_other < diam)


@claims.instances(
    "kantc.table1.summary", where="Section III-D, after Table I",
    statement="As we can see from the table, KANTC and MiKANTC achieve more computational nodes "
              "connected with fewer switches and links than the traditional k-ary n-tree and "
              "MiKANT by increasing only the diameter of k",
    params=_domain("MiKANTC", limit=5_000),
    size=lambda k, n: sum(_estimate(f, k, n) for f in FAMILIES), expect="refuted",
    erratum="substantive", witness={"k": 2, "n": 2},
    notes="Read per column pair of Table I, same (k, n): KANTC against the k-ary n-tree and "
          "MiKANTC against MiKANT, each (more compute nodes, fewer switches per compute node, "
          "fewer links per compute node, diameter larger by exactly k, same radix), on the "
          "built graphs. 'Fewer' per compute node, the paper's cost measure (Section V-A): in "
          "absolute numbers the hybrids always have more switches ((n-1)k^(n-1) + 2^k "
          "k^(n-2) > n k^(n-1)). Fails at k = 2 (2^k - k = k: no more nodes), for n = 2 and "
          "odd k (the diameter grows by 2 floor(k/2) for n >= 3, thm5.diameter.corrected) and "
          "for small (k, n) per node (conclusions.lower_cost). Alternative pairing (each hybrid "
          "against both trees) fails too: KANTC(3, n) has fewer nodes than MiKANT(3, n).")
def _(k, n):
    out = []
    for hybrid, base in (("KANTC", "KANT"), ("MiKANTC", "MiKANT")):
        h, b = _per_node(hybrid, k, n), _per_node(base, k, n)
        out += [_counts(_g(hybrid, k, n))[0] > _counts(_g(base, k, n))[0], h[0] < b[0],
                h[1] < b[1], _diam(hybrid, k, n) - _diam(base, k, n) == k,
                _radix(_g(hybrid, k, n)) == _radix(_g(base, k, n))]
    return [True] * 10, out


# --------------------------------------------------------------------------
# Section IV: routing
# --------------------------------------------------------------------------
@claims.instances(
    "kantc.s4a.list", where="Section IV-A; Algorithm 1",
    statement="We use a static method to select all intermediate switches and store their IDs "
              "in a list I = [I_{k-1}, I_{k-2}, ..., I_{k-2}]",
    params={"k": range(2, 17)}, size=lambda k: 2 ** k, expect="refuted", erratum="slip",
    witness={"k": 3},
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


def _host_of(g, csr) -> np.ndarray:
    """The switch of every vertex that is a compute node (one link each), indexed by vertex."""
    out = np.full(g.order, -1, dtype=np.int64)
    nodes = g.compute_nodes()
    out[nodes] = csr.indices[csr.indptr[nodes]]
    return out


@claims.instances(
    "kantc.s4a.list.corrected", where="Section IV-A (corrected)",
    statement="The list I = [I_{k-1}, ..., I_0] holds the k intermediate switches; a packet for "
              "another cube leaves its cube through the nearest of them (the shortest path to "
              "the intermediate switch)",
    params=_domain("KANTC", limit=1_500, nmin=3), size=_sz("KANTC"),
    corrects="kantc.s4a.list",
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
    params=_domain("KANTC", limit=20_000, nmin=3), size=_sz("KANTC"),
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
    erratum="slip", witness={"k": 2, "n": 3},
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
    corrects="kantc.s4a.up_step")
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
    witness={'k': 5, 'n': 2},
    notes=_ROUTE_NOTES + "Fails for k >= 5 inside one cube: KANTC(5,2), hosts 00001 and "
    "11110 are 5 apart in the cube but 4 apart through 00000, a root and 11111 (route 7 hops "
    "node to node, shortest 6). Holds for k <= 4.")(_routing("KANTC"))
claims.instances(
    "kantc.alg1.shortest.written", where="Section IV-A, Algorithm 1",
    statement="Algorithm 1 routes on shortest paths [written reading]",
    params=_domain("KANTC", limit=1_500, reading="written", even=True), size=_sz("KANTC"),
    expect="refuted", erratum="substantive",
    witness={'k': 6, 'n': 2},
    notes=_ROUTE_NOTES + "Written reading, even k. Fails for k = 6 inside one cube: KANTC(6,2), "
    "hosts 000001 and 111110 (route 8 hops node to node, shortest 6).")(_routing("KANTC", "written"))
claims.instances(
    "kantc.alg2.shortest", where="Section IV-B",
    statement="MiKANTC routing: same group as KANTC; else up to level n-2 of G_W, across, down "
              "to the destination switch and node [on shortest paths]",
    params=_domain("MiKANTC", limit=1_500), size=_sz("MiKANTC"), expect="refuted", erratum="substantive",
    witness={'k': 5, 'n': 2},
    notes=_ROUTE_NOTES + "Same-group pairs whose ancestor is at level n-1 cross to the other "
    "group and back. Fails as Algorithm 1 (same cube, k >= 5).")(_routing("MiKANTC"))

@claims.instances(
    "kantc.alg1.pseudocode", where="Section IV-A, Algorithm 1 (pseudo-code)",
    statement="Algorithm 1 [as its pseudo-code is printed] routes every packet of KANTC(k, n) on a "
              "shortest path",
    params=_domain("KANTC", limit=600), size=_sz("KANTC"), expect="refuted",
    erratum="substantive", witness={"k": 3, "n": 2},
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
    reason="Algorithm 2 is not in the paper's text; the prose routing is checked as "
           "kantc.alg2.shortest.")
claims.not_checkable(
    "kantc.s4c.latency", where="Section IV-C, Fig. 5",
    statement="Packet latencies of KANTC(3,4) and MiKANTC(3,4) under uniform traffic (buffer "
              "8); the algorithm works efficiently when the load is below 40%",
    reason="Cycle-level simulation results; needs the authors' simulator.")


# --------------------------------------------------------------------------
# Section V-A: cost ratios
# --------------------------------------------------------------------------
@claims.instances(
    "kantc.s5a.kant.per_node", where="Section V-A",
    statement="A k-ary n-tree has k^n nodes and nk^(n-1) switches. That is, a node requires "
              "nk^(n-1)/k^n switches",
    params=_domain("KANT"), size=_sz("KANT"))
def _(k, n):
    nodes, switches, _ = _counts(_g("KANT", k, n))
    return Fraction(n * k ** (n - 1), k ** n), Fraction(switches, nodes)


def _per_node(family, k, n, built=True):
    """(switches per node, links per node) from the built graph or from Table I's formulas."""
    if built:
        nodes, switches, links = _counts(_g(family, k, n))
    else:
        nodes, switches, links = _TABLE[family](k, n)
    return Fraction(switches, nodes), Fraction(links, nodes)


_TABLE = {
    "KANT": lambda k, n: (k ** n, n * k ** (n - 1), n * k ** n),
    "MiKANT": lambda k, n: (2 * k ** n, (2 * n - 2) * k ** (n - 1), (2 * n - 1) * k ** n),
    "KANTC": lambda k, n: ((2 ** k - k) * k ** (n - 1), (n - 1) * k ** (n - 1) + 2 ** k * k ** (n - 2),
                           (n - 1) * k ** n + (2 ** (k - 1) + 2 ** k - k) * k ** (n - 1)),
    "MiKANTC": lambda k, n: (2 * (2 ** k - k) * k ** (n - 1),
                             (2 * n - 4) * k ** (n - 1) + 2 ** (k + 1) * k ** (n - 2),
                             (2 * n - 3) * k ** n + (3 * 2 ** k - 2 * k) * k ** (n - 1)),
}

_SW_LHS = ((((_n - 1) * _k ** (_n - 1) + 2 ** _k * _k ** (_n - 2)) / ((2 ** _k - _k) * _k ** (_n - 1)))
           / (_n * _k ** (_n - 1) / _k ** _n))
_SW_RHS = (2 ** _k - _k + _k * _n) / (_n * (2 ** _k - _k))
_LK_LHS = ((((_n - 1) * _k ** _n + (2 ** (_k - 1) + 2 ** _k - _k) * _k ** (_n - 1))
            / ((2 ** _k - _k) * _k ** _n)) / (_n * _k ** (_n - 1) / _k ** _n))
_LK_RHS = ((_n - 2) * _k ** 2 + 3 * 2 ** (_k - 1) * _k) / (_n * (2 ** _k - _k))
_LK_FIX = ((_n - 2) * _k + 3 * 2 ** (_k - 1)) / (_n * (2 ** _k - _k))


def _subs(e, k, n) -> Fraction:
    v = sympy.nsimplify(e.subs({_k: k, _n: n}))
    return Fraction(int(v.p), int(v.q))


@claims.symbolic(
    "kantc.s5a.switch.formula", where="Section V-A",
    statement="The switch cost ratio of a KANTC(k,n) to a k-ary n-tree is "
              "(((n-1)k^(n-1) + 2^k k^(n-2))/(2^k - k)k^(n-1)) / (nk^(n-1)/k^n) = "
              "(2^k - k + kn)/(n(2^k - k))",
    notes="The printed identity (sympy); that its left-hand side is the ratio of the built "
          "graphs' switches per compute node is s5a.switch.built.")
def _():
    return _SW_LHS, _SW_RHS


@claims.instances(
    "kantc.s5a.switch.built", where="Section V-A",
    statement="Switch cost ratio KANTC(k,n) / k-ary n-tree = (2^k - k + kn)/(n(2^k - k)) "
              "[switches per compute node, built graphs]",
    params=_domain("KANTC"), size=_pair_size("KANTC", "KANT"))
def _(k, n):
    return _subs(_SW_RHS, k, n), _per_node("KANTC", k, n)[0] / _per_node("KANT", k, n)[0]


@claims.symbolic(
    "kantc.s5a.link.formula", where="Section V-A",
    statement="The link cost ratio of a KANTC(k, n) to k-ary n-tree is "
              "(((n-1)k^n + (2^(k-1) + 2^k - k)k^(n-1))/(2^k - k)k^n) / (nk^(n-1)/k^n) = "
              "((n-2)k^2 + 3 x 2^(k-1) k)/(n(2^k - k))",
    expect="refuted", erratum="slip",
    notes="The right-hand side is k times the left-hand side. The left-hand side has two "
          "slips that cancel: it divides by (2^k - k)k^n instead of the (2^k - k)k^(n-1) nodes, "
          "and by the tree's switches per node nk^(n-1)/k^n instead of its links per node n; "
          "its value is the true ratio (s5a.link.lhs), which the quoted percentages use.")
def _():
    return _LK_LHS, _LK_RHS


@claims.instances(
    "kantc.s5a.link.built", where="Section V-A",
    statement="Link cost ratio KANTC(k,n) / k-ary n-tree = ((n-2)k^2 + 3 x 2^(k-1) k)/(n(2^k - k)) "
              "[links per compute node, built graphs]",
    params=_domain("KANTC"), size=_pair_size("KANTC", "KANT"), expect="refuted", erratum="slip",
    witness={'k': 2, 'n': 2},
    notes="Smallest counterexample (k,n) = (2,2): printed 3, computed 3/2 (the printed "
          "right-hand side is k times the ratio). A slip of the derivation (s5a.link.formula): "
          "the left-hand side and the quoted percentages use the right ratio "
          "(s5a.link.lhs, s5a.percent.*).")
def _(k, n):
    return _subs(_LK_RHS, k, n), _per_node("KANTC", k, n)[1] / _per_node("KANT", k, n)[1]


@claims.instances(
    "kantc.s5a.link.lhs", where="Section V-A",
    statement="The printed left-hand side of the link cost ratio equals the built ratio",
    params=_domain("KANTC"), size=_pair_size("KANTC", "KANT"))
def _(k, n):
    return _subs(_LK_LHS, k, n), _per_node("KANTC", k, n)[1] / _per_node("KANT", k, n)[1]


@claims.instances(
    "kantc.s5a.link.corrected", where="Section V-A (corrected)",
    statement="The link cost ratio of KANTC(k, n) to the k-ary n-tree is "
              "((n-2)k + 3 x 2^(k-1))/(n(2^k - k))",
    params=_domain("KANTC"), size=_pair_size("KANTC", "KANT"), corrects="kantc.s5a.link.formula",
    notes="Also equal to the printed left-hand side as a sympy identity (s5a.link.corrected.lhs).")
def _(k, n):
    return _subs(_LK_FIX, k, n), _per_node("KANTC", k, n)[1] / _per_node("KANT", k, n)[1]


@claims.symbolic(
    "kantc.s5a.link.corrected.lhs", where="Section V-A (corrected)",
    statement="printed left-hand side = ((n-2)k + 3 x 2^(k-1))/(n(2^k - k))",
    corrects="kantc.s5a.link.formula")
def _():
    return _LK_LHS, _LK_FIX


_PERCENTS = {
    ("KANTC", "KANT", "switches"): "84.27", ("KANTC", "KANT", "links"): "78.23",
    ("KANTC", "MiKANT", "switches"): "82.03", ("KANTC", "MiKANT", "links"): "76.77",
    ("MiKANTC", "KANT", "switches"): "84.68", ("MiKANTC", "KANT", "links"): "78.43",
    ("MiKANTC", "MiKANT", "switches"): "82.49", ("MiKANTC", "MiKANT", "links"): "76.99",
}


def _saving(a, b, what, k, n) -> Fraction:
    i = 0 if what == "switches" else 1
    return 100 * (1 - _per_node(a, k, n, built=False)[i] / _per_node(b, k, n, built=False)[i])


for (_a, _b, _what), _pct in _PERCENTS.items():
    claims.instances(
        f"kantc.s5a.percent.{_a.lower()}.{_b.lower()}.{_what}", where="Section V-A",
        statement=f"For k = n = 8, {_a} saves {_pct}% {_what} than "
                  f"{'k-ary n-tree' if _b == 'KANT' else 'MiKANT(k, n)'}",
        params={"k": [8], "n": [8]},
        notes="Saving = 100 (1 - per-node cost of the hybrid / per-node cost of the tree), per "
              "compute node, from the counts of Table I (Theorems 2-4, 7-9 and Section II-B, "
              "checked on built graphs up to ~10^6 vertices; KANTC(8,8) has ~6 x 10^8 and is "
              "not built, so the outcome is 'verified', not 'proved'). The exact Fraction is "
              "rounded half-up to two decimals and compared with the printed percentage.")(
        lambda k, n, _a=_a, _b=_b, _what=_what, _pct=_pct:
        (Fraction(_pct), _percent(_saving(_a, _b, _what, k, n))))


def _all_lower(k, n, built):
    out = []
    for a in ("KANTC", "MiKANTC"):
        for b in ("KANT", "MiKANT"):
            ra, rb = _per_node(a, k, n, built), _per_node(b, k, n, built)
            out += [ra[0] < rb[0], ra[1] < rb[1]]
    return out


@claims.instances(
    "kantc.s5a.lower", where="Section V-A, Figs. 6-7",
    statement="Both KANTC(k, n) and MiKANTC(k, n) have lower switch and link cost ratios than "
              "k-ary n-tree and MiKANT(k, n) when n = k >= 4",
    params=lambda: [{"k": k, "built": True} for k in (4, 5, 6)]
    + [{"k": k, "built": False} for k in range(7, 65)],
    size=lambda k, built: (_estimate("MiKANTC", k, k) if built else 1),
    notes="The eight ratios (switches, links; KANTC, MiKANTC; vs tree, MiKANT) are below 1. "
          "k = n <= 6 from built graphs (MiKANTC(6,6) has ~1.2 x 10^6 vertices), 7..64 from "
          "Table I's counts (verified on built graphs).")
def _(k, built):
    return [True] * 8, _all_lower(k, k, built)


@claims.exhaustive(
    "kantc.s5a.lower.sharp", where="Section V-A (derived)",
    statement="The bound n = k >= 4 is sharp: for k = n = 3 KANTC's link cost ratio to the "
              "k-ary n-tree is 1 (not lower)",
    params={"k": [3]}, size=lambda k: _estimate("KANTC", k, k) + _estimate("KANT", k, k))
def _(k):
    return Fraction(1), _per_node("KANTC", k, k)[1] / _per_node("KANT", k, k)[1]


@claims.instances(
    "kantc.abstract.save", where="Abstract",
    statement="KANTC and MiKANTC can save 84% of switches and 78% of links in massively "
              "parallel systems when k = n = 8, compared to fat trees",
    params={"k": [8], "n": [8]},
    notes="Read as 'at least 84% and 78%' (MiKANTC saves 84.68% of switches). Fat tree = the "
          "k-ary n-tree; savings from Table I's counts as in s5a.percent.* (verified on built "
          "graphs up to ~10^6 vertices, not at k = n = 8: 'verified', not 'proved').")
def _(k, n):
    s = [_saving(a, "KANT", w, k, n) for a in ("KANTC", "MiKANTC") for w in ("switches", "links")]
    return [True] * 4, [s[0] >= 84, s[1] >= 78, s[2] >= 84, s[3] >= 78]


@claims.instances(
    "kantc.conclusions.lower_cost", where="Section VI (Conclusions); Abstract; Section I",
    statement="KANTC and MiKANTC have lower hardware costs than the traditional fat-tree",
    params=_domain("MiKANTC"), size=lambda k, n: _estimate("MiKANTC", k, n) + _estimate("KANT", k, n),
    expect="refuted", erratum="substantive", witness={"k": 2, "n": 2},
    notes="Hardware cost read as switches and links per compute node (the measure of Section "
          "V-A); fat tree = the k-ary n-tree of the same (k, n). Counted on the built graphs: "
          "computed (KANTC switches, KANTC links, MiKANTC switches, MiKANTC links) per node "
          "below the k-ary n-tree's. Fails for every k = 2 (a 2-cube has no spare switch for "
          "compute nodes beyond the tree's, all four comparisons fail) and at (3, 2), (4, 2), "
          "(3, 3) (KANTC's links per node, and more); holds for every other (k, n) of the "
          "domain, so the conclusion needs k >= 3 and n large enough (the paper's own "
          "comparisons use k = n = 8).")
def _(k, n):
    tree = _per_node("KANT", k, n)
    hybrid = [_per_node(f, k, n) for f in ("KANTC", "MiKANTC")]
    return [True] * 4, [h[i] < tree[i] for h in hybrid for i in (0, 1)]


# --------------------------------------------------------------------------
# Section V-B: relative cost performance
# --------------------------------------------------------------------------
@claims.instances(
    "kantc.s5b.diameter_term", where="Section V-B",
    statement="2n + 2k is the diameter of KANTC(k, n) and MiKANTC(k, n)",
    params=lambda: [dict(r, family=f) for r in _domain("KANTC", limit=200_000)()
                    for f in ("KANTC", "MiKANTC")],
    size=lambda k, n, family: _estimate(family, k, n), expect="refuted", erratum="slip",
    witness={'k': 2, 'n': 2, 'family': 'KANTC'},
    notes="Contradicts Theorems 5 and 10 (2n + k) and the RCP formula itself, which uses "
          "(2n + k). Smallest counterexample KANTC(2,2): printed 8, computed 4.")
def _(k, n, family):
    return 2 * n + 2 * k, _diam(family, k, n)


@claims.exhaustive(
    "kantc.s5b.example.nodes", where="Section V-B",
    statement="We build a system of 5412096 nodes with MiKANTC(6, 7)",
    params={"k": [6], "n": [7]},
    notes="N2 = 2(2^k - k)k^(n-1) (Theorem 7); the number of compute nodes of the MiKANTC(6,7) "
          "layout (6.9 x 10^6 vertices, not wired here).")
def _(k, n):
    return 5412096, MiKANTC(k, n).num_nodes


def _round3(x: arb) -> Fraction:
    """The 3-decimal rounding of a real known by a certified enclosure (exact, or error)."""
    lower = (x - x.rad()) * 1000 + arb("0.5")
    upper = (x + x.rad()) * 1000 + arb("0.5")
    a, b = lower.floor(), upper.floor()
    if not (a.is_exact() and b.is_exact() and a == b):
        raise ValueError("enclosure too wide to round")
    return Fraction(int(a.unique_fmpz()), 1000)


def _log2(N: int) -> arb:
    return arb(N).log() / arb(2).log()


@claims.exhaustive(
    "kantc.s5b.example.rcp", where="Section V-B",
    statement="RCP_2 = 2k x (2n+k)(log2 N2/p + p) x (log2 N2/p + 2); when we build a system of "
              "5412096 nodes with MiKANTC(6, 7), the RCP is 0.421 [p = 1]",
    params={"k": [6], "n": [7]}, expect="refuted", erratum="slip",
    witness={'k': 6, 'n': 7},
    notes="The printed formula is a product, 136660.746 (3 decimals), not 0.421. Exact decision: "
          "log2 N by certified interval arithmetic (python-flint arb), the enclosure rounded to "
          "3 decimals. A notation slip: the quotient of the same factors gives 0.421 "
          "(s5b.example.rcp.ratio), and the text's 'a value less than 1 means the system is "
          "better than a hypercube' needs the quotient (the product exceeds 1 for every k, n).")
def _(k, n):
    L = _log2(2 * (2 ** k - k) * k ** (n - 1))
    return Fraction(421, 1000), _round3(2 * k * (2 * n + k) * (L + 1) * (L + 2))


@claims.exhaustive(
    "kantc.s5b.example.rcp.ratio", where="Section V-B (corrected reading)",
    statement="RCP_2 = 2k(2n+k) / ((log2 N2/p + p)(log2 N2/p + 2)) is 0.421 for MiKANTC(6, 7)",
    params={"k": [6], "n": [7]}, corrects="kantc.s5b.example.rcp",
    notes="'Relative' cost performance: the hybrid's radix x diameter over a hypercube's with "
          "the same nodes (radix log2 N/p + p, diameter log2 N/p + 2, as the text describes). "
          "With this reading the example's 0.421 is reproduced (certified arb enclosure, "
          "rounded half-up to 3 decimals).")
def _(k, n):
    L = _log2(2 * (2 ** k - k) * k ** (n - 1))
    return Fraction(421, 1000), _round3(2 * k * (2 * n + k) / ((L + 1) * (L + 2)))


@claims.instances(
    "kantc.s5b.figures", where="Section V-B, Figs. 8-9",
    statement="Fig. 8 and fig. 9 illustrate the RCPs of KANTC(k, n) and MiKANTC(k, n) for "
              "k-cubes in the case of 2 <= n <= 7, p = 1. For a given n, we vary the value of k "
              "to implement systems of different scales",
    params={"n": range(2, 8)},
    notes="The curves carry no printed values (the one value quoted, 0.421 for MiKANTC(6,7), "
          "is s5b.example.rcp); what the text states about them is checked: for each n the "
          "system sizes N1 = (2^k - k)k^(n-1) and N2 = 2 N1 (Section V-B's definitions, the "
          "compute nodes of Theorems 2 and 7, verified on built graphs) strictly increase with "
          "k, k = 2..32, so each k gives a system of another scale. Under the printed product "
          "formula every RCP exceeds 1, so the next sentence ('a value less than 1 means the "
          "system is better than a hypercube') needs the quotient reading "
          "(s5b.example.rcp.ratio).")
def _(n):
    n1 = [(2 ** k - k) * k ** (n - 1) for k in range(2, 33)]
    n2 = [2 * x for x in n1]
    return (True, True), (all(a < b for a, b in zip(n1, n1[1:])),
                          all(a < b for a, b in zip(n2, n2[1:])))


def _tradeoff_domain():
    rows = []
    for f in ("KANTC", "MiKANTC"):
        for r in _domain(f, limit=20_000)():
            k, n = r["k"], r["n"]
            if max(_estimate(f, k + 1, n), _estimate(f, k, n + 1)) <= 20_000:
                rows.append(dict(r, family=f))
    return rows


@claims.instances(
    "kantc.s5b.tradeoff", where="Section V-B",
    statement="Generally, a larger k will increase the switching cost, and a larger n will "
              "increase communication time",
    params=_tradeoff_domain,
    size=lambda k, n, family: _estimate(family, k + 1, n) + _estimate(family, k, n + 1),
    notes="Read with the RCP's own factors: switching cost = the switch radix ('2k is the "
          "radix ..., which affects the cost of hardware and software'), communication time = "
          "the diameter ('which affects the communication performance'). Checked on built "
          "graphs: radix(k+1, n) > radix(k, n) and diameter(k, n+1) > diameter(k, n), both "
          "families. Alternative: the switches per compute node fall as k grows (KANTC(3,3) "
          "14/15, KANTC(4,3) 1/2).")
def _(k, n, family):
    return (True, True), (_radix(_g(family, k + 1, n)) > _radix(_g(family, k, n)),
                          _diam(family, k, n + 1) > _diam(family, k, n))


# --------------------------------------------------------------------------
# Section V-C: path diversity
# --------------------------------------------------------------------------
def _pc_sum(k):
    return Fraction(sum(math.comb(k, i) * math.factorial(i) for i in range(1, k + 1)), 2 ** k)


def _pk_sum(k, n):
    return Fraction(sum(k ** i * (k ** i - k ** (i - 1)) for i in range(1, n)), k ** (n - 1))


def _pm_sum(k, n):
    return Fraction(sum(k ** i * (k ** i - k ** (i - 1)) for i in range(1, n))
                    + k ** (n - 2) * k ** (n - 1), 2 * k ** (n - 1))


@claims.instances(
    "kantc.s5c.cube.paths", where="Section V-C",
    statement="For any two nodes with distance i in the k-cube there are i! shortest paths; "
              "C_k^i nodes are at distance i",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k,
    notes="From vertex 0 (Q_k is vertex-transitive): sigma(t) = popcount(t)!, and the distance "
          "histogram is binomial.")
def _(k):
    dist, sigma = path_counts_from(Hypercube(k).csr(), 0)
    ok = all(int(sigma[t]) == math.factorial(int(dist[t])) for t in range(2 ** k))
    return (True, [math.comb(k, i) for i in range(k + 1)]), (ok, np.bincount(dist).tolist())


@claims.instances(
    "kantc.s5c.cube.ptilde.sum", where="Section V-C",
    statement="P~_cube = (sum_{i=1}^k C_k^i x i!) / 2^k",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k,
    notes="P~ on the built Q_k: the numbers of shortest paths over ordered pairs of distinct "
          "vertices, divided by 2^k x 2^k (the printed sum is one source's total over 2^k; "
          "module docstring).")
def _(k):
    return _pc_sum(k), average_shortest_paths(Hypercube(k))


@claims.instances(
    "kantc.s5c.cube.ptilde.closed", where="Section V-C",
    statement="P~_cube = sum_{i=1}^k k! / (i! x 2^k)",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k, expect="refuted", erratum="slip",
    witness={'k': 2},
    notes="C(k,i) i! = k!/(k-i)!, not k!/i!. Smallest counterexample k = 2: printed 3/4, "
          "computed 1.")
def _(k):
    return (Fraction(sum(Fraction(math.factorial(k), math.factorial(i)) for i in range(1, k + 1)))
            / 2 ** k, average_shortest_paths(Hypercube(k)))


@claims.instances(
    "kantc.s5c.cube.ptilde.corrected", where="Section V-C (corrected)",
    statement="P~_cube = sum_{i=1}^k k! / ((k-i)! x 2^k)",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k, corrects="kantc.s5c.cube.ptilde.closed")
def _(k):
    return (sum(Fraction(math.factorial(k), math.factorial(k - i) * 2 ** k) for i in range(1, k + 1)),
            average_shortest_paths(Hypercube(k)))


@claims.instances(
    "kantc.s5c.cube.pd", where="Section V-C",
    statement="PD_cube = P~_cube / N_cube = sum_{i=1}^k k! / (i! x 4^k)",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k, expect="refuted", erratum="slip",
    witness={'k': 2},
    notes="Inherits the slip of s5c.cube.ptilde.closed. k = 2: printed 3/16, computed 1/4.")
def _(k):
    return (sum(Fraction(math.factorial(k), math.factorial(i) * 4 ** k) for i in range(1, k + 1)),
            average_shortest_paths(Hypercube(k)) / 2 ** k)


@claims.instances(
    "kantc.s5c.cube.pd.corrected", where="Section V-C (corrected)",
    statement="PD_cube = sum_{i=1}^k k! / ((k-i)! x 4^k)",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k, corrects="kantc.s5c.cube.pd")
def _(k):
    return (sum(Fraction(math.factorial(k), math.factorial(k - i) * 4 ** k) for i in range(1, k + 1)),
            average_shortest_paths(Hypercube(k)) / 2 ** k)


@claims.instances(
    "kantc.s5c.kant.nca", where="Section V-C",
    statement="If the NCA is at level i, there are k^i paths; each switch has k^i - k^(i-1) "
              "switches with k^i paths (i = 1..n-1)",
    params=_domain("KANT"), size=_sz("KANT"),
    notes="From level-0 switch 0 to every other level-0 switch: histogram of the numbers of "
          "shortest paths.")
def _(k, n):
    g = _g("KANT", k, n)
    _, sigma = path_counts_from(g.csr(), int(g.hosts()[0]))
    c = Counter(int(x) for x in sigma[g.hosts()[1:]])
    return {k ** i: k ** i - k ** (i - 1) for i in range(1, n)}, dict(sorted(c.items()))


_PD_NOTES = ("P~ computed on the built graph as sum over ordered pairs (s, t), s != t, of "
             "hosts (switches carrying compute nodes: level 0 of the trees) of the number of "
             "shortest s-t paths, divided by H^2 (H = number of hosts): the convention of the "
             "paper's own sums. ")


@claims.instances(
    "kantc.s5c.kant.switch_only", where="Section V-C",
    statement="In k-ary n-tree, path diversity is only related to switches. The path is fixed "
              "from a compute node (switch) to a switch (compute node)",
    params=_domain("KANT", limit=200_000), size=_sz("KANT"),
    notes="Checked: every compute node has a single link, to its leaf switch, and from a node "
          "a the numbers of shortest paths to the nodes b of other leaf switches equal those "
          "between the two leaf switches (BFS path counts from a and from its switch; the "
          "compute nodes form one orbit, host_representatives).")
def _(k, n):
    g = _g("KANT", k, n)
    csr, nodes = g.csr(), g.compute_nodes()
    host = _host_of(g, csr)
    a = int(nodes[0])
    _, from_node = path_counts_from(csr, a)
    _, from_switch = path_counts_from(csr, int(host[a]))
    other = nodes[host[nodes] != host[a]]
    return (True, True), (bool((g.degrees()[nodes] == 1).all()),
                          bool((from_node[other] == from_switch[host[other]]).all()))


@claims.instances(
    "kantc.s5c.kant.ptilde.sum", where="Section V-C",
    statement="P~_kant = [sum_{i=1}^{n-1} k^i (k^i - k^(i-1))] / k^(n-1)",
    params=_domain("KANT"), size=_sz("KANT"), max_nodes=ORBIT_CAP, notes=_PD_NOTES)
def _(k, n):
    return _pk_sum(k, n), _ptilde("KANT", k, n)


@claims.instances(
    "kantc.s5c.kant.ptilde.closed", where="Section V-C",
    statement="P~_kant = (k^n - 1/k^(n-2)) / (k+1)",
    params=_domain("KANT"), size=_sz("KANT"), max_nodes=ORBIT_CAP, notes=_PD_NOTES)
def _(k, n):
    return (k ** n - Fraction(1, k ** (n - 2))) / (k + 1), _ptilde("KANT", k, n)


@claims.instances(
    "kantc.s5c.kant.pd", where="Section V-C",
    statement="PD_kant = P~_kant / N_kant = (1 - 1/k^(2n-2)) / (k+1)",
    params=_domain("KANT"), size=_sz("KANT"), max_nodes=ORBIT_CAP,
    notes=_PD_NOTES + "N = k^n compute nodes.")
def _(k, n):
    return (1 - Fraction(1, k ** (2 * n - 2))) / (k + 1), _ptilde("KANT", k, n) / k ** n


@claims.instances(
    "kantc.s5c.mikant.other_group", where="Section V-C",
    statement="There are k - 2 paths for the source switch to send packets to different groups "
              "of n - 2 switches",
    params=_domain("MiKANT"), size=_sz("MiKANT"), expect="refuted", erratum="slip",
    witness={'k': 2, 'n': 2},
    notes="Read as: shortest paths from a level-0 switch to a level-0 switch of the other "
          "group. The formula that follows uses k^(n-2) (its term k^(n-2) x k^(n-1)), so "
          "'k - 2' is probably a conversion slip for k^(n-2). Smallest counterexample "
          "MiKANT(2,2): printed [0], computed [1].")
def _(k, n):
    g = _g("MiKANT", k, n)
    _, sigma = path_counts_from(g.csr(), int(g.hosts()[0]))
    return [k - 2], sorted({int(x) for x in sigma[g.hosts()[g.K:]]})


@claims.instances(
    "kantc.s5c.mikant.other_group.corrected", where="Section V-C (corrected)",
    statement="There are k^(n-2) shortest paths from a level-0 switch to each level-0 switch of "
              "the other group",
    params=_domain("MiKANT"), size=_sz("MiKANT"), corrects="kantc.s5c.mikant.other_group")
def _(k, n):
    g = _g("MiKANT", k, n)
    _, sigma = path_counts_from(g.csr(), int(g.hosts()[0]))
    return [k ** (n - 2)], sorted({int(x) for x in sigma[g.hosts()[g.K:]]})


@claims.instances(
    "kantc.s5c.mikant.ptilde.sum", where="Section V-C",
    statement="P~_mikant = [sum_{i=1}^{n-1} k^i (k^i - k^(i-1)) + k^(n-2) x k^(n-1)] / 2k^(n-1)",
    params=_domain("MiKANT"), size=_sz("MiKANT"), max_nodes=ORBIT_CAP, notes=_PD_NOTES)
def _(k, n):
    return _pm_sum(k, n), _ptilde("MiKANT", k, n)


@claims.instances(
    "kantc.s5c.mikant.ptilde.closed", where="Section V-C",
    statement="P~_mikant = (k^n - 1/k^(n-2)) / (2(k+1)) + k^(n-2)/2",
    params=_domain("MiKANT"), size=_sz("MiKANT"), max_nodes=ORBIT_CAP, notes=_PD_NOTES)
def _(k, n):
    return ((k ** n - Fraction(1, k ** (n - 2))) / (2 * (k + 1)) + Fraction(k ** (n - 2), 2),
            _ptilde("MiKANT", k, n))


@claims.instances(
    "kantc.s5c.mikant.pd", where="Section V-C",
    statement="PD_mikant = P~_mikant / N_mikant = (1 - 1/k^(2n-2)) / (4(k+1)) + 1/(4k^2)",
    params=_domain("MiKANT"), size=_sz("MiKANT"), max_nodes=ORBIT_CAP,
    notes=_PD_NOTES + "N = 2k^n compute nodes.")
def _(k, n):
    return ((1 - Fraction(1, k ** (2 * n - 2))) / (4 * (k + 1)) + Fraction(1, 4 * k ** 2),
            _ptilde("MiKANT", k, n) / (2 * k ** n))


def _cube_pairs(family, k, n) -> tuple[Fraction, Fraction]:
    """Fractions of the ordered pairs of compute nodes (with repetition) lying in one cube and
    in two different cubes, each counted from the nodes per cube of the built graph."""
    g = _g(family, k, n)
    csr = g.csr()
    counts = [int(c) for c in np.bincount(_block(g, _host_of(g, csr)[g.compute_nodes()]))]
    total = g.num_nodes ** 2
    return (Fraction(sum(c * c for c in counts), total),
            Fraction(sum(c * (g.num_nodes - c) for c in counts), total))


@claims.instances(
    "kantc.s5c.kantc.same_cube", where="Section V-C",
    statement="[Source and destination nodes of KANTC(k, n) are in] the same k-cube with "
              "probability 1/k^(n-2)",
    params=_domain("KANTC"), size=_sz("KANTC"),
    notes="Source and destination drawn uniformly and independently among the compute nodes.")
def _(k, n):
    return Fraction(1, k ** (n - 2)), _cube_pairs("KANTC", k, n)[0]


@claims.instances(
    "kantc.s5c.kantc.other_cube", where="Section V-C",
    statement="The probability of not being the same [k-cube] is 1 - 1/k^(n-2)",
    params=_domain("KANTC", limit=200_000), size=_sz("KANTC"),
    notes="As s5c.kantc.same_cube; pairs in two different cubes counted directly.")
def _(k, n):
    return 1 - Fraction(1, k ** (n - 2)), _cube_pairs("KANTC", k, n)[1]


@claims.instances(
    "kantc.s5c.mikantc.same_cube", where="Section V-C",
    statement="[For MiKANTC] the probability of the same [cube] is 1/(2k^(n-2))",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"),
    notes="As s5c.kantc.same_cube. The text then calls (2k^(n-2)-1)/(2k^(n-2)) 'the "
          "probability of the same' again (s5c.mikantc.same_cube.second).")
def _(k, n):
    return Fraction(1, 2 * k ** (n - 2)), _cube_pairs("MiKANTC", k, n)[0]


@claims.instances(
    "kantc.s5c.mikantc.same_cube.second", where="Section V-C",
    statement="[MiKANTC] changes the probability of the same to 1/(2k^(n-2)) and the "
              "probability of the same to (2k^(n-2)-1)/(2k^(n-2))",
    params=_domain("MiKANTC", limit=200_000), size=_sz("MiKANTC"), expect="refuted",
    erratum="slip", witness={"k": 2, "n": 3},
    notes="The second 'probability of the same [cube]', (2k^(n-2)-1)/(2k^(n-2)), against the "
          "built graph's same-cube fraction: a slip for 'not the same' "
          "(s5c.mikantc.other_cube, which corrects this). The two values coincide for n = 2 "
          "(both 1/2), so the smallest counterexample is MiKANTC(2,3): printed 3/4, computed "
          "1/4.")
def _(k, n):
    return Fraction(2 * k ** (n - 2) - 1, 2 * k ** (n - 2)), _cube_pairs("MiKANTC", k, n)[0]


@claims.instances(
    "kantc.s5c.mikantc.other_cube", where="Section V-C (corrected)",
    statement="[MiKANTC] the probability of not the same [cube] is (2k^(n-2)-1)/(2k^(n-2))",
    params=_domain("MiKANTC", limit=200_000), size=_sz("MiKANTC"),
    corrects="kantc.s5c.mikantc.same_cube.second")
def _(k, n):
    return Fraction(2 * k ** (n - 2) - 1, 2 * k ** (n - 2)), _cube_pairs("MiKANTC", k, n)[1]


def _model(k, n, tree, mirrored, line):
    """The printed P~ of KANTC (tree = P~_kant) or MiKANTC (P~_mikant), line 1 or 2."""
    pc = _pc_sum(k)
    q = Fraction(1, (2 if mirrored else 1) * k ** (n - 2))
    if line == 1:
        return k * k * pc ** 2 * tree * (1 - q) + k * pc * q
    return k * k * pc ** 2 * tree + (k * pc - pc ** 2 * tree) * Fraction(k ** 4, k ** n) / (
        2 if mirrored else 1)


_MODEL_NOTES = (_PD_NOTES + "Hosts of KANTC/MiKANTC: the non-intermediate cube switches. "
                "P~_cube is taken as its defining sum (s5c.cube.ptilde.sum), P~_kant and "
                "P~_mikant as printed (verified). The model P~_0 = k P~_cube, P~_1 = "
                "k^2 P~_cube^2 P~_tree multiplies path counts of independent segments without "
                "restricting to shortest paths; it is far off: KANTC(3,4) has "
                "P~ = 2956/75 (about 39.4) on the built graph, the model gives about 569.4 "
                "(for k = 2 it can also be below, e.g. KANTC(2,5)). "
                "(Averaging over ordered pairs of distinct compute nodes instead does not "
                "rescue it.) ")


@claims.instances(
    "kantc.s5c.kantc.ptilde.model", where="Section V-C",
    statement="P~_kantc = P~_1 (1 - 1/k^(n-2)) + P~_0 / k^(n-2), P~_0 = k P~_cube, "
              "P~_1 = k^2 P~_cube^2 x P~_kant",
    params=_domain("KANTC"), size=_sz("KANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "Smallest counterexample KANTC(2,2): printed 2, computed 1.")
def _(k, n):
    return _model(k, n, _pk_sum(k, n), False, 1), _ptilde("KANTC", k, n)


@claims.symbolic(
    "kantc.s5c.kantc.ptilde.algebra", where="Section V-C",
    statement="P~_1 (1 - 1/k^(n-2)) + P~_0/k^(n-2) = k^2 P~_cube^2 P~_kant + "
              "(k P~_cube - P~_cube^2 P~_kant) / k^(n-4)",
    expect="refuted", erratum="slip",
    notes="P~_0/k^(n-2) = k P~_cube / k^(n-2) = (P~_cube / k) / k^(n-4), not k P~_cube / "
          "k^(n-4): the difference is P~_cube (k^(5-n) - k^(3-n)). Symbols P~_cube, P~_kant "
          "free.")
def _():
    pc, pt = sympy.symbols("Pcube Pkant", positive=True)
    p1, p0 = _k ** 2 * pc ** 2 * pt, _k * pc
    return (p1 * (1 - 1 / _k ** (_n - 2)) + p0 / _k ** (_n - 2),
            _k ** 2 * pc ** 2 * pt + (_k * pc - pc ** 2 * pt) / _k ** (_n - 4))


@claims.symbolic(
    "kantc.s5c.kantc.ptilde.algebra.corrected", where="Section V-C (corrected)",
    statement="P~_1 (1 - 1/k^(n-2)) + P~_0/k^(n-2) = k^2 P~_cube^2 P~_kant + "
              "(P~_cube/k - P~_cube^2 P~_kant) / k^(n-4)",
    corrects="kantc.s5c.kantc.ptilde.algebra")
def _():
    pc, pt = sympy.symbols("Pcube Pkant", positive=True)
    p1, p0 = _k ** 2 * pc ** 2 * pt, _k * pc
    return (p1 * (1 - 1 / _k ** (_n - 2)) + p0 / _k ** (_n - 2),
            _k ** 2 * pc ** 2 * pt + (pc / _k - pc ** 2 * pt) / _k ** (_n - 4))


@claims.instances(
    "kantc.s5c.kantc.ptilde.closed", where="Section V-C",
    statement="P~_kantc = k^2 P~_cube^2 P~_kant + (k P~_cube - P~_cube^2 P~_kant) / k^(n-4)",
    params=_domain("KANTC"), size=_sz("KANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "Smallest counterexample KANTC(2,2): printed 8, computed 1.")
def _(k, n):
    return _model(k, n, _pk_sum(k, n), False, 2), _ptilde("KANTC", k, n)


@claims.instances(
    "kantc.s5c.kantc.pd", where="Section V-C",
    statement="PD_kantc = k^2 P~_cube^2 P~_kant / N_kantc + (k P~_cube - P~_cube^2 P~_kant) / "
              "(N_kantc k^(n-4))",
    params=_domain("KANTC"), size=_sz("KANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "N_kantc = (2^k - k)k^(n-1). KANTC(2,2): printed 2, computed 1/4.")
def _(k, n):
    N = (2 ** k - k) * k ** (n - 1)
    return _model(k, n, _pk_sum(k, n), False, 2) / N, _ptilde("KANTC", k, n) / N


@claims.instances(
    "kantc.s5c.mikantc.ptilde.model", where="Section V-C",
    statement="P~_mikantc: replace P~_kant by P~_mikant, probability of the same cube "
              "1/(2k^(n-2)), of different cubes (2k^(n-2) - 1)/(2k^(n-2))",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "Smallest counterexample MiKANTC(2,2): printed 3, computed 5/2.")
def _(k, n):
    return _model(k, n, _pm_sum(k, n), True, 1), _ptilde("MiKANTC", k, n)


@claims.symbolic(
    "kantc.s5c.mikantc.ptilde.algebra", where="Section V-C",
    statement="P~_mikantc = k^2 P~_cube^2 P~_mikant + (k P~_cube - P~_cube^2 P~_mikant) / "
              "(2k^(n-4))",
    expect="refuted", erratum="slip",
    notes="Same slip as the KANTC case: the same-cube term is (P~_cube/k)/(2k^(n-4)).")
def _():
    pc, pt = sympy.symbols("Pcube Pmikant", positive=True)
    q = 1 / (2 * _k ** (_n - 2))
    return (_k ** 2 * pc ** 2 * pt * (1 - q) + _k * pc * q,
            _k ** 2 * pc ** 2 * pt + (_k * pc - pc ** 2 * pt) / (2 * _k ** (_n - 4)))


@claims.symbolic(
    "kantc.s5c.mikantc.ptilde.algebra.corrected", where="Section V-C (corrected)",
    statement="P~_mikantc = k^2 P~_cube^2 P~_mikant + (P~_cube/k - P~_cube^2 P~_mikant) / "
              "(2k^(n-4))",
    corrects="kantc.s5c.mikantc.ptilde.algebra")
def _():
    pc, pt = sympy.symbols("Pcube Pmikant", positive=True)
    q = 1 / (2 * _k ** (_n - 2))
    return (_k ** 2 * pc ** 2 * pt * (1 - q) + _k * pc * q,
            _k ** 2 * pc ** 2 * pt + (pc / _k - pc ** 2 * pt) / (2 * _k ** (_n - 4)))


@claims.instances(
    "kantc.s5c.mikantc.ptilde.closed", where="Section V-C",
    statement="P~_mikantc = k^2 P~_cube^2 P~_mikant + (k P~_cube - P~_cube^2 P~_mikant) / "
              "(2k^(n-4))",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "Smallest counterexample MiKANTC(2,2): printed 6, computed 5/2.")
def _(k, n):
    return _model(k, n, _pm_sum(k, n), True, 2), _ptilde("MiKANTC", k, n)


@claims.instances(
    "kantc.s5c.mikantc.pd", where="Section V-C",
    statement="PD_mikantc = k^2 P~_cube^2 P~_mikant / N_mikantc + (k P~_cube - P~_cube^2 "
              "P~_mikant) / (2 N_mikantc k^(n-4))",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "N_mikantc = 2(2^k - k)k^(n-1). MiKANTC(2,2): printed 3/4, computed 5/16.")
def _(k, n):
    N = 2 * (2 ** k - k) * k ** (n - 1)
    return _model(k, n, _pm_sum(k, n), True, 2) / N, _ptilde("MiKANTC", k, n) / N


def _pd_built(family, k, n) -> Fraction:
    g = _g(family, k, n)
    return _ptilde(family, k, n) / g.num_nodes


@claims.instances(
    "kantc.s5c.higher", where="Abstract, Section I, Section V-C, Section VI",
    statement="Both KANTC and MiKANTC have higher path diversity than fat-tree",
    params=_domain("MiKANTC"), size=lambda k, n: sum(_estimate(f, k, n) for f in FAMILIES),
    expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes="PD = P~/N on built graphs, compared with the k-ary n-tree of the same (k, n) "
          "(fat tree = k-ary n-tree). Smallest counterexample (2,2): PD_KANTC(2,2) = 1/4 = "
          "PD_KANT(2,2), not higher.")
def _(k, n):
    t = _pd_built("KANT", k, n)
    return (True, True), (_pd_built("KANTC", k, n) > t, _pd_built("MiKANTC", k, n) > t)


def _pd_printed(k, n) -> dict:
    pc = _pc_sum(k)
    return {
        "cube": sum(Fraction(math.factorial(k), math.factorial(i) * 4 ** k) for i in range(1, k + 1)),
        "kant": (1 - Fraction(1, k ** (2 * n - 2))) / (k + 1),
        "mikant": (1 - Fraction(1, k ** (2 * n - 2))) / (4 * (k + 1)) + Fraction(1, 4 * k ** 2),
        "kantc": _model(k, n, _pk_sum(k, n), False, 2) / ((2 ** k - k) * k ** (n - 1)),
        "mikantc": _model(k, n, _pm_sum(k, n), True, 2) / (2 * (2 ** k - k) * k ** (n - 1)),
    }


@claims.instances(
    "kantc.s5c.fig10.formulas", where="Section V-C, Fig. 10",
    statement="With n = 8, the path diversity of KANTC(k, n) and MiKANTC(k, n) is better "
              "compared to other topologies [the printed formulas]",
    params={"k": range(2, 17)}, size=lambda k: 1,
    notes="Fig. 10 plots the printed PD formulas; checked that both hybrids' printed PD exceed "
          "the printed PD of the k-cube, k-ary n-tree and MiKANT at n = 8.")
def _(k):
    pd = _pd_printed(k, 8)
    best = max(pd["cube"], pd["kant"], pd["mikant"])
    return (True, True), (pd["kantc"] > best, pd["mikantc"] > best)


@claims.instances(
    "kantc.s5c.fig10.built", where="Section V-C, Fig. 10",
    statement="With n = 8, the path diversity of KANTC(k, n) and MiKANTC(k, n) is better "
              "compared to other topologies [built graphs]",
    params={"k": [2, 3, 4]}, size=lambda k: _estimate("MiKANTC", k, 8), expect="refuted", erratum="substantive",
    witness={'k': 3},
    notes="PD = P~/N on built graphs (k-cube Q_k, KANT, MiKANT, KANTC, MiKANTC at n = 8). "
          "Holds at k = 2; smallest counterexample k = 3: PD(MiKANTC(3,8)) = "
          "28210639/265720500 (~0.106) is below PD(KANT(3,8)) = 1195742/4782969 (~0.250) and "
          "PD(Q_3) = 15/64; KANTC(3,8) (~0.294) is above them. Needs --max-nodes >= 60000 "
          "(the default CI cap only checks k = 2).")
def _(k):
    best = max(average_shortest_paths(Hypercube(k)) / 2 ** k, _pd_built("KANT", k, 8),
               _pd_built("MiKANT", k, 8))
    return (True, True), (_pd_built("KANTC", k, 8) > best, _pd_built("MiKANTC", k, 8) > best)


# --------------------------------------------------------------------------
# Reproduced table
# --------------------------------------------------------------------------
_T1_IDS = {
    "HC(k)": ("table1.hc.nodes", "table1.hc.switches", "table1.hc.links", "table1.hc.radix",
              "table1.hc.diameter"),
    "k-ary n-tree": ("table1.kant.nodes", "table1.kant.switches", "table1.kant.links",
                     "table1.kant.radix", "table1.kant.diameter"),
    "MiKANT(k, n)": ("table1.mikant.nodes", "table1.mikant.switches", "table1.mikant.links",
                     "table1.mikant.radix", "table1.mikant.diameter"),
    "KANTC(k, n)": ("thm2.nodes", "thm3.switches", "thm4.links", "thm1.radix", "thm5.diameter"),
    "MiKANTC(k, n)": ("thm7.nodes", "thm8.switches", "thm9.links", "thm6.radix",
                      "thm10.diameter"),
}
_T1_ROWS = ("nodes", "switches", "links", "radix", "diameter")

claims.table(
    "kantc_table1", where="Table I",
    caption="Table I (comparison of network topological properties): the printed formula "
            "against the built graph, for $(k, n) = (3, 4)$ and $(4, 3)$; a dagger marks a "
            "disagreement",
    columns=("topology", "$k$", "$n$") + tuple(f"{r} {w}" for r in _T1_ROWS
                                               for w in ("printed", "built")),
    rows=lambda: [dict({"name": name, "k": k, "n": n}, **dict(zip(_T1_ROWS, ids)))
                  for k, n in ((3, 4), (4, 3)) for name, ids in _T1_IDS.items()],
    cells=(text("{name}"), param("k"), param("n"))
    + tuple(cell("kantc.{" + r + "}") for r in _T1_ROWS for cell in (printed, computed)))
