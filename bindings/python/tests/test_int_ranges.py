# SPDX-License-Identifier: MIT
"""Integers outside their C type's range (issue 25.9): ctypes passed them modulo 2**32
(tile_at(2**32, 0) was tile_at(0, 0), algorithm=2**32+4 ran A*); now every one is refused with
InvalidArgumentError (P8_EINVAL, as the header says) before it reaches C, by the one check of
_lib.bind. And Search.frontier(n) with a huge n returns the live entries instead of allocating
room for n."""
import ctypes
import unittest

import puzzle8
from puzzle8 import Board, InvalidArgumentError, Search, Table, solve
from puzzle8 import _lib as _c

TEXTBOOK = "7 2 4 5 0 6 8 3 1"
HUGE = (2 ** 32, 2 ** 32 + 3, 2 ** 32 + 4, 2 ** 64, 2 ** 64 + 4, -2 ** 32, -2 ** 64)
BAD_U64 = (2 ** 64, 2 ** 64 + 4, 2 ** 70, -1, -2 ** 32, -2 ** 64)     # seeds, limits


class TestIntegerRanges(unittest.TestCase):
    def test_board(self):
        b = Board(TEXTBOOK)
        self.assertEqual(b.tile_at(0, 0), 7)
        for v in HUGE:
            with self.assertRaises(InvalidArgumentError, msg=v) as cm:
                b.tile_at(v, 0)
            self.assertIn("out of range", str(cm.exception))
            with self.assertRaises(InvalidArgumentError, msg=v):
                b.tile_at(0, v)
            with self.assertRaises(InvalidArgumentError, msg=v):
                b.scramble(v)
        for v in BAD_U64:                          # a seed is 0 .. 2**64-1, not wrapped
            with self.assertRaises(InvalidArgumentError, msg=v):
                Board.random(v)
            with self.assertRaises(InvalidArgumentError, msg=v):
                b.scramble(3, seed=v)
        self.assertEqual(Board.random(2 ** 64 - 1), Board.random(2 ** 64 - 1))
        self.assertNotEqual(Board.random(2 ** 64 - 1), Board.random(2 ** 32 + 1))

    def test_solve_and_search(self):
        self.assertEqual(solve(TEXTBOOK, algorithm=4).length, solve(TEXTBOOK).length)
        for v in HUGE:
            for kw in ({"algorithm": v + 4}, {"heuristic": v + 3}, {"algorithm": v}):
                with self.assertRaises(InvalidArgumentError, msg=kw):
                    solve(TEXTBOOK, **kw)
                with self.assertRaises(InvalidArgumentError, msg=kw):
                    Search(**kw)
            for kw in ({"frontier": v}, {"driver": v}, {"duplicates": v}, {"weights": (v, 1)},
                       {"weights": (1, v)}):
                with self.assertRaises(InvalidArgumentError, msg=kw):
                    Search(**kw)
        for v in BAD_U64:
            for kw in ({"seed": v}, {"max_expansions": v}, {"max_depth": v}):
                with self.assertRaises(InvalidArgumentError, msg=kw):
                    Search(**kw)
        with self.assertRaises(InvalidArgumentError):
            Search(weights=(1, -1))

    def test_events_and_weights(self):
        # every event checked before it becomes a bit: 1 << (2**32 + 1) was a 512 MB integer, 35
        # became a mask the message called 34359738368; a mask 0 .. 15; no bool, no float
        seen = []
        s = Search(on_event=lambda e, *a: seen.append(e), events=["goal", 0])
        s.run("1 2 3 4 5 6 0 7 8")
        self.assertEqual(sorted(set(seen)), ["expand", "goal"])
        for events in ([35], ["expand", 4], [-1], [2 ** 20], [2 ** 64 + 1]):
            with self.assertRaises(InvalidArgumentError, msg=events) as cm:
                Search(on_event=print, events=events)
            bad = events[-1]
            self.assertEqual(str(cm.exception), "invalid argument: event %d is out of range "
                             "(0..3: expand, generate, duplicate, goal)" % bad)
        for mask in (16, -1, 2 ** 32 + 1, 2 ** 64):
            with self.assertRaises(InvalidArgumentError, msg=mask) as cm:
                Search(on_event=print, events=mask)
            self.assertLess(len(str(cm.exception)), 200)
        for events in (2.5, [1.0], [True], True, [None]):
            with self.assertRaises(TypeError, msg=events):
                Search(on_event=print, events=events)
        # weights: two ints, each 0 .. 2**32-1 (a float reached ctypes: ArgumentError)
        for weights in ((1.5, 1), (1, 2.0), (True, 1), ("1", 1), (1, 2, 3), (1,), 7):
            with self.assertRaises(TypeError, msg=weights):
                Search(weights=weights)
        self.assertEqual(Search(weights=[1, 1]).run(TEXTBOOK).length, solve(TEXTBOOK).length)

    def test_table(self):
        t = Table()
        for d in (32, 2 ** 32, 2 ** 64 - 1):     # the C library's sentence (issue 19)
            with self.assertRaises(InvalidArgumentError) as cm:
                t.random_board(d, 1)
            self.assertEqual(str(cm.exception), "invalid argument: no board is %d moves from "
                             "the goal (the farthest are 31)" % d)
        for v in HUGE:
            with self.assertRaises(InvalidArgumentError, msg=v):
                t.random_board(v, 1)
        for v in BAD_U64:
            with self.assertRaises(InvalidArgumentError, msg=v):
                t.random_board(5, v)

    def test_frontier_of_any_size(self):
        s = Search(algorithm="bfs")
        steps = s.steps(TEXTBOOK, every=50)
        next(steps)
        everything = s.frontier()
        self.assertGreater(len(everything), 10)
        self.assertEqual(s.frontier(2 ** 40), everything)     # not room for 2**40 entries
        self.assertEqual(s.frontier(2 ** 64 - 1), everything)
        self.assertEqual(s.frontier(2 ** 70), everything)     # more than any: all of them
        self.assertEqual(s.frontier(3), everything[:3])
        steps.close()

    def test_every_bound_function_checks_its_integers(self):
        # the binding's modules bind their C functions through _lib.bind (the one place):
        # every integer parameter is of a checked type unless marked Trusted
        import puzzle8.pdb  # noqa: F401
        import puzzle8.result  # noqa: F401
        import puzzle8.table  # noqa: F401
        import puzzle8.view as view
        for name in view._PROTOTYPES:
            view._fn(name)
        raw = {ctypes.c_int, ctypes.c_uint, ctypes.c_int32, ctypes.c_uint32, ctypes.c_uint64,
               ctypes.c_size_t}
        names = set()
        for name, fn, trusted in _c.bound:
            names.add(name)
            for i, t in enumerate(fn.argtypes):
                if i not in trusted:
                    self.assertNotIn(t, raw, "%s argument %d is unchecked" % (name, i + 1))
        for table in (_c._PROTOTYPES, puzzle8.table._PROTOTYPES, view._PROTOTYPES,
                      puzzle8.pdb._PROTOTYPES):
            for name in table:
                if name not in _c.lib.missing:
                    self.assertIn(name, names)
        self.assertGreater(len(names), 100)


if __name__ == "__main__":
    unittest.main()
