/* SPDX-License-Identifier: MIT */
/* test_search_rbfs_sma.c - RBFS and SMA* (P8_ALG_RBFS, P8_ALG_SMASTAR; issue 24.5).
 *
 * 1. Against independent implementations written here from the textbook's pseudocode, without
 *    the library: a recursive RBFS (AIMA fig. 3.26) and an SMA* over plain arrays with linear
 *    scans (the family-forgetting variant docs/search.md defines). On a spread of boards the
 *    library's moves, expansions and generations equal theirs exactly (a denser spread under
 *    P8_FULL=1), SMA* with budgets from tiny (forgetting at nearly every step) to large
 *    (none).
 * 2. Optimal on every state: the solution's length is the oracle's BFS distance, for RBFS and
 *    for SMA* with the default budget and with 98 nodes (the least the hardest state needs);
 *    make check sweeps a spread sample, P8_FULL=1 (make check-full) all 181,440 states of goal
 *    1 2 3 4 5 6 7 8 0 (P8_SHARD=i/n: every n-th from the i-th); also the instances of
 *    test/data for the goals 0 1 2 3 4 5 6 7 8 and 1 2 3 8 0 4 7 6 5 (15 of each; all under
 *    P8_FULL=1).
 * 3. Their events make a trace that holds together: every EXPAND is of a node generated before
 *    (or the root), every GENERATE's parent is the node being expanded, ids are new and
 *    increasing; a re-expansion repeats a node's id; forgotten nodes are never named again.
 * 4. The edges: GRAPH is P8_EINVAL, a budget of 0 is P8_EINVAL, a budget too small ends
 *    P8_ELIMIT with its reason, a run stepped one expansion at a time equals a whole run, the
 *    expansion, depth and memory limits and the names. */
#include "puzzle8.h"
#include "oracle.h"
#include "shard.h"
#include "support.h"
#include "test.h"

#include <limits.h>
#include <stdlib.h>

