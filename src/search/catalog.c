/* SPDX-License-Identifier: MIT */
/*
 * catalog.c - the configuration's table: every named value a search can be given (algorithms,
 * heuristics, duplicate policies, frontiers, drivers, events, limits), each with its name, the
 * other names it answers to, a course's label and one sentence in a student's words, and for
 * the algorithms their preset and properties. This is the one place they are written: the
 * presets of p8_search_set_algorithm, the names of p8_algorithm_name and its siblings, the lists
 * and sentences of the command's help and man page, the bindings and the lab all read it.
 */
#include "search.h"

#include <string.h>

#define COUNT(a) ((int)(sizeof(a) / sizeof(a)[0]))

/* A named value (search.h): its name, other names (space-separated, "" for none), its title in
 * words (what a menu shows), the label a course gives it, and its sentence. */
typedef p8__named entry;

const p8__algorithm p8__algorithms[P8__N_ALGORITHMS] = {
    { { "bfs", "breadth-first", "Breadth-first search", "BFS",
        "Breadth-first: expands the shallowest node first (a FIFO queue); finds a shortest "
        "solution, but keeps many boards." },
      { P8_FRONTIER_FIFO, 1, 0, P8_DUP_GRAPH, 1, P8_H_ZERO, P8_DRIVER_ONCE }, 1, P8_MEMORY_STATES },
    { { "dfs", "depth-first", "Depth-first search", "DFS",
        "Depth-first: expands the deepest node first (a LIFO stack); little memory, but its "
        "solutions can be very long." },
      { P8_FRONTIER_LIFO, 1, 0, P8_DUP_GRAPH, 0, P8_H_ZERO, P8_DRIVER_ONCE }, 0, P8_MEMORY_STATES },
    { { "ucs", "uniform-cost", "Uniform-cost search", "UCS",
        "Uniform-cost: expands the cheapest path so far (smallest g); with moves of cost 1 it "
        "behaves as breadth-first." },
      { P8_FRONTIER_BUCKET, 1, 0, P8_DUP_GRAPH, 1, P8_H_ZERO, P8_DRIVER_ONCE }, 1, P8_MEMORY_STATES },
    { { "greedy", "greedy-best-first", "Greedy best-first search", "Greedy",
        "Greedy best-first: expands the node that looks closest to the goal (smallest h); "
        "fast, but not shortest." },
      { P8_FRONTIER_BUCKET, 0, 1, P8_DUP_GRAPH, 1, P8_H_MANHATTAN, P8_DRIVER_ONCE }, 0,
      P8_MEMORY_STATES },
    { { "astar", "a* a-star", "A* search", "A*",
        "A*: expands the node with the smallest f = g + h; shortest solutions when h never "
        "overestimates." },
      { P8_FRONTIER_BUCKET, 1, 1, P8_DUP_GRAPH, 1, P8_H_MANHATTAN, P8_DRIVER_ONCE }, 1,
      P8_MEMORY_STATES },
    { { "iddfs", "ids iterative-deepening", "Iterative deepening", "IDS",
        "Iterative deepening: depth-first passes limited to depth 0, 1, 2, ...; shortest "
        "solutions with little memory." },
      { P8_FRONTIER_LIFO, 1, 0, P8_DUP_PARENT, 1, P8_H_ZERO, P8_DRIVER_DEEPEN_DEPTH }, 1,
      P8_MEMORY_PATH },
    { { "idastar", "ida* ida-star", "Iterative deepening A*", "IDA*",
        "IDA*: depth-first passes limited by f = g + h, the limit rising each pass; A*'s answer "
        "with little memory." },
      { P8_FRONTIER_LIFO, 1, 1, P8_DUP_PARENT, 1, P8_H_MANHATTAN, P8_DRIVER_DEEPEN_F }, 1,
      P8_MEMORY_PATH },
    { { "bibfs", "bidirectional", "Bidirectional breadth-first search", "Bidirectional BFS",
        "Bidirectional breadth-first: one search from the start and one back from the goal, "
        "until they meet." },
      { P8_FRONTIER_FIFO, 1, 0, P8_DUP_GRAPH, 1, P8_H_ZERO, P8_DRIVER_BIDIRECTIONAL }, 1,
      P8_MEMORY_STATES },
    { { "random-walk", "walk", "Random walk", "Random walk",
        "Random walk: a random legal move each step until it reaches the goal; no memory and "
        "no guarantee." },
      { P8_FRONTIER_FIFO, 1, 0, P8_DUP_NONE, 1, P8_H_ZERO, P8_DRIVER_RANDOM_WALK }, 0,
      P8_MEMORY_MOVES },
    { { "rbfs", "recursive-best-first", "Recursive best-first search", "RBFS",
        "Recursive best-first: follows the best child until an alternative looks better, then "
        "backs up and forgets; A*'s answer in linear memory, re-expanding what it forgot." },
      { P8_FRONTIER_FIFO, 1, 1, P8_DUP_PARENT, 1, P8_H_MANHATTAN, P8_DRIVER_RBFS }, 1,
      P8_MEMORY_PATH },
    { { "smastar", "sma* sma-star", "Memory-bounded A*", "SMA*",
        "SMA*: A* that holds at most a given number of nodes, forgetting the worst leaves and "
        "making them again when needed; shortest solutions if it may hold the path." },
      { P8_FRONTIER_FIFO, 1, 1, P8_DUP_PARENT, 1, P8_H_MANHATTAN, P8_DRIVER_SMASTAR }, 1,
      P8_MEMORY_BUDGET },
};

