#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# cli_test.sh - tests of the puzzle8 command: exact outputs and exit statuses.
#
# Run from anywhere: it works from the repository root (found from this script's location) with
# bin/puzzle8, or the program named by $PUZZLE8_BIN. The oracle is test/data of the tree
# (sample_goal_*.txt, lines "t0 ... t8 | optimal_length"), or $P8_DATA_DIR.
# Last line: "N passed, N failed"; exit status 0 only if nothing failed.
set -u
cd "$(dirname "$0")/.." || exit 1
BIN=${PUZZLE8_BIN:-bin/puzzle8}
DATA=${P8_DATA_DIR:-test/data}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8cli.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT

. test/cli_harness.sh

if [ ! -x "$BIN" ]; then
    fail "$BIN is not built"
    echo "$passed passed, $failed failed"
    exit 1
fi

# ---- the table of cases ------------------------------------------------------------------
# Help, version, every usage and input error, boards typed without quotes, check, the messages
# of unsolvable pairs and write errors are cases of test/cli_cases.txt. cli_parity_test.sh runs
# them through every door of the command; its C half runs here too (PYTHON=none), so that the
# variant builds that run only this script (make asan, make coverage) see every case; but not
# when cli_parity_test.sh is one of this test run's (run-tests.sh lists them in P8_TEST_RUNS, as
# make check does): it runs the same cases through the same bin/puzzle8 there.
# (One case at a time: make check runs this script beside others already.)
case " ${P8_TEST_RUNS:-} " in
    *" cli_parity_test.sh "*)
        echo "cli_test.sh: the table of cases: cli_parity_test.sh runs it in this test run" ;;
    *)
        table=$(PUZZLE8_BIN="$BIN" PYTHON=none P8_PARITY_JOBS=1 bash test/cli_parity_test.sh 2>&1)
        summary=$(printf '%s\n' "$table" | tail -n 1)
        if printf '%s\n' "$summary" | grep -Eq '^[0-9]+ passed, [0-9]+ failed$'; then
            passed=$((passed + ${summary%% *}))
            n=${summary#*, }
            failed=$((failed + ${n%% *}))
            printf '%s\n' "$table" | grep -v -e '^[0-9]* passed, ' -e '^cli_parity_test.sh: '
        else
            fail "test/cli_parity_test.sh (C half) did not finish" "$(printf '%s\n' "$table" | tail -n 5)"
        fi
        ;;
esac

# ---- every hint names an option the command takes ----------------------------------------
# The options of each command, read from its usage (`puzzle8 COMMAND --help`, printed from the
# command's table; --help and --version are everyone's). Then every message the command prints
# for a configuration of the run (each algorithm with each frontier, duplicate policy, bad
# weights, --tree, --reopen, a depth limit that cuts the search off), and every message of
# test/cli_cases.txt, is parsed: each --option it names (outside the quotes of what the user
# typed) must be one its command takes, and a hint (give, use, set, turn) must name one.
opts_of() { # COMMAND: the options its usage gives it, one a line
    { echo --help; echo --version; "$BIN" "$1" --help; } | grep -o -- '--[a-z][a-z-]*' | sort -u
}
for cmd in solve tree compare check random distance histogram check-heuristic graph draw trace-diff grade experiment; do
    opts_of "$cmd" >"$TMP/opts.$cmd"
done
expect_match "the usage text gives solve --reopen" "$(cat "$TMP/opts.solve")" '^--reopen$'
expect_match "the usage text gives tree --dot" "$(cat "$TMP/opts.tree")" '^--dot$'
# check_hints COMMAND FILE: every message line of FILE names only options of COMMAND (one awk
# for the file: a few processes a line cost a minute of CPU on the loaded machine)
check_hints() {
    local bad
    bad=$(awk 'NR == FNR { ok[$0] = 1; next }
        {
            line = $0
            gsub(/"([^"\\]|\\.)*"/, "\"\"", line) # not what the user typed
            rest = line
            while (match(rest, /--[a-z][a-z-]*/)) {
                opt = substr(rest, RSTART, RLENGTH)
                if (!(opt in ok)) printf " [%s in: %s]", opt, line
                rest = substr(rest, RSTART + RLENGTH)
            }
            if (line ~ /(^|[:;,(] *)(give|use|set|turn) / && line !~ /(give|use|set|turn) [^;]*--[a-z]/)
                printf " [a hint naming no option: %s]", line
        }' "$TMP/opts.$1" "$2")
    if [ -z "$bad" ]; then pass; else fail "$1: messages name options it does not take:$bad"; fi
}
: >"$TMP/hints.solve"
: >"$TMP/hints.tree"
for alg in $("$BIN" help algorithms | awk 'body && /^[a-z]/ { print $1 } /^$/ { body = 1 }'); do
    for extra in "" "--frontier fifo" "--frontier lifo" "--frontier heap" "--frontier bucket" \
        "--duplicates none" "--duplicates parent" "--duplicates path" "--duplicates graph" \
        "--weights 0,1" "--weights 1,2" --tree --reopen "--max-depth 2" "--reopen --max-depth 2" \
        "--duplicates path --max-depth 2" "--tree --max-depth 2"; do
        case $extra in *--max-depth*) board=806547231 ;; *) board=123456708 ;; esac # 27 moves, 1
        case $alg in table) limit= ;; *) limit="--max-expansions 100000" ;; esac
        echo "solve --algorithm $alg $extra $limit $board" >>"$TMP/hint_runs"
    done
    [ "$alg" = table ] && continue
    for extra in "--frontier heap" "--duplicates none" "--duplicates graph" "--weights 0,1"; do
        echo "tree --algorithm $alg $extra --svg /dev/null 123456708" >>"$TMP/hint_runs"
    done
