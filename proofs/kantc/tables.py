"""Claims of paper ``kantc``: Reproduced table.

Li, Wang, Li, *Hybrid interconnection topologies based on hypercube and k-ary n-tree*
(KANTC, MiKANTC), BNCSS 2023.  The conventions and what is not registered are in ``kantc/__init__.py``; the errata are generated (``latticegraph table errata``).
"""

from __future__ import annotations

from latticegraph.claims.model import computed, param, printed, text

from . import claims


_T1_IDS = {   # the count rows are proved for every (k, n); the table shows their built checks
    "HC(k)": ("table1.hc.nodes.built", "table1.hc.switches.built", "table1.hc.links.built",
              "table1.hc.radix", "table1.hc.diameter"),
    "k-ary n-tree": ("table1.kant.nodes.built", "table1.kant.switches.built",
                     "table1.kant.links.built", "table1.kant.radix", "table1.kant.diameter"),
    "MiKANT(k, n)": ("table1.mikant.nodes.built", "table1.mikant.switches.built",
                     "table1.mikant.links.built", "table1.mikant.radix", "table1.mikant.diameter"),
    "KANTC(k, n)": ("thm2.nodes.built", "thm3.switches.built", "thm4.links.built", "thm1.radix",
                    "thm5.diameter"),
    "MiKANTC(k, n)": ("thm7.nodes.built", "thm8.switches.built", "thm9.links.built",
                      "thm6.radix", "thm10.diameter"),
}


_T1_ROWS = ("nodes", "switches", "links", "radix", "diameter")


claims.table(
    "kantc_table1", where="Table I",
    caption="Table I (comparison of network topological properties): the printed formula "
            "against the built graph, for $(k, n) = (3, 4)$ and $(4, 3)$; a dagger marks a "
            "disagreement",
    columns=("topology", "$k$", "$n$") + tuple(f"{r} {w}" for r in _T1_ROWS
                                               for w in ("printed", "built")),
    rows=lambda: [dict({"name": name, "k": k, "n": n}, **dict(zip(_T1_ROWS, ids)))
                  for k, n in ((3, 4), (4, 3)) for name, ids in _T1_IDS.items()],
    cells=(text("{name}"), param("k"), param("n"))
    + tuple(cell("kantc.{" + r + "}") for r in _T1_ROWS for cell in (printed, computed)))
