"""Per-level counts of the networks of paper ``kantc`` (Sections II-A, II-B, III-A, III-B),
read from their definitions, and the same counts read from the built graphs.

A model is a list of blocks ``(name, count, lo, hi)`` (:mod:`latticegraph.claims.levels`):
summed with sympy it proves the printed node, switch and link counts for every (k, n);
listed for one (k, n) it is compared with :func:`built_levels` of the built graph.

- HC(k), the k-cube (Section II-A): the vertices of weight w (C(k, w) of them, w = 0..k);
  each dimension d = 1..k has 2^(k-1) links.
- KANT, the k-ary n-tree (Section II-B): levels L = 0..n-1 of k^(n-1) switches; the k^(n-1)
  level-0 switches have k compute nodes each; between levels L and L+1 (L = 0..n-2) every
  level-L switch has k links up: k^n links per layer.
- MiKANT (Section II-B): two groups of the levels 0..n-2: 2n - 2 stages of k^(n-1) switches;
  2(n - 2) layers inside the groups and one between the groups' level n-2, each of k^n links;
  2k^(n-1) level-0 switches of k compute nodes each.
- KANTC (Section III-A): the tree levels 1..n-1 of k^(n-1) switches; level 0 replaced by
  k^(n-2) k-cubes of 2^k switches, each with k 2^(k-1) cube links and 2^k - k hosts of k
  compute nodes; n - 1 layers of k^n links outside the cubes (the intermediate switches being
  level 0).
- MiKANTC (Section III-B): the same on the two groups: 2n - 4 stages of k^(n-1) switches,
  2k^(n-2) cubes, 2n - 3 layers of k^n links.
"""

from __future__ import annotations

import math
from collections import Counter

import numpy as np
import sympy

from latticegraph.claims.levels import level_counts, level_sum
from latticegraph.topologies.hypercube import Hypercube

from . import claims
from ._common import _block, _g, _k, _n


def _binomial(k, w):
    return math.comb(k, w) if isinstance(k, int) else sympy.binomial(k, w)


def _hc(k, n=None):
    vertices = [("weight", lambda w: _binomial(k, w), 0, k)]
    return {"nodes": vertices, "switches": vertices,
            "links": [("dimension", lambda d: 2 ** (k - 1), 1, k)]}


def _kant(k, n):
    return {"nodes": [("switch", lambda s: k, 1, k ** (n - 1))],
            "switches": [("level", lambda L: k ** (n - 1), 0, n - 1)],
            "links": [("layer", lambda L: k ** n, 0, n - 2),
                      ("nodes", lambda s: k, 1, k ** (n - 1))]}


def _mikant(k, n):
    return {"nodes": [("switch", lambda s: k, 1, 2 * k ** (n - 1))],
            "switches": [("level", lambda s: k ** (n - 1), 1, 2 * n - 2)],
            "links": [("layer", lambda L: k ** n, 1, 2 * n - 3),
                      ("nodes", lambda s: k, 1, 2 * k ** (n - 1))]}


def _cubed(k, n, groups):
    cubes = groups * k ** (n - 2)
    return {"nodes": [("cube", lambda c: (2 ** k - k) * k, 1, cubes)],
            "switches": [("level", lambda L: k ** (n - 1), 1, groups * (n - 2) + 2 - groups),
                         ("cube", lambda c: 2 ** k, 1, cubes)],
            "links": [("layer", lambda L: k ** n, 1, groups * (n - 1) + 1 - groups),
                      ("cube", lambda c: k * 2 ** (k - 1), 1, cubes),
                      ("nodes", lambda c: (2 ** k - k) * k, 1, cubes)]}


#: family -> model(k, n) -> {"nodes" | "switches" | "links": blocks}
MODELS = {"HC": _hc, "KANT": _kant, "MiKANT": _mikant,
          "KANTC": lambda k, n: _cubed(k, n, 1), "MiKANTC": lambda k, n: _cubed(k, n, 2)}


def _hc_built(k: int) -> dict:
    q = Hypercube(k)
    weight = Counter(bin(v).count("1") for v in range(q.order))
    e = np.asarray(q._edges)
    dims = Counter(int(x).bit_length() for x in (e[:, 0] ^ e[:, 1]).tolist())
    vertices = {"weight": [weight[w] for w in range(k + 1)]}
    return {"nodes": vertices, "switches": vertices,
            "links": {"dimension": [dims[d] for d in range(1, k + 1)]}}


