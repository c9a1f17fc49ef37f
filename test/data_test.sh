#!/bin/sh
# SPDX-License-Identifier: MIT
# data_test.sh - the committed instance files of test/data are exactly what their oracle,
# scripts/make-test-data.py (a plain BFS over the permutations, no library code), makes; and
# nothing in the project reaches for the directory beside the checkout (a user's clone has none).
set -u
cd "${P8_ROOT:-$(dirname "$0")/..}" || exit 1
passed=0; failed=0
out=$(python3 scripts/make-test-data.py --check test/data 2>&1)
echo "$out"
for f in test/data/sample_goal_123456780.txt test/data/sample_goal_012345678.txt \
         test/data/sample_goal_123804765.txt; do
    if printf '%s\n' "$out" | grep -qx "ok   $f"; then passed=$((passed + 1))
    else failed=$((failed + 1)); echo "FAIL: $f is not what scripts/make-test-data.py makes"; fi
done
# No file of the project names the directory beside the checkout (this test's own pattern is
# split so that it does not find itself).
pat='\.\./'"shared"
if [ -e .git ] && command -v git > /dev/null 2>&1; then
    hits=$(git grep -n -E "$pat" -- . 2>/dev/null)
else
    hits=$(grep -rn -E "$pat" . --exclude-dir=build --exclude-dir=node_modules --exclude-dir=.git 2>/dev/null)
fi
if [ -z "$hits" ]; then passed=$((passed + 1))
else failed=$((failed + 1)); echo "FAIL: files refer to the directory beside the checkout:"; echo "$hits"; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
