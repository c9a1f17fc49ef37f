/* SPDX-License-Identifier: MIT */
/*
 * grade_support.h - what the grader's test programs share (test_grade.c,
 * test_grade_solution.c): a board from text, a grader of a preset, a verdict on an output, and a
 * check that a text holds a sentence. Static functions: include it from each test program.
 */
#ifndef P8_TEST_GRADE_SUPPORT_H
#define P8_TEST_GRADE_SUPPORT_H

#include "puzzle8.h"
#include "test.h"

#include <stdio.h>
#include <string.h>

static p8_board *mk(const char *text) {
    p8_board *b = NULL;
    p8_board_parse(text, &b, NULL, 0);
    return b;
}

static p8_grade *grader(int alg, int check) {
    p8_search *s;
    p8_grade *g = NULL;
    p8_search_new(&s);
    p8_search_set_algorithm(s, alg);
    p8_grade_new(s, NULL, &g);
    p8_search_free(s);
    p8_grade_set_check(g, check);
    return g;
}

/* The verdict on `out` (EXITED 0) for start; its text in buf. */
static p8_grade_verdict *judge(p8_grade *g, const char *start, const char *out, char *buf,
                               size_t cap) {
    p8_board *b = mk(start);
    p8_grade_verdict *v = NULL;
    int rc = p8_grade_judge(g, b, out, strlen(out), P8_END_EXITED, 0, NULL, 0, &v);
    ASSERT_EQ(rc, P8_OK);
    if (v) p8_grade_verdict_text(v, buf, cap);
    else if (cap) buf[0] = '\0';
    p8_board_free(b);
    return v;
}

/* 1 if text holds needle (and says it when not). */
static int holds(const char *text, const char *needle) {
    if (strstr(text, needle)) return 1;
    fprintf(stderr, "not found: [%s]\nin: [%s]\n", needle, text);
    return 0;
}

#endif /* P8_TEST_GRADE_SUPPORT_H */
