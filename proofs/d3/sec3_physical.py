"""Claims of paper ``d3``: Section 3, Physical Implementation.

Draper, *The Swapped Dragonfly*.  The conventions, the errata and what is not registered
are in ``d3/__init__.py``.
"""

from __future__ import annotations

import itertools
from collections import Counter

from . import claims
from ._common import (_explicit_iso, _global_port_links, _km, _label_graph, _nauty_iso, _net,
    _size, SMALL)


@claims.instances(
    "d3.sec3.global_rule", where="Section 3; Appendix figure 2; Abstract (the swap)",
    statement="(c, d, p, (gamma)) <-g-> (c + gamma, p, d, (-gamma)) for p = 0..M-1.",
    notes="Checked on the port-labelled multigraph: every global link joins these two port ends.",
    params=_km(SMALL), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = [(r, a, s, b) for kind, r, a, s, b in net.port_links() if kind == "g"
           and not (s == ((r[0] + a) % K, r[2], r[1]) and b == (-a) % K)]
    n_global_ends = sum(2 if r != s else 1 for kind, r, a, s, b in net.port_links() if kind == "g")
    return (K * K * M * M, []), (n_global_ends, bad)


@claims.instances(
    "d3.sec3.example_k6", where="Section 3",
    statement="If K = 6, (4, 5, 3, (4)) connects to (2, 3, 5, (2)) because 4 + 4 = 2 mod 6 and "
              "-4 = 2 mod 6.",
    params={"M": range(6, 8)}, size=lambda M: 6 * M * M)
def _(M):
    ends = _global_port_links(_net(6, M))
    return ((2, 3, 5), 2, 2, 2), (*ends[((4, 5, 3), 4)], (4 + 4) % 6, (-4) % 6)


@claims.instances(
    "d3.sec3.column", where="Section 3",
    statement="(c, d, *, (gamma)) connects in order to (c + gamma, *, d, (-gamma)).",
    params=_km(SMALL), size=_size)
def _(K, M):
    net = _net(K, M)
    bad = [(c, d, g) for c in range(K) for d in range(M) for g in range(K)
           if [net.global_neighbor((c, d, p), g) for p in range(M)]
           != [((c + g) % K, p, d) for p in range(M)]]
    return [], bad


@claims.instances(
    "d3.sec3.cabinet_is_d31", where="Section 3",
    statement="Each cabinet is a D3(1, M) so all cabinets are identical.",
    notes="Explicit map (c, d, p) -> (0, d, p) checked edge by edge, plus pynauty.",
    params=_km(SMALL), size=_size)
def _(K, M):
    G = _label_graph(K, M)
    small = _label_graph(1, M)
    out = []
    for c in range(K):
        sub = G.subgraph([r for r in G if r[0] == c])
        rmap = {(0, d, p): (c, d, p) for d in range(M) for p in range(M)}
        out.append(_explicit_iso(small, sub, rmap) and _nauty_iso(small, sub))
    return [True] * K, out


def _ribbon_widths(K, M) -> dict:
    """Wires of the ribbon from (c, d, *, (gamma)) to (c + gamma, *, d, (-gamma)), by gamma:
    the set of widths over all drawers (a fixed point carries no wire)."""
    net = _net(K, M)
    widths = {}
    for c, d, g in itertools.product(range(K), range(M), range(K)):
        wires = sum(1 for p in range(M) if net.global_neighbor((c, d, p), g) != (c, d, p))
        widths.setdefault(g, set()).add(wires)
    return widths


@claims.instances(
    "d3.sec3.ribbon", where="Section 3",
    statement="If K-wide ribbons were used for global connections one end would attach to a column "
              "(c + gamma, *, d, (-gamma)) and the other end would attach to (c, d, *, (gamma)).",
    notes="Read as: the ribbon joining (c, d, *, (gamma)) to (c + gamma, *, d, (-gamma)) has K "
          "wires. Both ends are M routers, so it has M wires (M - 1 for gamma = 0, whose ribbon "
          "starts at the fixed point (c, d, d)). Computed: the set of ribbon widths over all "
          "drawers and ports. Smallest counterexample D3(2,2): widths {1, 2}, printed {2}; "
          "'K-wide' is a slip for 'M-wide' (d3.sec3.ribbon.corrected). Aside: each global link "
          "between two drawers lies in two such drawer-to-column sets (one from each end's "
          "drawer), so ribbons with both ends as described would carry every such link twice.",
    params=_km([(K, M) for K in range(1, 4) for M in range(2, 5)]), size=_size,
    expect="refuted", erratum="slip", witness={"K": 2, "M": 2})
def _(K, M):
    return {K}, set().union(*_ribbon_widths(K, M).values())


@claims.instances(
    "d3.sec3.ribbon.corrected", where="Section 3",
    statement="The ribbon from (c, d, *, (gamma)) to (c + gamma, *, d, (-gamma)) has M wires for "
              "gamma != 0 and M - 1 for gamma = 0 (the fixed point (c, d, d) has no wire).",
    corrects="d3.sec3.ribbon",
    params=_km([(K, M) for K in range(1, 4) for M in range(1, 5)]), size=_size)
def _(K, M):
    return {g: {M if g else M - 1} for g in range(K)}, _ribbon_widths(K, M)


@claims.instances(
    "d3.fig.d34", where="Section 2; Appendix, the three figures of D3(3,4)",
    statement="Figures of D3(3, 4): layout of cabinet 0; global communications from drawer (0,0) to "
              "cabinets 0, 1 and 2 by (c, d, p, (a)) -> (c + a, p, d, (-a)) mod K; global wiring of "
              "nodes (1,3,0) and (0,2,3) and global wiring internal to cabinet 2.",
    notes="The figures are images the text does not carry; their captions are checked on the "
          "port-labelled D3(3, 4): the global links leaving drawer (0,0) (by cabinet reached: 3 "
          "into cabinet 0, whose fixed point (0,0,0) has none, 4 into cabinets 1 and 2), the "
          "global neighbours of (1,3,0) and (0,2,3) by the caption's rule, and the M(M-1)/2 = 6 "
          "global links inside cabinet 2 (port 0 swaps). Cabinet 0's layout is d3.sec3.cabinet_is_d31.",
    params={"K": [3], "M": [4]}, size=_size)
def _(K, M):
    net = _net(K, M)
    ends = _global_port_links(net)
    from_00 = Counter(ends[((0, 0, p), a)][0][0] for p in range(M) for a in range(K)
                      if ends[((0, 0, p), a)][0] != (0, 0, p))
    rule = {(r, a): (((r[0] + a) % K, r[2], r[1]), (-a) % K) for r in [(1, 3, 0), (0, 2, 3)]
            for a in range(K)}
    wiring = {x: ends[x] for x in rule}
    inside_2 = sum(1 for kind, r, a, s, b in net.port_links() if kind == "g" and r != s
                   and r[0] == s[0] == 2)
    return ({0: 3, 1: 4, 2: 4}, rule, M * (M - 1) // 2), (dict(from_00), wiring, inside_2)


@claims.instances(
    "d3.sec3.drawers_complete", where="Section 2; Section 3",
    statement="The M routers in a drawer are connected locally in a complete graph; all drawers "
              "are identical.",
    params=_km(SMALL), size=_size)
def _(K, M):
    G = _label_graph(K, M)
    return [True] * (K * M), [
        G.subgraph([(c, d, p) for p in range(M)]).number_of_edges() == M * (M - 1) // 2
        for c in range(K) for d in range(M)]
