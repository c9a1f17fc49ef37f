# SPDX-License-Identifier: MIT
"""The view commands of python3 -m puzzle8, mirroring tools/cli_view.c, tools/cmd_draw.c and
tools/cmd_trace_diff.c function by function: draw, solve --svg, trace-diff. `cli` is the running
command module (puzzle8.__main__), whose output streams and helpers these use."""
import errno
import os
import sys

from . import view


class Out:
    """cli_out: an output file ("-" is stdout) that reports a write error once, on close."""

    def __init__(self, cli, option, path):
        self.cli, self.option, self.path, self.err = cli, option, path, None
        if path == "-":
            self.f = None
            return
        try:
            self.f = open(path, "wb")
        except OSError as e:
            cli.usage("%s: cannot create %s: %s" % (option, path, os.strerror(e.errno)))

    def write(self, text):
        if self.f is None:
            self.cli.out.write(text)
            return
        if self.err is None:
            try:
                self.f.write(text.encode("utf-8"))
            except OSError as e:
                self.err = e.errno or errno.EIO

    def close(self, status):
        if self.f is None:
            self.err = self.cli.out.flush()
        else:
            try:
                self.f.close()
            except OSError as e:
                self.err = self.err or e.errno or errno.EIO
        if self.err is not None:
            self.cli.error("%s: cannot write %s: %s" % (self.option, "stdout" if self.f is None
                                                        else self.path, os.strerror(self.err)))
            if self.f is None:
                self.cli.out.errno = None          # reported once, here (C: clearerr)
            return self.cli.FAILURE if status == self.cli.OK else status
        return status


def solution_svg(cli, result, path):
    """cli_solution_svg: solve --svg, the filmstrip 8 boards a row."""
    out = Out(cli, "--svg", path)
    out.write(result.svg(8))
    return out.close(cli.OK)


def cmd_draw(cli, argv):
    a = cli.Args(argv, 2, "draw")
    pos = cli.Boards(a, 1)
    path, moved = "-", 0
    for name, value in a:
        if name is None:
            pos.add(value)
        elif name in ("--svg", "--moved"):
            v = a.value(name, value)
            if name == "--svg":
                path = v
            else:
                moved = cli.parse_u64("--moved", v, 8)
        else:
            a.unknown_option(name)
    pos._end_run()
    if not pos.texts:
        cli.usage("draw: missing BOARD (see '%s --help')" % cli.PROG)
    b = cli.parse_board("board", pos.texts[0])
    svg = b.svg(moved)
    out = Out(cli, "--svg", path)
    out.write(svg)
    return out.close(cli.OK)


def _read_lines(cli, path):
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as e:
        cli.usage("trace-diff: cannot open %s: %s" % (path, os.strerror(e.errno)))
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return lines


def _is_event(line):
    return b'"type":"event"' in line


def _is_header(line):
    return b'"type":"header"' in line


def cmd_trace_diff(cli, argv):
    a = cli.Args(argv, 2, "trace-diff")
    paths = []
    skip_headers = False
    for name, value in a:
        if name == "--ignore-header":
            if value is not None:
                cli.usage("trace-diff: option --ignore-header takes no value")
            skip_headers = True
            continue
        if name is not None:
            a.unknown_option(name)
        if len(paths) == 2:
            a.unexpected(value)
        paths.append(value)
    if len(paths) < 2:
        cli.usage("trace-diff: expected two trace files A B (see '%s --help')" % cli.PROG)
    if paths == ["-", "-"]:
        cli.usage("trace-diff: only one of A and B can be standard input (-)")
    # The C command reads lines with getline and hands them to C strings: each ends at a NUL.
    # Each file's lines as (line number, line), header lines left out with --ignore-header.
    raw = [_read_lines(cli, path) for path in paths]
    la, lb = ([(n, line) for n, line in enumerate(lines, 1)
               if not (skip_headers and _is_header(line.split(b"\0")[0]))] for lines in raw)
    show = lambda b: b.decode("utf-8", "surrogateescape")   # noqa: E731
    events = 0
    for i in range(max(len(la), len(lb))):
        if i >= len(la) or i >= len(lb):
            more, done = ("A", "B") if i < len(la) else ("B", "A")
            line_no, line = la[i] if more == "A" else lb[i]
            cli.say("the traces differ at line %d: %s ends after %d lines, %s goes on:" %
                    (line_no, done, len(raw[done == "B"]), more))
            cli.say("  %s: %s" % (more, show(line)))
            return cli.NO_SOLUTION
        (na, a_line), (nb, b_line) = la[i], lb[i]
        a_line, b_line = a_line.split(b"\0")[0], b_line.split(b"\0")[0]
        at = "line %d" % na if na == nb else "line %d of A, line %d of B" % (na, nb)
        try:
            why = view.trace_diff(a_line, b_line)
        except cli.Error as e:
            cli.usage("trace-diff: %s: %s (A is %s, B is %s)" % (at, e.detail, paths[0], paths[1]))
        if why is not None:
            if _is_event(a_line) and _is_event(b_line):
                cli.say("the traces differ at %s (event %d): %s" % (at, events + 1, why))
            else:
                cli.say("the traces differ at %s: %s" % (at, why))
            cli.say("  A: %s" % show(a_line))
            cli.say("  B: %s" % show(b_line))
            return cli.NO_SOLUTION
        events += _is_event(a_line)
    cli.say("the traces agree: %d lines, %d events" % (len(raw[0]), events))
    return cli.OK


