# SPDX-License-Identifier: MIT
import dataclasses
import unittest

import puzzle8
from puzzle8 import (Board, Canceled, InvalidArgumentError, LimitReached, Result, Search, Stats,
                     UnsolvableError, solve)

TEXTBOOK = "7 2 4 5 0 6 8 3 1"
ZERO_GOAL = "0 1 2 3 4 5 6 7 8"


def check_path(test, result, start, goal):
    """The path runs start .. goal, and each step is the matching move of result.moves."""
    path = result.path
    test.assertEqual(len(path), result.length + 1)
    test.assertEqual(path[0], Board(start))
    test.assertEqual(path[-1], Board(goal))
    test.assertEqual(len(result.moves), result.length)
    for a, b, m in zip(path, path[1:], result.moves):
        test.assertEqual(a.move(m), b)
    test.assertEqual(Board(start).apply(result.moves), Board(goal))


class TestSolve(unittest.TestCase):
    def test_textbook(self):
        r = solve(TEXTBOOK, goal=ZERO_GOAL)
        self.assertIsInstance(r, Result)
        self.assertTrue(r.solved)
        self.assertTrue(r)
        self.assertEqual(r.length, 26)
        self.assertEqual(r.status, "P8_OK")
        self.assertEqual(r.code, 0)
        self.assertRegex(r.moves, r"^[UDLR]{26}$")
        check_path(self, r, TEXTBOOK, ZERO_GOAL)
        self.assertIn("length=26", repr(r))

    def test_stats(self):
        r = solve(TEXTBOOK, goal=ZERO_GOAL)
        s = r.stats
        self.assertIsInstance(s, Stats)
        self.assertGreater(s.expanded, 0)
        self.assertGreaterEqual(s.generated, s.expanded)
        self.assertGreater(s.max_frontier, 0)
        self.assertGreater(s.peak_bytes, 0)
        self.assertGreater(s.elapsed_ns, 0)
        self.assertAlmostEqual(s.elapsed_ms, s.elapsed_ns / 1e6)
        with self.assertRaises(dataclasses.FrozenInstanceError):
            s.expanded = 0
        self.assertEqual(r.stat("expanded"), s.expanded)
        self.assertGreaterEqual(r.stat("frontier"), 0)
        # Deterministic: the same run gives the same counts.
        s2 = solve(TEXTBOOK, goal=ZERO_GOAL).stats
        self.assertEqual(dataclasses.replace(s, elapsed_ns=0), dataclasses.replace(s2, elapsed_ns=0))

    def test_argument_forms(self):
        tiles = (7, 2, 4, 5, 0, 6, 8, 3, 1)
        for start in (TEXTBOOK, "724506831", list(tiles), tiles, Board(tiles)):
            for goal in (ZERO_GOAL, Board(ZERO_GOAL), list(range(9))):
                self.assertEqual(solve(start, goal).length, 26)

    def test_default_goal(self):
        start = Board.goal().scramble(12, seed=5)
        for goal in (None, Board.goal(), "123456780"):
            r = solve(start, goal)
            self.assertEqual(r.path[-1], Board.goal())

    def test_start_is_goal(self):
        r = solve(Board.goal())
        self.assertTrue(r.solved)
        self.assertEqual((r.length, r.moves), (0, ""))
        self.assertEqual(r.path, [Board.goal()])

    def test_algorithms_and_heuristics(self):
        start = Board.goal().scramble(16, seed=11)
        optimal = solve(start, algorithm="bfs").length
        for alg in puzzle8.ALGORITHMS:
            r = solve(start, algorithm=alg)
            self.assertEqual(r.algorithm, alg)
            check_path(self, r, start, Board.goal())
            if alg in ("bfs", "ucs", "astar", "iddfs", "idastar", "bibfs", "rbfs", "smastar"):
                self.assertEqual(r.length, optimal, alg)
            else:
                self.assertGreaterEqual(r.length, optimal, alg)
        for h in puzzle8.HEURISTICS:
            r = solve(start, algorithm="astar", heuristic=h)
            self.assertEqual(r.length, optimal, h)
        # Better heuristics expand fewer nodes on the textbook case.
        counts = [solve(TEXTBOOK, ZERO_GOAL, "astar", h).stats.expanded
                  for h in ("zero", "misplaced", "manhattan", "linear-conflict")]
        self.assertEqual(counts, sorted(counts, reverse=True))
        self.assertEqual(solve(start, algorithm=4, heuristic=3).length, optimal)   # ints pass through

    def test_bad_arguments(self):
        with self.assertRaises(InvalidArgumentError):
            solve(TEXTBOOK, algorithm="nope")
        with self.assertRaises(InvalidArgumentError):
            solve(TEXTBOOK, heuristic="nope")
        with self.assertRaises(InvalidArgumentError) as cm:      # the C library's own P8_EINVAL
            solve(TEXTBOOK, algorithm=99)
        self.assertEqual(cm.exception.code, -1)
        with self.assertRaises(TypeError):
            solve(TEXTBOOK, max_nodes=5)

    def test_unsolvable(self):
        with self.assertRaises(UnsolvableError) as cm:
            solve("213456780")
        self.assertEqual(cm.exception.code, -4)
        self.assertEqual(cm.exception.status, "P8_EUNSOLVABLE")
        for alg in puzzle8.ALGORITHMS:
            with self.assertRaises(UnsolvableError):
                solve("213456780", algorithm=alg, max_expansions=10)
        self.assertIsInstance(cm.exception, puzzle8.Error)

    def test_unsolvable_explains(self):
        # The one-line solve explains the parities exactly as a Search run does (the C sentence).
        for goal in (None, ZERO_GOAL):
            with self.assertRaises(UnsolvableError) as cm:
                solve("213456780", goal)
            with self.assertRaises(UnsolvableError) as ref:
                Search().run("213456780", goal)
            self.assertIn("parity", cm.exception.detail)
            self.assertEqual(cm.exception.detail, ref.exception.detail)
            self.assertEqual(str(cm.exception), str(ref.exception))
        with self.assertRaises(UnsolvableError) as cm:
            solve("213456780", algorithm="bfs", heuristic="zero")
        self.assertIn("parity", str(cm.exception))

    def test_limits(self):
        with self.assertRaises(LimitReached) as cm:
            solve(TEXTBOOK, ZERO_GOAL, max_expansions=10)
        e = cm.exception
        self.assertEqual((e.code, e.status), (-5, "P8_ELIMIT"))
        self.assertIn("expansion limit of 10", str(e))
        self.assertIsInstance(e.result, Result)
        self.assertFalse(e.result.solved)
        self.assertEqual(e.result.status, "P8_ELIMIT")
        self.assertEqual(e.result.stats.expanded, 10)
        self.assertEqual((e.result.moves, e.result.length, e.result.path), ("", 0, []))
        with self.assertRaises(LimitReached) as cm:
            solve(TEXTBOOK, ZERO_GOAL, algorithm="bfs", max_depth=5)
        self.assertIn("depth limit", str(cm.exception))
        with self.assertRaises(LimitReached) as cm:
            solve(TEXTBOOK, ZERO_GOAL, algorithm="bfs", max_memory=100000)
        self.assertIn("memory limit", str(cm.exception))
        with self.assertRaises(LimitReached) as cm:
            solve("8 6 7 2 5 4 3 0 1", algorithm="bfs", max_time_ms=1)
        self.assertIn("time limit", str(cm.exception))
        # Generous limits do not get in the way.
        self.assertEqual(solve(TEXTBOOK, ZERO_GOAL, max_expansions=10 ** 6, max_depth=40,
                               max_memory=1 << 30, max_time_ms=60000).length, 26)
        with self.assertRaises(InvalidArgumentError):
            solve(TEXTBOOK, max_expansions=-1)


