"""Topology families, one module per family (see DESIGN.md).

========================  ==================================  ============
module                    families                            paper
========================  ==================================  ============
:mod:`.lattice`           G(M), T, RTT, PC, FCC, BCC, 4D-...  ``crystal``
:mod:`.cin`               Swap, Circle, XOR                   ``lacin``
:mod:`.hyperx`            HyperX                              ``lacin``
:mod:`.hypercube`         Q_k                                 ``kantc``
:mod:`.fattree`           k-ary n-tree, MiKANT, (Mi)KANTC     ``kantc``
:mod:`.ipgraph`           IP graphs, HSN, CN, super-flip...   ``ipgraph``
:mod:`.dragonfly`         D3(K, M), MDF(K, M)                 ``d3``
========================  ==================================  ============

The constructors ``hypercube(k)`` and ``hyperx(*sides)`` live in their modules
(``topologies.hypercube.hypercube``), whose names they share.
"""
from .base import Topology
from .cin import CIN, circle, swap, xor
from .dragonfly import D3, MDF, d3, mdf
from .fattree import KANTC, KAryNTree, MiKANT, MiKANTC, kantc, kary_ntree, mikant, mikantc
from .hypercube import Hypercube
from .hyperx import HyperX
from .ipgraph import IPGraph
from .lattice import (LatticeGraph, bcc, bcc4d, common_lift, direct_sum, fcc, fcc4d,
                      lattice_graph, lipschitz, pc, rtt, torus)

__all__ = ["Topology", "LatticeGraph", "lattice_graph", "torus", "rtt", "pc", "fcc", "bcc",
           "bcc4d", "fcc4d", "lipschitz", "direct_sum", "common_lift",
           "CIN", "swap", "circle", "xor", "HyperX", "Hypercube",
           "KAryNTree", "MiKANT", "KANTC", "MiKANTC", "kary_ntree", "mikant", "kantc",
           "mikantc", "IPGraph", "D3", "MDF", "d3", "mdf"]
