// The one way to load the wasm engine on the page's main thread and in Node:
// the API, the tests and the Node scripts call `loadEngine()`, the core
// (pkg/: solve, count, solutions, candidates); the visualizer calls
// `loadStepperEngine()`, the engine built with the `stepper` feature into
// pkg-stepper/ (the stepper and Knuth's estimate), fetched only when a
// visualizer is shown; ladder mode calls `loadLadderEngine()`, the same engine built with the
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

import { guardObjects } from './guard-objects.js';
import { coreWasm, ladderWasm, logicWasm, stepperWasm } from './wasm-files.js';

export { coreWasm, ladderWasm, logicWasm, stepperWasm };

/** @typedef {typeof import('../../../pkg/sudoku_dlx.js')} Engine */
/** @typedef {typeof import('../../../pkg-stepper/sudoku_dlx.js')} StepperEngine */
/** @typedef {typeof import('../../../pkg-ladder/sudoku_dlx.js')} LadderEngine */
/** @typedef {typeof import('../../../pkg-logic/sudoku_dlx.js')} LogicEngine */

/** @type {Promise<Engine> | null} */
let loading = null;
/** @type {Promise<StepperEngine> | null} */
let loadingStepper = null;
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

/** The initialised engine with the stepper and the estimate; a failed load is tried again on the next call. */
export function loadStepperEngine() {
  loadingStepper ??= Promise.all([import('../../../pkg-stepper/sudoku_dlx.js'), stepperWasm()])
    .then(([module, wasm]) => start(module, wasm))
    .catch((error) => {
      loadingStepper = null;
      throw error;
    });
  return loadingStepper;
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
 * Initialises `module` (a wasm-bindgen package) with its compiled wasm, its
 * objects' methods checked before they reach wasm (guard-objects.js).
 * @template {Engine | StepperEngine | LadderEngine | LogicEngine} M
 * @param {M} module
 * @param {WebAssembly.Module} wasm
 * @returns {Promise<M>}
 */
async function start(module, wasm) {
  await module.default({ module_or_path: wasm });
  guardObjects(module);
  return module;
}
