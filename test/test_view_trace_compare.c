/* SPDX-License-Identifier: MIT */
/*
 * test_view_trace_compare.c - p8_trace_compare, the whole-trace comparison for graders (issue
 * 24.2): a student's hand-written search (student_search.h) that follows the conventions agrees
 * with the library byte for byte, BFS and A*, on boards a few moves from the goal; each planted
 * mistake gets its own diagnosis, with the first differing line of each file and its number;
 * events only leaves a pushed goal's summary out; the line numbers count skipped lines; bad
 * input gets exact codes (P8_EINVAL with P8_DIAG_NOT_A_TRACE and where, a reader's own return).
 */
#include "puzzle8.h"
#include "student_search.h"
#include "support.h"
#include "test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint8_t goal[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };

/* How many seeded boards a sweep takes: n, or half of n in the quick form (P8_TEST_QUICK=1:
 * valgrind, asan, coverage), where every mistake still shows on at least 5 of them. */
static uint64_t seeds(uint64_t n) {
    return test_level() == 0 ? n / 2 : n;
}

/* A reader over a text in memory, line by line. */
typedef struct text_reader {
    const char *p;
    int calls_after_end, fail_at; /* fail_at > 0: the fail_at-th call returns fail_rc (0: -77) */
    int fail_rc;
    int calls;
} text_reader;

static int read_text(const char **line, size_t *len, void *ud) {
    text_reader *r = ud;
    const char *nl;
    if (++r->calls == r->fail_at) return r->fail_rc ? r->fail_rc : -77;
    if (!r->p || !*r->p) {
        *line = NULL;
        r->calls_after_end++;
        return 0;
    }
    nl = strchr(r->p, '\n');
    *line = r->p;
    *len = nl ? (size_t)(nl - r->p + 1) : strlen(r->p);
    r->p += *len;
    return 0;
}

static int collect(const char *data, size_t len, void *ud) {
    student_text *t = ud;
    char buf[512];
    while (len > 0) {
        size_t n = len < sizeof buf - 1 ? len : sizeof buf - 1;
        memcpy(buf, data, n);
        buf[n] = '\0';
        student_put(t, buf);
        data += n;
        len -= n;
    }
    return 0;
}

/* The library's trace of algorithm alg (frontier -1: its own) from start. */
static void reference(const uint8_t start[9], int alg, int frontier, student_text *t) {
    p8_search *s;
    p8_board *b;
    p8_result *r = NULL;
    t->len = 0;
    if (t->text) t->text[0] = '\0';
    if (p8_search_new(&s) != P8_OK || p8_board_new(start, &b) != P8_OK) exit(2);
    p8_search_set_algorithm(s, alg);
    if (frontier >= 0) p8_search_set_frontier(s, frontier);
    p8_trace_run(s, b, NULL, collect, t, &r);
    p8_result_free(r);
    p8_board_free(b);
    p8_search_free(s);
}

/* Line n (from 1) of text, without its "\n", in a static buffer ("" past the end). */
static const char *line_of(const char *text, uint64_t n) {
    static char buf[1024];
    const char *p = text, *nl;
    size_t len;
    while (--n > 0 && p && (p = strchr(p, '\n')) != NULL) p++;
    if (!p) return "";
    nl = strchr(p, '\n');
    len = nl ? (size_t)(nl - p) : strlen(p);
    if (len >= sizeof buf) len = sizeof buf - 1;
    memcpy(buf, p, len);
    buf[len] = '\0';
    return buf;
}

/* Compare a and b with flags: the diagnosis (and the comparison in *out if out is not NULL). */
static int compare(const char *a, const char *b, unsigned flags, p8_trace_comparison **out) {
    text_reader ra = { 0 }, rb = { 0 };
    p8_trace_comparison *c = NULL;
    int rc, d;
    ra.p = a;
    rb.p = b;
    rc = p8_trace_compare(read_text, &ra, read_text, &rb, flags, &c);
    ASSERT_TRUE(rc == P8_OK || rc == P8_EINVAL);
    ASSERT_TRUE(c != NULL);
    ASSERT_TRUE(ra.calls_after_end <= 1 && rb.calls_after_end <= 1);
    if (!c) return -100;
    d = p8_trace_comparison_diagnosis(c);
    ASSERT_TRUE(p8_trace_comparison_why(c) != NULL && strlen(p8_trace_comparison_why(c)) < 400);
    /* the lines given are the lines at the numbers given */
    if (p8_trace_comparison_line(c, 0))
        ASSERT_STR_EQ(p8_trace_comparison_line(c, 0), line_of(a, p8_trace_comparison_line_number(c, 0)));
    if (p8_trace_comparison_line(c, 1))
        ASSERT_STR_EQ(p8_trace_comparison_line(c, 1), line_of(b, p8_trace_comparison_line_number(c, 1)));
    if (out) *out = c;
    else p8_trace_comparison_free(c);
    return d;
}

