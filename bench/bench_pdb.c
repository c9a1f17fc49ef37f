/* SPDX-License-Identifier: MIT */
/*
 * bench_pdb.c - the heuristics part of `make bench` (bench.c calls it): building the pattern
 * database 1234/5678 (best of its builds), and A* over the instances with Manhattan, linear
 * conflict, corner + last moves, and that database (a caller's heuristic: p8_pdb_heuristic with
 * the database as user data): expansions per instance and time per instance, each the best of
 * its passes. A wrong length (not the file's optimum) sets `wrong`. Public API only.
 */
#include "bench_pdb.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double cpu(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One row: A* with built-in `builtin`, or with the database when builtin < 0. */
static void run_row(bench_pdb_row *row, const char *name, int builtin, p8_pdb *pdb, int reps,
                    p8_board *const *boards, const int *optimal, size_t n, const p8_board *goal,
                    int *wrong) {
    p8_search *s = NULL;
    int r;
    size_t i;
    memset(row, 0, sizeof *row);
    row->name = name;
    row->best_s = row->best_cpu_s = 1e300;
    if (p8_search_new(&s) != P8_OK ||
        (builtin >= 0 ? p8_search_set_heuristic(s, builtin)
                      : p8_search_set_heuristic_fn(s, p8_pdb_heuristic, pdb)) != P8_OK) {
        *wrong = 1;
        p8_search_free(s);
        return;
    }
    for (r = 0; r < reps; r++) {
        uint64_t expanded = 0;
        double t0 = now(), c0 = cpu(), t, c;
        for (i = 0; i < n; i++) {
            p8_result *res = NULL;
            if (p8_search_run(s, boards[i], goal, &res) != P8_OK ||
                (int)p8_result_length(res) != optimal[i])
                *wrong = 1;
            expanded += p8_result_expanded(res);
            p8_result_free(res);
        }
        t = now() - t0, c = cpu() - c0;
        if (t < row->best_s) row->best_s = t;
        if (c < row->best_cpu_s) row->best_cpu_s = c;
        row->expanded = expanded;
    }
    row->n = n;
    p8_search_free(s);
}

void bench_pdb_run(bench_pdb *f, int quick, p8_board *const *boards, const int *optimal, size_t n,
                   const p8_board *goal) {
    const unsigned groups[2] = {0x1Eu, 0x1E0u}; /* tiles 1-4 and 5-8: "1234/5678" */
    int reps = quick ? 1 : 3, r;
    p8_pdb *pdb = NULL;
    memset(f, 0, sizeof *f);
    f->build_ms = f->build_cpu_ms = 1e300;
    for (r = 0; r < (quick ? 1 : 5); r++) {
        double t0 = now(), c0 = cpu();
        p8_pdb_free(pdb);
        pdb = NULL;
        if (p8_pdb_build(goal, groups, 2, &pdb) != P8_OK) {
            f->wrong = 1;
            return;
        }
        {
            double ms = (now() - t0) * 1e3, cpu_ms = (cpu() - c0) * 1e3;
            if (ms < f->build_ms) f->build_ms = ms;
            if (cpu_ms < f->build_cpu_ms) f->build_cpu_ms = cpu_ms;
        }
    }
    p8_pdb_name(pdb, f->name, sizeof f->name);
    f->entries = p8_pdb_stat(pdb, P8_PDB_ENTRIES);
    f->bytes = p8_pdb_stat(pdb, P8_PDB_BYTES);
    run_row(&f->rows[0], "A* manhattan", P8_H_MANHATTAN, NULL, reps, boards, optimal, n, goal, &f->wrong);
    run_row(&f->rows[1], "A* linear-conflict", P8_H_LINEAR_CONFLICT, NULL, reps, boards, optimal, n,
            goal, &f->wrong);
    run_row(&f->rows[2], "A* corner-last-moves", P8_H_CORNER_LAST_MOVES, NULL, reps, boards, optimal,
            n, goal, &f->wrong);
    run_row(&f->rows[3], "A* pdb:1234/5678", -1, pdb, reps, boards, optimal, n, goal, &f->wrong);
    p8_pdb_free(pdb);
    f->reps = reps;
}

static double per(double x, size_t n) { return n ? x / (double)n : 0; }

void bench_pdb_print(const bench_pdb *f) {
    int k;
    printf("pattern databases and the field's heuristics (A* over the instances, best of %d):\n",
           f->reps);
    printf("  build %-22s %8.2f ms (CPU %.2f)   %llu entries, %llu bytes\n", f->name, f->build_ms,
           f->build_cpu_ms, (unsigned long long)f->entries, (unsigned long long)f->bytes);
    printf("  %-24s %10s %10s %10s\n", "row", "expanded/i", "us/i", "cpu us/i");
    for (k = 0; k < BENCH_PDB_ROWS; k++) {
        const bench_pdb_row *r = &f->rows[k];
        printf("  %-24s %10.1f %10.1f %10.1f\n", r->name, per((double)r->expanded, r->n),
               per(r->best_s * 1e6, r->n), per(r->best_cpu_s * 1e6, r->n));
    }
    printf("  expansions, pdb / manhattan: %.2fx; pdb / linear conflict: %.2fx%s\n\n",
           f->rows[0].expanded ? (double)f->rows[3].expanded / (double)f->rows[0].expanded : 0,
           f->rows[1].expanded ? (double)f->rows[3].expanded / (double)f->rows[1].expanded : 0,
           f->wrong ? "; WRONG ANSWERS" : "");
}

void bench_pdb_json(const bench_pdb *f) {
    int k;
    printf("  \"heuristics\": {\"reps\": %d, \"pdb\": \"%s\", \"pdb_build_ms\": %.3f, "
           "\"pdb_build_cpu_ms\": %.3f, \"pdb_entries\": %llu, \"pdb_bytes\": %llu, \"rows\": [",
           f->reps, f->name, f->build_ms, f->build_cpu_ms, (unsigned long long)f->entries,
           (unsigned long long)f->bytes);
    for (k = 0; k < BENCH_PDB_ROWS; k++) {
        const bench_pdb_row *r = &f->rows[k];
        printf("%s{\"name\": \"%s\", \"instances\": %zu, \"expanded_per_instance\": %.2f, "
               "\"us_per_instance\": %.3f, \"cpu_us_per_instance\": %.3f}", k ? ", " : "", r->name,
               r->n, per((double)r->expanded, r->n), per(r->best_s * 1e6, r->n),
               per(r->best_cpu_s * 1e6, r->n));
    }
    printf("], \"correct\": %s},\n", f->wrong ? "false" : "true");
}
