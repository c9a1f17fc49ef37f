#!/bin/sh
# SPDX-License-Identifier: MIT
# constants.sh - the value of every public constant of include/puzzle8.h, against the committed
# list abi/constants.txt (append-only: bindings hard-code these values).
#
# Usage: scripts/constants.sh list|check|update [HEADER [LIST]]
#   list    print "NAME VALUE" for every enumerator and every value #define of HEADER (default
#           include/puzzle8.h), sorted by name. The names come from the compiler: the
#           preprocessed header's enum bodies and `$CC -dM -E`; a #define counts when it is an
#           object-like P8_ macro whose value is an integer constant expression or a string
#           literal (checked by compiling), so P8_API and P8_EVENT_BIT(e) do not. The values come
#           from a generated C program compiled against the header and run. The P8_VERSION_*
#           macros are left out: they change with every release (abi/VERSION and
#           `make abi-check` follow them).
#   check   compare with LIST (default abi/constants.txt): a listed name must still exist with the
#           same value (renumbering or removing a constant fails), and every current name must be
#           listed (a new constant fails until it is added: `make constants-update`). Prints "ok"
#           and "FAIL" lines and "N passed, N failed"; exit status 1 on any failure.
#   update  add the current names missing from LIST (the list stays sorted) and print them; never
#           changes or removes a line: if a listed value changed or a name disappeared it fails
#           as check does and writes nothing.
# LIST: "NAME VALUE" lines, sorted by name (LC_ALL=C); lines starting with # are comments. A
# count that grows as values are appended to what it counts (the fields of a fill-an-array call,
# the mistakes of the grader's catalogue) is listed "NAME >=VALUE": its value may grow, never
# shrink (an older caller's arrays of VALUE fields stay valid: the library fills what they hold).
# Uses $CC (default cc). Run from the top of the tree (or set P8_ROOT).
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
CC=${CC:-cc}
LC_ALL=C
export LC_ALL
mode=${1:-}
HEADER=${2:-include/puzzle8.h}
LIST=${3:-abi/constants.txt}
case $mode in list|check|update) ;; *) echo "usage: $0 list|check|update [HEADER [LIST]]" >&2; exit 2 ;; esac
[ -f "$HEADER" ] || { echo "constants.sh: no header $HEADER" >&2; exit 2; }
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-constants.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
HDIR=$(cd "$(dirname "$HEADER")" && pwd)
HNAME=$(basename "$HEADER")

# current > FILE: "NAME VALUE" of every constant of the header, sorted; non-zero on failure.
current() {
    # Enumerators: every enum body of the preprocessed header (comments and macros resolved).
    $CC -E -I"$HDIR" "$HDIR/$HNAME" > "$TMP/pp" 2> "$TMP/err" || { cat "$TMP/err" >&2; return 1; }
    awk '{ s = s " " $0 } END {
        while (match(s, /enum[ \t]*[A-Za-z0-9_]*[ \t]*\{[^}]*\}/)) {
            body = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH)
            sub(/^[^{]*\{/, "", body); sub(/\}$/, "", body)
            n = split(body, item, ",")
            for (i = 1; i <= n; i++)
                if (match(item[i], /^[ \t]*[A-Za-z_][A-Za-z0-9_]*/)) {
                    name = substr(item[i], RSTART, RLENGTH); gsub(/[ \t]/, "", name); print name
                }
        } }' "$TMP/pp" | grep '^P8_' > "$TMP/enums"
    # Object-like P8_ macros, as the compiler sees them.
    $CC -dM -E -I"$HDIR" "$HDIR/$HNAME" 2>/dev/null |
        sed -n 's/^#define \(P8_[A-Za-z0-9_]*\) .*/\1/p' | grep -v '^P8_VERSION_' > "$TMP/macros"
    : > "$TMP/ints"; : > "$TMP/strings"
    # First one compile tries them all as integer constant expressions, one declaration a line;
    # only the macros of the lines it reports an error on are tried alone, as an integer and as a
    # string. The show program below declares the same array for every integer found, so a wrong
    # verdict of the batch fails its compile, and then every macro is tried alone.
    {
        printf '#include "%s"\n' "$HNAME"
        awk '{ printf "char p8_chk_%d[(%s) == (%s) ? 1 : -1];\n", NR, $1, $1 }' "$TMP/macros"
    } > "$TMP/batch.c"
    $CC -std=c99 -pedantic-errors -I"$HDIR" -fsyntax-only "$TMP/batch.c" > "$TMP/batch.err" 2>&1
    sed -n 's/^.*batch\.c:\([0-9][0-9]*\):[0-9]*: error:.*/\1/p' "$TMP/batch.err" | sort -u > "$TMP/batch.lines"
    awk 'FILENAME == ARGV[1] { bad[$1 - 1] = 1; next } { print (FNR in bad ? "alone" : "int"), $1 }' \
        "$TMP/batch.lines" "$TMP/macros" > "$TMP/verdicts"
    classify "$TMP/verdicts"
    show_program > "$TMP/show.c"
    if ! $CC -std=c99 -pedantic-errors -I"$HDIR" -o "$TMP/show" "$TMP/show.c" 2> "$TMP/err"; then
        : > "$TMP/ints"; : > "$TMP/strings"
        sed 's/^/alone /' "$TMP/macros" > "$TMP/verdicts"
        classify "$TMP/verdicts"
        show_program > "$TMP/show.c"
        $CC -std=c99 -pedantic-errors -I"$HDIR" -o "$TMP/show" "$TMP/show.c" 2> "$TMP/err" ||
            { cat "$TMP/err" >&2; return 1; }
    fi
    "$TMP/show" | sort
}

