// Documentation sites render pages on a server, where there is no DOM: the
// element's modules must import there without touching `window` or
// `document`, and register nothing without a `customElements` registry.
// Run with `node --test tests/e2e/`.

import assert from 'node:assert/strict';
import { test } from 'node:test';

test('every module of the element and the visualizer imports without a DOM', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  assert.equal(typeof globalThis.customElements, 'undefined');
  const element = await import('../../www/sudoku-dlx/index.js');
  const visualizer = await import('../../www/sudoku-dlx/visualize/visualizer.js');
  assert.equal(element.TAG, 'sudoku-dlx');
  assert.equal(typeof element.SudokuDlx, 'function');
  assert.equal(typeof visualizer.mountVisualizer, 'function');
});

test('the element registers itself in a registry when one exists, once', async () => {
  const { defineSudokuDlx, TAG } = await import('../../www/sudoku-dlx/index.js');
  const defined = new Map();
  const registry = /** @type {CustomElementRegistry} */ (
    /** @type {unknown} */ ({ get: (name) => defined.get(name), define: (name, cls) => defined.set(name, cls) })
  );
  globalThis.HTMLElement = /** @type {any} */ (class {});
  try {
    defineSudokuDlx(registry);
    defineSudokuDlx(registry);
  } finally {
    delete globalThis.HTMLElement;
  }
  assert.deepEqual([...defined.keys()], [TAG]);
});
