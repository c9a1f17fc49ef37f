/* SPDX-License-Identifier: MIT */
/*
 * cmd_grade.c - puzzle8 grade [solve options] [--check trace|solution] [--points P=N,...]
 * [--tolerance PCT] [--counts C,...] [--boards N] [--board-seed S] [--max-distance D]
 * [--boards-file FILE] [--time-limit MS] [--output-limit BYTES] [--events-only]
 * [--format text|gradescope|junit] [--visibility V] [--output FILE] [isolation options]
 * -- COMMAND ARGS...
 * puzzle8 grade [solve options] [--check ...] [board options] --list-boards
 *
 * The judging is the library's (p8_grade, section 18 of the header): the reference is the
 * configuration given as `solve` takes it, the boards are its choice (p8_grade_boards: spread
 * distances, boards that catch the catalogue's mistakes) or FILE's, and each board's verdict,
 * with the mistake named and its sentences, is p8_grade_judge's. This file parses the options,
 * runs the reference on every board first (a configuration that does not end is an error
 * before any student runs), runs the student's COMMAND on each board (grade_run.c: {start},
 * {goal} and {trace} substituted, time and output limits; grade_isolation.c: how each run is
 * isolated), and writes the report
 * (grade_report.c). Exit status 0 when every board passes, 1 when one fails, 2 for a usage error
 * (a reference that does not end included), 3 for a library or system error.
 */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct grade_opts {
    cli_run_opts run;
    uint64_t boards, seed, max_distance, time_ms, output_bytes, tolerance;
    const char *boards_file, *output, *visibility;
    int format, check, list_boards;
    unsigned flags;
    int points[P8_GRADE_PARTS];   /* -1: the library's default */
    char **cmd;
    int ncmd;
    grade_isolation iso;          /* how each run is isolated (grade_isolation.c) */
} grade_opts;

/* --points legal=1,goal=2,...: each part's points. */
static int parse_points(cli_ctx *c, const char *v, grade_opts *o) {
    const char *p = v;
    char q[CLI_QUOTED_PATH];
    while (*p) {
        size_t n = strcspn(p, "="), k;
        int part;
        uint64_t pts;
        char num[24];
        for (part = 0; part < P8_GRADE_PARTS; part++)
            if (strlen(p8_grade_part_name(part)) == n && strncmp(p, p8_grade_part_name(part), n) == 0)
                break;
        if (p[n] != '=' || part == P8_GRADE_PARTS) {
            cli_error(c, "grade: --points %s: expected PART=N,... with PART one of legal, goal, "
                      "optimal, counts, path, trace", cli_quote(v, q, sizeof q));
            return CLI_USAGE;
        }
        p += n + 1;
        k = strcspn(p, ",");
        if (k >= sizeof num) k = sizeof num - 1;
        memcpy(num, p, k);
        num[k] = '\0';
        if (cli_parse_u64(c, "--points", num, 1000, &pts) != CLI_OK) return CLI_USAGE;
        o->points[part] = (int)pts;
        p += strcspn(p, ",");
        if (*p == ',') p++;
    }
    return CLI_OK;
}

/* --counts expanded,generated,...: the counts a solution must print. */
static int parse_counts(cli_ctx *c, const char *v, grade_opts *o) {
    static const char *const names[] = { "expanded", "generated", "duplicates", "max_frontier" };
    const char *p = v;
    char q[CLI_QUOTED_PATH];
    while (*p) {
        size_t n = strcspn(p, ","), k;
        for (k = 0; k < 4; k++)
            if (strlen(names[k]) == n && strncmp(p, names[k], n) == 0) break;
        if (k == 4) {
            cli_error(c, "grade: --counts %s: expected a list of expanded, generated, duplicates "
                      "and max_frontier", cli_quote(v, q, sizeof q));
            return CLI_USAGE;
        }
        o->flags |= (unsigned)P8_GRADE_NEED_EXPANDED << k;
        p += n + (p[n] == ',');
    }
    return CLI_OK;
}

