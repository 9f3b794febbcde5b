// The twelve pentominoes in a box, as exact-cover text in Knuth's dlx
// format: the pieces (Conway's names) and the cells as items, one option a
// placement, with no symmetry broken, so the counts are Knuth's (3×20 has
// 8 tilings). The same items and options, in the same order, as
// `classic::pentominoes` in src/classic.rs writes for the command line.

/** Each piece drawn in rows, `#` a cell. */
const PIECES = [
  ['O', ['#####']],
  ['P', ['##', '##', '#']],
  ['Q', ['####', '#']],
  ['R', ['.##', '##', '.#']],
  ['S', ['..##', '###']],
  ['T', ['###', '.#', '.#']],
  ['U', ['#.#', '###']],
  ['V', ['#', '#', '###']],
  ['W', ['#', '##', '.##']],
  ['X', ['.#', '###', '.#']],
  ['Y', ['..#.', '####']],
  ['Z', ['##', '.#', '.##']],
];

/** The sizes of box the twelve pieces can fill: 60 cells, no side under 3. */
export const PENTOMINO_BOXES = ['3x20', '4x15', '5x12', '6x10'];

/**
 * The distinct shapes of a drawing under the eight rotations and
 * reflections, each moved to the top left and its cells sorted, in the
 * order the turns first reach them.
 * @param {string[]} drawing
 */
function orientations(drawing) {
  const cells = drawing.flatMap((row, r) => [...row].flatMap((mark, c) => (mark === '#' ? [[r, c]] : [])));
  /** @type {Map<string, number[][]>} */
  const shapes = new Map();
  for (let turn = 0; turn < 8; turn++) {
    const moved = cells.map(([r, c]) => {
      const [y, x] = turn & 4 ? [r, -c] : [r, c];
      return [
        [y, x],
        [x, -y],
        [-y, -x],
        [-x, y],
      ][turn & 3];
    });
    const top = Math.min(...moved.map(([r]) => r));
    const left = Math.min(...moved.map(([, c]) => c));
    const shape = moved.map(([r, c]) => [r - top, c - left]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    shapes.set(JSON.stringify(shape), shape);
  }
  return [...shapes.values()];
}

/**
 * Every placement of the twelve pentominoes in a `rows`×`cols` box.
 * @param {number} rows
 * @param {number} cols
 */
export function pentominoes(rows, cols) {
  const cell = (/** @type {number} */ r, /** @type {number} */ c) => `${r.toString(36)}${c.toString(36)}`;
  const cells = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells.push(cell(r, c));
  const lines = [
    `| pentominoes in a ${rows}×${cols} box, every placement`,
    [...PIECES.map(([name]) => name), ...cells].join(' '),
  ];
  for (const [name, drawing] of PIECES) {
    for (const shape of orientations(/** @type {string[]} */ (drawing))) {
      const height = Math.max(...shape.map(([r]) => r)) + 1;
      const width = Math.max(...shape.map(([, c]) => c)) + 1;
      for (let r = 0; r + height <= rows; r++) {
        for (let c = 0; c + width <= cols; c++) {
          lines.push([name, ...shape.map(([dr, dc]) => cell(r + dr, c + dc))].join(' '));
        }
      }
    }
  }
  return lines.join('\n');
}
