/* SPDX-License-Identifier: MIT */
/*
 * test_parse.c - p8_board_parse: every accepted form, and the exact reason for each rejection.
 * Uses only the public API.
 */
#include "puzzle8.h"
#include "test.h"

static p8_board *const SENTINEL = (p8_board *)&SENTINEL;

/* Parse `text`; check the status and (for failures) the exact reason; *out NULL on failure. */
static int check_parse(const char *text, int want_rc, const char *want_why, const char *want_line) {
    p8_board *b = SENTINEL;
    char why[128] = "junk", line[32] = "";
    int ok = 1;
    int rc = p8_board_parse(text, &b, why, sizeof why);
    if (rc != want_rc) ok = 0;
    if (rc == P8_OK) {
        if (b == NULL || b == SENTINEL) return 0;
        p8_board_format(b, P8_FORMAT_LINE, line, sizeof line);
        if (strcmp(why, "") != 0) ok = 0; /* success empties why */
        if (want_line && strcmp(line, want_line) != 0) ok = 0;
        p8_board_free(b);
    } else {
        if (b != NULL) ok = 0;
        if (want_why && strcmp(why, want_why) != 0) ok = 0;
    }
    if (!ok)
        fprintf(stderr, "  parse \"%s\": rc %d (want %d), why \"%s\" (want \"%s\"), board \"%s\"\n",
                text, rc, want_rc, rc ? why : "", want_why ? want_why : "", line);
    return ok;
}

#define ACCEPT(text, line) ASSERT_TRUE(check_parse(text, P8_OK, NULL, line))
#define REJECT(text, why) ASSERT_TRUE(check_parse(text, P8_EBADBOARD, why, NULL))

static void test_accepted_forms(void) {
    const char *L = "8 0 6 5 4 7 2 3 1";
    ACCEPT("806547231", L);
    ACCEPT("8 0 6 5 4 7 2 3 1", L);
    ACCEPT("8 0 6 / 5 4 7 / 2 3 1", L);
    ACCEPT("8 0 6/5 4 7/2 3 1", L);
    ACCEPT("8 0 6\n5 4 7\n2 3 1", L);
    ACCEPT("8 0 6\r\n5 4 7\r\n2 3 1\r\n", L);
    ACCEPT("8 0 6\n\n5 4 7\n2 3 1", L); /* blank lines are ignored */
    ACCEPT("8,0,6,5,4,7,2,3,1", L);
    ACCEPT("8, 0, 6, 5, 4, 7, 2, 3, 1", L);
    ACCEPT("8\t0\t6\t5\t4\t7\t2\t3\t1", L);
    ACCEPT("8\v0\f6\v5 4 7 2 3 1\f", L); /* vertical tabs and form feeds are white space too */
    ACCEPT("  \t\n 806547231 \n\n", L); /* surrounding white space */
    ACCEPT("8 _ 6 5 4 7 2 3 1", L);
    ACCEPT("8.6547231", L);
    ACCEPT("8_6547231", L);
    ACCEPT("806/547/231", L);
    ACCEPT("806 547 231", L);
    ACCEPT("806\n547\n231", L);
    ACCEPT("8 0 6 /\n5 4 7 /\n2 3 1", L);
    ACCEPT("123456780", "1 2 3 4 5 6 7 8 0");
    ACCEPT("012345678", "0 1 2 3 4 5 6 7 8");
}

