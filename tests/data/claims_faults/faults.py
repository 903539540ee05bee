"""Claims that misbehave on request, for the reliability tests (paper ``faults``).

The environment variable ``FAULTS`` lists what goes wrong: ``hang`` (the
instance k = 3 sleeps for an hour), ``crash`` (the instance k = 2 kills its
own process with SIGKILL).  Without it every instance is quick and holds.
``Q_k`` for k >= 12 needs more than 1 MiB to build, so ``--memory-limit 1M``
leaves those instances undecided.
"""
import os
import signal
import time

from latticegraph.claims.model import ClaimSet
from latticegraph.topologies.hypercube import hypercube

claims = ClaimSet("faults")


@claims.instances("faults.cube", where="p. 1", statement="Q_k has k 2^(k-1) edges",
                  params={"k": range(1, 15)}, size=lambda k: 2**k)
def _(k):
    faults = os.environ.get("FAULTS", "")
    if "hang" in faults and k == 3:
        time.sleep(3600)
    if "crash" in faults and k == 2:
        os.kill(os.getpid(), signal.SIGKILL)
    return k * 2 ** (k - 1), hypercube(k).size