#define INF UINT64_MAX
static const uint8_t GOAL[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
static int full, quick;
static test_shard shard;

/* ---- the independent implementations ------------------------------------------------------ */

/* The blank's neighbour in direction m (0 up, 1 down, 2 left, 3 right), or -1. */
static int ref_target(int b, int m) {
    int r = b / 3 + (m == 0 ? -1 : m == 1 ? 1 : 0), c = b % 3 + (m == 2 ? -1 : m == 3 ? 1 : 0);
    return r < 0 || r > 2 || c < 0 || c > 2 ? -1 : r * 3 + c;
}
static int ref_blank(const uint8_t t[9]) {
    int b = 0;
    while (t[b]) b++;
    return b;
}
static uint64_t ref_manhattan(const uint8_t t[9]) {
    uint64_t h = 0;
    int i, j;
    for (i = 0; i < 9; i++) {
        if (!t[i]) continue;
        for (j = 0; GOAL[j] != t[i]; j++) {}
        h += (uint64_t)(abs(i / 3 - j / 3) + abs(i % 3 - j % 3));
    }
    return h;
}
static int ref_inverse(int m) {
    return m ^ 1; /* up<->down, left<->right */
}
/* The children of t made last by move `last` (4: none): their boards and moves. */
static int ref_children(const uint8_t t[9], int last, uint8_t kids[4][9], int moves[4]) {
    int b = ref_blank(t), m, n = 0;
    for (m = 0; m < 4; m++) {
        int to = ref_target(b, m);
        if (to < 0 || (last < 4 && m == ref_inverse(last))) continue;
        memcpy(kids[n], t, 9);
        kids[n][b] = t[to];
        kids[n][to] = 0;
        moves[n++] = m;
    }
    return n;
}

typedef struct ref_run {
    long expanded, generated;
    int path[64], len;
} ref_run;

/* RBFS as the textbook writes it: 1 solved (the moves in path[0..g-1]), 0 failed (*newF). */
static int ref_rbfs(ref_run *x, const uint8_t t[9], int g, int last, uint64_t F, uint64_t limit,
                    uint64_t *newF) {
    uint8_t kids[4][9];
    int moves[4], n, i;
    uint64_t kf[4];
    if (!memcmp(t, GOAL, 9)) {
        x->len = g;
        return 1;
    }
    x->expanded++;
    n = ref_children(t, last, kids, moves);
    x->generated += n;
    for (i = 0; i < n; i++) {
        uint64_t f = (uint64_t)(g + 1) + ref_manhattan(kids[i]);
        kf[i] = f > F ? f : F;
    }
    for (;;) {
        int best = -1;
        uint64_t alt = INF;
        for (i = 0; i < n; i++) {
            if (best < 0 || kf[i] < kf[best]) {
                if (best >= 0) alt = kf[best];
                best = i;
            } else if (kf[i] < alt) {
                alt = kf[i];
            }
        }
        if (best < 0 || kf[best] > limit || kf[best] == INF) {
            *newF = best < 0 ? INF : kf[best];
            return 0;
        }
        x->path[g] = moves[best];
        if (ref_rbfs(x, kids[best], g + 1, moves[best], kf[best], alt < limit ? alt : limit,
                     &kf[best]))
            return 1;
    }
}

/* SMA*, forgetting whole families, over plain arrays with linear scans. */
typedef struct sn {
    uint8_t t[9];
    int g, move, parent, first, nk, alive;
    uint64_t F;
} sn;

static uint64_t ref_lowest(const sn *a, int p) {
    uint64_t low = INF;
    int c;
    for (c = a[p].first; c < a[p].first + a[p].nk; c++)
        if (a[c].F < low) low = a[c].F;
    return low;
}
static int ref_all_leaves(const sn *a, int p) {
    int c;
    for (c = a[p].first; c < a[p].first + a[p].nk; c++)
        if (a[c].nk) return 0;
    return a[p].nk > 0;
}

/* 1 solved, 0 failed (the budget too small), -1 the array is full or max_expansions were made
 * (not compared). The forgotten slots are dropped when the array is 4 budgets long. */
static int ref_sma(ref_run *x, const uint8_t start[9], long budget, long max_nodes,
                   long max_expansions, sn *a) {
    long count = 1, live = 1;
    a[0].g = 0;
    a[0].move = 4;
    a[0].parent = -1;
    a[0].first = 0;
    a[0].nk = 0;
    a[0].alive = 1;
    memcpy(a[0].t, start, 9);
    a[0].F = ref_manhattan(start);
    if (!memcmp(start, GOAL, 9)) {
        x->len = 0;
        return 1;
    }
    for (;;) {
        uint8_t kids[4][9];
        int moves[4], n, i, best = -1;
        long j;
        for (j = 0; j < count; j++) { /* the best leaf: lowest F, deepest, newest */
            if (!a[j].alive || a[j].nk) continue;
            if (best < 0 || a[j].F < a[best].F || (a[j].F == a[best].F && a[j].g >= a[best].g))
                best = (int)j;
        }
        if (a[best].F == INF) return 0;
        if (!memcmp(a[best].t, GOAL, 9)) {
            int k = best;
            x->len = a[best].g;
            for (; k > 0; k = a[k].parent) x->path[a[k].g - 1] = a[k].move;
            return 1;
        }
        n = ref_children(a[best].t, a[best].move, kids, moves);
        while (live + n > budget) { /* forget the worst family (not best's own) */
            int p = -1, c;
            for (j = 0; j < count; j++) {
                uint64_t lj, lp;
                if (!a[j].alive || j == a[best].parent || !ref_all_leaves(a, (int)j)) continue;
                lj = ref_lowest(a, (int)j);
                lp = p < 0 ? 0 : ref_lowest(a, p);
                if (p < 0 || lj > lp || (lj == lp && a[j].g < a[p].g)) p = (int)j;
            }
            if (p < 0) break;
            a[p].F = ref_lowest(a, p);
            for (c = a[p].first; c < a[p].first + a[p].nk; c++) a[c].alive = 0;
            live -= a[p].nk;
            a[p].nk = 0;
        }
        if (live + n > budget) {
            a[best].F = INF;
            continue;
        }
        if (count + n > 4 * budget + 8) { /* drop the forgotten slots, in order */
            long k = 0;
            int *map = malloc((size_t)count * sizeof *map);
            if (!map) exit(2);
            for (j = 0; j < count; j++) {
                if (!a[j].alive) continue;
                map[j] = (int)k;
                a[k] = a[j];
                if (j) a[k].parent = map[a[j].parent];
                k++;
            }
            for (j = 0; j < k; j++)
                if (a[j].nk) a[j].first = map[a[j].first];
            best = map[best];
            count = k;
            free(map);
        }
        if (count + n > max_nodes || x->expanded >= max_expansions) return -1;
        x->expanded++;
        x->generated += n;
        a[best].first = (int)count;
        a[best].nk = n;
        for (i = 0; i < n; i++) {
            sn *c = &a[count++];
            uint64_t f = (uint64_t)(a[best].g + 1) + ref_manhattan(kids[i]);
            memcpy(c->t, kids[i], 9);
            c->g = a[best].g + 1;
            c->move = moves[i];
            c->parent = best;
            c->first = 0;
            c->nk = 0;
            c->alive = 1;
            c->F = f > a[best].F ? f : a[best].F;
        }
        live += n;
    }
}

/* ---- the library's runs -------------------------------------------------------------------- */

typedef struct lib_run {
    int rc;
    uint64_t expanded, generated;
    int path[64], len;
} lib_run;

static p8_search *new_search(int alg, uint64_t budget) {
    p8_search *s = NULL;
    if (p8_search_new(&s) != P8_OK || p8_search_set_algorithm(s, alg) != P8_OK ||
        (budget && p8_search_set_node_budget(s, budget) != P8_OK))
        exit(2);
    return s;
}

static void lib_solve(p8_search *s, const uint8_t t[9], lib_run *out) {
    p8_board *b = NULL;
    p8_result *r = NULL;
    uint8_t mv[64];
    size_t i, n;
    if (p8_board_new(t, &b) != P8_OK) exit(2);
    out->rc = p8_search_run(s, b, NULL, &r);
    out->expanded = r ? p8_result_stat(r, P8_STAT_EXPANDED) : 0;
    out->generated = r ? p8_result_stat(r, P8_STAT_GENERATED) : 0;
    out->len = -1;
    if (r && p8_result_solved(r)) {
        n = p8_result_length(r);
        out->len = (int)n;
        if (n <= 64 && p8_result_moves(r, mv, n) == n)
            for (i = 0; i < n; i++) out->path[i] = mv[i];
    }
    p8_result_free(r);
    p8_board_free(b);
}

/* The boards: every `stride`-th reachable state of GOAL by rank, at most max. */
static int pick_boards(uint8_t (*boards)[9], int *dist, long stride, int max) {
    uint8_t *d = malloc(ORACLE_N);
    uint32_t r;
    long k = 0;
    int n = 0;
    if (!d) exit(2);
    oracle_distances(GOAL, d);
    for (r = 0; r < ORACLE_N && n < max; r++) {
        if (d[r] == ORACLE_UNREACHED || k++ % stride) continue;
        oracle_unindex(r, boards[n]);
        dist[n++] = d[r];
    }
    free(d);
    return n;
}

static int same_path(const int *a, const int *b, int len) {
    int i;
    for (i = 0; i < len; i++)
        if (a[i] != b[i]) return 0;
    return 1;
}

static void test_rbfs_against_textbook(void) {
    static uint8_t boards[400][9];
    static int dist[400];
    int n = pick_boards(boards, dist, quick ? 3001 : full ? 457 : 1373, 400), i, bad = 0;
    p8_search *s = new_search(P8_ALG_RBFS, 0);
    uint64_t total = 0;
    for (i = 0; i < n; i++) {
        ref_run x;
        lib_run y;
        uint64_t F;
        memset(&x, 0, sizeof x);
        x.len = -1;
        if (memcmp(boards[i], GOAL, 9)) ref_rbfs(&x, boards[i], 0, 4, ref_manhattan(boards[i]), INF, &F);
        else x.len = 0;
        lib_solve(s, boards[i], &y);
        total += y.expanded;
        if (y.rc != P8_OK || y.len != x.len || y.expanded != (uint64_t)x.expanded ||
            y.generated != (uint64_t)x.generated || !same_path(x.path, y.path, x.len)) {
            if (bad++ < 5)
                fprintf(stderr, "  rbfs board %d: lib rc %d len %d exp %llu gen %llu; textbook len %d "
                        "exp %ld gen %ld\n", i, y.rc, y.len, (unsigned long long)y.expanded,
                        (unsigned long long)y.generated, x.len, x.expanded, x.generated);
        }
    }
    printf("  rbfs: %d boards, the textbook's moves and counts (%llu expansions in all)\n", n,
           (unsigned long long)total);
    ASSERT_TRUE(n > 0);
    ASSERT_EQ(bad, 0);
    p8_search_free(s);
}

static void test_sma_against_textbook(void) {
    static const long budgets[] = { 40, 98, 300, 5000 };
    static uint8_t boards[200][9];
    static int dist[200];
    const long max_nodes = 50000;
    sn *a = malloc((size_t)max_nodes * sizeof *a);
    int n = pick_boards(boards, dist, quick ? 6007 : full ? 1201 : 3001, 200), i, k;
    if (!a) exit(2);
    for (k = 0; k < 4; k++) {
        p8_search *s = new_search(P8_ALG_SMASTAR, (uint64_t)budgets[k]);
        int bad = 0, compared = 0, starved = 0;
        for (i = 0; i < n; i++) {
            ref_run x;
            lib_run y;
            int rc;
            memset(&x, 0, sizeof x);
            x.len = -1;
            rc = ref_sma(&x, boards[i], budgets[k], max_nodes, 30000, a);
            if (rc < 0) continue; /* beyond what the slow reference does quickly: not compared */
            lib_solve(s, boards[i], &y);
            compared++;
            if (rc == 0) starved++;
            if ((rc == 1 ? y.rc != P8_OK : y.rc != P8_ELIMIT) || y.len != x.len ||
                y.expanded != (uint64_t)x.expanded || y.generated != (uint64_t)x.generated ||
                (rc == 1 && !same_path(x.path, y.path, x.len)) ||
                (rc == 1 && budgets[k] >= 98 && y.len != dist[i])) {
                if (bad++ < 5)
                    fprintf(stderr, "  sma* budget %ld board %d: lib rc %d len %d exp %llu gen %llu; "
                            "textbook %d len %d exp %ld gen %ld\n", budgets[k], i, y.rc, y.len,
                            (unsigned long long)y.expanded, (unsigned long long)y.generated, rc,
                            x.len, x.expanded, x.generated);
            }
        }
        printf("  sma*, budget %5ld: %d of %d boards, the textbook's moves and counts (%d too deep "
               "for the budget)\n", budgets[k], compared, n, starved);
        fflush(stdout);
        /* the tiny budget thrashes: the slow reference gives up on many boards */
        ASSERT_TRUE(budgets[k] < 98 ? compared > 0 : compared == n);
        ASSERT_EQ(bad, 0);
        if (budgets[k] >= 98) ASSERT_EQ(starved, 0);
        p8_search_free(s);
    }
    free(a);
}

/* ---- optimal on every state --------------------------------------------------------------- */

static void sweep(int alg, uint64_t budget, long stride, const char *name) {
    uint8_t *d = malloc(ORACLE_N), t[9];
    p8_search *s = new_search(alg, budget);
    long k = 0, runs = 0, wrong = 0;
    uint32_t r;
    if (!d) exit(2);
    oracle_distances(GOAL, d);
    for (r = 0; r < ORACLE_N; r++) {
        lib_run y;
        if (d[r] == ORACLE_UNREACHED || k++ % stride || !test_shard_mine(&shard)) continue;
        oracle_unindex(r, t);
        lib_solve(s, t, &y);
        runs++;
        if (y.rc != P8_OK || y.len != d[r]) {
            if (wrong++ < 5)
                fprintf(stderr, "  %s: rank %lu: status %d, length %d, optimal %d\n", name,
                        (unsigned long)r, y.rc, y.len, d[r]);
        }
    }
    printf("  %-22s optimal on %ld states (1 in %ld)\n", name, runs, stride);
    ASSERT_TRUE(runs > 0 || shard.n > 1);
    ASSERT_EQ(wrong, 0);
    p8_search_free(s);
    free(d);
}

/* The instances of test/data for the other goals (at most max of each file). */
static void sweep_data(int alg, uint64_t budget, int max, const char *name) {
    static const char *const goals[] = { "012345678", "123804765" };
    static uint8_t tiles[1000][9];
    static int moves[1000];
    p8_search *s = new_search(alg, budget);
    long runs = 0, wrong = 0;
    int i, j, k;
    for (k = 0; k < 2; k++) {
        uint8_t g[9];
        p8_board *goal = NULL;
        int n = oracle_read_instances(goals[k], tiles, moves, max < 1000 ? max : 1000);
        ASSERT_TRUE(n > 0);
        for (j = 0; j < 9; j++) g[j] = (uint8_t)(goals[k][j] - '0');
        if (p8_board_new(g, &goal) != P8_OK) exit(2);
        for (i = 0; i < n; i++) {
            p8_board *b = NULL;
            p8_result *r = NULL;
            int rc;
            if (!test_shard_mine(&shard)) continue;
            if (p8_board_new(tiles[i], &b) != P8_OK) exit(2);
            rc = p8_search_run(s, b, goal, &r);
            runs++;
            if (rc != P8_OK || (int)p8_result_length(r) != moves[i]) {
                if (wrong++ < 5)
                    fprintf(stderr, "  %s: goal %s instance %d: status %d, optimal %d\n", name,
                            goals[k], i, rc, moves[i]);
            }
            p8_result_free(r);
            p8_board_free(b);
        }
        p8_board_free(goal);
    }
    printf("  %-22s optimal on %ld instances of the other goals' data\n", name, runs);
    ASSERT_EQ(wrong, 0);
    p8_search_free(s);
}

static void test_optimal_everywhere(void) {
    long stride = full ? 1 : quick ? 9001 : 1193;
    sweep(P8_ALG_RBFS, 0, stride, "rbfs");
    sweep(P8_ALG_SMASTAR, 0, stride, "smastar");
    sweep(P8_ALG_SMASTAR, 98, full ? 1 : stride * 3, "smastar, budget 98");
    sweep_data(P8_ALG_RBFS, 0, full ? 1000 : quick ? 3 : 15, "rbfs");
    sweep_data(P8_ALG_SMASTAR, 0, full ? 1000 : quick ? 3 : 15, "smastar");
}

/* ---- the events as a trace ---------------------------------------------------------------- */

typedef struct watch {
    p8_search *s;
    uint64_t next_id, expanding, expansions, re_expansions, generated, bad;
    unsigned char *seen;         /* ids: 1 generated, 2 expanded */
    size_t cap;
} watch;

static int on_event(int event, const uint8_t *state, unsigned g, unsigned h, void *ud) {
    watch *w = ud;
    uint64_t f[P8_NODE_FIELDS];
    (void)state;
    (void)g;
    (void)h;
    if (p8_search_event_node(w->s, f, P8_NODE_FIELDS) != P8_NODE_FIELDS) w->bad++;
    if (f[P8_NODE_ID] != P8_NODE_NONE && f[P8_NODE_ID] >= w->cap) return 1;
    if (event == P8_EVENT_EXPAND) {
        uint64_t id = f[P8_NODE_ID];
        if (id != 0 && !w->seen[id]) w->bad++;          /* expanded before it was generated */
        if (w->seen[id] == 2) w->re_expansions++;
        w->seen[id] = 2;
        w->expanding = id;
        w->expansions++;
    } else if (event == P8_EVENT_GENERATE) {
        uint64_t id = f[P8_NODE_ID];
        if (f[P8_NODE_PARENT] != w->expanding) w->bad++; /* not the node being expanded */
        if (id != w->next_id) w->bad++;                  /* ids new, in creation order */
        w->next_id = id + 1;
        w->seen[id] = 1;
        w->generated++;
    }
    return 0;
}

static void test_events_hold_together(void) {
    static const int algs[2] = { P8_ALG_RBFS, P8_ALG_SMASTAR };
    static const uint8_t hard[9] = { 8, 6, 7, 2, 5, 4, 3, 0, 1 };
    int a;
    for (a = 0; a < 2; a++) {
        watch w;
        lib_run y;
        memset(&w, 0, sizeof w);
        w.s = new_search(algs[a], a ? 200 : 0);
        w.cap = 1u << 22;
        w.seen = calloc(w.cap, 1);
        w.next_id = 1;
        if (!w.seen) exit(2);
        ASSERT_EQ(p8_search_set_event_fn(w.s, on_event, P8_EVENT_ALL, &w), P8_OK);
        lib_solve(w.s, hard, &y);
        ASSERT_EQ(y.rc, P8_OK);
        ASSERT_EQ(y.len, 31);
        ASSERT_EQ(w.bad, 0);
        ASSERT_EQ_U64(w.expansions, y.expanded);
        ASSERT_EQ_U64(w.generated, y.generated);
        ASSERT_TRUE(w.re_expansions > 0); /* both forget, and come back */
        printf("  %s: %llu expansions, %llu of them again after forgetting\n",
               p8_algorithm_name(algs[a]), (unsigned long long)w.expansions,
               (unsigned long long)w.re_expansions);
        free(w.seen);
        p8_search_free(w.s);
    }
}

/* ---- the edges ---------------------------------------------------------------------------- */

static void test_edges(void) {
    static const uint8_t hard[9] = { 8, 6, 7, 2, 5, 4, 3, 0, 1 };
    static const int algs[2] = { P8_ALG_RBFS, P8_ALG_SMASTAR };
    p8_board *b = NULL;
    p8_result *r = NULL;
    int a;
    ASSERT_TRUE(p8_board_new(hard, &b) == P8_OK);
    ASSERT_TRUE(strcmp(p8_algorithm_name(P8_ALG_RBFS), "rbfs") == 0);
    ASSERT_TRUE(strcmp(p8_algorithm_name(P8_ALG_SMASTAR), "smastar") == 0);
    ASSERT_TRUE(strcmp(p8_driver_name(P8_DRIVER_RBFS), "rbfs") == 0);
    ASSERT_TRUE(strcmp(p8_driver_name(P8_DRIVER_SMASTAR), "smastar") == 0);
    ASSERT_TRUE(p8_algorithm_name(P8_ALG_SMASTAR + 1) == NULL);
    ASSERT_TRUE(p8_driver_name(P8_DRIVER_SMASTAR + 1) == NULL);
    ASSERT_EQ(p8_search_set_node_budget(NULL, 5), P8_EINVAL);
    for (a = 0; a < 2; a++) {
        p8_search *s = new_search(algs[a], 0), *t = new_search(algs[a], 0);
        lib_run whole;
        uint64_t steps = 0;
        int rc;
        ASSERT_EQ(p8_search_weights_used(s), 1);
        ASSERT_TRUE(strcmp(p8_search_frontier_used(s), "none") == 0);
        /* GRAPH: a tree search only */
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_GRAPH), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_EINVAL);
        ASSERT_TRUE(r == NULL);
        ASSERT_TRUE(strstr(p8_search_errmsg(s), "tree search") != NULL);
        /* PATH and NONE stay optimal */
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_PATH), P8_OK);
        lib_solve(s, hard, &whole);
        ASSERT_EQ(whole.rc, P8_OK);
        ASSERT_EQ(whole.len, 31);
        ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_NONE), P8_OK);
        lib_solve(s, hard, &whole);
        ASSERT_EQ(whole.rc, P8_OK);
        ASSERT_EQ(whole.len, 31);
        /* stepped one expansion at a time: the same run */
        lib_solve(t, hard, &whole);
        ASSERT_EQ(p8_search_start(t, b, NULL), P8_OK);
        while ((rc = p8_search_step(t, 1)) == P8_AGAIN) steps++;
        ASSERT_EQ(rc, P8_OK);
        ASSERT_EQ_U64(p8_search_stat(t, P8_STAT_EXPANDED), whole.expanded);
        ASSERT_EQ_U64(p8_search_stat(t, P8_STAT_GENERATED), whole.generated);
        ASSERT_EQ(p8_search_take_result(t, &r), P8_OK);
        ASSERT_EQ(p8_result_length(r), 31);
        p8_result_free(r);
        ASSERT_TRUE(steps >= whole.expanded - 1);
        /* the expansion limit */
        ASSERT_EQ(p8_search_set_limit(t, P8_LIMIT_EXPANSIONS, 100), P8_OK);
        ASSERT_EQ(p8_search_run(t, b, NULL, &r), P8_ELIMIT);
        ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_EXPANDED), 100);
        p8_result_free(r);
        /* a depth limit below the solution: no solution, the depth limit's status */
        ASSERT_EQ(p8_search_set_limit(t, P8_LIMIT_EXPANSIONS, P8_LIMIT_NONE), P8_OK);
        ASSERT_EQ(p8_search_set_limit(t, P8_LIMIT_DEPTH, 20), P8_OK);
        rc = p8_search_run(t, b, NULL, &r);
        ASSERT_TRUE(rc != P8_OK && r != NULL && !p8_result_solved(r));
        p8_result_free(r);
        /* the memory limit: P8_ELIMIT, never a crash; 0 fails the first allocation, after a
         * solved run (whose found node must not leak into this result: it did for SMA*) */
        ASSERT_EQ(p8_search_set_limit(t, P8_LIMIT_DEPTH, P8_LIMIT_NONE), P8_OK);
        lib_solve(t, hard, &whole);
        ASSERT_EQ(whole.rc, P8_OK);
        ASSERT_EQ(p8_search_set_limit(t, P8_LIMIT_MEMORY_BYTES, 0), P8_OK);
        ASSERT_EQ(p8_search_run(t, b, NULL, &r), P8_ELIMIT);
        ASSERT_TRUE(r != NULL && !p8_result_solved(r) && p8_result_length(r) == 0);
        p8_result_free(r);
        ASSERT_EQ(p8_search_set_limit(t, P8_LIMIT_MEMORY_BYTES, 600), P8_OK);
        ASSERT_EQ(p8_search_run(t, b, NULL, &r), P8_ELIMIT);
        p8_result_free(r);
        p8_search_free(s);
        p8_search_free(t);
    }
    {   /* the node budget */
        p8_search *s = new_search(P8_ALG_SMASTAR, 0);
        ASSERT_EQ(p8_search_set_node_budget(s, 0), P8_EINVAL);
        ASSERT_TRUE(strstr(p8_search_errmsg(s), "budget of 0") != NULL);
        ASSERT_EQ(p8_search_set_node_budget(s, 20), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
        ASSERT_TRUE(strstr(p8_search_errmsg(s), "node budget of 20 is too small") != NULL);
        ASSERT_TRUE(r && !p8_result_solved(r));
        ASSERT_TRUE(p8_result_stat(r, P8_STAT_MAX_FRONTIER) <= 20);
        p8_result_free(r);
        /* a preset keeps the budget */
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_ASTAR), P8_OK);
        ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_SMASTAR), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
        p8_result_free(r);
        ASSERT_EQ(p8_search_set_node_budget(s, 98), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
        ASSERT_EQ(p8_result_length(r), 31);
        ASSERT_TRUE(p8_result_stat(r, P8_STAT_MAX_FRONTIER) <= 98);
        p8_result_free(r);
        p8_search_free(s);
    }
    p8_board_free(b);
}


