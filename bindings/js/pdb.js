// SPDX-License-Identifier: MIT
// pdb.js - PatternDatabase: an additive disjoint pattern database (p8_pdb, AIMA 3.6.3), a C
// heuristic for searches (new Search({ heuristic: pdb }), solve(start, { heuristic:
// 'pdb:1234/5678' })) and checkHeuristic(pdb). Groups are parsed and checked by the library.
import { C, cString, putString, quote, u32At, withScratch } from './lib.js';
import { Board, asBoard, withHandle } from './board.js';
import { InvalidArgumentError, check } from './errors.js';

const MAX_GROUPS = 8;                                        // P8_PDB_MAX_GROUPS
const PDB_GROUPS = 0, PDB_ENTRIES = 1, PDB_BYTES = 2, PDB_BUILD_NS = 3;

// A C database is held by its PatternDatabase (until free() or the garbage collector) and by
// each user of it: a Search configured with it (until it lets go: another heuristic or preset,
// free(), its garbage collector) and a call in progress. The C block is freed when the last
// holder lets go, so free() while a search still uses the database frees nothing under it (as
// in Python, where the search keeps a reference). A hold never refers to its PatternDatabase.
const holds = new WeakMap();                                 // PatternDatabase -> its hold
const finalizer = new FinalizationRegistry((hold) => releasePdb(hold));

function holdOf(p) {
  const hold = holds.get(p);
  if (!hold) throw new InvalidArgumentError('invalid argument: not a PatternDatabase, or a freed one');
  return hold;
}

/** The C handle of a PatternDatabase, for a call that runs no JavaScript while it uses it
 *  (InvalidArgumentError if freed). */
export function pdbHandle(p) { return holdOf(p).h; }

/** Hold the C database of p for a user (InvalidArgumentError if p was freed): returns the hold,
 *  whose .h is the C handle until releasePdb(hold). */
export function holdPdb(p) {
  const hold = holdOf(p);
  hold.users++;
  return hold;
}

/** Let go of a hold (of holdPdb, or the PatternDatabase's own): the last one frees the C block. */
export function releasePdb(hold) {
  if (--hold.users === 0) {
    C.p8_pdb_free(hold.h);
    hold.h = 0;
  }
}

/** fn(handle) with p's C database held for the length of the call (a JavaScript callback
 *  inside it may free p). */
export function withPdb(p, fn) {
  const hold = holdPdb(p);
  try {
    return fn(hold.h);
  } finally {
    releasePdb(hold);
  }
}

const BAD = 'invalid argument: bad pattern database groups';

/** Groups as C masks written at out (room for MAX_GROUPS): the text form "1234/5678" (or
 *  "pdb:1234/5678"), parsed by the library, or an array of arrays of tiles, checked by it.
 *  Every tile is checked before it becomes a bit, a tile twice in a group as the text form
 *  says it. Returns the number of groups. */
function putGroups(alloc, groups, out) {
  const why = alloc(160);
  if (typeof groups === 'string') {
    if (groups.includes('\0')) throw new InvalidArgumentError(`${BAD}: unexpected NUL character`);
    const n = C.p8_pdb_parse_groups(putString(alloc, groups), out, MAX_GROUPS, why, 160);
    if (n < 0) throw new InvalidArgumentError(`${BAD} ${quote(groups)}: ${cString(why)}`);
    return n;
  }
  if (groups === null || typeof groups !== 'object' || typeof groups[Symbol.iterator] !== 'function') {
    throw new TypeError('groups is a string such as "1234/5678" or an array of arrays of tiles');
  }
  const masks = Array.from(groups, (g, i) => {
    if (typeof g === 'string' || g === null || typeof g !== 'object' || typeof g[Symbol.iterator] !== 'function') {
      throw new TypeError(`group ${i + 1} is ${quote(g)}: a group is an array of tiles 1..8`);
    }
    let mask = 0;
    for (const t of g) {
      if (!Number.isInteger(t)) throw new TypeError(`group ${i + 1}: a tile is an integer 1..8, not ${quote(t)}`);
      if (t < 0 || t > 31) throw new InvalidArgumentError(`${BAD}: group ${i + 1} holds ${t}: groups hold tiles 1-8`);
      if ((mask >>> t) & 1) throw new InvalidArgumentError(`${BAD}: tile ${t} appears twice in group ${i + 1}`);
      mask = (mask | (1 << t)) >>> 0;
    }
    return mask;
  });
  const arr = alloc(4 * Math.max(1, masks.length));
  new Uint32Array(C.memory.buffer, arr, masks.length).set(masks);
  if (C.p8_pdb_check_groups(arr, masks.length, why, 160) < 0) {
    throw new InvalidArgumentError(`${BAD}: ${cString(why)}`);
  }
  new Uint32Array(C.memory.buffer, out, masks.length).set(masks);
  return masks.length;
}