def built_levels(family: str, k: int, n: int | None = None) -> dict:
    """The per-level counts of the built graph, keyed like :data:`MODELS`: switches per layer
    (the (group, level) classes of the labels above the cubes, in label order) and per cube
    (components of the cube links: blocks of 2^k consecutive cube switches); compute nodes per
    level-0 switch (trees) or per cube; links per layer (keyed by the layers of their two
    ends), per cube, and to compute nodes (per level-0 switch or per cube)."""
    if family == "HC":
        return _hc_built(k)
    g = _g(family, k, n)
    top = g.cube_off if g.cubes else g.num_switches
    key = [g.label(v)[: 2 if g.mirrored else 1] for v in range(g.num_switches)]
    layers = Counter(key[:top])
    e = np.asarray(g._edges)
    node = e[:, 1] >= g.node_off                  # edges are (u < v), nodes are numbered last
    host = e[node, 0]
    if g.cubes:
        unit = _block(g, host)
        units = g.num_switches - g.cube_off
        unit_count = np.bincount(unit, minlength=units // g.Q)
        b = _block(g, e)
        in_cube = (b[:, 0] == b[:, 1]) & (b[:, 0] >= 0)
        cube_links = np.bincount(b[in_cube, 0], minlength=units // g.Q)
        inner = ~node & ~in_cube
        pairs = Counter(tuple(sorted((key[u], key[v]))) for u, v in e[inner].tolist())
        return {"nodes": {"cube": unit_count.tolist()},
                "switches": {"level": [layers[x] for x in sorted(layers)],
                             "cube": np.bincount(_block(g, np.arange(g.cube_off, g.node_off)))
                             .tolist()},
                "links": {"layer": [pairs[x] for x in sorted(pairs)],
                          "cube": cube_links.tolist(), "nodes": unit_count.tolist()}}
    level0 = [v for v in range(top) if key[v][-1] == 0]
    per_switch = np.bincount(host, minlength=top)[level0].tolist()
    pairs = Counter(tuple(sorted((key[u], key[v]))) for u, v in e[~node].tolist())
    return {"nodes": {"switch": per_switch},
            "switches": {"level": [layers[x] for x in sorted(layers)]},
            "links": {"layer": [pairs[x] for x in sorted(pairs)], "nodes": per_switch}}


def level_claims(family: str, name: str, premises: tuple, params, size) -> str:
    """Register ``kantc.levels.<family>``: the built graphs have the per-level node, switch
    and link counts of ``_levels.MODELS[family]`` (the counts the symbolic proofs sum)."""
    id_ = f"kantc.levels.{family.lower()}"
    claims.instances(
        id_, where="Sections II-A, II-B, III-A, III-B (definitions)",
        statement=f"{name} has, level by level, the compute nodes, switches and links of its "
                  "definition [per-level counts of the built graphs]",
        params=params, size=size, premises=premises,
        notes="The per-level counts (proofs/kantc/_levels.py: layers, cubes, dimensions) that "
              "the closed forms of Table I and Theorems 2-4, 7-9 are proved from, against the "
              "same counts read from the built graph (labels, cube components, edge ends).")(
        lambda **p: ({w: level_counts(b) for w, b in MODELS[family](*p.values()).items()},
                     built_levels(family, *p.values())))
    return id_


def counted(id_: str, where: str, statement: str, family: str, row: str, closed, levels_id: str,
            built_id: str, premises: tuple, notes: str = "", **fields) -> None:
    """Register the printed count ``closed(k, n)`` of ``family`` as proved for every (k, n):
    the sum (sympy) of the per-level counts of ``_levels.MODELS[family]``."""
    claims.symbolic(
        id_, where=where, statement=statement, premises=premises, **fields,
        notes=(notes + " " if notes else "") + "Proved for every (k, n): the printed closed form "
              f"equals the sympy sum of the per-level {row} of the definition "
              f"(proofs/kantc/_levels.py). The built graphs agree with those per-level counts "
              f"({levels_id}) and with the closed form ({built_id}).")(
        lambda: (closed(_k, _n), level_sum(MODELS[family](_k, _n)[row])))

