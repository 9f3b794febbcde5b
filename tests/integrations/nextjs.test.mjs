// Next.js (16, TypeScript, the app router, a static export), as
// create-next-app lays it out, by docs/embedding.md's recipe: the packed
// tarball installed beside next, react and TypeScript's types, a client
// component (app/sudoku.tsx) importing 'sudoku-dlx/element' and writing the
// element in JSX, with no declaration of the app's own: the package's types
// give <sudoku-dlx> to React's JSX. `next build` type-checks and writes
// out/; the page is driven in headless Chromium: solve, the visualizer
// playing, the race.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { drive } from '../package/drive.mjs';
import { freshSite, installedVersion, run } from './site.mjs';

const PACKAGES = [
  'next@16',
  'react@19',
  'react-dom@19',
  'typescript@5',
  '@types/react@19',
  '@types/react-dom@19',
  '@types/node@20',
];

/** @type {string} */
let site;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  site = await freshSite('nextjs', PACKAGES);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test(
  'a TypeScript Next.js static export builds with the element in JSX, and it works',
  { timeout: 900_000 },
  async (t) => {
    t.diagnostic(`next ${await installedVersion(site, 'next')}`);
    const embedding = await readFile(join(ROOT, 'docs/embedding.md'), 'utf8');
    const component = await readFile(join(ROOT, 'tests/integrations/nextjs/app/sudoku.tsx'), 'utf8');
    assert.ok(
      embedding.includes("'use client';\nimport 'sudoku-dlx/element';"),
      'docs/embedding.md gives the client component',
    );
    assert.ok(component.includes("'use client';"));
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
    await run(join(site, 'node_modules/.bin/next'), ['build'], { cwd: site, env, maxBuffer: 1 << 24 }).catch((error) =>
      assert.fail(`next build: ${error.stdout}${error.stderr}`),
    );
    const server = await startServer(join(site, 'out'));
    const { page, context, problems } = await openPage(browser, `${server.url}/index.html`);
    try {
      await drive(page);
      await screenshot(page, 'integration-nextjs');
      assert.deepEqual(problems, [], 'no console errors and no failed requests');
    } finally {
      await context.close();
      await server.stop();
    }
  },
);
