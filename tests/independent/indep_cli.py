"""Run the ``latticegraph`` command line (never its Python API) and parse what it prints.

Every call is a subprocess ``python -m latticegraph ARGS`` (the installed command's entry point,
without the shell shim); results are cached for the session and can be started ahead of time on
a small thread pool (:func:`prefetch`, used by ``conftest.py``), since each call pays the start-up
of a fresh interpreter.  Nothing here imports ``latticegraph``.
"""
from __future__ import annotations

import atexit
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import Future, ThreadPoolExecutor

import networkx as nx

COMMAND = (sys.executable, "-m", "latticegraph")
WORKERS = 2
_WORKDIR = tempfile.mkdtemp(prefix="lg-independent-")
atexit.register(shutil.rmtree, _WORKDIR, ignore_errors=True)
_pool = ThreadPoolExecutor(WORKERS)
_lock = threading.Lock()
_futures: dict = {}
_parsed: dict = {}


class CliError(AssertionError):
    """The command exited non-zero."""


def _run(args: tuple, stdin: str | None) -> str:
    proc = subprocess.run(COMMAND + tuple(args), input=stdin, capture_output=True, text=True,
                          cwd=_WORKDIR, env=dict(os.environ), timeout=600)
    if proc.returncode != 0:
        raise CliError(f"latticegraph {' '.join(args)} exited {proc.returncode}: "
                       f"{proc.stderr.strip()[-2000:]}")
    return proc.stdout


def submit(call: tuple) -> Future:
    """Start ``call`` = ``(args, stdin)`` unless it already ran or is running."""
    with _lock:
        fut = _futures.get(call)
        if fut is None:
            fut = _futures[call] = _pool.submit(_run, *call)
        return fut


def prefetch(calls) -> None:
    for call in dict.fromkeys(calls):
        submit(call)


def cancel_pending() -> None:
    """Drop the calls not started yet (a session that ends early does not wait for them)."""
    with _lock:
        for call, fut in list(_futures.items()):
            if fut.cancel():
                del _futures[call]


def run(call: tuple) -> str:
    return submit(call).result()


# -- the calls -----------------------------------------------------------------------------
_batches: dict = {}


def export_call(specs, nodes: str = "fold") -> tuple:
    """One ``export --format graphml -o DIR`` run writing every spec of ``specs`` (a file each);
    :func:`graphml` finds a spec's file through the batch that holds it."""
    specs = (specs,) if isinstance(specs, str) else tuple(specs)
    folder = os.path.join(_WORKDIR, f"export-{abs(hash((specs, nodes))):x}")
    os.makedirs(folder, exist_ok=True)
    call = (("export",) + specs + ("--format", "graphml", "--nodes", nodes, "-o", folder), None)
    for sp in specs:
        _batches.setdefault((sp, nodes), (call, folder))
    return call


def file_name(spec: str) -> str:
    """The file ``export -o DIR`` writes for ``spec`` (its documented naming rule)."""
    return re.sub(r"[^A-Za-z0-9()+,.-]", "_", spec) + ".graphml"


def info_call(specs) -> tuple:
    """One ``info --json`` run over several GRAPH specs (one JSON object per line)."""
    specs = (specs,) if isinstance(specs, str) else tuple(specs)
    return (("info",) + specs + ("--json", "--no-progress"), None)


def route_call(spec: str, pairs) -> tuple:
    """Routes between the library's vertex numbers ``pairs`` (one ``route --pairs`` run)."""
    return (("route", spec, "--pairs", "-"), "".join(f"{s}\t{t}\n" for s, t in pairs))


def schedule_call(spec: str, primitive: str, *options: str) -> tuple:
    return (("schedule", spec, primitive) + tuple(options), None)


def verify_call(claim: str) -> tuple:
    store = os.path.join(_WORKDIR, "results.sqlite")
    return (("verify", "--claim", claim, "--json", "-", "--workers", "1", "--no-progress",
             "--store", store), None)


# -- parsed results ------------------------------------------------------------------------
def parse_label(text: str):
    """A label as ``export`` writes it: ``(1,3,3)`` -> tuple of ints; ``123321`` -> the
    string; ``1 2 ... 12`` (symbols of several digits) -> tuple of ints."""
    text = text.strip()
    if text.startswith("("):
        return tuple(int(x) for x in text[1:-1].split(",") if x.strip())
    if " " in text:
        return tuple(int(x) for x in text.split())
    return text


def _cached(call: tuple, parse):
    key = (call, parse.__name__)
    if key not in _parsed:
        _parsed[key] = parse(run(call))
    return _parsed[key]


def _graphml(text: str):
    return nx.read_graphml(io.BytesIO(text.encode()))


def graphml(spec: str, nodes: str = "fold"):
    """The exported GraphML as a networkx (Multi)Graph, vertex ids as written."""
    if (spec, nodes) not in _batches:
        export_call(spec, nodes)
    call, folder = _batches[(spec, nodes)]
    key = ("graphml", spec, nodes)
    if key not in _parsed:
        run(call)
        with open(os.path.join(folder, file_name(spec)), encoding="utf-8") as fh:
            _parsed[key] = _graphml(fh.read())
    return _parsed[key]


def labelled(spec: str, nodes: str = "fold"):
    """``(G, mult, kind, ports)``: the export as a simple graph on parsed labels, the number of
    exported links per label pair, each vertex's ``kind``, and per link (u, v) the ports
    ``[(port at u, port at v), ...]`` when the family has ports."""
    key = ("labelled", spec, nodes)
    if key in _parsed:
        return _parsed[key]
    X = graphml(spec, nodes)
    lab = {v: parse_label(d["label"]) for v, d in X.nodes(data=True)}
    assert len(set(lab.values())) == len(lab), f"{spec}: exported labels are not distinct"
    G = nx.Graph()
    G.add_nodes_from(lab.values())
    kind = {lab[v]: d.get("kind") for v, d in X.nodes(data=True)}
    mult, ports = {}, {}
    for u, v, d in X.edges(data=True):
        a, b = lab[u], lab[v]
        G.add_edge(a, b)
        e = frozenset((a, b))
        mult[e] = mult.get(e, 0) + 1
        if "source_port" in d:
            ports.setdefault((a, b), []).append((d["source_port"], d["target_port"]))
    vertex = {lab[v]: int(d["vertex"]) for v, d in X.nodes(data=True)}
    _parsed[key] = (G, mult, kind, ports, vertex)
    return _parsed[key]


def info(specs) -> dict:
    """``info`` records by spec, from one run over ``specs``."""
    specs = (specs,) if isinstance(specs, str) else tuple(specs)
    key = ("info", specs)
    if key in _parsed:
        return _parsed[key]
    text = run(info_call(specs))
    recs = [json.loads(line) for line in text.splitlines() if line.strip()] if len(specs) > 1 \
        else [json.loads(text)]
    assert len(recs) == len(specs)
    _parsed[key] = dict(zip(specs, recs))
    return _parsed[key]


def _jsonlines(text: str) -> list:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def routes(spec: str, pairs) -> list:
    return _cached(route_call(spec, pairs), _jsonlines)


def schedule(spec: str, primitive: str, *options: str) -> dict:
    return _cached(schedule_call(spec, primitive, *options), json.loads)


def verify(claim: str) -> dict:
    """``verify --json -`` records by claim id."""
    out = _cached(verify_call(claim), _verify_json)
    return out


def _verify_json(text: str) -> dict:
    start = text.index("{")
    data, _ = json.JSONDecoder().raw_decode(text[start:])
    return {c["id"]: c for c in data["claims"]}