/* ---- the branches of the drivers' edges --------------------------------------------------- */

/* A goal at the root: solved at begin, no expansion, under either driver and any budget. */
static void test_goal_at_root(void) {
    static const int algs[2] = { P8_ALG_RBFS, P8_ALG_SMASTAR };
    int a;
    for (a = 0; a < 2; a++) {
        p8_search *s = new_search(algs[a], a ? 3 : 0);
        lib_run y;
        lib_solve(s, GOAL, &y);
        ASSERT_EQ(y.rc, P8_OK);
        ASSERT_EQ(y.len, 0);
        ASSERT_EQ_U64(y.expanded, 0);
        ASSERT_EQ_U64(y.generated, 0);
        p8_search_free(s);
    }
}

/* GRAPH_UNDO and CLOSED are refused like GRAPH, with the exact reason. */
static void test_graph_policies_refused(void) {
    static const int algs[2] = { P8_ALG_RBFS, P8_ALG_SMASTAR };
    static const int dups[2] = { P8_DUP_GRAPH_UNDO, P8_DUP_CLOSED };
    static const char *const who[2] = { "RBFS", "SMA*" };
    static const char *const names[2] = { "graph-undo", "closed" };
    p8_board *b = NULL;
    int a, k;
    ASSERT_TRUE(p8_board_new(GOAL, &b) == P8_OK);
    for (a = 0; a < 2; a++)
        for (k = 0; k < 2; k++) {
            p8_search *s = new_search(algs[a], 0);
            p8_result *r = NULL;
            char want[160];
            snprintf(want, sizeof want, "%s is a tree search: it takes the duplicate policy none, "
                     "parent or path, not %s", who[a], names[k]);
            ASSERT_EQ(p8_search_set_duplicates(s, dups[k]), P8_OK);
            ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_EINVAL);
            ASSERT_TRUE(r == NULL);
            ASSERT_STR_EQ(p8_search_errmsg(s), want);
            p8_search_free(s);
        }
    p8_board_free(b);
}

