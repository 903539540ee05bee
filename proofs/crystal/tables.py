"""Claims of paper ``crystal``: Reproduced tables (``latticegraph table crystal_table1`` /
``crystal_table2``).

Camarero, Martínez, Beivide, *Symmetric Interconnection Networks from Cubic Crystal
Lattices*.  The conventions, the errata and what is not registered are in
``crystal/__init__.py``.
"""

from __future__ import annotations

from fractions import Fraction

import sympy as sp

from latticegraph.claims.model import computed, param, printed

from . import claims
from ._common import _CENSUS_MAX, _T1, _T1_TEXT, _T2


def _tex(v) -> str:
    return "$" + sp.latex(sp.sympify(v)) + "$"


def _lead(v) -> str:
    """The leading coefficient of an avgdist check value (tuple (c, c) or c)."""
    c = v[0] if isinstance(v, tuple) else v
    if not isinstance(c, Fraction):
        return str(c)
    return f"${c.numerator}\\,a$" if c.denominator == 1 else f"${c.numerator}/{c.denominator}\\,a$"


claims.table(
    "crystal_table1", where="Table 1",
    caption="Distance properties of cubic crystal lattice graphs (paper \\texttt{crystal}, "
            "Table 1): order and diameter at $a = 8$ computed exactly, and the limit of "
            "$\\bar k(a)/a$ from the exact total distance.",
    columns=("Topology", "Nodes", "Diameter ($a=8$)", "printed", r"$\bar k \approx$",
             "printed"),
    rows=lambda: ({"key": k, "name": _T1_TEXT[k][0]} for k in _T1),
    cells=(param("name"),
           computed("crystal.table1.order.{key}", fmt=_tex),
           computed("crystal.table1.diameter.{key}", a=8),
           printed("crystal.table1.diameter.{key}", a=8),
           computed("crystal.table1.avgdist.{key}", fmt=_lead, a0=2),
           printed("crystal.table1.avgdist.{key}", fmt=_lead, a0=2)))


claims.table(
    "crystal_table2", where="Table 2",
    caption="Distance properties of several lattice graphs (paper \\texttt{crystal}, "
            "Table 2): diameter at $a = 4$ computed, and the exact limit of $\\bar k(a)/a$ "
            "(residue class $a \\equiv 2$) against the printed approximation.",
    columns=("Topology", "Dimension, order", "Diameter ($a=4$)", "printed",
             r"$\lim \bar k/a$", "printed"),
    rows=lambda: ({"key": k, "name": _T2[k][0]} for k in _T2),
    cells=(param("name"),
           computed("crystal.table2.order.{key}", fmt=lambda v: ", ".join(_tex(x) for x in v)),
           computed("crystal.table2.diameter.{key}", a=4),
           printed("crystal.table2.diameter.{key}", a=4),
           computed("crystal.table2.avgdist.{key}.corrected", fmt=_lead, r=2),
           printed("crystal.table2.avgdist.{key}", fmt=lambda v: f"${float(v)}\\,a$", r=2)))


claims.table(
    "crystal_symmetric_3d_counts", where="Theorem 12 / Theorem 47 (not given in the paper)",
    caption="Linearly symmetric 3D lattice graphs by order $N$ (paper \\texttt{crystal}, "
            "Theorem 12; the counts are not in the paper): symmetric $3\\times 3$ Hermite "
            "forms of determinant $N$, their classes under linear isomorphism (signed "
            "permutations) and under graph isomorphism; from \\texttt{crystal.thm47}.",
    columns=("$N$", "Hermite forms", "linear classes", "graph classes"),
    rows={"N": range(1, _CENSUS_MAX + 1)},
    cells=(param("N"),
           computed("crystal.thm47", fmt=lambda v: str(v[0])),
           computed("crystal.thm47", fmt=lambda v: str(v[1])),
           computed("crystal.thm47", fmt=lambda v: str(v[2]))))
