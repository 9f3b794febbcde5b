// Astro, by docs/embedding.md's recipe: a page (tests/integrations/astro/)
// holding the elements and a <script> importing `sudoku-dlx/element`, no
// configuration, `astro build`, the static output served and driven in
// headless Chromium: solve, the visualizer playing, the race. Astro 5 is
// the newest that runs on Node 20 (Astro 6 and 7 need Node 22.12).

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
  site = await freshSite('astro', ['astro@5']);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('Astro builds a page holding the element, and it works', async (t) => {
  t.diagnostic(`astro ${await installedVersion(site, 'astro')}`);
  await run(join(site, 'node_modules/.bin/astro'), ['build'], { cwd: site }).catch((error) =>
    assert.fail(`astro build: ${error.stdout}${error.stderr}`),
  );
  const server = await startServer(join(site, 'dist'));
  const { page, context, problems } = await openPage(browser, `${server.url}/index.html`);
  try {
    await drive(page);
    await screenshot(page, 'integration-astro');
    assert.deepEqual(problems, [], 'no console errors and no failed requests');
  } finally {
    await context.close();
    await server.stop();
  }
});
