#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""python_overhead.py - part of `make bench`: what the Python binding adds to one solve() call.

Target: `solve()` of a 20-move instance with a built-in heuristic costs less than 2x
the same call from C.

For the first few instances of the file whose optimum is exactly 20 moves, A* Manhattan:

  C        build/bench/bench --solve-once TILES: p8_solve(start, NULL, P8_ALG_ASTAR,
           P8_H_DEFAULT, &r) + p8_result_length + p8_result_moves_string + p8_result_free;
  Py Board puzzle8.solve(board, algorithm="astar") with a pre-built Board, reading .moves,
           .length and .stats (what a user does; the Result is dropped, freeing it);
  Py str   the same with the start as a string ("7 3 4 8 2 6 5 1 0"): the parse is included.

Each is timed in B batches of K calls (the same K for all three: the C side calibrates it to
~10 ms a batch) and reports the MEDIAN batch's time per call, in wall time (time.perf_counter /
CLOCK_MONOTONIC) and CPU time of the process (time.process_time / CLOCK_PROCESS_CPUTIME_ID). The
three are measured in ROUNDS (C, Board, str, then again), and each keeps its best round's
median, so load on a shared machine hits all three alike. Ratios are Python / C; the target line
judges the WORST instance of the Board form in wall time (the C call, too, takes a built board)
and also prints the mean ratio (sum of Python times / sum of C times) and the string form.

Then, in CPU time, batches alternating and the best batch kept:
  raw      puzzle8.solve(text).moves against the same work through raw ctypes from Python
           (p8_board_parse, p8_solve, p8_result_moves_string, p8_result_free, p8_board_free),
           on two short starts and the instances above: target < 2x;
  h        the per-call cost of a Python heuristic: (A* with a Python Manhattan - A* with the C
           one) / heuristic calls, and the function's own part: target <= 1.5 us.

