// The engine's own links, for tests that check a view against them: the
// stepper's nodes (`matrixNodes()`, read by the reader generated from its
// layout) and the options linked under an item, walked down from its header.

import { readMatrixNodes } from '../../www/sudoku-dlx/shared/layouts.js';

/**
 * Every node of `stepper`'s matrix at its step: links, item and option.
 * @param {{ matrixNodes(): Int32Array }} stepper
 */
export function engineNodes(stepper) {
  return readMatrixNodes(stepper.matrixNodes()).nodes;
}

/**
 * The options linked under `item`, top to bottom: the walk down from its
 * header (node `item + 1`) back to it.
 * @param {ReturnType<typeof engineNodes>} nodes
 * @param {number} item
 */
export function linkedOptions(nodes, item) {
  const options = [];
  const header = item + 1;
  for (let node = nodes.down[header]; node !== header; node = nodes.down[node]) options.push(nodes.option[node]);
  return options;
}
