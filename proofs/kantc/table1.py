"""Claims of paper ``kantc``: Table I: columns HC(k), k-ary n-tree, MiKANT.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions and what is not registered are in ``kantc/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

from latticegraph.distance import distance_distribution
from latticegraph.topologies.hypercube import Hypercube

from . import claims
from ._common import _domain, _g, _sz, _value, ORBIT_CAPS
from ._levels import counted, level_claims


#: premises: Table I prints no parameter ranges; it compares the five networks at one (k, n)
_T1 = ("Table I: the five columns compared at one (k, n); MiKANT(k, n), KANTC(k, n) and "
       "MiKANTC(k, n) need n >= 2 (2n - 2 stages, k^(n-2) cubes), so k, n >= 2 here")
_T1_HC = "Table I, column HC(k): the k-cube of Section II-A, every vertex a switch and a node"
_DEF = {"KANT": "Section II-B: the k-ary n-tree: n levels of k^(n-1) switches, k compute nodes "
                "per level-0 switch",
        "MiKANT": "Section II-B: MiKANT(k, n): two groups of the lower n - 1 levels of a k-ary "
                  "n-tree, their level n-2 switches linked"}


_HC = {"nodes": lambda k: 2 ** k, "switches": lambda k: 2 ** k, "links": lambda k: k * 2 ** (k - 1),
       "radix": lambda k: k, "diameter": lambda k: k}


def _hc_value(row: str, k: int) -> int:
    q = Hypercube(k)
    if row in ("nodes", "switches"):
        return q.order
    if row == "links":
        return q.size
    if row == "radix":
        return int(q.degrees().max())
    return len(distance_distribution(q)) - 1


#: the rows of Table I that count (proved by summing the per-level counts of ``_levels``; the
#: check on the built graphs is the claim ``<id>.built``)
_COUNTS = ("nodes", "switches", "links")


def _built(id_: str, row: str) -> str:
    return id_ + ".built" if row in _COUNTS else id_


for _row, _f in _HC.items():
    claims.instances(
        _built(f"kantc.table1.hc.{_row}", _row),
        where="Table I, column HC(k)" + ("; Section V-B" if _row in ("radix", "diameter") else ""),
        statement=f"HC(k): {_row} = " + {"nodes": "2^k", "switches": "2^k", "links": "k 2^(k-1)",
                                         "radix": "k", "diameter": "k"}[_row]
        + (" [built graphs]" if _row in _COUNTS else ""),
        params={"k": range(1, 31 if _row == "diameter" else 21)}, size=lambda k: 2 ** k,
        max_nodes=2 ** 30 if _row == "diameter" else None, premises=(_T1_HC,),
        notes="In the k-cube every vertex is both a switch and a node."
        + (" The diameter's distance distribution is convolved without building the graph "
           "(latticegraph.orbits), so it is checked up to k = 30 (2^30 vertices)."
           if _row == "diameter" else ""))(
        lambda k, _row=_row, _f=_f: (_f(k), _hc_value(_row, k)))


_TREE = {
    "KANT": {"nodes": ("k^n", lambda k, n: k ** n),
             "switches": ("nk^(n-1)", lambda k, n: n * k ** (n - 1)),
             "links": ("nk^n", lambda k, n: n * k ** n),
             "radix": ("2k", lambda k, n: 2 * k),
             "diameter": ("2n", lambda k, n: 2 * n)},
    "MiKANT": {"nodes": ("2k^n", lambda k, n: 2 * k ** n),
               "switches": ("(2n-2)k^(n-1)", lambda k, n: (2 * n - 2) * k ** (n - 1)),
               "links": ("(2n-1)k^n", lambda k, n: (2 * n - 1) * k ** n),
               "radix": ("2k", lambda k, n: 2 * k),
               "diameter": ("2n", lambda k, n: 2 * n)},
}


_NOTES = {
    ("KANT", "radix"): "Radix = largest switch degree: the ports of the switch type (the roots "
                       "of the k-ary n-tree use k of their 2k ports). The row is headed "
                       "'Radix/Degree'; the degree of every switch is "
                       "kantc.table1.kant.radix.degree (refuted: the roots have degree k). "
                       "Outside the domain, the k-ary 1-tree (one switch) has largest degree k.",
    ("MiKANT", "radix"): "Computed: the set of switch degrees; every MiKANT switch has degree "
                         "exactly 2k, so the radix (largest degree) and degree (every switch) "
                         "readings agree.",
}


def _switch_degrees(fam: str, k: int, n: int) -> list[int]:
    g = _g(fam, k, n)
    return sorted(set(g.degrees()[: g.num_switches].tolist()))


for _fam, _rows in _TREE.items():
    for _row, (_text, _f) in _rows.items():
        _radix_reading = {} if (_fam, _row) != ("KANT", "radix") else dict(
            reading="radix = the largest switch degree (the switch type's ports)",
            readings=("kantc.table1.kant.radix.degree",))
        claims.instances(
            _built(f"kantc.table1.{_fam.lower()}.{_row}", _row), where="Table I",
            statement=f"{'k-ary n-tree' if _fam == 'KANT' else 'MiKANT(k, n)'}: {_row} = {_text}"
            + (" [built graphs]" if _row in _COUNTS else ""),
            params=_domain(_fam), size=_sz(_fam),
            max_nodes=ORBIT_CAPS[_fam] if _row == "diameter" else None, premises=(_T1, _DEF[_fam]),
            notes=_NOTES.get((_fam, _row), "")
            + ("Diameter over pairs of compute nodes, node-switch hops counted."
               if _row == "diameter" else ""), **_radix_reading)(
            (lambda k, n: ([2 * k], _switch_degrees("MiKANT", k, n)))
            if (_fam, _row) == ("MiKANT", "radix") else
            (lambda k, n, _fam=_fam, _row=_row, _f=_f: (_f(k, n), _value(_fam, _row, k, n))))


claims.instances(
    "kantc.table1.kant.radix.degree", where="Table I",
    statement="k-ary n-tree: Radix/Degree = 2k [read as the degree of every switch]",
    params=_domain("KANT"), size=_sz("KANT"), premises=(_T1, _DEF["KANT"]),
    reading="the degree of every switch (the row is headed 'Radix/Degree'; for HC(k) it is the "
            "degree of every vertex)",
    readings=("kantc.table1.kant.radix",), expect="refuted", erratum="substantive",
    witness={"k": 2, "n": 2},
    notes="Computed: the set of switch degrees of the built k-ary n-tree: 2k below the top "
          "level, k at the top (k down-links, no up-links). Smallest counterexample: the "
          "2-ary 2-tree, degrees [2, 4]. The radix reading (largest degree, the switch type's "
          "ports) holds: kantc.table1.kant.radix.")(
    lambda k, n: ([2 * k], _switch_degrees("KANT", k, n)))


_LEVELS = {"HC": level_claims("HC", "HC(k), the k-cube", (_T1_HC,), {"k": range(1, 15)},
                              lambda k: 2 ** k),
           "KANT": level_claims("KANT", "The k-ary n-tree", (_T1, _DEF["KANT"]),
                                _domain("KANT", limit=20_000), _sz("KANT")),
           "MiKANT": level_claims("MiKANT", "MiKANT(k, n)", (_T1, _DEF["MiKANT"]),
                                  _domain("MiKANT", limit=20_000), _sz("MiKANT"))}


for _row in _COUNTS:
    counted(f"kantc.table1.hc.{_row}", "Table I, column HC(k)",
            f"HC(k): {_row} = " + {"nodes": "2^k", "switches": "2^k", "links": "k 2^(k-1)"}[_row],
            "HC", _row, lambda k, n, _f=_HC[_row]: _f(k), _LEVELS["HC"],
            f"kantc.table1.hc.{_row}.built", (_T1_HC,),
            notes="In the k-cube every vertex is both a switch and a node.")
    for _fam, _rows in _TREE.items():
        counted(f"kantc.table1.{_fam.lower()}.{_row}", "Table I",
                f"{'k-ary n-tree' if _fam == 'KANT' else 'MiKANT(k, n)'}: {_row} = "
                f"{_rows[_row][0]}", _fam, _row, _rows[_row][1], _LEVELS[_fam],
                f"kantc.table1.{_fam.lower()}.{_row}.built", (_T1, _DEF[_fam]))
