#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# grade_test.sh - puzzle8 grade, the command: correct programs pass in both check modes (trace
# and solution), a representative set of planted mistakes is named through the command (the
# whole catalogue is named by test_grade_catalogue and the Python tests, in-process), a run that
# hangs, floods or crashes fails its board and is still judged by what it printed, an illegal
# path fails whatever --events-only says, a reference that does not end is an error before any
# student runs, and the three report formats hold (Gradescope's results.json parsed as JSON,
# UTF-8 kept as UTF-8, visibility and execution times set; JUnit XML parsed as XML; no control
# character of a submission reaches the text report raw). The students are test/grade/students/
# search8.py (a student's own search with --mistake NAME) and small shell scripts.
# Last line: "N passed, N failed"; exit status 0 only if nothing failed.
set -u
cd "$(dirname "$0")/.." || exit 1
BIN=${PUZZLE8_BIN:-bin/puzzle8}
ABS_BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
STUDENT=$(pwd)/test/grade/students/search8.py
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
if ! command -v python3 >/dev/null 2>&1; then
    echo "grade_test.sh: python3 not found (the students are Python programs)"
    exit 77
fi

G="--boards 2 --max-distance 6"
S="python3 $STUDENT"

# ---- correct programs pass, in both modes ---------------------------------------------------
run grade --algorithm bfs $G -- $S {start} {goal}
expect_rc "bfs student, trace" 0
expect_match "bfs student: all pass" "$out" '^2 of 2 boards passed$'
run grade --algorithm astar $G --check solution -- $S --alg astar --print moves --counts {start} {goal}
expect_rc "A* student, solution with counts" 0
expect_match "A* student: points" "$out" '^8 of 8 points$'
run grade --algorithm bfs $G --check solution -- $S --print boards {start} {goal}
expect_rc "bfs student, solution as boards" 0
run grade --algorithm bfs $G -- "$ABS_BIN" solve --algorithm bfs {start} --goal {goal} --trace {trace}
expect_rc "the library as the student, {trace}" 0

# ---- planted mistakes are named, in the student's words ---------------------------------------
# case: ALG CHECK MISTAKE [student options]
for case in "bfs trace stack-for-queue" "bfs solution undo-move --print moves --counts" \
            "bfs trace undo-move" "bfs solution goal-tested-late --print moves --counts" \
            "astar trace goal-tested-early --alg astar" "astar trace heuristic-scaled --alg astar" \
            "astar solution heuristic-blank --alg astar --print moves --counts" \
            "astar solution tile-moves --alg astar --print moves" \
            "astar trace tie-break-newest --alg astar" \
            "bfs solution path-reversed --print boards"; do
    set -- $case
    alg=$1 check=$2 mistake=$3
    shift 3
    run grade --algorithm "$alg" --check "$check" --boards 1 --max-distance 6 -- $S "$@" --mistake "$mistake" {start} {goal}
    expect_rc "$alg $check $mistake: fails" 1
    expect_match "$alg $check $mistake: named" "$out" "^    Mistake \($mistake\): your program "
    expect_match "$alg $check $mistake: its hint" "$out" '^    Hint: '
    case $out in *"line 0 "*|*" A: "*|*" B: "*|*"--events-only"*|*"header"*) fail "$alg $check $mistake: the library's words" "$out" ;; *) pass ;; esac
done
# the diagnoses that used to be wrong: A* stopping at a generated goal was told about max_frontier,
# twice Manhattan that it counts the blank, tile-named moves "Compare the two lines shown"
run grade --algorithm astar --boards 1 --max-distance 8 -- $S --alg astar --mistake goal-tested-early {start} {goal}
expect_match "A* goal at generation: named" "$out" '^    Mistake \(goal-tested-early\): your program stops at the goal as soon as it generates it'
run grade --algorithm astar --boards 1 --max-distance 8 -- $S --alg astar --mistake heuristic-scaled {start} {goal}
case $out in *"counts the blank"*) fail "twice Manhattan: told it counts the blank" "$out" ;; *) pass ;; esac
run grade --algorithm astar --boards 1 --max-distance 8 -- $S --alg astar --mistake tile-moves {start} {goal}
expect_match "tile-named moves in a trace: named" "$out" '^    Mistake \(tile-moves\): '
# a depth-first search with no duplicate check never ends: stopped, it is judged by what it printed
run grade --algorithm bfs --boards 1 --max-distance 10 --time-limit 1500 -- $S --alg dfs --mistake no-duplicate-check {start} {goal}
expect_rc "endless DFS: fails" 1
# (stopped by the time limit, or on a fast machine by the output limit first: either way stopped)
expect_match "endless DFS: stopped" "$out" '^    Your program (was stopped: it gave no answer within 1500 ms|printed more than 67108864 bytes and was stopped)\. What it printed before is judged below\.$'
expect_match "endless DFS: named from its output" "$out" '^    Mistake \((stack-for-queue|no-duplicate-check)\): '

