// SPDX-License-Identifier: MIT
// index.d.ts - the types of the puzzle8 package (puzzle8.js and the modules it re-exports), for
// TypeScript and for editors. Checked by `tsc --strict` (make js-types: test/types/ uses every
// declaration, and a file with planted errors must fail), and test/types.test.js checks that
// every export of puzzle8.js, and every public method and property of its classes, is declared
// here. The name lists (ALGORITHMS, HEURISTICS...) come from the C library at run time: the name
// types below list today's names for editors, and accept any other string the library may add.
//
// require('puzzle8') gives load() instead (puzzle8.cjs, typed by puzzle8.d.cts).

/** The C library's major version this binding was written for (the 0.x series). */
export declare const ABI_MAJOR: number;
/** The version string of the C library in the WebAssembly module, e.g. "0.3.0". */
export declare const libraryVersion: string;

// ---- names --------------------------------------------------------------------------------------

/** Any string: today's names first, for completion; the library's lists decide at run time. */
type OpenString<Known extends string> = Known | (string & {});
/** A move: a letter of MOVES ("U", "D", "L", "R"; the blank's direction). */
export type MoveLetter = 'U' | 'D' | 'L' | 'R';
/** A built-in heuristic by name (HEURISTICS, p8_heuristic_name). */
export type HeuristicName = OpenString<'zero' | 'goal-test' | 'misplaced' | 'manhattan' | 'linear-conflict' |
  'gaschnig' | 'euclidean' | 'corner-tiles' | 'last-moves' | 'corner-last-moves'>;
/** A pattern database's text form, "pdb:" and its groups ("pdb:1234/5678"): solve(),
 *  checkHeuristic() and dominance() build the database for their goal. */
export type PdbText = `pdb:${string}`;
/** An algorithm preset by name (ALGORITHMS, p8_algorithm_name). */
export type AlgorithmName = OpenString<'bfs' | 'dfs' | 'ucs' | 'greedy' | 'astar' | 'iddfs' | 'idastar' |
  'bibfs' | 'random-walk' | 'rbfs' | 'smastar'>;
/** A frontier by name (FRONTIERS, p8_frontier_name). */
export type FrontierName = OpenString<'fifo' | 'lifo' | 'heap' | 'bucket'>;
/** A search event by name (EVENTS, p8_event_name). */
export type EventName = OpenString<'expand' | 'generate' | 'duplicate' | 'goal'>;
/** A duplicate policy by name (DUPLICATES, p8_duplicates_name). */
export type DuplicatesName = OpenString<'none' | 'parent' | 'path' | 'graph' | 'graph-undo' | 'closed'>;
/** A statistic by name (STATS): "frontier" is the frontier's size when the run ended. */
export type StatName = 'expanded' | 'generated' | 'duplicates' | 'maxFrontier' | 'peakBytes' | 'elapsedNs' |
  'frontier';
/** A finding of checkHeuristic by name (CHECK_NAMES, p8_check_name). */
export type CheckName = OpenString<'states' | 'edges' | 'admissible' | 'consistent' | 'overestimates' |
  'inconsistent_edges' | 'h_goal' | 'worst_overestimate' | 'worst_rank' | 'worst_h' | 'worst_distance' |
  'worst_jump' | 'jump_from_rank' | 'jump_to_rank' | 'jump_from_h' | 'jump_to_h' | 'sum_h' | 'sum_distance' |
  'exact' | 'max_h'>;
/** A finding of dominance by name (DOMINANCE_NAMES, p8_dominance_name). */
export type DominanceName = OpenString<'states' | 'a_above' | 'b_above' | 'equal' | 'a_dominates' | 'b_dominates' |
  'a_above_rank' | 'b_above_rank'>;

