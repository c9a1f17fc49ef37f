// SPDX-License-Identifier: MIT
// board.js - Board: an immutable 3x3 board. It keeps its 9 tiles in JavaScript and makes a C
// p8_board only for the length of a call (nothing to free, nothing for the garbage collector to
// wait on); every rule, text and number comes from the C library.
import { C, cString, memory, names, putString, quote, toU64, u32At, withScratch } from './lib.js';
import { BoardError, IllegalMoveError, InvalidArgumentError, check } from './errors.js';

const P8_OK = 0, P8_EBADBOARD = -3;

/** The move letters, by P8_MOVE_* number: ["U", "D", "L", "R"]. */
export const MOVES = Object.freeze(names(C.p8_move_name).map((_, i) => String.fromCharCode(C.p8_move_letter(i))));
const MOVE_NAMES = names(C.p8_move_name);
/** The built-in heuristics by name, in P8_H_* order. */
export const HEURISTICS = Object.freeze(names(C.p8_heuristic_name));
const FORMATS = { line: 0, grid: 1, compact: 2 };
const TRUSTED = Symbol('tiles known to be a permutation');

/** A move as P8_MOVE_* from a letter ("U"), a name ("up") or a number 0..3. */
export function moveNumber(m) {
  if (typeof m === 'string') {
    const s = m.trim().toLowerCase();
    const i = s.length === 1 ? MOVES.indexOf(s.toUpperCase()) : MOVE_NAMES.indexOf(s);
    if (i < 0) throw new InvalidArgumentError(`invalid argument: ${quote(m)} is not a move (U, D, L, R)`);
    return i;
  }
  if (!Number.isInteger(m)) throw new TypeError(`a move is a letter U/D/L/R, a name or a number 0..3, not ${quote(m)}`);
  if (m < 0 || m >= MOVES.length) throw new InvalidArgumentError(`invalid argument: move ${m} is out of range (0..3)`);
  return m;
}

/** A C board made from 9 valid tiles, for the length of fn(handle); freed afterwards. */
export function withHandle(board, fn) {
  if (board === null || board === undefined) return fn(0);
  const h = withScratch((alloc) => {
    const t = alloc(9);
    memory().set(board.tiles, t);
    const out = alloc(4);
    check(C.p8_board_new(t, out));
    return u32At(out);
  });
  try {
    return fn(h);
  } finally {
    C.p8_board_free(h);
  }
}

/** The 9 tiles of the C board at handle h. */
function tilesOf(h) {
  return withScratch((alloc) => {
    const t = alloc(9);
    check(C.p8_board_tiles(h, t));
    return Array.from(memory().subarray(t, t + 9));
  });
}

/** A Board from a C board made by fn(outPtr) (a status); the C board is freed. */
function fromOut(fn, detail = '') {
  const h = withScratch((alloc) => {
    const out = alloc(4);
    check(fn(out), detail);
    return u32At(out);
  });
  try {
    return Board.fromTiles(tilesOf(h));
  } finally {
    C.p8_board_free(h);
  }
}

function parse(text) {
  if (text.includes('\0')) throw new BoardError('unexpected NUL character');
  return withScratch((alloc) => {
    const p = putString(alloc, text);
    const out = alloc(4);
    const why = alloc(200);
    const rc = C.p8_board_parse(p, out, why, 200);
    if (rc === P8_EBADBOARD) throw new BoardError(cString(why));
    check(rc);
    const h = u32At(out);
    try {
      return tilesOf(h);
    } finally {
      C.p8_board_free(h);
    }
  });
}

/**
 * A 3x3 board: 9 tiles row-major, 0 is the blank. Immutable; move() returns a new board.
 * new Board("8 0 6 5 4 7 2 3 1"), new Board("806547231"), new Board([8, 0, 6, 5, 4, 7, 2, 3, 1])
 * and new Board(otherBoard) all make a board; bad input throws BoardError with .reason (the C
 * parser's reason, e.g. "tile 3 appears twice").
 */
export class Board {
  #tiles;

  constructor(value, trusted = undefined) {
    if (trusted === TRUSTED) {
      this.#tiles = Object.freeze(Array.from(value));
    } else if (value instanceof Board) {
      this.#tiles = value.#tiles;
    } else if (typeof value === 'string') {
      this.#tiles = Object.freeze(parse(value));
    } else if (value !== null && typeof value === 'object' && typeof value[Symbol.iterator] === 'function') {
      const tiles = Array.from(value);
      if (tiles.length !== 9) throw new BoardError(`${tiles.length} cells, expected 9`);
      for (const t of tiles) {
        if (!Number.isInteger(t)) throw new TypeError(`a tile is an integer 0..8, not ${t}`);
        if (t < 0 || t > 8) throw new BoardError(`tile ${t} is out of range (0..8)`);
      }
      const rc = withScratch((alloc) => {
        const p = alloc(9);
        memory().set(tiles, p);
        const out = alloc(4);
        const r = C.p8_board_new(p, out);
        if (r === P8_OK) C.p8_board_free(u32At(out));
        return r;
      });
      if (rc === P8_EBADBOARD) parse(tiles.join(''));   // throws BoardError with the parser's reason
      check(rc);
      this.#tiles = Object.freeze(tiles);
    } else {
      throw new TypeError(`Board() takes a string, 9 tiles or a Board, not ${value === null ? 'null' : typeof value}`);
    }
  }

