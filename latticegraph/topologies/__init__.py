"""Topology families, one module per family (see DESIGN.md)."""
from .base import Topology
from .lattice import (LatticeGraph, bcc, bcc4d, common_lift, direct_sum, fcc, fcc4d,
                      lattice_graph, lipschitz, pc, rtt, torus)

__all__ = ["Topology", "LatticeGraph", "lattice_graph", "torus", "rtt", "pc", "fcc", "bcc",
           "bcc4d", "fcc4d", "lipschitz", "direct_sum", "common_lift"]
