// SPDX-License-Identifier: MIT
// table.js - Table (the exact distance of every board to one goal, p8_table) and
// checkHeuristic() (a built-in or a JavaScript heuristic against the table:
// p8_heuristic_check, p8_heuristic_check_fn through the heuristic trampoline of p8js.c).
import { C, cString, names, quote, toU64, u32At, withScratch } from './lib.js';
import { Board, HEURISTICS, asBoard, withHandle } from './board.js';
import { InvalidArgumentError, check } from './errors.js';
import { withHeuristicId } from './search.js';
import { pdbFor, withPdb } from './pdb.js';

/** The findings of checkHeuristic by index (p8_heuristic_check_name): "states", "edges", "admissible"... */
export const CHECK_NAMES = Object.freeze(names(C.p8_heuristic_check_name));
const TABLE_STATES = 0, TABLE_MAX_DISTANCE = 1, TABLE_SUM_DISTANCES = 2, TABLE_BYTES = 3, TABLE_BUILD_NS = 4;
const MAX_DISTANCE = 31;
const NO_RANK = 362880;

const handles = new WeakMap();
const finalizer = new FinalizationRegistry((h) => C.p8_table_free(h));

function tableHandle(t) {
  const h = handles.get(t);
  if (!h) throw new InvalidArgumentError('invalid argument: not a Table, or a freed one');
  return h;
}

/**
 * The exact optimal distance to `goal` (default goal) of each of the 181,440 boards that reach
 * it (p8_table_build: a few milliseconds, 181 KB). free() frees it now; otherwise the garbage
 * collector does.
 */
export class Table {
  constructor(goal = null) {
    const g = asBoard(goal);
    const h = withHandle(g, (gh) => withScratch((alloc) => {
      const out = alloc(4);
      check(C.p8_table_build(gh, out));
      return u32At(out);
    }));
    handles.set(this, h);
    finalizer.register(this, h, this);
    this.goal = withScratch((alloc) => {
      const t = alloc(9);
      check(C.p8_table_goal(h, t));
      return Board.fromTiles(new Uint8Array(C.memory.buffer, t, 9));
    });
    this.states = Number(C.p8_table_stat(h, TABLE_STATES));
    this.maxDistance = Number(C.p8_table_stat(h, TABLE_MAX_DISTANCE));
    this.meanDistance = Number(C.p8_table_stat(h, TABLE_SUM_DISTANCES)) / this.states;
    this.bytes = Number(C.p8_table_stat(h, TABLE_BYTES));
    this.buildMs = Number(C.p8_table_stat(h, TABLE_BUILD_NS)) / 1e6;
  }

  /** The exact number of moves from board to the goal; UnsolvableError for the other component. */
  distance(board) {
    const t = tableHandle(this);
    return withHandle(asBoard(board), (b) => check(C.p8_table_distance(t, b)));
  }

  /** The number of boards at each distance 0 .. maxDistance. */
  histogram() {
    const t = tableHandle(this);
    return withScratch((alloc) => {
      const p = alloc(8 * (MAX_DISTANCE + 1));
      const max = check(C.p8_table_histogram(t, p, MAX_DISTANCE + 1));
      return Array.from(new BigUint64Array(C.memory.buffer, p, max + 1), Number);
    });
  }

  /** A board drawn uniformly from those exactly `distance` moves from the goal, from a 64-bit
   *  seed: the same board as the C library and the CLI give for the same seed. */
  randomBoard(distance, seed = 0) {
    const t = tableHandle(this);
    if (!Number.isSafeInteger(distance) || distance < 0) {
      throw new InvalidArgumentError('invalid argument: distance must be an integer >= 0');
    }
    const s = toU64(seed, 'seed', InvalidArgumentError);
    return withScratch((alloc) => {
      const why = alloc(120);
      if (C.p8_table_random_board_why(t, BigInt(distance), why, 120) === 0) {
        throw new InvalidArgumentError(`invalid argument: ${cString(why)}`);    // the C sentence
      }
      const out = alloc(4);
      check(C.p8_table_random_board(t, distance, s, out));
      const h = u32At(out);
      try {
        const tiles = alloc(9);
        check(C.p8_board_tiles(h, tiles));
        return Board.fromTiles(new Uint8Array(C.memory.buffer, tiles, 9));
      } finally {
        C.p8_board_free(h);
      }
    });
  }

  /** Free the C table now. */
  free() {
    const h = handles.get(this);
    if (!h) return;
    handles.delete(this);
    finalizer.unregister(this);
    C.p8_table_free(h);
  }

  [Symbol.dispose]() { this.free(); }
}

/**
 * Check a heuristic against the exact distances over every board of the goal's component
 * (p8_heuristic_check / p8_heuristic_check_fn): heuristic is a built-in name, a
 * PatternDatabase or its text form "pdb:1234/5678" (built for the goal), or a function
 * (stateTiles, goalTiles) => integer. options.goal (default goal) or options.table (a Table).
 * Returns { findings: { states, edges, admissible, consistent, ... } (Numbers, by
 * p8_heuristic_check_name), admissible, consistent, verdict (the library's sentences), worst (the board
 * with the largest overestimate, or null), jump ([from, to] boards of the largest jump of h
 * across a move, or null) }. An exception thrown by the heuristic is rethrown.
 */
