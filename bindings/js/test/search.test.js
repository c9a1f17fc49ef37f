// SPDX-License-Identifier: MIT
// solve() and Search: counts equal the C library's (its command-line tool, PUZZLE8_BIN) for the
// same configuration, JavaScript heuristics and event callbacks, every way a run ends, errors
// as exceptions, callbacks that throw, re-entry, stepping, and optimal lengths against the
// instance sets of test/data (or P8_DATA_DIR).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  Board, Search, solve, ALGORITHMS, BusyError, Canceled, InvalidArgumentError, LimitReached,
  SearchStopped, UnsolvableError, Error as P8Error, Result,
} from '../puzzle8.js';
import { CLI, CLI_MISSING } from './cli.js';

const BOARDS = ['806547231', '123456708', '867254301', '413726580', '123456780'];

function manhattan(state, goal) {
  let d = 0;
  for (let i = 0; i < 9; i++) {
    if (state[i] === 0) continue;
    const w = goal.indexOf(state[i]);
    d += Math.abs(Math.floor(i / 3) - Math.floor(w / 3)) + Math.abs((i % 3) - (w % 3));
  }
  return d;
}

// What the C tool prints for a solve: moves, length and the counts.
function cliSolve(args) {
  let out;
  try {
    out = execFileSync(CLI, ['solve', ...args], { maxBuffer: 1 << 26 }).toString();
  } catch (e) {
    out = e.stdout.toString();
  }
  const get = (k) => (out.match(new RegExp(`^${k}:\\s+(\\S*)`, 'm')) || [])[1];
  const moves = get('moves') ?? '';
  return { moves: moves.startsWith('(') ? '' : moves, length: Number(get('length')), expanded: Number(get('expanded')),
    generated: Number(get('generated')), duplicates: Number(get('duplicates')),
    maxFrontier: Number(get('max frontier')), peakBytes: Number(get('peak bytes')) };
}

const same = (r, c, label) => {
  assert.equal(r.moves, c.moves, `${label}: moves`);
  assert.equal(r.length, c.length, `${label}: length`);
  for (const k of ['expanded', 'generated', 'duplicates', 'maxFrontier']) assert.equal(r.stats[k], c[k], `${label}: ${k}`);
};

// IDDFS and the random walk take seconds of CPU on the two deepest boards (31 moves each) in
// WebAssembly, and as long again in C: make check-full (P8_FULL=1) runs them there too.
const DEEP = ['806547231', '867254301'];
const boardsOf = (alg) => (process.env.P8_FULL === '1' || !['iddfs', 'random-walk'].includes(alg)
  ? BOARDS : BOARDS.filter((b) => !DEEP.includes(b)));

test('every algorithm: the same moves and counts as the C library', { skip: CLI_MISSING }, () => {
  for (const alg of ALGORITHMS) {
    for (const b of boardsOf(alg)) {
      const r = solve(b, { algorithm: alg });
      assert.ok(r instanceof Result && r.solved && r.status === 'P8_OK' && r.code === 0);
      same(r, cliSolve(['--algorithm', alg, b]), `${alg} ${b}`);
    }
  }
  const w = new Search({ weights: [1, 2], graph: true }).run('806547231');
  same(w, cliSolve(['--weights', '1,2', '806547231']), 'weighted A*');
  const t = new Search({ algorithm: 'astar', graph: false }).run('413726580');
  same(t, cliSolve(['--tree', '413726580']), 'A* tree search');
});

test('RBFS and SMA*: optimal, SMA*\'s node budget as the CLI\'s --node-budget', { skip: CLI_MISSING }, () => {
  for (const budget of [98, 500]) {
    const r = new Search({ algorithm: 'smastar', nodeBudget: budget }).run('867254301');
    assert.equal(r.length, 31);
    assert.ok(r.stats.maxFrontier <= budget);
    same(r, cliSolve(['--algorithm', 'smastar', '--node-budget', String(budget), '867254301']), `smastar ${budget}`);
  }
  assert.throws(() => new Search({ algorithm: 'smastar', nodeBudget: 20 }).run('867254301'),
    (e) => e instanceof LimitReached && /node budget of 20 is too small/.test(e.message));
  for (const bad of [0, -1]) {
    assert.throws(() => new Search({ algorithm: 'smastar', nodeBudget: bad }), InvalidArgumentError);
  }
  assert.throws(() => new Search({ algorithm: 'smastar', nodeBudget: 1.5 }), TypeError);
  for (const algorithm of ['rbfs', 'smastar']) {
    assert.throws(() => new Search({ algorithm, duplicates: 'graph' }).run('806547231'),
      (e) => e instanceof InvalidArgumentError && /tree search/.test(e.message));
  }
});