/* p8_search_cancel between steps: the next step ends the run P8_ECANCELED, with the expansions
 * made so far. */
static void test_cancel_between_steps(void) {
    static const uint8_t hard[9] = { 8, 6, 7, 2, 5, 4, 3, 0, 1 };
    static const int algs[2] = { P8_ALG_RBFS, P8_ALG_SMASTAR };
    p8_board *b = NULL;
    int a;
    ASSERT_TRUE(p8_board_new(hard, &b) == P8_OK);
    for (a = 0; a < 2; a++) {
        p8_search *s = new_search(algs[a], a ? 60 : 0);
        p8_result *r = NULL;
        ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
        ASSERT_EQ(p8_search_step(s, 3), P8_AGAIN);
        ASSERT_EQ_U64(p8_search_stat(s, P8_STAT_EXPANDED), 3);
        ASSERT_EQ(p8_search_cancel(s), P8_OK);
        ASSERT_EQ(p8_search_step(s, 3), P8_ECANCELED);
        ASSERT_STR_EQ(p8_search_errmsg(s), "the run was canceled");
        ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
        ASSERT_TRUE(r != NULL && !p8_result_solved(r));
        ASSERT_EQ(p8_result_status(r), P8_ECANCELED);
        ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_EXPANDED), 3);
        p8_result_free(r);
        p8_search_free(s);
    }
    p8_board_free(b);
}

