// The race's story, with no DOM: for each step up the ladder, one sentence
// of why the rung above does better, computed from the race's own figures
// on the puzzle raced (its nodes and time per node) and from the two rungs'
// searches read move by move (where their trees part, how many guesses each
// made before its first solution). Only the rungs' names and ideas are
// fixed words (rung-words.js).
// Each rung's worker reads its own search (readRung) once the race is timed.

import { SYMBOLS } from '../../shared/grid-shape.js';
import { formatNumber, formatTime } from '../../shared/format.js';
import { MoveKind } from '../../engine/move-kind.js';
import { BacktrackLog } from './backtrack-log.js';
import { rungEvents } from './backtrack-source.js';
import { RUNGS, aboutTheSame } from './race-model.js';
import { capitalLabel, rungIdea, rungLabel } from './rung-words.js';

/** @typedef {import('../../engine/load.js').LadderEngine} LadderEngine */
/** @typedef {import('./race-model.js').Lane} Lane */

/** The most moves read of each rung's search: enough to find where trees part, cheap on the main thread. */
export const MOVES_READ = 20_000;

/** Rungs that change only the cost of a node, not the tree. */
const COST_ONLY = ['marks', 'bitmask'];

/**
 * @typedef {{ kinds: Uint8Array, cells: Int32Array, symbols: Int32Array, options: Int32Array }} Moves
 * @typedef {object} RungRead a rung's search read up to its first solution,
 *   plain data, so the race's worker can post it
 * @property {Moves} log its moves, up to `end`
 * @property {boolean} dlx whether its moves are dancing links' (chosen among an item's options, not a cell's candidates)
 * @property {number} end the index of its first solution, or how far it was read
 * @property {number} guesses placements that were neither forced nor the only candidate, before `end`
 * @property {boolean} whole whether `end` is the first solution or the end of the search
 */

/**
 * Reads the rung `name`'s search of `grid` up to its first solution, at most `cap` moves.
 * @param {LadderEngine} engine
 * @param {string} name
 * @param {string} grid
 * @param {number} cap
 * @returns {RungRead}
 */
export function readRung(engine, name, grid, cap = MOVES_READ) {
  const source = rungEvents(engine, name, grid);
  try {
    const log = new BacktrackLog(source, cap);
    const dlx = name === 'dlx';
    let end = 0;
    let guesses = 0;
    while (log.has(end) && log.kinds[end] !== MoveKind.Solution) {
      if (log.kinds[end] === MoveKind.Guess && log.options[end] >= 2) guesses += 1;
      end += 1;
    }
    const whole = end < log.length || log.searchDone;
    const moves = {
      kinds: log.kinds.slice(0, end),
      cells: log.cells.slice(0, end),
      symbols: log.symbols.slice(0, end),
      options: log.options.slice(0, end),
    };
    return { log: moves, dlx, end, guesses, whole };
  } finally {
    source.free();
  }
}

/**
 * The first move where the two searches differ, with the node it makes in
 * `upper` (the start is node 1); null when they agree as far as both were read.
 * @param {RungRead} lower
 * @param {RungRead} upper
 */
export function parting(lower, upper) {
  const [a, b] = [lower.log, upper.log];
  const same = (/** @type {number} */ i) =>
    (a.kinds[i] === MoveKind.Remove) === (b.kinds[i] === MoveKind.Remove) &&
    a.cells[i] === b.cells[i] &&
    a.symbols[i] === b.symbols[i];
  let node = 1;
  for (let i = 0; i < Math.min(lower.end, upper.end); i++) {
    if (b.kinds[i] !== MoveKind.Remove) node += 1;
    if (!same(i)) return { step: i, node, lower: moveAt(lower, i), upper: moveAt(upper, i) };
  }
  return null;
}

/**
 * @typedef {{ kind: number, cell: number, symbol: number, choices: number, dlx: boolean }} PartingMove
 * @param {RungRead} read
 * @param {number} i
 * @returns {PartingMove}
 */
function moveAt(read, i) {
  const { log, dlx } = read;
  return { kind: log.kinds[i], cell: log.cells[i], symbol: log.symbols[i], choices: log.options[i], dlx };
}

