"""The results store: one SQLite row per (claim, instance, checker version).

What it guarantees (README, "Reliability"):

* Each instance result is committed in its own transaction as soon as it
  arrives (WAL journal), so a run killed with SIGKILL, or a crash of the
  machine, loses at most the instances being computed and never leaves a
  half-written row; the next run recomputes none of the stored ones.
* Each row carries a SHA-256 checksum of its payload; a row whose checksum
  does not match is deleted and recomputed, never reported.
* On open, SQLite's ``quick_check`` runs; a damaged store (damaged pages, a
  file cut short, a file that is no database) is moved aside to
  ``PATH.damaged-<UTC time>``, one line on stderr says so, and the run goes
  on with a fresh store.  Damage met later in a run is handled the same way.
* A store written before checksums existed is migrated on open (its rows
  get their checksums).

Only decided instances (``pass``/``fail``) are stored; a check that raised,
or an instance left undecided (timeout, memory, lost worker), is recomputed
next time.

Besides the instance results, ``latticegraph verify`` keeps what its run
decided, so that a report right after it reads instead of recomputing: each
claim's result (outcome, evidence, counterexample) and each reproduced
table's cells, in the ``snapshots`` table (:meth:`Store.put_snapshots`,
:meth:`Store.snapshots`).  A snapshot carries the fingerprint of the code that
made it (the claims files and the library); a reader uses it only when the
fingerprint is its own, and a snapshot whose checksum fails is ignored (it is
rebuilt from the instance results).  The default location is ``.latticegraph/results.sqlite`` in the
current directory.  :func:`inspect`, :func:`vacuum` and :func:`export_rows`
serve ``latticegraph store check|vacuum|export``.

>>> import tempfile, os
>>> with Store(os.path.join(tempfile.mkdtemp(), "r.sqlite")) as st:
...     _ = st.put("toy.x", '{"a":1}', "1:abc", {"status": "pass", "printed": "2",
...            "computed": "2", "error": None, "seconds": 0.0})
...     st.get("toy.x", "1:abc")['{"a":1}']["status"]
'pass'
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

__all__ = ["Store", "DEFAULT_STORE", "checksum", "inspect", "vacuum", "export_rows"]

DEFAULT_STORE = Path(".latticegraph") / "results.sqlite"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS results (
    claim    TEXT NOT NULL,
    instance TEXT NOT NULL,
    version  TEXT NOT NULL,
    status   TEXT NOT NULL CHECK (status IN ('pass', 'fail')),
    printed  TEXT,
    computed TEXT,
    seconds  REAL,
    recorded TEXT NOT NULL,
    checksum TEXT,
    PRIMARY KEY (claim, instance, version)
)
"""
_SNAPSHOTS = """
CREATE TABLE IF NOT EXISTS snapshots (
    kind        TEXT NOT NULL,
    name        TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    payload     TEXT NOT NULL,
    recorded    TEXT NOT NULL,
    checksum    TEXT NOT NULL,
    PRIMARY KEY (kind, name)
)
"""
_COLUMNS = ("claim", "instance", "version", "status", "printed", "computed", "seconds",
            "recorded")
#: derivations of lattice families (``latticegraph derive``), shared by the parametric claims
_DERIVATIONS = """
CREATE TABLE IF NOT EXISTS derivations (
    spec     TEXT NOT NULL,
    version  TEXT NOT NULL,
    record   TEXT NOT NULL,
    seconds  REAL,
    recorded TEXT NOT NULL,
    checksum TEXT NOT NULL,
    PRIMARY KEY (spec, version)
)
"""
#: SQLite primary result codes of a damaged file: SQLITE_CORRUPT, SQLITE_NOTADB
_DAMAGE_CODES = (11, 26)


def checksum(row) -> str:
    """SHA-256 of a row's payload (the values of ``_COLUMNS``, in order).

    >>> checksum(("c", "{}", "1:x", "pass", "1", "1", 0.5, "t"))[:12]
    '53a69df567c7'
    """
    return hashlib.sha256(json.dumps(list(row)).encode()).hexdigest()


