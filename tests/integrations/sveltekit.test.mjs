// SvelteKit 2 (Svelte 5, the static adapter, every page prerendered), by
// docs/embedding.md's recipe: `import 'sudoku-dlx/element'` in the page's
// script, a property (`countLimit={5}`) and an event (`onsolution`) on the
// element. `vite build` prerenders the page, writing the property as the
// attribute `countlimit`, which the element reads before the page hydrates;
// the page is driven in headless Chromium: solve (the Svelte handler
// counts it), the visualizer playing, the race.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { drive } from '../package/drive.mjs';
import { freshSite, installedVersion, run } from './site.mjs';

const PACKAGES = [
  '@sveltejs/kit@2',
  '@sveltejs/adapter-static@3',
  '@sveltejs/vite-plugin-svelte@6',
  'svelte@5',
  'vite@7',
];

/** @type {string} */
let site;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  site = await freshSite('sveltekit', PACKAGES);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('SvelteKit prerenders the element, which reads what it wrote, and it works', { timeout: 600_000 }, async (t) => {
  t.diagnostic(
    `@sveltejs/kit ${await installedVersion(site, '@sveltejs/kit')}, svelte ${await installedVersion(site, 'svelte')}`,
  );
  await run(join(site, 'node_modules/.bin/svelte-kit'), ['sync'], { cwd: site });
  await run(join(site, 'node_modules/.bin/vite'), ['build'], { cwd: site, maxBuffer: 1 << 24 }).catch((error) =>
    assert.fail(`vite build: ${error.stdout}${error.stderr}`),
  );
  const html = await readFile(join(site, 'build/index.html'), 'utf8');
  assert.match(
    html,
    /<sudoku-dlx mode="solve" countlimit="5"/,
    'the prerendered page writes the property in lower case',
  );
  const server = await startServer(join(site, 'build'));
  // Before the page hydrates: only the prerendered HTML and the element's own module.
  const { page, context, problems } = await openPage(browser, `${server.url}/index.html`);
  try {
    assert.equal(
      await page.evaluate(async () => {
        await customElements.whenDefined('sudoku-dlx');
        return /** @type {any} */ (document.querySelector('sudoku-dlx')).countLimit;
      }),
      5,
    );
    await drive(page);
    await page
      .locator('#solutions')
      .filter({ hasText: /^[1-9]/ })
      .waitFor();
    await screenshot(page, 'integration-sveltekit');
    assert.deepEqual(problems, [], 'no console errors and no failed requests');
  } finally {
    await context.close();
    await server.stop();
  }
});