done
# The runs, through bin/puzzle8 a process each; or, when $BIN is the tree's bin/puzzle8 and the
# Python binding finds the same build's p8_cli_main (lib/libpuzzle8cli.so.1; cli_parity_test.sh
# proves the two doors print the same bytes), all ~250 in one python3 process through
# puzzle8.__main__.run (a process a run was 4 s of CPU). A variant build's $BIN (make asan,
# coverage) always runs as processes.
unset PUZZLE8_LIBRARY
in_process=0
if [ "$BIN" -ef bin/puzzle8 ] && command -v python3 >/dev/null 2>&1; then
    # exit status 3, having run nothing: the binding found another library (or none)
    PYTHONPATH="$PWD/bindings/python" PYTHONDONTWRITEBYTECODE=1 python3 - "$TMP" "$PWD" \
        >"$TMP/hint_py.log" 2>&1 <<'EOF_PY'
import os, sys
tmp, root = sys.argv[1], sys.argv[2]
try:
    import puzzle8.__main__ as m
    if m.library_path() != os.path.join(root, "lib", "libpuzzle8cli.so.1"):
        sys.exit(3)
except ImportError:
    sys.exit(3)
with open(os.path.join(tmp, "hint_runs")) as runs:
    for line in runs:
        argv = line.split()
        out = os.path.join(tmp, "solve.out") if argv[0] == "solve" else os.devnull
        with open(out, "ab") as o, open(os.path.join(tmp, "hints." + argv[0]), "ab") as e:
            m.run(argv, o, e)
EOF_PY
    case $? in
        0) in_process=1 ;;
        3) ;;
        *) in_process=1; fail "the hint runs through puzzle8.__main__.run did not finish" "$(tail -n 5 "$TMP/hint_py.log")" ;;
    esac
fi
if [ "$in_process" = 0 ]; then
    while read -r cmd rest; do
        # shellcheck disable=SC2086
        if [ "$cmd" = solve ]; then
            "$BIN" $cmd $rest 2>>"$TMP/hints.solve" >>"$TMP/solve.out"
        else
            "$BIN" $cmd $rest >/dev/null 2>>"$TMP/hints.tree"
        fi
    done <"$TMP/hint_runs"
fi
echo "cli_test.sh: $(wc -l <"$TMP/hint_runs" | tr -d ' ') runs for the hints$([ "$in_process" = 1 ] && echo ', in one python3 process')"
grep '^moves:' "$TMP/solve.out" >>"$TMP/hints.solve"
check_hints solve "$TMP/hints.solve"
check_hints tree "$TMP/hints.tree"
expect_match "the hints include the depth limit's" "$(cat "$TMP/hints.solve")" 'give --reopen \(or give --duplicates path\)'
expect_match "the hints include the drivers'" "$(cat "$TMP/hints.tree")" 'give --frontier fifo'
expect_eq "every message of a configuration is one line 'puzzle8: ...' or a moves: line" \
    "$(grep -cv -e '^puzzle8: ' -e '^moves: ' "$TMP/hints.solve" "$TMP/hints.tree" | awk -F: '{ n += $2 } END { print n }')" 0
# the messages of the table of cases, by command (a case's first word)
while IFS= read -r line; do
    case $line in
        "run "*) set -- $line; cmd=${2:-} ;;
        "err "* | "out "*) [ -f "$TMP/opts.$cmd" ] && printf '%s\n' "${line#* }" >>"$TMP/cases.$cmd" ;;
    esac
done <test/cli_cases.txt
for f in "$TMP"/cases.*; do check_hints "${f##*.}" "$f"; done

version=$(sed -n 's/^#define P8_VERSION_STRING "\(.*\)"$/\1/p' include/puzzle8.h)
run --version
expect_eq "--version prints the header's version" "$out" "puzzle8 $version"