/** The move letters by P8_MOVE_* number: ["U", "D", "L", "R"]. */
export declare const MOVES: readonly MoveLetter[];
/** The built-in heuristics by name, in P8_H_* order. */
export declare const HEURISTICS: readonly HeuristicName[];
/** The algorithm presets by name, in P8_ALG_* order. */
export declare const ALGORITHMS: readonly AlgorithmName[];
/** The frontiers by name, in P8_FRONTIER_* order. */
export declare const FRONTIERS: readonly FrontierName[];
/** The events by name, in P8_EVENT_* order. */
export declare const EVENTS: readonly EventName[];
/** The duplicate policies by name, in P8_DUP_* order. */
export declare const DUPLICATES: readonly DuplicatesName[];
/** The statistic names, in P8_STAT_* order. */
export declare const STATS: readonly StatName[];
/** The findings of checkHeuristic by index (p8_check_name). */
export declare const CHECK_NAMES: readonly CheckName[];
/** The findings of dominance by index (p8_dominance_name). */
export declare const DOMINANCE_NAMES: readonly DominanceName[];

/** A 64-bit unsigned C argument (a seed, a limit): a Number up to 2**53-1 or a BigInt. */
export type U64 = number | bigint;

// ---- Board --------------------------------------------------------------------------------------

/** What new Board() takes: text ("8 0 6 5 4 7 2 3 1", "806547231", "8 0 6 / 5 4 7 / 2 3 1"),
 *  9 tiles (0 is the blank), or a Board. */
export type BoardLike = Board | string | Iterable<number>;
/** A move: a letter ("U"), a name ("up") or a number 0..3. */
export type MoveLike = MoveLetter | OpenString<'up' | 'down' | 'left' | 'right' | 'u' | 'd' | 'l' | 'r'> | number;
/** The text styles of Board.format. */
export type FormatStyle = 'line' | 'grid' | 'compact';

/** A 3x3 board: 9 tiles row-major, 0 the blank. Immutable: move() returns a new board. */
export declare class Board implements Iterable<number> {
  /** Parse text, take 9 tiles, or copy a Board; BoardError (with .reason) for bad input,
   *  TypeError for a value of another kind. */
  constructor(value: BoardLike);
  /** A board from 9 tiles known to be a permutation of 0..8 (no check). */
  static fromTiles(tiles: Iterable<number>): Board;
  /** The default goal 1 2 3 4 5 6 7 8 0. */
  static goal(): Board;
  /** The board of Lehmer rank `rank` (0 .. 362879). */
  static fromRank(rank: number): Board;
  /** A board drawn uniformly from those that reach `goal` (default goal), from a 64-bit seed. */
  static random(seed: U64, goal?: BoardLike | null): Board;
  /** The board with tile t on cell positions[t] (0..8, row-major; positions[0] is the blank's),
   *  the inverse of positions(); BoardError (with .reason) for 9 cells that are not a board. */
  static fromPositions(positions: Iterable<number>): Board;
  /** The board written column by column: "1 4 7 2 5 8 3 6 0" is 1 2 3 / 4 5 6 / 7 8 0. */
  static fromColumns(value: BoardLike): Board;
  /** The cell (0..8) of each tile: [0] the blank's, [t] tile t's. */
  positions(): number[];
  /** The board mirrored on its main diagonal (row r is column r of this one); its own inverse. */
  transpose(): Board;
  /** A new board with tiles a and b (1..8, different) exchanged: it reaches the other goals. */
  swap(a: number, b: number): Board;
  /** The board reached by `moves` random legal moves (never undoing the last one). */
  scramble(moves: number, seed?: U64): Board;
  /** The 9 tiles, row-major (frozen). */
  readonly tiles: readonly number[];
  /** The cell index (0..8) of the blank. */
  readonly blank: number;
  /** Always 9 (a Board is iterable like its tiles). */
  readonly length: number;
  /** The tile at row, col (0..2 each). */
  tileAt(row: number, col: number): number;
  /** The legal moves as letters, in the order U, D, L, R. */
  legalMoves(): MoveLetter[];
  /** A new board with the blank moved; IllegalMoveError if it would leave the grid. */
  move(m: MoveLike): Board;
  /** The board after a sequence of moves, e.g. "LURD" or ["L", "U"]. */
  apply(moves: Iterable<MoveLike>): Board;
  /** True if `goal` (default goal) can be reached from this board. */
  solvable(goal?: BoardLike | null): boolean;
  /** The library's sentence about it, with the inversion counts (p8_board_solvable_why). */
  solvableWhy(goal?: BoardLike | null): { solvable: boolean; why: string };
  /** The board as an SVG picture (p8_svg_board), tile `moved` (1..8; 0: none) highlighted. */
  svg(moved?: number): string;
  /** Pairs of non-blank tiles out of order (0..28). */
  inversions(): number;
  /** The Lehmer rank (0 .. 362879), inverse of Board.fromRank. */
  rank(): number;
  /** A built-in heuristic's value from this board to `goal` (default goal). */
  heuristic(name?: HeuristicName, goal?: BoardLike | null): number;
  /** The board as text. */
  format(style?: FormatStyle): string;
  /** format("compact"): "806547231". */
  compact(): string;
  /** format("grid"). */
  toString(): string;
  /** True if other is a Board with the same tiles. */
  equals(other: unknown): boolean;
  /** The compact text. */
  toJSON(): string;
  [Symbol.iterator](): Iterator<number>;
}

