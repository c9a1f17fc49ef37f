/* SPDX-License-Identifier: MIT */
/*
 * test_view_trace_diff.c - p8_trace_diff against hostile lines (issue 25.8): every field is
 * compared, the one named "" too; the header's promise that 300 bytes always hold the sentence,
 * for every kind of sentence, with names and values of every length (0 to 5,000 bytes), of
 * multi-byte UTF-8 and of escapes: the sentence from a 300-byte buffer is the whole sentence
 * (the one an 8 KB buffer gets), a value cut short ends in "..." on a character boundary (never
 * inside a UTF-8 sequence or a JSON escape), and the sentence is valid UTF-8 with no control
 * character, whatever bytes the lines hold. And
 * p8_trace_line_type, the kind of a line as the same reader sees it.
 */
#include "puzzle8.h"
#include "test.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The field names of an event line, in the order written. */
static const char *const names[] = { "type", "event", "id", "parent", "move", "g", "h", "key",
                                     "state", "x" };
#define N_NAMES (sizeof names / sizeof names[0])

/* A line builder: "name":value pairs appended to a growing text. */
typedef struct line {
    char *text;
    size_t len, cap;
} line;

static void put(line *l, const char *s, size_t n) {
    if (l->len + n + 1 > l->cap) {
        l->cap = (l->len + n + 1) * 2;
        l->text = realloc(l->text, l->cap);
        if (!l->text) exit(2);
    }
    memcpy(l->text + l->len, s, n);
    l->len += n;
    l->text[l->len] = '\0';
}
static void puts_(line *l, const char *s) {
    put(l, s, strlen(s));
}

/* A hostile text of `n` bytes of kind k: 0 ASCII letters, 1 digits (a JSON number when the
 * value is not quoted), 2 two-byte UTF-8 characters ("é"), 3 JSON escapes ("\u00e9", "\""),
 * 4 four-byte UTF-8 characters. n is rounded down to whole characters. */
static void hostile_text(line *l, int k, size_t n) {
    static const char *const unit[] = { "q", "7", "\xc3\xa9", "\\u00e9\\\"", "\xf0\x9f\x98\x80" };
    size_t u = strlen(unit[k]), i;
    for (i = 0; i + u <= n; i += u) put(l, unit[k], u);
}

/* A value: a string of kind k (digits: a number) of about n bytes. */
static void value(line *l, int k, size_t n) {
    if (k == 1) {
        puts_(l, "1");
        hostile_text(l, k, n);
    } else {
        puts_(l, "\"");
        hostile_text(l, k, n);
        puts_(l, "\"");
    }
}

/* An event line whose field `which` (an index of names[], or -1: none) has a hostile value of
 * kind k and length n, `tweak` appended to it (so two lines differ there); the others are
 * plain, except that `long_name` makes the extra field's name hostile too and `all` makes every
 * value but type's hostile. */
static char *event_line(int which, int k, size_t n, const char *tweak, int long_name, int all,
                        const char *event) {
    line l = { NULL, 0, 0 };
    size_t i;
    puts_(&l, "{");
    for (i = 0; i < N_NAMES; i++) {
        if (i) puts_(&l, ",");
        puts_(&l, "\"");
        if (i == N_NAMES - 1 && long_name) hostile_text(&l, k == 1 ? 0 : k, n);
        else puts_(&l, names[i]);
        puts_(&l, "\":");
        if (i == 0) puts_(&l, "\"event\"");
        else if (i == 1 && event) {
            puts_(&l, "\"");
            puts_(&l, event);
            puts_(&l, "\"");
        } else if ((int)i == which || (all && i != 1)) {
            const char *t = (int)i == which ? tweak : "";
            if (k == 1) {
                value(&l, k, n);
                puts_(&l, t[0] ? "1" : "");
            } else {
                puts_(&l, "\"");
                hostile_text(&l, k, n);
                puts_(&l, t);
                puts_(&l, "\"");
            }
        } else {
            puts_(&l, "1");
        }
    }
    puts_(&l, "}");
    return l.text;
}

