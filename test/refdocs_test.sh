#!/bin/sh
# SPDX-License-Identifier: MIT
# refdocs_test.sh - the reference is written once: the comments of include/puzzle8.h, which
# scripts/refdocs.py lays out as docs/reference.md and docs/man/*.3 (run by make).
#  1. the committed outputs are what the generator makes from the header now: a stale or
#     hand-edited one fails, with a diff;
#  2. every P8_API function has an entry of its own: a heading of docs/reference.md, and an
#     item of the DESCRIPTION of the man page that lists it in NAME;
#  3. on a copy of the tree, a sentence added to a function's comment: before make, --check
#     names the two stale files; `make refdocs` puts the sentence in the function's man page
#     entry and its reference entry, and the check then passes;
#  4. on a copy, a new documented function in an existing section appears in the page's NAME,
#     SYNOPSIS and DESCRIPTION and in the reference, and its page passes mandoc -Tlint; a new
#     section (banner, contents line, parts file) makes a new page, listed in puzzle8(3);
#  5. a P8_API function without a comment, a contents table that does not match the banners,
#     and a page without its parts file each stop the generator with a message that says so.
# The tree is $P8_ROOT or this script's parent. Needs python3 (and make, mandoc when installed).
# Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
MAKE=${MAKE:-make}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-refdocs.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
LC_ALL=C
export LC_ALL
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; : > "$TMP/out"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/out" ] && sed 's/^/     /' "$TMP/out" | head -n 40; : > "$TMP/out"; }
check() { label=$1; shift; if "$@" > "$TMP/out" 2>&1; then pass "$label"; else fail "$label"; fi; }
: > "$TMP/out"
if ! command -v python3 > /dev/null 2>&1; then
    echo "python3 is missing: the generator cannot run"; echo "0 passed, 1 failed"; exit 1
fi

# 1. The tree's outputs are current.
check "docs/reference.md and docs/man/*.3 are what scripts/refdocs.py makes from the header now" \
    python3 scripts/refdocs.py --check

# 2. An entry per function.
grep -E '^[[:space:]]*P8_API[[:space:]]' include/puzzle8.h |
    sed -E 's/\(.*//; s/.*[^A-Za-z0-9_]([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*$/\1/' | sort -u > "$TMP/functions"