// ---- Result -------------------------------------------------------------------------------------

/** Statistics of a run (Numbers, exact below 2**53). */
export declare class Stats {
  constructor(values: ArrayLike<number>);
  readonly expanded: number;
  readonly generated: number;
  readonly duplicates: number;
  readonly maxFrontier: number;
  readonly peakBytes: number;
  readonly elapsedNs: number;
  readonly elapsedMs: number;
}

/** What a run produced. Everything but svg() stays readable after free(). */
export declare class Result {
  private constructor();
  /** The algorithm preset of the run, or null. */
  readonly algorithm: string | null;
  /** The C status the run ended with (0: P8_OK). */
  readonly code: number;
  /** The status by name: "P8_OK", "P8_ELIMIT", ... */
  readonly status: string;
  readonly solved: boolean;
  /** The number of moves ("" and 0 when not solved). */
  readonly length: number;
  /** The moves as letters, e.g. "DLURD...". */
  readonly moves: string;
  readonly stats: Stats;
  /** The boards along the solution, start .. goal (length + 1 boards); [] if not solved. */
  readonly path: Board[];
  /** Any statistic by name, including "frontier". */
  stat(name: StatName): number;
  /** The solution as an SVG filmstrip (p8_svg_solution), perRow boards a row (0: one row). */
  svg(perRow?: number): string;
  /** Free the C result now (the garbage collector does it otherwise). */
  free(): void;
}

// ---- Search -------------------------------------------------------------------------------------

/** A heuristic written in JavaScript: two arrays of 9 tiles, an integer 0 .. 2**32-1. */
export type HeuristicFn = (state: number[], goal: number[]) => number;
/** What takes a heuristic by value (SearchOptions, checkHeuristic, dominance): a built-in's
 *  name, a JavaScript function or a PatternDatabase. */
export type HeuristicLike = HeuristicName | HeuristicFn | PatternDatabase;
/** An event callback: a truthy return stops the run (Canceled). */
export type EventFn = (event: EventName, state: number[], g: number, h: number) => unknown;

/** The limits of a run: 0 is a real limit; 2n ** 64n - 1n (P8_LIMIT_NONE) removes one. */
export interface Limits {
  maxExpansions?: U64 | null;
  maxDepth?: U64 | null;
  /** Bytes. */
  maxMemory?: U64 | null;
  maxTimeMs?: U64 | null;
}

/** The options of new Search() and configure(): a missing or null option leaves a setting as
 *  it is; a new algorithm is a preset (it resets frontier, weights, graph, reopen, heuristic). */
