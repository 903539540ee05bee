"""Claims of paper ``lacin``: Section 2, Choice of ports and CIN instances.

Beivide, Camarero, Martínez, Vallejo, Valero, *LACIN: Linearly Arranged Complete
Interconnection Networks*, IEEE CAL 2025.  The conventions, the errata and what is not
registered are in ``lacin/__init__.py``.
"""

from __future__ import annotations

import math

import networkx as nx
import numpy as np

from latticegraph.topologies.cin import CIN, circle, pairing_report, swap, xor

from . import claims
from ._common import _all_instances, _build, _isoport_instances, _POW2, _swap_raw

# premises of Section 2
_P = ("Section 2: a CIN instance is a port pairing matrix P of N rows (switches) and N - 1 "
      "columns (ports), P_{S,i}, 0 <= S <= N - 1, 0 <= i <= N - 2, paired into K_N")
_EVEN = "Algorithm 1: N even (odd N: Circle(N + 1) without its last row, Section 2)"
_XOR = "Section 2: XOR is defined for N = 2^n"
_EVEN_ISO = "Section 2: N even (an isoport instance with N - 1 ports per switch is a 1-factorization)"


@claims.instances(
    "lacin.s2.ports_paired", where="Section 2",
    premises=(_P,),
    statement="The N(N - 1) ports of the P matrix are paired by N(N - 1)/2 links "
              "according to a complete graph topology",
    params=_all_instances(64), size=lambda family, N: N,
    notes="Odd Circle has N columns: its N(N-1) wired ports are counted (one idle port per switch).")
def _(family, N):
    c = _build(family, N)
    r = pairing_report(c.neighbour, c.peer_port)
    wired = int((c.neighbour >= 0).sum())
    return (N * (N - 1), N * (N - 1) // 2, True, True), (
        wired, r["links"], r["ports_paired_once"], r["complete_graph"])


def _cin_matchings(n: int) -> int:
    """Perfect matchings of the n(n-1) ports (port i of S is ``(S, i)``) that yield K_n."""
    ports = [(s, i) for s in range(n) for i in range(n - 1)]

    def match(free, linked):
        if not free:
            return 1
        p, rest = free[0], free[1:]
        total = 0
        for q in rest:
            pair = frozenset((p[0], q[0]))
            if p[0] != q[0] and pair not in linked:
                total += match([r for r in rest if r != q], linked | {pair})
        return total

    return match(ports, frozenset())


@claims.instances(
    "lacin.s2.instances_count", where="Section 2",
    statement="(derived) There is a huge number of different P matrices leading to a CIN: "
              "((N-1)!)^N",
    params={"N": [1, 2, 3, 4]}, size=lambda N: N ** N,
    notes="Not printed as a number ('huge'): each switch assigns its N - 1 neighbours to its "
          "N - 1 ports.  Counted by brute force over all port matchings yielding K_N.")
def _(N):
    return math.factorial(N - 1) ** N, _cin_matchings(N)


@claims.instances(
    "lacin.s2.swap.pairing", where="Section 2",
    premises=(_P,),
    statement="Swap: port P[S,i] is paired to P[i+1,S] when S <= i, or to P[i,S-1] when S > i; "
              "this pairs every port once into a CIN",
    params={"N": range(1, 257)}, size=lambda N: N)
def _(N):
    r = pairing_report(*_swap_raw(N))
    return (True, True), (r["ports_paired_once"], r["complete_graph"])


@claims.instances(
    "lacin.s2.swap.anisoport", where="Section 2, Figure 2 (a)",
    statement="Swap is an anisoport CIN instance (any N)",
    params={"N": range(2, 257)}, size=lambda N: N, expect="refuted", erratum="boundary",
    witness={'N': 2},
    notes="Smallest counterexample N = 2: the only link joins port 0 of switch 0 to port 0 "
          "of switch 1, so Swap(2) is isoport (printed: anisoport).")
def _(N):
    return False, swap(N).isoport


@claims.instances(
    "lacin.s2.swap.anisoport.n3", where="Section 2, Figure 2 (a)",
    statement="Swap is anisoport for every N >= 3",
    params={"N": range(3, 257)}, size=lambda N: N, corrects="lacin.s2.swap.anisoport",
    notes="Port 1 of switch 0 is wired to port 0 of switch 2.")