  /** A board from 9 tiles known to be a permutation of 0..8 (no check). */
  static fromTiles(tiles) {
    return new Board(tiles, TRUSTED);
  }

  /** The default goal 1 2 3 4 5 6 7 8 0. */
  static goal() {
    return fromOut((out) => C.p8_board_new_goal(out));
  }

  /** The board of Lehmer rank `rank` (0 .. 362879); rank 0 is 0 1 2 3 4 5 6 7 8. */
  static fromRank(rank) {
    if (!Number.isInteger(rank)) throw new TypeError(`rank must be an integer, not ${rank}`);
    if (rank < 0 || rank > 0xffffffff) throw new InvalidArgumentError(`invalid argument: rank ${rank} is out of range (0..362879)`);
    return fromOut((out) => C.p8_board_from_rank(rank, out), `rank ${rank} is out of range (0..362879)`);
  }

  /** A board drawn uniformly from those that reach `goal` (default goal), from a 64-bit seed
   *  (Number or BigInt); the same seed gives the same board as the C library and Python. */
  static random(seed, goal = null) {
    const s = toU64(seed, 'seed', InvalidArgumentError);
    return withHandle(asBoard(goal), (g) => fromOut((out) => C.p8_board_random(s, g, out)));
  }

  /** The board with tile t on cell positions[t] (0..8, row-major; positions[0] is the
   *  blank's), as aima-java's setBoard takes it; the inverse of positions(). BoardError with
   *  .reason (the library's, e.g. "tile 2 and tile 5 are both on cell 3"). */
  static fromPositions(positions) {
    if (positions === null || typeof positions !== 'object' || typeof positions[Symbol.iterator] !== 'function') {
      throw new TypeError('positions is an array of 9 cells');
    }
    const cells = Array.from(positions);
    if (cells.length !== 9) throw new BoardError(`${cells.length} positions, expected 9 (the cell of tile 0, 1, ..., 8)`);
    cells.forEach((p, t) => {
      if (!Number.isInteger(p)) throw new TypeError(`the position of tile ${t} is an integer 0..8, not ${p}`);
      if (p < 0 || p > 255) throw new BoardError(`cell ${p} of tile ${t} is out of range (0-8)`);   // beyond a byte
    });
    return withScratch((alloc) => {
      const p = alloc(9);
      memory().set(cells, p);
      const out = alloc(4);
      const why = alloc(96);
      const rc = C.p8_board_from_positions(p, out, why, 96);
      if (rc === P8_EBADBOARD) throw new BoardError(cString(why));
      check(rc);
      const h = u32At(out);
      try {
        return Board.fromTiles(tilesOf(h));
      } finally {
        C.p8_board_free(h);
      }
    });
  }

  /** The board written column by column (slidingpuzzle's from_cols): "1 4 7 2 5 8 3 6 0" is
   *  1 2 3 / 4 5 6 / 7 8 0. value: anything new Board() takes, read column-major. */
  static fromColumns(value) {
    return asBoard(value).transpose();
  }

  /** The cell (0..8) of each tile: [0] the blank's, [t] tile t's. */
  positions() {
    return withHandle(this, (h) => withScratch((alloc) => {
      const out = alloc(9);
      check(C.p8_board_positions(h, out));
      return Array.from(memory().subarray(out, out + 9));
    }));
  }

  /** The board mirrored on its main diagonal: row r of the new board is column r of this one.
   *  So new Board(text).transpose() reads text column by column, and
   *  board.transpose().format() writes a board column by column. Its own inverse. */
  transpose() {
    return withHandle(this, (h) => fromOut((out) => C.p8_board_transpose(h, out)));
  }

