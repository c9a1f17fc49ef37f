// SPDX-License-Identifier: MIT
// The package as npm ships it: "files" in package.json lists every module the entry point
// reaches (tree.js and table.js were left out once, and the packed package failed at import);
// require('puzzle8') gives load(), and every other name of the module read from it throws an
// error that says to call and await load() (it was a silent undefined); and `npm pack` (offline: no registry is needed) makes a tarball that, unpacked into a
// node_modules beside a consumer, imports by name and solves a board in a fresh Node process.
// Without npm the pack test is skipped (it fails when P8_REQUIRE_JS=1, as in CI); the "files"
// check needs only Node. $NPM names the npm to run (default npm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const PKG = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(PKG, 'package.json'), 'utf8'));
const NPM = process.env.NPM || 'npm';
const REQUIRE = process.env.P8_REQUIRE_JS === '1';

// The relative specifiers a module names: static imports and re-exports, dynamic import(), and
// new URL('./x', import.meta.url) (how lib.js finds puzzle8.wasm). Comments are removed first.
function relativeImports(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = new Set();
  const patterns = [
    /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
    /\bnew\s+URL\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) found.add(m[1]);
  return [...found];
}

// The files "exports" names, through its conditions ({ import: { types, default }, ... }).
const targets = (x) => (typeof x === 'string' ? [x] : Object.values(x || {}).flatMap(targets));

// Every file the package's entry points reach, as paths relative to the package.
function reachedFiles() {
  const entries = [manifest.main, manifest.types, ...targets(manifest.exports)].filter(Boolean);
  const seen = new Set();
  const todo = entries.map((e) => normalize(e));
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js') && !file.endsWith('.cjs')) continue;
    const source = readFileSync(join(PKG, file), 'utf8');
    for (const spec of relativeImports(source)) todo.push(normalize(join(dirname(file), spec)));
  }
  return [...seen].sort();
}

// Whether a "files" entry covers a path (an exact file, or a directory holding it; no globs here).
const covers = (entry, file) => {
  const e = normalize(entry).replace(/\/$/, '');
  return file === e || file.startsWith(e + '/');
};

test('"files" lists every module the entry point reaches, and the wasm it loads', () => {
  const reached = reachedFiles();
  assert.ok(reached.includes('puzzle8.wasm'), `lib.js's puzzle8.wasm is found: ${reached.join(' ')}`);
  assert.ok(reached.includes('table.js') && reached.includes('tree.js'), reached.join(' '));
  for (const f of ['puzzle8.cjs', 'index.d.ts', 'puzzle8.d.cts']) assert.ok(reached.includes(f), `${f}: ${reached.join(' ')}`);
  // package.json is always packed ("exports" names it for tools that read it).
  const missing = reached.filter((f) => f !== 'package.json' && !(manifest.files || []).some((e) => covers(e, f)));
  assert.deepEqual(missing, [], `in no "files" entry of package.json: ${missing.join(' ')}`);
  for (const f of reached) {
    if (f !== 'puzzle8.wasm') assert.ok(existsSync(join(PKG, f)), `${f} exists`);
  }
});

test("require('puzzle8') gives load(); every other name of the module throws, saying to call and await load()", async () => {
  const cjs = createRequire(import.meta.url)('../puzzle8.cjs');
  const esm = await import('../puzzle8.js');
  assert.deepEqual(Object.keys(cjs), ['load'], 'load() is the one enumerable name');
  const says = (name) => (e) => e instanceof Error && e.message.startsWith(`require('puzzle8').${name}: `) &&
    /Call and await load\(\)/.test(e.message) && e.message.endsWith(`const { ${name} } = await require('puzzle8').load();`);
  const check = () => {
    for (const name of Object.keys(esm)) {
      assert.throws(() => cjs[name], says(name),
        `require('puzzle8').${name} throws an error that says to call load(): list ${name} in NAMES of puzzle8.cjs`);
    }
    assert.throws(() => { const { solve } = cjs; return solve; }, says('solve'), 'destructuring throws too');
  };
  check();
  const extra = Object.getOwnPropertyNames(cjs).filter((n) => n !== 'load' && !(n in esm));
  assert.deepEqual(extra, [], `NAMES of puzzle8.cjs lists names puzzle8.js does not export: ${extra.join(' ')}`);
  // What tools look for on any module (a thenable test, interop flags, symbols): undefined.
  for (const key of ['then', '__esModule', 'default', 'toJSON', 'solv', Symbol.toStringTag, Symbol.iterator]) {
    assert.equal(cjs[key], undefined, String(key));
  }
  assert.equal(await Promise.resolve(cjs), cjs, 'require(\'puzzle8\') is not a thenable');
  // load() resolves to the module import gives, once; the names still throw after it.
  const p = await cjs.load();
  assert.equal(p, esm);
  assert.equal(await cjs.load(), p);
  check();
});

