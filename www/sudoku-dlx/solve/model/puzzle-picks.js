// What New puzzle offers and what a pick costs, with no DOM: the
// difficulties a size offers and the symmetries, the usual time of a slow
// size, the kind the puzzle on the board is, and the sentence that names
// the puzzle made.

import { SIDES } from '../../shared/grid-shape.js';
import { DIFFICULTIES, offeredDifficulty, offers, onlyLevel } from './difficulty.js';

export { DIFFICULTIES } from './difficulty.js';
export const SYMMETRIES = ['none', 'rotational', 'mirror'];
/** What New puzzle makes: a classic grid, or a variant (src/sudoku/variant/generate.rs). */
export const KINDS = ['classic', 'killer', 'jigsaw'];
/** The sizes a killer or jigsaw is made in (the generator's VARIANT_SIDES). */
export const VARIANT_SIZES = [4, 6, 9];
/**
 * The levels the generator's jigsaws reach: with every given it can take
 * away gone, none of hundreds of 9×9 jigsaws is easy (docs/variants.md).
 */
const JIGSAW_LEVELS = ['medium', 'hard', 'expert'];

/** The sizes that take seconds, with the usual time of one in wasm (a 25×25: 8 to 9 s in Node). */
const SLOW = new Map([[25, 10]]);
/** How long a slow size may take before the generator gives up: a slow device takes several times as long. */
export const SLOW_TIMEOUT_MS = 120_000;

/**
 * `picks` with a difficulty its size offers: a size whose puzzles never
 * reach the level picked gets the nearest level they do, so that New
 * puzzle never searches in vain.
 * @param {import('./panel-state.js').Picks} picks
 * @returns {import('./panel-state.js').Picks}
 */
export function fitPicks(picks) {
  const kind = picks.kind ?? 'classic';
  if (kind === 'classic' || !KINDS.includes(kind)) {
    const difficulty = offeredDifficulty(picks.size, picks.difficulty);
    // Picks without a kind (kept before New puzzle made variants) stay so: classic.
    const known = KINDS.includes(kind);
    if (difficulty === picks.difficulty && known) return picks;
    return { ...picks, ...(known ? {} : { kind: 'classic' }), difficulty };
  }
  const size = VARIANT_SIZES.includes(picks.size) ? picks.size : 9;
  const difficulty = offersPick({ ...picks, kind }, picks.difficulty) ? picks.difficulty : JIGSAW_LEVELS[0];
  return { ...picks, kind, size, difficulty };
}

/**
 * The picks once a puzzle is on the board, so that the game bar says what
 * is played and New game makes another like it: their kind the board's
 * (classic, or a killer or jigsaw as the engine's sketch names it), fitted.
 * A variant New game does not make (`other`) leaves the picks as they
 * were, and the bar says "Variant" until the player picks a kind. Clues
 * being set up, or a variant saved before the sketch named its kind, leave
 * them too.
 * @param {import('./panel-state.js').Picks} picks
 * @param {{ setup: boolean, variant: import('./variant.js').Variant | null }} board
 * @returns {{ picks: import('./panel-state.js').Picks, other: boolean }}
 */
export function picksForBoard(picks, { setup, variant }) {
  /** @type {string | null | undefined} undefined for a variant saved before the sketch named its kind */
  const kind = variant ? variant.kind : 'classic';
  if (setup || kind === undefined) return { picks, other: false };
  return kind ? { picks: fitPicks({ ...picks, kind }), other: false } : { picks, other: true };
}

/**
 * Whether New puzzle offers `difficulty` with the kind and size of `picks`.
 * @param {import('./panel-state.js').Picks} picks
 * @param {string} difficulty
 */
export function offersPick({ kind, size }, difficulty) {
  if (kind === 'jigsaw') return difficulty === 'any' || JIGSAW_LEVELS.includes(difficulty);
  return kind === 'killer' || offers(size, difficulty);
}

/**
 * Whether New puzzle offers `size` for `kind`: a variant only up to 9 × 9.
 * @param {string | undefined} kind
 * @param {number} size
 */
export function offersSize(kind, size) {
  return (kind ?? 'classic') === 'classic' || VARIANT_SIZES.includes(size);
}

/**
 * The picks kept from an earlier visit, when every one is still offered
 * (fitted to its size), else `fallback`.
 * @param {import('./panel-state.js').Picks | null} saved
 * @param {import('./panel-state.js').Picks} fallback
 * @returns {import('./panel-state.js').Picks}
 */
export function keptPicks(saved, fallback) {
  if (!saved) return fallback;
  const known =
    SIDES.includes(saved.size) && DIFFICULTIES.includes(saved.difficulty) && SYMMETRIES.includes(saved.symmetry);
  return known ? fitPicks(saved) : fallback;
}

/**
 * What generating a puzzle of `size` costs and gives, told before it
 * starts: the one level a size may reach, and the usual time of a slow
 * size, in a `note`, with the `seconds`; a variant, made within a second, has neither.
 * @param {number} size
 * @param {string} [kind]
 * @returns {{ note?: string, seconds?: number }}
 */
export function outlook(size, kind = 'classic') {
  if (kind !== 'classic') return {};
  const seconds = SLOW.get(size);
  const notes = [
    onlyLevel(size),
    seconds ? `A ${size} × ${size} puzzle takes about ${seconds} s (longer on a slow device); Cancel stops it.` : '',
  ].filter(Boolean);
  return { ...(notes.length ? { note: notes.join(' ') } : {}), ...(seconds ? { seconds } : {}) };
}

/**
 * "New 9×9 puzzle, medium, 24 clues.": a player's words, without the
 * milliseconds it took (the wait itself was shown while it ran).
 * @param {string} puzzle
 * @param {number} size
 * @param {string} difficulty
 * @param {string} symmetry
 */
export function describePuzzleMade(puzzle, size, difficulty, symmetry) {
  const givens = [...puzzle].filter((symbol) => symbol !== '.').length;
  const parts = [
    `New ${size}×${size} puzzle`,
    ...(difficulty === 'any' ? [] : [difficulty]),
    `${givens} clues`,
    ...(symmetry === 'none' ? [] : [`${symmetry} symmetry`]),
  ];
  return `${parts.join(', ')}.`;
}

/**
 * "New 9×9 killer, medium, 31 cages.": a variant made, in a player's words.
 * @param {import('./variant.js').Variant} variant
 * @param {string} kind killer or jigsaw
 * @param {string} difficulty
 */
export function describeVariantMade(variant, kind, difficulty) {
  const cages = variant.marks.filter((mark) => mark.kind === 'cage').length;
  const givens = [...variant.givens].filter((symbol) => symbol !== '.').length;
  const parts = [
    `New ${variant.side}×${variant.side} ${kind}`,
    ...(difficulty === 'any' ? [] : [difficulty]),
    kind === 'killer' ? `${cages} cages` : `${givens} clues`,
  ];
  return `${parts.join(', ')}.`;
}
