/* SPDX-License-Identifier: MIT */
/*
 * cmd_experiment.c - puzzle8 experiment [NAME] [--series SPEC]...: a named experiment of the
 * library (p8_experiment_preset) and series of the caller's (p8_experiment_add_series, read by
 * the library), run and written as the library writes it (text, CSV, markdown, JSON, the SVG
 * plot). Progress goes to the terminal (stderr, only when it is one and the command writes to
 * the C library's streams); Ctrl-C (SIGINT in bin/puzzle8, p8_cli_interrupt for the other doors)
 * stops the experiment and the rows so far are written.
 */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if !defined(__wasi__)
#  include <signal.h>              /* signal() and SIGINT are standard C: Windows has them too */
#  ifdef _WIN32
#    include <io.h>
#    define stderr_is_tty() _isatty(_fileno(stderr))
#  else
#    include <unistd.h>
#    define stderr_is_tty() isatty(fileno(stderr))
#  endif
#  define CLI_HAVE_SIGNALS 1
static volatile sig_atomic_t sigint_seen;
static void on_sigint(int sig) {
    (void)sig;
    sigint_seen = 1;
}
#else
#  define CLI_HAVE_SIGNALS 0
#endif

#define MAX_DEPTHS 31
#define MAX_SERIES 64            /* the library's configurations at most */

typedef struct progress {
    cli_ctx *c;
    int tty;                     /* draw a progress line on stderr */
    int shown;                   /* the last percentage drawn */
    const char *name;
} progress;

static int on_progress(uint64_t done, uint64_t total, void *ud) {
    progress *p = ud;
    int pct = total > 0 ? (int)(done * 100 / total) : 100;
    if (p->tty && pct != p->shown) {
        fprintf(stderr, "\rexperiment %s: %3d%% (%llu of %llu runs)", p->name, pct,
                (unsigned long long)done, (unsigned long long)total);
        fflush(stderr);
        p->shown = pct;
    }
#if CLI_HAVE_SIGNALS
    if (sigint_seen) return 1;
#endif
    return 0;
}

/* "2,4,8", "2-24", "2-24/2" and lists of them into d (at most MAX_DEPTHS). */
static int parse_depths(cli_ctx *c, const char *text, unsigned *d, size_t *n) {
    const char *p = text;
    char *end, q[64];
    unsigned long a, b, step;
    *n = 0;
    for (;;) {
        a = strtoul(p, &end, 10);
        if (end == p || a < 1 || a > P8_MAX_DISTANCE) goto bad;
        b = a;
        step = 1;
        p = end;
        if (*p == '-') {
            b = strtoul(p + 1, &end, 10);
            if (end == p + 1 || b < a || b > P8_MAX_DISTANCE) goto bad;
            p = end;
            if (*p == '/') {
                step = strtoul(p + 1, &end, 10);
                if (end == p + 1 || step < 1) goto bad;
                p = end;
            }
        }
        for (; a <= b; a += step) {
            if (*n == MAX_DEPTHS) goto bad;
            d[(*n)++] = (unsigned)a;
        }
        if (*p == '\0') return CLI_OK;
        if (*p++ != ',') goto bad;
    }
bad:
    cli_error(c, "experiment: --depths: expected distances 1..31 as a list like 2,4,8 or "
              "2-24/2 (at most %d), got %s", MAX_DEPTHS, cli_quote(text, q, sizeof q));
    return CLI_USAGE;
}

static const char *const formats[] = {"text", "csv", "markdown", "json", NULL};
static const char *format_name(int i) { return i >= 0 && i < 4 ? formats[i] : NULL; }

/* The row fields the plot takes: the statistics. */
static const char *plot_name(int i) {
    int f = i + P8_EXP_EXPANDED_MEAN;
    if (f >= P8_EXP_OPTIMAL) f++;
    return p8_experiment_field_name(f);
}

