/* SPDX-License-Identifier: MIT */
/* trace_diff.c - comparing two trace lines (p8_trace_diff) for graders: a small reader of the
 * trace's flat JSON objects (no allocation; strings are compared as written), and the rules
 * that name why two lines differ: another kind of line or event, another node expanded (and
 * whether only the tie-break differs), another h, g, key, parent, id or move; and the kind of
 * a line (p8_trace_line_type) as the same reader sees it. */
#include "view.h"

#include <stdio.h>
#include <string.h>

typedef p8__tfield diff_field;
typedef p8__tline diff_line;
#define DIFF_MAX_FIELDS P8__TRACE_MAX_FIELDS

static const char *diff_skip_ws(const char *p) {
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') p++;
    return p;
}

/* A JSON string at p (after its opening quote): its end (the closing quote), or NULL. */
static const char *diff_string_end(const char *p) {
    for (; *p && *p != '"'; p++) {
        if ((unsigned char)*p < 0x20) return NULL;
        if (*p == '\\') {
            p++;
            if (*p == 'u') {
                int i;
                for (i = 1; i <= 4; i++)
                    if (!((p[i] >= '0' && p[i] <= '9') || (p[i] >= 'a' && p[i] <= 'f') ||
                          (p[i] >= 'A' && p[i] <= 'F')))
                        return NULL;
                p += 4;
            } else if (!*p || !strchr("\"\\/bfnrt", *p)) {
                return NULL;
            }
        }
    }
    return *p == '"' ? p : NULL;
}

/* A JSON number: -?int frac? exp? Returns its end or NULL. */
static const char *diff_number_end(const char *p) {
    if (*p == '-') p++;
    if (*p == '0') p++;
    else if (*p >= '1' && *p <= '9') while (*p >= '0' && *p <= '9') p++;
    else return NULL;
    if (*p == '.') {
        if (!(*++p >= '0' && *p <= '9')) return NULL;
        while (*p >= '0' && *p <= '9') p++;
    }
    if (*p == 'e' || *p == 'E') {
        p++;
        if (*p == '+' || *p == '-') p++;
        if (!(*p >= '0' && *p <= '9')) return NULL;
        while (*p >= '0' && *p <= '9') p++;
    }
    return p;
}

static const diff_field *diff_get_n(const diff_line *l, const char *name, size_t n) {
    int i;
    for (i = 0; i < l->n; i++)
        if (l->f[i].name_len == n && memcmp(l->f[i].name, name, n) == 0) return &l->f[i];
    return NULL;
}

/* Values and names in messages: whole up to DIFF_SHOW_MAX bytes (a 64-bit number's 20 digits);
 * a longer one is cut to its first whole characters (never inside a UTF-8 sequence or a JSON
 * escape) within DIFF_SHOW_MAX - 3 bytes, and "..." follows. So every sentence has a bound:
 * 300 bytes hold the longest (the header's promise; test_view_trace_diff checks it). A byte
 * that is not part of a UTF-8 character, a C1 control or a control character is shown as
 * \xHH (a trace line is any bytes a program wrote): every sentence is valid UTF-8. */
#define DIFF_SHOW_MAX 20
typedef char diff_shown[DIFF_SHOW_MAX + 1];

/* The bytes of the character at t (n > 0 bytes left) when it is shown as it is: a JSON escape,
 * or a well-formed UTF-8 character (p8__utf8_at) but a control (C0, DEL, C1); 0 when its first
 * byte is shown as \xHH. */
static size_t diff_char_len(const unsigned char *t, size_t n) {
    uint32_t c;
    size_t len;
    if (t[0] == '\\') return n < 2 ? 1 : t[1] == 'u' && n >= 6 ? 6 : 2;
    if ((len = p8__utf8_at(t, n, &c)) == 0) return 0;
    return c < 0x20 || (c >= 0x7f && c < 0xa0) ? 0 : len;
}

/* Text t of n bytes as shown: in `out`, or "\"\"" when empty. */
static const char *diff_show_text(const char *text, size_t n, char *out) {
    const unsigned char *t = (const unsigned char *)text;
    size_t i, o = 0, width = 0, len, room;
    if (n == 0) return "\"\"";
    for (i = 0; i < n; i += len ? len : 1) { /* the width shown */
        len = diff_char_len(t + i, n - i);
        width += len ? len : 4;
    }
    room = width <= DIFF_SHOW_MAX ? DIFF_SHOW_MAX : DIFF_SHOW_MAX - 3;
    for (i = 0; i < n; i += len ? len : 1) {
        len = diff_char_len(t + i, n - i);
        if (o + (len ? len : 4) > room) break;
        if (len) memcpy(out + o, t + i, len);
        else snprintf(out + o, 5, "\\x%02x", t[i]);
        o += len ? len : 4;
    }
    memcpy(out + o, i < n ? "..." : "", i < n ? 4 : 1);
    return out;
}
/* A field's value as written (a string without its quotes), or "(missing)". */
static const char *diff_show(const diff_field *f, char *out) {
    return f ? diff_show_text(f->text, f->text_len, out) : "(missing)";
}
const char *p8__tfield_show(const p8__tfield *f, char out[P8__TRACE_SHOW_CAP]) {
    return diff_show(f, out);
}

