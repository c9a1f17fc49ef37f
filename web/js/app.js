// SPDX-License-Identifier: MIT
// app.js - the search lab's page: two workers hold the C library compiled to WebAssembly (the
// search worker steps the run; the jobs worker compares and checks), and this module wires the
// panels together: the page state and the link that shares it, the tabs, the keyboard, the
// messages about a link, and the consent a link's code needs before it runs. The page itself
// only draws: every count, name, message and picture comes from the library, through a worker.
import { $, setText } from './dom.js';
import { Engine } from './engine.js';
import { TABS, isDefaultJs, loadUrl, state, urlOf } from './state.js';
import { initBoardPanel } from './board-panel.js';
import { initSearchPanel } from './search-panel.js';
import { initSolutionView } from './solution-view.js';
import { initTraceView } from './trace-view.js';
import { initCompare } from './compare.js';
import { initCheckPanel } from './check-panel.js';
import { TreeView } from './tree-view.js';
import { initGrowthView } from './growth.js';
import { setCatalog } from './words.js';
import { setAbout } from './about.js';

const lab = {
  state,
  info: null,             // the library's names, version, default goal and presets
  start: null,            // the start as the library read it ({ line, compact, tiles, svg }), or null
  goal: null,
  solvable: false,
  jsTrusted: true,        // false while code that came with the link has not been agreed to
  jsError: null,          // why the heuristic code does not parse, or null
  listeners: {},
  on(what, fn) { (this.listeners[what] ??= []).push(fn); },
  emit(what, ...args) { for (const fn of this.listeners[what] ?? []) fn(...args); },
  saveUrl() {
    clearTimeout(this.urlTimer);
    this.urlTimer = setTimeout(() => history.replaceState(null, '', urlOf()), 150);
  },
  urlTimer: 0,
  status(text, kind = '') {
    const s = $('status');
    setText(s, text);
    s.title = text;
    s.className = `status ${kind}`;
  },
  selectTab(name, focus = false) {
    if (!TABS.includes(name)) return;
    state.tab = name;
    for (const t of TABS) {
      const tab = $(`tab-${t}`);
      tab.setAttribute('aria-selected', String(t === name));
      tab.tabIndex = t === name ? 0 : -1;
      $(`view-${t}`).hidden = t !== name;
    }
    if (focus) $(`tab-${name}`).focus();
    // The compare table needs the room of two columns: the search panel steps aside.
    $('lab').classList.toggle('wide', name === 'compare');
    this.saveUrl();
    this.emit('tab', name);
  },
};

function notice(lines, askConsent) {
  $('notice-list').replaceChildren(...lines.map((l) => {
    const li = document.createElement('li');
    if (typeof l === 'string') li.textContent = l;
    else li.append(l.text, Object.assign(document.createElement('code'), { textContent: l.code }), '.');
    return li;
  }));
  $('consent').hidden = !askConsent;
  $('notice').hidden = !lines.length && !askConsent;
}

function initTabs() {
  TABS.forEach((t, i) => {
    const tab = $(`tab-${t}`);
    tab.addEventListener('click', () => lab.selectTab(t));
    tab.addEventListener('keydown', (e) => {
      const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: TABS.length - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      e.stopPropagation();
      lab.selectTab(TABS[(to + TABS.length) % TABS.length], true);
    });
  });
}

function initKeyboard() {
  const actions = {
    s: 'step', b: 'back', n: 'step-n', r: 'run', x: 'reset', c: 'compare-run', p: 'play', ',': 'prev', '.': 'next',
  };
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const typing = e.target.matches('input, textarea, select');
    if (e.key === 'Escape') {
      if (typing) e.target.blur();
      $('help').hidden = true;
      $('help-button').setAttribute('aria-expanded', 'false');
      return;
    }
    if (typing) return;
    const key = e.key.toLowerCase();
    if (key === '?') {
      $('help').hidden = !$('help').hidden;
      $('help-button').setAttribute('aria-expanded', String(!$('help').hidden));
    } else if (/^[1-6]$/.test(key)) {
      lab.selectTab(TABS[Number(key) - 1]);
    } else if (actions[key]) {
      const b = $(actions[key]);
      if (!b.disabled) b.click();
    } else {
      return;                 // arrow keys, Tab, Enter, ... keep their usual meaning
    }
    e.preventDefault();
  });
  $('help-button').addEventListener('click', () => {
    $('help').hidden = !$('help').hidden;
    $('help-button').setAttribute('aria-expanded', String(!$('help').hidden));
  });
}

