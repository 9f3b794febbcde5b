// A large exact-cover problem for the tests of bounded work, made here rather
// than committed: `items` items (a multiple of 4) in blocks of four, a b c d,
// with the options {a b}, {c d}, {a c} and {b d}. Each block is one real
// branch of two options (then one forced choice), so a probe of Knuth's
// estimate passes items / 2 levels, half of them branches; 60,000 items are
// 900 KB of text, under the 1 MiB that wasm reads.

/**
 * @param {number} [items]
 * @returns {string} the problem in the form `Stepper.fromExactCover` reads
 */
export function largeProblem(items = 60000) {
  const name = (/** @type {number} */ k) => k.toString(36);
  const lines = [Array.from({ length: items }, (_, k) => name(k)).join(' ')];
  for (let k = 0; k < items; k += 4) {
    const [a, b, c, d] = [k, k + 1, k + 2, k + 3].map(name);
    lines.push(`${a} ${b}`, `${c} ${d}`, `${a} ${c}`, `${b} ${d}`);
  }
  return lines.join('\n');
}