/* Boards a few moves from the goal: a walk of `moves` random moves (no undo) from the goal. */
static void walk(uint64_t seed, int moves, uint8_t out[9]) {
    int last = -1, i = 0;
    memcpy(out, goal, 9);
    while (i < moves) {
        int m, b = 0, to;
        seed = seed * 6364136223846793005u + 1442695040888963407u;
        m = (int)(seed >> 62);
        while (out[b]) b++;
        to = m == 0 ? (b >= 3 ? b - 3 : -1) : m == 1 ? (b < 6 ? b + 3 : -1)
           : m == 2 ? (b % 3 ? b - 1 : -1) : (b % 3 < 2 ? b + 1 : -1);
        if (to < 0 || (last >= 0 && (m ^ 1) == last)) continue;
        out[b] = out[to];
        out[to] = 0;
        last = m;
        i++;
    }
}

static student_text ref, stu;

static int planted(const uint8_t start[9], int alg, int flags, unsigned cmp_flags,
                   p8_trace_comparison **out) {
    reference(start, alg, -1, &ref);
    stu.len = 0;
    if (stu.text) stu.text[0] = '\0';
    if (student_search(start, goal, alg == P8_ALG_ASTAR, flags, &stu) < 0) return -200;
    return compare(ref.text, stu.text, cmp_flags, out);
}

/* A correct student agrees with the library, events and summary, BFS and A*. */
static void test_correct_student_agrees(void) {
    uint64_t seed;
    for (seed = 1; seed <= seeds(40); seed++) {
        uint8_t start[9];
        p8_trace_comparison *c = NULL;
        int d;
        walk(seed, 4 + (int)(seed % 9), start);
        d = planted(start, P8_ALG_BFS, 0, P8_COMPARE_NO_HEADER, &c);
        ASSERT_EQ(d, P8_DIAG_AGREE);
        if (d != P8_DIAG_AGREE && c) fprintf(stderr, "  BFS seed %d: %s\n", (int)seed, p8_trace_comparison_why(c));
        if (c) {
            ASSERT_EQ(p8_trace_comparison_line_number(c, 1) + 1, p8_trace_comparison_line_number(c, 0));
            ASSERT_TRUE(p8_trace_comparison_line(c, 0) == NULL);
            ASSERT_STR_EQ(p8_trace_comparison_why(c), "the traces agree");
        }
        p8_trace_comparison_free(c);
        d = planted(start, P8_ALG_ASTAR, 0, P8_COMPARE_NO_HEADER, &c);
        ASSERT_EQ(d, P8_DIAG_AGREE);
        if (d != P8_DIAG_AGREE && c) fprintf(stderr, "  A* seed %d: %s\n", (int)seed, p8_trace_comparison_why(c));
        p8_trace_comparison_free(c);
    }
}

/* Each planted mistake, on every board where it shows, gets its diagnosis. */
static void test_planted_mistakes(void) {
    static const struct {
        int alg, flags, diagnosis;
    } cases[] = {
        { P8_ALG_BFS, STUDENT_STACK, P8_DIAG_STACK_FOR_QUEUE },
        { P8_ALG_BFS, STUDENT_UNDO, P8_DIAG_UNDO_MOVE },
        { P8_ALG_ASTAR, STUDENT_UNDO, P8_DIAG_UNDO_MOVE },
        { P8_ALG_BFS, STUDENT_GOAL_LATE, P8_DIAG_GOAL_TESTED_LATE },
        { P8_ALG_BFS, STUDENT_GOAL_PUSHED, P8_DIAG_GOAL_PUSHED },
        { P8_ALG_ASTAR, STUDENT_H_BLANK, P8_DIAG_HEURISTIC_BLANK },
        { P8_ALG_ASTAR, STUDENT_TIE, P8_DIAG_TIE_BREAK },
        { P8_ALG_BFS, STUDENT_NO_DUP, P8_DIAG_NO_DUPLICATE_CHECK },
        { P8_ALG_ASTAR, STUDENT_NO_DUP, P8_DIAG_NO_DUPLICATE_CHECK },
        { P8_ALG_BFS, STUDENT_WRONG_G, P8_DIAG_WRONG_G },
        { P8_ALG_ASTAR, STUDENT_WRONG_G, P8_DIAG_WRONG_G },
    };
    size_t k;
    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        uint64_t seed;
        int shown = 0;
        for (seed = 1; seed <= seeds(30); seed++) {
            uint8_t start[9];
            p8_trace_comparison *c = NULL;
            int d;
            walk(seed, cases[k].alg == P8_ALG_ASTAR ? 14 + (int)(seed % 10) : 6 + (int)(seed % 7),
                 start);
            d = planted(start, cases[k].alg, cases[k].flags, P8_COMPARE_NO_HEADER, &c);
            if (d == P8_DIAG_AGREE) { /* the mistake did not show on this board */
                p8_trace_comparison_free(c);
                continue;
            }
            shown++;
            ASSERT_EQ(d, cases[k].diagnosis);
            if (d != cases[k].diagnosis && c)
                fprintf(stderr, "  case %d seed %d: %s: %s\n", (int)k, (int)seed,
                        p8_trace_diagnosis_name(d), p8_trace_comparison_why(c));
            ASSERT_TRUE(strlen(p8_trace_diagnosis_hint(d)) > 10);
            p8_trace_comparison_free(c);
        }
        ASSERT_TRUE(shown >= 5); /* the mistake shows on many boards */
        if (shown < 5) fprintf(stderr, "  case %d shown %d times\n", (int)k, shown);
    }
}

