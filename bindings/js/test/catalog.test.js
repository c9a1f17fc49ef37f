// SPDX-License-Identifier: MIT
// The configuration table from JavaScript: choices, choice, algorithmInfo, heuristicInfo,
// options, and a search's options by name (setOption, option, optionUsed): the same names,
// labels and sentences as the C library, which the command and Python also use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ALGORITHMS, DUPLICATES, EVENTS, FRONTIERS, HEURISTICS, CHOICE_KINDS, InvalidArgumentError, Search,
  algorithmInfo, choice, choices, heuristicInfo, options, solve,
} from '../puzzle8.js';

test('the lists are the library\'s, each value named, labelled and explained', () => {
  assert.deepEqual(choices('algorithm').map((c) => c.name), [...ALGORITHMS]);
  assert.deepEqual(choices('heuristic').map((c) => c.name), [...HEURISTICS]);
  assert.deepEqual(choices('frontier').map((c) => c.name), [...FRONTIERS]);
  assert.deepEqual(choices('duplicates').map((c) => c.name), [...DUPLICATES]);
  assert.deepEqual(choices('event').map((c) => c.name), [...EVENTS]);
  assert.deepEqual(choices('limit').map((c) => c.name), ['max-expansions', 'max-depth', 'max-memory', 'max-time']);
  for (const kind of CHOICE_KINDS) {
    choices(kind).forEach((c, i) => {
      assert.equal(c.value, i);
      assert.ok(c.label.length > 0 && c.summary.endsWith('.'), `${kind} ${c.name}`);
      assert.deepEqual(choice(kind, c.name.toUpperCase()), c);
      assert.deepEqual(choice(kind, i), c);
      for (const a of c.aliases) assert.equal(choice(kind, a).value, i);
    });
  }
  assert.equal(choice('algorithm', 'ids').label, 'IDS');
  assert.equal(choice('algorithm', 'A*').name, 'astar');
  assert.equal(choice('heuristic', 'h1').name, 'misplaced');
});

test('unknown names, numbers out of range, NUL and long text are refused', () => {
  for (const [kind, name] of [['algorithm', 'nope'], ['algorithm', 'a*\0'], ['algorithm', 11],
    ['algorithm', 2.7], ['algorithm', -1], ['colour', 'red']]) {
    assert.throws(() => choice(kind, name), InvalidArgumentError, `${kind} ${name}`);
  }
  try {
    choice('algorithm', 'x'.repeat(1e6));
  } catch (err) {
    assert.ok(err.message.length < 400);
  }
});

test('algorithmInfo is each preset as a search gets it, heuristicInfo the flags', () => {
  assert.deepEqual({ ...algorithmInfo('ida*'), weights: [...algorithmInfo('ida*').weights] }, {
    name: 'idastar', frontier: 'lifo', weights: [1, 1], duplicates: 'parent', reopen: true,
    heuristic: 'manhattan', driver: 'deepen-f', optimal: true, memory: 'path',
  });
  for (const name of ALGORITHMS) {
    const s = new Search({ algorithm: name });
    const info = algorithmInfo(name);
    assert.deepEqual([s.option('frontier'), s.option('duplicates'), s.option('driver'), s.option('weights')],
      [info.frontier, info.duplicates, info.driver, info.weights.join(',')]);
    s.free();
  }
  assert.equal(algorithmInfo('greedy').optimal, false);
  assert.deepEqual(heuristicInfo('corner-tiles'), { name: 'corner-tiles', admissible: true, consistent: false });
});

test('options by name: set, read back, refused with the library\'s sentence, used or not', () => {
  assert.equal(options()[0].name, 'algorithm');
  assert.equal(options().find((o) => o.name === 'weights').argument, 'WG,WH');
  const s = new Search();
  s.setOption('algorithm', 'IDS');
  assert.equal(s.algorithm, 'iddfs');
  s.setOption('algorithm', 'astar').setOption('heuristic', 'h1').setOption('weights', [1, 2])
    .setOption('reopen', false).setOption('max-depth', 20);
  assert.deepEqual(['heuristic', 'weights', 'reopen', 'max-depth'].map((n) => s.option(n)),
    ['misplaced', '1,2', 'off', '20']);
  s.setOption('max-depth', null).setOption('weights', [1, 1]);
  assert.equal(s.option('max-depth'), 'none');
  assert.equal(s.run('806547231').length, solve('806547231', { heuristic: 'misplaced' }).length);
  assert.throws(() => s.setOption('heuristic', 'euclid\nPASS'),
    (e) => e instanceof InvalidArgumentError && e.message.includes('unknown heuristic "euclid\\x0aPASS": one of zero,'));
  assert.throws(() => s.setOption('colour', 'red'), /unknown option "colour"/);
  assert.throws(() => s.setOption('seed', '1\0'), InvalidArgumentError);
  assert.throws(() => s.option('colour'), InvalidArgumentError);
  assert.equal(s.option('heuristic'), 'misplaced');
  const bfs = new Search({ algorithm: 'bfs' });
  const u = bfs.optionUsed('weights');
  assert.equal(u.used, false);
  assert.match(u.why, /fifo frontier/);
  assert.deepEqual(new Search({ algorithm: 'smastar' }).optionUsed('node-budget'), { used: true, why: '' });
  assert.throws(() => bfs.optionUsed('colour'), InvalidArgumentError);
});
