// The element under a strict Content Security Policy, as a careful site
// serves it: every response of the site carries
//   script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'
// with no 'unsafe-inline' or 'unsafe-eval', and the demo page still solves,
// visualizes and races, fully styled (a blocked <style> would leave the grid
// a column of inputs), with no violation reported.
// Run after `npm run build`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pressTool, screenshot, startSite } from './harness.mjs';

const POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'; img-src 'self' data:";
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

test('the demo page works, fully styled, under a strict CSP', async (t) => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The page goes on loading (the ladder's story, the logic wasm) after the
  // last check; a route still fetching when the context closes would reject
  // after the test, which under load failed the file. Routes are dropped,
  // their errors ignored, before the context closes.
  t.after(async () => {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
  // The site's server, with the policy on every response (the page, its modules, its workers).
  await context.route(`${site.url}/**`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': POLICY } });
  });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    /** @type {any} */ (window).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      /** @type {any} */ (window).violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  const response = await page.goto(new URL(`/index.html?puzzle=${EASY}`, site.url).href);
  assert.equal(response?.headers()['content-security-policy'], POLICY, 'the page is served with the policy');

  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver.locator('.solver:not(.setting-up)').waitFor();
  await pressTool(solver, 'solve');
  await solver
    .locator('[data-part="status"]')
    .filter({ hasText: /^The solution/ })
    .waitFor();
  const grid = await solver.locator('[role="grid"]').evaluate((element) => {
    const style = getComputedStyle(element);
    const cells = [...element.querySelectorAll('input')].map((input) => input.getBoundingClientRect());
    return { display: style.display, firstRow: cells.filter((cell) => cell.top === cells[0].top).length };
  });
  assert.equal(grid.display, 'grid', "the solver's styles apply");
  assert.equal(grid.firstRow, 9, 'nine cells side by side, not a column of inputs');

  // Below the fold, the visualizer loads once scrolled to, as a reader does.
  const visualizer = page.locator('sudoku-dlx[mode="visualize"]');
  await visualizer.scrollIntoViewIfNeeded();
  await visualizer.locator('.dlx-vis').waitFor();
  const frame = await visualizer.locator('.dlx-vis').evaluate((element) => getComputedStyle(element).containerType);
  assert.equal(frame, 'inline-size', "the visualizer's styles apply");
  await visualizer.evaluate((/** @type {any} */ element) => element.seek(5));
  assert.equal(await visualizer.evaluate((/** @type {any} */ element) => element.step), 5);

  const ladder = page.locator('sudoku-dlx[mode="ladder"]');
  await ladder.scrollIntoViewIfNeeded();
  await ladder.locator('.budget').selectOption('1000000');
  await ladder.locator('.race').click();
  await ladder.locator('.lane[data-rung="dlx"][data-state="solved"]').waitFor();
  const lanes = await ladder.locator('.lanes').evaluate((element) => getComputedStyle(element).display);
  assert.equal(lanes, 'grid', "the ladder's styles apply");

  await screenshot(page, 'csp-strict');
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).violations), [], 'no violation');
  assert.deepEqual(problems, []);
});