/* 1 if s is UTF-8 by the standard's table (no overlong form, surrogate or code point above
 * U+10FFFF) with no control character (C0, DEL, C1). */
static int utf8_strict_clean(const unsigned char *p) {
    while (*p) {
        unsigned c = *p, n, lo = 0x80, hi = 0xbf, k;
        if (c < 0x80) {
            if (c < 0x20 || c == 0x7f) return 0;
            p++;
            continue;
        }
        if (c < 0xc2 || c > 0xf4) return 0;
        n = c < 0xe0 ? 1 : c < 0xf0 ? 2 : 3;
        if (c == 0xe0) lo = 0xa0;
        if (c == 0xed) hi = 0x9f;
        if (c == 0xf0) lo = 0x90;
        if (c == 0xf4) hi = 0x8f;
        if (c == 0xc2) lo = 0xa0; /* U+0080..U+009F: C1 controls */
        if (p[1] < lo || p[1] > hi) return 0;
        for (k = 2; k <= n; k++)
            if ((p[k] & 0xc0) != 0x80) return 0;
        p += n + 1;
    }
    return 1;
}

/* Every backslash starts a whole JSON escape. */
static int escapes_whole(const char *s) {
    for (; *s; s++) {
        if (*s != '\\') continue;
        s++;
        if (*s == 'u') {
            int i;
            for (i = 1; i <= 4; i++)
                if (!strchr("0123456789abcdefABCDEF", s[i]) || !s[i]) return 0;
            s += 4;
        } else if (!*s || !strchr("\"\\/bfnrt", *s)) {
            return 0;
        }
    }
    return 1;
}

static unsigned long sentences, cut_values;

/* a and b differ: the sentence fits 300 bytes whole, is valid UTF-8, escapes whole. */
static void check_pair(const char *a, const char *b, int want) {
    static char big[8192];
    char why[300];
    int rc = p8_trace_diff(a, b, big, sizeof big);
    ASSERT_EQ(rc, want);
    if (rc != want) fprintf(stderr, "  A %.120s\n  B %.120s\n  why %s\n", a, b, big);
    ASSERT_TRUE(strlen(big) < sizeof why);
    if (strlen(big) >= sizeof why) fprintf(stderr, "  %zu bytes: %s\n", strlen(big), big);
    ASSERT_EQ(p8_trace_diff(a, b, why, sizeof why), rc);
    ASSERT_STR_EQ(why, big);
    ASSERT_TRUE(utf8_strict_clean((const unsigned char *)big));
    ASSERT_TRUE(escapes_whole(big));
    if (!escapes_whole(big)) fprintf(stderr, "  split escape: %s\n", big);
    sentences++;
    cut_values += strstr(big, "...") != NULL;
}

static void test_every_field_hostile(void) {
    static const size_t lengths[] = { 0, 1, 19, 20, 21, 24, 60, 300, 5000 };
    static const char *const events[] = { NULL, "expand", "generate" };
    size_t li, which, e;
    int k, long_name, all;
    for (k = 0; k < 5; k++)
        for (li = 0; li < sizeof lengths / sizeof lengths[0]; li++)
            for (e = 0; e < 3; e++)
                for (long_name = 0; long_name <= 1; long_name++)
                    for (all = 0; all <= 1; all++)
                        for (which = 1; which < N_NAMES; which++) {
                            size_t n = lengths[li];
                            char *a, *b;
                            if (e && which == 1) continue; /* the event is fixed */
                            a = event_line((int)which, k, n, "", long_name, all, events[e]);
                            b = event_line((int)which, k, n, "Z", long_name, all, events[e]);
                            check_pair(a, b, 1);
                            check_pair(a, a, 0);
                            free(a);
                            free(b);
                        }
    ASSERT_TRUE(sentences > 2000);
    ASSERT_TRUE(cut_values > 100); /* long values were cut, and said so */
}

