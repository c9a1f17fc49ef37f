// SPDX-License-Identifier: MIT
// heuristic.js - the heuristic a person writes in JavaScript, in the lab's WORKER only (the page
// never evaluates code: its Content-Security-Policy forbids it). The code is parsed without
// being run to report a syntax error (syntaxError), and run only when the page asks for a
// search or a check with it, after the person agreed (heuristicFrom). Every call is checked:
// an exception, or a value that is not a whole number of moves, becomes a UserCodeError with a
// sentence that names the board it was called on. Calls are reported to the page (track) so
// that a call that never returns can be named when the page stops the worker.

/** A board as the lab writes it: "7 2 4 / 5 0 6 / 8 3 1". */
export function boardText(t) {
  return `${t[0]} ${t[1]} ${t[2]} / ${t[3]} ${t[4]} ${t[5]} / ${t[6]} ${t[7]} ${t[8]}`;
}

/** An error in the person's code; .board is the board it failed on (text), or null. */
export class UserCodeError extends Error {
  constructor(message, board = null) {
    super(message);
    this.name = 'UserCodeError';
    this.board = board;
  }
}

// The code as a function body that returns the value of the text: parsing it runs nothing.
function wrapper(code) {
  return new Function(`"use strict";\nreturn (\n${code}\n);`);
}

// Where a SyntaxError is, when the browser says (Firefox: lineNumber counts the two lines of
// the Function's own header and the two the wrapper adds before the code).
function lineOf(e, code) {
  const line = Number(e.lineNumber) - 4;
  if (!Number.isInteger(line) || line < 1) return '';
  return line > String(code).split('\n').length ? ' (at the end of the code)' : ` (line ${line})`;
}

/** null if the code parses as an expression, else a sentence saying why not. Runs nothing. */
export function syntaxError(code) {
  if (!String(code).trim()) return 'The heuristic box is empty: write a function (state, goal) => number.';
  try {
    wrapper(code);
    return null;
  } catch (e) {
    return `Your heuristic does not parse${lineOf(e, code)}: ${e.name}: ${e.message}. Fix it and try again.`;
  }
}

function describe(v) {
  if (typeof v === 'string') return `the text ${JSON.stringify(v.length > 20 ? `${v.slice(0, 20)}…` : v)}`;
  if (v === undefined) return 'nothing (undefined: is a "return" missing?)';
  if (v === null) return 'null';
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN (not a number)' : String(v);
  if (typeof v === 'bigint') return `the BigInt ${v}n`;
  if (typeof v === 'boolean') return `the boolean ${v}`;
  if (typeof v === 'function') return 'a function';
  return `${Array.isArray(v) ? 'an array' : 'an object'}`;
}

/** Why a heuristic value is not a whole number of moves 0 .. 2^32-1, or null if it is one. */
function badValue(v) {
  if (typeof v !== 'number') {
    const hint = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? ` (write ${v.trim()}, not "${v}")` : '';
    return `returned ${describe(v)}; it must return a number of moves${hint}`;
  }
  if (Number.isNaN(v)) return 'returned NaN (not a number): look for an undefined value or 0/0 in the arithmetic';
  if (!Number.isFinite(v)) return `returned ${v}; it must return a finite number of moves`;
  if (!Number.isInteger(v)) return `returned ${v}; it must return a whole number of moves (use Math.floor or Math.round)`;
  if (v < 0) return `returned ${v}; a number of moves is never below 0`;
  if (v > 0xffffffff) return `returned ${v}; the library takes at most 4,294,967,295`;
  return null;
}

// What the worker tells the page about calls of the person's code: every one of the first
// EXACT_CALLS of a job, then one at least every BEAT_MS, each paired with the message that it
// returned. So when a call never returns, the page's last message names its board exactly, or
// the page knows it cannot tell.
const EXACT_CALLS = 1000;
const BEAT_MS = 100;

export const track = {
  post: () => {},
  calls: 0,
  last: 0,
  open: false,
  /** Start counting for a new job. */
  reset() {
    this.calls = 0;
    this.open = false;
  },
  enter(state) {
    this.calls++;
    const now = performance.now();
    if (this.calls <= EXACT_CALLS || now - this.last >= BEAT_MS) {
      this.post({ type: 'enter', board: boardText(state), calls: this.calls });
      this.last = now;
      this.open = true;
    }
  },
  leave() {
    if (this.open) {
      this.post({ type: 'leave' });
      this.open = false;
    }
  },
};

/** The person's heuristic as a checked function (state, goal) => integer for the binding.
 *  Runs the code's top level once (it must evaluate to a function). */
export function heuristicFrom(code) {
  const why = syntaxError(code);
  if (why) throw new UserCodeError(why);
  let fn;
  try {
    fn = wrapper(code)();
  } catch (e) {
    throw new UserCodeError(`Your code threw ${e?.name ?? 'an error'} before it gave a function: ${e?.message ?? e}.`);
  }
  if (typeof fn !== 'function') {
    throw new UserCodeError(`The heuristic box must hold a function (state, goal) => number; it holds ${describe(fn)}.`);
  }
  return (state, goal) => {
    track.enter(state);
    let v;
    try {
      v = fn(state, goal);
    } catch (e) {
      track.leave();
      const what = e instanceof Error ? `${e.name}: ${e.message}` : `the value ${describe(e)}`;
      throw new UserCodeError(`Your heuristic threw ${what}, when called on board ${boardText(state)}.`, boardText(state));
    }
    track.leave();
    const bad = badValue(v);
    if (bad) throw new UserCodeError(`Your heuristic ${bad}, for board ${boardText(state)}.`, boardText(state));
    return v;
  };
}

/** Take away what code in this worker could reach the network or the page with: fetch, XHR,
 *  sockets, importScripts, storage, other workers, and postMessage/close (the worker keeps its
 *  own reference to postMessage). Not a sandbox (a dynamic import() still works where no
 *  Content-Security-Policy header forbids it, see docs/web.md), but the common ways are gone. */
export function sealWorker() {
  const names = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts', 'indexedDB', 'caches',
    'BroadcastChannel', 'Worker', 'SharedWorker', 'WebTransport', 'postMessage', 'close', 'Request'];
  for (let o = globalThis; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const n of names) {
      if (Object.prototype.hasOwnProperty.call(o, n)) {
        try {
          delete o[n];
        } catch { /* not configurable: left as it is */ }
      }
    }
  }
}
