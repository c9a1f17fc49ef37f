# SPDX-License-Identifier: MIT
"""puzzle8.grade.check(): a student's Python function graded in this process by the library's
judge (p8_grade_judge), in both modes: its returned moves (a solution) or the events it reports
to a Recorder (a trace). The student is test/grade/students/search8.py's search(), the same
search the command's tests run as a program, with each mistake of the catalogue planted: each is
named, in the same sentences as the command's."""
import os
import sys
import unittest

import puzzle8
from puzzle8 import grade as grade_module  # noqa: F401 - the callable object
from puzzle8.grade import Recorder, check

from util import REPO

sys.path.insert(0, os.path.join(REPO, "test", "grade", "students"))
import search8  # noqa: E402


def solution(alg="bfs", h="manhattan", mistake=None):
    """A solver returning (moves, counts), as a student's function does."""
    def solver(start, goal):
        moves, counts = search8.search(start.compact(), goal.compact(), alg, h, mistake)[:2]
        return moves, counts
    return solver


def traced(alg="bfs", h="manhattan", mistake=None):
    """A solver reporting its events to the recorder."""
    def solver(start, goal, rec):
        def emit(kind, i, parent, move, g, hv, _key, state):
            if move is not None and mistake == "tile-moves":
                move ^= 1
            if kind == "duplicate":
                rec.duplicate(state, g, hv, parent, move)
            else:
                getattr(rec, kind)(i, state, g, hv, parent, move)
        moves, counts = search8.search(start.compact(), goal.compact(), alg, h, mistake, emit)[:2]
        return moves, counts
    return solver


# mistake: (reference keywords, student keywords, modes, boards keywords)
CATALOGUE = {
    "goal-tested-late": ({"algorithm": "bfs"}, {}, ("solution", "trace"), {}),
    "goal-tested-early": ({"algorithm": "astar"}, {"alg": "astar"}, ("solution", "trace"), {}),
    "goal-pushed": ({"algorithm": "bfs"}, {}, ("solution", "trace"), {}),
    "stack-for-queue": ({"algorithm": "bfs"}, {}, ("trace",), {"max_distance": 4}),
    "queue-for-stack": ({"algorithm": "dfs"}, {"alg": "dfs"}, ("trace",),
                        {"boards": ["123405786", "123406758"]}),
    "queue-for-priority": ({"algorithm": "astar"}, {"alg": "astar"}, ("solution", "trace"), {}),
    "no-duplicate-check": ({"algorithm": "bfs"}, {}, ("solution", "trace"), {"max_distance": 6}),
    "parent-check-only": ({"algorithm": "bfs"}, {}, ("solution", "trace"), {}),
    "closed-list-only": ({"algorithm": "bfs"}, {}, ("solution", "trace"), {}),
    "undo-move": ({"algorithm": "bfs"}, {}, ("solution", "trace"), {}),
    # the textbook's BFS generates the undo move; the student (the library's own convention) does not
    "no-undo-move": ({"algorithm": "bfs", "duplicates": "graph-undo"}, {}, ("solution", "trace"), {}),
    "no-reopen": ({"algorithm": "greedy"}, {"alg": "greedy"}, ("solution", "trace"),
                  {"boards": ["123764085", "023456718"]}),
    "heuristic-scaled": ({"algorithm": "astar"}, {"alg": "astar"}, ("solution", "trace"),
                         {"boards": ["123764085", "230456718"]}),
    "heuristic-blank": ({"algorithm": "astar"}, {"alg": "astar"}, ("solution", "trace"), {}),
    "heuristic-inconsistent": ({"algorithm": "astar", "heuristic": "linear-conflict"},
                               {"alg": "astar", "h": "linear-conflict"}, ("solution", "trace"),
                               {"boards": ["123648570", "138456720"]}),
    "tie-break-oldest": ({"algorithm": "astar"}, {"alg": "astar"}, ("solution", "trace"),
                         {"boards": 6, "max_distance": 12}),
    "tie-break-newest": ({"algorithm": "astar"}, {"alg": "astar"}, ("solution", "trace"),
                         {"boards": 6, "max_distance": 12}),
    "tie-break-h-newest": ({"algorithm": "astar"}, {"alg": "astar"}, ("solution", "trace"),
                           {"boards": ["152406738", "123764085", "230456718"]}),
    "tile-moves": ({"algorithm": "astar"}, {"alg": "astar"}, ("solution", "trace"), {}),
    "path-reversed": ({"algorithm": "bfs"}, {}, ("solution", "trace"), {}),
    "expanded-counts-goal": ({"algorithm": "astar"}, {"alg": "astar"}, ("solution", "trace"), {}),
    "generated-counts-start": ({"algorithm": "bfs"}, {}, ("solution", "trace"), {}),
    "generated-without-duplicates": ({"algorithm": "bfs"}, {}, ("solution", "trace"), {}),
    "frontier-after-pop": ({"algorithm": "bfs"}, {}, ("solution", "trace"), {}),
    "g-off-by-one": ({"algorithm": "bfs"}, {}, ("trace",), {}),
}


