// One small pool of workers for the whole page, shared by every element: at
// most min(navigator.hardwareConcurrency, 4) workers, each running one job at
// a time, and ended once idle for a while. A worker is of one kind (the
// solver's or the race's script) and is handed its compiled wasm module once,
// by postMessage, so no worker fetches or compiles the wasm again.
//
// Jobs run synchronously inside their worker, so cancelling a running job (or
// its running out of time) ends its worker at once; the pool starts a fresh
// one for the next job. A job cancelled while its worker is still starting
// (fetching its script, starting its module) leaves the worker to finish
// starting, idle, for the next job: a new puzzle typed while the page loads
// wastes no download. Jobs a person asked for go before jobs the page
// started on its own (`background`), which also carry a time budget.
// Workers can be started ahead of the jobs that will need them (`warm`),
// as a pooled count starts its workers while the first splits.

import { startWorker } from './start-worker.js';
import { unreachable } from './unreachable.js';

const MAX_WORKERS = 4;
const IDLE_MS = 5_000;

/** The rejection of a job that was cancelled. */
export class CancelledError extends Error {
  name = 'CancelledError';

  constructor() {
    super('cancelled');
  }
}

/** The rejection of a job that ran out of its time budget; `ms` is the budget. */
export class GaveUpError extends Error {
  name = 'GaveUpError';

  /** @param {number} ms */
  constructor(ms) {
    super(`gave up after ${ms / 1000} s`);
    this.ms = ms;
  }
}

/**
 * The rejection of a job whose engine call threw. `code` tells the cases a
 * page handles apart, one of the engine's `ErrorCode` (shared/engine-facts.js;
 * undefined for bad input), and `nodes` is the search a `GaveUp` took, when
 * the engine says.
 */
export class EngineError extends Error {
  name = 'EngineError';

  /** @param {{ message: string, code?: string, nodes?: number }} failure */
  constructor({ message, code, nodes }) {
    super(message);
    this.code = code;
    this.nodes = nodes;
  }
}

/**
 * @typedef {object} JobSpec
 * @property {string} kind which worker script runs it: a worker runs jobs of its own kind only
 * @property {URL} script the worker's script (written as `new URL('./x-worker.js', import.meta.url)`
 *   where it is named, so that bundlers find it)
 * @property {() => Promise<WebAssembly.Module>} wasm the compiled module its worker needs
 * @property {object} message what the worker is asked
 * @property {(value: any) => void} [onProgress] hears the job's progress reports
 * @property {() => void} [onStart] hears that a worker has taken the job (it may wait in the queue first)
 * @property {boolean} [background] started by the page, not by a person: runs after their jobs
 * @property {number} [timeoutMs] ends the job with a GaveUpError once it has run this long
 * @property {string} what what the worker is, capitalised for a sentence: "The solver"
 */

/**
 * @typedef {object} Job
 * @property {JobSpec} spec
 * @property {number} id
 * @property {(value: any) => void} resolve
 * @property {(error: Error) => void} reject
 * @property {ReturnType<typeof setTimeout> | undefined} [timer]
 * @property {boolean} [started] whether its worker has been given it
 */

/**
 * @typedef {object} Slot
 * @property {Worker} worker
 * @property {string} kind
 * @property {Job | null} job
 * @property {Promise<void>} ready once the worker has started its module (its `ready` message)
 * @property {() => void} started resolves `ready`
 * @property {ReturnType<typeof setTimeout> | undefined} [idle]
 */

export class WorkerPool {
  /** @type {Slot[]} */
  #slots = [];
  /** @type {Job[]} */
  #queue = [];
  #nextId = 1;
  #limit;
  #idleMs;

  /**
   * @param {number} limit the most workers alive at once
   * @param {number} idleMs how long an idle worker lives
   */
  constructor(limit, idleMs = IDLE_MS) {
    this.#limit = Math.max(1, limit);
    this.#idleMs = idleMs;
  }

  /** The most workers alive at once. */
  get limit() {
    return this.#limit;
  }

  /** Workers alive now, busy or idle. */
  get size() {
    return this.#slots.length;
  }