/* Heuristics: the entry, then admissible and consistent for every goal (test_catalog checks
 * both flags against p8_heuristic_check on every board of several goals). */
static const struct heuristic {
    entry e;
    int admissible, consistent;
} catalog_heuristics[P8__N_HEURISTICS] = {
    { { "zero", "", "none (h = 0)", "h = 0",
        "none: h is 0 everywhere (A* then behaves as uniform-cost search)." }, 1, 1 },
    { { "goal-test", "", "goal test (0 at the goal, else 1)", "goal test",
        "goal test: h is 0 at the goal and 1 everywhere else." }, 1, 1 },
    { { "misplaced", "misplaced-tiles h1", "misplaced tiles", "h1",
        "misplaced tiles: how many tiles are not on their goal square (the blank not counted)." },
      1, 1 },
    { { "manhattan", "h2", "Manhattan distance", "h2",
        "Manhattan distance: for each tile, the rows plus the columns to its goal square, added "
        "up." }, 1, 1 },
    { { "linear-conflict", "", "linear conflict", "linear conflict",
        "linear conflict: Manhattan plus 2 for each tile that must step aside to let another in "
        "its goal row or column pass." }, 1, 1 },
    { { "gaschnig", "relaxed-adjacency", "Gaschnig (relaxed swaps)", "Gaschnig",
        "Gaschnig (relaxed adjacency): the swaps with the blank it would take if any tile could "
        "swap with the blank, wherever it is." }, 1, 1 },
    { { "euclidean", "", "Euclidean distance", "Euclidean",
        "Euclidean distance: for each tile, the straight-line distance to its goal square, "
        "summed and rounded up." }, 1, 1 },
    { { "corner-tiles", "", "corner tiles", "corner tiles",
        "corner tiles: linear conflict plus Korf and Taylor's corner-tiles bonus; admissible, "
        "but not consistent." }, 1, 0 },
    { { "last-moves", "", "last moves", "last moves",
        "last moves: linear conflict plus Korf and Taylor's last-moves bonus; admissible, but "
        "not consistent." }, 1, 0 },
    { { "corner-last-moves", "", "corner tiles and last moves", "corner tiles and last moves",
        "corner tiles and last moves: linear conflict plus both bonuses; admissible, but not "
        "consistent." }, 1, 0 },
};

static const entry catalog_duplicates[P8__N_DUPLICATES] = {
    { "none", "tree", "tree search: every move", "tree search",
      "Tree search: every move is made, even the one that undoes the last, so boards come back "
      "again and again." },
    { "parent", "", "tree search: no undo move", "no undo",
      "Tree search that never undoes the last move; nothing else is checked." },
    { "path", "cycle", "tree search: no cycles", "path check",
      "Tree search that also drops a board already on the path from the start to it (no "
      "cycles)." },
    { "graph", "", "graph search: each board once", "graph search",
      "Graph search: remember every board seen; drop one reached again by a path that is no "
      "shorter." },
    { "graph-undo", "", "graph search, undo move dropped", "graph search with undo",
      "Graph search as textbook programs write it: the move that undoes the last is made too, "
      "then dropped." },
    { "closed", "closed-list", "closed list only", "closed list",
      "A closed list only: drop a board already expanded; one waiting on the frontier is added "
      "again (the textbook programs' check)." },
};

