/* SPDX-License-Identifier: MIT */
/* run.c - p8_experiment_run: the boards of each distance, one search run per
 * configuration and board, and the rows (means, medians, maxima, optimal counts, b*). */
#include "experiment.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct exp_board {
    uint8_t t[9];
    unsigned distance;
    uint64_t seed;               /* the random walk's seed */
} exp_board;

typedef struct exp_state {
    exp_board *boards;           /* sorted by distance; first[k] .. first[k+1]-1 at dist[k] */
    size_t nboards, boards_cap;
    size_t *first;
    uint64_t *vals;              /* EXP_NV arrays of max_at boards: the solved runs of a row */
    size_t max_at;
    p8_pdb **pdbs;               /* a configuration's pattern database, or NULL */
    uint64_t done, total;
} exp_state;

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int cmp_board(const void *a, const void *b) {
    const exp_board *x = a, *y = b;
    return x->distance < y->distance ? -1 : x->distance > y->distance;
}

static uint64_t board_seed(uint64_t seed, unsigned distance, uint64_t i) {
    uint64_t st = seed ^ ((uint64_t)distance << 40) ^ i;
    return p8__splitmix64(&st);
}

/* The boards, sorted by distance (qsort is not stable: the index breaks ties), and the
 * distances. */
static int make_boards(p8_experiment *e, exp_state *st) {
    size_t n = e->ngiven, k, i, j;
    p8_board *b;
    int rc;
    for (k = 0; k < e->ndraws; k++) n += e->draws[k].boards;
    st->boards = p8__mem_alloc(&e->mem, n * sizeof *st->boards);
    if (st->boards == NULL) return P8_ENOMEM;
    st->boards_cap = n;
    for (k = 0; k < e->ndraws; k++) {
        for (i = 0; i < e->draws[k].boards; i++) {
            exp_board *x = &st->boards[st->nboards++];
            x->distance = e->draws[k].distance;
            x->seed = board_seed(e->seed, x->distance, i);
            if ((rc = p8_table_random_board(e->table, x->distance, x->seed, &b)) != P8_OK)
                return rc;
            p8_board_tiles(b, x->t);
            p8_board_free(b);
        }
    }
    for (i = 0; i < e->ngiven; i++) {
        exp_board *x = &st->boards[st->nboards++];
        memcpy(x->t, e->given + 9 * i, 9);
        x->seed = board_seed(e->seed, 0, i);
        if ((rc = p8_board_new(x->t, &b)) != P8_OK) return rc;
        rc = p8_table_distance(e->table, b);
        p8_board_free(b);
        if (rc < 0) return rc;
        x->distance = (unsigned)rc;
    }
    /* A stable sort by distance: insertion by runs (the draws are grouped already). */
    for (i = 1; i < st->nboards; i++) {
        exp_board x = st->boards[i];
        for (j = i; j > 0 && cmp_board(&st->boards[j - 1], &x) > 0; j--)
            st->boards[j] = st->boards[j - 1];
        st->boards[j] = x;
    }
    for (i = 0; i < st->nboards; i++)
        if (i == 0 || st->boards[i].distance != st->boards[i - 1].distance) e->ndist++;
    e->dist = p8__mem_alloc(&e->mem, e->ndist * sizeof *e->dist);
    st->first = p8__mem_alloc(&e->mem, (e->ndist + 1) * sizeof *st->first);
    if (e->dist == NULL || st->first == NULL) {
        if (e->dist == NULL) e->ndist = 0;
        return P8_ENOMEM;
    }
    for (i = 0, k = 0; i < st->nboards; i++) {
        if (i > 0 && st->boards[i].distance == st->boards[i - 1].distance) continue;
        e->dist[k] = st->boards[i].distance;
        st->first[k++] = i;
    }
    st->first[k] = st->nboards;
    for (k = 0; k < e->ndist; k++)
        if (st->first[k + 1] - st->first[k] > st->max_at) st->max_at = st->first[k + 1] - st->first[k];
    return P8_OK;
}

/* Mean, median and max of the n values v (sorted here) into f[0..2]; NaN when n is 0. */
static void summarize(uint64_t *v, size_t n, double scale, double *f) {
    double sum = 0.0;
    size_t i;
    if (n == 0) {
        f[0] = f[1] = f[2] = NAN;
        return;
    }
    for (i = 0; i < n; i++) sum += (double)v[i];
    qsort(v, n, sizeof *v, cmp_u64);
    f[0] = sum / (double)n / scale;
    f[1] = (n % 2 ? (double)v[n / 2] : ((double)v[n / 2 - 1] + (double)v[n / 2]) / 2) / scale;
    f[2] = (double)v[n - 1] / scale;
}

