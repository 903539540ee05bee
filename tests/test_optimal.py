"""Tests of latticegraph.optimal: brute force, bounds, published values, bad input, JSON."""
from __future__ import annotations

import functools
import json
import math
import os
import signal
import subprocess
import sys
import time
from fractions import Fraction

import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse.csgraph import shortest_path

from latticegraph import cli
from latticegraph import optimal as opt
from latticegraph.errors import UsageError
from latticegraph.optimal import (ball_bounds, ball_size, census, hermite_form_count, optimal,
                                  search_work, sphere_size)
from latticegraph.symmetry import batch_adjugate, hermite_matrices


# ---------------------------------------------------------------------------
# Brute-force oracle, written from the definition: every Hermite form, no
# pruning, no symmetry, no HNF labelling.  A vertex of G(H) is a class of
# Z^n modulo L = H Z^n; its canonical representative here is the point of the
# fundamental parallelepiped, p - H floor(H^{-1} p) (exact: adj(H) p // det).
# All forms of one order go into one block-diagonal graph plus a super-source
# joined to every block's 0, and a single BFS (scipy, C) gives every distance.
# ---------------------------------------------------------------------------
@functools.lru_cache(maxsize=None)
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

    shift = (np.arange(B, dtype=np.int64) * (2 * N + 1) ** n)[:, None]
    flat = (sorted_codes + shift).ravel()                        # sorted: rows in order

    def lookup(codes):                                           # codes -> vertex index
        pos = np.searchsorted(flat, (codes + shift).ravel()).reshape(codes.shape)
        pos -= np.arange(B)[:, None] * N
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


@pytest.mark.parametrize("n, N", [(3, 24), (3, 30), (2, 37), (2, 50), (4, 10)])
def test_diameter_slack_bounds_every_graph(n, N):
    """No graph of diameter D has its total further above the ball bound than
    diameter_slack(N, n, D) allows (every Hermite form, brute-force BFS)."""
    Tb = ball_bounds(N, n)[1]
    for H, dd in _brute_force(n, N):
        D = len(dd) - 1
        assert sum(k * c for k, c in enumerate(dd)) - Tb <= opt.diameter_slack(N, n, D), H
        assert opt.diameter_slack(N, n, D) >= 0


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


# ---------------------------------------------------------------------------
# The pieces of the search, each against its definition
# ---------------------------------------------------------------------------
def _ball(n, k):
    pts = np.indices([2 * k + 1] * n).reshape(n, -1).T - k
    return pts[np.abs(pts).sum(1) <= k]


@pytest.mark.parametrize("n, K", [(2, 7), (3, 5), (4, 3)])
def test_caps_by_enumeration(n, K):
    """|B(k) ∩ (B(k) + w)| for every shape w of norm <= 2K, every k <= K."""
    keys, caps, below = opt._cap_table(n, K)
    shapes = np.array([w for w in _ball(n, 2 * K).tolist()
                       if w == sorted(w) and w[0] >= 0 and any(w)])
    assert len(shapes) == len(keys)
    for w in shapes:
        row = caps[np.searchsorted(keys, opt._shape_key(w[None, :], 2 * K))[0]]
        for k in range(K + 1):
            B = _ball(n, k)
            assert row[k] == int((np.abs(B - w).sum(1) <= k).sum()), (w, k)
        assert below[np.searchsorted(keys, opt._shape_key(w[None, :], 2 * K))[0], K] == row[:K].sum()


