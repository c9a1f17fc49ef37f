#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""clidocs.py - puzzle8(1) and docs/cli.md's reference, made from the command's own tables.

The command prints its reference as JSON (`puzzle8 help --json`, tools/cli_reference.c): every
command's usage lines, what it does and its options (their values' forms, help, defaults and
lists), and the values of every list a run option names (from the library's configuration
table). This script lays it out twice:
  - docs/man/puzzle8.1 (mdoc): docs/man/parts/puzzle8.1.mdoc with its lines ".\\" @synopsis@",
    ".\\" @commands@" and ".\\" @run-options@" replaced by the usage lines, each command with
    its options, and the run options with the values of their lists;
  - docs/cli.md: the region between "<!-- docs-figures: cli-reference -->" and
    "<!-- /docs-figures -->" (the same in Markdown tables).
So that `puzzle8 --help`, `puzzle8 COMMAND --help`, the man page and docs/cli.md say the same:
test/clidocs_test.sh fails while a committed output is stale. Standard library only.

Usage: clidocs.py [--root DIR] [--bin PROGRAM] (--write | --check)
  --bin      the command (default: bin/puzzle8 of the tree)
  --write    rewrite the outputs that differ from what the tables make now;
  --check    write nothing; name the stale outputs with a diff, exit 1 if any.
"""
import argparse
import difflib
import json
import os
import re
import subprocess
import sys
import textwrap

TEMPLATE = "docs/man/parts/puzzle8.1.mdoc"
MAN = "docs/man/puzzle8.1"
CLI_MD = "docs/cli.md"
REGION_START = "<!-- docs-figures: cli-reference -->"
REGION_END = "<!-- /docs-figures -->"


class Error(Exception):
    pass


# ------------------------------------------------------------------------------------------
# mdoc

def esc(text):
    """Text for a text line of mdoc: backslashes escaped, the dashes of options (--goal, -h, a
    lone - for the standard output) as minus signs."""
    text = text.replace("\\", "\\e")
    text = re.sub(r"(?<![\w-])--?(?=[a-z])|(?<![\w-])--(?=\s|$)",
                  lambda m: m.group(0).replace("-", "\\-"), text)
    return re.sub(r"(?<![\w\\-])-(?=[\s,.;)]|$)", r"\\-", text)


def lines(text):
    """Text as mdoc text lines: a sentence a line, wrapped before 80 bytes, none starting with
    a dot or a quote."""
    out = []
    for sentence in re.split(r"(?<=[.?!])(?<!\.\.\.)(?<!e\.g\.)(?<!i\.e\.)\s+(?=[A-Z\"])", text.strip()):
        for line in textwrap.wrap(esc(sentence), 79, break_long_words=False, break_on_hyphens=False):
            out.append("\\&" + line if line.startswith((".", "'")) else line)
    return out


def sentence(text, capital=True):
    """A help fragment as a sentence: a period at its end (and its first letter a capital)."""
    text = text.strip()
    if capital and text and text[0].islower():
        text = text[0].upper() + text[1:]
    return text if text.endswith((".", "?", "!")) else text + "."


def arg(word):
    """An argument's name as a macro argument, quoted unless it is a plain word."""
    return word if re.fullmatch(r"[A-Za-z0-9_]+", word) else '"%s"' % word


def units(usage):
    """A usage line's words, [bracketed groups] kept whole (with a "..." after them)."""
    out, depth, cur = [], 0, ""
    for ch in usage:
        if ch == " " and depth == 0:
            if cur:
                out.append(cur)
            cur = ""
            continue
        depth += ch == "["
        depth -= ch == "]"
        cur += ch
    if cur:
        out.append(cur)
    return out


def fl(option):
    """An option as the macro Fl writes it (Fl puts one dash itself): --goal is Fl \\-goal."""
    return "Fl " + option[1:].replace("-", "\\-")


def macro_words(words):
    """Usage words ("--goal", "G", "run options", "START") as mdoc macros."""
    out = []
    for w in words:
        if w == "--":
            out.append("Fl \\-")
        elif w.startswith("-"):
            out.append(fl(w))
        elif w.endswith("...") and re.fullmatch(r"[A-Za-z0-9_]+", w[:-3]):
            out.append("Ar %s ..." % arg(w[:-3]))
        else:
            out.append("Ar " + arg(w))
    return out


def synopsis_unit(unit):
    """One unit of a usage line as mdoc: [--x A] is .Op, a word is Ar or Fl."""
    more = unit.endswith("]...")
    if more:
        unit = unit[:-3]
    if unit.startswith("[") and unit.endswith("]"):
        inner = unit[1:-1]
        words = [inner] if not inner.startswith("-") else inner.split(" ")
        return "Op " + " ".join(macro_words(words)) + (" ..." if more else "")
    return " ".join(macro_words([unit]))