static void finish_row(exp_row *row, uint64_t *vals, size_t stride, size_t solved) {
    static const int first_field[EXP_NV] = {P8_EXP_EXPANDED_MEAN, P8_EXP_GENERATED_MEAN,
                                            P8_EXP_FRONTIER_MEAN, P8_EXP_BYTES_MEAN,
                                            P8_EXP_TIME_MS_MEAN, P8_EXP_LENGTH_MEAN};
    int k;
    for (k = 0; k < EXP_NV; k++)
        summarize(vals + (size_t)k * stride, solved, k == EXP_V_TIME ? 1e6 : 1.0,
                  &row->f[first_field[k]]);
    row->f[P8_EXP_BSTAR] = solved ? p8__exp_bstar(row->f[P8_EXP_GENERATED_MEAN],
                                                  (unsigned)row->f[P8_EXP_DISTANCE]) : NAN;
    row->f[P8_EXP_BSTAR_EXPANDED] = solved ? p8__exp_bstar(row->f[P8_EXP_EXPANDED_MEAN],
                                                           (unsigned)row->f[P8_EXP_DISTANCE]) : NAN;
}

/* Set the search up for configuration c (pdb: its database, or NULL). Only what c sets changes
 * the preset's; the node budget is always set (a preset keeps the last one). */
static int configure(p8_experiment *e, const exp_config *c, const p8_pdb *pdb) {
    p8_search *s = e->search;
    int rc = p8_search_set_algorithm(s, c->alg), w;
    if (rc == P8_OK && c->heuristic == P8_EXP_H_TABLE)
        rc = p8_search_set_heuristic_fn(s, p8_table_heuristic, e->table);
    else if (rc == P8_OK && c->heuristic == P8__EXP_H_PDB)
        rc = p8_search_set_heuristic_fn(s, p8_pdb_heuristic, (void *)(uintptr_t)pdb);
    else if (rc == P8_OK && c->heuristic != P8_H_DEFAULT)
        rc = p8_search_set_heuristic(s, c->heuristic);
    if (rc == P8_OK && c->duplicates != P8_EXP_DUP_DEFAULT)
        rc = p8_search_set_duplicates(s, c->duplicates);
    if (rc == P8_OK && c->frontier >= 0) rc = p8_search_set_frontier(s, c->frontier);
    if (rc == P8_OK && c->have_weights) rc = p8_search_set_weights(s, c->wg, c->wh);
    if (rc == P8_OK && c->reopen >= 0) rc = p8_search_set_reopen(s, c->reopen);
    if (rc == P8_OK)
        rc = p8_search_set_node_budget(s, c->node_budget > 0 ? c->node_budget : P8_NODE_BUDGET_DEFAULT);
    for (w = 0; rc == P8_OK && w < 4; w++) rc = p8_search_set_limit(s, w, c->limit[w]);
    return rc;
}

/* A setting configuration ci gives that its runs would ignore: P8_EINVAL with the sentence, as
 * the command refuses such options of solve; else P8_OK. The search is configured for ci. */
static int exp_ignored_setting(p8_experiment *e, size_t ci) {
    const exp_config *c = &e->configs[ci];
    const char *frontier = p8_search_frontier_used(e->search);
    char who[96];
    p8__exp_who(e, ci, who, sizeof who);
    if (frontier == NULL) return P8_EINVAL;
    if (c->frontier >= 0 && strcmp(frontier, "none") == 0)
        return p8__exp_refuse(e, P8_EINVAL, who, "the frontier has no effect: %s takes no frontier",
                              p8_algorithm_name(c->alg));
    if (c->have_weights && p8_search_weights_used(e->search) == 0) {
        if (strcmp(frontier, "none") == 0)
            return p8__exp_refuse(e, P8_EINVAL, who, "the weights have no effect: it takes no frontier");
        if ((strcmp(frontier, "fifo") == 0 || strcmp(frontier, "lifo") == 0) &&
            p8_search_set_frontier(e->search, P8_FRONTIER_HEAP) == P8_OK &&
            p8_search_weights_used(e->search) == 1) /* (the search is set up again after) */
            return p8__exp_refuse(e, P8_EINVAL, who, "the weights have no effect: its %s frontier "
                                  "ignores them (a heap or bucket frontier orders by them)", frontier);
        return p8__exp_refuse(e, P8_EINVAL, who, "the weights have no effect: the algorithm ignores them");
    }
    if (c->node_budget > 0 && c->alg != P8_ALG_SMASTAR)
        return p8__exp_refuse(e, P8_EINVAL, who, "the node budget has no effect: only smastar holds "
                              "a node budget");
    return P8_OK;
}

/* Every configuration as its runs will take it, before the first run: the databases built, a
 * setting its runs would ignore or one the search refuses at its start (tried on the first
 * board, then abandoned) is P8_EINVAL naming the configuration, with nothing run. */
