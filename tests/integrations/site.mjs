// A fresh site for an integration test, in a cache that outlives the run:
// `.cache/integrations/<name>/` (or under $SUDOKU_DLX_CACHE). Each run
// removes everything there but `node_modules/` and `package-lock.json`,
// copies the site's sources from `tests/integrations/<name>/`, packs the
// package afresh and installs that tarball beside the site's tools. The
// tools stay installed and locked between runs, so only the first run
// downloads and unpacks a docs tool's hundreds of packages; npm replaces
// the tarball's package whenever its contents change.

import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { stage } from '../../scripts/package.mjs';
import { ROOT } from '../e2e/harness.mjs';

export const run = promisify(execFile);
export const CACHE = process.env.SUDOKU_DLX_CACHE ?? join(ROOT, '.cache/integrations');
const KEPT = new Set(['node_modules', 'package-lock.json']);

/**
 * The site `name` rebuilt from its sources, with the packed package and
 * `packages` (npm specs: the site's tools) installed.
 * @param {string} name a folder of tests/integrations/
 * @param {string[]} packages
 * @param {{ esm?: boolean }} [options] whether the package.json says `"type": "module"`
 * @returns {Promise<string>} the site's folder
 */
export async function freshSite(name, packages, { esm = true } = {}) {
  const site = join(CACHE, name);
  await mkdir(site, { recursive: true });
  for (const entry of await readdir(site)) {
    if (!KEPT.has(entry)) await rm(join(site, entry), { recursive: true, force: true });
  }
  await cp(join(ROOT, 'tests/integrations', name), site, { recursive: true });
  const manifest = { name: `sudoku-dlx-${name}-site`, private: true, ...(esm ? { type: 'module' } : {}) };
  await writeFile(join(site, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const { stdout } = await run('npm', ['pack', await stage(), '--json', '--pack-destination', site]);
  const [{ filename }] = JSON.parse(stdout);
  const install = ['install', '--no-audit', '--no-fund', `./${filename}`, ...packages];
  await run('npm', install, { cwd: site, maxBuffer: 1 << 24 });
  return site;
}

/**
 * The version of `name` installed in `site`.
 * @param {string} site
 * @param {string} name
 */
export async function installedVersion(site, name) {
  const manifest = JSON.parse(await readFile(join(site, 'node_modules', name, 'package.json'), 'utf8'));
  return /** @type {string} */ (manifest.version);
}
