// Statistics of the games finished, with no DOM: how many of each size and
// level, the best and the median time, and the streak of daily puzzles, from
// the list of finishes the store keeps (store.js).

import { addDays } from './daily-date.js';

/**
 * One game finished.
 * @typedef {object} Finish
 * @property {number} size the grid's side
 * @property {string} level easy to expert, or '' when not rated
 * @property {number} ms the time played
 * @property {number} hints
 * @property {number} mistakes
 * @property {string} daily the daily puzzle's date, or '' for another puzzle
 * @property {number} at when, in milliseconds since the epoch
 */

/**
 * @typedef {object} StatsRow the games of one size and level
 * @property {number} size
 * @property {string} level
 * @property {number} count
 * @property {number} bestMs
 * @property {number} medianMs
 */

/** The levels in their order, unrated last. */
export const LEVELS = ['easy', 'medium', 'hard', 'expert', ''];

/**
 * The finishes grouped by size and level, smallest size and easiest level first.
 * @param {Finish[]} finishes
 * @returns {StatsRow[]}
 */
export function statsRows(finishes) {
  /** @type {Map<string, number[]>} */
  const groups = new Map();
  for (const { size, level, ms } of finishes) {
    const key = `${size}|${level}`;
    groups.set(key, [...(groups.get(key) ?? []), ms]);
  }
  return [...groups]
    .map(([key, times]) => {
      const [size, level] = key.split('|');
      return { size: Number(size), level, count: times.length, bestMs: Math.min(...times), medianMs: median(times) };
    })
    .sort((a, b) => a.size - b.size || LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level));
}

/**
 * The middle time, or the mean of the two middle ones.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The streak of daily puzzles: `current`, the days in a row up to today
 * (or up to yesterday, while today's is still to play) with a daily puzzle
 * finished, and `longest`, the most days in a row ever.
 * @param {Finish[]} finishes
 * @param {string} today `YYYY-MM-DD`, UTC
 */
export function streak(finishes, today) {
  const days = new Set(finishes.map((finish) => finish.daily).filter(Boolean));
  let current = 0;
  for (let day = days.has(today) ? today : addDays(today, -1); days.has(day); day = addDays(day, -1)) current += 1;
  let longest = 0;
  for (const day of days) {
    if (days.has(addDays(day, -1))) continue;
    let length = 0;
    for (let next = day; days.has(next); next = addDays(next, 1)) length += 1;
    longest = Math.max(longest, length);
  }
  return { current, longest };
}