static int exp_prepare(p8_experiment *e, exp_state *st) {
    size_t ci;
    p8_board *b = NULL;
    char who[96];
    int rc = p8_board_new(st->boards[0].t, &b);
    for (ci = 0; rc == P8_OK && ci < e->nconfigs; ci++) {
        const exp_config *c = &e->configs[ci];
        if (c->heuristic == P8__EXP_H_PDB)
            rc = p8_pdb_build_with_allocator(&e->mem.a, NULL, c->pdb_groups, c->pdb_n, &st->pdbs[ci]);
        if (rc == P8_OK) rc = configure(e, c, st->pdbs[ci]);
        if (rc == P8_OK) rc = exp_ignored_setting(e, ci);
        if (rc == P8_OK) rc = p8_search_start(e->search, b, NULL);
        if (rc == P8_EINVAL && e->errmsg[0] == '\0')
            p8__exp_refuse(e, P8_EINVAL, p8__exp_who(e, ci, who, sizeof who), "%.300s",
                           p8_search_errmsg(e->search));
        if (rc == P8_OK) { /* abandoned: the search takes the next configuration */
            p8_search_cancel(e->search);
            p8_search_step(e->search, 1);
        }
    }
    p8_board_free(b);
    return rc;
}

/* One run of the search on board x; *res gets the result (NULL when there is none). */
static int run_one(p8_experiment *e, const exp_board *x, p8_result **res) {
    p8_board *b = NULL;
    int rc = p8_search_set_seed(e->search, x->seed);
    *res = NULL;
    if (rc == P8_OK) rc = p8_board_new(x->t, &b);
    if (rc == P8_OK) rc = p8_search_start(e->search, b, NULL);
    p8_board_free(b);
    if (rc != P8_OK) return rc;
    if (P8__ATOMIC_LOAD(&e->canceled)) p8_search_cancel(e->search); /* start cleared it */
    rc = p8_search_step(e->search, 0);
    if (rc != P8_ENOMEM && p8_search_take_result(e->search, res) != P8_OK) rc = P8_ENOMEM;
    return rc;
}

/* The runs of configuration ci at distance index k into its row. */
static int run_row(p8_experiment *e, exp_state *st, size_t ci, size_t k, int *cut,
                   p8_experiment_progress_fn progress, void *ud) {
    exp_row *row = &e->rows[ci * e->ndist + k];
    size_t i, solved = 0, stride = st->max_at;
    p8_result *r;
    int rc;
    if (*cut && e->skip_deeper) {
        row->f[P8_EXP_SKIPPED] = 1;
        row->f[P8_EXP_CUT_OFF] = row->f[P8_EXP_BOARDS];
        st->done += (uint64_t)row->f[P8_EXP_BOARDS];
        if (progress != NULL && progress(st->done, st->total, ud) != 0) return P8_ECANCELED;
        return P8_OK;
    }
    if ((rc = configure(e, &e->configs[ci], st->pdbs[ci])) != P8_OK) return rc;
    for (i = st->first[k]; i < st->first[k + 1]; i++) {
        const exp_board *x = &st->boards[i];
        if (P8__ATOMIC_LOAD(&e->canceled)) break;
        rc = run_one(e, x, &r);
        if (r == NULL) {
            if (rc == P8_EINVAL) {
                snprintf(e->errmsg, sizeof e->errmsg, "configuration %u (%s): %.160s", (unsigned)ci,
                         e->configs[ci].label, p8_search_errmsg(e->search));
                return P8_EINVAL;
            }
            return rc == P8_OK ? P8_ENOMEM : rc;
        }
        rc = p8_result_status(r);
        if (rc == P8_ECANCELED && P8__ATOMIC_LOAD(&e->canceled)) {
            p8_result_free(r);
            break;
        }
        row->f[P8_EXP_RUNS]++;
        if (rc == P8_ELIMIT) {
            row->f[P8_EXP_CUT_OFF]++;
            *cut = 1;
        }
        if (p8_result_solved(r) == 1) {
            st->vals[EXP_V_EXPANDED * stride + solved] = p8_result_expanded(r);
            st->vals[EXP_V_GENERATED * stride + solved] = p8_result_generated(r);
            st->vals[EXP_V_FRONTIER * stride + solved] = p8_result_max_frontier(r);
            st->vals[EXP_V_BYTES * stride + solved] = p8_result_peak_bytes(r);
            st->vals[EXP_V_TIME * stride + solved] = p8_result_elapsed_ns(r);
            st->vals[EXP_V_LENGTH * stride + solved] = p8_result_length(r);
            if (p8_result_length(r) == x->distance) row->f[P8_EXP_OPTIMAL]++;
            solved++;
        }
        p8_result_free(r);
        st->done++;
        if (progress != NULL && progress(st->done, st->total, ud) != 0)
            P8__ATOMIC_STORE(&e->canceled, 1);
    }
    row->f[P8_EXP_SOLVED] = (double)solved;
    finish_row(row, st->vals, stride, solved);
    return P8__ATOMIC_LOAD(&e->canceled) ? P8_ECANCELED : P8_OK;
}

