// SPDX-License-Identifier: MIT
// use.ts - every declaration of index.d.ts used as a TypeScript user would, through the package's
// name. scripts/js-types-check.sh type-checks it with tsc --strict, then compiles it and runs it
// against the real module: each check below throws if the value is not what the types say.
import {
  ABI_MAJOR, ALGORITHMS, Board, BoardError, BusyError, CHECK_NAMES, Canceled, DUPLICATES, EVENTS, Error as P8Error,
  FRONTIERS, HEURISTICS, IllegalMoveError, InvalidArgumentError, LimitReached, MOVES, NotFound, OutOfMemoryError,
  Puzzle8Error, Result, STATS, Search, SearchStopped, Stats, Table, Tree, UnsolvableError, checkHeuristic,
  compareRows, libraryVersion, solve, PatternDatabase, dominance, DOMINANCE_NAMES,
  EXPERIMENTS, EXPERIMENT_FIELDS, effectiveBranching, experiment,
} from 'puzzle8';
import type {
  AlgorithmName, BoardLike, CheckName, CompareRow, CompareRowInfo, DuplicatesName, EventFn, EventName, FormatStyle,
  FrontierEntry, FrontierName, HeuristicCheck, HeuristicFn, HeuristicName, Limits, MoveLetter, MoveLike, SearchOptions,
  Snapshot, SolveOptions, StatName, U64, EventNode, Dominance, DominanceName, HeuristicLike, PdbGroups, PdbText,
  ExperimentField, ExperimentName, ExperimentOptions, ExperimentResult, ExperimentRow, Series, SeriesLimit,
  SeriesOptions,
} from 'puzzle8';

function ok(cond: boolean, what: string): void {
  if (!cond) throw new globalThis.Error(`use.ts: ${what}`);
}
function throwsA(fn: () => unknown, cls: abstract new (...args: never[]) => object, what: string): void {
  try {
    fn();
  } catch (e) {
    ok(e instanceof cls, `${what}: ${String(e)}`);
    return;
  }
  ok(false, `${what}: nothing thrown`);
}

const abi: number = ABI_MAJOR;
const version: string = libraryVersion;
ok(abi === 1 && /^\d+\.\d+\.\d+$/.test(version), 'version');
const lists: ReadonlyArray<readonly string[]> = [ALGORITHMS, FRONTIERS, EVENTS, DUPLICATES, HEURISTICS, MOVES, STATS,
  CHECK_NAMES];
ok(lists.every((l) => l.length > 0), 'name lists');
const alg: AlgorithmName = 'astar', fr: FrontierName = 'heap', ev: EventName = 'expand', dup: DuplicatesName = 'graph';
const hn: HeuristicName = 'manhattan', sn: StatName = 'expanded', cn: CheckName = 'admissible', fs: FormatStyle = 'grid';
ok(ALGORITHMS.includes(alg) && FRONTIERS.includes(fr) && EVENTS.includes(ev) && DUPLICATES.includes(dup) &&
  HEURISTICS.includes(hn) && STATS.includes(sn) && CHECK_NAMES.includes(cn), 'names');

