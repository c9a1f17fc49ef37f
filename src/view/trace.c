/* SPDX-License-Identifier: MIT */
/* trace.c - the standard trace (docs/trace.md, docs/trace.schema.json): JSON lines, one header
 * (format, version, library, configuration, start, goal), one line per event, one summary.
 * The library formats every line, so every front end writes byte-identical traces. Each line is
 * a flat JSON object with its fields in a fixed order, integers and ASCII strings only, and no
 * spaces; it ends with "\n". */
#include "../search/inspect.h"
#include "view.h"

#include <inttypes.h>

#define P8__TRACE_FORMAT "puzzle8-trace"
#define P8__TRACE_VERSION 1

static void trace_put_state(p8__out *o, const char *name, const uint8_t t[9]) {
    char text[10];
    int i;
    for (i = 0; i < 9; i++) text[i] = (char)('0' + t[i]);
    text[9] = '\0';
    p8__out_printf(o, ",\"%s\":\"%s\"", name, text);
}

static void trace_put_limit(p8__out *o, const char *name, uint64_t v) {
    if (v == P8_LIMIT_NONE) p8__out_printf(o, ",\"%s\":null", name);
    else p8__out_printf(o, ",\"%s\":%" PRIu64, name, v);
}

void p8__trace_header_line(p8__out *o, const p8_search *s, const p8_board *start,
                           const p8_board *goal) {
    p8__config c;
    p8__inspect_config(s, &c);
    p8__out_printf(o, "{\"type\":\"header\",\"format\":\"" P8__TRACE_FORMAT "\",\"version\":%d,"
                   "\"library\":\"%s\",\"driver\":\"%s\",\"frontier\":\"%s\",\"wg\":%" PRIu64
                   ",\"wh\":%" PRIu64 ",\"duplicates\":\"%s\",\"reopen\":%s,\"heuristic\":\"%s\","
                   "\"seed\":%" PRIu64, P8__TRACE_VERSION, p8_version_string(), c.driver,
                   c.frontier, c.wg, c.wh, c.duplicates, c.reopen ? "true" : "false", c.heuristic,
                   c.seed);
    if (c.node_budget) p8__out_printf(o, ",\"node_budget\":%" PRIu64, c.node_budget);
    trace_put_limit(o, "max_expansions", c.limit[P8_LIMIT_EXPANSIONS]);
    trace_put_limit(o, "max_depth", c.limit[P8_LIMIT_DEPTH]);
    trace_put_limit(o, "max_memory_bytes", c.limit[P8_LIMIT_MEMORY_BYTES]);
    trace_put_limit(o, "max_time_ms", c.limit[P8_LIMIT_TIME_MS]);
    trace_put_state(o, "start", start->tiles);
    trace_put_state(o, "goal", p8__goal_tiles(goal));
    p8__out_str(o, "}\n");
}

/* The header from a search's configuration (read at the call: call it just before the run). */
int p8_trace_header(const p8_search *s, const p8_board *start, const p8_board *goal, char *buf,
                    size_t cap) {
    p8__out o;
    p8__out_buffer(&o, buf, cap);
    if (!s || !start) return P8_EINVAL;
    p8__trace_header_line(&o, s, start, goal);
    p8__out_end(&o);
    return p8__out_length(&o);
}

void p8__trace_event_line(p8__out *o, int event, const p8__record *r, const uint8_t state[9]) {
    p8__out_printf(o, "{\"type\":\"event\",\"event\":\"%s\"", p8_event_name(event));
    if (r->id == UINT64_MAX) p8__out_str(o, ",\"id\":null"); /* a successor not kept */
    else p8__out_printf(o, ",\"id\":%" PRIu64, r->id);
    if (r->parent == r->id || r->parent == UINT64_MAX)
        p8__out_str(o, ",\"parent\":null,\"move\":null");
    else if (r->move < 4)
        p8__out_printf(o, ",\"parent\":%" PRIu64 ",\"move\":\"%c\"", r->parent,
                       (char)p8_move_letter(r->move));
    else p8__out_printf(o, ",\"parent\":%" PRIu64 ",\"move\":null", r->parent);
    p8__out_printf(o, ",\"g\":%u,\"h\":%u,\"key\":%" PRIu64 ",\"side\":%u", (unsigned)r->g,
                   (unsigned)r->h, r->key, (unsigned)r->side);
    if (r->bound == UINT64_MAX) p8__out_str(o, ",\"bound\":null");
    else p8__out_printf(o, ",\"bound\":%" PRIu64, r->bound);
    trace_put_state(o, "state", state);
    p8__out_str(o, "}\n");
}

/* The letter of the move between two states, from where the blank went. */
static char trace_move_letter(const uint8_t a[9], const uint8_t b[9]) {
    int i, ba = 0, bb = 0;
    for (i = 0; i < 9; i++) {
        if (a[i] == 0) ba = i;
        if (b[i] == 0) bb = i;
    }
    return bb - ba == -3 ? 'U' : bb - ba == 3 ? 'D' : bb - ba == -1 ? 'L' : 'R';
}

/* The summary line's fields before its moves, and after them. */
static void trace_summary_head(p8__out *o, int status, int solved) {
    p8__out_printf(o, "{\"type\":\"summary\",\"status\":\"%s\",\"solved\":%s",
                   p8_status_name(status), solved ? "true" : "false");
}

static void trace_summary_tail(p8__out *o, uint64_t expanded, uint64_t generated,
                               uint64_t duplicates, uint64_t max_frontier) {
    p8__out_printf(o, ",\"expanded\":%" PRIu64 ",\"generated\":%" PRIu64 ",\"duplicates\":%" PRIu64
                   ",\"max_frontier\":%" PRIu64 "}\n", expanded, generated, duplicates, max_frontier);
}

void p8__trace_summary_values(p8__out *o, int status, const char *moves, size_t n,
                              const uint64_t counts[4]) {
    trace_summary_head(o, status, moves != NULL);
    if (moves) {
        p8__out_printf(o, ",\"length\":%lu,\"moves\":\"", (unsigned long)n);
        p8__out_put(o, moves, n);
        p8__out_str(o, "\"");
    } else {
        p8__out_str(o, ",\"length\":null,\"moves\":null");
    }
    trace_summary_tail(o, counts[0], counts[1], counts[2], counts[3]);
}

void p8__trace_summary_line(p8__out *o, const p8_result *r) {
    size_t n, i;
    uint8_t a[9], b[9];
    trace_summary_head(o, p8_result_status(r), p8_result_solved(r) == 1);
    if (p8_result_solved(r) == 1) {
        n = p8_result_length(r);
        p8__out_printf(o, ",\"length\":%lu,\"moves\":\"", (unsigned long)n);
        p8_result_state_at(r, 0, a);
        for (i = 1; i <= n; i++) { /* no buffer for the moves: a DFS path can be long */
            char c;
            p8_result_state_at(r, i, (i & 1) ? b : a);
            c = (i & 1) ? trace_move_letter(a, b) : trace_move_letter(b, a);
            p8__out_put(o, &c, 1);
        }
        p8__out_str(o, "\"");
    } else {
        p8__out_str(o, ",\"length\":null,\"moves\":null");
    }
    trace_summary_tail(o, p8_result_expanded(r), p8_result_generated(r), p8_result_duplicates(r),
                       p8_result_max_frontier(r));
}

int p8_trace_summary(const p8_result *r, char *buf, size_t cap) {
    p8__out o;
    p8__out_buffer(&o, buf, cap);
    if (!r) return P8_EINVAL;
    p8__trace_summary_line(&o, r);
    p8__out_end(&o);
    return p8__out_length(&o);
}
