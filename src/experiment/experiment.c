/* SPDX-License-Identifier: MIT */
/* experiment.c - p8_experiment: the object, its configurations and their settings, their
 * labels, the boards, the rows, and b*. A client of the public search and table API. */
#include "experiment.h"

#include <math.h>
#include <stdarg.h>
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

/* (1 + u)^d - 1 by squaring, kept as "power minus one" all along ((1+a)(1+b) - 1 = a + b + ab),
 * so that a power near 1 loses no digits to the subtraction: O(log d). u >= -1; u and every
 * partial result have one sign, so an overflow gives +inf, never inf - inf. */
static double exp_pow_minus_one(double u, unsigned d) {
    double r = 0.0, p = u;
    for (; d > 0; d >>= 1) {
        if (d & 1u) r = r + p + r * p;
        if (d > 1) p = 2.0 * p + p * p;
    }
    return r;
}

/* b + b^2 + ... + b^d = b ((1 + u)^d - 1) / u with u = b - 1 (exact for b in [0.5, 2]); d b at
 * u = 0. */
static double exp_tree_nodes(double b, unsigned d) {
    double u = b - 1.0;
    return u == 0.0 ? (double)d : b * (exp_pow_minus_one(u, d) / u);
}

double p8__exp_bstar(double nodes, unsigned depth) {
    double lo = 0.0, hi, mid;
    int it;
    if (depth == 0 || !(nodes >= 0.0)) return NAN;
    hi = nodes > 1.0 ? nodes : 1.0; /* b = hi gives b + ... >= hi >= N */
    for (it = 0; it < 2000 && hi - lo > 1e-12 * (hi > 1.0 ? hi : 1.0); it++) {
        mid = (lo + hi) / 2;
        if (exp_tree_nodes(mid, depth) < nodes) lo = mid;
        else hi = mid;
    }
    return (lo + hi) / 2;
}

double p8_effective_branching(double nodes, unsigned int depth) {
    return p8__exp_bstar(nodes, depth);
}

/* ---- Making and freeing ----------------------------------------------------------------- */

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

/* ---- Messages --------------------------------------------------------------------------- */

int p8__exp_refuse(p8_experiment *e, int code, const char *who, const char *fmt, ...) {
    va_list ap;
    size_t n;
    if (e == NULL) return code;
    n = (size_t)snprintf(e->errmsg, sizeof e->errmsg, "%s", who != NULL ? who : "");
    if (n < sizeof e->errmsg) {
        va_start(ap, fmt);
        vsnprintf(e->errmsg + n, sizeof e->errmsg - n, fmt, ap);
        va_end(ap);
    }
    return code;
}

int p8__exp_usable(p8_experiment *e) {
    if (e == NULL) return P8_EINVAL;
    if (e->running) return p8__exp_refuse(e, P8_EINVAL, NULL, "the experiment is running");
    e->errmsg[0] = '\0';
    return P8_OK;
}

const char *p8__exp_quote(const char *text, size_t len, size_t max, char *buf, size_t cap) {
    size_t n = 0, i;
    if (cap < 16) { /* no room for a quote: the callers give more */
        if (cap > 0) buf[0] = '\0';
        return buf;
    }
    buf[n++] = '"';
    for (i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)text[i];
        if (i >= max || n + 7 >= cap) { /* room for an escape, "...", '"' and NUL */
            while (n > 1 && i > 0 && ((unsigned char)text[i] & 0xc0) == 0x80) { /* a whole char */
                n--;
                i--;
            }
            memcpy(buf + n, "...", 3);
            n += 3;
            break;
        }
        if (ch == '\n' || ch == '\t' || ch == '"' || ch == '\\') {
            buf[n++] = '\\';
            buf[n++] = ch == '\n' ? 'n' : ch == '\t' ? 't' : (char)ch;
        } else {
            buf[n++] = ch < 0x20 || ch == 0x7f ? '?' : (char)ch;
        }
    }
    buf[n++] = '"';
    buf[n] = '\0';
    return buf;
}

const char *p8__exp_count(uint64_t v, char *buf, size_t cap) {
    char digits[24];
    int len = snprintf(digits, sizeof digits, "%llu", (unsigned long long)v), i;
    size_t n = 0;
    for (i = 0; i < len && n + 2 < cap; i++) {
        if (i > 0 && (len - i) % 3 == 0) buf[n++] = ',';
        buf[n++] = digits[i];
    }
    if (cap > 0) buf[n < cap ? n : cap - 1] = '\0';
    return buf;
}