/**
 * A pattern database for `goal` (default goal): for each group of tiles, the moves of those
 * tiles needed from every placement of them and of the blank (the other tiles' moves are free);
 * the groups' values add up to an admissible, consistent heuristic. groups: "1234/5678" (or
 * "pdb:1234/5678") or [[1, 2, 3, 4], [5, 6, 7, 8]]: disjoint, tiles 1..8. free() frees it now,
 * or when the last search that holds it lets go; otherwise the garbage collector does.
 */
export class PatternDatabase {
  constructor(groups, goal = null) {
    const h = withHandle(asBoard(goal), (gh) => withScratch((alloc) => {
      const masks = alloc(4 * MAX_GROUPS);
      const n = putGroups(alloc, groups, masks);
      const out = alloc(4);
      check(C.p8_pdb_build(gh, masks, n, out));
      return u32At(out);
    }));
    const hold = { h, users: 1 };
    holds.set(this, hold);
    finalizer.register(this, hold, this);
    this.goal = withScratch((alloc) => {
      const t = alloc(9);
      check(C.p8_pdb_goal(h, t));
      return Board.fromTiles(new Uint8Array(C.memory.buffer, t, 9));
    });
    this.name = withScratch((alloc) => {
      const buf = alloc(32);
      C.p8_pdb_name(h, buf, 32);
      return cString(buf);
    });
    this.groups = Object.freeze(withScratch((alloc) => {
      const out = alloc(4 * MAX_GROUPS);
      const n = check(C.p8_pdb_groups(h, out, MAX_GROUPS));
      return Array.from(new Uint32Array(C.memory.buffer, out, n),
        (m) => Object.freeze([1, 2, 3, 4, 5, 6, 7, 8].filter((t) => (m >>> t) & 1)));
    }));
    this.entries = Number(C.p8_pdb_stat(h, PDB_ENTRIES));
    this.bytes = Number(C.p8_pdb_stat(h, PDB_BYTES));
    this.buildMs = Number(C.p8_pdb_stat(h, PDB_BUILD_NS)) / 1e6;
  }

  /** The value of board: the sum of its groups' values; UnsolvableError for the other component. */
  value(board) {
    const p = pdbHandle(this);
    return withHandle(asBoard(board), (b) => check(C.p8_pdb_value(p, b), 'the board cannot reach the database\'s goal'));
  }

  /** Each group's value of board (the moves of that group's tiles), in group order. */
  groupValues(board) {
    const p = pdbHandle(this);
    const n = Number(C.p8_pdb_stat(p, PDB_GROUPS));
    return withHandle(asBoard(board), (b) => Array.from({ length: n },
      (_, i) => check(C.p8_pdb_group_value(p, i, b), 'the board cannot reach the database\'s goal')));
  }

  /** Let go of the C database: it is freed now, or, while a Search still holds it (configured
   *  with it), when the last one lets go (another heuristic or preset, its free(), or the
   *  garbage collector). Afterwards this object is unusable (InvalidArgumentError), as a
   *  heuristic of a new search too; a search holding it runs on with it. */
  free() {
    const hold = holds.get(this);
    if (!hold) return;
    holds.delete(this);
    finalizer.unregister(this);
    releasePdb(hold);
  }

  [Symbol.dispose]() { this.free(); }
}

/** heuristic if it is a PatternDatabase; a new one for goal if it is a "pdb:..." string (the
 *  caller frees it: { pdb, owned: true }); else null. */
export function pdbFor(heuristic, goal) {
  if (heuristic instanceof PatternDatabase) return { pdb: heuristic, owned: false };
  if (typeof heuristic === 'string' && heuristic.startsWith('pdb:')) {
    return { pdb: new PatternDatabase(heuristic, goal), owned: true };
  }
  return null;
}
