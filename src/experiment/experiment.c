/* SPDX-License-Identifier: MIT */
/* experiment.c - p8_experiment: configurations, boards, the run and its rows (means, medians,
 * maxima, b*). A client of the public search and table API. */
#include "experiment.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char *const field_names[P8_EXP_FIELDS] = {
    "config", "distance", "boards", "runs", "solved", "cut_off", "skipped",
    "expanded_mean", "expanded_median", "expanded_max",
    "generated_mean", "generated_median", "generated_max",
    "frontier_mean", "frontier_median", "frontier_max",
    "bytes_mean", "bytes_median", "bytes_max",
    "time_ms_mean", "time_ms_median", "time_ms_max",
    "length_mean", "length_median", "length_max",
    "optimal", "bstar", "bstar_expanded"};

const char *p8_experiment_field_name(int field) {
    return field >= 0 && field < P8_EXP_FIELDS ? field_names[field] : NULL;
}

/* ---- b* --------------------------------------------------------------------------------- */

double p8__exp_bstar(double nodes, unsigned depth) {
    double lo = 0.0, hi, mid, sum, term;
    unsigned i;
    int it;
    if (depth == 0 || !(nodes >= 0.0)) return NAN;
    hi = nodes > 1.0 ? nodes : 1.0; /* b = hi gives b + ... >= hi >= N */
    for (it = 0; it < 2000 && hi - lo > 1e-12 * (hi > 1.0 ? hi : 1.0); it++) {
        mid = (lo + hi) / 2;
        sum = 0.0;
        term = 1.0;
        for (i = 0; i < depth && sum <= nodes; i++) {
            term *= mid;
            sum += term;
        }
        if (sum < nodes) lo = mid;
        else hi = mid;
    }
    return (lo + hi) / 2;
}

double p8_effective_branching(double nodes, unsigned int depth) {
    return p8__exp_bstar(nodes, depth);
}

/* ---- Making and configuring ------------------------------------------------------------- */

int p8_experiment_new(p8_experiment **out) {
    return p8_experiment_new_with_allocator(&p8__default_allocator, out);
}

int p8_experiment_new_with_allocator(const p8_allocator *a, p8_experiment **out) {
    p8_experiment *e;
    int rc;
    if (out != NULL) *out = NULL;
    if (out == NULL || a == NULL || a->malloc_fn == NULL || a->realloc_fn == NULL ||
        a->free_fn == NULL)
        return P8_EINVAL;
    e = a->malloc_fn(sizeof *e, a->user_data);
    if (e == NULL) return P8_ENOMEM;
    memset(e, 0, sizeof *e);
    e->mem.a = *a;
    e->mem.limit = UINT64_MAX;
    e->skip_deeper = 1;
    if ((rc = p8_search_new_with_allocator(a, &e->search)) != P8_OK) {
        a->free_fn(e, a->user_data);
        return rc;
    }
    *out = e;
    return P8_OK;
}

void p8__exp_clear_rows(p8_experiment *e) {
    p8__mem_free(&e->mem, e->rows, e->nrows * sizeof *e->rows);
    p8__mem_free(&e->mem, e->dist, e->ndist * sizeof *e->dist);
    e->rows = NULL;
    e->dist = NULL;
    e->nrows = e->ndist = 0;
}

void p8_experiment_free(p8_experiment *e) {
    p8_allocator a;
    if (e == NULL) return;
    p8__exp_clear_rows(e);
    p8__mem_free(&e->mem, e->configs, e->configs_cap * sizeof *e->configs);
    p8__mem_free(&e->mem, e->draws, e->draws_cap * sizeof *e->draws);
    p8__mem_free(&e->mem, e->given, e->given_cap * 9);
    p8_search_free(e->search);
    p8_table_free(e->table);
    a = e->mem.a;
    a.free_fn(e, a.user_data);
}

