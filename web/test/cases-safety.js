// SPDX-License-Identifier: MIT
// cases-safety.js - no code without consent (the page's Content-Security-Policy, a link that
// carries code, a runaway heuristic), plain sentences for every error (bad link values, bad
// numbers, boards pasted from slides, a heuristic returning the wrong thing), the heuristic
// checker's verdict, and the comparison table, which must keep the page responsive and stop
// at once on the hardest board.
import { readFileSync, readdirSync } from 'node:fs';
import * as about from '../js/about.js';
import { FRONTIER_WORDS, HEURISTIC_WORDS, compareLabel, word } from '../js/words.js';
import {
  COMPARE_GAP_MS, GOAL, HARDEST, START, STOP_MS, TIMEOUT, axe, check, choose, cliSolve, counter, equal, gapsStart, gapsStop, idle, open,
  press, query, set, sleep, text,
} from './helpers.js';
import { checkSizes } from './sizes.js';

const INADMISSIBLE = '(state, goal) => {\n  // three times the misplaced tiles\n  let h = 0;\n  for (let i = 0; i < 9; i++)\n    if (state[i] && state[i] !== goal[i]) h += 3;\n  return h;\n}';

export const safetyCases = [
  {
    name: 'loads: the library\'s names and default goal, one sentence for each name, a CSP that forbids inline scripts and eval, sizes as documented, axe-core clean at 1280x720',
    shot: '1-load',
    expectErrors: /Content-Security-Policy/,     // Firefox reports the refusals this case provokes
    async run(page, base, ctx) {
      await open(page, base);
      const { p8 } = ctx;
      equal(await text(page, '#version'), `libpuzzle8 ${p8.libraryVersion}, WebAssembly`, 'version');
      equal(await page.$$eval('#algorithm option', (os) => os.map((o) => o.value)), [...p8.ALGORITHMS], 'algorithms (p8_algorithm_name)');
      equal(await page.$eval('#goal-text', (e) => e.value), p8.Board.goal().format('line'), 'the goal the page starts with (p8_board_new_goal)');
      const preset = JSON.parse(new p8.Search({ algorithm: 'astar' }).traceHeader(START)).heuristic;
      equal(await page.$eval('#heuristic option[value=""]', (o) => o.textContent), `${word(HEURISTIC_WORDS, preset)} (default)`,
        'the algorithm\'s own heuristic, named as what it is');
      for (const [table, names] of [[about.ALGORITHMS, p8.ALGORITHMS], [about.HEURISTICS, p8.HEURISTICS], [about.DUPLICATES, p8.DUPLICATES]]) {
        for (const n of names) check(about.about(table, n).length > 20, `no sentence about ${n}`);
      }
      check((await text(page, '#alg-about')).startsWith('A*'), 'the algorithm\'s sentence');
      const svg = await page.$eval('#board-view svg title', (t) => t.textContent);
      check(/^8-puzzle board 7 2 4 \/ 5 0 6 \/ 8 3 1$/.test(svg), `board picture: ${svg}`);
      check(/^8-puzzle board 1 2 3 \/ 4 5 6 \/ 7 8 0$/.test(await page.$eval('#goal-view svg title', (t) => t.textContent)), 'the goal is drawn');
      // The policy, as written and as the browser applies it.
      const csp = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
      const script = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
      equal(script, "script-src 'self'", 'script-src');
      check(!/unsafe-inline|unsafe-eval/.test(csp), `the policy allows inline code or eval: ${csp}`);
      await page.addScriptTag({ url: new URL('test/csp-probe.js', base).href });
      await page.waitForFunction(() => document.body.dataset.evalProbe, { timeout: 5000 });
      equal(await page.evaluate(() => document.body.dataset.evalProbe), 'EvalError', 'new Function in a script of the page');
      await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'document.body.dataset.inline = "ran"';
        document.head.append(s);
      });
      await sleep(100);
      equal(await page.evaluate(() => document.body.dataset.inline ?? 'blocked'), 'blocked', 'an inline script');
      const sizes = checkSizes(ctx.ROOT);
      await axe(page, base);
      return `${csp.length}-byte policy; page ${sizes.total} bytes; axe-core: no serious or critical violation`;
    },
  },
  {
    name: 'a link that carries code: shown, not run, until the person presses the button that says so; it runs in the worker, which has no page',
    shot: '6-link-code',
    async run(page, base) {
      const code = "(document.title='PWNED', (s, g) => 0)";
      await open(page, `${base}${query({ js: code, h: 'js' })}`);
      const title = await page.title();
      equal(title, 'libpuzzle8 search lab', 'the title after opening the link');
      check(await page.$eval('#consent', (e) => !e.hidden), 'no question about the link\'s code');
      check((await text(page, '#consent-run')).includes('Run this code'), 'the consent button does not say what it does');
      equal(await page.$eval('#js-heuristic', (e) => e.value), code, 'the code is shown');
      equal(await page.$eval('#step', (b) => b.disabled), true, 'Step before consent');
      equal(await page.$eval('#check-run', (b) => b.disabled), true, 'Check before consent');
      check(/has not been run/.test(await text(page, '#search-error')), 'no sentence about the code waiting');
      await page.click('#consent-run');
      await sleep(300);
      await press(page, '#step');
      const err = await text(page, '#search-error');
      check(/document is not defined/.test(err), `the code ran without a page: ${err}`);
      equal(await page.title(), title, 'the title after the code ran');
      // The worker has no network either: fetch is gone, and its policy forbids other origins.
      await set(page, '#js-heuristic', "(s, g) => { fetch('/'); return 0; }");
      await sleep(500);
      await press(page, '#step');
      const net = await text(page, '#search-error');
      check(/fetch is not defined/.test(net), `fetch from the heuristic: ${net}`);
      return `${err} ${net}`;
    },
  },
  {
    name: 'markup from the worker: a link\'s code that rewrites the worker\'s text decoding cannot add an element to the page; the pictures are rebuilt through an allow-list; no innerHTML in the page\'s scripts',
    shot: '6b-worker-markup',
    expectErrors: /XML Parsing Error/,           // Firefox reports the hostile texts' parse errors
    async run(page, base, ctx) {
      // After consent, the code patches TextDecoder.prototype.decode in the worker: every SVG the
      // worker sends from then on ends with a link, a form, a foreignObject, a script, an image
      // with an event attribute and a styled element (the attack of 0.4.0, which put a
      // phishing link into the page through innerHTML).
      const evil = '<a href="https://phish.example/"><text x="10" y="40">Log in again</text></a>' +
        '<foreignObject width="200" height="50"><form xmlns="http://www.w3.org/1999/xhtml" action="https://phish.example/"><input name="pw"/></form></foreignObject>' +
        '<script>document.title="PWNED"</script><image href="https://phish.example/x.png" onload="document.title=1"/>' +
        '<rect x="0" y="0" width="9" height="9" style="fill:url(https://phish.example/)" onclick="alert(1)" fill="javascript:alert(1)"/>' +
        '<use href="#x"/><animate attributeName="href" to="javascript:alert(1)"/>';
      const code = `(TextDecoder.prototype.decode = ((d) => function (...a) { return d.apply(this, a).replace('</svg>', ${JSON.stringify(`${evil}</svg>`)}); })(TextDecoder.prototype.decode), (s, g) => 0)`;
      await open(page, `${base}${query({ start: START, goal: GOAL, js: code, h: 'js' })}`);
      const pictures = '#board-view, #goal-view, #anim-board, #filmstrip, #check-result';
      const count = () => page.$$eval(pictures, (boxes) => boxes.reduce((n, b) => n + b.querySelectorAll('*').length, 0));
      const before = await count();
      await page.click('#consent-run');
      await sleep(300);
      await press(page, '#step');                // the search worker runs the code: the patch is in
      await set(page, '#start-text', '7 2 4 5 6 0 8 3 1');
      await sleep(500);
      await idle(page);
      const found = await page.evaluate((sel) => {
        const bad = [];
        for (const box of document.querySelectorAll(sel)) {
          for (const e of box.querySelectorAll('*')) {
            if (!['svg', 'title', 'g', 'rect', 'text', 'line', 'path'].includes(e.localName)) bad.push(e.localName);
            for (const a of e.attributes) if (/^on|href|style/i.test(a.name) || /javascript:|url\(/i.test(a.value)) bad.push(`${e.localName}[${a.name}]`);
          }
        }
        return { bad, links: document.querySelectorAll('a[href], form, foreignObject, iframe, image').length,
          phish: document.body.textContent.includes('Log in again'), title: document.title };
      }, pictures);
      equal(found, { bad: [], links: 0, phish: false, title: 'libpuzzle8 search lab' }, 'what the patched worker\'s picture added to the page');
      // the board is still the library's picture; what the patch added that the allow-list let
      // through is a plain rectangle, its style, handlers and fill left out
      equal(await page.$eval('#board-view svg title', (t) => t.textContent), '8-puzzle board 7 2 4 / 5 6 0 / 8 3 1', 'the start\'s picture');
      equal(await page.$eval('#board-view svg > rect', (r) => [...r.attributes].map((a) => a.name).sort()), ['height', 'width', 'x', 'y'],
        'the patch\'s rectangle');
      // The allow-list itself, in the page: hostile texts give no element of theirs, or nothing.
      const board = new ctx.p8.Board(START).svg(0);
      const results = await page.evaluate(async (good, hostile) => {
        const { safeSvg } = await import('./js/svg-safe.js');
        const names = (svg) => (svg ? [...svg.querySelectorAll('*')].map((e) => e.localName).join(' ') : null);
        return { good: names(safeSvg(good)), hostile: hostile.map((h) => names(safeSvg(h))) };
      }, board, [
        board.replace('</svg>', `${evil}</svg>`),
        `<!DOCTYPE svg [<!ENTITY a "${'x'.repeat(10)}">]>${board}`,
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><g onload="alert(1)"><rect x="1" y="1" width="2" height="2"/></g></svg>',
        '<html xmlns="http://www.w3.org/1999/xhtml"><body><a href="https://phish.example/">x</a></body></html>',
        '<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="1"><tspan>a</tspan><a href="https://phish.example/">b</a></text></svg>',
        'not svg at all <a href="https://phish.example/">x</a>',
        `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(6000)}${'</g>'.repeat(6000)}</svg>`,
      ]);
      check(results.good.startsWith('title g rect') && /^(title|g|rect|text)( (title|g|rect|text))*$/.test(results.good), `the library's board: ${results.good}`);
      equal(results.hostile, [`${results.good} rect`, null, 'g rect', null, 'text', null, null], 'hostile texts through the allow-list');
      // No page script puts text into the page as markup.
      const dir = `${ctx.ROOT}/web/js`;
      for (const f of readdirSync(dir)) {
        const src = readFileSync(`${dir}/${f}`, 'utf8');
        check(!/\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|createContextualFragment/.test(src), `web/js/${f} writes markup`);
        check(f === 'svg-safe.js' || !/DOMParser/.test(src), `web/js/${f} parses markup`);
      }
      return `${before} elements in the pictures before, ${await count()} after; ${results.hostile.length} hostile texts refused or stripped`;
    },
  },
  {
    name: 'a runaway heuristic: the page keeps running, the lab stops it and names it and its board, then works on',
    shot: '7-runaway',
    exclusive: true,
    async run(page, base, ctx, browser, timings) {
      const code = '(s, g) => { if (s[4] === 2) while (true) {} return 0; }';
      await open(page, `${base}${query({ start: START, goal: GOAL, js: code, h: 'js' })}`);
      await page.click('#consent-run');
      await sleep(200);
      await gapsStart(page);
      const t0 = Date.now();
      await page.click('#step');
      await page.waitForFunction(() => /did not return/.test(document.querySelector('#search-error').textContent), { timeout: TIMEOUT });
      timings[`${browser} runaway named after ms`] = Date.now() - t0;
      const gap = await gapsStop(page);
      check(gap <= COMPARE_GAP_MS, `the page's timers stopped for ${gap} ms while the heuristic ran away`);
      const err = await text(page, '#search-error');
      check(/^Your JavaScript heuristic did not return/.test(err) && /when called on board 7 0 4 \/ 5 2 6 \/ 8 3 1/.test(err), `the message: ${err}`);
      // Fixed, it runs.
      await set(page, '#js-heuristic', '(s, g) => 0');
      await sleep(500);
      await press(page, '#step');
      equal(await counter(page, 'expanded'), 1, 'expanded after the fix');
      return `${err} (after ${timings[`${browser} runaway named after ms`]} ms; largest timer gap ${gap} ms)`;
    },
  },
  {
    name: 'errors as sentences: a link\'s bad values, bad numbers, a board pasted from slides, a bad board, out-of-range fields',
    shot: '8-errors',
    async run(page, base, ctx) {
      await open(page, `${base}${query({ maxexp: 'abc', alg: 'quantum', wseed: '-1', h: 'nope', k: '1e9' })}`);
      const notes = await page.$$eval('#notice-list li', (ls) => ls.map((l) => l.textContent));
      for (const want of [/Max expansions: “abc” is not a number/, /algorithm “quantum”, which the library does not have/,
        /Seed: -1 is below 0/, /heuristic “nope”/, /Scramble moves: 1e9 is above 1,000/]) {
        check(notes.some((n) => want.test(n)), `no sentence like ${want} in ${JSON.stringify(notes)}`);
      }
      equal(await page.$eval('#algorithm', (e) => e.value), 'astar', 'the algorithm a bad link falls back on');
      equal(await page.$eval('#max-expansions', (e) => e.value), '', 'max expansions after a bad link');
      for (const [value, want] of [['2.5', /Max expansions: 2.5 is not a whole number/], ['-3', /below 0/], ['1e6', null]]) {
        await set(page, '#max-expansions', value, 'change');
        await sleep(250);
        await idle(page);
        const e = await text(page, '#limits-error');
        if (want) check(want.test(e) && await page.$eval('#step', (b) => b.disabled), `max expansions ${value}: "${e}"`);
        else equal(e, '', `max expansions ${value}`);
      }
      await set(page, '#n', 'abc', 'change');
      await page.click('#step-n');
      check(/is not a number/.test(await text(page, '#search-error')), 'N "abc"');
      // A board pasted from a slide: no-break and ideographic spaces, full-width digits.
      await set(page, '#start-text', '７\u00a0２\u3000４ ５ ０ ６ ８ ３ １');
      await sleep(300);
      equal(await text(page, '#start-error'), '', 'a board pasted from a slide');
      equal(await page.$eval('#board-view svg title', (t) => t.textContent), '8-puzzle board 7 2 4 / 5 0 6 / 8 3 1', 'its picture');
      await set(page, '#start-text', '1 2 3 4 5 6 7 8 8');
      await sleep(300);
      let reason = '';
      try {
        new ctx.p8.Board('1 2 3 4 5 6 7 8 8');
      } catch (e) {
        reason = e.reason;
      }
      equal(await text(page, '#start-error'), `Start: ${reason}.`, 'the parser\'s reason');
      equal(await page.$eval('#start-text', (el) => el.getAttribute('aria-invalid')), 'true', 'aria-invalid');
      equal(await page.$eval('#run', (b) => b.disabled), true, 'Run with a bad board');
      await set(page, '#goal-text', '0 1 2 3 4 5 6 7 8');
      await page.click('#default-goal');
      await sleep(300);
      equal(await page.$eval('#goal-text', (e) => e.value), ctx.p8.Board.goal().format('line'), 'the default goal button');
      await set(page, '#start-text', START);
      await sleep(300);
      await choose(page, '#algorithm', 'idastar');
      await set(page, '#weights', '0, 1', 'change');
      await sleep(300);
      await idle(page);
      await press(page, '#step');
      check(/This configuration cannot run: the deepen-f driver \(IDA\*\) needs wg >= 1/.test(await text(page, '#search-error')), `IDA* with wg = 0: ${await text(page, '#search-error')}`);
      await set(page, '#scramble-k', '1e9', 'change');
      await page.click('#scramble');
      check(/above 1,000/.test(await text(page, '#scramble-error')), 'scramble moves 1e9');
      return `${notes.length} sentences about the link; ${reason}`;
    },
  },
  {
    name: 'an unsolvable pair is refused at once, with the library\'s sentence',
    shot: '9-unsolvable',
    async run(page, base, ctx) {
      const goal = '0 2 1 3 4 5 6 7 8';
      await open(page, `${base}${query({ start: START, goal })}`);
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
    name: 'the heuristic check: the library\'s verdict as sentences, A* with it as the C tool counts; a syntax error clears the old result; wrong values name their board',
    shot: '10-heuristic',
    async run(page, base, ctx) {
      await open(page, `${base}${query({ start: START, goal: GOAL, tab: 'check' })}`);
      await page.$eval('#js-heuristic', (el) => { el.value = ''; });
      await page.type('#js-heuristic', INADMISSIBLE, { delay: 0 });
      await sleep(500);
      await page.click('#check-run');
      await page.waitForFunction(() => document.body.dataset.checkDone, { timeout: TIMEOUT });
      const fn = new Function(`return (${INADMISSIBLE})`)();
      const want = ctx.p8.checkHeuristic(fn, { goal: GOAL });
      equal(await page.$eval('#verdict', (v) => v.dataset.text), want.verdict, 'the library\'s verdict');
      equal(await page.$eval('#verdict', (v) => v.textContent), want.verdict.replace(/\n/g, ''), 'the verdict on the page');
      const shown = await text(page, '#check-result');
      check(!/h_goal|worst_rank|inconsistent_edges/.test(shown), 'internal names on the page');
      const runs = await page.$$eval('#check-result table.compare tr', (rs) => rs.slice(1).map((r) => [...r.cells].map((c) => c.textContent)));
      const s = new ctx.p8.Search({ algorithm: 'astar', heuristic: fn });
      const mine = s.run(START, GOAL);
      s.free();
      const manhattan = cliSolve(ctx, ['--algorithm', 'astar', '--heuristic', 'manhattan']);
      const n = (x) => Number(x.replace(/,/g, ''));
      equal(runs.map((r) => [r[0], n(r[1]), n(r[2])]), [['your heuristic', mine.length, mine.stats.expanded], ['manhattan', manhattan.length, manhattan.expanded]], 'A* with it and with Manhattan');
      // A syntax error: the result of the old code goes.
      await page.type('#js-heuristic', ' }}');
      await sleep(500);
      check(/does not parse/.test(await text(page, '#js-error')), 'no sentence for the syntax error');
      equal(await page.$eval('#check-result', (e) => e.children.length), 0, 'the old result after a syntax error');
      // Stop during a check of a slow heuristic: at once (the worker is ended and replaced).
      await set(page, '#js-heuristic', '(s, g) => { const t = Date.now(); while (Date.now() - t < 1) {} return 0; }');
      await sleep(500);
      await page.click('#check-run');
      await sleep(400);
      await page.click('#check-stop');
      await page.waitForFunction(() => document.body.dataset.checkStopMs, { timeout: 5000 });
      const stopMs = Number(await page.evaluate(() => document.body.dataset.checkStopMs));
      check(stopMs <= STOP_MS, `Stop during the check took ${stopMs} ms`);
      check(/Stopped/.test(await text(page, '#check-result')), 'no sentence about the stopped check');
      // Wrong values, each named with the board it came from.
      await choose(page, '#heuristic', 'js');
      for (const [code, want] of [['(s, g) => "3"', /returned the text "3".*write 3, not "3".*for board 7 2 4 \/ 5 0 6 \/ 8 3 1/],
        ['(s, g) => (s[4] === 0 ? 1 : 0 / 0)', /returned NaN.*for board \d \d \d \/ \d \d \d \/ \d \d \d/],
        ['(s, g) => { throw new TypeError("oops"); }', /threw TypeError: oops, when called on board 7 2 4 \/ 5 0 6 \/ 8 3 1/]]) {
        await set(page, '#js-heuristic', code);
        await sleep(500);
        await press(page, '#step');
        const e = await text(page, '#search-error');
        check(want.test(e) && !/canceled/.test(e), `${code}: "${e}"`);
      }
      return want.verdict.split('\n')[0];
    },
  },
  {
    name: 'the URL round-trips the state, the step included',
    shot: '11-url',
    async run(page, base, ctx) {
      await open(page, base);
      await set(page, '#goal-text', '1 2 3 4 5 6 7 8 0');
      await set(page, '#random-distance', '18', 'change');
      await set(page, '#random-seed', '7', 'change');
      await page.click('#random');
      await sleep(300);
      await choose(page, '#algorithm', 'idastar');
      await choose(page, '#heuristic', 'linear-conflict');
      await choose(page, '#duplicates', 'path');
      await set(page, '#max-depth', '40', 'change');
      await set(page, '#weights', '1, 2', 'change');
      await sleep(300);
      await idle(page);
      await set(page, '#n', '7', 'change');
      await press(page, '#step-n');
      await page.click('#tab-check');
      const fields = ['#start-text', '#goal-text', '#algorithm', '#heuristic', '#duplicates', '#max-depth', '#weights', '#random-seed', '#random-distance', '#n'];
      const read = (p) => Promise.all(fields.map((f) => p.$eval(f, (el) => el.value)));
      const before = await read(page);
      const want = new ctx.p8.Table('1 2 3 4 5 6 7 8 0').randomBoard(18, 7).format('line');
      equal(before[0], want, 'the random board at distance 18, seed 7');
      const rows = await page.$eval('#frontier tbody', (b) => b.textContent);
      await sleep(400);                          // the page updates its URL within 150 ms
      const url = page.url();
      await page.goto('about:blank');
      await open(page, url);
      equal(await read(page), before, 'the fields after loading the URL');
      equal(await page.$eval('#tab-check', (t) => t.getAttribute('aria-selected')), 'true', 'the tab');
      equal(await counter(page, 'expanded'), 7, 'the step');
      equal(await page.$eval('#frontier tbody', (b) => b.textContent), rows, 'the frontier at the step');
      return `${url.slice(url.indexOf('?'), url.indexOf('?') + 60)}…`;
    },
  },
  {
    name: `compare: every row as \`puzzle8 compare\` counts it; on the hardest board the page's timers keep running and Stop answers within ${STOP_MS} ms`,
    shot: '12-compare',
    exclusive: true,
    async run(page, base, ctx, browser, timings) {
      await open(page, `${base}${query({ start: START, goal: GOAL, tab: 'compare' })}`);
      await page.click('#compare-run');
      await page.waitForFunction(() => document.body.dataset.compareDone === '1', { timeout: 120000 });
      const rows = await page.$$eval('#compare tbody tr', (rs) => rs.map((r) => [...r.cells].map((c) => c.textContent)));
      const cli = ctx.cli('compare', '--goal', GOAL, START).split('\n');
      const head = cli.findIndex((l) => l.startsWith('algorithm'));
      const want = cli.slice(head + 1, head + 1 + rows.length).map((l) => l.split(/\s{2,}/));
      equal(rows.length, want.length, 'rows');
      const num = (x) => Number(String(x).replace(/,/g, ''));
      rows.forEach((r, i) => {
        // every column but the time: label, frontier, length, optimal, expanded, generated, max frontier, peak KiB
        const n = (c, j, f) => (j === 2 ? (/^[\d,]+$/.test(c) ? f(c) : c) : j >= 4 ? f(c) : c);
        // the label and the frontier in the page's words (words.js), as the C command's
        const words = (c, j) => (j === 0 ? compareLabel(c) : j === 1 ? word(FRONTIER_WORDS, c) : c);
        equal(r.slice(0, 8).map((c, j) => n(c, j, num)), want[i].slice(0, 8).map((c, j) => n(words(c, j), j, Number)), `row ${i + 1}`);
      });
      check(!/`/.test(await text(page, '#compare-foot')), 'backticks in the footnote');
      // The hardest board: the page stays free while the rows run; Stop ends the job at once.
      await set(page, '#start-text', HARDEST);
      await sleep(400);
      // On a loaded machine the rows can all end between the test seeing the IDS row run and its
      // click on Stop: then the Compare runs again (at most three times), and the result says so.
      let gap = 0;
      let tries = 0;
      for (;;) {
        tries += 1;
        await page.evaluate(() => { delete document.body.dataset.compareDone; });
        await gapsStart(page);
        await page.click('#compare-run');
        // Inside the iterative deepening row, the longest (its limit, 20 million expansions): Stop
        // comes while it runs, however fast the machine is at the time (a fixed wait let it finish
        // first). It is pressed from the page as the row shows its first count: a round trip to
        // the browser (over 100 ms under Firefox's WebDriver BiDi on a busy machine) outlasted
        // the rest of the row once the search got faster.
        await page.waitForFunction(() => {
          const m = document.querySelector('#compare-note').textContent.match(/^running IDS: ([\d,]+) expanded/);
          if (!m || Number(m[1].replace(/,/g, '')) === 0) return false;
          document.querySelector('#compare-stop').click();
          return true;
        }, { timeout: TIMEOUT, polling: 20 });
        await page.waitForFunction(() => ['stopped', '1'].includes(document.body.dataset.compareDone),
          { timeout: 15000 });
        gap = await gapsStop(page);
        if (await page.evaluate(() => document.body.dataset.compareDone) === 'stopped' || tries === 3) break;
      }
      timings[`${browser} compare gap ms`] = gap;
      check(gap <= COMPARE_GAP_MS, `the page's timers stopped for ${gap} ms during Compare on ${HARDEST}`);
      equal(await page.evaluate(() => document.body.dataset.compareDone), 'stopped',
        `the Compare stopped (${tries} runs: each ended before Stop was pressed)`);
      const stopMs = Number(await page.evaluate(() => document.body.dataset.compareStopMs));
      timings[`${browser} compare stop ms`] = stopMs;
      check(stopMs <= STOP_MS, `Stop took ${stopMs} ms`);
      check(/Stopped after/.test(await text(page, '#compare-note')), 'no sentence about the stop');
      return `${rows.length} rows equal; hardest board: largest timer gap ${gap} ms, Stop ${stopMs} ms` +
        (tries > 1 ? ` (run ${tries} times: the rows ended before Stop ${tries - 1} time(s))` : '');
    },
  },
];
