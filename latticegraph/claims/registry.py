"""Finding and loading the claims of ``proofs/``: one file or one package per paper.

The proofs directory is ``--proofs DIR`` when given, else ``./proofs`` in the
current directory, else the ``proofs/`` folder of the repository the package
was installed from (an editable install).  A paper's claims are either

* a claims file ``proofs/<paper>.py`` defining ``claims = ClaimSet("<paper>")``
  (every ``*.py`` file there except ``conftest.py`` and names starting with ``_``), or
* a claims package ``proofs/<paper>/``: its ``__init__.py`` defines
  ``claims = ClaimSet("<paper>")`` and then imports one module per section of the
  paper, each declaring its claims on that object (``from . import claims``);
  modules whose names start with ``_`` hold helpers shared by the sections.

>>> find_proofs_dir(None).name               # the repository's own claims
'proofs'
>>> [p.name for p in claim_files(find_proofs_dir(None))]
['crystal', 'd3', 'ipgraph', 'kantc', 'lacin']
"""
from __future__ import annotations

import fnmatch
from collections.abc import Sequence
import importlib.util
import os
import sys
import traceback
import types
from dataclasses import dataclass, field
from pathlib import Path

from .model import Claim, ClaimError, ClaimSet, Table

__all__ = ["find_proofs_dir", "claim_files", "is_claims_package", "claims_source", "load_file",
           "load", "Registry"]

_PACKAGE_ROOT = Path(__file__).resolve().parents[2]
_CACHE: dict[Path, tuple[tuple, ClaimSet]] = {}
_PARENT = "_latticegraph_proofs"


def find_proofs_dir(explicit: str | os.PathLike | None) -> Path:
    """The proofs directory (module docstring); ``ValueError`` when there is none."""
    if explicit is not None:
        d = Path(explicit)
        if not d.is_dir():
            raise ValueError(f"proofs directory {str(d)!r} does not exist")
        return d.resolve()
    for d in (Path.cwd() / "proofs", _PACKAGE_ROOT / "proofs"):
        if d.is_dir():
            return d.resolve()
    raise ValueError("no proofs directory: run from the repository root or pass --proofs DIR")


def is_claims_package(path: str | os.PathLike) -> bool:
    """Whether ``path`` is a folder whose ``__init__.py`` declares a ``ClaimSet``."""
    init = Path(path) / "__init__.py"
    try:
        return init.is_file() and "ClaimSet" in init.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False


def claim_files(proofs_dir: Path) -> list[Path]:
    """The claims files and claims packages of a proofs directory, sorted by name."""
    files = [p for p in Path(proofs_dir).glob("*.py")
             if p.name != "conftest.py" and not p.name.startswith("_")]
    packages = [p for p in Path(proofs_dir).iterdir()
                if p.is_dir() and not p.name.startswith(("_", ".")) and is_claims_package(p)]
    return sorted(files + packages, key=lambda p: p.name)


def claims_source(path: str | os.PathLike) -> Path:
    """The file or package that holds the claims of ``path``: a claims file itself, or the
    package folder of a package, of its ``__init__.py`` or of one of its section modules."""
    path = Path(path).resolve()
    if path.is_dir():
        return path
    if is_claims_package(path.parent):
        return path.parent
    return path


def _stamp(source: Path) -> tuple:
    """Modification time and size of a claims file, or of every module of a claims
    package: the cache key of :func:`load_file` (any edit, addition or removal changes it)."""
    files = sorted(source.rglob("*.py")) if source.is_dir() else [source]
    return tuple((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in files)


def _where(source: Path, exc: BaseException) -> str:
    """``file.py:line`` of the line of ``source`` (a claims file, or any module of a claims
    package) where ``exc`` was raised, or the file's name."""
    def ours(filename) -> bool:
        f = Path(filename).resolve()
        return f == source or (source.is_dir() and source in f.parents)
    if isinstance(exc, SyntaxError) and exc.lineno and exc.filename and ours(exc.filename):
        return f"{Path(exc.filename).name}:{exc.lineno}"
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if ours(f.filename)]
    return f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else source.name


