// SPDX-License-Identifier: MIT
// search-panel.js - the search: algorithm (every preset of the library), heuristic (every
// built-in, or the JavaScript one typed in the Heuristic tab), duplicate policy and limits;
// Step (one expansion, p8_search_step), Step xN, Run (in chunks, so the counters move), Reset.
// Shows the library's counters, its frontier (p8_search_frontier, first FRONTIER_ROWS entries)
// and the search tree so far (p8_tree_run + p8_svg_tree of the first TREE_MAX expansions).
import { $, fillSelect, fitSvg, num, row, setSvg, setText, yieldToBrowser } from './dom.js';

const FRONTIER_ROWS = 10;
const TREE_MAX = 30;
const TREE_LEAST = 0.7;   // 'fit width' shrinks the tree to 70% of its size at most (then scrolls)
const COUNTERS = [
  ['expanded', 'expanded'], ['generated', 'generated'], ['duplicates', 'duplicates'],
  ['frontier', 'frontier now'], ['maxFrontier', 'max frontier'], ['peakBytes', 'peak KiB'],
  ['elapsedNs', 'time in C, ms'],
];

export function initSearchPanel(lab) {
  const { p8, state } = lab;
  let cur = null;          // { search, done, result, error }
  let running = false;
  let treeKey = '';

  fillSelect($('algorithm'), p8.ALGORITHMS.map((a) => [a, a]), state.alg);
  fillSelect($('heuristic'), [['', "the preset's own"], ...p8.HEURISTICS.map((h) => [h, h]),
    ['js', 'JavaScript (tab 4)']], state.h);
  fillSelect($('duplicates'), [['', "the preset's own"], ...p8.DUPLICATES.map((d) => [d, d])], state.dup);
  for (const [id, key] of [['algorithm', 'alg'], ['heuristic', 'h'], ['duplicates', 'dup'],
    ['max-expansions', 'maxexp'], ['max-depth', 'maxdepth'], ['walk-seed', 'wseed'], ['n', 'n']]) {
    const el = $(id);
    el.value = state[key];
    el.addEventListener('change', () => {
      state[key] = el.value;
      lab.saveUrl();
      if (key !== 'n') reset();
    });
  }
  $('tree-zoom').addEventListener('click', () => {
    const actual = $('tree').classList.toggle('actual');
    $('tree-zoom').textContent = actual ? 'Fit width' : 'Actual size';
  });

  function options() {
    const o = { algorithm: state.alg, seed: BigInt(state.wseed || 0) };
    if (state.h === 'js') o.heuristic = lab.jsHeuristic();
    else if (state.h) o.heuristic = state.h;
    if (state.dup) o.duplicates = state.dup;
    if (state.maxexp !== '') o.maxExpansions = BigInt(state.maxexp);
    if (state.maxdepth !== '') o.maxDepth = BigInt(state.maxdepth);
    return o;
  }

  function ended(result, error) {
    cur.done = true;
    cur.result = result;
    cur.error = error;
    if (result && result.solved) {
      lab.status(`solved: ${result.length} moves, ${num(result.stats.expanded)} expanded`, 'good');
    } else {
      lab.status(error ? error.message : 'the run ended', 'bad');
    }
    lab.emit('result', result && result.solved ? result : null);
  }

  // The run in progress, started if there is none; null (with the reason shown) if it cannot be.
  function ensure() {
    if (cur) return cur;
    if (!lab.start || !lab.goal) {
      lab.status('the board does not parse: see the message under it', 'bad');
      return null;
    }
    let s = null;
    try {
      s = new p8.Search(options());
      s.start(lab.start, lab.goal);
    } catch (e) {
      if (s) s.free();
      lab.status(e.message, 'bad');
      return null;
    }
    cur = { search: s, done: false, result: null, error: null };
    lab.status(`${state.alg}: started`);
    return cur;
  }

  function advance(n) {
    if (!ensure() || cur.done) return;
    try {
      const r = cur.search.step(n);
      if (r) ended(r, null);
      else if (!running) lab.status(`${state.alg}: ${num(cur.search.stat('expanded'))} expanded, ${num(cur.search.stat('frontier'))} on the frontier`);
    } catch (e) {
      ended(e.result ?? null, e);
    }
  }

  function renderCounters() {
    const snap = cur ? cur.search.snapshot() : null;
    const cells = COUNTERS.map(([key, label]) => {
      const v = snap ? snap[key] : 0;
      const text = key === 'peakBytes' ? num(Math.ceil(v / 1024)) : key === 'elapsedNs' ? (v / 1e6).toFixed(2) : num(v);
      return [label, text];
    });
    cells.push(['run', cur ? (cur.done ? (cur.result?.solved ? `solved, ${cur.result.length} moves` : cur.error?.name ?? 'ended') : running ? 'running' : 'stepping') : 'not started']);
    const body = $('counters').tBodies[0];
    const rows = [];
    for (let i = 0; i < cells.length; i += 2) {
      const [a, b = ['', '']] = [cells[i], cells[i + 1]];
      const tr = row([a[0], a[1], b[0], b[1]]);
      tr.children[1].dataset.counter = COUNTERS[i]?.[0] ?? 'run';
      if (COUNTERS[i + 1]) tr.children[3].dataset.counter = COUNTERS[i + 1][0];
      else tr.children[3].dataset.counter = 'run';
      rows.push(tr);
    }
    body.replaceChildren(...rows);
  }

  function moveLetter(m) {
    if (typeof m === 'number') return p8.MOVES[m] ?? '·';
    return m ?? '·';
  }

  function renderFrontier() {
    const body = $('frontier').tBodies[0];
    let entries = [];
    let note = '';
    if (!cur) note = 'start a search to see it';
    else if (cur.done) note = 'the run has ended';
    else {
      try {
        entries = cur.search.frontier(FRONTIER_ROWS);
        note = `${entries.length} of ${num(cur.search.stat('frontier'))} live entries, in the order they are taken`;
      } catch (e) {
        note = e.message;
      }
    }
    setText($('frontier-note'), note);
    const rows = [];
    for (let i = 0; i < FRONTIER_ROWS; i++) {
      const e = entries[i];
      if (!e) {
        rows.push(row(['', '', '', '', '', '', '', '']));
        continue;
      }
      const board = typeof e.board === 'object' && e.board !== null ? e.board.compact() : String(e.board);
      const parent = e.parent === null || e.parent === undefined || e.parent < 0 ? '—' : String(e.parent);
      const tr = row([String(i + 1), board, String(e.g), String(e.h), String(e.key), String(e.id), parent, moveLetter(e.move)]);
      tr.dataset.entry = JSON.stringify({ id: String(e.id), board, g: Number(e.g), h: Number(e.h), key: Number(e.key) });
      rows.push(tr);
    }
    body.replaceChildren(...rows);
  }

  function renderTree() {
    if (state.tab !== 'tree') return;
    const expanded = cur ? cur.search.stat('expanded') : -1;
    const key = `${expanded}/${cur?.done}`;
    if (key === treeKey) return;
    treeKey = key;
    const box = $('tree');
    if (!cur) {
      setText($('tree-note'), 'Step the search: its tree grows here (the library draws it).');
      box.replaceChildren();
      return;
    }
    const k = Math.min(expanded, TREE_MAX, state.maxexp === '' ? Infinity : Number(state.maxexp));
    let s = null;
    let tree = null;
    try {
      s = new p8.Search({ ...options(), maxExpansions: k });
      tree = new p8.Tree(k);
      let path = null;
      try {
        path = s.run(lab.start, lab.goal, { tree });
      } catch (e) {
        if (!(e instanceof p8.SearchStopped)) throw e;
      }
      setSvg(box, tree.svg(path && path.solved ? path : null));
      fitSvg(box, TREE_LEAST);
      path?.free();
      setText($('tree-note'), expanded > k
        ? `The first ${k} of ${num(expanded)} expansions (${num(tree.count)} nodes): the tree is drawn for small searches.`
        : `${num(expanded)} expansions, ${num(tree.count)} nodes: numbered in expansion order; dashed frames are on the frontier.`);
    } catch (e) {
      setText($('tree-note'), e.message);
      box.replaceChildren();
    } finally {
      tree?.free();
      s?.free();
    }
  }

  function render() {
    renderCounters();
    renderFrontier();
    renderTree();
    const blocked = !lab.solvable;
    for (const id of ['step', 'step-n']) $(id).disabled = blocked || running || !!cur?.done;
    $('run').disabled = blocked || (!!cur?.done && !running);
    $('reset').disabled = !cur && !running;
  }

  function reset() {
    running = false;
    if (cur) cur.search.free();
    cur = null;
    treeKey = '';
    lab.emit('result', null);
    if (!lab.solvable && lab.start && lab.goal) lab.status(lab.start.solvableWhy(lab.goal).why, 'bad');
    else lab.status('');
    render();
  }

  function timed(fn) {
    const t0 = performance.now();
    fn();
    const t1 = performance.now();
    render();
    const ms = performance.now() - t0;
    document.body.dataset.stepMs = ms.toFixed(3);              // the step and the redraw
    document.body.dataset.stepOnlyMs = (t1 - t0).toFixed(3);   // the step alone
    return ms;
  }

  $('step').addEventListener('click', () => timed(() => advance(1)));
  $('step-n').addEventListener('click', () => timed(() => advance(Math.max(1, Number(state.n) || 1))));
  $('reset').addEventListener('click', reset);
  $('run').addEventListener('click', async () => {
    if (running) {
      running = false;
      return;
    }
    if (!ensure() || cur.done) return;
    running = true;
    $('run').textContent = 'Stop';
    render();
    const t0 = performance.now();
    let chunk = 2000;
    while (running && !cur.done) {
      const t = performance.now();
      advance(chunk);
      const dt = performance.now() - t;
      if (dt < 20) chunk = Math.min(chunk * 2, 1 << 22);
      else if (dt > 60) chunk = Math.max(100, chunk >> 1);
      renderCounters();
      await yieldToBrowser();
    }
    const ms = performance.now() - t0;
    running = false;
    $('run').innerHTML = '<u>R</u>un';
    document.body.dataset.runMs = ms.toFixed(1);
    if (cur?.done && cur.result?.solved) lab.status(`solved: ${cur.result.length} moves, ${num(cur.result.stats.expanded)} expanded, ${ms.toFixed(0)} ms`, 'good');
    render();
  });

  lab.on('board', (what) => { if (what === 'changed') reset(); });
  lab.on('config', (what) => {
    if (what === 'tab') renderTree();
    if (what === 'js' && state.h === 'js') reset();
  });
  render();
}
