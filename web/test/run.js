// SPDX-License-Identifier: MIT
// run.js - end-to-end tests of the search lab (web/) in two real headless browsers: Debian's
// chromium over CDP and firefox-esr over WebDriver BiDi, both driven by puppeteer-core (which
// never downloads a browser here: executablePath is always given). The page is served from the
// source tree by a static server on 127.0.0.1 (a port the system picks). Every expected figure
// comes from the C library at test time: counts from its command-line tool (PUZZLE8_BIN),
// sentences and checks from the JavaScript binding (the same C, compiled to WebAssembly), the
// frontier from a small C program linked with the library (frontier-ref.c).
// Each case saves a screenshot in build/web-shots/ (P8_WEB_SHOTS). At the end, the figures
// table of docs/web.md is checked against the run (figures.js), or written from it with
// P8_WEB_UPDATE_DOCS=1 (make web-docs). Last line "N passed, N failed".
//
// Environment: P8_ROOT (the tree), PUZZLE8_BIN, CHROMIUM (/usr/bin/chromium), FIREFOX
// (/usr/bin/firefox-esr), P8_WEB_BROWSERS ("chromium firefox"), P8_WEB_CASES (a pattern: only
// the cases whose name matches), P8_WEB_PARALLEL=0 (one browser after the other; by default both
// run at once, but never during a case marked exclusive), P8_REQUIRE_WEB=1 (a missing browser
// fails instead of being skipped), P8_WEB_UPDATE_DOCS=1.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { serve } from './serve.js';
import { cases } from './cases.js';
import { checkFigures, table, writeFigures } from './figures.js';
import { cliRunaway } from './cases-budget.js';

process.env.PUPPETEER_SKIP_DOWNLOAD = '1';
const ROOT = resolve(process.env.P8_ROOT || join(dirname(fileURLToPath(import.meta.url)), '../..'));
const CLI = process.env.PUZZLE8_BIN || join(ROOT, 'bin/puzzle8');
const SHOTS = resolve(ROOT, process.env.P8_WEB_SHOTS || 'build/web-shots');
const REQUIRE = process.env.P8_REQUIRE_WEB === '1';
process.env.PUZZLE8_WASM ||= join(ROOT, 'bindings/js/puzzle8.wasm');

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const BROWSERS = {
  chromium: (dir) => puppeteer.launch({
    browser: 'chrome', protocol: 'cdp', executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true, args: [...CHROME_FLAGS, `--user-data-dir=${dir}`, '--window-size=1280,720'],
    defaultViewport: { width: 1280, height: 720 },
  }),
  firefox: (dir) => puppeteer.launch({
    browser: 'firefox', protocol: 'webDriverBiDi', executablePath: process.env.FIREFOX || '/usr/bin/firefox-esr',
    headless: true, userDataDir: dir, defaultViewport: { width: 1280, height: 720 },
    extraPrefsFirefox: {
      'app.update.enabled': false, 'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false, 'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false, 'browser.newtabpage.enabled': false,
    },
  }),
};