/* A tie-break with every part long (the same key, another state): the longest sentence. */
static void test_longest_sentences(void) {
    int k;
    size_t n;
    for (k = 0; k < 5; k++)
        for (n = 0; n <= 64; n++) {
            char *a = event_line(8, k, n, "", 0, 1, "expand");
            char *b = event_line(8, k, n, "Z", 0, 1, "expand");
            check_pair(a, b, 1);
            free(a);
            free(b);
        }
}

/* Header and summary lines with hostile values and names; lines of different kinds. */
static void test_header_summary_hostile(void) {
    static const size_t lengths[] = { 0, 20, 21, 60, 5000 };
    size_t li;
    int k;
    for (k = 0; k < 5; k++)
        for (li = 0; li < sizeof lengths / sizeof lengths[0]; li++) {
            line a = { NULL, 0, 0 }, b = { NULL, 0, 0 }, c = { NULL, 0, 0 };
            puts_(&a, "{\"type\":\"header\",\"heuristic\":");
            value(&a, k, lengths[li]);
            puts_(&a, "}");
            puts_(&b, "{\"type\":\"header\",\"heuristic\":\"");
            hostile_text(&b, k, lengths[li]);
            puts_(&b, "Z\"}");
            check_pair(a.text, b.text, 1);
            puts_(&c, "{\"type\":\"summary\",\"");
            hostile_text(&c, k == 1 ? 0 : k, lengths[li]);
            puts_(&c, "\":1}");
            check_pair(c.text, "{\"type\":\"summary\"}", 1);
            check_pair(a.text, c.text, 1);
            free(a.text);
            free(b.text);
            free(c.text);
        }
}

/* A field named "" is a field like any other (issue 25.8: it was never compared). */
static void test_empty_name(void) {
    char why[300];
    ASSERT_EQ(p8_trace_diff("{\"type\":\"event\",\"\":1}", "{\"type\":\"event\",\"\":2}", why,
                            sizeof why), 1);
    ASSERT_STR_EQ(why, "different \"\" for event: A 1, B 2");
    ASSERT_EQ(p8_trace_diff("{\"type\":\"event\",\"\":1}", "{\"type\":\"event\"}", why,
                            sizeof why), 1);
    ASSERT_EQ(p8_trace_diff("{\"type\":\"summary\",\"\":\"a\"}", "{\"type\":\"summary\",\"\":\"b\"}",
                            why, sizeof why), 1);
    ASSERT_STR_EQ(why, "summaries differ: \"\" is a in A, b in B");
    ASSERT_EQ(p8_trace_diff("{\"type\":\"header\",\"\":true}", "{\"type\":\"header\",\"\":false}",
                            why, sizeof why), 1);
    ASSERT_EQ(p8_trace_diff("{\"type\":\"event\",\"\":1}", "{\"type\":\"event\",\"\":1}", why,
                            sizeof why), 0);
    /* an empty value is shown as "" */
    ASSERT_EQ(p8_trace_diff("{\"type\":\"event\",\"x\":\"\"}", "{\"type\":\"event\",\"x\":\"y\"}",
                            why, sizeof why), 1);
    ASSERT_STR_EQ(why, "different x for event: A \"\", B y");
}

/* A value cut short: its first bytes and "...", on a character boundary. */
static void test_cut_values(void) {
    char why[300];
    line a = { NULL, 0, 0 };
    puts_(&a, "{\"type\":\"event\",\"x\":\"");
    hostile_text(&a, 0, 60);
    puts_(&a, "\"}");
    ASSERT_EQ(p8_trace_diff(a.text, "{\"type\":\"event\",\"x\":\"12345678901234567890\"}", why,
                            sizeof why), 1);
    ASSERT_STR_EQ(why, "different x for event: A qqqqqqqqqqqqqqqqq..., B 12345678901234567890");
    free(a.text);
    /* the longest legitimate value, a key of 20 digits, is shown whole */
    ASSERT_EQ(p8_trace_diff("{\"type\":\"event\",\"event\":\"expand\",\"key\":18446744073709551615}",
                            "{\"type\":\"event\",\"event\":\"expand\",\"key\":18446744073709551614}",
                            why, sizeof why), 1);
    ASSERT_STR_EQ(why, "different key (priority) for state (missing): A 18446744073709551615, B "
                       "18446744073709551614 (different weights?)");
}

