"""Tests of latticegraph.optimal: brute force, bounds, published values, bad input, JSON."""
from __future__ import annotations

import json
from fractions import Fraction

import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse.csgraph import shortest_path

from latticegraph import cli
from latticegraph.optimal import (ball_bounds, ball_size, ball_counts, census, hermite_form_count,
                                  hermite_stack, optimal, sign_canonical, sphere_size)
from latticegraph.symmetry import batch_adjugate, hermite_matrices


# ---------------------------------------------------------------------------
# Brute-force oracle, written from the definition: every Hermite form, no
# pruning, no symmetry, no HNF labelling.  A vertex of G(H) is a class of
# Z^n modulo L = H Z^n; its canonical representative here is the point of the
# fundamental parallelepiped, p - H floor(H^{-1} p) (exact: adj(H) p // det).
# All forms of one order go into one block-diagonal graph plus a super-source
# joined to every block's 0, and a single BFS (scipy, C) gives every distance.
# ---------------------------------------------------------------------------
def _brute_force(n: int, N: int):
    """``[(H, distribution)]`` for every Hermite form of determinant ``N``."""
    forms = np.array(list(hermite_matrices(n, N)), np.int64)
    B = len(forms)
    adj, det = batch_adjugate(forms)
    adj = np.asarray(adj, np.int64)
    det = np.asarray(det, np.int64)
    # the N vertices: parallelepiped representatives of the box 0 <= x_i < H_ii
    boxes = []
    for H in forms:
        grids = np.meshgrid(*[np.arange(H[i, i]) for i in range(n)], indexing="ij")
        boxes.append(np.stack([g.ravel() for g in grids], 1))
    X = np.stack(boxes)                                          # (B, N, n)

    def rep(P):                                                  # (B, N, n) -> canonical codes
        q = np.floor_divide(np.einsum("bij,bkj->bki", adj, P), det[:, None, None])
        R = P - np.einsum("bij,bkj->bki", forms, q)
        span = 2 * N + 1
        code = np.zeros(R.shape[:2], np.int64)
        for i in range(n):
            code = code * span + (R[..., i] + N)
        return code

    base = rep(X)
    # index of each canonical code within its block
    order = np.argsort(base, axis=1)
    sorted_codes = np.take_along_axis(base, order, 1)
    assert (np.diff(sorted_codes, axis=1) > 0).all()             # N distinct vertices

    def lookup(codes):                                           # codes -> vertex index
        pos = np.array([np.searchsorted(sorted_codes[b], codes[b]) for b in range(B)])
        assert (np.take_along_axis(sorted_codes, pos, 1) == codes).all()
        return np.take_along_axis(order, pos, 1)

    rows, cols = [], []
    for i in range(n):
        for s in (1, -1):
            nb = rep(X + s * np.eye(n, dtype=np.int64)[i])
            tgt = lookup(nb)
            rows.append((np.arange(B)[:, None] * N + np.arange(N)[None, :]).ravel())
            cols.append((np.arange(B)[:, None] * N + tgt).ravel())
    zero = lookup(rep(np.zeros_like(X[:, :1])))
    S = B * N
    rows += [np.full(B, S), np.arange(B) * N + zero[:, 0]]
    cols += [np.arange(B) * N + zero[:, 0], np.full(B, S)]
    r, c = np.concatenate(rows), np.concatenate(cols)
    G = sp.csr_array((np.ones(len(r)), (r, c)), shape=(S + 1, S + 1))
    d = shortest_path(G, unweighted=True, indices=S)[:S].reshape(B, N).astype(np.int64) - 1
    return [(tuple(map(tuple, H.tolist())), np.bincount(d[b]).tolist()) for b, H in enumerate(forms)]


def _brute_best(forms, by: str):
    """The least ``(rank, H, distribution)``: ties by the other criterion, then ``H``."""
    rank = []
    for H, dd in forms:
        T = sum(k * c for k, c in enumerate(dd))
        D = len(dd) - 1
        rank.append(((T, D) if by == "average" else (D, T), H, dd))
    return min(rank)


def _check_against_brute(n: int, orders):
    for N in orders:
        forms = _brute_force(n, N)
        for by in ("average", "diameter"):
            want = _brute_best(forms, by)
            got = optimal(N, n, by)["best"]
            assert tuple(map(tuple, got["hnf"])) == want[1], (n, N, by)
            assert got["distribution"] == want[2], (n, N, by)


def test_brute_force_3d():
    """Every order N <= 64 in 3D: same optimum (and tie-break) as brute force."""
    _check_against_brute(3, range(1, 65))


def test_brute_force_2d():
    """Every order N <= 400 in 2D."""
    _check_against_brute(2, range(1, 401))


def test_brute_force_4d():
    """Every order N <= 12 in 4D (degree 8)."""
    _check_against_brute(4, range(1, 13))


