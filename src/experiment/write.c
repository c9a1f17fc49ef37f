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
    snprintf(cells[0], CELL, "%s", e->configs[(size_t)f[P8_EXP_CONFIG]].label);
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

static void pad(p8__out *o, size_t n) {
    while (n-- > 0) p8__out_put(o, " ", 1);
}

static void write_text(const p8_experiment *e, p8__out *o) {
    size_t width[NCOLS], r, k, w;
    char cells[NCOLS][CELL];
    for (k = 0; k < NCOLS; k++) width[k] = strlen(headers[k]);
    for (r = 0; r < e->nrows; r++) {
        cells_of(e, r, cells);
        for (k = 0; k < NCOLS; k++)
            if (k != 4 && strlen(cells[k]) > width[k]) width[k] = strlen(cells[k]);
    }
    for (r = 0; r <= e->nrows; r++) {
        if (r > 0) cells_of(e, r - 1, cells);
        else for (k = 0; k < NCOLS; k++) snprintf(cells[k], CELL, "%s", headers[k]);
        if (r > 1 && e->rows[r - 1].f[P8_EXP_CONFIG] != e->rows[r - 2].f[P8_EXP_CONFIG])
            p8__out_put(o, "\n", 1);
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
}

static void write_markdown(const p8_experiment *e, p8__out *o) {
    char cells[NCOLS][CELL];
    size_t r, k;
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
