// The wasm module's size is a target of the project (at most 64 KiB
// gzipped), and it grows quietly: a formatted float or a hash map costs
// kilobytes. Unlike speed, size is exact, so it is checked here.
// Run after `npm run build`.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

const LIMIT = 64 * 1024;

test('the release wasm module is at most 64 KiB gzipped', async () => {
  const wasm = await readFile(new URL('../../pkg/sudoku_dlx_bg.wasm', import.meta.url));
  const gzipped = gzipSync(wasm, { level: 9 }).length;
  console.log(`pkg/sudoku_dlx_bg.wasm: ${wasm.length} bytes, ${gzipped} gzipped (limit ${LIMIT})`);
  assert.ok(gzipped <= LIMIT, `${gzipped} bytes gzipped is over ${LIMIT}`);
});
