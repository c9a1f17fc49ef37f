// SPDX-License-Identifier: MIT
// The field's heuristics, pattern databases (PatternDatabase, dominance) and the board layouts
// (fromPositions, positions, fromColumns, transpose, swap), against this file's own
// computations, the exact distances of a Table and the C tool (PUZZLE8_BIN) where it says the
// same thing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  Board, BoardError, InvalidArgumentError, PatternDatabase, Search, Table, UnsolvableError,
  checkHeuristic, dominance, solve,
} from '../puzzle8.js';
import { holdPdb, releasePdb } from '../pdb.js';   // the C block's holds (white box)

const CLI = process.env.PUZZLE8_BIN;
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const DATA = process.env.P8_DATA_DIR ?? fileURLToPath(new URL('../../../test/data', import.meta.url));
const SAMPLES = readFileSync(`${DATA}/sample_goal_123456780.txt`, 'utf8').split('\n')
  .filter((l) => l.trim() && !l.startsWith('#')).slice(0, 30)
  .map((l) => { const [t, n] = l.split('|'); return [t.trim().split(/\s+/).map(Number), Number(n)]; });

const cellOf = (tiles) => Object.fromEntries(tiles.map((t, i) => [t, i]));
function manhattan(s, g = GOAL) {
  const c = cellOf(g);
  return s.reduce((sum, t, i) => sum + (t ? Math.abs(Math.floor(i / 3) - Math.floor(c[t] / 3)) + Math.abs((i % 3) - (c[t] % 3)) : 0), 0);
}
/** Swaps with the blank, any tile, played out (the tile that belongs where the blank is goes
 *  there; with the blank home, it swaps with the first misplaced tile). */
function gaschnig(s, g = GOAL) {
  const t = [...s];
  let n = 0;
  while (t.some((x, i) => x !== g[i])) {
    const b = t.indexOf(0);
    const j = b !== g.indexOf(0) ? t.indexOf(g[b]) : t.findIndex((x, i) => x && x !== g[i]);
    [t[b], t[j]] = [t[j], t[b]];
    n++;
  }
  return n;
}
function euclidean(s, g = GOAL) {
  const c = cellOf(g);
  const sum = s.reduce((acc, t, i) => acc + (t ? Math.hypot(Math.floor(i / 3) - Math.floor(c[t] / 3), (i % 3) - (c[t] % 3)) : 0), 0);
  return Math.ceil(sum - 1e-9);
}

test('the new built-ins against this file\'s formulas and the exact distances', () => {
  const table = new Table();
  for (const [tiles] of SAMPLES) {
    const b = new Board(tiles);
    assert.equal(b.heuristic('gaschnig'), gaschnig(tiles), String(tiles));
    assert.equal(b.heuristic('euclidean'), euclidean(tiles), String(tiles));
    assert.ok(b.heuristic('euclidean') <= manhattan(tiles));
    const lc = b.heuristic('linear-conflict');
    const [corner, last, both] = ['corner-tiles', 'last-moves', 'corner-last-moves'].map((h) => b.heuristic(h));
    assert.ok(lc <= corner && corner <= both && lc <= last && last <= both, String(tiles));
    assert.ok(both <= table.distance(b));
  }
  table.free();
  // slidingpuzzle's linear_conflict_distance on 3x3 (no corner term below 4x4)
  for (const [text, want] of [['213456780', 6], ['423156780', 6], ['213456708', 5], ['123654780', 8]]) {
    assert.equal(new Board(text).heuristic('last-moves'), want, text);
  }
});

test('checked as defined; A* optimal with each', () => {
  for (const h of ['gaschnig', 'euclidean']) assert.ok(checkHeuristic(h).consistent, h);
  for (const h of ['corner-tiles', 'last-moves', 'corner-last-moves']) {
    const c = checkHeuristic(h);
    assert.ok(c.admissible && !c.consistent, h);
    assert.equal(c.verdict.split('\n')[0], 'admissible but not consistent.');
  }
  assert.ok(dominance('euclidean', 'manhattan').b_dominates);
  assert.ok(dominance('gaschnig', 'misplaced').a_dominates);
  for (const h of ['gaschnig', 'euclidean', 'corner-tiles', 'last-moves', 'corner-last-moves']) {
    for (const [tiles, optimal] of SAMPLES.slice(0, 4)) assert.equal(solve(tiles, { heuristic: h }).length, optimal, h);
  }
});

