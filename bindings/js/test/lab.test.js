// SPDX-License-Identifier: MIT
// The parts of the binding the browser lab (web/) uses: stepping, pictures (Board.svg,
// Result.svg, Tree), the exact distance table and the heuristic checker with a JavaScript
// heuristic, the duplicate policy and the random walk's seed. Each is compared with the C
// library's command-line tool (PUZZLE8_BIN) for the same input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Board, Search, Table, Tree, checkHeuristic, CHECK_NAMES, DUPLICATES, InvalidArgumentError,
  LimitReached, UnsolvableError, effectiveBranching,
} from '../puzzle8.js';
import { CLI, CLI_MISSING } from './cli.js';

const cli = (...args) => execFileSync(CLI, args, { maxBuffer: 1 << 26 }).toString();
const START = '724506831';
const GOAL = '012345678';

function withTmp(fn) {
  const dir = mkdtempSync(join(tmpdir(), 'p8-js-lab-'));
  try {
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('Board.svg is the C tool\'s picture; solvableWhy is its sentence', { skip: CLI_MISSING }, () => {
  withTmp((dir) => {
    cli('draw', '--moved', '3', '--svg', join(dir, 'b.svg'), START);
    assert.equal(new Board(START).svg(3), readFileSync(join(dir, 'b.svg'), 'utf8'));
  });
  for (const [a, b] of [[START, '123456780'], [START, '123456708'], ['806547231', GOAL]]) {
    const reason = cli('check', a, b).match(/^reason:\s+(.*)$/m)[1];
    const got = new Board(a).solvableWhy(b);
    assert.equal(got.why, reason);
    assert.equal(got.solvable, new Board(a).solvable(b));
  }
  assert.throws(() => new Board(START).svg(9), InvalidArgumentError);
});

test('start() and step(): one expansion at a time gives run()\'s result', () => {
  for (const algorithm of ['astar', 'bfs', 'idastar', 'bibfs']) {
    const whole = new Search({ algorithm }).run(START, GOAL);
    const s = new Search({ algorithm });
    s.start(START, GOAL);
    let r = null;
    let steps = 0;
    while ((r = s.step(1)) === null) {
      steps++;
      assert.equal(s.stat('expanded'), steps, `${algorithm}: one expansion a step`);
    }
    assert.equal(r.moves, whole.moves);
    assert.equal(r.stats.expanded, whole.stats.expanded);
    assert.equal(r.stats.generated, whole.stats.generated);
    assert.equal(s.result, r);
    s.free();
  }
  const s = new Search({ algorithm: 'astar', maxExpansions: 3 });
  s.start(START, GOAL);
  assert.equal(s.step(2), null);
  assert.throws(() => s.step(5), (e) => e instanceof LimitReached && e.result.stats.expanded === 3);
  assert.throws(() => s.start(START, '021345678'), UnsolvableError);
  assert.throws(() => s.step(-1), InvalidArgumentError);
});

test('Result.svg and Tree.svg are the C tool\'s pictures', { skip: CLI_MISSING }, () => {
  withTmp((dir) => {
    const s = new Search({ algorithm: 'bfs' });
    const tree = new Tree(5);
    const r = s.run(START, GOAL, { tree });
    cli('tree', '--algorithm', 'bfs', '--expansions', '5', '--goal', GOAL, '--svg', join(dir, 't.svg'), START);
    assert.equal(tree.count, 13);
    assert.equal(tree.svg(r), readFileSync(join(dir, 't.svg'), 'utf8'));
    assert.match(tree.dot(r), /^digraph search_tree \{$/m);
    cli('solve', '--goal', GOAL, '--svg', join(dir, 's.svg'), START);
    const a = new Search({ algorithm: 'astar' }).run(START, GOAL);
    assert.equal(a.svg(), readFileSync(join(dir, 's.svg'), 'utf8'));
    a.free();
    assert.throws(() => a.svg(), InvalidArgumentError);
    assert.equal(a.moves.length, 26);                 // the data outlives free()
    tree.free();
    assert.throws(() => tree.svg(), InvalidArgumentError);
  });
});

test('Table: histogram, distance and random boards at a distance are the C tool\'s', { skip: CLI_MISSING }, () => {
  const t = new Table(GOAL);
  const hist = cli('histogram', '--goal', GOAL).split('\n').map((l) => l.match(/^\s*(\d+)\s+(\d+)\s*$/))
    .filter(Boolean).map((m) => Number(m[2]));
  assert.deepEqual(t.histogram(), hist);
  assert.equal(t.states, 181440);
  assert.equal(t.distance(START), 26);
  assert.throws(() => t.distance('021345678'), UnsolvableError);
  for (const [d, seed] of [[0, 1], [20, 7], [26, 123456789], [t.maxDistance, 5]]) {
    const want = cli('random', '--distance', String(d), '--seed', String(seed), '--goal', GOAL, '--format', 'compact').trim();
    assert.equal(t.randomBoard(d, seed).compact(), want);
    assert.equal(t.distance(t.randomBoard(d, seed)), d);
  }
  assert.throws(() => t.randomBoard(t.maxDistance + 1, 1), InvalidArgumentError);
  t.free();
});

test('checkHeuristic: built-ins and JavaScript heuristics, as the C checker says', { skip: CLI_MISSING }, () => {
  const t = new Table();
  const out = cli('check-heuristic', 'misplaced');
  const manhattan = (s, g) => s.reduce((d, x, i) => {
    if (x === 0) return d;
    const w = g.indexOf(x);
    return d + Math.abs(Math.floor(i / 3) - Math.floor(w / 3)) + Math.abs((i % 3) - (w % 3));
  }, 0);
  const builtin = checkHeuristic('misplaced', { table: t });
  for (const name of CHECK_NAMES) {
    const m = out.match(new RegExp(`^\\s+${name}\\s+(\\S+)$`, 'm'));
    assert.ok(m, name);
    assert.equal(m[1] === '-' ? 362880 : Number(m[1]), builtin.findings[name], name);
  }
  assert.equal(builtin.verdict, out.split('verdict:\n')[1].split('\n').map((l) => l.trim()).filter(Boolean).join('\n'));
  assert.deepEqual(checkHeuristic(manhattan, { table: t }).findings, checkHeuristic('manhattan').findings);
  const twice = checkHeuristic((s, g) => 2 * manhattan(s, g), { table: t });
  assert.equal(twice.admissible, false);
  assert.equal(twice.consistent, false);
  assert.ok(twice.worst instanceof Board);
  assert.equal(twice.findings.worst_h - twice.findings.worst_distance, twice.findings.worst_overestimate);
  assert.equal(2 * manhattan(twice.worst.tiles, t.goal.tiles), twice.findings.worst_h);
  assert.equal(t.distance(twice.worst), twice.findings.worst_distance);
  let calls = 0;
  assert.throws(() => checkHeuristic(() => { calls++; throw new RangeError('boom'); }, { table: t }), /boom/);
  assert.equal(calls, 1);
  assert.throws(() => checkHeuristic('nope'), InvalidArgumentError);
});

test('duplicates and seed options: the C tool\'s counts', { skip: CLI_MISSING }, () => {
  assert.deepEqual(DUPLICATES, ['none', 'parent', 'path', 'graph', 'graph-undo', 'closed']);
  const get = (out, k) => Number(out.match(new RegExp(`^${k}:\\s+(\\S+)`, 'm'))[1]);
  const board = '123456780';
  const start = new Board(board).scramble(10, 3).compact();
  const out = cli('solve', '--algorithm', 'iddfs', '--duplicates', 'path', start);
  const r = new Search({ algorithm: 'iddfs', duplicates: 'path' }).run(start);
  assert.equal(r.stats.expanded, get(out, 'expanded'));
  assert.equal(r.stats.duplicates, get(out, 'duplicates'));
  const walk = cli('solve', '--algorithm', 'random-walk', '--seed', '42', start);
  const w = new Search({ algorithm: 'random-walk', seed: 42 }).run(start);
  assert.equal(w.length, get(walk, 'length'));
  assert.throws(() => new Search({ duplicates: 'sometimes' }), InvalidArgumentError);
});

test('eventNode() gives the ids of frontier() and of the C tool\'s trace; traceHeader() is its header', () => {
  withTmp((dir) => {
    for (const algorithm of ['astar', 'bfs', 'bibfs', 'idastar']) {
      const events = [];
      let frontierIds = null;
      const s = new Search({
        algorithm,
        maxExpansions: 6,
        onEvent: (event) => {
          const n = s.eventNode();
          events.push([event, n.id, n.parent, n.g, n.h, n.key, n.side]);
          if (event === 'expand' && frontierIds === null && events.filter((e) => e[0] === 'expand').length === 4) {
            frontierIds = s.frontier().map((e) => e.id);
          }
          return false;
        },
      });
      const header = s.traceHeader(START, GOAL);
      assert.throws(() => s.run(START, GOAL), LimitReached);
      try {   // exit status 1: the limit ends the run
        cli('solve', '--algorithm', algorithm, '--max-expansions', '6', '--goal', GOAL, '--trace', join(dir, 't.jsonl'), START);
      } catch (e) {
        assert.equal(e.status, 1, String(e.stderr));
      }
      const lines = readFileSync(join(dir, 't.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
      assert.deepEqual(JSON.parse(header), lines[0], `${algorithm}: the header line`);
      assert.equal(header, `${readFileSync(join(dir, 't.jsonl'), 'utf8').split('\n')[0]}\n`);
      const traced = lines.filter((l) => l.type === 'event').map((l) => [l.event, l.id, l.parent, l.g, l.h, l.key, l.side]);
      assert.deepEqual(events, traced, `${algorithm}: the events' nodes`);
      // every id the frontier listed is a node the events generated
      const made = new Set(events.filter((e) => e[0] === 'generate' || e[1] !== null).map((e) => e[1]));
      assert.ok(frontierIds.length > 0 && frontierIds.every((id) => made.has(id)), `${algorithm}: frontier ids`);
      assert.throws(() => s.eventNode(), InvalidArgumentError);
      s.free();
    }
  });
});

test('start() rethrows what the heuristic threw for the start; frontierLive counts frontier()', () => {
  const s = new Search({ heuristic: () => Number.NaN });
  assert.throws(() => s.start(START, GOAL), (e) => e instanceof RangeError && /NaN/.test(e.message));
  s.free();
  const t = new Search({ algorithm: 'astar' });
  t.start(START, GOAL);
  t.step(20);
  assert.equal(t.frontierLive, t.frontier().length);
  assert.ok(t.frontierLive > 10);
  t.step(0);
  assert.throws(() => t.frontierLive, InvalidArgumentError);
  t.free();
});

test('limitWhy(): the library\'s paragraph when the memory or time limit ended a run (p8_search_limit_why)', () => {
  const s = new Search({ algorithm: 'bfs', duplicates: 'none', maxMemory: 1 << 20 });
  assert.throws(() => s.limitWhy(), InvalidArgumentError);            // no run yet
  s.start('867254301', '123456780');
  let depth = 0;
  let err = null;
  try {
    while (s.step(2000) === null) depth = s.frontier(1)[0].g;     // the first n: no count of all
  } catch (e) {
    err = e;
  }
  assert.ok(err instanceof LimitReached, String(err));
  const generated = s.stat('generated');
  const why = s.limitWhy(depth, 31);
  assert.ok(why.startsWith('Breadth-first tree search (duplicates none) stopped at its memory limit of 1 MiB after ' +
    `${s.stat('expanded').toLocaleString('en-US')} expansions in `), why);
  assert.ok(why.includes(`it had made ${generated.toLocaleString('en-US')} nodes`), why);
  assert.ok(why.includes(`b* of ${effectiveBranching(generated, depth + 1).toFixed(2)},`), why);
  assert.ok(why.includes('a solution 31 moves deep') && why.includes('Try graph search'), why);
  assert.ok(!s.limitWhy(0, 0).includes('b*'));
  for (const bad of [[-1, 0], [1.5, 0], [0, 32], [0, -1], [2 ** 32, 0]]) {
    assert.throws(() => s.limitWhy(...bad), InvalidArgumentError, String(bad));
  }
  s.configure({ maxMemory: 2n ** 64n - 1n, maxExpansions: 5 });     // another limit: nothing to explain
  s.start(START, GOAL);
  assert.throws(() => s.step(0), LimitReached);
  assert.throws(() => s.limitWhy(), InvalidArgumentError);
  s.free();
});

test('frontier(n) lists the first n of frontier()', () => {
  for (const algorithm of ['bfs', 'dfs', 'astar', 'bibfs']) {
    const s = new Search({ algorithm });
    s.start(START, GOAL);
    s.step(30);
    const all = s.frontier();
    for (const n of [0, 1, 3, all.length, all.length + 5]) {
      assert.deepEqual(s.frontier(n).map((e) => [e.id, e.g, e.h, e.key, e.side]),
        all.slice(0, n).map((e) => [e.id, e.g, e.h, e.key, e.side]), `${algorithm} ${n}`);
    }
    s.free();
  }
});
