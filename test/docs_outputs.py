#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""docs_outputs.py - every output shown in the Markdown docs, checked against what the code
prints now (test/docs_test.sh runs it; the convention is in docs/quality.md, "Docs").

Usage: docs_outputs.py --root DIR --bin DIR --examples DIR [--cc CC] [--update] FILE.md...

A fenced block is checked when
  - its first line starts with "$ ": a shell transcript. Each "$ command" line is run by one
    sh per block, each command in its own subshell (`$?` is the status of the one before), in a
    scratch directory holding links to the tree's top-level entries and the compiled examples
    (`./solve`), with bin/ first on PATH, stdout and stderr on one terminal (a pty, so they
    interleave as on screen), stdin /dev/null, LC_ALL=C. The lines up to the next "$ " are what
    it prints.
  - its first line starts with ">>> ": a Python session, run like the interactive interpreter
    (expression values echoed with repr, an exception shown as "Traceback (most recent call
    last):", "  ...", then its last line), with bindings/python on the path. The sessions of one
    file share one interpreter, in file order.
  - it follows the directive <!-- docs-test: output of the C block above -->: the nearest ```c
    block above is compiled with the in-tree header and lib/libpuzzle8.a, run with no
    arguments, and the block is what it prints.
In an output, a line "..." alone (at most one per command) stands for any number of lines: the
lines above it are the first lines printed, the lines below it the last ones.

Directives are HTML comments (invisible once rendered) on the lines right above a fence:
  <!-- docs-test: output of the C block above -->
  <!-- docs-test: timing REGEX -->   text of this block matching the Python regular expression
                                     (line by line) is a timing: it is not compared, and --update
                                     keeps the documented value. Timings, and only timings.
  <!-- docs-test: not output: WHY --> a plain ``` block that is not an output (a diagram,
                                     pseudo-code); every other plain ``` block must be checked.

Without --update a difference fails, with a unified diff against the Markdown file's own line
numbers. With --update the blocks are rewritten in place with what is printed now, timings kept
as documented; with --update --timings (make docs-figures) the timings are rewritten too, from
this run on this machine.
Last line: "N passed, N failed".
"""
import difflib
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

FENCE = re.compile(r"^(```+)\s*([A-Za-z0-9_+-]*)\s*$")
DIRECTIVE = re.compile(r"^<!--\s*docs-test:\s*(.*?)\s*-->\s*$")
MARK = "@@p8-docs-next-command@@"
TIMEOUT = 120
TIMING_TAG = "\x00timing\x00"


class Block:
    def __init__(self, path, start, info, lines, directives):
        self.path, self.start, self.info = path, start, info   # start: line of the opening fence
        self.lines, self.directives = lines, directives
        self.kind, self.timings, self.errors = None, [], []

    def where(self):
        return "%s:%d" % (self.path, self.start)


