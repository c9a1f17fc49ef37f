// SPDX-License-Identifier: MIT
// check-panel.js - a heuristic written in JavaScript: parsed (never run) as it is typed, to say
// at once whether it is valid JavaScript; run only in the jobs worker when the person asks, and
// for code that came with a link only after the person agreed. The library checks it against
// the exact distance table (p8_heuristic_check_fn): its verdict, in sentences; the board it
// overestimates most and the largest jump, drawn; A* on the board with it and with Manhattan.
import { $, debounce, el, fieldError, num, row, setSvg, setText } from './dom.js';
import { state } from './state.js';

const BOARDS = 181440;

export function initCheckPanel(lab) {
  const box = $('js-heuristic');
  box.value = state.js;
  let running = false;
  let seq = 0;

  function buttons() {
    $('check-run').disabled = running || !lab.goal || !lab.jsTrusted || !!lab.jsError;
    $('check-stop').disabled = !running;
    $('check-run').title = lab.jsTrusted ? '' : 'the code came with the link: agree to run it first (the button at the top)';
  }

  // Parse the code in the worker (nothing runs) and say what is wrong with it, if anything.
  async function parse() {
    const mine = ++seq;
    const why = await lab.search.call('syntax', { code: state.js });
    if (mine !== seq) return;
    lab.jsError = why;
    fieldError(box, $('js-error'), why ?? (lab.jsTrusted ? '' : 'This code came with the link and has not been run.'));
    if (!why && !lab.jsTrusted) box.setAttribute('aria-invalid', 'false');
    buttons();
    lab.emit('js');
  }
  const parseSoon = debounce(parse, 200);

  box.addEventListener('input', () => {
    state.js = box.value;
    lab.saveUrl();
    $('check-result').replaceChildren();      // a result of other code is not this code's
    delete document.body.dataset.checkDone;
    parseSoon();
  });

  function para(text, cls = '') {
    return el('p', cls, text);
  }

  function board(svg, caption) {
    const fig = el('figure', 'worst');
    const pic = el('div', 'board-view tiny-board');
    pic.setAttribute('role', 'img');
    setSvg(pic, svg);
    pic.setAttribute('aria-label', caption);
    fig.append(pic, el('figcaption', '', caption));
    return fig;
  }

  $('check-run').addEventListener('click', async () => {
    if (running || !lab.goal || !lab.jsTrusted || lab.jsError) return;
    const out = $('check-result');
    delete document.body.dataset.checkDone;
    running = true;
    buttons();
    const note = para('checking every board…', 'muted');
    out.replaceChildren(note);
    let c;
    try {
      c = await lab.jobs.call('check', { code: state.js, goal: lab.goal.line, start: lab.solvable ? lab.start.line : null }, (p) => {
        if (p.calls) setText(note, `your heuristic was called ${num(p.calls)} times (there are ${num(BOARDS)} boards)…`);
        else if (p.phase === 'astar') setText(note, `A* with ${p.label} on this board…`);
      }, 'your JavaScript heuristic');
    } catch (e) {
      out.replaceChildren(para(e.kind === 'stopped' ? 'Stopped: the check did not finish.' : e.message, 'error'));
      document.body.dataset.checkDone = 'error';
      return;
    } finally {
      running = false;
      buttons();
    }
    // The library's verdict, one sentence a line.
    const verdict = el('div', `verdict ${c.admissible ? 'yes' : 'no'}`);
    verdict.id = 'verdict';
    verdict.dataset.admissible = String(c.admissible);
    verdict.dataset.consistent = String(c.consistent);
    verdict.dataset.text = c.verdict;
    const lines = c.verdict.split('\n').filter(Boolean);
    verdict.append(el('p', 'headline', lines[0]), ...lines.slice(1).map((l) => el('p', '', l)));
    const grid = el('div', 'check-grid');
    if (c.worst) grid.append(board(c.worst.svg, `It overestimates most on ${c.worst.board}: h ${c.worst.h}, true distance ${c.worst.distance}.`));
    if (c.jump) grid.append(board(c.jump[0].svg, `h ${c.jump[0].h} here…`), board(c.jump[1].svg, `…and h ${c.jump[1].h} one move away.`));
    const side = el('div');
    if (c.runs.length) {
      const runs = el('table', 'compare');
      runs.append(row(['A* on this board', 'length', 'expanded'], 'th'));
      for (const r of c.runs) runs.append(row([r.label, r.solved ? num(r.length) : r.status, num(r.expanded)]));
      side.append(runs);
    }
    side.append(para(`${num(c.states)} boards checked in ${c.ms.toFixed(0)} ms.`, 'muted small'));
    grid.append(side);
    out.replaceChildren(verdict, grid);
    document.body.dataset.checkDone = '1';
  });
  // The check is one call into C: Stop ends the worker at once (a new one starts).
  $('check-stop').addEventListener('click', async () => {
    const t0 = performance.now();
    $('check-stop').disabled = true;
    await lab.jobs.stop(0);
    document.body.dataset.checkStopMs = (performance.now() - t0).toFixed(1);
  });

  lab.on('trust', () => parse());
  lab.on('board', buttons);
  return parse();
}
