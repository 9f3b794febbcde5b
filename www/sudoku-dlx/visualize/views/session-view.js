// The views of one loaded session, in the panels (slots) of the layout:
// matrix, grid, links, stack and counters. They only draw the session's
// state; loading another problem replaces them with the session.

import { CellsView, cellsUnavailableReason } from './cells/cells-view.js';
import { CountersView } from './stack/counters-view.js';
import { GridLink } from './grid/grid-link.js';
import { BoardView } from './grid/board-view.js';
import { GridView } from './grid/grid-view.js';
import { VariantGridView } from './grid/variant-grid-view.js';
import { LinksView } from './links/links-view.js';
import { MatrixView } from './matrix/matrix-view.js';
import { StackView } from './stack/stack-view.js';
import { TreeView } from './tree/tree-view.js';

/** @typedef {import('../model/session.js').Session} Session */
/** @typedef {import('./layout.js').Slots} Slots */

export class SessionView {
  #slots;

  /**
   * @param {Document} doc
   * @param {Session} session
   * @param {Slots} slots
   * @param {string | null} note why the links are not drawn, or null
   * @param {(step: number) => void} onSeek a node of the tree, or with Enter an option or item of the matrix, was picked
   */
  constructor(doc, session, slots, note, onSeek) {
    const { problem, timeline } = session;
    this.#slots = slots;
    this.session = session;
    this.matrix = new MatrixView(doc, problem, onSeek);
    this.grid = problem.isSudoku ? new GridView(doc, problem) : null;
    this.gridLink = this.grid ? new GridLink(this.grid, this.matrix, problem, () => session.state) : null;
    this.board = problem.board ? new BoardView(doc, problem.board) : null;
    this.variantGrid = problem.variant ? new VariantGridView(doc, problem.variant) : null;
    this.stack = new StackView(doc, problem);
    this.counters = new CountersView(doc);
    this.links = timeline.links ? new LinksView(doc, problem, timeline.links) : null;
    this.tree = new TreeView(doc, problem, session.estimate, onSeek);

    slots.matrix.replaceChildren(this.matrix.element);
    const drawn = this.grid ?? this.board ?? this.variantGrid;
    slots.grid.replaceChildren(...(drawn ? [drawn.element] : []));
    slots.gridPanel.hidden = !drawn;
    const heading = slots.gridPanel.querySelector('h3');
    if (heading) heading.textContent = this.board ? 'Board' : 'Grid';
    slots.counters.replaceChildren(this.counters.element);
    slots.stack.replaceChildren(this.stack.element);
    slots.tree.replaceChildren(this.tree.element);
    this.cells = timeline.cells ? new CellsView(doc, problem, timeline.cells) : null;
    slots.links.replaceChildren(this.links?.element ?? unavailable(doc, note ?? '', slots.matrix));
    slots.cells.replaceChildren(this.cells?.element ?? unavailable(doc, cellsUnavailableReason(problem), slots.matrix));
  }

  /** Sizes every view to its panel. */
  layout() {
    /** @param {HTMLElement} element */
    const inner = (element) => {
      const style = /** @type {Window} */ (element.ownerDocument.defaultView).getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    this.matrix.layout(Math.max(200, inner(this.#slots.matrix)));
    this.grid?.layout(inner(this.#slots.grid));
    this.board?.layout(inner(this.#slots.grid));
    this.variantGrid?.layout(inner(this.#slots.grid));
    this.gridLink?.refresh();
    this.links?.layout(Math.max(300, inner(this.#slots.links)));
    this.cells?.layout();
    this.tree.layout(inner(this.#slots.tree));
  }

  /**
   * @param {number} now
   * @param {import('./frame-draw.js').RenderPass} pass when the grid's and the links' canvases may draw
   */
  render(now, pass) {
    const { state, log, step } = this.session;
    this.matrix.render(state, log, step);
    this.grid?.render(state, log, step, now, pass);
    this.board?.render(state);
    this.variantGrid?.render(state);
    this.links?.render(state, log, step, now, pass);
    this.cells?.render(state, log, step);
    this.stack.render(state, step, log.searchDone && step === log.length);
    this.tree.render(log, step);
    this.counters.render(state, step, log.length, log.complete);
  }

  /**
   * The controller's frame, when it did not render the views again: draws
   * the canvases an earlier render since the last frame left undrawn.
   * @param {number} now
   */
  flush(now) {
    this.grid?.painter.flush(now);
    this.links?.painter.flush(now);
  }

  /**
   * Animates the links that one step changed, over `duration` ms.
   * @param {import('../model/replay-links.js').LinkChange[]} changes
   * @param {number} kind the kind of event drawn
   * @param {number} duration
   * @param {number} now
   */
  animateLinks(changes, kind, duration, now) {
    this.links?.animate(changes, kind, duration, now);
  }

  stopAnimation() {
    this.links?.animate([], 0, 0, 0);
  }

  get animating() {
    return this.links?.animating ?? false;
  }
}

/**
 * Why a view is not drawn, with the view that can show the problem one press away.
 * @param {Document} doc
 * @param {string} note
 * @param {HTMLElement} matrix the matrix's slot
 */
function unavailable(doc, note, matrix) {
  const paragraph = doc.createElement('p');
  paragraph.className = 'dv-muted';
  paragraph.textContent = `${note} `;
  const toMatrix = doc.createElement('button');
  toMatrix.type = 'button';
  toMatrix.className = 'dv-to-matrix';
  toMatrix.textContent = 'Show the matrix';
  toMatrix.addEventListener('click', () => {
    matrix.scrollIntoView({ block: 'start', behavior: 'smooth' });
    /** @type {HTMLElement | null} */ (matrix.querySelector('[tabindex="0"]'))?.focus({ preventScroll: true });
  });
  paragraph.append(toMatrix);
  return paragraph;
}