/* The sentences and line numbers of two mistakes on one board, exactly. */
static void test_sentences(void) {
    static const uint8_t start[9] = { 1, 2, 3, 4, 0, 6, 7, 5, 8 };
    p8_trace_comparison *c = NULL;
    ASSERT_EQ(planted(start, P8_ALG_BFS, STUDENT_STACK, P8_COMPARE_NO_HEADER, &c),
              P8_DIAG_STACK_FOR_QUEUE);
    ASSERT_STR_EQ(p8_trace_comparison_why(c), "B expands 123460758 (id 4, the newest open node) "
                  "where A expands 103426758 (id 1, the oldest): a stack (LIFO) where A uses a "
                  "queue (FIFO)");
    ASSERT_EQ(p8_trace_comparison_line_number(c, 0), 7); /* A's header is line 1 */
    ASSERT_EQ(p8_trace_comparison_line_number(c, 1), 6);
    ASSERT_EQ(p8_trace_comparison_events(c), 5);
    ASSERT_STR_EQ(p8_trace_diagnosis_name(P8_DIAG_STACK_FOR_QUEUE), "stack-for-queue");
    p8_trace_comparison_free(c);
    ASSERT_EQ(planted(start, P8_ALG_BFS, STUDENT_UNDO, P8_COMPARE_NO_HEADER, &c), P8_DIAG_UNDO_MOVE);
    ASSERT_STR_EQ(p8_trace_comparison_why(c), "B generates 123406758 by move D from 103426758 "
                  "(id 1): that is its parent again, the undo move, which A never generates");
    p8_trace_comparison_free(c);
    ASSERT_EQ(planted(start, P8_ALG_BFS, STUDENT_GOAL_LATE, P8_COMPARE_NO_HEADER, &c),
              P8_DIAG_GOAL_TESTED_LATE);
    ASSERT_EQ(p8_trace_comparison_line_number(c, 0), 13);
    ASSERT_STR_EQ(p8_trace_comparison_line(c, 0), line_of(ref.text, 13));
    p8_trace_comparison_free(c);
    /* A's h is the blank's part here: B's, twice A's, may as well be a heuristic scaled up */
    ASSERT_EQ(planted(start, P8_ALG_ASTAR, STUDENT_H_BLANK, P8_COMPARE_NO_HEADER, &c),
              P8_DIAG_HEURISTIC);
    ASSERT_STR_EQ(p8_trace_comparison_why(c), "different h for state 123406758: A 2, B 4; B's is "
                  "twice A's, or A's plus 2, the blank's own part (B doubles h, or counts the "
                  "blank as a tile)");
    p8_trace_comparison_free(c);
}

/* A copy of text (malloc'd) with the first `from` in line n (from 1) replaced by `to`. */
static char *edit_line(const char *text, int n, const char *from, const char *to) {
    const char *p = text, *at;
    char *out;
    size_t lf = strlen(from), lt = strlen(to), len = strlen(text);
    while (--n > 0) p = strchr(p, '\n') + 1;
    at = strstr(p, from);
    ASSERT_TRUE(at != NULL && at < strchr(p, '\n'));
    out = malloc(len - lf + lt + 1);
    if (!out || !at) exit(2);
    memcpy(out, text, (size_t)(at - text));
    memcpy(out + (at - text), to, lt);
    memcpy(out + (at - text) + lt, at + lf, len - (size_t)(at - text) - lf + 1);
    return out;
}

/* A copy of text (malloc'd) with lines n and n + 1 (from 1) swapped. */
static char *swap_lines(const char *text, int n) {
    const char *p = text, *q, *end;
    char *out = malloc(strlen(text) + 1);
    size_t l1, l2;
    if (!out) exit(2);
    while (--n > 0) p = strchr(p, '\n') + 1;
    q = strchr(p, '\n') + 1;
    end = strchr(q, '\n') + 1;
    l1 = (size_t)(q - p);
    l2 = (size_t)(end - q);
    memcpy(out, text, (size_t)(p - text));
    memcpy(out + (p - text), q, l2);
    memcpy(out + (p - text) + l2, p, l1);
    strcpy(out + (end - text), end);
    return out;
}

/* The rules that read one field of two event lines, each on the library's A* trace from
 * 1 2 3 4 0 6 7 5 8 (line 1 the header, 2 the start's expand, 3-6 its four successors U D L R,
 * 7 the expand of 123456708) with one line of B edited: the sentence and the lines, exactly. */
