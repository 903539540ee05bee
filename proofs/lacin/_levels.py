"""Per-switch counts of a CIN and of its LACIN layout (paper ``lacin``, Sections 1, 2, 4),
read from the definitions, and the same counts read from the built instances.

A model is a list of blocks ``(name, count, lo, hi)`` (:mod:`latticegraph.claims.levels`):
summed with sympy it proves a printed count for every N; listed for one N it is compared
with :func:`built_levels` of the built Swap, Circle or XOR instance.

- Section 1: switch S = 0..N-1 is linked to every other switch, the N - 1 - S links to the
  switches after it counted at S; it has N edge ports (end-points).
- Section 4 (LACIN, an isoport instance: straight wires): switch S at height S, so the wire
  S -- T (S < T) has length T - S; the wires of length d are S -- S + d, S = 0..N-1-d.
"""

from __future__ import annotations

import numpy as np

from latticegraph.claims.levels import count_sum
from latticegraph.topologies.cin import CIN, wires


def cin_levels(N) -> dict:
    """Per-switch counts of a CIN of N switches (Section 1) and of its LACIN (Section 4)."""
    return {"switches": [("switch", lambda S: 1, 0, N - 1)],
            "endpoints": [("switch", lambda S: N, 0, N - 1)],
            "links": [("switch", lambda S: N - 1 - S, 0, N - 1)],
            "wire_length": [("switch", lambda S: count_sum(lambda T: T - S, S + 1, N - 1),
                             0, N - 1)]}


def wires_of_length(N, d) -> list:
    """The LACIN wires of vertical length d: one per start S = 0..N-1-d (Section 4)."""
    return [("start", lambda S: 1, 0, N - 1 - d)]


def built_levels(c: CIN, N: int) -> dict:
    """The same per-switch counts on the built instance ``c`` (N edge ports per switch, the
    premise of a well-dimensioned CIN): links to later switches and the vertical length of
    the wires to later switches, from its port pairing."""
    w = wires(c)
    return {"switches": [1] * c.order,
            "endpoints": [N] * c.order,
            "links": np.bincount(w[:, 0], minlength=c.order).tolist(),
            "wire_length": np.bincount(w[:, 0], weights=w[:, 2] - w[:, 0],
                                       minlength=c.order).astype(int).tolist()}