static void test_counts_and_tiles(void) {
    REJECT("8 0 6 5 4 7 2 3 3", "tile 3 appears twice");
    REJECT("806547233", "tile 3 appears twice");
    REJECT("1 1 1 2 3 4 5 6 7", "tile 1 appears 3 times");
    REJECT("8 0 6 5 4 7 2 3 8", "tile 8 appears twice");
    REJECT("8 1 6 5 4 7 2 3 1", "tile 1 appears twice");
    REJECT("_ . 6 5 4 7 2 3 1", "the blank (0) appears twice");
    REJECT("8 0 6 0 4 7 2 3 1", "the blank (0) appears twice"); /* blank before tiles */
    REJECT("8 0 6 4 4 7 2 3 1", "tile 4 appears twice");        /* duplicate before missing */
    /* eight different cells: the one left out is named */
    REJECT("1 2 3 4 6 7 8 0", "tile 5 is missing");
    REJECT("1234678_", "tile 5 is missing");
    REJECT("1 2 3 / 4 6 / 7 8 0", "tile 5 is missing");
    REJECT("1 2 3 4 5 6 7 8", "the blank (0) is missing");
    REJECT("0 1 2 3 4 5 6 7", "tile 8 is missing");
    /* other wrong counts */
    REJECT("1 2 3 4 5 6 7 7", "8 cells, expected 9");
    REJECT("1 2 3 4 5 6 7", "7 cells, expected 9");
    REJECT("1 2 3 4 5 6 7 8 0 1", "10 cells, expected 9");
    /* a number written as a tile: say so, and where (not "10 cells") */
    REJECT("1 2 3 4 5 6 7 8 10", "\"10\" at column 17 is not a tile: cells are single digits 0-8 "
                                 "('_' or '.' for the blank)");
    REJECT("10 2 3 4 5 6 7 8 0", "\"10\" at column 1 is not a tile: cells are single digits 0-8 "
                                 "('_' or '.' for the blank)");
    REJECT("1 2 3\n4 5 6\n7 8 10", "\"10\" at line 3, column 5 is not a tile: cells are single "
                                   "digits 0-8 ('_' or '.' for the blank)");
    REJECT("123 456 780 1", "10 cells, expected 9");       /* not nine separated cells */
    REJECT("1 2 3 4 5 6 7 8 0 10", "11 cells, expected 9");
    REJECT("8", "1 cell, expected 9");
    REJECT("8 0 6 / 5 / 4 7 2 3 1", "row 2 has 1 cell, expected 3");
    REJECT("8 0 6 // 5 4 7 / 2 3 1", "row 2 has 0 cells, expected 3");
    REJECT("", "empty text");
    REJECT("  \t\r\n ", "empty text");
}

static void test_bad_characters(void) {
    REJECT("806x47231", "unexpected character 'x' at column 4");
    REJECT("8 0 x 5 4 7 2 3 1", "unexpected character 'x' at column 5");
    REJECT("  80654723x", "unexpected character 'x' at column 11"); /* leading space counts */
    REJECT("8 0 6\n5 x 7\n2 3 1", "unexpected character 'x' at line 2, column 3");
    REJECT("\n806547231x", "unexpected character 'x' at line 2, column 10");
    REJECT("80654723x\n", "unexpected character 'x' at column 9"); /* trailing newline only */
    REJECT("8 0 6; 5 4 7; 2 3 1", "unexpected character ';' at column 6");
    REJECT("8 0 6 5 4 7 2 3 -1", "unexpected character '-' at column 17");
    REJECT("8\x01", "unexpected character '\\x01' at column 2");
    REJECT("8\x7f", "unexpected character '\\x7f' at column 2");
    REJECT("806547231 \xc3\xa9", "unexpected character '\xc3\xa9' (U+00E9) at column 11");
    REJECT("8'0", "unexpected character '\\'' at column 2");
    REJECT("8\\0", "unexpected character '\\\\' at column 2");
    /* 9 is a digit, but not a tile */
    REJECT("1 2 3 4 5 6 7 8 9", "tile 9 is out of range (0-8) at column 17");
    REJECT("123456789", "tile 9 is out of range (0-8) at column 9");
    REJECT("1 2 3\n4 9 6\n7 8 0", "tile 9 is out of range (0-8) at line 2, column 3");
    /* the first bad character wins, before counts */
    REJECT("x y", "unexpected character 'x' at column 1");
}

