#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# heuristics_cli_test.sh - what 0.4.0 added to the puzzle8 command for the field's heuristics,
# pattern databases and board layouts: solve with each new built-in and with --heuristic
# pdb:GROUPS (lengths against test/data, paths replayed by the harness's own move rule),
# check-heuristic on databases (verdicts, dominance over Manhattan, eight singletons equal to
# Manhattan, one group of all eight exact), --column-major and --positions (against this
# script's own transposition and placement), random --swap (unsolvable, the two tiles
# exchanged), and each refusal with its message. Uses bin/puzzle8 or $PUZZLE8_BIN and test/data
# (or $P8_DATA_DIR). Last line: "N passed, N failed"; exit status 0 only if nothing failed.
set -u
cd "$(dirname "$0")/.." || exit 1
BIN=${PUZZLE8_BIN:-bin/puzzle8}
DATA=${P8_DATA_DIR:-test/data}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8hcli.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT

. test/cli_harness.sh
f_len="" f_moves="" f_end="" f_board="" # set by field_to, apply_moves_to

if [ ! -x "$BIN" ]; then
    fail "$BIN is not built"
    echo "$passed passed, $failed failed"
    exit 1
fi

# ---- solve with the new heuristics -----------------------------------------------------------
instances=$(grep -v '^#' "$DATA/sample_goal_123456780.txt" | head -n 8)
for h in gaschnig euclidean corner-tiles last-moves corner-last-moves pdb:1234/5678 pdb:123/456/78; do
    bad=0
    while IFS='|' read -r board len; do
        words_to board "$board"
        words_to len "$len"
        run solve --heuristic "$h" "$board"
        field_to f_len length
        field_to f_moves moves
        apply_moves_to f_end "$board" "$f_moves"
        [ "$rc" -eq 0 ] && [ "$f_len" = "$len" ] && [ "$f_end" = "1 2 3 4 5 6 7 8 0" ] || bad=$((bad + 1))
    done <<<"$instances"
    expect_eq "solve --heuristic $h: optimal on 8 instances" "$bad" 0
done
run solve --heuristic pdb:8765/4321 "8 0 6 5 4 7 2 3 1"
expect_rc "solve with a database" 0
expect_eq "solve: the database named as the library names it" "$(field algorithm)" "astar, heuristic pdb:5678/1234"
run solve --heuristic pdb:12/34/56/78 --goal "1 2 3 8 0 4 7 6 5" "2 8 3 1 6 4 7 0 5"
expect_rc "solve with a database, another goal" 0
expect_eq "solve with a database, another goal: 5 moves" "$(field length)" 5
run solve --algorithm idastar --heuristic pdb:1234/5678 "8 6 7 2 5 4 3 0 1"
expect_eq "idastar with a database: the 31-move board" "$(field length)" 31
run tree --heuristic pdb:1234/5678 --expansions 3 --svg "$TMP/t.svg" "8 0 6 5 4 7 2 3 1"
expect_rc "tree with a database" 0
expect_match "tree with a database: an SVG" "$(head -c 200 "$TMP/t.svg")" '<svg'
run solve --heuristic pdb:1234/4 806547231
expect_error "solve: a tile in two groups" 2 'bad --heuristic "pdb:1234/4": tile 4 is in groups 1 and 2$'
run solve --heuristic pdb: 806547231
expect_error "solve: an empty database" 2 'bad --heuristic "pdb:": empty text$'
run solve --heuristic pdb:1230 806547231
expect_error "solve: the blank in a group" 2 'tile 0 at column 8 is the blank: groups hold tiles 1-8$'
run solve --algorithm table --heuristic pdb:1234 806547231
expect_error "solve --algorithm table with a database" 2 'takes no --heuristic'