class TestSearch(unittest.TestCase):
    def test_defaults_are_astar_manhattan(self):
        s = Search()
        r = s.run(TEXTBOOK, ZERO_GOAL)
        self.assertIs(s.result, r)
        self.assertEqual(r.stats, dataclasses.replace(
            solve(TEXTBOOK, ZERO_GOAL).stats, elapsed_ns=r.stats.elapsed_ns))
        self.assertIn("astar", repr(s))

    def test_configurations(self):
        start = Board.goal().scramble(14, seed=3)
        bfs = solve(start, algorithm="bfs")
        # BFS spelled out by hand: FIFO, key g, h = 0.
        r = Search(algorithm="astar", frontier="fifo", weights=(1, 0), heuristic="zero").run(start)
        self.assertEqual((r.length, r.stats.expanded), (bfs.length, bfs.stats.expanded))
        # Weighted A* and greedy stay valid, tree search works, reopen can be switched off.
        for kw in ({"weights": (1, 5)}, {"weights": (0, 1)}, {"graph": False},
                   {"reopen": False}, {"frontier": "lifo", "max_depth": 14},
                   {"algorithm": "dfs", "graph": True}, {"heuristic": "linear-conflict"}):
            r = Search(**kw).run(start)
            check_path(self, r, start, Board.goal())

    def test_duplicates_and_limits(self):
        # the policies through Python: NONE generates the undo move (2 + 2*3 nodes at depth 2
        # from a corner blank), PARENT does not (2 + 2*2); max_depth=0 tests only the start
        corner = "0 1 2 3 4 5 6 7 8"
        for policy, generated in (("none", 8), ("parent", 6), ("path", 6)):
            with self.assertRaises(LimitReached) as cm:
                Search(algorithm="bfs", duplicates=policy, max_depth=2).run(corner)
            self.assertEqual(cm.exception.result.stats.generated, generated)
        with self.assertRaises(LimitReached) as cm:
            Search(max_depth=0).run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual(cm.exception.result.stats.expanded, 0)
        self.assertEqual(Search(max_depth=None).run(TEXTBOOK, ZERO_GOAL).length, 26)
        with self.assertRaises(InvalidArgumentError):
            Search(duplicates="sometimes")
        with self.assertRaises(InvalidArgumentError):
            Search(duplicates=7)

    def test_reuse_and_reconfigure(self):
        s = Search(algorithm="bfs")
        a = s.run(TEXTBOOK, ZERO_GOAL)
        s.configure(algorithm="astar", heuristic="misplaced")
        b = s.run(TEXTBOOK, ZERO_GOAL)
        s.configure(max_expansions=5)
        with self.assertRaises(LimitReached):
            s.run(TEXTBOOK, ZERO_GOAL)
        s.configure(max_expansions=0)                   # 0 is a limit: only the start's test
        with self.assertRaises(LimitReached) as cm:
            s.run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual(cm.exception.result.stats.expanded, 0)
        s.configure(max_expansions=None)                # None removes the limit
        c = s.run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual((a.length, b.length, c.length), (26, 26, 26))
        self.assertGreater(a.stats.expanded, b.stats.expanded)
        self.assertEqual(b.stats.expanded, c.stats.expanded)

    def test_bad_configuration(self):
        with self.assertRaises(InvalidArgumentError) as cm:
            Search(heuristic=10)                        # rejected by the C library
        self.assertIn("heuristic", str(cm.exception))
        for kw in ({"algorithm": "nope"}, {"frontier": "pile"}, {"frontier": 7}, {"algorithm": "a*\0"},
                   {"weights": (-1, 1)}, {"events": {"nope"}, "on_event": print},
                   {"events": 0x10, "on_event": print}):
            with self.assertRaises(InvalidArgumentError, msg=kw):
                Search(**kw)
        with self.assertRaises(TypeError):
            Search(events={"expand"})                   # events without on_event
        s = Search()
        with self.assertRaises(InvalidArgumentError):
            s.configure(heuristic=10)
        self.assertIn("heuristic", s.errmsg)

    def test_unsolvable_run(self):
        s = Search()
        with self.assertRaises(UnsolvableError) as cm:
            s.run("213456780")
        self.assertIn("parity", str(cm.exception))
        self.assertIsNone(s.result)

    def test_stat_and_cancel_outside_run(self):
        s = Search()
        s.cancel()                                       # outside a run: nothing happens
        r = s.run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual(s.stat("expanded"), r.stats.expanded)
        snap = s.snapshot()
        self.assertEqual(snap.generated, r.stats.generated)


