# SPDX-License-Identifier: MIT
"""Memory: handles are freed, no growth over many solves, any order of collection is safe."""
import gc
import os
import unittest
import weakref

from puzzle8 import Board, LimitReached, Search, solve

from util import UNDER_ASAN

SOLVES = 20000
TOLERANCE_KB = 2048          # RSS may move a little (allocator, caches); a leak of even
                             # 100 bytes per solve would be 2 MB over 20,000 solves


def rss_kb():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


@unittest.skipUnless(os.path.exists("/proc/self/statm"), "needs /proc/self/statm")
@unittest.skipIf(UNDER_ASAN, "ASan keeps freed memory in quarantine: RSS says nothing there")
class TestNoGrowth(unittest.TestCase):
    def loop(self, n):
        start = Board.goal().scramble(12, seed=1)
        for i in range(n):
            r = solve(start)
            if i % 10 == 0:
                r.path                                   # the lazily built path too
                try:
                    solve(start, max_expansions=2)       # and the partial result of an error
                except LimitReached as e:
                    e.result.stats

    def test_many_solves_do_not_grow_rss(self):
        self.loop(2000)                                  # warm up caches and the allocator
        gc.collect()
        before = rss_kb()
        self.loop(SOLVES)
        gc.collect()
        after = rss_kb()
        self.assertLess(after - before, TOLERANCE_KB,
                        "RSS grew from %d kB to %d kB over %d solves" % (before, after, SOLVES))

    def test_search_objects_do_not_grow_rss(self):
        def loop(n):
            for i in range(n):
                s = Search(heuristic=lambda a, b: 0, on_event=lambda *a: None, events={"goal"})
                s.run(Board.goal().scramble(4, seed=i))
        loop(500)
        gc.collect()
        before = rss_kb()
        loop(5000)
        gc.collect()
        self.assertLess(rss_kb() - before, TOLERANCE_KB)


class TestCollectionOrder(unittest.TestCase):
    def test_result_outlives_search(self):
        s = Search(algorithm="bfs")
        r = s.run("7 2 4 5 0 6 8 3 1", "0 1 2 3 4 5 6 7 8")
        ws = weakref.ref(s)
        del s
        gc.collect()
        self.assertIsNone(ws())                          # the search is gone ...
        self.assertEqual(r.length, 26)                   # ... the result still works
        self.assertEqual(len(r.path), 27)                # (path read from its own C handle)
        self.assertEqual(r.stat("frontier"), r.stat("frontier"))

    def test_partial_result_outlives_search(self):
        s = Search(max_expansions=3)
        try:
            s.run("7 2 4 5 0 6 8 3 1")
        except LimitReached as e:
            err = e
        del s
        gc.collect()
        self.assertEqual(err.result.stats.expanded, 3)

    def test_any_order(self):
        # Build a pile of searches, results and boards, then free them in several orders.
        for order in ("search-first", "result-first", "cycle"):
            s = Search(heuristic=lambda a, b: 0)
            start = Board.goal().scramble(10, seed=2)
            results = [s.run(start) for _ in range(3)]
            boards = results[0].path
            if order == "search-first":
                del s
                gc.collect()
                self.assertEqual(results[2].path[0], start)
                del results, boards
            elif order == "result-first":
                del results, boards
                gc.collect()
                self.assertEqual(s.run(start).path[0], start)
                del s
            else:
                holder = {"search": s, "results": results, "boards": boards}
                holder["self"] = holder                  # a reference cycle: only gc frees it
                del s, results, boards, holder
            gc.collect()

    def test_no_cycle_keeps_search_alive(self):
        # A Search with Python callbacks is freed by reference counting alone (no cycle).
        s = Search(heuristic=lambda a, b: 0, on_event=lambda *a: None)
        ws = weakref.ref(s)
        gc.disable()
        try:
            del s
            self.assertIsNone(ws())
        finally:
            gc.enable()


if __name__ == "__main__":
    unittest.main()
