/* search_internal.h - the p8_search object, shared by search.c (configuration), search_loop.c
 * (runs) and result.c (results). Private. */
#ifndef P8_SEARCH_INTERNAL_H
#define P8_SEARCH_INTERNAL_H

#include "p8_internal.h"

enum { P8__IDLE = 0, P8__RUNNING = 1, P8__ENDED = 2 };
#define P8__N_LIMITS 4
#define P8__N_STATS 7

struct p8_search {
    p8__mem mem;
    /* configuration: what an algorithm is */
    const p8__frontier_ops *ops;
    uint64_t wg, wh;
    int graph, reopen;
    int builtin;                 /* P8_H_*, or -1 for the caller's fn */
    p8_heuristic_fn hfn;
    void *hud;
    uint64_t limit[P8__N_LIMITS];
    p8_event_fn efn;
    unsigned emask;
    void *eud;
    /* the run */
    int phase, status;
    int in_call;                 /* inside start/step: reentry is P8_EBUSY */
    int cancel;                  /* P8__ATOMIC_*: p8_search_cancel may come from any thread */
    int free_requested, cutoff;
    uint32_t tevery, tnext;      /* time limit: expansions between clock reads, and until the next */
    uint64_t tlast;              /* time limit: the last clock read */
    uint8_t start[9], goal[9];
    uint32_t goal_key;           /* the goal's node key */
    uint32_t goal_node;          /* UINT32_MAX until solved */
    p8__heuristic heur;
    p8__nodes nodes;
    p8__frontier frontier;
    uint64_t stat[P8__N_STATS];
    uint64_t call_t0;            /* when the current start/step call began */
    char errmsg[256];
};

/* Record an error message (printf-style) and return code. */
int p8__search_fail(p8_search *s, int code, const char *fmt, ...);
/* Release the run's buffers (nodes, frontier); the configuration stays. */
void p8__search_release_run(p8_search *s);
/* Build the result of an ended run from its nodes. P8_OK or P8_ENOMEM. */
int p8__result_make(const p8_search *s, p8_result **out);

#endif
