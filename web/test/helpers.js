// SPDX-License-Identifier: MIT
// helpers.js - what the browser cases share: opening the lab and waiting for its workers,
// setting fields as a person would, reading counters, the page's timer gaps (is it frozen?),
// axe-core's accessibility check, and the C library's own answers (its command-line tool and
// frontier snapshots) to compare the page with.
import { frontierReference } from './frontier-ref.js';

export const START = '7 2 4 5 0 6 8 3 1';
export const GOAL = '0 1 2 3 4 5 6 7 8';
export const HARDEST = '8 6 7 2 5 4 3 0 1';
export const TIMEOUT = 60000;

// The bounds the cases hold the page to (docs/web.md states them, and its figures table stays
// within them: figures.js).
export const COMPARE_GAP_MS = 250;   // the page's largest timer gap during Compare, or a runaway heuristic
export const RUN_GAP_MS = 1000;      // during a Run or a Step ×N (the page also redraws then)
export const STOP_MS = 100;          // from Stop until the worker answered
export const STEP_N = 1000000000;    // the Step ×N on iterative deepening the lab must stop (the
                                     // field's largest: 30,000,000 ended within a second in 0.4.0)

export function check(ok, what) {
  if (!ok) throw new Error(what);
}

export function equal(got, want, what) {
  if (JSON.stringify(got) !== JSON.stringify(want)) {
    throw new Error(`${what}: page ${JSON.stringify(got)}, library ${JSON.stringify(want)}`);
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Open a URL of the lab and wait until its workers answered and the run is at its position. */
export async function open(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === '1', { timeout: TIMEOUT });
  await idle(page);
}

/** Wait until the search worker has nothing to do. */
export async function idle(page, timeout = TIMEOUT) {
  await page.waitForFunction(() => !document.body.dataset.busy, { timeout });
}

export function query(params) {
  return `?${new URLSearchParams(params)}`;
}

/** Set a field's value and send the event a person's typing sends. */
export async function set(page, sel, value, event = 'input') {
  await page.$eval(sel, (el, v, ev) => {
    el.value = v;
    el.dispatchEvent(new Event(ev, { bubbles: true }));
  }, value, event);
}

/** Choose a menu entry and wait for the search to be configured again. */
export async function choose(page, sel, value) {
  await set(page, sel, value, 'change');
  await sleep(200);
  await idle(page);
}

export const text = (page, sel) => page.$eval(sel, (el) => el.textContent);
export const number = (s) => Number(String(s).replace(/[,\s]/g, ''));
export const counter = async (page, name) => number(await text(page, `td[data-counter="${name}"]`));

/** Click and wait for the search worker to finish what the click started. */
export async function press(page, sel) {
  await idle(page);              // as a person would: once the page has taken the last change in
  await page.click(sel);         // (on a loaded machine a new worker may still be starting)
  await sleep(30);
  await idle(page);
}

/** Press Run and wait for the run's end; the page's own time from click to end, in ms. */
export async function runToEnd(page) {
  await page.evaluate(() => { delete document.body.dataset.runMs; });
  await page.click('#run');
  await page.waitForFunction(() => document.body.dataset.runMs !== undefined, { timeout: TIMEOUT });
  await idle(page);
  return Number(await page.evaluate(() => document.body.dataset.runMs));
}

/** Start measuring the largest gap between the page's 20 ms timers (a frozen page has big ones). */
export async function gapsStart(page) {
  await page.evaluate(() => {
    const g = { max: 0, last: performance.now() };
    g.id = setInterval(() => {
      const now = performance.now();
      g.max = Math.max(g.max, now - g.last);
      g.last = now;
    }, 20);
    globalThis.__gaps = g;
  });
}

/** The largest timer gap since gapsStart, in ms. */
export async function gapsStop(page) {
  return page.evaluate(() => {
    const g = globalThis.__gaps;
    clearInterval(g.id);
    g.max = Math.max(g.max, performance.now() - g.last);
    return Math.round(g.max);
  });
}

/** axe-core's serious and critical violations on the page as it is (served from web/test, the
 *  page's own origin: its Content-Security-Policy lets only that in). */
export async function axe(page, base) {
  await page.addScriptTag({ url: new URL('test/node_modules/axe-core/axe.min.js', base).href });
  const v = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')
      .map((x) => `${x.id} (${x.impact}): ${x.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
  });
  check(v.length === 0, `axe-core: ${v.join(' | ')}`);
}

/** The frontier rows the page shows: [{ id, board, g, h, key }]. */
export async function frontierRows(page) {
  return page.$$eval('#frontier tbody tr[data-entry]', (rows) => rows.map((r) => JSON.parse(r.dataset.entry)));
}

/** The C library's frontier after `steps` A* expansions (frontier-ref.c), first 10 entries. */
export function cFrontier(ctx, steps, start = START, goal = GOAL, h = 'manhattan') {
  return frontierReference(ctx, start, goal, steps, 10, h);
}

/** The C tool's figures for one solve. */
export function cliSolve(ctx, args, start = START, goal = GOAL) {
  const out = ctx.cli('solve', '--goal', goal, ...args, start);
  const get = (k) => out.match(new RegExp(`^${k}:\\s+(\\S+)`, 'm'))[1];
  return { length: Number(get('length')), expanded: Number(get('expanded')), generated: Number(get('generated')) };
}

/** The tree's nodes as drawn: [{ uid, state, id }] (state: expanded, current, frontier, next, ...). */
export async function treeNodes(page) {
  return page.$$eval('#tree .node', (gs) => gs.map((g) => ({
    uid: Number(g.dataset.uid), state: [...g.classList].find((c) => c.startsWith('s-'))?.slice(2),
    id: g.querySelector('.id')?.textContent,
  })));
}

/** The tree's transform: { x, y, s }. */
export async function treeTransform(page) {
  return page.$eval('#tree svg > g', (g) => {
    const m = g.getAttribute('transform').match(/translate\(([-\d.e]+) ([-\d.e]+)\) scale\(([-\d.e]+)\)/);
    return { x: Number(m[1]), y: Number(m[2]), s: Number(m[3]) };
  });
}

/** Is the element (its centre) inside the tree's box? */
export async function inTreeBox(page, sel) {
  return page.evaluate((s) => {
    const box = document.querySelector('#tree').getBoundingClientRect();
    const e = document.querySelector(s)?.getBoundingClientRect();
    if (!e) return false;
    const cx = e.left + e.width / 2, cy = e.top + e.height / 2;
    return cx >= box.left && cx <= box.right && cy >= box.top && cy <= box.bottom;
  }, sel);
}

/** Nothing on the page is wider than the window. */
export async function noOverflow(page) {
  const [doc, win] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  check(doc <= win, `the page is ${doc} px wide in a window of ${win} px`);
}
