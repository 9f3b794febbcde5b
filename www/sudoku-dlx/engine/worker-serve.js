// A pool worker's side of the protocol (pool.js): its first message hands it
// the compiled wasm module, answered by `ready` once the module has started;
// then each request carries an id, and its answer is one `result` or `error`
// message. Shared by the solver's and the logic's
// workers, each of which imports it statically (bundled into one module).

/** @typedef {{ code?: string, nodes?: number }} EngineFailure */

/**
 * Answers the pool's messages with `handlers`, run on `engine` once it is
 * started from the module the pool sends.
 * @param {{ initSync: (options: { module: WebAssembly.Module }) => unknown }} engine a wasm-bindgen package
 * @param {Record<string, (engine: any, data: any) => unknown>} handlers one per request type
 * @param {string} name what the worker runs, for the message when its module cannot start
 */
export function serve(engine, handlers, name) {
  /** @type {Error | null} why the module could not be started, if it could not */
  let broken = null;
  addEventListener('message', ({ data }) => {
    const { id, type } = data;
    if (type === 'init') {
      try {
        engine.initSync({ module: data.module });
      } catch (error) {
        broken = new Error(`${name} could not be loaded: ${error instanceof Error ? error.message : error}`);
      }
      // The pool gives this worker a job only now, so that a job cancelled
      // while the worker started leaves it to finish starting.
      postMessage({ type: 'ready' });
      return;
    }
    try {
      if (broken) throw broken;
      postMessage({ id, type: 'result', value: handlers[type](engine, data) });
    } catch (error) {
      // An engine error's `code` and `nodes` (see EngineError in pool.js) cross as fields.
      const { message, code, nodes } = error instanceof Error ? /** @type {Error & EngineFailure} */ (error) : {};
      postMessage({ id, type: 'error', message: message ?? String(error), code, nodes });
    }
  });
}
