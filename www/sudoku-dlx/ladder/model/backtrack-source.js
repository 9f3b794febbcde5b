// The events of a rung's search, whichever rung it is, as records of
// RungStepper (RungRecord of shared/layouts.js: the kind a MoveKind, the
// cell, the symbol, the candidates a simple rung weighed, the item dancing
// links branched on, and how many choices there were). The engine tells
// every fact of a move, dancing links' guesses and forced placements
// included (src/ladder/dlx.rs); this only hands its records on.

/** @typedef {import('../../engine/load.js').LadderEngine} LadderEngine */
/** @typedef {import('../../engine/load.js').LadderEngine['RungStepper']} RungStepperClass */

/**
 * What a rung's events come from: its records, whether the search is over,
 * what an item of dancing links stands for, and `free()` to release it.
 * @typedef {object} EventSource
 * @property {(max: number) => Int32Array} next up to `max` more records
 * @property {boolean} done
 * @property {(item: number) => import('./backtrack-describe.js').Constraint | undefined} constraintOf
 * @property {() => void} free
 */

/**
 * The event source of the rung `name` on `grid`. Throws the binding's
 * message for a bad grid or name.
 * @param {LadderEngine} engine
 * @param {string} name
 * @param {string} grid
 * @returns {EventSource}
 */
export function rungEvents(engine, name, grid) {
  const stepper = new engine.RungStepper(name, grid);
  return {
    next: (max) => stepper.nextBatch(max),
    get done() {
      return stepper.done;
    },
    constraintOf: (item) => stepper.itemConstraint(item),
    free: () => stepper.free(),
  };
}