static int refuse(p8_experiment *e, int code, const char *msg) {
    if (e != NULL) snprintf(e->errmsg, sizeof e->errmsg, "%s", msg);
    return code;
}

/* P8_EINVAL with a message when e is NULL or runs; else P8_OK (and the errmsg cleared). */
static int usable(p8_experiment *e) {
    if (e == NULL) return P8_EINVAL;
    if (e->running) return refuse(e, P8_EINVAL, "the experiment is running");
    e->errmsg[0] = '\0';
    return P8_OK;
}

void p8__exp_default_label(int alg, int heuristic, int duplicates, char *buf, size_t cap) {
    size_t n = (size_t)snprintf(buf, cap, "%s", p8_algorithm_name(alg));
    if (n < cap && heuristic != P8_H_DEFAULT)
        n += (size_t)snprintf(buf + n, cap - n, ", %s",
                              heuristic == P8_EXP_H_TABLE ? "exact" : p8_heuristic_name(heuristic));
    if (n < cap && duplicates != P8_EXP_DUP_DEFAULT)
        snprintf(buf + n, cap - n, ", dup %s", p8_duplicates_name(duplicates));
}

int p8_experiment_add_config(p8_experiment *e, int alg, int heuristic, int duplicates,
                             const char *label) {
    exp_config *c;
    char msg[96];
    int rc = usable(e);
    if (rc != P8_OK) return rc;
    if (p8_algorithm_name(alg) == NULL) {
        snprintf(msg, sizeof msg, "algorithm %d is out of range", alg);
        return refuse(e, P8_EINVAL, msg);
    }
    if (heuristic != P8_H_DEFAULT && heuristic != P8_EXP_H_TABLE &&
        p8_heuristic_name(heuristic) == NULL) {
        snprintf(msg, sizeof msg, "heuristic %d is out of range", heuristic);
        return refuse(e, P8_EINVAL, msg);
    }
    if (duplicates != P8_EXP_DUP_DEFAULT && p8_duplicates_name(duplicates) == NULL) {
        snprintf(msg, sizeof msg, "duplicate policy %d is out of range", duplicates);
        return refuse(e, P8_EINVAL, msg);
    }
    if (e->nconfigs >= P8__EXP_MAX_CONFIGS) return refuse(e, P8_EINVAL, "64 configurations at most");
    if (p8__mem_grow(&e->mem, (void **)&e->configs, &e->configs_cap, e->nconfigs + 1,
                     sizeof *e->configs) != P8_OK)
        return refuse(e, P8_ENOMEM, "out of memory");
    p8__exp_clear_rows(e);
    c = &e->configs[e->nconfigs];
    c->alg = alg;
    c->heuristic = heuristic;
    c->duplicates = duplicates;
    c->limit[0] = c->limit[1] = c->limit[2] = c->limit[3] = P8_LIMIT_NONE;
    if (label != NULL) snprintf(c->label, sizeof c->label, "%s", label);
    else p8__exp_default_label(alg, heuristic, duplicates, c->label, sizeof c->label);
    return (int)e->nconfigs++;
}

int p8_experiment_set_limit(p8_experiment *e, int config, int which, uint64_t value) {
    int rc = usable(e);
    if (rc != P8_OK) return rc;
    if (config < 0 || (size_t)config >= e->nconfigs)
        return refuse(e, P8_EINVAL, "no configuration of that index");
    if (which < 0 || which > P8_LIMIT_TIME_MS) return refuse(e, P8_EINVAL, "limit out of range");
    e->configs[config].limit[which] = value;
    p8__exp_clear_rows(e);
    return P8_OK;
}

