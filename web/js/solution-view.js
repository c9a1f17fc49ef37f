// SPDX-License-Identifier: MIT
// solution-view.js - the solution of a solved run: the library's filmstrip (p8_svg_solution)
// and an animation of the moves (each board drawn by p8_svg_board, the moved tile highlighted).
import { $, keyLabel, num, setSvg, setText } from './dom.js';
import { ALGORITHM_SHORT, word } from './words.js';

const FILM_MAX = 60;      // longer solutions (DFS, the random walk) are animated, not filmed
const PER_ROW = 4;        // boards a row: at the panel's width each is drawn at ~60% of its size

export function initSolutionView(lab) {
  let end = null;
  let at = 0;
  let timer = null;
  let shownFor = null;

  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    keyLabel($('play'), 'Play', 0);
  }

  async function show(i) {
    if (!end?.path) return;
    at = Math.max(0, Math.min(end.path.length - 1, i));
    const board = end.path[at];
    const moved = at > 0 ? Number(board[end.path[at - 1].indexOf('0')]) : 0;
    setText($('anim-step'), at === 0 ? `start (0 of ${num(end.length)})` : `move ${num(at)} of ${num(end.length)}: ${end.moves[at - 1]}`);
    const mine = at;
    const svg = await lab.search.call('draw', { board, moved });
    if (mine === at) setSvg($('anim-board'), svg);
  }

  function clear(text) {
    stop();
    end = null;
    for (const id of ['play', 'prev', 'next']) $(id).disabled = true;
    setText($('solution-note'), text);
    $('anim-board').replaceChildren();
    $('filmstrip').replaceChildren();
    setText($('anim-step'), '');
  }

  lab.on('view', async (v) => {
    if (!(v?.done && v.end?.solved)) {
      if (end) clear('No solution yet: run a search to the goal.');
      shownFor = null;
      return;
    }
    const key = `${v.end.at}/${v.end.moves}`;
    if (shownFor === key) return;
    shownFor = key;
    stop();
    end = v.end;
    at = 0;
    for (const id of ['play', 'prev', 'next']) $(id).disabled = !end.path;
    setText($('solution-note'), `${word(ALGORITHM_SHORT, lab.state.alg)}: ${num(end.length)} moves ${end.moves.length <= 40 ? end.moves : `${end.moves.slice(0, 40)}…`}`);
    if (end.length <= FILM_MAX) {
      const film = await lab.search.call('film', { perRow: PER_ROW });
      if (film) setSvg($('filmstrip'), film);
    } else {
      setText($('filmstrip'), `The filmstrip is drawn for solutions of up to ${FILM_MAX} moves; this one has ${num(end.length)}.`);
    }
    if (end.path) show(0);
    else setText($('anim-step'), `too long to animate (${num(end.length)} moves)`);
  });

  $('play').addEventListener('click', () => {
    if (timer !== null) {
      stop();
      return;
    }
    if (at >= end.path.length - 1) show(0);
    $('play').textContent = 'Pause';
    timer = setInterval(() => {
      if (at >= end.path.length - 1) stop();
      else show(at + 1);
    }, 450);
  });
  $('prev').addEventListener('click', () => { stop(); show(at - 1); });
  $('next').addEventListener('click', () => { stop(); show(at + 1); });
  clear('No solution yet: run a search to the goal.');
}