A report: a MISS never fails. Exit 2 only when an answer differs (Python length != C length or
!= the file's optimum); exit 1 when something cannot run (no library, no bench program).

Usage: python_overhead.py [--bench PROG] [--instances N] [--batches B] [--rounds R] [--quick]
                          [INSTANCES.txt]
Standard library only. bench/README.md explains every figure.
"""
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
DEFAULT_DATA = os.path.normpath(os.path.join(ROOT, "test", "data",
                                             "sample_goal_123456780.txt"))
DEFAULT_GOAL = "1 2 3 4 5 6 7 8 0"
TARGET_RATIO = 2.0
TARGET_H_US = 1.5
DISTANCE = 20

sys.path.insert(0, os.path.join(ROOT, "bindings", "python"))


def die(msg, status=1):
    sys.stderr.write("python_overhead: %s\n" % msg)
    sys.exit(status)


def parse_args(argv):
    opts = {"bench": os.path.join(ROOT, "build", "bench", "bench"), "instances": 4,
            "batches": 15, "rounds": 3, "data": os.environ.get("P8_BENCH_DATA") or DEFAULT_DATA}
    it = iter(argv)
    for a in it:
        if a in ("--bench", "--instances", "--batches", "--rounds"):
            try:
                v = next(it)
            except StopIteration:
                die("%s needs a value" % a)
            opts[a[2:]] = v if a == "--bench" else int(v)
        elif a == "--quick":
            opts["batches"], opts["rounds"], opts["instances"] = 5, 1, 2
        elif a in ("-h", "--help"):
            print(__doc__.split("Usage: ")[1].split("\n\n")[0])
            sys.exit(0)
        elif a.startswith("-"):
            die("unknown option %s" % a)
        else:
            opts["data"] = a
    return opts


def load_instances(path, n):
    """(path, the first n (tiles, optimum) lines with optimum == DISTANCE). The measurement uses
    the default goal (p8_solve with goal NULL): for a file with another goal (make bench
    BENCH_DATA=...), it says so and falls back to DEFAULT_DATA."""
    out = []
    try:
        f = open(path)
    except OSError as e:
        die("cannot open %s: %s" % (path, e))
    with f:
        for line in f:
            if line.startswith("#"):
                m = re.search(r"goal ((?:[0-8] ){8}[0-8])", line)
                if m and m.group(1) != DEFAULT_GOAL:
                    if os.path.abspath(path) == os.path.abspath(DEFAULT_DATA):
                        die("%s: goal %s, expected %s" % (path, m.group(1), DEFAULT_GOAL))
                    print("note: %s has goal %s; this measurement uses the default goal %s: "
                          "instances from %s instead\n" % (path, m.group(1), DEFAULT_GOAL,
                                                            DEFAULT_DATA))
                    return load_instances(DEFAULT_DATA, n)
                continue
            if "|" not in line:
                continue
            tiles, opt = line.split("|", 1)
            if int(opt) == DISTANCE:
                out.append((" ".join(tiles.split()), DISTANCE))
                if len(out) == n:
                    break
    if not out:
        die("%s: no instance with optimum %d" % (path, DISTANCE))
    return path, out


def run_c(bench, tiles, calls, batches):
    """One `bench --solve-once` run: a dict of its key=value figures."""
    cmd = [bench, "--solve-once", tiles, "--calls", str(calls), "--batches", str(batches)]
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
    except OSError as e:
        die("cannot run %s: %s" % (bench, e))
    line = next((l for l in p.stdout.splitlines() if l.startswith("solve-once ")), None)
    if p.returncode != 0 or line is None:
        die("%s failed (status %d): %s" % (" ".join(cmd), p.returncode, p.stderr.strip()))
    fields = dict(re.findall(r"(\w+)=(\S+)", line))
    return {"length": int(fields["length"]), "moves": fields["moves"],
            "calls": int(fields["calls"]), "wall": float(fields["median_us"]),
            "cpu": float(fields["cpu_median_us"])}


def time_py(solve, start, calls, batches):
    """Median per-call wall and CPU microseconds of `calls` solve() calls, over `batches`."""
    wall, cpu = [], []
    for _ in range(batches):
        c0, t0 = time.process_time(), time.perf_counter()
        for _ in range(calls):
            r = solve(start, algorithm="astar")
            r.moves, r.length, r.stats
        t, c = time.perf_counter() - t0, time.process_time() - c0
        wall.append(t / calls * 1e6)
        cpu.append(c / calls * 1e6)
    del r
    wall.sort()
    cpu.sort()
    return {"wall": wall[len(wall) // 2], "cpu": cpu[len(cpu) // 2]}


def best(a, b):
    if a is None:
        return dict(b)
    return {k: min(a[k], b[k]) if k in ("wall", "cpu") else a[k] for k in a}


# --- solve(text).moves against the same work through raw ctypes ---------------------------------

# Short instances (where a fixed per-call cost weighs most) besides the 20-move ones.
SHORT = ("1 2 3 4 5 6 7 8 0", "1 2 3 4 5 6 7 0 8", "1 2 3 4 0 6 7 5 8", "1 2 3 0 4 6 7 5 8")


def raw_ctypes_solver(path):
    """moves(text) through a private CDLL handle with its own prototypes: p8_board_parse,
    p8_solve(A*, default heuristic), p8_result_moves_string into a 64-byte buffer, then
    p8_result_free and p8_board_free: the least a Python caller can do for the same answer."""
    import ctypes
    from ctypes import byref, c_char_p, c_int, c_size_t, c_void_p
    dll = ctypes.CDLL(path)
    parse, solve, moves, rfree, bfree = (dll.p8_board_parse, dll.p8_solve,
                                         dll.p8_result_moves_string, dll.p8_result_free,
                                         dll.p8_board_free)
    parse.argtypes, parse.restype = [c_char_p, c_void_p, c_char_p, c_size_t], c_int
    solve.argtypes, solve.restype = [c_void_p, c_void_p, c_int, c_int, c_void_p], c_int
    moves.argtypes, moves.restype = [c_void_p, c_char_p, c_size_t], c_size_t
    rfree.argtypes, rfree.restype = [c_void_p], None
    bfree.argtypes, bfree.restype = [c_void_p], None
    buf = ctypes.create_string_buffer(64)

    def raw(text):
        b, r = c_void_p(), c_void_p()
        if parse(text.encode(), byref(b), None, 0) != 0:
            raise ValueError(text)
        solve(b, None, 4, -1, byref(r))
        moves(r, buf, 64)
        m = buf.value.decode()
        rfree(r)
        bfree(b)
        return m
    return raw


def time_fn(fn, arg, calls, batches):
    """Median per-call wall and CPU microseconds of `calls` fn(arg) calls, over `batches`."""
    wall, cpu = [], []
    for _ in range(batches):
        c0, t0 = time.process_time(), time.perf_counter()
        for _ in range(calls):
            fn(arg)
        t, c = time.perf_counter() - t0, time.process_time() - c0
        wall.append(t / calls * 1e6)
        cpu.append(c / calls * 1e6)
    wall.sort()
    cpu.sort()
    return {"wall": wall[len(wall) // 2], "cpu": cpu[len(cpu) // 2]}


def calibrate(fn, arg, target=0.01):
    """Calls per batch for about `target` seconds."""
    n = 1
    while True:
        t0 = time.perf_counter()
        for _ in range(n):
            fn(arg)
        if time.perf_counter() - t0 >= target or n >= 1 << 20:
            return n
        n *= 2


def versus_raw(puzzle8, texts, batches, rounds):
    """Rows (text, length, calls, raw, py): the per-call time of raw_ctypes_solver's moves(text)
    and of puzzle8.solve(text).moves, each the best of rounds x batches batches of `calls` calls
    (about 10 ms a batch), the two alternating batch by batch."""
    raw = raw_ctypes_solver(puzzle8.library_path)

    def py(text, _solve=puzzle8.solve):
        return _solve(text).moves
    rows, wrong = [], 0
    for text in texts:
        if raw(text) != py(text):
            print("  WRONG: %s: raw ctypes moves %r, solve() moves %r" % (text, raw(text), py(text)))
            wrong += 1
        calls = calibrate(raw, text)
        r = p = None
        for _ in range(rounds * batches):       # alternate batches: load hits both alike
            r = best(r, time_fn(raw, text, calls, 1))
            p = best(p, time_fn(py, text, calls, 1))
        rows.append((text, len(py(text)), calls, r, p))
    return rows, wrong


def report_versus_raw(rows):
    print("\nsolve(text).moves vs the same work through raw ctypes from Python (p8_board_parse, "
          "p8_solve,\np8_result_moves_string, p8_result_free, p8_board_free); A* manhattan, "
          "default goal\n")
    print("  %-19s %4s %6s %9s %9s %9s %9s %7s %7s" % (
        "start", "len", "calls", "raw us", "solve us", "raw cpu", "solve cpu", "wall x", "cpu x"))
    for text, n, calls, r, p in rows:
        print("  %-19s %4d %6d %9.2f %9.2f %9.2f %9.2f %6.2fx %6.2fx" % (
            text, n, calls, r["wall"], p["wall"], r["cpu"], p["cpu"], p["wall"] / r["wall"],
            p["cpu"] / r["cpu"]))
    worst = max(p["cpu"] / r["cpu"] for _t, _n, _c, r, p in rows)
    mean = sum(p["cpu"] for *_x, p in rows) / sum(r["cpu"] for *_x, r, _p in rows)
    over = sum(p["cpu"] - r["cpu"] for *_x, r, p in rows) / len(rows)
    return worst, mean, over


# --- the per-call cost of a Python heuristic ---------------------------------------------------

def py_manhattan(goal=(1, 2, 3, 4, 5, 6, 7, 8, 0)):
    """A Python Manhattan distance for the default goal (a 81-entry table, as a user would
    write it; the goal argument is checked so the answer is right for any goal)."""
    pos = [0] * 9
    for i, x in enumerate(goal):
        pos[x] = i
    t = [abs(i // 3 - pos[x] // 3) + abs(i % 3 - pos[x] % 3) if x else 0
         for i in range(9) for x in range(9)]

    def h(s, g, _goal=tuple(goal)):
        if g != _goal:
            raise ValueError("py_manhattan is for the goal %r" % (_goal,))
        return (t[s[0]] + t[9 + s[1]] + t[18 + s[2]] + t[27 + s[3]] + t[36 + s[4]]
                + t[45 + s[5]] + t[54 + s[6]] + t[63 + s[7]] + t[72 + s[8]])
    return h


def heuristic_cost(puzzle8, tiles_list, batches, rounds):
    """Per instance: the A* run time with the C manhattan and with py_manhattan (one Search each,
    reused), the heuristic calls of one run, and the function's own cost (called directly on
    the states it was given), each the best of rounds x batches alternating batches (a batch:
    3 runs in C, 1 in Python, one pass over the states). Returns rows (tiles, calls, c, py,
    own_us)."""
    h = py_manhattan()
    rows = []
    for tiles in tiles_list:
        board = puzzle8.Board(tiles)
        seen = []

        def counting(s, g):
            seen.append(s)
            return h(s, g)
        with puzzle8.Search(heuristic=counting) as s:
            r1 = s.run(board)
        calls = len(seen)
        goal = tuple(puzzle8.Board.goal())
        sc, sp = puzzle8.Search(heuristic="manhattan"), puzzle8.Search(heuristic=h)
        r2, r3 = sc.run(board), sp.run(board)
        if not (r1.moves == r2.moves == r3.moves) or r2.stats.expanded != r3.stats.expanded:
            die("the Python manhattan and the C one disagree on %s" % tiles, 2)
        c = p = own = None
        for _ in range(rounds * batches):       # alternate: load hits all three alike
            c = best(c, time_fn(sc.run, board, 3, 1))
            p = best(p, time_fn(sp.run, board, 1, 1))
            t0 = time.process_time()
            for st in seen:
                h(st, goal)
            t = (time.process_time() - t0) / calls * 1e6
            own = t if own is None else min(own, t)
        sc.close()
        sp.close()
        rows.append((tiles, calls, c, p, own))
    return rows


def report_heuristic(rows):
    print("\nPython heuristic: A* with a Python manhattan (py_manhattan) vs the C one, same "
          "expansions;\nper call = (Python run - C run) / heuristic calls, CPU time; 'own' = the "
          "function alone, called\ndirectly on the same states; binding = per call - own\n")
    print("  %-19s %6s %9s %9s %9s %9s %9s" % ("start", "h calls", "C run us", "Py run us",
                                              "per call", "own", "binding"))
    tot_calls = tot_extra = tot_own = 0.0
    for tiles, calls, c, p, own in rows:
        per = (p["cpu"] - c["cpu"]) / calls
        print("  %-19s %6d %9.1f %9.1f %8.2fu %8.2fu %8.2fu" % (
            tiles, calls, c["cpu"], p["cpu"], per, own, per - own))
        tot_calls += calls
        tot_extra += p["cpu"] - c["cpu"]
        tot_own += own * calls
    return tot_extra / tot_calls, tot_own / tot_calls


def main(argv):
    opts = parse_args(argv)
    try:
        import puzzle8
    except ImportError as e:
        die("cannot import the binding: %s" % e)
    if not os.path.exists(opts["bench"]):
        die("%s is missing: `make build/bench/bench` (or `make bench`)" % opts["bench"])
    data, insts = load_instances(opts["data"], opts["instances"])
    batches, rounds = max(1, opts["batches"]), max(1, opts["rounds"])
    t_start = time.perf_counter()

    print("Python binding overhead: puzzle8.solve() vs p8_solve() from C, A* manhattan, "
          "%d-move instances" % DISTANCE)
    print("puzzle8 %s (ctypes), library %s, %s" % (
        puzzle8.__version__, puzzle8.library_path, sys.implementation.name + " "
        + ".".join(map(str, sys.version_info[:3]))))
    print("the first %d instances of %s whose optimum is %d moves" % (len(insts), data, DISTANCE))
    print("per call: median of %d batches, best of %d rounds (C, Board, str interleaved); "
          "us = wall, cpu = CPU time\n" % (batches, rounds))
    print("  %-19s %5s %4s %9s %9s %9s %9s %9s %9s %7s" % (
        "start", "calls", "len", "C us", "Board us", "str us", "C cpu", "Board cpu", "str cpu",
        "Board/C"))

    wrong = 0
    tot = {k: 0.0 for k in ("c_wall", "c_cpu", "b_wall", "b_cpu", "s_wall", "s_cpu")}
    worst = {"b": 0.0, "s": 0.0, "b_cpu": 0.0}
    for tiles, opt in insts:
        board = puzzle8.Board(tiles)
        # Warm-up, and the answers: Python must find what C finds.
        rb, rs = puzzle8.solve(board, algorithm="astar"), puzzle8.solve(tiles, algorithm="astar")
        c = b = s = None
        calls = 0                       # the first C run calibrates; all then use its count
        for _ in range(rounds):
            cr = run_c(opts["bench"], tiles, calls, batches)
            calls = cr["calls"]
            c = best(c, cr)
            b = best(b, time_py(puzzle8.solve, board, calls, batches))
            s = best(s, time_py(puzzle8.solve, tiles, calls, batches))
        bad = []
        if c["length"] != opt:
            bad.append("C length %d != optimum %d" % (c["length"], opt))
        for name, r in (("Board", rb), ("str", rs)):
            if r.length != c["length"] or len(r.moves) != r.length:
                bad.append("Python (%s) length %d != C length %d" % (name, r.length, c["length"]))
            elif r.moves != c["moves"]:
                print("  note: %s: Python moves %s, C moves %s (same length; different library "
                      "builds?)" % (tiles, r.moves, c["moves"]))
        if bad:
            wrong += 1
        print("  %-19s %5d %4d %9.1f %9.1f %9.1f %9.1f %9.1f %9.1f %6.2fx%s" % (
            tiles, calls, c["length"], c["wall"], b["wall"], s["wall"], c["cpu"], b["cpu"],
            s["cpu"], b["wall"] / c["wall"], ("  WRONG: " + "; ".join(bad)) if bad else ""))
        worst["b"] = max(worst["b"], b["wall"] / c["wall"])
        worst["s"] = max(worst["s"], s["wall"] / c["wall"])
        worst["b_cpu"] = max(worst["b_cpu"], b["cpu"] / c["cpu"])
        for side, d in (("c", c), ("b", b), ("s", s)):
            tot[side + "_wall"] += d["wall"]
            tot[side + "_cpu"] += d["cpu"]

    n = len(insts)
    ratio = {k: tot[k + "_wall"] / tot["c_wall"] for k in "bs"}
    cratio = {k: tot[k + "_cpu"] / tot["c_cpu"] for k in "bs"}
    print("\nmean per call over %d instances (ratio = Python / C; overhead = Python - C):" % n)
    print("  C p8_solve + length + moves + free   %8.1f us  (CPU %.1f)" % (
        tot["c_wall"] / n, tot["c_cpu"] / n))
    for k, label in (("b", "solve(Board)"), ("s", 'solve("t0 ... t8")')):
        print("  Python %-30s %8.1f us  (CPU %.1f): %.2fx (CPU %.2fx), overhead %+.1f us "
              "(CPU %+.1f)" % (label, tot[k + "_wall"] / n, tot[k + "_cpu"] / n, ratio[k],
                               cratio[k], (tot[k + "_wall"] - tot["c_wall"]) / n,
                               (tot[k + "_cpu"] - tot["c_cpu"]) / n))
    print("\ntarget (a report: a MISS never fails the build):")
    print("  Python solve() < 2x C: %.2fx %s  (the worst of %d instances, Board start, wall; "
          "mean %.2fx; in CPU time worst %.2fx, mean %.2fx)" % (
              worst["b"], "PASS" if worst["b"] < TARGET_RATIO else "MISS", n, ratio["b"],
              worst["b_cpu"], cratio["b"]))
    print("  (string start, parse included: worst %.2fx, mean %.2fx: %s)" % (
        worst["s"], ratio["s"], "also < 2x" if worst["s"] < TARGET_RATIO else "not < 2x"))
    load = (tot["c_wall"] + tot["b_wall"]) / (tot["c_cpu"] + tot["b_cpu"])
    if load > 1.25:
        print("  note: wall time is %.2fx CPU time: the machine is busy; the CPU ratios are the "
              "steadier figures" % load)

    texts = list(SHORT[:max(1, n // 2)]) + [t for t, _o in insts]
    rows, bad = versus_raw(puzzle8, texts, batches, rounds)
    wrong += bad
    vr_worst, vr_mean, vr_over = report_versus_raw(rows)
    h_rows = heuristic_cost(puzzle8, [t for t, _o in insts], max(3, batches // 3), rounds)
    h_per, h_own = report_heuristic(h_rows)
    print("\ntargets of the binding's own costs (reports too; CPU time):")
    print("  solve(text).moves < %.0fx raw ctypes: %.2fx %s  (the worst of %d starts; mean %.2fx, "
          "overhead %+.2f us per call)" % (TARGET_RATIO, vr_worst,
                                           "PASS" if vr_worst < TARGET_RATIO else "MISS",
                                           len(rows), vr_mean, vr_over))
    print("  Python heuristic <= %.1f us per call: %.2f us %s  (the function itself %.2f us, the "
          "binding %.2f us)" % (TARGET_H_US, h_per, "PASS" if h_per <= TARGET_H_US else "MISS",
                                h_own, h_per - h_own))
    print("\n%s; python_overhead took %.1f s" % (
        "WRONG ANSWERS (a length differs from C's or the optimum): exit status 2" if wrong
        else "Python and C agree on every length", time.perf_counter() - t_start))
    return 2 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
