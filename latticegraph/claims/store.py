"""The results store: one SQLite row per (claim, instance, checker version).

Each instance result is committed as soon as it arrives, so a run killed
with SIGKILL loses at most the instances being computed at that moment, and
the next run recomputes none of the stored ones.  Only decided instances
(``pass``/``fail``) are stored; a check that raised is recomputed next time.
The default location is ``.latticegraph/results.sqlite`` in the current
directory.

>>> import tempfile, os
>>> with Store(os.path.join(tempfile.mkdtemp(), "r.sqlite")) as st:
...     _ = st.put("toy.x", '{"a":1}', "1:abc", {"status": "pass", "printed": "2",
...            "computed": "2", "error": None, "seconds": 0.0})
...     st.get("toy.x", "1:abc")['{"a":1}']["status"]
'pass'
"""
from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

__all__ = ["Store", "DEFAULT_STORE"]

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
    PRIMARY KEY (claim, instance, version)
)
"""


class Store:
    """SQLite results store (module docstring)."""

    def __init__(self, path: str | os.PathLike = DEFAULT_STORE):
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(self.path, timeout=60)
            self.conn.execute("PRAGMA journal_mode=WAL")      # readers never block the writer
            self.conn.execute("PRAGMA synchronous=NORMAL")    # durable across process kills
            self.conn.execute(_SCHEMA)
            self.conn.commit()
        except (OSError, sqlite3.Error) as exc:
            raise ValueError(f"cannot open results store {str(self.path)!r}: {exc}") from None

    def get(self, claim: str, version: str) -> dict[str, dict]:
        """Stored results of one claim version, keyed by instance key."""
        rows = self.conn.execute(
            "SELECT instance, status, printed, computed, seconds FROM results "
            "WHERE claim = ? AND version = ?", (claim, version))
        return {inst: {"status": st, "printed": p, "computed": c, "error": None, "seconds": s}
                for inst, st, p, c, s in rows}

    def put(self, claim: str, instance: str, version: str, result: dict) -> bool:
        """Store one decided instance and commit; errors are not stored (returns False)."""
        if result["status"] not in ("pass", "fail"):
            return False
        with self.conn:
            self.conn.execute(
                "INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (claim, instance, version, result["status"], result["printed"],
                 result["computed"], result.get("seconds"),
                 time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())))
        return True

    def count(self) -> int:
        """Number of stored rows."""
        return self.conn.execute("SELECT count(*) FROM results").fetchone()[0]

    def close(self) -> None:
        self.conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
