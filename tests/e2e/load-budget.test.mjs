// The first visit's budgets, measured as scripts/measure-load.mjs measures
// them (cold, every response gzipped, counted until the first Solve answers):
// one solve-mode element from the npm package at most 100 KB and 8
// requests, the demo page of `npm start` at most 160 KB and 15 requests.
// A change that grows either past its budget fails here. Builds the package
// and the site first; needs the built pkg/, pkg-logic/ and
// pkg-ladder/ (`npm run build`).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildSite } from '../../scripts/bundle.mjs';
import { measure } from '../../scripts/measure-load.mjs';
import { stage } from '../../scripts/package.mjs';
import { launchBrowser } from './harness.mjs';

const BUDGETS = {
  element: { bytes: 100_000, requests: 8 },
  demo: { bytes: 160_000, requests: 15 },
};

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
    const wasm = files.filter((file) => file.path.endsWith('.wasm'));
    assert.equal(wasm.length, 1, 'one wasm file, fetched once, for the page and its workers');
    assert.ok(!files.some((file) => file.path.includes('ladder')), 'nothing of ladder mode');
  });
}