def _(N):
    return False, swap(N).isoport


def _swap_greedy(n: int) -> tuple[np.ndarray, np.ndarray]:
    """Section 2's construction: connect each switch to all the others in turn (S = 0, 1, ...,
    T = S+1, ...), each link taking the first available port of each of its two switches."""
    neighbour = np.full((n, max(n - 1, 0)), -1, dtype=np.int64)
    peer = np.full_like(neighbour, -1)
    for a in range(n):
        for b in range(a + 1, n):
            i, j = int(np.argmax(neighbour[a] < 0)), int(np.argmax(neighbour[b] < 0))
            neighbour[a, i], peer[a, i], neighbour[b, j], peer[b, j] = b, j, a, i
    return neighbour, peer


@claims.instances(
    "lacin.s2.swap.greedy", where="Section 2",
    premises=(_P,),
    statement="An anisoport CIN instance can be naturally obtained by successively connecting each "
              "switch to all the others, using the first available ports on each of the switches; "
              "with this approach (Swap), port P[S,i] is paired to P[i+1,S] when S <= i, or to "
              "P[i,S-1] when S > i",
    params={"N": range(2, 65)}, size=lambda N: N,
    notes="The greedy construction simulated and compared entry by entry with the printed rule.")
def _(N):
    greedy, rule = _swap_greedy(N), _swap_raw(N)
    return (True, True), (bool((greedy[0] == rule[0]).all()), bool((greedy[1] == rule[1]).all()))


@claims.instances(
    "lacin.s2.odd_no_factorization", where="Section 2",
    statement="Odd-sized [complete] graphs cannot be 1-factorized",
    params={"N": range(3, 32, 2)}, size=lambda N: N,
    notes="A 1-factor is a perfect matching; computed: the largest matching of K_N (networkx) "
          "has (N - 1)/2 < N/2 edges.")
def _(N):
    return (N - 1) // 2, len(nx.max_weight_matching(nx.complete_graph(N), maxcardinality=True))


def _colours(c: CIN) -> int:
    """Number of port indices (colours) used by the links of an isoport CIN."""
    return len({int(p) for p, q in c.edge_ports().tolist() if p == q})


@claims.instances(
    "lacin.s2.colours", where="Section 2",
    statement="Isoport CIN instances: links and ports are classified using N - 1 colours; a link "
              "ending on a certain port must also end in a port with the same index in the other "
              "switch",
    params=lambda: [p for p in _isoport_instances(32)() if p["N"] >= 2],
    size=lambda family, N: N, expect="refuted", erratum="substantive",
    witness={"family": "Circle", "N": 3},
    reading="every isoport instance of the paper, the odd-N Circle included",
    readings=("lacin.s2.colours.reading2",), parts=("lacin.s2.colours.part2",),
    notes="Colour = port index.  Computed: the colours used by the links.  Odd N: the Circle "
          "instance built from N + 1 keeps N ports per switch, all N in use (the idle port of "
          "switch S is port S), so N colours; smallest: N = 3 (printed 2).  No isoport instance "
          "of odd N can do with fewer: a colour class is a matching of at most (N - 1)/2 of the "
          "N(N - 1)/2 links.  Corrected: lacin.s2.colours.corrected; under the P-matrix premise "
          "of N - 1 ports (N even) the statement holds: lacin.s2.colours.reading2.  The "
          "sentence's second part (equal indices at both ends) is lacin.s2.colours.part2.")
def _(family, N):
    return N - 1, _colours(_build(family, N))


@claims.instances(
    "lacin.s2.colours.reading2", where="Section 2",
    statement="Isoport CIN instances: links and ports are classified using N - 1 colours",
    params=lambda: [p for p in _isoport_instances(32)() if p["N"] >= 2 and p["N"] % 2 == 0],
    size=lambda family, N: N, premises=(_P, _EVEN_ISO),
    reading="the isoport instances with N - 1 ports per switch (the P matrix of Section 2), "
            "i.e. N even",
    readings=("lacin.s2.colours",), parts=("lacin.s2.colours.part2",),
    notes="Computed: the colours (port indices) used by the links of the built instance.")
def _(family, N):
    return N - 1, _colours(_build(family, N))


