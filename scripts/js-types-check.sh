#!/bin/sh
# SPDX-License-Identifier: MIT
# js-types-check.sh - the JavaScript package's types (bindings/js/index.d.ts, puzzle8.d.cts)
# under tsc --strict, with the typescript of bindings/js/package-lock.json (`npm ci` in
# bindings/js; `make js-types` runs this after `make wasm`):
#   1. test/types/ (use.ts, use-using.ts, use-cjs.cts: every declaration, through the package's
#      own name, import and require) type-checks, and again with an ES2022 lib;
#   2. test/types/planted.ts and planted-cjs.cts (the files of tsconfig.planted.json) fail, with
#      exactly the errors their "planted: TSnnnn" lines name;
#   3. the same files compiled and run against the module: every value is what the types say.
# Without tsc it exits 77 (skip), or fails when P8_REQUIRE_JS=1 (CI).
# Last line: "N passed, N failed".
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
JS=$ROOT/bindings/js
cd "$JS" || exit 1
NODE=${NODE:-node}
TSC=$JS/node_modules/.bin/tsc
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$OUT" ] && sed 's/^/     /' "$OUT" | head -n 30; }
OUT=$(mktemp "${TMPDIR:-/tmp}/p8-tsc.XXXXXX") || exit 1
RUN=$(mktemp -d "$JS/.types-run.XXXXXX") || exit 1     # inside the package: 'puzzle8' resolves to it
trap 'rm -rf "$OUT" "$RUN"' EXIT INT TERM

if [ ! -x "$TSC" ]; then
    if [ "${P8_REQUIRE_JS:-0}" = 1 ]; then
        echo "FAIL no $TSC: run npm ci in bindings/js"
        echo "0 passed, 1 failed"
        exit 1
    fi
    echo "skipped: no $TSC (npm ci in bindings/js installs typescript)"
    exit 77
fi
echo "tsc $("$TSC" --version)"

# 1. The declarations, used.
if "$TSC" -p test/types > "$OUT" 2>&1; then pass "tsc --strict: test/types (import, require, using)"
else fail "tsc --strict: test/types (import, require, using)"; fi
if "$TSC" -p test/types/tsconfig.old-lib.json > "$OUT" 2>&1; then pass "tsc --strict with an ES2022 lib"
else fail "tsc --strict with an ES2022 lib"; fi

# 2. The planted errors: "FILE LINE TScode" from tsc and from the markers must be the same lists.
"$TSC" -p test/types/tsconfig.planted.json > "$OUT" 2>&1
rc=$?
sed -n 's/^test\/types\/\(planted[a-z-]*\.c\{0,1\}ts\)(\([0-9]*\),[0-9]*): error \(TS[0-9]*\):.*/\1 \2 \3/p' "$OUT" |
    sort > "$RUN/got"
(cd test/types && awk '/planted: TS[0-9]+/ { sub(/.*planted: /, ""); print FILENAME " " FNR " " $1 }' \
    planted.ts planted-cjs.cts) | sort > "$RUN/want"
others=$(grep -c 'error TS' "$OUT")
if [ "$rc" -ne 0 ] && [ -s "$RUN/want" ] && cmp -s "$RUN/got" "$RUN/want" && [ "$others" -eq "$(wc -l < "$RUN/want")" ]; then
    pass "planted.ts and planted-cjs.cts fail with exactly their $(wc -l < "$RUN/want" | tr -d ' ') planted errors"
else
    { echo "tsc exit status $rc; wanted (file line code):"; cat "$RUN/want"; echo "got:"; cat "$RUN/got"; cat "$OUT"; } > "$OUT.2"
    mv "$OUT.2" "$OUT"
    fail "planted.ts and planted-cjs.cts fail with exactly their planted errors"
fi

# 3. Compiled and run.
: > "$OUT"
if "$TSC" -p test/types --noEmit false --outDir "$RUN/out" --rootDir test/types > "$OUT" 2>&1; then
    for f in use.js use-using.js use-cjs.cjs; do
        if "$NODE" "$RUN/out/$f" > "$OUT" 2>&1; then pass "compiled $f runs: $(tail -n 1 "$OUT")"
        else fail "compiled $f runs"; fi
    done
else
    fail "tsc emits test/types"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
