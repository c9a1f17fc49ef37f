#!/bin/sh
# SPDX-License-Identifier: MIT
# constants_test.sh - every public constant of include/puzzle8.h keeps its value, and all are
# listed in abi/constants.txt (scripts/constants.sh check; `make abi-check` runs it too).
#
# Also checks the check itself on copies of the header: a renumbered status code, swapped values,
# a changed #define and a removed constant (one copy, one check run reporting each), and an
# unlisted new one (enumerator or #define) fail; `constants.sh update` adds
# the new ones (and nothing else) and the check then passes; update refuses to write when a value
# changed. Uses $CC (default cc). Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-constants-test.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
LC_ALL=C
export LC_ALL
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; sed 's/^/     /' "$TMP/out"; }
C=scripts/constants.sh

# The real header against the committed list.
if sh "$C" check > "$TMP/out" 2>&1; then
    sed 's/^ok   /ok   (constants.sh) /' "$TMP/out" | grep -v 'passed, .* failed$'
    pass "include/puzzle8.h against abi/constants.txt"
else
    fail "include/puzzle8.h against abi/constants.txt"
fi

# variant NAME SED: a copy of the header changed by SED, in $TMP/NAME/puzzle8.h.
variant() {
    mkdir -p "$TMP/$1"
    sed "$2" include/puzzle8.h > "$TMP/$1/puzzle8.h"
    if cmp -s include/puzzle8.h "$TMP/$1/puzzle8.h"; then echo "the sed changed nothing: $2"; fi
}
# expect_fail LABEL NAME PATTERN: check of variant NAME fails, saying PATTERN.
expect_fail() {
    if sh "$C" check "$TMP/$2/puzzle8.h" abi/constants.txt > "$TMP/out" 2>&1; then
        fail "$1 (the check passed)"
    elif grep -q -- "$3" "$TMP/out"; then
        pass "$1"
    else
        fail "$1 (no \"$3\" in the report)"
    fi
}

# One copy of the header holds the four changes that must fail (each sed alone must change
# something), and one check run must report each of them: a compile of the header's constants
# is most of a check's CPU time.
S_RENUMBERED='s/P8_EBUSY       = -8/P8_EBUSY       = -9/'
S_SWAPPED='s/P8_ALG_GREEDY = 3, P8_ALG_ASTAR = 4/P8_ALG_GREEDY = 4, P8_ALG_ASTAR = 3/'
# The header's value constants are enumerators now; a #define that takes one's place with another
# value must still be caught.
S_DEFINE='s/^enum { P8_EVENT_ALL = 0xf };/#define P8_EVENT_ALL 0x1fu/'
S_REMOVED='s/, P8_STAT_FRONTIER = 6//'
# A count listed ">=N" may grow (below), never shrink.
S_SHRUNK='s/^#define P8_CHECK_COUNT 20$/#define P8_CHECK_COUNT 19/'
for e in "$S_RENUMBERED" "$S_SWAPPED" "$S_DEFINE" "$S_REMOVED" "$S_SHRUNK"; do
    variant one "$e"
done > "$TMP/out"
variant changed "$S_RENUMBERED
$S_SWAPPED
$S_DEFINE
$S_REMOVED
$S_SHRUNK" >> "$TMP/out"
if [ -s "$TMP/out" ]; then
    fail "each change of the header's copy changes it"
else
    pass "each change of the header's copy changes it"
fi
expect_fail "a renumbered status code fails" changed "P8_EBUSY changed from -8 to -9"
cp "$TMP/out" "$TMP/changed.out"
expect_in() {   # expect_in LABEL PATTERN: the report of the check of variant changed says PATTERN
    if grep -q -- "$2" "$TMP/changed.out"; then pass "$1"; else
        cp "$TMP/changed.out" "$TMP/out"; fail "$1 (no \"$2\" in the report)"; fi
}
expect_in "swapped P8_ALG_* values fail" "P8_ALG_ASTAR changed from 4 to 3"
expect_in "a changed #define value fails" "P8_EVENT_ALL changed from 15 to 31"
expect_in "a removed constant fails" "P8_STAT_FRONTIER (6) disappeared"
expect_in "a count that shrinks fails" "P8_CHECK_COUNT shrank from 20 to 19"
variant added 's/P8_STAT_FRONTIER = 6/P8_STAT_FRONTIER = 6, P8_STAT_NEW_ONE = 7/
s/^#define P8_DOMINANCE_COUNT 8$/#define P8_DOMINANCE_COUNT 9/
s/^enum { P8_EVENT_ALL = 0xf };/enum { P8_EVENT_ALL = 0xf };\
#define P8_NEW_TEXT "text"\
#define P8_NEW_MASK (P8_EVENT_ALL << 4)/' > "$TMP/out"
expect_fail "an unlisted new enumerator fails, pointing at make constants-update" added \
    "not listed: P8_STAT_NEW_ONE 7"
if grep -q 'not listed: P8_NEW_TEXT "text"' "$TMP/out" && grep -q 'not listed: P8_NEW_MASK 240' "$TMP/out" &&
    grep -q 'make constants-update' "$TMP/out"; then
    pass "unlisted new #defines (a string, an expression) fail too"
else
    fail "unlisted new #defines (a string, an expression) fail too"
fi

# update adds exactly the new lines, in order, and then the check passes.
cp abi/constants.txt "$TMP/list"
sh "$C" update "$TMP/added/puzzle8.h" "$TMP/list" > "$TMP/out" 2>&1
diff abi/constants.txt "$TMP/list" | grep '^[<>]' > "$TMP/diff"
printf '%s\n' '> P8_NEW_MASK 240' '> P8_NEW_TEXT "text"' '> P8_STAT_NEW_ONE 7' > "$TMP/want"
if cmp -s "$TMP/diff" "$TMP/want" && sh "$C" check "$TMP/added/puzzle8.h" "$TMP/list" > "$TMP/out" 2>&1; then
    pass "constants.sh update adds the three new constants, changes nothing else, then check passes (a count grown from 8 to 9 included)"
else
    cat "$TMP/diff" >> "$TMP/out"
    fail "constants.sh update adds the three new constants, changes nothing else, then check passes"
fi
cp abi/constants.txt "$TMP/list"
if ! sh "$C" update "$TMP/changed/puzzle8.h" "$TMP/list" > "$TMP/out" 2>&1 &&
    cmp -s abi/constants.txt "$TMP/list"; then
    pass "constants.sh update refuses a renumbered constant and writes nothing"
else
    fail "constants.sh update refuses a renumbered constant and writes nothing"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
