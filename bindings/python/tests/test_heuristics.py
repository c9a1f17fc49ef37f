# SPDX-License-Identifier: MIT
"""The field's heuristics (gaschnig, euclidean, corner-tiles, last-moves, corner-last-moves),
pattern databases (PatternDatabase) and the board layouts (from_positions, positions,
from_columns, transpose, swap) from Python, against this file's own computations and the exact
distances of a Table."""
import gc
import math
import unittest

import puzzle8
from puzzle8 import (Board, BoardError, InvalidArgumentError, PatternDatabase, Table,
                     UnsolvableError)

from util import load_samples

NEW = ("gaschnig", "euclidean", "corner-tiles", "last-moves", "corner-last-moves")
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)


def cell_of(tiles):
    return {t: i for i, t in enumerate(tiles)}


def manhattan(s, g=GOAL):
    pos = cell_of(g)
    return sum(abs(i // 3 - pos[t] // 3) + abs(i % 3 - pos[t] % 3) for i, t in enumerate(s) if t)


def misplaced(s, g=GOAL):
    return sum(1 for a, b in zip(s, g) if a and a != b)


def gaschnig(s, g=GOAL):
    """Swaps with the blank, any tile, played out: the tile that belongs where the blank is
    moves there; with the blank home, it swaps with the first misplaced tile."""
    t, goal_of, n = list(s), cell_of(g), 0
    while tuple(t) != tuple(g):
        b = t.index(0)
        if b != goal_of[0]:
            want = g[b]
            j = t.index(want)
        else:
            j = next(i for i in range(9) if t[i] and t[i] != g[i])
        t[b], t[j] = t[j], t[b]
        n += 1
    return n


def euclidean(s, g=GOAL):
    pos = cell_of(g)
    total = sum(math.hypot(i // 3 - pos[t] // 3, i % 3 - pos[t] % 3) for i, t in enumerate(s) if t)
    return math.ceil(total - 1e-9)


class TestBuiltins(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.samples = load_samples("123456780")[:60]
        cls.table = Table()

    def test_names(self):
        self.assertEqual(puzzle8.HEURISTICS[5:], NEW)

    def test_values_against_own_formulas(self):
        for tiles, _ in self.samples:
            b = Board(tiles)
            self.assertEqual(b.heuristic("gaschnig"), gaschnig(tiles), tiles)
            self.assertEqual(b.heuristic("euclidean"), euclidean(tiles), tiles)
            self.assertGreaterEqual(b.heuristic("gaschnig"), misplaced(tiles))
            self.assertLessEqual(b.heuristic("euclidean"), manhattan(tiles))
            lc = b.heuristic("linear-conflict")
            corner, last, both = (b.heuristic(h) for h in NEW[2:])
            self.assertTrue(lc <= corner <= both and lc <= last <= both, tiles)
            self.assertLessEqual(both, self.table.distance(b))

    def test_slidingpuzzle_values(self):
        # slidingpuzzle's linear_conflict_distance on 3x3 (its corner term is 0 below 4x4)
        for text, want in (("2 1 3 4 5 6 7 8 0", 6), ("4 2 3 1 5 6 7 8 0", 6),
                           ("2 1 3 4 5 6 7 0 8", 5), ("1 2 3 6 5 4 7 8 0", 8),
                           ("1 2 3 4 5 6 7 0 8", 1)):
            self.assertEqual(Board(text).heuristic("last-moves"), want, text)
        self.assertEqual(Board("4 1 3 0 5 6 7 8 2").heuristic("gaschnig"), 3)

    def test_checked_as_defined(self):
        for h in ("gaschnig", "euclidean"):
            c = puzzle8.check_heuristic(h, table=self.table)
            self.assertTrue(c.admissible and c.consistent, h)
        for h in ("corner-tiles", "last-moves", "corner-last-moves"):
            c = puzzle8.check_heuristic(h, table=self.table)
            self.assertTrue(c.admissible, h)
            self.assertFalse(c.consistent, h)
            self.assertEqual(c.verdict.splitlines()[0], "admissible but not consistent.")
        self.assertTrue(puzzle8.dominance("euclidean", "manhattan")["b_dominates"])
        self.assertTrue(puzzle8.dominance("gaschnig", "misplaced")["a_dominates"])
        self.assertTrue(puzzle8.dominance("corner-last-moves", "corner-tiles")["a_dominates"])

    def test_astar_is_optimal_with_each(self):
        for h in NEW:
            for tiles, optimal in self.samples[:6]:
                self.assertEqual(puzzle8.solve(tiles, heuristic=h).length, optimal, (h, tiles))
                self.assertEqual(puzzle8.Search(heuristic=h).run(tiles).length, optimal)

    def test_out_of_range(self):
        with self.assertRaises(InvalidArgumentError):
            Board.goal().heuristic("euclid")
        with self.assertRaises(InvalidArgumentError):
            puzzle8.dominance(10, "manhattan")


class TestPatternDatabase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.samples = load_samples("123456780")[:40]
        cls.table = Table()
        cls.pdb = PatternDatabase("1234/5678")

    def test_figures(self):
        p = self.pdb
        self.assertEqual(p.name, "pdb:1234/5678")
        self.assertEqual(p.groups, ((1, 2, 3, 4), (5, 6, 7, 8)))
        self.assertEqual(p.entries, 2 * 9 * 8 * 7 * 6 * 5)
        self.assertGreaterEqual(p.bytes, p.entries)
        self.assertGreater(p.build_ns, 0)
        self.assertEqual(p.goal, Board.goal())
        self.assertEqual(PatternDatabase([[8, 7], [3]]).name, "pdb:78/3")
        self.assertEqual(PatternDatabase("pdb:4321/8765").groups, p.groups)

    def test_values(self):
        singles = PatternDatabase("1/2/3/4/5/6/7/8")
        exact = PatternDatabase("12345678")
        for tiles, optimal in self.samples:
            v = self.pdb.value(tiles)
            self.assertEqual(sum(self.pdb.group_values(tiles)), v)
            self.assertTrue(manhattan(tiles) <= v <= optimal, tiles)
            self.assertEqual(singles.value(tiles), manhattan(tiles))
            self.assertEqual(exact.value(tiles), optimal)
        with self.assertRaises(UnsolvableError):
            self.pdb.value("2 1 3 4 5 6 7 8 0")

    def test_in_searches(self):
        for tiles, optimal in self.samples[:10]:
            self.assertEqual(puzzle8.solve(tiles, heuristic=self.pdb).length, optimal)
            self.assertEqual(puzzle8.solve(tiles, heuristic="pdb:123/456/78").length, optimal)
            self.assertEqual(puzzle8.Search(algorithm="idastar", heuristic=self.pdb).run(tiles).length,
                             optimal)
        goal = "1 2 3 8 0 4 7 6 5"
        r = puzzle8.solve("2 8 3 1 6 4 7 0 5", goal, heuristic="pdb:1234/5678")
        self.assertEqual(r.length, 5)
        with self.assertRaises(InvalidArgumentError):
            puzzle8.Search(heuristic="pdb:1234/5678")

    def test_search_keeps_its_database(self):
        s = puzzle8.Search(heuristic=PatternDatabase("1234/5678"))
        gc.collect()
        tiles, optimal = self.samples[0]
        self.assertEqual(s.run(tiles).length, optimal)
        fewer = puzzle8.Search(heuristic="manhattan").run(tiles).stats.expanded
        self.assertLessEqual(s.result.stats.expanded, fewer)

    def test_checked(self):
        c = puzzle8.check_heuristic(self.pdb, table=self.table)
        self.assertTrue(c.admissible and c.consistent)
        self.assertTrue(puzzle8.check_heuristic("pdb:12/34/56/78").consistent)
        d = puzzle8.dominance(self.pdb, "manhattan")
        self.assertTrue(d["a_dominates"])
        self.assertEqual(puzzle8.dominance("pdb:1/2/3/4/5/6/7/8", "manhattan")["equal"], 181440)

    def test_bad_groups(self):
        for groups, why in (("1234/4", "tile 4 is in groups 1 and 2"), ("", "empty text"),
                            ("12x", "unexpected character 'x' at column 3"),
                            ([[1, 2], [2]], "tile 2 is in groups 1 and 2"),
                            ([[0, 1]], "group 1 holds the blank"), ([[]], "group 1 is empty"),
                            ([], "no groups"), ([[1, 40]], "groups hold tiles 1-8")):
            with self.assertRaises(InvalidArgumentError) as cm:
                PatternDatabase(groups)
            self.assertIn(why, str(cm.exception))
        with self.assertRaises(TypeError):
            PatternDatabase(["12", "34"])

    def test_hostile_groups(self):
        # a NUL inside the text is refused (ctypes cut "12\x0034" to "12"), in every door
        nul = "invalid argument: bad pattern database groups: unexpected NUL character"
        for call in (lambda: PatternDatabase("12\x0034"), lambda: PatternDatabase(b"12\x0034"),
                     lambda: puzzle8.solve("1 2 3 4 5 6 0 7 8", heuristic="pdb:12\x0034"),
                     lambda: puzzle8.check_heuristic("pdb:1\x00/2"),
                     lambda: puzzle8.dominance("pdb:1/2\x00", "manhattan")):
            with self.assertRaises(InvalidArgumentError) as cm:
                call()
            self.assertEqual(str(cm.exception), nul)
        # a huge text is quoted cut short, with the library's reason: the message stays short
        for text, why in (("1" * 10 ** 7, "tile 1 appears twice in group 1"),
                          ("pdb:12/" + "3" * 10 ** 6, "tile 3 appears twice in group 2"),
                          (b"9" * 10 ** 6,
                           "tile 9 at column 1 is out of range: groups hold tiles 1-8")):
            with self.assertRaises(InvalidArgumentError) as cm:
                PatternDatabase(text)
            msg = str(cm.exception)
            self.assertLess(len(msg), 300)
            self.assertIn("...", msg)
            self.assertTrue(msg.endswith(why), msg)
        for call in (lambda: puzzle8.Search(heuristic="pdb:" + "1" * 10 ** 6),
                     lambda: puzzle8.Search(heuristic="x" * 10 ** 6),
                     lambda: puzzle8.Search(algorithm="x" * 10 ** 6),
                     lambda: puzzle8.Search(on_event=print, events=["x" * 10 ** 6]),
                     lambda: Board.goal().heuristic("x" * 10 ** 6),
                     lambda: Board.goal().move("x" * 10 ** 6)):
            with self.assertRaises(InvalidArgumentError) as cm:
                call()
            self.assertLess(len(str(cm.exception)), 300)
        # every element of the arrays checked: a tile twice in a group (the text form's
        # sentence; it was merged), a bool (True is not 1), a float, beyond the C type
        for groups, why in (([[1, 1, 2], [3]], "tile 1 appears twice in group 1"),
                            ([[1], [3, 4, 4]], "tile 4 appears twice in group 2"),
                            ([[1, 2 ** 32 + 2]], "group 1 holds 4294967298: groups hold tiles 1-8"),
                            ([[1, 2 ** 64]], "groups hold tiles 1-8")):
            with self.assertRaises(InvalidArgumentError, msg=groups) as cm:
                PatternDatabase(groups)
            self.assertTrue(str(cm.exception).endswith(why), str(cm.exception))
        for groups in ([[1, True]], [[False, 2]], [[1, 2.0]], [[1], 2], [[1, "2"]], [[1, None]]):
            with self.assertRaises(TypeError, msg=groups):
                PatternDatabase(groups)


class TestBoardLayouts(unittest.TestCase):
    def test_positions(self):
        b = Board.from_positions([2, 4, 8, 7, 1, 0, 3, 6, 5])   # aima-java's 5 4 0 / 6 1 8 / 7 3 2
        self.assertEqual(b.tiles, (5, 4, 0, 6, 1, 8, 7, 3, 2))
        self.assertEqual(b.positions(), (2, 4, 8, 7, 1, 0, 3, 6, 5))
        for tiles, _ in load_samples("123456780")[:50]:
            pos = Board(tiles).positions()
            self.assertEqual(tuple(pos[t] for t in range(9)), tuple(tiles.index(t) for t in range(9)))
            self.assertEqual(Board.from_positions(pos).tiles, tiles)
        for bad, why in (([0, 0, 1, 2, 3, 4, 5, 6, 7], "the blank and tile 1 are both on cell 0"),
                         ([9, 1, 2, 3, 4, 5, 6, 7, 8], "cell 9 of the blank is out of range (0-8)"),
                         ([0, 1, 2, 3, 4, 5, 6, 7, 300], "cell 300 of tile 8 is out of range (0-8)"),
                         ([0, 1, 2], "3 positions, expected 9"),
                         ([0, 1, 2, 3, 4, 5, 6, 7, "8"], "not a cell")):
            with self.assertRaises(BoardError) as cm:
                Board.from_positions(bad)
            self.assertIn(why, cm.exception.reason)

    def test_columns_and_transpose(self):
        self.assertEqual(Board.from_columns("1 4 7 2 5 8 3 6 0"), Board.goal())
        self.assertEqual(Board.goal().transpose().format(), "1 4 7 2 5 8 3 6 0")
        for tiles, _ in load_samples("123456780")[:30]:
            t = Board(tiles).transpose()
            self.assertEqual(t.tiles, tuple(tiles[3 * c + r] for r in range(3) for c in range(3)))
            self.assertEqual(t.transpose().tiles, tiles)

    def test_swap(self):
        b = Board.goal().swap(7, 8)
        self.assertEqual(b.format(), "1 2 3 4 5 6 8 7 0")
        self.assertFalse(b.solvable())
        self.assertEqual(b.swap(8, 7), Board.goal())
        for tiles, _ in load_samples("123456780")[:20]:
            self.assertFalse(Board(tiles).swap(1, 2).solvable())
        for a, c in ((0, 1), (3, 3), (1, 9), (-1, 2), (2 ** 40, 1)):
            with self.assertRaises(InvalidArgumentError):
                Board.goal().swap(a, c)


if __name__ == "__main__":
    unittest.main()
