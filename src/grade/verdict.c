/* SPDX-License-Identifier: MIT */
/* verdict.c - a verdict's getters and the pieces of its text that every judgement shares: how
 * the submission's run ended and the last lines of its standard error; and the trace lines of a
 * search of one's own (p8_grade_event_line, p8_grade_summary_line). */
#include "grade.h"

#include <string.h>

/* ---- the getters ------------------------------------------------------------------------------ */

void p8_grade_verdict_free(p8_grade_verdict *v) {
    p8__mem mem;
    if (!v) return;
    mem = v->mem;
    v->text.mem = &mem;
    p8__gt_free(&v->text);
    p8__mem_free(&mem, v, sizeof *v);
}

int p8_grade_verdict_passed(const p8_grade_verdict *v) {
    return v ? v->passed : P8_EINVAL;
}

int p8_grade_verdict_score(const p8_grade_verdict *v) {
    return v ? (int)v->score : P8_EINVAL;
}

int p8_grade_verdict_max_score(const p8_grade_verdict *v) {
    return v ? (int)v->max_score : P8_EINVAL;
}

int p8_grade_verdict_part(const p8_grade_verdict *v, int part) {
    if (!v || part < 0 || part >= P8_GRADE_PARTS) return P8_EINVAL;
    return v->part[part];
}

int p8_grade_verdict_mistake(const p8_grade_verdict *v) {
    return v ? v->mistake : P8_EINVAL;
}

int p8_grade_verdict_exact(const p8_grade_verdict *v) {
    return v ? v->exact : P8_EINVAL;
}

uint64_t p8_grade_verdict_line(const p8_grade_verdict *v) {
    return v ? v->line : 0;
}

size_t p8_grade_verdict_text(const p8_grade_verdict *v, char *buf, size_t cap) {
    size_t n = v && v->text.s ? v->text.len : 0;
    if (buf && cap) {
        size_t k = n < cap - 1 ? n : cap - 1;
        if (k) memcpy(buf, v->text.s, k);
        buf[k] = '\0';
    }
    return n;
}

/* ---- shared sentences -------------------------------------------------------------------------- */

static const char *signal_name(uint64_t sig) {
    switch (sig) {
    case 4: return " (an illegal instruction)";
    case 6: return " (it aborted)";
    case 7: return " (a bus error)";
    case 8: return " (an arithmetic error, such as a division by zero)";
    case 9: return " (killed)";
    case 11: return " (a segmentation fault)";
    case 15: return " (terminated)";
    default: return "";
    }
}

void p8__grade_ending(gtext *t, int end, uint64_t value) {
    switch (end) {
    case P8_END_EXITED:
        if (value)
            p8__gt_printf(t, "Your program exited with status %llu%s.\n", (unsigned long long)value,
                          value == 127 ? " (the command was not found?)" : "");
        break;
    case P8_END_SIGNALED:
        p8__gt_printf(t, "Your program was killed by signal %llu%s.\n", (unsigned long long)value,
                      signal_name(value));
        break;
    case P8_END_TIMED_OUT:
        p8__gt_printf(t, "Your program was stopped: it gave no answer within %llu ms. What it "
                      "printed before is judged below.\n", (unsigned long long)value);
        break;
    case P8_END_FLOODED:
        p8__gt_printf(t, "Your program printed more than %llu bytes and was stopped. What it "
                      "printed before is judged below.\n", (unsigned long long)value);
        break;
    case P8_END_OVERSIZE:
        p8__gt_printf(t, "Your program wrote more than %llu bytes. Only the first %llu are judged "
                      "below.\n", (unsigned long long)value, (unsigned long long)value);
        break;
    default:
        p8__gt_str(t, "Your function raised an exception.\n");
        break;
    }
}

void p8__grade_stderr(gtext *t, const char *err, size_t n) {
    size_t start = n, lines = 0;
    const size_t max_lines = 12, max_bytes = 3000;
    while (n && (err[n - 1] == '\n' || err[n - 1] == '\r' || err[n - 1] == ' ')) n--;
    if (n == 0) return;
    /* the last max_lines lines, at most max_bytes */
    for (start = n; start > 0 && n - start < max_bytes; start--)
        if (err[start - 1] == '\n' && ++lines == max_lines) break;
    p8__gt_str(t, "The last lines of its standard error:\n");
    while (start < n) {
        const char *nl = memchr(err + start, '\n', n - start);
        size_t len = nl ? (size_t)(nl - (err + start)) : n - start;
        p8__gt_str(t, "  ");
        p8__gt_quote(t, err + start, len, 300);
        p8__gt_str(t, "\n");
        start += len + (nl != NULL);
    }
}

/* ---- lines of a search of one's own ------------------------------------------------------------ */

int p8_grade_event_line(int event, uint64_t id, uint64_t parent, int move, unsigned int g,
                        unsigned int h, uint64_t key, const uint8_t *state, char *buf, size_t cap) {
    p8__out o;
    p8__record r;
    p8__out_buffer(&o, buf, cap);
    if (event < 0 || event > P8_EVENT_GOAL || move < -1 || move > 3 || !state ||
        !p8__tiles_valid(state))
        return P8_EINVAL;
    memset(&r, 0, sizeof r);
    r.id = id;
    r.parent = parent;
    r.move = (uint8_t)(move < 0 ? 4 : move);
    r.g = g;
    r.h = h;
    r.key = key;
    r.bound = UINT64_MAX;
    p8__trace_event_line(&o, event, &r, state);
    p8__out_end(&o);
    return p8__out_length(&o);
}

int p8_grade_summary_line(int status, const char *moves, uint64_t expanded, uint64_t generated,
                          uint64_t duplicates, uint64_t max_frontier, char *buf, size_t cap) {
    p8__out o;
    uint64_t c[4];
    size_t n = moves ? strlen(moves) : 0;
    p8__out_buffer(&o, buf, cap);
    if (status != P8_OK && status != P8_ELIMIT && status != P8_ECANCELED &&
        status != P8_ENOTFOUND && status != P8_EFRONTIER)
        return P8_EINVAL;
    if (moves && strspn(moves, "UDLR") != n) return P8_EINVAL;
    c[0] = expanded;
    c[1] = generated;
    c[2] = duplicates;
    c[3] = max_frontier;
    p8__trace_summary_values(&o, status, moves, n, c);
    p8__out_end(&o);
    return p8__out_length(&o);
}
