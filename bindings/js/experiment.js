// SPDX-License-Identifier: MIT
// experiment.js - experiment(): a named experiment of the C library (p8_experiment_preset) and
// series of the caller's (p8_experiment_add_series, p8_experiment_set_option: the library reads
// them and says what is wrong), run, rows, writers, plot; thin: the same numbers as
// `puzzle8 experiment` and Python's experiment().
import { C, cString, names, putString, toU64, u32At, withScratch, collectText } from './lib.js';
import { InvalidArgumentError, check, errorFor } from './errors.js';

/** The named experiments: "branching", "duplicates", "heuristics", "walk", "bidirectional", "textbook". */
export const EXPERIMENTS = Object.freeze(names(C.p8_experiment_preset_name));
/** The fields of a row, in order (p8_experiment_field_name). */
export const EXPERIMENT_FIELDS = Object.freeze(names(C.p8_experiment_field_name));
const FORMATS = { text: 0, csv: 1, markdown: 2, json: 3 };
const COUNTS = 7; // fields 0..6 are counts
// The settings of a series object, as the library names them (p8_experiment_set_option).
const SETTINGS = {
  label: 'label', heuristic: 'heuristic', duplicates: 'duplicates', weights: 'weights',
  frontier: 'frontier', reopen: 'reopen', nodeBudget: 'node-budget', maxExpansions: 'max-expansions',
  maxDepth: 'max-depth', maxMemory: 'max-memory', maxTime: 'max-time',
};

/** b*: the root of N + 1 = 1 + b + ... + b^depth (NaN for depth 0). */
export function effectiveBranching(nodes, depth) {
  return C.p8_effective_branching(nodes, depth);
}

// What was given, quoted for a message: cut, with its control characters escaped.
function quoted(value) {
  const text = typeof value === 'string' ? value : String(value);
  const cut = text.length > 40 ? `${text.slice(0, 40)}...` : text;
  return JSON.stringify(cut);
}

// A string for C: one without NUL (C would stop there and read less than was given).
function cText(value, what) {
  if (typeof value !== 'string') throw new TypeError(`${what} must be a string, not ${quoted(value)}`);
  if (value.includes('\0')) throw new InvalidArgumentError(`invalid argument: ${what} ${quoted(value)} holds a NUL character`);
  return value;
}

// A whole number 0 .. max (Number or BigInt) as decimal text, or InvalidArgumentError.
function wholeText(value, what, max = 0xffffffffffffffffn) {
  const ok = (typeof value === 'bigint' || Number.isInteger(value)) && value >= 0 && BigInt(value) <= max;
  if (!ok) throw new InvalidArgumentError(`invalid argument: ${what} must be a whole number 0 .. ${max}, not ${quoted(value)}`);
  return BigInt(value).toString();
}

// The value of setting `key` of a series object as the library's text.
function settingText(key, value, what) {
  if (key === 'weights') {
    if (!Array.isArray(value) || value.length !== 2) {
      throw new InvalidArgumentError(`invalid argument: ${what} must be [wg, wh], not ${quoted(value)}`);
    }
    return `${wholeText(value[0], `${what}[0]`, 0xffffffffn)}:${wholeText(value[1], `${what}[1]`, 0xffffffffn)}`;
  }
  if (key === 'reopen') {
    if (typeof value !== 'boolean') throw new TypeError(`${what} must be true or false, not ${quoted(value)}`);
    return value ? 'on' : 'off';
  }
  if (key.startsWith('max') || key === 'nodeBudget') {
    if (value === 'none' && key.startsWith('max')) return 'none';
    return wholeText(value, what);
  }
  return cText(value, what);
}

