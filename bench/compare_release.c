/* SPDX-License-Identifier: MIT */
/*
 * compare_release.c - the rows that exist in both a release and this version, for
 * bench/compare-release.sh. The first rows use only the API of 0.2.0, the rest (IDA*,
 * bidirectional BFS, the random walk) that of 0.3.0 and are left out when built against an
 * older header; so the same file builds against the release's library and against this one,
 * and the script runs the two programs interleaved (and under callgrind) and compares them row
 * by row.
 *
 * Usage: compare_release [--passes N] [--only ROW] INSTANCES.txt
 *   Prints one line per row: "ROW inst=N wall_us=W cpu_us=C expanded=E generated=G bytes=B",
 *   where W and C are the best pass's wall and CPU microseconds per instance (full-bfs: per
 *   run) and B the bytes per stored node (the sum of peak_bytes over the sum of stored nodes,
 *   generated - duplicates + 1 a run).
 *   --only ROW runs that row only. Every pass goes through one_pass() (with --passes 1,
 *   callgrind's --toggle-collect=one_pass* counts exactly one pass).
 */
#include "puzzle8.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_INST 1000
#define FULL_BFS_START "8 6 7 2 5 4 3 0 1"

typedef struct {
    const char *name;
    int alg, heuristic;  /* heuristic -1: the preset's */
    unsigned wg, wh;     /* weights when wg || wh */
    size_t limit;        /* first `limit` instances (0: all) */
} row_config;

static const row_config rows[] = {
    { "astar-manhattan", P8_ALG_ASTAR, -1, 0, 0, 0 },
    { "astar-linear-conflict", P8_ALG_ASTAR, P8_H_LINEAR_CONFLICT, 0, 0, 0 },
    { "astar-misplaced", P8_ALG_ASTAR, P8_H_MISPLACED, 0, 0, 100 },
    { "weighted-astar-1-2", P8_ALG_ASTAR, -1, 1, 2, 0 },
    { "greedy", P8_ALG_GREEDY, -1, 0, 0, 0 },
    { "ucs", P8_ALG_UCS, -1, 0, 0, 50 },
    { "bfs", P8_ALG_BFS, -1, 0, 0, 50 },
    { "dfs", P8_ALG_DFS, -1, 0, 0, 50 },
    { "full-bfs", P8_ALG_BFS, -1, 0, 0, 1 },
#if P8_VERSION_MAJOR > 0 || P8_VERSION_MINOR >= 3
    { "idastar-manhattan", P8_ALG_IDASTAR, -1, 0, 0, 0 },
    { "idastar-linear-conflict", P8_ALG_IDASTAR, P8_H_LINEAR_CONFLICT, 0, 0, 0 },
    { "bibfs", P8_ALG_BIBFS, -1, 0, 0, 50 },
    { "random-walk", P8_ALG_RANDOM_WALK, -1, 0, 0, 20 }, /* seed = instance number */
#endif
};
#define N_ROWS (sizeof rows / sizeof rows[0])

static p8_board *board[MAX_INST], *full_bfs_start;
static size_t n_inst;

static void die(const char *what) {
    fprintf(stderr, "compare_release: %s\n", what);
    exit(1);
}

static double clock_s(clockid_t id) {
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void load(const char *path) {
    char line[256];
    FILE *f = fopen(path, "r");
    if (!f) die("cannot open the instance file");
    while (n_inst < MAX_INST && fgets(line, sizeof line, f)) {
        char *bar = strchr(line, '|');
        if (line[0] == '#' || !bar) continue;
        *bar = '\0';
        if (p8_board_parse(line, &board[n_inst], NULL, 0) != P8_OK) die("bad instance line");
        n_inst++;
    }
    fclose(f);
    if (p8_board_parse(FULL_BFS_START, &full_bfs_start, NULL, 0) != P8_OK) die("bad BFS start");
}

/* One pass of row c over its instances with search s; adds the counts. Not inlined: callgrind
 * counts it alone. */
__attribute__((noinline)) static void one_pass(p8_search *s, const row_config *c, size_t n,
                                               unsigned long long *expanded,
                                               unsigned long long *generated, double *peak,
                                               double *stored) {
    size_t i;
    for (i = 0; i < n; i++) {
        p8_result *r = NULL;
        const p8_board *start = c->limit == 1 ? full_bfs_start : board[i];
#if P8_VERSION_MAJOR > 0 || P8_VERSION_MINOR >= 3
        if (c->alg == P8_ALG_RANDOM_WALK && p8_search_set_seed(s, i) != P8_OK) die("seed");
#endif
        if (p8_search_run(s, start, NULL, &r) != P8_OK) die(p8_search_errmsg(s));
        *expanded += p8_result_expanded(r);
        *generated += p8_result_generated(r);
        *peak += (double)p8_result_peak_bytes(r);
        *stored += (double)(p8_result_generated(r) - p8_result_duplicates(r) + 1);
        p8_result_free(r);
    }
}

static void run_row(const row_config *c, int passes) {
    p8_search *s = NULL;
    size_t n = c->limit && c->limit < n_inst ? c->limit : n_inst;
    double best = 1e300, best_cpu = 1e300, peak = 0, stored = 0;
    unsigned long long expanded = 0, generated = 0;
    int p;
    if (p8_search_new(&s) != P8_OK || p8_search_set_algorithm(s, c->alg) != P8_OK ||
        (c->heuristic >= 0 && p8_search_set_heuristic(s, c->heuristic) != P8_OK) ||
        ((c->wg || c->wh) && p8_search_set_weights(s, c->wg, c->wh) != P8_OK))
        die("configuration failed");
    for (p = 0; p < passes; p++) {
        double t0 = clock_s(CLOCK_MONOTONIC), c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID), t, tc;
        expanded = generated = 0;
        peak = stored = 0;
        one_pass(s, c, n, &expanded, &generated, &peak, &stored);
        t = clock_s(CLOCK_MONOTONIC) - t0;
        tc = clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
        if (t < best) best = t;
        if (tc < best_cpu) best_cpu = tc;
    }
    printf("%s inst=%zu wall_us=%.2f cpu_us=%.2f expanded=%llu generated=%llu bytes=%.2f\n",
           c->name, n, best / (double)n * 1e6, best_cpu / (double)n * 1e6, expanded, generated,
           stored > 0 ? peak / stored : 0);
    p8_search_free(s);
}

int main(int argc, char **argv) {
    const char *only = NULL, *path = NULL;
    int passes = 3, i;
    size_t k;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--passes") == 0 && i + 1 < argc) passes = atoi(argv[++i]);
        else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) only = argv[++i];
        else path = argv[i];
    }
    if (!path || passes < 1) die("usage: compare_release [--passes N] [--only ROW] INSTANCES.txt");
    load(path);
    for (k = 0; k < N_ROWS; k++)
        if (!only || strcmp(only, rows[k].name) == 0) run_row(&rows[k], passes);
    for (k = 0; k < n_inst; k++) p8_board_free(board[k]);
    p8_board_free(full_bfs_start);
    return 0;
}
