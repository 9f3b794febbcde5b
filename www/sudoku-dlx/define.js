// Registers <sudoku-dlx>. Safe to import where there is no DOM: it touches
// `customElements` only when it exists.

import { SudokuDlx } from './element.js';

export const TAG = 'sudoku-dlx';

/**
 * Registers the element, unless there is no registry or it is already in.
 * @param {CustomElementRegistry | undefined} registry
 */
export function defineSudokuDlx(registry = globalThis.customElements) {
  if (registry && !registry.get(TAG)) registry.define(TAG, SudokuDlx);
}

defineSudokuDlx();
