# SPDX-License-Identifier: MIT
"""puzzle8.grade: grading a student's search, as `puzzle8 grade` does, two ways.

- ``puzzle8.grade(command, **options)`` runs a student's *program* on each board: it is the
  command's own C code (tools/cmd_grade.c, p8_cli_main) run in this process, its keywords the
  command's options; the report is read back from the Gradescope document it writes.
- ``puzzle8.grade.check(solver, **options)`` grades a student's Python *function* in this
  process: it calls solver(start, goal) (a solution: its moves, and counts if it likes) or
  solver(start, goal, recorder) (a trace: the events it reports to a Recorder), turns what it
  returns into the text a program would print, and has the library judge it (p8_grade_judge):
  the same boards, checks, sentences and mistakes as the command. For notebooks and pytest
  autograders: a CheckReport, never a traceback for a failing board.
- ``puzzle8.grade.check_heuristic(h)`` checks a student's heuristic against every board with the
  library's heuristic checker (grade_heuristic.py): admissible, consistent, into a report.

No judging happens in Python: the sentences, the parts, the mistake named are the library's.
"""
from __future__ import annotations

import ctypes
import io
import json
import os
import shlex
import signal
import sys
import threading
import traceback
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from ._lib import lib, text
from ._report import CheckReport, GradeTest
from .board import Board, BoardLike, as_board
from .errors import Error, InvalidArgumentError, OutOfMemoryError
from .grade_heuristic import HeuristicReport, check_heuristic
from .search import Search
from .table import Table

__all__ = ["grade", "check", "check_heuristic", "GradeReport", "GradeTest", "CheckReport",
           "HeuristicReport", "Recorder", "MISTAKES", "PARTS"]

Arg = Union[str, bytes, "os.PathLike[str]"]
PARTS = ("legal", "goal", "optimal", "counts", "path", "trace")
COUNTS = ("expanded", "generated", "duplicates", "max_frontier")
#: The catalogue of mistakes, by name, in the order of their P8_MISTAKE_* values (from 1).
MISTAKES: Tuple[str, ...] = tuple(text(lib.p8_grade_mistake_name(m)) for m in range(1, 64)
                                  if lib.p8_grade_mistake_name(m) is not None)
_END_EXITED, _END_TIMED_OUT, _END_RAISED = 0, 2, 4
_FUNCTION = 32                      # P8_GRADE_FUNCTION: the output is what a function returned
_EVENTS = {"expand": 0, "generate": 1, "duplicate": 2, "goal": 3}