test('a JavaScript heuristic gives the built-in\'s run; the event callback sees every event', () => {
  const calls = { h: 0, expand: 0, generate: 0, duplicate: 0, goal: 0 };
  const s = new Search({
    heuristic: (st, g) => { calls.h++; return manhattan(st, g); },
    onEvent: (ev, state, g, h) => {
      calls[ev]++;
      assert.equal(state.length, 9);
      assert.ok(Number.isInteger(g) && Number.isInteger(h));
      return false;
    },
  });
  const r = s.run('806547231');
  const ref = solve('806547231');
  assert.equal(r.moves, ref.moves);
  for (const k of ['expanded', 'generated', 'duplicates', 'maxFrontier']) assert.equal(r.stats[k], ref.stats[k], k);
  assert.equal(calls.expand, r.stats.expanded);
  assert.equal(calls.generate, r.stats.generated);
  assert.equal(calls.duplicate, r.stats.duplicates);
  assert.equal(calls.goal, 1);
  assert.ok(calls.h > r.stats.expanded);
  const path = r.path;
  assert.equal(path.length, r.length + 1);
  assert.equal(path[0].compact(), '806547231');
  assert.ok(path.at(-1).equals(Board.goal()));
  assert.equal(path[0].apply(r.moves).compact(), '123456780');
  s.free();
});

test('a goal other than the default, with the event mask chosen by name', () => {
  const goal = new Board('012345678');
  let expands = 0;
  const r = new Search({ onEvent: () => { expands++; }, events: ['expand'] }).run('806547231', goal);
  assert.ok(r.path.at(-1).equals(goal));
  assert.equal(expands, r.stats.expanded);
  assert.equal(solve('806547231', goal).length, r.length);
  assert.equal(solve('806547231', '012345678', { algorithm: 'bfs' }).length, r.length);
});

test('runs that end without the goal throw, with the partial result', () => {
  assert.throws(() => solve('806547231', { maxExpansions: 10 }), (e) => e instanceof LimitReached &&
    e instanceof SearchStopped && e instanceof P8Error && e.code === -5 && e.status === 'P8_ELIMIT' &&
    e.result.stats.expanded === 10 && !e.result.solved && /expansion limit of 10/.test(e.message));
  assert.throws(() => solve('806547231', { maxExpansions: 10n }), LimitReached);
  assert.throws(() => solve('806547231', { algorithm: 'bfs', maxDepth: 5 }), (e) => e instanceof LimitReached &&
    e.result !== null);
  const s = new Search({ onEvent: (ev) => ev === 'expand', events: 'expand' });
  assert.throws(() => s.run('806547231'), (e) => e instanceof Canceled && e.result.stats.expanded === 1);
  assert.equal(s.result.status, 'P8_ECANCELED');
  assert.throws(() => solve('213456780'), (e) => e instanceof UnsolvableError && e.code === -4 &&
    /inversion/.test(e.message));
  assert.throws(() => solve('806547231', { algorithm: 'nope' }), InvalidArgumentError);
  assert.throws(() => solve('806547231', { heuristic: 'nope' }), InvalidArgumentError);
  assert.throws(() => solve('806547231', { maxExpansions: -1 }), InvalidArgumentError);
  assert.throws(() => new Search({ colour: 'red' }), TypeError);
});

