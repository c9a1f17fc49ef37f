#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# example_trace_test.sh - examples/trace.c, the program students copy to watch a search: it traces
# the algorithm it is asked for, and rejects an unknown algorithm name or a bad board with a
# message that says what is wrong (the valid names; the parser's reason).
# Builds it with $CC against lib/libpuzzle8.a. Last line: "N passed, N failed".
set -u
cd "$(dirname "$0")/.." || exit 1
CC=${CC:-cc}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8trace.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() {
    failed=$((failed + 1))
    printf 'FAIL: %s\n' "$1"
    [ $# -lt 2 ] || printf '  %s\n' "${@:2}"
}
expect_eq() { if [ "$2" = "$3" ]; then pass; else fail "$1" "got:  [$2]" "want: [$3]"; fi; }
run() {
    "$TMP/trace" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
    rc=$?
    out=$(cat "$TMP/out")
    err=$(cat "$TMP/err")
}

if ! $CC -std=c99 -Wall -Wextra -Wpedantic -Werror -Iinclude -o "$TMP/trace" examples/trace.c \
    lib/libpuzzle8.a >"$TMP/cc" 2>&1; then
    fail "examples/trace.c compiles against lib/libpuzzle8.a (run make first)" "$(head -n 20 "$TMP/cc")"
    echo "$passed passed, $failed failed"
    exit 1
fi

board="1 2 3 / 0 4 6 / 7 5 8"
run
expect_eq "default: exit status" "$rc" 0
expect_eq "default: BFS" "$(printf '%s\n' "$out" | head -n 1)" "bfs from $board"
expect_eq "default: the counts of the tutorial" "$(printf '%s\n' "$out" | tail -n 2)" \
    "status P8_OK; events: 8 expand, 16 generate, 0 duplicate, 1 goal
result:  8 expanded, 16 generated, 0 duplicates"
expect_eq "default: nothing on stderr" "$err" ""
for alg in bfs dfs ucs greedy astar; do
    run "$board" "$alg"
    expect_eq "$alg: exit status" "$rc" 0
    expect_eq "$alg: traces $alg" "$(printf '%s\n' "$out" | head -n 1)" "$alg from $board"
done

# An unknown name is an error listing the valid ones (it used to run BFS without a word).
for name in astra BFS "" "astar "; do
    run "$board" "$name"
    expect_eq "unknown algorithm \"$name\": exit status" "$rc" 2
    expect_eq "unknown algorithm \"$name\": no trace" "$out" ""
    expect_eq "unknown algorithm \"$name\": message" "$err" \
        "trace: unknown algorithm \"$name\": expected one of bfs, dfs, ucs, greedy, astar, iddfs, idastar, bibfs, random-walk, rbfs, smastar"
done

# A bad board: the parser's reason (it used to say "bad board or out of memory").
run "1 2 3 / 0 4 6 / 7 5 5"
expect_eq "duplicate tile: exit status" "$rc" 2
expect_eq "duplicate tile: the parser's reason" "$err" \
    'trace: bad board "1 2 3 / 0 4 6 / 7 5 5": tile 5 appears twice'
run "1 2 3 x" astar
expect_eq "bad character: exit status" "$rc" 2
case $err in
    'trace: bad board "1 2 3 x": '?*) pass ;;
    *) fail "bad character: a reason after the board" "stderr: [$err]" ;;
esac

# Not reachable: the library's sentence, no made-up counts.
run "1 2 3 4 5 6 8 7 0"
expect_eq "unsolvable: exit status" "$rc" 1
expect_eq "unsolvable: the reason" "$err" "trace: the goal is not reachable from the start: their \
inversion counts have different parity (1 is odd, 0 is even) and no move changes it"
case $out in *result:*) fail "unsolvable: no result line" "stdout: [$out]" ;; *) pass ;; esac

run "$board" bfs extra
expect_eq "too many arguments: exit status" "$rc" 2
expect_eq "too many arguments: usage" "$err" 'usage: trace ["START"] [ALGORITHM]'

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
