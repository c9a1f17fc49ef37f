// SPDX-License-Identifier: MIT
// wasm_bfs.mjs - the full BFS in WebAssembly against the same C in native code, in one run
// (`make bench-wasm`; bench/README.md, "WebAssembly"). The same search as bench's full BFS: one
// P8_ALG_BFS run from 8 6 7 2 5 4 3 0 1 (31 moves from the goal: nearly every state), one search
// reused, best of 5 runs. Rounds alternate the two sides (native: `bench --full-bfs-only`, a
// process of its own; WebAssembly: bindings/js, the puzzle8.wasm `make wasm` builds, in this
// process), so a busy minute on a shared machine hits both; each side keeps its best round.
// The expansions must be the same on both sides (exit status 2 otherwise). A report, not a test.
//
// Usage: node bench/wasm_bfs.mjs [--bench PROG] [--rounds R] [--quick] [--json]
//   PUZZLE8_WASM picks another module (as for the package).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const quick = args.includes('--quick');
const json = args.includes('--json');
const benchProg = opt('--bench', join(root, 'build', 'bench', 'bench'));
const rounds = Number(opt('--rounds', quick ? 1 : 3));
const REPS = quick ? 1 : 5;
const START = '8 6 7 2 5 4 3 0 1';
const TARGET = 1.3;

const { Search, libraryVersion } = await import(join(root, 'bindings', 'js', 'puzzle8.js'));

function native() {
  const r = spawnSync(benchProg, ['--full-bfs-only', ...(quick ? ['--quick'] : [])],
    { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${benchProg} --full-bfs-only failed: ${r.stderr || r.status}`);
  const f = Object.fromEntries(r.stdout.trim().split(/\s+/).slice(1).map((kv) => kv.split('=')));
  return { ms: Number(f.best_ms), cpu: Number(f.best_cpu_ms), expanded: Number(f.expanded) };
}

const search = new Search({ algorithm: 'bfs' });
function wasm() {
  let ms = Infinity, cpu = Infinity, expanded = 0;
  for (let i = 0; i < REPS; i++) {
    const c0 = process.cpuUsage(), t0 = performance.now();
    const r = search.run(START);
    const t = performance.now() - t0, c = process.cpuUsage(c0);
    if (r.length !== 31) throw new Error(`the WebAssembly BFS found ${r.length} moves, not 31`);
    expanded = r.stats.expanded;
    ms = Math.min(ms, t);
    cpu = Math.min(cpu, (c.user + c.system) / 1000);
  }
  return { ms, cpu, expanded };
}

const best = { native: { ms: Infinity, cpu: Infinity }, wasm: { ms: Infinity, cpu: Infinity } };
const lines = [];
let expanded = null, same = true;
for (let k = 0; k < rounds; k++) {
  const order = k % 2 ? ['wasm', 'native'] : ['native', 'wasm'];
  for (const side of order) {
    const f = side === 'native' ? native() : wasm();
    if (expanded === null) expanded = f.expanded;
    if (f.expanded !== expanded) same = false;
    best[side].ms = Math.min(best[side].ms, f.ms);
    best[side].cpu = Math.min(best[side].cpu, f.cpu);
    lines.push(`  round ${k + 1} ${side.padEnd(6)} ${f.ms.toFixed(2).padStart(9)} ms  ` +
      `(CPU ${f.cpu.toFixed(2)} ms)  ${f.expanded} expanded`);
  }
}
const ratioCpu = best.wasm.cpu / best.native.cpu, ratioWall = best.wasm.ms / best.native.ms;
if (json) {
  console.log(JSON.stringify({ library: libraryVersion, rounds, reps: REPS, expanded,
    same_expansions: same, native: best.native, wasm: best.wasm, ratio_cpu: ratioCpu,
    ratio_wall: ratioWall, target: TARGET, pass: ratioCpu <= TARGET }));
} else {
  console.log(`libpuzzle8 ${libraryVersion}: full BFS from ${START}, native (${benchProg}) and ` +
    `WebAssembly (node ${process.versions.node}), best of ${REPS} runs a round, ${rounds} rounds`);
  for (const l of lines) console.log(l);
  console.log(`  best: native ${best.native.ms.toFixed(2)} ms (CPU ${best.native.cpu.toFixed(2)}), ` +
    `WebAssembly ${best.wasm.ms.toFixed(2)} ms (CPU ${best.wasm.cpu.toFixed(2)})`);
  console.log(`  WebAssembly / native: ${ratioCpu.toFixed(2)}x CPU, ${ratioWall.toFixed(2)}x wall; ` +
    `expansions ${same ? 'the same' : 'DIFFERENT'}`);
  console.log(`  WebAssembly full BFS within ${TARGET}x native (CPU)      ${ratioCpu.toFixed(2)}x  ` +
    `${ratioCpu <= TARGET ? 'PASS' : 'MISS'}`);
}
process.exit(same ? 0 : 2);
