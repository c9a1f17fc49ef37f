/* SPDX-License-Identifier: MIT */
/* write.c - p8_experiment_write: the rows as an aligned text table, CSV, markdown
 * or JSON. */
#include "experiment.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define NCOLS 13
#define CELL 72

static const char *const headers[NCOLS] = {
    "configuration", "d", "boards", "solved", "expanded", "generated", "median", "max",
    "b*", "b* exp", "length", "optimal", "time ms"};

/* v with `dec` decimals, "-" for NaN. */
static void num(char *buf, double v, int dec) {
    if (isnan(v)) snprintf(buf, CELL, "-");
    else snprintf(buf, CELL, "%.*f", dec, v);
}

/* The cells of row r (the label first). */
static void cells_of(const p8_experiment *e, size_t r, char cells[NCOLS][CELL]) {
    const double *f = e->rows[r].f;
    int k;
    p8__exp_line(e->configs[(size_t)f[P8_EXP_CONFIG]].label, cells[0], CELL);
    num(cells[1], f[P8_EXP_DISTANCE], 0);
    num(cells[2], f[P8_EXP_BOARDS], 0);
    num(cells[3], f[P8_EXP_SOLVED], 0);
    for (k = 4; k < NCOLS; k++) snprintf(cells[k], CELL, "-");
    if (f[P8_EXP_SKIPPED] != 0) {
        snprintf(cells[4], CELL, "cut off (skipped)");
        return;
    }
    if (f[P8_EXP_CUT_OFF] > 0) {
        snprintf(cells[4], CELL, "cut off (%.0f of %.0f)", f[P8_EXP_CUT_OFF], f[P8_EXP_RUNS]);
        return;
    }
    num(cells[4], f[P8_EXP_EXPANDED_MEAN], 1);
    num(cells[5], f[P8_EXP_GENERATED_MEAN], 1);
    num(cells[6], f[P8_EXP_GENERATED_MEDIAN], 1);
    num(cells[7], f[P8_EXP_GENERATED_MAX], 0);
    num(cells[8], f[P8_EXP_BSTAR], 2);
    num(cells[9], f[P8_EXP_BSTAR_EXPANDED], 2);
    num(cells[10], f[P8_EXP_LENGTH_MEAN], 1);
    if (f[P8_EXP_SOLVED] > 0) num(cells[11], f[P8_EXP_OPTIMAL], 0);
    num(cells[12], f[P8_EXP_TIME_MS_MEAN], 3);
}

/* How a limit reads in a note: "500,000 expansions", "a depth of 10", ... */
static void exp_limit_words(int which, uint64_t v, char *buf, size_t cap) {
    char n[32];
    p8__exp_count(v, n, sizeof n);
    switch (which) {
    case P8_LIMIT_EXPANSIONS: snprintf(buf, cap, "%s expansions", n); break;
    case P8_LIMIT_DEPTH: snprintf(buf, cap, "a depth of %s", n); break;
    case P8_LIMIT_MEMORY_BYTES: snprintf(buf, cap, "%s bytes", n); break;
    default: snprintf(buf, cap, "%s ms", n); break;
    }
}

/* The limits of configuration c that stop its runs: "the limit of 500,000 expansions a run",
 * "its limits (500,000 expansions, 1,000 ms a run)", or SMA*'s node budget. */
static void exp_limits_words(const exp_config *c, char *buf, size_t cap) {
    char one[48], list[160] = "";
    size_t n = 0;
    int w, count = 0;
    for (w = 0; w < 4; w++) {
        if (c->limit[w] == P8_LIMIT_NONE) continue;
        exp_limit_words(w, c->limit[w], one, sizeof one);
        n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", count++ ? ", " : "", one);
        if (n >= sizeof list) n = sizeof list - 1;
    }
    if (count == 1) snprintf(buf, cap, "the limit of %s a run", list);
    else if (count > 1) snprintf(buf, cap, "its limits (%s a run)", list);
    else if (c->alg == P8_ALG_SMASTAR)
        snprintf(buf, cap, "the node budget of %s nodes",
                 p8__exp_count(c->node_budget > 0 ? c->node_budget : P8_NODE_BUDGET_DEFAULT, one, sizeof one));
    else snprintf(buf, cap, "a limit");
}

