/* SPDX-License-Identifier: MIT */
/* test_search_seed_rules.c - the duplicate policies of the textbook programs (issue 24 item 4):
 * GRAPH_UNDO (graph search that generates the undo move and discards it) and CLOSED (a closed
 * list only: the undo move generated, a successor a duplicate when its state was expanded, the
 * frontier never looked at, each copy taken expanded).
 *
 * The library's runs are compared with an independent straightforward search written below the
 * way a student writes it (an array of nodes, a queue or a stack, a table indexed by the
 * permutation's rank): expanded, generated, duplicates, the most frontier entries and the moves,
 * for BFS (a queue, the goal tested when generated), BFS with the goal tested when taken (the
 * bucket queue under weights 1,0: the textbook's program) and DFS (a stack), on boards scrambled
 * from two goals. The seed figure: seed 004's BFS (goal tested when taken, closed list only)
 * made 117 node instances on 1 3 4 8 6 2 7 0 5 -> 1 2 3 8 0 4 7 6 5, the start and each state
 * it generated, before its closed-list check; the model must say 117 and the library 116
 * generated. And: the names, the setter's range, the drivers that refuse them, the
 * depth-limit message of a closed list, and out of memory at every allocation of a run (the
 * closed list's table grows as nodes are expanded): P8_ENOMEM, nothing leaked, or the run's
 * result. */
#include "puzzle8.h"
#include "chaos_alloc.h"
#include "support.h"
#include "test.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ---- the independent model ----------------------------------------------------------------- */

enum { M_QUEUE_AT_GENERATION, M_QUEUE_WHEN_TAKEN, M_STACK };

typedef struct m_node {
    uint8_t s[9];
    long parent;
    int move;
    unsigned g;
    int stale, closed;
} m_node;

typedef struct model {
    m_node *n;
    long count, cap;
    long *fr;                 /* the frontier: node indices */
    long head, tail, fcap;
    long *best;               /* rank -> node index (GRAPH_UNDO: the state's node; CLOSED: expanded) */
    uint64_t expanded, generated, duplicates, max_frontier;
    long found;
    char moves[64];
} model;

static unsigned m_rank(const uint8_t s[9]) {
    unsigned r = 0, i, j;
    for (i = 0; i < 9; i++) {
        unsigned smaller = 0;
        for (j = i + 1; j < 9; j++) smaller += s[j] < s[i];
        r = r * (9 - i) + smaller;
    }
    return r;
}

static void m_grow(model *m) {
    if (m->count == m->cap) {
        m->cap = m->cap ? m->cap * 2 : 1024;
        m->n = realloc(m->n, (size_t)m->cap * sizeof *m->n);
        if (!m->n) exit(3);
    }
    if (m->tail == m->fcap) {
        m->fcap = m->fcap ? m->fcap * 2 : 1024;
        m->fr = realloc(m->fr, (size_t)m->fcap * sizeof *m->fr);
        if (!m->fr) exit(3);
    }
}

static long m_new(model *m, const uint8_t s[9], long parent, int move, unsigned g) {
    m_node *x;
    m_grow(m);
    x = &m->n[m->count];
    memcpy(x->s, s, 9);
    x->parent = parent;
    x->move = move;
    x->g = g;
    x->stale = x->closed = 0;
    return m->count++;
}

static void m_push(model *m, long i) {
    m->fr[m->tail++] = i;
    if ((uint64_t)(m->tail - m->head) > m->max_frontier) m->max_frontier = (uint64_t)(m->tail - m->head);
}

static void m_path(model *m, long i) {
    int len = (int)m->n[i].g;
    m->moves[len] = '\0';
    for (; m->n[i].parent >= 0; i = m->n[i].parent) m->moves[--len] = "UDLR"[m->n[i].move];
}

/* Search start -> goal with `policy` (P8_DUP_GRAPH_UNDO, or P8_DUP_CLOSED) and the frontier
 * `how`; reopen: GRAPH_UNDO's (a closed state reached by a cheaper path is made again; the
 * stack's default is off, as the DFS preset's). 1 if found, 0 if the frontier ran empty. */