/* Every memory limit from 0 up to the first that lets the run through, 8 bytes apart: each run
 * ends P8_ELIMIT with the memory limit's reason, or solves it optimally; none crashes or leaks
 * (the sanitizer builds check). SMA* with a small budget, to forget and compact. */
static void test_memory_limit_sweep(void) {
    static const uint8_t boards[2][9] = { { 4, 1, 3, 7, 2, 6, 0, 5, 8 }, { 0, 6, 1, 4, 3, 8, 7, 5, 2 } };
    static const int algs[2] = { P8_ALG_RBFS, P8_ALG_SMASTAR };
    uint8_t *d = malloc(ORACLE_N);
    int a;
    if (!d) exit(2);
    oracle_distances(GOAL, d);
    for (a = 0; a < 2; a++) {
        p8_search *s = new_search(algs[a], a ? 36 : 0); /* 134 expansions: it forgets, compacts */
        p8_board *b = NULL;
        long fails = 0, bad = 0, solved_len;
        ASSERT_TRUE(p8_board_new(boards[a], &b) == P8_OK);
        solved_len = sweep_memory_limit(s, b, 1u << 20, &fails, &bad);
        printf("  %s: %ld memory limits refused, then solved in %ld moves\n",
               p8_algorithm_name(algs[a]), fails, solved_len);
        ASSERT_EQ(bad, 0);
        ASSERT_TRUE(fails > 0);
        ASSERT_EQ(solved_len, d[oracle_index(boards[a])]);
        p8_board_free(b);
        p8_search_free(s);
    }
    free(d);
}