static int run_all(p8_experiment *e, exp_state *st, p8_experiment_progress_fn progress,
                   void *ud) {
    size_t ci, k, f;
    int rc = P8_OK, *cut;
    if (e->table == NULL && (rc = p8_table_build_with_allocator(&e->mem.a, NULL, &e->table)) != P8_OK)
        return rc;
    if ((rc = make_boards(e, st)) != P8_OK) return rc;
    st->pdbs = p8__mem_alloc(&e->mem, e->nconfigs * sizeof *st->pdbs);
    if (st->pdbs == NULL) return P8_ENOMEM;
    memset(st->pdbs, 0, e->nconfigs * sizeof *st->pdbs);
    e->nrows = e->nconfigs * e->ndist;
    e->rows = p8__mem_alloc(&e->mem, e->nrows * sizeof *e->rows);
    st->vals = p8__mem_alloc(&e->mem, st->max_at * EXP_NV * sizeof *st->vals);
    cut = p8__mem_alloc(&e->mem, e->nconfigs * sizeof *cut);
    if (e->rows == NULL || st->vals == NULL || cut == NULL) {
        if (e->rows == NULL) e->nrows = 0;
        p8__mem_free(&e->mem, cut, e->nconfigs * sizeof *cut);
        return P8_ENOMEM;
    }
    if ((rc = exp_prepare(e, st)) != P8_OK) {
        p8__mem_free(&e->mem, cut, e->nconfigs * sizeof *cut);
        return rc;
    }
    for (ci = 0; ci < e->nconfigs; ci++) {
        cut[ci] = 0;
        for (k = 0; k < e->ndist; k++) {
            exp_row *row = &e->rows[ci * e->ndist + k];
            for (f = 0; f < P8_EXP_FIELDS; f++) row->f[f] = f < P8_EXP_EXPANDED_MEAN ? 0.0 : NAN;
            row->f[P8_EXP_OPTIMAL] = 0.0;
            row->f[P8_EXP_CONFIG] = (double)ci;
            row->f[P8_EXP_DISTANCE] = e->dist[k];
            row->f[P8_EXP_BOARDS] = (double)(st->first[k + 1] - st->first[k]);
        }
    }
    st->total = (uint64_t)st->nboards * e->nconfigs;
    for (k = 0; k < e->ndist && rc == P8_OK; k++)
        for (ci = 0; ci < e->nconfigs && rc == P8_OK; ci++)
            rc = run_row(e, st, ci, k, &cut[ci], progress, ud);
    p8__mem_free(&e->mem, cut, e->nconfigs * sizeof *cut);
    return rc;
}

int p8_experiment_run(p8_experiment *e, p8_experiment_progress_fn progress, void *user_data) {
    exp_state st;
    int rc;
    if (e == NULL) return P8_EINVAL;
    if (e->running) {
        snprintf(e->errmsg, sizeof e->errmsg, "the experiment is running");
        return P8_EINVAL;
    }
    e->errmsg[0] = '\0';
    if (e->nconfigs == 0 || (e->ndraws == 0 && e->ngiven == 0)) {
        snprintf(e->errmsg, sizeof e->errmsg, "the experiment has no %s",
                 e->nconfigs == 0 ? "configuration" : "board");
        return P8_EINVAL;
    }
    memset(&st, 0, sizeof st);
    p8__exp_clear_rows(e);
    e->running = 1;
    P8__ATOMIC_STORE(&e->canceled, 0);
    rc = run_all(e, &st, progress, user_data);
    e->running = 0;
    P8__ATOMIC_STORE(&e->canceled, 0);
    p8__mem_free(&e->mem, st.boards, st.boards_cap * sizeof *st.boards);
    p8__mem_free(&e->mem, st.first, st.first == NULL ? 0 : (e->ndist + 1) * sizeof *st.first);
    p8__mem_free(&e->mem, st.vals, st.max_at * EXP_NV * sizeof *st.vals);
    if (st.pdbs != NULL) {
        size_t ci;
        for (ci = 0; ci < e->nconfigs; ci++) p8_pdb_free(st.pdbs[ci]);
        p8__mem_free(&e->mem, st.pdbs, e->nconfigs * sizeof *st.pdbs);
    }
    if (rc != P8_OK && rc != P8_ECANCELED) {
        if (e->errmsg[0] == '\0')
            snprintf(e->errmsg, sizeof e->errmsg, "%s", p8_strerror(rc));
        p8__exp_clear_rows(e);
    }
    return rc;
}