/* Read one trace line; 0, or -1 with the reason in why (DIFF_PARSE_CAP bytes: the longest
 * reason, a shown name and a column number, takes less than 120). */
#define DIFF_PARSE_CAP P8__TRACE_WHY_CAP
int p8__tline_parse(const char *s, diff_line *l, char *why) {
    const size_t cap = DIFF_PARSE_CAP;
    diff_shown v;
    const char *p = diff_skip_ws(s), *e;
    l->n = 0;
    if (*p != '{') return snprintf(why, cap, "expected a JSON object, found %s",
                                   *p ? "other text" : "an empty line"), -1;
    p = diff_skip_ws(p + 1);
    if (*p == '}') goto end;
    for (;;) {
        diff_field *f;
        if (l->n == DIFF_MAX_FIELDS)
            return snprintf(why, cap, "more than %d fields", DIFF_MAX_FIELDS), -1;
        f = &l->f[l->n];
        if (*p != '"' || !(e = diff_string_end(p + 1)))
            return snprintf(why, cap, "expected a field name in quotes at column %d",
                            (int)(p - s) + 1), -1;
        f->name = p + 1;
        f->name_len = (size_t)(e - p - 1);
        if (diff_get_n(l, f->name, f->name_len))
            return snprintf(why, cap, "field \"%s\" appears twice",
                            f->name_len ? diff_show_text(f->name, f->name_len, v) : ""), -1;
        p = diff_skip_ws(e + 1);
        if (*p != ':') return snprintf(why, cap, "expected ':' at column %d", (int)(p - s) + 1), -1;
        p = diff_skip_ws(p + 1);
        if (*p == '"') {
            if (!(e = diff_string_end(p + 1)))
                return snprintf(why, cap, "unterminated or invalid string at column %d",
                                (int)(p - s) + 1), -1;
            f->type = P8__JSON_STRING;
            f->text = p + 1;
            f->text_len = (size_t)(e - p - 1);
            e++;
        } else if ((e = diff_number_end(p)) != NULL) {
            f->type = P8__JSON_NUMBER;
            f->text = p;
            f->text_len = (size_t)(e - p);
        } else if (strncmp(p, "true", 4) == 0 || strncmp(p, "null", 4) == 0) {
            f->type = *p == 't' ? P8__JSON_TRUE : P8__JSON_NULL;
            f->text = p;
            f->text_len = 4;
            e = p + 4;
        } else if (strncmp(p, "false", 5) == 0) {
            f->type = P8__JSON_FALSE;
            f->text = p;
            f->text_len = 5;
            e = p + 5;
        } else {
            return snprintf(why, cap, "field \"%s\": a trace value is a string, a number, true, "
                            "false or null (column %d)",
                            f->name_len ? diff_show_text(f->name, f->name_len, v) : "",
                            (int)(p - s) + 1), -1;
        }
        l->n++;
        p = diff_skip_ws(e);
        if (*p == '}') break;
        if (*p != ',') return snprintf(why, cap, "expected ',' or '}' at column %d", (int)(p - s) + 1), -1;
        p = diff_skip_ws(p + 1);
    }
end:
    if (*diff_skip_ws(p + 1))
        return snprintf(why, cap, "text after the object at column %d", (int)(diff_skip_ws(p + 1) - s) + 1), -1;
    return 0;
}

const p8__tfield *p8__tline_get(const p8__tline *l, const char *name) {
    return diff_get_n(l, name, strlen(name));
}

int p8__tfield_same(const p8__tfield *a, const p8__tfield *b) {
    if (!a || !b) return a == b;
    return a->type == b->type && a->text_len == b->text_len &&
           memcmp(a->text, b->text, a->text_len) == 0;
}

int p8__tfield_is(const p8__tfield *f, const char *text) {
    return f && f->type == P8__JSON_STRING && f->text_len == strlen(text) &&
           memcmp(f->text, text, f->text_len) == 0;
}

/* "expand of 134862705 (g 3, h 4, key 7)" for an event line; the parts a line lacks are left
 * out ("event" when it has none of them). At most 5 shown values and 19 bytes: 119 bytes. */