def test_brute_force_oracle_knows_fcc():
    """The oracle itself reproduces paper crystal, Section 3.4: FCC(2) (order 16)."""
    dd = dict(_brute_force(3, 16))[((4, 2, 2), (0, 2, 0), (0, 0, 2))]
    assert Fraction(sum(k * c for k, c in enumerate(dd)), 15) == Fraction(7 * 16 - 8, 4 * 15)


# ---------------------------------------------------------------------------
# Bounds and published values
# ---------------------------------------------------------------------------
def test_ball_sizes_by_enumeration():
    for n in (1, 2, 3, 4):
        pts = np.indices([13] * n).reshape(n, -1) - 6
        norm = np.abs(pts).sum(0)
        for k in range(7):
            assert ball_size(n, k) == int((norm <= k).sum())
            assert sphere_size(n, k) == int((norm == k).sum())


def test_bound_is_below_every_graph():
    """The ball bound holds for every 3D graph of order <= 24 and is attained somewhere."""
    for N in range(2, 25):
        dlb, tlb = ball_bounds(N, 3)
        dds = [dd for _, dd in _brute_force(3, N)]
        assert min(len(dd) - 1 for dd in dds) >= dlb
        assert min(sum(k * c for k, c in enumerate(dd)) for dd in dds) >= tlb


def test_dense_gaussian_diameter():
    """Degree 4: the optimal diameter is the least k with 2k^2 + 2k + 1 >= N
    (dense Gaussian / circulant networks), for every N <= 400."""
    for N in range(2, 401):
        k = next(k for k in range(N) if 2 * k * k + 2 * k + 1 >= N)
        assert optimal(N, 2, "diameter")["best"]["diameter"] == k, N


def test_crystal_table1_orders():
    """Paper crystal Table 1: BCC(2) (order 32) has diameter 3; no graph of order 32 does better."""
    r = optimal(32, 3, "diameter")
    assert r["best"]["diameter"] == 3 and r["bound"]["diameter"] == 3


def test_sign_canonical_keeps_one_per_class():
    from latticegraph.intmat import hermite_tuple
    H = hermite_stack((4, 3, 2))
    keep = sign_canonical(H)
    classes = {}
    for h in H.tolist():
        images = []
        for d in ((1, 1, 1), (-1, 1, 1), (1, -1, 1), (1, 1, -1)):
            images.append(hermite_tuple([[d[i] * x for x in r] for i, r in enumerate(h)]))
        classes[tuple(map(tuple, h))] = min(images)
    kept = {tuple(map(tuple, h)) for h in H[keep].tolist()}
    assert kept == set(classes.values())


def test_ball_counts_match_distribution():
    from latticegraph.distance import distance_distribution
    from latticegraph.topologies.lattice import LatticeGraph
    H = hermite_stack((6, 4, 3))
    c = ball_counts(H, 3)
    for h, row in zip(H.tolist(), c.tolist()):
        dd = distance_distribution(LatticeGraph(h)) + [0] * 4
        assert row == dd[:4]


def test_form_count():
    for n, N in ((2, 12), (3, 12), (4, 6)):
        assert hermite_form_count(n, N) == len(list(hermite_matrices(n, N)))


# ---------------------------------------------------------------------------
# Bad input, JSON, census
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("argv, word", [
    (["optimal", "0"], "positive"),
    (["optimal", "-3"], "positive"),
    (["optimal", "8", "--dim", "1"], "dimension"),
    (["optimal", "8", "--dim", "7"], "dimension"),
    (["optimal", "1000000", "--dim", "3"], "limit"),
    (["optimal", "8", "--top", "0"], "top"),
])
def test_bad_input(argv, word, capsys):
    assert cli.main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and word in err


def test_json_shape(capsys):
    assert cli.main(["optimal", "64", "--dim", "3", "--json", "--top", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"order", "dim", "by", "best", "top", "bound", "hermite_forms", "computed"}
    assert set(out["best"]) == {"hnf", "diameter", "average_distance", "distance_distribution"}
    assert out["top"][0] == out["best"] and len(out["top"]) == 2
    assert set(out["bound"]) == {"diameter", "average_distance"}
    p, q = map(int, out["best"]["average_distance"].split("/"))
    dd = out["best"]["distance_distribution"]
    assert Fraction(p, q) == Fraction(sum(k * c for k, c in enumerate(dd)), 63)
    assert out["hermite_forms"] == hermite_form_count(3, 64) and 0 < out["computed"] <= 10795


def test_census_resumes(tmp_path, monkeypatch):
    path = tmp_path / "r.sqlite"
    first = census(10, 3, path)
    import latticegraph.optimal as mod
    monkeypatch.setattr(mod, "census_record", lambda N, dim=3: pytest.fail("recomputed"))
    assert census(10, 3, path) == first
