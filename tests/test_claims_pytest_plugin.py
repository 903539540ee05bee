"""``pytest proofs/``: every claim is an item; errata are strict expected failures.

The plugin is registered by entry point, so these runs use no conftest.py at all.
"""
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TOY = Path(__file__).parent / "data" / "claims_toy"

CHANGED = '''
from latticegraph.claims.model import ClaimSet
claims = ClaimSet("changed")


@claims.instances("changed.fixed", where="p. 1", statement="an erratum that now holds",
                  params={{"a": [1, 2]}}, expect="refuted", erratum="slip",
                  witness={{"a": 2}}, notes="printed 2, computed 3")
def _(a):
    return a, a


@claims.instances("changed.broken", where="p. 2", statement="a claim that fails",
                  params={{"a": [1, 2, 3]}})
def _(a):
    return a, a + (a == 2)


@claims.instances("changed.raises", where="p. 3", statement="a check that raises",
                  params={{"a": [1]}})
def _(a):
    return 1 // 0, a


@claims.instances("changed.capped", where="p. 4", statement="big instances are skipped",
                  params={{"a": [1, 100]}}, size=lambda a: a)
def _(a):
    assert a == 1, "the cap failed"
    return a, a


@claims.instances("changed.far", where="p. 5", statement="an erratum beyond the cap",
                  params={{"a": [1, 100]}}, size=lambda a: a, expect="refuted",
                  erratum="substantive", witness={{"a": 100}}, notes="fails at a = 100")
def _(a):
    return a, a + (a == 100)
'''


def _pytest(proofs: Path, *args):
    return subprocess.run([sys.executable, "-m", "pytest", "proofs", "-p", "no:cacheprovider",
                           "-rA", "--rootdir", ".", "-c", "/dev/null", *args],
                          cwd=proofs.parent, capture_output=True, text=True, timeout=120)


def test_claims_become_items(tmp_path):
    proofs = tmp_path / "proofs"
    proofs.mkdir()
    shutil.copy(TOY / "toy.py", proofs)
    (proofs / "changed.py").write_text(CHANGED.format())
    (proofs / "data").mkdir()
    (proofs / "data" / "other.py").write_text("raise RuntimeError('not a claims file')\n")
    proc = _pytest(proofs, "--claims-max-nodes", "50")
    out = proc.stdout
    status = {name: st for st, name in
              re.findall(r"^(PASSED|FAILED|XFAIL|SKIPPED|XPASS)\s+\S*?::(\S+)", out, re.M)}
    assert status == {
        "toy.square": "PASSED", "toy.half": "XFAIL", "toy.half.corrected": "PASSED",
        "toy.parity": "PASSED", "toy.binomial": "PASSED", "toy.binomial.wrong": "XFAIL",
        "changed.fixed": "FAILED", "changed.broken": "FAILED", "changed.raises": "FAILED",
        "changed.capped": "PASSED", "changed.far": "XFAIL"}, out
    assert "XFAIL proofs/toy.py::toy.half - erratum: fails at a=2" in out
    assert "changed.fixed (p. 1): an erratum that now holds\noutcome verified, expected refuted" in out
    assert "refuted (expected verified), smallest counterexample a=2: printed 2, computed 3" in out
    assert "evidence: exhaustive: a=1..3 (3 instances)" in out
    assert "ZeroDivisionError" in out
    assert re.search(r"SKIPPED \[1\] proofs/toy.py:\d+: not checkable: measured with an external "
                     r"simulator", out)
    assert "XFAIL proofs/changed.py::changed.far - erratum: fails at a = 100" in out
    assert "3 failed, 5 passed, 1 skipped, 3 xfailed" in out
    assert proc.returncode == 1


class _Config:
    def __init__(self, option):
        self.option = option

    def getoption(self, name, default=None):
        return self.option


def test_default_cap(monkeypatch):
    from latticegraph.claims.pytest_plugin import _max_nodes
    from latticegraph.claims.runner import CI_MAX_NODES
    monkeypatch.delenv("LATTICEGRAPH_MAX_NODES", raising=False)
    assert _max_nodes(_Config(None)) == CI_MAX_NODES == 20_000
    assert _max_nodes(_Config(0)) is None and _max_nodes(_Config(7)) == 7
    monkeypatch.setenv("LATTICEGRAPH_MAX_NODES", "123")
    assert _max_nodes(_Config(None)) == 123 and _max_nodes(_Config(7)) == 7


def test_evidence_section_and_junitxml(tmp_path):
    """Evidence shows in the report (-rA) and in --junitxml properties."""
    proofs = tmp_path / "proofs"
    proofs.mkdir()
    shutil.copy(TOY / "toy.py", proofs)
    proc = _pytest(proofs, "--junitxml", str(tmp_path / "j.xml"))
    assert "evidence" in proc.stdout and "exhaustive: a=1..8 (8 instances)" in proc.stdout
    xml = (tmp_path / "j.xml").read_text()
    assert '<property name="outcome" value="refuted"' in xml
    assert '<property name="evidence" value="exhaustive: a=1..8 (8 instances)' in xml


def test_ini_option_and_unrelated_proofs_folder(tmp_path):
    """claims_files names files anywhere; a proofs/ file without a ClaimSet is not collected;
    a bad claims file is a one-line collection error naming file, line and claim."""
    (tmp_path / "papers").mkdir()
    shutil.copy(TOY / "toy.py", tmp_path / "papers" / "claims.py")
    (tmp_path / "proofs").mkdir()
    (tmp_path / "proofs" / "helper.py").write_text("raise RuntimeError('not a claims file')\n")
    (tmp_path / "pytest.ini").write_text("[pytest]\nclaims_files = papers/*.py\n")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q",
                           "papers", "proofs"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)
    assert "4 passed, 1 skipped, 2 xfailed" in proc.stdout, proc.stdout
    (tmp_path / "proofs" / "bad.py").write_text(
        "from latticegraph.claims import ClaimSet\nclaims = ClaimSet('bad')\n"
        "claims.not_checkable('bad.x', where='p. 1', statement='s', reason='')\n")
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q",
                           "proofs"], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert "bad.py:3: claim bad.x: a not-checkable claim needs a reason" in proc.stdout
    assert proc.returncode == 2


def test_a_claims_package_is_collected_section_by_section(tmp_path):
    """proofs/<paper>/ with one module per section: each section module is a file of items
    (the claims it declares, helper-declared ones included); helpers and __init__ are not;
    a section alone runs alone."""
    from test_claims_registry import _package
    proofs = tmp_path / "proofs"
    _package(proofs)
    proc = _pytest(proofs)
    items = re.findall(r"^PASSED (\S+)", proc.stdout, re.M)
    assert sorted(items) == ["proofs/gamma/sec1.py::gamma.one",
                             "proofs/gamma/sec2.py::gamma.two"], proc.stdout
    proc = subprocess.run([sys.executable, "-m", "pytest", "proofs/gamma/sec2.py", "-p",
                           "no:cacheprovider", "-rA", "--rootdir", ".", "-c", "/dev/null"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert re.findall(r"^PASSED (\S+)", proc.stdout, re.M) == ["proofs/gamma/sec2.py::gamma.two"]
