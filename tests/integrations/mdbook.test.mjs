// mdBook, by docs/embedding.md's recipe: the preprocessor built from this
// repository (src/bin/mdbook-sudoku-dlx/, `cargo build --release`) and
// mdBook itself from crates.io (`cargo install`, pinned, into
// .cache/integrations/mdbook/, so only the first run compiles it), a book
// (tests/integrations/mdbook/) whose chapter holds two fences, the
// package's files copied into the book's src/, the element loaded as a
// module from theme/head.hbs; `mdbook build`, the book served and driven in
// headless Chromium: the fences' solver solves, and the visualizer starts
// at the fence's step and plays.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { drive } from '../package/drive.mjs';
import { CACHE, freshSite, run } from './site.mjs';

const MDBOOK = '0.5.4';
/** docs/embedding.md's copy of the package's files into the book, word for word. */
const COPY = 'cp -r node_modules/sudoku-dlx/dist src/sudoku-dlx';

/** @type {string} */
let site;
/** @type {import('playwright-core').Browser} */
let browser;
/** @type {NodeJS.ProcessEnv} */
let env;

before(async () => {
  const mdbook = join(CACHE, 'mdbook-bin');
  // Compiles only when the pinned version is not installed there yet.
  const install = ['install', 'mdbook', '--version', MDBOOK, '--locked', '--no-default-features', '--root', mdbook];
  await run('cargo', install, { maxBuffer: 1 << 24 });
  await run('cargo', ['build', '--release', '--bin', 'mdbook-sudoku-dlx'], { cwd: ROOT, maxBuffer: 1 << 24 });
  env = { ...process.env, PATH: [join(mdbook, 'bin'), join(ROOT, 'target/release'), process.env.PATH].join(delimiter) };
  site = await freshSite('mdbook', []);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test(
  'mdBook builds a book whose fences the preprocessor turns into elements, and they work',
  { timeout: 300_000 },
  async (t) => {
    const { stdout: version } = await run('mdbook', ['--version'], { env });
    t.diagnostic(version.trim());
    const embedding = await readFile(join(ROOT, 'docs/embedding.md'), 'utf8');
    const head = await readFile(join(ROOT, 'tests/integrations/mdbook/theme/head.hbs'), 'utf8');
    for (const line of [COPY, '[preprocessor.sudoku-dlx]', head.trim()]) {
      assert.ok(embedding.includes(line), `docs/embedding.md gives \`${line}\``);
    }
    await run('sh', ['-c', COPY], { cwd: site });
    await run('mdbook', ['build'], { cwd: site, env }).catch((error) =>
      assert.fail(`mdbook build: ${error.stdout}${error.stderr}`),
    );
    const server = await startServer(join(site, 'book'));
    const { page, context, problems } = await openPage(browser, `${server.url}/sudoku.html`);
    try {
      await drive(page, { startStep: 3 });
      await screenshot(page, 'integration-mdbook');
      assert.deepEqual(problems, [], 'no console errors and no failed requests');
    } finally {
      await context.close();
      await server.stop();
    }
  },
);
