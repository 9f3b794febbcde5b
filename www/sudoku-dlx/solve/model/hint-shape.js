// The hint as the wasm export `hint(grid, marks?, budget?)` returns it, the
// contract the page draws from (docs/javascript-api.md, `hint`).

/**
 * @typedef {{ cell: number, symbol: string }} Mark
 * @typedef {object} Link a link of a chain: strong (one of the two is true),
 *   weak (not both) or forces (the first, placed, leads to the second by singles)
 * @property {Mark} from
 * @property {Mark} to
 * @property {'strong' | 'weak' | 'forces'} kind
 * @typedef {object} Hint
 * @property {string} technique
 * @property {string} level
 * @property {Mark[]} placements
 * @property {Mark[]} eliminations
 * @property {string} nudge
 * @property {string} explanation
 * @property {number[]} focus
 * @property {Mark[]} evidence
 * @property {Link[]} links a chain's links, in its order (chains, simple colouring, a forcing chain)
 * @property {Mark[]} opposite the evidence of simple colouring's second colour
 * @property {number[]} base a fish's base lines, as their cells
 * @property {number[]} cover a fish's cover lines, as their cells
 */

export {};
