#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""refdocs.py - docs/reference.md and the section-3 man pages, made from include/puzzle8.h.

The header's comments are the reference (its preamble says how to write them); this script
lays them out twice: as the per-section entries of docs/reference.md (the hand-written parts
come from docs/reference.md.in) and as docs/man/PAGE.3 in mdoc (the hand-written parts, .Nd,
EXAMPLES and SEE ALSO, come from docs/man/parts/PAGE.mdoc). Standard library only.

What it reads in the header:
  - banners: a comment whose first line is a rule of dashes and whose next line is
    " * N. Title   page(3)" (a section, with its man page) or " * N.M Title" (a subsection);
    the rest of the banner is the section's prose;
  - entries: a comment followed, with no blank line between, by declarations (functions
    marked P8_API, types, enums, macros); the comment documents all of them;
  - prose: a comment followed by a blank line.
A P8_API function without a comment, a section without a page, or a contents table (in the
preamble) that does not match the banners is an error.

Usage: refdocs.py [--root DIR] (--write | --check | --out DIR)
  --write    rewrite the outputs in the tree that differ from what the header makes now;
  --check    write nothing; list the stale or missing outputs with a diff, exit 1 if any;
  --out DIR  write every output under DIR (docs/reference.md, docs/man/PAGE.3).
"""
import argparse
import difflib
import os
import re
import sys

HEADER = "include/puzzle8.h"
REF_IN = "docs/reference.md.in"
REF_OUT = "docs/reference.md"
PARTS = "docs/man/parts"
MAN_DIR = "docs/man"

RULE = re.compile(r"^/\* -{20,}\s*$")
TOP = re.compile(r"^(\d+)\. (.+?)\s{2,}([a-z0-9_]+)\((\d)\)$")
SUB = re.compile(r"^(\d+\.\d+) (.+)$")
CONTENTS = re.compile(r"^\s*(\d+(?:\.\d+)?)\.? (.+?)(?: \.+ ([a-z0-9_]+)\(\d\))?$")
FUNC = re.compile(r"P8_API\s+(.+?)\b([a-z_][a-z0-9_]*)\s*\((.*?)\)\s*;", re.S)
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# Parameter names that are also common words: marked as parameters only in `backquotes` or as
# *name.
AMBIGUOUS = set("""a on from start goal moves move state path value which table format distance
    count key parent event write kind text seed row node live fields optimal policy driver
    frontier style id size pop push clear code rank components out tiles label i n g h
    heuristic""".split())


class Error(Exception):
    pass


# ------------------------------------------------------------------------------------------
# Reading the header.

class Entry:
    """A documented item: prose (code == []) or a comment with the declarations under it."""

    def __init__(self, text, code, line):
        self.text, self.code, self.line = text, code, line
        decl = " ".join(code)
        self.funcs = [(" ".join(m.group(1).split()), m.group(2), split_args(m.group(3)))
                      for m in FUNC.finditer(decl)]
        self.types = re.findall(r"typedef\b.*?\b(p8_[a-z0-9_]+)\s*;", decl) + \
            re.findall(r"typedef[^;]*?\(\s*\*\s*(p8_[a-z0-9_]+)\s*\)", decl)


class Section:
    def __init__(self, number, title, page, line):
        self.number, self.title, self.page, self.line = number, title, page, line
        self.entries = []
        self.subs = []          # Sections, for a top-level one

    def all_entries(self):
        yield from self.entries
        for s in self.subs:
            yield from s.entries


def split_args(args):
    args = " ".join(args.split())
    return [] if args in ("", "void") else [a.strip() for a in args.split(",")]


def comment_text(lines):
    """The text of a comment's lines, without /*, */ and the leading ' * '."""
    out = []
    for i, line in enumerate(lines):
        s = line.rstrip()
        if i == 0:
            s = s[s.index("/*") + 2:]
        if s.endswith("*/"):
            s = s[:-2].rstrip()
        if i > 0:
            s = re.sub(r"^\s*\*(?: |$)", "", s, count=1)
        elif s.startswith(" "):
            s = s[1:]
        out.append(s.rstrip())
    while out and not out[0].strip():
        out.pop(0)
    while out and not out[-1].strip():
        out.pop()
    return out


