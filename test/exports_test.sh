#!/bin/sh
# SPDX-License-Identifier: MIT
# exports_test.sh - the exported surface of the shared library against the committed list.
#
# Checks that the dynamic symbols of lib/libpuzzle8.so.X.Y.Z are exactly test/exports.txt, that
# test/exports.txt is exactly the P8_API functions of include/puzzle8.h, that the linker version
# script src/libpuzzle8.map lists the same set, that every export carries the version node, that
# no internal p8__ name is exported, and that the static archive defines no global name outside
# the p8_ prefix. Finds the tree through $P8_ROOT or its own location. Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
NM=${NM:-nm}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-exports.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
# same_set NAME FILE_A FILE_B LABEL_A LABEL_B: both sorted; report the difference.
same_set() {
    if cmp -s "$2" "$3"; then
        pass "$1"
    else
        fail "$1"
        comm -23 "$2" "$3" | awk -v l="$4" '{ print "     only in " l ": " $0 }'
        comm -13 "$2" "$3" | awk -v l="$5" '{ print "     only in " l ": " $0 }'
    fi
}

LC_ALL=C
export LC_ALL

# The committed list must itself be sorted and free of duplicates.
sort -u test/exports.txt > "$TMP/list"
if cmp -s test/exports.txt "$TMP/list"; then
    pass "test/exports.txt is sorted, one name a line, no duplicates"
else
    fail "test/exports.txt is sorted, one name a line, no duplicates"
fi

# Public functions of the header: every declaration line that starts with P8_API.
grep -E '^[[:space:]]*P8_API[[:space:]]' include/puzzle8.h |
    sed -E 's/\(.*//; s/.*[^A-Za-z0-9_]([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*$/\1/' |
    sort -u > "$TMP/header"
same_set "P8_API functions of include/puzzle8.h == test/exports.txt" \
    "$TMP/header" "$TMP/list" "header" "exports.txt"

# Names listed in the version script's global section.
sed -e 's|/\*.*\*/||g' src/libpuzzle8.map |
    awk '/^[[:space:]]*\/\*/ { c = 1 } c { if ($0 ~ /\*\//) c = 0; next }
         /global:/ { g = 1; next } /local:/ { g = 0; next }
         g { gsub(/[;[:space:]]/, ""); if ($0 != "") print }' |
    sort -u > "$TMP/map"
same_set "src/libpuzzle8.map global names == test/exports.txt" \
    "$TMP/map" "$TMP/list" "map" "exports.txt"

# Dynamic symbols actually exported by the shared library.
# The one of this version (make passes P8_VERSION): a tree built before a version bump keeps the
# old file beside it.
if [ -n "${P8_VERSION:-}" ]; then SO=lib/libpuzzle8.so.$P8_VERSION
else SO=$(ls -t lib/libpuzzle8.so.*.*.* 2>/dev/null | head -n 1); fi
if [ -z "$SO" ] || [ ! -f "$SO" ]; then
    fail "lib/libpuzzle8.so.X.Y.Z exists (run make first)"
else
    pass "$SO exists"
    # nm prints "ADDR TYPE NAME[@@VERSION]"; the version node itself is an absolute (A) symbol.
    "$NM" -D --defined-only "$SO" > "$TMP/nm" 2>&1
    awk '$2 != "A" { print $3 }' "$TMP/nm" | sed 's/@.*//' | sort -u > "$TMP/so"
    same_set "exported symbols of $SO == test/exports.txt" "$TMP/so" "$TMP/list" "$SO" "exports.txt"

    if grep -q '^p8__' "$TMP/so"; then
        fail "no internal p8__ symbol exported"
        grep '^p8__' "$TMP/so" | sed 's/^/     exported: /'
    else
        pass "no internal p8__ symbol exported"
    fi

    node=$(sed -n 's/^[[:space:]]*\([A-Za-z_][A-Za-z0-9_]*\)[[:space:]]*{.*/\1/p' src/libpuzzle8.map | head -n 1)
    unversioned=$(awk -v node="$node" '$2 != "A" && $3 !~ ("@@" node "$") { print $3 }' "$TMP/nm")
    if [ -n "$node" ] && [ -z "$unversioned" ]; then
        pass "every export carries version node $node"
    else
        fail "every export carries version node ${node:-(none found in map)}"
        for s in $unversioned; do echo "     not in $node: $s"; done
    fi
fi

# The static archive cannot hide internal symbols, but they must all be in our namespace.
if [ -f lib/libpuzzle8.a ]; then
    "$NM" -g --defined-only lib/libpuzzle8.a 2>/dev/null |
        awk 'NF >= 3 { print $3 }' | grep -v '^p8_' | sort -u > "$TMP/foreign"
    if [ -s "$TMP/foreign" ]; then
        fail "every global symbol of lib/libpuzzle8.a starts with p8_"
        sed 's/^/     outside the namespace: /' "$TMP/foreign"
    else
        pass "every global symbol of lib/libpuzzle8.a starts with p8_"
    fi
else
    fail "lib/libpuzzle8.a exists (run make first)"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
