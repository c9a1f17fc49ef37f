// SPDX-License-Identifier: MIT
// cases.js - the cases run.js runs in each browser: each is { name, shot, run(page, base, ctx,
// browserName) } and returns a detail string or throws. Expected values come from the C library
// at test time (ctx.cli: its command-line tool; ctx.p8: the JavaScript binding).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { frontierReference } from './frontier-ref.js';

const START = '7 2 4 5 0 6 8 3 1';
const GOAL = '0 1 2 3 4 5 6 7 8';
const TIMEOUT = 60000;

function check(ok, what) {
  if (!ok) throw new Error(what);
}
function equal(got, want, what) {
  if (JSON.stringify(got) !== JSON.stringify(want)) {
    throw new Error(`${what}: page ${JSON.stringify(got)}, library ${JSON.stringify(want)}`);
  }
}

async function open(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === '1', { timeout: TIMEOUT });
}

async function set(page, sel, value, event = 'input') {
  await page.$eval(sel, (el, v, ev) => {
    el.value = v;
    el.dispatchEvent(new Event(ev, { bubbles: true }));
  }, value, event);
}

const text = (page, sel) => page.$eval(sel, (el) => el.textContent);
const number = (s) => Number(String(s).replace(/,/g, ''));
const counter = async (page, name) => number(await text(page, `td[data-counter="${name}"]`));

async function runToEnd(page) {
  await page.evaluate(() => { delete document.body.dataset.runMs; });
  await page.click('#run');
  await page.waitForFunction(() => document.body.dataset.runMs !== undefined, { timeout: TIMEOUT });
  return Number(await page.evaluate(() => document.body.dataset.runMs));
}

// The C tool's figures for one solve.
function cliSolve(ctx, args) {
  const out = ctx.cli('solve', '--goal', GOAL, ...args, START);
  const get = (k) => out.match(new RegExp(`^${k}:\\s+(\\S+)`, 'm'))[1];
  return { length: Number(get('length')), expanded: Number(get('expanded')), generated: Number(get('generated')) };
}

// The size table of docs/web.md ("Size and speed"): the bytes it gives for each kind of file.
function documentedSizes(root) {
  const doc = readFileSync(join(root, 'docs', 'web.md'), 'utf8');
  const row = (label) => {
    const m = doc.match(new RegExp(`^\\| ${label}[^|]*\\| \\**([0-9,]+)\\**`, 'm'));
    check(m, `docs/web.md has no size row "${label}"`);
    return number(m[1]);
  };
  return {
    wasm: row('`puzzle8.wasm`'), js: row('JavaScript'), css: row('CSS'), html: row('HTML'),
    total: row('\\*\\*total\\*\\*'),
  };
}

// What the browser loaded against the docs: the committed files (JavaScript, CSS, HTML) to the
// byte; the module within 5%, since its size depends on the compiler (the table's figure is
// Debian 12's clang 14 with the Makefile's WASM_CFLAGS, as in CI); and the table's total.
function checkDocumentedSizes(bytes, root) {
  const doc = documentedSizes(root);
  const fix = 'update the table in docs/web.md to what this test printed';
  for (const kind of ['js', 'css', 'html']) {
    check(doc[kind] === bytes[kind], `docs/web.md says ${doc[kind]} bytes of ${kind}, the page loaded ${bytes[kind]}: ${fix}`);
  }
  check(Math.abs(doc.wasm - bytes.wasm) <= doc.wasm * 0.05,
    `docs/web.md says puzzle8.wasm is ${doc.wasm} bytes, the page loaded ${bytes.wasm} (more than 5% apart): ${fix}`);
  check(doc.total === doc.wasm + doc.js + doc.css + doc.html, `docs/web.md: the total ${doc.total} is not the sum of its rows`);
}

export const timings = {};

