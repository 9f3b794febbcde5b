// The search tree explored so far, read from the event log.
//
// Every Choose or Solution event enters a node of the tree (as the engine's
// `Stats.nodes` counts them), and nodes are entered in depth-first order, so
// the tree at step s is exactly its first `nodesAt(s)` nodes: stepping back
// never changes the tree, only how much of it is shown. The tree is built
// once per event, as the log grows, and never rebuilt.
//
// For drawing, runs of forced nodes (one option) collapse into one chain,
// and each shown node gets a fixed place: its depth among shown nodes, and a
// column that a node shares with its first child, while every later child
// opens a new column to the right of all before it. Places never move as the
// tree grows, so a view can draw only what is new.

import { EventKind } from '../../engine/event-kind.js';
import { grown } from './event-log.js';

/**
 * What the tree reads of the event log: its events' kinds and two fields.
 * @typedef {Pick<import('./event-log.js').EventLog, 'length' | 'kinds' | 'a' | 'b'>} EventRecords
 */

/** What a node of the search tree is. */
export const NodeKind = Object.freeze({ DeadEnd: 0, Forced: 1, Branch: 2, Solution: 3 });

export class SearchTree {
  constructor() {
    /** Search nodes entered so far. */
    this.nodeCount = 0;
    /** Shown nodes (a chain of forced nodes is one). */
    this.shownCount = 0;
    /** Events read from the log. */
    this.read = 0;
    // Per search node.
    this.kind = new Uint8Array(256);
    this.options = new Int32Array(256);
    // The chosen item, or for a solution its number.
    this.item = new Int32Array(256);
    this.shownOf = new Int32Array(256);
    this.enteredAt = new Int32Array(256);
    // Per shown node: its first search node, parent, depth, column, and the
    // columns opened up to it; a chain's search nodes are consecutive.
    this.first = new Int32Array(256);
    this.shownParent = new Int32Array(256);
    this.depth = new Int32Array(256);
    this.column = new Int32Array(256);
    this.columnsSoFar = new Int32Array(256);
    this.deepestSoFar = new Int32Array(256);
    this.hasChild = new Uint8Array(256);
    // Per event: the nodes entered up to it, and the node the search is at after it.
    this.nodesAfter = new Int32Array(1024);
    this.currentAfter = new Int32Array(1024);
    // The shown node that opened each column.
    this.columnStart = new Int32Array(256);
    this.columns = 0;
    this.maxDepth = 0;
    // The nodes from the root to where the search stands.
    this.path = /** @type {number[]} */ ([]);
    this.leafPending = false;
  }

  /**
   * Reads the events the log has that the tree has not seen yet.
   * @param {EventRecords} log
   */
  update(log) {
    for (let i = this.read; i < log.length; i++) this.#read(log, i);
    this.read = log.length;
  }

  /**
   * Search nodes entered by step `step` (the engine's node counter then).
   * @param {number} step
   */
  nodesAt(step) {
    return step <= 0 ? 0 : this.nodesAfter[step - 1];
  }

  /**
   * Shown nodes by step `step`.
   * @param {number} step
   */
  shownAt(step) {
    const nodes = this.nodesAt(step);
    return nodes === 0 ? 0 : this.shownOf[nodes - 1] + 1;
  }

  /**
   * The search node the search stands at after step `step`, or -1 before the root.
   * @param {number} step
   */
  currentAt(step) {
    return step <= 0 ? -1 : this.currentAfter[step - 1];
  }

  /**
   * The step at which search node `node` is entered (its Choose or Solution event, 1-based).
   * @param {number} node
   */
  stepOf(node) {
    return this.enteredAt[node];
  }

  /**
   * How many search nodes of shown node `shown` are entered by `nodes` nodes in all.
   * @param {number} shown
   * @param {number} nodes
   */
  weight(shown, nodes) {
    const first = this.first[shown];
    const end = shown + 1 < this.shownCount ? this.first[shown + 1] : this.nodeCount;
    return Math.max(0, Math.min(end, nodes) - first);
  }

  /**
   * The kind of shown node `shown`: a chain is Forced.
   * @param {number} shown
   */
  shownKind(shown) {
    return this.kind[this.first[shown]];
  }

  /**
   * The shown node in column `column` at depth `depth`, or -1.
   * @param {number} column
   * @param {number} depth
   */
  nodeIn(column, depth) {
    if (column < 0 || column >= this.columns) return -1;
    const opener = this.columnStart[column];
    const s = opener + depth - this.depth[opener];
    const there = s >= opener && s < this.shownCount && this.column[s] === column && this.depth[s] === depth;
    return there ? s : -1;
  }

