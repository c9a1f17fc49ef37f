/* SPDX-License-Identifier: MIT */
/*
 * test_view_trace.c - the standard trace: the header, event and summary lines byte for byte,
 * buffers of every tiny size, bad arguments, and p8_trace_diff: each reason it gives, a planted
 * difference found at the right event, and every kind of malformed line refused with where.
 * Event lines are made from node records (p8__trace_event_line, reached through the static
 * library) of the small textbook search of mini_search.h. docs/trace.schema.json is checked
 * against real traces (BFS, DFS, A*, IDA*, bidirectional BFS) by test/view_test.sh
 * (test/view_test.py), which also compares the traces of C, the commands and Python byte for
 * byte.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"
#include "view_support.h"
#include "mini_search.h"
#include "view/view.h"

static mini_node nodes[MINI_MAX];

static void test_header(void) {
    p8_search *s = NULL;
    p8_board *b = mk("1 3 4 8 6 2 7 0 5"), *g = mk("1 2 3 8 0 4 7 6 5");
    char buf[1024], want[1024], small[1024];
    int n, k;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    snprintf(want, sizeof want, "{\"type\":\"header\",\"format\":\"puzzle8-trace\",\"version\":1,"
             "\"library\":\"%s\",\"driver\":\"once\",\"frontier\":\"bucket\",\"wg\":1,\"wh\":1,"
             "\"duplicates\":\"graph\",\"reopen\":true,\"heuristic\":\"manhattan\",\"seed\":0,"
             "\"max_expansions\":null,\"max_depth\":null,\"max_memory_bytes\":null,"
             "\"max_time_ms\":null,\"start\":\"134862705\",\"goal\":\"123804765\"}\n",
             p8_version_string());
    n = p8_trace_header(s, b, g, buf, sizeof buf);
    ASSERT_STR_EQ(buf, want);
    ASSERT_EQ(n, strlen(want));
    ASSERT_EQ(p8_trace_header(s, b, g, NULL, 0), n);
    for (k = 0; k <= n + 1; k++) { /* every cap: cap-1 bytes and a NUL, never more */
        memset(small, 'x', sizeof small);
        ASSERT_EQ(p8_trace_header(s, b, g, k ? small : NULL, (size_t)k), n);
        if (k == 0) continue;
        ASSERT_EQ(strlen(small), k - 1);
        ASSERT_TRUE(strncmp(small, want, (size_t)k - 1) == 0);
        ASSERT_EQ(small[k], 'x');
    }
    /* Another configuration, the default goal, limits. */
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BFS), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 100), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_DEPTH, 12), P8_OK);
    n = p8_trace_header(s, b, NULL, buf, sizeof buf);
    ASSERT_TRUE(strstr(buf, "\"driver\":\"once\",\"frontier\":\"fifo\",\"wg\":1,\"wh\":0,"
                       "\"duplicates\":\"graph\",\"reopen\":true,\"heuristic\":\"zero\",\"seed\":0,"
                       "\"max_expansions\":100,\"max_depth\":12,") != NULL);
    ASSERT_TRUE(ends_with(buf, "\"start\":\"134862705\",\"goal\":\"123456780\"}\n"));
    ASSERT_EQ(n, strlen(buf));
    /* A limit of 0 is a limit; IDA* is a driver of its own. */
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_TIME_MS, 0), P8_OK);
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_IDASTAR), P8_OK);
    p8_trace_header(s, b, NULL, buf, sizeof buf);
    ASSERT_TRUE(strstr(buf, "\"driver\":\"deepen-f\",\"frontier\":\"lifo\",\"wg\":1,\"wh\":1,"
                       "\"duplicates\":\"parent\",") != NULL);
    ASSERT_TRUE(strstr(buf, "\"max_time_ms\":0,") != NULL);
    ASSERT_EQ(p8_search_set_heuristic_fn(s, p8_heuristic_misplaced, NULL), P8_OK);
    p8_trace_header(s, b, NULL, buf, sizeof buf);
    ASSERT_TRUE(strstr(buf, "\"heuristic\":\"custom\"") != NULL);
    strcpy(buf, "unchanged");
    ASSERT_EQ(p8_trace_header(NULL, b, g, buf, sizeof buf), P8_EINVAL);
    ASSERT_STR_EQ(buf, "");
    ASSERT_EQ(p8_trace_header(s, NULL, g, buf, sizeof buf), P8_EINVAL);
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(g);
}

