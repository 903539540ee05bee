"""Model formulas of the claim checkers against direct computations on the graph.

Where a checker of ``proofs/`` decides a statement with a formula of its own instead of the
built graph, this module computes the quantity directly: link loads when every ordered pair of
vertices sends one unit split uniformly over all its shortest paths (``indep_graphs.arc_loads``,
exact), on the graph the command line exports and on this folder's own builders.

* ``crystal.sec34.utilisation.t2aaa`` / ``.t2a2aa`` (and their ``.asymptotic`` corrections):
  the checker's model is "the load of a link of dimension i is proportional to the mean |r_i|,
  the same number of links per dimension", i.e. short/long = ring mean(a) / ring mean(2a).
  Direct: the per-link loads of each dimension of T(2a,a,a) and T(2a,2a,a).  At a = 2 the
  2-rings have one link per pair in the simple graph (``info``/``edgelist``: T(4,2,2) is the
  4-cube, 32 links) and two in the exported port multigraph (GraphML, 48 links): the model's
  1/2 is the port-multigraph value; on the simple graph the ratio is 1.  At a = 1 the short
  dimensions have no links at all (the model gives 0).
* ``crystal.sec34.throughput.fcc`` / ``.bcc`` (Delta / k with Delta = 2n = 6), the checkers'
  helpers ``_symmetric_uniform_bound`` (2|E|(N-1)/(N W)) and ``_torus_uniform_bound`` (per
  dimension, E_i = N links for rings of 3 or more, N/2 for 2-rings, none for 1-rings), used by
  ``crystal.sec34.more_impact_2a3``, ``crystal.sec62.coherent`` and ``crystal.sec7.outperform``,
  and ``crystal.sec34.throughput.tori`` (4/a): against the direct uniform-traffic bound
  (N - 1) / (largest arc load): each node injects l per cycle spread over the N - 1 others, an
  arc carries one unit per cycle.
* ``crystal.remark30``: per-generator class loads stand for per-link loads only when no
  generator has order 2 (then +e_i and -e_i are one link); checked on its instances.
"""
from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

import indep_cli as cli
import networkx as nx
import pytest
from indep_crystal import MATRICES, diag, hermite, lattice_graph, reduce
from indep_graphs import arc_loads, distribution_from

TORI = {**{(2 * a, a, a): a for a in (1, 2, 3, 4)}, **{(2 * a, 2 * a, a): a for a in (1, 2, 3)}}
CRYSTALS = [f"{f}({a})" for f in ("PC", "FCC", "BCC") for a in (1, 2, 3)]


def torus(sides):
    return "T(" + ",".join(map(str, sides)) + ")"


CLI_CALLS = [cli.export_call(tuple(torus(s) for s in TORI) + tuple(CRYSTALS))]


@lru_cache(maxsize=None)
def cli_graph(spec):
    G, mult, _, _, _ = cli.labelled(spec)
    return G, mult


@lru_cache(maxsize=None)
def loads(spec):
    return arc_loads(cli_graph(spec)[0])


def ring_sum(m: int) -> int:
    return sum(min(k, m - k) for k in range(m))


def model_ratio(a: int) -> Fraction:
    """The utilisation checker's formula: mean |r| on the a-ring over that on the 2a-ring."""
    return Fraction(ring_sum(a), a) / Fraction(ring_sum(2 * a), 2 * a)


def dimension_loads(spec, multigraph: bool):
    """Per-link load of each dimension (one value per dimension, checked uniform), on the
    simple graph or on the port multigraph (a pair's load shared by its parallel links)."""
    G, mult = cli_graph(spec)
    L = loads(spec)
    per = {}
    for u, v in G.edges:
        assert L[(u, v)] == L[(v, u)]
        (i,) = [j for j in range(len(u)) if u[j] != v[j]]
        share = L[(u, v)] / (mult[frozenset((u, v))] if multigraph else 1)
        per.setdefault(i, set()).add(share)
    assert all(len(x) == 1 for x in per.values()), per
    return {i: x.pop() for i, x in per.items()}


