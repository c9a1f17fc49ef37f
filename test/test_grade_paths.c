/* SPDX-License-Identifier: MIT */
/*
 * test_grade_paths.c - the grader's paths the other grade tests do not walk: which mistakes
 * apply and which configurations are optimal under every preset and its variants; the
 * reference's configuration in the errors' words; a reference with a heuristic function of the
 * caller's (its mistakes' heuristics built on it); every kind of UTF-8 and of control character
 * a submission may print, quoted; how a run ended for each signal named; the standard error's
 * last lines; the trace comparison's sentences for a student (P8_COMPARE_STUDENT).
 * Last line: "N passed, N failed".
 */
#include "grade_support.h"

#include <stdlib.h>

static p8_grade *grader_of(p8_search *s, int check) {
    p8_grade *g = NULL;
    ASSERT_EQ(p8_grade_new(s, NULL, &g), P8_OK);
    p8_grade_set_check(g, check);
    return g;
}

static int applies(p8_search *s, int check, int m) {
    p8_grade *g = grader_of(s, check);
    int a = p8_grade_applies(g, m);
    p8_grade_free(g);
    return a;
}

/* The optimal part of a solution verdict on a board two moves away: checked or not. */
static int optimal_checked(p8_search *s) {
    p8_grade *g = grader_of(s, P8_GRADE_SOLUTION);
    p8_board *b = mk("123405786");
    p8_grade_verdict *v = NULL;
    int part = -1;
    if (p8_grade_judge(g, b, "R D\n", 4, P8_END_EXITED, 0, NULL, 0, &v) == P8_OK)
        part = p8_grade_verdict_part(v, P8_PART_OPTIMAL);
    else
        fprintf(stderr, "judge failed: %s\n", p8_grade_errmsg(g));
    p8_grade_verdict_free(v);
    p8_board_free(b);
    p8_grade_free(g);
    return part != P8_GRADE_UNCHECKED;
}

static void test_applies_and_optimal(void) {
    static const int optimal[11] = { 1, 0, 1, 0, 1, 1, 1, 1, 0, 1, 1 };
    p8_search *s;
    int alg, m, check, n = 0;
    p8_search_new(&s);
    for (alg = 0; alg < 11; alg++) {
        p8_search_set_algorithm(s, alg);
        ASSERT_EQ(optimal_checked(s), optimal[alg]);
        for (check = 0; check < 2; check++)
            for (m = 0; m < P8_GRADE_MISTAKES; m++) n += applies(s, check, m);
    }
    ASSERT_TRUE(n > 100);
    /* the frontier's mistakes follow the reference's frontier */
    p8_search_set_algorithm(s, P8_ALG_BFS);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_STACK_FOR_QUEUE), 1);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_QUEUE_FOR_STACK), 0);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_TIE_BREAK_NEWEST), 0);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_EXPANDED_COUNTS_GOAL), 0); /* tested when generated */
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_HEURISTIC_SCALED), 0);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_G_OFF_BY_ONE), 1);
    ASSERT_EQ(applies(s, 1, P8_MISTAKE_G_OFF_BY_ONE), 0);
    p8_search_set_algorithm(s, P8_ALG_DFS);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_QUEUE_FOR_STACK), 1);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_NO_REOPEN), 0);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_NO_DEPTH_LIMIT), 0);
    p8_search_set_limit(s, P8_LIMIT_DEPTH, 9);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_NO_DEPTH_LIMIT), 1);
    p8_search_set_limit(s, P8_LIMIT_DEPTH, P8_LIMIT_NONE);
    p8_search_set_algorithm(s, P8_ALG_GREEDY);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_TIE_BREAK_OLDEST), 0); /* the key decides h */
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_TIE_BREAK_NEWEST), 1);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_HEURISTIC_SCALED), 1);
    ASSERT_EQ(applies(s, 1, P8_MISTAKE_HEURISTIC_SCALED), 0); /* 2h orders as h */
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_NO_REOPEN), 1);        /* wh > wg */
    p8_search_set_algorithm(s, P8_ALG_ASTAR);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_NO_REOPEN), 0);        /* consistent, wh = wg */
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_HEURISTIC_INCONSISTENT), 0);
    p8_search_set_heuristic(s, P8_H_CORNER_TILES);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_NO_REOPEN), 1);        /* inconsistent */
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_HEURISTIC_BLANK), 0);
    ASSERT_EQ(optimal_checked(s), 1);                         /* reopening */
    p8_search_set_reopen(s, 0);
    ASSERT_EQ(optimal_checked(s), 0);
    p8_search_set_duplicates(s, P8_DUP_CLOSED);
    ASSERT_EQ(optimal_checked(s), 0);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_CLOSED_LIST_ONLY), 0);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_GENERATED_WITHOUT_DUPLICATES), 1);
    p8_search_set_algorithm(s, P8_ALG_ASTAR);
    p8_search_set_heuristic(s, P8_H_LINEAR_CONFLICT);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_HEURISTIC_INCONSISTENT), 1);
    p8_search_set_weights(s, 1, 2);                           /* weighted: not optimal */
    ASSERT_EQ(optimal_checked(s), 0);
    p8_search_set_weights(s, 0, 1);
    ASSERT_EQ(optimal_checked(s), 0);
    p8_search_set_algorithm(s, P8_ALG_IDASTAR);
    p8_search_set_weights(s, 1, 3);
    ASSERT_EQ(optimal_checked(s), 0);
    /* a caller's heuristic: not known admissible, so not optimal; its mistakes built on it */
    p8_search_set_algorithm(s, P8_ALG_ASTAR);
    p8_search_set_heuristic_fn(s, p8_h_manhattan, NULL);
    ASSERT_EQ(optimal_checked(s), 0);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_HEURISTIC_SCALED), 1);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_HEURISTIC_BLANK), 0);
    p8_search_set_algorithm(s, P8_ALG_BFS);
    p8_search_set_duplicates(s, P8_DUP_PARENT);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_UNDO_MOVE), 1);
    ASSERT_EQ(applies(s, 0, P8_MISTAKE_NO_DUPLICATE_CHECK), 0);
    p8_search_free(s);
}

