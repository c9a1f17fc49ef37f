#!/bin/sh
# SPDX-License-Identifier: MIT
# abi-check.sh - compare a build of the shared library with the committed ABI baseline.
#
# Usage: scripts/abi-check.sh NEW_SO [BASELINE_DIR]
#   BASELINE_DIR (default abi/) holds libpuzzle8.abi (abidw of the last release) and VERSION
#   (that release's version, x.y.z). The current version is read from include/puzzle8.h.
# Rules (docs/quality.md), from abidiff's verdict against the baseline:
#   no change                       pass;
#   compatible change (e.g. a new   pass only if the version's minor (or major) was bumped over
#     function)                     the baseline's, or CHANGELOG.md has an [Unreleased] section
#                                   that says "ABI: compatible" (work toward the next release);
#   incompatible change (a function from a 1.x baseline on: never passes (the stable ABI never
#     removed, a signature or a     breaks); from a 0.x baseline: passes only if the major was
#     public struct changed)        bumped (a new SONAME) AND the CHANGELOG.md section of the
#                                   current version says "ABI: BREAKING" (how 1.0.0 was made).
# abidiff itself flags only removals as incompatible (status bit 8); a changed parameter list or
# a public struct that grew is only "changed" (bit 4). Here ANY removed or changed function or
# variable counts as incompatible; only pure additions are compatible.
# First, every public constant (enumerators, value #defines) must keep its value and be listed in
# BASELINE_DIR/constants.txt (scripts/constants.sh check, with $CC): abidiff cannot see them.
# Prints the abidiff report and one verdict line; exit status 0 on pass, 1 on fail.
# `make abi-baseline` (a release step) rewrites the baseline.
set -u
ABIDIFF=${ABIDIFF:-abidiff}
new=${1:?usage: $0 NEW_SO [BASELINE_DIR]}
dir=${2:-abi}
base=$dir/libpuzzle8.abi

fail() { echo "abi-check: FAIL: $*"; exit 1; }
[ -f "$base" ] || fail "no baseline $base (make abi-baseline)"
[ -f "$dir/VERSION" ] || fail "no $dir/VERSION (make abi-baseline)"
[ -f "$new" ] || fail "no library $new"

# The constants first: abidiff cannot see a renumbered P8_* value (the enumerators and #defines
# are in no symbol), yet bindings hard-code them. scripts/constants.sh: append-only.
sh "$(dirname "$0")/constants.sh" check include/puzzle8.h "$dir/constants.txt" ||
    fail "a public constant changed value, disappeared or is not in $dir/constants.txt (see above)"

field() { awk -v n="P8_VERSION_$1" '$2 == n && NF >= 3 { print $3 }' include/puzzle8.h; }
cur_major=$(field MAJOR) cur_minor=$(field MINOR) cur_patch=$(field PATCH)
cur="$cur_major.$cur_minor.$cur_patch"
old=$(cat "$dir/VERSION")
old_major=${old%%.*} rest=${old#*.}
old_minor=${rest%%.*}
case "$cur_major.$cur_minor.$old_major.$old_minor" in
    *[!0-9.]*|*..*|.*|*.) fail "cannot read the versions (header: $cur, baseline: $old)" ;;
esac

report=$("$ABIDIFF" --headers-dir2 include "$base" "$new" 2>&1)
rc=$?
[ -n "$report" ] && printf '%s\n' "$report"
echo "abi-check: baseline $old ($base), current $cur ($new), abidiff status $rc"
if [ $((rc & 3)) -ne 0 ]; then
    fail "abidiff could not compare (status $rc)"
fi
if [ "$rc" -eq 0 ]; then
    echo "abi-check: PASS: no ABI change since $old"
    exit 0
fi

# The "N Removed, N Changed ..., N Added" summaries (functions, variables, and their ELF symbols).
removed_or_changed=$(printf '%s\n' "$report" |
    grep -E '^[A-Za-z ]*changes summary: ' |
    grep -oE '[0-9]+ (Removed|Changed)' | awk '{ n += $1 } END { print n + 0 }')
if [ $((rc & 8)) -ne 0 ] || [ "$removed_or_changed" -gt 0 ]; then
    # Incompatible: never from a stable (1.x) baseline; from 0.x, a new SONAME and the changelog
    # must say so.
    [ "$old_major" -lt 1 ] ||
        fail "incompatible ABI change against the stable baseline $old: the $old_major.x ABI never breaks (nothing exported is removed or changed): restore what the report above lists as removed or changed, and add instead"
    [ "$cur_major" -gt "$old_major" ] ||
        fail "incompatible ABI change without a major version bump (baseline $old, current $cur): restore compatibility, or bump P8_VERSION_MAJOR (new SONAME) and say 'ABI: BREAKING' in CHANGELOG.md"
    section=$(awk -v v="$cur" '
        /^## / { in_v = index($0, "[" v "]") > 0; next }
        in_v { print }' CHANGELOG.md 2>/dev/null)
    printf '%s\n' "$section" | grep -q 'ABI: BREAKING' ||
        fail "incompatible ABI change: the CHANGELOG.md section [$cur] must contain 'ABI: BREAKING'"
    echo "abi-check: PASS: incompatible change, major bumped $old_major -> $cur_major, CHANGELOG.md says ABI: BREAKING"
    exit 0
fi

# Compatible change (additions): the minor version must move.
if [ "$cur_major" -gt "$old_major" ] ||
   { [ "$cur_major" -eq "$old_major" ] && [ "$cur_minor" -gt "$old_minor" ]; }; then
    echo "abi-check: PASS: compatible ABI change with a version bump ($old -> $cur)"
    exit 0
fi
# Between releases: additions collect under "## [Unreleased]" (which must say "ABI: compatible");
# the release step sets the version and moves the baseline (make abi-baseline).
unreleased=$(awk '/^## / { in_u = index($0, "[Unreleased]") > 0; next } in_u { print }' \
    CHANGELOG.md 2>/dev/null)
if printf '%s\n' "$unreleased" | grep -q 'ABI: compatible'; then
    echo "abi-check: PASS: compatible ABI change collected under [Unreleased] in CHANGELOG.md (baseline $old; the release sets the version and the baseline)"
    exit 0
fi
fail "compatible ABI change (e.g. a new function) needs a minor version bump: baseline $old, header still $cur (bump P8_VERSION_MINOR)"
