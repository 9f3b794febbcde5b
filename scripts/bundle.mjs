// The production build, with esbuild: minified ES modules with content-hashed
// names, for the demo page (dist/site/, what `npm start` serves) and for the
// npm package (its `dist/` folder, staged by scripts/package.mjs). Needs the
// built wasm packages (`npm run build`).
//
// Why esbuild: one small devDependency with its binary prebuilt in the
// registry package (no native build, no plugins to pin), it writes ES
// modules with code splitting, and it builds this project in well under a
// second. It does not follow `new URL('./file', import.meta.url)`, so this
// script does what bundlers call asset handling itself:
// 1. each wasm file is copied under a name with its content's hash;
// 2. each worker is bundled on its own into one module with no imports (every
//    bundler, and every browser, can load a single module as a worker), its
//    wasm URLs pointing at the hashed files;
// 3. the entries are bundled with code splitting (a mode's code is a chunk
//    loaded when a page first shows that mode), their worker and wasm URLs
//    pointing at the hashed files, and each mode's stylesheet (a string of
//    CSS in its styles.js, or in each part of a styles/ folder) minified as
//    CSS.
// Everything lands in one flat folder, so `./name` from any chunk is right.

import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ELEMENT = join(ROOT, 'www/sudoku-dlx');

/** The wasm files, and the name each takes before its hash. */
const WASM = [
  { path: join(ROOT, 'pkg/sudoku_dlx_bg.wasm'), name: 'sudoku-dlx' },
  { path: join(ROOT, 'pkg-stepper/sudoku_dlx_bg.wasm'), name: 'sudoku-dlx-stepper' },
  { path: join(ROOT, 'pkg-ladder/sudoku_dlx_bg.wasm'), name: 'sudoku-dlx-ladder' },
  { path: join(ROOT, 'pkg-logic/sudoku_dlx_bg.wasm'), name: 'sudoku-dlx-logic' },
];
const WORKERS = [
  join(ELEMENT, 'engine/solver-worker.js'),
  join(ELEMENT, 'engine/logic-worker.js'),
  join(ELEMENT, 'engine/estimate-worker.js'),
  join(ELEMENT, 'engine/race-worker.js'),
];

const COMMON = {
  bundle: true,
  format: /** @type {const} */ ('esm'),
  target: 'es2022',
  minify: true,
  legalComments: /** @type {const} */ ('none'),
  metafile: true,
  logLevel: /** @type {const} */ ('warning'),
};

/** @param {Buffer | string} bytes */
function hashOf(bytes) {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x');
}

/**
 * An esbuild plugin pointing every `new URL('<relative>', import.meta.url)`
 * whose file is in `outputs` at that file's output name; a file mapped to
 * null is not referred to at all (the URL becomes `undefined`).
 * @param {Map<string, string | null>} outputs absolute source path → output file name
 * @returns {import('esbuild').Plugin}
 */
