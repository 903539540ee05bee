"""Property-based fuzzing (issue 21): hostile input gets a one-line error, never a traceback.

* GRAPH specs, random text and random well-formed specs: a graph or a ``SpecError``;
* the integer-matrix functions: certificates hold on every integer matrix, and
  anything else is a ``ValueError``;
* the command line, random argument lists: exit status 0 or 2, never a traceback.

Everything runs under a 16 MiB memory limit, so a huge parameter is refused
(:mod:`latticegraph.memory`) instead of built; examples are few and small.
"""
import contextlib
import io
from pathlib import Path

import numpy as np
import pytest
import sympy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from latticegraph import graph, intmat
from latticegraph.cli import main
from latticegraph.memory import memory_limit
from latticegraph.specs import FAMILIES, SpecError

TOY = Path(__file__).parent / "data" / "claims_toy"
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _graph_or_spec_error(text: str) -> None:
    with memory_limit("16M"):
        try:
            g = graph(text)
        except SpecError as exc:
            assert "\n" not in str(exc)
            return
    assert g.order >= 1


# -------------------------------------------------------------- GRAPH specs
SPEC_CHARS = "()[], -+0123456789GTRPFCBDQKHSXMNIAOLYgtrpfcbdqkhsxmnaioly"


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.text(alphabet=SPEC_CHARS, max_size=30), st.text(max_size=20)))
def test_random_text_is_a_graph_or_a_spec_error(text):
    _graph_or_spec_error(text)


_INTS = st.one_of(st.integers(-2, 5), st.sampled_from([10**6, 2**40, -(2**70)]))
_NAMES = sorted(display for display, _ in FAMILIES.values())


def _call(name, args):
    return f"{name}({', '.join(args)})"


def _matrix():
    return st.integers(1, 3).flatmap(lambda n: st.lists(
        st.lists(st.integers(-4, 6), min_size=n, max_size=n), min_size=n, max_size=n)).map(str)


def _leaf():
    return st.one_of(
        _INTS.map(str), _matrix(),
        st.builds(lambda n: f"Q{n}", st.integers(0, 5)), st.builds(lambda n: f"K{n}", st.integers(0, 6)),
        st.builds(_call, st.sampled_from(_NAMES), st.lists(_INTS.map(str), max_size=4)),
        st.builds(_call, st.just("G"), st.lists(_matrix(), min_size=1, max_size=1)))


_SPECS = st.recursive(_leaf(), lambda inner: st.builds(
    _call, st.sampled_from(_NAMES), st.lists(inner, min_size=1, max_size=3)), max_leaves=6)


@FAST
@given(_SPECS)
def test_well_formed_specs_are_a_graph_or_a_spec_error(spec):
    _graph_or_spec_error(spec)


# ------------------------------------------------------ integer matrices
def _square(entries=st.integers(-9, 9)):
    return st.integers(1, 4).flatmap(lambda n: st.lists(
        st.lists(entries, min_size=n, max_size=n), min_size=n, max_size=n))


_BIG = st.one_of(st.integers(-9, 9), st.integers(-(10**30), 10**30))


@FAST
@given(_square(_BIG), st.booleans())
def test_certificates_hold_on_every_integer_matrix(M, as_array):
    """Singular exactly when ``ValueError``; otherwise H = M U, D = U M V, unimodular
    transforms, and the invariant factors multiply to ``|det M|``."""
    arg = np.array(M, dtype=object) if as_array else M
    det = sympy.Matrix(M).det()
    for fn in (intmat.hermite_form, intmat.smith_form, intmat.invariant_factors):
        try:
            out = fn(arg)
        except ValueError as exc:
            assert det == 0 and "singular" in str(exc)
            continue
        assert det != 0
        if fn is intmat.hermite_form:
            H, U = out
            assert H == sympy.ImmutableMatrix(M) * U and abs(U.det()) == 1
            assert intmat.is_hermite_form(H)
        elif fn is intmat.smith_form:
            D, U, V = out
            assert U * sympy.ImmutableMatrix(M) * V == D and abs(U.det() * V.det()) == 1
            assert intmat.is_smith_form(D)
        else:
            assert sympy.prod(out) == abs(det)


