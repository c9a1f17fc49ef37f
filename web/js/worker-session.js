// SPDX-License-Identifier: MIT
// worker-session.js - the search the lab steps, in the worker: one configured run of the library
// (Search.start, Search.step) and its timeline. The position is the number of expansions done;
// going back replays the run from the start (a run is deterministic), so every position shows
// the library's own state: counters, frontier (p8_search_frontier), and the search tree of its
// first TREE_CAP expansions, recorded from the events of a replay (Search.eventNode: the node ids
// of the frontier and of the trace). Long stretches run in chunks of about CHUNK_MS (5 ms),
// between which the worker reads its messages, so Stop is seen within one chunk.
import * as p8 from '../../bindings/js/puzzle8.js';
import { heuristicFrom, UserCodeError } from './heuristic.js';

export const TREE_CAP = 300;          // the tree and the trace show the first 300 expansions
const FRONTIER_ROWS = 10;
const LIVE_CAP = 5000;                // frontier ids sent for the tree's colours
const CHUNK_MS = 5;
const PATH_MAX = 5000;                // longer solutions are summarised, not animated
const COUNT_MAX = 200000;             // beyond, the frontier's size is its entries (stale ones
                                      // included: a tree search has none), not a count of all
const SAMPLES = 400;                  // the growth chart's points, at most (then thinned)
const DEPTH_MS = 20;                  // the next node's depth is read at most this often
const MIB = 1048576;

/** Binding options from the page's configuration (checked there; the library checks again):
 *  the page's memory and time budgets are the library's limits of the run. */
export function searchOptions(cfg) {
  const o = { algorithm: cfg.alg, seed: BigInt(cfg.wseed), nodeBudget: cfg.nbudget, maxMemory: cfg.mem * MIB,
    maxTimeMs: cfg.time * 1000 };
  if (cfg.h === 'js') o.heuristic = heuristicFrom(cfg.js);
  else if (cfg.h) o.heuristic = cfg.h;
  if (cfg.dup) o.duplicates = cfg.dup;
  if (cfg.weights) o.weights = cfg.weights;
  if (cfg.maxexp !== null) o.maxExpansions = cfg.maxexp;
  if (cfg.maxdepth !== null) o.maxDepth = cfg.maxdepth;
  return o;
}

/** What the page shows of an error: its sentence, the board a heuristic failed on, its kind. */
export function errorInfo(e) {
  if (e instanceof UserCodeError) return { kind: 'heuristic', message: e.message, board: e.board };
  if (e instanceof p8.SearchStopped) return { kind: e.name, message: e.detail || e.message };
  if (e instanceof p8.Puzzle8Error) return { kind: e.name, message: e.detail || e.message };
  return { kind: e?.name ?? 'Error', message: String(e?.message ?? e) };
}

/** Run `total` expansions (Infinity: to the end) of step(k) in chunks of about CHUNK_MS, calling
 *  ctl.progress between chunks and yielding to the worker's messages; stops early when ctl says
 *  so or when step returns false (the run ended). The chunk adapts to the run's speed. */
export async function inChunks(total, step, ctl, state = { chunk: 64 }) {
  let left = total;
  while (left > 0) {
    if (ctl.stopped) return false;
    const k = Math.min(state.chunk, left);
    const t0 = performance.now();
    const more = step(k);
    const dt = performance.now() - t0;
    if (dt < CHUNK_MS / 2 && state.chunk < 1 << 22) state.chunk *= 2;
    else if (dt > CHUNK_MS * 2 && state.chunk > 1) state.chunk = Math.max(1, state.chunk >> 1);
    if (!more) return true;
    left -= k;
    ctl.progress();
    await ctl.yield();
  }
  return true;
}

// The exact distance tables of the goals seen, for the depth of a shortest solution a runaway
// search's paragraph predicts for (p8_table_distance; a table takes a moment to build).
const tables = new Map();
function distance(start, goal) {
  const key = goal.compact();
  if (!tables.has(key)) {
    for (const t of tables.values()) t.free();
    tables.clear();
    tables.set(key, new p8.Table(goal));
  }
  return tables.get(key).distance(start);
}

function rowOf(e) {
  return { id: e.id, board: e.board.compact(), g: e.g, h: e.h, key: e.key, side: e.side, parent: e.parent, move: e.move };
}

export class Session {
  constructor() {
    this.s = null;
    this.cfg = null;
    this.pos = 0;          // expansions of the run as it stands
    this.done = false;     // the run has ended (its result taken)
    this.end = null;       // how the run ends, once it was reached: { at, kind, ... }
    this.head = 0;         // the most expansions reached in this configuration
    this.chunk = { chunk: 64 };
    this.treeCache = null;
    this.samples = [];     // the growth chart: { x: expanded, f: frontier, b: bytes, t: ms }
    this.every = 1;        // a sample every `every` chunks (doubles as the chart thins)
    this.depth = 0;        // the g of the next node to expand, when last read
  }

