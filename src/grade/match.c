/* SPDX-License-Identifier: MIT */
/* match.c - how much of a submission's output the reference's run, or a mistake's, reproduces:
 * a trace compared line by line (p8_trace_compare over the run's lines, made as they are read),
 * a solution move by move (or board by board) with its counts; the mistake that reproduces the
 * most of it, more than the reference does, and the sentences that name it. */
#include "grade.h"

#include <string.h>

/* A p8_read_fn over a submission's output; a stopped run's last line, cut, is left out. */
typedef struct text_reader {
    const char *p, *end;
    int stopped;
} text_reader;

static int read_text(const char **line, size_t *len, void *ud) {
    text_reader *r = ud;
    const char *nl;
    if (r->p >= r->end) return *line = NULL, 0;
    nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
    if (!nl && r->stopped) return *line = NULL, 0;
    *line = r->p;
    *len = nl ? (size_t)(nl - r->p + 1) : (size_t)(r->end - r->p);
    r->p += *len;
    return 0;
}

/* a reproduces more of the output than b: more lines or moves, then all of it, then more
 * counts. */
static int better(const gmatch *a, const gmatch *b) {
    if (a->agreed != b->agreed) return a->agreed > b->agreed;
    if (a->exact != b->exact) return a->exact > b->exact;
    return a->counts > b->counts;
}

/* Compare mistake m's trace (P8_MISTAKE_NONE: the reference's) with the output. P8_OK with the
 * match (and, when keep is not NULL, the comparison: the caller frees it), or an error. */
int p8__grade_trace_match(judgement *j, int m, unsigned flags, gmatch *mt, p8_trace_comparison **keep) {
    grun r;
    text_reader tr;
    p8_trace_comparison *c = NULL;
    int rc, d;
    uint64_t line;
    memset(mt, 0, sizeof *mt);
    if (keep) *keep = NULL;
    tr.p = j->out;
    tr.end = j->out + j->len;
    tr.stopped = j->stopped;
    rc = p8__grun_begin(&r, j->g, m, j->start, 1);
    if (rc == P8_OK) rc = p8_trace_compare(p8__grun_read, &r, read_text, &tr, flags, &c);
    p8__grun_end(&r);
    if (!c) return rc == P8_OK ? P8_ENOMEM : rc;
    d = p8_trace_comparison_diagnosis(c);
    line = p8_trace_comparison_line_number(c, 1);
    mt->exact = d == P8_DIAG_AGREE || (d == P8_DIAG_ENDS_EARLY && j->stopped);
    mt->agreed = d == P8_DIAG_AGREE ? line : line - 1;
    if (keep) *keep = c;
    else p8_trace_comparison_free(c);
    return P8_OK;
}

int p8__grade_solution_of(p8_grade *g, const uint8_t start[9], int m, gsol *out) {
    const gvariant *v = p8__grade_variant(m);
    grun r;
    int rc;
    memset(out, 0, sizeof *out);
    /* a mistake that only changes what the reference's run prints: from the reference's */
    if (!v || (v->frontier == G_KEEP && v->dup == G_KEEP && v->reopen == G_KEEP && !v->heuristic &&
               !v->no_depth_limit && !v->goal_at_generation &&
               !(v->transform & (G_T_FRONTIER_POPPED | G_T_GOAL_PUSHED)))) {
        *out = g->ref;
        out->moves = NULL;
        out->cap = out->n = 0;
        if (g->ref.n && p8__mem_grow(&g->mem, (void **)&out->moves, &out->cap, g->ref.n, 1))
            return P8_ENOMEM;
        out->n = g->ref.n;
        if (out->n) memcpy(out->moves, g->ref.moves, out->n);
        if (v) p8__gsol_transform(out, v->transform, 0, 0);
        return P8_OK;
    }
    rc = p8__grun_begin(&r, g, m, start, 0);
    if (rc == P8_OK) rc = p8__grun_solve(&r);
    if (rc == P8_OK) {
        *out = r.sol;
        r.sol.moves = NULL;
        r.sol.cap = r.sol.n = 0;
    }
    p8__grun_end(&r);
    return rc;
}

/* The boards solution s prints from start: those of its moves before they were named or
 * ordered otherwise, from the goal back when they were reversed; *n of them (NULL: no memory). */
static uint8_t (*boards_of(p8_grade *g, const uint8_t start[9], const gsol *s, size_t *n))[9] {
    uint8_t (*b)[9];
    size_t i, k = 0;
    *n = 0;
    b = p8__mem_alloc(&g->mem, (s->n + 1) * 9);
    if (!b) return NULL;
    memcpy(b[0], start, 9);
    for (i = 0; i < s->n; i++) {
        int m = s->moves[(s->shown & G_T_REVERSE) ? s->n - 1 - i : i] ^ ((s->shown & G_T_TILE) ? 1 : 0);
        int blank = 0, to, c;
        for (c = 0; c < 9; c++)
            if (b[k][c] == 0) blank = c;
        to = m == P8_MOVE_UP ? (blank >= 3 ? blank - 3 : -1) : m == P8_MOVE_DOWN ? (blank < 6 ? blank + 3 : -1)
           : m == P8_MOVE_LEFT ? (blank % 3 ? blank - 1 : -1) : (blank % 3 < 2 ? blank + 1 : -1);
        if (to < 0) break;
        memcpy(b[k + 1], b[k], 9);
        b[k + 1][blank] = b[k][to];
        b[k + 1][to] = 0;
        k++;
    }
    *n = k + 1;
    if (s->shown & G_T_REVERSE)
        for (i = 0; i < *n / 2; i++) {
            uint8_t x[9];
            memcpy(x, b[i], 9);
            memcpy(b[i], b[*n - 1 - i], 9);
            memcpy(b[*n - 1 - i], x, 9);
        }
    return b;
}