/* The undo move of a tree search is a tree search that generates it. */
static void test_undo_move_of_a_tree_search(void) {
    p8_search *ref, *st;
    p8_board *b = mk("123485706");
    p8_result *r = NULL;
    p8_grade *g;
    p8_grade_verdict *v;
    char text[8192];
    p8_search_new(&ref);
    p8_search_set_algorithm(ref, P8_ALG_BFS);
    p8_search_set_duplicates(ref, P8_DUP_PARENT);
    p8_search_new(&st);
    p8_search_set_algorithm(st, P8_ALG_BFS);
    p8_search_set_duplicates(st, P8_DUP_NONE);
    p8_search_run(st, b, NULL, &r);
    {
        char moves[64], out[256];
        p8_result_moves_string(r, moves, sizeof moves);
        snprintf(out, sizeof out, "%s\nexpanded %llu\ngenerated %llu\n", moves,
                 (unsigned long long)p8_result_expanded(r), (unsigned long long)p8_result_generated(r));
        g = grader_of(ref, P8_GRADE_SOLUTION);
        ASSERT_EQ(p8_grade_judge(g, b, out, strlen(out), P8_END_EXITED, 0, NULL, 0, &v), P8_OK);
        p8_grade_verdict_text(v, text, sizeof text);
        ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_UNDO_MOVE);
        p8_grade_verdict_free(v);
        p8_grade_free(g);
    }
    p8_result_free(r);
    p8_search_free(st);
    p8_search_free(ref);
    p8_board_free(b);
}

/* A solution that says it expanded more than the grader's usual bound on a mistake's run (a
 * breadth-first search without a duplicate check, far from the goal): the mistake's run may make
 * as many expansions as it says, and is named. */