export const cases = [
  {
    name: 'loads the library and draws the board',
    shot: '1-load',
    async run(page, base, ctx, browser) {
      const bytes = { wasm: 0, js: 0, css: 0, html: 0 };
      page.on('response', async (r) => {
        try {
          const n = (await r.buffer()).length;
          const u = r.url();
          const kind = u.endsWith('.wasm') ? 'wasm' : u.endsWith('.js') ? 'js' : u.endsWith('.css') ? 'css' : u.endsWith('.html') || u.endsWith('/') ? 'html' : null;
          if (kind) bytes[kind] += n;
        } catch { /* a redirect or an aborted response has no body */ }
      });
      await open(page, base);
      equal(await text(page, '#version'), `libpuzzle8 ${ctx.p8.libraryVersion}, WebAssembly`, 'version');
      const options = await page.$$eval('#algorithm option', (os) => os.map((o) => o.value));
      equal(options, [...ctx.p8.ALGORITHMS], 'algorithms (p8_algorithm_name)');
      const svg = await page.$eval('#board-view svg title', (t) => t.textContent);
      check(/^8-puzzle board 7 2 4 \/ 5 0 6 \/ 8 3 1$/.test(svg), `board picture: ${svg}`);
      await new Promise((r) => setTimeout(r, 300));
      timings[`${browser} size`] = bytes;
      checkDocumentedSizes(bytes, ctx.ROOT);
      const total = bytes.wasm + bytes.js + bytes.css + bytes.html;
      return `page ${total} bytes (wasm ${bytes.wasm}, js ${bytes.js}, css ${bytes.css}, html ${bytes.html})`;
    },
  },
  {
    name: 'BFS, A* misplaced and A* Manhattan: the C library\'s counts',
    shot: '2-counts',
    async run(page, base, ctx, browser) {
      await open(page, base);
      await set(page, '#start-text', START);
      await set(page, '#goal-text', GOAL);
      const out = [];
      for (const [alg, h] of [['bfs', ''], ['astar', 'misplaced'], ['astar', 'manhattan']]) {
        await set(page, '#algorithm', alg, 'change');
        await set(page, '#heuristic', h, 'change');
        const ms = await runToEnd(page);
        const want = cliSolve(ctx, ['--algorithm', alg, ...(h ? ['--heuristic', h] : [])]);
        equal(await counter(page, 'expanded'), want.expanded, `${alg} ${h} expanded`);
        equal(await counter(page, 'generated'), want.generated, `${alg} ${h} generated`);
        const status = await text(page, '#status');
        check(status.startsWith(`solved: ${want.length} moves`), `${alg} ${h}: status "${status}", the C tool's length ${want.length}`);
        out.push(`${alg}${h ? ` ${h}` : ''} ${want.expanded}`);
        if (alg === 'bfs') timings[`${browser} bfs run ms`] = ms;
      }
      await page.click('#tab-solution');
      return `${out.join(', ')} expanded, ${cliSolve(ctx, []).length} moves; full BFS ${timings[`${browser} bfs run ms`]} ms`;
    },
  },
  {
    name: 'A* stepped 10 times (S key): the frontier is the C library\'s snapshot',
    shot: '3-frontier',
    async run(page, base, ctx, browser) {
      const q = new URLSearchParams({ start: START, goal: GOAL, alg: 'astar', h: 'manhattan', tab: 'tree' });
      await open(page, `${base}?${q}`);
      await page.click('h1');
      const times = [];
      const alone = [];
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('s');
        times.push(Number(await page.evaluate(() => document.body.dataset.stepMs)));
        alone.push(Number(await page.evaluate(() => document.body.dataset.stepOnlyMs)));
      }
      equal(await counter(page, 'expanded'), 10, 'expanded after 10 steps');
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      timings[`${browser} A* step ms`] = mean;
      timings[`${browser} A* step alone ms`] = alone.reduce((a, b) => a + b, 0) / alone.length;
      const ref = frontierReference(ctx, START, GOAL, 10, 10);
      const shown = await page.$$eval('#frontier tbody tr[data-entry]', (rows) => rows.map((r) => JSON.parse(r.dataset.entry)));
      equal(shown, ref.entries, 'frontier entries');
      equal(shown.length, Math.min(10, ref.size), 'entries shown: 10, or every live one');
      const tree = await page.$eval('#tree svg title', (t) => t.textContent);
      check(tree.includes('10 expanded'), `tree picture: ${tree}`);
      return `${shown.length} entries equal; one A* step ${mean.toFixed(2)} ms in the page (with its frontier and tree)`;
    },
  },
  {
    name: 'a bad board shows the parser\'s reason',
    shot: '4-bad-board',
    async run(page, base, ctx) {
      await open(page, base);
      await set(page, '#start-text', '');
      await page.type('#start-text', '1 2 3 4 5 6 7 8 8');
      let reason = '';
      try {
        new ctx.p8.Board('1 2 3 4 5 6 7 8 8');
      } catch (e) {
        reason = e.reason;
      }
      check(reason !== '', 'the binding accepted the bad board');
      equal(await text(page, '#start-error'), `start: ${reason}`, 'the reason');
      equal(await page.$eval('#start-text', (el) => el.getAttribute('aria-invalid')), 'true', 'aria-invalid');
      equal(await page.$eval('#run', (b) => b.disabled), true, 'Run disabled');
      return reason;
    },
  },
  {
    name: 'an unsolvable pair is refused at once',
    shot: '5-unsolvable',
    async run(page, base, ctx) {
      const goal = '0 2 1 3 4 5 6 7 8';
      await open(page, `${base}?${new URLSearchParams({ start: START, goal })}`);
      const { solvable, why } = new ctx.p8.Board(START).solvableWhy(goal);
      check(!solvable, 'the library says the pair is solvable');
      equal(await text(page, '#solvable'), why, 'the library\'s sentence');
      for (const id of ['step', 'step-n', 'run', 'compare-run']) equal(await page.$eval(`#${id}`, (b) => b.disabled), true, `#${id} disabled`);
      await page.click('h1');
      await page.keyboard.press('r');
      equal(await counter(page, 'expanded'), 0, 'nothing expanded after R');
      return why;
    },
  },
  {
    name: 'the URL round-trips the state',
    shot: '6-url',
    async run(page, base, ctx) {
      await open(page, base);
      await set(page, '#goal-text', '1 2 3 4 5 6 7 8 0');
      await set(page, '#random-distance', '18', 'change');
      await set(page, '#random-seed', '7', 'change');
      await page.click('#random');
      await set(page, '#algorithm', 'idastar', 'change');
      await set(page, '#heuristic', 'linear-conflict', 'change');
      await set(page, '#duplicates', 'path', 'change');
      await set(page, '#max-depth', '40', 'change');
      await set(page, '#js-heuristic', '(s, g) => 0');
      await page.click('#tab-check');
      const fields = ['#start-text', '#goal-text', '#algorithm', '#heuristic', '#duplicates', '#max-depth', '#random-seed', '#random-distance', '#js-heuristic'];
      const read = (p) => Promise.all(fields.map((f) => p.$eval(f, (el) => el.value)));
      const before = await read(page);
      const want = new ctx.p8.Table('1 2 3 4 5 6 7 8 0').randomBoard(18, 7).format('line');
      equal(before[0], want, 'the random board at distance 18, seed 7');
      await page.click('#run');
      await page.waitForFunction(() => document.body.dataset.runMs !== undefined, { timeout: TIMEOUT });
      const status = await text(page, '#status');
      await new Promise((r) => setTimeout(r, 400));       // the page updates its URL within 150 ms
      const url = page.url();
      await page.goto('about:blank');
      await open(page, url);
      equal(await read(page), before, 'the fields after loading the URL');
      equal(await page.$eval('#tab-check', (t) => t.getAttribute('aria-selected')), 'true', 'the tab');
      await page.click('#run');
      await page.waitForFunction(() => document.body.dataset.runMs !== undefined, { timeout: TIMEOUT });
      const strip = (s) => s.replace(/, \d+ ms$/, '');
      equal(strip(await text(page, '#status')), strip(status), 'the same run');
      return url.slice(url.indexOf('?'), url.indexOf('?') + 60) + '…';
    },
  },
  {
    name: 'a typed inadmissible heuristic is reported as such',
    shot: '7-heuristic',
    async run(page, base, ctx) {
      await open(page, `${base}?${new URLSearchParams({ start: START, goal: GOAL, tab: 'check' })}`);
      const code = '(state, goal) => {\n  // three times the misplaced tiles\n  let h = 0;\n  for (let i = 0; i < 9; i++)\n    if (state[i] && state[i] !== goal[i]) h += 3;\n  return h;\n}';
      await page.$eval('#js-heuristic', (el) => { el.value = ''; });
      await page.type('#js-heuristic', code, { delay: 0 });
      await page.click('#check-run');
      await page.waitForFunction(() => document.body.dataset.checkDone === '1', { timeout: TIMEOUT });
      const fn = new Function(`return (${code})`)();
      const want = ctx.p8.checkHeuristic(fn, { goal: GOAL });
      check(!want.admissible, 'the library finds it admissible');
      equal(await text(page, '#verdict'), want.verdict, 'the library\'s verdict');
      equal(await page.$eval('#verdict', (v) => v.dataset.admissible), 'false', 'admissible flag');
      // Its expansions against Manhattan's, on the current board: the binding's and the C tool's.
      const runs = await page.$$eval('#check-result table.compare tr', (rs) => rs.slice(1).map((r) => [...r.cells].map((c) => c.textContent)));
      const s = new ctx.p8.Search({ algorithm: 'astar', heuristic: fn });
      const mine = s.run(START, GOAL);
      s.free();
      const manhattan = cliSolve(ctx, ['--algorithm', 'astar', '--heuristic', 'manhattan']);
      equal(runs.map((r) => [r[0], number(r[1]), number(r[2])]),
        [['your heuristic', mine.length, mine.stats.expanded], ['manhattan', manhattan.length, manhattan.expanded]], 'A* with it and with Manhattan');
      return `${want.verdict.split('\n')[0]} (${await page.$eval('#check-result p.muted', (p) => p.textContent)})`;
    },
  },
  {
    name: 'compare: every row as `puzzle8 compare` counts it',
    shot: '8-compare',
    async run(page, base, ctx) {
      await open(page, `${base}?${new URLSearchParams({ start: START, goal: GOAL, tab: 'compare' })}`);
      await page.click('#compare-run');
      await page.waitForFunction(() => document.body.dataset.compareDone === '1', { timeout: 120000 });
      const rows = await page.$$eval('#compare tbody tr', (rs) => rs.map((r) => [...r.cells].map((c) => c.textContent)));
      const cli = ctx.cli('compare', '--goal', GOAL, START).split('\n');
      const head = cli.findIndex((l) => l.startsWith('algorithm'));
      const want = cli.slice(head + 1, head + 1 + rows.length).map((l) => l.split(/\s{2,}/));
      equal(rows.length, want.length, 'rows');
      rows.forEach((r, i) => {
        // every column but the time: label, frontier, length, optimal, expanded, generated, max frontier, peak KiB
        const n = (c, j, f) => (j === 2 ? (/^[\d,]+$/.test(c) ? f(c) : c) : j >= 4 ? f(c) : c);
        equal(r.slice(0, 8).map((c, j) => n(c, j, number)), want[i].slice(0, 8).map((c, j) => n(c, j, Number)), `row ${i + 1}`);
      });
      return `${rows.length} rows equal`;
    },
  },
];