  /**
   * @param {EventRecords} log
   * @param {number} i
   */
  #read(log, i) {
    this.#ensureEvents(i + 1);
    const kind = log.kinds[i];
    if (this.leafPending) {
      this.path.pop();
      this.leafPending = false;
    }
    if (kind === EventKind.Choose) this.#enter(i, kindOf(log.b[i]), log.a[i], log.b[i]);
    else if (kind === EventKind.Solution) this.#enter(i, NodeKind.Solution, log.a[i], 0);
    else if (kind === EventKind.Uncover && i > 0 && log.kinds[i - 1] === EventKind.Deselect) this.path.pop();
    this.nodesAfter[i] = this.nodeCount;
    this.currentAfter[i] = this.path.length ? this.path[this.path.length - 1] : -1;
  }

  /**
   * Enters search node `nodeCount` at event `event`.
   * @param {number} event
   * @param {number} kind a NodeKind
   * @param {number} item
   * @param {number} options
   */
  #enter(event, kind, item, options) {
    const n = this.nodeCount++;
    this.#ensureNodes(n + 1);
    const parent = this.path.length ? this.path[this.path.length - 1] : -1;
    this.kind[n] = kind;
    this.options[n] = options;
    this.item[n] = item;
    this.enteredAt[n] = event + 1;
    this.path.push(n);
    this.leafPending = kind === NodeKind.DeadEnd || kind === NodeKind.Solution;
    const inChain = kind === NodeKind.Forced && parent >= 0 && this.kind[parent] === NodeKind.Forced;
    this.shownOf[n] = inChain ? this.shownOf[parent] : this.#show(n, parent < 0 ? -1 : this.shownOf[parent]);
  }

  /**
   * Shows search node `node` as a new shown node under shown node `parent` (-1 for the root).
   * @param {number} node
   * @param {number} parent
   */
  #show(node, parent) {
    const s = this.shownCount++;
    this.#ensureShown(s + 1);
    this.first[s] = node;
    this.shownParent[s] = parent;
    this.depth[s] = parent < 0 ? 0 : this.depth[parent] + 1;
    this.maxDepth = Math.max(this.maxDepth, this.depth[s]);
    if (parent >= 0 && !this.hasChild[parent]) this.column[s] = this.column[parent];
    else this.#openColumn(s);
    if (parent >= 0) this.hasChild[parent] = 1;
    this.columnsSoFar[s] = this.columns;
    this.deepestSoFar[s] = this.maxDepth;
    return s;
  }

  /** @param {number} s */
  #openColumn(s) {
    if (this.columns >= this.columnStart.length) this.columnStart = grown(this.columnStart, this.columns * 2);
    this.columnStart[this.columns] = s;
    this.column[s] = this.columns++;
  }

  /** @param {number} size */
  #ensureEvents(size) {
    if (size <= this.nodesAfter.length) return;
    const bigger = Math.max(size, this.nodesAfter.length * 2);
    this.nodesAfter = grown(this.nodesAfter, bigger);
    this.currentAfter = grown(this.currentAfter, bigger);
  }

  /** @param {number} size */
  #ensureNodes(size) {
    if (size <= this.kind.length) return;
    const bigger = this.kind.length * 2;
    this.kind = grown(this.kind, bigger);
    this.options = grown(this.options, bigger);
    this.item = grown(this.item, bigger);
    this.shownOf = grown(this.shownOf, bigger);
    this.enteredAt = grown(this.enteredAt, bigger);
  }

  /** @param {number} size */
  #ensureShown(size) {
    if (size <= this.first.length) return;
    const bigger = this.first.length * 2;
    this.first = grown(this.first, bigger);
    this.shownParent = grown(this.shownParent, bigger);
    this.depth = grown(this.depth, bigger);
    this.column = grown(this.column, bigger);
    this.columnsSoFar = grown(this.columnsSoFar, bigger);
    this.deepestSoFar = grown(this.deepestSoFar, bigger);
    this.hasChild = grown(this.hasChild, bigger);
  }
}

/**
 * The kind of a node whose chosen item has `length` options.
 * @param {number} length
 */
function kindOf(length) {
  if (length === 0) return NodeKind.DeadEnd;
  return length === 1 ? NodeKind.Forced : NodeKind.Branch;
}
