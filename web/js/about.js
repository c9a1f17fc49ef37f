// SPDX-License-Identifier: MIT
// about.js - one plain sentence on what each algorithm, heuristic and duplicate policy does, for
// the line under each menu. The names are the library's (p8_algorithm_name, p8_heuristic_name,
// p8_duplicates_name, read from the worker); a name the library has and this table does not is
// shown without a sentence, so a new one never breaks the page.

export const ALGORITHMS = {
  bfs: 'Breadth-first: expands the shallowest node first (a FIFO queue); finds a shortest solution, but keeps many boards.',
  dfs: 'Depth-first: expands the deepest node first (a LIFO stack); little memory, but its solutions can be very long.',
  ucs: 'Uniform-cost: expands the cheapest path so far (smallest g); with moves of cost 1 it behaves as breadth-first.',
  greedy: 'Greedy best-first: expands the node that looks closest to the goal (smallest h); fast, but not shortest.',
  astar: 'A*: expands the node with the smallest f = g + h; shortest solutions when h never overestimates.',
  iddfs: 'Iterative deepening: depth-first passes limited to depth 0, 1, 2, …; shortest solutions with little memory.',
  idastar: 'IDA*: depth-first passes limited by f = g + h, the limit rising each pass; A*\'s answer with little memory.',
  bibfs: 'Bidirectional breadth-first: one search from the start and one back from the goal, until they meet.',
  rbfs: 'Recursive best-first: follows the best child until an alternative looks better, then backs up and forgets; A*\'s answer in linear memory, re-expanding what it forgot.',
  smastar: 'SMA*: A* that holds at most a given number of nodes, forgetting the worst leaves and making them again when needed; shortest solutions if it may hold the path.',
  'random-walk': 'Random walk: a random legal move each step until it reaches the goal; no memory and no guarantee.',
};

export const HEURISTICS = {
  zero: 'none: h is 0 everywhere (A* then behaves as uniform-cost search).',
  'goal-test': 'goal test: h is 0 at the goal and 1 everywhere else.',
  misplaced: 'misplaced tiles: how many tiles are not on their goal square (the blank not counted).',
  manhattan: 'Manhattan distance: for each tile, the rows plus the columns to its goal square, added up.',
  'linear-conflict': 'linear conflict: Manhattan plus 2 for each tile that must step aside to let another in its goal row or column pass.',
  gaschnig: 'Gaschnig (relaxed adjacency): the swaps with the blank it would take if any tile could swap with the blank, wherever it is.',
  euclidean: 'Euclidean distance: for each tile, the straight-line distance to its goal square, summed and rounded up.',
  'corner-tiles': 'corner tiles: linear conflict plus Korf and Taylor\'s corner-tiles bonus; admissible, but not consistent.',
  'last-moves': 'last moves: linear conflict plus Korf and Taylor\'s last-moves bonus; admissible, but not consistent.',
  'corner-last-moves': 'corner tiles and last moves: linear conflict plus both bonuses; admissible, but not consistent.',
  js: 'your JavaScript function from the Heuristic tab, run in the lab\'s worker.',
};

export const DUPLICATES = {
  none: 'Tree search: every move is made, even the one that undoes the last, so boards come back again and again.',
  parent: 'Tree search that never undoes the last move; nothing else is checked.',
  path: 'Tree search that also drops a board already on the path from the start to it (no cycles).',
  graph: 'Graph search: remember every board seen; drop one reached again by a path that is no shorter.',
  'graph-undo': 'Graph search as textbook programs write it: the move that undoes the last is made too, then dropped.',
  closed: 'A closed list only: drop a board already expanded; one waiting on the frontier is added again (the textbook programs\' check).',
};

/** The sentence for name in table, or "" when there is none. */
export function about(table, name) {
  return table[name] ?? '';
}