@claims.instances(
    "lacin.s2.colours.part2", where="Section 2",
    statement="Isoport CIN instances: a link ending on a certain port in a switch, must also end "
              "in a port with the same index in other switch",
    params=lambda: [p for p in _isoport_instances(32)() if p["N"] >= 2],
    size=lambda family, N: N, premises=(_P,), parts=("lacin.s2.colours", "lacin.s2.colours.reading2"),
    notes="Computed on the built instance: every link's two port indices (the odd-N Circle "
          "included).")
def _(family, N):
    c = _build(family, N)
    return True, all(p == q for p, q in c.edge_ports().tolist())


@claims.instances(
    "lacin.s2.colours.corrected", where="Section 2 (corrected)",
    statement="Isoport CIN instances classify links and ports by N - 1 colours for even N and N "
              "colours for odd N (Circle), each link joining ports of one colour",
    params=lambda: [p for p in _isoport_instances(32)() if p["N"] >= 2],
    size=lambda family, N: N, corrects="lacin.s2.colours")
def _(family, N):
    c = _build(family, N)
    return (N - 1 + N % 2, True), (_colours(c), c.isoport)


@claims.instances(
    "lacin.s2.one_factorization", where="Section 2",
    premises=(_P, "Section 2: N even"),
    statement="For N even, a 1-factorization has N - 1 1-factors; isoport instances use the "
              "N ports of index i to build the 1-factor i (a perfect matching of N/2 links)",
    params=lambda: ({"family": f, "N": n} for n in range(2, 129, 2)
                    for f in (("Circle", "XOR") if n & (n - 1) == 0 else ("Circle",))),
    size=lambda family, N: N)
