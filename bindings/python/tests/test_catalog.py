# SPDX-License-Identifier: MIT
"""The configuration table from Python: choices, algorithm_info, heuristic_info, options, and a
search's options by name (Search.set_option, option, option_used)."""
import unittest

import puzzle8
from puzzle8 import InvalidArgumentError, Search


class TestChoices(unittest.TestCase):
    def test_lists_are_the_library_s(self):
        self.assertEqual(tuple(c.name for c in puzzle8.choices("algorithm")), puzzle8.ALGORITHMS)
        self.assertEqual(tuple(c.name for c in puzzle8.choices("heuristic")), puzzle8.HEURISTICS)
        self.assertEqual(tuple(c.name for c in puzzle8.choices("frontier")), puzzle8.FRONTIERS)
        self.assertEqual(tuple(c.name for c in puzzle8.choices("duplicates")), puzzle8.DUPLICATES)
        self.assertEqual(tuple(c.name for c in puzzle8.choices("event")), puzzle8.EVENTS)
        self.assertEqual([c.name for c in puzzle8.choices("limit")],
                         ["max-expansions", "max-depth", "max-memory", "max-time"])
        for kind in puzzle8.catalog.CHOICE_KINDS:
            for i, c in enumerate(puzzle8.choices(kind)):
                self.assertEqual((c.kind, c.value), (kind, i))
                self.assertTrue(c.label and c.summary.endswith("."))
                self.assertEqual(puzzle8.choice(kind, c.name.upper()), c)
                self.assertEqual(puzzle8.choice(kind, i), c)
                for a in c.aliases:
                    self.assertEqual(puzzle8.choice(kind, a).value, i)

    def test_labels_and_aliases(self):
        self.assertEqual(puzzle8.choice("algorithm", "ids").label, "IDS")
        self.assertEqual(puzzle8.choice("algorithm", "A*").name, "astar")
        self.assertEqual(puzzle8.choice("heuristic", "h1").name, "misplaced")
        self.assertEqual(puzzle8.choice("heuristic", "manhattan").label, "h2")

    def test_refused(self):
        for kind, name in (("algorithm", "nope"), ("algorithm", "a*\0"), ("algorithm", 11),
                           ("algorithm", -1), ("colour", "red")):
            with self.assertRaises(InvalidArgumentError, msg=(kind, name)):
                puzzle8.choice(kind, name)
        with self.assertRaises(InvalidArgumentError) as cm:
            puzzle8.choice("algorithm", "x" * 10_000_000)
        self.assertLess(len(str(cm.exception)), 400)            # the name cut in the message

    def test_algorithm_info(self):
        info = puzzle8.algorithm_info("ida*")
        self.assertEqual(info, puzzle8.AlgorithmInfo("idastar", "lifo", (1, 1), "parent", True,
                                                     "manhattan", "deepen-f", True, "path"))
        self.assertFalse(puzzle8.algorithm_info("greedy").optimal)
        self.assertEqual(puzzle8.algorithm_info("smastar").memory, "budget")
        for name in puzzle8.ALGORITHMS:                         # the preset is what a search gets
            s, info = Search(name), puzzle8.algorithm_info(name)
            self.assertEqual((s.option("frontier"), s.option("duplicates"), s.option("driver"),
                              s.option("heuristic"), s.option("weights")),
                             (info.frontier, info.duplicates, info.driver, info.heuristic,
                              "%d,%d" % info.weights))

    def test_heuristic_info(self):
        self.assertEqual(puzzle8.heuristic_info("manhattan"),
                         puzzle8.HeuristicInfo("manhattan", True, True))
        self.assertEqual(puzzle8.heuristic_info("corner-tiles"),
                         puzzle8.HeuristicInfo("corner-tiles", True, False))

    def test_options(self):
        names = [o.name for o in puzzle8.options()]
        self.assertEqual(names[0], "algorithm")
        self.assertIn("node-budget", names)
        by = {o.name: o for o in puzzle8.options()}
        self.assertEqual(by["heuristic"].choices, "heuristic")
        self.assertIsNone(by["weights"].choices)
        self.assertEqual(by["weights"].argument, "WG,WH")


class TestSearchOptions(unittest.TestCase):
    def test_set_get(self):
        s = Search()
        s.set_option("algorithm", "IDS")
        self.assertEqual(s.algorithm, "iddfs")
        self.assertEqual(s.option("duplicates"), "parent")
        s.set_option("algorithm", "astar").set_option("heuristic", "h1")
        s.set_option("weights", (1, 2)).set_option("reopen", False).set_option("max-depth", 20)
        self.assertEqual([s.option(n) for n in ("heuristic", "weights", "reopen", "max-depth")],
                         ["misplaced", "1,2", "off", "20"])
        s.set_option("max-depth", None)
        self.assertEqual(s.option("max-depth"), "none")
        r = s.set_option("weights", (1, 1)).run("8 0 6 5 4 7 2 3 1")
        self.assertEqual(r.length, Search("astar", heuristic="misplaced").run("806547231").length)

    def test_refused_with_the_library_s_sentence(self):
        s = Search()
        with self.assertRaises(InvalidArgumentError) as cm:
            s.set_option("heuristic", "euclid\nPASS")
        self.assertIn('unknown heuristic "euclid\\x0aPASS": one of zero,', str(cm.exception))
        with self.assertRaises(InvalidArgumentError) as cm:
            s.set_option("colour", "red")
        self.assertIn('unknown option "colour"', str(cm.exception))
        with self.assertRaises(InvalidArgumentError):
            s.set_option("seed", "1\0")
        with self.assertRaises(InvalidArgumentError):
            s.option("colour")
        self.assertEqual(s.option("heuristic"), "manhattan")    # unchanged

    def test_option_used(self):
        s = Search("bfs")
        used, why = s.option_used("weights")
        self.assertFalse(used)
        self.assertIn("fifo frontier", why)
        self.assertEqual(Search("smastar").option_used("node-budget"), (True, ""))
        with self.assertRaises(InvalidArgumentError):
            s.option_used("colour")


if __name__ == "__main__":
    unittest.main()
