/* SPDX-License-Identifier: MIT */
/* fail.c - how runs fail: the error message, an allocation's failure, a cancel, the time limit,
 * and the status of a frontier that ran empty. The bottom room of a run: it calls nothing of the
 * search. */
#include "search.h"

#include <stdarg.h>
#include <stdio.h>

/* The time limit: the run ends at the first clock read at or after the limit. Reads happen at
 * checks (p8__time_check): before each expansion, and, when the caller's code is in play,
 * before each pop of the caller's frontier and each new pass of a deepening driver.
 *  - The caller's code in the loop (s->tcaller: a heuristic function, an event callback, a
 *    frontier's callbacks, an allocator): the clock is read at every check. Its cost is
 *    unknown and may change at any time (fast for 100,000 calls, then 5 ms a call), so no
 *    interval learned from the past bounds the next one; a read costs some 20-50 ns, little
 *    beside a callback. Between two reads there is then at most one expansion (or one pop, or
 *    a pass's new root): the run stops within that of the limit, whatever the callbacks cost.
 *  - Built-in code only: an expansion costs well under a microsecond, so the clock is read
 *    every `tevery` checks, an interval adapted at each read to the measured time of the
 *    expansions since the last one, so that reads come about TIME_CHECK_NS apart (between 1
 *    and TIME_CHECK_MAX expansions; it at most doubles at a read). A read that follows no
 *    expansion (the first) measures none and leaves the interval as it is. The time is the
 *    run's (ns spent in start/step calls), so the interval is measured right when a run is
 *    stepped in many calls. */
#define TIME_CHECK_NS 100000u  /* 0.1 ms */
#define TIME_CHECK_MAX 4096u

int p8__search_fail(p8_search *s, int code, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->errmsg, sizeof s->errmsg, fmt, ap);
    va_end(ap);
    return code;
}

int p8__alloc_failed(p8_search *s, int rc) {
    if (rc == P8_ELIMIT && s->mem.limit_hit)
        return p8__search_fail(s, P8_ELIMIT, "memory limit of %llu bytes reached",
                               (unsigned long long)s->limit[P8_LIMIT_MEMORY_BYTES]);
    if (rc == P8_ELIMIT)
        return p8__search_fail(s, P8_ELIMIT, "the search holds 2^32 nodes, the most it can");
    return p8__search_fail(s, P8_ENOMEM, "out of memory after %llu expansions",
                           (unsigned long long)s->stat[P8_STAT_EXPANDED]);
}

int p8__canceled_run(p8_search *s) {
    return p8__search_fail(s, P8_ECANCELED, "the run was canceled");
}

/* Read the clock for the time limit and adapt the interval to the next read; 1 if the limit
 * is reached. */
static int time_is_up(p8_search *s, uint64_t max_ms) {
    const uint64_t run = s->stat[P8_STAT_ELAPSED_NS] + (p8__now_ns() - s->call_t0);
    const uint64_t since = run - s->tlast, n = s->stat[P8_STAT_EXPANDED] - s->texp;
    s->tlast = run;
    s->texp = s->stat[P8_STAT_EXPANDED];
    if (!s->tcaller && n) { /* n expansions took `since` ns: aim at TIME_CHECK_NS */
        uint64_t every = since ? n * TIME_CHECK_NS / since : TIME_CHECK_MAX;
        if (every > 2 * (uint64_t)s->tevery) every = 2 * (uint64_t)s->tevery;
        s->tevery = every > TIME_CHECK_MAX ? TIME_CHECK_MAX : every ? (uint32_t)every : 1;
    }
    s->tnext = s->tevery;
    return run / 1000000u >= max_ms;
}

/* Cold (with built-in code only, one read every ~0.1 ms): compilers then move its call out of
 * the hot path of the step. */
P8__COLD int p8__time_read(p8_search *s) {
    const uint64_t max_ms = s->limit[P8_LIMIT_TIME_MS];
    if (time_is_up(s, max_ms))
        return p8__search_fail(s, P8_ELIMIT, "time limit of %llu ms reached",
                               (unsigned long long)max_ms);
    return P8_AGAIN;
}

/* What a depth limit rules out. At limit 0 only the start was goal-tested (and it is not the
 * goal): no solution of 0 moves, whatever the configuration. Beyond, a caller's frontier may
 * have dropped entries (a beam), and graph search without reopening (or a closed list) may have
 * closed a state first reached by a longer path: a solution within the limit is then not ruled
 * out. */
int p8__exhausted(p8_search *s) {
    const unsigned long long max_depth = (unsigned long long)s->limit[P8_LIMIT_DEPTH];
    if (s->cutoff && max_depth > 0 && !s->kind)
        return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu cut the search off; the "
                               "frontier is the caller's, which may drop entries (a beam "
                               "does), so the search may not be complete: a solution of at "
                               "most %llu moves may exist", max_depth, max_depth);
    if (s->cutoff && max_depth > 0 && p8__policy_table(s->dup) == 1 && !s->reopen)
        return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu cut the search off; graph "
                               "search without reopening can miss a solution within the "
                               "limit: turn reopening on (or use the path policy) to find it",
                               max_depth);
    if (s->cutoff && max_depth > 0 && p8__policy_table(s->dup) == 2)
        return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu cut the search off; a closed "
                               "list never reopens a state, so a solution within the limit "
                               "may have been missed: use the path policy (or graph with "
                               "reopening) to find it", max_depth);
    if (s->cutoff)
        return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu cut the search off: no "
                               "solution of at most %llu moves exists", max_depth, max_depth);
    if (s->dropped)
        return p8__search_fail(s, P8_ENOTFOUND, "the frontier ran empty after %llu expansions, "
                               "having dropped %llu entries (the caller's frontier drops entries, "
                               "as a beam does): the search was not complete, a solution may "
                               "exist", (unsigned long long)s->stat[P8_STAT_EXPANDED],
                               (unsigned long long)s->dropped);
    return p8__search_fail(s, P8_ENOTFOUND, "the frontier ran empty after %llu expansions",
                           (unsigned long long)s->stat[P8_STAT_EXPANDED]);
}

P8__COLD int p8__expansions_spent(p8_search *s) {
    return p8__search_fail(s, P8_ELIMIT, "expansion limit of %llu reached",
                           (unsigned long long)s->limit[P8_LIMIT_EXPANSIONS]);
}

P8__COLD int p8__too_deep(p8_search *s, uint32_t g) {
    int rc;
    if (g >= s->pass.depth) {
        if (g >= s->limit[P8_LIMIT_DEPTH]) s->cutoff = 1; /* the depth limit */
        else s->pass.cut = 1;                             /* the pass's bound */
        return P8_AGAIN;
    }
    if (s->stat[P8_STAT_EXPANDED] >= s->limit[P8_LIMIT_EXPANSIONS]) return p8__expansions_spent(s);
    if ((rc = p8__time_check(s)) != P8_AGAIN) return rc;
    return p8__search_fail(s, P8_ELIMIT, "a path reached depth %lu, the deepest a node can be",
                           (unsigned long)P8__G_MAX);
}