  /**
   * Queues a job; `cancel()` ends it wherever it is.
   * @param {JobSpec} spec
   * @returns {{ promise: Promise<any>, cancel: () => void }}
   */
  run(spec) {
    /** @type {Job} */
    let job;
    const promise = new Promise((resolve, reject) => {
      job = { spec, id: this.#nextId++, resolve, reject };
    });
    // @ts-ignore: the promise's executor has run.
    const queued = job;
    const firstBackground = this.#queue.findIndex((waiting) => waiting.spec.background);
    if (spec.background || firstBackground < 0) this.#queue.push(queued);
    else this.#queue.splice(firstBackground, 0, queued);
    this.#dispatch();
    return { promise, cancel: () => this.#cancel(queued) };
  }

  /**
   * Starts workers of `spec`'s kind, idle, until `count` of them are alive,
   * ending idle workers of other kinds to make room (never a busy one), so
   * that jobs soon to come find them started: a pooled count's pieces
   * (pooled-search.js) start every worker while the first splits.
   * @param {Omit<JobSpec, 'message'>} spec
   * @param {number} count
   */
  warm(spec, count) {
    let alive = this.#slots.filter((slot) => slot.kind === spec.kind).length;
    while (alive < Math.min(count, this.#limit)) {
      if (this.#slots.length >= this.#limit) {
        const idle = this.#slots.find((slot) => !slot.job && slot.kind !== spec.kind);
        if (!idle) return;
        this.#end(idle);
      }
      const slot = this.#newSlot(/** @type {JobSpec} */ (spec));
      if (!slot) return;
      this.#release(slot);
      alive += 1;
    }
  }

  /** @param {Job} job */
  #cancel(job) {
    const waiting = this.#queue.indexOf(job);
    if (waiting >= 0) {
      this.#queue.splice(waiting, 1);
      job.reject(new CancelledError());
      return;
    }
    const slot = this.#slots.find((s) => s.job === job);
    if (!slot) return;
    if (job.started) this.#end(slot);
    else this.#release(slot);
    job.reject(new CancelledError());
    this.#dispatch();
  }

  /** Gives waiting jobs to idle workers, starting workers while there is room. */
  #dispatch() {
    while (this.#queue.length > 0) {
      const job = this.#queue[0];
      const slot = this.#idleSlot(job.spec.kind) ?? this.#newSlot(job.spec);
      if (!slot) return;
      this.#queue.shift();
      this.#assign(slot, job);
    }
  }

  /** @param {string} kind */
  #idleSlot(kind) {
    return this.#slots.find((slot) => !slot.job && slot.kind === kind) ?? null;
  }

  /**
   * A fresh worker for `spec`. When the pool is full it ends an idle worker
   * of another kind, or, for a job a person asked for, a worker running a
   * background job, which waits to start again.
   * @param {JobSpec} spec
   * @returns {Slot | null}
   */
  #newSlot(spec) {
    if (this.#slots.length >= this.#limit) {
      const idle = this.#slots.find((slot) => !slot.job);
      const background = spec.background ? undefined : this.#slots.find((slot) => slot.job?.spec.background);
      const freed = idle ?? background;
      if (!freed) return null;
      const preempted = freed.job;
      this.#end(freed);
      if (preempted) this.#queue.push(preempted);
    }
    const worker = startWorker(spec.script);
    /** @type {Slot} */
    const slot = { worker, kind: spec.kind, job: null, ready: Promise.resolve(), started: () => {} };
    const started = new Promise((resolve) => {
      slot.started = () => resolve(undefined);
    });
    slot.ready = spec.wasm().then((module) => {
      worker.postMessage({ type: 'init', module });
      return started;
    });
    worker.addEventListener('message', ({ data }) => this.#answer(slot, data));
    // A module worker that fails to load (blocked, missing) reports a bare
    // Event, with no message; one that throws, an ErrorEvent that says what.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      const failure = event.message
        ? new Error(`${spec.what} failed: ${event.message}`)
        : unreachable(spec.what, spec.script);
      this.#fail(slot, failure);
    });
    this.#slots.push(slot);
    return slot;
  }

  /**
   * @param {Slot} slot
   * @param {Job} job
   */
  #assign(slot, job) {
    clearTimeout(slot.idle);
    slot.job = job;
    const { message, timeoutMs } = job.spec;
    slot.ready.then(
      () => {
        if (slot.job !== job) return;
        job.started = true;
        slot.worker.postMessage({ ...message, id: job.id });
        job.spec.onStart?.();
        if (timeoutMs === undefined) return;
        job.timer = setTimeout(() => this.#fail(slot, new GaveUpError(timeoutMs)), timeoutMs);
      },
      (error) => this.#fail(slot, error instanceof Error ? error : new Error(String(error))),
    );
  }

  /**
   * Ends `slot`'s worker and rejects its job with `error`.
   * @param {Slot} slot
   * @param {Error} error
   */
  #fail(slot, error) {
    const job = slot.job;
    this.#end(slot);
    job?.reject(error);
    this.#dispatch();
  }

  /**
   * @param {Slot} slot
   * @param {{ id: number, type: string, value?: any, message?: string, code?: string, nodes?: number }} data
   */
  #answer(slot, { id, type, value, message = '', code, nodes }) {
    if (type === 'ready') {
      slot.started();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== id) return;
    if (type === 'progress') {
      job.spec.onProgress?.(value);
      return;
    }
    clearTimeout(job.timer);
    this.#release(slot);
    if (type === 'result') job.resolve(value);
    else job.reject(new EngineError({ message, code, nodes }));
    this.#dispatch();
  }

  /**
   * Frees `slot` for the next job; it ends once idle for a while.
   * @param {Slot} slot
   */
  #release(slot) {
    slot.job = null;
    slot.idle = setTimeout(() => this.#end(slot), this.#idleMs);
  }

  /** @param {Slot} slot */
  #end(slot) {
    clearTimeout(slot.idle);
    clearTimeout(slot.job?.timer);
    slot.job = null;
    slot.worker.terminate();
    this.#slots = this.#slots.filter((s) => s !== slot);
  }
}

/** @type {WorkerPool | null} */
let shared = null;

/** The page's one pool. */
export function workerPool() {
  const cores = globalThis.navigator?.hardwareConcurrency || 1;
  shared ??= new WorkerPool(Math.min(cores, MAX_WORKERS));
  return shared;
}