  free() {
    this.s?.free();
    this.s = null;
  }

  /** A new configuration: the library's search for it, started (position 0). Returns what the
   *  library says the configuration uses (from the trace header). */
  configure(cfg) {
    this.free();
    this.cfg = cfg;
    this.end = null;
    this.head = 0;
    this.treeCache = null;
    this.startBoard = new p8.Board(cfg.start);
    this.goalBoard = new p8.Board(cfg.goal);
    this.s = new p8.Search(searchOptions(cfg));
    const header = JSON.parse(this.s.traceHeader(this.startBoard, this.goalBoard));
    this.info = {
      heuristic: cfg.h === 'js' ? 'js' : header.heuristic, duplicates: header.duplicates, driver: header.driver,
      frontier: this.s.frontierUsed, wg: header.wg, wh: header.wh, weightsUsed: this.s.weightsUsed,
    };
    this.restart();
    return this.info;
  }

  restart() {
    this.pos = 0;
    this.done = false;
    this.result = null;
    this.error = null;
    this.samples = [];
    this.every = 1;
    this.chunks = 0;
    this.depth = 0;
    this.depthAt = -Infinity;
    this.s.start(this.startBoard, this.goalBoard);
    this.#sample(true);
    // A run can end in its start (the start is the goal): then the first step says how, at once.
    try {
      void this.s.frontierLive;
    } catch {
      this.#step(1);
    }
  }

  /** At the end of a run stopped by the expansion limit, kept in progress so its frontier shows. */
  get atLimit() {
    return !this.done && this.end !== null && this.end.kind === 'limit' && this.pos >= this.end.at;
  }

