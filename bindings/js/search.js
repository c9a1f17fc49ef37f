// SPDX-License-Identifier: MIT
// search.js - Search (the one generic search loop, configured) and solve() (one call).
// JavaScript heuristics and event callbacks reach C through the trampolines of p8js.c: each
// search registers its callbacks under an id, which C passes back as user_data. An exception
// thrown by a callback is kept, the run is canceled (C is never unwound), and run() rethrows it.
import { C, cString, names, putString, quote, toU64, trampolines, tilesAt, u32At, withScratch } from './lib.js';
import { Board, asBoard, withHandle, HEURISTICS, MOVES } from './board.js';
import { InvalidArgumentError, check, errorFor } from './errors.js';
import { Result, STATS } from './result.js';
import { treeHandle } from './tree.js';
import { PatternDatabase, holdPdb, pdbFor, releasePdb } from './pdb.js';
import { lookup } from './catalog.js';

const ENTRY_FIELDS = 8;             // P8_ENTRY_FIELDS: id, rank, g, h, key, side, parent, move
const NODE_FIELDS = 8;              // P8_NODE_FIELDS: id, parent, move, g, h, key, side, bound
const NODE_NONE = 0xffffffffffffffffn;
const P8_OK = 0, P8_AGAIN = 1, P8_EINVAL = -1, P8_ENOMEM = -2, P8_EUNSOLVABLE = -4, P8_EBUSY = -8;

export const ALGORITHMS = Object.freeze(names(C.p8_algorithm_name));
export const FRONTIERS = Object.freeze(names(C.p8_frontier_name));
export const EVENTS = Object.freeze(names(C.p8_event_name));
/** The duplicate policies by name, in P8_DUP_* order ("none", "parent", "path", "graph",
 * "graph-undo", "closed"). */
export const DUPLICATES = Object.freeze(names(C.p8_duplicates_name));
const ALL_EVENTS = (1 << EVENTS.length) - 1;
// The limits by option name, in P8_LIMIT_* order.
const LIMITS = ['maxExpansions', 'maxDepth', 'maxMemory', 'maxTimeMs'];

// Callback records by id: what the trampolines call. A record never refers to its Search, so
// an unreachable Search is collected, and the finalizer below frees its C side.
const records = new Map();
let nextId = 1;

function fail(rec, e) {
  if (rec.pending === null) rec.pending = e;
  if (rec.handle) C.p8_search_cancel(rec.handle);
}

trampolines.heuristic = (id, state, goal) => {
  const rec = records.get(id);
  try {
    const v = rec.heuristic(tilesAt(state), tilesAt(goal));
    if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) {
      throw new RangeError(`heuristic returned ${v}, expected an integer 0 .. 2**32-1`);
    }
    return v;
  } catch (e) {
    fail(rec, e);
    return 0;
  }
};

trampolines.event = (id, event, state, g, h) => {
  const rec = records.get(id);
  try {
    return rec.onEvent(EVENTS[event] ?? event, tilesAt(state), g >>> 0, h >>> 0) ? 1 : 0;
  } catch (e) {
    fail(rec, e);
    return 0;
  }
};

/** Register a JavaScript heuristic for a call that takes p8js_heuristic_fn() with an id as
 *  user_data (p8_heuristic_check_fn): fn(id) runs with it; the first exception thrown by the
 *  heuristic is rethrown after fn returns (the heuristic is not called again after it). */
export function withHeuristicId(heuristic, fn) {
  const id = nextId++;
  const rec = { handle: 0, heuristic: null, onEvent: null, pending: null };
  rec.heuristic = (state, goal) => (rec.pending === null ? heuristic(state, goal) : 0);
  records.set(id, rec);
  try {
    const out = fn(id);
    if (rec.pending !== null) throw rec.pending;
    return out;
  } finally {
    records.delete(id);
  }
}

// held: { handle, id, pdb }, pdb the hold of the pattern database the search uses (or null),
// let go after the C search is freed.
const finalizer = new FinalizationRegistry(({ handle, id, pdb }) => {
  records.delete(id);
  C.p8_search_free(handle);
  if (pdb) releasePdb(pdb);
});