static int write_file(cli_ctx *c, p8_experiment *e, const char *option, const char *path,
                      int svg_field) {
    cli_file out;
    int rc, status = cli_file_open(c, &out, option, path);
    if (status != CLI_OK) return status;
    rc = svg_field >= 0 ? p8_experiment_svg(e, svg_field, cli_file_write, &out)
                        : p8_experiment_write(e, P8_EXP_CSV, cli_file_write, &out);
    if (rc != P8_OK && out.err == 0 && c->out.err == 0 && !cli_interrupted(c))
        status = cli_library_error(c, option, rc, NULL);
    return cli_file_close(&out, status);
}

/* Set up e: the named experiment (or the distances alone), then the series; a message and the
 * exit status on failure. */
static int set_up(cli_ctx *c, p8_experiment *e, const char *name, unsigned boards,
                  const unsigned *depths, size_t ndepths, const char *const *series, size_t nseries,
                  uint64_t seed) {
    size_t i;
    int rc = name != NULL ? p8_experiment_preset(e, name, boards, ndepths ? depths : NULL, ndepths)
                          : p8_experiment_add_distances(e, boards, depths, ndepths);
    for (i = 0; rc >= 0 && i < nseries; i++) rc = p8_experiment_add_series(e, series[i]);
    if (rc >= 0) rc = p8_experiment_set_seed(e, seed);
    if (rc >= 0) return CLI_OK;
    cli_error(c, "experiment: %s", p8_experiment_errmsg(e));
    return rc == P8_EINVAL ? CLI_USAGE : CLI_FAILURE;
}

