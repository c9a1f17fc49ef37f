// SPDX-License-Identifier: MIT
// sizes.js - what the lab is made of, against the table in docs/web.md ("Size and speed"): the
// JavaScript the browser loads (every module reached from the page's script and its worker,
// following their imports: the page's modules and the binding's), the CSS and the HTML and icon
// to the byte, and the table's total. The WebAssembly module's size depends on the toolchain
// that built it (compiler, flags, wasi-libc), so docs/web.md names the toolchain of its figure
// as `make wasm` records it (build/wasm/toolchain.txt: "COMPILER | --target=... FLAGS | libc.a
// CKSUM"): a module built by that toolchain is within 5% of the figure; one built by another
// (another machine, distribution or compiler) has its size reported, not compared.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { check } from './helpers.js';

/** The JavaScript files the browser loads: index.html's module script, then every import and
 *  `new URL('./x.js', import.meta.url)` (the worker) reached from it. Paths from root. */
export function loadedModules(root) {
  const html = readFileSync(join(root, 'web/index.html'), 'utf8');
  const todo = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => join(root, 'web', m[1]));
  check(todo.length > 0, 'web/index.html loads no module script');
  const seen = new Set();
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom '(\.[^']+\.js)'|new URL\('(\.[^']+\.js)', import\.meta\.url\)/gm)) {
      todo.push(join(dirname(file), m[1] || m[2]));
    }
  }
  return [...seen].map((f) => relative(root, f)).sort();
}

/** The bytes of each kind of file the lab loads. */
export function measure(root) {
  const size = (...p) => statSync(join(root, ...p)).size;
  const js = loadedModules(root);
  const page = js.filter((f) => f.startsWith('web/')).length;
  return {
    wasm: size('bindings/js/puzzle8.wasm'),
    js: js.reduce((a, f) => a + size(f), 0),
    css: size('web/style.css'),
    html: size('web/index.html') + size('web/favicon.svg'),
    modules: `${page} page modules and the binding's ${js.length - page}`,
  };
}

/** What built bindings/js/puzzle8.wasm, as `make wasm` recorded it beside its build
 *  ("COMPILER | --target=... FLAGS | libc.a CKSUM"), or null: no record, or a record of
 *  another module (its size is not this one's). */
export function wasmToolchain(root, bytes) {
  let line;
  try {
    line = readFileSync(join(root, 'build/wasm/toolchain.txt'), 'utf8').trim();
  } catch {
    return null;
  }
  const m = line.match(/^(.+) \| (\d+) bytes$/);
  return m && Number(m[2]) === bytes ? m[1] : null;
}

let noted = false;

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
  const named = doc.match(/`([^`|]+ \| --target=[^`|]+ \| libc\.a [^`|]*)`/);
  check(named, 'docs/web.md names no toolchain for the size of puzzle8.wasm ("`COMPILER | --target=... FLAGS | libc.a CKSUM`", as build/wasm/toolchain.txt says)');
  const built = wasmToolchain(root, bytes.wasm);
  const fix = `update the table in docs/web.md: wasm ${bytes.wasm}${built ? ` (built by \`${built}\`)` : ''}, JavaScript ${bytes.js} (${bytes.modules}), CSS ${bytes.css}, HTML and icon ${bytes.html}`;
  check(doc.includes(`| JavaScript (${bytes.modules}) |`), `docs/web.md's JavaScript row does not say "(${bytes.modules})": ${fix}`);
  for (const kind of ['js', 'css', 'html']) {
    check(got[kind] === bytes[kind], `docs/web.md says ${got[kind]} bytes of ${kind}, the lab has ${bytes[kind]}: ${fix}`);
  }
  const compared = built === named[1];
  if (compared) {
    check(Math.abs(got.wasm - bytes.wasm) <= got.wasm * 0.05,
      `docs/web.md says puzzle8.wasm is ${got.wasm} bytes, the lab has ${bytes.wasm} (more than 5% apart, the same toolchain): ${fix}`);
  } else if (!noted) {
    noted = true;
    console.log(`note: puzzle8.wasm is ${bytes.wasm} bytes, built by ${built ? `\`${built}\`` : 'a toolchain make wasm did not record'}; ` +
      `docs/web.md's ${got.wasm} bytes are \`${named[1]}\`'s: not compared`);
  }
  check(got.total === got.wasm + got.js + got.css + got.html, `docs/web.md: the total ${got.total} is not the sum of its rows`);
  return { ...bytes, total: bytes.wasm + bytes.js + bytes.css + bytes.html, wasmCompared: compared };
}
