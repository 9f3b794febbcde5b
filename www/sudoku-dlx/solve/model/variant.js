// A variant puzzle in play, with no DOM: what the engine read of it (its
// sketch: the marks drawn, the rules in words, the groups that may not
// repeat a symbol, its solution), and the one thing the page writes in
// its syntax: a grid's givens added to its rules, so that the engine
// solves that grid by them.

/** @typedef {import('../../engine/protocol.js').ReadVariant} Variant */

/**
 * A cell as ISS names it: R1C1, rows and columns past 9 as letters (RaCg).
 * @param {number} cell
 * @param {number} side
 */
function cellId(cell, side) {
  const coordinate = (/** @type {number} */ k) => (k + 1).toString(17);
  return `R${coordinate(Math.floor(cell / side))}C${coordinate(cell % side)}`;
}

/**
 * The variant's rules with `grid`'s filled cells as givens: the constraint
 * string that the engine solves that grid by.
 * @param {Variant} variant
 * @param {string} grid one-line or one row a line, `.` for empty
 */
export function withGivens(variant, grid) {
  const cells = grid.replace(/\s/g, '');
  const givens = [...cells]
    .map((symbol, cell) => (symbol === '.' ? '' : `~${cellId(cell, variant.side)}_${parseInt(symbol, 36)}`))
    .join('');
  return givens ? `${variant.rulesText}.${givens}` : variant.rulesText;
}

/**
 * The variant's name in a sentence: "killer", "jigsaw and diagonals".
 * @param {Variant} variant
 */
export function variantName(variant) {
  const names = variant.rules.map(({ name }) => name.toLowerCase());
  if (names.length <= 1) return names[0] ?? 'variant';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What a player calls such a puzzle, in a sentence: "killer puzzle",
 * "jigsaw puzzle", "diagonals and windoku puzzle".
 * @param {Variant | null} variant
 */
export function puzzleKind(variant) {
  return variant ? `${variantName(variant).replace(/^killer cages\b/, 'killer')} puzzle` : 'puzzle';
}

/**
 * `saved` as a variant of the givens `puzzle` if it is one whole (a saved
 * game's, read back from storage), else null.
 * @param {any} saved
 * @param {string} puzzle
 * @returns {Variant | null}
 */
export function soundVariant(saved, puzzle) {
  const cells = puzzle.length;
  /** @param {unknown} list */
  const cellList = (list) =>
    Array.isArray(list) && list.every((cell) => Number.isInteger(cell) && cell >= 0 && cell < cells);
  /** @param {unknown} list @param {(item: any) => boolean} sound */
  const all = (list, sound) => Array.isArray(list) && list.every((item) => item && sound(item));
  const ok =
    saved &&
    typeof saved.text === 'string' &&
    typeof saved.rulesText === 'string' &&
    saved.givens === puzzle &&
    saved.side ** 2 === cells &&
    all(saved.marks, (mark) => typeof mark.kind === 'string' && cellList(mark.cells)) &&
    all(saved.rules, (rule) => typeof rule.name === 'string' && typeof rule.says === 'string') &&
    all(saved.groups, (group) => typeof group.name === 'string' && cellList(group.cells)) &&
    (saved.solution === null || (typeof saved.solution === 'string' && saved.solution.length === cells)) &&
    // Saved before the sketch named its kind, a variant has none (model/puzzle-picks.js leaves the bar then).
    [undefined, null, 'killer', 'jigsaw'].includes(saved.kind);
  return ok ? saved : null;
}
