# SPDX-License-Identifier: MIT
"""Board: an immutable 3x3 board backed by a libpuzzle8 p8_board handle."""
from __future__ import annotations

import ctypes
import operator
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, List, Optional, Tuple, Union

from . import _lib as _c
from ._lib import lib, text
from .errors import BoardError, IllegalMoveError, InvalidArgumentError, check

if TYPE_CHECKING:
    from .view import SVG

__all__ = ["Board", "BoardLike", "Move", "as_board", "goal_handle", "move_number"]

#: What every function taking a board accepts: a Board, its text ("8 0 6 5 4 7 2 3 1",
#: "806547231", as str or bytes) or its 9 tiles.
BoardLike = Union["Board", str, bytes, Iterable[int]]
#: A move: a letter ("U"), a name ("up") or its number 0..3.
Move = Union[str, int]

_MOVE_NAMES = {"u": 0, "up": 0, "d": 1, "down": 1, "l": 2, "left": 2, "r": 3, "right": 3}


def move_number(m: Move) -> int:
    """A move as P8_MOVE_* from a letter ("U"), a name ("up") or an int 0..3."""
    if isinstance(m, str):
        try:
            return _MOVE_NAMES[m.strip().lower()]
        except KeyError:
            raise InvalidArgumentError("invalid argument: %s is not a move (U, D, L, R)"
                                       % _c.quote(m)) from None
    try:
        n = operator.index(m)
    except TypeError:
        raise TypeError("a move is a letter U/D/L/R, a name or an int 0..3, not %r" % (m,)) from None
    if not 0 <= n <= 3:
        raise InvalidArgumentError("invalid argument: move %d is out of range (0..3)" % n)
    return n


def _tile(t: Any, cell: int) -> int:
    """A cell of Board(tiles) as an int; a bool, str, float... is a BoardError (True is not 1)."""
    if not isinstance(t, bool):
        try:
            return operator.index(t)
        except TypeError:
            pass
    raise BoardError("cell %d is %r, not a tile (a tile is an int 0..8)" % (cell, t))


def _out() -> ctypes.c_void_p:
    return ctypes.c_void_p()