static const entry catalog_frontiers[] = {
    { "fifo", "queue", "queue (FIFO)", "FIFO", "FIFO queue: the oldest node first." },
    { "lifo", "stack", "stack (LIFO)", "LIFO", "LIFO stack: the newest node first." },
    { "heap", "binary-heap", "priority queue", "heap",
      "Priority queue as a binary heap: the smallest key wg*g + wh*h first, then the smaller h, "
      "then the oldest." },
    { "bucket", "bucket-queue", "priority queue", "bucket queue",
      "Priority queue as an array of buckets, one per key: the same order as the heap, faster "
      "for the small whole-number keys of the 8-puzzle." },
};

static const entry catalog_drivers[P8__N_DRIVERS] = {
    { "once", "", "one pass", "one pass",
      "One pass of the loop until the frontier is empty or the goal found." },
    { "deepen-depth", "", "iterative deepening", "deepening",
      "Iterative deepening: passes with a depth limit 0, 1, 2, ... until a pass finds the goal." },
    { "deepen-f", "", "iterative deepening on f", "IDA*",
      "Iterative deepening on f: passes bounded by f = wg*g + wh*h, each bound the smallest f "
      "that passed the last one." },
    { "bidirectional", "", "bidirectional", "bidirectional",
      "Two breadth-first searches, from the start and back from the goal, until they meet." },
    { "random-walk", "", "random walk", "random walk", "A random legal move each step, no frontier." },
    { "rbfs", "", "recursive best-first", "RBFS",
      "Recursive best-first: the current path and its children with backed-up f values." },
    { "smastar", "", "memory-bounded A*", "SMA*",
      "Memory-bounded A*: at most the node budget's nodes, forgetting the worst leaves." },
};

static const entry catalog_events[P8__N_EVENTS] = {
    { "expand", "", "expand", "expand", "A node is taken from the frontier and its successors made." },
    { "generate", "", "generate", "generate", "A successor is made (whether it is kept or not)." },
    { "duplicate", "", "duplicate", "duplicate", "A successor is dropped as a duplicate." },
    { "goal", "", "goal", "goal", "The goal is found." },
};

static const entry catalog_limits[P8__N_LIMITS] = {
    { "max-expansions", "", "expansion limit", "expansions",
      "Stop before this many nodes have been expanded." },
    { "max-depth", "", "depth limit", "depth", "Never expand a node this many moves from the start." },
    { "max-memory", "", "memory limit", "memory",
      "Stop when the search would hold more than this many bytes." },
    { "max-time", "", "time limit", "time", "Stop after this many milliseconds." },
};

typedef char p8__catalog_follows_enums[(COUNT(catalog_frontiers) == P8_FRONTIER_BUCKET + 1 &&
                                        P8_ALG_SMASTAR + 1 == P8__N_ALGORITHMS &&
                                        P8_DRIVER_SMASTAR + 1 == P8__N_DRIVERS &&
                                        P8_DUP_CLOSED + 1 == P8__N_DUPLICATES &&
                                        P8_EVENT_GOAL + 1 == P8__N_EVENTS &&
                                        P8_H_CORNER_LAST_MOVES + 1 == P8__N_HEURISTICS &&
                                        P8_LIMIT_TIME_MS + 1 == P8__N_LIMITS) ? 1 : -1];

/* The entry of value v of list `kind`; NULL out of range. */
static const entry *entry_of(int kind, int v) {
    if (v < 0 || v >= p8_choice_count(kind)) return NULL;
    switch (kind) {
    case P8_CHOICE_ALGORITHM: return &p8__algorithms[v].e;
    case P8_CHOICE_HEURISTIC: return &catalog_heuristics[v].e;
    case P8_CHOICE_DUPLICATES: return &catalog_duplicates[v];
    case P8_CHOICE_FRONTIER: return &catalog_frontiers[v];
    case P8_CHOICE_DRIVER: return &catalog_drivers[v];
    case P8_CHOICE_EVENT: return &catalog_events[v];
    default: return &catalog_limits[v];
    }
}

int p8_choice_count(int kind) {
    static const int counts[] = { P8__N_ALGORITHMS, P8__N_HEURISTICS, P8__N_DUPLICATES,
                                  COUNT(catalog_frontiers), P8__N_DRIVERS, P8__N_EVENTS, P8__N_LIMITS };
    return kind >= 0 && kind < COUNT(counts) ? counts[kind] : P8_EINVAL;
}

const char *p8_choice_name(int kind, int value) {
    const entry *e = entry_of(kind, value);
    return e ? e->name : NULL;
}

const char *p8_choice_aliases(int kind, int value) {
    const entry *e = entry_of(kind, value);
    return e ? e->aliases : NULL;
}

