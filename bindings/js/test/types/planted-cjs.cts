// SPDX-License-Identifier: MIT
// planted-cjs.cts - the mistake a CommonJS user could make, on lines marked "planted: TSnnnn" as
// in planted.ts: require('puzzle8') gives load() alone (every other name throws at run time), so
// puzzle8.d.cts declares nothing else and tsc refuses the module's names read from it.
import puzzle8 = require('puzzle8');

puzzle8.solve('806547231'); // planted: TS2339
const { Board } = puzzle8; // planted: TS2339
export async function moves(): Promise<string> {
  return (await puzzle8.load()).solve('806547231').moves;
}
export { Board };
