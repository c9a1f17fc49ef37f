// SPDX-License-Identifier: MIT
// words.js - the one place where the library's names (p8_algorithm_name, p8_heuristic_name,
// p8_duplicates_name, p8_frontier_name, the comparison table's labels) become the words a
// student reads on the page. The names stay the values of the menus and of the link; only what
// is shown changes. A name the library has and this table does not is shown as it is, so a new
// one never breaks the page. REPLACED lists the lab's old words and what replaced them: the
// browser test finds none of the old ones in any state of the lab, and docs/web.md lists them.

export const ALGORITHM_WORDS = {
  bfs: 'Breadth-first search (BFS)',
  dfs: 'Depth-first search (DFS)',
  ucs: 'Uniform-cost search',
  greedy: 'Greedy best-first search',
  astar: 'A* search',
  iddfs: 'Iterative deepening (IDS)',
  idastar: 'Iterative deepening A* (IDA*)',
  bibfs: 'Bidirectional breadth-first',
  'random-walk': 'Random walk',
  rbfs: 'Recursive best-first (RBFS)',
  smastar: 'Memory-bounded A* (SMA*)',
};

// Short names, for the status line, the comparison table and the solution's note.
export const ALGORITHM_SHORT = {
  bfs: 'BFS', dfs: 'DFS', ucs: 'uniform-cost', greedy: 'greedy best-first', astar: 'A*', iddfs: 'IDS',
  idastar: 'IDA*', bibfs: 'bidirectional BFS', 'random-walk': 'random walk', rbfs: 'RBFS', smastar: 'SMA*',
};

export const HEURISTIC_WORDS = {
  zero: 'none (h = 0)',
  'goal-test': 'goal test (0 at the goal, else 1)',
  misplaced: 'misplaced tiles, h1',
  manhattan: 'Manhattan distance, h2',
  'linear-conflict': 'linear conflict',
  gaschnig: 'Gaschnig (relaxed swaps)',
  euclidean: 'Euclidean distance',
  'corner-tiles': 'corner tiles',
  'last-moves': 'last moves',
  'corner-last-moves': 'corner tiles and last moves',
  js: 'your JavaScript (tab 5)',
};

// Heuristics inside a comparison row's label, where commas part the settings.
const HEURISTIC_SHORT = { misplaced: 'misplaced tiles (h1)', manhattan: 'Manhattan (h2)' };

export const DUPLICATE_WORDS = {
  none: 'tree search: every move',
  parent: 'tree search: no undo move',
  path: 'tree search: no cycles',
  graph: 'graph search: each board once',
  'graph-undo': 'graph search, undo move dropped',
  closed: 'closed list only',
};

export const FRONTIER_WORDS = {
  fifo: 'queue (FIFO)', lifo: 'stack (LIFO)', heap: 'priority queue', bucket: 'priority queue', none: 'none', custom: 'yours',
};

/** The word for `name` in `table`, or the name itself. */
export function word(table, name) {
  return table[name] ?? name;
}

/** A row label of the comparison table (p8_compare_row: "astar, manhattan, weights 1,2",
 *  "dfs, depth limit 31", "ucs, reopen") in words: "A*, Manhattan (h2), weights 1, 2". */
export function compareLabel(label) {
  const [alg, ...rest] = String(label).split(', ');
  const parts = rest.map((p) => {
    if (HEURISTIC_WORDS[p]) return HEURISTIC_SHORT[p] ?? HEURISTIC_WORDS[p];
    if (p === 'reopen') return 'reopening';
    return p.replace(/^weights (\d+),(\d+)$/, 'weights $1, $2');
  });
  return [ALGORITHM_SHORT[alg] ?? alg, ...parts].join(', ');
}

// The lab's old words (as regular expressions over what the page shows) and their replacements.
export const REPLACED = [
  [/the preset's own/i, 'the preset\'s own (manhattan)', 'the default named as what it is: Manhattan distance, h2 (default)'],
  [/\bpresets?\b/i, 'preset', 'default'],
  [/\bbucket\b/i, 'bucket', 'priority queue'],
  [/\bheap\b/i, 'heap', 'priority queue'],
  [/\bfifo\b/, 'fifo', 'queue (FIFO)'],
  [/\blifo\b/, 'lifo', 'stack (LIFO)'],
  [/time in C/i, 'time in C, ms', 'time'],
  [/peak KiB/i, 'peak KiB', 'memory'],
  [/max frontier/i, 'max frontier', 'largest frontier'],
  [/frontier now/i, 'frontier now', 'on the frontier'],
  [/live entries/i, 'live entries', 'nodes waiting'],
  [/\bkey \d|frontier key|\bk\d/i, 'key (the frontier key wg·g + wh·h; k13 on a tree\'s card)', 'f, the priority: g + h for A*, wg·g + wh·h with weights'],
  [/Node budget/, 'Node budget (shown for every algorithm)', 'Nodes SMA* may hold (shown for SMA* only)'],
  [/Walk seed/, 'Walk seed (shown for every algorithm)', 'Seed (shown for the random walk only)'],
  [/\b(astar|bfs|dfs|ucs|iddfs|idastar|bibfs|rbfs|smastar|random-walk)\b/, 'the algorithms\' library names (astar, bfs, iddfs, ...)',
    'A* search, Breadth-first search (BFS), Iterative deepening (IDS), ...'],
  [/\b(goal-test|linear-conflict|corner-tiles|last-moves|corner-last-moves)\b/, 'the heuristics\' library names (goal-test, linear-conflict, ...)',
    'goal test, linear conflict, ...'],
  [/\bgraph-undo\b/, 'the duplicate policies\' library names (none, parent, path, graph, graph-undo, closed)',
    'tree search: every move, tree search: no undo move, ..., graph search: each board once, ...'],
  [/^Duplicates$/m, 'Duplicates', 'Repeated boards'],
  [/\boptimal\b/i, 'optimal (compare\'s column)', 'shortest?'],
  [/library default/i, 'library default', 'default goal'],
];
