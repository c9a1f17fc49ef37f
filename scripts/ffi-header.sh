#!/bin/sh
# SPDX-License-Identifier: MIT
# ffi-header.sh - generate puzzle8_ffi.h, the FFI header, from include/puzzle8.h.
#
# Usage: scripts/ffi-header.sh HEADER OUT      (uses $CC, default cc; the Makefile runs it)
#
# The output is the declarations of HEADER as plain C that cffi's ffi.cdef() and LuaJIT's
# ffi.cdef read as they are: no preprocessor lines, no attributes, one declaration a line, and
# every integer constant an enum member with its value written out:
#   - the declarations come from the C preprocessor (HEADER without its #include lines, P8_API
#     and __attribute__ defined empty), so conditionals, comments and macros are resolved by the
#     compiler, not by hand;
#   - every enumerator keeps its enum, and every object-like P8_* macro with an integer value
#     (P8_VERSION_*, ...) becomes a member of one enum at the top; the values are evaluated by
#     compiling and running a small C program against HEADER, so any constant expression works;
#   - string macros (P8_VERSION_STRING) and function-like macros (P8_EVENT_BIT) cannot be
#     expressed and are listed in a comment; a value outside int32 is an error (LuaJIT enums
#     are 32-bit).
# New functions, enums and macros in HEADER need no change here. test/ffi_test.sh checks the
# output against HEADER.
set -eu
HDR=${1:?usage: ffi-header.sh HEADER OUT}
OUT=${2:?usage: ffi-header.sh HEADER OUT}
CC=${CC:-cc}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-ffi.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM
LC_ALL=C
export LC_ALL

NOATTR="-DP8_API= -D__attribute__(x)= -D__declspec(x)="

# 1. The declarations, preprocessed: the system headers stay out (their names, uint8_t and
#    size_t, are known to every FFI), so only the header's own text is expanded.
sed '/^[[:space:]]*#[[:space:]]*include[[:space:]]/d' "$HDR" > "$TMP/bare.h"
# shellcheck disable=SC2086
$CC -E -P $NOATTR -x c "$TMP/bare.h" > "$TMP/decls.i"

# 2. The object-like P8_* macros (not P8_API), and which of them expand to a string literal.
# shellcheck disable=SC2086
$CC -E -dM $NOATTR -x c "$TMP/bare.h" |
    awk '$1 == "#define" && $2 ~ /^P8_[A-Z0-9_]*$/ && $2 != "P8_API" { print $2 }' |
    sort > "$TMP/macros"
# shellcheck disable=SC2086
$CC -E -dM $NOATTR -x c "$TMP/bare.h" |
    awk '$1 == "#define" && $2 ~ /^P8_[A-Z0-9_]*\(/ { sub(/\(.*/, "", $2); print $2 }' |
    sort > "$TMP/fnmacros"
{
    cat "$TMP/bare.h"
    sed 's/.*/p8__ffi_expansion "&" &/' "$TMP/macros"
} > "$TMP/expand.h"
# shellcheck disable=SC2086
$CC -E -P $NOATTR -x c "$TMP/expand.h" |
    awk '$1 == "p8__ffi_expansion" { gsub(/"/, "", $2)
        if ($3 ~ /^"/) print $2 > "'"$TMP/strings"'"; else print $2 }' \
    > "$TMP/intmacros"
touch "$TMP/strings"

# 3. The enumerators, in order, from the preprocessed declarations.
awk '{ text = text " " $0 } END {
        n = split(text, parts, /enum[ \t]+([A-Za-z_][A-Za-z0-9_]*[ \t]*)?\{/)
        for (i = 2; i <= n; i++) {
            body = parts[i]; sub(/\}.*/, "", body)
            m = split(body, items, ",")
            for (j = 1; j <= m; j++) {
                item = items[j]; sub(/=.*/, "", item); gsub(/[ \t]/, "", item)
                if (item != "") print item
            }
        }
    }' "$TMP/decls.i" > "$TMP/enumerators"

