# SPDX-License-Identifier: MIT
"""python3 -m puzzle8: the C command `puzzle8` (tools/*.c), written on the Python binding.

It mirrors the C command exactly: the same commands and options, the same output on stdout, the
same one-line messages on stderr and the same exit status (0 success; 1 no solution, or for check
not reachable; 2 usage or input error; 3 library or system error). test/cli_cases.txt is one table
of cases that test/cli_parity_test.sh runs against both. The code follows tools/*.c function by
function, so that a change to one is easy to carry to the other. See docs/cli.md.
"""
import ctypes
import errno
import os
import re
import signal
import sys
import time

from . import _cli_table, _cli_view, _lib
from ._lib import lib, text
from .board import Board
from .errors import BoardError, Error, OutOfMemoryError, SearchStopped, UnsolvableError, error_for
from .search import Search

PROG = "puzzle8"
OK, NO_SOLUTION, USAGE, FAILURE = 0, 1, 2, 3
UINT_MAX, UINT64_MAX = 2 ** 32 - 1, 2 ** 64 - 1
DFS_DEFAULT_MAX_EXPANSIONS = 1000000   # tools/cmd_compare.c
FORMATS = ("line", "grid", "compact")  # P8_FORMAT_LINE, _GRID, _COMPACT


class Exit(Exception):
    """Ends the command with this exit status (its message is already on stderr)."""

    def __init__(self, status):
        super().__init__(status)
        self.status = status


# ---- Output: C's stdio, in Python ----------------------------------------------------------------
class Stream:
    """A standard stream written as C's stdio writes it: UTF-8 bytes (argv's undecodable bytes kept
    as they were), held until `chunk` bytes or a flush (each line on a terminal), the first write
    error remembered and later output dropped. A stream without .buffer (io.StringIO) gets str."""

    def __init__(self, stream, chunk=4096):
        self.stream, self.chunk, self.errno, self.pending = stream, chunk, None, bytearray()
        self.raw = getattr(stream, "buffer", None)
        try:
            self.tty = stream.isatty()
        except (AttributeError, OSError, ValueError):
            self.tty = False

    def write(self, s):
        if self.errno is not None:
            return
        if self.stream is None:                       # the interpreter started with the fd closed
            self.errno = errno.EBADF
        elif self.raw is None:
            try:
                self.stream.write(s)
            except (OSError, ValueError) as e:
                self._failed(e)
        else:
            self.pending += s.encode("utf-8", "surrogateescape")
            if self.tty or len(self.pending) >= self.chunk:
                self.flush()

    def flush(self):
        """Write what is pending; the errno of the first failed write, or None."""
        try:
            while self.errno is None and self.pending:
                n = self.raw.write(bytes(self.pending))
                if not n:
                    raise OSError(errno.EAGAIN, os.strerror(errno.EAGAIN))
                del self.pending[:n]
            if self.errno is None and self.stream is not None:
                (self.raw or self.stream).flush()
        except (OSError, ValueError) as e:
            self._failed(e)
        return self.errno

    def _failed(self, e):
        self.errno = getattr(e, "errno", None) or errno.EBADF
        del self.pending[:]
        # Bytes left in Python's own buffer would fail again when the interpreter flushes at exit
        # (a message and exit status 120): point the descriptor at /dev/null.
        try:
            fd = self.stream.fileno()
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, fd)
            os.close(null)
        except (OSError, ValueError, AttributeError):
            pass


out = err = None   # the Streams of the command being run


def say(line=""):
    out.write(line + "\n")


def error(msg):
    """One line "puzzle8: msg" on stderr (cli_error); write errors on stderr are ignored, as in C."""
    err.write("%s: %s\n" % (PROG, msg))
    err.flush()


def quote(s, cap=96):
    """cli_quote: s in double quotes for a one-line message, control characters escaped, long
    text shortened; byte for byte what the C command prints."""
    keep = cap - 8 if cap > 8 else 0
    q = bytearray(b'"')
    for c in os.fsencode(s):
        if len(q) >= keep:
            q += b"..."
            break
        if c in b'\n\t"\\':
            q += b"\\" + (b"n" if c == 10 else b"t" if c == 9 else bytes([c]))
        elif c < 0x20 or c == 0x7F:
            q += b"?"
        else:
            q.append(c)
    return (q + b'"').decode("utf-8", "surrogateescape")


def strerror(code):
    return text(lib.p8_strerror(code))