def _warn(message: str) -> None:
    print(f"latticegraph: warning: {message}", file=sys.stderr)


def _damaged(exc: BaseException) -> bool:
    """Whether an SQLite error means a damaged file (not a lock or a missing directory)."""
    if isinstance(exc, _Damage):
        return True
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in _DAMAGE_CODES
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


class _Damage(sqlite3.DatabaseError):
    """``quick_check`` reported problems."""


class Store:
    """SQLite results store (module docstring).

    Parameters
    ----------
    path : path-like
        The store's file (created with its directory when missing).
    warn : callable
        Receives the one-line notices: a damaged store moved aside, rows
        dropped for a checksum mismatch (default: printed on stderr).
    """

    def __init__(self, path: str | os.PathLike = DEFAULT_STORE,
                 warn: Callable[[str], None] = _warn):
        self.path = Path(path)
        self.warn = warn
        self.moved_to: Path | None = None     # where a damaged store went
        self.dropped = 0                      # rows dropped for a checksum mismatch
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ValueError(f"cannot open results store {str(self.path)!r}: {exc}") from None
        self._open()

    # -- opening, checking, recovering -------------------------------------------
    def _open(self) -> None:
        try:
            self.conn = self._connect()
            return
        except sqlite3.DatabaseError as exc:
            if not _damaged(exc):
                raise ValueError(f"cannot open results store {str(self.path)!r}: {exc}") from None
            self._recover(exc)

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=60)
        try:
            conn.execute("PRAGMA journal_mode=WAL")      # readers never block the writer
            conn.execute("PRAGMA synchronous=NORMAL")    # durable across process kills
            problems = [r for (r,) in conn.execute("PRAGMA quick_check(5)") if r != "ok"]
            if problems:
                raise _Damage(" ".join("; ".join(problems).split())[:200])   # one line
            conn.execute(_SCHEMA)
            conn.execute(_DERIVATIONS)
            conn.execute(_SNAPSHOTS)
            _migrate(conn)
            conn.commit()
        except BaseException:
            conn.close()
            raise
        return conn

    def _recover(self, exc: BaseException) -> None:
        """Move a damaged store aside, tell the user in one line, start a fresh one."""
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        dest = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        try:
            self.path.replace(dest)
            for suffix in ("-wal", "-shm"):
                side = Path(f"{self.path}{suffix}")
                if side.exists():
                    side.replace(Path(f"{dest}{suffix}"))
        except OSError as err:
            raise ValueError(f"results store {str(self.path)!r} is damaged ({exc}) and cannot "
                             f"be moved aside: {err}") from None
        self.moved_to = dest
        self.warn(f"results store {self.path} is damaged ({exc}); moved it to {dest}; "
                  "its results will be recomputed")
        try:
            self.conn = self._connect()
        except sqlite3.Error as err:
            raise ValueError(f"cannot open results store {str(self.path)!r}: {err}") from None

    def _guarded(self, operation: Callable):
        """Run ``operation()``; on damage met mid-run, recover and run it once more."""
        try:
            return operation()
        except sqlite3.DatabaseError as exc:
            if not _damaged(exc):
                raise
            self.conn.close()
            self._recover(exc)
            return operation()

    # -- rows ---------------------------------------------------------------------
    def get(self, claim: str, version: str) -> dict[str, dict]:
        """Stored results of one claim version, keyed by instance key; rows whose
        checksum does not match are deleted (and so recomputed), never returned."""
        rows = self._guarded(lambda: self.conn.execute(
            f"SELECT {', '.join(_COLUMNS)}, checksum FROM results "
            "WHERE claim = ? AND version = ?", (claim, version)).fetchall())
        out, bad = {}, []
        for *payload, digest in rows:
            if digest != checksum(payload):
                bad.append(payload[1])
                continue
            _, inst, _, st, p, c, s, _ = payload
            out[inst] = {"status": st, "printed": p, "computed": c, "error": None, "seconds": s}
        if bad:
            self._drop(claim, version, bad)
        return out

    def _drop(self, claim: str, version: str, instances: list[str]) -> None:
        def delete():
            with self.conn:
                self.conn.executemany(
                    "DELETE FROM results WHERE claim = ? AND instance = ? AND version = ?",
                    [(claim, i, version) for i in instances])
        self._guarded(delete)
        self.dropped += len(instances)
        self.warn(f"{len(instances)} stored result(s) of {claim} failed their checksum in "
                  f"{self.path}; recomputing them")

    def put(self, claim: str, instance: str, version: str, result: dict) -> bool:
        """Store one decided instance in its own transaction; anything else (an error,
        an undecided instance) is not stored (returns False)."""
        if result["status"] not in ("pass", "fail"):
            return False
        row = (claim, instance, version, result["status"], result["printed"],
               result["computed"], result.get("seconds"),
               time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))

        def insert():
            with self.conn:
                self.conn.execute("INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, "
                                  "?, ?)", (*row, checksum(row)))
        self._guarded(insert)
        return True

    def get_derivation(self, spec: str, version: str) -> str | None:
        """The stored derivation of the family ``spec`` (the JSON text of
        :meth:`latticegraph.derive.Derivation.stored`) for this library ``version``, or
        ``None``; a row whose checksum fails is deleted (derived again), never returned."""
        row = self._guarded(lambda: self.conn.execute(
            "SELECT record, seconds, recorded, checksum FROM derivations WHERE spec = ? AND "
            "version = ?", (spec, version)).fetchone())
        if row is None:
            return None
        record, seconds, recorded, digest = row
        if digest != checksum((spec, version, record, seconds, recorded)):
            def delete():
                with self.conn:
                    self.conn.execute("DELETE FROM derivations WHERE spec = ? AND version = ?",
                                      (spec, version))
            self._guarded(delete)
            self.dropped += 1
            self.warn(f"the stored derivation of {spec} failed its checksum in {self.path}; "
                      "deriving it again")
            return None
        return record

    def put_derivation(self, spec: str, version: str, record: str, seconds: float) -> None:
        """Store one derivation (JSON text) in its own transaction."""
        row = (spec, version, record, seconds, time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))

        def insert():
            with self.conn:
                self.conn.execute("INSERT OR REPLACE INTO derivations VALUES (?, ?, ?, ?, ?, ?)",
                                  (*row, checksum(row)))
        self._guarded(insert)

    def put_snapshots(self, kind: str, items) -> None:
        """Replace the snapshots ``(name, fingerprint, payload)`` of ``kind``
        (``"claim"``: a decided claim, ``"table"``: a reproduced table's cells; the
        payload is JSON-able) in one transaction."""
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        rows = []
        for name, fingerprint, payload in items:
            row = (kind, name, fingerprint, json.dumps(payload, ensure_ascii=False), stamp)
            rows.append((*row, checksum(row)))

        def insert():
            with self.conn:
                self.conn.executemany("INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?, ?, ?, ?)",
                                      rows)
        if rows:
            self._guarded(insert)

    def snapshots(self, kind: str) -> dict[str, tuple[str, object, str]]:
        """The snapshots of ``kind``: ``{name: (fingerprint, payload, recorded)}``; a row
        whose checksum fails is left out (and rebuilt by the next run)."""
        rows = self._guarded(lambda: self.conn.execute(
            "SELECT kind, name, fingerprint, payload, recorded, checksum FROM snapshots "
            "WHERE kind = ?", (kind,)).fetchall())
        return {name: (fp, json.loads(payload), stamp)
                for k, name, fp, payload, stamp, digest in rows
                if digest == checksum((k, name, fp, payload, stamp))}

    def count(self) -> int:
        """Number of stored rows."""
        return self._guarded(lambda: self.conn.execute("SELECT count(*) FROM results").fetchone()[0])

    def close(self) -> None:
        self.conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _migrate(conn: sqlite3.Connection) -> None:
    """Add the checksum column to a store written before it existed and fill it."""
    columns = {name for _, name, *_ in conn.execute("PRAGMA table_info(results)")}
    if "checksum" in columns:
        return
    conn.execute("ALTER TABLE results ADD COLUMN checksum TEXT")
    rows = conn.execute(f"SELECT rowid, {', '.join(_COLUMNS)} FROM results").fetchall()
    conn.executemany("UPDATE results SET checksum = ? WHERE rowid = ?",
                     [(checksum(r[1:]), r[0]) for r in rows])