# 4. Every value, by compiling against the real header.
{
    echo '#include <stdio.h>'
    echo "#include \"$(cd "$(dirname "$HDR")" && pwd)/$(basename "$HDR")\""
    printf '%s\n' '#define P8__FFI_PRINT(x) ((x) < 0 ? printf("%s %lld\n", #x, (long long)(x)) \' \
        '                                 : printf("%s %llu\n", #x, (unsigned long long)(x)))'
    echo 'int main(void) {'
    sed 's/.*/    P8__FFI_PRINT(&);/' "$TMP/intmacros" "$TMP/enumerators"
    echo '    return 0;'
    echo '}'
} > "$TMP/values.c"
$CC -o "$TMP/values" "$TMP/values.c"
"$TMP/values" > "$TMP/values.txt"
# Integer macros wider than an enum (P8_LIMIT_NONE = UINT64_MAX...) cannot be enum members: they
# are named in the header comment with their value (a binding writes the number, or calls the
# function puzzle8.h gives for it); an enumerator that does not fit is an error.
awk 'NR == FNR { macro[$1] = 1; next }
     $2 + 0 < -2147483648 || $2 + 0 > 2147483647 {
        if ($1 in macro) { print $1 " " $2 > wide; next }
        printf "ffi-header.sh: %s = %s does not fit in a 32-bit enum\n", $1, $2 > "/dev/stderr"; bad = 1 }
     END { exit bad }' wide="$TMP/wide" "$TMP/intmacros" "$TMP/values.txt"
touch "$TMP/wide"
awk 'NR == FNR { w[$1] = 1; next } !($1 in w)' "$TMP/wide" "$TMP/intmacros" > "$TMP/intmacros.n"
mv "$TMP/intmacros.n" "$TMP/intmacros"

# 5. The output: one declaration a line; enum bodies one member a line with its value; struct
#    bodies one member a line.
{
    echo "/* puzzle8_ffi.h - the libpuzzle8 API for foreign function interfaces, GENERATED from"
    echo " * puzzle8.h by scripts/ffi-header.sh when the library is built: do not edit."
    echo " * Plain C declarations that cffi's ffi.cdef() and LuaJIT's ffi.cdef read as they are: no"
    echo " * preprocessor lines, no attributes, every constant an enum member. Types: int, unsigned int,"
    echo " * size_t and <stdint.h>'s fixed-width types. Each declaration is documented in puzzle8.h."
    echo " * A negative status may come with a result to free: see p8_status_has_result()."
    if [ -s "$TMP/strings" ] || [ -s "$TMP/fnmacros" ]; then
        echo " * Macros of puzzle8.h that are not integer constants (not declared here):"
        cat "$TMP/strings" "$TMP/fnmacros" | while read -r m; do
            echo " *   $(grep -E "^[[:space:]]*#[[:space:]]*define[[:space:]]+$m[[:space:](]" "$HDR" |
                sed -E 's/^[[:space:]]*#[[:space:]]*define[[:space:]]+//; s/[[:space:]]+/ /g; s|/[*].*||')"
        done
    fi
    if [ -s "$TMP/wide" ]; then
        echo " * Integer macros too wide for an enum member (not declared here; use the value):"
        awk '{ print " *   " $1 " = " $2 }' "$TMP/wide"
    fi
    echo " */"
    if [ -s "$TMP/intmacros" ]; then
        echo "enum { /* the integer macros of puzzle8.h */"
        awk 'NR == FNR { want[$1] = 1; next } ($1 in want) { print "    " $1 " = " $2 "," }' \
            "$TMP/intmacros" "$TMP/values.txt" | sed '$ s/,$//'
        echo "};"
    fi
    awk -v values="$TMP/values.txt" '
        BEGIN { while ((getline line < values) > 0) { split(line, f, " "); val[f[1]] = f[2] } }
        { text = text " " $0 }
        function trim(s) { gsub(/[ \t\n]+/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s); return s }
        function emit(stmt,    ob, cb, head, body, tail, n, i, items, name) {
            stmt = trim(stmt)
            if (stmt == ";" || stmt == "") return
            ob = index(stmt, "{")
            if (ob == 0) { print stmt; return }
            cb = length(stmt); while (substr(stmt, cb, 1) != "}") cb--
            head = trim(substr(stmt, 1, ob - 1)); body = substr(stmt, ob + 1, cb - ob - 1)
            tail = trim(substr(stmt, cb + 1))
            print head " {"
            if (head ~ /(^|[ ])enum([ ]|$)/) {
                n = split(body, items, ",")
                for (i = 1; i <= n; i++) {
                    name = items[i]; sub(/=.*/, "", name); name = trim(name)
                    if (name == "") continue
                    if (!(name in val)) { print "ffi-header.sh: no value for " name > "/dev/stderr"; exit 1 }
                    print "    " name " = " val[name] (i < n && trim(items[i + 1]) != "" ? "," : "")
                }
            } else {
                n = split(body, items, ";")
                for (i = 1; i <= n; i++) if (trim(items[i]) != "") print "    " trim(items[i]) ";"
            }
            print (tail == ";" ? "};" : "} " tail)
        }
        END {
            depth = 0; stmt = ""
            for (i = 1; i <= length(text); i++) {
                c = substr(text, i, 1); stmt = stmt c
                if (c == "{" || c == "(") depth++
                else if (c == "}" || c == ")") depth--
                else if (c == ";" && depth == 0) { emit(stmt); stmt = "" }
            }
            if (trim(stmt) != "") { print "ffi-header.sh: unterminated declaration: " trim(stmt) > "/dev/stderr"; exit 1 }
        }' "$TMP/decls.i"
} > "$TMP/out.h"

# Fail loudly rather than write something an FFI cannot read.
if grep -nE '^[[:space:]]*#|__attribute__|__declspec|\bP8_API\b' "$TMP/out.h" >&2; then
    echo "ffi-header.sh: the output above is not plain declarations" >&2
    exit 1
fi
mkdir -p "$(dirname "$OUT")"
cp "$TMP/out.h" "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
