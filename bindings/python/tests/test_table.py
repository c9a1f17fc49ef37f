# SPDX-License-Identifier: MIT
"""The whole state space from Python: Table, check_heuristic, dominance, graph."""
import io
import os
import subprocess
import unittest

import puzzle8
from puzzle8 import Board, InvalidArgumentError, Table, UnsolvableError

from util import REPO, SAMPLE_GOALS, load_samples, sample_path

PUBLISHED = [1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638,
             9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2]
STEP = {"U": -3, "D": 3, "L": -1, "R": 1}


def replay(tiles, moves):
    """The board after `moves`, by this test's own rule; None if a move leaves the grid."""
    t = list(tiles)
    for m in moves:
        b = t.index(0)
        n = b + STEP[m]
        if not 0 <= n < 9 or (m in "LR" and n // 3 != b // 3):
            return None
        t[b], t[n] = t[n], t[b]
    return tuple(t)


def manhattan(s, g):
    pos = {x: i for i, x in enumerate(g)}
    return sum(abs(i // 3 - pos[x] // 3) + abs(i % 3 - pos[x] % 3) for i, x in enumerate(s) if x)


class TestTable(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.t = Table()

    def test_published_histogram(self):
        t = self.t
        self.assertEqual(t.histogram(), PUBLISHED)
        self.assertEqual((t.states, t.max_distance, round(t.mean, 2)), (181440, 31, 21.97))
        self.assertLessEqual(t.nbytes, 362880)
        self.assertEqual(t.goal, Board.goal())
        self.assertEqual(Table("1 2 3 8 0 4 7 6 5").max_distance, 30)

    def test_distances_against_the_sample_sets(self):
        for goal in SAMPLE_GOALS:
            if not os.path.exists(sample_path(goal)):
                self.skipTest("no test/data")
            t = Table(goal)
            for tiles, optimal in load_samples(goal):
                self.assertEqual(t.distance(tiles), optimal, (goal, tiles))
                self.assertEqual(t.distance_of_rank(Board(tiles).rank()), optimal)

    def test_solutions(self):
        t = self.t
        for seed in range(40):
            b = Board.random(seed)
            d = t.distance(b)
            sols = t.solutions(b)
            self.assertEqual(len(sols), t.count_solutions(b))
            self.assertEqual(len(set(sols)), len(sols))
            self.assertEqual(sols, sorted(sols, key=lambda s: ["UDLR".index(c) for c in s]))
            for s in sols:
                self.assertEqual(len(s), d)
                self.assertEqual(replay(b.tiles, s), t.goal.tiles)
            self.assertEqual("".join(sorted(set(s[0] for s in sols), key="UDLR".index)),
                             t.optimal_moves(b))
            r = t.solve(b)
            self.assertEqual((r.solved, r.length, r.moves, r.algorithm), (True, d, sols[0], "table"))
            self.assertEqual(r.path[-1], t.goal)
        self.assertEqual(t.solutions("8 6 7 2 5 4 3 0 1", limit=3), t.solutions("867254301")[:3])
        self.assertEqual(t.solutions("867254301", limit=0), [])
        self.assertEqual(t.solutions(t.goal), [""])
        self.assertEqual(t.optimal_moves(t.goal), "")

    def test_unsolvable_and_bad_input(self):
        t = self.t
        for call in (t.distance, t.optimal_moves, t.count_solutions, t.solutions, t.solve):
            with self.assertRaises(UnsolvableError):
                call("1 2 3 4 5 6 8 7 0")
        with self.assertRaises(InvalidArgumentError):
            t.random_board(32, 1)
        with self.assertRaises(InvalidArgumentError):
            t.distance_of_rank(362880)
        with self.assertRaises(UnsolvableError):
            t.distance_of_rank(1)

    def test_random_board(self):
        t = self.t
        for d in range(32):
            for seed in range(3):
                self.assertEqual(t.distance(t.random_board(d, seed)), d)
        self.assertEqual(t.random_board(22, 7), t.random_board(22, 7))
        cli = os.path.join(REPO, "bin", "puzzle8")
        if os.access(cli, os.X_OK):     # the same board as the command line for the same seed
            for d, seed in ((22, 7), (5, 123456789), (31, 2 ** 64 - 1)):
                out = subprocess.run([cli, "random", "--distance", str(d), "--seed", str(seed),
                                      "--format", "compact"], capture_output=True, text=True)
                self.assertEqual(out.stdout.strip(), t.random_board(d, seed).compact())

    def test_solve_all(self):
        seen = []
        n = self.t.solve_all(lambda s, m: seen.append((s, m)))
        self.assertEqual((n, len(seen)), (181440, 181440))
        ranks = [Board(s).rank() for s, _ in seen[:500]]
        self.assertEqual(ranks, sorted(ranks))
        for s, m in seen[::1009]:
            self.assertEqual(replay(s, m), self.t.goal.tiles)
            self.assertEqual(len(m), self.t.distance(s))
        self.assertEqual(self.t.solve_all(lambda s, m: len(seen) > 0), 1)  # truthy: stop

        def boom(s, m):
            raise KeyError("stop here")
        with self.assertRaises(KeyError):
            self.t.solve_all(boom)

    def test_as_a_search_heuristic(self):
        s = puzzle8.Search(heuristic=self.t.heuristic)
        r = s.run("8 6 7 2 5 4 3 0 1")
        self.assertEqual((r.length, r.stats.expanded), (31, 31))


class TestCheck(unittest.TestCase):
    def test_every_builtin_is_admissible_and_consistent(self):
        # the corner and last-moves bonuses are admissible, not consistent: test_heuristics.py
        for name in puzzle8.HEURISTICS[:7]:
            c = puzzle8.check_heuristic(name)
            self.assertTrue(c.admissible and c.consistent, name)
            self.assertEqual((c.states, c.edges, c.overestimates), (181440, 241920, 0))
            self.assertTrue(c.verdict.startswith("admissible and consistent."))
            self.assertIsNone(c.worst_board)
            self.assertEqual(str(c), c.verdict)

    def test_python_heuristic_matches_the_builtin(self):
        t = Table("0 1 2 3 4 5 6 7 8")
        py = puzzle8.check_heuristic(manhattan, table=t)
        c = t.check("manhattan")
        self.assertEqual(py.findings, c.findings)
        self.assertEqual(round(c.mean_distance, 2), round(t.mean, 2))

    def test_broken_heuristic(self):
        c = puzzle8.check_heuristic(lambda s, g: 2 * manhattan(s, g))
        self.assertFalse(c.admissible)
        self.assertFalse(c.consistent)
        self.assertGreater(c.overestimates, 0)
        w = c.worst_board
        self.assertEqual(2 * manhattan(w.tiles, Board.goal().tiles) - Table().distance(w),
                         c.worst_overestimate)
        self.assertIn("not admissible", c.verdict)
        j = (c.jump_from_board, c.jump_to_board)
        self.assertTrue(any(replay(j[0].tiles, m) == j[1].tiles for m in "UDLR"))

    def test_exceptions_and_errors(self):
        def bad(s, g):
            raise ZeroDivisionError("student bug")
        with self.assertRaises(ZeroDivisionError):
            puzzle8.check_heuristic(bad)
        with self.assertRaises(ValueError):
            puzzle8.check_heuristic(lambda s, g: -1)
        with self.assertRaises(InvalidArgumentError):
            puzzle8.check_heuristic("euclid")
        with self.assertRaises(InvalidArgumentError):
            puzzle8.check_heuristic("zero", goal="0 1 2 3 4 5 6 7 8", table=Table())

    def test_dominance(self):
        d = puzzle8.dominance("manhattan", "misplaced")
        self.assertTrue(d["a_dominates"])
        self.assertFalse(d["b_dominates"])
        self.assertIsNone(d["b_above_rank"])
        self.assertEqual(d["a_above"] + d["b_above"] + d["equal"], 181440)
        d = puzzle8.dominance(lambda s, g: 1, "goal-test", goal="1 2 3 8 0 4 7 6 5")
        self.assertEqual((d["a_above"], d["equal"], d["a_dominates"]), (1, 181439, True))


class TestGraph(unittest.TestCase):
    def test_csv_to_text_and_binary(self):
        s = io.StringIO()
        n = puzzle8.graph(s, "csv", components=0)
        lines = s.getvalue().splitlines()
        self.assertEqual(lines[0], "source,target,move")
        self.assertEqual(len(lines) - 1, 483840)
        self.assertEqual(n, len(s.getvalue()))
        for line in lines[1::4999]:
            a, b, m = line.split(",")
            self.assertEqual(replay(tuple(map(int, a)), m), tuple(map(int, b)))
        b = io.BytesIO()
        puzzle8.graph(b, "csv-nodes", table=Table())
        rows = b.getvalue().decode().splitlines()
        self.assertEqual(rows[0], "id,rank,component,distance")
        self.assertEqual(len(rows) - 1, 362880)
        self.assertEqual(rows[1], "012345678,0,0,22")

    def test_write_errors_stop_the_export(self):
        class Full(io.RawIOBase):
            def __init__(self):
                self.calls = 0

            def write(self, data):
                self.calls += 1
                if self.calls == 3:
                    raise OSError(28, "No space left on device")
                return len(data)
        f = Full()
        with self.assertRaises(OSError):
            puzzle8.graph(f, "graphml")
        self.assertEqual(f.calls, 3)
        with self.assertRaises(InvalidArgumentError):
            puzzle8.graph(io.StringIO(), "svg")
        with self.assertRaises(InvalidArgumentError):
            puzzle8.graph(io.StringIO(), "dot", components=2)


if __name__ == "__main__":
    unittest.main()
