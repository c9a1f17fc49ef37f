// SPDX-License-Identifier: MIT
// about.js - one plain sentence on what each algorithm, heuristic and duplicate policy does, for
// the line under each menu: the library's (p8_choice_summary). A name without a sentence is
// shown without one, so a new one never breaks the page.

// Filled from the library's configuration table (p8_choice_summary, read by the worker:
// setAbout); only the sentence of the lab's own JavaScript heuristic is written here.
export const ALGORITHMS = {};
export const HEURISTICS = { js: 'your JavaScript function from the Heuristic tab, run in the lab\'s worker.' };
export const DUPLICATES = {};

/** Fill the sentences from the library's lists (the worker's init: catalog). */
export function setAbout(catalog) {
  for (const c of catalog.algorithm) ALGORITHMS[c.name] = c.summary;
  for (const c of catalog.heuristic) HEURISTICS[c.name] = c.summary;
  for (const c of catalog.duplicates) DUPLICATES[c.name] = c.summary;
}

/** The sentence for name in table, or "" when there is none. */
export function about(table, name) {
  return table[name] ?? '';
}
