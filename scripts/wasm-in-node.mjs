// The wasm build, loaded in Node, and the puzzles of a set as the
// benchmarks read them: one a line, anything after a ':' dropped (the
// counts file), '#' lines and short lines skipped.
import { readFileSync } from 'node:fs'
import { generate, initSync, solve } from '../pkg/sudoku_dlx.js'

initSync({ module: readFileSync(new URL('../pkg/sudoku_dlx_bg.wasm', import.meta.url)) })

export { generate, solve }

export function readPuzzles(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map(line => line.trim().split(':')[0])
    .filter(line => line.length >= 16 && !line.startsWith('#'))
}
