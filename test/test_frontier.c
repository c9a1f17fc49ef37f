/* SPDX-License-Identifier: MIT */
/* test_frontier.c - the frontier interface (issue 11): the bucket queue gives exactly the heap's
 * pops (the same moves and counts for every configuration, over test/data and 1,000 random
 * boards in make check, every instance and 3,000 boards under P8_FULL=1, also with inconsistent and huge heuristics that send entries to its overflow heap);
 * the frontier objects and their callbacks; a caller's frontier wrapping a built-in gives the
 * built-in's counts, and a sorted-list frontier written here gives the heap's. Misbehaving
 * frontiers are in test_hostile_frontier.c. */
#include "puzzle8.h"
#include "oracle.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

/* What must agree between two frontiers with the same order: everything but peak bytes. */
typedef struct outcome {
    int rc;
    size_t len;
    uint64_t hash, expanded, generated, duplicates, max_frontier, frontier;
} outcome;

static outcome run(p8_search *s, const p8_board *start, const p8_board *goal) {
    snap x;
    outcome o;
    snap_run(s, start, goal, &x);
    o.rc = x.rc;
    o.len = x.len;
    o.hash = x.hash;
    o.expanded = x.st[P8_STAT_EXPANDED];
    o.generated = x.st[P8_STAT_GENERATED];
    o.duplicates = x.st[P8_STAT_DUPLICATES];
    o.max_frontier = x.st[P8_STAT_MAX_FRONTIER];
    o.frontier = x.st[P8_STAT_FRONTIER];
    return o;
}

static int same(const outcome *a, const outcome *b) {
    return a->rc == b->rc && a->len == b->len && a->hash == b->hash && a->expanded == b->expanded &&
           a->generated == b->generated && a->duplicates == b->duplicates &&
           a->max_frontier == b->max_frontier && a->frontier == b->frontier;
}

/* Heuristics that stress the bucket's grid: inconsistent (keys drop below the first), and
 * huge (keys and h far beyond any grid). */
static unsigned h_wild(const uint8_t st[9], const uint8_t goal[9], void *ud) {
    unsigned m = p8_heuristic_manhattan(st, goal, NULL), x = st[0] * 7u + st[4] * 3u + st[8];
    (void)ud;
    return m ? m * 3 + x % 5 : 0;
}
static unsigned h_huge(const uint8_t st[9], const uint8_t goal[9], void *ud) {
    (void)ud;
    return p8_heuristic_misplaced(st, goal, NULL) * 100000u + st[0];
}

typedef struct config {
    int alg, heuristic, dup;
    unsigned wg, wh;
    p8_heuristic_fn fn;
} config;

static const config configs[] = {
    { P8_ALG_ASTAR, P8_H_MANHATTAN, P8_DUP_GRAPH, 1, 1, NULL },
    { P8_ALG_ASTAR, P8_H_LINEAR_CONFLICT, P8_DUP_GRAPH, 1, 1, NULL },
    { P8_ALG_ASTAR, P8_H_MISPLACED, P8_DUP_GRAPH, 1, 1, NULL },
    { P8_ALG_ASTAR, P8_H_MANHATTAN, P8_DUP_PARENT, 1, 1, NULL },
    { P8_ALG_UCS, P8_H_ZERO, P8_DUP_GRAPH, 1, 0, NULL },
    { P8_ALG_UCS, P8_H_MANHATTAN, P8_DUP_GRAPH, 1, 0, NULL }, /* ties broken by h */
    { P8_ALG_GREEDY, P8_H_MANHATTAN, P8_DUP_GRAPH, 0, 1, NULL },
    { P8_ALG_ASTAR, P8_H_MANHATTAN, P8_DUP_GRAPH, 1, 2, NULL },
    { P8_ALG_ASTAR, P8_H_MANHATTAN, P8_DUP_GRAPH, 0, 0, NULL },
    { P8_ALG_ASTAR, -1, P8_DUP_GRAPH, 1, 1, h_wild },
    { P8_ALG_ASTAR, -1, P8_DUP_GRAPH, 1, 1, h_huge },
    { P8_ALG_ASTAR, P8_H_MANHATTAN, P8_DUP_GRAPH, 4000000000u, 1, NULL },
};
#define N_CONFIGS ((int)(sizeof configs / sizeof configs[0]))

static void configure(p8_search *s, const config *c, int frontier) {
    if (p8_search_set_algorithm(s, c->alg) != P8_OK ||
        (c->fn ? p8_search_set_heuristic_fn(s, c->fn, NULL) : p8_search_set_heuristic(s, c->heuristic)) != P8_OK ||
        p8_search_set_duplicates(s, c->dup) != P8_OK || p8_search_set_weights(s, c->wg, c->wh) != P8_OK ||
        p8_search_set_frontier(s, frontier) != P8_OK ||
        p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, c->dup == P8_DUP_GRAPH ? P8_LIMIT_NONE : 20000) != P8_OK)
        exit(2);
}

