// The wasm API, ready to call: importing this module loads the engine (found
// relative to this file, read from disk in Node), so `solve`, `count`
// and the rest work at once. The npm package's main entry; the stepper and
// the estimate are in `stepper.js`, hints, ratings and the generator in
// `logic.js`.

export * from './engine/core-api.js';
