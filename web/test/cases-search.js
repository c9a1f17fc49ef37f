// SPDX-License-Identifier: MIT
// cases-search.js - the search as the page shows it, against the C library: counts of whole
// runs, the frontier after each step (frontier-ref.c), one numbering in the frontier, the tree
// and the trace (the C tool's trace), the next node marked in both, the timeline, the tree's
// pan and zoom, both trees of bidirectional BFS, big trees, a limit that keeps the frontier.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GOAL, RUN_GAP_MS, START, cFrontier, check, choose, cliSolve, counter, equal, frontierRows, gapsStart, gapsStop, idle, inTreeBox,
  open, press, query, runToEnd, set, sleep, text, treeNodes, treeTransform,
} from './helpers.js';

// The C tool's trace of the first `n` expansions: the ids of the expanded nodes, in order.
function cliExpanded(ctx, args, n) {
  const dir = mkdtempSync(join(tmpdir(), 'p8-web-trace-'));
  let out = '';
  try {
    try {
      ctx.cli('solve', '--goal', GOAL, ...args, '--max-expansions', String(n), '--trace', join(dir, 't.jsonl'), START);
    } catch (e) {
      if (e.status !== 1) throw e;          // exit status 1: the limit ended the run
    }
    out = readFileSync(join(dir, 't.jsonl'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out.split('\n').filter((l) => l.startsWith('{"type":"event"')).map((l) => JSON.parse(l))
    .filter((e) => e.event === 'expand').map((e) => e.id);
}

export const searchCases = [
  {
    name: 'BFS, A* misplaced and A* Manhattan: the C tool\'s counts; the page\'s timers run during the BFS',
    shot: '2-counts',
    exclusive: true,
    async run(page, base, ctx, browser, timings) {
      await open(page, `${base}${query({ start: START, goal: GOAL })}`);
      const out = [];
      for (const [alg, h] of [['bfs', ''], ['astar', 'misplaced'], ['astar', 'manhattan']]) {
        await choose(page, '#algorithm', alg);
        await choose(page, '#heuristic', h);
        const want = cliSolve(ctx, ['--algorithm', alg, ...(h ? ['--heuristic', h] : [])]);
        if (alg === 'bfs') {
          await gapsStart(page);
          await runToEnd(page);
          timings[`${browser} bfs run gap ms`] = await gapsStop(page);
          // The page never freezes (the old lab froze for seconds). The Compare bound is tighter;
          // a Run also redraws the page twice a second, which a loaded machine delays.
          check(timings[`${browser} bfs run gap ms`] <= RUN_GAP_MS, `the page's timers stopped for ${timings[`${browser} bfs run gap ms`]} ms during the BFS run`);
        } else {
          await runToEnd(page);
        }
        equal(await counter(page, 'expanded'), want.expanded, `${alg} ${h} expanded`);
        equal(await counter(page, 'generated'), want.generated, `${alg} ${h} generated`);
        const status = await text(page, '#status');
        check(status.startsWith(`Solved: ${want.length} moves`), `${alg} ${h}: status "${status}", the C tool's length ${want.length}`);
        out.push(`${alg}${h ? ` ${h}` : ''} ${want.expanded}`);
        if (alg === 'bfs') timings[`${browser} bfs expanded`] = want.expanded;
      }
      await page.click('#tab-solution');
      await sleep(300);
      const film = await page.$eval('#filmstrip svg title', (t) => t.textContent).catch(() => '');
      check(/solution/.test(film), `the filmstrip: "${film}"`);
      return `${out.join(', ')} expanded; timers during BFS: largest gap ${timings[`${browser} bfs run gap ms`]} ms`;
    },
  },
  {
    name: 'A* stepped 10 times (S key): one numbering in frontier (the C snapshot), tree and trace (the C trace); next marked in both; Back, scrubber and the link keep the step',
    shot: '3-frontier',
    async run(page, base, ctx, browser, timings) {
      const q = { start: START, goal: GOAL, alg: 'astar', h: 'manhattan' };
      await open(page, `${base}${query(q)}`);
      await page.click('h1');
      const times = [];
      for (let i = 0; i < 10; i++) {
        const t0 = Date.now();
        await page.keyboard.press('s');
        await sleep(20);
        await idle(page);
        times.push(Date.now() - t0);
      }
      timings[`${browser} A* step ms`] = times.slice(1).reduce((a, b) => a + b, 0) / (times.length - 1);
      equal(await counter(page, 'expanded'), 10, 'expanded after 10 steps');
      const ref = cFrontier(ctx, 10);
      equal(await frontierRows(page), ref.entries, 'the frontier after 10 steps');
      // The tree: the whole of it in view, every node numbered as the library numbers it.
      await page.click('#tree-fit');
      await sleep(200);
      const nodes = await treeNodes(page);
      const count = (s) => nodes.filter((n) => n.state === s).length;
      equal(count('expanded') + count('current'), 10, 'expanded nodes in the tree');
      equal(count('frontier') + count('next'), ref.size, 'frontier nodes in the tree (the live entries)');
      const next = nodes.filter((n) => n.state === 'next');
      equal(next.map((n) => n.id), [ref.entries[0].id], 'the next node in the tree (the first entry of the C frontier)');
      const nextRow = await page.$eval('#frontier tr.next', (r) => JSON.parse(r.dataset.entry).id);
      equal(nextRow, ref.entries[0].id, 'the next node in the frontier table');
      const treeIds = new Set(nodes.map((n) => n.id));
      check(ref.entries.every((e) => treeIds.has(e.id)), 'a frontier row is not in the tree');
      const expanded = cliExpanded(ctx, ['--algorithm', 'astar', '--heuristic', 'manhattan'], 10);
      equal(nodes.filter((n) => n.state === 'current').map((n) => n.id), [String(expanded[9])], 'the newest expansion (the C trace\'s 10th)');
      await page.click('#tab-trace');
      await sleep(200);
      const trace = await page.$$eval('#trace button', (bs) => bs.map((b) => b.textContent.match(/^node (\d+)/)[1]));
      equal(trace.map(Number), expanded, 'the trace\'s nodes (the C trace\'s expand events)');
      // Back, the scrubber, the link.
      await page.click('h1');
      await page.keyboard.press('b');
      await sleep(20);
      await idle(page);
      equal(await counter(page, 'expanded'), 9, 'expanded after Back');
      equal(await frontierRows(page), cFrontier(ctx, 9).entries, 'the frontier after Back');
      await set(page, '#scrubber', '5');
      await sleep(400);
      await idle(page);
      equal(await counter(page, 'expanded'), 5, 'expanded at scrubber position 5');
      equal(await frontierRows(page), cFrontier(ctx, 5).entries, 'the frontier at scrubber position 5');
      await sleep(400);
      const url = page.url();
      check(/[?&]step=5(&|$)/.test(url), `the link does not keep the step: ${url}`);
      await page.goto('about:blank');
      await open(page, url);
      equal(await counter(page, 'expanded'), 5, 'expanded after opening the link');
      equal(await frontierRows(page), cFrontier(ctx, 5).entries, 'the frontier after opening the link');
      return `frontier, tree (${nodes.length} nodes) and trace agree with C; one step ${timings[`${browser} A* step ms`].toFixed(0)} ms with the redraw`;
    },
  },
  {
    name: 'the tree: opens on the root, follows the newest, pans and zooms (wheel, buttons, keys, drag, pinch), both bidirectional trees, big trees folded and drawn in part',
    shot: '4-tree',
    async run(page, base) {
      await open(page, `${base}${query({ start: START, goal: GOAL, alg: 'bibfs' })}`);
      check(await inTreeBox(page, '#tree .node[data-uid="0"]'), 'the root is not in view at the start');
      await set(page, '#n', '6', 'change');
      await press(page, '#step-n');
      check(await inTreeBox(page, '#tree .node.s-current'), 'the newest expansion is not in view');
      await page.click('#tree-fit');
      await sleep(200);
      const labels = await page.$$eval('#tree .root-label', (ls) => ls.map((l) => l.textContent));
      check(labels.includes('start') && labels.includes('goal (searched back)'), `roots: ${labels}`);
      check(await page.$eval('#tree-goal-root', (b) => !b.hidden), 'no Goal tree button');
      await page.click('#tree-goal-root');
      await sleep(200);
      const goalRoot = await page.$$eval('#tree .node', (gs) => gs.filter((g) => g.closest('svg')).length);
      check(goalRoot > 0, 'nothing drawn at the goal tree');
      // Zoom: wheel, buttons, keys.
      const t0 = await treeTransform(page);
      const box = await page.$eval('#tree', (e) => { const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; });
      await page.mouse.move(box[0], box[1]);
      await page.mouse.wheel({ deltaY: -300 });
      await sleep(200);
      const t1 = await treeTransform(page);
      check(t1.s > t0.s * 1.2, `the wheel did not zoom in (${t0.s} -> ${t1.s})`);
      await page.click('#tree-out');
      const t2 = await treeTransform(page);
      check(Math.abs(t2.s - t1.s * 0.8) < 1e-6, `the − button: ${t1.s} -> ${t2.s}`);
      await page.focus('#tree');
      await page.keyboard.press('+');
      const t3 = await treeTransform(page);
      check(Math.abs(t3.s - t2.s * 1.25) < 1e-6, `the + key: ${t2.s} -> ${t3.s}`);
      const start = await page.$eval('#start-text', (e) => e.value);
      await page.keyboard.press('ArrowLeft');
      const t4 = await treeTransform(page);
      check(Math.abs(t4.x - t3.x - 60) < 1e-6, `the left arrow on the tree: x ${t3.x} -> ${t4.x}`);
      equal(await page.$eval('#start-text', (e) => e.value), start, 'the start after an arrow key on the tree');
      // Drag to pan (the mouse), pinch to zoom (two pointers, as a touch screen sends them).
      const t5 = await treeTransform(page);
      await page.mouse.move(box[0], box[1]);
      await page.mouse.down();
      await page.mouse.move(box[0] + 40, box[1] + 30, { steps: 4 });
      await page.mouse.up();
      const t6 = await treeTransform(page);
      check(Math.abs(t6.x - t5.x - 40) < 2 && Math.abs(t6.y - t5.y - 30) < 2, `a drag of 40, 30 moved the tree ${t6.x - t5.x}, ${t6.y - t5.y}`);
      await page.$eval('#tree', (el, [cx, cy]) => {
        const send = (type, id, x) => el.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: x, clientY: cy, bubbles: true }));
        send('pointerdown', 11, cx - 20);
        send('pointerdown', 12, cx + 20);
        for (let d = 20; d <= 60; d += 10) {
          send('pointermove', 11, cx - d);
          send('pointermove', 12, cx + d);
        }
        send('pointerup', 11, cx - 60);
        send('pointerup', 12, cx + 60);
      }, box);
      const t7 = await treeTransform(page);
      check(t7.s > t6.s * 2.5, `a pinch from 40 to 120 px apart zoomed ${t6.s} -> ${t7.s}`);
      // A big tree: BFS at 1,000 expansions draws its first 300 and only what is in view.
      await choose(page, '#algorithm', 'bfs');
      await set(page, '#n', '1000', 'change');
      await press(page, '#step-n');
      const note = await text(page, '#tree-note');
      check(/first 300 of 1,000 expansions/.test(note), `the big tree's note: ${note}`);
      const drawn = (await treeNodes(page)).length;
      check(drawn > 0 && drawn < 200, `${drawn} nodes drawn for the big tree (the view should cut it down)`);
      // Iterative deepening: the passes before the last are folded.
      await choose(page, '#algorithm', 'iddfs');
      await set(page, '#n', '200', 'change');
      await press(page, '#step-n');
      await page.click('#tree-fit');
      await sleep(200);
      const stubs = await page.$$eval('#tree .stub-text', (s) => s.map((x) => x.textContent));
      check(stubs.length > 0, 'no folded pass in the iterative deepening tree');
      return `roots ${labels.join(' + ')}; wheel, buttons, keys, drag and pinch; BFS: ${drawn} nodes drawn; IDDFS: ${stubs.length} folds`;
    },
  },
  {
    name: 'a limit: the library\'s sentence, and the frontier stays as the C library has it there',
    shot: '5-limit',
    async run(page, base, ctx) {
      await open(page, `${base}${query({ start: START, goal: GOAL, alg: 'astar', h: 'manhattan', maxexp: '10' })}`);
      await runToEnd(page);
      const status = await text(page, '#status');
      check(/expansion limit of 10/.test(status) && !/LimitReached|Error/.test(status), `status: ${status}`);
      equal(await counter(page, 'expanded'), 10, 'expanded at the limit');
      equal(await frontierRows(page), cFrontier(ctx, 10).entries, 'the frontier at the limit');
      check(/limit/.test(await text(page, '#frontier-note')), 'the frontier note does not say the limit stopped it');
      return status;
    },
  },
];