def library_error(what, e):
    """cli_library_error: the search's sentence, else the status's text; exit status 3."""
    error("%s: %s" % (what, (e.detail if isinstance(e, Error) else "") or strerror(e.code)))
    raise Exit(FAILURE)


def names(name_of):
    found, i = [], 0
    while name_of(i) is not None:
        found.append(text(name_of(i)))
        i += 1
    return found


_why_fn = None


def solvable_why(start, goal):
    """p8_board_solvable_why: (1 or 0, the library's sentence). Declared here (the binding's _lib
    may not declare it yet), as its own function pointer so that _lib's declarations stay as they are."""
    global _why_fn
    if _why_fn is None:
        proto = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p,
                                 ctypes.c_size_t)
        _why_fn = proto(("p8_board_solvable_why", lib.dll))
    why = ctypes.create_string_buffer(256)
    rc = _why_fn(start._h, goal._h if goal is not None else None, why, len(why))
    if rc < 0:
        library_error("check", Error(code=rc))
    return rc, text(why.value)


def unsolvable(start, goal):
    """cli_unsolvable: the library's reason as the error line; exit status 1."""
    error(solvable_why(start, goal)[1])
    raise Exit(NO_SOLUTION)


# ---- Arguments (cli_args_next and friends) -------------------------------------------------------
class Args:
    def __init__(self, argv, first, command):
        self.argv, self.next, self.command, self.only_positionals = argv, first, command, False

    def __iter__(self):
        """(name, value): an option with its inline "=value" (or None), or (None, positional)."""
        while True:
            if self.next >= len(self.argv):
                return
            arg = self.argv[self.next]
            self.next += 1
            if self.only_positionals or not arg.startswith("-") or arg == "-":
                yield None, arg
                continue
            if arg == "--":
                self.only_positionals = True
                continue
            name, eq, value = arg.partition("=")
            if arg[1] != "-" or len(os.fsencode(name)) >= 64:   # short or absurdly long: whole
                yield arg, None
            else:
                yield name, value if eq else None

    def value(self, name, value):
        """cli_option_value: the inline value or the next argument."""
        if value is not None:
            return value
        if self.next < len(self.argv):
            self.next += 1
            return self.argv[self.next - 1]
        usage("%s: option %s needs a value" % (self.command, name))

    def unknown_option(self, name):
        usage("%s: unknown option %s (see '%s --help')" % (self.command, quote(name), PROG))

    def unexpected(self, arg):
        usage("%s: unexpected argument %s (see '%s --help')" % (self.command, quote(arg), PROG))


def usage(msg):
    error(msg)
    raise Exit(USAGE)


class Boards:
    """cli_boards: each board is one argument or nine one-character arguments in a row."""

    def __init__(self, args, most):
        self.args, self.most, self.texts, self.run = args, most, [], []

    def _add(self, board, first_arg):
        if len(self.texts) >= self.most:
            self.args.unexpected(first_arg)
        self.texts.append(board)

    def _end_run(self):
        run, self.run = self.run, []
        if len(run) == 1:
            self._add(run[0], run[0])
        elif 1 < len(run) < 9:
            usage('%s: %d one-character arguments in a row, but a board needs 9 cells (or give it '
                  'as one argument: "8 0 6 5 4 7 2 3 1")' % (self.args.command, len(run)))
        elif run:
            self._add(" ".join(run), run[0])

    def add(self, arg):
        if len(os.fsencode(arg)) == 1:
            if not self.run and len(self.texts) >= self.most:
                self.args.unexpected(arg)
            self.run.append(arg)
            if len(self.run) == 9:
                self._end_run()
            return
        self._end_run()
        self._add(arg, arg)

    def end(self, command, what="START board"):
        self._end_run()
        if not self.texts:
            usage("%s: missing %s (see '%s --help')" % (command, what, PROG))
        return self.texts


# ---- Values --------------------------------------------------------------------------------------
def parse_u64(what, s, most):
    if s.startswith("-"):
        usage("bad %s value %s: negative numbers are not allowed" % (what, quote(s)))
    if not re.fullmatch("[0-9]+", s):
        usage("bad %s value %s: not a non-negative integer" % (what, quote(s)))
    if int(s) > most:
        usage("bad %s value %s: too large (at most %d)" % (what, quote(s), most))
    return int(s)