def man_synopsis(ref):
    out = []
    for cmd in ref["commands"]:
        for usage in cmd["usage"]:
            u = units(usage)
            assert u[0] == ref["program"], usage
            out.append(".Nm")
            out.append(".Cm " + u[1])
            out.extend("." + synopsis_unit(x) for x in u[2:])
    return out


def man_option(opt):
    """An option as an item of a tag list: its name and argument, its help as a sentence with
    its default, and the values of its list as a nested list."""
    head = ".It " + fl(opt["name"])
    if opt["arg"]:
        head += " Ar " + arg(opt["arg"])
    out = [head]
    text = opt["help"] or ""
    if opt["default"]:
        text += " (default%s%s)" % (": " if opt["default"] == "the algorithm's own" else " ",
                                     opt["default"])
    out.extend(lines(sentence(text, capital=False)))
    return out


def man_values(ref, opt, extras):
    """The values of opt's list as a nested tag list, the command's own value last."""
    values = ref["lists"][opt["list"]]["values"]
    out = [".Bl -tag -width Ds"]
    for v in values:
        out.append(".It Cm " + v["name"])
        out.extend(lines(sentence(v["facts"], capital=False)))
        out.extend(lines(v["summary"]))
    for name, help_, who in extras:
        out.append(".It Cm " + arg(name))
        out.extend(lines(sentence(("(%s only) " % ", ".join(who) if who else "") + help_, capital=False)))
    out.append(".El")
    return out


def sections(cmd):
    return [(s["label"], s["items"]) for s in cmd["sections"]]


def man_items(items):
    out = [".Bl -tag -width Ds"]
    for item in items:
        if "text" in item:
            continue
        out.extend(man_option(item))
    out.append(".El")
    return out


def man_commands(ref):
    out = [".Bl -tag -width Ds"]
    for cmd in ref["commands"]:
        head = ".It Cm " + cmd["name"]
        args = units(cmd["usage"][0])[2:]
        args = [a for a in args if not a.startswith("[") or a in ("[GOAL]", "[NAME]", "[COMMAND|TOPIC]")]
        if args:
            head += " " + " ".join(synopsis_unit(a) for a in args)
        out.append(head)
        for k, para in enumerate(cmd["text"]):
            if k:
                out.append(".Pp")
            out.extend(lines(para))
        for label, items in sections(cmd):
            out.append(".Pp")
            if label == "run options":
                out.append("It takes the run options (see")
                out.append(".Sx Run options ) .")
                continue
            texts = [i["text"] for i in items if "text" in i]
            out.append("%s:" % (label[0].upper() + label[1:]) if label else "Options:")
            for t in texts[:1]:
                out.extend(lines(t))
            out.extend(man_items(items))
            for t in texts[1:]:
                out.append(".Pp")
                out.extend(lines(t))
    out.append(".El")
    return out


def run_option_extras(ref, name):
    """The values the commands add to option `name`'s list: (value, help, the commands that take
    it when not all of those that take the option do)."""
    takers, extras = [], {}
    for cmd in ref["commands"]:
        for label, items in sections(cmd):
            for item in items:
                if item.get("name") == name:
                    takers.append(cmd["name"])
                    if item["extra"]:
                        e = extras.setdefault(item["extra"]["name"], [item["extra"]["help"], []])
                        e[1].append(cmd["name"])
    return [(n, h, [] if set(who) == set(takers) else who) for n, (h, who) in extras.items()]


def run_items(ref):
    """The run options, from the first command that takes them (the fullest: solve's)."""
    for cmd in ref["commands"]:
        for label, items in sections(cmd):
            if label == "run options":
                return items
    raise Error("no command takes the run options")


def man_run_options(ref):
    out = [".Bl -tag -width Ds"]
    for item in run_items(ref):
        out.extend(man_option(item))
        if item["list"]:
            out.extend(man_values(ref, item, run_option_extras(ref, item["name"])))
            out.append("See")
            out.append(".Ql puzzle8 help %s ." % item["topic"])
    out.append(".El")
    return out


def make_man(ref, template):
    parts = {"synopsis": man_synopsis, "commands": man_commands, "run-options": man_run_options}
    out, used = [".\\\" Made by scripts/clidocs.py (make clidocs) from docs/man/parts/puzzle8.1.mdoc",
                 ".\\\" and the command's tables (puzzle8 help --json): edit those, not this file."], set()
    for line in template.split("\n"):
        m = re.fullmatch(r'\.\\" @([a-z-]+)@', line)
        if m:
            if m.group(1) not in parts:
                raise Error("%s: no part named @%s@" % (TEMPLATE, m.group(1)))
            out.extend(parts[m.group(1)](ref))
            used.add(m.group(1))
        elif not line.startswith('.\\"'):
            out.append(line)
    missing = set(parts) - used
    if missing:
        raise Error("%s: no line .\\\" @%s@" % (TEMPLATE, sorted(missing)[0]))
    return "\n".join(out).rstrip("\n") + "\n"


