// The hint as the wasm export `hint(grid, marks?, budget?)` returns it, the
// contract the page draws from (docs/javascript-api.md, `hint`).

/**
 * @typedef {{ cell: number, symbol: string }} Mark
 * @typedef {object} Hint
 * @property {string} technique
 * @property {string} level
 * @property {Mark[]} placements
 * @property {Mark[]} eliminations
 * @property {string} nudge
 * @property {string} explanation
 * @property {number[]} focus
 * @property {Mark[]} evidence
 */

export {};
