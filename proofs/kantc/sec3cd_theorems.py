"""Claims of paper ``kantc``: Sections III-C and III-D: Theorems 1-10.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions and what is not registered are in ``kantc/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import numpy as np

from latticegraph import graph
from latticegraph.distance import bfs_distances

from . import claims
from ._common import (_block, _counts, _cube_roles, _cubes, _diam, _domain, _estimate, _g, _k, _n,
    _per_node, _radix, _rho, _sz, _value, FAMILIES, LIMIT, ORBIT_CAPS)
from .sec3a_cubes import _EXAMPLE, _KANTC, _RULE, _WRITTEN
from .sec3b_mikantc import _MIKANTC
from ._levels import counted, level_claims


#: premise of the diameter claims (Theorems 5 and 10)
_DIAMETER = ("Theorem 5 (proof): the diameter is the largest distance between two compute "
             "nodes, the two node-switch links counted ('+2')")
#: premises of the claims about KANTC / MiKANTC graphs whose value depends on the intermediate
#: switches (diameters, routes, path counts)
_K_RULE, _M_RULE = (_KANTC, _RULE), (_MIKANTC, _RULE)
_WRITTEN_EVEN = _WRITTEN + "; even k (for odd k it repeats a switch: no KANTC(k, n))"
_PREMISES = {"KANTC": (_KANTC,), "MiKANTC": (_MIKANTC,)}


def _theorem(id_, where, statement, family, row, formula, expect="verified", notes="",
             reading="example", erratum=None, witness=None, corrects=None, fields=None, **dom):
    """A Table I / theorem value of ``family`` against the built graphs; ``fields`` are the
    claim's other fields (premises default to the family's section premise, and to it plus the
    intermediate-switch rule and the diameter convention for the diameter)."""
    fields = dict(fields or {})
    fields.setdefault("premises", (_K_RULE if family == "KANTC" else _M_RULE) + (_DIAMETER,)
                      if row == "diameter" else _PREMISES[family])
    claims.instances(
        id_, where=where, statement=statement,
        params=_domain(family, reading=reading, **dom), size=_sz(family), expect=expect,
        erratum=erratum, witness=witness, corrects=corrects,
        max_nodes=ORBIT_CAPS[family] if row == "diameter" else None,
        notes=notes, **fields)(lambda k, n: (formula(k, n), _value(family, row, k, n, reading)))


def _switch_degrees(g) -> list[int]:
    """The distinct degrees of the switches of ``g`` (compute nodes have degree 1)."""
    deg = g.degrees()
    return sorted(set(deg[deg > 1].tolist()))


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


_RADIX = ("radix = the largest switch degree: the switches are 2k-port switches (Table I gives "
          "the k-ary n-tree, whose top switches have k links, radix 2k)")
_RADIX_EVERY = "every switch has 2k links (degree 2k)"


_theorem("kantc.thm1.radix", "Theorem 1, Table I, Section V-B", "The radix of the switch of KANTC(k, n) is 2k",
         "KANTC", "radix", lambda k, n: 2 * k,
         fields=dict(reading=_RADIX, readings=("kantc.thm1.radix.every",)),
         notes="Radix = largest switch degree. The other reading (every switch has degree 2k) "
               "fails: the top-level switches have k links (thm1.radix.every).")


@claims.instances(
    "kantc.thm1.radix.every", where="Theorem 1",
    statement="The radix of the switch of KANTC(k, n) is 2k [every switch has 2k links]",
    params=_domain("KANTC"), size=_sz("KANTC"), premises=(_KANTC,), reading=_RADIX_EVERY,
    readings=("kantc.thm1.radix",), expect="refuted", erratum="substantive",
    witness={"k": 2, "n": 2},
    notes="Distinct switch degrees of the built graph. The level n-1 (top) switches of the "
          "upper part have only their k links down (as in the k-ary n-tree), so KANTC's "
          "switches have degrees k and 2k; MiKANTC's are all 2k (thm6.radix.every). Under the "
          "paper's convention (largest degree) Theorem 1 holds: thm1.radix.")
def _(k, n):
    return [2 * k], _switch_degrees(_g("KANTC", k, n))


@claims.instances(
    "kantc.thm1.proof", where="Theorem 1 (proof)",
    statement="Each intermediate switch is connected to k switches of the k-ary n-tree and k "
              "other k-cube switches, and each switch connected to k compute nodes is connected "
              "to other k switches",
    params=_domain("KANTC"), size=_sz("KANTC"), premises=(_KANTC,))
def _(k, n):
    return ([(k, k, 0)], [(0, k, k)]), _cube_roles(_g("KANTC", k, n))


_theorem("kantc.thm2.nodes.built", "Theorem 2, Table I",
         "There are (2^k - k) k^(n-1) computing nodes in KANTC(k, n) [built graphs]",
         "KANTC", "nodes", lambda k, n: (2 ** k - k) * k ** (n - 1))


_theorem("kantc.thm3.switches.built", "Theorem 3, Table I",
         "There are (n-1) k^(n-1) + 2^k k^(n-2) switches in KANTC(k, n) [built graphs]",
         "KANTC", "switches", lambda k, n: (n - 1) * k ** (n - 1) + 2 ** k * k ** (n - 2))


@claims.instances(
    "kantc.thm3.proof", where="Theorem 3 (proof)",
    statement="In the upper half of KANTC(k, n), there are n - 1 layers, each layer has "
              "k^(n-1) switches, and in the lower half, there are k^(n-2) k-cubes, and each cube "
              "has 2^k switches",
    params=_domain("KANTC", limit=50_000), size=_sz("KANTC"), premises=(_KANTC,),
    notes="Layers = levels of the switch labels above the cubes; cubes = components of the "
          "level-0 switches. Built graphs.")
def _(k, n):
    g = _g("KANTC", k, n)
    return ([k ** (n - 1)] * (n - 1), k ** (n - 2), [2 ** k]), (
        _switch_layers(g), len(_cubes(g)), sorted({len(c) for c in _cubes(g)}))


_theorem("kantc.thm4.links.built", "Theorem 4, Table I",
         "There are (n-1) k^n + (2^(k-1) + 2^k - k) k^(n-1) links in KANTC(k, n) [built graphs]",
         "KANTC", "links", lambda k, n: (n - 1) * k ** n + (2 ** (k - 1) + 2 ** k - k) * k ** (n - 1))


@claims.instances(
    "kantc.thm4.name", where="Theorem 4",
    statement="There are (n-1) k^n + (2^(k-1) + 2^k - k) k^(n-1) links in KATC(k, n)",
    params={"k": [2], "n": [2]}, expect="refuted", erratum="slip", witness={"k": 2, "n": 2},
    premises=(_KANTC,),
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
    params=_domain("KANTC", limit=50_000), size=_sz("KANTC"), premises=(_KANTC,),
    notes="Links of the built graph split into: links between switch layers outside the cubes "
          "(grouped by the levels of their ends; the intermediate switches are level 0), "
          "links inside cubes, links to compute nodes. Printed: n - 1 layers of k^(n-1) x k = "
          "k^n links, k^(n-2) x k 2^(k-1) cube links, k^(n-2) (2^k - k) k node links.")
def _(k, n):
    return ([k ** n] * (n - 1), k ** (n - 2) * k * 2 ** (k - 1),
            k ** (n - 2) * (2 ** k - k) * k), _link_parts(_g("KANTC", k, n))


@claims.symbolic(
    "kantc.thm4.proof", where="Theorem 4 (proof)",
    statement="(n-1) x k^n + k^(n-1) x 2^(k-1) + (2^k - k) x k^(n-1) = "
              "(n-1)k^n + (2^(k-1) + 2^k - k)k^(n-1)", premises=(_KANTC,))
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
         fields=dict(reading=_EXAMPLE, readings=("kantc.thm5.diameter.written",)),
         notes=_DIAM_NOTES + "Example reading. Smallest counterexample KANTC(2,2): printed 6, "
         "computed 4; KANTC(3,3): printed 9, computed 8. Holds for even k with n >= 3 (rho = k/2 there, thm5.example_radius).")


_theorem("kantc.thm5.diameter.written", "Theorem 5, Table I",
         "The diameter of KANTC(k, n) is 2n + k [written reading of the intermediate switches]",
         "KANTC", "diameter", lambda k, n: 2 * n + k, expect="refuted", erratum="substantive",
         witness={"k": 2, "n": 2}, reading="written",
         even=True, fields=dict(reading=_WRITTEN_EVEN, readings=("kantc.thm5.diameter",)),
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
    max_nodes=ORBIT_CAPS["KANTC"], premises=_K_RULE + (_DIAMETER,),
    notes="Derivation: between cubes the path is node, host, nearest intermediate (rho), up "
          "and down the tree (2(n-1) when the ancestor is a root), nearest intermediate, host, "
          "node; all intermediates of a cube have the same tree neighbours. Same-cube pairs "
          "are at most 2 rho + 4 apart. Example reading: rho = floor(k/2) (thm5.example_radius), "
          "so the diameter is 2n + 2 floor(k/2).")(_corrected_diam("KANTC"))


@claims.instances(
    "kantc.thm5.example_radius", where="Theorem 5 (corrected, derived)",
    statement="Example reading: the covering radius of the intermediate switches is floor(k/2)",
    params={"k": range(2, 17)}, size=lambda k: 2 ** k, premises=(_RULE,))
def _(k):
    return k // 2, _rho(k, "example")


@claims.instances(
    "kantc.thm5.proof.half", where="Theorems 5 and 10 (proofs)",
    statement="When a k-cube has multiple evenly distributed SIS/DIS to choose from, the longest "
              "shortest path is half the diameter of the k-cube, i.e., k/2 [Theorem 10: the "
              "length of the longest shortest-path for both 1. and 3. is k/2]",
    params={"k": range(2, 17)}, size=lambda k: 2 ** k, expect="refuted", erratum="substantive",
    witness={'k': 3}, premises=(_RULE,),
    notes="Longest distance from a cube switch to its nearest intermediate switch (example "
          "reading). Smallest counterexample k = 3: 1 vs 3/2 (never k/2 for odd k).")
def _(k):
    return Fraction(k, 2), Fraction(_rho(k, "example"))


@claims.symbolic(
    "kantc.thm5.proof.sum", where="Theorem 5 (proof)",
    statement="Therefore, the diameter of KANTC(k, n) is k + 2(n-1) + 2 = 2n + 2k [the "
              "arithmetic k + 2(n-1) + 2 = 2n + 2k]",
    expect="refuted", erratum="slip", parts=("kantc.thm5.proof.conclusion", "kantc.thm5.diameter"),
    premises=(_KANTC, _DIAMETER),
    notes="k + 2(n-1) + 2 = 2n + k, the theorem's statement; '2n + 2k' is an arithmetic slip "
          "(difference k). The sentence's other parts: its conclusion that the diameter is "
          "2n + 2k (thm5.proof.conclusion) and the value k + 2(n-1) + 2 = 2n + k itself "
          "(thm5.diameter).")
def _():
    return 2 * _n + 2 * _k, _k + 2 * (_n - 1) + 2          # (printed result, the sum's value)


_theorem("kantc.thm5.proof.conclusion", "Theorem 5 (proof)",
         "Therefore, the diameter of KANTC(k, n) is k + 2(n-1) + 2 = 2n + 2k [the conclusion: "
         "the diameter is 2n + 2k]",
         "KANTC", "diameter", lambda k, n: 2 * n + 2 * k, expect="refuted", erratum="slip",
         witness={"k": 2, "n": 2}, limit=20_000,
         fields=dict(parts=("kantc.thm5.proof.sum", "kantc.thm5.diameter")),
         notes="The proof's conclusion contradicts the theorem it proves (Theorem 5 and Table I: "
               "2n + k); Section V-B repeats it ('2n + 2k is the diameter of KANTC(k, n) and "
               "MiKANTC(k, n)', s5b.diameter_term) while its RCP formula uses 2n + k. Computed "
               "on the built graphs (diameter over compute nodes): never 2n + 2k (at most "
               "2n + k). Smallest counterexample KANTC(2,2): printed 8, computed 4.")


@claims.instances(
    "kantc.thm5.proof.tree", where="Theorem 5 (proof)",
    statement="In KANTC(k, n), the longest shortest-path between two intermediate switches is "
              "the path where their NCA is at stage n-1: SIS will send packets at a distance of "
              "n-1 to their NCA and n-1 from NCA to DIS",
    params=_domain("KANTC", limit=50_000), size=_sz("KANTC"), premises=(_KANTC,),
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
    size=lambda k, n, family: _estimate(family, k, n), premises=(_KANTC, _MIKANTC),
    reading="the two end links together add 2 hops", readings=("kantc.thm5.proof.ends.each",),
    notes="Read as: the two end links (source node to source switch, destination switch to "
          "destination node) add 2 hops in all, as the sum k + 2(n-1) + 2 and Theorem 10's "
          "'+2 is the distance between the source (and destination) computational node and "
          "the source (and destination) switch' use it. Checked: every compute node has "
          "exactly one link, to a switch. Literally each of the two distances is 1, not 2.")
def _(k, n, family):
    return (2, [1]), _end_hops(_g(family, k, n))


@claims.instances(
    "kantc.thm5.proof.ends.each", where="Theorems 5 and 10 (proofs)",
    statement="Note that the distance between the source (and destination) compute node and "
              "the source (and destination) switch is 2 [each of the two distances is 2]",
    params=lambda: [dict(r, family=f) for f in ("KANTC", "MiKANTC")
                    for r in _domain(f, limit=5_000)()],
    size=lambda k, n, family: _estimate(family, k, n), premises=(_KANTC, _MIKANTC),
    reading="literal: a compute node is 2 hops from its switch",
    readings=("kantc.thm5.proof.ends",), expect="refuted", erratum="slip",
    witness={"k": 2, "n": 2, "family": "KANTC"},
    notes="Distances from every compute node to its (only) switch on the built graphs: 1. "
          "Only the sum of the two ends is 2 (thm5.proof.ends), which is what the proofs' "
          "'+2' uses; the sentence's wording is a slip.")
def _(k, n, family):
    g = _g(family, k, n)
    csr, nodes = g.csr(), g.compute_nodes()
    one_link = (np.diff(csr.indptr)[nodes] == 1).all()
    to_switch = (csr.indices[csr.indptr[nodes]] < g.node_off).all()
    return [2], ([1] if one_link and to_switch else [])     # one link to a switch: 1 hop


_theorem("kantc.thm6.radix", "Theorem 6, Table I, Section V-B", "The radix of the switch of MiKANTC(k, n) is 2k",
         "MiKANTC", "radix", lambda k, n: 2 * k,
         fields=dict(reading=_RADIX, readings=("kantc.thm6.radix.every",)),
         notes="Radix = largest switch degree; every switch has degree 2k too "
               "(thm6.radix.every).")


@claims.instances(
    "kantc.thm6.radix.every", where="Theorem 6",
    statement="The radix of the switch of MiKANTC(k, n) is 2k [every switch has 2k links]",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"), premises=(_MIKANTC,), reading=_RADIX_EVERY,
    readings=("kantc.thm6.radix",),
    notes="Distinct switch degrees of the built graph: all 2k (the level n-2 switches have k "
          "links to the other group where KANTC's top switches have none), unlike KANTC "
          "(thm1.radix.every).")
def _(k, n):
    return [2 * k], _switch_degrees(_g("MiKANTC", k, n))


@claims.instances(
    "kantc.thm6.proof", where="Theorem 6 (proof)",
    statement="In the k-cube part, each intermediate switch is connected to k switches of MiKANT "
              "and k other k-cube switches, and each switch connecting a computational node is "
              "connected to the other k switches and k computational nodes",
    params=_domain("MiKANTC"), size=_sz("MiKANTC"), premises=(_MIKANTC,),
    notes="Neighbours of every intermediate switch and every host of the built graph, split "
          "into (switches outside its cube, switches of its cube, compute nodes). For n = 2 "
          "the k switches 'of MiKANT' are the other group's intermediate switches.")
def _(k, n):
    return ([(k, k, 0)], [(0, k, k)]), _cube_roles(_g("MiKANTC", k, n))


_theorem("kantc.thm7.nodes.built", "Theorem 7, Table I",
         "There are 2(2^k - k) k^(n-1) compute nodes in MiKANTC(k, n) [built graphs]",
         "MiKANTC", "nodes", lambda k, n: 2 * (2 ** k - k) * k ** (n - 1))


_theorem("kantc.thm8.switches.built", "Theorem 8, Table I",
         "There exist (2n-4) k^(n-1) + 2^(k+1) k^(n-2) switches in MiKANTC(k, n) [built graphs]",
         "MiKANTC", "switches", lambda k, n: (2 * n - 4) * k ** (n - 1) + 2 ** (k + 1) * k ** (n - 2))


@claims.symbolic(
    "kantc.thm8.proof", where="Theorem 8 (proof)",
    statement="(2n-4) x k^(n-1) + 2 x 2^k x 2k^(n-2) = (2n-4)k^(n-1) + 2^(k+1) k^(n-2)",
    expect="refuted", erratum="slip", premises=(_MIKANTC,),
    notes="The middle expression counts 2 x 2k^(n-2) cubes, i.e. 2^(k+2) k^(n-2) cube switches, "
          "twice the true number; the theorem (right-hand side) is right (thm8.switches).")
def _():
    return ((2 * _n - 4) * _k ** (_n - 1) + 2 ** (_k + 1) * _k ** (_n - 2),       # printed result
            (2 * _n - 4) * _k ** (_n - 1) + 2 * 2 ** _k * 2 * _k ** (_n - 2))     # the sum's value


@claims.instances(
    "kantc.thm8.proof.layers", where="Theorem 8 (proof)",
    statement="In the top half, there are 2n - 4 layers with k^(n-1) switches each, and in the "
              "bottom half, there are 2k^(n-2) k-cubes with 2^k switches each",
    params=_domain("MiKANTC", limit=50_000), size=_sz("MiKANTC"), premises=(_MIKANTC,),
    notes="As thm3.proof: (group, level) classes of the switch labels above the cubes, and "
          "the components of the level-0 switches. Built graphs.")
def _(k, n):
    g = _g("MiKANTC", k, n)
    return ([k ** (n - 1)] * (2 * n - 4), 2 * k ** (n - 2), [2 ** k]), (
        _switch_layers(g), len(_cubes(g)), sorted({len(c) for c in _cubes(g)}))


_theorem("kantc.thm9.links.built", "Theorem 9, Table I",
         "There exist (2n-3) k^n + (3 x 2^k - 2k) k^(n-1) links in MiKANTC(k, n) [built graphs]",
         "MiKANTC", "links", lambda k, n: (2 * n - 3) * k ** n + (3 * 2 ** k - 2 * k) * k ** (n - 1))


@claims.symbolic(
    "kantc.thm9.proof", where="Theorem 9 (proof)",
    statement="(2n-3) x k^n + k^(n-1) x 2^k + 2(2^k - k) x k^(n-1) = (2n-3)k^n + (3 x 2^k - 2k)k^(n-1)",
    premises=(_MIKANTC,))
def _():
    return ((2 * _n - 3) * _k ** _n + _k ** (_n - 1) * 2 ** _k + 2 * (2 ** _k - _k) * _k ** (_n - 1),
            (2 * _n - 3) * _k ** _n + (3 * 2 ** _k - 2 * _k) * _k ** (_n - 1))


@claims.instances(
    "kantc.thm9.proof.layers", where="Theorem 9 (proof)",
    statement="In the upper half of MiKANTC(k, n), there are 2n-3 layers with k^(n-1) switches "
              "per layer, and each switch provides k connections",
    params=_domain("MiKANTC", limit=50_000), size=_sz("MiKANTC"), expect="refuted",
    erratum="slip", witness={"k": 2, "n": 2}, premises=(_MIKANTC,),
    reading="layers of switches (the sentence's 'layers with k^(n-1) switches per layer')",
    readings=("kantc.thm9.proof.parts",),
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
    corrects="kantc.thm9.proof.layers", premises=(_MIKANTC,),
    reading="layers of links (2n - 3 of them, k^(n-1) x k = k^n links each)",
    readings=("kantc.thm9.proof.layers",),
    notes="Links of the built graph split as in thm4.proof.parts; the layers outside the cubes "
          "are the n - 2 layers between consecutive levels of each group and the layer "
          "between the groups' level n-2.")
def _(k, n):
    return ([k ** n] * (2 * n - 3), 2 * k ** (n - 2) * k * 2 ** (k - 1),
            2 * k ** (n - 2) * (2 ** k - k) * k), _link_parts(_g("MiKANTC", k, n))


_theorem("kantc.thm10.diameter", "Theorem 10, Table I", "The diameter of MiKANTC(k, n) is 2n + k",
         "MiKANTC", "diameter", lambda k, n: 2 * n + k, expect="refuted", erratum="substantive",
         witness={"k": 2, "n": 2},
         fields=dict(reading=_EXAMPLE, readings=("kantc.thm10.diameter.written",)),
         notes=_DIAM_NOTES + "Example reading. Smallest counterexample MiKANTC(2,2): printed 6, "
         "computed 5; MiKANTC(3,3): 9 vs 8.")


_theorem("kantc.thm10.diameter.written", "Theorem 10, Table I",
         "The diameter of MiKANTC(k, n) is 2n + k [written reading]",
         "MiKANTC", "diameter", lambda k, n: 2 * n + k, expect="refuted", erratum="substantive",
         witness={"k": 2, "n": 2}, reading="written",
         even=True, fields=dict(reading=_WRITTEN_EVEN, readings=("kantc.thm10.diameter",)),
         notes=_DIAM_NOTES + "Written reading (even k). Smallest counterexample "
         "MiKANTC(2,2): 5 vs 6.")


claims.instances(
    "kantc.thm10.diameter.corrected", where="Theorem 10 (corrected)",
    statement="For n >= 3 the diameter of MiKANTC(k, n) is 2n + 2 rho (rho as in Theorem 5)",
    params=_both_readings("MiKANTC"), size=_sz("MiKANTC"), corrects="kantc.thm10.diameter",
    max_nodes=ORBIT_CAPS["MiKANTC"], premises=_M_RULE + (_DIAMETER,),
    notes="Same-group pairs whose ancestor is in the other group are farthest: 2 + 2 rho + "
          "2(n-1); pairs in different groups are one hop closer.")(_corrected_diam("MiKANTC"))


@claims.symbolic(
    "kantc.thm10.proof.sum", where="Theorem 10 (proof)",
    statement="k + 2(n-1) + 2 = 2n + k [the arithmetic of 'Therefore, the diameter of MiCAT(k, n) "
              "is k + 2(n - 1) + 2 = 2n + k']",
    corrects="kantc.thm10.name", parts=("kantc.thm10.name", "kantc.thm10.diameter"),
    premises=(_MIKANTC, _DIAMETER),
    notes="The arithmetic holds; the premise (each end k/2 from its intermediate switch) does "
          "not (thm5.proof.half), so the value as a diameter is refuted: thm10.diameter. The "
          "name 'MiCAT' is thm10.name.")
def _():
    return _k + 2 * (_n - 1) + 2, 2 * _n + _k


@claims.instances(
    "kantc.thm10.name", where="Theorem 10 (proof)",
    statement="Therefore, the diameter of MiCAT(k, n) is k + 2(n-1) + 2 = 2n + k",
    params={"k": [2], "n": [2]}, expect="refuted", erratum="slip", witness={"k": 2, "n": 2},
    premises=(_MIKANTC,), parts=("kantc.thm10.proof.sum", "kantc.thm10.diameter"),
    notes="'MiCAT' names no network of the paper (checked: it is no GRAPH spec of the "
          "project); a typo for MiKANTC (thm10.proof.sum, which corrects this).")
def _(k, n):
    return True, _names_a_network("MiCAT", k, n)


@claims.instances(
    "kantc.thm10.proof.tree", where="Theorem 10 (proof)",
    statement="The length of the longest shortest path for 2. [SIS to DIS] is 2(n - 1)",
    params=_domain("MiKANTC", limit=50_000), size=_sz("MiKANTC"), premises=(_MIKANTC,),
    notes="As thm5.proof.tree: the largest distance between two intermediate switches of "
          "the built MiKANTC(k, n) (BFS from those of cube 0 of group 0; the group swap and "
          "the digit permutations make every cube equivalent to it).")
def _(k, n):
    return 2 * (n - 1), _intermediate_distance(_g("MiKANTC", k, n))


_PAIR = ("Theorem 10 (proof): the NCAs 'located at n - 2 stage of the other group' are above "
         "the cubes only for n >= 3 (n = 2: thm10.proof.pair.n2)")


def _far_pairs(g, k):
    """(largest node distance over pairs in one group whose top digits D_{n-2} differ, largest
    over the other pairs), from one node per host orbit of cube 0 of group 0."""
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
    return far_across, far_other


@claims.instances(
    "kantc.thm10.proof.pair", where="Theorem 10 (proof)",
    statement="In MiKANTC(k, n), the longest shortest-path is the path between two nodes in "
              "the same group whose NCAs are located at the n-2 stage of the other group [n >= 3]",
    params=_domain("MiKANTC", limit=5_000, nmin=3), size=_sz("MiKANTC"),
    premises=_M_RULE + (_DIAMETER, _PAIR),
    notes="Garbled ('two nodes with Ci = 1 in the same group with 0 <= i <= n-1'); read as: "
          "the diameter is attained by two compute nodes of one group whose top digits "
          "D_{n-2} differ (their common ancestors are the other group's level n-2 switches), "
          "and every other pair (other group, or same top digit) is closer. BFS from one node "
          "per host of cube 0 of group 0. Decides n >= 3; Theorem 10 also covers n = 2 "
          "(Section V-B uses it), where the statement fails: thm10.proof.pair.n2. 'C_i = 1' "
          "cannot mean C = 1...1: that cube switch is an intermediate switch, with no nodes.")
def _(k, n):
    g = _g("MiKANTC", k, n)
    far_across, far_other = _far_pairs(g, k)
    diam = _diam("MiKANTC", k, n)
    return (diam, True), (far_across, far_other < diam)


@claims.instances(
    "kantc.thm10.proof.pair.n2", where="Theorem 10 (proof)",
    statement="In MiKANTC(k, n), the longest shortest-path is the path between two nodes in "
              "the same group whose NCAs are located at the n-2 stage of the other group "
              "[n = 2: the n - 2 = 0 stage of the other group is its cube's intermediate switches]",
    params=lambda: [r for r in _domain("MiKANTC", limit=5_000)() if r["n"] == 2],
    size=_sz("MiKANTC"), premises=_M_RULE + (_DIAMETER,), expect="refuted",
    erratum="substantive", witness={"k": 2, "n": 2},
    notes="For n = 2 each group is one cube, so pairs of one group are pairs of one cube, "
          "joined through the other group's intermediate switches or inside the cube. "
          "Computed (BFS from one node per host orbit of group 0): (largest distance over "
          "pairs of one group, whether every pair of different groups is closer than the "
          "diameter). Pairs in different groups are 2 rho + 3 apart, one cube pair at most "
          "k + 2: for even k the diameter is attained only across the groups (MiKANTC(2,2): "
          "one group at most 4, diameter 5), for odd k by both kinds of pairs "
          "(MiKANTC(3,2): both 5). Both with the example reading of the intermediate "
          "switches (rho = k/2 for even k); with the written reading at k = 4 (rho = 1) "
          "MiKANTC(4,2) has one group up to 6 apart and the groups 5 apart, so the statement "
          "holds there (a second reader's computation); k = 2, where the readings coincide, "
          "refutes it under both.")
def _(k, n):
    g = _g("MiKANTC", k, n)
    csr, nodes = g.csr(), g.compute_nodes()
    group = np.repeat([g.label(int(h))[0] for h in g.hosts()], k)
    same = other = 0
    for v, _ in g.node_representatives():
        d = bfs_distances(csr, v)[nodes]
        same = max(same, int(d[group == g.label(v)[0]].max()))
        other = max(other, int(d[group != g.label(v)[0]].max()))
    diam = _diam("MiKANTC", k, n)
    return (diam, True), (same, other < diam)


# Section III-D, the sentence after Table I: one claim per part, each checked against both
# column pairs of Table I (KANTC against the k-ary n-tree, MiKANTC against MiKANT), same (k, n)
_SUMMARY = ("As we can see from the table, KANTC and MiKANTC achieve more computational nodes "
            "connected with fewer switches and links than the traditional k-ary n-tree and "
            "MiKANT by increasing only the diameter of k")
_SUMMARY_PREMISES = (_KANTC, _MIKANTC, "Section III-D: the columns of Table I at the same (k, n)")
_SUMMARY_PARTS = {
    "kantc.table1.summary": "more computational nodes",
    "kantc.table1.summary.switches": "fewer switches per compute node",
    "kantc.table1.summary.switches.absolute": "fewer switches",
    "kantc.table1.summary.links": "fewer links per compute node",
    "kantc.table1.summary.links.absolute": "fewer links",
    "kantc.table1.summary.diameter": "the diameter grows by k",
    "kantc.table1.summary.radix": "only the diameter grows: the radix is the same",
}
_PAIRS = (("KANTC", "KANT"), ("MiKANTC", "MiKANT"))


def _summary_part(what):
    def check(k, n):
        out = []
        for hybrid, base in _PAIRS:
            h, b = _counts(_g(hybrid, k, n)), _counts(_g(base, k, n))
            out.append({
                "nodes": h[0] > b[0],
                "switches": Fraction(h[1], h[0]) < Fraction(b[1], b[0]),
                "switches.absolute": h[1] < b[1],
                "links": Fraction(h[2], h[0]) < Fraction(b[2], b[0]),
                "links.absolute": h[2] < b[2],
                "diameter": _diam(hybrid, k, n) - _diam(base, k, n) == k,
                "radix": _radix(_g(hybrid, k, n)) == _radix(_g(base, k, n))}[what])
        return [True, True], out
    return check


def _summary(id_, what, notes, expect="refuted", reading="", readings=()):
    claims.instances(
        id_, where="Section III-D, after Table I",
        statement=f"{_SUMMARY} [part: {_SUMMARY_PARTS[id_]}]",
        params=_domain("MiKANTC", limit=5_000),
        size=lambda k, n: sum(_estimate(f, k, n) for f in FAMILIES), expect=expect,
        erratum="substantive" if expect == "refuted" else None,
        witness={"k": 2, "n": 2} if expect == "refuted" else None,
        premises=_SUMMARY_PREMISES, parts=tuple(p for p in _SUMMARY_PARTS if p != id_),
        reading=reading, readings=readings,
        notes="Computed on the built graphs, (KANTC vs k-ary n-tree, MiKANTC vs MiKANT). "
              + notes)(_summary_part(what))


_PER_NODE = "per compute node, the paper's cost measure (Section V-A)"
_ABSOLUTE = "absolute numbers at the same (k, n)"

_summary("kantc.table1.summary", "nodes",
         "(2^k - k) k^(n-1) > k^n iff k >= 3: at k = 2 both have the same number of compute "
         "nodes (2^k - k = k). Holds for every k >= 3. The sentence's other parts: "
         "table1.summary.{switches,links}[.absolute], .diameter, .radix.")
_summary("kantc.table1.summary.switches", "switches",
         "Fewer switches per compute node: KANTC iff n (2^k - 2k) > 2^k - k (k >= 4, or k = 3 "
         "and n >= 3); MiKANTC iff (2n - 3) k < (n - 2) 2^k (n >= 3 and k >= 4, or k = 3 and "
         "n >= 4); never at k = 2 (KANTC(2,2): 3/2 vs 1).",
         reading=_PER_NODE, readings=("kantc.table1.summary.switches.absolute",))
_summary("kantc.table1.summary.switches.absolute", "switches.absolute",
         "Never: KANTC has k^(n-2) (2^k - k) more switches than the k-ary n-tree, MiKANTC "
         "2 k^(n-2) (2^k - k) more than MiKANT (KANTC(2,2): 6 vs 4).",
         reading=_ABSOLUTE, readings=("kantc.table1.summary.switches",))
_summary("kantc.table1.summary.links", "links",
         "Fewer links per compute node: KANTC iff n (2^k - 2k) > 3 x 2^(k-1) - 2k (k >= 5, or "
         "k = 4 and n >= 3, or k = 3 and n >= 4); MiKANTC iff (2n - 3) k < (n - 2) 2^k, as for "
         "its switches; never at k = 2 (KANTC(2,2): 3 vs 2).",
         reading=_PER_NODE, readings=("kantc.table1.summary.links.absolute",))
_summary("kantc.table1.summary.links.absolute", "links.absolute",
         "Never: KANTC has k^(n-1) (3 x 2^(k-1) - 2k) more links than the k-ary n-tree, MiKANTC "
         "k^(n-1) (3 x 2^k - 4k) more than MiKANT (KANTC(2,2): 12 vs 8).",
         reading=_ABSOLUTE, readings=("kantc.table1.summary.links",))
_summary("kantc.table1.summary.diameter", "diameter",
         "Table I's 2n + k against 2n is a growth of k; on the graphs the diameter grows by "
         "2 floor(k/2) for n >= 3 (thm5.diameter.corrected), k - 1 for odd k, and at n = 2 by "
         "less (KANTC(2,2): 4, the 2-ary 2-tree: 4). Holds for even k and n >= 3 with the "
         "example reading of the intermediate switches; with the written reading the growth is "
         "2 rho, rho its covering radius (kantc.s3a.evenly.written: 1 at k = 4), so KANTC(4,3) "
         "has diameter 8 against the tree's 6, a growth of 2, not 4 (a second reader's "
         "computation).")
_summary("kantc.table1.summary.radix", "radix",
         "'only the diameter': the other Table I row that could grow, the radix, is 2k for all "
         "four networks (largest switch degree).", expect="verified")


_KANTC_LEVELS = level_claims("KANTC", "KANTC(k, n)", (_KANTC,),
                             _domain("KANTC", limit=20_000), _sz("KANTC"))
_MIKANTC_LEVELS = level_claims("MiKANTC", "MiKANTC(k, n)", (_MIKANTC,),
                               _domain("MiKANTC", limit=20_000), _sz("MiKANTC"))
counted("kantc.thm2.nodes", "Theorem 2, Table I",
        "There are (2^k - k) k^(n-1) computing nodes in KANTC(k, n)", "KANTC", "nodes",
        lambda k, n: (2 ** k - k) * k ** (n - 1), _KANTC_LEVELS, "kantc.thm2.nodes.built",
        (_KANTC,))
counted("kantc.thm3.switches", "Theorem 3, Table I",
        "There are (n-1) k^(n-1) + 2^k k^(n-2) switches in KANTC(k, n)", "KANTC", "switches",
        lambda k, n: (n - 1) * k ** (n - 1) + 2 ** k * k ** (n - 2), _KANTC_LEVELS,
        "kantc.thm3.switches.built", (_KANTC,))
counted("kantc.thm4.links", "Theorem 4, Table I",
        "There are (n-1) k^n + (2^(k-1) + 2^k - k) k^(n-1) links in KANTC(k, n) [printed "
        "'KATC(k, n)']", "KANTC", "links",
        lambda k, n: (n - 1) * k ** n + (2 ** (k - 1) + 2 ** k - k) * k ** (n - 1), _KANTC_LEVELS,
        "kantc.thm4.links.built", (_KANTC,), corrects="kantc.thm4.name",
        notes="The theorem's 'KATC' is a typo for KANTC (thm4.name).")
counted("kantc.thm7.nodes", "Theorem 7, Table I",
        "There are 2(2^k - k) k^(n-1) compute nodes in MiKANTC(k, n)", "MiKANTC", "nodes",
        lambda k, n: 2 * (2 ** k - k) * k ** (n - 1), _MIKANTC_LEVELS, "kantc.thm7.nodes.built",
        (_MIKANTC,))
counted("kantc.thm8.switches", "Theorem 8, Table I",
        "There exist (2n-4) k^(n-1) + 2^(k+1) k^(n-2) switches in MiKANTC(k, n)", "MiKANTC",
        "switches", lambda k, n: (2 * n - 4) * k ** (n - 1) + 2 ** (k + 1) * k ** (n - 2),
        _MIKANTC_LEVELS, "kantc.thm8.switches.built", (_MIKANTC,))
counted("kantc.thm9.links", "Theorem 9, Table I",
        "There exist (2n-3) k^n + (3 x 2^k - 2k) k^(n-1) links in MiKANTC(k, n)", "MiKANTC",
        "links", lambda k, n: (2 * n - 3) * k ** n + (3 * 2 ** k - 2 * k) * k ** (n - 1),
        _MIKANTC_LEVELS, "kantc.thm9.links.built", (_MIKANTC,))