# ---- an illegal path fails, --events-only or not -------------------------------------------------
cat >"$TMP/illegal" <<EOS
#!/bin/sh
# the reference's trace, its summary's moves replaced by an illegal path
t=\$(mktemp) || exit 9
"$ABS_BIN" solve --algorithm bfs "\$1" --goal "\$2" --trace "\$t" >/dev/null
sed -e 's/"moves":"[UDLR]*"/"moves":"UUUU"/' "\$t"
rm -f "\$t"
EOS
chmod +x "$TMP/illegal"
run grade --algorithm bfs --events-only $G -- "$TMP/illegal" {start} {goal}
expect_rc "illegal path, --events-only: fails" 1
expect_match "illegal path: said" "$out" 'The moves of your summary line \(line [0-9]+ of your output\) are (illegal|not all moves)'

# ---- a hanging, flooding, crashing or silly program fails its board -----------------------------
printf '#!/bin/sh\nsleep 30\n' >"$TMP/hang"
printf '#!/bin/sh\nyes "{\\"type\\":\\"event\\"}"\n' >"$TMP/flood"
printf '#!/bin/sh\necho hello\n' >"$TMP/hello"
cat >"$TMP/crash" <<'EOS'
#!/bin/sh
i=0
while [ $i -lt 40 ]; do echo "  File \"bfs.py\", line $i, in search" >&2; i=$((i + 1)); done
echo "ZeroDivisionError: division by zero" >&2
exit 3
EOS
chmod +x "$TMP"/hang "$TMP"/flood "$TMP"/hello "$TMP"/crash
run grade --boards 2 --time-limit 300 -- "$TMP/hang"
expect_rc "hang: fails" 1
expect_match "hang: stopped" "$out" '^    Your program was stopped: it gave no answer within 300 ms\.'
run grade --boards 1 --output-limit 5000 -- "$TMP/flood"
expect_rc "flood: fails" 1
expect_match "flood: stopped" "$out" '^    Your program printed more than 5000 bytes and was stopped\.'
run grade --boards 1 -- "$TMP/crash"
expect_rc "crash: fails" 1
expect_match "crash: status" "$out" '^    Your program exited with status 3\.$'
expect_match "crash: the traceback's last line, the exception" "$out" '^      ZeroDivisionError: division by zero$'
run grade --boards 1 -- "$TMP/hello"
expect_rc "hello: fails" 1
expect_match "hello: not a trace" "$out" '^    Your output is not a trace: line 1 of your output: expected a JSON object, found other text: hello$'
run grade --boards 1 --check solution -- "$TMP/hello"
expect_match "hello, solution: unreadable" "$out" '^    Your output could not be read: line 1: "hello" is not a move: '
run grade --boards 1 -- "$TMP/no-such-program"
expect_rc "missing program: fails" 1
expect_match "missing program" "$out" 'status 127 \(the command was not found\?\)'
run grade --algorithm bfs --boards 1 -- $S --print moves {start} {goal}
expect_match "moves where a trace is asked" "$out" '^    It reads as a solution \(moves or boards\): this assignment asks for a trace'