def parse_header(text):
    lines = text.split("\n")
    n, i = len(lines), 0
    preamble, sections, current, top = None, [], None, None
    while i < n:
        line = lines[i]
        if not line.strip().startswith("/*"):
            if line.strip() and current is not None:
                j = i
                while j < n and lines[j].strip() and not lines[j].strip().startswith("/*"):
                    j += 1
                code = lines[i:j]
                if any(not c.strip().startswith(("#", "}")) for c in code):
                    raise Error("%s:%d: declarations without a comment right above them: "
                                "document them (see the header's preamble)" % (HEADER, i + 1))
                i = j
                continue
            i += 1
            continue
        j = i
        while "*/" not in lines[j]:
            j += 1
        block = lines[i:j + 1]
        after = lines[j + 1] if j + 1 < n else ""
        if "SPDX-License-Identifier" in line:
            i = j + 1
            continue
        if preamble is None:
            preamble = comment_text(block)
            i = j + 1
            continue
        if RULE.match(line):
            body = [b for b in comment_text(block) if not re.match(r"^-{20,}$", b.strip())]
            title = body[0].strip() if body else ""
            m, ms = TOP.match(title), SUB.match(title)
            if m:
                top = current = Section(m.group(1), m.group(2), m.group(3), i + 1)
                sections.append(top)
            elif ms and top is not None and ms.group(1).startswith(top.number + "."):
                current = Section(ms.group(1), ms.group(2), top.page, i + 1)
                top.subs.append(current)
            else:
                raise Error("%s:%d: a banner's title must be \"N. Title   page(3)\" or "
                            "\"N.M Title\" (within section N): %r" % (HEADER, i + 1, title))
            prose = body[1:]
            if prose:
                current.entries.append(Entry(prose, [], i + 1))
            i = j + 1
            code = []   # declarations right under a banner: its prose documents them
            while i < n and lines[i].strip() and not lines[i].strip().startswith("/*"):
                code.append(lines[i])
                i += 1
            if code:
                current.entries.append(Entry([], code, j + 2))
            continue
        if current is None:
            raise Error("%s:%d: a comment before the first section banner" % (HEADER, i + 1))
        k = j + 1
        code = []
        if after.strip():
            while k < n and lines[k].strip() and not lines[k].strip().startswith("/*"):
                code.append(lines[k])
                k += 1
        current.entries.append(Entry(comment_text(block), code, i + 1))
        i = k
    if preamble is None or not sections:
        raise Error("%s: no preamble or no section banners" % HEADER)
    check_contents(preamble, sections)
    return sections


def check_contents(preamble, sections):
    listed, on = [], False
    for line in preamble:
        if line.startswith("Contents"):
            on = True
        elif on and not line.strip():
            break
        elif on:
            m = CONTENTS.match(line)
            if not m:
                raise Error("%s: preamble: a contents line must be \"N. Title .... page(3)\" "
                            "or \"N.M Title\": %r" % (HEADER, line))
            listed.append((m.group(1), m.group(2), m.group(3)))
    made = []
    for s in sections:
        made.append((s.number, s.title, s.page))
        made += [(u.number, u.title, None) for u in s.subs]
    if listed != made:
        diff = "\n".join(difflib.unified_diff(["%s %s %s" % x for x in listed],
                                              ["%s %s %s" % x for x in made],
                                              "contents", "banners", lineterm=""))
        raise Error("%s: the contents table of the preamble does not match the section "
                    "banners:\n%s" % (HEADER, diff))


# ------------------------------------------------------------------------------------------
# The text of a comment, as blocks: ("p", text), ("ul", [text]), ("pre", [lines]).

