/* SPDX-License-Identifier: MIT */
/*
 * test_grade_solution.c - a printed solution judged by the grader (p8_grade_judge with
 * P8_GRADE_SOLUTION): every form it may take, each part's sentence exactly, the line cited and
 * the mistake named; points, tolerance and the counts asked for; how a run ended, and what the
 * text quotes of a submission escaped (UTF-8 kept, invalid bytes replaced, control characters
 * shown as escapes, the standard error's last lines). Last line: "N passed, N failed".
 */
#include "grade_support.h"

/* The solution forms: each is the reference's "RD" (2 moves from 123405786). */
static void test_solution_forms(void) {
    static const char *const forms[] = {
        "RD\n", "R D\n", "R,D", "['R', 'D']\n", "moves: R D\n", "Path: right down\n",
        "solution:rd\n", "R\nD\n", "R -> D\n", "  R ; D  \r\n", "(\"R\", \"D\")\n",
        "123405786\n123450786\n123456780\n", "123450786\n123456780\n",
        "1 2 3\n4 0 5\n7 8 6\n\n1 2 3\n4 5 0\n7 8 6\n1 2 3\n4 5 6\n7 8 0\n",
        "R D\nexpanded 5\n", "RD\nEXPANDED: 5\ngenerated = 12\n",
        "RD\nduplicates 0\nmax_frontier 7\n", "expanded 5\nRD\n", "Moves : R D\n", "PATH:R,D\n",
        "R\tD\n", "R - D\n", "<R> <D>\n", "1,2,3\n4,_,5\n7,8,6\n123450786\n1 2 3 4 5 6 7 8 .\n",
        "R D\nexpanded\t:\t5\n", "\n\n  R D  \n\n",
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
        { "1 2 3\nR D\n", "line 1: a board on three lines needs three rows of three cells", 0, 0, 1 },
        { "R D\nexpanded5\n", "Your output could not be read: line 2: ", 0, 0, 2 },
        { "R D\nexpanded_all 5\n", "Your output could not be read: line 2: ", 0, 0, 2 },
        { "123405786\nR D\n", "line 2: moves after the boards of line 1: print the moves or the "
                                "boards, not both", 0, 0, 2 },
        { "123450786\n123456870\n", "the board on line 2 of your output, 1 2 3 / 4 5 6 / 8 7 0, is "
                                      "not one move from the board before it", 0, 0, 2 },
        { "413726580\n", "the board on line 1 of your output, 4 1 3 / 7 2 6 / 5 8 0, is not one "
                          "move from the board before it, 1 2 3 / 4 0 5 / 7 8 6", 0, 0, 1 },
        { "R abcdefghijklmnopqrstuvwxyz\n", "\"abcdefghijklmnopqrst\" is not a move", 0, 0, 1 },
        { "R D\nexpanded 5 \n\x01\n", "Your output could not be read: line 3: unexpected "
                                          "character at column 1", 0, 0, 3 },
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

static void test_long_and_cut_outputs(void) {
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_SOLUTION);
    p8_board *b = mk("123405786");
    p8_grade_verdict *v;
    char text[4096], out[1024];
    int i;
    /* a line of 402 moves (more than a line's first buffer), legal, not optimal */
    for (i = 0; i < 200; i++) memcpy(out + 2 * i, "RL", 2);
    memcpy(out + 400, "RD\n", 4);
    v = judge(g, "123405786", out, text, sizeof text);
    ASSERT_TRUE(holds(text, "Reaches the goal: yes.\nOptimal length: no: your path has 402 moves; "
                      "the shortest has 2."));
    p8_grade_verdict_free(v);
    /* a run stopped in the middle of its last line: that line is left out */
    ASSERT_EQ(p8_grade_judge(g, b, "R D\nexpan", 10, P8_END_TIMED_OUT, 100, NULL, 0, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_TRUE(holds(text, "Legal moves: yes.\nReaches the goal: yes."));
    ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_COUNTS), P8_GRADE_UNCHECKED);
    p8_grade_verdict_free(v);
    ASSERT_EQ(p8_grade_judge(g, b, "R\0D\n", 4, P8_END_EXITED, 0, NULL, 0, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_TRUE(holds(text, "line 1: a NUL byte in the line"));
    p8_grade_verdict_free(v);
    p8_board_free(b);
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
    /* a function of the caller's that returned nothing: said as a function's */
    p8_grade_set_flags(g, P8_GRADE_FUNCTION);
    v = judge(g, "123405786", "", text, sizeof text);
    ASSERT_TRUE(holds(text, "Reaches the goal: no: your function returned no moves.\n"));
    ASSERT_TRUE(!holds(text, "printed"));
    ASSERT_EQ(p8_grade_verdict_passed(v), 0);
    p8_grade_verdict_free(v);
    /* its counts: no line of an output it never printed; a count missing is to be returned */
    p8_grade_set_flags(g, P8_GRADE_FUNCTION | P8_GRADE_NEED_GENERATED);
    v = judge(g, "123405786", "R D\nexpanded 6\n", text, sizeof text);
    ASSERT_TRUE(holds(text, "Counts: expanded: no: yours is 6, the reference's 5; generated: "
                      "missing: return the count \"generated\" (the reference's: 12).\n"));
    p8_grade_verdict_free(v);
    v = judge(g, "123405786", "R D\nexpanded 5\ngenerated 13\n", text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_GENERATED_COUNTS_START);
    ASSERT_TRUE(holds(text, "It shows first in what your function returned: generated 13\n"));
    ASSERT_TRUE(!holds(text, "of your output"));
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
    /* a function of the caller's that reported nothing and returned nothing */
    p8_grade_set_flags(g, P8_GRADE_FUNCTION);
    ASSERT_EQ(p8_grade_judge(g, b, NULL, 0, P8_END_EXITED, 0, NULL, 0, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_STR_EQ(text, "Your function reported no events to the recorder and returned no moves.\n"
                        "Score: 0 of 1 point.\n");
    p8_grade_verdict_free(v);
    p8_grade_set_flags(g, 0);
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_FLOODED, 5000, NULL, 0, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_TRUE(holds(text, "Your program printed more than 5000 bytes and was stopped. What it "
                      "printed before is judged below.\n"));
    p8_grade_verdict_free(v);
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_OVERSIZE, 5000, NULL, 0, &v), P8_OK);
    p8_grade_verdict_text(v, text, sizeof text);
    ASSERT_TRUE(holds(text, "Your program wrote more than 5000 bytes. Only the first 5000 are "
                      "judged below.\n"));
    ASSERT_TRUE(!holds(text, "stopped"));
    ASSERT_EQ(p8_grade_verdict_passed(v), 0);
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

/* Every kind of text the report must not show raw, in a line it quotes: controls as \xHH or
 * \t, the C1 controls and the characters that reorder or hide text as \u{...}, invalid UTF-8
 * (overlong, a surrogate, beyond U+10FFFF, cut short) a U+FFFD a byte; their neighbours kept.
 * A passing submission's standard error is not shown; the text read into no room. */
static void test_quoted_characters(void) {
    static const char out[] =
        "{\"x\":\"\t\x7f|\xc2\x85|\xc2\xa0|\xe2\x80\x8e\xe2\x80\x8f|\xe2\x80\xa8\xe2\x80\xae"
        "\xe2\x80\xaf|\xe2\x81\xa5\xe2\x81\xa6\xe2\x81\xa9\xe2\x81\xaa|\xef\xbb\xbf|"
        "\xe0\x80\xaf|\xed\xa0\x80|\xf0\x80\x80\x80|\xf4\x90\x80\x80|\xf0\x9f\x98\x80|\xe2(|\xe2\x82\n";
    static const char want[] =
        "{\"x\":\"\\t\\x7f|\\u{85}|\xc2\xa0|\\u{200e}\\u{200f}|\\u{2028}\\u{202e}"
        "\xe2\x80\xaf|\xe2\x81\xa5\\u{2066}\\u{2069}\xe2\x81\xaa|\\u{feff}|"
        "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd|\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd|"
        "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd|\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd|"
        "\xf0\x9f\x98\x80|\xef\xbf\xbd(|\xef\xbf\xbd\xef\xbf\xbd";
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_SOLUTION);
    p8_board *b = mk("123405786");
    p8_grade_verdict *v;
    char text[8192], one[1] = { 'Z' };
    p8_grade_verdict_free(judge(g, "123405786", out, text, sizeof text));
    ASSERT_TRUE(holds(text, want));
    /* a passing run's standard error is left out; a capacity of 0 leaves the buffer alone */
    ASSERT_EQ(p8_grade_judge(g, b, "RD\n", 3, P8_END_EXITED, 0, "warning\n", 8, &v), P8_OK);
    ASSERT_EQ(p8_grade_verdict_passed(v), 1);
    ASSERT_TRUE(p8_grade_verdict_text(v, text, sizeof text) > 0);
    ASSERT_TRUE(strstr(text, "warning") == NULL);
    ASSERT_EQ(p8_grade_verdict_text(v, one, 0), strlen(text));
    ASSERT_EQ(one[0], 'Z');
    p8_grade_verdict_free(v);
    p8_board_free(b);
    p8_grade_free(g);
}

int main(void) {
    RUN(test_solution_forms);
    RUN(test_solution_sentences);
    RUN(test_long_and_cut_outputs);
    RUN(test_points_tolerance_flags);
    RUN(test_endings_and_quoting);
    RUN(test_quoted_characters);
    return TEST_REPORT();
}
