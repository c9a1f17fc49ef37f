# SPDX-License-Identifier: MIT
"""puzzle8.grade.check_heuristic(): a student's heuristic checked on every board by the library's
checker, into a report that passes when it is admissible (and consistent, if asked), shows the
library's verdict, and names the board where the heuristic raised or returned what is not a
number of moves, with no traceback of the checker."""
import os
import unittest

import puzzle8
from puzzle8.grade import CheckReport, GradeTest, HeuristicReport, check_heuristic


def misplaced(state, goal):
    return sum(1 for s, g in zip(state, goal) if s and s != g)


def corner_only(state, goal):
    """Admissible (never above misplaced) but not consistent: 0 once tile 1 leaves its cell."""
    return misplaced(state, goal) if state[0] == goal[0] else 0


class CheckHeuristicTest(unittest.TestCase):
    def test_an_admissible_consistent_heuristic_passes_with_the_verdict(self):
        r = check_heuristic(misplaced)
        self.assertIsInstance(r, HeuristicReport)
        self.assertTrue(r.passed and r.check is not None and r.check.consistent)
        verdict = puzzle8.check_heuristic("misplaced").verdict
        self.assertEqual(r.text, "PASS heuristic misplaced, asked to be admissible and consistent\n"
                         + "".join("    " + line + "\n" for line in verdict.splitlines())
                         + "1 of 1 points\n1 of 1 heuristics passed\n")
        self.assertTrue(check_heuristic("manhattan").passed)      # a built-in, by name

    def test_consistency_is_asked_unless_told(self):
        r = check_heuristic(corner_only)
        self.assertFalse(r.passed)
        self.assertTrue(r.check.admissible)
        self.assertIn("FAIL heuristic corner_only, asked to be admissible and consistent\n"
                      "    admissible but not consistent.", r.text)
        with self.assertRaises(AssertionError):
            r.assert_passed()
        self.assertTrue(check_heuristic(corner_only, consistent=False).passed)

    def test_what_is_not_a_number_of_moves_is_named_with_its_board(self):
        for value, shown in ((None, "None"), (2.5, "2.5"), (-1, "-1"), (True, "True"),
                             (2 ** 32, "4294967296")):
            r = check_heuristic(lambda s, g, v=value: v)
            self.assertFalse(r.passed)
            self.assertIsNone(r.check)
            self.assertEqual(r.tests[0].output,
                             "Your heuristic returned %s on 0 1 2 3 4 5 6 7 8: a heuristic "
                             "returns the number of moves it estimates, an int from 0 up.\n" % shown)
            self.assertNotIn("Traceback", r.text)

    def test_an_exception_shows_the_students_frames_only(self):
        def broken(state, goal):
            return misplaced(state, goal) // (state[8] - state[8])
        r = check_heuristic(broken)
        self.assertFalse(r.passed)
        lines = r.tests[0].output.splitlines()
        self.assertEqual(lines[0], "Your heuristic raised an exception on 0 1 2 3 4 5 6 7 8:")
        self.assertIn("in broken", r.tests[0].output)
        self.assertEqual(lines[-1], "  ZeroDivisionError: integer division or modulo by zero")
        self.assertNotIn("Traceback", r.text)
        # no frame of the checker's (the package's files), whatever the checkout's path holds
        package = os.path.dirname(os.path.abspath(puzzle8.__file__))
        self.assertNotIn(package + os.sep, r.tests[0].output)
        self.assertNotIn('"<string>"', r.tests[0].output)
        self.assertEqual(sum(1 for l in lines if l.startswith("    File ")), 1)

    def test_interrupts_and_library_errors_propagate(self):
        def interrupted(state, goal):
            raise KeyboardInterrupt
        with self.assertRaises(KeyboardInterrupt):
            check_heuristic(interrupted)
        with self.assertRaises(puzzle8.InvalidArgumentError):
            check_heuristic("no-such-heuristic")
        self.assertIs(puzzle8.grade.check_heuristic, check_heuristic)

    def test_a_report_of_ones_own_checks(self):
        r = CheckReport([GradeTest("b*(N=20, d=3)", True, 1, 1, "2.39"),
                         GradeTest("b*(N=5, d=1)", False, 0, 1, "yours 4.1, the library's 5")],
                        noun="cases")
        self.assertEqual(r.mistakes, [None, None])
        self.assertEqual(r.text, "PASS b*(N=20, d=3)\nFAIL b*(N=5, d=1)\n"
                         "    yours 4.1, the library's 5\n1 of 2 points\n1 of 2 cases passed\n")


if __name__ == "__main__":
    unittest.main()