test('an exception in a callback cancels the run and is rethrown; the search stays usable', () => {
  class Mine extends globalThis.Error {}
  let n = 0;
  const s = new Search({ heuristic: (st, g) => { if (++n === 50) throw new Mine('boom'); return manhattan(st, g); } });
  assert.throws(() => s.run('806547231'), Mine);
  assert.equal(s.result.status, 'P8_ECANCELED');
  n = -1e9;
  assert.equal(s.run('806547231').length, solve('806547231').length);
  const bad = new Search({ heuristic: () => -1 });
  assert.throws(() => bad.run('806547231'), RangeError);
  const badEv = new Search({ onEvent: () => { throw new TypeError('no'); } });
  assert.throws(() => badEv.run('806547231'), TypeError);
  assert.equal(badEv.result.code, -6);
});

test('a run from inside its own callback is BusyError; another search may run there', () => {
  let inner = null;
  let other = null;
  const s = new Search({
    onEvent: (ev) => {
      if (ev !== 'expand' || inner) return false;
      try { s.run('123456708'); } catch (e) { inner = e; }
      other = solve('123456708', { algorithm: 'bfs' });
      return false;
    },
    events: 'expand',
  });
  const r = s.run('806547231');
  assert.ok(inner instanceof BusyError, String(inner));
  assert.equal(other.length, 1);
  assert.equal(r.moves, solve('806547231').moves);
});

test('steps() yields snapshots and returns the result; breaking out cancels the run', () => {
  const s = new Search({ algorithm: 'bfs' });
  const it = s.steps('806547231', null, 1000);
  let snaps = 0;
  let last = 0;
  let step;
  while (!(step = it.next()).done) {
    snaps++;
    assert.ok(step.value.expanded >= last);
    last = step.value.expanded;
  }
  assert.equal(step.value.length, solve('806547231', { algorithm: 'bfs' }).length);
  assert.ok(snaps >= Math.floor(step.value.stats.expanded / 1000) - 1);
  for (const snap of s.steps('806547231', null, 10)) {
    assert.ok(snap.expanded > 0);
    break;
  }
  assert.equal(s.result.status, 'P8_ECANCELED');
  assert.throws(() => s.steps('806547231', null, 0).next(), InvalidArgumentError);
  s.free();
  assert.throws(() => s.run('806547231'), InvalidArgumentError);
});

test('optimal lengths equal the instance sets\' of test/data', (t) => {
  const dir = process.env.P8_DATA_DIR || new URL('../../../test/data', import.meta.url).pathname;
  const file = `${dir}/sample_goal_123456780.txt`;
  if (!existsSync(file)) { t.skip(`${file} not found`); return; }
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const s = new Search({ algorithm: 'astar', heuristic: 'linear-conflict' });
  let n = 0;
  for (const line of lines.slice(0, 200)) {
    const [start, moves] = line.split('|');
    assert.equal(s.run(start.trim()).length, Number(moves), start);
    n++;
  }
  assert.equal(n, Math.min(200, lines.length));
});

test('weightsUsed and frontierUsed are the library\'s answers for the configuration', () => {
  const want = {
    bfs: [false, 'fifo'], dfs: [false, 'lifo'], ucs: [true, 'bucket'], greedy: [true, 'bucket'],
    astar: [true, 'bucket'], iddfs: [false, 'lifo'], idastar: [true, 'lifo'], bibfs: [false, 'fifo'],
    'random-walk': [false, 'none'], rbfs: [true, 'none'], smastar: [true, 'none'],
  };
  assert.deepEqual(Object.keys(want), [...ALGORITHMS]);
  for (const [algorithm, used] of Object.entries(want)) {
    const s = new Search({ algorithm });
    assert.deepEqual([s.weightsUsed, s.frontierUsed], used, algorithm);
    s.free();
  }
  const s = new Search({ algorithm: 'dfs', frontier: 'heap' });
  assert.deepEqual([s.weightsUsed, s.frontierUsed], [true, 'heap']);
  s.configure({ algorithm: 'astar', frontier: 'lifo' });
  assert.deepEqual([s.weightsUsed, s.frontierUsed], [false, 'lifo']);
  s.configure({ algorithm: 'random-walk', frontier: 'heap' });
  assert.deepEqual([s.weightsUsed, s.frontierUsed], [false, 'none']);
  s.free();
  assert.throws(() => s.weightsUsed, InvalidArgumentError);
  assert.throws(() => s.frontierUsed, InvalidArgumentError);
});