# ------------------------------------------------------------------------------------------
# Markdown

def md(text):
    return text.replace("|", "\\|")


def md_option(opt):
    name = "`%s%s`" % (opt["name"], " " + opt["arg"] if opt["arg"] else "")
    text = opt["help"] or ""
    if opt["default"]:
        text += " (default%s%s)" % (": " if opt["default"] == "the algorithm's own" else " ",
                                     opt["default"])
    if opt["list"]:
        text += ": see [%s](#%s)" % (opt["topic"], opt["topic"])
    return "| %s | %s |" % (md(name), md(sentence(text, capital=False)))


def md_table(items):
    out = ["| option | what it does |", "|---|---|"]
    out.extend(md_option(i) for i in items if "text" not in i)
    return out


def make_md(ref):
    out = [REGION_START,
           "<!-- Made by scripts/clidocs.py (make clidocs) from the command's tables "
           "(`puzzle8 help --json`): edit tools/, not this region. -->", ""]
    for cmd in ref["commands"]:
        out.append("### %s" % cmd["name"])
        out.append("")
        for k, u in enumerate(cmd["usage"]):
            out.extend(["%s `%s`" % ("Usage:" if k == 0 else "Or:", u), ""])
        out.extend(" ".join(p.split()) + "\n" for p in cmd["text"])
        for label, items in sections(cmd):
            if label == "run options":
                out.append("It takes the [run options](#run-options).")
                out.append("")
                continue
            texts = [i["text"] for i in items if "text" in i]
            if label:
                out.append("%s:" % (label[0].upper() + label[1:]))
                out.append("")
            out.extend(t + "\n" for t in texts[:1])
            out.extend(md_table(items))
            out.append("")
            out.extend(t + "\n" for t in texts[1:])
    out.append("### Run options")
    out.append("")
    out.extend(md_table(run_items(ref)))
    out.append("")
    for item in run_items(ref):
        if not item["list"]:
            continue
        out.append("#### %s" % item["topic"])
        out.append("")
        out.append("The values of `%s` (`puzzle8 help %s`):" % (item["name"], item["topic"]))
        out.append("")
        out.append("| value | | what it does |")
        out.append("|---|---|---|")
        for v in ref["lists"][item["list"]]["values"]:
            out.append("| `%s` | %s | %s |" % (v["name"], md(v["facts"]), md(v["summary"])))
        for name, help_, who in run_option_extras(ref, item["name"]):
            out.append("| `%s` | %s | %s |" % (md(name), "(%s only)" % ", ".join(who) if who else "",
                                               md(sentence(help_))))
        out.append("")
    out.append(REGION_END)
    return "\n".join(out)


def splice_md(text, region):
    start, end = text.find(REGION_START), text.find(REGION_END, text.find(REGION_START) + 1)
    if start < 0 or end < 0:
        raise Error("%s has no region %s ... %s" % (CLI_MD, REGION_START, REGION_END))
    return text[:start] + region + text[end + len(REGION_END):]


# ------------------------------------------------------------------------------------------

def outputs(root, program):
    try:
        p = subprocess.run([program, "help", "--json"], capture_output=True, check=True)
        ref = json.loads(p.stdout.decode("utf-8"))
    except (OSError, subprocess.CalledProcessError, ValueError) as e:
        raise Error("cannot read the reference from %s help --json: %s" % (program, e))
    with open(os.path.join(root, TEMPLATE)) as f:
        man = make_man(ref, f.read())
    with open(os.path.join(root, CLI_MD)) as f:
        cli_md = splice_md(f.read(), make_md(ref))
    return {MAN: man, CLI_MD: cli_md}


def main(argv):
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", default=here)
    ap.add_argument("--bin")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--write", action="store_true")
    g.add_argument("--check", action="store_true")
    args = ap.parse_args(argv[1:])
    program = args.bin or os.path.join(args.root, "bin", "puzzle8")
    try:
        files = outputs(args.root, program)
    except (Error, OSError) as e:
        print("clidocs.py: %s" % e, file=sys.stderr)
        return 2
    stale = 0
    for rel, text in sorted(files.items()):
        path = os.path.join(args.root, rel)
        with open(path) as f:
            old = f.read()
        if old == text:
            continue
        if args.write:
            with open(path, "w") as f:
                f.write(text)
            print("clidocs.py: wrote %s" % rel)
        else:
            stale += 1
            print("clidocs.py: %s is stale: run make clidocs (it is made from the command's tables, "
                  "tools/, and %s)" % (rel, TEMPLATE if rel == MAN else "the region it holds"))
            sys.stdout.writelines(difflib.unified_diff(
                old.splitlines(True), text.splitlines(True), rel + " (in the tree)",
                rel + " (made now)", n=1))
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
