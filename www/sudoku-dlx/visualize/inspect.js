// For tests and tools, and never loaded by the element: what a visualizer
// shows, as plain numbers (`inspect`), and a `mountVisualizer` whose
// visualizers each answer `inspect()` of their own, which the test pages
// mount with (tests/e2e/harness.mjs, tests/e2e/visualizer-page.mjs). The
// production classes only expose what they hold (`session`, `sessionView`,
// a matrix view's `highlight`, `cursor` and `touched`); the assembling of
// it for tests lives here.

import { readMatrixNodes } from '../shared/layouts.js';
import { optionLabel } from './model/describe.js';
import { mountVisualizer as mount } from './visualizer.js';

/** @typedef {import('./visualizer.js').Visualizer} Visualizer */
/** @typedef {import('./model/touched.js').Touched} Touched */

/**
 * Mounts a visualizer as `mountVisualizer` of visualizer.js does, and gives
 * it `inspect()`.
 * @param {HTMLElement} container
 * @param {import('./model/problem.js').Source} [source]
 */
export function mountVisualizer(container, source) {
  const visualizer = mount(container, source);
  return Object.assign(visualizer, { inspect: () => inspect(visualizer) });
}

/**
 * The state as numbers, and the engine's own account of it when the view
 * stands where the engine does; null before a problem is loaded.
 * @param {Visualizer} visualizer
 */
export function inspect(visualizer) {
  const { session, sessionView } = visualizer;
  if (!session) return null;
  const { state, log, problem, timeline } = session;
  const stepper = problem.stepper;
  const links = timeline.links;
  return {
    step: session.step,
    totalSteps: log.length,
    complete: log.complete,
    digest: session.digest(),
    description: session.describe(),
    lastEvent: eventOf(log.event(session.step - 1)),
    nodes: state.nodes,
    updates: state.updates,
    solutions: state.solutions,
    depth: state.partialLength,
    partial: state.partial(),
    partialNames: session.partialNames(),
    grid: session.gridText(),
    itemCount: problem.itemCount,
    optionCount: problem.optionCount,
    rule: problem.rule,
    linksShown: Boolean(sessionView?.links),
    linksView: linksViewState(sessionView?.links),
    matrix: sessionView ? matrixDrawn(sessionView.matrix) : null,
    links: links ? { up: Array.from(links.up), down: Array.from(links.down) } : null,
    cellsShown: Boolean(sessionView?.cells),
    cells: timeline.cells ? cellsOf(timeline.cells, problem.itemCount) : null,
    engine:
      stepper.steps === session.step
        ? {
            steps: stepper.steps,
            nodes: stepper.nodes,
            updates: stepper.updates,
            solutions: stepper.solutions,
            partial: Array.from(stepper.partial),
            grid: stepper.grid,
            linksMatch: links ? links.matches(readMatrixNodes(stepper.matrixNodes()).nodes) : null,
          }
        : null,
  };
}

/**
 * The kind of the event that led to the step shown, and the item or option
 * it names.
 * @param {{ kind: string, item?: number, option?: number } | undefined} event
 */
function eventOf(event) {
  return event ? { kind: event.kind, item: event.item ?? -1, option: event.option ?? -1 } : null;
}

/**
 * The dancing cells as plain numbers: each item's size and run, whether it
 * is active, and the entries the step marked.
 * @param {import('./model/replay-cells.js').ReplayCells} cells
 * @param {number} items
 */
function cellsOf(cells, items) {
  const all = Array.from({ length: items }, (_, item) => item);
  return {
    sizes: Array.from(cells.sizes),
    runs: all.map((item) => Array.from(cells.run(item))),
    active: all.map((item) => cells.isActive(item)),
    marked: all.map((item) => cells.run(item).reduce((n, _, at) => n + (cells.isMarked(item, at) ? 1 : 0), 0)),
    updates: cells.updates,
  };
}

/**
 * Whether the links view follows the search, and what its cursor or a tap shows.
 * @param {import('./views/links/links-view.js').LinksView | null | undefined} view
 */
function linksViewState(view) {
  if (!view) return null;
  return { following: view.follow.on, inspected: view.inspected, pinned: view.pinned };
}

/**
 * The matrix view: its mode, what its last frame drew, the highlight, the
 * cursor, what the step touches and where the frame drew it.
 * @param {import('./views/matrix/matrix-view.js').MatrixView} view
 */
function matrixDrawn(view) {
  const { problem, compact, full, highlight, touched } = view;
  const all = (/** @type {number} */ n) => Array.from({ length: n }, (_, k) => k);
  const g = compact.g;
  const { selection } = compact;
  const drawn =
    view.mode === 'compact'
      ? {
          items: Array.from(selection.items.subarray(0, selection.itemTotal)),
          options: Array.from(selection.options.subarray(0, selection.optionTotal)),
          activeItems: selection.activeItems,
          linkedOptions: selection.linkedOptions,
        }
      : { items: all(problem.itemCount), options: all(problem.optionCount) };
  return {
    mode: view.mode,
    ...drawn,
    highlight: { items: [...highlight.items], options: [...highlight.options] },
    following: view.follow.on,
    cursor: { ...view.cursor },
    touched: { items: [...touched.items], options: [...touched.options] },
    touchedNames: {
      items: touched.items.map((item) => problem.itemName(item)),
      options: touched.options.map((o) => optionLabel(problem, o)),
    },
    places: view.mode === 'compact' ? compactPlaces(compact, touched) : fullPlaces(full, touched),
    geometry: g ? { top: g.top / g.ratio, left: g.left / g.ratio, cell: g.cell / g.ratio } : null,
  };
}

/**
 * @param {import('./views/matrix/compact-matrix.js').CompactMatrix} compact
 * @param {Touched} touched
 */
function compactPlaces({ g, selection, edges, element }, touched) {
  if (!g) return null;
  const px = (/** @type {number} */ device) => device / g.ratio;
  const x = (/** @type {number} */ item) => px(edges[selection.columnOf[item]] - g.sx);
  const y = (/** @type {number} */ o) => px(g.top + selection.rowOf[o] * g.cell - g.sy);
  const cell = px(g.cell);
  return {
    items: touched.items
      .filter((item) => selection.columnOf[item] >= 0)
      .map((item) => ({ item, from: x(item), to: x(item) + cell })),
    options: touched.options
      .filter((o) => selection.rowOf[o] >= 0)
      .map((o) => ({ option: o, from: y(o), to: y(o) + cell })),
    window: { left: px(g.left), top: px(g.top), right: element.clientWidth, bottom: element.clientHeight },
  };
}

/**
 * @param {import('./views/matrix/full-matrix.js').FullMatrix} full
 * @param {Touched} touched
 */
function fullPlaces(full, touched) {
  const g = full.geometry;
  if (!g) return null;
  const { element } = full;
  const x = (/** @type {number} */ item) => g.colX[item] / g.ratio - element.scrollLeft;
  const y = (/** @type {number} */ o) => full.rowY(o) / g.ratio - element.scrollTop;
  return {
    items: touched.items.map((item) => ({ item, from: x(item), to: x(item) + g.colW / g.ratio })),
    options: touched.options.map((o) => ({ option: o, from: y(o), to: y(o) + g.rowH / g.ratio })),
    window: { left: 0, top: 0, right: element.clientWidth, bottom: element.clientHeight },
  };
}