export interface SearchOptions extends Limits {
  algorithm?: AlgorithmName | number | null;
  frontier?: FrontierName | number | null;
  /** [wg, wh]: the heap key wg*g + wh*h. */
  weights?: readonly [number, number] | null;
  /** true: graph search; false: tree search. */
  graph?: boolean | null;
  duplicates?: DuplicatesName | number | null;
  reopen?: boolean | null;
  /** A name, a number (P8_H_*), a function or a PatternDatabase (a "pdb:..." text is refused:
   *  a database is built for one goal; solve() builds it for its goal). */
  heuristic?: HeuristicName | number | HeuristicFn | PatternDatabase | null;
  /** The random walk's seed. */
  seed?: U64 | null;
  /** The most nodes SMA* ('smastar') holds at once (default 10000; at least 1; a budget that
   *  cannot hold the path to a solution ends the run with LimitReached). */
  nodeBudget?: U64 | null;
  /** null removes the callback. */
  onEvent?: EventFn | null;
  /** The events onEvent receives: a name, names or numbers, or a mask (default all). */
  events?: EventName | Iterable<EventName | number> | number | null;
}

/** Every statistic of the current or last run, by name (frozen). */
export type Snapshot = Readonly<Record<StatName, number>>;

/** A live entry of a run's frontier (p8_search_frontier); parent and move are null for a root. */
export interface FrontierEntry {
  id: number;
  board: Board;
  g: number;
  h: number;
  key: number;
  side: number;
  parent: number | null;
  move: MoveLetter | null;
}

/** The node an event is about (Search.eventNode, p8_search_event_node): id null for a successor
 *  the search did not keep, parent and move null for a root, side 0 (from the start) or 1 (from
 *  the goal), bound the deepening pass's bound or null. The ids of frontier() and the trace. */
export interface EventNode {
  id: number | null;
  parent: number | null;
  move: MoveLetter | null;
  g: number;
  h: number;
  key: number;
  side: number;
  bound: number | null;
}

/** A row of the comparison table of `puzzle8 compare`. */
export interface CompareRowInfo {
  label: string;
  optimal: boolean;
}

/** A configurable search (p8_search). free() frees it now; otherwise the garbage collector. */
export declare class Search {
  constructor(options?: SearchOptions);
  /** The id the C trampolines pass back (the callbacks' user_data). */
  readonly id: number;
  /** The Result of the last run (also the partial one of a stopped run), or null. */
  readonly result: Result | null;
  /** The algorithm preset configured, by name, or null. */
  readonly algorithm: string | null;
  /** Change settings; returns this search. */
  configure(options?: SearchOptions): this;
  /** Configure as row `row` of `puzzle8 compare` (p8_compare_row). */
  compareRow(row: number): CompareRowInfo;
  /** A statistic of the current or last run. */
  stat(name: StatName): number;
  /** Every statistic of the current or last run. */
  snapshot(): Snapshot;
  /** The run's live frontier entries, all or the first n (only while a run is in progress). */
  frontier(n?: number | null): FrontierEntry[];
  /** The number of live frontier entries of the run in progress (InvalidArgumentError when no
   *  run is in progress). */
  readonly frontierLive: number;
  /** Inside this search's onEvent callback: the node the event is about (InvalidArgumentError
   *  elsewhere). */
  eventNode(): EventNode;
  /** The header line of the library's trace (p8_trace_header) for a run from start to goal
   *  (default goal) as configured now: one JSON object and "\n". */
  traceHeader(start: BoardLike, goal?: BoardLike | null): string;
  /** True if the weights shape a run of this search as configured now (p8_search_weights_used). */
  readonly weightsUsed: boolean;
  /** The frontier a run takes its nodes from: "fifo", "lifo", "heap", "bucket" or "none". */
  readonly frontierUsed: string;
  /** The C library's sentence about the last error ("" if none). */
  readonly errmsg: string;
  /** Set option `name` (options()) from its text with the library's checks and sentence
   *  (p8_search_set_option): true/false are "on"/"off", [wg, wh] "wg,wh", null "none". */
  setOption(name: string, value: string | number | bigint | boolean | readonly [number, number] | null): this;
  /** Option `name`'s value as text (p8_search_get_option). */
  option(name: string): string;
  /** Whether option `name` shapes a run as configured now, and if not why (p8_search_option_used). */
  optionUsed(name: string): { used: boolean; why: string };
  /** When the memory or time limit ended the last run: the library's paragraph on what happened
   *  and what to try instead (p8_search_limit_why); depth: the g of the frontier's first entry
   *  when last looked at (0: unknown), solutionDepth: a shortest solution's moves (0: unknown).
   *  InvalidArgumentError when the last run did not end at one of those limits. */
  limitWhy(depth?: number, solutionDepth?: number): string;
  /** Ask the run in progress to stop. */
  cancel(): void;
  /** Search from start to goal (default goal): the Result of a solved run, or an exception
   *  (UnsolvableError, LimitReached/Canceled/NotFound with .result, BusyError, ...). */
  run(start: BoardLike, goal?: BoardLike | null, options?: { tree?: Tree | null }): Result;
  /** Run in batches of `every` expansions, yielding a snapshot after each unfinished batch; the
   *  return value is the Result. Ending the loop early cancels the run. */
  steps(start: BoardLike, goal?: BoardLike | null, every?: number): Generator<Snapshot, Result, undefined>;
  /** Start a run for step() (p8_search_start). */
  start(start: BoardLike, goal?: BoardLike | null): this;
  /** Advance by at most n expansions (0: until the run ends): null while the run goes on,
   *  then its Result (or the exception run() would throw). */
  step(n?: number): Result | null;
  /** Free the C search now; results stay valid. */
  free(): void;
  [Symbol.dispose](): void;
}

