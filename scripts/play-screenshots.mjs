// Takes the README's and docs/page.md's pictures of playing in the page,
// from the page as it is now (run `npm run build` first): docs/play-desktop.png
// (1280×900, light: entries, pencil marks and a hint's step with Apply),
// docs/play-phone.png (375×800 at 2×, dark, touch: a mistake marked, pencil
// marks and the pad), docs/game-end.png (1280×900, light: a game just
// finished, its card over the grid), docs/daily.png (1280×900, dark: the
// page as a first visit opens it, on today's daily puzzle) and
// docs/first-screen-phone.png (375×800 at 2×, light: the same on a phone).
// The pages' clock is set to 2026-11-27, so "today" is the same day every
// time they are taken. `node scripts/play-screenshots.mjs`

/* global window, document */

import { join } from 'node:path';
import { ROOT, startSite } from '../tests/e2e/harness.mjs';

const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
const EASY_SOLVED = '652483917978162435314975628825736149791824563436519872269348751547291386183657294';
/** "Today" in the pictures: a Friday, whose daily puzzle is hard. */
const TODAY = new Date('2026-11-27T10:00:00Z');
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * Opens the page on EASY and waits for its clues.
 * @param {Awaited<ReturnType<typeof startSite>>} site
 * @param {object} options the browser context's
 */
async function openEasy(site, options) {
  const { page, context, problems } = await site.open(`/index.html?puzzle=${EASY}`, options);
  await page.waitForFunction(
    (p) => /** @type {any} */ (document.querySelector('sudoku-dlx[mode="solve"]'))?.puzzle === p,
    EASY,
  );
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  return { page, context, problems, solver };
}

/**
 * Writes `text` into the cell at `index` (row order) with the keyboard or the pad.
 * @param {import('playwright-core').Locator} solver
 * @param {number} index
 * @param {string} text
 */
async function typeAt(solver, index, text) {
  await solver.getByRole('gridcell').nth(index).locator('input').click();
  await solver.page().keyboard.type(text);
}

/** The desktop: two entries, pencil marks in row 2 and the naked single drawn with Apply beside the status. */
async function desktop(site) {
  const { page, context, problems, solver } = await openEasy(site, { viewport: { width: 1280, height: 900 } });
  await typeAt(solver, 0, '6');
  await typeAt(solver, 3, '4');
  await solver.getByRole('button', { name: 'Pencil' }).click();
  for (const [cell, marks] of /** @type {const} */ ([
    [9, '279'],
    [10, '278'],
    [11, '28'],
    [19, '127'],
  ])) {
    await typeAt(solver, cell, marks);
  }
  await solver.getByRole('button', { name: 'Pencil' }).click();
  const hint = solver.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await solver
    .getByRole('status')
    .filter({ hasText: /Press Hint again/ })
    .waitFor();
  await hint.click();
  await solver.getByRole('button', { name: 'Apply this step' }).waitFor();
  await solver.getByRole('gridcell').nth(19).locator('input').focus();
  // No button shown hovered.
  await page.mouse.move(1270, 890);
  const top = await solver.locator('.game-bar').boundingBox();
  const help = await solver.locator('[data-part="hint"]').boundingBox();
  if (!top || !help) throw new Error('the game bar or the help is not on screen');
  // The page is not scrolled, so the boxes are in the page's coordinates, which a full-page clip takes.
  await page.screenshot({
    path: join(ROOT, 'docs/play-desktop.png'),
    fullPage: true,
    clip: { x: top.x, y: top.y, width: 748, height: help.y + help.height - top.y + 4 },
  });
  await context.close();
  return problems;
}

/** The phone: a wrong entry that clashes, pencil marks, the pad. */
async function phone(site) {
  const options = {
    viewport: { width: 375, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
  };
  const { page, context, problems, solver } = await openEasy(site, options);
  const pad = solver.getByRole('group', { name: 'Number pad' });
  /** @param {string} name */
  const press = (name) => pad.getByRole('button', { name, exact: true }).tap();
  await solver.getByRole('gridcell').nth(0).locator('input').tap();
  await press('2');
  await solver.getByRole('gridcell').nth(9).locator('input').tap();
  await press('Pencil');
  for (const key of ['2', '7']) await press(key);
  await solver.getByRole('gridcell').nth(10).locator('input').tap();
  for (const key of ['2', '6', '8']) await press(key);
  await press('Pencil');
  await solver.getByRole('gridcell').nth(2).locator('input').tap();
  await press('6');
  await solver
    .getByRole('status')
    .filter({ hasText: /^Mistake: / })
    .waitFor();
  await solver.getByRole('gridcell').nth(10).locator('input').tap();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(ROOT, 'docs/play-phone.png') });
  await context.close();
  return problems;
}

/** The end of a game: the easy puzzle finished with one mistake mended, its card over the grid. */
async function end(site) {
  const { page, context, problems, solver } = await openEasy(site, DESKTOP);
  const open = [...EASY].flatMap((symbol, i) => (symbol === '.' ? [i] : []));
  await typeAt(solver, open[0], '9');
  // A digit typed keeps its cell: each cell is chosen, then typed in.
  for (const i of open) await typeAt(solver, i, EASY_SOLVED[i]);
  await solver.getByRole('heading', { name: 'Solved!' }).waitFor();
  // After the card's entrance and the wave across the grid.
  await page.waitForTimeout(2500);
  await page.mouse.move(1270, 890);
  const board = await solver.locator('.board').boundingBox();
  if (!board) throw new Error('the board is not on screen');
  await page.screenshot({
    path: join(ROOT, 'docs/game-end.png'),
    clip: { x: board.x, y: board.y, width: board.width, height: Math.min(board.height, 900 - board.y) },
  });
  await context.close();
  return problems;
}

/**
 * A first visit as the page opens it, on today's daily puzzle, at `options`' size.
 * @param {Awaited<ReturnType<typeof startSite>>} site
 * @param {object} options the browser context's
 * @param {string} file under docs/
 */
async function firstVisit(site, options, file) {
  const { page, context, problems } = await site.open('about:blank', options);
  await page.clock.setFixedTime(TODAY);
  await page.goto(new URL('/index.html', site.url).href);
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver
    .getByRole('status')
    .filter({ hasText: /^Today’s puzzle/ })
    .waitFor({ timeout: 30_000 });
  await solver.locator('[data-part="rating"]').filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(ROOT, `docs/${file}`) });
  await context.close();
  return problems;
}

const site = await startSite();
try {
  const problems = [
    ...(await desktop(site)),
    ...(await phone(site)),
    ...(await end(site)),
    ...(await firstVisit(site, { ...DESKTOP, colorScheme: 'dark' }, 'daily.png')),
    ...(await firstVisit(site, { ...PHONE, colorScheme: 'light' }, 'first-screen-phone.png')),
  ];
  if (problems.length) throw new Error(problems.join('\n'));
  console.log('docs/play-desktop.png, play-phone.png, game-end.png, daily.png and first-screen-phone.png taken');
} finally {
  await site.close();
}
