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

/**
 * The loader of one engine: its package's module and its compiled wasm,
 * fetched together and started once however often it is asked for; a
 * failed load is tried again on the next call.
 * @template {Engine | StepperEngine | LadderEngine | LogicEngine} M
 * @param {() => Promise<M>} module
 * @param {() => Promise<WebAssembly.Module>} wasm
 * @returns {() => Promise<M>}
 */
function engineLoader(module, wasm) {
  /** @type {Promise<M> | null} */
  let loading = null;
  return () =>
    (loading ??= Promise.all([module(), wasm()])
      .then(([loaded, compiled]) => start(loaded, compiled))
      .catch((error) => {
        loading = null;
        throw error;
      }));
}

/** The initialised engine module; a failed load is tried again on the next call. */
export const loadEngine = engineLoader(() => import('../../../pkg/sudoku_dlx.js'), coreWasm);

/** The initialised engine with the stepper and the estimate; a failed load is tried again on the next call. */
export const loadStepperEngine = engineLoader(() => import('../../../pkg-stepper/sudoku_dlx.js'), stepperWasm);

/** The initialised engine with the ladder's rungs; a failed load is tried again on the next call. */
export const loadLadderEngine = engineLoader(() => import('../../../pkg-ladder/sudoku_dlx.js'), ladderWasm);

/** The initialised engine with hints, ratings and the generator; a failed load is tried again on the next call. */
export const loadLogicEngine = engineLoader(() => import('../../../pkg-logic/sudoku_dlx.js'), logicWasm);

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
