#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# cli_valgrind_test.sh - the puzzle8 command under valgrind memcheck (leaks are errors): solves,
# limits, bad input and write errors (tools/), and the state-space commands (table, histogram,
# distance, check-heuristic, random --distance). Each run passes when valgrind reports nothing
# (the command's own exit status may be non-zero: bad input is part of the list).
# make check runs the entries marked "*" (a run under memcheck costs about a second of CPU);
# make valgrind runs them all (P8_CLI_VALGRIND=all), on its own build of the command.
# P8_CLI_VALGRIND=plain runs them all without valgrind (make coverage: the runs reach the
# library's state-space code; memcheck on its -O0 --coverage build only cost minutes): a run
# passes unless the command dies of a signal.
# Uses bin/puzzle8 or $PUZZLE8_BIN. Exits 77 (SKIP) without valgrind (but for plain).
# Last line: "N passed, N failed"; exit status 0 only if nothing failed.
set -u
cd "$(dirname "$0")/.." || exit 1
BIN=${PUZZLE8_BIN:-bin/puzzle8}
ALL=${P8_CLI_VALGRIND:-sample}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8vg.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT

. test/cli_harness.sh

[ "$ALL" = plain ] || command -v valgrind >/dev/null 2>&1 || { echo "skipped: valgrind is not installed"; exit 77; }
if [ ! -x "$BIN" ]; then
    fail "$BIN is not built"
    echo "$passed passed, $failed failed"
    exit 1
fi

runs=0
while IFS= read -r entry; do
    case $entry in '' | '#'*) continue ;; esac
    args=${entry#\* }
    [ "$ALL" = all ] || [ "$ALL" = plain ] || [ "$args" != "$entry" ] || continue
    runs=$((runs + 1))
    if [ "$ALL" = plain ]; then
        # shellcheck disable=SC2086
        "$BIN" $args >"$TMP/vg.out" 2>"$TMP/vg.err"
        rc=$?
        if [ "$rc" -gt 128 ]; then fail "puzzle8 $args died (exit status $rc)" "$(cat "$TMP/vg.err")"; else pass; fi
        continue
    fi
    # shellcheck disable=SC2086
    if valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=all \
        "$BIN" $args >"$TMP/vg.out" 2>"$TMP/vg.err"; then
        pass
    elif [ $? -ne 99 ]; then
        pass # a non-zero exit status of the program itself; valgrind saw no error
    else
        fail "valgrind: puzzle8 $args" "$(cat "$TMP/vg.err")"
    fi
done <<'LIST'
# the command: solve, compare, check, random
* solve --show --algorithm astar 8_6547231
solve 806547233
check 123456870
solve --algorithm bfs --max-expansions 1000 806547231
random --seed 3 --scramble 30
* compare --max-expansions 3000 806547231
solve --max-depth 3 806547231
solve 8 0 6 5 4 7 2 3 1
check 1 2 3 4 5 6 8 7 0 012345678
* solve 8 0 6 5 4
solve --max-memory 20000 806547231
compare --max-memory 9999 806547231
solve --algorithm dfs --weights 1,2 806547231
random --format x
# the state space
histogram
distance --list 0 867254301
* check-heuristic manhattan --against misplaced
solve --algorithm table 806547231
random --distance 12 --seed 4
random --distance 40 --seed 4
distance 123456870
LIST
[ "$ALL" = plain ] && echo "cli_valgrind_test.sh: $runs runs without valgrind (plain)" ||
    echo "cli_valgrind_test.sh: $runs runs under valgrind ($ALL)"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
