#!/bin/sh
# SPDX-License-Identifier: MIT
# view_test.sh - the pictures and traces of the puzzle8 command end to end (test/view_test.py):
# SVG parsed as XML and rendered to PNG (rsvg-convert) with the pixels checked, search trees'
# DOT rendered by Graphviz, traces of BFS, DFS, A*, IDA* and bidirectional BFS validated against
# docs/trace.schema.json (python3 jsonschema), the same run's trace byte for byte from C
# (test/view/trace_run.c, built with $CC), both commands and Python, Search.tree_svg() against
# `puzzle8 tree`, trace-diff on planted differences. A missing python3 skips (77); a missing
# rsvg-convert, dot or jsonschema skips those checks with a note. Last line: "N passed, N failed".
set -u
P8_ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$P8_ROOT" || exit 1
PYTHON=${PYTHON:-python3}
BIN=${PUZZLE8_BIN:-bin/puzzle8}
if ! command -v "$PYTHON" >/dev/null 2>&1; then
    echo "view_test.sh: $PYTHON not found, skipping"
    exit 77
fi
if [ ! -x "$BIN" ]; then
    echo "view_test.sh: $BIN is missing: build it first (make)" >&2
    echo "0 passed, 1 failed"
    exit 1
fi
exec "$PYTHON" test/view_test.py "$BIN"