function assetUrls(outputs) {
  const pattern = /new URL\((['"])([^'"]+)\1,\s*import\.meta\.url\)/g;
  return {
    name: 'asset-urls',
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const contents = text.replace(pattern, (whole, _quote, relative) => {
          const output = outputs.get(resolve(dirname(args.path), relative));
          if (output === null) return 'undefined';
          return output ? `new URL(${JSON.stringify(`./${output}`)}, import.meta.url)` : whole;
        });
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * An esbuild plugin minifying the stylesheet each mode adopts into its
 * shadow root: a `styles.js` module, or a module of a `styles/` folder (the
 * solver's parts, which its `styles.js` joins), exporting one template
 * literal of CSS with nothing interpolated. esbuild minifies JavaScript,
 * not the CSS in its strings, and the solver's styles are the largest part
 * of its chunk.
 * @returns {import('esbuild').Plugin}
 */
function minifiedStyles() {
  const pattern = /^(export const \w+ = )`([^`$\\]*)`;$/m;
  return {
    name: 'minified-styles',
    setup(build) {
      build.onLoad({ filter: /[\\/]styles(?:[\\/][\w-]+)?\.js$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const match = pattern.exec(text);
        if (!match) return undefined;
        const css = await esbuild.transform(match[2], { loader: 'css', minify: true, logLevel: 'error' });
        const contents = text.replace(match[0], `${match[1]}${JSON.stringify(css.code.trim())};`);
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * The output files of a build, by the absolute path of their entry point.
 * @param {import('esbuild').Metafile} metafile
 */
function entryOutputs(metafile) {
  /** @type {Map<string, string>} */
  const outputs = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint) outputs.set(resolve(ROOT, output.entryPoint), basename(file));
  }
  return outputs;
}

/**
 * Builds `entries` into `outdir`: the wasm files and workers hashed, the
 * entries named by `entryNames`.
 * @param {{ outdir: string, entries: Record<string, string>, entryNames: string }} options
 * @returns {Promise<{ outputs: Map<string, string>, files: string[] }>} entry path → output name, and every file written
 */
export async function bundle({ outdir, entries, entryNames }) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  /** @type {Map<string, string>} */
  const assets = new Map();
  for (const { path, name } of WASM) {
    const bytes = await readFile(path);
    const file = `${name}-${hashOf(bytes)}.wasm`;
    await copyFile(path, join(outdir, file));
    assets.set(path, file);
  }
  // A worker is handed its compiled wasm module, so the wasm-bindgen glue's
  // default wasm URL is dropped from it: a bundler would otherwise copy the
  // wasm file a second time for the worker.
  const workers = await esbuild.build({
    ...COMMON,
    entryPoints: WORKERS,
    outdir,
    entryNames: '[name]-[hash]',
    plugins: [assetUrls(new Map(WASM.map(({ path }) => [path, null])))],
  });
  for (const [path, file] of entryOutputs(workers.metafile)) assets.set(path, file);
  const main = await esbuild.build({
    ...COMMON,
    entryPoints: Object.entries(entries).map(([out, path]) => ({ in: join(ROOT, path), out })),
    outdir,
    splitting: true,
    entryNames,
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    plugins: [minifiedStyles(), assetUrls(assets)],
  });
  const files = [...assets.values(), ...Object.keys(main.metafile.outputs).map((file) => basename(file))];
  return { outputs: entryOutputs(main.metafile), files };
}

/** The icons of the site (www/demo/icons/; scripts/icons.mjs draws the PNGs). */
const ICONS = join(ROOT, 'www/demo/icons');
/** What a server may send compressed, and so what the build compresses ahead. */
const COMPRESSIBLE = /\.(html|js|css|wasm|svg|webmanifest|json)$/;

/**
 * Copies each icon into `assets` under a name with its content's hash.
 * @param {string} assets
 * @returns {Promise<Map<string, string>>} icon file name → its path in the site
 */
async function hashIcons(assets) {
  /** @type {Map<string, string>} */
  const icons = new Map();
  for (const file of await readdir(ICONS)) {
    const bytes = await readFile(join(ICONS, file));
    const hashed = `${file.replace(/\.[^.]+$/, '')}-${hashOf(bytes)}${extname(file)}`;
    await writeFile(join(assets, hashed), bytes);
    icons.set(file, `assets/${hashed}`);
  }
  return icons;
}

/**
 * index.html for the site: its script pointing at the build, its stylesheet
 * inlined (a few KB, so the first paint waits for no request), the core wasm
 * preloaded, the icons and the manifest linked, and the service worker named.
 * @param {string} site
 * @param {Map<string, string>} outputs entry path → output file name
 * @param {string[]} files every file of the bundle
 * @param {Map<string, string>} icons icon file name → its path in the site
 */
async function siteHtml(site, outputs, files, icons) {
  let html = await readFile(join(ROOT, 'index.html'), 'utf8');
  const replace = (/** @type {string} */ from, /** @type {string} */ to) => {
    if (!html.includes(from)) throw new Error(`index.html: no ${from} to rewrite`);
    html = html.replace(from, to);
  };
  replace('"www/demo/page.js"', `"assets/${outputs.get(join(ROOT, 'www/demo/page.js'))}"`);
  const css = await readFile(join(site, 'assets', outputs.get(join(ROOT, 'www/demo/page.css'))), 'utf8');
  replace('<link rel="stylesheet" href="www/demo/page.css">', `<style>${css.trim()}</style>`);
  for (const [file, path] of icons) html = html.replaceAll(`"www/demo/icons/${file}"`, `"${path}"`);
  // The engine's wasm is what the first Solve waits for longest: fetch it
  // with the page, not after the modules that ask for it.
  // The core's name has no part after `sudoku-dlx-` but its hash.
  const wasm = files.find((file) => /^sudoku-dlx-[^-]+\.wasm$/.test(file));
  replace(
    '<link rel="icon"',
    `<link rel="preload" href="assets/${wasm}" as="fetch" type="application/wasm" crossorigin>\n` +
      '  <link rel="manifest" href="manifest.webmanifest">\n  <link rel="icon"',
  );
  replace('<html lang="en">', '<html lang="en" data-service-worker="sw.js">');
  return html;
}

/**
 * The web app manifest, its icons pointed at their hashed copies.
 * @param {Map<string, string>} icons
 */
async function siteManifest(icons) {
  const manifest = JSON.parse(await readFile(join(ROOT, 'www/demo/manifest.webmanifest'), 'utf8'));
  for (const icon of manifest.icons) {
    const path = icons.get(basename(icon.src));
    if (!path) throw new Error(`manifest: no icon ${icon.src}`);
    icon.src = path;
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * The service worker (www/demo/sw.js, with Workbox's precaching bundled in),
 * given the list of every file of the site: a content-hashed file is its own
 * revision, the page gets the hash of its content.
 * @param {string} site
 * @param {string[]} paths every file of the site, relative to it, but sw.js
 */
async function buildServiceWorker(site, paths) {
  const manifest = [];
  for (const url of paths.sort()) {
    const hashed = url.startsWith('assets/');
    manifest.push({ url, revision: hashed ? null : hashOf(await readFile(join(site, url))) });
  }
  await esbuild.build({
    ...COMMON,
    metafile: false,
    entryPoints: [join(ROOT, 'www/demo/sw.js')],
    outfile: join(site, 'sw.js'),
    format: 'iife',
    define: { 'self.__WB_MANIFEST': JSON.stringify(manifest), 'process.env.NODE_ENV': '"production"' },
  });
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible
 * file of `dir`, at the strongest settings: done once per build, so a server
 * sends them without compressing anything (scripts/serve.mjs).
 * @param {string} dir
 */
export async function precompress(dir) {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path);
    await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    const { BROTLI_PARAM_QUALITY, BROTLI_MAX_QUALITY, BROTLI_PARAM_SIZE_HINT } = constants;
    const brotli = { [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY, [BROTLI_PARAM_SIZE_HINT]: bytes.length };
    await writeFile(`${path}.br`, brotliCompressSync(bytes, { params: brotli }));
  }
}

/**
 * The tour (tour.html) beside the demo page, its stylesheet inlined, the
 * icon pointed at the demo's hashed copy. It is built apart from the page,
 * so that the page's chunks, and so its first load, stay as they were, and
 * its files are moved into the page's assets/: the wasm modules and the
 * workers are the same files under the same hashed names, kept once, and
 * the offline cache adds only the tour's own chunks. Returns the files it
 * added to assets/.
 * @param {string} site
 * @param {Map<string, string>} icons icon file name → its path in the site
 */
async function buildTour(site, icons) {
  const build = join(site, 'tour-build');
  const { outputs, files } = await bundle({
    outdir: build,
    entries: { tour: 'www/tour/tour.js', 'tour-style': 'www/tour/tour.css' },
    entryNames: '[name]-[hash]',
  });
  let html = await readFile(join(ROOT, 'tour.html'), 'utf8');
  const replace = (/** @type {string} */ from, /** @type {string} */ to) => {
    if (!html.includes(from)) throw new Error(`tour.html: no ${from} to rewrite`);
    html = html.replace(from, to);
  };
  replace('"www/tour/tour.js"', `"assets/${outputs.get(join(ROOT, 'www/tour/tour.js'))}"`);
  const style = /** @type {string} */ (outputs.get(join(ROOT, 'www/tour/tour.css')));
  replace(
    '<link rel="stylesheet" href="www/tour/tour.css">',
    `<style>${(await readFile(join(build, style), 'utf8')).trim()}</style>`,
  );
  for (const [file, path] of icons) html = html.replaceAll(`"www/demo/icons/${file}"`, `"${path}"`);
  replace('<html lang="en">', '<html lang="en" data-service-worker="sw.js">');
  await writeFile(join(site, 'tour.html'), html);
  const added = [];
  for (const file of files.filter((name) => name !== style)) {
    const [ours, theirs] = [join(build, file), join(site, 'assets', file)];
    const bytes = await readFile(ours);
    const existing = await readFile(theirs).catch(() => null);
    if (existing && !existing.equals(bytes)) throw new Error(`tour: assets/${file} differs from the page's`);
    if (!existing) {
      await writeFile(theirs, bytes);
      added.push(file);
    }
  }
  await rm(build, { recursive: true, force: true });
  return added;
}

/**
 * The demo site in dist/site/: index.html (its stylesheet inlined), the web
 * app manifest and the service worker at the top, the tour (buildTour),
 * everything else under assets/ with content-hashed names, all of it in the
 * service worker's precache, each compressible file beside its
 * brotli and gzip copies. A test may build it elsewhere.
 */
export async function buildSite(site = join(ROOT, 'dist/site')) {
  await rm(site, { recursive: true, force: true });
  const assets = join(site, 'assets');
  const { outputs, files } = await bundle({
    outdir: assets,
    entries: { page: 'www/demo/page.js', 'page-style': 'www/demo/page.css' },
    entryNames: '[name]-[hash]',
  });
  const icons = await hashIcons(assets);
  await writeFile(join(site, 'index.html'), await siteHtml(site, outputs, files, icons));
  // The stylesheet lives on in the page.
  const style = outputs.get(join(ROOT, 'www/demo/page.css'));
  await rm(join(assets, style));
  await writeFile(join(site, 'manifest.webmanifest'), await siteManifest(icons));
  const tour = await buildTour(site, icons);
  const paths = [
    'index.html',
    'tour.html',
    'manifest.webmanifest',
    ...[...files.filter((file) => file !== style), ...tour].map((file) => `assets/${file}`),
    ...icons.values(),
  ];
  await buildServiceWorker(site, paths);
  await precompress(site);
  return site;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await buildSite();
  console.log(`built ${site}`);
}