@FAST
@given(_square(st.integers(-40, 40)), st.lists(st.integers(-10**6, 10**6), min_size=4, max_size=4))
def test_reduce_lands_in_the_labelling_set(M, v):
    """reduce(M, v) is congruent to v modulo the columns of M and lies in
    {x : 0 <= x_i < H_ii} (paper ``crystal``, Section 5.1)."""
    n = len(M)
    try:
        r = intmat.reduce(M, v[:n])
    except ValueError:
        assert sympy.Matrix(M).det() == 0
        return
    H, _ = intmat.hermite_form(M)
    assert all(0 <= int(r[i]) < H[i, i] for i in range(n))
    x = sympy.Matrix(M).solve(sympy.Matrix([a - int(b) for a, b in zip(v, r)]))
    assert all(xi.is_integer for xi in x)


_JUNK = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(),
              st.text(max_size=3), st.just(np.int64(3)), st.just(np.float64(1.5))),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner),
                            st.dictionaries(st.text(max_size=2), inner, max_size=2)),
    max_leaves=12)


@FAST
@given(_JUNK, _JUNK)
def test_bad_input_to_the_integer_matrix_functions_is_a_value_error(a, b):
    calls = [lambda: intmat.hermite_form(a), lambda: intmat.smith_form(a),
             lambda: intmat.invariant_factors(a), lambda: intmat.determinant(a),
             lambda: intmat.is_hermite_form(a), lambda: intmat.is_smith_form(a),
             lambda: intmat.right_equivalent(a, b), lambda: intmat.element_order(a, b),
             lambda: intmat.reduce(a, b), lambda: intmat.labels_to_indices(a, b),
             lambda: intmat.indices_to_labels(a, b), lambda: intmat.linear_automorphism(a, b)]
    for call in calls:
        try:
            call()
        except ValueError:
            pass


# ------------------------------------------------------------ command line
_TOKENS = [
    "--json", "--no-progress", "--fresh", "--workers", "0", "1", "2", "-3", "x", "--max-nodes",
    "--memory-limit", "16M", "1", "lots", "none", "--instance-timeout", "60", "nan",
    "--paper", "toy", "nope", "--claim", "toy.square", "toy.*", "--proofs", "/nonexistent",
    "--format", "tex", "md", "graphml", "edgelist", "jsonl", "csv", "-f", "-o",
    "{work}/o.html", "{work}/o.tex", "{work}/o.graphml", "/nonexistent/o.tex",
    "--errata", "{work}/e.md", "e.pdf", "--dim", "--top", "--by", "average", "diameter",
    "FCC(4)", "PC(2)", "PC(a)", "Swap(8)", "G([[1]])", "Q3", "FCC(", "(0,0,0)", "0", "5",
    "--start", "--holdout", "--param", "a", "check", "vacuum", "export", "toy_squares",
    "errata", "--labels", "yes", "--nodes", "keep", "--endpoints", "4", "--", "", "=", "-h",
    "--scheduler", "tcp://127.0.0.1:9", "--out", "{work}", "--graph-classes", "no"]
_COMMANDS = ["info", "verify", "table", "report", "export", "route", "draw", "symmetric", "fit", "derive",
             "optimal", "store", "nope", "--version"]


@pytest.fixture(scope="module")
def work(tmp_path_factory):
    """Where the command lines write (their working directory too)."""
    return tmp_path_factory.mktemp("fuzz")


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_COMMANDS), st.lists(st.sampled_from(_TOKENS), max_size=6))
def test_random_command_lines_exit_0_or_2_never_a_traceback(work, command, tokens):
    store = str(work / "r.sqlite")
    fixed = {"verify": ["--proofs", str(TOY), "--store", store],
             "table": ["--proofs", str(TOY), "--store", store, "--out", str(work)],
             "report": ["--proofs", str(TOY), "--store", store],
             "store": ["--store", store]}.get(command, [])
    tokens = [t.format(work=work) for t in tokens]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(work), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main([command, *fixed, *tokens])
        except SystemExit as exc:                      # argparse: --help, usage errors
            code = exc.code
    assert code in (0, 2), (command, tokens, err.getvalue())
    assert "Traceback" not in err.getvalue()