static void test_far_mistake(void) {
    p8_search *ref, *st;
    p8_board *b = mk("406238715"); /* 13 moves: 1,368 expansions, 207,790 without the check */
    p8_result *r = NULL;
    p8_grade *g;
    p8_grade_verdict *v;
    char moves[64], out[256];
    p8_search_new(&ref);
    p8_search_set_algorithm(ref, P8_ALG_BFS);
    p8_search_new(&st);
    p8_search_set_algorithm(st, P8_ALG_BFS);
    p8_search_set_duplicates(st, P8_DUP_NONE);
    p8_search_run(st, b, NULL, &r);
    ASSERT_TRUE(p8_result_expanded(r) > 200000);
    p8_result_moves_string(r, moves, sizeof moves);
    snprintf(out, sizeof out, "%s\nexpanded %llu\ngenerated %llu\n", moves,
             (unsigned long long)p8_result_expanded(r), (unsigned long long)p8_result_generated(r));
    g = grader_of(ref, P8_GRADE_SOLUTION);
    ASSERT_EQ(p8_grade_judge(g, b, out, strlen(out), P8_END_EXITED, 0, NULL, 0, &v), P8_OK);
    ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_NO_DUPLICATE_CHECK);
    ASSERT_EQ(p8_grade_verdict_exact(v), 1);
    p8_grade_verdict_free(v);
    p8_grade_free(g);
    p8_result_free(r);
    p8_search_free(st);
    p8_search_free(ref);
    p8_board_free(b);
}

static unsigned twice_manhattan(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return 2 * p8_h_manhattan(s, goal, NULL);
}

/* A reference with a heuristic function of the caller's: twice it is named heuristic-scaled. */
static void test_caller_heuristic(void) {
    p8_search *ref, *st;
    p8_board *b = mk("123764085");
    p8_result *r = NULL;
    p8_grade *g;
    p8_grade_verdict *v;
    char moves[64], out[256];
    p8_search_new(&ref);
    p8_search_set_heuristic_fn(ref, p8_h_manhattan, NULL);
    p8_search_new(&st);
    p8_search_set_heuristic_fn(st, twice_manhattan, NULL);
    p8_search_run(st, b, NULL, &r);
    p8_result_moves_string(r, moves, sizeof moves);
    snprintf(out, sizeof out, "%s\nexpanded %llu\n", moves, (unsigned long long)p8_result_expanded(r));
    g = grader_of(ref, P8_GRADE_SOLUTION);
    ASSERT_EQ(p8_grade_judge(g, b, out, strlen(out), P8_END_EXITED, 0, NULL, 0, &v), P8_OK);
    {
        char text[4096];
        p8_grade_verdict_text(v, text, sizeof text);
        if (p8_grade_verdict_mistake(v) != P8_MISTAKE_HEURISTIC_SCALED) fprintf(stderr, "%s%s", out, text);
    }
    ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_HEURISTIC_SCALED);
    ASSERT_EQ(p8_grade_verdict_exact(v), 1);
    p8_grade_verdict_free(v);
    p8_grade_free(g);
    p8_result_free(r);
    p8_search_free(st);
    p8_search_free(ref);
    p8_board_free(b);
}

/* The reference's configuration in the errors' words. */
static void test_configuration_words(void) {
    p8_search *s;
    p8_grade *g;
    p8_board *b = mk("123405786");
    p8_search_new(&s);
    p8_search_set_algorithm(s, P8_ALG_BIBFS);
    p8_search_set_frontier(s, P8_FRONTIER_LIFO); /* bidirectional needs FIFO: refused at start */
    g = grader_of(s, P8_GRADE_TRACE);
    ASSERT_EQ(p8_grade_reference(g, b), P8_EINVAL);
    ASSERT_TRUE(holds(p8_grade_errmsg(g), "the reference (driver bidirectional, frontier lifo, "
                      "duplicates graph) cannot run: "));
    p8_grade_free(g);
    p8_search_set_algorithm(s, P8_ALG_IDASTAR);
    p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 0);
    g = grader_of(s, P8_GRADE_SOLUTION);
    ASSERT_EQ(p8_grade_reference(g, b), P8_ELIMIT);
    ASSERT_TRUE(holds(p8_grade_errmsg(g), "the reference (driver deepen-f, frontier lifo, duplicates "
                      "parent, heuristic manhattan, weights 1,1) does not solve 1 2 3 / 4 0 5 / 7 8 6"));
    p8_grade_free(g);
    p8_search_set_algorithm(s, P8_ALG_ASTAR);
    p8_search_set_heuristic_fn(s, p8_h_manhattan, NULL);
    g = grader_of(s, P8_GRADE_SOLUTION);
    ASSERT_EQ(p8_grade_reference(g, b), P8_ELIMIT);
    ASSERT_TRUE(holds(p8_grade_errmsg(g), "(frontier bucket, duplicates graph, heuristic custom, "
                      "weights 1,1)"));
    /* the check changed: the reference is run again for the new check */
    ASSERT_EQ(p8_grade_set_check(g, P8_GRADE_TRACE), P8_OK);
    ASSERT_EQ(p8_grade_reference(g, b), P8_OK);
    ASSERT_EQ(p8_grade_set_check(g, P8_GRADE_TRACE), P8_OK);
    ASSERT_EQ(p8_grade_reference(g, b), P8_OK);
    p8_grade_free(g);
    p8_search_free(s);
    p8_board_free(b);
}

