// SPDX-License-Identifier: MIT
// check-panel.js - a heuristic typed in JavaScript, checked by the C library against the exact
// distance table (p8_heuristic_check_fn through the binding's heuristic trampoline): the
// library's verdict, its findings, the worst board; then A* with it against A* with Manhattan
// on the current board (expansions and length, from the library's results).
import { $, num, row, setSvg, setText, yieldToBrowser } from './dom.js';

const SHOWN = ['admissible', 'consistent', 'overestimates', 'worst_overestimate', 'inconsistent_edges',
  'worst_jump', 'h_goal', 'exact', 'max_h', 'states'];

export function initCheckPanel(lab) {
  const { p8, state } = lab;
  const box = $('js-heuristic');
  box.value = state.js;

  function compile() {
    try {
      const fn = lab.jsHeuristic();
      setText($('js-error'), '');
      box.setAttribute('aria-invalid', 'false');
      return fn;
    } catch (e) {
      setText($('js-error'), `${e.name}: ${e.message}`);
      box.setAttribute('aria-invalid', 'true');
      return null;
    }
  }

  box.addEventListener('input', () => {
    state.js = box.value;
    lab.saveUrl();
    compile();
    lab.emit('config', 'js');
  });

  function astar(heuristic) {
    const s = new p8.Search({ algorithm: 'astar', heuristic });
    try {
      return s.run(lab.start, lab.goal);
    } catch (e) {
      if (e instanceof p8.SearchStopped && e.result) return e.result;
      throw e;
    } finally {
      s.free();
    }
  }

  $('check-run').addEventListener('click', async () => {
    const fn = compile();
    const out = $('check-result');
    if (!fn || !lab.goal) return;
    delete document.body.dataset.checkDone;
    out.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'checking every board…', className: 'muted' }));
    await yieldToBrowser();
    let c;
    const t0 = performance.now();
    try {
      c = p8.checkHeuristic(fn, { table: lab.table(lab.goal) });
    } catch (e) {
      out.replaceChildren(Object.assign(document.createElement('p'), { textContent: `the heuristic threw: ${e.message}`, className: 'error' }));
      return;
    }
    const ms = performance.now() - t0;
    const verdict = Object.assign(document.createElement('div'), {
      className: `verdict ${c.admissible ? 'yes' : 'no'}`, textContent: c.verdict, id: 'verdict',
    });
    verdict.dataset.admissible = String(c.admissible);
    verdict.dataset.consistent = String(c.consistent);
    const findings = document.createElement('table');
    for (let i = 0; i < SHOWN.length; i += 2) {
      findings.append(row(SHOWN.slice(i, i + 2).flatMap((name) => [name, num(c.findings[name])])));
    }
    const grid = Object.assign(document.createElement('div'), { className: 'check-grid' });
    if (c.worst) {
      const w = Object.assign(document.createElement('div'), { className: 'worst' });
      const pic = Object.assign(document.createElement('div'), { className: 'board-view tiny-board' });
      setSvg(pic, c.worst.svg(0));
      w.append(Object.assign(document.createElement('p'), {
        textContent: `worst board: h ${c.findings.worst_h}, true distance ${c.findings.worst_distance}`,
      }), pic);
      grid.append(w);
    }
    const runs = document.createElement('table');
    runs.className = 'compare';
    runs.append(row(['A* on this board', 'length', 'expanded'], 'th'));
    if (lab.solvable) {
      for (const [name, h] of [['your heuristic', fn], ['manhattan', 'manhattan']]) {
        try {
          const r = astar(h);
          runs.append(row([name, r.solved ? String(r.length) : r.status, num(r.stats.expanded)]));
          r.free();
        } catch (e) {
          runs.append(row([name, e.message, '']));
        }
      }
    }
    const took = Object.assign(document.createElement('p'), {
      className: 'muted small', textContent: `${num(c.findings.states)} boards checked in ${ms.toFixed(0)} ms`,
    });
    const side = document.createElement('div');
    side.append(runs, took);
    grid.append(side);
    out.replaceChildren(verdict, findings, grid);
    document.body.dataset.checkDone = '1';
  });
  compile();
}
