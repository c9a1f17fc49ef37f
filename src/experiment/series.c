/* SPDX-License-Identifier: MIT */
/* series.c - configurations from text, as the command and the bindings give them: a series
 * "[LABEL=]ALGORITHM[,KEY=VALUE]..." (p8_experiment_add_series) and one setting by its name
 * (p8_experiment_set_option), in the words of `puzzle8 solve`'s options, so that every front
 * end reads a series the same way and says the same about a wrong one. */
#include "experiment.h"

#include <stdio.h>
#include <string.h>

/* The settings, by the names of the command's options without their dashes. */
enum { OPT_LABEL, OPT_HEURISTIC, OPT_DUPLICATES, OPT_WEIGHTS, OPT_FRONTIER, OPT_REOPEN,
       OPT_NODE_BUDGET, OPT_MAX_EXPANSIONS, OPT_MAX_DEPTH, OPT_MAX_MEMORY, OPT_MAX_TIME, OPT_N };
static const char *const series_options[OPT_N] = {
    "label", "heuristic", "duplicates", "weights", "frontier", "reopen", "node-budget",
    "max-expansions", "max-depth", "max-memory", "max-time"};
/* The limit each max-* option sets. */
static const int series_option_limit[4] = {P8_LIMIT_EXPANSIONS, P8_LIMIT_DEPTH, P8_LIMIT_MEMORY_BYTES,
                                    P8_LIMIT_TIME_MS};

typedef struct series_span {
    const char *p;
    size_t n;
} series_span;

static series_span series_span_of(const char *p, size_t n) {
    series_span s;
    while (n > 0 && *p == ' ') p++, n--;
    while (n > 0 && p[n - 1] == ' ') n--;
    s.p = p;
    s.n = n;
    return s;
}

/* s is `name`, with '_' read as '-' (node_budget is node-budget). */
static int series_is(series_span s, const char *name) {
    size_t i;
    if (strlen(name) != s.n) return 0;
    for (i = 0; i < s.n; i++)
        if ((s.p[i] == '_' ? '-' : s.p[i]) != name[i]) return 0;
    return 1;
}

/* The index of s among name_of(0), name_of(1), ... (until NULL), or -1. */
static int series_lookup(series_span s, const char *(*name_of)(int)) {
    const char *name;
    int i;
    for (i = 0; (name = name_of(i)) != NULL; i++)
        if (series_is(s, name)) return i;
    return -1;
}

static const char *series_option_name(int i) { return i >= 0 && i < OPT_N ? series_options[i] : NULL; }

/* "a, b or c" of name_of's names into buf; with `more`, "a, b, c, " and more (which says its
 * own "or"). */
static const char *series_list(const char *(*name_of)(int), const char *more, char *buf, size_t cap) {
    size_t n = 0;
    int i, count = 0;
    while (name_of(count) != NULL) count++;
    buf[0] = '\0';
    for (i = 0; i <= count && n < cap; i++) {
        const char *name = i < count ? name_of(i) : more;
        if (name != NULL)
            n += (size_t)snprintf(buf + n, cap - n, "%s%s", i == 0 ? "" : i + 1 < count || more != NULL
                                  ? ", " : " or ", name);
    }
    return buf;
}

/* A whole number of s, 0 .. max: 1 and *out, or 0. */
static int series_number(series_span s, uint64_t max, uint64_t *out) {
    uint64_t v = 0;
    size_t i;
    if (s.n == 0) return 0;
    for (i = 0; i < s.n; i++) {
        unsigned d = (unsigned)(s.p[i] - '0');
        if (d > 9 || v > (max - d) / 10) return 0;
        v = v * 10 + d;
    }
    *out = v;
    return 1;
}

/* P8_EINVAL: "bad KEY value "VALUE": expected ...". */
static int series_bad_value(p8_experiment *e, const char *who, int key, series_span value, const char *expected) {
    char q[64];
    return p8__exp_refuse(e, P8_EINVAL, who, "bad %s value %s: expected %s", series_options[key],
                          p8__exp_quote(value.p, value.n, 24, q, sizeof q), expected);
}