static void test_field_rules(void) {
    static const uint8_t start[9] = { 1, 2, 3, 4, 0, 6, 7, 5, 8 };
    static const struct {
        int line;
        const char *from, *to;
        int diagnosis;
        const char *why; /* NULL: not checked here */
    } cases[] = {
        { 3, "\"key\":4", "\"key\":5", P8_DIAG_KEY, NULL },
        { 3, "\"id\":1", "\"id\":7", P8_DIAG_NUMBERING, NULL },
        { 4, "\"parent\":0", "\"parent\":1", P8_DIAG_NUMBERING, NULL },
        { 3, "\"id\":1", "\"id\":null", P8_DIAG_EXTRA_DUPLICATE,
          "B drops 103426758 as a duplicate, A keeps it (id 1): a repeated state is a duplicate "
          "only when its g is no larger" },
        { 5, "\"event\":\"generate\"", "\"event\":\"duplicate\"", P8_DIAG_EXTRA_DUPLICATE,
          "B drops 123046758 as a duplicate, A keeps it (id 3): a repeated state is a duplicate "
          "only when its g is no larger" },
        /* a field no rule reads: p8_trace_diff's sentence */
        { 3, "\"side\":0", "\"side\":1", P8_DIAG_OTHER, "different side for generate of 103426758 (g 1, h 3, key 4): A 0, B 1" },
        { 7, "\"h\":1", "\"h\":4", P8_DIAG_HEURISTIC, NULL }, /* +1 would be the blank's part */
        { 7, "\"h\":1", "\"h\":2", P8_DIAG_HEURISTIC, NULL }, /* twice, or the blank's part */
        /* an h that is not a whole number below 10^9 is never the blank's part */
        { 3, "\"h\":3", "\"h\":\"4\"", P8_DIAG_HEURISTIC, NULL },
        { 3, "\"h\":3", "\"h\":4.0", P8_DIAG_HEURISTIC, NULL },
        { 3, "\"h\":3", "\"h\":4e0", P8_DIAG_HEURISTIC, NULL },
        { 3, "\"h\":3", "\"h\":1000000004", P8_DIAG_HEURISTIC, NULL },
        /* a goal that is not the state just generated, or after an expansion: no goal test rule */
        { 9, "\"event\":\"generate\"", "\"event\":\"goal\"", P8_DIAG_OTHER, NULL },
        { 8, "\"event\":\"generate\"", "\"event\":\"goal\"", P8_DIAG_OTHER, NULL },
        /* a state that is not 9 digits: p8_trace_diff's sentence */
        { 3, "\"state\":\"103426758\"", "\"state\":\"10342675\"", P8_DIAG_OTHER, NULL },
        /* summaries: the goal pushed (max_frontier one more after the goal), or another count */
        { 11, "\"max_frontier\":5", "\"max_frontier\":6", P8_DIAG_GOAL_PUSHED, NULL },
        { 11, "\"max_frontier\":5", "\"max_frontier\":7", P8_DIAG_SUMMARY, NULL },
        { 11, "\"max_frontier\":5", "\"max_frontier\":\"6\"", P8_DIAG_SUMMARY, NULL },
        { 11, "\"expanded\":2", "\"expanded\":3", P8_DIAG_SUMMARY, NULL },
    };
    size_t k;
    reference(start, P8_ALG_ASTAR, -1, &ref);
    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char *b = edit_line(ref.text, cases[k].line, cases[k].from, cases[k].to);
        p8_trace_comparison *c = NULL;
        ASSERT_EQ(compare(ref.text, b, 0, &c), cases[k].diagnosis);
        ASSERT_EQ(p8_trace_comparison_line_number(c, 0), (uint64_t)cases[k].line);
        ASSERT_EQ(p8_trace_comparison_line_number(c, 1), (uint64_t)cases[k].line);
        ASSERT_EQ(p8_trace_comparison_events(c), (uint64_t)(cases[k].line < 11 ? cases[k].line - 2 : 9));
        if (cases[k].why) ASSERT_STR_EQ(p8_trace_comparison_why(c), cases[k].why);
        p8_trace_comparison_free(c);
        free(b);
    }
    { /* another start: the header says so; without it, the first expansions differ, and with
       * no open node yet the rules of the documented list name them by their keys */
        static const uint8_t other[9] = { 1, 2, 3, 4, 5, 6, 7, 0, 8 };
        student_text b = { 0 };
        p8_trace_comparison *c = NULL;
        reference(other, P8_ALG_ASTAR, -1, &b);
        ASSERT_EQ(compare(ref.text, b.text, 0, NULL), P8_DIAG_CONFIGURATION);
        ASSERT_EQ(compare(ref.text, b.text, P8_COMPARE_NO_HEADER, &c), P8_DIAG_EXPAND_ORDER);
        ASSERT_EQ(p8_trace_comparison_line_number(c, 0), 2);
        ASSERT_EQ(p8_trace_comparison_events(c), 0);
        p8_trace_comparison_free(c);
        free(b.text);
    }
    { /* the successors of a node with a parent in another order: not the undo move either */
        char *b = swap_lines(ref.text, 8);
        ASSERT_EQ(compare(ref.text, b, 0, NULL), P8_DIAG_MOVE_ORDER);
        free(b);
    }
    { /* B has no goal line: it ends where A goes on; and the reverse */
        char *b = edit_line(ref.text, 10, "{\"type\":\"event\",\"event\":\"goal\"", "{\"type\":\"x\"");
        char *p = strstr(b, "{\"type\":\"x\"");
        p8_trace_comparison *c = NULL;
        memmove(p, strchr(p, '\n') + 1, strlen(strchr(p, '\n') + 1) + 1); /* line 10 gone */
        ASSERT_EQ(compare(ref.text, b, 0, &c), P8_DIAG_ENDS_EARLY);
        ASSERT_EQ(p8_trace_comparison_line_number(c, 1), 10); /* B's summary */
        p8_trace_comparison_free(c);
        ASSERT_EQ(compare(b, ref.text, 0, NULL), P8_DIAG_GOES_ON);
        free(b);
    }
    { /* the start's successors in another order */
        char *b = swap_lines(ref.text, 3);
        p8_trace_comparison *c = NULL;
        ASSERT_EQ(compare(ref.text, b, 0, &c), P8_DIAG_MOVE_ORDER);
        ASSERT_STR_EQ(p8_trace_comparison_why(c), "B generates 123456708 (move D) where A "
                      "generates 103426758 (move U), both from the same node: another move order");
        ASSERT_EQ(p8_trace_comparison_line_number(c, 1), 3);
        p8_trace_comparison_free(c);
        free(b);
    }
}

