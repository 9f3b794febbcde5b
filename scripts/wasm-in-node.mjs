// The wasm build, loaded in Node through the element's own loader, and the
// puzzles of a set as the benchmarks read them: one a line, anything after a
// ':' dropped (the counts file), '#' lines and short lines skipped.
import { readFileSync } from 'node:fs';
import { loadEngine } from '../www/sudoku-dlx/engine/load.js';

export const { solve } = await loadEngine();

/** @param {string} file */
export function readPuzzles(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(':')[0])
    .filter((line) => line.length >= 16 && !line.startsWith('#'));
}