/* SMA* with every budget from 1 (36 for depth 18) to 60 on boards of depth 2 to 18, under PARENT
 * (the textbook's): the textbook's moves and counts, or P8_ELIMIT with the budget's reason where
 * it starves. The budgets below the root's children (blank in the centre: 4) starve at once. */
static void test_sma_every_small_budget(void) {
    static const uint8_t boards[6][9] = { { 1, 2, 3, 4, 0, 5, 7, 8, 6 }, { 4, 1, 3, 7, 2, 6, 0, 5, 8 },
                                          { 0, 1, 3, 4, 2, 5, 7, 8, 6 }, { 1, 3, 6, 5, 0, 2, 4, 7, 8 },
                                          { 0, 6, 1, 4, 3, 8, 7, 5, 2 }, { 0, 7, 2, 6, 1, 3, 8, 5, 4 } };
    const long max_nodes = 20000;
    sn *a = malloc((size_t)max_nodes * sizeof *a);
    long budget, bad = 0, solved = 0, starved = 0;
    int i;
    if (!a) exit(2);
    for (budget = 1; budget <= 60; budget++) {
        p8_search *s = new_search(P8_ALG_SMASTAR, (uint64_t)budget);
        for (i = 0; i < 6; i++) {
            ref_run x;
            lib_run y;
            char want[64];
            int rc;
            if (i >= 4 && budget < 36) continue; /* starving on these takes 50,000 expansions */
            memset(&x, 0, sizeof x);
            x.len = -1;
            rc = ref_sma(&x, boards[i], budget, max_nodes, 1000000, a);
            lib_solve(s, boards[i], &y);
            snprintf(want, sizeof want, "SMA*'s node budget of %ld is too small", budget);
            if (rc == 1) solved++;
            if (rc == 0) starved++;
            if (rc < 0 || (rc == 1 ? y.rc != P8_OK : y.rc != P8_ELIMIT) || y.len != x.len ||
                y.expanded != (uint64_t)x.expanded || y.generated != (uint64_t)x.generated ||
                (rc == 1 && !same_path(x.path, y.path, x.len)) ||
                (rc == 0 && strncmp(p8_search_errmsg(s), want, strlen(want)))) {
                if (bad++ < 5)
                    fprintf(stderr, "  sma* budget %ld board %d: lib rc %d len %d exp %llu gen %llu "
                            "(%s); textbook %d len %d exp %ld gen %ld\n", budget, i, y.rc, y.len,
                            (unsigned long long)y.expanded, (unsigned long long)y.generated,
                            p8_search_errmsg(s), rc, x.len, x.expanded, x.generated);
            }
        }
        p8_search_free(s);
    }
    printf("  sma*, budgets 1..60: %ld runs solved, %ld starved, as the textbook's\n", solved, starved);
    ASSERT_EQ(bad, 0);
    ASSERT_TRUE(solved > 0 && starved >= 6 * 3);
    free(a);
}

