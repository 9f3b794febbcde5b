// MkDocs with the Material theme (from PyPI, into a virtual environment
// kept in .cache/integrations/), by docs/embedding.md's recipe: the element
// written as HTML in a page with `theme="auto"`, the package's files copied
// into docs/, loaded as a module from mkdocs.yml. `mkdocs build`, and the
// site driven in headless Chromium with the system light: the elements are
// light, Material's palette toggle switches the site to slate, and they
// follow it (dark); the solver solves and the visualizer plays.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { drive } from '../package/drive.mjs';
import { CACHE, freshSite, run } from './site.mjs';

const MATERIAL = 'mkdocs-material~=9.6';
/** docs/embedding.md's copy of the package's files into the site, word for word. */
const COPY = 'cp -r node_modules/sudoku-dlx/dist docs/sudoku-dlx';

/** @type {string} */
let site;
/** @type {string} the virtual environment's bin/ */
let bin;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  const venv = join(CACHE, 'mkdocs-venv');
  await run('python3', ['-m', 'venv', venv]);
  bin = join(venv, 'bin');
  await run(join(bin, 'pip'), ['install', '--quiet', MATERIAL], { maxBuffer: 1 << 24 });
  site = await freshSite('mkdocs', []);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** Each element's frame's background, as `dark` or `light`. */
function schemes() {
  return [...document.querySelectorAll('sudoku-dlx')].map((element) => {
    const frame = element.shadowRoot?.querySelector('.frame, .dlx-vis');
    const [r, g, b] = (frame ? getComputedStyle(frame).backgroundColor : '').match(/\d+/g)?.map(Number) ?? [];
    return r + g + b < 200 ? 'dark' : 'light';
  });
}

test("MkDocs Material's palette toggle takes the elements to dark, and they work", { timeout: 600_000 }, async (t) => {
  const { stdout: version } = await run(join(bin, 'mkdocs'), ['--version']);
  t.diagnostic(version.trim());
  const embedding = await readFile(join(ROOT, 'docs/embedding.md'), 'utf8');
  const config = await readFile(join(ROOT, 'tests/integrations/mkdocs/mkdocs.yml'), 'utf8');
  const load = config.slice(config.indexOf('extra_javascript:')).trim();
  for (const line of [COPY, load]) {
    assert.ok(embedding.includes(line), `docs/embedding.md gives \`${line}\``);
  }
  await run('sh', ['-c', COPY], { cwd: site });
  await run(join(bin, 'mkdocs'), ['build'], { cwd: site, maxBuffer: 1 << 24 }).catch((error) =>
    assert.fail(`mkdocs build: ${error.stdout}${error.stderr}`),
  );
  const server = await startServer(join(site, 'site'));
  const { page, context, problems } = await openPage(browser, `${server.url}/index.html`, { colorScheme: 'light' });
  try {
    await page.waitForFunction(() =>
      [...document.querySelectorAll('sudoku-dlx')].every((e) => e.shadowRoot?.querySelector('.frame, .dlx-vis')),
    );
    assert.deepEqual(await page.evaluate(schemes), ['light', 'light']);
    await page.locator('label[title="Switch to dark mode"]').click();
    assert.equal(await page.evaluate(() => document.body.dataset.mdColorScheme), 'slate');
    await page.waitForFunction(`(${schemes})().every((s) => s === 'dark')`);
    await drive(page);
    await screenshot(page, 'integration-mkdocs-slate');
    assert.deepEqual(problems, [], 'no console errors and no failed requests');
  } finally {
    await context.close();
    await server.stop();
  }
});
