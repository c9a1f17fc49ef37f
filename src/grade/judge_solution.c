/* SPDX-License-Identifier: MIT */
/* judge_solution.c - a printed solution scored part by part: legal moves (the first illegal one
 * with the board before it), the goal reached (or where the path ends, and how far from the
 * goal), an optimal length where the configuration is optimal, the counts printed against the
 * reference's, and, when it has points, the reference's own moves; then the mistake whose run
 * prints the most of the same moves and counts. */
#include "grade.h"

#include <string.h>

/* ---- the parts of a solution ------------------------------------------------------------------ */

static void say_illegal(judgement *j, const gparsed *p, const char *whose) {
    char before[24], after[24];
    p8__grade_board_words(p->before, before);
    if (p->bad_move >= 0) {
        static const char *const where[4] = { "top row", "bottom row", "left column",
                                              "right column" };
        p8__gt_printf(j->t, "no: move %llu of %s (%c, on line %llu of your output) is illegal: "
                      "the blank of %s is in the %s.\n", (unsigned long long)p->bad_index + 1,
                      whose, "UDLR"[p->bad_move], (unsigned long long)p->bad_line, before,
                      where[p->bad_move]);
    } else {
        p8__grade_board_words(p->bad_board, after);
        p8__gt_printf(j->t, "no: the board on line %llu of your output, %s, is not one move from "
                      "the board before it, %s.\n", (unsigned long long)p->bad_line, after, before);
    }
}

/* Where the moves lead from start, up to the first illegal one. */
static void walk_moves(const uint8_t start[9], const gparsed *p, uint8_t end[9]) {
    size_t i;
    memcpy(end, start, 9);
    for (i = 0; i < p->n; i++) {
        int b = 0, to, k;
        for (k = 0; k < 9; k++)
            if (end[k] == 0) b = k;
        switch (p->mv[i].move) {
        case P8_MOVE_UP: to = b >= 3 ? b - 3 : -1; break;
        case P8_MOVE_DOWN: to = b < 6 ? b + 3 : -1; break;
        case P8_MOVE_LEFT: to = b % 3 ? b - 1 : -1; break;
        default: to = b % 3 < 2 ? b + 1 : -1; break;
        }
        if (to < 0) return;
        end[b] = end[to];
        end[to] = 0;
    }
}

static void score_part(judgement *j, int part, int passed) {
    p8_grade_verdict *v = j->v;
    v->part[part] = passed ? P8_GRADE_PASSED : P8_GRADE_FAILED;
    v->max_score += j->g->points[part];
    if (passed) v->score += j->g->points[part];
}

static int within(const p8_grade *g, uint64_t got, uint64_t want) {
    uint64_t d = got > want ? got - want : want - got;
    return d == 0 || (want <= UINT64_MAX / 100 && d * 100 <= want * g->tolerance);
}

