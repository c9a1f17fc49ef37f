/* SPDX-License-Identifier: MIT */
/* clock.c - the library's monotonic clock (a run's elapsed time and time limit, the timings of
 * table builds and table walks). */
#include "base.h"

#include <time.h>

uint64_t p8__now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * UINT64_C(1000000000) + (uint64_t)ts.tv_nsec;
}
