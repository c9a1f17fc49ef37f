/* SPDX-License-Identifier: MIT */
/* trace_run.c - whole traces: p8_trace_event (one event line, from inside a callback) and
 * p8_trace_run (a run written as a trace: header, every event, summary; the run is observed,
 * search/inspect.h, and the search's own event callback still gets the events of its mask). */
#include "../search/inspect.h"
#include "view.h"

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

static int record(int event, const uint8_t *state, const uint64_t *node, void *user_data) {
    p8__out *out = user_data;
    p8__record r;
    p8__record_of(node, state, &r);
    p8__trace_event_line(out, event, &r, state);
    return out->status != 0; /* the writer stopped: so does the run */
}

int p8_trace_run(p8_search *s, const p8_board *start, const p8_board *goal, p8_write_fn write,
                 void *user_data, p8_result **out) {
    p8__out o;
    int rc, end;
    if (out) *out = NULL;
    if (!s || !start || !write || !out) return P8_EINVAL;
    if ((rc = p8__observe_ready(s)) != P8_OK) return rc; /* P8_EBUSY: nothing written */
    p8__out_writer(&o, write, user_data);
    p8__search_hold(s); /* the writer may free s: from here on that waits for the release */
    p8__trace_header_line(&o, s, start, goal);
    rc = p8__run_observed(s, start, goal, record, &o, out);
    /* freed during the run: no result, so no summary; else s is held until the last write is
     * done (the summary's, and the flush), so a free from there is seen below too */
    if (*out) p8__trace_summary_line(&o, *out);
    end = p8__out_end(&o);
    if (p8__search_release(s)) { /* freed from a callback: no result */
        p8_result_free(*out);
        *out = NULL;
        return P8_ECANCELED;
    }
    return end != 0 ? end : rc;
}