def parse_board(what, s):
    try:
        return Board(os.fsencode(s))   # bytes: argv's undecodable bytes reach the C parser as they are
    except BoardError as e:
        usage("bad %s %s: %s" % (what, quote(s), e.reason or strerror(e.code)))
    except Error as e:
        error("cannot read %s %s: %s" % (what, quote(s), strerror(e.code)))
        raise Exit(FAILURE)


def parse_name(option, s, known):
    if s not in known:
        usage("bad %s %s: expected one of %s" % (option, quote(s), ", ".join(known)))
    return s


def parse_weights(s):
    first, comma, rest = s.partition(",")
    if not comma or len(os.fsencode(first)) >= 32:
        usage("bad --weights value %s: expected two numbers WG,WH, e.g. 1,2" % quote(s))
    return parse_u64("--weights WG", first, UINT_MAX), parse_u64("--weights WH", rest, UINT_MAX)


def new_search(kw, what=None):
    """A Search configured with kw; a library error is reported as `what` (solve: by the step
    that failed)."""
    try:
        return Search(**kw)
    except Error as e:
        library_error(what or ("cannot create a search" if isinstance(e, OutOfMemoryError)
                               else "cannot configure the search"), e)


def run_search(search, start, goal, what=None):
    """(Result, the search's sentence about how it ended) of a run, solved or not; UnsolvableError
    is left to the caller. A library error is reported as `what` (default: "search failed")."""
    try:
        return search.run(start, goal), ""
    except SearchStopped as e:
        return e.result, e.detail
    except UnsolvableError:
        raise
    except Error as e:
        library_error(what or "search failed", e)


def stats_lines(r):
    s = r.stats
    for label, value in (("expanded", s.expanded), ("generated", s.generated),
                         ("duplicates", s.duplicates), ("max frontier", s.max_frontier)):
        say("%-13s %d" % (label + ":", value))
    say("peak bytes:   %d (%.1f KiB)" % (s.peak_bytes, s.peak_bytes / 1024.0))
    say("time:         %.3f ms" % (s.elapsed_ns / 1e6))


# ---- solve (tools/cmd_solve.c) ---------------------------------------------------------------------
NUMBER_OPTIONS = ("--max-expansions", "--max-depth", "--max-memory", "--max-time")
NAME_OPTIONS = {"--frontier": "p8_frontier_name", "--duplicates": "p8_duplicates_name"}


def check_weights(search, o, command="solve"):
    """Weights given for a run that ignores them would be echoed but change nothing: the library
    answers for the configuration that will run (p8_search_weights_used), names its frontier,
    and says whether a heap or bucket frontier would use them. May change search's frontier."""
    if o["--weights"] is None or search.weights_used:
        return
    frontier = search.frontier_used
    given = " --frontier " + o["--frontier"] if o["--frontier"] else ""
    why = ("it takes no frontier" if frontier == "none"
           else "a %s frontier ignores them" % frontier if frontier in ("fifo", "lifo")
           else "the algorithm ignores them")
    keyed = all(search.configure(frontier=f).weights_used for f in ("heap", "bucket"))
    usage("%s: --weights has no effect with --algorithm %s%s (%s)%s" % (
        command, o["--algorithm"], given, why, "; use --frontier heap or bucket, which they order" if keyed else ""))


def check_frontier(search, o, command="solve"):
    """Likewise a --frontier the run takes no nodes from (the random walk's)."""
    if o["--frontier"] and search.frontier_used == "none":
        usage("%s: --frontier has no effect with --algorithm %s (it takes no frontier)"
              % (command, o["--algorithm"]))


