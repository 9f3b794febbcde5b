// The npm package as its users get it: `npm pack` of the staged package (the
// production build, scripts/bundle.mjs),
// installed from the tarball into a fresh temporary project beside Vite
// (from the npm registry), then
// - a production `vite build` of a page whose only script is
//   `import 'sudoku-dlx/element'`, served and opened in headless Chromium;
// - an unbundled page importing the installed files through an import map;
// - Node importing the element (no DOM), the API and the Markdown plugin,
//   and a CommonJS file requiring the plugin;
// - TypeScript checking a file against the package's types, and the element
//   in the templates of React 18 and 19, Preact, Solid, Vue and Svelte.
// Needs the built pkg/ (`npm run build`). One temporary project serves
// every check, so the registry is asked once.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { packInto } from '../../scripts/package.mjs';
import { ROOT, launchBrowser, openPage, screenshot, startServer } from '../e2e/harness.mjs';
import { GIVENS, keeps, solves } from './drive.mjs';

const run = promisify(execFile);
const VITE = 'vite@8';
/** The frameworks whose templates the element's types reach (React 18 in a project of its own). */
const FRAMEWORKS = ['@types/react@19', 'preact@10', 'solid-js@1', 'svelte@5'];

/** @type {string} */
let project;
/** @type {{ url: string, stop: () => Promise<unknown> }} */
let server;
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  project = await mkdtemp(join(tmpdir(), 'sudoku-dlx-package-'));
  const filename = await packInto(project);
  await cp(join(ROOT, 'tests/package/project'), project, { recursive: true });
  await run('npm', ['init', '-y'], { cwd: project });
  await run('npm', ['pkg', 'set', 'type=module'], { cwd: project });
  const packages = [join(project, filename), VITE, 'markdown-it', 'vue@3', ...FRAMEWORKS];
  await run('npm', ['install', '--no-audit', '--no-fund', ...packages], { cwd: project });
  const react18 = join(project, 'react18');
  await mkdir(react18);
  await writeFile(join(react18, 'package.json'), '{ "private": true, "type": "module" }\n');
  await run('npm', ['install', '--no-audit', '--no-fund', join(project, filename), '@types/react@18'], {
    cwd: react18,
  });
  await run(join(project, 'node_modules/.bin/vite'), ['build', '--base', './'], { cwd: project });
  server = await startServer(project);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (project) await rm(project, { recursive: true, force: true });
});

/**
 * Opens `path` of the project and works both elements: the solver solves
 * the 4×4, the visualizer steps three times and back once.
 * @param {string} path
 * @param {string} name of the screenshot
 */
async function works(path, name) {
  const { page, context, problems } = await openPage(browser, new URL(path, server.url).href);
  try {
    const seen = await page.evaluate(async (givens) => {
      await customElements.whenDefined('sudoku-dlx');
      const solver = /** @type {any} */ (document.getElementById('solver'));
      const visualizer = /** @type {any} */ (document.getElementById('visualizer'));
      const solved = new Promise((resolve) =>
        solver.addEventListener('solution', (/** @type {CustomEvent} */ e) => resolve(e.detail.solution)),
      );
      solver.puzzle = givens;
      solver.solve();
      const steps = [];
      visualizer.addEventListener('step', (/** @type {CustomEvent} */ e) => steps.push(e.detail.step));
      for (let i = 0; i < 3; i++) await visualizer.stepForward();
      await visualizer.stepBack();
      const grid = visualizer.shadowRoot.querySelector('.dv-grid-panel');
      return { solution: await solved, step: visualizer.step, steps, gridShown: Boolean(grid && !grid.hidden) };
    }, GIVENS);
    assert.ok(solves(seen.solution, GIVENS), `solve mode's answer ${seen.solution} solves ${GIVENS}`);
    assert.equal(seen.step, 2);
    assert.deepEqual(seen.steps.slice(-4), [1, 2, 3, 2]);
    assert.ok(seen.gridShown);
    await screenshot(page, name);
    assert.deepEqual(problems, [], 'no console errors and no failed requests');
  } finally {
    await context.close();
  }
}

test('a production Vite build of `import "sudoku-dlx/element"` solves and steps', async () => {
  await works('/dist/index.html', 'package-vite');
});

test('a plain module tag on the installed dist/element.js (no import map) solves and steps', async () => {
  // The README gives both routes this file builds: the bundler's import and this page's module tag.
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  for (const line of [
    "import 'sudoku-dlx/element';",
    '<script type="module" src="/sudoku-dlx/dist/element.js"></script>',
  ]) {
    assert.ok(readme.includes(line), `the README gives \`${line}\``);
  }
  await works('/static/index.html', 'package-unbundled');
});

