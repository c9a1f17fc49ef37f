# SPDX-License-Identifier: MIT
"""Search(frontier=obj), duplicates=, driver=, seed= and the new presets through Python, and
bindings/python/examples/frontier.py."""
import io
import os
import runpy
import unittest
from contextlib import redirect_stdout

import puzzle8
from puzzle8 import FrontierError, InvalidArgumentError, LimitReached, Search, solve
from puzzle8.frontier import SortedFrontier
from util import FULL, REPO

TEXTBOOK = "7 2 4 5 0 6 8 3 1"
NEARER = "5 2 0 1 4 7 3 6 8"     # 16 moves from ZERO_GOAL
ZERO_GOAL = "0 1 2 3 4 5 6 7 8"


class Beam:
    """Keeps the best K entries (smallest key, h, node) and drops the rest: not complete."""

    def __init__(self, k):
        self.k, self.entries = k, []

    def push(self, node, key, g, h):
        self.entries.append((key, h, node))
        self.entries.sort()
        del self.entries[self.k:]

    def pop(self):
        return self.entries.pop(0)[2] if self.entries else None

    def __len__(self):
        return len(self.entries)


class TestCallerFrontier(unittest.TestCase):
    def test_sorted_list_gives_the_heaps_counts(self):
        # UCS on the textbook case expands 171,711 nodes through the Python frontier (a second
        # of CPU): make check-full (P8_FULL=1) runs it, make check a 16-move board (10,701)
        for alg in ("astar", "ucs", "greedy"):
            start = TEXTBOOK if alg != "ucs" or FULL else NEARER
            a = Search(algorithm=alg, frontier=SortedFrontier()).run(start, ZERO_GOAL)
            b = Search(algorithm=alg, frontier="heap").run(start, ZERO_GOAL)
            self.assertEqual((a.length, a.moves, a.stats.expanded, a.stats.generated),
                             (b.length, b.moves, b.stats.expanded, b.stats.generated), alg)

    def test_beam_is_not_complete(self):
        # a beam of 1 keeps no alternative: here its frontier runs dry before the goal
        with self.assertRaises(puzzle8.SearchStopped):
            Search(frontier=Beam(1)).run(TEXTBOOK, ZERO_GOAL)

    def test_exceptions_and_broken_contracts(self):
        class Boom(SortedFrontier):
            def push(self, *a):
                raise KeyError("boom")

        class Liar(SortedFrontier):
            def pop(self):
                super().pop()
                return 123456

        with self.assertRaises(KeyError):
            Search(frontier=Boom()).run(TEXTBOOK)
        with self.assertRaises(FrontierError) as cm:
            Search(frontier=Liar()).run(TEXTBOOK)
        self.assertIn("never pushed", str(cm.exception))
        self.assertEqual(cm.exception.result.status, "P8_EFRONTIER")  # the run's result, kept
        with self.assertRaises(TypeError):
            Search(frontier=object())


class TestFrontierExample(unittest.TestCase):
    """examples/frontier.py prints examples/frontier.c's table (docs/tutorial.md section 11)."""

    def test_prints_the_c_examples_table(self):
        example = runpy.run_path(os.path.join(REPO, "bindings", "python", "examples", "frontier.py"))
        out = io.StringIO()
        with redirect_stdout(out):
            status = example["main"](["frontier.py"])
        self.assertEqual(status, 0)
        self.assertEqual(out.getvalue().splitlines(), [
            "heap           P8_OK       length  26  expanded   1480  generated   2461",
            "sorted list    P8_OK       length  26  expanded   1480  generated   2461",
            "beam 20        P8_OK       length  36  expanded    468  generated    793",
            "beam 1         P8_ENOTFOUND length   0  expanded    169  generated    302",
            "sorted list and heap expand the same nodes: yes",
        ])

    def test_beam_keeps_the_best_k(self):
        example = runpy.run_path(os.path.join(REPO, "bindings", "python", "examples", "frontier.py"))
        beam, kept = example["Beam"](3), Beam(3)
        for node, (key, h) in enumerate([(5, 1), (3, 2), (3, 1), (9, 0), (1, 4), (3, 1)]):
            beam.push(node, key, 0, h)
            kept.push(node, key, 0, h)
            self.assertEqual(len(beam), min(node + 1, 3))
        self.assertEqual([beam.pop() for _ in range(4)], [kept.pop() for _ in range(4)])


class TestDriversAndAxes(unittest.TestCase):
    def test_new_presets_are_optimal(self):
        for alg in ("iddfs", "idastar", "bibfs"):
            self.assertEqual(solve(TEXTBOOK, ZERO_GOAL, algorithm=alg).length, 26, alg)

    def test_random_walk_is_reproducible(self):
        a = solve(TEXTBOOK, algorithm="random-walk", seed=3)
        b = Search(algorithm="random-walk", seed=3).run(TEXTBOOK)
        self.assertEqual((a.length, a.moves), (b.length, b.moves))
        c = solve(TEXTBOOK, algorithm="random-walk", seed=4)
        self.assertNotEqual(a.moves, c.moves)
        with self.assertRaises(LimitReached):
            solve(TEXTBOOK, algorithm="random-walk", seed=3, max_depth=100)

    def test_driver_and_seed_arguments(self):
        start = puzzle8.Board.goal().scramble(16, seed=11)
        r = Search(algorithm="bfs", driver="deepen-depth", duplicates="path").run(start)
        self.assertEqual(r.length, solve(start, algorithm="bfs").length)
        with self.assertRaises(InvalidArgumentError):
            Search(driver="sideways")
        with self.assertRaises(InvalidArgumentError):
            Search(seed=-1)
        with self.assertRaises(InvalidArgumentError):        # a driver refusing the config
            Search(algorithm="random-walk", duplicates="graph").run(TEXTBOOK)


if __name__ == "__main__":
    unittest.main()
