// SPDX-License-Identifier: MIT
// dom.js - the few DOM helpers the panels share.

/** The element with this id. */
export const $ = (id) => document.getElementById(id);

/** Set an element's text (never HTML). */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** Show a picture the C library drew (SVG text from a worker) in a container: never as markup,
 *  but as the page's own copy through the allow-list of svg-safe.js. */
export { showSvg as setSvg } from './svg-safe.js';

/** A button's label with one letter underlined (its key): label('Run', 0) is <u>R</u>un. */
export function keyLabel(button, text, at = 0) {
  const u = document.createElement('u');
  u.textContent = text[at];
  button.replaceChildren(text.slice(0, at), u, text.slice(at + 1));
}

/** An element with a class and text. */
export function el(tag, className = '', text = '') {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text;
  return e;
}

/** A table row of cells (text), each cell optionally with a class: [text, className]. */
export function row(cells, tag = 'td') {
  const tr = document.createElement('tr');
  for (const c of cells) {
    const td = document.createElement(tag);
    const [text, cls] = Array.isArray(c) ? c : [c, ''];
    td.textContent = text;
    if (cls) td.className = cls;
    if (tag === 'th') td.scope = 'col';
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

/** Numbers with thousands separators, as the docs write them. */
export function num(n) {
  return Number(n).toLocaleString('en-US');
}

/** "7 2 4 / 5 0 6 / 8 3 1" from "724506831". */
export function boardLine(compact) {
  const t = String(compact);
  return `${t[0]} ${t[1]} ${t[2]} / ${t[3]} ${t[4]} ${t[5]} / ${t[6]} ${t[7]} ${t[8]}`;
}

/** Show a field's error sentence (or clear it) and mark the field. */
export function fieldError(input, box, message) {
  input.setAttribute('aria-invalid', message ? 'true' : 'false');
  setText(box, message || '');
}

/** A function that runs fn at most once per `ms`, the last call winning. */
export function debounce(fn, ms) {
  let t = 0;
  return (...args) => {
    clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}