/* UCS, A* misplaced and weights (4e9, 1) (UCS by another name) expand tens of thousands of
 * nodes: on fewer instances. */
static int expensive(int k) { return k == 2 || k == 4 || k == 5 || k == 11; }

/* Heap and bucket on one start/goal pair for the configurations first, first+step, ... (all of
 * them, or only the cheap ones); failures counted. */
static long compare_pair(p8_search *heap, p8_search *bucket, const p8_board *start,
                         const p8_board *goal, int first_config, int step, int all) {
    long bad = 0;
    int k;
    for (k = first_config; k < N_CONFIGS; k += step) {
        if (!all && expensive(k)) continue;
        outcome a, b;
        configure(heap, &configs[k], P8_FRONTIER_HEAP);
        configure(bucket, &configs[k], P8_FRONTIER_BUCKET);
        a = run(heap, start, goal);
        b = run(bucket, start, goal);
        if (!same(&a, &b) && bad++ < 3)
            fprintf(stderr, "  config %d: heap rc %d len %zu exp %llu, bucket rc %d len %zu exp %llu\n",
                    k, a.rc, a.len, (unsigned long long)a.expanded, b.rc, b.len,
                    (unsigned long long)b.expanded);
    }
    return bad;
}

static void test_bucket_equals_heap_data(void) {
    static const char *const goals[] = { "012345678", "123456780", "123804765" };
    uint8_t (*tiles)[9] = malloc(600 * sizeof *tiles);
    int *moves = malloc(600 * sizeof *moves), gi, n, i;
    p8_search *heap = NULL, *bucket = NULL;
    long bad = 0, pairs = 0;
    const int every = test_level() == 2 ? 1 : test_level() == 1 ? 2 : 6; /* quick: every 6th */
    if (!tiles || !moves || p8_search_new(&heap) || p8_search_new(&bucket)) exit(2);
    for (gi = 0; gi < 3; gi++) {
        uint8_t gt[9];
        p8_board *goal = NULL;
        for (i = 0; i < 9; i++) gt[i] = (uint8_t)(goals[gi][i] - '0');
        if (p8_board_new(gt, &goal) != P8_OK) exit(2);
        n = oracle_read_instances(goals[gi], tiles, moves, 600);
        ASSERT_TRUE(n > 0);
        for (i = 0; i < n; i++) {
            p8_board *b = NULL;
            pairs++;
            if (i >= 4 && i % every) continue;
            if (p8_board_new(tiles[i], &b) != P8_OK) exit(2);
            /* every configuration on the first 4 of each set, then half the cheap ones (on
               every instance under P8_FULL=1, every other one in make check, every 6th in the quick
               form) */
            bad += i < 4 ? compare_pair(heap, bucket, b, goal, 0, 1, 1)
                         : compare_pair(heap, bucket, b, goal, (i / every) % 2, 2, 0);
            p8_board_free(b);
        }
        p8_board_free(goal);
    }
    ASSERT_EQ(bad, 0);
    ASSERT_TRUE(pairs >= 1100);
    p8_search_free(heap);
    p8_search_free(bucket);
    free(tiles);
    free(moves);
}

static void test_bucket_equals_heap_random(void) {
    p8_search *heap = NULL, *bucket = NULL;
    long bad = 0;
    /* P8_TEST_QUICK (valgrind, asan): 300; make check: 1000; P8_FULL=1: 3000 */
    uint64_t seed, n = test_level() == 0 ? 300 : test_level() == 1 ? 1000 : 3000;
    if (p8_search_new(&heap) || p8_search_new(&bucket)) exit(2);
    for (seed = 0; seed < n; seed++) {
        p8_board *b = NULL;
        if (p8_board_random(seed, NULL, &b) != P8_OK) exit(2);
        bad += compare_pair(heap, bucket, b, NULL, (int)(seed % 4), 4, 0);
        p8_board_free(b);
    }
    ASSERT_EQ(bad, 0);
    p8_search_free(heap);
    p8_search_free(bucket);
}

/* ---- the objects ------------------------------------------------------------------------- */

