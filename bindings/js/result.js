// SPDX-License-Identifier: MIT
// result.js - Result and Stats: what a run produced, read out of the C p8_result in one
// p8_result_fields call (plus the moves and the path). The C result is kept for the pictures
// drawn from it (svg(), Tree.svg(path)) and freed by free() or by the garbage collector; every
// other property is plain JavaScript data, valid after free().
import { C, cString, collectText, memory, quote, withScratch } from './lib.js';
import { Board } from './board.js';
import { InvalidArgumentError, errorFor } from './errors.js';

const P8_RESULT_FIELD_STATUS = 0, P8_RESULT_FIELD_SOLVED = 1, P8_RESULT_FIELD_LENGTH = 2;
const P8_RESULT_FIELD_STATS = 3;
const N_FIELDS = 32;
const P8_EINVAL = -1;

// The C result of each Result (until freed), for the functions that draw from it.
const handles = new WeakMap();
const finalizer = new FinalizationRegistry((h) => C.p8_result_free(h));

/** The C p8_result of a Result (0 once freed); for the package's own modules. */
export function resultHandle(r) { return handles.get(r) ?? 0; }

/** The statistic names in P8_STAT_* order ("frontier": entries when the run ended). */
export const STATS = Object.freeze(['expanded', 'generated', 'duplicates', 'maxFrontier', 'peakBytes',
  'elapsedNs', 'frontier']);

/** Statistics of a run (docs/reference.md defines each). Numbers: exact below 2**53, which a
 *  count of an 8-puzzle run never reaches. */
export class Stats {
  constructor(values) {
    this.expanded = values[0];
    this.generated = values[1];
    this.duplicates = values[2];
    this.maxFrontier = values[3];
    this.peakBytes = values[4];
    this.elapsedNs = values[5];
    Object.freeze(this);
  }

  get elapsedMs() { return this.elapsedNs / 1e6; }
}

/**
 * What a run produced: solved (boolean), moves ("LURD..."), length, path (Boards, start ..
 * goal), status (the C status name, e.g. "P8_OK"), code (its number), stats (a frozen Stats),
 * stat(name) for any statistic by name (including "frontier").
 */
export class Result {
  #states;
  #fields;

  /** Reads the C result at handle h, which it then owns. */
  constructor(h, algorithm = null) {
    let ok = false;
    try {
      const fields = withScratch((alloc) => {
        const p = alloc(8 * N_FIELDS);
        const n = Math.min(C.p8_result_fields(h, p, N_FIELDS), N_FIELDS);
        return Array.from(new BigUint64Array(C.memory.buffer, p, n));
      });
      this.algorithm = algorithm;
      this.code = Number(BigInt.asIntN(64, fields[P8_RESULT_FIELD_STATUS]));
      this.solved = fields[P8_RESULT_FIELD_SOLVED] === 1n;
      this.length = Number(fields[P8_RESULT_FIELD_LENGTH]);
      this.#fields = fields.slice(P8_RESULT_FIELD_STATS).map(Number);
      this.stats = new Stats(this.#fields);
      this.moves = withScratch((alloc) => {
        const buf = alloc(this.length + 1);
        C.p8_result_moves_string(h, buf, this.length + 1);
        return cString(buf);
      });
      this.#states = new Uint8Array(this.solved ? 9 * (this.length + 1) : 0);
      if (this.solved) {
        withScratch((alloc) => {
          const t = alloc(9);
          for (let i = 0; i <= this.length; i++) {
            C.p8_result_state_at(h, i, t);
            this.#states.set(memory().subarray(t, t + 9), 9 * i);
          }
        });
      }
      ok = true;
    } finally {
      if (ok) {
        handles.set(this, h);
        finalizer.register(this, h, this);
      } else {
        C.p8_result_free(h);
      }
    }
  }

  /** Free the C result now (the garbage collector does it otherwise); only svg() needs it. */
  free() {
    const h = handles.get(this);
    if (!h) return;
    handles.delete(this);
    finalizer.unregister(this);
    C.p8_result_free(h);
  }

  /** The solution as an SVG filmstrip (p8_svg_solution), perRow boards a row (0: one row). */
  svg(perRow = 8) {
    if (!this.solved) throw errorFor(P8_EINVAL, 'the run was not solved: there is no path to draw');
    const h = handles.get(this);
    if (!h) throw new InvalidArgumentError('invalid argument: this Result was freed');
    if (!Number.isInteger(perRow) || perRow < 0 || perRow > 0xffffffff) {
      throw new InvalidArgumentError('invalid argument: perRow must be 0 .. 2**32-1');
    }
    const [rc, text] = collectText((write, ud) => C.p8_svg_solution(h, perRow, write, ud));
    if (rc !== 0) throw errorFor(rc, 'drawing the solution');
    return text;
  }

  /** The status the run ended with, by name: "P8_OK", "P8_ELIMIT", ... */
  get status() { return cString(C.p8_status_name(this.code)); }

  /** The boards along the solution, start .. goal (length + 1 boards); [] if not solved. */
  get path() {
    const out = [];
    for (let i = 0; i < this.#states.length; i += 9) out.push(Board.fromTiles(this.#states.subarray(i, i + 9)));
    return out;
  }

  /** Any statistic by name (STATS), including "frontier" (frontier size when the run ended). */
  stat(name) {
    const i = STATS.indexOf(name);
    if (i < 0) throw new TypeError(`unknown statistic ${quote(name)} (one of ${STATS.join(', ')})`);
    return this.#fields[i];
  }

  [Symbol.for('nodejs.util.inspect.custom')]() {
    return `<Result ${this.algorithm ? `${this.algorithm}, ` : ''}${this.status} length=${this.length} ` +
      `moves=${JSON.stringify(this.moves.length > 40 ? `${this.moves.slice(0, 40)}...` : this.moves)} ` +
      `expanded=${this.stats.expanded}>`;
  }
}
