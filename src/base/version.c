/* SPDX-License-Identifier: MIT */
/*
 * version.c - the version of the library actually loaded (the header's macros are the version
 * the caller was compiled against).
 */
#include "base.h"

unsigned p8_version(void) {
    return P8_VERSION_HEX;
}

const char *p8_version_string(void) {
    return P8_VERSION_STRING;
}