/* The reverse of the planted mistakes: the student's trace as A, the library's as B. */
static void test_reversed_mistakes(void) {
    static const struct {
        int alg, flags, diagnosis;
    } cases[] = {
        { P8_ALG_BFS, STUDENT_GOAL_LATE, P8_DIAG_GOAL_TESTED_EARLY },
        { P8_ALG_BFS, STUDENT_NO_DUP, P8_DIAG_EXTRA_DUPLICATE },
        { P8_ALG_ASTAR, STUDENT_NO_DUP, P8_DIAG_EXTRA_DUPLICATE },
    };
    size_t k;
    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        uint64_t seed;
        int shown = 0;
        for (seed = 1; seed <= seeds(30); seed++) {
            uint8_t start[9];
            p8_trace_comparison *c = NULL;
            int d;
            walk(seed, cases[k].alg == P8_ALG_ASTAR ? 14 + (int)(seed % 10) : 6 + (int)(seed % 7),
                 start);
            reference(start, cases[k].alg, -1, &ref);
            stu.len = 0;
            if (stu.text) stu.text[0] = '\0';
            ASSERT_TRUE(student_search(start, goal, cases[k].alg == P8_ALG_ASTAR, cases[k].flags,
                                       &stu) >= 0);
            d = compare(stu.text, ref.text, P8_COMPARE_NO_HEADER, &c);
            if (d != P8_DIAG_AGREE) {
                shown++;
                ASSERT_EQ(d, cases[k].diagnosis);
                if (d != cases[k].diagnosis && c)
                    fprintf(stderr, "  reversed case %d seed %d: %s: %s\n", (int)k, (int)seed,
                            p8_trace_diagnosis_name(d), p8_trace_comparison_why(c));
            }
            p8_trace_comparison_free(c);
        }
        ASSERT_TRUE(shown >= 5);
    }
}

/* The library's A* trace with heuristic h from start into t. */
static void reference_h(const uint8_t start[9], int alg, int h, student_text *t) {
    p8_search *s;
    p8_board *b;
    p8_result *r = NULL;
    t->len = 0;
    if (t->text) t->text[0] = '\0';
    if (p8_search_new(&s) != P8_OK || p8_board_new(start, &b) != P8_OK) exit(2);
    p8_search_set_algorithm(s, alg);
    p8_search_set_heuristic(s, h);
    p8_trace_run(s, b, NULL, collect, t, &r);
    p8_result_free(r);
    p8_board_free(b);
    p8_search_free(s);
}

/* The header's heuristic and goal shape the rules: under "misplaced" the blank's part is 1; a
 * reference with no header has the default goal; an IDA* successor above the bound (id null
 * and a bound) is not a dropped duplicate. */
