/* SPDX-License-Identifier: MIT */
/*
 * test_threads.c - concurrency: "No global mutable state. Boards and results are immutable once
 * made and safe to read from many threads at once. A p8_search is used by one thread at a time;
 * any number of searches may run in parallel." (include/puzzle8.h)
 *
 * NTHREADS threads each run ROUNDS searches on their own p8_search objects (a mix of BFS, DFS,
 * UCS, greedy, A* and a custom heuristic, run and step API, default and counting allocators),
 * from const start boards and one goal board shared by every thread, while reading one shared
 * const p8_result (getters, moves, moves_string, state_at) and calling the pure functions
 * (p8_board_random, p8_heuristic_value, p8_strerror...). Every answer is compared with a
 * single-threaded precomputation. Threads only record mismatches; the main thread asserts after
 * joining (the harness counters are not thread-safe).
 *
 * Small enough for helgrind (`make helgrind`) and ThreadSanitizer (`make tsan`); also a plain
 * test in `make check`.
 */
#include "puzzle8.h"
#include "test.h"

#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#define NTHREADS 8
#define ROUNDS 6
#define NBOARDS 5
#define NCONFIGS 6
#define MAXMOVES 512

/* What a run tells (elapsed time aside). */
typedef struct answer {
    int rc, solved;
    size_t length;
    char moves[MAXMOVES];
    uint64_t expanded, generated, duplicates, max_frontier, peak;
} answer;

static p8_board *starts[NBOARDS];     /* shared, read-only once the threads start */
static p8_board *goal;
static p8_result *shared_result;      /* shared, read-only */
static answer shared_expect;
static answer expect[NBOARDS][NCONFIGS];
static uint8_t shared_states[MAXMOVES][9];
static uint8_t random_expect[9];

/* A custom heuristic: Manhattan through the public callback, with per-search user data. */
static unsigned my_h(const uint8_t state[9], const uint8_t g[9], void *ud) {
    unsigned long *calls = ud;
    (*calls)++;
    return p8_heuristic_manhattan(state, g, NULL);
}

/* A per-thread counting allocator (user data per search, never shared). */
typedef struct counter {
    long live;
} counter;
static void *c_malloc(size_t n, void *ud) {
    void *p = malloc(n);
    if (p) ((counter *)ud)->live++;
    return p;
}
static void *c_realloc(void *p, size_t n, void *ud) {
    if (!p) return c_malloc(n, ud);
    return realloc(p, n);
}
static void c_free(void *p, void *ud) {
    ((counter *)ud)->live--;
    free(p);
}

static void capture(answer *a, int rc, const p8_result *r) {
    memset(a, 0, sizeof *a);
    a->rc = rc;
    a->solved = p8_result_solved(r);
    a->length = p8_result_length(r);
    p8_result_moves_string(r, a->moves, sizeof a->moves);
    a->expanded = p8_result_expanded(r);
    a->generated = p8_result_generated(r);
    a->duplicates = p8_result_duplicates(r);
    a->max_frontier = p8_result_max_frontier(r);
    a->peak = p8_result_peak_bytes(r);
}

/* Configure s as configuration `k` (0..NCONFIGS-1). */
static int configure(p8_search *s, int k, unsigned long *hcalls) {
    static const int algs[] = { P8_ALG_BFS, P8_ALG_DFS, P8_ALG_UCS, P8_ALG_GREEDY, P8_ALG_ASTAR,
                                P8_ALG_ASTAR };
    int rc = p8_search_set_algorithm(s, algs[k]);
    if (rc == P8_OK && algs[k] == P8_ALG_DFS) rc = p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 3000);
    else if (rc == P8_OK) rc = p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, P8_LIMIT_NONE);
    if (rc == P8_OK && k == 5) rc = p8_search_set_heuristic_fn(s, my_h, hcalls);
    return rc;
}

/* One run of board b with configuration k on s: by p8_search_run, or the step API. */
static int solve(p8_search *s, int b, int k, int stepped, unsigned long *hcalls, answer *a) {
    p8_result *r = NULL;
    int rc = configure(s, k, hcalls);
    if (rc != P8_OK) return rc;
    if (!stepped) {
        rc = p8_search_run(s, starts[b], goal, &r);
    } else {
        rc = p8_search_start(s, starts[b], goal);
        if (rc != P8_OK) return rc;
        while ((rc = p8_search_step(s, 37)) == P8_AGAIN)
            ;
        if (p8_search_take_result(s, &r) != P8_OK) return -100;
    }
    capture(a, rc, r);
    p8_result_free(r);
    return P8_OK;
}

typedef struct worker {
    int id;
    unsigned long mismatches, runs, reads;
    long live;
} worker;

