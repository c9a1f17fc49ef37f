/* SPDX-License-Identifier: MIT */
/*
 * cmd_grade.c - puzzle8 grade [solve options] [--boards N] [--board-seed S] [--max-distance D]
 * [--boards-file FILE] [--time-limit MS] [--output-limit BYTES] [--events-only]
 * [--format text|gradescope|junit] [--output FILE] [isolation options] -- COMMAND ARGS...
 *
 * For each board (N drawn with seed S at distances spread up to D, or one a line of FILE), the
 * student's COMMAND runs with {start}, {goal} (9 digits, row-major, 0 the blank) and {trace}
 * (a file the program writes its trace into; without it, the trace is its standard output)
 * substituted in its arguments (grade_run.c: time and output limits; grade_isolation.c: how
 * each run is isolated); the library's trace of the configuration given (as `solve` takes it)
 * is the reference, and p8_trace_compare the judge (header lines left out: a student's trace
 * needs none). The report: text for people, or Gradescope's results.json, or JUnit XML. Exit
 * status 0 when every board passes, 1 when one fails, 2 for a usage error.
 */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


typedef struct grade_opts {
    cli_run_opts run;
    uint64_t boards, seed, max_distance, time_ms, output_bytes;
    const char *boards_file, *output;
    int format, events_only;
    char **cmd;
    int ncmd;
    grade_isolation iso;          /* how each run is isolated (grade_isolation.c) */
} grade_opts;

static int parse(cli_ctx *c, int argc, char **argv, int first, grade_opts *o) {
    cli_args a;
    cli_item it;
    int rc, i;
    memset(o, 0, sizeof *o);
    cli_run_opts_init(&o->run);
    grade_isolation_init(&o->iso);
    o->boards = 5;
    o->max_distance = 10;
    o->time_ms = 10000;
    o->output_bytes = 64u << 20;
    for (i = first; i < argc; i++)
        if (strcmp(argv[i], "--") == 0) break;
    if (i >= argc - 1) {
        cli_error(c, "grade: expected -- and the student's command after the options (see '"
                  CLI_PROG " --help')");
        return CLI_USAGE;
    }
    o->cmd = argv + i + 1;
    o->ncmd = argc - i - 1;
    cli_args_init(&a, c, i, argv, first, "grade");
    while (cli_args_next(&a, &it)) {
        const char *v;
        if (it.name == NULL) return cli_unexpected_argument(&a, it.value);
        if ((rc = cli_run_option(&o->run, &a, &it, 0)) != CLI_RUN_NOT_MINE ||
            (rc = grade_isolation_option(&o->iso, &a, &it)) != CLI_RUN_NOT_MINE) {
            if (rc != CLI_OK) return rc;
            continue;
        }
        if (strcmp(it.name, "--events-only") == 0) {
            if (cli_option_flag(&a, &it) != CLI_OK) return CLI_USAGE;
            o->events_only = 1;
            continue;
        }
        if (strcmp(it.name, "--boards") && strcmp(it.name, "--board-seed") &&
            strcmp(it.name, "--max-distance") && strcmp(it.name, "--boards-file") &&
            strcmp(it.name, "--time-limit") && strcmp(it.name, "--output-limit") &&
            strcmp(it.name, "--format") && strcmp(it.name, "--output"))
            return cli_unknown_option(&a, &it);
        if ((v = cli_option_value(&a, &it)) == NULL) return CLI_USAGE;
        if (strcmp(it.name, "--boards") == 0) rc = cli_parse_u64(c, it.name, v, 10000, &o->boards);
        else if (strcmp(it.name, "--board-seed") == 0) rc = cli_parse_u64(c, it.name, v, UINT64_MAX, &o->seed);
        else if (strcmp(it.name, "--max-distance") == 0) rc = cli_parse_u64(c, it.name, v, 31, &o->max_distance);
        else if (strcmp(it.name, "--time-limit") == 0) rc = cli_parse_u64(c, it.name, v, 86400000, &o->time_ms);
        else if (strcmp(it.name, "--output-limit") == 0) rc = cli_parse_u64(c, it.name, v, (uint64_t)1 << 40, &o->output_bytes);
        else if (strcmp(it.name, "--format") == 0) {
            rc = CLI_OK;
            if (strcmp(v, "text") == 0) o->format = FORMAT_TEXT;
            else if (strcmp(v, "gradescope") == 0) o->format = FORMAT_GRADESCOPE;
            else if (strcmp(v, "junit") == 0) o->format = FORMAT_JUNIT;
            else {
                char q[CLI_QUOTED_PATH];
                cli_error(c, "grade: --format %s: expected text, gradescope or junit",
                          cli_quote(v, q, sizeof q));
                rc = CLI_USAGE;
            }
        }
        else if (strcmp(it.name, "--boards-file") == 0) o->boards_file = v, rc = CLI_OK;
        else o->output = v, rc = CLI_OK;
        if (rc != CLI_OK) return CLI_USAGE;
    }
    if (o->boards == 0 || o->max_distance == 0) {
        cli_error(c, "grade: --boards and --max-distance take a number from 1");
        return CLI_USAGE;
    }
    return CLI_OK;
}


