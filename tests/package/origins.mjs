// Two origins on this machine, as a page and a CDN are on the web: a small
// static server whose CORS headers a test chooses (every file, scripts
// only, or none), and the packed package unpacked under `sudoku-dlx@1/` as
// a CDN lays it out. Both listen on 127.0.0.1, each on its own port, which
// makes them two origins to the browser.

import { execFile } from 'node:child_process';
import { readFile, rename } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { stage } from '../../scripts/package.mjs';

const run = promisify(execFile);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Serves `root` at http://127.0.0.1:<port>. `cors` says which answers carry
 * `Access-Control-Allow-Origin: *`: `all`, `scripts` (.js only) or `none`.
 * @param {string} root
 * @param {{ cors?: 'all' | 'scripts' | 'none' }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function serveFolder(root, { cors = 'none' } = {}) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    const type = TYPES[/** @type {keyof TYPES} */ (extname(file))] ?? 'application/octet-stream';
    const headers = { 'content-type': type, 'cache-control': 'no-store' };
    if (cors === 'all' || (cors === 'scripts' && type.startsWith('text/javascript'))) {
      Object.assign(headers, { 'access-control-allow-origin': '*' });
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, headers).end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => server.close(() => done()).closeAllConnections()),
  };
}

/**
 * The packed package unpacked into `folder`/sudoku-dlx@1/, as a CDN serves
 * a package's files; returns that folder.
 * @param {string} folder
 */
export async function unpackAsCdn(folder) {
  const { stdout } = await run('npm', ['pack', await stage(), '--json', '--pack-destination', folder]);
  const [{ filename }] = JSON.parse(stdout);
  await run('tar', ['-xzf', filename], { cwd: folder });
  await rename(join(folder, 'package'), join(folder, 'sudoku-dlx@1'));
  return join(folder, 'sudoku-dlx@1');
}
