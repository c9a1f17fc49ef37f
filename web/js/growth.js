// SPDX-License-Identifier: MIT
// growth.js - the Growth tab: how the run's frontier and memory grew, drawn while it runs from
// the worker's numbers (the library's statistics after each chunk of work: expansions, frontier
// entries, peak bytes, time), never from markup: every element is made here with
// createElementNS. The memory axis ends at the page's memory budget, so a search that runs
// away is seen climbing to it; meters show the memory and time spent against both budgets, and
// when a budget ends the run, the library's paragraph (p8_search_limit_why) says why.
import { $, num, setText } from './dom.js';
import { ALGORITHM_SHORT, word } from './words.js';

const NS = 'http://www.w3.org/2000/svg';
const T = 34, B = 48;                      // the plot's margins (room for the axes' numbers)
const MIB = 1048576;

function svgEl(tag, attrs = {}, text = '') {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text) e.textContent = text;
  return e;
}

/** A round top for an axis of counts from 0 to at least v, and its step: 1, 2 or 5 times a power
 *  of ten (4 at least, so that the ticks are whole). */
export function niceTop(v) {
  if (!(v > 4)) return { top: 4, step: 1 };       // counts: whole ticks
  const p = 10 ** Math.floor(Math.log10(v));
  const m = [1, 2, 5, 10].find((k) => k * p >= v);
  return { top: m * p, step: (m * p) / (m === 2 ? 4 : 5) };
}

/** 1,200 → "1.2k", 3,400,000 → "3.4M": the axes' short numbers. */
export function short(v) {
  const a = Math.abs(v);
  if (a >= 1e9) return `${+(v / 1e9).toFixed(1)}G`;
  if (a >= 1e6) return `${+(v / 1e6).toFixed(1)}M`;
  if (a >= 1e3) return `${+(v / 1e3).toFixed(1)}k`;
  return `${+v.toFixed(2)}`;
}

/** The chart of `samples` ({ x: expanded, f: frontier, b: bytes }) with the memory axis up to
 *  `budget` bytes: an <svg> element drawn for a box `width` pixels wide (its text at its size). */
export function growthChart(samples, budget, width = 640) {
  const W = Math.max(300, Math.min(900, Math.round(width)));
  const H = Math.round(Math.min(320, Math.max(220, W * 0.5)));
  const L = W < 480 ? 52 : 70, R = L;
  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, class: 'growth-svg', 'aria-hidden': 'true' });
  const pw = W - L - R, ph = H - T - B;
  const last = samples[samples.length - 1] ?? { x: 0, f: 0, b: 0 };
  const xs = niceTop(Math.max(last.x, 1));
  const fs = niceTop(Math.max(...samples.map((s) => s.f), 1));
  const X = (x) => L + (pw * x) / xs.top;
  const YF = (f) => T + ph - (ph * f) / fs.top;
  const YB = (b) => T + ph - (ph * Math.min(b, budget)) / budget;
  const g = svgEl('g', { class: 'axes' });
  // grid and the left axis: frontier entries
  for (let v = 0; v <= fs.top + 1e-9; v += fs.step) {
    g.append(svgEl('line', { x1: L, x2: L + pw, y1: YF(v), y2: YF(v), class: 'grid' }));
    g.append(svgEl('text', { x: L - 6, y: YF(v) + 4, class: 'tick f', 'text-anchor': 'end' }, short(v)));
  }
  // the right axis: memory, up to the budget
  for (let i = 0; i <= 4; i++) {
    const b = (budget * i) / 4;
    g.append(svgEl('text', { x: L + pw + 6, y: YB(b) + 4, class: 'tick b' }, `${short(b / MIB)}`));
  }
  for (let v = 0; v <= xs.top + 1e-9; v += xs.step) {
    g.append(svgEl('text', { x: X(v), y: T + ph + 18, class: 'tick', 'text-anchor': 'middle' }, short(v)));
  }
  g.append(svgEl('line', { x1: L, x2: L + pw, y1: T + ph, y2: T + ph, class: 'axis' }));
  g.append(svgEl('line', { x1: L, x2: L, y1: T, y2: T + ph, class: 'axis' }));
  g.append(svgEl('line', { x1: L + pw, x2: L + pw, y1: T, y2: T + ph, class: 'axis' }));
  g.append(svgEl('text', { x: L + pw / 2, y: H - 6, class: 'label', 'text-anchor': 'middle' }, 'expansions'));
  g.append(svgEl('text', { x: 4, y: 16, class: 'label f' }, 'frontier (nodes)'));
  g.append(svgEl('text', { x: W - 4, y: 16, class: 'label b', 'text-anchor': 'end' }, 'memory (MiB)'));
  // the budget: the top of the memory axis
  g.append(svgEl('line', { x1: L, x2: L + pw, y1: T, y2: T, class: 'budget' }));
  g.append(svgEl('text', { x: L + pw - 4, y: T + 16, class: 'label budget-text', 'text-anchor': 'end' },
    `memory budget ${short(budget / MIB)} MiB`));
  svg.append(g);
  if (samples.length) {
    const line = (cls, y) => svgEl('polyline', {
      class: cls, points: samples.map((s) => `${X(s.x).toFixed(1)},${y(s).toFixed(1)}`).join(' '),
    });
    svg.append(line('line-memory', (s) => YB(s.b)), line('line-frontier', (s) => YF(s.f)));
  }
  return svg;
}

