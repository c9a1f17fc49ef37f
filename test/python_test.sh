#!/bin/sh
# SPDX-License-Identifier: MIT
# python_test.sh - run the Python binding's unittest suite (bindings/python/tests) against the
# in-tree build lib/libpuzzle8.so.1. Ends with "N passed, N failed"; exits non-zero on failure.
# A missing build is a failure (with a message), not a skip; a missing python3 is a skip (77).
# `make python-asan` runs it against another library: P8_PYTHON_LIBRARY names it (it is passed
# on as PUZZLE8_LIBRARY), and P8_PYTHON_PRELOAD is put in LD_PRELOAD for python3 (the ASan
# runtime, which must come first in an uninstrumented program).
set -u
P8_ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$P8_ROOT" || exit 1
PYTHON=${PYTHON:-python3}
LIBRARY=${P8_PYTHON_LIBRARY:-$P8_ROOT/lib/libpuzzle8.so.1}
PRELOAD=${P8_PYTHON_PRELOAD:-}

fail() {
    echo "python_test.sh: $*" >&2
    echo "0 passed, 1 failed"
    exit 1
}

if ! command -v "$PYTHON" >/dev/null 2>&1; then
    echo "python_test.sh: $PYTHON not found, skipping the Python binding tests"
    exit 77
fi
if [ ! -e "$LIBRARY" ]; then
    fail "$LIBRARY is missing: build the library first (make)"
fi
if [ -n "$PRELOAD" ]; then
    case $PRELOAD in
        /*) [ -e "$PRELOAD" ] || fail "the runtime to preload, $PRELOAD, does not exist" ;;
        *) fail "the runtime to preload, \"$PRELOAD\", is not a path (ASAN_CC=gcc knows libasan.so)" ;;
    esac
    LD_PRELOAD="$PRELOAD${LD_PRELOAD:+ $LD_PRELOAD}"
    export LD_PRELOAD
fi

# The library under test must be the one found: the in-tree build (no override) or
# P8_PYTHON_LIBRARY; no stale bytecode from elsewhere.
if [ -n "${P8_PYTHON_LIBRARY:-}" ]; then
    PUZZLE8_LIBRARY=$LIBRARY
    export PUZZLE8_LIBRARY
else
    unset PUZZLE8_LIBRARY
fi
PYTHONPATH="$P8_ROOT/bindings/python${PYTHONPATH:+:$PYTHONPATH}"
PYTHONDONTWRITEBYTECODE=1
export PYTHONPATH PYTHONDONTWRITEBYTECODE

if ! out=$("$PYTHON" -c 'import puzzle8, sys; sys.stdout.write(puzzle8.library_path)' 2>&1); then
    fail "the puzzle8 package cannot load the library: $out"
fi
[ "$out" = "$LIBRARY" ] || fail "loaded $out instead of $LIBRARY"
echo "python_test.sh: $("$PYTHON" --version 2>&1), library $out${PRELOAD:+, LD_PRELOAD $PRELOAD}"

# A crash or a sanitizer report ends the run without the runner's summary line: say so, and
# still end with "N passed, N failed" and a non-zero status.
tmp=$(mktemp -d "${TMPDIR:-/tmp}/p8py.XXXXXX") || fail "cannot create a temporary directory"
trap 'rm -rf "$tmp"' EXIT
{ "$PYTHON" bindings/python/tests/run_tests.py "$@"; echo $? > "$tmp/status"; } 2>&1 | tee "$tmp/log"
status=$(cat "$tmp/status" 2>/dev/null || echo 1)
if ! tail -n 1 "$tmp/log" | grep -Eq '^[0-9]+ passed, [0-9]+ failed$'; then
    echo "python_test.sh: the tests ended (status $status) without their summary: a crash or a" \
         "sanitizer report (above)"
    echo "0 passed, 1 failed"
    [ "$status" -ne 0 ] || status=1
fi
exit "$status"
