"""A throwaway claims file for the claim-engine tests (paper ``toy``).

Every outcome the engine can reach is represented once: verified, refuted
(with a correction), proved by an exhaustive check, proved and refuted
symbolically, and not-checkable; ``toy_squares`` is a reproduced table.
"""
from fractions import Fraction

import sympy

from latticegraph.claims.model import ClaimSet, computed, param, printed, text

claims = ClaimSet("toy")


@claims.instances("toy.square", where="Table 9", statement="a node count of a^2",
                  params={"a": range(1, 9)}, size=lambda a: a * a)
def _(a):
    return a * a, sum(1 for _ in range(a) for _ in range(a))


@claims.instances("toy.half", where="Theorem 1", statement="the average is (a+1)/2 for odd a",
                  params={"a": range(1, 12)}, size=lambda a: a, expect="refuted",
                  erratum="substantive", witness={"a": 2},
                  notes="fails at a=2 and every even a: printed 3/2, computed 1")
def _(a):
    return Fraction(a + 1, 2), Fraction(sum(range(1, a + 1)), a) if a % 2 else Fraction(a, 2)


@claims.instances("toy.half.corrected", where="Theorem 1",
                  statement="the average of 1..a is (a+1)/2", params={"a": range(1, 12)},
                  size=lambda a: a, corrects="toy.half")
def _(a):
    return Fraction(a + 1, 2), Fraction(sum(range(1, a + 1)), a)


@claims.exhaustive("toy.parity", where="Lemma 2", statement="x^2 = x mod 2 for x in Z_2",
                   params={"x": (0, 1)})
def _(x):
    return x * x % 2, x


@claims.symbolic("toy.binomial", where="Eq. (3)", statement="(a+1)^2 = a^2 + 2a + 1")
def _():
    a = sympy.Symbol("a", positive=True)
    return (a + 1) ** 2, a**2 + 2 * a + 1


@claims.symbolic("toy.binomial.wrong", where="Eq. (4)", statement="(a+1)^2 = a^2 + 1",
                 expect="refuted", erratum="slip", notes="the cross term 2a is missing")
def _():
    a = sympy.Symbol("a", positive=True)
    return (a + 1) ** 2, a**2 + 1


claims.not_checkable("toy.throughput", where="Figure 5",
                     statement="throughput saturates at 0.4 flits/cycle",
                     reason="measured with an external simulator")

claims.table("toy_squares", where="Table 9", caption="Squares and averages",
             columns=("$a$", "kind", "$a^2$", "printed", "average"),
             rows={"a": range(1, 5)},
             cells=(param("a"), text("row {a}"), computed("toy.square"),
                    printed("toy.half"), computed("toy.half")))
