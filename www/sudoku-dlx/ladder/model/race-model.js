// The race as data, with no DOM: one lane per rung, what each lane says, and
// where its bar ends on the chart's log scale. The axis runs from 1 node to
// the budget, so a rung that gave up fills its lane, and bars never rescale
// while the race runs.

import { formatNumber, formatTime } from '../../shared/format.js';
import { capitalLabel, rungLabel } from './rung-words.js';

/** The rungs, from the bottom of the ladder to the top (`ladder::NAMES`, written into engine-facts.js). */
import { RUNGS } from '../../shared/engine-facts.js';

export { RUNGS };

/** The race's lanes: every rung, then dancing cells, the top rung's search on sparse sets (src/ladder/cells.rs). */
export const LANES = [...RUNGS, 'cells'];

/** The budgets offered, in nodes a rung; the second is the default. */
export const BUDGETS = [1_000_000, 20_000_000, 100_000_000];
export const DEFAULT_BUDGET = BUDGETS[1];

/**
 * How each lane is timed (engine/race-worker.js): over at least `least`
 * runs, however slow its rung, and over more while its runs have taken less
 * than `withinMs` in all, up to `most`. One run says little on cores the
 * lanes share.
 */
export const RUNS = { least: 3, withinMs: 1500, most: 7 };

/**
 * @typedef {'idle' | 'running' | 'solved' | 'unsolvable' | 'gave up' | 'cancelled' | 'failed'} LaneState
 * @typedef {{ name: string, state: LaneState, waiting: boolean, run: number, nodes: number, ms: number, times: number[], solution: string | null, message: string }} Lane
 *   `waiting` while a running lane's job is queued for a worker (the pool has fewer workers than rungs);
 *   `run` the run its worker is on, 1 the first (each lane is timed over several runs: RUNS);
 *   `ms` the first run's time so far, or once over the median of `times`, every run's time
 */

/**
 * A lane at the start of a race, waiting for a worker.
 * @param {string} name
 * @returns {Lane}
 */
export function startLane(name) {
  return { name, state: 'running', waiting: true, run: 1, nodes: 0, ms: 0, times: [], solution: null, message: '' };
}

/**
 * The lane once a worker has taken its job.
 * @param {Lane} lane
 * @returns {Lane}
 */
export function searchingLane(lane) {
  return lane.state === 'running' ? { ...lane, waiting: false } : lane;
}

/**
 * A lane before any race.
 * @param {string} name
 * @returns {Lane}
 */
export function idleLane(name) {
  return { ...startLane(name), state: 'idle', waiting: false };
}

/**
 * The lane after its rung's report: progress while it runs (a run after
 * the first, which searches the same nodes again to time them, leaves the
 * nodes and the time as the first run left them), then its result.
 * @param {Lane} lane
 * @param {{ type: 'progress' | 'result', nodes: number, ms: number, run?: number, times?: number[], solution?: string | null, finished?: boolean }} report
 * @returns {Lane}
 */
export function reported(lane, report) {
  if (lane.state !== 'running') return lane;
  const run = report.run ?? lane.run;
  if (report.type === 'progress' && run > 1) {
    return { ...lane, waiting: false, run, nodes: Math.max(lane.nodes, report.nodes) };
  }
  const next = { ...lane, waiting: false, run, nodes: report.nodes, ms: report.ms };
  if (report.type === 'progress') return next;
  const times = report.times?.length ? report.times : [report.ms];
  Object.assign(next, { times, ms: median(times) });
  if (!report.finished) return { ...next, state: 'gave up' };
  return report.solution ? { ...next, state: 'solved', solution: report.solution } : { ...next, state: 'unsolvable' };
}

/**
 * The lane of a rung that failed with `message`.
 * @param {Lane} lane
 * @param {string} message
 * @returns {Lane}
 */
export function failedLane(lane, message) {
  return lane.state === 'running' ? { ...lane, state: 'failed', message } : lane;
}

/**
 * The lane of a rung stopped by Cancel.
 * @param {Lane} lane
 * @returns {Lane}
 */
export function cancelledLane(lane) {
  return lane.state === 'running' ? { ...lane, state: 'cancelled' } : lane;
}

/**
 * What the lane says beside its bar.
 * @param {Lane} lane
 */
export function laneStatus(lane) {
  switch (lane.state) {
    case 'idle':
      return 'ready';
    case 'running':
      if (lane.waiting) return 'waiting for a worker';
      return lane.run > 1
        ? `timing: run ${lane.run} of at least ${RUNS.least}; the time shown is the first run's…`
        : 'searching…';
    case 'solved':
      return 'solved';
    case 'unsolvable':
      return 'no solution';
    case 'gave up':
      return `gave up after ${formatNumber(lane.nodes)} nodes`;
    case 'cancelled':
      return 'cancelled';
    default:
      return lane.message;
  }
}

/**
 * The middle of `values` (of the two middle ones, their mean).
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/**
 * The fastest and the slowest of a lane's runs, in ms.
 * @param {Lane} lane
 */
export function spread(lane) {
  const times = lane.times.length ? lane.times : [lane.ms];
  return [Math.min(...times), Math.max(...times)];
}

/**
 * Whether two lanes took about the same time: each one's median lies within
 * the other's spread of runs, so that their medians differ by no more than
 * the runs of either vary (a lone slow run, a hiccup of the shared cores,
 * widens one spread but moves no median into it).
 * @param {Lane} a
 * @param {Lane} b
 */