typedef struct mem_reader {
    const char *p, *end;
} mem_reader;

static int read_mem(const char **line, size_t *len, void *ud) {
    mem_reader *r = ud;
    const char *nl;
    if (r->p >= r->end) return *line = NULL, 0;
    nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
    *line = r->p;
    *len = nl ? (size_t)(nl - r->p + 1) : (size_t)(r->end - r->p);
    r->p += *len;
    return 0;
}

/* The library's trace of the configuration for start into t; an exit status. */
static int reference(cli_ctx *c, const grade_opts *o, const p8_board *start, const p8_board *goal,
                     cli_text *t) {
    p8_search *s = NULL;
    p8_result *r = NULL;
    int rc, status = CLI_OK, started;
    if ((rc = p8_search_new(&s)) != P8_OK) return cli_library_error(c, "grade", rc, NULL);
    if ((rc = cli_run_configure(s, &o->run)) != P8_OK) {
        status = cli_library_error(c, "cannot configure the search", rc, s);
    } else if ((status = cli_run_start(c, s, &o->run, "grade", start, goal, 0, &started)) == CLI_OK) {
        rc = p8_trace_run(s, start, goal, cli_text_write, t, &r);
        if (r == NULL) status = cli_library_error(c, "grade", rc, s);
        else if (t->oom) status = cli_library_error(c, "grade", P8_ENOMEM, NULL);
    }
    p8_result_free(r);
    p8_search_free(s);
    return status;
}

/* Judge one board: run the student, compare; fills test. An exit status (CLI_OK whatever the
 * verdict). */
