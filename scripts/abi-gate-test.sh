#!/bin/sh
# SPDX-License-Identifier: MIT
# abi-gate-test.sh - the ABI gate itself, tested: scripts/abi-check.sh against planted libraries.
#
# Usage: scripts/abi-gate-test.sh ARCHIVE
#   ARCHIVE: the static library of make abi-check's build (build/abi/lib/libpuzzle8.a: on ELF
#   its objects are position-independent). From its objects it links libraries with changed version scripts, and a baseline of the
# unchanged one (abidw), in a temporary directory, then runs scripts/abi-check.sh on each:
#   - the unchanged library against a 1.x baseline: passes;
#   - one export removed (p8_board_free) against a 1.x baseline: fails, however the version and
#     the CHANGELOG read (the stable ABI never breaks);
#   - one export added (the whole library against a baseline made of the one without
#     p8_board_free) against a 1.x baseline: passes only when the current minor is above the
#     baseline's;
#   - the removal against a 0.x baseline with the major bumped and "ABI: BREAKING": passes (how
#     1.0.0 was made); without the CHANGELOG's words: fails.
# The version and CHANGELOG the gate reads are planted in a scratch tree (include/puzzle8.h and
# CHANGELOG.md copies). Last line: "N passed, N failed"; exit status 1 on a failure, 77 (skip)
# without abidw/abidiff.
set -u
AR_LIB=${1:?usage: abi-gate-test.sh ARCHIVE}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CC=${CC:-cc}
ABIDW=${ABIDW:-abidw}
ABIDIFF=${ABIDIFF:-abidiff}
if ! command -v "$ABIDW" > /dev/null 2>&1 || ! command -v "$ABIDIFF" > /dev/null 2>&1; then
    echo "abi-gate-test.sh: no abidw/abidiff (Debian: abigail-tools): skipped"
    exit 77
fi
[ -f "$AR_LIB" ] || { echo "abi-gate-test.sh: no $AR_LIB"; echo "0 passed, 1 failed"; exit 1; }
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-abigate.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
passed=0 failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; sed 's/^/     /' "$TMP/log" | tail -n 8; }

# link MAP NAME: the archive's objects as a shared library with version script MAP
link() {
    "$CC" -shared -fPIC -g -o "$TMP/$2" -Wl,--whole-archive "$AR_LIB" -Wl,--no-whole-archive \
        -Wl,-soname,libpuzzle8.so.1 -Wl,--version-script="$1" -lm > "$TMP/log" 2>&1
}
MAP=$ROOT/src/libpuzzle8.map
sed '/^[[:space:]]*p8_board_free;/d' "$MAP" > "$TMP/removed.map"
if ! link "$MAP" same.so || ! link "$TMP/removed.map" removed.so; then
    fail "link the planted libraries"
    echo "$passed passed, $failed failed"
    exit 1
fi
# baseline DIR LIB: DIR/libpuzzle8.abi made from LIB (as make abi-baseline makes it)
baseline() {
    mkdir -p "$TMP/$1"
    cp "$ROOT/abi/constants.txt" "$TMP/$1/constants.txt"
    "$ABIDW" --headers-dir "$ROOT/include" --drop-private-types --no-corpus-path \
        --no-comp-dir-path --short-locs --out-file "$TMP/$1/libpuzzle8.abi" "$TMP/$2" > "$TMP/log" 2>&1 ||
        fail "abidw of $2"
}
baseline base same.so
baseline smaller removed.so

# tree MAJOR MINOR CHANGELOG-WORDS: a scratch tree whose header says MAJOR.MINOR.0 and whose
# CHANGELOG section of that version holds the words; abi-check.sh runs from there.
tree() {
    rm -rf "$TMP/t" && mkdir -p "$TMP/t/include" "$TMP/t/scripts"
    cp "$ROOT/scripts/abi-check.sh" "$ROOT/scripts/constants.sh" "$TMP/t/scripts/"
    sed -e "s/^#define P8_VERSION_MAJOR .*/#define P8_VERSION_MAJOR $1/" \
        -e "s/^#define P8_VERSION_MINOR .*/#define P8_VERSION_MINOR $2/" \
        -e "s/^#define P8_VERSION_PATCH .*/#define P8_VERSION_PATCH 0/" \
        "$ROOT/include/puzzle8.h" > "$TMP/t/include/puzzle8.h"
    printf '# Changelog\n\n## [%s.%s.0] - 2026-01-01\n\n%s\n' "$1" "$2" "$3" > "$TMP/t/CHANGELOG.md"
}
# gate BASELINE-VERSION LIB [BASELINE-DIR]: abi-check.sh's status, its output in $TMP/log
gate() {
    echo "$1" > "$TMP/${3:-base}/VERSION"
    (cd "$TMP/t" && ABIDIFF="$ABIDIFF" CC="$CC" sh scripts/abi-check.sh "$TMP/$2" "$TMP/${3:-base}") \
        > "$TMP/log" 2>&1
}
expect() { # expect WHAT STATUS(0|1) LINE-ERE
    if [ "$2" -eq "$3" ] && grep -Eq "$4" "$TMP/log"; then pass "$1"; else fail "$1 (status $3)"; fi
}

tree 1 0 "ABI: compatible"
gate 1.0.0 same.so; expect "the same library against 1.0.0: passes" 0 $? "PASS: no ABI change"
tree 1 0 "ABI: BREAKING"
gate 1.0.0 removed.so; expect "an export removed, 1.0.0 against 1.0.0: fails" 1 $? "never breaks"
tree 2 0 "ABI: BREAKING"
gate 1.0.0 removed.so; expect "an export removed, 2.0.0 with ABI: BREAKING against 1.0.0: fails" 1 $? "never breaks"
tree 1 1 "ABI: compatible"
gate 1.0.0 same.so smaller; expect "an export added, 1.1.0 against 1.0.0: passes" 0 $? "PASS: compatible ABI change with a version bump"
tree 1 0 "ABI: compatible"
gate 1.0.0 same.so smaller; expect "an export added, still 1.0.0: fails (the minor must move)" 1 $? "needs a minor version bump"
tree 1 0 "ABI: BREAKING"
gate 0.9.0 removed.so; expect "an export removed, 1.0.0 with ABI: BREAKING against 0.9.0: passes" 0 $? "major bumped 0 -> 1"
tree 1 0 "ABI: compatible"
gate 0.9.0 removed.so; expect "an export removed, 1.0.0 without ABI: BREAKING against 0.9.0: fails" 1 $? "ABI: BREAKING"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
