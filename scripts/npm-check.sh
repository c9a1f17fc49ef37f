#!/bin/sh
# SPDX-License-Identifier: MIT
# npm-check.sh - the npm package as a publisher makes it and a user installs it (`make npm-check`):
#   1. `npm pack` in bindings/js runs prepack (make wasm, the LICENSE copied in) and makes a
#      tarball with every module, both entry points, the types, the wasm, README and LICENSE,
#      and nothing else (no tests, no C, no node_modules);
#   2. its package.json is publishable: not private, licence MIT, repository, types, and
#      exports with an import and a require condition, each with its types;
#   3. a clean project outside the tree installs the tarball with `npm install --offline` (an
#      empty npm cache: nothing can come from a registry), then uses it both ways: `import`
#      and `require('puzzle8').load()`, giving the same answers as the tree's own module;
#      `require('puzzle8').solve` and `const { Board } = require('puzzle8')` throw an error that
#      says to call and await load(); and tsc --strict checks an .mts and a .cts user of the
#      installed package (its exports map must lead to the types), and refuses a wrong one;
#   4. the package's README, as installed: each ```js example runs in the clean project and
#      prints what its `console.log(...);   // OUTPUT` comments say.
# Needs node, npm, make and the wasm toolchain; tsc from bindings/js/node_modules (npm ci there).
# Without npm it exits 77 (skip), or fails when P8_REQUIRE_JS=1 (CI).
# Last line: "N passed, N failed".
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
JS=$ROOT/bindings/js
NODE=${NODE:-node}
NPM=${NPM:-npm}
TSC=$JS/node_modules/.bin/tsc
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$TMP/log" ] && sed 's/^/     /' "$TMP/log" | tail -n 25; }
finish() { echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-npm.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM

if ! "$NPM" --version > /dev/null 2>&1; then
    if [ "${P8_REQUIRE_JS:-0}" = 1 ]; then echo "FAIL $NPM is not installed"; echo "0 passed, 1 failed"; exit 1; fi
    echo "skipped: $NPM is not installed"
    exit 77
fi
# npm's cache and configuration in the temporary directory: nothing read from or written to ~/.npm,
# and offline: no registry is asked for anything.
npm_config_cache=$TMP/cache npm_config_userconfig=$TMP/npmrc npm_config_offline=true npm_config_audit=false \
npm_config_fund=false npm_config_update_notifier=false
export npm_config_cache npm_config_userconfig npm_config_offline npm_config_audit npm_config_fund \
    npm_config_update_notifier
: > "$TMP/npmrc"

# 1. npm pack, with its prepack script (which copies LICENSE in: that it is packed shows it ran;
#    the wasm is not removed first, since other builds may be reading it).
rm -f "$JS/LICENSE"
if ! (cd "$JS" && "$NPM" pack --json --pack-destination "$TMP") > "$TMP/pack.json" 2> "$TMP/log"; then
    fail "npm pack (prepack: make wasm)"
    finish
fi
pass "npm pack made $(cd "$TMP" && ls puzzle8-*.tgz)"
TGZ=$(ls "$TMP"/puzzle8-*.tgz)
if tar -xzOf "$TGZ" package/puzzle8.wasm | cmp -s - "$ROOT/build/wasm/puzzle8.wasm"; then
    pass "its puzzle8.wasm is the one make wasm built (prepack)"
else : > "$TMP/log"; fail "its puzzle8.wasm is the one make wasm built (prepack)"; fi
tar -tzf "$TGZ" | sed 's|^package/||' | sort > "$TMP/files"
want="LICENSE README.md board.js catalog.js errors.js experiment.js index.d.ts lib.js package.json pdb.js puzzle8.cjs puzzle8.d.cts puzzle8.js
puzzle8.wasm result.js search.js signatures.js table.js tree.js"
printf '%s\n' $want | sort > "$TMP/want"
if cmp -s "$TMP/want" "$TMP/files"; then pass "the tarball holds the $(wc -l < "$TMP/want" | tr -d ' ') files of the package and nothing else"
else diff "$TMP/want" "$TMP/files" > "$TMP/log"; fail "the tarball's files (< wanted, > packed)"; fi
if tar -xzOf "$TGZ" package/LICENSE | cmp -s - "$ROOT/LICENSE"; then pass "its LICENSE is the tree's"
else : > "$TMP/log"; fail "its LICENSE is the tree's"; fi

# 2. The packed package.json.
tar -xzOf "$TGZ" package/package.json > "$TMP/package.json"
if "$NODE" -e '
const p = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const e = p.exports["."];
const problems = [];
if (p.private) problems.push("private");
if (p.license !== "MIT") problems.push("license");
if (!p.repository || !/^git\+https:\/\/.+\.git$/.test(p.repository.url)) problems.push("repository.url");
if (p.types !== "./index.d.ts") problems.push("types");
if (!e || e.import.types !== "./index.d.ts" || e.import.default !== "./puzzle8.js") problems.push("exports import");
if (!e || e.require.types !== "./puzzle8.d.cts" || e.require.default !== "./puzzle8.cjs") problems.push("exports require");
if (problems.length) { console.log(problems.join(", ")); process.exit(1); }
' "$TMP/package.json" > "$TMP/log" 2>&1; then
    pass "package.json: public, MIT, repository, types, exports for import and require"
else
    fail "package.json is publishable"
fi

# 3. A clean project installs it offline and uses it both ways.
APP=$TMP/app
mkdir -p "$APP"
printf '{ "name": "p8-user", "version": "1.0.0", "private": true }\n' > "$APP/package.json"
if (cd "$APP" && "$NPM" install --offline --no-save "$TGZ") > "$TMP/log" 2>&1 && [ -f "$APP/node_modules/puzzle8/puzzle8.wasm" ]; then
    pass "npm install --offline of the tarball into a clean project"
else
    fail "npm install --offline of the tarball into a clean project"
    finish
fi
CALL="const r = p.solve('8 0 6 5 4 7 2 3 1'); const t = new p.Table();
const line = JSON.stringify({ moves: r.moves, expanded: r.stats.expanded, distance: t.distance('724506831'),
  random: p.Board.random(42).compact(), version: p.libraryVersion });"
cat > "$APP/main.mjs" << EOF
import * as p from 'puzzle8';
$CALL
console.log(line);
EOF
cat > "$APP/main.cjs" << EOF
const puzzle8 = require('puzzle8');
puzzle8.load().then((p) => {
$CALL
  return puzzle8.load().then((again) => console.log(again === p ? line : 'load() gave two modules'));
});
EOF
cat > "$TMP/tree.mjs" << EOF
import * as p from '$JS/puzzle8.js';
$CALL
console.log(line);
EOF
want=$(cd "$TMP" && "$NODE" tree.mjs 2>&1)
for f in main.mjs main.cjs; do
    got=$(cd "$APP" && "$NODE" "$f" 2> "$TMP/log")
    how=$([ $f = main.mjs ] && echo "import" || echo "require('puzzle8').load()")
    if [ -n "$want" ] && [ "$got" = "$want" ]; then pass "$f ($how) gives the tree module's answers: $got"
    else echo "got:  $got" >> "$TMP/log"; echo "want: $want" >> "$TMP/log"; fail "$f gives the tree module's answers"; fi
done
if (cd "$APP" && "$NODE" -e "require('puzzle8')") > "$TMP/log" 2>&1; then pass "require('puzzle8') does not throw (no ERR_REQUIRE_ASYNC_MODULE)"
else fail "require('puzzle8') does not throw"; fi
# A name of the module read from require('puzzle8') throws, and says what to do.
# not_loaded NAME EXPR: node -e EXPR fails with that error for NAME.
not_loaded() {
    if (cd "$APP" && "$NODE" -e "$2") > "$TMP/log" 2>&1; then : > "$TMP/log"; fail "$2 throws"
    elif grep -qF "Error: require('puzzle8').$1: require('puzzle8') gives only load()" "$TMP/log" &&
            grep -qF "Call and await load()" "$TMP/log" &&
            grep -qF "const { $1 } = await require('puzzle8').load();" "$TMP/log"; then
        pass "$2 throws an error that says to call and await load()"
    else fail "$2 throws an error that says to call and await load()"; fi
}
not_loaded solve "require('puzzle8').solve('8 0 6 5 4 7 2 3 1')"
not_loaded Board "const { Board } = require('puzzle8'); new Board('806547231')"

# tsc on users of the installed package, by its exports map.
if [ -x "$TSC" ]; then
    cat > "$APP/use.mts" << 'EOF'
import { Board, solve, type Result } from 'puzzle8';
const r: Result = solve(new Board('806547231'), { algorithm: 'astar', maxExpansions: 100000n });
export const moves: string = r.moves;
EOF
    cat > "$APP/use.cts" << 'EOF'
import puzzle8 = require('puzzle8');
export async function moves(): Promise<string> {
  const p = await puzzle8.load();
  return p.solve('806547231').moves;
}
EOF
    cat > "$APP/bad.mts" << 'EOF'
import { solve } from 'puzzle8';
export const moves: number = solve('806547231').moves;
EOF
    cat > "$APP/bad.cts" << 'EOF'
import puzzle8 = require('puzzle8');
export const moves: string = puzzle8.solve('806547231').moves;
EOF
    for f in use bad; do
        printf '{ "compilerOptions": { "strict": true, "noEmit": true, "module": "node16", "moduleResolution": "node16",
  "target": "es2022", "lib": ["es2022"], "types": [] }, "files": %s }\n' \
            "$([ $f = use ] && echo '["use.mts", "use.cts"]' || echo '["bad.mts", "bad.cts"]')" > "$APP/tsconfig.$f.json"
    done
    if (cd "$APP" && "$TSC" -p tsconfig.use.json) > "$TMP/log" 2>&1; then
        pass "tsc --strict: an .mts and a .cts user of the installed package"
    else fail "tsc --strict: an .mts and a .cts user of the installed package"; fi
    if (cd "$APP" && "$TSC" -p tsconfig.bad.json) > "$TMP/log" 2>&1; then
        : > "$TMP/log"; fail "tsc refuses wrong uses of the installed package"
    elif grep -q "bad.mts(2,14): error TS2322" "$TMP/log" && grep -q "bad.cts(2,38): error TS2339" "$TMP/log" &&
            [ "$(grep -c 'error TS' "$TMP/log")" -eq 2 ]; then
        pass "tsc refuses wrong uses of the installed package (import: TS2322; require('puzzle8').solve: TS2339)"
    else fail "tsc refuses wrong uses of the installed package with TS2322 (import) and TS2339 (require)"; fi