# ---- check-heuristic with databases ----------------------------------------------------------
run check-heuristic pdb:1234/5678 --against manhattan
expect_rc "check-heuristic pdb:1234/5678" 0
expect_eq "check-heuristic pdb: its name" "$(field heuristic)" "pdb:1234/5678"
expect_match "check-heuristic pdb: verdict" "$out" '^  admissible and consistent\.$'
expect_match "check-heuristic pdb: dominates Manhattan" "$out" '^  a_dominates +1$'
expect_match "check-heuristic pdb: never below Manhattan" "$out" '^  b_above +0$'
run check-heuristic pdb:1/2/3/4/5/6/7/8 --against manhattan
expect_match "eight singletons: Manhattan on every board" "$out" '^  equal +181440$'
run check-heuristic pdb:12345678 --goal "1 2 3 8 0 4 7 6 5"
expect_match "one group of all eight: exact on every board" "$out" '^  exact +181440$'
run check-heuristic manhattan --against pdb:1234/5678
expect_match "--against a database" "$out" '^against pdb:1234/5678 \(a = manhattan, b = pdb:1234/5678\):$'
expect_match "--against a database: it dominates" "$out" '^  b_dominates +1$'
run check-heuristic pdb:99
expect_error "check-heuristic: a bad database" 2 'bad heuristic "pdb:99": tile 9 at column 5 is out of range'

# ---- --column-major and --positions ----------------------------------------------------------
# transpose "a b c d e f g h i" (read column by column) and place tiles by their cells, here
transpose() { local -a t; read -r -a t <<<"$1"; echo "${t[0]} ${t[3]} ${t[6]} ${t[1]} ${t[4]} ${t[7]} ${t[2]} ${t[5]} ${t[8]}"; }
place() {
    local -a p c
    local k
    read -r -a p <<<"$1"
    for k in 0 1 2 3 4 5 6 7 8; do c[p[k]]=$k; done
    echo "${c[*]}"
}
run distance --column-major "1 4 7 2 5 8 3 6 0"
expect_eq "distance --column-major: slidingpuzzle's from_cols goal" "$(field board)" "1 2 3 4 5 6 7 8 0"
bad=0
while IFS='|' read -r board len; do
    words_to board "$board"
    words_to len "$len"
    run solve --column-major "$(transpose "$board")"
    field_to f_len length
    [ "$f_len" = "$len" ] || bad=$((bad + 1))
    run distance --positions "$(place "$board")"
    field_to f_board board
    [ "$f_board" = "$board" ] || bad=$((bad + 1))
done <<<"$instances"
expect_eq "--column-major and --positions read the boards this script writes" "$bad" 0
run check --column-major --goal "1 4 7 2 5 8 3 6 0" "1 4 7 2 5 8 3 6 0"
expect_rc "--column-major applies to --goal too" 0
run distance --positions "8 0 1 2 3 4 5 6 7"
expect_eq "--positions: the blank on cell 8, tile 1 on cell 0" "$(field board)" "1 2 3 4 5 6 7 8 0"
run solve --column-major --positions 806547231
expect_error "--column-major with --positions" 2 'cannot be used together'
run distance --column-major=yes 806547231
expect_error "--column-major with a value" 2 'option --column-major takes no value'
run distance --positions "0 0 1 2 3 4 5 6 7"
expect_error "--positions: a cell twice" 2 '\(read as tile positions: the cell of tile 0, 1, \.\.\., 8\)'
run trace-diff --column-major a b
expect_error "trace-diff reads no boards" 2 'unknown option "--column-major"'

# ---- random --swap ---------------------------------------------------------------------------
run random --seed 7
plain=$out
run random --seed 7 --swap 7,8
expect_rc "random --swap" 0
expect_eq "random --swap: tiles 7 and 8 exchanged" "$out" "$(echo "$plain" | tr 78 87)"
run check "$out"
expect_rc "random --swap: the goal is not reachable" 1
run random --seed 7 --swap 1,1
expect_error "random --swap: the same tile" 2 'bad --swap value "1,1": expected two different tiles 1-8'
run random --seed 7 --swap 0,3
expect_error "random --swap: the blank" 2 'bad --swap value "0,3"'

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
