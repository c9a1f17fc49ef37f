#!/bin/sh
# SPDX-License-Identifier: MIT
# clidocs_test.sh - the command's reference is written once: the tables of tools/ (each
# command's usage, what it does, its options; the library's configuration table for the run
# options' values), which `puzzle8 --help`, `puzzle8 COMMAND --help` and `puzzle8 help TOPIC`
# print, and from which scripts/clidocs.py (make clidocs) writes puzzle8(1) and docs/cli.md's
# reference region.
#  1. the committed docs/man/puzzle8.1 and docs/cli.md are what the tables make now: a stale or
#     hand-edited one fails, naming `make clidocs`; and --check does fail on a copy with a page
#     edited by hand;
#  2. puzzle8(1) lists every command of the overview and every option of every command's
#     usage, and docs/cli.md each command and option too; every option the page names is one a
#     command takes (no --name of another program); random's usage line shows --distance;
#  3. mandoc -Tlint has nothing to say about the page (skipped without mandoc).
# Needs bin/puzzle8 (make) and python3. The tree is $P8_ROOT or this script's parent directory.
# Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
BIN=${PUZZLE8_BIN:-bin/puzzle8}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-clidocs.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
LC_ALL=C
export LC_ALL
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/out" ] && sed 's/^/     /' "$TMP/out" | head -n 40; }
: > "$TMP/out"
if [ ! -x "$BIN" ] || ! command -v python3 > /dev/null 2>&1; then
    echo "$BIN (make) or python3 is missing"; echo "0 passed, 1 failed"; exit 1
fi

# 1. The committed outputs are current; --check fails on a stale one.
if python3 scripts/clidocs.py --check --bin "$BIN" > "$TMP/out" 2>&1; then
    pass "docs/man/puzzle8.1 and docs/cli.md are what the command's tables make now"
else
    fail "docs/man/puzzle8.1 and docs/cli.md are what the command's tables make now (make clidocs)"
fi
mkdir -p "$TMP/tree/docs/man/parts"
cp docs/cli.md "$TMP/tree/docs/"
cp docs/man/parts/puzzle8.1.mdoc "$TMP/tree/docs/man/parts/"
sed 's/^\.Nd .*/.Nd a description edited by hand/' docs/man/puzzle8.1 > "$TMP/tree/docs/man/puzzle8.1"
python3 scripts/clidocs.py --check --root "$TMP/tree" --bin "$BIN" > "$TMP/out" 2>&1
rc=$?
if [ "$rc" -eq 1 ] && grep -q '^clidocs.py: docs/man/puzzle8.1 is stale: run make clidocs' "$TMP/out" &&
    ! grep -q 'docs/cli.md is stale' "$TMP/out"; then
    pass "a page edited by hand: --check names it stale and says to run make clidocs"
else
    fail "a page edited by hand: --check names it stale and says to run make clidocs (exit status $rc)"
fi
: > "$TMP/out"

# 2. Every command and option of the usage is in the page and in docs/cli.md, and the page names
# no other option.
"$BIN" --help | awk '/^commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { exit }' > "$TMP/commands"
: > "$TMP/options"
while read -r cmd; do
    "$BIN" "$cmd" --help | sed -n 's/^  \(--[a-z][a-z-]*\).*/\1/p' | sed "s/^/$cmd /" >> "$TMP/options"
done < "$TMP/commands"
awk -v man=docs/man/puzzle8.1 -v md=docs/cli.md '
    FILENAME == ARGV[1] { cmds[$1] = 1; next }
    FILENAME == ARGV[2] { opt[$2] = 1; pair[$1 " " $2] = 1; next }
    FILENAME == man {
        if ($1 == ".It" && $2 == "Cm") man_cmd[$3] = 1
        for (i = 1; i < NF; i++) if (($i == "Fl" || $i == ".Fl") && $(i + 1) != "\\-") {
            o = "-" $(i + 1); gsub(/\\-/, "-", o); man_opt[o] = 1
        }
        next
    }
    FILENAME == md {
        if ($1 == "###") md_cmd[$2] = 1
        line = $0
        while (match(line, /`--[a-z][a-z-]*/)) { md_opt[substr(line, RSTART + 1, RLENGTH - 1)] = 1; line = substr(line, RSTART + RLENGTH) }
    }
    END {
        for (c in cmds) {
            if (!(c in man_cmd)) print "puzzle8(1) has no entry for the command " c
            if (!(c in md_cmd)) print "docs/cli.md has no heading for the command " c
        }
        for (p in pair) {
            split(p, w, " ")
            if (!(w[2] in man_opt)) print "puzzle8(1) does not name " w[1] "'\''s option " w[2]
            if (!(w[2] in md_opt)) print "docs/cli.md does not name " w[1] "'\''s option " w[2]
        }
        for (o in man_opt)
            if (!(o in opt) && o != "--help" && o != "-h" && o != "--version" && o != "-V")
                print "puzzle8(1) names " o ", an option no command takes"
    }' "$TMP/commands" "$TMP/options" docs/man/puzzle8.1 docs/cli.md | sort > "$TMP/out"
ncmd=$(wc -l < "$TMP/commands" | tr -d ' ')
nopt=$(wc -l < "$TMP/options" | tr -d ' ')
if [ "$ncmd" -ge 13 ] && [ "$nopt" -ge 60 ] && [ ! -s "$TMP/out" ]; then
    pass "puzzle8(1) and docs/cli.md name every one of the $ncmd commands and $nopt options of the usage, and the page no other option"
else
    echo "($ncmd commands, $nopt options read from the usage)" >> "$TMP/out"
    fail "puzzle8(1) and docs/cli.md name every command and option of the usage, and the page no other option"
fi
: > "$TMP/out"
awk '/^\.Sh SYNOPSIS/ { on = 1; next } /^\.Sh / { on = 0 } on' docs/man/puzzle8.1 |
    awk '/^\.Cm / { cmd = $2 } cmd == "random" && /^\.Op Fl \\-distance Ar D$/ { ok = 1 } END { exit !ok }'
if [ $? -eq 0 ]; then pass "the page's usage line of random shows --distance"
else fail "the page's usage line of random shows --distance"; fi

# 3. mandoc.
if command -v mandoc > /dev/null 2>&1; then
    mandoc -Tlint docs/man/puzzle8.1 2>&1 | grep -v 'STYLE: referenced manual not found' > "$TMP/out"
    if [ -s "$TMP/out" ]; then fail "mandoc -Tlint docs/man/puzzle8.1"; else pass "mandoc -Tlint docs/man/puzzle8.1: clean"; fi
else
    echo "note: mandoc is not installed: the lint is skipped"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
