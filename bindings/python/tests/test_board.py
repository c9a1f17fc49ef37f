# SPDX-License-Identifier: MIT
import pickle
import unittest

import puzzle8
from puzzle8 import Board, BoardError, IllegalMoveError, InvalidArgumentError


class TestConstruct(unittest.TestCase):
    def test_forms(self):
        want = (8, 0, 6, 5, 4, 7, 2, 3, 1)
        for form in ("8 0 6 5 4 7 2 3 1", "806547231", "8 0 6 / 5 4 7 / 2 3 1", "8 0 6\n5 4 7\n2 3 1",
                     "  8_6547231 ", "8,.,6,5,4,7,2,3,1", b"806547231", list(want), want,
                     Board("806547231"), range(0, 9) and bytearray(want)):
            self.assertEqual(Board(form).tiles, want, form)

    def test_copy_is_equal_and_independent(self):
        a = Board("806547231")
        b = Board(a)
        self.assertEqual(a, b)
        self.assertIsNot(a, b)
        del a
        self.assertEqual(b.compact(), "806547231")

    def test_parse_reasons(self):
        cases = {
            "113456780": "tile 1 appears twice",
            "1 2 3": "3 cells, expected 9",
            "1234567801": "10 cells, expected 9",
        }
        for text, reason in cases.items():
            with self.assertRaises(BoardError) as cm:
                Board(text)
            self.assertEqual(cm.exception.reason, reason)
            self.assertIn(reason, str(cm.exception))
            self.assertEqual(cm.exception.code, -3)
            self.assertEqual(cm.exception.status, "P8_EBADBOARD")
        with self.assertRaises(BoardError) as cm:
            Board("1234x5678")
        self.assertEqual(cm.exception.reason, "unexpected character 'x' at column 5")

    def test_pasted_from_slides(self):
        # The library's parser reads Unicode spaces and full-width digits as they look.
        want = (7, 2, 4, 5, 0, 6, 8, 3, 1)
        for form in ("7\u00a02\u00a04 5 0 6 8 3 1", "7\u20092\u20094\u20095 0 6 8 3 1",
                     "\uff17\u3000\uff12\u3000\uff14\u3000\uff15\u3000\uff10\u3000\uff16\u3000\uff18\u3000\uff13\u3000\uff11",
                     "\ufeff724506831\u00a0", "\uff17\uff12\uff14/506/831",
                     "7 2 4\u20285 0 6\u20288 3 1", "7 2 4 5 0 6 8 3 1".encode("utf-8")):
            self.assertEqual(Board(form).tiles, want, repr(form))
        for text, reason in (("806547231 \u00e9", "unexpected character '\u00e9' (U+00E9) at column 11"),
                             ("\uff11 2 3 4 5 6 7 8 \uff19", "tile 9 is out of range (0-8) at column 17"),
                             (b"8\xff", "unexpected character '\\xff' at column 2")):
            with self.assertRaises(BoardError) as cm:
                Board(text)
            self.assertEqual(cm.exception.reason, reason, repr(text))

    def test_tiles_errors(self):
        with self.assertRaises(BoardError) as cm:
            Board([1, 2, 3, 4, 5, 6, 7, 8, 8])
        self.assertEqual(cm.exception.reason, "tile 8 appears twice")
        with self.assertRaises(BoardError) as cm:
            Board([1, 2, 3])
        self.assertEqual(cm.exception.reason, "3 cells, expected 9")
        for bad in ([9, 1, 2, 3, 4, 5, 6, 7, 8], [-1, 1, 2, 3, 4, 5, 6, 7, 8], [300] * 9):
            with self.assertRaises(BoardError):
                Board(bad)
        with self.assertRaises(TypeError):
            Board(12345678)
        # A cell that is not an int 0..8 (a string, a bool, a float) is a BoardError too.
        for bad, reason in (([str(i) for i in range(9)], "cell 1 is '0', not a tile"),
                            ([True, 2, 3, 4, 5, 6, 7, 8, 0], "cell 1 is True, not a tile"),
                            ([1, 2, 3, 4, 5, 6, 7, 8, False], "cell 9 is False, not a tile"),
                            ([1, 2, 3, 4, 5, 6, 7, 8, 0.0], "cell 9 is 0.0, not a tile"),
                            ([1, 2, 3, 4, 5, 6, 7, 8, None], "cell 9 is None, not a tile")):
            with self.assertRaises(BoardError, msg=bad) as cm:
                Board(bad)
            self.assertEqual(cm.exception.reason, reason + " (a tile is an int 0..8)")
            self.assertEqual(cm.exception.code, -3)
        with self.assertRaises(BoardError):
            Board((True,) * 9)

    def test_board_error_is_value_error(self):
        self.assertTrue(issubclass(BoardError, ValueError))
        self.assertTrue(issubclass(BoardError, puzzle8.Error))


