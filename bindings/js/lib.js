// SPDX-License-Identifier: MIT
// lib.js - loads puzzle8.wasm (libpuzzle8 built for wasm32-wasi by `make wasm`) and gives the
// rest of the package its exports, its linear memory and a few helpers. No dependencies: the
// few WASI functions the C library imports (the clock, and stdio that is never used for output)
// are provided here, so the same file runs in Node 20 and in browsers.
//
// Where the module comes from: the PUZZLE8_WASM environment variable (Node), else puzzle8.wasm
// beside this file (read from disk in Node, fetched in a browser).

import { SIGNATURES } from './signatures.js';

/** The C library's major version this binding was written for (the 0.x series). */
export const ABI_MAJOR = 1;

const WASM_URL = new URL('./puzzle8.wasm', import.meta.url);
const isNode = typeof globalThis.process === 'object' && !!globalThis.process.versions?.node;

async function loadBytes() {
  if (isNode) {
    const { readFile } = await import('node:fs/promises');
    const where = globalThis.process.env.PUZZLE8_WASM || WASM_URL;
    try {
      return await readFile(where);
    } catch (e) {
      throw new Error(`puzzle8: cannot read the WebAssembly module ${where} (${e.code || e.message}): ` +
        'build it with `make wasm` in the libpuzzle8 source tree, or set PUZZLE8_WASM to its path');
    }
  }
  const response = await fetch(WASM_URL);
  if (!response.ok) {
    throw new Error(`puzzle8: cannot fetch ${WASM_URL} (HTTP ${response.status}): serve puzzle8.wasm ` +
      'beside puzzle8.js (`make wasm` builds it)');
  }
  return response.arrayBuffer();
}

// The callbacks the C trampolines (p8js.c) call, by the id passed as user_data; search.js
// registers them. Each returns what the C callback returns and never throws.
export const trampolines = { heuristic: () => 0, event: () => 0 };

let exports_ = null;
let u8 = null;

function memory() {
  if (u8 === null || u8.buffer !== exports_.memory.buffer) u8 = new Uint8Array(exports_.memory.buffer);
  return u8;
}

// WASI: only what the library's objects import. CLOCK_REALTIME is 0, CLOCK_MONOTONIC 1.
const ERRNO_BADF = 8;
const ERRNO_NOSYS = 52;
function wasiImports(module) {
  const dv = () => new DataView(exports_.memory.buffer);
  const t0 = typeof performance === 'object' ? performance.now() : Date.now();
  const own = {
    clock_time_get(id, _precision, out) {
      const ns = id === 0 ? BigInt(Date.now()) * 1000000n
        : BigInt(Math.round(((typeof performance === 'object' ? performance.now() : Date.now()) - t0) * 1e6));
      dv().setBigUint64(out, ns, true);
      return 0;
    },
    fd_write(fd, iovs, iovsLen, nwritten) {
      const view = dv();
      let text = '';
      let total = 0;
      for (let i = 0; i < iovsLen; i++) {
        const ptr = view.getUint32(iovs + 8 * i, true);
        const len = view.getUint32(iovs + 8 * i + 4, true);
        text += new TextDecoder().decode(memory().subarray(ptr, ptr + len));
        total += len;
      }
      if (fd === 1 || fd === 2) (fd === 1 ? console.log : console.error)(text.replace(/\n$/, ''));
      view.setUint32(nwritten, total, true);
      return fd === 1 || fd === 2 ? 0 : ERRNO_BADF;
    },
    fd_close: () => ERRNO_BADF,
    fd_seek: () => ERRNO_BADF,
    proc_exit(code) { throw new Error(`puzzle8: the WebAssembly module exited with status ${code}`); },
  };
  const wasi = {};
  for (const imp of WebAssembly.Module.imports(module)) {
    if (imp.module === 'wasi_snapshot_preview1') wasi[imp.name] = own[imp.name] || (() => ERRNO_NOSYS);
  }
  return wasi;
}

