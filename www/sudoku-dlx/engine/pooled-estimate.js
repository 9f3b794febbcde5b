// Knuth's estimate on several workers at once: the probes shared out among
// them, each part seeded by a seed of its own derived from the estimate's,
// and the parts' means and spreads combined exactly as one estimate over
// all their probes would be (the pairwise update of Chan, Golub and LeVeque).
// The first part keeps the estimate's seed, so one part is one worker's
// estimate, figure for figure.

/** @typedef {import('../../../pkg-stepper/sudoku_dlx.js').TreeEstimate} TreeEstimate */

/** An odd step between the parts' seeds (2³² over the golden ratio), kept below 2⁵³ as the engine asks. */
const SEED_STEP = 2_654_435_769;
const SEED_SPAN = 2 ** 53;

/**
 * The seed of part `part` of an estimate seeded by `seed`.
 * @param {number} seed
 * @param {number} part
 */
export function partSeed(seed, part) {
  return (seed + part * SEED_STEP) % SEED_SPAN;
}

/**
 * `probes` shared out among at most `parts` parts, as evenly as can be, none empty.
 * @param {number} probes
 * @param {number} parts
 */
export function shareProbes(probes, parts) {
  const count = Math.max(1, Math.min(parts, probes));
  return Array.from({ length: count }, (_, part) => Math.floor(probes / count) + (part < probes % count ? 1 : 0));
}

/**
 * The estimate of every part's probes together: their mean, and the standard
 * error of that mean from the parts' sums of squared deviations (a part's
 * is its standard error squared times n(n − 1)) and their means' distances
 * from the whole mean. A part that gave up (made fewer probes than asked)
 * makes the whole give up.
 * @param {TreeEstimate[]} parts
 * @returns {TreeEstimate}
 */
export function combineEstimates(parts) {
  const made = parts.filter((part) => part.probes > 0);
  const probes = made.reduce((sum, part) => sum + part.probes, 0);
  const gaveUp = parts.some((part) => part.gaveUp);
  if (probes === 0) return { probes, nodes: 0, standardError: 0, gaveUp };
  if (made.some((part) => !Number.isFinite(part.nodes))) {
    return { probes, nodes: Infinity, standardError: Infinity, gaveUp };
  }
  const nodes = made.reduce((sum, part) => sum + part.probes * part.nodes, 0) / probes;
  const squares = made.reduce(
    (sum, { probes: n, nodes: mean, standardError }) =>
      sum + standardError ** 2 * n * (n - 1) + n * (mean - nodes) ** 2,
    0,
  );
  const standardError = probes < 2 ? 0 : Math.sqrt(squares / (probes - 1) / probes);
  return { probes, nodes, standardError, gaveUp };
}
