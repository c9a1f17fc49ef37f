/* SPDX-License-Identifier: MIT */
/* trace_run.c - whole traces: p8_trace_event (one event line, from inside a callback) and
 * p8_trace_run (a run written as a trace: header, every event, summary). */
#include "../search/search_internal.h"
#include "view_internal.h"

int p8_trace_event(const p8_search *s, int event, const uint8_t *state, unsigned int g, unsigned int h,
                   char *buf, size_t cap) {
    p8__record r;
    p8__out o;
    int rc;
    p8__out_buffer(&o, buf, cap);
    if (!s || !state || event < P8_EVENT_EXPAND || event > P8_EVENT_GOAL) return P8_EINVAL;
    (void)g, (void)h; /* the getter has them */
    if ((rc = p8__event_node(s, state, &r)) != P8_OK) return rc;
    p8__trace_event_line(&o, event, &r, state);
    p8__out_end(&o);
    return p8__out_length(&o);
}

typedef struct trace_run {
    p8__hook hook;
    p8__out out;
} trace_run;

static int record(int event, const uint8_t state[9], unsigned g, unsigned h, void *user_data) {
    trace_run *t = user_data;
    p8__record r;
    if (p8__event_node(t->hook.s, state, &r) == P8_OK)
        p8__trace_event_line(&t->out, event, &r, state);
    if (t->out.status != 0) return 1; /* the writer stopped: so does the run */
    return p8__hook_forward(&t->hook, event, state, g, h);
}

int p8_trace_run(p8_search *s, const p8_board *start, const p8_board *goal, p8_write_fn write,
                 void *user_data, p8_result **out) {
    trace_run t;
    int rc, end;
    if (out) *out = NULL;
    if (!s || !start || !write || !out) return P8_EINVAL;
    if ((rc = p8__hook_ready(s)) != P8_OK) return rc;
    p8__out_writer(&t.out, write, user_data);
    p8__hook_install(&t.hook, s, record, &t); /* no return before p8__hook_restore */
    p8__trace_header_line(&t.out, s, start, goal);
    rc = p8_search_run(s, start, goal, out);
    if (p8__hook_restore(&t.hook)) { /* freed from a callback: no result, no summary */
        (void)p8__out_end(&t.out);
        return P8_ECANCELED;
    }
    if (*out) p8__trace_summary_line(&t.out, *out);
    end = p8__out_end(&t.out);
    return end != 0 ? end : rc;
}
