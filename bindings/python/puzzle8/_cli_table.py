# SPDX-License-Identifier: MIT
"""python3 -m puzzle8: the commands on the whole state space (distance, histogram,
check-heuristic, graph) and the table's part of `random --distance D` and
`solve --algorithm table`; tools/cmd_table.c function by function, on puzzle8.table.

The helpers (arguments, messages, the output stream) are __main__.py's: it calls bind() with
itself (imported as puzzle8.__main__ or run as __main__, it is one module object either way).
"""
import ctypes
import errno
import os

from . import _lib
from ._lib import lib, text
from .board import Board
from .errors import Error, UnsolvableError
from .table import (CHECK_NAMES, DOMINANCE_NAMES, GRAPH_FORMATS, PathFn, Table, WriteFn, _f,
                    check_heuristic, dominance)

cli = None   # the module of the command (__main__.py), set by bind()
NO_RANK = 362880   # P8_NO_RANK


def bind(module):
    global cli
    cli = module


def lib_error(what, code):
    """cli_library_error without a search: the status's text; exit status 3."""
    cli.error("%s: %s" % (what, cli.strerror(code)))
    raise cli.Exit(cli.FAILURE)


def build_table(goal):
    """The table of goal (a Board; None: the default goal)."""
    try:
        return Table(goal)
    except Error as e:
        lib_error("cannot build the distance table", e.code)


def goal_board(text_):
    """The goal option text as a Board (None: the default goal, a real board either way)."""
    return cli.parse_board("goal board", text_) if text_ is not None else Board.goal()


# ---- distance [--goal G] [--list N] BOARD --------------------------------------------------------
def cmd_distance(argv):
    a = cli.Args(argv, 2, "distance")
    pos = cli.Boards(a, 1)
    goal_text = list_ = None
    for name, value in a:
        if name is None:
            pos.add(value)
        elif name == "--goal":
            goal_text = a.value(name, value)
        elif name == "--list":
            list_ = cli.parse_u64("--list", a.value(name, value), cli.UINT64_MAX)
        else:
            a.unknown_option(name)
    b = cli.parse_board("board", pos.end("distance", "BOARD")[0])
    goal = goal_board(goal_text)
    t = build_table(goal)
    try:
        d = t.distance(b)
        mask = t.optimal_moves(b)
        count = t.count_solutions(b)
    except UnsolvableError:
        cli.unsolvable(b, goal)
    except Error as e:
        lib_error("distance", e.code)
    cli.say("board:      " + b.format("line"))
    cli.say("goal:       " + goal.format("line"))
    cli.say("distance:   %d" % d)
    best = "".join(" %s (%s)" % (m, text(lib.p8_move_name(_lib.MOVE_LETTERS.index(m)))) for m in mask)
    cli.say("best moves:%s" % (best or " none: the board is the goal"))
    cli.say("solutions:  %d optimal" % count)
    if list_ is not None:
        left = [list_ or cli.UINT64_MAX]

        def print_solution(start, moves, length, _ud):
            cli.say("".join(_lib.MOVE_LETTERS[moves[i]] for i in range(length))
                    or "(none: the board is the goal)")
            left[0] -= 1
            return 1 if left[0] == 0 else 0          # 1: enough listed
        cli.say()
        rc = _f.p8_table_list_solutions(t._h, b._h, PathFn(print_solution), None)
        if rc < 0:
            lib_error("distance", rc)
        if list_ and list_ < count:
            cli.say("(%d of %d listed)" % (list_, count))
    return cli.OK


# ---- histogram [--goal G] ------------------------------------------------------------------------
def cmd_histogram(argv):
    a = cli.Args(argv, 2, "histogram")
    goal_text = None
    for name, value in a:
        if name is None:
            a.unexpected(value)
        if name != "--goal":
            a.unknown_option(name)
        goal_text = a.value(name, value)
    goal = goal_board(goal_text)
    t = build_table(goal)
    counts = t.histogram()
    states = t.states
    cli.say("goal:     " + goal.format("line"))
    cli.say("boards:   %d (every board that reaches the goal)" % states)
    cli.say("distance: 0 .. %d moves, mean %.2f" % (len(counts) - 1, t.mean))
    cli.say()
    cli.say("distance   boards")
    for d, n in enumerate(counts):
        cli.say("%8d %8d" % (d, n))
    return cli.OK


# ---- check-heuristic [--goal G] [--against H2] H|all ---------------------------------------------
def finding_line(name, value):
    if value == NO_RANK and "rank" in name:
        return "  %-20s -" % name
    return "  %-20s %d" % (name, value)


