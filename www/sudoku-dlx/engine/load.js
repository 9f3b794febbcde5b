// The one way to load the wasm engine: the solver worker, the visualizer,
// the tests and the Node scripts all call `loadEngine()`; the ladder mode
// calls `loadLadderEngine()`, the same engine built with the `ladder`
// feature into pkg-ladder/, fetched only by the page that races the rungs
// so that the element everyone embeds stays small. Packages are found
// relative to this module, not to the page, so any page can embed the
// element; each module is compiled once per page or process.

import * as engine from '../../../pkg/sudoku_dlx.js';

export { EventKind } from '../../../pkg/sudoku_dlx.js';

/** @typedef {typeof engine} Engine */
/** @typedef {typeof import('../../../pkg-ladder/sudoku_dlx.js')} LadderEngine */

const WASM = new URL('../../../pkg/sudoku_dlx_bg.wasm', import.meta.url);
const LADDER_WASM = new URL('../../../pkg-ladder/sudoku_dlx_bg.wasm', import.meta.url);

/** @type {Promise<Engine> | null} */
let loading = null;
/** @type {Promise<LadderEngine> | null} */
let loadingLadder = null;

/** The initialised engine module; a failed load is tried again on the next call. */
export function loadEngine() {
  loading ??= start(engine, WASM).catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The initialised engine with the ladder's rungs; a failed load is tried again on the next call. */
export function loadLadderEngine() {
  loadingLadder ??= import('../../../pkg-ladder/sudoku_dlx.js')
    .then((module) => start(module, LADDER_WASM))
    .catch((error) => {
      loadingLadder = null;
      throw error;
    });
  return loadingLadder;
}

/**
 * Initialises `module` (a wasm-bindgen package) with its wasm file.
 * @template {Engine | LadderEngine} M
 * @param {M} module
 * @param {URL} wasm
 * @returns {Promise<M>}
 */
async function start(module, wasm) {
  // Node reads files, not URLs. Its file module is reached through
  // `process`, not an import, so that bundlers see no Node module here.
  const fs = wasm.protocol === 'file:' ? globalThis.process?.getBuiltinModule?.('node:fs') : undefined;
  if (fs) {
    module.initSync({ module: fs.readFileSync(wasm) });
  } else {
    await module.default({ module_or_path: wasm });
  }
  return module;
}
