// A small static server for the production build (what `npm start` runs),
// with what a production host should do and http-server cannot: per-file
// cache lifetimes and precompressed files.
//
// - A file whose name carries its content's hash (`name-1a2B3c4D.ext`, every
//   file under assets/ of dist/site) never changes: it is cached for a year
//   as immutable. Everything else (the page, sw.js, the manifest) is
//   revalidated on every use (`no-cache`, with an ETag), so a new build is
//   seen at once.
// - Compressible files are sent as the `.br` or `.gz` copy the build wrote
//   beside them (scripts/bundle.mjs), as the request's Accept-Encoding
//   allows; a file without one is gzipped on the fly (a folder that was not
//   built, such as the repository).
//
//   node scripts/serve.mjs [ROOT] [--port N] [--host H]   (ROOT: dist/site)

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.wasm', '.svg', '.md', '.txt']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A content hash in a file name, as scripts/bundle.mjs writes it: eight letters and digits before the extension. */
const HASHED = /-[A-Za-z0-9]{8}\.[a-z]+$/;

/**
 * The encodings to try for a request, best first: brotli, gzip, none.
 * @param {string | undefined} accept the Accept-Encoding header
 */
function encodings(accept = '') {
  const offered = new Set(
    accept
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name.trim()),
  );
  return [
    ...(offered.has('br') ? [{ name: 'br', suffix: '.br' }] : []),
    ...(offered.has('gzip') ? [{ name: 'gzip', suffix: '.gz' }] : []),
  ];
}

/**
 * The file a request path names inside `root`, or null for a path that
 * leaves it. A folder's path names its index.html.
 * @param {string} root
 * @param {string} pathname
 */
function fileOf(root, pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  return file === root || file.startsWith(root + sep) ? file : null;
}

/** @param {string} path */
async function readIfFile(path) {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

/**
 * The body to send for `file`: a precompressed copy when the client takes
 * one, else the file gzipped now when compressible and taken, else as it is.
 * @param {string} file
 * @param {Buffer} bytes the file itself
 * @param {string | undefined} accept
 */
async function encoded(file, bytes, accept) {
  if (!COMPRESSIBLE.has(extname(file))) return { body: bytes, encoding: null };
  const offered = encodings(accept);
  for (const { name, suffix } of offered) {
    const copy = await readIfFile(file + suffix);
    if (copy) return { body: copy, encoding: name };
  }
  if (offered.some(({ name }) => name === 'gzip')) return { body: gzipSync(bytes), encoding: 'gzip' };
  return { body: bytes, encoding: null };
}

/**
 * A request handler serving the files under `root`.
 * @param {string} root
 * @returns {import('node:http').RequestListener}
 */
export function staticFiles(root) {
  const base = resolve(root);
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = fileOf(base, pathname);
    const bytes = file && (await readIfFile(file));
    if (!file || !bytes) {
      response.writeHead(404, { 'content-type': TYPES['.txt'], 'cache-control': REVALIDATE }).end('Not found\n');
      return;
    }
    const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 16)}"`;
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': HASHED.test(file) ? IMMUTABLE : REVALIDATE,
      etag,
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    const { body, encoding } = await encoded(file, bytes, request.headers['accept-encoding']);
    response.writeHead(200, {
      ...headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Serves `root` on `host`:`port` (0: any free port); resolves with the
 * server and its address once listening.
 * @param {{ root: string, port?: number, host?: string }} options
 */
export async function serve({ root, port = 0, host = '127.0.0.1' }) {
  const server = createServer(staticFiles(root));
  await new Promise((listening) => server.listen(port, host, () => listening(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { server, url: `http://${host}:${address.port}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name) => {
    const at = args.indexOf(name);
    return at < 0 ? undefined : args.splice(at, 2)[1];
  };
  const port = Number(option('--port') ?? process.env.PORT ?? 8080);
  const host = option('--host') ?? '127.0.0.1';
  const root = resolve(args[0] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist/site'));
  const { url } = await serve({ root, port, host });
  console.log(`Serving ${root} at ${url}/ (Ctrl-C stops it)`);
}
