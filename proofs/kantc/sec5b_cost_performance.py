"""Claims of paper ``kantc``: Section V-B: relative cost performance.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions, the errata and what is not registered
are in ``kantc/__init__.py``.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import scipy.sparse as sps
import scipy.sparse.csgraph as csgraph
from flint import arb

from latticegraph.topologies.fattree import MiKANTC

from . import claims
from ._common import _diam, _domain, _estimate, _g, _per_node, _radix


_V = ("Section V: KANTC(k, n) and MiKANTC(k, n) (Section III: k^(n-2) k-cubes per group, so "
      "k, n >= 2)")
_RCP = ("Section V-B: RCP = radix x diameter of the network over (log2 N/p + p)(log2 N/p + 2), "
        "those of a hypercube of N/p routers with p compute nodes each (the printed formula's "
        "fraction bar is lost in the text: kantc.s5b.example.rcp); p = 1 in Figs. 8-9")
_INT = ("Section III-A: intermediate switches of the example reading "
        "(fattree.intermediate_switches(k, 'example'); odd k: its extension, "
        "kantc.s3a.example.distinct)")


@claims.instances(
    "kantc.s5b.diameter_term", where="Section V-B",
    premises=(_V, _INT),
    statement="2n + 2k is the diameter of KANTC(k, n) and MiKANTC(k, n)",
    params=lambda: [dict(r, family=f) for r in _domain("KANTC", limit=200_000)()
                    for f in ("KANTC", "MiKANTC")],
    size=lambda k, n, family: _estimate(family, k, n), expect="refuted", erratum="slip",
    witness={'k': 2, 'n': 2, 'family': 'KANTC'},
    parts=("kantc.s5b.radix_term",),
    notes="Contradicts Theorems 5 and 10 (2n + k; Theorem 5's proof ends '= 2n + 2k'), Table I "
          "(2n + k) and the RCP formula itself, which uses (2n + k), as does the example's "
          "0.421 (2n + 2k gives 0.548). Smallest counterexample KANTC(2,2): printed 8, "
          "computed 4. The built diameter is 2n + 2 rho for n >= 3 (rho the covering radius "
          "of the intermediate switches, kantc.thm5.diameter.corrected) under both readings "
          "of the rule, and rho <= k/2 < k, so 2n + 2k is never attained. The sentence's other "
          "part, '2k is the radix', is kantc.s5b.radix_term.")
def _(k, n, family):
    return 2 * n + 2 * k, _diam(family, k, n)


@claims.instances(
    "kantc.s5b.radix_term", where="Section V-B",
    premises=(_V, _INT),
    statement="2k is the radix of KANTC(k, n) and MiKANTC(k, n)",
    params=lambda: [dict(r, family=f) for r in _domain("KANTC", limit=50_000)()
                    for f in ("KANTC", "MiKANTC")],
    size=lambda k, n, family: _estimate(family, k, n),
    parts=("kantc.s5b.diameter_term",),
    notes="The largest switch degree of the built graph (Theorems 1 and 6 decide the same "
          "value: kantc.thm1.radix, kantc.thm6.radix).")
def _(k, n, family):
    return 2 * k, _radix(_g(family, k, n))


@claims.exhaustive(
    "kantc.s5b.example.nodes", where="Section V-B",
    premises=(_V,),
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
    premises=(_V, "Section V-B: p = 1 (Figs. 8-9)"),
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
    premises=(_V, _RCP),
    statement="RCP_2 = 2k(2n+k) / ((log2 N2/p + p)(log2 N2/p + 2)) is 0.421 for MiKANTC(6, 7)",
    params={"k": [6], "n": [7]}, corrects="kantc.s5b.example.rcp",
    notes="'Relative' cost performance: the hybrid's radix x diameter over a hypercube's with "
          "the same nodes (radix log2 N/p + p, diameter log2 N/p + 2, as the text describes). "
          "With this reading the example's 0.421 is reproduced (certified arb enclosure, "
          "rounded half-up to 3 decimals). The factor 2n + k is the printed diameter; the "
          "built MiKANTC(6, n) has diameter 2n + 2 rho = 2n + 6 = 2n + k for n >= 3 "
          "(kantc.thm10.diameter.corrected, rho = 3 for the example reading at k = 6), so the "
          "value is also the one of the built graph. With the text's '2n + 2k is the diameter' "
          "(kantc.s5b.diameter_term) the quotient would be 0.548.")
def _(k, n):
    L = _log2(2 * (2 ** k - k) * k ** (n - 1))
    return Fraction(421, 1000), _round3(2 * k * (2 * n + k) / ((L + 1) * (L + 2)))


@claims.instances(
    "kantc.s5b.figures", where="Section V-B, Figs. 8-9",
    premises=(_V, _RCP),
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
    premises=(_V, _INT),
    statement="Generally, a larger k will increase the switching cost, and a larger n will "
              "increase communication time",
    params=_tradeoff_domain,
    size=lambda k, n, family: _estimate(family, k + 1, n) + _estimate(family, k, n + 1),
    notes="Read with the RCP's own factors: switching cost = the switch radix ('2k is the "
          "radix ..., which affects the cost of hardware and software'), communication time = "
          "the diameter ('which affects the communication performance'). Checked on built "
          "graphs: radix(k+1, n) > radix(k, n) and diameter(k, n+1) > diameter(k, n), both "
          "families. Alternative: the switches per compute node fall as k grows (KANTC(3,3) "
          "14/15, KANTC(4,3) 1/2): kantc.s5b.tradeoff.per_node. 'Generally' is a hedge; the "
          "checked domain has no exception. The diameters are those of the example reading "
          "of the intermediate switches; under the written reading they are 2n + 2 rho as "
          "well (kantc.thm5.diameter.corrected), also increasing with n.",
    reading="switching cost = the switch radix 2k, communication time = the diameter (the "
            "factors of the RCP that follows)",
    readings=("kantc.s5b.tradeoff.per_node",))
def _(k, n, family):
    return (True, True), (_radix(_g(family, k + 1, n)) > _radix(_g(family, k, n)),
                          _diam(family, k, n + 1) > _diam(family, k, n))


def _per_node_domain():
    rows = []
    for f in ("KANTC", "MiKANTC"):
        for r in _domain(f, limit=20_000)():
            if _estimate(f, r["k"] + 1, r["n"]) <= 20_000:
                rows.append(dict(r, family=f))
    return rows


@claims.instances(
    "kantc.s5b.tradeoff.per_node", where="Section V-B",
    premises=(_V,),
    statement="Generally, a larger k will increase the switching cost [switches per compute "
              "node]",
    params=_per_node_domain,
    size=lambda k, n, family: _estimate(family, k + 1, n) + _estimate(family, k, n),
    expect="refuted", erratum="substantive", witness={"k": 2, "n": 2, "family": "KANTC"},
    reading="switching cost = switches per compute node (Section V-A's cost measure)",
    readings=("kantc.s5b.tradeoff",),
    notes="Counted on the built graphs: switches per compute node of (k+1, n) above those of "
          "(k, n). They fall instead, at every checked (k, n) of both families: "
          "((n-1)k + 2^k)/(k(2^k - k)) for KANTC (3/2 at (2,2), 11/15 at (3,2)). Decides the "
          "sentence's first half only; its second half (larger n, longer communication "
          "time) is decided in kantc.s5b.tradeoff.")
def _(k, n, family):
    return True, _per_node(family, k + 1, n)[0] > _per_node(family, k, n)[0]


def _hypercube_with_nodes(d: int, p: int):
    """Q_d (routers 0..2^d-1) with p compute nodes on every router, as a CSR matrix."""
    r = np.arange(1 << d)
    cube = [(v, v ^ (1 << b)) for v in r.tolist() for b in range(d)]
    leaves = [(v, (1 << d) + v * p + j) for v in r.tolist() for j in range(p)]
    e = np.array(cube + leaves + [(b, a) for a, b in leaves])
    m = (1 << d) * (p + 1)
    return sps.csr_matrix((np.ones(len(e), dtype=np.int8), (e[:, 0], e[:, 1])), shape=(m, m))


@claims.instances(
    "kantc.s5b.below_one", where="Section V-B",
    premises=(_RCP,),
    statement="A value [of RCP] less than 1 means the system is better than a hypercube [the "
              "hypercube of N/p routers with p compute nodes each has RCP 1]",
    params={"d": range(1, 13), "p": range(1, 5)}, size=lambda d, p: (1 << d) * (p + 1),
    notes="The RCP's denominator is the radix x diameter of a hypercube of N/p = 2^d routers "
          "with p compute nodes each ('in a practical implementation, a router has p ports "
          "for connecting compute nodes ... we let the diameter of the k-cube be k + 2'). "
          "Checked on the built hypercube with its compute nodes: largest switch degree "
          "d + p and node-to-node diameter d + 2 (BFS from one compute node: the compute "
          "nodes form one orbit), so its own RCP is 1 and RCP < 1 means radix x diameter "
          "below that hypercube's.")
def _(d, p):
    g = _hypercube_with_nodes(d, p)
    deg = np.diff(g.indptr)
    radix = int(deg[: 1 << d].max())
    dist = csgraph.shortest_path(g, unweighted=True, indices=[1 << d])[0]
    diam = int(dist[1 << d:].max())
    return Fraction(1), Fraction(radix * diam, (d + p) * (d + 2))