/* Every kind of character a submission may print, as the text quotes it. */
static void test_quoting(void) {
    static const struct { const char *in, *out; } cases[] = {
        { "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80", "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80" },
        { "\xc0\x80|\xe0\x80\x80|\xed\xa0\x80|\xf4\x90\x80\x80|\xf8|\xe2\x82",
          "\xef\xbf\xbd\xef\xbf\xbd|\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd|\xef\xbf\xbd\xef\xbf\xbd"
          "\xef\xbf\xbd|\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd|\xef\xbf\xbd|"
          "\xef\xbf\xbd\xef\xbf\xbd" },
        { "a\tb\rc\x7f" "d\xc2\x85" "e\xe2\x80\xa8" "f\xef\xbb\xbf" "g\xe2\x81\xa6" "h\xe2\x80\x8f",
          "a\\tb\\rc\\x7fd\\u{85}e\\u{2028}f\\u{feff}g\\u{2066}h\\u{200f}" },
        { "\xe2\x80\x8d\xe2\x81\xa0", "\xe2\x80\x8d\xe2\x81\xa0" }, /* joiners are not hidden */
    };
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_TRACE);
    size_t i;
    char text[4096];
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        p8_grade_verdict *v = judge(g, "123405786", cases[i].in, text, sizeof text);
        char want[512];
        snprintf(want, sizeof want, "found other text: %s\n", cases[i].out);
        test_current_ = cases[i].out;
        ASSERT_TRUE(holds(text, want));
        p8_grade_verdict_free(v);
    }
    {   /* a long line is cut after 120 bytes of its text */
        char line[400];
        p8_grade_verdict *v;
        memset(line, 'x', sizeof line - 1);
        line[sizeof line - 1] = '\0';
        v = judge(g, "123405786", line, text, sizeof text);
        ASSERT_TRUE(holds(text, "xxx...\n"));
        p8_grade_verdict_free(v);
    }
    p8_grade_free(g);
}

