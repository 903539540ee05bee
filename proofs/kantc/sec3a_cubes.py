"""Claims of paper ``kantc``: Section III-A: intermediate switches, cubes.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions, the errata and what is not registered
are in ``kantc/__init__.py``.
"""

from __future__ import annotations

import itertools

import numpy as np

from latticegraph.topologies.fattree import intermediate_switches
from latticegraph.topologies.hypercube import hamming

from . import claims
from ._common import _block, _counts, _cubes, _domain, _g, _neighbour_split, _rho, _sz, _tree_part


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
