/* SPDX-License-Identifier: MIT */
/*
 * cmd_trace_diff.c - puzzle8 trace-diff [--ignore-header] A B: the first line where two traces
 * (docs/trace.md) differ, and why, for graders. Each pair of lines goes to the library's
 * p8_trace_diff; this file only reads the files, skips header lines when asked (a header line
 * is one whose "type" is "header", however the JSON is spaced), and counts lines and events.
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
    unsigned long lineno;
} trace_file;

/* The next line into t->line (without its "\n"): 1, 0 at the end, -1 on a read error or when
 * memory runs out. Standard C (POSIX getline is not on Windows), the same lines getline gives. */
static int next_line(trace_file *t) {
    size_t n = 0;
    int ch;
    while ((ch = getc(t->f)) != EOF && ch != '\n') {
        if (n + 1 >= t->cap) {
            size_t cap = t->cap < 128 ? 128 : t->cap * 2;
            char *grown = realloc(t->line, cap);
            if (grown == NULL) return -1;
            t->line = grown;
            t->cap = cap;
        }
        t->line[n++] = (char)ch;
    }
    if (ch == EOF && (n == 0 || ferror(t->f))) return ferror(t->f) ? -1 : 0;
    if (t->cap == 0) { /* an empty first line */
        if ((t->line = malloc(1)) == NULL) return -1;
        t->cap = 1;
    }
    t->line[n] = '\0';
    t->lineno++;
    return 1;
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

/* JSON's white space. */
static const char *skip_space(const char *p) {
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') p++;
    return p;
}

/* Past the JSON string at p (its opening quote); NULL if it does not end. */
static const char *skip_string(const char *p) {
    for (p++; *p != '\0' && *p != '"'; p++)
        if (*p == '\\' && p[1] != '\0') p++;
    return *p == '"' ? p + 1 : NULL;
}

/* 1 if the line is a flat JSON object whose field "type" is the string `kind` (a cheap look, for
 * counting and skipping: the library checks every line it compares). */
static int is_kind(const char *line, const char *kind) {
    const char *p = skip_space(line), *key, *end;
    size_t n = strlen(kind);
    int is_type;
    if (*p++ != '{') return 0;
    for (;;) {
        p = skip_space(p);
        if (*p != '"' || (end = skip_string(key = p)) == NULL) return 0;
        is_type = end - key == 6 && memcmp(key, "\"type\"", 6) == 0;
        p = skip_space(end);
        if (*p != ':') return 0;
        p = skip_space(p + 1);
        if (*p == '"') {
            if ((end = skip_string(p)) == NULL) return 0;
            if (is_type) return (size_t)(end - p) == n + 2 && memcmp(p + 1, kind, n) == 0;
            p = end;
        } else if (is_type) {
            return 0;
        } else { /* a number, true, false or null: the lines are flat */
            while (*p != '\0' && *p != ',' && *p != '}') p++;
        }
        p = skip_space(p);
        if (*p++ != ',') return 0;
    }
}

static int is_event(const char *line) { return is_kind(line, "event"); }
static int is_header(const char *line) { return is_kind(line, "header"); }

/* The next line to compare: next_line, past header lines when skip_headers is set. */
static int next_compared(trace_file *t, int skip_headers) {
    int r;
    while ((r = next_line(t)) == 1 && skip_headers && is_header(t->line)) continue;
    return r;
}

/* "line N" when both traces are at line N, else "line N of A, line M of B" (headers skipped). */
static const char *where(const trace_file *a, const trace_file *b, char *buf, size_t cap) {
    if (a->lineno == b->lineno) snprintf(buf, cap, "line %lu", a->lineno);
    else snprintf(buf, cap, "line %lu of A, line %lu of B", a->lineno, b->lineno);
    return buf;
}

static int diff(cli_ctx *c, trace_file *a, trace_file *b, int skip_headers) {
    char why[512], at[64], qa[CLI_QUOTED_PATH], qb[CLI_QUOTED_PATH];
    unsigned long events = 0;
    for (;;) {
        int ra = next_compared(a, skip_headers), rb = next_compared(b, skip_headers), rc;
        if (ra < 0 || rb < 0) {
            const char *path = ra < 0 ? a->path : b->path;
            cli_error(c, "trace-diff: cannot read %s: %s", cli_quote(path, qa, sizeof qa), strerror(errno));
            return CLI_USAGE;
        }
        if (cli_interrupted(c)) return CLI_INTERRUPTED;
        if (!ra && !rb) {
            cli_printf(c, "the traces agree: %lu lines, %lu events\n", a->lineno, events);
            return CLI_OK;
        }
        if (!ra || !rb) {
            trace_file *done = ra ? b : a, *more = ra ? a : b;
            cli_printf(c, "the traces differ at line %lu: %s ends after %lu lines, %s goes on:\n"
                       "  %s: %s\n", more->lineno, done == a ? "A" : "B", done->lineno,
                       more == a ? "A" : "B", more == a ? "A" : "B", more->line);
            return CLI_NO_SOLUTION;
        }
        rc = p8_trace_diff(a->line, b->line, why, sizeof why);
        if (rc < 0) {
            cli_error(c, "trace-diff: %s: %s (A is %s, B is %s)", where(a, b, at, sizeof at), why,
                      cli_quote(a->path, qa, sizeof qa), cli_quote(b->path, qb, sizeof qb));
            return CLI_USAGE;
        }
        if (rc == 1) {
            if (is_event(a->line) && is_event(b->line))
                cli_printf(c, "the traces differ at %s (event %lu): %s\n", where(a, b, at, sizeof at),
                           events + 1, why);
            else
                cli_printf(c, "the traces differ at %s: %s\n", where(a, b, at, sizeof at), why);
            cli_printf(c, "  A: %s\n  B: %s\n", a->line, b->line);
            return CLI_NO_SOLUTION;
        }
        events += is_event(a->line) != 0;
    }
}

int cmd_trace_diff(cli_ctx *c, int argc, char **argv, int first) {
    cli_args args;
    cli_item it;
    const char *pa = NULL, *pb = NULL;
    trace_file a, b;
    int status, skip_headers = 0;

    cli_args_init(&args, c, argc, argv, first, "trace-diff");
    while (cli_args_next(&args, &it)) {
        if (it.name != NULL && strcmp(it.name, "--ignore-header") == 0) {
            if (cli_option_flag(&args, &it) != CLI_OK) return CLI_USAGE;
            skip_headers = 1;
            continue;
        }
        if (it.name != NULL) return cli_unknown_option(&args, &it);
        if (pa == NULL) pa = it.value;
        else if (pb == NULL) pb = it.value;
        else return cli_unexpected_argument(&args, it.value);
    }
    if (pb == NULL) {
        cli_error(c, "trace-diff: expected two trace files A B (see '" CLI_PROG " --help')");
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
    status = diff(c, &a, &b, skip_headers);
    close_trace(&a);
    close_trace(&b);
    return status;
}
