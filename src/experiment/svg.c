/* SPDX-License-Identifier: MIT */
/* svg.c - p8_experiment_svg: one statistic of the rows against the distance as an SVG
 * line plot, a line per configuration, log scale for counts, sized for slides. */
#include "experiment.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define W 960
#define H 600
#define LEFT 110                  /* the plot area */
#define RIGHT 680
#define TOP 70
#define BOTTOM 510
#define FONT 18

static const char *const colors[] = {"#0072b2", "#d55e00", "#009e73", "#cc79a7",
                                     "#e69f00", "#56b4e9", "#222222", "#8c6d31"};
#define NCOLORS (sizeof colors / sizeof colors[0])

/* What is plotted, for the title: by field. */
static const char *what(int field) {
    static const char *const names[] = {
        "nodes expanded (mean)", "nodes expanded (median)", "nodes expanded (max)",
        "nodes generated (mean)", "nodes generated (median)", "nodes generated (max)",
        "largest frontier (mean)", "largest frontier (median)", "largest frontier (max)",
        "peak bytes (mean)", "peak bytes (median)", "peak bytes (max)",
        "time in ms (mean)", "time in ms (median)", "time in ms (max)",
        "solution length (mean)", "solution length (median)", "solution length (max)",
        "", "b* from nodes generated", "b* from nodes expanded"};
    return names[field - P8_EXP_EXPANDED_MEAN];
}

/* floor, log10 and 10^k without libm (the library links nothing but libc). */
static double xfloor(double x) {
    double t = (double)(long long)x;
    return t > x ? t - 1 : t;
}
static double xceil(double x) { return -xfloor(-x); }
static double pow10i(int k) {
    double p = 1;
    for (; k > 0; k--) p *= 10;
    for (; k < 0; k++) p /= 10;
    return p;
}
static double xlog10(double v) { /* v > 0 */
    double k = 0, z, z2, term, sum = 0;
    int n;
    while (v >= 10) { v /= 10; k++; }
    while (v < 1) { v *= 10; k--; }
    z = (v - 1) / (v + 1); /* ln v = 2 atanh z, z in [0, 0.82) */
    z2 = z * z;
    for (term = z, n = 1; n < 400; n += 2, term *= z2) sum += term / n;
    return k + 2 * sum / 2.302585092994046;
}
static double xabs(double x) { return x < 0 ? -x : x; }

static int log_scale(int field) { return field < P8_EXP_LENGTH_MEAN; }

/* The value plotted for row r, or NaN for no point. */
static double point(const p8_experiment *e, size_t r, int field) {
    const double *f = e->rows[r].f;
    double v = f[field];
    if (f[P8_EXP_CUT_OFF] > 0 || f[P8_EXP_SOLVED] == 0 || isnan(v)) return NAN;
    if (log_scale(field) && v <= 0) return NAN;
    return v;
}

static int iround(double x) { return (int)xfloor(x + 0.5); }

/* A tick label of a log axis: 1, 10, 100, 1,000, 10k, 100k, 1M, ... */
static void decade_label(int p, char *buf, size_t cap) {
    static const char *const big[] = {"1", "10", "100", "1,000", "10k", "100k", "1M", "10M",
                                      "100M", "1G", "10G", "100G"};
    if (p >= 0 && p < 12) snprintf(buf, cap, "%s", big[p]);
    else snprintf(buf, cap, "1e%d", p);
}

static void marker(p8__out *o, int shape, int x, int y, const char *color) {
    switch (shape % 4) {
    case 0:
        p8__out_printf(o, "<circle cx=\"%d\" cy=\"%d\" r=\"6\" fill=\"%s\"/>", x, y, color);
        break;
    case 1:
        p8__out_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"11\" height=\"11\" fill=\"%s\"/>",
                       x - 5, y - 5, color);
        break;
    case 2:
        p8__out_printf(o, "<path d=\"M%d %dL%d %dL%d %dZ\" fill=\"%s\"/>", x, y - 7, x + 7, y + 5,
                       x - 7, y + 5, color);
        break;
    default:
        p8__out_printf(o, "<path d=\"M%d %dL%d %dL%d %dL%d %dZ\" fill=\"%s\"/>", x, y - 7, x + 7, y,
                       x, y + 7, x - 7, y, color);
        break;
    }
}

typedef struct axes {
    double dmin, dmax, lo, hi;    /* x range; y range (decades when log) */
    int log;
} axes;

