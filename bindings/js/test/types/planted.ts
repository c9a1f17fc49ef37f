// SPDX-License-Identifier: MIT
// planted.ts - mistakes a user could make, each on a line marked "planted: TSnnnn" with the error
// tsc --strict must report there. scripts/js-types-check.sh passes only if tsc fails with
// exactly these errors (so a declaration loosened to `any` or a missing check shows up).
import { Board, PatternDatabase, Result, Search, dominance, experiment, solve } from 'puzzle8';
import type { SearchOptions } from 'puzzle8';

solve(42); // planted: TS2345
const moves: number = solve('806547231').moves; // planted: TS2322
new Search({ algoritm: 'astar' }); // planted: TS2561
Board.goal().move(true); // planted: TS2345
new Search().step().moves; // planted: TS2531
new Result(); // planted: TS2673
const search = new Search();
search.result = null; // planted: TS2540
const options: SearchOptions = { weights: [1, 2, 3] }; // planted: TS2322
search.stat('expandedd'); // planted: TS2345
Board.random('42'); // planted: TS2345
new PatternDatabase(1234); // planted: TS2345
const pdbValue: string = new PatternDatabase('1234/5678').value('806547231'); // planted: TS2322
Board.goal().swap('1', 2); // planted: TS2345
const above: number = dominance('manhattan', 'misplaced').a_above_rank; // planted: TS2322
new PatternDatabase('1234/5678').entries = 0; // planted: TS2540
experiment('walk', { depths: '2,4' }); // planted: TS2322
const bstar: string | null = experiment('walk').rows[0]!.bstar; // planted: TS2322
experiment({ series: [{ algorithm: 'astar', weights: [1, 2, 3] }] }); // planted: TS2769
experiment({ series: [{ heuristic: 'misplaced' }] }); // planted: TS2769
experiment({ series: [{ algorithm: 'astar', reopen: 'on' }] }); // planted: TS2769
export { moves, options, pdbValue, above, bstar };