class Board:
    """A 3x3 board: 9 tiles row-major, 0 is the blank. Immutable; move() returns a new board.

    Board("8 0 6 5 4 7 2 3 1"), Board("806547231"), Board([8, 0, 6, 5, 4, 7, 2, 3, 1]),
    Board((...)) and Board(other_board) all make a board; bad input raises BoardError with
    .reason (the C parser's reason, e.g. "tile 3 appears twice").
    """

    __slots__ = ("_h", "_tiles", "__weakref__")
    _h: Optional[int]
    _tiles: Tuple[int, ...]

    def __init__(self, value: BoardLike) -> None:
        out = _out()
        if isinstance(value, Board):
            check(lib.p8_board_copy(value._h, ctypes.byref(out)))
        elif isinstance(value, (str, bytes)):
            data = value.encode("utf-8") if isinstance(value, str) else value
            if b"\0" in data:
                raise BoardError("unexpected NUL character")
            why = ctypes.create_string_buffer(128)
            rc = lib.p8_board_parse(data, ctypes.byref(out), why, len(why))
            if rc == _c.P8_EBADBOARD:
                raise BoardError(text(why.value))
            check(rc)
        else:
            try:
                items = list(value)
            except TypeError:
                raise TypeError("Board() takes a string, 9 tiles or a Board, not %s"
                                % type(value).__name__) from None
            tiles = [_tile(t, i) for i, t in enumerate(items, 1)]
            if len(tiles) != 9:
                raise BoardError("%d cells, expected 9" % len(tiles))
            for t in tiles:
                if not 0 <= t <= 8:
                    raise BoardError("tile %d is out of range (0..8)" % t)
            rc = lib.p8_board_new(_c.Tiles(*tiles), ctypes.byref(out))
            if rc == _c.P8_EBADBOARD:
                Board("".join(map(str, tiles)))     # raises BoardError with the parser's reason
            check(rc)
        self._adopt(out)

    def _adopt(self, out: ctypes.c_void_p) -> None:
        self._h = out.value
        buf = _c.Tiles()
        check(lib.p8_board_tiles(self._h, buf))
        self._tiles = tuple(buf)

    @classmethod
    def _from_valid_tiles(cls, tiles: Any) -> Board:
        """A board from 9 tiles known to be a permutation (e.g. read from a result)."""
        b = cls.__new__(cls)
        out = _out()
        arr = tiles if isinstance(tiles, _c.Tiles) else _c.Tiles(*tiles)
        check(lib.p8_board_new(arr, ctypes.byref(out)))
        b._h, b._tiles = out.value, tuple(arr)
        return b

    @classmethod
    def _from_out(cls, out: ctypes.c_void_p) -> Board:
        b = cls.__new__(cls)
        b._adopt(out)
        return b

    def __del__(self, _free: Callable[[int], None] = lib.p8_board_free) -> None:
        h = getattr(self, "_h", None)
        if h:
            self._h = None
            _free(h)

    def __reduce__(self) -> Tuple[Any, Tuple[str]]:
        return (Board, (self.compact(),))

    # --- constructors -------------------------------------------------------------------------
    @classmethod
    def goal(cls) -> Board:
        """The default goal 1 2 3 4 5 6 7 8 0."""
        out = _out()
        check(lib.p8_board_new_goal(ctypes.byref(out)))
        return cls._from_out(out)

    @classmethod
    def from_rank(cls, rank: int) -> Board:
        """The board of Lehmer rank `rank` (0 .. 362879); rank 0 is 0 1 2 3 4 5 6 7 8."""
        rank = operator.index(rank)
        if not 0 <= rank < 2 ** 32:
            raise InvalidArgumentError("invalid argument: rank %d is out of range (0..362879)" % rank)
        out = _out()
        check(lib.p8_board_from_rank(rank, ctypes.byref(out)),
              "rank %d is out of range (0..362879)" % rank)
        return cls._from_out(out)

    @classmethod
    def random(cls, seed: int, goal: Optional[BoardLike] = None) -> Board:
        """A board drawn uniformly from those that reach `goal`, from a seed 0 .. 2**64-1
        (InvalidArgumentError otherwise)."""
        g = as_board(goal) if goal is not None else None
        out = _out()
        check(lib.p8_board_random(seed, g._h if g else None, ctypes.byref(out)))
        return cls._from_out(out)

    @classmethod
    def from_positions(cls, positions: Iterable[int]) -> Board:
        """The board with tile t on cell positions[t] (0..8, row-major; positions[0] is the
        blank's), as aima-java's setBoard takes it; the inverse of positions(). BoardError with
        .reason (the library's, e.g. "tile 2 and tile 5 are both on cell 3")."""
        cells: List[Any] = list(positions)
        if len(cells) != 9:
            raise BoardError("%d positions, expected 9 (the cell of tile 0, 1, ..., 8)" % len(cells))
        for t, p in enumerate(cells):
            try:
                cells[t] = operator.index(p) if not isinstance(p, bool) else None
            except TypeError:
                cells[t] = None
            if cells[t] is None:
                raise BoardError("the position of tile %d is %r, not a cell (an int 0..8)" % (t, p))
            if not 0 <= cells[t] <= 255:       # beyond a byte: the library's words, here
                raise BoardError("cell %d of tile %d is out of range (0-8)" % (cells[t], t))
        out, why = _out(), ctypes.create_string_buffer(96)
        check(lib.p8_board_from_positions(_c.Tiles(*cells), ctypes.byref(out), why, len(why)),
              text(why.value))
        return cls._from_out(out)

    @classmethod
    def from_columns(cls, value: BoardLike) -> Board:
        """The board written column by column (slidingpuzzle's from_cols): "1 4 7 2 5 8 3 6 0"
        is 1 2 3 / 4 5 6 / 7 8 0. value: anything Board() accepts, read column-major."""
        return as_board(value).transpose()

    def positions(self) -> Tuple[int, ...]:
        """The cell (0..8) of each tile as a tuple: [0] the blank's, [t] tile t's."""
        out = _c.Tiles()
        check(lib.p8_board_positions(self._h, out))
        return tuple(out)

    def transpose(self) -> Board:
        """The board mirrored on its main diagonal: row r of the new board is column r of this
        one. So Board(text).transpose() reads text column by column, and
        board.transpose().format() writes a board column by column. Its own inverse."""
        out = _out()
        check(lib.p8_board_transpose(self._h, ctypes.byref(out)))
        return Board._from_out(out)

    def swap(self, a: int, b: int) -> Board:
        """A new board with tiles a and b (1..8, different) exchanged: the way to make a board
        that cannot reach the goals this one reaches (and the other way round)."""
        ta, tb = operator.index(a), operator.index(b)
        if not (1 <= ta <= 8 and 1 <= tb <= 8) or ta == tb:
            raise InvalidArgumentError("invalid argument: swap takes two different tiles 1-8, "
                                       "not %r and %r" % (a, b))
        out = _out()
        check(lib.p8_board_swap_tiles(self._h, ta, tb, ctypes.byref(out)))
        return Board._from_out(out)

    def scramble(self, moves: int, seed: int = 0) -> Board:
        """The board reached by `moves` random legal moves (never undoing the last one)."""
        moves = operator.index(moves)
        if not 0 <= moves < 2 ** 32:
            raise InvalidArgumentError("invalid argument: moves must be 0 .. 2**32-1")
        out = _out()
        check(lib.p8_board_scramble(self._h, moves, seed, ctypes.byref(out)))
        return Board._from_out(out)

    # --- queries ------------------------------------------------------------------------------
    @property
    def tiles(self) -> Tuple[int, ...]:
        """The 9 tiles as a tuple, row-major."""
        return self._tiles

    @property
    def blank(self) -> int:
        """The cell index (0..8) of the blank."""
        return check(lib.p8_board_blank(self._h))

    def tile_at(self, row: int, col: int) -> int:
        return check(lib.p8_board_tile_at(self._h, row, col), "row and col must be 0..2")

    def legal_moves(self) -> List[str]:
        """The legal moves as letters, in the order U, D, L, R."""
        mask = lib.p8_board_legal_moves(self._h)
        return [letter for i, letter in enumerate(_c.MOVE_LETTERS) if mask & (1 << i)]

    def move(self, m: Move) -> Board:
        """A new board with the blank moved by `m` (a letter, a name or 0..3).
        IllegalMoveError if the blank would leave the grid."""
        n = move_number(m)
        out = _out()
        check(lib.p8_board_copy(self._h, ctypes.byref(out)))
        rc = lib.p8_board_apply(out.value, n)
        if rc < 0:
            lib.p8_board_free(out.value)
            raise IllegalMoveError("invalid argument: move %s is illegal from %r (the blank "
                                   "would leave the grid)" % (_c.MOVE_LETTERS[n], self), rc)
        return Board._from_out(out)

    def apply(self, moves: Iterable[Move]) -> Board:
        """The board after a sequence of moves, e.g. "LURD"."""
        b = self
        for m in moves:
            b = b.move(m)
        return b

    def solvable(self, goal: Optional[BoardLike] = None) -> bool:
        """True if `goal` (default goal if None) can be reached from this board."""
        g = as_board(goal) if goal is not None else None
        return bool(check(lib.p8_board_solvable(self._h, g._h if g else None)))

    def inversions(self) -> int:
        """Pairs of non-blank tiles out of order (0..28)."""
        return check(lib.p8_board_inversions(self._h))

    def rank(self) -> int:
        """The Lehmer rank (0 .. 362879), inverse of Board.from_rank."""
        return check(lib.p8_board_rank(self._h))

    def heuristic(self, name: str = "manhattan", goal: Optional[BoardLike] = None) -> int:
        """A built-in heuristic's value from this board to `goal` (a PatternDatabase gives its
        own: pdb.value(board))."""
        g = as_board(goal) if goal is not None else None
        which = _c.HEURISTICS.get(name)
        if which is None:
            raise InvalidArgumentError("invalid argument: unknown heuristic %s (one of %s)"
                                       % (_c.quote(name), ", ".join(_c.HEURISTICS)))
        return check(lib.p8_heuristic_value(which, self._h, g._h if g else None))

    # --- text and comparison ------------------------------------------------------------------
    def format(self, style: str = "line") -> str:
        """The board as text: style "line", "grid" or "compact"."""
        n = {"line": _c.FORMAT_LINE, "grid": _c.FORMAT_GRID, "compact": _c.FORMAT_COMPACT}[style]
        buf = ctypes.create_string_buffer(32)
        need = lib.p8_board_format(self._h, n, buf, len(buf))
        if need >= len(buf):
            buf = ctypes.create_string_buffer(need + 1)
            lib.p8_board_format(self._h, n, buf, len(buf))
        return text(buf.value)

    def compact(self) -> str:
        return self.format("compact")

    def svg(self, moved: int = 0) -> SVG:
        """The board as SVG (puzzle8.view.SVG, a str); moved: a tile 1..8 to highlight."""
        from .view import board_svg
        return board_svg(self, moved)

    def _repr_svg_(self) -> str:
        return self.svg()._repr_svg_()

    def __str__(self) -> str:
        return self.format("grid")

    def __repr__(self) -> str:
        return "Board(%r)" % self.compact()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Board):
            return self._tiles == other._tiles
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._tiles)

    def __iter__(self) -> Iterator[int]:
        return iter(self._tiles)

    def __len__(self) -> int:
        return 9


def as_board(value: BoardLike) -> Board:
    """value if it is a Board, else Board(value)."""
    return value if isinstance(value, Board) else Board(value)


def goal_handle(goal: Optional[BoardLike]) -> Tuple[Optional[Board], Optional[int]]:
    """(Board or None, handle or None) for a goal argument; None means the default goal."""
    if goal is None:
        return None, None
    g = as_board(goal)
    return g, g._h
