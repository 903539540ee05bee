"""The rule of this folder: no file imports ``latticegraph``, directly or indirectly.

Every module imported by a file here must be the standard library, networkx, numpy, sympy,
pytest or another file of this folder (none of which imports ``latticegraph``); and importing
all the helper modules in a fresh interpreter leaves ``latticegraph`` out of ``sys.modules``."""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

FOLDER = Path(__file__).resolve().parent
ALLOWED = {"networkx", "numpy", "sympy", "pytest"}
LOCAL = {p.stem for p in FOLDER.glob("*.py")}
DYNAMIC = {"__import__", "import_module", "find_spec", "spec_from_file_location", "exec", "eval"}


def violations(source: str, name: str = "<string>") -> list[str]:
    """Imports of ``source`` outside the allowed set, and any dynamic import or mention of the
    package next to an import.

    >>> violations("import networkx as nx\\nfrom fractions import Fraction")
    []
    >>> violations("from latticegraph import graph")
    ['<string>:1: imports latticegraph']
    >>> violations("import importlib\\nm = importlib.import_module('latticegraph')")
    ['<string>:2: dynamic import']
    """
    bad = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            f = node.func
            if (f.id if isinstance(f, ast.Name) else getattr(f, "attr", None)) in DYNAMIC:
                bad.append(f"{name}:{node.lineno}: dynamic import")
            continue
        if isinstance(node, ast.Import):
            mods = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            mods = [node.module or ""] if node.level == 0 else []
        else:
            continue
        for mod in mods:
            top = mod.split(".")[0]
            if top not in ALLOWED and top not in LOCAL and top not in sys.stdlib_module_names:
                bad.append(f"{name}:{node.lineno}: imports {mod}")
    return sorted(bad)


def test_no_file_imports_latticegraph():
    files = sorted(FOLDER.rglob("*.py"))
    assert len(files) >= 10
    found = [v for f in files for v in violations(f.read_text(encoding="utf-8"), f.name)]
    assert found == []
    pattern = re.compile(r"^\s*(from|import)\s+latticegraph\b", re.M)
    assert [f.name for f in files if pattern.search(f.read_text(encoding="utf-8"))] == []


def test_helpers_leave_latticegraph_unimported():
    helpers = sorted(p.stem for p in FOLDER.glob("indep_*.py"))
    code = (f"import sys; sys.path.insert(0, {str(FOLDER)!r}); "
            + "; ".join(f"import {h}" for h in helpers)
            + "; assert not [m for m in sys.modules if m.split('.')[0] == 'latticegraph']")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=FOLDER)
