// SPDX-License-Identifier: MIT
// experiment(): the C library's rows through WebAssembly, the same numbers as the command
// (PUZZLE8_BIN) prints as JSON, and errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { experiment, effectiveBranching, EXPERIMENTS, EXPERIMENT_FIELDS, InvalidArgumentError } from '../puzzle8.js';

const CLI = process.env.PUZZLE8_BIN;

test('experiment rows, writers and plot', () => {
  assert.deepEqual(EXPERIMENTS, ['branching', 'duplicates', 'heuristics', 'walk', 'bidirectional']);
  assert.equal(EXPERIMENT_FIELDS[0], 'config');
  const e = experiment('branching', { seed: 1, boards: 5, depths: [2, 8] });
  assert.equal(e.rows.length, 8);
  assert.equal(e.rows[1].label, 'iddfs');
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