static void test_header_shapes_rules(void) {
    static const uint8_t start[9] = { 1, 2, 3, 4, 0, 6, 7, 5, 8 };
    student_text t = { 0 };
    char *b, *nohead;
    /* misplaced: 123406758 has h 2 (tiles 5 and 8); with its misplaced blank counted, 3 */
    reference_h(start, P8_ALG_ASTAR, P8_H_MISPLACED, &t);
    ASSERT_TRUE(strstr(line_of(t.text, 2), "\"h\":2,") != NULL);
    b = edit_line(t.text, 2, "\"h\":2,\"key\":2", "\"h\":3,\"key\":3");
    ASSERT_EQ(compare(t.text, b, 0, NULL), P8_DIAG_HEURISTIC_BLANK);
    free(b);
    b = edit_line(t.text, 2, "\"h\":2,\"key\":2", "\"h\":4,\"key\":4");
    ASSERT_EQ(compare(t.text, b, 0, NULL), P8_DIAG_HEURISTIC);
    free(b);
    /* no header in A: the default goal 123456780, so Manhattan's blank part of 123406758 is 2 */
    reference_h(start, P8_ALG_ASTAR, P8_H_MANHATTAN, &t);
    nohead = strchr(t.text, '\n') + 1;
    b = edit_line(nohead, 5, "\"h\":3,\"key\":4", "\"h\":4,\"key\":5"); /* 123460758: 1 */
    ASSERT_EQ(compare(nohead, b, P8_COMPARE_NO_HEADER, NULL), P8_DIAG_HEURISTIC_BLANK);
    free(b);
    b = edit_line(nohead, 1, "\"h\":2,\"key\":2", "\"h\":4,\"key\":4"); /* twice, or the blank */
    ASSERT_EQ(compare(nohead, b, P8_COMPARE_NO_HEADER, NULL), P8_DIAG_HEURISTIC);
    free(b);
    /* IDA*: a successor above the bound is reported with id null and a bound */
    reference_h(start, P8_ALG_IDASTAR, P8_H_MANHATTAN, &t);
    {
        const char *cut = strstr(t.text, "\"id\":null");
        int n = 1;
        const char *p;
        ASSERT_TRUE(cut != NULL);
        for (p = t.text; p < cut; p++) n += *p == '\n';
        b = edit_line(t.text, n, "\"id\":null", "\"id\":99");
        ASSERT_EQ(compare(t.text, b, 0, NULL), P8_DIAG_NUMBERING);
        free(b);
    }
    free(t.text);
    ASSERT_TRUE(p8_trace_diagnosis_hint(-1) == NULL);
    ASSERT_TRUE(p8_trace_diagnosis_hint(P8_DIAG_NOT_A_TRACE + 1) == NULL);
}

/* A's nodes are followed by id only while the ids run 0, 1, 2, ... in creation order: with a
 * successor numbered otherwise (in both traces, so they still agree there), the rules that need
 * A's nodes (which node is the oldest or newest open one) do not fire, and the stack that
 * test_sentences names is only two expansions of the same key. */
static void test_unfollowed_ids(void) {
    static const uint8_t start[9] = { 1, 2, 3, 4, 0, 6, 7, 5, 8 };
    char *a, *b;
    p8_trace_comparison *c = NULL;
    reference(start, P8_ALG_BFS, -1, &ref);
    stu.len = 0;
    if (stu.text) stu.text[0] = '\0';
    ASSERT_TRUE(student_search(start, goal, 0, STUDENT_STACK, &stu) >= 0);
    a = edit_line(ref.text, 3, "\"id\":1", "\"id\":9"); /* line 1 is A's header */
    b = edit_line(stu.text, 2, "\"id\":1", "\"id\":9");
    ASSERT_EQ(compare(a, b, P8_COMPARE_NO_HEADER, &c), P8_DIAG_TIE_BREAK);
    ASSERT_EQ(p8_trace_comparison_line_number(c, 0), 7); /* where the stack shows */
    p8_trace_comparison_free(c);
    ASSERT_EQ(compare(ref.text, stu.text, P8_COMPARE_NO_HEADER, NULL), P8_DIAG_STACK_FOR_QUEUE);
    free(a);
    free(b);
}

/* Lines that agree are followed for the diagnoses as far as they can be (ids that are not whole
 * numbers below 2^32 - 1, a state that is not 9 digits, an expand with no id, a header value too
 * long to keep, a line longer than the first buffer): a trace compared with itself agrees,
 * every event line counted. */
static void test_odd_lines_agree(void) {
    static const char *const events[] = {
        "\"id\":\"0\",\"state\":\"123456780\"", "\"id\":12345678901,\"state\":\"123456780\"",
        "\"id\":1.5,\"state\":\"123456780\"", "\"id\":4294967295,\"state\":\"123456780\"",
        "\"id\":0,\"state\":\"12345678\"", "\"id\":0", "\"id\":null,\"state\":\"123456780\"",
        "\"id\":0,\"parent\":\"x\",\"state\":\"123456780\"", "\"id\":1e0,\"state\":\"123456780\"",
    };
    char text[2048], pad[400], quoted[404];
    size_t k;
    memset(pad, 'x', sizeof pad - 1);
    pad[sizeof pad - 1] = '\0';
    snprintf(quoted, sizeof quoted, "\"%s\"", pad);
    for (k = 0; k < sizeof events / sizeof events[0]; k++) {
        int e;
        for (e = 0; e < 3; e++) {
            p8_trace_comparison *c = NULL;
            snprintf(text, sizeof text,
                     "{\"type\":\"header\",\"goal\":%s,\"heuristic\":\"manhattan\"}\n"
                     "{\"type\":\"event\",\"event\":\"%s\",%s}\n"
                     "{\"type\":\"event\",\"event\":\"generate\",\"id\":1,\"parent\":0,"
                     "\"state\":\"123456708\",\"note\":\"%s\"}\n{\"type\":\"summary\"}\n",
                     e == 0 ? quoted : e == 1 ? "\"123456780\"" : "5", e ? "expand" : "generate",
                     events[k], pad);
            ASSERT_EQ(compare(text, text, 0, &c), P8_DIAG_AGREE);
            ASSERT_EQ(p8_trace_comparison_events(c), 2);
            ASSERT_EQ(p8_trace_comparison_line_number(c, 0), 4);
            p8_trace_comparison_free(c);
        }
    }
}

