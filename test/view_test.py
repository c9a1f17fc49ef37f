#!/usr/bin/env python3
"""view_test.py - the pictures and traces of puzzle8, end to end through the command.

Every SVG the command writes (draw, solve --svg, tree --svg) is parsed as XML (xml.etree), then
rendered to PNG with rsvg-convert (Debian: librsvg2-bin) and the pixels are checked for what the
picture must show: the blank cell's colour at the blank, the highlighted tile's colour at its
cell, the number of boards of a filmstrip counted by their frames along each row, the cards of a
tree. DOT output is rendered by Graphviz's dot when it is installed. Traces are validated against
docs/trace.schema.json with the jsonschema module when it is installed, and trace-diff is run on
traces with planted differences. A missing rsvg-convert, dot or jsonschema skips those checks
with a note (apt-get install librsvg2-bin graphviz python3-jsonschema).

Usage: view_test.py PUZZLE8_BIN   (from test/view_test.sh). Last line: "N passed, N failed".
"""
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
def read_png(path):
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
    for _ in range(height):
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
             "puzzle8: --svg: cannot create /nonexistent/dir/x.svg: No such file or directory"),
            (["draw", "123456780", "extra"], 2, 'puzzle8: draw: unexpected argument "extra"'),
            (["solve", "123456780", "--svg", "-"], 2,
             "puzzle8: solve: --svg needs a file name (the report goes to stdout)"),
            (["trace-diff", "a"], 2, "puzzle8: trace-diff: expected two trace files A B"),
            (["trace-diff", "-", "-"], 2, "puzzle8: trace-diff: only one of A and B can be standard input (-)"),
            (["trace-diff", "/nonexistent/a", "/nonexistent/b"], 2,
             "puzzle8: trace-diff: cannot open /nonexistent/a: No such file or directory")):
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
        "the traces differ at line 4: B ends after 3 lines, A goes on:\n  A: "), out + err)
    rc, out, err = run("trace-diff", b, "-", stdin=open(a, "rb").read())
    check("trace-diff: - reads standard input", rc == 1 and "A ends after 3 lines" in out, out + err)
    with open(b, "w") as f:
        f.write("\n".join(lines[:2]) + "\n{\"type\":\"event\",}\n")
    rc, out, err = run("trace-diff", a, b)
    check("trace-diff: a bad line: exit 2 and where", rc == 2 and err.startswith(
        "puzzle8: trace-diff: line 3: B: expected a field name in quotes at column 17"), err)


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


def main():
    try:
        if not shutil.which("rsvg-convert"):
            notes.append("rsvg-convert not found (apt-get install librsvg2-bin): PNG checks skipped")
        test_boards()
        test_filmstrips()
        test_docs_images()
        test_docs_trace_example()
        test_errors()
        test_trace_diff_synthetic()
    finally:
        shutil.rmtree(TMP, ignore_errors=True)
    for n in notes:
        print("note: " + n)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
