# SPDX-License-Identifier: MIT
"""Pictures and traces from Python: the SVG the C library makes (the same bytes as bin/puzzle8),
well-formed XML, Jupyter's _repr_svg_, errors, the trace comparison, and traces written by
Search(trace=...) to paths and to text and binary file objects."""
import gzip
import io
import os
import subprocess
import tempfile
import unittest
import xml.etree.ElementTree as ET

import puzzle8
from puzzle8 import view
from util import REPO

C_CLI = os.path.join(REPO, "bin", "puzzle8")
START, GOAL = "1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5"
SVG_NS = "{http://www.w3.org/2000/svg}"


class BoardSVG(unittest.TestCase):
    def test_board(self):
        svg = puzzle8.Board(START).svg()
        self.assertIsInstance(svg, puzzle8.SVG)
        root = ET.fromstring(svg.encode())
        self.assertEqual(root.tag, SVG_NS + "svg")
        self.assertEqual((root.get("width"), root.get("height")), ("204", "204"))
        # Jupyter gets the <svg> element alone: no XML declaration in a notebook's outputs
        self.assertTrue(str(svg).startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg '))
        self.assertEqual(puzzle8.Board(START)._repr_svg_(), str(svg)[str(svg).find("<svg"):])
        self.assertEqual(puzzle8.SVG("<svg/>")._repr_svg_(), "<svg/>")
        blank = [r for r in root.iter(SVG_NS + "rect") if r.get("fill") == "#52647a"]
        self.assertEqual([(r.get("x"), r.get("y")) for r in blank], [("72", "136")])   # cell 7
        moved = ET.fromstring(puzzle8.Board(START).svg(6).encode())
        amber = [r for r in moved.iter(SVG_NS + "rect") if r.get("fill") == "#ffc94d"]
        self.assertEqual([(r.get("x"), r.get("y")) for r in amber], [("72", "72")])    # cell 4

    def test_board_errors(self):
        for bad in (-1, 9, 100):
            with self.assertRaises(puzzle8.InvalidArgumentError):
                puzzle8.Board(START).svg(bad)

    @unittest.skipUnless(os.access(C_CLI, os.X_OK), "bin/puzzle8 not built")
    def test_same_bytes_as_the_command(self):
        out = subprocess.run([C_CLI, "draw", START, "--moved", "6"], capture_output=True, check=True)
        self.assertEqual(out.stdout.decode(), puzzle8.Board(START).svg(6))

    def test_save(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "b.svg")
            puzzle8.Board(GOAL).svg().save(path)
            with open(path, encoding="utf-8") as f:
                self.assertEqual(f.read(), puzzle8.Board(GOAL).svg())


class SolutionSVG(unittest.TestCase):
    def test_filmstrip(self):
        r = puzzle8.solve(START, GOAL)
        svg = r.svg()
        root = ET.fromstring(svg.encode())
        frames = [e for e in root.iter(SVG_NS + "rect") if e.get("fill") == "#2e3d4f"]
        self.assertEqual(len(frames), r.length + 1)
        self.assertEqual(r._repr_svg_(), str(svg)[str(svg).find("<svg"):])
        one_row = ET.fromstring(r.svg(per_row=0).encode())
        self.assertEqual(one_row.get("width"), "1204")

    @unittest.skipUnless(os.access(C_CLI, os.X_OK), "bin/puzzle8 not built")
    def test_same_bytes_as_the_command(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "film.svg")
            subprocess.run([C_CLI, "solve", START, "--goal", GOAL, "--svg", path],
                           capture_output=True, check=True)
            with open(path, encoding="utf-8") as f:
                self.assertEqual(f.read(), puzzle8.solve(START, GOAL).svg())

    def test_unsolved(self):
        with self.assertRaises(puzzle8.LimitReached) as cm:
            puzzle8.solve("8 0 6 5 4 7 2 3 1", max_expansions=3)
        result = cm.exception.result
        self.assertIsNone(result._repr_svg_())
        with self.assertRaises(puzzle8.InvalidArgumentError):
            result.svg()

    def test_writer_status_is_raised(self):
        # A status the C writer returns becomes the matching exception.
        with self.assertRaises(puzzle8.OutOfMemoryError):
            view.collect(lambda write: -2)
        with self.assertRaises(puzzle8.InvalidArgumentError):
            view.collect(lambda write: -1)
        self.assertEqual(view.collect(lambda write: 0), "")


EV = '{"type":"event","event":"expand","id":%d,"parent":0,"move":"L","g":1,"h":%d,"key":%d,' \
     '"state":"%s"}'


class TraceDiff(unittest.TestCase):
    def test_lines(self):
        a = EV % (3, 4, 5, "123405786")
        self.assertIsNone(puzzle8.trace_diff(a, a))
        self.assertIsNone(puzzle8.trace_diff(a + "\n", a.encode()))
        why = puzzle8.trace_diff(a, EV % (2, 4, 5, "123485706"))
        self.assertTrue(why.startswith("different tie-break: both expand a node with key 5"), why)
        why = puzzle8.trace_diff(a, EV % (3, 6, 7, "123405786"))
        self.assertTrue(why.startswith("different h for state 123405786: A 4, B 6"), why)

    def test_malformed(self):
        with self.assertRaises(puzzle8.InvalidArgumentError) as cm:
            puzzle8.trace_diff("{", EV % (1, 1, 1, "123456780"))
        self.assertIn("A: expected a field name in quotes at column 2", str(cm.exception))

    def test_streams(self):
        lines = ['{"type":"header","format":"puzzle8-trace","version":1}'] + \
                [EV % (i, i, i + 1, "123456780") for i in range(10)]
        other = list(lines)
        other[6] = EV % (5, 9, 6, "123456780")
        self.assertIsNone(puzzle8.diff_traces(lines, list(lines)))
        d = puzzle8.diff_traces(lines, other)
        self.assertEqual((d.line, d.event), (7, 6))
        self.assertTrue(d.why.startswith("different h"), d.why)
        d = puzzle8.diff_traces(lines, lines[:4])
        self.assertEqual((d.line, d.event, d.why), (5, None, "B ends after 4 lines, A goes on"))
        with tempfile.TemporaryDirectory() as tmp:
            pa, pb = os.path.join(tmp, "a.jsonl"), os.path.join(tmp, "b.jsonl")
            for path, ls in ((pa, lines), (pb, other)):
                with open(path, "w") as f:
                    f.write("\n".join(ls) + "\n")
            self.assertEqual(puzzle8.diff_traces(pa, pb).line, 7)
            self.assertEqual(puzzle8.diff_traces("\n".join(lines), pb).line, 7)

    def test_ignore_header(self):
        events = [EV % (i, i, i + 1, "123456780") for i in range(4)]
        a = ['{"type":"header","format":"puzzle8-trace","version":1,"frontier":"fifo"}'] + events
        b = ['{"type":"header","format":"puzzle8-trace","version":1,"frontier":"lifo"}'] + events
        d = puzzle8.diff_traces(a, b)
        self.assertEqual((d.line, d.event), (1, None))
        self.assertTrue(d.why.startswith("configurations differ: frontier"), d.why)
        self.assertIsNone(puzzle8.diff_traces(a, b, ignore_header=True))
        self.assertIsNone(puzzle8.diff_traces(a, events, ignore_header=True))   # no header at all
        other = list(events)
        other[2] = EV % (2, 9, 3, "123456780")
        d = puzzle8.diff_traces(a, other, ignore_header=True)
        self.assertEqual((d.line, d.event), (4, 3))          # A's line 4 (B's 3), the third event
        self.assertTrue(d.why.startswith("different h"), d.why)
        d = puzzle8.diff_traces(a, events[:2], ignore_header=True)
        self.assertEqual((d.line, d.event, d.why), (4, None, "B ends after 2 lines, A goes on"))
        # header lines written with spaces are header lines too (issue 25.8), as C reads them
        spaced = [' { "type" : "header", "format":"puzzle8-trace","version":1,"frontier":"lifo"}'] \
            + [e.replace('"type":"event"', '"type": "event"') for e in events]
        self.assertIsNone(puzzle8.diff_traces(a, spaced, ignore_header=True))
        d = puzzle8.diff_traces(spaced, other, ignore_header=True)
        self.assertEqual((d.line, d.event), (4, 3))

    def test_line_numbers_of_both_files(self):
        """Issue 24.2: both line numbers, the diagnosis and its hint, events only."""
        events = [EV % (i, i, i + 1, "123456780") for i in range(4)]
        a = ['{"type":"header","format":"puzzle8-trace","version":1,"frontier":"fifo"}'] + events \
            + ['{"type":"summary","status":"P8_OK","max_frontier":3}']
        other = list(events) + ['{"type":"summary","status":"P8_OK","max_frontier":4}']
        other[2] = EV % (2, 9, 3, "123456780")
        d = puzzle8.diff_traces(a, other, ignore_header=True)
        self.assertEqual((d.line, d.line_b, d.event, d.diagnosis), (4, 3, 3, "heuristic"))
        self.assertEqual((d.a, d.b), (a[3], other[2]))
        self.assertTrue(d.hint.startswith("Compute h"), d.hint)
        other[2] = events[2]
        d = puzzle8.diff_traces(a, other, ignore_header=True)
        self.assertEqual((d.line, d.line_b, d.event, d.diagnosis), (6, 5, None, "summary"))
        self.assertIsNone(puzzle8.diff_traces(a, other, events_only=True))
        d = puzzle8.diff_traces(a, events[:2], events_only=True)
        self.assertEqual((d.line, d.line_b, d.a, d.b, d.diagnosis), (4, 3, a[3], None, "ends-early"))

    def test_reader_exception_propagates(self):
        def broken():
            yield EV % (0, 1, 1, "123456780")
            raise KeyError("student output")
        with self.assertRaises(KeyError):
            puzzle8.diff_traces([EV % (0, 1, 1, "123456780")] * 3, broken())

    def test_trace_line_type(self):
        from puzzle8.view import trace_line_type
        self.assertEqual(trace_line_type('{"type":"header"}'), "header")
        self.assertEqual(trace_line_type(' {\t"type" :\n"event" }\n'), "event")
        self.assertEqual(trace_line_type(b'{"type":"summary","x":1}'), "summary")
        for bad in ('{"type":"headers"}', '{"kind":"header"}', '"type":"header"', '', '{'):
            self.assertIsNone(trace_line_type(bad), bad)


class TreeSVG(unittest.TestCase):
    def test_tree(self):
        s = puzzle8.Search("astar")
        svg = s.tree_svg(START, GOAL, expansions=4)
        self.assertIsInstance(svg, puzzle8.SVG)
        root = ET.fromstring(svg.encode())
        self.assertEqual(root.tag, SVG_NS + "svg")
        self.assertTrue(s.result.solved)                      # the run went to its end
        dot = s.tree_svg(START, GOAL, expansions=4, dot=True)
        self.assertTrue(dot.startswith("// search tree: ") and "digraph search_tree {" in dot, dot)

    def test_expansions_out_of_range(self):
        s = puzzle8.Search("astar")
        for bad in (-1, -12, 2 ** 64):
            with self.assertRaises(puzzle8.InvalidArgumentError) as cm:
                s.tree_svg(START, GOAL, expansions=bad)
            self.assertIsInstance(cm.exception, ValueError)
            self.assertIn("expansions must be 0 .. 2**64-1", str(cm.exception))
        with self.assertRaises(TypeError):
            s.tree_svg(START, GOAL, expansions=2.5)
        zero = s.tree_svg(START, GOAL, expansions=0)
        self.assertEqual(zero.count('fill="#2e3d4f"'), 1)    # one board: the root's card alone

    @unittest.skipUnless(os.access(C_CLI, os.X_OK), "bin/puzzle8 not built")
    def test_same_bytes_as_the_command(self):
        for alg, n in (("astar", 12), ("idastar", 9), ("bibfs", 5)):
            for fmt in ("--svg", "--dot"):
                out = subprocess.run([C_CLI, "tree", START, "--goal", GOAL, "--algorithm", alg,
                                      "--expansions", str(n), fmt, "-"], capture_output=True,
                                     check=True)
                mine = puzzle8.Search(alg).tree_svg(START, GOAL, n, dot=fmt == "--dot")
                self.assertEqual(out.stdout.decode(), mine, "%s %s" % (alg, fmt))


class TraceTargets(unittest.TestCase):
    """Search(trace=...) writes the same bytes to a path, a text file object (str) and a binary
    one (bytes): open(), io.StringIO, io.BytesIO, gzip.open in both modes."""

    def trace_to(self, target):
        return puzzle8.Search("idastar", trace=target).run(START, GOAL)

    def test_every_kind_of_target(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "t.jsonl")
            self.assertTrue(self.trace_to(path).solved)
            with open(path, "rb") as f:
                want = f.read()
            self.assertTrue(want.startswith(b'{"type":"header"') and want.endswith(b"}\n"))
            got = {}
            b = io.BytesIO()
            self.trace_to(b)
            got["io.BytesIO"] = b.getvalue()
            t = io.StringIO()
            self.trace_to(t)
            got["io.StringIO"] = t.getvalue().encode("ascii")
            for mode in ("wb", "wt"):
                gz = os.path.join(d, "t.%s.jsonl.gz" % mode)
                with gzip.open(gz, mode) as f:
                    self.trace_to(f)
                with gzip.open(gz, "rb") as f:
                    got["gzip " + mode] = f.read()
            for mode in ("wb", "w"):
                other = os.path.join(d, "t.%s.jsonl" % mode)
                with open(other, mode) as f:
                    f.write(b"# kept\n" if mode == "wb" else "# kept\n")   # the trace is appended
                    self.trace_to(f)
                with open(other, "rb") as f:
                    got["open " + mode] = f.read()[len(b"# kept\n"):]
            for name, data in got.items():
                self.assertEqual(data, want, name)

    def test_a_file_object_that_fails(self):
        class Full(io.RawIOBase):
            def writable(self):
                return True

            def write(self, data):
                raise OSError(28, "No space left on device")
        with self.assertRaises(OSError) as cm:
            self.trace_to(Full())
        self.assertEqual(cm.exception.errno, 28)

    @unittest.skipUnless(os.path.exists("/dev/full"), "needs /dev/full")
    def test_a_full_disk_frees_the_result_first(self):
        # issue 25.3: a trace to a path on a full disk fails in close() (the whole trace sat in
        # the file's buffer); the C result must be freed before the OSError is raised (RSS grew
        # 3.7 MB over 30,000 runs). Every C result freed, counted at p8_result_free.
        freed = []
        real = view.lib.p8_result_free

        def counting_free(handle):
            freed.append(handle)
            real(handle)
        view.lib.p8_result_free = counting_free
        try:
            for start, goal, runs in ((START, GOAL, 3), ("8 6 7 2 5 4 3 0 1", None, 2)):
                for _ in range(runs):                       # close() fails; then a write does
                    s = puzzle8.Search("astar", trace="/dev/full")
                    with self.assertRaises(OSError) as cm:
                        s.run(start, goal)
                    self.assertEqual(cm.exception.errno, 28)
                    self.assertIsNone(s.result)
        finally:
            view.lib.p8_result_free = real
        self.assertEqual(len(freed), 5)

    def test_a_callback_exception_is_raised(self):
        # As without a trace (and in tree_svg): the callback's exception, not Canceled.
        def on_event(event, state, g, h):
            raise KeyError("from the callback")

        def heuristic(state, goal):
            raise ZeroDivisionError("from the heuristic")
        for kw, exc in ((dict(on_event=on_event), KeyError), (dict(heuristic=heuristic),
                                                               ZeroDivisionError)):
            s = puzzle8.Search("astar", trace=io.StringIO(), **kw)
            with self.assertRaises(exc):
                s.run(START, GOAL)
            self.assertEqual(s.result.status, "P8_ECANCELED")
            with self.assertRaises(exc):
                s.tree_svg(START, GOAL)
            s.configure(on_event=None, heuristic="manhattan")
            self.assertTrue(s.run(START, GOAL).solved)      # nothing left over from before

    @unittest.skipUnless(os.access(C_CLI, os.X_OK), "bin/puzzle8 not built")
    def test_same_bytes_as_the_command(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "c.jsonl")
            subprocess.run([C_CLI, "solve", "--algorithm", "idastar", "--goal", GOAL, START,
                            "--trace", path], capture_output=True, check=True)
            b = io.BytesIO()
            self.trace_to(b)
            with open(path, "rb") as f:
                self.assertEqual(f.read(), b.getvalue())


if __name__ == "__main__":
    unittest.main()