function initTreeTools() {
  const tree = lab.tree;
  const follow = $('tree-follow');
  tree.onChange = () => follow.setAttribute('aria-pressed', String(tree.follow));
  $('tree-in').addEventListener('click', () => tree.zoom(1.25));
  $('tree-out').addEventListener('click', () => tree.zoom(0.8));
  $('tree-fit').addEventListener('click', () => tree.fit());
  $('tree-root').addEventListener('click', () => { tree.setFollow(false); tree.root(0); });
  $('tree-goal-root').addEventListener('click', () => { tree.setFollow(false); tree.root(1); });
  $('tree-newest').addEventListener('click', () => tree.newest());
  follow.addEventListener('click', () => {
    tree.setFollow(!tree.follow);
    if (tree.follow) tree.newest();
  });
}

function describeNode(r, s) {
  const what = { expanded: 'expanded', current: 'the newest expansion', frontier: 'on the frontier', next: 'the next to expand',
    dropped: 'not on the frontier any more (a cheaper path replaced it, or an earlier pass left it)', dup: 'a duplicate, dropped',
    cut: 'cut off (a limit or the pass\'s bound)', goal: 'the goal' }[s] ?? s;
  const name = r.id === null ? 'A successor the search did not keep' : `Node ${r.id}`;
  const from = r.parent === null ? (r.side ? 'the root searched back from the goal' : 'the start') : `made from node ${r.parent} by ${r.move}`;
  const order = r.exp ? `, expansion ${r.exp}` : '';
  return `${name}: ${r.board.replace(/(...)(...)(...)/, '$1 / $2 / $3').replace(/(\d)(?=\d)/g, '$1 ')}, g ${r.g}, h ${r.h}, f ${r.key}; ${from}; ${what}${order}.`;
}

async function main() {
  lab.search = new Engine('search worker', (kind) => lab.emit('restart', kind));
  lab.jobs = new Engine('jobs worker');
  try {
    lab.info = await lab.search.call('init');
    setCatalog(lab.info.catalog);
    setAbout(lab.info.catalog);
  } catch (e) {
    setText($('version'), 'the library did not load');
    lab.status(e.message, 'bad');
    return;
  }
  setText($('version'), `libpuzzle8 ${lab.info.version}, WebAssembly`);
  const notes = loadUrl(location.search, lab.info);
  if (!state.goal) state.goal = lab.info.defaultGoal;
  lab.jsTrusted = isDefaultJs(state.js);
  notice(notes, !lab.jsTrusted);
  $('notice-close').addEventListener('click', () => { $('notice').hidden = true; });
  $('consent-show').addEventListener('click', () => {
    lab.selectTab('check');
    $('js-heuristic').focus();
  });
  $('consent-run').addEventListener('click', () => {
    lab.jsTrusted = true;
    if (state.h !== 'js') {                   // "as my heuristic": the search uses it
      $('heuristic').value = 'js';
      $('heuristic').dispatchEvent(new Event('change'));
    }
    $('consent').hidden = true;
    if (!$('notice-list').children.length) $('notice').hidden = true;
    lab.status('The heuristic from the link may run now, in the lab\'s worker.', '');
    lab.emit('trust');
  });

  lab.tree = new TreeView($('tree'), {
    onSelect: (r, s) => {
      setText($('tree-detail'), describeNode(r, s));
      for (const tr of document.querySelectorAll('#frontier tr.selected')) tr.classList.remove('selected');
      if (r.id !== null) document.querySelector(`#frontier tr[data-id="${r.id}"]`)?.classList.add('selected');
    },
  });
  initTabs();
  initKeyboard();
  initTreeTools();
  await initBoardPanel(lab);
  await initCheckPanel(lab);
  const search = initSearchPanel(lab);
  initTraceView(lab, (t) => search.seek(t));
  initSolutionView(lab);
  initCompare(lab);
  initGrowthView(lab);
  lab.selectTab(state.tab);
  await search.start(Number(state.step) || 0);
  $('lab').setAttribute('aria-busy', 'false');
  document.body.dataset.ready = '1';
}

main();