/* The note of configuration ci if a limit cut one of its rows off (1), for the table: where
 * its line stops and why. */
static int exp_note_of(const p8_experiment *e, size_t ci, char *buf, size_t cap) {
    const exp_row *rows = e->rows + ci * e->ndist;
    char why[224], label[P8__EXP_LABEL];
    size_t k, first, n;
    for (first = 0; first < e->ndist && !(rows[first].f[P8_EXP_CUT_OFF] > 0); first++) {}
    if (first == e->ndist) return 0;
    p8__exp_line(e->configs[ci].label, label, sizeof label);
    exp_limits_words(&e->configs[ci], why, sizeof why);
    if (first + 1 == e->ndist || rows[first + 1].f[P8_EXP_SKIPPED] != 0) { /* it stops there */
        n = first > 0 ? (size_t)snprintf(buf, cap, "%s stops after d = %u: ", label, e->dist[first - 1])
                      : (size_t)snprintf(buf, cap, "%s has no point: ", label);
        if (n < cap)
            snprintf(buf + n, cap - n, "at d = %u %s stopped %.0f of its %.0f runs%s", e->dist[first],
                     why, rows[first].f[P8_EXP_CUT_OFF], rows[first].f[P8_EXP_RUNS],
                     first + 1 < e->ndist ? ", and greater distances were not run." : ".");
        return 1;
    }
    n = (size_t)snprintf(buf, cap, "%s: %s stopped runs at d =", label, why);
    for (k = first; k < e->ndist && n < cap; k++) {
        if (!(rows[k].f[P8_EXP_CUT_OFF] > 0) || rows[k].f[P8_EXP_SKIPPED] != 0) continue;
        n += (size_t)snprintf(buf + n, cap - n, "%s %u (%.0f of %.0f)", k == first ? "" : ",",
                              e->dist[k], rows[k].f[P8_EXP_CUT_OFF], rows[k].f[P8_EXP_RUNS]);
    }
    if (n < cap) snprintf(buf + n, cap - n, "; those rows are left out.");
    return 1;
}

static void pad(p8__out *o, size_t n) {
    while (n-- > 0) p8__out_put(o, " ", 1);
}

static void write_text(const p8_experiment *e, p8__out *o) {
    size_t width[NCOLS], r, k, w;
    char cells[NCOLS][CELL], note[400];
    for (k = 0; k < NCOLS; k++) width[k] = strlen(headers[k]);
    for (r = 0; r < e->nrows; r++) {
        cells_of(e, r, cells);
        for (k = 0; k < NCOLS; k++)
            if (k != 4 && strlen(cells[k]) > width[k]) width[k] = strlen(cells[k]);
    }
    for (r = 0; r <= e->nrows; r++) {
        if (r > 0) cells_of(e, r - 1, cells);
        else for (k = 0; k < NCOLS; k++) snprintf(cells[k], CELL, "%s", headers[k]);
        if (r > 1 && e->rows[r - 1].f[P8_EXP_CONFIG] != e->rows[r - 2].f[P8_EXP_CONFIG]) {
            if (exp_note_of(e, (size_t)e->rows[r - 2].f[P8_EXP_CONFIG], note, sizeof note))
                p8__out_printf(o, "%s\n", note);
            p8__out_put(o, "\n", 1);
        }
        for (k = 0; k < NCOLS; k++) {
            w = strlen(cells[k]);
            if (k == 4 && strncmp(cells[k], "cut off", 7) == 0) { /* spans the figures */
                p8__out_str(o, cells[k]);
                break;
            }
            if (k > 0) pad(o, width[k] > w ? width[k] - w : 0);
            p8__out_str(o, cells[k]);
            if (k == 0) pad(o, width[k] - w);
            if (k + 1 < NCOLS) p8__out_put(o, "  ", 2);
        }
        p8__out_put(o, "\n", 1);
    }
    if (e->nrows > 0 && exp_note_of(e, (size_t)e->rows[e->nrows - 1].f[P8_EXP_CONFIG], note, sizeof note))
        p8__out_printf(o, "%s\n", note);
}

