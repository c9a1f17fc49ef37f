# SPDX-License-Identifier: MIT
"""Python heuristics and event callbacks: agreement with the built-ins, cancellation, exceptions."""
import gc
import unittest

from puzzle8 import Board, BusyError, Canceled, Search, UnsolvableError, solve

from util import FULL

TEXTBOOK = "7 2 4 5 0 6 8 3 1"
ZERO_GOAL = "0 1 2 3 4 5 6 7 8"


def make_manhattan():
    """Manhattan distance in Python, with a per-goal lookup table (fast enough for 1,000 solves)."""
    cache = {}

    def h(s, g):
        t = cache.get(g)
        if t is None:
            pos = [0] * 9
            for i, x in enumerate(g):
                pos[x] = i
            t = cache[g] = [abs(i // 3 - pos[x] // 3) + abs(i % 3 - pos[x] % 3) if x else 0
                            for i in range(9) for x in range(9)]
        return (t[s[0]] + t[9 + s[1]] + t[18 + s[2]] + t[27 + s[3]] + t[36 + s[4]]
                + t[45 + s[5]] + t[54 + s[6]] + t[63 + s[7]] + t[72 + s[8]])
    return h


def misplaced(s, g):
    return sum(1 for a, b in zip(s, g) if a and a != b)


class TestPythonHeuristic(unittest.TestCase):
    def test_agrees_with_builtin_manhattan_on_random_states(self):
        # 1000 states under P8_FULL=1 (make check-full), 250 in make check
        py = Search(heuristic=make_manhattan())
        c = Search(heuristic="manhattan")
        goals = [None, Board(ZERO_GOAL), Board("123804765")]
        for seed in range(1000 if FULL else 250):
            goal = goals[seed % 3]
            start = Board.random(seed, goal)
            a, b = py.run(start, goal), c.run(start, goal)
            self.assertEqual((a.length, a.stats.expanded, a.stats.generated, a.moves),
                             (b.length, b.stats.expanded, b.stats.generated, b.moves), start)

    def test_values_seen(self):
        seen = []

        def h(s, g):
            self.assertIsInstance(s, tuple)
            self.assertEqual(g, (0, 1, 2, 3, 4, 5, 6, 7, 8))
            seen.append(s)
            return misplaced(s, g)
        r = solve(TEXTBOOK, ZERO_GOAL, heuristic=h)
        ref = solve(TEXTBOOK, ZERO_GOAL, heuristic="misplaced")
        self.assertEqual((r.length, r.stats.expanded), (ref.length, ref.stats.expanded))
        self.assertGreater(len(seen), 1000)
        self.assertTrue(all(sorted(s) == list(range(9)) for s in seen[:100]))

    def test_exception_propagates(self):
        calls = []

        class Boom(Exception):
            pass

        def h(s, g):
            calls.append(s)
            if len(calls) == 50:
                raise Boom("from the heuristic")
            return 0
        s = Search(heuristic=h)
        with self.assertRaises(Boom) as cm:
            s.run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual(str(cm.exception), "from the heuristic")
        self.assertEqual(len(calls), 50)                 # stopped at once, not swallowed
        self.assertEqual(s.result.status, "P8_ECANCELED")   # the partial result is kept
        # The search is usable again, and a clean run is not affected by the old exception.
        calls.clear()
        s.configure(heuristic="manhattan")
        self.assertEqual(s.run(TEXTBOOK, ZERO_GOAL).length, 26)
        calls.clear()
        with self.assertRaises(Boom):
            solve(TEXTBOOK, heuristic=h, max_expansions=10 ** 6)   # through solve() too

    def test_bad_return_values(self):
        for bad in (lambda s, g: -1, lambda s, g: "3", lambda s, g: None, lambda s, g: 2 ** 40):
            with self.assertRaises((ValueError, TypeError)):
                solve(TEXTBOOK, heuristic=bad)

    def test_heuristic_in_steps(self):
        def h(s, g):
            raise KeyError("k")
        with self.assertRaises(KeyError):
            list(Search(heuristic=h).steps(TEXTBOOK, every=5))


class TestEvents(unittest.TestCase):
    def test_events_selected(self):
        got = {}

        def on(name, state, g, h):
            got[name] = got.get(name, 0) + 1
        r = Search(on_event=on).run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual(got["expand"], r.stats.expanded)
        self.assertEqual(got["generate"], r.stats.generated)
        self.assertEqual(got["duplicate"], r.stats.duplicates)
        self.assertEqual(got["goal"], 1)
        got.clear()
        Search(on_event=on, events={"expand"}).run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual(set(got), {"expand"})
        got.clear()
        Search(on_event=on, events="goal").run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual(got, {"goal": 1})

    def test_event_arguments(self):
        last = []

        def on(name, state, g, h):
            last.append((name, state, g, h))
        r = Search(on_event=on, events={"expand", "goal"}).run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual(last[0], ("expand", (7, 2, 4, 5, 0, 6, 8, 3, 1), 0,
                                   Board(TEXTBOOK).heuristic("manhattan", ZERO_GOAL)))
        self.assertEqual(last[-1], ("goal", tuple(range(9)), 26, 0))
        self.assertEqual(r.length, 26)

    def test_cancel_from_event(self):
        def on(name, state, g, h):
            return g >= 5                                # truthy: stop
        s = Search(on_event=on, events={"expand"})
        with self.assertRaises(Canceled) as cm:
            s.run(TEXTBOOK, ZERO_GOAL)
        e = cm.exception
        self.assertEqual((e.code, e.status), (-6, "P8_ECANCELED"))
        self.assertFalse(e.result.solved)
        self.assertEqual(e.result.status, "P8_ECANCELED")
        self.assertGreater(e.result.stats.expanded, 0)
        self.assertIs(s.result, e.result)
        s.configure(on_event=None)                       # removed: runs to the end
        self.assertEqual(s.run(TEXTBOOK, ZERO_GOAL).length, 26)

    def test_cancel_method_from_event(self):
        holder = []

        def on(name, state, g, h):
            if name == "expand" and state == (7, 2, 4, 5, 0, 6, 8, 3, 1):
                holder[0].cancel()
        s = Search(on_event=on)
        holder.append(s)
        with self.assertRaises(Canceled):
            s.run(TEXTBOOK, ZERO_GOAL)
        holder.clear()

    def test_exception_from_event(self):
        def on(name, state, g, h):
            raise ZeroDivisionError("in the callback")
        s = Search(on_event=on, events={"generate"})
        with self.assertRaises(ZeroDivisionError):
            s.run(TEXTBOOK, ZERO_GOAL)
        with self.assertRaises(ZeroDivisionError):
            for _ in s.steps(TEXTBOOK, ZERO_GOAL, every=1):
                pass

    def test_busy_from_own_callback(self):
        holder = []

        def on(name, state, g, h):
            holder[0].run(TEXTBOOK, ZERO_GOAL)            # re-entering: P8_EBUSY from C
        s = Search(on_event=on, events={"expand"})
        holder.append(s)
        with self.assertRaises(BusyError) as cm:
            s.run(TEXTBOOK, ZERO_GOAL)
        self.assertEqual((cm.exception.code, cm.exception.status), (-8, "P8_EBUSY"))
        self.assertIn("inside its own run", str(cm.exception))
        holder.clear()

    def test_configure_while_running_is_busy(self):
        holder = []

        def on(name, state, g, h):
            holder[0].configure(algorithm="bfs")
        s = Search(on_event=on, events={"expand"})
        holder.append(s)
        with self.assertRaises(BusyError):
            s.run(TEXTBOOK, ZERO_GOAL)
        holder.clear()

    def test_callbacks_kept_alive(self):
        # The Search keeps the ctypes callback objects: dropping every other reference is safe.
        s = Search(heuristic=make_manhattan(), on_event=lambda *a: None, events={"goal"})
        gc.collect()
        self.assertEqual(s.run(TEXTBOOK, ZERO_GOAL).length, 26)
        with self.assertRaises(UnsolvableError):
            s.run("213456780")


if __name__ == "__main__":
    unittest.main()
