// The daily puzzle's dates, with no DOM: today's in UTC (the same day for
// everyone, whatever their time zone), the `YYYY-MM-DD` form a link carries,
// and the date as a person reads it. The puzzle of a date is Rust's
// (`daily` in src/sudoku/daily.rs, through the logic worker).

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/**
 * The formatter of dates in words, built when first used, not while a page
 * loads: building one takes milliseconds.
 * @type {Intl.DateTimeFormat | undefined}
 */
let words;

/**
 * Today's date in UTC, `YYYY-MM-DD`.
 * @param {number} [now] milliseconds since the epoch
 */
export function todayUTC(now = Date.now()) {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * Whether `text` is a day of the calendar written `YYYY-MM-DD`.
 * @param {string} text
 */
export function isDate(text) {
  const parts = DATE.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0 to 99 to 1900 to 1999: set the year itself.
  date.setUTCFullYear(year);
  return year > 0 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The date `days` after `date` (before it, when negative).
 * @param {string} date `YYYY-MM-DD`
 * @param {number} days
 */
export function addDays(date, days) {
  return todayUTC(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

/**
 * "Friday, 27 November 2026".
 * @param {string} date `YYYY-MM-DD`
 */
export function dateWords(date) {
  words ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return words.format(Date.parse(`${date}T00:00:00Z`));
}
