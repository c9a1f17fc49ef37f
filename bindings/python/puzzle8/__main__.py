"""python3 -m puzzle8 {solve,compare,check,random}: the C `puzzle8` command, in Python.

Same commands, options, output and exit status as bin/puzzle8 (see docs/cli.md): 0 success;
1 no solution (or, for check, not reachable); 2 usage or input error; 3 library or system error.
"""
import argparse
import sys
import time

from . import DUPLICATES, FRONTIERS
from . import (ALGORITHMS, HEURISTICS, Board, BoardError, Error, Search, SearchStopped,
               UnsolvableError, library_version)

PROG = "puzzle8"
DFS_DEFAULT_MAX_EXPANSIONS = 1000000
NAMES = {"U": "up", "D": "down", "L": "left", "R": "right"}


class Usage(Exception):
    pass


def fail(msg):
    print("%s: %s" % (PROG, msg), file=sys.stderr)


def parse_board(what, text):
    try:
        return Board(text)
    except BoardError as e:
        raise Usage('bad %s "%s": %s' % (what, text, e.reason)) from None


def unsolvable(start, goal):
    def part(b):
        n = b.inversions()
        return "%d inversion%s, %s" % (n, "" if n == 1 else "s", "odd" if n % 2 else "even")
    fail("goal is not reachable from start (start has %s; goal has %s)" % (
        part(start), part(goal).replace(" inversions", "").replace(" inversion", "")))
    return 1


def stats_lines(r):
    s = r.stats
    return ["expanded:     %d" % s.expanded, "generated:    %d" % s.generated,
            "duplicates:   %d" % s.duplicates, "max frontier: %d" % s.max_frontier,
            "peak bytes:   %d (%.1f KiB)" % (s.peak_bytes, s.peak_bytes / 1024.0),
            "time:         %.3f ms" % (s.elapsed_ns / 1e6)]


def cmd_solve(a):
    start = parse_board("start board", a.start)
    goal = parse_board("goal board", a.goal) if a.goal else Board.goal()
    kw = {"algorithm": a.algorithm}
    label = a.algorithm
    if a.heuristic:
        kw["heuristic"] = a.heuristic
        label += ", heuristic " + a.heuristic
    if a.weights:
        try:
            kw["weights"] = tuple(int(x) for x in a.weights.split(","))
            if len(kw["weights"]) != 2 or min(kw["weights"]) < 0:
                raise ValueError
        except ValueError:
            raise Usage('bad --weights value "%s": expected WG,WH' % a.weights) from None
        label += ", weights %d,%d" % kw["weights"]
    if a.tree:
        kw["graph"] = False
        label += ", tree search"
    if a.frontier:
        kw["frontier"] = a.frontier
        label += ", frontier " + a.frontier
    if a.duplicates:
        kw["duplicates"] = a.duplicates
        label += ", duplicates " + a.duplicates
    if a.seed is not None:
        kw["seed"] = a.seed
        label += ", seed %d" % a.seed
    if a.max_expansions is not None:
        kw["max_expansions"] = a.max_expansions
        label += ", at most %d expansions" % a.max_expansions
    if a.max_depth is not None:
        kw["max_depth"] = a.max_depth
        label += ", depth limit %d" % a.max_depth
    try:
        r = Search(**kw).run(start, goal)
    except UnsolvableError:
        return unsolvable(start, goal)
    except SearchStopped as e:
        print("algorithm:    " + label)
        print("moves:        (no solution: %s)" % e.detail)
        print("length:       -")
        print("\n".join(stats_lines(e.result)))
        fail("no solution: %s" % e.detail)
        return 1
    print("algorithm:    " + label)
    print("moves:        " + (r.moves or "(none: start is the goal)"))
    print("length:       %d" % r.length)
    print("\n".join(stats_lines(r)))
    if a.show:
        print("\npath:")
        for i, b in enumerate(r.path):
            print("step 0: start" if i == 0 else "step %d: %s (blank %s)" % (
                i, r.moves[i - 1], NAMES[r.moves[i - 1]]))
            print("\n".join("  " + row for row in str(b).split("\n")))
    return 0


COMPARE_ROWS = [  # (label, optimal?, Search keywords)
    ("bfs", True, {"algorithm": "bfs"}),
    ("dfs", False, {"algorithm": "dfs", "_dfs": True}),
    ("dfs, depth limit 31, reopen", False,
     {"algorithm": "dfs", "max_depth": 31, "reopen": True, "_dfs": True}),
    ("ucs", True, {"algorithm": "ucs"}),
    ("greedy, manhattan", False, {"algorithm": "greedy", "heuristic": "manhattan"}),
    ("astar, misplaced", True, {"algorithm": "astar", "heuristic": "misplaced"}),
    ("astar, manhattan", True, {"algorithm": "astar", "heuristic": "manhattan"}),
    ("astar, linear-conflict", True, {"algorithm": "astar", "heuristic": "linear-conflict"}),
    ("astar, manhattan, weights 1,2", False,
     {"algorithm": "astar", "heuristic": "manhattan", "weights": (1, 2)}),
    ("iddfs", True, {"algorithm": "iddfs", "_cap": 20000000}),
    ("idastar, manhattan", True, {"algorithm": "idastar", "heuristic": "manhattan"}),
    ("idastar, linear-conflict", True, {"algorithm": "idastar", "heuristic": "linear-conflict"}),
    ("bibfs", True, {"algorithm": "bibfs"}),
    ("random-walk", False, {"algorithm": "random-walk", "_cap": 10000000}),
]
HEADERS = ["algorithm", "length", "optimal", "expanded", "generated", "max frontier", "peak KiB",
           "time ms"]


