// What a first visit costs before the first Solve answers, measured in
// headless Chromium on a cold load: the requests made and the bytes sent
// gzipped, and (with --slow) the time at 150 ms latency and 1.6 Mbps through
// CDP's network emulation. Three pages:
// - element: one solve-mode element from the npm package (dist/package/dist/,
//   `npm run package`), the page a documentation site would be;
// - demo: the demo page from the production build (dist/site/, what `npm start` serves);
// - dev: the demo page served unbundled from the repository, for comparison.
// The page's Solve is pressed as soon as it shows; the clock stops when the
// status says "Solved", and what was sent after that is not counted. Both
// moments are taken in the page, each frame, not from Playwright's polling,
// which on a loaded machine can lag the page by seconds (and let the page's
// background work, such as the rating, land in the count).
// tests/e2e/load-budget.test.mjs holds the budgets.
//
// With --late, Solve is pressed only once the puzzle's rating shows, so the
// rating's logic wasm counts too: what a person who reads first pays.
//
//   node scripts/measure-load.mjs [--slow] [--late] [--files]

import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROOT, launchBrowser } from '../tests/e2e/harness.mjs';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
};
const ELEMENT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>One solver</title><script type="module" src="/dist/element.js"></script></head>
<body><sudoku-dlx mode="solve" puzzle="${EASY}"></sudoku-dlx></body></html>`;

/** The pages measured: where each is served from and its address. */
export const PAGES = {
  element: { root: join(ROOT, 'dist/package'), path: '/element.html', extra: { '/element.html': ELEMENT_PAGE } },
  demo: { root: join(ROOT, 'dist/site'), path: `/index.html?puzzle=${EASY}` },
  dev: { root: ROOT, path: `/index.html?puzzle=${EASY}` },
};

/**
 * A static server over `root` that gzips every response (as any production
 * server would) and counts what it sends.
 * @param {string} root
 * @param {Record<string, string>} [extra] pages served from memory, by path
 */
async function serve(root, extra = {}) {
  /** @type {{ path: string, bytes: number, at: number }[]} */
  const sent = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    try {
      const file = resolve(root, `.${normalize(path)}`);
      const body = extra[path] !== undefined ? Buffer.from(extra[path]) : await readFile(file);
      const gzipped = gzipSync(body, { level: 9 });
      sent.push({ path, bytes: gzipped.length, at: Date.now() });
      response.writeHead(200, {
        'content-type': TYPES[/** @type {keyof TYPES} */ (extname(path))] ?? 'application/octet-stream',
        'content-encoding': 'gzip',
        // Cacheable, as hashed files are: a cold load starts from an empty cache anyway.
        'cache-control': 'max-age=3600',
      });
      response.end(gzipped);
    } catch {
      sent.push({ path, bytes: 0, at: Date.now() });
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${address.port}`, sent, close: () => server.close() };
}

/**
 * A person at the page, run in it each frame: presses the first solver's
 * Solve the moment it shows (when `late`, once the rating shows too), and
 * notes the moment (`Date.now()`, the server's clock) the status says
 * "Solved" as `window.solvedAt`.
 * @param {boolean} late
 */
function firstSolve(late) {
  // Run in the page, where globalThis is the window.
  const win = /** @type {any} */ (globalThis);
  const look = () => {
    const root = win.document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot;
    // In play, Solve waits in the menu ("Show the solution"), as a person would find it.
    const playing = root?.querySelector('.solver:not(.setting-up)');
    const button = /** @type {HTMLButtonElement | null | undefined} */ (
      root?.querySelector(playing ? '[data-item="solve"]' : '[data-action="solve"]')
    );
    const rated = root?.querySelector('[data-part="rating"]')?.textContent?.startsWith('Difficulty');
    if (!win.pressed && button && !button.disabled && (playing || button.checkVisibility()) && (rated || !late)) {
      win.pressed = true;
      button.click();
    }
    const status = root?.querySelector('[data-part="status"]')?.textContent?.trim() ?? '';
    if (win.pressed && /^(Solved|The solution)/.test(status)) win.solvedAt = Date.now();
    else win.requestAnimationFrame(look);
  };
  win.requestAnimationFrame(look);
}

/**
 * Loads `page` cold in `browser`, presses Solve as soon as it shows, and
 * reports what was sent until the answer: requests, gzipped bytes, and the
 * milliseconds from navigation to the answer.
 * @param {import('playwright-core').Browser} browser
 * @param {keyof PAGES} name
 * @param {{ slow?: boolean, late?: boolean }} [options] slow: 150 ms latency, 1.6 Mbps;
 *   late: Solve pressed only once the puzzle's rating shows (its logic wasm loaded)
 */
export async function measure(browser, name, { slow = false, late = false } = {}) {
  const { root, path, extra } = PAGES[name];
  const server = await serve(root, extra);
  // What the page fetches for itself: the service worker's precaching of the
  // rest of the build, which starts once the page has loaded and is idle,
  // is background work of its own (docs/loading.md gives its size).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1_600_000 / 8,
        uploadThroughput: 750_000 / 8,
      });
    }
    await page.addInitScript(firstSolve, late);
    const started = Date.now();
    await page.goto(new URL(path, server.url).href, { waitUntil: 'commit' });
    const answered = await page.waitForFunction(() => /** @type {any} */ (globalThis).solvedAt, null, {
      timeout: 120_000,
    });
    const solvedAt = Number(await answered.jsonValue());
    const ms = solvedAt - started;
    const sent = server.sent.filter(({ at }) => at <= solvedAt);
    return {
      page: name,
      requests: sent.length,
      gzippedBytes: sent.reduce((sum, { bytes }) => sum + bytes, 0),
      ms,
      files: sent,
    };
  } finally {
    await context.close();
    server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const slow = process.argv.includes('--slow');
  const late = process.argv.includes('--late');
  const browser = await launchBrowser();
  try {
    for (const name of /** @type {(keyof PAGES)[]} */ (Object.keys(PAGES))) {
      const { requests, gzippedBytes, ms, files } = await measure(browser, name, { slow, late });
      console.log(
        `${name}: ${requests} requests, ${(gzippedBytes / 1000).toFixed(1)} KB gzipped, ${late ? 'a late' : 'first'} Solve after ${ms} ms${slow ? ' (150 ms, 1.6 Mbps)' : ''}`,
      );
      if (process.argv.includes('--files')) {
        for (const file of files) console.log(`  ${file.path} ${file.bytes}`);
      }
    }
  } finally {
    await browser.close();
  }
}
