#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""view_test.py - the pictures and traces of puzzle8, end to end through the command.

Every SVG the command writes (draw, solve --svg, tree --svg) is parsed as XML (xml.etree), then
rendered to PNG with rsvg-convert (Debian: librsvg2-bin) and the pixels are checked for what the
picture must show: the blank cell's colour at the blank, the highlighted tile's colour at its
cell, the number of boards of a filmstrip counted by their frames along each row, the cards of a
tree (one per node, the solution path's badge in orange). The DOT of `tree --dot` is rendered by
Graphviz's dot (one drawn node per node). Real traces of BFS, DFS, A*, IDA* and bidirectional BFS
runs (and of a run stopped by a limit) are validated line by line against docs/trace.schema.json
with the jsonschema module (make check: the first 400 lines and the last of each; every line
under P8_FULL=1, make check-full, which also renders the largest tree to PNG), which must also
refuse planted bad lines. The same runs' traces are compared byte for byte as written by C
(p8_trace_run, test/view/trace_run.c compiled with $CC against lib/libpuzzle8.a), by `puzzle8
solve --trace`, by `python3 -m puzzle8 solve --trace` (the first run as the program, the others
through puzzle8.__main__.run, the same p8_cli_main in this process) and by Python's
Search(..., trace=path); Python's Search.tree_svg() must be the command's SVG and DOT.
trace-diff is run on traces with planted differences. A missing rsvg-convert, dot or jsonschema
skips those checks with a note (apt-get install librsvg2-bin graphviz python3-jsonschema).

Usage: view_test.py PUZZLE8_BIN   (from test/view_test.sh). Last line: "N passed, N failed".
"""
import json
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

BIN = sys.argv[1] if len(sys.argv) > 1 else "bin/puzzle8"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TMP = tempfile.mkdtemp(prefix="p8view.")
# make check-full (P8_FULL=1): every line of every trace through the schema validator, and the
# 120-expansion tree rendered to PNG too (make check: the traces' first 400 lines and last line,
# and the PNG checks on the three smaller trees; rsvg-convert takes 3.5 s of CPU on that one).
FULL = os.environ.get("P8_FULL") == "1"
SVG_NS = "{http://www.w3.org/2000/svg}"
BLANK, MOVED, FRAME, TILE = (0x52, 0x64, 0x7a), (0xff, 0xc9, 0x4d), (0x2e, 0x3d, 0x4f), (0xf6, 0xee, 0xdf)
PATH_ORANGE = (0xe8, 0x59, 0x0c)

passed = failed = 0
notes = []


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("ok   " + name)
    else:
        failed += 1
        print("FAIL " + name + (": " + detail if detail else ""))


def run(*args, stdin=None):
    p = subprocess.run([BIN] + list(args), input=stdin, capture_output=True)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


# ---- PNG: a reader for what rsvg-convert writes (8-bit RGBA or RGB, not interlaced) ---------
def read_png(path, max_rows=None):
    """(width, height, bytes per pixel, rows): every row, or only the first max_rows (a tree's
    picture is tens of millions of pixels: decoding it all here would take a minute)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and color in (2, 6) and interlace == 0, "unsupported PNG"
            bpp = 4 if color == 6 else 3
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height if max_rows is None else min(height, max_rows)):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def pixel(png, x, y):
    _, _, bpp, rows = png
    return tuple(rows[y][x * bpp:x * bpp + 3])


def near(c, want, tol=6):
    return all(abs(a - b) <= tol for a, b in zip(c, want))


def runs(png, y, color):
    """How many separate runs of `color` the row y holds."""
    width = png[0]
    n, inside = 0, False
    for x in range(width):
        hit = near(pixel(png, x, y), color)
        if hit and not inside:
            n += 1
        inside = hit
    return n


def render(svg, png):
    if not shutil.which("rsvg-convert"):
        return False
    subprocess.run(["rsvg-convert", svg, "-o", png], check=True)
    return True


def svg_size(path, name):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        check(name + ": well-formed XML", False, str(e))
        return None
    check(name + ": well-formed XML, root <svg>", root.tag == SVG_NS + "svg", root.tag)
    return int(root.get("width")), int(root.get("height"))


