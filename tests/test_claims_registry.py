"""Locating and loading claims files."""
from pathlib import Path

import pytest

from latticegraph.claims import registry

TOY = Path(__file__).parent / "data" / "claims_toy"
REPO = Path(registry.__file__).resolve().parents[2]

CLAIM = '''
from latticegraph.claims.model import ClaimSet
claims = ClaimSet("{paper}")
claims.not_checkable("{paper}.x", where="p", statement="s", reason="r")
'''


def test_find_proofs_dir_precedence(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert registry.find_proofs_dir(None) == REPO / "proofs"       # editable install
    (tmp_path / "proofs").mkdir()
    assert registry.find_proofs_dir(None) == tmp_path / "proofs"   # ./proofs wins
    (tmp_path / "mine").mkdir()
    assert registry.find_proofs_dir("mine") == tmp_path / "mine"   # --proofs wins
    with pytest.raises(ValueError, match="proofs directory 'nothere' does not exist"):
        registry.find_proofs_dir("nothere")


def test_no_proofs_dir_anywhere(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(registry, "_PACKAGE_ROOT", tmp_path / "site-packages")
    with pytest.raises(ValueError, match="no proofs directory: run from the repository root "
                       "or pass --proofs DIR"):
        registry.find_proofs_dir(None)


def test_load_files_and_select(tmp_path):
    for paper in ("alpha", "beta"):
        (tmp_path / f"{paper}.py").write_text(CLAIM.format(paper=paper))
    (tmp_path / "conftest.py").write_text("raise RuntimeError\n")
    (tmp_path / "_helpers.py").write_text("raise RuntimeError\n")
    assert [p.name for p in registry.claim_files(tmp_path)] == ["alpha.py", "beta.py"]
    reg = registry.load(tmp_path)
    assert reg.papers == ["alpha", "beta"] and list(reg.claims) == ["alpha.x", "beta.x"]
    assert reg.paths["beta.x"] == (tmp_path / "beta.py").resolve()
    assert registry.load(tmp_path, "beta").papers == ["beta"]          # only beta.py loaded
    assert [c.id for c in reg.select("alpha")] == ["alpha.x"]
    assert [c.id for c in reg.select(None, "*.x")] == ["alpha.x", "beta.x"]
    with pytest.raises(ValueError, match="no claims for paper 'gamma'"):
        reg.select("gamma")


def test_load_errors(tmp_path):
    (tmp_path / "a.py").write_text(CLAIM.format(paper="alpha"))
    (tmp_path / "b.py").write_text(CLAIM.format(paper="alpha"))
    with pytest.raises(ValueError, match=r"b.py:4: claim alpha.x already declared in a.py:4"):
        registry.load(tmp_path)
    (tmp_path / "c.py").write_text("x = 1\n")
    with pytest.raises(ValueError, match=r"c.py: defines no `claims = ClaimSet\(...\)`"):
        registry.load_file(tmp_path / "c.py")
    (tmp_path / "d.py").write_text("import nonexistent_module_xyz\n")
    with pytest.raises(ValueError, match="d.py:1: cannot load claims file: ModuleNotFoundError"):
        registry.load_file(tmp_path / "d.py")


def test_reload_after_edit(tmp_path):
    f = tmp_path / "alpha.py"
    f.write_text(CLAIM.format(paper="alpha"))
    first = registry.load_file(f)
    assert registry.load_file(f) is first                              # cached
    f.write_text(CLAIM.format(paper="alpha") + 'claims.not_checkable("alpha.y", where="p", '
                 'statement="s", reason="r")\n')
    import os
    os.utime(f, ns=(1, 10**18))
    assert list(registry.load_file(f).claims) == ["alpha.x", "alpha.y"]


def test_the_toy_file_loads():
    cs = registry.load_file(TOY / "toy.py")
    assert cs.paper == "toy" and len(cs) == 7 and list(cs.tables) == ["toy_squares"]


def test_selection_brings_corrections_along():
    reg = registry.load(TOY)
    assert [c.id for c in reg.select(None, "toy.half")] == ["toy.half", "toy.half.corrected"]
    assert [c.id for c in reg.select("toy", "toy.half.corrected")] == ["toy.half.corrected"]
    assert [c.id for c in reg.select(None, "toy.s*")] == ["toy.square"]


def test_several_patterns_select_the_union_and_each_must_match():
    reg = registry.load(TOY)
    assert ([c.id for c in reg.select(None, ["toy.s*", "toy.half.corrected"])]
            == ["toy.square", "toy.half.corrected"])
    with pytest.raises(ValueError, match="'toy.nothing'"):
        reg.select(None, ["toy.square", "toy.nothing"])


BAD = {
    "duplicate": ("""
@claims.instances("bad.x", where="p. 1", statement="s", params={"a": [1]})
def _(a):
    return a, a


@claims.instances("bad.x", where="p. 2", statement="s", params={"a": [1]})
def _(a):
    return a, a
""", r"bad.py:9: duplicate claim id bad.x \(first declared at bad.py:4\)"),
    "empty": ("""
@claims.instances("bad.e", where="p. 1", statement="s", params={"a": [], "b": [1]})
def _(a, b):
    return a, b
""", r"bad.py:4: claim bad.e: empty parameter domain \(parameter 'a' has no values\)"),
    "expect": ("""
claims.not_checkable("bad.n", where="p. 1", statement="s", reason="r")
@claims.symbolic("bad.s", where="p. 1", statement="s", expect="true")
def _():
    return 1, 1
""", r"bad.py:5: claim bad.s: expect must be one of"),
    "not a pair": ("""
@claims.instances("bad.p", where="p. 1", statement="s", params={"a": [1]})
def _(a):
    if a:
        return a == 1
    return a, a
""", r"bad.py:4: claim bad.p: the check returns `a == 1`, not a \(printed, computed\) pair"),
    "triple": ("""
@claims.exhaustive("bad.t", where="p. 1", statement="s", params={"a": [1]})
def _(a):
    return a, a, a
""", r"bad.py:4: claim bad.t: the check returns a tuple of 3 values"),
    "syntax": ("""
def broken(:
    pass
""", r"bad.py:4: cannot load claims file: SyntaxError"),
    "raises": ("""
x = 1
y = 1 / 0
""", r"bad.py:5: cannot load claims file: ZeroDivisionError"),
}


@pytest.mark.parametrize("case", BAD)
def test_bad_claims_files_name_file_line_and_claim(tmp_path, case):
    """Issue 18: a bad claims file is one line naming the file, the line and the claim id,
    raised while loading, before any claim runs."""
    body, message = BAD[case]
    (tmp_path / "bad.py").write_text("from latticegraph.claims import ClaimSet\n"
                                     "claims = ClaimSet('bad')\n" + body)
    with pytest.raises(ValueError, match=message) as info:
        registry.load(tmp_path)
    assert "\n" not in str(info.value)


PACKAGE = {
    "__init__.py": '"""Paper gamma, one module per section."""\n'
                   "from latticegraph.claims.model import ClaimSet\n\n"
                   'claims = ClaimSet("gamma")\n\n'
                   "from . import sec1, sec2  # noqa: E402\n",
    "_common.py": "from . import claims\n\n\n"
                  "def square_claim(cid):\n"
                  '    @claims.instances(cid, where="Section 2", statement="a^2 >= a",\n'
                  '                      params={"a": range(1, 4)}, premises=("Section 2: a >= 1",))\n'
                  "    def _(a):\n"
                  "        return True, a * a >= a\n",
    "sec1.py": "from . import claims\n\n\n"
               '@claims.instances("gamma.one", where="Section 1", statement="a = a",\n'
               '                  params={"a": [1, 2]})\n'
               "def _(a):\n"
               "    return a, a\n",
    "sec2.py": "from ._common import square_claim\n\n"
               'square_claim("gamma.two")\n',
}


def _package(folder: Path, files=PACKAGE) -> Path:
    pkg = folder / "gamma"
    pkg.mkdir(parents=True)
    for name, text in files.items():
        (pkg / name).write_text(text)
    return pkg


def test_a_claims_package_loads_beside_a_claims_file(tmp_path):
    (tmp_path / "alpha.py").write_text(CLAIM.format(paper="alpha"))
    pkg = _package(tmp_path)
    assert [p.name for p in registry.claim_files(tmp_path)] == ["alpha.py", "gamma"]
    reg = registry.load(tmp_path)
    assert reg.papers == ["alpha", "gamma"]
    assert list(reg.claims) == ["alpha.x", "gamma.one", "gamma.two"]
    assert reg.paths["gamma.two"] == pkg.resolve()
    # a claim declared by a helper module is attributed to the section that called it
    assert reg.claims["gamma.two"].declared_at == "sec2.py:3"
    assert reg.claims["gamma.two"].premises == ("Section 2: a >= 1",)
    assert registry.load(tmp_path, "gamma").papers == ["gamma"]
    # any module of the package loads the whole package, once
    assert registry.load_file(pkg / "sec1.py") is registry.load_file(pkg)
    assert registry.claims_source(pkg / "__init__.py") == pkg.resolve()


def test_a_broken_section_names_its_own_file_and_line(tmp_path):
    _package(tmp_path, {**PACKAGE, "sec2.py": "x = 1\nraise RuntimeError('bad section')\n"})
    with pytest.raises(ValueError, match=r"^sec2.py:2: cannot load claims file: RuntimeError"):
        registry.load(tmp_path)
    _package(tmp_path / "other", {**PACKAGE, "sec1.py": PACKAGE["sec1.py"].replace(
        '"gamma.one"', '"gamma.two"')})
    with pytest.raises(ValueError, match=r"sec2.py:3: duplicate claim id gamma.two "
                                         r"\(first declared at sec1.py:4\)"):
        registry.load(tmp_path / "other")


def test_editing_a_section_reloads_the_package(tmp_path):
    pkg = _package(tmp_path)
    first = registry.load_file(pkg)
    (pkg / "sec1.py").write_text(PACKAGE["sec1.py"] + 'claims.not_checkable("gamma.three", '
                                 'where="p", statement="s", reason="r")\n')
    import os
    os.utime(pkg / "sec1.py", ns=(1, 10**18))
    assert list(registry.load_file(pkg).claims) == ["gamma.one", "gamma.three", "gamma.two"]
    assert registry.load_file(pkg) is not first
