// SPDX-License-Identifier: MIT
// catalog.js - the configuration table of the library (section 7.5 of puzzle8.h): every named
// value a search can be given, with its name, other names, a course's label and one sentence;
// each algorithm's preset and properties; each built-in heuristic's; the options of a search.
// All of it comes from C, so JavaScript and the lab say what the command and Python say.
import { C, cString, putString, quote, withScratch } from './lib.js';
import { InvalidArgumentError } from './errors.js';

/** The lists, in P8_CHOICE_* order. */
export const CHOICE_KINDS = Object.freeze(['algorithm', 'heuristic', 'duplicates', 'frontier',
  'driver', 'event', 'limit']);

function kindOf(kind) {
  const k = CHOICE_KINDS.indexOf(kind);
  if (k < 0) throw new InvalidArgumentError(`invalid argument: unknown list ${quote(String(kind))} (one of ${CHOICE_KINDS.join(', ')})`);
  return k;
}

function entry(k, v) {
  const aliases = cString(C.p8_choice_aliases(k, v));
  return Object.freeze({
    kind: CHOICE_KINDS[k], value: v, name: cString(C.p8_choice_name(k, v)),
    aliases: Object.freeze(aliases ? aliases.split(' ') : []),
    title: cString(C.p8_choice_title(k, v)), label: cString(C.p8_choice_label(k, v)),
    summary: cString(C.p8_choice_summary(k, v)),
  });
}

/** Every value of list `kind` ("algorithm", "heuristic", "duplicates", "frontier", "driver",
 *  "event" or "limit"): { kind, value, name, aliases, title, label, summary }, in the library's
 *  order: title is what a menu shows, label a course's short name in tables and plots. */
export function choices(kind) {
  const k = kindOf(kind);
  const out = [];
  for (let v = 0; v < C.p8_choice_count(k); v++) out.push(entry(k, v));
  return out;
}

/** The value of list `kind` named `name` (its name or another name, in any case: "A*", "ids",
 *  "h1"), or numbered `name`; -1 if there is none. */
export function lookup(kind, name) {
  const k = kindOf(kind);
  if (typeof name === 'number') return Number.isInteger(name) && name >= 0 && name < C.p8_choice_count(k) ? name : -1;
  const s = String(name);
  if (s.includes('\0')) return -1;
  return withScratch((alloc) => C.p8_choice_lookup(k, putString(alloc, s)));
}

/** The entry of list `kind` named or numbered `name`; InvalidArgumentError if there is none. */
export function choice(kind, name) {
  const v = lookup(kind, name);
  if (v < 0) {
    throw new InvalidArgumentError(`invalid argument: unknown ${kind} ${quote(String(name))} (one of ${choices(kind).map((c) => c.name).join(', ')})`);
  }
  return entry(kindOf(kind), v);
}

function fields(fn, v) {
  return withScratch((alloc) => {
    const n = fn(v, 0, 0);
    const p = alloc(8 * n);
    fn(v, p, n);
    return Array.from(new BigUint64Array(C.memory.buffer, p, n), Number);
  });
}

/** An algorithm's preset and properties (p8_algorithm_info): { name, frontier, weights,
 *  duplicates, reopen, heuristic, driver, optimal, memory }. */
export function algorithmInfo(name) {
  const c = choice('algorithm', name);
  const f = fields(C.p8_algorithm_info, c.value);
  return Object.freeze({
    name: c.name, frontier: cString(C.p8_frontier_name(f[0])), weights: Object.freeze([f[1], f[2]]),
    duplicates: cString(C.p8_duplicates_name(f[3])), reopen: f[4] === 1,
    heuristic: cString(C.p8_heuristic_name(f[5])), driver: cString(C.p8_driver_name(f[6])),
    optimal: f[7] === 1, memory: cString(C.p8_memory_name(f[8])),
  });
}

/** Whether a built-in heuristic is admissible and consistent for every goal. */
export function heuristicInfo(name) {
  const c = choice('heuristic', name);
  const f = fields(C.p8_heuristic_info, c.value);
  return Object.freeze({ name: c.name, admissible: f[0] === 1, consistent: f[1] === 1 });
}

/** The options of a search (Search#setOption), in the order to apply them: { name, argument,
 *  summary, choices } (choices: the list whose names it takes, or null). */
export function options() {
  const out = [];
  for (let i = 0; i < C.p8_option_count(); i++) {
    const k = C.p8_option_choices(i);
    out.push(Object.freeze({
      name: cString(C.p8_option_name(i)), argument: cString(C.p8_option_argument(i)),
      summary: cString(C.p8_option_summary(i)), choices: k >= 0 ? CHOICE_KINDS[k] : null,
    }));
  }
  return out;
}
