// What the compact matrix shows at a solution. There every primary item is
// covered and no option is left linked, so the matrix it would draw is
// empty: in its place (the same box, so that nothing below moves during
// playback) it says why, and lists the options chosen, the solution whole.

import { plural } from '../../../shared/format.js';
import { optionLabel } from '../../model/describe.js';

/** The note's styles, adopted with the matrix panel's (matrix-view.js). */
export const SOLVED_STYLES = `
.dv-mx-solved { position: absolute; inset: 0; overflow-y: auto; padding: 8px 10px; background: var(--dv-bg); font-size: 13px; }
.dv-mx-solved[hidden] { display: none; }
.dv-mx-solved p { margin: 0 0 6px; }
.dv-mx-solved strong { color: var(--dv-restore); }
.dv-mx-solved ol { margin: 0; padding-left: 2.6em; columns: 12em auto; column-gap: 16px; font-variant-numeric: tabular-nums; }
.dv-mx-solved li { break-inside: avoid; overflow-wrap: anywhere; }
.dv-below { display: none; }
@container (max-width: 760px) { .dv-below { display: inline; } }`;

export class SolvedNote {
  /** The options listed, as a key, so a frame at the same solution writes nothing. */
  #key = '';

  /**
   * @param {Document} doc
   * @param {import('../../model/problem.js').Problem} problem
   */
  constructor(doc, problem) {
    this.doc = doc;
    this.problem = problem;
    this.element = doc.createElement('div');
    this.element.className = 'dv-mx-solved';
    this.element.dataset.role = 'solved';
    this.element.hidden = true;
  }

  /**
   * Shows the note when `state` is a solution (no primary item active, no
   * row to draw), else hides it.
   * @param {import('../../model/replay-state.js').ReplayState} state
   * @param {number} rows the rows the compact matrix draws
   */
  render(state, rows) {
    const solved = rows === 0 && isCovered(state, this.problem.primaryCount);
    if (this.element.hidden === solved) this.element.hidden = !solved;
    if (!solved) return;
    const options = state.partial();
    const key = options.join(' ');
    if (key === this.#key) return;
    this.#key = key;
    this.#write(options);
  }

  /** @param {number[]} options */
  #write(options) {
    const { doc, problem } = this;
    const head = doc.createElement('p');
    const strong = doc.createElement('strong');
    strong.textContent = 'A solution: every primary item is covered.';
    head.append(strong, ' No item is left to choose, so no matrix is left to draw.');
    const lead = doc.createElement('p');
    lead.append(`The ${plural(options.length, 'option')} chosen, one per level of the search stack`);
    if (problem.isSudoku) {
      const below = doc.createElement('span');
      below.className = 'dv-below';
      below.textContent = ' (below)';
      lead.append(', filled in the grid', below);
    }
    lead.append(':');
    const list = doc.createElement('ol');
    for (const o of options) {
      const li = doc.createElement('li');
      li.textContent = optionLabel(problem, o);
      list.append(li);
    }
    this.element.replaceChildren(head, lead, list);
  }
}

/**
 * Whether `state` has every primary item covered.
 * @param {import('../../model/replay-state.js').ReplayState} state
 * @param {number} primaryCount
 */
function isCovered({ covered }, primaryCount) {
  for (let i = 0; i < primaryCount; i++) if (!covered[i]) return false;
  return true;
}