int p8__grade_solution_match(p8_grade *g, const uint8_t start[9], const gparsed *p, const gsol *s,
                             gmatch *mt) {
    size_t i;
    int k, all = 1, full;
    memset(mt, 0, sizeof *mt);
    if (s->bounded) return P8_OK;
    for (k = 0; k < G_NCOUNTS; k++) {
        if (p->count[k] == G_NO_COUNT) continue;
        if (p->count[k] == s->count[k]) mt->counts++;
        else all = 0;
    }
    if (p->kind == 2 && p->nb) { /* boards: compared as boards, the first may be left out */
        size_t nv, skip;
        uint8_t (*vb)[9] = boards_of(g, start, s, &nv);
        if (!vb) return P8_ENOMEM;
        skip = memcmp(p->board[0].t, vb[0], 9) != 0 && nv > 1;
        for (i = 0; i < p->nb && i + skip < nv && memcmp(p->board[i].t, vb[i + skip], 9) == 0; i++)
            continue;
        full = i == p->nb && i + skip == nv;
        p8__mem_free(&g->mem, vb, (s->n + 1) * 9);
    } else {
        for (i = 0; i < p->n && i < s->n && p->mv[i].move == s->moves[i]; i++) continue;
        full = i == p->n && i == s->n;
    }
    mt->agreed = i;
    mt->exact = s->solved && all && full && p->bad != 1;
    return P8_OK;
}

/* Run the catalogue: the mistake whose run reproduces more of the output than the reference's
 * (ref), and its match; P8_MISTAKE_NONE when none does. */
int p8__grade_find_mistake(judgement *j, const gparsed *p, unsigned flags, const gmatch *ref,
                           int *best, gmatch *bm) {
    int i, rc;
    *best = P8_MISTAKE_NONE;
    *bm = *ref;
    for (i = 0; i < P8_GRADE_MISTAKES - 1; i++) {
        gmatch mt;
        int m = p8__grade_order[i];
        if (!p8__grade_applies(j->g, m)) continue; /* (not one that shows only in a trace, for
                                                      a solution) */
        if (p) {
            gsol s;
            if ((rc = p8__grade_solution_of(j->g, j->start, m, &s)) != P8_OK) {
                p8__gsol_free(&j->g->mem, &s);
                if (rc == P8_ENOMEM) return rc;
                continue; /* a mistake's run the search refuses: it reproduces nothing */
            }
            rc = p8__grade_solution_match(j->g, j->start, p, &s, &mt);
            p8__gsol_free(&j->g->mem, &s);
            if (rc != P8_OK) return rc;
        } else if ((rc = p8__grade_trace_match(j, m, flags, &mt, NULL)) != P8_OK) {
            if (rc == P8_ENOMEM) return rc;
            continue;
        }
        /* a run that reproduces only a start of the output names a mistake when it reproduces
         * at least two lines (or moves) more than the reference: one alone proves little */
        if (!mt.exact && mt.agreed < ref->agreed + 2) continue;
        if (better(&mt, bm)) {
            *best = m;
            *bm = mt;
        }
    }
    return P8_OK;
}

/* The mistake named: what it does, how much of the output its run reproduces, where it shows. */
void p8__grade_say_mistake(judgement *j, int m, const gmatch *bm, const gmatch *ref, int trace,
                           const char *show, size_t show_len) {
    gtext *t = j->t;
    p8__gt_printf(t, "Mistake (%s): your program %s. ", p8_grade_mistake_name(m),
                  p8_grade_mistake_what(m));
    if (trace && bm->exact)
        p8__gt_printf(t, "The reference changed that way reproduces every line of your output "
                      "(%llu lines%s).\n", (unsigned long long)bm->agreed,
                      j->stopped ? ", all it printed before it was stopped" : "");
    else if (trace)
        p8__gt_printf(t, "The reference changed that way reproduces the first %llu lines of your "
                      "output (the reference itself: %llu).\n", (unsigned long long)bm->agreed,
                      (unsigned long long)ref->agreed);
    else if (bm->exact)
        p8__gt_str(t, "The reference changed that way prints exactly your moves and counts.\n");
    else
        p8__gt_printf(t, "The reference changed that way prints your first %llu moves (the "
                      "reference itself: %llu).\n", (unsigned long long)bm->agreed,
                      (unsigned long long)ref->agreed);
    if (j->v->line) {
        if (!trace && (j->g->flags & P8_GRADE_FUNCTION)) /* its lines are the binding's */
            p8__gt_str(t, "It shows first in what your function returned");
        else
            p8__gt_printf(t, "It shows first at line %llu of your output",
                          (unsigned long long)j->v->line);
        if (show) {
            p8__gt_str(t, ": ");
            p8__gt_quote(t, show, show_len, 200);
        }
        p8__gt_str(t, "\n");
    }
    p8__gt_printf(t, "Hint: %s\n", p8_grade_mistake_hint(m));
}

/* The line `line` (from 1) of the output, or NULL; its length in *n. */
const char *p8__grade_output_line(const judgement *j, uint64_t line, size_t *n) {
    const char *p = j->out, *end = j->out + j->len;
    uint64_t k;
    for (k = 1; p < end; k++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
        if (k == line) {
            *n = len && p[len - 1] == '\r' ? len - 1 : len;
            return p;
        }
        p += len + 1;
    }
    return NULL;
}