# ---------------------------------------------------------------------------
# latticegraph store check | vacuum | export
# ---------------------------------------------------------------------------
def _read_only(path: str | os.PathLike) -> sqlite3.Connection:
    if not Path(path).is_file():
        raise ValueError(f"no results store at {str(path)!r}")
    return sqlite3.connect(f"file:{Path(path).resolve()}?mode=ro", uri=True, timeout=60)


def _rows(conn: sqlite3.Connection) -> Iterator[tuple]:
    columns = {name for _, name, *_ in conn.execute("PRAGMA table_info(results)")}
    digest = "checksum" if "checksum" in columns else "NULL"
    yield from conn.execute(f"SELECT {', '.join(_COLUMNS)}, {digest} FROM results "
                            "ORDER BY claim, version, instance")


def inspect(path: str | os.PathLike) -> dict:
    """Read-only health report of a store: ``{"path", "integrity"`` (``"ok"`` or
    SQLite's findings), ``"rows", "claims", "bad_checksums", "unchecked"`` (rows
    of a store not yet migrated), ``"ok"}``; a damaged file is reported, not moved."""
    report = {"path": str(path), "integrity": "ok", "rows": 0, "claims": 0,
              "bad_checksums": 0, "unchecked": 0}
    try:
        conn = _read_only(path)
        try:
            problems = [r for (r,) in conn.execute("PRAGMA integrity_check(20)") if r != "ok"]
            if problems:
                report["integrity"] = "; ".join(problems)
            claims = set()
            for *payload, digest in _rows(conn):
                report["rows"] += 1
                claims.add(payload[0])
                if digest is None:
                    report["unchecked"] += 1
                elif digest != checksum(payload):
                    report["bad_checksums"] += 1
            report["claims"] = len(claims)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        if not _damaged(exc):
            raise ValueError(f"cannot read results store {str(path)!r}: {exc}") from None
        report["integrity"] = str(exc)
    report["ok"] = report["integrity"] == "ok" and not report["bad_checksums"]
    return report


