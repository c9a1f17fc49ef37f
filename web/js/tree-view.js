// SPDX-License-Identifier: MIT
// tree-view.js - the search tree, drawn from the library's node records (worker-session.js:
// every node of the first expansions with the library's id, parent, move, g, h, key, side) as
// SVG the person can pan and zoom (drag, wheel, pinch, buttons, keys). Each node shows its id
// (the same number as in the frontier table and the trace), its board and g h f; its colour
// says what it is, as the AIMA demos colour theirs: expanded, the newest expansion, on the
// frontier, the next to expand, replaced or left by an earlier pass, duplicate, cut off, goal.
// Both trees of bidirectional BFS are drawn side by side; older passes of iterative deepening
// are folded, and so are finished subtrees once the tree is big; a double-click folds any node.

const NS = 'http://www.w3.org/2000/svg';
const W = 66, H = 94, SLOT = 76, LEVEL = 132;   // card, leaf column, level (SVG units)
const BIG = 160;                                 // beyond this many cards, finished subtrees fold
const ZOOM_MIN = 0.12, ZOOM_MAX = 3;

function svgEl(tag, attrs = {}, text = '') {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text) e.textContent = text;
  return e;
}

/** The state of each record as the picture colours it. */
function states(tree, view) {
  const live = tree.live ? new Set(tree.live) : null;
  const path = new Set();
  const end = view.end;
  if (view.done && end?.solved && end.path) {
    const len = end.path.length - 1;
    for (const r of tree.records) {
      const at = r.side ? len - r.g : r.g;
      if (at >= 0 && at <= len && end.path[at] === r.board) path.add(r.uid);
    }
  }
  const current = view.pos === tree.k && !view.done ? tree.records.find((r) => r.exp === tree.k && tree.k > 0) : null;
  const out = new Map();
  for (const r of tree.records) {
    let s;
    if (r.id !== null && r.id === tree.next && !view.done && view.pos === tree.k) s = 'next';
    else if (r.goal) s = 'goal';
    else if (r.dup) s = 'dup';
    else if (r.exp) s = r === current ? 'current' : 'expanded';
    else if (r.id === null) s = 'cut';
    else if (!live || live.has(r.id)) s = 'frontier';
    else if ((tree.maxdepth !== null && r.g >= tree.maxdepth) || (tree.driver === 'deepen-depth' && r.bound !== null && r.g >= r.bound)) s = 'cut';
    else s = 'dropped';
    out.set(r.uid, { state: s, path: path.has(r.uid) });
  }
  return { out, current };
}

export class TreeView {
  /** box: the focusable element the picture goes in; onSelect(record): a node was clicked. */
  constructor(box, { onSelect = () => {}, onChange = () => {} } = {}) {
    this.box = box;
    this.onSelect = onSelect;
    this.onChange = onChange;
    this.svg = svgEl('svg', { class: 'tree-svg', 'aria-hidden': 'true' });
    this.world = svgEl('g');
    this.svg.append(this.world);
    box.append(this.svg);
    this.t = { x: 0, y: 0, s: 1 };
    this.follow = true;
    this.userFold = new Map();          // uid -> true (folded) / false (opened) by the person
    this.nodes = new Map();
    this.tree = null;
    this.highlighted = null;
    this.#pointer();
    this.#keys();
  }

  /** Draw tree (records of the first k expansions) for view (the session's state); fresh: a
   *  new run (folds forgotten, the view opens on the root). */
  update(tree, view, fresh = false) {
    // The same records in the same state (a run beyond the drawn expansions): nothing to redo.
    const sig = `${tree.k}/${tree.records.length}/${tree.next}/${view.done}/${view.pos === tree.k}/${view.end?.at}`;
    if (!fresh && this.tree && sig === this.sig) return;
    this.sig = sig;
    if (fresh || !this.tree) {                     // a new run: its root, at size 1, followed
      this.userFold.clear();
      this.t.s = 1;
      this.setFollow(true);
    }
    const first = fresh || !this.tree;
    this.tree = tree;
    this.view = view;
    this.#build();
    if (first && tree.k === 0) this.root(0, false);
    else if (this.follow || first) this.newest(false);
    this.#draw();
    this.#apply();
  }

