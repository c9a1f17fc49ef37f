// SPDX-License-Identifier: MIT
// search-panel.js - the search: algorithm (every preset of the library), heuristic (every
// built-in, or the person's JavaScript), what it does with repeated boards, limits, weights,
// the walk's seed, SMA*'s node budget and the page's memory and time budgets, each in plain
// words (words.js) with a sentence, and each shown only where the library says it applies;
// Back, Step, Step ×N, Run/Stop, Reset and a scrubber over the run's expansions (the timeline:
// going back replays the run in the worker); the library's counters and its frontier (the next
// node to expand marked, as in the tree). A run that reaches a budget ends with the library's
// paragraph on why (p8_search_limit_why). All the work is the worker's (worker-session.js);
// this module only asks and draws.
import { $, boardLine, debounce, fieldError, fillSelect, keyLabel, num, row, setText } from './dom.js';
import { ALGORITHMS, DUPLICATES, HEURISTICS, about } from './about.js';
import { EngineError } from './engine.js';
import { parseNumber, parseWeights, state } from './state.js';
import { ALGORITHM_SHORT, ALGORITHM_WORDS, DUPLICATE_WORDS, FRONTIER_WORDS, HEURISTIC_WORDS, word } from './words.js';

const COUNTERS = [
  ['expanded', 'expanded'], ['generated', 'generated'], ['duplicates', 'repeats dropped'], ['frontier', 'on the frontier'],
  ['maxFrontier', 'largest frontier'], ['peakBytes', 'memory'], ['elapsedNs', 'time'],
];
// A run works in chunks of ~5 ms and answers Stop at the next one; only a heuristic stuck in
// one call makes the page end the worker, after this long.
const STOP_GRACE_MS = 1000;
const FIELDS = [['algorithm', 'alg'], ['heuristic', 'h'], ['duplicates', 'dup'], ['max-expansions', 'maxexp'],
  ['max-depth', 'maxdepth'], ['weights', 'weights'], ['walk-seed', 'wseed'], ['node-budget', 'nbudget'],
  ['mem-budget', 'mem'], ['time-budget', 'time']];
const NUMBER_FIELDS = [['max-expansions', 'maxexp'], ['max-depth', 'maxdepth'], ['walk-seed', 'wseed'],
  ['node-budget', 'nbudget'], ['mem-budget', 'mem'], ['time-budget', 'time']];
