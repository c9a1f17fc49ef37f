# SPDX-License-Identifier: MIT
"""Planted type errors: mypy --strict must report exactly one error on each line marked
"planted:" and a code in brackets, with that code, and no other (scripts/mypy-check.sh). Each is a mistake a user
could make that the package's annotations catch; a loosened annotation (Any, a missing one)
lets one through, and the check fails. Never run: it is wrong on purpose.
"""
from typing import Tuple

import puzzle8
from puzzle8 import Board, Search, Table


def text_h(state: Tuple[int, ...], goal: Tuple[int, ...]) -> str:
    return "0"


start = Board("8 0 6 5 4 7 2 3 1")
wrong: Board = puzzle8.solve(start)  # planted: [assignment]
moves_plus = puzzle8.solve(start).moves + 1  # planted: [operator]
ms: int = puzzle8.solve(start).stats.elapsed_ms  # planted: [assignment]
rank = Board.from_rank("5")  # planted: [arg-type]
blank: str = start.blank  # planted: [assignment]
start.nosuch()  # planted: [attr-defined]
puzzle8.solve(start, heuristic=text_h)  # planted: [arg-type]
Search(max_expansions="10")  # planted: [arg-type]
Search(weights=1)  # planted: [arg-type]
distance: str = Table().distance(start)  # planted: [assignment]
puzzle8.graph("graph.csv")  # planted: [arg-type]
steps = Search().steps(start, every="10")  # planted: [arg-type]
node_id: str = Search().event_node().g + 1  # planted: [assignment]
why: int = puzzle8.trace_diff("a", "b")  # planted: [assignment]
pdb_value: str = puzzle8.PatternDatabase("1234/5678").value(start)  # planted: [assignment]
puzzle8.PatternDatabase(1234)  # planted: [arg-type]
start.swap("1", 2)  # planted: [arg-type]
cells: str = start.positions()  # planted: [assignment]
puzzle8.dominance("manhattan", text_h)  # planted: [arg-type]
puzzle8.experiment("walk", depths="2,4")  # planted: [arg-type]
puzzle8.Series("astar", weights=(1, 2, 3))  # planted: [arg-type]
puzzle8.Series(heuristic="misplaced")  # planted: [call-arg]
puzzle8.experiment(series=[42])  # planted: [list-item]
b_star: str = puzzle8.effective_branching(52, 5)  # planted: [assignment]