  clear() {
    this.tree = null;
    this.sig = '';
    this.nodes = new Map();
    this.world.replaceChildren();
  }

  // Children lists, depths, the folds, the layout.
  #build() {
    const { out, current } = states(this.tree, this.view);
    this.current = current;
    const nodes = new Map();
    for (const r of this.tree.records) nodes.set(r.uid, { r, ...out.get(r.uid), kids: [], x: 0, depth: 0, hidden: 0 });
    const roots = [];
    for (const n of nodes.values()) {
      const p = n.r.parent === null ? null : nodes.get(n.r.parent);
      if (p && p !== n) p.kids.push(n);
      else roots.push(n);
    }
    this.roots = roots;
    this.nodes = nodes;
    // Count each subtree and whether anything in it is still alive (frontier, next, newest, goal, path).
    const count = (n) => {
      n.size = 1;
      n.alive = n.state === 'frontier' || n.state === 'next' || n.state === 'current' || n.state === 'goal' || n.path;
      for (const c of n.kids) {
        count(c);
        n.size += c.size;
        n.alive ||= c.alive;
      }
    };
    roots.forEach(count);
    // Fold: the older passes of a deepening search (each side keeps its newest root), then the
    // largest finished subtrees while the picture is big. The person's own folds win.
    const fold = new Set();
    const newest = new Map();
    for (const r of roots) newest.set(r.r.side, r);
    for (const r of roots) if (newest.get(r.r.side) !== r && r.kids.length) fold.add(r.r.uid);
    let shown = [...nodes.values()].length - [...fold].reduce((a, uid) => a + nodes.get(uid).size - 1, 0);
    if (shown > BIG) {
      const finished = [...nodes.values()].filter((n) => !n.alive && n.kids.length && !fold.has(n.r.uid))
        .sort((a, b) => b.size - a.size);
      const folded = (n) => {
        for (let p = nodes.get(n.r.parent); p; p = nodes.get(p.r.parent)) if (fold.has(p.r.uid)) return true;
        return false;
      };
      for (const n of finished) {
        if (shown <= BIG) break;
        if (folded(n)) continue;
        fold.add(n.r.uid);
        shown -= n.size - 1;
      }
    }
    for (const [uid, f] of this.userFold) {
      if (!nodes.has(uid)) continue;
      if (f) fold.add(uid);
      else fold.delete(uid);
    }
    this.fold = fold;
    // Layout: leaves side by side in order, each parent over the middle of its children.
    let slot = 0;
    const place = (n, depth) => {
      n.depth = depth;
      const kids = fold.has(n.r.uid) ? [] : n.kids;
      n.hidden = fold.has(n.r.uid) ? n.size - 1 : 0;
      if (!kids.length) {
        n.x = slot++;
        return;
      }
      for (const c of kids) place(c, depth + 1);
      n.x = (kids[0].x + kids[kids.length - 1].x) / 2;
    };
    for (const r of roots) {
      place(r, 0);
      slot += 1;
    }
    this.width = Math.max(1, slot - 1) * SLOT;
  }

  #visible() {
    const out = [];
    const walk = (n) => {
      out.push(n);
      if (!this.fold.has(n.r.uid)) n.kids.forEach(walk);
    };
    this.roots.forEach(walk);
    return out;
  }

  // Draw the nodes in view (and a margin around it), so a big tree costs what a screenful
  // costs; zoomed far out, each node is a coloured card with its id only.
  #draw() {
    const shown = this.#visible();
    this.shown = shown;
    const [w, h] = this.#size();
    const s = this.t.s;
    const mx = w / s, my = h / s;     // margins: one viewport on each side
    const x0 = -this.t.x / s - mx, x1 = (w - this.t.x) / s + mx;
    const y0 = -this.t.y / s - my, y1 = (h - this.t.y) / s + my;
    this.drawn = { x0, x1, y0, y1, s };
    const inside = (x, y) => x >= x0 - W && x <= x1 + W && y >= y0 - H && y <= y1 + H;
    const detail = s >= 0.45;
    const edges = svgEl('g', { class: 'edges' });
    const cards = svgEl('g', { class: 'cards' });
    const xy = (n) => [n.x * SLOT, n.depth * LEVEL];
    for (const n of shown) {
      const [x, y] = xy(n);
      const parent = this.nodes.get(n.r.parent);
      const here = inside(x, y);
      if (parent && parent !== n) {
        const [px, py] = xy(parent);
        if (here || inside(px, py)) {
          const onPath = n.path && parent.path;
          edges.append(svgEl('path', { d: `M ${px} ${py + H / 2} C ${px} ${py + H / 2 + 24} ${x} ${y - H / 2 - 24} ${x} ${y - H / 2}`,
            class: onPath ? 'edge path' : 'edge' }));
          if (n.r.move && detail && here) edges.append(svgEl('text', { x: (px + 3 * x) / 4 + 6, y: y - H / 2 - 10, class: onPath ? 'move path' : 'move' }, n.r.move));
        }
      }
      if (!here) continue;
      if (n.depth === 0) {
        const label = n.r.side ? 'goal (searched back)' : 'start';
        const pass = n.r.bound !== null ? `, bound ${n.r.bound}` : '';
        cards.append(svgEl('text', { x, y: y - H / 2 - 14, class: 'root-label' }, `${label}${pass}`));
      }
      cards.append(this.#card(n, x, y, detail));
    }
    this.world.replaceChildren(edges, cards);
    this.#describe();
  }

  #card(n, x, y, detail) {
    const r = n.r;
    const g = svgEl('g', { class: `node s-${n.state}${n.path ? ' on-path' : ''}${this.highlighted === r.uid ? ' hl' : ''}`,
      transform: `translate(${x - W / 2} ${y - H / 2})`, 'data-uid': r.uid });
    g.append(svgEl('rect', { class: 'card', width: W, height: H, rx: 7 }));
    if (!detail) {
      g.append(svgEl('text', { class: 'id big-id', x: W / 2, y: H / 2 + 10 }, r.id === null ? '–' : String(r.id)));
      this.#stub(g, n);
      return g;
    }
    g.append(svgEl('text', { class: 'id', x: 6, y: 14 }, r.id === null ? '–' : String(r.id)));
    const mark = { current: 'newest', next: 'next', goal: 'goal', dup: 'dup', cut: 'cut' }[n.state];
    if (mark) {                                     // a tag on the card's top edge
      g.append(svgEl('rect', { class: 'tag', x: W - 46, y: -8, width: 44, height: 15, rx: 7 }));
      g.append(svgEl('text', { class: 'mark', x: W - 24, y: 3 }, mark));
    }
    const b = r.board.replace('0', '·');
    for (let i = 0; i < 3; i++) g.append(svgEl('text', { class: 'tiles', x: W / 2, y: 34 + 16 * i }, `${b[3 * i]} ${b[3 * i + 1]} ${b[3 * i + 2]}`));
    g.append(svgEl('text', { class: 'ghf', x: W / 2, y: 85 }, `g${r.g} h${r.h} f${r.key}`));
    this.#stub(g, n);
    return g;
  }

  // A folded node: how many nodes it hides, under it.
  #stub(g, n) {
    if (!n.hidden) return;
    g.append(svgEl('rect', { class: 'stub', x: W / 2 - 26, y: H + 6, width: 52, height: 20, rx: 10 }));
    g.append(svgEl('text', { class: 'stub-text', x: W / 2, y: H + 21 }, `+${n.hidden}`));
  }

  #describe() {
    const all = [...this.nodes.values()];
    const count = (s) => all.filter((n) => n.state === s).length;
    const t = this.tree;
    const next = all.find((n) => n.state === 'next');
    const parts = [`search tree of the first ${t.k} expansions: ${all.length} nodes, ${count('expanded') + count('current')} expanded, ` +
      `${count('frontier') + count('next')} on the frontier`];
    if (this.current) parts.push(`newest expansion: node ${this.current.id}`);
    if (next) parts.push(`next to expand: node ${next.r.id}`);
    if (this.roots.length > 1) parts.push(`${this.roots.length} roots`);
    this.box.setAttribute('aria-label', `${parts.join('; ')}.`);
  }

  /** Emphasise the node with this library id (from the frontier table), or none. */
  highlight(id) {
    const n = id === null ? null : [...this.nodes.values()].find((m) => m.r.id === id);
    this.highlighted = n ? n.r.uid : null;
    for (const e of this.world.querySelectorAll('.node.hl')) e.classList.remove('hl');
    if (n) this.world.querySelector(`.node[data-uid="${n.r.uid}"]`)?.classList.add('hl');
  }

  /** Bring the node with this library id into view (unfolding what hides it); draw: now. */
  reveal(id, draw = true, mark = true) {
    let n = [...this.nodes.values()].find((m) => m.r.id === id);
    if (!n) return false;
    let hidden = false;
    for (let p = this.nodes.get(n.r.parent); p; p = this.nodes.get(p.r.parent)) {
      if (this.fold.has(p.r.uid)) {
        this.userFold.set(p.r.uid, false);
        hidden = true;
      }
    }
    if (hidden) {
      this.#build();
      n = this.nodes.get(n.r.uid);
    }
    if (mark) this.highlighted = n.r.uid;
    this.#centre(n, 0.45, false);
    if (draw) {
      this.#draw();
      this.#apply();
    }
    return true;
  }

  // ---- the view: pan and zoom ------------------------------------------------------------
  #apply() {
    this.world.setAttribute('transform', `translate(${this.t.x} ${this.t.y}) scale(${this.t.s})`);
    this.onChange(this.t);
    // Moved beyond what was drawn, or across the zoom where cards lose their detail: draw again.
    const d = this.drawn;
    if (!d || !this.shown) return;
    const [w, h] = this.#size();
    const s = this.t.s;
    const out = -this.t.x / s < d.x0 || (w - this.t.x) / s > d.x1 || -this.t.y / s < d.y0 || (h - this.t.y) / s > d.y1;
    if (out || (s >= 0.45) !== (d.s >= 0.45) || s < d.s / 2) {
      if (!this.frame) {
        this.frame = requestAnimationFrame(() => {
          this.frame = 0;
          this.#draw();
        });
      }
    }
  }

  // The box's size, kept by a ResizeObserver (reading it would force the page's layout).
  #size() {
    if (!this.boxSize) {
      const r = this.box.getBoundingClientRect();
      this.boxSize = [r.width, r.height];
      new ResizeObserver(([e]) => {
        this.boxSize = [e.contentRect.width, e.contentRect.height];
      }).observe(this.box);
    }
    return [Math.max(100, this.boxSize[0]), Math.max(100, this.boxSize[1])];
  }

  #centre(n, top = 0.45, apply = true) {
    const [w, h] = this.#size();
    this.t.x = w / 2 - n.x * SLOT * this.t.s;
    this.t.y = h * top - n.depth * LEVEL * this.t.s;
    if (apply) this.#apply();
  }

  zoom(f, cx = null, cy = null) {
    const [w, h] = this.#size();
    const px = cx ?? w / 2, py = cy ?? h / 2;
    const s = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, this.t.s * f));
    this.t.x = px - ((px - this.t.x) * s) / this.t.s;
    this.t.y = py - ((py - this.t.y) * s) / this.t.s;
    this.t.s = s;
    this.#apply();
  }

  pan(dx, dy) {
    this.t.x += dx;
    this.t.y += dy;
    this.setFollow(false);
    this.#apply();
  }

  fit() {
    if (!this.shown) return;
    const [w, h] = this.#size();
    const depth = Math.max(...this.shown.map((n) => n.depth));
    const tw = this.width + W + 40, th = depth * LEVEL + H + 60;
    this.t.s = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.min(w / tw, h / th)));
    this.t.x = (w - this.width * this.t.s) / 2;
    this.t.y = (H / 2 + 30) * this.t.s;
    this.setFollow(false);
    this.#apply();
  }

  root(side = 0, apply = true) {
    const r = this.roots?.filter((n) => n.r.side === side).pop();
    if (r) this.#centre(r, 0.18, apply);
  }

  newest(apply = true) {
    const all = [...(this.nodes?.values() ?? [])];
    const n = all.find((m) => m.state === 'current') ?? all.find((m) => m.state === 'next') ??
      all.find((m) => m.state === 'goal');
    if (n) this.reveal(n.r.id, apply, false);
    else this.root(0, apply);
  }

  setFollow(on) {
    this.follow = on;
    this.onChange(this.t);
  }

  get hasGoalTree() {
    return !!this.roots?.some((n) => n.r.side === 1);
  }

  toggleFold(uid) {
    const n = this.nodes.get(uid);
    if (!n || !n.kids.length) return;
    this.userFold.set(uid, !this.fold.has(uid));
    this.#build();
    this.#draw();
    this.#apply();
  }

  #nodeAt(target) {
    const g = target.closest?.('.node');
    return g ? this.nodes.get(Number(g.dataset.uid)) : null;
  }

  #pointer() {
    const pts = new Map();
    let last = null;
    let moved = 0;
    let down = null;
    const box = this.box;
    box.addEventListener('pointerdown', (e) => {
      pts.set(e.pointerId, [e.clientX, e.clientY]);
      moved = 0;
      last = null;
      down = this.#nodeAt(e.target);
    });
    box.addEventListener('pointermove', (e) => {
      if (!pts.has(e.pointerId)) return;
      const prev = pts.get(e.pointerId);
      pts.set(e.pointerId, [e.clientX, e.clientY]);
      if (pts.size === 1) {
        moved += Math.abs(e.clientX - prev[0]) + Math.abs(e.clientY - prev[1]);
        if (moved > 4) {
          if (!box.hasPointerCapture?.(e.pointerId)) box.setPointerCapture?.(e.pointerId);
          this.pan(e.clientX - prev[0], e.clientY - prev[1]);
        }
      } else if (pts.size === 2) {
        const [a, b] = [...pts.values()];
        const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
        const r = box.getBoundingClientRect();
        if (last) this.zoom(d / last, (a[0] + b[0]) / 2 - r.left, (a[1] + b[1]) / 2 - r.top);
        last = d;
        moved = 99;
        this.setFollow(false);
      }
    });
    const up = (e) => {
      pts.delete(e.pointerId);
      if (pts.size < 2) last = null;
    };
    box.addEventListener('pointerup', up);
    box.addEventListener('pointercancel', up);
    box.addEventListener('click', (e) => {
      if (moved > 4) return;
      const n = this.#nodeAt(e.target) ?? down;
      if (!n) return;
      if (n.hidden) this.toggleFold(n.r.uid);
      this.highlight(n.r.id);
      if (n.r.id === null) this.highlighted = null;
      this.onSelect(n.r, n.state);
    });
    box.addEventListener('dblclick', (e) => {
      const n = this.#nodeAt(e.target);
      if (n) this.toggleFold(n.r.uid);
    });
    box.addEventListener('wheel', (e) => {
      e.preventDefault();
      const r = box.getBoundingClientRect();
      this.zoom(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)), e.clientX - r.left, e.clientY - r.top);
      this.setFollow(false);
    }, { passive: false });
  }

  #keys() {
    this.box.addEventListener('keydown', (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const step = 60;
      const act = {
        ArrowLeft: () => this.pan(step, 0), ArrowRight: () => this.pan(-step, 0),
        ArrowUp: () => this.pan(0, step), ArrowDown: () => this.pan(0, -step),
        '+': () => this.zoom(1.25), '=': () => this.zoom(1.25), '-': () => this.zoom(0.8), 0: () => this.fit(),
        Home: () => { this.setFollow(false); this.root(); }, End: () => this.newest(),
        f: () => this.setFollow(!this.follow), g: () => { this.setFollow(false); this.root(1); },
      }[e.key];
      if (!act) return;
      e.preventDefault();
      e.stopPropagation();
      act();
    });
  }
}