# ---- boards ---------------------------------------------------------------------------------
def test_boards():
    for text, moved in (("1 3 4 8 6 2 7 0 5", 0), ("1 2 3 8 0 4 7 6 5", 0), ("1 3 4 8 6 2 7 0 5", 6),
                        ("0 1 2 3 4 5 6 7 8", 8)):
        tiles = [int(c) for c in text.split()]
        svg = os.path.join(TMP, "board.svg")
        args = ["draw", text, "--svg", svg] + (["--moved", str(moved)] if moved else [])
        rc, out, err = run(*args)
        check("draw %s: exit 0, nothing on stdout" % text, rc == 0 and out == "", err)
        size = svg_size(svg, "draw " + text)
        check("draw: 204 x 204", size == (204, 204), str(size))
        rc, out2, _ = run("draw", text, *(["--moved", str(moved)] if moved else []))
        check("draw to stdout is the same SVG", out2 == open(svg).read())
        png = os.path.join(TMP, "board.png")
        if not render(svg, png):
            continue
        img = read_png(png)
        for cell, t in enumerate(tiles):
            cx, cy = 8 + (cell % 3) * 64 + 6, 8 + (cell // 3) * 64 + 6  # inside the cell, off the digit
            c = pixel(img, cx, cy)
            want = BLANK if t == 0 else MOVED if t == moved else TILE
            check("draw %s --moved %d: cell %d (tile %d) has its colour" % (text, moved, cell, t),
                  near(c, want), "pixel %s, want %s" % (c, want))
        check("draw %s: the frame at the corner" % text, near(pixel(img, 3, 100), FRAME))


def test_filmstrips():
    cases = (("1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5", "astar", [6]),
             ("8 0 6 5 4 7 2 3 1", "1 2 3 4 5 6 7 8 0", "astar", [8, 8, 8, 4]))
    for start, goal, alg, per_row in cases:
        svg = os.path.join(TMP, "film.svg")
        rc, out, err = run("solve", start, "--goal", goal, "--algorithm", alg, "--svg", svg)
        check("solve --svg %s: exit 0" % start, rc == 0, err)
        length = int([l for l in out.splitlines() if l.startswith("length:")][0].split()[1])
        check("solve --svg: %d boards for %d moves" % (sum(per_row), length), sum(per_row) == length + 1)
        size = svg_size(svg, "solve --svg " + start)
        root = ET.parse(svg).getroot()
        frames = [r for r in root.iter(SVG_NS + "rect") if r.get("fill") == "#2e3d4f"]
        check("filmstrip XML: one frame per board", len(frames) == length + 1, str(len(frames)))
        png = os.path.join(TMP, "film.png")
        if not render(svg, png):
            continue
        img = read_png(png)
        check("filmstrip PNG is the SVG's size", (img[0], img[1]) == size)
        for row, want in enumerate(per_row):
            y = 20 + row * (134 + 30 + 26) + 2  # in the frames' top padding
            got = runs(img, y, FRAME)
            check("filmstrip %s row %d: %d boards counted by their frames" % (start, row, want),
                  got == want, "counted %d" % got)
        # The start's blank and the goal's blank, shaded in the first and the last board.
        for index, board in ((0, start), (length, goal)):
            cell = [int(c) for c in board.split()].index(0)
            row, col = divmod(index, len(per_row) > 1 and 8 or length + 1)
            x = 20 + col * (134 + 72) + 5 + (cell % 3) * 42 + 6
            y = 20 + row * (134 + 30 + 26) + 5 + (cell // 3) * 42 + 6
            check("filmstrip %s: board %d's blank (cell %d) is shaded" % (start, index, cell),
                  near(pixel(img, x, y), BLANK), str(pixel(img, x, y)))


def test_errors():
    for args, status, message in (
            (["draw"], 2, "puzzle8: draw: missing BOARD"),
            (["draw", "123"], 2, 'puzzle8: bad board "123": 3 cells, expected 9'),
            (["draw", "123456780", "--moved", "9"], 2, 'puzzle8: bad --moved value "9": too large (at most 8)'),
            (["draw", "123456780", "--svg", "/nonexistent/dir/x.svg"], 2,
             'puzzle8: --svg: cannot create "/nonexistent/dir/x.svg": No such file or directory'),
            (["draw", "123456780", "extra"], 2, 'puzzle8: draw: unexpected argument "extra"'),
            (["solve", "123456780", "--svg", "-"], 2,
             "puzzle8: solve: --svg needs a file name (the report goes to stdout)"),
            (["trace-diff", "a"], 2, "puzzle8: trace-diff: expected two trace files A B"),
            (["trace-diff", "-", "-"], 2, "puzzle8: trace-diff: only one of A and B can be standard input (-)"),
            (["trace-diff", "/nonexistent/a", "/nonexistent/b"], 2,
             'puzzle8: trace-diff: cannot open "/nonexistent/a": No such file or directory')):
        rc, out, err = run(*args)
        check("%s: exit %d, one line on stderr" % (" ".join(args), status),
              rc == status and out == "" and err.count("\n") == 1 and err.startswith(message),
              "exit %d, stdout %r, stderr %r" % (rc, out, err))
    if os.path.exists("/dev/full"):
        p = subprocess.run([BIN, "draw", "123456780"], stdout=open("/dev/full", "w"), capture_output=False,
                           stderr=subprocess.PIPE)
        check("draw > /dev/full: exit 3 and one message", p.returncode == 3 and
              p.stderr.decode().count("\n") == 1, p.stderr.decode())


EV = ('{"type":"event","event":"%s","id":%d,"parent":%s,"move":%s,"g":%d,"h":%d,"key":%d,'
      '"state":"%s"}')


def test_trace_diff_synthetic():
    a = os.path.join(TMP, "a.jsonl")
    b = os.path.join(TMP, "b.jsonl")
    lines = ['{"type":"header","format":"puzzle8-trace","version":1,"library":"0.2.0"}',
             EV % ("expand", 0, "null", "null", 0, 5, 5, "134862705"),
             EV % ("generate", 1, "0", '"U"', 1, 4, 5, "134802765"),
             EV % ("generate", 2, "0", '"L"', 1, 6, 7, "134862075"),
             EV % ("expand", 1, "0", '"U"', 1, 4, 5, "134802765"),
             '{"type":"summary","status":"P8_OK","solved":true}']
    with open(a, "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(b, "w") as f:
        f.write("\n".join(lines).replace("library\":\"0.2.0", "library\":\"9.9.9") + "\n")
    rc, out, err = run("trace-diff", a, b)
    check("trace-diff: traces that agree (but for the library): exit 0",
          rc == 0 and out == "the traces agree: 6 lines, 4 events\n", out + err)
    planted = list(lines)
    planted[3] = planted[3].replace('"h":6,"key":7', '"h":2,"key":3')
    with open(b, "w") as f:
        f.write("\n".join(planted) + "\n")
    rc, out, err = run("trace-diff", a, b)
    check("trace-diff: a planted h at event 3 (line 4): exit 1, the reason",
          rc == 1 and out.startswith("the traces differ at line 4 (event 3): different h for state "
                                     "134862075: A 6, B 2 (a different heuristic?)\n  A: "), out + err)
    with open(b, "w") as f:
        f.write("\n".join(lines[:3]) + "\n")
    rc, out, err = run("trace-diff", a, b)
    check("trace-diff: B ends early: exit 1", rc == 1 and out.startswith(
        "the traces differ at line 4 of A, the end of B: B ends after 3 lines, A goes on\n  A: "), out + err)
    rc, out, err = run("trace-diff", b, "-", stdin=open(a, "rb").read())
    check("trace-diff: - reads standard input", rc == 1 and "A ends after 3 lines" in out, out + err)
    with open(b, "w") as f:
        f.write("\n".join(lines[:2]) + "\n{\"type\":\"event\",}\n")
    rc, out, err = run("trace-diff", a, b)
    check("trace-diff: a bad line: exit 2 and where", rc == 2 and err.startswith(
        "puzzle8: trace-diff: B line 3: expected a field name in quotes at column 17"), err)


def test_docs_trace_example():
    """docs/trace.md's example: each of its lines (but "...") is a line of the trace the command
    it names writes now, in the same order."""
    doc = open(os.path.join(ROOT, "docs", "trace.md")).read()
    m = re.search(r"`puzzle8 (solve [^`]*) --trace t\.jsonl`.*?```\n(.*?)```", doc, re.S)
    check("docs/trace.md: the example and its command found", m is not None)
    if not m:
        return
    path = os.path.join(TMP, "t.jsonl")
    rc, out, err = run(*(shlex.split(m.group(1)) + ["--trace", path]))
    check("docs/trace.md: its command runs", rc == 0, err)
    lines = open(path).read().splitlines() if rc == 0 else []
    want = [x for x in m.group(2).splitlines() if x != "..."]
    pos = 0
    for x in want:
        pos = lines.index(x, pos) + 1 if x in lines[pos:] else -1
        check("docs/trace.md: example line in the trace, in order: %s" % x[:60], pos > 0)
        if pos < 0:
            return
    check("docs/trace.md: the example starts with the header and ends with the summary",
          bool(want) and want[0] == lines[0] and want[-1] == lines[-1])


def test_docs_images():
    fresh = os.path.join(TMP, "images")
    p = subprocess.run(["sh", os.path.join(ROOT, "scripts", "docs-images.sh"), BIN, fresh],
                       capture_output=True)
    check("scripts/docs-images.sh runs", p.returncode == 0, p.stderr.decode())
    committed = os.path.join(ROOT, "docs", "images")
    for name in sorted(os.listdir(fresh)) if p.returncode == 0 else []:
        have = os.path.join(committed, name)
        same = os.path.exists(have) and open(have, "rb").read() == open(os.path.join(fresh, name), "rb").read()
        check("docs/images/%s is up to date (make docs-images)" % name, same)
        svg_size(os.path.join(fresh, name), "docs/images/" + name)


# ---- traces: the schema, and the same bytes from C, the commands and Python ------------------
T_START, T_GOAL = "1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5"
T_RUNS = (  # label, start, goal, algorithm, limits
    ("BFS", T_START, T_GOAL, "bfs", {}),
    ("DFS, depth limit 7", T_START, T_GOAL, "dfs", {"max-depth": 7}),
    ("A*", T_START, T_GOAL, "astar", {}),
    ("A* (26 moves)", "7 2 4 5 0 6 8 3 1", "0 1 2 3 4 5 6 7 8", "astar", {}),
    ("IDA*", T_START, T_GOAL, "idastar", {}),
    ("bidirectional BFS", T_START, T_GOAL, "bibfs", {}),
    ("BFS stopped by an expansion limit", T_START, T_GOAL, "bfs", {"max-expansions": 10}),
)


def trace_of(run_args, path):
    _, start, goal, alg, limits = run_args
    args = ["solve", "--algorithm", alg, "--goal", goal, start, "--trace", path]
    for name, value in limits.items():
        args += ["--" + name, str(value)]
    return run(*args)


def test_trace_schema():
    try:
        import jsonschema
    except ImportError:
        notes.append("python jsonschema not found (apt-get install python3-jsonschema): "
                     "trace schema checks skipped")
        return
    with open(os.path.join(ROOT, "docs", "trace.schema.json")) as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    try:
        cls.check_schema(schema)
    except jsonschema.exceptions.SchemaError as e:
        check("docs/trace.schema.json is a valid %s schema" % cls.__name__, False, str(e)[:300])
        return
    check("docs/trace.schema.json is a valid schema (%s)" % cls.__name__, True)
    validator = cls(schema)
    kinds, null_ids, unsolved = set(), 0, 0
    for run_args in T_RUNS:
        path = os.path.join(TMP, "schema.jsonl")
        rc, _, err = trace_of(run_args, path)
        check("solve --trace, %s: runs" % run_args[0], rc in (0, 1), err)
        lines = open(path).read().splitlines()
        bad = []
        sample = range(len(lines)) if FULL else sorted({*range(min(400, len(lines))), len(lines) - 1})
        for n in sample:
            errors = list(validator.iter_errors(json.loads(lines[n])))
            if errors:
                bad.append("line %d: %s" % (n + 1, errors[0].message))
        check("trace of %s (%d lines): %s valid against docs/trace.schema.json"
              % (run_args[0], len(lines), "every line" if len(sample) == len(lines) else
                 "the first %d lines and the last" % (len(sample) - 1)), not bad, "; ".join(bad[:3]))
        types = [json.loads(line)["type"] for line in lines]
        check("trace of %s: a header, events, a summary" % run_args[0],
              types[0] == "header" and types[-1] == "summary" and
              set(types[1:-1]) == {"event"}, str(types[:2] + types[-2:]))
        for line in lines[1:-1]:
            e = json.loads(line)
            kinds.add(e["event"])
            null_ids += e["id"] is None
        unsolved += not json.loads(lines[-1])["solved"]
    check("the traces validated hold every event kind, unkept successors (id null) and an "
          "unsolved summary", kinds == {"expand", "generate", "duplicate", "goal"} and
          null_ids > 0 and unsolved > 0, "%s, %d null ids, %d unsolved" % (sorted(kinds), null_ids,
                                                                           unsolved))
    # The schema refuses what is not a trace line (so the checks above are not vacuous).
    good = json.loads(open(path).read().splitlines()[1])
    for what, change in (("a state that is not a permutation", {"state": "112345678"}),
                         ("a negative g", {"g": -1}),
                         ("an unknown event", {"event": "visit"}),
                         ("a move that is not U, D, L, R", {"move": "X"}),
                         ("an unknown field", {"colour": "red"})):
        line = dict(good, **change)
        check("docs/trace.schema.json refuses an event line with %s" % what,
              not validator.is_valid(line), json.dumps(line))
    missing = dict(good)
    del missing["key"]
    check("docs/trace.schema.json refuses an event line without its key", not validator.is_valid(missing))


def python_binding():
    """The puzzle8 package of this tree on the in-tree library, or None (a failed check)."""
    sys.path.insert(0, os.path.join(ROOT, "bindings", "python"))
    os.environ.pop("PUZZLE8_LIBRARY", None)
    try:
        import puzzle8
    except Exception as e:                          # noqa: BLE001 - reported as a failure
        check("the Python binding loads (bindings/python, lib/libpuzzle8.so.1)", False, repr(e))
        return None
    check("the Python binding loads the in-tree library",
          puzzle8.library_path.startswith(os.path.join(ROOT, "lib") + os.sep), puzzle8.library_path)
    return puzzle8


def compile_trace_run():
    exe = os.path.join(TMP, "trace_run")
    cc = shlex.split(os.environ.get("CC") or "cc")
    p = subprocess.run(cc + ["-std=c99", "-Wall", "-Wextra", "-Werror", "-I", os.path.join(ROOT, "include"),
                             "-o", exe, os.path.join(ROOT, "test", "view", "trace_run.c"),
                             os.path.join(ROOT, "lib", "libpuzzle8.a")], capture_output=True)
    check("test/view/trace_run.c compiles against lib/libpuzzle8.a (%s)" % " ".join(cc),
          p.returncode == 0, p.stderr.decode("utf-8", "replace")[:500])
    return exe if p.returncode == 0 else None


def test_trace_same_bytes(puzzle8):
    exe = compile_trace_run()
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "bindings", "python"),
               PYTHONDONTWRITEBYTECODE="1")
    env.pop("PUZZLE8_LIBRARY", None)
    for label, start, goal, alg, limits in T_RUNS:
        paths = {who: os.path.join(TMP, "same.%s.jsonl" % who) for who in ("c", "cli", "py-cli", "py")}
        for path in paths.values():
            if os.path.exists(path):
                os.remove(path)
        rc, _, err = trace_of((label, start, goal, alg, limits), paths["cli"])
        check("%s: puzzle8 solve --trace runs" % label, rc in (0, 1), err)
        if exe:
            args = [exe, paths["c"], start, goal, alg]
            for name, value in limits.items():
                args += [name, str(value)]
            p = subprocess.run(args, capture_output=True)
            check("%s: C p8_trace_run runs" % label, p.returncode == 0, p.stderr.decode())
        args = ["solve", "--algorithm", alg, "--goal", goal, start, "--trace", paths["py-cli"]]
        for name, value in limits.items():
            args += ["--" + name, str(value)]
        if label == T_RUNS[0][0] or puzzle8 is None:
            # `python3 -m puzzle8`, the program, for the first run (a python3 start is a third of
            # a second of CPU); the same p8_cli_main in this process for the others
            p = subprocess.run([sys.executable, "-m", "puzzle8"] + args, capture_output=True, env=env)
            rc, err, door = p.returncode, p.stderr, "python3 -m puzzle8"
        else:
            import io
            from puzzle8.__main__ import run as cli_run
            out, errf = io.BytesIO(), io.BytesIO()
            rc, err, door = cli_run(args, out, errf), errf.getvalue(), "puzzle8.__main__.run"
        check("%s: %s solve --trace runs" % (label, door), rc in (0, 1), err.decode())
        if puzzle8 is not None:
            kw = {name.replace("-", "_"): value for name, value in limits.items()}
            try:
                puzzle8.Search(alg, trace=paths["py"], **kw).run(start, goal)
            except puzzle8.SearchStopped:
                pass
        data = {who: open(path, "rb").read() for who, path in paths.items() if os.path.exists(path)}
        want = data.get("cli", b"")
        check("%s: one trace, byte for byte, from %s (%d bytes)" % (label, ", ".join(sorted(data)), len(want)),
              len(data) == (4 if exe and puzzle8 else 2 + bool(exe) + bool(puzzle8)) and
              want.count(b"\n") > 2 and all(d == want for d in data.values()),
              ", ".join("%s %d bytes" % (who, len(d)) for who, d in sorted(data.items())))


# ---- trees: SVG and DOT of `puzzle8 tree`, rendered; Python's the same -------------------------
TREE_RUNS = (  # label, args after START
    ("A*, 30 expansions", ["--goal", "0 1 2 3 4 5 6 7 8", "--expansions", "30"]),
    ("A*, 120 expansions (3-digit badges)", ["--goal", "0 1 2 3 4 5 6 7 8", "--expansions", "120"]),
    ("IDA*, 30 expansions (cut marks)", ["--goal", "0 1 2 3 4 5 6 7 8", "--algorithm", "idastar",
                                         "--expansions", "30"]),
    ("bidirectional BFS", ["--goal", "0 1 2 3 4 5 6 7 8", "--algorithm", "bibfs", "--expansions", "20"]),
)
TREE_START = "7 2 4 5 0 6 8 3 1"


def test_trees(puzzle8):
    for label, args in TREE_RUNS:
        svg, dot = os.path.join(TMP, "tree.svg"), os.path.join(TMP, "tree.dot")
        rc, out, err = run("tree", TREE_START, *args, "--svg", svg, "--dot", dot)
        m = re.match(r"tree: (\d+) nodes of the first \d+ expansions; ", out)
        check("tree %s: exit 0 and its one line" % label, rc == 0 and m is not None, out + err)
        if not m:
            continue
        nodes = int(m.group(1))
        size = svg_size(svg, "tree " + label)
        root = ET.parse(svg).getroot()
        cards = [r for r in root.iter(SVG_NS + "rect") if r.get("rx") == "8"]
        boards = [r for r in root.iter(SVG_NS + "rect") if r.get("fill") == "#2e3d4f"]
        check("tree %s: one card and one board per node (%d)" % (label, nodes),
              len(cards) == nodes and len(boards) == nodes, "%d cards, %d boards" % (len(cards), len(boards)))
        if "IDA*" in label:
            cuts = [t for t in root.iter(SVG_NS + "text") if t.text == "cut"]
            check("tree %s: cut marks" % label, len(cuts) > 1, str(len(cuts)))
        png = os.path.join(TMP, "tree.png")
        if (nodes <= 100 or FULL) and render(svg, png):
            badge = [r for r in root.iter(SVG_NS + "rect") if r.get("rx") == "9"][0]   # #1, the root's
            x, y = int(badge.get("x")) + 3, int(badge.get("y")) + 9
            img = read_png(png, y + 1)
            check("tree %s: the PNG is the SVG's size" % label, (img[0], img[1]) == size)
            check("tree %s: the root's badge is orange (on the path)" % label,
                  near(pixel(img, x, y), PATH_ORANGE), str(pixel(img, x, y)))
        if shutil.which("dot"):
            p = subprocess.run(["dot", "-Tsvg", dot], capture_output=True)
            ok = p.returncode == 0
            drawn = 0
            if ok:
                try:
                    droot = ET.fromstring(p.stdout)
                    drawn = sum(1 for g in droot.iter(SVG_NS + "g") if g.get("class") == "node")
                except ET.ParseError:
                    ok = False
            check("tree %s --dot: Graphviz renders it, one drawn node per node" % label,
                  ok and drawn == nodes, "exit %d, %d nodes drawn: %s" % (p.returncode, drawn,
                                                                        p.stderr.decode()[:300]))
        if puzzle8 is not None:
            opts = dict(zip(args[::2], args[1::2]))
            s = puzzle8.Search(opts.get("--algorithm", "astar"))
            n = int(opts["--expansions"])
            check("tree %s: Python Search.tree_svg() is the command's SVG" % label,
                  s.tree_svg(TREE_START, opts["--goal"], n) == open(svg).read())
            check("tree %s: Python Search.tree_svg(dot=True) is the command's DOT" % label,
                  s.tree_svg(TREE_START, opts["--goal"], n, dot=True) == open(dot).read())


def main():
    try:
        if not shutil.which("rsvg-convert"):
            notes.append("rsvg-convert not found (apt-get install librsvg2-bin): PNG checks skipped")
        if not shutil.which("dot"):
            notes.append("dot not found (apt-get install graphviz): DOT rendering checks skipped")
        puzzle8 = python_binding()
        test_boards()
        test_filmstrips()
        test_docs_images()
        test_docs_trace_example()
        test_errors()
        test_trace_diff_synthetic()
        test_trace_schema()
        test_trace_same_bytes(puzzle8)
        test_trees(puzzle8)
    finally:
        shutil.rmtree(TMP, ignore_errors=True)
    for n in notes:
        print("note: " + n)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