DIRECT_SIMPLE = {1: None, 2: Fraction(1), 3: Fraction(4, 9), 4: Fraction(1, 2)}


@pytest.mark.parametrize("sides", list(TORI), ids=[torus(s) for s in TORI])
def test_utilisation_short_over_long_links(sides):
    """crystal.sec34.utilisation.*: short-dimension over long-dimension link load, directly."""
    a = TORI[sides]
    spec = torus(sides)
    short = [i for i, m in enumerate(sides) if m == a]
    long = [i for i, m in enumerate(sides) if m == 2 * a]
    simple = dimension_loads(spec, multigraph=False)
    ports = dimension_loads(spec, multigraph=True)
    if a == 1:
        assert all(i not in simple for i in short)              # the 1-rings have no links
        assert model_ratio(1) == 0
        return
    ratio = {simple[i] / simple[j] for i in short for j in long}
    ratio_ports = {ports[i] / ports[j] for i in short for j in long}
    assert ratio == {DIRECT_SIMPLE[a]}
    if a == 2:
        assert ratio_ports == {Fraction(1, 2)} == {model_ratio(2)} != ratio
    else:
        assert ratio == ratio_ports == {model_ratio(a)}


def test_simple_graph_convention_of_the_2_rings():
    """T(4,2,2) is the 4-cube in the simple graph the command line computes with (32 links),
    while its GraphML export has 48 (both port links of each 2-ring)."""
    G, mult = cli_graph("T(4,2,2)")
    assert nx.is_isomorphic(G, nx.hypercube_graph(4))
    assert G.number_of_edges() == 32 and sum(mult.values()) == 48


# -- throughput bounds -----------------------------------------------------------------------
def direct_bound(spec) -> Fraction:
    G, _ = cli_graph(spec)
    n = G.number_of_nodes()
    return Fraction(n - 1) / max(loads(spec).values()) if n > 1 else None


def total_distance(G) -> int:
    return sum(k * c for k, c in enumerate(distribution_from(G, next(iter(G)))))


def symmetric_model(G) -> Fraction:
    """proofs/crystal.py _symmetric_uniform_bound: 2|E|(N - 1)/(N W)."""
    n = G.number_of_nodes()
    return Fraction(2 * G.number_of_edges() * (n - 1), n * total_distance(G))


def paper_model(G) -> Fraction:
    """Section 3.4: Delta / k with Delta = 2n = 6 and k = W/(N - 1)."""
    return Fraction(6 * (G.number_of_nodes() - 1), total_distance(G))


def torus_model(sides) -> Fraction:
    """proofs/crystal.py _torus_uniform_bound."""
    N = math.prod(sides)
    out = []
    for m in sides:
        if m == 1:
            continue
        links = N if m >= 3 else N // 2
        hops = Fraction(N, m) * ring_sum(m)
        out.append(Fraction(2 * links * (N - 1), N) / hops)
    return min(out)


@pytest.mark.parametrize("spec", CRYSTALS)
def test_crystal_throughput_models(spec):
    """The edge-symmetric bound 2|E|(N-1)/(NW) equals the direct bound on every crystal;
    the paper's Delta = 6 form only where the simple graph is 6-regular (not PC(1), PC(2),
    FCC(1), BCC(1): PC(2) and BCC(1) have degree 3, FCC(1) degree 1, PC(1) no link)."""
    G, _ = cli_graph(spec)
    if G.number_of_nodes() == 1:
        assert G.number_of_edges() == 0
        return
    direct = direct_bound(spec)
    assert symmetric_model(G) == direct
    six_regular = {d for _, d in G.degree} == {6}
    assert (paper_model(G) == direct) == six_regular
    assert six_regular == (spec not in ("PC(1)", "PC(2)", "FCC(1)", "BCC(1)"))


