// SPDX-License-Identifier: MIT
// board-panel.js - the start and goal boards: typed or pasted in any form the library's parser
// takes (text from slides included; its reason shown on bad input), both drawn by the library,
// the start moved by a tap or a click on a tile next to the blank, or by the arrow keys while the
// board has the focus; scrambled from the goal or drawn at an exact distance. The library says
// at once whether the goal can be reached (p8_board_solvable_why).
import { $, debounce, fieldError, setSvg, setText } from './dom.js';
import { parseNumber, state } from './state.js';

const ARROWS = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };

export function initBoardPanel(lab) {
  const engine = lab.search;
  let moved = 0;
  let seq = 0;

  // Ask the library about both boards; show what it says. Only the latest answer counts.
  async function update() {
    state.start = $('start-text').value;
    state.goal = $('goal-text').value;
    lab.saveUrl();
    const mine = ++seq;
    let b;
    try {
      b = await engine.call('boards', { start: state.start, goal: state.goal, moved });
    } catch (e) {
      if (mine === seq) lab.status(e.message, 'bad');
      return;
    }
    if (mine !== seq) return;
    fieldError($('start-text'), $('start-error'), b.start.ok ? '' : `Start: ${b.start.reason}.`);
    fieldError($('goal-text'), $('goal-error'), b.goal.ok ? '' : `Goal: ${b.goal.reason}.`);
    lab.start = b.start.ok ? b.start : null;
    lab.goal = b.goal.ok ? b.goal : null;
    const view = $('board-view');
    if (lab.start) setSvg(view, b.start.svg);
    else view.replaceChildren();
    view.setAttribute('aria-label', lab.start
      ? `start board ${b.start.line.replace(/ 0( |$)/, ' blank$1')}` : 'no start board: see the message under Start');
    if (lab.goal) setSvg($('goal-view'), b.goal.svg);
    else $('goal-view').replaceChildren();
    $('goal-view').setAttribute('aria-label', lab.goal ? `goal board ${b.goal.line}` : 'no goal board');
    const sol = $('solvable');
    if (b.solvable) {
      lab.solvable = b.solvable.solvable;
      setText(sol, b.solvable.why);
      sol.className = `solvable ${lab.solvable ? 'yes' : 'no'}`;
    } else {
      lab.solvable = false;
      setText(sol, 'Type a start and a goal board.');
      sol.className = 'solvable';
    }
    lab.emit('board');
  }
  const updateSoon = debounce(update, 60);

  async function setStart(line, tile = 0) {
    moved = tile;
    $('start-text').value = line;
    await update();
  }

  // Move the blank: a letter (arrow keys) or onto a tapped cell.
  async function move(how) {
    if (!lab.start) return;
    const r = await engine.call('move', { start: lab.start.line, ...how });
    if (r.moved) await setStart(r.line, r.tile);
  }

  const view = $('board-view');
  view.addEventListener('click', (e) => {
    if (!lab.start) return;
    const r = view.getBoundingClientRect();
    const cell = 3 * Math.min(2, Math.floor((3 * (e.clientY - r.top)) / r.height)) +
      Math.min(2, Math.floor((3 * (e.clientX - r.left)) / r.width));
    move({ cell });
  });
  // Arrow keys move the blank only while the board itself has the focus.
  view.addEventListener('keydown', (e) => {
    if (!ARROWS[e.key] || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    e.stopPropagation();
    move({ letter: ARROWS[e.key] });
  });

  for (const id of ['start-text', 'goal-text']) {
    $(id).addEventListener('input', () => {
      moved = 0;
      updateSoon();
    });
  }

  // Scramble and random draw: fields checked, the library does the work.
  const fields = [['scramble-k', 'k', 'scramble-error'], ['scramble-seed', 'kseed', 'scramble-error'],
    ['random-distance', 'dist', 'random-error'], ['random-seed', 'seed', 'random-error']];
  for (const [id, key] of fields) {
    $(id).value = state[key];
    $(id).addEventListener('change', () => {
      state[key] = $(id).value;
      lab.saveUrl();
    });
  }
  function read(pairs, box) {
    const out = [];
    for (const [id, key] of pairs) {
      const r = parseNumber(key, $(id).value);
      fieldError($(id), $(box), r.error);
      if (r.error) return null;
      out.push(r.value);
    }
    return out;
  }

  $('default-goal').addEventListener('click', () => {
    $('goal-text').value = lab.info.defaultGoal;
    update();
  });

  $('scramble').addEventListener('click', async () => {
    const v = read(fields.slice(0, 2), 'scramble-error');
    if (!v) return;
    if (!lab.goal) {
      setText($('scramble-error'), 'The goal does not parse: fix it first (see the message under Goal).');
      return;
    }
    const line = await engine.call('scramble', { goal: lab.goal.line, k: v[0], seed: v[1] });
    await setStart(line);
    setText($('random-note'), `${v[0]} random moves from the goal, seed ${v[1]}.`);
  });

  $('random').addEventListener('click', async () => {
    const v = read(fields.slice(2), 'random-error');
    if (!v) return;
    if (!lab.goal) {
      setText($('random-error'), 'The goal does not parse: fix it first (see the message under Goal).');
      return;
    }
    try {
      const line = await engine.call('random', { goal: lab.goal.line, distance: v[0], seed: v[1] });
      await setStart(line);
      setText($('random-note'), `Seed ${v[1]}: a board exactly ${v[0]} moves from the goal (the link holds the seed).`);
    } catch (e) {
      fieldError($('random-distance'), $('random-error'), `Distance ${v[0]}: ${e.message}.`);
    }
  });

  $('default-goal').title = `the library's default goal, ${lab.info.defaultGoal} (p8_board_new_goal)`;
  $('start-text').value = state.start;
  $('goal-text').value = state.goal;
  return update();
}
