// The variants of sigh's Interactive Sudoku Solver (ISS) beside the wasm
// build, in one Node process. For each of ISS's collections, every puzzle
// this project reads is searched by both for two solutions (ISS's solver
// as its own benchmark asks it, ours by countVariant), so a unique puzzle
// is solved and proved unique; ours is checked against ISS's published
// solution, or ISS's own where the collection publishes none (TAREK_ALL,
// MATHEMAGIC_KILLERS). Prints, per collection: the puzzles read, those
// refused (types or shapes this project does not read), whether every one
// was answered as ISS answers it, both totals and ISS's time over ours.
// A figure, not a test: timings on a shared machine are noisy, so each
// puzzle keeps the best of BENCH_ROUNDS interleaved rounds (default 1).
//
// usage: node scripts/bench-iss-variants.mjs ISS_DIR [COLLECTION...]
//   ISS_DIR: ISS's work tree (github:sigh/Interactive-Sudoku-Solver, its
//   js/, data/, tools/ and tests/); COLLECTION: a name exported by its
//   data/collections.js, or EXAMPLES_<TYPE> for its examples of one type
//   (default: the killers' collections and the examples of every type this
//   project reads). BENCH_ONLY=3,9 keeps those puzzles (from 1) of each.
//   A puzzle of several types (CTC Tribute: cages, a thermometer, arrows)
//   is in each of their EXAMPLES_ sets.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [issDir, ...asked] = process.argv.slice(2);
if (!issDir) {
  console.error('usage: node scripts/bench-iss-variants.mjs ISS_DIR [COLLECTION...]');
  process.exit(2);
}
const iss = resolve(issDir);
const { resolvePuzzles, runSolve } = await import(join(iss, 'tools/lib/solver_analysis.js'));
const { SudokuParser } = await import(join(iss, 'js/sudoku_parser.js'));
const ours = await import(resolve('pkg-logic/sudoku_dlx.js'));
ours.initSync({ module: readFileSync('pkg-logic/sudoku_dlx_bg.wasm') });

// The examples are grouped by the one type that makes them a variant.
const EXAMPLE_TYPES = {
  EXAMPLES_KILLER: 'Cage',
  EXAMPLES_JIGSAW: 'Jigsaw',
  EXAMPLES_X: 'Diagonal',
  EXAMPLES_WINDOKU: 'Windoku',
  EXAMPLES_ANTI_KNIGHT: 'AntiKnight',
  EXAMPLES_ANTI_KING: 'AntiKing',
  EXAMPLES_THERMO: 'Thermo',
  EXAMPLES_KROPKI: 'WhiteDot',
  EXAMPLES_XV: 'X',
  EXAMPLES_ARROW: 'Arrow',
};
const collections = asked.length
  ? asked
  : [...Object.keys(EXAMPLE_TYPES), 'HS_KILLERS', 'TAREK_ALL', 'MATHEMAGIC_KILLERS', 'EXTREME_KILLERS'];
const only = process.env.BENCH_ONLY?.split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
// A puzzle ours has not answered within BENCH_NODES nodes (default: no
// bound) counts as not solved, its time as spent.
const NODES = Number(process.env.BENCH_NODES ?? Number.MAX_SAFE_INTEGER);

/** ISS's canonical text of a puzzle in any form ISS reads. */
const canonical = (input) => {
  try {
    return SudokuParser.parseText(input).toString();
  } catch {
    return undefined;
  }
};

/** The constraint types of a canonical string (`.Cage~…` → `Cage`). */
const types = (text) =>
  new Set(
    text
      .split('.')
      .slice(1)
      .map((c) => c.split('~')[0]),
  );

const puzzlesOf = (name) => {
  const type = EXAMPLE_TYPES[name];
  if (!type) return resolvePuzzles([name]);
  return resolvePuzzles(['EXAMPLES']).filter((p) => {
    const text = canonical(p.input);
    return text && !text.includes('/') && types(text).has(type);
  });
};

/**
 * A solution's values, one a cell: ISS writes a 16×16's as letters A-P,
 * this project as 1-9 and A-G.
 */
const values = (solution, ourSymbols) =>
  [...(solution ?? '')].map((c) => (ourSymbols ? parseInt(c, 17) : c.charCodeAt(0) - (/[A-P]/.test(c) ? 64 : 48)));

/** Seconds `f` takes, and what it returns. */
const timed = (f) => {
  const start = performance.now();
  const value = f();
  return [(performance.now() - start) / 1000, value];
};

/** Ours on one puzzle: the count to two (timed) and the solution (not). */
const oursOn = (text) => {
  const [seconds, count] = timed(() => ours.countVariant(text, 2, NODES));
  return { seconds, count, solution: ours.solveVariant(text, NODES).solution };
};

const issOn = (puzzle) => {
  const [seconds, result] = timed(() =>
    runSolve({ ...puzzle, solution: undefined }, { maxBacktracks: 0, maxSolutions: 2 }),
  );
  return { seconds, result };
};

const row = (...cells) => console.log(cells.map((c, i) => String(c)[i ? 'padStart' : 'padEnd'](i ? 9 : 22)).join(' '));
row('collection', 'puzzles', 'refused', 'all ok', 'iss s', 'ours s', '×iss');
const failures = [];
let warm = false;
for (const name of collections) {
  let puzzles = puzzlesOf(name);
  if (only) puzzles = puzzles.filter((_, i) => only.includes(i + 1));
  let [issTotal, oursTotal, solved, refused] = [0, 0, 0, 0];
  for (const [index, puzzle] of puzzles.entries()) {
    const text = canonical(puzzle.input);
    if (!text || !ours.isVariant(text)) {
      refused += 1;
      continue;
    }
    try {
      ours.sketchVariant(text);
    } catch {
      refused += 1;
      continue;
    }
    if (!warm) {
      // Both JITs (ISS's JavaScript, the wasm's compiler) warm on the first.
      issOn(puzzle);
      oursOn(text);
      warm = true;
    }
    let [best, bestIss, mine, theirs] = [Infinity, Infinity, null, null];
    for (let r = 0; r < rounds; r++) {
      theirs = issOn(puzzle);
      mine = oursOn(text);
      bestIss = Math.min(bestIss, theirs.seconds);
      best = Math.min(best, mine.seconds);
    }
    const expected = puzzle.solution || theirs.result.solution;
    // A puzzle ISS finds two solutions of (Anti-Knight, slow) is answered
    // right when ours finds two as well.
    const ok =
      (theirs.result.status === 'multiple' && mine.count === 2) ||
      (theirs.result.status === 'unique' &&
        mine.count === 1 &&
        values(mine.solution, true).join() === values(expected, false).join());
    if (ok) solved += 1;
    else failures.push(`${name} #${index + 1}: ISS ${theirs.result.status}, ours ${mine.count ?? 'gave up'}`);
    issTotal += bestIss;
    oursTotal += best;
    if (process.env.BENCH_VERBOSE) {
      console.error(`${name} #${index + 1}: iss ${bestIss.toFixed(3)} s, ours ${best.toFixed(3)} s`);
    }
  }
  const read = puzzles.length - refused;
  row(
    name,
    read,
    refused,
    solved === read ? 'yes' : `${solved}/${read}`,
    issTotal.toFixed(2),
    oursTotal.toFixed(2),
    read ? (issTotal / oursTotal).toFixed(2) : '-',
  );
}
for (const failure of failures) console.log(`not solved: ${failure}`);