const char *p8__exp_who(const p8_experiment *e, size_t config, char *buf, size_t cap) {
    char label[P8__EXP_LABEL];
    p8__exp_line(e->configs[config].label, label, sizeof label);
    snprintf(buf, cap, "configuration %u (%s): ", (unsigned)config, label);
    return buf;
}

const char *p8__exp_line(const char *text, char *buf, size_t cap) {
    size_t i;
    for (i = 0; text[i] != '\0' && i + 1 < cap; i++)
        buf[i] = (unsigned char)text[i] < 0x20 || text[i] == 0x7f ? '?' : text[i];
    if (cap > 0) buf[i] = '\0';
    return buf;
}

/* ---- Configurations and their labels ---------------------------------------------------- */

void p8__exp_config_init(exp_config *c, int alg) {
    memset(c, 0, sizeof *c);
    c->alg = alg;
    c->heuristic = P8_H_DEFAULT;
    c->duplicates = P8_EXP_DUP_DEFAULT;
    c->frontier = c->reopen = -1;
    c->limit[0] = c->limit[1] = c->limit[2] = c->limit[3] = P8_LIMIT_NONE;
    p8__exp_relabel(c);
}

/* The heuristic's part of a label: the course's label (h1, h2, ...: the configuration table's),
 * "exact" for the distance table, or a pattern database's groups. */
static void exp_heuristic_words(const exp_config *c, char *buf, size_t cap) {
    size_t g, n;
    unsigned t;
    int h = c->heuristic == P8_H_DEFAULT ? P8_H_MANHATTAN : c->heuristic; /* the presets' */
    if (h == P8_EXP_H_TABLE) snprintf(buf, cap, "exact");
    else if (h != P8__EXP_H_PDB) snprintf(buf, cap, "%s", p8_choice_label(P8_CHOICE_HEURISTIC, h));
    else {
        n = (size_t)snprintf(buf, cap, "pdb:");
        for (g = 0; g < c->pdb_n && n + 10 < cap; g++) {
            if (g > 0) buf[n++] = '/';
            for (t = 1; t <= 8; t++)
                if (c->pdb_groups[g] & (1u << t)) buf[n++] = (char)('0' + t);
        }
        buf[n] = '\0';
    }
}

void p8__exp_relabel(exp_config *c) {
    char h[32], *buf = c->label;
    const size_t cap = sizeof c->label;
    uint64_t info[P8_ALGINFO_FIELDS];
    size_t n;
    if (c->label_given) return;
    /* the course's label of the algorithm (the configuration table's), with its heuristic's
     * when its preset orders or bounds by h (wh > 0) or the caller chose one */
    n = (size_t)snprintf(buf, cap, "%s", p8_choice_label(P8_CHOICE_ALGORITHM, c->alg));
    if (n < cap && (c->heuristic != P8_H_DEFAULT ||
                    (p8_algorithm_info(c->alg, info, P8_ALGINFO_FIELDS) > 0 && info[P8_ALGINFO_WH] > 0))) {
        exp_heuristic_words(c, h, sizeof h);
        n += (size_t)snprintf(buf + n, cap - n, "(%s)", h);
    }
    if (n < cap && c->have_weights) n += (size_t)snprintf(buf + n, cap - n, ", weights %u,%u", c->wg, c->wh);
    if (n < cap && c->duplicates >= 0)
        n += (size_t)snprintf(buf + n, cap - n, ", %s", p8_choice_label(P8_CHOICE_DUPLICATES, c->duplicates));
    if (n < cap && c->frontier >= 0)
        n += (size_t)snprintf(buf + n, cap - n, ", %s frontier", p8_frontier_name(c->frontier));
    if (n < cap && c->reopen >= 0) n += (size_t)snprintf(buf + n, cap - n, ", %s", c->reopen ? "reopen" : "no reopen");
    if (n < cap && c->node_budget > 0)
        snprintf(buf + n, cap - n, ", budget %llu", (unsigned long long)c->node_budget);
}

