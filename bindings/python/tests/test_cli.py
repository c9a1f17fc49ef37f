# SPDX-License-Identifier: MIT
"""python3 -m puzzle8 in-process: output, messages and exit status of main()."""
import io
import os
import unittest
from contextlib import redirect_stderr, redirect_stdout

from puzzle8.__main__ import main

from util import REPO


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        rc = main(list(argv))
    return rc, out.getvalue(), err.getvalue()


class TestCli(unittest.TestCase):
    """In-process checks of main(); the table test/cli_cases.txt (test/cli_parity_test.sh) runs
    `python3 -m puzzle8` and bin/puzzle8 as processes and checks that they agree."""

    def test_solve(self):
        rc, out, err = run("solve", "--goal", "0 1 2 3 4 5 6 7 8", "8 0 6 5 4 7 2 3 1")
        self.assertEqual(rc, 0, err)
        self.assertIn("moves:        RDLULDDRURULLDDRRUULLDRDRUULDLU\nlength:       31\n", out)
        self.assertIn("expanded:     6754\n", out)
        rc, out, _ = run("solve", "--show", "1", "2", "3", "4", "0", "5", "7", "8", "6")
        self.assertIn("step 2: D (blank down)\n  1 2 3\n  4 5 6\n  7 8 0\n", out)
        rc, out, _ = run("solve", "--algorithm", "ucs", "--heuristic", "zero", "--weights", "1,0",
                         "--tree", "--max-depth", "5", "--max-memory", "99999999", "--max-time",
                         "60000", "1 2 3 4 0 5 7 8 6")
        self.assertEqual(rc, 0)
        self.assertIn("algorithm:    ucs, heuristic zero, weights 1,0, tree search, depth limit 5, "
                      "at most 99999999 bytes, at most 60000 ms\n", out)

    def test_solve_failures(self):
        rc, out, err = run("solve", "--algorithm", "dfs", "--max-expansions", "5000", "806547231")
        self.assertEqual(rc, 1)
        self.assertIn("moves:        (no solution: expansion limit of 5000 reached)", out)
        self.assertEqual(err, "puzzle8: no solution: expansion limit of 5000 reached\n")
        rc, out, err = run("solve", "8 0 6 5 4 7 2 3 3")
        self.assertEqual((rc, err), (2, 'puzzle8: bad start board "8 0 6 5 4 7 2 3 3": '
                                        "tile 3 appears twice\n"))
        rc, out, err = run("solve", "1 2 3 4 5 6 8 7 0")
        self.assertEqual((rc, out), (1, ""))
        self.assertEqual(err, "puzzle8: the goal is not reachable from the start: their inversion "
                              "counts have different parity (1 is odd, 0 is even) and no move "
                              "changes it\n")
        rc, out, err = run("solve", "--weights", "1,2", "--algorithm", "bfs", "806547231")
        self.assertEqual((rc, out), (2, ""))
        self.assertIn("--weights has no effect with --algorithm bfs", err)
        for argv in ([], ["nope"], ["solve"], ["solve", "--weights", "x", "123456780"],
                     ["random", "--seed", "-1"], ["random", "--seed", str(2 ** 64)],
                     ["solve", "--algorithm", "magic", "123456780"], ["--version", "x"],
                     ["solve", "1", "2", "3"]):
            rc, out, err = run(*argv)
            self.assertEqual((rc, out), (2, ""), argv)
            if argv:
                self.assertRegex(err, r"\Apuzzle8: [^\n]+\n\Z", argv)

    def test_compare(self):
        rc, out, err = run("compare", "--goal", "0 1 2 3 4 5 6 7 8", "7 2 4 5 0 6 8 3 1")
        self.assertEqual(rc, 0, err)
        self.assertRegex(out, r"astar, manhattan +bucket +26  yes +1480 ")
        self.assertRegex(out, r"\nrandom-walk +none +[0-9]+  no ")
        self.assertIn("optimal: compared with the length found by bfs (26 moves).", out)
        rc, out, err = run("compare", "--max-expansions", "100", "7 2 4 5 0 6 8 3 1")
        self.assertRegex(out, r"bfs +fifo +limit  \u2014 +100 ")
        self.assertIn("optimal: compared with the length found by astar, manhattan (20 moves).", out)
        rc, out, err = run("compare", "--max-expansions", "10", "7 2 4 5 0 6 8 3 1")
        self.assertIn("optimal: unknown, as no optimal configuration finished.", out)

    def test_check_random(self):
        rc, out, _ = run("check", "213456780")
        self.assertEqual(rc, 1)
        self.assertIn("solvable: no\nreason:   the goal is not reachable from the start", out)
        self.assertEqual(run("check", "806547231", "--goal", "012345678")[0], 0)
        self.assertEqual(run("check", "806547231", "012345678")[0], 0)
        self.assertEqual(run("random", "--seed", "2026")[1], "5 3 2 6 7 8 0 4 1\n")
        self.assertEqual(run("random", "--seed", "7", "--scramble", "20")[1], "3 7 6 5 0 2 4 1 8\n")
        self.assertEqual(run("random", "--seed", "5", "--format", "compact")[1], "530681427\n")
        rc, out, err = run("random")
        self.assertRegex(err, r"\Apuzzle8: random: using --seed [0-9]+\n\Z")
        self.assertTrue(Board_ok(out))

    def test_state_space(self):
        # _cli_table.py in-process (stdout a StringIO: the Stream writes str)
        rc, out, err = run("distance", "--list", "1", "8 6 7 2 5 4 3 0 1")
        self.assertEqual((rc, err), (0, ""))
        self.assertIn("distance:   31\nbest moves: U (up) L (left) R (right)\nsolutions:  40 optimal\n"
                      "\nUULDDRRUULDLDRRUULDLDRRUULLDDRR\n(1 of 40 listed)\n", out)
        rc, out, _ = run("histogram")
        self.assertIn("distance: 0 .. 31 moves, mean 21.97\n", out)
        self.assertTrue(out.endswith("      30      221\n      31        2\n"))
        rc, out, _ = run("check-heuristic", "linear-conflict", "--against", "manhattan")
        self.assertEqual(rc, 0)
        self.assertIn("\nverdict:\n  admissible and consistent.\n", out)
        self.assertIn("  a_dominates          1\n", out)
        rc, out, _ = run("graph", "--format", "csv-nodes", "--component", "goal", "--distances")
        lines = out.splitlines()
        self.assertEqual((rc, lines[0], len(lines)), (0, "id,rank,component,distance", 181441))
        self.assertEqual(run("random", "--distance", "20", "--seed", "3")[1], "2 4 0 6 3 7 1 8 5\n")
        rc, out, _ = run("solve", "--algorithm", "table", "806547231")
        self.assertIn("algorithm:    table\nmoves:        DLURDDRUULDDRUULDLDRULURDRD\n", out)
        for argv, msg in ((["distance"], "distance: missing BOARD"),
                          (["graph", "--component", "x"], 'bad --component "x"'),
                          (["random", "--distance", "32", "--seed", "1"], "no board is 32 moves"),
                          (["solve", "--algorithm", "table", "--tree", "806547231"], "takes no")):
            rc, out, err = run(*argv)
            self.assertEqual((rc, out), (2, ""), argv)
            self.assertRegex(err, r"\Apuzzle8: [^\n]*%s[^\n]*\n\Z" % msg, argv)

    def test_help_and_version(self):
        from puzzle8 import library_version
        for argv in (["help"], ["--help"], ["-h"], ["solve", "--help"]):
            rc, out, err = run(*argv)
            self.assertEqual((rc, err), (0, ""), argv)
            self.assertTrue(out.startswith("usage: puzzle8 solve [options] START\n"), argv)
            self.assertIn("  --algorithm A       bfs|dfs|ucs|greedy|astar|iddfs|idastar|bibfs|random-walk|table "
                          "(default astar;\n", out)
            self.assertIn("       puzzle8 graph [--format F] [--component C] [--distances] [--goal G]\n",
                          out)
        self.assertEqual(run("--version"), (0, "puzzle8 %s\n" % library_version, ""))

    def test_closed_stdout(self):
        # A process started with stdout closed has sys.stdout None: output cannot be written.
        err = io.StringIO()
        with redirect_stdout(None), redirect_stderr(err):
            rc = main(["random", "--seed", "1"])
        self.assertEqual((rc, err.getvalue()), (3, "puzzle8: cannot write output: "
                                                    "Bad file descriptor\n"))
        with redirect_stdout(None), redirect_stderr(io.StringIO()) as err:
            rc = main(["solve", "806547233"])
        self.assertEqual(rc, 2, err.getvalue())

    def test_quote_matches_the_c_command(self):
        from puzzle8.__main__ import quote
        self.assertEqual(quote('a"b\\c\nd\te\x01\x7f'), '"a\\"b\\\\c\\nd\\te??"')
        self.assertEqual(quote("x" * 200), '"' + "x" * 87 + '..."')
        self.assertEqual(quote("\udcff"), '"\udcff"')      # an undecodable byte of argv, kept


def Board_ok(text):
    from puzzle8 import Board
    return Board(text.strip()).solvable()


class TestTextbookExample(unittest.TestCase):
    def test_runs(self):
        import runpy
        out = io.StringIO()
        with redirect_stdout(out):
            runpy.run_path(os.path.join(REPO, "bindings", "python", "examples", "textbook.py"),
                           run_name="__main__")
        text = out.getvalue()
        self.assertRegex(text, r"BFS +26 +158791 ")
        self.assertRegex(text, r"A\* misplaced +26 +31776 ")
        self.assertRegex(text, r"A\* Manhattan +26 +1480 ")


if __name__ == "__main__":
    unittest.main()
