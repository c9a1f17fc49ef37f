#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""notebooks.py - run the course notebooks as CI does: `make notebooks`.

Two kinds of notebooks (docs/notebooks/README.md):
  - the tours, docs/notebooks/*.ipynb: the tutorial's parts, the library's own searches;
  - the exercises, in two copies: the instructor's (docs/notebooks/instructor/*.ipynb), whose
    solutions stand between `### BEGIN SOLUTION` and `### END SOLUTION`, and the student's
    (docs/notebooks/student/), made from it by scripts/notebook_student.py (the solutions
    replaced by stubs that return None) and kept in the repository.

Every notebook is checked thus:
  1. stored stripped: no outputs, no execution counts (the repository holds the source only;
     `notebooks.py --strip` strips them in place after editing in Jupyter);
  2. executed from a copy in a temporary directory by Debian's `jupyter nbconvert --execute`
     (packages jupyter-nbconvert and python3-ipykernel), against the tree's Python binding
     (bindings/python) and library (lib/): any error in a cell fails it;
  3. a tour's or an instructor's copy: its figures are facts: every figure of its markdown cells
     (a count, a size, a time, or a number of four digits or more, as test/docs_figures.py
     finds them; numbers in `code` are not figures) must appear in the text its own cells
     printed in that run (commas and spaces ignored), so prose can only restate what the code
     computed.
An exercise notebook is checked further, through the tags of its cells ("check": a cell that
grades an exercise and shows the grader's report; "mistake:NAME": a cell that shows the grader
naming mistake NAME):
  4. each solution is followed by a check cell before the next solution, and its student copy
     is the one notebook_student.py makes from it now, byte for byte (no drift; a copy that
     differs is rewritten, so `make notebooks` makes the student's copies, and fails until the
     new one is committed);
  5. the instructor's copy: every check cell shows a report in which every test passed, and
     every "mistake:NAME" cell a report that names NAME;
  6. the student's copy: every check cell shows a report that fails ("FAIL" lines, "0 of N ...
     passed": the stub returned nothing and the report says so), and no output of any cell
     holds a "Traceback": until students write the code, their notebook runs to its end and
     says what is missing, in sentences.
The seconds each run took are printed (speed itself is not a test here). Usage: notebooks.py
[--strip] [NOTEBOOK.ipynb...] (default: all, an instructor's copy with its student's). Last
line: "N passed, N failed". Exit 77 (skip) without jupyter-nbconvert.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "test"))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from docs_figures import number_of, scan  # noqa: E402  (the figures of a markdown text)
import notebook_student  # noqa: E402  (the student's copy of an exercise notebook)

NOTEBOOKS = os.path.join(ROOT, "docs", "notebooks")
passed = failed = 0


def report(ok, what, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("ok   " + what)
    else:
        failed += 1
        print("FAIL " + what)
        for line in detail.rstrip().splitlines()[-40:]:
            print("     " + line)


def source(cell):
    s = cell.get("source", "")
    return "".join(s) if isinstance(s, list) else s


def tags(cell):
    return cell.get("metadata", {}).get("tags", [])


def strip(nb):
    """The notebook without outputs and execution counts (metadata kept)."""
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    return nb


def is_stripped(nb):
    return all(c["cell_type"] != "code" or (not c.get("outputs") and c.get("execution_count") is None)
               for c in nb["cells"])


def shown(outputs):
    """All the text some outputs showed: streams, results and their plain-text forms, errors."""
    parts = []
    for out in outputs:
        if out.get("output_type") == "stream":
            parts.append("".join(out.get("text", "")))
        if out.get("output_type") == "error":
            parts.append("\n".join(out.get("traceback", [])))
        for kind in ("text/plain", "text/markdown", "text/html"):
            data = out.get("data", {}).get(kind)
            if data is not None:
                parts.append("".join(data) if isinstance(data, list) else data)
    return "\n".join(parts)


def printed(nb):
    return "\n".join(shown(cell.get("outputs", [])) for cell in nb["cells"])


def figures_of(nb):
    """(cell number, figure, context) of every figure in the markdown cells."""
    found = []
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] == "markdown":
            figs, _regions = scan("cell", source(cell))
            found += [(i, fig, ctx) for _line, fig, ctx in figs]
    return found


def digits(text):
    """Text with the thousands separators of numbers taken out: 181,440 -> 181440."""
    return re.sub(r"(?<=\d)[,\u202f ](?=\d{3}\b)", "", text)


def check_report(cell):
    """The grader's report a check cell shows (its plain text), or None."""
    for out in cell.get("outputs", []):
        text = out.get("data", {}).get("text/plain")
        if text is not None:
            text = "".join(text) if isinstance(text, list) else text
            if re.search(r"^\d+ of \d+ \w+ passed$", text, re.M):
                return text
    return None


def report_counts(text):
    """(tests passed, tests) of a report: its summary line "N of M things passed"."""
    m = re.findall(r"^(\d+) of (\d+) \w+ passed$", text, re.M)
    return (int(m[-1][0]), int(m[-1][1])) if m else (0, 0)


class Runner:
    def __init__(self, cmd, env, tmp):
        self.cmd, self.env, self.tmp = cmd, env, tmp

    def run(self, nb, name, every_cell=False):
        """Execute notebook nb (a dict) as `name`: the executed notebook, or None (reported).
        every_cell: run every cell even after one fails (nbconvert --allow-errors), so that
        every cell is checked; the run fails all the same if one did."""
        work = tempfile.mkdtemp(prefix="nb.", dir=self.tmp)
        with open(os.path.join(work, "in.ipynb"), "w", encoding="utf-8") as f:
            json.dump(nb, f)
        t0 = time.monotonic()
        run = subprocess.run(self.cmd + ["--to", "notebook", "--execute", "--output", "out.ipynb",
                                         "--ExecutePreprocessor.timeout=120",
                                         "--ExecutePreprocessor.kernel_name=python3"] +
                             (["--allow-errors"] if every_cell else []) + ["in.ipynb"],
                             cwd=work, env=self.env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, universal_newlines=True)
        secs = time.monotonic() - t0
        out = None
        if run.returncode == 0 and os.path.exists(os.path.join(work, "out.ipynb")):
            with open(os.path.join(work, "out.ipynb"), encoding="utf-8") as f:
                out = json.load(f)
        errors = ["cell %d raised: %s" % (n, o.get("ename", "") + ": " + o.get("evalue", ""))
                  for n, c in enumerate(out["cells"] if out else [])
                  for o in c.get("outputs", []) if o.get("output_type") == "error"]
        report(out is not None and not errors, "%s runs without an error (%.1f s)" % (name, secs),
               "\n".join(errors) or run.stdout)
        return out


def check_figures(nb, out, name):
    shown_text = digits(printed(out))
    figs = figures_of(nb)
    missing = ["cell %d: %s (%s)" % (i, fig, ctx.strip()) for i, fig, ctx in figs
               if not re.search(r"(?<![\d.])" + re.escape(number_of(fig) or fig) + r"(?![\d])",
                                shown_text)]
    report(not missing, "%s: the %d figures of its prose are in its own output" % (name, len(figs)),
           "figures no cell printed:\n" + "\n".join(missing))


def check_exercise_layout(nb, name):
    """Each solution is followed by a check cell before the next solution; there are some."""
    solutions = notebook_student.solution_cells(nb)
    code_solutions = [n for n in solutions if nb["cells"][n]["cell_type"] == "code"]
    checks = [n for n, c in enumerate(nb["cells"]) if "check" in tags(c)]
    bad = []
    for k, n in enumerate(code_solutions):
        nxt = code_solutions[k + 1] if k + 1 < len(code_solutions) else len(nb["cells"])
        if not any(n < c < nxt for c in checks):
            bad.append("cell %d: a solution with no check cell after it" % n)
    for n in checks:
        if nb["cells"][n]["cell_type"] != "code":
            bad.append("cell %d: a check cell that is not code" % n)
    report(bool(code_solutions) and not bad, "%s: %d solutions, each followed by a check (%d checks)"
           % (name, len(code_solutions), len(checks)), "\n".join(bad) or "no solution at all")


def check_instructor_outputs(out, name):
    bad = []
    for n, cell in enumerate(out["cells"]):
        text = check_report(cell)
        if "check" in tags(cell):
            got, total = report_counts(text or "")
            if text is None or got != total or re.search(r"^FAIL ", text, re.M):
                bad.append("cell %d: its check does not pass:\n%s" % (n, text or shown(cell.get("outputs", []))))
        for tag in tags(cell):
            if tag.startswith("mistake:") and "Mistake (%s)" % tag[8:] not in (text or ""):
                bad.append("cell %d: the grader does not name %s:\n%s" % (n, tag[8:], text))
    checks = sum(1 for c in out["cells"] if "check" in tags(c))
    report(not bad, "%s: all %d checks pass, and every mistake shown is named" % (name, checks),
           "\n".join(bad))


def check_student_outputs(out, name):
    bad = []
    for n, cell in enumerate(out["cells"]):
        everything = shown(cell.get("outputs", []))
        if "Traceback" in everything or any(o.get("output_type") == "error"
                                            for o in cell.get("outputs", [])):
            bad.append("cell %d: a traceback:\n%s" % (n, everything))
        if "check" not in tags(cell):
            continue
        text = check_report(cell)
        got, total = report_counts(text or "")
        if text is None or got != 0 or not re.search(r"^FAIL ", text, re.M):
            bad.append("cell %d: its check does not fail with the grader's report:\n%s"
                       % (n, text or everything))
    checks = sum(1 for c in out["cells"] if "check" in tags(c))
    report(not bad, "%s: all %d checks fail with their report, no traceback anywhere"
           % (name, checks), "\n".join(bad))


def stored(path):
    """(name, notebook) of a notebook of the repository, checked to be stored stripped."""
    name = os.path.relpath(path, ROOT)
    with open(path, encoding="utf-8") as f:
        nb = json.load(f)
    report(is_stripped(nb), "%s is stored without outputs" % name,
           "run scripts/notebooks.py --strip %s" % name)
    return name, nb


def exercise(runner, path):
    """An instructor's copy and its student's."""
    name, nb = stored(path)
    check_exercise_layout(nb, name)
    spath = notebook_student.student_path(path)
    sname = os.path.relpath(spath, ROOT)
    try:
        want = notebook_student.dumps(notebook_student.student_copy(nb, name))
    except notebook_student.MarkerError as e:
        report(False, "%s: its solutions are marked well" % name, str(e))
        return
    have = open(spath, encoding="utf-8").read() if os.path.exists(spath) else ""
    if have != want:                    # made now, and still a failure until it is committed
        with open(spath, "w", encoding="utf-8") as f:
            f.write(want)
    report(have == want, "%s is the student's copy of %s as notebook_student.py makes it"
           % (sname, name), "it was not: rewritten now from the instructor's copy; commit it")
    out = runner.run(nb, name)
    if out is not None:
        check_figures(nb, out, name)
        check_instructor_outputs(out, name)
    student = json.loads(want)
    out = runner.run(student, sname, every_cell=True)
    if out is not None:
        check_student_outputs(out, sname)


def tour(runner, path):
    name, nb = stored(path)
    out = runner.run(nb, name)
    if out is not None:
        check_figures(nb, out, name)


def notebooks_in(d):
    return sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".ipynb"))


def main(argv):
    do_strip = "--strip" in argv
    paths = [os.path.abspath(a) for a in argv if a != "--strip"]
    if not paths:
        paths = notebooks_in(NOTEBOOKS) + notebooks_in(os.path.join(NOTEBOOKS, "instructor"))
    if do_strip:
        for p in paths:
            with open(p, encoding="utf-8") as f:
                nb = json.load(f)
            with open(p, "w", encoding="utf-8") as f:
                json.dump(strip(nb), f, indent=1, ensure_ascii=False)
                f.write("\n")
            print("stripped " + os.path.relpath(p, ROOT))
        return 0
    jupyter = shutil.which("jupyter-nbconvert") or shutil.which("jupyter")
    if jupyter is None:
        print("skipped: no jupyter-nbconvert (Debian: apt-get install jupyter-nbconvert python3-ipykernel)")
        return 77
    lib = os.path.join(ROOT, "lib", "libpuzzle8.so")
    if not os.path.exists(lib):
        print("notebooks.py: %s is missing: run make first" % os.path.relpath(lib, ROOT))
        return 1
    env = dict(os.environ)
    env["PUZZLE8_LIBRARY"] = lib
    env["PYTHONPATH"] = os.path.join(ROOT, "bindings", "python") + (
        os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    cmd = [jupyter] + ([] if jupyter.endswith("nbconvert") else ["nbconvert"])
    tmp = tempfile.mkdtemp(prefix="p8-notebooks.")
    runner = Runner(cmd, env, tmp)
    try:
        for p in paths:
            if os.path.dirname(p) == os.path.join(NOTEBOOKS, "instructor"):
                exercise(runner, p)
            elif os.path.dirname(p) == os.path.join(NOTEBOOKS, "student"):
                print("notebooks.py: %s is made from docs/notebooks/instructor/%s: give that"
                      % (os.path.relpath(p, ROOT), os.path.basename(p)))
                report(False, "%s is checked through its instructor's copy" % os.path.relpath(p, ROOT))
            else:
                tour(runner, p)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
