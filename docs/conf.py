"""Sphinx configuration of the latticegraph documentation.

Build with warnings as errors (as CI does)::

    pip install -e ".[docs]"
    python -m sphinx -W --keep-going -b html docs docs/_build/html
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

import latticegraph  # noqa: E402

project = "latticegraph"
author = "the latticegraph developers"
release = version = latticegraph.__version__
extensions = [
    "sphinx.ext.autodoc",
    "numpydoc",
    "sphinxarg.ext",
    "lgdocs",
]
autodoc_member_order = "bysource"
autodoc_default_options = {"members": False}
numpydoc_show_class_members = False
numpydoc_class_members_toctree = False
exclude_patterns = ["_build"]
html_theme = "alabaster"
html_theme_options = {"description": "Exact interconnection networks and machine-checked paper claims"}
html_static_path = []
