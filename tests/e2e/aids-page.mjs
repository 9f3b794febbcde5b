// What the aids' tests share (aids*.test.mjs): the Easy example, its
// solution and cells chosen for marks, the two sizes, the page opened on a
// site of the file's own, and a player's moves: choose a cell, write, set
// the mode, undo, the menu, a look in a screenshot, the page reopened.

import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { SCREENSHOTS, screenshot, startSite } from './harness.mjs';
import { PEERS, allSolutions, candidatesOf } from './sudoku9.mjs';

export const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
export const [SOLUTION] = allSolutions(EASY, 1);
export const OPEN = [...EASY].flatMap((s, i) => (s === '.' ? [i] : []));
export const DESKTOP = { viewport: { width: 1280, height: 900 } };
export const PHONE = { viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const SIZES = /** @type {const} */ ([
  ['1280×900', DESKTOP],
  ['375×800', PHONE],
]);

/**
 * @param {Awaited<ReturnType<typeof startSite>>} site
 * @param {import('node:test').TestContext} t
 * @param {object} options
 * @param {string} [scheme]
 */
export async function openAt(site, t, options, scheme = 'light') {
  const { page, context, problems } = await site.open(`/index.html?puzzle=${EASY}`, {
    ...options,
    colorScheme: scheme,
  });
  t.after(() => context.close());
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await page.waitForFunction(
    (clues) =>
      document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelectorAll('input.given').length === clues,
    [...EASY].filter((s) => s !== '.').length,
  );
  // Every test starts a game afresh: nothing a test before it saved (as a
  // page kept between tests could let through, page-pool.mjs) is resumed.
  const left = (await readMarks(solver)).flatMap((c, i) =>
    c.corner || c.centre || (c.value && EASY[i] === '.') ? [i] : [],
  );
  assert.deepEqual(left, [], 'a fresh game: no cell holds an entry or a mark');
  return { page, context, solver, problems };
}

/** @param {import('playwright-core').Locator} solver @param {number} index */
export function cell(solver, index) {
  return solver.getByRole('gridcell').nth(index).locator('input');
}

/** Every cell's value, corner marks and centre marks. */
export function readMarks(/** @type {import('playwright-core').Locator} */ solver) {
  return solver.evaluate((host) =>
    [...(host.shadowRoot?.querySelectorAll('[role="gridcell"]') ?? [])].map((gridcell) => ({
      value: /** @type {HTMLInputElement} */ (gridcell.querySelector('input')).value,
      corner: gridcell.querySelector('.marks.own')?.textContent ?? '',
      centre: gridcell.querySelector('.centre-marks')?.textContent ?? '',
    })),
  );
}

/**
 * Chooses a cell: a click, or a tap on a touch screen.
 * @param {import('playwright-core').Locator} solver
 * @param {number} index
 * @param {boolean} touch
 */
export async function choose(solver, index, touch) {
  if (touch) await cell(solver, index).tap();
  else await cell(solver, index).click();
}

/**
 * Writes `symbols` into the chosen cell: typed, or tapped on the pad.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} solver
 * @param {string} symbols
 * @param {boolean} touch
 */
export async function write(page, solver, symbols, touch) {
  for (const symbol of symbols) {
    if (touch) await solver.locator(`.pad [data-symbol="${symbol}"]`).tap();
    else await page.keyboard.type(symbol);
  }
}

/**
 * Sets the entry mode: its key on a keyboard, the pad's mode key (tapped
 * until it names the mode) on a phone.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} solver
 * @param {'Digit' | 'Corner' | 'Centre' | 'Colour'} mode
 * @param {boolean} touch
 */
export async function setMode(page, solver, mode, touch) {
  const key = solver.locator('.pad [data-action="mode-next"]');
  if (!touch) await page.keyboard.press({ Digit: 'z', Corner: 'x', Centre: 'c', Colour: 'v' }[mode]);
  else for (let taps = 0; (await key.textContent()) !== mode && taps < 4; taps++) await key.tap();
  assert.equal(await key.textContent(), mode, `the pad's mode key names ${mode}`);
}

/**
 * Undoes: Ctrl+Z at the grid, or the pad's Undo (which leaves the cell chosen).
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} solver
 * @param {boolean} touch
 */
export async function undo(page, solver, touch) {
  if (touch) await solver.locator('.pad [data-action="undo"]').tap();
  else await page.keyboard.press('Control+z');
}

/**
 * Presses a menu item: opens the menu, presses, closes it when it stays open.
 * @param {import('playwright-core').Locator} solver
 * @param {string} item
 */
export async function menuItem(solver, item) {
  const menu = solver.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await solver.locator(`[data-item="${item}"]`).click();
  if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
}

/**
 * Keeps a picture of what a person sees: the first screen of a phone, the
 * grid and the bars above it on a desktop (docs/page.md shows them).
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} solver
 * @param {string} name
 * @param {boolean} touch
 */
export async function look(page, solver, name, touch) {
  if (!SCREENSHOTS) return;
  if (touch) await screenshot(page, `${name}-phone`, { scale: 'css' });
  else {
    // The game bar, the toolbar and the grid: the side's controls are another story.
    const [whole, grid] = await Promise.all([solver.boundingBox(), solver.getByRole('grid').boundingBox()]);
    if (!whole || !grid) throw new Error('the solver is not shown');
    const bar = await solver.locator('.game-bar').boundingBox();
    const right = Math.max(grid.x + grid.width, bar ? bar.x + bar.width : 0) + 8;
    const clip = {
      x: whole.x,
      y: whole.y,
      width: right - whole.x,
      height: grid.y + grid.height + 8 - whole.y,
    };
    await screenshot(page, `${name}-desktop`, { clip });
  }
}

/**
 * The page opened again in a new tab (a reload, with the same storage),
 * once the grid shows its clues.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 */
export async function reopen(context, page) {
  // Saving waits for the end of a task.
  await page.waitForTimeout(300);
  const again = await context.newPage();
  await again.goto(page.url());
  await again.waitForFunction(
    (clues) =>
      document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelectorAll('input.given').length === clues,
    [...EASY].filter((s) => s !== '.').length,
  );
  return { page: again, solver: again.locator('sudoku-dlx[mode="solve"]') };
}

/** Two open cells that see each other, where B could hold A's digit, and a third in neither's units. */
export const [A, B] = (() => {
  for (const a of OPEN) {
    for (const b of OPEN) {
      if (a !== b && PEERS[a].has(b) && candidatesOf([...EASY], b).includes(SOLUTION[a])) return [a, b];
    }
  }
  throw new Error('no two open cells see each other');
})();
export const FAR = /** @type {number} */ (OPEN.find((c) => c !== A && c !== B && !PEERS[A].has(c) && !PEERS[B].has(c)));

/**
 * Serves the site for the calling test file (started before its tests,
 * closed after) and returns how to open the Easy example on it.
 */
export function aidsSite() {
  /** @type {Awaited<ReturnType<typeof startSite>> | undefined} */
  let site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.close();
  });
  /**
   * @param {import('node:test').TestContext} t
   * @param {object} options
   * @param {string} [scheme]
   */
  return (t, options, scheme = 'light') => {
    if (!site) throw new Error('the site is not started');
    return openAt(site, t, options, scheme);
  };
}
