// No layout shift on the demo page's first visit (issue 30): loaded on a
// throttled phone (4× slower CPU, 150 ms latency, 1.6 Mbps) and a desktop on
// the same network, the page's cumulative layout shift, summed by a
// PerformanceObserver for `layout-shift` from the first paint until today's
// puzzle shows and a few seconds after, stays at 0.05 or less. Served
// unbundled from the repository, the slowest way the page arrives.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSite } from './harness.mjs';

/** The budget: "good" in Core Web Vitals is 0.1; the issue asks for half. */
const BUDGET = 0.05;

const SIZES = /** @type {const} */ ([
  ['phone', { viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, 4],
  ['desktop', { viewport: { width: 1280, height: 900 } }, 1],
]);

// A browser of its own: a test traces the whole browser, where the pages
// of a file run beside this one would show (see startSite).
let site;
before(async () => {
  site = await startSite({ own: true });
});
after(async () => {
  await site?.close();
});

for (const [size, options, cpu] of SIZES) {
  test(`${size}: a first visit on a slow network shifts the layout by ${BUDGET} or less`, async (t) => {
    const { page, context, problems } = await site.open('about:blank', options);
    t.after(() => context.close());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(() => {
      const shifts = /** @type {{ value: number, sources: string[] }[]} */ ([]);
      /** @type {any} */ (window).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of /** @type {any[]} */ (list.getEntries())) {
          if (entry.hadRecentInput) continue;
          const sources = entry.sources.map(
            (/** @type {any} */ s) =>
              `${s.node?.nodeName ?? '?'}.${s.node?.className ?? ''} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
          );
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(new URL('/index.html', site.url).href, { timeout: 120_000 });
    const solver = page.locator('sudoku-dlx[mode="solve"]');
    await solver
      .getByRole('status')
      .filter({ hasText: /^Today’s puzzle/ })
      .waitFor({ timeout: 120_000 });
    // The rating and the rest of the page come after the puzzle.
    await page.waitForTimeout(4000);
    const shifts = await page.evaluate(() => /** @type {any} */ (window).layoutShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const list = shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join(', ')}`).join('\n');
    assert.ok(total <= BUDGET, `cumulative layout shift ${total.toFixed(4)}:\n${list}`);
    assert.deepEqual(problems, []);
  });
}

// A layout read while the solver starts lays the page out within the task
// that mounts it, and again once it is done: on Lighthouse's phone that
// task took 423 ms, two thirds of it the status line's and the zoom cue's
// reads. Solve mode reads layout only through observers while it starts.
test('phone: the solver starts without laying the page out from its script', async (t) => {
  const { page, context } = await site.open('about:blank', SIZES[0][1]);
  t.after(() => context.close());
  const browser = /** @type {import('playwright-core').Browser} */ (context.browser());
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
  });
  let trace;
  try {
    await page.goto(new URL('/index.html', site.url).href);
    await page
      .locator('sudoku-dlx[mode="solve"]')
      .getByRole('status')
      .filter({ hasText: /^Today’s puzzle/ })
      .waitFor({ timeout: 60_000 });
  } finally {
    trace = await browser.stopTracing();
  }
  /** @type {{ traceEvents: { name: string, args?: { beginData?: { stackTrace?: { functionName: string, url: string, lineNumber: number }[] } } }[] }} */
  const { traceEvents } = JSON.parse(trace.toString());
  const forced = traceEvents
    .filter((event) => event.name === 'Layout')
    .map((event) => event.args?.beginData?.stackTrace ?? [])
    .filter((stack) => stack.some((frame) => frame.url.includes('/sudoku-dlx/solve/')))
    .map((stack) => stack.map((frame) => `${frame.functionName} ${frame.url.split('/').pop()}:${frame.lineNumber}`));
  assert.deepEqual(forced, []);
});

// The visualizer and the ladder load as the reader comes near them; until
// they have drawn, the page keeps their space (the element's loading state),
// so a reader who scrolls to the end is not thrown back (a phone's shift was
// 1.17 before: both grew from nothing near the viewport).
for (const [size, options] of SIZES) {
  test(`${size}: scrolling to the end as the visualizer and the ladder load shifts the layout by ${BUDGET} or less`, async (t) => {
    const { page, context, problems } = await site.open('about:blank', options);
    t.after(() => context.close());
    await page.goto(new URL('/index.html', site.url).href);
    await page
      .locator('sudoku-dlx[mode="solve"]')
      .getByRole('status')
      .filter({ hasText: /^Today’s puzzle/ })
      .waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const shifts = /** @type {{ value: number, sources: string[] }[]} */ ([]);
      /** @type {any} */ (window).scrollShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of /** @type {any[]} */ (list.getEntries())) {
          const sources = entry.sources.map(
            (/** @type {any} */ s) =>
              `${s.node?.nodeName ?? '?'}#${s.node?.id ?? ''} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
          );
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift' });
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const kept = await page.evaluate(() =>
      ['#visualizer', 'sudoku-dlx[mode="ladder"]'].map((selector) =>
        parseFloat(getComputedStyle(/** @type {Element} */ (document.querySelector(selector))).minHeight),
      ),
    );
    await page.waitForFunction(
      () => document.querySelector('sudoku-dlx[mode="ladder"]')?.matches(':not(:state(loading))'),
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => /** @type {any} */ (window).scrollShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const list = shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join(', ')}`).join('\n');
    assert.ok(total <= BUDGET, `layout shift while scrolled down ${total.toFixed(4)}:\n${list}`);
    // The space kept is the space drawn (page.css), give or take 3%: a
    // panel that outgrows it moves the page again wherever the reader is.
    await page.locator('#visualizer').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('#visualizer')?.matches(':not(:state(loading))'), null, {
      timeout: 60_000,
    });
    const drawn = await page.evaluate(() =>
      ['#visualizer', 'sudoku-dlx[mode="ladder"]'].map(
        (selector) => /** @type {Element} */ (document.querySelector(selector)).getBoundingClientRect().height,
      ),
    );
    for (const [i, name] of ['the visualizer', 'the ladder'].entries()) {
      assert.ok(
        Math.abs(drawn[i] - kept[i]) <= 0.03 * drawn[i],
        `${name} keeps ${kept[i]} px while it loads and draws ${Math.round(drawn[i])}`,
      );
    }
    assert.deepEqual(problems, []);
  });
}