static void test_summary(void) {
    p8_board *b = mk("1 3 4 8 6 2 7 0 5"), *g = mk("1 2 3 8 0 4 7 6 5"), *far = mk("8 0 6 5 4 7 2 3 1");
    p8_result *r = NULL;
    p8_search *s = NULL;
    char buf[1024], want[1024], *big, *moves;
    int n;
    size_t len;
    ASSERT_EQ(p8_solve(b, g, P8_ALG_ASTAR, P8_H_DEFAULT, &r), P8_OK);
    snprintf(want, sizeof want, "{\"type\":\"summary\",\"status\":\"P8_OK\",\"solved\":true,"
             "\"length\":5,\"moves\":\"URULD\",\"expanded\":%llu,\"generated\":%llu,"
             "\"duplicates\":%llu,\"max_frontier\":%llu}\n",
             (unsigned long long)p8_result_expanded(r), (unsigned long long)p8_result_generated(r),
             (unsigned long long)p8_result_duplicates(r), (unsigned long long)p8_result_max_frontier(r));
    n = p8_trace_summary(r, buf, sizeof buf);
    ASSERT_STR_EQ(buf, want);
    ASSERT_EQ(n, strlen(want));
    ASSERT_EQ(p8_trace_summary(r, buf, 1), n);
    ASSERT_STR_EQ(buf, "");
    p8_result_free(r);
    /* Not solved: length and moves are null. */
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 3), P8_OK);
    ASSERT_EQ(p8_search_run(s, far, NULL, &r), P8_ELIMIT);
    p8_trace_summary(r, buf, sizeof buf);
    ASSERT_TRUE(starts_with(buf, "{\"type\":\"summary\",\"status\":\"P8_ELIMIT\",\"solved\":false,"
                                 "\"length\":null,\"moves\":null,\"expanded\":3,"));
    p8_result_free(r);
    p8_search_free(s);
    /* A long DFS path: every move, in a buffer sized by a first call. */
    ASSERT_EQ(p8_solve(far, NULL, P8_ALG_DFS, P8_H_DEFAULT, &r), P8_OK);
    len = p8_result_length(r);
    n = p8_trace_summary(r, NULL, 0);
    big = malloc((size_t)n + 1);
    moves = malloc(len + 1);
    ASSERT_EQ(p8_trace_summary(r, big, (size_t)n + 1), n);
    p8_result_moves_string(r, moves, len + 1);
    ASSERT_TRUE(strstr(big, moves) != NULL);
    ASSERT_EQ(strlen(big), n);
    free(big);
    free(moves);
    p8_result_free(r);
    strcpy(buf, "unchanged");
    ASSERT_EQ(p8_trace_summary(NULL, buf, sizeof buf), P8_EINVAL);
    ASSERT_STR_EQ(buf, "");
    p8_board_free(b);
    p8_board_free(g);
    p8_board_free(far);
}

/* ---- event lines from the mini search ---------------------------------------------------- */
#define MAX_LINES 2000
typedef struct lines {
    char *line[MAX_LINES];
    int n;
} lines;