const timings = {};
const versions = {};
let passed = 0;
let failed = 0;
function report(ok, label, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${detail ? `: ${detail}` : ''}`);
}

async function main() {
  const p8 = await import(join(ROOT, 'bindings/js/puzzle8.js'));
  // the page's words come from the library's table, as the page's worker sends them
  const catalog = Object.fromEntries(['algorithm', 'heuristic', 'duplicates', 'frontier'].map((k) => [k, p8.choices(k)]));
  (await import('../js/words.js')).setCatalog(catalog);
  (await import('../js/about.js')).setAbout(catalog);
  mkdirSync(SHOTS, { recursive: true });
  const server = await serve(ROOT);
  const base = `http://127.0.0.1:${server.address().port}/web/`;
  console.log(`serving ${ROOT} at ${base}; screenshots in ${SHOTS}`);
  const ctx = { p8, CLI, ROOT, cli: (...args) => execFileSync(CLI, args, { maxBuffer: 1 << 26 }).toString() };
  const names = (process.env.P8_WEB_BROWSERS || 'chromium firefox').split(/\s+/).filter(Boolean);
  const only = process.env.P8_WEB_CASES ? new RegExp(process.env.P8_WEB_CASES, 'i') : null;
  const selected = only ? cases.filter((c) => only.test(c.name) || only.test(c.shot)) : cases;
  // Both browsers at once, except that a case marked `exclusive` (it measures the page's timers
  // or a Stop) runs while nothing else does: a readers-writer lock over the cases.
  const lock = { readers: 0, writer: false, queue: [] };
  const wake = () => {
    const q = lock.queue;
    lock.queue = [];
    q.forEach((f) => f());
  };
  async function acquire(exclusive) {
    for (;;) {
      if (!lock.writer && (!exclusive || lock.readers === 0)) {
        if (exclusive) lock.writer = true;
        else lock.readers++;
        return () => {
          if (exclusive) lock.writer = false;
          else lock.readers--;
          wake();
        };
      }
      await new Promise((r) => lock.queue.push(r));
    }
  }
  async function runBrowser(name) {
    const exe = name === 'chromium' ? process.env.CHROMIUM || '/usr/bin/chromium' : process.env.FIREFOX || '/usr/bin/firefox-esr';
    if (!existsSync(exe)) {
      if (REQUIRE) report(false, `${name}: ${exe} is not installed`);
      else console.log(`skip ${name}: ${exe} is not installed`);
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), `p8-web-${name}-`));
    let browser;
    try {
      browser = await BROWSERS[name](dir);
      const version = await browser.version();
      console.log(`${name}: ${version}`);
      const major = version.match(/(\d+)\./)?.[1] ?? '';
      versions[name] = name === 'chromium' ? `Chromium ${major}` : `Firefox ESR ${major}`;
      for (const c of selected) {
        if (c.only && !c.only.includes(name)) continue;
        const release = await acquire(!!c.exclusive);
        const page = await browser.newPage();
        try {
          await page.setViewport(c.viewport ?? { width: 1280, height: 720 });
          const errors = [];
          page.on('pageerror', (e) => { if (!c.expectErrors?.test(e.message)) errors.push(e.message); });
          const t0 = Date.now();
          try {
            const detail = await c.run(page, base, ctx, name, timings);
            if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);
            report(true, `${name}: ${c.name}`, `${detail ?? ''}${detail ? ', ' : ''}${Date.now() - t0} ms`);
          } catch (e) {
            report(false, `${name}: ${c.name}`, e.message);
          }
          try {
            await page.screenshot({ path: join(SHOTS, `${name}-${c.shot}.png`) });
          } catch (e) {
            console.log(`  (no screenshot: ${e.message})`);
          }
        } finally {
          await page.close().catch(() => {});
          release();
        }
      }
    } catch (e) {
      report(false, `${name}: the browser`, e.message);
    } finally {
      if (browser) await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  try {
    if (process.env.P8_WEB_PARALLEL === '0') {
      for (const name of names) await runBrowser(name);
    } else {
      await Promise.all(names.map(runBrowser));
    }
  } finally {
    server.close();
  }
  for (const [what, value] of Object.entries(timings)) {
    console.log(`measured: ${what}: ${typeof value === 'number' ? value.toFixed(2) : JSON.stringify(value)}`);
  }
  // docs/web.md's figures: written from this run when asked (every case ran and passed), else checked.
  if (selected.length === cases.length && Object.keys(versions).length) {
    const bfs = Number(ctx.cli('solve', '--algorithm', 'bfs', '--goal', '0 1 2 3 4 5 6 7 8', '7 2 4 5 0 6 8 3 1').match(/^expanded:\s+(\d+)/m)[1]);
    const runaway = cliRunaway(ctx).expanded;
    const t = table(timings, versions, bfs, runaway);
    console.log(`figures of this run:\n${t}`);
    try {
      if (process.env.P8_WEB_UPDATE_DOCS === '1') {
        if (failed) throw new Error('not written: a case failed');
        writeFigures(ROOT, t);
        report(true, 'docs/web.md: the figures table written from this run');
      } else {
        checkFigures(ROOT, bfs, runaway);
        report(true, 'docs/web.md: the figures table agrees with the C tool and the bounds the tests hold');
      }
    } catch (e) {
      report(false, 'docs/web.md: the figures table', e.message);
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => {
  console.log(`FAIL ${e.stack || e}`);
  console.log(`${passed} passed, ${failed + 1} failed`);
  process.exitCode = 1;
});
