// SPDX-License-Identifier: MIT
// words.js - the one place where the library's names (p8_algorithm_name, p8_heuristic_name,
// p8_duplicates_name, p8_frontier_name, the comparison table's labels) become the words a
// student reads on the page. The names stay the values of the menus and of the link; only what
// is shown changes. A name the library has and this table does not is shown as it is, so a new
// one never breaks the page. REPLACED lists the lab's old words and what replaced them: the
// browser test finds none of the old ones in any state of the lab, and docs/web.md lists them.

// Each table is filled from the library's configuration table (p8_choice_title and
// p8_choice_label, read by the worker: setCatalog), so the page says what the command, Python
// and the experiments say; only what is the lab's own is written here (your JavaScript
// heuristic, "none" and "yours" for a frontier).

/** Menu words of the algorithms: the title, and the course's short label where it adds one
 *  ("Breadth-first search (BFS)"). */
export const ALGORITHM_WORDS = {};
/** Short names, for the status line, the comparison table and the solution's note ("BFS"). */
export const ALGORITHM_SHORT = {};
/** Menu words of the heuristics ("Manhattan distance, h2"). */
export const HEURISTIC_WORDS = { js: 'your JavaScript (tab 5)' };
// Heuristics inside a comparison row's label, where commas part the settings ("Manhattan
// distance (h2)").
const HEURISTIC_SHORT = {};
/** Menu words of the duplicate policies ("graph search: each board once"). */
export const DUPLICATE_WORDS = {};
/** Words of the frontiers ("queue (FIFO)", "priority queue"). */
export const FRONTIER_WORDS = { none: 'none', custom: 'yours' };

// A label is added to a title when it is a short name the title does not already say.
const adds = (c) => !/\s/.test(c.label) && !c.title.toLowerCase().includes(c.label.toLowerCase());

/** Fill the tables from the library's lists (the worker's init: catalog.algorithm, .heuristic,
 *  .duplicates, .frontier, each a list of { name, title, label, summary }). */
export function setCatalog(catalog) {
  for (const c of catalog.algorithm) {
    ALGORITHM_WORDS[c.name] = adds(c) ? `${c.title} (${c.label})` : c.title;
    ALGORITHM_SHORT[c.name] = c.label;
  }
  for (const c of catalog.heuristic) {
    HEURISTIC_WORDS[c.name] = adds(c) ? `${c.title}, ${c.label}` : c.title;
    HEURISTIC_SHORT[c.name] = adds(c) ? `${c.title} (${c.label})` : c.title;
  }
  for (const c of catalog.duplicates) DUPLICATE_WORDS[c.name] = c.title;
  for (const c of catalog.frontier) FRONTIER_WORDS[c.name] = c.title;
}

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
