#!/bin/sh
# SPDX-License-Identifier: MIT
# docs_test.sh - the documentation against the header, and the examples against the library.
#
# Checks:
#  1. every P8_API function of include/puzzle8.h appears in docs/reference.md, in CHANGELOG.md,
#     and in some docs/man/*.3 page both in the NAME section (.Nm, so apropos/man -k find it)
#     and in a SYNOPSIS prototype (.Fn/.Fo);
#  2. every P8_* macro and enumerator and every p8_* type of the header appears in
#     docs/reference.md;
#  3. `mandoc -Tlint` prints nothing for every page in docs/man (skipped, with a note, when mandoc
#     is not installed: apt-get install mandoc), and every `.Xr name 3` names a page that exists;
#  4. every examples/*.c compiles warning-free ($CC -std=c99 -Wall -Wextra -Wpedantic -Werror)
#     against include/ and lib/libpuzzle8.a, and runs with exit status 0 within 20 seconds;
#     README.md names every example (`name.c`) and every man page (`name(N)`);
#  5. every ```c block of docs/tutorial.md and README.md is a verbatim part of an examples/*.c
#     file, or compiles on its own (and links, when it has a main);
#  6. every relative link of README.md and docs/*.md points to a file that exists;
#  7. every output shown in README.md and docs/*.md (a "$ " shell transcript, a ">>> " Python
#     session, the output of a C block) is what the code prints now, timings excepted
#     (test/docs_outputs.py; the convention is in docs/quality.md, "Docs"). On a difference it
#     prints a unified diff. P8_DOCS_UPDATE=1 rewrites those blocks in place instead: after a
#     legitimate change of output, run `P8_DOCS_UPDATE=1 sh test/docs_test.sh` and review
#     `git diff`.
#  8. every figure of README.md, docs/*.md and bench/README.md (a count, a time, a size) is a
#     fact: in a checked output, in a region `make docs-figures` fills from a run of the bench,
#     or a fact of test/docs_figures.txt that test/docs_figures.py checks against the code, a
#     test or a computation with the library (see there); a figure nothing produces fails.
# The tree is $P8_ROOT or this script's parent directory; uses $CC (default cc), python3 and
# $PUZZLE8_BIN (default bin/puzzle8). Needs lib/libpuzzle8.a and bin/puzzle8 (make).
# Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
CC=${CC:-cc}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-docs.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
LC_ALL=C
export LC_ALL

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/out" ] && sed 's/^/     /' "$TMP/out"; : > "$TMP/out"; }
: > "$TMP/out"
# note_list LABEL FILE: pass if FILE is empty, else fail listing it.
note_list() {
    if [ -s "$2" ]; then sed 's/^/missing: /' "$2" > "$TMP/out"; fail "$1"; else pass "$1"; fi
}

# ------------------------------------------------------------------------------------------
# 1. Functions (same extraction as test/exports_test.sh).
grep -E '^[[:space:]]*P8_API[[:space:]]' include/puzzle8.h |
    sed -E 's/\(.*//; s/.*[^A-Za-z0-9_]([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*$/\1/' |
    sort -u > "$TMP/functions"
nfun=$(wc -l < "$TMP/functions")
if [ "$nfun" -gt 0 ]; then pass "header declares $nfun P8_API functions"; else fail "header declares P8_API functions"; fi

