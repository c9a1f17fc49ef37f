#!/bin/sh
# SPDX-License-Identifier: MIT
# docs-images.sh - make the pictures of docs/ (docs/images/*.svg) with the puzzle8 command (the
# plots of docs/experiments.md included), the
# one place their commands are written down. `make docs-images` writes them into docs/images;
# test/view_test.py makes them into a scratch directory and checks the committed ones are not
# stale (the pictures are outputs of the library: regenerate, never hand-edit).
#
# Usage: scripts/docs-images.sh PUZZLE8_BIN OUTDIR
set -eu
BIN=$1
OUT=$2
mkdir -p "$OUT"
START="1 3 4 8 6 2 7 0 5"
GOAL="1 2 3 8 0 4 7 6 5"
"$BIN" draw "$START" --svg "$OUT/start.svg"
"$BIN" draw "$GOAL" --svg "$OUT/goal.svg"
"$BIN" solve "$START" --goal "$GOAL" --svg "$OUT/solution.svg" > /dev/null
"$BIN" tree "$START" --goal "$GOAL" --expansions 6 --svg "$OUT/astar-tree.svg" > /dev/null
"$BIN" experiment branching --seed 1 --svg "$OUT/branching-generated.svg" > /dev/null
"$BIN" experiment branching --seed 1 --plot bstar --svg "$OUT/branching-bstar.svg" > /dev/null
"$BIN" experiment textbook --plot bstar --svg "$OUT/textbook-bstar.svg" > /dev/null
