/* SPDX-License-Identifier: MIT */
/*
 * cmd_trace_diff.c - puzzle8 trace-diff [--ignore-header] [--events-only] A B: the first line
 * where two traces (docs/trace.md) differ, and why, for graders. The comparison, the line
 * numbers of both files and the diagnosis with its hint are the library's p8_trace_compare;
 * this file only opens the files, feeds their lines through a reader, and prints the verdict.
 *
 * Exit status: 0 the traces agree, 1 they differ (or one ends early), 2 usage error, a file
 * that cannot be read, or a line that is not a trace line.
 */
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct trace_file {
    cli_ctx *c;
    const char *path;
    FILE *f;
    char *line;
    size_t cap;
    int error;                   /* errno of a failed read, else 0 */
} trace_file;

/* p8_read_fn over a FILE, in standard C (POSIX getline is not on Windows): 1 on a read error
 * or when memory runs out (errno in t->error), CLI_INTERRUPTED on ^C. */
static int read_line(const char **line, size_t *len, void *ud) {
    trace_file *t = ud;
    size_t n = 0;
    int ch;
    if (cli_interrupted(t->c)) return CLI_INTERRUPTED;
    while ((ch = getc(t->f)) != EOF) {
        if (n + 1 >= t->cap) {
            size_t cap = t->cap < 128 ? 128 : t->cap * 2;
            char *grown = realloc(t->line, cap);
            if (grown == NULL) return t->error = ENOMEM, 1;
            t->line = grown;
            t->cap = cap;
        }
        t->line[n++] = (char)ch;
        if (ch == '\n') break;
    }
    if (ferror(t->f)) return t->error = errno ? errno : EIO, 1;
    if (n == 0) {
        *line = NULL;
        return 0;
    }
    *line = t->line;
    *len = n;
    return 0;
}

static int open_trace(cli_ctx *c, trace_file *t, const char *path) {
    char q[CLI_QUOTED_PATH];
    memset(t, 0, sizeof *t);
    t->c = c;
    t->path = path;
    t->f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (t->f == NULL) {
        cli_error(c, "trace-diff: cannot open %s: %s", cli_quote(path, q, sizeof q), strerror(errno));
        return CLI_USAGE;
    }
    return CLI_OK;
}

static void close_trace(trace_file *t) {
    if (t->f != NULL && t->f != stdin) fclose(t->f);
    free(t->line);
}

/* "line N" when both are at line N, else "line N of A, line M of B"; a trace that ended is "the
 * end of A". */
static const char *where(const p8_trace_comparison *v, char *buf, size_t cap) {
    uint64_t na = p8_trace_comparison_line_number(v, 0), nb = p8_trace_comparison_line_number(v, 1);
    int ea = p8_trace_comparison_line(v, 0) == NULL, eb = p8_trace_comparison_line(v, 1) == NULL;
    if (na == nb && !ea && !eb) snprintf(buf, cap, "line %llu", (unsigned long long)na);
    else if (ea) snprintf(buf, cap, "the end of A, line %llu of B", (unsigned long long)nb);
    else if (eb) snprintf(buf, cap, "line %llu of A, the end of B", (unsigned long long)na);
    else snprintf(buf, cap, "line %llu of A, line %llu of B", (unsigned long long)na,
                  (unsigned long long)nb);
    return buf;
}

/* A line of a trace, cut at max bytes. */
static void put_line(cli_text *t, const char *indent, const char *side, const char *line,
                     size_t max) {
    size_t n = strlen(line);
    cli_text_printf(t, "%s  %s: ", indent, side);
    cli_text_put(t, line, n > max ? max : n);
    cli_text_printf(t, "%s\n", n > max ? "..." : "");
}

static void trace_diff_text(cli_text *t, const p8_trace_comparison *v, const char *indent, size_t max_line) {
    int d = p8_trace_comparison_diagnosis(v);
    const char *la = p8_trace_comparison_line(v, 0), *lb = p8_trace_comparison_line(v, 1);
    const char *ka = la ? p8_trace_line_type(la) : NULL, *kb = lb ? p8_trace_line_type(lb) : NULL;
    char at[96];
    if (d == P8_DIAG_AGREE) {
        cli_text_printf(t, "%sthe traces agree: %llu lines, %llu events\n", indent,
                        (unsigned long long)p8_trace_comparison_line_number(v, 0),
                        (unsigned long long)p8_trace_comparison_events(v));
        return;
    }
    if (ka && kb && ka[0] == 'e' && kb[0] == 'e')
        cli_text_printf(t, "%sthe traces differ at %s (event %llu): ", indent, where(v, at, sizeof at),
                        (unsigned long long)p8_trace_comparison_events(v) + 1);
    else
        cli_text_printf(t, "%sthe traces differ at %s: ", indent, where(v, at, sizeof at));
    cli_text_printf(t, "%s\n", p8_trace_comparison_why(v));
    if (la) put_line(t, indent, "A", la, max_line);
    if (lb) put_line(t, indent, "B", lb, max_line);
    cli_text_printf(t, "%s  %s: %s\n", indent, p8_trace_diagnosis_name(d), p8_trace_diagnosis_hint(d));
}

