# SPDX-License-Identifier: MIT
"""Optimal lengths on the test/data/sample_goal_*.txt sets (an independent exhaustive BFS)."""
import os
import unittest

from puzzle8 import Board, Search

from util import FULL, SAMPLE_GOALS, load_samples, sample_path

# BFS on every 45th state keeps make check fast (every 15th under P8_FULL=1, make check-full)
BFS_EVERY = 15 if FULL else 45


@unittest.skipUnless(all(os.path.exists(sample_path(g)) for g in SAMPLE_GOALS),
                     "test/data/sample_goal_*.txt not found")
class TestSamples(unittest.TestCase):
    def check_file(self, goal_text, algorithm, every):
        goal = Board(goal_text)
        rows = load_samples(goal_text)
        self.assertGreaterEqual(len(rows), 300)
        search = Search(algorithm=algorithm)
        checked = 0
        for start, optimal in rows[::every]:
            r = search.run(start, goal)
            self.assertEqual(r.length, optimal, "%s -> %s (%s)" % (start, goal_text, algorithm))
            self.assertEqual(Board(start).apply(r.moves), goal)
            checked += 1
        return checked

    def test_astar_all_states(self):
        n = sum(self.check_file(g, "astar", 1) for g in SAMPLE_GOALS)
        self.assertEqual(n, 1100)

    def test_astar_linear_conflict_all_states(self):
        for g in SAMPLE_GOALS:
            goal = Board(g)
            s = Search(heuristic="linear-conflict")
            for start, optimal in load_samples(g):
                self.assertEqual(s.run(start, goal).length, optimal)

    def test_bfs_subset(self):
        n = sum(self.check_file(g, "bfs", BFS_EVERY) for g in SAMPLE_GOALS)
        self.assertGreaterEqual(n, 70 if FULL else 24)


if __name__ == "__main__":
    unittest.main()
