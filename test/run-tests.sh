#!/bin/sh
# SPDX-License-Identifier: MIT
# run-tests.sh - run every test program and test script, and sum their results.
#
# Usage: test/run-tests.sh [PROGRAM...]
#   PROGRAMs default to every executable build/test/test_* (make check passes the list).
#   Then every test/*_test.sh script is run (exports, header, install, cli, python, ...).
#
# Each program or script must end its output with a line "N passed, N failed". A run that exits
# non-zero with no failure counted, crashes, times out or prints no such line counts as 1 failed.
# A script that exits 77 is reported as SKIP (e.g. a tool it needs is missing).
# Output of each run goes to build/test/logs/NAME.log and is shown when the run fails.
# The tree is $P8_ROOT or this script's parent directory. Environment passed on: P8_ROOT, CC,
# CXX, MAKE, PKG_CONFIG, P8_DATA_DIR (if set: another directory of the instance files of test/data).
# P8_TEST_TIMEOUT (seconds, default 900) bounds each run.
# For the quality gates (docs/quality.md): P8_TEST_SCRIPTS lists the scripts to run by name
# (e.g. "cli_test.sh"; default: every test/*_test.sh; "none": none), P8_TEST_WRAPPER is put in
# front of each test program (e.g. "valgrind --error-exitcode=1"), P8_TEST_LOGDIR replaces
# build/test/logs.
# Last line: the total, "N passed, N failed". Exit status 0 only if nothing failed.
set -u
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
TIMEOUT=${P8_TEST_TIMEOUT:-900}
LOGDIR=${P8_TEST_LOGDIR:-build/test/logs}
WRAPPER=${P8_TEST_WRAPPER:-}
SCRIPTS=${P8_TEST_SCRIPTS:-}
mkdir -p "$LOGDIR" || exit 1

if [ $# -eq 0 ]; then
    for p in build/test/test_*; do
        case $p in *.o|*.d) continue ;; esac
        [ -f "$p" ] && [ -x "$p" ] && set -- "$@" "$p"
    done
fi

total_passed=0
total_failed=0
runs=0
bad_runs=0

# run_one KIND PATH: run it, log it, add its counts, print one summary line.
run_one() {
    name=$(basename "$2")
    log="$LOGDIR/$name.log"
    if [ "$1" = program ]; then
        set -- "$2"
        case $1 in */*) ;; *) set -- "./$1" ;; esac
        # shellcheck disable=SC2086
        [ -n "$WRAPPER" ] && set -- $WRAPPER "$1"
    else
        shebang=$(head -n 1 "$2")
        case $shebang in
            '#!'*) set -- ${shebang#??} "$2" ;;
            *) set -- sh "$2" ;;
        esac
    fi
    start=$(date +%s)
    if command -v timeout >/dev/null 2>&1; then
        timeout "$TIMEOUT" "$@" > "$log" 2>&1 </dev/null
    else
        "$@" > "$log" 2>&1 </dev/null
    fi
    rc=$?
    secs=$(( $(date +%s) - start ))
    summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
    runs=$((runs + 1))
    if [ "$rc" -eq 77 ] && [ -z "$summary" ]; then
        printf 'SKIP  %-28s %s\n' "$name" "$(tail -n 1 "$log")"
        return
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
    total_passed=$((total_passed + p))
    total_failed=$((total_failed + f))
    if [ "$f" -eq 0 ]; then
        printf 'PASS  %-28s %s passed, %s failed (%ss)\n' "$name" "$p" "$f" "$secs"
    else
        bad_runs=$((bad_runs + 1))
        printf 'FAIL  %-28s %s passed, %s failed (%ss)%s\n' "$name" "$p" "$f" "$secs" \
            "${note:+ - $note}"
        echo "----- last lines of $log -----"
        tail -n 40 "$log" | sed 's/^/    /'
        echo "-----"
    fi
}

for prog in "$@"; do
    run_one program "$prog"
done
for script in test/*_test.sh; do
    if [ -n "$SCRIPTS" ]; then
        case " $SCRIPTS " in *" $(basename "$script") "*) ;; *) continue ;; esac
    fi
    [ -f "$script" ] && run_one script "$script"
done

echo "$runs runs, $bad_runs with failures"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ] && [ "$runs" -gt 0 ]
