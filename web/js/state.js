// SPDX-License-Identifier: MIT
// state.js - the page state, the link that shares it, and the number fields' ranges. Every
// value a person types or a link carries is checked here; what cannot be used gets a sentence
// that says what to type instead (never a raw exception).
import { ALGORITHM_WORDS, word } from './words.js';

export const DEFAULT_JS = `(state, goal) => {
  // twice the number of misplaced tiles
  let h = 0;
  for (let i = 0; i < 9; i++)
    if (state[i] !== 0 && state[i] !== goal[i]) h += 2;
  return h;
}`;

export const TABS = ['tree', 'trace', 'solution', 'compare', 'check', 'growth'];

// The page state; every key is in the link (goal: the library's default goal, set at start).
export const state = {
  start: '7 2 4 5 0 6 8 3 1', goal: '', alg: 'astar', h: '', dup: '', maxexp: '', maxdepth: '', weights: '',
  wseed: '0', nbudget: '10000', mem: '256', time: '60', n: '10', k: '20', kseed: '1', dist: '20', seed: '42', js: DEFAULT_JS, tab: 'tree', step: '0',
};
export const URL_KEYS = Object.keys(state);
const DEFAULTS = { ...state };

const U64_MAX = 18446744073709551615n;

// The number fields: label (as the page shows it), range, and whether empty means "no limit".
export const NUMBERS = {
  maxexp: { label: 'Max expansions', min: 0, max: 1e9, optional: true },
  maxdepth: { label: 'Max depth', min: 0, max: 1e6, optional: true },
  wseed: { label: 'Seed', min: 0n, max: U64_MAX, big: true },
  nbudget: { label: 'Nodes SMA* may hold', min: 1, max: 1e9 },
  mem: { label: 'Memory budget (MiB)', min: 1, max: 2048 },
  time: { label: 'Time budget (s)', min: 1, max: 3600 },
  n: { label: 'N (the expansions of Step ×N)', min: 1, max: 1e9 },
  k: { label: 'Scramble moves', min: 0, max: 1000 },
  kseed: { label: 'Scramble seed', min: 0n, max: U64_MAX, big: true },
  dist: { label: 'Distance', min: 0, max: 31 },
  seed: { label: 'Random seed', min: 0n, max: U64_MAX, big: true },
  step: { label: 'Step', min: 0, max: 1e9 },
};

const fmt = (n) => (typeof n === 'bigint' ? n.toLocaleString('en-US') : Number(n).toLocaleString('en-US'));

/** A number field's text as { value } (a Number, a BigInt's digits for seeds, or null for empty
 *  where allowed), or { error } with a sentence. Thousands separators and 1e6 are accepted. */
export function parseNumber(key, text) {
  const spec = NUMBERS[key];
  const t = String(text ?? '').trim().replace(/[,_\s\u00a0\u2009]/g, '');
  const range = `a whole number from ${fmt(spec.min)} to ${fmt(spec.max)}${spec.optional ? ', or leave it empty for no limit' : ''}`;
  const shown = String(text).trim().length > 24 ? `${String(text).trim().slice(0, 24)}…` : String(text).trim();
  if (t === '') {
    if (spec.optional) return { value: null };
    return { error: `${spec.label} is empty: type ${range}.` };
  }
  let v;
  if (spec.big && /^\d+$/.test(t)) v = BigInt(t);
  else {
    const x = Number(t);
    if (!Number.isFinite(x)) return { error: `${spec.label}: “${shown}” is not a number. Type ${range}.` };
    if (!Number.isInteger(x)) return { error: `${spec.label}: ${shown} is not a whole number. Type ${range}.` };
    if (spec.big) {
      if (!Number.isSafeInteger(x)) return { error: `${spec.label}: write ${shown} with all its digits. Type ${range}.` };
      v = BigInt(x);
    } else v = x;
  }
  if (v < spec.min) return { error: `${spec.label}: ${shown} is below ${fmt(spec.min)}. Type ${range}.` };
  if (v > spec.max) return { error: `${spec.label}: ${shown} is above ${fmt(spec.max)}. Type ${range}.` };
  return { value: spec.big ? v.toString() : v };
}

/** The weights field: null (the algorithm's own), [wg, wh], or { error }. */
export function parseWeights(text) {
  const t = String(text ?? '').trim();
  if (t === '') return { value: null };
  const m = t.match(/^(\d{1,7})\s*[,;\s]\s*(\d{1,7})$/);
  const help = 'Weights: write two whole numbers wg, wh from 0 to 1,000,000 (the priority is f = wg·g + wh·h; 1, 2 is weighted A*), or leave it empty for the algorithm\'s own.';
  if (!m) return { error: `${help} “${t.slice(0, 24)}” is not that.` };
  const w = [Number(m[1]), Number(m[2])];
  if (w.some((x) => x > 1e6)) return { error: help };
  return { value: w };
}

// A default as the page names it, for the sentences about a link.
function shown(key, value) {
  if (key === 'alg') return word(ALGORITHM_WORDS, value);
  if (key === 'tab') return `the ${value} tab`;
  return value || 'the algorithm\'s default';
}

/** Read the link into state; returns sentences about what it carried that the lab cannot use
 *  (each such value is replaced by the lab's default): a string, or { text, code } where code
 *  is what the link may say instead (the library's names, shown as code). names: the library's
 *  lists. */
export function loadUrl(search, names) {
  const q = new URLSearchParams(search);
  const notes = [];
  for (const k of URL_KEYS) if (q.has(k)) state[k] = q.get(k);
  const oneOf = (key, label, list, shownList = list) => {
    if (!list.includes(state[key])) {
      notes.push({ text: `This link asks for the ${label} “${String(state[key]).slice(0, 30)}”, which the library does not have: ` +
        `the lab uses ${shown(key, DEFAULTS[key])}. A link may say ${key}=`, code: shownList.filter(Boolean).join(', ') });
      state[key] = DEFAULTS[key];
    }
  };
  oneOf('alg', 'algorithm', names.algorithms);
  oneOf('h', 'heuristic', ['', ...names.heuristics, 'js']);
  oneOf('dup', 'duplicate policy', ['', ...names.duplicates]);
  oneOf('tab', 'view', TABS);
  for (const key of Object.keys(NUMBERS)) {
    if (!q.has(key)) continue;
    const r = parseNumber(key, state[key]);
    if (r.error) {
      notes.push(`This link's value does not fit. ${r.error} The lab uses ${DEFAULTS[key] || 'no limit'}.`);
      state[key] = DEFAULTS[key];
    }
  }
  if (parseWeights(state.weights).error) {
    notes.push(`This link's weights “${state.weights.slice(0, 24)}” are not two whole numbers: the lab uses the algorithm's own.`);
    state.weights = '';
  }
  return notes;
}

/** The link of the state as it is now. */
export function urlOf() {
  const q = new URLSearchParams();
  for (const k of URL_KEYS) if (state[k] !== DEFAULTS[k] || k === 'start' || k === 'goal') q.set(k, state[k]);
  return `${location.pathname}?${q}`;
}

/** True when the code is the lab's own example (no consent needed). */
export function isDefaultJs(code) {
  return code === DEFAULT_JS;
}
