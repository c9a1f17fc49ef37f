#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The textbook comparison: BFS vs A* (misplaced tiles) vs A* (Manhattan distance) on
7 2 4 / 5 0 6 / 8 3 1 to the goal 0 1 2 / 3 4 5 / 6 7 8 (an optimal solution has 26 moves).

Run from a source checkout after `make`:
    PYTHONPATH=bindings/python python3 bindings/python/examples/textbook.py
"""
import puzzle8

START = "7 2 4 5 0 6 8 3 1"
GOAL = "0 1 2 3 4 5 6 7 8"
RUNS = [("BFS", "bfs", None), ("A* misplaced", "astar", "misplaced"),
        ("A* Manhattan", "astar", "manhattan")]


def main() -> None:
    start, goal = puzzle8.Board(START), puzzle8.Board(GOAL)
    print("start:\n%s\n\ngoal:\n%s\n" % (start, goal))
    print("%-14s %6s %10s %10s" % ("algorithm", "length", "expanded", "time ms"))
    for label, algorithm, heuristic in RUNS:
        r = puzzle8.solve(start, goal, algorithm=algorithm, heuristic=heuristic)
        print("%-14s %6d %10d %10.2f" % (label, r.length, r.stats.expanded, r.stats.elapsed_ms))
    print("\nsolution: %s" % r.moves)


if __name__ == "__main__":
    main()
