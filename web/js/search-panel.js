// SPDX-License-Identifier: MIT
// search-panel.js - the search: algorithm (every preset of the library), heuristic (every
// built-in, or the person's JavaScript), duplicate policy, limits, weights and the walk's seed,
// each with a plain sentence; Back, Step, Step ×N, Run/Stop, Reset and a scrubber over the
// run's expansions (the timeline: going back replays the run in the worker); the library's
// counters and its frontier (the next node to expand marked, as in the tree). All the work is
// the worker's (worker-session.js); this module only asks and draws.
import { $, boardLine, debounce, fieldError, fillSelect, num, row, setText } from './dom.js';
import { ALGORITHMS, DUPLICATES, HEURISTICS, about } from './about.js';
import { EngineError } from './engine.js';
import { parseNumber, parseWeights, state } from './state.js';

const COUNTERS = [
  ['expanded', 'expanded'], ['generated', 'generated'], ['duplicates', 'duplicates'], ['frontier', 'frontier now'],
  ['maxFrontier', 'max frontier'], ['peakBytes', 'peak KiB'], ['elapsedNs', 'time in C, ms'],
];
// A run works in chunks of ~5 ms and answers Stop at the next one; only a heuristic stuck in
// one call makes the page end the worker, after this long.
const STOP_GRACE_MS = 1000;
const FIELDS = [['algorithm', 'alg'], ['heuristic', 'h'], ['duplicates', 'dup'], ['max-expansions', 'maxexp'],
  ['max-depth', 'maxdepth'], ['weights', 'weights'], ['walk-seed', 'wseed'], ['node-budget', 'nbudget']];

