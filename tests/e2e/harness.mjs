// Shared helpers for the browser tests: a static server over the repository,
// Debian Chromium's headless shell through playwright-core, pages that record every
// console error or warning, and screenshots kept under test-results/.
//
//   const site = await startSite();           // in before()
//   const { page, problems } = await site.open('/index.html');
//   ...
//   assert.deepEqual(problems, []);           // no console errors or warnings
//   await site.close();                       // in after()

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { pagePool } from './page-pool.mjs';
import { CATCH_UP_MS } from '../../www/sudoku-dlx/visualize/views/frame-draw.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS = join(ROOT, 'test-results');
/**
 * Debian's headless shell of Chromium (package chromium-headless-shell, the
 * same build as /usr/bin/chromium, installed by scripts/setup.sh --browser;
 * its binary, not the /usr/bin script that starts it):
 * the same Blink and V8 without the browser's UI layer, which is what
 * Playwright itself runs headless. Ten page test files took 36 % fewer CPU
 * seconds with it than with `chromium --headless` (docs/tests.md, "The
 * headless shell"). SUDOKU_DLX_CHROMIUM names another binary; without the
 * shell installed, the full browser runs headless, as before.
 */
const SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.SUDOKU_DLX_CHROMIUM ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');

/** A port nobody listens on right now. */
async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * Serves `root` (the repository unless given) from a process of its own;
 * resolves once the server answers. Nothing is cached unless `cacheSeconds` says how long a file may be.
 */
export async function startServer(root = ROOT, cacheSeconds = -1) {
  const port = await freePort();
  const child = spawn(
    join(ROOT, 'node_modules/.bin/http-server'),
    [root, '-a', '127.0.0.1', '-p', String(port), `-c${cacheSeconds}`, '-s'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Node's start of http-server took over 10 s once at a load of 20.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`http-server exited: ${stderr}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`http-server did not answer on ${url}: ${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill();
      }),
    /** Stops it without waiting, for a process on its way out. */
    kill: () => child.kill(),
  };
}

/**
 * Where scripts/page-tests.mjs, which runs every page test file, shares one
 * browser and one server of the repository among them: the browser server's
 * WebSocket endpoint and the site's origin. Unset when a file runs alone,
 * which then starts its own. Each file still opens its own contexts.
 */
export const SHARED_BROWSER = 'SUDOKU_DLX_BROWSER_WS';
export const SHARED_SITE = 'SUDOKU_DLX_SITE_URL';

