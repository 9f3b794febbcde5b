// Median time per puzzle of the wasm build's `generate` on Node, for the
// minimal cases `sudoku-dlx bench-generate` times natively, one puzzle for
// each seed from 1.
//   usage: node scripts/bench-generate-wasm.mjs [COUNT]   (after `npm run build`)
import { generate } from './wasm-in-node.mjs';

const count = Number(process.argv[2] ?? 51);

/** @type {{ name: string, options: import('../pkg-logic/sudoku_dlx.js').GenerateOptions, puzzles: number }[]} */
const cases = [
  { name: '9×9 minimal', options: { size: 9, minimal: true }, puzzles: count },
  { name: '9×9 rotational, minimal', options: { size: 9, minimal: true, symmetry: 'rotational' }, puzzles: count },
  { name: '16×16 minimal', options: { size: 16, minimal: true }, puzzles: Math.ceil(count / 5) },
];
console.log(`${'puzzle'.padEnd(28)} ${'puzzles'.padStart(8)} ${'median ms'.padStart(11)}`);
for (const { name, options, puzzles } of cases) {
  const times = [];
  for (let seed = 1; seed <= puzzles; seed++) {
    const start = performance.now();
    generate({ ...options, seed });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(28)} ${String(puzzles).padStart(8)} ${times[puzzles >> 1].toFixed(2).padStart(11)}`);
}
