// SPDX-License-Identifier: MIT
// sizes.js - what the lab is made of, against the table in docs/web.md ("Size and speed"): the
// page's files and the binding's modules to the byte, the WebAssembly module within 5% (its
// size depends on the compiler: the table's figure is Debian 12's clang 14 with the Makefile's
// WASM_CFLAGS, as in CI), and the table's total.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { check } from './helpers.js';

const BINDING = ['puzzle8.js', 'lib.js', 'board.js', 'errors.js', 'search.js', 'result.js', 'tree.js', 'table.js'];

/** The bytes of each kind of file the lab loads. */
export function measure(root) {
  const size = (...p) => statSync(join(root, ...p)).size;
  const pageJs = readdirSync(join(root, 'web/js')).filter((f) => f.endsWith('.js'));
  return {
    wasm: size('bindings/js/puzzle8.wasm'),
    js: pageJs.reduce((a, f) => a + size('web/js', f), 0) + BINDING.reduce((a, f) => a + size('bindings/js', f), 0),
    css: size('web/style.css'),
    html: size('web/index.html') + size('web/favicon.svg'),
    modules: `${pageJs.length} page modules and the binding's ${BINDING.length}`,
  };
}

/** Check docs/web.md's size table against the files; returns the measured sizes. */
export function checkSizes(root) {
  const bytes = measure(root);
  const doc = readFileSync(join(root, 'docs', 'web.md'), 'utf8');
  const row = (label) => {
    const m = doc.match(new RegExp(`^\\| ${label}[^|]*\\| \\**([0-9,]+)\\**`, 'm'));
    check(m, `docs/web.md has no size row "${label}"`);
    return Number(m[1].replace(/,/g, ''));
  };
  const got = { wasm: row('`puzzle8.wasm`'), js: row('JavaScript'), css: row('CSS'), html: row('HTML'), total: row('\\*\\*total\\*\\*') };
  const fix = `update the table in docs/web.md: wasm ${bytes.wasm}, JavaScript ${bytes.js} (${bytes.modules}), CSS ${bytes.css}, HTML and icon ${bytes.html}`;
  for (const kind of ['js', 'css', 'html']) {
    check(got[kind] === bytes[kind], `docs/web.md says ${got[kind]} bytes of ${kind}, the lab has ${bytes[kind]}: ${fix}`);
  }
  check(Math.abs(got.wasm - bytes.wasm) <= got.wasm * 0.05,
    `docs/web.md says puzzle8.wasm is ${got.wasm} bytes, the lab has ${bytes.wasm} (more than 5% apart): ${fix}`);
  check(got.total === got.wasm + got.js + got.css + got.html, `docs/web.md: the total ${got.total} is not the sum of its rows`);
  return { ...bytes, total: bytes.wasm + bytes.js + bytes.css + bytes.html };
}
