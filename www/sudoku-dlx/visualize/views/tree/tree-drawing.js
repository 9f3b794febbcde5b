// Where the shown nodes of a SearchTree go on a canvas, and how each is
// drawn: a branch as a dot, a chain of forced nodes as a short bar, a dead
// end as a cross, a solution as a ring. The scale steps by a quarter as the
// tree grows (by half its size once it is wide), so that between steps the
// picture mostly only gains nodes; a tree known whole from the start is
// drawn at its own size instead, which never changes.

import { NodeKind } from '../../model/search-tree.js';

/** @typedef {import('../../model/search-tree.js').SearchTree} SearchTree */
/**
 * Where a tree is drawn: the distance between columns and between levels
 * in CSS pixels, and the size and scale it was made for.
 * @typedef {{ dx: number, dy: number, size: string, key: string }} TreeGeometry
 */

export const PAD = 8;
/** The widest and tallest a column or a level is drawn, in CSS pixels. */
const MAX_COLUMN = 22;
const MAX_LEVEL = 26;

/**
 * The scale for a tree of `columns` columns and `levels` levels in
 * `width`×`height`: room for a little more than that as it grows, or for
 * exactly that when `exact` (the tree is known whole).
 * @param {number} width
 * @param {number} height
 * @param {number} columns
 * @param {number} levels
 * @returns {TreeGeometry}
 */
export function geometryFor(width, height, columns, levels, exact = false) {
  const columnRoom = exact ? Math.max(1, columns) : roomFor(columns);
  const levelRoom = exact ? Math.max(1, levels) : roomFor(levels);
  return {
    dx: Math.min(MAX_COLUMN, (width - 2 * PAD) / columnRoom),
    dy: Math.min(MAX_LEVEL, (height - 2 * PAD) / levelRoom),
    size: `${width}x${height}`,
    key: `${width}x${height}:${columnRoom}:${levelRoom}`,
  };
}

/**
 * The smallest of 8, 10, 12, 15, 19, … (each a quarter more, twice as much past 1,024) that holds `n`.
 * @param {number} n
 */
function roomFor(n) {
  let room = 8;
  while (room < n) room = room < 1024 ? Math.ceil(room * 1.25) : room * 2;
  return room;
}

/**
 * The height that draws `levels` levels at their most generous.
 * @param {number} levels
 */
export function heightFor(levels) {
  return 2 * PAD + levels * MAX_LEVEL;
}

/**
 * The centre of column `column`, level `depth`.
 * @param {TreeGeometry} geometry
 * @param {number} column
 * @param {number} depth
 */
export function place(geometry, column, depth) {
  return { x: PAD + (column + 0.5) * geometry.dx, y: PAD + (depth + 0.5) * geometry.dy };
}

/**
 * The shown node at canvas point (x, y), among the first `shown`: the node in
 * the level under the point, in the nearest column within a few pixels.
 * @param {SearchTree} tree
 * @param {TreeGeometry} geometry
 * @param {number} shown
 * @param {number} x
 * @param {number} y
 */
export function nodeAt(tree, geometry, shown, x, y) {
  const depth = Math.floor((y - PAD) / geometry.dy);
  const column = Math.floor((x - PAD) / geometry.dx);
  const reach = Math.max(1, Math.ceil(6 / geometry.dx));
  for (let off = 0; off <= reach; off++) {
    for (const c of off === 0 ? [column] : [column - off, column + off]) {
      const node = tree.nodeIn(c, depth);
      if (node >= 0 && node < shown) return node;
    }
  }
  return -1;
}

/**
 * Adds to the current path the edge from shown node `s`'s parent down to
 * it: straight down in the parent's column, or along a rail just below the
 * parent, then down. The caller strokes many edges at once.
 * @param {CanvasRenderingContext2D} ctx
 * @param {SearchTree} tree
 * @param {TreeGeometry} geometry
 * @param {number} s
 */
export function traceEdge(ctx, tree, geometry, s) {
  const parent = tree.shownParent[s];
  if (parent < 0) return;
  const from = place(geometry, tree.column[parent], tree.depth[parent]);
  const to = place(geometry, tree.column[s], tree.depth[s]);
  ctx.moveTo(from.x, from.y);
  if (from.x !== to.x) {
    const rail = from.y + geometry.dy / 2;
    ctx.lineTo(from.x, rail);
    ctx.lineTo(to.x, rail);
  }
  ctx.lineTo(to.x, to.y);
}

/**
 * Draws the mark of shown node `s`, holding `weight` search nodes, with
 * its label when `labelled` and there is room.
 * @param {CanvasRenderingContext2D} ctx
 * @param {SearchTree} tree
 * @param {TreeGeometry} geometry
 * @param {number} s
 * @param {number} weight
 * @param {Record<string, string>} colors
 */
export function drawMark(ctx, tree, geometry, s, weight, colors, labelled = true) {
  const { x, y } = place(geometry, tree.column[s], tree.depth[s]);
  const r = Math.max(1.5, Math.min(5, geometry.dx * 0.4, geometry.dy * 0.3));
  const kind = tree.shownKind(s);
  ctx.beginPath();
  if (kind === NodeKind.Branch) {
    ctx.fillStyle = colors.chosen;
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.fill();
  } else if (kind === NodeKind.Forced) {
    ctx.fillStyle = colors.muted;
    ctx.fillRect(x - r * 0.6, y - r * 1.2, r * 1.2, r * 2.4);
  } else if (kind === NodeKind.DeadEnd) {
    ctx.strokeStyle = colors.error;
    ctx.moveTo(x - r, y - r);
    ctx.lineTo(x + r, y + r);
    ctx.moveTo(x + r, y - r);
    ctx.lineTo(x - r, y + r);
    ctx.stroke();
  } else {
    ctx.strokeStyle = colors.restore;
    ctx.lineWidth = 2;
    ctx.arc(x, y, r + 1, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.lineWidth = 1;
  }
  const label =
    kind === NodeKind.Forced ? `${weight}` : kind === NodeKind.Branch ? `${tree.options[tree.first[s]]}` : '';
  if (labelled && label && geometry.dx >= 14 && geometry.dy >= 16) {
    ctx.fillStyle = colors.fg;
    ctx.fillText(label, x + r + 2, y);
  }
}
