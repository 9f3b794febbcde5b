// The worker protocol, message by message: for each request type, the
// fields the main thread sends, the answer the worker sends back, and the
// progress it reports while it works. The client (solver-client.js) and the
// workers (solver-worker.js, logic-worker.js) are both checked against it,
// so a field renamed on one side is a type error on the other. Types only:
// it bundles to nothing.

/** @typedef {typeof import('../../../pkg/sudoku_dlx.js')} CoreEngine */
/** @typedef {typeof import('../../../pkg-logic/sudoku_dlx.js')} LogicEngine */

/**
 * @typedef {object} SolveAnswer
 * @property {string | null} solution the first solution, null when there is none
 * @property {string[]} solutions up to two
 * @property {boolean} unique
 * @property {number} nodes
 * @property {number} updates
 * @property {number} ms
 */

/**
 * @typedef {object} CountAnswer
 * @property {number} count
 * @property {number} limit
 * @property {number} nodes
 * @property {number} updates
 * @property {number} ms
 */

/**
 * @typedef {import('../../../pkg/sudoku_dlx.js').PossibilitiesReport & { limit: number, nodes: number, ms: number }} PossibilitiesAnswer
 */

/**
 * The solver's worker (core module).
 * @typedef {object} SolverProtocol
 * @property {{ fields: { grid: string }, answer: string, progress: never }} normalize
 * @property {{ fields: { grid: string }, answer: SolveAnswer, progress: { nodes: number, ms: number } }} solve
 * @property {{ fields: { grid: string, limit: number }, answer: string[] | undefined, progress: never }} solutions
 * @property {{ fields: { grid: string }, answer: string[], progress: never }} candidates
 * @property {{ fields: { grid: string, limit: number }, answer: PossibilitiesAnswer, progress: { solutions: number, nodes: number } }} possibilities
 * @property {{ fields: { grid: string, limit: number }, answer: CountAnswer, progress: { count: number, nodes: number } }} count
 */

/**
 * The techniques' worker (logic module).
 * @typedef {object} LogicProtocol
 * @property {{ fields: { grid: string, marks: string[] | null }, answer: import('../../../pkg-logic/sudoku_dlx.js').Hint | null, progress: never }} hint
 * @property {{ fields: { options: import('../../../pkg-logic/sudoku_dlx.js').GenerateOptions }, answer: string, progress: never }} generate
 * @property {{ fields: { grid: string }, answer: import('../../../pkg-logic/sudoku_dlx.js').Rating, progress: never }} rate
 */

/**
 * What a worker's handlers must be for protocol `P` on engine `E`: one per
 * request type, given the request's fields and its id, answering its answer.
 * @template P, E
 * @typedef {{ [K in keyof P]: (engine: E, request: Fields<P, K> & { id: number }) => Answer<P, K> }} Handlers
 */

/**
 * @template P
 * @template {keyof P} K
 * @typedef {P[K] extends { fields: infer F } ? F : never} Fields
 */

/**
 * @template P
 * @template {keyof P} K
 * @typedef {P[K] extends { answer: infer A } ? A : never} Answer
 */

/**
 * @template P
 * @template {keyof P} K
 * @typedef {P[K] extends { progress: infer R } ? R : never} Progress
 */

export {};