// Board
const like: BoardLike[] = ['8 0 6 5 4 7 2 3 1', '806547231', [8, 0, 6, 5, 4, 7, 2, 3, 1], new Board('806547231')];
const boards = like.map((v) => new Board(v));
ok(boards.every((b) => b.equals(boards[0])), 'every BoardLike');
const b = boards[0]!;
const tiles: readonly number[] = b.tiles;
ok(tiles.length === 9 && b.length === 9 && b.blank === 1 && b.tileAt(0, 0) === 8, 'tiles');
const legal: MoveLetter[] = b.legalMoves();
const m: MoveLike = legal[0]!;
ok(b.move(m).move('down').equals(b.move(m).move(1)) || legal.length > 0, 'moves');
ok(Board.goal().equals(Board.fromTiles([1, 2, 3, 4, 5, 6, 7, 8, 0])), 'goal');
ok(Board.fromRank(b.rank()).equals(b), 'rank');
ok(Board.random(42).equals(Board.random(42n, null)), 'random');
const scrambled: Board = Board.goal().scramble(10, 7n);
ok(scrambled.solvable() && b.solvable(Board.goal()), 'solvable');
const why: { solvable: boolean; why: string } = b.solvableWhy('123456780');
ok(why.solvable && why.why.length > 0, 'solvableWhy');
ok(b.svg(3).includes('<svg') && b.inversions() >= 0 && b.heuristic('misplaced', null) > 0, 'svg, h');
ok(b.format(fs).includes('\n') && b.compact() === '806547231' && String(b) === b.toString() && b.toJSON() === '806547231', 'text');
ok([...b].join('') === '806547231' && b.apply('DL').equals(b.move('D').move('L')), 'iterate, apply');
throwsA(() => new Board('1 2 3'), BoardError, 'BoardError');
throwsA(() => Board.goal().move('D'), IllegalMoveError, 'IllegalMoveError');
const cells: number[] = b.positions();
ok(Board.fromPositions(cells).equals(b) && Board.fromPositions([8, 0, 1, 2, 3, 4, 5, 6, 7]).equals(Board.goal()), 'positions');
ok(Board.fromColumns('1 4 7 2 5 8 3 6 0').equals(Board.goal()) && b.transpose().transpose().equals(b), 'transpose');
const swapped: Board = b.swap(1, 2);
ok(!swapped.solvable() && swapped.swap(2, 1).equals(b), 'swap');
throwsA(() => Board.fromPositions([0, 0, 1, 2, 3, 4, 5, 6, 7]), BoardError, 'fromPositions BoardError');

// solve, Result, Stats
const r: Result = solve('806547231');
const s2: Result = solve('806547231', { algorithm: 'idastar', heuristic: 'linear-conflict' });
const s3: Result = solve(b, Board.goal(), { maxExpansions: 100000n });
ok(r.solved && r.moves.length === r.length && r.length === s2.length && s3.length === r.length, 'solve');
ok(r.code === 0 && r.status === 'P8_OK' && r.algorithm === 'astar', 'status');
const st: Stats = r.stats;
ok(st.expanded === r.stat('expanded') && st.elapsedMs === st.elapsedNs / 1e6 && st.maxFrontier > 0 &&
  st.generated >= st.expanded && st.duplicates >= 0 && st.peakBytes > 0 && r.stat('frontier') >= 0, 'stats');
const path: Board[] = r.path;
ok(path.length === r.length + 1 && r.svg(0).includes('<svg'), 'path, svg');
r.free();
ok(r.moves.length === r.length, 'readable after free()');

// Search: options, callbacks, limits, steps, frontier
let events = 0;
const h: HeuristicFn = (state, goal) => state.filter((t, i) => t !== 0 && t !== goal[i]).length;
const onEvent: EventFn = (event, state, g, hv) => { events += event === 'expand' && state.length === 9 && g >= 0 && hv >= 0 ? 1 : 0; return false; };
const options: SearchOptions = { algorithm: 'astar', frontier: 'heap', weights: [1, 1], graph: true, reopen: false,
  duplicates: 'graph', heuristic: h, onEvent, events: ['expand'], maxExpansions: 1e6, maxDepth: null, maxMemory: 2n ** 64n - 1n,
  maxTimeMs: 60000n, seed: 1 };