def _(family, N):
    c = _build(family, N)
    factors = [c.one_factor(i) for i in range(c.ports)]
    matchings = all(sorted(v for e in f for v in e) == list(range(N)) for f in factors)
    partition = sorted(e for f in factors for e in f) == sorted(map(tuple, c.edge_array().tolist()))
    return (N - 1, [N // 2] * (N - 1), True, True), (
        len(factors), [len(f) for f in factors], matchings, partition)


@claims.instances(
    "lacin.alg1.circle", where="Algorithm 1, Section 2",
    premises=(_P, _EVEN),
    statement="Algorithm 1 (Circle, N even) pairs every port once into an isoport CIN",
    params={"N": range(2, 257, 2)}, size=lambda N: N)
def _(N):
    c = circle(N)
    return (True, True, True, N - 1), (c.report["ports_paired_once"], c.report["complete_graph"],
                                       c.isoport, c.ports)


@claims.instances(
    "lacin.alg1.round_robin", where="Section 2, Algorithm 1",
    premises=(_P, _EVEN),
    statement="Circle adapts an algorithm used in round-robin tournaments to pair the contenders",
    params={"N": range(2, 65, 2)}, size=lambda N: N,
    notes="The round-robin 'circle method': player N - 1 fixed, the others on a circle; in "
          "round i player N - 1 meets i and players i - k, i + k (mod N - 1) meet, k = 1..N/2 - "
          "1.  Computed: the 1-factor i of Algorithm 1 equals round i, for every i.")
def _(N):
    c = circle(N)
    rounds = [sorted([tuple(sorted((i, N - 1)))]
                     + [tuple(sorted(((i - k) % (N - 1), (i + k) % (N - 1)))) for k in range(1, N // 2)])
              for i in range(N - 1)]
    return rounds, [sorted(c.one_factor(i)) for i in range(N - 1)]


@claims.instances(
    "lacin.s2.circle.odd", where="Section 2",
    statement="For odd N, a Circle P matrix is obtained from that of N + 1 by removing the last "
              "row and its incident links; one port per switch remains idle and the isoport "
              "property is preserved",
    params={"N": range(1, 256, 2)}, size=lambda N: N, premises=(_P, "Section 2: N odd"),
    notes="The result keeps N columns (one idle port per switch), against the N - 1 columns of "
          "the P matrix of Section 2: that inconsistency is lacin.s1.network_ports.reading2.")
def _(N):
    c = circle(N)
    return (True, True, True, [1] * N), (c.report["ports_paired_once"], c.report["complete_graph"],
                                         c.isoport, c.report["idle"])


@claims.instances(
    "lacin.s2.xor", where="Section 2",
    premises=(_P, _XOR),
    statement="XOR (N = 2^n): port P[S,i] is connected to port P[S xor (i+1), i]; "
              "an isoport CIN",
    params={"N": [2 ** n for n in range(0, 11)]}, size=lambda N: N)
def _(N):
    c = xor(N)
    return (True, True, True), (c.report["ports_paired_once"], c.report["complete_graph"], c.isoport)


@claims.instances(
    "lacin.s2.xor.self_inverse", where="Section 2",
    premises=(_P, _XOR),
    statement="If i = A xor B - 1 then B = A xor (i+1): switch B is the neighbour of A "
              "through port i",
    params={"N": _POW2}, size=lambda N: N,
    notes="'A xor B - 1' read as (A xor B) - 1, the reading the sentence itself fixes (its "
          "conclusion B = A xor (i + 1)); with C's precedence, A xor (B - 1), the implication "
          "fails (N = 4, A = 1, B = 2: i = 0 and A xor 1 = 0).  Computed with the printed "
          "formula: A xor (i + 1), and the switch the built XOR wires to port i of A.")
def _(N):
    c = xor(N)
    pairs = [(a, b) for a in range(N) for b in range(N) if a != b]
    port = {(a, b): (a ^ b) - 1 for a, b in pairs}  # i = A xor B - 1, as printed
    return ([b for a, b in pairs], [b for a, b in pairs]), (
        [a ^ (port[a, b] + 1) for a, b in pairs],
        [int(c.neighbour[a, port[a, b]]) for a, b in pairs])


@claims.exhaustive(
    "lacin.fig2.kinds", where="Figure 2",
    statement="Port pairing P matrices with N = 8 for (a) anisoport Swap, (b) isoport Circle "
              "and (c) isoport XOR CIN instances",
    params={"family": ["Swap", "Circle", "XOR"]}, size=lambda family: 8)
def _(family):
    c = _build(family, 8)
    return (8, 7, family != "Swap", True), (c.order, c.ports, c.isoport, c.report["complete_graph"])


_FIG2 = {
    "Swap": ["1.0 2.0 3.0 4.0 5.0 6.0 7.0", "0.0 2.1 3.1 4.1 5.1 6.1 7.1",
             "0.1 1.1 3.2 4.2 5.2 6.2 7.2", "0.2 1.2 2.2 4.3 5.3 6.3 7.3",
             "0.3 1.3 2.3 3.3 5.4 6.4 7.4", "0.4 1.4 2.4 3.4 4.4 6.5 7.5",
             "0.5 1.5 2.5 3.5 4.5 5.5 7.6", "0.6 1.6 2.6 3.6 4.6 5.6 6.6"],
    "Circle": ["7 2 4 6 1 3 5", "6 7 3 5 0 2 4", "5 0 7 4 6 1 3", "4 6 1 7 5 0 2",
               "3 5 0 2 7 6 1", "2 4 6 1 3 7 0", "1 3 5 0 2 4 7", "0 1 2 3 4 5 6"],
    "XOR": ["1 2 3 4 5 6 7", "0 3 2 5 4 7 6", "3 0 1 6 7 4 5", "2 1 0 7 6 5 4",
            "5 6 7 0 1 2 3", "4 7 6 1 0 3 2", "7 4 5 2 3 0 1", "6 5 4 3 2 1 0"],
}


@claims.exhaustive(
    "lacin.fig2.matrices", where="Figure 2 (as reproduced in this module's docstring)",
    statement="The three P matrices for N = 8 (Swap, Circle, XOR) entry by entry",
    params={"family": ["Swap", "Circle", "XOR"]}, size=lambda family: 8,
    notes="The figure's image is not in the text conversion, so its printed entries cannot be "
          "read; the text says what it shows ('Figure 2 (a) shows the Swap P matrix', (b) and "
          "(c) the Circle and XOR matrices), and these tables are the matrices the printed rules "
          "give (derived by hand, this module's docstring), checked against the constructors.")
def _(family):
    c = _build(family, 8)
    if family == "Swap":
        rows = [" ".join(f"{t}.{j}" for t, j in zip(c.neighbour[S], c.peer_port[S])) for S in range(8)]
    else:
        rows = [" ".join(str(t) for t in c.neighbour[S]) for S in range(8)]
    return _FIG2[family], rows
