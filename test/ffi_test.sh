#!/bin/sh
# SPDX-License-Identifier: MIT
# ffi_test.sh - the generated FFI header (puzzle8_ffi.h, scripts/ffi-header.sh) against
# include/puzzle8.h, and through the FFIs it is for:
#  1. the built copy ($P8_FFI_HEADER, default build/include/puzzle8_ffi.h) is what the generator
#     makes from the header now (not stale);
#  2. it has no preprocessor line, attribute or P8_API, and compiles as C99 and C11 with
#     -Wall -Wextra -Wpedantic -Werror after <stdint.h> and <stddef.h>;
#  3. it declares exactly the P8_API functions of puzzle8.h, each with a type the C compiler
#     finds compatible with puzzle8.h's (every prototype is redeclared after #include
#     <puzzle8.h>);
#  4. its constants are exactly the enumerators and integer #define constants of puzzle8.h
#     (found here by another route: grep of the header text), with the values a C program
#     compiled against puzzle8.h prints;
#  5. cffi (Debian python3-cffi) parses it as is and solves a board with a Python heuristic and
#     event callback (test/ffi/cffi_solve.py); LuaJIT's ffi.cdef too (test/ffi/luajit_solve.lua).
# A missing cffi or luajit is a note, or a failure when P8_REQUIRE_FFI=1 (CI sets it).
# The tree is $P8_ROOT or this script's parent; uses $CC. Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
CC=${CC:-cc}
FFI=${P8_FFI_HEADER:-build/include/puzzle8_ffi.h}
HDR=include/puzzle8.h
LIB=$ROOT/lib/libpuzzle8.so.1
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-ffitest.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
LC_ALL=C
export LC_ALL

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/out" ] && sed 's/^/     /' "$TMP/out"; : > "$TMP/out"; }
check() {
    label=$1; shift
    if "$@" > "$TMP/out" 2>&1; then pass "$label"; : > "$TMP/out"; else fail "$label"; fi
}
: > "$TMP/out"
# same_set LABEL A B: two sorted lists, with the difference shown.
same_set() {
    if cmp -s "$2" "$3"; then pass "$1"; else
        { comm -23 "$2" "$3" | sed 's/^/only in puzzle8.h: /'; comm -13 "$2" "$3" | sed 's/^/only in the FFI header: /'; } > "$TMP/out"
        fail "$1"
    fi
}
finish() { echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

# 1. Present and current.
if [ ! -f "$FFI" ]; then
    echo "$FFI is missing (run make)" > "$TMP/out"; fail "$FFI exists"; finish
fi
check "the FFI header is generated from the header as it is now (not stale)" \
    sh -c "sh scripts/ffi-header.sh '$HDR' '$TMP/fresh.h' && cmp '$FFI' '$TMP/fresh.h'"

# 2. Plain declarations, valid C.
grep -nE '^[[:space:]]*#|__attribute__|__declspec|\bP8_API\b' "$FFI" > "$TMP/out"
if [ -s "$TMP/out" ]; then fail "no preprocessor line, attribute or P8_API"; else
    pass "no preprocessor line, attribute or P8_API"; fi
# No array parameter (`uint8_t x[9]`, `uint32_t out[4]`, `int a[]`) in a prototype of either
# header, functions and function-pointer types alike: koffi rejects them ("Array types decay to
# pointers in prototypes, use pointers"); a pointer is the same type to the compiler. A prototype
# is a declaration (comments and preprocessor lines removed, split at ';') with a '('.
prototypes() {
    perl -0777 -ne 's{/\*.*?\*/}{}gs; s{^[ \t]*#.*$}{}mg;
        for (split /;/) { s/\s+/ /g; s/^ //; print "$_;\n" if /\(/ }' "$1"
}
for h in "$HDR" "$FFI"; do
    prototypes "$h" > "$TMP/protos.all"
    grep -E '\[[0-9]*\]' "$TMP/protos.all" > "$TMP/out"
    label="no array parameter in the $(wc -l < "$TMP/protos.all" | tr -d ' ') prototypes of $h"
    if [ -s "$TMP/out" ]; then fail "$label"; else pass "$label"; fi
done
printf '#include <stdint.h>\n#include <stddef.h>\n#include "%s"\n' "$ROOT/$FFI" > "$TMP/alone.c"
for std in c99 c11; do
    check "it compiles alone as $std -Wall -Wextra -Wpedantic -Werror" \
        $CC -std=$std -Wall -Wextra -Wpedantic -Werror -c -o "$TMP/alone.o" "$TMP/alone.c"
done

# 3. Functions: the same names, compatible types.
grep -E '^[[:space:]]*P8_API[[:space:]]' "$HDR" |
    sed -E 's/\(.*//; s/.*[^A-Za-z0-9_]([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*$/\1/' | sort -u > "$TMP/hfun"
grep -vE '^(typedef|enum|[[:space:]]|[}/ ])' "$FFI" | grep -E '\(' > "$TMP/protos"
sed -E 's/\(.*//; s/.*[^A-Za-z0-9_]([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*$/\1/' "$TMP/protos" | sort -u > "$TMP/ffun"
same_set "the same $(wc -l < "$TMP/hfun" | tr -d ' ') functions as the P8_API lines of puzzle8.h" \
    "$TMP/hfun" "$TMP/ffun"
{ echo '#include <puzzle8.h>'; cat "$TMP/protos"; } > "$TMP/protos.c"
check "every prototype is compatible with puzzle8.h's (redeclared after it, -Werror)" \
    $CC -std=c99 -Wall -Wextra -Wpedantic -Werror -Iinclude -c -o "$TMP/protos.o" "$TMP/protos.c"

# 4. Constants: names by grep of the header, values by a program compiled against it.
# (comments removed one at a time: two members with comments can share a line)
perl -pe 's|/\*.*?\*/||g' "$HDR" |
    sed -nE 's/^[[:space:]]*#[[:space:]]*define[[:space:]]+(P8_[A-Z0-9_]+)[[:space:]]+[^"[:space:]].*/\1/p' > "$TMP/hmac"
perl -pe 's|/\*.*?\*/||g' "$HDR" | grep -v '^[[:space:]]*#' | grep -oE '\bP8_[A-Z0-9_]+[[:space:]]*=' |
    sed 's/[[:space:]]*=$//' > "$TMP/henum"
# Integer macros too wide for an enum (UINT64_MAX...) are named in the FFI header's comment.
sed -nE 's/^ \*   (P8_[A-Z0-9_]+) = [0-9]+$/\1/p' "$FFI" | sort -u > "$TMP/fwide"
grep -vx 'P8_API' "$TMP/hmac" | cat - "$TMP/henum" | sort -u | comm -23 - "$TMP/fwide" > "$TMP/hconst"
sed -n 's/^[[:space:]]*\(P8_[A-Z0-9_]*\) = \(-\{0,1\}[0-9]*\),\{0,1\}$/\1 \2/p' "$FFI" | sort > "$TMP/fvals"
cut -d' ' -f1 "$TMP/fvals" > "$TMP/fconst"
same_set "the same $(wc -l < "$TMP/hconst" | tr -d ' ') constants as the enumerators and integer #defines of puzzle8.h" \
    "$TMP/hconst" "$TMP/fconst"
{
    echo '#include <stdio.h>'
    echo '#include <puzzle8.h>'
    echo 'int main(void) {'
    sed 's/.*/    printf("%s %lld\\n", "&", (long long)(&));/' "$TMP/fconst"
    echo '    return 0;'
    echo '}'
} > "$TMP/values.c"
if $CC -std=c99 -Iinclude -o "$TMP/values" "$TMP/values.c" > "$TMP/out" 2>&1 && "$TMP/values" | sort > "$TMP/hvals"; then
    if cmp -s "$TMP/hvals" "$TMP/fvals"; then
        pass "every constant has the value puzzle8.h gives it ($(wc -l < "$TMP/fvals" | tr -d ' ') compared)"
    else
        diff "$TMP/hvals" "$TMP/fvals" > "$TMP/out"; fail "every constant has the value puzzle8.h gives it"
    fi
else
    fail "a program printing the constants compiles against puzzle8.h"
fi

# 5. Through the FFIs.
if [ ! -f "$LIB" ]; then
    echo "$LIB is missing (run make)" > "$TMP/out"; fail "$LIB exists"; finish
fi
PY=
for p in ${PYTHON:-python3} /usr/bin/python3; do
    if command -v "$p" > /dev/null 2>&1 && "$p" -c 'import cffi' > /dev/null 2>&1; then PY=$p; break; fi
done
if [ -n "$PY" ]; then
    if "$PY" test/ffi/cffi_solve.py "$FFI" "$LIB" > "$TMP/out" 2>&1; then
        pass "cffi $("$PY" -c 'import cffi; print(cffi.__version__)') ($PY) reads it as is and solves with Python callbacks"
        sed 's/^/     /' "$TMP/out"; : > "$TMP/out"
    else
        fail "cffi reads it as is and solves with Python callbacks ($PY test/ffi/cffi_solve.py)"
    fi
elif [ "${P8_REQUIRE_FFI:-0}" = 1 ]; then
    echo "no python3 with cffi (apt-get install python3-cffi)" > "$TMP/out"; fail "cffi is installed"
else
    echo "note: no python3 with cffi (apt-get install python3-cffi): the cffi check is skipped"
fi
if command -v luajit > /dev/null 2>&1; then
    if luajit test/ffi/luajit_solve.lua "$FFI" "$LIB" > "$TMP/out" 2>&1; then
        pass "LuaJIT's ffi.cdef reads it as is and solves with a Lua heuristic"
        sed 's/^/     /' "$TMP/out"; : > "$TMP/out"
    else
        fail "LuaJIT's ffi.cdef reads it as is and solves with a Lua heuristic"
    fi
elif [ "${P8_REQUIRE_FFI:-0}" = 1 ]; then
    echo "luajit is not installed (apt-get install luajit)" > "$TMP/out"; fail "luajit is installed"
else
    echo "note: luajit is not installed (apt-get install luajit): the LuaJIT check is skipped"
fi

finish
