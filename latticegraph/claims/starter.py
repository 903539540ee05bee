"""``latticegraph new PAPER``: a starter claims file for a paper of your own.

The file holds one worked claim of each kind, each with a comment saying when
to use it: a statement checked on a range (``instances``), a finite statement
checked in full (``exhaustive``), an identity (``symbolic``), an erratum with
its witness and its corrected statement, a reproduced table, a closed form of a
lattice family proved for every parameter (``parametric``), and a statement
no computation can decide (``not_checkable``).  They decide at once, in a few
seconds::

    latticegraph new mypaper            # writes proofs/mypaper.py
    latticegraph verify --proofs proofs
    pytest proofs/

>>> text = starter_file("mypaper")
>>> compile(text, "mypaper.py", "exec") is not None and 'ClaimSet("mypaper")' in text
True
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

__all__ = ["starter_file", "write_starter"]

_TEMPLATE = '''"""Claims of the paper `{paper}`: every statement it prints, encoded exactly as printed.

Started by `latticegraph new {paper}`.  Decide the claims with

    latticegraph verify --proofs {folder}   # stored and resumed; exit 1 on a changed outcome
    pytest {folder}                         # one test item per claim

Replace the worked examples below by the statements of your paper, one claim
per statement: theorems, tables, closed forms, and the numbers in the
abstract, the introduction and the conclusions.  Each check returns the pair
(printed, computed): what the paper says and what the computation finds.
Never adjust a printed value to make a check pass: a claim that fails is a
finding (example 4).  The claim language is documented in
`help(latticegraph.claims)` and in the project's docs.
"""
from fractions import Fraction

import sympy

from latticegraph import distance_distribution, graph
from latticegraph.claims import ClaimSet, computed, param, printed, text
from latticegraph.distance import average_distance, diameter

claims = ClaimSet("{paper}")


# 1. A statement about infinitely many parameters, checked on a range: `instances`.
#    The outcome is `verified` when printed == computed on every instance, else
#    `refuted` with the smallest counterexample and where it fails.  List small
#    instances first; `size` (vertices built) lets `--max-nodes` skip big ones.
@claims.instances(
    "{paper}.torus.diameter", where="Section 2, Eq. (1)",
    statement="The k-ary 2-cube T(k, k) has diameter 2 floor(k/2)",
    params={{"k": range(2, 41)}}, size=lambda k: k * k)
def _(k):
    return 2 * (k // 2), diameter(distance_distribution(graph(f"T({{k}},{{k}})")))


# 2. A finite statement checked in full: `exhaustive`.  A pass over the whole
#    domain proves it (`proved`).  Also the right kind for one fixed example.
@claims.exhaustive(
    "{paper}.hypercube.diameters", where="Table 1",
    statement="The hypercubes Q_1, ..., Q_8 have diameters 1, ..., 8",
    params={{"n": range(1, 9)}}, size=lambda n: 2**n)
def _(n):
    return n, diameter(distance_distribution(graph(f"Hypercube({{n}})")))


# 3. An identity for every value of the parameters: `symbolic`.  Return (lhs, rhs)
#    as sympy expressions; `proved` when they simplify to the same thing.  Prove
#    only what the statement asserts: a formula stated for every k but derived
#    here for even k needs the odd case checked too (by instances).
@claims.symbolic(
    "{paper}.ring.total_distance", where="Lemma 1",
    statement="In a ring of 2m nodes the distances from one node add up to m^2")
def _():
    m, d = sympy.symbols("m d", integer=True, positive=True)
    return m**2, 2 * sympy.summation(d, (d, 1, m - 1)) + m


# 4. A statement the paper gets wrong: record the finding, never tune it away.
#    `expect="refuted"` with the kind of erratum (substantive, boundary: only at
#    degenerate parameters, or slip: a typo) and the `witness`, the parameters of
#    the smallest counterexample, re-checked on every run whatever the size cap.
#    The corrected statement is a claim of its own that names it in `corrects`.
@claims.instances(
    "{paper}.hypercube.average", where="Section 3",
    statement="The hypercube Q_n has average distance n/2",
    params={{"n": range(1, 13)}}, size=lambda n: 2**n,
    expect="refuted", erratum="substantive", witness={{"n": 1}},
    notes="Averaged over the N - 1 other nodes, as the paper defines it; n/2 is the "
          "average over all N nodes, the node itself included.")
def _(n):
    return Fraction(n, 2), average_distance(distance_distribution(graph(f"Hypercube({{n}})")))


@claims.instances(
    "{paper}.hypercube.average.corrected", where="Section 3",
    statement="The hypercube Q_n has average distance n 2^(n-1) / (2^n - 1)",
    params={{"n": range(1, 13)}}, size=lambda n: 2**n, corrects="{paper}.hypercube.average")
def _(n):
    dd = distance_distribution(graph(f"Hypercube({{n}})"))
    return Fraction(n * 2 ** (n - 1), 2**n - 1), average_distance(dd)


# 5. A table the paper prints, reproduced from the claims' results beside the
#    printed values: `latticegraph table {paper}_diameters` writes
#    tables/{paper}_diameters.tex, and `latticegraph report` shows it.
claims.table(
    "{paper}_diameters", where="Table 1", caption="Diameters of the hypercubes",
    columns=("$n$", "graph", "printed", "computed"), rows={{"n": range(1, 9)}},
    cells=(param("n"), text("Q{{n}}"), printed("{paper}.hypercube.diameters"),
           computed("{paper}.hypercube.diameters")))


# 7. A closed form for every value of a lattice family's parameter: `parametric`.
#    The family (any G(a·M): T(a,a), BCC(a), G([[2a,0,a],[0,2a,a],[0,0,a]]), ...)
#    is derived by `latticegraph derive`: its closed forms are proved for every a,
#    with a certificate.  The check gets `a` and one view per family (order,
#    total_distance, average_distance, diameter) and returns (printed, computed),
#    or a relation such as `x.average_distance < y.average_distance`.  The outcome
#    is `proved` for every a in the range, or `refuted` with the exact failing set
#    ("fails exactly when a ≡ 1 (mod 2), for every a >= 2").
@claims.parametric(
    "{paper}.torus.average", where="Section 2, Eq. (2)",
    statement="For even a, the a-ary 2-cube T(a, a) has average distance a^3 / (2(a^2 - 1))",
    families={{"torus": "T(a,a)"}}, modulus=2, residues=[0], a_from=2)
def _(a, torus):
    return a**3 / (2 * (a**2 - 1)), torus.average_distance


# 6. A statement no computation of latticegraph can decide (a simulator's
#    measurement, a hardware cost, an opinion): `not_checkable`, with the reason,
#    so that this file stays a complete inventory of the paper.
claims.not_checkable(
    "{paper}.simulation.throughput", where="Figure 5",
    statement="Under uniform traffic the 8-ary 2-cube saturates at 0.4 phits/node/cycle",
    reason="Measured with a cycle-level network simulator.")
'''

_CONFTEST = '''"""Collect the claims files of this folder as pytest items (written by latticegraph new).