const search = new Search(options);
const res = search.run('806547231', null, { tree: null });
ok(res.solved && events === res.stats.expanded && search.result === res, 'run with callbacks');
ok(search.weightsUsed && search.frontierUsed === 'heap' && search.errmsg === '' && search.id > 0, 'properties');
const snap: Snapshot = search.snapshot();
ok(snap.expanded === search.stat('expanded') && search.algorithm === 'astar', 'snapshot');
const limits: Limits = { maxExpansions: 10 };
search.configure({ heuristic: 'manhattan', onEvent: null, ...limits });
try {
  search.run('806547231');
  ok(false, 'the limit stops the run');
} catch (e) {
  ok(e instanceof LimitReached && e instanceof SearchStopped && e.result !== null && e.result.stats.expanded === 10 &&
    e.code === LimitReached.code && e.status === 'P8_ELIMIT', `LimitReached: ${String(e)}`);
}
search.configure({ maxExpansions: 2n ** 64n - 1n });
const steps: Generator<Snapshot, Result, undefined> = search.steps('806547231', null, 100);
let n = 0;
let step = steps.next();
while (!step.done) {
  if (n++ === 0) {
    const entries: FrontierEntry[] = search.frontier(2);
    const live: number = search.frontierLive;
    ok(live >= entries.length, 'frontierLive');
    ok(entries.length === 2 && entries[0]!.board instanceof Board && (entries[0]!.move === null || MOVES.includes(entries[0]!.move)), 'frontier');
  }
  step = steps.next();
}
ok(step.value.solved && n > 0, 'steps');
ok(search.start('806547231').step(1) === null, 'start, step');
let end: Result | null = null;
while ((end = search.step(1000)) === null);
ok(end.solved, 'step to the end');
search.cancel();
const header: string = search.traceHeader('806547231', null);
ok(header.endsWith('\n') && typeof JSON.parse(header) === 'object', 'traceHeader');
const nodes: EventNode[] = [];
const ns = new Search({ algorithm: 'bfs', events: 'expand', onEvent: () => { nodes.push(ns.eventNode()); return false; } });
ns.run('123456708');
ok(nodes.length > 0 && nodes[0]!.parent === null && nodes[0]!.move === null && nodes[0]!.g === 0 && nodes[0]!.bound === null, 'eventNode');
ns.free();
const row: CompareRowInfo = search.compareRow(0);
const rows: CompareRow[] = compareRows();
ok(rows.length > 0 && rows[0]!.label === row.label && rows[0]!.configure(search).optimal === row.optimal, 'compare rows');
search.free();

// Tree, Table, checkHeuristic
const tree = new Tree(5);
const bfs = new Search({ algorithm: 'bfs' });
const solved = bfs.run('123456708', null, { tree });
ok(tree.count > 0 && tree.svg(solved).includes('<svg') && tree.dot(null).includes('digraph'), 'tree');
tree.free();
bfs[Symbol.dispose]();
const table = new Table('123456780');
ok(table.distance(b) === r.length && table.states === 181440 && table.goal.equals(Board.goal()), 'table');
ok(table.histogram().length === table.maxDistance + 1 && table.meanDistance > 0 && table.bytes > 0 && table.buildMs >= 0, 'histogram');
ok(table.distance(table.randomBoard(5, 42)) === 5, 'randomBoard');
const check: HeuristicCheck = checkHeuristic('manhattan', { table });
const check2: HeuristicCheck = checkHeuristic(h, { goal: '123456780' });
ok(check.admissible && check.consistent && check.worst === null && check.findings.states === 181440, 'check');
ok(check2.verdict.length > 0 && (check2.jump === null || check2.jump[0] instanceof Board), 'check a function');

// PatternDatabase, dominance
const groups: PdbGroups[] = ['1234/5678', 'pdb:123/456/78', [[1, 2, 3, 4], new Set([5, 6, 7, 8])]];
const pdbs = groups.map((g) => new PatternDatabase(g, Board.goal()));
const pdb = pdbs[0]!;
const pdbName: string = pdb.name;
const pdbGroups: readonly (readonly number[])[] = pdb.groups;
ok(pdbName === 'pdb:1234/5678' && pdbGroups.length === 2 && pdbs[2]!.name === pdbName && pdb.goal.equals(Board.goal()), 'pdb name');
ok(pdb.entries === 30240 && pdb.bytes > 0 && pdb.buildMs >= 0, 'pdb figures');
const gv: number[] = pdb.groupValues(b);
ok(pdb.value(b) === gv.reduce((x, y) => x + y, 0) && pdb.value(b) <= r.length, 'pdb value');
const text: PdbText = 'pdb:1234/5678';
ok(solve(b, { heuristic: pdb }).length === r.length && solve(b, { heuristic: text }).length === r.length, 'solve with a pdb');
const pdbSearch = new Search({ algorithm: 'idastar', heuristic: pdbs[1]! });
ok(pdbSearch.run(b).length === r.length, 'Search with a pdb');
pdbSearch.free();
const specs: HeuristicLike[] = [pdb, 'manhattan', h];
ok(checkHeuristic(specs[0]!, { table }).admissible && checkHeuristic(text).consistent, 'checkHeuristic(pdb)');
const dom: Dominance = dominance(pdb, 'misplaced');
const dn: DominanceName = 'a_dominates';
ok(dom.a_dominates && !dom.b_dominates && dom.states === 181440 && dom.b_above_rank === null &&
  typeof dom.a_above_rank === 'number' && DOMINANCE_NAMES.includes(dn), 'dominance');
