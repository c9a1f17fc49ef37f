// SPDX-License-Identifier: MIT
// states.js - every state of the lab, each a name and how to reach it from any page: the tour
// draws each at three window sizes (tour.js, `make web-shots`), and the browser test reads the
// words of each (cases-words.js: none of the lab's old jargon is left in any of them). A state
// marked { running: true } is drawn while its search runs (not once the worker is idle).
import { GOAL, HARDEST, START, choose, idle, open, press, query, runToEnd, set, sleep } from './helpers.js';

const INADMISSIBLE = '(state, goal) => {\n  let h = 0;\n  for (let i = 0; i < 9; i++)\n    if (state[i] && state[i] !== goal[i]) h += 3;\n  return h;\n}';

export const STATES = [
  ['load', async (p, base) => open(p, base)],
  ['astar-8-steps', async (p, base) => {
    await open(p, `${base}${query({ start: START, goal: GOAL })}`);
    await set(p, '#n', '8', 'change');
    await press(p, '#step-n');
  }],
  ['trace', async (p) => { await p.click('#tab-trace'); await sleep(300); }],
  ['bibfs-both-trees', async (p, base) => {
    await open(p, `${base}${query({ start: START, goal: GOAL, alg: 'bibfs', n: '8' })}`);
    await press(p, '#step-n');
    await p.click('#tree-fit');
  }],
  ['bfs-big-tree', async (p, base) => {
    await open(p, `${base}${query({ start: START, alg: 'bfs', n: '1000' })}`);
    await press(p, '#step-n');
  }],
  ['iddfs-folded-passes', async (p, base) => {
    await open(p, `${base}${query({ start: START, alg: 'iddfs', n: '150' })}`);
    await press(p, '#step-n');
    await p.click('#tree-fit');
  }],
  ['solved', async (p, base) => {
    await open(p, `${base}${query({ start: START })}`);
    await runToEnd(p);
  }],
  ['solution', async (p) => { await p.click('#tab-solution'); await sleep(600); }],
  ['limit', async (p, base) => {
    await open(p, `${base}${query({ start: START, goal: GOAL, maxexp: '25' })}`);
    await runToEnd(p);
  }],
  ['compare', async (p, base) => {
    await open(p, `${base}${query({ start: START, tab: 'compare' })}`);
    await p.click('#compare-run');
    await p.waitForFunction(() => document.body.dataset.compareDone, { timeout: 120000 });
  }],
  ['compare-hardest-running', async (p, base) => {
    await open(p, `${base}${query({ start: HARDEST, tab: 'compare' })}`);
    await p.click('#compare-run');
    await p.waitForFunction(() => document.querySelectorAll('#compare tbody tr').length >= 5, { timeout: 60000 });
  }],
  ['heuristic-check', async (p, base) => {
    await open(p, `${base}${query({ start: START, goal: GOAL, tab: 'check' })}`);
    await set(p, '#js-heuristic', INADMISSIBLE);
    await sleep(400);
    await p.click('#check-run');
    await p.waitForFunction(() => document.body.dataset.checkDone, { timeout: 60000 });
  }],
  ['link-code-consent', async (p, base) => open(p, `${base}${query({ js: "(document.title='PWNED', (s, g) => 0)", h: 'js' })}`)],
  ['runaway-named', async (p, base) => {
    await open(p, `${base}${query({ start: START, js: '(s, g) => { if (s[4] === 2) while (true) {} return 0; }', h: 'js' })}`);
    await p.click('#consent-run');
    await sleep(200);
    await p.click('#step');
    await p.waitForFunction(() => /did not return/.test(document.querySelector('#search-error').textContent), { timeout: 20000 });
  }],
  ['bad-link-values', async (p, base) => open(p, `${base}${query({ maxexp: 'abc', alg: 'quantum', wseed: '-1' })}`)],
  ['bad-board', async (p, base) => {
    await open(p, base);
    await set(p, '#start-text', '1 2 3 4 5 6 7 8 8');
    await sleep(400);
  }],
  ['unsolvable', async (p, base) => open(p, `${base}${query({ start: START, goal: '0 2 1 3 4 5 6 7 8' })}`)],
  ['keys-help', async (p, base) => {
    await open(p, base);
    await p.click('#help-button');
  }],
  ['weighted-astar', async (p, base) => {
    await open(p, `${base}${query({ start: START, weights: '1, 2' })}`);
    await choose(p, '#algorithm', 'astar');
    await runToEnd(p);
  }],
  // A runaway search: breadth-first tree search on the hardest board, its frontier growing
  // while it runs, then the memory budget and the library's paragraph.
  ['runaway-growing', async (p, base) => {
    await open(p, `${base}${query({ start: HARDEST, alg: 'bfs', dup: 'none', tab: 'growth' })}`);
    await p.evaluate(() => { delete document.body.dataset.runMs; });
    await p.click('#run');
    await p.waitForFunction(() => Number(document.querySelector('td[data-counter="expanded"]').textContent.replace(/,/g, '')) > 1500000,
      { timeout: 60000, polling: 20 });
  }, { running: true }],
  ['runaway-memory-budget', async (p) => {      // the same run, at its end
    await p.waitForFunction(() => document.body.dataset.runMs !== undefined, { timeout: 120000 });
    await idle(p);
  }],
  ['runaway-why', async (p) => {
    await p.click('#tab-tree');
    await p.$eval('#run-why', (e) => e.scrollIntoView({ block: 'center' }));
  }],
  ['time-budget', async (p, base) => {
    await open(p, `${base}${query({ start: HARDEST, alg: 'iddfs', time: '1', tab: 'growth' })}`);
    await runToEnd(p);
  }],
  ['sma-options', async (p, base) => open(p, `${base}${query({ start: START, alg: 'smastar' })}`)],
  ['random-walk-options', async (p, base) => open(p, `${base}${query({ start: START, alg: 'random-walk' })}`)],
];