def blocks(lines):
    out = []
    for line in lines:
        indent = len(line) - len(line.lstrip(" "))
        body = line.strip()
        last = out[-1] if out else None
        if not body:
            out.append(("break", None))
        elif indent == 0 and body.startswith("- "):
            if last and last[0] == "ul":
                last[1].append(body[2:])
            else:
                out.append(("ul", [body[2:]]))
        elif indent == 2 and last and last[0] == "ul":
            last[1][-1] += " " + body
        elif indent >= 2:
            if last and last[0] == "pre":
                last[1].append(line)
            else:
                out.append(("pre", [line]))
        elif last and last[0] == "p":
            out[-1] = ("p", last[1] + " " + body)
        else:
            out.append(("p", body))
    res = [b for b in out if b[0] != "break"]
    for k, b in enumerate(res):
        if b[0] == "pre":
            cut = min(len(x) - len(x.lstrip(" ")) for x in b[1] if x.strip())
            res[k] = ("pre", [x[cut:] for x in b[1]])
    return res


class Names:
    """The header's public names, for marking them up in the text."""

    def __init__(self, sections):
        self.funcs, self.types = set(), set()
        for s in sections:
            for e in s.all_entries():
                self.funcs.update(f[1] for f in e.funcs)
                self.types.update(e.types)
                code = " ".join(e.code)
                self.types.update(re.findall(r"\b(?:struct|enum)\s+(p8_[a-z0-9_]+)", code))
                self.funcs.update(re.findall(r"#define\s+(P8_[A-Z0-9_]+)\(", code))

    def kind(self, word):
        if word in self.funcs:
            return "Fn"
        if word in self.types:
            return "Vt"
        if re.fullmatch(r"P8_[A-Z0-9_]*[A-Z0-9_*]|NULL", word):
            return "Dv"
        return None


# ------------------------------------------------------------------------------------------
# Markdown.

def md_inline(text, names):
    parts = re.split(r"(`[^`]*`)", text)
    out = []
    for part in parts:
        if part.startswith("`") and part.endswith("`") and len(part) > 1:
            out.append(part)
            continue
        part = part.replace("*", "\\*").replace("<", "&lt;")

        def code(m):
            word = m.group(0).replace("\\*", "*")
            return "`%s`" % word if names.kind(re.sub(r"\(\)$", "", word.rstrip("*"))) or \
                names.kind(word) == "Dv" else m.group(0)
        part = re.sub(r"\b(?:P8_[A-Z0-9_]+(?:\\\*)?|p8_[a-z0-9_]+(?:\\\*)?(?:\(\))?)", code, part)
        part = re.sub(r"\bdocs/([\w.-]+\.(?:md|json))\b", r"[docs/\1](\1)", part)
        out.append(part)
    return "".join(out)


def md_wrap(text, first="", rest=""):
    """Text as lines of at most 99 columns; no line starts with what Markdown would read as a
    list, a heading, a quote or a table."""
    lines, line = [], first
    for word in text.split(" "):
        if line.strip() and len(line) + 1 + len(word) > 99 and not re.match(
                r"[-+*#>|=]|\d+[.)]", word):
            lines.append(line)
            line = rest + word
        else:
            line = line + (" " if line.strip() else "") + word
    lines.append(line)
    return "\n".join(lines)


def md_blocks(lines, names):
    out = []
    for kind, body in blocks(lines):
        if kind == "p":
            out.append(md_wrap(md_inline(body, names)))
        elif kind == "ul":
            out.append("\n".join(md_wrap(md_inline(x, names), "- ", "  ") for x in body))
        else:
            out.append("```text\n" + "\n".join(body) + "\n```")
    return out


def anchor(title):
    a = re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
    return a


def md_code(code):
    lines = [re.sub(r"^P8_API ", "", c) for c in code]
    return "```c\n" + "\n".join(lines) + "\n```"


def md_section(s, names, level):
    out = ["%s %s. %s" % ("#" * level, s.number, s.title) if level == 2
           else "%s %s %s" % ("#" * level, s.number, s.title)]
    if level == 2:
        out.append("Man page: `%s(3)`." % s.page)
    for e in s.entries:
        if e.code:
            heads = [f[1] for f in e.funcs] or e.types
            if heads:
                out.append("#### " + ", ".join(heads))
            out.append(md_code(e.code))
        out += md_blocks(e.text, names)
    for sub in s.subs:
        out.append(md_section(sub, names, 3))
    return "\n\n".join(out)


