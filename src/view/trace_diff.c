/* SPDX-License-Identifier: MIT */
/* trace_diff.c - comparing two trace lines (p8_trace_diff) for graders: a small reader of the
 * trace's flat JSON objects (no allocation; strings are compared as written), and the rules
 * that name why two lines differ: another kind of line or event, another node expanded (and
 * whether only the tie-break differs), another h, g, key, parent, id or move. */
#include "view.h"

#include <stdio.h>
#include <string.h>

#define DIFF_MAX_FIELDS 40

enum { DIFF_STRING, DIFF_NUMBER, DIFF_TRUE, DIFF_FALSE, DIFF_NULL };

typedef struct diff_field {
    const char *name, *text;     /* the name (unquoted) and the value as written */
    size_t name_len, text_len;   /* a string's text excludes its quotes */
    int type;
} diff_field;

typedef struct diff_line {
    diff_field f[DIFF_MAX_FIELDS];
    int n;
} diff_line;

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

/* Read one trace line; 0, or -1 with the reason in why. */
static int diff_parse(const char *s, diff_line *l, char *why, size_t cap) {
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
            return snprintf(why, cap, "field \"%.*s\" appears twice", (int)(f->name_len > 40 ? 40
                            : f->name_len), f->name), -1;
        p = diff_skip_ws(e + 1);
        if (*p != ':') return snprintf(why, cap, "expected ':' at column %d", (int)(p - s) + 1), -1;
        p = diff_skip_ws(p + 1);
        if (*p == '"') {
            if (!(e = diff_string_end(p + 1)))
                return snprintf(why, cap, "unterminated or invalid string at column %d",
                                (int)(p - s) + 1), -1;
            f->type = DIFF_STRING;
            f->text = p + 1;
            f->text_len = (size_t)(e - p - 1);
            e++;
        } else if ((e = diff_number_end(p)) != NULL) {
            f->type = DIFF_NUMBER;
            f->text = p;
            f->text_len = (size_t)(e - p);
        } else if (strncmp(p, "true", 4) == 0 || strncmp(p, "null", 4) == 0) {
            f->type = *p == 't' ? DIFF_TRUE : DIFF_NULL;
            f->text = p;
            f->text_len = 4;
            e = p + 4;
        } else if (strncmp(p, "false", 5) == 0) {
            f->type = DIFF_FALSE;
            f->text = p;
            f->text_len = 5;
            e = p + 5;
        } else {
            return snprintf(why, cap, "field \"%.*s\": a trace value is a string, a number, true, "
                            "false or null (column %d)", (int)(f->name_len > 40 ? 40 : f->name_len),
                            f->name, (int)(p - s) + 1), -1;
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

static const diff_field *diff_get(const diff_line *l, const char *name) {
    return diff_get_n(l, name, strlen(name));
}

static int diff_same(const diff_field *a, const diff_field *b) {
    if (!a || !b) return a == b;
    return a->type == b->type && a->text_len == b->text_len &&
           memcmp(a->text, b->text, a->text_len) == 0;
}

static int diff_is(const diff_field *f, const char *text) {
    return f && f->type == DIFF_STRING && f->text_len == strlen(text) &&
           memcmp(f->text, text, f->text_len) == 0;
}

/* A value for a message, as "%.*s" arguments: the text as written (strings without quotes), at
 * most 60 bytes, or "(missing)". */
static int diff_show_len(const diff_field *f) {
    return f ? (int)(f->text_len > 60 ? 60 : f->text_len) : 9;
}
static const char *diff_show_text(const diff_field *f) {
    return f ? f->text : "(missing)";
}
#define DIFF_SHOW(f) diff_show_len(f), diff_show_text(f)

/* "expand of 134862705 (g 3, h 4, key 7)" for an event line; the parts a line lacks are left
 * out ("event" when it has none of them). */
static void diff_describe(const diff_line *l, char *buf, size_t cap) {
    static const char *const num[] = { "g", "h", "key" };
    const diff_field *ev = diff_get(l, "event"), *st = diff_get(l, "state");
    size_t n = 0;
    int i, first = 1;
    n += (size_t)snprintf(buf, cap, "%.*s", ev ? diff_show_len(ev) : 5, ev ? diff_show_text(ev) : "event");
    if (st && n < cap) n += (size_t)snprintf(buf + n, cap - n, " of %.*s", DIFF_SHOW(st));
    for (i = 0; i < 3; i++) {
        const diff_field *f = diff_get(l, num[i]);
        if (!f || n >= cap) continue;
        n += (size_t)snprintf(buf + n, cap - n, "%s%s %.*s", first ? " (" : ", ", num[i], DIFF_SHOW(f));
        first = 0;
    }
    if (!first && n < cap) snprintf(buf + n, cap - n, ")");
}

/* The first field, in `names` order and then any other field of either line, that differs. */
static const char *diff_first(const diff_line *a, const diff_line *b, const char *const *names,
                                    const char *ignore, char *other, size_t other_cap) {
    int i, side;
    for (i = 0; names[i]; i++)
        if (!diff_same(diff_get(a, names[i]), diff_get(b, names[i]))) return names[i];
    for (side = 0; side < 2; side++) {
        const diff_line *x = side ? b : a, *y = side ? a : b;
        for (i = 0; i < x->n; i++) {
            const diff_field *f = &x->f[i];
            if (f->name_len == strlen(ignore) && memcmp(f->name, ignore, f->name_len) == 0) continue;
            if (!diff_same(f, diff_get_n(y, f->name, f->name_len))) {
                /* the name for messages (a long one shortened) */
                snprintf(other, other_cap, "%.*s", (int)(f->name_len < 60 ? f->name_len : 60), f->name);
                return other;
            }
        }
    }
    return NULL;
}

static int diff_events(const diff_line *a, const diff_line *b, char *why, size_t cap) {
    static const char *const order[] = { "event", "state", "g", "h", "key", "parent", "id", "move",
                                         NULL };
    const diff_field *ka = diff_get(a, "key"), *kb = diff_get(b, "key");
    char da[200], db[200], other[64];
    const char *f = diff_first(a, b, order, "", other, sizeof other);
    if (!f) return 0;
    diff_describe(a, da, sizeof da);
    diff_describe(b, db, sizeof db);
    if (strcmp(f, "event") == 0)
        snprintf(why, cap, "different event: A has %s, B has %s", da, db);
    else if (strcmp(f, "state") == 0 && diff_is(diff_get(a, "event"), "expand") && ka && diff_same(ka, kb))
        snprintf(why, cap, "different tie-break: both expand a node with key %.*s, A takes %s, "
                 "B takes %s", DIFF_SHOW(ka), da, db);
    else if (strcmp(f, "state") == 0 && diff_is(diff_get(a, "event"), "expand"))
        snprintf(why, cap, "different node expanded: A takes %s, B takes %s", da, db);
    else if (strcmp(f, "state") == 0)
        snprintf(why, cap, "different node: A has %s, B has %s", da, db);
    else if (strcmp(f, "h") == 0)
        snprintf(why, cap, "different h for state %.*s: A %.*s, B %.*s (a different heuristic?)",
                 DIFF_SHOW(diff_get(a, "state")), DIFF_SHOW(diff_get(a, "h")), DIFF_SHOW(diff_get(b, "h")));
    else if (strcmp(f, "g") == 0)
        snprintf(why, cap, "different g (path cost) for state %.*s: A %.*s, B %.*s",
                 DIFF_SHOW(diff_get(a, "state")), DIFF_SHOW(diff_get(a, "g")), DIFF_SHOW(diff_get(b, "g")));
    else if (strcmp(f, "key") == 0)
        snprintf(why, cap, "different key (priority) for state %.*s: A %.*s, B %.*s (different "
                 "weights?)", DIFF_SHOW(diff_get(a, "state")), DIFF_SHOW(ka), DIFF_SHOW(kb));
    else if (strcmp(f, "parent") == 0 || strcmp(f, "id") == 0)
        snprintf(why, cap, "same node, different %s numbering: A %.*s, B %.*s (ids are "
                 "generation numbers, the start 0)", f, DIFF_SHOW(diff_get(a, f)), DIFF_SHOW(diff_get(b, f)));
    else
        snprintf(why, cap, "different %s for %s: A %.*s, B %.*s", f, da, DIFF_SHOW(diff_get(a, f)),
                 DIFF_SHOW(diff_get(b, f)));
    return 1;
}

int p8_trace_diff(const char *a, const char *b, char *why, size_t why_cap) {
    static const char *const header[] = { "format", "version", "start", "goal", "frontier", "wg",
                                          "wh", "graph", "reopen", "heuristic", NULL };
    static const char *const summary[] = { "status", "solved", "length", "moves", "expanded",
                                           "generated", "duplicates", "max_frontier", NULL };
    diff_line la, lb;
    char msg[200], other[64];
    const diff_field *ta, *tb;
    const char *f;
    if (why && why_cap) why[0] = '\0';
    else why = NULL, why_cap = 0;
    if (!a || !b) return P8_EINVAL;
    if (diff_parse(a, &la, msg, sizeof msg) != 0) return snprintf(why, why_cap, "A: %s", msg), P8_EINVAL;
    if (diff_parse(b, &lb, msg, sizeof msg) != 0) return snprintf(why, why_cap, "B: %s", msg), P8_EINVAL;
    ta = diff_get(&la, "type");
    tb = diff_get(&lb, "type");
    if (!diff_is(ta, "header") && !diff_is(ta, "event") && !diff_is(ta, "summary"))
        return snprintf(why, why_cap, "A: \"type\" is %.*s, expected \"header\", \"event\" or "
                        "\"summary\"", DIFF_SHOW(ta)), P8_EINVAL;
    if (!diff_is(tb, "header") && !diff_is(tb, "event") && !diff_is(tb, "summary"))
        return snprintf(why, why_cap, "B: \"type\" is %.*s, expected \"header\", \"event\" or "
                        "\"summary\"", DIFF_SHOW(tb)), P8_EINVAL;
    if (!diff_same(ta, tb))
        return snprintf(why, why_cap, "different kind of line: A has the %.*s, B the %.*s%s",
                        DIFF_SHOW(ta), DIFF_SHOW(tb), diff_is(ta, "summary") || diff_is(tb, "summary")
                        ? " (one search ended, the other went on)" : ""), 1;
    if (diff_is(ta, "event")) return diff_events(&la, &lb, why, why_cap);
    f = diff_first(&la, &lb, diff_is(ta, "header") ? header : summary,
                         diff_is(ta, "header") ? "library" : "", other, sizeof other);
    if (!f) return 0;
    snprintf(why, why_cap, "%s differ: %s is %.*s in A, %.*s in B",
             diff_is(ta, "header") ? "configurations" : "summaries", f, DIFF_SHOW(diff_get(&la, f)),
             DIFF_SHOW(diff_get(&lb, f)));
    return 1;
}
