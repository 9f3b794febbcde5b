// Throughput of the wasm build's `solve` on Node, timed as the native
// `sudoku-dlx bench` is: parse, solve and the answer back as a string.
//   usage: node scripts/bench-wasm.mjs FILE...
import { basename } from 'node:path';
import { readPuzzles, solve } from './wasm-in-node.mjs';

for (const file of process.argv.slice(2)) {
  const puzzles = readPuzzles(file);
  for (const puzzle of puzzles.slice(0, 200)) solve(puzzle);
  let solved = 0;
  let elapsed = 0;
  // Short sets are repeated until they have run for a while.
  while (elapsed < 500) {
    const start = performance.now();
    for (const puzzle of puzzles) if (solve(puzzle) !== undefined) solved++;
    elapsed += performance.now() - start;
  }
  const runs = solved / puzzles.length;
  const rate = (runs * puzzles.length) / (elapsed / 1000);
  console.log(
    `${basename(file).padEnd(34)} ${String(puzzles.length).padStart(7)} ${(elapsed / 1000).toFixed(3).padStart(9)} ${rate.toFixed(0).padStart(10)}`,
  );
}