class CheckCatalogueTest(unittest.TestCase):
    def test_every_mistake_is_in_the_table(self):
        self.assertEqual(set(CATALOGUE) | {"no-depth-limit"}, set(puzzle8.grade.MISTAKES))

    def test_each_mistake_is_named(self):
        for mistake, (ref, student, modes, boards) in CATALOGUE.items():
            kw = {"boards": 3, "max_distance": 8}
            kw.update(boards)
            for mode in modes:
                with self.subTest(mistake=mistake, mode=mode):
                    solver = (solution if mode == "solution" else traced)(mistake=mistake, **student)
                    r = check(solver, mode=mode, time_limit_ms=3000, **ref, **kw)
                    self.assertFalse(r.passed, r.text)
                    self.assertIn(mistake, r.mistakes, r.text)
                    t = r.tests[r.mistakes.index(mistake)]
                    self.assertIn("Mistake (%s): your program " % mistake, t.output)
                    self.assertIn("Hint: ", t.output)

    def test_the_correct_student_passes(self):
        for alg in ("bfs", "astar"):
            for mode, make in (("solution", solution), ("trace", traced)):
                r = check(make(alg=alg), mode=mode, algorithm=alg, boards=3, max_distance=10)
                self.assertTrue(r.passed, r.text)
                self.assertEqual(r.mistakes, [None, None, None])


