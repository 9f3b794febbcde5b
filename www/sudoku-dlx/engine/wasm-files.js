// The wasm files, each fetched and compiled once per page (or read once in
// Node), with streaming compilation. The main thread (load.js) and the
// worker pool (pool.js) share these compiled modules. No wasm-bindgen glue
// here, so the solver panel reaches its module without loading the glue.
// From another origin than the page's (a CDN), fetch asks with CORS, as it
// always does; a file it could not have says why (unreachable.js).

import { unreachable } from './unreachable.js';

const WASM = new URL('../../../pkg/sudoku_dlx_bg.wasm', import.meta.url);
const STEPPER_WASM = new URL('../../../pkg-stepper/sudoku_dlx_bg.wasm', import.meta.url);
const LADDER_WASM = new URL('../../../pkg-ladder/sudoku_dlx_bg.wasm', import.meta.url);
const LOGIC_WASM = new URL('../../../pkg-logic/sudoku_dlx_bg.wasm', import.meta.url);

/** @type {Map<string, Promise<WebAssembly.Module>>} */
const compiled = new Map();

/** The engine's compiled wasm module, fetched once per page. */
export function coreWasm() {
  return compileOnce(WASM);
}

/** The engine with the stepper and the estimate (the visualizer's), fetched once per page when first used. */
export function stepperWasm() {
  return compileOnce(STEPPER_WASM);
}

/** The ladder's compiled wasm module, fetched once per page. */
export function ladderWasm() {
  return compileOnce(LADDER_WASM);
}

/** The engine with hints, ratings and the generator, fetched once per page when first used. */
export function logicWasm() {
  return compileOnce(LOGIC_WASM);
}

/**
 * @param {URL} url
 * @returns {Promise<WebAssembly.Module>}
 */
function compileOnce(url) {
  let module = compiled.get(url.href);
  if (!module) {
    module = compile(url).catch((error) => {
      compiled.delete(url.href);
      throw error;
    });
    compiled.set(url.href, module);
  }
  return module;
}

/**
 * Compiles the wasm at `url` as it downloads; a server that does not say
 * `application/wasm` costs a buffered compile, never a second fetch.
 * @param {URL} url
 */
async function compile(url) {
  // Node reads files, not URLs. Its file module is reached through
  // `process`, not an import, so that bundlers see no Node module here.
  const fs = url.protocol === 'file:' ? globalThis.process?.getBuiltinModule?.('node:fs') : undefined;
  if (fs) return new WebAssembly.Module(fs.readFileSync(url));
  let response;
  try {
    response = await fetch(url);
  } catch {
    throw unreachable('The engine', url);
  }
  if (!response.ok) throw unreachable('The engine', url, `${response.status} ${response.statusText}`.trim());
  if (response.headers.get('content-type')?.startsWith('application/wasm')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}
