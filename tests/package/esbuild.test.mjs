// esbuild as a new user meets it: the packed tarball installed beside esbuild
// (from the registry), `src/main.js` holding only `import 'sudoku-dlx/element'`,
// and docs/embedding.md's two commands run as written: esbuild bundles it as
// ES modules (`--format=esm`: the element finds its files by
// `import.meta.url`, which esbuild's default format for the browser, a
// classic script, empties), and a copy puts the wasm files and the workers
// beside the bundle (esbuild leaves `new URL(..., import.meta.url)` as it
// is, and copies nothing it points at). The page is driven in headless
// Chromium: solve, the visualizer playing, the race.
// Needs the built pkg/, pkg-logic/ and pkg-ladder/ (`npm run build`).

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { packInto } from '../../scripts/package.mjs';
import { ROOT, launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { drive } from './drive.mjs';

const run = promisify(execFile);

/** docs/embedding.md's esbuild recipe, word for word. */
export const RECIPE = [
  'npx esbuild src/main.js --bundle --format=esm --splitting --outdir=public/assets',
  'cp node_modules/sudoku-dlx/dist/*.wasm node_modules/sudoku-dlx/dist/*-worker-*.js public/assets/',
];

/** @type {string} */
let project;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  project = await mkdtemp(join(tmpdir(), 'sudoku-dlx-esbuild-'));
  const filename = await packInto(project);
  await run('npm', ['init', '-y'], { cwd: project });
  await run('npm', ['pkg', 'set', 'type=module'], { cwd: project });
  await mkdir(join(project, 'src'));
  await writeFile(join(project, 'src/main.js'), "import 'sudoku-dlx/element';\n");
  await run('npm', ['install', '--no-audit', '--no-fund', join(project, filename), 'esbuild'], { cwd: project });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (project) await rm(project, { recursive: true, force: true });
});

test('esbuild builds the element by the recipe, and it works', { timeout: 300_000 }, async () => {
  const embedding = await readFile(join(ROOT, 'docs/embedding.md'), 'utf8');
  for (const line of RECIPE) assert.ok(embedding.includes(line), `docs/embedding.md gives \`${line}\``);
  for (const line of RECIPE) {
    await run('sh', ['-c', line], { cwd: project }).catch((error) =>
      assert.fail(`${line}: ${error.stdout}${error.stderr}`),
    );
  }
  await copyFile(join(ROOT, 'tests/package/esbuild/index.html'), join(project, 'public/index.html'));
  const server = await startServer(join(project, 'public'));
  const { page, context, problems } = await openPage(browser, `${server.url}/index.html`);
  try {
    await drive(page);
    await screenshot(page, 'package-esbuild');
    assert.deepEqual(problems, [], 'no console errors and no failed requests');
  } finally {
    await context.close();
    await server.stop();
  }
});
