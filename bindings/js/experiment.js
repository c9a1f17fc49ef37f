// SPDX-License-Identifier: MIT
// experiment.js - experiment(): a named experiment of the C library (p8_experiment_preset, run,
// rows, writers, plot), thin: the same numbers as `puzzle8 experiment` and Python's experiment().
import { C, cString, names, putString, toU64, u32At, withScratch, collectText } from './lib.js';
import { InvalidArgumentError, check, errorFor } from './errors.js';

/** The named experiments: "branching", "duplicates", "heuristics", "walk", "bidirectional". */
export const EXPERIMENTS = Object.freeze(names(C.p8_experiment_preset_name));
/** The fields of a row, in order (p8_experiment_field_name). */
export const EXPERIMENT_FIELDS = Object.freeze(names(C.p8_experiment_field_name));
const FORMATS = { text: 0, csv: 1, markdown: 2, json: 3 };
const COUNTS = 7; // fields 0..6 are counts

/** b*: the root of N + 1 = 1 + b + ... + b^depth (NaN for depth 0). */
export function effectiveBranching(nodes, depth) {
  return C.p8_effective_branching(nodes, depth);
}

/**
 * Run the named experiment: { seed = 0, boards = 0 (its default), depths = null (its defaults) }.
 * Returns { rows, labels, text(), csv(), markdown(), json(), svg(field) }; rows are objects with
 * "label" and every field of EXPERIMENT_FIELDS (null where C has NaN). The experiment's memory
 * is freed before this returns: the texts and the plots are made here, at once.
 */
export function experiment(name, { seed = 0, boards = 0, depths = null } = {}) {
  const ds = depths ? Array.from(depths) : [];
  const s = toU64(seed, 'seed', InvalidArgumentError);
  return withScratch((alloc) => {
    const out = alloc(4);
    check(C.p8_experiment_new(out));
    const h = u32At(out);
    try {
      const arr = alloc(4 * Math.max(1, ds.length));
      const dv = new DataView(C.memory.buffer);
      ds.forEach((d, i) => dv.setUint32(arr + 4 * i, d >>> 0, true));
      let rc = C.p8_experiment_preset(h, putString(alloc, String(name)), boards, ds.length ? arr : 0, ds.length);
      if (rc === 0) rc = C.p8_experiment_set_seed(h, s);
      if (rc === 0) rc = C.p8_experiment_run(h, 0, 0);
      if (rc < 0) throw errorFor(rc, cString(C.p8_experiment_errmsg(h)));
      const labels = [];
      for (let c = 0; C.p8_experiment_label(h, c); c++) labels.push(cString(C.p8_experiment_label(h, c)));
      const n = EXPERIMENT_FIELDS.length;
      const buf = alloc(8 * n);
      const rows = [];
      for (let r = 0; r < C.p8_experiment_rows(h); r++) {
        check(C.p8_experiment_row(h, r, buf, n));
        const f = new Float64Array(C.memory.buffer, buf, n);
        const row = { label: labels[f[0]] };
        EXPERIMENT_FIELDS.forEach((k, i) => { row[k] = Number.isNaN(f[i]) ? null : (i < COUNTS ? Math.round(f[i]) : f[i]); });
        rows.push(row);
      }
      const texts = {};
      for (const [fmt, code] of Object.entries(FORMATS)) {
        const [wrc, text] = collectText((w, ud) => C.p8_experiment_write(h, code, w, ud));
        check(wrc);
        texts[fmt] = text;
      }
      const plots = {};
      EXPERIMENT_FIELDS.forEach((k, i) => {
        const [prc, text] = collectText((w, ud) => C.p8_experiment_svg(h, i, w, ud));
        if (prc === 0) plots[k] = text;
      });
      return {
        rows, labels,
        text: () => texts.text, csv: () => texts.csv, markdown: () => texts.markdown, json: () => texts.json,
        svg: (field = 'generated_mean') => {
          if (!(field in plots)) throw new InvalidArgumentError(`invalid argument: ${field} is not a field to plot`);
          return plots[field];
        },
      };
    } finally {
      C.p8_experiment_free(h);
    }
  });
}
