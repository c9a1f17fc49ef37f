#!/bin/sh
# SPDX-License-Identifier: MIT
# js_test.sh - the JavaScript binding (bindings/js) under Node: `make wasm` builds the library
# for wasm32-wasi, then `npm test` in bindings/js (node --test test/*.test.js) runs the package's tests
# (which compare counts with the C tool: the tree's bin/puzzle8, found by the tests themselves as
# a user's `npm test` does, or a variant build's as $PUZZLE8_BIN; none skipped); package.test.js packs the package with $NPM, default npm,
# offline, and imports it: skipped without npm, failed when P8_REQUIRE_JS=1). Node's totals
# become the last line "N passed, N failed".
# Without node or the wasm toolchain (clang, Debian's wasi-libc, lld, libclang-rt-14-dev-wasm32)
# it exits 77 (SKIP), or fails when P8_REQUIRE_JS=1 (CI sets it).
# The tree is $P8_ROOT or this script's parent directory; uses $MAKE and $NODE.
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
REQUIRE=${P8_REQUIRE_JS:-0} LOG_NAME=p8-js
. test/node_support.sh
if ! $MAKE --no-print-directory wasm > "$LOG" 2>&1; then
    cat "$LOG"
    missing "make wasm failed (needs clang, wasi-libc, lld, libclang-rt-14-dev-wasm32)"
fi
cat "$LOG"

# As a user runs them: `cd bindings/js && npm test` (node --test test/, the package's test
# script), with no PUZZLE8_BIN: the tests find the tree's bin/puzzle8 themselves. A variant
# build's program (make asan, coverage...) is passed as PUZZLE8_BIN.
bin=${PUZZLE8_BIN:-bin/puzzle8}
case $bin in /*) ;; *) bin=$ROOT/$bin ;; esac
if [ "$bin" -ef "$ROOT/bin/puzzle8" ]; then
    unset PUZZLE8_BIN
    echo "js_test.sh: bindings/js's tests with PUZZLE8_BIN unset (they find ../../bin/puzzle8)"
else
    PUZZLE8_BIN=$bin
    export PUZZLE8_BIN
    echo "js_test.sh: bindings/js's tests with PUZZLE8_BIN=$bin"
fi
NPM=${NPM:-npm}
if [ "$NODE" = node ] && command -v "$NPM" > /dev/null 2>&1; then
    (cd bindings/js && npm_config_update_notifier=false "$NPM" test) > "$LOG" 2>&1
else
    (cd bindings/js && "$NODE" --test test/*.test.js) > "$LOG" 2>&1
fi
rc=$?
cat "$LOG"
# A test skipped for want of the C tool would hide the comparisons with it (bindings/js/test/cli.js).
if grep -q 'not found: build it (make) or set PUZZLE8_BIN' "$LOG"; then
    echo "FAIL: tests were skipped: the C tool was not found"
    skipped_cli=1
fi
pass=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$LOG" | tail -n 1)
fail=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$LOG" | tail -n 1)
if [ -z "$pass" ] || [ -z "$fail" ]; then
    echo "no totals from node --test (exit status $rc)"
    echo "0 passed, 1 failed"
    exit 1
fi
[ "$rc" -eq 0 ] || [ "$fail" -gt 0 ] || fail=1
fail=$((fail + ${skipped_cli:-0}))
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
