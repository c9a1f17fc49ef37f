// SPDX-License-Identifier: MIT
// tour.js - every state of the lab (states.js) drawn at 1280x720, 1024x768 and 390x844 (a phone,
// touch), for a person to look at (`make web-shots`): build/web-tour/<size>-<nn>-<state>.png, the phone's
// both as the screen shows it and as the whole page. Headless Chromium by default
// (P8_WEB_BROWSERS="chromium firefox" for both). Not a test: it checks nothing but that each
// state is reached; the browser tests (run.js) check what the states show.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { serve } from './serve.js';
import { idle, sleep } from './helpers.js';
import { STATES } from './states.js';

const ROOT = resolve(process.env.P8_ROOT || fileURLToPath(new URL('../..', import.meta.url)));
const OUT = join(ROOT, 'build/web-tour');
const SIZES = [[1280, 720, false], [1024, 768, false], [390, 844, true]];

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
          for (const [i, [state, go, how = {}]] of STATES.entries()) {
            const file = `${name}-${w}x${h}-${String(i + 1).padStart(2, '0')}-${state}`;
            try {
              await go(page, base);
              if (!how.running) {
                await sleep(300);
                await idle(page, 20000).catch(() => {});
              }
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
