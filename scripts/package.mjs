// Stages the npm package `sudoku-dlx` in dist/package/ from the built pkg/,
// pkg-stepper/, pkg-ladder/ and pkg-logic/ (`npm run build` first; `npm run
// package` does both). Its code is the production build (scripts/bundle.mjs)
// in the package's dist/: `element.js`, `api.js`, `stepper.js` and
// `logic.js` the entries, the
// rest minified chunks, workers and wasm files with content-hashed names, all
// in one folder, so every URL the element resolves relative to its own
// modules stays right wherever the folder is served from. `npm pack ./dist/package` makes the tarball; `npm
// publish ./dist/package` publishes it.

import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { bundle } from './bundle.mjs';
import { writeElementTypes } from './element-types.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const STAGE = join(ROOT, 'dist/package');
/** Where `npm test` packs the staged package once, for every test that installs it. */
export const PACKED = join(ROOT, 'dist/packed');

/**
 * Set by `npm test` (scripts/test.sh) once it has staged and packed the
 * package and built the demo site for every test: tests that run side by
 * side must not empty dist/ under each other, and one build is enough.
 */
export const BUILT_ONCE = process.env.SUDOKU_DLX_BUILT === '1';

// The wasm builds: the engine, the engine with the stepper and the estimate,
// which the visualizer and the `sudoku-dlx/stepper` entry load, the engine
// with the ladder, which only ladder mode fetches, and the engine with
// hints, ratings and the generator, which the `sudoku-dlx/logic` entry and
// the element load when first used.
const PKG_DIRS = ['pkg', 'pkg-stepper', 'pkg-ladder', 'pkg-logic'];
// The entries whose types are wasm-bindgen's declarations.
const TYPED_DIRS = ['pkg', 'pkg-stepper', 'pkg-logic'];

/**
 * The package's subpaths as folders too, each with a package.json pointing
 * at its files, for resolvers that do not read `exports`: Parcel 2 (unless
 * configured) and TypeScript's `node10` resolution find `sudoku-dlx/element`
 * as a folder of the package.
 */
const SUBPATHS = {
  element: { main: '../dist/element.js', types: '../npm/element.d.ts' },
  stepper: { main: '../dist/stepper.js', types: '../npm/stepper.d.ts' },
  logic: { main: '../dist/logic.js', types: '../npm/logic.d.ts' },
  'markdown-it': { main: '../npm/markdown-it.cjs', module: '../npm/markdown-it.js', types: '../npm/markdown-it.d.ts' },
};

/**
 * The project's address, from Cargo.toml's `repository`: the crate and the
 * npm package name one place, so that moving it is one edit.
 */
async function repositoryUrl() {
  const cargo = await readFile(join(ROOT, 'Cargo.toml'), 'utf8');
  const url = /^repository\s*=\s*"([^"]+)"/m.exec(cargo)?.[1];
  if (!url) throw new Error('Cargo.toml names no `repository` for the package to link to');
  return url.replace(/\/$/, '');
}

/** The package.json of the published package, from the repository's. */
export async function manifest() {
  const repo = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
  const url = await repositoryUrl();
  return {
    name: 'sudoku-dlx',
    version: repo.version,
    description: repo.description,
    license: 'MIT',
    repository: { type: 'git', url: `git+${url}.git` },
    homepage: `${url}#readme`,
    bugs: { url: `${url}/issues` },
    keywords: ['sudoku', 'dancing-links', 'dlx', 'exact-cover', 'webassembly', 'web-component', 'markdown-it'],
    type: 'module',
    engines: { node: '>=20.16' },
    exports: {
      '.': { types: './npm/api.d.ts', default: './dist/api.js' },
      './stepper': { types: './npm/stepper.d.ts', default: './dist/stepper.js' },
      './logic': { types: './npm/logic.d.ts', default: './dist/logic.js' },
      './element': { types: './npm/element.d.ts', default: './dist/element.js' },
      // A CommonJS config (Eleventy's, `npm init`'s) gets the plugin itself from `require`.
      './markdown-it': {
        import: { types: './npm/markdown-it.d.ts', default: './npm/markdown-it.js' },
        require: { types: './npm/markdown-it.d.cts', default: './npm/markdown-it.cjs' },
      },
      './package.json': './package.json',
    },
    types: './npm/api.d.ts',
    // Importing the element registers it; the API's import loads the wasm.
    sideEffects: ['./dist/element.js', './dist/api.js', './dist/stepper.js', './dist/logic.js'],
    files: [
      'dist/',
      ...TYPED_DIRS.map((dir) => `${dir}/sudoku_dlx.d.ts`),
      'npm/',
      ...Object.keys(SUBPATHS).map((name) => `${name}/`),
      'LICENSE',
      'README.md',
    ],
  };
}

