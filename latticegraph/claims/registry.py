"""Finding and loading the claims files ``proofs/<paper>.py``.

The proofs directory is ``--proofs DIR`` when given, else ``./proofs`` in the
current directory, else the ``proofs/`` folder of the repository the package
was installed from (an editable install).  Every ``*.py`` file there except
``conftest.py`` and names starting with ``_`` is a claims file defining
``claims = ClaimSet("<paper>")``.

>>> find_proofs_dir(None).name               # the repository's own claims
'proofs'
"""
from __future__ import annotations

import fnmatch
import importlib.util
import os
import sys
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from .model import Claim, ClaimError, ClaimSet, Table

__all__ = ["find_proofs_dir", "claim_files", "load_file", "load", "Registry"]

_PACKAGE_ROOT = Path(__file__).resolve().parents[2]
_CACHE: dict[Path, tuple[int, ClaimSet]] = {}


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


def claim_files(proofs_dir: Path) -> list[Path]:
    """The claims files of a proofs directory, sorted by name."""
    return sorted(p for p in Path(proofs_dir).glob("*.py")
                  if p.name != "conftest.py" and not p.name.startswith("_"))


def _where(path: Path, exc: BaseException) -> str:
    """``file.py:line`` of the line of ``path`` where ``exc`` was raised (or the file)."""
    if isinstance(exc, SyntaxError) and exc.lineno:
        return f"{path.name}:{exc.lineno}"
    lines = [f.lineno for f in traceback.extract_tb(exc.__traceback__)
             if Path(f.filename).resolve() == path]
    return f"{path.name}:{lines[-1]}" if lines else path.name


def load_file(path: str | os.PathLike) -> ClaimSet:
    """Import one claims file (cached per process) and return its ``claims``."""
    path = Path(path).resolve()
    mtime = path.stat().st_mtime_ns
    hit = _CACHE.get(path)
    if hit is not None and hit[0] == mtime:
        return hit[1]
    name = f"_latticegraph_proofs.{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except ClaimError:
        del sys.modules[name]
        raise
    except Exception as exc:
        del sys.modules[name]
        raise ClaimError(f"{_where(path, exc)}: cannot load claims file: "
                         f"{type(exc).__name__}: {exc}") from exc
    cs = getattr(module, "claims", None)
    if not isinstance(cs, ClaimSet):
        raise ClaimError(f"{path.name}: defines no `claims = ClaimSet(...)`")
    cs.validate()
    _CACHE[path] = (mtime, cs)
    return cs


@dataclass
class Registry:
    """The loaded claims, in file then declaration order."""

    proofs_dir: Path
    claims: dict[str, Claim] = field(default_factory=dict)
    paths: dict[str, Path] = field(default_factory=dict)     # claim id -> claims file
    tables: dict[str, Table] = field(default_factory=dict)
    papers: list[str] = field(default_factory=list)

    def select(self, paper: str | None = None, claim: str | None = None) -> list[Claim]:
        """Claims of ``paper`` whose id equals, starts with (``ID.``) or globs ``claim``,
        plus the claims correcting them (so the errata show corrected forms)."""
        out = [c for c in self.claims.values() if paper is None or c.paper == paper]
        if paper is not None and not out:
            raise ValueError(f"no claims for paper {paper!r} (papers: {', '.join(self.papers) or 'none'})")
        if claim is not None:
            ids = {c.id for c in out if c.id == claim or c.id.startswith(claim + ".")
                   or fnmatch.fnmatchcase(c.id, claim)}
            if not ids:
                raise ValueError(f"no claim matches {claim!r}")
            out = [c for c in out if c.id in ids or c.corrects in ids]
        return out


def load(proofs_dir: Path, paper: str | None = None) -> Registry:
    """Load the claims files (only ``<paper>.py`` when that file exists)."""
    files = claim_files(proofs_dir)
    if paper is not None and (Path(proofs_dir) / f"{paper}.py") in files:
        files = [Path(proofs_dir) / f"{paper}.py"]
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