const MIB = 1048576;

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

  fillSelect($('algorithm'), lab.info.algorithms.map((a) => [a, word(ALGORITHM_WORDS, a)]), state.alg);

  // The weights the run's key uses: the field's, or the algorithm's own.
  function weightsNow() {
    const w = parseWeights($('weights').value);
    const p = presets[state.alg];
    return w.value && !w.error ? w.value : [p.wg, p.wh];
  }

  // Which options apply to the algorithm as the library has it (worker.js, presets()): the
  // weights where they shape the run (p8_search_weights_used), the heuristic where the key uses
  // h (weights used, wh above 0), the node budget for SMA*, the seed for the random walk, the
  // duplicate policies its runs accept (none to choose when only one is).
  function applies() {
    const p = presets[state.alg];
    return {
      weights: p.weightsUsed, heuristic: p.weightsUsed && weightsNow()[1] > 0, nbudget: p.nodeBudget !== null,
      wseed: p.driver === 'random-walk', dup: p.dups.length > 1,
    };
  }

  function showOptions() {
    const a = applies();
    for (const el of document.querySelectorAll('[data-applies]')) el.hidden = !a[el.dataset.applies];
  }

  // The menus in words; the algorithm's own heuristic and policy are named as what they are.
  function presetLabels() {
    const p = presets[state.alg];
    const mine = ' (default)';
    const hs = [...lab.info.heuristics, 'js'];
    fillSelect($('heuristic'), hs.map((h) => [h === p.heuristic ? '' : h, `${word(HEURISTIC_WORDS, h)}${h === p.heuristic ? mine : ''}`]),
      state.h === p.heuristic ? '' : state.h);
    const ds = p.dups.includes(state.dup) || !state.dup ? p.dups : [...p.dups, state.dup];
    fillSelect($('duplicates'), ds.map((d) => [d === p.duplicates ? '' : d, `${word(DUPLICATE_WORDS, d)}${d === p.duplicates ? mine : ''}`]),
      state.dup === p.duplicates ? '' : state.dup);
    $('weights').placeholder = `${p.wg}, ${p.wh}`;
    const h = state.h || p.heuristic;
    const short = word(ALGORITHM_SHORT, state.alg);
    const its = `${short[0].toUpperCase()}${short.slice(1)}'s default: `;
    setText($('alg-about'), about(ALGORITHMS, state.alg));
    setText($('h-about'), `${state.h ? '' : its}${about(HEURISTICS, h)}`);
    setText($('dup-about'), `${state.dup ? '' : its}${about(DUPLICATES, state.dup || p.duplicates)}`);
    showOptions();
  }

  // The configuration from the fields, or null with the reasons shown.
  // An option that does not apply is not checked, and the run does not get it.
  function config() {
    const errors = [];
    const numbers = {};
    const a = applies();
    for (const [id, key] of NUMBER_FIELDS) {
      if (a[key] === false) {
        numbers[key] = key === 'wseed' ? '0' : key === 'nbudget' ? 10000 : null;
        $(id).setAttribute('aria-invalid', 'false');
        continue;
      }
      const r = parseNumber(key, $(id).value);
      $(id).setAttribute('aria-invalid', r.error ? 'true' : 'false');
      if (r.error) errors.push(r.error);
      else numbers[key] = r.value;
    }
    const w = a.weights ? parseWeights($('weights').value) : { value: null };
    $('weights').setAttribute('aria-invalid', w.error ? 'true' : 'false');
    if (w.error) errors.push(w.error);
    setText($('limits-error'), errors.join(' '));
    if (errors.length) return null;
    const h = a.heuristic ? state.h : '';
    return { alg: state.alg, h, dup: a.dup ? state.dup : '', maxexp: numbers.maxexp, maxdepth: numbers.maxdepth,
      wseed: numbers.wseed, nbudget: numbers.nbudget, mem: numbers.mem, time: numbers.time, weights: w.value,
      js: h === 'js' ? state.js : '', start: lab.start?.line ?? null, goal: lab.goal?.line ?? null };
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
      const about = config()?.h === 'js' ? 'your JavaScript heuristic' : '';
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
      lab.status(`${word(ALGORITHM_SHORT, state.alg)}: ${num(p.pos)} expanded…`);
      lab.emit('growth', p.growth);
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
      lab.status(`${word(ALGORITHM_SHORT, state.alg)}: ${num(v.pos)} expanded, ${num(v.frontier.live)} on the frontier.`);
      return;
    }
    if (e.solved && v.done) lab.status(`Solved: ${num(e.length)} moves, ${num(v.stats.expanded)} expanded.`, 'good');
    else if (e.why) lab.status(`The ${e.kind} budget ended the run: why, under the buttons.`, 'bad');
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
      const text = key === 'peakBytes' ? (v >= MIB ? `${(v / MIB).toFixed(1)} MiB` : `${num(Math.ceil(v / 1024))} KiB`)
        : key === 'elapsedNs' ? (v >= 1e9 ? `${(v / 1e9).toFixed(1)} s` : `${(v / 1e6).toFixed(2)} ms`)
          : key === 'frontier' && view && !view.done && pos === view.pos ? num(view.frontier.live) : num(v);
      return [label, text, key];
    });
    let run = 'not started';
    if (view) {
      const e = view.end;
      if (view.done && e?.solved) run = `solved, ${num(e.length)} moves`;
      else if (view.done || view.atLimit) {
        run = { limit: 'expansion limit', depth: 'depth limit', notfound: 'not found', heuristic: 'heuristic error',
          memory: 'memory budget', time: 'time budget' }[e?.kind] ?? 'ended';
      }
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
    else if (info?.frontier === 'none') {
      note = `This search keeps no frontier to list${info.driver === 'random-walk' ? ': it walks one board at a time' : ': it holds its nodes its own way (see the tree)'}.`;
    }
    else {
      const f = view.frontier;
      note = `The next ${f.rows.length} of the ${num(f.live)} nodes waiting, in the order the search takes them${bidirectional ? ' (the start\'s side first, then the goal\'s)' : ''}.`;
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
      const f = `f = ${info.wg}·g + ${info.wh}·h (the weights ${info.wg}, ${info.wh})`;
      setText($('weights-about'), !info.weightsUsed ? ''
        : info.driver === 'deepen-f' ? `Each pass goes as deep as ${f} allows, the bound rising each pass.`
          : info.frontier === 'none' ? `It takes the node of least ${f} next.`
            : `The ${word(FRONTIER_WORDS, info.frontier)} orders the nodes by ${f}.`);
    }
    const why = view?.done ? view.end?.why : null;
    $('run-why').hidden = !why;
    setText($('run-why'), why ?? '');
  }

  function buttons() {
    document.body.dataset.busy = busy;        // for the tests: '' when the worker is idle
    const why = blocked(config());
    const ended = !!view && (view.done || view.atLimit);
    for (const id of ['step', 'step-n']) $(id).disabled = !!busy || !!why || ended;
    $('back').disabled = !!busy || !!why || !view || view.pos === 0;
    $('reset').disabled = !!busy || !!why || !view || (view.pos === 0 && !view.done);
    $('run').disabled = (!busy && (!!why || ended)) || (!!busy && busy === 'configure');
    if (busy === 'advance' || busy === 'seek') setText($('run'), 'Stop');
    else keyLabel($('run'), 'Run', 0);
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
    // A run that reached the memory budget left the worker's memory as large as the budget (a
    // WebAssembly memory never shrinks): a new worker gives it back to the browser.
    if (view?.end?.kind === 'memory') engine.restart('fresh', '');
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
      if (id === 'weights') showOptions();
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
