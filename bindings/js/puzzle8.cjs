// SPDX-License-Identifier: MIT
// puzzle8.cjs - the CommonJS entry point: what require('puzzle8') gives.
//
// The package is an ES module (puzzle8.js) that loads the WebAssembly library with top-level
// await, so that after `import` everything is synchronous. require() cannot wait for that: Node
// refuses to require such a module (ERR_REQUIRE_ASYNC_MODULE, or ERR_REQUIRE_ESM in Node 20).
// So require('puzzle8') gives one function, load(), whose promise resolves to the initialised
// module: the same namespace object, with the same classes, as `import * as p from 'puzzle8'`.
// Every call returns the same promise (the module is loaded once per process):
//
//   const { load } = require('puzzle8');
//   load().then(({ solve }) => console.log(solve('8 0 6 5 4 7 2 3 1').moves));
//   // or, in an async function:  const { Board, Search } = await load();
//
// Every other name of the module read from require('puzzle8') (`require('puzzle8').solve`,
// `const { Board } = require('puzzle8')`) throws an Error that says to call and await load(),
// before and after load() alike, rather than being a silent undefined. Those names are the
// exports of puzzle8.js, listed below (test/package.test.js fails when the lists differ); any
// other name (`then`, `__esModule`, symbols: what tools look for) is undefined, as on any object.
'use strict';

let loading = null;

/** The initialised puzzle8 module (a promise; rejected if puzzle8.wasm cannot be loaded). */
function load() {
  if (loading === null) loading = import('./puzzle8.js');
  return loading;
}

// The exports of puzzle8.js, in its order.
const NAMES = [
  'ABI_MAJOR', 'libraryVersion',
  'Board', 'MOVES', 'HEURISTICS',
  'Result', 'Stats', 'STATS',
  'Search', 'solve', 'compareRows', 'ALGORITHMS', 'FRONTIERS', 'EVENTS', 'DUPLICATES',
  'Tree',
  'Table', 'checkHeuristic', 'dominance', 'CHECK_NAMES', 'DOMINANCE_NAMES',
  'PatternDatabase',
  'experiment', 'effectiveBranching', 'EXPERIMENTS', 'EXPERIMENT_FIELDS',
  'choices', 'choice', 'algorithmInfo', 'heuristicInfo', 'options', 'CHOICE_KINDS',
  'Puzzle8Error', 'Error', 'InvalidArgumentError', 'IllegalMoveError', 'OutOfMemoryError',
  'BoardError', 'UnsolvableError', 'SearchStopped', 'LimitReached', 'Canceled', 'NotFound', 'BusyError',
];

function notLoaded(name) {
  return new Error(`require('puzzle8').${name}: require('puzzle8') gives only load(), because the ` +
    'library is WebAssembly, loaded asynchronously. Call and await load(), then take the names ' +
    `from the module it resolves to: const { ${name} } = await require('puzzle8').load();`);
}

const entry = { load };
for (const name of NAMES) {
  // Not enumerable: Object.keys, spreading and console.log show load alone.
  Object.defineProperty(entry, name, {
    enumerable: false,
    get() { throw notLoaded(name); },
  });
}

module.exports = entry;
