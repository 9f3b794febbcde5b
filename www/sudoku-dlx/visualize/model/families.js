// Two families of exact-cover problems, as Knuth sets them up in TAOCP
// 7.2.2.1, in his dlx format: N queens (rows and columns primary, the
// diagonals secondary, since a diagonal may stay empty) and Langford pairs
// (the two k's with k numbers between them).

/** @param {number} n */
export function queens(n) {
  const range = (/** @type {number} */ count) => Array.from({ length: count }, (_, i) => i);
  const names = [
    ...range(n).map((i) => `r${i + 1}`),
    ...range(n).map((j) => `c${j + 1}`),
    '|',
    ...range(2 * n - 1).map((d) => `a${d + 1}`),
    ...range(2 * n - 1).map((d) => `b${d + 1}`),
  ];
  const options = [];
  for (const i of range(n)) {
    for (const j of range(n)) options.push(`r${i + 1} c${j + 1} a${i + j + 1} b${i - j + n}`);
  }
  return [names.join(' '), ...options].join('\n');
}

/** @param {number} n */
export function langford(n) {
  const names = [];
  for (let k = 1; k <= n; k++) names.push(`d${k}`);
  for (let s = 1; s <= 2 * n; s++) names.push(`s${s}`);
  const options = [];
  for (let k = 1; k <= n; k++) {
    for (let s = 1; s + k + 1 <= 2 * n; s++) options.push(`d${k} s${s} s${s + k + 1}`);
  }
  return [names.join(' '), ...options].join('\n');
}
