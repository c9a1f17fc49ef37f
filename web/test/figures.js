// SPDX-License-Identifier: MIT
// figures.js - the figures of docs/web.md's "Measured by make web-check" table come from a run of
// the browser tests: `make web-docs` (P8_WEB_UPDATE_DOCS=1) writes the table in its region
// (<!-- docs-figures: web-check --> ... <!-- /docs-figures -->, which test/docs_figures.py knows
// and finds well-formed) from what the run measured; every run of `make web-check` checks the
// table: the counts in it are the C tool's now, and each time it states is within the bound the
// tests hold the page to (helpers.js: COMPARE_GAP_MS, RUN_GAP_MS, STOP_MS).
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { COMPARE_GAP_MS, RUN_GAP_MS, STEP_N, STOP_MS, check } from './helpers.js';

const BEGIN = '<!-- docs-figures: web-check -->';
const END = '<!-- /docs-figures -->';
const fmt = (v) => (v === undefined ? '—' : Math.round(v).toLocaleString('en-US'));

/** The table, from one run's timings (both browsers); the BFS counts are the C tool's. */
export function table(timings, versions, bfsExpanded, runawayExpanded) {
  const names = Object.keys(versions);
  const row = (label, key, unit = ' ms') => `| ${label} | ${names.map((b) => `${fmt(timings[`${b} ${key}`])}${timings[`${b} ${key}`] === undefined ? '' : unit}`).join(' | ')} |`;
  return [
    `| | ${names.map((b) => versions[b]).join(' | ')} |`,
    `|---|${names.map(() => '---|').join('')}`,
    row(`a BFS of \`7 2 4 5 0 6 8 3 1\` (${fmt(bfsExpanded)} expansions): the page's largest timer gap during Run`, 'bfs run gap ms'),
    row('one A* step (`S`), the redraw of counters, frontier and tree included', 'A* step ms'),
    row('Compare on `8 6 7 2 5 4 3 0 1`: the page\'s largest timer gap', 'compare gap ms'),
    row('Stop during that Compare: until the worker answered', 'compare stop ms'),
    row(`a Step ×N of ${fmt(STEP_N)} (iterative deepening): the page's largest timer gap`, 'step-n gap ms'),
    row('Stop during that Step ×N: until the run stood still', 'step-n stop ms'),
    row('a heuristic that never returns: until the lab stopped it and named its board', 'runaway named after ms'),
    row(`BFS tree search of \`8 6 7 2 5 4 3 0 1\` to the 256 MiB memory budget (${fmt(runawayExpanded)} expansions): the page's largest timer gap`,
      'runaway gap ms'),
    `| the machine's load (1-minute average, 2 cores) at the end of the run | ${names.map(() => loadavg()[0].toFixed(1)).join(' | ')} |`,
  ].join('\n');
}

function region(doc) {
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END, a);
  check(a >= 0 && b > a, `docs/web.md has no table between "${BEGIN}" and "${END}"`);
  return [a + BEGIN.length, b];
}

/** Check the table in docs/web.md (see the top of this file); returns its text. */
export function checkFigures(root, bfsExpanded, runawayExpanded) {
  const doc = readFileSync(join(root, 'docs/web.md'), 'utf8');
  const [a, b] = region(doc);
  const t = doc.slice(a, b);
  check(t.includes(`(${fmt(bfsExpanded)} expansions)`), `docs/web.md's figures name another BFS count than the C tool's ${fmt(bfsExpanded)}: run make web-docs`);
  check(t.includes(`memory budget (${fmt(runawayExpanded)} expansions)`),
    `docs/web.md's figures name another count for the runaway BFS than the C tool's ${fmt(runawayExpanded)}: run make web-docs`);
  for (const line of t.split('\n').filter((l) => l.startsWith('| ') && /ms \|/.test(l))) {
    const values = [...line.matchAll(/\| ([\d,]+) ms/g)].map((m) => Number(m[1].replace(/,/g, '')));
    const bound = /Compare.*timer gap/.test(line) ? COMPARE_GAP_MS : /timer gap/.test(line) ? RUN_GAP_MS : /^\| Stop/.test(line) ? STOP_MS : Infinity;
    check(values.every((v) => v <= bound), `docs/web.md states ${values} ms where the tests allow at most ${bound}: ${line}`);
  }
  return t;
}

/** Replace the table in docs/web.md. */
export function writeFigures(root, text) {
  const path = join(root, 'docs/web.md');
  const doc = readFileSync(path, 'utf8');
  const [a, b] = region(doc);
  writeFileSync(path, `${doc.slice(0, a)}\n${text}\n${doc.slice(b)}`);
}