# ---- random -------------------------------------------------------------------------------
run random --seed 12345
expect_rc "random --seed" 0
first=$out
run random --seed 12345
expect_eq "random: same seed, same board" "$out" "$first"
expect_eq "random --seed: nothing on stderr" "$err" ""
expect_match "random: a board on one line" "$first" '^[0-8]( [0-8]){8}$'
run check "$first"
expect_rc "random: the board reaches the default goal" 0
run random --seed 12345 --format compact
expect_eq "random --format compact" "$out" "${first// /}"
run random --seed 99 --goal "0 1 2 3 4 5 6 7 8"
board=$out
run check "$board" "0 1 2 3 4 5 6 7 8"
expect_rc "random --goal: the board reaches that goal" 0
run random --seed 7 --scramble 0
expect_eq "random --scramble 0 is the goal" "$out" "1 2 3 4 5 6 7 8 0"
run random --seed 7 --scramble 25 --goal "1 2 3 8 0 4 7 6 5"
first=$out
run random --seed 7 --scramble 25 --goal "1 2 3 8 0 4 7 6 5"
expect_eq "random --scramble: same seed, same board" "$out" "$first"
run check "$first" "1 2 3 8 0 4 7 6 5"
expect_rc "random --scramble: the board reaches the goal" 0
run random
expect_rc "random without --seed" 0
seed=$(printf '%s\n' "$err" | sed -n 's/^puzzle8: random: using --seed \([0-9][0-9]*\)$/\1/p')
if [ -n "$seed" ]; then
    pass
    board=$out
    run random --seed "$seed"
    expect_eq "random: the printed seed reproduces the board" "$out" "$board"
else
    fail "random without --seed: no seed on stderr" "stderr: [$err]"
fi
run random "1 2 3 4 5 6 7 8 0"
expect_error "random takes no board" 2 'unexpected argument'

