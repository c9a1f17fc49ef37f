/* SPDX-License-Identifier: MIT */
/* judge_trace.c - a printed trace judged: compared line by line with the reference's in the
 * student's words (where it first differs, both lines), the moves of its summary line checked
 * (legal, and reaching the goal when it says solved) whatever is compared, and the mistake that
 * reproduces the most of it named, or else the comparison's own diagnosis. */
#include "grade.h"

#include <string.h>

/* The moves of the output's last summary line: legal and, when it says solved, reaching the
 * goal. 1 if so (or there is no summary line with moves), else 0 with the sentence said. */
static int summary_moves(judgement *j, int *oom) {
    const char *p = j->out, *end = j->out + j->len, *last = NULL;
    size_t last_len = 0, i;
    uint64_t line = 0, last_line = 0;
    gtext copy;
    p8__tline l;
    char why[P8__TRACE_WHY_CAP], before[24];
    const p8__tfield *mv, *solved;
    uint8_t b[9];
    int ok = 1;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p)), *q = p;
        size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p), k, head;
        if (!nl && j->stopped) break;
        line++;
        while (q < p + len && (*q == ' ' || *q == '\t')) q++;
        head = (size_t)(p + len - q) < 64 ? (size_t)(p + len - q) : 64;
        if (head > 9 && *q == '{') /* "type":"summary" near the start of the line */
            for (k = 0; k + 9 <= head; k++)
                if (memcmp(q + k, "\"summary\"", 9) == 0) {
                    last = p, last_len = len, last_line = line;
                    break;
                }
        p += len + (nl != NULL);
    }
    if (!last) return 1;
    memset(&copy, 0, sizeof copy);
    copy.mem = &j->g->mem;
    p8__gt_put(&copy, last, last_len);
    if (copy.oom) return *oom = 1, 0;
    if (memchr(last, '\0', last_len) || p8__tline_parse(copy.s, &l, why) != 0 ||
        !p8__tfield_is(p8__tline_get(&l, "type"), "summary")) {
        p8__gt_free(&copy);
        return 1; /* not a summary line after all: the comparison says what is wrong with it */
    }
    mv = p8__tline_get(&l, "moves");
    solved = p8__tline_get(&l, "solved");
    memcpy(b, j->start, 9);
    if (mv && mv->type == P8__JSON_STRING) {
        for (i = 0; i < mv->text_len && ok; i++) {
            const char *at = strchr("UDLR", mv->text[i]);
            int blank = 0, to, k;
            for (k = 0; k < 9; k++)
                if (b[k] == 0) blank = k;
            p8__grade_board_words(b, before);
            if (!at || !mv->text[i]) {
                p8__gt_printf(j->t, "The moves of your summary line (line %llu of your output) are "
                              "not all moves: character %lu is not U, D, L or R.\n",
                              (unsigned long long)last_line, (unsigned long)i + 1);
                ok = 0;
                break;
            }
            k = (int)(at - "UDLR");
            to = k == 0 ? (blank >= 3 ? blank - 3 : -1) : k == 1 ? (blank < 6 ? blank + 3 : -1)
               : k == 2 ? (blank % 3 ? blank - 1 : -1) : (blank % 3 < 2 ? blank + 1 : -1);
            if (to < 0) {
                static const char *const where[4] = { "top row", "bottom row", "left column",
                                                      "right column" };
                p8__gt_printf(j->t, "The moves of your summary line (line %llu of your output) "
                              "are illegal: move %lu (%c) cannot be made: the blank of %s is in "
                              "the %s.\n", (unsigned long long)last_line, (unsigned long)i + 1,
                              mv->text[i], before, where[k]);
                ok = 0;
                break;
            }
            b[blank] = b[to];
            b[to] = 0;
        }
        if (ok && solved && solved->type == P8__JSON_TRUE && memcmp(b, j->g->goal, 9) != 0) {
            p8__grade_board_words(b, before);
            p8__gt_printf(j->t, "The moves of your summary line (line %llu of your output) end at "
                          "%s, not at the goal.\n", (unsigned long long)last_line, before);
            ok = 0;
        }
    }
    if (!ok && !j->v->line) j->v->line = last_line;
    p8__gt_free(&copy);
    return ok;
}

