/* SPDX-License-Identifier: MIT */
/*
 * fuzz_grade.c - libFuzzer target for the grader's judgement (p8_grade_judge): what a submission
 * prints, arbitrary bytes, read as a trace or as a solution.
 *
 * Byte 0 picks the check (bit 0: solution), the reference (bit 1: A* with Manhattan, else BFS),
 * how the run ended (bits 2-4: exited 0 or 1, killed by signal 11, timed out, flooded, raised)
 * and the flags (bit 5: events only, bit 6: every count asked for; bit 7: a tolerance of 10%);
 * byte 1 picks the board (one of eight at distances 1 to 15); the rest is the output, and its
 * last 40 bytes also the standard error. Invariants (any violation aborts):
 *  - p8_grade_judge returns P8_OK with a verdict (the reference runs: these boards end);
 *  - the score is at most the points checked, and 0 for a run that did not end well; passed is
 *    0 or 1, 1 only when every part checked passed and the run ended well; each part is
 *    PASSED, FAILED or UNCHECKED, and TRACE is checked exactly when judging traces;
 *  - the mistake is a P8_MISTAKE_* that applies to the reference, NONE when the board passed;
 *  - the line cited is at most the output's lines plus one;
 *  - the text is well-formed UTF-8 with no control character but "\n", ends with "\n", and
 *    p8_grade_verdict_text into buffers of cap 0, 1 and 33 writes NUL-terminated prefixes of it
 *    and returns its length;
 *  - nothing leaks (LeakSanitizer).
 * Built with -fsanitize=fuzzer by `make fuzz`; fuzz/replay.c turns it into a plain program that
 * replays files (`make fuzz-replay`, test/fuzz_replay_test.sh).
 */
#include "puzzle8.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                  \
    do {                                                                          \
        if (!(c)) failed(__LINE__, #c);                                           \
    } while (0)

static void failed(int line, const char *what) {
    fprintf(stderr, "fuzz_grade.c:%d: invariant failed: %s\n", line, what);
    abort();
}

/* 1 if s (n bytes) is well-formed UTF-8 with no control character but newlines. */
static int clean_utf8(const unsigned char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        unsigned c = s[i], len, k;
        if (c < 0x80) {
            if ((c < 0x20 && c != '\n') || c == 0x7f) return 0;
            i++;
            continue;
        }
        len = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 ? 2 : 0;
        if (len == 0 || c > 0xf4 || i + len > n) return 0;
        for (k = 1; k < len; k++)
            if ((s[i + k] & 0xc0) != 0x80) return 0;
        if (len == 2 && c == 0xc2 && s[i + 1] < 0xa0) return 0; /* a C1 control */
        i += len;
    }
    return 1;
}

static p8_grade *graders[2][2];

static p8_grade *grader(int astar, int solution) {
    if (!graders[astar][solution]) {
        p8_search *s;
        if (p8_search_new(&s) != P8_OK) abort();
        p8_search_set_algorithm(s, astar ? P8_ALG_ASTAR : P8_ALG_BFS);
        if (p8_grade_new(s, NULL, &graders[astar][solution]) != P8_OK) abort();
        p8_search_free(s);
        p8_grade_set_check(graders[astar][solution], solution);
    }
    return graders[astar][solution];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char *const boards[8] = { "123456708", "123405786", "123485706", "413026758",
                                           "130825476", "023456718", "213605478", "160438725" };
    static const int ends[8][2] = { { P8_END_EXITED, 0 }, { P8_END_EXITED, 1 },
                                    { P8_END_SIGNALED, 11 }, { P8_END_TIMED_OUT, 300 },
                                    { P8_END_FLOODED, 5000 }, { P8_END_RAISED, 0 },
                                    { P8_END_EXITED, 0 }, { P8_END_EXITED, 0 } };
    p8_grade *g;
    p8_board *b = NULL;
    p8_grade_verdict *v = NULL;
    const char *out = (const char *)data + 2, *err;
    size_t len, err_len, n, i, lines = 0;
    char *text, small[33];
    int e, well, k, m, rc, solution;
    if (size < 2) return 0;
    solution = data[0] & 1;
    g = grader((data[0] >> 1) & 1, solution);
    e = (data[0] >> 2) & 7;
    well = ends[e][0] == P8_END_EXITED && ends[e][1] == 0;
    p8_grade_set_flags(g, (data[0] & 32 ? P8_GRADE_EVENTS_ONLY : 0) |
                          (data[0] & 64 ? P8_GRADE_NEED_EXPANDED | P8_GRADE_NEED_GENERATED |
                                          P8_GRADE_NEED_DUPLICATES | P8_GRADE_NEED_MAX_FRONTIER : 0));
    p8_grade_set_tolerance(g, data[0] & 128 ? 10 : 0);
    len = size - 2;
    err_len = len < 40 ? len : 40;
    err = out + len - err_len;
    for (i = 0; i < len; i++) lines += out[i] == '\n';
    if (p8_board_parse(boards[data[1] & 7], &b, NULL, 0) != P8_OK) abort();
    rc = p8_grade_judge(g, b, out, len, ends[e][0], (uint64_t)ends[e][1], err, err_len, &v);
    CHECK(rc == P8_OK && v != NULL);
    CHECK(p8_grade_verdict_score(v) >= 0 &&
          p8_grade_verdict_score(v) <= p8_grade_verdict_max_score(v));
    CHECK(well || p8_grade_verdict_score(v) == 0);
    CHECK(p8_grade_verdict_passed(v) == 0 || p8_grade_verdict_passed(v) == 1);
    for (k = 0; k < P8_GRADE_PARTS; k++) {
        int part = p8_grade_verdict_part(v, k);
        CHECK(part == P8_GRADE_PASSED || part == P8_GRADE_FAILED || part == P8_GRADE_UNCHECKED);
        CHECK(!(p8_grade_verdict_passed(v) == 1 && part == P8_GRADE_FAILED));
    }
    CHECK((p8_grade_verdict_part(v, P8_PART_TRACE) == P8_GRADE_UNCHECKED) == solution);
    CHECK(!(p8_grade_verdict_passed(v) == 1 && !well));
    m = p8_grade_verdict_mistake(v);
    CHECK(m >= 0 && m < P8_GRADE_MISTAKES && (m == 0 || p8_grade_applies(g, m) == 1));
    CHECK(!(p8_grade_verdict_passed(v) == 1 && m != P8_MISTAKE_NONE));
    CHECK(p8_grade_verdict_line(v) <= lines + 1);
    n = p8_grade_verdict_text(v, NULL, 0);
    text = malloc(n + 1);
    if (!text) abort();
    CHECK(p8_grade_verdict_text(v, text, n + 1) == n && strlen(text) == n);
    CHECK(n > 0 && text[n - 1] == '\n' && clean_utf8((const unsigned char *)text, n));
    CHECK(p8_grade_verdict_text(v, small, 1) == n && small[0] == '\0');
    CHECK(p8_grade_verdict_text(v, small, sizeof small) == n && strlen(small) == (n < 32 ? n : 32) &&
          strncmp(small, text, strlen(small)) == 0);
    free(text);
    p8_grade_verdict_free(v);
    p8_board_free(b);
    return 0;
}
