// SPDX-License-Identifier: MIT
// trace-view.js - the trace: the run's expansions in order (the first the tree holds), each with
// the library's node id, its board, g, h and f, and where it came from; the numbers are the
// tree's and the frontier table's (and those of the library's trace file, docs/trace.md). A
// click on an expansion moves the timeline there.
import { $, boardLine, num, setText } from './dom.js';

const AROUND = 15;     // expansions listed before and after the current one

export function initTraceView(lab, seek) {
  let view = null;

  function render() {
    const list = $('trace');
    if (!view?.tree) {
      list.replaceChildren();
      setText($('trace-note'), 'Step the search: each expansion is listed here.');
      return;
    }
    const t = view.tree;
    const exp = t.records.filter((r) => r.exp > 0).sort((a, b) => a.exp - b.exp);
    const at = Math.min(view.pos, t.k);
    const from = Math.max(0, at - AROUND - 1);
    const items = exp.slice(from, at + AROUND).map((r) => {
      const li = document.createElement('li');
      li.value = r.exp;
      const b = document.createElement('button');
      b.className = 'link trace-item';
      const where = r.parent === null ? (r.side ? 'the goal\'s root' : 'the start') : `child of node ${r.parent} by ${r.move}`;
      b.textContent = `node ${r.id}: ${boardLine(r.board)}, g ${r.g}, h ${r.h}, f ${r.key}; ${where}`;
      b.title = `go to expansion ${r.exp}`;
      b.addEventListener('click', () => seek(r.exp));
      if (r.exp === view.pos) {
        li.className = 'current';
        b.setAttribute('aria-current', 'step');
      }
      li.append(b);
      return li;
    });
    list.replaceChildren(...items);
    let note = `Expansion ${num(at)} of the ${num(exp.length)} the trace holds`;
    if (view.pos > t.k) note = `The trace lists the first ${num(t.k)} expansions; the run is at ${num(view.pos)}`;
    if (t.next !== null && view.pos <= t.k && !view.done) note += `; next: node ${t.next}`;
    setText($('trace-note'), `${note}. Click an expansion to go there.`);
  }

  lab.on('view', (v) => {
    view = v;
    if (lab.state.tab === 'trace') render();
  });
  lab.on('tab', (name) => { if (name === 'trace') render(); });
  render();
}
