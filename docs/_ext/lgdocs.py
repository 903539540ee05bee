"""Sphinx directives generated from the code, so the docs cannot drift from it.

``.. latticegraph-families::`` -- a table of every GRAPH spec family registered in
:mod:`latticegraph.specs` (name, constructor, first line of its docstring).
"""
from docutils import nodes
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective


class Families(SphinxDirective):
    has_content = False

    def run(self):
        from latticegraph.specs import BARE_PATTERNS, FAMILIES
        lines = [".. list-table::", "   :header-rows: 1", "   :widths: 15 30 55", "",
                 "   * - spec", "     - constructor", "     - what it builds"]
        rows = [(f"``{name}(...)``", fn) for name, fn in FAMILIES.values()]
        rows += [(f"``{name}<n>`` (e.g. ``{name}3``)", fn) for _, name, fn in BARE_PATTERNS]
        for spec, fn in rows:
            doc = " ".join((fn.__doc__ or "").strip().split("\n\n")[0].split())
            lines += [f"   * - {spec}", f"     - :func:`{fn.__module__}.{fn.__name__}`",
                      f"     - {doc}"]
        node = nodes.section()
        self.state.nested_parse(StringList(lines), self.content_offset, node)
        return node.children


def setup(app):
    app.add_directive("latticegraph-families", Families)
    return {"parallel_read_safe": True}
