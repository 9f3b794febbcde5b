// webpack 5 with no configuration file, as a new user meets it: the packed
// tarball installed beside webpack and webpack-cli, `src/index.js` holding
// only `import 'sudoku-dlx/element'`, `webpack --mode production` (webpack
// follows `new Worker(new URL(...))` and the wasm files' `new URL(...)` on
// its own), and a page loading dist/main.js, driven in headless Chromium:
// solve, the visualizer playing, the race. Slower and heavier than the Vite
// matrix, so it runs in `npm run test:integrations`, not `npm test`.
// Needs the built pkg/, pkg-stepper/, pkg-logic/ and pkg-ladder/ (`npm run build`).

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { stage } from '../../scripts/package.mjs';
import { launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { drive } from '../package/drive.mjs';

const run = promisify(execFile);
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>sudoku-dlx through webpack</title>
  <script src="main.js"></script></head>
  <body>
    <sudoku-dlx mode="solve"></sudoku-dlx>
    <sudoku-dlx mode="visualize" puzzle="..4....32......1" panels="grid counters"></sudoku-dlx>
    <sudoku-dlx mode="ladder" puzzle="${EASY}"></sudoku-dlx>
  </body>
</html>
`;

/** @type {string} */
let project;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  project = await mkdtemp(join(tmpdir(), 'sudoku-dlx-webpack-'));
  const { stdout } = await run('npm', ['pack', await stage(), '--json', '--pack-destination', project]);
  const [{ filename }] = JSON.parse(stdout);
  await run('npm', ['init', '-y'], { cwd: project });
  await run('npm', ['pkg', 'set', 'type=module'], { cwd: project });
  await mkdir(join(project, 'src'));
  await writeFile(join(project, 'src/index.js'), "import 'sudoku-dlx/element';\n");
  const packages = [join(project, filename), 'webpack@5', 'webpack-cli'];
  await run('npm', ['install', '--no-audit', '--no-fund', ...packages], { cwd: project });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (project) await rm(project, { recursive: true, force: true });
});

test('webpack 5 builds the element with no configuration, and it works', { timeout: 300_000 }, async () => {
  const webpack = join(project, 'node_modules/webpack-cli/bin/cli.js');
  await run(process.execPath, [webpack, '--mode', 'production'], { cwd: project }).catch((error) =>
    assert.fail(`webpack: ${error.stdout}${error.stderr}`),
  );
  await writeFile(join(project, 'dist/index.html'), PAGE);
  const server = await startServer(join(project, 'dist'));
  const { page, context, problems } = await openPage(browser, `${server.url}/index.html`);
  try {
    await drive(page);
    await screenshot(page, 'integration-webpack');
    assert.deepEqual(problems, [], 'no console errors and no failed requests');
  } finally {
    await context.close();
    await server.stop();
  }
});