static int to_line(int event, const mini_node *m, void *ud) {
    lines *l = ud;
    p8__record r;
    p8__out o;
    char buf[256];
    if (l->n == MAX_LINES) return 1;
    memset(&r, 0, sizeof r);
    r.id = m->id;
    r.parent = m->parent;
    r.move = (uint8_t)(m->move < 0 ? 4 : m->move);
    r.g = m->g;
    r.h = m->h;
    r.key = m->key;
    r.bound = UINT64_MAX;
    p8__out_buffer(&o, buf, sizeof buf);
    p8__trace_event_line(&o, event, &r, m->s);
    p8__out_end(&o);
    l->line[l->n] = malloc(strlen(buf) + 1);
    strcpy(l->line[l->n++], buf);
    return 0;
}

static void lines_of(lines *l, const char *start, const char *goal, unsigned wh) {
    p8_board *b = mk(start), *g = mk(goal);
    uint8_t s[9], t[9];
    p8_board_tiles(b, s);
    p8_board_tiles(g, t);
    l->n = 0;
    mini_search(nodes, s, t, 1, wh, to_line, l);
    p8_board_free(b);
    p8_board_free(g);
}

static void lines_free(lines *l) {
    while (l->n) free(l->line[--l->n]);
}

static void test_event_lines(void) {
    lines l;
    int i;
    lines_of(&l, "1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5", 1);
    ASSERT_STR_EQ(l.line[0], "{\"type\":\"event\",\"event\":\"expand\",\"id\":0,\"parent\":null,"
                             "\"move\":null,\"g\":0,\"h\":5,\"key\":5,\"side\":0,\"bound\":null,"
                             "\"state\":\"134862705\"}\n");
    ASSERT_STR_EQ(l.line[1], "{\"type\":\"event\",\"event\":\"generate\",\"id\":1,\"parent\":0,"
                             "\"move\":\"U\",\"g\":1,\"h\":4,\"key\":5,\"side\":0,\"bound\":null,"
                             "\"state\":\"134802765\"}\n");
    ASSERT_TRUE(starts_with(l.line[l.n - 1], "{\"type\":\"event\",\"event\":\"goal\","));
    ASSERT_TRUE(ends_with(l.line[l.n - 1], "\"g\":5,\"h\":0,\"key\":5,\"side\":0,\"bound\":null,"
                                           "\"state\":\"123804765\"}\n"));
    for (i = 0; i < l.n; i++) ASSERT_EQ(p8_trace_diff(l.line[i], l.line[i], NULL, 0), 0);
    lines_free(&l);
}

/* The first line where two traces differ, and why (-1 if none). */
static int first_diff(const lines *a, const lines *b, char *why, size_t cap) {
    int i;
    for (i = 0; i < a->n && i < b->n; i++)
        if (p8_trace_diff(a->line[i], b->line[i], why, cap) != 0) return i;
    return a->n == b->n ? -1 : i;
}

/* Change field `name` of line i to `value` (a JSON text). */
static void plant(lines *l, int i, const char *name, const char *value) {
    char key[32], *p, *q, *out;
    snprintf(key, sizeof key, "\"%s\":", name);
    p = strstr(l->line[i], key) + strlen(key);
    q = p;
    if (*q == '"') q = strchr(q + 1, '"') + 1;
    else while (*q != ',' && *q != '}') q++;
    out = malloc(strlen(l->line[i]) + strlen(value) + 1);
    memcpy(out, l->line[i], (size_t)(p - l->line[i]));
    strcpy(out + (p - l->line[i]), value);
    strcat(out, q);
    free(l->line[i]);
    l->line[i] = out;
}

