"""Claims of paper ``d3``: Reproduced tables.

Draper, *The Swapped Dragonfly*.  The conventions, the errata and what is not registered
are in ``d3/__init__.py``.
"""

from __future__ import annotations

from latticegraph.claims.model import computed, param, printed

from . import claims
from ._common import A2A


def _fmt_ports(v):
    return "\\{" + ", ".join(str(x) for x in v) + "\\}"


claims.table(
    "d3_ports_d34", where="Section 4, table (left)",
    caption="Cabinets and global ports of D3(4, M) inside D3(9, M): printed and computed "
            "$a_{j,i} = k_j - k_i \\bmod 9$",
    columns=("$i$", "printed ports", "computed ports"),
    rows={"i": range(4)},
    cells=(param("i"), printed("d3.sec4.table_d34", fmt=_fmt_ports),
           computed("d3.sec4.table_d34", fmt=_fmt_ports)))


claims.table(
    "d3_ports_d35", where="Section 4, table (right)",
    caption="Cabinets and global ports of the complementary D3(5, M) inside D3(9, M): printed and "
            "computed $a_{j,i} = k_j - k_i \\bmod 9$",
    columns=("$i$", "printed ports", "computed ports"),
    rows={"i": range(5)},
    cells=(param("i"), printed("d3.sec4.table_d35", fmt=_fmt_ports),
           computed("d3.sec4.table_d35", fmt=_fmt_ports)))


claims.table(
    "d3_table1", where="Table 1 rows 1-2",
    caption="D3(K, M) versus MDF(K, M): drawers and fixed points, computed on the built graphs",
    columns=("$K$", "$M$", "D3 drawers", "MDF drawers", "D3 fixed points", "MDF fixed points"),
    rows=lambda: [{"K": K, "M": M} for K in range(1, 4) for M in range(2, 5)],
    cells=(param("K"), param("M"),
           computed("d3.table1.row1", fmt=lambda v: str(v[0])),
           computed("d3.table1.row1", fmt=lambda v: str(v[1])),
           computed("d3.table1.row2", fmt=lambda v: "yes" if v[0] else "no"),
           computed("d3.table1.row2", fmt=lambda v: "yes" if v[1] else "no")))


claims.table(
    "d3_all_to_all", where="Theorem 7",
    caption="All-to-all exchange (Theorem 7) run in the simulator: conflicts, rounds, delays",
    columns=("$K$", "$M$", "conflicts", "rounds $KM^2$", "delays $KM$"),
    rows=lambda: [{"K": K, "M": M} for K, M in sorted(A2A, key=lambda x: (x[0] * x[1] ** 2, x))],
    cells=(param("K"), param("M"),
           computed("d3.thm7", fmt=lambda v: str(v[0])),
           computed("d3.thm7", fmt=lambda v: str(v[2])),
           computed("d3.thm7", fmt=lambda v: str(v[3]))))
