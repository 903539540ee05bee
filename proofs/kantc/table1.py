"""Claims of paper ``kantc``: Table I: columns HC(k), k-ary n-tree, MiKANT.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions, the errata and what is not registered
are in ``kantc/__init__.py``.
"""

from __future__ import annotations

from latticegraph.distance import distance_distribution
from latticegraph.topologies.hypercube import Hypercube

from . import claims
from ._common import _domain, _sz, _value, ORBIT_CAP


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


for _row, _f in _HC.items():
    claims.instances(
        f"kantc.table1.hc.{_row}",
        where="Table I, column HC(k)" + ("; Section V-B" if _row in ("radix", "diameter") else ""),
        statement=f"HC(k): {_row} = " + {"nodes": "2^k", "switches": "2^k", "links": "k 2^(k-1)",
                                         "radix": "k", "diameter": "k"}[_row],
        params={"k": range(1, 31 if _row == "diameter" else 21)}, size=lambda k: 2 ** k,
        max_nodes=2 ** 30 if _row == "diameter" else None,
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


for _fam, _rows in _TREE.items():
    for _row, (_text, _f) in _rows.items():
        claims.instances(
            f"kantc.table1.{_fam.lower()}.{_row}", where="Table I",
            statement=f"{'k-ary n-tree' if _fam == 'KANT' else 'MiKANT(k, n)'}: {_row} = {_text}",
            params=_domain(_fam), size=_sz(_fam),
            max_nodes=ORBIT_CAP if _row == "diameter" else None,
            notes=("Radix = largest switch degree (the roots of the k-ary n-tree use k of "
                   "their 2k ports). " if _row == "radix" else "")
            + ("Diameter over pairs of compute nodes, node-switch hops counted."
               if _row == "diameter" else ""))(
            lambda k, n, _fam=_fam, _row=_row, _f=_f: (_f(k, n), _value(_fam, _row, k, n)))
