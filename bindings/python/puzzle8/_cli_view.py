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


def cmd_trace_diff(cli, argv):
    a = cli.Args(argv, 2, "trace-diff")
    paths = []
    for name, value in a:
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
    la = [line.split(b"\0")[0] for line in _read_lines(cli, paths[0])]
    lb = [line.split(b"\0")[0] for line in _read_lines(cli, paths[1])]
    show = lambda b: b.decode("utf-8", "surrogateescape")   # noqa: E731
    events = 0
    for i in range(max(len(la), len(lb))):
        if i >= len(la) or i >= len(lb):
            more, done = ("A", "B") if i < len(la) else ("B", "A")
            line = la[i] if more == "A" else lb[i]
            cli.say("the traces differ at line %d: %s ends after %d lines, %s goes on:" %
                    (i + 1, done, i, more))
            cli.say("  %s: %s" % (more, show(line)))
            return cli.NO_SOLUTION
        try:
            why = view.trace_diff(la[i], lb[i])
        except cli.Error as e:
            cli.usage("trace-diff: line %d: %s (A is %s, B is %s)" % (i + 1, e.detail, paths[0],
                                                                       paths[1]))
        if why is not None:
            if _is_event(la[i]) and _is_event(lb[i]):
                cli.say("the traces differ at line %d (event %d): %s" % (i + 1, events + 1, why))
            else:
                cli.say("the traces differ at line %d: %s" % (i + 1, why))
            cli.say("  A: %s" % show(la[i]))
            cli.say("  B: %s" % show(lb[i]))
            return cli.NO_SOLUTION
        events += _is_event(la[i])
    cli.say("the traces agree: %d lines, %d events" % (len(la), events))
    return cli.OK
