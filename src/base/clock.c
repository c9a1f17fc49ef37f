/* SPDX-License-Identifier: MIT */
/* clock.c - the library's monotonic clock (a run's elapsed time and time limit, the timings of
 * table builds and table walks). One call per system: Windows QueryPerformanceCounter, macOS
 * mach_absolute_time (clock_gettime is hidden there under _POSIX_C_SOURCE), elsewhere POSIX
 * clock_gettime(CLOCK_MONOTONIC). */
#include "base.h"

#if defined(_WIN32)
#  ifndef WIN32_LEAN_AND_MEAN
#    define WIN32_LEAN_AND_MEAN
#  endif
#  include <windows.h>

uint64_t p8__now_ns(void) {
    LARGE_INTEGER count, freq;
    uint64_t c, f;
    QueryPerformanceCounter(&count);     /* cannot fail since Windows XP */
    QueryPerformanceFrequency(&freq);
    c = (uint64_t)count.QuadPart;
    f = (uint64_t)freq.QuadPart;
    /* Whole seconds and the rest apart: c * 1e9 would overflow after ~30 minutes at 10 MHz. */
    return c / f * UINT64_C(1000000000) + c % f * UINT64_C(1000000000) / f;
}

#elif defined(__APPLE__)
#  include <mach/mach_time.h>

uint64_t p8__now_ns(void) {
    mach_timebase_info_data_t tb;
    uint64_t t = mach_absolute_time();
    mach_timebase_info(&tb);
    /* numer/denom is 1/1 on Intel, 125/3 on Apple silicon: t * numer fits for years. */
    return t / tb.denom * tb.numer + t % tb.denom * tb.numer / tb.denom;
}

#else
#  include <time.h>

uint64_t p8__now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * UINT64_C(1000000000) + (uint64_t)ts.tv_nsec;
}
#endif
