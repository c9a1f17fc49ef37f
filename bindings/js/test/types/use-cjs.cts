// SPDX-License-Identifier: MIT
// use-cjs.cts - the CommonJS entry point as a TypeScript user of require() sees it: load()
// resolves to the module that index.d.ts types (scripts/js-types-check.sh checks and runs it).
import puzzle8 = require('puzzle8');

async function main(): Promise<void> {
  const p8 = await puzzle8.load();
  const r = p8.solve('8 0 6 5 4 7 2 3 1');
  const moves: string = r.moves;
  const again = await puzzle8.load();
  if (again !== p8 || moves.length !== r.length || !(new p8.Board('806547231') instanceof again.Board)) {
    throw new Error('use-cjs.cts: load() does not give the one initialised module');
  }
  console.log(`use-cjs.cts: ${moves}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
