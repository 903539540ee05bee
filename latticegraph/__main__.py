"""``python -m latticegraph``: the ``latticegraph`` command (:mod:`latticegraph.cli`)."""
import sys

from .cli import main

sys.exit(main())