const npmVersion = spawnSync(NPM, ['--version'], { encoding: 'utf8' });
const haveNpm = npmVersion.status === 0;
const skip = haveNpm || REQUIRE ? false : `${NPM} is not installed`;

test('npm pack (offline) makes a package that imports by name and solves', { skip }, (t) => {
  assert.ok(haveNpm, `${NPM} runs (P8_REQUIRE_JS=1): ${npmVersion.error?.message || npmVersion.stderr}`);
  const tmp = mkdtempSync(join(tmpdir(), 'p8-npm-pack-'));
  t.after(() => rmSync(tmp, { recursive: true, force: true }));
  // npm's cache and config in the temporary directory: nothing read from or written to ~/.npm,
  // no registry contacted, no lifecycle script run.
  const env = {
    ...process.env,
    npm_config_cache: join(tmp, 'cache'),
    npm_config_userconfig: join(tmp, 'npmrc'),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_ignore_scripts: 'true',
  };
  writeFileSync(join(tmp, 'npmrc'), '');
  const pack = spawnSync(NPM, ['pack', '--json', '--pack-destination', tmp], { cwd: PKG, env, encoding: 'utf8' });
  assert.equal(pack.status, 0, `npm pack: ${pack.stderr}`);
  const [info] = JSON.parse(pack.stdout);
  const packed = info.files.map((f) => f.path).sort();
  t.diagnostic(`npm ${npmVersion.stdout.trim()}: ${info.filename}, ${packed.length} files: ${packed.join(' ')}`);
  for (const f of reachedFiles()) {
    if (f === 'puzzle8.wasm' && !existsSync(join(PKG, f))) continue; // not built: supplied below
    assert.ok(packed.includes(f), `the tarball holds ${f}`);
  }

  // Unpack as npm install would (node_modules/puzzle8), beside a consumer outside the tree.
  const dest = join(tmp, 'app', 'node_modules', 'puzzle8');
  mkdirSync(dest, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', join(tmp, info.filename), '-C', dest, '--strip-components=1'], { encoding: 'utf8' });
  assert.equal(untar.status, 0, `tar: ${untar.stderr}`);
  const childEnv = { ...process.env };
  delete childEnv.PUZZLE8_WASM; // the packed wasm, beside puzzle8.js, when the tarball has one
  if (!existsSync(join(dest, 'puzzle8.wasm'))) {
    const built = process.env.PUZZLE8_WASM || join(PKG, 'puzzle8.wasm');
    assert.ok(existsSync(built), `a built puzzle8.wasm (make wasm, or PUZZLE8_WASM): ${built}`);
    childEnv.PUZZLE8_WASM = built;
  }
  writeFileSync(join(tmp, 'app', 'main.mjs'), [
    "import { solve, Table, Tree, Board } from 'puzzle8';",
    "const r = solve('8 0 6 5 4 7 2 3 1', { algorithm: 'astar' });",
    "const t = new Table();",
    "console.log(JSON.stringify({ moves: r.moves, length: r.length, tree: typeof Tree,",
    "  distance: t.distance(new Board('8 0 6 5 4 7 2 3 1')) }));",
    '',
  ].join('\n'));
  const run = spawnSync(process.execPath, ['main.mjs'], { cwd: join(tmp, 'app'), env: childEnv, encoding: 'utf8' });
  assert.equal(run.status, 0, `the consumer failed: ${run.stderr}`);
  const out = JSON.parse(run.stdout);
  t.diagnostic(`${relative(tmp, dest)}: solve -> ${out.length} moves ${out.moves}`);
  assert.deepEqual(out, { moves: 'DLURDDRUULDDRUULDLDRULURDRD', length: 27, tree: 'function', distance: 27 });

  // The same from CommonJS: require('puzzle8') gives load(), which resolves to the same module.
  writeFileSync(join(tmp, 'app', 'main.cjs'), [
    "const puzzle8 = require('puzzle8');",
    "puzzle8.load().then(async ({ solve, Table, Tree, Board }) => {",
    "  const r = solve('8 0 6 5 4 7 2 3 1', { algorithm: 'astar' });",
    "  const t = new Table();",
    "  const same = (await puzzle8.load()).Board === Board && typeof puzzle8.load === 'function';",
    "  console.log(JSON.stringify({ moves: r.moves, length: r.length, tree: typeof Tree, same,",
    "    distance: t.distance(new Board('8 0 6 5 4 7 2 3 1')) }));",
    "});",
    '',
  ].join('\n'));
  const cjs = spawnSync(process.execPath, ['main.cjs'], { cwd: join(tmp, 'app'), env: childEnv, encoding: 'utf8' });
  assert.equal(cjs.status, 0, `the CommonJS consumer failed: ${cjs.stderr}`);
  assert.deepEqual(JSON.parse(cjs.stdout), { ...out, same: true });
});
