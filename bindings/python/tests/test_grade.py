# SPDX-License-Identifier: MIT
"""puzzle8.grade(): the command's grader (p8_cli_main "grade") from Python, grading programs.

The students are real programs: the library itself through `python3 -m puzzle8 solve` (a
correct student, and a stack for the queue), and TEXTBOOK below, a breadth-first graph search
written the textbook's way in plain Python: it generates the undo move and drops the parent as
a duplicate, as the seed programs do. grade() passes it against the reference configured with
the textbook's rule (duplicates="graph-undo") and fails it, with the diagnosis, against the
library's own convention."""
import json
import os
import shlex
import shutil
import sys
import tempfile
import unittest

import puzzle8

from util import REPO

TEXTBOOK = r'''
import sys
from collections import deque

start, goal = sys.argv[1], sys.argv[2]
out = []


def line(event, ident, parent, move, g, state):
    out.append('{"type":"event","event":"%s","id":%s,"parent":%s,"move":%s,"g":%d,"h":0,'
               '"key":%d,"side":0,"bound":null,"state":"%s"}' % (
                   event, "null" if ident is None else ident,
                   "null" if parent is None else parent,
                   "null" if move is None else '"%s"' % move, g, g, state))


def successors(s):
    b = s.index("0")
    for move, to in (("U", b - 3), ("D", b + 3), ("L", b - 1 if b % 3 else -1),
                     ("R", b + 1 if b % 3 < 2 else -1)):
        if 0 <= to < 9:
            t = list(s)
            t[b], t[to] = t[to], "0"
            yield move, "".join(t)


seen = {start: 0}                  # graph search: every state seen, with its g
nodes = [(start, None, None, 0)]   # (state, parent id, move, g)
queue = deque([0])
expanded = generated = duplicates = most = 0
found = 0 if start == goal else None
while queue and found is None:
    i = queue.popleft()
    state, parent, move, g = nodes[i]
    line("expand", i, parent, move, g, state)
    expanded += 1
    for m, t in successors(state):          # the undo move too: the parent is seen, dropped
        generated += 1
        if t in seen and seen[t] <= g + 1:
            duplicates += 1
            line("generate", None, i, m, g + 1, t)
            line("duplicate", None, i, m, g + 1, t)
            continue
        seen[t] = g + 1
        nodes.append((t, i, m, g + 1))
        line("generate", len(nodes) - 1, i, m, g + 1, t)
        if t == goal:                       # BFS: the goal is tested when generated
            found = len(nodes) - 1
            break
        queue.append(len(nodes) - 1)
        most = max(most, len(queue))
path, k = "", found
while k:
    path, k = nodes[k][2] + path, nodes[k][1]
if found is not None:
    state, parent, move, g = nodes[found]
    line("goal", found, parent, move, g, state)
out.append('{"type":"summary","status":"P8_OK","solved":true,"length":%d,"moves":"%s",'
           '"expanded":%d,"generated":%d,"duplicates":%d,"max_frontier":%d}'
           % (len(path), path, expanded, generated, duplicates, most))
print("\n".join(out))
'''


# The students here are the library itself (this checkout's binding) and files in a temporary
# directory: they run without the sandbox (which hides the library) and as the grader's user,
# root included, with the variables that find the library under test (and a sanitizer's, under
# make python-asan) and no limit on address space (a sanitizer's runtime reserves terabytes)
# (test/grade_sandbox_test.sh tests the isolation).
AS_IS = dict(sandbox="none", allow_root=True, memory_limit="none",
             env={k: os.environ[k] for k in ("PUZZLE8_LIBRARY", "LD_PRELOAD", "ASAN_OPTIONS",
                                             "UBSAN_OPTIONS") if k in os.environ})


