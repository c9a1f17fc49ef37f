// SPDX-License-Identifier: MIT
// worker-jobs.js - the lab's long jobs, in the worker: every configuration of `puzzle8 compare`
// on a board (p8_compare_row through compareRows(), each run stepped in chunks, so Stop is seen
// between chunks and the page gets a row as soon as it is done), and the check of a heuristic
// against the exact table (p8_heuristic_check_fn: one call into C, which the page stops by
// ending the worker), with A* on the board with it and with Manhattan.
import * as p8 from '../../bindings/js/puzzle8.js';
import { heuristicFrom, track } from './heuristic.js';
import { inChunks } from './worker-session.js';

const tables = new Map();

/** The exact distance table of a goal, built once per goal (a few milliseconds). */
function table(goal) {
  const key = goal.compact();
  if (!tables.has(key)) {
    if (tables.size >= 4) {
      for (const t of tables.values()) t.free();
      tables.clear();
    }
    tables.set(key, new p8.Table(goal));
  }
  return tables.get(key);
}

// Run a configured search to its end in chunks: its Result (also a stopped run's), or null when
// the page stopped it. Rethrows what is not the end of a run (a heuristic's error).
async function runInChunks(s, start, goal, ctl, onChunk) {
  let result = null;
  s.start(start, goal);
  await inChunks(Infinity, (k) => {
    try {
      result = s.step(k);
    } catch (e) {
      if (!(e instanceof p8.SearchStopped) || !e.result) throw e;
      result = e.result;
    }
    onChunk?.(s);
    return result === null;
  }, ctl);
  return result;
}

function summary(r) {
  return { solved: r.solved, status: r.status, length: r.length, expanded: r.stats.expanded, generated: r.stats.generated,
    maxFrontier: r.stats.maxFrontier, peakBytes: r.stats.peakBytes, elapsedMs: r.stats.elapsedMs };
}

/** Every row of the comparison table on start -> goal; each finished row goes to the page as
 *  progress { row }. Returns { rows, stopped }. */
export async function compareJob({ start, goal }, ctl) {
  const b = new p8.Board(start);
  const g = new p8.Board(goal);
  const rows = [];
  const labels = p8.compareRows();
  for (const [i, cfg] of labels.entries()) {
    if (ctl.stopped) break;
    const s = new p8.Search();
    try {
      cfg.configure(s);
      const frontier = s.frontierUsed;
      ctl.progress({ running: i, label: cfg.label, expanded: 0 });
      const r = await runInChunks(s, b, g, ctl, (search) => ctl.progress({ running: i, label: cfg.label, expanded: search.stat('expanded') }, true));
      if (r === null) break;
      const row = { index: i, label: cfg.label, optimal: cfg.optimal, frontier, ...summary(r) };
      r.free();
      rows.push(row);
      ctl.progress({ row });
    } finally {
      s.free();
    }
  }
  return { rows, stopped: rows.length < labels.length, count: labels.length };
}

/** The person's heuristic against the exact table of the goal (the library's verdict, the worst
 *  board, the largest jump), then A* on start with it and with Manhattan. */
export async function checkJob({ code, start, goal }, ctl) {
  track.reset();
  const fn = heuristicFrom(code);
  const g = new p8.Board(goal);
  const t = table(g);
  ctl.progress({ phase: 'check' });
  const t0 = performance.now();
  const c = p8.checkHeuristic(fn, { table: t });
  const ms = performance.now() - t0;
  const out = {
    verdict: c.verdict, admissible: c.admissible, consistent: c.consistent, states: c.findings.states, ms,
    worst: c.worst ? { board: c.worst.format('line'), svg: c.worst.svg(0), h: c.findings.worst_h, distance: c.findings.worst_distance } : null,
    jump: c.jump ? c.jump.map((b, i) => ({ board: b.format('line'), svg: b.svg(0), h: i ? c.findings.jump_to_h : c.findings.jump_from_h })) : null,
    runs: [],
  };
  if (start !== null) {
    const b = new p8.Board(start);
    for (const [label, h] of [['your heuristic', fn], ['manhattan', 'manhattan']]) {
      ctl.progress({ phase: 'astar', label });
      const s = new p8.Search({ algorithm: 'astar', heuristic: h });
      try {
        const r = await runInChunks(s, b, g, ctl);
        if (r === null) return { ...out, stopped: true };
        out.runs.push({ label, ...summary(r) });
        r.free();
      } finally {
        s.free();
      }
    }
  }
  return out;
}
