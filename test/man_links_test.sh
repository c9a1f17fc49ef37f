#!/bin/sh
# SPDX-License-Identifier: MIT
# man_links_test.sh - one man page name per public function (scripts/man-links.sh):
#  1. the build's list ($BUILD_DIR/man/links.txt, default build) is what the script makes from
#     docs/man now (not stale), and build/man/man3 holds exactly those links;
#  2. every P8_API function of include/puzzle8.h opens a page: a page of its own, or a link
#     whose target exists and lists the function in its NAME section;
#  3. mandoc -Tlint is clean for every link (as docs_test.sh judges the pages), and `man -l`
#     of a link shows its page (when man and mandoc are installed).
# The tree is $P8_ROOT or this script's parent. Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
DIR=${P8_MAN_BUILD:-build/man}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-manlinks.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
LC_ALL=C
export LC_ALL
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/out" ] && sed 's/^/     /' "$TMP/out"; : > "$TMP/out"; }
: > "$TMP/out"

if [ ! -f "$DIR/links.txt" ]; then
    echo "$DIR/links.txt is missing (run make)" > "$TMP/out"; fail "the build made the man page links"
    echo "$passed passed, $failed failed"; exit 1
fi
sh scripts/man-links.sh --list docs/man/*.3 > "$TMP/fresh"
if cmp -s "$TMP/fresh" "$DIR/links.txt"; then pass "$DIR/links.txt is current ($(wc -l < "$TMP/fresh") links)"; else
    diff "$DIR/links.txt" "$TMP/fresh" > "$TMP/out"; fail "$DIR/links.txt is current"; fi
find "$DIR/man3" -type l | sed 's|.*/||' | sort > "$TMP/made"
cut -d' ' -f1 "$TMP/fresh" | sort > "$TMP/listed"
if cmp -s "$TMP/made" "$TMP/listed"; then pass "$DIR/man3 holds exactly the listed links"; else
    diff "$TMP/made" "$TMP/listed" > "$TMP/out"; fail "$DIR/man3 holds exactly the listed links"; fi

grep -E '^[[:space:]]*P8_API[[:space:]]' include/puzzle8.h |
    sed -E 's/\(.*//; s/.*[^A-Za-z0-9_]([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*$/\1/' | sort -u > "$TMP/functions"
while read -r f; do
    if [ -f "docs/man/$f.3" ]; then
        page=docs/man/$f.3
    elif [ -L "$DIR/man3/$f.3" ] && [ -f "$DIR/man3/$f.3" ]; then
        page=$DIR/man3/$(readlink "$DIR/man3/$f.3")
    else
        echo "$f: no page and no link" >> "$TMP/out"; continue
    fi
    awk '/^\.Sh / { n = ($2 == "NAME"); next } n && $1 == ".Nm" { print $2 }' "$page" | grep -qx "$f" ||
        echo "$f: $page does not name it" >> "$TMP/out"
done < "$TMP/functions"
if [ -s "$TMP/out" ]; then fail "every P8_API function opens a page that names it"; else
    pass "every P8_API function ($(wc -l < "$TMP/functions")) opens a page that names it"; fi

if command -v mandoc > /dev/null 2>&1; then
    while read -r name page; do
        mandoc -Tlint "$DIR/man3/$name" 2>&1 | grep -v 'STYLE: referenced manual not found: Xr \(p8_[a-z_]*\|puzzle8\) [13]' \
            | sed "s|^|$name: |" >> "$TMP/out"
    done < "$TMP/fresh"
    if [ -s "$TMP/out" ]; then fail "mandoc -Tlint is clean for every link"; else pass "mandoc -Tlint is clean for every link"; fi
else
    echo "note: mandoc is not installed: the lint of the links is skipped"
fi
if command -v man > /dev/null 2>&1; then
    if man -l "$DIR/man3/p8_board_new.3" 2> "$TMP/out" | grep -q 'p8_board_new'; then
        pass "man -l $DIR/man3/p8_board_new.3 shows p8_board(3)"; : > "$TMP/out"
    else
        fail "man -l $DIR/man3/p8_board_new.3 shows p8_board(3)"
    fi
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
