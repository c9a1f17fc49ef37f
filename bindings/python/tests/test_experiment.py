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
        algs = {"IDS": ("iddfs", None), "A*(h1)": ("astar", "misplaced"),
                "A*(h2)": ("astar", "manhattan"),
                "A*(linear conflict)": ("astar", "linear-conflict")}
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

    def test_boards_given(self):
        """A list of boards: each counts at its distance, the rows over those boards alone."""
        table = puzzle8.Table()
        boards = [table.random_board(d, seed=i) for d in (3, 6) for i in range(4)]
        boards.append(boards[0].compact())                     # any form of a board
        e = puzzle8.experiment(series=["A*(h2)=astar,heuristic=manhattan"], boards=boards)
        self.assertEqual([(r["distance"], r["boards"]) for r in e.rows], [(3, 5), (6, 4)])
        for row in e.rows:
            gen = [puzzle8.solve(b, heuristic="manhattan").stats.generated for b in boards
                   if table.distance(b) == row["distance"]]
            self.assertAlmostEqual(row["generated_mean"], statistics.mean(gen))
            self.assertAlmostEqual(row["bstar"], puzzle8.effective_branching(statistics.mean(gen),
                                                                              row["distance"]))
        with self.assertRaises(puzzle8.InvalidArgumentError):
            puzzle8.experiment("textbook", boards=boards)
        with self.assertRaises(puzzle8.InvalidArgumentError):
            puzzle8.experiment(series=["bfs"], boards=boards, depths=[2])
        with self.assertRaises(puzzle8.InvalidArgumentError):
            puzzle8.experiment(series=["bfs"], boards=[])
        with self.assertRaises(puzzle8.UnsolvableError) as cm:
            puzzle8.experiment(series=["bfs"], boards=[boards[0], "123456780"])
        self.assertIn("boards[1] = 123456780: the board is the goal (distance 0)",
                      str(cm.exception))
        with self.assertRaises(puzzle8.BoardError):
            puzzle8.experiment(series=["bfs"], boards=["12345678"])

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
        self.assertEqual(puzzle8.EXPERIMENTS[-1], "textbook")

    def test_series(self):
        mine = [puzzle8.Series("iddfs", label="IDS", duplicates="none"),
                "A*(h1)=astar,heuristic=misplaced,duplicates=graph-undo",
                puzzle8.Series("astar", weights=(1, 2), frontier="heap", reopen=False,
                               max_expansions=100000, max_depth="none"),
                puzzle8.Series("smastar", heuristic="pdb:1234/5678", node_budget=60)]
        e = puzzle8.experiment(series=mine, seed=4, boards=3, depths=[4, 7])
        self.assertEqual(e.labels, ["IDS", "A*(h1)", "A*(h2), weights 1,2, heap frontier, no reopen",
                                    "SMA*(pdb:1234/5678), budget 60"])
        self.assertTrue(all(r["solved"] == 3 for r in e.rows))
        out = subprocess.run([os.path.join(REPO, "bin", "puzzle8"), "experiment", "--seed", "4",
                              "--boards", "3", "--depths", "4,7", "--format", "json",
                              "--series", "IDS=iddfs,duplicates=none",
                              "--series", "A*(h1)=astar,heuristic=misplaced,duplicates=graph-undo"],
                             capture_output=True, check=True).stdout.decode()
        theirs = json.loads(out)["rows"]
        for a, b in zip(json.loads(e.json())["rows"][:4], theirs):
            for k in a:
                if not k.startswith("time_ms"):
                    self.assertEqual(a[k], b[k], k)
        # after a named experiment's series; alone at the defaults (100 boards at 2, 4, ..., 24)
        self.assertEqual(puzzle8.experiment("walk", boards=1, depths=[2], series=["bfs"]).labels,
                         ["Random walk", "Random walk, no undo", "BFS"])
        alone = puzzle8.experiment(series=["astar"])
        self.assertEqual([(r["distance"], r["boards"]) for r in alone.rows],
                         [(d, 100) for d in range(2, 25, 2)])
        # the library's words for what is wrong
        with self.assertRaisesRegex(puzzle8.InvalidArgumentError, 'unknown option "dupes"'):
            puzzle8.experiment(series=["IDS=iddfs,dupes=none"])
        with self.assertRaisesRegex(puzzle8.InvalidArgumentError,
                                    r"configuration 0 \(IDS, weights 1,2\): the weights have no effect"):
            puzzle8.experiment(series=[puzzle8.Series("iddfs", weights=(1, 2))], depths=[2], boards=1)
        with self.assertRaisesRegex(puzzle8.InvalidArgumentError, 'bad duplicates value "nope"'):
            puzzle8.experiment(series=[puzzle8.Series("iddfs", duplicates="nope")])
        with self.assertRaises(puzzle8.InvalidArgumentError):
            puzzle8.experiment(series=[puzzle8.Series("astar,duplicates=none")])
        with self.assertRaises(TypeError):
            puzzle8.experiment(series=[puzzle8.Series("astar", reopen="on")])  # type: ignore[arg-type]
        with self.assertRaises(TypeError):
            puzzle8.experiment(series=[42])  # type: ignore[list-item]
        with self.assertRaises(puzzle8.InvalidArgumentError):
            puzzle8.experiment()

    def test_every_element_checked(self):
        """A number out of C's range, a NUL, a long text: refused before C (2**32 + 2 ran depth 2,
        "walk\0junk" ran walk), with a message of bounded length."""
        for depths in ([2 ** 32 + 2], [-1], [2.7], [True], ["2"]):
            with self.assertRaises(puzzle8.InvalidArgumentError):
                puzzle8.experiment("walk", depths=depths)
        for bad in ("walk\0junk", "walk\0"):
            with self.assertRaises(puzzle8.InvalidArgumentError):
                puzzle8.experiment(bad)
        for series in (["astar\0,duplicates=none"], [puzzle8.Series("astar", label="a\0b")],
                       [puzzle8.Series("astar", max_depth=2 ** 64)],
                       [puzzle8.Series("astar", max_depth=-1)],
                       [puzzle8.Series("astar", weights=(1, 2 ** 32))]):
            with self.assertRaises(puzzle8.InvalidArgumentError):
                puzzle8.experiment(series=series)
        with self.assertRaises(puzzle8.InvalidArgumentError):
            puzzle8.experiment("walk", boards=2 ** 32 + 2)
        with self.assertRaises(puzzle8.InvalidArgumentError):
            puzzle8.experiment("walk", seed=2 ** 64)
        huge = "x" * 10_000_000
        for call in (lambda: puzzle8.experiment(huge), lambda: puzzle8.experiment(series=[huge]),
                     lambda: puzzle8.experiment(series=[puzzle8.Series("astar", label=huge + "\0")])):
            with self.assertRaises(puzzle8.InvalidArgumentError) as cm:
                call()
            self.assertLess(len(str(cm.exception)), 300)
        # a newline and an escape in a name come back escaped
        with self.assertRaises(puzzle8.InvalidArgumentError) as cm:
            puzzle8.experiment("walk\n\x1b[2J")
        self.assertIn('"walk\\n?[2J"', str(cm.exception))

    def test_textbook_as_the_command_prints_it(self):
        """The command reproduces the book's Figure 3.29: b* of IDS (with the undo move) within
        0.05 of the book's at d = 8, 10, 12 (d = 6: docs/experiments.md says why not), and of
        A*(h1), A*(h2) at d = 6 .. 12; the library's own IDS near 1.9."""
        book = {"IDS": {8: 2.80, 10: 2.79, 12: 2.78},
                "A*(h1)": {6: 1.34, 8: 1.33, 10: 1.38, 12: 1.42},
                "A*(h2)": {6: 1.30, 8: 1.24, 10: 1.22, 12: 1.24}}
        out = subprocess.run([os.path.join(REPO, "bin", "puzzle8"), "experiment", "textbook",
                              "--depths", "6-12/2", "--format", "json"],
                             capture_output=True, check=True).stdout.decode()
        rows = json.loads(out)["rows"]
        self.assertEqual(sorted({r["label"] for r in rows}), ["A*(h1)", "A*(h2)", "IDS", "IDS, no undo"])
        for r in rows:
            self.assertEqual(r["solved"], 100)
            want = book.get(r["label"], {}).get(r["distance"])
            if want is not None:
                self.assertLessEqual(abs(r["bstar"] - want), 0.05, (r["label"], r["distance"], r["bstar"]))
            if r["label"] == "IDS, no undo" and r["distance"] == 12:
                self.assertAlmostEqual(r["bstar"], 1.9, delta=0.05)


if __name__ == "__main__":
    unittest.main()
