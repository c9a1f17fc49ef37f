/* SPDX-License-Identifier: MIT */
/*
 * test_search_stack.c - a depth-first tree search run with no one watching (its frontier the
 * depth-first stack while the step runs) is the same run as the one watched by an event
 * callback (its frontier the LIFO ring of arena nodes throughout): the same status, path and
 * statistics, and at every pause of p8_search_step the same frontier snapshot, entry for entry
 * (ids, parents, g, h, keys, moves, order). Also: stepped under a memory limit, such a run ends
 * P8_OK or P8_ELIMIT with its peak within the limit. Uses only the public API.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>

#define NF P8_ENTRY_FIELDS
#define MAX_VIEW 4096

typedef struct config {
    const char *name;
    int alg, heuristic, dup;    /* -1: the preset's */
    unsigned wg, wh;            /* 0: the preset's */
    uint64_t depth, expansions; /* limits (0: none) */
} config;

static const config configs[] = {
    { "IDA* manhattan", P8_ALG_IDASTAR, -1, -1, 0, 0, 0, 0 },
    { "IDA* misplaced", P8_ALG_IDASTAR, P8_H_MISPLACED, -1, 0, 0, 0, 0 },
    { "IDA* linear conflict", P8_ALG_IDASTAR, P8_H_LINEAR_CONFLICT, -1, 0, 0, 0, 0 },
    { "IDA* manhattan (1,2)", P8_ALG_IDASTAR, -1, -1, 1, 2, 0, 0 },
    { "IDA* policy none", P8_ALG_IDASTAR, -1, P8_DUP_NONE, 0, 0, 0, 0 },
    { "IDDFS", P8_ALG_IDDFS, -1, -1, 0, 0, 0, 5000 },
    { "DFS parent, depth 12", P8_ALG_DFS, -1, P8_DUP_PARENT, 0, 0, 12, 5000 },
    { "DFS none, depth 9", P8_ALG_DFS, -1, P8_DUP_NONE, 0, 0, 9, 5000 },
};

static p8_search *make(const config *c, int watched, int *events) {
    p8_search *s = NULL;
    if (p8_search_new(&s) != P8_OK || p8_search_set_algorithm(s, c->alg) != P8_OK ||
        (c->heuristic >= 0 && p8_search_set_heuristic(s, c->heuristic) != P8_OK) ||
        (c->dup >= 0 && p8_search_set_duplicates(s, c->dup) != P8_OK) ||
        (c->wg && p8_search_set_weights(s, c->wg, c->wh) != P8_OK) ||
        (c->depth && p8_search_set_limit(s, P8_LIMIT_DEPTH, c->depth) != P8_OK) ||
        (c->expansions && p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, c->expansions) != P8_OK) ||
        (watched && p8_search_set_event_fn(s, count_events, P8_EVENT_BIT(P8_EVENT_GOAL), events) !=
                        P8_OK)) {
        fprintf(stderr, "cannot set up %s\n", c->name);
        exit(2);
    }
    return s;
}

/* The statistics a run's frontier does not change the meaning of (peak bytes apart: the two
 * frontiers are stored differently; elapsed time apart). */
static int same_stats(p8_search *a, p8_search *b) {
    static const int which[] = { P8_STAT_EXPANDED, P8_STAT_GENERATED, P8_STAT_DUPLICATES,
                                 P8_STAT_MAX_FRONTIER, P8_STAT_FRONTIER, P8_STAT_PASSES,
                                 P8_STAT_BOUND };
    size_t i;
    for (i = 0; i < sizeof which / sizeof which[0]; i++)
        if (p8_search_stat(a, which[i]) != p8_search_stat(b, which[i])) {
            printf("statistic %d: %llu quiet, %llu watched\n", which[i],
                   (unsigned long long)p8_search_stat(a, which[i]),
                   (unsigned long long)p8_search_stat(b, which[i]));
            return 0;
        }
    return 1;
}

/* Both runs' snapshots, compared; 1 if the same. */
static int same_view(p8_search *a, p8_search *b, uint64_t *va, uint64_t *vb) {
    uint64_t la = 0, lb = 0;
    int na = p8_search_frontier(a, va, MAX_VIEW, NF, &la);
    int nb = p8_search_frontier(b, vb, MAX_VIEW, NF, &lb);
    return na == nb && la == lb &&
           (na <= 0 || memcmp(va, vb, (size_t)na * NF * sizeof *va) == 0);
}

/* One board, one configuration: the quiet and the watched run, stepped by `every` expansions
 * (0: one p8_search_run each). */
