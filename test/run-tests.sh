#!/bin/sh
# SPDX-License-Identifier: MIT
# run-tests.sh - run every test program and test script, P8_JOBS at a time, and sum their results.
#
# Usage: test/run-tests.sh [PROGRAM...]
#   PROGRAMs default to every executable build/test/test_* (make check passes the list).
#   Then every test/*_test.sh script is run (exports, header, install, cli, python, ...).
#
# Each program or script must end its output with a line "N passed, N failed". A run that exits
# non-zero with no failure counted, crashes, times out or prints no such line counts as 1 failed.
# A script that exits 77 is reported as SKIP (e.g. a tool it needs is missing).
# Output of each run goes to LOGDIR/NAME.log (shown when the run fails, after all runs ended), its
# CPU time (user + sys of it and every process it started, from /usr/bin/time) to LOGDIR/NAME.time.
# Runs go P8_JOBS at a time (default: make's -jN when make passes it, else the number of CPUs),
# the costliest first; a line is printed as each ends, the failures' logs and the totals after.
# The tree is $P8_ROOT or this script's parent directory. Environment passed on: P8_ROOT, CC,
# CXX, MAKE, PKG_CONFIG, P8_DATA_DIR (if set: another directory of the instance files of test/data).
# P8_TEST_TIMEOUT (seconds, default 900) bounds each run.
# For the quality gates (docs/quality.md): P8_TEST_SCRIPTS lists the scripts to run by name
# (e.g. "cli_test.sh"; default: every test/*_test.sh; "none": none), P8_TEST_SKIP the test
# programs not to run, by name (e.g. "test_table test_graph"; default: none; CI's clang step
# leaves out those check-full runs in full on the same build), P8_TEST_WRAPPER is put in
# front of each test program (e.g. "valgrind --error-exitcode=1"), P8_TEST_LOGDIR replaces
# build/test/logs.
# The line before the last gives the runs' CPU and wall time:
#   "cpu: U s user + S s sys = T s in R runs, W s wall with J jobs".
# Last line: the total, "N passed, N failed". Exit status 0 only if nothing failed.
set -u
SELF=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
P8_ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$P8_ROOT" || exit 1
CC=${CC:-cc}
CXX=${CXX:-c++}
MAKE=${MAKE:-make}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
# The instance files: test/data of the tree, unless P8_DATA_DIR names another directory.
P8_DATA_DIR=${P8_DATA_DIR:-$P8_ROOT/test/data}
export P8_DATA_DIR
export P8_ROOT CC CXX MAKE PKG_CONFIG
# python3 as the tests will run it: when it is a launcher that finds the interpreter at each start
# (pyenv's shim, ~0.7 s of CPU a start here, against 0.15 s), the interpreter's directory goes
# first on PATH, so every test runs the same python3 without the launcher.
if [ "${1:-}" != --one ] && command -v python3 > /dev/null 2>&1; then
    py=$(python3 -c 'import sys; print(sys.executable)' 2> /dev/null)
    case $py in
        /*/python3*) [ -x "${py%/*}/python3" ] && [ "${py%/*}/python3" -ef "$py" ] &&
            [ "$(command -v python3)" != "${py%/*}/python3" ] && PATH=${py%/*}:$PATH && export PATH ;;
    esac
fi
TIMEOUT=${P8_TEST_TIMEOUT:-900}
LOGDIR=${P8_TEST_LOGDIR:-build/test/logs}
WRAPPER=${P8_TEST_WRAPPER:-}
SCRIPTS=${P8_TEST_SCRIPTS:-}
mkdir -p "$LOGDIR" || exit 1

# A failed run's report: its first failures with what follows them (a CI log keeps no other
# copy; a test program's "FAIL" lines, unittest's "FAIL:" and "ERROR:"), then its log's end.
report() {
    if grep -Eq '^ *(FAIL|ERROR:)' "$LOGDIR/$1.log" 2> /dev/null; then
        echo "----- FAIL $1: its first failures in $LOGDIR/$1.log -----"
        grep -E -n -m 3 -A 30 '^ *(FAIL|ERROR:)' "$LOGDIR/$1.log" | head -n 90 | sed 's/^/    /'
    fi
    echo "----- FAIL $1: $2; last lines of $LOGDIR/$1.log -----"
    tail -n 30 "$LOGDIR/$1.log" 2> /dev/null | sed 's/^/    /'
    echo "-----"
}

# ---- one run: `run-tests.sh --one PATH [--report]` (the pool below calls it) -------------------
# Runs PATH (a test program, or a test/*_test.sh script), logs it, and writes LOGDIR/NAME.result:
# "STATUS PASSED FAILED WALL CPU NOTE" (STATUS: PASS, FAIL or SKIP); prints one line (and with
# --report, when the run failed, its report).
if [ "${1:-}" = --one ]; then
    path=$2
    want_report=${3:-}
    name=$(basename "$path")
    log="$LOGDIR/$name.log"
    case $path in
        test/*_test.sh)
            shebang=$(head -n 1 "$path")
            case $shebang in
                # shellcheck disable=SC2086
                '#!'*) set -- ${shebang#??} "$path" ;;
                *) set -- sh "$path" ;;
            esac ;;
        *)
            set -- "$path"
            case $1 in */*) ;; *) set -- "./$1" ;; esac
            # shellcheck disable=SC2086
            [ -n "$WRAPPER" ] && set -- $WRAPPER "$1" ;;
    esac
    command -v timeout > /dev/null 2>&1 && set -- timeout "$TIMEOUT" "$@"
    [ -x /usr/bin/time ] && set -- /usr/bin/time -f '%U %S' -o "$LOGDIR/$name.time" "$@"
    rm -f "$LOGDIR/$name.time"
    start=$(date +%s)
    "$@" > "$log" 2>&1 < /dev/null
    rc=$?
    secs=$(( $(date +%s) - start ))
    # /usr/bin/time's line is the last of its file (a "Command exited with..." line may precede).
    cpu=$(tail -n 1 "$LOGDIR/$name.time" 2> /dev/null | awk 'NF == 2 { printf "%.1f", $1 + $2 }')
    summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
    if [ "$rc" -eq 77 ] && [ -z "$summary" ]; then
        echo "SKIP 0 0 $secs ${cpu:-0} $(tail -n 1 "$log")" > "$LOGDIR/$name.result"
        printf 'SKIP  %-28s %s\n' "$name" "$(tail -n 1 "$log")"
        exit 0
    fi
    p=0; f=0; note=
    if [ -n "$summary" ]; then
        p=${summary%% passed*}
        f=${summary#*passed, }; f=${f%% failed}
    fi
    # A crash or a timeout counts as one more failure; so does a missing summary line.
    if [ "$rc" -eq 124 ]; then
        note="timed out after ${TIMEOUT}s"
    elif [ "$rc" -gt 128 ]; then
        note="crashed (signal $((rc - 128)))"
    elif [ -z "$summary" ]; then
        note="no summary line (exit status $rc)"
    elif [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
        note="exit status $rc with no failure counted"
    fi
    [ -n "$note" ] && f=$((f + 1))
    status=PASS
    [ "$f" -eq 0 ] || status=FAIL
    echo "$status $p $f $secs ${cpu:-0} $note" > "$LOGDIR/$name.result"
    printf '%s  %-28s %s passed, %s failed (%ss, %ss CPU)%s\n' "$status" "$name" "$p" "$f" \
        "$secs" "${cpu:-?}" "${note:+ - $note}"
    # run alone (make check-full's scripts), a failed run shows its report at once
    [ "$status" = FAIL ] && [ "$want_report" = --report ] && report "$name" "${note:-$f failed}"
    exit 0
fi

# ---- the list ------------------------------------------------------------------------------
if [ $# -eq 0 ]; then
    for p in build/test/test_*; do
        case $p in *.o|*.d) continue ;; esac
        [ -f "$p" ] && [ -x "$p" ] && set -- "$@" "$p"
    done
fi
list="$LOGDIR/runs.list"
: > "$list"
for prog in "$@"; do
    case " ${P8_TEST_SKIP:-} " in *" $(basename "$prog") "*) continue ;; esac
    printf '%s\n' "$prog" >> "$list"
done
for script in test/*_test.sh; do
    if [ -n "$SCRIPTS" ]; then
        case " $SCRIPTS " in *" $(basename "$script") "*) ;; *) continue ;; esac
    fi
    [ -f "$script" ] && printf '%s\n' "$script" >> "$list"
done
# The names of this run's programs and scripts, for a script that leaves to another what that
# one does in the same run (cli_test.sh leaves the table of cases to cli_parity_test.sh).
P8_TEST_RUNS=$(sed 's|.*/||' "$list" | tr '\n' ' ')
export P8_TEST_RUNS

# The costliest runs start first, so that the last to end is a short one: by the CPU time of
# the last run that left a .time file, else by P8_TEST_FIRST (the costly ones of make check).
FIRST=${P8_TEST_FIRST:-"test_search_optimal python_test.sh docs_test.sh table_cli_test.sh
    amalgamation_test.sh cli_test.sh js_test.sh cli_parity_test.sh fuzz_replay_test.sh"}
order="$LOGDIR/runs.order"
while IFS= read -r path; do
    name=$(basename "$path")
    cost=$(tail -n 1 "$LOGDIR/$name.time" 2> /dev/null | awk 'NF == 2 { printf "%.0f", ($1 + $2) * 10 }')
    if [ -z "$cost" ]; then
        cost=0 i=0
        for n in $FIRST; do
            i=$((i + 1))
            [ "$n" = "$name" ] && cost=$((100000 - i))
        done
    fi
    printf '%s %s\n' "$cost" "$path"
done < "$list" | sort -s -k1,1nr | cut -d' ' -f2- > "$order"

# P8_JOBS, else make's -jN (in MAKEFLAGS when make runs this script), else the CPUs.
jobs=${P8_JOBS:-}
if [ -z "$jobs" ]; then
    for w in ${MAKEFLAGS:-}; do
        case $w in -j[0-9]*) jobs=${w#-j} ;; esac
    done
fi
[ -n "$jobs" ] || jobs=$(nproc 2> /dev/null || getconf _NPROCESSORS_ONLN 2> /dev/null || echo 1)
case $jobs in '' | *[!0-9]* | 0) jobs=1 ;; esac

while IFS= read -r path; do
    rm -f "$LOGDIR/$(basename "$path").result"
done < "$list"
t0=$(date +%s)
if [ "$jobs" -gt 1 ] && printf '' | xargs -P 2 true 2> /dev/null; then
    tr '\n' '\0' < "$order" | xargs -0 -n 1 -P "$jobs" sh "$SELF" --one
else
    while IFS= read -r path; do sh "$SELF" --one "$path"; done < "$order"
fi
wall=$(( $(date +%s) - t0 ))

# ---- the totals, in the list's order ---------------------------------------------------------
total_passed=0
total_failed=0
runs=0
bad_runs=0
cpu_user=0
cpu_sys=0
while IFS= read -r path; do
    name=$(basename "$path")
    runs=$((runs + 1))
    if [ -f "$LOGDIR/$name.result" ]; then
        read -r status p f secs cpu note < "$LOGDIR/$name.result"
    else
        status=FAIL p=0 f=1 note="did not run"
    fi
    total_passed=$((total_passed + p))
    total_failed=$((total_failed + f))
    if [ "$status" = FAIL ]; then
        bad_runs=$((bad_runs + 1))
        report "$name" "${note:-$f failed}"
    fi
done < "$list"
cpu=$(while IFS= read -r path; do tail -n 1 "$LOGDIR/$(basename "$path").time" 2> /dev/null; done \
    < "$list" | awk 'NF == 2 { u += $1; s += $2 } END { printf "%.1f s user + %.1f s sys = %.1f s", u, s, u + s }')

echo "$runs runs, $bad_runs with failures"
[ -x /usr/bin/time ] && echo "cpu: $cpu in $runs runs, $wall s wall with $jobs jobs"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ] && [ "$runs" -gt 0 ]
