# SPDX-License-Identifier: MIT
"""puzzle8.experiment: the C library's rows, the same numbers as `puzzle8 experiment`, checked
here against solve() run on the same boards."""
import json
import os
import statistics
import subprocess
import unittest

import puzzle8

from util import REPO

SEED_MIX = (0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB)
M64 = 2 ** 64 - 1


def board_seed(seed, d, i):
    """The documented seed of board i at distance d (SplitMix64 of seed ^ (d << 40) ^ i)."""
    z = ((seed ^ (d << 40) ^ i) + SEED_MIX[0]) & M64
    z = ((z ^ (z >> 30)) * SEED_MIX[1]) & M64
    z = ((z ^ (z >> 27)) * SEED_MIX[2]) & M64
    return z ^ (z >> 31)


class ExperimentTest(unittest.TestCase):
    def test_rows_match_solve(self):
        e = puzzle8.experiment("branching", seed=3, boards=7, depths=[5, 12])
        self.assertEqual(len(e.rows), 8)
        self.assertFalse(e.interrupted)
        table = puzzle8.Table()
        algs = {"iddfs": ("iddfs", None), "astar, misplaced": ("astar", "misplaced"),
                "astar, manhattan": ("astar", "manhattan"),
                "astar, linear-conflict": ("astar", "linear-conflict")}
        for row in e.rows:
            alg, h = algs[row["label"]]
            gen = []
            for i in range(7):
                b = table.random_board(row["distance"], seed=board_seed(3, row["distance"], i))
                kw = {"heuristic": h} if h else {}
                gen.append(puzzle8.solve(b, algorithm=alg, **kw).stats.generated)
            self.assertEqual(row["solved"], 7)
            self.assertAlmostEqual(row["generated_mean"], statistics.mean(gen))
            self.assertAlmostEqual(row["generated_median"], statistics.median(gen))
            self.assertEqual(row["generated_max"], max(gen))
            self.assertAlmostEqual(row["bstar"], puzzle8.effective_branching(statistics.mean(gen),
                                                                              row["distance"]))

    def test_same_numbers_as_the_command(self):
        e = puzzle8.experiment("bidirectional", seed=9, boards=4, depths=[6, 10])
        out = subprocess.run([os.path.join(REPO, "bin", "puzzle8"), "experiment", "bidirectional",
                              "--seed", "9", "--boards", "4", "--depths", "6,10", "--format", "json"],
                             capture_output=True, check=True).stdout.decode()
        mine, theirs = json.loads(e.json()), json.loads(out)
        for a, b in zip(mine["rows"], theirs["rows"]):
            for k in a:
                if not k.startswith("time_ms"):
                    self.assertEqual(a[k], b[k], k)

    def test_stop_and_errors(self):
        calls = []
        e = puzzle8.experiment("walk", boards=2, depths=[1, 2],
                               progress=lambda done, total: calls.append(done) or done == 3)
        self.assertTrue(e.interrupted)
        self.assertEqual(calls, [1, 2, 3])
        self.assertEqual(sum(r["runs"] for r in e.rows), 3)
        self.assertIn("<svg", e.svg("length_mean"))
        self.assertTrue(e.markdown().startswith("| configuration |"))
        self.assertTrue(e.csv().startswith("label,config,distance,"))
        with self.assertRaises(puzzle8.InvalidArgumentError):
            puzzle8.experiment("nope")
        with self.assertRaises(puzzle8.InvalidArgumentError):
            puzzle8.experiment("walk", depths=[40])
        with self.assertRaises(puzzle8.InvalidArgumentError):
            e.svg("optimal")
        self.assertEqual(puzzle8.EXPERIMENTS[0], "branching")


if __name__ == "__main__":
    unittest.main()