/* The kind of a line as p8_trace_diff reads it, white space included. */
static void test_line_type(void) {
    static const struct { const char *line, *type; } cases[] = {
        { "{\"type\":\"header\",\"format\":\"puzzle8-trace\"}", "header" },
        { " { \"type\" : \"header\" }\n", "header" },
        { "{\"version\":1,\r\n\t\"type\":\"header\"}", "header" },
        { "{\"type\":\"event\",\"event\":\"expand\"}", "event" },
        { "{\"type\":\"summary\"}\n", "summary" },
        { "{\"type\":\"headers\"}", NULL },
        { "{\"type\":\"Header\"}", NULL },
        { "{\"type\":1}", NULL },
        { "{\"kind\":\"header\"}", NULL },
        { "{\"type\":\"header\",\"type\":\"event\"}", NULL }, /* a name twice */
        { "{\"type\":\"header\"} x", NULL },
        { "\"type\":\"header\"", NULL },
        { "", NULL },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *t = p8_trace_line_type(cases[i].line);
        if (cases[i].type) ASSERT_STR_EQ(t, cases[i].type);
        else ASSERT_NULL(t);
    }
    ASSERT_NULL(p8_trace_line_type(NULL));
    /* the hostile event lines are event lines */
    {
        char *a = event_line(8, 3, 300, "", 1, 1, "expand");
        ASSERT_STR_EQ(p8_trace_line_type(a), "event");
        free(a);
    }
}

/* The JSON a trace line may hold, as p8_trace_diff reads it: each escape and number form, and the
 * malformed ones (the line is then no trace line). */
static void test_json_grammar(void) {
    static const struct { const char *value; int ok; } cases[] = {
        { "\"\\u00e9\\uABCD\\uabcd\\u0000\"", 1 }, { "\"\\/\\b\\f\\n\\r\\t\\\"\\\\\"", 1 },
        { "\"\\u00G9\"", 0 }, { "\"\\u0g\"", 0 }, { "\"\\u12\"", 0 }, { "\"\\x\"", 0 },
        { "\"\\", 0 }, { "\"a\tb\"", 0 }, { "\"abc", 0 },
        { "0", 1 }, { "-0", 1 }, { "-12", 1 }, { "1.5", 1 }, { "0.25e10", 1 }, { "1E+5", 1 },
        { "1e-5", 1 }, { "-", 0 }, { "1.", 0 }, { "1.x", 0 }, { "1e", 0 }, { "1e+", 0 },
        { "1ex", 0 }, { "1.+", 0 }, { "1e.", 0 }, { "01", 0 }, { ".5", 0 }, { "+1", 0 }, { "true", 1 }, { "false", 1 },
        { "null", 1 }, { "nul", 0 }, { "True", 0 },
    };
    char line[128];
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(line, sizeof line, "{\"type\":\"event\",\"x\":%s}", cases[i].value);
        if (cases[i].ok) ASSERT_STR_EQ(p8_trace_line_type(line), "event");
        else ASSERT_NULL(p8_trace_line_type(line));
    }
}

/* Value x of an event line (JSON string content as written) is shown as `shown` in the sentence
 * that compares it with "y". */
static void shown_as(const char *value, const char *shown) {
    char a[160], why[300], want[160];
    snprintf(a, sizeof a, "{\"type\":\"event\",\"x\":\"%s\"}", value);
    ASSERT_EQ(p8_trace_diff(a, "{\"type\":\"event\",\"x\":\"y\"}", why, sizeof why), 1);
    snprintf(want, sizeof want, "different x for event: A %s, B y", shown);
    ASSERT_STR_EQ(why, want);
}

