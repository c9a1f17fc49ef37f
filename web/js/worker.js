// SPDX-License-Identifier: MIT
// worker.js - the lab's worker (a module Web Worker): it holds the C library compiled to
// WebAssembly (the JavaScript binding) and does every piece of work the page asks for, so the
// page itself never blocks and never evaluates code. The page (engine.js) sends
// { id, op, args }; the worker answers { id, ok, result } or { id, ok: false, error }, and sends
// { id, progress } while an op runs. { op: 'stop' } asks every op running to stop at its next
// chunk. Messages about calls of the person's heuristic ({ type: 'enter' | 'leave' }) let the
// page name the board a runaway heuristic hangs on.
import * as p8 from '../../bindings/js/puzzle8.js';
import { Session, errorInfo } from './worker-session.js';
import { compareJob, checkJob } from './worker-jobs.js';
import { sealWorker, syntaxError, track } from './heuristic.js';

const post = globalThis.postMessage.bind(globalThis);
const listen = globalThis.addEventListener.bind(globalThis);
sealWorker();                       // after the binding has loaded its module
track.post = post;

const PROGRESS_MS = 200;            // counters at most every 200 ms
const VIEW_MS = 500;                // frontier and tree at most every 500 ms
let stopEpoch = 0;
const session = new Session();

// Let the worker read its messages (a Stop) between two chunks of work: a message to itself,
// which (unlike setTimeout) is not held back 4 ms, and lets the page's messages in first.
const channel = new MessageChannel();
let wake = null;
channel.port1.onmessage = () => wake?.();
function yieldToMessages() {
  return new Promise((resolve) => {
    wake = resolve;
    channel.port2.postMessage(0);
  });
}

function control(id, sessionOp) {
  const epoch = stopEpoch;
  let lastProgress = 0;
  let lastView = 0;
  return {
    get stopped() { return stopEpoch !== epoch; },
    yield: yieldToMessages,
    // progress(data): send data (throttled when asked); progress(): the session's counters,
    // and now and then its frontier and tree ("updates during Run").
    progress(data, throttled = false) {
      const now = performance.now();
      if (data === undefined && !sessionOp) return;
      if (data === undefined) {
        if (now - lastProgress < PROGRESS_MS) return;
        lastProgress = now;
        if (now - lastView >= VIEW_MS) {
          lastView = now;
          post({ id, progress: session.view(true) });
        } else {
          post({ id, progress: session.progress() });
        }
        return;
      }
      if (throttled && now - lastProgress < PROGRESS_MS) return;
      lastProgress = now;
      post({ id, progress: data });
    },
  };
}

function boardInfo(text, moved = 0) {
  try {
    const b = new p8.Board(text);
    return { ok: true, line: b.format('line'), compact: b.compact(), tiles: [...b.tiles], svg: b.svg(moved) };
  } catch (e) {
    if (e instanceof p8.BoardError) return { ok: false, reason: e.reason };
    throw e;
  }
}

// What each preset is, as the library says: its heuristic, duplicate policy, frontier, weights
// and driver (the trace header), whether the weights shape its runs (p8_search_weights_used),
// its node budget (SMA*'s only), and the duplicate policies its runs accept (the others are
// refused when a run starts: tried on a board one move from the goal).
function presets() {
  const out = {};
  const goal = p8.Board.goal();
  const near = goal.move(goal.legalMoves()[0]);
  for (const a of p8.ALGORITHMS) {
    const s = new p8.Search({ algorithm: a });
    const h = JSON.parse(s.traceHeader(goal, goal));
    const dups = p8.DUPLICATES.filter((d) => {
      const t = new p8.Search({ algorithm: a, duplicates: d });
      try {
        t.start(near, goal);
        return true;
      } catch (e) {
        if (e instanceof p8.InvalidArgumentError) return false;
        throw e;
      } finally {
        t.free();
      }
    });
    out[a] = { heuristic: h.heuristic, duplicates: h.duplicates, frontier: s.frontierUsed, wg: h.wg, wh: h.wh, driver: h.driver,
      weightsUsed: s.weightsUsed, nodeBudget: h.node_budget ?? null, dups };
    s.free();
  }
  return out;
}

const ops = {
  init: () => ({
    version: p8.libraryVersion, algorithms: [...p8.ALGORITHMS], heuristics: [...p8.HEURISTICS],
    duplicates: [...p8.DUPLICATES], defaultGoal: p8.Board.goal().format('line'), presets: presets(),
    // the library's configuration table: each value's title, label and sentence (words.js, about.js)
    catalog: Object.fromEntries(['algorithm', 'heuristic', 'duplicates', 'frontier']
      .map((k) => [k, p8.choices(k).map(({ name, title, label, summary }) => ({ name, title, label, summary }))])),
  }),
  // The start and goal as the library reads them, drawn, and whether the goal can be reached.
  boards: ({ start, goal, moved = 0 }) => {
    const out = { start: boardInfo(start, moved), goal: boardInfo(goal) };
    if (out.start.ok && out.goal.ok) out.solvable = new p8.Board(start).solvableWhy(goal);
    return out;
  },
  // The start after a move of the blank: a letter (arrow keys), or onto a cell (a tap).
  move: ({ start, letter = null, cell = null }) => {
    const b = new p8.Board(start);
    const m = letter ?? b.legalMoves().find((l) => b.move(l).blank === cell) ?? null;
    if (m === null || !b.legalMoves().includes(m)) return { moved: false };
    const after = b.move(m);
    return { moved: true, line: after.format('line'), tile: b.tiles[after.blank] };
  },
  scramble: ({ goal, k, seed }) => new p8.Board(goal).scramble(k, BigInt(seed)).format('line'),
  random: ({ goal, distance, seed }) => new p8.Table(goal).randomBoard(distance, BigInt(seed)).format('line'),
  syntax: ({ code }) => syntaxError(code),
  // A board drawn by the library, tile `moved` highlighted; the solution's filmstrip.
  draw: ({ board, moved = 0 }) => new p8.Board(board).svg(moved),
  film: ({ perRow }) => (session.done && session.result?.solved ? session.result.svg(perRow) : null),
  configure: (cfg) => {
    track.reset();
    const info = session.configure(cfg);
    return { info, view: session.view(true) };
  },
  advance: async ({ n }, ctl) => {
    track.reset();
    await session.advance(n, ctl);
    return { view: session.view(true), stopped: ctl.stopped };
  },
  seek: async ({ t }, ctl) => {
    track.reset();
    await session.seek(t, ctl);
    return { view: session.view(true), stopped: ctl.stopped };
  },
  compare: compareJob,
  check: checkJob,
};
const SESSION_OPS = new Set(['advance', 'seek']);

listen('message', async (event) => {
  const { id, op, args } = event.data ?? {};
  if (op === 'stop') {
    stopEpoch++;
    return;
  }
  const fn = ops[op];
  if (!fn) {
    post({ id, ok: false, error: { kind: 'Error', message: `the worker has no operation ${op}` } });
    return;
  }
  try {
    const result = await fn(args ?? {}, control(id, SESSION_OPS.has(op)));
    post({ id, ok: true, result });
  } catch (e) {
    post({ id, ok: false, error: errorInfo(e) });
  }
});
post({ type: 'ready' });