static int judge(cli_ctx *c, const grade_opts *o, const p8_board *start, const p8_board *goal,
                 grade_test *test) {
    char s9[16], g9[16];
    cli_text ref = { 0 };
    grade_outcome run;
    grade_limits lim;
    p8_trace_comparison *v = NULL;
    int status, rc;
    mem_reader ra, rb;
    p8_board_format(start, P8_FORMAT_COMPACT, s9, sizeof s9);
    p8_board_format(goal, P8_FORMAT_COMPACT, g9, sizeof g9);
    if ((status = reference(c, o, start, goal, &ref)) != CLI_OK) return cli_text_free(&ref), status;
    lim.time_ms = o->time_ms;
    lim.output_bytes = (size_t)o->output_bytes;
    lim.iso = &o->iso;
    if ((status = grade_run(c, o->cmd, o->ncmd, s9, g9, &lim, &run)) != CLI_OK) {
        cli_text_free(&ref);
        return status;
    }
    if (run.timed_out) {
        cli_text_printf(&test->output, "no answer within %llu ms: the program was stopped\n",
                        (unsigned long long)o->time_ms);
    } else if (run.flooded) {
        cli_text_printf(&test->output, "more than %llu bytes of output%s\n",
                        (unsigned long long)o->output_bytes, run.stopped ? ": the program was stopped" : "");
    } else if (run.signal) {
        cli_text_printf(&test->output, "the program was killed by signal %d%s%s%s\n", run.signal,
                        run.limit[0] ? " (" : "", run.limit, run.limit[0] ? ")" : "");
    } else if (run.exit_status) {
        cli_text_printf(&test->output, "the program exited with status %d%s\n", run.exit_status,
                        run.exit_status == 127 ? " (command not found?)" : "");
    } else if (run.trace_refused[0]) {
        cli_text_printf(&test->output, "its {trace} file was not read: %s\n", run.trace_refused);
    } else {
        ra.p = ref.s;
        ra.end = ref.s + ref.len;
        rb.p = run.output.s;
        rb.end = run.output.s + run.output.len;
        rc = p8_trace_compare(read_mem, &ra, read_mem, &rb, o->events_only ? P8_COMPARE_EVENTS_ONLY
                              : P8_COMPARE_NO_HEADER, &v);
        if (v) {
            test->passed = p8_trace_comparison_diagnosis(v) == P8_DIAG_AGREE;
            if (rc == P8_EINVAL)
                cli_text_printf(&test->output, "not a trace: %s\n  not-a-trace: %s\n",
                                p8_trace_comparison_why(v), p8_trace_diagnosis_hint(P8_DIAG_NOT_A_TRACE));
            else
                trace_diff_text(&test->output, v, "", 300);
            p8_trace_comparison_free(v);
        } else {
            status = cli_library_error(c, "grade", rc, NULL);
        }
    }
    if (!test->passed && run.stderr_text.len > 0) { /* its last lines: a traceback's exception */
        size_t n = run.stderr_text.len;
        cli_text_printf(&test->output, run.stderr_cut ? "its standard error ended:\n" : "its standard error:\n");
        cli_text_put(&test->output, run.stderr_text.s, n);
        if (run.stderr_text.s[n - 1] != '\n') cli_text_put(&test->output, "\n", 1);
    }
    cli_text_free(&run.output);
    cli_text_free(&run.stderr_text);
    cli_text_free(&ref);
    return status;
}

