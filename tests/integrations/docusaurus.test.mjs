// Docusaurus, by docs/embedding.md's recipe: the classic preset, the
// package's files copied into static/, a React page loading the element's
// module in its head (`<Head>`) and rendering the element with props
// (tests/integrations/docusaurus/), in a package.json with no "type", as
// Docusaurus's own template has it (under "type": "module" its server
// bundle cannot load its routes, `require.resolveWeak is not a function`,
// and under "type": "commonjs" webpack cannot parse its generated modules);
// `docusaurus build`, the static output served and driven in headless
// Chromium: solve, the visualizer playing from the step its prop gave.
// Then every prop React sets is kept (src/pages/props.jsx): on elements
// rendered on the server and hydrated, rendered in the browser before the
// element is defined (after a link from a page without it) and after, and
// changed on the live elements.
//
// Why not `import 'sudoku-dlx/element'` in the page: Docusaurus 3 adds its
// own runtime function (`__webpack_require__.gca`, its ChunkAssetPlugin) to
// every chunk with a runtime, workers included, and a worker that is one
// module has no `__webpack_require__`, so the solver's worker fails to
// start ("__webpack_require__ is not defined"). Plain webpack 5 builds
// the import (webpack.test.mjs).

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { drive, keeps } from '../package/drive.mjs';
import { freshSite, installedVersion, run } from './site.mjs';

/** docs/embedding.md's copy of the package's files into the site, word for word. */
const COPY = 'mkdir -p static && cp -r node_modules/sudoku-dlx/dist static/sudoku-dlx';

/** @type {string} */
let site;
/** @type {{ url: string, stop: () => Promise<unknown> }} */
let server;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  site = await freshSite(
    'docusaurus',
    ['@docusaurus/core@3', '@docusaurus/preset-classic@3', 'react@19', 'react-dom@19'],
    { esm: false },
  );
  await run('sh', ['-c', COPY], { cwd: site });
  const docusaurus = join(site, 'node_modules/.bin/docusaurus');
  await run(docusaurus, ['build'], { cwd: site, maxBuffer: 1 << 24 }).catch((error) =>
    assert.fail(`docusaurus build: ${error.stdout}${error.stderr}`),
  );
  server = await startServer(join(site, 'build'));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('Docusaurus builds a React page holding the element, and it works', { timeout: 120_000 }, async (t) => {
  const versions = await Promise.all(['@docusaurus/core', 'react'].map((name) => installedVersion(site, name)));
  t.diagnostic(`docusaurus ${versions[0]}, react ${versions[1]}`);
  const source = await readFile(join(ROOT, 'tests/integrations/docusaurus/src/pages/index.jsx'), 'utf8');
  const embedding = await readFile(join(ROOT, 'docs/embedding.md'), 'utf8');
  assert.ok(embedding.includes(`\`\`\`jsx\n${source}\`\`\``), 'docs/embedding.md shows the page as tested');
  assert.ok(embedding.includes(COPY), `docs/embedding.md gives \`${COPY}\``);
  const { page, context, problems } = await openPage(browser, `${server.url}/`);
  try {
    await drive(page, { startStep: 12 });
    await screenshot(page, 'integration-docusaurus');
    assert.deepEqual(problems, [], 'no console errors and no failed requests');
  } finally {
    await context.close();
  }
});

/**
 * Every prop of the props page's elements kept, then every prop changed
 * and kept.
 * @param {import('playwright-core').Page} page showing the props page
 */
async function keepsEveryProp(page) {
  await page.waitForFunction(() => /** @type {any} */ (window).changeProps);
  const expected = await page.evaluate(() => /** @type {any} */ (window).expected);
  assert.equal(Object.keys(expected).length, 6, 'three elements before the element is defined, three after');
  await keeps(page, expected);
  await keeps(page, await page.evaluate(() => /** @type {any} */ (window).changeProps()));
}

test(
  'React keeps every prop it sets on elements rendered on the server, after, and when it changes them',
  { timeout: 120_000 },
  async () => {
    const { page, context, problems } = await openPage(browser, `${server.url}/props`);
    try {
      await keepsEveryProp(page);
      assert.deepEqual(problems, [], 'no console errors');
    } finally {
      await context.close();
    }
  },
);

test(
  'React keeps every prop it sets before the element is defined, after, and when it changes them',
  { timeout: 120_000 },
  async () => {
    const { page, context, problems } = await openPage(browser, `${server.url}/start`);
    try {
      await page.waitForFunction(() => document.readyState === 'complete');
      assert.equal(
        await page.evaluate(() => customElements.get('sudoku-dlx')),
        undefined,
        'not defined before the link',
      );
      await page.click('#to-props');
      await page.waitForURL(/\/props$/);
      await keepsEveryProp(page);
      const early = await page.evaluate(() => /** @type {any} */ (window).definedAtFirstRender);
      assert.equal(early, false, 'React rendered the first elements before the element was defined');
      assert.deepEqual(problems, [], 'no console errors');
    } finally {
      await context.close();
    }
  },
);
