/* SPDX-License-Identifier: MIT */
/* experiment.h - what the experiment room's files share (experiment.c holds the object and its
 * settings, run.c runs it, named.c configures the named ones, write.c writes the tables, svg.c
 * draws the plot). An experiment is a client of the public search and table API, and of the
 * view's output sink and SVG frame (../view/view.h); it sits above view/ and space/, which
 * never call it. Private. */
#ifndef P8_EXPERIMENT_INTERNAL_H
#define P8_EXPERIMENT_INTERNAL_H

#include "../view/view.h"

#define P8__EXP_LABEL 64     /* bytes of a configuration's label, NUL included */
#define P8__EXP_MAX_CONFIGS 64
#define P8__EXP_MAX_BOARDS 1000000u /* boards at one distance */

/* The per-run values kept for the medians: one array each, in this order. */
enum { EXP_V_EXPANDED, EXP_V_GENERATED, EXP_V_FRONTIER, EXP_V_BYTES, EXP_V_TIME, EXP_V_LENGTH,
       EXP_NV };

typedef struct exp_config {
    int alg, heuristic, duplicates;
    uint64_t limit[4];           /* P8_LIMIT_*; P8_LIMIT_NONE: none */
    char label[P8__EXP_LABEL];
} exp_config;

typedef struct exp_draw {        /* boards drawn at one distance */
    unsigned distance, boards;
} exp_draw;

typedef struct exp_row {
    double f[P8_EXP_FIELDS];     /* the fields of p8_experiment_row */
} exp_row;

struct p8_experiment {
    p8__mem mem;
    p8_search *search;           /* one search for every run (p8_experiment_cancel reaches it) */
    p8_table *table;             /* built at the first run */
    exp_config *configs;
    size_t nconfigs, configs_cap;
    exp_draw *draws;
    size_t ndraws, draws_cap;
    uint8_t *given;              /* 9 tiles per board given by the caller */
    size_t ngiven, given_cap;
    uint64_t seed;
    int skip_deeper;
    int canceled;                /* read and written atomically */
    int running;
    /* The results of the last run: rows config-major (config c, distance index k: row
     * c * ndist + k). */
    unsigned *dist;              /* the distances, increasing */
    size_t ndist;
    exp_row *rows;
    size_t nrows;
    char errmsg[256];
};

/* Free the rows of the last run (none after). */
void p8__exp_clear_rows(p8_experiment *e);
/* b* for nodes and depth (p8_effective_branching). */
double p8__exp_bstar(double nodes, unsigned depth);
/* The label of a configuration, as p8_experiment_add_config makes it. */
void p8__exp_default_label(int alg, int heuristic, int duplicates, char *buf, size_t cap);

#endif /* P8_EXPERIMENT_INTERNAL_H */
