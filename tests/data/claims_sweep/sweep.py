"""A slow sweep for the store (kill/resume) and Dask tests (paper ``sweep``).

Each check appends ``"<n> <pid>"`` to the file named by ``SWEEP_LOG`` (when
set), so a test can count computations and see which process ran them, and
sleeps ``SWEEP_DELAY`` seconds.  The claim fails at n = 13 only.
"""
import os
import time

from latticegraph.claims.model import ClaimSet

claims = ClaimSet("sweep")


@claims.instances("sweep.odd", where="p. 1",
                  statement="n^2 is the sum of the first n odd numbers, except n = 13",
                  params={"n": range(1, 41)}, size=lambda n: n, expect="refuted",
                  erratum="substantive", witness={"n": 13},
                  notes="planted failure at n = 13: printed 169, computed 170")
def _(n):
    log = os.environ.get("SWEEP_LOG")
    if log:
        with open(log, "a") as f:
            f.write(f"{n} {os.getpid()}\n")
    time.sleep(float(os.environ.get("SWEEP_DELAY", "0")))
    return n * n, sum(range(1, 2 * n, 2)) + (n == 13)