static void read_shared(worker *w) {
    char buf[MAXMOVES];
    uint8_t t[9];
    size_t i, len = p8_result_length(shared_result);
    if (len != shared_expect.length || p8_result_solved(shared_result) != 1 ||
        p8_result_status(shared_result) != P8_OK ||
        p8_result_expanded(shared_result) != shared_expect.expanded ||
        p8_result_generated(shared_result) != shared_expect.generated ||
        p8_result_stat(shared_result, P8_STAT_PEAK_BYTES) != shared_expect.peak)
        w->mismatches++;
    if (p8_result_moves_string(shared_result, buf, sizeof buf) != len ||
        strcmp(buf, shared_expect.moves) != 0)
        w->mismatches++;
    for (i = 0; i <= len; i++)
        if (p8_result_state_at(shared_result, i, t) != P8_OK || memcmp(t, shared_states[i], 9) != 0)
            w->mismatches++;
    w->reads++;
}

static void *work(void *arg) {
    worker *w = arg;
    counter al = { 0 };
    p8_allocator a = { c_malloc, c_realloc, c_free, NULL };
    p8_search *mine = NULL, *counted = NULL;
    unsigned long hcalls = 0;
    int round;
    a.user_data = &al;
    if (p8_search_new(&mine) != P8_OK || p8_search_new_with_allocator(&a, &counted) != P8_OK) {
        w->mismatches++;
        p8_search_free(mine);
        return NULL;
    }
    for (round = 0; round < ROUNDS; round++) {
        int b = (w->id + round) % NBOARDS, k = (w->id * 5 + round) % NCONFIGS;
        p8_search *s = (round & 1) ? counted : mine;
        answer got;
        p8_board *rb = NULL;
        uint8_t t[9];
        int rc = solve(s, b, k, (round + w->id) % 3 == 0, &hcalls, &got);
        if (rc != P8_OK || memcmp(&got, &expect[b][k], sizeof got) != 0) w->mismatches++;
        w->runs++;
        read_shared(w);
        /* pure functions and shared boards */
        if (p8_board_random(20240521u, goal, &rb) != P8_OK || p8_board_tiles(rb, t) != P8_OK ||
            memcmp(t, random_expect, 9) != 0)
            w->mismatches++;
        p8_board_free(rb);
        if (p8_board_solvable(starts[b], goal) != 1 ||
            p8_heuristic_value(P8_H_MANHATTAN, starts[b], goal) < 0 ||
            strcmp(p8_strerror(P8_EBUSY), p8_strerror(P8_EBUSY)) != 0 ||
            p8_status_name(P8_ELIMIT) == NULL)
            w->mismatches++;
    }
    /* p8_solve makes and frees its own search in each thread */
    {
        answer got;
        p8_result *r = NULL;
        int rc = p8_solve(starts[w->id % NBOARDS], goal, P8_ALG_ASTAR, P8_H_DEFAULT, &r);
        capture(&got, rc, r);
        p8_result_free(r);
        if (memcmp(&got, &expect[w->id % NBOARDS][4], sizeof got) != 0) w->mismatches++;
    }
    p8_search_free(mine);
    p8_search_free(counted);
    w->live = al.live;
    return NULL;
}

static void precompute(void) {
    unsigned long hcalls = 0;
    p8_search *s = NULL;
    p8_board *g = NULL, *rb = NULL;
    int b, k;
    size_t i;
    ASSERT_EQ(p8_board_parse("1 2 3 / 8 0 4 / 7 6 5", &goal, NULL, 0), P8_OK);
    for (b = 0; b < NBOARDS; b++)
        ASSERT_EQ(p8_board_scramble(goal, 14 + 2 * (unsigned)b, 1000u + (unsigned)b, &starts[b]), P8_OK);
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    for (b = 0; b < NBOARDS; b++)
        for (k = 0; k < NCONFIGS; k++) {
            ASSERT_EQ(solve(s, b, k, 0, &hcalls, &expect[b][k]), P8_OK);
            ASSERT_TRUE(expect[b][k].rc == P8_OK || (k == 1 && expect[b][k].rc == P8_ELIMIT));
        }
    p8_search_free(s);
    ASSERT_EQ(p8_solve(starts[NBOARDS - 1], goal, P8_ALG_ASTAR, P8_H_LINEAR_CONFLICT, &shared_result),
              P8_OK);
    capture(&shared_expect, P8_OK, shared_result);
    ASSERT_TRUE(shared_expect.length > 0 && shared_expect.length < MAXMOVES);
    ASSERT_EQ(p8_board_copy(starts[NBOARDS - 1], &g), P8_OK);
    for (i = 0; i <= shared_expect.length; i++) {
        static const char letters[] = "UDLR";
        ASSERT_EQ(p8_board_tiles(g, shared_states[i]), P8_OK);
        if (i < shared_expect.length)
            ASSERT_EQ(p8_board_apply(g, (int)(strchr(letters, shared_expect.moves[i]) - letters)), P8_OK);
    }
    ASSERT_EQ(p8_board_equal(g, goal), 1);
    p8_board_free(g);
    ASSERT_EQ(p8_board_random(20240521u, goal, &rb), P8_OK);
    ASSERT_EQ(p8_board_tiles(rb, random_expect), P8_OK);
    p8_board_free(rb);
}