def parse(path, text):
    """The fenced blocks of a Markdown file, with the directives right above each."""
    lines = text.split("\n")
    blocks, i = [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        directives, j = [], i - 1
        while j >= 0 and DIRECTIVE.match(lines[j]):
            directives.insert(0, DIRECTIVE.match(lines[j]).group(1))
            j -= 1
        end = i + 1
        while end < len(lines) and lines[end].strip() != m.group(1):
            end += 1
        blocks.append(Block(path, i + 1, m.group(2), lines[i + 1:end], directives))
        i = end + 1
    return blocks


def classify(blocks):
    last_c = None
    for b in blocks:
        first = b.lines[0] if b.lines else ""
        c_output = False
        for d in b.directives:
            if d == "output of the C block above":
                c_output = True
            elif d.startswith("timing "):
                try:
                    b.timings.append(re.compile(d[len("timing "):]))
                except re.error as e:
                    b.errors.append("bad timing regex %r: %s" % (d, e))
            elif d.startswith("not output:") and d[len("not output:"):].strip():
                b.kind = "not output"
            else:
                b.errors.append("unknown directive <!-- docs-test: %s -->" % d)
        if c_output:
            b.kind = "c output"
            b.c_source = last_c
            if last_c is None:
                b.errors.append("'output of the C block above' but there is no ```c block above")
        elif first.startswith("$ "):
            b.kind = "shell"
        elif first.startswith(">>> ") or first == ">>>":
            b.kind = "python"
        elif b.kind is None and b.info == "":
            b.errors.append("a plain ``` block must be an output (a \"$ \" or \">>> \" transcript, "
                            "or <!-- docs-test: output of the C block above -->) or be marked "
                            "<!-- docs-test: not output: WHY -->")
        if b.kind == "not output" and (c_output or first.startswith(("$ ", ">>>"))):
            b.errors.append("marked 'not output' but it is a transcript")
        if b.timings and b.kind not in ("shell", "python", "c output"):
            b.errors.append("a timing directive on a block that is not checked")
        if b.info == "c":
            last_c = b


def split_transcript(b):
    """[(input lines, output lines)] of a shell or Python transcript."""
    steps = []
    for line in b.lines:
        if b.kind == "shell" and line.startswith("$ "):
            steps.append(([line], []))
        elif b.kind == "python" and (line.startswith(">>> ") or line == ">>>"):
            steps.append(([line], []))
        elif b.kind == "python" and not steps[-1][1] and (line.startswith("... ") or
                                                          line == "..."):
            steps[-1][0].append(line)
        else:
            steps[-1][1].append(line)
    return steps


# ------------------------------------------------------------------------------------------
# Running.

def run_pty(argv, cwd, env):
    """Run argv with stdout and stderr on one pseudo-terminal; return (text, timed_out)."""
    import pty
    master, slave = pty.openpty()
    proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=slave,
                            stderr=slave, start_new_session=True)
    os.close(slave)
    out, deadline, timed_out = b"", time.time() + TIMEOUT, False
    while True:
        left = deadline - time.time()
        if left <= 0:
            timed_out = True
            os.killpg(proc.pid, signal.SIGKILL)
            break
        ready, _, _ = select.select([master], [], [], min(left, 1.0))
        if not ready:
            continue
        try:
            data = os.read(master, 65536)
        except OSError:      # EIO: every writer has closed the terminal
            break
        if not data:
            break
        out += data
    os.close(master)
    proc.wait()
    return out.decode("utf-8", "replace").replace("\r\n", "\n"), timed_out