/* Text pasted from slides: Unicode spaces, full-width digits, a byte-order mark. Columns count
 * characters; other characters are named clearly, malformed UTF-8 byte by byte. */
static void test_unicode(void) {
    const char *L = "8 0 6 5 4 7 2 3 1";
    ACCEPT("8\xc2\xa0" "0\xc2\xa0" "6\xc2\xa0" "5\xc2\xa0" "4\xc2\xa0" "7\xc2\xa0" "2\xc2\xa0" "3\xc2\xa0" "1", L);
    ACCEPT("8\xe2\x80\x89" "0 6 5 4 7 2 3 1", L);            /* U+2009 thin space */
    ACCEPT("8\xe3\x80\x80" "0\xe3\x80\x80" "6 5 4 7 2 3 1", L); /* U+3000 ideographic space */
    ACCEPT("8\xe2\x80\xaf" "0\xe2\x81\x9f" "6\xe1\x9a\x80" "5\xe2\x80\x80" "4\xe2\x80\x8a" "7 2 3 1", L);
    ACCEPT("\xef\xbb\xbf" "806547231", L);                   /* a byte-order mark first */
    ACCEPT("806547231\xc2\xa0\xc2\xa0", L);                   /* trailing no-break spaces */
    ACCEPT("\xc2\xa0 806547231", L);
    ACCEPT("8\xe2\x80\x8b" "0 6 5 4 7 2 3 1", L);            /* U+200B zero-width space */
    ACCEPT("8 0 6\xe2\x80\xa8" "5 4 7\xe2\x80\xa9" "2 3 1", L); /* U+2028, U+2029 line breaks */
    ACCEPT("8 0 6\xc2\x85" "5 4 7\xc2\x85" "2 3 1", L);       /* U+0085 next line */
    /* full-width digits U+FF10..U+FF18, in every form */
    ACCEPT("\xef\xbc\x98\xef\xbc\x90\xef\xbc\x96\xef\xbc\x95\xef\xbc\x94\xef\xbc\x97\xef\xbc\x92\xef\xbc\x93\xef\xbc\x91", L);
    ACCEPT("\xef\xbc\x98 \xef\xbc\x90 \xef\xbc\x96 / 5 4 7 / 2 3 \xef\xbc\x91", L);
    ACCEPT("\xef\xbc\x98\xef\xbc\x90\xef\xbc\x96 547 231", L);
    /* what the plain forms reject, these reject the same way, at columns counted in characters */
    REJECT("\xef\xbc\x91 2 3 4 5 6 7 8 \xef\xbc\x99", "tile 9 is out of range (0-8) at column 17");
    REJECT("\xef\xbc\x98\xef\xbc\x90\xef\xbc\x96\xef\xbc\x95\xef\xbc\x94\xef\xbc\x97\xef\xbc\x92\xef\xbc\x93\xef\xbc\x93",
           "tile 3 appears twice");
    REJECT("1\xc2\xa0" "2 3 4 5 6 7 8 \xef\xbc\x91\xef\xbc\x90",
           "\"\xef\xbc\x91\xef\xbc\x90\" at column 17 is not a tile: cells are single digits 0-8 ('_' or '.' for the blank)");
    REJECT("\xef\xbc\x98\xef\xbc\x90\xef\xbc\x96\xef\xbc\x95 47231",
           "cell \"\xef\xbc\x98\xef\xbc\x90\xef\xbc\x96\xef\xbc\x95\" at column 1 is more than one character");
    REJECT("8\xc2\xa0x", "unexpected character 'x' at column 3");
    REJECT("8 0 6\xe2\x80\xa8" "5 x 7\xe2\x80\xa8" "2 3 1", "unexpected character 'x' at line 2, column 3");
    /* other characters: named, with their code point */
    REJECT("8\xe2\x80\x93" "0", "unexpected character '\xe2\x80\x93' (U+2013) at column 2");
    REJECT("8\xef\xbc\x8c" "0", "unexpected character '\xef\xbc\x8c' (U+FF0C) at column 2");
    REJECT("8\xf0\x9f\x98\x80", "unexpected character '\xf0\x9f\x98\x80' (U+1F600) at column 2");
    REJECT("8\xc2\x80", "unexpected character U+0080 at column 2");  /* a C1 control */
    /* bytes that are not well-formed UTF-8, one by one */
    REJECT("8\xff", "unexpected character '\\xff' at column 2");
    REJECT("806547231 \xc3", "unexpected character '\\xc3' at column 11");      /* cut short */
    REJECT("8\xc3 0", "unexpected character '\\xc3' at column 2");              /* no continuation */
    REJECT("8\xc0\xa0", "unexpected character '\\xc0' at column 2");           /* overlong */
    REJECT("8\xe0\x80\xa0", "unexpected character '\\xe0' at column 2");       /* overlong */
    REJECT("8\xed\xa0\x80", "unexpected character '\\xed' at column 2");       /* a surrogate */
    REJECT("8\xf4\x90\x80\x80", "unexpected character '\\xf4' at column 2");   /* above U+10FFFF */
    REJECT("8\xf0\x8f\xbf\xbf", "unexpected character '\\xf0' at column 2");   /* overlong */
    REJECT("\xbf", "unexpected character '\\xbf' at column 1");
    REJECT("\xc2\xa0\xe3\x80\x80", "empty text");
}