/* heuristic=NAME: a built-in, exact, or pdb:GROUPS. */
static int series_heuristic(p8_experiment *e, exp_config *c, const char *who, series_span v) {
    char text[64], why[128], list[320], q[64];
    unsigned groups[P8_PDB_MAX_GROUPS];
    int h = series_lookup(v, p8_heuristic_name), n;
    if (h >= 0 || series_is(v, "exact")) {
        c->heuristic = h >= 0 ? h : P8_EXP_H_TABLE;
        c->pdb_n = 0;
        return P8_OK;
    }
    if (v.n > 4 && memcmp(v.p, "pdb:", 4) == 0 && v.n < sizeof text) {
        memcpy(text, v.p, v.n);
        text[v.n] = '\0';
        n = p8_pdb_parse_groups(text, groups, P8_PDB_MAX_GROUPS, why, sizeof why);
        if (n < 0)
            return p8__exp_refuse(e, P8_EINVAL, who, "bad heuristic value %s: %s",
                                  p8__exp_quote(v.p, v.n, 24, q, sizeof q), why);
        memcpy(c->pdb_groups, groups, (size_t)n * sizeof *groups);
        c->pdb_n = (size_t)n;
        c->heuristic = P8__EXP_H_PDB;
        return P8_OK;
    }
    return series_bad_value(e, who, OPT_HEURISTIC, v, series_list(p8_heuristic_name, "exact or pdb:GROUPS "
                     "(a pattern database, e.g. pdb:1234/5678)", list, sizeof list));
}

/* One setting `key` = `value` of c. P8_OK, or P8_EINVAL with the reason after `who`. */
static int series_apply(p8_experiment *e, exp_config *c, const char *who, series_span key, series_span value) {
    char list[256], q[64];
    uint64_t a, b;
    const char *colon;
    int k = series_lookup(key, series_option_name), i;
    switch (k) {
    case OPT_LABEL:
        if (value.n == 0) return p8__exp_refuse(e, P8_EINVAL, who, "the label is empty");
        if (p8__exp_check_label(e, who, value.p, value.n) != P8_OK) return P8_EINVAL;
        p8__exp_set_label(c, value.p, value.n);
        return P8_OK;
    case OPT_HEURISTIC:
        return series_heuristic(e, c, who, value);
    case OPT_DUPLICATES:
    case OPT_FRONTIER:
        i = series_lookup(value, k == OPT_FRONTIER ? p8_frontier_name : p8_duplicates_name);
        if (i < 0)
            return series_bad_value(e, who, k, value, series_list(k == OPT_FRONTIER ? p8_frontier_name
                                                           : p8_duplicates_name, NULL, list, sizeof list));
        *(k == OPT_FRONTIER ? &c->frontier : &c->duplicates) = i;
        return P8_OK;
    case OPT_WEIGHTS:
        colon = memchr(value.p, ':', value.n);
        if (colon == NULL || !series_number(series_span_of(value.p, (size_t)(colon - value.p)), 4294967295u, &a) ||
            !series_number(series_span_of(colon + 1, value.n - (size_t)(colon - value.p) - 1), 4294967295u, &b))
            return series_bad_value(e, who, k, value, "WG:WH, two whole numbers 0 .. 4294967295 (the key "
                             "WG*g + WH*h), e.g. 1:2");
        c->have_weights = 1;
        c->wg = (unsigned)a;
        c->wh = (unsigned)b;
        return P8_OK;
    case OPT_REOPEN:
        if (!series_is(value, "on") && !series_is(value, "off")) return series_bad_value(e, who, k, value, "on or off");
        c->reopen = series_is(value, "on");
        return P8_OK;
    case OPT_NODE_BUDGET:
        if (!series_number(value, UINT64_MAX, &a) || a == 0)
            return series_bad_value(e, who, k, value, "a whole number of nodes 1 .. 18446744073709551615 "
                             "(a solution of depth d needs up to 3d + 5)");
        c->node_budget = a;
        return P8_OK;
    case OPT_MAX_EXPANSIONS:
    case OPT_MAX_DEPTH:
    case OPT_MAX_MEMORY:
    case OPT_MAX_TIME:
        if (series_is(value, "none")) a = P8_LIMIT_NONE;
        else if (!series_number(value, P8_LIMIT_NONE - 1, &a))
            return series_bad_value(e, who, k, value, "a whole number 0 .. 18446744073709551614, or none");
        c->limit[series_option_limit[k - OPT_MAX_EXPANSIONS]] = a;
        return P8_OK;
    default:
        return p8__exp_refuse(e, P8_EINVAL, who, "unknown option %s: expected %s",
                              p8__exp_quote(key.p, key.n, 24, q, sizeof q),
                              series_list(series_option_name, NULL, list, sizeof list));
    }
}