# The sets to look the names up in (a grep per name and file took seconds of CPU): the words of
# a file in grep -w's sense (runs of letters, digits and _), the names of the pages' .Nm lines
# (".Nm NAME" or ".Nm NAME ,") and of their .Fn/.Fo prototypes.
words() { grep -oE '[A-Za-z0-9_]+' "$1" 2>/dev/null | sort -u; }
words docs/reference.md > "$TMP/ref_words"
words CHANGELOG.md > "$TMP/cl_words"
cat docs/man/*.3 2>/dev/null | sed -nE 's/^\.Nm ([^ ]+)( ,)?$/\1/p' | sort -u > "$TMP/nm_names"
cat docs/man/*.3 2>/dev/null | sed -nE 's/^\.F[no] ([^ ]+)( .*)?$/\1/p' | sort -u > "$TMP/fn_names"
comm -23 "$TMP/functions" "$TMP/ref_words" > "$TMP/miss_ref"
comm -23 "$TMP/functions" "$TMP/cl_words" > "$TMP/miss_cl"
comm -23 "$TMP/functions" "$TMP/nm_names" > "$TMP/miss_nm"
comm -23 "$TMP/functions" "$TMP/fn_names" > "$TMP/miss_fn"
note_list "every P8_API function is in docs/reference.md" "$TMP/miss_ref"
note_list "every P8_API function is in CHANGELOG.md" "$TMP/miss_cl"
note_list "every P8_API function is named (.Nm) in a docs/man/*.3 NAME section" "$TMP/miss_nm"
note_list "every P8_API function has a .Fn/.Fo prototype in a docs/man/*.3 page" "$TMP/miss_fn"

# 2. Macros, enumerators and types.
sed 's|/\*.*\*/||g' include/puzzle8.h | grep -oE '\b(P8_[A-Z0-9_]+|p8_[a-z_]+(fn)?)\b' |
    grep -vxF -f "$TMP/functions" | grep -v '_$' | sort -u > "$TMP/names"
comm -23 "$TMP/names" "$TMP/ref_words" > "$TMP/miss_names"
note_list "every P8_* macro/enumerator and p8_* type of the header is in docs/reference.md ($(wc -l < "$TMP/names") names)" \
    "$TMP/miss_names"

# ------------------------------------------------------------------------------------------
# 3. Man pages.
pages=$(ls docs/man/*.[0-9] 2>/dev/null)
if [ -z "$pages" ]; then
    fail "docs/man holds man pages"
elif command -v mandoc >/dev/null 2>&1; then
    # mandoc looks cross-references up among the INSTALLED pages only, so an .Xr to a sibling
    # page that is not installed yet draws "STYLE: referenced manual not found". Those lines are
    # dropped when the page exists in docs/man (checked below); any other output is a failure.
    # One mandoc for every page (its lines name the page: "mandoc: PAGE:LINE:COL: ..."), one awk
    # to sort them out (a mandoc a page and a sed a line were 1.5 s of CPU): "K LINE" for each
    # line that counts against the K-th page (0: a line that names no page of the list).
    # shellcheck disable=SC2086
    mandoc -Tlint $pages > "$TMP/lint" 2>&1
    ls docs/man > "$TMP/man_files"
    # shellcheck disable=SC2086
    printf '%s\n' $pages > "$TMP/pages"
    awk 'FILENAME == ARGV[1] { have[$0] = 1; next }
        FILENAME == ARGV[2] { idx[$0] = FNR; next }
        {
            if (match($0, /STYLE: referenced manual not found: Xr [A-Za-z0-9_]+ [0-9]/)) {
                split(substr($0, RSTART, RLENGTH), w, " ")
                if ((w[7] "." w[8]) in have) next
            }
            page = $0; sub(/^mandoc: /, "", page); sub(/:[0-9]+:[0-9]+: .*/, "", page)
            print (page in idx ? idx[page] : 0), $0
        }' "$TMP/man_files" "$TMP/pages" "$TMP/lint" > "$TMP/lint_bad"
    bad_pages=" $(awk '{ print $1 }' "$TMP/lint_bad" | sort -u | tr '\n' ' ')"
    k=0
    for p in $pages; do
        k=$((k + 1))
        case $bad_pages in
            *" $k "*) sed -n "s/^$k //p" "$TMP/lint_bad" > "$TMP/out"; fail "mandoc -Tlint $p" ;;
            *) pass "mandoc -Tlint $p: clean" ;;
        esac
    done
    if grep -q '^0 ' "$TMP/lint_bad"; then
        sed -n 's/^0 //p' "$TMP/lint_bad" > "$TMP/out"; fail "mandoc -Tlint: output that names no page of docs/man"
    fi