const bytes = await loadBytes();
const module = await WebAssembly.compile(bytes);
const instance = await WebAssembly.instantiate(module, {
  wasi_snapshot_preview1: wasiImports(module),
  puzzle8: {
    heuristic: (id, state, goal) => trampolines.heuristic(id, state, goal),
    event: (id, event, state, g, h) => trampolines.event(id, event, state, g, h),
  },
});
exports_ = instance.exports;
if (typeof exports_._initialize === 'function') exports_._initialize();

// errors.js sets this, so a range check can throw InvalidArgumentError without an import cycle.
let InvalidArgumentCls = RangeError;
export function setInvalidArgumentError(cls) { InvalidArgumentCls = cls; }

const RANGES = {
  i: [-0x80000000, 0x7fffffff, 'an int'],
  u: [0, 0xffffffff, 'an unsigned 32-bit integer'],
  p: [0, 0xffffffff, 'an address'],
};
const U64_MAX = 0xffffffffffffffffn;

function outOfRange(name, i, value, kind) {
  const what = kind === 'U' ? 'a uint64 (a BigInt 0 .. 2**64-1)'
    : `${RANGES[kind][2]}: ${RANGES[kind][0]} .. ${RANGES[kind][1]}`;
  return new InvalidArgumentCls(`invalid argument: ${typeof value === 'bigint' ? `${value}n` : String(value)} ` +
    `is out of range for argument ${i + 1} of ${name} (${what})`);
}

// A public function with its integer arguments checked against its signature (signatures.js):
// the one place of the check. An argument out of range is InvalidArgumentError and no call.
function checked(name, fn, sig) {
  return (...args) => {
    for (let i = 0; i < sig.length; i++) {
      const kind = sig[i];
      const v = args[i];
      if (kind === 'd') {
        if (typeof v !== 'number') throw new InvalidArgumentCls(`invalid argument: ${String(v)} is not a number (argument ${i + 1} of ${name})`);
      } else if (kind === 'U') {
        if (typeof v !== 'bigint' || v < 0n || v > U64_MAX) throw outOfRange(name, i, v, kind);
      } else if (!Number.isInteger(v) || v < RANGES[kind][0] || v > RANGES[kind][1]) {
        throw outOfRange(name, i, v, kind);
      }
    }
    return fn(...args);
  };
}

const wrapped = { ...exports_ };
for (const [name, sig] of Object.entries(SIGNATURES)) {
  if (typeof exports_[name] === 'function') wrapped[name] = checked(name, exports_[name], sig);
}

/** The library's exported functions (p8_*: each with its integer arguments checked), its
 *  memory, malloc and free. */
export const C = Object.freeze(wrapped);

const version = C.p8_version();
if (version >>> 16 !== ABI_MAJOR) {
  throw new Error(`puzzle8: the WebAssembly module is libpuzzle8 ${version >>> 16}.${(version >>> 8) & 255}.` +
    `${version & 255}; this binding needs ${ABI_MAJOR}.x (rebuild it with \`make wasm\`)`);
}

/** The bytes of linear memory (a fresh view if the memory grew). */
export { memory };

/** A NUL-terminated string at ptr (null for a NULL pointer). */
export function cString(ptr) {
  if (!ptr) return null;
  const m = memory();
  let end = ptr;
  while (m[end] !== 0) end++;
  return new TextDecoder().decode(m.subarray(ptr, end));
}

/** The most characters of a caller's text a message quotes (the command keeps 88 bytes). */
export const QUOTE_MAX = 80;

/** A caller's value for a message, as JSON writes it (String() where JSON cannot), whole up to
 *  QUOTE_MAX characters, else its first QUOTE_MAX and "..." (inside a string's quotes, never
 *  inside a surrogate pair), as the command quotes what was typed: a 10 MB text makes a short
 *  message. */