class TestSteps(unittest.TestCase):
    def test_steps(self):
        s = Search()
        snaps = []
        gen = s.steps(TEXTBOOK, ZERO_GOAL, every=100)
        while True:
            try:
                snaps.append(next(gen))
            except StopIteration as stop:
                result = stop.value
                break
        self.assertIs(result, s.result)
        self.assertEqual(result.length, 26)
        self.assertEqual(len(snaps), result.stats.expanded // 100)
        self.assertEqual([x.expanded for x in snaps], [100 * (i + 1) for i in range(len(snaps))])
        for a, b in zip(snaps, snaps[1:]):
            self.assertLessEqual(a.generated, b.generated)
            self.assertLessEqual(b.frontier, b.max_frontier)
        # Same counts as a plain run.
        self.assertEqual(result.stats.expanded, solve(TEXTBOOK, ZERO_GOAL).stats.expanded)

    def test_steps_for_loop_and_result(self):
        s = Search(algorithm="bfs")
        n = sum(1 for _ in s.steps(TEXTBOOK, ZERO_GOAL, every=10000))
        self.assertGreater(n, 5)
        self.assertEqual(s.result.length, 26)

    def test_steps_errors(self):
        s = Search(max_expansions=250)
        with self.assertRaises(LimitReached) as cm:
            list(s.steps(TEXTBOOK, ZERO_GOAL, every=100))
        self.assertIs(cm.exception.result, s.result)
        self.assertEqual(s.result.stats.expanded, 250)
        with self.assertRaises(UnsolvableError):
            next(Search().steps("213456780"))
        with self.assertRaises(InvalidArgumentError):
            next(Search().steps(TEXTBOOK, every=0))

    def test_steps_closed_early(self):
        s = Search()
        gen = s.steps(TEXTBOOK, ZERO_GOAL, every=10)
        next(gen)
        next(gen)
        gen.close()                                     # cancels the run and leaves s idle
        self.assertEqual(s.result.status, "P8_ECANCELED")
        s.configure(algorithm="bfs")                    # not P8_EBUSY: the run is over
        self.assertEqual(s.run(TEXTBOOK, ZERO_GOAL).length, 26)



class TestCompareRows(unittest.TestCase):
    """puzzle8.compare_rows() and Search.compare_row (p8_compare_rows, p8_compare_row)."""

    def test_rows(self):
        rows = puzzle8.compare_rows()
        self.assertEqual(len(rows), 16)
        self.assertEqual(rows[0], puzzle8.CompareRow("bfs", True))
        self.assertEqual(rows[2], ("dfs, depth limit 31, reopen", False))
        self.assertEqual(rows[8], ("astar, manhattan, weights 1,2", False))
        self.assertEqual(rows[13], ("rbfs, manhattan", True))
        self.assertEqual(rows[14], ("smastar, manhattan", True))
        self.assertEqual(rows[15], ("random-walk", False))

    def test_configures(self):
        start = "1 3 6 7 4 0 5 8 2"            # 11 moves
        for i, (label, optimal) in enumerate(puzzle8.compare_rows()):
            s = Search(max_depth=3, max_expansions=5)
            self.assertEqual(s.compare_row(i), (label, optimal))
            self.assertEqual(s.algorithm, label.split(",")[0])
            r = s.run(start) if optimal else None
            if optimal:
                self.assertEqual(r.length, 11)
        s = Search()
        s.compare_row(9)                      # iddfs
        s.configure(max_expansions=10)
        with self.assertRaises(LimitReached):
            s.run(TEXTBOOK, ZERO_GOAL)

    def test_bad_row(self):
        s = Search()
        for row in (-1, 16, 2 ** 40):
            with self.assertRaises(InvalidArgumentError):
                s.compare_row(row)
        with self.assertRaises(TypeError):
            s.compare_row("bfs")

    def test_busy_from_callback(self):
        seen = []

        def on_event(*_):
            if not seen:
                try:
                    s.compare_row(0)
                except puzzle8.BusyError as e:
                    seen.append(e)
            return False

        s = Search(algorithm="astar", on_event=on_event, events={"expand"})
        want = Search(algorithm="astar").run(TEXTBOOK, ZERO_GOAL)
        r = s.run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual(len(seen), 1)
        self.assertEqual(s.algorithm, "astar")
        self.assertEqual(r.stats.expanded, want.stats.expanded)

class TestRbfsSma(unittest.TestCase):
    """RBFS and SMA* (P8_ALG_RBFS, P8_ALG_SMASTAR) and SMA*'s node budget."""

    HARD = "8 6 7 2 5 4 3 0 1"              # 31 moves

    def test_optimal(self):
        for alg in ("rbfs", "smastar"):
            r = solve(self.HARD, algorithm=alg)
            self.assertEqual((r.algorithm, r.length), (alg, 31))
            check_path(self, r, self.HARD, Board.goal())
            # the same run as the C library's through the preset and the driver named
            s = Search(algorithm="astar", driver=alg, graph=False)
            self.assertEqual(s.run(self.HARD).stats.expanded, r.stats.expanded)

    def test_node_budget(self):
        r = Search(algorithm="smastar", node_budget=98).run(self.HARD)
        self.assertEqual(r.length, 31)
        self.assertLessEqual(r.stats.max_frontier, 98)
        r = solve(self.HARD, algorithm="smastar", node_budget=300)
        self.assertEqual(r.length, 31)
        with self.assertRaises(LimitReached) as cm:
            Search(algorithm="smastar", node_budget=20).run(self.HARD)
        self.assertIn("node budget of 20 is too small", str(cm.exception))
        for bad in (0, -1, 2 ** 64):
            with self.assertRaises(InvalidArgumentError):
                Search(algorithm="smastar", node_budget=bad)
        with self.assertRaises(TypeError):
            Search(algorithm="smastar", node_budget="98")

    def test_tree_search_only(self):
        for alg in ("rbfs", "smastar"):
            with self.assertRaises(InvalidArgumentError) as cm:
                Search(algorithm=alg, duplicates="graph").run(TEXTBOOK, ZERO_GOAL)
            self.assertIn("tree search", str(cm.exception))


class TestWhatARunUses(unittest.TestCase):
    """Search.weights_used and Search.frontier_used (p8_search_weights_used,
    p8_search_frontier_used): the library's answer for the configuration as it is now."""

    def test_presets(self):
        want = {"bfs": (False, "fifo"), "dfs": (False, "lifo"), "ucs": (True, "bucket"),
                "greedy": (True, "bucket"), "astar": (True, "bucket"), "iddfs": (False, "lifo"),
                "idastar": (True, "lifo"), "bibfs": (False, "fifo"),
                "random-walk": (False, "none"), "rbfs": (True, "none"), "smastar": (True, "none")}
        self.assertEqual(set(want), set(puzzle8.ALGORITHMS))
        for alg, (used, frontier) in want.items():
            s = Search(algorithm=alg)
            self.assertEqual((s.weights_used, s.frontier_used), (used, frontier), alg)

    def test_configuration_decides(self):
        s = Search(algorithm="dfs", frontier="heap")
        self.assertEqual((s.weights_used, s.frontier_used), (True, "heap"))
        s.configure(algorithm="astar", frontier="fifo")
        self.assertEqual((s.weights_used, s.frontier_used), (False, "fifo"))
        s.configure(driver="deepen-f")          # IDA* bounds its passes on the key
        self.assertTrue(s.weights_used)
        s.configure(algorithm="random-walk", frontier="heap")
        self.assertEqual((s.weights_used, s.frontier_used), (False, "none"))
        s.configure(algorithm="iddfs", frontier="bucket")
        self.assertEqual((s.weights_used, s.frontier_used), (True, "bucket"))

    def test_weights_change_the_run_only_when_used(self):
        for alg, frontier in (("astar", None), ("astar", "lifo"), ("iddfs", None),
                              ("iddfs", "heap"), ("bibfs", None)):
            runs = []
            for weights in ((1, 0), (1, 3)):
                s = Search(algorithm=alg, frontier=frontier, heuristic="manhattan",
                           weights=weights)
                r = s.run("1 3 6 7 4 0 5 8 2")
                runs.append((r.moves, r.stats.expanded, r.stats.generated))
            self.assertEqual(runs[0] != runs[1], s.weights_used, (alg, frontier))

    def test_caller_frontier_and_closed(self):
        from puzzle8.frontier import SortedFrontier
        s = Search(frontier=SortedFrontier())
        self.assertEqual((s.weights_used, s.frontier_used), (True, "custom"))
        s.close()
        with self.assertRaises(InvalidArgumentError):
            s.weights_used
        with self.assertRaises(InvalidArgumentError):
            s.frontier_used

    def test_from_callback(self):
        seen = []

        def on_event(*_):
            if not seen:
                seen.append((s.weights_used, s.frontier_used))
            return False

        s = Search(algorithm="bfs", on_event=on_event, events={"expand"})
        s.run("1 3 6 7 4 0 5 8 2")
        self.assertEqual(seen, [(False, "fifo")])


class TestLimitWhy(unittest.TestCase):
    """Search.limit_why: the library's paragraph when the memory or time limit ended a run
    (p8_search_limit_why), the same words as the JavaScript binding's and the lab's."""

    def test_memory_limit(self):
        s = Search(algorithm="bfs", duplicates="none", max_memory=1 << 20)
        with self.assertRaises(InvalidArgumentError):
            s.limit_why()                                   # no run yet
        depth = 0
        with self.assertRaises(LimitReached):
            for _ in s.steps("8 6 7 2 5 4 3 0 1", every=2000):
                depth = s.frontier(1)[0].g
        why = s.limit_why(depth, 31)
        expanded, generated = s.stat("expanded"), s.stat("generated")
        self.assertTrue(why.startswith(
            "Breadth-first tree search (duplicates none) stopped at its memory limit of 1 MiB "
            "after {:,} expansions in ".format(expanded)), why)
        self.assertIn("it had made {:,} nodes".format(generated), why)
        self.assertIn("b* of {:.2f},".format(puzzle8.effective_branching(generated, depth + 1)), why)
        self.assertIn("a solution 31 moves deep", why)
        self.assertNotIn("b*", s.limit_why())
        for bad in ((-1, 0), (0, 32), (2 ** 32, 0), (0, -1)):
            with self.assertRaises(InvalidArgumentError, msg=bad):
                s.limit_why(*bad)
        s.configure(max_memory=2 ** 64 - 1, max_expansions=5)   # another limit: nothing to say
        with self.assertRaises(LimitReached):
            s.run("8 6 7 2 5 4 3 0 1")
        with self.assertRaises(InvalidArgumentError):
            s.limit_why()


if __name__ == "__main__":
    unittest.main()