def _forget(name: str) -> None:
    """Drop module ``name`` and its submodules from ``sys.modules`` (a failed import)."""
    for key in [k for k in sys.modules if k == name or k.startswith(name + ".")]:
        del sys.modules[key]


def load_file(path: str | os.PathLike) -> ClaimSet:
    """Import the claims of one paper (cached per process) and return its ``claims``.

    ``path`` is a claims file, a claims package, or any module of a package
    (:func:`claims_source`); a package is imported whole, under one module name, so its
    sections share the package's ``claims``.
    """
    source = claims_source(path)
    stamp = _stamp(source)
    hit = _CACHE.get(source)
    if hit is not None and hit[0] == stamp:
        return hit[1]
    if _PARENT not in sys.modules:                  # the parent of every claims module
        parent = types.ModuleType(_PARENT, "Claims files and packages loaded by latticegraph.")
        parent.__path__ = []
        sys.modules[_PARENT] = parent
    name = f"{_PARENT}.{source.stem}"
    _forget(name)
    if source.is_dir():
        spec = importlib.util.spec_from_file_location(
            name, source / "__init__.py", submodule_search_locations=[str(source)])
    else:
        spec = importlib.util.spec_from_file_location(name, source)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except ClaimError:
        _forget(name)
        raise
    except Exception as exc:
        _forget(name)
        raise ClaimError(f"{_where(source, exc)}: cannot load claims file: "
                         f"{type(exc).__name__}: {exc}") from exc
    cs = getattr(module, "claims", None)
    if not isinstance(cs, ClaimSet):
        raise ClaimError(f"{source.name}: defines no `claims = ClaimSet(...)`")
    cs.validate()
    _CACHE[source] = (stamp, cs)
    return cs


@dataclass
class Registry:
    """The loaded claims, in file then declaration order."""

    proofs_dir: Path
    claims: dict[str, Claim] = field(default_factory=dict)
    paths: dict[str, Path] = field(default_factory=dict)     # claim id -> claims file
    tables: dict[str, Table] = field(default_factory=dict)
    papers: list[str] = field(default_factory=list)

    def select(self, paper: str | None = None,
               claim: str | Sequence[str] | None = None) -> list[Claim]:
        """Claims of ``paper`` whose id equals, starts with (``ID.``) or globs ``claim`` (one
        pattern, or several: a claim matching any of them), plus the claims correcting them
        (so the errata show corrected forms).  A pattern matching no claim is an error."""
        out = [c for c in self.claims.values() if paper is None or c.paper == paper]
        if paper is not None and not out:
            raise ValueError(f"no claims for paper {paper!r} (papers: {', '.join(self.papers) or 'none'})")
        if claim is not None:
            ids: set[str] = set()
            for pattern in ([claim] if isinstance(claim, str) else claim):
                hit = {c.id for c in out if c.id == pattern or c.id.startswith(pattern + ".")
                       or fnmatch.fnmatchcase(c.id, pattern)}
                if not hit:
                    raise ValueError(f"no claim matches {pattern!r}")
                ids |= hit
            out = [c for c in out if c.id in ids or c.corrects in ids]
        return out


def load(proofs_dir: Path, paper: str | None = None) -> Registry:
    """Load the claims files and packages (only ``<paper>.py`` or ``<paper>/`` when it exists)."""
    files = claim_files(proofs_dir)
    if paper is not None:
        own = [f for f in files if f.name in (f"{paper}.py", paper)]
        files = own or files
    reg = Registry(Path(proofs_dir))
    for f in files:
        cs = load_file(f)
        reg.papers.append(cs.paper)
        for c in cs:
            if c.id in reg.claims:
                first = reg.claims[c.id].declared_at or reg.paths[c.id].name
                raise ClaimError(f"{c.declared_at or f.name}: claim {c.id} already declared "
                                 f"in {first}")
            reg.claims[c.id] = c
            reg.paths[c.id] = f.resolve()
        for name, t in cs.tables.items():
            if name in reg.tables:
                raise ClaimError(f"{f.name}: table {name} declared twice")
            reg.tables[name] = t
    return reg
