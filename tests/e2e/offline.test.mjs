// The site works offline after one visit, as its footer says: the
// production build (scripts/bundle.mjs, served by scripts/serve.mjs as
// `npm start` serves it) registers its service worker once the page is idle,
// which precaches every file of the build; then, with the network gone
// (`context.setOffline(true)`), a reload opens the page, and a digit typed,
// a Hint, a Count and a New puzzle all work: the core, logic and stepper
// wasm and the workers come from the cache. The manifest makes it
// installable, its icons load. A new build replaces the old cache without
// breaking a page of the old one that is still open. The tour
// (tour.html) is in the same cache: a first visit to it, then a reload
// offline, opens its chapters, their visualizers and the engine's answers.

import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildSite } from '../../scripts/bundle.mjs';
import { BUILT_ONCE } from '../../scripts/package.mjs';
import { serve } from '../../scripts/serve.mjs';
import { loadEngine } from '../../www/sudoku-dlx/engine/load.js';
import { launchBrowser, pressTool, ROOT, screenshot } from './harness.mjs';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

let folder;
let site;
let browser;
let engine;
before(async () => {
  // A copy of its own, which a test rebuilds: of the site npm test builds
  // once for every test (SUDOKU_DLX_BUILT), else built here.
  folder = await mkdtemp(join(tmpdir(), 'offline-test-'));
  if (BUILT_ONCE) await cp(join(ROOT, 'dist/site'), folder, { recursive: true });
  else await buildSite(folder);
  site = await serve({ root: folder });
  browser = await launchBrowser();
  engine = await loadEngine();
});
after(async () => {
  await browser?.close();
  await new Promise((closed) => site?.server.close(closed));
  await rm(folder, { recursive: true, force: true });
});

/**
 * Opens the built page, records its problems, and waits until its service
 * worker is active (every file precached: a worker activates only once its
 * install, the precaching, has succeeded).
 */
async function visit(t, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  t.after(() => context.close());
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${site.url}/index.html?puzzle=${EASY}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return { context, page, problems };
}

const solverOf = (page) => page.locator('sudoku-dlx[mode="solve"]');
const statusOf = (solver) => solver.locator('[data-part="status"]');

test('after one visit, a reload offline plays, hints, counts and makes a new puzzle', async (t) => {
  const { context, page, problems } = await visit(t);
  await context.setOffline(true);
  await page.reload();
  assert.equal(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), true, 'served by the worker');
  const solver = solverOf(page);
  await solver.getByRole('grid').waitFor();
  // The rating runs the logic wasm in a worker: both from the cache.
  await solver
    .locator('[data-part="rating"]')
    .filter({ hasText: /^Difficulty: easy/ })
    .waitFor({ timeout: 30_000 });

  const solution = engine.solve(EASY);
  const cell = EASY.indexOf('.');
  await solver.getByRole('gridcell').nth(cell).locator('input').press(solution[cell]);
  assert.equal(await solver.getByRole('gridcell').nth(cell).locator('input').inputValue(), solution[cell]);

  await solver.getByRole('button', { name: 'Hint', exact: true }).click();
  await solver.locator('[data-part="hint"]').filter({ hasText: /\S/ }).first().waitFor({ timeout: 30_000 });

  await pressTool(solver, 'count');
  await statusOf(solver)
    .filter({ hasText: /exactly one solution/ })
    .waitFor({ timeout: 30_000 });

  await solver.getByRole('button', { name: 'New puzzle', exact: true }).click();
  await statusOf(solver)
    .filter({ hasText: /^New 9×9 puzzle/ })
    .waitFor({ timeout: 30_000 });
  await screenshot(page, 'offline-after-new-puzzle');
  assert.deepEqual(
    problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED/.test(problem)),
    [],
  );
});

test('offline, any address of the page opens it, and the visualizer runs; other pages are not the game', async (t) => {
  const { context, page } = await visit(t, { width: 375, height: 800 });
  // Another page beside it on the host is left to the network, not answered with the game.
  const elsewhere = await page.goto(`${site.url}/docs/elsewhere.html`);
  assert.equal(elsewhere?.status(), 404);
  await context.setOffline(true);
  await page.goto(`${site.url}/?watch=knuth`);
  const visualizer = page.locator('sudoku-dlx[mode="visualize"]');
  await visualizer.scrollIntoViewIfNeeded();
  await visualizer
    .getByRole('button', { name: /step forward/i })
    .first()
    .click({ timeout: 30_000 });
  await screenshot(page, 'offline-phone');
});

