// SPDX-License-Identifier: MIT
// cases-words.js - plain words: in every state of the lab (states.js, the tour's), nothing the
// page shows (its text, every menu's options, titles, labels for screen readers, placeholders)
// holds one of the lab's old words (words.js, REPLACED); text a person types or a link carries
// (code, the heuristic box) is not looked at. And docs/web.md lists exactly those words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check } from './helpers.js';
import { STATES } from './states.js';
import { REPLACED } from '../js/words.js';

/** Everything the page shows in words, as one text per place: [where, text]. */
function shownWords(page) {
  return page.evaluate(() => {
    const out = [];
    const shown = (el) => el && !el.closest('[hidden], code, textarea, script, style') && (el.checkVisibility?.() ?? true);
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (n.textContent.trim() && shown(n.parentElement)) out.push([n.parentElement.id || n.parentElement.localName, n.textContent]);
    }
    for (const sel of document.querySelectorAll('select')) {
      if (!sel.closest('[hidden]')) for (const o of sel.options) out.push([`#${sel.id} option`, o.textContent]);
    }
    for (const el of document.querySelectorAll('[title], [aria-label], [placeholder], [aria-roledescription]')) {
      if (el.closest('[hidden]')) continue;
      for (const a of ['title', 'aria-label', 'placeholder', 'aria-roledescription']) {
        if (el.hasAttribute(a)) out.push([`${el.id || el.localName}[${a}]`, el.getAttribute(a)]);
      }
    }
    out.push(['the page\'s title', document.title]);
    return out;
  });
}

/** The old words found in the page now: "where: text (the old word)". */
async function jargon(page) {
  const found = [];
  for (const [where, t] of await shownWords(page)) {
    for (const [re, old] of REPLACED) if (re.test(t)) found.push(`${where}: “${t.trim().slice(0, 80)}” (${old})`);
  }
  return found;
}

export const wordCases = [
  {
    name: 'plain words: none of the lab\'s old words in any state of the tour, and docs/web.md lists the words replaced',
    shot: '20-words',
    only: ['chromium'],              // the words are the page's, the same in every browser
    async run(page, base, ctx) {
      const doc = readFileSync(join(ctx.ROOT, 'docs/web.md'), 'utf8');
      const listed = [...doc.matchAll(/^\| (.+?) \| (.+?) \|$/gm)].map((m) => [m[1], m[2]]);
      for (const [, old, now] of REPLACED) {
        check(listed.some(([a, b]) => a === old && b === now), `docs/web.md does not list "${old}" → "${now}" (words.js, REPLACED)`);
      }
      const problems = [];
      for (const [state, go] of STATES) {
        await go(page, base);
        for (const f of await jargon(page)) problems.push(`${state}: ${f}`);
      }
      check(problems.length === 0, `old words on the page:\n  ${problems.slice(0, 20).join('\n  ')}`);
      return `${STATES.length} states, ${REPLACED.length} old words, none found`;
    },
  },
];
