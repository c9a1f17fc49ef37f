/* SPDX-License-Identifier: MIT */
/*
 * cmd_trace_diff.c - puzzle8 trace-diff [--ignore-header] A B: the first line where two traces
 * (docs/trace.md) differ, and why, for graders. Each pair of lines goes to the library's
 * p8_trace_diff; this file only reads the files, skips header lines when asked, and counts lines
 * and events.
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

static int open_trace(trace_file *t, const char *path) {
    memset(t, 0, sizeof *t);
    t->path = path;
    t->f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (t->f == NULL) {
        cli_error("trace-diff: cannot open %s: %s", path, strerror(errno));
        return CLI_USAGE;
    }
    return CLI_OK;
}

static void close_trace(trace_file *t) {
    if (t->f != NULL && t->f != stdin) fclose(t->f);
    free(t->line);
}

/* 1 if the line is an event line (a cheap look: the library checks it properly). */
static int is_event(const char *line) {
    return strstr(line, "\"type\":\"event\"") != NULL;
}

/* 1 if the line is a header line (the same cheap look). */
static int is_header(const char *line) {
    return strstr(line, "\"type\":\"header\"") != NULL;
}

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

static int diff(trace_file *a, trace_file *b, int skip_headers) {
    char why[512], at[64];
    unsigned long events = 0;
    for (;;) {
        int ra = next_compared(a, skip_headers), rb = next_compared(b, skip_headers), rc;
        if (ra < 0 || rb < 0) {
            cli_error("trace-diff: cannot read %s: %s", ra < 0 ? a->path : b->path, strerror(errno));
            return CLI_USAGE;
        }
        if (!ra && !rb) {
            printf("the traces agree: %lu lines, %lu events\n", a->lineno, events);
            return CLI_OK;
        }
        if (!ra || !rb) {
            trace_file *done = ra ? b : a, *more = ra ? a : b;
            printf("the traces differ at line %lu: %s ends after %lu lines, %s goes on:\n  %s: %s\n",
                   more->lineno, done == a ? "A" : "B", done->lineno, more == a ? "A" : "B",
                   more == a ? "A" : "B", more->line);
            return CLI_NO_SOLUTION;
        }
        rc = p8_trace_diff(a->line, b->line, why, sizeof why);
        if (rc < 0) {
            cli_error("trace-diff: %s: %s (%s is %s, %s is %s)", where(a, b, at, sizeof at), why,
                      "A", a->path, "B", b->path);
            return CLI_USAGE;
        }
        if (rc == 1) {
            if (is_event(a->line) && is_event(b->line))
                printf("the traces differ at %s (event %lu): %s\n", where(a, b, at, sizeof at),
                       events + 1, why);
            else
                printf("the traces differ at %s: %s\n", where(a, b, at, sizeof at), why);
            printf("  A: %s\n  B: %s\n", a->line, b->line);
            return CLI_NO_SOLUTION;
        }
        events += is_event(a->line) != 0;
    }
}

int cmd_trace_diff(int argc, char **argv, int first) {
    cli_args args;
    cli_item it;
    const char *pa = NULL, *pb = NULL;
    trace_file a, b;
    int status, skip_headers = 0;

    cli_args_init(&args, argc, argv, first, "trace-diff");
    while (cli_args_next(&args, &it)) {
        if (it.name != NULL && strcmp(it.name, "--ignore-header") == 0) {
            if (it.value != NULL) {
                cli_error("trace-diff: option --ignore-header takes no value");
                return CLI_USAGE;
            }
            skip_headers = 1;
            continue;
        }
        if (it.name != NULL) return cli_unknown_option(&args, &it);
        if (pa == NULL) pa = it.value;
        else if (pb == NULL) pb = it.value;
        else return cli_unexpected_argument(&args, it.value);
    }
    if (pb == NULL) {
        cli_error("trace-diff: expected two trace files A B (see '" CLI_PROG " --help')");
        return CLI_USAGE;
    }
    if (strcmp(pa, "-") == 0 && strcmp(pb, "-") == 0) {
        cli_error("trace-diff: only one of A and B can be standard input (-)");
        return CLI_USAGE;
    }
    if ((status = open_trace(&a, pa)) != CLI_OK) return status;
    if ((status = open_trace(&b, pb)) != CLI_OK) {
        close_trace(&a);
        return status;
    }
    status = diff(&a, &b, skip_headers);
    close_trace(&a);
    close_trace(&b);
    return status;
}
