// The wasm build, loaded in Node through the element's own loader, and the
// puzzles of a batch file read by the same rule as the `sudoku-dlx` command
// (`puzzle_lines` in src/main.rs): lines up to one that says `end`, blank
// lines and lines starting with `#` skipped.
import { readFileSync } from 'node:fs';
import { loadEngine, loadLogicEngine } from '../www/sudoku-dlx/engine/load.js';

export const { solve } = await loadEngine();
// The generator is in the build with the techniques (pkg-logic/).
export const { generate } = await loadLogicEngine();

/** @param {string} file */
export function readPuzzles(file) {
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const end = lines.findIndex((line) => line.trim() === 'end');
  return lines
    .slice(0, end < 0 ? lines.length : end)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