static void test_endings(void) {
    static const struct { int sig; const char *say; } sigs[] = {
        { 4, " (an illegal instruction)" }, { 6, " (it aborted)" }, { 7, " (a bus error)" },
        { 8, " (an arithmetic error, such as a division by zero)" }, { 9, " (killed)" },
        { 15, " (terminated)" }, { 2, "" },
    };
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_SOLUTION);
    p8_board *b = mk("123405786");
    p8_grade_verdict *v;
    char text[4096], want[200], err[5000];
    size_t i;
    for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        ASSERT_EQ(p8_grade_judge(g, b, "R D\n", 4, P8_END_SIGNALED, (uint64_t)sigs[i].sig, NULL, 0,
                                 &v), P8_OK);
        p8_grade_verdict_text(v, text, sizeof text);
        snprintf(want, sizeof want, "Your program was killed by signal %d%s.\n", sigs[i].sig, sigs[i].say);
        ASSERT_TRUE(holds(text, want));
        ASSERT_EQ(p8_grade_verdict_passed(v), 0);
        ASSERT_EQ(p8_grade_verdict_score(v), 0);
        p8_grade_verdict_free(v);
    }
    ASSERT_EQ(p8_grade_judge(g, b, "R D\n", 4, P8_END_EXITED, 1, "  \r\n\n", 5, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_TRUE(holds(text, "Your program exited with status 1.\n"));
    ASSERT_TRUE(strstr(text, "standard error") == NULL); /* nothing but blanks */
    p8_grade_verdict_free(v);
    /* one long line of standard error: its last 3,000 bytes, cut at 300 a line */
    memset(err, 'e', sizeof err);
    ASSERT_EQ(p8_grade_judge(g, b, "R\n", 2, P8_END_EXITED, 0, err, sizeof err, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_TRUE(holds(text, "The last lines of its standard error:\n  eee"));
    ASSERT_TRUE(holds(text, "eee...\n"));
    ASSERT_EQ(p8_grade_verdict_part(v, -1), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_part(v, P8_GRADE_PARTS), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_text(v, NULL, 0), strlen(text));
    p8_grade_verdict_free(v);
    /* a passing board shows no standard error */
    ASSERT_EQ(p8_grade_judge(g, b, "R D\n", 4, P8_END_EXITED, 0, "noise\n", 6, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_passed(v), 1);
    ASSERT_TRUE(strstr(text, "noise") == NULL);
    p8_grade_verdict_free(v);
    p8_board_free(b);
    p8_grade_free(g);
}

static void test_lines_of_ones_own(void) {
    static const uint8_t t[9] = { 1, 2, 3, 4, 0, 5, 7, 8, 6 };
    char buf[300];
    int st[4] = { P8_ELIMIT, P8_ECANCELED, P8_ENOTFOUND, P8_EFRONTIER }, k;
    for (k = 0; k < 4; k++) {
        char want[64];
        ASSERT_TRUE(p8_grade_summary_line(st[k], NULL, 0, 0, 0, 0, buf, sizeof buf) > 0);
        snprintf(want, sizeof want, "\"status\":\"%s\",\"solved\":false", p8_status_name(st[k]));
        ASSERT_TRUE(holds(buf, want));
    }
    ASSERT_EQ(p8_grade_summary_line(P8_EBUSY, NULL, 0, 0, 0, 0, buf, sizeof buf), P8_EINVAL);
    ASSERT_EQ(p8_grade_summary_line(P8_OK, "", 0, 1, 0, 1, buf, sizeof buf) > 0, 1);
    ASSERT_TRUE(holds(buf, "\"solved\":true,\"length\":0,\"moves\":\"\""));
    ASSERT_EQ(p8_grade_event_line(-1, 0, 0, -1, 0, 0, 0, t, buf, sizeof buf), P8_EINVAL);
    ASSERT_TRUE(p8_grade_event_line(P8_EVENT_GOAL, 5, 2, P8_MOVE_RIGHT, 3, 0, 3, t, buf, sizeof buf) > 0);
    ASSERT_STR_EQ(buf, "{\"type\":\"event\",\"event\":\"goal\",\"id\":5,\"parent\":2,\"move\":\"R\","
                  "\"g\":3,\"h\":0,\"key\":3,\"side\":0,\"bound\":null,\"state\":\"123405786\"}\n");
    ASSERT_TRUE(p8_grade_event_line(P8_EVENT_GENERATE, P8_NODE_NONE, 2, -1, 3, 0, 3, t, buf, sizeof buf) > 0);
    ASSERT_TRUE(holds(buf, "\"id\":null,\"parent\":2,\"move\":null"));
}

/* A p8_read_fn over a text (user_data: a pointer to its next byte). */
static int read_lines(const char **line, size_t *len, void *ud) {
    const char **p = ud, *nl;
    if (!**p) return *line = NULL, 0;
    nl = strchr(*p, '\n');
    *line = *p;
    *len = nl ? (size_t)(nl - *p + 1) : strlen(*p);
    *p += *len;
    return 0;
}

/* The comparison's sentences for a student: "your program" and "the reference", and no line
 * number of the reference's. */
static void test_student_sentences(void) {
    typedef struct { const char *a, *b, *want; int d; } cmp_case;
    static const char head[] = "{\"type\":\"header\",\"format\":\"puzzle8-trace\",\"version\":1}\n";
    static const char e0[] = "{\"type\":\"event\",\"event\":\"expand\",\"id\":0,\"parent\":null,"
                             "\"move\":null,\"g\":0,\"h\":0,\"key\":0,\"side\":0,\"bound\":null,"
                             "\"state\":\"123405786\"}\n";
    static const char e1[] = "{\"type\":\"event\",\"event\":\"generate\",\"id\":1,\"parent\":0,"
                             "\"move\":\"U\",\"g\":1,\"h\":0,\"key\":1,\"side\":0,\"bound\":null,"
                             "\"state\":\"103425786\"}\n";
    static const char e1g[] = "{\"type\":\"event\",\"event\":\"generate\",\"id\":1,\"parent\":0,"
                              "\"move\":\"U\",\"g\":2,\"h\":0,\"key\":2,\"side\":0,\"bound\":null,"
                              "\"state\":\"103425786\"}\n";
    char a[2048], b[2048];
    const cmp_case cases[] = {
        { "", "", "the reference's trace ends there, your program's goes on", P8_DIAG_GOES_ON },
        { "1", "", "your program's trace ends after 1 line, where the reference's goes on",
          P8_DIAG_ENDS_EARLY },
        { "2", "", "different g (path cost) for state 103425786: the reference 1, your program 2",
          P8_DIAG_WRONG_G },
        { "3", "", "line 3 of your output: expected a JSON object, found other text",
          P8_DIAG_NOT_A_TRACE },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        p8_trace_comparison *c = NULL;
        const char *pa = a, *pb = b;
        int rc;
        snprintf(a, sizeof a, "%s%s%s", head, e0, cases[i].a[0] ? e1 : "");
        if (!cases[i].a[0]) snprintf(b, sizeof b, "%s%s", e0, e1);
        else if (cases[i].a[0] == '1') snprintf(b, sizeof b, "%s", e0);
        else if (cases[i].a[0] == '2') snprintf(b, sizeof b, "%s%s", e0, e1g);
        else snprintf(b, sizeof b, "%s%s%s", head, e0, "not json\n"); /* its own header counts */
        rc = p8_trace_compare(read_lines, &pa, read_lines, &pb,
                              P8_COMPARE_NO_HEADER | P8_COMPARE_STUDENT, &c);
        ASSERT_TRUE(rc == P8_OK || rc == P8_EINVAL);
        ASSERT_NOT_NULL(c);
        if (!c) continue;
        test_current_ = cases[i].want;
        ASSERT_EQ(p8_trace_comparison_diagnosis(c), cases[i].d);
        ASSERT_TRUE(holds(p8_trace_comparison_why(c), cases[i].want));
        ASSERT_TRUE(strstr(p8_trace_comparison_why(c), " A ") == NULL);
        p8_trace_comparison_free(c);
    }
}

/* The summary line a trace's moves are read from, in its shapes. */
static void test_trace_summaries(void) {
    static const char e0[] = "{\"type\":\"event\",\"event\":\"expand\",\"id\":0,\"parent\":null,"
                             "\"move\":null,\"g\":0,\"h\":0,\"key\":0,\"side\":0,\"bound\":null,"
                             "\"state\":\"123405786\"}\n";
    static const struct { const char *summary, *want; int moves_ok; } cases[] = {
        /* spaces before it; illegal moves */
        { "   {\"type\":\"summary\",\"status\":\"P8_OK\",\"solved\":true,\"moves\":\"LL\"}\n",
          "are illegal: move 2 (L) cannot be made", 0 },
        /* not solved, no moves: nothing to check */
        { "{\"type\":\"summary\",\"status\":\"P8_ENOTFOUND\",\"solved\":false,\"moves\":null}\n",
          "Your trace differs", 1 },
        /* "summary" near its start but not a line of a trace: the comparison says so */
        { "{\"type\":\"summary\", oops\n", "Your output is not a trace: line 2 of your output", 1 },
        /* moves that are legal and not the goal, said solved: the end said */
        { "{\"type\":\"summary\",\"solved\":true,\"moves\":\"RL\"}\n",
          "end at 1 2 3 / 4 0 5 / 7 8 6, not at the goal.", 0 },
        /* legal and not solved: nothing to say of the moves */
        { "{\"type\":\"summary\",\"solved\":false,\"moves\":\"RL\"}\n", "Your trace differs", 1 },
    };
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_TRACE);
    size_t i;
    char text[8192], out[1024];
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        p8_grade_verdict *v;
        snprintf(out, sizeof out, "%s%s", e0, cases[i].summary);
        v = judge(g, "123405786", out, text, sizeof text);
        test_current_ = cases[i].summary;
        ASSERT_TRUE(holds(text, cases[i].want));
        ASSERT_EQ(strstr(text, "The moves of your summary line") == NULL, cases[i].moves_ok);
        ASSERT_EQ(p8_grade_verdict_passed(v), 0);
        p8_grade_verdict_free(v);
    }
    p8_grade_free(g);
}

/* A p8_write_fn gathering text. */
static int gather(const char *data, size_t len, void *ud) {
    struct { char *s; size_t len, cap; } *t = ud;
    if (t->len + len + 1 > t->cap) {
        t->cap = (t->len + len + 1) * 2;
        if (!(t->s = realloc(t->s, t->cap))) return -1;
    }
    memcpy(t->s + t->len, data, len);
    t->len += len;
    t->s[t->len] = '\0';
    return 0;
}

/* How much a mistake reproduces, in its shapes: all of a solution printed as boards (the start
 * left out, or the path from the goal back), the start of one, the start of a trace; a trace cut
 * where its run was stopped; the goal as the start; a line ending in CR cited without it. */
static void test_reproductions(void) {
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_SOLUTION);
    p8_grade_verdict *v;
    char text[8192];
    /* 123485706: the reference's moves are URD */
    v = judge(g, "123485706", "123456780\n123450786\n123405786\n123485706\n", text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_PATH_REVERSED);
    ASSERT_EQ(p8_grade_verdict_exact(v), 1);
    p8_grade_verdict_free(v);
    v = judge(g, "123485706", "123405786\n123450786\n123456780\n", text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_passed(v), 1); /* the start left out */
    p8_grade_verdict_free(v);
    v = judge(g, "123485706", "D L U D U D\r\n", text, sizeof text); /* tile names, then more */
    ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_TILE_MOVES);
    ASSERT_EQ(p8_grade_verdict_exact(v), 0);
    ASSERT_TRUE(holds(text, "prints your first 3 moves (the reference itself: 0).\nIt shows first "
                      "at line 1 of your output: D L U D U D\n"));
    p8_grade_verdict_free(v);
    v = judge(g, "123456780", "", text, sizeof text); /* the goal: no move */
    ASSERT_EQ(p8_grade_verdict_passed(v), 1);
    p8_grade_verdict_free(v);
    v = judge(g, "123456780", "expanded 1\n", text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_passed(v), 0);
    ASSERT_EQ_U64(p8_grade_verdict_line(v), 1);
    p8_grade_verdict_free(v);
    p8_grade_free(g);
    {   /* a trace: the library's stack as the student of a BFS, cut where it was stopped */
        p8_search *s;
        p8_board *b = mk("130825476");
        p8_result *r = NULL;
        struct { char *s; size_t len, cap; } t = { NULL, 0, 0 };
        p8_search_new(&s);
        p8_search_set_algorithm(s, P8_ALG_BFS);
        p8_search_set_frontier(s, P8_FRONTIER_LIFO);
        p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 30);
        p8_trace_run(s, b, NULL, gather, &t, &r);
        g = grader(P8_ALG_BFS, P8_GRADE_TRACE);
        ASSERT_EQ(p8_grade_judge(g, b, t.s, t.len - 7, P8_END_TIMED_OUT, 50, NULL, 0, &v), P8_OK);
        p8_grade_verdict_text(v, text, sizeof text);
        ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_STACK_FOR_QUEUE);
        ASSERT_TRUE(holds(text, "The reference changed that way reproduces every line of your "
                          "output (87 lines, all it printed before it was stopped).\n"));
        p8_grade_verdict_free(v);
        /* whole, it goes on past the goal it generates: only its start is reproduced */
        ASSERT_EQ(p8_grade_judge(g, b, t.s, t.len, P8_END_EXITED, 0, NULL, 0, &v), P8_OK);
        p8_grade_verdict_text(v, text, sizeof text);
        ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_STACK_FOR_QUEUE);
        ASSERT_TRUE(holds(text, "The reference changed that way reproduces the first "));
        ASSERT_EQ(p8_grade_verdict_exact(v), 0);
        p8_grade_verdict_free(v);
        p8_grade_free(g);
        free(t.s);
        p8_result_free(r);
        p8_search_free(s);
        p8_board_free(b);
    }
}

int main(void) {
    RUN(test_applies_and_optimal);
    RUN(test_undo_move_of_a_tree_search);
    RUN(test_far_mistake);
    RUN(test_caller_heuristic);
    RUN(test_configuration_words);
    RUN(test_quoting);
    RUN(test_endings);
    RUN(test_lines_of_ones_own);
    RUN(test_student_sentences);
    RUN(test_trace_summaries);
    RUN(test_reproductions);
    return TEST_REPORT();
}
