#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write your own frontier and plug it into a search (issue 11's tutorial, in Python; the C
version is examples/frontier.c and prints the same table). A sorted list with the heap's order
(key, then h, then first pushed) gives exactly the heap's node counts; a beam (keep the best K,
drop the rest) is faster and smaller but neither complete nor optimal: on the textbook board
K = 20 finds 36 moves (26 are optimal) and K = 1 finds nothing.

Run from a source checkout after `make`:
    PYTHONPATH=bindings/python python3 bindings/python/examples/frontier.py ["START"]
"""
import sys
from typing import Any, List, Optional

import puzzle8
from puzzle8.frontier import SortedFrontier

GOAL = "0 1 2 3 4 5 6 7 8"


class Beam(SortedFrontier):
    """The sorted list, keeping only the best k entries: a push past k drops the worst ones,
    which sit at the front (the list is in descending order; pop() takes the last)."""

    def __init__(self, k: int) -> None:
        super().__init__()
        self.k = k

    def push(self, node: int, key: int, g: int, h: int) -> None:
        super().push(node, key, g, h)
        if len(self.entries) > self.k:
            del self.entries[:len(self.entries) - self.k]


def run(label: str, frontier: Any, start: puzzle8.Board, goal: puzzle8.Board) -> puzzle8.Result:
    """A* Manhattan with `frontier` ("heap" or an object); prints a line, returns the Result."""
    r: Optional[puzzle8.Result]
    try:
        r = puzzle8.Search(algorithm="astar", frontier=frontier).run(start, goal)
    except puzzle8.SearchStopped as e:   # NotFound: the beam's frontier ran dry
        r = e.result                     # the partial result: there always is one here
        assert r is not None
    print("%-14s %-11s length %3d  expanded %6d  generated %6d"
          % (label, r.status, r.length, r.stats.expanded, r.stats.generated))
    return r


def main(argv: List[str]) -> int:
    start = puzzle8.Board(argv[1] if len(argv) > 1 else "7 2 4 5 0 6 8 3 1")
    goal = puzzle8.Board(GOAL)
    heap = run("heap", "heap", start, goal)
    listed = run("sorted list", SortedFrontier(), start, goal)
    run("beam 20", Beam(20), start, goal)    # solves, but not optimally
    run("beam 1", Beam(1), start, goal)      # drops every alternative: P8_ENOTFOUND
    same = heap.stats.expanded == listed.stats.expanded   # the same order: the heap's search
    print("sorted list and heap expand the same nodes: %s" % ("yes" if same else "NO"))
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