def cmd_compare(a):
    start = parse_board("start board", a.start)
    goal = parse_board("goal board", a.goal) if a.goal else Board.goal()
    if not start.solvable(goal):
        return unsolvable(start, goal)
    rows, ref = [], None
    for label, optimal, kw in COMPARE_ROWS:
        kw = dict(kw)
        is_dfs = kw.pop("_dfs", False)
        cap = kw.pop("_cap", None)
        if a.max_expansions is not None:
            kw["max_expansions"] = a.max_expansions
        elif is_dfs:
            kw["max_expansions"] = DFS_DEFAULT_MAX_EXPANSIONS
        elif cap is not None:
            kw["max_expansions"] = cap
        try:
            r = Search(**kw).run(start, goal)
            length = str(r.length)
        except SearchStopped as e:
            r = e.result
            length = {"P8_ELIMIT": "limit", "P8_ENOTFOUND": "none"}.get(r.status, "stopped")
        if ref is None and optimal and r.solved:
            ref = (label, r.length)
        s = r.stats
        rows.append([label, length, r, str(s.expanded), str(s.generated), str(s.max_frontier),
                     str((s.peak_bytes + 1023) // 1024), "%.2f" % (s.elapsed_ns / 1e6)])
    for row in rows:
        r = row[2]
        row[2] = "\u2014" if not r.solved or ref is None else ("yes" if r.length == ref[1] else "no")
    table = [HEADERS] + rows
    width = [max(len(row[c]) for row in table) for c in range(len(HEADERS))]
    print("start %s, goal %s\n" % (start.format("line"), goal.format("line")))
    for row in table:
        cells = [row[c].ljust(width[c]) if c in (0, 2) else row[c].rjust(width[c])
                 for c in range(len(HEADERS))]
        print("  ".join(cells).rstrip())
    if ref:
        print("\noptimal: compared with the length found by %s (%d moves)." % ref)
    else:
        print("\noptimal: unknown, as no optimal configuration finished.")
    if a.max_expansions is None:
        print("DFS rows stop after %d expansions, iddfs after 20000000, random-walk after "
              "10000000 moves\n(--max-expansions changes every row)." % DFS_DEFAULT_MAX_EXPANSIONS)
    return 0


def cmd_check(a):
    start = parse_board("start board", a.start)
    goal = parse_board("goal board", a.goal) if a.goal else Board.goal()
    for name, b in (("start", start), ("goal", goal)):
        n = b.inversions()
        print("%-9s %s   inversions %2d (%s)" % (name + ":", b.format("line"), n,
                                                 "odd" if n % 2 else "even"))
    ok = start.solvable(goal)
    print("solvable: " + ("yes, the inversion parities are equal" if ok
                          else "no, the inversion parities differ"))
    return 0 if ok else 1


def cmd_random(a):
    goal = parse_board("goal board", a.goal) if a.goal else Board.goal()
    seed = a.seed
    if seed is None:
        seed = time.time_ns() & 0xFFFFFFFFFFFFFFFF
        fail("random: using --seed %d" % seed)
    b = goal.scramble(a.scramble, seed) if a.scramble is not None else Board.random(seed, goal)
    print(b.format(a.format))
    return 0


def count(text):
    if not text.isdigit():
        raise argparse.ArgumentTypeError('bad value "%s": expected a number >= 0' % text)
    return int(text)


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise Usage(message)


def parser():
    p = Parser(prog=PROG, description="The 8-puzzle and state-space search (libpuzzle8, Python).")
    p.add_argument("--version", action="version",
                   version="%s (Python) with libpuzzle8 %s" % (PROG, library_version))
    sub = p.add_subparsers(dest="command", metavar="{solve,compare,check,random}")
    s = sub.add_parser("solve", help="solve a board")
    s.add_argument("start")
    s.add_argument("--algorithm", choices=ALGORITHMS, default="astar")
    s.add_argument("--heuristic", choices=HEURISTICS)
    s.add_argument("--goal")
    s.add_argument("--weights", metavar="WG,WH")
    s.add_argument("--tree", action="store_true", help="tree search (no table of seen states)")
    s.add_argument("--frontier", choices=FRONTIERS)
    s.add_argument("--duplicates", choices=DUPLICATES)
    s.add_argument("--seed", type=count, metavar="N")
    s.add_argument("--max-expansions", type=count, metavar="N")
    s.add_argument("--max-depth", type=count, metavar="N")
    s.add_argument("--show", action="store_true", help="print every board along the solution")
    s.set_defaults(fn=cmd_solve)
    c = sub.add_parser("compare", help="compare the algorithms on one board")
    c.add_argument("start")
    c.add_argument("--goal")
    c.add_argument("--max-expansions", type=count, metavar="N")
    c.set_defaults(fn=cmd_compare)
    k = sub.add_parser("check", help="is GOAL reachable from START?")
    k.add_argument("start")
    k.add_argument("goal", nargs="?")
    k.set_defaults(fn=cmd_check)
    r = sub.add_parser("random", help="a random board that reaches the goal")
    r.add_argument("--seed", type=count)
    r.add_argument("--goal")
    r.add_argument("--scramble", type=count, metavar="K")
    r.add_argument("--format", choices=("line", "grid", "compact"), default="line")
    r.set_defaults(fn=cmd_random)
    return p


def main(argv=None):
    try:
        a = parser().parse_args(argv)
        if not a.command:
            raise Usage("missing command (see '%s --help')" % PROG)
        return a.fn(a)
    except Usage as e:
        fail(str(e))
        return 2
    except Error as e:
        fail(str(e))
        return 3
    except (BrokenPipeError, OSError) as e:
        fail(str(e))
        return 3


if __name__ == "__main__":
    sys.exit(main())