/**
 * A move in a few words: "tried 7 in row 1, column 3, one of 3 candidates".
 * @param {PartingMove} move
 * @param {number} side the grid's side
 */
function moveWords({ kind, cell, symbol, choices, dlx }, side) {
  const where = `${SYMBOLS[symbol - 1]} in row ${Math.floor(cell / side) + 1}, column ${(cell % side) + 1}`;
  if (kind === MoveKind.Remove) return `took ${where} back`;
  const among = dlx ? 'option' : 'candidate';
  if (choices <= 1) return `placed ${where}, its only ${among}`;
  // A forced move among several candidates is a hidden single.
  if (kind === MoveKind.Forced) return `placed ${where}, a hidden single`;
  return `tried ${where}, one of ${choices} ${among}s`;
}

/** A lane's time a node: "41 ns", "1.2 µs" (an average, so finer than the clock). */
function perNode(/** @type {Lane} */ lane) {
  return formatTime(lane.ms / lane.nodes, 0);
}

/** @param {RungRead} read */
function guessWords(read) {
  return read.whole ? formatNumber(read.guesses) : `more than ${formatNumber(read.guesses)}`;
}

/**
 * "2.0× faster" when `ratio` (the other's time over this one's) is 1 or
 * more, else "1.4× slower".
 * @param {number} ratio
 */
function faster(ratio) {
  return ratio >= 1 ? `${times(ratio)} faster` : `${times(1 / ratio)} slower`;
}

/** "12×", or "1.4×" below 10. */
function times(/** @type {number} */ ratio) {
  return ratio >= 10 ? `${formatNumber(Math.round(ratio))}×` : `${ratio.toFixed(1)}×`;
}

/**
 * @typedef {object} StoryLine one step up the ladder
 * @property {string} rung the rung stepped up to
 * @property {string} sentence why it does better (or does not), from the figures
 * @property {number | null} step the move (1-based: the step that shows it) where its tree parts from the rung below
 */

/**
 * Why the lane of `rung` opens nothing move by move once the race is over
 * (the story gives it no step where its tree parts from the rung below), for
 * its title.
 * @param {string} rung
 */
export function noPartingWhy(rung) {
  const index = RUNGS.indexOf(rung);
  if (index === 0) {
    return `${capitalLabel(rung)} is the first rung: each rung above opens where its tree parts from the one below`;
  }
  if (rung === 'cells') {
    return 'Dancing cells runs the search of dancing links on sparse sets: its line in the story compares their figures';
  }
  const below = rungLabel(RUNGS[index - 1]);
  if (COST_ONLY.includes(rung)) {
    return `${capitalLabel(rung)} searches the same tree as ${below}, each node for less: no move where they part to show`;
  }
  return `${capitalLabel(rung)}'s search and ${below}'s agree as far as both were read: no move where they part to show`;
}

/**
 * One sentence a step up the ladder, for the lanes of a race that is over
 * and each rung's search as read (`reads`, by name) on the same puzzle.
 * @param {Lane[]} lanes
 * @param {Record<string, RungRead>} reads
 * @param {number} side the grid's side
 * @returns {StoryLine[]}
 */
export function raceStory(lanes, reads, side) {
  const story = [];
  for (let r = 1; r < RUNGS.length; r++) {
    const [lower, upper] = [RUNGS[r - 1], RUNGS[r]];
    const [low, up] = [lanes.find((l) => l.name === lower), lanes.find((l) => l.name === upper)];
    if (!answered(low) || !answered(up) || !reads[lower] || !reads[upper]) continue;
    const line = stepUp(/** @type {Lane} */ (low), /** @type {Lane} */ (up), reads[lower], reads[upper], side);
    story.push({ rung: upper, ...line });
  }
  const cells = cellsLine(lanes);
  if (cells) story.push(cells);
  return story;
}

/**
 * Whether a lane's rung has answered with figures to compare.
 * @param {Lane | undefined} lane
 * @returns {lane is Lane}
 */
function answered(lane) {
  return Boolean(lane && ['solved', 'unsolvable', 'gave up'].includes(lane.state) && lane.nodes > 0);
}

/**
 * Dancing cells beside dancing links, from their lanes' figures: the same
 * search on sparse sets, so fewer nodes come only from the dead ends it
 * finds while selecting, and the time per node is the representation's.
 * @param {Lane[]} lanes
 * @returns {StoryLine | null}
 */
