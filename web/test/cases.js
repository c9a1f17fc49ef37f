// SPDX-License-Identifier: MIT
// cases.js - the cases run.js runs in each browser, in order: each is { name, shot, viewport?,
// run(page, base, ctx, browserName, timings), only?: [browser names] } and returns a detail
// string or throws (a case with `only` runs in those browsers alone). Expected
// values come from the C library at test time (ctx.cli: its command-line tool; ctx.p8: the
// JavaScript binding; frontier-ref.c: its frontier snapshots).
import { safetyCases } from './cases-safety.js';
import { searchCases } from './cases-search.js';
import { screenCases } from './cases-screens.js';
import { budgetCases } from './cases-budget.js';
import { wordCases } from './cases-words.js';

export const cases = [safetyCases[0], ...searchCases, ...safetyCases.slice(1), ...screenCases, ...budgetCases, ...wordCases];