/* Saturated keys (weights UINT_MAX,UINT_MAX and h = UINT_MAX off the goal: f = UINT64_MAX at
 * g = 2): a goal below them cannot be ordered, and the run says why; one above them is found. */
static unsigned h_saturating(const uint8_t st[9], const uint8_t goal[9], void *ud) {
    (void)ud;
    return memcmp(st, goal, 9) == 0 ? 0u : UINT_MAX;
}

static unsigned h_blank_left(const uint8_t st[9], const uint8_t goal[9], void *ud) {
    (void)ud;
    (void)goal;
    return st[3] == 0 ? UINT_MAX : 0u;
}

static void test_saturated_keys(void) {
    static const uint8_t near[9] = { 1, 2, 3, 4, 5, 6, 0, 7, 8 }, far[9] = { 1, 2, 3, 4, 8, 5, 7, 0, 6 };
    static const int algs[2] = { P8_ALG_RBFS, P8_ALG_SMASTAR };
    static const char *const who[2] = { "RBFS", "SMA*" };
    int a;
    for (a = 0; a < 2; a++) {
        p8_search *s = new_search(algs[a], 0);
        char want[160];
        lib_run y;
        ASSERT_EQ(p8_search_set_weights(s, UINT_MAX, UINT_MAX), P8_OK);
        ASSERT_EQ(p8_search_set_heuristic_fn(s, h_saturating, NULL), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 100000), P8_OK); /* a safety net */
        lib_solve(s, near, &y);
        ASSERT_EQ(y.rc, P8_OK);
        ASSERT_EQ(y.len, 2);
        lib_solve(s, far, &y);
        ASSERT_EQ(y.rc, P8_ELIMIT);
        ASSERT_EQ(y.len, -1);
        ASSERT_TRUE(y.expanded < 100);
        snprintf(want, sizeof want, "%s met a key that saturates (weights %u,%u): its subtree has "
                 "no bound; lower the weights or the heuristic", who[a], UINT_MAX, UINT_MAX);
        ASSERT_STR_EQ(p8_search_errmsg(s), want);
        /* a run cut off by a depth limit, with a saturated key elsewhere: the depth limit's
         * reason, not the saturation's (h = UINT_MAX only with the
         * blank in cell 3, two moves from far's) */
        ASSERT_EQ(p8_search_set_heuristic_fn(s, h_blank_left, NULL), P8_OK);
        ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 2), P8_OK);
        lib_solve(s, far, &y);
        ASSERT_EQ(y.rc, P8_ELIMIT);
        ASSERT_EQ(y.len, -1);
        ASSERT_STR_EQ(p8_search_errmsg(s), "depth limit of 2 cut the search off: no solution of at "
                      "most 2 moves exists");
        p8_search_free(s);
    }
}