static int m_search(model *m, const uint8_t start[9], const uint8_t goal[9], int policy, int how) {
    const int reopen = how != M_STACK;
    static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 };
    long i, root;
    memset(m, 0, sizeof *m);
    m->best = malloc(362880 * sizeof *m->best);
    if (!m->best) exit(3);
    for (i = 0; i < 362880; i++) m->best[i] = -1;
    m->found = -1;
    root = m_new(m, start, -1, -1, 0);
    if (memcmp(start, goal, 9) == 0) return m->found = root, 1;
    if (policy == P8_DUP_GRAPH_UNDO) m->best[m_rank(start)] = root;
    m_push(m, root);
    while (m->tail > m->head) {
        long at = how == M_STACK ? m->fr[--m->tail] : m->fr[m->head++];
        m_node cur = m->n[at];
        int b = 0, k;
        if (cur.stale) continue;
        if (how != M_QUEUE_AT_GENERATION && memcmp(cur.s, goal, 9) == 0) return m->found = at, 1;
        if (policy == P8_DUP_CLOSED && m->best[m_rank(cur.s)] < 0) m->best[m_rank(cur.s)] = at;
        m->n[at].closed = 1;
        m->expanded++;
        while (cur.s[b]) b++;
        for (k = 0; k < 4; k++) {
            int r = b / 3 + dr[k], c = b % 3 + dc[k];
            uint8_t t[9];
            unsigned rk;
            long old, nw;
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            memcpy(t, cur.s, 9);
            t[b] = t[r * 3 + c];
            t[r * 3 + c] = 0;
            m->generated++;
            rk = m_rank(t);
            old = m->best[rk];
            if (policy == P8_DUP_CLOSED ? old >= 0
                : old >= 0 && (m->n[old].g <= cur.g + 1 || (!reopen && m->n[old].closed))) {
                m->duplicates++;
                continue;
            }
            nw = m_new(m, t, at, k, cur.g + 1);
            if (policy == P8_DUP_GRAPH_UNDO) {
                if (old >= 0) m->n[old].stale = 1;
                m->best[rk] = nw;
            }
            if (how == M_QUEUE_AT_GENERATION && memcmp(t, goal, 9) == 0) return m->found = nw, 1;
            m_push(m, nw);
        }
    }
    return 0;
}

static void m_free(model *m) {
    free(m->n);
    free(m->fr);
    free(m->best);
}

/* ---- the library against the model ---------------------------------------------------------- */

/* The library's run of start -> goal with `policy`, configured as `how` says. */
static void compare(const p8_board *start, const p8_board *goal, int policy, int how) {
    p8_search *s = NULL;
    p8_result *r = NULL;
    model m;
    char moves[64];
    uint8_t ts[9], tg[9];
    int found, rc;
    p8_board_tiles(start, ts);
    p8_board_tiles(goal, tg);
    found = m_search(&m, ts, tg, policy, how);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_algorithm(s, how == M_STACK ? P8_ALG_DFS : P8_ALG_BFS), P8_OK);
    if (how == M_QUEUE_WHEN_TAKEN) ASSERT_EQ(p8_search_set_frontier(s, P8_FRONTIER_BUCKET), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, policy), P8_OK);
    ASSERT_EQ(p8_search_set_reopen(s, how != M_STACK), P8_OK);
    rc = p8_search_run(s, start, goal, &r);
    ASSERT_EQ(rc, found ? P8_OK : P8_ENOTFOUND);
    if (r) {
        ASSERT_EQ_U64(p8_result_expanded(r), m.expanded);
        ASSERT_EQ_U64(p8_result_generated(r), m.generated);
        ASSERT_EQ_U64(p8_result_duplicates(r), m.duplicates);
        ASSERT_EQ_U64(p8_result_max_frontier(r), m.max_frontier);
        if (found && p8_result_moves_string(r, moves, sizeof moves) < sizeof moves) {
            m_path(&m, m.found);
            ASSERT_STR_EQ(moves, m.moves);
        }
    }
    p8_result_free(r);
    p8_search_free(s);
    m_free(&m);
}

static void test_against_model(void) {
    static const char *goals[] = { "1 2 3 8 0 4 7 6 5", "1 2 3 4 5 6 7 8 0" };
    static const int policies[] = { P8_DUP_GRAPH_UNDO, P8_DUP_CLOSED };
    const unsigned boards = test_level() == 2 ? 48 : test_level() ? 16 : 4;
    unsigned gi, i, p, how;
    for (gi = 0; gi < 2; gi++) {
        p8_board *goal = mk(goals[gi]);
        for (i = 0; i < boards; i++) {
            p8_board *start = NULL;
            /* 2..25 scrambling moves (make check: up to 17): a few nodes up to much of the space */
            ASSERT_EQ(p8_board_scramble(goal, 2 + i % 24, 1000 + i, &start), P8_OK);
            for (p = 0; p < 2; p++)
                for (how = 0; how < 3; how++)
                    if (how != M_STACK || i % 6 == 0) compare(start, goal, policies[p], (int)how);
            p8_board_free(start);
        }
        p8_board_free(goal);
    }
}

