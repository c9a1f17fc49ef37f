#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""notebook_student.py - the student's copy of an exercise notebook, made from the instructor's
by taking the solutions out, as nbgrader and otter-grader do.

The instructor's copy (docs/notebooks/instructor/*.ipynb) holds each solution between the lines
`### BEGIN SOLUTION` and `### END SOLUTION` (nbgrader's markers):
  - in a code cell, inside a function: the lines between the markers, the markers included,
    become a stub at the markers' indentation, "# YOUR CODE HERE" and "return None"; the
    function's signature and docstring stay, and so does everything outside the markers. A
    stub returns None, so the notebook runs to its end, and each check says "your function
    returned no moves" until the student writes the code;
  - in a markdown cell (an answer in words): the lines become "YOUR ANSWER HERE".
Everything else is copied as it is: cells, tags, metadata, no outputs. The same input gives the
same bytes (json with indent 1, as notebooks.py --strip writes), so the student's copies are
kept in the repository (docs/notebooks/student/) and `make notebooks` checks them for drift.

Usage: notebook_student.py [--check] [INSTRUCTOR.ipynb...] (default: every notebook of
docs/notebooks/instructor): writes docs/notebooks/student/NAME.ipynb for each, or with --check
only says which differ (exit 1). A marker out of place is an error naming the cell and line.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INSTRUCTOR = os.path.join(ROOT, "docs", "notebooks", "instructor")
STUDENT = os.path.join(ROOT, "docs", "notebooks", "student")
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
CODE_STUB = ("# YOUR CODE HERE", "return None")
ANSWER_STUB = "YOUR ANSWER HERE"


class MarkerError(ValueError):
    pass


def source_lines(cell):
    """A cell's source as a list of lines, each with its newline but the last."""
    s = cell.get("source", "")
    text = "".join(s) if isinstance(s, list) else s
    return text.splitlines(keepends=True)


def strip_solutions(lines, kind, where):
    """The lines with every solution block replaced by its stub; (lines, blocks replaced)."""
    out, blocks, i = [], 0, 0
    while i < len(lines):
        line = lines[i]
        if line.strip() == END:
            raise MarkerError("%s, line %d: %s without %s" % (where, i + 1, END, BEGIN))
        if line.strip() != BEGIN:
            out.append(line)
            i += 1
            continue
        indent = line[:len(line) - len(line.lstrip())]
        j = i + 1
        while j < len(lines) and lines[j].strip() not in (BEGIN, END):
            j += 1
        if j == len(lines) or lines[j].strip() != END:
            raise MarkerError("%s, line %d: %s without its %s" % (where, i + 1, BEGIN, END))
        if kind == "code" and not indent:
            raise MarkerError("%s, line %d: a solution outside a function (its stub returns "
                              "None: put the markers inside the function's body)" % (where, i + 1))
        stub = [indent + s for s in CODE_STUB] if kind == "code" else [ANSWER_STUB]
        last = j == len(lines) - 1 and not lines[j].endswith("\n")
        out += [s + "\n" for s in stub[:-1]] + [stub[-1] + ("" if last else "\n")]
        blocks += 1
        i = j + 1
    return out, blocks


def student_copy(nb, name="notebook"):
    """The student's copy of notebook nb (a dict): a new dict, nb unchanged."""
    copy = json.loads(json.dumps(nb))
    for n, cell in enumerate(copy["cells"]):
        lines, _ = strip_solutions(source_lines(cell), cell["cell_type"],
                                   "%s, cell %d" % (name, n))
        cell["source"] = lines
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    return copy


def dumps(nb):
    """A notebook as the repository stores it."""
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def solution_cells(nb):
    """The numbers of the cells holding a solution block."""
    return [n for n, c in enumerate(nb["cells"])
            if any(line.strip() == BEGIN for line in source_lines(c))]


def student_path(instructor_path):
    return os.path.join(STUDENT, os.path.basename(instructor_path))


def main(argv):
    only_check = "--check" in argv
    paths = [a for a in argv if a != "--check"]
    if not paths:
        paths = sorted(os.path.join(INSTRUCTOR, f) for f in os.listdir(INSTRUCTOR)
                       if f.endswith(".ipynb"))
    differ = 0
    for p in paths:
        with open(p, encoding="utf-8") as f:
            nb = json.load(f)
        try:
            text = dumps(student_copy(nb, os.path.relpath(p, ROOT)))
        except MarkerError as e:
            print("notebook_student.py: %s" % e)
            return 1
        out = student_path(p)
        old = open(out, encoding="utf-8").read() if os.path.exists(out) else None
        if only_check:
            if old != text:
                differ += 1
                print("differs: %s (run scripts/notebook_student.py)" % os.path.relpath(out, ROOT))
            continue
        if old != text:
            os.makedirs(STUDENT, exist_ok=True)
            with open(out, "w", encoding="utf-8") as f:
                f.write(text)
            print("wrote " + os.path.relpath(out, ROOT))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
