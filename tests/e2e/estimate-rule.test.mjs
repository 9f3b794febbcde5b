// Knuth's estimate of the search tree is the tree of the column rule the
// visualizer searches by: under each rule, on the paper's matrix, TAOCP's
// (6), queens 6 and Langford pairs of order 5, the estimate of many probes
// lands on that rule's own node count (one node per level entered, as the
// stepper's search counts them), and the first rule's tree, far larger,
// is not estimated as the weighed rule's. In Node; run after `npm run build`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { openProblem } from '../../www/sudoku-dlx/visualize/model/problem.js';
import { estimateTree } from '../../www/sudoku-dlx/visualize/model/tree-estimate.js';

const engine = await loadStepperEngine();
const RULES = /** @type {const} */ (['weighed', 'knuth', 'first']);
const PROBLEMS = ['paper', 'knuth', 'queens 6', 'langford 5'];

/**
 * The nodes of the search of `problem` under `rule`: the root and one per option selected.
 * @param {string} problem
 * @param {string} rule
 */
function nodesOf(problem, rule) {
  const opened = openProblem(engine, { problem, rule: /** @type {any} */ (rule) });
  let nodes = 1;
  for (let event = opened.stepper.next(); event; event = opened.stepper.next()) {
    if (event.kind === 'select') nodes += 1;
  }
  opened.stepper.free();
  return nodes;
}

test("the visualizer's estimate is the tree of the rule it searches by", () => {
  for (const name of PROBLEMS) {
    const exact = Object.fromEntries(RULES.map((rule) => [rule, nodesOf(name, rule)]));
    for (const rule of RULES) {
      const problem = openProblem(engine, { problem: name, rule });
      assert.equal(problem.rule, rule);
      const estimate = estimateTree(engine, problem);
      problem.stepper.free();
      assert.ok(estimate, `${name} under ${rule} is estimated`);
      const off = Math.abs(estimate.nodes - exact[rule]);
      // Within four standard errors, or 2% where the error is tiny.
      const allowed = Math.max(4 * estimate.standardError, 0.02 * exact[rule], 0.5);
      assert.ok(
        off <= allowed,
        `${name} under ${rule}: estimated ${estimate.nodes.toFixed(1)} ± ${estimate.standardError.toFixed(1)}, searched ${exact[rule]} (all: ${JSON.stringify(exact)})`,
      );
    }
  }
});

test('an unknown rule for an estimate is a clear error', () => {
  assert.throws(
    () => engine.estimateExactCover('a b\na\nb', 10, 1, undefined, /** @type {any} */ ('dlx2')),
    /^Error: unknown column rule "dlx2": the rules are weighed, knuth and first$/,
  );
  const fine = engine.estimateExactCover('a b\na\nb', 10, 1);
  assert.equal(fine.nodes, 3, 'no rule: the weighed rule, as before');
});
