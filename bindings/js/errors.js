// SPDX-License-Identifier: MIT
// errors.js - one exception class per libpuzzle8 status code, all derived from Puzzle8Error
// (exported as `Error` too, the name the Python binding uses). The messages are the C
// library's: p8_strerror, then the search's own sentence (p8_search_errmsg) where there is one.
import { C, cString, setInvalidArgumentError, setOutOfMemoryError } from './lib.js';

const P8_EINVAL = -1, P8_ENOMEM = -2, P8_EBADBOARD = -3, P8_EUNSOLVABLE = -4;
const P8_ELIMIT = -5, P8_ECANCELED = -6, P8_ENOTFOUND = -7, P8_EBUSY = -8;

/** Base of every error libpuzzle8 reports: .code is the C status, .status its name. */
export class Puzzle8Error extends Error {
  constructor(message, code) {
    const c = code ?? new.target.code ?? null;
    super(message ?? (c !== null ? cString(C.p8_strerror(c)) : 'puzzle8 error'));
    this.name = new.target.name;
    this.code = c;
    this.detail = '';
  }

  /** The status code's name, e.g. "P8_EINVAL". */
  get status() {
    return this.code === null ? null : cString(C.p8_status_name(this.code));
  }
}

/** P8_EINVAL: an argument is invalid (out of range, wrong state, ...). */
export class InvalidArgumentError extends Puzzle8Error { static code = P8_EINVAL; }
/** The move would take the blank off the grid (P8_EINVAL from p8_board_apply). */
export class IllegalMoveError extends InvalidArgumentError {}
/** P8_ENOMEM: an allocation failed. */
export class OutOfMemoryError extends Puzzle8Error { static code = P8_ENOMEM; }
/** P8_EUNSOLVABLE: the goal cannot be reached from the start (other parity class). */
export class UnsolvableError extends Puzzle8Error { static code = P8_EUNSOLVABLE; }
/** P8_EBUSY: the search is in use (e.g. run again from its own callback). */
export class BusyError extends Puzzle8Error { static code = P8_EBUSY; }

/** P8_EBADBOARD: tiles or text do not describe a board; .reason is the parser's reason. */
export class BoardError extends Puzzle8Error {
  static code = P8_EBADBOARD;
  constructor(reason, code) {
    super(reason ? `${cString(C.p8_strerror(P8_EBADBOARD))}: ${reason}` : undefined, code);
    this.reason = reason;
  }
}

/** A run ended without reaching the goal; .result holds the Result with its statistics. */
export class SearchStopped extends Puzzle8Error {
  constructor(message, code, result = null) {
    super(message, code);
    this.result = result;
  }
}
/** P8_ELIMIT: a limit (expansions, depth, memory, time) stopped the run. */
export class LimitReached extends SearchStopped { static code = P8_ELIMIT; }
/** P8_ECANCELED: the event callback or cancel() stopped the run. */
export class Canceled extends SearchStopped { static code = P8_ECANCELED; }
/** P8_ENOTFOUND: the frontier ran empty without reaching the goal. */
export class NotFound extends SearchStopped { static code = P8_ENOTFOUND; }

setOutOfMemoryError(OutOfMemoryError);
setInvalidArgumentError(InvalidArgumentError);

const BY_CODE = new Map([InvalidArgumentError, OutOfMemoryError, BoardError, UnsolvableError,
  LimitReached, Canceled, NotFound, BusyError].map((cls) => [cls.code, cls]));

/** The exception for status `code`, with the C message and an optional detail sentence. */
export function errorFor(code, detail = '', result = null) {
  const Cls = BY_CODE.get(code) || Puzzle8Error;
  let message = cString(C.p8_strerror(code));
  if (detail) message = `${message}: ${detail}`;
  let e;
  if (Cls === BoardError) e = new BoardError(detail);
  else if (Cls.prototype instanceof SearchStopped) e = new Cls(message, code, result);
  else e = new Cls(message, code);
  e.detail = detail;
  return e;
}

/** Throw the exception for a negative status; return code otherwise. */
export function check(code, detail = '') {
  if (code < 0) throw errorFor(code, detail);
  return code;
}
