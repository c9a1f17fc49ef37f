// SPDX-License-Identifier: MIT
// puzzle8.js - the libpuzzle8 JavaScript binding: the C library compiled to WebAssembly
// (puzzle8.wasm, built by `make wasm`), as an ES module for Node 20 and browsers, with the names
// of the Python binding (Board, solve, Search, Result, Stats, the errors). docs/javascript.md.
//
//   import { solve } from './puzzle8.js';
//   const r = solve('8 0 6 5 4 7 2 3 1');
//   console.log(r.length, r.moves, r.stats.expanded);
export { ABI_MAJOR, libraryVersion } from './lib.js';
export { Board, MOVES, HEURISTICS } from './board.js';
export { Result, Stats, STATS } from './result.js';
export { Search, solve, compareRows, ALGORITHMS, FRONTIERS, EVENTS, DUPLICATES } from './search.js';
export { Tree } from './tree.js';
export { Table, checkHeuristic, dominance, CHECK_NAMES, DOMINANCE_NAMES } from './table.js';
export { PatternDatabase } from './pdb.js';
export { experiment, effectiveBranching, EXPERIMENTS, EXPERIMENT_FIELDS } from './experiment.js';
export { choices, choice, algorithmInfo, heuristicInfo, options, CHOICE_KINDS } from './catalog.js';
export {
  Puzzle8Error, Puzzle8Error as Error, InvalidArgumentError, IllegalMoveError, OutOfMemoryError,
  BoardError, UnsolvableError, SearchStopped, LimitReached, Canceled, NotFound, BusyError,
} from './errors.js';