@unittest.skipIf(sys.platform == "win32", "grade needs process groups")
class GradeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="p8grade")
        cls.textbook = os.path.join(cls.tmp, "textbook_bfs.py")
        with open(cls.textbook, "w") as f:
            f.write(TEXTBOOK)
        # the library as a student: python3 -m puzzle8 with this checkout's binding, exiting 0
        # with its trace written even when a limit stopped the search
        cls.env_python = [sys.executable, "-c",
                          "import sys; sys.path.insert(0, %r); from puzzle8.__main__ import main; "
                          "sys.argv[0] = 'puzzle8'; main()"
                          % os.path.join(REPO, "bindings", "python")]

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def student(self, *solve):
        return self.env_python + ["solve"] + list(solve) + ["{start}", "--goal", "{goal}",
                                                           "--trace", "{trace}"]

    def test_correct_student_passes(self):
        r = puzzle8.grade(self.student("--algorithm", "bfs"), algorithm="bfs", boards=3,
                          max_distance=6, **AS_IS)
        self.assertTrue(r.passed)
        self.assertTrue(r)
        self.assertEqual((r.score, r.max_score, len(r.tests)), (3, 3, 3))
        self.assertEqual(r.summary, "3 of 3 boards passed (3 of 3 points)")
        self.assertEqual(str(r), r.summary)
        self.assertEqual(r.failed(), [])
        for i, t in enumerate(r.tests, 1):
            self.assertTrue(t.name.startswith("board %d: " % i), t.name)
            self.assertTrue(t.passed and t.score == 1 and t.max_score == 1)
            self.assertIn("Your trace agrees with the reference's, line for line", t.output)

    def test_stack_for_queue_fails_with_its_diagnosis(self):
        r = puzzle8.grade(self.student("--algorithm", "bfs", "--frontier", "lifo",
                                       "--max-expansions", "40"),
                          algorithm="bfs", boards=2, max_distance=6, board_seed=7, **AS_IS)
        self.assertFalse(r.passed)
        self.assertFalse(r)
        self.assertEqual(r.score, 0)
        self.assertEqual(len(r.failed()), 2)
        for t in r.tests:
            self.assertIn("Mistake (stack-for-queue): your program takes the newest node", t.output)
            self.assertIn("  your line:       ", t.output)
            self.assertIn("  the reference's: ", t.output)
            self.assertNotIn(" A: ", t.output)

    def test_textbook_student_and_the_seed_rules(self):
        command = [sys.executable, self.textbook, "{start}", "{goal}"]
        r = puzzle8.grade(command, algorithm="bfs", duplicates="graph-undo", boards=4,
                          max_distance=12, **AS_IS)
        self.assertTrue(r.passed, [t.output for t in r.failed()])
        r = puzzle8.grade(command, algorithm="bfs", boards=2, max_distance=12, **AS_IS)
        self.assertFalse(r.passed)
        self.assertTrue(all("Mistake (undo-move)" in t.output for t in r.tests), r.tests[0].output)

    def test_boards_file_and_string_command(self):
        boards = os.path.join(self.tmp, "boards.txt")
        with open(boards, "w") as f:
            f.write("# two boards\n1 2 3 4 5 6 7 0 8\n123456078\n")
        command = shlex.join(self.student("--algorithm", "astar"))
        r = puzzle8.grade(command, algorithm="astar", boards_file=boards, events_only=True,
                          **AS_IS)
        self.assertTrue(r.passed)
        self.assertEqual([t.name for t in r.tests],
                         ["board 1: 123456708 (1 moves)", "board 2: 123456078 (2 moves)"])

    def test_save_writes_the_gradescope_document(self):
        r = puzzle8.grade(self.student("--algorithm", "bfs"), algorithm="bfs", boards=1, **AS_IS)
        path = os.path.join(self.tmp, "results.json")
        r.save(path)
        with open(path) as f:
            data = json.load(f)
        self.assertEqual(data["score"], 1)
        self.assertEqual(data["tests"][0]["status"], "passed")
        self.assertEqual(open(path).read(), r.json)

    def test_usage_errors_raise(self):
        with self.assertRaises(puzzle8.InvalidArgumentError) as e:
            puzzle8.grade(["true"], algorithm="bfz")
        self.assertIn('unknown --algorithm "bfz"', str(e.exception))
        with self.assertRaises(puzzle8.InvalidArgumentError):
            puzzle8.grade([])
        with self.assertRaises(puzzle8.InvalidArgumentError) as e:
            puzzle8.grade(["true"], boards_file=os.path.join(self.tmp, "missing.txt"))
        self.assertIn("cannot open", str(e.exception))
        with self.assertRaises(TypeError):
            puzzle8.grade(["true"], heuristic=lambda s, g: 0)

    def test_a_hanging_program_fails_its_board(self):
        r = puzzle8.grade([sys.executable, "-c", "import time; time.sleep(30)"], boards=1,
                          time_limit_ms=300, **AS_IS)
        self.assertFalse(r.passed)
        self.assertIn("no answer within 300 ms", r.tests[0].output)


if __name__ == "__main__":
    unittest.main()
