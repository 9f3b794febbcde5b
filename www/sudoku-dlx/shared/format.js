// Numbers, counts and times as people read them: 12,345; 1 solution, 2
// solutions; 4.2 ms, 1.5 s. The number formatter is built once, because
// toLocaleString builds one on every call, too slow for once a frame, and
// when first used, not while a page loads: building it takes milliseconds.

/** @type {Intl.NumberFormat | undefined} */
let numbers;

/** @param {number | bigint} n */
export function formatNumber(n) {
  numbers ??= new Intl.NumberFormat('en-US');
  return numbers.format(n);
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
 * A message as a sentence, for a person: its first letter capitalised and a
 * full stop at its end when it has none. Errors come from Rust and the
 * parsers in the lower case that a log line or "error: …" wants.
 * @param {string} message
 */
export function asSentence(message) {
  if (!message) return message;
  const closed = /[.!?…]$/.test(message) ? message : `${message}.`;
  return closed[0].toUpperCase() + closed.slice(1);
}

/** The units a duration is written in, each with its size in milliseconds. */
const TIME_UNITS = /** @type {const} */ ([
  ['ns', 1e-6],
  ['µs', 1e-3],
  ['ms', 1],
  ['s', 1e3],
]);

/**
 * A duration in milliseconds, in the largest unit it makes at least one of,
 * with a decimal below 10 and whole numbers from there, thousands
 * separated: 640 ns, 3.5 µs, 12 ms, 1.2 s, 1,234 s. Every time the page
 * shows is written here, so times side by side read alike.
 * @param {number} ms
 * @param {number} [resolution] the clock's tick in ms: a measured time is
 *   written in no unit finer than it, and under it reads "under 0.1 ms". 0
 *   for a time that is computed, not measured (a time a node)
 * @returns {string}
 */
export function formatTime(ms, resolution = 0.1) {
  if (ms < resolution) return `under ${formatTime(resolution, resolution)}`;
  for (const [unit, size] of TIME_UNITS) {
    const value = ms / size;
    // No unit finer than the clock; and rounded, 999.7 ms would read
    // 1,000 ms: the next unit says it better.
    if (size < resolution || (value >= 999.5 && unit !== 's')) continue;
    return value < 9.95 ? `${value.toFixed(1)} ${unit}` : `${formatNumber(Math.round(value))} ${unit}`;
  }
  return '';
}

/** @type {Intl.NumberFormat | undefined} */
let compact;

/**
 * A count where room is short, to two figures: 950, 2.6K, 26K, 1.2M.
 * @param {number} n
 */
export function formatCompact(n) {
  compact ??= new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 2 });
  return compact.format(n);
}

/**
 * A count to two figures, for one that moves as it is read or is only
 * estimated, in one notation whatever its size: 950, 2.6K, 450M, and from
 * a billion as formatLarge writes it, 2.4 × 10¹⁹.
 * @param {number} n
 */
export function formatRough(n) {
  return n < 1e9 ? formatCompact(n) : formatLarge(n);
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * A number that may be astronomical, as people read it: with thousands
 * separated up to a billion, then as a power of ten, 2.4 × 10¹⁹.
 * @param {number} n
 */
export function formatLarge(n) {
  if (!Number.isFinite(n)) return '∞';
  if (n < 1e9) return formatNumber(Math.round(n));
  const [mantissa, exponent] = n.toExponential(1).split('e+');
  return `${mantissa} × 10${Array.from(exponent, (digit) => SUPERSCRIPTS[Number(digit)]).join('')}`;
}

/** Spans of time longer than a minute, each with its size in milliseconds. */
const SPANS = /** @type {const} */ ([
  ['year', 365.25 * 864e5],
  ['day', 864e5],
  ['hour', 36e5],
  ['minute', 6e4],
]);

/**
 * A long duration in words, to the largest unit it makes two of: "45 s",
 * "3 minutes", "5 hours", "40 days", "2.4 × 10¹⁹ years".
 * @param {number} ms
 */
export function formatSpan(ms) {
  for (const [unit, size] of SPANS) {
    const value = ms / size;
    if (value >= 2) return `${formatLarge(value)} ${unit}s`;
  }
  return formatTime(ms);
}