def vacuum(path: str | os.PathLike, warn: Callable[[str], None] = _warn) -> dict:
    """Drop rows whose checksum fails, then rebuild the file compactly (SQLite
    ``VACUUM``); a damaged store is moved aside first (as a run would).
    Returns ``{"path", "dropped", "rows", "bytes_before", "bytes_after"}``."""
    if not Path(path).is_file():
        raise ValueError(f"no results store at {str(path)!r}")
    before = _size(path)
    with Store(path, warn=warn) as st:
        bad = [(c, i, v) for c, i, v, *rest in _rows(st.conn)
               if rest[-1] != checksum((c, i, v, *rest[:-1]))]
        with st.conn:
            st.conn.executemany("DELETE FROM results WHERE claim = ? AND instance = ? AND "
                                "version = ?", bad)
        st.conn.execute("VACUUM")
        st.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        rows = st.count()
    return {"path": str(path), "dropped": len(bad), "rows": rows, "bytes_before": before,
            "bytes_after": _size(path)}


def _size(path) -> int:
    return sum(Path(f"{path}{s}").stat().st_size for s in ("", "-wal")
               if Path(f"{path}{s}").exists())


def export_rows(path: str | os.PathLike) -> Iterator[dict]:
    """Every stored row as a dict (columns plus ``checksum_ok``), read-only."""
    try:
        conn = _read_only(path)
        try:
            for *payload, digest in _rows(conn):
                rec = dict(zip(_COLUMNS, payload))
                rec["checksum_ok"] = None if digest is None else digest == checksum(payload)
                yield rec
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise ValueError(f"cannot read results store {str(path)!r}: {exc} "
                         "(latticegraph store check tells more)") from None