// Add series s (a spec string, or an object) to the experiment h; its index, or throws.
function addSeries(alloc, h, s, i) {
  const what = `series[${i}]`;
  let rc;
  if (typeof s === 'string') {
    rc = C.p8_experiment_add_series(h, putString(alloc, cText(s, what)));
    if (rc < 0) throw errorFor(rc, cString(C.p8_experiment_errmsg(h)));
    return rc;
  }
  if (s === null || typeof s !== 'object') throw new TypeError(`${what} must be a string or an object, not ${quoted(s)}`);
  for (const k of Object.keys(s)) {
    if (k !== 'algorithm' && !(k in SETTINGS)) {
      throw new InvalidArgumentError(`invalid argument: ${what}: unknown setting ${quoted(k)}: expected algorithm, ` +
        `${Object.keys(SETTINGS).join(', ')}`);
    }
  }
  const algorithm = cText(s.algorithm, `${what}.algorithm`);
  if (algorithm.includes(',') || algorithm.includes('=')) {
    throw new InvalidArgumentError(`invalid argument: ${what}.algorithm ${quoted(algorithm)} is not an algorithm's name`);
  }
  rc = C.p8_experiment_add_series(h, putString(alloc, algorithm));
  if (rc < 0) throw errorFor(rc, cString(C.p8_experiment_errmsg(h)));
  for (const [k, key] of Object.entries(SETTINGS)) {
    if (s[k] === undefined || s[k] === null) continue;
    const v = settingText(k, s[k], `${what}.${k}`);
    const src = C.p8_experiment_set_option(h, rc, putString(alloc, key), putString(alloc, v));
    if (src < 0) throw errorFor(src, cString(C.p8_experiment_errmsg(h)));
  }
  return rc;
}

/**
 * Run an experiment: the named one (EXPERIMENTS) and/or the series given, with
 * { seed = 0, boards = 0 (the default: the named experiment's, else 100), depths = null (the
 * named experiment's, else 2, 4, ..., 24), series = [] }. A series is the command's text
 * ('IDS=iddfs,duplicates=none') or an object { algorithm, label, heuristic, duplicates,
 * weights: [wg, wh], frontier, reopen: boolean, nodeBudget, maxExpansions, maxDepth, maxMemory,
 * maxTime }. experiment({ series }) runs the series alone. Returns { rows, labels, text(), csv(),
 * markdown(), json(), svg(field) }; rows are objects with "label" and every field of
 * EXPERIMENT_FIELDS (null where C has NaN). The experiment's memory is freed before this
 * returns: the texts and the plots are made here, at once.
 */
export function experiment(name, options = {}) {
  if (name !== null && typeof name === 'object' && !Array.isArray(name)) {
    options = name;
    name = null;
  }
  const { seed = 0, boards = 0, depths = null, series = [] } = options ?? {};
  if (name !== null && name !== undefined) cText(name, 'the experiment\'s name');
  const ds = depths ? Array.from(depths) : [];
  ds.forEach((d, i) => { // each reaches C as given, or not at all
    if (!Number.isInteger(d) || d < 0 || d > 0xffffffff) {
      throw new InvalidArgumentError(`invalid argument: depths[${i}] = ${quoted(d)} is not a distance (1..31)`);
    }
  });
  const s = toU64(seed, 'seed', InvalidArgumentError);
  const list = Array.from(series ?? []);
  if ((name === null || name === undefined) && list.length === 0) {
    throw new InvalidArgumentError('invalid argument: give a named experiment or series');
  }
  return withScratch((alloc) => {
    const out = alloc(4);
    check(C.p8_experiment_new(out));
    const h = u32At(out);
    try {
      const arr = alloc(4 * Math.max(1, ds.length));
      const dv = new DataView(C.memory.buffer);
      ds.forEach((d, i) => dv.setUint32(arr + 4 * i, d, true));
      let rc = name !== null && name !== undefined
        ? C.p8_experiment_preset(h, putString(alloc, name), boards, ds.length ? arr : 0, ds.length)
        : C.p8_experiment_add_distances(h, boards, ds.length ? arr : 0, ds.length);
      if (rc < 0) throw errorFor(rc, cString(C.p8_experiment_errmsg(h)));
      list.forEach((one, i) => addSeries(alloc, h, one, i));
      rc = C.p8_experiment_set_seed(h, s);
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
          if (!Object.hasOwn(plots, field)) throw new InvalidArgumentError(`invalid argument: ${quoted(field)} is not a field to plot`);
          return plots[field];
        },
      };
    } finally {
      C.p8_experiment_free(h);
    }
  });
}