export function aboutTheSame(a, b) {
  const [[aLow, aHigh], [bLow, bHigh]] = [spread(a), spread(b)];
  return a.ms >= bLow && a.ms <= bHigh && b.ms >= aLow && b.ms <= aHigh;
}

/**
 * The lane's numbers, nodes first: "18,297,263 nodes · 2.3 s", and for a
 * lane timed several times "489 nodes · 0.6 ms, median of 7 runs (0.5 ms to 0.9 ms)".
 * @param {Lane} lane
 */
export function laneFigures(lane) {
  if (lane.state === 'idle' || lane.waiting) return '';
  const figures = `${formatNumber(lane.nodes)} nodes · ${formatTime(lane.ms)}`;
  if (lane.times.length < 2) return figures;
  const [low, high] = spread(lane);
  return `${figures}, median of ${lane.times.length} runs (${formatTime(low)} to ${formatTime(high)})`;
}

/**
 * Where a bar of `nodes` ends, from 0 to 1, on a log scale from 1 to `budget`.
 * @param {number} nodes
 * @param {number} budget
 */
export function barFraction(nodes, budget) {
  if (nodes <= 1) return 0;
  return Math.min(1, Math.log10(nodes) / Math.log10(budget));
}

/**
 * The axis's marks: the powers of ten from 1, then the budget itself, with
 * a power too near it to be read beside it left out.
 * @param {number} budget
 */
export function axisTicks(budget) {
  const ticks = [];
  for (let power = 1; power < budget; power *= 10) ticks.push(power);
  if (ticks.length > 1 && barFraction(ticks[ticks.length - 1], budget) > 0.9) ticks.pop();
  ticks.push(budget);
  return ticks;
}

/** Whether no lane is running any more. */
export function raceOver(/** @type {Lane[]} */ lanes) {
  return lanes.every((lane) => lane.state !== 'running');
}

/** Medians under this, in ms, read "under 0.1 ms" alike: nothing to compare. */
const TIMED_FROM_MS = 0.1;

/**
 * What the race's times say against its nodes, once it is over: when a
 * lower rung searched as many nodes as dancing links or more, yet took less
 * time (as singles first can on a 9×9), or about the same time (each
 * median within the other's spread of runs), that fewer nodes are not less time here, and why; '' when
 * dancing links was faster beyond the spread of the runs, or took under
 * 0.1 ms. Medians of the lanes' runs.
 * @param {Lane[]} lanes
 */
export function raceTiming(lanes) {
  const dlx = lanes.find((lane) => lane.name === 'dlx');
  if (dlx?.state !== 'solved' || dlx.ms < TIMED_FROM_MS) return '';
  const lower = lanes.filter(
    (lane) => RUNGS.includes(lane.name) && lane.name !== 'dlx' && lane.state === 'solved' && lane.nodes >= dlx.nodes,
  );
  const quicker = lower.filter((lane) => lane.ms < dlx.ms && !aboutTheSame(lane, dlx)).sort((a, b) => a.ms - b.ms)[0];
  // Of the rungs as quick within the noise, the one that searched the most.
  const even = lower.filter((lane) => aboutTheSame(lane, dlx)).sort((a, b) => b.nodes - a.nodes)[0];
  const rung = quicker ?? even;
  if (!rung) return '';
  const [theirs, ours] = [rung.times.length, dlx.times.length];
  const runs = theirs > 1 || ours > 1 ? `medians of ${theirs} and ${ours} runs` : 'one run each';
  const more = rung.nodes > dlx.nodes;
  const searched = more
    ? `${(rung.nodes / dlx.nodes).toFixed(1)}× the nodes of dancing links`
    : `as many nodes as dancing links`;
  const took = quicker
    ? `but took ${formatTime(rung.ms)} against ${formatTime(dlx.ms)} (${runs})`
    : `in about the same time, ${formatTime(rung.ms)} against ${formatTime(dlx.ms)} (${runs}, each within the other's spread: the difference is noise)`;
  const pay = more ? ', so the nodes it saves do not pay for their cost' : '';
  return (
    `Fewer nodes are not less time here: ${rungLabel(rung.name)} searched ${searched} ${took}. On a grid this ` +
    `small a node of the lower rungs is a few bit operations over the cells, a node of dancing links moves links ` +
    `in a structure of thousands of nodes${pay}; its tree stays small where the grid grows and the bit tricks give ` +
    'out. The nodes are exact; the times are taken while the lanes share the cores.'
  );
}

/**
 * The race in one sentence, once it is over: how many times the nodes of
 * the slowest rung that finished are dancing links'.
 * @param {Lane[]} lanes
 */
export function raceSummary(lanes) {
  const dlx = lanes.find((lane) => lane.name === 'dlx');
  if (!dlx || ['idle', 'failed', 'cancelled'].includes(dlx.state)) return '';
  const most = lanes.reduce((a, b) => (b.nodes > a.nodes ? b : a));
  if (most === dlx || most.nodes <= dlx.nodes) return `Dancing links searched ${formatNumber(dlx.nodes)} nodes.`;
  const ratio = `${formatNumber(Math.round(most.nodes / dlx.nodes))}×`;
  const who = capitalLabel(most.name);
  const theirs = `the ${formatNumber(dlx.nodes)} of dancing links`;
  if (most.state === 'gave up') {
    return `${who} gave up after ${formatNumber(most.nodes)} nodes, at least ${ratio} ${theirs}.`;
  }
  return `${who} searched ${formatNumber(most.nodes)} nodes, ${ratio} ${theirs}.`;
}