int p8__exp_check_label(p8_experiment *e, const char *who, const char *label, size_t len) {
    size_t i;
    for (i = 0; i < len; i++)
        if ((unsigned char)label[i] < 0x20 || label[i] == 0x7f)
            return p8__exp_refuse(e, P8_EINVAL, who, "the label has a control character (byte %u): "
                                  "a label is one line of a table", (unsigned)i + 1);
    return P8_OK;
}

void p8__exp_set_label(exp_config *c, const char *label, size_t len) {
    if (len > sizeof c->label - 1) {
        len = sizeof c->label - 1;
        while (len > 0 && ((unsigned char)label[len] & 0xc0) == 0x80) len--; /* a whole char */
    }
    memcpy(c->label, label, len);
    c->label[len] = '\0';
    c->label_given = 1;
}

int p8__exp_check_alg(p8_experiment *e, const char *who, int alg) {
    if (p8_algorithm_name(alg) != NULL) return P8_OK;
    return p8__exp_refuse(e, P8_EINVAL, who, "algorithm %d is out of range", alg);
}

int p8__exp_check_heuristic(p8_experiment *e, const char *who, int heuristic) {
    if (heuristic == P8_H_DEFAULT || heuristic == P8_EXP_H_TABLE || p8_heuristic_name(heuristic) != NULL)
        return P8_OK;
    return p8__exp_refuse(e, P8_EINVAL, who, "heuristic %d is out of range", heuristic);
}

int p8__exp_check_duplicates(p8_experiment *e, const char *who, int duplicates) {
    if (duplicates == P8_EXP_DUP_DEFAULT || p8_duplicates_name(duplicates) != NULL) return P8_OK;
    return p8__exp_refuse(e, P8_EINVAL, who, "duplicate policy %d is out of range", duplicates);
}

int p8__exp_check_frontier(p8_experiment *e, const char *who, int frontier) {
    if (frontier >= -1 && (frontier == -1 || p8_frontier_name(frontier) != NULL)) return P8_OK;
    return p8__exp_refuse(e, P8_EINVAL, who, "frontier %d is out of range", frontier);
}

int p8__exp_check_node_budget(p8_experiment *e, const char *who, uint64_t nodes) {
    if (nodes > 0) return P8_OK;
    return p8__exp_refuse(e, P8_EINVAL, who, "a node budget of 0 holds not even the root: "
                          "1 or more (a solution of depth d needs up to 3d + 5)");
}

int p8__exp_check_groups(p8_experiment *e, const char *who, const unsigned *groups, size_t n) {
    char why[128];
    if (p8_pdb_check_groups(groups, n, why, sizeof why) == P8_OK) return P8_OK;
    return p8__exp_refuse(e, P8_EINVAL, who, "pattern database: %s", why);
}

int p8__exp_append(p8_experiment *e, const exp_config *c) {
    if (e->nconfigs >= P8__EXP_MAX_CONFIGS)
        return p8__exp_refuse(e, P8_EINVAL, NULL, "64 configurations at most");
    if (p8__mem_grow(&e->mem, (void **)&e->configs, &e->configs_cap, e->nconfigs + 1,
                     sizeof *e->configs) != P8_OK)
        return p8__exp_refuse(e, P8_ENOMEM, NULL, "out of memory");
    p8__exp_clear_rows(e);
    e->configs[e->nconfigs] = *c;
    return (int)e->nconfigs++;
}

int p8_experiment_add_config(p8_experiment *e, int alg, int heuristic, int duplicates,
                             const char *label) {
    exp_config c;
    int rc = p8__exp_usable(e);
    if (rc == P8_OK) rc = p8__exp_check_alg(e, NULL, alg);
    if (rc == P8_OK) rc = p8__exp_check_heuristic(e, NULL, heuristic);
    if (rc == P8_OK) rc = p8__exp_check_duplicates(e, NULL, duplicates);
    if (rc != P8_OK) return rc;
    p8__exp_config_init(&c, alg);
    c.heuristic = heuristic;
    c.duplicates = duplicates;
    if (label != NULL) p8__exp_set_label(&c, label, strlen(label));
    p8__exp_relabel(&c);
    return p8__exp_append(e, &c);
}

/* Configuration `config` of e to change (*c), or P8_EINVAL with a message. */
static int exp_config_of(p8_experiment *e, int config, exp_config **c) {
    int rc = p8__exp_usable(e);
    if (rc != P8_OK) return rc;
    if (config < 0 || (size_t)config >= e->nconfigs)
        return p8__exp_refuse(e, P8_EINVAL, NULL, "no configuration of index %d", config);
    *c = &e->configs[config];
    return P8_OK;
}