static void write_markdown(const p8_experiment *e, p8__out *o) {
    char cells[NCOLS][CELL], note[400];
    size_t r, k, c, notes = 0;
    for (k = 0; k < NCOLS; k++) p8__out_printf(o, "| %s ", headers[k]);
    p8__out_str(o, "|\n");
    for (k = 0; k < NCOLS; k++) p8__out_str(o, k == 0 ? "|---" : "|---:");
    p8__out_str(o, "|\n");
    for (r = 0; r < e->nrows; r++) {
        cells_of(e, r, cells);
        for (k = 0; k < NCOLS; k++) {
            size_t i;
            p8__out_str(o, "| ");
            for (i = 0; cells[k][i] != '\0'; i++) { /* a | in a label */
                if (cells[k][i] == '|') p8__out_put(o, "\\", 1);
                p8__out_put(o, &cells[k][i], 1);
            }
            p8__out_str(o, " ");
        }
        p8__out_str(o, "|\n");
    }
    for (c = 0; c < e->nconfigs; c++) /* the notes, a list below the table */
        if (exp_note_of(e, c, note, sizeof note)) p8__out_printf(o, "%s- %s\n", notes++ ? "" : "\n", note);
}

static void csv_field(p8__out *o, const char *s) {
    p8__out_put(o, "\"", 1);
    for (; *s != '\0'; s++) {
        if (*s == '"') p8__out_put(o, "\"", 1);
        p8__out_put(o, s, 1);
    }
    p8__out_put(o, "\"", 1);
}

static void json_string(p8__out *o, const char *s) {
    p8__out_put(o, "\"", 1);
    for (; *s != '\0'; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\') p8__out_printf(o, "\\%c", ch);
        else if (ch < 0x20) p8__out_printf(o, "\\u%04x", ch);
        else p8__out_put(o, s, 1);
    }
    p8__out_put(o, "\"", 1);
}

static void value(p8__out *o, double v, const char *nan) {
    if (isnan(v)) p8__out_str(o, nan);
    else p8__out_printf(o, "%.10g", v);
}

static void write_csv(const p8_experiment *e, p8__out *o) {
    size_t r;
    int k;
    p8__out_str(o, "label");
    for (k = 0; k < P8_EXP_FIELDS; k++) p8__out_printf(o, ",%s", p8_experiment_field_name(k));
    p8__out_str(o, "\n");
    for (r = 0; r < e->nrows; r++) {
        csv_field(o, e->configs[(size_t)e->rows[r].f[P8_EXP_CONFIG]].label);
        for (k = 0; k < P8_EXP_FIELDS; k++) {
            p8__out_put(o, ",", 1);
            value(o, e->rows[r].f[k], "");
        }
        p8__out_str(o, "\n");
    }
}

static void write_json(const p8_experiment *e, p8__out *o) {
    size_t r;
    int k;
    p8__out_printf(o, "{\"format\":\"puzzle8-experiment\",\"version\":1,\"seed\":%llu,\"rows\":[",
                   (unsigned long long)e->seed);
    for (r = 0; r < e->nrows; r++) {
        p8__out_str(o, r == 0 ? "\n{\"label\":" : ",\n{\"label\":");
        json_string(o, e->configs[(size_t)e->rows[r].f[P8_EXP_CONFIG]].label);
        for (k = 0; k < P8_EXP_FIELDS; k++) {
            p8__out_printf(o, ",\"%s\":", p8_experiment_field_name(k));
            value(o, e->rows[r].f[k], "null");
        }
        p8__out_str(o, "}");
    }
    p8__out_str(o, "\n]}\n");
}

int p8_experiment_write(const p8_experiment *e, int format, p8_write_fn write, void *user_data) {
    p8__out o;
    if (e == NULL || write == NULL || format < P8_EXP_TEXT || format > P8_EXP_JSON || e->nrows == 0)
        return P8_EINVAL;
    p8__out_writer(&o, write, user_data);
    switch (format) {
    case P8_EXP_TEXT: write_text(e, &o); break;
    case P8_EXP_CSV: write_csv(e, &o); break;
    case P8_EXP_MARKDOWN: write_markdown(e, &o); break;
    default: write_json(e, &o); break;
    }
    return p8__out_end(&o);
}