export function quote(value) {
  if (typeof value === 'string') {
    if (value.length <= QUOTE_MAX) return JSON.stringify(value);
    const c = value.charCodeAt(QUOTE_MAX - 1);
    const n = c >= 0xd800 && c <= 0xdbff ? QUOTE_MAX - 1 : QUOTE_MAX;
    return `${JSON.stringify(value.slice(0, n)).slice(0, -1)}..."`;
  }
  let s;
  try {
    s = JSON.stringify(value);
  } catch {
    s = undefined;                           // a BigInt, a cycle
  }
  if (s === undefined) {
    try {
      s = typeof value === 'bigint' ? `${value}n` : String(value);
    } catch {
      s = Object.prototype.toString.call(value);
    }
  }
  return s.length <= QUOTE_MAX ? s : `${s.slice(0, QUOTE_MAX)}...`;
}

/** A copy of the 9 tiles at ptr. */
export function tilesAt(ptr) {
  return Array.from(memory().subarray(ptr, ptr + 9));
}

/** The names a C name function gives for 0, 1, 2, ... until it returns NULL. */
export function names(fn) {
  const out = [];
  for (let i = 0; ; i++) {
    const s = cString(fn(i));
    if (s === null) return out;
    out.push(s);
  }
}

// Scratch memory for out-parameters and small buffers, used as a stack: withScratch gives a
// function that allocates from it and releases everything when its callback returns, so nested
// calls (a callback calling into C during a run) never overwrite the caller's slots. Requests
// that do not fit come from malloc and are freed at the same moment.
const SCRATCH_SIZE = 16384;
const scratchBase = C.malloc(SCRATCH_SIZE);
if (!scratchBase) throw new Error('puzzle8: out of memory');
let scratchTop = 0;

export function withScratch(fn) {
  const mark = scratchTop;
  const heap = [];
  const alloc = (n) => {
    const top = (scratchTop + 7) & ~7;
    if (top + n <= SCRATCH_SIZE) {
      scratchTop = top + n;
      return scratchBase + top;
    }
    const p = C.malloc(n);
    if (!p) throw new OutOfMemoryCls('out of memory');
    heap.push(p);
    return p;
  };
  try {
    return fn(alloc);
  } finally {
    scratchTop = mark;
    for (const p of heap) C.free(p);
  }
}

// errors.js sets this, so withScratch can throw OutOfMemoryError without an import cycle.
let OutOfMemoryCls = Error;
export function setOutOfMemoryError(cls) { OutOfMemoryCls = cls; }

/** Write a JavaScript string as UTF-8 + NUL into scratch memory; returns its address. */
export function putString(alloc, text) {
  const bytes = new TextEncoder().encode(text);
  const p = alloc(bytes.length + 1);
  const m = memory();
  m.set(bytes, p);
  m[p + bytes.length] = 0;
  return p;
}

/** The uint32 (a pointer) at ptr. */
export function u32At(ptr) {
  return new DataView(C.memory.buffer).getUint32(ptr, true);
}

/** A uint64 argument from a Number or a BigInt (range-checked). */
export function toU64(value, what, InvalidArgumentError) {
  let v;
  if (typeof value === 'bigint') v = value;
  else if (Number.isInteger(value)) v = BigInt(value);
  else throw new TypeError(`${what} must be an integer (Number or BigInt), not ${value}`);
  if (v < 0n || v > 0xffffffffffffffffn) {
    throw new InvalidArgumentError(`invalid argument: ${what} must be 0 .. 2**64-1`);
  }
  return v;
}

/** The version string of the C library in the module, e.g. "0.2.0". */
export const libraryVersion = cString(C.p8_version_string());

/** Call fn(write, userData) with the collecting p8_write_fn of p8js.c; returns [status, text]
 *  (the text written before fn returned, "" if none). */
export function collectText(fn) {
  const b = C.malloc(12);
  if (!b) throw new OutOfMemoryCls('out of memory');
  new Uint32Array(C.memory.buffer, b, 3).fill(0);
  try {
    const rc = fn(C.p8js_writer(), b);
    const data = u32At(b);
    const len = u32At(b + 4);
    return [rc, data ? new TextDecoder().decode(memory().subarray(data, data + len)) : ''];
  } finally {
    C.free(u32At(b));
    C.free(b);
  }
}
