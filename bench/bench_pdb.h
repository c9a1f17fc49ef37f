/* SPDX-License-Identifier: MIT */
/* bench_pdb.h - the heuristics rows of `make bench` (bench_pdb.c), called from bench.c. */
#ifndef P8_BENCH_PDB_H
#define P8_BENCH_PDB_H

#include "puzzle8.h"

#include <stddef.h>

#define BENCH_PDB_ROWS 4

typedef struct bench_pdb_row {
    const char *name;
    size_t n;              /* instances */
    uint64_t expanded;     /* over the instances, one pass */
    double best_s, best_cpu_s;
} bench_pdb_row;

typedef struct bench_pdb {
    int reps, wrong;
    char name[32];         /* the database's, "pdb:1234/5678" */
    double build_ms, build_cpu_ms;
    uint64_t entries, bytes;
    bench_pdb_row rows[BENCH_PDB_ROWS]; /* manhattan, linear conflict, corner + last moves, pdb */
} bench_pdb;

/* Measure (boards: the n instances of goal, optimal[i] moves each; NULL goal: the default). */
void bench_pdb_run(bench_pdb *f, int quick, p8_board *const *boards, const int *optimal, size_t n,
                   const p8_board *goal);
/* The figures as text, or as the "heuristics" member of bench's JSON object. */
void bench_pdb_print(const bench_pdb *f);
void bench_pdb_json(const bench_pdb *f);

#endif
