#!/usr/bin/env sh
# Re-verify a paper's claims in any CI (the plain-shell form of claims.yml).
# Run from the paper's repository root, next to proofs/.  Keep .latticegraph/
# between runs (the CI's cache) so that nothing decided before is recomputed.
set -eu
# LATTICEGRAPH: what pip installs (a pinned version, a git URL, a path); skipped when
# latticegraph is already installed
command -v latticegraph >/dev/null || python -m pip install -q "${LATTICEGRAPH:-latticegraph}"
status=0
latticegraph verify --proofs proofs --no-progress \
    --json claims.json --junit-xml claims.xml --errata errata.md || status=$?
latticegraph report --proofs proofs --no-progress -o report.html
# artifacts: claims.json claims.xml errata.md report.html
exit "$status"