def make_reference(sections, template, names):
    contents = []
    for s in sections:
        contents.append("%s. [%s](#%s) (`%s(3)`)" % (s.number, s.title,
                                                    anchor("%s. %s" % (s.number, s.title)), s.page))
        for u in s.subs:
            contents.append("   - %s [%s](#%s)" % (u.number, u.title,
                                                  anchor("%s %s" % (u.number, u.title))))
    body = "\n\n".join(md_section(s, names, 2) for s in sections)
    note = ("<!-- Made by scripts/refdocs.py from include/puzzle8.h and docs/reference.md.in: "
            "edit those and run make (test/refdocs_test.sh fails while this file is stale). -->")
    for mark in ("<!-- refdocs: contents -->", "<!-- refdocs: sections -->"):
        if template.count(mark) != 1:
            raise Error("%s must hold the line %s exactly once" % (REF_IN, mark))
    text = template.replace("<!-- refdocs: contents -->", "\n".join(contents))
    text = text.replace("<!-- refdocs: sections -->", body)
    return note + "\n" + text.rstrip("\n") + "\n"


# ------------------------------------------------------------------------------------------
# mdoc.

def roff_text(s):
    s = s.replace("\\", "\\e")
    return "\\&" + s if s.startswith((".", "'")) else s


def roff_arg(s):
    s = s.replace("\\", "\\e")
    return '"%s"' % s.replace('"', '\\(dq') if (" " in s or not s or '"' in s) else s


def sentence_lines(text):
    """Split text at sentence ends, so that each sentence starts a line (mdoc's rule), and
    wrap long lines at spaces. As mandoc judges it, a period right after one character that
    follows a dot (e.g., i.e., 0..8.) ends no sentence."""
    out = []
    for piece in re.split(r"(?<=[.?!])\s+(?=[A-Z0-9\"(])", text):
        if out and re.search(r"\.\w\.$", out[-1]):
            out[-1] += " " + piece
        else:
            out.append(piece)
    lines = []
    for sentence in out:
        line = ""
        for word in sentence.split(" "):
            if line and len(line) + 1 + len(word) > 78 and not re.search(r"\.\w\.$", line):
                lines.append(line)
                line = word
            else:
                line = line + " " + word if line else word
        lines.append(line)
    return lines


def mdoc_inline(text, names, params):
    """Text to mdoc lines: known names on macro lines, the rest on text lines."""
    out, words = [], []

    def flush():
        if words:
            for s in sentence_lines(" ".join(words)):
                out.append(roff_text(s))
            words.clear()
    for tok in re.findall(r"`[^`]*`\S*|\S+", text):
        m = re.fullmatch(r"([(\[]?)(`[^`]*`|docs/[\w/-]+\.(?:md|json)|[A-Za-z_*][A-Za-z0-9_*]*)"
                         r"(\(\))?('s)?([.,:;)\]?!]*)",
                         tok)
        macro = None
        if m:
            lead, word, call, poss, trail = m.groups()
            if word.startswith("`"):
                inner = word[1:-1]
                kind = "Fa" if inner in params else names.kind(inner) or "Ql"
                word = inner
            else:
                kind = names.kind(word.rstrip("*") if word.endswith("_*") else word)
                if kind is None and word.lstrip("*") in params and (
                        word.startswith("*") or word not in AMBIGUOUS):
                    kind = "Fa"
            if kind is None and call and not word.startswith("`"):
                kind = "Fn"
            if kind is None and re.fullmatch(r"docs/[\w.-]+\.(?:md|json)", word):
                kind = "Pa"
            if kind and not (call and kind != "Fn"):
                macro = "." + kind + " " + (lead + " " if lead else "") + roff_arg(word)
                if poss:
                    macro += " Ns 's"
                if trail:
                    macro += " " + " ".join(trail)
        if macro:
            flush()
            out.append(macro)
        else:
            words.append(tok)
    flush()
    return out


