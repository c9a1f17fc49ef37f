# SPDX-License-Identifier: MIT
"""puzzle8.grade.check_heuristic: a student's heuristic checked on every board by the library's
heuristic checker (p8_heuristic_check_fn and its verdict, p8_heuristic_check_verdict, as
puzzle8.check_heuristic and `puzzle8 check-heuristic`), into a report a notebook shows: it
passes when the heuristic is admissible, and consistent if that is asked. A heuristic that
raises, or returns what is not a number of moves (None, a float, a negative number), fails with
a sentence naming the board, and the report holds no traceback of the checker."""
from __future__ import annotations

import numbers
import os
import traceback
from typing import Any, Callable, List, Optional, Tuple

from ._report import CheckReport, GradeTest
from .board import Board, BoardLike
from .table import HeuristicArg, HeuristicCheck
from .table import check_heuristic as _library_check

__all__ = ["HeuristicReport", "check_heuristic"]


class HeuristicReport(CheckReport):
    """The report of puzzle8.grade.check_heuristic(): one test, the heuristic, with the library's
    verdict shown whether it passed or not (passed, text, assert_passed() as a CheckReport's);
    check: the library's HeuristicCheck (.admissible, .consistent, .worst_board, ...), None when
    the heuristic could not be checked (it raised, or returned what is not a number of moves)."""

    def __init__(self, test: GradeTest, check: Optional[HeuristicCheck]) -> None:
        super().__init__([test], noun="heuristics", show_passed=True)
        self.check = check


class _NotMoves(Exception):
    """The student's heuristic returned what is not a number of moves."""


def _their_frames(exc: BaseException) -> List[str]:
    """The traceback of the student's exception without the frames of this package (the
    checker's) and without the "Traceback" header: what their own code did."""
    package = os.path.dirname(os.path.abspath(__file__)) + os.sep
    frames = [f for f in traceback.extract_tb(exc.__traceback__)
              if not os.path.abspath(f.filename).startswith(package)]
    text = "".join(traceback.format_list(frames) + traceback.format_exception_only(type(exc), exc))
    return ["  " + line for line in text.rstrip("\n").splitlines()]


def check_heuristic(h: HeuristicArg, goal: Optional[BoardLike] = None, *,
                    consistent: bool = True) -> HeuristicReport:
    """Check heuristic h (a Python function h(state, goal) -> int on tuples of nine tiles, or
    anything puzzle8.check_heuristic takes) on every board that reaches goal (default 1 2 3 4 5
    6 7 8 0) with the library's checker. The report passes when h is admissible and, with
    consistent=True (the default), consistent; its text is the library's verdict. Never raises
    for what h does: an exception in h, or a value that is not an int from 0 to 2**32-1, fails
    the report with the board where it happened."""
    asked = "admissible and consistent" if consistent else "admissible"
    fn: Optional[Callable[[Tuple[int, ...], Tuple[int, ...]], Any]] = None
    if callable(h) and not isinstance(h, (str, int)):
        fn = h
    name = getattr(h, "__name__", type(h).__name__) if fn is not None else str(h)
    title = "heuristic %s, asked to be %s" % (name, asked)
    bad: List[Tuple[Tuple[int, ...], Any]] = []

    def guarded(state: Tuple[int, ...], goal_tiles: Tuple[int, ...]) -> int:
        assert fn is not None
        try:
            value = fn(state, goal_tiles)
        except Exception as e:              # noqa: B902 - the student's, reported
            bad.append((state, e))
            raise
        moves = int(value) if isinstance(value, numbers.Integral) else -1
        if isinstance(value, bool) or not 0 <= moves < 2 ** 32:
            bad.append((state, value))
            raise _NotMoves()
        return moves

    try:
        c = _library_check(guarded if fn is not None else h, goal)
    except Exception:                       # noqa: B902 - re-raised unless it is the student's
        if not bad:
            raise
        state, what = bad[0]
        where = Board(list(state)).format("line")
        if isinstance(what, BaseException):
            lines = ["Your heuristic raised an exception on %s:" % where] + _their_frames(what)
        else:
            lines = ["Your heuristic returned %s on %s: a heuristic returns the number of moves "
                     "it estimates, an int from 0 up." % (_shown(what), where)]
        return HeuristicReport(GradeTest(title, False, 0, 1, "\n".join(lines) + "\n"), None)
    ok = bool(c.admissible and (c.consistent or not consistent))
    return HeuristicReport(GradeTest(title, ok, int(ok), 1, c.verdict), c)


def _shown(value: Any) -> str:
    """A value as a student reads it: None, 2.5, 'x', -1 (cut to 60 characters)."""
    r = repr(value)
    return r if len(r) <= 60 else r[:57] + "..."