class TestQueries(unittest.TestCase):
    def setUp(self):
        self.b = Board("8 0 6 5 4 7 2 3 1")

    def test_text(self):
        self.assertEqual(str(self.b), "8 0 6\n5 4 7\n2 3 1")
        self.assertEqual(repr(self.b), "Board('806547231')")
        self.assertEqual(eval(repr(self.b), {"Board": Board}), self.b)
        self.assertEqual(self.b.format("line"), "8 0 6 5 4 7 2 3 1")
        self.assertEqual(self.b.compact(), "806547231")

    def test_eq_hash(self):
        c = Board([8, 0, 6, 5, 4, 7, 2, 3, 1])
        self.assertEqual(self.b, c)
        self.assertEqual(hash(self.b), hash(c))
        self.assertNotEqual(self.b, Board.goal())
        self.assertNotEqual(self.b, "806547231")
        self.assertEqual(len({self.b, c, Board.goal()}), 2)

    def test_fields(self):
        self.assertEqual(self.b.blank, 1)
        self.assertEqual(self.b.tile_at(2, 2), 1)
        self.assertEqual(self.b.tile_at(0, 0), 8)
        with self.assertRaises(InvalidArgumentError):
            self.b.tile_at(3, 0)
        self.assertEqual(list(self.b), list(self.b.tiles))
        self.assertEqual(len(self.b), 9)

    def test_legal_moves(self):
        self.assertEqual(self.b.legal_moves(), ["D", "L", "R"])
        self.assertEqual(Board.goal().legal_moves(), ["U", "L"])
        self.assertEqual(Board("123405678").legal_moves(), ["U", "D", "L", "R"])
        self.assertEqual(Board("012345678").legal_moves(), ["D", "R"])

    def test_move(self):
        b2 = self.b.move("L")
        self.assertEqual(b2.tiles, (0, 8, 6, 5, 4, 7, 2, 3, 1))
        self.assertEqual(self.b.compact(), "806547231")   # unchanged
        self.assertEqual(self.b.move("d"), self.b.move(1))
        self.assertEqual(self.b.move("down"), self.b.move("D"))
        self.assertEqual(self.b.move("R").move("L"), self.b)
        self.assertEqual(self.b.apply("DU"), self.b)
        with self.assertRaises(IllegalMoveError) as cm:
            self.b.move("U")
        e = cm.exception
        self.assertIsInstance(e, ValueError)
        self.assertIsInstance(e, puzzle8.Error)
        self.assertIsInstance(e, InvalidArgumentError)
        self.assertEqual(e.code, -1)
        for bad in ("X", 4, -1):
            with self.assertRaises(InvalidArgumentError):
                self.b.move(bad)
        with self.assertRaises(TypeError):
            self.b.move(1.5)

    def test_every_move_everywhere(self):
        # Exhaustive over the 9 blank positions: legal moves apply, the others raise.
        for blank in range(9):
            tiles = [t for t in range(1, 9)]
            tiles.insert(blank, 0)
            b = Board(tiles)
            for m in "UDLR":
                if m in b.legal_moves():
                    self.assertEqual(b.move(m).move({"U": "D", "D": "U", "L": "R", "R": "L"}[m]), b)
                else:
                    self.assertRaises(IllegalMoveError, b.move, m)

    def test_solvable_inversions(self):
        self.assertEqual(self.b.inversions(), 24)
        self.assertEqual(Board.goal().inversions(), 0)
        self.assertTrue(self.b.solvable())
        odd = Board("213456780")
        self.assertEqual(odd.inversions(), 1)
        self.assertFalse(odd.solvable())
        self.assertTrue(odd.solvable(goal="213456780"))
        self.assertTrue(odd.solvable(Board("123456870")))
        self.assertTrue(Board("724506831").solvable("012345678"))

    def test_rank(self):
        self.assertEqual(Board("012345678").rank(), 0)
        self.assertEqual(Board("876543210").rank(), 362879)
        self.assertEqual(Board.from_rank(0), Board("012345678"))
        for r in (1, 1000, 123456, 362879):
            self.assertEqual(Board.from_rank(r).rank(), r)
        for bad in (362880, -1, 2 ** 40):
            with self.assertRaises(InvalidArgumentError):
                Board.from_rank(bad)

    def test_goal(self):
        self.assertEqual(Board.goal(), Board("123456780"))

    def test_random(self):
        a = Board.random(42)
        self.assertEqual(a, Board.random(42))
        self.assertTrue(a.solvable())
        g = Board("012345678")
        seen = set()
        for seed in range(50):
            r = Board.random(seed, goal=g)
            self.assertTrue(r.solvable(g))
            seen.add(r)
        self.assertGreater(len(seen), 45)
        with self.assertRaises(puzzle8.InvalidArgumentError):   # seeds are 0 .. 2**64-1
            Board.random(-1)

    def test_scramble(self):
        g = Board.goal()
        self.assertEqual(g.scramble(0, 1), g)
        s = g.scramble(20, seed=7)
        self.assertEqual(s, g.scramble(20, seed=7))
        self.assertTrue(s.solvable())
        self.assertNotEqual(g.scramble(1, 1), g)
        with self.assertRaises(InvalidArgumentError):
            g.scramble(-1)

    def test_heuristic(self):
        self.assertEqual(Board.goal().heuristic("manhattan"), 0)
        self.assertEqual(Board("123456708").heuristic("misplaced"), 1)
        self.assertEqual(self.b.heuristic("zero"), 0)
        self.assertEqual(self.b.heuristic("goal-test"), 1)
        self.assertGreaterEqual(self.b.heuristic("linear-conflict"), self.b.heuristic("manhattan"))
        with self.assertRaises(InvalidArgumentError):
            self.b.heuristic("nope")

    def test_pickle(self):
        self.assertEqual(pickle.loads(pickle.dumps(self.b)), self.b)


class TestModule(unittest.TestCase):
    def test_versions(self):
        self.assertEqual(puzzle8.library_version.split(".")[0], str(puzzle8.ABI_MAJOR))
        self.assertTrue(puzzle8.library_path)
        self.assertEqual(puzzle8.MOVES, ("U", "D", "L", "R"))


if __name__ == "__main__":
    unittest.main()