test('Vue keeps every property it sets, before the element is defined, after, and when it changes them', async () => {
  const { page, context, problems } = await openPage(browser, new URL('/static/vue.html', server.url).href);
  try {
    await page.waitForFunction(() => /** @type {any} */ (window).vueMounted);
    const expected = await page.evaluate(() => /** @type {any} */ (window).expected);
    assert.equal(Object.keys(expected).length, 8, 'three elements from Vue before, three after, two from a script');
    await keeps(page, expected);
    const playing = ['vue-before-player', 'vue-after-player'];
    await page.waitForFunction(
      (ids) => ids.every((id) => /** @type {any} */ (document.getElementById(id)).step > 0),
      playing,
    );
    await keeps(page, await page.evaluate(() => /** @type {any} */ (window).changeProps()));
    assert.deepEqual(problems, [], 'no "Failed setting prop" warning from Vue, no console error');
  } finally {
    await context.close();
  }
});

test('Node imports the element without a DOM, and the API and the plugin work', async () => {
  const { stdout } = await run(process.execPath, ['ssr.mjs'], { cwd: project });
  const seen = JSON.parse(stdout);
  assert.equal(seen.tag, 'sudoku-dlx');
  assert.equal(seen.element, 'function');
  assert.equal(seen.dom, 'undefined');
  assert.ok(solves(seen.solution, GIVENS));
  assert.equal(seen.count, 288);
  assert.equal(seen.event, 'choose');
  assert.equal(seen.html, '<sudoku-dlx mode="visualize" step="2" problem="queens 4"></sudoku-dlx>\n');
});

test('CommonJS `require` gives the plugin itself', async () => {
  const { stdout } = await run(process.execPath, ['require.cjs'], { cwd: project });
  const seen = JSON.parse(stdout);
  assert.deepEqual([seen.type, seen.isDefault, seen.named], ['function', true, 'function']);
  assert.equal(seen.html, '<sudoku-dlx mode="visualize" step="2" theme="dark" problem="queens 4"></sudoku-dlx>\n');
});

const TSC = join(ROOT, 'node_modules/.bin/tsc');
// Every declaration file is checked (`--skipLibCheck false`: the package's
// types are declaration files), but TypeScript's own libraries are not
// checked again on each of the eight runs (`--skipDefaultLibCheck`, about
// 2.4 of some 7 CPU s a run).
const STRICT = [
  '--noEmit',
  '--strict',
  '--module',
  'nodenext',
  '--target',
  'es2023',
  '--lib',
  'esnext,dom',
  '--skipDefaultLibCheck',
];

/**
 * tsc with `options` in `cwd`, failing with what it said.
 * @param {string[]} options
 * @param {string} [cwd]
 */
async function typeCheck(options, cwd = project) {
  await run(TSC, [...STRICT, '--skipLibCheck', 'false', ...options], { cwd }).catch((error) => {
    assert.fail(`tsc ${options.join(' ')}: ${error.stdout}${error.stderr}`);
  });
}

test("TypeScript accepts the package's types", async () => {
  await typeCheck(['check.ts']);
  await typeCheck(['types/require.cts']);
});

test('every framework reads the element in its templates: React 18 and 19, Preact, Solid, Vue, Svelte', async () => {
  // Each file also holds lines the types must refuse (`@ts-expect-error`), so a type that took anything fails.
  await typeCheck(['--jsx', 'react-jsx', 'types/react.tsx']);
  await cp(join(project, 'types/react.tsx'), join(project, 'react18/react.tsx'));
  await typeCheck(['--jsx', 'react-jsx', 'react.tsx'], join(project, 'react18'));
  await typeCheck(['--jsx', 'react-jsx', '--jsxImportSource', 'preact', 'types/preact.tsx']);
  await typeCheck(['--jsx', 'preserve', '--jsxImportSource', 'solid-js', 'types/solid.tsx']);
  await typeCheck(['types/vue.ts']);
  await typeCheck(['types/svelte.ts']);
});

test('the tarball holds what the package needs and nothing else', async () => {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', join(ROOT, 'dist/package')]);
  const files = JSON.parse(stdout)[0].files.map((/** @type {{ path: string }} */ f) => f.path);
  for (const needed of [
    'package.json',
    'README.md',
    'LICENSE',
    'dist/element.js',
    'dist/api.js',
    'dist/stepper.js',
    'dist/logic.js',
    'pkg/sudoku_dlx.d.ts',
    'pkg-stepper/sudoku_dlx.d.ts',
    'pkg-logic/sudoku_dlx.d.ts',
    'npm/markdown-it.js',
    'npm/element.d.ts',
  ]) {
    assert.ok(files.includes(needed), `${needed} in the tarball`);
  }
  const built = files.filter((/** @type {string} */ f) => f.startsWith('dist/'));
  assert.equal(built.filter((/** @type {string} */ f) => f.endsWith('.wasm')).length, 4, 'the four wasm files');
  for (const worker of ['solver-worker', 'logic-worker', 'estimate-worker', 'race-worker']) {
    assert.ok(
      built.some((/** @type {string} */ f) => new RegExp(`^dist/${worker}-\\w+\\.js$`).test(f)),
      `${worker}, hashed`,
    );
  }
  assert.deepEqual(
    files.filter(
      (/** @type {string} */ f) =>
        !/^(dist|npm)\/|^(element|stepper|logic|markdown-it)\/package\.json$|^(pkg(-logic|-stepper)?\/sudoku_dlx\.d\.ts|package\.json|README\.md|LICENSE)$/.test(
          f,
        ),
    ),
    [],
  );
});
