// SPDX-License-Identifier: MIT
// frontier-ref.js - the C library's frontier snapshot for the browser tests: compiles
// frontier-ref.c against the tree's static library (lib/libpuzzle8.a, `make` builds it) with
// $CC (default cc) into build/web-test/, runs it, and returns { size, entries }.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

let built = null;

export function frontierReference(ctx, start, goal, steps, n, heuristic = 'manhattan') {
  if (built === null) {
    const dir = join(ctx.ROOT, 'build/web-test');
    mkdirSync(dir, { recursive: true });
    const exe = join(dir, 'frontier-ref');
    execFileSync(process.env.CC || 'cc', ['-std=c99', '-O1', `-I${join(ctx.ROOT, 'include')}`, '-o', exe,
      join(ctx.ROOT, 'web/test/frontier-ref.c'), join(ctx.ROOT, 'lib/libpuzzle8.a')], { stdio: ['ignore', 'inherit', 'inherit'] });
    built = exe;
  }
  return JSON.parse(execFileSync(built, [start, goal, heuristic, String(steps), String(n)]).toString());
}
