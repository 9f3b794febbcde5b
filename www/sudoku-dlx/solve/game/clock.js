// The game's clock: the time played, added up only while it runs. What
// starts and stops it (the first move, the tab hidden, Pause, the end) is
// the session's to say (session.js); this only counts, on a monotonic clock
// that the tests can replace.

export class Clock {
  /** Milliseconds counted before the current run. */
  #banked = 0;
  /** When the current run began, or null while stopped. */
  #since = /** @type {number | null} */ (null);
  #now;

  /** @param {() => number} [now] milliseconds on a monotonic clock */
  constructor(now = () => performance.now()) {
    this.#now = now;
  }

  get running() {
    return this.#since !== null;
  }

  /** The time played so far, in milliseconds. */
  get ms() {
    return this.#banked + (this.#since === null ? 0 : this.#now() - this.#since);
  }

  start() {
    if (this.#since === null) this.#since = this.#now();
  }

  stop() {
    if (this.#since === null) return;
    this.#banked = this.ms;
    this.#since = null;
  }

  /**
   * Stops the clock at `ms` (a game resumed).
   * @param {number} ms
   */
  reset(ms = 0) {
    this.#banked = ms;
    this.#since = null;
  }
}

/**
 * A time played as a clock shows it: 0:07, 4:12, 1:02:09.
 * @param {number} ms
 */
export function clockText(ms) {
  const total = Math.floor(ms / 1000);
  const seconds = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * A time played in words, for a sentence and a screen reader: "4 minutes
 * 12 seconds", "1 hour 2 minutes", "38 seconds".
 * @param {number} ms
 */
export function clockWords(ms) {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  const seconds = total % 60;
  /** @type {[number, string][]} */
  const parts = hours
    ? [
        [hours, 'hour'],
        [minutes, 'minute'],
      ]
    : [
        [minutes, 'minute'],
        [seconds, 'second'],
      ];
  const said = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return said.join(' ') || '0 seconds';
}
