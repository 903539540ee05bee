"""Execute the paper notebooks in place, keeping their outputs (what the repository commits).

``python notebooks/execute.py [NAME ...]`` runs each notebook top to bottom
with nbclient (the kernel of this Python) from the ``notebooks/`` directory and
writes it back with its outputs, so code hosts and viewers that do not execute
notebooks show every table and figure.  ``tests/test_notebooks.py`` fails when
a committed notebook lacks outputs; ``pytest --nbmake`` re-executes them all.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def execute(path: Path, timeout: int = 1800) -> float:
    """Run one notebook in place; returns the seconds it took."""
    import nbformat
    from nbclient import NotebookClient
    nb = nbformat.read(path, as_version=4)
    t0 = time.perf_counter()
    NotebookClient(nb, timeout=timeout, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    nbformat.write(nb, path)
    return time.perf_counter() - t0


if __name__ == "__main__":
    names = sys.argv[1:] or sorted(p.stem for p in HERE.glob("*.ipynb"))
    for name in names:
        print(f"{name}: {execute(HERE / f'{name}.ipynb'):.1f} s", flush=True)