# classify VERDICTS: "int NAME" goes to ints; "alone NAME" is compiled alone, as an integer
# constant expression (a file-scope array size must be one), then as a string.
classify() {
    while read -r verdict m; do
        if [ "$verdict" = int ]; then echo "$m" >> "$TMP/ints"; continue; fi
        printf '#include "%s"\nchar p8_chk[(%s) == (%s) ? 1 : -1];\n' "$HNAME" "$m" "$m" > "$TMP/c.c"
        if $CC -std=c99 -pedantic-errors -I"$HDIR" -fsyntax-only "$TMP/c.c" 2>/dev/null; then
            echo "$m" >> "$TMP/ints"; continue
        fi
        printf '#include "%s"\nstatic const char p8_chk[] = %s;\nconst char *p8_use(void);\nconst char *p8_use(void) { return p8_chk; }\n' \
            "$HNAME" "$m" > "$TMP/c.c"
        if $CC -std=c99 -pedantic-errors -I"$HDIR" -fsyntax-only "$TMP/c.c" 2>/dev/null; then
            echo "$m" >> "$TMP/strings"
        fi
    done < "$1"
}

# show_program: a C program printing "NAME VALUE" for every constant found.
show_program() {
    {
        printf '#include <stdio.h>\n#include "%s"\n' "$HNAME"
        printf '#define P8_SHOW(n) if ((n) < 0) printf("%%s %%lld\\n", #n, (long long)(n)); '
        printf 'else printf("%%s %%llu\\n", #n, (unsigned long long)(n));\n'
        printf '#define P8_SHOW_STRING(n) printf("%%s \\"%%s\\"\\n", #n, n);\n'
        printf 'int main(void) {\n'
        sort -u "$TMP/enums" "$TMP/ints" | sed 's/.*/    P8_SHOW(&)/'
        sort -u "$TMP/strings" | sed 's/.*/    P8_SHOW_STRING(&)/'
        printf '    return 0;\n}\n'
        sort -u "$TMP/ints" | awk '{ printf "char p8_int_%d[(%s) == (%s) ? 1 : -1];\n", NR, $1, $1 }'
    }
}

if ! current > "$TMP/now"; then
    echo "constants.sh: could not compile the constants of $HEADER with $CC (see above)" >&2
    exit 2
fi
if [ "$mode" = list ]; then cat "$TMP/now"; exit 0; fi

passed=0
failed=0
pass() { passed=$((passed + 1)); [ "$mode" = check ] && echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
grep -v '^#' "$LIST" 2>/dev/null > "$TMP/list"
if [ ! -f "$LIST" ]; then
    fail "$LIST exists (create it: make constants-update)"
elif cut -d ' ' -f 1 "$TMP/list" | sort -c -u 2>/dev/null && ! grep -qvE '^P8_[A-Za-z0-9_]+ (-?[0-9]+|>=[0-9]+|".*")$' "$TMP/list"; then
    pass "$LIST: sorted \"NAME VALUE\" lines, one per name"
else
    fail "$LIST: sorted \"NAME VALUE\" lines, one per name (LC_ALL=C sort; # comments)"
fi
# Listed names: still there, same value.
awk 'FILENAME == ARGV[1] { now[$1] = substr($0, length($1) + 2); next }
     { v = substr($0, length($1) + 2)
       if (!($1 in now)) print "     " $1 " (" v ") disappeared from the header"
       else if (v ~ /^>=/) { if (now[$1] + 0 < substr(v, 3) + 0) print "     " $1 " shrank from " substr(v, 3) " to " now[$1] " (it may only grow)" }
       else if (now[$1] != v) print "     " $1 " changed from " v " to " now[$1] }' \
    "$TMP/now" "$TMP/list" > "$TMP/changed"
if [ -s "$TMP/changed" ]; then
    fail "every constant of $LIST keeps its name and value, a count (>=) never shrinks (bindings hard-code them: restore them; values are append-only)"
    cat "$TMP/changed"
else
    pass "every constant of $LIST keeps its name and value ($(wc -l < "$TMP/list") constants)"
fi
# Current names: all listed.
awk 'FILENAME == ARGV[1] { listed[$1] = 1; next } !($1 in listed)' "$TMP/list" "$TMP/now" > "$TMP/new"
if [ "$mode" = update ]; then
    if [ "$failed" -gt 0 ]; then echo "constants.sh: nothing written"; exit 1; fi
    if [ -s "$TMP/new" ]; then
        { grep '^#' "$LIST"; sort "$TMP/list" "$TMP/new"; } > "$TMP/merged" && cat "$TMP/merged" > "$LIST"
        sed "s|^|added to $LIST: |" "$TMP/new"
    else
        echo "$LIST already lists every constant ($(wc -l < "$TMP/list"))"
    fi
    exit 0
fi
if [ -s "$TMP/new" ]; then
    fail "every constant of $HEADER is in $LIST: add the new ones with \`make constants-update\` (it puts them in order) and commit the list"
    sed 's/^/     not listed: /' "$TMP/new"
else
    pass "every constant of $HEADER is in $LIST ($(wc -l < "$TMP/now") constants)"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
