"""Claims of paper ``ipgraph``: Reproduced tables.

Yeh, Parhami, *The Index-Permutation Graph Model for Hierarchical Interconnection
Networks*.  The conventions, the errata and what is not registered are in
``ipgraph/__init__.py``.
"""

from __future__ import annotations

from latticegraph.claims.model import computed, param, printed, text

from . import claims
from ._common import ALL_FAMILIES


claims.table(
    "ipgraph_diameters", where="Theorem 4.1, Corollary 4.2",
    caption="Diameters of super-IP graphs: $l D_G + t$ (Theorem 4.1) against breadth-first search",
    columns=("network", "nucleus", "$l$", "$l D_G + t$", "diameter"),
    rows={"family": ALL_FAMILIES, "nucleus": ["K3", "Q2", "Q3"], "l": [2, 3, 4]},
    cells=(param("family"), param("nucleus"), param("l"),
           printed("ipgraph.thm4_1"), computed("ipgraph.thm4_1")))


claims.table(
    "ipgraph_symmetric_diameters", where="Theorem 4.3",
    caption="Diameters of symmetric super-IP graphs: $l D_G + t_S$ (Theorem 4.3) against "
            "breadth-first search",
    columns=("network", "nucleus", "$l$", "$l D_G + t_S$", "diameter"),
    rows={"family": ALL_FAMILIES, "nucleus": ["K3", "Q2"], "l": [2, 3, 4]},
    cells=(text("Sym{family}"), param("nucleus"), param("l"),
           printed("ipgraph.thm4_3"), computed("ipgraph.thm4_3")))


claims.table(
    "ipgraph_offmodule", where="Section 5.3",
    caption="Maximum number of off-module links per node, one nucleus $Q_2$ per module",
    columns=("network", "$l$", "printed", "computed"),
    rows=lambda: [{"family": f, "nucleus": "Q2", "l": l,
                   "claim": "ring_cn" if f == "RingCN" else "hsn_ccn_flip"}
                  for f in ("RingCN", "HSN", "CompleteCN", "SuperFlip") for l in (2, 3, 4, 5)],
    cells=(param("family"), param("l"),
           printed("ipgraph.sec5_3.{claim}"), computed("ipgraph.sec5_3.{claim}")))


claims.table(
    "ipgraph_star_offmodule", where="Section 5.3",
    caption="Maximum off-module links per node of the $n$-star with a 3-star (4-star) per "
            "module: printed $n-2$ ($n-3$), computed",
    columns=("$n$", "printed", "computed"),
    rows={"n": range(4, 9)},
    cells=(param("n"), printed("ipgraph.sec5_3.star"), computed("ipgraph.sec5_3.star")))