def cmd_solve(argv):
    a = Args(argv, 2, "solve")
    pos = Boards(a, 1)
    o = dict({"--algorithm": "astar", "--heuristic": None, "--goal": None, "--weights": None,
              "--tree": False, "--show": False, "--frontier": None, "--duplicates": None,
              "--seed": None, "--svg": None, "--trace": None}, **{name: None for name in NUMBER_OPTIONS})
    for name, value in a:
        if name is None:
            pos.add(value)
        elif name in ("--tree", "--show"):
            if value is not None:
                usage("solve: option %s takes no value" % name)
            o[name] = True
        elif name in NUMBER_OPTIONS or name in NAME_OPTIONS or name in (
                "--algorithm", "--heuristic", "--goal", "--weights", "--seed", "--svg", "--trace"):
            v = a.value(name, value)
            if name in NUMBER_OPTIONS or name == "--seed":
                o[name] = parse_u64(name, v, UINT64_MAX)
            elif name in NAME_OPTIONS:
                o[name] = parse_name(name, v, names(getattr(lib, NAME_OPTIONS[name])))
            elif name == "--algorithm":   # table: _cli_table.py
                o[name] = v if v == "table" else parse_name(name, v, names(lib.p8_algorithm_name))
            elif name == "--heuristic":
                o[name] = parse_name(name, v, names(lib.p8_heuristic_name))
            elif name in ("--goal", "--svg", "--trace"):
                o[name] = v
            else:
                o[name] = parse_weights(v)
        else:
            a.unknown_option(name)
    start_text = pos.end("solve")[0]
    if o["--svg"] == "-":
        usage("solve: --svg needs a file name (the report goes to stdout)")
    if o["--trace"] == "-":
        usage("solve: --trace needs a file name (the report goes to stdout)")
    alg = o["--algorithm"]
    if alg == "table" and o["--trace"] is not None:
        usage("solve: --algorithm table takes no --trace (it walks down a distance table: "
              "there is no search to trace)")
    if alg == "table" and (o["--heuristic"] or o["--weights"] is not None or o["--tree"] or
                           any(o[name] is not None for name in NUMBER_OPTIONS) or
                           o["--frontier"] or o["--duplicates"] or o["--seed"] is not None):
        usage("solve: --algorithm table takes no --heuristic, --weights, --tree or limit")

    start = parse_board("start board", start_text)
    goal = parse_board("goal board", o["--goal"]) if o["--goal"] is not None else None
    kw = {"algorithm": alg, "heuristic": o["--heuristic"], "weights": o["--weights"],
          "graph": False if o["--tree"] else None, "frontier": o["--frontier"],
          "duplicates": o["--duplicates"], "seed": o["--seed"],
          "max_expansions": o["--max-expansions"], "max_depth": o["--max-depth"],
          "max_memory": o["--max-memory"], "max_time_ms": o["--max-time"]}
    try:
        if alg == "table":
            r, why = _cli_table.table_solve(start, goal), ""
        else:
            search = new_search(kw)
            check_weights(search, o)
            check_frontier(search, o)
            if o["--trace"] is not None:      # the same run, written as a trace by the library
                _cli_view.Out(sys.modules[__name__], "--trace", o["--trace"]).close(OK)
                search.trace = o["--trace"]
            r, why = run_search(search, start, goal)
    except UnsolvableError:
        unsolvable(start, goal)

    label = alg                                                  # print_config
    if o["--heuristic"]:
        label += ", heuristic " + o["--heuristic"]
    if o["--weights"] is not None:
        label += ", weights %d,%d" % o["--weights"]
    if o["--tree"]:
        label += ", tree search"
    for name in ("--frontier", "--duplicates"):
        if o[name]:
            label += ", %s %s" % (name[2:], o[name])
    if o["--seed"] is not None:
        label += ", seed %d" % o["--seed"]
    for name, fmt in (("--max-expansions", ", at most %d expansions"), ("--max-depth", ", depth limit %d"),
                      ("--max-memory", ", at most %d bytes"), ("--max-time", ", at most %d ms")):
        if o[name] is not None:
            label += fmt % o[name]
    say("algorithm:    " + label)
    if r.solved:
        say("moves:        " + (r.moves or "(none: the start is the goal)"))
        say("length:       %d" % r.length)
        stats_lines(r)
        if o["--show"]:
            say()
            say("path:")
            for i, b in enumerate(r.path):
                m = r.moves[i - 1] if i else None
                say("step 0: start" if i == 0 else "step %d: %s (blank %s)" % (
                    i, m, text(lib.p8_move_name(_lib.MOVE_LETTERS.index(m)))))
                for row in range(3):
                    say("  %d %d %d" % b.tiles[3 * row:3 * row + 3])
        return _cli_view.solution_svg(sys.modules[__name__], r, o["--svg"]) if o["--svg"] else OK
    why = why or strerror(r.code)
    say("moves:        (no solution: %s)" % why)
    say("length:       -")
    stats_lines(r)
    error("no solution: %s" % why)
    return NO_SOLUTION


# ---- compare (tools/cmd_compare.c) -----------------------------------------------------------------
HEADERS = ["algorithm", "frontier", "length", "optimal", "expanded", "generated", "max frontier",
           "peak KiB", "time ms"]
LIMIT_KEYWORDS = {"--max-expansions": "max_expansions", "--max-memory": "max_memory",
                  "--max-time": "max_time_ms"}