# One awk reads the reference and every page (a few processes per function cost seconds of CPU):
# a heading "#### NAME" (or "#### A, NAME, B"), the first page whose NAME lists it (".Nm NAME"
# or ".Nm NAME ,"), and there an entry in DESCRIPTION (".It Fn NAME", ".Fn NAME", ".Fn NAME ,").
awk '
    FILENAME == ARGV[1] { fn[++n] = $0; next }
    FILENAME == ARGV[2] {
        if (sub(/^#### /, "")) { k = split($0, item, /, */); for (i = 1; i <= k; i++) heading[item[i]] = 1 }
        next
    }
    FNR == 1 { d = 0 }
    /^\.Sh / { d = ($2 == "DESCRIPTION") }
    /^\.Nm [^ ]+( ,)?$/ && !($2 in page) { page[$2] = FILENAME }
    d && (/^\.It Fn [^ ]+$/ || /^\.Fn [^ ]+( ,)?$/) { entry[FILENAME, $1 == ".It" ? $3 : $2] = 1 }
    END {
        for (i = 1; i <= n; i++) {
            f = fn[i]
            if (!(f in heading)) print f ": no heading in docs/reference.md"
            if (!(f in page)) print f ": no man page names it"
            else if (!((page[f], f) in entry)) print f ": " page[f] " has no entry for it"
        }
    }' "$TMP/functions" docs/reference.md docs/man/*.3 > "$TMP/missing"
cp "$TMP/missing" "$TMP/out"
if [ -s "$TMP/missing" ]; then fail "every P8_API function has an entry"; else
    pass "every P8_API function ($(wc -l < "$TMP/functions")) has its entry in docs/reference.md and its man page"; fi

# A copy of what the generator and `make refdocs` read.
copy_tree() {
    rm -rf "$1"
    mkdir -p "$1/include" "$1/scripts" "$1/docs/man/parts"
    cp Makefile CHANGELOG.md "$1/"
    cp include/puzzle8.h "$1/include/"
    cp scripts/refdocs.py scripts/man-links.sh "$1/scripts/"
    cp docs/reference.md docs/reference.md.in "$1/docs/"
    cp docs/man/*.3 "$1/docs/man/"
    cp docs/man/parts/*.mdoc "$1/docs/man/parts/"
}

# 3. A sentence added to a comment reaches the man page and the reference with make.
T=$TMP/tree
copy_tree "$T"
SENTENCE="Refdocs probe: this sentence was added to the comment."
python3 - "$T/include/puzzle8.h" "$SENTENCE" <<'EOF'
import sys
path, sentence = sys.argv[1], sys.argv[2]
s = open(path).read()
old = "/* A new board equal to b. P8_EINVAL if b or out is NULL; P8_ENOMEM. */"
assert old in s, "the comment of p8_board_copy changed: update refdocs_test.sh"
s = s.replace(old, "/* A new board equal to b. P8_EINVAL if b or out is NULL; P8_ENOMEM.\n * " +
              sentence + " */")
open(path, "w").write(s)
EOF
python3 "$T/scripts/refdocs.py" --root "$T" --check > "$TMP/stale" 2>&1
if [ $? -ne 0 ] && grep -q 'docs/man/p8_board.3 is stale' "$TMP/stale" &&
    grep -q 'docs/reference.md is stale' "$TMP/stale" && [ "$(grep -c ' is stale' "$TMP/stale")" -eq 2 ]; then
    pass "after a header comment edit, --check names docs/man/p8_board.3 and docs/reference.md stale"
else
    cp "$TMP/stale" "$TMP/out"; fail "after a header comment edit, --check names exactly the two stale files"
fi
if (cd "$T" && $MAKE --no-print-directory refdocs BUILD_DIR=build) > "$TMP/out" 2>&1 &&
    awk '/^\.It Fn p8_board_copy$/ { on = 1; next } on && /^\.It / { on = 0 } on' "$T/docs/man/p8_board.3" |
        grep -q '^Refdocs probe: this sentence was added to the comment\.$' &&
    awk '/^#### p8_board_copy$/ { on = 1; next } on && /^#### / { on = 0 } on' "$T/docs/reference.md" |
        tr '\n' ' ' | grep -q 'Refdocs probe: this sentence was added to the comment\.' &&
    python3 "$T/scripts/refdocs.py" --root "$T" --check >> "$TMP/out" 2>&1; then
    pass "make refdocs puts the sentence in p8_board_copy's man page entry and reference entry"
else
    fail "make refdocs puts the sentence in p8_board_copy's man page entry and reference entry"
fi

# 4. A new function, and a new section, are picked up with no other change.
copy_tree "$T"
python3 - "$T/include/puzzle8.h" "$TMP/probe_n" <<'EOF'
import sys
path = sys.argv[1]
s = open(path).read()
anchor = "/* The Lehmer rank of b (0 .. 362879)"
assert anchor in s
s = s.replace(anchor, "/* Refdocs probe: the number of tiles on their goal cell, 0 .. 9. P8_EINVAL if b is\n"
              " * NULL. */\nP8_API int p8_board_probe_function(const p8_board *b, int flags);\n\n" + anchor)
import re
last = list(re.finditer(r"^ \*  +(\d+)\. .*\.\.\. .*\n", s, re.M))[-1]  # the last contents line
n = int(last.group(1)) + 1                                                   # the new section's number
open(sys.argv[2], "w").write(str(n))
line = " *   %d. Probes " % n
s = s[:last.end()] + line + "." * (70 - len(line)) + " p8_probe(3)\n" + s[last.end():]
tail = "#ifdef __cplusplus\n}\n#endif\n\n#endif"
assert tail in s
banner = ("/* " + "-" * 93 + "\n * %d. Probes" % n + " " * 76 + "p8_probe(3)\n *\n * A section made by the test.\n"
          " * " + "-" * 91 + " */\n/* Refdocs probe: a second new function. */\n"
          "P8_API void p8_probe_second(void);\n\n")
s = s.replace(tail, banner + tail)
open(path, "w").write(s)
EOF
printf '.Nd probes made by the test\n.Sh SEE ALSO\n.Xr puzzle8 3\n' > "$T/docs/man/parts/p8_probe.mdoc"
if python3 "$T/scripts/refdocs.py" --root "$T" --write > "$TMP/out" 2>&1 &&
    grep -qx '\.Nm p8_board_probe_function ,' "$T/docs/man/p8_board.3" &&
    grep -qx '\.Fn p8_board_probe_function "const p8_board \*b" "int flags"' "$T/docs/man/p8_board.3" &&
    grep -qx '\.It Fn p8_board_probe_function' "$T/docs/man/p8_board.3" &&
    grep -qx '#### p8_board_probe_function' "$T/docs/reference.md" &&
    grep -qx 'int p8_board_probe_function(const p8_board \*b, int flags);' "$T/docs/reference.md"; then
    pass "a new function is in its page's NAME, SYNOPSIS and DESCRIPTION and in the reference"
else
    fail "a new function is in its page's NAME, SYNOPSIS and DESCRIPTION and in the reference"
fi
if [ -f "$T/docs/man/p8_probe.3" ] && grep -qx '\.Nm p8_probe_second' "$T/docs/man/p8_probe.3" &&
    grep -qx '\.It Xr p8_probe 3' "$T/docs/man/puzzle8.3" && grep -q "^## $(cat "$TMP/probe_n")\\. Probes\$" "$T/docs/reference.md" &&
    grep -q "^$(cat "$TMP/probe_n")\\. \\[Probes\\](#$(cat "$TMP/probe_n")-probes)" "$T/docs/reference.md"; then
    pass "a new section makes a new page, listed in puzzle8(3) and in the reference's contents"
else
    ls "$T/docs/man" > "$TMP/out"; fail "a new section makes a new page, listed in puzzle8(3) and in the reference's contents"
fi
if command -v mandoc > /dev/null 2>&1; then
    for p in p8_board p8_probe puzzle8; do
        mandoc -Tlint "$T/docs/man/$p.3" 2>&1 | grep -v 'STYLE: referenced manual not found'
    done > "$TMP/out"
    if [ -s "$TMP/out" ]; then fail "mandoc -Tlint is clean for the pages with the new entries"; else
        pass "mandoc -Tlint is clean for the pages with the new entries"; fi
else
    echo "note: mandoc is not installed: the lint of the new pages is skipped"
fi

# 5. What stops the generator.
refuse() {   # refuse LABEL MESSAGE-REGEX PYTHON-EDIT
    copy_tree "$T"
    python3 -c "import sys; p = sys.argv[1]; s = open(p).read(); $3; open(p, 'w').write(s)" \
        "$T/include/puzzle8.h" > "$TMP/out" 2>&1
    if python3 "$T/scripts/refdocs.py" --root "$T" --out "$TMP/gen" > "$TMP/gen.out" 2>&1; then
        fail "$1: the generator refuses"
    elif grep -Eq "$2" "$TMP/gen.out"; then
        pass "$1: the generator refuses ($(head -n 1 "$TMP/gen.out" | cut -c1-90))"
    else
        cp "$TMP/gen.out" "$TMP/out"; fail "$1: the generator refuses with a message matching '$2'"
    fi
}
refuse "a P8_API function without a comment" "puzzle8.h:[0-9]+: declarations without a comment" \
    "s = s.replace('#ifdef __cplusplus\n}', 'P8_API int p8_undocumented(void);\n\n#ifdef __cplusplus\n}')"
refuse "a contents line that does not match the banners" "contents table .* does not match" \
    "s = s.replace(' 15. The state graph ...', ' 15. The graph of states ...', 1)"
refuse "a section whose man page has no parts file" "p8_nowhere.mdoc is missing" \
    "s = s.replace('p8_graph(3)', 'p8_nowhere(3)')"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
