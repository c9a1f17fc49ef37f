#!/bin/sh
# SPDX-License-Identifier: MIT
# js_test.sh - the JavaScript binding (bindings/js) under Node: `make wasm` builds the library
# for wasm32-wasi, then `node --test bindings/js/test/` runs the package's tests (which compare
# counts with the C tool $PUZZLE8_BIN; package.test.js packs the package with $NPM, default npm,
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

PUZZLE8_BIN=${PUZZLE8_BIN:-$ROOT/bin/puzzle8}
export PUZZLE8_BIN
"$NODE" --test bindings/js/test/ > "$LOG" 2>&1
rc=$?
cat "$LOG"
pass=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$LOG" | tail -n 1)
fail=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$LOG" | tail -n 1)
if [ -z "$pass" ] || [ -z "$fail" ]; then
    echo "no totals from node --test (exit status $rc)"
    echo "0 passed, 1 failed"
    exit 1
fi
[ "$rc" -eq 0 ] || [ "$fail" -gt 0 ] || fail=1
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
