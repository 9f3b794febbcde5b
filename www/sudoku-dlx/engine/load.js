// The one way to load the wasm engine: the solver worker, the visualizer,
// the tests and the Node scripts all call `loadEngine()`. `pkg/` is found
// relative to this module, not to the page, so any page can embed the
// element; the module is compiled once per page or process.

import init, { initSync } from '../../../pkg/sudoku_dlx.js';
import * as engine from '../../../pkg/sudoku_dlx.js';

export { EventKind } from '../../../pkg/sudoku_dlx.js';

/** @typedef {typeof engine} Engine */

const WASM = new URL('../../../pkg/sudoku_dlx_bg.wasm', import.meta.url);

/** @type {Promise<Engine> | null} */
let loading = null;

/** The initialised engine module; a failed load is tried again on the next call. */
export function loadEngine() {
  loading ??= start().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** @returns {Promise<Engine>} */
async function start() {
  // Node reads files, not URLs. Its file module is reached through
  // `process`, not an import, so that bundlers see no Node module here.
  const fs = WASM.protocol === 'file:' ? globalThis.process?.getBuiltinModule?.('node:fs') : undefined;
  if (fs) {
    initSync({ module: fs.readFileSync(WASM) });
  } else {
    await init({ module_or_path: WASM });
  }
  return engine;
}