def reachable_bin(bin_dir):
    """The directory to put first on PATH for the examples: bin_dir, or as root a copy of it that
    every user can reach (the caller removes its parent). As root, `puzzle8 grade` runs the
    student's program as `nobody`, and the docs' examples grade `puzzle8` itself: in a tree below
    a directory only root may enter (a checkout in /root, make distcheck's mktemp directory),
    nobody cannot run bin/puzzle8 and the example prints "permission denied" where the docs show
    a grade. The command is linked statically with the library, so a copy runs anywhere."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return bin_dir
    outside = tempfile.mkdtemp(prefix="p8-docs-bin.")
    copy = os.path.join(outside, "bin")
    os.mkdir(copy)
    os.chmod(outside, 0o755)
    os.chmod(copy, 0o755)
    for name in os.listdir(bin_dir):
        if os.path.isfile(os.path.join(bin_dir, name)):
            shutil.copy2(os.path.join(bin_dir, name), copy)
    return copy


def run_shell(commands, scratch, env):
    """Run the commands in one sh; return one list of output lines per command, or raise."""
    script = ['__p8_rc() { return "$1"; }', "__p8_status=0"]
    for cmd in commands:
        script += ['__p8_rc "$__p8_status"; (', cmd, ")", "__p8_status=$?",
                   "printf '\\n%s\\n' '" + MARK + "'"]
    text, timed_out = run_pty(["sh", "-c", "\n".join(script)], scratch, env)
    if timed_out:
        raise RuntimeError("timed out after %d s" % TIMEOUT)
    chunks = text.split("\n" + MARK + "\n")
    if len(chunks) != len(commands) + 1 or chunks[-1] != "":
        raise RuntimeError("the shell did not run every command:\n" + text)
    return [as_lines(chunk) for chunk in chunks[:-1]]


def as_lines(text):
    """"a\nb\n" and "a\nb" -> ["a", "b"]; "" -> []."""
    if text.endswith("\n"):
        text = text[:-1]
    elif not text:
        return []
    return text.split("\n")


def run_python_sessions(sources, scratch, env, root):
    """Run the Python inputs in one interpreter; one list of output lines per input."""
    proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--python-session"],
                          input=json.dumps(sources), capture_output=True, text=True,
                          cwd=scratch, env=dict(env, PYTHONPATH=os.path.join(
                              root, "bindings", "python")), timeout=TIMEOUT)
    if proc.returncode != 0:
        raise RuntimeError("the Python session failed (status %d):\n%s%s"
                           % (proc.returncode, proc.stdout, proc.stderr))
    return json.loads(proc.stdout)


def python_session():
    """--python-session: JSON list of sources on stdin -> JSON list of output line lists."""
    import io
    import traceback
    sources, results, namespace = json.load(sys.stdin), [], {"__name__": "__main__"}
    real_out, real_err = sys.stdout, sys.stderr
    for src in sources:
        buf = io.StringIO()
        sys.stdout = sys.stderr = buf
        try:
            exec(compile(src + "\n", "<stdin>", "single"), namespace)
        except BaseException as e:  # shown as the interpreter shows it
            buf.write("Traceback (most recent call last):\n  ...\n")
            buf.write("".join(traceback.format_exception_only(type(e), e)))
        finally:
            sys.stdout, sys.stderr = real_out, real_err
        text = buf.getvalue()
        results.append(as_lines(text))
    json.dump(results, real_out)


# ------------------------------------------------------------------------------------------
# Comparing and rendering.

def mask(line, timings):
    for t in timings:
        line = t.sub(TIMING_TAG, line)
    return line


def render_output(expected, actual, timings):
    """What the doc should show for this output: the elision applied like the doc's, and
    lines that differ only in their timings kept as documented."""
    if expected.count("...") == 1 and "..." in expected:
        k = expected.index("...")
        head, tail = expected[:k], expected[k + 1:]
        if len(actual) > len(head) + len(tail):
            actual = actual[:len(head)] + ["..."] + actual[len(actual) - len(tail):]
    if not timings:
        return actual
    me, ma = [mask(x, timings) for x in expected], [mask(x, timings) for x in actual]
    out = []
    for op, e1, e2, a1, a2 in difflib.SequenceMatcher(None, me, ma, autojunk=False).get_opcodes():
        out += expected[e1:e2] if op == "equal" else actual[a1:a2]
    return out


def unified(b, new):
    diff = list(difflib.unified_diff(b.lines, new, "%s (documented)" % b.path,
                                     "%s (printed now)" % b.path, lineterm="", n=2))
    off = b.start   # diff line 1 is the line after the fence

    def shift(m):
        return "@@ -%d%s +%d%s @@" % (int(m.group(1)) + off, m.group(2) or "",
                                      int(m.group(3)) + off, m.group(4) or "")
    return [re.sub(r"^@@ -(\d+)(,\d+)? \+(\d+)(,\d+)? @@", shift, x) for x in diff]


def main(argv):
    if argv[1:] == ["--python-session"]:
        python_session()
        return 0
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--bin", required=True)
    ap.add_argument("--examples", required=True)
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"))
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--timings", action="store_true",
                    help="with --update: rewrite the timings too (make docs-figures)")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args(argv[1:])
    root = os.path.abspath(args.root)

    report = []   # (file, line, "ok  "/"FAIL", message, detail lines), printed in order

    def ok(b, msg):
        report.append((b.path, b.start, "ok  ", msg, ()))

    def fail(b, msg, lines=()):
        report.append((b.path, b.start, "FAIL", msg, lines))

    def keep(b):   # the timings kept as documented: all of them, unless --timings rewrites them
        return [] if args.update and args.timings else b.timings

    scratch = tempfile.mkdtemp(prefix="p8-docs-out.")
    bin_path = reachable_bin(os.path.abspath(args.bin))
    try:
        for name in os.listdir(args.examples):
            p = os.path.join(args.examples, name)
            if os.access(p, os.X_OK) and os.path.isfile(p) and "." not in name:
                os.symlink(os.path.abspath(p), os.path.join(scratch, name))
        for name in os.listdir(root):
            if not name.startswith(".") and not os.path.lexists(os.path.join(scratch, name)):
                os.symlink(os.path.join(root, name), os.path.join(scratch, name))
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("PUZZLE8_", "P8_", "PYTHON", "LD_PRELOAD"))}
        env.update(PATH=bin_path + os.pathsep +
                   env.get("PATH", ""), LC_ALL="C", TERM="dumb", PYTHONDONTWRITEBYTECODE="1")
        for path in args.files:
            with open(os.path.join(root, path)) as f:
                text = f.read()
            blocks = parse(path, text)
            classify(blocks)
            checked = [b for b in blocks if b.kind in ("shell", "python", "c output")]
            for b in blocks:
                if b.errors:
                    fail(b, "%s: %s" % (b.where(), b.errors[0]), b.errors[1:])
            # Run every checked block: new_lines[block] = the lines it should hold.
            new_lines = {}
            py = [b for b in checked if b.kind == "python" and not b.errors]
            if py:
                srcs = ["\n".join(x[4:] for x in inp) for b in py
                        for inp, _ in split_transcript(b)]
                try:
                    outs = iter(run_python_sessions(srcs, scratch, env, root))
                except (RuntimeError, subprocess.TimeoutExpired) as e:
                    for b in py:
                        fail(b, "%s: Python session" % b.where(), str(e).split("\n"))
                    py, outs = [], iter(())
                for b in py:
                    new = []
                    for inp, exp in split_transcript(b):
                        new += inp + render_output(exp, next(outs), keep(b))
                    new_lines[id(b)] = new
            for n, b in enumerate(checked):
                if b.errors or b.kind == "python":
                    continue
                try:
                    if b.kind == "shell":
                        steps = split_transcript(b)
                        outs = run_shell([inp[0][2:] for inp, _ in steps], scratch, env)
                    else:
                        src = os.path.join(scratch, "__docs_c_block_%d" % n)
                        with open(src + ".c", "w") as f:
                            f.write("\n".join(b.c_source.lines) + "\n")
                        cc = subprocess.run(
                            [args.cc, "-std=c99", "-I" + os.path.join(root, "include"), "-o",
                             src, src + ".c", os.path.join(root, "lib", "libpuzzle8.a")],
                            capture_output=True, text=True)
                        if cc.returncode != 0:
                            raise RuntimeError("the C block at %s:%d does not compile:\n%s"
                                               % (path, b.c_source.start, cc.stderr))
                        steps = [([], b.lines)]
                        outs = run_shell(["./" + os.path.basename(src)], scratch, env)
                except RuntimeError as e:
                    fail(b, "%s: running it" % b.where(), str(e).rstrip("\n").split("\n"))
                    continue
                new = []
                for (inp, exp), out in zip(steps, outs):
                    new += inp + render_output(exp, out, keep(b))
                new_lines[id(b)] = new
            # Compare, or rewrite.
            changed = 0
            for b in checked:
                if id(b) not in new_lines:
                    continue
                new = new_lines[id(b)]
                label = "%s: %s" % (b.where(), b.lines[0][:60] if b.kind != "c output"
                                    else "output of the C block at line %d" % b.c_source.start)
                stale = [t.pattern for t in b.timings if not any(t.search(x) for x in new)]
                if stale:
                    fail(b, "%s: timing regex %r matches nothing printed now" % (b.where(),
                                                                               stale[0]))
                    continue
                if new == b.lines:
                    ok(b, label + " (as printed now)")
                elif args.update:
                    changed += 1
                    ok(b, label + " (UPDATED)")
                else:
                    fail(b, label + ": the doc differs from what is printed now", unified(b, new))
            if args.update and changed:
                lines = text.split("\n")
                for b in sorted(checked, key=lambda x: -x.start):
                    if id(b) in new_lines and new_lines[id(b)] != b.lines:
                        lines[b.start:b.start + len(b.lines)] = new_lines[id(b)]
                with open(os.path.join(root, path), "w") as f:
                    f.write("\n".join(lines))
                print("updated %s: %d block(s) rewritten" % (path, changed))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        if bin_path != os.path.abspath(args.bin):
            shutil.rmtree(os.path.dirname(bin_path), ignore_errors=True)
    for _, _, word, msg, lines in sorted(report, key=lambda r: (r[0], r[1])):
        print(word + " " + msg)
        for x in lines:
            print("     " + x)
    passed = sum(1 for r in report if r[2] == "ok  ")
    failed = len(report) - passed
    if failed and not args.update:
        print("If what is printed now is right, rewrite the blocks with "
              "`P8_DOCS_UPDATE=1 sh test/docs_test.sh` and review `git diff`.")
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