# ---- solve against the oracle ------------------------------------------------------------
# goal_of FILE: the goal board named in sample_goal_XXXXXXXXX.txt, as "t0 ... t8".
goal_of() {
    local d=${1##*sample_goal_}
    d=${d%.txt}
    echo "$d" | sed 's/./& /g; s/ $//'
}
# check_solution NAME START GOAL WANT_LENGTH ARGS...: solve with ARGS and --show; the length is
# WANT_LENGTH, the moves lead from START to GOAL, and the last board shown is GOAL.
check_solution() {
    local name=$1 start=$2 goal=$3 want=$4
    shift 4
    run solve "$@" --show --goal "$goal" "$start"
    expect_rc "$name" 0
    local f_len f_moves f_end
    field_to f_len length
    expect_eq "$name: length" "$f_len" "$want"
    field_to f_moves moves
    [ "$want" = 0 ] && f_moves=""
    expect_eq "$name: ${#f_moves} moves" "${#f_moves}" "$want"
    apply_moves_to f_end "$start" "$f_moves"
    expect_eq "$name: the moves lead to the goal" "$f_end" "$goal"
    # the last three lines of the output, their words joined by one space (no process)
    local -a lines
    mapfile -t lines <<<"$out"
    local n=${#lines[@]}
    words_to f_end "${lines[n - 3]:-} ${lines[n - 2]:-} ${lines[n - 1]:-}"
    expect_eq "$name: the last board shown" "$f_end" "$goal"
}
found=0
for file in "$DATA"/sample_goal_*.txt; do
    [ -f "$file" ] || continue
    found=1
    goal=$(goal_of "$file")
    # the first three instances and the longest one of each file
    { grep -v '^#' "$file" | head -n 3; grep -v '^#' "$file" | sort -t'|' -k2 -n | tail -n 1; } >"$TMP/cases"
    while IFS='|' read -r start len; do
        words_to start "$start"
        words_to len "$len"
        check_solution "astar $start -> $goal" "$start" "$goal" "$len" --algorithm astar
        check_solution "bfs $start -> $goal" "$start" "$goal" "$len" --algorithm bfs
    done <"$TMP/cases"
done
if [ "$found" = 1 ]; then pass; else fail "no oracle files in $DATA"; fi
# the same instance through other optimal configurations
start="7 8 5 6 2 4 3 1 0"
len=$(sed -n "s/^$start | //p" "$DATA/sample_goal_012345678.txt" 2>/dev/null)
if [ -n "$len" ]; then
    check_solution "ucs" "$start" "0 1 2 3 4 5 6 7 8" "$len" --algorithm ucs
    check_solution "astar linear-conflict" "$start" "0 1 2 3 4 5 6 7 8" "$len" --heuristic linear-conflict
    check_solution "astar misplaced" "$start" "0 1 2 3 4 5 6 7 8" "$len" --heuristic misplaced
fi

# The textbook instance: BFS and A* agree, and the moves work.
run solve --algorithm bfs --goal "0 1 2 3 4 5 6 7 8" "8 0 6 5 4 7 2 3 1"
expect_rc "textbook instance, bfs" 0
bfs_len=$(field length)
run solve --goal "0 1 2 3 4 5 6 7 8" "8 0 6 5 4 7 2 3 1"
expect_eq "textbook instance: astar length = bfs length" "$(field length)" "$bfs_len"
expect_eq "textbook instance: the moves lead to the goal" "$(apply_moves "8 0 6 5 4 7 2 3 1" "$(field moves)")" "0 1 2 3 4 5 6 7 8"
expect_match "solve prints the statistics" "$out" '^expanded: +[0-9]+$'
for stat in generated duplicates "max frontier"; do
    expect_match "solve prints $stat" "$out" "^$stat: +[0-9]+\$"
done
expect_match "solve prints peak bytes" "$out" '^peak bytes: +[0-9]+ \([0-9.]+ KiB\)$'
expect_match "solve prints the time" "$out" '^time: +[0-9.]+ ms$'

# Other configurations find a path that works, optimal or not.
for args in "--algorithm greedy" "--algorithm dfs" "--weights 1,2" "--algorithm greedy --tree" \
    "--heuristic goal-test --max-depth 40"; do
    # shellcheck disable=SC2086
    run solve $args "1 2 3 4 0 5 7 8 6"
    expect_rc "solve $args" 0
    expect_eq "solve $args: the moves lead to the goal" "$(apply_moves "1 2 3 4 0 5 7 8 6" "$(field moves)")" "1 2 3 4 5 6 7 8 0"
done

run solve --algorithm bfs "1 2 3 4 5 6 7 8 0"
expect_rc "start is the goal" 0
expect_eq "start is the goal: length 0" "$(field length)" "0"

# ---- no solution ------------------------------------------------------------------------
run solve --max-expansions 10 --goal "0 1 2 3 4 5 6 7 8" "8 0 6 5 4 7 2 3 1"
expect_rc "solve: expansion limit" 1
expect_match "solve: expansion limit on stderr" "$err" '^puzzle8: no solution: .*limit'
expect_match "solve: expansion limit, statistics still printed" "$out" '^expanded: +10$'

# ---- compare ------------------------------------------------------------------------------
run compare --goal "0 1 2 3 4 5 6 7 8" "8 0 6 5 4 7 2 3 1"
expect_rc "compare" 0
printf '%s\n' "$out" >"$TMP/compare"
expect_match "compare: header" "$out" '^algorithm +frontier +length +optimal +expanded +generated +max frontier +peak KiB +time ms$'
for label in "bfs" "dfs" "dfs, depth limit 31, reopen" "ucs" "greedy, manhattan" "astar, misplaced" \
    "astar, manhattan" "astar, linear-conflict" "astar, manhattan, weights 1,2"; do
    n=$(grep -c -- "^$label  " "$TMP/compare")
    expect_eq "compare: one row for $label" "$n" 1
done
for label in "bfs" "ucs" "astar, misplaced" "astar, manhattan" "astar, linear-conflict"; do
    expect_match "compare: $label is optimal" "$out" "^$label +(fifo|bucket) +$bfs_len +yes +[0-9]+ +[0-9]+ +[0-9]+ +[0-9.]+ +[0-9.]+\$"
done
expect_match "compare: dfs is not optimal" "$out" '^dfs +lifo +[0-9]+ +no '
widths=$(grep -E '^(algorithm|bfs|dfs|ucs|greedy|astar)' "$TMP/compare" | sed 's/—/-/g' | awk '{ print length($0) }' | sort -u | wc -l)
expect_eq "compare: aligned columns (all rows one width)" "$widths" 1

run compare --max-expansions 100 "8 0 6 5 4 7 2 3 1"
expect_rc "compare --max-expansions: still exit 0" 0
expect_match "compare: a row stopped by the limit shows limit" "$out" '^bfs +fifo +limit +— +100 '
expect_match "compare: the run goes on to the next rows" "$out" '^astar, linear-conflict +'

# ---- system errors: exit status 3 (write errors are cases of the table) --------------------
# Out of memory: tree-search BFS on a 31-move instance (about 3^30 nodes) outgrows a 64 MB address
# space. Skipped when the program cannot even start under that limit (e.g. a sanitizer build).
if (ulimit -v 64000 && "$BIN" --version) >/dev/null 2>&1; then
    (ulimit -v 64000 && exec "$BIN" solve --tree --algorithm bfs --goal 012345678 806547231) \
        >"$TMP/out" 2>"$TMP/err"
    rc=$?
    err=$(cat "$TMP/err")
    expect_rc "out of memory" 3
    expect_match "out of memory: one line" "$err" '^puzzle8: search failed: out of memory'
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
