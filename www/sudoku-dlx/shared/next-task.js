// A pause that ends the current task of the event loop, so that a long job
// split at it leaves the page free to draw and to answer input in between.

/**
 * Resolves in a later task of `win`: `scheduler.yield()` where the browser
 * has it (which keeps the job's place ahead of other work), else a message
 * to itself, which, unlike a timer, a background tab does not slow down.
 * @param {Window & typeof globalThis} win
 * @returns {Promise<void>}
 */
export function nextTask(win) {
  const { scheduler } = /** @type {{ scheduler?: { yield?: () => Promise<void> } }} */ (win);
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new win.MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
