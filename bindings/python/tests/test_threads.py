# SPDX-License-Identifier: MIT
"""One Search shared between threads: every call either works or raises BusyError, never crashes.

The hammer's length is P8_PY_HAMMER_SECONDS (default 1 s; 4 s with P8_FULL=1, make check-full,
and in `make python-asan`, which runs it against an
AddressSanitizer build of the library, where a use-after-free in the C search would abort.
"""
import io
import os
import random
import sys
import threading
import time
import unittest

from puzzle8 import (Board, BusyError, Canceled, InvalidArgumentError, LimitReached, Result, Search,
                     Snapshot)

from test_callbacks import make_manhattan

TEXTBOOK = "7 2 4 5 0 6 8 3 1"
ZERO_GOAL = "0 1 2 3 4 5 6 7 8"
HAMMER_SECONDS = float(os.environ.get("P8_PY_HAMMER_SECONDS",
                                        "4" if os.environ.get("P8_FULL") == "1" else "1"))
THREADS = 8


def closed_error(e):
    return isinstance(e, InvalidArgumentError) and "closed" in str(e)


class TestBusyFromAnotherThread(unittest.TestCase):
    """While one thread is inside a run, every call from another thread raises BusyError."""

    def test_each_method_is_busy(self):
        inside, release = threading.Event(), threading.Event()
        manhattan = make_manhattan()

        def h(state, goal):
            inside.set()
            release.wait(10)
            return manhattan(state, goal)
        s = Search(algorithm="astar", heuristic=h)
        box = {}

        def runner():
            try:
                box["result"] = s.run(TEXTBOOK, ZERO_GOAL)
            except BaseException as e:              # noqa: B902 - reported below
                box["error"] = e
        def traced_run():                           # a trace run is one C call: locked too
            s.trace = io.StringIO()
            try:
                s.run(TEXTBOOK)
            finally:
                s.trace = None
        t = threading.Thread(target=runner)
        t.start()
        self.assertTrue(inside.wait(10))
        calls = {
            "run": lambda: s.run(TEXTBOOK),
            "steps": lambda: next(s.steps(TEXTBOOK)),
            "configure": lambda: s.configure(algorithm="bfs"),
            "stat": lambda: s.stat("expanded"),
            "snapshot": s.snapshot,
            "errmsg": lambda: s.errmsg,
            "close": s.close,
            "tree_svg": lambda: s.tree_svg(TEXTBOOK, ZERO_GOAL, expansions=2),
            "run with trace": traced_run,
        }
        try:
            for name, call in calls.items():
                with self.assertRaises(BusyError, msg=name) as cm:
                    call()
                self.assertEqual(cm.exception.code, -8)
                self.assertIn("another thread", str(cm.exception), name)
        finally:
            release.set()
            t.join(30)
        self.assertNotIn("error", box)
        # An optimal search, untouched by the attempts.
        self.assertEqual(box["result"].length, 26)
        self.assertEqual(s.run(TEXTBOOK, ZERO_GOAL).length, 26)   # idle again

    def test_cancel_from_another_thread(self):
        inside = threading.Event()

        def h(state, goal):
            inside.set()
            time.sleep(0.0005)
            return 0
        s = Search(algorithm="astar", heuristic=h)
        box = {}

        def runner():
            try:
                s.run(TEXTBOOK, ZERO_GOAL)
            except BaseException as e:              # noqa: B902 - checked below
                box["error"] = e
        t = threading.Thread(target=runner)
        t.start()
        self.assertTrue(inside.wait(10))
        s.cancel()                                  # allowed from any thread
        t.join(30)
        self.assertIsInstance(box.get("error"), Canceled)
        s.configure(heuristic="manhattan")
        self.assertEqual(s.run(TEXTBOOK, ZERO_GOAL).length, 26)