static void test_threads_agree_with_single_thread(void) {
    pthread_t th[NTHREADS];
    worker w[NTHREADS];
    int i, started = 0;
    precompute();
    memset(w, 0, sizeof w);
    for (i = 0; i < NTHREADS; i++) {
        w[i].id = i;
        if (pthread_create(&th[i], NULL, work, &w[i]) != 0) break;
        started++;
    }
    ASSERT_EQ(started, NTHREADS);
    for (i = 0; i < started; i++) pthread_join(th[i], NULL);
    for (i = 0; i < started; i++) {
        ASSERT_EQ(w[i].mismatches, 0);
        ASSERT_EQ(w[i].runs, ROUNDS);
        ASSERT_EQ(w[i].reads, ROUNDS);
        ASSERT_EQ(w[i].live, 0);
    }
    /* the shared result was only read: still the same */
    {
        worker check;
        memset(&check, 0, sizeof check);
        read_shared(&check);
        ASSERT_EQ(check.mismatches, 0);
    }
    p8_result_free(shared_result);
    for (i = 0; i < NBOARDS; i++) p8_board_free(starts[i]);
    p8_board_free(goal);
}

/* ---- p8_search_cancel from another thread (the header: safe from any thread) ------------ */
typedef struct canceler {
    p8_search *s;
    pthread_mutex_t lock; /* guards done (a mutex, not an atomic, so helgrind sees it too) */
    int done;            /* set by the running thread when its runs are over */
    unsigned long cancels;
} canceler;

/* Cancel the search again and again (every ~0.2 ms) until the runner says it is done. */
static void *cancel_until_done(void *arg) {
    canceler *c = arg;
    for (;;) {
        int done;
        pthread_mutex_lock(&c->lock);
        done = c->done;
        pthread_mutex_unlock(&c->lock);
        if (done) break;
        p8_search_cancel(c->s);
        c->cancels++;
        nanosleep(&(struct timespec){ 0, 200000 }, NULL);
    }
    return NULL;
}

static void set_done(canceler *c) {
    pthread_mutex_lock(&c->lock);
    c->done = 1;
    pthread_mutex_unlock(&c->lock);
}

/* A run that would go on for minutes (tree-search BFS: no table, exponential) ends with
 * P8_ECANCELED soon after another thread cancels it; the search is usable afterwards. */
static void test_cancel_from_another_thread(void) {
    p8_search *s = NULL;
    p8_board *far = NULL;
    p8_result *r = NULL;
    pthread_t th;
    canceler c;
    int rc, i, ok = 0, canceled = 0, other = 0;
    ASSERT_EQ(p8_board_parse("8 6 7 2 5 4 3 0 1", &far, NULL, 0), P8_OK); /* 31 moves */
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    p8_search_set_algorithm(s, P8_ALG_BFS);
    p8_search_set_duplicates(s, P8_DUP_PARENT);
    p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, (uint64_t)1 << 30); /* a safety net only */
    memset(&c, 0, sizeof c);
    pthread_mutex_init(&c.lock, NULL);
    c.s = s;
    ASSERT_EQ(pthread_create(&th, NULL, cancel_until_done, &c), 0);
    rc = p8_search_run(s, far, NULL, &r);
    set_done(&c);
    pthread_join(th, NULL);
    pthread_mutex_destroy(&c.lock);
    ASSERT_EQ(rc, P8_ECANCELED);
    ASSERT_NOT_NULL(r);
    ASSERT_EQ(p8_result_solved(r), 0);
    ASSERT_STR_EQ(p8_search_errmsg(s), "the run was canceled");
    p8_result_free(r);
    r = NULL;

    /* Short A* runs while the other thread keeps canceling: each one either solves or ends
     * canceled with its result; nothing else, nothing broken. */
    p8_search_set_algorithm(s, P8_ALG_ASTAR);
    memset(&c, 0, sizeof c);
    pthread_mutex_init(&c.lock, NULL);
    c.s = s;
    ASSERT_EQ(pthread_create(&th, NULL, cancel_until_done, &c), 0);
    for (i = 0; i < 200; i++) {
        rc = p8_search_run(s, far, NULL, &r);
        if (rc == P8_OK && p8_result_length(r) == 31) ok++;
        else if (rc == P8_ECANCELED && r && p8_result_solved(r) == 0) canceled++;
        else other++;
        p8_result_free(r);
        r = NULL;
    }
    set_done(&c);
    pthread_join(th, NULL);
    pthread_mutex_destroy(&c.lock);
    ASSERT_EQ(ok + canceled, 200);
    ASSERT_EQ(other, 0);
    ASSERT_TRUE(c.cancels > 0);
    printf("note: 200 A* runs under repeated cancels: %d solved, %d canceled, %lu cancels\n",
           ok, canceled, c.cancels);
    /* once the canceling stops, the search works as before */
    ASSERT_EQ(p8_search_run(s, far, NULL, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 31);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(far);
}

int main(void) {
    RUN(test_threads_agree_with_single_thread);
    RUN(test_cancel_from_another_thread);
    return TEST_REPORT();
}