static void compare(const config *c, const p8_board *b, uint64_t every, uint64_t *va,
                    uint64_t *vb) {
    int events = 0;
    p8_search *q = make(c, 0, NULL), *w = make(c, 1, &events);
    p8_result *rq = NULL, *rw = NULL;
    int sq, sw, pauses = 0;
    char what[120];
    snprintf(what, sizeof what, "%s, steps of %llu", c->name, (unsigned long long)every);
    if (!every) {
        sq = p8_search_run(q, b, NULL, &rq);
        sw = p8_search_run(w, b, NULL, &rw);
    } else {
        ASSERT_EQ(p8_search_start(q, b, NULL), P8_OK);
        ASSERT_EQ(p8_search_start(w, b, NULL), P8_OK);
        do {
            sq = p8_search_step(q, every);
            sw = p8_search_step(w, every);
            if (!same_stats(q, w) || !same_view(q, w, va, vb)) {
                TEST_FAIL_("%s: pause %d differs", what, pauses);
                break;
            }
            test_passed_++;
            pauses++;
        } while (sq == P8_AGAIN && sw == P8_AGAIN);
        if (sq == sw && sq != P8_AGAIN) {
            ASSERT_EQ(p8_search_take_result(q, &rq), P8_OK);
            ASSERT_EQ(p8_search_take_result(w, &rw), P8_OK);
        }
    }
    if (sq != sw) TEST_FAIL_("%s: status %d quiet, %d watched", what, sq, sw);
    else test_passed_++;
    if (rq && rw) {
        snap x, y;
        snap_take(&x, sq, rq);
        snap_take(&y, sw, rw);
        x.st[P8_STAT_PEAK_BYTES] = y.st[P8_STAT_PEAK_BYTES] = 0;
        if (!snap_same(&x, &y)) TEST_FAIL_("%s: the results differ", what);
        else test_passed_++;
        if (p8_result_solved(rw)) ASSERT_TRUE(events == 1); /* the watched run was watched */
    }
    p8_result_free(rq);
    p8_result_free(rw);
    p8_search_free(q);
    p8_search_free(w);
}

static void test_quiet_equals_watched(void) {
    const int level = test_level();
    const int boards = level == 0 ? 6 : level == 1 ? 80 : 200;
    static const uint64_t steps[] = { 0, 1, 3, 17, 250 };
    uint64_t *va = malloc(MAX_VIEW * NF * sizeof *va), *vb = malloc(MAX_VIEW * NF * sizeof *vb);
    size_t k, i;
    p8_board *goal = mk("1 2 3 4 5 6 7 8 0");
    int n;
    ASSERT_TRUE(va && vb);
    for (n = 0; n < boards; n++) {
        p8_board *b = NULL;
        /* the goal itself, then boards from 2 to 20 moves away; in the full run, also random
         * ones (misplaced tiles' IDA* takes up to millions of expansions on them) */
        if (n == 0) b = mk("1 2 3 4 5 6 7 8 0");
        else if (n % 5 == 4 && level == 2)
            ASSERT_EQ(p8_board_random((uint64_t)n * 7919u, NULL, &b), P8_OK);
        else ASSERT_EQ(p8_board_scramble(goal, (unsigned)(2 + n % 19),
                                         (uint64_t)n * 104729u, &b), P8_OK);
        for (k = 0; k < sizeof configs / sizeof configs[0]; k++)
            for (i = 0; i < sizeof steps / sizeof steps[0]; i++)
                /* steps of 1 and 3: every 4th board (every scrambled one in the full run) */
                if (steps[i] > 3 || (level == 2 ? n % 5 != 4 : n % 4 == 0))
                    compare(&configs[k], b, steps[i], va, vb);
        p8_board_free(b);
    }
    p8_board_free(goal);
    free(va);
    free(vb);
}

/* Under a memory limit, a depth-first run stepped by 7 expansions (each pause moves the stack's
 * entries to the ring and back, and either move may need memory) ends P8_OK, equal to the
 * unlimited run, or P8_ELIMIT with the limit's message; its peak is within the limit. (Whole
 * runs under memory limits: test_search_drivers, sweep_memory_limit.) */
static void test_memory_limits_stepped(void) {
    p8_board *b = mk("8 6 7 2 5 4 3 0 1");
    snap ref;
    uint64_t v;
    int ok = 0;
    {
        p8_search *s = make(&configs[0], 0, NULL);
        snap_run(s, b, NULL, &ref);
        p8_search_free(s);
    }
    ASSERT_EQ(ref.rc, P8_OK);
    for (v = 0; v <= 8192; v += 16) {
        p8_search *s = make(&configs[0], 0, NULL);
        p8_result *r = NULL;
        char want[80];
        int rc;
        snprintf(want, sizeof want, "memory limit of %llu bytes reached", (unsigned long long)v);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, v), P8_OK);
        ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
        while ((rc = p8_search_step(s, 7)) == P8_AGAIN) continue;
        ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
        if (rc == P8_OK) {
            snap x;
            snap_take(&x, rc, r);
            x.st[P8_STAT_PEAK_BYTES] = ref.st[P8_STAT_PEAK_BYTES];
            ASSERT_TRUE(snap_same(&x, &ref));
            ok++;
        } else if (rc != P8_ELIMIT || strcmp(p8_search_errmsg(s), want)) {
            TEST_FAIL_("limit %llu: status %d, \"%s\"", (unsigned long long)v, rc,
                       p8_search_errmsg(s));
        } else {
            test_passed_++;
        }
        ASSERT_TRUE(r && p8_result_peak_bytes(r) <= v);
        p8_result_free(r);
        p8_search_free(s);
    }
    ASSERT_TRUE(ok > 0);              /* some limits let it finish */
    ASSERT_TRUE(ok < 8192 / 16 + 1);  /* and some do not */
    p8_board_free(b);
}

int main(void) {
    RUN(test_quiet_equals_watched);
    RUN(test_memory_limits_stepped);
    return TEST_REPORT();
}
