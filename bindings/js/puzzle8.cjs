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
'use strict';

let loading = null;

/** The initialised puzzle8 module (a promise; rejected if puzzle8.wasm cannot be loaded). */
function load() {
  if (loading === null) loading = import('./puzzle8.js');
  return loading;
}

module.exports = { load };