/* A long value is cut at whole escapes and UTF-8 characters of 2, 3 and 4 bytes. */
static void test_cut_characters(void) {
    static const struct { const char *value, *shown; } cases[] = {
        { "\\u00e9\\u00e9\\u00e9\\u00e9", "\\u00e9\\u00e9..." },
        { "\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n", "\\n\\n\\n\\n\\n\\n\\n\\n..." },
        { "\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e",
          "\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e..." },
        { "\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac",
          "\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac..." },
        { "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9",
          "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9..." },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) shown_as(cases[i].value, cases[i].shown);
}

/* Bytes of a value that are not UTF-8 (a lone byte above 0x7f, a sequence cut short, an overlong
 * form, a surrogate, a code point above U+10FFFF) and control characters (C0, DEL, C1) are shown
 * as \xHH, so the sentence stays valid UTF-8 (a student's trace line is any bytes); a value
 * whose shown form is longer than 20 bytes is cut at whole characters as any other. */
static void test_bytes_not_utf8(void) {
    static const struct { const char *value, *shown; } cases[] = {
        { "245189\xcd" "47", "245189\\xcd47" },
        { "\xff", "\\xff" },
        { "a\xc2\x85" "b", "a\\xc2\\x85b" },
        { "ab\xe2\x82", "ab\\xe2\\x82" },
        { "\xc0\xaf", "\\xc0\\xaf" },
        { "x\x7f", "x\\x7f" },
        { "\xed\xa0\x80", "\\xed\\xa0\\x80" },                 /* a surrogate */
        { "\xe0\x80\xaf", "\\xe0\\x80\\xaf" },                 /* overlong */
        { "\xf4\x90\x80\x80", "\\xf4\\x90\\x80\\x80" },         /* above U+10FFFF */
        { "\xf0\x82\x82\xac", "\\xf0\\x82\\x82\\xac" },         /* overlong */
        { "\xed\x9f\xbf\xf4\x8f\xbf\xbf", "\xed\x9f\xbf\xf4\x8f\xbf\xbf" }, /* the last ones */
        { "\xcd\xcd\xcd\xcd\xcd\xcd", "\\xcd\\xcd\\xcd\\xcd..." },
        { "\xc3\xa9\xcd\xc3\xa9\xcd\xc3\xa9\xcd\xc3\xa9", "\xc3\xa9\\xcd\xc3\xa9\\xcd\xc3\xa9\\xcd\xc3\xa9" },
        { "\xc3\xa9\xcd\xc3\xa9\xcd\xc3\xa9\xcd\xc3\xa9\xcd", "\xc3\xa9\\xcd\xc3\xa9\\xcd\xc3\xa9..." },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) shown_as(cases[i].value, cases[i].shown);
}

/* 20,000 values of 1 to 30 random bytes (any but '"' and '\\', so the line stays a line): every
 * sentence is clean UTF-8. */
static void test_random_bytes(void) {
    uint64_t x = 12345;
    unsigned long bad = 0, seen = 0;
    char a[80], why[300];
    int i, k, n;
    for (i = 0; i < 20000; i++) {
        char v[31];
        x = x * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
        n = 1 + (int)((x >> 33) % 30);
        for (k = 0; k < n; k++) {
            x = x * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
            v[k] = (char)(0x20 + (x >> 40) % 0xe0);
            if (v[k] == '"' || v[k] == '\\') v[k] = 'q';
        }
        v[n] = '\0';
        snprintf(a, sizeof a, "{\"type\":\"event\",\"x\":\"%s\"}", v);
        if (p8_trace_diff(a, "{\"type\":\"event\",\"x\":\"y\"}", why, sizeof why) != 1) continue;
        seen++;
        bad += !utf8_strict_clean((const unsigned char *)why);
    }
    ASSERT_TRUE(seen > 19000);
    ASSERT_EQ(bad, 0);
}

int main(void) {
    RUN(test_line_type);
    RUN(test_bytes_not_utf8);
    RUN(test_random_bytes);
    RUN(test_empty_name);
    RUN(test_cut_values);
    RUN(test_json_grammar);
    RUN(test_cut_characters);
    RUN(test_every_field_hostile);
    RUN(test_longest_sentences);
    RUN(test_header_summary_hostile);
    return TEST_REPORT();
}