function bytesText(b) {
  return b >= MIB ? `${(b / MIB).toFixed(1)} MiB` : `${num(Math.ceil(b / 1024))} KiB`;
}

export function initGrowthView(lab) {
  let data = null;       // the last growth data: { samples, depth }
  let view = null;
  let drawn = '';

  function budgets() {
    return { mem: (Number(lab.state.mem) || 256) * MIB, time: (Number(lab.state.time) || 60) * 1000 };
  }

  function render() {
    if (lab.state.tab !== 'growth') return;
    const samples = data?.samples ?? [];
    const { mem, time } = budgets();
    const last = samples[samples.length - 1];
    const width = $('growth-chart').clientWidth;
    const sig = `${samples.length}/${last?.x}/${last?.f}/${last?.b}/${mem}/${view?.end?.kind}/${width}`;
    if (sig === drawn) return;
    drawn = sig;
    const box = $('growth-chart');
    if (!last || last.x === 0) {
      box.replaceChildren();
      setText($('growth-note'), 'Step or run a search: how its frontier and its memory grow is drawn here, while it runs.');
    } else {
      box.replaceChildren(growthChart(samples, mem, width));
      const what = word(ALGORITHM_SHORT, lab.state.alg);
      setText($('growth-note'), `${what}: ${num(last.x)} expansion${last.x === 1 ? '' : 's'}, ${num(last.f)} node${last.f === 1 ? '' : 's'} on the frontier` +
        `${data.depth ? `, the next at depth ${num(data.depth)}` : ''}.`);
      box.setAttribute('aria-label', `A chart: the frontier grew to ${num(last.f)} nodes and the memory to ` +
        `${bytesText(last.b)} of the ${bytesText(mem)} budget in ${num(last.x)} expansions.`);
    }
    const m = $('memory-meter');
    m.max = mem;
    m.value = Math.min(last?.b ?? 0, mem);
    setText($('memory-text'), `${bytesText(last?.b ?? 0)} of the ${bytesText(mem)} budget`);
    const t = $('time-meter');
    t.max = time;
    t.value = Math.min(last?.t ?? 0, time);
    setText($('time-text'), `${((last?.t ?? 0) / 1000).toFixed(1)} s of the ${num(time / 1000)} s budget`);
    const why = view?.end?.why;
    $('growth-why').hidden = !why;
    setText($('growth-why'), why ?? '');
  }

  lab.on('growth', (g) => {
    data = g;
    render();
  });
  lab.on('view', (v) => {
    view = v;
    if (v?.growth) data = v.growth;
    if (!v) data = null;
    render();
  });
  lab.on('tab', () => render());
  window.addEventListener('resize', () => render());
  render();
}
