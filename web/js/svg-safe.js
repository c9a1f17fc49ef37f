// SPDX-License-Identifier: MIT
// svg-safe.js - the library's pictures (p8_svg_board, p8_svg_solution) come from a worker as SVG
// text; nothing from a worker may become markup in the page. The text is read by DOMParser as
// XML into a document of its own, which runs no script and loads nothing, and the page builds
// its own copy element by element (createElementNS, setAttribute, textContent) from what an
// allow-list lets through: the few SVG elements the library draws with, each with the
// attributes it uses, every value checked against the form the library writes. Anything else
// (a link, foreignObject, an image, a script, an event attribute, a style, an href, a DOCTYPE or
// an entity) is left out, with its whole subtree; a picture too big to be the library's is
// refused. So code in a worker that rewrote the worker's text (TextDecoder.prototype.decode)
// can change a picture's look at most, never add a link, a form or a script to the page.

const NS = 'http://www.w3.org/2000/svg';
const MAX_TEXT = 400000;          // the library's filmstrip of 60 moves is about 100 kB
const MAX_ELEMENTS = 5000;

const NUMBER = /^-?\d{1,6}(\.\d{1,4})?$/;
const COLOR = /^(#[0-9a-fA-F]{3,8}|none|white|black)$/;
const VALUES = {
  width: NUMBER, height: NUMBER, x: NUMBER, y: NUMBER, rx: NUMBER, x1: NUMBER, y1: NUMBER, x2: NUMBER, y2: NUMBER,
  viewBox: /^-?\d{1,6}( -?\d{1,6}){3}$/,
  fill: COLOR, stroke: COLOR,
  'stroke-width': NUMBER,
  'stroke-linecap': /^(round|butt|square)$/,
  'font-size': NUMBER,
  'font-weight': /^(bold|normal|\d{3})$/,
  'font-family': /^[A-Za-z0-9 ,-]{1,80}$/,
  'text-anchor': /^(start|middle|end)$/,
  d: /^[MLHVZ0-9 .,-]{1,400}$/,
};
// The elements, and which of VALUES' attributes each may carry.
const ELEMENTS = {
  svg: ['width', 'height', 'viewBox', 'font-family'],
  title: [],
  g: ['fill', 'stroke'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'fill', 'stroke', 'stroke-width'],
  text: ['x', 'y', 'font-size', 'font-weight', 'text-anchor', 'fill'],
  line: ['x1', 'y1', 'x2', 'y2', 'stroke', 'stroke-width', 'stroke-linecap'],
  path: ['d', 'fill', 'stroke', 'stroke-width'],
};
const TEXT_IN = new Set(['title', 'text']);

/** The page's own copy of the SVG picture `text` (an <svg> element built with createElementNS
 *  from the allow-list), or null when the text is not a picture the library makes. */
export function safeSvg(text) {
  const s = String(text ?? '');
  if (s.length > MAX_TEXT || /<!DOCTYPE|<!ENTITY|<!\[CDATA\[/i.test(s)) return null;
  const doc = new DOMParser().parseFromString(s, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== NS || root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length) return null;
  let count = 0;
  const copy = (from) => {
    if (++count > MAX_ELEMENTS) return null;
    const allowed = ELEMENTS[from.localName];
    if (!allowed || from.namespaceURI !== NS) return null;
    const to = document.createElementNS(NS, from.localName);
    for (const name of allowed) {
      const v = from.getAttribute(name);
      if (v !== null && VALUES[name].test(v)) to.setAttribute(name, v);
    }
    if (TEXT_IN.has(from.localName)) {
      to.textContent = from.textContent.slice(0, 200);
      return to;
    }
    for (const child of from.children) {
      const c = copy(child);
      if (c) to.append(c);
    }
    return to;
  };
  const out = copy(root);
  return count > MAX_ELEMENTS ? null : out;
}

/** Show the picture `text` in el (its old content replaced); false, and el emptied, when the
 *  text is not a picture the library makes. */
export function showSvg(el, text) {
  const svg = safeSvg(text);
  if (svg) el.replaceChildren(svg);
  else el.replaceChildren();
  return svg !== null;
}