// A value of the library's list `kind` (catalog.js) from its name, another name, in any case, or
// a plain number (checked by C).
function number(table, value, what, kind) {
  if (typeof value === 'string') {
    const i = lookup(kind, value);
    if (i < 0) throw new InvalidArgumentError(`invalid argument: unknown ${what} ${quote(value)} (one of ${table.join(', ')})`);
    return i;
  }
  if (!Number.isInteger(value)) throw new TypeError(`${what} must be a name or a number, not ${quote(value)}`);
  return value;
}

/**
 * A configurable search (p8_search). Options, all optional:
 * algorithm ("bfs", "dfs", "ucs", "greedy", "astar": a preset, applied first; default "astar"),
 * frontier ("fifo", "lifo", "heap"), weights ([wg, wh]: the heap key wg*g + wh*h), graph
 * (true: graph search, false: tree search), reopen, heuristic (a built-in name, a
 * PatternDatabase (for the goal it was built for; 0 towards any other), or a function
 * (stateTiles, goalTiles) => integer), onEvent (a function (eventName, stateTiles, g, h) =>
 * truthy to stop the run), events (names of the events onEvent receives; default all), and
 * the limits maxExpansions, maxDepth, maxMemory (bytes), maxTimeMs (Number or BigInt; 0 is a
 * real limit, 2n ** 64n - 1n (P8_LIMIT_NONE) removes one).
 * After a run, .result holds its Result (also the partial one of a stopped run). free() frees
 * the C search at once; otherwise the garbage collector does.
 */
export class Search {
  #h;
  #rec;
  #running = false;
  #held;                // what the finalizer frees: { handle, id, pdb }, pdb the hold of the
                        // PatternDatabase the search uses (holdPdb: its C block stays while held)

