// Astro, by docs/embedding.md's recipe: the page it shows, word for word
// (tests/integrations/astro/src/pages/index.astro: the elements and a
// <script> importing `sudoku-dlx/element`), no configuration, `astro
// build`, the static output served and driven in headless Chromium: solve,
// and the visualizer playing. Astro 5 is the newest that runs on Node 20
// (Astro 6 and 7 need Node 22.12). public/ holds an empty favicon, so the
// browser's request for one is no failure.

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
  site = await freshSite('astro', ['astro@5']);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('Astro builds a page holding the element, and it works', { timeout: 300_000 }, async (t) => {
  t.diagnostic(`astro ${await installedVersion(site, 'astro')}`);
  const source = await readFile(join(ROOT, 'tests/integrations/astro/src/pages/index.astro'), 'utf8');
  const embedding = await readFile(join(ROOT, 'docs/embedding.md'), 'utf8');
  assert.ok(embedding.includes(`\`\`\`astro\n${source}\`\`\``), 'docs/embedding.md shows the page as tested');
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
