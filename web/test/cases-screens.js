// SPDX-License-Identifier: MIT
// cases-screens.js - every screen and every hand: a phone (390x844, touch: a tap moves a tile),
// a 1024x768 projector, the keyboard (arrow keys move tiles only on the board, every panel
// reached with Tab), and a long Step ×N that never freezes the page and stops at once.
import {
  GOAL, HARDEST, RUN_GAP_MS, START, STEP_N, STOP_MS, axe, check, choose, counter, equal, gapsStart, gapsStop, idle, noOverflow, open, query, set, sleep,
} from './helpers.js';

// The rectangle of an element, in the page's coordinates (scrolled into view first).
async function rect(page, sel) {
  return page.$eval(sel, (e) => {
    e.scrollIntoView({ block: 'center' });
    const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
  });
}

// The tabs' right edges fit in their panel (none is cut off).
async function tabsFit(page) {
  const [panel, tabs] = await page.evaluate(() => [document.querySelector('#view-panel').getBoundingClientRect().right,
    [...document.querySelectorAll('[role=tab]')].map((t) => t.getBoundingClientRect().right)]);
  check(tabs.every((r) => r <= panel + 0.5), `a tab is cut off: ${tabs.map(Math.round)} in a panel ending at ${Math.round(panel)}`);
}

