"""Claims of paper ``kantc``: Section V-C: path diversity.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions, the errata and what is not registered
are in ``kantc/__init__.py``.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

import numpy as np
import sympy

from latticegraph.distance import path_counts_from
from latticegraph.topologies.fattree import average_shortest_paths
from latticegraph.topologies.hypercube import Hypercube

from . import claims
from ._common import (_block, _domain, _estimate, _g, _host_of, _k, _n, _ptilde, _sz, FAMILIES,
    ORBIT_CAP)


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
