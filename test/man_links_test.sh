#!/bin/sh
# SPDX-License-Identifier: MIT
# man_links_test.sh - one man page name per public function (scripts/man-links.sh):
#  1. the build's list ($BUILD_DIR/man/links.txt, default build) is what the script makes from
#     docs/man now (not stale), and build/man/man3 holds exactly those links;
#  2. every P8_API function of include/puzzle8.h opens a page: a page of its own, or a link
#     whose target exists and lists the function in its NAME section;
#  3. mandoc -Tlint is clean for every link (as docs_test.sh judges the pages; each page the links
#     reach is linted once, through one of its links), and `man -l` of a link shows its page
#     (when man and mandoc are installed).
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
# One awk for all (a few forks per function added seconds): the links of the build (name
# target), the names each page gives in its NAME section (page name), then the functions.
find "$DIR/man3" -type l -printf '%f %l\n' > "$TMP/links"
find "$DIR/man3" -type f -printf '%f\n' > "$TMP/built_pages"
awk '/^\.Sh / { n = ($2 == "NAME"); next } n && $1 == ".Nm" { p = FILENAME; sub(/.*\//, "", p); print p, $2 }' \
    docs/man/*.3 > "$TMP/named"
awk 'FILENAME == ARGV[1] { link[$1] = $2; next }
     FILENAME == ARGV[2] { built[$1] = 1; next }
     FILENAME == ARGV[3] { named[$1 " " $2] = 1; own[$1] = 1; next }
     { f = $1; p = ""
       if ((f ".3") in own) p = f ".3"
       else if ((f ".3") in link && link[f ".3"] in built) p = link[f ".3"]
       if (p == "") { print f ": no page and no link"; next }
       if (!((p " " f) in named)) print f ": " p " does not name it" }' \
    "$TMP/links" "$TMP/built_pages" "$TMP/named" "$TMP/functions" >> "$TMP/out"
if [ -s "$TMP/out" ]; then fail "every P8_API function opens a page that names it"; else
    pass "every P8_API function ($(wc -l < "$TMP/functions")) opens a page that names it"; fi

if command -v mandoc > /dev/null 2>&1; then
    # A link is its page: each page the links reach is linted once, through a link to it.
    sort -k2,2 -u "$TMP/fresh" > "$TMP/one_per_page"
    while read -r name page; do
        mandoc -Tlint "$DIR/man3/$name" 2>&1 | grep -v 'STYLE: referenced manual not found: Xr \(p8_[a-z_]*\|puzzle8\) [13]' \
            | sed "s|^|$name: |" >> "$TMP/out"
    done < "$TMP/one_per_page"
    if [ -s "$TMP/out" ]; then fail "mandoc -Tlint is clean for every link"; else
        pass "mandoc -Tlint is clean for every link (the $(wc -l < "$TMP/one_per_page") pages they reach)"; fi
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
