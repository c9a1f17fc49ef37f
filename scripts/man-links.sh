#!/bin/sh
# SPDX-License-Identifier: MIT
# man-links.sh - one man page name per function: every name a section-3 page lists in its NAME
# section (.Nm) that is not a page of its own gets a link to that page, so `man p8_board_new`
# opens p8_board(3). Links are symbolic (mandoc calls .so pages fragile).
#
# Usage: man-links.sh --list PAGE.3...         print "NAME.3 PAGE.3" for every link
#        man-links.sh OUTDIR PAGE.3...         also make OUTDIR: a copy of each page and the
#                                              links, a man3 directory `man -l` and MANPATH use
# The Makefile makes $(BUILD_DIR)/man/man3 and links.txt from docs/man/*.3, installs the links
# and removes them on uninstall; test/man_links_test.sh checks them.
set -eu
OUT=${1:?usage: man-links.sh --list|OUTDIR PAGE.3...}
shift
LC_ALL=C
export LC_ALL

# (One awk for all the pages: a basename fork per name and page took 19 s of CPU on a loaded
# machine, in every build, make check and make uninstall.)
list() {
    [ $# -gt 0 ] || return 0
    awk 'FNR == 1 { base = FILENAME; sub(/.*\//, "", base); page[base] = 1; in_name = 0 }
         /^\.Sh / { in_name = ($2 == "NAME"); next }
         in_name && $1 == ".Nm" && $2 != "" && $2 ".3" != base { name[++n] = $2; of[n] = base }
         END { for (i = 1; i <= n; i++) if (!((name[i] ".3") in page)) print name[i] ".3 " of[i] }' "$@" |
        sort -u
}

if [ "$OUT" = --list ]; then
    list "$@"
    exit 0
fi
rm -rf "$OUT"
mkdir -p "$OUT"
for page in "$@"; do cp "$page" "$OUT/"; done
list "$@" | while read -r name page; do ln -s "$page" "$OUT/$name"; done
list "$@"