def cmd_compare(argv):
    a = Args(argv, 2, "compare")
    pos = Boards(a, 1)
    goal_text, limits = None, {}
    for name, value in a:
        if name is None:
            pos.add(value)
        elif name == "--goal":
            goal_text = a.value(name, value)
        elif name in LIMIT_KEYWORDS:
            limits[LIMIT_KEYWORDS[name]] = parse_u64(name, a.value(name, value), UINT64_MAX)
        else:
            a.unknown_option(name)
    start = parse_board("start board", pos.end("compare")[0])
    goal = parse_board("goal board", goal_text) if goal_text is not None else Board.goal()
    if not solvable_why(start, goal)[0]:
        unsolvable(start, goal)
    rows, ref = [], None
    for i in range(lib.p8_compare_rows()):
        try:
            search = Search()
            label, optimal = search.compare_row(i)
            frontier = search.frontier_used
            search.configure(max_memory=limits.get("max_memory"),
                             max_time_ms=limits.get("max_time_ms"))
            if "max_expansions" in limits:
                search.configure(max_expansions=limits["max_expansions"])
        except Error as e:
            library_error("compare", e)
        try:
            r = search.run(start, goal)
        except SearchStopped as e:
            r = e.result
        except UnsolvableError:
            unsolvable(start, goal)
        except Error as e:
            library_error("compare", e)
        if r.solved:
            length = str(r.length)
        else:
            length = {"P8_ELIMIT": "limit", "P8_ENOTFOUND": "none"}.get(r.status, "stopped")
        if ref is None and optimal and r.solved:
            ref = (label, r.length)
        s = r.stats
        rows.append([label, frontier, length, r, str(s.expanded), str(s.generated),
                     str(s.max_frontier), str((s.peak_bytes + 1023) // 1024),
                     "%.2f" % (s.elapsed_ns / 1e6)])
    for row in rows:
        r = row[3]
        row[3] = "\u2014" if not r.solved or ref is None else "yes" if r.length == ref[1] else "no"
    table = [HEADERS] + rows
    width = [max(len(row[c]) for row in table) for c in range(len(HEADERS))]
    say("start %s, goal %s" % (start.format("line"), goal.format("line")))
    say()
    for row in table:
        say("  ".join(row[c].ljust(width[c]) if c in (0, 1, 3) else row[c].rjust(width[c])
                      for c in range(len(HEADERS))))
    say()
    say("optimal: compared with the length found by %s (%d moves)." % ref if ref
        else "optimal: unknown, as no optimal configuration finished.")
    if "max_expansions" not in limits:
        say("DFS rows stop after %d expansions, iddfs after 20000000, random-walk after 10000000 "
            "moves\n(--max-expansions changes every row)." % DFS_DEFAULT_MAX_EXPANSIONS)
    return OK


# ---- check and random (tools/cmd_board.c) ----------------------------------------------------------
def cmd_check(argv):
    a = Args(argv, 2, "check")
    pos = Boards(a, 2)
    goal_text = None
    for name, value in a:
        if name is None:
            pos.add(value)
        elif name == "--goal":
            goal_text = a.value(name, value)
        else:
            a.unknown_option(name)
    texts = pos.end("check")
    if len(texts) == 2 and goal_text is not None:
        usage("check: the goal is given twice (--goal and GOAL)")
    if len(texts) == 2:
        goal_text = texts[1]
    start = parse_board("start board", texts[0])
    goal = parse_board("goal board", goal_text) if goal_text is not None else Board.goal()
    ok, why = solvable_why(start, goal)
    for label, b in (("start:", start), ("goal:", goal)):
        n = b.inversions()
        say("%-9s %s   inversions %2d (%s)" % (label, b.format("line"), n, "odd" if n % 2 else "even"))
    say("solvable: %s" % ("yes" if ok else "no"))
    say("reason:   %s" % why)
    return OK if ok else NO_SOLUTION


def cmd_random(argv):
    a = Args(argv, 2, "random")
    seed = scramble = distance = goal_text = None
    style = "line"
    for name, value in a:
        if name is None:
            a.unexpected(value)
        elif name == "--seed":
            seed = parse_u64(name, a.value(name, value), UINT64_MAX)
        elif name == "--scramble":
            scramble = parse_u64(name, a.value(name, value), UINT_MAX)
        elif name == "--distance":                     # _cli_table.py draws it
            distance = parse_u64(name, a.value(name, value), UINT_MAX)
        elif name == "--goal":
            goal_text = a.value(name, value)
        elif name == "--format":
            style = a.value(name, value)
            if style not in FORMATS:
                usage("bad --format %s: expected one of %s" % (quote(style), ", ".join(FORMATS)))
        else:
            a.unknown_option(name)
    if distance is not None and scramble is not None:
        usage("random: --distance and --scramble cannot be used together")
    goal = parse_board("goal board", goal_text) if goal_text is not None else None
    if seed is None:
        seed = max(int(time.time()), 0)        # time(NULL), as the C command
        error("random: using --seed %d" % seed)
    try:
        if distance is not None:
            b = _cli_table.random_at_distance(goal, distance, seed)
        elif scramble is not None:
            b = (goal or Board.goal()).scramble(scramble, seed)
        else:
            b = Board.random(seed, goal)
    except Error as e:
        library_error("random", e)
    say(b.format(style))
    return OK


# ---- main (tools/puzzle8.c) ------------------------------------------------------------------------
def usage_text():
    return ("usage: {p} solve [options] START\n"
            "       {p} compare [--goal G] [--max-expansions N] [--max-memory BYTES]\n"
            "               [--max-time MS] START\n"
            "       {p} check [--goal G] START [GOAL]\n"
            "       {p} random [--seed N] [--goal G] [--scramble K] [--format F]\n"
            "       {p} distance [--goal G] [--list N] BOARD\n"
            "       {p} histogram [--goal G]\n"
            "       {p} check-heuristic [--goal G] [--against H2] H|all\n"
            "       {p} graph [--format F] [--component C] [--distances] [--goal G]\n"
            "               [--output FILE]\n"
            "       {p} draw [--moved TILE] [--svg FILE] BOARD\n"
            "       {p} tree [solve options] [--expansions N] [--svg FILE] [--dot FILE] START\n"
            "       {p} trace-diff [--ignore-header] A B\n"
            "       {p} help | --help | --version\n"
            "\n"
            "A board is \"8 0 6 5 4 7 2 3 1\", \"806547231\" or \"8 0 6/5 4 7/2 3 1\" (row-major; 0, _\n"
            "or . for the blank): one argument, or nine one-character arguments (8 0 6 5 4 7 2 3 1).\n"
            "A --goal value is one argument. The default goal is \"1 2 3 4 5 6 7 8 0\".\n"
            "Moves name the direction the blank moves: U, D, L, R.\n"
            "\n"
            "solve options:\n"
            "  --algorithm A       {algs}|table (default astar;\n"
            "                      table: walk down an exact distance table)\n"
            "  --heuristic H       {hs}\n"
            "                      (default: the algorithm's own)\n"
            "  --goal G            the goal board\n"
            "  --weights WG,WH     priority key WG*g + WH*h (e.g. 1,2 for weighted A*), which orders\n"
            "                      a heap or bucket frontier and bounds idastar (an error otherwise)\n"
            "  --tree              tree search (no table of seen states)\n"
            "  --max-expansions N  stop after N expansions\n"
            "  --max-depth N       do not expand nodes N moves deep\n"
            "  --max-memory BYTES  stop before the search holds more than BYTES bytes\n"
            "  --max-time MS       stop after MS milliseconds\n"
            "  --frontier F        fifo|lifo|heap|bucket (default: the algorithm's own)\n"
            "  --duplicates D      none|parent|path|graph (default: the algorithm's own)\n"
            "  --seed N            the random walk's seed (default 0)\n"
            "  --show              print every board along the solution\n"
            "  --svg FILE          write the solution as an SVG filmstrip, 8 boards a row\n"
            "  --trace FILE        write the run as a trace (JSON lines, docs/trace.md)\n"
            "compare: one row per configuration (BFS, DFS, DFS limited to depth 31, UCS, greedy,\n"
            "  A* with three heuristics, weighted A*, IDDFS, IDA* with two heuristics,\n"
            "  bidirectional BFS, a random walk); DFS rows stop after 1000000 expansions, IDDFS\n"
            "  after 20000000 and the random walk after 10000000 moves unless --max-expansions is\n"
            "  given (it applies to every row, as --max-memory and --max-time do).\n"
            "check: is GOAL reachable from START? Prints inversions, parities and the reason.\n"
            "random: a random board that reaches the goal, or --scramble K random moves from it;\n"
            "  without --seed the seed comes from the clock and is printed on stderr;\n"
            "  --format line|grid|compact chooses how the board is written (default line);\n"
            "  --distance D draws uniformly among the boards exactly D moves from the goal.\n"
            "distance: the exact distance of BOARD, its optimal first moves and the number of\n"
            "  optimal solutions; --list N prints the first N of them (0: all).\n"
            "histogram: how many boards lie at each distance from the goal.\n"
            "check-heuristic: H (a built-in, or all) against the exact distances of every board:\n"
            "  admissible? consistent? worst cases; --against H2: does H dominate H2?\n"
            "  Exit status 1 if H is not both admissible and consistent.\n"
            "graph: the state graph (nodes: boards, edges: moves) on stdout or --output FILE;\n"
            "  --format csv|csv-nodes|graphml|dot (default csv), --component all|goal|other\n"
            "  (default all), --distances adds each node's distance to the goal.\n"
            "draw: the board as SVG on stdout or into FILE; --moved highlights a tile (1-8).\n"
            "tree: the search tree of the first N expansions (default 12) as SVG (stdout or\n"
            "  --svg FILE) or DOT (--dot FILE): each node's board, g, h, f and expansion order.\n"
            "trace-diff: the first line where two traces (solve --trace) differ, and why;\n"
            "  exit status 0 if they agree, 1 if they differ. --ignore-header skips the header\n"
            "  lines (the configurations) and compares the events and the summary.\n"
            "Limits: an option left out means no limit; 0 is a limit of 0.\n"
            "\n"
            "Exit status: 0 success; 1 no solution (goal not reachable, limit reached, not found;\n"
            "for check: not reachable); 2 usage or input error; 3 library or system error.\n"
            ).format(p=PROG, algs="|".join(names(lib.p8_algorithm_name)),
                     hs="|".join(names(lib.p8_heuristic_name)))


COMMANDS = {"solve": cmd_solve, "compare": cmd_compare, "check": cmd_check, "random": cmd_random,
            "distance": _cli_table.cmd_distance, "histogram": _cli_table.cmd_histogram,
            "check-heuristic": _cli_table.cmd_check_heuristic, "graph": _cli_table.cmd_graph,
            "draw": lambda argv: _cli_view.cmd_draw(sys.modules[__name__], argv),
            "trace-diff": lambda argv: _cli_view.cmd_trace_diff(sys.modules[__name__], argv),
            "tree": lambda argv: _cli_view.cmd_tree(sys.modules[__name__], argv)}
_cli_table.bind(sys.modules[__name__])   # its helpers are this module's


def dispatch(argv):
    if len(argv) < 2:
        err.write(usage_text())
        err.flush()
        return USAGE
    for arg in argv[1:]:                         # --help anywhere before "--" wins
        if arg == "--":
            break
        if arg in ("--help", "-h"):
            out.write(usage_text())
            return OK
    cmd = argv[1]
    if cmd in ("--version", "-V", "version"):
        if len(argv) > 2:
            Args(argv, 2, cmd).unexpected(argv[2])
        say("%s %s" % (PROG, text(lib.p8_version_string())))
        return OK
    if cmd == "help":
        out.write(usage_text())
        return OK
    if cmd in COMMANDS:
        return COMMANDS[cmd](argv)
    if cmd.startswith("-") and cmd != "-":
        usage("unknown option %s (see '%s --help')" % (quote(cmd), PROG))
    usage("unknown command %s: expected solve, compare, check, random, distance, histogram, "
          "check-heuristic, graph, draw, tree, trace-diff or help" % quote(cmd))


def main(argv=None):
    """Run the command with argv (default: sys.argv[1:], as a program) and return its exit status.
    As a program (argv None), SIGPIPE and SIGINT get their default actions, as for the C command."""
    global out, err
    if argv is None:
        argv = sys.argv[1:]
        for sig in ("SIGPIPE", "SIGINT"):
            if hasattr(signal, sig):
                signal.signal(getattr(signal, sig), signal.SIG_DFL)
    out, err = Stream(sys.stdout), Stream(sys.stderr)
    try:
        status = dispatch([PROG] + list(argv))
    except Exit as e:
        status = e.status
    if out.flush() is not None:                  # finish(): the output must have been written
        error("cannot write output: %s" % os.strerror(out.errno))
        return FAILURE
    return status


if __name__ == "__main__":
    sys.exit(main())