static int cmd_experiment(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    const char *v, *name = NULL, *svg = NULL, *csv = NULL, *series[MAX_SERIES];
    unsigned depths[MAX_DEPTHS];
    size_t ndepths = 0, nseries = 0;
    uint64_t seed = 0, boards = 0;
    int format = P8_EXP_TEXT, plot = P8_EXP_GENERATED_MEAN - P8_EXP_EXPANDED_MEAN, rc, status;
    int stopped = 0, more;
    p8_experiment *e = NULL;
    progress pr = {NULL, 0, -1, NULL};
#if CLI_HAVE_SIGNALS
    void (*old_handler)(int) = SIG_DFL;
    int own_signal = c->out.write == NULL && c->err.write == NULL;
#endif

    cli_args_init(&a, c, argc, argv, first, &cli_experiment);
    while ((more = cli_args_next(&a, &it)) > 0) {
        v = it.value;
        if (it.name == NULL) {
            if (name != NULL) return cli_unexpected_argument(&a, it.value);
            name = it.value;
        } else if (strcmp(it.name, "--seed") == 0) {
            if (cli_parse_u64(c, it.name, v, UINT64_MAX, &seed) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--boards") == 0) {
            if (cli_parse_u64(c, it.name, v, 1000000, &boards) != CLI_OK) return CLI_USAGE;
            if (boards == 0) {
                cli_error(c, "experiment: --boards: expected 1 .. 1000000, got 0");
                return CLI_USAGE;
            }
        } else if (strcmp(it.name, "--depths") == 0) {
            if (parse_depths(c, v, depths, &ndepths) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--format") == 0) {
            if (cli_parse_name(c, it.name, v, format_name, &format) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--plot") == 0) {
            if (cli_parse_name(c, it.name, v, plot_name, &plot) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--series") == 0) {
            if (nseries == MAX_SERIES) {
                cli_error(c, "experiment: --series: %d series at most", MAX_SERIES);
                return CLI_USAGE;
            }
            series[nseries++] = v;
        } else if (strcmp(it.name, "--svg") == 0) {
            svg = v;
        } else {
            csv = v;
        }
    }
    if (more < 0) return CLI_USAGE;
    if (name == NULL && nseries == 0) {
        cli_error(c, "experiment: missing NAME (branching, duplicates, heuristics, walk, "
                  "bidirectional or textbook) or --series");
        return CLI_USAGE;
    }
    if ((rc = p8_experiment_new(&e)) != P8_OK) return cli_library_error(c, "experiment", rc, NULL);
    status = set_up(c, e, name, (unsigned)boards, depths, ndepths, series, nseries, seed);
    if (status != CLI_OK) {
        p8_experiment_free(e);
        return status;
    }
    pr.c = c;
    pr.name = name != NULL ? name : "series";
#if CLI_HAVE_SIGNALS
    pr.tty = c->err.write == NULL && stderr_is_tty();
    sigint_seen = 0;
    if (own_signal) old_handler = signal(SIGINT, on_sigint);
#endif
    if (cli_watch_experiment(c, e)) rc = P8_ECANCELED;
    else rc = p8_experiment_run(e, on_progress, &pr);
    stopped = cli_watch_experiment(c, NULL);
#if CLI_HAVE_SIGNALS
    if (own_signal && old_handler != SIG_ERR) signal(SIGINT, old_handler);
    stopped = stopped || sigint_seen;
    if (pr.tty) fprintf(stderr, "\r%60s\r", "");
#endif
    if (rc == P8_EINVAL) { /* a series the search refuses, or one whose runs would ignore a setting */
        cli_error(c, "experiment: %s", p8_experiment_errmsg(e));
        p8_experiment_free(e);
        return CLI_USAGE;
    }
    if (rc != P8_OK && rc != P8_ECANCELED) {
        status = cli_library_error(c, "experiment", rc, NULL);
        p8_experiment_free(e);
        return status;
    }
    status = CLI_OK;
    if (p8_experiment_rows(e) > 0) {
        rc = p8_experiment_write(e, format, cli_out_fn, c);
        if (rc != P8_OK && c->out.err == 0 && !cli_interrupted(c))
            status = cli_library_error(c, "experiment", rc, NULL);
        if (status == CLI_OK && csv != NULL) status = write_file(c, e, "--csv", csv, -1);
        if (status == CLI_OK && svg != NULL)
            status = write_file(c, e, "--svg", svg, plot + P8_EXP_EXPANDED_MEAN +
                                                    (plot + P8_EXP_EXPANDED_MEAN >= P8_EXP_OPTIMAL));
    }
    if (status == CLI_OK && stopped) {
        cli_error(c, "experiment: interrupted: the rows so far");
        status = CLI_INTERRUPTED;
    }
    p8_experiment_free(e);
    return status;
}

static const cli_opt experiment_options[] = {
    { .name = "--series", .arg = "SPEC", .repeat = 1,
      .help = "add a series, [LABEL=]ALGORITHM[,KEY=VALUE]... (e.g. IDS=iddfs,duplicates=none; "
              "keys: label heuristic duplicates weights (WG:WH) frontier reopen (on|off) "
              "node-budget max-expansions max-depth max-memory max-time), after NAME's or alone "
              "(then 100 boards at 2-24/2 unless given)" },
    { .name = "--seed", .arg = "N", .help = "the seed the boards are drawn with (default 0)" },
    { .name = "--boards", .arg = "N", .help = "boards per distance (default: NAME's)" },
    { .name = "--depths", .arg = "D", .help = "the distances, e.g. 2,4,8 or 2-24/2 (default: NAME's)" },
    { .name = "--format", .arg = "F", .help = "text, csv, markdown or json (default text)" },
    { .name = "--csv", .arg = "FILE", .help = "also write the rows as CSV into FILE" },
    { .name = "--svg", .arg = "FILE", .help = "plot a field of the rows against depth into FILE" },
    { .name = "--plot", .arg = "FIELD", .help = "the field --svg plots (default generated_mean; e.g. bstar)" },
    { .name = NULL },
};

const cli_command cli_experiment = {
    .name = "experiment",
    .run = cmd_experiment,
    .summary = "many boards per distance: means, medians, b* and plots",
    .args = "[NAME]",
    .text = "Run the named experiment NAME (branching, duplicates, heuristics, walk, bidirectional "
            "or textbook) over boards drawn at each distance, and print per series and distance "
            "the means, medians and maxima of the counts and the effective branching factor b* "
            "(docs/experiments.md). Ctrl-C stops it and prints the rows so far (exit status 130).",
    .options = experiment_options,
};
