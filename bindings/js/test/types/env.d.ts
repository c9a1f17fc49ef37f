// SPDX-License-Identifier: MIT
// env.d.ts - the two Node globals the type tests print with (no @types/node, no DOM lib: the
// package's types must stand on their own).
declare const console: { log(...args: unknown[]): void; error(...args: unknown[]): void };
declare const process: { exitCode: number | undefined };