/** The options of solve(): those of Search, and the goal. */
export interface SolveOptions extends SearchOptions {
  goal?: BoardLike | null;
  /** As Search's, and a pattern database's text form ("pdb:1234/5678"), built for the goal. */
  heuristic?: HeuristicName | PdbText | number | HeuristicFn | PatternDatabase | null;
}

/** Solve start -> goal (default goal) and return the Result; throws as Search.run() does. */
export declare function solve(start: BoardLike, options?: SolveOptions): Result;
export declare function solve(start: BoardLike, goal: BoardLike | null, options?: SolveOptions): Result;

/** A row of compareRows(): configure(search) is search.compareRow(i). */
export interface CompareRow extends Readonly<CompareRowInfo> {
  configure(search: Search): CompareRowInfo;
}
/** The rows of the comparison table of `puzzle8 compare` (p8_compare_rows), in order. */
export declare function compareRows(): CompareRow[];

// ---- Tree, Table, checkHeuristic ------------------------------------------------------------------

/** The search tree of the first maxExpansions expansions of a run (p8_tree). */
export declare class Tree {
  constructor(maxExpansions?: U64);
  /** The number of node records the tree holds. */
  readonly count: number;
  /** The tree as SVG (p8_svg_tree); path: a solved Result of the same start, or null. */
  svg(path?: Result | null): string;
  /** The tree as DOT for Graphviz (p8_dot_tree). */
  dot(path?: Result | null): string;
  free(): void;
  [Symbol.dispose](): void;
}

/** The exact distance to `goal` (default goal) of each of the 181,440 boards that reach it. */
export declare class Table {
  constructor(goal?: BoardLike | null);
  readonly goal: Board;
  readonly states: number;
  readonly maxDistance: number;
  readonly meanDistance: number;
  readonly bytes: number;
  readonly buildMs: number;
  /** The exact number of moves from board to the goal; UnsolvableError for the other half. */
  distance(board: BoardLike): number;
  /** The number of boards at each distance 0 .. maxDistance. */
  histogram(): number[];
  /** A board drawn uniformly from those `distance` moves from the goal. */
  randomBoard(distance: number, seed?: U64): Board;
  free(): void;
  [Symbol.dispose](): void;
}