static void test_structure(void) {
    REJECT("8 0 6 / 5 4 / 7 2 3 1", "row 2 has 2 cells, expected 3");
    REJECT("8 0 6 5 / 4 7 2 3 1", "row 1 has 4 cells, expected 3");
    REJECT("8 0 6 / 5 4 7 2 3 1", "row 2 has 6 cells, expected 3");
    REJECT("/806547231", "row 1 has 0 cells, expected 3");
    REJECT("806547231/", "row 1 has 9 cells, expected 3");
    REJECT("806/547231", "row 2 has 6 cells, expected 3");
    REJECT("8 0 6\n5 4 7 2\n3 1", "line 2 has 4 cells, expected 3");
    REJECT("8 0\n6 5 4\n7 2 3 1", "line 1 has 2 cells, expected 3");
    REJECT("806547\n231", "line 1 has 6 cells, expected 3");
    /* cells written together in a spaced form */
    REJECT("12 3 4 5 6 7 8 0", "cell \"12\" at column 1 is more than one character");
    REJECT("806 547 23 1", "cell \"23\" at column 9 is more than one character");
    REJECT("8065 47231", "cell \"8065\" at column 1 is more than one character");
    REJECT("806 5 4 7 231", "cell \"806\" at column 1 is more than one character");
}

static void test_arguments(void) {
    p8_board *b = SENTINEL;
    char why[64] = "junk";
    ASSERT_EQ(p8_board_parse(NULL, &b, why, sizeof why), P8_EINVAL);
    ASSERT_NULL(b);
    ASSERT_EQ(p8_board_parse("806547231", NULL, why, sizeof why), P8_EINVAL);
    ASSERT_EQ(p8_board_parse(NULL, NULL, NULL, 0), P8_EINVAL);

    /* why may be NULL, or have cap 0 (then it is not touched) */
    b = NULL;
    ASSERT_EQ(p8_board_parse("806547231", &b, NULL, 0), P8_OK);
    p8_board_free(b);
    b = SENTINEL;
    ASSERT_EQ(p8_board_parse("806547233", &b, NULL, 0), P8_EBADBOARD);
    ASSERT_NULL(b);
    ASSERT_EQ(p8_board_parse("806547233", &b, NULL, 100), P8_EBADBOARD);
    strcpy(why, "untouched");
    ASSERT_EQ(p8_board_parse("806547233", &b, why, 0), P8_EBADBOARD);
    ASSERT_STR_EQ(why, "untouched");

    /* a short buffer gets a truncated, terminated reason */
    memset(why, 'x', sizeof why);
    ASSERT_EQ(p8_board_parse("806547233", &b, why, 5), P8_EBADBOARD);
    ASSERT_STR_EQ(why, "tile");
    ASSERT_EQ(why[5], 'x');
    ASSERT_EQ(p8_board_parse("806547233", &b, why, 1), P8_EBADBOARD);
    ASSERT_STR_EQ(why, "");
    ASSERT_EQ(p8_board_parse("806547233", &b, why, 21), P8_EBADBOARD);
    ASSERT_STR_EQ(why, "tile 3 appears twice"); /* exact length + 1 */
    ASSERT_EQ(p8_board_parse("806547233", &b, why, 20), P8_EBADBOARD);
    ASSERT_STR_EQ(why, "tile 3 appears twic"); /* exact length */

    /* success empties why */
    strcpy(why, "junk");
    b = NULL;
    ASSERT_EQ(p8_board_parse("806547231", &b, why, sizeof why), P8_OK);
    ASSERT_STR_EQ(why, "");
    p8_board_free(b);
}

