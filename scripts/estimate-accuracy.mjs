// How close Knuth's estimate comes to the real size of the search tree, over
// sets of puzzles: for each puzzle, the mean of PROBES random probes
// (estimateTree, seeded by the puzzle's line number) against the nodes of
// the whole search (every solution counted), as the ratio of the larger to
// the smaller. Prints the median, the 90th percentile and the worst ratio
// per file, for the README.
//   usage: npm run build && node scripts/estimate-accuracy.mjs [--probes N] [--max K] FILE...

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadStepperEngine } from '../www/sudoku-dlx/engine/load.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  return Number(args.splice(at, 2)[1]);
};
const probes = option('--probes', 1000);
const max = option('--max', 300);
const engine = await loadStepperEngine();

console.log(
  `file                                  puzzles  probes  median  90th pct   worst  (ratio of estimate and real count, larger over smaller)`,
);
for (const file of args) {
  const puzzles = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.split(':')[0].trim())
    .filter((line) => line && !line.startsWith('#'))
    .slice(0, max);
  const ratios = puzzles.map((puzzle, line) => {
    const counter = new engine.Counter(puzzle, 0);
    while (!counter.run(1e6));
    const real = counter.nodes;
    counter.free();
    const { nodes } = engine.estimateTree(puzzle, probes, line);
    return Math.max(nodes / real, real / nodes);
  });
  ratios.sort((a, b) => a - b);
  const at = (q) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))];
  console.log(
    `${basename(file).padEnd(36)} ${String(ratios.length).padStart(8)} ${String(probes).padStart(7)} ${at(0.5).toFixed(3).padStart(7)} ${at(0.9).toFixed(3).padStart(9)} ${ratios[ratios.length - 1].toFixed(3).padStart(7)}`,
  );
}
