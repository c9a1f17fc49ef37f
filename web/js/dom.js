// SPDX-License-Identifier: MIT
// dom.js - the few DOM helpers the panels share.

/** The element with this id. */
export const $ = (id) => document.getElementById(id);

/** Set an element's text (never HTML). */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** Put SVG text made by the C library into a container (it is the library's own markup). */
export function setSvg(el, svg) {
  el.innerHTML = svg.replace(/^<\?xml[^>]*>\s*/, '');
}

/** Let the picture in el (an SVG set by setSvg) shrink to the width of its box, but never below
 *  `least` of its own size (nor grow above it): on a projector, text drawn smaller than that is
 *  unreadable, so a wider picture scrolls instead. */
export function fitSvg(el, least) {
  const svg = el.querySelector('svg');
  const width = Number(svg?.getAttribute('width'));
  if (!width) return;
  svg.style.maxWidth = `${width}px`;
  svg.style.minWidth = `${Math.round(width * least)}px`;
}

/** A table row of cells (text), each cell optionally with a class: [text, className]. */
export function row(cells, tag = 'td') {
  const tr = document.createElement('tr');
  for (const c of cells) {
    const td = document.createElement(tag);
    const [text, cls] = Array.isArray(c) ? c : [c, ''];
    td.textContent = text;
    if (cls) td.className = cls;
    tr.append(td);
  }
  return tr;
}

/** Fill a <select> with options [value, label]. */
export function fillSelect(select, options, value) {
  select.replaceChildren(...options.map(([v, label]) => {
    const o = document.createElement('option');
    o.value = v;
    o.textContent = label;
    return o;
  }));
  select.value = value;
}

/** Yield to the browser (lets it paint) without the 4 ms clamp of setTimeout. */
export function yieldToBrowser() {
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve();
    ch.port2.postMessage(0);
  });
}

/** Numbers with thin thousands separators, as the issue and the docs write them. */
export function num(n) {
  return Number(n).toLocaleString('en-US');
}