static void test_diff_planted(void) {
    lines a, b;
    char why[300];
    lines_of(&a, "7 3 4 8 2 6 5 1 0", "1 2 3 4 5 6 7 8 0", 1);
    lines_of(&b, "7 3 4 8 2 6 5 1 0", "1 2 3 4 5 6 7 8 0", 1);
    ASSERT_TRUE(a.n > 100);
    ASSERT_EQ(first_diff(&a, &b, why, sizeof why), -1);
    plant(&b, 17, "h", "99");
    ASSERT_EQ(first_diff(&a, &b, why, sizeof why), 17);
    ASSERT_TRUE(starts_with(why, "different h for state "));
    ASSERT_TRUE(strstr(why, ", B 99 (a different heuristic?)") != NULL);
    lines_free(&b);
    lines_of(&b, "7 3 4 8 2 6 5 1 0", "1 2 3 4 5 6 7 8 0", 1);
    plant(&b, 40, "g", "12");
    ASSERT_EQ(first_diff(&a, &b, why, sizeof why), 40);
    ASSERT_TRUE(starts_with(why, "different g (path cost) for state "));
    lines_free(&b);
    lines_of(&b, "7 3 4 8 2 6 5 1 0", "1 2 3 4 5 6 7 8 0", 1);
    plant(&b, 41, "key", "1000");
    ASSERT_EQ(first_diff(&a, &b, why, sizeof why), 41);
    ASSERT_TRUE(starts_with(why, "different key (priority) for state "));
    lines_free(&b);
    lines_of(&b, "7 3 4 8 2 6 5 1 0", "1 2 3 4 5 6 7 8 0", 1);
    plant(&b, 42, "parent", "1");
    ASSERT_EQ(first_diff(&a, &b, why, sizeof why), 42);
    ASSERT_TRUE(starts_with(why, "same node, different parent numbering: A "));
    lines_free(&b);
    /* Uniform cost (h = 0) against A*: at the very first line h differs. */
    lines_of(&b, "7 3 4 8 2 6 5 1 0", "1 2 3 4 5 6 7 8 0", 0);
    ASSERT_EQ(first_diff(&a, &b, why, sizeof why), 0);
    ASSERT_TRUE(starts_with(why, "different h for state 734826510: A "));
    lines_free(&b);
    lines_free(&a);
}