test('a pattern database: figures, values, searches, checks', () => {
  const db = new PatternDatabase('1234/5678');
  assert.equal(db.name, 'pdb:1234/5678');
  assert.deepEqual(db.groups, [[1, 2, 3, 4], [5, 6, 7, 8]]);
  assert.equal(db.entries, 2 * 9 * 8 * 7 * 6 * 5);
  assert.ok(db.goal.equals(Board.goal()));
  const singles = new PatternDatabase([[1], [2], [3], [4], [5], [6], [7], [8]]);
  const exact = new PatternDatabase('12345678');
  for (const [tiles, optimal] of SAMPLES) {
    const v = db.value(tiles);
    assert.equal(db.groupValues(tiles).reduce((a, x) => a + x, 0), v);
    assert.ok(manhattan(tiles) <= v && v <= optimal, String(tiles));
    assert.equal(singles.value(tiles), manhattan(tiles));
    assert.equal(exact.value(tiles), optimal);
  }
  assert.throws(() => db.value('213456780'), UnsolvableError);
  for (const [tiles, optimal] of SAMPLES.slice(0, 8)) {
    assert.equal(solve(tiles, { heuristic: db }).length, optimal);
    assert.equal(solve(tiles, { heuristic: 'pdb:123/456/78' }).length, optimal);
    const s = new Search({ algorithm: 'idastar', heuristic: db });
    assert.equal(s.run(tiles).length, optimal);
    s.free();
  }
  assert.equal(solve('2 8 3 1 6 4 7 0 5', '1 2 3 8 0 4 7 6 5', { heuristic: 'pdb:1234/5678' }).length, 5);
  assert.throws(() => new Search({ heuristic: 'pdb:1234/5678' }), InvalidArgumentError);
  const c = checkHeuristic(db);
  assert.ok(c.admissible && c.consistent);
  assert.ok(dominance(db, 'manhattan').a_dominates);
  assert.equal(dominance(singles, 'manhattan').equal, 181440);
  if (CLI) {
    const out = execFileSync(CLI, ['check-heuristic', 'pdb:1234/5678'], { encoding: 'utf8' });
    assert.equal(Number(/^ {2}sum_h +(\d+)$/m.exec(out)[1]), c.findings.sum_h);
  }
  db.free();
  assert.throws(() => db.value('123456780'), InvalidArgumentError);
  singles.free();
  exact.free();
});

