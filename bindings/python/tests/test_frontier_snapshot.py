# SPDX-License-Identifier: MIT
"""Search.frontier(): the live frontier entries in take order (p8_search_frontier)."""
import unittest

import puzzle8
from puzzle8 import Board, FrontierEntry, FrontierError, InvalidArgumentError, Search
from puzzle8.frontier import SortedFrontier

E17 = "1 5 3 7 4 0 8 2 6"
E20 = "7 3 4 8 2 6 5 1 0"


def take_key(e):
    return (e.key, e.h, e.id)


class TestFrontierBetweenSteps(unittest.TestCase):
    def test_astar_order_and_next_expansion(self):
        # the first entry between two steps is the node the next step expands (A*, Manhattan:
        # consistent, so the first entry is never the goal before the end)
        expanded = []
        s = Search("astar", events={"expand"},
                   on_event=lambda ev, st, g, h: expanded.append(st))
        gen = s.steps(E20, every=1)
        nexts, steps = [], 0
        for _snap in gen:
            steps += 1
            self.assertEqual(len(expanded), steps)
            if nexts:
                self.assertEqual(expanded[-1], nexts[-1])
            entries = s.frontier()
            self.assertEqual(sorted(entries, key=take_key), entries)
            self.assertEqual(len({e.id for e in entries}), len(entries))
            self.assertLessEqual(len(entries), _snap.frontier)   # stale ones are left out
            self.assertEqual(s.frontier(3), entries[:3])
            self.assertEqual(s.frontier(0), [])
            for e in entries:
                self.assertEqual(e.key, e.g + e.h)
                self.assertGreaterEqual(e.g, 1)
                self.assertEqual(e.h, e.board.heuristic("manhattan"))
                self.assertIn(e.move, puzzle8.MOVES)
                self.assertLess(e.parent, e.id)
            nexts.append(entries[0].board.tiles)
        self.assertEqual(s.result.length, 20)
        self.assertGreater(steps, 10)
        with self.assertRaises(InvalidArgumentError):             # the run has ended
            s.frontier()

    def test_fifo_lifo_orders(self):
        for alg, ascending in (("bfs", True), ("dfs", False)):
            s = Search(alg, max_expansions=200)
            with self.assertRaises(puzzle8.LimitReached):
                for _snap in s.steps(E17, every=7):
                    ids = [e.id for e in s.frontier()]
                    self.assertEqual(ids, sorted(ids, reverse=not ascending), alg)
                    self.assertEqual(len(ids), _snap.frontier)    # no stale entries here

    def test_bidirectional_sides(self):
        s = Search("bibfs")
        for _snap in s.steps(E20, every=5):
            sides = [e.side for e in s.frontier()]
            self.assertEqual(sides, sorted(sides))
            self.assertEqual(set(sides), {0, 1})
        self.assertEqual(s.result.length, 20)


class TestFrontierInCallbacks(unittest.TestCase):
    def test_inside_events(self):
        # at EXPAND the node was taken; at GENERATE the successor is not in yet
        seen = []

        def on_event(ev, st, g, h):
            entries = s.frontier()
            seen.append((ev, st, [e.board.tiles for e in entries]))

        s = Search("bfs", on_event=on_event, max_expansions=50, events={"expand", "generate"})
        with self.assertRaises(puzzle8.LimitReached):
            s.run(E17)
        self.assertGreater(len(seen), 50)
        for ev, st, boards in seen:
            if ev == "expand":
                self.assertNotIn(st, boards)
        # a kept successor is in the frontier at the next event
        for (ev, st, _b), (_ev2, _st2, later) in zip(seen, seen[1:]):
            if ev == "generate" and st in later:
                break
        else:
            self.fail("no generated successor ever entered the frontier")

    def test_run_functions_stay_busy(self):
        calls = []

        def on_event(ev, st, g, h):
            calls.append(len(s.frontier(2)))
            with self.assertRaises(puzzle8.BusyError):
                s.run(E17)
            return True                                           # stop at once

        s = Search("astar", on_event=on_event)
        with self.assertRaises(puzzle8.Canceled):
            s.run(E17)
        self.assertEqual(calls, [0])                              # the root was taken


class TestFrontierErrors(unittest.TestCase):
    def test_no_run(self):
        s = Search()
        with self.assertRaises(InvalidArgumentError) as cm:
            s.frontier()
        self.assertIn("no run is in progress", str(cm.exception))
        s.run(E17)
        with self.assertRaises(InvalidArgumentError):
            s.frontier(5)
        with self.assertRaises(InvalidArgumentError):
            s.frontier(-1)
        with self.assertRaises(TypeError):
            s.frontier("3")

    def test_callers_frontier(self):
        s = Search("astar", frontier=SortedFrontier())
        gen = s.steps(E17, every=2)
        next(gen)
        with self.assertRaises(FrontierError) as cm:
            s.frontier()
        self.assertIn("the caller's", str(cm.exception))
        gen.close()

    def test_random_walk_has_none(self):
        s = Search("random-walk", max_expansions=20)
        gen = s.steps(E17, every=3)
        next(gen)
        self.assertEqual(s.frontier(), [])
        gen.close()


if __name__ == "__main__":
    unittest.main()