/* After a setting of c changed: its label follows, and the rows are gone. */
static int exp_changed(p8_experiment *e, exp_config *c) {
    p8__exp_relabel(c);
    p8__exp_clear_rows(e);
    return P8_OK;
}

int p8_experiment_set_limit(p8_experiment *e, int config, int which, uint64_t value) {
    exp_config *c = NULL;
    int rc = exp_config_of(e, config, &c);
    if (rc != P8_OK) return rc;
    if (which < 0 || which > P8_LIMIT_TIME_MS)
        return p8__exp_refuse(e, P8_EINVAL, NULL, "limit %d is out of range", which);
    c->limit[which] = value;
    return exp_changed(e, c);
}

int p8_experiment_set_weights(p8_experiment *e, int config, unsigned int wg, unsigned int wh) {
    exp_config *c = NULL;
    int rc = exp_config_of(e, config, &c);
    if (rc != P8_OK) return rc;
    c->have_weights = 1;
    c->wg = wg;
    c->wh = wh;
    return exp_changed(e, c);
}

int p8_experiment_set_frontier(p8_experiment *e, int config, int frontier) {
    exp_config *c = NULL;
    int rc = exp_config_of(e, config, &c);
    if (rc == P8_OK) rc = p8__exp_check_frontier(e, NULL, frontier);
    if (rc != P8_OK) return rc;
    c->frontier = frontier;
    return exp_changed(e, c);
}

int p8_experiment_set_reopen(p8_experiment *e, int config, int on) {
    exp_config *c = NULL;
    int rc = exp_config_of(e, config, &c);
    if (rc != P8_OK) return rc;
    c->reopen = on < 0 ? -1 : on != 0;
    return exp_changed(e, c);
}

int p8_experiment_set_node_budget(p8_experiment *e, int config, uint64_t nodes) {
    exp_config *c = NULL;
    int rc = exp_config_of(e, config, &c);
    if (rc == P8_OK) rc = p8__exp_check_node_budget(e, NULL, nodes);
    if (rc != P8_OK) return rc;
    c->node_budget = nodes;
    return exp_changed(e, c);
}

int p8_experiment_set_pdb(p8_experiment *e, int config, const unsigned int *groups, size_t n) {
    exp_config *c = NULL;
    int rc = exp_config_of(e, config, &c);
    if (rc == P8_OK) rc = p8__exp_check_groups(e, NULL, groups, n);
    if (rc != P8_OK) return rc;
    memcpy(c->pdb_groups, groups, n * sizeof *groups);
    c->pdb_n = n;
    c->heuristic = P8__EXP_H_PDB;
    return exp_changed(e, c);
}

/* ---- Boards ------------------------------------------------------------------------------- */

int p8_experiment_add_distance(p8_experiment *e, unsigned int distance, unsigned int boards) {
    size_t k;
    int rc = p8__exp_usable(e);
    if (rc != P8_OK) return rc;
    if (distance < 1 || distance > P8_MAX_DISTANCE)
        return p8__exp_refuse(e, P8_EINVAL, NULL, "distance %u is out of range (1..31)", distance);
    if (boards < 1 || boards > P8__EXP_MAX_BOARDS)
        return p8__exp_refuse(e, P8_EINVAL, NULL, "boards at a distance: 1 .. 1000000");
    for (k = 0; k < e->ndraws; k++) {
        if (e->draws[k].distance != distance) continue;
        if (e->draws[k].boards + boards > P8__EXP_MAX_BOARDS)
            return p8__exp_refuse(e, P8_EINVAL, NULL, "boards at a distance: 1 .. 1000000");
        e->draws[k].boards += boards;
        p8__exp_clear_rows(e);
        return P8_OK;
    }
    if (p8__mem_grow(&e->mem, (void **)&e->draws, &e->draws_cap, e->ndraws + 1,
                     sizeof *e->draws) != P8_OK)
        return p8__exp_refuse(e, P8_ENOMEM, NULL, "out of memory");
    e->draws[e->ndraws].distance = distance;
    e->draws[e->ndraws].boards = boards;
    e->ndraws++;
    p8__exp_clear_rows(e);
    return P8_OK;
}

