#!/bin/sh
# SPDX-License-Identifier: MIT
# amalgamation_test.sh - the one-file build (make amalgamation: dist/puzzle8.c + dist/puzzle8.h):
#  1. `make amalgamation` makes both files, and git tracks neither;
#  2. README.md's one-file build command (its "One file" section), run as written in a directory holding the two files
#     alone and the README's example program as prog.c, builds a program that runs (its
#     `cc -c puzzle8.c` is the compile with no flag at all; `$CC -c puzzle8.c` as well when $CC
#     is not cc);
#  3. the two files compile at -O2 with -std=c99 -Wall -Wextra -Wpedantic -Werror under gcc and
#     clang (each that is installed; clang's warnings all come from its front end, so in `make
#     check` clang stops there, -fsyntax-only, and under P8_FULL=1 makes the object too); the
#     object defines every exported function and no global name outside p8_;
#  4. test programs built against that object instead of the library (the tests reach internal
#     p8__ functions through src/'s private headers) run, with P8_TEST_QUICK=1: AMALG_TESTS
#     (default test_board and test_search_run) in `make check`; under P8_FULL=1 (make
#     check-full) every test/test_*.c, each in its quick form (P8_FULL=0 for the programs: the
#     long sweeps are check-full's own parts, on the library). Each program's "N passed,
#     N failed" is added up.
# The tree is $P8_ROOT or this script's parent; uses $MAKE, $CC and $NM. Last line:
# "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
MAKE=${MAKE:-make}
CC=${CC:-cc}
NM=${NM:-nm}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-amalgtest.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
LC_ALL=C
export LC_ALL
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/out" ] && tail -n 30 "$TMP/out" | sed 's/^/     /'; : > "$TMP/out"; }
check() {
    label=$1; shift
    if "$@" > "$TMP/out" 2>&1; then pass "$label"; : > "$TMP/out"; return 0; fi
    fail "$label"; return 1
}
finish() { echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }
: > "$TMP/out"

check "make amalgamation" $MAKE --no-print-directory amalgamation || finish
for f in dist/puzzle8.c dist/puzzle8.h; do
    if [ -f "$f" ]; then pass "$f exists ($(wc -l < "$f") lines)"; else fail "$f exists"; fi
done
check "dist/puzzle8.h is include/puzzle8.h" cmp dist/puzzle8.h include/puzzle8.h
if command -v git > /dev/null 2>&1 && git rev-parse --git-dir > /dev/null 2>&1; then
    git ls-files dist > "$TMP/out"
    if [ -s "$TMP/out" ]; then fail "git tracks nothing in dist/"; else pass "git tracks nothing in dist/"; fi
fi

# README.md's command, as written, in a directory with the two files alone and the README's
# example program as prog.c: it compiles puzzle8.c with no flag at all (cc -c puzzle8.c).
mkdir "$TMP/alone"
cp dist/puzzle8.c dist/puzzle8.h "$TMP/alone/"
cmd=$(sed -n '/^##* One[- ]file/,/^##* [A-Z]/p' README.md | sed -n 's/^    \(cc .*puzzle8\.o\)$/\1/p' | head -n 1)
awk '/^```c$/ { on = 1; next } on && /^```$/ { exit } on' README.md > "$TMP/alone/prog.c"
if [ -z "$cmd" ]; then
    fail "README.md's one-file build section shows a 'cc ... puzzle8.o' command line"
elif ! grep -q 'int main' "$TMP/alone/prog.c"; then
    fail "README.md's first C block is a program"
elif check "README.md's command, as written: $cmd" sh -c "cd '$TMP/alone' && $cmd"; then
    check "the program it built runs" "$TMP/alone/prog"
fi
# $CC too, when it is not cc (the object is the one nm and the test programs below use); not
# when both name the same compiler (cc is gcc on Debian: CC=gcc would compile it twice).
same_cc() {
    a=$(command -v cc) && b=$(command -v "$CC") && [ "$(readlink -f "$a")" = "$(readlink -f "$b")" ]
}
if [ ! -f "$TMP/alone/puzzle8.o" ] || { [ "$CC" != cc ] && ! same_cc; }; then
    check "$CC -c puzzle8.c, the two files alone, no flags" sh -c "cd '$TMP/alone' && $CC -c puzzle8.c" || finish
fi
# Strict and optimised, where gcc's flow-based warnings (-Wdangling-pointer,
# -Wmaybe-uninitialized) see across the inlined functions of the one file: gcc and clang,
# whichever $CC is.
for cc in gcc clang; do
    if ! command -v "$cc" > /dev/null 2>&1; then echo "skip $cc -O2 (no $cc)"; continue; fi
    out="-c -o o2-$cc.o"
    [ "$cc" = gcc ] || [ "${P8_FULL:-0}" = 1 ] || out=-fsyntax-only
    check "$cc -std=c99 -O2 -Wall -Wextra -Wpedantic -Werror $out puzzle8.c" sh -c \
        "cd '$TMP/alone' && $cc -std=c99 -O2 -Wall -Wextra -Wpedantic -Werror $out puzzle8.c"
done
"$NM" -g --defined-only "$TMP/alone/puzzle8.o" | awk 'NF >= 3 { print $3 }' | sort -u > "$TMP/globals"
comm -23 test/exports.txt "$TMP/globals" > "$TMP/out"
if [ -s "$TMP/out" ]; then fail "puzzle8.o defines every exported function"; else
    pass "puzzle8.o defines every exported function ($(wc -l < test/exports.txt))"; fi
grep -v '^p8_' "$TMP/globals" > "$TMP/out"
if [ -s "$TMP/out" ]; then fail "puzzle8.o defines no global name outside p8_"; else pass "puzzle8.o defines no global name outside p8_"; fi

# Test programs against the amalgamation (the tests reach internal p8__ functions through
# src/'s private headers; their definitions come from puzzle8.o).
if [ "${P8_FULL:-0}" = 1 ]; then
    programs=$(ls test/test_*.c)
else
    programs=
    for t in ${AMALG_TESTS:-test_board test_search_run}; do programs="$programs test/$t.c"; done
fi
built=0
runs_p=0
runs_f=0
for t in $programs; do
    name=$(basename "$t" .c)
    if ! $CC -std=c99 -D_POSIX_C_SOURCE=200809L -O1 -Wall -Wextra -Werror -I"$TMP/alone" -Isrc -Itest \
            -o "$TMP/$name" "$t" "$TMP/alone/puzzle8.o" -pthread -lm > "$TMP/out" 2>&1; then
        fail "$name builds against the amalgamation"; continue
    fi
    built=$((built + 1))
    P8_FULL=0 P8_TEST_QUICK=1 "$TMP/$name" > "$TMP/run" 2>&1
    rc=$?
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$TMP/run" | tail -n 1)
    p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed}
    if [ -n "$line" ] && [ "$rc" -eq 0 ] && [ "$f" -eq 0 ]; then
        runs_p=$((runs_p + p))
    else
        cp "$TMP/run" "$TMP/out"; fail "$name against the amalgamation: ${line:-no summary} (exit $rc)"
        runs_f=$((runs_f + 1))
    fi
done
if [ "$built" -gt 0 ] && [ "$runs_f" -eq 0 ]; then
    pass "$built test programs built against the amalgamation pass: $runs_p checks"
fi
finish