/** How Chromium is launched: headless Debian Chromium, kept off the network beyond localhost. */
function launchOptions() {
  // Chromium's sandbox refuses to run as root; only then is it switched off.
  const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  return {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...sandbox,
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

/**
 * The browser every page test file shares (scripts/page-tests.mjs): files
 * connect to it by its `wsEndpoint()`. Closed by its owner on every way
 * out, so Playwright's own signal handlers are off.
 */
export function launchBrowserServer() {
  return chromium.launchServer({ ...launchOptions(), handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
}

/**
 * A browser for this file's tests: the shared one when the runner started
 * one (see SHARED_BROWSER; `close()` then closes only this file's
 * contexts), else one of its own. `own` launches one regardless, for a file
 * that traces the whole browser, where another file's pages would show.
 * @param {{ own?: boolean }} [how]
 */
export function launchBrowser({ own = false } = {}) {
  const shared = process.env[SHARED_BROWSER];
  return shared && !own ? chromium.connect(shared) : chromium.launch(launchOptions());
}

/**
 * Collects `page`'s console errors and warnings, uncaught page errors and
 * failed requests as strings; tests assert the list stays empty.
 * @param {import('playwright-core').Page} page
 */
function watchProblems(page) {
  /** @type {string[]} */
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A request the browser itself cancelled (the page went to a link before
  // its icon arrived) is no failure of the site: only the rest are told.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${error})`);
  });
  return problems;
}

const THROTTLE = Number(process.env.SUDOKU_DLX_CPU_THROTTLE ?? 1);
/** @type {WeakSet<import('playwright-core').Page>} */
const throttled = new WeakSet();

/**
 * Slows `page`'s renderer `SUDOKU_DLX_CPU_THROTTLE` times (DevTools' CPU
 * throttling), as a busy machine would: how a test that passes alone is
 * made to fail as it did under load. Off unless asked for.
 * @param {import('playwright-core').Page} page
 */
export async function throttle(page) {
  if (THROTTLE <= 1 || throttled.has(page)) return;
  throttled.add(page);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
}

/**
 * Opens `path` in a fresh context of `browser`. Returns the page and
 * `problems` (see watchProblems). `options` go to `browser.newContext`
 * (e.g. `viewport`, `permissions`).
 */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await throttle(page);
  await page.goto(url);
  return { page, context, problems };
}

/**
 * How to open a page of the site at `origin` as in a fresh context of
 * `browser` (see openPage), though the page is kept between tests when it
 * can be (page-pool.mjs): close the `context` it comes with when done.
 * SUDOKU_DLX_FRESH_PAGES=1 opens every page in a fresh context instead.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @returns {(url: string, options?: object) => ReturnType<typeof openPage>}
 */
export function pageOpener(browser, origin) {
  if (process.env.SUDOKU_DLX_FRESH_PAGES) return (url, options = {}) => openPage(browser, url, options);
  const pool = pagePool(browser, origin);
  return (url, options = {}) => pool.open(url, options, watchProblems, throttle);
}

/**
 * Sets the system's colour scheme for `element`'s page (DevTools' media
 * emulation) and waits until the element shows it: a `sudoku-dlx` element
 * hears of the change through its media query's `change` event, a moment
 * later, and matches `:state(dark)` once dark. For a test that reads the
 * same page in light and in dark, where opening it again would cost a page.
 * @param {import('playwright-core').Locator} element a `sudoku-dlx` element
 * @param {'light' | 'dark'} scheme
 */
export async function showScheme(element, scheme) {
  await element.page().emulateMedia({ colorScheme: scheme });
  await element.evaluate(
    (host, dark) =>
      new Promise((done, fail) => {
        const deadline = performance.now() + 10_000;
        const check = () => {
          if (host.matches(':state(dark)') === dark) done(undefined);
          else if (performance.now() > deadline) fail(new Error(`the element did not turn ${dark ? 'dark' : 'light'}`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    scheme === 'dark',
  );
}

/**
 * Whether the page tests save their screenshots (SUDOKU_DLX_SCREENSHOTS=1,
 * as `npm run screenshots` asks): the pictures are for people and for
 * docs/, and no test reads one, so a run that only checks skips them.
 */
export const SCREENSHOTS = Boolean(process.env.SUDOKU_DLX_SCREENSHOTS);

/**
 * Saves test-results/<name>.png when screenshots are asked for (see
 * SCREENSHOTS); returns its path, or null when none was taken. Of the
 * whole page when given a page, or of one element when given a locator,
 * unless `options` (Playwright's screenshot options but `path`) say how.
 * @param {import('playwright-core').Page | import('playwright-core').Locator} target
 * @param {string} name
 * @param {object} [options]
 */
export async function screenshot(target, name, options) {
  if (!SCREENSHOTS) return null;
  await mkdir(RESULTS, { recursive: true });
  const path = join(RESULTS, `${name}.png`);
  const isPage = typeof (/** @type {any} */ (target).goto) === 'function';
  // A visualizer's canvas is drawn when it comes near the screen, or a
  // moment after the last render when it stays off it (views/frame-draw.js):
  // the element is scrolled to, and both are given time before the picture.
  const page = isPage
    ? /** @type {import('playwright-core').Page} */ (target)
    : /** @type {import('playwright-core').Locator} */ (target).page();
  if (!isPage) await /** @type {import('playwright-core').Locator} */ (target).scrollIntoViewIfNeeded();
  await page.waitForTimeout(CATCH_UP_MS);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await target.screenshot({ ...(options ?? (isPage ? { fullPage: true } : {})), path });
  return path;
}

/**
 * The repository served as startSite serves it. The repository does not
 * change under the tests, and a cached file is compiled once a page kept
 * between them: V8 keeps its code cache, and the compiled wasm, beside the
 * HTTP cache's entry (element.test.mjs took 19.5 CPU s uncached, 12.6 cached).
 */
export function startSiteServer() {
  return startServer(ROOT, 3600);
}

/**
 * A server and a browser together: `open(path, options)` opens a page of
 * the site (see pageOpener) and `close()` tears down this file's part,
 * pages included. Both are the ones the runner shares when it started them
 * (see SHARED_BROWSER), else the file's own; `own` as for launchBrowser.
 * @param {{ own?: boolean }} [how]
 */
export async function startSite({ own = false } = {}) {
  const shared = process.env[SHARED_SITE];
  const server = shared ? { url: shared, stop: async () => {} } : await startSiteServer();
  let browser;
  try {
    browser = await launchBrowser({ own });
  } catch (error) {
    await server.stop();
    throw error;
  }
  const open = pageOpener(browser, server.url);
  return {
    url: server.url,
    browser,
    open: (path = '/', options = {}) => open(new URL(path, server.url).href, options),
    /**
     * Opens `html` as a page of the site (at /__scratch.html, so its
     * modules load from the site), like `open`.
     * @param {string} html
     * @param {object} [options]
     */
    async openScratch(html, options) {
      // about:blank first, so the scratch page can be routed before it loads.
      const opened = await open('about:blank', options);
      await opened.page.route('**/__scratch.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await opened.page.goto(new URL('/__scratch.html', server.url).href);
      return opened;
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/**
 * A scratch page that exposes `mountVisualizer` as `window.mountVisualizer`,
 * for tests that mount the visualizer into `#v` themselves: the test entry's
 * (visualize/inspect.js), whose visualizers also answer `inspect()`.
 * @param {string} title
 * @param {string} [before] markup before the visualizer's `#v`
 */
export function visualizerPage(title, before = '') {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,"></head>
<body style="margin: 12px; font-family: system-ui">${before}<div id="v"></div>
<script type="module">
  import { mountVisualizer } from '/www/sudoku-dlx/visualize/inspect.js';
  window.mountVisualizer = mountVisualizer;
</script></body></html>`;
}

/** The WCAG contrast ratio of two colours given as CSS rgb() strings. */
export function contrast(a, b) {
  const luminance = (color) => {
    const [red, green, blue] = color
      .match(/[\d.]+/g)
      .slice(0, 3)
      .map((channel) => {
        const s = Number(channel) / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Presses one of solve mode's tools by its `data-action` (solve, count,
 * candidates, possibilities, clear, or watch): the toolbar's button where it shows
 * (while a puzzle is set up; Candidates in play on a desktop), else the
 * item of the menu, where the tools wait in play.
 * @param {import('playwright-core').Locator} solver the solve-mode element
 * @param {string} action
 * @param {'click' | 'tap'} [how]
 */
export async function pressTool(solver, action, how = 'click') {
  const button = solver.locator(
    action === 'watch' ? '.toolbar [data-part="watch"]' : `.toolbar [data-action="${action}"]`,
  );
  const menu = solver.locator('[data-action="menu"]');
  const item = solver.locator(`[data-item="${action}"]`);
  // The stage can change between looking and pressing: a puzzle from the
  // address, or given to a new element, starts play, which moves Solve from
  // the toolbar into the menu and closes a menu opened meanwhile. A press
  // that cannot land within a few seconds therefore looks again.
  for (let look = 1; ; look++) {
    try {
      if (await button.isVisible()) return await button[how]({ timeout: 5_000 });
      if (!(await item.isVisible())) await menu[how]({ timeout: 5_000 });
      return await item[how]({ timeout: 5_000 });
    } catch (error) {
      if (look === 3 || !(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    }
  }
}

/**
 * Waits until solve-mode element `solver`'s grid shows every clue of
 * `puzzle` (one-line form). The `puzzle` attribute alone says what was asked
 * for; the grid shows it once the engine has read it, in a worker.
 * @param {import('playwright-core').Locator} solver
 * @param {string} puzzle
 */
export async function showing(solver, puzzle) {
  const host = await solver.elementHandle();
  await solver.page().waitForFunction(
    ([host, puzzle]) => {
      const inputs = /** @type {HTMLElement} */ (host).shadowRoot?.querySelectorAll('[role="gridcell"] input') ?? [];
      return (
        inputs.length === puzzle.length &&
        [...puzzle].every((c, i) => c === '.' || /** @type {HTMLInputElement} */ (inputs[i]).value === c)
      );
    },
    /** @type {const} */ ([host, puzzle]),
    { timeout: 20_000 },
  );
}

/**
 * Plays `digits[i]` into each cell `i` of `cells` of solve-mode element
 * `solver`, as a player at a keyboard does: a click on the first, then each
 * digit typed and Enter, the grid's "next" key, which in play moves past the
 * givens to the next open cell. So `cells` are open cells in the order Enter
 * visits them (every open cell from the first, in play). One `keyboard.type`
 * for the game, where a click on every cell cost its own round trips and
 * waits (about 50 of each in a 9×9 game).
 * @param {import('playwright-core').Locator} solver
 * @param {number[]} cells
 * @param {string} digits a digit a cell, indexed by cell
 */
export async function typeGame(solver, cells, digits) {
  await solver.getByRole('gridcell').nth(cells[0]).locator('input').click();
  await solver.page().keyboard.type(cells.map((i) => digits[i]).join('\n'));
}