static void test_diff_reasons(void) {
    char why[300];
    const char *ex = "{\"type\":\"event\",\"event\":\"expand\",\"id\":3,\"parent\":0,\"move\":\"L\","
                     "\"g\":1,\"h\":4,\"key\":5,\"state\":\"123405786\"}";
    const char *tie = "{\"type\":\"event\",\"event\":\"expand\",\"id\":2,\"parent\":0,\"move\":\"D\","
                      "\"g\":1,\"h\":4,\"key\":5,\"state\":\"123485706\"}";
    const char *other = "{\"type\":\"event\",\"event\":\"expand\",\"id\":2,\"parent\":0,\"move\":\"D\","
                        "\"g\":1,\"h\":6,\"key\":7,\"state\":\"123485706\"}";
    const char *gen = "{\"type\":\"event\",\"event\":\"generate\",\"id\":3,\"parent\":0,\"move\":\"L\","
                      "\"g\":1,\"h\":4,\"key\":5,\"state\":\"123405786\"}";
    const char *sum = "{\"type\":\"summary\",\"status\":\"P8_OK\",\"solved\":true,\"length\":2,"
                      "\"moves\":\"LU\",\"expanded\":2,\"generated\":6,\"duplicates\":0,\"max_frontier\":4}";
    const char *sum2 = "{\"type\":\"summary\",\"status\":\"P8_OK\",\"solved\":true,\"length\":2,"
                       "\"moves\":\"LU\",\"expanded\":3,\"generated\":6,\"duplicates\":0,\"max_frontier\":4}";
    const char *h1 = "{\"type\":\"header\",\"format\":\"puzzle8-trace\",\"version\":1,\"library\":\"0.2.0\","
                     "\"heuristic\":\"manhattan\",\"start\":\"123405786\",\"goal\":\"123456780\"}\n";
    const char *h2 = "{\"type\":\"header\",\"format\":\"puzzle8-trace\",\"version\":1,\"library\":\"9.9.9\","
                     "\"heuristic\":\"manhattan\",\"start\":\"123405786\",\"goal\":\"123456780\"}\n";
    const char *h3 = "{\"type\":\"header\",\"format\":\"puzzle8-trace\",\"version\":1,\"library\":\"0.2.0\","
                     "\"heuristic\":\"misplaced\",\"start\":\"123405786\",\"goal\":\"123456780\"}\n";
    ASSERT_EQ(p8_trace_diff(ex, tie, why, sizeof why), 1);
    ASSERT_STR_EQ(why, "different tie-break: both expand a node with key 5, A takes expand of "
                       "123405786 (g 1, h 4, key 5), B takes expand of 123485706 (g 1, h 4, key 5)");
    ASSERT_EQ(p8_trace_diff(ex, other, why, sizeof why), 1);
    ASSERT_STR_EQ(why, "different node expanded: A takes expand of 123405786 (g 1, h 4, key 5), "
                       "B takes expand of 123485706 (g 1, h 6, key 7)");
    ASSERT_EQ(p8_trace_diff(ex, gen, why, sizeof why), 1);
    ASSERT_TRUE(starts_with(why, "different event: A has expand of 123405786"));
    ASSERT_EQ(p8_trace_diff(ex, sum, why, sizeof why), 1);
    ASSERT_STR_EQ(why, "different kind of line: A has the event, B the summary (one search ended, "
                       "the other went on)");
    ASSERT_EQ(p8_trace_diff(sum, sum2, why, sizeof why), 1);
    ASSERT_STR_EQ(why, "summaries differ: expanded is 2 in A, 3 in B");
    ASSERT_EQ(p8_trace_diff(h1, h2, why, sizeof why), 0);  /* the library version is ignored */
    ASSERT_STR_EQ(why, "");
    ASSERT_EQ(p8_trace_diff(h1, h3, why, sizeof why), 1);
    ASSERT_STR_EQ(why, "configurations differ: heuristic is manhattan in A, misplaced in B");
    /* An unknown field is compared too; white space does not matter. */
    ASSERT_EQ(p8_trace_diff("{\"type\":\"event\",\"event\":\"expand\",\"bound\":3}",
                            " { \"type\" : \"event\" , \"event\":\"expand\", \"bound\": 4 }\n",
                            why, sizeof why), 1);
    ASSERT_STR_EQ(why, "different bound for expand: A 3, B 4");
    ASSERT_EQ(p8_trace_diff("{\"type\":\"event\",\"x\":[]}", ex, why, sizeof why), P8_EINVAL);
    /* Generated nodes that differ; a move, an id that differ; a key missing on one side. */
    ASSERT_EQ(p8_trace_diff(gen, "{\"type\":\"event\",\"event\":\"generate\",\"id\":3,\"parent\":0,"
                            "\"move\":\"L\",\"g\":1,\"h\":4,\"key\":5,\"state\":\"123045786\"}", why,
                            sizeof why), 1);
    ASSERT_STR_EQ(why, "different node: A has generate of 123405786 (g 1, h 4, key 5), B has "
                       "generate of 123045786 (g 1, h 4, key 5)");
    ASSERT_EQ(p8_trace_diff(ex, "{\"type\":\"event\",\"event\":\"expand\",\"id\":3,\"parent\":0,"
                            "\"move\":\"R\",\"g\":1,\"h\":4,\"key\":5,\"state\":\"123405786\"}", why,
                            sizeof why), 1);
    ASSERT_STR_EQ(why, "different move for expand of 123405786 (g 1, h 4, key 5): A L, B R");
    ASSERT_EQ(p8_trace_diff(ex, "{\"type\":\"event\",\"event\":\"expand\",\"id\":4,\"parent\":0,"
                            "\"move\":\"L\",\"g\":1,\"h\":4,\"key\":5,\"state\":\"123405786\"}", why,
                            sizeof why), 1);
    ASSERT_STR_EQ(why, "same node, different id numbering: A 3, B 4 (ids are generation numbers, "
                       "the start 0)");
    ASSERT_EQ(p8_trace_diff("{\"type\":\"event\",\"event\":\"expand\",\"state\":\"123405786\"}",
                            "{\"type\":\"event\",\"event\":\"expand\",\"state\":\"123485706\"}", why,
                            sizeof why), 1);
    ASSERT_STR_EQ(why, "different node expanded: A takes expand of 123405786, B takes expand of "
                       "123485706");
    /* JSON forms: escapes, exponents, white space, false, zero; all equal to themselves. */
    {
        static const char *const forms[] = {
            "{\"type\":\"event\",\"s\":\"\\uABCD\\u00ff\\/\\b\\f\\n\\r\\t\"}",
            "{\"type\":\"event\",\"n\":0,\"m\":-0.25,\"e\":1E+5,\"f\":2e-3,\"x\":false}",
            "\t{\r\"type\"\t:\n\"summary\" }\r\n", "{\"type\":\"header\"}" };
        size_t i;
        for (i = 0; i < sizeof forms / sizeof forms[0]; i++)
            ASSERT_EQ(p8_trace_diff(forms[i], forms[i], why, sizeof why), 0);
        ASSERT_EQ(p8_trace_diff(forms[1], "{\"type\":\"event\",\"n\":0,\"m\":-0.25,\"e\":1E+5,"
                                "\"f\":2e-3,\"x\":true}", why, sizeof why), 1);
        ASSERT_STR_EQ(why, "different x for event: A false, B true");
    }
    /* Tiny why buffers: NUL-terminated prefixes; NULL with cap 0. */
    ASSERT_EQ(p8_trace_diff(ex, tie, NULL, 0), 1);
    ASSERT_EQ(p8_trace_diff(ex, tie, why, 1), 1);
    ASSERT_STR_EQ(why, "");
    ASSERT_EQ(p8_trace_diff(ex, tie, why, 10), 1);
    ASSERT_STR_EQ(why, "different");
}