def mdoc_blocks(lines, names, params):
    out = []
    for kind, body in blocks(lines):
        out.append(".Pp")
        if kind == "p":
            out += mdoc_inline(body, names, params)
        elif kind == "ul":
            out.append(".Bl -bullet -compact")
            for item in body:
                out.append(".It")
                out += mdoc_inline(item, names, params)
            out.append(".El")
        else:
            out.append(".Bd -literal -offset indent")
            out += [roff_text(x) if x.strip() else "" for x in body]
            out.append(".Ed")
    return out[1:] if out and out[0] == ".Pp" else out


def mdoc_entries(s, names):
    out, in_list = [], False
    for e in s.entries:
        params = {a.split()[-1].lstrip("*").split("[")[0] for f in e.funcs for a in f[2]}
        text = mdoc_blocks(e.text, names, params)
        if e.funcs:
            if not in_list:
                out.append(".Bl -tag -width Ds")
                in_list = True
            if len(e.funcs) == 1:
                out.append(".It Fn " + e.funcs[0][1])
            else:
                out.append(".It Xo")
                for k, f in enumerate(e.funcs):
                    out.append(".Fn " + f[1] + (" ," if k < len(e.funcs) - 1 else ""))
                out.append(".Xc")
            out += text
            continue
        if in_list:
            out.append(".El")
            in_list = False
        out.append(".Pp")
        if e.code:
            out.append(".Bd -literal -offset indent")
            out += [roff_text(re.sub(r"^P8_API ", "", c)) for c in e.code]
            out.append(".Ed")
            if text:
                out.append(".Pp")
        out += text
    if in_list:
        out.append(".El")
    return out


def synopsis(funcs):
    out = [".In puzzle8.h"]
    for ret, name, args in funcs:
        out.append(".Ft " + ret.replace("P8_API", "").strip())
        if len(args) > 3:
            out.append(".Fo " + name)
            out += [".Fa " + roff_arg(a) for a in args]
            out.append(".Fc")
        else:
            out.append(" ".join([".Fn", name] + [roff_arg(a) for a in args] or ["void"])
                       if args else ".Fn " + name + " void")
    return out


def read_parts(path, page):
    if not os.path.exists(path):
        raise Error("%s is missing: a man page needs its .Nd line there" % path)
    with open(path) as f:
        lines = [x for x in f.read().split("\n")
                 if not x.startswith('.\\"') or x.startswith('.\\" refdocs:')]
    nd = [x for x in lines if x.startswith(".Nd ")]
    if len(nd) != 1:
        raise Error("%s: needs exactly one .Nd line" % path)
    rest = lines[lines.index(nd[0]) + 1:]
    first = next((k for k, x in enumerate(rest) if x.startswith(".Sh ")), len(rest))
    intro = [x for x in rest[:first] if x.strip()]
    tail = "\n".join(rest[first:]).strip("\n").split("\n") if first < len(rest) else []
    return nd[0], intro, tail


def page_list(pages, parts_dir):
    """The other pages, each with its description and sections, for the overview page."""
    out = [".Bl -tag -width Ds"]
    for page, secs in pages.items():
        nd = read_parts(os.path.join(parts_dir, page + ".mdoc"), page)[0]
        out.append(".It Xr %s 3" % page)
        out += [roff_text(x) for x in sentence_lines("%s (section%s %s)" % (
            nd[4:], "s" if len(secs) > 1 else "", ", ".join(s.number for s in secs)))]
    return out + [".El"]


