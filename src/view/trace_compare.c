/* SPDX-License-Identifier: MIT */
/* trace_compare.c - p8_trace_compare: two whole traces, read line by line through the caller's
 * readers, each pair compared as p8_trace_diff compares it, until the first pair that differs.
 * Lines are numbered per file as read (skipped ones too). While the traces agree, the nodes of
 * A are followed by id (state, parent, expanded) so that trace_diagnose.c can name the first
 * difference in the student's terms: which node was the oldest or the newest open one, which
 * state the node being expanded came from. */
#include "view.h"

#include <stdio.h>
#include <string.h>

/* A field that is a whole number below 2^32 - 1 (an id): 1 with it in *v, else 0. */
static int cmp_id(const p8__tline *l, const char *name, uint32_t *v) {
    const p8__tfield *f = p8__tline_get(l, name);
    uint64_t x = 0;
    size_t i;
    if (!f || f->type != P8__JSON_NUMBER || f->text_len > 10) return 0;
    for (i = 0; i < f->text_len; i++) {
        if (f->text[i] < '0' || f->text[i] > '9') return 0;
        x = x * 10 + (uint64_t)(f->text[i] - '0');
    }
    if (x >= P8__CMP_NONE) return 0;
    *v = (uint32_t)x;
    return 1;
}

/* A string field of A's header into out (cap bytes), "" when missing or too long. */
static void cmp_copy(const p8__tline *l, const char *name, char *out, size_t cap) {
    const p8__tfield *f = p8__tline_get(l, name);
    out[0] = '\0';
    if (f && f->type == P8__JSON_STRING && f->text_len < cap) {
        memcpy(out, f->text, f->text_len);
        out[f->text_len] = '\0';
    }
}

/* Follow A's agreeing event line l: a kept node (its id the next one) is recorded, an expanded
 * one marked. P8_OK or P8_ENOMEM. */
static int cmp_follow(p8_trace_comparison *c, const p8__tline *l) {
    int ev = p8__cmp_event(l);
    uint32_t id, parent;
    char st[9];
    c->last = ev;
    if (!p8__cmp_state(l, c->last_state)) memset(c->last_state, 0, 9);
    if (!c->track || ev < 0) return P8_OK;
    if (!cmp_id(l, "id", &id)) {
        if (ev == P8_EVENT_EXPAND) c->track = 0; /* an expanded node without an id */
        return P8_OK;
    }
    if (!cmp_id(l, "parent", &parent)) parent = P8__CMP_NONE;
    if (id == c->n_nodes && (ev == P8_EVENT_GENERATE || (ev == P8_EVENT_EXPAND && id == 0))) {
        int rc = p8__mem_grow(&c->mem, (void **)&c->node, &c->node_cap, c->n_nodes + 1,
                              sizeof *c->node);
        if (rc != P8_OK) return P8_ENOMEM;
        if (!p8__cmp_state(l, st)) return c->track = 0, P8_OK;
        memcpy(c->node[id].state, st, 9);
        c->node[id].parent = parent;
        c->node[id].expanded = 0;
        c->n_nodes++;
    } else if (id >= c->n_nodes || ev == P8_EVENT_GENERATE) {
        c->track = 0; /* ids that do not run 0, 1, 2, ... in creation order */
        return P8_OK;
    }
    if (ev == P8_EVENT_EXPAND) {
        c->node[id].expanded = 1;
        c->cur = id;
    }
    return P8_OK;
}

/* Side k's line is not a trace line (c->why says where): P8_EINVAL with that diagnosis, told
 * apart from a reader's own P8_EINVAL, which p8_trace_compare returns with no comparison. */
static int not_a_trace(p8_trace_comparison *c, int k) {
    c->diagnosis = P8_DIAG_NOT_A_TRACE;
    c->bad = k;
    return P8_EINVAL;
}

/* Where side k's line is, to start a sentence about it: "B line 3: ", or for a student "line 3
 * of your output: " (the reference's lines are not numbered for a student). */
static void cmp_where(p8_trace_comparison *c, int k) {
    if (c->student && !k)
        snprintf(c->why, sizeof c->why, "the reference's trace: ");
    else if (c->student)
        snprintf(c->why, sizeof c->why, "line %llu of your output: ",
                 (unsigned long long)c->side[k].lineno);
    else
        snprintf(c->why, sizeof c->why, "%s line %llu: ", k ? "B" : "A",
                 (unsigned long long)c->side[k].lineno);
}

/* The next line of side k that the flags compare, parsed: P8_OK (ended set at the end),
 * P8_EINVAL (not a trace line: not_a_trace), P8_ENOMEM, or the reader's return. */
