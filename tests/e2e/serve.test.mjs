// scripts/serve.mjs, what `npm start` serves the build with: the
// precompressed copy the client takes (brotli before gzip), a gzip made on
// the fly where the build wrote none, nothing compressed that gains nothing;
// a year's immutable caching for content-hashed files and revalidation
// (no-cache, an ETag, 304) for the rest; nothing outside its folder.

import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { IMMUTABLE, REVALIDATE, serve } from '../../scripts/serve.mjs';

const SCRIPT = `export const answer = ${'42 + '.repeat(200)}0;\n`;
const PAGE = '<!doctype html><title>t</title><p>Hello</p>\n';

let folder;
let site;
before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'serve-test-'));
  await mkdir(join(folder, 'assets'));
  await writeFile(join(folder, 'index.html'), PAGE);
  await writeFile(join(folder, 'assets/app-AbCd1234.js'), SCRIPT);
  await writeFile(join(folder, 'assets/app-AbCd1234.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(folder, 'assets/app-AbCd1234.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(folder, 'assets/icon-Zz9Yy8Xx.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(join(folder, 'secret.txt'), 'outside');
  await mkdir(join(folder, 'root'));
  site = await serve({ root: folder });
});
after(async () => {
  await new Promise((closed) => site?.server.close(closed));
  await rm(folder, { recursive: true, force: true });
});

/**
 * A raw request (no decoding, the path sent as written).
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function get(path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const { port } = new URL(site.url);
    const sent = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

test('a hashed file is sent as the precompressed copy the client takes, cached for a year', async () => {
  const brotli = await get('/assets/app-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(brotli.status, 200);
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(brotli.body).toString(), SCRIPT);
  assert.equal(brotli.headers['cache-control'], IMMUTABLE);
  assert.equal(brotli.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(brotli.headers.vary, 'Accept-Encoding');
  assert.equal(Number(brotli.headers['content-length']), brotli.body.length);
  assert.ok(brotli.body.length < SCRIPT.length / 5, `${brotli.body.length} of ${SCRIPT.length} bytes`);

  const gzip = await get('/assets/app-AbCd1234.js', { 'accept-encoding': 'gzip, br;q=0' });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gzip.body).toString(), SCRIPT);

  const plain = await get('/assets/app-AbCd1234.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), SCRIPT);
});

test('the page is revalidated on every use and gzipped on the fly when the build wrote no copy', async () => {
  for (const path of ['/', '/index.html']) {
    const page = await get(path, { 'accept-encoding': 'gzip' });
    assert.equal(page.status, 200);
    assert.equal(page.headers['cache-control'], REVALIDATE);
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(page.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(page.body).toString(), PAGE);
    const again = await get(path, { 'if-none-match': page.headers.etag ?? '' });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  }
  const changed = await get('/index.html', { 'if-none-match': '"something-else"' });
  assert.equal(changed.status, 200);
});

test('an image is sent as it is; HEAD has no body; other methods and paths are refused', async () => {
  const image = await get('/assets/icon-Zz9Yy8Xx.png', { 'accept-encoding': 'gzip, br' });
  assert.equal(image.headers['content-encoding'], undefined);
  assert.equal(image.headers['content-type'], 'image/png');
  assert.equal(image.headers['cache-control'], IMMUTABLE);
  const head = await get('/index.html', {}, 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(Number(head.headers['content-length']), PAGE.length);
  assert.equal(head.body.length, 0);
  assert.equal((await get('/index.html', {}, 'POST')).status, 405);
  assert.equal((await get('/missing.js')).status, 404);
  const inside = await serve({ root: join(folder, 'root') });
  try {
    const { port } = new URL(inside.url);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/%2E%2E%2Fsecret.txt', '/%00', '/%E0%A4%A']) {
      const status = await new Promise((resolve, reject) => {
        const sent = request({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        sent.on('error', reject);
        sent.end();
      });
      assert.equal(status, 404, path);
    }
  } finally {
    await new Promise((closed) => inside.server.close(closed));
  }
});
