"""Closed-form counts of a construction, proved from its per-level counts.

A paper's count of switches, links, routers or wires is, by the paper's own
definition of the construction, a sum over its levels (layers, groups, cubes,
columns, dimensions...) of a count per level.  A *level model* states those
per-level counts once, as a list of blocks ``(name, count, lo, hi)``: the
levels ``i = lo .. hi`` of block ``name`` each hold ``count(i)``.  Written
with sympy symbols for the parameters it is summed symbolically
(:func:`level_sum`, ``sympy.summation``), which proves "printed closed form ==
sum of the construction's per-level counts" for every parameter; written with
integers it lists the per-level counts of one instance (:func:`level_counts`),
to compare with the same counts read from the built graph, so the builder and
the model agree on every instance of a range (the instances are the oracle of
the model).

The same Python function builds both, e.g. the k-ary n-tree's switches (paper
``kantc``, Section II-B: n levels of k^(n-1) switches)::

    def switches(k, n):
        return [("level", lambda L: k ** (n - 1), 0, n - 1)]

Examples
--------
Paper ``kantc``, Table I: the k-ary n-tree has nk^(n-1) switches, for every
k and n, and the 3-ary 3-tree has 3 levels of 9.

>>> import sympy
>>> k, n = sympy.symbols("k n", positive=True, integer=True)
>>> def switches(k, n):
...     return [("level", lambda L: k ** (n - 1), 0, n - 1)]
>>> sympy.simplify(level_sum(switches(k, n)) - n * k ** (n - 1)) == 0
True
>>> level_counts(switches(3, 3))
{'level': [9, 9, 9]}
"""

from __future__ import annotations

from typing import Callable, Iterable

import sympy

__all__ = ["level_sum", "level_counts", "count_sum", "presburger_count_equals"]

Block = tuple[str, Callable, object, object]


def level_sum(blocks: Iterable[Block]) -> sympy.Expr:
    """Σ over the blocks of Σ_{i=lo}^{hi} count(i), summed symbolically.

    Parameters
    ----------
    blocks : iterable of (name, count, lo, hi)
        ``count(i)`` is the count of level ``i``; ``lo`` and ``hi`` may be
        sympy expressions in the parameters.  An empty range (``hi = lo - 1``)
        sums to 0; the caller states the parameter range (the paper's premise)
        under which ``hi >= lo - 1``.

    Returns
    -------
    sympy.Expr
        The simplified total.

    Examples
    --------
    Paper ``lacin``, Section 1: switch S of a CIN on N switches links to the
    N - 1 - S switches after it, N(N - 1)/2 links in all.

    >>> N = sympy.Symbol("N", positive=True, integer=True)
    >>> level_sum([("switch", lambda S: N - 1 - S, 0, N - 1)]).factor()
    N*(N - 1)/2
    """
    i = sympy.Dummy("i", integer=True)
    total = sympy.Integer(0)
    for _name, count, lo, hi in blocks:
        total += sympy.summation(sympy.sympify(count(i)), (i, lo, hi))
    return sympy.simplify(total)


def level_counts(blocks: Iterable[Block]) -> dict[str, list]:
    """The per-level counts of one instance: block name -> [count(lo), ..., count(hi)].

    The bounds must be integers here (the parameters given as numbers);
    blocks of the same name are concatenated in order.

    Examples
    --------
    Paper ``kantc``, Theorem 3: KANTC(2, 3) has n - 1 = 2 tree levels of
    k^(n-1) = 4 switches and k^(n-2) = 2 cubes of 2^k = 4 switches.

    >>> def kantc_switches(k, n):
    ...     return [("level", lambda L: k ** (n - 1), 1, n - 1),
    ...             ("cube", lambda c: 2 ** k, 1, k ** (n - 2))]
    >>> level_counts(kantc_switches(2, 3))
    {'level': [4, 4], 'cube': [4, 4]}
    """
    out: dict[str, list] = {}
    for name, count, lo, hi in blocks:
        if not (isinstance(lo, int) and isinstance(hi, int)):
            raise TypeError(f"level block {name!r}: bounds must be integers for one instance, "
                            f"got {lo!r}..{hi!r}")
        out.setdefault(name, []).extend(count(i) for i in range(lo, hi + 1))
    return out


def count_sum(count: Callable, lo, hi):
    """Σ_{i=lo}^{hi} count(i): a Python sum for integer bounds, ``sympy.summation``
    otherwise; for a level whose count is itself a sum (nested levels).

    Examples
    --------
    Paper ``lacin``, Section 4: the wires from switch S of a LACIN of N switches
    have total length Σ_{T>S} (T - S); for N = 8, S = 0 that is 28.

    >>> count_sum(lambda T: T - 0, 1, 7)
    28
    >>> S, N = sympy.symbols("S N", integer=True)
    >>> sympy.factor(count_sum(lambda T: T - S, S + 1, N - 1))
    (N - S)*(N - S - 1)/2
    """
    if isinstance(lo, int) and isinstance(hi, int):
        return sum(count(i) for i in range(lo, hi + 1))
    i = sympy.Dummy("i", integer=True)
    return sympy.summation(sympy.sympify(count(i)), (i, lo, hi))


def presburger_count_equals(points: str, closed: str) -> bool:
    """Whether the number of points of a parametric Presburger set equals a closed form,
    for every value of the parameters.

    The set is counted by Barvinok's algorithm (the optional ``islpy-barvinok``,
    ``pip install 'latticegraph[derive]'``) as a piecewise quasi-polynomial in the
    parameters; the closed form is one too (isl syntax, its own pieces and domains).
    True when every piece of the difference is 0 on its domain.

    Parameters
    ----------
    points : str
        An isl set ``"[params] -> { [vars] : linear constraints }"``.
    closed : str
        An isl piecewise quasi-polynomial ``"[params] -> { expr : domain; ... }"``
        (isl syntax: ``1/2 * N^2 - 1/2 * N``, a rational coefficient before each term).

    Examples
    --------
    Paper ``lacin``, Section 1: the links {S, T}, 0 <= S < T <= N - 1, of a CIN
    number N(N - 1)/2 for every N (not N^2/2).

    >>> links = "[N] -> { [S, T] : 0 <= S < T <= N - 1 }"
    >>> presburger_count_equals(links, "[N] -> { 1/2 * N^2 - 1/2 * N : N >= 1 }")
    True
    >>> presburger_count_equals(links, "[N] -> { 1/2 * N^2 : N >= 1 }")
    False
    """
    from latticegraph.derive import has_barvinok
    if not has_barvinok():
        raise RuntimeError("this proof counts a Presburger set: pip install "
                           "'latticegraph[derive]' (islpy-barvinok)")
    import islpy as isl
    diff = isl.Set(points).card().sub(isl.PwQPolynomial(closed))
    return all(q.gist(dom).is_zero() for dom, q in diff.get_pieces())