export function cellsLine(lanes) {
  const [links, cells] = ['dlx', 'cells'].map((name) => lanes.find((lane) => lane.name === name));
  if (!answered(links) || !answered(cells)) return null;
  const theirs = `${links.state === 'gave up' ? 'at least ' : ''}${formatNumber(links.nodes)}`;
  let nodes = `the same ${formatNumber(cells.nodes)} nodes as dancing links`;
  if (cells.nodes < links.nodes) {
    nodes = `${formatNumber(cells.nodes)} nodes against dancing links' ${theirs}, ${times(links.nodes / cells.nodes)} fewer, since it finds a dead end while it selects an option, before the dead end becomes a node`;
  } else if (cells.nodes > links.nodes) {
    nodes = `${formatNumber(cells.nodes)} nodes against dancing links' ${theirs}, ${times(cells.nodes / links.nodes)} more: it breaks ties between items of one length in another order, so it branches elsewhere`;
  }
  const took = `${formatTime(cells.ms)} against ${formatTime(links.ms)}`;
  const perNodes = `at ${perNode(cells)} a node against ${perNode(links)}`;
  let pace = 'both were too quick to time apart';
  if (links.ms > 0 && cells.ms > 0 && aboutTheSame(links, cells)) {
    pace = `it took about the same time, ${took}, ${perNodes}: each within the other's spread of runs, so the difference is noise`;
  } else if (links.ms > 0 && cells.ms > 0) {
    pace = `it took ${took}, ${faster(links.ms / cells.ms)}, ${perNodes}`;
  }
  const sentence = `Dancing cells, which ${rungIdea('cells')}, searched ${nodes}; ${pace}.`;
  return { rung: 'cells', sentence, step: null };
}

/**
 * @param {Lane} low
 * @param {Lane} up
 * @param {RungRead} lowRead
 * @param {RungRead} upRead
 * @param {number} side
 */
function stepUp(low, up, lowRead, upRead, side) {
  const [lower, upper] = [rungLabel(low.name), rungLabel(up.name)];
  const Upper = capitalLabel(up.name);
  const parted = parting(lowRead, upRead);
  const idea = `it ${rungIdea(up.name)}`;
  if (!parted && low.nodes === up.nodes) {
    // The same nodes: the ratio of times is the ratio of costs per node,
    // unless each median is within the other's runs, when it is noise.
    const timed = up.ms > 0 && low.ms > 0;
    const even = timed && aboutTheSame(low, up);
    let pace = timed ? `, ${faster(low.ms / up.ms)}` : '';
    if (even) pace = ' in about the same time (each within the other’s spread of runs)';
    let why = COST_ONLY.includes(up.name) ? `since ${idea}` : `its idea (${idea}) cut nothing on this puzzle`;
    if (even && COST_ONLY.includes(up.name)) why = `its idea (${idea}) saves too little to show above the noise here`;
    return {
      sentence: `${Upper} searched the same ${formatNumber(up.nodes)} nodes as ${lower}${pace}: ${perNode(up)} a node against ${perNode(low)}, ${why}.`,
      step: null,
    };
  }
  const fewer = low.nodes / up.nodes;
  const atLeast = low.state === 'gave up' ? 'at least ' : '';
  let count = `${formatNumber(up.nodes)} nodes, ${atLeast}${times(fewer)} fewer than ${lower}`;
  if (low.nodes === up.nodes) count = `as many nodes as ${lower}, ${formatNumber(up.nodes)}, in another order`;
  else if (fewer < 1) count = `${formatNumber(up.nodes)} nodes, ${times(1 / fewer)} more than ${lower}`;
  const where = parted
    ? `their trees part at node ${formatNumber(parted.node)}, where ${lower} ${moveWords(parted.lower, side)} and ${upper} ${moveWords(parted.upper, side)}`
    : `their trees agree for the first ${formatNumber(Math.min(lowRead.end, upRead.end))} moves`;
  return {
    sentence: `${Upper} searched ${count}, since ${idea}: ${where}; ${guessWords(upRead)} guesses to its first solution against ${guessWords(lowRead)}.`,
    step: parted ? parted.step + 1 : null,
  };
}
