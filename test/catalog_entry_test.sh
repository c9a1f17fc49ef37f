#!/bin/sh
# SPDX-License-Identifier: MIT
# catalog_entry_test.sh - an algorithm is written once: its entry in the library's configuration
# table (src/search/catalog.c: its name, other names, label, sentence, preset and properties).
# Every front end lists, takes and explains the algorithms by looping over that table, so a new
# entry reaches all of them with no other edit.
#
# make check (the short form):
#  1. no front end writes the algorithms' names out: no "rbfs" or "smastar" (nor 'rbfs',
#     'smastar') in the command's sources (tools/*.c), the Python package or the JavaScript
#     package's modules (bindings/js/index.d.ts's names are completions only: its AlgorithmName
#     takes any string, and it is named below as a note);
#  2. the command's lists are the library's: `puzzle8 help algorithms` and the names solve's usage
#     gives --algorithm are Python's puzzle8.choices("algorithm") (and the command's table).
# make check-full (P8_FULL=1; a build and a WebAssembly build of a copy of the tree):
#  3. in a copy, one entry added to the table: "fake" (other name "fake-star", title "Fake
#     search", label "Fake"), a preset of the once driver with a heap, weights 1,2 and misplaced
#     tiles; after make and make clidocs,
#     `puzzle8 solve --algorithm fake` (and FAKE-STAR) runs it and says so, solve's usage and
#     `puzzle8 help algorithms` list it with its sentence, puzzle8(1) and docs/cli.md explain it,
#     Python's puzzle8 solves with it and describes it (algorithm_info, choices), `python3 -m
#     puzzle8` runs it, and JavaScript (node, the wasm build) does the same.
# The tree is $P8_ROOT or this script's parent directory; needs bin/puzzle8 (make) and python3;
# the full form also make, node and the wasm toolchain (without them that part is skipped, or
# fails when P8_REQUIRE_JS=1). Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
MAKE=${MAKE:-make}
NODE=${NODE:-node}
BIN=${PUZZLE8_BIN:-bin/puzzle8}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-entry.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/out" ] && sed 's/^/     /' "$TMP/out" | head -n 30; }
: > "$TMP/out"

# 1. No front end writes the names out.
grep -nE "[\"'](rbfs|smastar)[\"']" tools/*.c bindings/python/puzzle8/*.py bindings/js/*.js \
    > "$TMP/out" 2>/dev/null
if [ -s "$TMP/out" ]; then fail "no front end writes the algorithms' names out"
else pass "no front end writes the algorithms' names out (tools/*.c, bindings/python/puzzle8, bindings/js)"; fi
: > "$TMP/out"
grep -qE "'smastar'" bindings/js/index.d.ts 2>/dev/null &&
    echo "note: bindings/js/index.d.ts lists the algorithms for completion (AlgorithmName takes any string)"

# 2. The command's lists are the library's.
if [ ! -x "$BIN" ] || ! command -v python3 > /dev/null 2>&1; then
    echo "$BIN (make) or python3 is missing"; echo "$passed passed, $((failed + 1)) failed"; exit 1
fi
"$BIN" help algorithms | awk 'body && /^[a-z]/ { print $1 } /^$/ { body = 1 }' | grep -vx table > "$TMP/topic"
"$BIN" solve --help | awk '/^  --algorithm/ { on = 1 } on { print } on && /\)$/ { exit }' |
    tr -d '\n' | sed 's/.*(default [a-z]*): //; s/, or table.*//; s/ //g' | tr '|' '\n' | grep . > "$TMP/usage"
unset PUZZLE8_LIBRARY
PYTHONPATH=$ROOT/bindings/python PYTHONDONTWRITEBYTECODE=1 python3 -c '
import puzzle8
for c in puzzle8.choices("algorithm"):
    print(c.name)' > "$TMP/python" 2> "$TMP/out"
if [ -s "$TMP/python" ] && cmp -s "$TMP/python" "$TMP/topic" && cmp -s "$TMP/python" "$TMP/usage"; then
    pass "puzzle8 help algorithms and solve's usage list the library's $(wc -l < "$TMP/python" | tr -d ' ') algorithms, as Python does"
