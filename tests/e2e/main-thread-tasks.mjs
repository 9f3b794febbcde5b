// The main thread's tasks while `run` works, as Chromium's trace counts
// them: each task's wall time and the CPU time the thread spent in it. A
// test bounds the CPU time, which a shared machine's load leaves alone (a
// task of 60 ms of CPU took 470 ms of wall time beside five busy builds on
// two cores), and reports the wall time, which is what a person waits.

/**
 * @typedef {object} Task a task of a renderer's main thread
 * @property {number} wallMs
 * @property {number} cpuMs
 */

/**
 * Traces `page` while `run()` works; resolves to `run`'s result and the
 * tasks of the page's main thread (every renderer's `CrRendererMain`) over
 * `overMs` of wall time, longest CPU first.
 * @template T
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<T>} run
 * @param {number} [overMs]
 * @returns {Promise<{ result: T, tasks: Task[] }>}
 */
export async function mainThreadTasks(browser, page, run, overMs = 50) {
  await browser.startTracing(page, { categories: ['__metadata', 'disabled-by-default-devtools.timeline'] });
  let result;
  let trace;
  try {
    result = await run();
  } finally {
    trace = await browser.stopTracing();
  }
  /** @type {{ traceEvents: { name: string, ph: string, pid: number, tid: number, dur?: number, tdur?: number, args?: { name?: string } }[] }} */
  const { traceEvents } = JSON.parse(trace.toString());
  const main = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const runs = traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  if (runs.length === 0 || runs.some((e) => e.tdur === undefined)) {
    throw new Error(`the trace holds ${runs.length} main-thread tasks, not all with their CPU time`);
  }
  const tasks = runs
    .filter((e) => (e.dur ?? 0) > overMs * 1000)
    .map((e) => ({ wallMs: Math.round((e.dur ?? 0) / 1000), cpuMs: Math.round((e.tdur ?? 0) / 1000) }));
  return { result: /** @type {T} */ (result), tasks: tasks.sort((x, y) => y.cpuMs - x.cpuMs) };
}
