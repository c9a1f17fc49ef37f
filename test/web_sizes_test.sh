#!/bin/sh
# SPDX-License-Identifier: MIT
# web_sizes_test.sh - the lab's size table check (web/test/sizes.js, which make web-check runs
# against docs/web.md) holds on any machine: the WebAssembly module's size depends on the
# toolchain that built it, so the check compares it with docs/web.md's figure only when the
# module was built by the toolchain the docs name (as `make wasm` records it in
# build/wasm/toolchain.txt), and reports it otherwise. Each case runs the check on a scratch
# copy of the tree's docs/web.md and toolchain record, set up to say what the case needs:
#   1. the tree as it is passes (the module compared when this machine's toolchain is the docs');
#   2. built by the docs' toolchain: within 5% of the figure passes, 12% off fails and says
#      how to update the table;
#   3. the same 12% built by another compiler, or with no record, or a record of another
#      module: passes, with a note that the size is not compared;
#   4. a docs/web.md that names no toolchain fails.
# Needs node 20+ and a built module (make wasm; make check builds it): without them it exits
# 77 (SKIP), or fails when P8_REQUIRE_WEB=1 (CI). The tree is $P8_ROOT or this script's parent.
# Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
REQUIRE=${P8_REQUIRE_WEB:-0} LOG_NAME=p8-web-sizes
. test/node_support.sh
[ -f bindings/js/puzzle8.wasm ] || missing "no bindings/js/puzzle8.wasm (make wasm)"
[ -f build/wasm/toolchain.txt ] || missing "no build/wasm/toolchain.txt (make wasm writes it beside the module)"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-web-sizes.XXXXXX") || exit 1
trap 'rm -rf "$TMP" "$LOG"' EXIT INT TERM

"$NODE" --input-type=module - "$ROOT" "$TMP" << 'EOF'
import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, tmp] = process.argv.slice(2);
const sizesUrl = pathToFileURL(join(root, 'web/test/sizes.js')).href;
const { measure, wasmToolchain } = await import(sizesUrl);
let loads = 0;
let passed = 0, failed = 0;
const result = (ok, label, detail) => {
  if (ok) passed++; else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${detail ? `: ${detail}` : ''}`);
};

// A scratch tree: web/ and bindings/ of the tree, docs/web.md and the toolchain record as given.
const docs = readFileSync(join(root, 'docs/web.md'), 'utf8');
const record = readFileSync(join(root, 'build/wasm/toolchain.txt'), 'utf8').trim();
const bytes = measure(root);
const named = docs.match(/`([^`|]+ \| --target=[^`|]+ \| libc\.a [^`|]*)`/);
for (const d of ['web', 'bindings']) symlinkSync(join(root, d), join(tmp, d));
mkdirSync(join(tmp, 'docs'));
mkdirSync(join(tmp, 'build/wasm'), { recursive: true });
const fmt = (n) => n.toLocaleString('en-US');
// docs/web.md with the module's figure (and the total) set to wasm bytes.
function withFigure(wasm) {
  const row = /^(\| `puzzle8\.wasm`[^|]*\| )([0-9,]+)( \|)$/m;
  const total = /^(\| \*\*total\*\* \| \*\*)([0-9,]+)(\*\*)/m;
  return docs.replace(row, `$1${fmt(wasm)}$3`).replace(total, `$1${fmt(wasm + bytes.js + bytes.css + bytes.html)}$3`);
}
// Run the check on the scratch tree, with a fresh copy of sizes.js (it prints its note once per
// load); returns [error message or null, the sizes it returned, what it printed].
async function run(doc, rec) {
  const { checkSizes } = await import(`${sizesUrl}?${++loads}`);
  writeFileSync(join(tmp, 'docs/web.md'), doc);
  rmSync(join(tmp, 'build/wasm/toolchain.txt'), { force: true });
  if (rec !== null) writeFileSync(join(tmp, 'build/wasm/toolchain.txt'), `${rec}\n`);
  const out = [];
  const log = console.log;
  console.log = (...a) => out.push(a.join(' '));
  try {
    return [null, checkSizes(tmp), out.join('\n')];
  } catch (e) {
    return [e.message, null, out.join('\n')];
  } finally {
    console.log = log;
  }
}

// 1. The tree as it is.
{
  copyFileSync(join(root, 'build/wasm/toolchain.txt'), join(tmp, 'build/wasm/toolchain.txt'));
  const built = wasmToolchain(root, bytes.wasm);
  const [err, got] = await run(docs, record);
  result(!err && named && got.wasmCompared === (built === named[1]), 'the tree as it is',
    err || `${fmt(bytes.wasm)} bytes built by \`${built}\`: ${got.wasmCompared ? 'compared with' : 'not compared with'} the figure of \`${named?.[1]}\``);
}
if (!named) {
  result(false, 'docs/web.md names the toolchain of its figure');
} else {
  const asDocs = `${named[1]} | ${bytes.wasm} bytes`;
  const other = `${named[1].replace(/^[^|]*\|/, 'clang version 99.0.0 (another) |')} | ${bytes.wasm} bytes`;
  const near = Math.round(bytes.wasm * 1.03), far = Math.round(bytes.wasm * 1.12);
  // 2. Built by the docs' toolchain.
  let [err, got] = await run(withFigure(near), asDocs);
  result(!err && got.wasmCompared, `built by the docs' toolchain, the figure 3% off (${fmt(near)}): passes`, err);
  [err] = await run(withFigure(far), asDocs);
  result(err && /more than 5% apart/.test(err) && err.includes(`wasm ${bytes.wasm} (built by`),
    `built by the docs' toolchain, the figure 12% off (${fmt(far)}): fails, saying what to write`, err || 'it passed');
  // 3. Built by another toolchain, or unknown.
  for (const [label, rec] of [['another compiler', other], ['no toolchain record', null],
    ['a record of another module', `${named[1]} | ${bytes.wasm + 1} bytes`]]) {
    let out;
    [err, got, out] = await run(withFigure(far), rec);
    result(!err && !got.wasmCompared && /^note: puzzle8\.wasm is .* not compared$/m.test(out),
      `${label}, the figure 12% off: passes, the size reported, not compared`, err || out);
  }
  // 4. No toolchain named.
  [err] = await run(withFigure(bytes.wasm).replace(named[0], 'Debian 12\'s clang'), asDocs);
  result(err && /names no toolchain/.test(err), 'a docs/web.md that names no toolchain fails', err || 'it passed');
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
EOF