class TestHammer(unittest.TestCase):
    def test_many_threads_one_search(self):
        holder = [Search()]
        goal = Board(ZERO_GOAL)
        deadline = time.monotonic() + HAMMER_SECONDS
        counts = {}
        failures = []
        lock = threading.Lock()

        def count(key):
            with lock:
                counts[key] = counts.get(key, 0) + 1

        def check_result(r):
            if not isinstance(r, Result) or r.length != 26 or Board(TEXTBOOK).apply(r.moves) != goal:
                raise AssertionError("wrong result %r" % (r,))

        def one_op(rnd, s):
            op = rnd.randrange(100)
            if op < 20:
                check_result(s.run(TEXTBOOK, ZERO_GOAL))
            elif op < 25:                           # a whole run in one C call (p8_tree_run)
                svg = s.tree_svg(TEXTBOOK, ZERO_GOAL, expansions=rnd.choice((0, 3, 12)))
                if not str(svg).startswith("<?xml"):
                    raise AssertionError(str(svg)[:80])
            elif op < 40:
                gen = s.steps(TEXTBOOK, ZERO_GOAL, every=rnd.choice((1, 50, 400)))
                try:
                    while True:
                        try:
                            snap = next(gen)
                        except StopIteration as stop:
                            # The generator's own Result: s.result may already be another
                            # thread's (a run started once this one ended is not busy).
                            check_result(stop.value)
                            break
                        if not isinstance(snap, Snapshot):
                            raise AssertionError(snap)
                        if rnd.randrange(20) == 0 or time.monotonic() > deadline:
                            break                   # dropped early: the run is canceled
                finally:
                    gen.close()
            elif op < 60:
                s.configure(algorithm=rnd.choice(("astar", "bfs", "ucs")),
                            heuristic=rnd.choice((None, "manhattan", "misplaced")),
                            max_expansions=rnd.choice((0, 0, 0, 40)))
            elif op < 75:
                s.stat(rnd.choice(("expanded", "generated", "frontier")))
                s.snapshot()
                s.errmsg                            # noqa: B018 - a read under test
            elif op < 85:
                s.cancel()
            elif op < 92:
                s.close()                           # others still holding s see "closed"
                holder[0] = Search()
            else:
                holder[0] = Search(algorithm=rnd.choice(("astar", "bfs")))   # drops a reference

        def worker(seed):
            rnd = random.Random(seed)
            while time.monotonic() < deadline:
                s = holder[0]
                try:
                    one_op(rnd, s)
                    count("ok")
                except BusyError:
                    count("busy")
                except (LimitReached, Canceled) as e:      # a limit or cancel() from a thread
                    if not isinstance(e.result, Result):
                        failures.append("no result with %r" % e)
                    count(type(e).__name__)
                except InvalidArgumentError as e:
                    if not closed_error(e):
                        failures.append(repr(e))
                    count("closed")
                except BaseException as e:          # noqa: B902 - any other outcome fails
                    failures.append(repr(e))
                del s

        threads = [threading.Thread(target=worker, args=(i,)) for i in range(THREADS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(HAMMER_SECONDS + 120)
        self.assertFalse(any(t.is_alive() for t in threads), "a thread hung")
        if os.environ.get("P8_PY_VERBOSE"):
            sys.stderr.write(" [%s] " % ", ".join("%s %d" % kv for kv in sorted(counts.items())))
        self.assertEqual(failures[:5], [])
        self.assertGreater(counts.get("ok", 0), 50, counts)
        self.assertGreater(counts.get("busy", 0), 10, counts)
        # Still a working object afterwards.
        self.assertEqual(Search().run(TEXTBOOK, ZERO_GOAL).length, 26)
        s = holder[0]
        s.configure(algorithm="astar", heuristic="manhattan", max_expansions=None)  # no limit
        self.assertEqual(s.run(TEXTBOOK, ZERO_GOAL).length, 26)


class TestClose(unittest.TestCase):
    def test_close(self):
        s = Search()
        self.assertEqual(s.run(TEXTBOOK, ZERO_GOAL).length, 26)
        s.close()
        s.close()                                   # idempotent
        for call in (lambda: s.run(TEXTBOOK), lambda: next(s.steps(TEXTBOOK)),
                     lambda: s.configure(algorithm="bfs"), lambda: s.stat("expanded"),
                     s.snapshot, s.cancel):
            with self.assertRaises(InvalidArgumentError) as cm:
                call()
            self.assertTrue(closed_error(cm.exception), cm.exception)

    def test_context_manager(self):
        with Search() as s:
            self.assertEqual(s.run(TEXTBOOK, ZERO_GOAL).length, 26)
        with self.assertRaises(InvalidArgumentError):
            s.run(TEXTBOOK)

    def test_close_from_own_callback_is_busy(self):
        holder = []

        def on(name, state, g, h):
            holder[0].close()
        s = Search(on_event=on, events={"expand"})
        holder.append(s)
        with self.assertRaises(BusyError):
            s.run(TEXTBOOK, ZERO_GOAL)
        s.configure(on_event=None)
        self.assertEqual(s.run(TEXTBOOK, ZERO_GOAL).length, 26)
        holder.clear()

    def test_close_with_unfinished_steps_is_busy(self):
        s = Search()
        gen = s.steps(TEXTBOOK, ZERO_GOAL, every=10)
        next(gen)
        with self.assertRaises(BusyError):
            s.close()
        with self.assertRaises(BusyError):
            s.run(TEXTBOOK)
        gen.close()
        s.close()


if __name__ == "__main__":
    unittest.main()
