"""python3 -m puzzle8: output and exit status, compared with bin/puzzle8 where it is built."""
import io
import os
import re
import subprocess
import unittest
from contextlib import redirect_stderr, redirect_stdout

from puzzle8.__main__ import main

from util import REPO

C_CLI = os.path.join(REPO, "bin", "puzzle8")
TIME = re.compile(r"(time:\s+)[0-9.]+ ms|(\s)[0-9]+\.[0-9]{2}$", re.M)


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        rc = main(list(argv))
    return rc, out.getvalue(), err.getvalue()


def untimed(text):
    # Times vary from run to run, and so does the width of the time column.
    return re.sub(r" +", " ", TIME.sub(lambda m: (m.group(1) or m.group(2)) + "T", text))


class TestCli(unittest.TestCase):
    def test_solve(self):
        rc, out, err = run("solve", "--goal", "0 1 2 3 4 5 6 7 8", "8 0 6 5 4 7 2 3 1")
        self.assertEqual(rc, 0, err)
        self.assertIn("moves:        RDLULDDRURULLDDRRUULLDRDRUULDLU\nlength:       31\n", out)
        self.assertIn("expanded:     6754\n", out)
        rc, out, _ = run("solve", "--show", "1 2 3 4 0 5 7 8 6")
        self.assertIn("step 2: D (blank down)\n  1 2 3\n  4 5 6\n  7 8 0\n", out)
        rc, out, _ = run("solve", "--algorithm", "bfs", "--heuristic", "zero", "--weights", "1,0",
                         "--tree", "--max-depth", "5", "1 2 3 4 0 5 7 8 6")
        self.assertEqual(rc, 0)

    def test_solve_failures(self):
        rc, out, err = run("solve", "--algorithm", "dfs", "--max-expansions", "5000", "806547231")
        self.assertEqual(rc, 1)
        self.assertIn("moves:        (no solution: expansion limit of 5000 reached)", out)
        self.assertEqual(err, "puzzle8: no solution: expansion limit of 5000 reached\n")
        rc, out, err = run("solve", "8 0 6 5 4 7 2 3 3")
        self.assertEqual((rc, err), (2, 'puzzle8: bad start board "8 0 6 5 4 7 2 3 3": '
                                        "tile 3 appears twice\n"))
        rc, out, err = run("solve", "1 2 3 4 5 6 8 7 0")
        self.assertEqual((rc, err), (1, "puzzle8: goal is not reachable from start (start has 1 "
                                        "inversion, odd; goal has 0, even)\n"))
        for argv in ([], ["nope"], ["solve"], ["solve", "--weights", "x", "123456780"],
                     ["random", "--seed", "-1"], ["solve", "--algorithm", "magic", "123456780"]):
            self.assertEqual(run(*argv)[0], 2, argv)

    def test_compare(self):
        rc, out, err = run("compare", "--goal", "0 1 2 3 4 5 6 7 8", "7 2 4 5 0 6 8 3 1")
        self.assertEqual(rc, 0, err)
        self.assertRegex(out, r"astar, manhattan +26  yes +1480 ")
        self.assertIn("optimal: compared with the length found by bfs (26 moves).", out)
        rc, out, err = run("compare", "--max-expansions", "100", "7 2 4 5 0 6 8 3 1")
        self.assertRegex(out, r"bfs +limit  \u2014 +100 ")
        self.assertIn("optimal: compared with the length found by astar, manhattan (20 moves).", out)
        rc, out, err = run("compare", "--max-expansions", "10", "7 2 4 5 0 6 8 3 1")
        self.assertIn("optimal: unknown, as no optimal configuration finished.", out)

    def test_check_random(self):
        rc, out, _ = run("check", "213456780")
        self.assertEqual(rc, 1)
        self.assertIn("solvable: no, the inversion parities differ", out)
        rc, out, _ = run("check", "806547231", "012345678")
        self.assertEqual(rc, 0)
        self.assertEqual(run("random", "--seed", "2026")[1], "5 3 2 6 7 8 0 4 1\n")
        self.assertEqual(run("random", "--seed", "7", "--scramble", "20")[1], "3 7 6 5 0 2 4 1 8\n")
        self.assertEqual(run("random", "--seed", "5", "--format", "compact")[1], "530681427\n")
        rc, out, err = run("random")
        self.assertIn("using --seed", err)
        self.assertTrue(Board_ok(out))

    @unittest.skipUnless(os.access(C_CLI, os.X_OK), "bin/puzzle8 not built")
    def test_same_output_as_the_c_command(self):
        cases = [["solve", "8 0 6 5 4 7 2 3 1"], ["solve", "--show", "1 2 3 4 0 5 7 8 6"],
                 ["solve", "--algorithm", "dfs", "--max-expansions", "5000", "806547231"],
                 ["solve", "--weights", "1,2", "--heuristic", "linear-conflict", "806547231"],
                 ["compare", "--max-expansions", "20000", "7 2 4 5 0 6 8 3 1"],
                 ["check", "806547231", "012345678"], ["check", "213456780"],
                 ["random", "--seed", "99", "--goal", "123804765", "--format", "grid"],
                 ["solve", "1 2 3 4 5 6 8 7 0"], ["solve", "8 0 6 5 4 7 2 3 3"]]
        for argv in cases:
            c = subprocess.run([C_CLI] + argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               universal_newlines=True, timeout=60)
            rc, out, err = run(*argv)
            self.assertEqual((rc, untimed(out), err), (c.returncode, untimed(c.stdout), c.stderr),
                             argv)


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
