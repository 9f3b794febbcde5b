// Starlight (0.37, on Astro 5), by docs/embedding.md's recipe: the element
// in an Astro component used from MDX, `theme="auto"`. `astro build`, and
// the page driven in headless Chromium with the system light: the element
// is light, Starlight's own theme select switches the site to dark, and the
// element follows it (dark), then back; the solver solves throughout.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { GIVENS, solves } from '../package/drive.mjs';
import { freshSite, installedVersion, run } from './site.mjs';

/** @type {string} */
let site;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  site = await freshSite('starlight', ['astro@5', '@astrojs/starlight@0.37']);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** The solver's frame's background, as `dark` or `light`. */
function solverScheme() {
  const frame = document.querySelector('sudoku-dlx')?.shadowRoot?.querySelector('.frame');
  const [r, g, b] = (frame ? getComputedStyle(frame).backgroundColor : '').match(/\d+/g)?.map(Number) ?? [];
  return r + g + b < 200 ? 'dark' : 'light';
}

test("Starlight's toggle takes the element to dark and back, and it works", { timeout: 600_000 }, async (t) => {
  t.diagnostic(
    `starlight ${await installedVersion(site, '@astrojs/starlight')}, astro ${await installedVersion(site, 'astro')}`,
  );
  const embedding = await readFile(join(ROOT, 'docs/embedding.md'), 'utf8');
  const component = await readFile(join(ROOT, 'tests/integrations/starlight/src/components/Sudoku.astro'), 'utf8');
  assert.ok(embedding.includes(component.trim()), 'docs/embedding.md gives the component word for word');
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  await run(join(site, 'node_modules/.bin/astro'), ['build'], { cwd: site, env, maxBuffer: 1 << 24 }).catch((error) =>
    assert.fail(`astro build: ${error.stdout}${error.stderr}`),
  );
  const server = await startServer(join(site, 'dist'));
  const { page, context, problems } = await openPage(browser, `${server.url}/index.html`, { colorScheme: 'light' });
  try {
    await page.waitForFunction(() => document.querySelector('sudoku-dlx')?.shadowRoot?.querySelector('.frame'));
    assert.equal(await page.evaluate(solverScheme), 'light');
    const select = page.locator('starlight-theme-select select').first();
    await select.selectOption('dark');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await page.waitForFunction(`(${solverScheme})() === 'dark'`);
    const solution = await page.evaluate(async (givens) => {
      const solver = /** @type {any} */ (document.querySelector('sudoku-dlx'));
      const solved = new Promise((resolve) =>
        solver.addEventListener('solution', (/** @type {any} */ e) => resolve(e.detail.solution)),
      );
      solver.puzzle = givens;
      solver.solve();
      return solved;
    }, GIVENS);
    assert.ok(solves(solution, GIVENS));
    await screenshot(page, 'integration-starlight-dark');
    await select.selectOption('light');
    await page.waitForFunction(`(${solverScheme})() === 'light'`);
    assert.deepEqual(problems, [], 'no console errors and no failed requests');
  } finally {
    await context.close();
    await server.stop();
  }
});
