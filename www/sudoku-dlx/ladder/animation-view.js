// Draws the animated search: the grid (givens set apart, the newest move
// outlined, a placement in the accent, a removal struck through in red), the
// move in words, the counters and the playback buttons. It reads the board
// and reports nothing: animation.js owns every move.

import { formatNumber } from '../shared/format.js';
import { SYMBOLS, shapeOf, sideOf } from '../shared/grid-shape.js';
import { MoveKind } from '../engine/move-kind.js';

/** @typedef {import('./backtrack-board.js').BacktrackBoard} BacktrackBoard */

export class AnimationView {
  #root;
  /** @type {HTMLElement[]} */
  #cells = [];
  #marked = -1;

  /** @param {HTMLElement} root the animation's part of the panel (panel-template.js) */
  constructor(root) {
    this.#root = root;
  }

  /** @param {string} name */
  part(name) {
    return /** @type {HTMLElement} */ (this.#root.querySelector(`.${name}`));
  }

  /**
   * Lays out an empty grid for `givens`, one cell each.
   * @param {Int8Array} givens
   */
  layOut(givens) {
    const side = /** @type {number} */ (sideOf(givens.length));
    const shape = /** @type {import('../shared/grid-shape.js').GridShape} */ (shapeOf(side));
    const grid = this.part('board');
    grid.style.setProperty('--side', String(side));
    grid.dataset.side = String(side);
    this.#cells = Array.from(givens, (symbol, i) => {
      const cell = document.createElement('span');
      cell.className = 'square';
      const row = Math.floor(i / side);
      const column = i % side;
      cell.classList.toggle('box-right', column % shape.boxCols === shape.boxCols - 1 && column < side - 1);
      cell.classList.toggle('box-bottom', row % shape.boxRows === shape.boxRows - 1 && row < side - 1);
      cell.classList.toggle('given', symbol > 0);
      return cell;
    });
    grid.replaceChildren(...this.#cells);
    this.#marked = -1;
  }

  /** Shows no grid: there is no puzzle. */
  clear() {
    this.part('board').replaceChildren();
    this.#cells = [];
    this.#marked = -1;
    this.part('move').textContent = '';
    this.part('log-note').textContent = '';
  }

  /**
   * Shows `board` after the move `move` (null at the start) in words `text`.
   * @param {BacktrackBoard} board
   * @param {{ kind: number, cell: number, symbol: number } | null} move
   * @param {string} text
   */
  draw(board, move, text) {
    board.cells.forEach((symbol, i) => {
      this.#cells[i].textContent = symbol ? SYMBOLS[symbol - 1] : '';
    });
    if (this.#marked >= 0) this.#cells[this.#marked].classList.remove('placed', 'forced', 'removed');
    this.#marked = -1;
    if (move && move.kind !== MoveKind.Solution) {
      const cell = this.#cells[move.cell];
      const style = move.kind === MoveKind.Remove ? 'removed' : move.kind === MoveKind.Forced ? 'forced' : 'placed';
      cell.classList.add(style);
      if (move.kind === MoveKind.Remove) cell.textContent = SYMBOLS[move.symbol - 1];
      this.#marked = move.cell;
    }
    this.part('move').textContent = text;
  }

  /**
   * The counters and the playback buttons.
   * @param {BacktrackBoard} board
   * @param {{ step: number, playing: boolean, atStart: boolean, atEnd: boolean, note: string }} state
   */
  drawControls(board, { step, playing, atStart, atEnd, note }) {
    this.part('step').textContent = formatNumber(step);
    this.part('nodes').textContent = formatNumber(board.nodes);
    this.part('removals').textContent = formatNumber(board.removals);
    this.part('depth').textContent = formatNumber(board.depth);
    this.part('found').textContent = formatNumber(board.solutions);
    const play = this.part('play');
    play.textContent = playing ? 'Pause' : 'Play';
    play.setAttribute('aria-pressed', String(playing));
    /** @type {HTMLButtonElement} */ (this.part('back')).disabled = atStart;
    /** @type {HTMLButtonElement} */ (this.part('restart')).disabled = atStart;
    /** @type {HTMLButtonElement} */ (this.part('forward')).disabled = atEnd;
    this.part('log-note').textContent = note;
  }
}
