// SPDX-License-Identifier: MIT
// solution-view.js - the solution of a solved run: the library's filmstrip (p8_svg_solution)
// and an animation of the moves (each board drawn by p8_svg_board, the moved tile highlighted).
import { $, setSvg, setText } from './dom.js';

const FILM_MAX = 60;      // longer solutions (DFS, the random walk) are animated, not filmed
const PATH_MAX = 5000;    // longer ones are only summarised
const PER_ROW = 4;         // boards a row: at the panel's width each is drawn at ~60% of its size

export function initSolutionView(lab) {
  let result = null;
  let path = [];
  let at = 0;
  let timer = null;

  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    $('play').innerHTML = '<u>P</u>lay';
  }

  function show(i) {
    if (!path.length) return;
    at = Math.max(0, Math.min(path.length - 1, i));
    const moved = at > 0 ? path[at].tiles[path[at - 1].blank] : 0;
    setSvg($('anim-board'), path[at].svg(moved));
    const move = at > 0 ? result.moves[at - 1] : '';
    setText($('anim-step'), at === 0 ? `start (0 of ${result.length})` : `move ${at} of ${result.length}: ${move}`);
  }

  lab.on('result', (r) => {
    stop();
    result = r;
    path = r && r.length <= PATH_MAX ? r.path : [];
    at = 0;
    for (const id of ['play', 'prev', 'next']) $(id).disabled = !path.length;
    if (!r) {
      setText($('solution-note'), 'No solution yet: run a search to the goal.');
      $('anim-board').replaceChildren();
      $('filmstrip').replaceChildren();
      setText($('anim-step'), '');
      return;
    }
    setText($('solution-note'), `${r.algorithm}: ${r.length} moves ${r.moves.length <= 40 ? r.moves : `${r.moves.slice(0, 40)}…`}`);
    if (r.length <= FILM_MAX) setSvg($('filmstrip'), r.svg(PER_ROW));
    else setText($('filmstrip'), `The filmstrip is drawn for solutions of up to ${FILM_MAX} moves; this one has ${r.length.toLocaleString('en-US')}.`);
    if (path.length) show(0);
    else setText($('anim-step'), `too long to animate (${r.length.toLocaleString('en-US')} moves)`);
  });

  $('play').addEventListener('click', () => {
    if (timer !== null) {
      stop();
      return;
    }
    if (at >= path.length - 1) show(0);
    $('play').textContent = 'Pause';
    timer = setInterval(() => {
      if (at >= path.length - 1) stop();
      else show(at + 1);
    }, 450);
  });
  $('prev').addEventListener('click', () => { stop(); show(at - 1); });
  $('next').addEventListener('click', () => { stop(); show(at + 1); });
  lab.emit('result', null);
}