test('a pattern database freed while a search holds it: the search keeps it until it lets go', () => {
  const board = '8 6 7 2 5 4 3 0 1';
  const expanded = (r) => r.stats.expanded;
  // the C block of a database, seen through its hold: h is 0 once it is freed
  const holdOf = (p) => { const hold = holdPdb(p); releasePdb(hold); return hold; };
  const db = new PatternDatabase('1234/5678');
  const dbHold = holdOf(db);
  const s = new Search({ heuristic: db });
  const first = s.run(board);
  db.free();                                   // the search still holds it: the C block stays
  assert.notEqual(dbHold.h, 0);
  assert.throws(() => db.value(board), InvalidArgumentError);
  assert.throws(() => new Search({ heuristic: db }), InvalidArgumentError);
  // other databases now: were the block freed, one could take its place (one did: 181,438
  // expansions, the blind search's, instead of 110)
  const others = Array.from({ length: 4 }, () => new PatternDatabase('1234/5678', '0 1 2 3 4 5 6 7 8'));
  const again = s.run(board);
  assert.equal(again.length, first.length);
  assert.equal(expanded(again), expanded(first));
  // freed from inside a run (its event callback), another built at once: the run goes on with it
  const t = new PatternDatabase('1234/5678');
  const tHold = holdOf(t);
  let events = 0;
  const u = new Search({ heuristic: t, onEvent: () => {
    if (++events === 1) { t.free(); others.push(new PatternDatabase('1234/5678', '0 1 2 3 4 5 6 7 8')); }
    return false;
  } });
  assert.equal(expanded(u.run(board)), expanded(first));
  assert.equal(expanded(u.run(board)), expanded(first));
  // dominance() with a JavaScript heuristic that frees the database it is compared with (it
  // compared 2 boards equal instead of every one); the call held it, and lets go at its end
  const d = new PatternDatabase([[1], [2], [3], [4], [5], [6], [7], [8]]);
  const dHold = holdOf(d);
  let calls = 0;
  const m = (st) => {        // Manhattan distance to GOAL (tile t's goal cell is t - 1), fast
    if (++calls === 1) { d.free(); others.push(new PatternDatabase([[1], [2, 3], [4, 5, 6, 7, 8]])); }
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      if (st[i]) sum += Math.abs(((i / 3) | 0) - (((st[i] - 1) / 3) | 0)) + Math.abs((i % 3) - ((st[i] - 1) % 3));
    }
    return sum;
  };
  assert.equal(dominance(d, m).equal, 181440);
  assert.equal(dHold.h, 0);
  // the searches let go: a new heuristic, a new algorithm (a preset), free(); then the block goes
  s.configure({ heuristic: 'manhattan' });
  assert.equal(dbHold.h, 0);
  assert.notEqual(tHold.h, 0);
  u.configure({ algorithm: 'astar' });
  assert.equal(tHold.h, 0);
  const p = new PatternDatabase('12/34');
  const pHold = holdOf(p);
  const q = new Search({ heuristic: p });
  p.free();
  assert.equal(q.run(board).length, first.length);
  assert.notEqual(pHold.h, 0);
  q.free();
  assert.equal(pHold.h, 0);
  for (const x of others) x.free();
  s.free();
  u.free();
});

test('bad groups: the library\'s reasons', () => {
  for (const [groups, why] of [['1234/4', 'tile 4 is in groups 1 and 2'], ['', 'empty text'],
    ['12x', "unexpected character 'x' at column 3"], [[[1, 2], [2]], 'tile 2 is in groups 1 and 2'],
    [[[0, 1]], 'group 1 holds the blank'], [[[]], 'group 1 is empty'], [[], 'no groups'],
    [[[1, 40]], 'groups hold tiles 1-8']]) {
    assert.throws(() => new PatternDatabase(groups), (e) => e instanceof InvalidArgumentError && e.message.includes(why), JSON.stringify(groups));
  }
  assert.throws(() => new PatternDatabase(['12', '34']), TypeError);
});

