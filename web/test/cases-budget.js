// SPDX-License-Identifier: MIT
// cases-budget.js - a search that runs away: breadth-first tree search on the hardest board ends
// at the page's memory budget (the library's limit) with the library's paragraph, as the C tool
// counts it, the page's timers running throughout and the frontier's growth drawn while it
// runs; the time budget the same way; and every option shown only where the library says it
// applies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GOAL, HARDEST, RUN_GAP_MS, START, axe, check, choose, counter, equal, gapsStart, gapsStop, idle, noOverflow, open, query, runToEnd,
  set, sleep, text,
} from './helpers.js';

export const MEM_BUDGET = 256 * 1048576;      // the page's default memory budget, in bytes
const DEFAULT_GOAL = '1 2 3 4 5 6 7 8 0';       // the library's: the hardest board is 31 moves from it

/** The C tool's counts for a tree-search BFS of the hardest board stopped at the memory budget. */
export function cliRunaway(ctx) {
  let out = '';
  try {
    ctx.cli('solve', '--algorithm', 'bfs', '--duplicates', 'none', '--max-memory', String(MEM_BUDGET), '--goal', DEFAULT_GOAL, HARDEST);
  } catch (e) {
    if (e.status !== 1) throw e;              // exit status 1: the limit ended the run
    out = e.stdout.toString();
  }
  const get = (k) => Number(out.match(new RegExp(`^${k}:\\s+(\\d+)`, 'm'))[1]);
  check(/memory limit of \d+ bytes reached/.test(out), `the C tool's run did not end at the memory limit: ${out}`);
  return { expanded: get('expanded'), generated: get('generated'), maxFrontier: get('max frontier') };
}

const fmt = (n) => n.toLocaleString('en-US');

