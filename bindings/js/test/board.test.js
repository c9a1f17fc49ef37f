// SPDX-License-Identifier: MIT
// Board: parsing and its errors, moves, ranks, random boards and heuristics, against the C
// library's command-line tool (PUZZLE8_BIN) where it can say the same thing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { Board, BoardError, IllegalMoveError, InvalidArgumentError, MOVES, HEURISTICS } from '../puzzle8.js';
import { CLI, CLI_MISSING } from './cli.js';


test('every text form and a tile array make the same board', () => {
  const forms = ['806547231', '8 0 6 5 4 7 2 3 1', '8 0 6 / 5 4 7 / 2 3 1', '8 0 6\n5 4 7\n2 3 1',
    ' 8,_,6,5,4,7,2,3,1 ', [8, 0, 6, 5, 4, 7, 2, 3, 1], new Board('806547231')];
  for (const f of forms) {
    const b = new Board(f);
    assert.deepEqual([...b.tiles], [8, 0, 6, 5, 4, 7, 2, 3, 1], String(f));
    assert.equal(b.compact(), '806547231');
    assert.equal(b.format('line'), '8 0 6 5 4 7 2 3 1');
    assert.equal(String(b), '8 0 6\n5 4 7\n2 3 1');
    assert.equal(b.blank, 1);
    assert.ok(b.equals(new Board('806547231')));
  }
  assert.ok(Object.isFrozen(new Board('123456780').tiles));
});

test('bad boards throw BoardError with the C parser\'s reason', () => {
  const cases = [['123456788', 'tile 8 appears twice'], ['12345678', 'the blank (0) is missing'], ['1234567801', '10 cells, expected 9'], ['', null],
    ['1234x6780', 'unexpected character'], [[1, 2, 3, 4, 5, 6, 7, 8, 8], 'tile 8 appears twice'],
    [[1, 2, 3], '3 cells, expected 9'], [[1, 2, 3, 4, 5, 6, 7, 8, 9], 'tile 9 is out of range (0..8)'],
    ['12345\u00006780', 'unexpected NUL character']];
  for (const [input, reason] of cases) {
    assert.throws(() => new Board(input), (e) => {
      assert.ok(e instanceof BoardError, `${input}: ${e}`);
      assert.equal(e.code, -3);
      assert.equal(e.status, 'P8_EBADBOARD');
      if (reason) assert.ok(e.reason.includes(reason), `${JSON.stringify(input)}: "${e.reason}" lacks "${reason}"`);
      assert.ok(e.message.startsWith('not a valid board: '));
      return true;
    });
  }
  assert.throws(() => new Board(42), TypeError);
  assert.throws(() => new Board(null), TypeError);
  assert.throws(() => new Board([1, 2, 3, 4, 5, 6, 7, 8, 0.5]), TypeError);
});

test('moves: legal moves, applying them, illegal ones', () => {
  const b = new Board('123456780');
  assert.deepEqual(MOVES, ['U', 'D', 'L', 'R']);
  assert.deepEqual(b.legalMoves(), ['U', 'L']);
  assert.equal(b.move('U').compact(), '123450786');
  assert.equal(b.move('up').compact(), '123450786');
  assert.equal(b.move(0).compact(), '123450786');
  assert.equal(b.apply('ULRD').compact(), b.compact());
  assert.equal(b.apply('ULDR').compact(), '123485760');
  assert.equal(b.compact(), '123456780', 'a board is immutable');
  assert.throws(() => b.move('D'), (e) => e instanceof IllegalMoveError && e instanceof InvalidArgumentError &&
    e.code === -1 && /illegal/.test(e.message));
  assert.throws(() => b.move('X'), InvalidArgumentError);
  assert.throws(() => b.move(4), InvalidArgumentError);
  assert.equal(b.tileAt(2, 2), 0);
  assert.throws(() => b.tileAt(3, 0), InvalidArgumentError);
});

test('ranks: fromRank and rank are inverse over every 97th permutation', () => {
  for (let r = 0; r < 362880; r += 97) assert.equal(Board.fromRank(r).rank(), r);
  assert.equal(Board.fromRank(0).compact(), '012345678');
  assert.equal(Board.fromRank(362879).compact(), '876543210');
  assert.throws(() => Board.fromRank(362880), InvalidArgumentError);
  assert.throws(() => Board.fromRank(-1), InvalidArgumentError);
});

test('solvability and inversions agree with the inversion parity', () => {
  for (let r = 0; r < 362880; r += 1009) {
    const b = Board.fromRank(r);
    const t = b.tiles.filter((x) => x !== 0);
    let inv = 0;
    for (let i = 0; i < 8; i++) for (let j = i + 1; j < 8; j++) inv += t[i] > t[j];
    assert.equal(b.inversions(), inv);
    assert.equal(b.solvable(), inv % 2 === 0);
  }
});

test('random boards and scrambles are the C library\'s (same seed, same board)', { skip: CLI_MISSING }, () => {
  for (const seed of [0, 1, 42, 2026, 123456789]) {
    const cli = execFileSync(CLI, ['random', '--seed', String(seed), '--format', 'compact']).toString().trim();
    assert.equal(Board.random(seed).compact(), cli, `seed ${seed}`);
    assert.equal(Board.random(BigInt(seed)).compact(), cli);
    const scr = execFileSync(CLI, ['random', '--seed', String(seed), '--scramble', '20', '--format', 'compact']).toString().trim();
    assert.equal(Board.goal().scramble(20, seed).compact(), scr, `scramble, seed ${seed}`);
  }
  assert.equal(Board.random(2n ** 64n - 1n).solvable(), true);
  assert.throws(() => Board.random(2n ** 64n), InvalidArgumentError);
  assert.throws(() => Board.random(-1), InvalidArgumentError);
});

test('heuristics by name, for any goal', () => {
  const b = new Board('806547231');
  assert.deepEqual(HEURISTICS, ['zero', 'goal-test', 'misplaced', 'manhattan', 'linear-conflict',
    'gaschnig', 'euclidean', 'corner-tiles', 'last-moves', 'corner-last-moves']);
  assert.equal(b.heuristic('zero'), 0);
  assert.equal(b.heuristic('misplaced'), 8);
  let manhattan = 0;   // computed here, independently of the library
  b.tiles.forEach((t, i) => {
    if (t) manhattan += Math.abs(Math.floor(i / 3) - Math.floor((t - 1) / 3)) + Math.abs((i % 3) - ((t - 1) % 3));
  });
  assert.equal(b.heuristic('manhattan'), manhattan);
  assert.ok(b.heuristic('linear-conflict') >= manhattan);
  assert.equal(b.heuristic('manhattan', b), 0);
  assert.throws(() => b.heuristic('euclid'), InvalidArgumentError);
});
