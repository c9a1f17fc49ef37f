/* SPDX-License-Identifier: MIT */
/* inspect.h - what the view sees of a search: the one header of search/ that view/ includes.
 * Nothing here shows the search's insides (this header includes no header of search/): the
 * view learns a node from the events (the fields P8_NODE_* of p8_search_event_node, given to
 * the observer with each event), the frontier from p8_search_frontier, and the configuration
 * from p8__inspect_config; it records a run by observing it (p8__run_observed), never by
 * touching the search's own event callback. Private. */
#ifndef P8_INSPECT_H
#define P8_INSPECT_H

#include "../board/board.h"

/* An observer of a run: called for every event, before the search's own callback (which still
 * gets the events of its mask), with the event's node: node[P8_NODE_*] (P8_NODE_FIELDS
 * values). Non-zero stops the run as the callback's non-zero does (the search's own callback is
 * then not called for that event). */
typedef int (*p8__observer_fn)(int event, const uint8_t state[9], const uint64_t *node,
                               void *user_data);

/* P8_OK when s may be observed now; P8_EBUSY (errmsg set, nothing else changed) while a run of
 * s is in progress or from inside one of its callbacks. */
int p8__observe_ready(p8_search *s);

/* p8_search_run, with `observer` seeing every event of the run. P8_EBUSY as p8__observe_ready;
 * else what p8_search_run returns. When a callback frees s, the run ends P8_ECANCELED with no
 * result, and the free is done before this returns (s is gone), unless s is held (below). */
int p8__run_observed(p8_search *s, const p8_board *start, const p8_board *goal,
                     p8__observer_fn observer, void *user_data, p8_result **out);

/* An outer call that calls the caller's code itself around a run (p8_trace_run's writer, before
 * and after the run) holds the search from before its first use to after its last: a
 * p8_search_free meanwhile, from any callback, is deferred to p8__search_release, which
 * performs it and returns 1 (s is gone: the outer call returns P8_ECANCELED, no result), else 0.
 * Runs inside the hold that see the free end P8_ECANCELED with no result. Holds nest. */
void p8__search_hold(p8_search *s);
int p8__search_release(p8_search *s);

/* A search's configuration, as a trace header names it. */
typedef struct p8__config {
    const char *driver;          /* p8_driver_name */
    const char *frontier;        /* a built-in's name, or "custom" */
    const char *duplicates;      /* p8_duplicates_name */
    const char *heuristic;       /* p8_heuristic_name, or "custom" */
    p8_heuristic_fn hfn;         /* "custom": the caller's function and its user_data (the */
    void *hud;                   /*   grader runs the configuration again); else NULL */
    uint64_t wg, wh, seed;
    int reopen;
    uint64_t limit[4];           /* P8_LIMIT_*, P8_LIMIT_NONE for none */
    uint64_t node_budget;        /* the driver's node budget (SMA*), 0 when it holds none */
    int bounds_depth;            /* the driver's passes are bounded on depth (IDDFS): a node at
                                    its pass's bound (P8_NODE_BOUND) is cut off */
} p8__config;
void p8__inspect_config(const p8_search *s, p8__config *c);

#endif