@pytest.mark.parametrize("sides", list(TORI), ids=[torus(s) for s in TORI])
def test_torus_throughput_models(sides):
    """_torus_uniform_bound equals the direct bound at every size (2-rings and 1-rings
    included); the printed 4/a (crystal.sec34.throughput.tori) is its limit, above it at
    every finite a (a = 1: direct 1 against 4)."""
    a = TORI[sides]
    direct = direct_bound(torus(sides))
    assert torus_model(sides) == direct
    assert direct < Fraction(4, a)


@pytest.mark.parametrize("a", (2, 3))
def test_more_impact_2a3_directly(a):
    """crystal.sec34.more_impact_2a3 from direct bounds: the gain of FCC(a) over T(2a,a,a)
    exceeds that of BCC(a) over T(2a,2a,a)."""
    fcc = direct_bound(f"FCC({a})") / direct_bound(torus((2 * a, a, a)))
    bcc = direct_bound(f"BCC({a})") / direct_bound(torus((2 * a, 2 * a, a)))
    assert fcc > bcc


def cayley_bound(M) -> Fraction:
    """The direct bound on this folder's G(M) with one source: translations are automorphisms
    (Definition 3), so an arc u -> u + g carries the sum over all arcs y -> y + g of the flow
    from vertex 0 (g the group element)."""
    G = lattice_graph(M)
    H = G.graph["hnf"]
    zero = tuple([0] * len(H))
    flow = arc_loads(G, sources=[zero])
    per = {}
    for (u, v), f in flow.items():
        g = reduce(H, [b - c for b, c in zip(v, u)])
        per[g] = per.get(g, 0) + f
    return Fraction(G.number_of_nodes() - 1) / max(per.values())


def test_cayley_shortcut_against_all_pairs():
    for spec, M in (("FCC(2)", MATRICES["FCC"](2)), ("T(4,2,2)", diag(4, 2, 2)),
                    ("BCC(3)", MATRICES["BCC"](3))):
        assert cayley_bound(M) == direct_bound(spec)


@pytest.mark.parametrize("lattice, sides", [("4D-BCC", (4, (8, 8, 8, 4))),
                                            ("4D-FCC", (8, (16, 8, 8, 8)))])
def test_section_6_configurations(lattice, sides):
    """crystal.sec62.coherent and crystal.sec7.outperform use the two bounds on 4D-BCC(4)
    against T(8,8,8,4) and 4D-FCC(8) against T(16,8,8,8): both equal the direct bound."""
    a, tor = sides
    M = MATRICES[lattice](a)
    G = lattice_graph(M)
    assert cayley_bound(M) == symmetric_model(G)
    assert cayley_bound(diag(*tor)) == torus_model(tor)


REMARK30 = {"T(4,4)": diag(4, 4), "T(6,3,3)": diag(6, 3, 3),
            **{f"RTT({a})": MATRICES["RTT"](a) for a in (2, 3, 4)},
            **{f"FCC({a})": MATRICES["FCC"](a) for a in (2, 3, 4)},
            **{f"BCC({a})": MATRICES["BCC"](a) for a in (2, 3)},
            "4D-BCC(2)": MATRICES["4D-BCC"](2), "4D-FCC(2)": MATRICES["4D-FCC"](2),
            "Lip(1)": MATRICES["Lip"](1)}


@pytest.mark.parametrize("spec", list(REMARK30))
def test_remark30_generator_classes_are_links(spec):
    """crystal.remark30 sums loads per generator (+e_i, -e_i): a per-link load only if no e_i
    has order 1 or 2.  None of its instances has one."""
    H = hermite(REMARK30[spec])
    n = len(H)
    zero = tuple([0] * n)
    for i in range(n):
        assert reduce(H, [2 * (j == i) for j in range(n)]) != zero
        assert reduce(H, [(j == i) for j in range(n)]) != zero