ok(dominance('manhattan', h, { goal: null }).equal >= 0, 'dominance of a function');
pdbs.forEach((x) => x.free());
pdbs[2]![Symbol.dispose]();
throwsA(() => new PatternDatabase('1234/4567'), InvalidArgumentError, 'bad groups');
table.free();

// experiments
const en: ExperimentName = 'walk';
const eo: ExperimentOptions = { seed: 1n, boards: 2, depths: [2, 4] };
const ex: ExperimentResult = experiment(en, eo);
const er: ExperimentRow = ex.rows[0]!;
const ef: ExperimentField = 'bstar';
ok(EXPERIMENTS.includes(en) && EXPERIMENT_FIELDS.includes(ef) && ex.rows.length === 2 * ex.labels.length &&
  er.label === ex.labels[0] && er.distance === 2 && typeof er[ef] === 'number', 'experiment rows');
ok(ex.text().includes(er.label) && ex.csv().startsWith('label,') && ex.markdown().startsWith('|') &&
  ex.json().startsWith('{') && ex.svg(ef).includes('<svg') && ex.svg().includes('</svg>'), 'experiment writers');
ok(Math.abs(effectiveBranching(52, 5) - 1.92) < 0.01, 'effectiveBranching');
throwsA(() => experiment('nosuch'), InvalidArgumentError, 'unknown experiment');
const limit: SeriesLimit = 'none';
const sopts: SeriesOptions = { algorithm: 'astar', label: 'A*(h1)', heuristic: 'misplaced', duplicates: 'graph-undo',
  weights: [1, 1], frontier: 'bucket', reopen: true, maxExpansions: 100000, maxDepth: limit, maxMemory: 10n ** 8n,
  maxTime: 60000 };
const series: Series[] = ['IDS=iddfs,duplicates=none', sopts, { algorithm: 'smastar', heuristic: 'pdb:1234/5678', nodeBudget: 98 }];
const mine = experiment({ boards: 2, depths: [4], series });
ok(mine.labels.join('|') === 'IDS|A*(h1)|SMA*(pdb:1234/5678), budget 98' && mine.rows.length === 3, 'experiment series');
ok(experiment('textbook', { boards: 1, depths: [2], series: ['ucs'] }).labels.length === 5 &&
  experiment(null, { boards: 1, depths: [2], series: ['ucs'] }).labels[0] === 'UCS', 'experiment series after a name');

// errors
const errors: Array<typeof Puzzle8Error> = [InvalidArgumentError, OutOfMemoryError, BoardError, UnsolvableError, BusyError,
  LimitReached, Canceled, NotFound];
ok(errors.every((cls) => new cls().code !== null) && P8Error === Puzzle8Error, 'error classes');
throwsA(() => solve('806547231', '123456870'), UnsolvableError, 'UnsolvableError');
throwsA(() => solve('806547231', { algorithm: 'no such algorithm' }), InvalidArgumentError, 'InvalidArgumentError');
const canceled = new Search({ onEvent: () => true });
throwsA(() => canceled.run('806547231'), Canceled, 'Canceled');
ok(new NotFound() instanceof SearchStopped && new NotFound().result === null && NotFound.code < 0, 'NotFound');
const busy = new Search({ onEvent: () => { busy.run('123456708'); return false; } });
throwsA(() => busy.run('806547231'), BusyError, 'BusyError');
const err = new Puzzle8Error('text', -1);
ok(err instanceof globalThis.Error && err.message === 'text' && err.status === 'P8_EINVAL' && err.detail === '', 'Puzzle8Error');
const so: SolveOptions = { goal: '123456780', algorithm: 0 };
const u: U64 = 3n;
ok(solve('123456708', so).length === 1 && u === 3n, 'numbers for names');

console.log('use.ts: every check passed');
