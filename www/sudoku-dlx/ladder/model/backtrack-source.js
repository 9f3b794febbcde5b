// The events of a rung's search as records of four numbers, `[kind, cell,
// symbol, detail]` (the kind a MoveKind of the binding), whichever rung it
// is. The simple rungs give them as they are (RungStepper; the detail is the
// mask of the candidates the rung considered). Dancing links gives select and
// deselect events of options (Stepper): they become placements and removals
// here, cover and uncover are skipped, and the detail is the item chosen
// with its number of options, packed by packChoice().

import { MoveKind } from '../../engine/move-kind.js';
import { BatchRecord } from '../../shared/layouts.js';

/** @typedef {import('../../engine/load.js').LadderEngine} LadderEngine */

// A Sudoku item has at most 25 options, so the length fits below this.
const LENGTHS = 1024;

/**
 * @param {number} item
 * @param {number} length
 */
export function packChoice(item, length) {
  return item * LENGTHS + Math.min(length, LENGTHS - 1);
}

/** @param {number} detail */
export function unpackChoice(detail) {
  return { item: Math.floor(detail / LENGTHS), length: detail % LENGTHS };
}

/**
 * The event source of the rung `name` on `grid`, with `free()` to release it.
 * Throws the binding's message for a bad grid or name.
 * @param {LadderEngine} engine
 * @param {string} name
 * @param {string} grid
 */
export function rungEvents(engine, name, grid) {
  if (name === 'dlx') return new DlxEvents(engine, grid);
  const stepper = new engine.RungStepper(name, grid);
  return {
    next: (/** @type {number} */ max) => stepper.nextBatch(max),
    get done() {
      return stepper.done;
    },
    stepper: null,
    free: () => stepper.free(),
  };
}

/** Dancing links' search as placements and removals. */
class DlxEvents {
  #kinds;
  /** The item of the newest choose event, packed with its length. */
  #chosen = 0;
  /** The choice each depth's option was selected from. */
  #choices = /** @type {number[]} */ ([]);

  /** @param {LadderEngine} engine */
  constructor(engine, /** @type {string} */ grid) {
    this.#kinds = engine.EventKind;
    this.stepper = new engine.Stepper(grid);
  }

  get done() {
    return this.stepper.done;
  }

  /** @param {number} max */
  next(max) {
    const raw = this.stepper.nextBatch(max);
    const out = [];
    for (let at = 0; at < raw.length; at += BatchRecord.list + raw[at + BatchRecord.listLength]) {
      const record = this.#record(raw[at + BatchRecord.kind], raw[at + BatchRecord.a], raw[at + BatchRecord.b]);
      if (record) out.push(...record);
    }
    return Int32Array.from(out);
  }

  free() {
    this.stepper.free();
  }

  /**
   * The record of one Stepper event, or null for one that moves no digit.
   * @param {number} kind
   * @param {number} a
   * @param {number} b
   */
  #record(kind, a, b) {
    const kinds = this.#kinds;
    if (kind === kinds.Choose) {
      this.#chosen = packChoice(a, b);
    } else if (kind === kinds.Select) {
      // A select right after its choose opens the depth; later ones at the
      // same depth try the next option of the same item.
      if (this.#chosen >= 0) this.#choices[b] = this.#chosen;
      this.#chosen = -1;
      const choice = this.#choices[b];
      const { cell, value } = this.#placement(a);
      const forced = unpackChoice(choice).length === 1;
      return [forced ? MoveKind.Forced : MoveKind.Guess, cell, value, choice];
    } else if (kind === kinds.Deselect) {
      const { cell, value } = this.#placement(a);
      return [MoveKind.Remove, cell, value, 0];
    } else if (kind === kinds.Solution) {
      return [MoveKind.Solution, a, 0, 0];
    }
    return null;
  }

  /**
   * The cell and value of `option`: every option of a Sudoku's matrix places
   * one, so none is a bug of the stepper's, said loudly.
   * @param {number} option
   */
  #placement(option) {
    const placement = this.stepper.optionPlacement(option);
    if (!placement) throw new Error(`option ${option} places no digit`);
    return placement;
  }
}
