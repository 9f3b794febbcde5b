// A fixed workload for counting instructions: solves every puzzle of FILE,
// PASSES times over, with the wasm build, and prints how many puzzles the
// file holds.
//   usage: node scripts/solve-passes.mjs FILE PASSES
import { readPuzzles, solve } from './wasm-in-node.mjs';

const [file, passes] = process.argv.slice(2);
const puzzles = readPuzzles(file);
for (let pass = 0; pass < Number(passes); pass++) for (const puzzle of puzzles) solve(puzzle);
console.log(puzzles.length);
