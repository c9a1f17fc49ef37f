/* SPDX-License-Identifier: MIT */
/* judge.c - p8_grade_judge: one board's output against the reference, as a trace
 * (judge_trace.c) or a solution (judge_solution.c), with how the run ended, the score and the
 * last lines of its standard error, into a verdict. */
#include "grade.h"

#include <string.h>

int p8_grade_judge(p8_grade *g, const p8_board *start, const char *output, size_t len, int end,
                   uint64_t end_value, const char *err, size_t err_len, p8_grade_verdict **out) {
    uint8_t st[9];
    p8__mem vm;
    p8_grade_verdict *v;
    judgement j;
    int rc, k, well;
    if (out) *out = NULL;
    if (!g) return P8_EINVAL;
    if (!start || !out || (!output && len) || (!err && err_len) || end < P8_END_EXITED ||
        end > P8_END_OVERSIZE)
        return p8__grade_fail(g, P8_EINVAL, "p8_grade_judge: %s", !start ? "start is NULL"
                              : !out ? "out is NULL" : !output && len ? "output is NULL"
                              : !err && err_len ? "err is NULL" : "end is out of range");
    p8_board_tiles(start, st);
    if ((rc = p8__grade_reference(g, st)) != P8_OK) return rc;
    memset(&vm, 0, sizeof vm);
    vm.a = g->mem.a;
    vm.limit = UINT64_MAX;
    if (!(v = p8__mem_alloc(&vm, sizeof *v))) return p8__grade_fail(g, P8_ENOMEM, "out of memory");
    memset(v, 0, sizeof *v);
    v->mem = vm;
    v->text.mem = &v->mem;
    for (k = 0; k < P8_GRADE_PARTS; k++) v->part[k] = P8_GRADE_UNCHECKED;
    memset(&j, 0, sizeof j);
    j.g = g;
    j.start = st;
    j.out = output ? output : "";
    j.len = len;
    j.stopped = end == P8_END_TIMED_OUT || end == P8_END_FLOODED || end == P8_END_OVERSIZE;
    j.v = v;
    j.t = &v->text;
    well = end == P8_END_EXITED && end_value == 0;
    p8__grade_ending(&v->text, end, end_value);
    rc = g->check == P8_GRADE_TRACE ? p8__grade_judge_trace(&j) : p8__grade_judge_solution(&j);
    v->passed = well;
    for (k = 0; k < P8_GRADE_PARTS; k++)
        if (v->part[k] == P8_GRADE_FAILED) v->passed = 0;
    if (!well) v->score = 0;
    p8__gt_printf(&v->text, "Score: %u of %u point%s%s.\n", v->score, v->max_score,
                  v->max_score == 1 ? "" : "s", well ? "" : " (the run did not end well)");
    if (err_len && (!v->passed || !well)) p8__grade_stderr(&v->text, err, err_len);
    if (rc == P8_OK && v->text.oom) rc = P8_ENOMEM;
    if (rc != P8_OK) {
        p8_grade_verdict_free(v);
        return p8__grade_fail(g, rc, "p8_grade_judge: %s", p8_strerror(rc));
    }
    *out = v;
    return P8_OK;
}
