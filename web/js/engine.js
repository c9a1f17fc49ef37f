// SPDX-License-Identifier: MIT
// engine.js - the page's side of a worker (worker.js): call(op, args, onProgress) returns a
// promise of the op's result; stop() asks the running ops to stop and, when the worker does not
// answer within STOP_MS (it is inside one long call into C, or inside a heuristic that never
// returns), ends the worker and starts a new one. A watchdog does the same when a worker has been
// silent for SILENT_MS while an op runs (a runaway heuristic): the op fails with an EngineError
// whose sentence names what was stopped, and the board when the worker said which.

const STOP_MS = 80;
const SILENT_MS = 2000;
const READY_MS = 30000;

/** An op the page ended: .kind is 'stopped' (Stop) or 'runaway' (the watchdog). */
export class EngineError extends Error {
  constructor(kind, message, board = null) {
    super(message);
    this.name = 'EngineError';
    this.kind = kind;
    this.board = board;
  }
}

/** An op that failed in the worker: .kind (the library's error class, 'heuristic', ...), .board. */
export class WorkError extends Error {
  constructor(info) {
    super(info.message);
    this.name = 'WorkError';
    this.kind = info.kind;
    this.board = info.board ?? null;
  }
}

export class Engine {
  /** name: what the sentences call this worker; onRestart(reason): after a new worker started. */
  constructor(name, onRestart = () => {}) {
    this.name = name;
    this.onRestart = onRestart;
    this.nextId = 1;
    this.pending = new Map();
    this.generation = 0;
    this.#start();
    setInterval(() => this.#watch(), 250);
  }

  #start() {
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.last = performance.now();
    this.open = null;                 // the board of a heuristic call that has not returned
    this.ready = new Promise((resolve, reject) => {
      this.readyTimer = setTimeout(() => reject(new Error(`the ${this.name} did not start within ${READY_MS / 1000} s`)), READY_MS);
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {});
    this.worker.addEventListener('message', (e) => this.#message(e.data));
    this.worker.addEventListener('error', (e) => {
      e.preventDefault?.();
      const why = `the ${this.name} could not start (${e.message || 'its module did not load'}): ` +
        'serve web/ and bindings/js/ (with puzzle8.wasm, which `make wasm` builds) side by side, see docs/web.md';
      this.rejectReady(new Error(why));
      for (const p of this.pending.values()) p.reject(new Error(why));
      this.pending.clear();
    });
  }

  #message(m) {
    this.last = performance.now();
    if (m.type === 'ready') {
      clearTimeout(this.readyTimer);
      this.resolveReady();
      return;
    }
    if (m.type === 'enter') {
      this.open = m.board;
      const first = this.pending.values().next().value;
      first?.onProgress?.({ calls: m.calls });
      return;
    }
    if (m.type === 'leave') {
      this.open = null;
      return;
    }
    const p = this.pending.get(m.id);
    if (!p) return;
    if ('progress' in m) {
      p.onProgress?.(m.progress);
      return;
    }
    this.pending.delete(m.id);
    if (m.ok) p.resolve(m.result);
    else p.reject(new WorkError(m.error));
  }

  /** Run op in the worker; onProgress(data) gets its progress messages. */
  async call(op, args = {}, onProgress = null, about = '') {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress, op, about, since: performance.now() });
      this.last = performance.now();
      this.open = null;
      this.worker.postMessage({ id, op, args });
    });
  }

  /** True while an op runs. */
  get busy() {
    return this.pending.size > 0;
  }

  /** Stop the running ops: they answer (stopped) within `grace` ms, or the worker is replaced
   *  (ops that work in chunks answer at their next chunk; one long call into C, or a heuristic
   *  that never returns, cannot: for those, the page ends the worker). */
  stop(grace = STOP_MS) {
    if (!this.pending.size) return Promise.resolve();
    this.worker.postMessage({ op: 'stop' });
    const waiting = [...this.pending.values()].map((p) => new Promise((r) => {
      const { resolve, reject } = p;
      p.resolve = (v) => { resolve(v); r(); };
      p.reject = (e) => { reject(e); r(); };
    }));
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.restart('stopped', `Stopped: the ${this.name} was inside one long step and was restarted.`);
        resolve();
      }, grace);
      Promise.all(waiting).then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** End the worker and start another: every running op fails with an EngineError. */
  restart(kind, message) {
    this.worker.terminate();
    const board = this.open;
    const pending = [...this.pending.values()];
    this.pending.clear();
    this.generation++;
    this.#start();
    for (const p of pending) p.reject(new EngineError(kind, message, board));
    this.onRestart(kind);
  }

  #watch() {
    // When this page was busy itself (its timer came late), the worker's messages may be
    // waiting unread: look again at the next tick rather than blame the worker.
    const now = performance.now();
    const late = now - (this.tick ?? now) > 500;
    this.tick = now;
    if (late) this.last = Math.max(this.last, now - SILENT_MS / 2);
    if (!this.pending.size || now - this.last < SILENT_MS) return;
    const p = [...this.pending.values()][0];
    const board = this.open;
    const who = p.about || `the ${this.name}`;
    const where = board ? ` when called on board ${board}` : '';
    this.restart('runaway', `${who[0].toUpperCase()}${who.slice(1)} did not return for ${SILENT_MS / 1000} s${where}: ` +
      `the lab stopped it and restarted its worker. Look for a loop that never ends${board ? ' on that board' : ''}.`);
  }
}