static int parse(cli_ctx *c, int argc, char **argv, int first, grade_opts *o) {
    cli_args a;
    cli_item it;
    int rc, i, k, more;
    char q[CLI_QUOTED_PATH];
    memset(o, 0, sizeof *o);
    cli_run_opts_init(&o->run);
    grade_isolation_init(&o->iso);
    o->boards = 5;
    o->max_distance = 20;
    o->time_ms = 10000;
    o->output_bytes = 64u << 20;
    for (k = 0; k < P8_GRADE_PARTS; k++) o->points[k] = -1;
    for (i = first; i < argc; i++)
        if (strcmp(argv[i], "--") == 0) break;
    o->cmd = i < argc - 1 ? argv + i + 1 : NULL;
    o->ncmd = i < argc - 1 ? argc - i - 1 : 0;
    cli_args_init(&a, c, i, argv, first, &cli_grade);
    while ((more = cli_args_next(&a, &it)) > 0) {
        const char *v = it.value;
        if (it.name == NULL) return cli_unexpected_argument(&a, it.value);
        if ((rc = cli_run_option(&o->run, &a, &it)) != CLI_RUN_NOT_MINE ||
            (rc = grade_isolation_option(&o->iso, &a, &it)) != CLI_RUN_NOT_MINE) {
            if (rc != CLI_OK) return rc;
            continue;
        }
        rc = CLI_OK;
        if (strcmp(it.name, "--events-only") == 0) o->flags |= P8_GRADE_EVENTS_ONLY;
        else if (strcmp(it.name, "--list-boards") == 0) o->list_boards = 1;
        else if (strcmp(it.name, "--boards") == 0) rc = cli_parse_u64(c, it.name, v, 1000, &o->boards);
        else if (strcmp(it.name, "--board-seed") == 0) rc = cli_parse_u64(c, it.name, v, UINT64_MAX, &o->seed);
        else if (strcmp(it.name, "--max-distance") == 0) rc = cli_parse_u64(c, it.name, v, 31, &o->max_distance);
        else if (strcmp(it.name, "--time-limit") == 0) rc = cli_parse_u64(c, it.name, v, 86400000, &o->time_ms);
        else if (strcmp(it.name, "--output-limit") == 0) rc = cli_parse_u64(c, it.name, v, (uint64_t)1 << 40, &o->output_bytes);
        else if (strcmp(it.name, "--tolerance") == 0) rc = cli_parse_u64(c, it.name, v, 100, &o->tolerance);
        else if (strcmp(it.name, "--points") == 0) rc = parse_points(c, v, o);
        else if (strcmp(it.name, "--counts") == 0) rc = parse_counts(c, v, o);
        else if (strcmp(it.name, "--format") == 0) {
            if (strcmp(v, "text") == 0) o->format = FORMAT_TEXT;
            else if (strcmp(v, "gradescope") == 0) o->format = FORMAT_GRADESCOPE;
            else if (strcmp(v, "junit") == 0) o->format = FORMAT_JUNIT;
            else {
                cli_error(c, "grade: --format %s: expected text, gradescope or junit",
                          cli_quote(v, q, sizeof q));
                rc = CLI_USAGE;
            }
        } else if (strcmp(it.name, "--check") == 0) {
            if (strcmp(v, "trace") == 0) o->check = P8_GRADE_TRACE;
            else if (strcmp(v, "solution") == 0) o->check = P8_GRADE_SOLUTION;
            else {
                cli_error(c, "grade: --check %s: expected trace or solution",
                          cli_quote(v, q, sizeof q));
                rc = CLI_USAGE;
            }
        } else if (strcmp(it.name, "--visibility") == 0) {
            if (strcmp(v, "visible") && strcmp(v, "hidden") && strcmp(v, "after_due_date") &&
                strcmp(v, "after_published")) {
                cli_error(c, "grade: --visibility %s: expected visible, hidden, after_due_date or "
                          "after_published", cli_quote(v, q, sizeof q));
                rc = CLI_USAGE;
            }
            o->visibility = v;
        }
        else if (strcmp(it.name, "--boards-file") == 0) o->boards_file = v;
        else o->output = v;
        if (rc != CLI_OK) return CLI_USAGE;
    }
    if (more < 0) return CLI_USAGE;
    if (!o->cmd && !o->list_boards) {
        cli_error(c, "grade: expected -- and the student's command after the options (see '"
                  CLI_PROG " grade --help')");
        return CLI_USAGE;
    }
    if (o->boards == 0 || o->max_distance == 0) {
        cli_error(c, "grade: --boards and --max-distance take a number from 1");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* The boards of FILE, one a line ('#' starts a comment): their tiles into *out (9 a board). */
static int boards_file(cli_ctx *c, const char *path, uint8_t **out, size_t *n) {
    char q[CLI_QUOTED_PATH], line[512];
    unsigned long lineno = 0;
    size_t cap = 0;
    int status = CLI_OK;
    FILE *f = fopen(path, "r");
    *out = NULL;
    *n = 0;
    if (!f) {
        cli_error(c, "grade: cannot open %s", cli_quote(path, q, sizeof q));
        return CLI_USAGE;
    }
    /* fgets, not POSIX getline (Windows has none): a board's line is short. */
    while (fgets(line, sizeof line, f)) {
        p8_board *b;
        lineno++;
        if (!strchr(line, '\n') && !feof(f)) {
            cli_error(c, "grade: line %lu of %s is longer than %u bytes: one board a line",
                      lineno, cli_quote(path, q, sizeof q), (unsigned)sizeof line - 2);
            status = CLI_USAGE;
            break;
        }
        line[strcspn(line, "\r\n#")] = '\0';
        if (strspn(line, " \t") == strlen(line)) continue;
        if ((status = cli_parse_board(c, "--boards-file board", line, &b)) != CLI_OK) break;
        if (*n == cap) {
            size_t ncap = cap ? cap * 2 : 16;
            uint8_t *grown = realloc(*out, ncap * 9);
            if (!grown) {
                p8_board_free(b);
                cli_error(c, "grade: out of memory reading %s", cli_quote(path, q, sizeof q));
                status = CLI_FAILURE;
                break;
            }
            *out = grown;
            cap = ncap;
        }
        p8_board_tiles(b, *out + 9 * (*n)++);
        p8_board_free(b);
    }
    if (status == CLI_OK && ferror(f)) {
        cli_error(c, "grade: cannot read %s", cli_quote(path, q, sizeof q));
        status = CLI_FAILURE;
    }
    fclose(f);
    if (status == CLI_OK && *n == 0) {
        cli_error(c, "grade: %s holds no board", cli_quote(path, q, sizeof q));
        status = CLI_USAGE;
    }
    return status;
}

/* A failure of the grader (p8_grade_*): its sentence, and the exit status (a reference that
 * cannot run or does not end is a usage error: the configuration given). */
static int grade_error(cli_ctx *c, const p8_grade *g, int rc) {
    char words[600];
    if (rc == P8_ENOMEM) return cli_library_error(c, "grade", rc, NULL);
    cli_error(c, "grade: %s", cli_run_words(p8_grade_errmsg(g), words, sizeof words));
    return rc == P8_EINVAL || rc == P8_ELIMIT ? CLI_USAGE : CLI_FAILURE;
}

/* Seconds on a monotonic clock, for a run's execution time (0 where there is none). */
static double seconds_now(void) {
#if defined(_WIN32)
    return 0.0; /* grade_run cannot run a program on Windows */
#else
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0) return 0.0;
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
#endif
}

/* The grader of the reference configured by the options, for goal; the configuration tried on
 * the first board of a file (or the goal itself) first, as `solve` would run it. */
static int make_grader(cli_ctx *c, grade_opts *o, const p8_board *goal, const uint8_t *first,
                       p8_grade **g) {
    p8_search *s = NULL;
    p8_board *start = NULL;
    int rc, status = CLI_OK, started, k;
    *g = NULL;
    if ((status = cli_run_prepare(c, &o->run, goal)) != CLI_OK) return status;
    if ((rc = p8_search_new(&s)) != P8_OK) return cli_library_error(c, "grade", rc, NULL);
    if ((rc = cli_run_configure(s, &o->run)) != P8_OK) {
        status = cli_library_error(c, "cannot configure the search", rc, s);
    } else if ((rc = first ? p8_board_new(first, &start) : p8_board_copy(goal, &start)) != P8_OK) {
        status = cli_library_error(c, "grade", rc, NULL);
    } else { /* the options a run would refuse or ignore, said in their words */
        status = cli_run_start(c, s, &o->run, "grade", start, goal, 0, &started);
    }
    if (status == CLI_OK && (rc = p8_grade_new(s, goal, g)) != P8_OK)
        status = cli_library_error(c, "grade", rc, NULL);
    if (status == CLI_OK) {
        p8_grade_set_check(*g, o->check);
        p8_grade_set_tolerance(*g, (unsigned)o->tolerance);
        p8_grade_set_flags(*g, o->flags);
        for (k = 0; k < P8_GRADE_PARTS; k++)
            if (o->points[k] >= 0) p8_grade_set_points(*g, k, (unsigned)o->points[k]);
    }
    p8_board_free(start);
    p8_search_free(s);
    return status;
}

/* Board t's 9 digits. */
static void digits(const uint8_t *t, char out[10]) {
    int k;
    for (k = 0; k < 9; k++) out[k] = (char)('0' + t[k]);
    out[9] = '\0';
}

/* --list-boards: each board, its distance and the mistakes it catches; then the mistakes that
 * apply and no board catches. */
static void list_boards(cli_ctx *c, const p8_grade *g, const uint8_t *tiles, const uint64_t *mask,
                        const unsigned *dist, size_t n) {
    uint64_t all = 0;
    size_t i;
    int m, first;
    for (i = 0; i < n; i++) {
        char d[10];
        digits(tiles + 9 * i, d);
        cli_printf(c, "board %lu: %s (%u moves) catches", (unsigned long)i + 1, d, dist[i]);
        for (m = 1, first = 1; m < P8_GRADE_MISTAKES; m++)
            if (mask[i] & ((uint64_t)1 << m)) {
                cli_printf(c, "%s %s", first ? "" : ",", p8_grade_mistake_name(m));
                first = 0;
            }
        cli_puts(c, first ? " none\n" : "\n");
        all |= mask[i];
    }
    cli_puts(c, "caught by no board:");
    for (m = 1, first = 1; m < P8_GRADE_MISTAKES; m++)
        if (p8_grade_applies(g, m) == 1 && !(all & ((uint64_t)1 << m))) {
            cli_printf(c, "%s %s", first ? "" : ",", p8_grade_mistake_name(m));
            first = 0;
        }
    cli_puts(c, first ? " none\n" : "\n");
}

/* Each board's distance from the goal. */
static int distances(cli_ctx *c, const p8_board *goal, const uint8_t *tiles, unsigned *dist,
                     size_t n) {
    p8_table *t = NULL;
    size_t i;
    int rc = P8_OK, status = cli_table_build(c, goal, &t);
    if (status != CLI_OK) return status;
    for (i = 0; i < n; i++) {
        p8_board *b = NULL;
        if ((rc = p8_board_new(tiles + 9 * i, &b)) != P8_OK) break;
        dist[i] = (unsigned)p8_table_distance(t, b);
        p8_board_free(b);
    }
    p8_table_free(t);
    return rc == P8_OK ? CLI_OK : cli_library_error(c, "grade", rc, NULL);
}

/* Run the student on board i and judge it into test. An exit status (CLI_OK whatever the
 * verdict). */
static int judge(cli_ctx *c, const grade_opts *o, p8_grade *g, const uint8_t *tiles,
                 const p8_board *goal, grade_test *test) {
    char s9[16], g9[16];
    grade_outcome run;
    grade_limits lim;
    p8_board *start = NULL;
    p8_grade_verdict *v = NULL;
    int status, rc, end;
    uint64_t value;
    double t0;
    size_t n;
    if ((rc = p8_board_new(tiles, &start)) != P8_OK) return cli_library_error(c, "grade", rc, NULL);
    p8_board_format(start, P8_FORMAT_COMPACT, s9, sizeof s9);
    p8_board_format(goal, P8_FORMAT_COMPACT, g9, sizeof g9);
    lim.time_ms = o->time_ms;
    lim.output_bytes = (size_t)o->output_bytes;
    lim.iso = &o->iso;
    t0 = seconds_now();
    if ((status = grade_run(c, o->cmd, o->ncmd, s9, g9, &lim, &run)) != CLI_OK) {
        p8_board_free(start);
        return status;
    }
    test->seconds = seconds_now() - t0;
    if (run.timed_out) end = P8_END_TIMED_OUT, value = o->time_ms;
    else if (run.flooded) end = run.stopped ? P8_END_FLOODED : P8_END_OVERSIZE, value = o->output_bytes;
    else if (run.signal) end = P8_END_SIGNALED, value = (uint64_t)run.signal;
    else end = P8_END_EXITED, value = (uint64_t)run.exit_status;
    /* what only the runner knows, before the library's verdict */
    if (run.signal && run.limit[0])
        cli_text_printf(&test->output, "Your program reached %s.\n", run.limit);
    if (run.trace_refused[0])
        cli_text_printf(&test->output, "Its {trace} file was not read: %s.\n", run.trace_refused);
    rc = p8_grade_judge(g, start, run.output.s ? run.output.s : "", run.output.len, end, value,
                        run.stderr_text.s, run.stderr_text.s ? run.stderr_text.len : 0, &v);
    if (rc != P8_OK) {
        status = grade_error(c, g, rc);
    } else {
        test->passed = p8_grade_verdict_passed(v) == 1;
        test->score = (unsigned)p8_grade_verdict_score(v);
        test->max_score = (unsigned)p8_grade_verdict_max_score(v);
        n = p8_grade_verdict_text(v, NULL, 0);
        if (n) {
            char *text = malloc(n + 1);
            if (!text) status = cli_library_error(c, "grade", P8_ENOMEM, NULL);
            else {
                p8_grade_verdict_text(v, text, n + 1);
                cli_text_put(&test->output, text, n);
                free(text);
            }
        }
    }
    p8_grade_verdict_free(v);
    cli_text_free(&run.output);
    cli_text_free(&run.stderr_text);
    p8_board_free(start);
    return status;
}

static int cmd_grade(cli_ctx *c, int argc, char **argv, int first) {
    grade_opts o;
    p8_board *goal = NULL;
    p8_grade *g = NULL;
    uint8_t *tiles = NULL;
    uint64_t *mask = NULL;
    unsigned *dist = NULL;
    grade_test *tests = NULL;
    size_t n = 0, i, passed = 0;
    int status, rc;
    if ((status = parse(c, argc, argv, first, &o)) != CLI_OK) return grade_isolation_free(&o.iso), status;
    if (o.run.goal_text) status = cli_parse_board(c, "goal board", o.run.goal_text, &goal);
    else if (p8_board_new_goal(&goal) != P8_OK) status = CLI_FAILURE;
    if (status == CLI_OK && o.boards_file) status = boards_file(c, o.boards_file, &tiles, &n);
    if (status == CLI_OK) status = make_grader(c, &o, goal, tiles, &g);
    if (status == CLI_OK && !o.boards_file) n = (size_t)o.boards;
    if (status == CLI_OK && !(mask = calloc(n, sizeof *mask)))
        status = cli_library_error(c, "grade", P8_ENOMEM, NULL);
    if (status == CLI_OK && !o.boards_file) {
        if (!(tiles = malloc(n * 9))) {
            status = cli_library_error(c, "grade", P8_ENOMEM, NULL);
        } else if ((rc = p8_grade_boards(g, (unsigned)n, (unsigned)o.max_distance, o.seed, tiles,
                                         mask, n)) < 0) {
            status = grade_error(c, g, rc);
        }
    }
    if (status == CLI_OK && (!(dist = calloc(n, sizeof *dist)) || !(tests = calloc(n, sizeof *tests))))
        status = cli_library_error(c, "grade", P8_ENOMEM, NULL);
    /* the reference on every board first: a configuration that does not end stops here */
    for (i = 0; status == CLI_OK && i < n; i++) {
        p8_board *b = NULL;
        if ((rc = p8_board_new(tiles + 9 * i, &b)) != P8_OK) status = cli_library_error(c, "grade", rc, NULL);
        else if ((rc = p8_grade_reference(g, b)) != P8_OK) status = grade_error(c, g, rc);
        else if (o.list_boards && o.boards_file && (rc = p8_grade_catches(g, b, &mask[i])) != P8_OK)
            status = grade_error(c, g, rc);
        p8_board_free(b);
        if (cli_interrupted(c)) status = CLI_INTERRUPTED;
    }
    if (status == CLI_OK) status = distances(c, goal, tiles, dist, n);
    if (status == CLI_OK && o.list_boards) {
        list_boards(c, g, tiles, mask, dist, n);
    } else {
        if (status == CLI_OK)
            status = grade_isolation_prepare(c, &o.iso, o.time_ms, (size_t)o.output_bytes, o.output);
        for (i = 0; status == CLI_OK && i < n; i++) {
            char d[10];
            digits(tiles + 9 * i, d);
            snprintf(tests[i].name, sizeof tests[i].name, "board %lu: %s (%u moves)",
                     (unsigned long)i + 1, d, dist[i]);
            status = judge(c, &o, g, tiles + 9 * i, goal, &tests[i]);
            if (cli_interrupted(c)) status = CLI_INTERRUPTED;
            passed += tests[i].passed;
        }
        if (status == CLI_OK) status = grade_report(c, o.format, &o.iso, o.visibility, tests, n, passed);
    }
    for (i = 0; tests && i < n; i++) cli_text_free(&tests[i].output);
    free(tiles);
    free(mask);
    free(dist);
    free(tests);
    p8_grade_free(g);
    cli_run_opts_free(&o.run);
    p8_board_free(goal);
    grade_isolation_free(&o.iso);
    return status;
}

static const cli_opt grade_options[] = {
    { .group = cli_run_options, .label = "run options" },
    { .name = "--check", .arg = "C",
      .help = "trace (the default): compare the program's trace line by line (docs/trace.md), its "
              "header lines left out; solution: read its moves (U D L R of the blank) or boards and "
              "its counts (expanded N, generated N) and score them" },
    { .name = "--points", .arg = "P=N,...",
      .help = "each part's points: legal, goal, optimal, counts, path, trace" },
    { .name = "--tolerance", .arg = "PCT", .help = "counts within PCT percent pass (default 0)" },
    { .name = "--counts", .arg = "C,...",
      .help = "counts a solution must print: expanded, generated, duplicates, max_frontier" },
    { .name = "--boards", .arg = "N", .help = "how many boards (default 5)" },
    { .name = "--board-seed", .arg = "S", .help = "the seed the boards are chosen with (default 0)" },
    { .name = "--max-distance", .arg = "D", .help = "the boards' distances are spread up to D (default 20)" },
    { .name = "--boards-file", .arg = "FILE", .help = "the boards of FILE instead, one a line (# starts a comment)" },
    { .name = "--time-limit", .arg = "MS", .help = "each run's time (default 10000)" },
    { .name = "--output-limit", .arg = "BYTES", .help = "each run's output (default 64 MiB)" },
    { .name = "--events-only", .help = "compare the trace's events alone" },
    { .name = "--format", .arg = "F",
      .help = "text (the default), gradescope (Gradescope's results.json) or junit (JUnit XML)" },
    { .name = "--visibility", .arg = "V",
      .help = "Gradescope's visibility: visible, hidden, after_due_date or after_published" },
    { .name = "--output", .arg = "FILE", .help = "write the report into FILE (default: the standard output)" },
    { .name = "--list-boards", .help = "print the boards and the mistakes each catches instead" },
    { .group = cli_board_options },
    { .group = grade_isolation_options, .label = "isolation options" },
    { .name = NULL },
};

const cli_command cli_grade = {
    .name = "grade",
    .run = cmd_grade,
    .summary = "run a student's program on boards and judge what it prints",
    .args = "-- COMMAND ARGS...",
    .more_usage = "grade [run options] [--check C] [--boards N] [--board-seed S] [--max-distance D] "
                  "[--boards-file FILE] --list-boards",
    .text = "Run COMMAND (a student's search) on N boards chosen with seed S at distances spread "
            "up to D where the classic mistakes show, or on the boards of FILE, with {start}, "
            "{goal} (9 digits) and {trace} (a file for its output; else its standard output) "
            "substituted in its arguments, and judge what it printed against the library's run of "
            "the run options given (p8_grade). A failing board names the mistake whose run "
            "reproduces its output, with the line where it shows. The reference runs on every "
            "board before any student runs: a configuration that does not end is a usage error. "
            "Each run has a time and an output limit; a program that passes one fails that "
            "board, and what it printed is still judged. Exits 0 when every board passes, 1 when "
            "one fails (docs/grading.md).",
    .options = grade_options,
};