/** What checkHeuristic found (frozen). */
export interface HeuristicCheck {
  /** Every finding by name (CHECK_NAMES). */
  readonly findings: Readonly<Record<CheckName, number>>;
  readonly admissible: boolean;
  readonly consistent: boolean;
  /** The library's sentences. */
  readonly verdict: string;
  /** The board overestimated most, or null. */
  readonly worst: Board | null;
  /** The two boards of the largest jump of h across a move, or null. */
  readonly jump: readonly [Board, Board] | null;
}

/** Check a heuristic against the exact distances (p8_heuristic_check, p8_heuristic_check_fn). */
export declare function checkHeuristic(heuristic: HeuristicLike | PdbText,
  options?: { goal?: BoardLike | null; table?: Table | null }): HeuristicCheck;

/** What dominance found (frozen): counts over the boards that reach the goal; a rank is null
 *  when there is no such board. */
export interface Dominance {
  readonly states: number;
  /** Boards where a's value is above b's. */
  readonly a_above: number;
  readonly b_above: number;
  readonly equal: number;
  /** a >= b on every board (and above on one). */
  readonly a_dominates: boolean;
  readonly b_dominates: boolean;
  /** The rank of a board where a is above b, or null. */
  readonly a_above_rank: number | null;
  readonly b_above_rank: number | null;
}
/** Compare heuristics a and b on every board that reaches options.goal (default goal)
 *  (p8_heuristic_dominance). */
export declare function dominance(a: HeuristicLike | PdbText, b: HeuristicLike | PdbText,
  options?: { goal?: BoardLike | null }): Dominance;

// ---- PatternDatabase ----------------------------------------------------------------------------

/** The groups of a pattern database: "1234/5678" (or "pdb:1234/5678") or [[1, 2, 3, 4], [5, 6,
 *  7, 8]]: disjoint, tiles 1..8. */
export type PdbGroups = string | Iterable<Iterable<number>>;

/** An additive disjoint pattern database for `goal` (default goal) (p8_pdb): an admissible,
 *  consistent C heuristic for a Search, solve(), checkHeuristic() and dominance(). free() frees
 *  it now, or, while a Search configured with it still holds it, when the last one lets go
 *  (another heuristic or preset, its free(), the garbage collector); otherwise the garbage
 *  collector does. */
export declare class PatternDatabase {
  /** InvalidArgumentError for bad groups (the library's reason), TypeError for a value of
   *  another kind. */
  constructor(groups: PdbGroups, goal?: BoardLike | null);
  readonly goal: Board;
  /** "pdb:" and the groups, each group's tiles in increasing order: "pdb:1234/5678". */
  readonly name: string;
  /** The groups' tiles, in the order given. */
  readonly groups: readonly (readonly number[])[];
  /** Abstract states stored, all groups. */
  readonly entries: number;
  readonly bytes: number;
  readonly buildMs: number;
  /** The sum of board's groups' values; UnsolvableError if it cannot reach the goal. */
  value(board: BoardLike): number;
  /** Each group's value of board, in group order. */
  groupValues(board: BoardLike): number[];
  /** Let go of the database: this object is unusable afterwards (InvalidArgumentError); a
   *  search that holds it runs on with it. */
  free(): void;
  [Symbol.dispose](): void;
}

// ---- errors -------------------------------------------------------------------------------------

