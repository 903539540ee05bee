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

from latticegraph.claims.model import ClaimSet

claims = ClaimSet("kantc")

# the sections, in the paper's order (each declares its claims on `claims`)
from . import (sec1_2_background, table1, sec3a_cubes, sec3b_mikantc, sec3cd_theorems, sec4_routing,
    sec5a_cost_ratio, sec5b_cost_performance, sec5c_path_diversity, tables)  # noqa: E402

__all__ = ["claims", "sec1_2_background", "table1", "sec3a_cubes", "sec3b_mikantc",
           "sec3cd_theorems", "sec4_routing", "sec5a_cost_ratio", "sec5b_cost_performance",
           "sec5c_path_diversity", "tables"]
