// Draws the animated search from the controller's state: the grid (givens
// set apart, the newest move outlined, a placement in the accent, a removal
// struck through in red), the move in words, the counters, the playback
// buttons and the rung and speed picked. It reports what the user asks for
// (the buttons, the pickers, the keys) and changes nothing itself.

import { formatNumber } from '../../shared/format.js';
import { SYMBOLS, shapeOf, sideOf } from '../../shared/grid-shape.js';
import { MoveKind } from '../../engine/move-kind.js';
import { capitalLabel, rungIdea } from '../model/rung-words.js';
import { attribute, text, value } from '../../shared/render.js';

/** @typedef {import('../model/playback.js').Playback} Playback */

/**
 * @typedef {object} AnimationState
 * @property {Playback | null} playback the rung's search, null when there is no puzzle
 * @property {boolean} playing
 * @property {string} rung
 * @property {number} speed events a second; Infinity as fast as a frame allows
 */

/**
 * @typedef {object} AnimationIntents what the user asks of the animation
 * @property {() => void} playPause
 * @property {() => void} forward
 * @property {() => void} back
 * @property {() => void} restart
 * @property {(rung: string) => void} rung
 * @property {(speed: number) => void} speed
 */

export class AnimationView {
  #root;
  /** @type {HTMLElement[]} */
  #cells = [];
  #marked = -1;
  /** The playback the grid is laid out for. */
  /** @type {Playback | null} */
  #laidOut = null;

  /**
   * @param {HTMLElement} root the animation's part of the panel (panel-template.js)
   * @param {AnimationIntents} intents
   */
  constructor(root, intents) {
    this.#root = root;
    this.#wire(intents);
  }

  /** @param {AnimationState} state */
  render({ playback, playing, rung, speed }) {
    value(this.#select('rung'), rung);
    text(this.#part('rung-idea'), `${capitalLabel(rung)} ${rungIdea(rung)}.`);
    value(this.#select('speed'), String(speed));
    if (playback !== this.#laidOut) {
      this.#laidOut = playback;
      if (playback) this.#layOut(playback.givens);
      else this.#clear();
    }
    if (!playback) return;
    this.#drawBoard(playback);
    this.#drawControls(playback, playing);
  }

  /** Brings the animation into view and puts the focus on Step, for the keys. */
  reveal() {
    this.#root.scrollIntoView({ block: 'nearest' });
    this.#part('forward').focus({ preventScroll: true });
  }

  /** @param {string} name */
  #part(name) {
    return /** @type {HTMLElement} */ (this.#root.querySelector(`.${name}`));
  }

  /** @param {string} name */
  #select(name) {
    return /** @type {HTMLSelectElement} */ (this.#part(name));
  }

  /**
   * Lays out an empty grid for `givens`, one cell each.
   * @param {Int8Array} givens
   */
  #layOut(givens) {
    const side = /** @type {number} */ (sideOf(givens.length));
    const shape = /** @type {import('../../shared/grid-shape.js').GridShape} */ (shapeOf(side));
    const grid = this.#part('board');
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
  #clear() {
    this.#part('board').replaceChildren();
    this.#cells = [];
    this.#marked = -1;
    text(this.#part('move'), '');
    text(this.#part('log-note'), '');
  }

  /**
   * The board after the move played last, and that move in words.
   * @param {Playback} playback
   */
  #drawBoard({ board, move, sentence }) {
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
    text(this.#part('move'), sentence);
  }

  /**
   * The counters and the playback buttons.
   * @param {Playback} playback
   * @param {boolean} playing
   */
  #drawControls({ board, step, atStart, atEnd, note }, playing) {
    text(this.#part('step'), formatNumber(step));
    text(this.#part('nodes'), formatNumber(board.nodes));
    text(this.#part('removals'), formatNumber(board.removals));
    text(this.#part('depth'), formatNumber(board.depth));
    text(this.#part('found'), formatNumber(board.solutions));
    const play = this.#part('play');
    text(play, playing ? 'Pause' : 'Play');
    attribute(play, 'aria-pressed', String(playing));
    /** @type {HTMLButtonElement} */ (this.#part('back')).disabled = atStart;
    /** @type {HTMLButtonElement} */ (this.#part('restart')).disabled = atStart;
    /** @type {HTMLButtonElement} */ (this.#part('forward')).disabled = atEnd;
    text(this.#part('log-note'), note);
  }

  /** @param {AnimationIntents} intents */
  #wire(intents) {
    const on = (/** @type {string} */ name, /** @type {() => void} */ action) =>
      this.#part(name).addEventListener('click', action);
    on('play', intents.playPause);
    on('forward', intents.forward);
    on('back', intents.back);
    on('restart', intents.restart);
    const rung = this.#select('rung');
    rung.addEventListener('change', () => intents.rung(rung.value));
    const speed = this.#select('speed');
    speed.addEventListener('change', () => intents.speed(Number(speed.value)));
    this.#root.addEventListener('keydown', (event) => this.#key(/** @type {KeyboardEvent} */ (event), intents));
  }

  /**
   * Space plays and pauses, ← and → step, Home goes back to the start.
   * @param {KeyboardEvent} event
   * @param {AnimationIntents} intents
   */
  #key(event, intents) {
    const target = /** @type {HTMLElement} */ (event.target);
    if (target.matches('select') || (event.key === ' ' && target.matches('button'))) return;
    const actions = {
      ' ': intents.playPause,
      ArrowRight: intents.forward,
      ArrowLeft: intents.back,
      Home: intents.restart,
    };
    const action = actions[/** @type {keyof typeof actions} */ (event.key)];
    if (!action) return;
    event.preventDefault();
    action();
  }
}
