/* SPDX-License-Identifier: MIT */
/*
 * bench_space.c - the state-space part of `make bench` (bench.c calls it): building a distance
 * table (ratio to the reference's full BFS from the goal), all 181,440 optimal solutions
 * including the build, one distance query, a built-in's heuristic check over all states, the
 * CSV export of the whole graph (to /dev/null), and solving the instances by table.
 * Public API only; every figure is the best of its repetitions. A wrong answer (a histogram,
 * a solution length or a verdict that is not what it must be) sets `wrong`.
 */
#include "bench_space.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define REPS 5

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of this process: the machine may be shared, so wall figures come with CPU ones. */
static double cpu(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double min_d(double a, double b) { return a < b ? a : b; }

static int sum_lengths(const uint8_t start[9], const uint8_t *moves, size_t len, void *ud) {
    (void)start;
    (void)moves;
    *(uint64_t *)ud += len;
    return 0;
}

static int to_file(const char *data, size_t len, void *ud) {
    return fwrite(data, 1, len, (FILE *)ud) == len ? 0 : -1;
}

static p8_table *build_or_die(const p8_board *goal) {
    p8_table *t = NULL;
    if (p8_table_build(goal, &t) != P8_OK) {
        fprintf(stderr, "bench: p8_table_build failed\n");
        exit(1);
    }
    return t;
}

void bench_space_run(bench_space *f, int quick, p8_board *const *boards, size_t n,
                     const p8_board *goal) {
    int reps = quick ? 1 : REPS, r;
    uint64_t hist[P8_MAX_DISTANCE + 1];
    p8_table *t;
    FILE *null = fopen("/dev/null", "wb");
    size_t i;
    memset(f, 0, sizeof *f);
    f->build_ms = f->all_ms = f->query_ns = f->check_ms = f->csv_ms = f->solve_us = 1e300;
    f->build_cpu_ms = f->all_cpu_ms = f->check_cpu_ms = f->csv_cpu_ms = 1e300;
    for (r = 0; r < reps; r++) {
        double t0 = now(), c0 = cpu();
        t = build_or_die(NULL);
        f->build_ms = min_d(f->build_ms, (now() - t0) * 1e3);
        f->build_cpu_ms = min_d(f->build_cpu_ms, (cpu() - c0) * 1e3);
        f->table_bytes = p8_table_stat(t, P8_TABLE_BYTES);
        p8_table_histogram(t, hist, P8_MAX_DISTANCE + 1);
        if (hist[31] != 2 || hist[24] != 24047 || p8_table_stat(t, P8_TABLE_SUM_DISTANCES) != 3986672)
            f->wrong = 1;
        p8_table_free(t);
    }
    for (r = 0; r < reps; r++) { /* all optimal solutions, the build included */
        uint64_t moves = 0;
        double t0 = now(), c0 = cpu();
        t = build_or_die(NULL);
        if (p8_table_solve_all(t, sum_lengths, &moves) != P8_OK) f->wrong = 1;
        f->all_ms = min_d(f->all_ms, (now() - t0) * 1e3);
        f->all_cpu_ms = min_d(f->all_cpu_ms, (cpu() - c0) * 1e3);
        f->all_moves = moves;
        if (moves != p8_table_stat(t, P8_TABLE_SUM_DISTANCES)) f->wrong = 1;
        p8_table_free(t);
    }
    t = build_or_die(goal);
    for (r = 0; r < reps && n > 0; r++) { /* distance queries over the instances, 2M in all */
        long k, total = 0, queries = 2000000;
        double t0 = now();
        for (k = 0; k < queries; k++) total += p8_table_distance(t, boards[(size_t)k % n]);
        f->query_ns = min_d(f->query_ns, (now() - t0) * 1e9 / (double)queries);
        if (total <= 0) f->wrong = 1;
    }
    for (r = 0; r < reps; r++) {
        uint64_t out[P8_CHECK_COUNT];
        double t0 = now(), c0 = cpu();
        if (p8_heuristic_check(P8_H_MANHATTAN, NULL, t, out, P8_CHECK_COUNT) != P8_CHECK_COUNT)
            f->wrong = 1;
        f->check_ms = min_d(f->check_ms, (now() - t0) * 1e3);
        f->check_cpu_ms = min_d(f->check_cpu_ms, (cpu() - c0) * 1e3);
        if (!out[P8_CHECK_ADMISSIBLE] || !out[P8_CHECK_CONSISTENT]) f->wrong = 1;
    }
    for (r = 0; r < (quick ? 1 : 3) && null; r++) {
        double t0 = now(), c0 = cpu();
        if (p8_graph_write(P8_GRAPH_CSV, P8_GRAPH_ALL, NULL, to_file, null) != P8_OK) f->wrong = 1;
        fflush(null);
        f->csv_ms = min_d(f->csv_ms, (now() - t0) * 1e3);
        f->csv_cpu_ms = min_d(f->csv_cpu_ms, (cpu() - c0) * 1e3);
    }
    for (r = 0; r < reps && n > 0; r++) { /* solve the instances by table */
        double t0 = now();
        for (i = 0; i < n; i++) {
            p8_result *res = NULL;
            if (p8_table_solve(t, boards[i], &res) != P8_OK ||
                (int)p8_result_length(res) != p8_table_distance(t, boards[i]))
                f->wrong = 1;
            p8_result_free(res);
        }
        f->solve_us = min_d(f->solve_us, (now() - t0) * 1e6 / (double)n);
    }
    f->instances = n;
    p8_table_free(t);
    if (null) fclose(null);
    f->reps = reps;
}

static double ratio(double a, double b) { return b > 0 ? a / b : 0; }
static const char *verdict(int pass) { return pass ? "PASS" : "MISS"; }

void bench_space_print(const bench_space *f, double ref_bfs_ms) {
    printf("the whole state space (p8_table, p8_graph, p8_heuristic_check; best of %d, wall and CPU):\n",
           f->reps);
    printf("  table build                 %8.2f ms (CPU %.2f)   %llu bytes", f->build_ms,
           f->build_cpu_ms, (unsigned long long)f->table_bytes);
    if (ref_bfs_ms > 0)
        printf("; %.2fx the reference's full BFS (%.2f ms)", ratio(f->build_ms, ref_bfs_ms),
               ref_bfs_ms);
    printf("\n");
    printf("  all 181,440 solutions       %8.2f ms (CPU %.2f)   build included, %llu moves\n",
           f->all_ms, f->all_cpu_ms, (unsigned long long)f->all_moves);
    printf("  distance query              %8.1f ns\n", f->query_ns);
    printf("  check manhattan, all states %8.2f ms (CPU %.2f)\n", f->check_ms, f->check_cpu_ms);
    printf("  CSV export, whole graph     %8.2f ms (CPU %.2f)   967,680 edges to /dev/null\n",
           f->csv_ms, f->csv_cpu_ms);
    if (f->instances)
        printf("  solve by table              %8.2f us/inst over %zu instances\n", f->solve_us,
               f->instances);
    printf("  targets: build <= 1.3x reference %s; all solutions < 500 ms %s; query < 200 ns %s;\n"
           "           check < 100 ms %s; CSV < 1 s %s%s\n\n",
           ref_bfs_ms > 0 ? verdict(ratio(f->build_ms, ref_bfs_ms) <= 1.3) : "n/a",
           verdict(f->all_ms < 500), verdict(f->query_ns < 200), verdict(f->check_ms < 100),
           verdict(f->csv_ms < 1000), f->wrong ? "; WRONG ANSWERS" : "");
}

void bench_space_json(const bench_space *f, double ref_bfs_ms) {
    printf("  \"space\": {\"reps\": %d, \"build_ms\": %.3f, \"build_ratio\": %.3f, "
           "\"build_cpu_ms\": %.3f, \"table_bytes\": %llu, \"all_solutions_ms\": %.3f, "
           "\"all_solutions_cpu_ms\": %.3f, \"query_ns\": %.2f, \"check_manhattan_ms\": %.3f, "
           "\"check_manhattan_cpu_ms\": %.3f, \"csv_export_ms\": %.3f, \"csv_export_cpu_ms\": %.3f, "
           "\"solve_us_per_instance\": %.3f, \"correct\": %s},\n",
           f->reps, f->build_ms, ratio(f->build_ms, ref_bfs_ms), f->build_cpu_ms,
           (unsigned long long)f->table_bytes, f->all_ms, f->all_cpu_ms, f->query_ns, f->check_ms,
           f->check_cpu_ms, f->csv_ms, f->csv_cpu_ms, f->instances ? f->solve_us : 0.0,
           f->wrong ? "false" : "true");
}
