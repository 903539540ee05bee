"""Claims of paper ``kantc``: Section V-C: path diversity.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions and what is not registered are in ``kantc/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

import numpy as np
import sympy

from latticegraph.claims.levels import level_sum
from latticegraph.distance import path_counts_from
from latticegraph.topologies.fattree import KANTC, MiKANTC, average_shortest_paths
from latticegraph.topologies.hypercube import Hypercube

from . import claims
from ._common import (_block, _domain, _estimate, _g, _host_of, _k, _n, _ptilde, _sz, FAMILIES,
    ORBIT_CAPS)
from ._levels import MODELS


_V = ("Section V: KANTC(k, n) and MiKANTC(k, n) (Section III: k^(n-2) k-cubes per group, so "
      "k, n >= 2)")
_PD = ("Section V-C: PD = P~/N, P~ the average number of shortest paths, N the number of "
       "compute nodes; the paper's sums average, for one source, over every endpoint switch "
       "(host), the source included")
_CUBE = "Section V-C: the k-cube Q_k (k >= 1), every vertex an endpoint"
_TREE = "Section V-C: 'For n >= 2' (k-ary n-tree, MiKANT(k, n)); endpoints = level-0 switches"
_INT = ("Section III-A: intermediate switches of the example reading "
        "(fattree.intermediate_switches(k, 'example'); odd k: its extension, "
        "kantc.s3a.example.distinct)")
_INT_W = ("Section III-A: intermediate switches of the written reading "
          "(fattree.intermediate_switches(k, 'written'); even k only: it repeats a switch for "
          "odd k)")
_FIG10 = "Section V-C, Fig. 10: n = 8"
_FAT = "Abstract, Sections I and VI: fat-tree = the k-ary n-tree of the same (k, n)"


def _pc_sum(k):
    return Fraction(sum(math.comb(k, i) * math.factorial(i) for i in range(1, k + 1)), 2 ** k)


def _pk_sum(k, n):
    return Fraction(sum(k ** i * (k ** i - k ** (i - 1)) for i in range(1, n)), k ** (n - 1))


def _pm_sum(k, n):
    return Fraction(sum(k ** i * (k ** i - k ** (i - 1)) for i in range(1, n))
                    + k ** (n - 2) * k ** (n - 1), 2 * k ** (n - 1))


@claims.instances(
    "kantc.s5c.cube.paths", where="Section V-C",
    premises=(_CUBE,),
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
    premises=(_CUBE, _PD),
    statement="P~_cube = (sum_{i=1}^k C_k^i x i!) / 2^k",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k,
    notes="P~ on the built Q_k: the numbers of shortest paths over ordered pairs of distinct "
          "vertices, divided by 2^k x 2^k (the printed sum is one source's total over 2^k; "
          "module docstring).")
def _(k):
    return _pc_sum(k), average_shortest_paths(Hypercube(k))


@claims.instances(
    "kantc.s5c.cube.ptilde.closed", where="Section V-C",
    premises=(_CUBE, _PD),
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
    premises=(_CUBE, _PD),
    statement="P~_cube = sum_{i=1}^k k! / ((k-i)! x 2^k)",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k, corrects="kantc.s5c.cube.ptilde.closed")
def _(k):
    return (sum(Fraction(math.factorial(k), math.factorial(k - i) * 2 ** k) for i in range(1, k + 1)),
            average_shortest_paths(Hypercube(k)))


@claims.instances(
    "kantc.s5c.cube.pd", where="Section V-C",
    premises=(_CUBE, _PD),
    statement="PD_cube = P~_cube / N_cube = sum_{i=1}^k k! / (i! x 4^k)",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k, expect="refuted", erratum="slip",
    witness={'k': 2},
    notes="Inherits the slip of s5c.cube.ptilde.closed. k = 2: printed 3/16, computed 1/4.")
def _(k):
    return (sum(Fraction(math.factorial(k), math.factorial(i) * 4 ** k) for i in range(1, k + 1)),
            average_shortest_paths(Hypercube(k)) / 2 ** k)


@claims.instances(
    "kantc.s5c.cube.pd.corrected", where="Section V-C (corrected)",
    premises=(_CUBE, _PD),
    statement="PD_cube = sum_{i=1}^k k! / ((k-i)! x 4^k)",
    params={"k": range(1, 17)}, size=lambda k: 2 ** k, corrects="kantc.s5c.cube.pd")
def _(k):
    return (sum(Fraction(math.factorial(k), math.factorial(k - i) * 4 ** k) for i in range(1, k + 1)),
            average_shortest_paths(Hypercube(k)) / 2 ** k)


@claims.instances(
    "kantc.s5c.kant.nca", where="Section V-C",
    premises=(_TREE,),
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
    premises=(_TREE,),
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
    premises=(_TREE, _PD),
    statement="P~_kant = [sum_{i=1}^{n-1} k^i (k^i - k^(i-1))] / k^(n-1)",
    params=_domain("KANT"), size=_sz("KANT"), max_nodes=ORBIT_CAPS["KANT"], notes=_PD_NOTES)
def _(k, n):
    return _pk_sum(k, n), _ptilde("KANT", k, n)


@claims.instances(
    "kantc.s5c.kant.ptilde.closed", where="Section V-C",
    premises=(_TREE, _PD),
    statement="P~_kant = (k^n - 1/k^(n-2)) / (k+1)",
    params=_domain("KANT"), size=_sz("KANT"), max_nodes=ORBIT_CAPS["KANT"], notes=_PD_NOTES)
def _(k, n):
    return (k ** n - Fraction(1, k ** (n - 2))) / (k + 1), _ptilde("KANT", k, n)


@claims.instances(
    "kantc.s5c.kant.pd", where="Section V-C",
    premises=(_TREE, _PD),
    statement="PD_kant = P~_kant / N_kant = (1 - 1/k^(2n-2)) / (k+1)",
    params=_domain("KANT"), size=_sz("KANT"), max_nodes=ORBIT_CAPS["KANT"],
    notes=_PD_NOTES + "N = k^n compute nodes.")
def _(k, n):
    return (1 - Fraction(1, k ** (2 * n - 2))) / (k + 1), _ptilde("KANT", k, n) / k ** n


@claims.instances(
    "kantc.s5c.mikant.other_group", where="Section V-C",
    premises=(_TREE, _PD),
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
    premises=(_TREE, _PD),
    statement="There are k^(n-2) shortest paths from a level-0 switch to each level-0 switch of "
              "the other group",
    params=_domain("MiKANT"), size=_sz("MiKANT"), corrects="kantc.s5c.mikant.other_group")
def _(k, n):
    g = _g("MiKANT", k, n)
    _, sigma = path_counts_from(g.csr(), int(g.hosts()[0]))
    return [k ** (n - 2)], sorted({int(x) for x in sigma[g.hosts()[g.K:]]})


@claims.instances(
    "kantc.s5c.mikant.ptilde.sum", where="Section V-C",
    premises=(_TREE, _PD),
    statement="P~_mikant = [sum_{i=1}^{n-1} k^i (k^i - k^(i-1)) + k^(n-2) x k^(n-1)] / 2k^(n-1)",
    params=_domain("MiKANT"), size=_sz("MiKANT"), max_nodes=ORBIT_CAPS["MiKANT"], notes=_PD_NOTES)
def _(k, n):
    return _pm_sum(k, n), _ptilde("MiKANT", k, n)


@claims.instances(
    "kantc.s5c.mikant.ptilde.closed", where="Section V-C",
    premises=(_TREE, _PD),
    statement="P~_mikant = (k^n - 1/k^(n-2)) / (2(k+1)) + k^(n-2)/2",
    params=_domain("MiKANT"), size=_sz("MiKANT"), max_nodes=ORBIT_CAPS["MiKANT"], notes=_PD_NOTES)
def _(k, n):
    return ((k ** n - Fraction(1, k ** (n - 2))) / (2 * (k + 1)) + Fraction(k ** (n - 2), 2),
            _ptilde("MiKANT", k, n))


@claims.instances(
    "kantc.s5c.mikant.pd", where="Section V-C",
    premises=(_TREE, _PD),
    statement="PD_mikant = P~_mikant / N_mikant = (1 - 1/k^(2n-2)) / (4(k+1)) + 1/(4k^2)",
    params=_domain("MiKANT"), size=_sz("MiKANT"), max_nodes=ORBIT_CAPS["MiKANT"],
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


def _frac(p, q):
    return sympy.sympify(p) / q


def _cube_probability(family: str, which: str):
    """The probability (sympy, for every (k, n)) that two uniform independent compute nodes of
    ``family`` lie in the same cube (``which="same"``) or in different cubes, from the
    per-cube node counts of ``_levels.MODELS``."""
    cubes = MODELS[family](_k, _n)["nodes"]
    total = level_sum(cubes)
    if which == "same":
        pairs = [(name, lambda c, f=f: f(c) ** 2, lo, hi) for name, f, lo, hi in cubes]
    else:
        pairs = [(name, lambda c, f=f: f(c) * (total - f(c)), lo, hi) for name, f, lo, hi in cubes]
    return sympy.simplify(level_sum(pairs) / total ** 2)


@claims.symbolic(
    "kantc.s5c.kantc.same_cube", where="Section V-C",
    premises=(_V, "Section V-C: source and destination compute nodes drawn uniformly"),
    statement="[Source and destination nodes of KANTC(k, n) are in] the same k-cube with "
              "probability 1/k^(n-2)",
    parts=("kantc.s5c.kantc.same_cube.paths",),
    notes="Proved for every (k, n): with a_c = k(2^k - k) compute nodes in each cube c of "
          "KANTC(k, n) and N = Σ_c a_c (proofs/kantc/_levels.py), the probability that two "
          "uniform independent nodes are both in the same cube: Σ_c a_c^2, over "
          "N^2, summed with sympy.  The built graphs' fraction of node pairs agrees (kantc.s5c.kantc.same_cube.built).")
def _():
    return _frac(1, _k ** (_n - 2)), _cube_probability("KANTC", "same")


@claims.instances(
    "kantc.s5c.kantc.same_cube.built", where="Section V-C",
    premises=(_V, "Section V-C: source and destination compute nodes drawn uniformly"),
    statement="[Source and destination nodes of KANTC(k, n) are in] the same k-cube with "
              "probability 1/k^(n-2) [built graphs]",
    params=_domain("KANTC"), size=_sz("KANTC"),
    notes="Source and destination drawn uniformly and independently among the compute nodes. "
          "The sentence's other part, P~_0 = k P~_cube, is kantc.s5c.kantc.same_cube.paths.")
def _(k, n):
    return Fraction(1, k ** (n - 2)), _cube_pairs("KANTC", k, n)[0]


@claims.symbolic(
    "kantc.s5c.kantc.other_cube", where="Section V-C",
    premises=(_V, "Section V-C: source and destination compute nodes drawn uniformly"),
    statement="The probability of not being the same [k-cube] is 1 - 1/k^(n-2)",
    parts=("kantc.s5c.kantc.other_cube.paths",),
    notes="Proved for every (k, n): with a_c = k(2^k - k) compute nodes in each cube c of "
          "KANTC(k, n) and N = Σ_c a_c (proofs/kantc/_levels.py), the probability that two "
          "uniform independent nodes are in different cubes: Σ_c a_c (N - a_c), "
          "over N^2, summed with sympy.  The built graphs' fraction of node pairs agrees (kantc.s5c.kantc.other_cube.built).")
def _():
    return 1 - _frac(1, _k ** (_n - 2)), _cube_probability("KANTC", "other")


@claims.instances(
    "kantc.s5c.kantc.other_cube.built", where="Section V-C",
    premises=(_V, "Section V-C: source and destination compute nodes drawn uniformly"),
    statement="The probability of not being the same [k-cube] is 1 - 1/k^(n-2) [built graphs]",
    params=_domain("KANTC", limit=200_000), size=_sz("KANTC"),
    notes="As s5c.kantc.same_cube; pairs in two different cubes counted directly. The "
          "sentence's other part, P~_1 = k^2 P~_cube^2 P~_kant, is "
          "kantc.s5c.kantc.other_cube.paths.")
def _(k, n):
    return 1 - Fraction(1, k ** (n - 2)), _cube_pairs("KANTC", k, n)[1]


@claims.symbolic(
    "kantc.s5c.mikantc.same_cube", where="Section V-C",
    premises=(_V, "Section V-C: source and destination compute nodes drawn uniformly"),
    statement="[For MiKANTC] the probability of the same [cube] is 1/(2k^(n-2))",
    parts=("kantc.s5c.mikantc.same_cube.second", "kantc.s5c.mikantc.replace"),
    notes="Proved for every (k, n): with a_c = k(2^k - k) compute nodes in each cube c of "
          "MiKANTC(k, n) and N = Σ_c a_c (proofs/kantc/_levels.py), the probability that two "
          "uniform independent nodes are both in the same cube: Σ_c a_c^2, over "
          "N^2, summed with sympy.  The built graphs' fraction of node pairs agrees (kantc.s5c.mikantc.same_cube.built).")
def _():
    return _frac(1, 2 * _k ** (_n - 2)), _cube_probability("MiKANTC", "same")


@claims.instances(
    "kantc.s5c.mikantc.same_cube.built", where="Section V-C",
    premises=(_V, "Section V-C: source and destination compute nodes drawn uniformly"),
    statement="[For MiKANTC] the probability of the same [cube] is 1/(2k^(n-2)) [built graphs]",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"),
    notes="As s5c.kantc.same_cube. The text then calls (2k^(n-2)-1)/(2k^(n-2)) 'the "
          "probability of the same' again (s5c.mikantc.same_cube.second). The sentence's "
          "first part, replacing P~_kant by P~_mikant, is kantc.s5c.mikantc.replace.")
def _(k, n):
    return Fraction(1, 2 * k ** (n - 2)), _cube_pairs("MiKANTC", k, n)[0]


@claims.instances(
    "kantc.s5c.mikantc.same_cube.second", where="Section V-C",
    premises=(_V, "Section V-C: source and destination compute nodes drawn uniformly"),
    statement="[MiKANTC] changes the probability of the same to 1/(2k^(n-2)) and the "
              "probability of the same to (2k^(n-2)-1)/(2k^(n-2))",
    params=_domain("MiKANTC", limit=200_000), size=_sz("MiKANTC"), expect="refuted",
    erratum="slip", witness={"k": 2, "n": 3},
    parts=("kantc.s5c.mikantc.same_cube", "kantc.s5c.mikantc.replace"),
    notes="The second 'probability of the same [cube]', (2k^(n-2)-1)/(2k^(n-2)), against the "
          "built graph's same-cube fraction: a slip for 'not the same' "
          "(s5c.mikantc.other_cube, which corrects this). The two values coincide for n = 2 "
          "(both 1/2), so the smallest counterexample is MiKANTC(2,3): printed 3/4, computed "
          "1/4.")
def _(k, n):
    return Fraction(2 * k ** (n - 2) - 1, 2 * k ** (n - 2)), _cube_pairs("MiKANTC", k, n)[0]


@claims.symbolic(
    "kantc.s5c.mikantc.other_cube", where="Section V-C (corrected)",
    premises=(_V, "Section V-C: source and destination compute nodes drawn uniformly"),
    statement="[MiKANTC] the probability of not the same [cube] is (2k^(n-2)-1)/(2k^(n-2))",
    parts=("kantc.s5c.mikantc.same_cube", "kantc.s5c.mikantc.replace"),
    corrects="kantc.s5c.mikantc.same_cube.second",
    notes="Proved for every (k, n): with a_c = k(2^k - k) compute nodes in each cube c of "
          "MiKANTC(k, n) and N = Σ_c a_c (proofs/kantc/_levels.py), the probability that two "
          "uniform independent nodes are in different cubes: Σ_c a_c (N - a_c), "
          "over N^2, summed with sympy.  The built graphs' fraction of node pairs agrees (kantc.s5c.mikantc.other_cube.built).")
def _():
    return _frac(2 * _k ** (_n - 2) - 1, 2 * _k ** (_n - 2)), _cube_probability("MiKANTC", "other")


@claims.instances(
    "kantc.s5c.mikantc.other_cube.built", where="Section V-C (corrected)",
    premises=(_V, "Section V-C: source and destination compute nodes drawn uniformly"),
    statement="[MiKANTC] the probability of not the same [cube] is (2k^(n-2)-1)/(2k^(n-2)) [built graphs]",
    params=_domain("MiKANTC", limit=200_000), size=_sz("MiKANTC"))
def _(k, n):
    return Fraction(2 * k ** (n - 2) - 1, 2 * k ** (n - 2)), _cube_pairs("MiKANTC", k, n)[1]


def _cube_path_averages(family, k, n) -> tuple[Fraction, Fraction | None]:
    """``(P~_0, P~_1)`` on the built graph: the average number of shortest paths from a host
    to the hosts of its own cube (the source counted, with 0 paths, as in the paper's sums)
    and to the hosts of the other cubes (None when there is one cube).  Sources: the hosts of
    cube 0 (the automorphisms of the trees, digit permutations and, for MiKANTC, the group
    swap, permute the cubes transitively and keep the intermediate codes)."""
    g = _g(family, k, n)
    csr, hosts = g.csr(), g.hosts()
    block = _block(g, hosts)
    own = hosts[block == block[0]]
    rest = hosts[block != block[0]]
    same = other = 0
    for s in own.tolist():
        _, sigma = path_counts_from(csr, s)
        same += sum(int(x) for x in sigma[own]) - 1
        other += sum(int(x) for x in sigma[rest])
    h = len(own)
    return Fraction(same, h * h), (Fraction(other, h * len(rest)) if len(rest) else None)


_PART_NOTES = ("Hosts (the cube switches carrying compute nodes) as endpoints, the convention "
               "of the paper's sums; P~_cube by its defining sum (s5c.cube.ptilde.sum), P~_kant "
               "and P~_mikant as printed (verified on the built trees). ")


@claims.instances(
    "kantc.s5c.kantc.same_cube.paths", where="Section V-C",
    premises=(_V, _PD, _INT),
    statement="since there are k intermediate nodes to choose from in the hypercube part of "
              "KANTC, P~_0 = k P~_cube [P~_0: the average number of shortest paths between "
              "two nodes of one k-cube]",
    params=_domain("KANTC", limit=5_000), size=_sz("KANTC"), expect="refuted",
    erratum="substantive", witness={"k": 2, "n": 2},
    parts=("kantc.s5c.kantc.same_cube",),
    notes=_PART_NOTES + "P~_0 computed on the built graph: from each host of a cube, the "
          "numbers of shortest paths to the hosts of the same cube, over the hosts per cube "
          "(the source included, as the total-probability form P~_1 (1 - q) + P~_0 q of "
          "s5c.kantc.ptilde.model needs). Shortest paths inside a cube do not multiply by k: "
          "KANTC(2,2) has P~_0 = 1 (the two hosts 01, 10 are joined by 2 paths), the model 2; "
          "k = 3: 48/25 against 45/8; k = 4: 47/9 against 16 (the example reading; a second "
          "reader found values of the same order for every 3-subset of Q_3 as intermediate "
          "switches, and with compute nodes instead of hosts as endpoints).")
def _(k, n):
    return k * _pc_sum(k), _cube_path_averages("KANTC", k, n)[0]


@claims.instances(
    "kantc.s5c.kantc.other_cube.paths", where="Section V-C",
    premises=(_V, _PD, _INT, "Section V-C: two different cubes, so n >= 3"),
    statement="P~_1 = k^2 P~_cube^2 x P~_kant [P~_1: the average number of shortest paths "
              "between nodes of different k-cubes]",
    params=_domain("KANTC", limit=5_000, nmin=3), size=_sz("KANTC"), expect="refuted",
    erratum="substantive", witness={"k": 2, "n": 3},
    parts=("kantc.s5c.kantc.other_cube",),
    notes=_PART_NOTES + "P~_1 computed on the built graph: from each host of a cube, the "
          "numbers of shortest paths to the hosts of the other cubes, over their number. The "
          "model multiplies path counts of independent segments (any of k intermediate "
          "switches at each end) without keeping to shortest paths: KANTC(2,3) has P~_1 = 16, "
          "the model 10; KANTC(3,4) 44.1 against 639.8; KANTC(4,4) 870.4 against 13104.")
def _(k, n):
    return k * k * _pc_sum(k) ** 2 * _pk_sum(k, n), _cube_path_averages("KANTC", k, n)[1]


@claims.instances(
    "kantc.s5c.mikantc.replace", where="Section V-C",
    premises=(_V, _PD, _INT),
    statement="P~ of MiKANTC(k, n) is similar to KANTC(k, n). It replaces P~_kant with "
              "P~_mikant [P~_1 = k^2 P~_cube^2 P~_mikant between nodes of different cubes]",
    params=_domain("MiKANTC", limit=5_000), size=_sz("MiKANTC"), expect="refuted",
    erratum="substantive", witness={"k": 2, "n": 3},
    parts=("kantc.s5c.mikantc.same_cube", "kantc.s5c.mikantc.same_cube.second"),
    notes=_PART_NOTES + "P~_1 of MiKANTC computed on the built graph as for "
          "s5c.kantc.other_cube.paths (cubes of both groups). It agrees with the model only "
          "at (2,2) (4 and 4); MiKANTC(2,3) has 32/3 against 9, MiKANTC(3,3) 1323/125 "
          "(about 10.6) against about 152.9.")
def _(k, n):
    return k * k * _pc_sum(k) ** 2 * _pm_sum(k, n), _cube_path_averages("MiKANTC", k, n)[1]


def _pc_closed(k):
    """P~_cube by its printed closed form sum_i k!/(i! 2^k) (s5c.cube.ptilde.closed)."""
    return sum(Fraction(math.factorial(k), math.factorial(i)) for i in range(1, k + 1)) / 2 ** k


def _model(k, n, tree, mirrored, line, pc=None):
    """The printed P~ of KANTC (tree = P~_kant) or MiKANTC (P~_mikant), line 1 or 2; P~_cube
    by its defining sum unless ``pc`` is given."""
    pc = _pc_sum(k) if pc is None else pc
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
    premises=(_V, _PD, _INT),
    statement="P~_kantc = P~_1 (1 - 1/k^(n-2)) + P~_0 / k^(n-2), P~_0 = k P~_cube, "
              "P~_1 = k^2 P~_cube^2 x P~_kant",
    params=_domain("KANTC"), size=_sz("KANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "Smallest counterexample KANTC(2,2): printed 2, computed 1.")
def _(k, n):
    return _model(k, n, _pk_sum(k, n), False, 1), _ptilde("KANTC", k, n)


@claims.symbolic(
    "kantc.s5c.kantc.ptilde.algebra", where="Section V-C",
    premises=(_V,),
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
    premises=(_V,),
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
    premises=(_V, _PD, _INT),
    statement="P~_kantc = k^2 P~_cube^2 P~_kant + (k P~_cube - P~_cube^2 P~_kant) / k^(n-4)",
    params=_domain("KANTC"), size=_sz("KANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "Smallest counterexample KANTC(2,2): printed 8, computed 1.")
def _(k, n):
    return _model(k, n, _pk_sum(k, n), False, 2), _ptilde("KANTC", k, n)


@claims.instances(
    "kantc.s5c.kantc.pd", where="Section V-C",
    premises=(_V, _PD, _INT),
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
    premises=(_V, _PD, _INT),
    statement="P~_mikantc: replace P~_kant by P~_mikant, probability of the same cube "
              "1/(2k^(n-2)), of different cubes (2k^(n-2) - 1)/(2k^(n-2))",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "Smallest counterexample MiKANTC(2,2): printed 3, computed 5/2.")
def _(k, n):
    return _model(k, n, _pm_sum(k, n), True, 1), _ptilde("MiKANTC", k, n)


@claims.symbolic(
    "kantc.s5c.mikantc.ptilde.algebra", where="Section V-C",
    premises=(_V,),
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
    premises=(_V,),
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
    premises=(_V, _PD, _INT),
    statement="P~_mikantc = k^2 P~_cube^2 P~_mikant + (k P~_cube - P~_cube^2 P~_mikant) / "
              "(2k^(n-4))",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "Smallest counterexample MiKANTC(2,2): printed 6, computed 5/2.")
def _(k, n):
    return _model(k, n, _pm_sum(k, n), True, 2), _ptilde("MiKANTC", k, n)


@claims.instances(
    "kantc.s5c.mikantc.pd", where="Section V-C",
    premises=(_V, _PD, _INT),
    statement="PD_mikantc = k^2 P~_cube^2 P~_mikant / N_mikantc + (k P~_cube - P~_cube^2 "
              "P~_mikant) / (2 N_mikantc k^(n-4))",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"), expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    notes=_MODEL_NOTES + "N_mikantc = 2(2^k - k)k^(n-1). MiKANTC(2,2): printed 3/4, computed 5/16.")
def _(k, n):
    N = 2 * (2 ** k - k) * k ** (n - 1)
    return _model(k, n, _pm_sum(k, n), True, 2) / N, _ptilde("MiKANTC", k, n) / N


_HIGHER_READINGS = ("kantc.s5c.higher", "kantc.s5c.higher.written", "kantc.s5c.higher.formulas",
                    "kantc.s5c.higher.formulas.closed")


def _other_readings(cid):
    return tuple(r for r in _HIGHER_READINGS if r != cid)


def _pd_built(family, k, n) -> Fraction:
    g = _g(family, k, n)
    return _ptilde(family, k, n) / g.num_nodes


@claims.instances(
    "kantc.s5c.higher", where="Abstract, Section I, Section V-C, Section VI",
    premises=(_V, _PD, _INT, _FAT),
    statement="Both KANTC and MiKANTC have higher path diversity than fat-tree",
    params=_domain("MiKANTC"), size=lambda k, n: sum(_estimate(f, k, n) for f in FAMILIES),
    expect="refuted", erratum="substantive",
    witness={'k': 2, 'n': 2},
    reading="PD on the built graphs (hosts as endpoints), example reading of the "
            "intermediate switches",
    readings=_other_readings("kantc.s5c.higher"), parts=("kantc.conclusions.lower_cost",),
    notes="PD = P~/N on built graphs, compared with the k-ary n-tree of the same (k, n) "
          "(fat tree = k-ary n-tree). Smallest counterexample (2,2): PD_KANTC(2,2) = 1/4 = "
          "PD_KANT(2,2), not higher. Computed (KANTC higher, MiKANTC higher). With the example "
          "reading, n = 2 fails for every k (one cube) and odd k (3, 5, ...) fails for "
          "MiKANTC at every n; even k >= 4 holds for n >= 3. With compute nodes instead of "
          "hosts as endpoints (a second reader's computation) KANTC(2,2) is higher (5/16 > "
          "1/4) but (3,2) and MiKANTC(3,n) still fail. Other readings: the paper's own "
          "formulas (kantc.s5c.higher.formulas: holds; with the printed closed form of "
          "P~_cube, kantc.s5c.higher.formulas.closed: fails at k = 2), the written reading of "
          "the intermediate switches (kantc.s5c.higher.written: fails for k = 4 at every n). "
          "The sentence's other part, 'lower hardware costs', is "
          "kantc.conclusions.lower_cost.")
def _(k, n):
    t = _pd_built("KANT", k, n)
    return (True, True), (_pd_built("KANTC", k, n) > t, _pd_built("MiKANTC", k, n) > t)


def _pd_written(family, k, n) -> Fraction:
    g = (KANTC if family == "KANTC" else MiKANTC)(k, n, "written")
    return average_shortest_paths(g) / g.num_nodes


@claims.instances(
    "kantc.s5c.higher.written", where="Abstract, Section I, Section V-C, Section VI",
    premises=(_V, _PD, _INT_W, _FAT),
    statement="Both KANTC and MiKANTC have higher path diversity than fat-tree [built graphs, "
              "written reading of the intermediate switches]",
    params=_domain("MiKANTC", reading="written", even=True),
    size=lambda k, n: sum(_estimate(f, k, n) for f in FAMILIES),
    expect="refuted", erratum="substantive", witness={"k": 2, "n": 2},
    reading="PD on the built graphs (hosts as endpoints), written reading of the intermediate "
            "switches (even k)",
    readings=_other_readings("kantc.s5c.higher.written"),
    parts=("kantc.conclusions.lower_cost",),
    notes="As kantc.s5c.higher, with the rule of Section III-A as written (0000, 0100, 1011, "
          "1111 for k = 4). The two readings agree at k = 2 (smallest counterexample (2,2), "
          "KANTC equal to the tree). At k = 4 both hybrids fall far below the tree at every n "
          "checked: KANTC(4,n) PD about 0.067, MiKANTC(4,n) about 0.022, the tree about 0.2; "
          "so whether the claim holds for even k >= 4 depends on which intermediate switches "
          "are chosen.")
def _(k, n):
    t = _pd_built("KANT", k, n)
    return (True, True), (_pd_written("KANTC", k, n) > t, _pd_written("MiKANTC", k, n) > t)


def _higher_printed(k, n, cube):
    pd = _pd_printed(k, n, cube)
    return pd["kantc"] > pd["kant"], pd["mikantc"] > pd["kant"]


@claims.instances(
    "kantc.s5c.higher.formulas", where="Abstract, Section I, Section V-C, Section VI",
    premises=(_PD, _FAT),
    statement="Both KANTC and MiKANTC have higher path diversity than fat-tree [the paper's "
              "PD formulas as printed, P~_cube by its sum]",
    params={"k": range(2, 17), "n": range(2, 17)}, size=lambda k, n: 1,
    reading="the paper's own formulas (PD_kantc, PD_mikantc as printed in their final form, "
            "P~_cube by its defining sum, PD_kant as printed), every k, n",
    readings=_other_readings("kantc.s5c.higher.formulas"),
    parts=("kantc.conclusions.lower_cost",),
    notes="Exact arithmetic on the printed formulas, 2 <= k, n <= 16 (the results the "
          "sentence reports; the formulas themselves are refuted against the graphs: "
          "kantc.s5c.kantc.pd, kantc.s5c.mikantc.pd). Computed (KANTC higher, MiKANTC higher).")
def _(k, n):
    return (True, True), _higher_printed(k, n, "sum")


@claims.instances(
    "kantc.s5c.higher.formulas.closed", where="Abstract, Section I, Section V-C, Section VI",
    premises=(_PD, _FAT),
    statement="Both KANTC and MiKANTC have higher path diversity than fat-tree [the paper's "
              "PD formulas as printed, P~_cube by its printed closed form]",
    params={"k": range(2, 17), "n": range(2, 17)}, size=lambda k, n: 1,
    expect="refuted", erratum="substantive", witness={"k": 2, "n": 4},
    reading="the paper's own formulas with P~_cube = sum_i k!/(i! 2^k), its printed closed "
            "form (s5c.cube.ptilde.closed), every k, n",
    readings=_other_readings("kantc.s5c.higher.formulas.closed"),
    parts=("kantc.conclusions.lower_cost",),
    notes="As kantc.s5c.higher.formulas with the printed closed form of P~_cube (3/4 instead "
          "of 1 at k = 2). MiKANTC's printed PD falls below the tree's at k = 2 for n >= 4 "
          "(e.g. n = 8: about 0.3256 against 0.3333); every k >= 3 holds.")
def _(k, n):
    return (True, True), _higher_printed(k, n, "closed")


def _pd_printed(k, n, cube="sum") -> dict:
    """The printed PD formulas; P~_cube inside the hybrids' formulas by its sum or by its
    printed closed form (the k-cube's own PD is the printed one either way)."""
    pc = _pc_sum(k) if cube == "sum" else _pc_closed(k)
    return {
        "cube": sum(Fraction(math.factorial(k), math.factorial(i) * 4 ** k) for i in range(1, k + 1)),
        "kant": (1 - Fraction(1, k ** (2 * n - 2))) / (k + 1),
        "mikant": (1 - Fraction(1, k ** (2 * n - 2))) / (4 * (k + 1)) + Fraction(1, 4 * k ** 2),
        "kantc": _model(k, n, _pk_sum(k, n), False, 2, pc) / ((2 ** k - k) * k ** (n - 1)),
        "mikantc": _model(k, n, _pm_sum(k, n), True, 2, pc) / (2 * (2 ** k - k) * k ** (n - 1)),
    }


@claims.instances(
    "kantc.s5c.fig10.formulas", where="Section V-C, Fig. 10",
    premises=(_PD, _FIG10),
    statement="With n = 8, the path diversity of KANTC(k, n) and MiKANTC(k, n) is better "
              "compared to other topologies [the printed formulas]",
    params={"k": range(2, 17)}, size=lambda k: 1,
    reading="the printed PD formulas, P~_cube inside the hybrids' formulas by its defining "
            "sum (the k-cube's curve by its printed closed form)",
    readings=("kantc.s5c.fig10.formulas.closed",),
    notes="Fig. 10 plots the printed PD formulas; checked that both hybrids' printed PD exceed "
          "the printed PD of the k-cube, k-ary n-tree and MiKANT at n = 8. The figure's range "
          "of k is not in the text. With P~_cube by its printed closed form in the hybrids' "
          "formulas too: kantc.s5c.fig10.formulas.closed (fails at k = 2).")
def _(k):
    pd = _pd_printed(k, 8)
    best = max(pd["cube"], pd["kant"], pd["mikant"])
    return (True, True), (pd["kantc"] > best, pd["mikantc"] > best)


@claims.instances(
    "kantc.s5c.fig10.formulas.closed", where="Section V-C, Fig. 10",
    premises=(_PD, _FIG10),
    statement="With n = 8, the path diversity of KANTC(k, n) and MiKANTC(k, n) is better "
              "compared to other topologies [the printed formulas, P~_cube by its printed "
              "closed form throughout]",
    params={"k": range(2, 17)}, size=lambda k: 1, expect="refuted", erratum="substantive",
    witness={"k": 2},
    reading="the printed PD formulas with P~_cube = sum_i k!/(i! 2^k), its printed closed form, "
            "in every formula",
    readings=("kantc.s5c.fig10.formulas",),
    notes="At k = 2 MiKANTC's printed PD (about 0.3256) is below the k-ary n-tree's (about "
          "0.3333); k = 3..16 hold. Whether Fig. 10 shows k = 2 is not in the text.")
def _(k):
    pd = _pd_printed(k, 8, "closed")
    best = max(pd["cube"], pd["kant"], pd["mikant"])
    return (True, True), (pd["kantc"] > best, pd["mikantc"] > best)


@claims.instances(
    "kantc.s5c.fig10.built", where="Section V-C, Fig. 10",
    premises=(_V, _PD, _INT, _FIG10),
    statement="With n = 8, the path diversity of KANTC(k, n) and MiKANTC(k, n) is better "
              "compared to other topologies [built graphs]",
    params={"k": [2, 3, 4]}, size=lambda k: _estimate("MiKANTC", k, 8), expect="refuted", erratum="substantive",
    witness={'k': 3},
    notes="PD = P~/N on built graphs (k-cube Q_k, KANT, MiKANT, KANTC, MiKANTC at n = 8). "
          "Holds at k = 2; smallest counterexample k = 3: PD(MiKANTC(3,8)) = "
          "28210639/265720500 (~0.106) is below PD(KANT(3,8)) = 1195742/4782969 (~0.250) and "
          "PD(Q_3) = 15/64; KANTC(3,8) (~0.294) is above them. Needs --max-nodes >= 60000 "
          "(the default CI cap only checks k = 2). The k = 3 counterexample rests on the "
          "extension of the intermediate-switch rule to odd k (the paper's rule does not "
          "define k = 3: kantc.s3a.rule.count): of the three kinds of 3 intermediate switches "
          "in Q_3 (pairwise distances 1,1,2; 1,2,3 as the example reading's 000, 010, 111; "
          "2,2,2), a second reader found MiKANTC(3,8) below the tree for the first two and "
          "above it (about 0.487) for 000, 011, 101. k = 4 holds under the example reading "
          "(KANTC 1.0667, MiKANTC 0.35 against the 4-cube's 1/4) and fails under the written "
          "one: kantc.s5c.fig10.built.written.",
    readings=("kantc.s5c.fig10.built.written",))
def _(k):
    best = max(average_shortest_paths(Hypercube(k)) / 2 ** k, _pd_built("KANT", k, 8),
               _pd_built("MiKANT", k, 8))
    return (True, True), (_pd_built("KANTC", k, 8) > best, _pd_built("MiKANTC", k, 8) > best)


@claims.instances(
    "kantc.s5c.fig10.built.written", where="Section V-C, Fig. 10",
    premises=(_V, _PD, _INT_W, _FIG10),
    statement="With n = 8, the path diversity of KANTC(k, n) and MiKANTC(k, n) is better "
              "compared to other topologies [built graphs, written reading of the intermediate "
              "switches]",
    params={"k": [2, 4]}, size=lambda k: _estimate("KANTC", k, 8), expect="refuted",
    erratum="substantive", witness={"k": 4},
    reading="PD on the built graphs (hosts as endpoints), written reading of the intermediate "
            "switches (even k; k >= 6 is beyond reach at n = 8)",
    readings=("kantc.s5c.fig10.built",),
    notes="Computed: both hybrids above the k-cube, the k-ary n-tree and MiKANT (one truth "
          "value). Evaluated in order: KANTC against the k-cube first, so at k = 4, where "
          "KANTC(4,8) (376,832 vertices) has PD 0.0667 (to 4 digits) against the 4-cube's "
          "1/4, neither the trees nor MiKANTC(4,8) (720,896 vertices; PD about 0.0219, a "
          "second reader's computation) need building. k = 2 coincides with the example "
          "reading (holds).")
def _(k):
    kantc_pd = _pd_written("KANTC", k, 8)
    cube = average_shortest_paths(Hypercube(k)) / 2 ** k
    if kantc_pd <= cube:
        return True, False
    best = max(cube, _pd_built("KANT", k, 8), _pd_built("MiKANT", k, 8))
    return True, kantc_pd > best and _pd_written("MiKANTC", k, 8) > best
