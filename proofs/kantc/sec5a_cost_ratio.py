"""Claims of paper ``kantc``: Section V-A: cost ratios.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions and what is not registered are in ``kantc/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

import math
from fractions import Fraction

import sympy

from latticegraph.claims.levels import level_sum

from . import claims
from ._common import _counts, _domain, _estimate, _g, _k, _n, _pair_size, _per_node, _percent, _sz
from ._levels import MODELS


_V = ("Section V: KANTC(k, n) and MiKANTC(k, n) (Section III: k^(n-2) k-cubes per group, so "
      "k, n >= 2) against the k-ary n-tree and MiKANT(k, n) of the same (k, n)")
_COST = ("Section V-A: cost = switches (links) per compute node; cost ratio = the hybrid's over "
         "the tree's")
_FIGS = "Section V-A, Figs. 6-7: n = k"
_K8 = "Section V-A: k = n = 8"


@claims.symbolic(
    "kantc.s5a.kant.per_node", where="Section V-A",
    premises=(_V,),
    statement="A k-ary n-tree has k^n nodes and nk^(n-1) switches. That is, a node requires "
              "nk^(n-1)/k^n switches",
    notes="Proved for every (k, n): the two counts and their ratio against the sympy sums of "
          "the per-level counts of the k-ary n-tree (proofs/kantc/_levels.py; the built trees "
          "agree: kantc.levels.kant, kantc.s5a.kant.per_node.built).")
def _():
    m = MODELS["KANT"](_k, _n)
    nodes, switches = level_sum(m["nodes"]), level_sum(m["switches"])
    return ((_k ** _n, _n * _k ** (_n - 1), _n * _k ** (_n - 1) / _k ** _n),
            (nodes, switches, switches / nodes))


@claims.instances(
    "kantc.s5a.kant.per_node.built", where="Section V-A",
    premises=(_V,),
    statement="A k-ary n-tree has k^n nodes and nk^(n-1) switches. That is, a node requires "
              "nk^(n-1)/k^n switches [built graphs: switches per node]",
    params=_domain("KANT"), size=_sz("KANT"))
def _(k, n):
    nodes, switches, _ = _counts(_g("KANT", k, n))
    return Fraction(n * k ** (n - 1), k ** n), Fraction(switches, nodes)


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
    premises=(_V, _COST),
    statement="The switch cost ratio of a KANTC(k,n) to a k-ary n-tree is "
              "(((n-1)k^(n-1) + 2^k k^(n-2))/(2^k - k)k^(n-1)) / (nk^(n-1)/k^n) = "
              "(2^k - k + kn)/(n(2^k - k))",
    notes="The printed identity (sympy); that its left-hand side is the ratio of the built "
          "graphs' switches per compute node is s5a.switch.built.")
def _():
    return _SW_LHS, _SW_RHS


@claims.instances(
    "kantc.s5a.switch.built", where="Section V-A",
    premises=(_V, _COST),
    statement="Switch cost ratio KANTC(k,n) / k-ary n-tree = (2^k - k + kn)/(n(2^k - k)) "
              "[switches per compute node, built graphs]",
    params=_domain("KANTC"), size=_pair_size("KANTC", "KANT"))
def _(k, n):
    return _subs(_SW_RHS, k, n), _per_node("KANTC", k, n)[0] / _per_node("KANT", k, n)[0]


@claims.symbolic(
    "kantc.s5a.link.formula", where="Section V-A",
    premises=(_V, _COST),
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
    premises=(_V, _COST),
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
    premises=(_V, _COST),
    statement="The printed left-hand side of the link cost ratio equals the built ratio",
    params=_domain("KANTC"), size=_pair_size("KANTC", "KANT"))
def _(k, n):
    return _subs(_LK_LHS, k, n), _per_node("KANTC", k, n)[1] / _per_node("KANT", k, n)[1]


@claims.instances(
    "kantc.s5a.link.corrected", where="Section V-A (corrected)",
    premises=(_V, _COST),
    statement="The link cost ratio of KANTC(k, n) to the k-ary n-tree is "
              "((n-2)k + 3 x 2^(k-1))/(n(2^k - k))",
    params=_domain("KANTC"), size=_pair_size("KANTC", "KANT"), corrects="kantc.s5a.link.formula",
    notes="Also equal to the printed left-hand side as a sympy identity (s5a.link.corrected.lhs).")
def _(k, n):
    return _subs(_LK_FIX, k, n), _per_node("KANTC", k, n)[1] / _per_node("KANT", k, n)[1]


@claims.symbolic(
    "kantc.s5a.link.corrected.lhs", where="Section V-A (corrected)",
    premises=(_V, _COST),
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
    claims.exhaustive(
        f"kantc.s5a.percent.{_a.lower()}.{_b.lower()}.{_what}", where="Section V-A",
        premises=(_V, _COST, _K8),
        statement=f"For k = n = 8, {_a} saves {_pct}% {_what} than "
                  f"{'k-ary n-tree' if _b == 'KANT' else 'MiKANT(k, n)'}",
        params={"k": [8], "n": [8]},
        notes="Saving = 100 (1 - per-node cost of the hybrid / per-node cost of the tree), per "
              "compute node, from the counts of Table I (Theorems 2-4, 7-9 and Section II-B, "
              "proved for every (k, n) from the per-level counts: kantc.thm2.nodes ... "
              "kantc.table1.mikant.links; KANTC(8,8) has ~6 x 10^8 vertices and is not built). "
              "The exact Fraction at k = n = 8 is rounded half-up to two decimals and compared "
              "with the printed percentage: one exact evaluation of proved counts, so 'proved'.")(
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
    premises=(_V, _COST, _FIGS),
    statement="Both KANTC(k, n) and MiKANTC(k, n) have lower switch and link cost ratios than "
              "k-ary n-tree and MiKANT(k, n) when n = k >= 4",
    params=lambda: [{"k": k, "built": True} for k in (4, 5, 6)]
    + [{"k": k, "built": False} for k in range(7, 65)],
    size=lambda k, built: (_estimate("MiKANTC", k, k) if built else 1),
    notes="The eight ratios (switches, links; KANTC, MiKANTC; vs tree, MiKANT) are below 1. "
          "k = n <= 6 from built graphs (MiKANTC(6,6) has ~1.2 x 10^6 vertices), 7..64 from "
          "Table I's counts (verified on built graphs). The statement is for every k >= 4; it "
          "holds for all of them (a second reader's derivation, not run here): at n = k each "
          "ratio < 1 is A(k) 2^k > B(k) with polynomials A > 0, B (e.g. KANTC switches against "
          "the tree: (k - 1) 2^k > 2k^2 - k), true for k = 4..10 and, as 2^k >= k^3 there, for "
          "k >= 10. Off the diagonal (not what the sentence says) the ratios are below 1 for "
          "4 <= k, n <= 12 except n = 2 and (k, n) = (4, 3) (a ratio 1).")
def _(k, built):
    return [True] * 8, _all_lower(k, k, built)


@claims.exhaustive(
    "kantc.s5a.lower.sharp", where="Section V-A (derived)",
    premises=(_V, _COST, _FIGS),
    statement="The bound n = k >= 4 is sharp: for k = n = 3 KANTC's link cost ratio to the "
              "k-ary n-tree is 1 (not lower)",
    params={"k": [3]}, size=lambda k: _estimate("KANTC", k, k) + _estimate("KANT", k, k))
def _(k):
    return Fraction(1), _per_node("KANTC", k, k)[1] / _per_node("KANT", k, k)[1]


_SAVE_STATEMENT = ("KANTC and MiKANTC can save 84% of switches and 78% of links in massively "
                   "parallel systems when k = n = 8, compared to fat trees")


@claims.exhaustive(
    "kantc.abstract.save", where="Abstract",
    premises=(_V, _COST, _K8, "Abstract: fat trees = the k-ary n-tree (the MiKANT savings, 82% and "
              "77%, are not quoted)"),
    statement=_SAVE_STATEMENT,
    params={"k": [8], "n": [8]},
    reading="'save 84% ... and 78%': each of the four savings is at least the quoted percentage",
    readings=("kantc.abstract.save.nearest",),
    notes="Read as 'at least 84% and 78%' (MiKANTC saves 84.68% of switches). Fat tree = the "
          "k-ary n-tree; savings from Table I's counts as in s5a.percent.* (proved for every "
          "(k, n) from the per-level counts, so the evaluation at k = n = 8 is 'proved'; the "
          "built graphs agree up to ~10^6 vertices). Computed "
          "(KANTC switches, KANTC links, MiKANTC switches, MiKANTC links).")
def _(k, n):
    s = [_saving(a, "KANT", w, k, n) for a in ("KANTC", "MiKANTC") for w in ("switches", "links")]
    return [True] * 4, [s[0] >= 84, s[1] >= 78, s[2] >= 84, s[3] >= 78]


@claims.instances(
    "kantc.abstract.save.nearest", where="Abstract",
    premises=(_V, _COST, _K8, "Abstract: fat trees = the k-ary n-tree (the MiKANT savings, 82% and "
              "77%, are not quoted)"),
    statement=_SAVE_STATEMENT + " [each saving rounded to the nearest percent]",
    params={"k": [8], "n": [8]}, expect="refuted", erratum="slip", witness={"k": 8, "n": 8},
    reading="each of the four savings, rounded half-up to a whole percent, is the quoted one",
    readings=("kantc.abstract.save",),
    notes="Computed: the four savings (KANTC switches, KANTC links, MiKANTC switches, MiKANTC "
          "links) rounded half-up to whole percents: 84, 78, 85, 78. MiKANTC saves 84.68% of "
          "the switches (Section V-A), 85% to the nearest percent; the abstract's 84% is the "
          "smaller of the two networks' savings (reading 'at least': kantc.abstract.save, "
          "proved).")
def _(k, n):
    s = [_saving(a, "KANT", w, k, n) for a in ("KANTC", "MiKANTC") for w in ("switches", "links")]
    return [84, 78, 84, 78], [math.floor(x + Fraction(1, 2)) for x in s]


_LOWER_COST = "KANTC and MiKANTC have lower hardware costs than the traditional fat-tree"
_LOWER_COST_PARTS = ("kantc.s5c.higher",)


@claims.instances(
    "kantc.conclusions.lower_cost", where="Section VI (Conclusions); Abstract; Section I",
    premises=(_V, "Section VI: fat-tree = the k-ary n-tree of the same (k, n)"),
    statement=_LOWER_COST,
    params=_domain("MiKANTC"), size=lambda k, n: _estimate("MiKANTC", k, n) + _estimate("KANT", k, n),
    expect="refuted", erratum="substantive", witness={"k": 2, "n": 2},
    reading="unqualified: every (k, n), hardware cost = switches and links per compute node",
    readings=("kantc.conclusions.lower_cost.premise",), parts=_LOWER_COST_PARTS,
    notes="Hardware cost read as switches and links per compute node (the measure of Section "
          "V-A); fat tree = the k-ary n-tree of the same (k, n). Counted on the built graphs: "
          "computed (KANTC switches, KANTC links, MiKANTC switches, MiKANTC links) per node "
          "below the k-ary n-tree's. Fails for every k = 2 (a 2-cube has no spare switch for "
          "compute nodes beyond the tree's, all four comparisons fail) and at (3, 2), (4, 2), "
          "(3, 3) (KANTC's links per node, and more); holds for every other (k, n) of the "
          "domain, so the conclusion needs k >= 3 and n large enough (the paper's own "
          "comparisons use k = n = 8). Under Section V-A's premise n = k >= 4 it holds: "
          "kantc.conclusions.lower_cost.premise. The sentence's other part, 'higher path "
          "diversity', is kantc.s5c.higher.")
def _(k, n):
    tree = _per_node("KANT", k, n)
    hybrid = [_per_node(f, k, n) for f in ("KANTC", "MiKANTC")]
    return [True] * 4, [h[i] < tree[i] for h in hybrid for i in (0, 1)]


@claims.instances(
    "kantc.conclusions.lower_cost.premise", where="Section VI (Conclusions); Section V-A",
    premises=(_V, "Section VI: fat-tree = the k-ary n-tree of the same (k, n)", _FIGS,
              "Section V-A: 'when n = k >= 4' (the results the conclusion summarises)"),
    statement=_LOWER_COST + " [under Section V-A's premise n = k >= 4]",
    params=lambda: [{"k": k, "built": True} for k in (4, 5, 6)]
    + [{"k": k, "built": False} for k in range(7, 65)],
    size=lambda k, built: (_estimate("MiKANTC", k, k) + _estimate("KANT", k, k) if built else 1),
    reading="the results it summarises: n = k >= 4 (Section V-A), hardware cost = switches "
            "and links per compute node",
    readings=("kantc.conclusions.lower_cost",), parts=_LOWER_COST_PARTS,
    notes="Computed (KANTC switches, KANTC links, MiKANTC switches, MiKANTC links) per compute "
          "node below the k-ary n-tree's, n = k: built graphs for k <= 6, Table I's counts "
          "(verified on built graphs) for k = 7..64; a subset of kantc.s5a.lower (which also "
          "compares with MiKANT).")
def _(k, built):
    tree = _per_node("KANT", k, k, built)
    hybrid = [_per_node(f, k, k, built) for f in ("KANTC", "MiKANTC")]
    return [True] * 4, [h[i] < tree[i] for h in hybrid for i in (0, 1)]