/** Copies what the package holds into a fresh dist/package/. */
export async function stage() {
  for (const dir of PKG_DIRS) {
    try {
      await stat(join(ROOT, dir, 'sudoku_dlx_bg.wasm'));
    } catch {
      throw new Error(`${dir}/ is not built: run \`npm run build\` first (or \`npm run package\`, which does)`);
    }
  }
  await rm(STAGE, { recursive: true, force: true });
  await bundle({
    outdir: join(STAGE, 'dist'),
    entries: {
      element: 'www/sudoku-dlx/index.js',
      api: 'www/sudoku-dlx/api.js',
      stepper: 'www/sudoku-dlx/stepper.js',
      logic: 'www/sudoku-dlx/logic.js',
    },
    entryNames: '[name]',
  });
  // The API's types are wasm-bindgen's declarations (npm/api.d.ts, npm/stepper.d.ts, npm/logic.d.ts).
  for (const dir of TYPED_DIRS) {
    await mkdir(join(STAGE, dir), { recursive: true });
    await cp(join(ROOT, dir, 'sudoku_dlx.d.ts'), join(STAGE, dir, 'sudoku_dlx.d.ts'));
  }
  // The element's types, written from their table (scripts/element-types.mjs).
  await writeElementTypes();
  await cp(join(ROOT, 'npm'), join(STAGE, 'npm'), {
    recursive: true,
    filter: (source) => !source.endsWith('README.md'),
  });
  await commonJsPlugin();
  await cp(join(ROOT, 'npm/README.md'), join(STAGE, 'README.md'));
  await cp(join(ROOT, 'LICENSE'), join(STAGE, 'LICENSE'));
  await writeFile(join(STAGE, 'package.json'), `${JSON.stringify(await manifest(), null, 2)}\n`);
  for (const [name, fields] of Object.entries(SUBPATHS)) {
    await mkdir(join(STAGE, name));
    const folder = { type: 'module', ...fields };
    await writeFile(join(STAGE, name, 'package.json'), `${JSON.stringify(folder, null, 2)}\n`);
  }
  return STAGE;
}

/** The staged package: the one `npm test` staged, or staged now. */
export async function staged() {
  return BUILT_ONCE ? STAGE : stage();
}

/**
 * `npm pack` of the staged package into `destination`; returns the
 * tarball's file name there. Under `npm test`, a copy of the one packed
 * before the tests began (`--pack`).
 * @param {string} destination
 */
export async function packInto(destination) {
  if (BUILT_ONCE) {
    const [tarball] = (await readdir(PACKED)).filter((name) => name.endsWith('.tgz'));
    await cp(join(PACKED, tarball), join(destination, tarball));
    return tarball;
  }
  const { stdout } = await promisify(execFile)('npm', [
    'pack',
    await stage(),
    '--json',
    '--pack-destination',
    destination,
  ]);
  return JSON.parse(stdout)[0].filename;
}

/**
 * npm/markdown-it.cjs, what `require('sudoku-dlx/markdown-it')` gets: the
 * plugin bundled as CommonJS, its exports set as `module.exports` itself
 * (so `md.use(require(...))` works, as a CommonJS config writes it), with
 * `default` and the named exports as its properties.
 */
async function commonJsPlugin() {
  await esbuild.build({
    entryPoints: [join(ROOT, 'npm/markdown-it.js')],
    outfile: join(STAGE, 'npm/markdown-it.cjs'),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    footer: { js: 'module.exports = Object.assign(module.exports.default, module.exports);' },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`staged ${await stage()}`);
  // `--pack`: also the tarball, in dist/packed/ (scripts/test.sh).
  if (process.argv.includes('--pack')) {
    await rm(PACKED, { recursive: true, force: true });
    await mkdir(PACKED, { recursive: true });
    console.log(`packed ${join(PACKED, await packInto(PACKED))}`);
  }
}