static void trace_diff_report(cli_ctx *c, const p8_trace_comparison *v, const char *indent) {
    cli_text t = { 0 };
    trace_diff_text(&t, v, indent, (size_t)-1);
    if (t.oom) cli_error(c, "trace-diff: %s", p8_strerror(P8_ENOMEM));
    else if (t.s) cli_write(c, t.s, t.len);
    cli_text_free(&t);
}

static int diff(cli_ctx *c, trace_file *a, trace_file *b, unsigned flags) {
    char qa[CLI_QUOTED_PATH], qb[CLI_QUOTED_PATH];
    p8_trace_comparison *v = NULL;
    int rc = p8_trace_compare(read_line, a, read_line, b, flags, &v), status;
    if (rc == CLI_INTERRUPTED) return CLI_INTERRUPTED;
    if (rc == 1) {
        trace_file *t = a->error ? a : b;
        cli_error(c, "trace-diff: cannot read %s: %s", cli_quote(t->path, qa, sizeof qa),
                  strerror(t->error));
        return CLI_USAGE;
    }
    if (rc == P8_EINVAL && v) {
        cli_error(c, "trace-diff: %s (A is %s, B is %s)", p8_trace_comparison_why(v),
                  cli_quote(a->path, qa, sizeof qa), cli_quote(b->path, qb, sizeof qb));
        p8_trace_comparison_free(v);
        return CLI_USAGE;
    }
    if (rc != P8_OK) {
        cli_error(c, "trace-diff: %s", p8_strerror(rc));
        return CLI_FAILURE;
    }
    status = p8_trace_comparison_diagnosis(v) == P8_DIAG_AGREE ? CLI_OK : CLI_NO_SOLUTION;
    trace_diff_report(c, v, "");
    p8_trace_comparison_free(v);
    return status;
}

static int cmd_trace_diff(cli_ctx *c, int argc, char **argv, int first) {
    cli_args args;
    cli_item it;
    const char *pa = NULL, *pb = NULL;
    trace_file a, b;
    int status, more;
    unsigned flags = 0;

    cli_args_init(&args, c, argc, argv, first, &cli_trace_diff);
    while ((more = cli_args_next(&args, &it)) > 0) {
        if (it.name != NULL) {
            flags |= strcmp(it.name, "--ignore-header") == 0 ? P8_COMPARE_NO_HEADER : P8_COMPARE_EVENTS_ONLY;
        } else if (pa == NULL) {
            pa = it.value;
        } else if (pb == NULL) {
            pb = it.value;
        } else {
            return cli_unexpected_argument(&args, it.value);
        }
    }
    if (more < 0) return CLI_USAGE;
    if (pb == NULL) {
        cli_error(c, "trace-diff: expected two trace files A B (see '" CLI_PROG " trace-diff --help')");
        return CLI_USAGE;
    }
    if (strcmp(pa, "-") == 0 && strcmp(pb, "-") == 0) {
        cli_error(c, "trace-diff: only one of A and B can be standard input (-)");
        return CLI_USAGE;
    }
    if ((status = open_trace(c, &a, pa)) != CLI_OK) return status;
    if ((status = open_trace(c, &b, pb)) != CLI_OK) {
        close_trace(&a);
        return status;
    }
    status = diff(c, &a, &b, flags);
    close_trace(&a);
    close_trace(&b);
    return status;
}

static const cli_opt trace_diff_options[] = {
    { .name = "--ignore-header", .help = "leave the header lines (the configurations) out" },
    { .name = "--events-only", .help = "compare the events alone (no header, no summary)" },
    { .name = NULL },
};

const cli_command cli_trace_diff = {
    .name = "trace-diff",
    .run = cmd_trace_diff,
    .summary = "where two traces first differ, and why",
    .args = "A B",
    .text = "Compare a reference trace A with a trace B (solve --trace, or any program that writes "
            "the format of docs/trace.md; - is the standard input) line by line, and print where "
            "they first differ (the line number in each file and the event number), the reason, "
            "both lines, and the diagnosis in a student's terms with a hint (p8_trace_compare: a "
            "stack for a queue, the undo move generated, the goal tested late, a heuristic that "
            "counts the blank, a tie-break, a missing duplicate check, a wrong g...). Exits 0 "
            "when they agree, 1 when they differ, 2 when a file cannot be read or a line is not a "
            "trace line.",
    .options = trace_diff_options,
};
