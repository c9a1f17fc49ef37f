// SPDX-License-Identifier: MIT
// The C library's command-line tool the tests compare with: $PUZZLE8_BIN when set, else the
// tree's bin/puzzle8 (../../bin/puzzle8 from bindings/js, which `make` builds), so that
// `cd bindings/js && npm test` in a built tree runs every test. Without either, the tests that
// need the tool are skipped with CLI_MISSING as the reason.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLI = process.env.PUZZLE8_BIN
  ? resolve(process.env.PUZZLE8_BIN)
  : fileURLToPath(new URL('../../../bin/puzzle8', import.meta.url));
export const CLI_MISSING = existsSync(CLI)
  ? false
  : `${CLI} not found: build it (make) or set PUZZLE8_BIN`;