else
    { echo "python:"; cat "$TMP/python"; echo "help algorithms:"; cat "$TMP/topic"; echo "solve --help:"; cat "$TMP/usage"; } >> "$TMP/out"
    fail "puzzle8 help algorithms and solve's usage list the library's algorithms, as Python does"
fi
: > "$TMP/out"

if [ "${P8_FULL:-0}" != 1 ]; then
    echo "catalog_entry_test.sh: the copy with a new entry is make check-full's (P8_FULL=1)"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
fi

# 3. A copy of the tree with one more entry in the table.
T=$TMP/tree
mkdir -p "$T"
tar -cf - --exclude=./build --exclude=./bin --exclude=./lib --exclude=./dist --exclude=./.git \
    --exclude=node_modules --exclude=__pycache__ --exclude=./bindings/js/puzzle8.wasm . |
    (cd "$T" && tar -xf -) || { echo "cannot copy the tree"; exit 1; }
python3 - "$T" <<'EOF' > "$TMP/out" 2>&1
import re, sys
root = sys.argv[1]
def edit(path, old, new):
    p = root + "/" + path
    s = open(p).read()
    assert s.count(old) == 1, "%s: %r is not there once: update catalog_entry_test.sh" % (path, old)
    open(p, "w").write(s.replace(old, new))
entry = '''    { { "fake", "fake-star", "Fake search", "Fake",
        "Fake search: a test's entry, weighted A* with misplaced tiles on a heap." },
      { P8_FRONTIER_HEAP, 1, 2, P8_DUP_GRAPH, 1, P8_H_MISPLACED, P8_DRIVER_ONCE }, 0, P8_MEMORY_STATES },
};'''
s = open(root + "/src/search/catalog.c").read()
m = re.search(r"(const p8__algorithm p8__algorithms\[P8__N_ALGORITHMS\] = \{.*?\n)\};", s, re.S)
assert m, "the table of algorithms is not where catalog_entry_test.sh looks"
open(root + "/src/search/catalog.c", "w").write(s[:m.end(1)] + entry + s[m.end():])
n = re.search(r"#define P8__N_ALGORITHMS (\d+)", open(root + "/src/base/base.h").read())
edit("src/base/base.h", "#define P8__N_ALGORITHMS %s" % n.group(1),
     "#define P8__N_ALGORITHMS %d" % (int(n.group(1)) + 1))
edit("src/search/catalog.c", "P8_ALG_SMASTAR + 1 == P8__N_ALGORITHMS", "P8_ALG_SMASTAR + 2 == P8__N_ALGORITHMS")
EOF
if [ $? -ne 0 ]; then fail "the copy takes a new entry"; echo "$passed passed, $failed failed"; exit 1; fi
echo "catalog_entry_test.sh: building a copy of the tree with the entry fake (make lib tools, make clidocs)"
if (cd "$T" && $MAKE --no-print-directory -j2 lib tools > "$TMP/build.log" 2>&1 &&
    $MAKE --no-print-directory clidocs >> "$TMP/build.log" 2>&1); then
    pass "the copy with the entry builds, and make clidocs writes its reference"
else
    tail -n 30 "$TMP/build.log" > "$TMP/out"; fail "the copy with the entry builds"
    echo "$passed passed, $failed failed"; exit 1
fi
: > "$TMP/out"

# check LABEL TEXT ERE...: each ERE matches a line of TEXT
check() {
    label=$1 text=$2
    shift 2
    for re in "$@"; do
        if ! printf '%s\n' "$text" | grep -Eq -- "$re"; then
            printf 'no line matches /%s/ in:\n%s\n' "$re" "$(printf '%s\n' "$text" | head -n 20)" > "$TMP/out"
            fail "$label"
            : > "$TMP/out"
            return
        fi
    done
    pass "$label"
}
check "the command runs it (puzzle8 solve --algorithm fake)" \
    "$("$T/bin/puzzle8" solve --algorithm fake 806547231 2>&1; echo "exit $?")" \
    '^algorithm: +fake$' '^length: +[0-9]+$' '^exit 0$'
