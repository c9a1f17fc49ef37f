// SPDX-License-Identifier: MIT
// experiment(): the C library's rows through WebAssembly, the same numbers as the command
// (PUZZLE8_BIN) prints as JSON, and errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { experiment, effectiveBranching, EXPERIMENTS, EXPERIMENT_FIELDS, InvalidArgumentError } from '../puzzle8.js';

const CLI = process.env.PUZZLE8_BIN;

test('experiment rows, writers and plot', () => {
  assert.deepEqual(EXPERIMENTS, ['branching', 'duplicates', 'heuristics', 'walk', 'bidirectional', 'textbook']);
  assert.equal(EXPERIMENT_FIELDS[0], 'config');
  const e = experiment('branching', { seed: 1, boards: 5, depths: [2, 8] });
  assert.equal(e.rows.length, 8);
  assert.equal(e.rows[1].label, 'IDS');
  assert.deepEqual(e.labels, ['IDS', 'A*(h1)', 'A*(h2)', 'A*(linear conflict)']);
  assert.equal(e.rows[1].distance, 8);
  assert.equal(e.rows[1].solved, 5);
  assert.ok(Math.abs(e.rows[1].bstar - effectiveBranching(e.rows[1].generated_mean, 8)) < 1e-12);
  assert.ok(e.text().startsWith('configuration'));
  assert.ok(e.csv().startsWith('label,config,distance,'));
  assert.ok(e.svg('bstar').includes('<svg'));
  assert.throws(() => e.svg('optimal'), InvalidArgumentError);
  assert.throws(() => experiment('nope'), InvalidArgumentError);
  assert.throws(() => experiment('walk', { depths: [40] }), InvalidArgumentError);
  assert.ok(Number.isNaN(effectiveBranching(3, 0)));
});

test('the same numbers as the command', { skip: !CLI && 'PUZZLE8_BIN not set' }, () => {
  const e = experiment('duplicates', { seed: 4, boards: 3, depths: [4, 9] });
  const cli = JSON.parse(execFileSync(CLI, ['experiment', 'duplicates', '--seed', '4', '--boards', '3',
    '--depths', '4,9', '--format', 'json']).toString());
  const mine = JSON.parse(e.json());
  assert.equal(mine.rows.length, cli.rows.length);
  mine.rows.forEach((row, i) => {
    for (const [k, v] of Object.entries(row)) if (!k.startsWith('time_ms')) assert.deepEqual(v, cli.rows[i][k], k);
  });
});

test('series as text and as objects, beside a named experiment or alone', () => {
  const e = experiment('textbook', {
    boards: 3, depths: [4, 6],
    series: ['BFS tree=bfs,duplicates=none,max-expansions=100000',
      { algorithm: 'astar', label: 'wA*', weights: [1, 2], frontier: 'heap', reopen: false, maxDepth: 'none' },
      { algorithm: 'smastar', heuristic: 'pdb:1234/5678', nodeBudget: 60n }],
  });
  assert.deepEqual(e.labels, ['IDS', 'A*(h1)', 'A*(h2)', 'IDS, no undo', 'BFS tree', 'wA*', 'SMA*(pdb:1234/5678), budget 60']);
  assert.equal(e.rows.length, 14);
  assert.ok(e.rows.every((r) => r.solved === 3));
  const alone = experiment({ boards: 2, depths: [3], series: [{ algorithm: 'iddfs', duplicates: 'none' }] });
  assert.deepEqual(alone.labels, ['IDS, tree search']);
  assert.equal(alone.rows[0].boards, 2);
  assert.equal(experiment(null, { series: ['astar'] }).rows.length, 12); // 100 boards at 2 .. 24
  // what the library refuses, in its words
  assert.throws(() => experiment({ series: ['IDS=iddfs,dupes=none'] }),
    (err) => err instanceof InvalidArgumentError && /series "IDS=iddfs,dupes=none": unknown option "dupes"/.test(err.message));
  assert.throws(() => experiment({ depths: [2], series: ['iddfs,weights=1:2'] }),
    (err) => err instanceof InvalidArgumentError && /configuration 0 \(IDS, weights 1,2\): the weights have no effect/.test(err.message));
  assert.throws(() => experiment({ series: [{ algorithm: 'astar', colour: 'red' }] }), InvalidArgumentError);
  assert.throws(() => experiment({ series: [{ algorithm: 'astar,duplicates=none' }] }), InvalidArgumentError);
  assert.throws(() => experiment({ series: [{ algorithm: 'astar', reopen: 'yes' }] }), TypeError);
  assert.throws(() => experiment({ series: [{ algorithm: 'astar', weights: [1] }] }), InvalidArgumentError);
  assert.throws(() => experiment({ series: [42] }), TypeError);
  assert.throws(() => experiment({}), InvalidArgumentError);
});

test('every element checked: no truncated number, no NUL, no long message', () => {
  // 2.7 ran depth 2, 2**32 + 2 ran depth 2, a NUL cut the name
  assert.throws(() => experiment('walk', { depths: [2.7] }), InvalidArgumentError);
  assert.throws(() => experiment('walk', { depths: [2 ** 32 + 2] }), InvalidArgumentError);
  assert.throws(() => experiment('walk', { depths: [-1] }), InvalidArgumentError);
  assert.throws(() => experiment('walk', { depths: ['2'] }), InvalidArgumentError);
  assert.throws(() => experiment('walk', { boards: 2.5 }), InvalidArgumentError);
  assert.throws(() => experiment('walk\0junk'), InvalidArgumentError);
  assert.throws(() => experiment({ series: ['astar\0,duplicates=none'] }), InvalidArgumentError);
  assert.throws(() => experiment({ series: [{ algorithm: 'astar', label: 'a\0b' }] }), InvalidArgumentError);
  assert.throws(() => experiment({ series: [{ algorithm: 'astar', maxDepth: 2.7 }] }), InvalidArgumentError);
  assert.throws(() => experiment({ series: [{ algorithm: 'astar', maxDepth: 2n ** 64n }] }), InvalidArgumentError);
  for (const huge of ['x'.repeat(10_000_000), `{"series": "${'y'.repeat(1000)}"}`]) {
    assert.throws(() => experiment(huge), (err) => err instanceof InvalidArgumentError && err.message.length < 400);
    assert.throws(() => experiment({ series: [huge] }), (err) => err instanceof InvalidArgumentError && err.message.length < 600);
  }
  // a newline and an escape of a name come back escaped, never raw
  assert.throws(() => experiment('walk\n\x1b[2J'), (err) => err.message.includes('"walk\\n?[2J"') && !err.message.includes('\n'));
});

test('the same series as the command', { skip: !CLI && 'PUZZLE8_BIN not set' }, () => {
  const series = ['IDS=iddfs,duplicates=none', 'astar,heuristic=misplaced,duplicates=graph-undo'];
  const e = experiment({ seed: 5, boards: 3, depths: [4, 7], series });
  const cli = JSON.parse(execFileSync(CLI, ['experiment', '--seed', '5', '--boards', '3', '--depths', '4,7',
    '--series', series[0], '--series', series[1], '--format', 'json']).toString());
  const mine = JSON.parse(e.json());
  assert.equal(mine.rows.length, 4);
  mine.rows.forEach((row, i) => {
    for (const [k, v] of Object.entries(row)) if (!k.startsWith('time_ms')) assert.deepEqual(v, cli.rows[i][k], k);
  });
});
