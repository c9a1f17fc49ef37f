/* SPDX-License-Identifier: MIT */
/* names.c - the names of the configuration's values (algorithms, drivers, duplicate policies,
 * events, heuristics): one table each, in enum order, at the bottom of the library so that
 * every room can name what it reports (the CLI, the traces and the error messages all use
 * these). The frontiers' names are their kinds' (frontier/frontier.c). */
#include "base.h"

static const char *const alg_names[P8__N_ALGORITHMS] = {
    "bfs", "dfs", "ucs", "greedy", "astar", "iddfs", "idastar", "bibfs", "random-walk",
    "rbfs", "smastar"
};
static const char *const driver_names[P8__N_DRIVERS] = {
    "once", "deepen-depth", "deepen-f", "bidirectional", "random-walk", "rbfs", "smastar"
};
static const char *const dup_names[P8__N_DUPLICATES] = { "none", "parent", "path", "graph",
                                                           "graph-undo", "closed" };
static const char *const event_names[P8__N_EVENTS] = { "expand", "generate", "duplicate", "goal" };
static const char *const heuristic_names[P8__N_HEURISTICS] = {
    "zero", "goal-test", "misplaced", "manhattan", "linear-conflict", "gaschnig", "euclidean",
    "corner-tiles", "last-moves", "corner-last-moves"
};

/* The counts in base.h follow the public enums: a new value needs its name here. */
typedef char p8__names_follow_enums[(P8_ALG_SMASTAR + 1 == P8__N_ALGORITHMS &&
                                     P8_DRIVER_SMASTAR + 1 == P8__N_DRIVERS &&
                                     P8_DUP_CLOSED + 1 == P8__N_DUPLICATES &&
                                     P8_EVENT_GOAL + 1 == P8__N_EVENTS &&
                                     P8_H_CORNER_LAST_MOVES + 1 == P8__N_HEURISTICS) ? 1 : -1];

const char *p8_algorithm_name(int alg) {
    return alg >= 0 && alg < P8__N_ALGORITHMS ? alg_names[alg] : NULL;
}
const char *p8_driver_name(int driver) {
    return driver >= 0 && driver < P8__N_DRIVERS ? driver_names[driver] : NULL;
}
const char *p8_duplicates_name(int policy) {
    return policy >= 0 && policy < P8__N_DUPLICATES ? dup_names[policy] : NULL;
}
const char *p8_event_name(int e) {
    return e >= 0 && e < P8__N_EVENTS ? event_names[e] : NULL;
}
const char *p8_heuristic_name(int which) {
    return which >= 0 && which < P8__N_HEURISTICS ? heuristic_names[which] : NULL;
}