test('hostile groups: NUL, a huge text, every element of the arrays checked', () => {
  const nul = 'invalid argument: bad pattern database groups: unexpected NUL character';
  for (const call of [() => new PatternDatabase('12\u000034'), () => solve('1 2 3 4 5 6 0 7 8', { heuristic: 'pdb:12\u000034' }),
    () => checkHeuristic('pdb:1\u0000/2'), () => dominance('pdb:1/2\u0000', 'manhattan')]) {
    assert.throws(call, (e) => e instanceof InvalidArgumentError && e.message === nul);
  }
  // a huge text is quoted cut short (as the command quotes what was typed), with the reason
  for (const [text, why] of [['1'.repeat(1e7), 'tile 1 appears twice in group 1'],
    [`pdb:12/${'3'.repeat(1e6)}`, 'tile 3 appears twice in group 2'],
    [`${'\u{1F600}'.repeat(1e5)}`, "unexpected character '\\xf0' at column 1"]]) {
    assert.throws(() => new PatternDatabase(text), (e) => e instanceof InvalidArgumentError &&
      e.message.length < 300 && e.message.includes('..."') && e.message.endsWith(why), text.slice(0, 20));
  }
  for (const call of [() => new Search({ heuristic: `pdb:${'1'.repeat(1e6)}` }), () => new Search({ heuristic: 'x'.repeat(1e6) }),
    () => new Search({ algorithm: 'x'.repeat(1e6) }), () => new Search({ frontier: 'x'.repeat(1e6) }),
    () => new Search({ onEvent: () => false, events: ['x'.repeat(1e6)] }), () => Board.goal().heuristic('x'.repeat(1e6)),
    () => Board.goal().move('x'.repeat(1e6)), () => checkHeuristic('x'.repeat(1e6)), () => dominance('x'.repeat(1e6), 'zero'),
    () => new PatternDatabase(['1'.repeat(1e6)])]) {
    assert.throws(call, (e) => e.message.length < 300, call.toString());
  }
  // every tile checked before it becomes a bit: twice in a group (the text form's sentence; it
  // was merged), a float, beyond 32 bits, not an integer
  for (const [groups, why] of [[[[1, 1, 2], [3]], 'tile 1 appears twice in group 1'],
    [[[1], [3, 4, 4]], 'tile 4 appears twice in group 2'],
    [[[1, 2 ** 32 + 2]], 'group 1 holds 4294967298: groups hold tiles 1-8']]) {
    assert.throws(() => new PatternDatabase(groups),
      (e) => e instanceof InvalidArgumentError && e.message.endsWith(why), JSON.stringify(groups));
  }
  for (const groups of [[[1, 2.7]], [[1, true]], [[1, '2']], [[1, 2n]], [[1, NaN]], [[1], 2], [[1, null]]]) {
    assert.throws(() => new PatternDatabase(groups), TypeError, String(groups));
  }
});

test('boards from positions, column by column, with two tiles swapped', () => {
  const b = Board.fromPositions([2, 4, 8, 7, 1, 0, 3, 6, 5]);    // aima-java's 5 4 0 / 6 1 8 / 7 3 2
  assert.deepEqual([...b.tiles], [5, 4, 0, 6, 1, 8, 7, 3, 2]);
  assert.deepEqual(b.positions(), [2, 4, 8, 7, 1, 0, 3, 6, 5]);
  for (const [tiles] of SAMPLES) {
    const p = new Board(tiles).positions();
    assert.deepEqual(p, [0, 1, 2, 3, 4, 5, 6, 7, 8].map((t) => tiles.indexOf(t)));
    assert.deepEqual([...Board.fromPositions(p).tiles], tiles);
    const t = new Board(tiles).transpose();
    assert.deepEqual([...t.tiles], [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => tiles[3 * (i % 3) + Math.floor(i / 3)]));
    assert.equal(new Board(tiles).swap(1, 2).solvable(), false);
  }
  for (const [bad, why] of [[[0, 0, 1, 2, 3, 4, 5, 6, 7], 'the blank and tile 1 are both on cell 0'],
    [[9, 1, 2, 3, 4, 5, 6, 7, 8], 'cell 9 of the blank is out of range (0-8)'], [[0, 1, 2], '3 positions, expected 9']]) {
    assert.throws(() => Board.fromPositions(bad), (e) => e instanceof BoardError && e.reason.includes(why));
  }
  assert.ok(Board.fromColumns('1 4 7 2 5 8 3 6 0').equals(Board.goal()));
  assert.equal(Board.goal().transpose().format(), '1 4 7 2 5 8 3 6 0');
  assert.equal(Board.goal().swap(7, 8).format(), '1 2 3 4 5 6 8 7 0');
  for (const [x, y] of [[0, 1], [3, 3], [1, 9], [1.5, 2]]) assert.throws(() => Board.goal().swap(x, y), InvalidArgumentError);
  if (CLI) {
    const out = execFileSync(CLI, ['distance', '--positions', b.positions().join(' ')], { encoding: 'utf8' });
    assert.match(out, new RegExp(`^board: +${b.tiles.join(' ')}$`, 'm'));
  }
});
