// SPDX-License-Identifier: MIT
// tree.js - Tree: the search tree of a run (p8_tree), recorded by search.run(start, goal,
// { tree }) (p8_tree_run) and drawn by the C library as SVG (p8_svg_tree) or DOT (p8_dot_tree).
import { C, collectText, toU64, u32At, withScratch } from './lib.js';
import { InvalidArgumentError, check, errorFor } from './errors.js';
import { resultHandle } from './result.js';

const handles = new WeakMap();
const finalizer = new FinalizationRegistry((h) => C.p8_tree_free(h));

/** The C p8_tree of a Tree; throws if it was freed. For the package's own modules. */
export function treeHandle(tree) {
  const h = handles.get(tree);
  if (!h) throw new InvalidArgumentError('invalid argument: not a Tree, or a freed one');
  return h;
}

/**
 * A search tree that keeps the nodes of the first maxExpansions expansions of a run (each
 * expanded node and every node it generated); search.run(start, goal, { tree }) fills it.
 * svg(path) and dot(path) draw it, path being a solved Result of the same start (drawn in
 * orange) or null. free() frees it now; otherwise the garbage collector does.
 */
export class Tree {
  constructor(maxExpansions = 12) {
    const n = toU64(maxExpansions, 'maxExpansions', InvalidArgumentError);
    const h = withScratch((alloc) => {
      const out = alloc(4);
      check(C.p8_tree_new(n, out));
      return u32At(out);
    });
    handles.set(this, h);
    finalizer.register(this, h, this);
  }

  /** The number of node records the tree holds. */
  get count() { return C.p8_tree_count(treeHandle(this)); }

  #draw(fn, path) {
    const t = treeHandle(this);
    const r = path == null ? 0 : resultHandle(path);
    if (path != null && !r) throw new InvalidArgumentError('invalid argument: path is not a Result, or a freed one');
    const [rc, text] = collectText((write, ud) => fn(t, r, write, ud));
    if (rc !== 0) throw errorFor(rc, 'drawing the tree');
    return text;
  }

  /** The tree as SVG (p8_svg_tree). */
  svg(path = null) { return this.#draw(C.p8_svg_tree, path); }

  /** The tree as DOT for Graphviz (p8_dot_tree). */
  dot(path = null) { return this.#draw(C.p8_dot_tree, path); }

  /** Free the C tree now. */
  free() {
    const h = handles.get(this);
    if (!h) return;
    handles.delete(this);
    finalizer.unregister(this);
    C.p8_tree_free(h);
  }

  [Symbol.dispose]() { this.free(); }
}
