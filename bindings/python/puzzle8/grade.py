# SPDX-License-Identifier: MIT
"""puzzle8.grade(): grade a student's search program, as `puzzle8 grade` does.

The grader is the command's own C code (tools/cmd_grade.c, p8_cli_main): it draws or reads the
boards, runs the student's program with its time and output limits, makes the library's
reference trace and compares the two with p8_trace_compare. This module only builds the command
line, runs it in this process (puzzle8.__main__.run) with the Gradescope report (results.json)
as its output, and reads that document back: no grading logic lives in Python. For the text
and JUnit reports, run the command (`python3 -m puzzle8 grade --format junit ...`).
"""
from __future__ import annotations

import io
import json
import os
import shlex
from typing import Any, Dict, List, Mapping, NamedTuple, Optional, Sequence, Tuple, Union

from .errors import Error, InvalidArgumentError

__all__ = ["grade", "GradeReport", "GradeTest"]

Arg = Union[str, bytes, "os.PathLike[str]"]


class GradeTest(NamedTuple):
    """One board of a grading run: a test of Gradescope's results.json."""
    name: str           # "board 1: 123468705 (5 moves)"
    passed: bool
    score: int          # 1 if passed, else 0
    max_score: int      # 1
    output: str         # the verdict: agreement, or the first difference, its diagnosis and hint


class GradeReport:
    """The report of puzzle8.grade(): every board's test, the score and the Gradescope document.

    passed: True when every board passed (the command's exit status 0); score and max_score: the
    boards passed and graded; summary: "N of M boards passed"; sandbox: the sandbox the runs had
    ("bwrap", or "none" with the reason); tests: a GradeTest a board; json: Gradescope's
    results.json exactly as the command wrote it (save() writes it)."""

    def __init__(self, document: str) -> None:
        data: Dict[str, Any] = json.loads(document)
        self.json = document
        self.tests: List[GradeTest] = [
            GradeTest(_text(t["name"]), t["status"] == "passed", int(t["score"]),
                      int(t["max_score"]), _text(t["output"])) for t in data["tests"]]
        self.score: int = int(data["score"])
        self.max_score: int = sum(t.max_score for t in self.tests)
        self.summary: str = _text(data["output"]).split("\n")[0]
        self.sandbox: str = str(data.get("extra_data", {}).get("sandbox", ""))
        self.passed: bool = all(t.passed for t in self.tests)

    def failed(self) -> List[GradeTest]:
        """The boards that failed."""
        return [t for t in self.tests if not t.passed]

    def save(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Write Gradescope's results.json (the command's document, byte for byte) to path."""
        with open(path, "w", encoding="ascii", newline="") as f:
            f.write(self.json)

    def __bool__(self) -> bool:
        return self.passed

    def __repr__(self) -> str:
        return "<GradeReport %s>" % self.summary

    def __str__(self) -> str:
        return self.summary


def _text(s: str) -> str:
    """The command escapes each byte above 0x7e of a student's output as \\u00XX: the bytes
    back as UTF-8 text (an undecodable byte as U+FFFD)."""
    try:
        return s.encode("latin-1").decode("utf-8", "replace")
    except UnicodeEncodeError:
        return s


def _option(args: List[str], name: str, value: Any) -> None:
    if value is None or value is False:
        return
    if value is True:
        args.append(name)
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


def grade(command: Union[str, Sequence[Arg]], *, goal: Optional[Any] = None,
          algorithm: Optional[str] = None, heuristic: Optional[str] = None,
          frontier: Optional[str] = None, duplicates: Optional[str] = None,
          weights: Optional[Tuple[int, int]] = None, reopen: bool = False, tree: bool = False,
          seed: Optional[int] = None, max_expansions: Optional[int] = None,
          max_depth: Optional[int] = None, max_memory: Optional[int] = None,
          max_time_ms: Optional[int] = None, boards: Optional[int] = None,
          board_seed: Optional[int] = None, max_distance: Optional[int] = None,
          boards_file: Optional[Union[str, "os.PathLike[str]"]] = None,
          time_limit_ms: Optional[int] = None, output_limit: Optional[int] = None,
          events_only: bool = False,
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
    """Grade a student's search program: run `command` on each board and compare its trace with
    the library's, as ``puzzle8 grade [options] -- COMMAND`` does (docs/grading.md).

    command: the program and its arguments (a list, or a string split as a POSIX shell would),
    in which {start} and {goal} become each board (9 digits, row-major, 0 the blank) and {trace}
    a file the program writes its trace into (without {trace}, its standard output is the trace).
    The reference is the library's run of the configuration given as `solve` takes it: goal,
    algorithm, heuristic (a name or "pdb:GROUPS"), frontier, duplicates, weights (wg, wh),
    reopen, tree, seed, max_expansions, max_depth, max_memory, max_time_ms. The boards: `boards`
    (default 5) drawn with `board_seed` (default 0) at distances spread up to `max_distance`
    (default 10), or those of `boards_file` (one a line). Each run of the program gets
    `time_limit_ms` (default 10,000) and `output_limit` bytes (default 64 MiB): a program that
    hangs, floods or crashes fails its board. events_only=True compares the events alone.

    Each run is isolated as the command's options say (docs/grading.md, "Isolation"): a fresh
    private working directory with the files of `submission` (a directory) copied in, the
    environment PATH, HOME, LANG and TMPDIR plus `env` (a mapping, or "NAME=VALUE" strings),
    `sandbox` "auto" (default), "bwrap" or "none", `hide` (more paths hidden from the program),
    as root `user` (default "nobody") or `allow_root`, and the limits of each process
    `cpu_limit_ms`, `memory_limit` (bytes of address space), `process_limit`,
    `file_size_limit` (bytes) and `open_files_limit` (a number, or "none").

    Returns a GradeReport (a failing board is a result, not an exception). Raises
    InvalidArgumentError for a usage error (the command's message: an unknown algorithm, a
    boards file that cannot be read, ...), Error when the grader itself fails, and
    KeyboardInterrupt when interrupted (the student's program is stopped). Not on Windows (the
    command needs process groups)."""
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
                        ("--events-only", events_only), ("--submission", submission),
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
    return GradeReport(out.getvalue().decode("ascii"))
