// The one way to load the wasm engine on the page's main thread and in Node:
// the visualizer, the API, the tests and the Node scripts call `loadEngine()`;
// ladder mode calls `loadLadderEngine()`, the same engine built with the
// `ladder` feature into pkg-ladder/, fetched only by a page that shows the
// race so that the element everyone embeds stays small; hints, ratings and
// the generator call `loadLogicEngine()`, the engine built with the `logic`
// feature into pkg-logic/, fetched only when first used. Packages are found
// relative to this module, not to the page, so any page can embed the
// element.
//
// Each wasm file is fetched and compiled once per page (wasm-files.js); the
// main thread instantiates that module, and the worker pool hands the same
// module to its workers, which never fetch it again.

import { coreWasm, ladderWasm, logicWasm } from './wasm-files.js';

export { coreWasm, ladderWasm, logicWasm };

export { EventKind } from '../../../pkg/sudoku_dlx.js';

/** @typedef {typeof import('../../../pkg/sudoku_dlx.js')} Engine */
/** @typedef {typeof import('../../../pkg-ladder/sudoku_dlx.js')} LadderEngine */
/** @typedef {typeof import('../../../pkg-logic/sudoku_dlx.js')} LogicEngine */

/** @type {Promise<Engine> | null} */
let loading = null;
/** @type {Promise<LadderEngine> | null} */
let loadingLadder = null;
/** @type {Promise<LogicEngine> | null} */
let loadingLogic = null;

/** The initialised engine module; a failed load is tried again on the next call. */
export function loadEngine() {
  loading ??= Promise.all([import('../../../pkg/sudoku_dlx.js'), coreWasm()])
    .then(([module, wasm]) => start(module, wasm))
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The initialised engine with the ladder's rungs; a failed load is tried again on the next call. */
export function loadLadderEngine() {
  loadingLadder ??= Promise.all([import('../../../pkg-ladder/sudoku_dlx.js'), ladderWasm()])
    .then(([module, wasm]) => start(module, wasm))
    .catch((error) => {
      loadingLadder = null;
      throw error;
    });
  return loadingLadder;
}

/** The initialised engine with hints, ratings and the generator; a failed load is tried again on the next call. */
export function loadLogicEngine() {
  loadingLogic ??= Promise.all([import('../../../pkg-logic/sudoku_dlx.js'), logicWasm()])
    .then(([module, wasm]) => start(module, wasm))
    .catch((error) => {
      loadingLogic = null;
      throw error;
    });
  return loadingLogic;
}

/**
 * Initialises `module` (a wasm-bindgen package) with its compiled wasm.
 * @template {Engine | LadderEngine | LogicEngine} M
 * @param {M} module
 * @param {WebAssembly.Module} wasm
 * @returns {Promise<M>}
 */
async function start(module, wasm) {
  await module.default({ module_or_path: wasm });
  return module;
}
