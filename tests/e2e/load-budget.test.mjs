// The first visit's budgets, measured as scripts/measure-load.mjs measures
// them (cold, every response gzipped, counted until the first Solve answers):
// one solve-mode element from the npm package at most 100 KB and 8
// requests, the demo page of `npm start` at most 160 KB and 15 requests.
// A change that grows either past its budget fails here, and so does one
// that fetches a wasm file twice, anything of ladder mode, or a wasm file a
// page does not need: the element only the core, the demo page the core and
// perhaps the stepper (its visualizer, below the fold, loads once on
// screen, which a short window or a slow machine may reach first).
// A Solve pressed late, once the rating has loaded the logic wasm, fetches
// nothing twice either; a Solve never waits for that wasm; and the demo page
// left empty uses the core wasm it preloads (else Chromium warns).
// Builds the package and the site first (unless `npm test` has); needs the built pkg/, pkg-stepper/,
// pkg-logic/ and pkg-ladder/ (`npm run build`).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildSite } from '../../scripts/bundle.mjs';
import { measure } from '../../scripts/measure-load.mjs';
import { BUILT_ONCE, stage } from '../../scripts/package.mjs';
import { join } from 'node:path';
import { launchBrowser, openPage, pressTool, ROOT, startServer } from './harness.mjs';

const BUDGETS = {
  element: { bytes: 100_000, requests: 8, wasm: ['sudoku-dlx'] },
  demo: { bytes: 160_000, requests: 15, wasm: ['sudoku-dlx', 'sudoku-dlx-stepper'] },
};
/** The wasm files, by name, a page must have fetched before the first Solve. */
const NEEDED = ['sudoku-dlx'];
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  if (!BUILT_ONCE) {
    await stage();
    await buildSite();
  }
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const [name, budget] of Object.entries(BUDGETS)) {
  test(`${name}: within ${budget.bytes / 1000} KB gzipped and ${budget.requests} requests before the first Solve`, async () => {
    const { requests, gzippedBytes, files } = await measure(browser, /** @type {'element' | 'demo'} */ (name));
    const list = files.map((file) => `${file.path} ${file.bytes}`).join('\n');
    assert.ok(gzippedBytes <= budget.bytes, `${gzippedBytes} bytes gzipped:\n${list}`);
    assert.ok(requests <= budget.requests, `${requests} requests:\n${list}`);
    // Hashed names: `sudoku-dlx-stepper-<hash>.wasm`, the hash without dashes.
    const wasm = files.filter((file) => file.path.endsWith('.wasm')).map((file) => file.path);
    const names = wasm.map((path) => /([\w-]+)-\w+\.wasm$/.exec(path)?.[1]).sort();
    const once = `each wasm file once, for the page and its workers:\n${list}`;
    assert.deepEqual(names, [...new Set(names)], once);
    assert.deepEqual(
      names.filter((name) => NEEDED.includes(name)),
      NEEDED,
      `the core's wasm before the first Solve:\n${list}`,
    );
    assert.deepEqual(
      names.filter((name) => !budget.wasm.includes(name ?? '')),
      [],
      `no wasm file the page does not need:\n${list}`,
    );
    assert.ok(!files.some((file) => file.path.includes('ladder')), 'nothing of ladder mode');
  });
}

for (const name of /** @type {const} */ (['element', 'demo'])) {
  test(`${name}: a Solve pressed once the rating has loaded fetches nothing twice`, async () => {
    const { files } = await measure(browser, name, { late: true });
    const paths = files.map((file) => file.path);
    const list = paths.join('\n');
    assert.deepEqual(paths, [...new Set(paths)], `each file once:\n${list}`);
    assert.ok(
      paths.some((path) => /sudoku-dlx-logic-\w+\.wasm$/.test(path)),
      `the rating's wasm came first:\n${list}`,
    );
  });
}

/** The built demo page (dist/site/) at `path`, opened in a fresh page that records its console. */
async function openBuilt(t, path) {
  const server = await startServer(join(ROOT, 'dist/site'));
  t.after(() => server.stop());
  const opened = await openPage(browser, 'about:blank', { viewport: { width: 1280, height: 900 } });
  t.after(() => opened.context.close());
  return { ...opened, url: new URL(path, server.url).href };
}

test('a Solve never waits for the logic wasm, even while it downloads', async (t) => {
  const { page, problems, url } = await openBuilt(t, `/index.html?puzzle=${EASY}`);
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => (release = () => resolve(undefined)));
  /** @type {(value: unknown) => void} */
  let asked = () => {};
  const requested = new Promise((resolve) => (asked = resolve));
  await page.route(/sudoku-dlx-logic-\w+\.wasm$/, async (route) => {
    asked(undefined);
    await held;
    await route.continue();
  });
  await page.goto(url);
  // The rating asks for the logic wasm on its own, after the page has loaded.
  await requested;
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver.locator('.solver:not(.setting-up)').waitFor();
  await pressTool(solver, 'solve');
  await solver
    .locator('[data-part="status"]')
    .filter({ hasText: /^The solution/ })
    .waitFor({ timeout: 20_000 });
  release();
  await solver
    .locator('[data-part="rating"]')
    .filter({ hasText: /^Difficulty/ })
    .waitFor();
  assert.deepEqual(problems, []);
});

test('the demo page left empty uses the core wasm it preloads', async (t) => {
  const { page, problems, url } = await openBuilt(t, '/index.html');
  const used = page.waitForResponse(/sudoku-dlx-\w+\.wasm$/);
  await page.goto(url, { waitUntil: 'load' });
  await used;
  // Chromium warns a few seconds after the load event of a preload left unused.
  await page.waitForTimeout(6_000);
  assert.deepEqual(problems, []);
});
