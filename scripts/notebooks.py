#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""notebooks.py - run the course notebooks (docs/notebooks/*.ipynb) as CI does: `make notebooks`.

Each notebook is checked three ways:
  1. stored stripped: no outputs, no execution counts (the repository holds the source only;
     `notebooks.py --strip` strips them in place after editing in Jupyter);
  2. executed from a copy in a temporary directory by Debian's `jupyter nbconvert --execute`
     (packages jupyter-nbconvert and python3-ipykernel), against the tree's Python binding
     (bindings/python) and library (lib/): any error in a cell fails it;
  3. its figures are facts: every figure of its markdown cells (a count, a size, a time, or a
     number of four digits or more, as test/docs_figures.py finds them; numbers in `code` are
     not figures) must appear in the text its own cells printed in that run (commas and spaces
     ignored), so prose can only restate what the code computed.
The seconds each one took are printed (a notebook should take well under 20 s; speed itself
is not a test here). Usage: notebooks.py [--strip] [NOTEBOOK.ipynb...] (default: all of
docs/notebooks). Last line: "N passed, N failed". Exit 77 (skip) without jupyter-nbconvert.
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
from docs_figures import number_of, scan  # noqa: E402  (the figures of a markdown text)

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


def printed(nb):
    """All the text the executed cells showed: streams, results and their plain-text forms."""
    parts = []
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            if out.get("output_type") == "stream":
                parts.append("".join(out.get("text", "")))
            for kind in ("text/plain", "text/markdown", "text/html"):
                data = out.get("data", {}).get(kind)
                if data is not None:
                    parts.append("".join(data) if isinstance(data, list) else data)
    return "\n".join(parts)


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


def main(argv):
    do_strip = "--strip" in argv
    paths = [a for a in argv if a != "--strip"]
    if not paths:
        d = os.path.join(ROOT, "docs", "notebooks")
        paths = sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".ipynb"))
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
    try:
        for p in paths:
            name = os.path.relpath(p, ROOT)
            with open(p, encoding="utf-8") as f:
                nb = json.load(f)
            report(is_stripped(nb), "%s is stored without outputs" % name,
                   "run scripts/notebooks.py --strip %s" % name)
            work = os.path.join(tmp, os.path.splitext(os.path.basename(p))[0])
            os.mkdir(work)
            shutil.copy(p, os.path.join(work, "in.ipynb"))
            t0 = time.monotonic()
            run = subprocess.run(cmd + ["--to", "notebook", "--execute", "--output", "out.ipynb",
                                        "--ExecutePreprocessor.timeout=120",
                                        "--ExecutePreprocessor.kernel_name=python3",
                                        "in.ipynb"],
                                 cwd=work, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 universal_newlines=True)
            secs = time.monotonic() - t0
            ok = run.returncode == 0 and os.path.exists(os.path.join(work, "out.ipynb"))
            report(ok, "%s runs without an error (%.1f s)" % (name, secs), run.stdout)
            if not ok:
                continue
            with open(os.path.join(work, "out.ipynb"), encoding="utf-8") as f:
                out = json.load(f)
            shown = digits(printed(out))
            figs = figures_of(nb)
            missing = ["cell %d: %s (%s)" % (i, fig, ctx.strip()) for i, fig, ctx in figs
                       if not re.search(r"(?<![\d.])" + re.escape(number_of(fig) or fig) + r"(?![\d])", shown)]
            report(not missing, "%s: the %d figures of its prose are in its own output" % (name, len(figs)),
                   "figures no cell printed:\n" + "\n".join(missing))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