export function initSearchPanel(lab) {
  const engine = lab.search;
  const { presets } = lab.info;
  let configured = '';      // the configuration the worker's session has (JSON), '' for none
  let view = null;          // the session's last view
  let info = null;          // what the library says the configuration uses
  let busy = '';            // the op running: 'advance', 'seek', 'configure' or ''
  let runId = 0;            // a new run: the tree opens on its root again
  let drawnRun = -1;
  let queuedSeek = null;
  let running = false;      // a Run or a Step ×N is going on

  fillSelect($('algorithm'), lab.info.algorithms.map((a) => [a, a]), state.alg);
  fillSelect($('duplicates'), [['', ''], ...lab.info.duplicates.map((d) => [d, d])], state.dup);
  function presetLabels() {
    const p = presets[state.alg];
    fillSelect($('heuristic'), [['', `the preset's own (${p.heuristic})`], ...lab.info.heuristics.map((h) => [h, h]),
      ['js', 'your JavaScript (tab 5)']], state.h);
    fillSelect($('duplicates'), [['', `the preset's own (${p.duplicates})`], ...lab.info.duplicates.map((d) => [d, d])], state.dup);
    $('weights').placeholder = `${p.wg}, ${p.wh}`;
    const h = state.h || p.heuristic;
    setText($('alg-about'), about(ALGORITHMS, state.alg));
    setText($('h-about'), `${state.h ? '' : 'The preset\'s own: '}${about(HEURISTICS, h)}`);
    setText($('dup-about'), `${state.dup ? '' : 'The preset\'s own: '}${about(DUPLICATES, state.dup || p.duplicates)}`);
  }

  // The configuration from the fields, or null with the reasons shown.
  function config() {
    const errors = [];
    const numbers = {};
    for (const [id, key] of [['max-expansions', 'maxexp'], ['max-depth', 'maxdepth'], ['walk-seed', 'wseed'],
      ['node-budget', 'nbudget']]) {
      const r = parseNumber(key, $(id).value);
      $(id).setAttribute('aria-invalid', r.error ? 'true' : 'false');
      if (r.error) errors.push(r.error);
      else numbers[key] = r.value;
    }
    const w = parseWeights($('weights').value);
    $('weights').setAttribute('aria-invalid', w.error ? 'true' : 'false');
    if (w.error) errors.push(w.error);
    setText($('limits-error'), errors.join(' '));
    if (errors.length) return null;
    return { alg: state.alg, h: state.h, dup: state.dup, maxexp: numbers.maxexp, maxdepth: numbers.maxdepth,
      wseed: numbers.wseed, nbudget: numbers.nbudget, weights: w.value, js: state.h === 'js' ? state.js : '',
      start: lab.start?.line ?? null, goal: lab.goal?.line ?? null };
  }

  // Why the search cannot start now (a sentence), or ''.
  function blocked(cfg) {
    if (!lab.start || !lab.goal) return 'A board does not parse: see the message under it.';
    if (!lab.solvable) return 'The goal cannot be reached from this start (see the sentence under the boards).';
    if (!cfg) return 'A field of the search is not right: see the message under it.';
    if (cfg.h === 'js' && !lab.jsTrusted) return 'The heuristic from the link has not been run yet: press “Run this code as my heuristic” first.';
    if (cfg.h === 'js' && lab.jsError) return lab.jsError;
    return '';
  }

  function setError(text) {
    setText($('search-error'), text);
  }

  // Make the worker's session match the fields; false (with the reason shown) if it cannot.
  async function ensure() {
    const cfg = config();
    const why = blocked(cfg);
    if (why) {
      setError(why);
      return false;
    }
    const key = JSON.stringify(cfg);
    if (key === configured) return true;
    const r = await engine.call('configure', cfg, null, cfg.h === 'js' ? 'your JavaScript heuristic' : '');
    configured = key;
    info = r.info;
    runId++;
    show(r.view);
    if (r.view.done) announce(r.view);       // the start is the goal
    return true;
  }

  // Run an op on the session with the buttons showing it; errors become sentences.
  async function op(name, args = {}) {
    if (busy) return;
    busy = name;
    setError('');
    buttons();
    try {
      if (!(await ensure())) return;
      if (name === 'configure') return;
      const about = state.h === 'js' ? 'your JavaScript heuristic' : '';
      running = name === 'advance' && args.n > 1;
      const r = await engine.call(name, args, progress, about);
      running = false;
      show(r.view);
      announce(r.view);
      if (r.stopped) lab.status(`Stopped at expansion ${num(r.view.pos)}.`, '');
    } catch (e) {
      fail(e);
    } finally {
      busy = '';
      running = false;
      buttons();
      if (queuedSeek !== null) {
        const t = queuedSeek;
        queuedSeek = null;
        op('seek', { t });
      }
    }
  }

  function fail(e) {
    running = false;
    if (e instanceof EngineError) {       // the worker was replaced: the run is gone
      configured = '';
      view = null;
      lab.tree.clear();
      render();
    }
    const text = e.kind === 'InvalidArgumentError' ? `This configuration cannot run: ${e.message}.` : e.message;
    setError(text);
    lab.status(text, 'bad');
  }

  function progress(p) {
    if (p.frontier) show(p);
    else {
      renderCounters(p.stats, p.pos);
      renderPosition(p.pos, Math.max(p.head, view?.end?.at ?? 0), p.head);
      lab.status(`${state.alg}: ${num(p.pos)} expanded…`);
    }
  }

  function show(v) {
    view = v;
    render();
    state.step = String(v.pos);
    lab.saveUrl();
    lab.emit('view', v);
  }

  function announce(v) {
    const e = v.end;
    if (!e || (!v.done && !v.atLimit)) {
      lab.status(`${state.alg}: ${num(v.pos)} expanded, ${num(v.frontier.live)} on the frontier.`);
      return;
    }
    if (e.solved && v.done) lab.status(`Solved: ${num(e.length)} moves, ${num(v.stats.expanded)} expanded.`, 'good');
    else if (e.kind === 'limit') lab.status(`The run stopped: ${e.message}. The frontier shows where; raise Max expansions to search further.`, 'bad');
    else if (e.kind === 'depth') lab.status(`The run ended: ${e.message}. Raise Max depth, or clear it, to search deeper.`, 'bad');
    else if (e.kind === 'heuristic') {
      lab.status(e.message, 'bad');
      setError(e.message);
    } else if (v.done) lab.status(`The run ended: ${e.message}.`, 'bad');
  }

  // ---- drawing ------------------------------------------------------------------------------
  function renderCounters(stats, pos) {
    const cells = COUNTERS.map(([key, label]) => {
      const v = stats ? stats[key] : 0;
      const text = key === 'peakBytes' ? num(Math.ceil(v / 1024)) : key === 'elapsedNs' ? (v / 1e6).toFixed(2)
        : key === 'frontier' && view && !view.done ? num(view.frontier.live) : num(v);
      return [label, text, key];
    });
    let run = 'not started';
    if (view) {
      const e = view.end;
      if (view.done && e?.solved) run = `solved, ${num(e.length)} moves`;
      else if (view.done || view.atLimit) run = { limit: 'expansion limit', depth: 'depth limit', notfound: 'not found', heuristic: 'heuristic error' }[e?.kind] ?? 'ended';
      else run = running ? 'running' : pos ? 'stepping' : 'at the start';
    }
    cells.push(['run', run, 'run']);
    // The rows are made once; later only the numbers change.
    const body = $('counters').tBodies[0];
    if (!body.rows.length) {
      for (let i = 0; i < cells.length; i += 2) {
        const [a, b = ['', '', '']] = [cells[i], cells[i + 1]];
        const tr = row([a[0], a[1], b[0], b[1]]);
        tr.children[1].dataset.counter = a[2];
        if (b[2]) tr.children[3].dataset.counter = b[2];
        body.append(tr);
      }
    }
    for (const [, text, key] of cells) setText(body.querySelector(`[data-counter="${key}"]`), text);
  }

  function renderPosition(pos, max, head) {
    const s = $('scrubber');
    s.max = String(Math.max(max, head, pos));
    s.value = String(pos);
    let text = `expansion ${num(pos)} of ${num(Math.max(max, head, pos))}`;
    if (view?.end && view.done && view.end.solved) text += ': solved';
    else if (view?.atLimit) text += ': the limit';
    s.setAttribute('aria-valuetext', text);
    setText($('position'), text);
  }

  let frontierSig = '';
  function renderFrontier() {
    const body = $('frontier').tBodies[0];
    const sig = JSON.stringify([view?.pos, view?.done, view?.atLimit, view?.frontier, view?.tree?.next, view?.treeCap, info?.driver]);
    if (sig === frontierSig && view) return;
    frontierSig = sig;
    const rows = [];
    let note = '';
    const next = view?.tree && view.pos <= view.treeCap ? view.tree.next : null;
    const bidirectional = info?.driver === 'bidirectional';
    if (!view) note = blocked(config()) || 'Step the search to see it.';
    else if (view.done) note = view.end?.solved ? 'The run has ended: the goal was reached.' : 'The run has ended.';
    else {
      const f = view.frontier;
      note = `${f.rows.length} of ${num(f.live)} live entries, in the order they are taken${bidirectional ? ' (the start\'s side first, then the goal\'s)' : ''}.`;
      if (view.atLimit) note = `Stopped by the limit here: ${note}`;
      f.rows.forEach((e, i) => {
        const isNext = next !== null ? e.id === next : i === 0 && !bidirectional;
        const tr = row(['', e.board, String(e.g), String(e.h), String(e.key), e.parent === null ? '—' : String(e.parent), e.move ?? '·']);
        const b = document.createElement('button');
        b.className = 'link';
        b.textContent = `${bidirectional ? (e.side ? '←' : '→') : ''}${e.id}`;
        b.title = `node ${e.id}: show it in the tree`;
        b.addEventListener('click', () => lab.emit('select', e.id));
        b.addEventListener('focus', () => lab.tree.highlight(e.id));
        tr.children[0].append(b);
        if (isNext) {
          tr.classList.add('next');
          tr.children[0].append(Object.assign(document.createElement('span'), { className: 'tag', textContent: 'next' }));
        }
        tr.dataset.entry = JSON.stringify({ id: String(e.id), board: e.board, g: e.g, h: e.h, key: e.key });
        tr.dataset.id = String(e.id);
        tr.addEventListener('mouseenter', () => lab.tree.highlight(e.id));
        tr.addEventListener('mouseleave', () => lab.tree.highlight(null));
        tr.title = boardLine(e.board);
        rows.push(tr);
      });
    }
    setText($('frontier-note'), note);
    body.replaceChildren(...rows);
  }

  function renderTree() {
    if (!view?.tree) {
      lab.tree.clear();
      setText($('tree-note'), view ? '' : 'Step the search: its tree grows here.');
      return;
    }
    lab.tree.update(view.tree, view, drawnRun !== runId);
    drawnRun = runId;
    const t = view.tree;
    const nodes = `${num(t.records.length)} node${t.records.length === 1 ? '' : 's'}`;
    let note = t.k === 0 ? `At the start: ${nodes}, numbered by the library (the frontier table and the trace use the same numbers).`
      : `The first ${num(t.k)} expansion${t.k === 1 ? '' : 's'}: ${nodes}, numbered by the library (the frontier table and the trace use the same numbers).`;
    if (view.pos > t.k) note = `The tree shows the first ${num(t.k)} of ${num(view.pos)} expansions (${num(t.records.length)} nodes); the frontier table and the counters follow the whole run.`;
    setText($('tree-note'), note);
    $('tree-goal-root').hidden = !lab.tree.hasGoalTree;
  }

  function render() {
    renderCounters(view?.stats, view?.pos ?? 0);
    renderPosition(view?.pos ?? 0, view ? Math.max(view.head, view.end?.at ?? 0) : 0, view?.head ?? 0);
    renderFrontier();
    renderTree();
    buttons();
    if (info) {
      setText($('weights-about'), info.weightsUsed
        ? `Weights ${info.wg}, ${info.wh}: the frontier key is ${info.wg}·g + ${info.wh}·h.`
        : `This configuration does not use the weights (its frontier is ${info.frontier}).`);
    }
  }

  function buttons() {
    document.body.dataset.busy = busy;        // for the tests: '' when the worker is idle
    const why = blocked(config());
    const ended = !!view && (view.done || view.atLimit);
    for (const id of ['step', 'step-n']) $(id).disabled = !!busy || !!why || ended;
    $('back').disabled = !!busy || !!why || !view || view.pos === 0;
    $('reset').disabled = !!busy || !!why || !view || (view.pos === 0 && !view.done);
    $('run').disabled = (!busy && (!!why || ended)) || (!!busy && busy === 'configure');
    $('run').innerHTML = busy === 'advance' || busy === 'seek' ? 'Stop' : '<u>R</u>un';
    $('run').classList.toggle('stop', busy === 'advance' || busy === 'seek');
    $('scrubber').disabled = !view || !!why;
  }

  // ---- the controls -------------------------------------------------------------------------
  // A field, a board or the code changed: the run shown is not this configuration's any more.
  const changed = debounce(async () => {
    // Nothing the search uses changed (the code's check arrived after a step had already taken
    // the new code in, or a field went back to its value): keep the run shown.
    if (configured && JSON.stringify(config()) === configured) return;
    if (busy) {
      await engine.stop(STOP_GRACE_MS);       // a run of the old configuration: stop it first
      if (busy) return changed();
    }
    view = null;
    configured = '';
    lab.emit('view', null);                   // no stale tree, trace or solution
    const cfg = config();
    render();
    if (!blocked(cfg) && cfg.h !== 'js') op('configure');     // the root shows at once
  }, 120);

  for (const [id, key] of FIELDS) {
    const el = $(id);
    el.value = state[key];
    el.addEventListener('change', () => {
      state[key] = el.value;
      if (id === 'algorithm' || id === 'heuristic' || id === 'duplicates') presetLabels();
      lab.saveUrl();
      changed();
    });
  }
  $('n').value = state.n;
  $('n').addEventListener('change', () => {
    state.n = $('n').value;
    lab.saveUrl();
  });

  $('step').addEventListener('click', () => op('advance', { n: 1 }));
  $('step-n').addEventListener('click', () => {
    const r = parseNumber('n', $('n').value);
    fieldError($('n'), $('search-error'), r.error);
    if (!r.error) op('advance', { n: r.value });
  });
  $('run').addEventListener('click', async () => {
    if (busy === 'advance' || busy === 'seek') {
      $('run').textContent = 'Stopping…';
      $('run').disabled = true;
      lab.status('Stopping…');
      await engine.stop(STOP_GRACE_MS);
      return;
    }
    const t0 = performance.now();
    delete document.body.dataset.runMs;
    await op('advance', { n: Infinity });
    document.body.dataset.runMs = (performance.now() - t0).toFixed(1);
  });
  $('back').addEventListener('click', () => view && op('seek', { t: view.pos - 1 }));
  $('reset').addEventListener('click', () => op('seek', { t: 0 }));
  const seekSoon = debounce((t) => {
    if (busy) queuedSeek = t;
    else op('seek', { t });
  }, 150);
  $('scrubber').addEventListener('input', () => seekSoon(Number($('scrubber').value)));

  lab.on('board', changed);
  lab.on('js', changed);
  lab.on('select', (id) => {
    lab.selectTab('tree');
    lab.tree.reveal(id);
  });
  lab.on('restart', () => {
    configured = '';
  });

  presetLabels();
  render();
  return {
    /** Open the run at the position the link holds. */
    async start(step) {
      await op('configure');
      if (step > 0 && configured) await op('seek', { t: step });
    },
    /** Go to expansion t of the run (the trace's links). */
    seek(t) { return op('seek', { t }); },
    get view() { return view; },
  };
}
