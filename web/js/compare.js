// compare.js - every algorithm on the current board, as `puzzle8 compare` prints it.
//
// The rows, their default limits, the column names and the "optimal" rule are those of
// tools/cmd_compare.c (the CLI formats that table itself; the library has no function for it),
// so they are repeated here: keep the two in step. Every figure in a row is a field of the
// library's result (p8_result_fields through the binding), every label a library name.
import { $, num, row, setText, yieldToBrowser } from './dom.js';

const DFS_DEFAULT_MAX_EXPANSIONS = 1000000;
const IDDFS_DEFAULT_MAX_EXPANSIONS = 20000000;
const WALK_DEFAULT_MAX_MOVES = 10000000;
const DIAMETER = 31;
const HEADERS = ['algorithm', 'length', 'optimal', 'expanded', 'generated', 'max frontier', 'peak KiB', 'time ms'];

// [algorithm, heuristic (null: the preset's), weights, depth limit, reopen, optimal]
const ROWS = [
  ['bfs', null, null, 0, false, true],
  ['dfs', null, null, 0, false, false],
  ['dfs', null, null, DIAMETER, true, false],
  ['ucs', null, null, 0, false, true],
  ['greedy', 'manhattan', null, 0, false, false],
  ['astar', 'misplaced', null, 0, false, true],
  ['astar', 'manhattan', null, 0, false, true],
  ['astar', 'linear-conflict', null, 0, false, true],
  ['astar', 'manhattan', [1, 2], 0, false, false],
  ['iddfs', null, null, 0, false, true],
  ['idastar', 'manhattan', null, 0, false, true],
  ['idastar', 'linear-conflict', null, 0, false, true],
  ['bibfs', null, null, 0, false, true],
  ['random-walk', null, null, 0, false, false],
];

function label([alg, h, w, depth, reopen]) {
  let s = alg;
  if (h) s += `, ${h}`;
  if (w) s += `, weights ${w[0]},${w[1]}`;
  if (depth) s += `, depth limit ${depth}`;
  if (reopen) s += ', reopen';
  return s;
}

function defaultLimit(alg) {
  return alg === 'dfs' ? DFS_DEFAULT_MAX_EXPANSIONS : alg === 'iddfs' ? IDDFS_DEFAULT_MAX_EXPANSIONS
    : alg === 'random-walk' ? WALK_DEFAULT_MAX_MOVES : null;
}

export function initCompare(lab) {
  const { p8 } = lab;
  let token = 0;

  function runRow(cfg) {
    const [alg, h, w, depth, reopen] = cfg;
    const o = { algorithm: alg };
    if (h) o.heuristic = h;
    if (w) o.weights = w;
    if (reopen) o.reopen = true;
    const limit = defaultLimit(alg);
    if (limit !== null) o.maxExpansions = limit;
    if (depth) o.maxDepth = depth;
    const s = new p8.Search(o);
    try {
      return s.run(lab.start, lab.goal);
    } catch (e) {
      if (e instanceof p8.SearchStopped && e.result) return e.result;
      throw e;
    } finally {
      s.free();
    }
  }

  function cells(cfg, r) {
    const length = r.solved ? num(r.length) : r.status === 'P8_ELIMIT' ? 'limit' : r.status === 'P8_ENOTFOUND' ? 'none' : 'stopped';
    return [label(cfg), length, '', num(r.stats.expanded), num(r.stats.generated), num(r.stats.maxFrontier),
      num(Math.ceil(r.stats.peakBytes / 1024)), r.stats.elapsedMs.toFixed(2)];
  }

  $('compare').tHead.replaceChildren(row(HEADERS, 'th'));

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
      setText($('compare-note'), `running ${label(cfg)}…`);
      await yieldToBrowser();
      if (mine !== token) return;
      let r;
      try {
        r = runRow(cfg);
      } catch (e) {
        setText($('compare-note'), e.message);
        $('compare-run').disabled = false;
        return;
      }
      results.push([cfg, r]);
      const tr = row(cells(cfg, r));
      tr.dataset.row = JSON.stringify({ label: label(cfg), solved: r.solved, length: r.length, expanded: r.stats.expanded, generated: r.stats.generated });
      body.append(tr);
      r.free();
    }
    // The optimum: the length of the first optimal configuration that finished (BFS's).
    const ref = results.find(([cfg, r]) => cfg[5] && r.solved);
    results.forEach(([, r], i) => {
      const td = body.rows[i].cells[2];
      td.textContent = !r.solved || !ref ? '—' : r.length === ref[1].length ? 'yes' : 'no';
      td.className = td.textContent === 'yes' ? 'yes' : td.textContent === 'no' ? 'no' : '';
    });
    setText($('compare-note'), `${ROWS.length} configurations in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    setText($('compare-foot'), ref ? `optimal: compared with the length found by ${label(ref[0])} (${ref[1].length} moves).`
      : 'optimal: unknown, as no optimal configuration finished.');
    $('compare-run').disabled = false;
    document.body.dataset.compareDone = '1';
  });

  lab.on('board', (what) => { if (what === 'changed') clear(); });
  clear();
}
