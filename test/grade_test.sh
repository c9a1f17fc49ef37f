#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# grade_test.sh - puzzle8 grade (issue 24.1): correct student programs pass, planted mistakes
# fail with their diagnosis, a hanging or flooding program fails its test (never the grader),
# and the three report formats hold (Gradescope's results.json parsed as JSON, JUnit XML parsed
# as XML). The students are small shell scripts around bin/puzzle8 with alterations.
# Last line: "N passed, N failed"; exit status 0 only if nothing failed.
set -u
cd "$(dirname "$0")/.." || exit 1
BIN=${PUZZLE8_BIN:-bin/puzzle8}
ABS_BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8grade.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT

. test/cli_harness.sh
# The students here are the library itself (perhaps a sanitizer's build, which reserves more
# address space than the default limit) and scripts in $TMP: they run without the sandbox (which
# hides the library) and as the grader's user, root included (test/grade_sandbox_test.sh tests
# the isolation).
eval "harness_$(declare -f run)"
run() {
    if [ "$1" = grade ]; then
        shift
        harness_run grade --sandbox none --allow-root --memory-limit none "$@"
    else
        harness_run "$@"
    fi
}

if [ ! -x "$BIN" ]; then
    fail "$BIN is not built"
    echo "$passed passed, $failed failed"
    exit 1
fi

# student NAME 'solve options' [filter]: a program "NAME START GOAL" printing its trace on stdout
student() {
    cat >"$TMP/$1" <<EOS
#!/bin/sh
t=\$(mktemp) || exit 9
"$ABS_BIN" solve $2 "\$1" --goal "\$2" --trace "\$t" >/dev/null
${3:-cat} "\$t"
rm -f "\$t"
EOS
    chmod +x "$TMP/$1"
}
student good '--algorithm bfs'
student stack '--algorithm bfs --frontier lifo --max-expansions 40'
student undo '--algorithm bfs --duplicates none --max-expansions 40'
student nodup '--algorithm bfs --tree --max-expansions 200'
student misplaced '--algorithm astar --heuristic misplaced'
cat >"$TMP/plus1" <<'EOS'
#!/bin/sh
# the summary's max_frontier one more: a BFS that pushed the goal before it stopped
awk '{ if (match($0, /"max_frontier":[0-9]+/)) {
         n = substr($0, RSTART + 15, RLENGTH - 15) + 1
         $0 = substr($0, 1, RSTART + 14) n substr($0, RSTART + RLENGTH) }
       print }' "$1"
