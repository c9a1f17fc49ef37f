# SPDX-License-Identifier: MIT
"""The reports of puzzle8.grade.check() and check_heuristic(): GradeTest and CheckReport, shown
in a notebook as the command's text report (green when every test passed, red otherwise)."""
from __future__ import annotations

import html
from typing import Any, List, NamedTuple, Optional, Sequence


class GradeTest(NamedTuple):
    """One board of a grading: a test of Gradescope's results.json."""
    name: str           # "board 1: 123468705 (5 moves)"
    passed: bool
    score: int          # the points scored
    max_score: int      # the points of the parts checked
    output: str         # the verdict: the library's sentences (p8_grade_verdict_text)


class CheckReport:
    """The report of puzzle8.grade.check(): a GradeTest a board (tests), passed, score,
    max_score, summary ("N of M boards passed"), and text: the whole report as the command's
    text format prints it (PASS/FAIL lines, a failing board's sentences indented). In a notebook
    the report shows as that text; assert_passed() raises AssertionError with it (for pytest).

    A notebook's checks of its own make one from their GradeTests: `noun` names what was tested
    in the summary ("3 of 4 cases passed"), and `show_passed` shows a passing test's output too.
    mistakes: the mistake named on each test, or None (default: None for each)."""

    def __init__(self, tests: Sequence[GradeTest], mistakes: Optional[List[Optional[str]]] = None,
                 noun: str = "boards", show_passed: bool = False) -> None:
        self.tests = list(tests)
        self.mistakes = list(mistakes) if mistakes is not None else [None] * len(self.tests)
        self.passed = all(t.passed for t in self.tests)
        self.score = sum(t.score for t in self.tests)
        self.max_score = sum(t.max_score for t in self.tests)
        npassed = sum(1 for t in self.tests if t.passed)
        self.summary = "%d of %d %s passed" % (npassed, len(self.tests), noun)
        lines = []
        for t in self.tests:
            head = "%s %s" % ("PASS" if t.passed else "FAIL", t.name)
            if t.max_score != 1 or t.score != int(t.passed):
                head += ": %d of %d points" % (t.score, t.max_score)
            lines.append(head)
            if not t.passed or show_passed:
                lines += ["    " + line for line in t.output.splitlines()]
        lines += ["%d of %d points" % (self.score, self.max_score), self.summary]
        self.text = "\n".join(lines) + "\n"

    def failed(self) -> List[GradeTest]:
        """The boards that failed."""
        return [t for t in self.tests if not t.passed]

    def assert_passed(self) -> None:
        """Raise AssertionError with the report's text unless every board passed."""
        if not self.passed:
            raise AssertionError(self.text)

    def __bool__(self) -> bool:
        return self.passed

    def __repr__(self) -> str:
        return "<%s %s>" % (type(self).__name__, self.summary)

    def __str__(self) -> str:
        return self.text

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:
        p.text(self.text)

    def _repr_html_(self) -> str:
        color = "#2b8a3e" if self.passed else "#c92a2a"
        return '<pre style="border-left: 4px solid %s; padding-left: 8px">%s</pre>' % (
            color, html.escape(self.text))
