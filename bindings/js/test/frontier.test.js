// SPDX-License-Identifier: MIT
// search.frontier(n): the live frontier entries in take order (p8_search_frontier), between
// steps and inside event callbacks, and its errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Board, Search, Canceled, InvalidArgumentError, LimitReached, MOVES } from '../puzzle8.js';

const E20 = '734826510';
const E17 = '153740826';
const takeOrder = (a, b) => a.key - b.key || a.h - b.h || a.id - b.id;

test('A*: entries in take order; the first is the next node expanded', () => {
  const expanded = [];
  const s = new Search({ algorithm: 'astar', events: ['expand'], onEvent: (ev, st) => { expanded.push(st.join('')); } });
  let steps = 0;
  let next = null;
  const gen = s.steps(E20, null, 1);
  for (const snap of gen) {
    steps++;
    assert.equal(expanded.length, steps);
    if (next !== null) assert.equal(expanded.at(-1), next);
    const entries = s.frontier();
    assert.deepEqual([...entries].sort(takeOrder), entries);
    assert.ok(entries.length <= snap.frontier);                 // stale entries are left out
    assert.equal(new Set(entries.map((e) => e.id)).size, entries.length);
    assert.deepEqual(s.frontier(3), entries.slice(0, 3));
    assert.deepEqual(s.frontier(0), []);
    for (const e of entries) {
      assert.deepEqual(Object.keys(e), ['id', 'board', 'g', 'h', 'key', 'side', 'parent', 'move']);
      assert.ok(e.board instanceof Board);
      assert.equal(e.key, e.g + e.h);
      assert.equal(e.h, e.board.heuristic('manhattan'));
      assert.ok(MOVES.includes(e.move));
      assert.ok(e.parent < e.id);
      assert.equal(e.side, 0);
    }
    next = entries[0].board.tiles.join('');
  }
  assert.equal(s.result.length, 20);
  assert.ok(steps > 10);
  assert.throws(() => s.frontier(), InvalidArgumentError);    // the run has ended
  s.free();
});

test('FIFO and LIFO orders, bidirectional sides', () => {
  for (const [algorithm, up] of [['bfs', true], ['dfs', false]]) {
    const s = new Search({ algorithm, maxExpansions: 150 });
    assert.throws(() => {
      for (const snap of s.steps(E17, null, 7)) {
        const ids = s.frontier().map((e) => e.id);
        assert.deepEqual(ids, [...ids].sort((a, b) => (up ? a - b : b - a)), algorithm);
        assert.equal(ids.length, snap.frontier);
      }
    }, LimitReached);
    s.free();
  }
  const s = new Search({ algorithm: 'bibfs' });
  for (const _snap of s.steps(E20, null, 5)) {
    const sides = s.frontier().map((e) => e.side);
    assert.deepEqual(sides, [...sides].sort());
    assert.deepEqual(new Set(sides), new Set([0, 1]));
  }
  assert.equal(s.result.length, 20);
  s.free();
});

test('inside event callbacks, while run() stays busy', () => {
  const seen = [];
  const s = new Search({
    algorithm: 'bfs', maxExpansions: 40, events: ['expand', 'generate'],
    onEvent: (ev, st) => { seen.push([ev, st.join(''), s.frontier().map((e) => e.board.tiles.join(''))]); },
  });
  assert.throws(() => s.run(E17), LimitReached);
  assert.ok(seen.length > 40);
  for (const [ev, st, boards] of seen) if (ev === 'expand') assert.ok(!boards.includes(st));
  assert.ok(seen.some(([ev, st], i) => ev === 'generate' && i + 1 < seen.length && seen[i + 1][2].includes(st)));
  let inside = null;
  const t = new Search({ onEvent: () => { inside = t.frontier(5).length; return true; } });
  assert.throws(() => t.run(E17), Canceled);
  assert.equal(inside, 0);                                     // the root was taken
  s.free();
  t.free();
});

test('errors: no run, bad n, the random walk has no frontier', () => {
  const s = new Search();
  assert.throws(() => s.frontier(), (e) => e instanceof InvalidArgumentError && /no run is in progress/.test(e.message));
  assert.throws(() => s.frontier(-1), InvalidArgumentError);
  assert.throws(() => s.frontier(1.5), InvalidArgumentError);
  s.configure({ algorithm: 'random-walk', maxExpansions: 10 });
  const gen = s.steps(E17, null, 3);
  gen.next();
  assert.deepEqual(s.frontier(), []);
  gen.return();
  s.free();
  assert.throws(() => s.frontier(), InvalidArgumentError);    // freed
});
