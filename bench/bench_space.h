/* SPDX-License-Identifier: MIT */
/* bench_space.h - the state-space rows of `make bench` (bench_space.c), called from bench.c. */
#ifndef P8_BENCH_SPACE_H
#define P8_BENCH_SPACE_H

#include "puzzle8.h"

#include <stddef.h>

typedef struct bench_space {
    int reps, wrong;
    double build_ms, all_ms, query_ns, check_ms, csv_ms, solve_us;
    double build_cpu_ms, all_cpu_ms, check_cpu_ms, csv_cpu_ms;
    uint64_t table_bytes, all_moves;
    size_t instances;
} bench_space;

/* Measure everything (boards: the n instances, of goal; NULL goal: the default). */
void bench_space_run(bench_space *f, int quick, p8_board *const *boards, size_t n,
                     const p8_board *goal);
/* The figures and targets as text, or as the "space" member of bench's JSON object. */
void bench_space_print(const bench_space *f, double ref_bfs_ms);
void bench_space_json(const bench_space *f, double ref_bfs_ms);

#endif
