#!/bin/sh
# python_test.sh - run the Python binding's unittest suite (bindings/python/tests) against the
# in-tree build lib/libpuzzle8.so.0. Ends with "N passed, N failed"; exits non-zero on failure.
# A missing build is a failure (with a message), not a skip; a missing python3 is a skip (77).
set -u
P8_ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$P8_ROOT" || exit 1
PYTHON=${PYTHON:-python3}

if ! command -v "$PYTHON" >/dev/null 2>&1; then
    echo "python_test.sh: $PYTHON not found, skipping the Python binding tests"
    exit 77
fi
if [ ! -e lib/libpuzzle8.so.0 ]; then
    echo "python_test.sh: lib/libpuzzle8.so.0 is missing: build the library first (make)" >&2
    echo "0 passed, 1 failed"
    exit 1
fi

# The in-tree library must be the one found: no override, no stale bytecode from elsewhere.
unset PUZZLE8_LIBRARY
PYTHONPATH="$P8_ROOT/bindings/python${PYTHONPATH:+:$PYTHONPATH}"
PYTHONDONTWRITEBYTECODE=1
export PYTHONPATH PYTHONDONTWRITEBYTECODE

if ! out=$("$PYTHON" -c 'import puzzle8, sys; sys.stdout.write(puzzle8.library_path)' 2>&1); then
    echo "python_test.sh: the puzzle8 package cannot load the library:" >&2
    echo "$out" >&2
    echo "0 passed, 1 failed"
    exit 1
fi
case $out in
    "$P8_ROOT/lib/"*) ;;
    *) echo "python_test.sh: loaded $out instead of the in-tree $P8_ROOT/lib/libpuzzle8.so.0" >&2
       echo "0 passed, 1 failed"
       exit 1 ;;
esac
echo "python_test.sh: $("$PYTHON" --version 2>&1), library $out"
exec "$PYTHON" bindings/python/tests/run_tests.py "$@"