/** Base of every error libpuzzle8 reports (exported as Error too, the Python binding's name). */
export declare class Puzzle8Error extends globalThis.Error {
  constructor(message?: string, code?: number | null);
  /** The C status code, or null. */
  readonly code: number | null;
  /** The sentence after the status's message ("" if none). */
  detail: string;
  /** The status code's name, e.g. "P8_EINVAL", or null. */
  readonly status: string | null;
}
export { Puzzle8Error as Error };
/** P8_EINVAL: an argument is invalid. */
export declare class InvalidArgumentError extends Puzzle8Error {
  static readonly code: number;
}
/** A move that would take the blank off the grid. */
export declare class IllegalMoveError extends InvalidArgumentError {}
/** P8_ENOMEM. */
export declare class OutOfMemoryError extends Puzzle8Error {
  static readonly code: number;
}
/** P8_EUNSOLVABLE: the goal cannot be reached from the start. */
export declare class UnsolvableError extends Puzzle8Error {
  static readonly code: number;
}
/** P8_EBUSY: the search is in use. */
export declare class BusyError extends Puzzle8Error {
  static readonly code: number;
}
/** P8_EBADBOARD; .reason is the parser's sentence. */
export declare class BoardError extends Puzzle8Error {
  static readonly code: number;
  constructor(reason?: string, code?: number | null);
  readonly reason: string | undefined;
}
/** A run ended without reaching the goal; .result holds its Result. */
export declare class SearchStopped extends Puzzle8Error {
  constructor(message?: string, code?: number | null, result?: Result | null);
  readonly result: Result | null;
}
/** P8_ELIMIT: a limit stopped the run. */
export declare class LimitReached extends SearchStopped {
  static readonly code: number;
}
/** P8_ECANCELED: the event callback or cancel() stopped the run. */
export declare class Canceled extends SearchStopped {
  static readonly code: number;
}
/** P8_ENOTFOUND: the frontier ran empty. */
export declare class NotFound extends SearchStopped {
  static readonly code: number;
}

// ---- experiment (p8_experiment) ------------------------------------------------------------------
/** A named experiment (EXPERIMENTS, p8_experiment_preset_name). */
export type ExperimentName = OpenString<'branching' | 'duplicates' | 'heuristics' | 'walk' | 'bidirectional' |
  'textbook'>;
/** A field of a row (EXPERIMENT_FIELDS, p8_experiment_field_name): the counts config .. skipped,
 *  then mean, median and max of each statistic, the optimal count and b*. */
export type ExperimentField = OpenString<'config' | 'distance' | 'boards' | 'runs' | 'solved' | 'cut_off' |
  'skipped' | 'expanded_mean' | 'expanded_median' | 'expanded_max' | 'generated_mean' | 'generated_median' |
  'generated_max' | 'frontier_mean' | 'frontier_median' | 'frontier_max' | 'bytes_mean' | 'bytes_median' |
  'bytes_max' | 'time_ms_mean' | 'time_ms_median' | 'time_ms_max' | 'length_mean' | 'length_median' |
  'length_max' | 'optimal' | 'bstar' | 'bstar_expanded'>;
/** The named experiments: "branching", "duplicates", "heuristics", "walk", "bidirectional",
 *  "textbook". */
export declare const EXPERIMENTS: readonly ExperimentName[];
/** The fields of a row, in order (p8_experiment_field_name). */
export declare const EXPERIMENT_FIELDS: readonly ExperimentField[];
/** b*: the root of N + 1 = 1 + b + ... + b^depth (NaN for depth 0). */
export declare function effectiveBranching(nodes: number, depth: number): number;
/** A row: the configuration's label and every field of EXPERIMENT_FIELDS, a number (null where
 *  the library has NaN: no solved run, or b* at distance 0). */
export type ExperimentRow = { readonly label: string } & { readonly [field: string]: number | string | null };
/** The rows of a run and the library's writers and plots (made before experiment() returns). */
export interface ExperimentResult {
  readonly rows: ExperimentRow[];
  /** The configurations' labels, in order (row.config indexes it). */
  readonly labels: string[];
  /** The aligned text table (what `puzzle8 experiment` prints). */
  text(): string;
  csv(): string;
  markdown(): string;
  json(): string;
  /** The SVG plot of a field against the distance (default "generated_mean"). */
  svg(field?: ExperimentField): string;
}
/** A limit of a series: a whole number, or 'none'. */
export type SeriesLimit = number | bigint | 'none';
/** A series as an object: the algorithm and the settings the library names in
 *  p8_experiment_set_option (the preset's where left out). The label by default is the course's
 *  name made from the settings ("IDS", "A*(h1)", "BFS, tree search"). */