static void test_diff_malformed(void) {
    static const struct { const char *text, *why; } bad[] = {
        { "", "A: expected a JSON object, found an empty line" },
        { "[1]", "A: expected a JSON object, found other text" },
        { "{\"type\":\"event\"", "A: expected ',' or '}' at column 16" },
        { "{\"type\":\"event\"} x", "A: text after the object at column 18" },
        { "{type:1}", "A: expected a field name in quotes at column 2" },
        { "{\"type\" \"event\"}", "A: expected ':' at column 9" },
        { "{\"type\":\"ev\x01nt\"}", "A: unterminated or invalid string at column 9" },
        { "{\"type\":\"a\\qb\"}", "A: unterminated or invalid string at column 9" },
        { "{\"type\":{\"a\":1}}", "A: field \"type\": a trace value is a string, a number, true, "
                                  "false or null (column 9)" },
        { "{\"g\":01}", "A: expected ',' or '}' at column 7" },
        { "{\"g\":1.}", "A: field \"g\": a trace value is a string, a number, true, false or null "
                        "(column 6)" },
        { "{\"g\":1e}", "A: field \"g\": a trace value is a string, a number, true, false or null "
                        "(column 6)" },
        { "{\"g\":-}", "A: field \"g\": a trace value is a string, a number, true, false or null "
                        "(column 6)" },
        { "{\"s\":\"\\u12G4\"}", "A: unterminated or invalid string at column 6" },
        { "{\"s\":\"\\", "A: unterminated or invalid string at column 6" },
        { "{\"s\":\"abc", "A: unterminated or invalid string at column 6" },
        { "{\"type\":\"event\",", "A: expected a field name in quotes at column 17" },
        { "{\"type\":", "A: field \"type\": a trace value is a string, a number, true, false or "
                        "null (column 9)" },
        { "{\"type\":\"event2\"}", "A: \"type\" is event2, expected \"header\", \"event\" or \"summary\"" },
        { "{\"g\":1}", "A: \"type\" is (missing), expected \"header\", \"event\" or \"summary\"" },
        { "{\"type\":\"event\",\"g\":1,\"g\":2}", "A: field \"g\" appears twice" },
        /* an empty field name is shown as "" */
        { "{\"type\":\"event\",\"\":1,\"\":2}", "A: field \"\" appears twice" },
        { "{\"type\":\"event\",\"\":[1]}", "A: field \"\": a trace value is a string, a number, "
                                          "true, false or null (column 20)" },
    };
    const char *ok = "{\"type\":\"event\",\"event\":\"expand\",\"s\":\"a\\\"\\u00e9\",\"n\":-1.5e3,"
                     "\"t\":true,\"f\":false,\"z\":null}";
    char why[300];
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ASSERT_EQ(p8_trace_diff(bad[i].text, ok, why, sizeof why), P8_EINVAL);
        ASSERT_STR_EQ(why, bad[i].why);
        ASSERT_EQ(p8_trace_diff(ok, bad[i].text, why, sizeof why), P8_EINVAL);
        ASSERT_EQ(why[0], 'B');
    }
    ASSERT_EQ(p8_trace_diff(ok, ok, why, sizeof why), 0);
    ASSERT_EQ(p8_trace_diff(NULL, ok, why, sizeof why), P8_EINVAL);
    ASSERT_EQ(p8_trace_diff(ok, NULL, why, sizeof why), P8_EINVAL);
    {   /* more fields than a trace line has */
        char many[2048] = "{\"type\":\"event\"";
        for (i = 0; i < 45; i++) sprintf(many + strlen(many), ",\"f%u\":1", (unsigned)i);
        strcat(many, "}");
        ASSERT_EQ(p8_trace_diff(many, ok, why, sizeof why), P8_EINVAL);
        ASSERT_STR_EQ(why, "A: more than 40 fields");
    }
}

