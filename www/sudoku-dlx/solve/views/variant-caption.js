// A variant's rules in words, under the grid: each rule the engine names,
// what it asks, a kind of mark the page cannot draw yet, and what Hint
// gives. Empty (and hidden) for classic Sudoku.

import { commit } from '../../shared/render.js';
import { undrawnKinds } from '../../shared/variant-marks.js';

/**
 * Writes `variant`'s rules into `element`, only when they change.
 * @param {HTMLElement} element
 * @param {import('../model/variant.js').Variant | null} variant
 */
export function renderRules(element, variant) {
  commit(element, 'variant', variant, () => {
    if (!variant) {
      element.replaceChildren();
      return;
    }
    const parts = variant.rules.flatMap(({ name, says }) => {
      const bold = element.ownerDocument.createElement('b');
      bold.textContent = `${name}:`;
      return [bold, ` ${says} `];
    });
    const undrawn = undrawnKinds(variant);
    if (undrawn.length) parts.push(`(Not drawn yet: ${undrawn.join(', ')}.) `);
    parts.push(
      'Hint gives the next step these rules imply (a single, a cage’s one way, the 45 rule, a classic technique), or where to guess.',
    );
    element.replaceChildren(...parts);
  });
}
