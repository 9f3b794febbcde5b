// The first visit's budgets, measured as scripts/measure-load.mjs measures
// them (cold, every response gzipped, counted until the first Solve answers):
// one solve-mode element from the npm package at most 100 KB and 8
// requests, the demo page of `npm start` at most 160 KB and 15 requests.
// A change that grows either past its budget fails here, and so does one
// that fetches a wasm file twice, anything of ladder mode, or a wasm file a
// page does not need: the element only the core, the demo page the core and
// perhaps the stepper (its visualizer, below the fold, loads once the page
// is loaded and idle, which on a slow machine can come before the answer).
// Builds the package and the site first; needs the built pkg/, pkg-stepper/,
// pkg-logic/ and pkg-ladder/ (`npm run build`).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildSite } from '../../scripts/bundle.mjs';
import { measure } from '../../scripts/measure-load.mjs';
import { stage } from '../../scripts/package.mjs';
import { launchBrowser } from './harness.mjs';

const BUDGETS = {
  element: { bytes: 100_000, requests: 8, wasm: ['sudoku-dlx'] },
  demo: { bytes: 160_000, requests: 15, wasm: ['sudoku-dlx', 'sudoku-dlx-stepper'] },
};
/** The wasm files, by name, a page must have fetched before the first Solve. */
const NEEDED = ['sudoku-dlx'];

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  await stage();
  await buildSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const [name, budget] of Object.entries(BUDGETS)) {
  test(`${name}: within ${budget.bytes / 1000} KB gzipped and ${budget.requests} requests before the first Solve`, async () => {
    const { requests, gzippedBytes, files } = await measure(browser, /** @type {'element' | 'demo'} */ (name));
    const list = files.map((file) => `${file.path} ${file.bytes}`).join('\n');
    assert.ok(gzippedBytes <= budget.bytes, `${gzippedBytes} bytes gzipped:\n${list}`);
    assert.ok(requests <= budget.requests, `${requests} requests:\n${list}`);
    // Hashed names: `sudoku-dlx-stepper-<hash>.wasm`, the hash without dashes.
    const wasm = files.filter((file) => file.path.endsWith('.wasm')).map((file) => file.path);
    const names = wasm.map((path) => /([\w-]+)-\w+\.wasm$/.exec(path)?.[1]).sort();
    const once = `each wasm file once, for the page and its workers:\n${list}`;
    assert.deepEqual(names, [...new Set(names)], once);
    assert.deepEqual(
      names.filter((name) => NEEDED.includes(name)),
      NEEDED,
      `the core's wasm before the first Solve:\n${list}`,
    );
    assert.deepEqual(
      names.filter((name) => !budget.wasm.includes(name ?? '')),
      [],
      `no wasm file the page does not need:\n${list}`,
    );
    assert.ok(!files.some((file) => file.path.includes('ladder')), 'nothing of ladder mode');
  });
}
