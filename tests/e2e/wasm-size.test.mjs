// The wasm modules' sizes are targets of the project, and they grow
// quietly: a formatted float or a hash map costs kilobytes. Unlike speed,
// size is exact, so it is checked here. The core (pkg/) is what every page
// that solves fetches; the techniques (pkg-logic/, hints, ratings and the
// generator) load only when first used, so a new feature goes there or
// behind its own feature, not into the core. Run after `npm run build`.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

// Each about 2 KiB above its size when set: the core 48,785 bytes, the
// techniques' build 91,981.
const LIMITS = {
  'pkg/sudoku_dlx_bg.wasm': 50 * 1024,
  'pkg-logic/sudoku_dlx_bg.wasm': 91 * 1024,
};

for (const [path, limit] of Object.entries(LIMITS)) {
  test(`${path} is at most ${limit} bytes gzipped`, async () => {
    const wasm = await readFile(new URL(`../../${path}`, import.meta.url));
    const gzipped = gzipSync(wasm, { level: 9 }).length;
    console.log(`${path}: ${wasm.length} bytes, ${gzipped} gzipped (limit ${limit})`);
    assert.ok(gzipped <= limit, `${gzipped} bytes gzipped is over ${limit}`);
  });
}