# ---- a submission's bytes: UTF-8 kept, control characters escaped ------------------------------
printf '#!/bin/sh\nprintf "caf\\303\\251 \\033[2J\\rPASS\\001<&\\351\\n"\necho "caf\\303\\251" >&2\nexit 1\n' >"$TMP/bytes"
chmod +x "$TMP/bytes"
run grade --boards 1 -- "$TMP/bytes"
case $out in *$'\033'*|*$'\r'*|*$'\001'*) fail "text: a control character reached the report raw" ;; *) pass ;; esac
expect_match "text: ESC and CR escaped, UTF-8 kept, a bad byte replaced" "$out" 'café \\x1b\[2J\\rPASS\\x01<&'$'\xef\xbf\xbd'
run grade --boards 1 --format gradescope --visibility after_due_date -- "$TMP/bytes"
if printf '%s\n' "$out" | python3 -c '
import json, sys
raw = sys.stdin.buffer.read()
assert b"\\u00c3" not in raw and "café".encode() in raw, raw
r = json.loads(raw)
assert r["visibility"] == "after_due_date" and r["stdout_visibility"] == "after_due_date"
assert isinstance(r["execution_time"], (int, float))
t = r["tests"][0]
assert t["visibility"] == "after_due_date" and isinstance(t["execution_time"], (int, float))
assert "café" in t["output"] and "\x1b" not in t["output"] and "\\x1b" in t["output"], t
'; then pass; else fail "gradescope: UTF-8, escapes, visibility, execution_time"; fi
run grade --boards 1 --format junit -- "$TMP/bytes"
if printf '%s\n' "$out" | python3 -c '
import sys, xml.etree.ElementTree as E
root = E.fromstring(sys.stdin.buffer.read())
case = root.find("testsuite").find("testcase")
assert float(case.get("time")) >= 0 and "café" in case.find("failure").text
'; then pass; else fail "junit: UTF-8 and time"; fi

# ---- formats ---------------------------------------------------------------------------------
run grade --algorithm bfs $G --check solution --format gradescope --output "$TMP/results.json" -- $S --mistake undo-move --print moves --counts {start} {goal}
expect_rc "gradescope: exit 1" 1
if python3 - "$TMP/results.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert len(r["tests"]) == 2, r
for t in r["tests"]:
    assert set(t) >= {"name", "score", "max_score", "output", "status", "execution_time"}, t
    assert 0 <= t["score"] <= t["max_score"] == 4
    assert t["status"] == ("passed" if t["score"] == t["max_score"] else "failed")
assert any("Mistake (undo-move)" in t["output"] for t in r["tests"])
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

# ---- the reference bounded, before any student runs ----------------------------------------------
printf '#!/bin/sh\ntouch "%s/ran"\n' "$TMP" >"$TMP/marker"
chmod +x "$TMP/marker"
run grade --algorithm dfs --duplicates none --boards 2 --max-distance 8 -- "$TMP/marker"
expect_error "dfs without duplicate check: the reference does not end" 2 "the reference \(frontier lifo, duplicates none\) does not end on .* within the grader's bound"
if [ -e "$TMP/ran" ]; then fail "the student ran although the reference does not end"; else pass; fi

# ---- usage ----------------------------------------------------------------------------------
run grade --boards 2
expect_error "no command: usage" 2 "grade: expected -- and the student's command"
run grade --format xml -- true
expect_error "bad format: usage" 2 'grade: --format "xml": expected text, gradescope or junit'
run grade --check moves -- true
expect_error "bad check: usage" 2 'grade: --check "moves": expected trace or solution'
run grade --points legal=1,speed=2 -- true
expect_error "bad points: usage" 2 'grade: --points "legal=1,speed=2": expected PART=N'
run grade --counts expanded,nodes -- true
expect_error "bad counts: usage" 2 'grade: --counts "expanded,nodes": expected a list'
run grade --visibility public -- true
expect_error "bad visibility: usage" 2 'grade: --visibility "public": expected visible'
run grade --boards 0 -- true
expect_rc "0 boards: usage" 2
printf '1 2 3 4 5 6 7 0 8\n# a comment\n\n123456708\n' >"$TMP/boards"
run grade --algorithm bfs --boards-file "$TMP/boards" -- $S {start} {goal}
expect_rc "boards file: pass" 0
expect_match "boards file: two boards" "$out" '^2 of 2 boards passed$'
run grade --algorithm bfs --boards 3 --max-distance 8 --list-boards
expect_rc "list-boards" 0
expect_match "list-boards: a board and what it catches" "$out" '^board 1: [0-8]{9} \(2 moves\) catches .*stack-for-queue'
run grade --algorithm astar --check solution --points legal=2,goal=2,optimal=0,counts=0 --boards 1 --max-distance 6 -- $S --alg astar --print moves --mistake tile-moves {start} {goal}
expect_match "points: legal and goal, 2 each" "$out" ": [0-9] of 4 points\$"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