int p8__grade_judge_trace(judgement *j) {
    p8_grade *g = j->g;
    gtext *t = j->t;
    unsigned flags = P8_COMPARE_NO_HEADER |
                     (g->flags & P8_GRADE_EVENTS_ONLY ? (unsigned)P8_COMPARE_EVENTS_ONLY : 0u);
    p8_trace_comparison *c = NULL;
    gmatch ref, bm;
    int rc, d, best = P8_MISTAKE_NONE, oom = 0, moves_ok;
    const char *mine, *theirs;
    if ((rc = p8__grade_trace_match(j, P8_MISTAKE_NONE, flags | P8_COMPARE_STUDENT, &ref, &c)) != P8_OK)
        return rc;
    d = p8_trace_comparison_diagnosis(c);
    mine = p8_trace_comparison_line(c, 1);
    theirs = p8_trace_comparison_line(c, 0);
    if (d == P8_DIAG_ENDS_EARLY && ref.agreed == 0) {
        p8__gt_str(t, g->flags & P8_GRADE_FUNCTION ? "Your function reported no events to the "
                                                     "recorder and returned no moves.\n"
                                                   : "Your program printed no trace.\n");
        d = P8_DIAG_NOT_A_TRACE; /* nothing to compare, nor a mistake to look for */
    } else if (d == P8_DIAG_AGREE) {
        p8__gt_printf(t, "Your trace%s with the reference's, line for line (%llu lines).\n",
                      (flags & P8_COMPARE_EVENTS_ONLY) ? "'s events agree" : " agrees",
                      (unsigned long long)ref.agreed);
    } else if (d == P8_DIAG_NOT_A_TRACE) {
        gparsed p;
        j->v->line = p8_trace_comparison_line_number(c, 1);
        p8__gt_printf(t, "Your output is not a trace: %s", p8_trace_comparison_why(c));
        if (mine) {
            p8__gt_str(t, ": ");
            p8__gt_quote(t, mine, strlen(mine), 120);
        }
        p8__gt_str(t, "\n");
        if (p8__grade_parse(&g->mem, j->out, j->len, j->stopped, j->start, &p) == P8_OK) {
            if (!p.bad && p.kind)
                p8__gt_str(t, "It reads as a solution (moves or boards): this assignment asks "
                           "for a trace of the search, one JSON object a line (docs/trace.md).\n");
            p8__gparsed_free(&g->mem, &p);
        }
        p8__gt_printf(t, "Hint: %s\n", p8_trace_diagnosis_hint(d));
    } else {
        const char *km = mine ? p8_trace_line_type(mine) : NULL;
        const char *kt = theirs ? p8_trace_line_type(theirs) : NULL;
        j->v->line = p8_trace_comparison_line_number(c, 1);
        p8__gt_printf(t, "Your trace differs from the reference's at line %llu of your output",
                      (unsigned long long)j->v->line);
        if (km && kt && km[0] == 'e' && kt[0] == 'e')
            p8__gt_printf(t, " (event %llu)", (unsigned long long)p8_trace_comparison_events(c) + 1);
        p8__gt_printf(t, ": %s.\n", p8_trace_comparison_why(c));
        p8__gt_str(t, "  your line:       ");
        if (mine) p8__gt_quote(t, mine, strlen(mine), 300);
        else p8__gt_str(t, "(your output ends there)");
        p8__gt_str(t, "\n  the reference's: ");
        if (theirs) p8__gt_quote(t, theirs, strlen(theirs), 300);
        else p8__gt_str(t, "(the reference's trace ends there)");
        p8__gt_str(t, "\n");
    }
    moves_ok = summary_moves(j, &oom);
    if (oom) rc = P8_ENOMEM;
    /* no mistake reproduces more than the reference when it reproduces all that was printed
     * (a run stopped before it showed its mistake) */
    if (rc == P8_OK && d != P8_DIAG_AGREE && d != P8_DIAG_NOT_A_TRACE && !ref.exact)
        rc = p8__grade_find_mistake(j, NULL, flags, &ref, &best, &bm);
    if (rc == P8_OK && best != P8_MISTAKE_NONE) {
        j->v->mistake = best;
        j->v->exact = bm.exact;
        p8__grade_say_mistake(j, best, &bm, &ref, 1, mine, mine ? strlen(mine) : 0);
    } else if (rc == P8_OK && d != P8_DIAG_AGREE && d != P8_DIAG_NOT_A_TRACE) {
        p8__gt_printf(t, "Diagnosis (%s): %s\n", p8_trace_diagnosis_name(d),
                      p8_trace_diagnosis_hint(d));
    }
    p8_trace_comparison_free(c);
    j->v->part[P8_PART_TRACE] = d == P8_DIAG_AGREE && moves_ok ? P8_GRADE_PASSED : P8_GRADE_FAILED;
    j->v->max_score = g->points[P8_PART_TRACE];
    j->v->score = j->v->part[P8_PART_TRACE] == P8_GRADE_PASSED ? j->v->max_score : 0;
    return rc;
}