class GradeReport:
    """The report of puzzle8.grade(): every board's test, the score and the Gradescope document.

    passed: True when every board passed (the command's exit status 0); score and max_score: the
    points scored and the points there were; summary: "N of M boards passed (S of T points)";
    sandbox: the sandbox the runs had ("bwrap", or "none" with the reason); tests: a GradeTest a
    board; json: Gradescope's results.json exactly as the command wrote it (save() writes it)."""

    def __init__(self, document: str) -> None:
        data: Dict[str, Any] = json.loads(document)
        self.json = document
        self.tests: List[GradeTest] = [
            GradeTest(str(t["name"]), t["status"] == "passed", int(t["score"]),
                      int(t["max_score"]), str(t["output"])) for t in data["tests"]]
        self.score: int = int(data["score"])
        self.max_score: int = sum(t.max_score for t in self.tests)
        self.summary: str = str(data["output"]).split("\n")[0]
        self.sandbox: str = str(data.get("extra_data", {}).get("sandbox", ""))
        self.passed: bool = all(t.passed for t in self.tests)

    def failed(self) -> List[GradeTest]:
        """The boards that failed."""
        return [t for t in self.tests if not t.passed]

    def save(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Write Gradescope's results.json (the command's document, byte for byte) to path."""
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(self.json)

    def __bool__(self) -> bool:
        return self.passed

    def __repr__(self) -> str:
        return "<GradeReport %s>" % self.summary

    def __str__(self) -> str:
        return self.summary


class Recorder:
    """What a student's search reports, event by event, for puzzle8.grade.check(mode="trace"):
    each call writes one line of the trace (docs/trace.md) as the library formats it
    (p8_grade_event_line). id is the node's number in order of creation (the start 0), None for
    a successor that is not kept; parent its parent's id (None for the start); move the blank's
    move that made it ("U", "D", "L", "R" or 0-3; None for the start); g its depth; h its
    heuristic value; state a Board, 9 digits or 9 tiles. key is wg*g + wh*h with the reference's
    weights. Call frontier(size) after each push: the largest size is the summary's
    max_frontier."""

    def __init__(self, wg: int = 1, wh: int = 0) -> None:
        self.wg, self.wh = wg, wh
        self.lines: List[bytes] = []
        self.counts = {"expanded": 0, "generated": 0, "duplicates": 0}
        self.max_frontier: Optional[int] = None

    def _line(self, event: str, ident: Optional[int], state: Any, g: int, h: int,
              parent: Optional[int], move: Any) -> None:
        tiles = (ctypes.c_uint8 * 9)(*as_board(state).tiles)
        none = 2 ** 64 - 1
        if move is None:
            m = -1
        elif isinstance(move, str):
            m = "UDLR".find(move.upper()) if len(move) == 1 else -1
            m = 4 if m < 0 else m                                    # 4: refused below
        else:
            m = int(move)
        buf = ctypes.create_string_buffer(400)
        n = lib.p8_grade_event_line(_EVENTS[event], none if ident is None else ident,
                                    none if parent is None else parent, m, g, h,
                                    self.wg * g + self.wh * h, tiles, buf, 400)
        if n < 0:
            raise InvalidArgumentError("Recorder.%s: move %r is not U, D, L, R or None"
                                       % (event, move))
        self.lines.append(buf.raw[:n])

    def expand(self, id: int, state: Any, g: int, h: int = 0, parent: Optional[int] = None,
               move: Any = None) -> None:
        """Node id is expanded (its successors are generated next)."""
        self.counts["expanded"] += 1
        self._line("expand", id, state, g, h, parent, move)

    def generate(self, id: Optional[int], state: Any, g: int, h: int = 0,
                 parent: Optional[int] = None, move: Any = None) -> None:
        """A successor is generated (id None: it is not kept; a duplicate() call follows)."""
        self.counts["generated"] += 1
        self._line("generate", id, state, g, h, parent, move)

    def duplicate(self, state: Any, g: int, h: int = 0, parent: Optional[int] = None,
                  move: Any = None) -> None:
        """The successor just generated is dropped as a duplicate."""
        self.counts["duplicates"] += 1
        self._line("duplicate", None, state, g, h, parent, move)

    def goal(self, id: int, state: Any, g: int, h: int = 0, parent: Optional[int] = None,
             move: Any = None) -> None:
        """Node id is the goal: the search stops."""
        self._line("goal", id, state, g, h, parent, move)

    def frontier(self, size: int) -> None:
        """The frontier holds size entries now (call it after each push)."""
        self.max_frontier = max(self.max_frontier or 0, size)


def _option(args: List[str], name: str, value: Any) -> None:
    if value is None or value is False:
        return
    if value is True:
        args.append(name)
    elif isinstance(value, dict):
        args += [name, ",".join("%s=%s" % kv for kv in value.items())]
    elif isinstance(value, (tuple, list)):
        args += [name, ",".join(str(v) for v in value)]
    elif isinstance(value, (int, str)):
        args += [name, str(value)]
    elif isinstance(value, os.PathLike):
        args += [name, os.fspath(value)]
    elif hasattr(value, "compact"):                 # a Board
        args += [name, value.compact()]
    else:
        raise TypeError("grade(): %s takes a string or a number, not %s"
                        % (name, type(value).__name__))


def _program(command: Union[str, Sequence[Arg]], *, goal: Optional[Any] = None,
             algorithm: Optional[str] = None, heuristic: Optional[str] = None,
             frontier: Optional[str] = None, duplicates: Optional[str] = None,
             weights: Optional[Tuple[int, int]] = None, reopen: bool = False, tree: bool = False,
             seed: Optional[int] = None, max_expansions: Optional[int] = None,
             max_depth: Optional[int] = None, max_memory: Optional[int] = None,
             max_time_ms: Optional[int] = None, boards: Optional[int] = None,
             board_seed: Optional[int] = None, max_distance: Optional[int] = None,
             boards_file: Optional[Union[str, "os.PathLike[str]"]] = None,
             time_limit_ms: Optional[int] = None, output_limit: Optional[int] = None,
             events_only: bool = False, mode: Optional[str] = None,
             points: Optional[Dict[str, int]] = None, tolerance: Optional[int] = None,
             counts: Optional[Sequence[str]] = None, visibility: Optional[str] = None,
             submission: Optional[Union[str, "os.PathLike[str]"]] = None,
             env: Optional[Union[Mapping[str, str], Sequence[str]]] = None,
             sandbox: Optional[str] = None,
             hide: Optional[Sequence[Union[str, "os.PathLike[str]"]]] = None,
             user: Optional[str] = None, allow_root: bool = False,
             cpu_limit_ms: Optional[Union[int, str]] = None,
             memory_limit: Optional[Union[int, str]] = None,
             process_limit: Optional[Union[int, str]] = None,
             file_size_limit: Optional[Union[int, str]] = None,
             open_files_limit: Optional[Union[int, str]] = None) -> GradeReport:
    """Grade a student's search program: run `command` on each board and judge its output, as
    ``puzzle8 grade [options] -- COMMAND`` does (docs/grading.md).

    command: the program and its arguments (a list, or a string split as a POSIX shell would),
    in which {start} and {goal} become each board (9 digits, row-major, 0 the blank) and {trace}
    a file the program writes its output into (without {trace}, its standard output). The
    reference is the library's run of the configuration given as `solve` takes it: goal,
    algorithm, heuristic (a name or "pdb:GROUPS"), frontier, duplicates, weights (wg, wh),
    reopen, tree, seed, max_expansions, max_depth, max_memory, max_time_ms. mode: "trace" (the
    default: the output is a trace) or "solution" (moves or boards, and counts); points (a dict
    part -> points), tolerance (percent), counts (the counts a solution must print),
    events_only, visibility (Gradescope's): the command's options. The boards: `boards`
    (default 5) chosen with `board_seed` (default 0) at distances spread up to `max_distance`
    (default 20), or those of `boards_file` (one a line). Each run of the program gets
    `time_limit_ms` (default 10,000) and `output_limit` bytes (default 64 MiB).

    Each run is isolated as the command's options say (docs/grading.md, "Isolation"): a fresh
    private working directory with the files of `submission` (a directory) copied in, the
    environment PATH, HOME, LANG and TMPDIR plus `env` (a mapping, or "NAME=VALUE" strings),
    `sandbox` "auto" (default), "bwrap" or "none", `hide` (more paths hidden from the program),
    as root `user` (default "nobody") or `allow_root`, and the limits of each process
    `cpu_limit_ms`, `memory_limit` (bytes of address space), `process_limit`,
    `file_size_limit` (bytes) and `open_files_limit` (a number, or "none").

    Returns a GradeReport (a failing board is a result, not an exception). Raises
    InvalidArgumentError for a usage error (the command's message: an unknown algorithm, a
    boards file that cannot be read, a reference that does not end), Error when the grader
    itself fails, and KeyboardInterrupt when interrupted (the student's program is stopped).
    Not on Windows (the command needs process groups)."""
    from . import __main__ as cli
    if isinstance(command, (str, bytes)):
        command = shlex.split(os.fsdecode(command))
    argv: List[str] = ["grade"]
    for name, value in (("--goal", goal), ("--algorithm", algorithm),
                        ("--heuristic", heuristic), ("--frontier", frontier),
                        ("--duplicates", duplicates), ("--weights", weights),
                        ("--reopen", reopen), ("--tree", tree), ("--seed", seed),
                        ("--max-expansions", max_expansions), ("--max-depth", max_depth),
                        ("--max-memory", max_memory), ("--max-time", max_time_ms),
                        ("--boards", boards), ("--board-seed", board_seed),
                        ("--max-distance", max_distance), ("--boards-file", boards_file),
                        ("--time-limit", time_limit_ms), ("--output-limit", output_limit),
                        ("--events-only", events_only), ("--check", mode),
                        ("--points", points), ("--tolerance", tolerance), ("--counts", counts),
                        ("--visibility", visibility), ("--submission", submission),
                        ("--sandbox", sandbox), ("--user", user), ("--allow-root", allow_root),
                        ("--cpu-limit", cpu_limit_ms), ("--memory-limit", memory_limit),
                        ("--process-limit", process_limit), ("--file-size-limit", file_size_limit),
                        ("--open-files-limit", open_files_limit)):
        _option(argv, name, value)
    if env is not None:                                 # --env NAME=VALUE, once each
        pairs = (["%s=%s" % item for item in env.items()] if isinstance(env, Mapping)
                 else [env] if isinstance(env, str) else list(env))
        for pair in pairs:
            argv += ["--env", pair]
    if hide is not None:                                # --hide PATH, once each
        paths: List[Union[str, "os.PathLike[str]"]] = (
            [hide] if isinstance(hide, (str, os.PathLike)) else list(hide))
        for path in paths:
            argv += ["--hide", os.fsdecode(path)]
    argv += ["--format", "gradescope", "--"] + [os.fsdecode(a) for a in command]
    if argv[-1] == "--":
        raise InvalidArgumentError("grade(): the command is empty")
    out, err = io.BytesIO(), io.BytesIO()
    status = cli.run(argv, stdout=out, stderr=err)
    message = err.getvalue().decode("utf-8", "replace").strip()
    if status == 2:
        raise InvalidArgumentError(message or "puzzle8 grade: usage error")
    if status not in (0, 1):
        raise Error(message or "puzzle8 grade failed with exit status %d" % status)
    return GradeReport(out.getvalue().decode("utf-8"))


# ---- in-process: puzzle8.grade.check ---------------------------------------------------------

class _TimeUp(BaseException):
    """Raised in the solver when its time is up (not an Exception: a solver's `except
    Exception` does not swallow it)."""


def _solution_text(result: Any) -> str:
    """What a program returning `result` would print: its moves on a line (or its boards, one a
    line) and its counts, "expanded N", ..."""
    moves, counts = result, {}
    if isinstance(result, dict):
        moves = result.get("moves", result.get("path"))
        counts = {k: v for k, v in result.items() if k in COUNTS}
    elif isinstance(result, tuple) and len(result) == 2 and isinstance(result[1], dict):
        moves, counts = result
    lines: List[str] = []
    if isinstance(moves, (str, bytes)):
        lines.append(os.fsdecode(moves) if isinstance(moves, bytes) else moves)
    elif moves is not None:
        items = list(moves)
        if items and all(isinstance(m, int) and not isinstance(m, bool) and 0 <= m <= 3
                         for m in items):
            lines.append(" ".join("UDLR"[m] for m in items))
        elif items and all(isinstance(m, str) and m.strip().isalpha() for m in items):
            lines.append(" ".join(m.strip() for m in items))
        else:                                       # boards: one a line
            for b in items:
                try:
                    lines.append(as_board(b).compact())
                except (Error, TypeError, ValueError):
                    lines.append(str(b))
    for name in COUNTS:
        if name in counts and counts[name] is not None:
            lines.append("%s %s" % (name, counts[name]))
    return "".join(line + "\n" for line in lines)


def _trace_text(recorder: Recorder, result: Any, finished: bool) -> Tuple[bytes, bool]:
    """The recorder's lines and, when the solver returned, the summary line (its moves and the
    recorder's counts); and whether max_frontier was reported. A solver that reported nothing
    and returned nothing (a function not written yet) has no output at all."""
    lines = list(recorder.lines)
    reported = recorder.max_frontier is not None
    if finished and (lines or result is not None):
        moves, extra = result, {}
        if isinstance(result, tuple) and len(result) == 2 and isinstance(result[1], dict):
            moves, extra = result
        if moves is not None and not isinstance(moves, str):
            moves = "".join("UDLR"[m] if isinstance(m, int) else str(m).strip().upper()[:1]
                            for m in moves)
        c = dict(recorder.counts)
        c.update({k: v for k, v in extra.items() if k in COUNTS})
        mf = c.get("max_frontier", recorder.max_frontier or 0)
        reported = reported or "max_frontier" in extra
        buf = ctypes.create_string_buffer(len(moves or "") + 400)
        n = lib.p8_grade_summary_line(0 if moves is not None else -7,
                                      None if moves is None else moves.encode("ascii", "replace"),
                                      c["expanded"], c["generated"], c["duplicates"], mf, buf,
                                      len(buf))
        if n >= 0:
            lines.append(buf.raw[:n])
    return b"".join(lines), reported


_AGAIN_S = 0.05     # once the time is up, the alarm repeats every 50 ms (see _call)


def _call(solver: Callable[..., Any], args: Tuple[Any, ...],
          time_limit_ms: Optional[int]) -> Tuple[Any, int, str]:
    """solver(*args): (its result, how it ended (P8_END_*), the traceback of an exception).

    The time limit raises _TimeUp in the solver. Python ignores an exception raised where it
    cannot propagate (it prints "Exception ignored": a __del__, a weakref callback), and an
    alarm lands there as easily as anywhere (a Board the solver's loop drops is freed in its
    __del__): so the alarm repeats until one _TimeUp reaches this frame. A solver that spends
    nearly all its time in such places is not stopped: `puzzle8 grade` runs a program in a
    process of its own, which its time limit ends whatever it does."""
    timer = time_limit_ms is not None and hasattr(signal, "setitimer") and \
        threading.current_thread() is threading.main_thread()
    old: Any = None
    up: List[bool] = []                             # the alarm fired
    armed = [True]                                  # the solver's time runs (cleared after)

    def time_up(_sig: int, _frame: Any) -> None:
        up.append(True)
        if armed:
            raise _TimeUp()
    hook = sys.unraisablehook

    def unraisable(u: Any) -> None:                 # a lost _TimeUp is not the solver's error
        if not isinstance(u.exc_value, _TimeUp):
            hook(u)
    outcome: Tuple[Any, int, str] = (None, _END_TIMED_OUT, "")
    try:
        if timer:
            sys.unraisablehook = unraisable
            old = signal.signal(signal.SIGALRM, time_up)
            signal.setitimer(signal.ITIMER_REAL, (time_limit_ms or 0) / 1000.0, _AGAIN_S)
        try:
            outcome = solver(*args), _END_EXITED, ""
        except _TimeUp:
            pass
        except Exception:                           # noqa: B902 - the student's, reported
            # An alarm that lands inside ctypes' argument conversion comes out as its
            # ArgumentError, or a solver may catch and re-raise: the time was up all the same.
            if not up:
                outcome = None, _END_RAISED, traceback.format_exc()
        finally:
            del armed[:]
    except _TimeUp:                                 # a repeat, before the line above
        pass
    finally:
        del armed[:]
        if timer:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
            sys.unraisablehook = hook
    return outcome


def _fail(g: int, rc: int) -> Error:
    message = text(lib.p8_grade_errmsg(g)) or text(lib.p8_strerror(rc))
    return OutOfMemoryError(message) if rc == -2 else InvalidArgumentError(message)


def check(solver: Callable[..., Any], *, mode: str = "solution", goal: Optional[BoardLike] = None,
          algorithm: str = "bfs", heuristic: Optional[Any] = None,
          frontier: Optional[str] = None, duplicates: Optional[str] = None,
          weights: Optional[Tuple[int, int]] = None, reopen: Optional[bool] = None,
          max_expansions: Optional[int] = None, max_depth: Optional[int] = None,
          boards: Union[int, Sequence[BoardLike]] = 5, board_seed: int = 0,
          max_distance: int = 20, points: Optional[Dict[str, int]] = None,
          tolerance: int = 0, counts: Sequence[str] = (), events_only: Optional[bool] = None,
          time_limit_ms: Optional[int] = None) -> CheckReport:
    """Grade a student's Python search function in this process, as ``puzzle8 grade`` grades a
    program (docs/grading.md), and return a CheckReport.

    mode "solution": solver(start, goal) returns the moves of the blank (a string "ULDR" or
    "U L D R", a list of "U"/"up"/... or of 0-3, or the boards of the path), or a tuple (moves,
    counts) or a dict {"moves": ..., "expanded": N, ...}, counts being expanded, generated,
    duplicates and max_frontier. mode "trace": solver(start, goal, recorder) reports its events
    to the Recorder and returns its moves (or (moves, counts)); the lines and a summary line are
    the trace compared. start and goal are Boards.

    The reference: algorithm, heuristic (a name or a PatternDatabase), frontier, duplicates,
    weights, reopen, max_expansions, max_depth, for goal (default 1 2 3 4 5 6 7 8 0). The
    boards: `boards` chosen by the library (p8_grade_boards: spread distances up to max_distance,
    where the mistakes show, from board_seed), or the boards given (a list). points: a dict of
    part -> points (legal, goal, optimal, counts, path, trace); tolerance: a percent for counts;
    counts: the counts a solution must print; events_only: compare a trace's events only (None:
    only when the solver reported no frontier size nor max_frontier). time_limit_ms: stop a
    solver that runs longer (POSIX, main thread: an alarm raises inside it). An exception in the
    solver fails its board (the traceback's last lines are in the report), as a crash fails a
    program's. Raises InvalidArgumentError for a bad option or a reference that does not end."""
    if mode not in ("solution", "trace"):
        raise InvalidArgumentError("check(): mode %r: expected 'solution' or 'trace'" % (mode,))
    ref = Search(algorithm, frontier=frontier, weights=weights, reopen=reopen,
                 heuristic=heuristic, duplicates=duplicates, max_expansions=max_expansions,
                 max_depth=max_depth)
    goal_b = as_board(goal) if goal is not None else Board.goal()
    out = ctypes.c_void_p()
    rc = lib.p8_grade_new(ref._h, goal_b._h, ctypes.byref(out))
    if rc != 0:
        raise OutOfMemoryError("check(): out of memory")
    g = out.value
    assert g is not None
    try:
        return _check(g, ref, solver, mode, goal_b, boards, board_seed, max_distance, points,
                      tolerance, counts, events_only, time_limit_ms)
    finally:
        lib.p8_grade_free(g)
        ref.close()


def _check(g: int, ref: Search, solver: Callable[..., Any], mode: str, goal: Board,
           boards: Union[int, Sequence[BoardLike]], board_seed: int, max_distance: int,
           points: Optional[Dict[str, int]], tolerance: int, counts: Sequence[str],
           events_only: Optional[bool], time_limit_ms: Optional[int]) -> CheckReport:
    lib.p8_grade_set_check(g, 1 if mode == "solution" else 0)
    for part, value in (points or {}).items():
        if part not in PARTS:
            raise InvalidArgumentError("check(): points: %r is not a part (%s)"
                                       % (part, ", ".join(PARTS)))
        if lib.p8_grade_set_points(g, PARTS.index(part), value) != 0:
            raise _fail(g, -1)
    if lib.p8_grade_set_tolerance(g, tolerance) != 0:
        raise _fail(g, -1)
    need = 0
    for name in counts:
        if name not in COUNTS:
            raise InvalidArgumentError("check(): counts: %r is not a count (%s)"
                                       % (name, ", ".join(COUNTS)))
        need |= 2 << COUNTS.index(name)
    if isinstance(boards, int):
        tiles = (ctypes.c_uint8 * (9 * max(boards, 1)))()
        rc = lib.p8_grade_boards(g, boards, max_distance, board_seed, tiles, None, boards)
        if rc < 0:
            raise _fail(g, rc)
        starts = [Board(list(tiles[9 * i:9 * i + 9])) for i in range(boards)]
    else:
        starts = [as_board(b) for b in boards]
    for b in starts:                     # the reference first: a configuration that does not end
        rc = lib.p8_grade_reference(g, b._h)
        if rc != 0:
            raise _fail(g, rc)
    wg, wh = _weights(ref, starts[0] if starts else goal, goal)
    table = Table(goal)
    tests: List[GradeTest] = []
    mistakes: List[Optional[str]] = []
    for i, start in enumerate(starts, 1):
        flags = _FUNCTION | need | (1 if events_only else 0)
        if mode == "solution":
            result, end, err = _call(solver, (start, goal), time_limit_ms)
            output = _solution_text(result).encode("utf-8", "replace") if end == 0 else b""
        else:
            recorder = Recorder(wg, wh)
            result, end, err = _call(solver, (start, goal, recorder), time_limit_ms)
            output, reported = _trace_text(recorder, result, end == 0)
            if events_only is None and not reported:
                flags |= 1
        if lib.p8_grade_set_flags(g, flags) != 0:
            raise _fail(g, -1)
        errb = err.encode("utf-8", "replace")
        v = ctypes.c_void_p()
        rc = lib.p8_grade_judge(g, start._h, output, len(output), end,
                                time_limit_ms or 0 if end == _END_TIMED_OUT else 0, errb,
                                len(errb), ctypes.byref(v))
        if rc != 0:
            raise _fail(g, rc)
        try:
            n = lib.p8_grade_verdict_text(v.value, None, 0)
            buf = ctypes.create_string_buffer(n + 1)
            lib.p8_grade_verdict_text(v.value, buf, n + 1)
            name = "board %d: %s (%d moves)" % (i, start.compact(), table.distance(start))
            tests.append(GradeTest(name, lib.p8_grade_verdict_passed(v.value) == 1,
                                   lib.p8_grade_verdict_score(v.value),
                                   lib.p8_grade_verdict_max_score(v.value),
                                   buf.raw[:n].decode("utf-8", "replace")))
            m = lib.p8_grade_verdict_mistake(v.value)
            mistakes.append(text(lib.p8_grade_mistake_name(m)) if m > 0 else None)
        finally:
            lib.p8_grade_verdict_free(v.value)
    return CheckReport(tests, mistakes)


def _weights(ref: Search, start: Board, goal: Board) -> Tuple[int, int]:
    """The reference's weights (wg, wh), as its trace header says them."""
    buf = ctypes.create_string_buffer(1024)
    n = lib.p8_trace_header(ref._h, start._h, goal._h, buf, 1024)
    header = json.loads(buf.raw[:n].decode("ascii")) if n > 0 else {}
    return int(header.get("wg", 1)), int(header.get("wh", 0))


class _Grade:
    """puzzle8.grade: call it to grade a student's program as ``puzzle8 grade`` does (see
    __call__); puzzle8.grade.check(solver, ...) grades a Python function in this process."""

    check = staticmethod(check)
    check_heuristic = staticmethod(check_heuristic)
    Recorder = Recorder
    MISTAKES = MISTAKES

    #: grade(command, ...): grade a program as the command does (see _program's documentation).
    __call__ = staticmethod(_program)

    def __repr__(self) -> str:
        return "<puzzle8.grade: grade(command, ...) a program, grade.check(solver, ...) a function>"


#: puzzle8.grade: grade(command, ...) grades a program; grade.check(solver, ...) a function.
grade = _Grade()