#define DIFF_DESCRIBE_CAP (5 * DIFF_SHOW_MAX + 20)
static void diff_describe(const diff_line *l, char *buf) {
    static const char *const num[] = { "g", "h", "key" };
    const diff_field *ev = p8__tline_get(l, "event"), *st = p8__tline_get(l, "state");
    diff_shown v;
    size_t n = 0;
    int i, first = 1;
    n += (size_t)snprintf(buf, DIFF_DESCRIBE_CAP, "%s", ev ? diff_show(ev, v) : "event");
    if (st) n += (size_t)snprintf(buf + n, DIFF_DESCRIBE_CAP - n, " of %s", diff_show(st, v));
    for (i = 0; i < 3; i++) {
        const diff_field *f = p8__tline_get(l, num[i]);
        if (!f) continue;
        n += (size_t)snprintf(buf + n, DIFF_DESCRIBE_CAP - n, "%s%s %s", first ? " (" : ", ",
                              num[i], diff_show(f, v));
        first = 0;
    }
    if (!first) snprintf(buf + n, DIFF_DESCRIBE_CAP - n, ")");
}

/* The first field, in `names` order and then any other field of either line (but `ignore`, if
 * not NULL), that differs: 1 with its name in *name and *len, or 0 when none does. */
static int diff_first(const diff_line *a, const diff_line *b, const char *const *names,
                      const char *ignore, const char **name, size_t *len) {
    int i, side;
    for (i = 0; names[i]; i++)
        if (!p8__tfield_same(p8__tline_get(a, names[i]), p8__tline_get(b, names[i]))) {
            *name = names[i];
            *len = strlen(names[i]);
            return 1;
        }
    for (side = 0; side < 2; side++) {
        const diff_line *x = side ? b : a, *y = side ? a : b;
        for (i = 0; i < x->n; i++) {
            const diff_field *f = &x->f[i];
            if (ignore && f->name_len == strlen(ignore) && memcmp(f->name, ignore, f->name_len) == 0)
                continue;
            if (!p8__tfield_same(f, diff_get_n(y, f->name, f->name_len))) {
                *name = f->name;
                *len = f->name_len;
                return 1;
            }
        }
    }
    return 0;
}

static int diff_events(const diff_line *a, const diff_line *b, char *why, size_t cap,
                       const char *const *nm) {
    static const char *const order[] = { "event", "state", "g", "h", "key", "parent", "id", "move",
                                         NULL };
    const diff_field *ka = p8__tline_get(a, "key"), *kb = p8__tline_get(b, "key");
    char da[DIFF_DESCRIBE_CAP], db[DIFF_DESCRIBE_CAP];
    diff_shown v1, v2, v3;
    const char *f;
    size_t n;
    if (!diff_first(a, b, order, NULL, &f, &n)) return 0;
    diff_describe(a, da);
    diff_describe(b, db);
    if (strcmp(f, "event") == 0)
        snprintf(why, cap, "different event: %s has %s, %s has %s", nm[0], da, nm[1], db);
    else if (strcmp(f, "state") == 0 && p8__tfield_is(p8__tline_get(a, "event"), "expand") && ka && p8__tfield_same(ka, kb))
        snprintf(why, cap, "different tie-break: both expand a node with key %s, %s takes %s, "
                 "%s takes %s", diff_show(ka, v1), nm[0], da, nm[1], db);
    else if (strcmp(f, "state") == 0 && p8__tfield_is(p8__tline_get(a, "event"), "expand"))
        snprintf(why, cap, "different node expanded: %s takes %s, %s takes %s", nm[0], da, nm[1], db);
    else if (strcmp(f, "state") == 0)
        snprintf(why, cap, "different node: %s has %s, %s has %s", nm[0], da, nm[1], db);
    else if (strcmp(f, "h") == 0)
        snprintf(why, cap, "different h for state %s: %s %s, %s %s (a different heuristic?)",
                 diff_show(p8__tline_get(a, "state"), v1), nm[0],
                 diff_show(p8__tline_get(a, "h"), v2), nm[1], diff_show(p8__tline_get(b, "h"), v3));
    else if (strcmp(f, "g") == 0)
        snprintf(why, cap, "different g (path cost) for state %s: %s %s, %s %s",
                 diff_show(p8__tline_get(a, "state"), v1), nm[0],
                 diff_show(p8__tline_get(a, "g"), v2), nm[1], diff_show(p8__tline_get(b, "g"), v3));
    else if (strcmp(f, "key") == 0)
        snprintf(why, cap, "different key (priority) for state %s: %s %s, %s %s (different "
                 "weights?)", diff_show(p8__tline_get(a, "state"), v1), nm[0], diff_show(ka, v2),
                 nm[1], diff_show(kb, v3));
    else if (strcmp(f, "parent") == 0 || strcmp(f, "id") == 0)
        snprintf(why, cap, "same node, different %s numbering: %s %s, %s %s (ids are "
                 "generation numbers, the start 0)", f, nm[0], diff_show(p8__tline_get(a, f), v1),
                 nm[1], diff_show(p8__tline_get(b, f), v2));
    else /* move, or a field of no rule of its own: f is the line's text, n bytes */
        snprintf(why, cap, "different %s for %s: %s %s, %s %s", diff_show_text(f, n, v3), da,
                 nm[0], diff_show(diff_get_n(a, f, n), v1), nm[1],
                 diff_show(diff_get_n(b, f, n), v2));
    return 1;
}

