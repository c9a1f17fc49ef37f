/* SPDX-License-Identifier: MIT */
/*
 * test.h - the tiny test harness shared by every test program.
 *
 * A test program defines functions `static void test_xxx(void)` and runs them with RUN(test_xxx)
 * from main, then returns TEST_REPORT(). Each ASSERT counts one check; a failed check prints
 * file, line and both values and the test function goes on (so one run shows every failure).
 * TEST_REPORT prints the final line "N passed, N failed" and returns the exit status.
 */
#ifndef P8_TEST_H
#define P8_TEST_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static unsigned long test_passed_, test_failed_;
static const char *test_current_ = "";

#define TEST_FAIL_(fmt, ...)                                                                      \
    do {                                                                                          \
        test_failed_++;                                                                           \
        fprintf(stderr, "%s:%d: %s: " fmt "\n", __FILE__, __LINE__, test_current_, __VA_ARGS__); \
    } while (0)

#define ASSERT_TRUE(c)                                                    \
    do {                                                                  \
        if (c) test_passed_++;                                            \
        else TEST_FAIL_("expected true: %s", #c);                         \
    } while (0)

/* Integer equality; both sides are widened to long long / unsigned long long. */
#define ASSERT_EQ(a, b)                                                                         \
    do {                                                                                        \
        long long a_ = (long long)(a), b_ = (long long)(b);                                     \
        if (a_ == b_) test_passed_++;                                                           \
        else TEST_FAIL_("%s == %s: %lld != %lld", #a, #b, a_, b_);                              \
    } while (0)

#define ASSERT_EQ_U64(a, b)                                                                     \
    do {                                                                                        \
        uint64_t a_ = (uint64_t)(a), b_ = (uint64_t)(b);                                        \
        if (a_ == b_) test_passed_++;                                                           \
        else TEST_FAIL_("%s == %s: %" PRIu64 " != %" PRIu64, #a, #b, a_, b_);                   \
    } while (0)

#define ASSERT_STR_EQ(a, b)                                                                     \
    do {                                                                                        \
        const char *a_ = (a), *b_ = (b);                                                        \
        if (a_ && b_ && strcmp(a_, b_) == 0) test_passed_++;                                    \
        else TEST_FAIL_("%s == %s: \"%s\" != \"%s\"", #a, #b, a_ ? a_ : "(null)",               \
                        b_ ? b_ : "(null)");                                                    \
    } while (0)

#define ASSERT_NULL(p)                                                    \
    do {                                                                  \
        if ((p) == NULL) test_passed_++;                                  \
        else TEST_FAIL_("expected NULL: %s", #p);                         \
    } while (0)

#define ASSERT_NOT_NULL(p)                                                \
    do {                                                                  \
        if ((p) != NULL) test_passed_++;                                  \
        else TEST_FAIL_("expected non-NULL: %s", #p);                     \
    } while (0)

#define RUN(fn)                        \
    do {                               \
        test_current_ = #fn;           \
        fn();                          \
    } while (0)

#define TEST_REPORT() \
    (printf("%lu passed, %lu failed\n", test_passed_, test_failed_), test_failed_ ? 1 : 0)

#endif /* P8_TEST_H */
