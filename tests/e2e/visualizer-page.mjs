// The page and helpers the visualizer's tests share (visualizer-*.test.mjs):
// a scratch page with room for two independent visualizers, mounting one,
// and reading what it shows.

import { after, before } from 'node:test';
import { screenshot, startSite } from './harness.mjs';

export const KNUTH = 'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g';
// Knuth's example as a 0/1 matrix: the same six options over seven items.
export const KNUTH_MATRIX = '0010100\n1001001\n0110010\n1001010\n0100001\n0001101';
export const SMALL = '..4....32......1';
export const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
export const EMPTY = '.'.repeat(81);

// A page with room for two independent visualizers, served by the test
// itself so that no test page has to live in the site.
const SCRATCH = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>visualizer test</title><link rel="icon" href="data:,"></head>
<body style="margin: 12px; font-family: system-ui">
<div id="v1"></div>
<div id="v2" style="margin-top: 16px"></div>
<script type="module">
  import { mountVisualizer } from '/www/sudoku-dlx/visualize/inspect.js';
  window.events = [];
  for (const id of ['v1', 'v2']) {
    for (const type of ['step', 'solution', 'error']) {
      document.getElementById(id).addEventListener(type, (e) => window.events.push({ id, type, detail: e.detail }));
    }
  }
  window.mountVisualizer = mountVisualizer;
</script></body></html>`;

/**
 * Starts the site before the test file's tests and closes it after them.
 * `openVisualizer(t, source, options)` mounts a visualizer for `source` in
 * #v1 of a fresh page (closed after test `t`); `window.vis` is its controller.
 * Its `context` closed sooner gives the page back, so that the test's next
 * page is this one made fresh (page-pool.mjs), not a new context.
 */
export function visualizerSite() {
  /** @type {Awaited<ReturnType<typeof startSite>>} */
  let site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.close();
  });
  return {
    site: () => site,
    /**
     * @param {import('node:test').TestContext} t
     * @param {object} source
     * @param {object} [options] for the browser's new context
     */
    async openVisualizer(t, source, options) {
      const { page, context, problems } = await site.openScratch(SCRATCH, options);
      t.after(() => context.close());
      await page.waitForFunction(() => window.mountVisualizer);
      await mount(page, 'v1', source, 'vis');
      return { page, context, problems, root: page.locator('#v1 .dlx-vis') };
    },
  };
}

/** Mounts a visualizer for `source` in #`id`; `window[name]` is its controller. */
export async function mount(page, id, source, name) {
  await page.evaluate(
    async ([id, source, name]) => {
      const visualizer = window.mountVisualizer(document.getElementById(id), source);
      /** @type {any} */ (window)[name] = visualizer;
      await visualizer.ready;
    },
    [id, source, name],
  );
}

/** What a person sees, plus the state digest the visualizer exposes for tests. */
export function snapshot(page, id = 'v1') {
  return page.evaluate((id) => {
    const root = /** @type {HTMLElement} */ (document.querySelector(`#${id} .dlx-vis`));
    /** @type {Record<string, string>} */
    const counters = {};
    for (const dd of root.querySelectorAll('[data-counter]')) {
      counters[/** @type {HTMLElement} */ (dd).dataset.counter] = dd.textContent;
    }
    // The step counter also shows how many steps are known, which grows.
    delete counters.step;
    return {
      step: Number(root.dataset.step),
      digest: root.dataset.digest,
      counters,
      grid: /** @type {HTMLElement | null} */ (root.querySelector('.dv-grid canvas'))?.dataset.grid ?? null,
      description: root.querySelector('.dv-describe').textContent,
      stack: /** @type {HTMLElement} */ (root.querySelector('.dv-stack-list')).innerText,
    };
  }, id);
}

/** What the visualizer `window[name]` tells about its state, for tests. */
export function inspect(page, name = 'vis') {
  return page.evaluate((name) => /** @type {any} */ (window)[name].inspect(), name);
}

/** Saves a screenshot of `locator` as test-results/`name`.png. */
export async function shoot(locator, name) {
  await screenshot(locator, name, {});
}