int p8_experiment_add_distance(p8_experiment *e, unsigned int distance, unsigned int boards) {
    size_t k;
    int rc = usable(e);
    if (rc != P8_OK) return rc;
    if (distance < 1 || distance > P8_MAX_DISTANCE)
        return refuse(e, P8_EINVAL, "a distance is 1 .. 31 moves");
    if (boards < 1 || boards > P8__EXP_MAX_BOARDS)
        return refuse(e, P8_EINVAL, "boards at a distance: 1 .. 1000000");
    for (k = 0; k < e->ndraws; k++) {
        if (e->draws[k].distance != distance) continue;
        if (e->draws[k].boards + boards > P8__EXP_MAX_BOARDS)
            return refuse(e, P8_EINVAL, "boards at a distance: 1 .. 1000000");
        e->draws[k].boards += boards;
        p8__exp_clear_rows(e);
        return P8_OK;
    }
    if (p8__mem_grow(&e->mem, (void **)&e->draws, &e->draws_cap, e->ndraws + 1,
                     sizeof *e->draws) != P8_OK)
        return refuse(e, P8_ENOMEM, "out of memory");
    e->draws[e->ndraws].distance = distance;
    e->draws[e->ndraws].boards = boards;
    e->ndraws++;
    p8__exp_clear_rows(e);
    return P8_OK;
}

int p8_experiment_add_board(p8_experiment *e, const p8_board *b) {
    uint8_t t[9];
    p8_board *goal = NULL;
    int rc = usable(e), same;
    if (rc != P8_OK) return rc;
    if (b == NULL) return refuse(e, P8_EINVAL, "the board is NULL");
    if (p8_board_solvable(b, NULL) != 1)
        return refuse(e, P8_EUNSOLVABLE, "the default goal cannot be reached from the board");
    if ((rc = p8_board_new_goal(&goal)) != P8_OK) return refuse(e, rc, "out of memory");
    same = p8_board_equal(b, goal);
    p8_board_free(goal);
    if (same == 1) return refuse(e, P8_EUNSOLVABLE, "the board is the goal (distance 0)");
    if (e->ngiven >= P8__EXP_MAX_BOARDS) return refuse(e, P8_EINVAL, "1000000 boards at most");
    if (p8__mem_grow(&e->mem, (void **)&e->given, &e->given_cap, e->ngiven + 1, 9) != P8_OK)
        return refuse(e, P8_ENOMEM, "out of memory");
    p8_board_tiles(b, t);
    memcpy(e->given + 9 * e->ngiven++, t, 9);
    p8__exp_clear_rows(e);
    return P8_OK;
}

int p8_experiment_set_seed(p8_experiment *e, uint64_t seed) {
    int rc = usable(e);
    if (rc != P8_OK) return rc;
    e->seed = seed;
    p8__exp_clear_rows(e);
    return P8_OK;
}

int p8_experiment_set_skip_deeper(p8_experiment *e, int on) {
    int rc = usable(e);
    if (rc != P8_OK) return rc;
    e->skip_deeper = on != 0;
    p8__exp_clear_rows(e);
    return P8_OK;
}

int p8_experiment_cancel(p8_experiment *e) {
    if (e == NULL) return P8_EINVAL;
    P8__ATOMIC_STORE(&e->canceled, 1);
    p8_search_cancel(e->search); /* alive as long as e */
    return P8_OK;
}

const char *p8_experiment_errmsg(const p8_experiment *e) { return e == NULL ? "" : e->errmsg; }

int p8_experiment_rows(const p8_experiment *e) {
    return e == NULL ? P8_EINVAL : (int)e->nrows;
}

int p8_experiment_row(const p8_experiment *e, size_t row, double *out, size_t cap) {
    size_t i;
    if (e == NULL || row >= e->nrows || (out == NULL && cap > 0)) return P8_EINVAL;
    for (i = 0; i < cap && i < P8_EXP_FIELDS; i++) out[i] = e->rows[row].f[i];
    return P8_EXP_FIELDS;
}

const char *p8_experiment_label(const p8_experiment *e, size_t config) {
    return e == NULL || config >= e->nconfigs ? NULL : e->configs[config].label;
}
