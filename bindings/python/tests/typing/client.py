# SPDX-License-Identifier: MIT
"""A client of the whole public API of puzzle8, written as a user's program would be: checked by
mypy --strict against the package's annotations (scripts/mypy-check.sh, and against an installed
package by scripts/python-package-check.sh), and run (it prints "client ok" at the end), so the
annotations are shown to describe what the calls really take and return.
"""
import io
import os
import sys
import tempfile
from typing import Any, Dict, List, Optional, Tuple, Union

import puzzle8
from puzzle8 import (Board, CompareRow, EventNode, FrontierEntry, HeuristicCheck, PatternDatabase,
                     Result, Search, Snapshot, Stats, SVG, Table)
from puzzle8.frontier import SortedFrontier


def my_h(state: Tuple[int, ...], goal: Tuple[int, ...]) -> int:
    return sum(1 for s, g in zip(state, goal) if s and s != g)


def main() -> None:
    start = Board("8 0 6 5 4 7 2 3 1")
    goal: Board = Board.goal()
    same: bool = Board([8, 0, 6, 5, 4, 7, 2, 3, 1]) == start
    tiles: Tuple[int, ...] = start.tiles
    moves: List[str] = start.legal_moves()
    moved: Board = start.move("L").move(3).apply("LR")
    text: str = start.format("grid") + start.compact() + repr(Board.from_rank(0))
    numbers: List[int] = [start.blank, start.rank(), start.inversions(), start.tile_at(0, 0),
                          start.heuristic("manhattan"), start.heuristic("misplaced", goal)]
    flags: List[bool] = [same, start.solvable(), start.solvable("1 2 3 4 5 6 7 8 0")]
    other: Board = Board.random(2026).scramble(10, seed=1)
    picture: SVG = start.svg(moved=5)
    cells: Tuple[int, ...] = start.positions()
    layouts: List[Board] = [Board.from_positions(cells), Board.from_positions([8, 0, 1, 2, 3, 4, 5, 6, 7]),
                            Board.from_columns("1 4 7 2 5 8 3 6 0"), start.transpose(), start.swap(1, 2)]
    flags.append(layouts[0] == start and layouts[2] == goal and not layouts[4].solvable())

    r: Result = puzzle8.solve(start, algorithm="idastar", heuristic="linear-conflict")
    stats: Stats = r.stats
    path: List[Board] = r.path
    parts: Tuple[bool, str, int, str, int, float, Optional[str]] = (
        r.solved, r.moves, r.length, r.status, r.code, stats.elapsed_ms, r.algorithm)
    frontier_size: int = r.stat("frontier")
    film: SVG = r.svg(per_row=4)

    events: List[str] = []

    def on_event(name: str, state: Tuple[int, ...], g: int, h: int) -> bool:
        events.append(name)
        if name == "expand" and len(events) < 3:
            node: EventNode = s.event_node()
            entries: List[FrontierEntry] = s.frontier(2)
            events.extend(str(e.board) for e in entries[:0])
            return bool(node.g > 100)
        return False

    with Search(algorithm="astar", heuristic=my_h, on_event=on_event, events={"expand"},
                max_expansions=100000, weights=(1, 1)) as s:
        s.configure(frontier="bucket", graph=True, max_time_ms=None)
        r2: Result = s.run(start, goal)
        snap: Snapshot = s.snapshot()
        used: Tuple[bool, str, str] = (s.weights_used, s.frontier_used, s.errmsg)
        expanded: int = s.stat("expanded")
        row: CompareRow = s.compare_row(0)
        s.configure(algorithm="ucs", frontier=SortedFrontier(), on_event=None)
        it = s.steps(start, every=1000)
        batches = 0
        try:
            while True:
                step: Snapshot = next(it)
                batches += step.expanded > 0
        except StopIteration as done:
            r3: Result = done.value
        tree: str = s.tree_svg(start, expansions=3)
        dot: str = s.tree_svg(start, expansions=3, dot=True)
    rows: List[CompareRow] = puzzle8.compare_rows()

    t = Table()
    facts: List[int] = [t.states, t.max_distance, t.distance(start), t.distance_of_rank(Board("1 2 3 4 5 6 7 0 8").rank()),
                        t.count_solutions(start), t.nbytes]
    floats: List[float] = [t.mean, t.build_ms]
    hist: List[int] = t.histogram()
    sols: List[str] = t.solutions(start, limit=2)
    best: str = t.optimal_moves(start)
    far: Board = t.random_board(31, 7)
    rt: Result = t.solve(far)
    visited: int = t.solve_all(lambda s0, m: len(m) > 3)
    check: HeuristicCheck = puzzle8.check_heuristic("manhattan")
    mine: HeuristicCheck = t.check(my_h)
    verdict: str = check.verdict + str(mine)
    worst: Optional[Board] = check.worst_board
    dom: Dict[str, Optional[int]] = puzzle8.dominance("manhattan", my_h)

    pdb = PatternDatabase("1234/5678")
    pdb2 = PatternDatabase([[1, 2, 3], [4, 5, 6], (7, 8)], goal=goal)
    pdb_facts: List[int] = [pdb.value(start), pdb.entries, pdb.bytes, pdb.build_ns,
                            sum(pdb.group_values("8 6 7 2 5 4 3 0 1"))]
    pdb_text: str = pdb.name + repr(pdb2) + str(pdb.goal)
    pdb_groups: Tuple[Tuple[int, ...], ...] = pdb2.groups
    by_pdb: List[Result] = [puzzle8.solve(start, heuristic=pdb), puzzle8.solve(start, heuristic="pdb:123/456/78")]
    with Search(algorithm="idastar", heuristic=pdb2) as ps:
        by_pdb.append(ps.run(start))
    pdb_check: HeuristicCheck = puzzle8.check_heuristic(pdb)
    pdb_dom: Optional[int] = puzzle8.dominance(pdb, "manhattan")["a_dominates"]
    pdb_facts.append(t.check("pdb:12/34/56/78").states)
    buf = io.StringIO()
    written: int = puzzle8.graph(buf, format="csv-nodes", components=0, table=t)

    with tempfile.TemporaryDirectory() as d:
        trace = os.path.join(d, "a.jsonl")
        with Search(algorithm="bfs", trace=trace) as traced:
            traced.run("1 2 3 4 5 6 0 7 8")
        with open(trace, encoding="utf-8") as f:
            lines = f.read().splitlines()
        diff = puzzle8.diff_traces(trace, lines)
        line_why: Optional[str] = puzzle8.trace_diff(lines[1], lines[1])
    if diff is not None:
        at: Tuple[int, Optional[int], str] = (diff.line, diff.event, diff.why)
        print(at)
    if sys.platform != "win32":     # a program that prints nothing: not a trace, its board fails
        report: puzzle8.GradeReport = puzzle8.grade([sys.executable, "-c", "pass"], boards=1,
                                                    max_distance=2, duplicates="graph-undo")
        first: puzzle8.GradeTest = report.tests[0]
        graded: Tuple[bool, int, int, str] = (report.passed, report.score, report.max_score,
                                              first.output)
        assert not graded[0] and not report.failed()[0].passed, graded

    try:
        puzzle8.solve("1 2 3 4 5 6 8 7 0")
    except puzzle8.UnsolvableError as e:
        why: Optional[str] = e.status
        print(why, e.code, e.message)
    except puzzle8.Error:
        raise
    try:
        Board("1 1 2 3 4 5 6 7 8")
    except puzzle8.BoardError as e:
        reason: str = e.reason
        print(reason)
    try:
        puzzle8.solve(start, algorithm="bfs", max_expansions=3)
    except puzzle8.SearchStopped as e:
        partial: Optional[object] = e.result
        print(type(e).__name__, partial is not None)

    # Experiments: the rows, the library's tables and plot, b*.
    exp: puzzle8.Experiment = puzzle8.experiment("walk", seed=1, boards=2, depths=[2, 4],
                                                 progress=lambda done, total: done > total)
    exp_rows: List[Dict[str, Any]] = exp.rows
    exp_text: str = exp.text() + exp.csv() + exp.markdown() + exp.json()
    exp_svg: str = exp.svg("bstar")
    bstar: float = puzzle8.effective_branching(52.0, 5)
    exp_names: Tuple[str, ...] = puzzle8.EXPERIMENTS
    series: List[Union[str, puzzle8.Series]] = [
        puzzle8.Series("iddfs", label="IDS", duplicates="none", max_expansions=500000),
        puzzle8.Series("astar", heuristic="misplaced", weights=(1, 1), frontier="heap", reopen=True,
                       max_depth="none"),
        "A*(h2)=astar,duplicates=graph-undo"]
    own: puzzle8.Experiment = puzzle8.experiment(series=series, boards=1, depths=[2])
    print(own.labels, file=sys.stderr)
    print(len(exp_rows), exp.labels, exp.interrupted, len(exp_text), len(exp_svg), bstar,
          exp_names, file=sys.stderr)

    info: Tuple[str, str, int] = (puzzle8.library_version, puzzle8.library_path, puzzle8.ABI_MAJOR)
    names: Tuple[str, ...] = (puzzle8.ALGORITHMS + puzzle8.HEURISTICS + puzzle8.FRONTIERS +
                              puzzle8.EVENTS + puzzle8.MOVES + puzzle8.DUPLICATES + puzzle8.GRAPH_FORMATS)
    print(len(tiles), len(moves), moved, len(text), numbers, flags, other, len(picture), len(path),
          parts, frontier_size, len(film), r2.length, snap.expanded, used, expanded, row.label,
          batches, r3.length, len(tree), len(dot), len(rows), facts, floats, len(hist), sols,
          best, rt.length, visited, verdict.splitlines()[0], worst, sorted(dom), written,
          pdb_facts, pdb_text, pdb_groups, [x.length for x in by_pdb], pdb_check.verdict, pdb_dom,
          line_why, info, len(names), file=sys.stderr)
    print("client ok")


if __name__ == "__main__":
    main()