def check_one(h, goal, t, against):
    try:
        c = check_heuristic(h, table=t)
    except Error as e:
        lib_error("check-heuristic", e.code)
    cli.say("heuristic: %s\ngoal:      %s\n" % (h, goal.format("line")))
    for name in CHECK_NAMES:
        cli.say(finding_line(name, c.findings[name]))
    cli.say("\nverdict:")
    for line in c.verdict.split("\n"):
        if line:                                     # strtok: no empty lines
            cli.say("  " + line)
    if against is not None:
        try:
            dom = dominance(h, against, goal)
        except Error as e:
            lib_error("check-heuristic", e.code)
        cli.say("\nagainst %s (a = %s, b = %s):" % (against, h, against))
        for name in DOMINANCE_NAMES:
            cli.say(finding_line(name, NO_RANK if dom[name] is None else int(dom[name])))
    return cli.OK if c.findings["admissible"] and c.findings["consistent"] else cli.NO_SOLUTION


def cmd_check_heuristic(argv):
    a = cli.Args(argv, 2, "check-heuristic")
    known = cli.names(lib.p8_heuristic_name)
    goal_text = which = against = None
    for name, value in a:
        if name is None:
            if which is not None:
                a.unexpected(value)
            which = value
        elif name == "--goal":
            goal_text = a.value(name, value)
        elif name == "--against":
            against = cli.parse_name("--heuristic", a.value(name, value), known)
        else:
            a.unknown_option(name)
    if which is None:
        cli.usage("check-heuristic: missing HEURISTIC (a built-in name or all; see '%s --help')"
                  % cli.PROG)
    if which != "all":
        cli.parse_name("--heuristic", which, known)
    goal = goal_board(goal_text)
    t = build_table(goal)
    worst = cli.OK
    for i, h in enumerate(known if which == "all" else [which]):
        if i:
            cli.say()
        worst = max(worst, check_one(h, goal, t, against))
    return worst


# ---- graph [--format F] [--component C] [--distances] [--goal G] [--output FILE] -----------------
def parse_graph_format(s):
    if s not in GRAPH_FORMATS:
        cli.usage("bad --format %s: expected one of csv, csv-nodes, graphml, dot" % cli.quote(s))
    return GRAPH_FORMATS.index(s)


def cmd_graph(argv):
    a = cli.Args(argv, 2, "graph")
    goal_text = output = None
    component, fmt, distances, components, t = "all", 0, False, 3, None
    for name, value in a:
        if name is None:
            a.unexpected(value)
        if name == "--distances":
            if value is not None:
                cli.usage("graph: option --distances takes no value")
            distances = True
            continue
        if name not in ("--format", "--goal", "--output", "--component"):
            a.unknown_option(name)
        v = a.value(name, value)
        if name == "--format":
            fmt = parse_graph_format(v)
        elif name == "--goal":
            goal_text = v
        elif name == "--output":
            output = v
        else:
            component = v
    if component not in ("all", "goal", "other"):
        cli.usage("bad --component %s: expected all, goal or other" % cli.quote(component))
    goal = goal_board(goal_text)
    if component != "all":
        c = goal.inversions() & 1
        components = 1 << (c if component == "goal" else 1 - c)
    if distances:
        t = build_table(goal)
    sink = {"f": None, "err": 0}
    if output is not None:
        try:
            sink["f"] = open(output, "wb")
        except OSError as e:
            cli.error("graph: cannot open %s: %s" % (output, os.strerror(e.errno or errno.EIO)))
            raise cli.Exit(cli.FAILURE)

    def write_file(data, length, _ud):
        chunk = ctypes.string_at(data, length)
        if sink["f"] is None:                        # stdout: the command's Stream
            cli.out.write(chunk.decode("ascii", "surrogateescape"))
            return -1 if cli.out.errno is not None else 0
        try:
            sink["f"].write(chunk)
            return 0
        except OSError as e:
            sink["err"] = e.errno or errno.EIO
            return -1
    rc = _f.p8_graph_write(fmt, components, t._h if t is not None else None, WriteFn(write_file),
                           None)
    if sink["f"] is not None:
        try:
            sink["f"].close()
        except OSError as e:
            if rc == 0:
                sink["err"], rc = e.errno or errno.EIO, -1
    if rc != 0:           # on stdout, main() reports the write error (the Stream remembers it)
        if output is not None or rc != -1:
            cli.error("graph: cannot write %s: %s" % (
                output if output is not None else "the output",
                os.strerror(sink["err"]) if rc == -1 else cli.strerror(rc)))
        return cli.FAILURE
    return cli.OK


# ---- the hooks of random and solve ---------------------------------------------------------------
def random_at_distance(goal, distance, seed):
    """For `random --distance D`: a random Board D moves from goal (None: the default goal)."""
    t = build_table(goal)
    if distance > t.max_distance:
        cli.usage("random: no board is %d moves from the goal (the farthest are %d)"
                  % (distance, t.max_distance))
    try:
        return t.random_board(distance, seed)
    except Error as e:
        lib_error("random", e.code)


def table_solve(start, goal):
    """For `solve --algorithm table`: build goal's table and walk down it; a Result.
    UnsolvableError is left to the caller; another failure is "search failed"."""
    try:
        return Table(goal).solve(start)
    except UnsolvableError:
        raise
    except Error as e:
        lib_error("search failed", e.code)