else
    : > "$TMP/log"
    if [ "${P8_REQUIRE_JS:-0}" = 1 ]; then fail "no $TSC (npm ci in bindings/js)"
    else echo "note: no $TSC (npm ci in bindings/js): the type checks of the installed package are left out"; fi
fi

# 4. The README's examples, run where a user would paste them.
README=$APP/node_modules/puzzle8/README.md
nblocks=$(grep -c '^```js$' "$README")
if [ "$nblocks" -eq 0 ]; then : > "$TMP/log"; fail "the README has js examples"; fi
i=0
while [ "$i" -lt "$nblocks" ]; do
    i=$((i + 1))
    awk -v n="$i" '/^```js$/ { b++; inb = (b == n); next } /^```/ { inb = 0; next } inb' "$README" > "$TMP/block"
    if grep -q "require('puzzle8')" "$TMP/block"; then f=readme$i.cjs; else f=readme$i.mjs; fi
    cp "$TMP/block" "$APP/$f"
    sed -n 's|.*console\.log(.*// \(.*\)$|\1|p' "$TMP/block" > "$TMP/want"
    if (cd "$APP" && "$NODE" "$f") > "$TMP/got" 2> "$TMP/log" && [ -s "$TMP/want" ] && cmp -s "$TMP/want" "$TMP/got"; then
        pass "the README's example $i ($f) prints what it says: $(head -n 1 "$TMP/got")"
    else
        { echo "want:"; cat "$TMP/want"; echo "got:"; cat "$TMP/got"; } >> "$TMP/log"
        fail "the README's example $i ($f) prints what it says"
    fi
done
finish