/* Events only: a pushed goal agrees; the header flag alone still compares the summary. */
static void test_events_only(void) {
    uint8_t start[9];
    walk(3, 8, start);
    ASSERT_EQ(planted(start, P8_ALG_BFS, STUDENT_GOAL_PUSHED, P8_COMPARE_NO_HEADER, NULL),
              P8_DIAG_GOAL_PUSHED);
    ASSERT_EQ(planted(start, P8_ALG_BFS, STUDENT_GOAL_PUSHED, P8_COMPARE_EVENTS_ONLY, NULL),
              P8_DIAG_AGREE);
    /* without a flag, the student's missing header is a difference */
    ASSERT_EQ(planted(start, P8_ALG_BFS, 0, 0, NULL), P8_DIAG_OTHER);
    /* the library against itself with its header */
    reference(start, P8_ALG_BFS, -1, &ref);
    ASSERT_EQ(compare(ref.text, ref.text, 0, NULL), P8_DIAG_AGREE);
}

/* A queue for a stack: the library's DFS against its own BFS-ordered twin. */
static void test_queue_for_stack(void) {
    uint8_t start[9];
    student_text dfs = { 0 };
    p8_trace_comparison *c = NULL;
    walk(5, 10, start);
    reference(start, P8_ALG_DFS, -1, &dfs);
    reference(start, P8_ALG_DFS, P8_FRONTIER_FIFO, &ref);
    ASSERT_EQ(compare(dfs.text, ref.text, P8_COMPARE_NO_HEADER, &c), P8_DIAG_QUEUE_FOR_STACK);
    ASSERT_EQ(compare(dfs.text, ref.text, 0, NULL), P8_DIAG_CONFIGURATION);
    p8_trace_comparison_free(c);
    free(dfs.text);
}

/* One trace ends early or goes on; lines cut from the student's trace. */
static void test_lengths(void) {
    static const uint8_t start[9] = { 1, 2, 3, 4, 0, 6, 7, 5, 8 };
    p8_trace_comparison *c = NULL;
    char *cut;
    reference(start, P8_ALG_BFS, -1, &ref);
    cut = malloc(ref.len + 1);
    memcpy(cut, ref.text, ref.len + 1);
    *strrchr(cut, '{') = '\0'; /* without the summary */
    ASSERT_EQ(compare(ref.text, cut, 0, &c), P8_DIAG_ENDS_EARLY);
    ASSERT_STR_EQ(p8_trace_comparison_why(c), "B ends after 13 lines, A goes on");
    ASSERT_EQ(p8_trace_comparison_line_number(c, 0), 14);
    ASSERT_EQ(p8_trace_comparison_line_number(c, 1), 14);
    ASSERT_TRUE(p8_trace_comparison_line(c, 1) == NULL);
    p8_trace_comparison_free(c);
    ASSERT_EQ(compare(cut, ref.text, 0, NULL), P8_DIAG_GOES_ON);
    ASSERT_EQ(compare(cut, ref.text, P8_COMPARE_EVENTS_ONLY, NULL), P8_DIAG_AGREE);
    free(cut);
}