int p8__trace_diff_lines(const p8__tline *la, const p8__tline *lb, char *why, size_t why_cap,
                         const char *const *names) {
    static const char *const ab[2] = { "A", "B" };
    static const char *const header[] = { "format", "version", "start", "goal", "frontier", "wg",
                                          "wh", "graph", "reopen", "heuristic", NULL };
    static const char *const summary[] = { "status", "solved", "length", "moves", "expanded",
                                           "generated", "duplicates", "max_frontier", NULL };
    diff_shown v1, v2, v3;
    const diff_field *ta, *tb;
    const char *f;
    size_t n;
    if (!names) names = ab;
    ta = p8__tline_get(la, "type");
    tb = p8__tline_get(lb, "type");
    if (!p8__tfield_is(ta, "header") && !p8__tfield_is(ta, "event") && !p8__tfield_is(ta, "summary"))
        return snprintf(why, why_cap, "%s: \"type\" is %s, expected \"header\", \"event\" or "
                        "\"summary\"", names[0], diff_show(ta, v1)), P8_EINVAL;
    if (!p8__tfield_is(tb, "header") && !p8__tfield_is(tb, "event") && !p8__tfield_is(tb, "summary"))
        return snprintf(why, why_cap, "%s: \"type\" is %s, expected \"header\", \"event\" or "
                        "\"summary\"", names[1], diff_show(tb, v1)), P8_EINVAL;
    if (!p8__tfield_same(ta, tb))
        return snprintf(why, why_cap, "different kind of line: %s has the %s, %s the %s%s",
                        names[0], diff_show(ta, v1), names[1], diff_show(tb, v2),
                        p8__tfield_is(ta, "summary") ||
                        p8__tfield_is(tb, "summary") ? " (one search ended, the other went on)" : ""), 1;
    if (p8__tfield_is(ta, "event")) return diff_events(la, lb, why, why_cap, names);
    if (!diff_first(la, lb, p8__tfield_is(ta, "header") ? header : summary,
                    p8__tfield_is(ta, "header") ? "library" : NULL, &f, &n))
        return 0;
    snprintf(why, why_cap, "%s differ: %s is %s in %s, %s in %s",
             p8__tfield_is(ta, "header") ? "configurations" : "summaries", diff_show_text(f, n, v3),
             diff_show(diff_get_n(la, f, n), v1), names[0], diff_show(diff_get_n(lb, f, n), v2),
             names[1]);
    return 1;
}

int p8_trace_diff(const char *a, const char *b, char *why, size_t why_cap) {
    diff_line la, lb;
    char msg[DIFF_PARSE_CAP];
    if (why && why_cap) why[0] = '\0';
    else why = NULL, why_cap = 0;
    if (!a || !b) return P8_EINVAL;
    if (p8__tline_parse(a, &la, msg) != 0) return snprintf(why, why_cap, "A: %s", msg), P8_EINVAL;
    if (p8__tline_parse(b, &lb, msg) != 0) return snprintf(why, why_cap, "B: %s", msg), P8_EINVAL;
    return p8__trace_diff_lines(&la, &lb, why, why_cap, NULL);
}

const char *p8_trace_line_type(const char *line) {
    static const char *const types[] = { "header", "event", "summary" };
    diff_line l;
    char msg[DIFF_PARSE_CAP];
    const diff_field *t;
    int i;
    if (!line || p8__tline_parse(line, &l, msg) != 0) return NULL;
    t = p8__tline_get(&l, "type");
    for (i = 0; i < 3; i++)
        if (p8__tfield_is(t, types[i])) return types[i];
    return NULL;
}

/* The event kind and the state of a parsed line, for trace_compare.c and trace_diagnose.c. */
int p8__cmp_event(const p8__tline *l) {
    static const char *const names[] = { "expand", "generate", "duplicate", "goal" };
    const p8__tfield *e = p8__tline_get(l, "event");
    int i;
    for (i = 0; i < 4; i++)
        if (p8__tfield_is(e, names[i])) return i;
    return -1;
}

int p8__cmp_state(const p8__tline *l, char out[9]) {
    const p8__tfield *f = p8__tline_get(l, "state");
    size_t i;
    if (!f || f->type != P8__JSON_STRING || f->text_len != 9) return 0;
    for (i = 0; i < 9; i++)
        if (f->text[i] < '0' || f->text[i] > '8') return 0;
    memcpy(out, f->text, 9);
    return 1;
}
