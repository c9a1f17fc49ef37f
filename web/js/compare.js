// SPDX-License-Identifier: MIT
// compare.js - every algorithm on the current board, as `puzzle8 compare` prints it, run in the
// jobs worker (worker-jobs.js) row by row: each row appears when its run ends, Stop ends the
// job within one chunk of work, and the page stays free meanwhile.
//
// The rows (configurations, labels, default limits, the "optimal" flag) come from the library
// (p8_compare_row, through the binding's compareRows()), as the command's do (bin/puzzle8 and
// python3 -m puzzle8 alike); the column names and the "optimal" rule are those of tools/cmd_compare.c. Every
// figure in a row is a field of the library's result, every label a library name, and the
// frontier the library's (p8_search_frontier_used, through Search.frontierUsed).
import { $, num, row, setText } from './dom.js';
import { FRONTIER_WORDS, compareLabel, word } from './words.js';

// The command's columns (algorithm, frontier, length, optimal, expanded, generated, max
// frontier, peak KiB, time ms) in words; the rows' labels and frontiers through words.js.
const HEADERS = ['algorithm', 'frontier', 'moves', 'shortest?', 'expanded', 'generated', 'largest frontier', 'memory KiB', 'time ms'];
const OPTIMAL = HEADERS.indexOf('shortest?');
const FOOT = 'The same rows as the puzzle8 compare command. The DFS rows stop after 1,000,000 expansions, ' +
  'iterative deepening after 20,000,000 and the random walk after 10,000,000 moves; “limit” in the moves column means the row stopped there.';

export function initCompare(lab) {
  let token = 0;
  let running = false;

  function cells(r) {
    const length = r.solved ? num(r.length) : r.status === 'P8_ELIMIT' ? 'limit' : r.status === 'P8_ENOTFOUND' ? 'none' : 'stopped';
    return [compareLabel(r.label), [word(FRONTIER_WORDS, r.frontier), 'text'], length, ['', 'text'], num(r.expanded), num(r.generated),
      num(r.maxFrontier), num(Math.ceil(r.peakBytes / 1024)), r.elapsedMs.toFixed(2)];
  }

  // frontier and shortest? are words: left-aligned, as the C command prints them
  $('compare').tHead.replaceChildren(row(HEADERS.map((h) => (h === 'frontier' || h === 'shortest?' ? [h, 'text'] : h)), 'th'));

  function buttons() {
    $('compare-run').disabled = running || !lab.solvable;
    $('compare-stop').disabled = !running;
  }

  function clear() {
    token++;
    $('compare').tBodies[0].replaceChildren();
    setText($('compare-note'), '');
    setText($('compare-foot'), FOOT);
    buttons();
    delete document.body.dataset.compareDone;
  }

  function optimal(rows) {
    // The optimum: the length of the first optimal configuration that finished (BFS's).
    const ref = rows.find((r) => r.optimal && r.solved);
    const body = $('compare').tBodies[0];
    rows.forEach((r, i) => {
      const td = body.rows[i].cells[OPTIMAL];
      td.textContent = !r.solved || !ref ? '—' : r.length === ref.length ? 'yes' : 'no';
      td.className = `text ${td.textContent === 'yes' ? 'yes' : td.textContent === 'no' ? 'no' : ''}`.trim();
    });
    return ref;
  }

  $('compare-run').addEventListener('click', async () => {
    if (!lab.solvable || running) return;
    clear();
    const mine = token;
    running = true;
    buttons();
    const body = $('compare').tBodies[0];
    const t0 = performance.now();
    const rows = [];
    try {
      const r = await lab.jobs.call('compare', { start: lab.start.line, goal: lab.goal.line }, (p) => {
        if (mine !== token) return;
        if (p.row) {
          rows.push(p.row);
          const tr = row(cells(p.row));
          tr.dataset.row = JSON.stringify(p.row);
          body.append(tr);
        } else if (p.label) {
          setText($('compare-note'), `running ${compareLabel(p.label)}${p.expanded ? `: ${num(p.expanded)} expanded` : ''}…`);
        }
      });
      if (mine !== token) return;
      const ref = optimal(rows);
      const secs = ((performance.now() - t0) / 1000).toFixed(1);
      setText($('compare-note'), r.stopped ? `Stopped after ${rows.length} of ${r.count} configurations (${secs} s).`
        : `${r.count} configurations in ${secs} s.`);
      setText($('compare-foot'), `${ref ? `Shortest?: compared with the ${ref.length} moves ${compareLabel(ref.label)} found, which finds a shortest solution. `
        : 'Shortest?: unknown, as no search that finds a shortest solution finished. '}${FOOT}`);
      document.body.dataset.compareDone = r.stopped ? 'stopped' : '1';
    } catch (e) {
      if (mine === token) {
        optimal(rows);
        setText($('compare-note'), `${e.kind === 'stopped' ? `Stopped after ${rows.length} configurations.` : e.message}`);
        document.body.dataset.compareDone = 'stopped';
      }
    } finally {
      running = false;
      buttons();
    }
  });
  $('compare-stop').addEventListener('click', async () => {
    const t0 = performance.now();
    $('compare-stop').disabled = true;
    await lab.jobs.stop(1000);                  // the rows run in chunks: the next one sees Stop
    document.body.dataset.compareStopMs = (performance.now() - t0).toFixed(1);
  });

  lab.on('board', () => {
    if (running) lab.jobs.stop();
    clear();
  });
  clear();
}