int p8_experiment_add_series(p8_experiment *e, const char *spec) {
    char who[96], q[64], list[256];
    const char *head_end, *eq, *p, *end, *item_end;
    exp_config c;
    series_span alg, item;
    int rc = p8__exp_usable(e), a;
    if (rc != P8_OK) return rc;
    if (spec == NULL) return p8__exp_refuse(e, P8_EINVAL, NULL, "the series is NULL");
    end = spec + strlen(spec);
    snprintf(who, sizeof who, "series %s: ", p8__exp_quote(spec, (size_t)(end - spec), 40, q, sizeof q));
    head_end = strchr(spec, ',');
    if (head_end == NULL) head_end = end;
    eq = memchr(spec, '=', (size_t)(head_end - spec));
    alg = eq != NULL ? series_span_of(eq + 1, (size_t)(head_end - eq - 1)) : series_span_of(spec, (size_t)(head_end - spec));
    if (alg.n == 0)
        return p8__exp_refuse(e, P8_EINVAL, who, "no algorithm: expected [LABEL=]ALGORITHM[,KEY=VALUE]"
                              "..., e.g. IDS=iddfs,duplicates=none");
    if ((a = series_lookup(alg, p8_algorithm_name)) < 0)
        return p8__exp_refuse(e, P8_EINVAL, who, "unknown algorithm %s: expected %s",
                              p8__exp_quote(alg.p, alg.n, 24, q, sizeof q),
                              series_list(p8_algorithm_name, NULL, list, sizeof list));
    p8__exp_config_init(&c, a);
    if (eq != NULL && series_span_of(spec, (size_t)(eq - spec)).n == 0)
        return p8__exp_refuse(e, P8_EINVAL, who, "the label before \"=\" is empty");
    if (eq != NULL) rc = series_apply(e, &c, who, series_span_of("label", 5), series_span_of(spec, (size_t)(eq - spec)));
    for (p = head_end; rc == P8_OK && p < end; p = item_end) {
        p++; /* the comma */
        item_end = strchr(p, ',');
        if (item_end == NULL) item_end = end;
        item = series_span_of(p, (size_t)(item_end - p));
        eq = memchr(item.p, '=', item.n);
        if (eq == NULL)
            return p8__exp_refuse(e, P8_EINVAL, who, "expected KEY=VALUE after a comma, got %s",
                                  p8__exp_quote(item.p, item.n, 24, q, sizeof q));
        rc = series_apply(e, &c, who, series_span_of(item.p, (size_t)(eq - item.p)),
                   series_span_of(eq + 1, item.n - (size_t)(eq - item.p) - 1));
    }
    if (rc != P8_OK) return rc;
    p8__exp_relabel(&c);
    return p8__exp_append(e, &c);
}

int p8_experiment_set_option(p8_experiment *e, int config, const char *key, const char *value) {
    char who[96];
    exp_config c;
    int rc = p8__exp_usable(e);
    if (rc != P8_OK) return rc;
    if (config < 0 || (size_t)config >= e->nconfigs)
        return p8__exp_refuse(e, P8_EINVAL, NULL, "no configuration of index %d", config);
    if (key == NULL || value == NULL)
        return p8__exp_refuse(e, P8_EINVAL, NULL, "the %s is NULL", key == NULL ? "key" : "value");
    c = e->configs[config];
    rc = series_apply(e, &c, p8__exp_who(e, (size_t)config, who, sizeof who), series_span_of(key, strlen(key)),
               series_span_of(value, strlen(value)));
    if (rc != P8_OK) return rc;
    p8__exp_relabel(&c);
    e->configs[config] = c;
    p8__exp_clear_rows(e);
    return P8_OK;
}
