#!/bin/sh
# SPDX-License-Identifier: MIT
# web_test.sh - the search lab (web/) end to end in two real headless browsers, Debian's
# chromium (CDP) and firefox-esr (WebDriver BiDi), driven by puppeteer-core from
# web/test/node_modules (`npm ci` in web/test installs it; it never downloads a browser). Builds
# the wasm module, the library and the tool, then runs web/test/run.js, which serves the tree on
# 127.0.0.1 and compares what the page shows with the C library (docs/web.md).
# Without node 20+, the npm packages, the wasm toolchain or both browsers it exits 77 (SKIP),
# or fails when P8_REQUIRE_WEB=1 (CI sets it). A browser that is missing while the other is
# there is skipped by run.js (a failure under P8_REQUIRE_WEB=1).
# The tree is $P8_ROOT or this script's parent directory; uses $MAKE, $NODE, $CHROMIUM, $FIREFOX.
# Screenshots: build/web-shots/. Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
FIREFOX=${FIREFOX:-/usr/bin/firefox-esr}
REQUIRE=${P8_REQUIRE_WEB:-0} LOG_NAME=p8-web
. test/node_support.sh
[ -f web/test/node_modules/puppeteer-core/package.json ] ||
    missing "puppeteer-core is not installed: run \`npm ci\` in web/test"
[ -x "$CHROMIUM" ] || [ -x "$FIREFOX" ] || missing "neither $CHROMIUM nor $FIREFOX is installed"
if ! $MAKE --no-print-directory wasm lib tools > "$LOG" 2>&1; then
    cat "$LOG"
    missing "make wasm failed (needs clang, wasi-libc, lld, libclang-rt-14-dev-wasm32)"
fi
PUZZLE8_BIN=${PUZZLE8_BIN:-$ROOT/bin/puzzle8}
export PUZZLE8_BIN CHROMIUM FIREFOX
PUPPETEER_SKIP_DOWNLOAD=1 PUPPETEER_SKIP_CHROME_DOWNLOAD=1 PUPPETEER_SKIP_FIREFOX_DOWNLOAD=1 \
    P8_ROOT="$ROOT" "$NODE" web/test/run.js
