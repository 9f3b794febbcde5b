// Loads the wasm engine once per page, however many visualizers are mounted.

let loading = null;

export function loadEngine() {
  loading ??= (async () => {
    // Resolved against this module, not the page, so any page can embed it.
    const engine = await import(new URL('../../pkg/sudoku_dlx.js', import.meta.url).href);
    await engine.default();
    return engine;
  })().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}