class CheckTest(unittest.TestCase):
    def test_the_report(self):
        r = check(solution(), algorithm="bfs", boards=2, max_distance=6)
        self.assertTrue(r and r.passed)
        self.assertEqual((r.score, r.max_score), (8, 8))
        self.assertEqual(r.summary, "2 of 2 boards passed")
        self.assertTrue(r.text.endswith("8 of 8 points\n2 of 2 boards passed\n"), r.text)
        self.assertRegex(r.tests[0].name, r"^board 1: [0-8]{9} \(3 moves\)$")
        self.assertEqual(str(r), r.text)
        self.assertIn("<pre", r._repr_html_())
        r.assert_passed()
        bad = check(solution(mistake="tile-moves"), algorithm="bfs", boards=2, max_distance=6)
        with self.assertRaises(AssertionError) as e:
            bad.assert_passed()
        self.assertEqual(str(e.exception), bad.text)
        self.assertIn("FAIL board 1: ", bad.text)
        self.assertIn("    Legal moves: ", bad.text)

    def test_the_same_sentences_as_the_command(self):
        """A program printing what the function returns gets the same verdict from the command."""
        r = check(solution(mistake="goal-tested-late"), algorithm="bfs", boards=1, max_distance=6)
        program = [sys.executable, os.path.join(REPO, "test", "grade", "students", "search8.py"),
                   "--print", "moves", "--counts", "--mistake", "goal-tested-late", "{start}",
                   "{goal}"]
        # the student is a Python file of this tree: no sandbox (it would hide the interpreter
        # of a virtual environment), as the grader's user (test/grade_sandbox_test.sh tests that)
        p = puzzle8.grade(program, algorithm="bfs", boards=1, max_distance=6, mode="solution",
                          counts=["expanded"], sandbox="none", allow_root=True,
                          memory_limit="none")
        self.assertEqual(p.tests[0].name, r.tests[0].name)
        # the program prints expanded and generated; the function returns every count
        self.assertIn("Mistake (goal-tested-late): your program tests the goal", p.tests[0].output)
        self.assertIn("Mistake (goal-tested-late): your program tests the goal", r.tests[0].output)

    def test_returned_forms(self):
        def returns(value):
            return lambda start, goal: value
        ok = search8.search("123405786", "123456780")[0]           # "RD"
        for value in (ok, " ".join(ok), list(ok), [3, 1], ["right", "down"], (ok, {}),
                      {"moves": ok}, ["123405786", "123450786", "123456780"]):
            r = check(returns(value), algorithm="bfs", boards=["123405786"])
            self.assertTrue(r.passed, (value, r.text))
        r = check(returns(None), algorithm="bfs", boards=["123405786"])
        self.assertIn("Reaches the goal: no: your function returned no moves.", r.tests[0].output)
        self.assertNotIn("printed", r.text)
        r = check(returns("RX"), algorithm="bfs", boards=["123405786"])
        self.assertIn('Your output could not be read: line 1: "RX" is not a move', r.tests[0].output)

    def test_a_function_not_written_yet_is_said_so(self):
        """A stub (it reports nothing and returns None) fails with a sentence, no traceback."""
        r = check(lambda start, goal, rec: None, mode="trace", algorithm="bfs", boards=1,
                  max_distance=4)
        self.assertFalse(r.passed)
        self.assertEqual(r.tests[0].output, "Your function reported no events to the recorder "
                         "and returned no moves.\nScore: 0 of 1 point.\n")
        # moves returned and no events: a trace that is only its summary line, judged as one
        r = check(lambda start, goal, rec: "RD", mode="trace", algorithm="bfs",
                  boards=["123405786"])
        self.assertIn("your program's trace ends after 1 line", r.tests[0].output)

    def test_an_exception_fails_its_board_with_the_traceback(self):
        def broken(start, goal):
            return 1 / 0
        r = check(broken, algorithm="bfs", boards=1, max_distance=4)
        out = r.tests[0].output
        self.assertFalse(r.passed)
        self.assertIn("Your function raised an exception.", out)
        self.assertIn("The last lines of its standard error:", out)
        self.assertIn("  ZeroDivisionError: division by zero", out)
        self.assertTrue(out.rstrip().endswith("ZeroDivisionError: division by zero"), out)

    @unittest.skipUnless(hasattr(__import__("signal"), "setitimer"), "no setitimer")
    def test_a_slow_function_is_stopped_and_judged_by_what_it_reported(self):
        def endless(start, goal, rec):
            traced(alg="bfs", mistake="stack-for-queue")(start, goal, rec)
            while True:
                pass
        r = check(endless, mode="trace", algorithm="bfs", boards=1, max_distance=4,
                  time_limit_ms=300)
        out = r.tests[0].output
        self.assertIn("Your program was stopped: it gave no answer within 300 ms.", out)
        self.assertIn("Mistake (stack-for-queue)", out)

    @unittest.skipUnless(hasattr(__import__("signal"), "setitimer"), "no setitimer")
    def test_a_time_limit_that_lands_in_a_del_still_stops_the_function(self):
        # The loop spends much of its time in Board.__del__, where Python only prints an
        # exception ("Exception ignored"): a single alarm was lost there about one board in
        # three, and the function ran on (in make check, a student's search grew to 8 GB).
        def boards_forever(start, goal):
            while True:
                puzzle8.Board(start)
        for _ in range(3):
            r = check(boards_forever, mode="solution", algorithm="bfs", boards=3,
                      max_distance=4, time_limit_ms=100)
            self.assertEqual([t.output.split(":")[0] for t in r.tests],
                             ["Your program was stopped"] * 3, r.text)

    def test_a_trace_without_frontier_sizes_compares_events(self):
        def no_frontier(start, goal, rec):
            moves, counts = traced()(start, goal, rec)
            counts.pop("max_frontier")
            return moves, counts
        self.assertTrue(check(no_frontier, mode="trace", algorithm="bfs", boards=2,
                              max_distance=6).passed)
        self.assertFalse(check(no_frontier, mode="trace", algorithm="bfs", boards=2,
                               max_distance=6, events_only=False).passed)

    def test_recorder_lines_are_the_librarys(self):
        rec = Recorder(1, 1)
        rec.expand(0, "123405786", 0, 2)
        rec.generate(1, puzzle8.Board("103425786"), 1, 3, 0, "U")
        rec.generate(None, [1, 2, 3, 4, 0, 5, 7, 8, 6], 1, 2, 0, 1)
        rec.duplicate("123405786", 1, 2, 0, "D")
        self.assertEqual(rec.lines[1].decode(),
                         '{"type":"event","event":"generate","id":1,"parent":0,"move":"U","g":1,'
                         '"h":3,"key":4,"side":0,"bound":null,"state":"103425786"}\n')
        self.assertEqual(rec.counts, {"expanded": 1, "generated": 2, "duplicates": 1})
        with self.assertRaises(puzzle8.InvalidArgumentError):
            rec.generate(2, "123405786", 1, 0, 0, 7)
        with self.assertRaises(puzzle8.InvalidArgumentError):
            rec.generate(2, "123405786", 1, 0, 0, "X")

    def test_bad_options(self):
        with self.assertRaises(puzzle8.InvalidArgumentError):
            check(solution(), mode="moves")
        with self.assertRaises(puzzle8.InvalidArgumentError):
            check(solution(), points={"speed": 1})
        with self.assertRaises(puzzle8.InvalidArgumentError):
            check(solution(), counts=["nodes"])
        with self.assertRaises(puzzle8.InvalidArgumentError) as e:
            check(solution(), algorithm="dfs", duplicates="none", boards=1, max_distance=4)
        self.assertIn("does not end", str(e.exception))

    def test_grade_stays_callable(self):
        self.assertTrue(callable(puzzle8.grade))
        self.assertIs(puzzle8.grade.check, check)
        self.assertIs(puzzle8.grade.Recorder, Recorder)


if __name__ == "__main__":
    unittest.main()
