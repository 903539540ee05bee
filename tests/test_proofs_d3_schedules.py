"""Tests of the schedule helpers of ``proofs/d3/`` (paper ``d3``, Draper, The Swapped Dragonfly):
the explicit Theorem 8 schedule and its pairwise certificate, the last-in first-out link queues
(Appendix, Protocol 2), the router-path conflict count and the doubly-parallel rounds (Section 13),
each against the synchronous simulator or a brute-force oracle."""
from __future__ import annotations

import importlib
import itertools
import random
import types
from pathlib import Path

import pytest

from latticegraph.claims.registry import load_file
from latticegraph.topologies.dragonfly import (
    D3,
    Packet,
    all_to_all_schedule,
    follow_ports,
    simulate,
    vector_ports,
)


@pytest.fixture(scope="module")
def d3():
    """The helpers of proofs/d3/_common.py, sec9_schedules.py and sec12_13_conclusion.py."""
    load_file(Path(__file__).resolve().parents[1] / "proofs" / "d3")
    modules = [importlib.import_module(f"_latticegraph_proofs.d3.{m}")
               for m in ("_common", "sec9_schedules", "sec12_13_conclusion")]
    return types.SimpleNamespace(**{k: v for m in modules for k, v in vars(m).items()})


def _explicit_ok(d3, net, perm):
    res = simulate(net, d3._thm8_explicit(net, perm))
    delivered = all(res.deliveries[s] == {t: 1} for s, t in perm.items())
    return not res.conflicts and delivered and res.makespan <= net.M + 4


@pytest.mark.parametrize("K,M", [(1, 2), (2, 1), (1, 1)])
def test_thm8_explicit_schedule_on_every_permutation(d3, K, M):
    """Theorem 8, oracle = the simulator on every permutation of the small networks."""
    net = D3(K, M)
    rs = net.routers()
    assert all(_explicit_ok(d3, net, dict(zip(rs, img))) for img in itertools.permutations(rs))
    assert d3._thm8_certificate(K, M) == []


@pytest.mark.parametrize("K,M", [(2, 2), (1, 3), (2, 3)])
def test_thm8_certificate_agrees_with_simulator(d3, K, M):
    net = D3(K, M)
    rs = net.routers()
    rng = random.Random(7)
    for _ in range(200):
        img = rs[:]
        rng.shuffle(img)
        assert _explicit_ok(d3, net, dict(zip(rs, img)))
    assert d3._thm8_certificate(K, M) == []


def test_thm8_certificate_catches_missing_waits(d3, monkeypatch):
    """Negative control: without the waits the groups collide, and the certificate and the
    simulator both see it."""
    net = D3(2, 3)
    swap = {r: ((r[0] + 1) % 2, r[2], r[1]) for r in net.routers()}
    schedules = importlib.import_module("_latticegraph_proofs.d3.sec9_schedules")
    no_wait = schedules._thm8_hops
    monkeypatch.setattr(schedules, "_thm8_hops", lambda s, t, wait, K, M: no_wait(s, t, 0, K, M))
    assert schedules._thm8_certificate(2, 3)
    assert simulate(net, d3._thm8_explicit(net, swap)).conflicts


def test_lifo_run_without_conflicts_is_the_simulator(d3):
    net = D3(2, 4)
    pk, _ = all_to_all_schedule(net, "protocol3")
    end = d3._lifo_run(net, pk)
    assert all(end[k] == (q.start + 3, follow_ports(net, q.src, q.hops)[-1]) for k, q in enumerate(pk))


def test_lifo_run_last_in_goes_first(d3):
    """Two packets want link (0,0,0) -> (0,0,1) at step 2: the one that arrived last crosses."""
    net = D3(1, 3)
    old = Packet((0, 0, 2), (("l", 1), ("l", 0), ("l", 1)), 0, "old")     # at (0,0,0) from step 1
    new = Packet((0, 0, 0), (("l", 1),), 2, "new")                        # launched at step 2
    end = d3._lifo_run(net, [old, new])
    assert end[1] == (3, (0, 0, 1)) and end[0] == (4, (0, 0, 1))


def test_link_conflicts_matches_simulator(d3):
    net = D3(2, 3)
    rng = random.Random(3)
    for _ in range(100):
        pk = [Packet(rng.choice(net.routers()), vector_ports(rng.randrange(2), rng.randrange(3),
                                                             rng.randrange(3)), 0, k)
              for k in range(6)]
        paths = [follow_ports(net, q.src, q.hops) for q in pk]
        assert d3._link_conflicts(paths) == len(simulate(net, pk).conflicts)


@pytest.mark.parametrize("K,M,S", [(2, 2, 2), (4, 2, 2), (3, 3, 3), (4, 4, 2), (4, 4, 4)])
def test_doubly_parallel_rounds_partition_the_vectors(d3, K, M, S):
    rounds = d3._doubly_parallel_rounds(K, M, S)
    flat = [v for r in rounds for v in r]
    assert sorted(flat) == sorted(itertools.product(range(K), range(M), range(M)))
    assert all(len({v[i] for v in r}) == S for r in rounds for i in range(3))


def test_graceful_standard_wiring_must_move(d3):
    """Section 6: the standard D3(2, M) wiring on cabinets (0, 1) of D3(3, M) moves links; the
    D3(kappa, M, N) wiring keeps every port."""
    same, only_new, moved = d3._graceful(2, 3, 2, (0, 1))
    assert same and only_new and moved > 0
    assert d3._graceful(1, 3, 2, (2,)) == (True, True, 0)


def test_literal_permutations_route_directly(d3):
    """Appendix, literal definition pi(c, d, p) = (e, f, d): the certificate finds no collision and
    the exact router (backtracking over timed routes) routes every such permutation of D3(1, 3)
    within M hops; for arbitrary destinations the same routes do collide."""
    K, M = 1, 3
    assert d3._direct_route_collisions(K, M, lambda s: [(0, f, s[1]) for f in range(M)]) == (0, 2)
    assert d3._direct_route_collisions(2, 3, lambda s: D3(2, 3).routers())[0] > 0
    net = D3(K, M)
    rs = net.routers()
    cap = d3._link_capacities(net)
    adj = {r: sorted({s for (a, s) in cap if a == r}) for r in rs}
    cache = {}
    blocks = [[r for r in rs if r[1] == x] for x in range(M)]
    for images in itertools.product(*(itertools.permutations([r for r in rs if r[2] == x])
                                      for x in range(M))):
        perm = {s: t for block, img in zip(blocks, images) for s, t in zip(block, img)}
        assert d3._permutation_in_hops(net, perm, M, cap, adj, cache)