export const budgetCases = [
  {
    name: 'a runaway: BFS tree search (duplicates none) on the hardest board ends at the 256 MiB memory budget with the library\'s paragraph, as the C tool counts it; the page\'s timers run and the frontier\'s growth is drawn while it runs; graph search then solves it',
    shot: '17-runaway',
    exclusive: true,
    async run(page, base, ctx, browser, timings) {
      const want = cliRunaway(ctx);
      await open(page, `${base}${query({ start: HARDEST, goal: DEFAULT_GOAL, alg: 'bfs', dup: 'none', tab: 'growth' })}`);
      equal(await page.$eval('#mem-budget', (e) => e.value), '256', 'the memory budget the page starts with');
      await gapsStart(page);
      await page.evaluate(() => { delete document.body.dataset.runMs; });
      await page.click('#run');
      // While it runs: the chart grows (its frontier line has more points each time).
      const points = () => page.$eval('#growth-chart polyline.line-frontier', (l) => l.getAttribute('points').split(' ').length).catch(() => 0);
      await page.waitForFunction(() => document.querySelector('#growth-chart polyline.line-frontier'), { timeout: 60000, polling: 20 });
      const early = await points();
      await page.waitForFunction(() => document.body.dataset.runMs !== undefined, { timeout: 120000, polling: 50 });
      const gap = await gapsStop(page);
      timings[`${browser} runaway gap ms`] = gap;
      await idle(page);
      check(gap <= RUN_GAP_MS, `the page's timers stopped for ${gap} ms during the runaway search`);
      const late = await points();
      check(late > early && late >= 8, `the chart did not grow while the search ran (${early} points, then ${late})`);
      equal(await counter(page, 'expanded'), want.expanded, 'expanded at the budget (the C tool\'s, at --max-memory 256 MiB)');
      equal(await counter(page, 'generated'), want.generated, 'generated at the budget');
      equal(await text(page, 'td[data-counter="run"]'), 'memory budget', 'the run counter');
      const why = await text(page, '#run-why');
      const depth = Number((await text(page, '#growth-note')).match(/the next at depth (\d+)/)?.[1]);
      check(depth >= 13 && depth <= 16, `the depth the page read last: ${depth}`);
      const bstar = ctx.p8.effectiveBranching(want.generated, depth + 1).toFixed(2);
      for (const part of [
        `Breadth-first tree search (duplicates none) stopped at its memory limit of 256 MiB after ${fmt(want.expanded)} expansions in `,
        `it had made ${fmt(want.generated)} nodes, and its frontier had grown to ${fmt(want.maxFrontier)} of them`,
        `so at least ${fmt(want.generated - 181440)} of its nodes repeated a board`,
        `Its nodes reached depth ${depth + 1}: an effective branching factor b* of ${bstar},`,
        'At that rate a solution 31 moves deep takes about ', 'times what fit in the memory limit.',
        'Try graph search (duplicates graph)', 'iterative deepening']) {
        check(why.includes(part), `the paragraph does not say "${part}": ${why}`);
      }
      check(why.startsWith('Breadth-first'), `the paragraph: ${why}`);
      // docs/web.md's example of this paragraph: its counts are the C tool's, its b* the one its
      // depth gives (the time, the speed and so the depth read are the machine's).
      const doc = readFileSync(join(ctx.ROOT, 'docs/web.md'), 'utf8');
      const example = doc.match(/```text\n(Breadth-first tree search \(duplicates none\) stopped[^`]*)```/)?.[1].replace(/\s+/g, ' ') ?? '';
      for (const part of [`after ${fmt(want.expanded)} expansions in `, `it had made ${fmt(want.generated)} nodes`,
        `grown to ${fmt(want.maxFrontier)} of them`, `at least ${fmt(want.generated - 181440)} of its nodes`]) {
        check(example.includes(part), `docs/web.md's example does not say "${part}": ${example}`);
      }
      const [, d, b] = example.match(/Its nodes reached depth (\d+): an effective branching factor b\* of ([\d.]+),/) ?? [];
      equal(b, ctx.p8.effectiveBranching(want.generated, Number(d)).toFixed(2), 'docs/web.md\'s example: b* for its depth');
      equal(await text(page, '#growth-why'), why, 'the paragraph in the Growth tab');
      check(/memory budget ended the run/.test(await text(page, '#status')), `status: ${await text(page, '#status')}`);
      const [value, max] = await page.$eval('#memory-meter', (m) => [m.value, m.max]);
      check(max === 268435456 && value > 0.5 * max && value <= max, `the memory meter: ${value} of ${max}`);
      await axe(page, base);                   // the Growth tab: chart, meters, paragraph
      // The paragraph and the chart fit a phone's screen.
      await page.setViewport({ width: 390, height: 844 });
      await sleep(200);
      await noOverflow(page);
      await page.setViewport({ width: 1280, height: 720 });
      // What the paragraph says to try: graph search. The worker that held the memory is replaced.
      await choose(page, '#duplicates', 'graph');
      equal(await page.$eval('#duplicates', (e) => e.value), '', 'graph search is BFS\'s default');
      await runToEnd(page);
      check(/^Solved: 31 moves/.test(await text(page, '#status')), `graph search: ${await text(page, '#status')}`);
      check(await page.$eval('#run-why', (e) => e.hidden), 'the paragraph is still there after a solved run');
      return `${fmt(want.expanded)} expansions, the C tool's; next depth ${depth}, b* ${bstar}; largest timer gap ${gap} ms`;
    },
  },
  {
    name: 'the time budget: iterative deepening on the hardest board ends at 1 s with the library\'s paragraph',
    shot: '18-time-budget',
    async run(page, base) {
      await open(page, `${base}${query({ start: HARDEST, goal: DEFAULT_GOAL, alg: 'iddfs', time: '1', tab: 'growth' })}`);
      await runToEnd(page);
      const expanded = await counter(page, 'expanded');
      equal(await text(page, 'td[data-counter="run"]'), 'time budget', 'the run counter');
      const why = await text(page, '#run-why');
      check(why.startsWith(`Iterative deepening (duplicates parent) stopped at its time limit of 1 s after ${fmt(expanded)} expansions`), why);
      check(/Its nodes reached depth \d+: an effective branching factor b\* of \d\.\d\d/.test(why), why);
      check(/a solution 31 moves deep takes about .* at its speed\./.test(why) && /its frontier never held more than \d+/.test(why), why);
      const [value, max] = await page.$eval('#time-meter', (m) => [m.value, m.max]);
      check(max === 1000 && value >= 1000 && value <= max, `the time meter: ${value} of ${max}`);
      // The budget field takes seconds, 1 to 3,600.
      await set(page, '#time-budget', '0', 'change');
      await sleep(250);
      check(/Time budget \(s\): 0 is below 1/.test(await text(page, '#limits-error')), await text(page, '#limits-error'));
      return why.slice(0, 120);
    },
  },
  {
    name: 'options where they apply: the heuristic where the key uses h, weights for the best-first searches, the node budget for SMA*, the seed for the random walk, the duplicate policies each algorithm\'s runs accept',
    shot: '19-options',
    async run(page, base, ctx) {
      const { p8 } = ctx;
      await open(page, `${base}${query({ start: START, goal: GOAL })}`);
      const seen = [];
      for (const alg of p8.ALGORITHMS) {
        await choose(page, '#algorithm', alg);
        const s = new p8.Search({ algorithm: alg });
        const header = JSON.parse(s.traceHeader(START));
        const shown = await page.evaluate(() => Object.fromEntries(['heuristic', 'weights', 'walk-seed', 'node-budget', 'duplicates']
          .map((id) => [id, document.getElementById(id).closest('[hidden]') === null])));
        const dups = p8.DUPLICATES.filter((d) => {
          const t = new p8.Search({ algorithm: alg, duplicates: d });
          try {
            t.start('1 2 3 4 5 6 7 0 8', GOAL);
            return true;
          } catch {
            return false;
          } finally {
            t.free();
          }
        });
        equal(shown, {
          heuristic: s.weightsUsed && header.wh > 0, weights: s.weightsUsed, 'walk-seed': header.driver === 'random-walk',
          'node-budget': 'node_budget' in header, duplicates: dups.length > 1,
        }, `${alg}: the options shown`);
        if (dups.length > 1) {
          const offered = await page.$$eval('#duplicates option', (os) => os.map((o) => o.value));
          equal(offered.map((v) => v || header.duplicates).sort(), [...dups].sort(), `${alg}: the duplicate policies offered`);
        }
        s.free();
        seen.push(Object.entries(shown).filter(([, v]) => v).length);
      }
      // Uniform-cost search orders by g alone: its heuristic shows once the weights use h.
      await choose(page, '#algorithm', 'ucs');
      check(await page.$eval('#heuristic', (e) => e.hidden), 'the heuristic shown for uniform-cost search');
      await set(page, '#weights', '1, 1', 'change');
      await sleep(250);
      check(!(await page.$eval('#heuristic', (e) => e.hidden)), 'the heuristic hidden for uniform-cost search with weights 1, 1');
      return `${p8.ALGORITHMS.length} algorithms, ${seen.join('/')} options each`;
    },
  },
];
