// SPDX-License-Identifier: MIT
// tour.js - every state of the lab drawn at 1280x720, 1024x768 and 390x844 (a phone, touch),
// for a person to look at (`make web-shots`): build/web-tour/<size>-<nn>-<state>.png, the phone's
// both as the screen shows it and as the whole page. Headless Chromium by default
// (P8_WEB_BROWSERS="chromium firefox" for both). Not a test: it checks nothing but that each
// state is reached; the browser tests (run.js) check what the states show.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { serve } from './serve.js';
import { GOAL, HARDEST, START, choose, idle, open, press, query, runToEnd, set, sleep } from './helpers.js';

const ROOT = resolve(process.env.P8_ROOT || fileURLToPath(new URL('../..', import.meta.url)));
const OUT = join(ROOT, 'build/web-tour');
const SIZES = [[1280, 720, false], [1024, 768, false], [390, 844, true]];
const INADMISSIBLE = '(state, goal) => {\n  let h = 0;\n  for (let i = 0; i < 9; i++)\n    if (state[i] && state[i] !== goal[i]) h += 3;\n  return h;\n}';

const STATES = [
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
    await p.waitForFunction(() => document.querySelectorAll('#compare tbody tr').length >= 9, { timeout: 60000 });
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
];

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await serve(ROOT);
  const base = `http://127.0.0.1:${server.address().port}/web/`;
  const names = (process.env.P8_WEB_BROWSERS || 'chromium').split(/\s+/).filter(Boolean);
  let shots = 0;
  try {
    for (const name of names) {
      const browser = await puppeteer.launch(name === 'firefox'
        ? { browser: 'firefox', executablePath: process.env.FIREFOX || '/usr/bin/firefox-esr', headless: true }
        : { browser: 'chrome', executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
      try {
        for (const [w, h, phone] of SIZES) {
          const page = await browser.newPage();
          await page.setViewport({ width: w, height: h, isMobile: phone, hasTouch: phone });
          for (const [i, [state, go]] of STATES.entries()) {
            const file = `${name}-${w}x${h}-${String(i + 1).padStart(2, '0')}-${state}`;
            try {
              await go(page, base);
              await sleep(300);
              await idle(page, 20000).catch(() => {});
              await page.screenshot({ path: join(OUT, `${file}.png`) });
              if (phone) await page.screenshot({ path: join(OUT, `${file}-page.png`), fullPage: true });
              shots++;
            } catch (e) {
              console.log(`${file}: ${e.message}`);
            }
          }
          await page.close();
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.close();
  }
  console.log(`${shots} states drawn in ${OUT}`);
}

main();