/* wg = 0: RBFS refuses it at start as IDA* does (its f-limits would not bound the depth of the
 * path: it descended until memory ran out), with a depth limit too, and holds nothing; SMA*
 * keeps its budget whatever the weights, so it takes wg = 0 (a greedy order) and ends. */
static void test_weight_zero(void) {
    static const uint8_t hard[9] = { 8, 6, 7, 2, 5, 4, 3, 0, 1 };
    static const unsigned wh[2] = { 1, 0 };
    p8_search *s = new_search(P8_ALG_RBFS, 0);
    p8_board *b = NULL;
    p8_result *r = NULL;
    lib_run y;
    int k;
    ASSERT_TRUE(p8_board_new(hard, &b) == P8_OK);
    /* a safety net: without the refusal the run would stop here, P8_ELIMIT */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 200000), P8_OK);
    for (k = 0; k < 2; k++) {
        ASSERT_EQ(p8_search_set_weights(s, 0, wh[k]), P8_OK);
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_EINVAL);
        ASSERT_NULL(r);
        ASSERT_STR_EQ(p8_search_errmsg(s), "RBFS needs wg >= 1: with wg = 0 its f-limits do not "
                      "bound the depth of the path it holds");
        ASSERT_EQ(p8_search_start(s, b, NULL), P8_EINVAL);
        ASSERT_EQ(p8_search_step(s, 0), P8_EINVAL); /* idle: nothing was started */
        ASSERT_EQ_U64(p8_search_stat(s, P8_STAT_EXPANDED), 0);
    }
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 10), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_EINVAL);
    ASSERT_NULL(r);
    ASSERT_EQ(p8_search_set_weights(s, 1, 0), P8_OK); /* wg = 1 again: runs */
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_ELIMIT);
    ASSERT_TRUE(r != NULL && !p8_result_solved(r));
    p8_result_free(r);
    p8_search_free(s);
    s = new_search(P8_ALG_SMASTAR, 60);
    ASSERT_EQ(p8_search_set_weights(s, 0, 1), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 2000000), P8_OK);
    lib_solve(s, hard, &y);
    ASSERT_EQ(y.rc, P8_OK);
    ASSERT_TRUE(y.len >= 31);
    ASSERT_TRUE(p8_search_stat(s, P8_STAT_MAX_FRONTIER) <= 60);
    p8_search_free(s);
    p8_board_free(b);
}

int main(void) {
    full = test_level() == 2;
    quick = test_level() == 0;
    if (test_shard_init(&shard) != 0) return 2;
    printf("test_search_rbfs_sma: %s, shard %ld/%ld\n",
           full ? "every state" : "sampled (P8_FULL=1 for every state)", shard.i, shard.n);
    if (!full || shard.i == 0) {
        RUN(test_rbfs_against_textbook);
        RUN(test_sma_against_textbook);
        RUN(test_events_hold_together);
        RUN(test_edges);
        RUN(test_goal_at_root);
        RUN(test_graph_policies_refused);
        RUN(test_cancel_between_steps);
        RUN(test_memory_limit_sweep);
        RUN(test_sma_every_small_budget);
        RUN(test_saturated_keys);
        RUN(test_weight_zero);
    }
    RUN(test_optimal_everywhere);
    return TEST_REPORT();
}
