// What the package tests ask of a page holding the element: the solver
// solves a 4×4 (checked against the rules and the givens), the visualizer
// plays, and, when the page has one, the race runs to dancing links' answer;
// and elements keep every property a framework set (`keeps`).

import assert from 'node:assert/strict';

export const GIVENS = '..4....32......1';

/** Whether `grid` (one line, 4×4) is a full Sudoku keeping `givens`. */
export function solves(grid, givens) {
  if (grid?.length !== 16 || [...givens].some((c, i) => c !== '.' && c !== grid[i])) return false;
  const units = [];
  for (let i = 0; i < 4; i++) {
    units.push([0, 1, 2, 3].map((j) => 4 * i + j));
    units.push([0, 1, 2, 3].map((j) => 4 * j + i));
    const [r, c] = [2 * Math.floor(i / 2), 2 * (i % 2)];
    units.push([0, 1, 2, 3].map((j) => 4 * (r + Math.floor(j / 2)) + c + (j % 2)));
  }
  return units.every(
    (unit) => new Set(unit.map((cell) => grid[cell])).size === 4 && !unit.some((c) => grid[c] === '.'),
  );
}

const SOLVER = 'sudoku-dlx[mode="solve"], sudoku-dlx:not([mode])';
const VISUALIZER = 'sudoku-dlx[mode="visualize"]';

/**
 * Solves in the page's solve-mode element, plays its visualize-mode element
 * past step 5 (from `startStep`, where it must start), and races in its
 * ladder-mode element if it has one.
 * @param {import('playwright-core').Page} page
 * @param {{ startStep?: number }} [options]
 */
export async function drive(page, { startStep } = {}) {
  const solution = await page.evaluate(
    async ({ givens, selector }) => {
      await customElements.whenDefined('sudoku-dlx');
      const solver = /** @type {any} */ (document.querySelector(selector));
      // A solver that cannot start says so (an `error` event, or `solve()`
      // rejecting), so a broken build fails here instead of waiting forever.
      const solved = new Promise((resolve, reject) => {
        solver.addEventListener('solution', (/** @type {CustomEvent} */ e) => resolve(e.detail.solution));
        solver.addEventListener('error', (/** @type {CustomEvent} */ e) => reject(new Error(e.detail.message)));
        solver.puzzle = givens;
        Promise.resolve(solver.solve()).catch(reject);
      });
      return solved;
    },
    { givens: GIVENS, selector: SOLVER },
  );
  assert.ok(solves(solution, GIVENS), `solve mode's answer ${solution} solves ${GIVENS}`);
  if (startStep !== undefined) {
    const step = await page.waitForFunction(
      ({ selector, startStep }) => {
        const step = /** @type {any} */ (document.querySelector(selector)).step;
        return step === startStep && step;
      },
      { selector: VISUALIZER, startStep },
    );
    assert.equal(await step.jsonValue(), startStep);
  }
  await page.evaluate((selector) => /** @type {any} */ (document.querySelector(selector)).play(), VISUALIZER);
  await page.waitForFunction((selector) => /** @type {any} */ (document.querySelector(selector)).step > 5, VISUALIZER);
  const ladder = page.locator('sudoku-dlx[mode="ladder"]');
  if ((await ladder.count()) === 0) return;
  await ladder.scrollIntoViewIfNeeded();
  await ladder.locator('.budget').selectOption('1000000');
  await ladder.locator('.race').click();
  await ladder.locator('.lane[data-rung="dlx"][data-state="solved"]').waitFor();
}

/**
 * Waits until every element named in `expected` reads every property as
 * expected, through its accessors: the property and its attribute (a
 * property left on the instance, hiding the accessors, would read back but
 * never reach the element); fails naming each one that does not.
 * @param {import('playwright-core').Page} page
 * @param {Record<string, Record<string, unknown>>} expected
 */
export async function keeps(page, expected) {
  const mismatches = (/** @type {Record<string, Record<string, unknown>>} */ expected) =>
    Object.entries(expected).flatMap(([id, props]) => {
      const element = /** @type {any} */ (document.getElementById(id));
      const attribute = (/** @type {string} */ name) =>
        element?.getAttribute(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
      const reflects = (/** @type {string} */ name, /** @type {unknown} */ value) => {
        if (typeof value === 'boolean') return (attribute(name) !== null) === value;
        return attribute(name) === (value === Infinity ? 'max' : String(value));
      };
      return Object.entries(props)
        .filter(([name, value]) => !Object.is(element?.[name], value) || !reflects(name, value))
        .map(([name, value]) => `${id}.${name} reads ${element?.[name]} (attribute ${attribute(name)}), not ${value}`);
    });
  // The check runs in the page, handed over as source with the expectations.
  const args = { check: mismatches.toString(), expected };
  const settled = await page
    .waitForFunction(({ check, expected }) => new Function(`return ${check}`)()(expected).length === 0, args, {
      timeout: 10_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (!settled) assert.deepEqual(await page.evaluate(mismatches, expected), []);
}
