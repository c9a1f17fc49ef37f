#!/bin/sh
# SPDX-License-Identifier: MIT
# python-package-check.sh - the Python package as users install it (`make python-package`):
#   1. in a fresh venv, `pip install ./bindings/python` (the README's command; --no-index: no
#      network) compiles libpuzzle8 into the package; from another directory, with no
#      PUZZLE8_LIBRARY, LD_LIBRARY_PATH, PYTHONPATH or PKG_CONFIG_PATH, `import puzzle8` loads
#      the packaged library and answers as the tree's build does; the puzzle8-py script runs;
#      the packaged library exports the library's functions (and the command's, when tools/
#      has it) and nothing else; `python3 -m puzzle8` calls p8_cli_main in it and prints what
#      bin/puzzle8 prints;
#   2. `pip wheel` makes a wheel (the modules, py.typed, the library, the licence, this
#      platform's tag) that another fresh venv installs and imports the same way;
#   3. the sdist, unpacked outside the tree, builds a wheel with the same files (C sources in
#      csrc/);
#   4. mypy --strict (Debian's mypy) type-checks a client of the installed package against its
#      py.typed annotations, and rejects the planted errors of
#      bindings/python/tests/typing/planted.py exactly (scripts/mypy-check.sh does the rest).
# Environment: PYTHON (default python3; needs its venv module: Debian's python3-venv), MYPY
# (default mypy). Exit 77 (skip) without a working venv. Last line: "N passed, N failed".
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
PYTHON=${PYTHON:-python3}
MYPY=${MYPY:-mypy}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-pypkg.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/log" ] && sed 's/^/     /' "$TMP/log" | tail -n 25; : > "$TMP/log"; }
check() {
    label=$1; shift
    if "$@" > "$TMP/log" 2>&1; then pass "$label"; : > "$TMP/log"; return 0; fi
    fail "$label"; return 1
}
finish() { echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }
: > "$TMP/log"

if ! "$PYTHON" -m venv "$TMP/a" > "$TMP/log" 2>&1; then
    cat "$TMP/log"
    echo "skipped: $PYTHON -m venv does not work (Debian: apt-get install python3-venv)"
    exit 77
fi
[ -f lib/libpuzzle8.so.1 ] || { echo "FAIL lib/libpuzzle8.so.1 is missing: run make first"; echo "0 passed, 1 failed"; exit 1; }
VERSION=$(sed -n 's/^#define P8_VERSION_STRING "\(.*\)"$/\1/p' include/puzzle8.h)
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INDEX=1 PIP_NO_CACHE_DIR=1 PYTHONDONTWRITEBYTECODE=1

# run_clean VENV CODE: CODE in VENV's python, from /, with none of the variables that could
# lead it to a library outside the package.
run_clean() {
    (cd / && env -u PUZZLE8_LIBRARY -u LD_LIBRARY_PATH -u PYTHONPATH -u PKG_CONFIG_PATH \
        "$1/bin/python" -c "$2")
}
PROBE='import puzzle8, json
r = puzzle8.solve("8 0 6 5 4 7 2 3 1")
t = puzzle8.Table("123456780")
print(json.dumps({"moves": r.moves, "expanded": r.stats.expanded, "random": puzzle8.Board.random(2026).tiles,
                  "distance": t.distance("724506831"), "version": puzzle8.library_version}))'
want=$(PYTHONPATH=bindings/python "$PYTHON" -c "$PROBE" 2>&1)

# ---- 1. pip install ./bindings/python -----------------------------------------------------------
check "pip install ./bindings/python in a fresh venv (offline: --no-index)" \
    "$TMP/a/bin/pip" install ./bindings/python || finish
path=$(run_clean "$TMP/a" 'import puzzle8; print(puzzle8.library_path)' 2> "$TMP/log")
case $path in
    "$TMP"/a/lib/python*/site-packages/puzzle8/libpuzzle8.so.1) pass "import puzzle8 from / loads the packaged $path" ;;
    *) echo "library_path: $path" >> "$TMP/log"; fail "import puzzle8 from / loads the library inside the package" ;;
esac
got=$(run_clean "$TMP/a" "$PROBE" 2> "$TMP/log")
if [ -n "$want" ] && [ "$got" = "$want" ]; then pass "the installed package answers as the tree's build: $got"
else printf 'got:  %s\nwant: %s\n' "$got" "$want" >> "$TMP/log"; fail "the installed package answers as the tree's build"; fi
check "the puzzle8-py script prints the version" sh -c \
    "cd / && env -u PYTHONPATH -u PUZZLE8_LIBRARY '$TMP/a/bin/puzzle8-py' --version | grep -qx 'puzzle8 $VERSION'"
if [ -f tools/puzzle8_cli.h ]; then
    # The command compiled into the packaged library: python3 -m puzzle8 calls p8_cli_main there
    # and prints what bin/puzzle8 prints.
    clipath=$(run_clean "$TMP/a" 'import puzzle8.__main__ as m; print(m.library_path())' 2> "$TMP/log")
    if [ "$clipath" = "$path" ]; then pass "python3 -m puzzle8 calls p8_cli_main in the packaged library"
    else echo "p8_cli_main from: $clipath" >> "$TMP/log"; fail "python3 -m puzzle8 calls p8_cli_main in the packaged library"; fi
    for args in "draw --moved 5 806547231" "distance --list 2 --goal 123456780 724506831" "check 1 2 3"; do
        # shellcheck disable=SC2086
        bin/puzzle8 $args > "$TMP/cmd-want" 2>&1; w=$?
        # shellcheck disable=SC2086
        (cd / && env -u PYTHONPATH -u PUZZLE8_LIBRARY -u LD_LIBRARY_PATH "$TMP/a/bin/python" -m puzzle8 $args) > "$TMP/cmd-got" 2>&1; g=$?
        if [ -s "$TMP/cmd-want" ] && [ "$w" = "$g" ] && cmp -s "$TMP/cmd-want" "$TMP/cmd-got"; then
            pass "python3 -m puzzle8 $args: what bin/puzzle8 prints, status $g"
        else { echo "status $g, bin/puzzle8 $w"; diff "$TMP/cmd-want" "$TMP/cmd-got"; } > "$TMP/log"
            fail "python3 -m puzzle8 $args: what bin/puzzle8 prints"; fi
    done