static int xpos(const axes *a, double d) {
    if (a->dmax <= a->dmin) return (LEFT + RIGHT) / 2;
    return iround(LEFT + 20 + (d - a->dmin) / (a->dmax - a->dmin) * (RIGHT - LEFT - 40));
}

static int ypos(const axes *a, double v) {
    double t = a->log ? xlog10(v) : v;
    return iround(BOTTOM - (t - a->lo) / (a->hi - a->lo) * (BOTTOM - TOP));
}

static void draw_axes(const p8_experiment *e, p8__out *o, const axes *a, double step, int field) {
    char label[32];
    size_t k;
    double t;
    /* the decimals of the step (1, 2 or 5 times a power of ten): 0.005 needs 3 */
    int y, dec = step >= 1 ? 0 : (int)-xfloor(xlog10(step) + 1e-9), every = e->ndist > 13 ? 2 : 1;
    if (dec > 12) dec = 12;
    p8__out_printf(o, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", W, H);
    p8__out_printf(o, "<text x=\"%d\" y=\"40\" font-size=\"24\" font-weight=\"bold\" fill=\"%s\">"
                   "%s by solution depth</text>\n", LEFT, P8__COLOR_TEXT, what(field));
    for (t = a->lo; t <= a->hi + step * 1e-6; t += step) { /* horizontal grid and y ticks */
        y = iround(BOTTOM - (t - a->lo) / (a->hi - a->lo) * (BOTTOM - TOP));
        if (a->log) decade_label(iround(t), label, sizeof label);
        else snprintf(label, sizeof label, "%.*f", dec, t);
        p8__out_printf(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#e3e7ec\"/>"
                       "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"end\" fill=\"%s\">"
                       "%s</text>\n", LEFT, y, RIGHT, y, LEFT - 10, y + 6, FONT, P8__COLOR_TEXT,
                       label);
    }
    for (k = 0; k < e->ndist; k += (size_t)every) { /* x ticks at the distances */
        int x = xpos(a, e->dist[k]);
        p8__out_printf(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\"/>"
                       "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\" "
                       "fill=\"%s\">%u</text>\n", x, BOTTOM, x, BOTTOM + 6, P8__COLOR_INK, x,
                       BOTTOM + 28, FONT, P8__COLOR_TEXT, e->dist[k]);
    }
    p8__out_printf(o, "<path d=\"M%d %dV%dH%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>\n",
                   LEFT, TOP, BOTTOM, RIGHT, P8__COLOR_INK);
    p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\" fill=\"%s\">"
                   "solution depth d (moves)</text>\n", (LEFT + RIGHT) / 2, BOTTOM + 62, FONT + 2,
                   P8__COLOR_TEXT);
    p8__out_printf(o, "<text transform=\"translate(30 %d) rotate(-90)\" font-size=\"%d\" "
                   "text-anchor=\"middle\" fill=\"%s\">%s%s</text>\n", (TOP + BOTTOM) / 2,
                   FONT + 2, P8__COLOR_TEXT, what(field), a->log ? ", log scale" : "");
}

/* A series that a limit cut off stops at its last point: a dashed stub from there to the
 * distance where it was cut off, a cross, and "cut off at d = D" (as the table's note says). */
static void draw_cut_off(const p8_experiment *e, p8__out *o, const axes *a, int field, size_t c,
                         const char *color) {
    size_t k, first, last;
    int x0, y0, x1;
    for (first = 0; first < e->ndist && !(e->rows[c * e->ndist + first].f[P8_EXP_CUT_OFF] > 0); first++) {}
    if (first == e->ndist) return;
    for (last = first; last > 0 && isnan(point(e, c * e->ndist + last - 1, field)); last--) {}
    if (last == 0) return; /* no point before it: the table's note says so */
    k = last - 1;
    x0 = xpos(a, e->dist[k]);
    y0 = ypos(a, point(e, c * e->ndist + k, field));
    x1 = xpos(a, e->dist[first]);
    p8__out_printf(o, "<path d=\"M%d %dH%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\" "
                   "stroke-dasharray=\"5 4\"/><path d=\"M%d %dl12 12M%d %dl-12 12\" stroke=\"%s\" "
                   "stroke-width=\"3\"/>", x0, y0, x1, color, x1 - 6, y0 - 6, x1 + 6, y0 - 6, color);
    /* the words centred over the cross (about 150 units wide), inside the plot's columns and
     * under the title */
    x1 = x1 < LEFT + 75 ? LEFT + 75 : x1 > RIGHT - 55 ? RIGHT - 55 : x1;
    p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\" "
                   "fill=\"%s\">cut off at d = %u</text>", x1, y0 - 14 >= TOP + 10 ? y0 - 14 : y0 + 30,
                   FONT, color, e->dist[first]);
}