  #finish(result, error) {
    this.done = true;
    this.result = result;
    this.error = error;
    const end = { at: this.pos, kind: 'stopped', solved: false, message: '', board: null };
    if (result?.solved) {
      Object.assign(end, { kind: 'solved', solved: true, length: result.length, moves: result.moves });
      if (result.length <= PATH_MAX) end.path = result.path.map((b) => b.compact());
    } else if (error) {
      Object.assign(end, errorInfo(error));
      if (error instanceof p8.LimitReached) {
        const budget = /^(memory|time) limit of/.exec(end.message)?.[1];
        if (this.cfg.maxexp !== null && this.pos >= this.cfg.maxexp) end.kind = 'limit';
        else if (budget) {
          // The library's paragraph, while its message is the limit's: the depth the run's next
          // node had when last read, and the moves of a shortest solution (the exact table).
          end.kind = budget;
          end.why = this.s.limitWhy(this.depth, distance(this.startBoard, this.goalBoard));
        } else end.kind = 'depth';
      } else if (error instanceof p8.NotFound) end.kind = 'notfound';
      else if (!(error instanceof UserCodeError)) end.kind = 'error';
    }
    this.end = end;
  }

  // Expand up to k nodes; false once the run has ended.
  #step(k) {
    try {
      const r = this.s.step(k);
      this.pos = this.s.stat('expanded');
      if (r) this.#finish(r, null);
    } catch (e) {
      this.pos = this.s.stat('expanded');
      this.#finish(e.result ?? null, e);
    }
    this.head = Math.max(this.head, this.pos);
    this.#sample(this.done);
    return !this.done;
  }

  // After a chunk: a point of the growth chart (every `every` chunks, thinned to SAMPLES), and
  // the depth of the next node (the first entry of the frontier: a queue's or a stack's costs
  // one entry, however long it is).
  #sample(always = false) {
    const now = performance.now();
    if (!this.done && now - this.depthAt >= DEPTH_MS) {
      this.depthAt = now;
      try {
        const next = this.s.frontier(1)[0];
        if (next) this.depth = next.g;
      } catch { /* no frontier to read (the random walk, RBFS, SMA*) */ }
    }
    if (!always && ++this.chunks % this.every) return;
    const st = this.s.snapshot();
    // an ended run's frontier is its result's (the search's own count is gone with the run)
    const f = this.done && this.result ? this.result.stat('frontier') : st.frontier;
    this.samples.push({ x: st.expanded, f, b: st.peakBytes, t: st.elapsedNs / 1e6 });
    if (this.samples.length > SAMPLES) {
      this.samples = this.samples.filter((_, i) => i % 2 === 0 || i === this.samples.length - 1);
      this.every *= 2;
    }
  }

  /** n more expansions (Infinity: to the end), in chunks. */
  async advance(n, ctl) {
    if (this.done || this.atLimit) return;
    await inChunks(n, (k) => this.#step(k), ctl, this.chunk);
    // A run stopped by the expansion limit is replayed up to the limit: its frontier stays.
    if (this.done && this.end.kind === 'limit' && !ctl.stopped) await this.seek(this.end.at, ctl);
  }

  /** Go to position t (expansions), replaying from the start when going back. */
  async seek(t, ctl) {
    t = Math.max(0, Math.floor(t));
    if (this.end && t >= this.end.at) {
      if (this.end.kind === 'limit') t = this.end.at;
      else {
        if (!this.done) await inChunks(Infinity, (k) => this.#step(k), ctl, this.chunk);
        return;
      }
    }
    if (t < this.pos || this.done) this.restart();
    await inChunks(t - this.pos, (k) => this.#step(k), ctl, this.chunk);
  }

  /** What the page shows now; the tree when asked. */
  view(withTree) {
    // an ended run's frontier is its result's (the search's own count is gone with the run)
    const stats = this.done && this.result ? { ...this.s.snapshot(), frontier: this.result.stat('frontier') } : this.s.snapshot();
    let rows = [];
    let live = 0;
    if (!this.done) {
      rows = this.s.frontier(FRONTIER_ROWS).map(rowOf);
      live = stats.frontier > COUNT_MAX ? stats.frontier : this.s.frontierLive;
    }
    return {
      pos: this.pos, head: this.head, done: this.done, atLimit: this.atLimit, end: this.end, stats,
      frontier: { rows, live }, tree: withTree ? this.tree() : undefined, treeCap: TREE_CAP, growth: this.growth(),
    };
  }

  /** The progress the page sees between chunks: counters and the growth chart's points. */
  progress() {
    return { pos: this.pos, head: this.head, stats: this.s.snapshot(), growth: this.growth() };
  }

  /** The growth chart's data: its points and the depth of the next node. */
  growth() {
    return { samples: this.samples, depth: this.depth };
  }

  /** The tree of the first min(pos, TREE_CAP) expansions as node records, recorded from a replay
   *  of the same configuration: its events and each event's node (Search.eventNode), stopped at
   *  the next expansion, whose node is `next`; `live`: the frontier's ids at that moment. */
  tree() {
    const k = Math.min(this.pos, TREE_CAP);
    const key = `${k}/${this.done && this.pos <= TREE_CAP}`;
    if (this.treeCache?.key === key) return this.treeCache.tree;
    const recs = [];
    const byId = new Map();
    let expansions = 0;
    let next = null;
    let live = null;
    let unkept = 0;
    let lastUnkept = null;
    const opts = searchOptions(this.cfg);
    delete opts.maxExpansions;                      // the replay stops itself, after `next`
    const liveIds = (s) => {
      const ids = [];
      for (const e of s.frontier(LIVE_CAP)) ids.push(e.id);
      return ids;
    };
    const record = (n, tiles, parent) => {
      const r = { uid: n.id ?? --unkept, id: n.id, parent, move: n.move, g: n.g, h: n.h, key: n.key,
        side: n.side, bound: n.bound, board: tiles.join(''), exp: 0, dup: false, goal: false };
      recs.push(r);
      if (n.id !== null) byId.set(n.id, r);
      return r;
    };
    const s = new p8.Search({
      ...opts,
      onEvent: (ev, tiles) => {
        const n = s.eventNode();
        if (ev === 'expand') {
          if (expansions === k) {
            if (!byId.has(n.id) && n.parent === null) record(n, tiles, null);   // a new root (a pass, a side)
            next = n.id;
            live = liveIds(s);
            return true;                            // stop before the (k+1)-th expansion
          }
          expansions++;
          const r = byId.get(n.id) ?? record(n, tiles, n.parent);
          r.exp = expansions;
        } else if (ev === 'generate') {
          const r = record(n, tiles, n.parent);
          lastUnkept = n.id === null ? r : null;
          return false;
        } else if (ev === 'duplicate') {
          if (n.id === null) {
            const board = tiles.join('');
            const r = lastUnkept && lastUnkept.parent === n.parent && lastUnkept.board === board ? lastUnkept : record(n, tiles, n.parent);
            r.dup = true;
          } else {
            const r = byId.get(n.id);
            if (r) r.dup = true;
          }
        } else if (ev === 'goal') {
          const r = byId.get(n.id) ?? record(n, tiles, n.parent);
          r.goal = true;
          if (expansions === k && next === null) {
            next = n.id;
            live = liveIds(s);
          }
        }
        lastUnkept = null;
        return false;
      },
    });
    try {
      s.run(this.startBoard, this.goalBoard);
    } catch (e) {
      // stopped after `next`; a heuristic's error is the run's own, which the page shows
      if (!(e instanceof p8.SearchStopped) && !(e instanceof UserCodeError)) throw e;
    } finally {
      s.free();
    }
    const tree = { k, records: recs, next, live, maxdepth: this.cfg.maxdepth, driver: this.info.driver };
    this.treeCache = { key, tree };
    return tree;
  }
}
