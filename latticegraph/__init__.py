"""latticegraph: exact interconnection-network topologies and machine-checked paper claims.

Public API (DESIGN.md, "Interfaces"):

>>> from latticegraph import graph, distance_distribution, hermite_form, smith_form
>>> distance_distribution(graph("FCC(4)"))
[1, 6, 18, 38, 43, 20, 2]
"""
from .distance import (average_distance, count_shortest_paths, diameter, distance_distribution,
                       distances_from, eccentricities)
from .intmat import hermite_form, smith_form
from .specs import SpecError, graph

__all__ = ["graph", "SpecError", "distance_distribution", "diameter", "average_distance",
           "distances_from", "eccentricities", "count_shortest_paths",
           "hermite_form", "smith_form"]
__version__ = "1.0.0"   # semantic versioning of the public API (CHANGELOG.md)