  constructor(options = {}) {
    const h = withScratch((alloc) => {
      const out = alloc(4);
      check(C.p8_search_new(out));
      return u32At(out);
    });
    this.#h = h;
    this.#rec = { handle: h, heuristic: null, onEvent: null, pending: null };
    this.id = nextId++;
    records.set(this.id, this.#rec);
    this.#held = { handle: h, id: this.id, pdb: null };
    finalizer.register(this, this.#held, this);
    this.result = null;
    this.algorithm = null;
    this.configure({ algorithm: 'astar', ...options });
  }

  #handle() {
    if (!this.#h) throw new InvalidArgumentError('invalid argument: this Search was freed');
    return this.#h;
  }

  /** Hold `hold` (of holdPdb) as the pattern database the search uses, or none (null),
   *  letting go of the one held before. */
  #usePdb(hold) {
    const old = this.#held.pdb;
    this.#held.pdb = hold;
    if (old) releasePdb(old);
  }

  #check(rc) {
    if (rc < 0) throw errorFor(rc, cString(C.p8_search_errmsg(this.#h)));
    return rc;
  }

  /** Change settings (the constructor's options); a missing option leaves a setting as it is.
   *  A new algorithm is a preset: it resets frontier, weights, graph, reopen and heuristic. */
  configure(options = {}) {
    const s = this.#handle();
    const o = options;
    for (const key of Object.keys(o)) {
      if (!['algorithm', 'frontier', 'weights', 'graph', 'duplicates', 'reopen', 'heuristic', 'seed',
        'nodeBudget', 'onEvent', 'events', ...LIMITS].includes(key)) {
        throw new TypeError(`unknown option ${quote(key)}`);
      }
    }
    if (o.algorithm !== undefined && o.algorithm !== null) {
      const a = number(ALGORITHMS, o.algorithm, 'algorithm', 'algorithm');
      this.#check(C.p8_search_set_algorithm(s, a));
      this.algorithm = ALGORITHMS[a] ?? String(a);
      this.#rec.heuristic = null;
      this.#usePdb(null);
    }
    if (o.frontier != null) this.#check(C.p8_search_set_frontier(s, number(FRONTIERS, o.frontier, 'frontier', 'frontier')));
    if (o.weights != null) {
      const [wg, wh] = o.weights;
      if (![wg, wh].every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)) {
        throw new InvalidArgumentError('invalid argument: weights must be 0 .. 2**32-1');
      }
      this.#check(C.p8_search_set_weights(s, wg, wh));
    }
    if (o.graph != null) this.#check(C.p8_search_set_graph_search(s, o.graph ? 1 : 0));
    if (o.duplicates != null) {
      this.#check(C.p8_search_set_duplicates(s, number(DUPLICATES, o.duplicates, 'duplicate policy', 'duplicates')));
    }
    if (o.seed != null) this.#check(C.p8_search_set_seed(s, toU64(o.seed, 'seed', InvalidArgumentError)));
    if (o.nodeBudget != null) {
      this.#check(C.p8_search_set_node_budget(s, toU64(o.nodeBudget, 'nodeBudget', InvalidArgumentError)));
    }
    if (o.reopen != null) this.#check(C.p8_search_set_reopen(s, o.reopen ? 1 : 0));
    if (o.heuristic != null) {
      if (o.heuristic instanceof PatternDatabase) {     // a C heuristic with its database, held
        const hold = holdPdb(o.heuristic);
        try {
          this.#check(C.p8_search_set_heuristic_fn(s, C.p8js_pdb_heuristic_fn(), hold.h));
        } catch (e) {
          releasePdb(hold);
          throw e;
        }
        this.#rec.heuristic = null;
        this.#usePdb(hold);
      } else if (typeof o.heuristic === 'string' && o.heuristic.startsWith('pdb:')) {
        throw new InvalidArgumentError('invalid argument: a pattern database is built for one goal: pass ' +
          `new PatternDatabase(${quote(o.heuristic)}, goal) (solve() builds it for its goal)`);
      } else if (typeof o.heuristic === 'function') {
        this.#check(C.p8js_set_heuristic(s, this.id));
        this.#rec.heuristic = o.heuristic;
        this.#usePdb(null);
      } else {
        this.#check(C.p8_search_set_heuristic(s, number(HEURISTICS, o.heuristic, 'heuristic', 'heuristic')));
        this.#rec.heuristic = null;
        this.#usePdb(null);
      }
    }
    if ('onEvent' in o || o.events != null) this.#setEvent(o.onEvent, o.events);
    LIMITS.forEach((name, which) => {
      if (o[name] != null) this.#check(C.p8_search_set_limit(s, which, toU64(o[name], name, InvalidArgumentError)));
    });
    return this;
  }

  /** Configure this search as row `row` (0 .. compareRows().length-1) of the comparison table
   *  of `puzzle8 compare` (p8_compare_row): its algorithm preset, heuristic, weights, reopening,
   *  depth limit and default expansion limit (configure() may change limits afterwards).
   *  Returns {label, optimal}. InvalidArgumentError for a row out of range. */
  compareRow(row) {
    const s = this.#handle();
    if (!Number.isInteger(row)) throw new TypeError(`row must be an integer, not ${row}`);
    if (row < -0x80000000 || row > 0x7fffffff) {
      throw new InvalidArgumentError(`invalid argument: comparison row ${row} is out of range`);
    }
    return withScratch((alloc) => {
      const optimal = alloc(4);
      const n = this.#check(C.p8_compare_row(row, s, 0, 0, optimal));
      const buf = alloc(n + 1);
      this.#check(C.p8_compare_row(row, s, buf, n + 1, 0));
      const label = cString(buf);
      this.algorithm = label.split(',')[0];     // the label begins with the algorithm's name
      this.#rec.heuristic = null;
      this.#usePdb(null);
      return { label, optimal: u32At(optimal) === 1 };
    });
  }

  #setEvent(onEvent, events) {
    if (onEvent === undefined) throw new TypeError('events needs onEvent');
    if (onEvent === null) {
      this.#check(C.p8_search_set_event_fn(this.#h, 0, 0, 0));
      this.#rec.onEvent = null;
      return;
    }
    if (typeof onEvent !== 'function') throw new TypeError('onEvent must be a function or null');
    let mask = ALL_EVENTS;
    if (typeof events === 'number') {                   // a mask: the library checks its bits
      if (!Number.isInteger(events) || events < 0 || events > 0xffffffff) {
        throw new InvalidArgumentError(`invalid argument: an event mask is an integer 0..${ALL_EVENTS}, not ${events}`);
      }
      mask = events;
    } else if (events != null) {
      if (typeof events !== 'string' && typeof events[Symbol.iterator] !== 'function') {
        throw new TypeError(`events is an array of event names (or numbers 0..3) or a mask 0..15, not ${quote(events)}`);
      }
      mask = 0;
      for (const e of typeof events === 'string' ? [events] : events) {
        const n = number(EVENTS, e, 'event', 'event');        // checked before it becomes a bit (1 << 35 is 8)
        if (n < 0 || n >= EVENTS.length) {
          throw new InvalidArgumentError(`invalid argument: event ${n} is out of range (0..${EVENTS.length - 1}: ${EVENTS.join(', ')})`);
        }
        mask |= 1 << n;
      }
    }
    this.#check(C.p8js_set_event(this.#h, mask >>> 0, this.id));
    this.#rec.onEvent = onEvent;
  }

  /** A statistic of the current or last run by name (STATS). */
  stat(name) {
    const i = STATS.indexOf(name);
    if (i < 0) throw new TypeError(`unknown statistic ${quote(name)} (one of ${STATS.join(', ')})`);
    return Number(C.p8_search_stat(this.#handle(), i));
  }

  /** Every statistic of the current or last run, by name. */
  snapshot() {
    return Object.freeze(Object.fromEntries(STATS.map((name) => [name, this.stat(name)])));
  }

  /** The run's frontier (p8_search_frontier): its live entries in the order the run takes them
   *  (FIFO, LIFO, or key then h then id; stale ones left out; a bidirectional search lists side
   *  0's entries, then side 1's), all of them or the first n, as plain objects {id, board, g, h,
   *  key, side, parent, move}: board a Board, parent and move (a letter of MOVES) null for a
   *  root. For a run in progress: between the batches of steps() and inside this search's event
   *  callbacks; InvalidArgumentError (with the C library's reason) when no run is in progress. */
  frontier(n = null) {
    const s = this.#handle();
    if (n !== null && (!Number.isInteger(n) || n < 0)) {
      throw new InvalidArgumentError('invalid argument: n must be an integer >= 0, or null for all');
    }
    const raw = withScratch((alloc) => {
      // room for the entries held (P8_STAT_FRONTIER, stale ones included), never more (n may be
      // far larger: 2**40 would ask for 2**46 bytes); the live ones are not counted, so the
      // first n of a queue or a stack cost n, however many it holds
      const held = Number(C.p8_search_stat(s, STATS.indexOf('frontier')));
      const want = Math.min(n === null ? held : n, held, 0x7fffffff);
      const buf = alloc(Math.max(want, 1) * ENTRY_FIELDS * 8);
      const got = this.#check(C.p8_search_frontier(s, buf, want, ENTRY_FIELDS, 0));
      const dv = new DataView(C.memory.buffer);        // after the call: memory may have grown
      const out = [];
      for (let i = 0; i < got * ENTRY_FIELDS; i++) out.push(dv.getBigUint64(buf + 8 * i, true));
      return out;
    });
    const entries = [];
    for (let i = 0; i < raw.length; i += ENTRY_FIELDS) {
      const [id, rank, g, h, key, side, parent, move] = raw.slice(i, i + ENTRY_FIELDS);
      const root = parent === NODE_NONE;
      const r = Number(rank);
      let board = null;            // made when first read: a caller who wants only ids pays nothing
      entries.push({ id: Number(id), get board() { return board ?? (board = Board.fromRank(r)); }, g: Number(g), h: Number(h),
        key: Number(key), side: Number(side), parent: root ? null : Number(parent),
        move: root ? null : MOVES[Number(move)] });
    }
    return entries;
  }

  /** Inside this search's onEvent callback: the node the event is about (p8_search_event_node),
   *  as a plain object {id, parent, move, g, h, key, side, bound}: id null for a successor the
   *  search did not keep, parent and move (a letter of MOVES) null for a root, side 0 (from the
   *  start) or 1 (from the goal, bidirectional), bound the deepening pass's bound or null. These
   *  are the ids of frontier() and of the library's trace. InvalidArgumentError outside a
   *  callback of this search. */
  eventNode() {
    const s = this.#handle();
    // Each field a uint64 read as two uint32 halves (no BigInt: this runs for every event).
    const f = withScratch((alloc) => {
      const out = alloc(8 * NODE_FIELDS);
      if (C.p8_search_event_node(s, out, NODE_FIELDS) < 0) {
        throw new InvalidArgumentError('invalid argument: eventNode() is for inside this search\'s onEvent callback');
      }
      const dv = new DataView(C.memory.buffer, out, 8 * NODE_FIELDS);
      const v = [];
      for (let i = 0; i < NODE_FIELDS; i++) {
        const lo = dv.getUint32(8 * i, true), hi = dv.getUint32(8 * i + 4, true);
        v.push(lo === 0xffffffff && hi === 0xffffffff ? null : hi * 0x100000000 + lo);
      }
      return v;
    });
    const root = f[1] === null;
    return { id: f[0], parent: f[1], move: root ? null : MOVES[f[2]] ?? null,
      g: f[3], h: f[4], key: f[5], side: f[6], bound: f[7] };
  }

  /** The header line of the library's trace (p8_trace_header, docs/trace.md) for a run of this
   *  search from start to goal (default goal) as it is configured now: one JSON object with the
   *  configuration the run would use (driver, frontier, wg, wh, duplicates, reopen, heuristic,
   *  seed, limits, start, goal), ending in "\n". JSON.parse() reads it. */
  traceHeader(start, goal = null) {
    const s = this.#handle();
    const b = asBoard(start);
    const g = asBoard(goal);
    return withHandle(b, (bh) => withHandle(g, (gh) => withScratch((alloc) => {
      const n = this.#check(C.p8_trace_header(s, bh, gh, 0, 0));
      const buf = alloc(n + 1);
      this.#check(C.p8_trace_header(s, bh, gh, buf, n + 1));
      return cString(buf);
    })));
  }

  /** The number of live entries on the frontier of the run in progress (stale ones left out):
   *  what frontier() would list in full (p8_search_frontier asked for the count only, O(entries)).
   *  InvalidArgumentError (with the library's reason) when no run is in progress. */
  get frontierLive() {
    const s = this.#handle();
    return withScratch((alloc) => {
      const live = alloc(8);
      this.#check(C.p8_search_frontier(s, 0, 0, ENTRY_FIELDS, live));
      return Number(new DataView(C.memory.buffer).getBigUint64(live, true));
    });
  }

  /** True if the weights shape a run of this search as it is configured now: a heap or bucket
   *  frontier under the once and deepen-depth drivers, and IDA*'s bounds with any frontier;
   *  false for FIFO or LIFO there, bidirectional BFS and the random walk, whose runs are the
   *  same whatever the weights (p8_search_weights_used). */
  get weightsUsed() { return this.#check(C.p8_search_weights_used(this.#handle())) === 1; }

  /** The name of the frontier a run of this search takes its nodes from: "fifo", "lifo",
   *  "heap", "bucket", or "none" for the random walk (p8_search_frontier_used). */
  get frontierUsed() { return cString(C.p8_search_frontier_used(this.#handle())); }

  /** The C library's sentence about this search's last error ("" if none). */
  get errmsg() { return cString(C.p8_search_errmsg(this.#handle())); }

  /** Set option `name` (options(): "algorithm", "heuristic", "weights", "max-depth", ...) from
   *  its text, as the command's --NAME VALUE does, with the library's checks and sentence
   *  (p8_search_set_option): true/false are "on"/"off", [wg, wh] "wg,wh", null "none".
   *  InvalidArgumentError with the library's sentence otherwise. Returns this. */
  setOption(name, value) {
    const s = this.#handle();
    const v = value === true ? 'on' : value === false ? 'off' : value === null ? 'none'
      : Array.isArray(value) ? value.join(',') : String(value);
    if (String(name).includes('\0') || v.includes('\0')) {
      throw new InvalidArgumentError(`invalid argument: a NUL character in option ${quote(String(name))}`);
    }
    withScratch((alloc) => this.#check(C.p8_search_set_option(s, putString(alloc, String(name)), putString(alloc, v))));
    if (name === 'algorithm' || name === 'heuristic') {   // a built-in replaced the caller's
      if (name === 'algorithm') this.algorithm = this.option('algorithm');
      this.#rec.heuristic = null;
      this.#usePdb(null);
    }
    return this;
  }

  /** Option `name`'s value as text (p8_search_get_option): "astar", "1,1", "none", ... */
  option(name) {
    const s = this.#handle();
    return withScratch((alloc) => {
      const n = putString(alloc, String(name));
      const len = C.p8_search_get_option(s, n, 0, 0);
      if (len < 0) throw new InvalidArgumentError(`invalid argument: unknown option ${quote(String(name))}`);
      const buf = alloc(len + 1);
      C.p8_search_get_option(s, n, buf, len + 1);
      return cString(buf);
    });
  }

  /** When the memory or time limit ended the last run (LimitReached): the library's paragraph
   *  for a student on what happened and what to try instead (p8_search_limit_why). depth: the g
   *  of the frontier's first entry when last looked at between steps (0: unknown);
   *  solutionDepth: the moves of a shortest solution if known (0 .. 31, 0: unknown). Call it
   *  before the next run or a setter that fails. InvalidArgumentError if the last run did not
   *  end at its memory or time limit. */
  limitWhy(depth = 0, solutionDepth = 0) {
    const s = this.#handle();
    if (!Number.isInteger(depth) || depth < 0 || depth > 0xffffffff) {
      throw new InvalidArgumentError(`invalid argument: depth must be an integer 0 .. 2**32-1, not ${depth}`);
    }
    if (!Number.isInteger(solutionDepth) || solutionDepth < 0 || solutionDepth > 31) {
      throw new InvalidArgumentError(`invalid argument: solutionDepth must be an integer 0 .. 31, not ${solutionDepth}`);
    }
    const n = C.p8_search_limit_why(s, depth, solutionDepth, 0, 0);
    if (n < 0) {
      throw new InvalidArgumentError('invalid argument: the last run of this search did not end at its memory or time limit');
    }
    return withScratch((alloc) => {
      const buf = alloc(n + 1);
      C.p8_search_limit_why(s, depth, solutionDepth, buf, n + 1);
      return cString(buf);
    });
  }

  /** Whether option `name` shapes a run of this search as it is configured now, and if not the
   *  library's sentence saying why (p8_search_option_used): { used: true, why: '' } or
   *  { used: false, why: 'the node budget has no effect: ...' }. */
  optionUsed(name) {
    const s = this.#handle();
    const rc = withScratch((alloc) => C.p8_search_option_used(s, putString(alloc, String(name))));
    if (rc < 0) throw new InvalidArgumentError(`invalid argument: unknown option ${quote(String(name))}`);
    return rc ? { used: true, why: '' } : { used: false, why: cString(C.p8_search_errmsg(s)) };
  }

  /** Ask the run in progress to stop (from this search's callbacks, or between steps). */
  cancel() { check(C.p8_search_cancel(this.#handle())); }

  #begin() {
    const nested = this.#running;
    if (!nested) {
      this.#rec.pending = null;
      this.#running = true;
    }
    return nested;
  }

  #end(rc, handle, nested) {
    const result = handle ? new Result(handle, this.algorithm) : null;
    if (!nested) {
      this.result = result;
      const pending = this.#rec.pending;
      this.#rec.pending = null;
      if (pending !== null) throw pending;
    }
    if (rc === P8_OK) return result;
    throw errorFor(rc, cString(C.p8_search_errmsg(this.#h)), result);
  }

  /** Search from start to goal (default goal); returns the Result of a solved run. Throws
   *  UnsolvableError, LimitReached/Canceled/NotFound (with .result), BusyError, ...
   *  options.tree: a Tree that records the run (p8_tree_run) for Tree.svg(). */
  run(start, goal = null, options = {}) {
    const s = this.#handle();
    const b = asBoard(start);
    const g = asBoard(goal);
    const t = options.tree != null ? treeHandle(options.tree) : 0;
    const nested = this.#begin();
    let rc;
    let out;
    try {
      [rc, out] = withHandle(b, (bh) => withHandle(g, (gh) => withScratch((alloc) => {
        const p = alloc(4);
        new DataView(C.memory.buffer).setUint32(p, 0, true);
        const r = t ? C.p8_tree_run(t, s, bh, gh, p) : C.p8_search_run(s, bh, gh, p);
        return [r, u32At(p)];
      })));
    } finally {
      if (!nested) this.#running = false;
    }
    return this.#end(rc, out, nested);
  }

  /** Run in batches of `every` expansions, yielding a snapshot() after each unfinished batch.
   *  The generator's return value is the Result; it throws like run(). Ending the loop early
   *  (break, return()) cancels the run; search.result then holds its partial Result. */
  * steps(start, goal = null, every = 100) {
    const s = this.#handle();
    const b = asBoard(start);
    const g = asBoard(goal);
    if (!Number.isInteger(every) || every <= 0) throw new InvalidArgumentError('invalid argument: every must be >= 1');
    const nested = this.#begin();
    try {
      withHandle(b, (bh) => withHandle(g, (gh) => this.#check(C.p8_search_start(s, bh, gh))));
    } finally {
      if (!nested) this.#running = false;
    }
    let finished = false;
    try {
      let rc;
      for (;;) {
        if (!this.#h) throw new InvalidArgumentError('invalid argument: this Search was freed during steps()');
        this.#running = true;
        try {
          rc = C.p8_search_step(s, BigInt(every));
        } finally {
          this.#running = false;
        }
        if (rc !== P8_AGAIN) break;
        yield this.snapshot();
      }
      finished = true;
      let out = 0;
      if (rc !== P8_ENOMEM) out = this.#take();
      return this.#end(rc, out, false);
    } finally {
      if (!finished && this.#h) {
        C.p8_search_cancel(s);
        C.p8_search_step(s, 0n);
        const out = withScratch((alloc) => {
          const p = alloc(4);
          return C.p8_search_take_result(s, p) === P8_OK ? u32At(p) : 0;
        });
        if (out) this.result = new Result(out, this.algorithm);
      }
    }
  }

  /** Start a run to be advanced by step() (p8_search_start): nothing is expanded yet. Throws
   *  UnsolvableError, InvalidArgumentError (a configuration the driver refuses), BusyError, and
   *  the exception a JavaScript heuristic threw for the start (the run is then canceled). */
  start(start, goal = null) {
    const s = this.#handle();
    const b = asBoard(start);
    const g = asBoard(goal);
    const nested = this.#begin();
    if (nested) throw errorFor(P8_EBUSY, 'start() from inside a run of this search');
    try {
      withHandle(b, (bh) => withHandle(g, (gh) => this.#check(C.p8_search_start(s, bh, gh))));
    } finally {
      this.#running = false;
    }
    this.result = null;
    // The start's own heuristic value is computed here: an exception it threw canceled the run.
    const pending = this.#rec.pending;
    this.#rec.pending = null;
    if (pending !== null) throw pending;
    return this;
  }

  /** Advance the run start() began by at most n expansions (p8_search_step): null while it goes
   *  on; when it ends, its Result (also in .result), or the exception run() would throw. */
  step(n = 1) {
    const s = this.#handle();
    if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('invalid argument: n must be an integer >= 0');
    if (this.#running) throw errorFor(P8_EBUSY, 'step() from inside a run of this search');
    this.#rec.pending = null;
    this.#running = true;
    let rc;
    try {
      rc = C.p8_search_step(s, BigInt(n));
    } finally {
      this.#running = false;
    }
    if (rc === P8_AGAIN) return null;
    const out = rc === P8_ENOMEM ? 0 : this.#take();
    return this.#end(rc, out, false);
  }

  #take() {
    return withScratch((alloc) => {
      const p = alloc(4);
      this.#check(C.p8_search_take_result(this.#h, p));
      return u32At(p);
    });
  }

  /** Free the C search now (the garbage collector does it otherwise). Results stay valid. */
  free() {
    if (!this.#h) return;
    if (this.#running) throw errorFor(P8_EBUSY, 'free() from inside a run of this search');
    finalizer.unregister(this);
    records.delete(this.id);
    C.p8_search_free(this.#h);
    this.#h = 0;
    this.#usePdb(null);
  }

  [Symbol.dispose]() { this.free(); }
}

/**
 * Solve start -> goal (default goal) and return the Result: solve(start), solve(start, goal),
 * solve(start, options) or solve(start, goal, options), with options.goal, options.algorithm
 * (default "astar"), options.heuristic (the preset's if missing: a built-in name, a
 * PatternDatabase or its text form "pdb:1234/5678" (built for the goal), or a function)
 * and the limits. Throws as Search.run() does.
 */
/** The rows of the comparison table of `puzzle8 compare` (p8_compare_rows), in order: plain
 *  objects {label, optimal, configure(search)}, where configure(search) is
 *  search.compareRow(i) (the row's settings and default expansion limit). */
export function compareRows() {
  const s = new Search();
  try {
    return Array.from({ length: C.p8_compare_rows() }, (_, i) => {
      const { label, optimal } = s.compareRow(i);
      return Object.freeze({ label, optimal, configure: (search) => search.compareRow(i) });
    });
  } finally {
    s.free();
  }
}

export function solve(start, goal = null, options = undefined) {
  if (options === undefined && goal !== null && typeof goal === 'object' && !(goal instanceof Array) &&
      typeof goal[Symbol.iterator] !== 'function') {
    options = goal;
    goal = options.goal ?? null;
  }
  const { goal: _goal, algorithm = 'astar', heuristic = null, ...limits } = options ?? {};
  const db = pdbFor(heuristic, goal);             // "pdb:1234/5678": built for this goal
  if (db !== null) {
    const search = new Search({ algorithm, heuristic: db.pdb, ...limits });
    try {
      return search.run(start, goal);
    } finally {
      search.free();
      if (db.owned) db.pdb.free();
    }
  }
  if (Object.keys(limits).length || typeof heuristic === 'function') {
    const search = new Search({ algorithm, heuristic, ...limits });
    try {
      return search.run(start, goal);
    } finally {
      search.free();
    }
  }
  const b = asBoard(start);
  const g = asBoard(goal);
  const alg = number(ALGORITHMS, algorithm, 'algorithm', 'algorithm');
  const h = heuristic === null ? -1 : number(HEURISTICS, heuristic, 'heuristic', 'heuristic');
  const [rc, out, why] = withHandle(b, (bh) => withHandle(g, (gh) => withScratch((alloc) => {
    const p = alloc(4);
    const r = C.p8_solve(bh, gh, alg, h, p);
    let reason = '';
    if (r === P8_EUNSOLVABLE) {            // the library's sentence, as a search's errmsg says it
      const buf = alloc(256);
      C.p8_board_solvable_why(bh, gh, buf, 256);
      reason = cString(buf);
    }
    return [r, u32At(p), reason];
  })));
  const result = out ? new Result(out, ALGORITHMS[alg] ?? null) : null;
  if (rc === P8_OK) return result;
  const detail = rc === P8_EINVAL
    ? `algorithm ${quote(algorithm)} or heuristic ${quote(heuristic)} is out of range` : why;
  throw errorFor(rc, detail, result);
}