export function checkHeuristic(heuristic, options = {}) {
  const table = options.table ?? null;
  const goal = asBoard(options.goal ?? null);
  const th = table === null ? 0 : tableHandle(table);
  const n = CHECK_NAMES.length;
  const values = withHandle(goal, (gh) => withScratch((alloc) => {
    const out = alloc(8 * n);
    const db = pdbFor(heuristic, goal ?? (table === null ? null : table.goal));
    if (db !== null) {
      try {
        withPdb(db.pdb, (p) => check(C.p8_heuristic_check_fn(C.p8js_pdb_heuristic_fn(), p, gh, th, out, n)));
      } finally {
        if (db.owned) db.pdb.free();
      }
    } else if (typeof heuristic === 'function') {
      withHeuristicId(heuristic, (id) => check(C.p8_heuristic_check_fn(C.p8js_heuristic_fn(), id, gh, th, out, n)));
    } else {
      const which = HEURISTICS.indexOf(heuristic);
      if (which < 0) {
        throw new InvalidArgumentError(`invalid argument: unknown heuristic ${quote(heuristic)} (one of ${HEURISTICS.join(', ')})`);
      }
      check(C.p8_heuristic_check(which, gh, th, out, n));
    }
    return Array.from(new BigUint64Array(C.memory.buffer, out, n));
  }));
  const verdict = withScratch((alloc) => {
    const f = alloc(8 * n);
    new BigUint64Array(C.memory.buffer, f, n).set(values);
    const len = C.p8_heuristic_check_verdict(f, n, 0, 0);
    const buf = alloc(len + 1);
    C.p8_heuristic_check_verdict(f, n, buf, len + 1);
    return cString(buf);
  });
  const findings = Object.freeze(Object.fromEntries(CHECK_NAMES.map((name, i) => [name, Number(values[i])])));
  const board = (rank) => (rank === NO_RANK ? null : Board.fromRank(rank));
  return Object.freeze({
    findings,
    admissible: findings.admissible === 1,
    consistent: findings.consistent === 1,
    verdict,
    worst: findings.overestimates ? board(findings.worst_rank) : null,
    jump: findings.worst_jump > 1 ? [board(findings.jump_from_rank), board(findings.jump_to_rank)] : null,
  });
}

/** The findings of dominance by index (p8_heuristic_dominance_name): "states", "a_above", ... */
export const DOMINANCE_NAMES = Object.freeze(names(C.p8_heuristic_dominance_name));

/** fn(f, userData) with heuristic h as a C function: a built-in's callback
 *  (p8_heuristic_callback), a pattern database's, or a JavaScript function's trampoline. */
function withHeuristicFn(h, goal, fn) {
  const db = pdbFor(h, goal);
  if (db !== null) {
    try {
      return withPdb(db.pdb, (p) => fn(C.p8js_pdb_heuristic_fn(), p)); // held: the other may be JavaScript
    } finally {
      if (db.owned) db.pdb.free();
    }
  }
  if (typeof h === 'function') return withHeuristicId(h, (id) => fn(C.p8js_heuristic_fn(), id));
  const which = HEURISTICS.indexOf(h);
  if (which < 0) {
    throw new InvalidArgumentError(`invalid argument: unknown heuristic ${quote(h)} (one of ${HEURISTICS.join(', ')})`);
  }
  return fn(C.p8_heuristic_callback(which), 0);
}

/**
 * Compare heuristics a and b (built-in names, pattern databases or their text form, or
 * functions) on every board that reaches options.goal (default goal), by p8_heuristic_dominance:
 * { states, a_above, b_above, equal, a_dominates, b_dominates, a_above_rank, b_above_rank }
 * (the dominates fields true or false, a rank null when there is no such board).
 */
export function dominance(a, b, options = {}) {
  const goal = asBoard(options.goal ?? null);
  const n = DOMINANCE_NAMES.length;
  const values = withHandle(goal, (gh) => withHeuristicFn(a, goal, (fa, ua) => withHeuristicFn(b, goal, (fb, ub) =>
    withScratch((alloc) => {
      const out = alloc(8 * n);
      check(C.p8_heuristic_dominance(fa, ua, fb, ub, gh, out, n));
      return Array.from(new BigUint64Array(C.memory.buffer, out, n), Number);
    }))));
  const d = Object.fromEntries(DOMINANCE_NAMES.map((name, i) => [name, values[i]]));
  d.a_dominates = d.a_dominates === 1;
  d.b_dominates = d.b_dominates === 1;
  for (const k of ['a_above_rank', 'b_above_rank']) if (d[k] === NO_RANK) d[k] = null;
  return Object.freeze(d);
}