/* Tiles t as full-width digits (U+FF10 + tile) separated by U+3000, into buf (>= 52 bytes). */
static const char *wide(const uint8_t t[9], char *buf) {
    int i, n = 0;
    for (i = 0; i < 9; i++) {
        if (i) {
            buf[n++] = '\xe3';
            buf[n++] = '\x80';
            buf[n++] = '\x80';
        }
        buf[n++] = '\xef';
        buf[n++] = '\xbc';
        buf[n++] = (char)(0x90 + t[i]);
    }
    buf[n] = '\0';
    return buf;
}

/* Every permutation, in every spelling of the blank and several layouts, parses to itself. */
static void test_exhaustive(void) {
    uint32_t r;
    int bad = 0, rejected = 0;
    for (r = 0; r < P8_NUM_PERMUTATIONS; r++) {
        p8_board *b = NULL, *back = NULL;
        uint8_t t[9];
        char text[64], wide_text[64];
        int i, n = 0;
        if (p8_board_from_rank(r, &b) != P8_OK) {
            bad++;
            continue;
        }
        p8_board_tiles(b, t);
        /* a layout chosen by r: slash rows, comma line, or lines; blank spelled '0', '_', '.' */
        for (i = 0; i < 9; i++) {
            char cell = t[i] ? (char)('0' + t[i]) : "0_."[r % 3];
            text[n++] = cell;
            if (i == 8) break;
            if (r % 4 == 0) text[n++] = ' ';
            else if (r % 4 == 1) text[n++] = i % 3 == 2 ? '/' : ' ';
            else if (r % 4 == 2) text[n++] = ',';
            else if (i % 3 == 2) text[n++] = '\n';
        }
        text[n] = '\0';
        if (p8_board_parse(text, &back, NULL, 0) != P8_OK || p8_board_equal(b, back) != 1) bad++;
        p8_board_free(back);
        /* the same board as pasted from a slide: full-width digits, ideographic spaces */
        back = NULL;
        if (p8_board_parse(wide(t, wide_text), &back, NULL, 0) != P8_OK || p8_board_equal(b, back) != 1) bad++;
        p8_board_free(back);
        /* and a duplicate is always caught: overwrite the last cell with the first */
        text[n - 1] = text[0];
        back = SENTINEL;
        if (p8_board_parse(text, &back, NULL, 0) == P8_EBADBOARD && back == NULL) rejected++;
        p8_board_free(b);
    }
    ASSERT_EQ(bad, 0);
    ASSERT_EQ(rejected, P8_NUM_PERMUTATIONS);
}

int main(void) {
    RUN(test_accepted_forms);
    RUN(test_counts_and_tiles);
    RUN(test_bad_characters);
    RUN(test_unicode);
    RUN(test_structure);
    RUN(test_arguments);
    RUN(test_exhaustive);
    return TEST_REPORT();
}
