// The worker protocol, message by message: for each request type, the
// fields the main thread sends, the answer the worker sends back, and the
// progress it reports while it works. The clients (solver-client.js,
// race-client.js) and the workers (solver-worker.js, logic-worker.js,
// estimate-worker.js, race-worker.js) are all checked against it,
// so a field renamed on one side is a type error on the other. Types only:
// it bundles to nothing.

/** @typedef {typeof import('../../../pkg/sudoku_dlx.js')} CoreEngine */
/** @typedef {typeof import('../../../pkg-logic/sudoku_dlx.js')} LogicEngine */
/** @typedef {typeof import('../../../pkg-stepper/sudoku_dlx.js')} StepperEngine */
/** @typedef {typeof import('../../../pkg-ladder/sudoku_dlx.js')} LadderEngine */

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
 * A count or a tally of the whole search or of one piece (`path`, from the
 * estimate's worker's `pieces`), within `budget` nodes when given.
 * @typedef {object} PieceFields
 * @property {string} grid
 * @property {number} limit
 * @property {Uint32Array} [path]
 * @property {number} [budget]
 */

/**
 * The solver's worker (core module).
 * @typedef {object} SolverProtocol
 * @property {{ fields: { grid: string }, answer: string, progress: never }} normalize
 * @property {{ fields: { grid: string }, answer: SolveAnswer, progress: { nodes: number, ms: number } }} solve
 * @property {{ fields: { grid: string, limit: number }, answer: string[] | undefined, progress: never }} solutions
 * @property {{ fields: { grid: string }, answer: string[], progress: never }} candidates
 * @property {{ fields: Omit<PieceFields, 'path'>, answer: PossibilitiesAnswer & { ended: boolean }, progress: { solutions: number, nodes: number } }} possibilities
 * @property {{ fields: Omit<PieceFields, 'path'>, answer: CountAnswer & { ended: boolean }, progress: { count: number, nodes: number } }} count
 */

/**
 * The estimate's worker (stepper module).
 * @typedef {object} EstimateProtocol
 * @property {{ fields: EstimateFields, answer: import('../../../pkg-stepper/sudoku_dlx.js').TreeEstimate, progress: never }} estimate
 * @property {{ fields: { grid: string, wanted: number }, answer: Uint32Array[], progress: never }} pieces
 * @property {{ fields: PieceFields, answer: PossibilitiesAnswer & { ended: boolean }, progress: { solutions: number, nodes: number } }} possibilities
 * @property {{ fields: PieceFields, answer: CountAnswer & { ended: boolean }, progress: { count: number, nodes: number } }} count
 */

/**
 * Knuth's estimate of a problem's search tree: Sudoku text when `isSudoku`,
 * else exact-cover text, from `probes` probes seeded by `seed` within
 * `budget` nodes, of the tree the column `rule` grows.
 * @typedef {object} EstimateFields
 * @property {string} text
 * @property {boolean} isSudoku
 * @property {number} probes
 * @property {number} seed
 * @property {number} budget
 * @property {'weighed' | 'knuth' | 'first'} rule
 */

/**
 * The techniques' worker (logic module).
 * @typedef {object} LogicProtocol
 * @property {{ fields: { grid: string, marks: string[] | null }, answer: import('../../../pkg-logic/sudoku_dlx.js').Hint | null, progress: never }} hint
 * @property {{ fields: { options: import('../../../pkg-logic/sudoku_dlx.js').GenerateOptions }, answer: string, progress: never }} generate
 * @property {{ fields: { date: string, difficulty: Difficulty | null }, answer: import('../../../pkg-logic/sudoku_dlx.js').Daily, progress: never }} daily
 * @property {{ fields: { grid: string }, answer: import('../../../pkg-logic/sudoku_dlx.js').Rating, progress: never }} rate
 * @property {{ fields: { text: string }, answer: ReadVariant | null, progress: never }} readVariant
 *   a variant's sketch and solution, or null when the text is no variant (a grid, or nothing the page reads)
 * @property {{ fields: { text: string }, answer: VariantAnswer, progress: never }} solveVariant
 * @property {{ fields: { text: string }, answer: string[], progress: never }} variantCandidates
 *   each cell's candidates by the variant's rules, '' for a given
 * @property {{ fields: { text: string, marks: string[] | null }, answer: import('../../../pkg-logic/sudoku_dlx.js').Hint | null, progress: never }} variantHint
 *   the next step the variant's rules give, from the player's complete marks if any (where to guess when none follows), null for a full grid
 * @property {{ fields: { text: string }, answer: import('../../../pkg-logic/sudoku_dlx.js').CageBreak[], progress: never }} variantBreaks
 *   the killer cages whose sums the filled cells already break
 * @property {{ fields: { text: string, limit: number }, answer: number | null, progress: never }} countVariant
 *   the number of solutions up to `limit` (0: all), null when the search gave up
 */

/**
 * A variant puzzle as the page plays it: what it draws and referees
 * (`sketchVariant`), its first solution (null for none, or when the search
 * gave up) and whether that is the only one.
 * @typedef {import('../../../pkg-logic/sudoku_dlx.js').VariantSketch & { solution: string | null, unique: boolean }} ReadVariant
 */

/**
 * A variant's first solution, and whether it is the only one.
 * @typedef {object} VariantAnswer
 * @property {string | null} solution
 * @property {boolean} unique
 * @property {number} nodes
 * @property {number} updates
 */

/** @typedef {'easy' | 'medium' | 'hard' | 'expert'} Difficulty a level of the rating */

/**
 * A rung's answer in the race: its nodes and time, its solution (null when
 * it found none), whether it finished within its budget, and its search read
 * move by move for the race's story.
 * @typedef {object} RaceAnswer
 * @property {number} nodes
 * @property {number} ms the first run's time
 * @property {number[]} times every run's time, the first first (every rung is timed over several runs)
 * @property {string | null} solution
 * @property {boolean} finished
 * @property {import('../ladder/model/race-story.js').RungRead | null} moves its search read move by move (null for dancing cells, compared by its figures alone)
 */

/**
 * The race's worker (ladder module): one rung within `budget` nodes.
 * @typedef {object} RaceProtocol
 * @property {{ fields: { name: string, grid: string, budget: number }, answer: RaceAnswer, progress: { nodes: number, ms: number, run: number } }} race
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
