"""latticegraph.claims.levels: symbolic sums of per-level counts against brute force."""

import itertools

import pytest
import sympy

from latticegraph.claims.levels import level_counts, level_sum

k, n, N = sympy.symbols("k n N", positive=True, integer=True)


def _kantc_links(k, n):
    """KANTC(k, n) links (paper kantc, Theorem 4): n - 1 layers of k^n, per cube k 2^(k-1)
    cube links and (2^k - k) k node links."""
    return [("layer", lambda L: k ** n, 0, n - 2),
            ("cube", lambda c: k * 2 ** (k - 1), 1, k ** (n - 2)),
            ("nodes", lambda c: (2 ** k - k) * k, 1, k ** (n - 2))]


def _hypercube_vertices(k):
    return [("weight", lambda w: sympy.binomial(k, w), 0, k)]


@pytest.mark.parametrize("model, symbols, ranges", [
    (_kantc_links, (k, n), (range(2, 6), range(2, 6))),
    (_hypercube_vertices, (k,), (range(0, 9),)),
    (lambda N: [("switch", lambda S: N - 1 - S, 0, N - 1)], (N,), (range(1, 30),)),
])
def test_sum_agrees_with_the_instances(model, symbols, ranges):
    """The symbolic total, evaluated, equals the brute-force sum of the listed counts."""
    total = level_sum(model(*symbols))
    for values in itertools.product(*ranges):
        counts = level_counts(model(*values))
        assert total.subs(dict(zip(symbols, values))) == sum(sum(c) for c in counts.values())


def test_paper_values():
    """kantc Theorem 4 as printed, and lacin Section 1's N(N - 1)/2 links."""
    printed = (n - 1) * k ** n + (2 ** (k - 1) + 2 ** k - k) * k ** (n - 1)
    assert sympy.simplify(level_sum(_kantc_links(k, n)) - printed) == 0
    assert level_sum(_hypercube_vertices(k)) == 2 ** k
    assert level_counts(_kantc_links(3, 3))["cube"] == [12, 12, 12]


def test_a_wrong_closed_form_is_not_equal():
    """The test can fail: a closed form off by one level differs symbolically."""
    wrong = n * k ** n + (2 ** (k - 1) + 2 ** k - k) * k ** (n - 1)
    assert sympy.simplify(level_sum(_kantc_links(k, n)) - wrong) != 0


def test_symbolic_bounds_have_no_instance():
    with pytest.raises(TypeError, match="bounds must be integers"):
        level_counts(_kantc_links(k, 3))


def test_empty_range_sums_to_zero():
    assert level_counts([("x", lambda i: 1, 1, 0)]) == {"x": []}
    assert level_sum([("x", lambda i: 1, 1, n - 2)]).subs(n, 2) == 0


def test_count_sum_nested():
    """A nested level (lacin's wire lengths) summed symbolically equals the brute force."""
    from latticegraph.claims.levels import count_sum
    model = lambda N: [("switch", lambda S: count_sum(lambda T: T - S, S + 1, N - 1), 0, N - 1)]
    total = level_sum(model(N))
    assert sympy.simplify(total - (N ** 3 - N) / 6) == 0
    for v in range(1, 20):
        assert sum(level_counts(model(v))["switch"]) == total.subs(N, v) == (v ** 3 - v) // 6


_CROSSED = ("[h, i] -> { [a, b] : h >= 1 and 0 <= i <= 2h - 2 and 0 <= a < i < b <= 2h - 2 "
            "and (a + b = 2i or a + b = 2i + 2h - 1 or a + b = 2i - 2h + 1) }")


def test_presburger_circle_crossings_against_the_drawings():
    """lacin Section 4: the Presburger count of Circle's crossings is the printed piecewise
    form, which is the count of interleaving arcs on the built drawings (brute force)."""
    from latticegraph.claims.levels import presburger_count_equals
    from latticegraph.topologies.cin import circle, column_arcs
    printed = "[h, i] -> { i : h >= 1 and 0 <= i <= h - 1; 2h - 2 - i : h >= 1 and h <= i <= 2h - 2 }"
    assert presburger_count_equals(_CROSSED, printed)
    assert not presburger_count_equals(_CROSSED, "[h, i] -> { i : h >= 1 and 0 <= i <= 2h - 2 }")
    for N in range(2, 17, 2):
        c = circle(N)
        for i in range(N - 1):
            arcs = [tuple(a) for a in column_arcs(c, i).tolist()]
            (a0, b0), = [a for a in arcs if N - 1 in a]
            crossed = sum(1 for a, b in arcs if (a < a0 < b) != (a < b0 < b) and (a, b) != (a0, b0))
            assert crossed == (i if i <= N // 2 - 1 else N - 2 - i)
