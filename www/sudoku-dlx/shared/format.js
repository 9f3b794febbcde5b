// Numbers, counts and times as people read them: 12,345; 1 solution, 2
// solutions; 4.2 ms. The number formatter is built once, because
// toLocaleString builds one on every call, too slow for once a frame.

const NUMBER = new Intl.NumberFormat('en-US');

/** @param {number | bigint} n */
export function formatNumber(n) {
  return NUMBER.format(n);
}

/**
 * `n` and its noun: "1 option", "2,000 options".
 * @param {number} n
 * @param {string} one
 */
export function plural(n, one, many = `${one}s`) {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/**
 * A duration in milliseconds, as precise as is worth reading.
 * @param {number} ms
 */
export function formatTime(ms) {
  if (ms < 0.1) return 'under 0.1 ms';
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 10_000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}
