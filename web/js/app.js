// SPDX-License-Identifier: MIT
// app.js - the search lab: loads the libpuzzle8 JavaScript binding (the C library compiled to
// WebAssembly) and wires the panels together: the page state, the URL that shares it, the
// tabs and the keyboard. Every count, name, message and picture comes from the library.
import * as p8 from '../../bindings/js/puzzle8.js';
import { $, setText } from './dom.js';
import { initBoardPanel } from './board-panel.js';
import { initSearchPanel } from './search-panel.js';
import { initSolutionView } from './solution-view.js';
import { initCompare } from './compare.js';
import { initCheckPanel } from './check-panel.js';

const DEFAULT_JS = `(state, goal) => {
  // twice the number of misplaced tiles
  let h = 0;
  for (let i = 0; i < 9; i++)
    if (state[i] !== 0 && state[i] !== goal[i]) h += 2;
  return h;
}`;

// The page state; every field is in the URL (see URL_KEYS).
const state = {
  start: '7 2 4 5 0 6 8 3 1', goal: '0 1 2 3 4 5 6 7 8', alg: 'astar', h: '', dup: '',
  maxexp: '', maxdepth: '', wseed: '0', n: '10', k: '20', kseed: '1', dist: '20', seed: '42',
  js: DEFAULT_JS, tab: 'tree',
};
const URL_KEYS = Object.keys(state);
const TABS = ['tree', 'solution', 'compare', 'check'];

const lab = {
  p8,
  state,
  start: null,            // the start Board, or null while the text does not parse
  goal: null,             // the goal Board, or null
  solvable: false,        // start and goal both parse and the goal is reachable
  listeners: { board: [], config: [], result: [] },
  on(what, fn) { this.listeners[what].push(fn); },
  emit(what, ...args) { for (const fn of this.listeners[what]) fn(...args); },
  // The URL follows the state, at most every 150 ms (browsers limit history calls).
  saveUrl() {
    clearTimeout(this.urlTimer);
    this.urlTimer = setTimeout(() => {
      const q = new URLSearchParams();
      for (const k of URL_KEYS) q.set(k, state[k]);
      history.replaceState(null, '', `${location.pathname}?${q}`);
    }, 150);
  },
  urlTimer: 0,
  status(text, kind = '') {
    const el = $('status');
    setText(el, text);
    el.className = `status ${kind}`;
  },
  // The JavaScript heuristic typed in the box, as a function (throws SyntaxError/TypeError).
  jsHeuristic() {
    const fn = new Function(`"use strict"; return (${state.js}\n);`)();
    if (typeof fn !== 'function') throw new TypeError('the box must hold a function (state, goal) => number');
    return fn;
  },
  // The exact distance table of a goal, built once per goal (a few milliseconds).
  table(goal) {
    const key = goal.compact();
    if (!this.tables.has(key)) this.tables.set(key, new p8.Table(goal));
    return this.tables.get(key);
  },
  tables: new Map(),
  selectTab(name) {
    if (!TABS.includes(name)) return;
    state.tab = name;
    for (const t of TABS) {
      $(`tab-${t}`).setAttribute('aria-selected', String(t === name));
      $(`view-${t}`).hidden = t !== name;
    }
    // The compare table needs the width of two columns: the search panel steps aside.
    $('lab').classList.toggle('wide', name === 'compare');
    this.saveUrl();
    this.emit('config', 'tab');
  },
};

function loadUrl() {
  const q = new URLSearchParams(location.search);
  for (const k of URL_KEYS) if (q.has(k)) state[k] = q.get(k);
}

function initKeyboard() {
  const actions = {
    s: 'step', n: 'step-n', r: 'run', x: 'reset', c: 'compare-run', p: 'play', ',': 'prev', '.': 'next', z: 'tree-zoom',
  };
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const typing = e.target.matches('input, textarea, select');
    if (e.key === 'Escape') {
      if (typing) e.target.blur();
      $('help').hidden = true;
      return;
    }
    if (typing) return;
    const key = e.key.toLowerCase();
    if (key === '?') {
      $('help').hidden = !$('help').hidden;
      $('help-button').setAttribute('aria-expanded', String(!$('help').hidden));
    } else if (/^[1-4]$/.test(key)) {
      lab.selectTab(TABS[Number(key) - 1]);
    } else if (actions[key]) {
      const b = $(actions[key]);
      if (!b.disabled) b.click();
    } else if (key.startsWith('arrow')) {
      lab.emit('board', 'arrow', { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' }[e.key]);
    } else {
      return;
    }
    e.preventDefault();
  });
  $('help-button').addEventListener('click', () => {
    $('help').hidden = !$('help').hidden;
    $('help-button').setAttribute('aria-expanded', String(!$('help').hidden));
  });
}

loadUrl();
setText($('version'), `libpuzzle8 ${p8.libraryVersion}, WebAssembly`);
for (const t of TABS) $(`tab-${t}`).addEventListener('click', () => lab.selectTab(t));
initKeyboard();
initCheckPanel(lab);
initSolutionView(lab);
initSearchPanel(lab);
initCompare(lab);
initBoardPanel(lab);
lab.selectTab(state.tab);
$('lab').setAttribute('aria-busy', 'false');
document.body.dataset.ready = '1';
globalThis.lab = lab;
