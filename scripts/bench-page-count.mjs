// The page's count on the pool's workers (engine/pooled-search.js): one
// count of many solutions timed on 1 worker and on 2 in headless Chromium,
// in BENCH_ROUNDS interleaved rounds (default 3), each keeping its best,
// and their ratio. A figure, not a test: the machine is shared. Run after
// `npm run build`; part of scripts/bench-threads.sh.
//
// Each count starts as a person's Count does on the page: the solver's
// worker already started (the puzzle was just read and solved on it), the
// stepper's module compiled (the demo page's visualizer loads it), and no
// worker kept warm beyond the pool's idle seconds. So one worker counts on
// a started worker, and two start the stepper's workers they lack (one,
// after the previous round; two, on the page after a pause) while the
// first splits: that start is in their time, as it is in a person's.
//   usage: node scripts/bench-page-count.mjs

import { startSite } from '../tests/e2e/harness.mjs';

// A 9×9 with its first 36 cells given: 657,384 solutions, 9.5 million nodes
// by one search (`sudoku-dlx count`).
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const GRID = SOLUTION.slice(0, 36) + '.'.repeat(45);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const site = await startSite();
try {
  const { page, context } = await site.openScratch('<!doctype html><title>bench</title>');
  const cores = await page.evaluate(async () => {
    const { stepperWasm } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/wasm-files.js'));
    await stepperWasm();
    return navigator.hardwareConcurrency;
  });
  /** @type {Record<number, { ms: number, count: number, nodes: number }>} */
  const best = {};
  for (let round = 0; round < rounds; round++) {
    for (const workers of [1, 2]) {
      const answer = await page.evaluate(async ([grid, workers]) => {
        const { SolverClient } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/solver-client.js'));
        const client = new SolverClient({ workers });
        await client.normalize(grid);
        const started = performance.now();
        const { count, nodes } = await client.count(grid, 0);
        return { ms: performance.now() - started, count, nodes };
      }, /** @type {[string, number]} */ ([GRID, workers]));
      if (!best[workers] || answer.ms < best[workers].ms) best[workers] = answer;
    }
  }
  console.log(`page count, 9×9 of ${best[1].count.toLocaleString('en')} solutions (${cores} cores):`);
  for (const workers of [1, 2]) {
    const { ms, count, nodes } = best[workers];
    console.log(
      `  ${workers} worker${workers > 1 ? 's' : ' '} ${(ms / 1000).toFixed(2)} s, count ${count}, nodes ${nodes}`,
    );
  }
  console.log(`  × ${(best[1].ms / best[2].ms).toFixed(2)}`);
  await context.close();
} finally {
  await site.close();
}
