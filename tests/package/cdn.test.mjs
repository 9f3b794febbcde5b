// The element from a CDN, as the npm README's first example loads it: the
// packed package unpacked as a CDN lays it out (`sudoku-dlx@1/`) and served
// from one origin, the page from another, holding only the README's module
// tag (its host swapped for the local "CDN") and three elements. Driven in
// headless Chromium:
// - with CORS headers on every file (as jsDelivr and unpkg send them):
//   Solve solves, the visualizer plays and the ladder races, every worker
//   started from the page's own origin (a blob: bootstrap);
// - with CORS headers on the scripts only: the engine's wasm is blocked,
//   and the element and the console say which file, why, and the fix,
//   without blaming the puzzle;
// - with no CORS headers at all: the browser blocks the module itself, so
//   nothing of the element runs; the console says why (the browser's own
//   message) and the element stays undefined.
// Needs the built pkg/, pkg-stepper/, pkg-logic/ and pkg-ladder/ (`npm run build`).

import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, launchBrowser, openPage, screenshot } from '../e2e/harness.mjs';
import { GIVENS, drive } from './drive.mjs';
import { serveFolder, unpackAsCdn } from './origins.mjs';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** The path the npm README's first example loads the element from, its CDN's host left out. */
async function readmePath() {
  const readme = await readFile(join(ROOT, 'npm/README.md'), 'utf8');
  const [, first] = /```\w*\n([^]*?)```/.exec(readme) ?? [];
  const tag = /^<script type="module" src="https:\/\/[^/"]+(\/[^"]+\/dist\/element\.js)"><\/script>$/m.exec(
    first ?? '',
  );
  assert.ok(tag, `the npm README's first example is the module tag from a CDN: ${first}`);
  return tag[1];
}

/** @type {string} */
let folder;
/** @type {string} the unpacked package */
let cdnRoot;
/** @type {string} the path the README's first example loads */
let path;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sudoku-dlx-cdn-'));
  path = await readmePath();
  const unpacked = await unpackAsCdn(folder);
  // Served where the README's path names the package (`/npm/sudoku-dlx@…/`).
  const base = path.slice(0, path.indexOf('/dist/'));
  cdnRoot = join(folder, 'cdn');
  await mkdir(join(cdnRoot, base, '..'), { recursive: true });
  await rename(unpacked, join(cdnRoot, base));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * The page, on its own origin, loading the element from `cdn`, served with
 * `cors`; `check` works it. Every worker the page starts is recorded.
 * @param {'all' | 'scripts' | 'none'} cors
 * @param {(page: import('playwright-core').Page, problems: string[], workers: string[]) => Promise<void>} check
 * @param {import('playwright-core').BrowserContextOptions} [options] the page's size, touch
 */
async function fromCdn(cors, check, options = {}) {
  const cdn = await serveFolder(cdnRoot, { cors });
  const site = join(folder, `site-${cors}`);
  await mkdir(site, { recursive: true });
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="data:," /><title>sudoku-dlx from a CDN</title>
  <script type="module" src="${cdn.url}${path}"></script></head>
  <body>
    <sudoku-dlx mode="solve"></sudoku-dlx>
    <sudoku-dlx mode="visualize" puzzle="..4....32......1" panels="grid counters"></sudoku-dlx>
    <sudoku-dlx mode="ladder" puzzle="${EASY}"></sudoku-dlx>
  </body>
</html>
`;
  await writeFile(join(site, 'index.html'), html);
  const pageServer = await serveFolder(site);
  assert.notEqual(new URL(pageServer.url).origin, new URL(cdn.url).origin);
  const { page, context, problems } = await openPage(browser, 'about:blank', options);
  /** @type {string[]} */
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  try {
    await page.goto(`${pageServer.url}/index.html`);
    await check(page, problems, workers);
  } finally {
    await context.close();
    await Promise.all([cdn.stop(), pageServer.stop()]);
  }
}

test('from another origin with CORS: Solve solves, the visualizer plays, the ladder races', async () => {
  await fromCdn('all', async (page, problems, workers) => {
    await drive(page);
    await screenshot(page, 'package-cdn');
    assert.ok(workers.length >= 2, `workers started: ${workers}`);
    for (const url of workers) assert.match(url, /^blob:/, 'each worker starts from a bootstrap of the page');
    assert.deepEqual(problems, [], 'no console errors and no failed requests');
  });
});

const SIZES = /** @type {const} */ ([
  ['1280×900', { viewport: { width: 1280, height: 900 } }],
  ['375×800', { viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
]);

for (const [size, options] of SIZES) {
  test(`${size}: from a server that sends CORS headers for scripts only: the element and the console say what is wrong, whole`, async () => {
    await fromCdn('scripts', (page, problems) => blockedWasm(page, problems, size), options);
  });
}

/**
 * The engine's wasm blocked by CORS: the solver's status line says which
 * file, why and the fix, whole (nothing cut off, nothing to scroll), and the
 * visualizer and the console say it too.
 * @param {import('playwright-core').Page} page
 * @param {string[]} problems
 * @param {string} size
 */
async function blockedWasm(page, problems, size) {
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await page.evaluate(async (givens) => {
    await customElements.whenDefined('sudoku-dlx');
    /** @type {any} */ (document.querySelector('sudoku-dlx[mode="solve"]')).puzzle = givens;
  }, GIVENS);
  const error = solver.locator('[data-part="grid-error"]');
  await error.filter({ hasText: 'CORS' }).waitFor();
  const said = await error.innerText();
  assert.match(said, /could not start: http:\/\/127\.0\.0\.1:\d+\/.*\.wasm could not be loaded/);
  assert.match(said, /Access-Control-Allow-Origin/);
  assert.match(said, /serve the package's dist\/ folder from this site/);
  assert.doesNotMatch(said, /puzzle could not be loaded/i, 'the puzzle is not blamed');
  const visualizer = page.locator('sudoku-dlx[mode="visualize"]');
  await visualizer.getByRole('alert').filter({ hasText: 'Access-Control-Allow-Origin' }).waitFor();
  const seen = await error.evaluate((box) => {
    const said = /** @type {HTMLElement} */ (box.closest('.said'));
    const line = /** @type {HTMLElement} */ (box.closest('.status-line'));
    const [own, room] = [box, line].map((node) => node.getBoundingClientRect());
    return {
      cut: box.scrollHeight - box.clientHeight,
      scrolls: said.scrollHeight - said.clientHeight,
      below: Math.max(0, Math.round(own.bottom - room.bottom)),
    };
  });
  assert.deepEqual(seen, { cut: 0, scrolls: 0, below: 0 }, 'the message shows whole, in its line');
  await screenshot(page, `package-cdn-no-wasm-cors-${size.startsWith('375') ? 'phone' : 'desktop'}`);
  assert.ok(
    problems.some((p) => /^console error: sudoku-dlx: The engine could not start: .*CORS headers/.test(p)),
    `the console says it: ${problems.join('\n')}`,
  );
}

test('from a server that sends no CORS headers: the browser blocks the module and says so', async () => {
  await fromCdn('none', async (page, problems) => {
    await page.waitForLoadState('load');
    assert.equal(await page.evaluate(() => Boolean(customElements.get('sudoku-dlx'))), false);
    assert.ok(
      problems.some((p) => /CORS policy/.test(p)),
      `the browser's console names CORS: ${problems.join('\n')}`,
    );
  });
});
