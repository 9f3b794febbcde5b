// Parcel 2 with no configuration, by docs/embedding.md's recipe: the packed
// tarball installed beside parcel, `src/main.js` holding only `import
// 'sudoku-dlx/element'` and an index.html loading it; `parcel build`, and the
// page driven in headless Chromium: solve, the visualizer playing, the race.
// Parcel reads no package `exports` unless configured, so it finds
// `sudoku-dlx/element` as the package's `element/` folder.

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
  site = await freshSite('parcel', ['parcel@2']);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('Parcel builds the element with no configuration, and it works', { timeout: 600_000 }, async (t) => {
  t.diagnostic(`parcel ${await installedVersion(site, 'parcel')}`);
  const parcel = join(site, 'node_modules/.bin/parcel');
  await run(parcel, ['build', 'src/index.html', '--no-cache'], { cwd: site, maxBuffer: 1 << 24 }).catch((error) =>
    assert.fail(`parcel build: ${error.stdout}${error.stderr}`),
  );
  const server = await startServer(join(site, 'dist'));
  const { page, context, problems } = await openPage(browser, `${server.url}/index.html`);
  try {
    await drive(page);
    await screenshot(page, 'integration-parcel');
    assert.deepEqual(problems, [], 'no console errors and no failed requests');
  } finally {
    await context.close();
    await server.stop();
  }
});
