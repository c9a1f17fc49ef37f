// SPDX-License-Identifier: MIT
// board-panel.js - the start and goal boards: typed or pasted in any form the C parser accepts
// (its reason shown on bad input), moved by clicking a tile or with the arrow keys, scrambled
// from the goal or drawn at an exact distance from the table; the solvability sentence of
// p8_board_solvable_why shown at once.
import { $, setSvg, setText } from './dom.js';

export function initBoardPanel(lab) {
  const { p8, state } = lab;
  let moved = 0;

  // Parse one input; returns the Board or null, showing the parser's reason.
  function parse(input, error, what) {
    try {
      const b = new p8.Board(input.value);
      input.setAttribute('aria-invalid', 'false');
      setText(error, '');
      return b;
    } catch (e) {
      input.setAttribute('aria-invalid', 'true');
      setText(error, `${what}: ${e instanceof p8.BoardError ? e.reason : e.message}`);
      return null;
    }
  }

  function update() {
    state.start = $('start-text').value;
    state.goal = $('goal-text').value;
    lab.start = parse($('start-text'), $('start-error'), 'start');
    lab.goal = parse($('goal-text'), $('goal-error'), 'goal');
    const view = $('board-view');
    const sol = $('solvable');
    if (lab.start) setSvg(view, lab.start.svg(moved));
    else view.replaceChildren();
    view.setAttribute('aria-label', lab.start ? `start board ${lab.start.format('line')}: click a tile next to the blank, or use the arrow keys` : 'no board');
    if (lab.start && lab.goal) {
      const { solvable, why } = lab.start.solvableWhy(lab.goal);
      lab.solvable = solvable;
      setText(sol, why);
      sol.className = `solvable ${solvable ? 'yes' : 'no'}`;
    } else {
      lab.solvable = false;
      setText(sol, 'Type a start and a goal board.');
      sol.className = 'solvable';
    }
    lab.saveUrl();
    lab.emit('board', 'changed');
  }

  function setStart(board, movedTile = 0) {
    moved = movedTile;
    $('start-text').value = board.format('line');
    update();
  }

  // Move the blank with a letter (arrow keys) or onto a clicked cell.
  function moveBlank(letter) {
    if (!lab.start) return;
    try {
      const b = lab.start.move(letter);
      setStart(b, lab.start.tiles[b.blank]);
    } catch (e) {
      lab.status(e.message, 'bad');
    }
  }

  $('board-view').addEventListener('click', (e) => {
    if (!lab.start) return;
    const r = e.currentTarget.getBoundingClientRect();
    const cell = 3 * Math.min(2, Math.floor((3 * (e.clientY - r.top)) / r.height)) +
      Math.min(2, Math.floor((3 * (e.clientX - r.left)) / r.width));
    // The legal move (the library's list) whose blank lands on the clicked cell.
    const m = lab.start.legalMoves().find((l) => lab.start.move(l).blank === cell);
    if (m) moveBlank(m);
  });
  lab.on('board', (what, letter) => { if (what === 'arrow') moveBlank(letter); });

  for (const id of ['start-text', 'goal-text']) {
    $(id).addEventListener('input', () => { moved = 0; update(); });
  }
  for (const [id, key] of [['scramble-k', 'k'], ['scramble-seed', 'kseed'], ['random-distance', 'dist'], ['random-seed', 'seed']]) {
    $(id).value = state[key];
    $(id).addEventListener('change', () => { state[key] = $(id).value; lab.saveUrl(); });
  }

  $('default-goal').addEventListener('click', () => {
    $('goal-text').value = p8.Board.goal().format('line');     // p8_board_new_goal
    update();
  });

  $('scramble').addEventListener('click', () => {
    if (!lab.goal) return;
    try {
      setStart(lab.goal.scramble(Number(state.k), BigInt(state.kseed || 0)));
      setText($('random-note'), `${state.k} random moves from the goal, seed ${state.kseed}.`);
    } catch (e) {
      lab.status(e.message, 'bad');
    }
  });

  $('random').addEventListener('click', () => {
    if (!lab.goal) return;
    try {
      const d = Number(state.dist);
      setStart(lab.table(lab.goal).randomBoard(d, BigInt(state.seed || 0)));
      setText($('random-note'), `Seed ${state.seed}: a board exactly ${d} moves from the goal (the link holds the seed).`);
    } catch (e) {
      lab.status(e.message, 'bad');
    }
  });

  $('start-text').value = state.start;
  $('goal-text').value = state.goal;
  update();
}
