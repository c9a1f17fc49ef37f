#!/bin/sh
# SPDX-License-Identifier: MIT
# mypy-check.sh - the Python package's annotations under mypy --strict (Debian's mypy; `make mypy`):
#   1. the package itself (bindings/python/puzzle8, with its py.typed);
#   2. its examples (bindings/python/examples/*.py) and a client using the whole public API
#      (bindings/python/tests/typing/client.py, which is also run: the types are what happens);
#   3. the examples of docs/python.md: each ```python block a module (the statements of a >>>
#      session; a session that does not import puzzle8 goes on from the one before, as the docs
#      test runs them), after a preamble defining `start`, the board the page's prose solves; a
#      block after <!-- mypy: skip: WHY --> (a signature, not code) is left out;
#   4. bindings/python/tests/typing/planted.py must fail, with exactly the errors its
#      "planted: [code]" comments name, on those lines (a loosened annotation shows up here).
# Usage: scripts/mypy-check.sh [--planted-only] [--python-executable PYTHON]
#   --python-executable: check against the package installed for that interpreter instead of
#   the tree's (python-package-check.sh does, with a fresh venv); --planted-only: only 4.
# Last line: "N passed, N failed". Exit 77 (skip) without mypy.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
MYPY=${MYPY:-mypy}
PY=${PYTHON:-python3}
only_planted=no
where=
while [ $# -gt 0 ]; do
    case $1 in
        --planted-only) only_planted=yes ;;
        --python-executable) where="--python-executable $2"; shift ;;
        *) echo "usage: mypy-check.sh [--planted-only] [--python-executable PYTHON]" >&2; exit 2 ;;
    esac
    shift
done
if ! command -v "$MYPY" > /dev/null 2>&1; then
    echo "skipped: no $MYPY (Debian: apt-get install mypy)"
    exit 77
fi
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-mypy.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; sed 's/^/     /' "$TMP/out" | head -n 40; }
T=bindings/python/tests/typing
# The tree's package, unless --python-executable names an interpreter with it installed.
if [ -z "$where" ]; then
    MYPYPATH=$ROOT/bindings/python
    export MYPYPATH
fi
# shellcheck disable=SC2086
run_mypy() { "$MYPY" --strict --no-incremental --cache-dir=/dev/null --no-error-summary $where "$@" > "$TMP/out" 2>&1; }
echo "$("$MYPY" --version)"

if [ "$only_planted" = no ]; then
    # 1. The package.
    if (cd bindings/python && "$MYPY" --strict --no-incremental --cache-dir=/dev/null -p puzzle8) > "$TMP/out" 2>&1; then
        pass "mypy --strict -p puzzle8 (bindings/python/puzzle8)"
    else fail "mypy --strict -p puzzle8 (bindings/python/puzzle8)"; fi
    [ -f bindings/python/puzzle8/py.typed ] && pass "puzzle8/py.typed is there" || { : > "$TMP/out"; fail "puzzle8/py.typed is there"; }

    # 2. Its examples and the client.
    for f in bindings/python/examples/*.py "$T/client.py"; do
        if run_mypy "$f"; then pass "mypy --strict $f"; else fail "mypy --strict $f"; fi
    done

    # The client runs as well (the tree's package and library): its annotations are what happens.
    if [ -z "$where" ]; then
        if PYTHONPATH=bindings/python "$PY" "$T/client.py" > "$TMP/out" 2>&1 && tail -n 1 "$TMP/out" | grep -qx "client ok"; then
            pass "$T/client.py runs (client ok)"
        else fail "$T/client.py runs (client ok)"; fi
    fi

    # 3. docs/python.md.
    "$PY" - docs/python.md "$TMP" << 'EOF'
import os, re, sys
src, out = sys.argv[1], sys.argv[2]
lines = open(src, encoding="utf-8").read().splitlines()
# What the page's prose names without defining: the board being solved.
PREAMBLE = ["import puzzle8", 'start = puzzle8.Board("7 2 4 5 0 6 8 3 1")', ""]
modules, i, blocks = [], 0, 0
while i < len(lines):
    if lines[i] == "```python":
        skip = i > 0 and re.match(r"^<!--\s*mypy:\s*skip:", lines[i - 1])
        j = i + 1
        body = []
        while lines[j] != "```":
            body.append(lines[j]); j += 1
        if not skip:
            blocks += 1
            session = bool(body) and body[0].startswith(">>>")
            # A session that does not import puzzle8 goes on from the one before, as on the page.
            if not (session and modules and modules[-1][0] and not body[0].startswith(">>> import")):
                modules.append([session, list(PREAMBLE)])
            code = modules[-1][1]
            code.append("# docs/python.md:%d" % (i + 1))
            if session:
                for b in body:
                    if b.startswith(">>> ") or b.startswith("... "):
                        code.append(b[4:])
                    elif b in (">>>", "..."):
                        code.append("")
            else:
                code.extend(body)
        i = j
    i += 1
for n, (_, code) in enumerate(modules, 1):
    with open(os.path.join(out, "docs_python_%02d.py" % n), "w", encoding="utf-8") as f:
        f.write("\n".join(code) + "\n")
print("%d blocks, %d modules" % (blocks, len(modules)))
EOF
    if run_mypy "$TMP"/docs_python_*.py; then pass "mypy --strict on the examples of docs/python.md"
    else
        # Name the page's lines: a module's line N is after its last "# docs/python.md:M" marker.
        for f in "$TMP"/docs_python_*.py; do
            awk -v f="$f" -v base="$(basename "$f")" 'BEGIN { while ((getline l < f) > 0) { n++; if (l ~ /^# docs\/python.md:/) m = l; at[n] = m } }
                index($0, base ":") { k = substr($0, index($0, base ":") + length(base) + 1); sub(/:.*/, "", k); print "(" at[k] ") " $0 }' \
                "$TMP/out"
        done > "$TMP/out2" && mv "$TMP/out2" "$TMP/out"
        fail "mypy --strict on the examples of docs/python.md"
    fi
fi

# 4. The planted errors: "LINE code" from mypy and from the comments must be the same lists.
run_mypy "$T/planted.py"
rc=$?
sed -n 's/^[^:]*planted\.py:\([0-9]*\): error: .*\[\([a-z-]*\)\]$/\1 \2/p' "$TMP/out" | sort > "$TMP/got"
awk '/planted: \[[a-z-]+\]/ { sub(/.*planted: \[/, ""); sub(/\].*/, ""); print NR " " $0 }' "$T/planted.py" | sort > "$TMP/want"
if [ "$rc" -ne 0 ] && [ -s "$TMP/want" ] && cmp -s "$TMP/got" "$TMP/want" && \
        [ "$(grep -c ': error:' "$TMP/out")" -eq "$(wc -l < "$TMP/want")" ]; then
    pass "planted.py fails with exactly its $(wc -l < "$TMP/want" | tr -d ' ') planted errors"
else
    { echo "mypy exit status $rc; wanted (line code):"; cat "$TMP/want"; echo "got:"; cat "$TMP/got"; } >> "$TMP/out"
    fail "planted.py fails with exactly its planted errors"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
