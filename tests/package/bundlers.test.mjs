// Vite 5, 6 and 7 (Vite 8 is package.test.mjs's), each as a new user meets
// it: the packed tarball installed beside it, a page whose only script is
// `import 'sudoku-dlx/element'`, `vite build` with no configuration (so the
// workers must build in Vite's default worker format, a classic script that
// cannot split code), served and driven in headless Chromium: solve, the
// visualizer playing, the race. Then VitePress 1.x with the README's recipe
// as written (tests/package/vitepress/): fences become elements, Vue keeps
// the fence's step. One temporary project holds every version (npm
// aliases), so the registry is asked once.
// Needs the built pkg/, pkg-stepper/, pkg-logic/ and pkg-ladder/ (`npm run build`).

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { packInto } from '../../scripts/package.mjs';
import { ROOT, launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { drive } from './drive.mjs';

const run = promisify(execFile);
const VERSIONS = ['5', '6', '7'];

/** @type {string} */
let project;
/** @type {{ url: string, stop: () => Promise<unknown> }} */
let server;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  project = await mkdtemp(join(tmpdir(), 'sudoku-dlx-bundlers-'));
  const filename = await packInto(project);
  await cp(join(ROOT, 'tests/package/bundlers'), project, { recursive: true });
  await cp(join(ROOT, 'tests/package/vitepress'), join(project, 'docs'), { recursive: true });
  await run('npm', ['init', '-y'], { cwd: project });
  await run('npm', ['pkg', 'set', 'type=module'], { cwd: project });
  const vites = VERSIONS.map((version) => `vite${version}@npm:vite@${version}`);
  await run('npm', ['install', '--no-audit', '--no-fund', join(project, filename), ...vites, 'vitepress@1'], {
    cwd: project,
  });
  server = await startServer(project);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (project) await rm(project, { recursive: true, force: true });
});

for (const version of VERSIONS) {
  test(`Vite ${version} builds the element with no configuration, and it works`, async () => {
    const vite = join(project, `node_modules/vite${version}/bin/vite.js`);
    const outDir = `dist-vite${version}`;
    await run(process.execPath, [vite, 'build', '--base', './', '--outDir', outDir], { cwd: project }).catch((error) =>
      assert.fail(`vite ${version} build: ${error.stdout}${error.stderr}`),
    );
    const { page, context, problems } = await openPage(browser, new URL(`/${outDir}/index.html`, server.url).href);
    try {
      await drive(page);
      await screenshot(page, `package-vite${version}`);
      assert.deepEqual(problems, [], 'no console errors and no failed requests');
    } finally {
      await context.close();
    }
  });
}

test('VitePress 1.x builds the README recipe: fences become elements, the step is kept, and they work', async () => {
  const vitepress = join(project, 'node_modules/vitepress/bin/vitepress.js');
  await run(process.execPath, [vitepress, 'build', 'docs'], { cwd: project }).catch((error) =>
    assert.fail(`vitepress build: ${error.stdout}${error.stderr}`),
  );
  const built = await readdir(join(project, 'docs/.vitepress/dist/assets'));
  const wasm = built.filter((file) => file.endsWith('.wasm'));
  assert.equal(wasm.length, 4, `each wasm file once in the built site: ${wasm.join(', ')}`);
  // VitePress links its assets from the site's root.
  const site = await startServer(join(project, 'docs/.vitepress/dist'));
  const { page, context, problems } = await openPage(browser, `${site.url}/index.html`);
  try {
    await drive(page, { startStep: 3 });
    await screenshot(page, 'package-vitepress');
    assert.deepEqual(
      problems,
      [],
      'no console errors (Vue warns when it cannot set a property) and no failed requests',
    );
  } finally {
    await context.close();
    await site.stop();
  }
});