pytest collects claims files in folders named `proofs` by itself; this folder
has another name, so it says so here.
"""
from latticegraph.claims.pytest_plugin import claims_folder_hook

pytest_collect_file = claims_folder_hook(__file__)
'''


def starter_file(paper: str, folder: str = "proofs") -> str:
    """The text of a starter claims file for ``paper`` (module docstring)."""
    if not paper.isidentifier():
        raise ValueError(f"paper name must be a Python identifier (letters, digits, _), "
                         f"got {paper!r}")
    return _TEMPLATE.format(paper=paper, folder=folder)


def _write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (a temporary file, then rename)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".partial")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_starter(paper: str, folder: str | os.PathLike = "proofs", *,
                  force: bool = False) -> list[Path]:
    """Write ``folder/paper.py`` (and, when ``folder`` is not named ``proofs``, a
    ``conftest.py`` that lets pytest collect it); return the files written.

    Raises ``ValueError`` (one line) for a bad paper name, an existing file
    without ``force``, or a folder that cannot be created.
    """
    folder = Path(folder)
    text = starter_file(paper, folder.as_posix())
    target = folder / f"{paper}.py"
    if (folder / paper).is_dir():
        raise ValueError(f"{folder / paper} already holds the claims of {paper} as a package")
    if target.exists() and not force:
        raise ValueError(f"{target} already exists (use --force to overwrite it)")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _write(target, text)
        written = [target]
        conftest = folder / "conftest.py"
        if folder.resolve().name != "proofs" and not conftest.exists():
            _write(conftest, _CONFTEST)
            written.append(conftest)
    except OSError as exc:
        raise ValueError(f"cannot write {target}: {exc.strerror or exc}") from None
    return written