fi
if command -v nm > /dev/null 2>&1; then
    { cat test/exports.txt; [ -f tools/puzzle8_cli.h ] && printf 'p8_cli_interrupt\np8_cli_main\n'; } | sort > "$TMP/want"
    nm -D --defined-only "$path" | awk '$2 == "T" { print $3 }' | sort > "$TMP/got"
    if cmp -s "$TMP/want" "$TMP/got"; then pass "the packaged library exports exactly the $(wc -l < "$TMP/want" | tr -d ' ') functions"
    else diff "$TMP/want" "$TMP/got" > "$TMP/log"; fail "the packaged library's exports (< wanted, > exported)"; fi
fi

# ---- 2. pip wheel, installed elsewhere -----------------------------------------------------------
check "pip wheel ./bindings/python" "$TMP/a/bin/pip" wheel --no-deps -w "$TMP/wheels" ./bindings/python || finish
WHEEL=$(ls "$TMP"/wheels/puzzle8-*.whl)
tag=$("$PYTHON" -c 'import re, sysconfig; print("py3-none-" + re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform()))')
case $(basename "$WHEEL") in
    "puzzle8-$VERSION-$tag.whl") pass "the wheel is $(basename "$WHEEL")" ;;
    *) fail "the wheel is puzzle8-$VERSION-$tag.whl (not $(basename "$WHEEL"))" ;;
esac
"$PYTHON" -c 'import sys, zipfile; print("\n".join(sorted(zipfile.ZipFile(sys.argv[1]).namelist())))' "$WHEEL" > "$TMP/files"
missing=
for f in $(cd bindings/python && ls puzzle8/*.py puzzle8/py.typed 2> /dev/null) puzzle8/libpuzzle8.so.1 \
         "puzzle8-$VERSION.dist-info/METADATA" "puzzle8-$VERSION.dist-info/licenses/LICENSE" \
         "puzzle8-$VERSION.dist-info/RECORD" "puzzle8-$VERSION.dist-info/entry_points.txt"; do
    grep -qx "$f" "$TMP/files" || missing="$missing $f"
done
if [ -z "$missing" ] && [ -f bindings/python/puzzle8/py.typed ]; then pass "the wheel holds the modules, py.typed, the library and the licence"
else echo "missing:$missing" > "$TMP/log"; fail "the wheel holds the modules, py.typed, the library and the licence"; fi
"$PYTHON" -m venv "$TMP/b" > /dev/null 2>&1
check "another fresh venv installs the wheel" "$TMP/b/bin/pip" install "$WHEEL"
got=$(run_clean "$TMP/b" "$PROBE" 2> "$TMP/log")
if [ "$got" = "$want" ]; then pass "the wheel's package answers as the tree's build"
else printf 'got:  %s\nwant: %s\n' "$got" "$want" >> "$TMP/log"; fail "the wheel's package answers as the tree's build"; fi

# ---- 3. the sdist, outside the tree ------------------------------------------------------------
mkdir -p "$TMP/sdist"
if check "build_sdist" sh -c "cd bindings/python/_build && '$PYTHON' -c 'import p8_backend, sys; print(p8_backend.build_sdist(sys.argv[1]))' '$TMP/sdist'"; then
    (cd "$TMP/sdist" && tar -xzf puzzle8-*.tar.gz)
    if check "a wheel builds from the unpacked sdist alone" "$TMP/a/bin/pip" wheel --no-deps -w "$TMP/sdist/wheels" \
            "$TMP/sdist/puzzle8-$VERSION"; then
        "$PYTHON" -c 'import sys, zipfile; print("\n".join(sorted(zipfile.ZipFile(sys.argv[1]).namelist())))' \
            "$(ls "$TMP"/sdist/wheels/*.whl)" > "$TMP/files2"
        if cmp -s "$TMP/files" "$TMP/files2"; then pass "it holds the same files as the tree's wheel"
        else diff "$TMP/files" "$TMP/files2" > "$TMP/log"; fail "the sdist's wheel holds the same files"; fi
    fi
fi

# ---- 4. mypy --strict against the installed package ----------------------------------------------
if ! command -v "$MYPY" > /dev/null 2>&1; then
    echo "FAIL no $MYPY (Debian: apt-get install mypy)"
    failed=$((failed + 1))
    finish
fi
T=bindings/python/tests/typing
check "mypy --strict: a client of the installed package ($T/client.py)" \
    "$MYPY" --strict --no-incremental --cache-dir=/dev/null --python-executable "$TMP/a/bin/python" \
    "$T/client.py"
sh scripts/mypy-check.sh --planted-only --python-executable "$TMP/a/bin/python" > "$TMP/log" 2>&1
if [ $? -eq 0 ]; then pass "mypy --strict rejects exactly the planted errors, with the installed package's types"
else fail "mypy --strict rejects exactly the planted errors, with the installed package's types"; fi
finish