static void test_frontier_objects(void) {
    p8_frontier *f = NULL;
    uint32_t node = 99;
    int k, i;
    ASSERT_EQ(p8_frontier_new(4, &f), P8_EINVAL);
    ASSERT_NULL(f);
    ASSERT_EQ(p8_frontier_new(-1, &f), P8_EINVAL);
    ASSERT_EQ(p8_frontier_new(P8_FRONTIER_HEAP, NULL), P8_EINVAL);
    ASSERT_EQ(p8_frontier_push(1, 2, 3, 4, NULL), P8_EINVAL);
    ASSERT_EQ(p8_frontier_pop(&node, NULL), P8_EINVAL);
    ASSERT_EQ_U64(p8_frontier_size(NULL), 0);
    p8_frontier_clear(NULL);
    p8_frontier_free(NULL);
    ASSERT_STR_EQ(p8_frontier_name(P8_FRONTIER_BUCKET), "bucket");
    ASSERT_NULL(p8_frontier_name(4));
    for (k = 0; k < 4; k++) {
        /* keys 5,3,5,3,9 with h 1,2,0,2,0 (nodes 0..4), and a huge key: each kind's order */
        static const uint64_t key[] = { 5, 3, 5, 3, 9, UINT64_MAX };
        static const uint32_t h[] = { 1, 2, 0, 2, 0, 7 };
        static const uint32_t order[4][6] = { { 0, 1, 2, 3, 4, 5 }, { 5, 4, 3, 2, 1, 0 },
                                              { 1, 3, 2, 0, 4, 5 }, { 1, 3, 2, 0, 4, 5 } };
        ASSERT_EQ(p8_frontier_new(k, &f), P8_OK);
        ASSERT_EQ(p8_frontier_pop(NULL, f), P8_EINVAL);
        ASSERT_EQ(p8_frontier_pop(&node, f), 0);
        for (i = 0; i < 6; i++) ASSERT_EQ(p8_frontier_push((uint32_t)i, key[i], 0, h[i], f), P8_OK);
        ASSERT_EQ_U64(p8_frontier_size(f), 6);
        for (i = 0; i < 6; i++) {
            ASSERT_EQ(p8_frontier_pop(&node, f), 1);
            ASSERT_EQ(node, order[k][i]);
        }
        ASSERT_EQ(p8_frontier_pop(&node, f), 0);
        for (i = 0; i < 1000; i++) ASSERT_EQ(p8_frontier_push((uint32_t)i, (uint64_t)i % 7, 0, 1, f), P8_OK);
        ASSERT_EQ_U64(p8_frontier_size(f), 1000);
        p8_frontier_clear(f);
        ASSERT_EQ_U64(p8_frontier_size(f), 0);
        ASSERT_EQ(p8_frontier_pop(&node, f), 0);
        ASSERT_EQ(p8_frontier_push(7, 1, 0, 0, f), P8_OK); /* usable after clear */
        ASSERT_EQ(p8_frontier_pop(&node, f), 1);
        ASSERT_EQ(node, 7);
        p8_frontier_free(f); /* with entries left too */
    }
}

/* ---- callers' frontiers ------------------------------------------------------------------ */

/* A wrapper that counts calls and forwards to a built-in object. */
typedef struct wrap {
    p8_frontier *f;
    unsigned long pushes, pops, clears;
} wrap;
static int w_push(uint32_t n, uint64_t k, uint32_t g, uint32_t h, void *u) {
    wrap *w = u;
    w->pushes++;
    return p8_frontier_push(n, k, g, h, w->f);
}
static int w_pop(uint32_t *n, void *u) {
    wrap *w = u;
    w->pops++;
    return p8_frontier_pop(n, w->f);
}
static uint64_t w_size(void *u) { return p8_frontier_size(((wrap *)u)->f); }
static void w_clear(void *u) {
    wrap *w = u;
    w->clears++;
    p8_frontier_clear(w->f);
}

/* The tutorial's exercise: a sorted list (insertion keeps it ordered by key, h, then node). */
typedef struct sorted {
    struct { uint64_t key; uint32_t h, node; } e[200000];
    size_t n;
} sorted;
static int s_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *u) {
    sorted *l = u;
    size_t i = l->n;
    (void)g;
    if (l->n == sizeof l->e / sizeof l->e[0]) return P8_ENOMEM;
    /* kept in descending order, so the next entry is the last one: walk down from the end */
    while (i > 0 && (l->e[i - 1].key < key || (l->e[i - 1].key == key &&
                     (l->e[i - 1].h < h || (l->e[i - 1].h == h && l->e[i - 1].node < node))))) {
        l->e[i] = l->e[i - 1];
        i--;
    }
    l->e[i].key = key;
    l->e[i].h = h;
    l->e[i].node = node;
    l->n++;
    return 0;
}
static int s_pop(uint32_t *node, void *u) {
    sorted *l = u;
    if (!l->n) return 0;
    *node = l->e[--l->n].node;
    return 1;
}
static uint64_t s_size(void *u) { return ((sorted *)u)->n; }
static void s_clear(void *u) { ((sorted *)u)->n = 0; }