def make_page(page, secs, names, date, parts_dir, pages):
    nd, intro, tail = read_parts(os.path.join(parts_dir, page + ".mdoc"), page)
    mark = '.\\" refdocs: pages'
    if mark in intro:
        k = intro.index(mark)
        intro[k:k + 1] = page_list({p: s for p, s in pages.items() if p != page}, parts_dir)
    funcs = [f for s in secs for e in s.all_entries() for f in e.funcs]
    out = ['.\\" Made by scripts/refdocs.py from include/puzzle8.h and ' + PARTS + "/" + page +
           ".mdoc: edit those and run make.",
           ".Dd " + date, ".Dt " + page.upper() + " 3", ".Os", ".Sh NAME"]
    if funcs:
        out += [".Nm " + f[1] + (" ," if k < len(funcs) - 1 else "") for k, f in enumerate(funcs)]
    else:
        out.append(".Nm " + page)
    out += [nd, ".Sh LIBRARY", "libpuzzle8", ".Pq Fl lpuzzle8", ".Sh SYNOPSIS"]
    out += synopsis(funcs)
    out.append(".Sh DESCRIPTION")
    out += [x for x in intro if x]
    for k, s in enumerate(secs):
        body = mdoc_entries(s, names)
        if len(secs) > 1:
            out.append(".Ss " + s.title)
        elif (intro or k) and body:
            out.append(".Pp")
        out += body
        for sub in s.subs:
            out.append(".Ss %s" % sub.title)
            out += mdoc_entries(sub, names)
    out += tail
    clean = []
    for k, x in enumerate(out):   # no paragraph break after a heading, a list start or an
        if x == ".Pp" and (clean and clean[-1].startswith((".Pp", ".Sh", ".Ss", ".Bl", ".It"))
                           or k + 1 < len(out) and out[k + 1].startswith(".Bd")):
            continue                  # item, nor before a display (it makes its own space)
        clean.append(x)
    return "\n".join(clean).rstrip("\n") + "\n"


def release_date(root):
    months = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]
    with open(os.path.join(root, "CHANGELOG.md")) as f:
        for line in f:
            m = re.match(r"^## \[[0-9.]+\] - (\d{4})-(\d\d)-(\d\d)", line)
            if m:
                return "%s %d, %s" % (months[int(m.group(2)) - 1], int(m.group(3)), m.group(1))
    raise Error("CHANGELOG.md has no dated release (## [x.y.z] - YYYY-MM-DD)")


# ------------------------------------------------------------------------------------------

def outputs(root):
    with open(os.path.join(root, HEADER)) as f:
        sections = parse_header(f.read())
    names = Names(sections)
    with open(os.path.join(root, REF_IN)) as f:
        template = f.read()
    files = {REF_OUT: make_reference(sections, template, names)}
    pages = {}
    for s in sections:
        pages.setdefault(s.page, []).append(s)
    date = release_date(root)
    for page, secs in pages.items():
        files["%s/%s.3" % (MAN_DIR, page)] = make_page(page, secs, names, date,
                                                        os.path.join(root, PARTS), pages)
    return files


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                   ".."))
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--write", action="store_true")
    g.add_argument("--check", action="store_true")
    g.add_argument("--out")
    args = ap.parse_args(argv[1:])
    try:
        files = outputs(args.root)
    except (Error, OSError) as e:
        print("refdocs.py: %s" % e, file=sys.stderr)
        return 2
    stale = 0
    for rel, text in sorted(files.items()):
        path = os.path.join(args.out or args.root, rel)
        old = None
        if os.path.exists(path):
            with open(path) as f:
                old = f.read()
        if args.out or (args.write and old != text):
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
            if args.write:
                print("refdocs.py: wrote %s" % rel)
        elif args.check and old != text:
            stale += 1
            print("refdocs.py: %s is %s: run make (it is made from %s)"
                  % (rel, "missing" if old is None else "stale", HEADER))
            if old is not None:
                sys.stdout.writelines(difflib.unified_diff(
                    old.splitlines(True), text.splitlines(True), rel + " (in the tree)",
                    rel + " (made now)", n=1))
    if args.check:
        mans = {"%s/%s" % (MAN_DIR, x) for x in os.listdir(os.path.join(args.root, MAN_DIR))
                if x.endswith(".3")}
        for extra in sorted(mans - set(files)):
            stale += 1
            print("refdocs.py: %s is not made from the header (no section names it): remove it"
                  % extra)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
