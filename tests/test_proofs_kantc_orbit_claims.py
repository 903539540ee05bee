"""proofs/kantc: the orbit-engine helpers of the distance and path-count claims against
networkx on the built graphs (issue 27 item 3: the claims' caps were raised on them)."""
import networkx as nx
import numpy as np
import pytest

from latticegraph.topologies.fattree import kantc, mikantc
from proofs.kantc.sec3b_mikantc import _cube0_host_table, _same_group


def _bfs_counts(G, root):
    """Distances and numbers of shortest paths from ``root``, from the definition."""
    dist = nx.single_source_shortest_path_length(G, root)
    sigma = {root: 1}
    for v in sorted(dist, key=dist.get)[1:]:
        sigma[v] = sum(sigma[u] for u in G[v] if dist[u] == dist[v] - 1)
    return dist, sigma


@pytest.mark.parametrize("make,k,n,reading", [
    (kantc, 2, 2, "example"), (kantc, 3, 3, "example"), (kantc, 4, 3, "written"),
    (kantc, 2, 4, "example"), (mikantc, 2, 2, "example"), (mikantc, 3, 2, "example"),
    (mikantc, 3, 3, "example"), (mikantc, 4, 3, "written"), (mikantc, 2, 4, "example")])
def test_cube0_host_table_against_networkx(make, k, n, reading):
    g = make(k, n, reading)
    G = g.to_networkx()
    hosts = g.hosts()
    d, s = _cube0_host_table(g)
    assert d.shape == s.shape == (len(g.host_codes), len(hosts))
    for i, r in enumerate(hosts[:len(g.host_codes)].tolist()):
        dist, sigma = _bfs_counts(G, r)
        assert d[i].tolist() == [dist[h] for h in hosts.tolist()]
        assert s[i].tolist() == [sigma[h] for h in hosts.tolist()]


def _same_group_networkx(k, n, paths):
    """The claim from the definition: node-to-node distances (path counts) within group 0
    of MiKANTC against KANTC, from every node of cube 0's hosts, by networkx BFS."""
    m, t = mikantc(k, n), kantc(k, n)
    Gm, Gt = m.to_networkx(), t.to_networkx()
    nm, nt = m.compute_nodes()[: t.num_nodes].tolist(), t.compute_nodes().tolist()
    for a, b in zip(nm[: len(t.host_codes) * k], nt):
        (dm, sm), (dt, st) = _bfs_counts(Gm, a), _bfs_counts(Gt, b)
        if [dm[x] for x in nm] != [dt[y] for y in nt]:
            return False
        if paths and [sm[x] for x in nm] != [st[y] for y in nt]:
            return False
    return True


@pytest.mark.parametrize("k,n", [(2, 2), (3, 2), (4, 2), (2, 3), (3, 3), (2, 4)])
def test_same_group_against_networkx(k, n):
    for paths in (False, True):
        assert _same_group(k, n, paths) == _same_group_networkx(k, n, paths)


def test_same_group_sees_a_difference():
    """A check that can fail: KANTC's own table against MiKANTC's whole row differs (the
    other group's hosts are farther than no host), and a perturbed table is caught."""
    d, s = _cube0_host_table(mikantc(3, 3))
    dt, st = _cube0_host_table(kantc(3, 3))
    h = dt.shape[1]
    assert np.array_equal(d[:, :h], dt) and np.array_equal(s[:, :h], st)
    assert not np.array_equal(d[:, h:2 * h], dt)
