// SPDX-License-Identifier: MIT
// compareRows() and Search.compareRow (p8_compare_rows, p8_compare_row): the rows of the
// comparison table, their labels, frontiers and counts equal to what the C command `puzzle8 compare`
// (PUZZLE8_BIN) prints, bad rows, and P8_EBUSY from the search's own callback.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { BusyError, InvalidArgumentError, Search, compareRows } from '../puzzle8.js';
import { CLI, CLI_MISSING } from './cli.js';


test('compareRows lists the table: labels and optimal flags', () => {
  const rows = compareRows();
  assert.equal(rows.length, 16);
  assert.deepEqual(rows.slice(0, 3).map(({ label, optimal }) => [label, optimal]),
    [['bfs', true], ['dfs', false], ['dfs, depth limit 31, reopen', false]]);
  assert.equal(rows[8].label, 'astar, manhattan, weights 1,2');
  assert.equal(rows[8].optimal, false);
  assert.equal(rows[13].label, 'rbfs, manhattan');
  assert.equal(rows[14].label, 'smastar, manhattan');
  assert.equal(rows[15].label, 'random-walk');
  assert.ok(Object.isFrozen(rows[0]));
});

test('each row runs as the C command\'s row', { skip: CLI_MISSING }, () => {
  const board = '1 3 6 7 4 0 5 8 2';
  const out = execFileSync(CLI, ['compare', board], { encoding: 'utf8' }).split('\n');
  const head = out.findIndex((l) => l.startsWith('algorithm'));
  const cli = out.slice(head + 1, head + 1 + compareRows().length).map((l) => l.split(/ {2,}/));
  compareRows().forEach((row, i) => {
    const s = new Search({ maxDepth: 2, maxExpansions: 3 });    // replaced by the row's limits
    row.configure(s);
    assert.equal(s.algorithm, row.label.split(',')[0]);
    let r;
    try {
      r = s.run(board);
    } catch (e) {
      r = e.result;
    }
    const [label, frontier, length, , expanded, generated] = cli[i];
    assert.equal(row.label, label);
    assert.equal(s.frontierUsed, frontier, label);
    assert.equal(String(r.solved ? r.length : 'limit'), length, label);
    assert.equal(r.stats.expanded, Number(expanded), label);
    assert.equal(r.stats.generated, Number(generated), label);
    r.free();
    s.free();
  });
});

test('compareRow refuses bad rows and a call from its own run', () => {
  const s = new Search();
  for (const row of [-1, 16, 2 ** 40]) assert.throws(() => s.compareRow(row), InvalidArgumentError);
  assert.throws(() => s.compareRow('bfs'), TypeError);
  let seen = null;
  s.configure({ algorithm: 'astar',
    onEvent: () => {
      if (seen === null) {
        try { s.compareRow(0); seen = 'no error'; } catch (e) { seen = e; }
      }
      return false;
    },
    events: ['expand'] });
  const want = new Search({ algorithm: 'astar' }).run('1 3 6 7 4 0 5 8 2');
  const r = s.run('1 3 6 7 4 0 5 8 2');
  assert.ok(seen instanceof BusyError, String(seen));
  assert.equal(s.algorithm, 'astar');
  assert.equal(r.stats.expanded, want.stats.expanded);
  s.free();
});
