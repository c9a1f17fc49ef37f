/* SPDX-License-Identifier: MIT */
/* experiment.h - what the experiment room's files share (experiment.c holds the object and its
 * settings, series.c reads a series from text, run.c runs it, named.c configures the named ones,
 * write.c writes the tables, svg.c draws the plot). An experiment is a client of the public search and table API, and of the
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

/* The heuristic of a configuration with a pattern database (p8_experiment_set_pdb). */
#define P8__EXP_H_PDB (-3)

typedef struct exp_config {
    int alg, heuristic, duplicates;
    int frontier;                /* P8_FRONTIER_*, or -1: the preset's */
    int reopen;                  /* 0 or 1, or -1: the preset's */
    int have_weights;
    unsigned wg, wh;
    uint64_t node_budget;        /* 0: the search's default */
    unsigned pdb_groups[P8_PDB_MAX_GROUPS]; /* heuristic P8__EXP_H_PDB: the database's groups */
    size_t pdb_n;
    uint64_t limit[4];           /* P8_LIMIT_*; P8_LIMIT_NONE: none */
    int label_given;             /* the caller's label: kept when the settings change */
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
    char errmsg[512];
};

/* Free the rows of the last run (none after). */
void p8__exp_clear_rows(p8_experiment *e);
/* b* for nodes and depth (p8_effective_branching). */
double p8__exp_bstar(double nodes, unsigned depth);

/* The settings, shared by the typed setters (experiment.c) and the text (series.c). Each check
 * returns P8_OK, or P8_EINVAL with a sentence in e's errmsg after `who` ("configuration 2
 * (IDS): ", 'series "...": '). */
int p8__exp_refuse(p8_experiment *e, int code, const char *who, const char *fmt, ...)
    P8__PRINTF_LIKE(4, 5);
/* P8_EINVAL (message) when e is NULL or running; else P8_OK, the errmsg cleared. */
int p8__exp_usable(p8_experiment *e);
/* A configuration of `alg` (checked by the caller) with every other setting the preset's. */
void p8__exp_config_init(exp_config *c, int alg);
int p8__exp_check_alg(p8_experiment *e, const char *who, int alg);
int p8__exp_check_heuristic(p8_experiment *e, const char *who, int heuristic);
int p8__exp_check_duplicates(p8_experiment *e, const char *who, int duplicates);
int p8__exp_check_frontier(p8_experiment *e, const char *who, int frontier);
int p8__exp_check_node_budget(p8_experiment *e, const char *who, uint64_t nodes);
int p8__exp_check_groups(p8_experiment *e, const char *who, const unsigned *groups, size_t n);
/* The label of c from its settings, unless the caller gave one (the course's names: "IDS",
 * "A*(h1)", "BFS, tree search"). */
void p8__exp_relabel(exp_config *c);
/* A label given as text (len bytes) may hold no control character: it is a line of a table. */
int p8__exp_check_label(p8_experiment *e, const char *who, const char *label, size_t len);
/* Set c's label to the caller's text (at most P8__EXP_LABEL - 1 bytes kept, a whole UTF-8
 * character last). */
void p8__exp_set_label(exp_config *c, const char *label, size_t len);
/* Append c as a new configuration: its index, or P8_EINVAL (64 already) / P8_ENOMEM. Clears the
 * rows. */
int p8__exp_append(p8_experiment *e, const exp_config *c);
/* "configuration 2 (IDS): " into buf: how a message names configuration `config` of e. */
const char *p8__exp_who(const p8_experiment *e, size_t config, char *buf, size_t cap);
/* text (len bytes; it may hold no NUL) in double quotes for a one-line message, as the command
 * quotes what was typed: \n, \t, \" and \\ escaped, other control characters '?', cut after
 * `max` bytes (at a character's start) with "...". Returns buf. */
const char *p8__exp_quote(const char *text, size_t len, size_t max, char *buf, size_t cap);
/* text on one line: each control character a '?' (a label of p8_experiment_add_config, which
 * takes any). Returns buf. */
const char *p8__exp_line(const char *text, char *buf, size_t cap);
/* Thousands separators: 500000 -> "500,000". Returns buf. */
const char *p8__exp_count(uint64_t v, char *buf, size_t cap);

#endif /* P8_EXPERIMENT_INTERNAL_H */