def cmd_tree(cli, argv):
    """tools/cmd_tree.c: the search tree of the first N expansions as SVG or DOT."""
    a = cli.Args(argv, 2, "tree")
    o = {"--algorithm": "astar", "--heuristic": None, "--goal": None, "--weights": None,
         "--max-expansions": None, "--max-depth": None, "--max-memory": None, "--max-time": None,
         "--frontier": None, "--duplicates": None, "--seed": None, "--expansions": 12,
         "--svg": None, "--dot": None, "--tree": False, "start": None}
    for name, value in a:
        if name is None:
            if o["start"] is not None:
                a.unexpected(value)
            o["start"] = value
        elif name == "--tree":
            if value is not None:
                cli.usage("tree: option --tree takes no value")
            o["--tree"] = True
        elif name in o and name.startswith("--"):
            v = a.value(name, value)
            if name == "--algorithm":
                o[name] = cli.parse_name(name, v, cli.names(cli.lib.p8_algorithm_name))
            elif name == "--heuristic":
                o[name] = cli.parse_name(name, v, cli.names(cli.lib.p8_heuristic_name))
            elif name == "--weights":
                o[name] = cli.parse_weights(v)
            elif name in cli.NAME_OPTIONS:              # --frontier, --duplicates
                o[name] = cli.parse_name(name, v, cli.names(getattr(cli.lib, cli.NAME_OPTIONS[name])))
            elif name in cli.NUMBER_OPTIONS or name in ("--seed", "--expansions"):
                o[name] = cli.parse_u64(name, v, cli.UINT64_MAX)
            else:
                o[name] = v
        else:
            a.unknown_option(name)
    if o["start"] is None:
        cli.usage("tree: missing START board (see '%s --help')" % cli.PROG)
    if o["--svg"] is None and o["--dot"] is None:
        o["--svg"] = "-"
    if o["--svg"] == "-" and o["--dot"] == "-":
        cli.usage("tree: --svg and --dot cannot both go to standard output (-)")
    start = cli.parse_board("start board", o["start"])
    goal = cli.parse_board("goal board", o["--goal"]) if o["--goal"] is not None else None
    kw = {"algorithm": o["--algorithm"], "heuristic": o["--heuristic"], "weights": o["--weights"],
          "graph": False if o["--tree"] else None, "frontier": o["--frontier"],
          "duplicates": o["--duplicates"], "seed": o["--seed"],
          "max_expansions": o["--max-expansions"], "max_depth": o["--max-depth"],
          "max_memory": o["--max-memory"], "max_time_ms": o["--max-time"]}
    try:
        search = cli.Search(**kw)
    except cli.Error as e:
        cli.library_error("cannot configure the search", e)
    cli.check_weights(search, o, "tree")          # tools/cli_run.c: cli_run_check
    cli.check_frontier(search, o, "tree")
    from ctypes import byref, c_void_p
    from .result import Result
    tree, res = c_void_p(), c_void_p()
    rc = view._fn("p8_tree_new")(int(o["--expansions"]), byref(tree))
    if rc != 0:
        cli.library_error("tree", cli.error_for(rc, ""))
    try:
        rc = view._fn("p8_tree_run")(tree.value, search._h, start._h,
                                    goal._h if goal is not None else None, byref(res))
        if rc == cli._lib.P8_EUNSOLVABLE:
            cli.unsolvable(start, goal)
        if not res.value:
            cli.library_error("tree", cli.error_for(rc, cli.text(cli.lib.p8_search_errmsg(search._h))))
        r = Result(res.value, o["--algorithm"])
        status = cli.OK
        for opt, fn in (("--svg", "p8_svg_tree"), ("--dot", "p8_dot_tree")):
            if o[opt] is not None and status == cli.OK:
                text = view.collect(lambda w, fn=fn: view._fn(fn)(tree.value, res.value, w, None))
                out = Out(cli, opt, o[opt])
                out.write(text)
                status = out.close(cli.OK)
        if status == cli.OK and o["--svg"] != "-" and o["--dot"] != "-":
            cli.say("tree: %d nodes of the first %d expansions; the run %s after %d expansions"
                    % (view._fn("p8_tree_count")(tree.value), o["--expansions"],
                       "reached the goal" if r.solved else "stopped", r.stats.expanded))
        return status
    finally:
        view._fn("p8_tree_free")(tree.value)
