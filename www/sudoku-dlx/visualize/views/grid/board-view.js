// The board of a classic problem beside its matrix, as the Sudoku grid is:
// queens on a chessboard, the squares they attack shaded; Langford's pairs
// on their line of slots; pentominoes in their box, each piece in its
// colour. What stands where is the engine's (model/board.js); this draws it.

import { boardAt, squaresOf } from '../../model/board.js';
import { fitCanvas, fontFamily, themeColors } from '../canvas.js';
import * as render from '../../../shared/render.js';

/** @typedef {import('../../model/board.js').Board} Board */
/** @typedef {import('../../model/replay-state.js').ReplayState} ReplayState */

const COLORS = /** @type {const} */ (['bg', 'fg', 'muted', 'rule', 'given-bg', 'newest-bg', 'cover', 'selected']);
const PIECES = 'OPQRSTUVWXYZ';
/** The largest square drawn, in CSS pixels: a queens board of 6 is 288 px wide at most, as the Sudoku grid. */
const MOST_SQUARE = 48;
/** In presentation mode the board may fill its half of the screen. */
const MOST_SQUARE_PRESENTING = 120;

export class BoardView {
  /** @type {Record<(typeof COLORS)[number], string> | null} */
  colors = null;
  family = 'system-ui, sans-serif';
  square = 0;
  ratio = 1;
  dark = false;

  /**
   * @param {Document} doc
   * @param {Board} board
   */
  constructor(doc, board) {
    this.board = board;
    this.element = doc.createElement('figure');
    this.element.className = 'dv-board';
    this.element.dataset.family = board.family;
    // A long line or box wants the wider side column (styles.js).
    this.element.toggleAttribute('data-wide', board.cols > 8);
    this.canvas = doc.createElement('canvas');
    this.canvas.setAttribute('role', 'img');
    const caption = doc.createElement('figcaption');
    caption.className = 'dv-caption';
    caption.textContent = CAPTIONS[board.family];
    this.element.append(this.canvas, caption);
  }

  /** @param {number} width */
  layout(width) {
    this.colors = themeColors(this.element, COLORS);
    this.family = fontFamily(this.element);
    this.dark = this.element.ownerDocument.defaultView?.getComputedStyle(this.element).colorScheme === 'dark';
    const presenting = this.element.closest('[data-presenting]') !== null;
    const { rows, cols } = this.board;
    const view = this.element.ownerDocument.defaultView;
    const room = view ? view.innerHeight - this.element.getBoundingClientRect().top - 90 : 0;
    const tall = presenting ? Math.floor(Math.max(360, room) / rows) : MOST_SQUARE;
    const most = presenting ? Math.min(MOST_SQUARE_PRESENTING, tall) : MOST_SQUARE;
    this.square = Math.max(8, Math.min(most, Math.floor(width / cols)));
    const labels = this.board.family === 'langford' ? 0.6 : 0;
    this.ratio = fitCanvas(this.canvas, this.square * cols, Math.round(this.square * (rows + labels)));
  }

  /** @param {ReplayState} state */
  render(state) {
    const colors = this.colors;
    if (!colors) return;
    const { board } = this;
    const at = boardAt(board, state);
    this.#expose(at.placed, at.closed);
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    const s = this.square * this.ratio;
    const { rows, cols } = board;
    ctx.fillStyle = colors.bg;
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    const newest = at.placed.at(-1);
    for (let square = 0; square < rows * cols; square++) {
      const [x, y] = [(square % cols) * s, Math.floor(square / cols) * s];
      const o = at.placedAt[square];
      if (o >= 0 && board.family !== 'queens') ctx.fillStyle = this.#pieceColor(board.label[o]);
      else if (board.family === 'queens' && (square % cols) % 2 !== Math.floor(square / cols) % 2) {
        ctx.fillStyle = colors['given-bg'];
      } else ctx.fillStyle = colors.bg;
      if (o >= 0 && o === newest && board.family === 'queens') ctx.fillStyle = colors['newest-bg'];
      ctx.fillRect(x, y, s, s);
      if (at.closed[square]) {
        ctx.globalAlpha = 0.22;
        ctx.fillStyle = colors.cover;
        ctx.fillRect(x, y, s, s);
        ctx.globalAlpha = 1;
      }
    }
    this.#drawLines(ctx, s);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const o of at.placed) this.#drawPlaced(ctx, o, s, o === newest);
    if (board.family === 'langford') this.#drawSlotNumbers(ctx, s);
  }

