// SPDX-License-Identifier: MIT
// use-using.ts - explicit resource management (`using`, TypeScript 5.2 with the esnext.disposable
// lib): Search, Tree and Table free their C objects at the end of the block.
import { Search, Table, Tree } from 'puzzle8';

export function scoped(): number {
  using search = new Search({ algorithm: 'bfs' });
  using tree = new Tree(3);
  using table = new Table();
  return search.run('123456708', null, { tree }).length + table.distance('123456708') + (tree.count > 0 ? 1 : 0);
}
if (scoped() !== 3) throw new Error('use-using.ts: using');
console.log('use-using.ts: Search, Tree and Table disposed');