/* The boards: from the file, or drawn. *n boards in *out (the caller frees them). */
static int boards(cli_ctx *c, const grade_opts *o, const p8_board *goal, p8_board ***out,
                  size_t *n, unsigned **dist) {
    p8_table *t = NULL;
    size_t i, cap = 0;
    int rc, status = CLI_OK;
    *out = NULL;
    *n = 0;
    *dist = NULL;
    if ((rc = p8_table_build(goal, &t)) != P8_OK) return cli_library_error(c, "grade", rc, NULL);
    if (o->boards_file) {
        char q[CLI_QUOTED_PATH], line[512];
        unsigned long lineno = 0;
        FILE *f = fopen(o->boards_file, "r");
        if (!f) {
            cli_error(c, "grade: cannot open %s", cli_quote(o->boards_file, q, sizeof q));
            p8_table_free(t);
            return CLI_USAGE;
        }
        /* fgets, not POSIX getline (Windows has none): a board's line is short. */
        while (fgets(line, sizeof line, f)) {
            p8_board *b;
            lineno++;
            if (!strchr(line, '\n') && !feof(f)) {
                cli_error(c, "grade: line %lu of %s is longer than %u bytes: one board a line",
                          lineno, cli_quote(o->boards_file, q, sizeof q), (unsigned)sizeof line - 2);
                status = CLI_USAGE;
                break;
            }
            line[strcspn(line, "\r\n#")] = '\0';
            if (strspn(line, " \t") == strlen(line)) continue;
            if ((status = cli_parse_board(c, "--boards-file board", line, &b)) != CLI_OK) break;
            if (*n == cap) {
                size_t ncap = cap ? cap * 2 : 16;
                p8_board **grown = realloc(*out, ncap * sizeof **out);
                unsigned *dgrown = grown ? realloc(*dist, ncap * sizeof **dist) : NULL;
                if (grown) *out = grown;
                if (dgrown) *dist = dgrown;
                if (!grown || !dgrown) {
                    p8_board_free(b);
                    cli_error(c, "grade: out of memory reading %s",
                              cli_quote(o->boards_file, q, sizeof q));
                    status = CLI_FAILURE;
                    break;
                }
                cap = ncap;
            }
            (*dist)[*n] = (unsigned)p8_table_distance(t, b);
            (*out)[(*n)++] = b;
        }
        if (status == CLI_OK && ferror(f)) {
            cli_error(c, "grade: cannot read %s", cli_quote(o->boards_file, q, sizeof q));
            status = CLI_FAILURE;
        }
        fclose(f);
        if (status == CLI_OK && *n == 0) {
            cli_error(c, "grade: %s holds no board", cli_quote(o->boards_file, q, sizeof q));
            status = CLI_USAGE;
        }
    } else {
        *out = calloc((size_t)o->boards, sizeof **out);
        *dist = calloc((size_t)o->boards, sizeof **dist);
        if (!*out || !*dist) {
            cli_error(c, "grade: out of memory for %lu boards", (unsigned long)o->boards);
            status = CLI_FAILURE;
        }
        for (i = 0; *out && *dist && i < o->boards && status == CLI_OK; i++) {
            /* spread: distances max*(i+1)/N, at least 1 */
            unsigned d = (unsigned)((o->max_distance * (i + 1)) / o->boards);
            if (d == 0) d = 1;
            (*dist)[i] = d;
            if ((rc = p8_table_random_board(t, d, o->seed + i, &(*out)[i])) != P8_OK)
                status = cli_library_error(c, "grade", rc, NULL);
            else (*n)++;
        }
    }
    p8_table_free(t);
    return status;
}

int cmd_grade(cli_ctx *c, int argc, char **argv, int first) {
    grade_opts o;
    p8_board *goal = NULL, **bs = NULL;
    unsigned *dist = NULL;
    grade_test *tests = NULL;
    size_t n = 0, i, passed = 0;
    int status;
    if ((status = parse(c, argc, argv, first, &o)) != CLI_OK) return grade_isolation_free(&o.iso), status;
    if (o.run.goal_text) status = cli_parse_board(c, "goal board", o.run.goal_text, &goal);
    else if (p8_board_new_goal(&goal) != P8_OK) status = CLI_FAILURE;
    if (status == CLI_OK) status = boards(c, &o, goal, &bs, &n, &dist);
    if (status == CLI_OK)
        status = grade_isolation_prepare(c, &o.iso, o.time_ms, (size_t)o.output_bytes, o.output);
    if (status == CLI_OK && !(tests = calloc(n, sizeof *tests))) status = CLI_FAILURE;
    for (i = 0; status == CLI_OK && i < n; i++) {
        char line[32];
        p8_board_format(bs[i], P8_FORMAT_COMPACT, line, sizeof line);
        snprintf(tests[i].name, sizeof tests[i].name, "board %lu: %s (%u moves)", (unsigned long)(i + 1), line,
                 dist[i]);
        status = judge(c, &o, bs[i], goal, &tests[i]);
        if (cli_interrupted(c)) status = CLI_INTERRUPTED;
        passed += tests[i].passed;
    }
    if (status == CLI_OK) status = grade_report(c, o.format, &o.iso, tests, n, passed);
    for (i = 0; i < n; i++) {
        p8_board_free(bs[i]);
        if (tests) cli_text_free(&tests[i].output);
    }
    free(bs);
    free(dist);
    free(tests);
    p8_board_free(goal);
    grade_isolation_free(&o.iso);
    return status;
}