/* Bad input: exact codes. */
static void test_bad_input(void) {
    static const char *const bad[] = { "", "{\"type\":\"event\"", "[1]", "{\"type\":\"other\"}",
                                       "{\"type\":\"event\",\"x\":tru}" };
    text_reader ra = { 0 }, rb = { 0 };
    p8_trace_comparison *c = (p8_trace_comparison *)&ra;
    char text[2048];
    size_t i;
    reference(goal, P8_ALG_BFS, -1, &ref);
    ASSERT_EQ(p8_trace_compare(NULL, &ra, read_text, &rb, 0, &c), P8_EINVAL);
    ASSERT_TRUE(c == NULL);
    ASSERT_EQ(p8_trace_compare(read_text, &ra, NULL, &rb, 0, &c), P8_EINVAL);
    ASSERT_EQ(p8_trace_compare(read_text, &ra, read_text, &rb, 0, NULL), P8_EINVAL);
    ASSERT_EQ(p8_trace_compare(read_text, &ra, read_text, &rb, 8, &c), P8_EINVAL);
    ASSERT_TRUE(c == NULL);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(text, sizeof text, "%s\n%s\n", line_of(ref.text, 1), bad[i]);
        ra.p = ref.text;
        rb.p = text;
        ra.calls = rb.calls = 0;
        ASSERT_EQ(p8_trace_compare(read_text, &ra, read_text, &rb, 0, &c), P8_EINVAL);
        ASSERT_TRUE(c != NULL);
        ASSERT_EQ(p8_trace_comparison_diagnosis(c), P8_DIAG_NOT_A_TRACE);
        ASSERT_EQ(p8_trace_comparison_line_number(c, 1), 2);
        ASSERT_TRUE(strncmp(p8_trace_comparison_why(c), "B line 2: ", 10) == 0);
        ASSERT_STR_EQ(p8_trace_comparison_line(c, 1), bad[i]);
        ASSERT_TRUE(p8_trace_comparison_line(c, 0) == NULL);
        p8_trace_comparison_free(c);
    }
    /* a reader's own failure comes back unchanged, with no comparison */
    ra.p = ref.text;
    rb.p = ref.text;
    ra.calls = rb.calls = 0;
    rb.fail_at = 2;
    ASSERT_EQ(p8_trace_compare(read_text, &ra, read_text, &rb, 0, &c), -77);
    ASSERT_TRUE(c == NULL);
    /* ... also when it is P8_EINVAL: no comparison, not a line that is not a trace line */
    ra.p = ref.text;
    rb.p = ref.text;
    ra.calls = rb.calls = 0;
    rb.fail_at = 0;
    ra.fail_at = 3;
    ra.fail_rc = P8_EINVAL;
    c = (p8_trace_comparison *)&ra;
    ASSERT_EQ(p8_trace_compare(read_text, &ra, read_text, &rb, 0, &c), P8_EINVAL);
    ASSERT_TRUE(c == NULL);
    ra.fail_at = 0;
    /* getters on NULL */
    ASSERT_EQ(p8_trace_comparison_diagnosis(NULL), P8_EINVAL);
    ASSERT_TRUE(p8_trace_comparison_why(NULL) == NULL);
    ASSERT_EQ(p8_trace_comparison_line_number(NULL, 0), 0);
    ASSERT_TRUE(p8_trace_comparison_line(NULL, 0) == NULL);
    ASSERT_EQ(p8_trace_comparison_events(NULL), 0);
    ASSERT_TRUE(p8_trace_diagnosis_name(-1) == NULL);
    ASSERT_TRUE(p8_trace_diagnosis_name(P8_DIAG_NOT_A_TRACE + 1) == NULL);
    ASSERT_STR_EQ(p8_trace_diagnosis_hint(P8_DIAG_AGREE), "");
    p8_trace_comparison_free(NULL);
}

/* A reader that gives one line with a NUL byte in it. */
static int read_nul(const char **line, size_t *len, void *ud) {
    int *calls = ud;
    static const char text[] = "{\"type\":\0\"x\"}";
    if ((*calls)++) return *line = NULL, 0;
    *line = text;
    *len = sizeof text - 1;
    return 0;
}

static void test_nul_byte(void) {
    text_reader ra = { 0 };
    int calls = 0;
    p8_trace_comparison *c = NULL;
    reference(goal, P8_ALG_BFS, -1, &ref);
    ra.p = ref.text;
    ASSERT_EQ(p8_trace_compare(read_text, &ra, read_nul, &calls, 0, &c), P8_EINVAL);
    ASSERT_EQ(p8_trace_comparison_diagnosis(c), P8_DIAG_NOT_A_TRACE);
    ASSERT_STR_EQ(p8_trace_comparison_why(c), "B line 1: a NUL byte at column 9");
    p8_trace_comparison_free(c);
}

/* Every name is the P8_DIAG_ name in lower case, every hint one line. */
static void test_names(void) {
    static const char *const names[] = {
        "agree", "other", "configuration", "summary", "ends-early", "goes-on", "stack-for-queue",
        "queue-for-stack", "undo-move", "goal-tested-late", "goal-tested-early", "goal-pushed",
        "heuristic-blank", "heuristic", "tie-break", "no-duplicate-check", "extra-duplicate",
        "wrong-g", "move-order", "expand-order", "key", "numbering", "not-a-trace"
    };
    int d;
    for (d = 0; d <= P8_DIAG_NOT_A_TRACE; d++) {
        ASSERT_STR_EQ(p8_trace_diagnosis_name(d), names[d]);
        ASSERT_TRUE(strchr(p8_trace_diagnosis_hint(d), '\n') == NULL);
    }
}

int main(void) {
    RUN(test_correct_student_agrees);
    RUN(test_planted_mistakes);
    RUN(test_sentences);
    RUN(test_field_rules);
    RUN(test_reversed_mistakes);
    RUN(test_unfollowed_ids);
    RUN(test_header_shapes_rules);
    RUN(test_odd_lines_agree);
    RUN(test_events_only);
    RUN(test_queue_for_stack);
    RUN(test_lengths);
    RUN(test_bad_input);
    RUN(test_nul_byte);
    RUN(test_names);
    free(ref.text);
    free(stu.text);
    return TEST_REPORT();
}