int p8__grade_judge_solution(judgement *j) {
    p8_grade *g = j->g;
    gtext *t = j->t;
    gparsed p;
    gmatch ref, bm;
    uint8_t end[9];
    int rc, legal, goal, k, best, differs;
    uint64_t first = 0;
    if ((rc = p8__grade_parse(&g->mem, j->out, j->len, j->stopped, j->start, &p)) != P8_OK)
        return rc;
    legal = p.bad == 0;
    if (p.bad == 1) {
        size_t n;
        const char *l = p8__grade_output_line(j, p.bad_line, &n);
        p8__gt_printf(t, "Your output could not be read: line %llu: %s", (unsigned long long)p.bad_line,
                      p.why);
        if (l) {
            p8__gt_str(t, ": ");
            p8__gt_quote(t, l, n, 120);
        }
        p8__gt_str(t, "\n");
        first = p.bad_line;
    }
    p8__gt_str(t, "Legal moves: ");
    if (p.bad == 2) say_illegal(j, &p, "your path");
    else p8__gt_str(t, legal ? "yes.\n" : "no: your output could not be read.\n");
    score_part(j, P8_PART_LEGAL, legal);
    walk_moves(j->start, &p, end);
    goal = legal && memcmp(end, g->goal, 9) == 0;
    p8__gt_str(t, "Reaches the goal: ");
    if (goal) p8__gt_str(t, "yes.\n");
    else if (!legal) p8__gt_str(t, "no: the path is not legal.\n");
    else if (p.kind == 0)
        p8__gt_str(t, g->flags & P8_GRADE_FUNCTION ? "no: your function returned no moves.\n"
                                                   : "no: your program printed no moves.\n");
    else {
        char words[24];
        p8_board *b = NULL;
        int d = -1;
        const p8_table *tab = p8__grade_table(g);
        p8__grade_board_words(end, words);
        if (!tab || p8_board_new(end, &b) != P8_OK) {
            p8__gparsed_free(&g->mem, &p);
            return P8_ENOMEM;
        }
        d = p8_table_distance(tab, b);
        p8_board_free(b);
        p8__gt_printf(t, "no: your moves end at %s", words);
        if (d >= 0) p8__gt_printf(t, ", %d move%s from the goal", d, d == 1 ? "" : "s");
        p8__gt_str(t, ".\n");
    }
    score_part(j, P8_PART_GOAL, goal);
    if (p8__grade_optimal(g) && g->points[P8_PART_OPTIMAL]) {
        int opt = goal && p.n == g->ref.n;
        p8__gt_str(t, "Optimal length: ");
        if (opt) p8__gt_printf(t, "yes (%lu moves).\n", (unsigned long)p.n);
        else if (goal) p8__gt_printf(t, "no: your path has %lu moves; the shortest has %lu.\n",
                                     (unsigned long)p.n, (unsigned long)g->ref.n);
        else p8__gt_printf(t, "no: the shortest path has %lu moves.\n", (unsigned long)g->ref.n);
        score_part(j, P8_PART_OPTIMAL, opt);
    } else {
        j->v->part[P8_PART_OPTIMAL] = P8_GRADE_UNCHECKED;
    }
    {
        int any = 0, ok = 1;
        for (k = 0; k < G_NCOUNTS; k++)
            if (p.count[k] != G_NO_COUNT || (g->flags & (P8_GRADE_NEED_EXPANDED << k))) any = 1;
        if (any && g->points[P8_PART_COUNTS]) {
            p8__gt_str(t, "Counts:");
            for (k = 0; k < G_NCOUNTS; k++) {
                const char *name = p8__grade_count_names[k];
                if (p.count[k] == G_NO_COUNT) {
                    if (!(g->flags & (P8_GRADE_NEED_EXPANDED << k))) continue;
                    if (g->flags & P8_GRADE_FUNCTION)
                        p8__gt_printf(t, " %s: missing: return the count \"%s\" (the "
                                      "reference's: %llu);", name, name,
                                      (unsigned long long)g->ref.count[k]);
                    else
                        p8__gt_printf(t, " %s: missing: print a line \"%s N\" (the reference's: "
                                      "%llu);", name, name, (unsigned long long)g->ref.count[k]);
                    ok = 0;
                    continue;
                }
                if (within(g, p.count[k], g->ref.count[k])) {
                    p8__gt_printf(t, " %s %llu: yes;", name, (unsigned long long)p.count[k]);
                    continue;
                }
                ok = 0;
                if (!first) first = p.count_line[k];
                if (g->flags & P8_GRADE_FUNCTION) /* its lines are the binding's, not its own */
                    p8__gt_printf(t, " %s: no: yours is %llu, the reference's %llu%s;", name,
                                  (unsigned long long)p.count[k],
                                  (unsigned long long)g->ref.count[k],
                                  g->tolerance ? " (beyond the tolerance)" : "");
                else
                    p8__gt_printf(t, " %s: no: yours is %llu (line %llu of your output), the "
                                  "reference's %llu%s;", name, (unsigned long long)p.count[k],
                                  (unsigned long long)p.count_line[k],
                                  (unsigned long long)g->ref.count[k],
                                  g->tolerance ? " (beyond the tolerance)" : "");
            }
            t->len--; /* the last ';' */
            p8__gt_str(t, ".\n");
            score_part(j, P8_PART_COUNTS, ok);
        } else {
            j->v->part[P8_PART_COUNTS] = P8_GRADE_UNCHECKED;
        }
    }
    /* where the moves first differ from the reference's */
    {
        size_t i;
        for (i = 0; i < p.n && i < g->ref.n && p.mv[i].move == g->ref.moves[i]; i++) continue;
        differs = i < p.n || i < g->ref.n;
        if (g->points[P8_PART_PATH]) {
            p8__gt_str(t, "The reference's moves: ");
            if (!differs) p8__gt_str(t, "yes.\n");
            else if (i < p.n && i < g->ref.n)
                p8__gt_printf(t, "no: from move %lu on (line %llu of your output): yours %c, the "
                              "reference's %c.\n", (unsigned long)i + 1,
                              (unsigned long long)p.mv[i].line, "UDLR"[p.mv[i].move],
                              "UDLR"[g->ref.moves[i]]);
            else p8__gt_printf(t, "no: yours has %lu moves, the reference's %lu.\n",
                               (unsigned long)p.n, (unsigned long)g->ref.n);
            score_part(j, P8_PART_PATH, !differs);
        } else {
            j->v->part[P8_PART_PATH] = P8_GRADE_UNCHECKED;
        }
        /* where it shows: what could not be read or the illegal step, else the first move
         * that differs (the last one when the moves stop short), else the first count */
        if (p.bad) first = p.bad_line;
        else if (differs && i < p.n) first = p.mv[i].line;
        else if (differs && p.n) first = p.mv[p.n - 1].line;
    }
    j->v->part[P8_PART_TRACE] = P8_GRADE_UNCHECKED;
    if (p.bad) differs = 1;
    for (k = 0; k < G_NCOUNTS; k++)
        if (p.count[k] != G_NO_COUNT && p.count[k] != g->ref.count[k]) differs = 1;
    j->v->line = first;
    if ((rc = p8__grade_solution_match(g, j->start, &p, &g->ref, &ref)) != P8_OK) {
        p8__gparsed_free(&g->mem, &p);
        return rc;
    }
    best = P8_MISTAKE_NONE;
    g->student_expanded = p.count[G_EXPANDED];
    if (differs && (p.kind != 0 || p.count[0] != G_NO_COUNT || p.count[1] != G_NO_COUNT))
        rc = p8__grade_find_mistake(j, &p, 0, &ref, &best, &bm);
    g->student_expanded = G_NO_COUNT;
    if (rc != P8_OK) {
        p8__gparsed_free(&g->mem, &p);
        return rc;
    }
    if (best != P8_MISTAKE_NONE) {
        size_t n = 0;
        const char *l = first ? p8__grade_output_line(j, first, &n) : NULL;
        j->v->mistake = best;
        j->v->exact = bm.exact;
        p8__grade_say_mistake(j, best, &bm, &ref, 0, l, n);
    }
    p8__gparsed_free(&g->mem, &p);
    return P8_OK;
}
