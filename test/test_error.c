/* SPDX-License-Identifier: MIT */
/*
 * test_error.c - status names and messages, and the version. Uses only the public API.
 */
#include "puzzle8.h"
#include "test.h"

#include <limits.h>

static const struct {
    int code;
    const char *name;
    const char *message;
} STATUSES[] = {
    {P8_OK, "P8_OK", "success"},
    {P8_AGAIN, "P8_AGAIN", "search not finished yet"},
    {P8_EINVAL, "P8_EINVAL", "invalid argument"},
    {P8_ENOMEM, "P8_ENOMEM", "out of memory"},
    {P8_EBADBOARD, "P8_EBADBOARD", "not a valid board"},
    {P8_EUNSOLVABLE, "P8_EUNSOLVABLE", "goal not reachable from start"},
    {P8_ELIMIT, "P8_ELIMIT", "search limit reached"},
    {P8_ECANCELED, "P8_ECANCELED", "search canceled"},
    {P8_ENOTFOUND, "P8_ENOTFOUND", "goal not found"},
    {P8_EBUSY, "P8_EBUSY", "search object is busy"},
    {P8_EFRONTIER, "P8_EFRONTIER", "frontier failed or broke its contract"},
};
#define N_STATUSES (sizeof STATUSES / sizeof STATUSES[0])

static void test_values(void) {
    /* the numbers are ABI: a binding may hard-code them */
    ASSERT_EQ(P8_OK, 0);
    ASSERT_EQ(P8_AGAIN, 1);
    ASSERT_EQ(P8_EINVAL, -1);
    ASSERT_EQ(P8_ENOMEM, -2);
    ASSERT_EQ(P8_EBADBOARD, -3);
    ASSERT_EQ(P8_EUNSOLVABLE, -4);
    ASSERT_EQ(P8_ELIMIT, -5);
    ASSERT_EQ(P8_ECANCELED, -6);
    ASSERT_EQ(P8_ENOTFOUND, -7);
    ASSERT_EQ(P8_EBUSY, -8);
    ASSERT_EQ(P8_EFRONTIER, -9);
}

static void test_known(void) {
    size_t i;
    for (i = 0; i < N_STATUSES; i++) {
        ASSERT_STR_EQ(p8_status_name(STATUSES[i].code), STATUSES[i].name);
        ASSERT_STR_EQ(p8_strerror(STATUSES[i].code), STATUSES[i].message);
    }
}

static void test_unknown(void) {
    static const int unknown[] = {2, 3, 100, -10, -11, -100, INT_MAX, INT_MIN};
    size_t i;
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        ASSERT_NULL(p8_status_name(unknown[i]));
        ASSERT_STR_EQ(p8_strerror(unknown[i]), "unknown status code");
    }
}

/* Every code from -50 to 50: a name exactly when the message is not "unknown", names and
 * messages all different, static (the same pointer each time). */
static void test_sweep(void) {
    const char *names[101], *messages[101];
    int code, n = 0, i, j, inconsistent = 0, duplicates = 0, unstable = 0;
    for (code = -50; code <= 50; code++) {
        const char *name = p8_status_name(code), *msg = p8_strerror(code);
        if (msg == NULL) {
            inconsistent++;
            continue;
        }
        if ((name == NULL) != (strcmp(msg, "unknown status code") == 0)) inconsistent++;
        if (name != p8_status_name(code) || msg != p8_strerror(code)) unstable++;
        if (name) {
            names[n] = name;
            messages[n] = msg;
            n++;
        }
    }
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            if (strcmp(names[i], names[j]) == 0 || strcmp(messages[i], messages[j]) == 0)
                duplicates++;
    ASSERT_EQ(n, N_STATUSES);
    ASSERT_EQ(inconsistent, 0);
    ASSERT_EQ(duplicates, 0);
    ASSERT_EQ(unstable, 0);
}

static void test_version(void) {
    char expect[32];
    snprintf(expect, sizeof expect, "%d.%d.%d", P8_VERSION_MAJOR, P8_VERSION_MINOR,
             P8_VERSION_PATCH);
    ASSERT_STR_EQ(P8_VERSION_STRING, expect);
    ASSERT_STR_EQ(p8_version_string(), P8_VERSION_STRING);
    ASSERT_EQ(p8_version(), P8_VERSION_HEX);
    ASSERT_EQ(P8_VERSION_HEX,
              (P8_VERSION_MAJOR << 16) | (P8_VERSION_MINOR << 8) | P8_VERSION_PATCH);
    ASSERT_EQ(p8_version() >> 16, P8_VERSION_MAJOR);
    ASSERT_EQ((p8_version() >> 8) & 0xff, P8_VERSION_MINOR);
    ASSERT_EQ(p8_version() & 0xff, P8_VERSION_PATCH);
    ASSERT_TRUE(p8_version_string() == p8_version_string()); /* static */
}

int main(void) {
    RUN(test_values);
    RUN(test_known);
    RUN(test_unknown);
    RUN(test_sweep);
    RUN(test_version);
    return TEST_REPORT();
}
