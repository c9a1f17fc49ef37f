// SPDX-License-Identifier: MIT
// puzzle8.d.cts - the types of the CommonJS entry point (puzzle8.cjs): require('puzzle8') gives
// load(), whose promise resolves to the ES module, typed by index.d.ts (the import attribute
// says so to TypeScript 5.3 and later). It declares nothing else: every other name of the
// module read from require('puzzle8') throws at run time (call and await load() first), so tsc
// refuses it (test/types/planted-cjs.cts).

/** The initialised puzzle8 module, the namespace `import * as p from 'puzzle8'` gives. */
export declare function load(): Promise<typeof import('./index.js', { with: { 'resolution-mode': 'import' } })>;