test('the tour works offline too: a reload, another chapter, its visualizer, its exercises and the engine’s answer', async (t) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // The first visit is the tour's: it registers the worker, which precaches the tour and the page.
  await page.goto(`${site.url}/tour.html?chapter=algorithm-x&step=5`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.reload();
  assert.equal(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), true, 'served by the worker');
  assert.equal(await page.locator('h1').textContent(), 'Algorithm X on the paper’s matrix');
  // The visualizer (the stepper's wasm, from the cache) opens at the linked step and steps on.
  const live = page.locator('#live');
  await page.waitForFunction(() => {
    const element = /** @type {any} */ (document.querySelector('#live'));
    return element?.step === 5 && element.shadowRoot?.querySelector('canvas');
  });
  await live.evaluate((element) => /** @type {any} */ (element).stepForward());
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#live'))?.step === 6);
  // An exercise is checked by the engine, offline.
  const section = page.locator('.exercise').first();
  await section.locator('form .check').waitFor();
  // Another address of the tour, never opened online, is the tour; its
  // engine answer runs the ladder's wasm, from the cache.
  await page.goto(`${site.url}/tour.html?chapter=colours`);
  await page.waitForFunction(() => !document.querySelector('#colour-answer')?.textContent?.includes('…'));
  assert.match(await page.locator('#colour-answer').textContent(), /^2 exact covers/);
  await screenshot(page, 'offline-tour');
  assert.deepEqual(problems, []);
});

test('the manifest makes the site installable: a name, a start, and icons that load, one maskable', async () => {
  const html = await readFile(join(folder, 'index.html'), 'utf8');
  assert.match(html, /<link rel="manifest" href="manifest.webmanifest">/);
  assert.doesNotMatch(html, /rel="stylesheet"/, 'the stylesheet is in the page: nothing blocks the first paint');
  const manifest = await (await fetch(`${site.url}/manifest.webmanifest`)).json();
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  assert.deepEqual(sizes, ['any any', '192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, `${site.url}/`));
    assert.equal(response.status, 200, icon.src);
    assert.equal(response.headers.get('content-type'), icon.type);
  }
});

test('a new build takes over only once the old page is closed, and the old page keeps working meanwhile', async (t) => {
  const { context, page } = await visit(t);
  await page.reload();
  // A new build: another page, so another revision of it in another sw.js.
  const index = join(folder, 'index.html');
  await writeFile(index, (await readFile(index, 'utf8')).replace('</footer>', '<p id="new-build">new</p></footer>'));
  const sw = join(folder, 'sw.js');
  const worker = await readFile(sw, 'utf8');
  const revised = worker.replace(/(url:"index\.html",revision:")[^"]+/, '$1another');
  assert.notEqual(revised, worker, 'the page has a revision in sw.js');
  await writeFile(sw, revised);
  for (const path of [index, sw]) for (const copy of ['.br', '.gz']) await rm(path + copy);
  const waiting = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
    for (let i = 0; i < 200 && !registration?.waiting; i++) await new Promise((done) => setTimeout(done, 50));
    return Boolean(registration?.waiting);
  });
  assert.equal(waiting, true, 'the new worker installed and waits');
  // The old page still runs its own build: its chunks and wasm come from the cache.
  const solver = solverOf(page);
  await pressTool(solver, 'count');
  await statusOf(solver)
    .filter({ hasText: /exactly one solution/ })
    .waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('#new-build').count(), 0);
  // A blank page, no client of either worker, watches them through the
  // DevTools protocol: the old one turns redundant when the new takes over,
  // which happens once the last page of the old build is gone. (A page of
  // the site reloaded in a loop would itself keep the old worker in charge.)
  const next = await context.newPage();
  const devtools = await context.newCDPSession(next);
  const states = new Map();
  devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const { versionId, status } of versions) states.set(versionId, status);
  });
  await devtools.send('ServiceWorker.enable');
  await page.close();
  const deadline = Date.now() + 20_000;
  while (![...states.values()].includes('redundant') && Date.now() < deadline) await next.waitForTimeout(100);
  await next.goto(`${site.url}/index.html`);
  const fresh = (await next.locator('#new-build').count()) === 1;
  assert.equal(fresh, true, 'the new build is served');
  assert.equal(await next.evaluate(() => navigator.serviceWorker.controller?.state), 'activated');
});