static void test_caller_frontiers(void) {
    static const char *const starts[] = { "8 6 7 2 5 4 3 0 1", "7 2 4 5 0 6 8 3 1", "1 2 3 4 5 6 0 7 8" };
    p8_search *a = NULL, *b = NULL;
    sorted *list = malloc(sizeof *list);
    int k, i;
    if (!list || p8_search_new(&a) || p8_search_new(&b)) exit(2);
    ASSERT_EQ(p8_search_set_frontier_fns(a, NULL, w_pop, w_size, w_clear, NULL), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(a), "push is NULL") != NULL);
    ASSERT_EQ(p8_search_set_frontier_fns(a, w_push, w_pop, w_size, NULL, NULL), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(a), "clear is NULL") != NULL);
    ASSERT_EQ(p8_search_set_frontier_fns(NULL, w_push, w_pop, w_size, w_clear, NULL), P8_EINVAL);
    for (i = 0; i < 3; i++) {
        p8_board *start = mk(starts[i]);
        /* wrapping LIFO (DFS with a limit), HEAP and BUCKET (A*, UCS): the built-in's counts */
        for (k = 1; k < 4; k++) {
            wrap w = { NULL, 0, 0, 0 };
            outcome x, y;
            ASSERT_EQ(p8_frontier_new(k, &w.f), P8_OK);
            ASSERT_EQ(p8_search_set_algorithm(a, k == 1 ? P8_ALG_DFS : i == 2 ? P8_ALG_UCS : P8_ALG_ASTAR), P8_OK);
            ASSERT_EQ(p8_search_set_algorithm(b, k == 1 ? P8_ALG_DFS : i == 2 ? P8_ALG_UCS : P8_ALG_ASTAR), P8_OK);
            ASSERT_EQ(p8_search_set_frontier(a, k), P8_OK);
            ASSERT_EQ(p8_search_set_frontier_fns(b, w_push, w_pop, w_size, w_clear, &w), P8_OK);
            x = run(a, start, NULL);
            y = run(b, start, NULL);
            ASSERT_TRUE(same(&x, &y));
            ASSERT_EQ(w.clears, 1);
            ASSERT_TRUE(w.pushes == y.generated - y.duplicates + 1);
            p8_frontier_free(w.f);
        }
        /* the sorted list: exactly the heap's A* */
        {
            outcome x, y;
            ASSERT_EQ(p8_search_set_algorithm(a, P8_ALG_ASTAR), P8_OK);
            ASSERT_EQ(p8_search_set_frontier(a, P8_FRONTIER_HEAP), P8_OK);
            ASSERT_EQ(p8_search_set_algorithm(b, P8_ALG_ASTAR), P8_OK);
            ASSERT_EQ(p8_search_set_frontier_fns(b, s_push, s_pop, s_size, s_clear, list), P8_OK);
            x = run(a, start, NULL);
            y = run(b, start, NULL);
            ASSERT_TRUE(same(&x, &y));
        }
        /* a wrapped FIFO tests at expansion: BFS stays optimal, with more expansions */
        {
            wrap w = { NULL, 0, 0, 0 };
            outcome x, y;
            ASSERT_EQ(p8_frontier_new(P8_FRONTIER_FIFO, &w.f), P8_OK);
            ASSERT_EQ(p8_search_set_algorithm(a, P8_ALG_BFS), P8_OK);
            ASSERT_EQ(p8_search_set_algorithm(b, P8_ALG_BFS), P8_OK);
            ASSERT_EQ(p8_search_set_frontier_fns(b, w_push, w_pop, w_size, w_clear, &w), P8_OK);
            x = run(a, start, NULL);
            y = run(b, start, NULL);
            ASSERT_EQ(x.len, y.len);
            ASSERT_TRUE(y.expanded >= x.expanded);
            p8_frontier_free(w.f); /* the search never calls it again after the run */
        }
        /* set_frontier goes back to a built-in */
        ASSERT_EQ(p8_search_set_frontier(b, P8_FRONTIER_BUCKET), P8_OK);
        {
            outcome y = run(b, start, NULL);
            ASSERT_EQ(y.rc, P8_OK);
        }
        p8_board_free(start);
    }
    p8_search_free(a);
    p8_search_free(b);
    free(list);
}

int main(void) {
    RUN(test_frontier_objects);
    RUN(test_caller_frontiers);
    RUN(test_bucket_equals_heap_random);
    RUN(test_bucket_equals_heap_data);
    return TEST_REPORT();
}