/* A deepening run's event lines carry its pass's bound (IDDFS: a depth): a number on every
 * line, never decreasing, at least the line's g, the last one the result's P8_STAT_BOUND. */
typedef struct text_buf { char *p; size_t len; } text_buf;
static int append_text(const char *data, size_t len, void *ud) {
    text_buf *t = ud;
    char *np = realloc(t->p, t->len + len + 1);
    if (!np) return -1;
    memcpy(np + t->len, data, len);
    t->len += len;
    np[t->len] = '\0';
    t->p = np;
    return 0;
}

static long field_number(const char *line, const char *name) {
    const char *f = strstr(line, name);
    return f && f[strlen(name)] >= '0' && f[strlen(name)] <= '9' ? strtol(f + strlen(name), NULL, 10)
                                                               : -1;
}

static void test_bound_lines(void) {
    p8_board *b = mk("1 2 3 4 5 6 0 7 8");
    p8_search *s = NULL;
    p8_result *r = NULL;
    text_buf t = { NULL, 0 };
    const char *line;
    long last = -1, events = 0, bad = 0;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_IDDFS), P8_OK);
    ASSERT_EQ(p8_trace_run(s, b, NULL, append_text, &t, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 2);
    for (line = t.p; line && *line; line = strchr(line, '\n') + 1) {
        long bound = field_number(line, "\"bound\":"), g = field_number(line, "\"g\":");
        if (strncmp(line, "{\"type\":\"event\"", 15) != 0) continue;
        events++;
        if (bound < 0 || bound < last || g > bound) bad++;
        last = bound;
    }
    ASSERT_TRUE(events > 5);
    ASSERT_EQ(bad, 0);
    ASSERT_EQ_U64((uint64_t)last, p8_result_stat(r, P8_STAT_BOUND));
    ASSERT_EQ_U64(p8_result_stat(r, P8_STAT_BOUND), 2);
    free(t.p);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
}

int main(void) {
    RUN(test_header);
    RUN(test_summary);
    RUN(test_event_lines);
    RUN(test_bound_lines);
    RUN(test_diff_planted);
    RUN(test_diff_reasons);
    RUN(test_diff_malformed);
    return TEST_REPORT();
}