static int cmp_next(p8_trace_comparison *c, int k, unsigned flags) {
    p8__cmp_side *sd = &c->side[k];
    char msg[P8__TRACE_WHY_CAP];
    for (;;) {
        const char *text = NULL, *kind;
        size_t len = 0;
        int rc = sd->read(&text, &len, sd->ud);
        if (rc != 0) return rc;
        if (text == NULL) return sd->ended = 1, P8_OK;
        sd->lineno++;
        if (len > 0 && text[len - 1] == '\n') len--;
        if (len + 1 > sd->cap) {
            size_t want = len + 1 < 256 ? 256 : len + 1 + len / 2;
            char *nb = p8__mem_realloc(&c->mem, sd->buf, sd->cap, want);
            if (!nb) return P8_ENOMEM;
            sd->buf = nb;
            sd->cap = want;
        }
        memcpy(sd->buf, text, len);
        sd->buf[len] = '\0';
        if (memchr(sd->buf, '\0', len)) {
            cmp_where(c, k);
            snprintf(c->why + strlen(c->why), sizeof c->why - strlen(c->why), "a NUL byte at "
                     "column %d", (int)strlen(sd->buf) + 1);
            return not_a_trace(c, k);
        }
        if (p8__tline_parse(sd->buf, &sd->line, msg) != 0) {
            cmp_where(c, k);
            snprintf(c->why + strlen(c->why), sizeof c->why - strlen(c->why), "%s", msg);
            return not_a_trace(c, k);
        }
        kind = p8_trace_line_type(sd->buf);
        if (!kind) {
            char v[P8__TRACE_SHOW_CAP];
            cmp_where(c, k);
            snprintf(c->why + strlen(c->why), sizeof c->why - strlen(c->why), "\"type\" is %s, "
                     "expected \"header\", \"event\" or \"summary\"",
                     p8__tfield_show(p8__tline_get(&sd->line, "type"), v));
            return not_a_trace(c, k);
        }
        if (kind[0] == 'h' && k == 0) {
            cmp_copy(&sd->line, "goal", c->goal, sizeof c->goal);
            cmp_copy(&sd->line, "heuristic", c->heuristic, sizeof c->heuristic);
            cmp_copy(&sd->line, "frontier", c->frontier, sizeof c->frontier);
        }
        if (kind[0] == 'h' && (flags & (P8_COMPARE_NO_HEADER | P8_COMPARE_EVENTS_ONLY))) continue;
        if (kind[0] == 's' && (flags & P8_COMPARE_EVENTS_ONLY)) continue;
        return P8_OK;
    }
}

static int cmp_run(p8_trace_comparison *c, unsigned flags) {
    for (;;) {
        int rc, k;
        for (k = 0; k < 2; k++) {
            rc = cmp_next(c, k, flags);
            if (rc != P8_OK) return rc;
        }
        if (c->side[0].ended && c->side[1].ended) {
            c->diagnosis = P8_DIAG_AGREE;
            snprintf(c->why, sizeof c->why, "the traces agree");
            return P8_OK;
        }
        if (c->side[0].ended || c->side[1].ended) {
            p8__cmp_diagnose(c);
            return P8_OK;
        }
        rc = p8__trace_diff_lines(&c->side[0].line, &c->side[1].line, NULL, 0, NULL);
        if (rc != 0) {
            p8__cmp_diagnose(c);
            return P8_OK;
        }
        if (p8__cmp_event(&c->side[0].line) >= 0) {
            c->events++;
            if (cmp_follow(c, &c->side[0].line) != P8_OK) return P8_ENOMEM;
        } else {
            c->last = -1;
        }
    }
}

int p8_trace_compare(p8_read_fn read_a, void *a_data, p8_read_fn read_b, void *b_data,
                     unsigned int flags, p8_trace_comparison **out) {
    p8__mem mem;
    p8_trace_comparison *c;
    int rc;
    if (out) *out = NULL;
    static const char *const ab[2] = { "A", "B" }, *const student[2] = { "the reference",
                                                                          "your program" };
    if (!read_a || !read_b || !out || (flags & ~(unsigned)(P8_COMPARE_NO_HEADER |
                                                           P8_COMPARE_EVENTS_ONLY |
                                                           P8_COMPARE_STUDENT)))
        return P8_EINVAL;
    memset(&mem, 0, sizeof mem);
    mem.a = p8__default_allocator;
    mem.limit = UINT64_MAX;
    c = p8__mem_alloc(&mem, sizeof *c);
    if (!c) return P8_ENOMEM;
    memset(c, 0, sizeof *c);
    c->mem = mem;
    c->side[0].read = read_a;
    c->side[0].ud = a_data;
    c->side[1].read = read_b;
    c->side[1].ud = b_data;
    c->track = 1;
    c->student = (flags & P8_COMPARE_STUDENT) != 0;
    c->name = c->student ? student : ab;
    c->cur = P8__CMP_NONE;
    c->last = -1;
    rc = cmp_run(c, flags);
    if (rc != P8_OK && rc != P8_EINVAL) {
        p8_trace_comparison_free(c);
        return rc;
    }
    if (rc == P8_EINVAL && c->diagnosis != P8_DIAG_NOT_A_TRACE) { /* a reader returned it */
        p8_trace_comparison_free(c);
        return rc;
    }
    *out = c;
    return rc;
}

void p8_trace_comparison_free(p8_trace_comparison *c) {
    p8__mem mem;
    if (!c) return;
    mem = c->mem;
    p8__mem_free(&mem, c->side[0].buf, c->side[0].cap);
    p8__mem_free(&mem, c->side[1].buf, c->side[1].cap);
    p8__mem_free(&mem, c->node, c->node_cap * sizeof *c->node);
    p8__mem_free(&mem, c, sizeof *c);
}

int p8_trace_comparison_diagnosis(const p8_trace_comparison *c) {
    return c ? c->diagnosis : P8_EINVAL;
}

const char *p8_trace_comparison_why(const p8_trace_comparison *c) {
    return c ? c->why : NULL;
}

uint64_t p8_trace_comparison_line_number(const p8_trace_comparison *c, int side) {
    if (!c || side < 0 || side > 1) return 0;
    if (c->diagnosis == P8_DIAG_NOT_A_TRACE && side != c->bad) return c->side[side].lineno;
    return c->side[side].lineno + (c->side[side].ended && c->diagnosis != P8_DIAG_AGREE);
}

const char *p8_trace_comparison_line(const p8_trace_comparison *c, int side) {
    if (!c || side < 0 || side > 1 || c->diagnosis == P8_DIAG_AGREE || c->side[side].ended)
        return NULL;
    if (c->diagnosis == P8_DIAG_NOT_A_TRACE && side != c->bad) return NULL;
    return c->side[side].buf;
}

uint64_t p8_trace_comparison_events(const p8_trace_comparison *c) {
    return c ? c->events : 0;
}