/* Seed 004: 117 node instances; the library's BFS (GRAPH) generates 41. */
static void test_seed_004(void) {
    p8_board *start = mk("1 3 4 8 6 2 7 0 5"), *goal = mk("1 2 3 8 0 4 7 6 5");
    p8_search *s = NULL;
    p8_result *r = NULL;
    model m;
    uint8_t ts[9], tg[9];
    p8_board_tiles(start, ts);
    p8_board_tiles(goal, tg);
    ASSERT_EQ(m_search(&m, ts, tg, P8_DUP_CLOSED, M_QUEUE_WHEN_TAKEN), 1);
    ASSERT_EQ_U64(1 + m.generated, 117); /* the seed's published figure */
    m_free(&m);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_OK);
    ASSERT_EQ(p8_search_run(s, start, goal, &r), P8_OK);
    ASSERT_EQ_U64(p8_result_generated(r), 41);
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_frontier(s, P8_FRONTIER_BUCKET), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_CLOSED), P8_OK);
    ASSERT_EQ(p8_search_run(s, start, goal, &r), P8_OK);
    ASSERT_EQ_U64(1 + p8_result_generated(r), 117);
    ASSERT_EQ(p8_result_length(r), 5);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(start);
    p8_board_free(goal);
}

/* ---- the setting ---------------------------------------------------------------------------- */

static void test_names_and_refusals(void) {
    p8_board *b = mk("7 2 4 5 0 6 8 3 1"), *goal = mk("0 1 2 3 4 5 6 7 8");
    p8_search *s = NULL;
    p8_result *r = NULL;
    ASSERT_STR_EQ(p8_duplicates_name(P8_DUP_GRAPH_UNDO), "graph-undo");
    ASSERT_STR_EQ(p8_duplicates_name(P8_DUP_CLOSED), "closed");
    ASSERT_NULL(p8_duplicates_name(P8_DUP_CLOSED + 1));
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_CLOSED + 1), P8_EINVAL);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "out of range (0..5)") != NULL);
    /* the bidirectional driver meets in GRAPH's tables; the walk takes NONE or PARENT */
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BIBFS), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_CLOSED), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, goal, &r), P8_EINVAL);
    ASSERT_NULL(r);
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_RANDOM_WALK), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_GRAPH_UNDO), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, goal, &r), P8_EINVAL);
    ASSERT_NULL(r);
    /* a closed list under a depth limit may miss a solution within it: the message says so */
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_DFS), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_CLOSED), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 27), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, goal, &r), P8_ELIMIT);
    ASSERT_TRUE(strstr(p8_search_errmsg(s), "a closed list never reopens") != NULL);
    p8_result_free(r);
    /* iterative deepening with a closed list: a table a pass, and it ends */
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_IDASTAR), P8_OK);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_CLOSED), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, goal, &r), P8_OK);
    ASSERT_TRUE(p8_result_length(r) >= 26);
    p8_result_free(r);
    ASSERT_EQ(p8_search_set_duplicates(s, P8_DUP_GRAPH_UNDO), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, goal, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 26); /* GRAPH's runs with reopening: optimal */
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(goal);
}

/* Fail the n-th allocation (then every one from the n-th on) of a run of each policy, for every
 * n until the run succeeds: P8_ENOMEM with no result and nothing held, or the reference's run. */
static void test_out_of_memory(void) {
    static const int policies[] = { P8_DUP_GRAPH_UNDO, P8_DUP_CLOSED };
    p8_board *start = mk("8 6 7 2 5 4 3 0 1"), *goal = mk("1 2 3 4 5 6 7 8 0");
    chaos c;
    p8_allocator a;
    unsigned p, mode;
    memset(&c, 0, sizeof c);
    a = make_alloc(&c);
    for (p = 0; p < 2; p++)
        for (mode = 0; mode < 2; mode++) {
            unsigned long n, points = 0;
            uint64_t expanded = 0;
            for (n = 1; n < 5000; n++) {
                p8_search *s = NULL;
                p8_result *r = NULL;
                int rc;
                arm(&c, ULONG_MAX, 0);
                ASSERT_EQ(p8_search_new_with_allocator(&a, &s), P8_OK);
                ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_OK);
                ASSERT_EQ(p8_search_set_duplicates(s, policies[p]), P8_OK);
                ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 3000), P8_OK);
                arm(&c, n, (int)mode);
                rc = p8_search_run(s, start, goal, &r);
                if (rc == P8_ENOMEM) {
                    ASSERT_NULL(r);
                    points++;
                } else {
                    ASSERT_EQ(rc, P8_ELIMIT);
                    if (r) expanded = p8_result_expanded(r);
                }
                p8_result_free(r);
                p8_search_free(s);
                ASSERT_EQ(c.live, 0);
                if (rc != P8_ENOMEM) break;
            }
            ASSERT_TRUE(points >= 3);
            ASSERT_EQ_U64(expanded, 3000);
        }
    ASSERT_EQ(c.bad_free, 0);
    p8_board_free(start);
    p8_board_free(goal);
}

int main(void) {
    RUN(test_seed_004);
    RUN(test_against_model);
    RUN(test_names_and_refusals);
    RUN(test_out_of_memory);
    return TEST_REPORT();
}