EOS
chmod +x "$TMP/plus1"
student pushed '--algorithm bfs' "$TMP/plus1"
printf '#!/bin/sh\nsleep 30\n' >"$TMP/hang"
printf '#!/bin/sh\nyes "{\\"type\\":\\"event\\"}"\n' >"$TMP/flood"
printf '#!/bin/sh\necho hello\n' >"$TMP/hello"
printf '#!/bin/sh\necho oops >&2\nexit 3\n' >"$TMP/crash"
chmod +x "$TMP"/*

G="--boards 4 --max-distance 8"

# ---- correct programs pass -----------------------------------------------------------------
run grade --algorithm bfs $G -- "$TMP/good" {start} {goal}
expect_rc "good student, stdout" 0
expect_match "good student: all pass" "$out" '^4 of 4 boards passed$'
run grade --algorithm bfs $G -- "$ABS_BIN" solve --algorithm bfs {start} --goal {goal} --trace {trace}
expect_rc "good student, {trace}" 0
run grade --algorithm astar $G -- "$ABS_BIN" solve {start} --goal {goal} --trace {trace}
expect_rc "A* student, {trace}" 0

# ---- planted mistakes fail with their diagnosis ---------------------------------------------
for case in "stack bfs stack-for-queue" "undo bfs undo-move" "nodup bfs no-duplicate-check" \
            "misplaced astar heuristic" "pushed bfs goal-pushed"; do
    set -- $case
    run grade --algorithm "$2" $G -- "$TMP/$1" {start} {goal}
    expect_rc "$1: fails" 1
    expect_match "$1: diagnosis $3" "$out" "^      $3: "
    expect_match "$1: both lines" "$out" '^      B: \{'
done
run grade --algorithm bfs --events-only $G -- "$TMP/pushed" {start} {goal}
expect_rc "pushed goal passes with --events-only" 0

# ---- a hanging, flooding, crashing or silly program fails its test --------------------------
run grade --boards 2 --time-limit 300 -- "$TMP/hang"
expect_rc "hang: fails" 1
expect_match "hang: stopped" "$out" '^    no answer within 300 ms: the program was stopped$'
run grade --boards 1 --output-limit 5000 -- "$TMP/flood"
expect_rc "flood: fails" 1
expect_match "flood: stopped" "$out" '^    more than 5000 bytes of output: the program was stopped$'
run grade --boards 1 -- "$TMP/crash"
expect_rc "crash: fails" 1
expect_match "crash: status" "$out" '^    the program exited with status 3$'
expect_match "crash: its stderr" "$out" '^    oops$'
run grade --boards 1 -- "$TMP/hello"
expect_rc "hello: fails" 1
expect_match "hello: not a trace" "$out" '^    not a trace: B line 1: expected a JSON object, found other text$'
run grade --boards 1 -- "$TMP/no-such-program"
expect_rc "missing program: fails" 1
expect_match "missing program" "$out" 'status 127 \(command not found\?\)'

# ---- formats ---------------------------------------------------------------------------------
run grade --algorithm bfs $G --format gradescope --output "$TMP/results.json" -- "$TMP/stack" {start} {goal}
expect_rc "gradescope: exit 1" 1
if python3 - "$TMP/results.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert len(r["tests"]) == 4, r
for t in r["tests"]:
    assert set(t) >= {"name", "score", "max_score", "output", "status"}, t
    assert t["max_score"] == 1 and t["score"] in (0, 1)
    assert t["status"] == ("passed" if t["score"] else "failed")
assert any("stack-for-queue" in t["output"] for t in r["tests"])
assert r["score"] == sum(t["score"] for t in r["tests"])
PY
then pass; else fail "gradescope: results.json"; fi
run grade --boards 2 --format junit --time-limit 300 -- "$TMP/hang"
expect_rc "junit: exit 1" 1
if printf '%s\n' "$out" | python3 -c '
import sys, xml.etree.ElementTree as ET
root = ET.fromstring(sys.stdin.read())
suite = root.find("testsuite")
assert suite.get("tests") == "2" and suite.get("failures") == "2"
cases = suite.findall("testcase")
assert len(cases) == 2 and all(c.find("failure") is not None for c in cases)
assert "no answer within 300 ms" in cases[0].find("failure").get("message")
'; then pass; else fail "junit: XML"; fi
printf '#!/bin/sh\nprintf "\\001<&\\351\\n"\n' >"$TMP/bytes"; chmod +x "$TMP/bytes"
run grade --boards 1 --format gradescope -- "$TMP/bytes"
if printf '%s\n' "$out" | python3 -c 'import json,sys; json.load(sys.stdin)'; then pass; else fail "gradescope: any byte escaped"; fi
run grade --boards 1 --format junit -- "$TMP/bytes"
if printf '%s\n' "$out" | python3 -c 'import sys, xml.etree.ElementTree as E; E.fromstring(sys.stdin.read())'; then pass; else fail "junit: any byte escaped"; fi

# ---- usage ----------------------------------------------------------------------------------
run grade --boards 2
expect_rc "no command: usage" 2
expect_eq "no command: message" "$err" "puzzle8: grade: expected -- and the student's command after the options (see 'puzzle8 --help')"
run grade --format xml -- true
expect_rc "bad format: usage" 2
expect_eq "bad format: message" "$err" 'puzzle8: grade: --format "xml": expected text, gradescope or junit'
run grade --boards 0 -- true
expect_rc "0 boards: usage" 2
printf '1 2 3 4 5 6 7 0 8\n# a comment\n\n123456708\n' >"$TMP/boards"
run grade --algorithm bfs --boards-file "$TMP/boards" -- "$TMP/good" {start} {goal}
expect_rc "boards file: pass" 0
expect_match "boards file: two boards" "$out" '^2 of 2 boards passed$'

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