static void draw_lines(const p8_experiment *e, p8__out *o, const axes *a, int field) {
    size_t c, k;
    for (c = 0; c < e->nconfigs; c++) {
        const char *color = colors[c % NCOLORS];
        int pen = 0, ly = TOP + 20 + (int)c * 34;
        p8__out_printf(o, "<g><path d=\"");
        for (k = 0; k < e->ndist; k++) {
            double v = point(e, c * e->ndist + k, field);
            if (isnan(v)) {
                pen = 0;
                continue;
            }
            p8__out_printf(o, "%c%d %d", pen ? 'L' : 'M', xpos(a, e->dist[k]), ypos(a, v));
            pen = 1;
        }
        p8__out_printf(o, "\" fill=\"none\" stroke=\"%s\" stroke-width=\"3\"/>", color);
        for (k = 0; k < e->ndist; k++) {
            double v = point(e, c * e->ndist + k, field);
            if (!isnan(v)) marker(o, (int)c, xpos(a, e->dist[k]), ypos(a, v), color);
        }
        draw_cut_off(e, o, a, field, c, color);
        /* its legend entry, right of the plot */
        p8__out_printf(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
                       "stroke-width=\"3\"/>", RIGHT + 24, ly, RIGHT + 64, ly, color);
        marker(o, (int)c, RIGHT + 44, ly, color);
        p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" fill=\"%s\">", RIGHT + 74,
                       ly + 6, FONT, P8__COLOR_TEXT);
        for (k = 0; e->configs[c].label[k] != '\0'; k++) { /* XML-escaped */
            char ch = e->configs[c].label[k];
            if (ch == '<') p8__out_str(o, "&lt;");
            else if (ch == '&') p8__out_str(o, "&amp;");
            else if (ch == '>') p8__out_str(o, "&gt;");
            else if ((unsigned char)ch >= 0x20) p8__out_put(o, &ch, 1);
        }
        p8__out_str(o, "</text></g>\n");
    }
}

int p8_experiment_svg(const p8_experiment *e, int field, p8_write_fn write, void *user_data) {
    axes a;
    p8__out o;
    double vmin = INFINITY, vmax = -INFINITY, step, span, v, mag;
    size_t r;
    if (e == NULL || write == NULL || field < P8_EXP_EXPANDED_MEAN || field >= P8_EXP_FIELDS ||
        field == P8_EXP_OPTIMAL || e->nrows == 0)
        return P8_EINVAL;
    a.dmin = e->dist[0];
    a.dmax = e->dist[e->ndist - 1];
    a.log = log_scale(field);
    for (r = 0; r < e->nrows; r++) {
        v = point(e, r, field);
        if (isnan(v)) continue;
        if (v < vmin) vmin = v;
        if (v > vmax) vmax = v;
    }
    if (vmin > vmax) vmin = vmax = a.log ? 1 : 0; /* no point: an empty frame */
    if (a.log) {
        a.lo = xfloor(xlog10(vmin) + 1e-9);
        a.hi = xceil(xlog10(vmax) - 1e-9);
        if (a.hi <= a.lo) a.hi = a.lo + 1;
        step = 1;
    } else {
        /* a span below a millionth of the values is noise (b* bisection bits): a flat line */
        span = vmax - vmin > 1e-6 * xabs(vmax) ? vmax - vmin : xabs(vmax) > 0 ? xabs(vmax) : 1;
        mag = pow10i((int)xfloor(xlog10(span / 5)));
        step = span / mag / 5 > 5 ? 10 * mag : span / mag / 5 > 2 ? 5 * mag
             : span / mag / 5 > 1 ? 2 * mag : mag;
        a.lo = xfloor(vmin / step) * step;
        a.hi = xceil(vmax / step) * step;
        if (a.hi <= a.lo) a.hi = a.lo + step;
    }
    p8__out_writer(&o, write, user_data);
    p8__svg_open(&o, W, H, what(field));
    draw_axes(e, &o, &a, step, field);
    draw_lines(e, &o, &a, field);
    p8__svg_close(&o);
    return p8__out_end(&o);
}
