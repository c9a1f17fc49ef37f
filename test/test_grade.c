/* SPDX-License-Identifier: MIT */
/*
 * test_grade.c - the grader's API (section 18 of the header) apart from the catalogue
 * (test_grade_catalogue.c): bad input and its exact codes; a printed solution read in all its
 * forms and scored part by part with the exact sentences; a trace's summary moves checked; how a
 * run ended; what the text quotes of a submission escaped; the reference bounded; the lines of a
 * search of one's own; boards chosen deterministically; every allocation failing in turn (the
 * chaos allocator): P8_ENOMEM, nothing leaked, never a crash. Last line: "N passed, N failed".
 */
#include "chaos_alloc.h"
#include "grade_student.h"
#include "test.h"

#include <stdlib.h>

#define NEVER (~0ul)

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

static void test_bad_input(void) {
    p8_search *s;
    p8_grade *g = NULL;
    p8_board *b = mk("123405786");
    p8_grade_verdict *v = (p8_grade_verdict *)&v;
    uint8_t tiles[9];
    uint64_t mask;
    char buf[64];
    p8_allocator a = { 0 };
    p8_search_new(&s);
    ASSERT_EQ(p8_grade_new(NULL, NULL, &g), P8_EINVAL);
    ASSERT_NULL(g);
    ASSERT_EQ(p8_grade_new(s, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_new_with_allocator(&a, s, NULL, &g), P8_EINVAL);
    ASSERT_EQ(p8_grade_new_with_allocator(NULL, s, NULL, &g), P8_EINVAL);
    ASSERT_EQ(p8_grade_new(s, NULL, &g), P8_OK);
    ASSERT_EQ(p8_grade_set_check(NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_check(g, 2), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "check 2 is neither P8_GRADE_TRACE (0) nor P8_GRADE_SOLUTION (1)");
    ASSERT_EQ(p8_grade_set_points(g, -1, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_points(g, P8_GRADE_PARTS, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_points(g, P8_PART_GOAL, 1001), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "1001 points for part goal: at most 1000");
    ASSERT_EQ(p8_grade_set_points(g, P8_PART_GOAL, 1000), P8_OK);
    ASSERT_EQ(p8_grade_set_tolerance(g, 101), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_tolerance(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_flags(g, 32), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_flags(NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_grade_reference(NULL, b), P8_EINVAL);
    ASSERT_EQ(p8_grade_reference(g, NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_applies(g, -1), P8_EINVAL);
    ASSERT_EQ(p8_grade_applies(g, P8_GRADE_MISTAKES), P8_EINVAL);
    ASSERT_EQ(p8_grade_applies(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_applies(g, P8_MISTAKE_NONE), 0);
    ASSERT_EQ(p8_grade_catches(g, b, NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_catches(g, NULL, &mask), P8_EINVAL);
    ASSERT_EQ(p8_grade_boards(g, 0, 10, 0, tiles, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_boards(g, 1001, 10, 0, NULL, NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_grade_boards(g, 1, 0, 0, tiles, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_boards(g, 1, 32, 0, tiles, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_boards(g, 1, 10, 0, NULL, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_judge(g, NULL, "", 0, P8_END_EXITED, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_NULL(v);
    ASSERT_EQ(p8_grade_judge(g, b, NULL, 1, P8_END_EXITED, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_EXITED, 0, NULL, 1, &v), P8_EINVAL);
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, 5, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, -1, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_EXITED, 0, NULL, 0, NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_judge(NULL, b, "", 0, P8_END_EXITED, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_passed(NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_score(NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_max_score(NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_part(NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_mistake(NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_exact(NULL), P8_EINVAL);
    ASSERT_EQ_U64(p8_grade_verdict_line(NULL), 0);
    ASSERT_EQ(p8_grade_verdict_text(NULL, buf, sizeof buf), 0);
    ASSERT_STR_EQ(buf, "");
    ASSERT_NULL(p8_grade_mistake_name(-1));
    ASSERT_NULL(p8_grade_mistake_name(P8_GRADE_MISTAKES));
    ASSERT_NULL(p8_grade_mistake_hint(P8_GRADE_MISTAKES));
    ASSERT_NULL(p8_grade_mistake_what(-1));
    ASSERT_STR_EQ(p8_grade_mistake_name(P8_MISTAKE_NONE), "none");
    ASSERT_STR_EQ(p8_grade_mistake_name(P8_MISTAKE_G_OFF_BY_ONE), "g-off-by-one");
    ASSERT_STR_EQ(p8_grade_part_name(P8_PART_TRACE), "trace");
    ASSERT_NULL(p8_grade_part_name(P8_GRADE_PARTS));
    ASSERT_STR_EQ(p8_grade_errmsg(NULL), "");
    p8_grade_verdict_free(NULL);
    p8_grade_free(NULL);
    p8_grade_free(g);
    p8_search_free(s);
    p8_board_free(b);
}

static int fifo_push(uint32_t n, uint64_t k, uint32_t g, uint32_t h, void *ud) {
    (void)n, (void)k, (void)g, (void)h, (void)ud;
    return 0;
}
static int fifo_pop(uint32_t *n, void *ud) {
    (void)n, (void)ud;
    return 0;
}
static uint64_t fifo_size(void *ud) {
    (void)ud;
    return 0;
}
static void fifo_clear(void *ud) {
    (void)ud;
}

static void test_references(void) {
    p8_search *s;
    p8_grade *g;
    p8_board *b = mk("123405786"), *odd = mk("213456780"), *far = mk("867254301");
    p8_grade_verdict *v = (p8_grade_verdict *)&v;
    /* a caller's frontier cannot be run again */
    p8_search_new(&s);
    p8_search_set_frontier_fns(s, fifo_push, fifo_pop, fifo_size, fifo_clear, NULL);
    ASSERT_EQ(p8_grade_new(s, NULL, &g), P8_OK);
    ASSERT_EQ(p8_grade_reference(g, b), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "the reference's frontier is the caller's "
                  "(p8_search_set_frontier_fns): a grader cannot run it again");
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_EXITED, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_NULL(v);
    p8_grade_free(g);
    p8_search_free(s);
    /* a board that cannot reach the goal */
    g = grader(P8_ALG_BFS, P8_GRADE_TRACE);
    ASSERT_EQ(p8_grade_reference(g, odd), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "the goal cannot be reached from 2 1 3 / 4 5 6 / 7 8 0");
    p8_grade_free(g);
    /* a depth-first tree search never ends: the grader's bound stops it, naming it */
    p8_search_new(&s);
    p8_search_set_algorithm(s, P8_ALG_DFS);
    p8_search_set_duplicates(s, P8_DUP_NONE);
    p8_grade_new(s, NULL, &g);
    ASSERT_EQ(p8_grade_reference(g, far), P8_ELIMIT);
    ASSERT_TRUE(holds(p8_grade_errmsg(g), "the reference (frontier lifo, duplicates none) does not "
                      "end on 8 6 7 / 2 5 4 / 3 0 1 within the grader's bound (20000000 "
                      "expansions, 512 MiB)"));
    p8_grade_free(g);
    /* its own limit is the configuration's: a trace of a limited run is graded as it is; a
     * solution needs a reference that solves the board */
    p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 10);
    p8_grade_new(s, NULL, &g);
    ASSERT_EQ(p8_grade_reference(g, far), P8_OK);
    ASSERT_EQ(p8_grade_set_check(g, P8_GRADE_SOLUTION), P8_OK);
    ASSERT_EQ(p8_grade_reference(g, far), P8_ELIMIT);
    ASSERT_TRUE(holds(p8_grade_errmsg(g), "does not solve 8 6 7 / 2 5 4 / 3 0 1 (expansion limit "
                      "of 10 reached): a solution can only be graded against a reference that "
                      "solves its board"));
    p8_grade_free(g);
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(odd);
    p8_board_free(far);
}

/* The solution forms: each is the reference's "RD" (2 moves from 123405786). */
static void test_solution_forms(void) {
    static const char *const forms[] = {
        "RD\n", "R D\n", "R,D", "['R', 'D']\n", "moves: R D\n", "Path: right down\n",
        "solution:rd\n", "R\nD\n", "R -> D\n", "  R ; D  \r\n", "(\"R\", \"D\")\n",
        "123405786\n123450786\n123456780\n", "123450786\n123456780\n",
        "1 2 3\n4 0 5\n7 8 6\n\n1 2 3\n4 5 0\n7 8 6\n1 2 3\n4 5 6\n7 8 0\n",
        "R D\nexpanded 5\n", "RD\nEXPANDED: 5\ngenerated = 12\n",
        "RD\nduplicates 0\nmax_frontier 7\n", "expanded 5\nRD\n",
    };
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_SOLUTION);
    char text[4096];
    size_t i;
    for (i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        p8_grade_verdict *v = judge(g, "123405786", forms[i], text, sizeof text);
        ASSERT_EQ(p8_grade_verdict_passed(v), 1);
        if (p8_grade_verdict_passed(v) != 1) fprintf(stderr, "form %lu: %s\n%s", (unsigned long)i, forms[i], text);
        ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_TRACE), P8_GRADE_UNCHECKED);
        ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_PATH), P8_GRADE_UNCHECKED);
        ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_NONE);
        p8_grade_verdict_free(v);
    }
    p8_grade_free(g);
}

/* One solution output against 123405786 (BFS: "RD", expanded 5, generated 12, max_frontier 7):
 * the text must hold `want`, the verdict pass or not, name `mistake`, cite `line`. */
typedef struct solution_case {
    const char *out, *want;
    int passed, mistake;
    uint64_t line;
} solution_case;

static void test_solution_sentences(void) {
    static const solution_case cases[] = {
        { "", "Reaches the goal: no: your program printed no moves.", 0, 0, 0 },
        { "R\n", "Reaches the goal: no: your moves end at 1 2 3 / 4 5 0 / 7 8 6, 1 move from the goal.",
          0, 0, 1 },
        { "R D L\n", "your moves end at 1 2 3 / 4 5 6 / 7 0 8, 1 move from the goal", 0, 0, 1 },
        { "D R\n", "Mistake (path-reversed): your program prints the path from the goal back to the "
                    "start", 0, P8_MISTAKE_PATH_REVERSED, 1 },
        { "R D L R\n", "Optimal length: no: your path has 4 moves; the shortest has 2.", 0, 0, 1 },
        { "U U\n", "Legal moves: no: move 2 of your path (U, on line 1 of your output) is illegal: "
                   "the blank of 1 0 3 / 4 2 5 / 7 8 6 is in the top row.\nReaches the goal: no: "
                   "the path is not legal.", 0, 0, 1 },
        { "L R\nL L\n", "move 4 of your path (L, on line 2 of your output) is illegal: the blank of "
                        "1 2 3 / 0 4 5 / 7 8 6 is in the left column", 0, 0, 0 },
        { "123405786\n123456780\n", "Legal moves: no: the board on line 2 of your output, 1 2 3 / "
                                    "4 5 6 / 7 8 0, is not one move from the board before it, 1 2 "
                                    "3 / 4 0 5 / 7 8 6.", 0, 0, 2 },
        { "hello\n", "Your output could not be read: line 1: \"hello\" is not a move: expected U, D, "
                     "L or R (the direction the blank moves), or up, down, left, right: hello", 0, 0, 1 },
        { "R D\n123456780\n", "line 2: a board after the moves of line 1: print the moves or the "
                              "boards, not both", 0, 0, 2 },
        { "R D\nexpanded\n", "line 2: expected a number after expanded", 0, 0, 2 },
        { "R D\nexpanded 5 nodes\n", "line 2: unexpected text after the number of expanded", 0, 0, 2 },
        { "R D\nexpanded 5\nexpanded 5\n", "line 3: expanded is given twice (line 2 first)", 0, 0, 3 },
        { "R D\nexpanded 99999999999999999999\n", "line 2: the number after expanded is too large",
          0, 0, 2 },
        { "R D !\n", "line 1: unexpected '!' at column 5: expected the moves of the blank", 0, 0, 1 },
        { "R D \xc3\xa9\n", "line 1: unexpected character at column 5", 0, 0, 1 },
        { "1 2 3\n4 0 5\n", "line 1: a board on three lines needs three rows of three cells", 0, 0, 1 },
        { "R D\nexpanded 6\ngenerated 12\n", "Counts: expanded: no: yours is 6 (line 2 of your "
                                              "output), the reference's 5; generated 12: yes.", 0,
          P8_MISTAKE_NONE, 2 },
        { "R D\ngenerated 13\n", "Mistake (generated-counts-start): your program counts the start "
                                 "as generated. The reference changed that way prints exactly your "
                                 "moves and counts.\nIt shows first at line 2 of your output: "
                                 "generated 13\nHint: Count the successors you generate; the start "
                                 "is not generated.", 0, P8_MISTAKE_GENERATED_COUNTS_START, 2 },
        { "L U\n", "Mistake (tile-moves): your program names each move for the tile that moves", 0,
          P8_MISTAKE_TILE_MOVES, 1 },
        { "R D\nexpanded 5\ngenerated 12\nmax_frontier 8\n", "Mistake (goal-pushed)", 0,
          P8_MISTAKE_GOAL_PUSHED, 4 },
        /* a count alone: goal-tested-late's run prints the same max_frontier, and is tried first */
        { "R D\nmax_frontier 8\n", "Mistake (goal-tested-late)", 0, P8_MISTAKE_GOAL_TESTED_LATE, 2 },
    };
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_SOLUTION);
    char text[4096];
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        p8_grade_verdict *v = judge(g, "123405786", cases[i].out, text, sizeof text);
        test_current_ = cases[i].out;
        ASSERT_TRUE(holds(text, cases[i].want));
        ASSERT_EQ(p8_grade_verdict_passed(v), cases[i].passed);
        ASSERT_EQ(p8_grade_verdict_mistake(v), cases[i].mistake);
        if (cases[i].line) ASSERT_EQ_U64(p8_grade_verdict_line(v), cases[i].line);
        ASSERT_TRUE(strchr(text, '\r') == NULL && strchr(text, '\x1b') == NULL);
        p8_grade_verdict_free(v);
    }
    p8_grade_free(g);
}

static void test_points_tolerance_flags(void) {
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_SOLUTION);
    p8_grade_verdict *v;
    char text[4096];
    /* the default points: legal, goal, optimal, counts 1 each; path unchecked */
    v = judge(g, "123405786", "R D\nexpanded 6\n", text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_score(v), 3);
    ASSERT_EQ(p8_grade_verdict_max_score(v), 4);
    ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_COUNTS), P8_GRADE_FAILED);
    ASSERT_TRUE(holds(text, "Score: 3 of 4 points."));
    p8_grade_verdict_free(v);
    /* within 20%: 6 for 5 passes */
    p8_grade_set_tolerance(g, 20);
    v = judge(g, "123405786", "R D\nexpanded 6\n", text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_passed(v), 1);
    ASSERT_TRUE(holds(text, "Counts: expanded 6: yes."));
    p8_grade_verdict_free(v);
    v = judge(g, "123405786", "R D\nexpanded 7\n", text, sizeof text);
    ASSERT_TRUE(holds(text, "the reference's 5 (beyond the tolerance)"));
    p8_grade_verdict_free(v);
    p8_grade_set_tolerance(g, 0);
    /* a count asked for and not printed */
    p8_grade_set_flags(g, P8_GRADE_NEED_GENERATED);
    v = judge(g, "123405786", "R D\n", text, sizeof text);
    ASSERT_TRUE(holds(text, "Counts: generated: missing: print a line \"generated N\" (the "
                      "reference's: 12)."));
    ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_COUNTS), P8_GRADE_FAILED);
    p8_grade_verdict_free(v);
    p8_grade_set_flags(g, 0);
    /* points: goal 5, legal 0 (unchecked), optimal 0; the reference's moves 2 */
    p8_grade_set_points(g, P8_PART_GOAL, 5);
    p8_grade_set_points(g, P8_PART_LEGAL, 0);
    p8_grade_set_points(g, P8_PART_OPTIMAL, 0);
    p8_grade_set_points(g, P8_PART_PATH, 2);
    v = judge(g, "123408765", "RDLURD\n", text, sizeof text); /* the reference's: DRULDR */
    ASSERT_EQ(p8_grade_verdict_score(v), 5);
    ASSERT_EQ(p8_grade_verdict_max_score(v), 7);
    ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_OPTIMAL), P8_GRADE_UNCHECKED);
    ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_PATH), P8_GRADE_FAILED);
    ASSERT_TRUE(holds(text, "The reference's moves: no: from move 1 on (line 1 of your output): "
                      "yours R, the reference's D."));
    p8_grade_verdict_free(v);
    p8_grade_free(g);
}

static void test_endings_and_quoting(void) {
    static const char err[] =
        "Traceback (most recent call last):\n  line 1\n  line 2\n  line 3\n  line 4\n  line 5\n"
        "  line 6\n  line 7\n  line 8\n  line 9\n  line 10\n  line 11\n  line 12\n"
        "ValueError: bad \x1b[31mred\x1b[0m \xff\n\n";
    static const char out[] = "{\"type\":\"ev\xc3\xa9nt\x1b[2J\rPASS\xe2\x80\xae\"}\n";
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_TRACE);
    p8_board *b = mk("123405786");
    p8_grade_verdict *v;
    char text[8192];
    size_t i;
    ASSERT_EQ(p8_grade_judge(g, b, out, sizeof out - 1, P8_END_SIGNALED, 11, err, sizeof err - 1,
                             &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_TRUE(holds(text, "Your program was killed by signal 11 (a segmentation fault).\n"));
    ASSERT_TRUE(holds(text, "Your output is not a trace: line 1 of your output: "));
    ASSERT_TRUE(holds(text, "\\x1b[2J\\rPASS\\u{202e}"));
    ASSERT_TRUE(holds(text, "ev\xc3\xa9nt")); /* UTF-8 kept */
    ASSERT_TRUE(holds(text, "The last lines of its standard error:\n    line 2\n"));
    ASSERT_TRUE(strstr(text, "    line 1\n") == NULL); /* twelve lines at most */
    ASSERT_TRUE(holds(text, "  ValueError: bad \\x1b[31mred\\x1b[0m \xef\xbf\xbd\n"));
    ASSERT_TRUE(holds(text, "Score: 0 of 1 point (the run did not end well).\n"));
    for (i = 0; text[i]; i++)
        if ((unsigned char)text[i] < 0x20 && text[i] != '\n') break;
    ASSERT_EQ(text[i], '\0'); /* no control character but the newlines */
    ASSERT_EQ(p8_grade_verdict_passed(v), 0);
    p8_grade_verdict_free(v);
    ASSERT_EQ(p8_grade_judge(g, b, NULL, 0, P8_END_EXITED, 127, NULL, 0, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_TRUE(holds(text, "Your program exited with status 127 (the command was not found?).\n"
                      "Your program printed no trace.\n"));
    p8_grade_verdict_free(v);
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_FLOODED, 5000, NULL, 0, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_TRUE(holds(text, "Your program printed more than 5000 bytes and was stopped. What it "
                      "printed before is judged below.\n"));
    p8_grade_verdict_free(v);
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_RAISED, 0, NULL, 0, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_TRUE(holds(text, "Your function raised an exception.\n"));
    /* snprintf-style */
    ASSERT_EQ(p8_grade_verdict_text(v, text, 5), p8_grade_verdict_text(v, NULL, 0));
    ASSERT_EQ(strlen(text), 4);
    p8_grade_verdict_free(v);
    p8_board_free(b);
    p8_grade_free(g);
}

/* ---- traces ------------------------------------------------------------------------------- */

typedef struct buf_t {
    char *s;
    size_t len, cap;
} buf_t;

static int to_buf(const char *data, size_t len, void *ud) {
    buf_t *b = ud;
    if (b->len + len + 1 > b->cap) {
        b->cap = (b->len + len + 1) * 2;
        b->s = realloc(b->s, b->cap);
        if (!b->s) return -1;
    }
    memcpy(b->s + b->len, data, len);
    b->len += len;
    b->s[b->len] = '\0';
    return 0;
}

/* The library's trace of alg from start, with its header (caller frees .s). */
static buf_t library_trace(int alg, const char *start) {
    p8_search *s;
    p8_board *b = mk(start);
    p8_result *r = NULL;
    buf_t t = { 0 };
    p8_search_new(&s);
    p8_search_set_algorithm(s, alg);
    p8_trace_run(s, b, NULL, to_buf, &t, &r);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
    return t;
}

static void test_traces(void) {
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_TRACE);
    buf_t t = library_trace(P8_ALG_BFS, "123485706");
    p8_grade_verdict *v;
    char text[8192], *edited, *sum;
    /* the library's own trace passes, its header (which a student may print) included */
    v = judge(g, "123485706", t.s, text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_passed(v), 1);
    ASSERT_TRUE(holds(text, "Your trace agrees with the reference's, line for line ("));
    ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_TRACE), P8_GRADE_PASSED);
    ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_LEGAL), P8_GRADE_UNCHECKED);
    p8_grade_verdict_free(v);
    /* an illegal path in the summary fails, whatever compares it */
    edited = strdup(t.s);
    sum = strstr(edited, "\"moves\":\"");
    ASSERT_NOT_NULL(sum);
    if (sum) memcpy(sum + 9, "DD", 2); /* the blank of 1 2 3 / 4 8 5 / 7 0 6 cannot go down */
    p8_grade_set_flags(g, P8_GRADE_EVENTS_ONLY);
    v = judge(g, "123485706", edited, text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_passed(v), 0);
    ASSERT_TRUE(holds(text, "are illegal: move "));
    p8_grade_verdict_free(v);
    {   /* "moves":"U": legal, and not the goal */
        char *end = strchr(sum + 9, '"');
        sum[9] = 'U';
        memmove(sum + 10, end, strlen(end) + 1);
    }
    v = judge(g, "123485706", edited, text, sizeof text);
    ASSERT_TRUE(holds(text, "Your trace's events agree with the reference's, line for line ("));
    ASSERT_TRUE(holds(text, "end at 1 2 3 / 4 0 5 / 7 8 6, not at the goal."));
    ASSERT_EQ(p8_grade_verdict_passed(v), 0);
    p8_grade_verdict_free(v);
    memcpy(sum + 9, "X", 1);
    v = judge(g, "123485706", edited, text, sizeof text);
    ASSERT_TRUE(holds(text, "are not all moves: character 1 is not U, D, L or R."));
    p8_grade_verdict_free(v);
    p8_grade_set_flags(g, 0);
    free(edited);
    /* lines of the student's own output: a header line it prints counts */
    v = judge(g, "123485706", "{\"type\":\"header\"}\nnot json\n", text, sizeof text);
    ASSERT_TRUE(holds(text, "Your output is not a trace: line 2 of your output: expected a JSON "
                      "object, found other text: not json\n"));
    ASSERT_EQ_U64(p8_grade_verdict_line(v), 2);
    p8_grade_verdict_free(v);
    v = judge(g, "123485706", "U R\n", text, sizeof text);
    ASSERT_TRUE(holds(text, "It reads as a solution (moves or boards): this assignment asks for a "
                      "trace of the search, one JSON object a line (docs/trace.md).\n"));
    p8_grade_verdict_free(v);
    {
        p8_board *b = mk("123485706");
        static const char nul[] = "{\"type\":\"event\"}\0\n";
        ASSERT_EQ(p8_grade_judge(g, b, nul, sizeof nul - 1, P8_END_EXITED, 0, NULL, 0, &v), P8_OK);
        p8_grade_verdict_text(v, text, sizeof text);
        ASSERT_TRUE(holds(text, "line 1 of your output: a NUL byte at column 17"));
        p8_grade_verdict_free(v);
        p8_board_free(b);
    }
    free(t.s);
    p8_grade_free(g);
}

/* The event and summary lines of a search of one's own are the library's. */
static void test_own_lines(void) {
    buf_t t = library_trace(P8_ALG_ASTAR, "413726580");
    const char *p = strchr(t.s, '\n') + 1;
    unsigned lines = 0;
    char line[512];
    uint8_t tiles[9];
    while (*p) {
        const char *nl = strchr(p, '\n');
        char ev[16], id[24], parent[24], move[8], state[10];
        unsigned g, h;
        unsigned long long key;
        int n, k, event = -1, m = -1;
        if (sscanf(p, "{\"type\":\"event\",\"event\":\"%15[a-z]\",\"id\":%23[0-9a-z],\"parent\":"
                   "%23[0-9a-z],\"move\":%7[^,],\"g\":%u,\"h\":%u,\"key\":%llu,\"side\":0,"
                   "\"bound\":null,\"state\":\"%9[0-9]\"}", ev, id, parent, move, &g, &h, &key,
                   state) == 8) {
            for (k = 0; k < 4; k++)
                if (strcmp(ev, p8_event_name(k)) == 0) event = k;
            if (move[0] == '"') m = (int)(strchr("UDLR", move[1]) - "UDLR");
            for (k = 0; k < 9; k++) tiles[k] = (uint8_t)(state[k] - '0');
            n = p8_grade_event_line(event, strcmp(id, "null") ? strtoull(id, NULL, 10) : UINT64_MAX,
                                    strcmp(parent, "null") ? strtoull(parent, NULL, 10) : UINT64_MAX,
                                    m, g, h, key, tiles, line, sizeof line);
            ASSERT_EQ(n, (int)(nl - p + 1));
            ASSERT_TRUE(strncmp(line, p, (size_t)n) == 0);
            lines++;
        } else {
            char moves[64];
            unsigned long long ex, gen, dup, mf;
            ASSERT_EQ(sscanf(p, "{\"type\":\"summary\",\"status\":\"P8_OK\",\"solved\":true,"
                             "\"length\":%*u,\"moves\":\"%63[UDLR]\",\"expanded\":%llu,"
                             "\"generated\":%llu,\"duplicates\":%llu,\"max_frontier\":%llu}",
                             moves, &ex, &gen, &dup, &mf), 5);
            n = p8_grade_summary_line(P8_OK, moves, ex, gen, dup, mf, line, sizeof line);
            ASSERT_EQ(n, (int)(nl - p + 1));
            ASSERT_TRUE(strncmp(line, p, (size_t)n) == 0);
        }
        p = nl + 1;
    }
    ASSERT_TRUE(lines > 10);
    ASSERT_EQ(p8_grade_event_line(4, 0, 0, 0, 0, 0, 0, tiles, line, sizeof line), P8_EINVAL);
    ASSERT_STR_EQ(line, "");
    ASSERT_EQ(p8_grade_event_line(0, 0, 0, 4, 0, 0, 0, tiles, line, sizeof line), P8_EINVAL);
    ASSERT_EQ(p8_grade_event_line(0, 0, 0, -2, 0, 0, 0, tiles, line, sizeof line), P8_EINVAL);
    ASSERT_EQ(p8_grade_event_line(0, 0, 0, -1, 0, 0, 0, NULL, line, sizeof line), P8_EINVAL);
    tiles[0] = tiles[1];
    ASSERT_EQ(p8_grade_event_line(0, 0, 0, -1, 0, 0, 0, tiles, line, sizeof line), P8_EINVAL);
    ASSERT_EQ(p8_grade_summary_line(P8_EINVAL, NULL, 0, 0, 0, 0, line, sizeof line), P8_EINVAL);
    ASSERT_EQ(p8_grade_summary_line(P8_OK, "UX", 0, 0, 0, 0, line, sizeof line), P8_EINVAL);
    ASSERT_EQ(p8_grade_summary_line(P8_ENOTFOUND, NULL, 1, 2, 3, 4, NULL, 0),
              (int)strlen("{\"type\":\"summary\",\"status\":\"P8_ENOTFOUND\",\"solved\":false,"
                          "\"length\":null,\"moves\":null,\"expanded\":1,\"generated\":2,"
                          "\"duplicates\":3,\"max_frontier\":4}\n"));
    free(t.s);
}

static void test_catalogue_table(void) {
    int m, k;
    for (m = 1; m < P8_GRADE_MISTAKES; m++) {
        const char *h = p8_grade_mistake_hint(m);
        ASSERT_TRUE(strlen(p8_grade_mistake_name(m)) > 3 && strlen(p8_grade_mistake_what(m)) > 10);
        ASSERT_EQ(h[strlen(h) - 1], '.');
        for (k = 1; k < m; k++)
            ASSERT_TRUE(strcmp(p8_grade_mistake_name(k), p8_grade_mistake_name(m)) != 0);
    }
    ASSERT_STR_EQ(p8_grade_mistake_what(P8_MISTAKE_NONE), "");
}

static void test_boards(void) {
    p8_grade *g = grader(P8_ALG_ASTAR, P8_GRADE_TRACE);
    p8_table *t;
    uint8_t a[5 * 9], b[5 * 9];
    uint64_t ca[5], cb[5];
    int i;
    p8_table_build(NULL, &t);
    ASSERT_EQ(p8_grade_boards(g, 5, 15, 42, a, ca, 5), 5);
    ASSERT_EQ(p8_grade_boards(g, 5, 15, 42, b, cb, 5), 5);
    ASSERT_TRUE(memcmp(a, b, sizeof a) == 0 && memcmp(ca, cb, sizeof ca) == 0);
    ASSERT_EQ(p8_grade_boards(g, 5, 15, 42, b, NULL, 2), 5); /* the first 2 only */
    ASSERT_TRUE(memcmp(a, b, 18) == 0);
    for (i = 0; i < 5; i++) {
        p8_board *x;
        uint64_t mask;
        p8_board_new(a + 9 * i, &x);
        ASSERT_EQ(p8_table_distance(t, x), 3 * (i + 1)); /* 15 * (i + 1) / 5 */
        ASSERT_EQ(p8_grade_catches(g, x, &mask), P8_OK);
        ASSERT_EQ_U64(mask, ca[i]);
        ASSERT_TRUE(mask & ((uint64_t)1 << P8_MISTAKE_G_OFF_BY_ONE));
        ASSERT_TRUE(!(mask & ((uint64_t)1 << P8_MISTAKE_STACK_FOR_QUEUE))); /* not A*'s */
        p8_board_free(x);
    }
    ASSERT_EQ(p8_grade_boards(g, 3, 31, 1, a, NULL, 3), 3); /* the farthest boards */
    p8_table_free(t);
    p8_grade_free(g);
}

/* Every allocation of a grader's judgement failing in turn (and of its choice of boards, every
 * 7th): P8_ENOMEM, nothing held, never a crash; then the same verdict as with no failure. */
static void test_out_of_memory(void) {
    chaos c;
    p8_allocator al = make_alloc(&c);
    p8_search *s;
    p8_board *b = mk("123485706");
    buf_t t = library_trace(P8_ALG_BFS, "123485706");
    char solution[64], *moves = strstr(t.s, "\"moves\":\""), *p;
    int check, rc, boards;
    p8_search_new(&s);
    p8_search_set_algorithm(s, P8_ALG_BFS);
    memset(&c, 0, sizeof c);
    /* a mistake in both outputs: the moves named for the tile */
    ASSERT_NOT_NULL(moves);
    for (p = moves + 9; *p != '"'; p++) *p = "DURL"[strchr("UDLR", *p) - "UDLR"];
    {   /* and in the events */
        char *q = t.s;
        while ((q = strstr(q, "\"move\":\"")) != NULL) {
            q += 8;
            *q = "DURL"[strchr("UDLR", *q) - "UDLR"];
        }
    }
    snprintf(solution, sizeof solution, "%.*s\n", (int)(p - (moves + 9)), moves + 9);
    for (boards = 0; boards < 2; boards++)
        for (check = 0; check < 2; check++) {
            unsigned long n;
            const char *out = check ? solution : t.s;
            for (n = 0;; n += boards ? 7 : 1) {
                p8_grade *g = (p8_grade *)&g;
                p8_grade_verdict *v = NULL;
                uint8_t tiles[18];
                arm(&c, n, 0);
                rc = p8_grade_new_with_allocator(&al, s, NULL, &g);
                if (rc != P8_OK) ASSERT_NULL(g);
                if (rc == P8_OK) rc = p8_grade_set_check(g, check);
                if (rc == P8_OK && boards) {
                    rc = p8_grade_boards(g, 1, 4, 3, tiles, NULL, 1);
                    if (rc == 1) rc = P8_OK;
                }
                if (rc == P8_OK && !boards)
                    rc = p8_grade_judge(g, b, out, strlen(out), P8_END_EXITED, 0, "e\n", 2, &v);
                if (rc == P8_OK) {
                    if (c.failures) fprintf(stderr, "boards %d check %d n %lu\n", boards, check, n);
                    ASSERT_EQ(c.failures, 0);
                    if (!boards) ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_TILE_MOVES);
                    p8_grade_verdict_free(v);
                    p8_grade_free(rc == P8_OK ? g : NULL);
                    ASSERT_EQ(c.live, 0);
                    break;
                }
                ASSERT_EQ(rc, P8_ENOMEM);
                ASSERT_NULL(v);
                if (g) {
                    ASSERT_TRUE(strlen(p8_grade_errmsg(g)) > 0);
                    p8_grade_free(g);
                }
                ASSERT_EQ(c.live, 0);
                ASSERT_EQ(c.bad_free, 0);
                if (n > 200000) break;
            }
            ASSERT_TRUE(n > 10);
        }
    free(t.s);
    p8_search_free(s);
    p8_board_free(b);
}

int main(void) {
    RUN(test_bad_input);
    RUN(test_references);
    RUN(test_solution_forms);
    RUN(test_solution_sentences);
    RUN(test_points_tolerance_flags);
    RUN(test_endings_and_quoting);
    RUN(test_traces);
    RUN(test_own_lines);
    RUN(test_catalogue_table);
    RUN(test_boards);
    RUN(test_out_of_memory);
    return TEST_REPORT();
}