else
    echo "note: mandoc is not installed (apt-get install mandoc): lint of docs/man skipped"
fi
: > "$TMP/miss_xr"
for p in $pages; do
    sed -n 's/^\.Xr \([A-Za-z0-9_]*\) \([0-9]\).*/\1.\2/p' "$p" | while read -r x; do
        case $x in p8_*|puzzle8.*) [ -f "docs/man/$x" ] || echo "$p: .Xr ${x%.*} ${x##*.}" ;; esac
    done >> "$TMP/miss_xr"
done
note_list "every .Xr to a p8_*/puzzle8 page names a page in docs/man" "$TMP/miss_xr"

# ------------------------------------------------------------------------------------------
# 4. Examples.
LIB=lib/libpuzzle8.a
if [ ! -f "$LIB" ]; then
    echo "$LIB is missing (run make)" > "$TMP/out"
    fail "examples: $LIB exists"
fi
RUN_TIMEOUT=
command -v timeout >/dev/null 2>&1 && RUN_TIMEOUT="timeout 20"
nex=0
mkdir -p "$TMP/examples"
for ex in examples/*.c; do
    [ -f "$ex" ] || continue
    nex=$((nex + 1))
    bin=$TMP/examples/$(basename "$ex" .c)
    if $CC -std=c99 -Wall -Wextra -Wpedantic -Werror -Iinclude -o "$bin" "$ex" "$LIB" > "$TMP/out" 2>&1; then
        pass "$ex compiles with $CC -std=c99 -Wall -Wextra -Wpedantic -Werror"
        if $RUN_TIMEOUT "$bin" > "$TMP/run" 2>&1 < /dev/null; then
            pass "$ex runs, exit status 0"
        else
            rc=$?
            tail -n 20 "$TMP/run" > "$TMP/out"
            fail "$ex runs, exit status 0 (is $rc)"
        fi
    else
        fail "$ex compiles with $CC -std=c99 -Wall -Wextra -Wpedantic -Werror"
    fi
done
if [ "$nex" -ge 3 ]; then pass "examples/ holds $nex programs"; else fail "examples/ holds at least 3 programs (has $nex)"; fi
# README.md's lists of the examples and of the man pages, by file name (they had drifted: seven
# pages and four examples were left out).
: > "$TMP/miss_readme"
for p in $pages; do
    n=$(basename "$p")
    grep -qF "\`${n%.*}(${n##*.})\`" README.md || echo "man page ${n%.*}(${n##*.})" >> "$TMP/miss_readme"
done
for ex in examples/*.c; do
    grep -qF "\`$(basename "$ex")\`" README.md || echo "$ex" >> "$TMP/miss_readme"
done
note_list "README.md names every examples/*.c and every docs/man page" "$TMP/miss_readme"

# ------------------------------------------------------------------------------------------
# 5. C code blocks of the tutorial and the README.
# contains SNIPPET FILE...: 0 if SNIPPET's text is a verbatim part of one of the FILEs.
contains() {
    snip=$1
    shift
    awk -v snip="$snip" '
        FILENAME == snip { s = s $0 "\n"; next }
        FNR == 1 && t != "" { if (index(t, s)) found = 1; t = "" }
        { t = t $0 "\n" }
        END { if (t != "" && index(t, s)) found = 1; exit !found }' "$snip" "$@"
}
for doc in docs/tutorial.md README.md; do
    [ -f "$doc" ] || { echo "$doc is missing" > "$TMP/out"; fail "$doc exists"; continue; }
    awk -v dir="$TMP" -v base="$(basename "$doc" .md)" '
        /^```c[[:space:]]*$/ { n++; f = dir "/" base "_block" n ".c"; inblk = 1; next }
        /^```/ && inblk { inblk = 0; close(f); next }
        inblk { print > f }' "$doc"
    for blk in "$TMP/$(basename "$doc" .md)"_block*.c; do
        [ -f "$blk" ] || continue
        label="$doc: C block $(echo "$blk" | sed 's/.*_block\([0-9]*\)\.c/\1/')"
        if contains "$blk" examples/*.c; then
            pass "$label is part of an examples/*.c file"
        elif grep -q 'main(' "$blk"; then
            if $CC -std=c99 -Wall -Wextra -Wpedantic -Werror -Iinclude -o "$blk.bin" "$blk" "$LIB" > "$TMP/out" 2>&1; then
                pass "$label compiles and links"
            else
                fail "$label compiles and links (or is verbatim from examples/)"
            fi
        elif $CC -std=c99 -Wall -Wextra -Wpedantic -Werror -Iinclude -c -o "$blk.o" "$blk" > "$TMP/out" 2>&1; then
            pass "$label compiles"
        else
            fail "$label compiles (or is verbatim from examples/)"
        fi
    done
done

# ------------------------------------------------------------------------------------------
# 6. Relative links of the Markdown files.
: > "$TMP/miss_links"
for doc in README.md docs/*.md; do
    [ -f "$doc" ] || continue
    dir=$(dirname "$doc")
    grep -oE '\]\([^)# ]+' "$doc" | sed 's/^](//' | while read -r target; do
        case $target in http:*|https:*|mailto:*) continue ;; esac
        [ -e "$dir/$target" ] || echo "$doc: $target"
    done >> "$TMP/miss_links"
done
note_list "relative links in README.md and docs/*.md point to existing files" "$TMP/miss_links"

# ------------------------------------------------------------------------------------------
# 7. Every documented output, against what is printed now.
BIN_DIR=$(dirname "${PUZZLE8_BIN:-bin/puzzle8}")
update=
[ "${P8_DOCS_UPDATE:-0}" = 1 ] && update=--update
if ! command -v python3 >/dev/null 2>&1; then
    echo "python3 is needed to check the documented outputs" > "$TMP/out"
    fail "documented outputs: python3 exists"
elif [ ! -x "$BIN_DIR/puzzle8" ]; then
    echo "$BIN_DIR/puzzle8 is missing (run make)" > "$TMP/out"
    fail "documented outputs: $BIN_DIR/puzzle8 exists"
else
    # The checker itself, on a made-up page: a drift fails with a diff, --update rewrites the
    # page keeping the timing and the elision, an unmarked plain block fails.
    mkdir -p "$TMP/self"
    check_page() {
        python3 test/docs_outputs.py --root "$TMP/self" --bin "$BIN_DIR" \
            --examples "$TMP/examples" --cc "$CC" "$@" page.md > "$TMP/self.out" 2>&1
    }
    cat > "$TMP/self/page.md" <<'PAGE'
<!-- docs-test: timing [0-9.]+ ms$ -->
```
$ puzzle8 random --seed 2026
9 9 9
$ printf 'took 3.25 ms\none\ntwo\nthree\n'; exit 3
took 1.00 ms
...
three
$ echo $?
3
```

```python
>>> print(1 + 1)
3
```
PAGE
    label="docs_outputs.py: a drifted output fails with a diff, a timing does not"
    if ! check_page && grep -qx -- '     -9 9 9' "$TMP/self.out" &&
        grep -qx -- '     +5 3 2 6 7 8 0 4 1' "$TMP/self.out" &&
        grep -qx -- '     +2' "$TMP/self.out" && ! grep -q '^     [-+]took' "$TMP/self.out" &&
        grep -q '^0 passed, 2 failed$' "$TMP/self.out"; then
        pass "$label"
    else
        cp "$TMP/self.out" "$TMP/out"; fail "$label"
    fi
    label="docs_outputs.py --update rewrites the outputs, keeps timings and '...', then passes"
    check_page --update
    if grep -qx '5 3 2 6 7 8 0 4 1' "$TMP/self/page.md" &&
        grep -qx 'took 1.00 ms' "$TMP/self/page.md" && grep -qx '\.\.\.' "$TMP/self/page.md" &&
        grep -qx '2' "$TMP/self/page.md" && ! grep -qx '9 9 9' "$TMP/self/page.md" && check_page
    then
        pass "$label"
    else
        { cat "$TMP/self.out"; cat "$TMP/self/page.md"; } > "$TMP/out"; fail "$label"
    fi
    label="docs_outputs.py: a plain block that is neither checked nor marked fails"
    printf '```\nnot marked\n```\n' > "$TMP/self/page.md"
    if ! check_page && grep -q 'must be an output' "$TMP/self.out"; then
        pass "$label"
    else
        cp "$TMP/self.out" "$TMP/out"; fail "$label"
    fi
    # shellcheck disable=SC2086
    python3 test/docs_outputs.py --root "$ROOT" --bin "$BIN_DIR" --examples "$TMP/examples" \
        --cc "$CC" $update README.md docs/*.md > "$TMP/outputs" 2>&1
    grep -v -E '^[0-9]+ passed, [0-9]+ failed$' "$TMP/outputs"
    sum=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$TMP/outputs" | tail -n 1)
    if [ -n "$sum" ]; then
        passed=$((passed + ${sum%% passed*}))
        sum=${sum#* passed, }
        failed=$((failed + ${sum%% failed}))
    else
        failed=$((failed + 1))
        echo "FAIL test/docs_outputs.py ended without its summary line"
    fi
fi

# ------------------------------------------------------------------------------------------
# 8. The figures of the docs are facts.
if command -v python3 >/dev/null 2>&1; then
    mkdir -p "$TMP/figs/docs" "$TMP/figs/test" "$TMP/figs/include"
    cp include/puzzle8.h "$TMP/figs/include/"
    figs() {   # figs PAGE-TEXT FACTS-TEXT: run the checker on a made-up page and facts file
        printf '%s\n' "$1" > "$TMP/figs/docs/page.md"
        printf '%s\n' "$2" > "$TMP/figs/test/docs_figures.txt"
        python3 test/docs_figures.py --root "$TMP/figs" docs/page.md > "$TMP/figs.out" 2>&1
    }
    label="docs_figures.py: an unregistered figure fails, a registered fact passes, a wrong one fails"
    if ! figs "A run takes 12 ms." "" && grep -q "'12 ms' is a figure no test produces" "$TMP/figs.out" &&
        figs "There are 362,880 boards." "* | 362,880 boards | const: P8_NUM_PERMUTATIONS" &&
        ! figs "There are 362,881 boards." "* | 362,881 boards | const: P8_NUM_PERMUTATIONS" &&
        grep -q "is not what the code says" "$TMP/figs.out" &&
        ! figs "No figure." "* | 5 ms | not-a-figure: gone" && grep -q "stated nowhere" "$TMP/figs.out" &&
        ! figs "<!-- docs-figures: bench -->
<!-- /docs-figures -->" "" && grep -q "region bench is not well-formed" "$TMP/figs.out"; then
        pass "$label"
    else
        cp "$TMP/figs.out" "$TMP/out"; fail "$label"
    fi
    python3 test/docs_figures.py --root "$ROOT" README.md docs/*.md bench/README.md > "$TMP/figures" 2>&1
    grep -v -E '^(ok  .*|[0-9]+ passed, [0-9]+ failed)$' "$TMP/figures"
    sum=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$TMP/figures" | tail -n 1)
    if [ -n "$sum" ]; then
        passed=$((passed + ${sum%% passed*}))
        sum=${sum#* passed, }
        failed=$((failed + ${sum%% failed}))
    else
        failed=$((failed + 1))
        echo "FAIL test/docs_figures.py ended without its summary line"
    fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
