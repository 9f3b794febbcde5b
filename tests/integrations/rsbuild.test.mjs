// Rsbuild with no configuration file: the packed tarball installed beside
// @rsbuild/core, its vanilla template's src/index.js importing
// 'sudoku-dlx/element' under the template's centred text; `rsbuild build`,
// and the page driven in headless Chromium: solve, the visualizer playing,
// the race, and the solver's status line starting where a line starts.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { drive } from '../package/drive.mjs';
import { freshSite, installedVersion, run } from './site.mjs';

/** @type {string} */
let site;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  site = await freshSite('rsbuild', ['@rsbuild/core@2']);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test(
  'Rsbuild builds the element with no configuration, and the page centres none of it',
  { timeout: 600_000 },
  async (t) => {
    t.diagnostic(`rsbuild ${await installedVersion(site, '@rsbuild/core')}`);
    await run(join(site, 'node_modules/.bin/rsbuild'), ['build'], { cwd: site, maxBuffer: 1 << 24 }).catch((error) =>
      assert.fail(`rsbuild build: ${error.stdout}${error.stderr}`),
    );
    const server = await startServer(join(site, 'dist'));
    const { page, context, problems } = await openPage(browser, `${server.url}/index.html`);
    try {
      await drive(page);
      const align = await page.evaluate(() => {
        const status = document.querySelector('sudoku-dlx')?.shadowRoot?.querySelector('[data-part="status"]');
        return [
          getComputedStyle(/** @type {Element} */ (document.querySelector('.content'))).textAlign,
          status && getComputedStyle(status).textAlign,
        ];
      });
      assert.deepEqual(align, ['center', 'start'], 'the page centres its text, not the element');
      await screenshot(page, 'integration-rsbuild');
      assert.deepEqual(problems, [], 'no console errors and no failed requests');
    } finally {
      await context.close();
      await server.stop();
    }
  },
);