check "the command takes its other name, in any case (--algorithm FAKE-STAR)" \
    "$("$T/bin/puzzle8" solve --algorithm FAKE-STAR 806547231 2>&1; echo "exit $?")" '^algorithm: +fake$' '^exit 0$'
check "a wrong name's message lists it (the library's sentence)" \
    "$("$T/bin/puzzle8" solve --algorithm fak 806547231 2>&1)" 'one of bfs, .*smastar, fake, or table$'
check "solve's usage lists it, and the overview points to help algorithms" \
    "$("$T/bin/puzzle8" solve --help; "$T/bin/puzzle8" --help)" 'smastar\|fake|smastar\|$|^ +fake, or table' 'help TOPIC'
check "puzzle8 help algorithms explains it" "$("$T/bin/puzzle8" help algorithms)" \
    '^fake +Fake \(also fake-star\); no shortest-solution guarantee' \
    "Fake search: a test's entry, weighted A\\* with misplaced tiles on a heap\\."
check "puzzle8(1) lists and explains it" "$(cat "$T/docs/man/puzzle8.1")" '^\.It Cm fake$' \
    "^Fake search: a test's entry, weighted A\\* with misplaced tiles on a heap\\.$"
check "docs/cli.md lists and explains it" "$(cat "$T/docs/cli.md")" \
    "^\\| \`fake\` \\| Fake \\(also fake-star\\).*\\| Fake search: a test's entry"
check "Python solves with it and describes it" "$(cd "$TMP" && PYTHONPATH=$T/bindings/python \
    PUZZLE8_LIBRARY=$T/lib/libpuzzle8.so.1 PYTHONDONTWRITEBYTECODE=1 python3 -c '
import puzzle8
r = puzzle8.solve("806547231", algorithm="Fake-Star")
print("solved", r.length, len(r.moves))
i = puzzle8.algorithm_info("fake")
print("info", i.frontier, i.weights, i.heuristic, i.driver, i.optimal)
print("names", " ".join(c.name for c in puzzle8.choices("algorithm")))
print("summary", puzzle8.choice("algorithm", "fake").summary)' 2>&1)" \
    '^solved [0-9]+ [0-9]+$' "^info heap \\(1, 2\\) misplaced once False$" '^names bfs .* smastar fake$' \
    "^summary Fake search: a test's entry"
check "python3 -m puzzle8 runs it (the command in-process)" "$(cd "$TMP" && PYTHONPATH=$T/bindings/python \
    PUZZLE8_LIBRARY=$T/lib/libpuzzle8.so.1 PYTHONDONTWRITEBYTECODE=1 python3 -m puzzle8 solve \
    --algorithm fake 806547231 2>&1)" '^algorithm: +fake$'
# JavaScript: the wasm build of the copy, under node
REQUIRE=${P8_REQUIRE_JS:-0}
if ! command -v "$NODE" > /dev/null 2>&1; then
    [ "$REQUIRE" = 1 ] && fail "node is missing" || echo "note: node is missing: the JavaScript part is skipped"
elif ! (cd "$T" && $MAKE --no-print-directory wasm > "$TMP/wasm.log" 2>&1); then
    if [ "$REQUIRE" = 1 ]; then tail -n 20 "$TMP/wasm.log" > "$TMP/out"; fail "the copy's wasm build"
    else echo "note: make wasm failed in the copy (the wasm toolchain?): the JavaScript part is skipped"; fi
else
    cat > "$T/bindings/js/fake.mjs" <<'EOF'
import { solve, algorithmInfo, choices, choice } from './puzzle8.js';
const r = solve('806547231', { algorithm: 'FAKE' });
console.log('solved', r.length, r.moves.length);
const i = algorithmInfo('fake-star');
console.log('info', i.name, i.optimal);
console.log('names', choices('algorithm').map((c) => c.name).join(' '));
console.log('summary', choice('algorithm', 'fake').summary);
EOF
    check "JavaScript solves with it and describes it (node, the wasm build)" \
        "$(cd "$T/bindings/js" && "$NODE" fake.mjs 2>&1)" '^solved [0-9]+ [0-9]+$' '^info fake false$' \
        '^names bfs .* smastar fake$' "^summary Fake search: a test's entry"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
