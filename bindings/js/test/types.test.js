// SPDX-License-Identifier: MIT
// index.d.ts declares the whole API: every export of puzzle8.js, and every public method,
// getter, static and instance property of its classes (read from live objects), has a
// declaration of that name, in its class's block for members. A function added to the package
// without its type fails here; tsc --strict checks the declarations themselves (make js-types).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as p8 from '../puzzle8.js';

const dts = readFileSync(new URL('../index.d.ts', import.meta.url), 'utf8');

// The body of `export declare class NAME ... {` up to its closing "}" at the start of a line.
function classBlock(name) {
  if (new RegExp(`^export declare class ${name}\\b[^{\\n]*\\{\\}$`, 'm').test(dts)) return '';
  const m = dts.match(new RegExp(`^export declare class ${name}\\b[^{]*\\{\\n([\\s\\S]*?)^\\}`, 'm'));
  return m ? m[1] : null;
}
// What every Error has (name, message, stack): declared by the global Error that Puzzle8Error
// extends.
const ERROR_MEMBERS = new Set([...Object.getOwnPropertyNames(Error.prototype), 'stack']);
// Whether a block declares member `name` (a property, method, getter or static).
function declares(block, name) {
  return new RegExp(`^ +(?:static +)?(?:readonly +)?${name}\\??\\s*[(:<]`, 'm').test(block);
}

test('every export of puzzle8.js is declared', () => {
  const missing = Object.keys(p8).filter((name) =>
    !new RegExp(`^export declare (?:const|class|function) ${name}\\b`, 'm').test(dts) &&
    !new RegExp(`^export \\{ *\\w+ as ${name} *\\};`, 'm').test(dts));
  assert.deepEqual(missing, [], `exports of puzzle8.js missing from index.d.ts: ${missing.join(', ')}`);
});

// Live instances of each class, for the properties their constructors set.
function instances() {
  const search = new p8.Search();
  const result = p8.solve('806547231');
  const table = new p8.Table();
  const tree = new p8.Tree(2);
  const pdb = new p8.PatternDatabase('12/34/56/78');
  const out = {
    Board: [new p8.Board('806547231')], Search: [search], Result: [result], Stats: [result.stats], Table: [table],
    Tree: [tree], PatternDatabase: [pdb],
  };
  for (const [name, value] of Object.entries(p8)) {
    if (typeof value === 'function' && (value === p8.Puzzle8Error || value.prototype instanceof p8.Puzzle8Error)) {
      out[name] = [new value('message', -1)];
    }
  }
  return { out, free: () => { search.free(); result.free(); table.free(); tree.free(); pdb.free(); } };
}

test('every public member of every class is declared in its class', () => {
  const { out, free } = instances();
  try {
    const missing = [];
    for (const [name, value] of Object.entries(p8)) {
      if (typeof value !== 'function' || !/^[A-Z]/.test(name) || name === 'Error') continue;
      const block = classBlock(name);
      if (block === null) { missing.push(`class ${name}`); continue; }
      const members = new Set([
        ...Object.getOwnPropertyNames(value.prototype).filter((m) => m !== 'constructor'),
        ...Object.getOwnPropertyNames(value).filter((m) => !['length', 'name', 'prototype'].includes(m)),
        ...(out[name] || []).flatMap((o) => Object.keys(o)),
      ]);
      assert.ok(members.size > 0 || name.endsWith('Error') || name === 'SearchStopped', `${name} has members`);
      const inherited = Object.getPrototypeOf(value.prototype);
      for (const m of members) {
        if (declares(block, m)) continue;
        if (value.prototype instanceof Error && ERROR_MEMBERS.has(m)) continue;
        // Declared on a base class of the package (e.g. .code of every error).
        let base = inherited;
        let found = false;
        while (base && base !== Object.prototype && base !== Error.prototype) {
          const b = classBlock(base.constructor.name);
          if (b && declares(b, m)) { found = true; break; }
          base = Object.getPrototypeOf(base);
        }
        if (!found) missing.push(`${name}.${m}`);
      }
    }
    assert.deepEqual(missing, [], `members missing from index.d.ts: ${missing.join(', ')}`);
  } finally {
    free();
  }
});

test('the check can fail: an undeclared name is found missing', () => {
  assert.equal(declares(classBlock('Search'), 'run'), true);
  assert.equal(declares(classBlock('Search'), 'runFaster'), false);
  assert.equal(classBlock('NoSuchClass'), null);
});
