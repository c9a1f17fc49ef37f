#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""docs_figures.py - every figure stated in the docs is a fact: produced by a test or the bench.

Usage: docs_figures.py --root DIR --bin DIR [--list] FILE.md...
       docs_figures.py --root DIR --bin DIR --make-regions FILE.md...   (make docs-figures)

A figure is a number with a unit of time, size or ratio (12 ms, 3.5 us, 181 KB, 40%, 1.5x), a
count of something (26 moves, 500 instances, 4 threads), or any number of four digits or more
(181,440). Each figure of README.md, docs/*.md and bench/README.md must be
  - in a checked output block (a "$ " transcript, a ">>> " session, the output of a C block:
    test/docs_outputs.py runs them), where a timing the directive marks is rewritten by
    `make docs-figures` from a fresh run;
  - in a region <!-- docs-figures: NAME --> ... <!-- /docs-figures --> that `make docs-figures`
    fills from the bench, or another target from its run (REGIONS below), and this check finds
    present and well-formed; or
  - a fact of test/docs_figures.txt whose check passes: "FILES | FIGURE | CHECK", CHECK being
        py: EXPR        Python with the in-tree binding (import puzzle8 done) computes it;
        src: FILE REGEX the test or program FILE uses it (REGEX matches there, and the match
                        holds the figure's number): a parameter of a test, a target of the bench;
        const: NAME     the value of the public constant NAME of include/puzzle8.h;
        shown: REGEX    a line of a checked output block of the same file matches REGEX and
                        holds the figure's number (prose restating a checked transcript);
        test: FILE REGEX  the test FILE reads the figure from this doc and compares it with
                        what it measures (REGEX shows where);
        not-a-figure: WHY  a number that states no fact about the code (an exercise's
                        parameter, a quoted target): WHY says so, for the reviewer.
The py: expressions run after PRELUDE (below): T is the default goal's table, TEXT/TGOAL the
textbook instance, HARD a board 31 moves from the default goal, run(...) a solve that returns
the result of a run a limit stopped too.
Numbers in code (`backquotes`, ```c blocks, command lines) are not figures. --list prints every
figure found with its verdict. Last line: "N passed, N failed".
"""
import os
import re
import subprocess
import sys

UNITS = (r"ns|us|µs|ms|s|sec|seconds?|min|minutes?|h|hours?|B|bytes?|KB|kB|KiB|MB|MiB|GB|GiB|"
         r"%|x|×|times|GHz")
NOUNS = (r"moves?|states?|boards?|nodes?|expansions?|edges?|instances?|tests?|cases?|lines?|"
         r"commits?|files?|pages?|functions?|calls?|threads?|solves?|runs?|passes|rows?|"
         r"targets?|rounds?|batches|steps?|starts?|seeds?|cells?|tiles?|letters?|digits?|"
         r"entries|entry|records?|fields?|bits?|words?|units?|columns?|layers?|components?|"
         r"sections?|shards?|processes|cores?|CPUs?|engineers?|programs?|scripts?|examples?")
NUM = r"\d+(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
FIGURE = re.compile(r"(?<![\w.^/-])(?:~|about |under |≤ |≥ |< |> )?(" + NUM + r")"
                    r"(?:[–-](" + NUM + r"))?(?:\s?(" + UNITS + r")(?![\w])|[ -](" + NOUNS +
                    r")\b)|(?<![\w.^/#-])(\d{1,3}(?:,\d{3})+|\d{4,})(?![\w.,]\d|[\w])")
REGION = re.compile(r"^<!-- docs-figures: ([a-z0-9-]+) -->$")
REGION_END = "<!-- /docs-figures -->"

# The regions `make docs-figures` fills: NAME -> (command run in the tree, the lines a
# well-formed region holds: regular expressions, each matching at least one line). A region
# whose command is None is written by another target, which also checks what it says.
REGIONS = {
    "bench": (["build/bench/bench", "--reference", "build/bench/reference", "--quick"],
              [r"^libpuzzle8 \S+ benchmark", r"^  A\* manhattan \(reused\) +\d+", r"^full BFS from",
               r"^ratios, library / reference", r"^targets", r"^all lengths optimal"]),
    "python-overhead": ([sys.executable, "bench/python_overhead.py", "--quick", "--bench",
                         "build/bench/bench"],
                        [r"^Python binding overhead", r"^  start +calls", r"^mean per call",
                         r"Python solve\(\) < 2x C: \d", r"^Python and C agree"]),
    # docs/web.md: `make web-docs` writes it from a run of the browser tests; every run of
    # `make web-check` checks its count against the C tool and its times against the tests'
    # bounds (web/test/figures.js).
    "web-check": (None,
                  [r"^\| \| \S.* \|$", r"^\|---\|",
                   r"^\| a BFS of `7 2 4 5 0 6 8 3 1` \([\d,]+ expansions\).*\| [\d,]+ ms \|",
                   r"^\| Compare on .*\| [\d,]+ ms \|", r"^\| Stop during that Compare.*\| [\d,]+ ms \|",
                   r"^\| a heuristic that never returns.*\| [\d,]+ ms \|", r"^\| the machine's load"]),
    # docs/cli.md: `make clidocs` writes it from the command's tables (`puzzle8 help --json`);
    # test/clidocs_test.sh fails while it differs from what they say now.
    "cli-reference": (None, [r"^### solve$", r"^Usage: `puzzle8 solve ", r"^\| option \| what it does \|$",
                             r"^### Run options$", r"^#### algorithms$"]),
}


def scan(path, text):
    """(line number, figure, context) for every figure outside code and checked blocks, and the
    regions found [(name, first line, last line)]."""
    figures, regions = [], []
    lines = text.split("\n")
    fence, checked, region = None, False, None
    for n, line in enumerate(lines, 1):
        m = re.match(r"^(```+)\s*([\w+-]*)", line)
        if fence is None and m:
            fence = m.group(1)
            nxt = lines[n] if n < len(lines) else ""
            above = lines[n - 2] if n >= 2 else ""
            checked = (nxt.startswith(("$ ", ">>>")) or "output of the C block" in above or
                       m.group(2) not in ("", "text", "markdown"))
            continue
        if fence is not None:
            if line.strip() == fence:
                fence = None
            elif not checked and region is None:
                for fig in figures_in(line):
                    figures.append((n, fig, line.strip()))
            continue
        rm = REGION.match(line.strip())
        if rm:
            region = [rm.group(1), n, None]
            continue
        if line.strip() == REGION_END and region:
            region[2] = n
            regions.append(tuple(region))
            region = None
            continue
        if region is None:
            for fig in figures_in(line):
                figures.append((n, fig, line.strip()))
    return figures, regions


def figures_in(line):
    if line.lstrip().startswith("<!--"):
        return []
    plain = re.sub(r"`[^`]*`", " ", line)                 # code spans are not figures
    plain = re.sub(r"\]\([^)]*\)", "]", plain)             # nor link targets
    plain = re.sub(r"\b\d+\.\d+\.\d+\b|\b0x[0-9A-Fa-f]+\b|\bU\+[0-9A-Fa-f]{4,6}\b", " ",
                   plain)                                  # versions, hex, code points (U+00A0)
    plain = re.sub(r"\b(?:19|20)\d\d-\d\d-\d\d\b|\b20\d\d\b(?= release|-)", " ", plain)  # dates
    plain = re.sub(r"\b(?:[0-8_.] ){8}[0-8_.]\b|\b[0-8]{9}\b", " ", plain)   # boards
    plain = re.sub(r"\b(?:issue|issues|section|sections|Appendix|P8_\w+|§)\s*\d+", " ", plain)
    dims = re.findall(r"\b\d{2,} ?[x×] ?\d{2,}\b", plain)     # sizes: 204 x 204, 1280×720
    plain = re.sub(r"\b\d+-(?:bit|core|digit)\b|\(c\) \d+|\b\d+ ?[x×] ?\d+\b", " ", plain)
    plain = re.sub(r'"[^"]*"', " ", plain)                 # quoted text: messages, literals
    plain = re.sub(r"[+-] \d+ \w+|\b\d+ [x×] (?=[A-Za-z])|[A-Z][a-z]+ (?:19|20)\d\d\)", " ",
                   plain)                                  # arithmetic, "3 × h", a citation
    out = list(dims)
    for m in FIGURE.finditer(plain):
        if m.group(4) and float(m.group(1).replace(",", "")) < 3:
            continue          # 0 moves, 1 entry, 2 bits: a count too small to drift
        out.append(m.group(0).strip())
    return out


def number_of(fig):
    m = re.search(NUM, fig)
    return m.group(0).replace(",", "") if m else None


def load_facts(path):
    facts = []
    with open(path) as f:
        for k, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = [p.strip() for p in line.rstrip("\n").split(" | ")]
            if len(parts) != 3:
                raise SystemExit("%s:%d: expected FILES | FIGURE | CHECK" % (path, k))
            facts.append((k, parts[0].split(), parts[1], parts[2]))
    return facts


def matches(globs, path):
    import fnmatch
    return any(fnmatch.fnmatch(path, g) for g in globs)


def equal(fig, value):
    """Whether the figure states the value (to the figure's precision)."""
    want = number_of(fig)
    if want is None:
        return False
    try:
        v = float(value)
    except (TypeError, ValueError):
        return str(value).replace(",", "") == want
    places = len(want.split(".")[1]) if "." in want else 0
    return abs(float(want) - round(v, places)) < 1e-9


PRELUDE = """
import re
import puzzle8
T = puzzle8.Table()
TEXT, TGOAL = "7 2 4 5 0 6 8 3 1", "0 1 2 3 4 5 6 7 8"
HARD = "8 6 7 2 5 4 3 0 1"

def run(start, goal=None, **kw):
    try:
        return puzzle8.solve(start, goal, **kw)
    except puzzle8.SearchStopped as e:
        return e.result

def first_duplicate_depth():
    first = []
    def on_event(event, state, g, h):
        if event == "duplicate" and not first:
            first.append(g)
    puzzle8.Search("bfs", on_event=on_event, events={"duplicate"}).run(HARD)
    return first[0]
"""


def checked_lines(text):
    """The lines of the checked output blocks of a Markdown text."""
    out, lines, fence = [], text.split("\n"), None
    for n, line in enumerate(lines):
        m = re.match(r"^(```+)", line)
        if fence is None and m:
            nxt = lines[n + 1] if n + 1 < len(lines) else ""
            above = lines[n - 1] if n else ""
            fence = m.group(1) if (nxt.startswith(("$ ", ">>>")) or
                                   "output of the C block" in above) else "-" + m.group(1)
        elif fence is not None and line.strip() == fence.lstrip("-"):
            fence = None
        elif fence is not None and not fence.startswith("-"):
            out.append(line)
    return out


def evaluate(root, facts, docs):
    """{line of the facts file: (ok, message)}; docs: {path: text} for the shown: checks."""
    results, py = {}, []
    for k, globs, fig, check in facts:
        kind, _, arg = check.partition(":")
        arg = arg.strip()
        if kind == "shown":
            num = number_of(fig)
            hits = [(p, x) for p, t in docs.items() if matches(globs, p)
                    for x in checked_lines(t) if re.search(arg, x)]
            ok = bool(hits) and all(num in re.findall(r"[\d.]+", x.replace(",", ""))
                                    for _, x in hits)
            results[k] = (ok, "checked output lines matching %r: %s" % (
                arg, "; ".join(x.strip() for _, x in hits[:2]) or "none"))
        elif kind == "test":
            fname, _, regex = arg.partition(" ")
            try:
                found = re.search(regex, open(os.path.join(root, fname)).read(), re.M)
            except OSError:
                found = None
            results[k] = (bool(found), "%s %s %s" % (fname, "reads it:" if found else
                                                    "does not match", regex))
        elif kind == "not-a-figure":
            results[k] = (bool(arg), arg or "say why")
        elif kind == "src":
            fname, _, regex = arg.partition(" ")
            try:
                text = open(os.path.join(root, fname)).read()
            except OSError as e:
                results[k] = (False, str(e))
                continue
            m = re.search(regex, text, re.M)
            num = number_of(fig)
            ok = bool(m) and num is not None and num in m.group(0).replace(",", "").replace("_", "")
            results[k] = (ok, "%s %s %s" % (fname, "has" if ok else "does not have", regex))
        elif kind == "const":
            with open(os.path.join(root, "include", "puzzle8.h")) as f:
                m = re.search(r"\b%s\s*=\s*(\d+)|#define %s (\d+)" % (arg, arg), f.read())
            value = (m.group(1) or m.group(2)) if m else None
            results[k] = (value is not None and equal(fig, value), "%s = %s" % (arg, value))
        elif kind == "py":
            py.append((k, fig, arg))
        else:
            results[k] = (False, "unknown check %r" % check)
    if py:
        prog = "import json, sys\n" + PRELUDE + "\nout = {}\n"
        for k, _, expr in py:
            prog += "try:\n    out[%d] = repr(%s)\nexcept Exception as e:\n    out[%d] = 'ERROR ' + repr(e)\n" % (k, expr, k)
        prog += "print(json.dumps(out))\n"
        env = dict(os.environ, PYTHONPATH=os.path.join(root, "bindings", "python"),
                   PYTHONDONTWRITEBYTECODE="1")
        env.pop("PUZZLE8_LIBRARY", None)
        proc = subprocess.run([sys.executable, "-c", prog], capture_output=True, text=True,
                              env=env, cwd=root, timeout=600)
        import json
        values = json.loads(proc.stdout) if proc.returncode == 0 else {}
        for k, fig, expr in py:
            v = values.get(str(k), "ERROR " + proc.stderr.strip()[-200:])
            ok = not v.startswith("ERROR") and equal(fig, v.strip("'\""))
            results[k] = (ok, "%s = %s" % (expr, v))
    return results


def make_regions(root, files):
    for path in files:
        full = os.path.join(root, path)
        text = open(full).read()
        _, regions = scan(path, text)
        lines = text.split("\n")
        for name, first, last in sorted(regions, key=lambda r: -r[1]):
            if name not in REGIONS:
                raise SystemExit("%s:%d: unknown region %r" % (path, first, name))
            if REGIONS[name][0] is None:
                print("%s: region %s left as it is (another target writes it)" % (path, name))
                continue
            out = subprocess.run(REGIONS[name][0], cwd=root, capture_output=True, text=True)
            text_out = out.stdout.replace(root + "/", "")
            if out.returncode != 0 or not text_out.strip():
                raise SystemExit("%s: region %s: %s failed (status %d):\n%s" % (
                    path, name, " ".join(REGIONS[name][0]), out.returncode, out.stderr))
            body = ["```text"] + text_out.rstrip("\n").split("\n") + ["```"]
            lines[first:last - 1] = body
            print("%s: region %s rewritten from %s" % (path, name, " ".join(REGIONS[name][0])))
        with open(full, "w") as f:
            f.write("\n".join(lines))


def main(argv):
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--bin", default="bin")
    ap.add_argument("--facts", default="test/docs_figures.txt")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--make-regions", action="store_true")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args(argv[1:])
    root = os.path.abspath(args.root)
    if args.make_regions:
        make_regions(root, args.files)
        return 0
    facts = load_facts(os.path.join(root, args.facts))
    docs = {p: open(os.path.join(root, p)).read() for p in args.files}
    results = evaluate(root, facts, docs)
    passed = failed = 0
    used = set()
    for path in args.files:
        text = open(os.path.join(root, path)).read()
        figures, regions = scan(path, text)
        for name, first, last in regions:
            body = text.split("\n")[first:last - 1]
            want = REGIONS.get(name, (None, ["(unknown region)"]))[1]
            missing = [w for w in want if not any(re.search(w, b) for b in body)]
            if last is None or missing:
                failed += 1
                print("FAIL %s:%d: region %s is not well-formed (no line matches %s): run make "
                      "docs-figures" % (path, first, name, missing))
            else:
                passed += 1
                print("ok   %s:%d: region %s (made by make %s)" % (
                    path, first, name, "docs-figures" if REGIONS[name][0] else "web-docs"))
        for n, fig, context in figures:
            fact = next((f for f in facts if matches(f[1], path) and f[2] == fig), None)
            if fact is None:
                failed += 1
                print("FAIL %s:%d: %r is a figure no test produces (check it in %s, put it in a "
                      "region of make docs-figures, or remove it): %s"
                      % (path, n, fig, args.facts, context[:100]))
                continue
            used.add(fact[0])
            ok, why = results[fact[0]]
            if ok:
                passed += 1
                if args.list:
                    print("ok   %s:%d: %s (%s)" % (path, n, fig, why))
            else:
                failed += 1
                print("FAIL %s:%d: %s is not what the code says: %s" % (path, n, fig, why))
    for k, globs, fig, _ in facts:
        if k not in used:
            failed += 1
            print("FAIL %s:%d: the fact %r is stated nowhere any more: remove it"
                  % (args.facts, k, fig))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
