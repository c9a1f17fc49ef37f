#!/bin/sh
# SPDX-License-Identifier: MIT
# header_test.sh - include/puzzle8.h compiles cleanly as C89, C99, C11 (under $CC) and as C++98
# and C++11 (under g++ and clang++, whichever exist), each with -Wall -Wextra -Wpedantic -Werror,
# using every prototype (test/header/header_use.c). For C++ it also checks that the functions have
# C linkage (unmangled names). The tree is $P8_ROOT or this script's parent directory.
# Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
CC=${CC:-cc}
NM=${NM:-nm}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-header.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; sed 's/^/     /' "$TMP/out"; }

# Every P8_API function of the header, as an entry of a function-pointer table.
grep -E '^[[:space:]]*P8_API[[:space:]]' include/puzzle8.h |
    sed -E 's/\(.*//; s/.*[^A-Za-z0-9_]([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*$/\1/' |
    sort -u > "$TMP/names"
sed 's/.*/    (p8_any_fn)&,/' "$TMP/names" > "$TMP/p8_functions.inc"
count=$(wc -l < "$TMP/names" | tr -d ' ')
echo "$count public functions in include/puzzle8.h"

WARN="-Wall -Wextra -Wpedantic -Werror"
SRC=test/header/header_use.c

# compile LABEL COMPILER ARGS...: compile (no link) SRC to $TMP/obj.o.
compile() {
    label=$1; shift
    if "$@" -Iinclude -I"$TMP" -c -o "$TMP/obj.o" > "$TMP/out" 2>&1; then
        pass "$label"
        return 0
    fi
    fail "$label"
    return 1
}

for std in c89 c99 c11; do
    compile "$CC -std=$std" "$CC" -std="$std" $WARN -Wstrict-prototypes -Wundef -Wshadow "$SRC"
done

ncxx=0
for cxx in g++ clang++; do
    command -v "$cxx" >/dev/null 2>&1 || { echo "skip $cxx: not installed"; continue; }
    ncxx=$((ncxx + 1))
    for std in c++98 c++11; do
        if compile "$cxx -std=$std" "$cxx" -std="$std" $WARN -Wundef -Wshadow -x c++ "$SRC"; then
            # Every p8_ function the object refers to must be unmangled (extern "C").
            "$NM" -u "$TMP/obj.o" > "$TMP/out" 2>&1
            refs=$(grep -c ' p8_' "$TMP/out")
            if grep -q '_Z.*p8_' "$TMP/out" || [ "$refs" -ne "$count" ]; then
                fail "$cxx -std=$std: $count functions referenced with C linkage (found $refs)"
            else
                pass "$cxx -std=$std: $count functions referenced with C linkage"
            fi
        fi
    done
done
[ "$ncxx" -gt 0 ] || echo "note: no C++ compiler found, C++ checks skipped"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