int p8_experiment_add_distances(p8_experiment *e, unsigned int boards,
                                const unsigned int *distances, size_t n) {
    static const unsigned defaults[] = {2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24};
    exp_draw saved[P8_MAX_DISTANCE]; /* one draw a distance: at most 31 */
    uint64_t count[P8_MAX_DISTANCE + 1]; /* the boards each distance would have */
    size_t i, nsaved;
    int rc = p8__exp_usable(e);
    if (rc != P8_OK) return rc;
    if (distances == NULL && n > 0) return p8__exp_refuse(e, P8_EINVAL, NULL, "the distances are NULL");
    if (n == 0) {
        distances = defaults;
        n = sizeof defaults / sizeof defaults[0];
    }
    if (boards == 0) boards = 100;
    if (boards > P8__EXP_MAX_BOARDS)
        return p8__exp_refuse(e, P8_EINVAL, NULL, "boards at a distance: 1 .. 1000000");
    memset(count, 0, sizeof count);
    for (i = 0; i < n; i++) {
        if (distances[i] < 1 || distances[i] > P8_MAX_DISTANCE)
            return p8__exp_refuse(e, P8_EINVAL, NULL, "distance %u (number %u of the list) is out "
                                  "of range (1..31)", distances[i], (unsigned)i + 1);
        count[distances[i]] += boards;
    }
    for (i = 0; i < e->ndraws; i++) count[e->draws[i].distance] += e->draws[i].boards;
    for (i = 1; i <= P8_MAX_DISTANCE; i++)
        if (count[i] > P8__EXP_MAX_BOARDS)
            return p8__exp_refuse(e, P8_EINVAL, NULL, "boards at a distance: 1 .. 1000000 (%llu at "
                                  "distance %u)", (unsigned long long)count[i], (unsigned)i);
    nsaved = e->ndraws;
    if (nsaved > 0) memcpy(saved, e->draws, nsaved * sizeof *saved);
    for (i = 0; rc == P8_OK && i < n; i++) rc = p8_experiment_add_distance(e, distances[i], boards);
    if (rc != P8_OK) { /* as it was: nothing half-added */
        if (nsaved > 0) memcpy(e->draws, saved, nsaved * sizeof *saved);
        e->ndraws = nsaved;
    }
    return rc;
}

int p8_experiment_add_board(p8_experiment *e, const p8_board *b) {
    uint8_t t[9];
    p8_board *goal = NULL;
    int rc = p8__exp_usable(e), same;
    if (rc != P8_OK) return rc;
    if (b == NULL) return p8__exp_refuse(e, P8_EINVAL, NULL, "the board is NULL");
    if (p8_board_solvable(b, NULL) != 1)
        return p8__exp_refuse(e, P8_EUNSOLVABLE, NULL, "the default goal cannot be reached from the board");
    if ((rc = p8_board_new_goal(&goal)) != P8_OK) return p8__exp_refuse(e, rc, NULL, "out of memory");
    same = p8_board_equal(b, goal);
    p8_board_free(goal);
    if (same == 1) return p8__exp_refuse(e, P8_EUNSOLVABLE, NULL, "the board is the goal (distance 0)");
    if (e->ngiven >= P8__EXP_MAX_BOARDS) return p8__exp_refuse(e, P8_EINVAL, NULL, "1000000 boards at most");
    if (p8__mem_grow(&e->mem, (void **)&e->given, &e->given_cap, e->ngiven + 1, 9) != P8_OK)
        return p8__exp_refuse(e, P8_ENOMEM, NULL, "out of memory");
    p8_board_tiles(b, t);
    memcpy(e->given + 9 * e->ngiven++, t, 9);
    p8__exp_clear_rows(e);
    return P8_OK;
}

int p8_experiment_set_seed(p8_experiment *e, uint64_t seed) {
    int rc = p8__exp_usable(e);
    if (rc != P8_OK) return rc;
    e->seed = seed;
    p8__exp_clear_rows(e);
    return P8_OK;
}

int p8_experiment_set_skip_deeper(p8_experiment *e, int on) {
    int rc = p8__exp_usable(e);
    if (rc != P8_OK) return rc;
    e->skip_deeper = on != 0;
    p8__exp_clear_rows(e);
    return P8_OK;
}

/* ---- Running and reading ------------------------------------------------------------------ */

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