const char *p8_choice_title(int kind, int value) {
    const entry *e = entry_of(kind, value);
    return e ? e->title : NULL;
}

const char *p8_choice_label(int kind, int value) {
    const entry *e = entry_of(kind, value);
    return e ? e->label : NULL;
}

const char *p8_choice_summary(int kind, int value) {
    const entry *e = entry_of(kind, value);
    return e ? e->summary : NULL;
}

/* 1 if word (len bytes) is one of the space-separated words of list, compared without case. */
static int names(const char *list, const char *word, size_t len) {
    while (*list) {
        size_t n = strcspn(list, " "), i;
        if (n == len) {
            for (i = 0; i < n; i++) {
                char a = list[i], b = word[i];
                if (a >= 'A' && a <= 'Z') a = (char)(a - 'A' + 'a');
                if (b >= 'A' && b <= 'Z') b = (char)(b - 'A' + 'a');
                if (a != b) break;
            }
            if (i == n) return 1;
        }
        list += n;
        while (*list == ' ') list++;
    }
    return 0;
}

int p8_choice_lookup(int kind, const char *name) {
    int v, n = p8_choice_count(kind);
    size_t len;
    if (n < 0 || name == NULL) return P8_EINVAL;
    len = strlen(name);
    for (v = 0; v < n; v++) {
        const entry *e = entry_of(kind, v);
        if (e && (names(e->name, name, len) || names(e->aliases, name, len))) return v;
    }
    return P8_EINVAL;
}

int p8_algorithm_info(int alg, uint64_t *out, size_t cap) {
    const p8__algorithm *a;
    uint64_t v[P8_ALGINFO_FIELDS];
    size_t i;
    if (alg < 0 || alg >= P8__N_ALGORITHMS || (out == NULL && cap > 0)) return P8_EINVAL;
    a = &p8__algorithms[alg];
    v[P8_ALGINFO_FRONTIER] = (uint64_t)a->preset.frontier;
    v[P8_ALGINFO_WG] = a->preset.wg;
    v[P8_ALGINFO_WH] = a->preset.wh;
    v[P8_ALGINFO_DUPLICATES] = (uint64_t)a->preset.dup;
    v[P8_ALGINFO_REOPEN] = (uint64_t)a->preset.reopen;
    v[P8_ALGINFO_HEURISTIC] = (uint64_t)a->preset.heuristic;
    v[P8_ALGINFO_DRIVER] = (uint64_t)a->preset.driver;
    v[P8_ALGINFO_OPTIMAL] = (uint64_t)a->optimal;
    v[P8_ALGINFO_MEMORY] = (uint64_t)a->memory;
    for (i = 0; i < cap && i < P8_ALGINFO_FIELDS; i++) out[i] = v[i];
    return P8_ALGINFO_FIELDS;
}

int p8_heuristic_info(int heuristic, uint64_t *out, size_t cap) {
    uint64_t v[P8_HINFO_FIELDS];
    size_t i;
    if (heuristic < 0 || heuristic >= P8__N_HEURISTICS || (out == NULL && cap > 0)) return P8_EINVAL;
    v[P8_HINFO_ADMISSIBLE] = (uint64_t)catalog_heuristics[heuristic].admissible;
    v[P8_HINFO_CONSISTENT] = (uint64_t)catalog_heuristics[heuristic].consistent;
    for (i = 0; i < cap && i < P8_HINFO_FIELDS; i++) out[i] = v[i];
    return P8_HINFO_FIELDS;
}

const char *p8_memory_name(int memory) {
    static const char *const n[] = { "states", "path", "budget", "moves" };
    return memory >= 0 && memory < COUNT(n) ? n[memory] : NULL;
}

/* The names of the values, as the functions of each list have always given them. */
const char *p8_algorithm_name(int alg) {
    return p8_choice_name(P8_CHOICE_ALGORITHM, alg);
}
const char *p8_heuristic_name(int which) {
    return p8_choice_name(P8_CHOICE_HEURISTIC, which);
}
const char *p8_duplicates_name(int policy) {
    return p8_choice_name(P8_CHOICE_DUPLICATES, policy);
}
const char *p8_frontier_name(int frontier) {
    return p8_choice_name(P8_CHOICE_FRONTIER, frontier);
}
const char *p8_driver_name(int driver) {
    return p8_choice_name(P8_CHOICE_DRIVER, driver);
}
const char *p8_event_name(int event) {
    return p8_choice_name(P8_CHOICE_EVENT, event);
}
