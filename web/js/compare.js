// SPDX-License-Identifier: MIT
// compare.js - every algorithm on the current board, as `puzzle8 compare` prints it.
//
// The rows (configurations, labels, default limits, the "optimal" flag) come from the library
// (p8_compare_row, through the binding's compareRows()), as the command's do (bin/puzzle8 and
// python3 -m puzzle8 alike); the column names and the "optimal" rule are those of tools/cmd_compare.c. Every
// figure in a row is a field of the library's result, every label a library name, and the
// frontier the library's (p8_search_frontier_used, through Search.frontierUsed).
import { $, num, row, setText, yieldToBrowser } from './dom.js';

const HEADERS = ['algorithm', 'frontier', 'length', 'optimal', 'expanded', 'generated', 'max frontier', 'peak KiB', 'time ms'];
const OPTIMAL = HEADERS.indexOf('optimal');

export function initCompare(lab) {
  const { p8 } = lab;
  let token = 0;

  const ROWS = p8.compareRows();

  // The row's result and the frontier its run took its nodes from.
  function runRow(cfg) {
    const s = new p8.Search();
    try {
      cfg.configure(s);
      const frontier = s.frontierUsed;
      try {
        return [s.run(lab.start, lab.goal), frontier];
      } catch (e) {
        if (e instanceof p8.SearchStopped && e.result) return [e.result, frontier];
        throw e;
      }
    } finally {
      s.free();
    }
  }

  function cells(cfg, r, frontier) {
    const length = r.solved ? num(r.length) : r.status === 'P8_ELIMIT' ? 'limit' : r.status === 'P8_ENOTFOUND' ? 'none' : 'stopped';
    return [cfg.label, [frontier, 'text'], length, ['', 'text'], num(r.stats.expanded), num(r.stats.generated),
      num(r.stats.maxFrontier), num(Math.ceil(r.stats.peakBytes / 1024)), r.stats.elapsedMs.toFixed(2)];
  }

  // frontier and optimal are words: left-aligned, as the C command prints them
  $('compare').tHead.replaceChildren(row(HEADERS.map((h) => (h === 'frontier' || h === 'optimal' ? [h, 'text'] : h)), 'th'));

  function clear() {
    token++;
    $('compare').tBodies[0].replaceChildren();
    setText($('compare-note'), '');
    setText($('compare-foot'), 'One row per configuration of `puzzle8 compare`; DFS rows stop after 1,000,000 expansions, iddfs after 20,000,000, random-walk after 10,000,000 moves.');
    $('compare-run').disabled = !lab.solvable;
    delete document.body.dataset.compareDone;
  }

  $('compare-run').addEventListener('click', async () => {
    if (!lab.solvable) return;
    clear();
    const mine = token;
    const body = $('compare').tBodies[0];
    const results = [];
    $('compare-run').disabled = true;
    const t0 = performance.now();
    for (const cfg of ROWS) {
      setText($('compare-note'), `running ${cfg.label}…`);
      await yieldToBrowser();
      if (mine !== token) return;
      let r, frontier;
      try {
        [r, frontier] = runRow(cfg);
      } catch (e) {
        setText($('compare-note'), e.message);
        $('compare-run').disabled = false;
        return;
      }
      results.push([cfg, r]);
      const tr = row(cells(cfg, r, frontier));
      tr.dataset.row = JSON.stringify({ label: cfg.label, frontier, solved: r.solved, length: r.length, expanded: r.stats.expanded, generated: r.stats.generated });
      body.append(tr);
      r.free();
    }
    // The optimum: the length of the first optimal configuration that finished (BFS's).
    const ref = results.find(([cfg, r]) => cfg.optimal && r.solved);
    results.forEach(([, r], i) => {
      const td = body.rows[i].cells[OPTIMAL];
      td.textContent = !r.solved || !ref ? '—' : r.length === ref[1].length ? 'yes' : 'no';
      td.className = `text ${td.textContent === 'yes' ? 'yes' : td.textContent === 'no' ? 'no' : ''}`.trim();
    });
    setText($('compare-note'), `${ROWS.length} configurations in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    setText($('compare-foot'), ref ? `optimal: compared with the length found by ${ref[0].label} (${ref[1].length} moves).`
      : 'optimal: unknown, as no optimal configuration finished.');
    $('compare-run').disabled = false;
    document.body.dataset.compareDone = '1';
  });

  lab.on('board', (what) => { if (what === 'changed') clear(); });
  clear();
}