export interface SeriesOptions {
  algorithm: AlgorithmName;
  label?: string;
  /** A built-in, "exact" (the exact distance) or "pdb:GROUPS" (a pattern database). */
  heuristic?: HeuristicName | 'exact' | PdbText;
  duplicates?: DuplicatesName;
  /** The key wg*g + wh*h. */
  weights?: readonly [number, number];
  frontier?: FrontierName;
  reopen?: boolean;
  nodeBudget?: number | bigint;
  maxExpansions?: SeriesLimit;
  maxDepth?: SeriesLimit;
  maxMemory?: SeriesLimit;
  /** Milliseconds a run. */
  maxTime?: SeriesLimit;
}
/** A series: the command's text ("IDS=iddfs,duplicates=none", `puzzle8 experiment --series`,
 *  p8_experiment_add_series) or an object. */
export type Series = string | SeriesOptions;
/** Options of experiment(): boards a distance (0: the named experiment's, else 100), the
 *  distances (null: the named experiment's, else 2, 4, ..., 24), the seed of the boards' draw, and
 *  series of your own (after the named experiment's). */
export interface ExperimentOptions {
  seed?: number | bigint;
  boards?: number;
  depths?: readonly number[] | null;
  series?: readonly Series[];
}
/** Run the named experiment (p8_experiment_preset, p8_experiment_run), with the series given
 *  after its own; null: the series alone. */
export declare function experiment(name: ExperimentName | null, options?: ExperimentOptions): ExperimentResult;
/** Run the series given alone (options.series). */
export declare function experiment(options: ExperimentOptions & { series: readonly Series[] }): ExperimentResult;

/** The lists of the configuration table (P8_CHOICE_*). */
export type ChoiceKind = 'algorithm' | 'heuristic' | 'duplicates' | 'frontier' | 'driver' | 'event' | 'limit';
/** The lists, in P8_CHOICE_* order. */
export declare const CHOICE_KINDS: readonly ChoiceKind[];
/** One named value of a list: its number, name, other names, a course's label and one sentence. */
export interface Choice {
  readonly kind: ChoiceKind;
  readonly value: number;
  readonly name: string;
  readonly aliases: readonly string[];
  /** What a menu shows ("Breadth-first search"). */
  readonly title: string;
  /** A course's short label in tables and plots ("BFS", "h2"). */
  readonly label: string;
  readonly summary: string;
}
/** Every value of a list, in the library's order (p8_choice_*). */
export declare function choices(kind: ChoiceKind): Choice[];
/** The value of a list named (any of its names, any case) or numbered `name`. */
export declare function choice(kind: ChoiceKind, name: string | number): Choice;
/** An algorithm's preset and properties (p8_algorithm_info). */
export interface AlgorithmInfo {
  readonly name: string;
  readonly frontier: string;
  readonly weights: readonly [number, number];
  readonly duplicates: string;
  readonly reopen: boolean;
  readonly heuristic: string;
  readonly driver: string;
  readonly optimal: boolean;
  readonly memory: 'states' | 'path' | 'budget' | 'moves';
}
export declare function algorithmInfo(name: AlgorithmName | number): AlgorithmInfo;
/** Whether a built-in heuristic is admissible and consistent for every goal (p8_heuristic_info). */
export declare function heuristicInfo(name: HeuristicName | number): { readonly name: string; readonly admissible: boolean; readonly consistent: boolean };
/** An option of a search (Search#setOption). */
export interface OptionInfo {
  readonly name: string;
  readonly argument: string;
  readonly summary: string;
  readonly choices: ChoiceKind | null;
}
/** The options of a search, in the order to apply them (p8_option_*). */
export declare function options(): OptionInfo[];

// Symbol.dispose (Node 20 has it; TypeScript's lib declares it from esnext.disposable on): for
// projects whose lib setting is older.
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}
