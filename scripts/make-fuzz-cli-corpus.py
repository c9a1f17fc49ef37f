#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write the seed corpus of fuzz/fuzz_cli.c: command lines of test/cli_cases.txt encoded in the
target's input format (byte 0: the writers; then each argument as a word of the target's table,
one byte, its index, or else as a raw string, 0xc0 | length and its bytes), one file per
command line, into fuzz/corpus/cli/.

Usage: python3 scripts/make-fuzz-cli-corpus.py [N]   (N: how many, default 60, spread over the
table; plus a few with a failing output or an interrupt). Run from the repository root."""
import os
import re
import shlex
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def words():
    """The target's table of words, in order (the C string literals of `words[]`)."""
    src = open(os.path.join(ROOT, "fuzz", "fuzz_cli.c")).read()
    table = src[src.index("static const char *const words[] = {"):]
    table = table[:table.index("};")]
    table = re.sub(r"/\*.*?\*/", "", table, flags=re.S)
    return [bytes(w, "utf-8").decode("unicode_escape").encode("latin-1")
            for w in re.findall(r'"((?:[^"\\]|\\.)*)"', table)[0:]]


def encode(flags, argv, table):
    out = bytearray([flags])
    for arg in argv:
        a = os.fsencode(arg).replace(b"/", b"_")
        if a in table:
            out.append(table.index(a))
        else:
            a = a.replace(b"\0", b"")[:63]
            out += bytes([0xc0 | len(a)]) + a
    return bytes(out)


def main(argv):
    n = int(argv[1]) if len(argv) > 1 else 60
    table = words()
    lines = [l[4:] for l in open(os.path.join(ROOT, "test", "cli_cases.txt"))
             if l.startswith("run ")]
    cases = []
    for line in lines:
        try:
            args = shlex.split(line.replace("$'", "'"))
        except ValueError:
            continue
        cases.append(args)
    step = max(1, len(cases) // n)
    chosen = cases[::step][:n]
    # a failing standard output (budgets 0 and 100), a failing error stream, an interrupt
    extra = [(0, ["solve", "806547231"]), (2, ["graph", "--format", "dot"]),
             (8 | 5, ["solve", "--bogus"]), (16 | 5, ["compare", "806547231"]),
             (16 | 5, ["distance", "--list", "0", "806547231"])]
    out_dir = os.path.join(ROOT, "fuzz", "corpus", "cli")
    os.makedirs(out_dir, exist_ok=True)
    for i, args in enumerate(chosen):
        with open(os.path.join(out_dir, "case_%03d" % i), "wb") as f:
            f.write(encode(5, args, table))     # budget 5: 1 MiB of output, nothing failing
    for i, (flags, args) in enumerate(extra):
        with open(os.path.join(out_dir, "writers_%d" % i), "wb") as f:
            f.write(encode(flags, args, table))
    print("%d files in %s" % (len(chosen) + len(extra), out_dir))


if __name__ == "__main__":
    main(sys.argv)
