"""examples/ci: the CI template for a paper's repository runs, and its commands exist."""
import os
import shlex
import shutil
import subprocess
from pathlib import Path

import yaml

from latticegraph.cli import build_parser, main

CI = Path(__file__).resolve().parents[1] / "examples" / "ci"


def _latticegraph_commands(text: str) -> list[list[str]]:
    """Every `latticegraph ...` command line of a workflow or shell script."""
    text = text.replace("\\\n", " ")
    return [shlex.split(line.strip().split("||")[0])[1:] for line in text.splitlines()
            if line.strip().startswith("latticegraph ")]


def test_workflow_commands_parse():
    """Every latticegraph command in claims.yml and ci.sh is accepted by the parser."""
    flow = yaml.safe_load((CI / "claims.yml").read_text())
    runs = "\n".join(" ".join(str(s.get("run", "")).split("\n"))
                     for s in flow["jobs"]["verify"]["steps"])
    commands = [c for c in _latticegraph_commands(runs.replace("; ", "\n"))
                if c and c[0] != "--version"]
    commands += _latticegraph_commands((CI / "ci.sh").read_text())
    assert {c[0] for c in commands} == {"verify", "report"}
    for argv in commands:
        build_parser().parse_args(argv)                  # SystemExit on an unknown option
    assert any("--junit-xml" in c for c in commands)
    cache = next(s for s in flow["jobs"]["verify"]["steps"] if "cache" in s.get("uses", ""))
    assert cache["with"]["path"] == ".latticegraph"


def test_ci_script_runs_and_fails_on_a_changed_outcome(tmp_path):
    assert main(["new", "mypaper", "--dir", str(tmp_path / "proofs")]) == 0
    env = dict(os.environ, PATH=f"{Path(shutil.which('latticegraph')).parent}:{os.environ['PATH']}")
    run = lambda: subprocess.run(["sh", str(CI / "ci.sh")], cwd=tmp_path, env=env,
                                 capture_output=True, text=True, timeout=300)
    proc = run()
    assert proc.returncode == 0, proc.stderr
    for name in ("claims.json", "claims.xml", "errata.md", "report.html"):
        assert (tmp_path / name).stat().st_size > 0
    assert "mypaper.hypercube.average" in (tmp_path / "errata.md").read_text()
    claims = tmp_path / "proofs" / "mypaper.py"
    claims.write_text(claims.read_text().replace("return n, diameter(", "return n + 1, diameter("))
    proc = run()
    assert proc.returncode == 1 and (tmp_path / "report.html").exists()
