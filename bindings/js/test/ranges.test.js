// SPDX-License-Identifier: MIT
// Integers outside their C type's range (issue 25.9): WebAssembly passed them modulo 2**32
// (tileAt(2**32, 0) was tileAt(0, 0), algorithm 2**32+4 ran A*); now every call into C checks
// its arguments against signatures.js, one place, and an out-of-range value is
// InvalidArgumentError (P8_EINVAL, as the header says). signatures.js is checked against the
// header here. And search.frontier(n) with a huge n returns the live entries instead of asking
// for room for n.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Board, InvalidArgumentError, Search, Table, solve } from '../puzzle8.js';
import { SIGNATURES } from '../signatures.js';

const TEXTBOOK = '7 2 4 5 0 6 8 3 1';
const HUGE = [2 ** 32, 2 ** 32 + 3, 2 ** 32 + 4, 2 ** 40, -(2 ** 32), 1.5, NaN, Infinity];

test('Board: rows, columns, moves and seeds out of range are InvalidArgumentError', () => {
  const b = new Board(TEXTBOOK);
  assert.equal(b.tileAt(0, 0), 7);
  for (const v of HUGE) {
    assert.throws(() => b.tileAt(v, 0), InvalidArgumentError, String(v));
    assert.throws(() => b.tileAt(0, v), InvalidArgumentError, String(v));
  }
  assert.throws(() => b.tileAt(2 ** 32, 0), /out of range for argument 2 of p8_board_tile_at/);
  for (const v of [-1, 2n ** 64n, -1n]) assert.throws(() => Board.random(v), InvalidArgumentError, String(v));
});

test('solve() and Search: algorithm, frontier, heuristic, weights out of range are InvalidArgumentError', () => {
  assert.equal(solve(TEXTBOOK, null, { algorithm: 4 }).length, solve(TEXTBOOK).length);
  for (const v of HUGE.filter(Number.isInteger)) {
    for (const o of [{ algorithm: v + 4 }, { heuristic: v + 3 }, { algorithm: v }]) {
      assert.throws(() => solve(TEXTBOOK, null, o), InvalidArgumentError, JSON.stringify(o));
      assert.throws(() => new Search(o), InvalidArgumentError, JSON.stringify(o));
    }
    for (const o of [{ frontier: v }, { duplicates: v }, { weights: [v, 1] }]) {
      assert.throws(() => new Search(o), InvalidArgumentError, JSON.stringify(o));
    }
  }
});

test('events: every one checked before it becomes a bit, a mask 0..15 as it is', () => {
  const seen = new Set();
  new Search({ onEvent: (e) => { seen.add(e); return false; }, events: ['goal', 0] }).run('1 2 3 4 5 6 0 7 8');
  assert.deepEqual([...seen].sort(), ['expand', 'goal']);
  // 1 << 32 is 1 and 1 << 35 is 8 in JavaScript: event 32 was expand, 35 goal
  for (const e of [32, 35, 4, -1, 2 ** 40]) {
    assert.throws(() => new Search({ onEvent: () => false, events: ['expand', e] }),
      (x) => x instanceof InvalidArgumentError &&
        x.message === `invalid argument: event ${e} is out of range (0..3: expand, generate, duplicate, goal)`, String(e));
  }
  for (const e of [1.5, NaN, true, null, 1n]) {
    assert.throws(() => new Search({ onEvent: () => false, events: [e] }), TypeError, String(e));
  }
  // a mask was truncated (2.5 as 2: generate) and wrapped (2**32 + 1 as 1: expand; 1e100 as 0)
  for (const mask of [2.5, 2 ** 32 + 1, 1e100, -1, 16, NaN, Infinity]) {
    assert.throws(() => new Search({ onEvent: () => false, events: mask }),
      (x) => x instanceof InvalidArgumentError || x instanceof TypeError, String(mask));
  }
  assert.throws(() => new Search({ onEvent: () => false, events: 16 }), /event mask 0x10 has bits beyond P8_EVENT_ALL/);
});

test('Table: distances out of range are InvalidArgumentError', () => {
  const t = new Table();
  try {
    for (const d of [32, 2 ** 32, 2 ** 40]) {            // the C library's sentence (issue 19)
      assert.throws(() => t.randomBoard(d, 1), { name: 'InvalidArgumentError',
        message: `invalid argument: no board is ${d} moves from the goal (the farthest are 31)` });
    }
    for (const v of HUGE) assert.throws(() => t.randomBoard(v, 1), InvalidArgumentError, String(v));
  } finally {
    t.free?.();
  }
});

test('frontier(n) for any n returns at most the live entries', () => {
  const s = new Search({ algorithm: 'bfs' });
  const gen = s.steps(TEXTBOOK, null, 50);
  gen.next();
  const all = s.frontier();
  assert.ok(all.length > 10);
  assert.deepEqual(s.frontier(2 ** 40), all);
  assert.deepEqual(s.frontier(Number.MAX_SAFE_INTEGER), all);
  assert.deepEqual(s.frontier(3), all.slice(0, 3));
  gen.return();
  s.free();
});

// The header's P8_API declarations, as signatures.js letters.
function headerSignatures() {
  const here = fileURLToPath(new URL('.', import.meta.url));
  let h = readFileSync(`${here}/../../../include/puzzle8.h`, 'utf8');
  h = h.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^#.*$/gm, '');
  const out = {};
  const kinds = { int: 'i', 'unsigned int': 'u', uint32_t: 'u', size_t: 'u', uint64_t: 'U', double: 'd' };
  for (const m of h.matchAll(/P8_API\s+([^;{]*?)\(([^;]*?)\)\s*;/g)) {
    const name = m[1].trim().match(/(\w+)$/)[1];
    const params = m[2].replace(/\s+/g, ' ').trim();
    out[name] = params === 'void' ? '' : params.split(',').map((p) => {
      p = p.trim();
      if (p.includes('*') || /^p8_\w+_fn\b/.test(p)) return 'p';
      const type = p.slice(0, p.lastIndexOf(' '));
      if (!(type in kinds)) throw new Error(`${name}: parameter type ${type} has no letter`);
      return kinds[type];
    }).join('');
  }
  return out;
}

test('signatures.js is the header\'s list of functions and parameter types', () => {
  const want = headerSignatures();
  assert.ok(Object.keys(want).length > 100);
  assert.deepEqual({ ...SIGNATURES }, want);
});
