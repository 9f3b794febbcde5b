// What the play tests share (play.test.mjs, play-stillness.test.mjs): the
// Easy example, the two sizes, the demo page opened with its solver, and
// the cells, statuses and grid read as a player sees them.

import { after, before } from 'node:test';
import { startSite } from './harness.mjs';

export const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 800 };
export const PHONE_OPTIONS = { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * Serves the site for the calling test file (started before its tests,
 * closed after): the site itself, and how to open the demo page on it.
 */
export function playSite() {
  /** @type {Awaited<ReturnType<typeof startSite>> | undefined} */
  let site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.close();
  });
  /**
   * Opens the demo page at `path` (a query, e.g. `?puzzle=...`); waits for
   * the grid to show `puzzle` when given. Closing the `context` before the
   * test ends gives the page back, so the test's next page is this one made
   * fresh (page-pool.mjs), not a new context.
   * @param {import('node:test').TestContext} t
   * @param {string} [path]
   * @param {{ options?: object, scheme?: string, puzzle?: string }} [how]
   */
  async function openSolver(
    t,
    path = '?puzzle=',
    { options = { viewport: DESKTOP }, scheme = 'light', puzzle = '' } = {},
  ) {
    const { page, context, problems } = await started().open(`/index.html${path}`, { ...options, colorScheme: scheme });
    t.after(() => context.close());
    const solver = page.locator('sudoku-dlx[mode="solve"]');
    await solver.getByRole('grid').waitFor();
    if (puzzle) {
      await page.waitForFunction(
        (p) =>
          document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('input.given').length === p,
        [...puzzle].filter((s) => s !== '.').length,
      );
    }
    return { page, context, solver, problems };
  }
  const started = () => {
    if (!site) throw new Error('the site is not started');
    return site;
  };
  return { openSolver, site: started };
}

/** @param {import('playwright-core').Locator} solver @param {number} index */
export function cell(solver, index) {
  return solver.getByRole('gridcell').nth(index).locator('input');
}

/** Each cell's value and kind: given, entry or solved. @param {import('playwright-core').Locator} solver */
export function readGrid(solver) {
  return solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')].map((input) => ({
      value: /** @type {HTMLInputElement} */ (input).value,
      kind: ['given', 'entry', 'solved'].find((k) => input.classList.contains(k)) ?? '',
      invalid: input.getAttribute('aria-invalid') === 'true',
    })),
  );
}

/** @param {import('playwright-core').Locator} solver @param {string | RegExp} pattern */
export function status(solver, pattern) {
  return solver.getByRole('status').filter({ hasText: pattern }).waitFor();
}

/**
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} solver
 * @param {number} index
 * @param {string} text
 */
export async function typeAt(page, solver, index, text) {
  await cell(solver, index).click();
  await page.keyboard.type(text);
}
