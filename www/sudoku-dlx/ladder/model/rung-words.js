// What the page calls each of the race's lanes, and the one idea that sets
// it apart, said once: the lanes' names and subtitles, the move-by-move
// picker and the story's "since …" all read them here. Which rungs there
// are, and in what order, is Rust's (`ladder::NAMES`, in engine-facts.js);
// these are only the page's words for them.

/**
 * @typedef {object} RungWords
 * @property {string} label its name in a sentence: "fewest candidates"
 * @property {string} idea what it does that the rung below does not, in one
 *   line that reads both under its name and after "since it"
 */

/** @type {Readonly<Record<string, Readonly<RungWords>>>} */
export const RUNG_WORDS = {
  brute: { label: 'brute force', idea: 'checks each symbol by scanning the row, column and box' },
  marks: { label: 'marks', idea: 'checks each symbol with one lookup in three tables of used symbols' },
  bitmask: { label: 'bitmask', idea: "finds a cell's candidates in one AND of three bitmasks" },
  fewest: { label: 'fewest candidates', idea: 'fills the cell with the fewest candidates first' },
  singles: { label: 'singles first', idea: 'places every naked and hidden single before it guesses' },
  dlx: {
    label: 'dancing links',
    idea: 'branches on the constraint with the fewest options, a cell or a symbol in a unit',
  },
  cells: { label: 'dancing cells', idea: 'runs the search of dancing links on sparse sets, with no links to follow' },
};

/**
 * What the lane `name` is called in a sentence.
 * @param {string} name
 */
export function rungLabel(name) {
  return RUNG_WORDS[name]?.label ?? name;
}

/**
 * What the lane `name` is called at the start of a sentence: "Fewest candidates".
 * @param {string} name
 */
export function capitalLabel(name) {
  const label = rungLabel(name);
  return `${label[0].toUpperCase()}${label.slice(1)}`;
}

/**
 * The one-line idea of the lane `name`; '' for a name the page has no words for.
 * @param {string} name
 */
export function rungIdea(name) {
  return RUNG_WORDS[name]?.idea ?? '';
}