@pytest.mark.parametrize("n, t", [(2, 6), (3, 4), (4, 2)])
def test_cap_bits_by_enumeration(n, t):
    """The cap of each point as a bit set over B(t), its rows along e_1 in turn."""
    bits = opt._cap_bits(n, t)
    W = opt._positive_points(n, 2 * t)
    tails, tail_norm, start = opt._ball_rows(n, t)
    assert bits.shape == (len(W), -(-start[-1] // 64)) and start[-1] == ball_size(n, t)
    B = np.array([[x1, *tail] for tail, a in zip(tails.tolist(), (t - tail_norm).tolist())
                  for x1 in range(-a, a + 1)])              # the points in bit order
    flags = np.unpackbits(bits.view(np.uint8), axis=1, bitorder="little")[:, :len(B)]
    for f in range(len(W)):
        assert (flags[f] == (np.abs(B - W[f]).sum(1) <= t)).all(), W[f]


def _classes_within(n, N, slack, dmax):
    """The forms with total <= ball bound + slack and diameter <= dmax, by brute
    force, grouped by class (least form over the signed permutations)."""
    from latticegraph.symmetry import linear_class_representative
    Tb = ball_bounds(N, n)[1]
    classes = {}
    for H, dd in _brute_force(n, N):
        T = sum(k * c for k, c in enumerate(dd))
        if (slack is None or T <= Tb + slack) and (dmax is None or len(dd) - 1 <= dmax):
            classes.setdefault(linear_class_representative(H), set()).add(H)
    return classes


@pytest.mark.parametrize("n, N, slack, dmax", [
    (3, 48, 6, None), (3, 60, 12, None), (3, 64, None, 4), (3, 64, 24, 5),
    (3, 45, 20, 4), (2, 97, 3, None), (2, 100, None, 7), (4, 10, 4, None)])
def test_filter_keeps_every_class_within_bounds(n, N, slack, dmax):
    """Soundness of the whole filter (fatal vectors, region bounds, the canonical
    coordinate order, circulant ratios, signs): every class of graphs within the
    slack and diameter has a surviving form."""
    bounds = opt._Bounds(N, n, opt._cap_radius(N, n, dmax))
    mild = bounds.mild(slack, dmax)
    stats = {"examined": 0, "survivors": 0}
    kept = set()
    for d in opt._diagonals(n, N):
        if d[0] >= d[1] and (n == 2 or d[1] >= d[2]):
            for H in opt._survivors(d, bounds, slack, dmax, stats, mild, ball_size(n, N)):
                kept |= {tuple(map(tuple, h)) for h in H.tolist()}
    classes = _classes_within(n, N, slack, dmax)
    assert classes and all(forms & kept for forms in classes.values())


def _in_lattice(H: np.ndarray, W: np.ndarray) -> np.ndarray:
    """Whether each point of ``W`` lies in ``H Z^n`` (from the definition: ``H^-1 w``
    integral, exactly, through the adjugate)."""
    adj, det = batch_adjugate(H[None])
    return ((np.asarray(adj[0], np.int64) @ W.T) % int(det[0]) == 0).all(0)


def _bfs_distribution(H: np.ndarray) -> list[int]:
    """Distance counts from 0 in G(H) by networkx BFS on the graph built from the
    definition (vertices: the labelling set 0 <= x_i < H_ii, edges: ±e_i reduced)."""
    import networkx as nx

    from latticegraph.intmat import reduce
    n = len(H)
    X = np.array(list(np.ndindex(*[int(H[i, i]) for i in range(n)])), np.int64)
    G = nx.Graph()
    G.add_nodes_from(map(tuple, X.tolist()))
    for i in range(n):
        Y = reduce(H.tolist(), X + np.eye(n, dtype=np.int64)[i])
        G.add_edges_from(zip(map(tuple, X.tolist()), map(tuple, Y.tolist())))
    dist = nx.single_source_shortest_path_length(G, (0,) * n)
    dd = [0] * (max(dist.values()) + 1)
    for k in dist.values():
        dd[k] += 1
    return dd


@pytest.mark.parametrize("n, N", [(3, 12), (3, 30), (2, 40), (2, 97), (4, 6)])
def test_shared_bounds_by_definition(n, N):
    """The bounds computed once per order and shared by every pass (one scan for
    the average and the diameter searches) on every form the search examines: the
    slack step of each form is exactly the largest over the points its lattice holds
    (membership from the definition), and the slack and diameter bounds are below
    the total distance's excess over the ball bound and the diameter from networkx
    BFS."""
    r, Tb = ball_bounds(N, n)
    bounds = opt._Bounds(N, n, opt._cap_radius(N, n, None))
    stats = {"examined": 0}
    diags = [d for d in opt._diagonals(n, N) if d[0] >= d[1] and (n == 2 or d[1] >= d[2])]
    for d in diags:
        list(opt._survivors(d, bounds, None, r, stats))
    checked = 0
    for (d, low, s), (sym, lv, _) in bounds.cache.items():
        values = opt._outer_values(d)
        lower = [(i, j) for i, j, _ in values if i > 0]
        upper = [(j, v) for i, j, v in values if i == 0]
        O = opt._outer_block([v for _, v in upper], s, s + len(lv))
        for row, h in zip(*np.nonzero(sym)):
            H = np.diag(np.array(d, np.int64))
            for (i, j), val in zip(lower, low):
                H[i, j] = val
            for c, (j, _) in enumerate(upper):
                H[0, j] = O[row, c]
            H[0, n - 1] = h
            held = _in_lattice(H, bounds.points)
            step = max(bounds.step[held], default=0)
            assert lv[row, h] == step, H
            dd = _bfs_distribution(H)
            T = sum(k * c for k, c in enumerate(dd))
            assert opt._SLACK_STEPS[step] <= bounds.slack[held].max(initial=0) <= T - Tb, H
            assert bounds.diameter[held].max(initial=r) <= len(dd) - 1, H
            checked += 1
    assert checked >= len(diags) and stats["examined"] >= checked


def test_census_rows_unchanged():
    """The 3D census rows of orders 1..200 (optima by average and by diameter, bound,
    crystals, best torus and symmetric graph) equal those of the census before the
    bounds were shared (tests/data/census_3d_1_200.json.gz, computed by that code)."""
    import gzip
    from pathlib import Path
    path = Path(__file__).parent / "data" / "census_3d_1_200.json.gz"
    expected = json.loads(gzip.decompress(path.read_bytes()))
    assert [e["order"] for e in expected] == list(range(1, 201))
    for e in expected:
        got = json.loads(json.dumps(opt.census_record(e["order"], 3), default=str))
        assert {k: got[k] for k in e} == e, e["order"]


def test_levels_against_the_engine():
    """Exact distance counts from the ball sweep, on forms of several diagonals."""
    from latticegraph.distance import distance_distribution
    from latticegraph.topologies.lattice import LatticeGraph
    rng = np.random.default_rng(5)
    for d in ((60, 1, 1), (20, 3, 1), (12, 5, 2), (9, 4, 3)):
        N = math.prod(d)
        H = np.zeros((20, 3, 3), np.int64)
        H[:, range(3), range(3)] = d
        H[:, 0, 1] = rng.integers(0, d[0], 20)
        H[:, 0, 2] = rng.integers(0, d[0], 20)
        H[:, 1, 2] = rng.integers(0, d[1], 20)
        R = 3 * N
        tails, tail_norm, _ = opt._points(2, min(R, 40))
        counts = np.zeros((20, min(R, 40) + 1), np.int64)
        opt._levels(H, tails, tail_norm, min(R, 40), counts, np.zeros(N, np.int16))
        for h, c in zip(H.tolist(), counts.tolist()):
            dd = distance_distribution(LatticeGraph(h))
            assert c[:len(dd)] == dd and sum(c) == N, h


def test_ball_distribution_against_bfs():
    """The census's ball sweep (:func:`_ball_distribution`) against networkx BFS on the
    graph built from the definition: the least forms of the symmetric classes of
    several orders (radius grown past the ball bound), a 3D crystal and a thin
    circulant (past ``8 N`` ball points: the Hermite recursion, or nothing when its
    total's lower bound exceeds ``beat``)."""
    from latticegraph.symmetry import linear_classes, symmetric_hermite_forms
    forms = [((4, 0, 0), (0, 4, 0), (0, 0, 4)), ((2, 1, 1), (0, 1, 0), (0, 0, 1)),
             ((90, 1, 1), (0, 1, 0), (0, 0, 1))]
    for N in (27, 56, 91, 128):
        forms += [min(C) for C in linear_classes(symmetric_hermite_forms(N)).values()]
    assert len(forms) > 12
    for H in forms:
        N = math.prod(H[i][i] for i in range(3))
        assert opt._ball_distribution(H, N) == _bfs_distribution(np.array(H)), H
    thin = ((90, 1, 1), (0, 1, 0), (0, 0, 1))          # a cycle: total 2025 > its bound
    assert opt._ball_distribution(thin, 90, beat=100) is None
    assert opt._ball_distribution(thin, 90, beat=2025) == _bfs_distribution(np.array(thin))


@pytest.mark.parametrize("N", [250, 343, 686])
def test_census_symmetric_as_defined(N):
    """The census's best symmetric graph (classes ranked by the ball sweep) is the
    least by (average distance, diameter, form) over the linear classes of the
    symmetric forms, each computed by the Hermite recursion (the definition the
    rows 1..200 were computed with)."""
    from latticegraph.symmetry import linear_classes, symmetric_hermite_forms
    sym = [opt._stat(min(C)) for C in linear_classes(symmetric_hermite_forms(N)).values()]
    want = min(sym, key=lambda s: (Fraction(s["average_distance"]), s["diameter"], s["hnf"]))
    assert len(sym) > 1 and opt.census_record(N)["symmetric"] == want


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
    (["optimal", "4096", "--memory-limit", "1M"], "limit"),
    (["optimal", "8", "--memory-limit", "lots"], "memory-limit"),
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
    assert out["hermite_forms"] == hermite_form_count(3, 64)
    assert 0 < out["computed"] <= search_work(64, 3) <= out["hermite_forms"]


def test_census_resumes(tmp_path, monkeypatch):
    path = tmp_path / "r.sqlite"
    first = census(10, 3, path)
    import latticegraph.optimal as mod
    monkeypatch.setattr(mod, "census_record", lambda N, dim=3: pytest.fail("recomputed"))
    queries, done = [], mod.CensusStore.done
    monkeypatch.setattr(mod.CensusStore, "done", lambda st, dim: queries.append(dim) or done(st, dim))
    assert census(10, 3, path) == first
    assert queries == [3]               # the finished orders read once, not once per order


def _exact(rows):
    """Census rows without their timings."""
    return [{k: v for k, v in r.items() if k not in ("seconds", "cpu")} for r in rows]


def test_killed_census_resumes_with_nothing_recomputed(tmp_path, monkeypatch):
    """A census killed with SIGKILL mid-run keeps every finished row; the resumed
    run computes exactly the orders missing and ends with the rows of an
    uninterrupted run."""
    from latticegraph.optimal import CensusStore
    path = tmp_path / "killed.sqlite"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys; from latticegraph import progress, optimal; "
         "progress.set_enabled(False); optimal.census(5000, 2, sys.argv[1])", str(path)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline and child.poll() is None:
            if path.exists():
                with CensusStore(path) as st:
                    if len(st.done(2)) >= 30:
                        break
            time.sleep(0.2)
        assert child.poll() is None, "the census ended before it could be killed"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.kill()
        child.wait()
    with CensusStore(path) as st:
        done, before = st.done(2), st.records(2)
    top = max(done) + 20
    assert 30 <= len(done) < 5000 and done == set(range(1, max(done) + 1))
    import latticegraph.optimal as mod
    real, calls = mod.census_record, []
    monkeypatch.setattr(mod, "census_record",
                        lambda N, dim=3: calls.append(N) or real(N, dim))
    resumed = census(top, 2, path)
    assert sorted(calls) == sorted(set(range(1, top + 1)) - done)
    assert resumed[:len(before)] == before                 # finished rows untouched
    monkeypatch.setattr(mod, "census_record", real)
    assert _exact(resumed) == _exact(census(top, 2, tmp_path / "whole.sqlite"))


def test_census_on_two_workers(tmp_path):
    """The local process pool stores the same rows as the serial run."""
    one = census(12, 2, tmp_path / "a.sqlite")
    two = census(12, 2, tmp_path / "b.sqlite", workers=2)
    assert _exact(one) == _exact(two)


def test_census_summary_and_data_against_the_rows(tmp_path):
    """The published 2D summary and data file, checked against the full rows: every
    row comes back exactly from the CSV, each range counts its own rows, and the
    Markdown has one line per range and per Gaussian order, not one per order."""
    import csv
    import gzip
    import io
    rows = census(130, 2, tmp_path / "s.sqlite")
    data = opt.census_data(rows)
    assert data == opt.census_data(list(reversed(rows)))           # same bytes, sorted
    back = list(csv.DictReader(io.StringIO(gzip.decompress(data).decode())))
    assert tuple(back[0]) == opt.CENSUS_COLUMNS and len(back) == len(rows)
    for r, b in zip(rows, back):
        assert int(b["order"]) == r["order"]
        for key in ("average", "diameter"):
            H = [list(map(int, row.split())) for row in b[f"{key}_hnf"].split("; ")]
            assert H == r[key]["hnf"]
            assert int(b[f"{key}_diameter"]) == r[key]["diameter"]
            assert Fraction(b[f"{key}_average"]) == Fraction(r[key]["average_distance"])
        assert Fraction(b["bound_average"]) == Fraction(r["bound"]["average_distance"])
        assert int(b["computed"]) == r["computed"]
    summary = opt.census_summary(rows)
    assert [(s["first"], s["last"]) for s in summary] == opt.order_ranges(130)
    assert summary[-1]["last"] == 130 and sum(s["orders"] for s in summary) == 130
    for s in summary:
        rs = [r for r in rows if s["first"] <= r["order"] <= s["last"]]
        gaps = {r["order"]: Fraction(r["average"]["average_distance"])
                - Fraction(r["bound"]["average_distance"]) for r in rs}
        assert s["orders"] == len(rs)
        assert s["meet_average"] == sum(g == 0 for g in gaps.values())
        assert s["meet_diameter"] == sum(r["diameter"]["diameter"] == r["bound"]["diameter"]
                                         for r in rs)
        assert s["largest_gap"] == max(gaps.values()) == gaps[s["largest_gap_at"]]
        assert s["diameter"] == (min(r["diameter"]["diameter"] for r in rs),
                                 max(r["diameter"]["diameter"] for r in rs))
    md, tex = opt.census_tables(rows)
    gauss = [N for N in range(2, 131) if any(2 * k * k + 2 * k + 1 == N for k in range(9))]
    body = [line for line in md.splitlines() if line.startswith("| ") and line[2].isdigit()]
    assert len(body) == len(summary) + len(gauss) == 7 + 7
    assert f"{sum(s['meet_average'] for s in summary)} of 130" in tex
    assert tex.count("\\begin{") == tex.count("\\end{")


def test_memory_and_work_limits():
    with pytest.raises(UsageError, match="limit"):
        optimal(2048, 3, memory_limit=2 ** 20)
    assert search_work(2048, 3) < hermite_form_count(3, 2048)
    with pytest.raises(UsageError, match="search limit"):
        optimal(10 ** 6, 3)


def test_huge_orders_refused_from_the_class_bound():
    """Every signed-permutation class keeps a member in the search, so it examines at
    least ``forms / (2^n n!)``; a huge order is refused from that count at once."""
    for n, top in ((2, 300), (3, 300), (4, 60)):
        group = 2 ** n * math.factorial(n)
        for N in range(1, top):
            assert search_work(N, n) * group >= hermite_form_count(n, N), (n, N)
    with pytest.raises(UsageError, match="at least .* search limit"):
        optimal(10 ** 8, 3)