  /**
   * What stands on the board, for the accessible name and for tests
   * (`data-placed`: each option placed, `option:squares`; `data-closed`:
   * the squares no option left can fill).
   * @param {number[]} placed
   * @param {Uint8Array} closed
   */
  #expose(placed, closed) {
    const { board } = this;
    render.data(this.canvas, 'placed', placed.map((o) => `${o}:${squaresOf(board, o).join(',')}`).join(' '));
    const shut = [];
    for (let square = 0; square < closed.length; square++) if (closed[square]) shut.push(square);
    render.data(this.canvas, 'closed', shut.join(','));
    render.attribute(this.canvas, 'aria-label', describeBoard(board, placed));
  }

  /** @param {number} label */
  #pieceColor(label) {
    const hue = this.board.family === 'pentominoes' ? label * 30 : label * 47;
    return `hsl(${hue} 62% ${this.dark ? 36 : 74}%)`;
  }

  /**
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} s a square's side in device pixels
   */
  #drawLines(ctx, s) {
    const { rows, cols } = this.board;
    const colors = /** @type {Record<string, string>} */ (this.colors);
    ctx.strokeStyle = colors.rule;
    ctx.lineWidth = Math.max(1, this.ratio);
    ctx.beginPath();
    for (let r = 0; r <= rows; r++) {
      ctx.moveTo(0, r * s);
      ctx.lineTo(cols * s, r * s);
    }
    for (let c = 0; c <= cols; c++) {
      ctx.moveTo(c * s, 0);
      ctx.lineTo(c * s, rows * s);
    }
    ctx.stroke();
  }

  /**
   * A queen, a Langford number or a piece's letter on each square of option `o`.
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} o
   * @param {number} s
   * @param {boolean} newest
   */
  #drawPlaced(ctx, o, s, newest) {
    const { board } = this;
    const colors = /** @type {Record<string, string>} */ (this.colors);
    const text =
      board.family === 'queens' ? '♛' : board.family === 'langford' ? String(board.label[o]) : PIECES[board.label[o]];
    const size = board.family === 'queens' ? 0.78 : board.family === 'langford' ? 0.55 : 0.42;
    ctx.font = `${newest ? 700 : 500} ${Math.round(s * size)}px ${this.family}`;
    ctx.fillStyle = board.family === 'queens' && newest ? colors.selected : colors.fg;
    for (const square of squaresOf(board, o)) {
      const [x, y] = [(square % board.cols) * s, Math.floor(square / board.cols) * s];
      ctx.fillText(text, x + s / 2, y + s / 2 + s * 0.04);
    }
  }

  /**
   * The slots' numbers under Langford's line.
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} s
   */
  #drawSlotNumbers(ctx, s) {
    const colors = /** @type {Record<string, string>} */ (this.colors);
    ctx.font = `${Math.round(s * 0.32)}px ${this.family}`;
    ctx.fillStyle = colors.muted;
    for (let c = 0; c < this.board.cols; c++) ctx.fillText(String(c + 1), c * s + s / 2, s * 1.3);
  }
}

/** @type {Record<Board['family'], string>} */
const CAPTIONS = {
  queens: 'The queens placed so far (the newest in colour); shaded squares are attacked: no option is left there.',
  langford: 'The pairs placed so far, each k with k numbers between its two copies; shaded slots no pair can fill now.',
  pentominoes: 'The pieces placed so far, each in its colour with its letter; shaded cells no piece left can reach.',
};

/**
 * The board in words, for a screen reader.
 * @param {Board} board
 * @param {number[]} placed
 */
function describeBoard(board, placed) {
  const where = (/** @type {number} */ square) =>
    board.family === 'langford'
      ? `slot ${square + 1}`
      : `row ${Math.floor(square / board.cols) + 1} column ${(square % board.cols) + 1}`;
  if (placed.length === 0) return `The ${board.family} board, empty.`;
  const items = placed.map((o) => {
    const squares = [...squaresOf(board, o)];
    if (board.family === 'queens') return `a queen at ${where(squares[0])}`;
    if (board.family === 'langford') return `the ${board.label[o]}s at ${squares.map(where).join(' and ')}`;
    return `piece ${PIECES[board.label[o]]} at ${squares.map(where).join(', ')}`;
  });
  return `The ${board.family} board: ${items.join('; ')}.`;
}
