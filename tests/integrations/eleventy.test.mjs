// Eleventy 3 with a CommonJS config (the package.json of `npm init -y`, no
// "type"), by docs/embedding.md's recipe word for word: the plugin from
// `require('sudoku-dlx/markdown-it')` on Eleventy's markdown-it, the
// package's files copied to the output, the element loaded from the
// layout. A page of three fences (a solver watching a visualizer by `id`,
// with `label`, `count-limit`, `controls`, `step`, `speed`, `theme`) is
// built and driven in headless Chromium: solve, the visualizer starting at
// its step and playing, *Watch this puzzle*, the race.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { drive } from '../package/drive.mjs';
import { freshSite, installedVersion, run } from './site.mjs';

/** @type {string} */
let site;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  site = await freshSite('eleventy', ['@11ty/eleventy@3'], { esm: false });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test(
  'Eleventy renders the fences through the CommonJS-required plugin, and they work',
  { timeout: 600_000 },
  async (t) => {
    t.diagnostic(`eleventy ${await installedVersion(site, '@11ty/eleventy')}`);
    const embedding = await readFile(join(ROOT, 'docs/embedding.md'), 'utf8');
    const config = await readFile(join(ROOT, 'tests/integrations/eleventy/eleventy.config.js'), 'utf8');
    assert.ok(embedding.includes(config.trim()), 'docs/embedding.md gives the config word for word');
    await run(join(site, 'node_modules/.bin/eleventy'), [], { cwd: site, maxBuffer: 1 << 24 }).catch((error) =>
      assert.fail(`eleventy: ${error.stdout}${error.stderr}`),
    );
    const html = await readFile(join(site, '_site/index.html'), 'utf8');
    assert.doesNotMatch(html, /sudoku-dlx-error/);
    assert.match(html, /<sudoku-dlx mode="solve" id="solver" watch="visualizer" count-limit="5"/);
    const server = await startServer(join(site, '_site'));
    const { page, context, problems } = await openPage(browser, `${server.url}/index.html`);
    try {
      await drive(page, { startStep: 3 });
      await page.evaluate(() => {
        document.getElementById('visualizer')?.addEventListener('problemchange', (e) => {
          /** @type {any} */ (window).watched = /** @type {CustomEvent} */ (e).detail.link;
        });
      });
      await page.locator('#solver').getByRole('button', { name: 'Watch this puzzle' }).click();
      const watched = await page.waitForFunction(() => /** @type {any} */ (window).watched);
      assert.match(String(await watched.jsonValue()), /4/, "the visualizer shows the solver's puzzle");
      await screenshot(page, 'integration-eleventy');
      assert.deepEqual(problems, [], 'no console errors and no failed requests');
    } finally {
      await context.close();
      await server.stop();
    }
  },
);