export const screenCases = [
  {
    name: 'a phone, 390x844 with touch: one column, nothing wider than the screen, a tap moves a tile, axe-core clean',
    shot: '13-phone',
    viewport: { width: 390, height: 844, isMobile: true, hasTouch: true },
    async run(page, base) {
      await open(page, `${base}${query({ start: START, goal: GOAL })}`);
      await noOverflow(page);
      for (const id of ['board-panel', 'search-panel', 'view-panel']) {
        const r = await rect(page, `#${id}`);
        check(r.width > 300 && r.left >= 0 && r.right <= 390, `#${id} is ${Math.round(r.width)} px wide at ${Math.round(r.left)}..${Math.round(r.right)}`);
      }
      await tabsFit(page);
      // Tap the tile right of the blank (the centre cell's right neighbour, cell 5): the blank moves right.
      const b = await rect(page, '#board-view');
      await page.touchscreen.tap(b.left + b.width * (5 / 6), b.top + b.height / 2);
      await sleep(400);
      await idle(page);
      equal(await page.$eval('#start-text', (e) => e.value), '7 2 4 5 6 0 8 3 1', 'the start after a tap on the 6');
      await page.click('#step');
      await sleep(30);
      await idle(page);
      equal(await counter(page, 'expanded'), 1, 'a step on the phone');
      await noOverflow(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await axe(page, base);
      return 'one column; tap; axe-core: no serious or critical violation';
    },
  },
  {
    name: 'a 1024x768 projector: board and search on the left, the views in sight on the right, every tab whole',
    shot: '14-projector',
    viewport: { width: 1024, height: 768 },
    async run(page, base) {
      await open(page, `${base}${query({ start: START, goal: GOAL })}`);
      await noOverflow(page);
      await tabsFit(page);
      const views = await page.$eval('#view-panel', (e) => { const r = e.getBoundingClientRect(); return [r.width, r.top, r.bottom]; });
      check(views[0] >= 560, `the views are ${Math.round(views[0])} px wide`);
      const tree = await page.$eval('#tree', (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom, r.height]; });
      check(tree[0] < 768 && tree[2] >= 250, `the tree at ${tree.map(Math.round)} is not in sight`);
      await page.evaluate(() => window.scrollTo(0, 600));
      await sleep(100);
      const after = await page.$eval('#view-panel', (e) => e.getBoundingClientRect().top);
      check(after >= 0 && after < 40, `the views scrolled away with the page (top ${Math.round(after)})`);
      await page.setViewport({ width: 1280, height: 720 });
      await sleep(200);
      await noOverflow(page);
      await tabsFit(page);
      return `views ${Math.round(views[0])} px wide, tree ${Math.round(tree[2])} px high`;
    },
  },
  {
    name: 'the keyboard: arrow keys move the blank only on the board (tabs take their own), every panel and picture reached with Tab',
    shot: '15-keyboard',
    async run(page, base) {
      await open(page, `${base}${query({ start: START, goal: GOAL })}`);
      const start = () => page.$eval('#start-text', (e) => e.value);
      await page.focus('#tab-tree');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await sleep(300);
      equal(await start(), START, 'the start after arrow keys on a tab');
      equal(await page.$eval('#tab-trace', (t) => t.getAttribute('aria-selected')), 'true', 'the right arrow on the tabs');
      await page.focus('#board-view');
      await page.keyboard.press('ArrowLeft');
      await sleep(400);
      await idle(page);
      equal(await start(), '7 2 4 0 5 6 8 3 1', 'the start after the left arrow on the board');
      // Tab through the page: each panel, the board, the tree, the frontier's node links.
      await page.click('#tab-tree');
      await page.click('#step');
      await sleep(30);
      await idle(page);
      await page.focus('#help-button');
      const seen = new Set();
      for (let i = 0; i < 90; i++) {
        await page.keyboard.press('Tab');
        const at = await page.evaluate(() => {
          const a = document.activeElement;
          return [a.id || a.className || a.tagName, a.closest('section')?.id ?? ''];
        });
        seen.add(at[0]);
        seen.add(at[1]);
      }
      for (const want of ['board-view', 'start-text', 'search-panel', 'step', 'scrubber', 'link', 'tab-tree', 'tree', 'tree-fit', 'view-panel']) {
        check(seen.has(want), `Tab never reached ${want} (reached: ${[...seen].join(', ')})`);
      }
      await page.click('#tab-solution');
      check(await page.$eval('#filmstrip', (e) => e.tabIndex === 0), 'the filmstrip cannot take the focus');
      return `${seen.size} places reached with Tab`;
    },
  },
  {
    name: `Step ×N of ${STEP_N.toLocaleString('en-US')} on iterative deepening: counters, frontier and tree move, the page's timers run, Stop answers within ${STOP_MS} ms and the run goes on from there`,
    shot: '16-step-n',
    exclusive: true,
    async run(page, base, ctx, browser, timings) {
      await open(page, `${base}${query({ start: HARDEST })}`);      // 31 moves: iterative deepening takes ages
      await choose(page, '#algorithm', 'iddfs');
      await set(page, '#n', String(STEP_N), 'change');
      await gapsStart(page);
      await page.click('#step-n');
      // While it runs: the counters, the frontier and the tree follow it (none froze at the start).
      const first = await (await page.waitForFunction(() => {
        const n = Number(document.querySelector('td[data-counter="expanded"]').textContent.replace(/,/g, ''));
        return n > 1000 && /nodes waiting/.test(document.querySelector('#frontier-note').textContent) ? n : 0;
      }, { timeout: 30000, polling: 50 })).jsonValue();
      await sleep(1000);
      const moving = await counter(page, 'expanded');
      check(moving > first, `the counters stood still during Step ×N (${first}, then ${moving})`);
      check(/first 300 of [\d,]+ expansions/.test(await page.$eval('#tree-note', (e) => e.textContent)), 'the tree\'s note during Step ×N');
      const rows = await page.$$eval('#frontier tbody tr[data-entry]', (r) => r.length);
      check(rows > 0, 'no frontier during Step ×N');
      const gap = await gapsStop(page);
      timings[`${browser} step-n gap ms`] = gap;
      check(gap <= RUN_GAP_MS, `the page's timers stopped for ${gap} ms during Step ×N (the old lab froze for 9.5 s)`);
      check(await page.$eval('#run', (b) => b.textContent === 'Stop' && !b.disabled), 'no Stop while Step ×N runs');
      const stopMs = await page.evaluate(() => new Promise((resolve) => {
        const t0 = performance.now();
        document.querySelector('#run').click();
        const poll = () => (document.body.dataset.busy ? setTimeout(poll, 2) : resolve(performance.now() - t0));
        poll();
      }));
      timings[`${browser} step-n stop ms`] = Math.round(stopMs);
      check(stopMs <= STOP_MS, `Stop took ${stopMs.toFixed(0)} ms`);
      const stopped = await counter(page, 'expanded');
      check(stopped >= moving && stopped < STEP_N, `expanded ${stopped} after Stop`);
      check(/Stopped at expansion/.test(await page.$eval('#status', (e) => e.textContent)), 'no sentence about the stop');
      await page.click('#step');
      await sleep(30);
      await idle(page);
      equal(await counter(page, 'expanded'), stopped + 1, 'a step after Stop goes on from there');
      return `${stopped.toLocaleString('en-US')} expanded when stopped; Stop ${stopMs.toFixed(0)} ms; largest timer gap ${gap} ms`;
    },
  },
];