  /** A new board with tiles a and b (1..8, different) exchanged: the way to make a board that
   *  cannot reach the goals this one reaches (and the other way round). */
  swap(a, b) {
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1 || a > 8 || b < 1 || b > 8 || a === b) {
      throw new InvalidArgumentError(`invalid argument: swap takes two different tiles 1-8, not ${a} and ${b}`);
    }
    return withHandle(this, (h) => fromOut((out) => C.p8_board_swap_tiles(h, a, b, out)));
  }

  /** The board reached by `moves` random legal moves (never undoing the last one). */
  scramble(moves, seed = 0) {
    if (!Number.isInteger(moves) || moves < 0 || moves > 0xffffffff) {
      throw new InvalidArgumentError('invalid argument: moves must be 0 .. 2**32-1');
    }
    const s = toU64(seed, 'seed', InvalidArgumentError);
    return withHandle(this, (h) => fromOut((out) => C.p8_board_scramble(h, moves, s, out)));
  }

  /** The 9 tiles, row-major (a frozen array). */
  get tiles() { return this.#tiles; }

  /** The cell index (0..8) of the blank. */
  get blank() { return this.#tiles.indexOf(0); }

  tileAt(row, col) {
    return withHandle(this, (h) => check(C.p8_board_tile_at(h, row, col), 'row and col must be 0..2'));
  }

  /** The legal moves as letters, in the order U, D, L, R. */
  legalMoves() {
    const mask = withHandle(this, (h) => C.p8_board_legal_moves(h));
    return MOVES.filter((_, i) => mask & (1 << i));
  }

  /** A new board with the blank moved by `m` (a letter, a name or 0..3); IllegalMoveError if
   *  the blank would leave the grid. */
  move(m) {
    const n = moveNumber(m);
    return withHandle(this, (h) => {
      const rc = C.p8_board_apply(h, n);
      if (rc < 0) {
        throw new IllegalMoveError(`invalid argument: move ${MOVES[n]} is illegal from ${this.compact()} ` +
          '(the blank would leave the grid)', rc);
      }
      return Board.fromTiles(tilesOf(h));
    });
  }

  /** The board after a sequence of moves, e.g. "LURD". */
  apply(moves) {
    let b = this;
    for (const m of moves) b = b.move(m);
    return b;
  }

  /** True if `goal` (default goal) can be reached from this board. */
  solvable(goal = null) {
    return withHandle(this, (h) => withHandle(asBoard(goal), (g) => check(C.p8_board_solvable(h, g)) === 1));
  }

  /** The library's sentence about whether `goal` (default goal) can be reached, with the
   *  inversion counts (p8_board_solvable_why): { solvable, why }. */
  solvableWhy(goal = null) {
    return withHandle(this, (h) => withHandle(asBoard(goal), (g) => withScratch((alloc) => {
      const buf = alloc(256);
      const rc = check(C.p8_board_solvable_why(h, g, buf, 256));
      return { solvable: rc === 1, why: cString(buf) };
    })));
  }

  /** The board as an SVG picture (p8_svg_board), tile `moved` (1..8; 0: none) highlighted. */
  svg(moved = 0) {
    if (!Number.isInteger(moved) || moved < 0 || moved > 8) {
      throw new InvalidArgumentError('invalid argument: moved must be a tile 1..8, or 0 for none');
    }
    return withHandle(this, (h) => {
      const n = check(C.p8_svg_board(h, moved, 0, 0));
      return withScratch((alloc) => {
        const buf = alloc(n + 1);
        check(C.p8_svg_board(h, moved, buf, n + 1));
        return cString(buf);
      });
    });
  }

  /** Pairs of non-blank tiles out of order (0..28). */
  inversions() { return withHandle(this, (h) => check(C.p8_board_inversions(h))); }

  /** The Lehmer rank (0 .. 362879), inverse of Board.fromRank. */
  rank() { return withHandle(this, (h) => check(C.p8_board_rank(h))); }

  /** A built-in heuristic's value from this board to `goal`. */
  heuristic(name = 'manhattan', goal = null) {
    const which = HEURISTICS.indexOf(name);
    if (which < 0) {
      throw new InvalidArgumentError(`invalid argument: unknown heuristic ${quote(name)} (one of ${HEURISTICS.join(', ')})`);
    }
    return withHandle(this, (h) => withHandle(asBoard(goal), (g) => check(C.p8_heuristic_value(which, h, g))));
  }

  /** The board as text: style "line", "grid" or "compact". */
  format(style = 'line') {
    const n = FORMATS[style];
    if (n === undefined) throw new InvalidArgumentError(`invalid argument: unknown style ${quote(style)} (line, grid, compact)`);
    return withHandle(this, (h) => withScratch((alloc) => {
      const buf = alloc(64);
      C.p8_board_format(h, n, buf, 64);
      return cString(buf);
    }));
  }

  compact() { return this.format('compact'); }
  toString() { return this.format('grid'); }
  equals(other) { return other instanceof Board && other.#tiles.every((t, i) => t === this.#tiles[i]); }
  [Symbol.iterator]() { return this.#tiles[Symbol.iterator](); }
  get length() { return 9; }
  toJSON() { return this.compact(); }
  [Symbol.for('nodejs.util.inspect.custom')]() { return `Board(${JSON.stringify(this.compact())})`; }
}

/** value if it is a Board (or null), else new Board(value). */
export function asBoard(value) {
  return value === null || value === undefined || value instanceof Board ? (value ?? null) : new Board(value);
}
