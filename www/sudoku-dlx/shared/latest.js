// "Newest request wins": when requests overlap (a puzzle set while another
// loads, an edit while the last one is checked), only the newest may show
// its answer, and whoever waits for the outcome waits for the newest, however
// many arrive meanwhile. The element and both modes use this one helper.

export class Latest {
  #ticket = 0;
  /** @type {Promise<unknown>} */
  #newest = Promise.resolve();
  #settled = true;

  /** Begins a request; the function returned tells whether it is still the newest. */
  begin() {
    const ticket = ++this.#ticket;
    return () => ticket === this.#ticket;
  }

  /** Makes every request begun so far stale. */
  invalidate() {
    this.#ticket += 1;
  }

  /**
   * Tracks `work` as the newest outcome and returns it; `settled` is false
   * until it, and no newer one, has settled.
   * @template T
   * @param {Promise<T>} work
   * @returns {Promise<T>}
   */
  track(work) {
    this.#settled = false;
    const tracked = work.finally(() => {
      if (this.#newest === tracked) this.#settled = true;
    });
    this.#newest = tracked;
    return tracked;
  }

  /** Whether the newest tracked outcome has settled. */
  get settled() {
    return this.#settled;
  }

  /** The newest tracked outcome, once it has settled and no newer one is tracked. */
  async outcome() {
    let awaited;
    let value;
    do {
      awaited = this.#newest;
      value = await awaited;
    } while (awaited !== this.#newest);
    return value;
  }
}
